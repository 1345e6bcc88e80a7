package explore

import (
	"context"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/internal/sysmem"
	"gametree/render"
	"gametree/search"
)

// MaxHashMB bounds the table of a solve.
const MaxHashMB = 16 << 10

// SolveRequest is an exact solve.
type SolveRequest struct {
	// Position is a position of a game with an endgame solver
	// (game.EndgameSolver: Othello's).
	Position game.Position
	// Empties are the squares left empty.
	Empties int
	// Given says how the position was given ("after f5 d6", a board
	// string), for the report.
	Given string
	All   bool
	// Ties proves every move that reaches the best score.
	Ties    bool
	Threads int
	HashMB  int
	// Policy tells a game solved whole (game.PolicySolver: Pig), whose
	// report is SolvePolicy's.
	Policy bool
	// Equilibrium tells a game of hidden information (Kuhn poker), whose
	// report is SolveEquilibrium's: Search (CFR or CFR+) run Iterations
	// times.
	Equilibrium bool
	Search      *search.Decl
	Iterations  int
	// Plot asks for the plot of the exploitability (--plot): the other
	// search's run beside; PlotFormat its format, SVG, PNG or PDF.
	Plot       bool
	PlotFormat render.Format
}

// SolvePolicy solves req's game whole (req.Policy): Pig by value
// iteration. When ctx ends it gives up with ctx.Err().
func SolvePolicy(ctx context.Context, req *SolveRequest) (*PolicyReport, error) {
	return solvePolicy(ctx, req)
}

// checkHash refuses a table over half of the machine's memory, which would
// end in an out-of-memory crash rather than an answer.
func checkHash(mb int) error {
	total, ok := sysmem.Total()
	if !ok || Bytes(mb)*MiB <= Bytes(total)/2 {
		return nil
	}
	return usagef("--hash %d: a table of %s is over half of the %s of memory gametree may use here (the machine's, or its ulimit or cgroup limit); give at most %d", mb, (Bytes(mb) * MiB).human(), Bytes(total).human(), total/2/int64(MiB))
}

// ParseSolve reads the parameters of SolveParams.
func ParseSolve(p Params, files Files) (*SolveRequest, error) {
	r := newReader(p, files, SolveParams())
	req := &SolveRequest{}
	var err error
	if _, err := r.choice("format"); err != nil {
		return nil, err
	}
	if req.All, err = r.bool("all"); err != nil {
		return nil, err
	}
	if req.Ties, err = r.bool("ties"); err != nil {
		return nil, err
	}
	if req.Threads, err = r.int("threads"); err != nil {
		return nil, err
	}
	if req.HashMB, err = r.int("hash"); err != nil {
		return nil, err
	}
	if err := checkHash(req.HashMB); err != nil {
		return nil, err
	}
	g, err := readPosition(r)
	if err != nil {
		return nil, err
	}
	if err := readEquilibrium(r, req, g); err != nil || req.Equilibrium {
		return req, err
	}
	if _, ok := g.Game.(game.PolicySolver); ok {
		// A game solved whole (Pig, by value iteration): its policy.
		for _, f := range []string{"all", "ties"} {
			if r.set(f) {
				return nil, usagef("--%s applies to an endgame solver's moves; %s is solved whole, every position at once", f, g.Game.Title())
			}
		}
		req.Position, req.Given, req.Policy = g.Pos, g.place(), true
		return req, nil
	}
	s, ok := g.Pos.(game.EndgameSolver)
	if !ok {
		return nil, usagef("%s has no endgame solver", g.Game.Title())
	}
	if err := s.CheckSolvable(); err != nil {
		return nil, errorf("%w", err)
	}
	req.Position, req.Given = g.Pos, g.place()
	if c, ok := g.Pos.(game.Counted); ok {
		cols, rows := game.Dims(g.Game)
		req.Empties = cols*rows - c.Count(game.X) - c.Count(game.O)
	}
	return req, nil
}

// SolveReport is the result of an exact solve, as solve --json prints it.
type SolveReport struct {
	// Lang is the language of the text (Text, Stopped).
	Lang msg.Lang `json:"-"`
	// Position is the board string of the position solved, Given how it
	// was given; ToMove the side to move.
	Position string `json:"position"`
	Given    string `json:"given"`
	ToMove   string `json:"to_move"`
	Empties  int    `json:"empties"`
	// Score is the final disc margin for the side to move with perfect
	// play by both sides, the empties counted for the winner.
	Score int `json:"score"`
	// BestMove is a best move ("pass" when the side to move must pass,
	// null when the game is over); BestMoves the moves known to reach
	// Score: every one with --ties or --all, else the best move alone.
	BestMove  *string  `json:"best_move"`
	BestMoves []string `json:"best_moves"`
	// PV is the principal variation to the end of the game.
	PV []string `json:"pv"`
	// Moves, with all, is the exact score of every move, best first.
	Moves []MoveScore `json:"moves,omitempty"`
	// Nodes searched, the seconds taken, and the nodes per second.
	Nodes       uint64  `json:"nodes"`
	Seconds     float64 `json:"seconds"`
	NodesPerSec float64 `json:"nodes_per_second"`
	// Partial is set when the solve was stopped before its end: BestMove
	// is then the best found so far and Score a lower bound.
	Partial bool `json:"partial,omitempty"`
}

// MoveScore is a move with its exact score.
type MoveScore struct {
	Move  string `json:"move"`
	Score int    `json:"score"`
}

// SolveProgress is how a solve goes; see game.EndgameProgress.
type SolveProgress = game.EndgameProgress

// Solve solves req's position exactly. When ctx ends it returns the best
// found so far, Partial, with ctx.Err().
func Solve(ctx context.Context, req *SolveRequest, progress func(SolveProgress)) (*SolveReport, error) {
	p := req.Position
	res, err := p.(game.EndgameSolver).SolveEndgame(ctx, game.EndgameOptions{HashMB: req.HashMB, Threads: req.Threads, All: req.All, Ties: req.Ties, Progress: progress})
	if res == nil {
		return nil, err
	}
	rep := &SolveReport{Lang: msg.From(ctx), Position: p.String(), Given: req.Given, ToMove: SideName(p.Game(), p.ToMove()), Empties: res.Empties, Score: res.Score,
		BestMoves: []string{}, PV: []string{}, Nodes: res.Nodes, Seconds: res.Elapsed.Seconds(), Partial: res.Partial}
	if rep.Seconds > 0 {
		rep.NodesPerSec = float64(res.Nodes) / rep.Seconds
	}
	if res.HasBest {
		s := p.FormatMove(res.Best)
		rep.BestMove = &s
	}
	for _, m := range res.BestMoves {
		rep.BestMoves = append(rep.BestMoves, p.FormatMove(m))
	}
	q := p
	for _, m := range res.PV {
		rep.PV = append(rep.PV, q.FormatMove(m))
		q = q.Play(m)
	}
	for _, m := range res.Moves {
		rep.Moves = append(rep.Moves, MoveScore{p.FormatMove(m.Move), m.Score})
	}
	return rep, err
}
