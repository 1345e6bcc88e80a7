package render

import (
	"fmt"
	"io"
	"regexp"
	"strings"

	"gametree/minimax"
	"gametree/search"
	"gametree/tree"
)

// texStyles defines the colours (the SVG's) and the TikZ styles of the
// drawing before each forest environment, so that the bare environment
// needs nothing in the preamble but forest, and a document can restyle a
// drawing by defining them again.
const texStyles = `\definecolor{gtpv}{RGB}{214,39,40}% principal variation
\definecolor{gtcut}{RGB}{31,95,191}% the edge after which a node cut off
\definecolor{gtpruned}{RGB}{154,154,154}% never visited
\definecolor{gtfill}{RGB}{236,236,236}% inside a pruned node
\definecolor{gtboard}{RGB}{46,139,87}% a board's squares
\definecolor{gtplayed}{RGB}{224,32,27}% the square just played
\tikzset{gt pv/.style={very thick, draw=gtpv}, gt pruned/.style={dashed, draw=gtpruned, fill=gtfill},
  gt pruned line/.style={dashed, draw=gtpruned}, gt unvisited/.style={dotted, draw=gtpruned},
  gt current/.style={very thick, fill=yellow!60}, gt over/.style={double},
  gt max fill/.style={path picture={\fill[gtfill] (path picture bounding box.south west)
    -- ([yshift=-2.4mm]path picture bounding box.north west) -- (path picture bounding box.north)
    -- ([yshift=-2.4mm]path picture bounding box.north east) -- (path picture bounding box.south east) -- cycle;}},
  gt min fill/.style={path picture={\fill[gtfill] (path picture bounding box.north west)
    -- ([yshift=2.4mm]path picture bounding box.south west) -- (path picture bounding box.south)
    -- ([yshift=2.4mm]path picture bounding box.south east) -- (path picture bounding box.north east) -- cycle;}}}
`

// texPackages are the lines of a preamble that the forest environment
// needs.
var texPackages = []string{`\usepackage{forest}`}

// TikZ writes the tree as a forest environment (package forest, which
// draws with TikZ) to paste into a LaTeX document, with a comment above it
// that names what the preamble needs. The content is the SVG's: MAX nodes
// as houses pointing up and MIN nodes as houses pointing down (with ▲ and
// ▼ after the name), leaves as boxes (a double box for a finished game),
// each with its name, value and bound, windows on entry and on return and
// visit number as opt.Labels asks; the principal variation red and thick,
// pruned nodes and edges dashed and grey, the edge after which a node cut
// off blue and marked "cut"; with opt.Boards, each node's board as a small
// TikZ grid. With opt.Paper, a tree too big for the page is split as Plan
// splits drawings: one environment per sheet. g may be nil when opt.Paper
// is nil.
func (g *Graphviz) TikZ(w io.Writer, s *Search, opt Options) error {
	sheets, err := g.texSheets(s, opt)
	if err != nil {
		return err
	}
	var b strings.Builder
	b.WriteString("% A game tree drawn by gametree. The preamble needs:\n")
	for _, l := range texPackages {
		b.WriteString("%   " + l + "\n")
	}
	b.WriteString(texStyles)
	if len(sheets) > 1 {
		fmt.Fprintf(&b, "%% The tree is split into %d parts to fit the page, an environment each.\n", len(sheets))
	}
	for i, sh := range sheets {
		o := sh.Options
		if i > 0 || len(sheets) > 1 {
			fmt.Fprintf(&b, "\n%% Part %d of %d\n", i+1, len(sheets))
		}
		for _, l := range texCaption(s, o) {
			b.WriteString("% " + l + "\n")
		}
		if sh.Scale < 1 {
			fmt.Fprintf(&b, "%% It may be wider than the text width of %s paper: scale it with adjustbox's\n%% \\begin{adjustbox}{max width=\\linewidth} ... \\end{adjustbox}.\n", strings.ToUpper(opt.Paper.Name))
		}
		forest(&b, s, o)
	}
	_, err = io.WriteString(w, b.String())
	return err
}

