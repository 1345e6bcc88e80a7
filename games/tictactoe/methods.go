package tictactoe

import (
	_ "embed"
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

// Encoding returns 18 inputs (the mover's marks, then the opponent's,
// a1 to c3) and 9 actions (a square).
func (TicTacToe) Encoding() (inputs, actions int) { return 18, 9 }

// Encode writes the mover's marks and the opponent's.
func (p TTT) Encode(dst []float32) {
	mine, theirs := p.x, p.o
	if p.turn == game.O {
		mine, theirs = p.o, p.x
	}
	for i := range 9 {
		dst[i] = float32(mine >> i & 1)
		dst[9+i] = float32(theirs >> i & 1)
	}
}

// Action returns the square's number, a1 0 to c3 8.
func (TTT) Action(m game.Move) int { return int(m) }

// network is the network gametree ships for tic-tac-toe, trained by the
// command in its second line (docs/az.md).
//
//go:embed network.az
var network []byte

// Network returns the network gametree ships.
func (TicTacToe) Network() []byte { return network }

// Symmetries returns the board's eight: rotations and reflections of the
// square, on each plane of inputs and on the squares.
func (TicTacToe) Symmetries() (inputs, actions [][]int) {
	for k := range 8 {
		sq := make([]int, 9)
		for r := range 3 {
			for c := range 3 {
				rr, cc := r, c
				if k&4 != 0 {
					rr, cc = cc, rr
				}
				if k&2 != 0 {
					rr = 2 - rr
				}
				if k&1 != 0 {
					cc = 2 - cc
				}
				sq[3*r+c] = 3*rr + cc
			}
		}
		in := make([]int, 18)
		for i, s := range sq {
			in[i], in[9+i] = s, 9+s
		}
		inputs, actions = append(inputs, in), append(actions, sq)
	}
	return inputs, actions
}
