package main

import (
	"fmt"
	"io"

	"github.com/urfave/cli/v2"

	"gametree/explore"
)

func playCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "play",
		Usage:       "play Othello (or tic-tac-toe, Connect Four, Nim) in the terminal: against the computer, another person, or watch two programs",
		UsageText:   "gametree play [--game GAME] [position flags | --resume FILE] [--black SPEC] [--white SPEC] [--seed S] [--time 1s] [--engine-time 30s] [--record FILE] [--unicode]",
		Description: playHelp,
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
			if rec := c.String("record"); rec != "" {
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
const playHelp = `Plays a game in the terminal, on any board from 4x4 to 16x16, from the start
or any position. After each move it shows the board (legal moves marked),
whose turn it is, both disc counts, the moves so far and the legal moves. A
forced pass is announced and played.

A person types a square (d3, any case) or a command: hint, undo, moves,
tree (the computer's last search as a tree), tree FILE.svg, save FILE,
quit, help. At the end: the score, the winner, the margin and the
transcript. --record FILE saves the game (a transcript, or GGF for a .ggf
name); --resume FILE continues one.

Players: human, random, greedy (most flips), minimax:DEPTH[:EVAL],
alphabeta:DEPTH[:EVAL], ai:easy (depth 1), ai:medium (depth 2), ai:hard
(depth 4), ai:expert (iterative deepening PVS with a transposition table
within --time per move, exact from 16 empty squares), gtp:COMMAND (an
external engine speaking GTP, such as gtp:/usr/games/gtp-rhino -l 1).

With --game tictactoe, connect4 or nim, the same: --black is X's player (X
moves first), --white O's; a move is written in the game's notation (b2, d,
2:3). The players: human, random, minimax:DEPTH, alphabeta:DEPTH, ai:easy
(depth 1), ai:medium (depth 3), ai:hard (depth 5), ai:perfect (alpha-beta to
the end of the game, tic-tac-toe and Nim). hint gives the value of every
move with best play (tic-tac-toe, Nim), or ai:hard's move (Connect Four).
--record saves the moves, which --resume reads back.

Examples:
   gametree play
   gametree play --game tictactoe --white ai:perfect
   gametree play --game connect4 --black ai:hard --white human
   gametree play --game nim --board "3 4 5" --white ai:perfect
   gametree play --black ai:hard --white human
   gametree play --size 6 --white ai:expert --time 500ms
   gametree play --black human --white human --record game.ggf
   gametree play --resume game.ggf`
