package render

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// Series is one line of a plot: a name for the legend and its points.
type Series struct {
	Name string
	X, Y []float64
	// Dots draws the points alone, without a line (a scatter plot's
	// data).
	Dots bool
}

// palette colours the series of a plot, in order.
var palette = []string{"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"}

// LogPlot writes, in f (SVG, PNG or PDF), a line chart with a logarithmic y axis: one line per
// series with its points marked, axes with ticks at the powers of ten and
// at each x, a title and a subtitle, axis labels and a legend. X values are
// taken as integers (depths). Points with y <= 0 are left out.
func LogPlot(w io.Writer, f Format, title, subtitle, xLabel, yLabel string, series []Series) error {
	xmin, xmax, ymin, ymax, ok := extent(series, false)
	if !ok {
		return errorf("nothing to plot")
	}
	if xmax == xmin {
		xmin, xmax = xmin-1, xmax+1
	}
	x := axis{lo: xmin, hi: xmax}
	for v := math.Ceil(xmin); v <= xmax; v++ {
		x.ticks = append(x.ticks, v)
	}
	x.label = func(v float64) string { return fmt.Sprintf("%g", v) }
	return plot(w, f, title, subtitle, xLabel, yLabel, series, x, powerAxis(ymin, ymax))
}

// LogLogPlot writes, in f (SVG, PNG or PDF), a line chart with both axes logarithmic (ticks
// at the powers of ten): CFR's exploitability by its iterations. Points
// with x <= 0 or y <= 0 are left out.
func LogLogPlot(w io.Writer, f Format, title, subtitle, xLabel, yLabel string, series []Series) error {
	var kept []Series
	for _, s := range series {
		k := Series{Name: s.Name}
		for i, x := range s.X {
			if x > 0 && s.Y[i] > 0 {
				k.X, k.Y = append(k.X, x), append(k.Y, s.Y[i])
			}
		}
		kept = append(kept, k)
	}
	xmin, xmax, ymin, ymax, ok := extent(kept, true)
	if !ok {
		return errorf("nothing to plot")
	}
	return plot(w, f, title, subtitle, xLabel, yLabel, kept, powerAxis(xmin, xmax), powerAxis(ymin, ymax))
}

// FractionPlot writes, in f (SVG, PNG or PDF), a line chart of values from 0 to 1 against x on
// a logarithmic axis (ticks at the powers of ten): MCTS's value and its
// agreement by its iterations. Points with x <= 0 are left out.
func FractionPlot(w io.Writer, f Format, title, subtitle, xLabel, yLabel string, series []Series) error {
	xmin, xmax, _, _, ok := extent(series, true)
	if !ok {
		return errorf("nothing to plot")
	}
	y := axis{lo: 0, hi: 1, ticks: []float64{0, 0.25, 0.5, 0.75, 1}, label: func(v float64) string { return fmt.Sprintf("%g", v) }}
	return plot(w, f, title, subtitle, xLabel, yLabel, series, powerAxis(xmin, xmax), y)
}

// SharePlot writes, in f (SVG, PNG or PDF), a line chart of shares
// from 0 to 1 against x on a linear axis: a network's score by its
// generation of training.
func SharePlot(w io.Writer, f Format, title, subtitle, xLabel, yLabel string, series []Series) error {
	xmin, xmax, _, _, ok := extent(series, false)
	if !ok {
		return errorf("nothing to plot")
	}
	y := axis{lo: 0, hi: 1, ticks: []float64{0, 0.25, 0.5, 0.75, 1}, label: func(v float64) string { return fmt.Sprintf("%g", v) }}
	return plot(w, f, title, subtitle, xLabel, yLabel, series, linearAxis(xmin, xmax), y)
}

// ScatterPlot writes, in f (SVG, PNG or PDF), a chart on linear axes:
// ProbCut's fit, the shallow value of each position against its deep
// value (a series of Dots), with the fitted line and its band. The axes
// span every point, with ticks at round steps.
func ScatterPlot(w io.Writer, f Format, title, subtitle, xLabel, yLabel string, series []Series) error {
	xmin, xmax, ymin, ymax := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, s := range series {
		for i, x := range s.X {
			xmin, xmax = math.Min(xmin, x), math.Max(xmax, x)
			ymin, ymax = math.Min(ymin, s.Y[i]), math.Max(ymax, s.Y[i])
		}
	}
	if math.IsInf(xmin, 0) {
		return errorf("nothing to plot")
	}
	return plot(w, f, title, subtitle, xLabel, yLabel, series, linearAxis(xmin, xmax), linearAxis(ymin, ymax))
}

