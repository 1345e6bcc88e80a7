package render

import (
	"context"
	"io"
	"path/filepath"
	"strings"
)

// Format is an output format of a searched tree.
type Format uint8

// The formats.
const (
	TextFormat Format = iota
	DOTFormat
	SVGFormat
	PNGFormat
	PDFFormat
	JSONFormat
	// TikZFormat is the bare forest environment, to paste into a LaTeX
	// document; TeXFormat a document that pdflatex compiles as it is.
	TikZFormat
	TeXFormat
)

// formatNames are the names of the formats, in order.
var formatNames = []string{"text", "dot", "svg", "png", "pdf", "json", "tikz", "tex"}

// FormatList names the formats for messages: "text, dot, svg, png, pdf or
// json, tikz or tex".
const FormatList = "text, dot, svg, png, pdf, json, tikz or tex"

// ExtensionList names the file extensions FormatOfFile knows, for messages.
const ExtensionList = ".txt, .dot, .svg, .png, .pdf, .json or .tex"

// extensions are the file extensions that choose a format.
var extensions = map[string]Format{
	".txt": TextFormat, ".text": TextFormat, ".dot": DOTFormat, ".gv": DOTFormat,
	".svg": SVGFormat, ".png": PNGFormat, ".pdf": PDFFormat, ".json": JSONFormat,
	".tex": TeXFormat, ".tikz": TikZFormat,
}

// String returns the format's name: "text", "dot", "svg", "png", "pdf",
// "json", "tikz" or "tex".
func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return "text"
}

// ParseFormat reads a format's name, in any case.
func ParseFormat(s string) (Format, error) {
	n := strings.ToLower(strings.TrimSpace(s))
	for i, name := range formatNames {
		if n == name {
			return Format(i), nil
		}
	}
	return TextFormat, errorf("unknown format %q; want %s", s, FormatList)
}

// FormatOfFile returns the format a file name's extension chooses.
func FormatOfFile(name string) (Format, bool) {
	f, ok := extensions[strings.ToLower(filepath.Ext(name))]
	return f, ok
}

// Binary reports whether the format is binary data (PNG, PDF), which a
// terminal should not receive.
func (f Format) Binary() bool { return f == PNGFormat || f == PDFFormat }

// Write draws s in format f to w. SVG, PNG and PDF are laid out by
// graphviz, whose context is made and closed here; a caller that draws
// often keeps a Graphviz and calls its Draw.
func Write(ctx context.Context, w io.Writer, f Format, s *Search, opt Options) error {
	switch f {
	case SVGFormat, PNGFormat, PDFFormat, TikZFormat, TeXFormat:
		if (f == TikZFormat || f == TeXFormat) && opt.Paper == nil {
			break
		}
		gv, err := NewGraphviz(ctx)
		if err != nil {
			return err
		}
		defer gv.Close()
		return gv.Draw(w, f, s, opt)
	}
	return (*Graphviz)(nil).Draw(w, f, s, opt)
}

// Draw draws s in format f to w, as Write does, with this graphviz (which
// the text, DOT and JSON formats do not need, nor TikZ and TeX without a
// paper to fit: g may be nil for them).
func (g *Graphviz) Draw(w io.Writer, f Format, s *Search, opt Options) error {
	switch f {
	case DOTFormat:
		return DOT(w, s, opt)
	case JSONFormat:
		return JSON(w, s, opt)
	case SVGFormat:
		return g.SVG(w, s, opt)
	case PNGFormat:
		return g.PNG(w, s, opt)
	case PDFFormat:
		return g.PDF(w, s, opt)
	case TikZFormat:
		return g.TikZ(w, s, opt)
	case TeXFormat:
		return g.TeX(w, s, opt)
	}
	return Text(w, s, opt)
}
