package main

import (
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/othello"
)

// textbookFlags are the flags that give a textbook tree.
func textbookFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "leaves", Usage: "a textbook `TREE` of leaf values, such as \"((3 12 8) (2 4 6) (14 5 2))\"", Category: "Textbook tree"},
		&cli.StringFlag{Name: "leaves-file", Usage: "read the textbook tree from `FILE` (- for stdin)", Category: "Textbook tree"},
		&cli.StringFlag{Name: "root", Value: "max", Usage: "the root of a textbook tree: `max` or min", Category: "Textbook tree"},
	}
}

// evalFlags are the flags that choose the evaluation.
func evalFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "eval", Value: "discs", Usage: "evaluation `NAME`: " + strings.Join(othello.EvalNames, ", "), Category: "Search"},
		&cli.StringFlag{Name: "weights", Usage: "evaluate with your own n x n table of square weights from `FILE`", Category: "Search"},
	}
}

// searchFlags are the flags of the search that tree and step run, with
// their defaults for depth and the node limit.
func searchFlags(depth, maxNodes int) []cli.Flag {
	return append([]cli.Flag{
		&cli.IntFlag{Name: "depth", Value: depth, Usage: "plies of the Othello tree, `N` from 1", Category: "Search"},
		&cli.StringFlag{Name: "algo", Value: "alphabeta", Usage: "`ALGORITHM`: minimax or alphabeta", Category: "Search"},
		&cli.BoolFlag{Name: "fail-soft", Usage: "alpha-beta returns the best value found, not the value clamped into its window", Category: "Search"},
		&cli.StringFlag{Name: "order", Value: "natural", Usage: "children `ORDER`: natural (a1, b1, ...), static (corner > edge > centre > C > X), eval, perfect", Category: "Search"},
		&cli.IntFlag{Name: "max-nodes", Value: maxNodes, Usage: "refuse trees of more than `N` nodes", Category: "Search"},
	}, evalFlags()...)
}

// flags joins lists of flags.
func flags(lists ...[]cli.Flag) []cli.Flag {
	var all []cli.Flag
	for _, l := range lists {
		all = append(all, l...)
	}
	return all
}
