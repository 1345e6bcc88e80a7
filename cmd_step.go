package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/minimax"
	"gametree/render"
)

// maxFrames bounds --frames: a picture per step.
const maxFrames = 3000

func stepCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "step",
		Usage:     "step through a search, forward and back, or print its trace",
		UsageText: "gametree step [position flags | --leaves TREE | --leaves-file FILE] [--depth N] [--algo minimax|alphabeta] [--fail-soft] [--order ...] [--eval ...] [--trace] [--format text|md|csv|json] [--frames DIR] [--interactive]",
		Description: `Replays the search that gametree tree runs (same flags) as a list of
events: enter (a node, with its alpha-beta window), pass (entering a pass),
leaf (a leaf evaluated), game_over (a finished game evaluated), update (a
child moved alpha or beta), cutoff (alpha >= beta: the remaining children are
pruned) and return (a value handed to the parent, with its bound).

On a terminal it is interactive: each screen shows the step, the path from
the root, the event in a sentence, the window, the board of the current node
and the tree so far. Commands (then Enter): Enter or n next, p back, c to the
end, g N go to step N, q quit, ? help. Going back is exact: the events are
recorded, not searched again. --interactive forces this mode when stdin is
not a terminal (scripts, tests).

When stdin is not a terminal, or with --trace, it prints the whole trace as a
table (step, path, event, alpha, beta, value) in --format text, md, csv or
json. --frames DIR writes one SVG per step (step-0001.svg, ...) and an
index.html that flips through them with the arrow keys.

Examples:
   gametree step --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree step --leaves "((3 12 8) (2 4 6) (14 5 2))" --trace --format md
   gametree step --moves f5d6c3 --depth 2 --frames steps/`,
		Flags: flags(positionFlags(), textbookFlags(), searchFlags(2, 5000), []cli.Flag{
			&cli.BoolFlag{Name: "trace", Usage: "print the whole trace as a table, even on a terminal", Category: "Output"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "trace `FORMAT`: text, md, csv or json", Category: "Output"},
			&cli.StringFlag{Name: "frames", Usage: "write an SVG per step and an index.html into `DIR`", Category: "Output"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the trace to `FILE` instead of stdout (implies --trace)", Category: "Output"},
			&cli.BoolFlag{Name: "interactive", Usage: "step interactively even when stdin is not a terminal", Category: "Output"},
			&cli.BoolFlag{Name: "ascii", Usage: "ASCII-only text", Category: "Output"},
		}),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			format := strings.ToLower(c.String("format"))
			if format != "text" && format != "md" && format != "csv" && format != "json" {
				return fmt.Errorf("--format %q: want text, md, csv or json", c.String("format"))
			}
			if (c.Bool("trace") || c.IsSet("output")) && c.Bool("interactive") {
				return usagef("--trace and --interactive ask for two different outputs; give one of them")
			}
			a, err := readAnalysis(c, e)
			if err != nil {
				return err
			}
			a.view = render.Full
			log := &minimax.Log[int32]{}
			s, err := a.run(log)
			if err != nil {
				return err
			}
			tr := &render.Trace{Search: s, Log: log}
			opt := render.Options{ASCII: c.Bool("ascii")}
			if dir := c.String("frames"); dir != "" {
				return writeFrames(e, tr, dir, opt)
			}
			interactive := c.Bool("interactive") || (e.inTerminal && !c.Bool("trace") && !c.IsSet("output"))
			if !interactive {
				return writeOutput(e, c.String("output"), func(w io.Writer) error { return tr.WriteTrace(w, format, opt.ASCII) })
			}
			return stepInteractively(e, tr, opt)
		},
	}
}

// stepHelp is what ? shows.
const stepHelp = `Commands (type one, then Enter):
  Enter or n   next step
  p            previous step
  c            go to the end
  g N          go to step N
  q            quit
  ?            this help
`

// stepInteractively shows the screens of tr and reads commands, one a line,
// until q or the end of the input.
func stepInteractively(e *env, tr *render.Trace, opt render.Options) error {
	in := bufio.NewScanner(e.stdin)
	k, n := 1, tr.Len()
	show := func() error {
		if e.terminal {
			fmt.Fprint(e.stdout, "\x1b[H\x1b[2J")
		} else {
			fmt.Fprintln(e.stdout, strings.Repeat("=", 72))
		}
		return tr.Screen(e.stdout, k, opt)
	}
	if err := show(); err != nil {
		return err
	}
	for {
		fmt.Fprint(e.stdout, "[n]ext [p]rev [c] end [g N] go [q]uit [?] help > ")
		if !in.Scan() {
			fmt.Fprintln(e.stdout)
			return in.Err()
		}
		cmd := strings.Fields(strings.ToLower(in.Text()))
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

// writeFrames writes an SVG per step and an index.html that flips through
// them, into dir.
func writeFrames(e *env, tr *render.Trace, dir string, opt render.Options) error {
	n := tr.Len()
	if n > maxFrames {
		return fmt.Errorf("--frames: the search has %d steps, over %d; take a smaller tree or depth", n, maxFrames)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("--frames %s: %w", dir, unwrapPath(err))
	}
	gv, err := render.NewGraphviz(context.Background())
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
		name := fmt.Sprintf("step-%04d.svg", k)
		if err := writeOutput(e, filepath.Join(dir, name), func(w io.Writer) error { return tr.Frame(gv, w, k, opt) }); err != nil {
			return err
		}
		frames[k-1] = frame{name, fmt.Sprintf("Step %d of %d: %s", k, n, tr.Sentence(k))}
	}
	list, err := json.Marshal(frames)
	if err != nil {
		return err
	}
	page := strings.NewReplacer("{{TITLE}}", html.EscapeString("gametree step: "+describeLine(tr)), "{{FRAMES}}", string(list)).Replace(framesPage)
	if err := writeOutput(e, filepath.Join(dir, "index.html"), func(w io.Writer) error {
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
	if t.Kind == 0 {
		return t.Start.String()
	}
	return t.Leaves()
}

// framesPage is the page that flips through the frames: arrow keys (or
// the buttons) go back and forth, Home and End to the ends.
const framesPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{TITLE}}</title>
<style>
body { font-family: Helvetica, Arial, sans-serif; margin: 1em; }
#bar { display: flex; gap: 1em; align-items: center; margin-bottom: 0.5em; }
#text { font-size: 1.1em; }
img { max-width: 100%; border: 1px solid #ddd; }
</style>
</head>
<body>
<div id="bar">
<button id="prev" title="previous step (left arrow)">&larr;</button>
<button id="next" title="next step (right arrow)">&rarr;</button>
<span id="text"></span>
</div>
<img id="frame" alt="the search tree at this step">
<script>
const frames = {{FRAMES}};
let k = 0;
function show() {
  document.getElementById("frame").src = frames[k].file;
  document.getElementById("text").textContent = frames[k].text;
}
function go(to) { k = Math.max(0, Math.min(frames.length - 1, to)); show(); }
document.getElementById("prev").onclick = () => go(k - 1);
document.getElementById("next").onclick = () => go(k + 1);
document.addEventListener("keydown", (e) => {
  if (e.key === "ArrowRight" || e.key === " ") { go(k + 1); e.preventDefault(); }
  if (e.key === "ArrowLeft") go(k - 1);
  if (e.key === "Home") go(0);
  if (e.key === "End") go(frames.length - 1);
});
show();
</script>
</body>
</html>
`
