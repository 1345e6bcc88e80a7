package main

import (
	"fmt"
	"math"
	"runtime"
	"time"

	"github.com/urfave/cli/v2"

	"gametree/othello"
)

// maxPerftDepth caps --depth: perft(14) from the 8x8 start already takes
// hours; 30 plies covers a whole 4x4 game with its passes.
const maxPerftDepth = 30

func perftCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "perft",
		Usage:     "count the leaves of the move tree to a depth (Edax's convention)",
		UsageText: "gametree perft --depth N [position flags] [--divide] [--json] [--threads N]",
		Description: `Counts the positions reached by exactly N plies. A forced pass is a ply
(one child, the other side to move). A game that ends before depth N is not
a leaf; such game ends are counted and reported apart. --depth goes from 0 to
30; on 8x8, depth 11 takes about half a second, and each ply more about eight
times as long.

Examples:
   gametree perft --depth 11
   gametree perft --size 6 --depth 10
   gametree perft --depth 3 --divide
   gametree perft --moves f5d6 --depth 6 --json`,
		Flags: append(positionFlags(),
			&cli.IntFlag{Name: "depth", Value: -1, DefaultText: "none", Usage: "count to `N` plies (required, 0 to 30)"},
			&cli.BoolFlag{Name: "divide", Usage: "print the count under each root move"},
			&cli.BoolFlag{Name: "json", Usage: "print the counts as a JSON object"},
			&cli.IntFlag{Name: "threads", Value: runtime.NumCPU(), Usage: "count on `N` threads"},
		),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			if !c.IsSet("depth") {
				return usagef("perft: --depth is required (for example --depth 9; see gametree perft --help)")
			}
			depth := c.Int("depth")
			if depth < 0 || depth > maxPerftDepth {
				return fmt.Errorf("--depth %d: want a depth from 0 to %d", depth, maxPerftDepth)
			}
			threads := c.Int("threads")
			if threads < 1 || threads > 256 {
				return fmt.Errorf("--threads %d: want from 1 to 256", threads)
			}
			g, err := readPosition(c, e)
			if err != nil {
				return err
			}
			return runPerft(e, g.pos, depth, threads, c.Bool("divide"), c.Bool("json"))
		},
	}
}

// perftObject is the JSON form of a perft run.
type perftObject struct {
	Depth    int              `json:"depth"`
	Leaves   uint64           `json:"leaves"`
	GameEnds uint64           `json:"game_ends"`
	Seconds  float64          `json:"seconds"`
	Divide   []perftMoveCount `json:"divide,omitempty"`
}

// perftMoveCount is one row of --divide.
type perftMoveCount struct {
	Move     string `json:"move"`
	Leaves   uint64 `json:"leaves"`
	GameEnds uint64 `json:"game_ends"`
}

func runPerft(e *env, p othello.Position, depth, threads int, divide, asJSON bool) error {
	start := time.Now()
	var total othello.PerftCount
	var rows []perftMoveCount
	if divide && depth > 0 {
		for _, d := range othello.DivideParallel(p, depth, threads) {
			rows = append(rows, perftMoveCount{d.Move.String(), d.Leaves, d.GameEnds})
			total = total.Add(d.PerftCount)
		}
		if p.GameOver() {
			total.GameEnds = 1
		}
	} else {
		total = othello.PerftParallel(p, depth, threads)
	}
	secs := time.Since(start).Seconds()
	if asJSON {
		return writeJSON(e, perftObject{depth, total.Leaves, total.GameEnds, math.Round(secs*1e6) / 1e6, rows})
	}
	width := len(fmt.Sprint(total.Leaves))
	for _, r := range rows {
		fmt.Fprintf(e.stdout, "%-4s %*d leaves, %d game ends\n", r.Move, width, r.Leaves, r.GameEnds)
	}
	rate := 0.0
	if secs > 0 {
		rate = float64(total.Leaves) / secs / 1e6
	}
	_, err := fmt.Fprintf(e.stdout, "perft %d: %d leaves, %d game ends, %.3f s, %.1f M leaves/s\n", depth, total.Leaves, total.GameEnds, secs, rate)
	return err
}
