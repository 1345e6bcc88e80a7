package adapter

import (
	"context"
	"errors"
	"strings"
	"time"

	"gametree/game"
	"gametree/minimax"
	"gametree/othello"
	"gametree/othello/midgame"
	"gametree/othello/solve"
)

// EndgameEmpties is the number of empty squares from which Othello's
// expert with the default budget of a second tries to solve the game
// exactly instead of evaluating: on the project's 2-core machine the
// solver (package othello/solve) took 0.12 s on average and 0.27 s at
// worst with 18 empties (12 positions of random games), 0.21 s and 0.36 s
// with 19, 0.75 s and 3.3 s with 20 (BenchmarkSolveByEmpties; 19 would
// fit, but the matches of docs/play.md were played with 18). Each doubling
// of the budget adds one empty, each halving takes one away.
const EndgameEmpties = 18

// TableEntries bounds the expert's transposition table on boards over
// 8x8: about 2 million positions, some 300 MB in a Go map, whatever the
// time budget.
const TableEntries = 2_000_000

// endgameShare is the part of the budget the expert gives an exact solve
// before it falls back on the midgame search.
const endgameShare = 0.6

// exactEmpties returns the empties from which the expert tries an exact
// solve with budget.
func exactEmpties(budget time.Duration) int {
	e := EndgameEmpties
	for b := 2 * game.ExpertTime; b <= budget; b *= 2 {
		e++
	}
	for b := game.ExpertTime / 2; b >= budget && e > 10; b /= 2 {
		e--
	}
	return e
}

// EvalNames lists Othello's evaluations.
func (OthelloPosition) EvalNames() []string { return append([]string(nil), othello.EvalNames...) }

// WithEval returns the position scored by the evaluation name.
func (p OthelloPosition) WithEval(name string) (game.Position, error) {
	ev, err := othello.ParseEval(name)
	if err != nil {
		return nil, err
	}
	if err := othello.CheckEvalSize(ev, p.Pos.Size()); err != nil {
		return nil, err
	}
	return OthelloPosition{p.Pos, ev}, nil
}

// Gain returns the discs m flips: what the greedy player takes the most
// of.
func (p OthelloPosition) Gain(m game.Move) int {
	if m == game.Pass {
		return 0
	}
	return p.Pos.Flips(Square(m)).Count()
}

// Level returns the depth of the AI levels of the Java course project: 1,
// 2 and 4 plies, with its evaluation by game phase (mixed).
func (Othello) Level(name string) (int, string, bool) {
	d, ok := map[string]int{"easy": 1, "medium": 2, "hard": 4}[name]
	return d, "mixed", ok
}

// SearchableToTheEnd returns false: Othello's endings are solved by its
// expert and its solver, not by a search of the whole tree.
func (Othello) SearchableToTheEnd() bool { return false }

// ExpertEval returns the expert's evaluation: pattern on 8x8, whose
// weights it knows, mixed on the other sizes.
func (p OthelloPosition) ExpertEval() string {
	if othello.CheckEvalSize(othello.Pattern{}, p.Pos.Size()) != nil {
		return "mixed"
	}
	return "pattern"
}

