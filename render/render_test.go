package render

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	// The games the golden trees draw beside Othello's.
	_ "gametree/games/connect4"
	_ "gametree/games/nim"
	_ "gametree/games/tictactoe"
	"image/png"
	"io"
	"strings"
	"testing"

	"gametree/game"
	"gametree/internal/golden"
	"gametree/minimax"
	"gametree/othello"
	"gametree/othello/adapter"
	"gametree/tree"
)

// searched runs a search on t and returns what the renderers draw.
func searched(t *testing.T, tr *tree.Tree, algo minimax.Algorithm, soft bool) *Search {
	t.Helper()
	return traced(t, tr, algo, soft).Search
}

func textbook(t *testing.T, leaves string) *tree.Tree {
	t.Helper()
	tr, err := tree.ParseLeaves(leaves, false)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func othelloTree(t *testing.T, size int, moves string, depth int) *tree.Tree {
	t.Helper()
	m, err := othello.ParseMoves(moves)
	if err != nil {
		t.Fatal(err)
	}
	p, _, err := othello.Replay(othello.Start(size), m)
	if err != nil {
		t.Fatal(err)
	}
	return tree.NewGame(adapter.NewOthello(p, othello.Discs{}), depth, 0)
}

// gameTree returns the tree of depth plies of a game of package game
// (size: Connect Four's WxH, Nim's heaps) after moves.
func gameTree(t *testing.T, name, size, moves string, depth int) *tree.Tree {
	t.Helper()
	g, err := game.New(name, size)
	if err != nil {
		t.Fatal(err)
	}
	p, _, err := game.Replay(g.Start(), moves)
	if err != nil {
		t.Fatal(err)
	}
	return tree.NewGame(p, depth, 0)
}

type scenario struct {
	name string
	s    func(t *testing.T) *Search
	opt  Options
}

const aimaLeaves = "((3 12 8) (2 4 6) (14 5 2))"

var scenarios = []scenario{
	{"aima-5-2-alphabeta", func(t *testing.T) *Search { return searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, false) }, Options{}},
	{"aima-5-2-failsoft", func(t *testing.T) *Search { return searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true) }, Options{}},
	{"aima-5-2-minimax", func(t *testing.T) *Search { return searched(t, textbook(t, aimaLeaves), minimax.Minimax, false) }, Options{}},
	{"pass-node", func(t *testing.T) *Search {
		return searched(t, othelloTree(t, 4, "a2a1b1c1d1a3a4", 3), minimax.AlphaBeta, false)
	}, Options{}},
	{"start-depth2-boards", func(t *testing.T) *Search {
		return searched(t, othelloTree(t, 8, "", 2), minimax.AlphaBeta, false)
	}, Options{Boards: true}},
	{"tictactoe-boards", func(t *testing.T) *Search {
		return searched(t, gameTree(t, "tictactoe", "", "b2 a1 c3 c1", 2), minimax.AlphaBeta, true)
	}, Options{Boards: true}},
	{"connect4-boards", func(t *testing.T) *Search {
		return searched(t, gameTree(t, "connect4", "4x4", "b c b", 1), minimax.AlphaBeta, true)
	}, Options{Boards: true, Coords: true}},
	{"nim-boards", func(t *testing.T) *Search {
		return searched(t, gameTree(t, "nim", "1 2 3", "3:1", 1), minimax.AlphaBeta, true)
	}, Options{Boards: true}},
	{"wikipedia-pv", func(t *testing.T) *Search {
		return searched(t, textbook(t, "((((5 6) (7 4 5)) ((3))) (((6) (6 9)) ((7))) (((5)) ((9 8) (6))))"), minimax.AlphaBeta, false)
	}, Options{View: PV}},
	{"uneven-visited-ascii", func(t *testing.T) *Search {
		return searched(t, textbook(t, "(((3 17) (2 12)) ((15) (25 0)) ((2 5) (3)) ((2 14)))"), minimax.AlphaBeta, false)
	}, Options{View: Visited, ASCII: true}},
}

