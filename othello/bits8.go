package othello

import "math/bits"

// trailingZeros is bits.TrailingZeros64 as an int.
func trailingZeros(x uint64) int { return bits.TrailingZeros64(x) }

// Boards of size 8 and less live in one uint64, bit row*8+col, smaller boards
// in the top-left corner of it. Squares off a smaller board are always empty,
// so a run of opponent discs stops there by itself; only the final set of
// moves needs the board mask.

// interior8 clears columns a and h: masking the opponent discs with it stops
// every horizontal or diagonal run before it can wrap to the next row.
const interior8 = 0x7e7e7e7e7e7e7e7e

// masks8 holds the on-board squares of each n x n board, n <= 8.
var masks8 = func() (m [9]uint64) {
	for n := range m {
		row := uint64(1)<<uint(n) - 1
		for r := 0; r < n; r++ {
			m[n] |= row << uint(8*r)
		}
	}
	return m
}()

// mask8 returns the on-board squares of an n x n board (n <= 8).
func mask8(n int) uint64 { return masks8[n] }

// runL returns the squares just beyond each run of o discs that starts next
// to a disc of me, shifting left by k; runs are at most 6 long on 8x8.
func runL(me, o uint64, k uint) uint64 {
	f := o & (me << k)
	f |= o & (f << k)
	p := o & (o << k)
	f |= p & (f << (2 * k))
	f |= p & (f << (2 * k))
	return f << k
}

// runR is runL shifting right.
func runR(me, o uint64, k uint) uint64 {
	f := o & (me >> k)
	f |= o & (f >> k)
	p := o & (o >> k)
	f |= p & (f >> (2 * k))
	f |= p & (f >> (2 * k))
	return f >> k
}

// moves8 returns the legal moves of me against opp as a stride-8 bitboard,
// including squares off a smaller board (mask them out).
func moves8(me, opp uint64) uint64 {
	o := opp & interior8
	m := runL(me, o, 1) | runR(me, o, 1) |
		runL(me, opp, 8) | runR(me, opp, 8) |
		runL(me, o, 7) | runR(me, o, 7) |
		runL(me, o, 9) | runR(me, o, 9)
	return m &^ (me | opp)
}

// flipL returns the o discs that a disc put on m encloses with a disc of me,
// looking left by k.
func flipL(me, o, m uint64, k uint) uint64 {
	f := o & (m << k)
	f |= o & (f << k)
	p := o & (o << k)
	f |= p & (f << (2 * k))
	f |= p & (f << (2 * k))
	if me&(f<<k) == 0 {
		return 0
	}
	return f
}

// flipR is flipL looking right.
func flipR(me, o, m uint64, k uint) uint64 {
	f := o & (m >> k)
	f |= o & (f >> k)
	p := o & (o >> k)
	f |= p & (f >> (2 * k))
	f |= p & (f >> (2 * k))
	if me&(f>>k) == 0 {
		return 0
	}
	return f
}

// flips8 returns the discs of opp that me flips by playing on bit index i.
// It does not check that i is empty.
func flips8(me, opp uint64, i int) uint64 {
	m := uint64(1) << uint(i)
	o := opp & interior8
	return flipL(me, o, m, 1) | flipR(me, o, m, 1) |
		flipL(me, opp, m, 8) | flipR(me, opp, m, 8) |
		flipL(me, o, m, 7) | flipR(me, o, m, 7) |
		flipL(me, o, m, 9) | flipR(me, o, m, 9)
}

// spread8 converts a stride-8 bitboard into a SquareSet (stride 16).
func spread8(b uint64) SquareSet {
	var s SquareSet
	for r := 0; r < 8; r++ {
		row := (b >> uint(8*r)) & 0xff
		s[r/4] |= row << uint(16*(r%4))
	}
	return s
}

// index8 returns the stride-8 bit index of sq.
func index8(sq Square) int { return sq.Row()*8 + sq.Col() }

// square8 returns the square of a stride-8 bit index.
func square8(i int) Square { return NewSquare(i&7, i>>3) }
