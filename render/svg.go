package render

import (
	"bufio"
	"cmp"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The drawings placed by the tidy layout (Tidy) are written here as SVG,
// without graphviz: the nodes where TidyLayout puts them, in the look of
// graphviz's drawings (the same shapes, colours, lines and labels, the
// caption and the legend under the tree), in a time that grows as the
// nodes. The nodes and edges are grouped and titled as graphviz titles
// them (g.node titled n<I>, g.edge titled n<I>->n<J>, I and J the drawn
// nodes' numbers in pre-order), so that the viewer of the pages reads
// either.

// DrawnHere reports whether a drawing of s in f with opt is written by
// gametree itself, with no graphviz: SVG placed by the tidy layout,
// without boards (whose tables graphviz sizes) and not fitted to paper.
func DrawnHere(f Format, s *Search, opt Options) bool {
	return f == SVGFormat && opt.Layout == Tidy && opt.Paper == nil && !(opt.Boards && s.Tree.HasBoardPictures())
}

// Sizes of the drawings written here, in points, as graphviz sizes them:
// Helvetica 10 for the nodes, 11 for the caption; a node's label inside
// margins of 0.1 by 0.04 inch, its box at least 0.75 by 0.5 inch.
const (
	svgFont      = 10.0
	svgLine      = 12.0
	svgTitleFont = 11.0
	svgTitleLine = 15.2
	svgPadX      = 7.2
	svgPadY      = 4.0
	svgMinW      = 54.0
	svgMinH      = 30.0
	svgMargin    = 14.4
	svgDouble    = 4.0 // between the two lines of a finished game's box
)

// svgNode is a drawn node's place: its centre and size, the body of a
// house (under its roof, where the label goes) and its label.
type svgNode struct {
	x, y, w, h float64
	bodyTop    float64 // from the top of the node to its label's box
	lines      []string
	shape      shape
	double     bool
}

// tidySVG writes s with opt as SVG, laid out by TidyLayout.
func (s *Search) tidySVG(out io.Writer, opt Options) error {
	w := bufio.NewWriterSize(out, 64<<10)
	t := s.Tree
	nodes := s.visible(opt)
	id := drawnIDs(nodes)
	drawn := s.placeNodes(nodes, opt, id)
	treeW, treeH := 0.0, 0.0
	for i := range drawn {
		treeW = max(treeW, drawn[i].x+drawn[i].w/2)
		treeH = max(treeH, drawn[i].y+drawn[i].h/2)
	}
	block := s.labelBlock(opt, nodes)
	width := max(treeW, block.w) + 2*svgMargin
	height := treeH + block.h + 2*svgMargin
	// The tree centred over the caption when the caption is wider; the
	// caption above the tree or under it.
	dx := svgMargin + (width-2*svgMargin-treeW)/2
	dy, blockY := svgMargin, svgMargin+treeH
	if opt.CaptionTop {
		dy, blockY = svgMargin+block.h, svgMargin
	}
	b := make([]byte, 0, 4096)
	b = append(b, `<?xml version="1.0" encoding="UTF-8" standalone="no"?>`+"\n"+`<svg width="`...)
	b = svgNum(b, width)
	b = append(b, `pt" height="`...)
	b = svgNum(b, height)
	b = append(b, `pt" viewBox="0 0 `...)
	b = svgNum(b, width)
	b = append(b, ' ')
	b = svgNum(b, height)
	b = append(b, `" xmlns="http://www.w3.org/2000/svg" font-family="Helvetica,sans-Serif">`+"\n"+`<g id="graph0" class="graph">`+"\n<title>gametree</title>\n"+`<rect fill="white" x="0" y="0" width="`...)
	b = svgNum(b, width)
	b = append(b, `" height="`...)
	b = svgNum(b, height)
	b = append(b, "\"/>\n"...)
	b = block.write(b, svgMargin, blockY)
	// Under the nodes, which hide the part of a line that crosses one.
	b = s.record().svgJoins(s, b, nodes, drawn, dx, dy)
	for i, n := range nodes {
		if i > 0 {
			b = s.svgEdge(b, drawn, id[t.Nodes[n].Parent], i, n, opt, dx, dy)
		}
		b = s.svgNode(b, &drawn[i], i, n, opt, dx, dy)
		if len(b) > 32<<10 {
			if _, err := w.Write(b); err != nil {
				return err
			}
			b = b[:0]
		}
	}
	b = append(b, "</g>\n</svg>\n"...)
	if _, err := w.Write(b); err != nil {
		return err
	}
	return w.Flush()
}

// svgJoins writes the dashed lines that join the drawn nodes of each
// information set, in its colour (hiddenJoins in DOT): an arc under
// their row from one to the next, where no node of another set stands
// between them (their colour and their set's name say the rest), so that
// a join neither crosses a node nor lies on one line with another; each
// set of a row has its own depth, the narrower nearer the row, so that
// arcs nest. The nodes, drawn after, hide the arcs' ends.
func (s *Search) svgJoins(b []byte, nodes []int32, drawn []svgNode, dx, dy float64) []byte {
	names, bySet := s.setsDrawn(nodes)
	lane, next := joinLanes(names, bySet, drawn)
	for _, set := range names {
		is := bySet[set]
		bow := min(joinBowMost, joinBowLeast+joinBowStep*float64(lane[set]))
		for k := 1; k < len(is); k++ {
			if !next[[2]int{is[k-1], is[k]}] {
				continue
			}
			from, to := &drawn[is[k-1]], &drawn[is[k]]
			x0, x1 := from.x+from.w/4+dx, to.x-to.w/4+dx
			bottom := max(from.y+from.h/2, to.y+to.h/2) + dy
			b = append(b, `<g class="join"><path fill="none" stroke="`...)
			b = append(b, s.setColor(set)...)
			b = append(b, `" stroke-width="1.5" stroke-dasharray="5,2" d="M`...)
			b = svgNum(b, x0)
			b = append(b, ',')
			b = svgNum(b, from.y+dy)
			b = append(b, 'Q')
			b = svgNum(b, (x0+x1)/2)
			b = append(b, ',')
			b = svgNum(b, bottom+2*bow) // the control point twice as deep as the arc
			b = append(b, ' ')
			b = svgNum(b, x1)
			b = append(b, ',')
			b = svgNum(b, to.y+dy)
			b = append(b, "\"/></g>\n"...)
		}
	}
	return b
}

// joinLanes numbers the sets of each row (by their first node's y) from
// 0, by the width they span, the narrowest first (the name breaking
// ties); and gives the pairs of nodes of one set that stand next to each
// other in their row, no node of another set between.
func joinLanes(names []string, bySet map[string][]int, drawn []svgNode) (map[string]int, map[[2]int]bool) {
	span := func(set string) float64 {
		is := bySet[set]
		return drawn[is[len(is)-1]].x - drawn[is[0]].x
	}
	setsOf, nodesOf := map[float64][]string{}, map[float64][]int{}
	for _, set := range names {
		y := drawn[bySet[set][0]].y
		setsOf[y] = append(setsOf[y], set)
		for _, i := range bySet[set] {
			nodesOf[drawn[i].y] = append(nodesOf[drawn[i].y], i)
		}
	}
	lane := make(map[string]int, len(names))
	for _, sets := range setsOf {
		slices.SortFunc(sets, func(a, b string) int {
			if c := cmp.Compare(span(a), span(b)); c != 0 {
				return c
			}
			return strings.Compare(a, b)
		})
		for i, set := range sets {
			lane[set] = i
		}
	}
	next := map[[2]int]bool{}
	for _, row := range nodesOf {
		slices.SortFunc(row, func(a, b int) int { return cmp.Compare(drawn[a].x, drawn[b].x) })
		for k := 1; k < len(row); k++ {
			next[[2]int{row[k-1], row[k]}] = true
		}
	}
	return lane, next
}

// The depth of a join's arc under its row, in points: joinBowLeast, and
// joinBowStep more for each set of the row that spans less, within
// joinBowMost (clear of the probabilities written halfway down the
// edges, 16 points under the row).
const (
	joinBowLeast = 3.0
	joinBowStep  = 2.0
	joinBowMost  = 14.0
)

// placeNodes sizes the drawn nodes and places them with TidyLayout: each
// level a row, as far below the last as their tallest nodes need.
func (s *Search) placeNodes(nodes []int32, opt Options, id map[int32]int) []svgNode {
	t := s.Tree
	drawn := make([]svgNode, len(nodes))
	tr := &TidyTree{Children: make([][]int32, len(nodes)), Width: make([]float64, len(nodes)), Gap: tidyGap}
	level := make([]int, len(nodes))
	var tallest []float64
	for i, n := range nodes {
		d := &drawn[i]
		*d = s.sizeNode(n, opt, id)
		tr.Width[i] = d.w
		if i > 0 {
			p := id[t.Nodes[n].Parent]
			tr.Children[p] = append(tr.Children[p], int32(i))
			level[i] = level[p] + 1
		}
		for len(tallest) <= level[i] {
			tallest = append(tallest, 0)
		}
		tallest[level[i]] = max(tallest[level[i]], d.h)
	}
	x := TidyLayout(tr)
	rowY := make([]float64, len(tallest))
	rowY[0] = tallest[0] / 2
	for l := 1; l < len(rowY); l++ {
		rowY[l] = rowY[l-1] + tallest[l-1]/2 + tidyRankSep + tallest[l]/2
	}
	for i := range drawn {
		drawn[i].x, drawn[i].y = x[i], rowY[level[i]]
	}
	return drawn
}

// sizeNode returns node n's label, shape and size as drawn, not placed.
func (s *Search) sizeNode(n int32, opt Options, id map[int32]int) svgNode {
	var d svgNode
	d.lines = s.nodeLines(n, opt, id)
	if s.oneLine(n, opt) {
		d.lines = []string{strings.Join(d.lines, "  ")}
	}
	d.shape, d.double = s.shapeOf(n)
	most := 0.0
	for _, l := range d.lines {
		most = max(most, textWidth(l, svgFont))
	}
	d.w = max(svgMinW, most+2*svgPadX)
	d.h = max(svgMinH, float64(len(d.lines))*svgLine+2*svgPadY)
	if d.shape == circleShape {
		// A chance node: an ellipse around its label.
		d.w, d.h = d.w*1.3, d.h+12
	} else if d.shape != boxShape {
		// A house: its label in the body, a roof over it (under it
		// pointing down) a third of the body high.
		d.w += 2 * svgPadX
		roof := math.Round(d.h/3*100) / 100
		if d.shape == houseShape {
			d.bodyTop = roof
		}
		d.h += roof
	}
	if d.double {
		d.w += 2 * svgDouble
		d.h += 2 * svgDouble
	}
	// Whole points: the tree page lays out the compact form's sizes, in
	// whole points, as TidyLayout lays out these.
	d.w, d.h = math.Ceil(d.w), math.Ceil(d.h)
	return d
}

// svgNode writes node n, drawn i-th, moved by dx, dy.
func (s *Search) svgNode(b []byte, d *svgNode, i int, n int32, opt Options, dx, dy float64) []byte {
	lk := s.nodeLook(n, opt)
	if color, ok := s.record().outline(s, n); ok {
		// A colour an information set: the outline of its nodes, as
		// the DOT drawings have it.
		lk = look{color: color, width: 2}
	}
	x, top := d.x+dx, d.y+dy-d.h/2
	b = append(b, `<g class="node"><title>n`...)
	b = strconv.AppendInt(b, int64(i), 10)
	b = append(b, "</title>"...)
	in := 0.0
	if d.double {
		b = svgOutline(b, d, x, top, 0, lk, false)
		in = svgDouble
	}
	b = svgOutline(b, d, x, top, in, lk, true)
	font := lk.font
	// The label's lines, centred in the body: baselines a line apart, the
	// text's height (about 0.7 of its size) in the middle of each line.
	body := d.h - 2*in
	if d.shape == houseShape || d.shape == invHouseShape {
		body = body * 3 / 4
	}
	y := top + in + d.bodyTop + (body-float64(len(d.lines))*svgLine)/2 + svgLine/2 + 0.35*svgFont
	for _, l := range d.lines {
		b = append(b, `<text text-anchor="middle" x="`...)
		b = svgNum(b, x)
		b = append(b, `" y="`...)
		b = svgNum(b, y)
		b = append(b, `" font-size="10"`...)
		if font != "" {
			b = append(b, ` fill="`...)
			b = append(b, font...)
			b = append(b, '"')
		}
		b = append(b, '>')
		b = svgEscape(b, l)
		b = append(b, "</text>"...)
		y += svgLine
	}
	return append(b, "</g>\n"...)
}

// svgOutline writes a node's outline, in from its box by in; filled, the
// inside too.
func svgOutline(b []byte, d *svgNode, x, top, in float64, lk look, filled bool) []byte {
	if d.shape == circleShape {
		b = append(b, `<ellipse fill="`...)
		if lk.fill != "" {
			b = append(b, lk.fill...)
		} else {
			b = append(b, "white"...)
		}
		b = svgStroke(b, lk)
		b = append(b, ` cx="`...)
		b = svgNum(b, x)
		b = append(b, `" cy="`...)
		b = svgNum(b, top+d.h/2)
		b = append(b, `" rx="`...)
		b = svgNum(b, d.w/2)
		b = append(b, `" ry="`...)
		b = svgNum(b, d.h/2)
		return append(b, `"/>`...)
	}
	l, r := x-d.w/2+in, x+d.w/2-in
	t, bot := top+in, top+d.h-in
	roof := (d.h - 2*in) / 4
	var pts [][2]float64
	switch d.shape {
	case houseShape:
		pts = [][2]float64{{l, bot}, {l, t + roof}, {x, t}, {r, t + roof}, {r, bot}}
	case invHouseShape:
		pts = [][2]float64{{l, t}, {r, t}, {r, bot - roof}, {x, bot}, {l, bot - roof}}
	default:
		pts = [][2]float64{{l, t}, {r, t}, {r, bot}, {l, bot}}
	}
	b = append(b, `<polygon fill="`...)
	switch {
	case !filled:
		b = append(b, "none"...)
	case lk.fill != "":
		b = append(b, lk.fill...)
	default:
		b = append(b, "white"...)
	}
	b = svgStroke(b, lk)
	b = append(b, ` points="`...)
	for k, p := range pts {
		if k > 0 {
			b = append(b, ' ')
		}
		b = svgNum(b, p[0])
		b = append(b, ',')
		b = svgNum(b, p[1])
	}
	return append(b, `"/>`...)
}

// svgStroke writes a line's colour, width and dashes.
func svgStroke(b []byte, lk look) []byte {
	b = append(b, `" stroke="`...)
	if lk.color != "" {
		b = append(b, lk.color...)
	} else {
		b = append(b, "black"...)
	}
	b = append(b, '"')
	if lk.width != 0 {
		b = append(b, ` stroke-width="`...)
		b = svgNum(b, lk.width)
		b = append(b, '"')
	}
	switch lk.dash {
	case "dashed":
		b = append(b, ` stroke-dasharray="5,2"`...)
	case "dotted":
		b = append(b, ` stroke-dasharray="1,5"`...)
	}
	return b
}

// svgEdge writes the edge from the node drawn p-th to node n, drawn c-th:
// a line from the bottom of one to the top of the other, "cut" beside it
// when the parent cut off after it.
func (s *Search) svgEdge(b []byte, drawn []svgNode, p, c int, n int32, opt Options, dx, dy float64) []byte {
	lk, cut := s.edgeLook(n, opt)
	from, to := &drawn[p], &drawn[c]
	x0, y0 := from.x+dx, from.y+dy+from.h/2
	x1, y1 := to.x+dx, to.y+dy-to.h/2
	b = append(b, `<g class="edge"><title>n`...)
	b = strconv.AppendInt(b, int64(p), 10)
	b = append(b, "-&gt;n"...)
	b = strconv.AppendInt(b, int64(c), 10)
	b = append(b, `</title><path fill="none`...)
	b = svgStroke(b, lk)
	b = append(b, ` d="M`...)
	b = svgNum(b, x0)
	b = append(b, ',')
	b = svgNum(b, y0)
	b = append(b, 'L')
	b = svgNum(b, x1)
	b = append(b, ',')
	b = svgNum(b, y1)
	b = append(b, `"/>`...)
	label, color := "", ""
	// The record's label (the deal's chance, or the equilibrium's
	// probability of the move, as the legend says and Graphviz's drawing
	// writes it).
	own, labelled := s.record().edgeLabel(s, n)
	switch {
	case cut:
		label, color = s.word("cut"), colorCut
	case labelled:
		label, color = own, "black"
	case s.Tree.ProbabilityText(n) != "":
		label, color = s.Tree.ProbabilityText(n), "black"
	}
	if label != "" {
		b = append(b, `<text text-anchor="start" x="`...)
		b = svgNum(b, (x0+x1)/2+4)
		b = append(b, `" y="`...)
		b = svgNum(b, (y0+y1)/2+3.5)
		b = append(b, `" font-size="10" fill="`...)
		b = append(b, color...)
		b = append(b, `">`...)
		b = svgEscape(b, label)
		b = append(b, "</text>"...)
	}
	return append(b, "</g>\n"...)
}

// svgCell is a line of text in the block under the drawing: where it
// starts and its baseline, from the block's corner.
type svgCell struct {
	x, y        float64
	text, color string
	bold        bool
}

// svgBlock is the block of text under (or over) a drawing: the caption,
// the table of windows and the legend in its frame.
type svgBlock struct {
	w, h  float64
	cells []svgCell
	frame [4]float64 // the legend's frame: x, y, width, height; 0 wide for none
}

// labelBlock sets out what graphLabel gives graphviz: the caption's
// lines, with compact labels the windows by visit number, and the legend
// in two columns of marks.
func (s *Search) labelBlock(opt Options, nodes []int32) svgBlock {
	caption := s.captionLines(opt)
	var k svgBlock
	y := 0.0
	if len(caption) > 0 && !opt.CaptionTop {
		y += svgTitleLine / 2
	}
	line := func(x float64, text, color string, bold bool) float64 {
		k.cells = append(k.cells, svgCell{x: x, y: y + svgTitleFont, text: text, color: color, bold: bold})
		w := textWidth(text, svgTitleFont)
		if bold {
			w *= 1.08
		}
		k.w = max(k.w, x+w)
		return w
	}
	for _, c := range caption {
		line(0, c, "", false)
		y += svgTitleLine
	}
	if opt.Labels == CompactLabels && s.prunes() && opt.Step == nil {
		y += svgTitleLine / 2
		head, cols := s.windowRows(nodes)
		line(0, head, "", true)
		y = k.table(0, y+svgTitleLine, cols)
	}
	if !opt.Bare && !opt.NoLegend {
		y += svgTitleLine / 2
		top := y
		y += 4
		line(6, s.word("Legend"), "", true)
		y += svgTitleLine + 2
		rows := s.Legend(opt)
		half := (len(rows) + 1) / 2
		if opt.Layout == LeftRight {
			half = len(rows)
		}
		var cols [4][]svgCell
		for i, r := range rows {
			c := 2 * (i / half)
			cols[c] = append(cols[c], svgCell{text: r.Mark, color: r.Color, bold: r.Bold})
			cols[c+1] = append(cols[c+1], svgCell{text: r.Meaning})
		}
		y = k.table(6, y, cols[:])
		k.frame = [4]float64{0, top, k.w + 6, y - top + 4}
		k.w += 6
		y += 4
	}
	if len(caption) > 0 && opt.CaptionTop {
		y += svgTitleLine / 2
	}
	k.h = y
	return k
}

// windowRows returns the table of windows by visit number: its heading,
// and its entries in columns, three to a row.
func (s *Search) windowRows(nodes []int32) (string, [][]svgCell) {
	const perRow = 3
	cols := make([][]svgCell, perRow)
	for i, e := range windowEntries(s, nodes) {
		text := "#" + strconv.Itoa(int(e.order)) + "  " + e.in + " " + e.out
		cols[i%perRow] = append(cols[i%perRow], svgCell{text: text})
	}
	return s.word("Windows by visit number") + " " + s.word("(α,β on entry → on return)"), cols
}

// table writes columns of cells side by side from x, y, each as wide as
// its widest cell and a gap (a wider one after every second column); it
// returns the y under the longest.
func (k *svgBlock) table(x, y float64, cols [][]svgCell) float64 {
	rows := 0
	for c, col := range cols {
		rows = max(rows, len(col))
		widest := 0.0
		for r, cell := range col {
			k.cells = append(k.cells, svgCell{x: x, y: y + float64(r)*svgTitleLine + svgTitleFont, text: cell.text, color: cell.color, bold: cell.bold})
			wd := textWidth(cell.text, svgTitleFont)
			if cell.bold {
				wd *= 1.08
			}
			widest = max(widest, wd)
		}
		if widest == 0 {
			continue
		}
		k.w = max(k.w, x+widest)
		gap := 8.0
		if c%2 == 1 {
			gap = 20
		}
		x += widest + gap
	}
	return y + float64(rows)*svgTitleLine
}

// write writes the block with its corner at x, y.
func (k *svgBlock) write(b []byte, x, y float64) []byte {
	if k.frame[2] > 0 {
		b = append(b, `<rect fill="none" stroke="#bbbbbb" x="`...)
		b = svgNum(b, x+k.frame[0])
		b = append(b, `" y="`...)
		b = svgNum(b, y+k.frame[1])
		b = append(b, `" width="`...)
		b = svgNum(b, k.frame[2])
		b = append(b, `" height="`...)
		b = svgNum(b, k.frame[3])
		b = append(b, "\"/>\n"...)
	}
	for _, c := range k.cells {
		if c.text == "" {
			continue
		}
		b = append(b, `<text x="`...)
		b = svgNum(b, x+c.x)
		b = append(b, `" y="`...)
		b = svgNum(b, y+c.y)
		b = append(b, `" font-size="11"`...)
		if c.bold {
			b = append(b, ` font-weight="bold"`...)
		}
		if c.color != "" {
			b = append(b, ` fill="`...)
			b = append(b, c.color...)
			b = append(b, '"')
		}
		b = append(b, '>')
		b = svgEscape(b, c.text)
		b = append(b, "</text>\n"...)
	}
	return b
}

// svgNum appends v rounded to hundredths, without trailing zeros.
func svgNum(b []byte, v float64) []byte {
	v = math.Round(v*100) / 100
	if v == 0 {
		v = 0 // no "-0"
	}
	return strconv.AppendFloat(b, v, 'f', -1, 64)
}

// svgEscape appends text with XML's special characters escaped.
func svgEscape(b []byte, text string) []byte {
	for i := 0; i < len(text); i++ {
		switch c := text[i]; c {
		case '&':
			b = append(b, "&amp;"...)
		case '<':
			b = append(b, "&lt;"...)
		case '>':
			b = append(b, "&gt;"...)
		case '"':
			b = append(b, "&quot;"...)
		default:
			b = append(b, c)
		}
	}
	return b
}

// helvetica holds the widths of Helvetica's printable ASCII characters,
// from space to tilde, in thousandths of its size (Adobe's metrics of
// the font, which graphviz's own estimates follow).
var helvetica = [95]uint16{
	278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space to /
	556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 to ?
	1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ to O
	667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P to _
	333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` to o
	556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p to ~
}

// textWidth returns the width of text in Helvetica of size points: ASCII
// by the font's metrics, accented letters as the letters, Greek as wide
// as a digit, arrows and triangles as wide as an M.
func textWidth(text string, size float64) float64 {
	w := 0
	for i := 0; i < len(text); {
		c := text[i]
		if c >= 32 && c < 127 {
			w += int(helvetica[c-32])
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		i += n
		switch {
		case r < 0x370: // Latin letters with accents
			w += 556
		case r < 0x2000: // Greek, Cyrillic
			w += 580
		case r == 0x2026 || r == 0x2014: // … and —
			w += 1000
		default: // arrows, relations, triangles, minus
			w += 833
		}
	}
	return float64(w) * size / 1000
}

// TextSVG draws text as an SVG picture, a line a row in a fixed-width
// font: a step of a search shown as the terminal shows it (a walk of
// CFR's, a deal of averaging over clairvoyance).
func TextSVG(text string) []byte {
	ls := strings.Split(strings.TrimRight(text, "\n"), "\n")
	widest := 0
	for _, l := range ls {
		widest = max(widest, utf8.RuneCountInString(l))
	}
	const size, line, margin = 12.0, 15.0, 12.0
	w, h := float64(widest)*size*0.6+2*margin, float64(len(ls))*line+2*margin
	b := []byte(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>` + "\n" + `<svg width="`)
	b = svgNum(b, w)
	b = append(b, `pt" height="`...)
	b = svgNum(b, h)
	b = append(b, `pt" viewBox="0 0 `...)
	b = svgNum(b, w)
	b = append(b, ' ')
	b = svgNum(b, h)
	b = append(b, `" xmlns="http://www.w3.org/2000/svg" font-family="DejaVu Sans Mono,Menlo,Consolas,monospace" font-size="12">`+"\n"+`<rect fill="white" x="0" y="0" width="100%" height="100%"/>`+"\n"...)
	for i, l := range ls {
		b = append(b, `<text xml:space="preserve" x="`...)
		b = svgNum(b, margin)
		b = append(b, `" y="`...)
		b = svgNum(b, margin+float64(i+1)*line-3)
		b = append(b, `">`...)
		b = svgEscape(b, l)
		b = append(b, "</text>\n"...)
	}
	return append(b, "</svg>\n"...)
}
