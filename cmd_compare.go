package main

import (
	"errors"
	"io"

	"github.com/urfave/cli/v2"

	"gametree/explore"
)

func compareCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "compare",
		Usage:       "compare the nodes minimax, alpha-beta (every ordering), PVS and ID with a table visit, depth by depth",
		UsageText:   synopsis("gametree compare [{=position flags} | {leaves} | {leaves-file} | {positions}] [{depth}] [{eval} | {weights}] [{format:choices}] [{plot}] [{max-memory}] [{max-time}]", explore.CompareParams()),
		Description: compareHelp,
		Flags:       flagsOf(explore.CompareParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			for _, f := range []string{"output", "plot", "mcts-plot", "forward-plot"} {
				if err := checkWritable(map[string]string{"output": "-o", "plot": "--plot", "mcts-plot": "--mcts-plot", "forward-plot": "--forward-plot"}[f], c.String(f)); err != nil {
					return err
				}
			}
			req, err := explore.ParseCompare(params{c}, e.files())
			if err != nil {
				return err
			}
			say := progressOn(e)
			rep, err := explore.Compare(c.Context, req, say)
			say("")
			// Stopped (Ctrl-C) or refused past --max-time, with rows
			// finished: they are written, and the exit status says they
			// are not all.
			if err != nil && !((errors.Is(err, c.Context.Err()) || explore.OverLimit(err)) && rep != nil && len(rep.Rows) > 0) {
				return err
			}
			stopped := err
			if req.NoTime {
				rep.DropTimes()
			}
			if p := c.String("plot"); p != "" && stopped == nil {
				if err := writeFile(e, "--plot", p, rep.Plot); err != nil {
					return err
				}
			}
			if p := c.String("mcts-plot"); p != "" && stopped == nil {
				if err := writeFile(e, "--mcts-plot", p, rep.MCTSPlot); err != nil {
					return err
				}
			}
			if p := c.String("forward-plot"); p != "" && stopped == nil {
				if err := writeFile(e, "--forward-plot", p, rep.ForwardPlot); err != nil {
					return err
				}
			}
			out := c.String("output")
			if stopped != nil {
				// The rows finished go to stdout, and the exit status says
				// they are not all: a file is never half a comparison.
				out = ""
			}
			err = writeOutput(e, out, func(w io.Writer) error { return rep.Write(w, req.Format, req.NoTime) })
			if err != nil {
				return err
			}
			return stopped
		},
	}
}

// compareHelp is the description in the help of gametree compare (its French is in
// help_fr.go).
const compareHelp = `Runs, at each depth, minimax; alpha-beta with the natural, static, eval and
perfect orderings; fail-soft alpha-beta; PVS (NegaScout) and iterative
deepening alpha-beta with a transposition table (both with the eval ordering
on Othello trees). Each row gives the nodes visited (the root included),
the leaves evaluated, the cutoffs, the root value and best move, the seconds
and the nodes as a share of minimax's. A second table gives Knuth and
Moore's minimal tree, b^ceil(d/2) + b^floor(d/2) - 1 leaves with b the
average branching factor (b^d is the number of leaves of the full tree),
beside the leaves of the perfect ordering: perfect ordering comes close to
the minimal tree, and in uneven trees a cheaper refutation than the best
move can even take it below.

The searches stream: no tree is kept, so depth is bounded by time (on a
2-core laptop-class machine, depths 1 to 10 from the 8x8 start take about 8
seconds, depth 11 alone about a minute; depths go up to 12) and by the
memory of the perfect ordering and the transposition table (--max-memory).
Each depth is priced before it runs, from the depths before it (run for this
alone, below the first asked, while they are cheap): one that would take the
comparison past --max-time (10 minutes by default) is refused, with the rows
finished so far (each count of --mcts alike). The root value must be the
same for every algorithm; if it is not, compare says so and fails. The
perfect ordering's seconds leave out the full search that finds the true
values it orders by. Ctrl-C stops the work, prints the rows finished so far
and exits 130. Stderr says which depth and search is running: on a terminal
as it goes, elsewhere every 5 seconds. Means over many positions are written
with 2 decimals in text and CSV.

On a game of hidden information (--game kuhn), compare runs CFR and CFR+
side by side to --iterations N: the exploitability and the value of each
one's average strategy at 1, 2, 5, 10, 20, ... iterations, beside
averaging over clairvoyance, which no iteration approaches.

Examples:
   gametree compare --depth 1-8
   gametree compare --moves f5d6c3 --depth 2,4,6 --eval positional --format md
   gametree compare --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree compare --depth 1-7 --plot nodes.svg
   gametree compare --positions openings.txt --depth 1-6 --format csv`