// TeX writes a LaTeX document that pdflatex compiles as it is: the forest
// of TikZ under its caption, the legend, and with compact labels the table
// of windows. With opt.Paper the document is an article on that paper, a
// part per page, each scaled down to the text block when it is wider;
// without, a standalone page the size of the drawing.
func (g *Graphviz) TeX(w io.Writer, s *Search, opt Options) error {
	sheets, err := g.texSheets(s, opt)
	if err != nil {
		return err
	}
	var b strings.Builder
	b.WriteString("% A game tree drawn by gametree: pdflatex compiles this file as it is.\n")
	if opt.Paper == nil {
		b.WriteString("\\documentclass[border=10pt,varwidth=\\maxdimen]{standalone}\n")
		b.WriteString(texPreamble(nil))
	} else {
		b.WriteString("\\documentclass[10pt]{article}\n")
		b.WriteString(texPreamble(opt.Paper))
	}
	starts := pageStarts(sheets)
	for i, sh := range sheets {
		o := sh.Options
		switch {
		case i == 0:
		case starts[i]:
			b.WriteString("\n\\newpage\n")
		default:
			// The sheets share a page, as in the PDF.
			b.WriteString("\n\\bigskip\n")
		}
		if opt.Paper != nil {
			b.WriteString("\\noindent\\begin{adjustbox}{max width=\\linewidth, max totalheight=0.8\\textheight}\n")
		}
		forest(&b, s, o)
		if opt.Paper != nil {
			b.WriteString("\\end{adjustbox}\n")
		}
		if lines := texCaption(s, o); len(lines) > 0 {
			b.WriteString("\n\\medskip\\noindent{\\small\n")
			for k, l := range lines {
				if rest := strings.TrimLeft(l, " "); rest != l {
					b.WriteString(`\quad `) // a wrapped line goes on
					l = rest
				}
				b.WriteString(texText(l))
				if k < len(lines)-1 {
					b.WriteString("\\\\")
				}
				b.WriteString("\n")
			}
			b.WriteString("\\par}\n")
		}
		if o.Labels == CompactLabels && s.prunes() && o.Step == nil {
			b.WriteString("\n\\medskip\\noindent" + texWindowTable(s, s.visible(o)) + "\n")
		}
		if !o.Bare && !o.NoLegend {
			b.WriteString("\n\\medskip\\noindent" + texLegend(s, o) + "\n")
		}
	}
	b.WriteString("\\end{document}\n")
	_, err = io.WriteString(w, b.String())
	return err
}

// texPreamble returns the preamble of a document after its class: the page
// of paper (none for a standalone page), the packages, the colours and
// styles, and \begin{document}.
func texPreamble(paper *Paper) string {
	var b strings.Builder
	if paper != nil {
		name := "a4paper"
		if strings.EqualFold(paper.Name, "letter") {
			name = "letterpaper"
		}
		fmt.Fprintf(&b, "\\usepackage[%s,margin=2cm]{geometry}\n\\usepackage{adjustbox}\n", name)
	}
	for _, l := range texPackages {
		b.WriteString(l + "\n")
	}
	b.WriteString("\\usepackage{booktabs}\n\\pagestyle{empty}\n")
	b.WriteString(texStyles)
	b.WriteString("\\begin{document}\n")
	return b.String()
}

// texSheets plans the parts of a TeX drawing: one, unless opt.Paper asks
// Plan to fit it.
func (g *Graphviz) texSheets(s *Search, opt Options) ([]Sheet, error) {
	if opt.Paper == nil || g == nil {
		return []Sheet{{Options: opt, Scale: 1}}, nil
	}
	sheets, note, err := g.Plan(s, opt)
	if err != nil {
		return nil, err
	}
	if note != "" && opt.Say != nil {
		opt.Say(note)
	}
	return sheets, nil
}

// texCaption returns the lines under a part: its title and caption, or
// the lines that describe the search.
func texCaption(s *Search, opt Options) []string {
	var lines []string
	switch {
	case opt.Caption != "":
		lines = strings.Split(opt.Caption, "\n")
	case !opt.Bare:
		lines = s.describe()
	}
	if opt.Title != "" {
		lines = append([]string{opt.Title}, lines...)
	}
	return lines
}

