// Package solve computes the exact result of an Othello position with
// perfect play by both sides: the final disc margin for the side to move,
// the empty squares counted for the winner (the convention of the FFO test
// suite and of Edax), a best move, and the principal variation to the end
// of the game.
//
// The search is dedicated to the end of the game and works on the
// othello core's bitboards directly, allocating nothing per node: moves
// ordered fastest-first (the fewest replies for the opponent first), a
// fixed-size transposition table shared by the threads, a stability
// cutoff, principal variation search with null windows, and below a few
// empties a search without move generation that tries the empty squares
// by parity. Boards up to 8x8 use it; larger boards are searched through
// othello.Position, which is slower, and refused past MaxEmptiesLarge.
package solve

import (
	"context"
	"errors"
	"math"
	"math/bits"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"gametree/internal/rescue"
	"gametree/othello"
)

// Options tune a solve.
type Options struct {
	// HashMB is the size of the transposition table in megabytes
	// (DefaultHashMB when 0); the solve never takes more.
	HashMB int
	// Threads search the root's moves in parallel (1 when 0).
	Threads int
	// All scores every legal move exactly, not only the best.
	All bool
	// Ties proves which other moves reach the best score too (a search of
	// each move that may, which costs about a fifth more on the FFO
	// positions): Result.BestMoves lists them all. Without it (or All),
	// BestMoves holds Best alone.
	Ties bool
	// NoTable, NoEvalOrder, NoFastestFirst, NoParity and NoStability turn
	// a technique off, to measure what it is worth: NoEvalOrder orders the
	// moves far from the end by mobility alone, NoFastestFirst does not
	// order them at all.
	NoTable, NoEvalOrder, NoFastestFirst, NoParity, NoStability bool
	// Progress, when not nil, hears how the solve goes: after each move
	// of the root, and every Every (a second when 0).
	Progress func(Progress)
	Every    time.Duration
}

// DefaultHashMB is the default size of the table.
const DefaultHashMB = 64

// MaxEmptiesLarge bounds the empties of a board larger than 8x8.
const MaxEmptiesLarge = 14

// MoveScore is a move with its exact score.
type MoveScore struct {
	Move  othello.Square
	Score int
}

// Result is the result of a solve.
type Result struct {
	// Score is the final disc margin for the side to move with perfect
	// play, empties to the winner.
	Score int
	// Best is a best move (othello.Pass when the side to move must pass,
	// othello.NoSquare when the game is over); BestMoves are the moves
	// known to reach Score, in square order: every one with Options.Ties
	// or All, else Best alone.
	Best      othello.Square
	BestMoves []othello.Square
	// PV is the principal variation to the end of the game (passes
	// included).
	PV []othello.Square
	// Moves, with Options.All, scores every legal move, best first.
	Moves []MoveScore
	// Nodes searched, and the time taken.
	Nodes   uint64
	Elapsed time.Duration
	Empties int
	// Partial is set when the solve was stopped: Best and Score are then
	// the best found so far, Score a lower bound (at least Score).
	Partial bool
}

// Progress is how a solve goes.
type Progress struct {
	// Done of Total root moves are searched, in the search's current
	// pass (on 8x8 boards the root is searched by windows around a guess,
	// a pass each).
	Done, Total int
	// Best is the best move known so far (othello.NoSquare when none is),
	// with a lower bound of its score, Score; the score is exact when
	// HasUpper and Upper == Score.
	Best  othello.Square
	Score int
	// Upper, when HasUpper, is an upper bound of the root's score: what a
	// pass that failed low, or the last pass, found.
	Upper    int
	HasUpper bool
	// Nodes searched so far, and the time.
	Nodes   uint64
	Elapsed time.Duration
}

// ErrTooLarge is returned for a board larger than 8x8 with more than
// MaxEmptiesLarge empties.
var ErrTooLarge = errors.New("too many empties")

