package tree

import (
	"gametree/game"
	"gametree/internal/msg"
)

// BoardStyle says how a node's board is drawn (see game.BoardStyle).
type BoardStyle = game.BoardStyle

// The styles of board.
const (
	// DiscsBoard is a green board with black and white discs (Othello).
	DiscsBoard = game.DiscsBoard
	// SquaresBoard is tic-tac-toe's: white squares marked X or O.
	SquaresBoard = game.SquaresBoard
	// ColumnsBoard is Connect Four's: a blue board whose holes hold red
	// (X) or yellow (O) discs.
	ColumnsBoard = game.ColumnsBoard
	// HeapsBoard is Nim's: a row of objects a heap.
	HeapsBoard = game.HeapsBoard
)

// Cell is what a cell of a Board holds (see game.Cell).
type Cell = game.Cell

// The contents of a cell.
const (
	// Empty is an empty square.
	Empty = game.Empty
	// First is a mark, disc or piece of the first player: X (Black in
	// Othello).
	First = game.First
	// Second is one of the second player: O (White).
	Second = game.Second
	// Object is an object of a Nim heap.
	Object = game.Object
	// NoCell is past the end of a Nim heap.
	NoCell = game.NoCell
	// Taken is an object the move just played took from its Nim heap.
	Taken = game.Taken
)

// Board is a node's board as the drawings show it (see game.Board): a grid
// of cells, row by row from the top, with the move that led to the node
// marked. The drawings need nothing else of the game.
type Board = game.Board

// HasBoards reports whether the nodes of t have boards to draw: game
// trees, not textbook trees.
func (t *Tree) HasBoards() bool { return t.Kind == Game }

// HasBoardPictures reports whether the nodes' boards are drawn as
// pictures: a game tree whose game has a board to draw (game.Boarder); a
// game without one (Pig) has its boards as its diagrams' text alone.
func (t *Tree) HasBoardPictures() bool {
	_, ok := t.Root.(game.Boarder)
	return t.Kind == Game && ok
}

// Board returns the board of node n of a game tree, the move that led to
// it marked; the root's marks the move that led to it when t.Before is
// known.
func (t *Tree) Board(n int32) Board {
	_, b := t.PositionBoard(n)
	return b
}

// PositionBoard returns the position of node n and its Board, from one
// replay of the moves to it.
func (t *Tree) PositionBoard(n int32) (game.Position, Board) {
	if n == 0 {
		return t.Root, game.BoardOf(t.Root, t.Before, game.NoMove)
	}
	if t.Nodes[n].Move == StandPat {
		return t.PositionBoard(t.Nodes[n].Parent) // the position stands
	}
	// One replay, to the parent: the node is one move further.
	parent := t.Position(t.Nodes[n].Parent)
	m := t.Nodes[n].Move
	p := parent.Play(m)
	return p, game.BoardOf(p, parent, m)
}

// Diagram returns the board of node n as text, without the lines under
// it, as the game draws a node of a tree (the move that led to it marked
// where the game marks it; the root's when t.Before is known).
func (t *Tree) Diagram(n int32, unicode bool) string {
	last := t.Move(n)
	if n == 0 {
		last = game.MoveBetween(t.Before, t.Root)
	}
	return game.DiagramWith(t.Position(n), last, game.DiagramOptions{Unicode: unicode, NoStatus: true})
}

// StepDiagram returns the board of node n as a step screen shows it: the
// diagram with the move that led to n outlined and the side to move (for
// Othello also the counts and legal moves, which a screen may cut: see
// DiagramGrid), in the language l.
func (t *Tree) StepDiagram(n int32, unicode bool, l msg.Lang) string {
	return game.DiagramWith(t.Position(n), t.Move(n), game.DiagramOptions{Unicode: unicode, Lang: l})
}

// DiagramGrid is the number of lines of StepDiagram that hold the board
// and the side to move; 0 when all of them do.
func (t *Tree) DiagramGrid() int {
	if t.Kind != Game {
		return 0
	}
	return game.DiagramGrid(t.Root.Game())
}

