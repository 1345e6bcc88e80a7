package main

import (
	"net/http/httptest"
	"net/url"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"gametree/explore"
	"gametree/internal/msg"
	"gametree/web"
)

// cliTrees are the trees every search is asked of: a textbook tree in
// every notation (a single leaf, vectors, chance nodes, leaves not quiet),
// each registered game's start, and finished games.
func cliTrees() [][]string {
	trees := [][]string{
		{"--leaves", "5"}, {"--leaves", "(5)"}, {"--leaves", "(1 2)"}, {"--leaves", "((3 12 8) (2 4 6) (14 5 2))"},
		{"--leaves", "(1,2,6)"}, {"--leaves", "((1,2,6) (4,2,3))"}, {"--leaves", "({1/2: 3, 1/2: 4} 5)"},
		{"--leaves", "(4?(-2 6) (2 3))"}, {"--leaves", "4?(1 2)"},
		{"--game", "tictactoe", "--board", "XXXOO----"}, {"--game", "nim3", "--board", "0 0 0"}, {"--game", "nim", "--board", "0"},
		{"--game", "kuhn", "--board", "JQ pp"},
	}
	for _, g := range explore.Games() {
		trees = append(trees, []string{"--game", g.Name})
	}
	return trees
}

// conformanceFace is a face a search is asked on: the command's words,
// and the server's endpoint that answers the same request with the same
// JSON ("" for none).
type conformanceFace struct {
	args     []string
	endpoint string
}

// conformanceFaces are the faces of the conformance test: the command
// line's tree (text, JSON, DOT, LaTeX), step (trace and JSON), compare and
// quiz, each JSON face beside the server's API.
var conformanceFaces = []conformanceFace{
	{[]string{"tree"}, ""},
	{[]string{"tree", "--format", "json"}, "tree"},
	{[]string{"tree", "--format", "dot"}, ""},
	{[]string{"tree", "--format", "latex"}, ""},
	{[]string{"step", "--trace"}, ""},
	{[]string{"step", "--format", "json"}, "step"},
	{[]string{"compare"}, ""},
	{[]string{"quiz", "--format", "json", "--seed", "3"}, "quiz"},
}

// Every declared search x every face x every tree (each registered game
// and every textbook notation), in both languages: each cell an answer,
// or a refusal of one line with exit 1 or 2 (never a panic, never a
// trace); the same outcome in French, a refusal said in French; and where
// the server answers the same request, the same outcome, and for an answer
// the same JSON, byte for byte. The short run turns the faces a cell;
// GAMETREE_LONG runs every face of every cell. A search or a game enters
// the test by being registered. The inputs that once stopped the server
// are among the rows (a max^n step whose root is a leaf, Nim for three at
// its end, CFR on a textbook tree).
func TestConformance(t *testing.T) {
	long := os.Getenv("GAMETREE_LONG") != ""
	srv := web.New(web.Options{MaxNodes: 100000, Timeout: time.Minute})
	cell := 0
	for _, c := range explore.Searches(msg.En) {
		for _, tr := range cliTrees() {
			for k, f := range conformanceFaces {
				if !long && k != cell%len(conformanceFaces) {
					continue
				}
				checkCell(t, srv, c, tr, f)
			}
			cell++
		}
	}
}

// searchArgs are the arguments that ask search c of tree tr: small, so
// that every cell answers at once.
func searchArgs(c explore.SearchChoice, tr []string) []string {
	args := append(append([]string{}, tr...), "--algo", c.Name)
	if slices.Contains(c.Takes, "iterations") {
		args = append(args, "--iterations", "3")
	} else if slices.Contains(c.Takes, "depth") && tr[0] == "--game" {
		args = append(args, "--depth", "2")
	}
	return args
}

// checkCell asks search c of tree tr on face f, in English and French, on
// the command line and where it has one, on the server's API.
func checkCell(t *testing.T, srv *web.Server, c explore.SearchChoice, tr []string, f conformanceFace) {
	t.Helper()
	args := append(append([]string{}, f.args...), searchArgs(c, tr)...)
	en := runApp(t, "", nil, false, args...)
	if !oneLineOrAnswer(t, args, en) {
		return
	}
	inFrench(t, args, en)
	if f.endpoint == "" {
		return
	}
	q := queryOf(args[len(f.args):])
	if f.args[0] == "quiz" {
		q.Set("seed", "3")
	}
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest("GET", "/api/"+f.endpoint+"?"+q.Encode(), nil))
	switch {
	case (rec.Code == 200) != (en.code == 0):
		t.Errorf("%q: exit %d on the command line, %d from /api/%s: %s%s", args, en.code, rec.Code, f.endpoint, en.stderr, rec.Body)
	case rec.Code == 200 && strings.TrimSpace(rec.Body.String()) != strings.TrimSpace(en.stdout):
		t.Errorf("%q: /api/%s answers other JSON than the command line:\n%.600s\n---\n%.600s", args, f.endpoint, rec.Body, en.stdout)
	}
}

// oneLineOrAnswer reports whether r answered; a refusal must be one line
// and exit 1 or 2, which it reports an error of otherwise.
func oneLineOrAnswer(t *testing.T, args []string, r result) bool {
	t.Helper()
	switch {
	case r.code == 0:
		return true
	case r.code == 1 || r.code == 2:
		if strings.Count(r.stderr, "\n") != 1 || !strings.HasPrefix(r.stderr, "gametree: ") {
			t.Errorf("%q: exit %d, not one line: %q", args, r.code, r.stderr)
		}
	default:
		t.Errorf("%q: exit %d: %s", args, r.code, r.stderr)
	}
	return true
}

// inFrench runs args again in French: the same outcome as en, and a
// refusal said in French.
func inFrench(t *testing.T, args []string, en result) {
	t.Helper()
	fr := runApp(t, "", nil, false, append(args, "--lang", "fr")...)
	switch {
	case fr.code != en.code:
		t.Errorf("%q: exit %d in English, %d in French: %s", args, en.code, fr.code, fr.stderr)
	case en.code != 0 && fr.stderr == en.stderr:
		t.Errorf("%q: the refusal is not said in French: %s", args, fr.stderr)
	}
}

// queryOf turns a command's flags (--name value) into the server's query.
func queryOf(args []string) url.Values {
	q := url.Values{}
	for i := 0; i+1 < len(args); i += 2 {
		q.Set(strings.TrimPrefix(args[i], "--"), args[i+1])
	}
	return q
}

// Every search declared on play, as a player of every registered game (a
// match of one game against random players), in both languages: a game
// played, or a refusal of one line, said in French too. A search to a
// depth plays at depth 1, Monte Carlo tree search as ai:NAME:20.
func TestConformancePlay(t *testing.T) {
	for _, c := range explore.Searches(msg.En) {
		if !slices.Contains(c.Faces, "play") {
			continue
		}
		spec := c.Name + ":1"
		if c.MonteCarlo {
			spec = "ai:" + c.Name + ":20"
		}
		for _, g := range explore.Games() {
			args := []string{"match", "--game", g.Name, "--black", spec, "--white", "random", "--games", "1", "--no-time"}
			if g.Several > 2 {
				args = []string{"match", "--game", g.Name, "--players", spec + ",random,random", "--games", "1", "--no-time"}
			}
			en := runApp(t, "", nil, false, args...)
			if !oneLineOrAnswer(t, args, en) {
				continue
			}
			if en.code == 0 && !strings.Contains(en.stdout, spec) {
				t.Errorf("%q: the report names no %s:\n%s", args, spec, en.stdout)
			}
			inFrench(t, args, en)
		}
	}
}
