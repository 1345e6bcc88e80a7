package render

import (
	"bytes"
	"image/png"
	"strings"
	"testing"
)

// A plot is drawn in SVG, PNG and PDF, the same chart: the SVG with its
// title, the PNG an image of 800 by 500 points at 144 dpi, the PDF one
// page; the same bytes each time; another format refused.
func TestPlotFormats(t *testing.T) {
	series := []Series{{Name: "cfr+", X: []float64{1, 10, 100}, Y: []float64{0.5, 0.05, 0.001}}, {Name: "cfr", X: []float64{1, 10, 100}, Y: []float64{0.5, 0.1, 0.02}}}
	draw := func(f Format) []byte {
		var b bytes.Buffer
		if err := LogLogPlot(&b, f, "Exploitability", "Kuhn poker", "iterations", "exploitability", series); err != nil {
			t.Fatalf("%v: %v", f, err)
		}
		return b.Bytes()
	}
	if svg := string(draw(SVGFormat)); !strings.Contains(svg, ">Exploitability</text>") || !strings.Contains(svg, `transform="rotate(-90 20 253)"`) {
		t.Errorf("the SVG: %.300s", svg)
	}
	img, err := png.Decode(bytes.NewReader(draw(PNGFormat)))
	if err != nil || img.Bounds().Dx() != 1600 || img.Bounds().Dy() != 1000 {
		t.Errorf("the PNG: %v %v", img.Bounds(), err)
	}
	if pdf := draw(PDFFormat); !bytes.HasPrefix(pdf, []byte("%PDF-")) || bytes.Count(pdf, []byte("/Type /Page\n")) != 1 || !bytes.Equal(pdf, draw(PDFFormat)) {
		t.Errorf("the PDF: %d bytes, %d pages", len(pdf), bytes.Count(pdf, []byte("/Type /Page\n")))
	}
	var b bytes.Buffer
	if err := LogLogPlot(&b, JSONFormat, "t", "s", "x", "y", series); err == nil {
		t.Error("a plot in JSON was drawn")
	}
}
