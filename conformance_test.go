package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"gametree/explore"
	"gametree/internal/msg"
	"gametree/tree"
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
// the server's endpoint that answers the same request with the same JSON
// ("" for none), and for a face written to a file (-o), the file's
// extension and how it starts.
type conformanceFace struct {
	args     []string
	endpoint string
	ext      string
	starts   string
	file     string
}

// conformanceFaces are the faces of the conformance test: the command
// line's tree (text, JSON, DOT, LaTeX and TikZ, SVG, PNG, PDF, the one-file page
// and its SCORM package), step (trace, JSON, the one-file page), compare,
// quiz (JSON, the one-file page, SCORM) and solve, each JSON face beside
// the server's API.
var conformanceFaces = []conformanceFace{
	{[]string{"tree"}, "", "", "", ""},
	{[]string{"tree", "--format", "json"}, "tree", "", "", ""},
	{[]string{"tree", "--format", "dot"}, "", "", "", ""},
	// LaTeX's pages to three plies: Leduc hold'em's whole tree takes
	// 121 pages and 40 s.
	{[]string{"tree", "--format", "tex", "--show-depth", "3"}, "", "", "", ""},
	{[]string{"tree", "--format", "tikz", "--show-depth", "3"}, "", "", "", ""},
	{[]string{"step", "--trace"}, "", "", "", ""},
	{[]string{"step", "--format", "json"}, "step", "", "", ""},
	{[]string{"compare", "--format", "json", "--no-time"}, "compare", "", "", ""},
	{[]string{"quiz", "--answers", "EMPTY", "--json"}, "quiz", "", "", ""},
	{[]string{"tree", "--format", "svg"}, "", "", "", ""},
	{[]string{"tree"}, "", ".png", "\x89PNG", ""},
	{[]string{"tree"}, "", ".pdf", "%PDF", ""},
	{[]string{"tree"}, "", ".html", "<!doctype html>", ""},
	{[]string{"tree"}, "", ".zip", "PK", ""},
	{[]string{"step"}, "", ".html", "<!doctype html>", ""},
	{[]string{"quiz"}, "", ".html", "<!doctype html>", ""},
	{[]string{"quiz"}, "", ".zip", "PK", ""},
	{[]string{"solve"}, "", "", "", ""},
	{[]string{"solve", "--format", "json"}, "", "", "", ""},
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
	dir := t.TempDir()
	empty := filepath.Join(dir, "answers.txt")
	if err := os.WriteFile(empty, []byte("# no answer: the grading gives every answer expected\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cell := 0
	for _, c := range explore.Searches(msg.En) {
		for _, tr := range cliTrees() {
			for k, f := range conformanceFaces {
				if !long && k != cell%len(conformanceFaces) {
					continue
				}
				if i := slices.Index(f.args, "EMPTY"); i >= 0 {
					f.args = slices.Clone(f.args)
					f.args[i] = empty
				}
				if f.ext != "" {
					f.file = filepath.Join(dir, strconv.Itoa(cell)+f.ext)
					f.args = append(slices.Clone(f.args), "-o", f.file)
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
	switch f.args[0] {
	case "compare":
		args = append(append([]string{}, f.args...), compareArgs(c, tr)...)
	case "quiz":
		args = append(append([]string{}, f.args...), quizArgs(tr)...)
	}
	en := runApp(t, "", nil, false, args...)
	if !oneLineOrAnswer(t, args, en) {
		return
	}
	if en.code == 0 {
		checkAnswer(t, args, f, c, tr, en)
	}
	inFrench(t, args, en)
	if f.endpoint == "" {
		return
	}
	q := queryOf(args[len(f.args):])
	if f.args[0] == "compare" {
		q.Set("no-time", "true")
	}
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest("GET", "/api/"+f.endpoint+"?"+q.Encode(), nil))
	switch {
	case (rec.Code == 200) != (en.code == 0):
		t.Errorf("%q: exit %d on the command line, %d from /api/%s: %s%s", args, en.code, rec.Code, f.endpoint, en.stderr, rec.Body)
	case rec.Code == 200 && f.args[0] != "quiz" && strings.TrimSpace(rec.Body.String()) != strings.TrimSpace(en.stdout):
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

// checkAnswer checks what a cell answered: a file that is what its
// extension says, an SVG that is one, and the JSON of a tree and of its
// steps held to the cell's reference (referenceOf): the textbooks' own
// definition of the value, every node visited, for a search that gives
// it exactly; the engine run directly for Monte Carlo tree search and
// CFR.
func checkAnswer(t *testing.T, args []string, f conformanceFace, c explore.SearchChoice, tr []string, en result) {
	t.Helper()
	if f.ext != "" {
		b, err := os.ReadFile(f.file)
		if err != nil || !bytes.HasPrefix(b, []byte(f.starts)) {
			t.Errorf("%q: %s does not start %q (%v)", args, f.ext, f.starts, err)
		}
		os.Remove(f.file)
		if f.ext == ".zip" && f.args[0] != "quiz" {
			b = scormPage(t, args, b)
		}
		if (f.ext == ".html" || f.ext == ".zip") && f.args[0] != "quiz" {
			checkOneFile(t, args, f, c, tr, b)
		}
		return
	}
	if slices.Contains(f.args, "svg") && !strings.Contains(en.stdout, "<svg") {
		t.Errorf("%q: no SVG: %.200s", args, en.stdout)
	}
	if f.args[0] == "quiz" {
		checkQuizKey(t, args, tr, en.stdout)
		return
	}
	if f.args[0] == "tree" && f.ext == "" && f.endpoint == "" {
		checkTextSummary(t, args, f, en.stdout, en.stderr)
		return
	}
	if f.args[0] == "solve" && slices.Contains(f.args, "json") {
		f.endpoint = "solve" // no API of its own: held to the reference
	}
	if f.endpoint != "tree" && f.endpoint != "step" && f.endpoint != "compare" && f.endpoint != "solve" {
		return
	}
	if ref, ok := referenceOf(t, searchArgs(c, tr), c, tr); ok {
		checkReference(t, args, f, c, ref, en.stdout)
	} else if f.endpoint == "compare" {
		checkCompareRows(t, args, c, en.stdout, nil)
	}
}

// sameValue reports whether two values of the JSON (a number, or a list of
// utilities) are equal, numbers to 1e-9 (expectiminimax's sums of sixths
// added in another order).
func sameValue(a, b any) bool {
	switch x := a.(type) {
	case float64:
		y, ok := b.(float64)
		return ok && math.Abs(x-y) <= 1e-9
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !sameValue(x[i], y[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// referenceTree is the tree a cell searched, every node of it built: a
// textbook tree as its leaves write it; a game's tree to its depth, as
// the search built it (its nodes' values the game's evaluation), the
// nodes it never entered built too. Nil for a game tree of several
// players, whose leaves' utilities the game gives and not the tree.
func referenceTree(t *testing.T, args, tr []string) *tree.Tree {
	t.Helper()
	if tr[0] == "--leaves" {
		tt, err := tree.ParseLeaves(tr[1], false)
		if err != nil {
			t.Fatal(err)
		}
		return tt
	}
	q := explore.Values{}
	for k, v := range queryOf(args) {
		q[k] = v
	}
	req, err := explore.ParseTree(q, nil)
	if err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	s, err := explore.Tree(context.Background(), req, nil)
	if err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	if err := s.Tree.ExpandAll(); err != nil || s.Tree.Players() > 0 {
		return nil
	}
	return s.Tree
}

// naiveJSON is the root's value of textbook tree t by search c as the
// JSON writes it: a number, or under max^n the root's utilities.
func naiveJSON(t *tree.Tree, c explore.SearchChoice) string {
	if t.Players() > 0 && c.Players != "paranoid" {
		b, _ := json.Marshal(naiveVector(t, 0))
		return string(b)
	}
	b, _ := json.Marshal(naiveValue(t, 0, t.RootMax))
	return string(b)
}

// naiveValue is the value of node n of textbook tree t, every node
// visited, written from the textbooks' pseudo-code: MINIMAX (AIMA, 4th
// edition, figure 5.3: MAX takes the largest child, MIN the smallest)
// and EXPECTIMINIMAX at chance nodes (AIMA 5.5: the sum of the children
// weighed by their probabilities); on a tree of utility vectors, paranoid
// search's (Sturtevant and Korf 2000: the root's player maximizes its own
// utility, every other player minimizes it). Checked on AIMA's figure 5.2
// (3) and on figure 5.4 by paranoid search (1) in TestNaiveReferences.
func naiveValue(t *tree.Tree, n int32, max bool) float64 {
	nd := t.Nodes[n]
	if nd.Count == 0 {
		if u := t.Utility(n); u != nil {
			return u[t.Mover(0)]
		}
		return nd.Value
	}
	if t.IsChance(n) {
		sum := 0.0
		for k := nd.First; k < nd.First+nd.Count; k++ {
			sum += t.Probability(k) * naiveValue(t, k, max)
		}
		return sum
	}
	if t.Players() > 0 {
		max = t.Mover(n) == t.Mover(0)
	}
	best := math.Inf(-1)
	if !max {
		best = math.Inf(1)
	}
	for k := nd.First; k < nd.First+nd.Count; k++ {
		v := naiveValue(t, k, !max)
		if (max && v > best) || (!max && v < best) {
			best = v
		}
	}
	return best
}

// naiveVector is max^n's utilities at node n of a tree of utility vectors
// (Luckhardt and Irani 1986): the player to move takes the child whose
// utility is largest for itself, the first of equals.
func naiveVector(t *tree.Tree, n int32) []float64 {
	nd := t.Nodes[n]
	if nd.Count == 0 {
		return t.Utility(n)
	}
	var best []float64
	p := t.Mover(n)
	for k := nd.First; k < nd.First+nd.Count; k++ {
		if v := naiveVector(t, k); best == nil || v[p] > best[p] {
			best = v
		}
	}
	return best
}

// The references of the conformance test hold on the figures their
// sources publish: AIMA's figure 5.2, MINIMAX's 3; figure 5.4, max^n's
// (1,2,6) at the root, and paranoid search's 1 for A (B and C together
// hold A to 1 below either move).
func TestNaiveReferences(t *testing.T) {
	f52, _ := tree.ParseLeaves("((3 12 8) (2 4 6) (14 5 2))", false)
	if v := naiveValue(f52, 0, true); v != 3 {
		t.Errorf("figure 5.2: %v, want 3", v)
	}
	f54, _ := tree.ParseLeaves(aima54, false)
	if v := naiveVector(f54, 0); !slices.Equal(v, []float64{1, 2, 6}) {
		t.Errorf("figure 5.4 by max^n: %v, want (1,2,6)", v)
	}
	if v := naiveValue(f54, 0, true); v != 1 {
		t.Errorf("figure 5.4 by paranoid search: %v, want 1", v)
	}
	chance, _ := tree.ParseLeaves("({1/2: 3, 1/2: 4} 5)", false)
	if v := naiveValue(chance, 0, true); v != 5 {
		t.Errorf("a chance node worth 7/2 beside 5: %v, want 5", v)
	}
}
