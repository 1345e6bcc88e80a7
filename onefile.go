package main

import (
	"io"
	"net/url"
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/web"
)

// writeOneFile writes the one-file page page ("tree", "step", "quiz") of
// the command's request (gametree tree --format html): its parameters as
// the API takes them, a textbook tree's file read into --leaves, the
// page made by package web, written whole to -o.
func writeOneFile(c *cli.Context, e *env, page string, decl []explore.Param) error {
	return writePage(c, e, page, decl, false, nil)
}

// writeScorm writes the SCORM 1.2 package of the one-file page (gametree
// quiz -o quiz.zip, tree and step --format scorm), for an LMS.
func writeScorm(c *cli.Context, e *env, page string, decl []explore.Param) error {
	if out := c.String("output"); out == "" || out == "-" {
		if e.terminal {
			return usagef("a SCORM package is a zip file: give -o FILE.zip")
		}
	}
	return writePage(c, e, page, decl, true, nil)
}

// writeSearchedPage writes the one-file page (tree or step) of the search
// done (run already), or with scorm its SCORM package: nothing searched
// twice.
func writeSearchedPage(c *cli.Context, e *env, page string, decl []explore.Param, scorm bool, done web.Searched) error {
	if scorm {
		if out := c.String("output"); (out == "" || out == "-") && e.terminal {
			return usagef("a SCORM package is a zip file: give -o FILE.zip")
		}
	}
	return writePage(c, e, page, decl, scorm, &done)
}

// writePage writes the one-file page, or with scorm its SCORM package;
// done, when not nil, is the page's search, run already.
func writePage(c *cli.Context, e *env, page string, decl []explore.Param, scorm bool, done *web.Searched) error {
	v := url.Values{}
	p := params{c}
	for _, d := range decl {
		val, ok := p.Get(d.Name)
		if !ok || d.Local || d.Name == "format" || d.Name == "lang" {
			continue
		}
		if d.File != "" {
			if d.Name != "leaves-file" {
				return usagef("--%s with a one-file page: give the position as --%s (the page holds no file)", d.Name, d.File)
			}
			text, err := e.files()(val)
			if err != nil {
				return usagef("--leaves-file: %w", err)
			}
			d.Name, val = "leaves", strings.TrimSpace(text)
		}
		v.Set(d.Name, val)
	}
	var b []byte
	var err error
	switch {
	case done != nil && scorm:
		b, err = web.ScormOf(c.Context, page, v, e.lang, *done)
	case done != nil:
		b, err = web.OneFileOf(c.Context, page, v, e.lang, *done)
	case scorm:
		b, err = web.Scorm(c.Context, page, v, e.lang)
	default:
		b, err = web.OneFile(c.Context, page, v, e.lang)
	}
	if err != nil {
		return err
	}
	return writeOutput(e, c.String("output"), func(w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
}
