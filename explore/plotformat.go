package explore

import (
	"gametree/render"
)

// plotFormat reads the format of the plot that flag names the file of,
// name: SVG, PNG or PDF by its extension (SVG for none).
func plotFormat(flag, name string) (render.Format, error) {
	if name == "" {
		return render.SVGFormat, nil
	}
	f, ok := render.FormatOfFile(name)
	if !ok || f != render.SVGFormat && f != render.PNGFormat && f != render.PDFFormat {
		return 0, usagef("--%s %s: a plot is an SVG, PNG or PDF file; name it .svg, .png or .pdf", flag, name)
	}
	return f, nil
}

// orSVG is f, a plot's format, or SVG where none was chosen.
func orSVG(f render.Format) render.Format {
	if f == render.TextFormat {
		return render.SVGFormat
	}
	return f
}
