package adapter

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"strings"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/othello"
	"gametree/othello/train"
)

// TrainDefaults returns the defaults of othello/train.
func (Othello) TrainDefaults() game.TrainOptions {
	d := train.DefaultGen
	return game.TrainOptions{RandomMin: d.RandomMin, RandomMax: d.RandomMax, Depth: d.Depth, Eval: d.Eval.Name(), Exact: d.Exact}
}

// TrainEvals returns mixed and pattern.
func (Othello) TrainEvals() []string { return []string{"mixed", "pattern"} }

// TrainGames plays 8x8 training games, searched, their endings solved
// (othello/train).
func (Othello) TrainGames(ctx context.Context, opt game.TrainOptions, header []string, w io.Writer) (int, error) {
	ev, err := othello.ParseEval(opt.Eval)
	if err != nil {
		return 0, err
	}
	if opt.Weights != "" {
		if _, ok := ev.(othello.Pattern); !ok {
			return 0, errorf("pattern weights go with the pattern evaluation")
		}
		pw, err := othello.ReadPatternWeights(strings.NewReader(opt.Weights))
		if err != nil {
			return 0, err
		}
		ev = othello.Pattern{Weights: pw}
	}
	gen := train.GenOptions{Games: opt.Games, Seed: opt.Seed, RandomMin: opt.RandomMin, RandomMax: opt.RandomMax,
		Depth: opt.Depth, Eval: ev, Exact: opt.Exact, Threads: opt.Threads, Progress: opt.Progress}
	bw := bufio.NewWriter(w)
	train.WriteHeader(bw, header)
	n := 0
	err = train.Stream(ctx, gen, func(g train.Game) error {
		train.WriteGame(bw, g)
		n++
		return nil
	})
	if err == nil {
		err = bw.Flush()
	}
	return n, err
}

// TrainFit fits the pattern weights to the games (othello/train).
func (Othello) TrainFit(ctx context.Context, opt game.FitOptions, files []game.TrainingFile) (game.Fitted, int, error) {
	// Priced before a game is replayed past the first few: the files
	// are sketched, priced, and only then read whole, again from disk
	// (a pipe's text is kept as the sketch reads it, a few megabytes); a
	// refusal costs a read of the text, not the games.
	texts := make([][]byte, len(files))
	fo := train.FitOptions{Lambda: opt.Lambda, Iterations: opt.Iterations, Holdout: opt.Holdout, Threads: opt.Threads}
	sketch := train.NewSketch(fo)
	for i, f := range files {
		// Read line by line with its bounds: a wrong file (/dev/zero,
		// endless blank lines) is refused as soon as the sketch sees
		// it, never read whole.
		r := f.Text
		var text bytes.Buffer
		if f.Again == nil {
			r = io.TeeReader(f.Text, &text)
		}
		if err := sketch.Add(r, f.Name); err != nil {
			return nil, 0, err
		}
		texts[i] = text.Bytes()
	}
	if opt.Price != nil {
		// The fit's own memory, and the text of the pipes kept.
		cost := game.FitCost{Time: sketch.Price(), Memory: sketch.Memory()}
		for _, t := range texts {
			cost.Memory += int64(cap(t))
		}
		if err := opt.Price(cost); err != nil {
			return nil, 0, err
		}
	}
	var games []train.Game
	for i, f := range files {
		var r io.Reader = bytes.NewReader(texts[i])
		if f.Again != nil {
			var err error
			if r, err = f.Again(); err != nil {
				return nil, 0, err
			}
		}
		g, err := train.ReadGames(r, f.Name)
		if err != nil {
			return nil, 0, err
		}
		texts[i] = nil
		games = append(games, g...)
	}
	done := 0
	if opt.Progress != nil {
		fo.Progress = func(train.PhaseReport) {
			done++
			opt.Progress(done, othello.PatternPhases)
		}
	}
	w, reports, err := train.Fit(ctx, games, fo)
	if err != nil {
		return nil, 0, err
	}
	return othelloFit{w, reports}, len(games), nil
}

// othelloFit is a fit of Othello's pattern weights.
type othelloFit struct {
	w       *othello.PatternWeights
	reports []train.PhaseReport
}

// Phases says how well each phase fits.
func (f othelloFit) Phases(l msg.Lang) []string {
	var out []string
	for _, r := range f.reports {
		out = append(out, r.In(l))
	}
	return out
}

// WriteWeights writes the pattern weights file.
func (f othelloFit) WriteWeights(w io.Writer) error {
	_, err := f.w.WriteTo(w)
	return err
}
