package solve

import "math/bits"

// rays holds, for each square of the stride-8 board and each direction,
// the squares from it to the edge of an 8x8 board: the first four
// directions go up the bit order (east, north, north-east, north-west),
// the last four down.
var rays = func() (r [64][8]uint64) {
	dirs := [8][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}, {-1, 0}, {0, -1}, {-1, -1}, {1, -1}}
	for i := 0; i < 64; i++ {
		for d, v := range dirs {
			c, row := i&7+v[0], i>>3+v[1]
			for c >= 0 && c < 8 && row >= 0 && row < 8 {
				r[i][d] |= 1 << uint(row*8+c)
				c, row = c+v[0], row+v[1]
			}
		}
	}
	return r
}()

// lowest holds, for each square and each direction up the bit order, the
// ray's nearest square (its lowest bit), 0 for an empty ray.
var lowest = func() (l [64][4]uint64) {
	for i := range rays {
		for d := 0; d < 4; d++ {
			l[i][d] = rays[i][d] & -rays[i][d]
		}
	}
	return l
}()

// up returns the discs of opp flipped along a ray that goes up the bit
// order, without a branch: adding the ray's nearest square to opp's discs,
// with every square off the ray set, carries up to the first square of
// the ray that is not opp's; the discs flipped are those the carry
// crossed, when that square is me's.
func up(me, opp, ray, low uint64) uint64 {
	x := opp | ^ray
	b := (x + low) &^ x & me
	// b - low is the squares the carry crossed; none when b is 0.
	return (b - low) & ray & ^uint64(int64(b-1)>>63)
}

// down is up for a ray that goes down the bit order: the first square of
// the ray that is not opp's is its highest (bit 0 stands in for it when
// there is none, and is never me's on the ray then).
func down(me, opp, ray uint64) uint64 {
	x := ray&^opp | 1
	b := uint64(1) << uint(63-bits.LeadingZeros64(x)) & me & ray
	return ray &^ (b<<1 - 1)
}

// flips returns the discs of opp that me flips by playing on the empty bit
// i: the search's own copy of othello.Flips8 (which it equals, and
// TestFlips checks), kept here because calling the core's is 4% slower on
// FFO #40-#42 (the squares off a smaller board are empty, so they end a
// ray as a miss).
func flips(me, opp uint64, i int) uint64 {
	r, l := &rays[i], &lowest[i]
	return up(me, opp, r[0], l[0]) | up(me, opp, r[1], l[1]) | up(me, opp, r[2], l[2]) | up(me, opp, r[3], l[3]) |
		down(me, opp, r[4]) | down(me, opp, r[5]) | down(me, opp, r[6]) | down(me, opp, r[7])
}

// neighbours holds the squares around each square: a move there flips
// nothing unless one of them is the opponent's.
var neighbours = func() (n [64]uint64) {
	for i := 0; i < 64; i++ {
		for d, ray := range rays[i] {
			switch {
			case ray == 0:
			case d < 4: // up the bit order: the nearest is the lowest bit
				n[i] |= ray & -ray
			default:
				n[i] |= 1 << uint(63-bits.LeadingZeros64(ray))
			}
		}
	}
	return n
}()
