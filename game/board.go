package game

// BoardStyle says how a position's board is drawn.
type BoardStyle uint8

// The styles of board.
const (
	// DiscsBoard is a green board with black and white discs (Othello).
	DiscsBoard BoardStyle = iota
	// SquaresBoard is tic-tac-toe's: white squares marked X or O.
	SquaresBoard
	// ColumnsBoard is Connect Four's: a blue board whose holes hold red
	// (X) or yellow (O) discs.
	ColumnsBoard
	// HeapsBoard is Nim's: a row of objects a heap.
	HeapsBoard
	// NoBoard is the board of a game that has none to draw
	// (game.Boarder): the drawings show no board.
	NoBoard
)

// styleNames are the names of the styles, as the pages know them.
var styleNames = []string{"discs", "squares", "columns", "heaps", "none"}

// String returns the style's name: "discs", "squares", "columns",
// "heaps" or "none"; the pages draw a board by it.
func (s BoardStyle) String() string {
	if int(s) < len(styleNames) {
		return styleNames[s]
	}
	return "none"
}

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

// Board is a position's board as the drawings show it: a grid of cells,
// row by row from the top, with the move that led to the position marked.
// The drawings need nothing else of the game.
type Board struct {
	Style      BoardStyle
	Cols, Rows int
	Cells      []Cell
	// ColLabels and RowLabels name the columns and rows ("a", "1"); a
	// Nim row is its heap's number.
	ColLabels, RowLabels []string
	// Played is the index of the cell of the move that led to the
	// position, -1 for none; Changed marks the other cells that move
	// changed (Othello's flipped discs), nil when none did.
	Played  int
	Changed []bool
}

// GridBoard lays out p, a position that lays out its own grid
// (GridLayer: tic-tac-toe, Connect Four, Nim), as a Board, last (NoMove
// for none) marked: a heaps board's rows numbered by heap.
func GridBoard(p Position, last Move) Board {
	g := gridOf(p, last, false)
	b := Board{Cols: g.Cols, Rows: g.Rows, ColLabels: g.ColLabels, RowLabels: g.RowLabels, Played: g.Last}
	switch g.Style {
	case ColumnsBoard.String():
		b.Style = ColumnsBoard
	case HeapsBoard.String():
		b.Style = HeapsBoard
		for i := range b.RowLabels {
			b.RowLabels[i] = itoa(i + 1)
		}
	default:
		b.Style = SquaresBoard
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
