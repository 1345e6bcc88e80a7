// Package probcut makes ProbCut's fits (Buro 1995) and holds those
// gametree ships: for each height h (plies left to search) from 2 up, the
// least-squares line v_h = a v_(h-2) + b that predicts a search of h plies
// from one of h-2 plies (the evaluation itself at h = 2), and the
// standard deviation sigma of its errors, all from the side to move's
// view. The positions come from seeded self-play games of the game (as
// train's do), the fit is stored with the data it came from (each
// position's moves from the start and its value at every height), and
// the same options make the same bytes. package minimax runs the search
// (minimax.ProbCut) with the fits; this package knows a game only through
// package game.
package probcut

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"

	"gametree/game"
	"gametree/gamesearch"
	"gametree/minimax"
)

// MinHeight is the least height with a fit: at height 2 the evaluation
// predicts a 2-ply search.
const MinHeight = 2

// Gap is the plies between a fit's deep search and its shallow one.
const Gap = 2

// Options say how Make samples and searches its positions.
type Options struct {
	// Start is the position the self-play games start from, scored by
	// the evaluation the fit is for.
	Start game.Position
	// Game, Size and Eval name the game, its size and its evaluation in
	// the file ("othello", "8", "discs"); Eval empty for a game with one.
	Game, Size, Eval string
	// Positions is the number of positions kept, one a game; Seed makes
	// the games (game i from Seed and i).
	Positions int
	Seed      uint64
	// MaxHeight is the highest height fitted.
	MaxHeight int
	// PlyMin and PlyMax bound the ply of the position kept of each game.
	PlyMin, PlyMax int
	// Stop, if not nil, is asked between searches whether to give up.
	Stop func() bool
	// Progress, if not nil, is called after each position with the
	// number done.
	Progress func(done int)
}

// Sample is one position of a fit's data: its moves from the start, in
// the game's notation, and its value searched to each height 0, 1, ...,
// MaxHeight, from the side to move's view.
type Sample struct {
	Moves  string
	Values []float64
}

// Model is a fit and the data it came from.
type Model struct {
	Game, Size, Eval string
	Seed             uint64
	MaxHeight        int
	PlyMin, PlyMax   int
	// Fits holds one fit a height, MinHeight to MaxHeight.
	Fits []minimax.Fit
	// Samples are the positions, in the order of their games; Dropped
	// counts the games whose position was left out (over before PlyMin,
	// or a search reached the end of the game).
	Samples []Sample
	Dropped int
}

// ErrStopped is returned when Options.Stop said to give up.
var ErrStopped = errors.New("stopped")

// Make plays the self-play games, searches a position of each to every
// height and fits the lines.
func Make(opt Options) (*Model, error) {
	if opt.MaxHeight < MinHeight || opt.Positions < 3 || opt.PlyMin < 0 || opt.PlyMax < opt.PlyMin {
		return nil, errors.New("probcut: want MaxHeight >= 2, Positions >= 3, 0 <= PlyMin <= PlyMax")
	}
	m := &Model{Game: opt.Game, Size: opt.Size, Eval: opt.Eval, Seed: opt.Seed, MaxHeight: opt.MaxHeight, PlyMin: opt.PlyMin, PlyMax: opt.PlyMax}
	for i := 0; len(m.Samples) < opt.Positions; i++ {
		if opt.Stop != nil && opt.Stop() {
			return nil, ErrStopped
		}
		if i > 4*opt.Positions+100 {
			return nil, errors.New("probcut: too few positions reach the plies asked")
		}
		s, ok := sample(opt, uint64(i))
		if !ok {
			m.Dropped++
			continue
		}
		m.Samples = append(m.Samples, s)
		if opt.Progress != nil {
			opt.Progress(len(m.Samples))
		}
	}
	m.Refit()
	return m, nil
}

// sample plays game i of the self-play and searches its position at the
// ply drawn; false when the game ends first or a search reaches its end.
func sample(opt Options, i uint64) (Sample, bool) {
	rng := rand.New(rand.NewPCG(opt.Seed, i))
	ply := opt.PlyMin + rng.IntN(opt.PlyMax-opt.PlyMin+1)
	p := opt.Start
	var moves []string
	var buf []game.Move
	for range ply {
		if p.Over() {
			return Sample{}, false
		}
		buf = p.AppendMoves(buf[:0])
		mv := selfPlay(p, buf, rng)
		moves = append(moves, p.FormatMove(mv))
		p = p.Play(mv)
	}
	if p.Over() {
		return Sample{}, false
	}
	values, ok := Values(p, opt.MaxHeight)
	if !ok {
		return Sample{}, false
	}
	return Sample{Moves: game.JoinMoves(p.Game(), moves), Values: values}, true
}

