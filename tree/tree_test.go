package tree

import (
	"errors"
	"math/rand"
	"strings"
	"testing"

	"gametree/game"
	"gametree/minimax"
	"gametree/othello"
	"gametree/othello/adapter"
)

// The trees of ../shared/reference/textbook-trees.md.
var references = []struct {
	name, leaves        string
	value               float64
	leafCount, abLeaves int
}{
	{"AIMA 5.2", "((3 12 8) (2 4 6) (14 5 2))", 3, 9, 7},
	{"Wikipedia", "((((5 6) (7 4 5)) ((3))) (((6) (6 9)) ((7))) (((5)) ((9 8) (6))))", 6, 14, 9},
	{"uneven", "(((3 17) (2 12)) ((15) (25 0)) ((2 5) (3)) ((2 14)))", 15, 12, 10},
}

func TestTextbookReferences(t *testing.T) {
	for _, ref := range references {
		tr, err := ParseLeaves(ref.leaves, false)
		if err != nil {
			t.Fatalf("%s: %v", ref.name, err)
		}
		leaves := 0
		for n := range tr.Nodes {
			if tr.IsLeaf(int32(n)) {
				leaves++
			}
		}
		if leaves != ref.leafCount {
			t.Errorf("%s: %d leaves, want %d", ref.name, leaves, ref.leafCount)
		}
		mm := minimax.Search[int32](tr, 0, minimax.Options[int32]{Algorithm: minimax.Minimax}, nil)
		ab := minimax.Search[int32](tr, 0, minimax.Options[int32]{Algorithm: minimax.AlphaBeta}, nil)
		soft := minimax.Search[int32](tr, 0, minimax.Options[int32]{Algorithm: minimax.AlphaBeta, FailSoft: true}, nil)
		if mm.Value != ref.value || ab.Value != ref.value || soft.Value != ref.value {
			t.Errorf("%s: values %v %v %v, want %v", ref.name, mm.Value, ab.Value, soft.Value, ref.value)
		}
		if ab.Stats.Leaves != int64(ref.abLeaves) || soft.Stats.Leaves != int64(ref.abLeaves) {
			t.Errorf("%s: alpha-beta evaluates %d (fail-soft %d) leaves, want %d", ref.name, ab.Stats.Leaves, soft.Stats.Leaves, ref.abLeaves)
		}
		if got := tr.Leaves(); got != ref.leaves {
			t.Errorf("%s: Leaves() = %s", ref.name, got)
		}
	}
}

func TestTextbookLabels(t *testing.T) {
	tr, _ := ParseLeaves("((3 12 8) (2 4 6) (14 5 2))", false)
	var got []string
	for n := range tr.Nodes {
		got = append(got, tr.Label(int32(n)))
	}
	if want := "A B C D 3 12 8 2 4 6 14 5 2"; strings.Join(got, " ") != want {
		t.Errorf("labels %v, want %s", got, want)
	}
	if tr.Path(5) != "A > B > 12" || !tr.IsMax(0) || tr.IsMax(1) || !tr.IsMax(4) {
		t.Errorf("path %q, max %v %v %v", tr.Path(5), tr.IsMax(0), tr.IsMax(1), tr.IsMax(4))
	}
	minRoot, _ := ParseLeaves("(1 2)", true)
	if minRoot.IsMax(0) || !minRoot.IsMax(1) {
		t.Error("--root min: the root is not MIN")
	}
	if letters(0) != "A" || letters(25) != "Z" || letters(26) != "AA" || letters(27) != "AB" || letters(701) != "ZZ" || letters(702) != "AAA" {
		t.Errorf("letters: %s %s %s %s", letters(26), letters(27), letters(701), letters(702))
	}
}

func TestParseLeavesForms(t *testing.T) {
	for _, in := range []string{
		"((3 12 8) (2 4 6) (14 5 2))",
		"[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
		" ( [3,12,8]\n(2 4 6) [14 5 2] ) ",
	} {
		tr, err := ParseLeaves(in, false)
		if err != nil || tr.Leaves() != "((3 12 8) (2 4 6) (14 5 2))" {
			t.Errorf("ParseLeaves(%q) = %v, %v", in, tr, err)
		}
	}
	tr, err := ParseLeaves("((1.5 -2) (0.25 3e2))", false)
	if err != nil || tr.Leaves() != "((1.5 -2) (0.25 300))" {
		t.Errorf("decimals: %v, %v", tr, err)
	}
}

func TestParseLeavesErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "empty tree"},
		{"((3 12 8) (2 4 6)", `'(' at character 1 is never closed; add ')'`},
		{"((3 12 8)))", `")" at character 11 after the end`},
		{"((3 12) ())", "empty list at character 9"},
		{"((3 twelve) (1))", `"twelve" at character 5 is not a leaf value`},
		{"((3 4) (1)) extra", `unexpected "extra"`},
		{"((3 4] (1))", `']' at character 6 closes the '(' at character 2; want ')'`},
		{")", "closes nothing"},
		{"((0x10))", "not a leaf value"},
		{"((inf))", "not a leaf value"},
		{strings.Repeat("(", 300) + "1" + strings.Repeat(")", 300), "nested deeper"},
	}
	for _, tc := range tests {
		_, err := ParseLeaves(tc.in, false)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseLeaves(%q) error = %v, want %q", tc.in, err, tc.want)
		}
	}
}

func FuzzParseLeaves(f *testing.F) {
	for _, r := range references {
		f.Add(r.leaves)
	}
	f.Add("[[1, 2], [3]]")
	f.Add("((1 2) (3")
	f.Add("({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})")
	f.Add("{(3 12) (2 4)}")
	f.Add("{0.25: 1, 0.75: {1/3: 2 1/3: 3 1/3: 4}}")
	f.Add("((3 5?(1 9?(0 12))) (2 4?(6)))")
	f.Add("(1 2?[3, 4])")
	f.Fuzz(func(t *testing.T, s string) {
		tr, err := ParseLeaves(s, false)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error %q", err)
			}
			return
		}
		if n := CountNodes(s); n != tr.Len() {
			t.Fatalf("CountNodes(%q) = %d, the tree has %d", s, n, tr.Len())
		}
		again, err := ParseLeaves(tr.Leaves(), false)
		if err != nil || again.Leaves() != tr.Leaves() {
			t.Fatalf("round trip of %q = %v, %v", tr.Leaves(), again, err)
		}
	})
}

func TestOthelloTreeSize(t *testing.T) {
	for _, n := range []int{4, 6, 8, 10} {
		for depth := 1; depth <= 4; depth++ {
			p := othello.Start(n)
			tr := newOthello(p, depth, othello.Discs{}, 0)
			if err := tr.ExpandAll(); err != nil {
				t.Fatal(err)
			}
			size, exact := Size(othelloPos(p), depth, 1e9, nil)
			if int64(tr.Len()) != size || !exact {
				t.Errorf("%dx%d depth %d: %d nodes, Size says %d", n, n, depth, tr.Len(), size)
			}
		}
	}
	// 8x8 start, depth 3: 1 + 4 + 12 + 56.
	if size, _ := Size(othelloPos(othello.Start(8)), 3, 1e9, nil); size != 73 {
		t.Errorf("Size(start, 3) = %d, want 73", size)
	}
	size, exact := Size(othelloPos(othello.Start(8)), 9, 100000, nil)
	if exact || size < 3_000_000 {
		t.Errorf("Size(start, 9, limit) = %d, %v; want an estimate over 3 million", size, exact)
	}
}

func TestOthelloPassAndGameOver(t *testing.T) {
	moves, _ := othello.ParseMoves("d3c3b3b2f5a3a1")
	p, _, _ := othello.Replay(othello.Start(8), moves)
	// White plays c1, then Black must pass.
	tr := newOthello(p, 3, othello.Discs{}, 0)
	tr.ExpandAll()
	var pass bool
	for n := range tr.Nodes {
		nd := tr.Nodes[n]
		if nd.Move == game.Pass {
			pass = true
			if tr.Nodes[nd.Parent].Count != 1 {
				t.Errorf("a pass with siblings")
			}
			if tr.IsMax(int32(n)) == tr.IsMax(nd.Parent) {
				t.Errorf("a pass did not alternate MAX and MIN")
			}
		}
	}
	if !pass {
		t.Error("no pass node under d3c3b3b2f5a3a1")
	}
	moves, _ = othello.ParseMoves("d3c3b3d2e1d6d7e3")
	p, _, _ = othello.Replay(othello.Start(8), moves)
	tr = newOthello(p, 2, othello.Discs{}, 0)
	tr.ExpandAll()
	found := false
	for n := range tr.Nodes {
		if tr.Nodes[n].Terminal && tr.Label(int32(n)) == "f4" {
			found = true
			if got := tr.FormatNodeValue(int32(n), tr.Nodes[n].Value); got != "win +13" {
				t.Errorf("f4 ends the game 13-0 for Black, the root player: got %s", got)
			}
			if !tr.IsLeaf(int32(n)) {
				t.Error("a finished game has children")
			}
		}
	}
	if !found {
		t.Error("no finished game after f4")
	}
}

