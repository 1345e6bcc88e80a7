package render

import (
	"fmt"
	"io"
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
	colorUnvisited = "#c8c8c8"
	colorCurrent   = "#ffe680"
	fontName       = "Helvetica"
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
	caption := ""
	switch {
	case opt.Caption != "":
		caption = opt.Caption + "\\l"
	case !opt.Bare:
		caption = strings.Join(s.describe(), "\\l") + "\\l"
	}
	fmt.Fprintf(&b, "  graph [label=%s, labelloc=b, labeljust=l, fontname=%q, fontsize=11, ranksep=0.45, nodesep=0.18, margin=0.2, bgcolor=white, ordering=out, splines=line];\n",
		quote(caption), fontName)
	fmt.Fprintf(&b, "  node [fontname=%q, fontsize=10, margin=\"0.1,0.04\", style=filled, fillcolor=white];\n", fontName)
	fmt.Fprintf(&b, "  edge [fontname=%q, fontsize=9, arrowhead=none];\n", fontName)
	ab := s.Algorithm == minimax.AlphaBeta
	for i, n := range nodes {
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
		var lines []string
		lines = append(lines, t.Label(n)+" "+map[bool]string{true: "▲", false: "▼"}[t.IsMax(n)])
		if v := s.valueText(n, false); v != "" {
			if !(t.Kind == tree.Textbook && leaf && v == t.Label(n)) {
				lines = append(lines, v)
			}
		} else if s.pruned(n, opt) {
			lines = append(lines, "pruned")
		}
		if ab && a.Visited() {
			lines = append(lines, "α,β "+window(t, a.AlphaIn, a.BetaIn))
			if !leaf && a.Has(minimax.Returned) {
				lines = append(lines, "→ "+window(t, a.AlphaOut, a.BetaOut))
			}
		}
		if a.Visited() {
			lines = append(lines, fmt.Sprintf("#%d", a.Order))
		}
		if h := s.hiddenChildren(n, id); h > 0 {
			lines = append(lines, fmt.Sprintf("+%d hidden", h))
		}
		if opt.Boards && t.Kind == tree.Othello {
			attrs = append(attrs, "label="+htmlLabel(lines, t.Position(n)))
		} else {
			attrs = append(attrs, "label="+quote(strings.Join(lines, "\n")))
		}
		switch {
		case opt.Step != nil && opt.Step.Current == n:
			attrs = append(attrs, "fillcolor="+quote(colorCurrent), "penwidth=3")
		case a.Has(minimax.PV):
			attrs = append(attrs, "color="+quote(colorPV), "penwidth=2.5", "fontcolor="+quote(colorPV))
		case s.pruned(n, opt):
			attrs = append(attrs, "color="+quote(colorPruned), "fontcolor="+quote(colorPruned), `style="dashed,filled"`)
		case s.unvisited(n, opt):
			attrs = append(attrs, "color="+quote(colorUnvisited), "fontcolor="+quote(colorUnvisited), `style="dotted,filled"`)
		}
		fmt.Fprintf(&b, "  n%d [%s];\n", i, strings.Join(attrs, ", "))
	}
	for _, n := range nodes[1:] {
		p := t.Nodes[n].Parent
		a, pa := s.ann(n), s.ann(p)
		var attrs []string
		switch {
		case a.Has(minimax.PV):
			attrs = append(attrs, "color="+quote(colorPV), "penwidth=2.5")
		case s.pruned(n, opt):
			attrs = append(attrs, "color="+quote(colorPruned), "style=dashed")
		case s.unvisited(n, opt):
			attrs = append(attrs, "color="+quote(colorUnvisited), "style=dotted")
		}
		if pa.Has(minimax.Cutoff) && pa.CutAfter == n {
			attrs = append(attrs, "color="+quote(colorCut), "penwidth=2", `label=" cut"`, "fontcolor="+quote(colorCut))
		}
		if len(attrs) == 0 {
			fmt.Fprintf(&b, "  n%d -> n%d;\n", id[p], id[n])
		} else {
			fmt.Fprintf(&b, "  n%d -> n%d [%s];\n", id[p], id[n], strings.Join(attrs, ", "))
		}
	}
	if !opt.Bare {
		b.WriteString(dotLegend(ab))
	}
	b.WriteString("}\n")
	return b.String()
}

// dotLegend returns a legend node (an HTML-like table) placed apart from
// the tree.
func dotLegend(ab bool) string {
	rows := [][2]string{
		{"▲ house", "MAX node: the root player moves"},
		{"▼ house", "MIN node: the opponent moves"},
		{"box", "leaf (double border: finished game)"},
		{`<font color="` + colorPV + `"><b>red, bold</b></font>`, "principal variation"},
	}
	if ab {
		rows = append(rows,
			[2]string{"≥ v / ≤ v", "lower bound (failed high) / upper bound (failed low)"},
			[2]string{"α,β [a, b] → [a', b']", "window on entry → on return"},
			[2]string{`<font color="` + colorCut + `">cut</font>`, "alpha ≥ beta after this child: the rest is pruned"},
			[2]string{`<font color="` + colorPruned + `">dashed grey</font>`, "pruned: never visited"},
		)
	}
	rows = append(rows, [2]string{"#n", "visit order"})
	var b strings.Builder
	b.WriteString(`  legend [shape=plaintext, style="", label=<<table border="1" cellborder="0" cellspacing="0" cellpadding="2" color="#bbbbbb"><tr><td colspan="2"><b>Legend</b></td></tr>`)
	for _, r := range rows {
		fmt.Fprintf(&b, `<tr><td align="left">%s</td><td align="left">%s</td></tr>`, r[0], htmlEscape(r[1]))
	}
	b.WriteString("</table>>];\n")
	return b.String()
}

// htmlLabel returns an HTML-like label: the text lines over a small board,
// one square cell per square, black, white or the board's green (coloured
// cells rather than disc glyphs, so every renderer and font draws them
// alike).
func htmlLabel(lines []string, p othello.Position) string {
	var b strings.Builder
	b.WriteString(`<<table border="0" cellborder="0" cellspacing="0" cellpadding="0">`)
	for _, l := range lines {
		fmt.Fprintf(&b, "<tr><td>%s</td></tr>", htmlEscape(l))
	}
	n := p.Size()
	// The board's cell has the board's exact size, or graphviz would
	// stretch its columns to the width of the text.
	side := n*9 + 2
	fmt.Fprintf(&b, `<tr><td fixedsize="true" width="%d" height="%d"><table border="1" cellborder="0" cellspacing="0" cellpadding="0" color="#1d5c3a">`, side, side)
	for r := 0; r < n; r++ {
		b.WriteString("<tr>")
		for c := 0; c < n; c++ {
			fill := "#2e8b57" // empty: the green of the board
			if col, ok := p.At(othello.NewSquare(c, r)); ok {
				fill = "#111111"
				if col == othello.White {
					fill = "#ffffff"
				}
			}
			fmt.Fprintf(&b, `<td width="9" height="9" fixedsize="true" bgcolor="%s"></td>`, fill)
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</table></td></tr></table>>")
	return b.String()
}

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
