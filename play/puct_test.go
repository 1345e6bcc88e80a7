package play

import (
	"context"
	"gametree/az"
	"gametree/game/gametest"
	"os"
	"testing"

	"gametree/game"
)

// playOut plays a game from start between x (moving first) and o, and
// returns its end.
func playOut(t *testing.T, start game.Position, x, o Player) game.Position {
	t.Helper()
	g := NewGame(start)
	for pl := [2]Player{x, o}; !g.Pos().Over(); pl[0], pl[1] = pl[1], pl[0] {
		c, err := pl[0].Choose(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(c.Move); err != nil {
			t.Fatal(err)
		}
	}
	return g.Pos()
}

// TestPUCTNeverLosesToPerfect plays ai:puct with the network shipped
// against ai:perfect from every opening of tic-tac-toe of one and two
// plies, on both sides (162 games): it never ends below the opening's
// value for its side, as the exact solver gives it.
func TestPUCTNeverLosesToPerfect(t *testing.T) {
	g, _ := game.New("tictactoe", "")
	puct, err := ParsePlayer("ai:puct:200", g, Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if lost := losses(t, g, puct); lost != 0 {
		t.Errorf("ai:puct:200 lost %d games it could have held", lost)
	}
	// The test can fail: a network never trained loses.
	if lost := losses(t, g, NewPUCTPlayer(az.NewNet("tictactoe", 18, 8, 9, 1), 20, 1)); lost == 0 {
		t.Error("an untrained network lost no game: the test holds nothing")
	}
}

// losses plays puct against ai:perfect from every opening of one and two
// plies, on both sides, and returns how many games it ends below the
// opening's value for its side.
func losses(t *testing.T, g game.Game, puct Player) int {
	perfect, err := ParsePlayer("ai:perfect", g, Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	solve := gametest.Exact{}
	var openings []game.Position
	for _, m := range g.Start().AppendMoves(nil) {
		p := g.Start().Play(m)
		openings = append(openings, p)
		for _, r := range p.AppendMoves(nil) {
			openings = append(openings, p.Play(r))
		}
	}
	games, lost := 0, 0
	for _, p := range openings {
		me := p.ToMove()
		for _, first := range []bool{true, false} {
			x, o, side := puct, perfect, me
			if !first {
				x, o, side = perfect, puct, me.Other()
			}
			end := playOut(t, p, x, o)
			want := solve.Value(p)
			if !first {
				want = -want
			}
			games++
			if got := end.Utility(side); got < want {
				lost++
				t.Logf("from %s, %s (%s) ends %s with %g, where the opening is worth %g to it", p, puct.Spec(), side, end, got, want)
			}
		}
	}
	if games != 162 {
		t.Errorf("%d games", games)
	}
	return lost
}

// TestPUCTBeatsUCT plays ai:puct against ai:mcts with as many
// simulations as playouts, 40 games of Connect Four from random openings
// of two plies, colours swapped (in the long tests: GAMETREE_LONG).
func TestPUCTBeatsUCT(t *testing.T) {
	if os.Getenv("GAMETREE_LONG") == "" {
		t.Skip("play: a match of 40 games of Connect Four; set GAMETREE_LONG=1")
	}
	g, _ := game.New("connect4", "")
	for _, n := range []string{"200"} {
		puct, err := ParsePlayer("ai:puct:"+n, g, Config{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		uct, _ := ParsePlayer("ai:mcts:"+n, g, Config{Seed: 1})
		stats, _, err := Match(context.Background(), puct, uct, MatchConfig{Games: 40, Swap: true, Openings: 2, Seed: 1, Start: g.Start()})
		if err != nil {
			t.Fatal(err)
		}
		s := stats[0]
		t.Logf("%s simulations: ai:puct %d wins, %d draws, %d losses against ai:mcts", n, s.Wins, s.Draws, s.Losses)
		if s.Wins <= s.Losses {
			t.Errorf("%s simulations: ai:puct won %d and lost %d of 40", n, s.Wins, s.Losses)
		}
	}
}
