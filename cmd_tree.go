package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/internal/msg"
	"gametree/render"
	"gametree/web"
)

func treeCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "tree",
		Usage:       "build the game tree of depth N, annotate it by minimax or alpha-beta, draw it",
		UsageText:   synopsis("gametree tree [{=position flags} | {leaves} | {leaves-file}] [{depth}] [{algo}] [{fail-hard}] [{order}] [{eval} | {weights}] [{format}] [{-o}] [{boards}] [{view}] [{show-depth}] [{layout}] [{labels}] [{page}] [{max-nodes}] [{max-memory}]", explore.TreeParams()),
		Description: treeHelp,
		Flags:       flagsOf(explore.TreeParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			if out := c.String("output"); !strings.Contains(out, "%d") {
				if err := checkWritable("-o", out); err != nil {
					return err
				}
			}
			req, err := explore.ParseTree(params{c}, e.files())
			if err != nil {
				return err
			}
			if req.Format == render.HTMLFormat || req.Format == render.ScormFormat {
				// The search first, refused here in the command line's
				// words where it goes past a limit; the page drawn from it.
				s, err := explore.SearchTree(c.Context, req, nil)
				if err != nil {
					return err
				}
				return writeSearchedPage(c, e, "tree", explore.TreeParams(), req.Format == render.ScormFormat, web.Searched{Request: req, Tree: s})
			}
			if req.Format.Binary() && !c.IsSet("output") && e.terminal {
				return usagef("--format %s writes binary data; give -o FILE.%s", req.Format, req.Format)
			}
			s, err := explore.Tree(c.Context, req, nil)
			if err != nil {
				return err
			}
			req.Draw.Say = func(note string) { fmt.Fprintf(e.stderr, "gametree: %s\n", note) }
			if req.Format.NeedsGraphviz() {
				// graphviz may lay out a big tree for minutes: said every
				// few seconds off a terminal, as every long job is.
				say := progressOn(e)
				say("drawing %s nodes as %s", msg.Count(int64(render.Drawn(s, req.Draw))), req.Format.String())
				defer say("")
			}
			out := c.String("output")
			if (req.Format == render.SVGFormat || req.Format == render.PNGFormat) && (req.Draw.Paper != nil || strings.Contains(out, "%d")) {
				return writeSheets(c, e, out, req, s)
			}
			return writeOutput(e, out, func(w io.Writer) error {
				return render.Write(c.Context, w, req.Format, s, req.Draw)
			})
		},
	}
}

// writeSheets writes a drawing planned for a page: one file, or with
// several sheets one file per sheet, named by the %d of name (from 1).
func writeSheets(c *cli.Context, e *env, name string, req *explore.TreeRequest, s *render.Search) error {
	if name == "" || name == "-" {
		return render.Write(c.Context, e.stdout, req.Format, s, req.Draw)
	}
	gv, err := render.NewGraphviz(c.Context)
	if err != nil {
		return err
	}
	defer gv.Close()
	sheets, note, err := gv.Plan(s, req.Draw)
	if err != nil {
		return err
	}
	many := strings.Contains(name, "%d")
	if len(sheets) > 1 && !many {
		return &render.SheetsError{Sheets: len(sheets), Ext: req.Format.String(), Paper: req.Draw.Paper.Name}
	}
	if note != "" {
		fmt.Fprintf(e.stderr, "gametree: %s\n", note)
	}
	for i, sh := range sheets {
		file := name
		if many {
			file = strings.Replace(name, "%d", strconv.Itoa(i+1), 1)
		}
		err := writeOutput(e, file, func(w io.Writer) error {
			if req.Format == render.PNGFormat {
				return gv.PNGSheet(w, s, sh)
			}
			return gv.SVGSheet(w, s, sh)
		})
		if err != nil {
			return err
		}
	}
	if many {
		fmt.Fprintf(e.stderr, "gametree: wrote %d files, %s to %s\n", len(sheets), strings.Replace(name, "%d", "1", 1), strings.Replace(name, "%d", strconv.Itoa(len(sheets)), 1))
	}
	return nil
}

// treeHelp is the description in the help of gametree tree (its French is in
// help_fr.go).
const treeHelp = `Builds the explicit tree of states of depth N from a position (or a textbook
tree given by its leaf values), searches it, and draws every node with its
value and bound, its alpha-beta window on entry and on return, its visit
number, cutoffs, pruned subtrees and the principal variation.

The format follows -o's extension when --format is not given (.txt, .dot,
.svg, .png, .pdf, .json); without -o the tree goes to stdout as text. Files
are written whole or not at all. A tree over --max-nodes is refused before it
is built, and so is one whose nodes could take more than --max-memory; with
alpha-beta, --view visited or --view pv builds only what the search visits,
so deeper searches still fit. Ctrl-C stops the work and exits 130.

Pictures for a page: --page a4 (the default for PDF) or letter scales the
drawing to the page's text width with node text at least 6 pt; unless
--layout or --labels is given it tries top to bottom, then left to right,
with full labels, then compact ones (the windows in a table by visit
number). A tree that still does not fit is split: an overview of the root
and its moves, then a page per subtree, titled with its path (for SVG and
PNG one file each: -o tree-%d.svg). A note on stderr says what was done.

Examples:
   gametree tree --depth 3 -o tree.pdf
   gametree tree --depth 3 -o tree.svg
   gametree tree --moves f5d6 --depth 2 --boards
   gametree tree --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree tree --leaves "((3 12 8) (2 4 6) (14 5 2))" --algo minimax -o aima.png
   gametree tree --depth 6 --view pv --order eval --eval positional -o pv.svg`
