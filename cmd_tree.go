package main

import (
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/render"
)

func treeCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "tree",
		Usage:     "build the game tree of depth N, annotate it by minimax or alpha-beta, draw it",
		UsageText: "gametree tree [position flags | --leaves TREE | --leaves-file FILE] [--depth N] [--algo minimax|alphabeta] [--fail-hard] [--order natural|static|eval|perfect] [--eval NAME | --weights FILE] [--format text|dot|svg|png|pdf|json] [-o FILE] [--boards] [--view full|visited|pv] [--show-depth K] [--max-nodes N] [--max-memory SIZE]",
		Description: `Builds the explicit tree of states of depth N from a position (or a textbook
tree given by its leaf values), searches it, and draws every node with its
value and bound, its alpha-beta window on entry and on return, its visit
number, cutoffs, pruned subtrees and the principal variation.

The format follows -o's extension when --format is not given (.txt, .dot,
.svg, .png, .pdf, .json); without -o the tree goes to stdout as text. Files
are written whole or not at all. A tree over --max-nodes is refused before it
is built, and so is one whose nodes could take more than --max-memory; with
alpha-beta, --view visited or --view pv builds only what the search visits,
so deeper searches still fit. Ctrl-C stops the work and exits 130.

Examples:
   gametree tree --depth 3 -o tree.svg
   gametree tree --moves f5d6 --depth 2 --boards
   gametree tree --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree tree --leaves "((3 12 8) (2 4 6) (14 5 2))" --algo minimax -o aima.png
   gametree tree --depth 6 --view pv --order eval --eval positional -o pv.svg`,
		Flags: flags(positionFlags(), textbookFlags(), searchFlags(3, 100000), []cli.Flag{
			&cli.StringFlag{Name: "format", Usage: "output `FORMAT`: text, dot, svg, png, pdf or json (default: from -o, else text)", Category: "Output"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` instead of stdout", Category: "Output"},
			&cli.BoolFlag{Name: "boards", Usage: "draw each node's board: the square just played outlined, the discs it flipped dotted, coordinates on the root's (--boards=coords: on every board)", Category: "Output"},
			&cli.BoolFlag{Name: "coords", Usage: "draw each node's board with its coordinates (the same as --boards=coords)", Category: "Output"},
			&cli.StringFlag{Name: "view", Value: "full", Usage: "`NODES` to draw: full, visited (no pruned subtrees) or pv (the principal variation and its siblings)", Category: "Output"},
			&cli.IntFlag{Name: "show-depth", Usage: "draw only the top `K` plies (0: all)", Category: "Output"},
			&cli.BoolFlag{Name: "ascii", Usage: "text output in ASCII only", Category: "Output"},
		}),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			req, err := explore.ParseTree(params{c}, e.files())
			if err != nil {
				return err
			}
			if req.Format.Binary() && !c.IsSet("output") && e.terminal {
				return fmt.Errorf("--format %s writes binary data; give -o FILE.%s", req.Format, req.Format)
			}
			s, err := explore.Tree(c.Context, req, nil)
			if err != nil {
				return err
			}
			return writeOutput(e, c.String("output"), func(w io.Writer) error {
				return render.Write(c.Context, w, req.Format, s, req.Draw)
			})
		},
	}
}
