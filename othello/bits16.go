package othello

// Boards larger than 8x8 live in 256 bits, bit row*16+col (the Square value),
// smaller boards in the top-left corner of the 16x16 square. As with stride 8,
// squares off the board are always empty.

// wide is a 256-bit bitboard with stride 16.
type wide = SquareSet

func (a wide) and(b wide) wide { return wide{a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]} }
func (a wide) or(b wide) wide  { return wide{a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]} }
func (a wide) andNot(b wide) wide {
	return wide{a[0] &^ b[0], a[1] &^ b[1], a[2] &^ b[2], a[3] &^ b[3]}
}
func (a wide) zero() bool { return a[0]|a[1]|a[2]|a[3] == 0 }

// shl shifts a towards higher squares by k, 0 < k < 64.
func (a wide) shl(k uint) wide {
	return wide{
		a[0] << k,
		a[1]<<k | a[0]>>(64-k),
		a[2]<<k | a[1]>>(64-k),
		a[3]<<k | a[2]>>(64-k),
	}
}

// shr shifts a towards lower squares by k, 0 < k < 64.
func (a wide) shr(k uint) wide {
	return wide{
		a[0]>>k | a[1]<<(64-k),
		a[1]>>k | a[2]<<(64-k),
		a[2]>>k | a[3]<<(64-k),
		a[3] >> k,
	}
}

// interior16 clears columns a and p of the 16-wide layout.
var interior16 = func() wide {
	var w wide
	for sq := 0; sq < 256; sq++ {
		if c := sq & 15; c != 0 && c != 15 {
			w[sq/64] |= 1 << uint(sq%64)
		}
	}
	return w
}()

// colA16 and colP16 are the first and last columns of the 16-wide layout.
var colA16, colP16 = func() (a, p wide) {
	for r := 0; r < 16; r++ {
		a = a.With(NewSquare(0, r))
		p = p.With(NewSquare(15, r))
	}
	return a, p
}()

// masks16 holds the on-board squares of each n x n board.
var masks16 = func() (m [MaxSize + 1]wide) {
	for n := range m {
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				sq := r*16 + c
				m[n][sq/64] |= 1 << uint(sq%64)
			}
		}
	}
	return m
}()

// mask16 returns the on-board squares of an n x n board.
func mask16(n int) wide { return masks16[n] }

// runsL16 returns the squares reached by shifting left by k through runs
// of o that start next to me, the runs themselves included (the caller masks
// out occupied squares).
func runsL16(me, o wide, k uint) wide {
	var m wide
	for f := me.shl(k).and(o); !f.zero(); f = f.and(o) {
		f = f.shl(k)
		m = m.or(f)
	}
	return m
}

// runsR16 is runsL16 shifting right.
func runsR16(me, o wide, k uint) wide {
	var m wide
	for f := me.shr(k).and(o); !f.zero(); f = f.and(o) {
		f = f.shr(k)
		m = m.or(f)
	}
	return m
}

// moves16 returns the legal moves of me against opp, including squares off
// a smaller board (mask them out).
func moves16(me, opp wide) wide {
	oi := opp.and(interior16)
	m := runsL16(me, oi, 1).or(runsR16(me, oi, 1)).
		or(runsL16(me, opp, 16)).or(runsR16(me, opp, 16)).
		or(runsL16(me, oi, 15)).or(runsR16(me, oi, 15)).
		or(runsL16(me, oi, 17)).or(runsR16(me, oi, 17))
	return m.andNot(me.or(opp))
}

// flipsL16 returns the discs of o enclosed between m and a disc of me,
// looking left by k.
func flipsL16(me, o, m wide, k uint) wide {
	var run wide
	for f := m.shl(k).and(o); !f.zero(); f = f.shl(k).and(o) {
		run = run.or(f)
		if !f.shl(k).and(me).zero() {
			return run
		}
	}
	return wide{}
}

// flipsR16 is flipsL16 looking right.
func flipsR16(me, o, m wide, k uint) wide {
	var run wide
	for f := m.shr(k).and(o); !f.zero(); f = f.shr(k).and(o) {
		run = run.or(f)
		if !f.shr(k).and(me).zero() {
			return run
		}
	}
	return wide{}
}

// flips16 returns the discs of opp that me flips by playing on sq.
func flips16(me, opp wide, sq Square) wide {
	var m wide
	m[sq/64] = 1 << uint(sq%64)
	oi := opp.and(interior16)
	return flipsL16(me, oi, m, 1).or(flipsR16(me, oi, m, 1)).
		or(flipsL16(me, opp, m, 16)).or(flipsR16(me, opp, m, 16)).
		or(flipsL16(me, oi, m, 15)).or(flipsR16(me, oi, m, 15)).
		or(flipsL16(me, oi, m, 17)).or(flipsR16(me, oi, m, 17))
}
