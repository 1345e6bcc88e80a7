package render

import (
	"image/color"
	"io"
	"math"
	"sync"
	"time"

	"github.com/fogleman/gg"
	"github.com/go-pdf/fpdf"
	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// pngScale is the pixels per point of PNG output (144 dpi), and maxPixels
// bounds its width and height: a larger drawing is scaled down to fit.
const (
	pngScale  = 2.0
	maxPixels = 16000
)

// PNG writes the tree as a PNG image: graphviz lays out the DOT that DOT
// writes, and the layout's drawing operations are painted here with
// fogleman/gg and the Go fonts (go-graphviz's own PNG output draws no
// lines).
func (g *Graphviz) PNG(w io.Writer, s *Search, opt Options) error {
	return g.DOTToPNG(w, dotString(s, opt))
}

// drawing lays out dot and returns the layout with the size of the painted
// drawing, margins included, in points.
func (g *Graphviz) drawing(dot string) (*layout, float64, float64, error) {
	l, err := g.layoutOf(dot)
	if err != nil {
		return nil, 0, 0, err
	}
	wd, ht, err := l.size()
	return l, wd + 2*pad, ht + 2*pad, err
}

// DOTToPNG writes the PNG of any DOT text.
func (g *Graphviz) DOTToPNG(w io.Writer, dot string) error {
	l, wd, ht, err := g.drawing(dot)
	if err != nil {
		return err
	}
	scale := pngScale
	if m := math.Max(wd, ht) * scale; m > maxPixels {
		scale *= maxPixels / m
	}
	c := newPNGCanvas(int(math.Ceil(wd*scale)), int(math.Ceil(ht*scale)), scale)
	l.paint(c, ht-2*pad)
	if err := c.dc.EncodePNG(w); err != nil {
		return errorf("writing PNG: %w", err)
	}
	return nil
}

// PDF writes the tree as a one-page vector PDF of the drawing's size,
// painted from graphviz's layout with go-pdf/fpdf and the Go fonts: it
// scales without loss in a LaTeX report (\includegraphics).
func (g *Graphviz) PDF(w io.Writer, s *Search, opt Options) error {
	return g.DOTToPDF(w, dotString(s, opt))
}

// DOTToPDF writes the PDF of any DOT text.
func (g *Graphviz) DOTToPDF(w io.Writer, dot string) error {
	l, wd, ht, err := g.drawing(dot)
	if err != nil {
		return err
	}
	c := newPDFCanvas(wd, ht)
	l.paint(c, ht-2*pad)
	if err := c.pdf.Output(w); err != nil {
		return errorf("writing PDF: %w", err)
	}
	return nil
}

var (
	fontsOnce          sync.Once
	fontRegular, fontB *truetype.Font
)

// goFonts parses the Go fonts once.
func goFonts() (*truetype.Font, *truetype.Font) {
	fontsOnce.Do(func() {
		fontRegular, _ = truetype.Parse(goregular.TTF)
		fontB, _ = truetype.Parse(gobold.TTF)
	})
	return fontRegular, fontB
}

// pngCanvas paints on an image with gg; coordinates are scaled by hand, as
// gg does not scale glyphs.
type pngCanvas struct {
	dc           *gg.Context
	scale        float64
	stroke, fill color.NRGBA
	width        float64
	faces        map[[2]float64]font.Face
}

func newPNGCanvas(w, h int, scale float64) *pngCanvas {
	c := &pngCanvas{dc: gg.NewContext(w, h), scale: scale, width: 1, faces: map[[2]float64]font.Face{}}
	c.dc.SetRGB(1, 1, 1)
	c.dc.Clear()
	return c
}

func nrgba(c rgba) color.NRGBA { return color.NRGBA{c.r, c.g, c.b, c.a} }

func (c *pngCanvas) setStroke(col rgba)     { c.stroke = nrgba(col) }
func (c *pngCanvas) setFill(col rgba)       { c.fill = nrgba(col) }
func (c *pngCanvas) setLineWidth(w float64) { c.width = w }
func (c *pngCanvas) setDash(style string) {
	switch style {
	case "dashed":
		c.dc.SetDash(5*c.scale, 3*c.scale)
	case "dotted":
		c.dc.SetDash(1*c.scale, 2*c.scale)
	default:
		c.dc.SetDash()
	}
}

func (c *pngCanvas) finish(fill, stroke bool) {
	if fill && c.fill.A > 0 {
		c.dc.SetColor(c.fill)
		if stroke {
			c.dc.FillPreserve()
		} else {
			c.dc.Fill()
		}
	}
	if stroke && c.stroke.A > 0 {
		c.dc.SetColor(c.stroke)
		c.dc.SetLineWidth(c.width * c.scale)
		c.dc.Stroke()
	}
	c.dc.ClearPath()
}

func (c *pngCanvas) path(pts [][2]float64, curve, closed, fill, stroke bool) {
	if len(pts) == 0 {
		return
	}
	s := c.scale
	c.dc.MoveTo(pts[0][0]*s, pts[0][1]*s)
	if curve {
		for i := 1; i+2 < len(pts); i += 3 {
			c.dc.CubicTo(pts[i][0]*s, pts[i][1]*s, pts[i+1][0]*s, pts[i+1][1]*s, pts[i+2][0]*s, pts[i+2][1]*s)
		}
	} else {
		for _, p := range pts[1:] {
			c.dc.LineTo(p[0]*s, p[1]*s)
		}
	}
	if closed {
		c.dc.ClosePath()
	}
	c.finish(fill, stroke)
}

func (c *pngCanvas) ellipse(cx, cy, rx, ry float64, fill, stroke bool) {
	s := c.scale
	c.dc.DrawEllipse(cx*s, cy*s, rx*s, ry*s)
	c.finish(fill, stroke)
}

// face returns the Go font face of a size in pixels.
func (c *pngCanvas) face(px float64, bold bool) font.Face {
	key := [2]float64{math.Round(px*4) / 4, 0}
	if bold {
		key[1] = 1
	}
	if f, ok := c.faces[key]; ok {
		return f
	}
	reg, b := goFonts()
	tt := reg
	if bold {
		tt = b
	}
	f := truetype.NewFace(tt, &truetype.Options{Size: key[0], DPI: 72, Hinting: font.HintingNone})
	c.faces[key] = f
	return f
}

func (c *pngCanvas) text(x, y float64, align string, width float64, str string, size float64, bold bool) {
	px := size * c.scale
	c.dc.SetFontFace(c.face(px, bold))
	// Shrink the text to the width graphviz planned for it, if wider.
	if w, _ := c.dc.MeasureString(str); width > 0 && w > width*c.scale {
		px *= width * c.scale / w
		c.dc.SetFontFace(c.face(px, bold))
	}
	ax := 0.5
	switch align {
	case "l":
		ax = 0
	case "r":
		ax = 1
	}
	c.dc.SetColor(c.stroke)
	c.dc.DrawStringAnchored(str, x*c.scale, y*c.scale, ax, 0)
}

// pdfCanvas paints on a PDF page with fpdf, in points.
type pdfCanvas struct {
	pdf          *fpdf.Fpdf
	stroke, fill rgba
}

func newPDFCanvas(w, h float64) *pdfCanvas {
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: w, Ht: h}})
	pdf.SetMargins(0, 0, 0)
	pdf.SetAutoPageBreak(false, 0)
	// Fixed dates keep the output the same from run to run.
	pdf.SetCreationDate(time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC))
	pdf.SetModificationDate(time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC))
	pdf.SetCatalogSort(true)
	pdf.SetCreator("gametree", true)
	pdf.AddUTF8FontFromBytes("go", "", goregular.TTF)
	pdf.AddUTF8FontFromBytes("go", "B", gobold.TTF)
	pdf.AddPage()
	return &pdfCanvas{pdf: pdf}
}

