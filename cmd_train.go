package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/explore"
)

func trainCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "train",
		Usage:       "make the pattern evaluation's weights (play training games, then fit the weights to them), ProbCut's fits and PUCT's networks",
		UsageText:   "gametree train games [flags] -o GAMES\ngametree train fit [flags] -o WEIGHTS GAMES...\ngametree train probcut [flags] -o FIT\ngametree train az [flags] -o NETWORK",
		Description: trainHelp,
		Subcommands: []*cli.Command{trainGamesCommand(e), trainFitCommand(e), trainProbCutCommand(e), trainAZCommand(e)},
	}
}

func trainGamesCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "games",
		Usage:       "play training games whose endings are solved exactly",
		UsageText:   synopsis("gametree train games [{games}] [{seed}] [{random}] [{depth}] [{eval:choices}] [{weights}] [{exact}] [{threads}] {-o}", explore.TrainGamesParams()),
		Description: trainGamesHelp,
		Flags:       flagsOf(explore.TrainGamesParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			req, err := explore.ParseTrainGames(params{c}, e.files())
			if err != nil {
				return err
			}
			if err := checkWritable("-o", req.Output); err != nil {
				return err
			}
			say := progressOn(e)
			var rep *explore.TrainGamesReport
			err = writeFile(e, "-o", req.Output, func(w io.Writer) (err error) {
				rep, err = explore.TrainGames(c.Context, req, say, w)
				return err
			})
			say("")
			if err != nil {
				return err
			}
			_, err = fmt.Fprintln(e.stdout, e.lang.T("%d games written to %s in %.0f s", rep.Games, req.Output, rep.Seconds))
			return err
		},
	}
}

func trainFitCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "fit",
		Usage:       "fit the pattern weights to training games",
		UsageText:   synopsis("gametree train fit [{lambda}] [{iterations}] [{holdout}] [{threads}] [{max-time}] {-o} {=GAMES...}", explore.TrainFitParams()),
		Description: trainFitHelp,
		Flags:       flagsOf(explore.TrainFitParams()),
		Action: func(c *cli.Context) error {
			for _, a := range c.Args().Slice() {
				if strings.HasPrefix(a, "-") && a != "-" {
					return usagef("train fit: %s after the games files is not read as a flag; give the flags first, such as: gametree train fit -o pattern.gz games.txt.gz", a)
				}
			}
			req, err := explore.ParseTrainFit(params{c}, e.dataFiles(), c.Args().Slice())
			if err != nil {
				return err
			}
			if err := checkWritable("-o", req.Output); err != nil {
				return err
			}
			say := progressOn(e)
			rep, err := explore.TrainFit(c.Context, req, say)
			say("")
			if err != nil {
				return err
			}
			if err := writeFile(e, "-o", req.Output, rep.WriteWeights); err != nil {
				return err
			}
			_, err = fmt.Fprint(e.stdout, rep.Text()+e.lang.T("Weights written to %s in %.0f s.", req.Output, rep.Seconds)+"\n")
			return err
		},
	}
}

func trainProbCutCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "probcut",
		Usage:       "fit ProbCut's lines, which predict a deep search from a shallow one, on positions of self-play",
		UsageText:   synopsis("gametree train probcut [{game:choices}] [{size}] [{eval:choices}] [{positions}] [{seed}] [{heights}] [{plies}] {-o} [{plot}] [{plot-height}]", explore.ProbCutFitParams()),
		Description: trainProbCutHelp,
		Flags:       flagsOf(explore.ProbCutFitParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			req, err := explore.ParseProbCutFit(params{c}, e.files())
			if err != nil {
				return err
			}
			if err := checkOutputs(req.Output, req.Plot); err != nil {
				return err
			}
			say := progressOn(e)
			rep, err := explore.ProbCutFit(c.Context, req, say)
			say("")
			if err != nil {
				return err
			}
			if err := writeOutputs(e, req.Output, rep.WriteFit, req.Plot, func(w io.Writer) error {
				return explore.WriteFitPlot(w, req.PlotFormat, rep.Model, req.PlotHeight, e.lang)
			}); err != nil {
				return err
			}
			_, err = fmt.Fprint(e.stdout, rep.Text(e.lang)+e.lang.T("Fit written to %s in %.0f s.", req.Output, rep.Seconds)+"\n")
			return err
		},
	}
}

func trainAZCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "az",
		Usage:       "train a network for PUCT (AlphaZero's search) by self-play",
		UsageText:   synopsis("gametree train az [{game:choices}] [{seed}] [{generations}] [{games}] [{simulations}] [{threads}] {-o} [{plot}]", explore.TrainAZParams()),
		Description: trainAZHelp,
		Flags:       flagsOf(explore.TrainAZParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			req, err := explore.ParseTrainAZ(params{c})
			if err != nil {
				return err
			}
			if err := checkOutputs(req.Output, req.Plot); err != nil {
				return err
			}
			say := progressOn(e)
			rep, err := explore.TrainAZ(c.Context, req, say)
			say("")
			if err != nil {
				return err
			}
			if err := writeOutputs(e, req.Output, rep.WriteNet, req.Plot, func(w io.Writer) error { return rep.Plot(w, req.PlotFormat) }); err != nil {
				return err
			}
			_, err = fmt.Fprint(e.stdout, rep.Text()+e.lang.T("Network written to %s in %.0f s.", req.Output, rep.Seconds)+"\n")
			return err
		},
	}
}

