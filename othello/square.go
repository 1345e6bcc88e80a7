// Package othello implements the rules of Othello (Reversi) on even board
// sizes from 4x4 to 16x16: positions, legal moves and flips on bitboards,
// passes and game end, the position formats gametree reads and writes, and
// perft.
//
// Coordinates follow Edax, NBoard and the FFO problems: columns a, b, ...
// from the left, rows 1, 2, ... from the top, so a1 is the top-left corner.
// Boards larger than 8x8 go on to column p and row 16 (j10, p16).
package othello

import (
	"strconv"
	"strings"
)

// MinSize and MaxSize bound the board sizes gametree supports; sizes are even.
const (
	MinSize = 4
	MaxSize = 16
	// DefaultSize is the classic 8x8 board.
	DefaultSize = 8
)

// CheckSize returns an error unless n is an even board size from MinSize to
// MaxSize.
func CheckSize(n int) error {
	if n < MinSize || n > MaxSize || n%2 != 0 {
		return errorf("size %d: want an even size from %d to %d", n, MinSize, MaxSize)
	}
	return nil
}

// Square is a square of the board, or Pass. A square is stored as
// row*16+col whatever the board size, so a1 is 0, b1 is 1 and a2 is 16; the
// same Square means the same coordinates on every board.
type Square int16

// Pass is the move of a side that has no legal move while the other side has
// one. It is written "pass" and read also as "pa" or "ps".
const Pass Square = -1

// NoSquare is the zero-like value for "no move": the move that led to a root
// position, for example. It is written "-".
const NoSquare Square = -2

// NewSquare returns the square at column col and row row, both counted from
// 0 (a1 is NewSquare(0, 0)). It does not check that the square is on a board.
func NewSquare(col, row int) Square { return Square(row*16 + col) }

// Col returns the column of s counted from 0 (a is 0).
func (s Square) Col() int { return int(s) & 15 }

// Row returns the row of s counted from 0 (row 1 is 0).
func (s Square) Row() int { return int(s) >> 4 }

// OnBoard reports whether s is a square (not Pass or NoSquare) of an n x n
// board.
func (s Square) OnBoard(n int) bool {
	return s >= 0 && s < 256 && s.Col() < n && s.Row() < n
}

// String returns the square in coordinates ("d3", "j10"), "pass" for Pass and
// "-" for NoSquare.
func (s Square) String() string {
	switch {
	case s == Pass:
		return "pass"
	case s >= 0 && s < 256:
		return string(rune('a'+s.Col())) + strconv.Itoa(s.Row()+1)
	default:
		return "-"
	}
}

// ParseSquare reads a square written as a column letter and a row number
// ("d3", "J10"; case does not matter) or a pass ("pass", "pa", "ps"). It
// checks the square against the largest board (p16); use Square.OnBoard for a
// given size.
func ParseSquare(text string) (Square, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	switch t {
	case "pass", "pa", "ps":
		return Pass, nil
	case "":
		return NoSquare, errorf("empty square; want a column letter and a row number such as d3")
	}
	c := t[0]
	if c < 'a' || c > 'z' {
		return NoSquare, errorf("square %q: want a column letter and a row number such as d3", text)
	}
	row, err := strconv.Atoi(t[1:])
	if err != nil || t[1] == '+' || t[1] == '-' || t[1] == '0' {
		return NoSquare, errorf("square %q: want a column letter and a row number such as d3", text)
	}
	col := int(c - 'a')
	if col >= MaxSize || row < 1 || row > MaxSize {
		return NoSquare, errorf("square %q is off every board (the largest, 16x16, ends at p16)", text)
	}
	return NewSquare(col, row-1), nil
}

// Color is the colour of a disc or of a side: Black or White.
type Color uint8

// The two sides. Black moves first.
const (
	Black Color = 0
	White Color = 1
)

// Other returns the opponent of c.
func (c Color) Other() Color { return c ^ 1 }

// String returns "Black" or "White".
func (c Color) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// Symbol returns the disc letter of c: "X" for Black, "O" for White.
func (c Color) Symbol() string {
	if c == White {
		return "O"
	}
	return "X"
}

// ParseColor reads a side: "X", "B" or "black" for Black, "O", "W" or
// "white" for White, in any case.
func ParseColor(text string) (Color, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "x", "b", "black", "*":
		return Black, nil
	case "o", "w", "white":
		return White, nil
	}
	return Black, errorf("side %q: want X, O, B, W, black or white", text)
}