// linearAxis is a linear axis over lo to hi, widened to round ticks: a
// step of 1, 2 or 5 times a power of ten, five to ten of them.
func linearAxis(lo, hi float64) axis {
	if hi == lo {
		lo, hi = lo-1, hi+1
	}
	step := math.Pow(10, math.Floor(math.Log10((hi-lo)/5)))
	for _, k := range []float64{1, 2, 5, 10} {
		if (hi-lo)/(k*step) <= 10 {
			step *= k
			break
		}
	}
	a := axis{lo: math.Floor(lo/step) * step, hi: math.Ceil(hi/step) * step}
	for v := a.lo; v <= a.hi+step/2; v += step {
		a.ticks = append(a.ticks, math.Round(v/step)*step)
	}
	a.label = func(v float64) string { return strconv.FormatFloat(v, 'g', 4, 64) }
	return a
}

// axis is an axis of a plot: its range, linear or logarithmic (log: lo
// and hi are powers of ten's exponents), its ticks and their labels.
type axis struct {
	lo, hi float64
	log    bool
	ticks  []float64
	label  func(float64) string
}

// at returns where v falls on the axis, from 0 to 1.
func (a axis) at(v float64) float64 {
	if a.log {
		return (math.Log10(v) - a.lo) / (a.hi - a.lo)
	}
	return (v - a.lo) / (a.hi - a.lo)
}

// powerAxis is a logarithmic axis from the power of ten under lo to the
// one over hi, a tick at each.
func powerAxis(lo, hi float64) axis {
	a := axis{lo: math.Floor(math.Log10(lo)), hi: math.Ceil(math.Log10(hi)), log: true}
	if a.hi == a.lo {
		a.hi = a.lo + 1
	}
	for e := a.lo; e <= a.hi; e++ {
		a.ticks = append(a.ticks, math.Pow(10, e))
	}
	a.label = func(v float64) string { return powerLabel(math.Round(math.Log10(v))) }
	return a
}

// extent returns the range of the series' points: those with y > 0, or
// with logX those with x > 0.
func extent(series []Series, logX bool) (xmin, xmax, ymin, ymax float64, ok bool) {
	xmin, xmax = math.Inf(1), math.Inf(-1)
	ymin, ymax = math.Inf(1), math.Inf(-1)
	for _, s := range series {
		for i, x := range s.X {
			if !logX && s.Y[i] <= 0 || logX && x <= 0 {
				continue
			}
			xmin, xmax = math.Min(xmin, x), math.Max(xmax, x)
			ymin, ymax = math.Min(ymin, s.Y[i]), math.Max(ymax, s.Y[i])
		}
	}
	return xmin, xmax, ymin, ymax, !math.IsInf(xmin, 0)
}

// plot writes the chart of series on the axes x and y in format f (SVG,
// PNG or PDF).
func plot(w io.Writer, f Format, title, subtitle, xLabel, yLabel string, series []Series, x, y axis) error {
	const (
		width, height        = 800.0, 500.0
		left, right, top, bt = 70.0, 250.0, 66.0, 60.0
	)
	p, err := newPlotPainter(f, width, height)
	if err != nil {
		return err
	}
	pw, ph := width-left-right, height-top-bt
	px := func(v float64) float64 { return left + x.at(v)*pw }
	py := func(v float64) float64 { return top + ph - y.at(v)*ph }
	p.text(left, 26, "start", false, 16, true, "", title, false)
	p.text(left, 46, "start", false, 11, false, "#444444", subtitle, false)
	// Grid and ticks.
	for _, v := range y.ticks {
		p.line(left, py(v), left+pw, py(v), "#dddddd", 1, false)
		p.text(left-8, py(v), "end", true, 12, false, "", y.label(v), false)
	}
	for _, v := range x.ticks {
		p.line(px(v), top, px(v), top+ph, "#eeeeee", 1, false)
		p.text(px(v), top+ph+18, "middle", false, 12, false, "", x.label(v), false)
	}
	p.frame(left, top, pw, ph)
	p.text(left+pw/2, height-18, "middle", false, 12, false, "", xLabel, false)
	p.text(20, top+ph/2, "middle", false, 12, false, "", yLabel, true)
	// Lines and legend.
	for i, s := range series {
		col := palette[i%len(palette)]
		dashed := i >= len(palette)
		var pts [][2]float64
		for k, v := range s.X {
			if (!y.log || s.Y[k] > 0) && (!x.log || v > 0) {
				pts = append(pts, [2]float64{round1(px(v)), round1(py(s.Y[k]))})
			}
		}
		if !s.Dots {
			p.polyline(pts, col, dashed)
		}
		for _, pt := range pts {
			p.dot(pt[0], pt[1], col)
		}
		ly := top + 10 + float64(i)*20
		if s.Dots {
			p.dot(left+pw+27, ly, col)
		} else {
			p.line(left+pw+15, ly, left+pw+40, ly, col, 2, dashed)
		}
		p.text(left+pw+46, ly, "start", true, 12, false, "", s.Name, false)
	}
	return p.finish(w)
}

