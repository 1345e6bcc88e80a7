package explore

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"gametree/game"
	"gametree/minimax"
	"gametree/othello"
	"gametree/othello/adapter"
	"gametree/play"
	"gametree/render"
)

var bg = context.Background()

func TestTreeAndStep(t *testing.T) {
	for _, tc := range []struct {
		params Values
		nodes  int64
		value  float64
	}{
		{v("leaves", "((3 12 8) (2 4 6) (14 5 2))"), 13, 3},
		{v("leaves", "((3 12 8) (2 4 6) (14 5 2))", "order", "perfect", "algo", "minimax"), 13, 3},
		{v("depth", "3", "order", "static"), 73, 3},
		{v("depth", "4", "order", "eval", "view", "visited", "fail-soft", "true"), 317, -2},
		{v("depth", "8", "view", "pv", "order", "eval"), 455221, -2},
	} {
		req, err := ParseTree(tc.params, nil)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Tree(bg, req, nil)
		if err != nil {
			t.Fatalf("%v: %v", tc.params, err)
		}
		if s.Nodes != tc.nodes || s.Value != tc.value {
			t.Errorf("%v: %d nodes, value %v; want %d, %v", tc.params, s.Nodes, s.Value, tc.nodes, tc.value)
		}
		sreq, _ := ParseStep(tc.params, nil)
		if tc.nodes > 0 && tc.nodes < 1000 {
			tr, err := stepTrace(bg, sreq)
			if err != nil || tr.Search.Value != tc.value || tr.Len() == 0 {
				t.Errorf("%v: step %v", tc.params, err)
			}
		}
	}
	for params, want := range map[*Values]string{
		ptrTo(v("depth", "8")): "depth 8 gives 455,221 nodes, over the limit of 100000; lower --depth, raise --max-nodes, or draw part of the search with --view pv or --view visited (alpha-beta)",
		ptrTo(v("depth", "9")): "depth 9 gives about 3,4",
		ptrTo(v("depth", "13", "view", "pv", "max-nodes", "50")): "the search needs more than 50 nodes (--max-nodes); lower --depth or raise --max-nodes",
		ptrTo(v("leaves", "((1 2) (3 4))", "max-nodes", "3")):    "the tree has 7 nodes, over the limit of 3; raise --max-nodes",
		ptrTo(v("leaves", "((1 2) (3 4))", "order", "eval")):     "--order eval needs a game tree (a textbook tree has no moves to rank nor positions to evaluate); use natural or perfect",
		ptrTo(v("leaves", "((1 2) (3 4)")):                       "tree: ",
	} {
		req, err := ParseTree(*params, nil)
		if err == nil {
			_, err = Tree(bg, req, nil)
		}
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%v: %v, want %q", *params, err, want)
		}
	}
}

func ptrTo(v Values) *Values { return &v }

