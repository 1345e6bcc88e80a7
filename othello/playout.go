package othello

import (
	"math/bits"
	"math/rand/v2"
)

// RandomPlayout8 plays an n x n game (n <= 8) out to its end from the
// stride-8 bitboards me (the side to move) and opp, each move drawn
// uniformly from the legal ones with rng (a pass when there is none; no
// number drawn when there is a single move, as game.Position's playouts
// draw),
// and returns the final disc count of the side that was to move less its
// opponent's, and the moves played (passes included). It allocates
// nothing: Monte Carlo tree search's playouts run on it.
func RandomPlayout8(n int, me, opp uint64, rng *rand.Rand) (margin, plies int) {
	mask := mask8(n)
	sign := 1
	for {
		moves := moves8(me, opp) & mask
		if moves == 0 {
			if moves8(opp, me)&mask == 0 {
				break
			}
			me, opp, sign = opp, me, -sign // a pass
			plies++
			continue
		}
		// The k-th legal square, k drawn uniformly (no draw for a
		// single move, as every playout of gametree draws).
		if c := bits.OnesCount64(moves); c > 1 {
			for k := rng.IntN(c); k > 0; k-- {
				moves &= moves - 1
			}
		}
		i := bits.TrailingZeros64(moves)
		f := flips8(me, opp, i)
		me, opp = opp&^f, me|f|1<<uint(i)
		sign = -sign
		plies++
	}
	margin = bits.OnesCount64(me) - bits.OnesCount64(opp)
	return sign * margin, plies
}
