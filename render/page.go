package render

import (
	"fmt"
	"strings"

	"gametree/tree"
)

// Layout is the direction a drawn tree grows.
type Layout uint8

// The layouts.
const (
	// TopDown grows the tree down the page, the root at the top (graphviz
	// rankdir=TB): a wide drawing.
	TopDown Layout = iota
	// LeftRight grows it to the right, the leaves stacked down the page
	// (rankdir=LR): a tall drawing that fits a portrait page.
	LeftRight
	// Tidy grows the tree down the page as TopDown does, its nodes placed
	// by the tidy layout of trees (TidyLayout, in linear time), which
	// graphviz then draws as they stand (its nop2 engine): the look of
	// today's drawings, several times faster on a big tree, and more
	// compact.
	Tidy
)

var layoutNames = []string{"tb", "lr", "tidy"}

// String returns "tb", "lr" or "tidy".
func (l Layout) String() string { return layoutNames[l] }

// ParseLayout reads "tb", "lr" or "tidy" (any case).
func ParseLayout(s string) (Layout, error) {
	for i, n := range layoutNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Layout(i), nil
		}
	}
	return 0, errorf("layout %q: want tb (top to bottom), lr (left to right) or tidy (top to bottom, the tidy layout of trees)", s)
}

// Labels chooses what a drawn node says.
type Labels uint8

// The kinds of labels.
const (
	// FullLabels: the move, MAX or MIN, the value with its bound, the
	// window on entry and on return, the visit number.
	FullLabels Labels = iota
	// CompactLabels: the move, MAX or MIN, the value with its bound and
	// the visit number; the windows go to a table under the drawing, by
	// visit number.
	CompactLabels
	// ValueLabels: the move, MAX or MIN and the value with its bound.
	ValueLabels
)

var labelNames = []string{"full", "compact", "value"}

// String returns "full", "compact" or "value".
func (l Labels) String() string { return labelNames[l] }

// ParseLabels reads "full", "compact" or "value" (any case).
func ParseLabels(s string) (Labels, error) {
	for i, n := range labelNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Labels(i), nil
		}
	}
	return 0, errorf("labels %q: want full, compact or value", s)
}

// Paper is a page size, in points.
type Paper struct {
	Name          string
	Width, Height float64
}

// The papers.
var (
	A4     = Paper{"a4", 595.28, 841.89}
	Letter = Paper{"letter", 612, 792}
)

// ParsePaper reads "a4", "letter" or "none" (nil: no page, the drawing's
// own size).
func ParsePaper(s string) (*Paper, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "a4":
		p := A4
		return &p, nil
	case "letter":
		p := Letter
		return &p, nil
	case "none":
		return nil, nil
	}
	return nil, errorf("page %q: want a4, letter or none", s)
}

// Page geometry: the margin around the text block, and the smallest size
// node text may take after scaling (node text is drawn at nodeFont, and the
// painter may narrow a line by up to a tenth where the Go fonts run wider
// than graphviz measured: legibleScale keeps that tenth in hand).
const (
	pageMargin   = 42 // about 15 mm
	minText      = 6.0
	nodeFont     = 10.0
	legibleScale = minText / nodeFont / 0.9
)

// textBlock returns the width and height a drawing may take on p.
func (p Paper) textBlock() (float64, float64) {
	return p.Width - 2*pageMargin, p.Height - 2*pageMargin
}

// Sheet is one page of a PDF, or one file of SVG or PNG: the options that
// draw it and the scale that fits it to the paper.
type Sheet struct {
	Options Options
	Scale   float64
	// Width and Height are the drawing's size at scale 1, in points.
	Width, Height float64
	// layout is graphviz's layout of the sheet, kept from Plan so that
	// the writers do not lay it out again.
	layout *layout
}

// maxSplitDepth bounds how deep Plan splits a tree into subtrees.
const maxSplitDepth = 3

// pageLeaves is more leaves than any page holds with node text of at
// least minText, in either layout (about 40 on A4 from left to right).
const pageLeaves = 200

// visibleLeaves counts the nodes opt draws that have no child drawn.
func (s *Search) visibleLeaves(opt Options) int {
	shown := s.visible(opt)
	inner := make(map[int32]bool, len(shown))
	for _, n := range shown {
		if n != opt.Root {
			inner[s.Tree.Nodes[n].Parent] = true
		}
	}
	return len(shown) - len(inner)
}

// manyPages is the most pages a tree is drawn on before the note suggests
// drawing less.
const manyPages = 4

