package main

import (
	"io"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/internal/msg"
)

func showCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "show",
		Usage:       "print a position: the board, the side to move, the disc counts and the legal moves",
		UsageText:   synopsis("gametree show [{=position flags}] [{json}] [{unicode}]", explore.ShowParams()),
		Description: showHelp,
		Flags:       flagsOf(explore.ShowParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			g, err := explore.ParsePosition(params{c}, e.files())
			if err != nil {
				return err
			}
			view, err := explore.ShowNetwork(c.Context, params{c}, e.files(), g)
			if err != nil {
				return err
			}
			if c.Bool("json") {
				rep := explore.Show(g)
				rep.Network = view
				return writeJSON(e, "", rep)
			}
			text := explore.ShowTextIn(g, c.Bool("unicode"), e.color(), msg.From(c.Context))
			if view != nil {
				text += "\n" + view.Text(g.Pos, msg.From(c.Context))
			}
			_, err = io.WriteString(e.stdout, text)
			return err
		},
	}
}

// showHelp is the description in the help of gametree show (its French is in
// help_fr.go).
const showHelp = `Prints the text dump of a position. The dump is itself a valid input:
save it and read it back with --position FILE.

Examples:
   gametree show --moves f5d6c3
   gametree show --size 6
   gametree show --board "---------------------------OX------XO--------------------------- O"
   gametree show --moves f5d6 --json`
