package connect4

import (
	"gametree/game"
	"gametree/internal/msg"
)

// Dims returns the width and the height.
func (g ConnectFour) Dims() (cols, rows int) { return g.W, g.H }

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

// Result says who won, or "a draw".
func (p C4) Result(l msg.Lang) string { return game.Winner(p, l) }

// SplitMoves cuts "dcd" into "d" "c" "d".
func (ConnectFour) SplitMoves(word string) []string { return game.SplitEvery(word, 1) }

// SizeName returns "7x6".
func (g ConnectFour) SizeName() string { return g.Size() }

// SizeParam returns "7x6".
func (g ConnectFour) SizeParam() string { return g.Size() }
