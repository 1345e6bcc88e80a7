package tictactoe

import (
	"gametree/game"
	"gametree/internal/fault"
	"math/bits"
	"math/rand/v2"
	"strconv"
	"strings"

	"gametree/internal/msg"
)

// init registers the game.
func init() {
	game.Register(game.Entry{Name: "tictactoe", Play: "Play tic-tac-toe", Aliases: []string{"tic-tac-toe"}, Title: "tic-tac-toe", Rank: 20, New: newTicTacToe})
}

// TicTacToe is tic-tac-toe on 3x3: squares a1 to c3 (columns a to c, rows
// 1 to 3, row 1 at the top of a diagram), X first, three in a row wins.
type TicTacToe struct{}

// Name returns "tictactoe".
func (TicTacToe) Name() string { return "tictactoe" }

// Title returns "tic-tac-toe".
func (TicTacToe) Title() string { return "tic-tac-toe" }

// Notation returns how a move is written.
func (TicTacToe) Notation() string { return "a square, a1 to c3" }

// BoardNotation returns how a board string is written.
func (TicTacToe) BoardNotation() string { return "9 squares from a1 (X O -), then X or O" }

// EvalName names the evaluation.
func (TicTacToe) EvalName() string { return "open lines" }

// Start returns the empty board, X to move.
func (TicTacToe) Start() game.Position { return TTT{} }

// ParsePosition reads a board string: the 9 squares from a1 row by row (a1
// b1 c1 a2 ... c3), each X, O or -, then the side to move (X or O; it
// follows from the counts when left out). "X---O---- X" is X in a1 and O
// in b2, X to move.
func (TicTacToe) ParsePosition(s string) (game.Position, error) {
	cells, side, err := game.BoardCells(s, 9, "tic-tac-toe")
	if err != nil {
		return nil, err
	}
	var p TTT
	for i, c := range cells {
		switch c {
		case 'X':
			p.x |= 1 << i
		case 'O':
			p.o |= 1 << i
		}
	}
	if p.turn, err = game.SideOf(bits.OnesCount16(p.x), bits.OnesCount16(p.o), side, "tic-tac-toe"); err != nil {
		return nil, err
	}
	if p.wins(p.x) && p.wins(p.o) {
		return nil, errorf("tic-tac-toe board %q: X and O both have three in a row; a game stops at the first", s)
	}
	return p, nil
}

// tttLines are the eight lines of three: rows, columns, diagonals.
var tttLines = [8]uint16{
	0007, 0070, 0700, // rows 1, 2, 3
	0111, 0222, 0444, // columns a, b, c
	0421, 0124, // the diagonals a1-c3 and c1-a3
}

// TTT is a tic-tac-toe position: the squares of X and of O (bit 3*row +
// col) and the player to move.
type TTT struct {
	x, o uint16
	turn game.Player
}

// Game returns TicTacToe.
func (TTT) Game() game.Game { return TicTacToe{} }

// ToMove returns the player to move.
func (p TTT) ToMove() game.Player { return p.turn }

// wins reports whether the marks m hold a line.
func (TTT) wins(m uint16) bool {
	for _, l := range tttLines {
		if m&l == l {
			return true
		}
	}
	return false
}

// Over reports a line of three or a full board.
func (p TTT) Over() bool { return p.x|p.o == 0777 || p.wins(p.x) || p.wins(p.o) }

// AppendMoves appends the empty squares in order a1, b1, c1, a2, ...
func (p TTT) AppendMoves(dst []game.Move) []game.Move {
	if p.Over() {
		return dst
	}
	for i := 0; i < 9; i++ {
		if (p.x|p.o)&(1<<i) == 0 {
			dst = append(dst, game.Move(i))
		}
	}
	return dst
}

// Play puts the mover's mark on square m.
func (p TTT) Play(m game.Move) game.Position {
	if p.turn == game.X {
		p.x |= 1 << m
	} else {
		p.o |= 1 << m
	}
	p.turn = p.turn.Other()
	return p
}

// tttWins marks the sets of squares (9 bits) that hold a line.
var tttWins = func() (w [512]bool) {
	for m := range w {
		for _, l := range tttLines {
			w[m] = w[m] || uint16(m)&l == l
		}
	}
	return w
}()

// RandomPlayout plays the game out at random on its bits, allocating
// nothing.
func (p TTT) RandomPlayout(rng *rand.Rand, pl game.Player) (float64, int) {
	mine, theirs := &p.x, &p.o
	if p.turn == game.O {
		mine, theirs = theirs, mine
	}
	plies := 0
	for !tttWins[*mine] && !tttWins[*theirs] && p.x|p.o != 0777 {
		free := ^(p.x | p.o) & 0777
		if c := bits.OnesCount16(free); c > 1 {
			for k := rng.IntN(c); k > 0; k-- {
				free &= free - 1
			}
		}
		*mine |= free & -free
		mine, theirs = theirs, mine
		plies++
	}
	if plies%2 == 1 {
		p.turn = p.turn.Other()
	}
	return p.Utility(pl), plies
}

