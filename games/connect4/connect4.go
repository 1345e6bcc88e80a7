package connect4

import (
	_ "embed"
	"gametree/game"
	"gametree/internal/fault"
	"strconv"
	"strings"
)

// init registers the game.
func init() {
	game.Register(game.Entry{Name: "connect4", Play: "Play Connect Four", Aliases: []string{"connectfour", "connect-four"}, Title: "Connect Four", Rank: 30,
		Size: "WxH, width by height, each from 4 to 10", DefaultSize: "7x6",
		Sizes: []string{"4x4", "5x4", "6x5", "7x6", "8x7", "9x8", "10x9"},
		New:   func(size string) (game.Game, error) { return NewConnectFour(size) }})
}

// ConnectFour is Connect Four on W columns and H rows (7x6 by default,
// each from 4 to 10): a move drops a disc in a column (its letter, "d"),
// X first; four in a row, across, up or along a diagonal, wins; a full
// board is a draw. Square a1 is the bottom-left.
type ConnectFour struct {
	W, H int
}

// The least and greatest width and height of a Connect Four board.
const (
	MinConnectSize = 4
	MaxConnectSize = 10
)

// NewConnectFour returns Connect Four on a board "WxH" (7x6 when empty).
func NewConnectFour(size string) (ConnectFour, error) {
	s := strings.ToLower(strings.TrimSpace(size))
	if s == "" {
		return ConnectFour{7, 6}, nil
	}
	ws, hs, ok := strings.Cut(s, "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil || w < MinConnectSize || w > MaxConnectSize || h < MinConnectSize || h > MaxConnectSize {
		return ConnectFour{}, errorf("want WxH, width by height, each from %d to %d, such as 7x6", MinConnectSize, MaxConnectSize)
	}
	return ConnectFour{w, h}, nil
}

// Name returns "connect4".
func (ConnectFour) Name() string { return "connect4" }

// Title returns "Connect Four".
func (ConnectFour) Title() string { return "Connect Four" }

// Notation returns how a move is written.
func (g ConnectFour) Notation() string {
	return "a column, a to " + string(rune('a'+g.W-1))
}

// BoardNotation returns how a board string is written.
func (ConnectFour) BoardNotation() string {
	return "W x H squares from a1, bottom row up (X O -), then X or O"
}

// EvalName names the evaluation.
func (ConnectFour) EvalName() string { return "open windows" }

// Size returns "WxH".
func (g ConnectFour) Size() string { return itoa(g.W) + "x" + itoa(g.H) }

// Start returns the empty board, X to move.
func (g ConnectFour) Start() game.Position { return C4{w: int8(g.W), h: int8(g.H), winner: -1} }

// ParsePosition reads a board string: the W x H squares from a1 (the
// bottom-left) row by row upwards, each X, O or -, then the side to move
// (X or O; it follows from the counts when left out).
func (g ConnectFour) ParsePosition(s string) (game.Position, error) {
	n := g.W * g.H
	cells, side, err := game.BoardCells(s, n, "Connect Four "+g.Size())
	if err != nil {
		return nil, err
	}
	p := g.Start().(C4)
	nx, no := 0, 0
	for i, c := range cells {
		col, row := i%g.W, i/g.W
		if c == '-' {
			continue
		}
		if int(p.height[col]) != row {
			return nil, errorf("Connect Four board %q: %s holds a disc over an empty square; discs fall to the bottom", s, game.SquareName(col, row))
		}
		pl := game.X
		if c == 'O' {
			pl, no = game.O, no+1
		} else {
			nx++
		}
		p.cells[i] = uint8(pl) + 1
		p.height[col]++
		p.n++
	}
	if p.turn, err = game.SideOf(nx, no, side, "Connect Four"); err != nil {
		return nil, err
	}
	won := [2]bool{}
	for i := 0; i < n; i++ {
		if p.cells[i] != 0 && p.fourAt(i%g.W, i/g.W) {
			won[p.cells[i]-1] = true
		}
	}
	switch {
	case won[game.X] && won[game.O]:
		return nil, errorf("Connect Four board %q: X and O both have four in a row; a game stops at the first", s)
	case won[game.X]:
		p.winner = int8(game.X)
	case won[game.O]:
		p.winner = int8(game.O)
	}
	return p, nil
}

// C4 is a Connect Four position: each square's disc (0 empty, 1 X, 2 O;
// square row*w+col, row 0 at the bottom), each column's height, the
// player to move, the discs played and the winner (-1 for none yet).
type C4 struct {
	cells  [MaxConnectSize * MaxConnectSize]uint8
	height [MaxConnectSize]int8
	w, h   int8
	n      int16
	turn   game.Player
	winner int8
}

