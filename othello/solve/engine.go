package solve

import (
	"math/bits"
	"sync"
	"sync/atomic"

	"gametree/internal/rescue"
	"gametree/othello"
)

// The search works on stride-8 bitboards (othello.Bits8): me is the side to
// move, opp the other side; scores are final disc margins for me with the
// empties given to the winner, from -total to +total.

// Search parameters, measured on the FFO positions (docs/solve.md).
const (
	// shallowEmpties is where the search stops generating and ordering
	// moves and tries the empty squares by parity instead.
	shallowEmpties = 6
	// ttEmpties is the least number of empties at which the table is
	// used: below it a search is cheaper than the table's cache misses.
	ttEmpties = 9
	// etcEmpties is the least number of empties at which the children
	// are looked up in the table before the search (enhanced
	// transposition cutoff).
	etcEmpties = 12
	// sortEmpties is the least number of empties at which moves are
	// ordered by a short search of mobility, on boards without the
	// pattern evaluation (smaller than 8x8).
	sortEmpties = 14
	// evalEmpties is the least number of empties at which moves are
	// ordered by a shallow search of the pattern evaluation (8x8 boards):
	// far from the end, the evaluation predicts which move is best better
	// than mobility does.
	evalEmpties = 16
	// evalMobility is what a reply of the opponent (a corner counting
	// twice) weighs in that order, in hundredths of a disc.
	evalMobility = 300
	// splitEmpties is the least number of empties at which the moves
	// after the first are shared with idle threads.
	splitEmpties = 12
	// checkEvery is how often (in nodes, a power of two) a thread looks
	// whether it must stop.
	checkEvery = 1 << 14
)

// engine is one thread's search.
type engine struct {
	mask  uint64 // the board's squares
	total int    // the board's squares, counted
	tt    *table
	opt   *Options
	geo   *geometry
	nodes uint64
	// stop is set to end every thread's search; done counts the nodes
	// of all threads, added every checkEvery.
	stop    *atomic.Bool
	shared  *atomic.Uint64
	aborted bool
	// reported is the part of nodes added to shared.
	reported uint64
	// cut is set when the node a helper works for has cut off (nil
	// outside a split); idle holds a token per thread free to help.
	cut  *cutFlag
	idle chan struct{}
	// pattern is the evaluation that orders the moves far from the end;
	// nil off 8x8 boards and with Options.NoEvalOrder.
	pattern *othello.PatternWeights
}

// cutFlag tells the threads of a split that its node cut off, or that a
// split above it did.
type cutFlag struct {
	atomic.Bool
	parent *cutFlag
}

// set reports whether the flag or one above it is set.
func (c *cutFlag) set() bool {
	for ; c != nil; c = c.parent {
		if c.Load() {
			return true
		}
	}
	return false
}

// final returns the final score of a finished game for me: the disc
// margin, the empties to the winner.
func (e *engine) final(me, opp uint64) int {
	n, o := bits.OnesCount64(me), bits.OnesCount64(opp)
	d := n - o
	switch {
	case d > 0:
		d += e.total - n - o
	case d < 0:
		d -= e.total - n - o
	}
	return d
}

// solve returns the score of the position for me, fail-soft in (alpha,
// beta); passed tells that the other side just passed.
func (e *engine) solve(me, opp uint64, alpha, beta int, passed bool) int {
	empties := bits.OnesCount64(e.mask &^ (me | opp))
	if empties <= shallowEmpties {
		return e.shallow(me, opp, alpha, beta, passed, e.geo.parity(e.mask&^(me|opp)))
	}
	return e.deep(me, opp, alpha, beta, empties, passed)
}

// count adds a node, and every checkEvery nodes adds them to the shared
// count and looks at the stop flag.
func (e *engine) count() {
	e.nodes++
	if e.nodes&(checkEvery-1) == 0 {
		e.shared.Add(checkEvery)
		e.reported += checkEvery
		if e.stop.Load() || e.cut.set() {
			e.aborted = true
		}
	}
}

// last1 is the score with one empty square, i.
func (e *engine) last1(me, opp uint64, i int) int {
	e.count()
	return e.lastScore(me, opp, i)
}

