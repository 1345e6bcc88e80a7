package connect4

import (
	"gametree/game"
	"gametree/internal/msg"
)

// PlayerName returns "X" or "O".
func (ConnectFour) PlayerName(p game.Player) string { return p.String() }

// Dims returns the width and the height.
func (g ConnectFour) Dims() (cols, rows int) { return g.W, g.H }

// Margins returns false: a game ends won, drawn or lost.
func (ConnectFour) Margins() bool { return false }

// FormatValue writes v as FormatUtility does.
func (ConnectFour) FormatValue(v float64, final bool) string { return game.FormatUtility(v) }

// ParseValue reads a number.
func (ConnectFour) ParseValue(s string) (float64, error) { return game.ParseNumber(s) }

// ValueWithUnit writes v as FormatUtility does: the values count nothing.
func (ConnectFour) ValueWithUnit(v float64) string { return game.FormatUtility(v) }

// Unit returns "": the values count nothing.
func (ConnectFour) Unit() string { return "" }

// DiagramGrid returns 0: a screen shows the whole diagram.
func (ConnectFour) DiagramGrid() int { return 0 }

// Board lays the board out from its Grid, last marked (found from prev
// when last is NoMove).
func (p C4) Board(prev game.Position, last game.Move) game.Board {
	return game.GridBoard(p, game.MoveOr(last, prev, p))
}

// DiagramWith draws the board as PlainDiagram does.
func (p C4) DiagramWith(last game.Move, opt game.DiagramOptions) string {
	return game.PlainDiagram(p, last, opt)
}

// Final returns the utility: +1, 0 or -1.
func (p C4) Final(pl game.Player) float64 { return p.Utility(pl) }

// Result says who won, or "a draw".
func (p C4) Result(l msg.Lang) string { return game.Winner(p, l) }

// SplitMoves cuts "dcd" into "d" "c" "d".
func (ConnectFour) SplitMoves(word string) []string { return game.SplitEvery(word, 1) }

// SizeName returns "7x6".
func (g ConnectFour) SizeName() string { return g.Size() }

// SizeParam returns "7x6".
func (g ConnectFour) SizeParam() string { return g.Size() }
