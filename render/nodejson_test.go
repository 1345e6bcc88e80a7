package render

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"

	"gametree/minimax"
)

// encoded is node jn as encoding/json writes it in the report.
func encoded(t testing.TB, jn *TreeNode) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("    ", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(jn); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// The nodes written by hand, byte for byte as encoding/json writes them,
// on every node of searches that fill every field: minimax and
// alpha-beta on seeded random textbook trees, expectimax on chance
// nodes, Othello's boards laid out, Monte Carlo tree search with and
// without the solver, and labels that need escaping.
func TestNodeJSONAsTheEncoder(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 8))
	var searches []*Search
	for range 20 {
		leaves := randomTreeLeaves(rng, 4)
		searches = append(searches,
			traced(t, textbook(t, leaves), minimax.AlphaBeta, false).Search,
			traced(t, textbook(t, leaves), minimax.AlphaBeta, true).Search,
			traced(t, textbook(t, leaves), minimax.Minimax, false).Search,
			mctsSearch(t, textbook(t, leaves), 50, true))
	}
	searches = append(searches,
		traced(t, textbook(t, "(-3 {1/6: -5 1/6: -5 4/6: 0.000001})"), minimax.Expectimax, false).Search,
		traced(t, othelloTree(t, 4, "a2a1b1c1d1a3a4", 3), minimax.AlphaBeta, false).Search,
		traced(t, othelloTree(t, 8, "f5d6", 2), minimax.Minimax, false).Search,
		mctsSearch(t, othelloTree(t, 6, "", 30000), 500, true),
		mctsSearch(t, othelloTree(t, 6, "", 30000), 500, false))
	for k, s := range searches {
		nodes := s.visible(Options{View: Full})
		id := idsOf(s.Tree, nodes)
		for i, n := range nodes {
			jn := s.nodeJSON(i, n, id, s.grids(), s.Tree.Walker())
			if got, want := appendNodeJSON(nil, &jn), encoded(t, &jn); !bytes.Equal(got, want) {
				t.Fatalf("search %d, node %d:\n%s\nwant\n%s", k, i, got, want)
			}
		}
	}
	// Every field, and strings to escape.
	one, big, tiny := 1, Number(math.Inf(1)), Number(-3.5e-9)
	wins, visits, prior, net := 2.5e22, int64(7), 0.125, 1.0/3
	order := int32(4)
	label := "a\"b\\c\n\t\b\f\x01\u2028\u2029<&>é\xff"
	jn := TreeNode{ID: 3, Parent: &one, Label: label, Move: &label, Value: &Value{Number: big}, AlphaIn: &tiny, Order: &order, CutAfter: &one, CutReason: "r", Pruned: true,
		PrunedReason: "p", Probed: true, ProbeReason: "q", Board: &label, Grid: &NodeGrid{Cols: 2, Rows: 1, Cells: "XO", Last: -1}, Chance: true, Probability: "1/6",
		ValueText: "v", ChanceBounds: []string{"1", "x\"y"}, Visits: &visits, Wins: &wins, Prior: &prior, Net: &net, Proven: "p", ProvenValue: &tiny, ProvenText: "t", Children: []int{4, 5}}
	if got, want := appendNodeJSON(nil, &jn), encoded(t, &jn); !bytes.Equal(got, want) {
		t.Fatalf("every field:\n%s\nwant\n%s", got, want)
	}
	// A node's utilities, in a game of several players, and the other
	// search's choice.
	jn.Value = &Value{Vector: []float64{1, -2.5, 6e-7}}
	jn.Otherwise = &one
	if got, want := appendNodeJSON(nil, &jn), encoded(t, &jn); !bytes.Equal(got, want) {
		t.Fatalf("utilities:\n%s\nwant\n%s", got, want)
	}
}

// Any string, and any float, written as encoding/json writes them.
func FuzzJSONString(f *testing.F) {
	for _, s := range []string{"", "abc", "a\"b\\c\n", "\x00\x1f\x7f", "\u2028\u2029", "\xff\xfe", "é€😀", "<&>"} {
		f.Add(s, 0.0)
	}
	f.Add("", 1e21)
	f.Add("", 1e-7)
	f.Add("", -123.456)
	f.Fuzz(func(t *testing.T, s string, x float64) {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(s); err != nil {
			t.Fatal(err)
		}
		if got, want := appendJSONString(nil, s), bytes.TrimSuffix(b.Bytes(), []byte("\n")); !bytes.Equal(got, want) {
			t.Fatalf("%q: %s, want %s", s, got, want)
		}
		if math.IsInf(x, 0) || math.IsNaN(x) {
			return
		}
		want, err := json.Marshal(x)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendJSONFloat(nil, x); !bytes.Equal(got, want) {
			t.Fatalf("%v: %s, want %s", x, got, want)
		}
	})
}
