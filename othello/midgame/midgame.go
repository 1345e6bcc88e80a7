// Package midgame is the computer player's search before the endgame: an
// iterative deepening principal variation search with a transposition
// table, on the othello core's bitboards (boards up to 8x8), scoring its
// leaves with the mixed evaluation (othello.Mixed, the Java course
// project's evaluation by game phase) or, on 8x8, the pattern evaluation
// (othello.Pattern), computed on the bitboards. It gives the same values
// as the generic search of package minimax over othello.Implicit with that
// evaluation, at depth after depth, several times as fast, and allocates
// nothing per node.
package midgame

import (
	"context"
	"math/bits"
	"sync"
	"sync/atomic"
	"time"

	"gametree/internal/rescue"
	"gametree/othello"
)

// Options bound a search.
type Options struct {
	// Deadline ends the search (none when zero); MaxDepth bounds its depth
	// (the empties when 0).
	Deadline time.Time
	MaxDepth int
	// TableBits is the log2 of the table's entries (20: a million entries,
	// 24 MB, when 0).
	TableBits int
	// Eval scores the leaves: othello.Mixed (when nil) or othello.Pattern
	// (8x8 only, with its weights).
	Eval othello.Evaluator
	// Threads search together (1 when 0): each thread but the first runs
	// its own iterative deepening, one ply ahead every other thread, and
	// they share the table, so that the first thread finds there what the
	// others searched (lazy SMP). The result is the first thread's.
	Threads int
}

// Result is what a search found.
type Result struct {
	// Best is the best move of the deepest finished iteration; Value its
	// value for the side to move (othello.WinScore plus the margin for a
	// finished game), Depth that iteration's depth.
	Best  othello.Square
	Value float64
	Depth int
	// Nodes visited in all iterations.
	Nodes uint64
}

// ErrNoMove is returned for a position where the side to move has no move.
var ErrNoMove = errorf("no move to search")

// ErrSize is returned for a board larger than 8x8.
var ErrSize = errorf("boards up to 8x8 only")

// ErrEval is returned for an evaluation the search does not compute on
// bitboards: any but mixed, and pattern on boards other than 8x8.
var ErrEval = errorf("evaluations mixed, and pattern on 8x8, only")

// Search searches p by iterative deepening until the deadline, ctx's end,
// MaxDepth or the end of the game, and returns the result of the deepest
// iteration it finished (at least depth 1, unless ctx ended first).
func Search(ctx context.Context, p othello.Position, opt Options) (Result, error) {
	me, opp, ok := p.Bits8()
	if !ok {
		return Result{}, ErrSize
	}
	e := newEngine(p.Size(), opt.TableBits)
	switch ev := opt.Eval.(type) {
	case nil, othello.Mixed:
	case othello.Pattern:
		if p.Size() != 8 {
			return Result{}, ErrEval
		}
		e.usePattern(ev.Table())
	default:
		return Result{}, ErrEval
	}
	if othello.Moves8(me, opp)&e.mask == 0 {
		return Result{}, ErrNoMove
	}
	var done atomic.Bool
	e.stop = func() bool {
		return ctx.Err() != nil || !opt.Deadline.IsZero() && time.Now().After(opt.Deadline)
	}
	maxDepth := opt.MaxDepth
	if maxDepth <= 0 {
		maxDepth = p.Empties()
	}
	// The helpers: their own engines on the same table, until the first
	// thread is done.
	var helped atomic.Uint64
	var wg sync.WaitGroup
	var caught rescue.First
	for h := 1; h < opt.Threads; h++ {
		w := *e
		w.nodes = 0
		w.stop = func() bool { return done.Load() || e.stop() }
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer caught.Catch()
			for d := 1 + h%2; d <= maxDepth && !w.aborted; d++ {
				w.root(me, opp, d)
			}
			helped.Add(w.nodes)
		}()
	}
	var res Result
	var err error
	for d := 1; d <= maxDepth; d++ {
		v, best := e.root(me, opp, d)
		if e.aborted {
			if d == 1 {
				err = context.DeadlineExceeded
			}
			break
		}
		res = Result{Best: othello.Square8(best), Value: float64(v) / float64(e.scale), Depth: d}
	}
	done.Store(true)
	wg.Wait()
	caught.Rethrow()
	res.Nodes = e.nodes + helped.Load()
	if err != nil {
		return res, err
	}
	if err := ctx.Err(); err != nil {
		return res, err
	}
	return res, nil
}

// engine is one search.
type engine struct {
	mask    uint64
	n       int
	weights [64]int // the positional table by bit
	total   int     // squares - 4: the moves of a whole game
	tt      *table
	nodes   uint64
	stop    func() bool
	aborted bool
	// sameDepth makes the table answer only for the depth it was written
	// at, so that a search gives exactly the values of a fixed-depth
	// search (the tests).
	sameDepth bool
	// pattern, when set, scores the leaves in hundredths of a disc; scale
	// is what the scores are in units of the evaluation's (1 for mixed,
	// 100 for pattern).
	pattern *othello.PatternWeights
	scale   int
}