// Game returns the game of the board's size.
func (p C4) Game() game.Game { return ConnectFour{int(p.w), int(p.h)} }

// ToMove returns the player to move.
func (p C4) ToMove() game.Player { return p.turn }

// Over reports four in a row or a full board.
func (p C4) Over() bool { return p.winner >= 0 || int(p.n) == int(p.w)*int(p.h) }

// AppendMoves appends the columns that are not full, left to right.
func (p C4) AppendMoves(dst []game.Move) []game.Move {
	if p.Over() {
		return dst
	}
	for c := int8(0); c < p.w; c++ {
		if p.height[c] < p.h {
			dst = append(dst, game.Move(c))
		}
	}
	return dst
}

// Play drops the mover's disc in column m.
func (p C4) Play(m game.Move) game.Position {
	col := int(m)
	row := int(p.height[col])
	p.cells[row*int(p.w)+col] = uint8(p.turn) + 1
	p.height[col]++
	p.n++
	if p.fourAt(col, row) {
		p.winner = int8(p.turn)
	}
	p.turn = p.turn.Other()
	return p
}

// NoisyMoves appends the columns where a four is completed at once: the
// mover's win, or the drop that blocks the opponent's; a position where
// a four can be completed is not quiet (AIMA 5.3.2's threats: the next
// drop decides the game).
func (p C4) NoisyMoves(dst []game.Move) ([]game.Move, string) {
	from := len(dst)
	why := ""
	for _, m := range p.AppendMoves(nil) {
		col := int(m)
		row := int(p.height[col])
		for _, who := range []game.Player{p.turn, p.turn.Other()} {
			q := p
			q.cells[row*int(p.w)+col] = uint8(who) + 1
			if q.fourAt(col, row) {
				dst = append(dst, m)
				if who == p.turn {
					why = "a four can be completed at once"
				} else if why == "" {
					why = "a four must be blocked at once"
				}
				break
			}
		}
	}
	if len(dst) == from {
		return dst, ""
	}
	return dst, why
}

// c4Dirs are the directions of a line: across, up, and the two diagonals.
var c4Dirs = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// fourAt reports whether the disc on (col, row) is in a line of four of
// its colour.
func (p C4) fourAt(col, row int) bool {
	w, h := int(p.w), int(p.h)
	me := p.cells[row*w+col]
	for _, d := range c4Dirs {
		n := 1
		for s := -1; s <= 1; s += 2 {
			c, r := col+s*d[0], row+s*d[1]
			for c >= 0 && c < w && r >= 0 && r < h && p.cells[r*w+c] == me {
				n++
				c, r = c+s*d[0], r+s*d[1]
			}
		}
		if n >= 4 {
			return true
		}
	}
	return false
}

// Utility returns +1 if pl made four in a row, -1 if the opponent did,
// else 0.
func (p C4) Utility(pl game.Player) float64 {
	switch {
	case p.winner < 0:
		return 0
	case game.Player(p.winner) == pl:
		return 1
	}
	return -1
}

// c4Weights weigh a window of four by how full it is: one disc 1, two 4,
// three 16 (and four, in a finished game, 64).
var c4Weights = [5]int{0, 1, 4, 16, 64}

// Evaluate sums the open windows of four (four squares in a line that
// hold discs of one colour only): each of pl's weighs 1, 4 or 16 as it
// holds 1, 2 or 3 discs, each of the opponent's as much against; the sum
// S is brought inside (-1, +1) as S / (|S| + 50), rounded to hundredths.
func (p C4) Evaluate(pl game.Player) float64 {
	w, h := int(p.w), int(p.h)
	mine, theirs := uint8(pl)+1, uint8(pl.Other())+1
	s := 0
	for row := 0; row < h; row++ {
		for col := 0; col < w; col++ {
			for _, d := range c4Dirs {
				ec, er := col+3*d[0], row+3*d[1]
				if ec < 0 || ec >= w || er < 0 || er >= h {
					continue
				}
				a, b := 0, 0
				for k := 0; k < 4; k++ {
					switch p.cells[(row+k*d[1])*w+col+k*d[0]] {
					case mine:
						a++
					case theirs:
						b++
					}
				}
				switch {
				case b == 0:
					s += c4Weights[a]
				case a == 0:
					s -= c4Weights[b]
				}
			}
		}
	}
	return game.Squash(float64(s), 50)
}

