package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/othello"
	"gametree/play"
	"gametree/render"
)

// maxGames caps --games.
const maxGames = 100000

func matchCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "match",
		Usage:     "play games between two programs and report wins, margins and speed (an arbiter)",
		UsageText: "gametree match --black SPEC --white SPEC --games N [--swap] [--openings K] [--seed S] [--time BUDGET] [--json] [--games-out FILE] [position flags]",
		Description: `Plays N games between two players (seed 004's arbiter). --swap plays each
opening twice with the colours exchanged; --openings K starts the games from
random legal openings of K plies, drawn with --seed. The report gives, per
player: wins, losses, draws, the average disc margin, the average and
longest time per move, and the nodes per second of searching players. The
same seed gives the same games when the players are deterministic (random
draws from the seed too). --games-out writes every game's transcript.

Examples:
   gametree match --black alphabeta:4:mixed --white random --games 100 --swap
   gametree match --black ai:hard --white greedy --games 40 --swap --openings 4
   gametree match --black ai:expert --white "gtp:/usr/games/gtp-rhino -l 3" --games 20 --swap --openings 4 --time 1s`,
		Flags: append(append(positionFlags(), playerFlags("ai:medium", "random")...),
			&cli.IntFlag{Name: "games", Value: 10, Usage: "`N` games in all", Category: "Match"},
			&cli.BoolFlag{Name: "swap", Usage: "play each opening twice, colours exchanged", Category: "Match"},
			&cli.IntFlag{Name: "openings", Usage: "start from random openings of `K` plies", Category: "Match"},
			&cli.BoolFlag{Name: "json", Usage: "print the report as JSON", Category: "Match"},
			&cli.StringFlag{Name: "games-out", Usage: "write every game's transcript to `FILE`", Category: "Match"},
		),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			n := c.Int("games")
			if n < 1 || n > maxGames {
				return fmt.Errorf("--games %d: want 1 to %d", n, maxGames)
			}
			if c.Bool("swap") && n%2 == 1 {
				return fmt.Errorf("--games %d with --swap: want an even number, each opening played twice", n)
			}
			if k := c.Int("openings"); k < 0 || k > 60 {
				return fmt.Errorf("--openings %d: want 0 to 60 plies", k)
			}
			g, err := readPosition(c, e)
			if err != nil {
				return err
			}
			players, _, err := newPlayers(c, false)
			if err != nil {
				return err
			}
			defer closePlayers(players)
			say := progressOn(e)
			cfg := play.MatchConfig{Games: n, Swap: c.Bool("swap"), Openings: c.Int("openings"), Seed: c.Int64("seed"), Start: g.pos,
				Progress: func(done, total int) { say("game %d of %d", done, total) }}
			stats, games, err := play.Match(players[0], players[1], cfg)
			say("")
			if err != nil {
				return err
			}
			if out := c.String("games-out"); out != "" {
				if err := writeOutput(e, out, func(w io.Writer) error { return writeGames(w, games) }); err != nil {
					return err
				}
			}
			if c.Bool("json") {
				return writeJSON(e, matchJSON(n, stats))
			}
			return writeMatch(e.stdout, cfg, stats)
		},
	}
}

// writeGames writes each game as a comment line and its transcript.
func writeGames(w io.Writer, games []play.GameRecord) error {
	for i, g := range games {
		r := g.Game.Pos().Result()
		start := ""
		if s := g.Game.Start; s != othello.Start(s.Size()) {
			start = ", from " + s.String()
		}
		if _, err := fmt.Fprintf(w, "# game %d: Black %s %d, White %s %d%s\n%s\n", i+1, g.Black, r.Black, g.White, r.White, start, g.Game.Transcript()); err != nil {
			return err
		}
	}
	return nil
}

type matchPlayerJSON struct {
	Spec           string  `json:"spec"`
	Wins           int     `json:"wins"`
	Losses         int     `json:"losses"`
	Draws          int     `json:"draws"`
	AvgMargin      float64 `json:"avg_margin"`
	AvgMoveSeconds float64 `json:"avg_move_seconds"`
	MaxMoveSeconds float64 `json:"max_move_seconds"`
	NodesPerSecond float64 `json:"nodes_per_second"`
}

type matchReportJSON struct {
	Games   int               `json:"games"`
	Players []matchPlayerJSON `json:"players"`
}

func matchJSON(n int, stats [2]play.PlayerStats) matchReportJSON {
	r := matchReportJSON{Games: n}
	for _, s := range stats {
		r.Players = append(r.Players, matchPlayerJSON{s.Spec, s.Wins, s.Losses, s.Draws, s.AvgMargin(), s.AvgMoveSeconds(), s.MaxMoveSecond, s.NodesPerSecond()})
	}
	return r
}

// writeMatch writes the report as a table.
func writeMatch(w io.Writer, cfg play.MatchConfig, stats [2]play.PlayerStats) error {
	how := "from the start position"
	if cfg.Openings > 0 {
		how = fmt.Sprintf("from random openings of %d plies (seed %d)", cfg.Openings, cfg.Seed)
	}
	colours := fmt.Sprintf("%s Black in every game", stats[0].Spec)
	if cfg.Swap {
		colours = "colours swapped for each opening"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Match: %d games %s, %s\n\n", cfg.Games, how, colours)
	rows := [][]string{{"player", "wins", "losses", "draws", "avg margin", "avg s/move", "max s/move", "nodes/s"}}
	for _, s := range stats {
		nps := "-"
		if v := s.NodesPerSecond(); v > 0 {
			nps = fmt.Sprintf("%.2fM", v/1e6)
		}
		rows = append(rows, []string{s.Spec, fmt.Sprint(s.Wins), fmt.Sprint(s.Losses), fmt.Sprint(s.Draws),
			fmt.Sprintf("%+.1f", s.AvgMargin()), fmt.Sprintf("%.4f", s.AvgMoveSeconds()), fmt.Sprintf("%.4f", s.MaxMoveSecond), nps})
	}
	render.Table(&b, rows, []bool{false, true, true, true, true, true, true, true}, false)
	_, err := io.WriteString(w, b.String())
	return err
}