// ExpertMove is Othello's strongest play: iterative deepening principal
// variation search with a transposition table, children ordered by the
// table's best move first and then by their evaluation, under a time
// budget per move. On boards up to 8x8 the search is package
// othello/midgame's, on bitboards; larger boards use the generic search of
// package minimax, children sorted by evaluation only where more than two
// plies remain (nearer the leaves sorting costs more than it saves). From
// EndgameEmpties empty squares on (with the default budget) it first
// solves the game exactly with the endgame solver of othello/solve and
// plays a move of the exact final margin; if the solve does not finish
// within 60% of the budget, the midgame search decides with the rest. The
// evaluation is ExpertEval's.
func (p OthelloPosition) ExpertMove(ctx context.Context, budget time.Duration) (game.Choice, error) {
	pos := p.Pos
	if moves := pos.MoveList(); len(moves) == 1 {
		return game.Choice{Move: OthelloMove(moves[0])}, nil
	}
	// The searches get the budget less a margin for answering.
	start := time.Now()
	deadline := start.Add(budget * 9 / 10)
	stop := func() bool { return ctx.Err() != nil || time.Now().After(deadline) }
	eval, _ := othello.ParseEval(p.ExpertEval())
	var nodes int64
	if pos.Empties() <= exactEmpties(budget) && pos.Size() <= 8 {
		sctx, cancel := context.WithDeadline(ctx, start.Add(time.Duration(float64(budget)*endgameShare)))
		res, err := solve.Solve(sctx, pos, solve.Options{Threads: solve.DefaultThreads(), HashMB: 32})
		cancel()
		if err == nil {
			return game.Choice{Move: OthelloMove(res.Best), Value: float64(res.Score), Searched: true, Exact: true, Nodes: int64(res.Nodes)}, nil
		}
		if ctx.Err() != nil {
			return game.Choice{}, ctx.Err()
		}
		if res != nil {
			nodes += int64(res.Nodes)
		}
	}
	if pos.Size() <= 8 {
		// The bitboard search: the same values as the generic one, depth
		// after depth, several times as fast.
		res, err := midgame.Search(ctx, pos, midgame.Options{Deadline: deadline, Eval: eval, Threads: solve.DefaultThreads()})
		nodes += int64(res.Nodes)
		if err := ctx.Err(); err != nil {
			return game.Choice{}, err
		}
		if err == nil {
			return game.Choice{Move: OthelloMove(res.Best), Value: res.Value, Searched: true, Depth: res.Depth, Nodes: nodes, Eval: eval.Name()}, nil
		}
	}
	im := othello.NewImplicit(pos, eval)
	key := func(s othello.State) uint64 { return s.Pos.Hash() }
	res := minimax.IterativeDeepening[othello.State, uint64](im, im.Root, key,
		minimax.Options[othello.State]{Depth: pos.Empties(), NullWindow: true, Order: im.OrderEval, OrderAbove: 2, Stop: stop, MaxEntries: TableEntries})
	nodes += res.Stats.Visited
	if err := ctx.Err(); err != nil {
		return game.Choice{}, err
	}
	if !res.Completed || !res.HasBest {
		// Not even depth 1 in time: the best move by evaluation.
		kids := im.Children(im.Root, nil)
		im.OrderEval(im.Root, 0, true, kids)
		return game.Choice{Move: OthelloMove(kids[0].Move), Nodes: nodes}, nil
	}
	return game.Choice{Move: OthelloMove(res.Best.Move), Value: res.Value, Searched: true, Depth: res.Depth, Nodes: nodes, Eval: eval.Name()}, nil
}

// HintEmpties is the most empties at which a hint solves an Othello
// position exactly (every move's exact score, within HintTime): a solve
// of the best move alone takes 0.12 s on average and 0.27 s at worst with
// 18 empties on the project's 2-core machine, and every move takes a few
// times more.
const HintEmpties = 18

// HintTime bounds an exact hint; past it the hint falls back on the hint
// player's search.
const HintTime = 1500 * time.Millisecond

// SolveMoves solves the position exactly, every move scored, when it has
// at most HintEmpties empties on a board up to 8x8 and the solve ends
// within HintTime.
func (p OthelloPosition) SolveMoves(ctx context.Context) (game.Solution, bool) {
	pos := p.Pos
	if pos.GameOver() || pos.Empties() > HintEmpties || pos.Size() > 8 {
		return game.Solution{}, false
	}
	ctx, cancel := context.WithTimeout(ctx, HintTime)
	defer cancel()
	res, err := solve.Solve(ctx, pos, solve.Options{All: true, Threads: solve.DefaultThreads()})
	if err != nil {
		return game.Solution{}, false
	}
	s := game.Solution{Score: res.Score}
	for _, m := range res.BestMoves {
		s.BestMoves = append(s.BestMoves, OthelloMove(m))
	}
	for _, m := range res.Moves {
		s.Moves = append(s.Moves, game.MoveScore{Move: OthelloMove(m.Move), Score: m.Score})
	}
	return s, true
}

