package render

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"gametree/minimax"
	"gametree/othello"
	"gametree/tree"
)

// Colours and styles of the drawings.
const (
	colorPV     = "#d62728" // principal variation: red, as in the figures of the Java course project's report
	colorCut    = "#1f5fbf" // the edge after which a node cut off
	colorPruned = "#9a9a9a" // never visited
	// colorUnvisited and colorCurrent mark a search in progress.
	colorUnvisited = "#b0b0b0"
	colorCurrent   = "#ffe680"
	// fillPruned greys the inside of pruned nodes, so that they differ from
	// the nodes not visited yet (dotted, white) in greyscale too.
	fillPruned = "#ececec"
	fontName   = "Helvetica"
)

// DOT writes the tree in the DOT language of graphviz. The output is
// deterministic: nodes are named n0, n1, ... in pre-order, children in tree
// order. MAX nodes are drawn as houses pointing up, MIN nodes as houses
// pointing down, leaves as boxes (a finished game with a double border).
// Each label holds the node's move or letter, its value with its bound, its
// alpha-beta window on entry and on return and its visit number. The
// principal variation is bold and red, pruned nodes and edges dashed and
// grey, and the edge after which a node cut off is blue and labelled "cut".
// A legend and a caption (position, search, result and counts) come with
// it. With Boards, each node shows its board.
func DOT(w io.Writer, s *Search, opt Options) error {
	_, err := io.WriteString(w, dotString(s, opt))
	return err
}

// dotString returns what DOT writes.
func dotString(s *Search, opt Options) string {
	t := s.Tree
	nodes := s.visible(opt)
	id := drawnIDs(nodes)
	var b strings.Builder
	b.WriteString("digraph gametree {\n")
	var caption []string
	switch {
	case opt.Caption != "":
		caption = strings.Split(opt.Caption, "\n")
	case !opt.Bare:
		caption = s.describe()
	}
	if opt.Title != "" {
		caption = append([]string{opt.Title}, caption...)
	}
	rankdir := ""
	if opt.Layout == LeftRight {
		rankdir = ", rankdir=LR"
	}
	loc := "b"
	if opt.CaptionTop {
		loc = "t"
	}
	fmt.Fprintf(&b, "  graph [label=%s, labelloc=%s, labeljust=l, fontname=%q, fontsize=11, ranksep=0.45, nodesep=0.18, margin=0.2, bgcolor=white, ordering=out, splines=line%s];\n",
		graphLabel(s, opt, nodes, caption), loc, fontName, rankdir)
	fmt.Fprintf(&b, "  node [fontname=%q, fontsize=10, margin=\"0.1,0.04\", style=filled, fillcolor=white];\n", fontName)
	fmt.Fprintf(&b, "  edge [fontname=%q, fontsize=10, arrowhead=none];\n", fontName)
	for i, n := range nodes {
		fmt.Fprintf(&b, "  n%d [%s];\n", i, strings.Join(s.dotNode(n, opt, id), ", "))
	}
	for _, n := range nodes[1:] {
		p := t.Nodes[n].Parent
		if attrs := s.dotEdge(n, opt); len(attrs) == 0 {
			fmt.Fprintf(&b, "  n%d -> n%d;\n", id[p], id[n])
		} else {
			fmt.Fprintf(&b, "  n%d -> n%d [%s];\n", id[p], id[n], strings.Join(attrs, ", "))
		}
	}
	b.WriteString("}\n")
	return b.String()
}

