package explore

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/probcut"
	"gametree/render"
)

// ProbCut's fits (Buro 1995), made by gametree train probcut from
// positions of seeded self-play games and stored with their data; the
// searches read the one gametree ships for their game, size and
// evaluation, or one given by --fit.

// MaxFitHeight is the highest height train probcut fits: a search of
// that many plies on each position.
const MaxFitHeight = 10

// MaxFitPositions bounds train probcut's positions.
const MaxFitPositions = 100000

// ProbCutFitParams are the parameters of train probcut
// (ParseProbCutFit).
func ProbCutFitParams() []Param {
	return join([]Param{gameParam()}, []Param{
		str("size", "", "", "the board's `SIZE`, as --size of the other commands").defaultText("the game's"),
		evalParam("discs"),
		num("positions", 300, "", "fit on `N` positions, one of each self-play game").within(3, MaxFitPositions, "positions"),
		num("seed", 1, "", "the self-play games' `SEED`").kind(Uint64),
		num("heights", 8, "", "fit each height from 2 to `H` plies: a search of h plies predicted by one of h-2").within(probcut.MinHeight, MaxFitHeight, "plies"),
		str("plies", "6-36", "", "keep each game's position at a ply drawn from `MIN-MAX`"),
		output("", "write the fit and its data to `FILE` (required)"),
		str("plot", "", "", "draw the fit of one height (--plot-height) as a scatter plot in `FILE` (.svg, .png or .pdf)"),
		num("plot-height", 4, "", "the height `H` the plot draws").within(probcut.MinHeight, MaxFitHeight, "plies"),
	})
}

// ProbCutFitRequest is a fit to make.
type ProbCutFitRequest struct {
	Options    probcut.Options
	Output     string
	Plot       string
	PlotFormat render.Format
	PlotHeight int
}

// ParseProbCutFit reads the parameters of ProbCutFitParams.
func ParseProbCutFit(p Params, files Files) (*ProbCutFitRequest, error) {
	r := newReader(p, files, ProbCutFitParams())
	req := &ProbCutFitRequest{Output: r.str("output"), Plot: r.str("plot")}
	if req.Output == "" {
		return nil, usagef("train probcut: -o FILE is required: the fit to write, with the data it came from")
	}
	opt := &req.Options
	var err error
	for _, f := range []struct {
		name string
		to   *int
	}{{"positions", &opt.Positions}, {"heights", &opt.MaxHeight}, {"plot-height", &req.PlotHeight}} {
		if *f.to, err = r.int(f.name); err != nil {
			return nil, err
		}
	}
	if opt.Seed, err = r.uint64("seed"); err != nil {
		return nil, err
	}
	lo, hi, ok := parseRange(r.str("plies"))
	if !ok || hi > 200 {
		return nil, usagef("--plies %q: want MIN-MAX plies from 0 to 200, such as 6-36", r.str("plies"))
	}
	opt.PlyMin, opt.PlyMax = lo, hi
	if req.PlotHeight > opt.MaxHeight {
		return nil, usagef("--plot-height %d: the fit goes up to --heights %d", req.PlotHeight, opt.MaxHeight)
	}
	if req.PlotFormat, err = plotFormat("plot", req.Plot); err != nil {
		return nil, err
	}
	pos, err := readPosition(r)
	if err != nil {
		return nil, err
	}
	if pos.Pos, err = readEval(r, pos.Pos); err != nil {
		return nil, err
	}
	if err := fitsSearches(pos.Pos); err != nil {
		return nil, err
	}
	opt.Start, opt.Game, opt.Size, opt.Eval = pos.Pos, pos.Game.Name(), sizeName(pos.Game), evalOf(r, pos.Pos)
	return req, nil
}

// fitsSearches refuses a game ProbCut does not search: one of chance,
// hidden information or several players, or without an evaluation.
func fitsSearches(p game.Position) error {
	g := p.Game()
	e, _ := game.Lookup(g.Name())
	if game.HasChance(g) || game.Players(g) != 2 || e.Hidden {
		return usagef("ProbCut searches games of two players who see everything, without chance; %s is not one", g.Title())
	}
	return nil
}

// sizeName is the size g names itself by ("8x8", "7x6"), empty for a
// game of one size.
func sizeName(g game.Game) string {
	if s, ok := g.(game.SizeNamer); ok {
		return s.SizeName()
	}
	return ""
}

// ProbCutFitReport is a fit made.
type ProbCutFitReport struct {
	Model   *probcut.Model
	Seconds float64
}

