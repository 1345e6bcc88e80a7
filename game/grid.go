package game

import (
	"strings"

	"gametree/internal/msg"
)

// GridDiagram draws a board of w columns and h rows: the column letters
// above and below, each row between its numbers, cell(col, row) in each
// square (row 0 is row 1), and the square last (col, row; -1 for none)
// outlined with brackets in place of the spaces around it, as Othello's
// diagrams outline the move just played. With up, row 1 is at the bottom
// (Connect Four's gravity); otherwise at the top.
func GridDiagram(w, h int, cell func(col, row int) byte, up bool, lastCol, lastRow int) string {
	var b strings.Builder
	letters := "  "
	for c := 0; c < w; c++ {
		letters += string(rune('a'+c)) + " "
	}
	letters = strings.TrimRight(letters, " ") + "\n"
	b.WriteString(letters)
	for i := 0; i < h; i++ {
		row := i
		if up {
			row = h - 1 - i
		}
		num := itoa(row + 1)
		if len(num) < 2 && h >= 10 {
			num = " " + num
		}
		line := []byte(num + " ")
		for c := 0; c < w; c++ {
			line = append(line, cell(c, row), ' ')
		}
		if row == lastRow && lastCol >= 0 {
			at := len(num) + 1 + 2*lastCol
			line[at-1], line[at+1] = '[', ']'
		}
		b.Write(line)
		b.WriteString(num + "\n")
	}
	b.WriteString(letters)
	return b.String()
}

// ParseSquare reads a square "b2" of a board of w columns and h rows as
// its column and row (from 0).
func ParseSquare(s string, w, h int) (int, int, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if len(s) < 2 || s[0] < 'a' || int(s[0]-'a') >= w {
		return 0, 0, false
	}
	r := 0
	for _, d := range s[1:] {
		if d < '0' || d > '9' {
			return 0, 0, false
		}
		r = r*10 + int(d-'0')
		if r > h {
			return 0, 0, false
		}
	}
	if r < 1 {
		return 0, 0, false
	}
	return int(s[0] - 'a'), r - 1, true
}

// SquareName writes the square of column col and row row (from 0): "b2".
func SquareName(col, row int) string { return string(rune('a'+col)) + itoa(row+1) }

// itoa writes a small whole number.
func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// BoardCells reads the cells of a board string: its first n characters
// that are X, O or - (spaces skipped), then an optional side to move; it
// returns the cells and the side ("" when not given).
func BoardCells(s string, n int, what string) ([]byte, string, error) {
	t := strings.Join(strings.Fields(s), "")
	if len(t) < n {
		return nil, "", errorf("%s board %q: want %d characters X, O or - (then the side to move, X or O), got %d", what, s, n, len(t))
	}
	cells := []byte(strings.ToUpper(t[:n]))
	for i, c := range cells {
		if c != 'X' && c != 'O' && c != '-' {
			return nil, "", errorf("%s board %q: character %d is %q; want X, O or -", what, s, i+1, t[i])
		}
	}
	side := strings.ToUpper(t[n:])
	if side != "" && side != "X" && side != "O" {
		return nil, "", errorf("%s board %q: the side to move is %q; want X or O after the %d squares", what, s, t[n:], n)
	}
	return cells, side, nil
}

// SideOf checks the side to move of a board with nx X's and no O's (X
// moves first: X to move when they are equal, O when X has one more), and
// returns it; side, when given, must agree.
func SideOf(nx, no int, side, what string) (Player, error) {
	var p Player
	switch nx - no {
	case 0:
		p = X
	case 1:
		p = O
	default:
		return X, errorf("%s board: X has %d marks and O %d; X moves first, so X has as many as O or one more", what, nx, no)
	}
	if side != "" && side != p.String() {
		return X, errorf("%s board: with X %d and O %d it is %s to move, not %s", what, nx, no, p, side)
	}
	return p, nil
}

// Grid is a position laid out as the pages draw it: rows of cells, top
// row first, each with its mark and the move a click on it plays.
type Grid struct {
	// Style is how the board is drawn ("squares", "columns", "heaps"),
	// BoardStyle's name: the pages draw by it, knowing no game.
	Style string `json:"style"`
	// Cols and Rows are the grid's size; ColLabels and RowLabels name its
	// columns and rows ("a", "1"; a Nim row is "heap 1").
	Cols      int      `json:"cols"`
	Rows      int      `json:"rows"`
	ColLabels []string `json:"col_labels"`
	RowLabels []string `json:"row_labels"`
	// Cells are the cells row by row from the top: "X", "O", "-" (empty),
	// "|" (a Nim object) or "" (no cell: past the end of a heap).
	Cells []string `json:"cells"`
	// Moves are the legal move a click on each cell plays, "" for none:
	// the square, the column (Connect Four), or the objects from that one
	// to the end of its heap (Nim).
	Moves []string `json:"moves"`
	// Names are the move each cell stands for, legal or not ("a1",
	// Connect Four's column, Nim's "2:3"), "" for no cell: a click on a
	// cell that plays nothing sends it, and is told why it is not legal.
	Names []string `json:"names"`
	// Last is the index of the cell of the move just played, -1 for none.
	Last int `json:"last"`
}

// GridOf lays p out as a Grid, with last (NoMove for none) marked and the
// move a click on each cell plays.
func GridOf(p Position, last Move) Grid { return gridOf(p, last, true) }

