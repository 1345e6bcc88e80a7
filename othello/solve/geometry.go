package solve

import (
	"math/bits"

	"gametree/othello"
)

// geometry holds the masks of an n x n board (n <= 8) the search needs.
type geometry struct {
	mask      uint64
	quadrants [4]uint64
	// quadBit is the parity bit of each square's quadrant; odd, for each
	// set of parity bits, the squares of the quadrants they name.
	quadBit [64]uint
	odd     [16]uint64
	corners uint64
	// walls: the squares with an edge of the board beside them along each
	// axis (horizontal, vertical, the two diagonals).
	walls [4]uint64
}

// Shifts and the columns they must not wrap from.
const (
	fileA = 0x0101010101010101
	fileH = 0x8080808080808080
)

// newGeometry computes the masks of an n x n board.
func newGeometry(n int) *geometry {
	g := &geometry{mask: othello.Mask8(n)}
	h := n / 2
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			q := 0
			if c >= h {
				q++
			}
			if r >= h {
				q += 2
			}
			g.quadrants[q] |= 1 << uint(r*8+c)
		}
	}
	for q, m := range g.quadrants {
		for b := m; b != 0; b &= b - 1 {
			g.quadBit[bits.TrailingZeros64(b)] = 1 << uint(q)
		}
		for p := range g.odd {
			if p>>uint(q)&1 == 1 {
				g.odd[p] |= m
			}
		}
	}
	for _, sq := range [][2]int{{0, 0}, {n - 1, 0}, {0, n - 1}, {n - 1, n - 1}} {
		g.corners |= 1 << uint(sq[1]*8+sq[0])
	}
	m := g.mask
	// A square has a wall along an axis when a neighbour on it is off the
	// board.
	both := [4]uint64{
		(m<<1&^fileA | 0) & (m >> 1 &^ fileH),
		(m << 8) & (m >> 8),
		(m << 9 &^ fileA) & (m >> 9 &^ fileH),
		(m << 7 &^ fileH) & (m >> 7 &^ fileA),
	}
	for a := range g.walls {
		g.walls[a] = m &^ both[a]
	}
	return g
}

// full returns, along each axis (rows, columns, diagonals, anti-
// diagonals), the squares whose line is full, given the board's filled
// squares: the empties are spread along each line, and what they do not
// reach is full. Squares off a smaller board count as filled (its lines
// are parts of the 8x8 board's), and lines off it may read as full: only
// discs on the board are asked about.
func (g *geometry) full(filled uint64) [4]uint64 {
	f := filled | ^g.mask
	var out [4]uint64
	// Rows: a byte of eight filled squares.
	r := f & (f >> 4)
	r &= r >> 2
	r &= r >> 1
	out[0] = (r & fileA) * 0xff
	// Columns: the eight rows folded onto the first.
	c := f & (f >> 32)
	c &= c >> 16
	c &= c >> 8
	out[1] = (c & 0xff) * fileA
	// Diagonals (north-east, a shift of 9) and anti-diagonals (north-west,
	// a shift of 7): the empties spread both ways by doubling shifts, each
	// masked so that no square wraps to the other side of the board.
	e := ^f
	out[2] = ^spread(e, 9, [6]uint64{0xfefefefefefefefe, 0xfcfcfcfcfcfcfcfc, 0xf0f0f0f0f0f0f0f0, 0x7f7f7f7f7f7f7f7f, 0x3f3f3f3f3f3f3f3f, 0x0f0f0f0f0f0f0f0f})
	out[3] = ^spread(e, 7, [6]uint64{0x7f7f7f7f7f7f7f7f, 0x3f3f3f3f3f3f3f3f, 0x0f0f0f0f0f0f0f0f, 0xfefefefefefefefe, 0xfcfcfcfcfcfcfcfc, 0xf0f0f0f0f0f0f0f0})
	return out
}

// spread returns the squares on the same line as a square of e along a
// direction of shift s up the bit order: m holds the squares a shift of
// s, 2s and 4s may land on without wrapping round the board, up then
// down.
func spread(e uint64, s uint, m [6]uint64) uint64 {
	u := e | e<<s&m[0]
	u |= u << (2 * s) & m[1]
	u |= u << (4 * s) & m[2]
	d := e | e>>s&m[3]
	d |= d >> (2 * s) & m[4]
	d |= d >> (4 * s) & m[5]
	return u | d
}

// stable returns discs of d that can never be flipped: along each axis,
// the line is full or a neighbour is an edge or a stable disc of d.
func (g *geometry) stable(d, o uint64) uint64 { return g.stableWith(g.full(d|o), d) }

// stableWith is stable given the full lines along each axis.
func (g *geometry) stableWith(f [4]uint64, d uint64) uint64 {
	var s uint64
	for {
		h := f[0] | g.walls[0] | (s<<1)&^fileA | (s>>1)&^fileH
		v := f[1] | g.walls[1] | s<<8 | s>>8
		d1 := f[2] | g.walls[2] | (s<<9)&^fileA | (s>>9)&^fileH
		d2 := f[3] | g.walls[3] | (s<<7)&^fileH | (s>>7)&^fileA
		next := d & h & v & d1 & d2
		if next == s {
			return s
		}
		s = next
	}
}

// potential returns the empty squares beside a disc of us: where the
// other side may soon play.
func (g *geometry) potential(us, them uint64) uint64 {
	e := g.mask &^ (us | them)
	adj := (us<<1)&^fileA | (us>>1)&^fileH | us<<8 | us>>8 |
		(us<<9)&^fileA | (us>>9)&^fileH | (us<<7)&^fileH | (us>>7)&^fileA
	return e & adj
}

// parity returns the parity bits of the empty squares: bit q set when
// quadrant q has an odd number of them.
func (g *geometry) parity(empty uint64) uint {
	var p uint
	for q, m := range g.quadrants {
		p |= uint(bits.OnesCount64(empty&m)&1) << uint(q)
	}
	return p
}
