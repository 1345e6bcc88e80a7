package main

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"gametree/minimax"
	"gametree/othello"
	"gametree/tree"
)

// compareRow is one line of gametree compare: one algorithm with one
// ordering at one depth (averaged over the positions when there are many).
type compareRow struct {
	Depth     int     `json:"depth"`
	Algorithm string  `json:"algorithm"`
	Ordering  string  `json:"ordering"`
	Nodes     float64 `json:"nodes"`
	Leaves    float64 `json:"leaves"`
	Cutoffs   float64 `json:"cutoffs"`
	Value     float64 `json:"value"`
	BestMove  string  `json:"best_move"`
	Seconds   float64 `json:"seconds"`
}

// minimalTree is Knuth and Moore's count of the leaves of the minimal tree
// at one depth, from the average branching factor of the full tree.
type minimalTree struct {
	Depth     int     `json:"depth"`
	Branching float64 `json:"branching"`
	Leaves    float64 `json:"leaves"`
}

// knuthMoore returns b^ceil(d/2) + b^floor(d/2) - 1.
func knuthMoore(b float64, d int) float64 {
	return math.Pow(b, float64((d+1)/2)) + math.Pow(b, float64(d/2)) - 1
}

// algorithmRun is one algorithm and ordering that compare runs.
type algorithmRun struct {
	algorithm, ordering string
}

// compareRuns lists the runs in the order of the table; textbook trees have
// no static or eval ordering, so their PVS and ID-TT search in tree order.
func compareRuns(othelloTree bool) []algorithmRun {
	runs := []algorithmRun{{"minimax", "natural"}, {"alphabeta", "natural"}}
	if othelloTree {
		runs = append(runs, algorithmRun{"alphabeta", "static"}, algorithmRun{"alphabeta", "eval"})
	}
	runs = append(runs, algorithmRun{"alphabeta", "perfect"}, algorithmRun{"alphabeta-failsoft", "natural"})
	if othelloTree {
		return append(runs, algorithmRun{"pvs", "eval"}, algorithmRun{"id-tt", "eval"})
	}
	return append(runs, algorithmRun{"pvs", "natural"}, algorithmRun{"id-tt", "natural"})
}

// progress reports what compare is doing (on a terminal, after a second).
type progress func(format string, args ...any)

// runSearches runs every algorithm of runs on g from root to depth and
// returns a row each, in order. order gives the ordering functions by name;
// label names a root child.
func runSearches[Node any, K comparable](g minimax.Game[Node], root Node, key func(Node) K, depth int, rootMin bool,
	runs []algorithmRun, order func(name string) func(Node, int, bool, []Node), label func(Node) string, say progress) []compareRow {
	var rows []compareRow
	for _, r := range runs {
		say("depth %d: %s (%s order)", depth, r.algorithm, r.ordering)
		opt := minimax.Options[Node]{Depth: depth, Order: order(r.ordering), RootMin: rootMin}
		start := time.Now()
		var res minimax.Result[Node]
		switch r.algorithm {
		case "minimax":
			opt.Algorithm = minimax.Minimax
			res = minimax.Search(g, root, opt, nil)
		case "alphabeta", "alphabeta-failsoft":
			opt.Algorithm = minimax.AlphaBeta
			opt.FailSoft = r.algorithm == "alphabeta-failsoft"
			res = minimax.Search(g, root, opt, nil)
		case "pvs":
			res = minimax.PrincipalVariationSearch(g, root, opt)
		case "id-tt":
			res = minimax.IterativeDeepening(g, root, key, opt)
		}
		row := compareRow{
			Depth: depth, Algorithm: r.algorithm, Ordering: r.ordering,
			Nodes: float64(res.Stats.Visited), Leaves: float64(res.Stats.Leaves), Cutoffs: float64(res.Stats.Cutoffs),
			Value: res.Value, Seconds: time.Since(start).Seconds(),
		}
		if res.HasBest {
			row.BestMove = label(res.Best)
		}
		rows = append(rows, row)
	}
	return rows
}

// compareOthello runs every algorithm on the implicit tree below p at each
// depth.
func compareOthello(p othello.Position, eval othello.Evaluator, depths []int, say progress) ([]compareRow, []minimalTree) {
	g := tree.NewImplicit(p, eval)
	runs := compareRuns(true)
	var rows []compareRow
	var minimal []minimalTree
	for _, d := range depths {
		perfect := perfectOrder(g, d, say)
		order := func(name string) func(tree.State, int, bool, []tree.State) {
			switch name {
			case "static":
				return g.OrderStatic
			case "eval":
				return g.OrderEval
			case "perfect":
				return perfect
			}
			return nil
		}
		got := runSearches(g, g.Root, g.Key, d, false, runs, order, func(s tree.State) string { return s.Move.String() }, say)
		rows = append(rows, got...)
		minimal = append(minimal, minimalOf(got[0], d))
	}
	return rows, minimal
}

// minimalOf returns the Knuth-Moore size from minimax's row. The average
// branching factor b is the one that gives the full tree its leaves:
// b^d = leaves, so b is the d-th root of minimax's leaves.
func minimalOf(mm compareRow, d int) minimalTree {
	b := math.Pow(mm.Leaves, 1/float64(d))
	return minimalTree{Depth: d, Branching: b, Leaves: knuthMoore(b, d)}
}

