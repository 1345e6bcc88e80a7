package othello

import (
	"math/bits"
	"strings"
)

// SquareSet is a set of squares, one bit per Square value (row*16+col), so
// the same set type serves every board size. The zero value is empty.
type SquareSet [4]uint64

// SetOf returns the set holding the given squares; Pass and NoSquare are
// ignored.
func SetOf(squares ...Square) SquareSet {
	var s SquareSet
	for _, sq := range squares {
		s = s.With(sq)
	}
	return s
}

// Has reports whether sq is in s.
func (s SquareSet) Has(sq Square) bool {
	return sq >= 0 && sq < 256 && s[sq>>6]&(1<<uint(sq&63)) != 0
}

// With returns s with sq added; Pass and NoSquare leave s unchanged.
func (s SquareSet) With(sq Square) SquareSet {
	if sq >= 0 && sq < 256 {
		s[sq>>6] |= 1 << uint(sq&63)
	}
	return s
}

// Without returns s with sq removed.
func (s SquareSet) Without(sq Square) SquareSet {
	if sq >= 0 && sq < 256 {
		s[sq>>6] &^= 1 << uint(sq&63)
	}
	return s
}

// Count returns the number of squares in s.
func (s SquareSet) Count() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

// IsEmpty reports whether s holds no square.
func (s SquareSet) IsEmpty() bool { return s[0]|s[1]|s[2]|s[3] == 0 }

// First returns the first square of s in the order a1, b1, ..., a2, ..., or
// NoSquare if s is empty.
func (s SquareSet) First() Square {
	for w, x := range s {
		if x != 0 {
			return Square(w*64 + bits.TrailingZeros64(x))
		}
	}
	return NoSquare
}

// AppendSquares appends the squares of s to dst in the order a1, b1, ...,
// a2, ... and returns the extended slice. With enough capacity in dst it does
// not allocate.
func (s SquareSet) AppendSquares(dst []Square) []Square {
	for w, x := range s {
		for x != 0 {
			dst = append(dst, Square(w*64+bits.TrailingZeros64(x)))
			x &= x - 1
		}
	}
	return dst
}

// Squares returns the squares of s in the order a1, b1, ..., a2, ....
func (s SquareSet) Squares() []Square { return s.AppendSquares(make([]Square, 0, s.Count())) }

// String returns the squares of s separated by spaces ("c4 d3 e6 f5"), or
// "none" for an empty set.
func (s SquareSet) String() string {
	if s.IsEmpty() {
		return "none"
	}
	var b strings.Builder
	for i, sq := range s.Squares() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(sq.String())
	}
	return b.String()
}

// ParseSquareSet reads squares separated by spaces or commas, the form
// SquareSet.String writes; "none" and the empty string give the empty set.
func ParseSquareSet(text string) (SquareSet, error) {
	var s SquareSet
	t := strings.TrimSpace(text)
	if t == "" || strings.EqualFold(t, "none") {
		return s, nil
	}
	for _, f := range strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' }) {
		sq, err := ParseSquare(f)
		if err != nil {
			return SquareSet{}, err
		}
		if sq == Pass {
			return SquareSet{}, errPassInSet
		}
		s = s.With(sq)
	}
	return s, nil
}