// round1 rounds v to a tenth, as a plot's points are written.
func round1(v float64) float64 { return math.Round(v*10) / 10 }

// plotPainter draws a plot's marks in one format.
type plotPainter interface {
	// line draws a segment, dashed or not.
	line(x1, y1, x2, y2 float64, col string, width float64, dashed bool)
	// polyline draws a series' line, 2 points wide.
	polyline(pts [][2]float64, col string, dashed bool)
	// dot marks a series' point.
	dot(x, y float64, col string)
	// frame draws the plot's box.
	frame(x, y, w, h float64)
	// text writes s anchored at x ("start", "middle" or "end") on the
	// baseline y, or centred on y when middle; vertical turns it a
	// quarter left about (x, y).
	text(x, y float64, anchor string, middle bool, size float64, bold bool, col, s string, vertical bool)
	finish(w io.Writer) error
}

// newPlotPainter returns the painter of a plot of width by height points
// in format f.
func newPlotPainter(f Format, width, height float64) (plotPainter, error) {
	switch f {
	case SVGFormat:
		p := &svgPlot{}
		fmt.Fprintf(&p.b, `<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" viewBox="0 0 %g %g" font-family="Helvetica,Arial,sans-serif" font-size="12">`+"\n", width, height, width, height)
		fmt.Fprintf(&p.b, `<rect width="%g" height="%g" fill="white"/>`+"\n", width, height)
		return p, nil
	case PNGFormat:
		return &canvasPlot{c: newPNGCanvas(int(width*pngScale), int(height*pngScale), pngScale)}, nil
	case PDFFormat:
		return &canvasPlot{c: newPDFCanvas(width, height)}, nil
	}
	return nil, errorf("a plot is drawn as SVG, PNG or PDF, not %s", f)
}

// svgPlot writes a plot as SVG.
type svgPlot struct{ b strings.Builder }

// coord writes a coordinate to a tenth.
func coord(v float64) string { return strconv.FormatFloat(round1(v), 'f', -1, 64) }

// dashAttr is the SVG attribute of a dashed line.
func dashAttr(dashed bool) string {
	if dashed {
		return ` stroke-dasharray="6,3"`
	}
	return ""
}

