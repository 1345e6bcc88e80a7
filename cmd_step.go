package main

import (
	"io"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/render"
	"gametree/web"
)

func stepCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "step",
		Usage:       "step through a search, forward and back, or print its trace",
		UsageText:   synopsis("gametree step [{=position flags} | {leaves} | {leaves-file}] [{depth}] [{algo}] [{fail-hard}] [{order}] [{eval}] [{trace}] [{format}] [{frames}] [{interactive}]", explore.StepParams()),
		Description: stepHelp,
		Flags:       flagsOf(explore.StepParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			if err := checkWritable("-o", c.String("output")); err != nil {
				return err
			}
			if (c.Bool("trace") || c.IsSet("output")) && c.Bool("interactive") {
				return usagef("--trace and --interactive ask for two different outputs; give one of them")
			}
			req, err := explore.ParseStep(params{c}, e.files())
			if err != nil {
				return err
			}
			// The search once, refused here in the command line's words
			// where it goes past a limit; a one-file page takes it as
			// it is.
			tr, err := explore.Step(c.Context, req)
			if err != nil {
				return err
			}
			if req.Format == render.HTMLFormat || req.Format == render.ScormFormat {
				return writeSearchedPage(c, e, "step", explore.StepParams(), req.Format == render.ScormFormat, web.Searched{Request: req, Steps: tr})
			}
			opt := render.Options{ASCII: req.Draw.ASCII}
			if req.Frames != "" {
				return writeFrames(e, c, tr, req.Frames, opt)
			}
			interactive := c.Bool("interactive") || (e.inTerminal && !c.Bool("trace") && !c.IsSet("output") && req.Format == render.TextFormat)
			if !interactive {
				return writeOutput(e, c.String("output"), func(w io.Writer) error { return tr.WriteTrace(w, req.Format, opt.ASCII) })
			}
			return stepInteractively(e, tr, opt, req.Rows, req.Cols)
		},
	}
}

// stepHelp is the description in the help of gametree step (its French is in
// help_fr.go).
const stepHelp = `Replays the search that gametree tree runs (same flags) as a list of
events: enter (a node, with its alpha-beta window), pass (entering a pass),
leaf (a leaf evaluated), game_over (a finished game evaluated), update (a
child moved alpha or beta), cutoff (alpha >= beta: the remaining children are
pruned) and return (a value handed to the parent, with its bound). With
--algo mcts, the four phases of each iteration of Monte Carlo tree search:
select (at each level, every child's Q + U = score and the one chosen),
expand (the node added), simulate (the playout, not added to the tree) and
backpropagate (the visits and wins counted up the path); g N then goes to
iteration N, and --iterations is at most 1000.

On a terminal it is interactive: each screen shows the step, the path from
the root, the event in a sentence, the window, the board of the current node
and the tree so far, fitted to the terminal (80 x 24 at the least): the
tree shows the part around the current node, with "… N more" for the
rest, and the board gives way first when space is short. Commands (then
Enter): Enter or n next, p back, c to the end, g N go to step N, b show or
hide the board, q quit, ? help. Going back is exact: the events are
recorded, not searched again. --interactive forces this mode when stdin is
not a terminal (scripts, tests).

When stdin is not a terminal, or with --trace, it prints the whole trace as a
table (step, path, event, alpha, beta, value) in --format text, md, csv,
tex or json. --frames DIR writes one SVG per step (step-0001.svg, ...) and
an index.html that flips through them with the arrow keys.

Its defaults differ from tree's on purpose: depth 2, not 3 (from the start
a depth-2 search is 36 steps, a depth-3 one 114, and after f5d6c3 221),
and --max-nodes 5000, not 100000 (each node's recorded events take about
four times the memory of a drawn node). Give --depth 3 for tree's tree.

On a game of hidden information (--game kuhn), step prints CFR+ (or --algo
cfr) iteration by iteration, as text or JSON (--iterations N, 3 by default,
at most 100): each walk's updates of the information sets, the strategy
played, each move's counterfactual value, the regrets and regret matching's
next strategy, then the average strategy's exploitability. On a terminal
(or with --interactive) it steps a walk a screen: Enter or n next, p back,
c to the end, g N to iteration N, q quit.

Examples:
   gametree step --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree step --leaves "((3 12 8) (2 4 6) (14 5 2))" --trace --format md
   gametree step --moves f5d6c3 --depth 2 --frames steps/`