// Solve solves p exactly. When ctx ends it returns the best found so far,
// Partial, with ctx.Err().
func Solve(ctx context.Context, p othello.Position, opt Options) (*Result, error) {
	start := time.Now()
	res := &Result{Empties: p.Empties(), Best: othello.NoSquare}
	if p.GameOver() {
		res.Score = margin(blackLead(p), p.ToMove(), res.Empties)
		return res, nil
	}
	me, opp, small := p.Bits8()
	if !small {
		if res.Empties > MaxEmptiesLarge {
			return nil, errorf("a %dx%d board with %d empties is too large to solve here (at most %d empties above 8x8): %w", p.Size(), p.Size(), res.Empties, MaxEmptiesLarge, ErrTooLarge)
		}
		return solveLarge(ctx, p, opt, start)
	}
	if opt.HashMB <= 0 {
		opt.HashMB = DefaultHashMB
	}
	threads := max(1, opt.Threads)
	s := &root{p: p, opt: &opt, tt: newTable(opt.HashMB), geo: newGeometry(p.Size()), start: start, threads: threads}
	s.mask = othello.Mask8(p.Size())
	if threads > 1 {
		s.idle = make(chan struct{}, threads)
		for i := 1; i < threads; i++ {
			s.idle <- struct{}{}
		}
	}
	done := make(chan struct{})
	defer close(done)
	var caught rescue.First
	go func() {
		defer caught.Catch()
		select {
		case <-ctx.Done():
			s.stop.Store(true)
		case <-done:
		}
	}()
	if opt.Progress != nil {
		every := opt.Every
		if every <= 0 {
			every = time.Second
		}
		tick := time.NewTicker(every)
		defer tick.Stop()
		go func() {
			defer caught.Catch()
			for {
				select {
				case <-tick.C:
					s.report()
				case <-done:
					return
				}
			}
		}()
	}
	err := s.run(me, opp, res)
	caught.Rethrow() // a progress report that panicked
	res.Nodes = s.nodes.Load()
	res.Elapsed = time.Since(start)
	if err != nil || s.stop.Load() {
		res.Partial = true
		if ctx.Err() != nil {
			return res, ctx.Err()
		}
		return res, err
	}
	return res, nil
}

// margin turns a finished game's margin for Black into the score for c,
// empties to the winner.
func margin(blackMargin int, c othello.Color, empties int) int {
	d := blackMargin
	if c == othello.White {
		d = -d
	}
	switch {
	case d > 0:
		d += empties
	case d < 0:
		d -= empties
	}
	return d
}

// root runs a solve from the root.
type root struct {
	p       othello.Position
	mask    uint64
	opt     *Options
	tt      *table
	geo     *geometry
	start   time.Time
	threads int
	stop    atomic.Bool
	nodes   atomic.Uint64 // the nodes of finished searches
	shared  atomic.Uint64 // the nodes of searches in progress, roughly
	mu      sync.Mutex
	prog    Progress
	// idle holds a token for each thread but the first, taken by the
	// splits of the search.
	idle chan struct{}
}

// engine returns a new thread's engine.
func (s *root) engine() *engine {
	e := &engine{mask: s.mask, total: bits.OnesCount64(s.mask), tt: s.tt, opt: s.opt, geo: s.geo, stop: &s.stop, shared: &s.shared, idle: s.idle}
	if s.p.Size() == 8 && !s.opt.NoEvalOrder {
		e.pattern = othello.DefaultPatternWeights()
	}
	return e
}

// done adds an engine's nodes to the count.
func (s *root) done(e *engine) {
	s.nodes.Add(e.nodes)
	s.shared.Add(-e.reported)
}

// report sends the progress.
func (s *root) report() {
	s.mu.Lock()
	p := s.prog
	s.mu.Unlock()
	p.Nodes = s.nodes.Load() + s.shared.Load()
	p.Elapsed = time.Since(s.start)
	s.opt.Progress(p)
}

// rootMove is a move of the root with its child.
type rootMove struct {
	sq      othello.Square
	me, opp uint64
	score   int
	exact   bool
}

