package render

import (
	"fmt"
	"io"
	"math"
	"strings"
)

// Series is one line of a plot: a name for the legend and its points.
type Series struct {
	Name string
	X, Y []float64
}

// palette colours the series of a plot, in order.
var palette = []string{"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"}

// LogPlot writes an SVG line chart with a logarithmic y axis: one line per
// series with its points marked, axes with ticks at the powers of ten and
// at each x, a title and a subtitle, axis labels and a legend. X values are
// taken as integers (depths). Points with y <= 0 are left out.
func LogPlot(w io.Writer, title, subtitle, xLabel, yLabel string, series []Series) error {
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
	return plot(w, title, subtitle, xLabel, yLabel, series, x, powerAxis(ymin, ymax))
}

// LogLogPlot writes an SVG line chart with both axes logarithmic (ticks
// at the powers of ten): CFR's exploitability by its iterations. Points
// with x <= 0 or y <= 0 are left out.
func LogLogPlot(w io.Writer, title, subtitle, xLabel, yLabel string, series []Series) error {
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
	return plot(w, title, subtitle, xLabel, yLabel, kept, powerAxis(xmin, xmax), powerAxis(ymin, ymax))
}

// FractionPlot writes an SVG line chart of values from 0 to 1 against x on
// a logarithmic axis (ticks at the powers of ten): MCTS's value and its
// agreement by its iterations. Points with x <= 0 are left out.
func FractionPlot(w io.Writer, title, subtitle, xLabel, yLabel string, series []Series) error {
	xmin, xmax, _, _, ok := extent(series, true)
	if !ok {
		return errorf("nothing to plot")
	}
	y := axis{lo: 0, hi: 1, ticks: []float64{0, 0.25, 0.5, 0.75, 1}, label: func(v float64) string { return fmt.Sprintf("%g", v) }}
	return plot(w, title, subtitle, xLabel, yLabel, series, powerAxis(xmin, xmax), y)
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

// plot writes the chart of series on the axes x and y.
func plot(w io.Writer, title, subtitle, xLabel, yLabel string, series []Series, x, y axis) error {
	const (
		width, height        = 800.0, 500.0
		left, right, top, bt = 70.0, 250.0, 66.0, 60.0
	)
	pw, ph := width-left-right, height-top-bt
	px := func(v float64) float64 { return left + x.at(v)*pw }
	py := func(v float64) float64 { return top + ph - y.at(v)*ph }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" viewBox="0 0 %g %g" font-family="Helvetica,Arial,sans-serif" font-size="12">`+"\n", width, height, width, height)
	fmt.Fprintf(&b, `<rect width="%g" height="%g" fill="white"/>`+"\n", width, height)
	fmt.Fprintf(&b, `<text x="%g" y="26" font-size="16" font-weight="bold">%s</text>`+"\n", left, htmlEscape(title))
	fmt.Fprintf(&b, `<text x="%g" y="46" font-size="11" fill="#444444">%s</text>`+"\n", left, htmlEscape(subtitle))
	// Grid and ticks.
	for _, v := range y.ticks {
		fmt.Fprintf(&b, `<line x1="%g" y1="%.1f" x2="%g" y2="%.1f" stroke="#dddddd"/>`+"\n", left, py(v), left+pw, py(v))
		fmt.Fprintf(&b, `<text x="%g" y="%.1f" text-anchor="end" dominant-baseline="middle">%s</text>`+"\n", left-8, py(v), y.label(v))
	}
	for _, v := range x.ticks {
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%g" x2="%.1f" y2="%g" stroke="#eeeeee"/>`+"\n", px(v), top, px(v), top+ph)
		fmt.Fprintf(&b, `<text x="%.1f" y="%g" text-anchor="middle">%s</text>`+"\n", px(v), top+ph+18, x.label(v))
	}
	fmt.Fprintf(&b, `<rect x="%g" y="%g" width="%g" height="%g" fill="none" stroke="black"/>`+"\n", left, top, pw, ph)
	fmt.Fprintf(&b, `<text x="%g" y="%g" text-anchor="middle">%s</text>`+"\n", left+pw/2, height-18, htmlEscape(xLabel))
	fmt.Fprintf(&b, `<text x="20" y="%g" text-anchor="middle" transform="rotate(-90 20 %g)">%s</text>`+"\n", top+ph/2, top+ph/2, htmlEscape(yLabel))
	// Lines and legend.
	for i, s := range series {
		col := palette[i%len(palette)]
		dash := ""
		if i >= len(palette) {
			dash = ` stroke-dasharray="6,3"`
		}
		var pts []string
		for k, v := range s.X {
			if (!y.log || s.Y[k] > 0) && (!x.log || v > 0) {
				pts = append(pts, fmt.Sprintf("%.1f,%.1f", px(v), py(s.Y[k])))
			}
		}
		fmt.Fprintf(&b, `<polyline fill="none" stroke="%s" stroke-width="2"%s points="%s"/>`+"\n", col, dash, strings.Join(pts, " "))
		for _, p := range pts {
			xy := strings.Split(p, ",")
			fmt.Fprintf(&b, `<circle cx="%s" cy="%s" r="3" fill="%s"/>`+"\n", xy[0], xy[1], col)
		}
		ly := top + 10 + float64(i)*20
		fmt.Fprintf(&b, `<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="%s" stroke-width="2"%s/>`+"\n", left+pw+15, ly, left+pw+40, ly, col, dash)
		fmt.Fprintf(&b, `<text x="%g" y="%g" dominant-baseline="middle">%s</text>`+"\n", left+pw+46, ly, htmlEscape(s.Name))
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
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
