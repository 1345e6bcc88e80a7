package solve

import (
	"math/bits"
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

// TestLastScore checks the score of the last empty square, counted from
// the lines' tables, against playing the move with flips, on random full
// boards of every size from 4x4 to 8x8.
func TestLastScore(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	for n := 4; n <= 8; n++ {
		mask := othello.Mask8(n)
		e := &engine{mask: mask, total: bits.OnesCount64(mask)}
		for k := 0; k < 20000; k++ {
			i := bits.TrailingZeros64(pick(r, mask))
			me := r.Uint64() & mask &^ (1 << uint(i))
			opp := mask &^ me &^ (1 << uint(i))
			want := e.final(me, opp)
			if f := flips(me, opp, i); f != 0 {
				want = e.final(me|f|1<<uint(i), opp&^f)
			} else if f := flips(opp, me, i); f != 0 {
				want = e.final(me&^f, opp|f|1<<uint(i))
			}
			if got := e.lastScore(me, opp, i); got != want {
				t.Fatalf("%dx%d, empty %d, me %#x: %d, want %d", n, n, i, me, got, want)
			}
		}
	}
}

// pick returns one bit of set at random.
func pick(r *rand.Rand, set uint64) uint64 {
	k := r.IntN(bits.OnesCount64(set))
	for ; k > 0; k-- {
		set &= set - 1
	}
	return set & -set
}
