package main

import (
	"encoding/json"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"gametree/explore"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/search"
	"gametree/web"
)

// A search of one's own, in this one file and its declaration, never
// shipped: mirror, alpha-beta (fail-soft) that tries the children right
// to left. It proves that a search declared once (package search) is
// offered by every face its declaration names and refused with its
// reason everywhere else, with no other file touched (docs/trees.md,
// "Adding a search").
func init() {
	msg.AddFrench(map[string]string{
		"alpha-beta right to left":                     "alpha-bêta de droite à gauche",
		"alpha-beta trying the children right to left": "l'alpha-bêta qui essaie les enfants de droite à gauche",
		"right to left":                                "de droite à gauche",
	})
	d := search.Register(search.Decl{Name: "mirror", Title: "alpha-beta right to left", Note: "alpha-beta trying the children right to left",
		Menu: "right to left", Scores: true, Takes: []string{"depth"}, Grows: "depth", Prunes: true,
		Faces: search.Tree | search.Step | search.Compare, Rank: 90})
	explore.RegisterRun(d, mirror) // its run, where the faces run a search of minimax's family
}

// mirror is the search: alpha-beta, fail-soft, each node's children
// tried from the last to the first. It reports to tr (nil for none) as
// minimax.Search does.
func mirror(g minimax.Game[int32], root int32, opt minimax.Options[int32], tr minimax.Tracer[int32]) minimax.Result[int32] {
	opt.Algorithm, opt.FailSoft = minimax.AlphaBeta, true
	opt.Order = func(_ int32, _ int, _ bool, children []int32) { slices.Reverse(children) }
	return minimax.Search(g, root, opt, tr)
}

// The search of one's own through the command line, its JSON, compare,
// the step-through, the refusals of what it does not take, and the
// pages' menus and API.
func TestASearchOfOnesOwn(t *testing.T) {
	const fig52 = "((3 12 8) (2 4 6) (14 5 2))"
	r := runApp(t, "", nil, false, "tree", "--leaves", fig52, "--algo", "mirror")
	// Right to left: D's 2 first, then C's 6 and 4 (C cut off), then B.
	if r.code != 0 || !strings.Contains(r.stdout, "Search: alpha-beta right to left, natural order") ||
		!strings.Contains(r.stdout, "Result: value 3, best move B") {
		t.Fatalf("tree: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	r = runApp(t, "", nil, false, "--lang", "fr", "tree", "--leaves", fig52, "--algo", "mirror")
	if r.code != 0 || !strings.Contains(r.stdout, "Recherche : alpha-bêta de droite à gauche") {
		t.Errorf("tree in French: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	r = runApp(t, "", nil, false, "tree", "--leaves", fig52, "--algo", "mirror", "--format", "json")
	var doc struct {
		Algorithm string `json:"algorithm"`
		Nodes     []struct {
			Label string `json:"label"`
			Order *int   `json:"order"`
		} `json:"nodes"`
	}
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &doc) != nil || doc.Algorithm != "mirror" {
		t.Fatalf("tree JSON: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	for _, n := range doc.Nodes {
		if n.Label == "D" && (n.Order == nil || *n.Order != 2) {
			t.Errorf("D entered %v, want second (right to left)", n.Order)
		}
	}
	r = runApp(t, "", nil, false, "tree", "--help")
	if !strings.Contains(strings.Join(strings.Fields(r.stdout), " "), "mirror (alpha-beta trying the children right to left)") {
		t.Errorf("tree --help offers no mirror:\n%s", r.stdout)
	}
	r = runApp(t, "", nil, false, "step", "--leaves", fig52, "--algo", "mirror", "--trace", "--format", "csv")
	if r.code != 0 || !strings.Contains(r.stdout, "2,A > D,D,enter,") {
		t.Errorf("step: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	r = runApp(t, "", nil, false, "compare", "--leaves", fig52, "--no-time", "--format", "csv")
	if r.code != 0 || !strings.Contains(r.stdout, "\n2,mirror,natural,") {
		t.Errorf("compare: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	r = runApp(t, "", nil, false, "compare", "--game", "tictactoe", "--moves", "b2a1", "--depth", "2", "--no-time", "--format", "csv")
	if r.code != 0 || !strings.Contains(r.stdout, "\n2,mirror,natural,") {
		t.Errorf("compare on a game: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	// What it does not take is refused, with the searches that do.
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--leaves", "({1 2} 3)"}, "the tree has chance nodes (braces), which mirror does not know: use --algo expectimax, star1 or star2"},
		{[]string{"--leaves", fig52, "--order", "perfect"}, "--order applies to --algo minimax, alphabeta, probcut, expectimax, star1 or star2, not to --algo mirror"},
		{[]string{"--leaves", fig52, "--iterations", "9"}, "--iterations applies to --algo mcts, puct, cfr or cfr+, not to --algo mirror"},
		{[]string{"--game", "pig", "--depth", "2"}, "Pig has chance nodes (the die), which mirror does not know: use --algo expectimax, star1 or star2"},
	} {
		r = runApp(t, "", nil, false, append([]string{"tree", "--algo", "mirror"}, c.args...)...)
		if r.code != 2 || r.stderr != "gametree: "+c.want+"\n" {
			t.Errorf("%v: exit %d %q, want %q", c.args, r.code, r.stderr, c.want)
		}
	}
	// The pages offer it, and the API searches with it.
	srv := web.New(web.Options{})
	for _, page := range []string{"/tree", "/step"} {
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, httptest.NewRequest("GET", page, nil))
		if !strings.Contains(rec.Body.String(), `<option value="mirror">mirror (right to left)</option>`) || !strings.Contains(rec.Body.String(), `"name":"mirror"`) {
			t.Errorf("%s offers no mirror", page)
		}
	}
	for _, q := range []string{"/api/tree?algo=mirror&leaves=", "/api/step?algo=mirror&leaves=", "/api/compare?leaves="} {
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, httptest.NewRequest("GET", q+"%28%283+12+8%29+%282+4+6%29+%2814+5+2%29%29", nil))
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), "mirror") && !strings.Contains(rec.Body.String(), "D") {
			t.Errorf("%s: %d %.300s", q, rec.Code, rec.Body.String())
		}
	}
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest("GET", "/api/tree?algo=mirror&leaves=%28%7B1+2%7D+3%29", nil))
	if rec.Code != 400 || !strings.Contains(rec.Body.String(), "which mirror does not know") {
		t.Errorf("/api/tree of chance nodes: %d %s", rec.Code, rec.Body.String())
	}
}
