package explore

import (
	"context"
	"math"
	"time"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/othello"
)

// MaxPerftDepth caps perft's depth: perft(14) from the 8x8 start already
// takes hours; 30 plies covers a whole 4x4 game with its passes.
const MaxPerftDepth = 30

// PerftRequest is a perft count.
type PerftRequest struct {
	Position othello.Position
	// GamePos is the position of a game of package game, nil for Othello.
	GamePos game.Position
	Depth   int
	// Divide asks for the count under each root move.
	Divide  bool
	Threads int
}

// ParsePerft reads the parameters of PerftParams.
func ParsePerft(p Params, files Files) (*PerftRequest, error) {
	r := newReader(p, files, PerftParams())
	if !r.set("depth") {
		return nil, usagef("perft: --depth is required (for example --depth 9; see gametree perft --help)")
	}
	req := &PerftRequest{}
	var err error
	if req.Depth, err = r.int("depth"); err != nil {
		return nil, err
	}
	if req.Threads, err = r.int("threads"); err != nil {
		return nil, err
	}
	if req.Divide, err = r.bool("divide"); err != nil {
		return nil, err
	}
	g, err := readPosition(r)
	if err != nil {
		return nil, err
	}
	req.Position, req.GamePos = g.Pos, g.GamePos
	return req, nil
}

// PerftReport is a perft count, and the JSON of perft.
type PerftReport struct {
	Depth    int              `json:"depth"`
	Leaves   uint64           `json:"leaves"`
	GameEnds uint64           `json:"game_ends"`
	Seconds  float64          `json:"seconds"`
	Divide   []PerftMoveCount `json:"divide,omitempty"`
	// Lang is the language of the text (WriteText).
	Lang msg.Lang `json:"-"`
}

// PerftMoveCount is the count under one root move.
type PerftMoveCount struct {
	Move     string `json:"move"`
	Leaves   uint64 `json:"leaves"`
	GameEnds uint64 `json:"game_ends"`
}

// Perft counts the leaves of the move tree of req (othello.Perft's
// convention). It returns ctx.Err() soon after ctx is done.
func Perft(ctx context.Context, req *PerftRequest) (*PerftReport, error) {
	start := time.Now()
	stop := stopper(ctx)
	rep := &PerftReport{Depth: req.Depth, Lang: msg.From(ctx)}
	var total othello.PerftCount
	if req.GamePos != nil {
		if !perftGame(req, rep, stop) {
			return nil, ctx.Err()
		}
		rep.Seconds = math.Round(time.Since(start).Seconds()*1e6) / 1e6
		return rep, nil
	}
	if req.Divide && req.Depth > 0 {
		moves, ok := othello.DivideStop(req.Position, req.Depth, req.Threads, stop)
		if !ok {
			return nil, ctx.Err()
		}
		for _, d := range moves {
			rep.Divide = append(rep.Divide, PerftMoveCount{d.Move.String(), d.Leaves, d.GameEnds})
			total = total.Add(d.PerftCount)
		}
		if req.Position.GameOver() {
			total.GameEnds = 1
		}
	} else {
		var ok bool
		if total, ok = othello.PerftStop(req.Position, req.Depth, req.Threads, stop); !ok {
			return nil, ctx.Err()
		}
	}
	rep.Leaves, rep.GameEnds = total.Leaves, total.GameEnds
	rep.Seconds = math.Round(time.Since(start).Seconds()*1e6) / 1e6
	return rep, nil
}

// perftGame counts the move tree of a game position into rep; false when
// stop said to give up.
func perftGame(req *PerftRequest, rep *PerftReport, stop func() bool) bool {
	p := req.GamePos
	if req.Divide && req.Depth > 0 {
		moves, counts, ok := game.Divide(p, req.Depth, stop)
		if !ok {
			return false
		}
		for i, m := range moves {
			rep.Divide = append(rep.Divide, PerftMoveCount{p.FormatMove(m), counts[i].Leaves, counts[i].GameEnds})
			rep.Leaves += counts[i].Leaves
			rep.GameEnds += counts[i].GameEnds
		}
		if p.Over() {
			rep.GameEnds = 1
		}
		return true
	}
	c, ok := game.PerftStop(p, req.Depth, stop)
	rep.Leaves, rep.GameEnds = c.Leaves, c.GameEnds
	return ok
}