// cell returns the disc on (col, row): 'X', 'O' or '-'.
func (p C4) cell(col, row int) byte {
	return "-XO"[p.cells[row*int(p.w)+col]]
}

// String returns the board string: the squares from a1 row by row
// upwards, a space and the side to move.
func (p C4) String() string {
	var b strings.Builder
	for row := 0; row < int(p.h); row++ {
		for col := 0; col < int(p.w); col++ {
			b.WriteByte(p.cell(col, row))
		}
	}
	return b.String() + " " + p.turn.String()
}

// Diagram draws the board, row 1 at the bottom, the last disc dropped
// (in column last) outlined, and the side to move or the result.
func (p C4) Diagram(last game.Move) string {
	lc, lr := -1, -1
	if last >= 0 && p.height[last] > 0 {
		lc, lr = int(last), int(p.height[last])-1
	}
	return game.GridDiagram(int(p.w), int(p.h), p.cell, true, lc, lr) + game.StatusLine(p)
}

// FormatMove writes the column's letter: "d".
func (C4) FormatMove(m game.Move) string { return string(rune('a' + int(m))) }

// ParseMove reads a column letter.
func (p C4) ParseMove(s string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if len(t) != 1 || t[0] < 'a' || int(t[0]-'a') >= int(p.w) {
		return game.NoMove, errorf("%q is not a column of this board; want a letter, a to %c", s, 'a'+p.w-1)
	}
	return game.Move(t[0] - 'a'), nil
}

// SearchableToTheEnd returns false: Connect Four's tree is too big to
// search to the end in a move.
func (ConnectFour) SearchableToTheEnd() bool { return false }

// LayGrid lays out the columns, a click on a column dropping a disc there.
func (q C4) LayGrid(last game.Move, click, name func(game.Move) string) game.Grid {
	w, h := int(q.w), int(q.h)
	g := game.Grid{Last: -1, Style: game.ColumnsBoard.String(), Cols: w, Rows: h}
	lastRow := -1
	if last >= 0 && int(last) < w {
		lastRow = int(q.height[last]) - 1
	}
	for r := h - 1; r >= 0; r-- {
		for c := 0; c < w; c++ {
			g.Cells = append(g.Cells, string(q.cell(c, r)))
			g.Moves = append(g.Moves, click(game.Move(c)))
			g.Names = append(g.Names, name(game.Move(c)))
			if game.Move(c) == last && r == lastRow {
				g.Last = len(g.Cells) - 1
			}
		}
	}
	g.ColLabels, g.RowLabels = game.Letters(w), game.Numbers(h, true)
	return g
}

// errorf makes an error of a game's rules, which speak as package game's.
func errorf(format string, args ...any) error { return fault.New("game", format, args...) }

// itoa writes n in decimal.
func itoa(n int) string { return strconv.Itoa(n) }

// Encoding returns 2·W·H inputs (the mover's discs, then the
// opponent's, square row·W+col, row 0 at the bottom) and W actions (a
// column).
func (g ConnectFour) Encoding() (inputs, actions int) { return 2 * g.W * g.H, g.W }

// Encode writes the mover's discs and the opponent's.
func (p C4) Encode(dst []float32) {
	squares := int(p.w) * int(p.h)
	mine := uint8(p.turn) + 1
	for i := range squares {
		c := p.cells[i]
		dst[i] = b2f(c == mine)
		dst[squares+i] = b2f(c != 0 && c != mine)
	}
}

// Action returns the column's number, a 0.
func (C4) Action(m game.Move) int { return int(m) }

// b2f is 1 for true, 0 for false.
func b2f(b bool) float32 {
	if b {
		return 1
	}
	return 0
}

// Symmetries returns the identity and the board's mirror, left to
// right.
func (g ConnectFour) Symmetries() (inputs, actions [][]int) {
	for _, mirror := range []bool{false, true} {
		in, acts := make([]int, 2*g.W*g.H), make([]int, g.W)
		for c := range g.W {
			from := c
			if mirror {
				from = g.W - 1 - c
			}
			acts[c] = from
			for r := range g.H {
				in[r*g.W+c] = r*g.W + from
				in[g.W*g.H+r*g.W+c] = g.W*g.H + r*g.W + from
			}
		}
		inputs, actions = append(inputs, in), append(actions, acts)
	}
	return inputs, actions
}

// network is the network gametree ships for Connect Four on 7x6 (a
// board of another size is refused it), trained by the command in its
// second line (docs/az.md).
//
//go:embed network.az
var network []byte

// Network returns the network gametree ships.
func (ConnectFour) Network() []byte { return network }
