package game

import (
	"math"
	"strconv"
	"strings"

	"gametree/internal/fault"
	"gametree/internal/msg"
	"gametree/internal/num"
)

// The parts of the interface that tic-tac-toe, Connect Four and Nim share:
// players named X and O, finished games worth +1, 0 or -1, values that
// count nothing, boards laid out from their Grid.

// PlayerName returns "X" or "O".
func (TicTacToe) PlayerName(p Player) string { return p.String() }

// PlayerName returns "X" or "O".
func (ConnectFour) PlayerName(p Player) string { return p.String() }

// Dims returns 3, 3.
func (TicTacToe) Dims() (cols, rows int) { return 3, 3 }

// Dims returns the width and the height.
func (g ConnectFour) Dims() (cols, rows int) { return g.W, g.H }

// Margins returns false: a game ends won, drawn or lost.
func (TicTacToe) Margins() bool { return false }

// Margins returns false: a game ends won, drawn or lost.
func (ConnectFour) Margins() bool { return false }

// FormatValue writes v as FormatUtility does.
func (TicTacToe) FormatValue(v float64, final bool) string { return FormatUtility(v) }

// FormatValue writes v as FormatUtility does.
func (ConnectFour) FormatValue(v float64, final bool) string { return FormatUtility(v) }

// ParseValue reads a number.
func (TicTacToe) ParseValue(s string) (float64, error) { return ParseNumber(s) }

// ParseValue reads a number.
func (ConnectFour) ParseValue(s string) (float64, error) { return ParseNumber(s) }

// ParseNumber reads a value written as a number: "3", "-2.5", "+0.25";
// not an infinity, NaN, hexadecimal nor digits grouped by "_".
func ParseNumber(s string) (float64, error) {
	f := strings.TrimSpace(s)
	v, err := strconv.ParseFloat(f, 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) || strings.ContainsAny(f, "xXpP_") {
		return 0, fault.Errorf("%q is not a value: want a number such as 3 or -2.5", s)
	}
	return v, nil
}

// ValueWithUnit writes v as FormatUtility does: the values count nothing.
func (TicTacToe) ValueWithUnit(v float64) string { return FormatUtility(v) }

// ValueWithUnit writes v as FormatUtility does: the values count nothing.
func (ConnectFour) ValueWithUnit(v float64) string { return FormatUtility(v) }

// Unit returns "": the values count nothing.
func (TicTacToe) Unit() string { return "" }

// Unit returns "": the values count nothing.
func (ConnectFour) Unit() string { return "" }

// DiagramGrid returns 0: a screen shows the whole diagram.
func (TicTacToe) DiagramGrid() int { return 0 }

// DiagramGrid returns 0: a screen shows the whole diagram.
func (ConnectFour) DiagramGrid() int { return 0 }

// FormatUtility writes a value of a game whose values lie in [-1, +1]:
// "+1" for a win, as the textbook writes it, "+0.25", "0", "-1"; "+inf"
// and "-inf" for infinite bounds.
func FormatUtility(v float64) string {
	if v > 0 && !math.IsInf(v, 1) {
		return "+" + FormatNumber(v)
	}
	return FormatNumber(v)
}

// FormatNumber writes v without a needless decimal point: "+inf" and
// "-inf" for infinities, "0" for zero of either sign.
func FormatNumber(v float64) string { return num.Format(v) }

// Board lays the board out from its Grid, last marked (found from prev
// when last is NoMove).
func (p TTT) Board(prev Position, last Move) Board { return GridBoard(p, MoveOr(last, prev, p)) }

// Board lays the board out from its Grid, last marked (found from prev
// when last is NoMove).
func (p C4) Board(prev Position, last Move) Board { return GridBoard(p, MoveOr(last, prev, p)) }

// MoveOr returns last, or when it is NoMove the move from prev to p.
func MoveOr(last Move, prev, p Position) Move {
	if last != NoMove {
		return last
	}
	return MoveBetween(prev, p)
}

// MoveBetween returns the move that leads from prev to p, NoMove when
// none does or prev is nil (not known).
func MoveBetween(prev, p Position) Move {
	if prev == nil {
		return NoMove
	}
	for _, m := range prev.AppendMoves(nil) {
		if prev.Play(m).String() == p.String() {
			return m
		}
	}
	return NoMove
}

// DiagramWith draws the board as PlainDiagram does.
func (p TTT) DiagramWith(last Move, opt DiagramOptions) string { return PlainDiagram(p, last, opt) }

// DiagramWith draws the board as PlainDiagram does.
func (p C4) DiagramWith(last Move, opt DiagramOptions) string { return PlainDiagram(p, last, opt) }

// PlainDiagram is p's diagram, last marked: its status line in opt.Lang,
// or none with opt.NoStatus (these games have no Unicode drawing).
func PlainDiagram(p Position, last Move, opt DiagramOptions) string {
	if opt.NoStatus {
		return DiagramBodyIn(p, last, opt.Lang)
	}
	return DiagramIn(p, last, opt.Lang)
}

// Final returns the utility: +1, 0 or -1.
func (p TTT) Final(pl Player) float64 { return p.Utility(pl) }

// Final returns the utility: +1, 0 or -1.
func (p C4) Final(pl Player) float64 { return p.Utility(pl) }

// Result says who won, or "a draw".
func (p TTT) Result(l msg.Lang) string { return winner(p, l) }

// Result says who won, or "a draw".
func (p C4) Result(l msg.Lang) string { return winner(p, l) }

// winner says how a finished game of X and O ended, in l: "X wins", "O
// wins" or "a draw".
func winner(p Position, l msg.Lang) string {
	switch p.Utility(X) {
	case 1:
		return l.Word("X wins")
	case -1:
		return l.Word("O wins")
	}
	return l.Word("a draw")
}
