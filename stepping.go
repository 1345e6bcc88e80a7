package main

import (
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/internal/lines"
	"gametree/render"
	"gametree/tree"
)

// maxFrames bounds --frames: a picture per step.
const maxFrames = 3000

// stepHelp is what ? shows.
const stepHelp = `Commands (type one, then Enter):
  Enter or n   next step
  p            previous step
  c            go to the end
  g N          go to step N
  b            show or hide the board of the current node
  q            quit
  ?            this help
`

// stepInteractively shows the screens of tr and reads commands, one a line,
// until q or the end of the input.
func stepInteractively(e *env, tr *render.Trace, opt render.Options, rows, cols int) error {
	in := lines.NewReader(e.stdin)
	k, n := 1, tr.Len()
	board := render.BoardAuto
	show := func() error {
		if e.terminal {
			fmt.Fprint(e.stdout, "\x1b[H\x1b[2J")
		} else {
			fmt.Fprintln(e.stdout, strings.Repeat("=", 72))
		}
		// The screen fits the terminal, measured each time (it may have
		// been resized), or --rows and --cols; the last row is the prompt's.
		fit := render.Fit{Rows: rows, Cols: cols, Board: board}
		if w, h, ok := e.size(); ok {
			if fit.Rows == 0 {
				fit.Rows = h
			}
			if fit.Cols == 0 {
				fit.Cols = w
			}
		}
		if fit.Rows > 0 {
			fit.Rows--
		}
		return tr.FitScreen(e.stdout, k, opt, fit)
	}
	if err := show(); err != nil {
		return err
	}
	for {
		fmt.Fprint(e.stdout, "[n]ext [p]rev [c] end [g N] go [b]oard [q]uit [?] help > ")
		text, err := in.Next()
		var tooLong *lines.TooLongError
		switch {
		case errors.As(err, &tooLong):
			fmt.Fprintf(e.stdout, "\nThat line is longer than %d bytes; it was skipped. ? lists the commands.\n", lines.Max)
			continue
		case err == io.EOF:
			fmt.Fprintln(e.stdout)
			return nil
		case err != nil:
			fmt.Fprintln(e.stdout)
			return fmt.Errorf("reading the commands: %w", err)
		}
		cmd := strings.Fields(strings.ToLower(text))
		if !e.inTerminal {
			// Echo scripted input, so the transcript reads as a session.
			fmt.Fprintln(e.stdout, strings.Join(cmd, " "))
		}
		switch {
		case len(cmd) == 0 || cmd[0] == "n":
			if k == n {
				fmt.Fprintf(e.stdout, "That was the last step (%d). p goes back, q quits.\n", n)
				continue
			}
			k++
		case cmd[0] == "p":
			if k == 1 {
				fmt.Fprintln(e.stdout, "This is the first step. n goes forward, q quits.")
				continue
			}
			k--
		case cmd[0] == "c":
			k = n
		case cmd[0] == "g":
			if len(cmd) != 2 {
				fmt.Fprintf(e.stdout, "g needs a step number from 1 to %d, as in g 5.\n", n)
				continue
			}
			to, err := strconv.Atoi(cmd[1])
			if err != nil || to < 1 || to > n {
				fmt.Fprintf(e.stdout, "%q is not a step: want a number from 1 to %d.\n", cmd[1], n)
				continue
			}
			k = to
		case cmd[0] == "b":
			if board == render.BoardOn {
				board = render.BoardOff
			} else {
				board = render.BoardOn
			}
		case cmd[0] == "q":
			return nil
		case cmd[0] == "?" || cmd[0] == "h" || cmd[0] == "help":
			fmt.Fprint(e.stdout, stepHelp)
			continue
		default:
			fmt.Fprintf(e.stdout, "Unknown command %q; ? lists the commands.\n", strings.Join(cmd, " "))
			continue
		}
		if err := show(); err != nil {
			return err
		}
	}
}

// framesPage is the page that flips through the frames: arrow keys (or
// the buttons) go back and forth, Home and End to the ends. {{TITLE}} and
// {{FRAMES}} are filled in.
//
//go:embed frames.html
var framesPage string

// writeFrames writes an SVG per step and an index.html that flips through
// them, into dir.
func writeFrames(e *env, c *cli.Context, tr *render.Trace, dir string, opt render.Options) error {
	n := tr.Len()
	if n > maxFrames {
		return fmt.Errorf("--frames: the search has %d steps, over %d; take a smaller tree or depth", n, maxFrames)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("--frames %s: %w", dir, unwrapPath(err))
	}
	gv, err := render.NewGraphviz(c.Context)
	if err != nil {
		return err
	}
	defer gv.Close()
	type frame struct {
		File string `json:"file"`
		Text string `json:"text"`
	}
	frames := make([]frame, n)
	for k := 1; k <= n; k++ {
		if err := c.Context.Err(); err != nil {
			return err
		}
		name := fmt.Sprintf("step-%04d.svg", k)
		if err := writeFile(e, "--frames", filepath.Join(dir, name), func(w io.Writer) error { return tr.Frame(gv, w, k, opt) }); err != nil {
			return err
		}
		frames[k-1] = frame{name, fmt.Sprintf("Step %d of %d: %s", k, n, tr.Sentence(k))}
	}
	list, err := json.Marshal(frames)
	if err != nil {
		return err
	}
	page := strings.NewReplacer("{{TITLE}}", html.EscapeString("gametree step: "+describeLine(tr)), "{{FRAMES}}", string(list)).Replace(framesPage)
	if err := writeFile(e, "--frames", filepath.Join(dir, "index.html"), func(w io.Writer) error {
		_, err := io.WriteString(w, page)
		return err
	}); err != nil {
		return err
	}
	_, err = fmt.Fprintf(e.stdout, "wrote %d frames and %s\n", n, filepath.Join(dir, "index.html"))
	return err
}

// describeLine names what was searched, for the page title.
func describeLine(tr *render.Trace) string {
	t := tr.Search.Tree
	if t.Kind == tree.Othello {
		return t.Start.String()
	}
	return t.Leaves()
}
