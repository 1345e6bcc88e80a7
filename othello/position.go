package othello

import (
	"fmt"
	"math/bits"
)

// Position is a board of a given size with discs on it and the side to move.
// Positions are values: methods that play a move return a new Position and
// leave the receiver unchanged. Positions are comparable with ==; see Key.
//
// The zero Position is not valid; start from Start or one of the parsers.
type Position struct {
	// disc holds the discs of each colour. Boards up to 8x8 use disc[c][0]
	// alone with bit row*8+col; larger boards use all four words with bit
	// row*16+col.
	disc [2][4]uint64
	size uint8
	turn Color
}

// Start returns the start position of an n x n board: White on the two
// centre squares of the main diagonal (d4 and e5 on 8x8), Black on the other
// two (e4 and d5), Black to move. It panics if n is not a valid size; check
// it first with CheckSize.
func Start(n int) Position {
	if err := CheckSize(n); err != nil {
		panic(err)
	}
	var p Position
	p.size = uint8(n)
	h := n/2 - 1
	p = p.put(NewSquare(h, h), White)
	p = p.put(NewSquare(h+1, h+1), White)
	p = p.put(NewSquare(h+1, h), Black)
	p = p.put(NewSquare(h, h+1), Black)
	return p
}

// small reports whether p uses the one-word stride-8 layout.
func (p *Position) small() bool { return p.size <= 8 }

// put returns p with a disc of colour c on sq (replacing what was there).
func (p Position) put(sq Square, c Color) Position {
	p = p.clear(sq)
	if p.small() {
		p.disc[c][0] |= 1 << uint(index8(sq))
	} else {
		p.disc[c] = SquareSet(p.disc[c]).With(sq)
	}
	return p
}

// clear returns p with sq empty.
func (p Position) clear(sq Square) Position {
	for c := range p.disc {
		if p.small() {
			p.disc[c][0] &^= 1 << uint(index8(sq))
		} else {
			p.disc[c] = SquareSet(p.disc[c]).Without(sq)
		}
	}
	return p
}

// Size returns the edge length of the board.
func (p Position) Size() int { return int(p.size) }

// ToMove returns the side to move.
func (p Position) ToMove() Color { return p.turn }

// Discs returns the squares holding discs of colour c.
func (p Position) Discs(c Color) SquareSet {
	if p.small() {
		return spread8(p.disc[c][0])
	}
	return SquareSet(p.disc[c])
}

// Empty returns the empty squares of the board.
func (p Position) Empty() SquareSet {
	if p.small() {
		return spread8(mask8(int(p.size)) &^ (p.disc[0][0] | p.disc[1][0]))
	}
	return mask16(int(p.size)).andNot(wide(p.disc[0]).or(wide(p.disc[1])))
}

// At returns the colour of the disc on sq and true, or false if sq is empty
// or off the board.
func (p Position) At(sq Square) (Color, bool) {
	if !sq.OnBoard(int(p.size)) {
		return Black, false
	}
	for c := Black; c <= White; c++ {
		if p.Discs(c).Has(sq) {
			return c, true
		}
	}
	return Black, false
}

// Count returns the number of discs of colour c.
func (p Position) Count(c Color) int {
	d := p.disc[c]
	return bits.OnesCount64(d[0]) + bits.OnesCount64(d[1]) + bits.OnesCount64(d[2]) + bits.OnesCount64(d[3])
}

// Empties returns the number of empty squares.
func (p Position) Empties() int { return int(p.size)*int(p.size) - p.Count(Black) - p.Count(White) }

// WithTurn returns p with c to move.
func (p Position) WithTurn(c Color) Position { p.turn = c; return p }

// LegalMoves returns the set of legal moves of the side to move. It is empty
// when the side to move must pass or the game is over.
func (p Position) LegalMoves() SquareSet {
	me, opp := p.disc[p.turn], p.disc[p.turn^1]
	if p.small() {
		return spread8(moves8(me[0], opp[0]) & mask8(int(p.size)))
	}
	return moves16(me, opp).and(mask16(int(p.size)))
}

// opponentMoves returns the legal moves the other side would have if it were
// to move.
func (p Position) opponentMoves() SquareSet { return p.WithTurn(p.turn.Other()).LegalMoves() }

// MoveList returns the legal moves of the side to move in the order a1, b1,
// ..., a2, ...; it is [Pass] when the side to move must pass and empty when
// the game is over.
func (p Position) MoveList() []Square { return p.AppendMoves(nil) }

// AppendMoves appends to dst what MoveList returns and returns the extended
// slice; with enough capacity in dst it does not allocate.
func (p Position) AppendMoves(dst []Square) []Square {
	if p.small() {
		m := moves8(p.disc[p.turn][0], p.disc[p.turn^1][0]) & mask8(int(p.size))
		if m == 0 {
			if p.canMove(p.turn ^ 1) {
				dst = append(dst, Pass)
			}
			return dst
		}
		for ; m != 0; m &= m - 1 {
			dst = append(dst, square8(bits.TrailingZeros64(m)))
		}
		return dst
	}
	moves := p.LegalMoves()
	if moves.IsEmpty() {
		if p.opponentMoves().IsEmpty() {
			return dst
		}
		return append(dst, Pass)
	}
	return moves.AppendSquares(dst)
}

// IsLegal reports whether the side to move may play sq: a legal square, or
// Pass when the side to move has no legal move and the game is not over.
func (p Position) IsLegal(sq Square) bool {
	if sq == Pass {
		return p.MustPass()
	}
	return p.LegalMoves().Has(sq)
}

