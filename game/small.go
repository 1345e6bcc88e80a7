package game

import (
	"math"
	"strconv"
	"strings"

	"gametree/internal/fault"
	"gametree/internal/msg"
	"gametree/internal/num"
)

// The helpers the small games share (tic-tac-toe, Connect Four, Nim):
// values read as numbers, boards laid out from their Grid, diagrams with
// their status line, results in words. Players named X and O, finished
// games worth their utility and values that count nothing are the
// defaults (defaults.go), which those games take.

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

// PlainDiagram is p's diagram, last marked: its status line in opt.Lang,
// or none with opt.NoStatus (these games have no Unicode drawing).
func PlainDiagram(p Position, last Move, opt DiagramOptions) string {
	if opt.NoStatus {
		return DiagramBodyIn(p, last, opt.Lang)
	}
	return DiagramIn(p, last, opt.Lang)
}

// Winner says how a finished game of X and O ended, in l: "X wins", "O
// wins" or "a draw".
func Winner(p Position, l msg.Lang) string {
	switch p.Utility(X) {
	case 1:
		return l.Word("X wins")
	case -1:
		return l.Word("O wins")
	}
	return l.Word("a draw")
}
