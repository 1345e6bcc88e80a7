package render

import (
	"bytes"
	"fmt"
	"math"
	"math/rand"
	"regexp"
	"sort"
	"strings"
	"testing"

	"gametree/minimax"
)

// randomTidyTree returns a random tree of about n nodes, from rng: a
// node's children from 0 to most, its width from 20 to 80.
func randomTidyTree(rng *rand.Rand, n, most int) *TidyTree {
	t := &TidyTree{Gap: 8}
	add := func() int32 {
		t.Children = append(t.Children, nil)
		t.Width = append(t.Width, 20+float64(rng.Intn(61)))
		return int32(len(t.Children) - 1)
	}
	add()
	queue := []int32{0}
	for len(queue) > 0 && len(t.Children) < n {
		v := queue[0]
		queue = queue[1:]
		k := rng.Intn(most + 1)
		if v == 0 && k == 0 {
			k = 1
		}
		for i := 0; i < k && len(t.Children) < n; i++ {
			c := add()
			t.Children[v] = append(t.Children[v], c)
			queue = append(queue, c)
		}
	}
	return t
}

// depths returns every node's depth.
func depths(t *TidyTree) []int {
	d := make([]int, len(t.Children))
	for v, kids := range t.Children {
		for _, c := range kids {
			d[c] = d[v] + 1
		}
	}
	return d
}

// The tidy layout on seeded random trees of every shape: no two nodes of
// a level overlap or come closer than the gap; siblings keep their order;
// a parent is centred over its first and last child; the drawing starts
// at 0 and is no wider than the subtrees set side by side in boxes (the
// naive layout); and the same tree is laid out the same.
func TestTidyLayoutProperties(t *testing.T) {
	rng := rand.New(rand.NewSource(39))
	for trial := 0; trial < 300; trial++ {
		tr := randomTidyTree(rng, 1+rng.Intn(400), 1+rng.Intn(6))
		x := TidyLayout(tr)
		what := fmt.Sprintf("tree %d (%d nodes)", trial, len(x))
		d := depths(tr)
		levels := map[int][]int32{}
		for v := range x {
			levels[d[v]] = append(levels[d[v]], int32(v))
		}
		for _, row := range levels {
			sort.Slice(row, func(i, j int) bool { return x[row[i]] < x[row[j]] })
			for i := 1; i < len(row); i++ {
				a, b := row[i-1], row[i]
				if need := (tr.Width[a]+tr.Width[b])/2 + tr.Gap; x[b]-x[a] < need-1e-6 {
					t.Fatalf("%s: nodes %d and %d %.2f apart, want at least %.2f", what, a, b, x[b]-x[a], need)
				}
			}
		}
		least, naive := math.Inf(1), boxWidth(tr, 0)
		for v, kids := range tr.Children {
			least = min(least, x[v]-tr.Width[v]/2)
			if len(kids) == 0 {
				continue
			}
			for i := 1; i < len(kids); i++ {
				if x[kids[i]] <= x[kids[i-1]] {
					t.Fatalf("%s: the children of %d out of order", what, v)
				}
			}
			if mid := (x[kids[0]] + x[kids[len(kids)-1]]) / 2; math.Abs(x[v]-mid) > 1e-6 {
				t.Fatalf("%s: node %d at %.2f, its children's middle at %.2f", what, v, x[v], mid)
			}
		}
		most := 0.0
		for v := range x {
			most = max(most, x[v]+tr.Width[v]/2)
		}
		if math.Abs(least) > 1e-6 || most > naive+1e-6 {
			t.Fatalf("%s: spans %.2f to %.2f; subtrees side by side in boxes take %.2f", what, least, most, naive)
		}
		again := TidyLayout(tr)
		for v := range x {
			if again[v] != x[v] {
				t.Fatalf("%s: laid out twice differently", what)
			}
		}
	}
}

// boxWidth is the width of the naive drawing of v's subtree: its
// children's subtrees side by side in boxes, under v.
func boxWidth(t *TidyTree, v int32) float64 {
	sum := 0.0
	for i, c := range t.Children[v] {
		if i > 0 {
			sum += t.Gap
		}
		sum += boxWidth(t, c)
	}
	return max(sum, t.Width[v])
}