// checkOutputs refuses, before a long job, an output (-o) or a plot
// (--plot, when given) that cannot be written.
func checkOutputs(output, plot string) error {
	for _, f := range []struct{ flag, name string }{{"-o", output}, {"--plot", plot}} {
		if err := checkWritable(f.flag, f.name); f.name != "" && err != nil {
			return err
		}
	}
	return nil
}

// writeOutputs writes a job's output to -o, then its plot when --plot was
// given.
func writeOutputs(e *env, output string, write func(io.Writer) error, plot string, drawPlot func(io.Writer) error) error {
	if err := writeFile(e, "-o", output, write); err != nil {
		return err
	}
	if plot == "" {
		return nil
	}
	return writeFile(e, "--plot", plot, drawPlot)
}

// trainHelp is the description in the help of gametree train (its French is in
// help_fr.go).
const trainHelp = `The pattern evaluation (--eval pattern, and the expert player) sums a
weight for the state of each line and corner region of the board. Its
weights are fitted by least squares so that they predict the final disc
margin of the positions of training games. Both steps are deterministic:
the same flags give the same bytes. docs/train.md gives the commands that
made the weights gametree comes with, and what they measure.

ProbCut's fits (train probcut) are made from positions of self-play,
searched to every height; docs/probcut.md gives the commands that made
those gametree comes with.

Examples:
   gametree train games --games 20000 --seed 1 -o games.txt.gz
   gametree train fit --holdout 20 -o pattern.gz games.txt.gz
   gametree train probcut --eval discs -o fit.txt --plot fit.svg`

// trainGamesHelp is the description in the help of gametree train games (its French is in
// help_fr.go).
const trainGamesHelp = `Plays 8x8 games: the first plies at random (a number drawn per game
between the two of --random), then each move the best of a search of
--depth plies with --eval, and from --exact empty squares on a perfect-play
line of the endgame solver, so that every game ends with its exact result.
Writes one transcript per line (gzipped when FILE ends in .gz), after
comment lines that give the flags. Game i depends only on --seed and i.`

// trainFitHelp is the description in the help of gametree train fit (its French is in
// help_fr.go).
const trainFitHelp = `Reads the games files (as written by train games, gzipped or not) and fits,
phase by phase (4 empty squares a phase), the weight of every state of
every pattern, so that their sum predicts the final disc margin for the
side to move in the positions of the games: ridge regression (--lambda)
solved by the conjugate gradient. Each phase is fitted on its positions
and those of the phases next to it. With --holdout K every K-th game is
kept out of the fit and the error is measured on its positions too.
Prints the error phase by phase and writes the weights to WEIGHTS; to
play with them, copy them to othello/pattern.gz and build gametree again.`

// trainProbCutHelp is the description in the help of gametree train
// probcut (its French is in help_fr.go).
const trainProbCutHelp = `ProbCut (Buro 1995) prunes forward: at a node with h plies left, a search
of h-2 plies worth v predicts the deep value a*v + b, with an error sigma,
and the node is cut off when the prediction falls outside the window by
enough for the confidence asked (--algo probcut --confidence P). This
command makes those lines: it plays --positions seeded self-play games
(one move in four at random, the others the evaluation's best), keeps one
position of each at a ply drawn from --plies, searches it to every height
from 0 (the evaluation) to --heights by alpha-beta, and fits each height
by least squares, from the side to move's view. A position whose searches
reach the end of the game is left out: the fit measures the evaluation.
The file holds the fits and every position's moves and values, so that
anyone can check them; the same flags give the same bytes. Give a fit of
your own to the searches with --fit FILE.

Examples:
   gametree train probcut --eval discs -o fit.txt
   gametree train probcut --game connect4 --plies 4-16 -o c4.txt --plot c4.svg --plot-height 3`

// trainAZHelp is the description in the help of gametree train az (its
// French is in help_fr.go).
const trainAZHelp = `PUCT (--algo puct, ai:puct) is AlphaZero's search: Monte Carlo tree search
guided by a network, which gives each new node the prior of each move and a
value in place of a playout. This command trains that network as AlphaZero
does, at the size of a laptop: each generation plays --games games of
self-play by PUCT with the network so far (--simulations a move, Dirichlet
noise at the root, the first moves drawn in proportion to the visits), then
fits the network (two hidden layers) to the visits and the results by
--steps steps of gradient descent, each position turned by the board's
symmetries. It is priced before it starts, says its progress, and measures
the network every --every generations against --against. The same flags
give the same bytes (the threads change nothing). docs/az.md gives the
commands of the networks gametree ships.

Examples:
   gametree train az --game tictactoe --generations 300 -o ttt.az --plot ttt.svg
   gametree train az --game connect4 --generations 300 -o c4.az
   gametree tree --game tictactoe --algo puct --net ttt.az --iterations 50`
