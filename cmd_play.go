package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/othello"
	"gametree/play"
	"gametree/render"
	"gametree/tree"
)

// playerFlags are the flags that make players.
func playerFlags(black, white string) []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "black", Value: black, Usage: "Black's player `SPEC`: human, random, greedy, minimax:D[:EVAL], alphabeta:D[:EVAL], ai:easy|medium|hard|expert, gtp:COMMAND", Category: "Players"},
		&cli.StringFlag{Name: "white", Value: white, Usage: "White's player `SPEC`", Category: "Players"},
		&cli.Int64Flag{Name: "seed", Value: 1, Usage: "the `SEED` of random choices (the same seed replays the same games)", Category: "Players"},
		&cli.DurationFlag{Name: "time", Value: play.DefaultTime, Usage: "ai:expert's time `BUDGET` per move", Category: "Players"},
	}
}

// newPlayers makes the players of both colours; a nil player is a person.
func newPlayers(c *cli.Context, allowHuman bool) ([2]play.Player, [2]string, error) {
	var players [2]play.Player
	var names [2]string
	if c.Duration("time") <= 0 {
		return players, names, fmt.Errorf("--time %s: want a positive budget such as 1s or 500ms", c.Duration("time"))
	}
	cfg := play.Config{Seed: c.Int64("seed"), Time: c.Duration("time")}
	for i, flag := range []string{"black", "white"} {
		spec := c.String(flag)
		// Each player draws its own random numbers from the seed.
		cfg.Seed = c.Int64("seed") + int64(i)
		p, err := play.ParsePlayer(spec, cfg)
		if err != nil {
			closePlayers(players)
			return players, names, fmt.Errorf("--%s: %w", flag, err)
		}
		if p == nil && !allowHuman {
			closePlayers(players)
			return players, names, fmt.Errorf("--%s human: a match is played by programs; use gametree play to play yourself", flag)
		}
		players[i] = p
		names[i] = strings.TrimSpace(spec)
		if p != nil {
			names[i] = p.Spec()
		}
	}
	return players, names, nil
}

// closePlayers closes the players that are programs.
func closePlayers(players [2]play.Player) {
	for _, p := range players {
		if p != nil {
			p.Close()
		}
	}
}

func playCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "play",
		Usage:     "play Othello in the terminal: against the computer, another person, or watch two programs",
		UsageText: "gametree play [position flags | --resume FILE] [--black SPEC] [--white SPEC] [--seed S] [--time 1s] [--record FILE] [--unicode]",
		Description: `Plays a game in the terminal, on any board from 4x4 to 16x16, from the start
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

Examples:
   gametree play
   gametree play --black ai:hard --white human
   gametree play --size 6 --white ai:expert --time 500ms
   gametree play --black human --white human --record game.ggf
   gametree play --resume game.ggf`,
		Flags: append(append(positionFlags(), playerFlags(play.Human, "ai:medium")...),
			&cli.StringFlag{Name: "record", Usage: "save the game to `FILE` at the end (a transcript, or GGF for .ggf)", Category: "Game"},
			&cli.StringFlag{Name: "resume", Usage: "continue the game saved in `FILE` (a transcript or GGF)", Category: "Game"},
			&cli.BoolFlag{Name: "unicode", Usage: "draw discs as ● and ○", Category: "Game"},
		),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			g, err := readGame(c, e)
			if err != nil {
				return err
			}
			players, names, err := newPlayers(c, true)
			if err != nil {
				return err
			}
			defer closePlayers(players)
			s := &play.Session{
				Game: g, Players: players, Names: names, In: e.stdin, Out: e.stdout,
				Diagram: othello.DiagramOptions{Unicode: c.Bool("unicode"), Color: e.color()},
				Explain: explainSearch(e),
				Save:    func(name string) error { return saveGame(e, name, g, names) },
			}
			s.Hint = hintPlayer(players, c)
			runErr := s.Run()
			if rec := c.String("record"); rec != "" {
				if err := saveGame(e, rec, g, names); err != nil {
					return err
				}
				fmt.Fprintf(e.stdout, "Saved the game to %s.\n", rec)
			}
			return runErr
		},
	}
}

