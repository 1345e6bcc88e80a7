package play

import (
	"context"
	"time"

	"gametree/minimax"
	"gametree/othello"
	"gametree/othello/midgame"
	"gametree/othello/solve"
)

// EndgameEmpties is the number of empty squares from which the expert
// with the default budget of a second tries to solve the game exactly
// instead of evaluating: on the project's 2-core machine the solver
// (package solve) took 0.12 s on average and 0.27 s at worst with 18
// empties (12 positions of random games), 0.21 s and 0.36 s with 19,
// 0.75 s and 3.3 s with 20 (BenchmarkSolveByEmpties; 19 would fit, but the
// matches of docs/play.md were played with 18). Each doubling of the
// budget adds one empty, each halving takes one away.
const EndgameEmpties = 18

// exactEmpties returns the empties from which the expert tries an exact
// solve with budget.
func exactEmpties(budget time.Duration) int {
	e := EndgameEmpties
	for b := 2 * DefaultTime; b <= budget; b *= 2 {
		e++
	}
	for b := DefaultTime / 2; b >= budget && e > 10; b /= 2 {
		e--
	}
	return e
}

// TableEntries bounds the expert's transposition table: about 2 million
// positions, some 300 MB in a Go map, whatever the time budget.
const TableEntries = 2_000_000

// endgameShare is the part of the budget the expert gives an exact solve
// before it falls back on the midgame search.
const endgameShare = 0.6

// DefaultTime is the expert's time budget per move when none is given.
const DefaultTime = time.Second

// Expert is the strongest player: iterative deepening principal variation
// search with a transposition table, children ordered by the table's best
// move first and then by their evaluation, under a time budget per move.
// On boards up to 8x8 the search is package midgame's, on bitboards;
// larger boards use the generic search of package minimax.
// Children are sorted by evaluation only where more than two plies remain:
// nearer the leaves sorting costs more than it saves. From EndgameEmpties
// empty squares on (with the default budget) it first solves the game
// exactly with the endgame solver of package solve and plays a move of the
// exact final margin; if the solve does not finish within 60% of the
// budget, the midgame search decides with the rest. On 8x8 the
// evaluation is the pattern evaluation (othello.Pattern, fitted by
// `gametree train`); on other sizes, which its weights do not know, the
// Java course project's evaluation by game phase (othello.Mixed).
type Expert struct {
	budget time.Duration
	eval   othello.Evaluator
}

// NewExpert returns the expert with a time budget per move (DefaultTime if
// budget is 0).
func NewExpert(budget time.Duration) *Expert {
	if budget <= 0 {
		budget = DefaultTime
	}
	return &Expert{budget: budget, eval: othello.Pattern{}}
}

// Spec returns "ai:expert".
func (*Expert) Spec() string { return "ai:expert" }

// Close does nothing.
func (*Expert) Close() error { return nil }

// Choose searches within the budget and plays the best move found.
func (e *Expert) Choose(ctx context.Context, g *Game) (Move, error) {
	p := g.Pos()
	if m, ok := forced(p); ok {
		return Move{Square: m}, nil
	}
	// The searches get the budget less a margin for answering.
	start := time.Now()
	deadline := start.Add(e.budget * 9 / 10)
	stop := func() bool { return ctx.Err() != nil || time.Now().After(deadline) }
	eval := e.evalFor(p.Size())
	im := othello.NewImplicit(p, eval)
	key := func(s othello.State) uint64 { return s.Pos.Hash() }
	var nodes int64
	if p.Empties() <= exactEmpties(e.budget) && p.Size() <= 8 {
		sctx, cancel := context.WithDeadline(ctx, start.Add(time.Duration(float64(e.budget)*endgameShare)))
		res, err := solve.Solve(sctx, p, solve.Options{Threads: solve.DefaultThreads(), HashMB: 32})
		cancel()
		if err == nil {
			return Move{Square: res.Best, Value: float64(res.Score), Searched: true, Exact: true, Nodes: int64(res.Nodes)}, nil
		}
		if ctx.Err() != nil {
			return Move{}, ctx.Err()
		}
		if res != nil {
			nodes += int64(res.Nodes)
		}
	}
	if p.Size() <= 8 {
		// The bitboard search: the same values as the generic one, depth
		// after depth, several times as fast.
		res, err := midgame.Search(ctx, p, midgame.Options{Deadline: deadline, Eval: eval, Threads: solve.DefaultThreads()})
		nodes += int64(res.Nodes)
		if err := ctx.Err(); err != nil {
			return Move{}, err
		}
		if err == nil {
			return Move{Square: res.Best, Value: res.Value, Searched: true, Depth: res.Depth, Nodes: nodes, Eval: eval.Name()}, nil
		}
	}
	res := minimax.IterativeDeepening[othello.State, uint64](im, im.Root, key,
		minimax.Options[othello.State]{Depth: p.Empties(), NullWindow: true, Order: im.OrderEval, OrderAbove: 2, Stop: stop, MaxEntries: TableEntries})
	nodes += res.Stats.Visited
	if err := ctx.Err(); err != nil {
		return Move{}, err
	}
	if !res.Completed || !res.HasBest {
		// Not even depth 1 in time: the best move by evaluation.
		kids := im.Children(im.Root, nil)
		im.OrderEval(im.Root, 0, true, kids)
		return Move{Square: kids[0].Move, Nodes: nodes}, nil
	}
	return Move{Square: res.Best.Move, Value: res.Value, Searched: true, Depth: res.Depth, Nodes: nodes, Eval: eval.Name()}, nil
}

// evalFor returns the expert's evaluation on n x n boards: pattern on 8x8,
// mixed on the others.
func (e *Expert) evalFor(n int) othello.Evaluator {
	if othello.CheckEvalSize(e.eval, n) != nil {
		return othello.Mixed{}
	}
	return e.eval
}