// ProbCutFit plays the self-play games, searches their positions and
// fits the lines, saying how far it got.
func ProbCutFit(ctx context.Context, req *ProbCutFitRequest, say Progress) (*ProbCutFitReport, error) {
	opt := req.Options
	opt.Stop = stopper(ctx)
	l := msg.From(ctx)
	opt.Progress = func(done int) {
		say(l.T("ProbCut fit: %d of %d positions searched", done, opt.Positions))
	}
	start := time.Now()
	m, err := probcut.Make(opt)
	switch {
	case errors.Is(err, probcut.ErrStopped):
		return nil, ctx.Err()
	case err != nil:
		return nil, usagef("train probcut: too few self-play games reach the plies of --plies %d-%d; lower them", opt.PlyMin, opt.PlyMax)
	}
	return &ProbCutFitReport{Model: m, Seconds: time.Since(start).Seconds()}, nil
}

// Text is the fit's table, one height a line, in l.
func (rep *ProbCutFitReport) Text(l msg.Lang) string {
	return fitTable(rep.Model, l)
}

// fitTable writes m's fits: "height 4: v4 = 0.8036 v2 - 0.3695, sigma
// 2.913".
func fitTable(m *probcut.Model, l msg.Lang) string {
	var b strings.Builder
	b.WriteString(l.T("ProbCut's fit for %s, on %d positions of self-play (seed %d):", fitTitle(m), len(m.Samples), m.Seed) + "\n")
	for _, f := range m.Fits {
		b.WriteString("  " + l.T("height %d: %s, sigma %s", f.Height, fitFormula(f, l), fitNum(f.Sigma, l)) + "\n")
	}
	return b.String()
}

// fitTitle names the game, size and evaluation of m: "othello 8x8,
// --eval discs".
func fitTitle(m *probcut.Model) string {
	s := m.Game
	if m.Size != "" {
		s += " " + m.Size
	}
	if m.Eval != "" {
		s += ", --eval " + m.Eval
	}
	return s
}

// fitFormula writes a fit's line in l: "v4 = 0.8036 v2 - 0.3695", the
// evaluation "eval" at shallow depth 0.
func fitFormula(f minimax.Fit, l msg.Lang) string {
	x := fmt.Sprintf("v%d", f.Shallow)
	if f.Shallow == 0 {
		x = "eval"
	}
	sign := "+"
	if f.B < 0 {
		sign = "-"
	}
	return fmt.Sprintf("v%d = %s %s %s %s", f.Height, fitNum(f.A, l), x, sign, fitNum(math.Abs(f.B), l))
}

// fitNum writes a fitted number to four significant digits, in l (a
// decimal comma in French).
func fitNum(v float64, l msg.Lang) string { return l.T("%.4g", v) }

// WriteFit writes the fit's file.
func (rep *ProbCutFitReport) WriteFit(w io.Writer) error {
	_, err := rep.Model.WriteTo(w)
	return err
}

// WritePlot draws the fit of height h: each position's shallow value
// against its deep value, the fitted line and the band of 1.5 sigma
// either side (a confidence of 93 %), in f.
func WriteFitPlot(w io.Writer, f render.Format, m *probcut.Model, h int, l msg.Lang) error {
	fit, ok := m.Fit(h)
	if !ok {
		return usagef("the fit has no height %d", h)
	}
	xs, ys := m.Points(h)
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, x := range xs {
		lo, hi = math.Min(lo, x), math.Max(hi, x)
	}
	line := func(name string, d float64) render.Series {
		return render.Series{Name: name, X: []float64{lo, hi}, Y: []float64{fit.A*lo + fit.B + d, fit.A*hi + fit.B + d}}
	}
	band := 1.5 * fit.Sigma
	shallow := l.T("search of %d plies", fit.Shallow)
	if fit.Shallow == 0 {
		shallow = l.T("the evaluation")
	}
	series := []render.Series{
		{Name: l.T("%d positions", len(xs)), X: xs, Y: ys, Dots: true},
		line(fitFormula(fit, l), 0),
		line(l.T("+1.5 sigma"), band),
		line(l.T("-1.5 sigma"), -band),
	}
	title := l.T("ProbCut's fit at height %d: %s", h, fitTitle(m))
	sub := l.T("sigma %s; a cut at 93 %% confidence needs the prediction 1.5 sigma past the window", fitNum(fit.Sigma, l))
	return render.ScatterPlot(w, f, title, sub, shallow, l.T("search of %d plies", fit.Height), series)
}