// Count returns pl's discs.
func (p OthelloPosition) Count(pl game.Player) int { return p.Pos.Count(othello.Color(pl)) }

// MovesAreSquares marks Othello's moves as squares.
func (Othello) MovesAreSquares() {}

// RecordExt returns ".ggf".
func (Othello) RecordExt() string { return ".ggf" }

// FormatRecord writes the game in GGF.
func (Othello) FormatRecord(start game.Position, moves []game.Move, names [2]string) string {
	sq := make([]othello.Square, len(moves))
	for i, m := range moves {
		sq[i] = Square(m)
	}
	return othello.FormatGGF(start.(OthelloPosition).Pos, sq, names[0], names[1])
}

// ParseRecord reads a game in GGF: text that starts with "(;".
func (g Othello) ParseRecord(text string) (game.Position, []game.Move, bool, error) {
	if !strings.HasPrefix(strings.TrimSpace(text), "(;") {
		return nil, nil, false, nil
	}
	start, sq, err := othello.ParseGGF(text)
	if err != nil {
		return nil, nil, true, err
	}
	moves := make([]game.Move, len(sq))
	for i, m := range sq {
		moves[i] = OthelloMove(m)
	}
	return OthelloPosition{start, g.Eval}, moves, true, nil
}

// Check says why m is not legal here, as package othello says it.
func (p OthelloPosition) Check(m game.Move) error {
	_, err := p.Pos.Play(Square(m))
	return err
}

// ReadPosition reads a text diagram (over several lines), a board string,
// or a transcript played from the start on the game's board, grown to the
// size its squares need; the transcript's moves are returned, forced
// passes filled in.
func (g Othello) ReadPosition(text string) (game.Position, []game.Move, error) {
	t := strings.TrimSpace(text)
	if strings.Contains(t, "\n") {
		p, err := othello.ParseDiagram(t)
		return OthelloPosition{p, g.Eval}, nil, err
	}
	p, boardErr := othello.ParseBoard(t)
	if boardErr == nil {
		return OthelloPosition{p, g.Eval}, nil, nil
	}
	sq, err := othello.ParseMoves(t)
	if err != nil || len(sq) == 0 {
		return nil, nil, boardErr
	}
	size := g.Size
	for _, m := range sq {
		for m != othello.Pass && !m.OnBoard(size) && size < othello.MaxSize {
			size += 2
		}
	}
	start := othello.Start(size)
	_, played, err := othello.Replay(start, sq)
	if err != nil {
		return nil, nil, errorf("transcript: %w", err)
	}
	moves := make([]game.Move, len(played))
	for i, m := range played {
		moves[i] = OthelloMove(m)
	}
	return OthelloPosition{start, g.Eval}, moves, nil
}

// PerftThreads counts the move tree on the bitboards, on threads threads.
func (p OthelloPosition) PerftThreads(depth, threads int, stop func() bool) (game.PerftCount, bool) {
	c, ok := othello.PerftStop(p.Pos, depth, threads, stop)
	return game.PerftCount{Leaves: c.Leaves, GameEnds: c.GameEnds}, ok
}

// DivideThreads counts the move tree under each move on the bitboards.
func (p OthelloPosition) DivideThreads(depth, threads int, stop func() bool) ([]game.Move, []game.PerftCount, bool) {
	div, ok := othello.DivideStop(p.Pos, depth, threads, stop)
	if !ok {
		return nil, nil, false
	}
	moves := make([]game.Move, len(div))
	counts := make([]game.PerftCount, len(div))
	for i, d := range div {
		moves[i], counts[i] = OthelloMove(d.Move), game.PerftCount{Leaves: d.Leaves, GameEnds: d.GameEnds}
	}
	return moves, counts, true
}

