package main

import (
	"fmt"
	"strings"

	"gametree/minimax"
	"gametree/othello"
	"gametree/render"
	"gametree/tree"
)

// defaultMaxNodes is the default of --max-nodes.
const defaultMaxNodes = 100000

// countLimit bounds the counting of a whole Othello tree for the totals:
// past it, the tree size and the pruned count are reported as unknown.
const countLimit = 50_000_000

// analysis says what to search and how: the tree command's flags, shared
// with step.
type analysis struct {
	// Either a textbook tree (leaves) or an Othello position.
	leaves  string
	rootMin bool
	pos     othello.Position
	depth   int
	eval    othello.Evaluator

	algo     minimax.Algorithm
	failSoft bool
	order    string // natural, static, eval, perfect
	view     render.View
	maxNodes int
}

// orders lists the move orderings.
var orders = []string{"natural", "static", "eval", "perfect"}

// checkOrder validates the ordering name.
func checkOrder(name string) (string, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	for _, o := range orders {
		if n == o {
			return o, nil
		}
	}
	return "", fmt.Errorf("--order %q: want one of %s", name, strings.Join(orders, ", "))
}

// run builds the tree, searches it with the recorder tracer (and extra, when
// not nil) and returns what the renderers draw.
func (a *analysis) run(extra minimax.Tracer[int32]) (*render.Search, error) {
	var t *tree.Tree
	var nodes int64 = -1
	if a.leaves != "" {
		var err error
		t, err = tree.ParseLeaves(a.leaves, a.rootMin)
		if err != nil {
			return nil, err
		}
		if t.Len() > a.maxNodes {
			return nil, fmt.Errorf("tree: the tree has %d nodes, over the limit of %d; raise --max-nodes", t.Len(), a.maxNodes)
		}
		if a.order == "static" || a.order == "eval" {
			return nil, fmt.Errorf("--order %s needs an Othello tree (a textbook tree has no moves to rank nor positions to evaluate); use natural or perfect", a.order)
		}
		nodes = int64(t.Len())
	} else {
		full := a.view == render.Full || a.algo == minimax.Minimax || a.order == "perfect"
		// One count serves the limit and the totals; past countLimit it is
		// an estimate, and the totals say "?".
		size, exact := tree.Size(a.pos, a.depth, max(countLimit, int64(a.maxNodes)))
		if full && size > int64(a.maxNodes) {
			return nil, tree.TooBig(size, exact, a.depth, a.maxNodes)
		}
		if exact {
			nodes = size
		}
		t = tree.NewOthello(a.pos, a.depth, a.eval, a.maxNodes)
		if full && exact {
			t.Reserve(int(size))
		}
	}
	opt := minimax.Options[int32]{Algorithm: a.algo, FailSoft: a.failSoft, RootMin: !t.RootMax}
	switch a.order {
	case "static":
		opt.Order = t.OrderStatic
	case "eval":
		opt.Order = tree.OrderByValue(t.Evaluate)
	case "perfect":
		if err := t.ExpandAll(); err != nil {
			return nil, err
		}
		exact := minimax.NewRecorder(t.Len())
		minimax.Search[int32](t, 0, minimax.Options[int32]{Algorithm: minimax.Minimax, RootMin: !t.RootMax}, exact)
		opt.Order = tree.OrderByValue(func(n int32) float64 { return exact.Nodes[n].Value })
	}
	rec := minimax.NewRecorder(max(t.Len(), int(min(nodes, int64(a.maxNodes)))))
	var tracer minimax.Tracer[int32] = rec
	if extra != nil {
		tracer = teeTracer{rec, extra}
	}
	res := minimax.Search[int32](t, 0, opt, tracer)
	if err := t.Err(); err != nil {
		return nil, err
	}
	rec.MarkPV(0)
	if a.view == render.Full {
		if err := t.ExpandAll(); err != nil {
			return nil, err
		}
	}
	s := &render.Search{
		Tree:      t,
		Ann:       rec,
		Algorithm: a.algo,
		FailSoft:  a.failSoft,
		Order:     a.order,
		Value:     res.Value,
		Best:      -1,
		Nodes:     nodes,
		Pruned:    -1,
	}
	if res.HasBest {
		s.Best = res.Best
	}
	if nodes >= 0 {
		s.Pruned = nodes - rec.Stats.Visited
	}
	return s, nil
}

// teeTracer sends every event to two tracers.
type teeTracer [2]minimax.Tracer[int32]

// Enter, Leaf, Update, Cutoff and Return pass each event to both tracers.
func (t teeTracer) Enter(n int32, ply int, max bool, alpha, beta float64) {
	t[0].Enter(n, ply, max, alpha, beta)
	t[1].Enter(n, ply, max, alpha, beta)
}
func (t teeTracer) Leaf(n int32, v float64) { t[0].Leaf(n, v); t[1].Leaf(n, v) }
func (t teeTracer) Update(n, c int32, alpha, beta float64) {
	t[0].Update(n, c, alpha, beta)
	t[1].Update(n, c, alpha, beta)
}
func (t teeTracer) Cutoff(n, c int32, pruned []int32, alpha, beta float64) {
	t[0].Cutoff(n, c, pruned, alpha, beta)
	t[1].Cutoff(n, c, pruned, alpha, beta)
}
func (t teeTracer) Return(n int32, v float64, b minimax.Bound, alpha, beta float64, best int32, ok bool) {
	t[0].Return(n, v, b, alpha, beta, best, ok)
	t[1].Return(n, v, b, alpha, beta, best, ok)
}