func (c *pdfCanvas) setStroke(col rgba) {
	c.stroke = col
	c.pdf.SetDrawColor(int(col.r), int(col.g), int(col.b))
	c.pdf.SetTextColor(int(col.r), int(col.g), int(col.b))
}
func (c *pdfCanvas) setFill(col rgba) {
	c.fill = col
	c.pdf.SetFillColor(int(col.r), int(col.g), int(col.b))
}
func (c *pdfCanvas) setLineWidth(w float64) { c.pdf.SetLineWidth(w) }
func (c *pdfCanvas) setDash(style string) {
	switch style {
	case "dashed":
		c.pdf.SetDashPattern([]float64{5, 3}, 0)
	case "dotted":
		c.pdf.SetDashPattern([]float64{1, 2}, 0)
	default:
		c.pdf.SetDashPattern(nil, 0)
	}
}

// style returns fpdf's style string for fill and stroke.
func (c *pdfCanvas) style(fill, stroke bool) string {
	fill = fill && c.fill.a > 0
	stroke = stroke && c.stroke.a > 0
	switch {
	case fill && stroke:
		return "FD"
	case fill:
		return "F"
	case stroke:
		return "D"
	}
	return ""
}

func (c *pdfCanvas) path(pts [][2]float64, curve, closed, fill, stroke bool) {
	st := c.style(fill, stroke)
	if len(pts) == 0 || st == "" {
		return
	}
	c.pdf.MoveTo(pts[0][0], pts[0][1])
	if curve {
		for i := 1; i+2 < len(pts); i += 3 {
			c.pdf.CurveBezierCubicTo(pts[i][0], pts[i][1], pts[i+1][0], pts[i+1][1], pts[i+2][0], pts[i+2][1])
		}
	} else {
		for _, p := range pts[1:] {
			c.pdf.LineTo(p[0], p[1])
		}
	}
	if closed {
		c.pdf.ClosePath()
	}
	c.pdf.DrawPath(st)
}

func (c *pdfCanvas) ellipse(cx, cy, rx, ry float64, fill, stroke bool) {
	if st := c.style(fill, stroke); st != "" {
		c.pdf.Ellipse(cx, cy, rx, ry, 0, st)
	}
}

func (c *pdfCanvas) text(x, y float64, align string, width float64, str string, size float64, bold bool) {
	style := ""
	if bold {
		style = "B"
	}
	c.pdf.SetFont("go", style, size)
	w := c.pdf.GetStringWidth(str)
	if width > 0 && w > width {
		size *= width / w
		c.pdf.SetFont("go", style, size)
		w = c.pdf.GetStringWidth(str)
	}
	switch align {
	case "l":
	case "r":
		x -= w
	default:
		x -= w / 2
	}
	c.pdf.Text(x, y, str)
}