// forestPreamble styles the nodes for a tree that grows down, or to the
// right with lr: a house is drawn around the node's text (which makes room
// for its roof with a strut), so that edges meet its point.
func forestPreamble(lr, chance bool) string {
	// A probability on every edge (chance nodes, an equilibrium) needs
	// the room to be read between the levels, and between siblings.
	lsep, ssep := "14pt", "4pt"
	if chance {
		lsep, ssep = "36pt", "8pt"
	}
	grow := "s sep=6pt,\n    edge={thin}, parent anchor=south, child anchor=north}"
	if lr {
		grow = "s sep=" + ssep + ",\n    edge={thin}, grow'=east, parent anchor=east, child anchor=west}"
	}
	return `  for tree={font=\footnotesize, align=center, inner sep=2pt, l sep=` + lsep + `, ` + grow + `,
  max/.style={tikz+={\draw[#1] (.south west) -- ([yshift=-2.4mm].north west)
    -- (.north) -- ([yshift=-2.4mm].north east) -- (.south east) -- cycle;}},
  min/.style={tikz+={\draw[#1] (.north west) -- ([yshift=2.4mm].south west)
    -- (.south) -- ([yshift=2.4mm].south east) -- (.north east) -- cycle;}},
  leaf/.style={draw, rectangle, #1},
  pv/.style={text=gtpv, font=\footnotesize\bfseries, edge={very thick, draw=gtpv}},
  pruned/.style={text=gtpruned, edge={dashed, draw=gtpruned}},
  unvisited/.style={text=gtpruned, edge={dotted, draw=gtpruned}},
  cut/.style={edge={thick, draw=gtcut}, edge label={node[midway, sloped, above, font=\scriptsize, text=gtcut]{cut}}},
` + chanceStyles(chance)
}

// chanceStyles are the styles of a tree with chance nodes: a chance node
// in a circle, the probability of each of its children on its edge.
func chanceStyles(chance bool) string {
	if !chance {
		return ""
	}
	return `  chance/.style={draw, circle, #1},
  prob/.style={edge label={node[pos=.6, sloped, above, font=\scriptsize]{#1}}},
`
}

// forest writes the forest environment of the nodes opt draws.
func forest(b *strings.Builder, s *Search, opt Options) {
	t := s.Tree
	nodes := s.visible(opt)
	drawn := drawnIDs(nodes)
	b.WriteString("\\begin{forest}\n")
	b.WriteString(forestPreamble(opt.Layout == LeftRight, s.Tree.HasChance()))
	var walk func(n int32, depth int)
	walk = func(n int32, depth int) {
		nd := t.Nodes[n]
		leaf := nd.Count == 0
		lines := s.nodeLines(n, opt, drawn)
		for i, l := range lines {
			lines[i] = texNodeLine(l)
		}
		if opt.Boards && t.HasBoardPictures() {
			lines = append(lines, texBoardPicture(s.nodeBoard(n, opt)))
		}
		// Room for the house's point: a strut above the first line of a
		// MAX node, below the last of a MIN node.
		switch {
		case leaf, t.IsChance(n):
		case t.IsMax(n):
			lines[0] = `\rule{0pt}{4.2mm}` + lines[0]
		default:
			lines[len(lines)-1] += `\rule[-2.6mm]{0pt}{2.6mm}`
		}
		styles := s.forestStyles(n, opt)
		indent := strings.Repeat("  ", depth+1)
		sep := `\\`
		if s.oneLine(n, opt) {
			sep = `\enspace `
		}
		fmt.Fprintf(b, "%s[{%s}, %s", indent, strings.Join(lines, sep), strings.Join(styles, ", "))
		var kids []int32
		for c := nd.First; c < nd.First+nd.Count; c++ {
			if _, ok := drawn[c]; ok {
				kids = append(kids, c)
			}
		}
		if len(kids) == 0 {
			b.WriteString("]\n")
			return
		}
		b.WriteString("\n")
		for _, c := range kids {
			walk(c, depth+1)
		}
		b.WriteString(indent + "]\n")
	}
	walk(opt.Root, 0)
	b.WriteString("\\end{forest}\n")
}