// selfPlay picks the self-play's move at p: one time in four at random,
// else the best by the evaluation one ply ahead (the first of equals).
func selfPlay(p game.Position, moves []game.Move, rng *rand.Rand) game.Move {
	if rng.IntN(4) == 0 {
		return moves[rng.IntN(len(moves))]
	}
	me := p.ToMove()
	best, bestV := moves[0], math.Inf(-1)
	for _, m := range moves {
		if v := game.Outcome(p.Play(m), me); v > bestV {
			best, bestV = m, v
		}
	}
	return best
}

// Values searches p by alpha-beta to each height 0 (the evaluation), 1,
// ..., max, from the side to move's view; false when a search reaches a
// finished game (game.Decided).
func Values(p game.Position, max int) ([]float64, bool) {
	out := []float64{game.Outcome(p, p.ToMove())}
	for h := 1; h <= max; h++ {
		r := gamesearch.One(p, gamesearch.Search{Algorithm: minimax.AlphaBeta, Depth: h, Order: minimax.Eval})
		out = append(out, r.Value)
	}
	for _, v := range out {
		if game.Decided(p, v) {
			return nil, false
		}
	}
	return out, true
}

// Refit fits each height's line to the samples by least squares.
func (m *Model) Refit() {
	m.Fits = m.Fits[:0]
	for h := MinHeight; h <= m.MaxHeight; h++ {
		var xs, ys []float64
		for _, s := range m.Samples {
			xs, ys = append(xs, s.Values[h-Gap]), append(ys, s.Values[h])
		}
		a, b, sigma := line(xs, ys)
		m.Fits = append(m.Fits, minimax.Fit{Height: h, Shallow: h - Gap, A: a, B: b, Sigma: sigma})
	}
}

// line fits y = a x + b by least squares and returns sigma, the standard
// deviation of the residuals (n - 2 degrees of freedom); a flat x gives
// a = 0 and b the mean.
func line(xs, ys []float64) (a, b, sigma float64) {
	n := float64(len(xs))
	var mx, my float64
	for i := range xs {
		mx += xs[i]
		my += ys[i]
	}
	mx, my = mx/n, my/n
	var sxx, sxy float64
	for i := range xs {
		sxx += (xs[i] - mx) * (xs[i] - mx)
		sxy += (xs[i] - mx) * (ys[i] - my)
	}
	if sxx > 0 {
		a = sxy / sxx
	}
	b = my - a*mx
	var ss float64
	for i := range xs {
		r := ys[i] - a*xs[i] - b
		ss += r * r
	}
	if n > 2 {
		sigma = math.Sqrt(ss / (n - 2))
	}
	return a, b, sigma
}

// Fit returns the fit for height h, if the model has one.
func (m *Model) Fit(h int) (minimax.Fit, bool) {
	i := slices.IndexFunc(m.Fits, func(f minimax.Fit) bool { return f.Height == h })
	if i < 0 {
		return minimax.Fit{}, false
	}
	return m.Fits[i], true
}

// Points returns the samples' pairs (shallow value, deep value) at
// height h, for the fit's scatter plot.
func (m *Model) Points(h int) (xs, ys []float64) {
	if h < MinHeight || h > m.MaxHeight {
		return nil, nil
	}
	for _, s := range m.Samples {
		xs, ys = append(xs, s.Values[h-Gap]), append(ys, s.Values[h])
	}
	return xs, ys
}

// T returns the number of standard deviations a prediction must clear
// the window by for the confidence p (the normal quantile of p): 0 at
// 1/2, +Inf at 1.
func T(p float64) float64 {
	if p >= 1 {
		return math.Inf(1)
	}
	return math.Sqrt2 * math.Erfinv(2*p-1)
}

// Cut returns the search's options of ProbCut for the confidence p.
func (m *Model) Cut(p float64) *minimax.Cut {
	return &minimax.Cut{Fits: m.Fits, T: T(p)}
}