// run solves the root: the moves in the engine's order, the first with
// the whole window, the others with a null window, in parallel on
// threads; then the moves that tie the best, and the principal variation.
func (s *root) run(me, opp uint64, res *Result) error {
	e := s.engine()
	defer func() { s.done(e) }()
	moves := othello.Moves8(me, opp) & s.mask
	if moves == 0 {
		// A forced pass: the solve of the other side, negated.
		res.Best = othello.Pass
		res.BestMoves = []othello.Square{othello.Pass}
		v := -e.solve(opp, me, -127, 127, true)
		if e.aborted {
			return nil
		}
		res.Score = v
		res.PV = append([]othello.Square{othello.Pass}, s.pv(e, opp, me, -v, true)...)
		if s.opt.All {
			res.Moves = []MoveScore{{othello.Pass, v}}
		}
		return nil
	}
	// The root's moves in the deep search's order: by the shallow
	// estimate far from the end, by fastest-first nearer (e.order).
	var ranked [40]move
	n, _, _ := e.order(&ranked, me, opp, moves, bits.OnesCount64(s.mask&^(me|opp)), 127, noMove, false)
	list := make([]rootMove, n)
	for k, mv := range ranked[:n] {
		list[k] = rootMove{sq: othello.Square8(mv.i), me: mv.me, opp: mv.opp}
	}
	s.prog = Progress{Total: len(list), Best: othello.NoSquare, Score: -127}
	if s.opt.All {
		s.scoreAll(list)
	} else {
		lo, hi := s.window(e, me, opp)
		s.best(list, lo, hi)
	}
	if s.stop.Load() {
		s.partial(res)
		return nil
	}
	best := -127
	for _, m := range list {
		best = max(best, m.score)
	}
	res.Score = best
	if s.opt.All {
		sorted := append([]rootMove(nil), list...)
		sort.SliceStable(sorted, func(a, b int) bool {
			if sorted[a].score != sorted[b].score {
				return sorted[a].score > sorted[b].score
			}
			return sorted[a].sq < sorted[b].sq
		})
		for _, m := range sorted {
			res.Moves = append(res.Moves, MoveScore{m.sq, m.score})
		}
	} else if s.opt.Ties {
		// The moves that tie the best: a move searched with a null window
		// has an upper bound; a null window at the best score tells.
		for k := range list {
			m := &list[k]
			if m.exact || m.score < best {
				continue
			}
			v := -e.solve(m.me, m.opp, -best, -best+1, false)
			if e.aborted {
				s.partial(res)
				return nil
			}
			if v >= best {
				m.score, m.exact = best, true
			} else {
				m.score = v
			}
		}
	}
	for _, m := range sortedBySquare(list) {
		if m.score == best && (m.exact || s.opt.All) {
			res.BestMoves = append(res.BestMoves, m.sq)
		}
	}
	res.Best = res.BestMoves[0]
	for _, m := range list { // the one the search found first
		if m.score == best && (m.exact || s.opt.All) {
			res.Best = m.sq
			break
		}
	}
	for _, m := range list {
		if m.sq == res.Best {
			res.PV = append([]othello.Square{m.sq}, s.pv(e, m.me, m.opp, -best, false)...)
			break
		}
	}
	if e.aborted {
		s.partial(res)
	}
	return nil
}

// partial fills res with the best found before the solve was stopped.
func (s *root) partial(res *Result) {
	s.mu.Lock()
	defer s.mu.Unlock()
	res.Best, res.Score = s.prog.Best, s.prog.Score
	if s.prog.Score == -127 {
		res.Best, res.Score = othello.NoSquare, 0 // nothing is known yet
	}
	res.BestMoves = nil
	res.PV = nil
}

// bound records an upper bound of the root's score in the progress.
func (s *root) bound(v int) {
	s.mu.Lock()
	if !s.prog.HasUpper || v < s.prog.Upper {
		s.prog.Upper, s.prog.HasUpper = v, true
	}
	s.mu.Unlock()
}

// update records a root move's result in the progress; known tells that
// its score is exact or a lower bound.
func (s *root) update(m *rootMove, known bool) {
	s.mu.Lock()
	s.prog.Done++
	if known && m.score > s.prog.Score {
		s.prog.Score, s.prog.Best = m.score, m.sq
	}
	s.mu.Unlock()
	if s.opt.Progress != nil {
		s.report()
	}
}

