package othello

import (
	"strings"
	"unicode/utf8"
)

// String returns the board string of p: the squares row by row from a1,
// "X" for Black, "O" for White and "-" for empty, then a space and the side
// to move ("X" or "O"). For 8x8 this is Edax's and the FFO problems' format.
// ParseBoard reads it back.
func (p Position) String() string {
	n := int(p.size)
	var b strings.Builder
	b.Grow(n*n + 2)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if col, ok := p.At(NewSquare(c, r)); ok {
				b.WriteString(col.Symbol())
			} else {
				b.WriteByte('-')
			}
		}
	}
	b.WriteByte(' ')
	b.WriteString(p.turn.Symbol())
	return b.String()
}

// cell reads one board character: a colour, or ok with empty true.
func cell(r rune) (c Color, empty, ok bool) {
	switch r {
	case 'X', 'x', 'B', 'b', '*', '●':
		return Black, false, true
	case 'O', 'o', 'W', 'w', '○':
		return White, false, true
	case '-', '.', '·', '_':
		return Black, true, true
	}
	return Black, false, false
}

// sizeOf returns the board size whose square count is squares, or 0.
func sizeOf(squares int) int {
	for n := MinSize; n <= MaxSize; n += 2 {
		if n*n == squares {
			return n
		}
	}
	return 0
}

// ParseBoard reads a board string: n x n characters row by row from a1
// ("X", "x", "B", "b" or "*" for Black, "O", "o", "W" or "w" for White, "-"
// or "." for empty), then optional whitespace and the side to move ("X",
// "O", "B", "W", "black" or "white"; Black when left out). The size follows
// from the length: 16, 36, 64, ... 256 squares. A final ";" (as in OBF
// files) is ignored.
func ParseBoard(text string) (Position, error) {
	t := strings.TrimSuffix(strings.TrimSpace(text), ";")
	fields := strings.Fields(t)
	if len(fields) == 0 {
		return Position{}, errorf("empty board string; want n x n squares such as %q", Start(8).String())
	}
	board, side := fields[0], ""
	switch len(fields) {
	case 1:
		// The side may be glued to the board: 65 characters on 8x8.
		if cnt := utf8.RuneCountInString(board); sizeOf(cnt) == 0 && sizeOf(cnt-1) != 0 {
			last, w := utf8.DecodeLastRuneInString(board)
			board, side = board[:len(board)-w], string(last)
		}
	case 2:
		side = fields[1]
	default:
		return Position{}, errorf("board string: unexpected %q after the side to move", strings.Join(fields[2:], " "))
	}
	squares := []rune(board)
	n := sizeOf(len(squares))
	if n == 0 {
		return Position{}, errorf("board string has %d squares; want n x n with n even from %d to %d (16, 36, 64, ... 256)", len(squares), MinSize, MaxSize)
	}
	p := Position{size: uint8(n)}
	for i, r := range squares {
		sq := NewSquare(i%n, i/n)
		c, empty, ok := cell(r)
		if !ok {
			return Position{}, errorf("board string: %q at square %s (character %d) is not a disc or an empty square; want X, O or -", r, sq, i+1)
		}
		if !empty {
			p = p.put(sq, c)
		}
	}
	if side != "" {
		c, err := ParseColor(side)
		if err != nil {
			return Position{}, errorf("board string: side to move %q: want X, O, B, W, black or white", side)
		}
		p.turn = c
	}
	return p, nil
}

// ParsePosition reads a position in any of the one-piece forms: a board
// string (see ParseBoard) or a text diagram over several lines (see
// ParseDiagram).
func ParsePosition(text string) (Position, error) {
	if strings.Contains(strings.TrimSpace(text), "\n") {
		return ParseDiagram(text)
	}
	return ParseBoard(text)
}
