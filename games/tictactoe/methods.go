package tictactoe

import (
	"gametree/game"
	"gametree/internal/msg"
)

// Dims returns 3, 3.
func (TicTacToe) Dims() (cols, rows int) { return 3, 3 }

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

// Result says who won, or "a draw".
func (p TTT) Result(l msg.Lang) string { return game.Winner(p, l) }

// SplitMoves cuts "b2a1" into "b2" "a1".
func (TicTacToe) SplitMoves(word string) []string { return game.SplitEvery(word, 2) }
