package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"gametree/explore"
	"gametree/game"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/play"
	"gametree/render"
	"gametree/search"
	"gametree/tree"
	"gametree/web"
)

// A family of one's own, in this one file, never shipped: optimists, a
// family whose players all play for MAX (a cooperative game), and its one
// search, optimist: each node worth its best child for MAX. It proves that
// a family declared (search.RegisterFamily), given its faces
// (explore.RegisterFamily, and its players: play.RegisterFamily) and one
// search declared in it (search.Register)
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
	play.RegisterFamily(optimists, optimistPlayers{})
	search.Register(search.Decl{Name: "optimist", Title: "optimist search", Note: "every player plays for MAX, together",
		Menu: "cooperative", Family: optimists, Scores: true, Takes: []string{"depth"}, Grows: "depth",
		Faces: search.Tree | search.Step | search.Play, Rank: 95})
}

// optimistPlayers are the family's players, "optimist:DEPTH", on the
// games of two players without chance nor hidden cards; each plays as
// minimax to that depth (a player for a partner who plays for it too).
type optimistPlayers struct{}

func (optimistPlayers) Plays(_ *search.Decl, g game.Game) bool {
	e, _ := game.Lookup(g.Name())
	return game.Players(g) == 2 && !game.HasChance(g) && !e.Hidden
}

func (optimistPlayers) Kind(d *search.Decl) string { return d.Name }

func (optimistPlayers) Spec(d *search.Decl, _ game.Game) string { return d.Name + ":DEPTH" }

func (optimistPlayers) Refused(spec string, _ *search.Decl, g game.Game) error {
	return fmt.Errorf("player %q: %s is not a game of two players without chance; optimists play those", spec, g.Title())
}

func (optimistPlayers) Parse(spec, rest string, d *search.Decl, g game.Game, cfg play.Config) (play.Player, error) {
	p, err := play.ParsePlayer("minimax:"+rest, g, cfg)
	if err != nil {
		return nil, err
	}
	return optimistPlayer{p, d.Name + ":" + rest}, nil
}

// optimistPlayer is a player of the family, named by its own spec.
type optimistPlayer struct {
	play.Player
	spec string
}

func (o optimistPlayer) Spec() string { return o.spec }

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
	// Its players: a match on a game they play, listed in play's help
	// and a game's players; refused with the family's reason on a game
	// of chance.
	r = runOK(t, "match", "--game", "tictactoe", "--black", "optimist:2", "--white", "random", "--games", "1", "--no-time")
	holds(t, "match", r.stdout, "optimist:2")
	holds(t, "play --help", strings.Join(strings.Fields(runOK(t, "play", "--help").stdout), " "), "optimist:DEPTH")
	if r = runApp(t, "", nil, false, "match", "--game", "pig", "--black", "optimist:2", "--white", "random", "--games", "1"); r.code == 0 || !strings.Contains(r.stderr, "optimists play those") {
		t.Errorf("optimist on Pig: exit %d %q", r.code, r.stderr)
	}
	// Not declared on compare: compare lists none of its rows.
	if r = runOK(t, "compare", "--leaves", fig52); strings.Contains(r.stdout, "optimist") {
		t.Errorf("compare runs a search not declared on it:\n%s", r.stdout)
	}
}
