package main

import (
	"github.com/urfave/cli/v2"

	"gametree/explore"
)

func perftCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "perft",
		Usage:       "count the leaves of the move tree to a depth (Edax's convention)",
		UsageText:   synopsis("gametree perft {depth} [{=position flags}] [{divide}] [{json}] [{threads}]", explore.PerftParams()),
		Description: perftHelp,
		Flags:       flagsOf(explore.PerftParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			req, err := explore.ParsePerft(params{c}, e.files())
			if err != nil {
				return err
			}
			say := progressOn(e)
			rep, err := explore.Perft(c.Context, req, say)
			say("")
			if err != nil {
				return err
			}
			if c.Bool("no-time") {
				rep.Seconds = 0
			}
			if c.Bool("json") {
				return writeJSON(e, "", rep)
			}
			return rep.WriteText(e.stdout, c.Bool("no-time"))
		},
	}
}

// perftHelp is the description in the help of gametree perft (its French is in
// help_fr.go).
const perftHelp = `Counts the positions reached by exactly N plies. A forced pass is a ply
(one child, the other side to move). A game that ends before depth N is not
a leaf; such game ends are counted and reported apart. --depth goes from 0 to
30; on 8x8, depth 11 takes about half a second, and each ply more about eight
times as long. Ctrl-C stops the count and exits 130.

Examples:
   gametree perft --depth 11
   gametree perft --size 6 --depth 10
   gametree perft --depth 3 --divide
   gametree perft --moves f5d6 --depth 6 --json`
