package tictactoe

import (
	"gametree/game"
	"gametree/internal/msg"
)

// PlayerName returns "X" or "O".
func (TicTacToe) PlayerName(p game.Player) string { return p.String() }

// Dims returns 3, 3.
func (TicTacToe) Dims() (cols, rows int) { return 3, 3 }

// Margins returns false: a game ends won, drawn or lost.
func (TicTacToe) Margins() bool { return false }

// FormatValue writes v as FormatUtility does.
func (TicTacToe) FormatValue(v float64, final bool) string { return game.FormatUtility(v) }

// ParseValue reads a number.
func (TicTacToe) ParseValue(s string) (float64, error) { return game.ParseNumber(s) }

// ValueWithUnit writes v as FormatUtility does: the values count nothing.
func (TicTacToe) ValueWithUnit(v float64) string { return game.FormatUtility(v) }

// Unit returns "": the values count nothing.
func (TicTacToe) Unit() string { return "" }

// DiagramGrid returns 0: a screen shows the whole diagram.
func (TicTacToe) DiagramGrid() int { return 0 }

// Board lays the board out from its Grid, last marked (found from prev
// when last is NoMove).
func (p TTT) Board(prev game.Position, last game.Move) game.Board {
	return game.GridBoard(p, game.MoveOr(last, prev, p))
}

// DiagramWith draws the board as PlainDiagram does.
func (p TTT) DiagramWith(last game.Move, opt game.DiagramOptions) string {
	return game.PlainDiagram(p, last, opt)
}

// Final returns the utility: +1, 0 or -1.
func (p TTT) Final(pl game.Player) float64 { return p.Utility(pl) }

// Result says who won, or "a draw".
func (p TTT) Result(l msg.Lang) string { return game.Winner(p, l) }

// SplitMoves cuts "b2a1" into "b2" "a1".
func (TicTacToe) SplitMoves(word string) []string { return game.SplitEvery(word, 2) }