// perfectOrder returns the ordering of children by their true minimax value
// at depth d, after a full minimax search that stores the values of the
// nodes down to ply d-2 (nodes deeper are valued on demand: they are one
// ply from the leaves).
func perfectOrder(g *tree.Implicit, d int, say progress) func(tree.State, int, bool, []tree.State) {
	say("depth %d: finding every true value for the perfect ordering", d)
	type key struct {
		k   othello.Key
		ply int
	}
	memo := map[key]float64{}
	bufs := make([][]tree.State, d+1)
	var exact func(s tree.State, ply int, max bool) float64
	exact = func(s tree.State, ply int, max bool) float64 {
		if ply >= d {
			return g.Evaluate(s)
		}
		k := key{s.Pos.Key(), ply}
		if v, ok := memo[k]; ok {
			return v
		}
		kids := g.Children(s, bufs[ply][:0])
		bufs[ply] = kids
		var v float64
		if len(kids) == 0 {
			v = g.Evaluate(s)
		} else {
			v = math.Inf(1)
			if max {
				v = math.Inf(-1)
			}
			for i := 0; i < len(kids); i++ {
				x := exact(bufs[ply][i], ply+1, !max)
				if (max && x > v) || (!max && x < v) {
					v = x
				}
			}
		}
		if ply <= d-2 {
			memo[k] = v
		}
		return v
	}
	exact(g.Root, 0, true)
	return func(parent tree.State, ply int, max bool, children []tree.State) {
		vals := make(map[othello.Key]float64, len(children))
		for _, c := range children {
			vals[c.Pos.Key()] = exact(c, ply+1, !max)
		}
		sort.SliceStable(children, func(i, j int) bool {
			a, b := vals[children[i].Pos.Key()], vals[children[j].Pos.Key()]
			if max {
				return a > b
			}
			return a < b
		})
	}
}

// compareTextbook runs every algorithm on a textbook tree (its own depth).
func compareTextbook(t *tree.Tree, say progress) ([]compareRow, []minimalTree) {
	exact := minimax.NewRecorder(t.Len())
	minimax.Search[int32](t, 0, minimax.Options[int32]{Algorithm: minimax.Minimax, RootMin: !t.RootMax}, exact)
	order := func(name string) func(int32, int, bool, []int32) {
		if name == "perfect" {
			return tree.OrderByValue(func(n int32) float64 { return exact.Nodes[n].Value })
		}
		return nil
	}
	// The depth limit is the tree's height: the whole tree.
	rows := runSearches[int32, int32](t, 0, func(n int32) int32 { return n }, t.Depth, !t.RootMax, compareRuns(false), order, t.Label, say)
	return rows, []minimalTree{minimalOf(rows[0], t.Depth)}
}

// checkAgreement returns an error when two rows of the same depth disagree
// on the root value: that is a bug in gametree.
func checkAgreement(rows []compareRow, where string) error {
	first := map[int]compareRow{}
	for _, r := range rows {
		f, ok := first[r.Depth]
		if !ok {
			first[r.Depth] = r
			continue
		}
		if r.Value != f.Value {
			return fmt.Errorf("BUG: %sat depth %d, %s (%s order) gives the root value %s but %s gives %s; every algorithm must agree with minimax. Please report it with this command line",
				where, r.Depth, r.Algorithm, r.Ordering, strconv.FormatFloat(r.Value, 'g', -1, 64), f.Algorithm, strconv.FormatFloat(f.Value, 'g', -1, 64))
		}
	}
	return nil
}

// parseDepths reads "1-8", "2,4,6", "5" or a mix ("1-3,6").
func parseDepths(s string, maxDepth int) ([]int, error) {
	seen := map[int]bool{}
	var out []int
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		lo, hi := part, part
		if a, b, ok := strings.Cut(part, "-"); ok {
			lo, hi = a, b
		}
		l, err1 := strconv.Atoi(strings.TrimSpace(lo))
		h, err2 := strconv.Atoi(strings.TrimSpace(hi))
		if err1 != nil || err2 != nil || l < 1 || h < l {
			return nil, fmt.Errorf("--depth %q: want depths such as 4, 1-8 or 2,4,6 (from 1)", s)
		}
		if h > maxDepth {
			return nil, fmt.Errorf("--depth %q: depth %d is over %d; minimax at depth 11 from the 8x8 start already visits 240 million nodes", s, h, maxDepth)
		}
		for d := l; d <= h; d++ {
			if !seen[d] {
				seen[d] = true
				out = append(out, d)
			}
		}
	}
	sort.Ints(out)
	return out, nil
}

// averageRows averages the rows of many positions, row by row: the runs
// are the same for each position, in the same order. The best move is kept
// only when all positions agree.
func averageRows(all [][]compareRow) []compareRow {
	if len(all) == 1 {
		return all[0]
	}
	out := make([]compareRow, len(all[0]))
	copy(out, all[0])
	n := float64(len(all))
	for i := range out {
		var nodes, leaves, cutoffs, value, secs float64
		best := all[0][i].BestMove
		for _, rows := range all {
			r := rows[i]
			nodes += r.Nodes
			leaves += r.Leaves
			cutoffs += r.Cutoffs
			value += r.Value
			secs += r.Seconds
			if r.BestMove != best {
				best = ""
			}
		}
		out[i].Nodes, out[i].Leaves, out[i].Cutoffs = nodes/n, leaves/n, cutoffs/n
		out[i].Value, out[i].Seconds, out[i].BestMove = value/n, secs/n, best
	}
	return out
}
