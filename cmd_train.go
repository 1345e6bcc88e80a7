package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/othello"
	"gametree/train"
)

func trainCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "train",
		Usage:     "make the pattern evaluation's weights: play training games, then fit the weights to them",
		UsageText: "gametree train games [flags] -o GAMES\n   gametree train fit [flags] -o WEIGHTS GAMES...",
		Description: `The pattern evaluation (--eval pattern, and the expert player) sums a
weight for the state of each line and corner region of the board. Its
weights are fitted by least squares so that they predict the final disc
margin of the positions of training games. Both steps are deterministic:
the same flags give the same bytes. docs/train.md gives the commands that
made the weights gametree comes with, and what they measure.

Examples:
   gametree train games --games 20000 --seed 1 -o games.txt.gz
   gametree train fit --holdout 20 -o pattern.gz games.txt.gz`,
		Subcommands: []*cli.Command{trainGamesCommand(e), trainFitCommand(e)},
	}
}

func trainGamesCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "games",
		Usage:     "play training games whose endings are solved exactly",
		UsageText: "gametree train games [--games N] [--seed S] [--random MIN-MAX] [--depth D] [--eval mixed|pattern] [--exact E] [--threads N] -o FILE",
		Description: `Plays 8x8 games: the first plies at random (a number drawn per game
between the two of --random), then each move the best of a search of
--depth plies with --eval, and from --exact empty squares on a perfect-play
line of the endgame solver, so that every game ends with its exact result.
Writes one transcript per line (gzipped when FILE ends in .gz), after
comment lines that give the flags. Game i depends only on --seed and i.`,
		Flags: flagsOf(explore.TrainGamesParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			out := c.String("output")
			if out == "" {
				return usagef("train games: -o FILE is required: the games file to write (games.txt, or games.txt.gz to compress it)")
			}
			if err := checkWritable("-o", out); err != nil {
				return err
			}
			opt := train.DefaultGen
			opt.Games, opt.Seed, opt.Depth, opt.Exact = c.Int("games"), c.Uint64("seed"), c.Int("depth"), c.Int("exact")
			opt.Threads = max(c.Int("threads"), 1)
			lo, hi, ok := parseRange(c.String("random"))
			switch {
			case !ok || hi > 40:
				return usagef("--random %q: want MIN-MAX plies from 0 to 40, such as 6-20", c.String("random"))
			case opt.Games < 1:
				return usagef("--games %d: want at least 1 game", opt.Games)
			case opt.Depth < 1 || opt.Depth > 12:
				return usagef("--depth %d: want a search of 1 to 12 plies", opt.Depth)
			case opt.Exact < 0 || opt.Exact > 20:
				return usagef("--exact %d: want 0 to 20 empty squares (from there the solver plays perfectly)", opt.Exact)
			}
			opt.RandomMin, opt.RandomMax = lo, hi
			ev, err := othello.ParseEval(c.String("eval"))
			switch ev.(type) {
			case othello.Mixed, othello.Pattern:
			default:
				return usagef("--eval %q: train games searches with mixed or pattern", c.String("eval"))
			}
			opt.Eval = ev
			weights := ""
			if name := c.String("weights"); name != "" {
				if _, ok := ev.(othello.Pattern); !ok {
					return usagef("--weights %s: pattern weights go with --eval pattern", name)
				}
				data, err := os.ReadFile(name)
				if err != nil {
					return fmt.Errorf("--weights %s: %w", name, unwrapPath(err))
				}
				w, err := othello.ReadPatternWeights(bytes.NewReader(data))
				if err != nil {
					return fmt.Errorf("--weights %s: %w", name, err)
				}
				opt.Eval = othello.Pattern{Weights: w}
				weights = " --weights " + name
			}
			say := progressOn(e)
			start := time.Now()
			opt.Progress = func(done int) {
				if done%50 == 0 {
					say("games: %d of %d, %.0f s", done, opt.Games, time.Since(start).Seconds())
				}
			}
			games, err := train.Generate(c.Context, opt)
			say("")
			if err != nil {
				return err
			}
			header := []string{
				"gametree training games: 8x8, the last moves perfect play",
				fmt.Sprintf("gametree train games --games %d --seed %d --random %d-%d --depth %d --eval %s%s --exact %d",
					opt.Games, opt.Seed, opt.RandomMin, opt.RandomMax, opt.Depth, opt.Eval.Name(), weights, opt.Exact),
			}
			if err := writeFile(e, "-o", out, func(w io.Writer) error {
				if !strings.HasSuffix(out, ".gz") {
					return train.WriteGames(w, header, games)
				}
				zw := gzip.NewWriter(w)
				if err := train.WriteGames(zw, header, games); err != nil {
					return err
				}
				return zw.Close()
			}); err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "%d games written to %s in %.0f s\n", len(games), out, time.Since(start).Seconds())
			return nil
		},
	}
}

