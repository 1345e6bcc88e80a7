package solve

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"gametree/othello"
)

// stableByLines is geometry.stable with the full lines found one line at
// a time, each line of the n x n board listed: the reference of
// TestStableAgainstLines.
func stableByLines(g *geometry, n int, d, o uint64) uint64 {
	var lines [4][]uint64
	for r := 0; r < n; r++ {
		var row, col uint64
		for c := 0; c < n; c++ {
			row |= 1 << uint(r*8+c)
			col |= 1 << uint(c*8+r)
		}
		lines[0] = append(lines[0], row)
		lines[1] = append(lines[1], col)
	}
	for k := -(n - 1); k <= n-1; k++ {
		var diag, anti uint64
		for r := 0; r < n; r++ {
			if c := r + k; c >= 0 && c < n {
				diag |= 1 << uint(r*8+c)
			}
			if c := n - 1 - r + k; c >= 0 && c < n {
				anti |= 1 << uint(r*8+c)
			}
		}
		lines[2] = append(lines[2], diag)
		lines[3] = append(lines[3], anti)
	}
	var f [4]uint64
	for a, ls := range lines {
		for _, l := range ls {
			if (d|o)&l == l {
				f[a] |= l
			}
		}
	}
	return g.stableWith(f, d)
}

// TestStableAgainstLines checks the stable discs, found with the full
// lines of bit-parallel spreading, against the lines listed one by one,
// on random boards of every size from 4x4 to 8x8, nearly full and not.
func TestStableAgainstLines(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for n := 4; n <= 8; n++ {
		g := newGeometry(n)
		mask := othello.Mask8(n)
		for k := 0; k < 30000; k++ {
			filled := mask
			for e := r.IntN(12); e > 0; e-- {
				filled &^= 1 << uint(bits.TrailingZeros64(pick(r, mask)))
			}
			d := r.Uint64() & filled
			o := filled &^ d
			if got, want := g.stable(d, o), stableByLines(g, n, d, o); got != want {
				t.Fatalf("%dx%d, %#x against %#x: %#x, want %#x", n, n, d, o, got, want)
			}
		}
	}
}