// MustPass reports whether the side to move has no legal move while the
// other side has one.
func (p Position) MustPass() bool {
	return !p.canMove(p.turn) && p.canMove(p.turn^1)
}

// GameOver reports whether neither side has a legal move.
func (p Position) GameOver() bool {
	return !p.canMove(p.turn) && !p.canMove(p.turn^1)
}

// canMove reports whether side c has a legal move.
func (p Position) canMove(c Color) bool {
	if p.small() {
		return moves8(p.disc[c][0], p.disc[c^1][0])&mask8(int(p.size)) != 0
	}
	return !moves16(p.disc[c], p.disc[c^1]).and(mask16(int(p.size))).zero()
}

// Flips returns the discs the side to move would flip by playing sq: empty
// for Pass, for an occupied square or a square that flips nothing.
func (p Position) Flips(sq Square) SquareSet {
	if !sq.OnBoard(int(p.size)) {
		return SquareSet{}
	}
	if _, full := p.At(sq); full {
		return SquareSet{}
	}
	me, opp := p.disc[p.turn], p.disc[p.turn^1]
	if p.small() {
		return spread8(flips8(me[0], opp[0], index8(sq)))
	}
	return flips16(me, opp, sq)
}

// Apply plays sq for the side to move and returns the new position, without
// checking that the move is legal: it is the fast path for search and tree
// building, where moves come from LegalMoves or MoveList. Pass only hands the
// move to the other side. Applying an illegal square gives a position that
// cannot arise in a game; use Play to check.
func (p Position) Apply(sq Square) Position {
	if sq != Pass {
		t := p.turn
		if p.small() {
			i := index8(sq)
			f := flips8(p.disc[t][0], p.disc[t^1][0], i)
			p.disc[t][0] |= f | 1<<uint(i)
			p.disc[t^1][0] &^= f
		} else {
			f := flips16(p.disc[t], p.disc[t^1], sq)
			p.disc[t] = wide(p.disc[t]).or(f).With(sq)
			p.disc[t^1] = wide(p.disc[t^1]).andNot(f)
		}
	}
	p.turn ^= 1
	return p
}

// Play plays sq for the side to move after checking it: an illegal move, a
// square off the board, a pass that is not forced or a move after the end of
// the game is an error that names the legal moves.
func (p Position) Play(sq Square) (Position, error) {
	if p.IsLegal(sq) {
		return p.Apply(sq), nil
	}
	return p, p.illegal(sq)
}

// illegal explains why sq cannot be played in p.
func (p Position) illegal(sq Square) error {
	n := int(p.size)
	who := p.turn
	switch {
	case p.GameOver():
		return errorf("%s is not legal: the game is over", sq)
	case sq == Pass:
		return errorf("pass is not legal for %s, who has legal moves (legal: %s)", who, p.LegalMoves())
	case sq == NoSquare:
		return errorf("no move given for %s (legal: %s)", who, p.legalText())
	case !sq.OnBoard(n):
		last := NewSquare(n-1, n-1)
		return errorf("%s is off the %dx%d board (a1 to %s)", sq, n, n, last)
	}
	if c, full := p.At(sq); full {
		return errorf("%s is not legal for %s: the square holds a %s disc (legal: %s)", sq, who, c, p.legalText())
	}
	return errorf("%s is not legal for %s: it flips nothing (legal: %s)", sq, who, p.legalText())
}

// legalText lists the legal moves for an error message.
func (p Position) legalText() string {
	if p.MustPass() {
		return "pass"
	}
	return p.LegalMoves().String()
}

// Key is a comparable value that identifies a position: equal keys mean the
// same size, discs and side to move. It serves as a map key for
// transposition tables.
type Key struct {
	disc [2][4]uint64
	size uint8
	turn Color
}

// Key returns the comparable key of p.
func (p Position) Key() Key { return Key(p) }

// Hash returns a 64-bit hash of p, for hash tables of fixed size.
func (p Position) Hash() uint64 {
	h := uint64(p.size)<<1 | uint64(p.turn)
	for c := range p.disc {
		for _, w := range p.disc[c] {
			h ^= w
			h *= 0x9e3779b97f4a7c15
			h ^= h >> 29
		}
	}
	return h
}

// Result is the score of a position, usually a finished game: the disc
// counts of both sides. Empty squares are not awarded to anyone.
type Result struct {
	Black, White int
}

// Result returns the disc counts of p.
func (p Position) Result() Result { return Result{p.Count(Black), p.Count(White)} }

// Winner returns the colour with more discs and true, or false for a draw.
func (r Result) Winner() (Color, bool) {
	switch {
	case r.Black > r.White:
		return Black, true
	case r.White > r.Black:
		return White, true
	}
	return Black, false
}

// Margin returns the winner's lead in discs (0 for a draw).
func (r Result) Margin() int {
	if r.Black > r.White {
		return r.Black - r.White
	}
	return r.White - r.Black
}

// String describes the result: "Black 40, White 24: Black wins by 16" or
// "Black 32, White 32: draw".
func (r Result) String() string {
	w, ok := r.Winner()
	if !ok {
		return fmt.Sprintf("Black %d, White %d: draw", r.Black, r.White)
	}
	return fmt.Sprintf("Black %d, White %d: %s wins by %d", r.Black, r.White, w, r.Margin())
}
