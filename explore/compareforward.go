package explore

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"gametree/game"
	"gametree/gamesearch"
	"gametree/minimax"
	"gametree/probcut"
	"gametree/render"
	"gametree/search"
)

// Forward pruning beside alpha-beta (compare --forward): at each depth,
// on each position, alpha-beta (the evaluation's order), beam search and
// ProbCut; each one's nodes (ProbCut's shallow searches counted) and
// seconds against alpha-beta's, and on how many positions its move is
// worth what alpha-beta's is at that depth (the move's value searched
// apart, so that a move as good as alpha-beta's agrees), with the mean
// error of its root value.

// ForwardRow is one search at one depth, over the positions.
type ForwardRow struct {
	Depth  int    `json:"depth"`
	Search string `json:"search"`
	// Nodes and Seconds are the means over the positions; VsAlphaBeta
	// the nodes as a percentage of alpha-beta's.
	Nodes       float64 `json:"nodes"`
	Seconds     float64 `json:"seconds"`
	VsAlphaBeta float64 `json:"vs_alphabeta"`
	// Agrees counts the positions where the search's move is worth
	// alpha-beta's value at that depth; ValueError is the mean of
	// |value - alpha-beta's value|.
	Agrees     int     `json:"agrees"`
	Positions  int     `json:"positions"`
	ValueError float64 `json:"value_error"`
}

// ForwardComparison is compare --forward's table: the beam and the
// confidence it ran with, and the rows.
type ForwardComparison struct {
	Beam       int          `json:"beam"`
	Confidence float64      `json:"confidence"`
	Fit        string       `json:"fit"`
	Rows       []ForwardRow `json:"rows"`
}

// readForwardCompare reads --forward, --beam and --confidence of
// compare.
func (req *CompareRequest) readForwardCompare(r *reader) error {
	plot, err := r.path("forward-plot", "the SVG, PNG or PDF file to draw the plot of forward pruning into, such as forward.svg")
	if err != nil {
		return err
	}
	if req.ForwardPlotFormat, err = plotFormat("forward-plot", plot); err != nil {
		return err
	}
	on, err := r.bool("forward")
	if err != nil {
		return err
	}
	if !on {
		if _, err := r.int("beam"); err != nil {
			return err
		}
		for _, f := range []string{"beam", "confidence", "forward-plot"} {
			if r.set(f) {
				return usagef("--%s applies to compare --forward, which runs beam search and ProbCut beside alpha-beta", f)
			}
		}
		return nil
	}
	if r.set("leaves") || r.set("leaves-file") {
		return usagef("--forward prunes by the evaluation of the positions below a node, and a textbook tree has values at its leaves alone: give a game (--game othello, connect4)")
	}
	if len(req.Iterations) > 0 {
		return usagef("--forward and --mcts each add a table; give one of them")
	}
	fr := &TreeRequest{Search: search.ProbCut}
	if err := readForward(r, fr); err != nil {
		return err
	}
	if req.Beam, err = r.int("beam"); err != nil {
		return err
	}
	req.Forward, req.Confidence = true, fr.Confidence
	return nil
}

// compareForward runs alpha-beta, beam search and ProbCut on every
// position at every depth.
func compareForward(ctx context.Context, req *CompareRequest, say Progress) (*ForwardComparison, error) {
	p0 := req.Positions[0]
	if err := fitsSearches(p0); err != nil {
		return nil, err
	}
	m, err := probcut.Shipped(p0.Game().Name(), sizeName(p0.Game()), req.EvalName)
	if err != nil {
		return nil, err
	}
	if m == nil {
		return nil, usagef("ProbCut has no fit for %s: make one with gametree train probcut %s-o fit.txt and give it with --fit fit.txt", fitTitle(&probcut.Model{Game: p0.Game().Name(), Size: sizeName(p0.Game()), Eval: req.EvalName}), fitFlags(p0.Game(), req.EvalName))
	}
	cmp := &ForwardComparison{Beam: req.Beam, Confidence: req.Confidence, Fit: fitTitle(m)}
	cut := m.Cut(req.Confidence)
	searches := []gamesearch.Search{
		{Algorithm: minimax.AlphaBetaFailSoft, Order: minimax.Eval},
		{Algorithm: minimax.Beam, Order: minimax.Eval, Beam: req.Beam},
		{Algorithm: minimax.ProbCut, Order: minimax.Eval, Cut: cut},
	}
	names := []string{search.AlphaBeta.Name, search.Beam.Name, search.ProbCut.Name}
	for _, d := range req.Depths {
		rows := make([]ForwardRow, len(searches))
		for i := range rows {
			rows[i] = ForwardRow{Depth: d, Search: names[i], Positions: len(req.Positions)}
		}
		for k, p := range req.Positions {
			say("forward pruning: depth %d, position %d of %d", d, k+1, len(req.Positions))
			if err := forwardAt(ctx, p, d, searches, rows); err != nil {
				return cmp, err
			}
		}
		for i := range rows {
			n := float64(len(req.Positions))
			rows[i].Nodes, rows[i].Seconds, rows[i].ValueError = rows[i].Nodes/n, rows[i].Seconds/n, rows[i].ValueError/n
			if rows[0].Nodes > 0 {
				rows[i].VsAlphaBeta = 100 * rows[i].Nodes / rows[0].Nodes
			}
		}
		cmp.Rows = append(cmp.Rows, rows...)
	}
	return cmp, nil
}