// gridOf lays p out as GridOf does; the moves of the clicks only with
// clicks (the drawings of a tree need none, and a tree has many boards).
func gridOf(p Position, last Move, clicks bool) Grid {
	var legal map[Move]bool // nil without clicks: no cell plays
	if clicks {
		legal = map[Move]bool{}
		for _, m := range p.AppendMoves(nil) {
			legal[m] = true
		}
	}
	click := func(m Move) string {
		if legal[m] {
			return p.FormatMove(m)
		}
		return ""
	}
	name := func(m Move) string {
		if !clicks {
			return ""
		}
		return p.FormatMove(m)
	}
	if q, ok := p.(GridLayer); ok {
		return q.LayGrid(last, click, name)
	}
	return boardGrid(p, last, click, clicks)
}

// GridLayer is a position that lays out its own grid (tic-tac-toe's
// squares, Connect Four's columns, Nim's heaps): last (NoMove for none)
// marked, click giving the move a click on a cell plays ("" for none),
// name the move each cell stands for ("" when none is asked).
type GridLayer interface {
	LayGrid(last Move, click, name func(Move) string) Grid
}

// Letters are the labels of n columns: a, b, c, ...
func Letters(n int) []string { return letters(n) }

// Numbers are the labels of n rows from 1, from the top, or from the
// bottom with up.
func Numbers(n int, up bool) []string { return numbers(n, up) }

// boardGrid lays out a position of any other game from its Board
// (Boarder; a game without one has the style "none" and no cell): a
// click on a cell plays the legal move written as the cell's name, its
// column's label and its row's ("d3" in Othello).
func boardGrid(p Position, last Move, click func(Move) string, clicks bool) Grid {
	b := BoardOf(p, nil, NoMove)
	g := Grid{Style: b.Style.String(), Cols: b.Cols, Rows: b.Rows, ColLabels: b.ColLabels, RowLabels: b.RowLabels, Last: -1}
	if b.Style == NoBoard || len(b.ColLabels) != b.Cols || len(b.RowLabels) != b.Rows {
		return Grid{Style: NoBoard.String(), ColLabels: []string{}, RowLabels: []string{}, Cells: []string{}, Moves: []string{}, Names: []string{}, Last: -1}
	}
	moves := map[string]string{} // a cell's name: the legal move played there
	for _, m := range p.AppendMoves(nil) {
		if s := click(m); s != "" {
			moves[strings.ToLower(s)] = s
		}
	}
	lastName := ""
	if last != NoMove {
		lastName = strings.ToLower(p.FormatMove(last))
	}
	marks := map[Cell]string{Empty: "-", First: "X", Second: "O", Object: "|", NoCell: "", Taken: "."}
	for i, cell := range b.Cells {
		name := strings.ToLower(b.ColLabels[i%b.Cols] + b.RowLabels[i/b.Cols])
		g.Cells = append(g.Cells, marks[cell])
		g.Moves = append(g.Moves, moves[name])
		if clicks {
			g.Names = append(g.Names, name)
		} else {
			g.Names = append(g.Names, "")
		}
		if name == lastName {
			g.Last = i
		}
	}
	return g
}

// letters returns the column letters a, b, ... of n columns.
func letters(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = string(rune('a' + i))
	}
	return out
}

// numbers returns the row numbers 1 to n, from the top row: n first when
// up (the rows count upwards).
func numbers(n int, up bool) []string {
	out := make([]string, n)
	for i := range out {
		k := i + 1
		if up {
			k = n - i
		}
		out[i] = itoa(k)
	}
	return out
}

// DiagramBody is p's diagram without its status line (whose move, or the
// result): the board alone, last (NoMove for none) marked, as the nodes
// of a drawn tree show it.
func DiagramBody(p Position, last Move) string {
	return strings.TrimSuffix(Diagram(p, last), StatusLine(p))
}

// DiagramBodyIn is p's diagram without its status line, in the language
// l where its board has words (Nim's heaps, Pig's scores).
func DiagramBodyIn(p Position, last Move, l msg.Lang) string {
	if b, ok := p.(Worded); ok && l != msg.En {
		return b.BodyIn(last, l)
	}
	return DiagramBody(p, last)
}

// Worded is a position whose diagram has words of its own above its
// status line (Nim's heaps, Pig's scores): BodyIn writes them in l.
type Worded interface {
	BodyIn(last Move, l msg.Lang) string
}

// DiagramIn is p's diagram with its status line (whose move, or the
// result) in the language l; the board alone never changes.
func DiagramIn(p Position, last Move, l msg.Lang) string {
	if l == msg.En {
		return Diagram(p, last)
	}
	st := StatusLine(p)
	body := strings.TrimSuffix(Diagram(p, last), st)
	if b, ok := p.(Worded); ok {
		// A body with words of its own (Nim's heaps), in l.
		body = b.BodyIn(last, l)
	}
	st = strings.TrimSuffix(st, "\n")
	if rest, ok := strings.CutSuffix(st, " to move"); ok {
		return body + l.T("%s to move", rest) + "\n"
	}
	if rest, ok := strings.CutPrefix(st, "Game over: "); ok {
		return body + l.T("Game over: %s", l.Word(rest)) + "\n"
	}
	return body + st + "\n"
}

// StatusLine is the line under a diagram: the side to move, or the result.
func StatusLine(p Position) string {
	if !p.Over() {
		return p.ToMove().String() + " to move\n"
	}
	switch p.Utility(X) {
	case 1:
		return "Game over: X wins\n"
	case -1:
		return "Game over: O wins\n"
	}
	return "Game over: a draw\n"
}