// forestStyles are node n's forest styles: its border and text by what
// the search did there (current, PV, pruned, unvisited, over), and the cut
// mark of the child after which its parent cut off.
func (s *Search) forestStyles(n int32, opt Options) []string {
	t := s.Tree
	a := s.ann(n)
	nd := t.Nodes[n]
	leaf := nd.Count == 0
	// The border's style and the node's.
	border, node := "", ""
	switch {
	case opt.Blank:
	case opt.Step != nil && opt.Step.Current == n:
		border = "gt current"
	case a.Has(minimax.PV):
		border, node = "gt pv", "pv"
	case s.pruned(n, opt):
		border, node = "gt pruned", "pruned"
	case s.unvisited(n, opt):
		border, node = "gt unvisited", "unvisited"
	}
	if leaf && nd.Terminal {
		border = strings.TrimPrefix(border+", gt over", ", ")
	}
	// A house is drawn after the tree, over the node's text: a pruned
	// one is filled under the text by the node's path picture.
	fill := ""
	if border == "gt pruned" && !leaf {
		border, fill = "gt pruned line", "gt min fill"
		if t.IsMax(n) {
			fill = "gt max fill"
		}
	}
	var styles []string
	switch {
	case leaf:
		styles = append(styles, "leaf={"+border+"}")
	case t.IsChance(n):
		styles = append(styles, "chance={"+border+"}")
	case t.IsMax(n):
		styles = append(styles, "max={"+border+"}")
	default:
		styles = append(styles, "min={"+border+"}")
	}
	if fill != "" {
		styles = append(styles, fill)
	}
	if node != "" && n != opt.Root {
		styles = append(styles, node)
	} else if node == "pv" {
		styles = append(styles, "text=gtpv", `font=\footnotesize\bfseries`)
	} else if node != "" {
		styles = append(styles, "text=gtpruned")
	}
	if n != opt.Root && !opt.Blank {
		if pa := s.ann(nd.Parent); pa.Has(minimax.Cutoff) && pa.CutAfter == n {
			styles = append(styles, "cut")
		}
	}
	p := t.ProbabilityText(n)
	if label, ok := s.record().edgeLabel(s, n); ok {
		p = label // the deal's chance, or the equilibrium's probability of the move
	}
	if p != "" && n != opt.Root {
		styles = append(styles, "prob={"+texText(p)+"}")
	}
	return styles
}

// texBoardPicture draws a node's board as a small TikZ picture in the
// look of its style (Othello's green board with discs, tic-tac-toe's
// squares with X and O, Connect Four's blue board with red and yellow
// discs, Nim's sticks), the cell just played outlined in red, the discs
// it flipped dotted grey, the labels around it when coords.
func texBoardPicture(b tree.Board, coords bool) string {
	n := max(b.Cols, b.Rows)
	unit := 14.0 / float64(n) // a board 14 mm wide (or high)
	if b.Style == tree.SquaresBoard {
		unit = 4
	}
	// xy is the TikZ corner of cell i: rows count up from the bottom.
	xy := func(i int) string { return fmt.Sprintf("%d/%d", i%b.Cols, b.Rows-1-i/b.Cols) }
	var first, second, objects, taken, changed []string
	for i, cell := range b.Cells {
		switch cell {
		case tree.First:
			first = append(first, xy(i))
		case tree.Second:
			second = append(second, xy(i))
		case tree.Object:
			objects = append(objects, xy(i))
		case tree.Taken:
			taken = append(taken, xy(i))
		}
		if b.Changed != nil && b.Changed[i] {
			changed = append(changed, xy(i))
		}
	}
	each := func(list []string, draw string) string {
		if len(list) == 0 {
			return ""
		}
		return fmt.Sprintf(` \foreach \x/\y in {%s} %s;`, strings.Join(list, ","), draw)
	}
	var out strings.Builder
	fmt.Fprintf(&out, `\tikz[x=%.3gmm, y=%.3gmm, solid, thin, black]{`, unit, unit)
	switch b.Style {
	case tree.DiscsBoard:
		fmt.Fprintf(&out, `\fill[fill=gtboard] (0,0) rectangle (%d,%d); \draw[very thin, black!60] (0,0) grid (%d,%d);`, b.Cols, b.Rows, b.Cols, b.Rows)
		out.WriteString(each(first, `\fill[black] (\x+.5,\y+.5) circle (.38)`))
		out.WriteString(each(second, `\filldraw[fill=white, draw=black, very thin] (\x+.5,\y+.5) circle (.38)`))
		out.WriteString(each(changed, `\fill[black!45] (\x+.5,\y+.5) circle (.13)`))
	case tree.SquaresBoard:
		fmt.Fprintf(&out, `\draw[black!60] (0,0) grid (%d,%d);`, b.Cols, b.Rows)
		out.WriteString(each(first, `\node[font=\scriptsize\bfseries, text=red!70!black, inner sep=0pt] at (\x+.5,\y+.5) {X}`))
		out.WriteString(each(second, `\node[font=\scriptsize\bfseries, text=blue!70!black, inner sep=0pt] at (\x+.5,\y+.5) {O}`))
	case tree.ColumnsBoard:
		var empty []string
		for i, cell := range b.Cells {
			if cell == tree.Empty {
				empty = append(empty, xy(i))
			}
		}
		fmt.Fprintf(&out, `\fill[fill=blue!60!black] (0,0) rectangle (%d,%d);`, b.Cols, b.Rows)
		out.WriteString(each(empty, `\fill[white] (\x+.5,\y+.5) circle (.38)`))
		out.WriteString(each(first, `\fill[red!80!black] (\x+.5,\y+.5) circle (.38)`))
		out.WriteString(each(second, `\fill[yellow!90!orange] (\x+.5,\y+.5) circle (.38)`))
	case tree.HeapsBoard:
		out.WriteString(each(objects, `\fill[brown] (\x+.35,\y+.1) rectangle +(.3,.8)`))
		out.WriteString(each(taken, `\fill[brown!30] (\x+.35,\y+.1) rectangle +(.3,.8)`))
	}
	switch {
	case b.Played < 0 || b.Style == tree.HeapsBoard:
		// Nim's move shows as its pale sticks.
	case b.Style == tree.ColumnsBoard:
		fmt.Fprintf(&out, ` \fill[white] (%d.5,%d.5) circle (.13);`, b.Played%b.Cols, b.Rows-1-b.Played/b.Cols)
	default:
		fmt.Fprintf(&out, ` \draw[draw=gtplayed, thick] (%d,%d) rectangle +(1,1);`, b.Played%b.Cols, b.Rows-1-b.Played/b.Cols)
	}
	if coords {
		out.WriteString(texBoardLabels(b))
	}
	out.WriteString("}")
	return out.String()
}

