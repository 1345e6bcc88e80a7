package web

import (
	"html"
	"regexp"
	"strconv"

	"gametree/explore"
)

// pageParams are the declared parameters of each page's job: the server
// writes its form fields' defaults and bounds from them, so that a page
// restates none of them.
var pageParams = map[string]func() []explore.Param{
	"tree.html":    explore.TreeParams,
	"step.html":    explore.StepParams,
	"compare.html": explore.CompareParams,
	"quiz.html":    explore.QuizParams,
}

// fieldTag is a form field of a page, with its name.
var (
	fieldTag   = regexp.MustCompile(`<(?:input|select)\b[^>]*\bname="([a-z-]+)"[^>]*>`)
	fieldAttrs = regexp.MustCompile(` (?:data-default|min|max)="[^"]*"`)
)

// withDeclared writes into the form fields of the page name the default
// (data-default) and the bounds (min, max) of the parameter each names,
// as its job declares it; a field no parameter declares is left as it is.
func withDeclared(page []byte, name string) []byte {
	declared, ok := pageParams[name]
	if !ok {
		return page
	}
	params := map[string]explore.Param{}
	for _, p := range declared() {
		params[p.Name] = p
	}
	return fieldTag.ReplaceAllFunc(page, func(tag []byte) []byte {
		p, ok := params[string(fieldTag.FindSubmatch(tag)[1])]
		if !ok {
			return tag
		}
		attrs := ` data-default="` + html.EscapeString(p.Default) + `"`
		if p.Range != nil {
			attrs += ` min="` + strconv.FormatInt(p.Range.Min, 10) + `"`
			if p.Range.Max != explore.NoMax {
				attrs += ` max="` + strconv.FormatInt(p.Range.Max, 10) + `"`
			}
		}
		t := fieldAttrs.ReplaceAll(tag, nil)
		return append(append(t[:len(t)-1:len(t)-1], attrs...), '>')
	})
}