// A subtree is drawn the same wherever it stands: the two copies of a
// subtree under one root have the same shape.
func TestTidyLayoutSubtreesAlike(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	sub := randomTidyTree(rng, 60, 3)
	tr := &TidyTree{Gap: 8, Children: [][]int32{nil}, Width: []float64{30}}
	var roots [2]int32
	for k := 0; k < 2; k++ {
		base := int32(len(tr.Children))
		roots[k] = base
		for v, kids := range sub.Children {
			var moved []int32
			for _, c := range kids {
				moved = append(moved, c+base)
			}
			tr.Children = append(tr.Children, moved)
			tr.Width = append(tr.Width, sub.Width[v])
		}
		tr.Children[0] = append(tr.Children[0], base)
	}
	x := TidyLayout(tr)
	for v := range sub.Children {
		a, b := x[roots[0]+int32(v)]-x[roots[0]], x[roots[1]+int32(v)]-x[roots[1]]
		if math.Abs(a-b) > 1e-6 {
			t.Fatalf("node %d of the subtree: %.2f from its root in one copy, %.2f in the other", v, a, b)
		}
	}
}

// The layout of a tree of 65,005 nodes (Othello's depth 7 from the
// start, in shape: about 8 children a node) takes milliseconds.
func BenchmarkTidyLayout65k(b *testing.B) {
	tr := randomTidyTree(rand.New(rand.NewSource(1)), 65005, 16)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		TidyLayout(tr)
	}
}

// nodeBoxes returns the bounding box of each node's outline in an SVG of
// graphviz or of gametree's own (the first polygon of each node's group).
func nodeBoxes(t *testing.T, svg string) [][4]float64 {
	t.Helper()
	re := regexp.MustCompile(`(?s)<g[^>]* class="node">.*?<polygon[^>]*points="([^"]+)"`)
	var out [][4]float64
	for _, m := range re.FindAllStringSubmatch(svg, -1) {
		b := [4]float64{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
		for _, p := range strings.Fields(m[1]) {
			var x, y float64
			fmt.Sscanf(p, "%g,%g", &x, &y)
			b = [4]float64{min(b[0], x), min(b[1], y), max(b[2], x), max(b[3], y)}
		}
		out = append(out, b)
	}
	return out
}

// Drawn with --layout tidy, the nodes of Othello's, tic-tac-toe's and
// textbook trees, with full and compact labels, never overlap, written
// as SVG here or drawn by graphviz (with boards): the sizes the layout
// estimates hold graphviz's own; every node is drawn.
func TestTidyDrawingsDoNotOverlap(t *testing.T) {
	gv := newGraphviz(t)
	for _, tc := range []struct {
		name string
		s    *Search
		opt  Options
	}{
		{"f5d6 depth 3", searched(t, othelloTree(t, 8, "f5d6", 3), minimax.AlphaBeta, true), Options{}},
		{"start depth 4 minimax", searched(t, othelloTree(t, 8, "", 4), minimax.Minimax, false), Options{}},
		{"6x6 depth 3 compact", searched(t, othelloTree(t, 6, "", 3), minimax.AlphaBeta, true), Options{Labels: CompactLabels}},
		{"AIMA", searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true), Options{}},
		{"uneven", searched(t, textbook(t, "((1 (2 3 (4 5 6 7 8 9))) 10 ((11) (12 13)))"), minimax.AlphaBeta, true), Options{}},
		{"tic-tac-toe boards", searched(t, gameTree(t, "tictactoe", "", "b2", 2), minimax.AlphaBeta, true), Options{Boards: true}},
	} {
		tc.opt.Layout = Tidy
		var b bytes.Buffer
		if err := gv.SVG(&b, tc.s, tc.opt); err != nil {
			t.Fatal(err)
		}
		boxes := nodeBoxes(t, b.String())
		if want := len(tc.s.visible(tc.opt)); len(boxes) != want {
			t.Errorf("%s: %d nodes drawn, want %d", tc.name, len(boxes), want)
		}
		for i := range boxes {
			for j := i + 1; j < len(boxes); j++ {
				a, c := boxes[i], boxes[j]
				if a[0] < c[2]-0.5 && c[0] < a[2]-0.5 && a[1] < c[3]-0.5 && c[1] < a[3]-0.5 {
					t.Fatalf("%s: nodes %d and %d overlap: %v %v", tc.name, i, j, a, c)
				}
			}
		}
	}
}
