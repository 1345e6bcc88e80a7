package tree

import (
	"strconv"

	"gametree/game"
	"gametree/othello"
)

// BoardStyle says how a node's board is drawn.
type BoardStyle uint8

// The styles of board.
const (
	// OthelloBoard is a green board with black and white discs.
	OthelloBoard BoardStyle = iota
	// SquaresBoard is tic-tac-toe's: white squares marked X or O.
	SquaresBoard
	// ColumnsBoard is Connect Four's: a blue board whose holes hold red
	// (X) or yellow (O) discs.
	ColumnsBoard
	// HeapsBoard is Nim's: a row of objects a heap.
	HeapsBoard
)

// Cell is what a cell of a Board holds.
type Cell uint8

// The contents of a cell.
const (
	// Empty is an empty square.
	Empty Cell = iota
	// First is a mark, disc or piece of the first player: X (Black in
	// Othello).
	First
	// Second is one of the second player: O (White).
	Second
	// Object is an object of a Nim heap.
	Object
	// NoCell is past the end of a Nim heap.
	NoCell
	// Taken is an object the move just played took from its Nim heap.
	Taken
)

// Board is a node's board as the drawings show it: a grid of cells, row by
// row from the top, with the move that led to the node marked. The
// drawings need nothing else of the game.
type Board struct {
	Style      BoardStyle
	Cols, Rows int
	Cells      []Cell
	// ColLabels and RowLabels name the columns and rows ("a", "1"); a
	// Nim row is its heap's number.
	ColLabels, RowLabels []string
	// Played is the index of the cell of the move that led to the node,
	// -1 for none; Changed marks the other cells that move changed
	// (Othello's flipped discs), nil when none did.
	Played  int
	Changed []bool
}

// HasBoards reports whether the nodes of t have boards to draw: Othello
// trees and game trees, not textbook trees.
func (t *Tree) HasBoards() bool { return t.Kind != Textbook }

// Board returns the board of node n of an Othello or game tree; the
// root's marks the move that led to it when t.Before is known.
func (t *Tree) Board(n int32) Board {
	if t.Kind == Game {
		return gameBoard(t.GamePosition(n), t.GameMove(n))
	}
	p := t.Position(n)
	size := p.Size()
	b := Board{Style: OthelloBoard, Cols: size, Rows: size, Played: -1}
	for r := 0; r < size; r++ {
		b.RowLabels = append(b.RowLabels, strconv.Itoa(r+1))
		b.ColLabels = append(b.ColLabels, string(rune('a'+r)))
		for c := 0; c < size; c++ {
			cell := Empty
			if col, ok := p.At(othello.NewSquare(c, r)); ok {
				cell = First
				if col == othello.White {
					cell = Second
				}
			}
			b.Cells = append(b.Cells, cell)
		}
	}
	var prev othello.Position
	switch {
	case n > 0 && t.Nodes[n].Move != othello.Pass:
		prev = t.Position(t.Nodes[n].Parent)
		sq := t.Nodes[n].Move
		b.Played = sq.Row()*size + sq.Col()
	case n == 0 && t.Before != nil:
		prev = *t.Before
		// The square that was empty and is not now.
		for i, cell := range b.Cells {
			if _, was := prev.At(othello.NewSquare(i%size, i/size)); !was && cell != Empty {
				b.Played = i
			}
		}
	}
	if b.Played >= 0 {
		mover := b.Cells[b.Played]
		b.Changed = make([]bool, len(b.Cells))
		for i, cell := range b.Cells {
			if was, ok := prev.At(othello.NewSquare(i%size, i/size)); ok && i != b.Played && cell == mover {
				wasCell := First
				if was == othello.White {
					wasCell = Second
				}
				b.Changed[i] = wasCell != cell
			}
		}
	}
	return b
}

// gameBoard lays out a position of a game of package game, last marked.
func gameBoard(p game.Position, last game.Move) Board {
	g := game.GridOf(p, last)
	b := Board{Cols: g.Cols, Rows: g.Rows, ColLabels: g.ColLabels, RowLabels: g.RowLabels, Played: g.Last}
	switch p.Game().(type) {
	case game.ConnectFour:
		b.Style = ColumnsBoard
	case game.Nim:
		b.Style = HeapsBoard
		// Nim's rows are numbered by heap.
		for i := range b.RowLabels {
			b.RowLabels[i] = strconv.Itoa(i + 1)
		}
	default:
		b.Style = SquaresBoard
	}
	if b.Style == HeapsBoard && last != game.NoMove {
		return nimBoard(b, g, last)
	}
	for _, c := range g.Cells {
		cell := Empty
		switch c {
		case "X":
			cell = First
		case "O":
			cell = Second
		case "|":
			cell = Object
		case "":
			cell = NoCell
		}
		b.Cells = append(b.Cells, cell)
	}
	return b
}

