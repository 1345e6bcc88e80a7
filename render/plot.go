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
	const (
		width, height        = 800.0, 500.0
		left, right, top, bt = 70.0, 250.0, 66.0, 60.0
	)
	xmin, xmax := math.Inf(1), math.Inf(-1)
	ymin, ymax := math.Inf(1), math.Inf(-1)
	for _, s := range series {
		for i, x := range s.X {
			if s.Y[i] <= 0 {
				continue
			}
			xmin, xmax = math.Min(xmin, x), math.Max(xmax, x)
			ymin, ymax = math.Min(ymin, s.Y[i]), math.Max(ymax, s.Y[i])
		}
	}
	if math.IsInf(xmin, 0) {
		return errorf("nothing to plot")
	}
	if xmax == xmin {
		xmin, xmax = xmin-1, xmax+1
	}
	lo, hi := math.Floor(math.Log10(ymin)), math.Ceil(math.Log10(ymax))
	if hi == lo {
		hi = lo + 1
	}
	pw, ph := width-left-right, height-top-bt
	px := func(x float64) float64 { return left + (x-xmin)/(xmax-xmin)*pw }
	py := func(y float64) float64 { return top + ph - (math.Log10(y)-lo)/(hi-lo)*ph }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g" viewBox="0 0 %g %g" font-family="Helvetica,Arial,sans-serif" font-size="12">`+"\n", width, height, width, height)
	fmt.Fprintf(&b, `<rect width="%g" height="%g" fill="white"/>`+"\n", width, height)
	fmt.Fprintf(&b, `<text x="%g" y="26" font-size="16" font-weight="bold">%s</text>`+"\n", left, htmlEscape(title))
	fmt.Fprintf(&b, `<text x="%g" y="46" font-size="11" fill="#444444">%s</text>`+"\n", left, htmlEscape(subtitle))
	// Grid and ticks.
	for e := lo; e <= hi; e++ {
		y := py(math.Pow(10, e))
		fmt.Fprintf(&b, `<line x1="%g" y1="%.1f" x2="%g" y2="%.1f" stroke="#dddddd"/>`+"\n", left, y, left+pw, y)
		fmt.Fprintf(&b, `<text x="%g" y="%.1f" text-anchor="end" dominant-baseline="middle">%s</text>`+"\n", left-8, y, powerLabel(e))
	}
	for x := math.Ceil(xmin); x <= xmax; x++ {
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%g" x2="%.1f" y2="%g" stroke="#eeeeee"/>`+"\n", px(x), top, px(x), top+ph)
		fmt.Fprintf(&b, `<text x="%.1f" y="%g" text-anchor="middle">%g</text>`+"\n", px(x), top+ph+18, x)
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
		for k, x := range s.X {
			if s.Y[k] > 0 {
				pts = append(pts, fmt.Sprintf("%.1f,%.1f", px(x), py(s.Y[k])))
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