func TestGolden(t *testing.T) {
	for _, sc := range scenarios {
		s := sc.s(t)
		var text, dot, js bytes.Buffer
		if err := Text(&text, s, sc.opt); err != nil {
			t.Fatal(err)
		}
		if err := DOT(&dot, s, sc.opt); err != nil {
			t.Fatal(err)
		}
		if err := JSON(&js, s, sc.opt); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, sc.name+".txt", text.String())
		golden.Check(t, sc.name+".dot", dot.String())
		golden.Check(t, sc.name+".json", js.String())
		// Same input, same bytes.
		var again bytes.Buffer
		DOT(&again, sc.s(t), sc.opt)
		if again.String() != dot.String() {
			t.Errorf("%s: DOT differs from run to run", sc.name)
		}
	}
}

func TestAIMAText(t *testing.T) {
	var b bytes.Buffer
	Text(&b, searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, false), Options{})
	out := b.String()
	for _, want := range []string{
		"Result: value 3, best move B; 13 nodes, 11 visited, 7 leaves evaluated, 1 cutoff, 2 pruned",
		"cutoff after 2",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q:\n%s", want, out)
		}
	}
	if strings.Count(out, "   pruned\n") != 2 {
		t.Errorf("want the leaves 4 and 6 pruned:\n%s", out)
	}
}

func TestJSONFields(t *testing.T) {
	var b bytes.Buffer
	JSON(&b, searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, false), Options{})
	var doc struct {
		Value    float64
		BestMove string `json:"best_move"`
		Counts   map[string]int
		Nodes    []map[string]any
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Value != 3 || doc.BestMove != "B" || doc.Counts["visited"] != 11 || doc.Counts["leaves_evaluated"] != 7 || doc.Counts["cutoffs"] != 1 || doc.Counts["pruned"] != 2 || doc.Counts["nodes"] != 13 {
		t.Errorf("doc = %+v", doc)
	}
	root := doc.Nodes[0]
	if root["parent"] != nil || root["alpha_in"] != "-inf" || root["beta_in"] != "+inf" || root["player"] != "max" || root["pv"] != true {
		t.Errorf("root = %v", root)
	}
	for _, key := range []string{"id", "parent", "label", "move", "depth", "player", "value", "bound", "alpha_in", "beta_in", "alpha_out", "beta_out", "order", "cutoff", "pruned", "pv", "leaf", "terminal", "eval", "leaf_value"} {
		if _, ok := root[key]; !ok {
			t.Errorf("node lacks %q", key)
		}
	}
	pruned := 0
	for _, n := range doc.Nodes {
		if n["pruned"] == true {
			pruned++
			if n["value"] != nil || n["order"] != nil {
				t.Errorf("pruned node with a value or order: %v", n)
			}
		}
	}
	if pruned != 2 {
		t.Errorf("%d pruned nodes, want 2", pruned)
	}
}

func TestQuote(t *testing.T) {
	for in, want := range map[string]string{
		`a`:          `"a"`,
		`say "hi"`:   `"say \"hi\""`,
		`back\slash`: `"back\\slash"`,
		"two\nlines": `"two\nlines"`,
		`left\l`:     `"left\l"`,
	} {
		if got := quote(in); got != want {
			t.Errorf("quote(%q) = %s, want %s", in, got, want)
		}
	}
	if got := htmlEscape(`<a & "b">`); got != "&lt;a &amp; &quot;b&quot;&gt;" {
		t.Errorf("htmlEscape = %s", got)
	}
}

// svgDoc is what the SVG test reads of graphviz's output.
type svgDoc struct {
	Groups []svgGroup `xml:"g>g"`
}

type svgGroup struct {
	Class string `xml:"class,attr"`
	Title string `xml:"title"`
}

func TestSVG(t *testing.T) {
	gv := newGraphviz(t)
	for _, sc := range scenarios[:5] {
		s := sc.s(t)
		var b bytes.Buffer
		if err := gv.SVG(&b, s, sc.opt); err != nil {
			t.Fatal(err)
		}
		var doc svgDoc
		if err := xml.Unmarshal(b.Bytes(), &doc); err != nil {
			t.Fatalf("%s: the SVG is not well-formed XML: %v", sc.name, err)
		}
		nodes, edges := map[string]bool{}, 0
		for _, g := range doc.Groups {
			switch g.Class {
			case "node":
				nodes[g.Title] = true
			case "edge":
				edges++
			}
		}
		drawn := len(s.visible(sc.opt))
		// One group per tree node; the legend is under the drawing.
		if len(nodes) != drawn || !nodes["n0"] || edges != drawn-1 || !strings.Contains(b.String(), ">Legend<") {
			t.Errorf("%s: %d node groups and %d edges, want %d and %d, and the legend", sc.name, len(nodes), edges, drawn, drawn-1)
		}
	}
}

