package main

import (
	"github.com/urfave/cli/v2"

	"gametree/explore"
)

func matchCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "match",
		Usage:       "play games between programs and report wins, margins and speed (an arbiter)",
		UsageText:   synopsis("gametree match [{game}] {black} {white} {games} [{swap}] [{openings}] [{seed}] [{time}] [{engine-time}] [{json}] [{games-out}] [{=position flags}]", explore.MatchParams()),
		Description: matchHelp,
		Flags:       flagsOf(explore.MatchParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			if err := checkWritable("--games-out", c.String("games-out")); err != nil {
				return err
			}
			req, err := explore.ParseMatch(params{c}, e.files())
			if err != nil {
				return err
			}
			defer explore.ClosePlayers(req.Players)
			say := progressOn(e)
			rep, err := explore.Match(c.Context, req, say)
			say("")
			if err != nil && rep == nil {
				return err
			}
			stopped := err
			// Stopped by Ctrl-C: the games finished are kept in
			// --games-out, and the exit says the match is not whole.
			if out := c.String("games-out"); out != "" {
				if err := writeFile(e, "--games-out", out, rep.WriteGames); err != nil {
					return err
				}
			}
			if stopped != nil {
				return stopped
			}
			if c.Bool("no-time") {
				rep.DropTimes()
			}
			if c.Bool("json") {
				return writeJSON(e, "", rep)
			}
			return rep.WriteText(e.stdout)
		},
	}
}

// matchHelp is the description in the help of gametree match (its French is in
// help_fr.go).
const matchHelp = `Plays N games between two players, as the arbiter of the Prolog 6x6 report
does. --swap plays each opening twice with the colours exchanged; --openings
K starts the games from random legal openings of K plies, drawn with --seed.
The report gives, per player: wins, losses, draws, the average disc margin,
the average and longest time per move, and the nodes per second of
searching players. The same seed gives the same games when the players are
deterministic (random draws from the seed too). --games-out writes every
game's transcript.

With --game tictactoe, connect4 or nim, the same between the players of
that game (--black plays X, who moves first; random, minimax:D,
alphabeta:D, ai:easy|medium|hard|perfect); the table gives the average
result (+1 a win, 0 a draw, -1 a loss) in place of the disc margin.

Examples:
   gametree match --black alphabeta:4:mixed --white random --games 100 --swap
   gametree match --black ai:hard --white greedy --games 40 --swap --openings 4
   gametree match --game tictactoe --black ai:perfect --white random --games 20 --swap
   gametree match --black ai:expert --white "gtp:/usr/games/gtp-rhino -l 3" --games 20 --swap --openings 4 --time 1s`
