package othello

// The bitboards of boards of size 8 and less, for searches that work on
// them directly (the endgame solver): one uint64 per colour, bit row*8+col
// (a1 is bit 0, h1 bit 7, a2 bit 8), smaller boards in the top-left corner.

// Bits8 returns the discs of the side to move and of its opponent as
// stride-8 bitboards; ok is false for a board larger than 8x8.
func (p Position) Bits8() (me, opp uint64, ok bool) {
	if !p.small() {
		return 0, 0, false
	}
	return p.disc[p.turn][0], p.disc[p.turn^1][0], true
}

// FromBits8 returns the n x n position (n <= 8) with the discs me of the
// side to move, turn, and opp of the other side.
func FromBits8(n int, turn Color, me, opp uint64) Position {
	var p Position
	p.size, p.turn = uint8(n), turn
	m := mask8(n)
	p.disc[turn][0], p.disc[turn^1][0] = me&m, opp&m
	return p
}

// Mask8 returns the squares of an n x n board (n <= 8) as a stride-8
// bitboard.
func Mask8(n int) uint64 { return mask8(n) }

// Moves8 returns the legal moves of me against opp as a stride-8 bitboard,
// squares off an n x n board included: mask them out with Mask8.
func Moves8(me, opp uint64) uint64 { return moves8(me, opp) }

// Flips8 returns the discs of opp that me flips by playing on bit i (which
// must be empty); none when the move is not legal.
func Flips8(me, opp uint64, i int) uint64 { return flips8(me, opp, i) }

// Square8 returns the square of stride-8 bit i.
func Square8(i int) Square { return square8(i) }

// Bit8 returns the stride-8 bit of sq.
func Bit8(sq Square) int { return index8(sq) }