// parseRange reads "MIN-MAX" (or a single number).
func parseRange(s string) (int, int, bool) {
	a, b, found := strings.Cut(strings.TrimSpace(s), "-")
	lo, err1 := strconv.Atoi(a)
	hi := lo
	var err2 error
	if found {
		hi, err2 = strconv.Atoi(b)
	}
	return lo, hi, err1 == nil && err2 == nil && lo >= 0 && hi >= lo
}

func trainFitCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "fit",
		Usage:     "fit the pattern weights to training games",
		UsageText: "gametree train fit [--lambda L] [--iterations N] [--holdout K] [--threads N] -o WEIGHTS GAMES...",
		Description: `Reads the games files (as written by train games, gzipped or not) and fits,
phase by phase (4 empty squares a phase), the weight of every state of
every pattern, so that their sum predicts the final disc margin for the
side to move in the positions of the games: ridge regression (--lambda)
solved by the conjugate gradient. Each phase is fitted on its positions
and those of the phases next to it. With --holdout K every K-th game is
kept out of the fit and the error is measured on its positions too.
Prints the error phase by phase and writes the weights to WEIGHTS; to
play with them, copy them to othello/pattern.gz and build gametree again.`,
		Flags: flagsOf(explore.TrainFitParams()),
		Action: func(c *cli.Context) error {
			if c.NArg() == 0 {
				return usagef("train fit: give the games files to fit to, such as games.txt.gz")
			}
			for _, a := range c.Args().Slice() {
				if strings.HasPrefix(a, "-") && a != "-" {
					return usagef("train fit: %s after the games files is not read as a flag; give the flags first, such as: gametree train fit -o pattern.gz games.txt.gz", a)
				}
			}
			out := c.String("output")
			if out == "" {
				return usagef("train fit: -o FILE is required: the weights file to write (such as pattern.gz)")
			}
			if err := checkWritable("-o", out); err != nil {
				return err
			}
			switch {
			case c.Float64("lambda") <= 0:
				return usagef("--lambda %g: want a positive penalty, such as 3", c.Float64("lambda"))
			case c.Int("iterations") < 1 || c.Int("iterations") > 10000:
				return usagef("--iterations %d: want 1 to 10000", c.Int("iterations"))
			case c.Int("holdout") < 0 || c.Int("holdout") == 1:
				return usagef("--holdout %d: want 0 (none) or 2 and more", c.Int("holdout"))
			}
			var games []train.Game
			for _, name := range c.Args().Slice() {
				g, err := readGames(name)
				if err != nil {
					return err
				}
				games = append(games, g...)
			}
			start := time.Now()
			say := progressOn(e)
			done := 0
			opt := train.FitOptions{Lambda: c.Float64("lambda"), Iterations: c.Int("iterations"), Holdout: c.Int("holdout"), Threads: max(c.Int("threads"), 1),
				Progress: func(train.PhaseReport) {
					done++
					say("fitting: %d of %d phases, %.0f s", done, othello.PatternPhases, time.Since(start).Seconds())
				}}
			w, reports, err := train.Fit(c.Context, games, opt)
			say("")
			if err != nil {
				return err
			}
			if err := writeFile(e, "-o", out, func(f io.Writer) error {
				_, err := w.WriteTo(f)
				return err
			}); err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "Fitted on %d games (lambda %g, %d iterations), errors in discs of final margin:\n", len(games), opt.Lambda, opt.Iterations)
			for _, r := range reports {
				fmt.Fprintln(e.stdout, r)
			}
			fmt.Fprintf(e.stdout, "Weights written to %s in %.0f s.\n", out, time.Since(start).Seconds())
			return nil
		},
	}
}

// readGames reads a games file, gzipped when it starts so.
func readGames(name string) ([]train.Game, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, unwrapPath(err))
	}
	var r io.Reader = bytes.NewReader(data)
	if len(data) >= 2 && data[0] == 0x1f && data[1] == 0x8b {
		zr, err := gzip.NewReader(r)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		r = zr
	}
	return train.ReadGames(r, name)
}
