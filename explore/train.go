package explore

import (
	"bufio"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"gametree/game"
	"gametree/internal/msg"
)

// The jobs of gametree train: training games, and the fit of the pattern
// weights to them (see docs/train.md), run by the game that has a
// trainer (game.Trainer: Othello's).

// trainer is the registered game that has a trainer.
func trainer() (game.Trainer, error) {
	t, ok := game.FindTrainer()
	if !ok {
		return nil, errorf("no game here has a trainer")
	}
	return t, nil
}

// TrainGamesRequest is a set of training games to play and the file to
// write them to.
type TrainGamesRequest struct {
	Options game.TrainOptions
	// Output is the games file; it is gzipped when its name ends in .gz.
	Output string
	// weights is the --weights part of the command line in the header.
	weights string
}

// ParseTrainGames reads the parameters of TrainGamesParams.
func ParseTrainGames(p Params, files Files) (*TrainGamesRequest, error) {
	r := newReader(p, files, TrainGamesParams())
	t, err := trainer()
	if err != nil {
		return nil, err
	}
	req := &TrainGamesRequest{Options: t.TrainDefaults(), Output: r.str("output")}
	if req.Output == "" {
		return nil, usagef("train games: -o FILE is required: the games file to write (games.txt, or games.txt.gz to compress it)")
	}
	opt := &req.Options
	for _, f := range []struct {
		name string
		to   *int
	}{{"games", &opt.Games}, {"depth", &opt.Depth}, {"exact", &opt.Exact}, {"threads", &opt.Threads}} {
		if *f.to, err = r.int(f.name); err != nil {
			return nil, err
		}
	}
	if opt.Seed, err = r.uint64("seed"); err != nil {
		return nil, err
	}
	lo, hi, ok := parseRange(r.str("random"))
	switch {
	case !ok || hi > 40:
		return nil, usagef("--random %q: want MIN-MAX plies from 0 to 40, such as 6-20", r.str("random"))
	}
	opt.RandomMin, opt.RandomMax = lo, hi
	if err := req.readEval(r); err != nil {
		return nil, err
	}
	return req, nil
}

