package othello

import "math/bits"

// PerftCount is what Perft counts: the leaves of the move tree at exactly
// the requested depth, and the games that ended before that depth.
type PerftCount struct {
	// Leaves is the number of positions reached by exactly depth plies, a
	// forced pass counting as a ply.
	Leaves uint64
	// GameEnds is the number of finished games met at fewer plies than the
	// depth; they are not leaves.
	GameEnds uint64
}

// Add returns the sum of two counts.
func (c PerftCount) Add(d PerftCount) PerftCount {
	return PerftCount{c.Leaves + d.Leaves, c.GameEnds + d.GameEnds}
}

// Perft counts the move tree of p to depth plies with Edax's convention: a
// forced pass is a ply (one child, the same discs, the other side to move);
// a game that ends before the depth is not a leaf but is counted in
// GameEnds. Perft(p, 0) is one leaf. The last ply is bulk-counted; a
// perft of 8 plies or more on 8x8 counts each transposition once through a
// table of 10 MB.
func Perft(p Position, depth int) PerftCount { return perftWith(nil, p, depth) }

// perftWith is Perft with the table of counts t, made when t is nil and
// the perft is deep enough on an 8x8 board to gain by one
// (perftTableDepth).
func perftWith(t *countTable, p Position, depth int) PerftCount {
	if depth <= 0 {
		return PerftCount{Leaves: 1}
	}
	if !p.small() {
		return perftWide(p, depth)
	}
	me, opp, mask := p.disc[p.turn][0], p.disc[p.turn^1][0], mask8(int(p.size))
	if t == nil && depth >= perftTableDepth && p.size == 8 {
		t = newCountTable()
	}
	if t == nil {
		return perft8(me, opp, mask, depth)
	}
	return t.count(me, opp, mask, depth)
}

// perftTableDepth is the least depth of a perft that makes a table of
// counts, on 8x8 boards: below it, and on smaller boards, making the table
// costs more than the transpositions save (perft 10 on 6x6 on 2 threads:
// 29 ms without one, 61 ms with one a worker).
const perftTableDepth = 8

// countTable keeps the counts of subtrees, so that a position reached
// again by another order of moves (a transposition) is counted once: a
// fixed table of 2^18 slots (10 MB), each the whole position (so a count
// is never another position's), its depth and its count, the last one
// written kept. Perft 11 from the start takes a fifth less time with it.
type countTable struct {
	slots []perftSlot
}

// perftSlot is a slot of the table.
type perftSlot struct {
	me, opp uint64
	depth   int32
	count   PerftCount
}

// perftTableBits is the log2 of the table's slots.
const perftTableBits = 18

// newCountTable returns an empty table.
func newCountTable() *countTable {
	return &countTable{slots: make([]perftSlot, 1<<perftTableBits)}
}

// perftKeep is the least depth of a subtree whose count the table keeps.
const perftKeep = 4

// count is perft8 through the table: the counts of subtrees of perftKeep
// plies and more are looked up, and kept once counted.
func (t *countTable) count(me, opp, mask uint64, depth int) PerftCount {
	if depth < perftKeep {
		return perft8(me, opp, mask, depth)
	}
	h := me*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(opp*0xc2b2ae3d27d4eb4f, 29) ^ uint64(depth)*0x94d049bb133111eb
	slot := &t.slots[(h^h>>29)&(1<<perftTableBits-1)]
	if slot.me == me && slot.opp == opp && int(slot.depth) == depth {
		return slot.count
	}
	moves := moves8(me, opp) & mask
	var c PerftCount
	switch {
	case moves != 0:
		for moves != 0 {
			i := bits.TrailingZeros64(moves)
			moves &= moves - 1
			f := flips8(me, opp, i)
			c = c.Add(t.count(opp&^f, me|f|1<<uint(i), mask, depth-1))
		}
	case moves8(opp, me)&mask == 0:
		return PerftCount{GameEnds: 1}
	default:
		c = t.count(opp, me, mask, depth-1)
	}
	*slot = perftSlot{me: me, opp: opp, depth: int32(depth), count: c}
	return c
}

// PerftMove is the count under one root move, as Divide returns it.
type PerftMove struct {
	Move Square
	PerftCount
}

// Divide returns the perft count of depth under each root move (the subtree
// of depth-1 plies after it), in the order of MoveList. The sum of the
// counts is Perft(p, depth), except that a root that is itself a finished
// game has no moves. depth must be at least 1.
func Divide(p Position, depth int) []PerftMove {
	var out []PerftMove
	for _, m := range p.MoveList() {
		out = append(out, PerftMove{m, Perft(p.Apply(m), depth-1)})
	}
	return out
}

// perft8 is Perft for boards up to 8x8: me is the side to move, depth >= 1.
func perft8(me, opp, mask uint64, depth int) PerftCount {
	moves := moves8(me, opp) & mask
	if moves == 0 {
		if moves8(opp, me)&mask == 0 {
			return PerftCount{GameEnds: 1}
		}
		if depth == 1 {
			return PerftCount{Leaves: 1}
		}
		return perft8(opp, me, mask, depth-1)
	}
	if depth == 1 {
		return PerftCount{Leaves: uint64(bits.OnesCount64(moves))}
	}
	var c PerftCount
	if depth == 2 {
		// The last two plies counted here: each child's moves, a pass
		// (one leaf) or a game end when it has none. Most of a perft's
		// time is here.
		for moves != 0 {
			i := bits.TrailingZeros64(moves)
			moves &= moves - 1
			f := flips8(me, opp, i)
			cme, copp := opp&^f, me|f|1<<uint(i)
			if n := bits.OnesCount64(moves8(cme, copp) & mask); n > 0 {
				c.Leaves += uint64(n)
			} else if moves8(copp, cme)&mask != 0 {
				c.Leaves++
			} else {
				c.GameEnds++
			}
		}
		return c
	}
	for moves != 0 {
		i := bits.TrailingZeros64(moves)
		moves &= moves - 1
		f := flips8(me, opp, i)
		c = c.Add(perft8(opp&^f, me|f|1<<uint(i), mask, depth-1))
	}
	return c
}

// perftWide is Perft on any board through the Position API; depth >= 1.
func perftWide(p Position, depth int) PerftCount {
	moves := p.LegalMoves()
	if moves.IsEmpty() {
		if p.opponentMoves().IsEmpty() {
			return PerftCount{GameEnds: 1}
		}
		if depth == 1 {
			return PerftCount{Leaves: 1}
		}
		return perftWide(p.Apply(Pass), depth-1)
	}
	if depth == 1 {
		return PerftCount{Leaves: uint64(moves.Count())}
	}
	var c PerftCount
	for w := range moves {
		for x := moves[w]; x != 0; x &= x - 1 {
			sq := Square(w*64 + bits.TrailingZeros64(x))
			c = c.Add(perftWide(p.Apply(sq), depth-1))
		}
	}
	return c
}