func TestMaxNodes(t *testing.T) {
	tr := newOthello(othello.Start(8), 6, othello.Discs{}, 1000)
	err := tr.ExpandAll()
	if err == nil || !strings.Contains(err.Error(), "more than 1000 nodes") {
		t.Errorf("ExpandAll over the limit: %v", err)
	}
	if tr.Len() > 1000 {
		t.Errorf("the tree grew to %d nodes past its limit", tr.Len())
	}
	var tb *TooBigError
	if !errors.As(err, &tb) || !tb.Searched || tb.Limit != 1000 {
		t.Errorf("ExpandAll over the limit: %#v, want a *TooBigError", err)
	}
	err = &TooBigError{Size: 1234567, Depth: 9, Limit: 100000}
	if err.Error() != "tree: depth 9 gives about 1,234,567 nodes, over the limit of 100000" {
		t.Errorf("TooBigError: %v", err)
	}
}

// Alpha-beta on Othello trees of several sizes, in every ordering and both
// fail modes, gives minimax's value, visits no more nodes, and reports only
// bounds that hold.
func TestOthelloAlphaBetaAgainstMinimax(t *testing.T) {
	rng := rand.New(rand.NewSource(10))
	evals := []othello.Evaluator{othello.Discs{}, othello.Mobility{}, othello.Positional{}, othello.Classic{}, othello.Mixed{}}
	count := 1000
	if testing.Short() {
		count = 100
	}
	for i := 0; i < count; i++ {
		n := 4 + 2*rng.Intn(4)
		p := othello.Start(n)
		for k := rng.Intn(n * n); k > 0; k-- {
			m := p.MoveList()
			if len(m) == 0 {
				break
			}
			p = p.Apply(m[rng.Intn(len(m))])
		}
		depth := 1 + rng.Intn(3)
		if n == 4 {
			depth = 1 + rng.Intn(6)
		}
		eval := evals[i%len(evals)]
		full := newOthello(p, depth, eval, 0)
		full.ExpandAll()
		mm := minimax.Search[int32](full, 0, minimax.Options[int32]{Algorithm: minimax.Minimax}, nil)
		if mm.Stats.Visited != int64(full.Len()) {
			t.Fatalf("minimax visited %d of %d nodes", mm.Stats.Visited, full.Len())
		}
		values := make([]float64, full.Len())
		rec := minimax.NewRecorder(full.Len())
		minimax.Search[int32](full, 0, minimax.Options[int32]{Algorithm: minimax.Minimax}, rec)
		for k := range values {
			values[k] = rec.Nodes[k].Value
		}
		for _, order := range []string{"natural", "static", "eval", "perfect"} {
			for _, soft := range []bool{false, true} {
				tr := newOthello(p, depth, eval, 0)
				opt := minimax.Options[int32]{Algorithm: minimax.AlphaBeta, FailSoft: soft}
				switch order {
				case "static":
					opt.Order = tr.OrderStatic
				case "eval":
					opt.Order = OrderByValue(tr.Evaluate)
				case "perfect":
					tr = full
					opt.Order = OrderByValue(func(n int32) float64 { return values[n] })
				}
				abRec := minimax.NewRecorder(0)
				ab := minimax.Search[int32](tr, 0, opt, abRec)
				if ab.Value != mm.Value || ab.Stats.Visited > mm.Stats.Visited {
					t.Fatalf("%s depth %d %s soft=%v: alpha-beta %v visiting %d, minimax %v visiting %d", p, depth, order, soft, ab.Value, ab.Stats.Visited, mm.Value, mm.Stats.Visited)
				}
				for k, a := range abRec.Nodes {
					if !a.Visited() {
						continue
					}
					// Node k of tr is the node of full with the same moves.
					v := values[nodeOf(full, tr, int32(k))]
					if (a.Bound == minimax.Exact && a.Value != v) || (a.Bound == minimax.Lower && v < a.Value) || (a.Bound == minimax.Upper && v > a.Value) {
						t.Fatalf("%s depth %d %s soft=%v: %s is %v %v, true value %v", p, depth, order, soft, tr.Path(int32(k)), a.Bound, a.Value, v)
					}
				}
				if order != "perfect" && int64(tr.Len()) > mm.Stats.Visited {
					t.Fatalf("lazy tree grew to %d nodes", tr.Len())
				}
			}
		}
	}
}

