package explore

import (
	"context"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/game"
)

// naiveQuiescence is the value of p for me searched depth plies, then on
// past the limit at most q plies where a position is not quiet, over its
// noisy moves or its standing pat (its own value), written apart from the
// tree and the searches.
func naiveQuiescence(p game.Position, depth, q int, me game.Player) float64 {
	if p.Over() {
		return game.Outcome(p, me)
	}
	var moves []game.Move
	switch {
	case depth > 0:
		moves = p.AppendMoves(nil)
	case q > 0:
		if qt, ok := p.(game.Quieter); ok {
			moves, _ = qt.NoisyMoves(nil)
		}
	}
	if len(moves) == 0 {
		return game.Outcome(p, me)
	}
	mine := p.ToMove() == me
	best := math.Inf(1)
	if mine {
		best = math.Inf(-1)
	}
	if depth == 0 {
		best = game.Outcome(p, me) // standing pat
	}
	for _, m := range moves {
		next := q
		if depth == 0 {
			next = q - 1
		}
		v := naiveQuiescence(p.Play(m), max(depth-1, 0), next, me)
		if mine {
			best = math.Max(best, v)
		} else {
			best = math.Min(best, v)
		}
	}
	return best
}

// Quiescence search equals a naive search that extends exactly the leaves
// that are not quiet, on seeded random Othello (6x6 and 8x8) and Connect
// Four positions, by minimax and alpha-beta, depths 1 to 2 and quiescence
// 1 to 3; and the positions where it changes the root's value are many
// (the horizon it sees past).
func TestQuiescenceAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 3))
	ctx := context.Background()
	changed, checked := 0, 0
	for _, g := range []struct{ name, size string }{{"othello", "6"}, {"othello", "8"}, {"connect4", ""}} {
		e, _ := game.Lookup(g.name)
		gm, err := e.New(g.size)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 25; k++ {
			p := gm.Start()
			var played []string
			for n := 10 + rng.IntN(25); n > 0 && !p.Over(); n-- {
				moves := p.AppendMoves(nil)
				m := moves[rng.IntN(len(moves))]
				played = append(played, p.FormatMove(m))
				p = p.Play(m)
			}
			if p.Over() {
				continue
			}
			depth, q := 1+rng.IntN(2), 1+rng.IntN(3)
			for _, algo := range []string{"minimax", "alphabeta"} {
				params := v("game", g.name, "board", p.String(), "depth", itoa(depth), "quiescence", itoa(q), "algo", algo)
				req, err := ParseTree(params, nil)
				if err != nil {
					t.Fatalf("%s %s: %v", g.name, p.String(), err)
				}
				s, err := Tree(ctx, req, nil)
				if err != nil {
					t.Fatalf("%s %s: %v", g.name, p.String(), err)
				}
				want := naiveQuiescence(p, depth, q, p.ToMove())
				if s.Value != want {
					t.Fatalf("%s after %s, depth %d, quiescence %d, %s: %v, naive %v", g.name, strings.Join(played, " "), depth, q, algo, s.Value, want)
				}
				checked++
				if algo == "minimax" && want != naiveQuiescence(p, depth, 0, p.ToMove()) {
					changed++
				}
			}
		}
	}
	t.Logf("%d searches checked, %d roots changed by quiescence", checked, changed)
	if checked < 100 || changed < 5 {
		t.Errorf("%d searches checked, %d roots changed by quiescence", checked, changed)
	}
}

// The refusals of --quiescence: a textbook tree, a game with no quiet
// test, a count out of range, a search that does not take it; each in one
// line.
func TestQuiescenceRefused(t *testing.T) {
	for _, tc := range []struct {
		p    Values
		want string
	}{
		{v("leaves", "((3 12) (2 4))", "quiescence", "2"), "a textbook tree has no positions to test"},
		{v("game", "tictactoe", "quiescence", "2"), "tic-tac-toe has no quiet test"},
		{v("quiescence", "11"), "--quiescence"},
		{v("quiescence", "2", "algo", "expectimax"), "--quiescence applies to"},
	} {
		req, err := ParseTree(tc.p, nil)
		if err == nil {
			_, err = Tree(context.Background(), req, nil)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: %v, want %q", tc.p, err, tc.want)
		}
	}
}

// The horizon scan finds, in seeded random games of Othello 6x6 and
// Connect Four, positions where the fixed depth's move is not the deeper
// search's and worth less by it, while the quiescence search plays the
// deeper search's move; each search's value held against the naive
// search written apart; the same seed, the same positions.
func TestHorizonScan(t *testing.T) {
	ctx := context.Background()
	for _, p := range []Values{v("game", "othello", "size", "6", "depth", "1", "quiescence", "2", "count", "3"), v("game", "connect4", "depth", "2", "games", "30", "count", "2")} {
		req, err := ParseHorizon(p, nil)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Horizon(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := Horizon(ctx, req)
		if len(rep.Positions) == 0 || len(again.Positions) != len(rep.Positions) || again.Positions[0].Board != rep.Positions[0].Board {
			t.Fatalf("%v: %d positions, then %d", p, len(rep.Positions), len(again.Positions))
		}
		for _, hp := range rep.Positions {
			pos, err := req.Start.Game().ParsePosition(hp.Board)
			if err != nil {
				t.Fatal(err)
			}
			me := pos.ToMove()
			if hp.Fixed.Move == hp.Deeper.Move || hp.Quiescent.Move != hp.Deeper.Move || hp.FixedMoveDeeper >= hp.Deeper.Value {
				t.Errorf("%s: not fooled: %+v", hp.Board, hp)
			}
			for _, c := range []struct {
				got      float64
				depth, q int
			}{{hp.Fixed.Value, req.Depth, 0}, {hp.Quiescent.Value, req.Depth, req.Quiescence}, {hp.Deeper.Value, req.Depth + 2, 0}} {
				if want := naiveQuiescence(pos, c.depth, c.q, me); math.Abs(c.got-want) > 1e-9 {
					t.Errorf("%s at depth %d, quiescence %d: %v, naive %v", hp.Board, c.depth, c.q, c.got, want)
				}
			}
		}
	}
	if _, err := ParseHorizon(v("game", "tictactoe"), nil); err == nil || !strings.Contains(err.Error(), "has no quiet test") {
		t.Errorf("tic-tac-toe: %v", err)
	}
}
