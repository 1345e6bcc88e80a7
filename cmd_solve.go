package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/render"
)

func solveCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "solve",
		Usage:       "solve an endgame exactly: the final disc margin with perfect play, a best move and the line to the end",
		UsageText:   synopsis("gametree solve [{=position flags}] [{all} | {ties}] [{json} | {format:choices}] [{threads}] [{hash}]", explore.SolveParams()),
		Description: solveHelp,
		Flags:       flagsOf(explore.SolveParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			if err := checkWritable("-o", c.String("output")); err != nil {
				return err
			}
			req, err := explore.ParseSolve(params{c}, e.files())
			if err != nil {
				return err
			}
			format := strings.ToLower(strings.TrimSpace(c.String("format")))
			if format == "csv" && !req.Equilibrium {
				return usagef("--format csv writes the equilibrium strategy of a game of hidden information (--game kuhn); use text or json")
			}
			if req.Policy {
				return solvePolicy(c, e, req)
			}
			if req.Equilibrium {
				return solveEquilibrium(c, e, req)
			}
			say := progressOn(e)
			var mu sync.Mutex
			// One line, clipped to the terminal, so that it redraws in
			// place.
			cols := 80
			if w, _, ok := e.size(); ok && w >= 40 {
				cols = w
			}
			progress := func(p explore.SolveProgress) {
				mu.Lock()
				defer mu.Unlock()
				say("%s", explore.ProgressLine(p, req.Empties, cols, e.lang))
			}
			rep, err := explore.Solve(c.Context, req, progress)
			mu.Lock()
			say("")
			mu.Unlock()
			if err != nil {
				if rep != nil && errors.Is(err, context.Canceled) {
					// What was found before Ctrl-C, on stderr: the output
					// file is not written, a partial result is not one.
					fmt.Fprintf(e.stderr, "gametree: %s\n", rep.Stopped())
				}
				return err
			}
			return writeTextOrJSON(e, c.String("output"), asJSON(c), rep, rep.Text)
		},
	}
}

// asJSON tells whether solve writes JSON: --json, or --format json.
func asJSON(c *cli.Context) bool {
	return c.Bool("json") || strings.EqualFold(strings.TrimSpace(c.String("format")), "json")
}

// writeTextOrJSON writes rep to the file out (stdout when empty): as JSON
// with asJSON, else its text.
func writeTextOrJSON(e *env, out string, asJSON bool, rep any, text func() string) error {
	if asJSON {
		return writeJSON(e, out, rep)
	}
	return writeOutput(e, out, func(w io.Writer) error {
		_, err := io.WriteString(w, text())
		return err
	})
}

// solveEquilibrium solves a game of hidden information (Kuhn poker) and
// writes its equilibrium: JSON with --json, else the text.
func solveEquilibrium(c *cli.Context, e *env, req *explore.SolveRequest) error {
	rep, err := explore.SolveEquilibrium(c.Context, req)
	if err != nil {
		return err
	}
	if p := c.String("plot"); p != "" {
		if err := writeFile(e, "--plot", p, rep.Plot); err != nil {
			return err
		}
	}
	if strings.EqualFold(strings.TrimSpace(c.String("format")), "csv") {
		return writeOutput(e, c.String("output"), rep.WriteCSV)
	}
	return writeTextOrJSON(e, c.String("output"), asJSON(c), rep, rep.Text)
}

// solvePolicy solves a game whole (Pig) and writes its report: JSON
// with --json, the policy's picture for -o FILE.svg, else the text.
func solvePolicy(c *cli.Context, e *env, req *explore.SolveRequest) error {
	rep, err := explore.SolvePolicy(c.Context, req)
	if err != nil {
		return err
	}
	out := c.String("output")
	switch {
	case asJSON(c):
		return writeJSON(e, out, rep)
	case strings.HasSuffix(strings.ToLower(out), ".svg"):
		return writeOutput(e, out, func(w io.Writer) error { return render.PolicySVG(w, rep.Picture()) })
	}
	return writeOutput(e, out, func(w io.Writer) error {
		_, err := io.WriteString(w, rep.Text())
		return err
	})
}

// solveHelp is the description in the help of gametree solve (its French is in
// help_fr.go).
const solveHelp = `Computes the exact result of the position with perfect play by both sides:
the final disc margin for the side to move, the empty squares counted for
the winner (the convention of the FFO test suite and of Edax), a best move,
the principal variation to the end of the game (passes included), and the
nodes searched. --ties finds every best move, not only one (a search more
for each move that may tie); --all gives the exact score of every legal
move, best first, as FFO answer lists do.

The search is a dedicated endgame solver on bitboards (docs/solve.md):
with 20 empties it takes about half a second, and each empty more about
two to three times as long. Boards up to 8x8 are solved at any stage (4x4
and 6x6 from the start); larger boards with at most 14 empties. The
transposition table takes --hash megabytes and never more. On a terminal,
stderr shows the progress. Ctrl-C prints the best move found so far (not
proved) and exits 130.

--game pig solves the dice game Pig whole by value iteration (Neller and
Presser, 2004): the first player's chance of winning with perfect play, the
chance and the best move at the position given, and the policy's shape (the
turn's total at which to hold, by both scores); -o FILE.svg draws it as a
map, --json gives the whole table (docs/games.md).

--game kuhn finds the equilibrium of Kuhn poker, a game of hidden
information, by counterfactual regret minimization (--algo cfr+, the
default, or cfr; --iterations N): the first player's value (-1/18 a hand)
with its precision (the exploitability, by an exact best response), each
information set's strategy, and averaging over clairvoyance beside it;
--plot FILE.svg draws the exploitability of CFR and CFR+ by iterations.

Examples:
   gametree solve --board "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"
   gametree solve --size 6
   gametree solve --moves f5d6c3d3c4f4f6f3e6e7d7c6 --all     # far from the end: slow
   gametree solve --position ffo40.txt --json
   gametree solve --game pig --goal 100 -o policy.svg
   gametree solve --game kuhn --plot exploitability.svg`