// last2 is the score with two empty squares, i and j: each move leaves
// one empty to the other side.
func (e *engine) last2(me, opp uint64, i, j, alpha, beta int, passed bool) int {
	e.count()
	best := -127
	if neighbours[i]&opp != 0 {
		if f := flips(me, opp, i); f != 0 {
			best = -e.last1(opp&^f, me|f|1<<uint(i), j)
			if best >= beta {
				return best
			}
		}
	}
	if neighbours[j]&opp != 0 {
		if f := flips(me, opp, j); f != 0 {
			if v := -e.last1(opp&^f, me|f|1<<uint(j), i); v > best {
				best = v
			}
		}
	}
	if best > -127 {
		return best
	}
	if passed {
		return e.final(me, opp)
	}
	return -e.last2(opp, me, i, j, -beta, -alpha, true)
}

// shallow searches the last few empties without move generation: the
// empty squares are tried in place, those of regions (quadrants) with an
// odd number of empties first (parity: the last move of a region is worth
// having). parity has bit q set when quadrant q has an odd number of
// empties; a move flips its quadrant's bit.
func (e *engine) shallow(me, opp uint64, alpha, beta int, passed bool, parity uint) int {
	empty := e.mask &^ (me | opp)
	if empty == 0 {
		e.count()
		return e.final(me, opp)
	}
	if empty&(empty-1) == 0 {
		return e.last1(me, opp, bits.TrailingZeros64(empty))
	}
	if rest := empty & (empty - 1); rest&(rest-1) == 0 {
		return e.last2(me, opp, bits.TrailingZeros64(empty), bits.TrailingZeros64(rest), alpha, beta, passed)
	}
	e.count()
	first, second := empty, uint64(0)
	if !e.opt.NoParity {
		odd := e.geo.odd[parity]
		first, second = empty&odd, empty&^odd
	}
	best := -127
	for _, set := range [2]uint64{first, second} {
		for set != 0 {
			i := bits.TrailingZeros64(set)
			set &= set - 1
			if neighbours[i]&opp == 0 {
				continue
			}
			f := flips(me, opp, i)
			if f == 0 {
				continue
			}
			v := -e.shallow(opp&^f, me|f|1<<uint(i), -beta, -max(alpha, best), false, parity^e.geo.quadBit[i])
			if v > best {
				best = v
				if v >= beta {
					return v
				}
			}
		}
	}
	if best == -127 {
		if passed {
			return e.final(me, opp)
		}
		return -e.shallow(opp, me, -beta, -alpha, true, parity)
	}
	return best
}

// move is a move of the deep search with its child position and its
// rank in the ordering (lower first).
type move struct {
	i       int
	me, opp uint64 // the child, opp to move
	rank    int
}