// WithWeights returns the position scored by the weights text holds: the
// pattern weights train fit writes (gzipped, 8x8 only), or an n x n table
// of square weights for the board's size.
func (p OthelloPosition) WithWeights(text string) (game.Position, error) {
	n := p.Pos.Size()
	if strings.HasPrefix(text, "\x1f\x8b") {
		w, err := othello.ReadPatternWeights(strings.NewReader(text))
		if err != nil {
			return nil, err
		}
		ev := othello.Pattern{Weights: w}
		if err := othello.CheckEvalSize(ev, n); err != nil {
			return nil, err
		}
		return OthelloPosition{p.Pos, ev}, nil
	}
	w, err := othello.ParseWeights(text)
	if err != nil {
		return nil, err
	}
	if w.Size() != n {
		return nil, errorf("the table is %dx%d but the board is %dx%d", w.Size(), w.Size(), n, n)
	}
	return OthelloPosition{p.Pos, w}, nil
}

// Terms lists the terms of the evaluation for pl, as othello.Terms does.
func (p OthelloPosition) Terms(pl game.Player) ([]game.Term, float64, string) {
	var out []game.Term
	for _, t := range othello.Terms(p.Eval, p.Pos, othello.Color(pl)) {
		out = append(out, game.Term{Name: t.Name, Value: t.Value, Detail: t.Detail})
	}
	return out, p.Eval.Evaluate(p.Pos, othello.Color(pl)), p.Eval.Name()
}

// WithTurn returns the position with pl to move.
func (p OthelloPosition) WithTurn(pl game.Player) game.Position {
	return OthelloPosition{p.Pos.WithTurn(othello.Color(pl)), p.Eval}
}

// CheckSolvable refuses a board over 8x8 with more empties than the
// solver takes there.
func (p OthelloPosition) CheckSolvable() error {
	pos := p.Pos
	if !pos.GameOver() && pos.Size() > 8 && pos.Empties() > solve.MaxEmptiesLarge {
		return errorf("a %dx%d board with %d empties is too large to solve exactly here: above 8x8 the solver takes at most %d empties", pos.Size(), pos.Size(), pos.Empties(), solve.MaxEmptiesLarge)
	}
	return nil
}

// SolveEndgame solves the position with the endgame solver of
// othello/solve.
func (p OthelloPosition) SolveEndgame(ctx context.Context, opt game.EndgameOptions) (*game.EndgameResult, error) {
	o := solve.Options{HashMB: opt.HashMB, Threads: opt.Threads, All: opt.All, Ties: opt.Ties}
	if opt.Progress != nil {
		o.Progress = func(pr solve.Progress) {
			g := game.EndgameProgress{Done: pr.Done, Total: pr.Total, Score: pr.Score, Upper: pr.Upper, HasUpper: pr.HasUpper, Nodes: pr.Nodes, Elapsed: pr.Elapsed}
			if pr.Best != othello.NoSquare {
				g.Best = pr.Best.String()
			}
			opt.Progress(g)
		}
	}
	res, err := solve.Solve(ctx, p.Pos, o)
	if res == nil {
		if errors.Is(err, solve.ErrTooLarge) {
			return nil, p.CheckSolvable()
		}
		return nil, err
	}
	out := &game.EndgameResult{Score: res.Score, Best: OthelloMove(res.Best), HasBest: res.Best != othello.NoSquare,
		Nodes: res.Nodes, Elapsed: res.Elapsed, Empties: res.Empties, Partial: res.Partial}
	for _, m := range res.BestMoves {
		out.BestMoves = append(out.BestMoves, OthelloMove(m))
	}
	for _, m := range res.PV {
		out.PV = append(out.PV, OthelloMove(m))
	}
	for _, m := range res.Moves {
		out.Moves = append(out.Moves, game.MoveScore{Move: OthelloMove(m.Move), Score: m.Score})
	}
	return out, err
}