// table is the transposition table the threads of a search share: slots
// of two words written and read atomically, the first the position's key
// XOR the second, so that a slot torn by two writers reads as a miss
// (lockless hashing).
type table struct {
	slots []atomic.Uint64 // key^data, data
	mask  uint64
}

// entry is what a slot holds.
type entry struct {
	value int32
	depth int8
	bound int8 // exact, lower or upper
	move  uint8
}

// pack writes en as a word.
func (en entry) pack() uint64 {
	return uint64(uint32(en.value)) | uint64(uint8(en.depth))<<32 | uint64(uint8(en.bound))<<40 | uint64(en.move)<<48
}

// unpack reads a word.
func unpack(d uint64) entry {
	return entry{value: int32(uint32(d)), depth: int8(uint8(d >> 32)), bound: int8(uint8(d >> 40)), move: uint8(d >> 48)}
}

// probe returns the entry of a position.
func (t *table) probe(me, opp uint64) (entry, bool) {
	k := key(me, opp)
	s := 2 * (k & t.mask)
	d := t.slots[s+1].Load()
	if t.slots[s].Load()^d != k {
		return entry{}, false
	}
	return unpack(d), true
}

// Bounds of a table entry.
const (
	exact = iota
	lower
	upper
)

// newEngine returns an engine for an n x n board.
func newEngine(n, tableBits int) *engine {
	if tableBits <= 0 {
		tableBits = 20
	}
	t := &table{slots: make([]atomic.Uint64, 2<<tableBits), mask: 1<<tableBits - 1}
	e := &engine{mask: othello.Mask8(n), n: n, total: n*n - 4, tt: t, scale: 1}
	table := othello.PositionalTable(n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			e.weights[r*8+c] = int(table[r*n+c])
		}
	}
	return e
}

// usePattern makes the engine score leaves with the pattern weights w.
func (e *engine) usePattern(w *othello.PatternWeights) {
	e.pattern, e.scale = w, 100
}

// weigh sums the positional weights of the discs d.
func (e *engine) weigh(d uint64) int {
	s := 0
	for ; d != 0; d &= d - 1 {
		s += e.weights[bits.TrailingZeros64(d)]
	}
	return s
}

// Eval returns othello.Mixed of a position for the side to move, me, on
// the bitboards: the positional table and 20 points per move of mobility
// difference, the disc difference too after the first half of the game,
// and discs alone after 56 of 60 moves (scaled to the board).
func (e *engine) eval(me, opp uint64) int {
	if e.pattern != nil {
		return e.pattern.Score(me, opp)
	}
	played := bits.OnesCount64(me|opp) - 4
	discs := bits.OnesCount64(me) - bits.OnesCount64(opp)
	if played*60 > 56*e.total {
		return discs
	}
	mob := bits.OnesCount64(othello.Moves8(me, opp)&e.mask) - bits.OnesCount64(othello.Moves8(opp, me)&e.mask)
	v := e.weigh(me) - e.weigh(opp) + othello.MixedMobility*mob
	if played*60 > 30*e.total {
		v += discs
	}
	return v
}

// final returns the score of a finished game for me, as tree scores it,
// WinScore plus the margin, in the engine's scale.
func (e *engine) final(me, opp uint64) int {
	d := bits.OnesCount64(me) - bits.OnesCount64(opp)
	switch {
	case d > 0:
		return (othello.WinScore + d) * e.scale
	case d < 0:
		return (-othello.WinScore + d) * e.scale
	}
	return 0
}

// infinity is above every score.
const infinity = 1 << 30

// root searches the root to depth, the table's move first, and returns
// its value and best move.
func (e *engine) root(me, opp uint64, depth int) (int, int) {
	moves := othello.Moves8(me, opp) & e.mask
	var list [40]scored
	n := e.order(&list, me, opp, moves, e.ttMove(me, opp))
	best, bestMove := e.pvs(&list, n, depth, -infinity, infinity)
	if e.aborted {
		return 0, 0
	}
	e.store(me, opp, depth, best, -infinity, infinity, bestMove)
	return best, bestMove
}

// scored is a move with its child and its rank in the ordering.
type scored struct {
	i       int
	me, opp uint64 // the child, opp to move
	rank    int
}

// order writes the moves into list, the table's move first, then by the
// opponent's mobility after them (fewest first) and the square's weight.
func (e *engine) order(list *[40]scored, me, opp, moves uint64, ttMove int) int {
	n := 0
	for m := moves; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		f := othello.Flips8(me, opp, i)
		s := scored{i: i, me: opp &^ f, opp: me | f | 1<<uint(i)}
		if i == ttMove {
			s.rank = -infinity
		} else {
			s.rank = bits.OnesCount64(othello.Moves8(s.me, s.opp)&e.mask)*64 - e.weights[i]
		}
		k := n
		for k > 0 && list[k-1].rank > s.rank {
			list[k] = list[k-1]
			k--
		}
		list[k] = s
		n++
	}
	return n
}