// readGame reads the game to play: --resume, or the position flags.
func readGame(c *cli.Context, e *env) (*play.Game, error) {
	if name := c.String("resume"); name != "" {
		for _, f := range []string{"size", "moves", "board", "position"} {
			if c.IsSet(f) {
				return nil, usagef("--resume and --%s both give the game; a saved game holds its own position", f)
			}
		}
		text, err := readInput(name, e.stdin)
		if err != nil {
			return nil, fmt.Errorf("--resume: %w", err)
		}
		g, err := loadGame(text)
		if err != nil {
			return nil, fmt.Errorf("--resume %s: %w", name, err)
		}
		return g, nil
	}
	gm, err := readPosition(c, e)
	if err != nil {
		return nil, err
	}
	g := play.NewGame(gm.start)
	if err := g.Replay(gm.moves); err != nil {
		return nil, err
	}
	return g, nil
}

// loadGame reads a saved game: GGF, or a transcript from the start (on the
// board size the transcript's squares need, 8x8 at least).
func loadGame(text string) (*play.Game, error) {
	t := strings.TrimSpace(text)
	if strings.HasPrefix(t, "(;") {
		return play.ParseGGF(t)
	}
	var lines []string
	for _, l := range strings.Split(t, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	moves, err := othello.ParseMoves(strings.Join(lines, " "))
	if err != nil {
		return nil, err
	}
	size := othello.DefaultSize
	for _, m := range moves {
		for m != othello.Pass && !m.OnBoard(size) {
			size += 2
		}
	}
	if err := othello.CheckSize(size); err != nil {
		return nil, err
	}
	g := play.NewGame(othello.Start(size))
	return g, g.Replay(moves)
}

// saveGame writes g to name: GGF for a .ggf name, else the transcript.
func saveGame(e *env, name string, g *play.Game, names [2]string) error {
	return writeOutput(e, name, func(w io.Writer) error {
		var text string
		if strings.HasSuffix(strings.ToLower(name), ".ggf") {
			text = play.FormatGGF(g, names[0], names[1])
		} else {
			if g.Start != othello.Start(g.Start.Size()) {
				return fmt.Errorf("--record %s: the game did not start from the start position, so a transcript cannot hold it; name the file .ggf", name)
			}
			text = g.Transcript() + "\n"
		}
		_, err := io.WriteString(w, text)
		return err
	})
}

// hintPlayer is the player whose move "hint" shows: the computer opponent
// when it searches, else ai:hard.
func hintPlayer(players [2]play.Player, c *cli.Context) play.Player {
	for _, p := range players {
		switch p.(type) {
		case *play.Searcher, *play.Expert:
			return p
		}
	}
	h, _ := play.ParsePlayer("ai:hard", play.Config{Seed: c.Int64("seed")})
	return h
}

// explainSearch draws a player's search as gametree tree does: the full
// tree when it is small, else the principal variation and its siblings.
func explainSearch(e *env) func(w io.Writer, p othello.Position, spec play.SearchSpec, svg string) error {
	return func(w io.Writer, p othello.Position, spec play.SearchSpec, svg string) error {
		a := &analysis{pos: p, depth: spec.Depth, eval: spec.Eval, algo: spec.Algorithm, order: spec.Order, view: render.Full, maxNodes: 200000}
		opt := render.Options{}
		if size, _ := tree.Size(p, spec.Depth, 1e6); size > 300 {
			a.view, opt.View = render.PV, render.PV
		}
		s, err := a.run(nil)
		if err != nil {
			return err
		}
		if svg == "" {
			return render.Text(w, s, opt)
		}
		return writeOutput(e, svg, func(out io.Writer) error { return renderTo(out, "svg", s, opt) })
	}
}
