package render

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/goccy/go-graphviz"
)

// layout is graphviz's layout of a graph as its "json" output gives it:
// the bounding box and, for the graph, every node and every edge, the list
// of drawing operations (xdot): polygons, curves, ellipses, text, with the
// colours and styles that apply to them.
type layout struct {
	BB      string       `json:"bb"`
	Draw    []drawOp     `json:"_draw_"`
	LDraw   []drawOp     `json:"_ldraw_"`
	Objects []drawObject `json:"objects"`
	Edges   []drawObject `json:"edges"`
}

type drawObject struct {
	Draw   []drawOp `json:"_draw_"`
	LDraw  []drawOp `json:"_ldraw_"`
	HDraw  []drawOp `json:"_hdraw_"`
	TDraw  []drawOp `json:"_tdraw_"`
	HLDraw []drawOp `json:"_hldraw_"`
	TLDraw []drawOp `json:"_tldraw_"`
}

// drawOp is one xdot operation.
type drawOp struct {
	Op     string       `json:"op"`
	Color  string       `json:"color"`
	Points [][2]float64 `json:"points"`
	Rect   [4]float64   `json:"rect"`
	Pt     [2]float64   `json:"pt"`
	Align  string       `json:"align"`
	Width  float64      `json:"width"`
	Text   string       `json:"text"`
	Size   float64      `json:"size"`
	Face   string       `json:"face"`
	Style  string       `json:"style"`
	Flags  int          `json:"fontchar"`
}

// layoutOf lays out dot with graphviz and returns the drawing operations.
func (g *Graphviz) layoutOf(dot string) (*layout, error) {
	var buf bytes.Buffer
	if err := g.render(dot, graphviz.Format("json"), &buf); err != nil {
		return nil, err
	}
	var l layout
	if err := json.Unmarshal(buf.Bytes(), &l); err != nil {
		return nil, errorf("reading graphviz's layout: %w", err)
	}
	return &l, nil
}

// size returns the width and height of the drawing in points.
func (l *layout) size() (float64, float64, error) {
	f := strings.Split(l.BB, ",")
	if len(f) != 4 {
		return 0, 0, errorf("graphviz gave the bounding box %q", l.BB)
	}
	var v [4]float64
	for i, s := range f {
		x, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return 0, 0, errorf("graphviz gave the bounding box %q", l.BB)
		}
		v[i] = x
	}
	return v[2] - v[0], v[3] - v[1], nil
}

// canvas is what a layout is painted on: y grows downwards, in points.
type canvas interface {
	setStroke(c rgba)
	setFill(c rgba)
	setLineWidth(w float64)
	setDash(style string) // "solid", "dashed" or "dotted"
	path(points [][2]float64, curve, closed, fill, stroke bool)
	ellipse(cx, cy, rx, ry float64, fill, stroke bool)
	text(x, y float64, align string, width float64, s string, size float64, bold bool)
}

// rgba is a colour.
type rgba struct{ r, g, b, a uint8 }

// parseColor reads "#rrggbb", "#rrggbbaa" or a few names; anything else is
// black.
func parseColor(s string) rgba {
	switch strings.ToLower(s) {
	case "white":
		return rgba{255, 255, 255, 255}
	case "none", "transparent":
		return rgba{}
	case "black", "":
		return rgba{0, 0, 0, 255}
	}
	if strings.HasPrefix(s, "#") && (len(s) == 7 || len(s) == 9) {
		v, err := strconv.ParseUint(s[1:], 16, 64)
		if err == nil {
			if len(s) == 7 {
				return rgba{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
			}
			return rgba{uint8(v >> 24), uint8(v >> 16), uint8(v >> 8), uint8(v)}
		}
	}
	return rgba{0, 0, 0, 255}
}

// pad is the margin, in points, around a painted drawing.
const pad = 10

// paint replays the layout on c, whose height is h points, shifted by pad
// from the top left corner: the background, then the edges, then the nodes
// (which cover the ends of the edges), then the labels.
func (l *layout) paint(c canvas, h float64) {
	st := &painter{c: c, h: h, size: 14}
	st.run(l.Draw)
	for _, e := range l.Edges {
		st.run(e.Draw)
		st.run(e.HDraw)
		st.run(e.TDraw)
		st.run(e.LDraw)
		st.run(e.HLDraw)
		st.run(e.TLDraw)
	}
	for _, o := range l.Objects {
		st.run(o.Draw)
		st.run(o.LDraw)
	}
	st.run(l.LDraw)
}

// painter holds the drawing state of xdot operations.
type painter struct {
	c    canvas
	h    float64
	size float64
	bold bool
}

func (p *painter) flip(pts [][2]float64) [][2]float64 {
	out := make([][2]float64, len(pts))
	for i, q := range pts {
		out[i] = [2]float64{q[0] + pad, p.h - q[1] + pad}
	}
	return out
}

func (p *painter) run(ops []drawOp) {
	// Each list starts from the default pen.
	p.c.setLineWidth(1)
	p.c.setDash("solid")
	for _, op := range ops {
		switch op.Op {
		case "c":
			p.c.setStroke(parseColor(op.Color))
		case "C":
			p.c.setFill(parseColor(op.Color))
		case "S":
			switch s := op.Style; {
			case strings.HasPrefix(s, "setlinewidth("):
				w, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimPrefix(s, "setlinewidth("), ")"), 64)
				if err == nil {
					p.c.setLineWidth(w)
				}
			case s == "dashed" || s == "dotted" || s == "solid":
				p.c.setDash(s)
			case s == "bold":
				p.c.setLineWidth(2)
			}
		case "F":
			p.size = op.Size
		case "t":
			p.bold = op.Flags&1 != 0
		case "P":
			p.c.path(p.flip(op.Points), false, true, true, true)
		case "p":
			p.c.path(p.flip(op.Points), false, true, false, true)
		case "L":
			p.c.path(p.flip(op.Points), false, false, false, true)
		case "B", "b":
			// Edges are never filled: go-graphviz marks some splines "b".
			p.c.path(p.flip(op.Points), true, false, false, true)
		case "E", "e":
			if len(op.Rect) == 4 {
				p.c.ellipse(op.Rect[0]+pad, p.h-op.Rect[1]+pad, op.Rect[2], op.Rect[3], op.Op == "E", true)
			}
		case "T":
			p.c.text(op.Pt[0]+pad, p.h-op.Pt[1]+pad, op.Align, op.Width, op.Text, p.size, p.bold)
		}
	}
}
