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
	"gametree/internal/lines"
)

func solveCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "solve",
		Usage:     "solve an endgame exactly: the final disc margin with perfect play, a best move and the line to the end",
		UsageText: "gametree solve [position flags] [--all] [--json] [--threads N] [--hash MB]",
		Description: `Computes the exact result of the position with perfect play by both sides:
the final disc margin for the side to move, the empty squares counted for
the winner (the convention of the FFO test suite and of Edax), every best
move, the principal variation to the end of the game (passes included),
and the nodes searched. --all gives the exact score of every legal move,
best first, as FFO answer lists do.

The search is a dedicated endgame solver on bitboards (docs/solve.md):
with 20 empties it takes about a second, and each empty more about two to
three times as long. Boards up to 8x8 are solved at any stage (4x4 and 6x6
from the start); larger boards with at most 14 empties. The transposition
table takes --hash megabytes and never more. On a terminal, stderr shows the
progress. Ctrl-C prints the best move found so far (not proved) and exits
130.

Examples:
   gametree solve --board "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"
   gametree solve --size 6
   gametree solve --moves f5d6c3d3c4f4f6f3e6e7d7c6 --all     # far from the end: slow
   gametree solve --position ffo40.txt --json`,
		Flags: flagsOf(explore.SolveParams()),
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
				best := "no move solved yet"
				switch {
				case p.Done == 0:
				case p.Done < p.Total:
					best = fmt.Sprintf("best %s >= %+d", p.Best, p.Score)
				default:
					best = fmt.Sprintf("best %s %+d", p.Best, p.Score)
				}
				rate := 0.0
				if s := p.Elapsed.Seconds(); s > 0 {
					rate = float64(p.Nodes) / s / 1e6
				}
				line := fmt.Sprintf("solving %d empties: %d/%d moves, %s, %.1f M nodes, %.1f M/s, %.0f s",
					req.Position.Empties(), p.Done, p.Total, best, float64(p.Nodes)/1e6, rate, p.Elapsed.Seconds())
				if len(line) > cols-1 {
					line = line[:cols-1]
				}
				say("%s", line)
			}
			rep, err := explore.Solve(c.Context, req, progress)
			mu.Lock()
			say("")
			mu.Unlock()
			if err != nil {
				if rep != nil && errors.Is(err, context.Canceled) {
					// What was found before Ctrl-C, on stderr: the output
					// file is not written, a partial result is not one.
					if rep.BestMove != nil {
						fmt.Fprintf(e.stderr, "gametree: stopped after %.1f s and %s nodes: the best move so far is %s, worth at least %+d (not proved)\n",
							rep.Seconds, commas(rep.Nodes), *rep.BestMove, rep.Score)
					} else {
						fmt.Fprintf(e.stderr, "gametree: stopped after %.1f s and %s nodes, before the first move was solved\n", rep.Seconds, commas(rep.Nodes))
					}
				}
				return err
			}
			if c.Bool("json") {
				return writeJSON(e, c.String("output"), rep)
			}
			return writeOutput(e, c.String("output"), func(w io.Writer) error {
				_, err := fmt.Fprint(w, solveText(rep))
				return err
			})
		},
	}
}

// solveText writes a solve's report for people.
func solveText(rep *explore.SolveReport) string {
	var b strings.Builder
	side := strings.ToUpper(rep.ToMove[:1]) + rep.ToMove[1:]
	other := "White"
	if side == "White" {
		other = "Black"
	}
	// A long line is wrapped at 79 columns, continued indented.
	line := func(text string) { b.WriteString(lines.Hang(text, 79) + "\n") }
	line(fmt.Sprintf("Position: %s (%s to move), %d empties", rep.Given, side, rep.Empties))
	switch {
	case rep.Score > 0:
		fmt.Fprintf(&b, "Score: %+d: %s wins by %d with perfect play (empties to the winner)\n", rep.Score, side, rep.Score)
	case rep.Score < 0:
		fmt.Fprintf(&b, "Score: %+d: %s wins by %d with perfect play (empties to the winner)\n", rep.Score, other, -rep.Score)
	default:
		fmt.Fprintf(&b, "Score: 0: a draw with perfect play\n")
	}
	switch {
	case rep.BestMove == nil:
		b.WriteString("The game is over.\n")
	case len(rep.BestMoves) > 1:
		fmt.Fprintf(&b, "Best moves: %s (each reaches %+d)\n", strings.Join(rep.BestMoves, " "), rep.Score)
	default:
		fmt.Fprintf(&b, "Best move: %s\n", *rep.BestMove)
	}
	if len(rep.PV) > 0 {
		line("Principal variation: " + strings.Join(rep.PV, " "))
	}
	if len(rep.Moves) > 0 {
		b.WriteString("\nmove  score\n")
		for _, m := range rep.Moves {
			fmt.Fprintf(&b, "%-4s  %+5d\n", m.Move, m.Score)
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "Nodes: %s in %.2f s (%.1f M nodes/s)\n", commas(rep.Nodes), rep.Seconds, rep.NodesPerSec/1e6)
	return b.String()
}

// commas writes n with thousands separators.
func commas(n uint64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
