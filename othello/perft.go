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
// GameEnds. Perft(p, 0) is one leaf. The last ply is bulk-counted.
func Perft(p Position, depth int) PerftCount {
	if depth <= 0 {
		return PerftCount{Leaves: 1}
	}
	if p.small() {
		return perft8(p.disc[p.turn][0], p.disc[p.turn^1][0], mask8(int(p.size)), depth)
	}
	return perftWide(p, depth)
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