// Plan decides how s is drawn with opt: on opt.Paper (nil: one sheet at
// the drawing's own size), at a scale that keeps node text at least 6 pt
// high. Unless opt.FixedLayout or opt.FixedLabels, it tries the top-down
// layout and then left to right, full labels and then compact ones; when
// nothing fits one page it splits the tree: an overview of the root and its
// children, then a sheet per child subtree (split again when needed), each
// titled with its path. The note says, in one line, what it changed or how
// it split (empty when the drawing is as asked on one sheet).
func (g *Graphviz) Plan(s *Search, opt Options) ([]Sheet, string, error) {
	if opt.Paper == nil {
		sh, err := g.fit(s, opt)
		if err != nil {
			return nil, "", err
		}
		return []Sheet{sh}, "", nil
	}
	settings := g.candidates(opt)
	last := settings[len(settings)-1]
	if s.visibleLeaves(opt) > pageLeaves {
		// No page holds so many leaves legibly in any layout: straight
		// to the split, without laying out the whole tree (a minute for
		// Leduc hold'em's 9,451 nodes).
		settings = nil
	}
	for _, c := range settings {
		sh, err := g.fit(s, c)
		if err != nil {
			return nil, "", err
		}
		if sh.Scale >= legibleScale {
			note := ""
			if c.Layout != opt.Layout || c.Labels != opt.Labels {
				note = fmt.Sprintf("drawn with --layout %s --labels %s to fit %s at a legible size", c.Layout, c.Labels, opt.Paper.Name)
			}
			return []Sheet{sh}, note, nil
		}
	}
	legend := false
	sheets, err := g.split(s, last, 0, &legend)
	if err != nil {
		return nil, "", err
	}
	if len(sheets) > 1 && sheets[0].Options.Root != last.Root {
		// The first sheet is a subtree's: an overview of the node and its
		// moves comes first, as the help promises, when it fits a page.
		over := last
		over.ShowDepth, over.Only, over.NoLegend, over.Title = 1, nil, true, ""
		over.Caption = s.word("The tree") + s.word(": overview of the first moves")
		sh, err := g.fit(s, over)
		if err != nil {
			return nil, "", err
		}
		if sh.Scale >= legibleScale {
			sheets = append([]Sheet{sh}, sheets...)
		}
	}
	n := pages(sheets)
	note := fmt.Sprintf("the tree does not fit one %s page with node text of at least %g pt: drawn on %d pages, each a node's moves with their subtrees (--layout %s --labels %s)",
		opt.Paper.Name, minText, n, last.Layout, last.Labels)
	if n > manyPages {
		note += "; for fewer pages draw less: --view pv, --show-depth 2 or --labels value"
	}
	return sheets, note, nil
}

// candidates lists the settings Plan tries, in order.
func (g *Graphviz) candidates(opt Options) []Options {
	layouts := []Layout{TopDown, LeftRight}
	if opt.FixedLayout {
		layouts = []Layout{opt.Layout}
	}
	labels := []Labels{FullLabels, CompactLabels}
	if opt.FixedLabels {
		labels = []Labels{opt.Labels}
	}
	var out []Options
	for _, lb := range labels {
		for _, ly := range layouts {
			c := opt
			c.Layout, c.Labels = ly, lb
			out = append(out, c)
		}
	}
	return out
}

// fit measures the drawing of opt and scales it to the paper's text block.
func (g *Graphviz) fit(s *Search, opt Options) (Sheet, error) {
	l, w, h, err := g.drawing(dotString(s, opt))
	if err != nil {
		return Sheet{}, err
	}
	scale := 1.0
	if opt.Paper != nil {
		tw, th := opt.Paper.textBlock()
		scale = min(1, tw/w, th/h)
	}
	return Sheet{Options: opt, Scale: scale, Width: w, Height: h, layout: l}, nil
}

// laidOut returns the sheet's layout and size, laying it out when Plan did
// not.
func (g *Graphviz) laidOut(s *Search, sh Sheet) (*layout, float64, float64, error) {
	if sh.layout != nil {
		return sh.layout, sh.Width, sh.Height, nil
	}
	return g.drawing(dotString(s, sh.Options))
}