// texBoardLabels writes the column and row labels around a board's TikZ
// picture.
func texBoardLabels(b tree.Board) string {
	var out strings.Builder
	if len(b.ColLabels) > 0 && b.ColLabels[0] != "" {
		var cols []string
		for c, l := range b.ColLabels {
			cols = append(cols, fmt.Sprintf("%d/%s", c, l))
		}
		fmt.Fprintf(&out, ` \foreach \x/\l in {%s} \node[font=\tiny, inner sep=0pt, black!70] at (\x+.5,%d.55) {\l};`, strings.Join(cols, ","), b.Rows)
	}
	var rows []string
	for r, l := range b.RowLabels {
		rows = append(rows, fmt.Sprintf("%d/%s", b.Rows-1-r, l))
	}
	fmt.Fprintf(&out, ` \foreach \y/\l in {%s} \node[font=\tiny, inner sep=0pt, black!70] at (-.6,\y+.5) {\l};`, strings.Join(rows, ","))
	return out.String()
}

// texWindowTable returns the table of the windows of the visited nodes by
// visit number, for compact labels: three entries to a row.
func texWindowTable(s *Search, nodes []int32) string {
	entries := windowEntries(s, nodes)
	const perRow = 3
	var b strings.Builder
	b.WriteString("{\\footnotesize\\begin{tabular}{@{}lll@{}}\n")
	b.WriteString(`\multicolumn{3}{@{}l}{\textbf{` + s.word("Windows by visit number") + `} ` + s.word(`($\alpha,\beta$ on entry $\rightarrow$ on return)`) + `}\\` + "\n")
	for i := 0; i < len(entries); i += perRow {
		var cells []string
		for j := i; j < i+perRow; j++ {
			text := ""
			if j < len(entries) {
				e := entries[j]
				text = texNodeLine(fmt.Sprintf("#%d  %s %s", e.order, e.in, e.out))
			}
			cells = append(cells, text)
		}
		b.WriteString(strings.Join(cells, " & ") + `\\` + "\n")
	}
	b.WriteString("\\end{tabular}}")
	return b.String()
}