// best solves the root for its best score by windows around a guess
// (aspiration): each pass searches the moves in order, the first with the
// window, the others with a null window around the best so far, searched
// again when one is better; a pass that fails low or high tells a bound,
// and the next window is put there. The last pass ends inside its window:
// its best move is exact, the moves before it are worse and those after it
// at most as good. The threads share the work inside each move's search.
func (s *root) best(list []rootMove, lo, hi int) {
	e := s.engine()
	defer s.done(e)
	for step := 0; ; step = max(2, 2*step) {
		v := s.pass(e, list, lo, hi)
		if !e.aborted && v < hi {
			s.bound(v)
		}
		switch {
		case e.aborted:
			return
		case v <= lo:
			lo, hi = v-1-step, v+1
		case v >= hi:
			lo, hi = v-1, v+1+step
		default:
			return
		}
	}
}

// pass searches the root's moves in the window (lo, hi) and returns the
// best, fail-soft; each move's score is exact when m.exact, else a bound.
func (s *root) pass(e *engine, list []rootMove, lo, hi int) int {
	s.mu.Lock()
	s.prog.Done = 0
	s.mu.Unlock()
	alpha, best := lo, -127
	for k := range list {
		m := &list[k]
		m.exact = false
		var v int
		if k == 0 {
			v = -e.solve(m.me, m.opp, -hi, -alpha, false)
		} else {
			v = -e.solve(m.me, m.opp, -alpha-1, -alpha, false)
			if v > alpha && v < hi && !e.aborted {
				v = -e.solve(m.me, m.opp, -hi, -alpha, false)
			}
		}
		if e.aborted {
			return best
		}
		m.score, m.exact = v, v > alpha && v < hi
		best = max(best, v)
		alpha = max(alpha, v)
		s.update(m, m.exact || v >= hi)
		if v >= hi {
			return v
		}
	}
	return best
}

// window is the root's first window: around the evaluation's guess on
// 8x8 boards (the mean of two shallow searches of odd and even depth,
// whose errors tend to cancel), the whole range elsewhere.
func (s *root) window(e *engine, me, opp uint64) (int, int) {
	if e.pattern == nil {
		return -127, 127
	}
	sum := e.estimate(me, opp, guessDepth, -1<<20, 1<<20) + e.estimate(me, opp, guessDepth+1, -1<<20, 1<<20)
	g := int(math.Round(float64(sum)/400)) * 2 // even, as every final score of 8x8
	return g - 1, g + 1
}

// scoreAll solves every root move exactly.
func (s *root) scoreAll(list []rootMove) {
	e := s.engine()
	defer s.done(e)
	for k := range list {
		m := &list[k]
		m.score = -e.solve(m.me, m.opp, -127, 127, false)
		if e.aborted {
			return
		}
		m.exact = true
		s.update(m, true)
	}
	s.bound(s.prog.Score)
}

// pv returns the principal variation from a position of score v for me:
// at each position, the first move in square order whose child is worth
// v, which a narrow window tells, until the game ends.
func (s *root) pv(e *engine, me, opp uint64, v int, passed bool) []othello.Square {
	var out []othello.Square
	for !e.aborted {
		moves := othello.Moves8(me, opp) & s.mask
		if moves == 0 {
			if passed || othello.Moves8(opp, me)&s.mask == 0 {
				return out
			}
			out = append(out, othello.Pass)
			me, opp, v, passed = opp, me, -v, true
			continue
		}
		passed = false
		found := false
		// In square order, whatever the table holds, so that the same
		// position gives the same line on any number of threads.
		var order []int
		for m := moves; m != 0; m &= m - 1 {
			order = append(order, bits.TrailingZeros64(m))
		}
		for _, i := range order {
			f := flips(me, opp, i)
			cme, copp := opp&^f, me|f|1<<uint(i)
			w := -e.solve(cme, copp, -v-1, -v+1, false)
			if w == v {
				out = append(out, othello.Square8(i))
				me, opp, v = cme, copp, -v
				found = true
				break
			}
		}
		if !found {
			return out // cannot happen with an exact v
		}
	}
	return out
}

// sortedBySquare returns the moves in square order.
func sortedBySquare(list []rootMove) []rootMove {
	out := append([]rootMove(nil), list...)
	sort.Slice(out, func(a, b int) bool { return out[a].sq < out[b].sq })
	return out
}

// DefaultThreads is the number of threads of a solve unless told: the
// machine's cores.
func DefaultThreads() int { return runtime.GOMAXPROCS(0) }