// nodeOf returns the node of full reached by the moves that reach node n of
// t (two trees of the same position, built in different orders).
func nodeOf(full, t *Tree, n int32) int32 {
	cur := int32(0)
	for _, m := range t.Moves(n) {
		kids := full.Children(cur, nil)
		for _, c := range kids {
			if full.Nodes[c].Move == m {
				cur = c
				break
			}
		}
	}
	return cur
}

// The implicit tree gives the explicit tree's values and counts.
func TestImplicitMatchesExplicit(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	for i := 0; i < 200; i++ {
		n := 4 + 2*rng.Intn(3)
		p := othello.Start(n)
		for k := rng.Intn(n * n); k > 0 && !p.GameOver(); k-- {
			m := p.MoveList()
			p = p.Apply(m[rng.Intn(len(m))])
		}
		depth := 1 + rng.Intn(3)
		ex := newOthello(p, depth, othello.Classic{}, 0)
		im := othello.NewImplicit(p, othello.Classic{})
		for _, algo := range []minimax.Algorithm{minimax.Minimax, minimax.AlphaBeta} {
			a := minimax.Search[int32](ex, 0, minimax.Options[int32]{Algorithm: algo}, nil)
			b := minimax.Search[othello.State](im, im.Root, minimax.Options[othello.State]{Algorithm: algo, Depth: depth}, nil)
			if a.Value != b.Value || a.Stats != b.Stats {
				t.Fatalf("%s depth %d %v: explicit %v %+v, implicit %v %+v", p, depth, algo, a.Value, a.Stats, b.Value, b.Stats)
			}
			if a.HasBest && adapter.Square(ex.Nodes[a.Best].Move) != b.Best.Move {
				t.Fatalf("%s: best %d vs %s", p, ex.Nodes[a.Best].Move, b.Best.Move)
			}
		}
		pvs := minimax.PrincipalVariationSearch[othello.State](im, im.Root, minimax.Options[othello.State]{Depth: depth, Order: im.OrderEval})
		id := minimax.IterativeDeepening[othello.State, othello.Key](im, im.Root, im.Key, minimax.Options[othello.State]{Depth: depth, Order: im.OrderStatic})
		mm := minimax.Search[othello.State](im, im.Root, minimax.Options[othello.State]{Depth: depth}, nil)
		if pvs.Value != mm.Value || id.Value != mm.Value {
			t.Fatalf("%s depth %d: PVS %v, ID-TT %v, minimax %v", p, depth, pvs.Value, id.Value, mm.Value)
		}
	}
}

func TestCountNodes(t *testing.T) {
	for _, text := range []string{"3", "(3 12 8)", "((3 12 8) (2 4 6) (14 5 2))", "[[1,2],[3,[4 5]]]", " ( -1.5 , 2 ) "} {
		tr, err := ParseLeaves(text, false)
		if err != nil {
			t.Fatal(err)
		}
		if got := CountNodes(text); got != tr.Len() {
			t.Errorf("CountNodes(%q) = %d, want %d", text, got, tr.Len())
		}
	}
}

// newOthello is the tree of an Othello position through the game's
// interface, as explore builds it.
func newOthello(p othello.Position, depth int, eval othello.Evaluator, maxNodes int) *Tree {
	return NewGame(adapter.NewOthello(p, eval), depth, maxNodes)
}

// othelloPos is an Othello position as a position of package game, for
// counting (no evaluation).
func othelloPos(p othello.Position) game.Position { return adapter.NewOthello(p, othello.Discs{}) }