// texLegend returns the legend, a table of the marks drawn.
func texLegend(s *Search, opt Options) string { return s.record().texLegend(s, opt) }

// texWindowsLegend is texLegend of minimax's family.
func texWindowsLegend(s *Search, opt Options) string {
	rows := [][2]string{
		{`house, point up, $\bigtriangleup$`, "MAX node: the root player moves"},
		{`house, point down, $\bigtriangledown$`, "MIN node: the opponent moves"},
		{"box", "leaf (double box: finished game)"},
	}
	if s.Tree.HasChance() {
		rows = append(rows, [2]string{`ellipse, $\circ$`, "chance node: its value is its children's, weighed by the probabilities on their edges"})
	}
	if s.Tree.Players() > 0 {
		rows = [][2]string{
			{`house, point up, (` + tree.PlayerName(s.Tree.Mover(0)) + `)`, "the root's player, " + tree.PlayerName(s.Tree.Mover(0)) + ", moves"},
			{`house, point down, (B)`, "another player moves: its letter in brackets, the players in turn"},
			{`(1,2,6)`, "a leaf's utilities, or the value of a node: one a player, in the players' order"},
		}
	}
	if opt.Blank {
		rows[2][1] = "leaf, with its value"
		if s.Tree.Kind != tree.Textbook {
			rows[2][1] = "leaf, with its value (double box: finished game)"
		}
		return texLegendTable(s.texWords(rows), s.word("Legend"))
	}
	if s.Tree.Kind == tree.Game {
		if mark, meaning, ok := s.Tree.ScoreRow(s.Lang); ok {
			// In the search's language already: texWords leaves it so.
			rows = append(rows, [2]string{strings.ReplaceAll(mark, "−", "$-$"), meaning})
		} else if s.Tree.Players() > 0 {
			rows = append(rows, [2]string{`(1,0,0)`, "a finished game: 1 for its winner, 0 for the others"})
		} else if s.Tree.Margins() {
			rows = append(rows, [2]string{`win $+n$ / loss $-n$`, "a finished game, won or lost by $n$ discs (for MAX)"})
		} else {
			rows = append(rows, [2]string{`$+1$ / $0$ / $-1$`, "a finished game, won, drawn or lost (for MAX); the evaluation lies between"})
		}
		if opt.Boards && s.Tree.HasBoardPictures() {
			switch s.Tree.Board(0).Style {
			case tree.DiscsBoard:
				rows = append(rows,
					[2]string{`\textcolor{gtplayed}{red square}`, "on a board: the square just played"},
					[2]string{"grey dot", "on a board: a disc that move flipped"})
			case tree.ColumnsBoard:
				rows = append(rows, [2]string{"white dot", "on a board: the disc just dropped"})
			case tree.HeapsBoard:
				rows = append(rows, [2]string{"pale sticks", "on a board: the objects the move just played took"})
			default:
				rows = append(rows, [2]string{`\textcolor{gtplayed}{red outline}`, "on a board: the move just played"})
			}
		}
	}
	if opt.Step == nil {
		rows = append(rows, [2]string{`\textcolor{gtpv}{\textbf{red, bold}}`, "principal variation"})
	}
	if s.prunes() {
		rows = append(rows,
			[2]string{`$\geq v$ / $\leq v$`, "lower bound (failed high) / upper bound (failed low)"},
			[2]string{`$\alpha,\beta$ $[a, b]$`, "window on entry"},
			[2]string{`$\rightarrow [a', b']$`, "window on return"},
			[2]string{`\textcolor{gtcut}{cut}`, `$\alpha \geq \beta$ after this child: the rest is pruned`},
			[2]string{`\textcolor{gtpruned}{dashed, grey inside}`, "pruned: never visited"},
		)
	}
	rows = append(rows, texSeveralRows(s)...)
	if opt.Step != nil {
		rows = append(rows,
			[2]string{"yellow, thick", "the node of this step"},
			[2]string{`\textcolor{gtpruned}{dotted}`, "not visited yet"},
			[2]string{`\dots`, "being searched: no value yet"},
		)
	}
	rows = append(rows, [2]string{`\#$n$`, "visit order"})
	return texLegendTable(s.texWords(rows), s.word("Legend"))
}

