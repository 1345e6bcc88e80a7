package nim

import (
	"strings"

	"gametree/game"
	"gametree/internal/msg"
)

// Board lays the heaps out from their Grid, the objects last took drawn
// as taken (last found from prev when it is NoMove).
func (p NimPos) Board(prev game.Position, last game.Move) game.Board {
	return heapsBoard(p, prev, last, p.heaps[:p.n])
}

// heapsBoard is the board of p, of heaps heaps, after last (found from
// prev when it is NoMove): the objects last took drawn as taken.
func heapsBoard(p, prev game.Position, last game.Move, heaps []int8) game.Board {
	last = game.MoveOr(last, prev, p)
	b := game.GridBoard(p, last)
	if last == game.NoMove {
		return b
	}
	none := func(game.Move) string { return "" }
	return nimBoard(b, layHeaps(heaps, none, none), last)
}

// DiagramWith draws the heaps as PlainDiagram does.
func (p NimPos) DiagramWith(last game.Move, opt game.DiagramOptions) string {
	return game.PlainDiagram(p, last, opt)
}

// Result says who took the last object and won.
func (p NimPos) Result(l msg.Lang) string {
	if p.Utility(game.X) > 0 {
		return l.Word("X took the last object and wins")
	}
	return l.Word("O took the last object and wins")
}

// SizeName returns the heaps of the start: "3 4 5".
func (g Nim) SizeName() string { return strings.TrimSuffix(g.Start().String(), " X") }

// Caption names Nim with the heaps it starts from in captions ("Nim 3 4
// 5"), so that "the start" says which heaps.
func (g Nim) Caption(msg.Lang) string { return game.TitleWithSize(g) }

// LayGrid lays out the heaps, a row a heap, a click on an object taking
// it and those after it.
func (q NimPos) LayGrid(last game.Move, click, name func(game.Move) string) game.Grid {
	return layHeaps(q.heaps[:q.n], click, name)
}

// Board lays the heaps out as Nim's are, the objects last took drawn as
// taken.
func (p NimThreePos) Board(prev game.Position, last game.Move) game.Board {
	return heapsBoard(p, prev, last, p.heaps[:p.n])
}

// LayGrid lays out the heaps as Nim's are: a row a heap, a click on an
// object taking it and those after it.
func (p NimThreePos) LayGrid(last game.Move, click, name func(game.Move) string) game.Grid {
	return layHeaps(p.heaps[:p.n], click, name)
}

// layHeaps lays out heaps, a row a heap, a click on an object taking it
// and those after it.
func layHeaps(heaps []int8, click, name func(game.Move) string) game.Grid {
	g := game.Grid{Last: -1}
	g.Style = game.HeapsBoard.String()
	most := 1
	for _, h := range heaps {
		most = max(most, int(h))
	}
	g.Cols, g.Rows = most, len(heaps)
	for i, h := range heaps {
		n := int(h)
		g.RowLabels = append(g.RowLabels, "heap "+itoa(i+1))
		for k := 0; k < most; k++ {
			cell, mv, nm := "", "", ""
			if k < n {
				cell, mv, nm = "|", click(nimMove(i, n-k)), name(nimMove(i, n-k))
			}
			g.Cells = append(g.Cells, cell)
			g.Moves = append(g.Moves, mv)
			g.Names = append(g.Names, nm)
		}
	}
	g.ColLabels = make([]string, most)
	return g
}

// nimBoard is the board of a Nim position after last: each heap's
// objects, and the objects last took, drawn as taken after the others of
// their heap (the first of them is the cell played).
func nimBoard(b game.Board, g game.Grid, last game.Move) game.Board {
	b.Played = -1
	heap, count := NimTake(last)
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
			cell := game.NoCell
			switch {
			case c < sizes[r]:
				cell = game.Object
			case r == heap && c < sizes[r]+count:
				cell = game.Taken
				if c == sizes[r] {
					b.Played = len(b.Cells)
				}
			}
			b.Cells = append(b.Cells, cell)
		}
	}
	return b
}