// deep searches a position with more than shallowEmpties empties: the
// table, the stability cutoff, then the moves fastest-first (the fewest
// replies for the opponent first), the first with the whole window and
// the others with a null window (PVS).
//
// The stability cutoff: the opponent's stable discs stay theirs, so the
// score is at most total - 2*stable; they are only worth counting when
// alpha is so high that it could fail low.
func (e *engine) deep(me, opp uint64, alpha, beta, empties int, passed bool) int {
	e.count()
	if e.aborted {
		return 0
	}
	moves := othello.Moves8(me, opp) & e.mask
	if moves == 0 {
		if passed {
			return e.final(me, opp)
		}
		return -e.deep(opp, me, -beta, -alpha, empties, true)
	}
	if !e.opt.NoStability && alpha >= e.total-2*bits.OnesCount64(opp) {
		if upper := e.total - 2*bits.OnesCount64(e.geo.stable(opp, me)); upper <= alpha {
			return upper
		}
	}
	alpha0 := alpha
	ttMove := noMove
	useTT := !e.opt.NoTable && empties >= ttEmpties
	if useTT {
		if en, ok := e.tt.probe(me, opp); ok {
			if en.lower >= beta {
				return en.lower
			}
			if en.upper <= alpha {
				return en.upper
			}
			if en.lower == en.upper {
				return en.lower
			}
			alpha, beta = max(alpha, en.lower), min(beta, en.upper)
			ttMove = en.move
		}
	}
	var list [40]move
	n, cut, ok := e.order(&list, me, opp, moves, empties, beta, ttMove, useTT)
	if ok {
		return cut
	}
	best, bestMove := -127, noMove
	for k := 0; k < n; k++ {
		if k == 1 && empties >= splitEmpties && e.idle != nil {
			// A copy: the list stays on the stack of the search.
			if v, i, ok := e.split(append([]move(nil), list[1:n]...), alpha, beta); ok {
				if e.aborted {
					return 0
				}
				if v > best {
					best, bestMove = v, i
				}
				break
			}
		}
		mv := &list[k]
		var v int
		if k == 0 {
			v = -e.solve(mv.me, mv.opp, -beta, -alpha, false)
		} else {
			v = -e.solve(mv.me, mv.opp, -alpha-1, -alpha, false)
			if v > alpha && v < beta {
				v = -e.solve(mv.me, mv.opp, -beta, -alpha, false)
			}
		}
		if e.aborted {
			return 0
		}
		if v > best {
			best, bestMove = v, mv.i
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	if useTT {
		en := entry{lower: -127, upper: 127, move: bestMove, empties: empties}
		switch {
		case best <= alpha0:
			en.upper = best
		case best >= beta:
			en.lower = best
		default:
			en.lower, en.upper = best, best
		}
		e.tt.store(me, opp, en)
	}
	return best
}

// order fills list with the moves of me (the bits of moves), best first
// by their rank: the table's move, then by a shallow search of the
// evaluation far from the end, by the opponent's mobility nearer. It
// returns their number, or a score and true when a child the table knows
// cuts the node off (the enhanced transposition cutoff).
func (e *engine) order(list *[40]move, me, opp, moves uint64, empties, beta, ttMove int, useTT bool) (int, int, bool) {
	n := 0
	for m := moves; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		f := flips(me, opp, i)
		mv := move{i: i, me: opp &^ f, opp: me | f | 1<<uint(i)}
		// Enhanced transposition cutoff: a child the table already
		// knows to be bad enough for the opponent ends the search.
		if useTT && empties > etcEmpties {
			if en, ok := e.tt.probe(mv.me, mv.opp); ok && -en.upper >= beta {
				return 0, -en.upper, true
			}
		}
		switch {
		case i == ttMove:
			mv.rank = -1 << 20
		case e.opt.NoFastestFirst:
		case empties >= evalEmpties && e.pattern != nil:
			// Far from the end: the opponent's score by a shallow
			// search of the pattern evaluation, in hundredths of a
			// disc, with each of its replies worth three discs.
			mv.rank = e.estimate(mv.me, mv.opp, evalDepth(empties), -1<<20, 1<<20) + evalMobility*e.mobility(mv.me, mv.opp)
		case empties >= sortEmpties && e.pattern == nil:
			// Far from the end: a short search of the opponent's
			// mobility orders better than mobility alone.
			mv.rank = e.estimate(mv.me, mv.opp, 2, -1<<20, 1<<20)<<6 + e.rank(mv.me, mv.opp, i)
		default:
			mv.rank = e.rank(mv.me, mv.opp, i)
		}
		// Insertion by rank.
		k := n
		for k > 0 && list[k-1].rank > mv.rank {
			list[k] = list[k-1]
			k--
		}
		list[k] = mv
		n++
	}
	return n, 0, false
}

// rank orders a move whose child has the opponent (them) to move against
// us, lower first: the opponent's mobility with corners counted twice
// (fastest-first), then its potential mobility (the empty squares next to
// our discs, where it may soon play), then our corners.
func (e *engine) rank(them, us uint64, i int) int {
	reply := othello.Moves8(them, us) & e.mask
	r := (bits.OnesCount64(reply) + bits.OnesCount64(reply&e.geo.corners)) << 6
	r += bits.OnesCount64(e.geo.potential(us, them)) << 1
	if 1<<uint(i)&e.geo.corners != 0 {
		r -= 1 << 5
	}
	return r
}

// evalDepth is the depth of the search that orders the moves of a node of
// empties squares by the pattern evaluation.
func evalDepth(empties int) int { return min(max((empties-12)/3, 0), 3) }

// mobility is the mobility of the side to move (them) against us, corners
// twice.
func (e *engine) mobility(them, us uint64) int {
	reply := othello.Moves8(them, us) & e.mask
	return bits.OnesCount64(reply) + bits.OnesCount64(reply&e.geo.corners)
}

// estimate is a shallow fail-soft alpha-beta search of depth plies (a
// pass is not one), an estimate to order moves by, for the side to move.
// Its leaves are scored by the pattern evaluation in hundredths of a disc
// on 8x8 boards, by mobility (the side to move's minus the other's,
// corners twice) on the others; a finished game by its margin, in the same
// units.
func (e *engine) estimate(me, opp uint64, depth, alpha, beta int) int {
	moves := othello.Moves8(me, opp) & e.mask
	if depth == 0 {
		if e.pattern != nil {
			return e.pattern.Score(me, opp)
		}
		theirs := othello.Moves8(opp, me) & e.mask
		return bits.OnesCount64(moves) + bits.OnesCount64(moves&e.geo.corners) - bits.OnesCount64(theirs) - bits.OnesCount64(theirs&e.geo.corners)
	}
	if moves == 0 {
		if othello.Moves8(opp, me)&e.mask == 0 {
			if e.pattern != nil {
				return e.final(me, opp) * 100
			}
			return e.final(me, opp) * 4
		}
		return -e.estimate(opp, me, depth, -beta, -alpha)
	}
	best := -1 << 20
	for m := moves; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		f := flips(me, opp, i)
		v := -e.estimate(opp&^f, me|f|1<<uint(i), depth-1, -beta, -max(alpha, best))
		if v > best {
			best = v
			if v >= beta {
				break
			}
		}
	}
	return best
}