// nimBoard is the board of a Nim position after last: each heap's
// objects, and the objects last took, drawn as taken after the others of
// their heap (the first of them is the cell played).
func nimBoard(b Board, g game.Grid, last game.Move) Board {
	heap, count := game.NimTake(last)
	sizes := make([]int, g.Rows)
	for r := 0; r < g.Rows; r++ {
		for c := 0; c < g.Cols; c++ {
			if g.Cells[r*g.Cols+c] == "|" {
				sizes[r]++
			}
		}
	}
	b.Cols = max(g.Cols, sizes[heap]+count)
	b.Cells = b.Cells[:0]
	for r := 0; r < g.Rows; r++ {
		for c := 0; c < b.Cols; c++ {
			cell := NoCell
			switch {
			case c < sizes[r]:
				cell = Object
			case r == heap && c < sizes[r]+count:
				cell = Taken
				if c == sizes[r] {
					b.Played = len(b.Cells)
				}
			}
			b.Cells = append(b.Cells, cell)
		}
	}
	return b
}

// Diagram returns the board of node n as text, without status lines:
// Othello's diagram, or the game's with the move that led to n marked.
func (t *Tree) Diagram(n int32, unicode bool) string {
	if t.Kind == Game {
		return game.DiagramBody(t.GamePosition(n), t.GameMove(n))
	}
	return t.Position(n).Diagram(othello.DiagramOptions{Unicode: unicode, NoMarks: true, NoStatus: true})
}

// StepDiagram returns the board of node n as a step screen shows it: the
// diagram with the move that led to n outlined and the side to move (for
// Othello also the counts and legal moves, which a screen may cut: see
// DiagramGrid).
func (t *Tree) StepDiagram(n int32, unicode bool) string {
	if t.Kind == Game {
		return t.GamePosition(n).Diagram(t.GameMove(n))
	}
	dopt := othello.DiagramOptions{Unicode: unicode}
	if m := t.Nodes[n].Move; m >= 0 {
		dopt.Last = dopt.Last.With(m) // the move that led here, outlined
	}
	return t.Position(n).Diagram(dopt)
}

// DiagramGrid is the number of lines of StepDiagram that hold the board
// and the side to move; 0 when all of them do.
func (t *Tree) DiagramGrid() int {
	if t.Kind == Othello {
		return t.Start.Size() + 3
	}
	return 0
}

// IsPass reports whether node n is a pass: a node of an Othello tree
// whose move is a pass.
func (t *Tree) IsPass(n int32) bool {
	return t.Kind == Othello && n > 0 && t.Nodes[n].Move == othello.Pass
}

// Unit says what the values of an Othello tree count (othello.EvalUnit:
// "discs", "moves", "points"); empty for other trees.
func (t *Tree) Unit() string {
	if t.Kind != Othello {
		return ""
	}
	return othello.EvalUnit(t.Eval.Name())
}

// ValueWithUnit writes v as FormatValue does, with the unit of an Othello
// tree's evaluation: "-2 discs", "win +12".
func (t *Tree) ValueWithUnit(v float64) string {
	if t.Kind != Othello {
		return t.FormatValue(v)
	}
	return othello.ValueWithUnit(v, t.Eval.Name())
}

// Result says how the game ended at node n, a finished game: "Black 10,
// White 6: Black wins by 4" in Othello, "X wins", "O wins" or "a draw" in
// the other games ("X took the last object and wins" in Nim).
func (t *Tree) Result(n int32) string {
	if t.Kind != Game {
		return t.Position(n).Result().String()
	}
	p := t.GamePosition(n)
	w := game.X
	switch p.Utility(game.X) {
	case 0:
		return "a draw"
	case -1:
		w = game.O
	}
	if _, nim := p.Game().(game.Nim); nim {
		return w.String() + " took the last object and wins"
	}
	return w.String() + " wins"
}