// forwardAt runs the searches on p to depth d, adding each one's counts
// into rows (the first, alpha-beta, the reference).
func forwardAt(ctx context.Context, p game.Position, d int, searches []gamesearch.Search, rows []ForwardRow) error {
	var ref gamesearch.SearchResult
	for i, s := range searches {
		s.Depth, s.Stop = d, stopper(ctx)
		start := time.Now()
		res := gamesearch.One(p, s)
		if err := ctx.Err(); err != nil {
			return err
		}
		rows[i].Seconds += time.Since(start).Seconds()
		rows[i].Nodes += float64(res.Stats.Visited + res.Stats.Probes)
		if i == 0 {
			ref = res
		}
		diff := res.Value - ref.Value
		rows[i].ValueError += max(diff, -diff)
		if !res.HasBest || !ref.HasBest || res.Best == ref.Best || moveValue(p, res.Best, d) == ref.Value {
			rows[i].Agrees++
		}
	}
	return nil
}

// moveValue is the value of move m at p searched to depth d by alpha-beta
// (its child to d-1), from the view of p's player to move.
func moveValue(p game.Position, m game.Move, d int) float64 {
	q := p.Play(m)
	v := game.Outcome(q, p.ToMove())
	if d > 1 && !q.Over() {
		v = gamesearch.One(q, gamesearch.Search{Algorithm: minimax.AlphaBetaFailSoft, Depth: d - 1, Order: minimax.Eval}).Value
		if q.ToMove() != p.ToMove() {
			v = -v
		}
	}
	return v
}

// writeForward writes the comparison of forward pruning as a table under
// the others.
func (rep *CompareReport) writeForward(b *strings.Builder, md, noTime bool) {
	c := rep.Forward
	if c == nil {
		return
	}
	l := rep.Lang
	fmt.Fprintf(b, "\n%s\n\n", l.T("Forward pruning beside alpha-beta (every search in the evaluation's order): beam search keeps %d moves a node; ProbCut cuts at confidence %s with the fit of %s. A move agrees when it is worth alpha-beta's value at that depth.",
		c.Beam, l.T("%g", c.Confidence), c.Fit))
	table := [][]string{{l.Word("depth"), l.Word("search"), l.Word("nodes"), l.Word("vs alpha-beta"), l.Word("move agrees"), l.Word("value error"), l.Word("seconds")}}
	right := []bool{true, false, true, true, true, true, true}
	for _, r := range c.Rows {
		table = append(table, []string{strconv.Itoa(r.Depth), l.Word(search.Lookup(r.Search).Title), l.Decimal(number(r.Nodes)), l.T("%.1f%%", r.VsAlphaBeta),
			fmt.Sprintf("%d/%d", r.Agrees, r.Positions), l.T("%.2f", r.ValueError), l.T("%.3f", r.Seconds)})
	}
	if noTime {
		for i := range table {
			table[i] = table[i][:6]
		}
		right = right[:6]
	}
	render.Table(b, table, right, md)
}

// ForwardPlot draws each search's nodes against depth (log scale), the
// share of moves that agree with alpha-beta's in the legend.
func (rep *CompareReport) ForwardPlot(w io.Writer) error {
	c := rep.Forward
	if c == nil || len(c.Rows) == 0 {
		return errorf("no forward pruning to plot")
	}
	l := rep.Lang
	var series []render.Series
	for _, name := range []string{search.AlphaBeta.Name, search.Beam.Name, search.ProbCut.Name} {
		s := render.Series{}
		agrees, of := 0, 0
		for _, r := range c.Rows {
			if r.Search == name {
				s.X, s.Y = append(s.X, float64(r.Depth)), append(s.Y, r.Nodes)
				agrees, of = agrees+r.Agrees, of+r.Positions
			}
		}
		s.Name = l.T("%s (moves agree %d/%d)", l.Word(search.Lookup(name).Title), agrees, of)
		series = append(series, s)
	}
	return render.LogPlot(w, orSVG(rep.ForwardPlotFormat), l.Word("Forward pruning: nodes by depth"), rep.Position, l.Word("depth"), l.Word("nodes (log scale)"), series)
}