func TestPNGAndPDF(t *testing.T) {
	gv := newGraphviz(t)
	s := searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, false)
	var b bytes.Buffer
	if err := gv.PNG(&b, s, Options{}); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	bounds := img.Bounds()
	if bounds.Dx() < 400 || bounds.Dy() < 300 {
		t.Errorf("PNG is %dx%d", bounds.Dx(), bounds.Dy())
	}
	// The picture has lines: dark pixels, red ones (the principal
	// variation) and blue ones (the cutoff edge).
	var dark, red, blue int
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			r, g, bl = r>>8, g>>8, bl>>8
			switch {
			case r < 60 && g < 60 && bl < 60:
				dark++
			case r > 180 && g < 80 && bl < 80:
				red++
			case bl > 150 && r < 80 && g < 140:
				blue++
			}
		}
	}
	if dark < 2000 || red < 500 || blue < 50 {
		t.Errorf("PNG has %d dark, %d red, %d blue pixels; the drawing looks empty", dark, red, blue)
	}
	var pdf1, pdf2 bytes.Buffer
	if err := gv.PDF(&pdf1, s, Options{}); err != nil {
		t.Fatal(err)
	}
	gv.PDF(&pdf2, s, Options{})
	if !bytes.HasPrefix(pdf1.Bytes(), []byte("%PDF-")) || pdf1.Len() < 1000 {
		t.Errorf("PDF starts %q, %d bytes", pdf1.Bytes()[:8], pdf1.Len())
	}
	if !bytes.Equal(pdf1.Bytes(), pdf2.Bytes()) {
		t.Error("PDF differs from run to run")
	}
}

func TestViews(t *testing.T) {
	s := searched(t, othelloTree(t, 8, "", 3), minimax.AlphaBeta, false)
	full, visited, pv := len(s.visible(Options{})), len(s.visible(Options{View: Visited})), len(s.visible(Options{View: PV}))
	if full != 73 || visited != int(s.Ann.Stats.Visited) || pv >= visited {
		t.Errorf("full %d, visited %d (searched %d), pv %d", full, visited, s.Ann.Stats.Visited, pv)
	}
	if top := len(s.visible(Options{ShowDepth: 1})); top != 5 {
		t.Errorf("--show-depth 1 draws %d nodes, want 5", top)
	}
	if _, err := ParseView("all"); err == nil {
		t.Error("ParseView(all) gave no error")
	}
	for _, v := range []View{Full, Visited, PV} {
		if got, err := ParseView(v.String()); err != nil || got != v {
			t.Errorf("ParseView(%s) = %v, %v", v, got, err)
		}
	}
}

var _ = io.Discard

func TestPowerLabel(t *testing.T) {
	for e, want := range map[float64]string{0: "1", 1: "10", 2: "100", 3: "1k", 4: "10k", 6: "1M", 8: "100M", 9: "1G", -1: "1e-1"} {
		if got := powerLabel(e); got != want {
			t.Errorf("powerLabel(%v) = %q, want %q", e, got, want)
		}
	}
}

// A finished game in a game tree says who won in the game's words, not in
// Othello's discs.
func TestGameOverSentence(t *testing.T) {
	for _, c := range []struct{ name, size, moves, want string }{
		{"tictactoe", "", "b2 a1 c3 c1", "(X wins), so its value is +1."},
		{"nim", "1 2", "", "(X took the last object and wins), so its value is +1."},
	} {
		tr := traced(t, gameTree(t, c.name, c.size, c.moves, 3), minimax.AlphaBeta, true)
		found := false
		for k := 1; k <= len(tr.Log.Events); k++ {
			if tr.EventName(k) == "game_over" && strings.HasSuffix(tr.Sentence(k), c.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no game-over step ends %q", c.name, c.want)
		}
	}
}