func (p *svgPlot) line(x1, y1, x2, y2 float64, col string, width float64, dashed bool) {
	wd := ""
	if width != 1 {
		wd = fmt.Sprintf(` stroke-width="%g"`, width)
	}
	fmt.Fprintf(&p.b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s"%s%s/>`+"\n", coord(x1), coord(y1), coord(x2), coord(y2), col, wd, dashAttr(dashed))
}

func (p *svgPlot) polyline(pts [][2]float64, col string, dashed bool) {
	xy := make([]string, len(pts))
	for i, pt := range pts {
		xy[i] = coord(pt[0]) + "," + coord(pt[1])
	}
	fmt.Fprintf(&p.b, `<polyline fill="none" stroke="%s" stroke-width="2"%s points="%s"/>`+"\n", col, dashAttr(dashed), strings.Join(xy, " "))
}

func (p *svgPlot) dot(x, y float64, col string) {
	fmt.Fprintf(&p.b, `<circle cx="%s" cy="%s" r="3" fill="%s"/>`+"\n", coord(x), coord(y), col)
}

func (p *svgPlot) frame(x, y, w, h float64) {
	fmt.Fprintf(&p.b, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="black"/>`+"\n", coord(x), coord(y), coord(w), coord(h))
}

func (p *svgPlot) text(x, y float64, anchor string, middle bool, size float64, bold bool, col, s string, vertical bool) {
	attrs := ""
	if anchor != "start" {
		attrs += ` text-anchor="` + anchor + `"`
	}
	if middle {
		attrs += ` dominant-baseline="middle"`
	}
	if size != 12 {
		attrs += fmt.Sprintf(` font-size="%g"`, size)
	}
	if bold {
		attrs += ` font-weight="bold"`
	}
	if col != "" {
		attrs += ` fill="` + col + `"`
	}
	if vertical {
		attrs += fmt.Sprintf(` transform="rotate(-90 %s %s)"`, coord(x), coord(y))
	}
	fmt.Fprintf(&p.b, `<text x="%s" y="%s"%s>%s</text>`+"\n", coord(x), coord(y), attrs, htmlEscape(s))
}

func (p *svgPlot) finish(w io.Writer) error {
	p.b.WriteString("</svg>\n")
	_, err := io.WriteString(w, p.b.String())
	return err
}

// canvasPlot paints a plot on a canvas of the drawings (PNG, PDF).
type canvasPlot struct{ c canvas }

func (p *canvasPlot) line(x1, y1, x2, y2 float64, col string, width float64, dashed bool) {
	p.c.setStroke(parseColor(col))
	p.c.setLineWidth(width)
	p.c.setDash(map[bool]string{true: "dashed", false: "solid"}[dashed])
	p.c.path([][2]float64{{x1, y1}, {x2, y2}}, false, false, false, true)
}

func (p *canvasPlot) polyline(pts [][2]float64, col string, dashed bool) {
	p.c.setStroke(parseColor(col))
	p.c.setLineWidth(2)
	p.c.setDash(map[bool]string{true: "dashed", false: "solid"}[dashed])
	p.c.path(pts, false, false, false, true)
	p.c.setDash("solid")
}

func (p *canvasPlot) dot(x, y float64, col string) {
	p.c.setFill(parseColor(col))
	p.c.ellipse(x, y, 3, 3, true, false)
}

func (p *canvasPlot) frame(x, y, w, h float64) {
	p.c.setStroke(parseColor("black"))
	p.c.setLineWidth(1)
	p.c.setDash("solid")
	p.c.path([][2]float64{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, false, true, false, true)
}

func (p *canvasPlot) text(x, y float64, anchor string, middle bool, size float64, bold bool, col, s string, vertical bool) {
	p.c.setStroke(parseColor(col))
	align := map[string]string{"start": "l", "middle": "c", "end": "r"}[anchor]
	if middle {
		y += 0.35 * size
	}
	if vertical {
		switch c := p.c.(type) {
		case *pngCanvas:
			c.dc.Push()
			c.dc.RotateAbout(-math.Pi/2, x*c.scale, (y-0.35*size)*c.scale)
			defer c.dc.Pop()
		case *pdfCanvas:
			c.pdf.TransformBegin()
			c.pdf.TransformRotate(90, x, y-0.35*size)
			defer c.pdf.TransformEnd()
		}
	}
	p.c.text(x, y, align, 0, s, size, bold)
}

func (p *canvasPlot) finish(w io.Writer) error {
	switch c := p.c.(type) {
	case *pngCanvas:
		if err := c.dc.EncodePNG(w); err != nil {
			return errorf("writing PNG: %w", err)
		}
	case *pdfCanvas:
		if err := c.pdf.Output(w); err != nil {
			return errorf("writing PDF: %w", err)
		}
	}
	return nil
}

// powerLabel writes 10^e compactly: 1, 10, 100, 1k, 10k, 100k, 1M, ...
func powerLabel(e float64) string {
	if e < 0 {
		return fmt.Sprintf("1e%g", e)
	}
	suffix := []string{"", "k", "M", "G", "T", "P"}
	i := int(e) / 3
	if i >= len(suffix) {
		return fmt.Sprintf("1e%g", e)
	}
	return fmt.Sprintf("%g%s", math.Pow(10, float64(int(e)%3)), suffix[i])
}