// Utility returns +1 if pl has a line, -1 if the opponent has, else 0.
func (p TTT) Utility(pl game.Player) float64 {
	mine, theirs := p.x, p.o
	if pl == game.O {
		mine, theirs = theirs, mine
	}
	switch {
	case p.wins(mine):
		return 1
	case p.wins(theirs):
		return -1
	}
	return 0
}

// Evaluate is the evaluation of AIMA's exercise on tic-tac-toe, 3 X2 + X1
// - (3 O2 + O1), where Xn counts the lines with n of pl's marks and none
// of the opponent's (open lines), divided by 25 so that it stays inside
// (-1, +1): the empty board is 0, X alone in the centre 0.16.
func (p TTT) Evaluate(pl game.Player) float64 {
	mine, theirs := p.x, p.o
	if pl == game.O {
		mine, theirs = theirs, mine
	}
	s := 0
	for _, l := range tttLines {
		a, b := bits.OnesCount16(mine&l), bits.OnesCount16(theirs&l)
		switch {
		case b == 0 && a == 2:
			s += 3
		case b == 0 && a == 1:
			s++
		case a == 0 && b == 2:
			s -= 3
		case a == 0 && b == 1:
			s--
		}
	}
	return float64(s) / 25
}

// cell returns the mark on square i: 'X', 'O' or '-'.
func (p TTT) cell(i int) byte {
	switch {
	case p.x&(1<<i) != 0:
		return 'X'
	case p.o&(1<<i) != 0:
		return 'O'
	}
	return '-'
}

// String returns the board string: "X---O---- X".
func (p TTT) String() string {
	var b strings.Builder
	for i := 0; i < 9; i++ {
		b.WriteByte(p.cell(i))
	}
	return b.String() + " " + p.turn.String()
}

// Diagram draws the board, row 1 at the top, the last move outlined, and
// the side to move or the result under it.
func (p TTT) Diagram(last game.Move) string {
	lc, lr := -1, -1
	if last >= 0 {
		lc, lr = int(last)%3, int(last)/3
	}
	d := game.GridDiagram(3, 3, func(c, r int) byte { return p.cell(3*r + c) }, false, lc, lr)
	return d + game.StatusLine(p)
}

// FormatMove writes the square: "b2".
func (TTT) FormatMove(m game.Move) string { return game.SquareName(int(m)%3, int(m)/3) }

// ParseMove reads a square a1 to c3.
func (TTT) ParseMove(s string) (game.Move, error) {
	c, r, ok := game.ParseSquare(s, 3, 3)
	if !ok {
		return game.NoMove, errorf("%q is not a tic-tac-toe square; want a1 to c3", s)
	}
	return game.Move(3*r + c), nil
}

// ExerciseIntro says what an exercise on a tic-tac-toe tree is: the
// position, the scores of its leaves (AIMA's evaluation) and the order of
// the squares.
func (TicTacToe) ExerciseIntro(depth int, moves string, toMove game.Player, l msg.Lang) string {
	return l.T("The tic-tac-toe tree of depth %s after %s (%s to move: MAX). A finished game scores +1, 0 or -1 for MAX; a leaf where the game goes on, (3 X2 + X1 - 3 O2 - O1) / 25, where X2 and X1 count the lines with two or one of MAX's marks and none of MIN's, O2 and O1 the same for MIN (AIMA's evaluation). Alpha-beta searches children left to right, squares in the order a1 b1 c1 a2 ... c3.",
		strconv.Itoa(depth), moves, toMove)
}

// newTicTacToe makes tic-tac-toe, which takes no size but its own.
func newTicTacToe(size string) (game.Game, error) {
	if s := strings.TrimSpace(size); s != "" && s != "3x3" && s != "3" {
		return nil, errorf("tic-tac-toe is played on 3x3; it takes no size (got %q)", size)
	}
	return TicTacToe{}, nil
}

// LayGrid lays out the squares, a click on an empty one playing there.
func (q TTT) LayGrid(last game.Move, click, name func(game.Move) string) game.Grid {
	g := game.Grid{Last: -1, Style: game.SquaresBoard.String(), Cols: 3, Rows: 3}
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			i := r*3 + c
			g.Cells = append(g.Cells, string(q.cell(i)))
			g.Moves = append(g.Moves, click(game.Move(i)))
			g.Names = append(g.Names, name(game.Move(i)))
			if game.Move(i) == last {
				g.Last = len(g.Cells) - 1
			}
		}
	}
	g.ColLabels, g.RowLabels = game.Letters(3), game.Numbers(3, false)
	return g
}

// errorf makes an error of a game's rules, which speak as package game's.
func errorf(format string, args ...any) error { return fault.New("game", format, args...) }
