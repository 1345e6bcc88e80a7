package main

import (
	"github.com/urfave/cli/v2"

	"gametree/explore"
)

func horizonCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "horizon",
		Usage:       "find positions where a search to a fixed depth is fooled by its horizon",
		UsageText:   synopsis("gametree horizon [{=position flags}] [{depth}] [{quiescence}] [{games}] [{seed}] [{count}] [{json}]", explore.HorizonParams()),
		Description: horizonHelp,
		Flags:       flagsOf(explore.HorizonParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			req, err := explore.ParseHorizon(params{c}, e.files())
			if err != nil {
				return err
			}
			rep, err := explore.Horizon(c.Context, req)
			if err != nil {
				return err
			}
			if c.Bool("json") {
				return writeJSON(e, "", rep)
			}
			return rep.WriteText(e.stdout)
		},
	}
}

// horizonHelp is the description in the help of gametree horizon (its
// French is in help_fr.go).
const horizonHelp = `Plays seeded random games (--games, --seed) of a game with a quiet test
(Othello: a corner open; Connect Four: a four to complete or block) and, at
each of their positions, searches three ways side by side: minimax to
--depth D, the same with a quiescence search --quiescence N plies past D,
and minimax to D + 2. It reports the positions where the fixed depth was
fooled by its horizon: its move is not the deeper search's, which values it
lower, while the quiescence search plays the deeper search's move; each
with the three moves, values and node counts (AIMA 4th edition, section
5.3.2). It stops after --count positions.

Examples:
   gametree horizon --game othello --size 6 --depth 1 --quiescence 2
   gametree horizon --game connect4 --depth 2 --games 50 --json`
