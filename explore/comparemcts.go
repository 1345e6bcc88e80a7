package explore

import (
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"gametree/internal/msg"
	"gametree/mcts"
	"gametree/minimax"
	"gametree/render"
	"gametree/search"
	"gametree/tree"
)

// Monte Carlo tree search beside alpha-beta (compare --mcts): at each
// number of iterations asked, MCTS's move and its value for MAX, whether
// the move is one minimax finds best at the comparison's deepest depth
// (every root move's exact minimax value computed apart, so that ties
// agree), and the nodes MCTS made against the nodes alpha-beta visited.

// MCTSRow is one line of the comparison of MCTS with alpha-beta.
type MCTSRow struct {
	Iterations int     `json:"iterations"`
	Move       string  `json:"move"`
	Value      float64 `json:"value"`
	Agrees     bool    `json:"agrees"`
	Nodes      int64   `json:"nodes"`
	Seconds    float64 `json:"seconds"`
}

// MCTSComparison is MCTS beside alpha-beta on one position or tree: the
// depth minimax was searched to (0 for a textbook tree, searched whole),
// the moves best at that depth, the nodes alpha-beta (natural order,
// fail-soft) visited there, and a row for each number of iterations.
type MCTSComparison struct {
	// Scale says what MCTS's values are, in the reader's language: not
	// minimax's scale (CompareReport.Scale).
	Scale          string    `json:"scale"`
	Depth          int       `json:"depth"`
	BestMoves      []string  `json:"best_moves"`
	AlphaBetaNodes float64   `json:"alphabeta_nodes"`
	Rows           []MCTSRow `json:"rows"`
}

// MaxCompareIterations is the most iterations compare --mcts runs.
const MaxCompareIterations = 1_000_000

// parseIterations reads compare's --mcts: counts of iterations, such as
// 10,100,1000.
func parseIterations(s string) ([]int, error) { return parseCounts("mcts", s) }

// parseCounts reads the counts of --flag (--mcts's iterations, --puct's
// simulations): from 1 to MaxCompareIterations, increasing, at most 12.
func parseCounts(flag, s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > MaxCompareIterations {
			return nil, usagef("--%s %q: want counts from 1 to %d, such as 10,100,1000", flag, s, MaxCompareIterations)
		}
		if len(out) > 0 && n <= out[len(out)-1] {
			return nil, usagef("--%s %q: want the counts in increasing order, such as 10,100,1000", flag, s)
		}
		out = append(out, n)
	}
	if len(out) > 12 {
		return nil, usagef("--%s %q: at most 12 counts", flag, s)
	}
	return out, nil
}

// compareMCTS runs MCTS at each count of req.Iterations on the request's
// one position (or textbook tree), beside rows, alpha-beta's.
func compareMCTS(ctx context.Context, req *CompareRequest, rows []CompareRow, clock *compareClock, say Progress) (*MCTSComparison, error) {
	most := req.Iterations[len(req.Iterations)-1]
	var exact *tree.Tree
	var fresh func() *tree.Tree
	cmp := &MCTSComparison{Scale: req.scaleText(msg.From(ctx), search.MCTS)}
	if req.Textbook != nil && req.Textbook.HasChance() {
		return nil, usagef("the tree has chance nodes (braces), which mcts does not know: leave --mcts out")
	}
	if req.Textbook != nil {
		exact = req.Textbook
		fresh = func() *tree.Tree {
			t, _ := tree.ParseLeaves(req.Leaves, req.RootMin)
			return t
		}
	} else {
		p := req.Positions[0]
		cmp.Depth = req.Depths[len(req.Depths)-1]
		exact = tree.NewGame(p, cmp.Depth, 0)
		exact.Stop = stopper(ctx)
		fresh = func() *tree.Tree { return tree.NewSparseGame(p, mctsDepth, 0) }
		if err := reserveCore(ctx, Bytes((int64(most)+2)*mctsNodeBytes), msg.P("%s iterations of MCTS", msg.Count(int64(most)))); err != nil {
			return nil, err
		}
	}
	for _, r := range rows {
		if r.Depth == cmp.Depth || req.Textbook != nil {
			if r.Algorithm == search.AlphaBeta.Name && r.Ordering == minimax.Natural.String() {
				cmp.AlphaBetaNodes = r.Nodes
			}
		}
	}
	say("the exact values of the root's moves")
	best := exactBest(exact)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, c := range best {
		cmp.BestMoves = append(cmp.BestMoves, exact.Label(c))
	}
	rate := 0.0 // iterations a second, once a count is run
	for k, n := range req.Iterations {
		if err := clock.priceMCTS(req.Iterations[k:], rate); err != nil {
			return cmp, err
		}
		say("MCTS, %d iterations", n)
		t := fresh()
		start := time.Now()
		res, err := mcts.Search(t, mcts.Options{Iterations: n, Exploration: mcts.DefaultExploration, Seed: 1, Stop: stopper(ctx)}, nil)
		if err != nil {
			return nil, err
		}
		if err := ctx.Err(); err != nil {
			return cmp, err
		}
		row := MCTSRow{Iterations: n, Value: math.Round(res.MaxValue(0)*1000) / 1000, Seconds: time.Since(start).Seconds()}
		if row.Seconds >= measurable.Seconds() {
			rate = float64(n) / row.Seconds
		}
		for n := range res.Len() {
			if res.At(int32(n)).Visits > 0 {
				row.Nodes++
			}
		}
		if res.Best >= 0 {
			row.Move = t.Label(res.Best)
			for _, m := range cmp.BestMoves {
				row.Agrees = row.Agrees || m == row.Move
			}
		}
		cmp.Rows = append(cmp.Rows, row)
	}
	return cmp, nil
}