// IsPass reports whether node n is a pass.
func (t *Tree) IsPass(n int32) bool {
	return t.Kind == Game && n > 0 && t.Nodes[n].Move == game.Pass
}

// Unit says what the values of a game tree count ("discs", "moves",
// "points" for Othello's evaluations); empty when they count nothing.
func (t *Tree) Unit() string {
	if t.Kind != Game {
		return ""
	}
	return game.Unit(t.Root.Game())
}

// ValueWithUnit writes v as FormatValue does, with the unit of the game's
// values: "-2 discs", "win +12".
func (t *Tree) ValueWithUnit(v float64) string {
	if t.Kind != Game {
		return t.FormatValue(v)
	}
	return game.ValueWithUnit(t.Root.Game(), v)
}

// Margins reports whether the finished games of t score their margin
// (Othello's "win +12") rather than +1, 0 or -1.
func (t *Tree) Margins() bool { return t.Kind == Game && game.Margins(t.Root.Game()) }

// Result says how the game ended at node n, a finished game, in the
// language l: "Black 10, White 6: Black wins by 4" in Othello, "X wins",
// "O wins" or "a draw" in the other games ("X took the last object and
// wins" in Nim).
func (t *Tree) Result(n int32, l msg.Lang) string { return game.Result(t.Position(n), l) }

// PlayerName names the player to move at node n of a game tree in the
// game's words ("Black", "X"); at the root, MAX.
func (t *Tree) PlayerName(n int32) string {
	p := t.Root
	if n != 0 {
		p = t.Position(n)
	}
	return game.PlayerName(p.Game(), p.ToMove())
}

// Caption names the game of a game tree for captions, in the language l:
// its title and, for a game on a grid, the grid's size ("Othello 8x8",
// "tic-tac-toe 3x3", "Nim").
func (t *Tree) Caption(l msg.Lang) string { return game.CaptionIn(t.Root.Game(), l) }

// Dims returns the columns and rows of a game tree's grid; 0, 0 for a
// game without one.
func (t *Tree) Dims() (cols, rows int) { return game.Dims(t.Root.Game()) }

// EvalName names the evaluation of a game tree: "mixed", "open lines".
func (t *Tree) EvalName() string { return game.EvalName(t.Root.Game()) }

// Walker gives the positions of the nodes of a game tree met in
// pre-order (the order a tree is written in), each from its parent's by
// one move where the parent was the last node met at its depth, else
// replayed from the root: a tree of a million nodes is written with a
// move a node, not a game's moves a node.
type Walker struct {
	t     *Tree
	nodes []int32
	pos   []game.Position
}

// Walker returns a Walker of t.
func (t *Tree) Walker() *Walker { return &Walker{t: t} }

// Position returns the position of node n.
func (w *Walker) Position(n int32) game.Position {
	t := w.t
	d := int(t.Nodes[n].Depth)
	for len(w.nodes) <= d {
		w.nodes, w.pos = append(w.nodes, -1), append(w.pos, nil)
	}
	var p game.Position
	if d > 0 && n != 0 && w.nodes[d-1] == t.Nodes[n].Parent && t.Nodes[n].Move == StandPat {
		p = w.pos[d-1] // the position stands
	} else if d > 0 && n != 0 && w.nodes[d-1] == t.Nodes[n].Parent {
		p = w.pos[d-1].Play(t.Nodes[n].Move)
	} else {
		p = t.Position(n)
	}
	w.nodes[d], w.pos[d] = n, p
	return p
}

// Grid returns the Board of node n, at position pos (Position), without
// the cells its move changed (Board.Changed: Othello's flips): what a
// record of the node needs.
func (w *Walker) Grid(n int32, pos game.Position) Board {
	if n == 0 {
		return w.t.Board(0)
	}
	if w.t.Nodes[n].Move == StandPat {
		return game.BoardOf(pos, nil, game.NoMove)
	}
	return game.BoardOf(pos, nil, w.t.Nodes[n].Move)
}
