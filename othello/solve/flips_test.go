package solve

import (
	"math/rand/v2"
	"testing"

	"gametree/othello"
)

// flips equals the core's Flips8 on random boards.
func TestFlips(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for k := 0; k < 200000; k++ {
		a, b := rng.Uint64(), rng.Uint64()
		me, opp := a&^b, b&^a
		if n := rng.IntN(4); n > 0 {
			me &= othello.Mask8(8 - 2*n)
			opp &= othello.Mask8(8 - 2*n)
		}
		empty := ^(me | opp)
		if empty == 0 {
			continue
		}
		i := rng.IntN(64)
		if empty&(1<<uint(i)) == 0 {
			continue
		}
		if got, want := flips(me, opp, i), othello.Flips8(me, opp, i); got != want {
			t.Fatalf("flips(%#x, %#x, %d) = %#x, want %#x", me, opp, i, got, want)
		}
	}
}
