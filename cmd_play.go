package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/explore"
)

func playCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "play",
		Usage:       "play a game in the terminal: against the computer, another person, or watch two programs",
		UsageText:   synopsis("gametree play [{game}] [{=position flags} | {resume}] [{black}] [{white}] [{seed}] [{time}] [{engine-time}] [{record}] [{unicode}]", explore.GameParams()),
		Description: withPlayers(playHelp),
		Flags:       flagsOf(explore.GameParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			// An unwritable --record is found before the first move, not
			// after the whole game.
			if err := checkWritable("--record", c.String("record")); err != nil {
				return err
			}
			g, err := explore.ParsePlay(params{c}, e.files())
			if err != nil {
				return err
			}
			defer g.Close()
			write := func(flag string) explore.WriteFile {
				return func(name string, w func(io.Writer) error) error { return writeFile(e, flag, name, w) }
			}
			runErr := g.Session(c.Context, explore.Terminal{In: e.stdin, Out: e.stdout, Unicode: c.Bool("unicode"), Color: e.color(), WriteFile: write("")})
			if rec := c.String("record"); rec != "" && g.HandHidden() {
				// Quit mid-hand: the record would give the card away.
				fmt.Fprintln(e.stdout, e.lang.T("--record %s: not written: the hand is not over, and its record would hold the other's card.", rec))
			} else if rec != "" {
				if err := g.Save(rec, write("--record")); err != nil {
					return err
				}
				fmt.Fprintln(e.stdout, e.lang.T("Saved the game to %s.", rec))
			}
			return runErr
		},
	}
}

// playHelp is the description in the help of gametree play (its French is in
// help_fr.go).
const playHelp = `Plays a game in the terminal (--game, Othello by default), from its start or
any position: against the computer, another person, or two programs against
each other. After each move it shows the board (legal moves marked), whose
turn it is, the moves so far and the legal moves; a forced move (Othello's
pass) is announced and played.

A person types a move in the game's notation (d3, b2, d, 2:3, roll) or a
command: hint, undo, moves, tree (the computer's last search as a tree), tree
FILE.svg, save FILE, quit, help. At the end: the score, the winner and the
transcript. --record FILE saves the game (a transcript, or the game's own
format, such as GGF for a .ggf name); --resume FILE continues one.

--black is the first player (Black in Othello, X in the others), --white the
second. A search to a depth takes the depth, and the evaluation where the
game has several (minimax:3, alphabeta:4:mixed); ai:easy, ai:medium and
ai:hard search to the game's own depths; ai:expert is a game's own engine
(Othello's: iterative deepening PVS with a transposition table within --time
per move, exact from 18 empty squares); ai:perfect searches to the end where
the tree allows it; gtp:COMMAND is an external engine speaking GTP, such as
gtp:/usr/games/gtp-rhino -l 1.

Examples:
   gametree play
   gametree play --game tictactoe --white ai:perfect
   gametree play --game connect4 --black ai:hard --white human
   gametree play --game nim --board "3 4 5" --white ai:perfect
   gametree play --black ai:hard --white human
   gametree play --size 6 --white ai:expert --time 500ms
   gametree play --black human --white human --record game.ggf
   gametree play --resume game.ggf`

// withPlayers adds to a command's help, before its examples, the players
// each registered game takes, from the registry: a game registered is
// listed with its own players.
func withPlayers(help string) string {
	var b strings.Builder
	b.WriteString(playersHeading)
	for _, g := range explore.Games() {
		fmt.Fprintf(&b, "   %s: %s\n", g.Name, g.Specs)
	}
	head, examples, _ := strings.Cut(help, "\n\nExamples:\n")
	return head + "\n\n" + strings.TrimSuffix(b.String(), "\n") + "\n\nExamples:\n" + examples
}

// playersHeading heads the players of each game in a command's help.
const playersHeading = "The players of each game:\n"
