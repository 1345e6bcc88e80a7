package games_test

import (
	"math/rand/v2"
	"testing"

	"gametree/game"
)

// The fast playouts draw the same moves as playing out through the
// moves of Position, seed for seed, and end in the same result.
func TestFastPlayoutsAsThroughPosition(t *testing.T) {
	for _, tc := range []struct {
		name, size string
	}{{"othello", "8"}, {"othello", "6"}, {"othello", "4"}, {"tictactoe", ""}} {
		g, err := game.New(tc.name, tc.size)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(0); seed < 200; seed++ {
			p := g.Start()
			// Some moves in, so that the playouts start from many places.
			r := rand.New(rand.NewPCG(seed, 1))
			for k := r.IntN(8); k > 0 && !p.Over(); k-- {
				ms := p.AppendMoves(nil)
				p = p.Play(ms[r.IntN(len(ms))])
			}
			for _, pl := range []game.Player{game.X, game.O} {
				fast, fastPlies := p.(game.Playouter).RandomPlayout(rand.New(rand.NewPCG(seed, 2)), pl)
				slow, slowPlies := game.PlayOut(p, rand.New(rand.NewPCG(seed, 2)), pl)
				if fast != slow || fastPlies != slowPlies {
					t.Fatalf("%s %s seed %d for %v: fast %g in %d plies, through Position %g in %d", tc.name, tc.size, seed, pl, fast, fastPlies, slow, slowPlies)
				}
			}
		}
	}
}

// BenchmarkRandomPlayout plays random games out from the start, on one
// core: Othello 8x8 on its bitboards and tic-tac-toe on its bits, and
// Connect Four and Nim through Position; moves a second and allocations.
func BenchmarkRandomPlayout(b *testing.B) {
	for _, tc := range []struct{ name, size string }{{"othello", "8"}, {"tictactoe", ""}, {"connect4", ""}, {"nim", ""}} {
		g, err := game.New(tc.name, tc.size)
		if err != nil {
			b.Fatal(err)
		}
		p := g.Start()
		rng := rand.New(rand.NewPCG(1, 2))
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			plies := 0
			for i := 0; i < b.N; i++ {
				_, n := game.RandomPlayout(p, rng, game.X)
				plies += n
			}
			b.ReportMetric(float64(plies)/b.Elapsed().Seconds()/1e6, "Mmoves/s")
		})
	}
}
