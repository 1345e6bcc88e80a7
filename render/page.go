package render

import (
	"fmt"
	"strings"
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
)

var layoutNames = []string{"tb", "lr"}

// String returns "tb" or "lr".
func (l Layout) String() string { return layoutNames[l] }

// ParseLayout reads "tb" or "lr" (any case).
func ParseLayout(s string) (Layout, error) {
	for i, n := range layoutNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Layout(i), nil
		}
	}
	return 0, errorf("layout %q: want tb (top to bottom) or lr (left to right)", s)
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
	last := settings[len(settings)-1]
	sheets, err := g.split(s, last, 0)
	if err != nil {
		return nil, "", err
	}
	note := fmt.Sprintf("the tree does not fit one %s page with node text of at least %g pt: drawn as an overview and %d subtrees (--layout %s --labels %s)",
		opt.Paper.Name, minText, len(sheets)-1, last.Layout, last.Labels)
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

// split draws the subtree under opt.Root as an overview of it and its
// children, then a sheet per child subtree, split again when it does not
// fit (to maxSplitDepth).
func (g *Graphviz) split(s *Search, opt Options, depth int) ([]Sheet, error) {
	t := s.Tree
	over := opt
	over.ShowDepth = 1
	over.Title = "Overview: " + t.Path(opt.Root) + " and its moves; the subtree of each follows"
	if opt.Root != 0 {
		over.Title, over.Caption = "", "Subtree "+t.Path(opt.Root)+" (overview; the subtree of each move follows)"
	}
	first, err := g.fit(s, over)
	if err != nil {
		return nil, err
	}
	sheets := []Sheet{first}
	// The subtrees of the children, as many to a sheet as fit.
	var kids []int32
	for _, c := range s.visible(over)[1:] {
		if t.Nodes[c].Count > 0 && (opt.ShowDepth == 0 || opt.ShowDepth > 1) {
			kids = append(kids, c) // a leaf: the overview shows it whole
		}
	}
	group := func(from, to int) (Sheet, error) {
		sub := opt
		sub.Only = kids[from:to]
		sub.NoLegend, sub.Title = true, ""
		if to-from == 1 {
			sub.Root, sub.Only = kids[from], nil
			sub.Caption = "Subtree " + t.Path(kids[from])
		} else {
			sub.Caption = fmt.Sprintf("Subtrees of %s, moves %s to %s", t.Path(opt.Root), t.Label(kids[from]), t.Label(kids[to-1]))
		}
		if opt.ShowDepth > 0 && sub.Root != opt.Root {
			sub.ShowDepth = opt.ShowDepth - 1
		}
		return g.fit(s, sub)
	}
	legible := func(sh Sheet) bool { return sh.Scale >= legibleScale }
	for i := 0; i < len(kids); {
		sh, err := group(i, i+1)
		if err != nil {
			return nil, err
		}
		if !legible(sh) && depth+1 < maxSplitDepth {
			more, err := g.split(s, sh.Options, depth+1)
			if err != nil {
				return nil, err
			}
			sheets = append(sheets, more...)
			i++
			continue
		}
		j := i + 1
		for j < len(kids) {
			next, err := group(i, j+1)
			if err != nil {
				return nil, err
			}
			if !legible(next) {
				break
			}
			sh, j = next, j+1
		}
		sheets = append(sheets, sh)
		i = j
	}
	return sheets, nil
}
