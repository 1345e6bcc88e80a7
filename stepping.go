package main

import (
	"fmt"
	"io"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/render"
)

// writeFrames writes an SVG per step and an index.html that flips through
// them, into dir (explore.WriteFrames), every file written whole.
func writeFrames(e *env, c *cli.Context, tr *render.Trace, dir string, opt render.Options) error {
	write := func(name string, w func(io.Writer) error) error { return writeFile(e, "--frames", name, w) }
	if err := explore.WriteFrames(c.Context, tr, dir, opt, write); err != nil {
		return err
	}
	_, err := fmt.Fprintf(e.stdout, "wrote %d frames and %s\n", tr.Len(), filepath.Join(dir, "index.html"))
	return err
}

// stepInteractively steps through tr at the terminal of e.
func stepInteractively(e *env, tr *render.Trace, opt render.Options, rows, cols int) error {
	t := explore.StepTerminal{In: e.stdin, Out: e.stdout, Terminal: e.terminal, Echo: !e.inTerminal, Rows: rows, Cols: cols, Size: e.size}
	return t.Run(tr, opt)
}