// texHiddenLegend is the legend of a tree of hidden information, as the
// other drawings write it (hiddenLegend), but the dashed lines: LaTeX
// draws no joins, each node naming its set.
func texHiddenLegend(s *Search) string {
	var rows [][2]string
	for _, r := range s.hiddenLegend() {
		if r.Mark != s.word("dashed line") {
			rows = append(rows, [2]string{texText(r.Mark), texText(r.Meaning)})
		}
	}
	return texLegendTable(rows, s.word("Legend"))
}

// texWords writes the marks and meanings of a TeX legend in the search's
// language.
func (s *Search) texWords(rows [][2]string) [][2]string {
	for i := range rows {
		rows[i] = [2]string{s.word(rows[i][0]), s.word(rows[i][1])}
	}
	return rows
}

// texSeveralRows are the legend's rows of a game of several players:
// the entry of a node's player in its vector (max^n), shallow pruning's
// cuts.
func texSeveralRows(s *Search) [][2]string { return s.record().texSeveralRows(s) }

// texSeveralRows of max^n: the entry of a node's player in brackets,
// before the rows of shallow pruning.
func (v *Several) texSeveralRows(s *Search) [][2]string {
	var rows [][2]string
	if v.Vectors != nil {
		rows = append(rows, [2]string{`(1,2,[6])`, "in brackets: the utility of the node's player, which it maximizes"})
	}
	return append(rows, texShallowRows(s)...)
}

// texShallowRows are the LaTeX legend's rows of shallow pruning, none
// for another search.
func texShallowRows(s *Search) [][2]string {
	var rows [][2]string
	if s.decl().Players == search.ShallowMaxN {
		rows = append(rows,
			[2]string{`\textcolor{gtcut}{cut}`, "shallow pruning after this child: the rest is pruned"},
			[2]string{`cut: A $\leq$ c $\leq$ h`, "at a node cut off: its parent's player A gets at most c there, no more than the h it has"},
			[2]string{`\textcolor{gtpruned}{dashed, grey inside}`, "pruned: never visited"},
		)
	}
	return rows
}

// texLegendTable writes the rows of a legend as a table.
func texLegendTable(rows [][2]string, title string) string {
	var b strings.Builder
	b.WriteString("{\\footnotesize\\begin{tabular}{@{}ll@{}}\n\\toprule\n\\multicolumn{2}{@{}l}{\\textbf{" + title + "}}\\\\\n\\midrule\n")
	for _, r := range rows {
		b.WriteString(r[0] + " & " + r[1] + "\\\\\n")
	}
	b.WriteString("\\bottomrule\n\\end{tabular}}")
	return b.String()
}

// texEscapes escapes text for LaTeX and writes the symbols of the labels in
// math.
var texEscapes = strings.NewReplacer(
	`\`, `\textbackslash{}`, "#", `\#`, "$", `\$`, "%", `\%`, "&", `\&`, "_", `\_`,
	"{", `\{`, "}", `\}`, "~", `\textasciitilde{}`, "^", `\textasciicircum{}`,
	"<", `$<$`, ">", `$>$`, "|", `$\vert$`, `"`, `''`,
	"−", "$-$", "…", `\dots{}`,
	"≤", `$\leq$`, "≥", `$\geq$`, "→", `$\rightarrow$`, "α", `$\alpha$`, "β", `$\beta$`,
	"▲", `$\bigtriangleup$`, "○", `$\bigcirc$`, "▼", `$\bigtriangledown$`, "×", `$\times$`,
)

// texText escapes a line of text (a caption) for LaTeX; "--" stays two
// hyphens, not a dash.
func texText(s string) string {
	s = texEscapes.Replace(s)
	for i := 0; i < 2 && strings.Contains(s, "--"); i++ {
		s = strings.ReplaceAll(s, "--", "-{}-")
	}
	return s
}

// texNumber finds the numbers and infinities of a node's line;
// texDecimal those of a line whose numbers may have a decimal comma (a
// French line: -0,14, written $-0{,}14$), which a vector's line is not
// (texVector: its commas part the utilities).
var (
	texNumber  = regexp.MustCompile(`[-+]?(inf|[0-9]+(\.[0-9]+)?)`)
	texDecimal = regexp.MustCompile(`[-+]?(inf|[0-9]+([.,][0-9]+)?)`)
	texVector  = regexp.MustCompile(`\([^()]*,`)
)