// dotNode returns the attributes of node n: its shape, label and the
// style of what the search did there; id numbers the drawn nodes.
func (s *Search) dotNode(n int32, opt Options, id map[int32]int) []string {
	t := s.Tree
	a := s.ann(n)
	nd := t.Nodes[n]
	attrs := []string{}
	leaf := nd.Count == 0
	switch {
	case leaf:
		attrs = append(attrs, "shape=box")
		if nd.Terminal {
			attrs = append(attrs, "peripheries=2")
		}
	case t.IsMax(n):
		attrs = append(attrs, "shape=house")
	default:
		attrs = append(attrs, "shape=invhouse")
	}
	lines := s.nodeLines(n, opt, id)
	if opt.Boards && t.Kind == tree.Othello {
		attrs = append(attrs, "label="+htmlLabel(lines, s.boardMarks(n, opt)))
	} else if s.oneLine(n, opt) {
		// A leaf's row is its label's height: one line, and a box no
		// taller than it needs (graphviz's least is half an inch).
		attrs = append(attrs, "label="+quote(strings.Join(lines, "  ")), "height=0.3")
	} else {
		attrs = append(attrs, "label="+quote(strings.Join(lines, "\n")))
	}
	switch {
	case opt.Blank:
	case opt.Step != nil && opt.Step.Current == n:
		attrs = append(attrs, "fillcolor="+quote(colorCurrent), "penwidth=3")
	case a.Has(minimax.PV):
		attrs = append(attrs, "color="+quote(colorPV), "penwidth=2.5", "fontcolor="+quote(colorPV))
	case s.pruned(n, opt):
		attrs = append(attrs, "color="+quote(colorPruned), "fontcolor="+quote(colorPruned), `style="dashed,filled"`, "fillcolor="+quote(fillPruned))
	case s.unvisited(n, opt):
		attrs = append(attrs, "color="+quote(colorUnvisited), "fontcolor="+quote(colorUnvisited), `style="dotted,filled"`)
	}
	return attrs
}

// dotEdge returns the attributes of the edge to node n from its parent.
func (s *Search) dotEdge(n int32, opt Options) []string {
	t := s.Tree
	p := t.Nodes[n].Parent
	a, pa := s.ann(n), s.ann(p)
	var attrs []string
	switch {
	case opt.Blank:
	case a.Has(minimax.PV):
		attrs = append(attrs, "color="+quote(colorPV), "penwidth=2.5")
	case s.pruned(n, opt):
		attrs = append(attrs, "color="+quote(colorPruned), "style=dashed")
	case s.unvisited(n, opt):
		attrs = append(attrs, "color="+quote(colorUnvisited), "style=dotted")
	}
	if pa.Has(minimax.Cutoff) && pa.CutAfter == n && !opt.Blank {
		attrs = append(attrs, "color="+quote(colorCut), "penwidth=2", `label=" cut"`, "fontcolor="+quote(colorCut))
	}
	return attrs
}

// graphLabel returns the graph's label, under the drawing: a blank line
// that keeps it off the last row of nodes, the caption lines, with compact
// labels the table of the windows by visit number, and the legend (under
// the drawing rather than beside it, so that it does not widen a page).
func graphLabel(s *Search, opt Options, nodes []int32, caption []string) string {
	windows := opt.Labels == CompactLabels && s.Algorithm == minimax.AlphaBeta && opt.Step == nil
	legend := !opt.Bare && !opt.NoLegend
	if !windows && !legend {
		if len(caption) == 0 {
			return quote("")
		}
		if opt.CaptionTop {
			return quote(strings.Join(caption, "\\l") + "\\l \\l")
		}
		return quote(" \\l" + strings.Join(caption, "\\l") + "\\l")
	}
	var b strings.Builder
	b.WriteString(`<<table border="0" cellborder="0" cellspacing="0" cellpadding="1">`)
	if !opt.CaptionTop {
		b.WriteString(`<tr><td align="left"> </td></tr>`)
	}
	for _, c := range caption {
		rest := strings.TrimLeft(c, " ")
		fmt.Fprintf(&b, `<tr><td align="left">%s%s</td></tr>`, strings.Repeat("&#160;", len(c)-len(rest)), htmlEscape(rest))
	}
	if windows {
		perRow := 3
		b.WriteString(`<tr><td align="left">` + windowTable(s, nodes, perRow) + `</td></tr>`)
	}
	if legend {
		b.WriteString(`<tr><td align="left"> </td></tr><tr><td align="left">` + dotLegend(s, opt) + `</td></tr>`)
	}
	if opt.CaptionTop {
		b.WriteString(`<tr><td align="left"> </td></tr>`)
	}
	b.WriteString("</table>>")
	return b.String()
}

