package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"gametree/play"
)

func gtpCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "gtp",
		Usage:     "be an Othello engine speaking the Go Text Protocol on stdin and stdout",
		UsageText: "gametree gtp [--player SPEC] [--seed S] [--time BUDGET]",
		Description: `Speaks the Go Text Protocol as Othello engines do (GRhino and Edax accept
it; GUIs such as Quarry drive it): protocol_version, name, version,
known_command, list_commands, boardsize, clear_board, play b|w MOVE|pass,
genmove b|w, undo, showboard, final_score, quit. Answers are "= result" or
"? error", each followed by a blank line. Boards go from 4x4 to 16x16. A
forced pass of the other side is played by itself before play or genmove.

Examples:
   gametree gtp --player ai:expert --time 2s
   printf 'boardsize 8\ngenmove b\nshowboard\nquit\n' | gametree gtp --player ai:hard`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "player", Value: "ai:hard", Usage: "the engine's player `SPEC` (not human)"},
			&cli.Int64Flag{Name: "seed", Value: 1, Usage: "the `SEED` of random choices"},
			&cli.DurationFlag{Name: "time", Value: play.DefaultTime, Usage: "ai:expert's time `BUDGET` per move"},
		},
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			if c.Duration("time") <= 0 {
				return fmt.Errorf("--time %s: want a positive budget such as 1s", c.Duration("time"))
			}
			cfg := play.Config{Seed: c.Int64("seed"), Time: c.Duration("time")}
			spec := c.String("player")
			p, err := play.ParsePlayer(spec, cfg)
			if err != nil {
				return fmt.Errorf("--player: %w", err)
			}
			if p == nil {
				return fmt.Errorf("--player human: the engine must be a program")
			}
			p.Close()
			return play.ServeGTP(e.stdin, e.stdout, func() (play.Player, error) { return play.ParsePlayer(spec, cfg) })
		},
	}
}