// exactBest returns the root's children of t whose exact minimax value
// (each searched apart, full window) is the root's.
func exactBest(t *tree.Tree) []int32 {
	kids := t.Children(0, nil)
	values := make([]float64, len(kids))
	for i, c := range kids {
		rec := minimax.NewRecorder(0)
		res := minimax.Search[int32](t, c, minimax.Options[int32]{Algorithm: minimax.AlphaBetaFailSoft, RootMin: !t.IsMax(c)}, rec)
		values[i] = res.Value
	}
	var out []int32
	for i, c := range kids {
		top := values[0]
		for _, v := range values {
			if t.IsMax(0) {
				top = max(top, v)
			} else {
				top = min(top, v)
			}
		}
		if values[i] == top {
			out = append(out, c)
		}
	}
	return out
}

// writeMCTS writes the comparison with MCTS as a table under the others.
func (rep *CompareReport) writeMCTS(b *strings.Builder, md, noTime bool) {
	c := rep.MCTS
	if c == nil {
		return
	}
	l := rep.Lang
	head := l.T("Monte Carlo tree search (UCT, C = 1.414, seed 1) beside alpha-beta: minimax's best moves in the whole tree are %s; alpha-beta (natural order) visited %s nodes.",
		strings.Join(c.BestMoves, ", "), number(c.AlphaBetaNodes))
	if c.Depth > 0 {
		head = l.T("Monte Carlo tree search (UCT, C = 1.414, seed 1) beside alpha-beta: minimax's best moves at depth %d are %s; alpha-beta (natural order) visited %s nodes there.",
			c.Depth, strings.Join(c.BestMoves, ", "), number(c.AlphaBetaNodes))
	}
	fmt.Fprintf(b, "\n%s\n\n", head)
	table := [][]string{{l.Word("iterations"), l.Word("move"), l.Word("value for MAX"), l.Word("agrees"), l.Word("nodes made"), l.Word("vs alpha-beta"), l.Word("seconds")}}
	right := []bool{true, false, true, false, true, true, true}
	for _, r := range c.Rows {
		agrees := l.Word("no")
		if r.Agrees {
			agrees = l.Word("yes")
		}
		ratio := "-"
		if c.AlphaBetaNodes > 0 {
			ratio = l.T("%.1f%%", 100*float64(r.Nodes)/c.AlphaBetaNodes)
		}
		table = append(table, []string{strconv.Itoa(r.Iterations), r.Move, l.T("%.3f", r.Value), agrees, strconv.FormatInt(r.Nodes, 10), ratio, l.T("%.3f", r.Seconds)})
	}
	if noTime {
		for i := range table {
			table[i] = table[i][:6]
		}
		right = right[:6]
	}
	render.Table(b, table, right, md)
	fmt.Fprintf(b, "\n%s\n", scaleLines(c.Scale, md))
}

// MCTSPlot draws MCTS's value for MAX against its iterations (log
// scale), its move's agreement with minimax's marked on the line.
func (rep *CompareReport) MCTSPlot(w io.Writer) error {
	if rep.MCTS == nil {
		return errorf("no MCTS run to plot")
	}
	var value, agree render.Series
	value.Name = rep.Lang.Word("value for MAX")
	agree.Name = rep.Lang.Word("agrees with minimax (1)")
	for _, r := range rep.MCTS.Rows {
		value.X = append(value.X, float64(r.Iterations))
		value.Y = append(value.Y, r.Value)
		agree.X = append(agree.X, float64(r.Iterations))
		a := 0.0
		if r.Agrees {
			a = 1
		}
		agree.Y = append(agree.Y, a)
	}
	l := rep.Lang
	return render.FractionPlot(w, orSVG(rep.MCTSPlotFormat), l.Word("Monte Carlo tree search by its iterations"), rep.Position, l.Word("iterations (log scale)"), l.Word("value for MAX, agreement"), []render.Series{value, agree})
}
