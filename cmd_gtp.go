package main

import (
	"github.com/urfave/cli/v2"

	"gametree/explore"
)

func gtpCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "gtp",
		Usage:       "be an Othello engine speaking the Go Text Protocol on stdin and stdout",
		UsageText:   synopsis("gametree gtp [{player}] [{seed}] [{time}]", explore.EngineParams()),
		Description: gtpHelp,
		Flags:       flagsOf(explore.EngineParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			newGame, newPlayer, err := explore.ParseEngine(params{c})
			if err != nil {
				return err
			}
			return explore.ServeGTP(e.stdin, e.stdout, newGame, newPlayer)
		},
	}
}

// gtpHelp is the description in the help of gametree gtp (its French is in
// help_fr.go).
const gtpHelp = `Speaks the Go Text Protocol as Othello engines do (GRhino and Edax accept
it; GUIs such as Quarry drive it): protocol_version, name, version,
known_command, list_commands, boardsize, clear_board, play b|w MOVE|pass,
genmove b|w, undo, showboard, final_score, quit. Answers are "= result" or
"? error", each followed by a blank line. Boards go from 4x4 to 16x16. A
forced pass of the other side is played by itself before play or genmove.

Examples:
   gametree gtp --player ai:expert --time 2s
   printf 'boardsize 8\ngenmove b\nshowboard\nquit\n' | gametree gtp --player ai:hard`