// split draws the subtree under opt.Root on as few sheets as keep node
// text legible: each sheet holds the node (for its context) and a run of
// its children with their whole subtrees, as many as fit; a child whose
// subtree alone does not fit is split the same way, one level down (to
// maxSplitDepth). A node with more children than fit one sheet (a flat
// tree) has them continued on the next. The first sheet that can hold
// them legibly takes the caption and the legend (legend says whether a
// sheet has them yet).
func (g *Graphviz) split(s *Search, opt Options, depth int, legend *bool) ([]Sheet, error) {
	one := opt
	one.ShowDepth, one.Only = 1, nil
	kids := s.visible(one)[1:]
	if len(kids) == 0 {
		sh, err := g.fit(s, opt)
		return []Sheet{sh}, err
	}
	legible := func(sh Sheet) bool { return sh.Scale >= legibleScale }
	var sheets []Sheet
	run := 0 // how many children the last full sheet held: the next one's first guess
	for i := 0; i < len(kids); {
		sh, err := g.group(s, opt, kids, i, i+1, !*legend)
		if err != nil {
			return nil, err
		}
		if !legible(sh) && s.Tree.Nodes[kids[i]].Count > 0 && !s.pruned(kids[i], opt) && depth+1 < maxSplitDepth {
			down := opt
			down.Root, down.Only = kids[i], nil
			if opt.ShowDepth > 0 {
				down.ShowDepth = max(opt.ShowDepth-1, 1)
			}
			more, err := g.split(s, down, depth+1, legend)
			if err != nil {
				return nil, err
			}
			sheets = append(sheets, more...)
			i++
			continue
		}
		sh, j, err := g.fill(s, opt, kids, i, run, sh, !*legend)
		if err != nil {
			return nil, err
		}
		if j < len(kids) {
			run = j - i
			if left := len(kids) - j; left < run/2 && j-i > 1 {
				// A few children would be left for a last sheet of their
				// own: the two sheets share the run evenly instead (each
				// no bigger than this one, so each fits).
				j = i + (len(kids)-i+1)/2
				if sh, err = g.group(s, opt, kids, i, j, !*legend); err != nil {
					return nil, err
				}
			}
		}
		if !*legend && !legible(sh) {
			// Too full with the legend: the sheet goes without it.
			if sh, err = g.group(s, opt, kids, i, j, false); err != nil {
				return nil, err
			}
		}
		*legend = *legend || !sh.Options.NoLegend
		sheets = append(sheets, sh)
		i = j
	}
	return sheets, nil
}

// fill finds how many of kids, from i, fit one legible sheet (sh holds
// kids[i] alone): it starts from as many as the last full sheet held
// (run), since siblings look alike, shrinking while they do not fit, then
// grows one at a time; one or two layouts a sheet, not one a child. It
// returns the sheet and the end of its run.
func (g *Graphviz) fill(s *Search, opt Options, kids []int32, i, run int, sh Sheet, legend bool) (Sheet, int, error) {
	legible := func(sh Sheet) bool { return sh.Scale >= legibleScale }
	j := i + 1
	for guess := min(i+run, len(kids)); run > 1 && guess > j; guess-- {
		next, err := g.group(s, opt, kids, i, guess, legend)
		if err != nil {
			return sh, j, err
		}
		if legible(next) {
			sh, j = next, guess
			break
		}
	}
	for j < len(kids) {
		next, err := g.group(s, opt, kids, i, j+1, legend)
		if err != nil {
			return sh, j, err
		}
		if !legible(next) {
			break
		}
		sh, j = next, j+1
	}
	return sh, j, nil
}

// group fits the sheet of opt.Root with its children kids[from:to] and
// their subtrees, titled with the caption and the legend when legend is
// set; it tries the other layout when the first is not legible (unless
// the layout was asked for).
func (g *Graphviz) group(s *Search, opt Options, kids []int32, from, to int, legend bool) (Sheet, error) {
	t := s.Tree
	sub := opt
	sub.Only = nil
	for _, k := range kids[from:to] {
		if s.runs(opt) && s.pruned(k, opt) {
			sub.Only = append(sub.Only, s.prunedRun(k, opt)...)
		} else {
			sub.Only = append(sub.Only, k)
		}
	}
	if from == 0 && to == len(kids) {
		sub.Only = nil
	}
	what := s.t("Subtree %s", t.Path(opt.Root))
	if opt.Root == 0 {
		what = s.word("The tree")
	}
	// A textbook tree's children by their names (A1, A2, ... B), not by
	// their values, which repeat: "children A1 to A26", not "moves 1 to
	// 9".
	one, many, name := ", move %s", ", moves %s to %s", t.Label
	if t.Kind == tree.Textbook {
		one, many, name = ", child %s", ", children %s to %s", t.Name
	}
	if (from > 0 || to < len(kids)) && to-from == 1 {
		what += s.t(one, name(kids[from]))
	} else if from > 0 || to < len(kids) {
		what += s.t(many, name(kids[from]), name(kids[to-1]))
		if from > 0 {
			what += s.word(" (continued)")
		}
	}
	if legend {
		// The first sheet says what the drawing is: the search (or the
		// caption given, an exercise's task, which tells no answer).
		sub.Title, sub.NoLegend, sub.Caption = what, false, opt.Caption
	} else {
		sub.Title, sub.NoLegend, sub.Caption = "", true, what
	}
	sh, err := g.fit(s, sub)
	if err != nil || sh.Scale >= legibleScale || opt.FixedLayout {
		return sh, err
	}
	// The other layout may hold these subtrees where this one cannot.
	sub.Layout = TopDown + LeftRight - sub.Layout
	if other, err := g.fit(s, sub); err != nil || other.Scale > sh.Scale {
		return other, err
	}
	return sh, nil
}
