package game

import (
	"context"
	"io"
	"time"

	"gametree/internal/msg"
)

// TrainOptions say how a game's trainer plays its training games: how
// many and from which seed, the plies played at random first, the depth
// and evaluation of the search that chooses the other moves (Weights, a
// weights file's text, in place of the game's own), the empties from
// which it plays perfectly, its threads, and who hears each game done.
type TrainOptions struct {
	Games                int
	Seed                 uint64
	RandomMin, RandomMax int
	Depth                int
	Eval                 string
	Weights              string
	Exact                int
	Threads              int
	Progress             func(done int)
}

// FitOptions say how a trainer fits its evaluation's weights: the ridge
// penalty, the iterations per phase, every Holdout-th game kept out to
// measure the error (0: none), the threads, and who hears each phase
// done.
type FitOptions struct {
	Lambda     float64
	Iterations int
	Holdout    int
	Threads    int
	Progress   func(done, total int)
	// Price, when set, hears what the fit should take before it starts,
	// and stops it by returning an error.
	Price func(FitCost) error
}

// FitCost is what a fit should take: its time, and the memory it holds
// at its most, in bytes.
type FitCost struct {
	Time   time.Duration
	Memory int64
}

// TrainingFile is a file of training games: its name, for errors, and
// its text.
type TrainingFile struct {
	Name string
	Text io.Reader
	// Again, when set, reads the text again from its start (a file on
	// disk). When nil (a pipe), the text can be read once: a trainer
	// that reads it twice keeps it.
	Again func() (io.Reader, error)
}

// Fitted is what a fit found: how well each phase fits, in a language,
// and the weights file it writes.
type Fitted interface {
	// Phases says how well each phase fits, a line each.
	Phases(l msg.Lang) []string
	// WriteWeights writes the weights file.
	WriteWeights(w io.Writer) error
}

// Trainer is a game whose evaluation is fitted to games it plays
// (Othello's pattern evaluation): what gametree train runs.
type Trainer interface {
	// TrainDefaults are the options of training games unless told.
	TrainDefaults() TrainOptions
	// TrainEvals names the evaluations training games may search with.
	TrainEvals() []string
	// TrainGames plays the games and writes them to w as they are
	// played, in order, after the header's comment lines; it returns the
	// games written.
	TrainGames(ctx context.Context, opt TrainOptions, header []string, w io.Writer) (int, error)
	// TrainFit reads the games files and fits the weights to them; it
	// returns the fit and the games read.
	TrainFit(ctx context.Context, opt FitOptions, files []TrainingFile) (Fitted, int, error)
}

// FindTrainer returns the first registered game that has a trainer.
func FindTrainer() (Trainer, bool) {
	for _, e := range registry {
		if g, err := e.New(""); err == nil {
			if t, ok := g.(Trainer); ok {
				return t, true
			}
		}
	}
	return nil, false
}