// readEval reads the evaluation of the games' searches: mixed, or pattern
// with the weights of a file or gametree's own.
func (req *TrainGamesRequest) readEval(r *reader) error {
	name, err := r.choice("eval")
	if err != nil {
		return err
	}
	req.Options.Eval = name
	file := r.str("weights")
	if file == "" {
		return nil
	}
	if name != "pattern" {
		return usagef("--weights %s: pattern weights go with --eval pattern", file)
	}
	data, err := r.file("weights")
	if err != nil {
		return errorf("--weights %s: %w", file, err)
	}
	req.Options.Weights = data
	req.weights = " --weights " + file
	return nil
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

// MaxLambda bounds train fit's ridge penalty: far past it every weight is
// zero.
const MaxLambda = 1e6

// TrainGamesReport says what TrainGames wrote.
type TrainGamesReport struct {
	Games   int
	Seconds float64
}

// TrainGames plays req's games and writes them to w as they are played, in
// order (the threads run a few games ahead at most, so memory does not grow
// with --games): comment lines that give the command, then one transcript
// a line, gzipped when req.Output ends in .gz. say reports the progress
// every 50 games.
func TrainGames(ctx context.Context, req *TrainGamesRequest, say Progress, w io.Writer) (*TrainGamesReport, error) {
	t, err := trainer()
	if err != nil {
		return nil, err
	}
	opt := req.Options
	start := time.Now()
	opt.Progress = func(done int) {
		if done%50 == 0 {
			say("games: %d of %d, %.0f s", done, opt.Games, time.Since(start).Seconds())
		}
	}
	var zw *gzip.Writer
	if strings.HasSuffix(req.Output, ".gz") {
		zw = gzip.NewWriter(w)
		w = zw
	}
	header := []string{
		"gametree training games: 8x8, the last moves perfect play",
		fmt.Sprintf("gametree train games --games %d --seed %d --random %d-%d --depth %d --eval %s%s --exact %d",
			opt.Games, opt.Seed, opt.RandomMin, opt.RandomMax, opt.Depth, opt.Eval, req.weights, opt.Exact),
	}
	n, err := t.TrainGames(ctx, opt, header, w)
	if err == nil && zw != nil {
		err = zw.Close()
	}
	if err != nil {
		return nil, err
	}
	return &TrainGamesReport{Games: n, Seconds: time.Since(start).Seconds()}, nil
}

// DefaultFitMemory is train fit's memory budget by default: the fit of
// gametree's own weights, 40,000 games, holds about 1.1 GB.
const DefaultFitMemory = 2 * GiB

// TrainFitRequest is a fit of the pattern weights to games files.
type TrainFitRequest struct {
	Options game.FitOptions
	// MaxTime bounds the fit's time, priced before it starts (0: no
	// bound); MaxMemory bounds the memory it holds at its most, priced
	// with it.
	MaxTime   time.Duration
	MaxMemory Bytes
	Output    string
	// Files are the games files.
	Files []string
	open  Opener
}

// ParseTrainFit reads the parameters of TrainFitParams; names are the
// games files, opened with open and read as streams.
func ParseTrainFit(p Params, open Opener, names []string) (*TrainFitRequest, error) {
	r := newReader(p, nil, TrainFitParams())
	if len(names) == 0 {
		return nil, usagef("train fit: give the games files to fit to, such as games.txt.gz")
	}
	req := &TrainFitRequest{Output: r.str("output"), Files: names, open: open}
	if req.Output == "" {
		return nil, usagef("train fit: -o FILE is required: the weights file to write (such as pattern.gz)")
	}
	opt := &req.Options
	var err error
	if opt.Lambda, err = r.float("lambda"); err != nil {
		return nil, err
	}
	for _, f := range []struct {
		name string
		to   *int
	}{{"iterations", &opt.Iterations}, {"holdout", &opt.Holdout}, {"threads", &opt.Threads}} {
		if *f.to, err = r.int(f.name); err != nil {
			return nil, err
		}
	}
	if d, err := time.ParseDuration(strings.TrimSpace(r.str("max-time"))); err != nil || d != 0 { // 0: no limit
		if req.MaxTime, err = r.duration("max-time"); err != nil {
			return nil, err
		}
	}
	if req.MaxMemory, err = ParseBytes(r.str("max-memory")); err != nil {
		return nil, usagef("--max-memory %w", err)
	}
	switch {
	case math.IsNaN(opt.Lambda) || opt.Lambda <= 0 || opt.Lambda > MaxLambda:
		return nil, usagef("--lambda %s: want a positive penalty up to %g, such as 3", strings.TrimSpace(r.str("lambda")), MaxLambda)
	case opt.Holdout < 0 || opt.Holdout == 1:
		return nil, usagef("--holdout %d: want 0 (none) or 2 and more", opt.Holdout)
	}
	return req, nil
}

// TrainFitReport is a fit: the weights and how well each phase fits.
type TrainFitReport struct {
	Fit     game.Fitted
	Games   int
	Seconds float64
	// Lang is the language of the text (Text).
	Lang msg.Lang
	opt  game.FitOptions
}

// TrainFit reads req's games files and fits the weights to them; say
// reports the phases done.
func TrainFit(ctx context.Context, req *TrainFitRequest, say Progress) (*TrainFitReport, error) {
	t, err := trainer()
	if err != nil {
		return nil, err
	}
	var files []game.TrainingFile
	for _, name := range req.Files {
		file, closer, err := req.readGames(ctx, name)
		if err != nil {
			return nil, err
		}
		defer closer.Close()
		files = append(files, file)
	}
	start := time.Now()
	opt := req.Options
	// Every line of progress says the price beside the time taken: the
	// first, alone, would be written over (on a terminal) or left out
	// as too soon (off one).
	var price msg.Phrase
	opt.Progress = func(done, total int) {
		say("fitting (about %s): %d of %d phases, %.0f s", price, done, total, time.Since(start).Seconds())
	}
	opt.Price = func(cost game.FitCost) error {
		if need := Bytes(cost.Memory); need > req.MaxMemory {
			return &MemoryError{Need: need, Budget: req.MaxMemory, What: msg.P("the fit of these games"),
				Hint: msg.P("fewer games, or raise --max-memory")}
		}
		if limit := req.MaxTime; limit > 0 && cost.Time > limit {
			return OverLimitf("the fit may take about %s (%d conjugate gradient iterations a phase on %d threads), past the limit of %s (--max-time): fewer --iterations or games, more --threads, or raise --max-time",
				seconds(cost.Time.Seconds()), opt.Iterations, opt.Threads, seconds(limit.Seconds()))
		}
		price = msg.P("%s and %s", seconds(cost.Time.Seconds()), Bytes(cost.Memory).human())
		say("fitting (about %s): reading the games", price)
		return nil
	}
	fit, games, err := t.TrainFit(ctx, opt, files)
	if err != nil {
		return nil, err
	}
	return &TrainFitReport{Lang: msg.From(ctx), Fit: fit, Games: games, Seconds: time.Since(start).Seconds(), opt: opt}, nil
}

// readGames opens a games file as a stream, gunzipped when it starts so,
// that stops with ctx's error once ctx is done; a file that can be
// rewound (one on disk, not a pipe) can be read again from its start.
func (req *TrainFitRequest) readGames(ctx context.Context, name string) (game.TrainingFile, io.Closer, error) {
	if req.open == nil {
		return game.TrainingFile{}, nil, usagef("%s: files cannot be read here", name)
	}
	f, err := req.open(name)
	if err != nil {
		return game.TrainingFile{}, nil, err
	}
	r, err := gamesText(ctx, name, f)
	if err != nil {
		f.Close()
		return game.TrainingFile{}, nil, err
	}
	file := game.TrainingFile{Name: name, Text: r}
	if s, ok := f.(io.Seeker); ok {
		if _, err := s.Seek(0, io.SeekCurrent); err == nil {
			file.Again = func() (io.Reader, error) {
				if _, err := s.Seek(0, io.SeekStart); err != nil {
					return nil, errorf("%s: %w", name, err)
				}
				return gamesText(ctx, name, f)
			}
		}
	}
	return file, f, nil
}

// gamesText reads f from where it is, gunzipped when it starts so, until
// ctx is done.
func gamesText(ctx context.Context, name string, f io.Reader) (io.Reader, error) {
	br := bufio.NewReaderSize(ctxReader{ctx, f}, 64<<10)
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, errorf("%s: %w", name, err)
		}
		return zr, nil
	}
	return br, nil
}

// ctxReader reads r until ctx is done, then fails with ctx's error.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// OpenText is an Opener of texts read whole through files: for tests,
// and faces that hold their data in memory.
func OpenText(files Files) Opener {
	return func(name string) (io.ReadCloser, error) {
		text, err := files(name)
		if err != nil {
			return nil, err
		}
		return io.NopCloser(strings.NewReader(text)), nil
	}
}

// Text says how well the fit went, phase by phase, in the report's
// language.
func (rep *TrainFitReport) Text() string {
	l := rep.Lang
	var b strings.Builder
	b.WriteString(l.T("Fitted on %d games (lambda %g, %d iterations), errors in discs of final margin:", rep.Games, rep.opt.Lambda, rep.opt.Iterations) + "\n")
	for _, line := range rep.Fit.Phases(l) {
		b.WriteString(line + "\n")
	}
	return b.String()
}

// WriteWeights writes the weights file.
func (rep *TrainFitReport) WriteWeights(w io.Writer) error { return rep.Fit.WriteWeights(w) }
