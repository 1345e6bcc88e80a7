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

// moves8 returns the legal moves of me against opp as a stride-8 bitboard,
// including squares off a smaller board (mask them out). Along each axis
// it extends the runs of opp's discs that a disc of me starts, both ways
// at once (written out, so that the two ways share the pairs of opp discs
// and cost no calls), up to 6 discs long, then one square past their end.
func moves8(me, opp uint64) uint64 {
	o := opp & interior8
	var l, r, pl, pr, m uint64
	// Along rows: up the bit order by a carry, which crosses a run of o
	// started by a disc of me and lands on the square after it (o holds
	// no disc of the edge files, so no carry leaves its row).
	r = o & (me >> 1)
	r |= o & (r >> 1)
	pr = o & (o >> 1)
	r |= pr & (r >> 2)
	r |= pr & (r >> 2)
	m = (o+(me<<1)&o)&^o | r>>1
	// Along columns.
	l = opp & (me << 8)
	r = opp & (me >> 8)
	l |= opp & (l << 8)
	r |= opp & (r >> 8)
	pl = opp & (opp << 8)
	pr = pl >> 8
	l |= pl & (l << 16)
	r |= pr & (r >> 16)
	l |= pl & (l << 16)
	r |= pr & (r >> 16)
	m |= l<<8 | r>>8
	// Along the anti-diagonals.
	l = o & (me << 7)
	r = o & (me >> 7)
	l |= o & (l << 7)
	r |= o & (r >> 7)
	pl = o & (o << 7)
	pr = pl >> 7
	l |= pl & (l << 14)
	r |= pr & (r >> 14)
	l |= pl & (l << 14)
	r |= pr & (r >> 14)
	m |= l<<7 | r>>7
	// Along the diagonals.
	l = o & (me << 9)
	r = o & (me >> 9)
	l |= o & (l << 9)
	r |= o & (r >> 9)
	pl = o & (o << 9)
	pr = pl >> 9
	l |= pl & (l << 18)
	r |= pr & (r >> 18)
	l |= pl & (l << 18)
	r |= pr & (r >> 18)
	m |= l<<9 | r>>9
	return m &^ (me | opp)
}

// rays8 holds, for each square of the stride-8 board and each direction,
// the squares from it to the edge of an 8x8 board: the first four
// directions go up the bit order (east, north, north-east, north-west),
// the last four down. lowest8 holds the nearest square of each of the
// first four (its lowest bit), 0 for an empty ray.
var rays8, lowest8 = func() (r [64][8]uint64, l [64][4]uint64) {
	dirs := [8][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}, {-1, 0}, {0, -1}, {-1, -1}, {1, -1}}
	for i := 0; i < 64; i++ {
		for d, v := range dirs {
			c, row := i&7+v[0], i>>3+v[1]
			for c >= 0 && c < 8 && row >= 0 && row < 8 {
				r[i][d] |= 1 << uint(row*8+c)
				c, row = c+v[0], row+v[1]
			}
		}
		for d := 0; d < 4; d++ {
			l[i][d] = r[i][d] & -r[i][d]
		}
	}
	return r, l
}()

// flipUp returns the discs of opp flipped along a ray that goes up the
// bit order, without a branch: adding the ray's nearest square to opp's
// discs, with every square off the ray set, carries up to the first
// square of the ray that is not opp's; the discs flipped are those the
// carry crossed, when that square is me's.
func flipUp(me, opp, ray, low uint64) uint64 {
	x := opp | ^ray
	b := (x + low) &^ x & me
	// b - low is the squares the carry crossed; none when b is 0.
	return (b - low) & ray & ^uint64(int64(b-1)>>63)
}

// flipDown is flipUp for a ray that goes down the bit order: the first
// square of the ray that is not opp's is its highest (bit 0 stands in for
// it when there is none, and is never me's on the ray then).
func flipDown(me, opp, ray uint64) uint64 {
	x := ray&^opp | 1
	b := uint64(1) << uint(63-bits.LeadingZeros64(x)) & me & ray
	return ray &^ (b<<1 - 1)
}

// flips8 returns the discs of opp that me flips by playing on bit index i,
// along the eight rays from i. It does not check that i is empty. The
// squares off a smaller board are empty, so they end a ray as a miss.
func flips8(me, opp uint64, i int) uint64 {
	r, l := &rays8[i], &lowest8[i]
	return flipUp(me, opp, r[0], l[0]) | flipUp(me, opp, r[1], l[1]) | flipUp(me, opp, r[2], l[2]) | flipUp(me, opp, r[3], l[3]) |
		flipDown(me, opp, r[4]) | flipDown(me, opp, r[5]) | flipDown(me, opp, r[6]) | flipDown(me, opp, r[7])
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
