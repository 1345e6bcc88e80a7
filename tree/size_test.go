package tree

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"gametree/game"
)

// visits wraps a position to count the positions a count walks: the
// wrapper hides every speed path, so the walk goes through Play.
type visits struct {
	game.Position
	n *int
}

func (v visits) Play(m game.Move) game.Position {
	*v.n++
	return visits{v.Position.Play(m), v.n}
}

// randomPositions returns positions of every shipped game a few random
// plies from their starts, from a fixed seed.
func randomPositions(t *testing.T) []game.Position {
	rng := rand.New(rand.NewPCG(40, 39))
	var out []game.Position
	for _, gs := range [][2]string{{"othello", "6"}, {"othello", "8"}, {"tictactoe", ""}, {"connect4", "5x4"}, {"connect4", "7x6"}, {"nim", "3 4 5"}, {"nim", "2 2 3 3"}} {
		g, err := game.New(gs[0], gs[1])
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 4; i++ {
			p := g.Start()
			for k := rng.IntN(6); k > 0 && !p.Over(); k-- {
				ms := p.AppendMoves(nil)
				p = p.Play(ms[rng.IntN(len(ms))])
			}
			out = append(out, p)
		}
	}
	return out
}

// Knuth's estimates against perft on seeded random positions of every
// game: the mean of 1,000 probes is within 25% of each level's exact
// count (the levels up to 5 plies), and every level that has no position
// is estimated 0.
func TestEstimateAgainstPerft(t *testing.T) {
	for _, p := range randomPositions(t) {
		est := Estimate(p, 5, estimateProbes)
		for k := 1; k <= 5; k++ {
			c := game.Perft(p, k)
			exact := float64(c.Leaves)
			if exact == 0 && est[k] != 0 || exact > 0 && (est[k] < 0.75*exact || est[k] > 1.25*exact) {
				t.Errorf("%s %s ply %d: estimate %.0f, perft %d", p.Game().Name(), p, k, est[k], c.Leaves)
			}
		}
		again := Estimate(p, 5, estimateProbes)
		if fmt.Sprint(again) != fmt.Sprint(est) {
			t.Errorf("%s: two estimates differ: %v, %v", p, est, again)
		}
	}
}

// Size is exact on every tree it counts whole, and a refusal walks about
// as many positions as the count's floor, not the tree: Connect Four at
// depth 12 (about 4 billion nodes), Nim of ten heaps of 60 at depth 3 (216
// million), Othello 8x8 at depth 14.
func TestSizeBoundedWork(t *testing.T) {
	for _, p := range randomPositions(t)[:8] {
		var want int64 = 1
		for k := 1; k <= 4; k++ {
			want += int64(game.Perft(p, k).Leaves)
		}
		if size, exact := Size(p, 4, 1e6, nil); size != want || !exact {
			t.Errorf("%s: Size %d %v, want %d exactly", p, size, exact, want)
		}
	}
	for _, tc := range []struct {
		game, size string
		depth      int
		least      int64
	}{
		{"connect4", "7x6", 12, 1e9},
		{"nim", "60 60 60 60 60 60 60 60 60 60", 3, 1e8},
		{"othello", "8", 14, 1e10},
	} {
		g, err := game.New(tc.game, tc.size)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		size, exact := Size(visits{g.Start(), &n}, tc.depth, 100_000, nil)
		if exact || size < tc.least {
			t.Errorf("%s depth %d: Size %d %v, want an estimate over %d", tc.game, tc.depth, size, exact, tc.least)
		}
		if n > 8*countFloor {
			t.Errorf("%s depth %d: the count walked %d positions, want at most %d", tc.game, tc.depth, n, 8*countFloor)
		}
	}
}
