package main

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"gametree/explore"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/render"
	"gametree/search"
	"gametree/tree"
	"gametree/web"
)

// A family of one's own, in this one file, never shipped: optimists, a
// family whose players all play for MAX (a cooperative game), and its one
// search, optimist: each node worth its best child for MAX. It proves that
// a family declared (search.RegisterFamily), given its faces
// (explore.RegisterFamily) and one search declared in it (search.Register)
// is offered by every face its declaration names, and refused with its
// reason everywhere else, with no other file touched (docs/architecture.md,
// "Adding a family").
func init() {
	msg.AddFrench(map[string]string{
		"optimist search":                      "recherche optimiste",
		"every player plays for MAX, together": "chaque joueur joue pour MAX, ensemble",
		"cooperative":                          "coopératif",
	})
	optimists := search.RegisterFamily("optimists")
	explore.RegisterFamily(optimists, optimistFamily{})
	search.Register(search.Decl{Name: "optimist", Title: "optimist search", Note: "every player plays for MAX, together",
		Menu: "cooperative", Family: optimists, Scores: true, Takes: []string{"depth"}, Grows: "depth",
		Faces: search.Tree | search.Step, Rank: 95})
}

// optimistFamily is the family's faces: its search of a tree, and its
// step-through, a search's trace.
type optimistFamily struct{}

// Grows is false: the family searches the tree the request asks.
func (optimistFamily) Grows() bool { return false }

// Search is minimax with MAX to move at every node, recorded as every
// search of minimax's engine is.
func (optimistFamily) Search(ctx context.Context, req *explore.TreeRequest, t *tree.Tree, _ int64, extra minimax.Tracer[int32]) (*render.Search, error) {
	rec := minimax.NewRecorder(t.Len())
	var tr minimax.Tracer[int32] = rec
	if extra != nil {
		tr = minimax.Tee(tr, extra)
	}
	res := minimax.Search[int32](t, 0, minimax.Options[int32]{Algorithm: minimax.Minimax, MaxAt: func(int32) bool { return true }}, tr)
	if err := t.Err(); err != nil {
		return nil, err
	}
	rec.MarkPV(0)
	s := &render.Search{Tree: t, Ann: rec, Algorithm: minimax.Minimax, Decl: req.Search, Order: minimax.Natural,
		Value: res.Value, Best: -1, Nodes: int64(t.Len()), Pruned: 0, Lang: msg.From(ctx)}
	if res.HasBest {
		s.Best = res.Best
	}
	return s, nil
}

// Step is the search's trace, every event recorded.
func (optimistFamily) Step(ctx context.Context, req *explore.TreeRequest) (explore.Steps, error) {
	log := &minimax.Log[int32]{}
	s, err := explore.Tree(ctx, req, log)
	if err != nil {
		return nil, err
	}
	return &render.Trace{Search: s, Log: log}, nil
}

// The family of one's own through the command line in both languages, its
// JSON beside the server's, the step-through, and the faces its
// declaration leaves out refusing it with their reason.
func TestAFamilyOfOnesOwn(t *testing.T) {
	const fig52 = "((3 12 8) (2 4 6) (14 5 2))"
	r := runOK(t, "tree", "--leaves", fig52, "--algo", "optimist")
	holds(t, "tree", r.stdout, "Search: optimist search", "Result: value 14, best move D")
	r = runOK(t, "--lang", "fr", "tree", "--leaves", fig52, "--algo", "optimist")
	holds(t, "tree in French", r.stdout, "Recherche : recherche optimiste", "Résultat : valeur 14, meilleur coup D")
	r = runOK(t, "tree", "--leaves", fig52, "--algo", "optimist", "--format", "json")
	var doc struct {
		Algorithm string  `json:"algorithm"`
		Value     float64 `json:"value"`
	}
	if json.Unmarshal([]byte(r.stdout), &doc) != nil || doc.Algorithm != "optimist" || doc.Value != 14 {
		t.Errorf("tree JSON: %+v\n%s", doc, r.stdout)
	}
	srv := web.New(web.Options{MaxNodes: 100000})
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest("GET", "/api/tree?algo=optimist&leaves="+strings.ReplaceAll(fig52, " ", "+"), nil))
	if rec.Code != 200 || strings.TrimSpace(rec.Body.String()) != strings.TrimSpace(r.stdout) {
		t.Errorf("/api/tree: %d, other JSON than the command line:\n%.400s", rec.Code, rec.Body)
	}
	r = runOK(t, "step", "--leaves", fig52, "--algo", "optimist", "--trace", "--format", "csv")
	holds(t, "step", r.stdout, "4,A > B > 3,3,leaf,")
	r = runOK(t, "tree", "--help")
	holds(t, "tree --help", strings.Join(strings.Fields(r.stdout), " "), "optimist (every player plays for MAX, together)")
	// Not declared on compare nor play: compare lists none of its rows,
	// and a player of it is refused with the players there are.
	if r = runOK(t, "compare", "--leaves", fig52); strings.Contains(r.stdout, "optimist") {
		t.Errorf("compare runs a search not declared on it:\n%s", r.stdout)
	}
	if r = runApp(t, "", nil, false, "play", "--game", "tictactoe", "--black", "optimist:2"); r.code == 0 || !strings.Contains(r.stderr, "optimist:2") {
		t.Errorf("play with optimist: exit %d %q", r.code, r.stderr)
	}
}
