package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/minimax"
	"gametree/othello"
	"gametree/render"
)

// maxTreeDepth caps --depth of trees; --max-nodes is the real limit.
const maxTreeDepth = 60

// formats lists the output formats of tree, and the file extensions that
// choose them.
var formats = map[string]string{
	".txt": "text", ".text": "text", ".dot": "dot", ".gv": "dot",
	".svg": "svg", ".png": "png", ".pdf": "pdf", ".json": "json",
}

func treeCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "tree",
		Usage:     "build the game tree of depth N, annotate it by minimax or alpha-beta, draw it",
		UsageText: "gametree tree [position flags | --leaves TREE | --leaves-file FILE] [--depth N] [--algo minimax|alphabeta] [--fail-soft] [--order natural|static|eval|perfect] [--eval NAME | --weights FILE] [--format text|dot|svg|png|pdf|json] [-o FILE] [--boards] [--view full|visited|pv] [--show-depth K] [--max-nodes N]",
		Description: `Builds the explicit tree of states of depth N from a position (or a textbook
tree given by its leaf values), searches it, and draws every node with its
value and bound, its alpha-beta window on entry and on return, its visit
number, cutoffs, pruned subtrees and the principal variation.

The format follows -o's extension when --format is not given (.txt, .dot,
.svg, .png, .pdf, .json); without -o the tree goes to stdout as text. Files
are written whole or not at all. A tree over --max-nodes is refused before it
is built; with alpha-beta, --view visited or --view pv builds only what the
search visits, so deeper searches still fit.

Examples:
   gametree tree --depth 3 -o tree.svg
   gametree tree --moves f5d6 --depth 2 --boards
   gametree tree --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree tree --leaves "((3 12 8) (2 4 6) (14 5 2))" --algo minimax -o aima.png
   gametree tree --depth 6 --view pv --order eval --eval positional -o pv.svg`,
		Flags: flags(positionFlags(), textbookFlags(), searchFlags(3, defaultMaxNodes), []cli.Flag{
			&cli.StringFlag{Name: "format", Usage: "output `FORMAT`: text, dot, svg, png, pdf or json (default: from -o, else text)", Category: "Output"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` instead of stdout", Category: "Output"},
			&cli.BoolFlag{Name: "boards", Usage: "draw each node's board", Category: "Output"},
			&cli.StringFlag{Name: "view", Value: "full", Usage: "`NODES` to draw: full, visited (no pruned subtrees) or pv (the principal variation and its siblings)", Category: "Output"},
			&cli.IntFlag{Name: "show-depth", Usage: "draw only the top `K` plies (0: all)", Category: "Output"},
			&cli.BoolFlag{Name: "ascii", Usage: "text output in ASCII only", Category: "Output"},
		}),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			a, err := readAnalysis(c, e)
			if err != nil {
				return err
			}
			format, err := outputFormat(c)
			if err != nil {
				return err
			}
			opt, err := renderOptions(c)
			if err != nil {
				return err
			}
			if format == "png" || format == "pdf" {
				if !c.IsSet("output") && e.terminal {
					return fmt.Errorf("--format %s writes binary data; give -o FILE.%s", format, format)
				}
			}
			s, err := a.run(nil)
			if err != nil {
				return err
			}
			return writeOutput(e, c.String("output"), func(w io.Writer) error {
				return renderTo(w, format, s, opt)
			})
		},
	}
}

// readAnalysis reads the tree and search flags.
func readAnalysis(c *cli.Context, e *env) (*analysis, error) {
	a := &analysis{}
	var err error
	if a.algo, err = minimax.ParseAlgorithm(c.String("algo")); err != nil {
		return nil, fmt.Errorf("--algo %q: want minimax or alphabeta", c.String("algo"))
	}
	a.failSoft = c.Bool("fail-soft")
	if a.failSoft && a.algo != minimax.AlphaBeta {
		return nil, usagef("--fail-soft is a mode of alpha-beta; leave it out with --algo minimax")
	}
	if a.order, err = checkOrder(c.String("order")); err != nil {
		return nil, err
	}
	if v := c.String("view"); v != "" { // step has no --view: it draws the full tree
		if a.view, err = render.ParseView(v); err != nil {
			return nil, fmt.Errorf("--view %q: want full, visited or pv", v)
		}
	}
	a.maxNodes = c.Int("max-nodes")
	if a.maxNodes < 1 {
		return nil, fmt.Errorf("--max-nodes %d: want at least 1", a.maxNodes)
	}
	textbook := c.IsSet("leaves") || c.IsSet("leaves-file")
	if c.IsSet("leaves") && c.IsSet("leaves-file") {
		return nil, usagef("--leaves and --leaves-file both give a tree; give one of them")
	}
	if textbook {
		for _, f := range []string{"size", "moves", "board", "position", "depth", "eval", "weights", "boards"} {
			if c.IsSet(f) {
				return nil, usagef("--%s does not apply to a textbook tree (--leaves); its depth is its own", f)
			}
		}
		switch strings.ToLower(c.String("root")) {
		case "max":
		case "min":
			a.rootMin = true
		default:
			return nil, fmt.Errorf("--root %q: want max or min", c.String("root"))
		}
		text := c.String("leaves")
		if c.IsSet("leaves-file") {
			if text, err = readInput(c.String("leaves-file"), e.stdin); err != nil {
				return nil, fmt.Errorf("--leaves-file: %w", err)
			}
		}
		a.leaves = strings.TrimSpace(text)
		if a.leaves == "" {
			return nil, fmt.Errorf("--leaves: empty tree; want nested lists of leaf values such as ((3 12 8) (2 4 6) (14 5 2))")
		}
		return a, nil
	}
	if c.IsSet("root") {
		return nil, usagef("--root applies to textbook trees (--leaves); an Othello tree's root is the side to move")
	}
	a.depth = c.Int("depth")
	if a.depth < 1 || a.depth > maxTreeDepth {
		return nil, fmt.Errorf("--depth %d: want a depth from 1 to %d", a.depth, maxTreeDepth)
	}
	g, err := readPosition(c, e)
	if err != nil {
		return nil, err
	}
	a.pos = g.pos
	if a.eval, err = readEval(c, e, g.pos.Size()); err != nil {
		return nil, err
	}
	return a, nil
}

// readEval reads --eval or --weights for a board of size n.
func readEval(c *cli.Context, e *env, n int) (othello.Evaluator, error) {
	if c.IsSet("weights") {
		if c.IsSet("eval") {
			return nil, usagef("--eval and --weights both choose the evaluation; give one of them")
		}
		text, err := readInput(c.String("weights"), e.stdin)
		if err != nil {
			return nil, fmt.Errorf("--weights: %w", err)
		}
		w, err := othello.ParseWeights(text)
		if err != nil {
			return nil, fmt.Errorf("--weights %s: %w", c.String("weights"), err)
		}
		if w.Size() != n {
			return nil, fmt.Errorf("--weights %s: the table is %dx%d but the board is %dx%d", c.String("weights"), w.Size(), w.Size(), n, n)
		}
		return w, nil
	}
	ev, err := othello.ParseEval(c.String("eval"))
	if err != nil {
		return nil, fmt.Errorf("--eval %q: want one of %s, or --weights FILE", c.String("eval"), strings.Join(othello.EvalNames, ", "))
	}
	return ev, nil
}

// outputFormat returns the format from --format, else -o's extension, else
// text.
func outputFormat(c *cli.Context) (string, error) {
	if c.IsSet("format") {
		f := strings.ToLower(c.String("format"))
		for _, known := range []string{"text", "dot", "svg", "png", "pdf", "json"} {
			if f == known {
				return f, nil
			}
		}
		return "", fmt.Errorf("--format %q: want text, dot, svg, png, pdf or json", c.String("format"))
	}
	if out := c.String("output"); out != "" {
		ext := strings.ToLower(filepath.Ext(out))
		if f, ok := formats[ext]; ok {
			return f, nil
		}
		return "", fmt.Errorf("-o %s: cannot tell the format from %q; name the file .txt, .dot, .svg, .png, .pdf or .json, or give --format", out, ext)
	}
	return "text", nil
}

// renderOptions reads the drawing flags.
func renderOptions(c *cli.Context) (render.Options, error) {
	opt := render.Options{Boards: c.Bool("boards"), ASCII: c.Bool("ascii"), ShowDepth: c.Int("show-depth")}
	if opt.ShowDepth < 0 {
		return opt, fmt.Errorf("--show-depth %d: want 0 (all) or more", opt.ShowDepth)
	}
	v, err := render.ParseView(c.String("view"))
	if err != nil {
		return opt, fmt.Errorf("--view %q: want full, visited or pv", c.String("view"))
	}
	opt.View = v
	return opt, nil
}

// renderTo draws s in format to w.
func renderTo(w io.Writer, format string, s *render.Search, opt render.Options) error {
	switch format {
	case "dot":
		return render.DOT(w, s, opt)
	case "json":
		return render.JSON(w, s, opt)
	case "svg", "png", "pdf":
		gv, err := render.NewGraphviz(context.Background())
		if err != nil {
			return err
		}
		defer gv.Close()
		switch format {
		case "svg":
			return gv.SVG(w, s, opt)
		case "png":
			return gv.PNG(w, s, opt)
		}
		return gv.PDF(w, s, opt)
	}
	return render.Text(w, s, opt)
}

// writeOutput runs write into the file name, or stdout when name is empty.
// A file is written to a temporary file beside it and renamed into place,
// so a failure never leaves a half-written file.
func writeOutput(e *env, name string, write func(io.Writer) error) error {
	if name == "" || name == "-" {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			return err
		}
		_, err := e.stdout.Write(buf.Bytes())
		return err
	}
	dir := filepath.Dir(name)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(name)+".*.tmp")
	if err != nil {
		return fmt.Errorf("-o %s: cannot write there: %w", name, unwrapPath(err))
	}
	defer os.Remove(tmp.Name())
	if err := write(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("-o %s: %w", name, err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("-o %s: %w", name, err)
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		return fmt.Errorf("-o %s: %w", name, unwrapPath(err))
	}
	return nil
}