func TestPerftAndShow(t *testing.T) {
	req, err := ParsePerft(v("depth", "4", "divide", "true", "threads", "2"), nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Perft(bg, req, nil)
	if err != nil || rep.Leaves != 244 || len(rep.Divide) != 4 || rep.Divide[0].Move != "d3" {
		t.Errorf("perft 4: %+v, %v", rep, err)
	}
	req, _ = ParsePerft(v("depth", "0"), nil)
	if rep, _ := Perft(bg, req, nil); rep.Leaves != 1 {
		t.Errorf("perft 0: %+v", rep)
	}
	g, err := ParsePosition(v("board", "XXXXXXXXXXXXXXXO X"), nil)
	if err != nil {
		t.Fatal(err)
	}
	r := Show(g)
	if !r.GameOver || r.Winner == nil || *r.Winner != "black" || r.Played != nil {
		t.Errorf("show: %+v", r)
	}
	g, _ = ParsePosition(v("moves", "f5d6"), nil)
	if r := Show(g); r.Played == nil || *r.Played != "f5d6" || r.ToMove != "black" || len(r.Moves) != 5 {
		t.Errorf("show: %+v", r)
	}
}

func TestCompareReports(t *testing.T) {
	req, err := ParseCompare(v("depth", "1-3"), nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Compare(bg, req, nil)
	if err != nil || len(rep.Rows) != 24 || len(rep.Minimal) != 3 {
		t.Fatalf("compare: %d rows, %v", len(rep.Rows), err)
	}
	rep.DropTimes()
	var text, md, csv, csvTimes, plot bytes.Buffer
	rep.WriteTable(&text, false, true)
	rep.WriteTable(&md, true, false)
	rep.WriteCSV(&csv, true)
	rep.WriteCSV(&csvTimes, false)
	if err := rep.Plot(&plot); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{
		text.String():     "    3  minimax             natural      73      56        0      3  d3        100.0%",
		md.String():       "| depth | algorithm",
		csv.String():      "3,id-tt,eval,53,34,8,3,d3\n",
		csvTimes.String(): "3,id-tt,eval,53,34,8,3,d3,0.000000\n",
		plot.String():     "id-tt (eval)",
	} {
		if !strings.Contains(name, want) {
			t.Errorf("want %q in\n%s", want, name)
		}
	}
	// Many positions: the mean.
	req, _ = ParseCompare(v("positions", "opening", "depth", "2", "eval", "positional"), testFiles)
	rep, err = Compare(bg, req, func(string, ...any) {})
	if err != nil || rep.Position != "Mean over 2 positions, eval positional" || len(rep.Rows) != 8 {
		t.Errorf("mean: %+v, %v", rep, err)
	}
	req, _ = ParseCompare(v("leaves", "((3 12 8) (2 4 6) (14 5 2))", "root", "min"), nil)
	rep, err = Compare(bg, req, nil)
	if err != nil || !rep.Textbook || rep.Rows[0].Value != 6 || !strings.HasPrefix(rep.Position, "Tree ((3 12 8)") {
		t.Errorf("textbook: %+v, %v", rep, err)
	}
}

func TestGame(t *testing.T) {
	g, err := ParsePlay(v("black", "greedy", "white", "random", "seed", "3"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	for !g.Over() {
		if _, err := g.Advance(bg); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := g.Advance(bg); err == nil || err.Error() != "the game is over" {
		t.Errorf("advance after the end: %v", err)
	}
	text, err := FormatGame(g.Game, g.Names, g.Given, "g.txt")
	if err != nil {
		t.Fatal(err)
	}
	back, err := LoadGame(g.Start.Game(), "# a game\n"+text)
	if err != nil || back.Transcript() != g.Transcript() {
		t.Errorf("transcript round trip: %v, %s vs %s", err, back.Transcript(), g.Transcript())
	}
	ggf, _ := FormatGame(g.Game, g.Names, g.Given, "g.GGF")
	if back, err := LoadGame(othello8, ggf); err != nil || back.Transcript() != g.Transcript() {
		t.Errorf("GGF round trip: %v", err)
	}
	if _, ok := g.Hint().(*play.Searcher); !ok {
		t.Errorf("hint player %T, want ai:hard", g.Hint())
	}

	h, err := ParsePlay(v("board", ffo40), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if _, err := h.Advance(bg); err == nil || !strings.Contains(err.Error(), "is a person") {
		t.Errorf("advance for a person: %v", err)
	}
	if _, err := FormatGame(h.Game, h.Names, h.Given, "h.txt"); err == nil {
		t.Error("a game from a board was saved as a transcript")
	}
	if _, err := LoadGame(othello8, "a1 b2 c3 d4 p16"); err == nil {
		t.Errorf("load of a bad transcript: %v", err)
	}
	if g, err := LoadGame(othello8, "f5 d6 c3 j10"); err == nil {
		t.Errorf("10x10 transcript from the 8x8 opening: %v", g.Transcript())
	}
}

func TestMatchAndExplain(t *testing.T) {
	req, err := ParseMatch(v("black", "greedy", "white", "alphabeta:2", "games", "2", "swap", "true", "openings", "2"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ClosePlayers(req.Players)
	said := 0
	rep, err := Match(bg, req, func(string, ...any) { said++ })
	if err != nil || len(rep.Players) != 2 || len(rep.Played) != 2 || said != 2 {
		t.Fatalf("match: %+v, %v, %d progress lines", rep, err, said)
	}
	var text, games bytes.Buffer
	rep.WriteText(&text)
	rep.WriteGames(&games)
	if !strings.Contains(text.String(), "Match: 2 games from random openings of 2 plies (seed 1), colours swapped") ||
		strings.Count(games.String(), "# game") != 2 {
		t.Errorf("report:\n%s\n%s", text.String(), games.String())
	}
	for depth, view := range map[int]render.View{2: render.Full, 5: render.PV} {
		s, opt, err := Explain(bg, adapter.NewOthello(othello.Start(8), othello.Mixed{}), play.SearchSpec{Depth: depth, Eval: "mixed", Order: minimax.Eval})
		if err != nil || opt.View != view || s == nil {
			t.Errorf("explain depth %d: view %v, %v", depth, opt.View, err)
		}
	}
}

func TestFilesRefused(t *testing.T) {
	_, err := ParseTree(v("weights", "w.txt"), nil)
	if err == nil || !strings.Contains(err.Error(), "files cannot be read here") {
		t.Errorf("weights without files: %v", err)
	}
	_, err = ParseTree(v("weights", "none.txt"), testFiles)
	if !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

// A forced pass is played by Advance whoever is to move, a person too.
func TestAdvancePass(t *testing.T) {
	var typed []string
	p := othello.Start(4)
	for m := 0; !p.MustPass(); m++ {
		moves := p.MoveList()
		sq := moves[m%len(moves)]
		typed = append(typed, sq.String())
		p = p.Apply(sq)
		if p.GameOver() {
			t.Skip("no pass in this game")
		}
	}
	g, err := ParsePlay(v("size", "4", "moves", strings.Join(typed, ""), "white", "human"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	mv, err := g.Advance(bg)
	if err != nil || mv.Move != game.Pass {
		t.Errorf("advance at a forced pass: %v, %v", mv.Move, err)
	}
}

// A player of a game of several players is drawn by its own search, as
// tree draws it, and its tree page link names that search: max^n,
// shallow pruning and paranoid search alike.
func TestExplainSeveral(t *testing.T) {
	g, err := game.New("nim3", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range []string{"maxn:2", "shallow:3", "paranoid:2", "ai:perfect"} {
		pl, err := play.ParsePlayer(spec, g, play.Config{})
		if err != nil {
			t.Fatal(err)
		}
		sp, ok := play.DrawnSearch(pl, g.Start())
		if !ok {
			t.Fatalf("%s: not drawn", spec)
		}
		s, _, err := Explain(bg, g.Start(), sp)
		if err != nil || s.Decl != sp.Search {
			t.Fatalf("%s: drawn by %v, %v; want %s", spec, s.Decl.Name, err, sp.Search.Name)
		}
		link := treeLink(bg, &play.Game{Start: g.Start()}, 0, sp)
		if want := "algo=" + sp.Search.Name; !strings.Contains(link, want) || !strings.Contains(link, "depth="+strconv.Itoa(sp.Depth)) {
			t.Errorf("%s: link %s, want %s", spec, link, want)
		}
	}
}
