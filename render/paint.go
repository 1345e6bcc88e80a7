package render

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"strings"
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
// lines). With opt.Paper the drawing is scaled to the page (Plan); a tree
// that needs more than one page is an error that says how to name the
// files.
func (g *Graphviz) PNG(w io.Writer, s *Search, opt Options) error {
	// Placed by the tidy layout, the drawing's size is known before
	// graphviz draws it: one far too big is refused at once.
	if opt.Layout == Tidy && opt.Paper == nil && !(opt.Boards && s.Tree.HasBoardPictures()) {
		nodes := s.visible(opt)
		_, _, wd, ht := s.tidyPlace(nodes, opt, drawnIDs(nodes))
		if err := pngFits(wd*0.9, ht*0.9, pngScale, opt); err != nil {
			return err
		}
	}
	sh, err := g.oneSheet(s, opt, "png")
	if err != nil {
		return err
	}
	return g.PNGSheet(w, s, sh)
}

// oneSheet plans s on one sheet, or says how many files it needs.
func (g *Graphviz) oneSheet(s *Search, opt Options, ext string) (Sheet, error) {
	sheets, note, err := g.Plan(s, opt)
	if err != nil {
		return Sheet{}, err
	}
	if len(sheets) > 1 {
		return Sheet{}, &SheetsError{Sheets: len(sheets), Ext: ext, Paper: opt.Paper.Name}
	}
	if note != "" && opt.Say != nil {
		opt.Say(note)
	}
	return sheets[0], nil
}

// ErrUnfit is what every drawing refused for its size matches (errors.Is):
// the request is sound, but its picture would not be legible as asked.
var ErrUnfit = errors.New("the drawing does not fit")

// unfitError is a drawing refused for its size, with what to change.
type unfitError struct {
	format string
	args   []any
}

func (e *unfitError) Error() string        { return fmt.Sprintf(e.format, e.args...) }
func (e *unfitError) Is(target error) bool { return target == ErrUnfit }

// MsgFormat returns the format of Error and its arguments, for its
// French (msg.Lang.Error).
func (e *unfitError) MsgFormat() (string, []any) { return e.format, e.args }

// smaller lists the options that would draw opt smaller, those it does
// not have yet: "--layout lr, --labels compact, --page a4".
func smaller(opt Options) string {
	var out []string
	if opt.Layout != LeftRight {
		out = append(out, "--layout lr")
	}
	if opt.Labels == FullLabels {
		out = append(out, "--labels compact")
	}
	if opt.View == Full {
		out = append(out, "--view visited")
	}
	if opt.Paper == nil {
		out = append(out, "--page a4")
	}
	return strings.Join(out, ", ")
}

// SheetsError is a drawing that needs several files (an overview and its
// subtrees) where one was asked for.
type SheetsError struct {
	Sheets int
	Ext    string
	Paper  string
}

// Is matches ErrUnfit.
func (e *SheetsError) Is(target error) bool { return target == ErrUnfit }

// Error says how to ask for the files.
func (e *SheetsError) Error() string {
	return fmt.Sprintf("the tree needs %d %s pages to stay legible (node text of at least %g pt): name the files with %%d, as in -o tree-%%d.%s, or draw less (--view visited, --show-depth 2)",
		e.Sheets, e.Paper, minText, e.Ext)
}

// PNGSheet writes one sheet as a PNG: 2 pixels a point, times the sheet's
// scale. A drawing past 16000 pixels is scaled down, with a note, while its
// node text stays at least 6 pixels high; past that it is refused with what
// to change.
func (g *Graphviz) PNGSheet(w io.Writer, s *Search, sh Sheet) error {
	scale := pngScale * sh.Scale
	l, wd, ht, err := g.laidOut(s, sh)
	if err != nil {
		return err
	}
	if m := math.Max(wd, ht) * scale; m > maxPixels {
		capped := scale * maxPixels / m
		if err := pngFits(wd, ht, scale, sh.Options); err != nil {
			return err
		}
		if sh.Options.Say != nil {
			sh.Options.Say(fmt.Sprintf("the PNG is drawn at %.2f pixels a point, not %g, to stay within %d pixels a side (text %.1f pixels high)", capped, pngScale, maxPixels, nodeFont*capped))
		}
		scale = capped
	}
	c := newPNGCanvas(int(math.Ceil(wd*scale)), int(math.Ceil(ht*scale)), scale)
	l.paint(c, ht-2*pad)
	if err := c.dc.EncodePNG(w); err != nil {
		return errorf("writing PNG: %w", err)
	}
	return nil
}