// windowTable returns the table of the windows of the visited nodes by
// visit number, perRow to a row.
func windowTable(s *Search, nodes []int32, perRow int) string {
	entries := windowEntries(s, nodes)
	var b strings.Builder
	b.WriteString(`<table border="0" cellborder="0" cellspacing="0" cellpadding="1">`)
	fmt.Fprintf(&b, `<tr><td align="left" colspan="%d"><b>Windows by visit number</b>&#160;(α,β on entry → on return)</td></tr>`, 2*perRow-1)
	for i := 0; i < len(entries); i += perRow {
		b.WriteString("<tr>")
		for j := i; j < i+perRow; j++ {
			text := ""
			if j < len(entries) {
				e := entries[j]
				text = fmt.Sprintf("#%d  %s %s", e.order, e.in, e.out)
			}
			if j > i {
				b.WriteString(`<td width="16"></td>`)
			}
			fmt.Fprintf(&b, `<td align="left">%s</td>`, htmlEscape(text))
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</table>")
	return b.String()
}

// windowEntry is a line of the table of windows: a visit number, the
// window on entry and, for an inner node that returned, on return.
type windowEntry struct {
	order   int32
	in, out string
}

// windowEntries returns the windows of the visited nodes by visit number.
func windowEntries(s *Search, nodes []int32) []windowEntry {
	t := s.Tree
	var entries []windowEntry
	for _, n := range nodes {
		a := s.ann(n)
		if !a.Visited() {
			continue
		}
		e := windowEntry{order: a.Order, in: window(t, a.AlphaIn, a.BetaIn)}
		if t.Nodes[n].Count > 0 && a.Has(minimax.Returned) {
			e.out = "→ " + window(t, a.AlphaOut, a.BetaOut)
		}
		entries = append(entries, e)
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].order < entries[j].order })
	return entries
}

// LegendRow is one mark of a drawing's legend: the mark as drawn (in
// Color when not empty, bold when Bold) and what it means.
type LegendRow struct {
	Mark    string `json:"mark"`
	Meaning string `json:"meaning"`
	Color   string `json:"color,omitempty"`
	Bold    bool   `json:"bold,omitempty"`
}

// Legend returns the marks a drawing of s with opt uses and what each
// means: the legend under the drawings, and the pages' list of marks.
func (s *Search) Legend(opt Options) []LegendRow {
	ab := s.Algorithm == minimax.AlphaBeta
	rows := []LegendRow{
		{Mark: "▲ house", Meaning: "MAX node: the root player moves"},
		{Mark: "▼ house", Meaning: "MIN node: the opponent moves"},
		{Mark: "box", Meaning: "leaf (double border: finished game)"},
	}
	if opt.Blank {
		rows = rows[:2]
		leaf := "leaf, with its value"
		if s.Tree.Kind != tree.Textbook {
			leaf += " (double border: finished game)"
		}
		rows = append(rows, LegendRow{Mark: "box", Meaning: leaf})
	} else if s.Tree.Kind == tree.Game {
		rows = append(rows, LegendRow{Mark: "+1 / 0 / −1", Meaning: "a finished game, won, drawn or lost (for MAX); the evaluation lies between"})
	} else if s.Tree.Kind == tree.Othello {
		rows = append(rows, LegendRow{Mark: "win +n / loss −n", Meaning: "a finished game, won or lost by n discs (for MAX)"})
		if opt.Boards {
			rows = append(rows,
				LegendRow{Mark: "red square", Color: "#e0201b", Meaning: "on a board: the square just played"},
				LegendRow{Mark: "grey dot", Meaning: "on a board: a disc that move flipped"})
		}
	}
	if opt.Blank {
		ab = false
	} else if opt.Step == nil {
		rows = append(rows, LegendRow{Mark: "red, bold", Color: colorPV, Bold: true, Meaning: "principal variation"})
	}
	if ab {
		rows = append(rows,
			LegendRow{Mark: "≥ v / ≤ v", Meaning: "lower bound (failed high) / upper bound (failed low)"},
			LegendRow{Mark: "α,β [a, b]", Meaning: "window on entry"},
			LegendRow{Mark: "→ [a', b']", Meaning: "window on return"},
			LegendRow{Mark: "cut", Color: colorCut, Meaning: "alpha ≥ beta after this child: the rest is pruned"},
			LegendRow{Mark: "dashed, grey inside", Color: colorPruned, Meaning: "pruned: never visited"},
		)
	}
	if opt.Step != nil {
		rows = append(rows,
			LegendRow{Mark: "yellow, thick", Meaning: "the node of this step"},
			LegendRow{Mark: "dotted, white", Color: colorUnvisited, Meaning: "not visited yet"},
			LegendRow{Mark: "…", Meaning: "being searched: no value yet"},
		)
	}
	if !opt.Blank {
		rows = append(rows, LegendRow{Mark: "#n", Meaning: "visit order"})
	}
	return rows
}

