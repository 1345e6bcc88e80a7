package othello

import (
	"encoding/binary"
	"slices"
	"strings"
	"unicode/utf8"
)

// String returns the board string of p: the squares row by row from a1,
// "X" for Black, "O" for White and "-" for empty, then a space and the side
// to move ("X" or "O"). For 8x8 this is Edax's and the FFO problems' format.
// ParseBoard reads it back.
func (p Position) String() string {
	var buf [MaxSize*MaxSize + 2]byte // one allocation, the string's
	b := p.AppendGrid(buf[:0], Black.Symbol()[0], White.Symbol()[0], '-')
	b = append(b, ' ')
	b = append(b, p.turn.Symbol()...)
	return string(b)
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

// AppendGrid appends the board's squares row by row from row 1, each
// column from a: black, white or empty, one byte each.
func (p Position) AppendGrid(dst []byte, black, white, empty byte) []byte {
	return AppendCells(p, dst, black, white, empty)
}

// AppendCells is AppendGrid for any byte-sized type of cell.
func AppendCells[T ~uint8](p Position, dst []T, black, white, empty T) []T {
	n := int(p.size)
	if p.small() {
		// Rows of 8 bits, from the bitboards as they are, 8 cells at a
		// time: a byte of the word a cell.
		b, w := p.disc[Black][0], p.disc[White][0]
		var row [8]byte
		for r := 0; r < n; r++ {
			rb, rw := lanes[b>>uint(8*r)&0xff], lanes[w>>uint(8*r)&0xff]
			word := rb*uint64(black) + rw*uint64(white) + (0x0101010101010101-rb-rw)*uint64(empty)
			binary.LittleEndian.PutUint64(row[:], word)
			for _, c := range row[:n] {
				dst = append(dst, T(c))
			}
		}
		return dst
	}
	b, w := p.Discs(Black), p.Discs(White)
	for r := 0; r < n; r++ {
		shift := uint(16 * (r & 3))
		dst = appendRow(dst, b[r>>2]>>shift, w[r>>2]>>shift, n, black, white, empty)
	}
	return dst
}

// lanes spreads the 8 bits of a byte to the 8 bytes of a word, bit c to
// byte c: 1 for a bit set, 0 for one not.
var lanes = func() (t [256]uint64) {
	for v := range t {
		for c := 0; c < 8; c++ {
			if v>>c&1 != 0 {
				t[v] |= 1 << (8 * c)
			}
		}
	}
	return t
}()

// appendRow appends the n squares of a row whose black and white discs
// are the low bits of rb and rw, from column a.
func appendRow[T ~uint8](dst []T, rb, rw uint64, n int, black, white, empty T) []T {
	dst = slices.Grow(dst, n)
	row := dst[len(dst) : len(dst)+n]
	for c := range row {
		v := empty
		if rb&1 != 0 {
			v = black
		} else if rw&1 != 0 {
			v = white
		}
		row[c] = v
		rb, rw = rb>>1, rw>>1
	}
	return dst[:len(dst)+n]
}
