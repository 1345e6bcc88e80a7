package main

import (
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/othello"
	"gametree/play"
)

// The flags below are read by the application layer (package explore)
// under the same names; TestFlagsMatchParams checks that every parameter
// the layer reads has its flag, with the same default.

// positionFlags are the flags every command reads a position from.
func positionFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "size", Value: othello.DefaultSize, Usage: "board size `N`, even from 4 to 16", Category: "Position"},
		&cli.StringFlag{Name: "moves", Usage: "play the `TRANSCRIPT` (f5d6c3...) from the start, or from --board/--position", Category: "Position"},
		&cli.StringFlag{Name: "board", Usage: "start from the board `STRING`: n x n squares from a1 (X O -), then the side to move", Category: "Position"},
		&cli.StringFlag{Name: "position", Usage: "read the start position from `FILE` (- for stdin): a board string, a text diagram or a transcript", Category: "Position"},
	}
}

// textbookFlags are the flags that give a textbook tree.
func textbookFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "leaves", Usage: "a textbook `TREE` of leaf values, such as \"((3 12 8) (2 4 6) (14 5 2))\"", Category: "Textbook tree"},
		&cli.StringFlag{Name: "leaves-file", Usage: "read the textbook tree from `FILE` (- for stdin)", Category: "Textbook tree"},
		&cli.StringFlag{Name: "root", Value: "max", Usage: "the player at the root of a textbook tree: `max|min`", Category: "Textbook tree"},
	}
}

// evalFlags are the flags that choose the evaluation.
func evalFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "eval", Value: "discs", Usage: "evaluation `NAME`: " + strings.Join(othello.EvalNames, ", "), Category: "Search"},
		&cli.StringFlag{Name: "weights", Usage: "evaluate with your own n x n table of square weights from `FILE`, or with pattern weights written by train fit (8x8)", Category: "Search"},
	}
}

// maxMemoryFlag is the memory budget of a request.
func maxMemoryFlag() cli.Flag {
	return &cli.StringFlag{Name: "max-memory", Value: "1GiB", Usage: "refuse work that may take more memory than `SIZE` (512MiB, 4GiB)", Category: "Search"}
}

// searchFlags are the flags of the search that tree and step run, with
// their defaults for depth and the node limit.
func searchFlags(depth, maxNodes int) []cli.Flag {
	return append([]cli.Flag{
		&cli.IntFlag{Name: "depth", Value: depth, Usage: "plies of the Othello tree, `N` from 1", Category: "Search"},
		&cli.StringFlag{Name: "algo", Value: "alphabeta", Usage: "`ALGORITHM`: minimax or alphabeta", Category: "Search"},
		&cli.BoolFlag{Name: "fail-hard", Usage: "alpha-beta clamps a value into its window (the other convention; the default is fail-soft, as AIMA)", Category: "Search"},
		&cli.BoolFlag{Name: "fail-soft", Usage: "alpha-beta returns the best value it found, with the bound it proves (the default, as AIMA)", Category: "Search"},
		&cli.StringFlag{Name: "order", Value: "natural", Usage: "children `ORDER`: natural (a1, b1, ...), static (corner > edge > centre > C > X), eval, perfect", Category: "Search"},
		&cli.IntFlag{Name: "max-nodes", Value: maxNodes, Usage: "refuse trees of more than `N` nodes", Category: "Search"},
		maxMemoryFlag(),
	}, evalFlags()...)
}

// playerFlags are the flags that make players.
func playerFlags(black, white string) []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "black", Value: black, Usage: "Black's player `SPEC`: human, random, greedy, minimax:D[:EVAL], alphabeta:D[:EVAL], ai:easy|medium|hard|expert, gtp:COMMAND", Category: "Players"},
		&cli.StringFlag{Name: "white", Value: white, Usage: "White's player `SPEC`", Category: "Players"},
		&cli.Int64Flag{Name: "seed", Value: 1, Usage: "the `SEED` of random choices (the same seed replays the same games)", Category: "Players"},
		&cli.DurationFlag{Name: "time", Value: play.DefaultTime, Usage: "ai:expert's time `BUDGET` per move", Category: "Players"},
		&cli.DurationFlag{Name: "engine-time", Value: play.DefaultEngineTime, Usage: "what a gtp: engine may take for a move, plus 5s of grace, before it forfeits (`TIME`)", Category: "Players"},
	}
}

// flags joins lists of flags.
func flags(lists ...[]cli.Flag) []cli.Flag {
	var all []cli.Flag
	for _, l := range lists {
		all = append(all, l...)
	}
	return all
}
