package explore

import (
	"context"
	"math"
	"time"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/tree"
)

// MaxPerftDepth caps perft's depth: perft(14) from the 8x8 start already
// takes hours; 30 plies covers a whole 4x4 game with its passes.
const MaxPerftDepth = 30

// perftSaidLarge is the estimate of positions past which perft says how
// many it expects: about a minute of counting Othello's, longer for the
// games without a table.
const perftSaidLarge = 1e9

// aboutCount says an estimate of n: "about 4.5 billion", or "more than
// 1.0 × 10^18" past what a count writes.
func aboutCount(n float64) msg.Phrase {
	if n > 1e18 {
		return msg.P("more than %s", msg.Count(int64(1e18)))
	}
	return msg.P("about %s", msg.Count(int64(n)))
}

// PerftRequest is a perft count.
type PerftRequest struct {
	Position game.Position
	Depth    int
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
	req.Position = g.Pos
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
// convention: the positions at exactly the depth, and apart the games that
// ended sooner), on Threads threads where the game counts so
// (game.ThreadedCounter: Othello's bitboards). It returns ctx.Err() soon
// after ctx is done.
//
// say, when not nil, hears what it counts from the start (with Knuth's
// estimate of the leaves when they are many), so that a long count is
// said every few seconds off a terminal; perft of a deep game can take
// longer than anyone waits, and says so before it starts.
func Perft(ctx context.Context, req *PerftRequest, say Progress) (*PerftReport, error) {
	if say != nil {
		var est float64 // the positions it walks, at every level
		for _, n := range tree.Estimate(req.Position, req.Depth, 200) {
			est += n
		}
		if est >= perftSaidLarge {
			say("counting the leaves %d plies deep, walking %s positions by Knuth's estimate (Ctrl-C stops it)", req.Depth, aboutCount(est))
		} else {
			say("counting the leaves %d plies deep", req.Depth)
		}
	}
	start := time.Now()
	stop := stopper(ctx)
	rep := &PerftReport{Depth: req.Depth, Lang: msg.From(ctx)}
	p := req.Position
	tc, threaded := p.(game.ThreadedCounter)
	if req.Divide && req.Depth > 0 {
		var moves []game.Move
		var counts []game.PerftCount
		var ok bool
		if threaded {
			moves, counts, ok = tc.DivideThreads(req.Depth, req.Threads, stop)
		} else {
			moves, counts, ok = game.Divide(p, req.Depth, stop)
		}
		if !ok {
			return nil, ctx.Err()
		}
		for i, m := range moves {
			rep.Divide = append(rep.Divide, PerftMoveCount{p.FormatMove(m), counts[i].Leaves, counts[i].GameEnds})
			rep.Leaves += counts[i].Leaves
			rep.GameEnds += counts[i].GameEnds
		}
		if p.Over() {
			rep.GameEnds = 1
		}
	} else {
		var c game.PerftCount
		var ok bool
		if threaded {
			c, ok = tc.PerftThreads(req.Depth, req.Threads, stop)
		} else {
			c, ok = game.PerftStop(p, req.Depth, stop)
		}
		if !ok {
			return nil, ctx.Err()
		}
		rep.Leaves, rep.GameEnds = c.Leaves, c.GameEnds
	}
	rep.Seconds = math.Round(time.Since(start).Seconds()*1e6) / 1e6
	return rep, nil
}
