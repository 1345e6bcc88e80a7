package render

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"gametree/minimax"
	"gametree/search"
	"gametree/tree"
)

// Colours and styles of the drawings.
const (
	colorPV     = "#d62728" // principal variation: red, as in the figures of the Java course project's report
	colorCut    = "#1f5fbf" // the edge after which a node cut off
	colorPruned = "#666666" // never visited (5.7:1 on white, as WCAG AA asks of text)
	// colorUnvisited and colorCurrent mark a search in progress.
	colorUnvisited = "#6e6e6e"
	colorCurrent   = "#ffe680"
	// fillPruned greys the inside of pruned nodes, so that they differ from
	// the nodes not visited yet (dotted, white) in greyscale too.
	fillPruned = "#ececec"
	// fillQuiescence fills the nodes a quiescence search adds past the
	// depth limit.
	fillQuiescence = "#ece6f6"
)

// playerFills are the fills of the nodes of a game of several players,
// a pale colour a player (A blue, B orange, C green, D pink, E purple, F
// sand: Okabe and Ito's hues, lightened), and their names.
var (
	playerFills     = [...]string{"#d6e6f5", "#fbe0c3", "#d3eedf", "#f5d5e6", "#e4dcf2", "#ece4cf"}
	playerFillNames = [...]string{"pale blue", "pale orange", "pale green", "pale pink", "pale purple", "sand"}
	fontName        = "Helvetica"
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
	caption := s.captionLines(opt)
	rankdir := ""
	if opt.Layout == LeftRight {
		rankdir = ", rankdir=LR"
	}
	if s.record().joinsUnder() {
		// The lines that join nodes (an information set) pass under
		// the nodes they cross.
		rankdir += ", outputorder=edgesfirst"
	}
	loc := "b"
	if opt.CaptionTop {
		loc = "t"
	}
	var pos []string // the nodes' positions, laid out here (Tidy)
	// Boards are tables whose size the layout does not estimate: graphviz
	// lays them out (top to bottom).
	if opt.Layout == Tidy && !(opt.Boards && t.HasBoardPictures()) {
		rankdir = ", layout=nop2"
		pos = s.tidyPositions(nodes, opt, id)
	}
	// Straight edges, but for the joins of information sets: routed
	// around the nodes as curves, each its own, where straight lines
	// along a row lay one over another and through the nodes between.
	splines := "line"
	if s.record().joinsUnder() {
		splines = "true"
	}
	fmt.Fprintf(&b, "  graph [label=%s, labelloc=%s, labeljust=l, fontname=%q, fontsize=11, ranksep=0.45, nodesep=0.18, margin=0.2, bgcolor=white, ordering=out, splines=%s%s];\n",
		graphLabel(s, opt, nodes, caption), loc, fontName, splines, rankdir)
	fmt.Fprintf(&b, "  node [fontname=%q, fontsize=10, margin=\"0.1,0.04\", style=filled, fillcolor=white];\n", fontName)
	fmt.Fprintf(&b, "  edge [fontname=%q, fontsize=10, arrowhead=none];\n", fontName)
	// Under the nodes, which hide the lines where they cross them.
	s.record().dotJoins(s, &b, nodes, id)
	for i, n := range nodes {
		attrs := s.dotNode(n, opt, id)
		if pos != nil {
			attrs = append(attrs, pos[i])
		}
		fmt.Fprintf(&b, "  n%d [%s];\n", i, strings.Join(attrs, ", "))
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
	attrs := []string{}
	sh, double := s.shapeOf(n)
	attrs = append(attrs, "shape="+shapeNames[sh])
	if double {
		attrs = append(attrs, "peripheries=2")
	}
	lines := s.nodeLines(n, opt, id)
	if opt.Boards && t.HasBoardPictures() {
		b, coords := s.nodeBoard(n, opt)
		attrs = append(attrs, "label="+htmlLabel(lines, b, coords))
	} else if s.oneLine(n, opt) {
		// A leaf's row is its label's height: one line, and a box no
		// taller than it needs (graphviz's least is half an inch).
		attrs = append(attrs, "label="+quote(strings.Join(lines, "  ")), "height=0.3")
	} else {
		attrs = append(attrs, "label="+quote(strings.Join(lines, "\n")))
	}
	if color, ok := s.record().outline(s, n); ok {
		// A colour an information set: the outline of its nodes.
		return append(attrs, "color="+quote(color), "penwidth=2")
	}
	return append(attrs, s.nodeLook(n, opt).dot(true)...)
}

// dotEdge returns the attributes of the edge to node n from its parent.
func (s *Search) dotEdge(n int32, opt Options) []string {
	lk, cut := s.edgeLook(n, opt)
	attrs := lk.dot(false)
	if cut {
		attrs = append(attrs, "label="+quote(" "+s.word("cut")), "fontcolor="+quote(colorCut))
	} else if label, ok := s.record().edgeLabel(s, n); ok {
		attrs = append(attrs, "label="+quote(" "+label))
	} else if p := s.Tree.ProbabilityText(n); p != "" {
		attrs = append(attrs, "label="+quote(" "+p))
	}
	return attrs
}

// LabelledEdges counts the edges of s drawn with opt that carry a label
// (a chance's probability, an equilibrium's, "cut"): graphviz's dot
// lays each out as a node of its own between two ranks, so that they
// weigh on a drawing's memory as much as the nodes do (the pricing of a
// drawing, explore.Tree).
func LabelledEdges(s *Search, opt Options) int {
	n := 0
	vis := s.visible(opt)
	if len(vis) < 2 {
		return 0
	}
	for _, v := range vis[1:] {
		for _, a := range s.dotEdge(v, opt) {
			if strings.HasPrefix(a, "label=") {
				n++
				break
			}
		}
	}
	return n
}

// shape is the outline of a drawn node.
type shape uint8

// The outlines: a leaf's box, a MAX node's house pointing up, a MIN
// node's pointing down.
const (
	boxShape shape = iota
	houseShape
	invHouseShape
	// circleShape is a chance node's (AIMA's Figure 5.11).
	circleShape
)

// shapeNames are graphviz's names of the shapes.
var shapeNames = [...]string{"box", "house", "invhouse", "ellipse"}

// shapeOf returns node n's outline, and whether it is doubled (a
// finished game).
func (s *Search) shapeOf(n int32) (shape, bool) {
	t := s.Tree
	nd := t.Nodes[n]
	switch {
	case nd.Count == 0:
		return boxShape, nd.Terminal
	case t.IsChance(n):
		return circleShape, false
	case t.IsMax(n):
		return houseShape, false
	}
	return invHouseShape, false
}

// look is how a node or an edge is drawn where it differs from black
// lines 1 point wide, solid, on white.
type look struct {
	color, font, fill string  // the line's, the text's and the inside's colours
	width             float64 // the line's width, 0 for 1
	dash              string  // "dashed" or "dotted", "" for solid
}

// nodeLook returns how node n is drawn: the node of a step, the principal
// variation, pruned, or not visited yet.
func (s *Search) nodeLook(n int32, opt Options) look {
	switch {
	case opt.Blank:
	case opt.Step != nil && opt.Step.Current == n:
		return look{fill: colorCurrent, width: 3}
	case s.ann(n).Has(minimax.PV):
		return look{color: colorPV, width: 2.5, font: colorPV, fill: s.playerFill(n)}
	case s.pruned(n, opt):
		return look{color: colorPruned, font: colorPruned, dash: "dashed", fill: fillPruned}
	case s.unvisited(n, opt):
		return look{color: colorUnvisited, font: colorUnvisited, dash: "dotted"}
	case s.Tree.PastCutoff(n) > 0:
		return look{fill: fillQuiescence} // past the depth limit: drawn apart
	default:
		return look{fill: s.playerFill(n)}
	}
	return look{}
}

// playerFill is the fill of inner node n of a game of several players,
// its player's colour; "" for a leaf or a game of two.
func (s *Search) playerFill(n int32) string {
	if t := s.Tree; t.Players() > 0 && t.Nodes[n].Count > 0 {
		return playerFills[t.Mover(n)%len(playerFills)]
	}
	return ""
}

// edgeLook returns how the edge to node n from its parent is drawn, and
// whether the parent cut off after it (the edge then says "cut").
func (s *Search) edgeLook(n int32, opt Options) (look, bool) {
	if opt.Blank {
		return look{}, false
	}
	var lk look
	switch {
	case s.ann(n).Has(minimax.PV):
		lk = look{color: colorPV, width: 2.5}
	case s.pruned(n, opt):
		lk = look{color: colorPruned, dash: "dashed"}
	case s.unvisited(n, opt):
		lk = look{color: colorUnvisited, dash: "dotted"}
	}
	lk.width = max(lk.width, s.record().edgeWidth(s, n))
	pa := s.ann(s.Tree.Nodes[n].Parent)
	if pa.Has(minimax.Cutoff) && pa.CutAfter == n {
		lk.color, lk.width = colorCut, 2
		return lk, true
	}
	return lk, false
}

// dot returns the look as graphviz attributes, of a node (filled) or of
// an edge.
func (lk look) dot(node bool) []string {
	var attrs []string
	if lk.color != "" {
		attrs = append(attrs, "color="+quote(lk.color))
	}
	if lk.width != 0 {
		attrs = append(attrs, "penwidth="+strconv.FormatFloat(lk.width, 'g', -1, 64))
	}
	if lk.font != "" {
		attrs = append(attrs, "fontcolor="+quote(lk.font))
	}
	switch {
	case lk.dash != "" && node:
		attrs = append(attrs, `style="`+lk.dash+`,filled"`)
	case lk.dash != "":
		attrs = append(attrs, "style="+lk.dash)
	}
	if lk.fill != "" {
		attrs = append(attrs, "fillcolor="+quote(lk.fill))
	}
	return attrs
}

// graphLabel returns the graph's label, under the drawing: a blank line
// that keeps it off the last row of nodes, the caption lines, with compact
// labels the table of the windows by visit number, and the legend (under
// the drawing rather than beside it, so that it does not widen a page).
func graphLabel(s *Search, opt Options, nodes []int32, caption []string) string {
	windows := opt.Labels == CompactLabels && s.prunes() && opt.Step == nil
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
	fmt.Fprintf(&b, `<tr><td align="left" colspan="%d"><b>%s</b>&#160;%s</td></tr>`, 2*perRow-1, htmlEscape(s.word("Windows by visit number")), htmlEscape(s.word("(α,β on entry → on return)")))
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
		e := windowEntry{order: a.Order, in: s.window(a.AlphaIn, a.BetaIn)}
		if t.Nodes[n].Count > 0 && a.Has(minimax.Returned) {
			e.out = "→ " + s.window(a.AlphaOut, a.BetaOut)
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

// playerRows are the legend's rows of the players' nodes and the leaves.
func (s *Search) playerRows() []LegendRow {
	if s.Tree.Players() > 0 {
		root := LegendRow{Mark: s.word("house up, (A)"), Meaning: s.word("the root's player, A, moves")}
		if s.Tree.Kind == tree.Game {
			name := tree.PlayerName(s.Tree.Mover(0))
			root = LegendRow{Mark: s.t("house up, (%s)", name), Meaning: s.t("the root's player, %s, moves", name)}
		}
		return []LegendRow{
			root,
			{Mark: s.word("house down, (B)"), Meaning: s.word("another player moves: its letter in brackets, the players in turn")},
			{Mark: s.word("(1,2,6)"), Meaning: s.word("a leaf's utilities, or the value of a node: one a player, in the players' order")},
		}
	}
	return []LegendRow{
		{Mark: s.word("▲ house"), Meaning: s.word("MAX node: the root player moves")},
		{Mark: s.word("▼ house"), Meaning: s.word("MIN node: the opponent moves")},
		{Mark: s.word("box"), Meaning: s.word("leaf (double border: finished game)")},
	}
}

// Legend returns the marks a drawing of s with opt uses and what each
// means: the legend under the drawings, and the pages' list of marks.
func (s *Search) Legend(opt Options) []LegendRow { return s.record().legend(s, opt) }

// windowsLegend is the Legend of minimax's family.
func (s *Search) windowsLegend(opt Options) []LegendRow {
	ab := s.prunes()
	rows := s.playerRows()
	if s.Tree.HasChance() {
		rows = append(rows, LegendRow{Mark: s.word("○ ellipse"), Meaning: s.word("chance node: its value is its children's, weighed by the probabilities on their edges")})
	}
	if opt.Blank {
		chance := rows[3:]
		rows = rows[:2]
		leaf := s.word("leaf, with its value")
		if s.Tree.Kind != tree.Textbook {
			leaf = s.word("leaf, with its value (double border: finished game)")
		}
		rows = append(rows, LegendRow{Mark: s.word("box"), Meaning: leaf})
		rows = append(rows, chance...)
	} else if s.Tree.Kind == tree.Game {
		if mark, meaning, ok := s.Tree.ScoreRow(s.Lang); ok {
			rows = append(rows, LegendRow{Mark: mark, Meaning: meaning})
		} else if s.Tree.Players() > 0 {
			rows = append(rows, LegendRow{Mark: "(1,0,0)", Meaning: s.t("a finished game: 1 for its winner, 0 for the others; a leaf where it goes on holds %s", s.evalName())})
		} else if s.Tree.Margins() {
			rows = append(rows, LegendRow{Mark: s.word("win +n / loss −n"), Meaning: s.word("a finished game, won or lost by n discs (for MAX)")})
		} else {
			rows = append(rows, LegendRow{Mark: s.word("+1 / 0 / −1"), Meaning: s.word("a finished game, won, drawn or lost (for MAX); the evaluation lies between")})
		}
		if opt.Boards && s.Tree.HasBoardPictures() {
			switch s.Tree.Board(0).Style {
			case tree.DiscsBoard:
				rows = append(rows,
					LegendRow{Mark: s.word("red square"), Color: "#e0201b", Meaning: s.word("on a board: the square just played")},
					LegendRow{Mark: s.word("grey dot"), Meaning: s.word("on a board: a disc that move flipped")})
			case tree.ColumnsBoard:
				rows = append(rows, LegendRow{Mark: s.word("white dot"), Meaning: s.word("on a board: the disc just dropped")})
			case tree.HeapsBoard:
				rows = append(rows, LegendRow{Mark: s.word("pale sticks"), Color: "#b08a60", Meaning: s.word("on a board: the objects the move just played took")})
			default:
				rows = append(rows, LegendRow{Mark: s.word("red outline"), Color: "#e0201b", Meaning: s.word("on a board: the move just played")})
			}
		}
	}
	if opt.Blank {
		ab = false
	} else if opt.Step == nil {
		rows = append(rows, LegendRow{Mark: s.word("red, bold"), Color: colorPV, Bold: true, Meaning: s.word("principal variation")})
	}
	if ab {
		rows = append(rows,
			LegendRow{Mark: s.word("≥ v / ≤ v"), Meaning: s.word("lower bound (failed high) / upper bound (failed low)")},
			LegendRow{Mark: s.word("α,β [a, b]"), Meaning: s.word("window on entry")},
			LegendRow{Mark: s.word("→ [a', b']"), Meaning: s.word("window on return")},
			LegendRow{Mark: s.word("cut"), Color: colorCut, Meaning: s.word("alpha ≥ beta after this child: the rest is pruned")},
			LegendRow{Mark: s.word("dashed, grey inside"), Color: colorPruned, Meaning: s.word("pruned: never visited")},
		)
	}
	if !opt.Blank {
		rows = append(rows, s.record().severalRows(s)...)
		rows = append(rows, s.quiescenceRows()...)
		rows = append(rows, s.forwardRows()...)
	}
	if !opt.Blank && s.anyProbedOnly() {
		rows = append(rows, LegendRow{Mark: s.word("probed"), Meaning: s.word("bounded by Star2's probe of its first move, never entered")})
	}
	if opt.Step != nil {
		rows = append(rows,
			LegendRow{Mark: s.word("yellow, thick"), Meaning: s.word("the node of this step")},
			LegendRow{Mark: s.word("dotted, white"), Color: colorUnvisited, Meaning: s.word("not visited yet")},
			LegendRow{Mark: s.word("…"), Meaning: s.word("being searched: no value yet")},
		)
	}
	if !opt.Blank {
		rows = append(rows, LegendRow{Mark: s.word("#n"), Meaning: s.word("visit order")})
	}
	return rows
}

// severalRows are the legend's rows of a game of several players: its
// players' colours, the entry of a node's player in its vector (max^n),
// shallow pruning's cuts.
func (v *Several) severalRows(s *Search) []LegendRow {
	k := s.Tree.Players()
	var colours []string
	for i := range min(k, len(playerFills)) {
		colours = append(colours, tree.PlayerName(i)+" "+s.word(playerFillNames[i]))
	}
	rows := []LegendRow{{Mark: s.word("fill"), Meaning: s.t("the player who moves: %s", strings.Join(colours, ", "))}}
	if v.Vectors != nil {
		rows = append(rows, LegendRow{Mark: "(1,2,[6])", Meaning: s.word("in brackets: the utility of the node's player, which it maximizes")})
	}
	if s.decl().Players == search.ShallowMaxN {
		rows = append(rows,
			LegendRow{Mark: s.word("cut"), Color: colorCut, Meaning: s.word("shallow pruning after this child: the rest is pruned")},
			LegendRow{Mark: s.t("cut: %s ≤ %s ≤ %s", "A", "c", "h"), Meaning: s.word("at a node cut off: its parent's player A gets at most c there, no more than the h it has")},
			LegendRow{Mark: s.word("dashed, grey inside"), Color: colorPruned, Meaning: s.word("pruned: never visited")},
		)
	}
	return rows
}

// quiescenceRows are the legend's rows of a quiescence search, none
// when the tree goes no further than its depth.
func (s *Search) quiescenceRows() []LegendRow {
	if s.Tree.Quiescence == 0 {
		return nil
	}
	return []LegendRow{
		{Mark: s.word("not quiet"), Meaning: s.word("at the depth limit, a position that may swing: the search goes on over its noisy moves")},
		{Mark: s.word("quiescence +k, violet inside"), Meaning: s.word("a node k plies past the depth limit, searched by the quiescence search")},
		{Mark: s.word("stand pat"), Meaning: s.word("the player to move keeps the position's own value rather than play a noisy move (the chess programs' quiescence search, N plies at most; AIMA 5.3.2 extends a position until it is quiet, with no stand pat)")},
	}
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
	b.WriteString(`<table border="1" cellborder="0" cellspacing="0" cellpadding="2" color="#bbbbbb"><tr><td colspan="7" align="left"><b>` + htmlEscape(s.word("Legend")) + `</b></td></tr>`)
	half := (len(rows) + 1) / 2
	if opt.Layout == LeftRight {
		half = len(rows)
	}
	for i := 0; i < half; i++ {
		b.WriteString("<tr>")
		for _, k := range []int{i, i + half} {
			if k < len(rows) {
				// The mark's cell keeps a gap before the description.
				fmt.Fprintf(&b, `<td align="left">%s</td><td width="6"></td>%s`, rows[k][0], legendMeaning(rows[k][1]))
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

// legendWidth is the most characters a line of a legend's meaning holds
// in a drawing: a longer one is wrapped, so that the legend is never
// wider than a page holds legibly (a line of 150 characters, 850 points
// wide, split Kuhn poker's tree into fragments on six pages).
const legendWidth = 80

// legendMeaning is the cell of a legend's meaning in the DOT table,
// HTML-escaped, wrapped at legendWidth (its lines aligned left).
func legendMeaning(meaning string) string {
	lines := wrapLine(meaning, legendWidth)
	if len(lines) == 1 {
		return `<td align="left">` + htmlEscape(meaning) + `</td>`
	}
	for i := range lines {
		lines[i] = htmlEscape(strings.TrimLeft(lines[i], " "))
	}
	return `<td align="left" balign="left">` + strings.Join(lines, "<br/>") + `</td>`
}

// nodeBoard returns the board of node n as drawn, and whether to write its
// coordinates (the root always, every board with Options.Coords).
func (s *Search) nodeBoard(n int32, opt Options) (tree.Board, bool) {
	return s.Tree.Board(n), n == 0 || opt.Coords
}

// boardLook is how a style of board is drawn in the DOT labels and in
// TeX: the side of a cell in points, the colour of the frame, and each
// cell's fill (Empty, First, Second, Object, NoCell, Taken).
type boardLook struct {
	// cell is the width of a cell, tall its height when not square.
	cell, tall int
	frame      string
	fill       [6]string
	// letters writes X and O in the cells rather than filling them;
	// sticks draws Nim's objects as bars.
	letters, sticks bool
	// dot marks the cell just played with a white dot rather than a red
	// outline (Connect Four's red discs).
	dot bool
}

// boardLooks are the looks of the board styles: Othello's green board
// with black and white discs, tic-tac-toe's white squares marked X and O,
// Connect Four's blue board with red and yellow discs, Nim's brown sticks.
var boardLooks = map[tree.BoardStyle]boardLook{
	tree.DiscsBoard:   {cell: cell, frame: "#1d5c3a", fill: [6]string{"#2e8b57", "#111111", "#ffffff", "", "", ""}},
	tree.SquaresBoard: {cell: 13, frame: "#555555", fill: [6]string{"#ffffff", "#ffffff", "#ffffff", "", "", ""}, letters: true},
	tree.ColumnsBoard: {cell: cell, frame: "#1f4e9c", fill: [6]string{"#dfe9f7", "#d93025", "#f2c200", "", "", ""}, dot: true},
	tree.HeapsBoard:   {cell: 7, tall: 14, frame: "#ffffff", fill: [6]string{"", "", "", "#ffffff", "#ffffff", "#ffffff"}, sticks: true},
}

// markColors are the colours of the letters X and O on tic-tac-toe's
// squares.
var markColors = [3]string{"", "#b3261e", "#1a56b0"}

// htmlLabel returns an HTML-like label: the text lines over a small board,
// one cell per square (coloured cells rather than glyphs, so every
// renderer and font draws them alike; tic-tac-toe's X and O as letters),
// the cell just played outlined in red, the discs it flipped marked with a
// grey dot, and the column and row labels around the board when coords.
func htmlLabel(lines []string, b tree.Board, coords bool) string {
	var out strings.Builder
	out.WriteString(`<<table border="0" cellborder="0" cellspacing="0" cellpadding="0">`)
	for _, l := range lines {
		fmt.Fprintf(&out, "<tr><td>%s</td></tr>", htmlEscape(l))
	}
	look := boardLooks[b.Style]
	c, ch := look.cell, look.cell
	if look.tall > 0 {
		ch = look.tall
	}
	// The board's cell has the board's exact size, or graphviz would
	// stretch its columns to the width of the text.
	w, h := b.Cols*c+2, b.Rows*ch+2
	colLabels := coords && len(b.ColLabels) > 0 && b.ColLabels[0] != ""
	outerW, outerH := w, h
	if coords {
		outerW += c
	}
	if colLabels {
		outerH += c
	}
	fmt.Fprintf(&out, `<tr><td fixedsize="true" width="%d" height="%d"><table border="0" cellborder="0" cellspacing="0" cellpadding="0">`, outerW, outerH)
	if colLabels {
		fmt.Fprintf(&out, `<tr><td width="%d" height="%d" fixedsize="true"></td>`, c, c)
		for k := 0; k < b.Cols; k++ {
			fmt.Fprintf(&out, `<td width="%d" height="%d" fixedsize="true"><font point-size="6" color="#555555">%s</font></td>`, c, c, htmlEscape(b.ColLabels[k]))
		}
		out.WriteString(`<td width="2" height="1" fixedsize="true"></td></tr>`)
	}
	out.WriteString(`<tr>`)
	if coords {
		// The row labels, one cell each, beside the board's rows.
		fmt.Fprintf(&out, `<td width="%d" height="%d" fixedsize="true"><table border="0" cellborder="0" cellspacing="0" cellpadding="0">`, c, h)
		for r := 0; r < b.Rows; r++ {
			fmt.Fprintf(&out, `<tr><td width="%d" height="%d" fixedsize="true"><font point-size="6" color="#555555">%s</font></td></tr>`, c, ch, htmlEscape(b.RowLabels[r]))
		}
		out.WriteString(`</table></td>`)
	}
	cellborder := 0
	if look.letters {
		cellborder = 1
	}
	fmt.Fprintf(&out, `<td colspan="%d" width="%d" height="%d" fixedsize="true"><table border="1" cellborder="%d" cellspacing="0" cellpadding="0" color="%s">`, b.Cols+1, w, h, cellborder, look.frame)
	for r := 0; r < b.Rows; r++ {
		out.WriteString("<tr>")
		for k := 0; k < b.Cols; k++ {
			i := r*b.Cols + k
			cell := b.Cells[i]
			attrs := fmt.Sprintf(`width="%d" height="%d" fixedsize="true" bgcolor="%s"`, c, ch, look.fill[cell])
			if i == b.Played && !look.dot && !look.sticks {
				attrs += ` border="1" sides="ltrb" color="#e0201b"`
			}
			text := ""
			switch {
			case i == b.Played && look.dot:
				text = `<font point-size="11" color="#ffffff">•</font>`
			case look.sticks && cell == tree.Object:
				text = `<font point-size="12" color="#8d5a2b"><b>|</b></font>`
			case look.sticks && cell == tree.Taken:
				text = `<font point-size="12" color="#d9bf9f"><b>|</b></font>`
			case look.letters && (cell == tree.First || cell == tree.Second):
				text = fmt.Sprintf(`<font point-size="10" color="%s">%s</font>`, markColors[cell], "XO"[cell-1:cell])
			case b.Changed != nil && b.Changed[i]:
				text = `<font point-size="11" color="#8a8a8a">•</font>` // mid grey: seen on black and on white
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

// captionLines are the lines under (or over) a drawing: opt's caption, or
// the lines that describe the search unless bare, after opt's title.
func (s *Search) captionLines(opt Options) []string {
	var caption []string
	switch {
	case opt.Caption != "":
		caption = strings.Split(opt.Caption, "\n")
	case !opt.Bare:
		// The search's own lines, wrapped; a caption given is laid out
		// by its writer (a sheet's exercise).
		for _, c := range s.describe() {
			caption = append(caption, wrapLine(c, drawnCaptionWidth)...)
		}
	}
	if opt.Title != "" {
		caption = append([]string{opt.Title}, caption...)
	}
	return caption
}

// drawnCaptionWidth is the most characters a line of a drawing's caption
// holds: a longer one is wrapped, so that a caption is never wider than
// a page's text block at its size (ProbCut's result line, 160
// characters, split a tree of 17 nodes over four A4 pages).
const drawnCaptionWidth = 90