// search returns the value of the position for me to depth, fail-soft in
// (alpha, beta). A forced pass is a ply, as in othello.Implicit.
func (e *engine) search(me, opp uint64, depth, alpha, beta int) int {
	e.nodes++
	if e.nodes&4095 == 0 && e.stop() {
		e.aborted = true
	}
	if e.aborted {
		return 0
	}
	moves := othello.Moves8(me, opp) & e.mask
	if moves == 0 && othello.Moves8(opp, me)&e.mask == 0 {
		return e.final(me, opp)
	}
	if depth == 0 {
		return e.eval(me, opp)
	}
	if moves == 0 {
		return -e.search(opp, me, depth-1, -beta, -alpha)
	}
	alpha0 := alpha
	ttMove := -1
	if en, ok := e.tt.probe(me, opp); ok {
		ttMove = int(en.move)
		if int(en.depth) == depth || int(en.depth) > depth && !e.sameDepth {
			v := int(en.value)
			switch {
			case en.bound == exact:
				return v
			case en.bound == lower && v >= beta:
				return v
			case en.bound == upper && v <= alpha:
				return v
			}
		}
	}
	best, bestMove := -infinity, -1
	if depth <= 2 {
		// Near the leaves sorting costs more than it saves: square order,
		// the table's move first.
		if ttMove >= 0 && moves&(1<<uint(ttMove)) != 0 {
			f := othello.Flips8(me, opp, ttMove)
			best = -e.search(opp&^f, me|f|1<<uint(ttMove), depth-1, -beta, -alpha)
			bestMove = ttMove
			if best >= beta || e.aborted {
				return e.done(me, opp, depth, best, alpha0, beta, bestMove)
			}
			moves &^= 1 << uint(ttMove)
		}
		for m := moves; m != 0; m &= m - 1 {
			i := bits.TrailingZeros64(m)
			f := othello.Flips8(me, opp, i)
			v := -e.search(opp&^f, me|f|1<<uint(i), depth-1, -beta, -max(alpha, best))
			if v > best {
				best, bestMove = v, i
				if v >= beta || e.aborted {
					break
				}
			}
		}
		return e.done(me, opp, depth, best, alpha0, beta, bestMove)
	}
	var list [40]scored
	n := e.order(&list, me, opp, moves, ttMove)
	best, bestMove = e.pvs(&list, n, depth, alpha, beta)
	if e.aborted {
		return 0
	}
	return e.done(me, opp, depth, best, alpha0, beta, bestMove)
}

// pvs searches the n ordered moves of list: the first with the window,
// the others with a null window and again when they beat the best. It
// returns the best value and move.
func (e *engine) pvs(list *[40]scored, n, depth, alpha, beta int) (int, int) {
	best, bestMove := -infinity, list[0].i
	for k := 0; k < n; k++ {
		m := &list[k]
		var v int
		if k == 0 {
			v = -e.search(m.me, m.opp, depth-1, -beta, -alpha)
		} else {
			v = -e.search(m.me, m.opp, depth-1, -alpha-1, -alpha)
			if v > alpha && v < beta && !e.aborted {
				v = -e.search(m.me, m.opp, depth-1, -beta, -alpha)
			}
		}
		if e.aborted {
			return 0, 0
		}
		if v > best {
			best, bestMove = v, m.i
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	return best, bestMove
}

// done stores a node's result and returns it.
func (e *engine) done(me, opp uint64, depth, best, alpha0, beta, move int) int {
	if !e.aborted {
		e.store(me, opp, depth, best, alpha0, beta, move)
	}
	return best
}

// key hashes a position for the table; its low bits choose the slot.
func key(me, opp uint64) uint64 {
	k := me*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(opp*0xc2b2ae3d27d4eb4f, 29)
	return k ^ k>>31 | 1
}

// ttMove returns the table's move for a position, or -1.
func (e *engine) ttMove(me, opp uint64) int {
	if en, ok := e.tt.probe(me, opp); ok {
		return int(en.move)
	}
	return -1
}

// store writes a result: exact, or a bound by the window it was searched
// in. A deeper search of another position keeps its slot.
func (e *engine) store(me, opp uint64, depth, v, alpha, beta, move int) {
	t := e.tt
	k := key(me, opp)
	s := 2 * (k & t.mask)
	d := t.slots[s+1].Load()
	if t.slots[s].Load()^d != k && d != 0 && int(unpack(d).depth) > depth {
		return
	}
	b := int8(exact)
	switch {
	case v <= alpha:
		b = upper
	case v >= beta:
		b = lower
	}
	if move < 0 {
		move = 255
	}
	d = entry{value: int32(v), depth: int8(depth), bound: b, move: uint8(move)}.pack()
	t.slots[s].Store(k ^ d)
	t.slots[s+1].Store(d)
}