// texNodeLine writes a line of a node's label for LaTeX: its symbols in
// math, its numbers in math so that a minus sign is one ("-3" as $-3$,
// "-inf" as $-\infty$).
func texNodeLine(l string) string {
	var b strings.Builder
	last := 0
	numbers := texDecimal
	if texVector.MatchString(l) {
		numbers = texNumber
	}
	for _, m := range numbers.FindAllStringIndex(l, -1) {
		b.WriteString(texText(l[last:m[0]]))
		num := l[m[0]:m[1]]
		// "#3", "B1" and "d3" stay text.
		if m[0] > 0 && textBefore(l[m[0]-1]) {
			b.WriteString(num)
		} else {
			b.WriteString("$" + strings.NewReplacer("inf", `\infty`, ",", "{,}").Replace(num) + "$")
		}
		last = m[1]
	}
	b.WriteString(texText(l[last:]))
	return b.String()
}

// texLongTrace is the number of steps past which a trace is a longtable,
// which breaks across pages, rather than a tabular.
const texLongTrace = 40

// texTrace writes a search's trace as a booktabs table: a tabular to put
// under the tree, or a longtable when it is longer than a page holds.
func texTrace(s *Search, header []string, rows []TraceRow, ab bool) string {
	t := s.Tree
	env, cols := "tabular", "@{}rlllll@{}"
	if !ab {
		cols = "@{}rlll@{}"
	}
	var b strings.Builder
	b.WriteString("% A search traced by gametree, step by step. The preamble needs:\n%   \\usepackage{booktabs}\n")
	if len(rows) > texLongTrace {
		env = "longtable"
		b.WriteString("%   \\usepackage{longtable}\n")
	}
	fmt.Fprintf(&b, "\\begin{%s}{%s}\n\\toprule\n", env, cols)
	b.WriteString(strings.Join(header, " & ") + "\\\\\n\\midrule\n")
	if env == "longtable" {
		b.WriteString("\\endhead\n")
	}
	for _, r := range rows {
		cells := []string{fmt.Sprint(r.Step), texText(r.Path), texText(s.word(r.Event))}
		if ab {
			cells = append(cells, texNodeLine(s.decimal(numText(t, r.Alpha))), texNodeLine(s.decimal(numText(t, r.Beta))))
		}
		cells = append(cells, texNodeLine(s.decimal(valueCell(t, r, false))))
		b.WriteString(strings.Join(cells, " & ") + "\\\\\n")
	}
	fmt.Fprintf(&b, "\\bottomrule\n\\end{%s}\n", env)
	return b.String()
}

// mctsTeX writes the rows of a trace of MCTS as a booktabs table for
// LaTeX: the step, the iteration, the phase, the path and the reward,
// as the text table has them; a longtable past texLongTrace rows.
func (tr *Trace) mctsTeX(rows []TraceRow) string {
	s := tr.Search
	env := "tabular"
	var b strings.Builder
	b.WriteString("% A search traced by gametree, step by step. The preamble needs:\n%   \\usepackage{booktabs}\n")
	if len(rows) > texLongTrace {
		env = "longtable"
		b.WriteString("%   \\usepackage{longtable}\n")
	}
	fmt.Fprintf(&b, "\\begin{%s}{@{}rrllr@{}}\n\\toprule\n", env)
	b.WriteString(strings.Join(s.words("step", "iteration", "phase", "path", "reward"), " & ") + "\\\\\n\\midrule\n")
	if env == "longtable" {
		b.WriteString("\\endhead\n")
	}
	for _, r := range rows {
		rw := ""
		if r.Reward != nil {
			rw = s.dec(reward(float64(*r.Reward)))
		}
		cells := []string{fmt.Sprint(r.Step), fmt.Sprint(r.Iteration), texText(s.word(r.Event)), texText(r.Path), texNodeLine(rw)}
		b.WriteString(strings.Join(cells, " & ") + "\\\\\n")
	}
	fmt.Fprintf(&b, "\\bottomrule\n\\end{%s}\n", env)
	return b.String()
}

// textBefore reports whether a number after byte c is part of a word ("#3",
// "B1", "d3") rather than a value.
func textBefore(c byte) bool {
	return c == '#' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
}
