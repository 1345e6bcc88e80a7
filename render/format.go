package render

import (
	"context"
	"gametree/internal/lines"
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
	// MarkdownFormat and CSVFormat are tables: a step trace, a comparison.
	MarkdownFormat
	CSVFormat
	// HTMLFormat is a one-file page: the served page with its scripts,
	// styles and data inside, to open from disk (made by package web:
	// OneFile).
	HTMLFormat
	// ScormFormat is a SCORM 1.2 package of one SCO, the one-file page
	// (made by package web: Scorm), for an LMS such as Moodle.
	ScormFormat
)

// formats describe every format, in the order of the constants: the one
// list of names, file extensions and content types that the command line,
// the application layer and the server read.
var formats = [...]struct {
	name, ext, contentType string
}{
	TextFormat:     {"text", "txt", "text/plain; charset=utf-8"},
	DOTFormat:      {"dot", "dot", "text/vnd.graphviz; charset=utf-8"},
	SVGFormat:      {"svg", "svg", "image/svg+xml"},
	PNGFormat:      {"png", "png", "image/png"},
	PDFFormat:      {"pdf", "pdf", "application/pdf"},
	JSONFormat:     {"json", "json", "application/json; charset=utf-8"},
	TikZFormat:     {"tikz", "tikz.tex", "application/x-tex; charset=utf-8"},
	TeXFormat:      {"tex", "tex", "application/x-tex; charset=utf-8"},
	MarkdownFormat: {"md", "md", "text/markdown; charset=utf-8"},
	CSVFormat:      {"csv", "csv", "text/csv; charset=utf-8"},
	HTMLFormat:     {"html", "html", "text/html; charset=utf-8"},
	ScormFormat:    {"scorm", "zip", "application/zip"},
}

// Formats is a list of formats: those one job writes.
type Formats []Format

// The formats of each job.
var (
	// TreeFormats are the formats of a searched tree (Write).
	TreeFormats = Formats{TextFormat, DOTFormat, SVGFormat, PNGFormat, PDFFormat, JSONFormat, TikZFormat, TeXFormat, HTMLFormat, ScormFormat}
	// TraceFormats are the formats of a step trace (Trace.WriteTrace).
	TraceFormats = Formats{TextFormat, MarkdownFormat, CSVFormat, JSONFormat, TeXFormat, HTMLFormat, ScormFormat}
	// QuizFormats are the formats of a quiz: asked at the terminal
	// (text), its sheet with its key (pdf, tex), its one-file page
	// (html) or that page's SCORM package (scorm).
	QuizFormats = Formats{TextFormat, PDFFormat, TeXFormat, HTMLFormat, ScormFormat}
	// TableFormats are the formats of a comparison's table.
	TableFormats = Formats{TextFormat, MarkdownFormat, CSVFormat, JSONFormat}
)

// Names returns the formats' names: "text", "md", ...
func (fs Formats) Names() []string {
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = f.String()
	}
	return names
}

// String lists the names for messages: "text, md, csv or json".
func (fs Formats) String() string { return lines.Or(fs.Names()) }

// Parse reads the name of one of fs, in any case.
func (fs Formats) Parse(s string) (Format, error) {
	n := strings.ToLower(strings.TrimSpace(s))
	for _, f := range fs {
		if n == f.String() {
			return f, nil
		}
	}
	return TextFormat, errorf("unknown format %q; want %s", s, fs)
}

// FormatList names the formats of a tree for messages.
var FormatList = TreeFormats.String()

// Extensions are the file extensions FormatOfFile knows, for messages.
var Extensions = []string{".txt", ".dot", ".svg", ".png", ".pdf", ".json", ".tex", ".html", ".zip"}

// extensions are the file extensions that choose a tree's format.
var extensions = map[string]Format{
	".txt": TextFormat, ".text": TextFormat, ".dot": DOTFormat, ".gv": DOTFormat,
	".svg": SVGFormat, ".png": PNGFormat, ".pdf": PDFFormat, ".json": JSONFormat,
	".tex": TeXFormat, ".tikz": TikZFormat, ".html": HTMLFormat, ".htm": HTMLFormat, ".zip": ScormFormat,
}

// String returns the format's name: "text", "dot", "svg", "png", "pdf",
// "json", "tikz", "tex", "md" or "csv".
func (f Format) String() string {
	if int(f) < len(formats) {
		return formats[f].name
	}
	return "text"
}

// Extension is the format's file extension, without its dot: "txt",
// "tikz.tex".
func (f Format) Extension() string {
	if int(f) < len(formats) {
		return formats[f].ext
	}
	return "txt"
}

// ContentType is the format's media type, as a server sends it.
func (f Format) ContentType() string {
	if int(f) < len(formats) {
		return formats[f].contentType
	}
	return "application/octet-stream"
}

// ParseFormat reads the name of a tree's format, in any case.
func ParseFormat(s string) (Format, error) { return TreeFormats.Parse(s) }

// FormatOfFile returns the format a file name's extension chooses.
func FormatOfFile(name string) (Format, bool) {
	f, ok := extensions[strings.ToLower(filepath.Ext(name))]
	return f, ok
}

// NeedsGraphviz reports whether drawing in f may lay out with graphviz:
// SVG, PNG and PDF always, TikZ and TeX to fit a page.
func (f Format) NeedsGraphviz() bool {
	return f == SVGFormat || f == PNGFormat || f == PDFFormat || f == TikZFormat || f == TeXFormat
}

// Binary reports whether the format is binary data (PNG, PDF), which a
// terminal should not receive.
func (f Format) Binary() bool { return f == PNGFormat || f == PDFFormat || f == ScormFormat }

// Write draws s in format f to w. SVG, PNG and PDF are laid out by
// graphviz, whose context is made and closed here; a caller that draws
// often keeps a Graphviz and calls its Draw.
func Write(ctx context.Context, w io.Writer, f Format, s *Search, opt Options) error {
	switch f {
	case SVGFormat, PNGFormat, PDFFormat, TikZFormat, TeXFormat:
		if (f == TikZFormat || f == TeXFormat) && opt.Paper == nil || DrawnHere(f, s, opt) {
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
	case HTMLFormat, ScormFormat:
		return errorf("a one-file page is made with its page's scripts (gametree tree --format html; web.OneFile), not drawn")
	}
	return Text(w, s, opt)
}