// pngFits refuses a drawing of wd by ht points that a PNG within
// maxPixels a side would draw at scale with node text under minText
// pixels high, with what to change.
func pngFits(wd, ht, scale float64, opt Options) error {
	m := math.Max(wd, ht) * scale
	if m <= maxPixels {
		return nil
	}
	capped := scale * maxPixels / m
	if nodeFont*capped >= minText {
		return nil
	}
	if try := smaller(opt); try != "" {
		return &unfitError{"the drawing is %.0f x %.0f pt: a PNG of at most %d pixels a side would draw its text %.1f pixels high; try %s, or draw it as SVG or PDF",
			[]any{wd, ht, maxPixels, nodeFont * capped, try}}
	}
	return &unfitError{"the drawing is %.0f x %.0f pt: a PNG of at most %d pixels a side would draw its text %.1f pixels high; draw it as SVG or PDF",
		[]any{wd, ht, maxPixels, nodeFont * capped}}
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

// PDF writes the tree as a vector PDF painted from graphviz's layout with
// go-pdf/fpdf and the Go fonts: one page of the drawing's size without
// opt.Paper, else the pages Plan gives, each drawing scaled to the page's
// text block and placed at its top. It scales without loss in a LaTeX
// report (\includegraphics).
func (g *Graphviz) PDF(w io.Writer, s *Search, opt Options) error {
	sheets, note, err := g.Plan(s, opt)
	if err != nil {
		return err
	}
	if note != "" && opt.Say != nil {
		opt.Say(note)
	}
	return g.PDFSheets(w, s, sheets)
}

// PDFSheets writes sheets as the pages of one PDF. On paper, a sheet that
// fits under the previous one on its page goes there (the subtrees of a
// split tree share pages), 18 points apart.
func (g *Graphviz) PDFSheets(w io.Writer, s *Search, sheets []Sheet) error {
	parts := make([]PDFPart, len(sheets))
	for i, sh := range sheets {
		parts[i] = PDFPart{Search: s, Sheet: sh}
	}
	return g.PDFParts(w, parts)
}

// sheetGap is the space between two sheets on one page, in points.
const sheetGap = 18

// PDFPart is a sheet of a PDF of several trees: the tree, the sheet, and
// whether it starts a new page.
type PDFPart struct {
	Search  *Search
	Sheet   Sheet
	NewPage bool
}

// PDFParts writes parts as the pages of one PDF, as PDFSheets does, each
// part drawing its own tree.
func (g *Graphviz) PDFParts(w io.Writer, parts []PDFPart) error {
	var c *pdfCanvas
	y := 0.0 // where the next sheet starts on the current page
	for _, part := range parts {
		sh := part.Sheet
		l, wd, ht, err := g.laidOut(part.Search, sh)
		if err != nil {
			return err
		}
		p := sh.Options.Paper
		pw, ph := wd, ht
		if p != nil {
			pw, ph = p.Width, p.Height
		}
		newPage := c == nil || p == nil || part.NewPage || !fitsUnder(y, sh, ht)
		switch {
		case c == nil:
			c = newPDFCanvas(pw, ph)
		case newPage:
			c.pdf.AddPageFormat("P", fpdf.SizeType{Wd: pw, Ht: ph})
		}
		if newPage {
			y = 0
			if p != nil {
				y = pageMargin
			}
		}
		c.sc, c.ox, c.oy = sh.Scale, 0, y
		if p != nil {
			c.ox = (pw - wd*sh.Scale) / 2 // centred across the page
		}
		l.paint(c, ht-2*pad)
		y += ht*sh.Scale + sheetGap
	}
	if err := c.pdf.Output(w); err != nil {
		return errorf("writing PDF: %w", err)
	}
	return nil
}

// fitsUnder reports whether sheet sh, ht points high at scale 1, fits on
// its paper under what ends at y.
func fitsUnder(y float64, sh Sheet, ht float64) bool {
	return y+ht*sh.Scale <= sh.Options.Paper.Height-pageMargin
}

// pageStarts reports, for each sheet, whether PDFSheets starts a new page
// with it: a sheet goes under the one before when it fits there on its
// paper.
func pageStarts(sheets []Sheet) []bool {
	starts := make([]bool, len(sheets))
	y := 0.0
	for i, sh := range sheets {
		if i == 0 || sh.Options.Paper == nil || !fitsUnder(y, sh, sh.Height) {
			starts[i] = true
			y = pageMargin
		}
		y += sh.Height*sh.Scale + sheetGap
	}
	return starts
}

// pages returns how many pages PDFSheets writes sheets on.
func pages(sheets []Sheet) int {
	n := 0
	for _, start := range pageStarts(sheets) {
		if start {
			n++
		}
	}
	return n
}

// DOTToPDF writes the one-page PDF of any DOT text, at its own size.
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

// pdfCanvas paints on a PDF page with fpdf, in points: a drawing's point
// (x, y) lands at (ox + x*sc, oy + y*sc), and sizes scale by sc, so that the
// PDF's own font sizes are the sizes a reader sees.
type pdfCanvas struct {
	pdf          *fpdf.Fpdf
	stroke, fill rgba
	sc, ox, oy   float64
}

// at maps a drawing's point onto the page.
func (c *pdfCanvas) at(x, y float64) (float64, float64) { return c.ox + x*c.sc, c.oy + y*c.sc }

func newPDFCanvas(w, h float64) *pdfCanvas {
	pdf := newPDF(w, h)
	pdf.SetMargins(0, 0, 0)
	pdf.SetAutoPageBreak(false, 0)
	pdf.AddPage()
	return &pdfCanvas{pdf: pdf, sc: 1}
}

// newPDF starts a PDF of pages w by h points, with the Go fonts ("go",
// regular and bold) and fixed dates, which keep the output the same from
// run to run.
func newPDF(w, h float64) *fpdf.Fpdf {
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: w, Ht: h}})
	pdf.SetCreationDate(time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC))
	pdf.SetModificationDate(time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC))
	pdf.SetCatalogSort(true)
	pdf.SetCreator("gametree", true)
	pdf.AddUTF8FontFromBytes("go", "", goregular.TTF)
	pdf.AddUTF8FontFromBytes("go", "B", gobold.TTF)
	return pdf
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
func (c *pdfCanvas) setLineWidth(w float64) { c.pdf.SetLineWidth(w * c.sc) }
func (c *pdfCanvas) setDash(style string) {
	switch style {
	case "dashed":
		c.pdf.SetDashPattern([]float64{5 * c.sc, 3 * c.sc}, 0)
	case "dotted":
		c.pdf.SetDashPattern([]float64{1 * c.sc, 2 * c.sc}, 0)
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
	c.pdf.MoveTo(c.at(pts[0][0], pts[0][1]))
	if curve {
		for i := 1; i+2 < len(pts); i += 3 {
			x1, y1 := c.at(pts[i][0], pts[i][1])
			x2, y2 := c.at(pts[i+1][0], pts[i+1][1])
			x3, y3 := c.at(pts[i+2][0], pts[i+2][1])
			c.pdf.CurveBezierCubicTo(x1, y1, x2, y2, x3, y3)
		}
	} else {
		for _, p := range pts[1:] {
			c.pdf.LineTo(c.at(p[0], p[1]))
		}
	}
	if closed {
		c.pdf.ClosePath()
	}
	c.pdf.DrawPath(st)
}

func (c *pdfCanvas) ellipse(cx, cy, rx, ry float64, fill, stroke bool) {
	if st := c.style(fill, stroke); st != "" {
		x, y := c.at(cx, cy)
		c.pdf.Ellipse(x, y, rx*c.sc, ry*c.sc, 0, st)
	}
}

func (c *pdfCanvas) text(x, y float64, align string, width float64, str string, size float64, bold bool) {
	x, y = c.at(x, y)
	size, width = size*c.sc, width*c.sc
	style := ""
	if bold {
		style = "B"
	}
	c.pdf.SetFont("go", style, size)
	w := c.pdf.GetStringWidth(str)
	if width > 0 && w > width {
		// Narrowed to graphviz's width, by a tenth at most: a line the Go
		// fonts draw much wider (a board string's dashes) runs over
		// rather than shrinking out of legibility.
		size *= max(width/w, 0.9)
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