// dotLegend returns the legend, an HTML-like table of the marks drawn.
func dotLegend(s *Search, opt Options) string {
	var rows [][2]string
	for _, r := range s.Legend(opt) {
		mark := htmlEscape(r.Mark)
		if r.Bold {
			mark = "<b>" + mark + "</b>"
		}
		if r.Color != "" {
			mark = `<font color="` + r.Color + `">` + mark + `</font>`
		}
		rows = append(rows, [2]string{mark, r.Meaning})
	}
	// Two columns of marks under a wide (top-down) drawing, so that the
	// legend stays short; one under a tall one, so that it stays narrow.
	var b strings.Builder
	b.WriteString(`<table border="1" cellborder="0" cellspacing="0" cellpadding="2" color="#bbbbbb"><tr><td colspan="7" align="left"><b>Legend</b></td></tr>`)
	half := (len(rows) + 1) / 2
	if opt.Layout == LeftRight {
		half = len(rows)
	}
	for i := 0; i < half; i++ {
		b.WriteString("<tr>")
		for _, k := range []int{i, i + half} {
			if k < len(rows) {
				// The mark's cell keeps a gap before the description.
				fmt.Fprintf(&b, `<td align="left">%s</td><td width="6"></td><td align="left">%s</td>`, rows[k][0], htmlEscape(rows[k][1]))
			} else {
				b.WriteString(`<td></td><td></td><td></td>`)
			}
			if k == i {
				b.WriteString(`<td width="18"></td>`)
			}
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</table>")
	return b.String()
}

// boardMarks is a node's board as drawn: the position, the square just
// played (outlined), the discs it flipped (dotted), and whether to write the
// coordinates (the root always, every board with Options.Coords).
type boardMarks struct {
	p       othello.Position
	played  othello.Square
	flipped map[othello.Square]bool
	coords  bool
}

// boardMarks returns the board of node n with its marks.
func (s *Search) boardMarks(n int32, opt Options) boardMarks {
	t := s.Tree
	b := boardMarks{p: t.Position(n), played: othello.NoSquare, coords: n == 0 || opt.Coords}
	var before othello.Position
	switch {
	case n > 0 && t.Nodes[n].Move != othello.Pass:
		b.played, before = t.Nodes[n].Move, t.Position(t.Nodes[n].Parent)
	case n == 0 && s.Before != nil:
		before = *s.Before
		// The square that was empty and is not now.
		size := before.Size()
		for sq := othello.Square(0); int(sq) < 256; sq++ {
			if !sq.OnBoard(size) {
				continue
			}
			if _, was := before.At(sq); !was {
				if _, is := b.p.At(sq); is {
					b.played = sq
				}
			}
		}
	}
	if b.played != othello.NoSquare {
		mover, _ := b.p.At(b.played)
		b.flipped = map[othello.Square]bool{}
		size := before.Size()
		for sq := othello.Square(0); int(sq) < 256; sq++ {
			if !sq.OnBoard(size) || sq == b.played {
				continue
			}
			was, ok1 := before.At(sq)
			is, ok2 := b.p.At(sq)
			if ok1 && ok2 && was != is && is == mover {
				b.flipped[sq] = true
			}
		}
	}
	return b
}

// htmlLabel returns an HTML-like label: the text lines over a small board,
// one square cell per square, black, white or the board's green (coloured
// cells rather than disc glyphs, so every renderer and font draws them
// alike), the square just played outlined in red, the discs it flipped
// marked with a grey dot, and the column letters and row numbers around
// the board when b.coords.
func htmlLabel(lines []string, b boardMarks) string {
	var out strings.Builder
	out.WriteString(`<<table border="0" cellborder="0" cellspacing="0" cellpadding="0">`)
	for _, l := range lines {
		fmt.Fprintf(&out, "<tr><td>%s</td></tr>", htmlEscape(l))
	}
	p := b.p
	n := p.Size()
	// The board's cell has the board's exact size, or graphviz would
	// stretch its columns to the width of the text.
	side := n*cell + 2
	w, h := side, side
	if b.coords {
		w, h = side+cell, side+cell
	}
	fmt.Fprintf(&out, `<tr><td fixedsize="true" width="%d" height="%d"><table border="0" cellborder="0" cellspacing="0" cellpadding="0">`, w, h)
	if b.coords {
		fmt.Fprintf(&out, `<tr><td width="%d" height="%d" fixedsize="true"></td>`, cell, cell)
		for c := 0; c < n; c++ {
			fmt.Fprintf(&out, `<td width="%d" height="%d" fixedsize="true"><font point-size="6" color="#555555">%c</font></td>`, cell, cell, 'a'+c)
		}
		out.WriteString(`<td width="2" height="1" fixedsize="true"></td></tr>`)
	}
	fmt.Fprintf(&out, `<tr>`)
	if b.coords {
		// The row numbers, one cell each, beside the board's rows.
		fmt.Fprintf(&out, `<td width="%d" height="%d" fixedsize="true"><table border="0" cellborder="0" cellspacing="0" cellpadding="0">`, cell, side)
		for r := 0; r < n; r++ {
			fmt.Fprintf(&out, `<tr><td width="%d" height="%d" fixedsize="true"><font point-size="6" color="#555555">%d</font></td></tr>`, cell, cell, r+1)
		}
		out.WriteString(`</table></td>`)
	}
	fmt.Fprintf(&out, `<td colspan="%d" width="%d" height="%d" fixedsize="true"><table border="1" cellborder="0" cellspacing="0" cellpadding="0" color="#1d5c3a">`, n+1, side, side)
	for r := 0; r < n; r++ {
		out.WriteString("<tr>")
		for c := 0; c < n; c++ {
			sq := othello.NewSquare(c, r)
			fill := "#2e8b57" // empty: the green of the board
			dot := "#8a8a8a"  // mid grey: seen on black and on white
			if col, ok := p.At(sq); ok {
				fill = "#111111"
				if col == othello.White {
					fill = "#ffffff"
				}
			}
			attrs := fmt.Sprintf(`width="%d" height="%d" fixedsize="true" bgcolor="%s"`, cell, cell, fill)
			if sq == b.played {
				attrs += ` border="1" sides="ltrb" color="#e0201b"`
			}
			text := ""
			if b.flipped[sq] {
				text = `<font point-size="11" color="` + dot + `">•</font>`
			}
			fmt.Fprintf(&out, `<td %s>%s</td>`, attrs, text)
		}
		out.WriteString("</tr>")
	}
	out.WriteString("</table></td></tr></table></td></tr></table>>")
	return out.String()
}

// cell is the side of a square of a node's board, in points.
const cell = 9

// quote writes s as a DOT string: in double quotes, with quotes and
// backslashes escaped except the \l and \n line breaks it holds on purpose.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			b.WriteString(`\"`)
		case c == '\\' && i+1 < len(s) && (s[i+1] == 'l' || s[i+1] == 'n'):
			b.WriteByte('\\')
			b.WriteByte(s[i+1])
			i++
		case c == '\\':
			b.WriteString(`\\`)
		case c == '\n':
			b.WriteString(`\n`)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// htmlEscape escapes text for an HTML-like label.
func htmlEscape(s string) string {
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")
	return r.Replace(s)
}