// split searches the moves of a node after its first with the threads
// that are idle (false when none is), each taking the next move, a null
// window around the best so far and the whole window again when a move is
// better; a cutoff stops the others.
func (e *engine) split(list []move, alpha, beta int) (int, int, bool) {
	helpers := 0
	for helpers < cap(e.idle) {
		select {
		case <-e.idle:
			helpers++
			continue
		default:
		}
		break
	}
	if helpers == 0 {
		return 0, 0, false
	}
	sp := &splitPoint{list: list, beta: beta, best: -127, bestMove: noMove, alpha: alpha, cut: &cutFlag{parent: e.cut}}
	workers := make([]engine, helpers+1)
	var wg sync.WaitGroup
	var caught rescue.First
	for h := range workers {
		w := &workers[h]
		*w = *e
		w.nodes, w.aborted, w.cut = 0, false, sp.cut
		if h == 0 {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { e.idle <- struct{}{} }()
			defer caught.Catch()
			sp.work(w)
		}()
	}
	sp.work(&workers[0])
	// While the helpers finish, this thread's place is free for a split
	// of theirs (a helpful master): it gives its token back while it
	// waits, and takes one again after.
	e.idle <- struct{}{}
	wg.Wait()
	<-e.idle
	caught.Rethrow()
	for h := range workers {
		e.nodes += workers[h].nodes
		e.reported += workers[h].reported
	}
	if e.stop.Load() || e.cut.set() {
		e.aborted = true
	}
	return sp.best, sp.bestMove, true
}

// splitPoint is a node whose moves the threads share: the next move to
// take, the best so far and the window, under mu.
type splitPoint struct {
	list           []move
	beta           int
	cut            *cutFlag
	next           atomic.Int32
	mu             sync.Mutex
	best, bestMove int
	alpha          int
}

// work searches the split point's moves with w, one after another, until
// none is left or the node cuts off.
func (sp *splitPoint) work(w *engine) {
	for {
		k := int(sp.next.Add(1) - 1)
		if k >= len(sp.list) || sp.cut.Load() {
			return
		}
		sp.mu.Lock()
		a0 := sp.alpha
		sp.mu.Unlock()
		mv := &sp.list[k]
		v := -w.solve(mv.me, mv.opp, -a0-1, -a0, false)
		if w.aborted {
			return
		}
		if v > a0 && v < sp.beta {
			v = -w.solve(mv.me, mv.opp, -sp.beta, -a0, false)
			if w.aborted {
				return
			}
		}
		sp.mu.Lock()
		if v > sp.best {
			sp.best, sp.bestMove = v, mv.i
			if v > sp.alpha {
				sp.alpha = v
				if sp.alpha >= sp.beta {
					sp.cut.Store(true)
				}
			}
		}
		sp.mu.Unlock()
	}
}

// guessDepth is the depth of the shallower of the two searches of the
// evaluation that guess the root's score.
const guessDepth = 5
