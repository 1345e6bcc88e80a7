package main

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gametree/othello"
)

const aima = "((3 12 8) (2 4 6) (14 5 2))"

func TestTreeCommand(t *testing.T) {
	r := runApp(t, "", nil, false, "tree", "--leaves", aima)
	if r.code != 0 || !strings.Contains(r.stdout, "Result: value 3, best move B; 13 nodes, 11 visited, 7 leaves evaluated, 1 cutoff, 2 pruned") {
		t.Fatalf("tree --leaves: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = runApp(t, "", nil, false, "tree", "--leaves", aima, "--algo", "minimax")
	if !strings.Contains(r.stdout, "13 nodes, 13 visited, 9 leaves evaluated, 0 cutoffs") {
		t.Errorf("minimax:\n%s", r.stdout)
	}
	r = runApp(t, "", nil, false, "tree", "--leaves", "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]", "--root", "min", "--format", "json")
	var doc struct {
		Value    float64
		Position struct{ Root string }
	}
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil || doc.Value != 6 || doc.Position.Root != "min" {
		t.Errorf("--root min: %v %+v\n%s", err, doc, r.stderr)
	}
	// The defaults: the 8x8 start, depth 3, alpha-beta, discs.
	r = runApp(t, "", nil, false, "tree")
	if r.code != 0 || !strings.Contains(r.stdout, "Search: alpha-beta (fail-soft), natural order, eval discs, depth 3") || !strings.Contains(r.stdout, "73 nodes") {
		t.Errorf("tree with defaults:\n%s%s", r.stdout, r.stderr)
	}
	// A deep search drawn as its principal variation stays under the limit.
	r = runApp(t, "", nil, false, "tree", "--depth", "8", "--view", "pv", "--order", "eval", "--eval", "positional")
	if r.code != 0 || !strings.Contains(r.stdout, "depth 8") {
		t.Errorf("--depth 8 --view pv: exit %d %s", r.code, r.stderr)
	}
	for _, order := range []string{"natural", "static", "eval", "perfect"} {
		for _, soft := range []bool{false, true} {
			args := []string{"tree", "--moves", "f5d6c3", "--depth", "4", "--order", order, "--format", "json", "--eval", "mobility"}
			if soft {
				args = append(args, "--fail-soft")
			}
			r := runApp(t, "", nil, false, args...)
			mm := runApp(t, "", nil, false, "tree", "--moves", "f5d6c3", "--depth", "4", "--algo", "minimax", "--format", "json", "--eval", "mobility")
			var a, b struct{ Value float64 }
			json.Unmarshal([]byte(r.stdout), &a)
			json.Unmarshal([]byte(mm.stdout), &b)
			if r.code != 0 || a.Value != b.Value {
				t.Errorf("%v: exit %d value %v, minimax %v (%s)", args, r.code, a.Value, b.Value, r.stderr)
			}
		}
	}
}

func TestTreeFiles(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"t.svg", "t.dot", "t.json", "t.txt", "t.png", "t.pdf"} {
		out := filepath.Join(dir, name)
		r := runApp(t, "", nil, false, "tree", "--depth", "2", "-o", out)
		if r.code != 0 || r.stdout != "" {
			t.Fatalf("-o %s: exit %d, stdout %q, stderr %q", name, r.code, r.stdout, r.stderr)
		}
		b, err := os.ReadFile(out)
		if err != nil || len(b) == 0 {
			t.Fatalf("-o %s: %v", name, err)
		}
		switch filepath.Ext(name) {
		case ".svg":
			if err := xml.Unmarshal(b, new(struct{})); err != nil {
				t.Errorf("%s is not XML: %v", name, err)
			}
		case ".png":
			if !strings.HasPrefix(string(b), "\x89PNG") {
				t.Errorf("%s is not a PNG", name)
			}
		case ".pdf":
			if !strings.HasPrefix(string(b), "%PDF") {
				t.Errorf("%s is not a PDF", name)
			}
		case ".dot":
			if !strings.HasPrefix(string(b), "digraph gametree {") {
				t.Errorf("%s is not DOT", name)
			}
		}
	}
	// --format wins over the extension.
	out := filepath.Join(dir, "tree.out")
	if r := runApp(t, "", nil, false, "tree", "--depth", "1", "--format", "dot", "-o", out); r.code != 0 {
		t.Errorf("--format dot -o tree.out: %s", r.stderr)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("a temporary file is left: %s", e.Name())
		}
	}
}

func TestTreeErrors(t *testing.T) {
	dir := t.TempDir()
	w6 := filepath.Join(dir, "w6.txt")
	os.WriteFile(w6, []byte(strings.Repeat("1 ", 36)), 0o644)
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"tree", "--leaves", "((3 12 8) (2 4 6)"}, 1, "'(' at character 1 is never closed"},
		{[]string{"tree", "--leaves", "((3) ())"}, 1, "empty list at character 6"},
		{[]string{"tree", "--leaves", "((3 x) (1))"}, 1, `"x" at character 5 is not a leaf value`},
		{[]string{"tree", "--leaves", "((3) (1)) more"}, 1, `unexpected "more"`},
		{[]string{"tree", "--leaves", "  "}, 1, "empty tree"},
		{[]string{"tree", "--leaves", aima, "--moves", "f5"}, 2, "--moves does not apply to a textbook tree"},
		{[]string{"tree", "--leaves", aima, "--depth", "2"}, 2, "--depth does not apply to a textbook tree"},
		{[]string{"tree", "--leaves", aima, "--leaves-file", "x"}, 2, "--leaves and --leaves-file"},
		{[]string{"tree", "--leaves", aima, "--order", "static"}, 2, "--order static needs a game tree"},
		{[]string{"tree", "--leaves", aima, "--root", "middle"}, 2, `--root "middle": want max or min`},
		{[]string{"tree", "--root", "min"}, 2, "--root applies to textbook trees"},
		{[]string{"tree", "--eval", "greedy"}, 2, `--eval "greedy": want discs, positional, mobility, mixed, classic`},
		{[]string{"tree", "--algo", "negamax"}, 2, `--algo "negamax": want minimax, alphabeta, beam, probcut, expectimax, star1, star2, mcts, puct, maxn, shallow, paranoid, cfr, cfr+, mirror or optimist`}, // mirror and optimist: ownsearch_test.go, ownfamily_test.go
		{[]string{"tree", "--format", "gif"}, 2, `--format "gif"`},
		{[]string{"tree", "--order", "random"}, 2, `--order "random": want natural, static, eval or perfect`},
		{[]string{"tree", "--view", "some"}, 2, `--view "some"`},
		{[]string{"tree", "--depth", "0"}, 2, "--depth 0: want 1 to 60 plies"},
		{[]string{"tree", "--depth", "-2"}, 2, "--depth -2"},
		{[]string{"tree", "--algo", "minimax", "--fail-soft"}, 2, "--fail-soft applies to --algo alphabeta or paranoid, not to --algo minimax"},
		{[]string{"tree", "--depth", "8", "--algo", "minimax"}, 1, "depth 8 gives 455,221 nodes, over the limit of 100000 (--max-nodes); lower --depth or raise --max-nodes"}, // minimax prunes nothing: no view draws less
		{[]string{"tree", "--depth", "8"}, 1, "depth 8 gives 455,221 nodes, over the limit of 100000; lower --depth, raise --max-nodes, or draw part"},
		{[]string{"tree", "--game", "leduc", "--algo", "cfr", "--max-nodes", "5000"}, 1, "the whole game gives 9,451 nodes, over the limit of 5000 (--max-nodes); raise --max-nodes"},
		{[]string{"tree", "--depth", "9"}, 1, "depth 9 gives about 3,4"},
		{[]string{"tree", "--depth", "13"}, 1, "depth 13 gives about "},
		{[]string{"tree", "--depth", "3", "--max-nodes", "10"}, 1, "over the limit of 10"},
		{[]string{"tree", "--depth", "9", "--view", "pv", "--max-nodes", "500"}, 1, "the search needs more than 500 nodes"},
		{[]string{"tree", "-o", filepath.Join(dir, "t.gif")}, 2, `cannot tell the format from ".gif"`},
		{[]string{"tree", "-o", filepath.Join(dir, "missing", "t.svg")}, 1, "cannot write there"},
		{[]string{"tree", "--weights", w6}, 1, "the table is 6x6 but the board is 8x8"},
		{[]string{"tree", "--weights", w6, "--eval", "discs"}, 2, "--eval and --weights"},
		{[]string{"tree", "--format", "png"}, 0, ""},
	}
	for _, tc := range tests {
		r := runApp(t, "", nil, false, tc.args...)
		if tc.code == 0 {
			continue
		}
		if r.code != tc.code || !strings.Contains(r.stderr, tc.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tc.args, r.code, r.stderr, tc.code, tc.want)
		}
	}
	// A tree over the limit leaves no file behind, nor a temporary one.
	out := filepath.Join(dir, "big.svg")
	runApp(t, "", nil, false, "tree", "--depth", "9", "-o", out)
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "w6.txt" {
			t.Errorf("a failed run left %s", e.Name())
		}
	}
	// Binary output refused on a terminal.
	if r := runApp(t, "", nil, true, "tree", "--format", "png"); r.code != 2 || !strings.Contains(r.stderr, "give -o FILE.png") {
		t.Errorf("png on a terminal: %d %q", r.code, r.stderr)
	}
}

func TestTreeWeights(t *testing.T) {
	dir := t.TempDir()
	w := filepath.Join(dir, "w.txt")
	// The positional table of 8x8 gives the same tree as --eval positional.
	var rows []string
	for _, r := range [][]int{{500, -150, 30, 10, 10, 30, -150, 500}, {-150, -250, 0, 0, 0, 0, -250, -150}, {30, 0, 1, 2, 2, 1, 0, 30}, {10, 0, 2, 16, 16, 2, 0, 10}, {10, 0, 2, 16, 16, 2, 0, 10}, {30, 0, 1, 2, 2, 1, 0, 30}, {-150, -250, 0, 0, 0, 0, -250, -150}, {500, -150, 30, 10, 10, 30, -150, 500}} {
		var f []string
		for _, v := range r {
			f = append(f, strings.TrimSpace(strings.Repeat(" ", 1)+itoa(v)))
		}
		rows = append(rows, strings.Join(f, " "))
	}
	os.WriteFile(w, []byte(strings.Join(rows, "\n")), 0o644)
	a := runApp(t, "", nil, false, "tree", "--depth", "3", "--weights", w, "--format", "json")
	b := runApp(t, "", nil, false, "tree", "--depth", "3", "--eval", "positional", "--format", "json")
	strip := func(s string) string { return strings.Replace(s, `"eval": "weights"`, `"eval": "positional"`, 1) }
	if a.code != 0 || strip(a.stdout) != b.stdout {
		t.Errorf("--weights with the positional table differs from --eval positional (%s)", a.stderr)
	}
	// Pattern weights written by train fit: gametree's own give the tree of
	// --eval pattern; weights of one's own give another.
	a = runApp(t, "", nil, false, "tree", "--moves", "f5d6", "--depth", "3", "--weights", "othello/pattern.gz", "--format", "json")
	b = runApp(t, "", nil, false, "tree", "--moves", "f5d6", "--depth", "3", "--eval", "pattern", "--format", "json")
	if a.code != 0 || a.stdout != b.stdout {
		t.Errorf("--weights othello/pattern.gz differs from --eval pattern (%s)", a.stderr)
	}
	zero := filepath.Join(dir, "zero.gz")
	f, _ := os.Create(zero)
	othello.NewPatternWeights().WriteTo(f)
	f.Close()
	c := runApp(t, "", nil, false, "tree", "--moves", "f5d6", "--depth", "3", "--weights", zero, "--format", "json")
	if c.code != 0 || c.stdout == b.stdout || !strings.Contains(c.stdout, `"value": 0`) {
		t.Errorf("--weights with zero pattern weights: exit %d, %s%.300s", c.code, c.stderr, c.stdout)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"tree", "--size", "6", "--weights", zero}, "fitted on 8x8 games and the board is 6x6"},
		{[]string{"tree", "--weights", "othello/train/data/games-1.txt.gz"}, "not a gametree pattern weights file"},
	} {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code != 1 || !strings.Contains(r.stderr, tc.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
	// The pattern evaluation knows 8x8 only: other sizes are refused
	// wherever it can be named.
	for _, args := range [][]string{
		{"tree", "--size", "6", "--eval", "pattern"},
		{"compare", "--size", "6", "--eval", "pattern"},
		{"step", "--size", "10", "--eval", "pattern"},
		{"match", "--size", "6", "--black", "alphabeta:2:pattern", "--white", "random"},
		{"play", "--size", "4", "--white", "minimax:2:pattern"},
	} {
		r := runApp(t, "", nil, false, args...)
		if r.code != 2 || !strings.Contains(r.stderr, "the pattern evaluation's weights were fitted on 8x8 games and the board is") || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q", args, r.code, r.stderr)
		}
	}
}

func itoa(v int) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// An error never suggests a flag the command lacks: every --flag that an
// error of tree, step, compare, show, perft, play or match names is one
// of that command's flags.
func TestErrorHintsNameRealFlags(t *testing.T) {
	bad := map[string][][]string{
		"tree": {{"--depth", "9"}, {"--depth", "0"}, {"--depth", "30", "--view", "pv", "--max-nodes", "10"}, {"--leaves", "(1 2)", "--depth", "2"},
			{"--algo", "minimax", "--fail-hard"}, {"--fail-hard", "--fail-soft"}, {"--board", "x", "--position", "y"}, {"--max-memory", "1KiB"},
			{"--leaves", "(1 2)", "--order", "eval"}, {"--root", "min"}, {"--format", "gif"}, {"-o", "t.gif"}, {"--eval", "x"}},
		"step":    {{"--depth", "9"}, {"--depth", "6"}, {"--max-memory", "1KiB"}, {"--leaves", "(1 2)", "--eval", "mixed"}, {"--format", "svg"}},
		"compare": {{"--depth", "1-20"}, {"--depth", "12"}, {"--leaves", "(1 2)", "--depth", "3"}, {"--format", "pdf"}, {"--plot", "p.gif"}},
		"show":    {{"--size", "7"}, {"--moves", "a1"}, {"--board", "XO"}},
		"perft":   {{"--depth", "99"}},
		"play":    {{"--black", "ai:master"}, {"--resume", "x.txt", "--moves", "f5"}},
		"match":   {{"--black", "human"}, {"--games", "0"}},
	}
	app := newApp(testEnv("", nil, false))
	flag := regexp.MustCompile(`(^|[^\w-])(--[a-z][a-z-]*)`)
	for cmd, cases := range bad {
		known := map[string]bool{}
		for _, c := range app.Commands {
			if c.Name == cmd {
				for _, f := range c.Flags {
					for _, n := range f.Names() {
						known["--"+n] = true
					}
				}
			}
		}
		for _, args := range cases {
			r := runApp(t, "", nil, false, append([]string{cmd}, args...)...)
			if r.code == 0 {
				t.Errorf("%s %v: exit 0", cmd, args)
				continue
			}
			for _, m := range flag.FindAllStringSubmatch(r.stderr, -1) {
				if !known[m[2]] {
					t.Errorf("%s %v: the error names %s, which %s lacks: %s", cmd, args, m[2], cmd, r.stderr)
				}
			}
		}
	}
}

// Drawings for a page: a PDF of A4 pages by default, SVG files a page with
// -o tree-%d.svg, the note on stderr, and the page flags' errors.
func TestTreePages(t *testing.T) {
	dir := t.TempDir()
	r := runApp(t, "", nil, false, "tree", "--depth", "3", "-o", filepath.Join(dir, "t.pdf"))
	if r.code != 0 || !strings.Contains(r.stderr, "drawn on 2 pages, each a node's moves with their subtrees") || strings.Count(r.stderr, "\n") != 1 {
		t.Errorf("tree --depth 3 -o t.pdf: exit %d, stderr %q", r.code, r.stderr)
	}
	pdf, _ := os.ReadFile(filepath.Join(dir, "t.pdf"))
	if n := strings.Count(string(pdf), "/Type /Page\n") + strings.Count(string(pdf), "/Type /Page "); n < 2 {
		t.Errorf("the PDF has %d pages", n)
	}
	r = runApp(t, "", nil, false, "tree", "--depth", "3", "--page", "a4", "-o", filepath.Join(dir, "one.svg"))
	if r.code != 1 || !strings.Contains(r.stderr, "name the files with %d, as in -o tree-%d.svg") {
		t.Errorf("one SVG for 2 pages: exit %d, stderr %q", r.code, r.stderr)
	}
	r = runApp(t, "", nil, false, "tree", "--depth", "3", "--page", "letter", "-o", filepath.Join(dir, "p-%d.svg"))
	files, _ := filepath.Glob(filepath.Join(dir, "p-*.svg"))
	if r.code != 0 || len(files) != 2 || !strings.Contains(r.stderr, "wrote 2 files") {
		t.Errorf("-o p-%%d.svg: exit %d, %d files, stderr %q", r.code, len(files), r.stderr)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--layout", "diagonal", "-o", "x.svg"}, 2, `--layout "diagonal": want tb, lr or tidy`},
		{[]string{"--labels", "short", "-o", "x.svg"}, 2, `--labels "short": want full, compact or value`},
		{[]string{"--page", "a5", "-o", "x.pdf"}, 2, `--page "a5": want a4, letter or none`},
		{[]string{"--page", "a4"}, 2, "--page applies to drawings (svg, png, pdf, tikz, tex), not to --format text"},
		{[]string{"--boards=maybe"}, 2, "--boards"},
	} {
		r := runApp(t, "", nil, false, append([]string{"tree", "--depth", "1"}, tc.args...)...)
		if r.code != tc.code || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args, r.code, r.stderr, tc.code, tc.want)
		}
	}
	// A small tree keeps the layout asked for, on one page.
	r = runApp(t, "", nil, false, "tree", "--leaves", aima, "--layout", "lr", "--labels", "compact", "-o", filepath.Join(dir, "a.pdf"))
	if r.code != 0 || r.stderr != "" {
		t.Errorf("AIMA lr compact: exit %d, stderr %q", r.code, r.stderr)
	}
}

// tree --algo mcts: the same seed writes the same bytes, another seed
// another search; the JSON carries each node's visits, wins, value and
// proof; the solver proves a Nim position won; errors teach.
func TestTreeMCTS(t *testing.T) {
	args := []string{"tree", "--game", "tictactoe", "--moves", "b2", "--algo", "mcts", "--iterations", "400", "--seed", "4", "--format", "json"}
	a := runApp(t, "", nil, false, args...)
	b := runApp(t, "", nil, false, args...)
	if a.code != 0 || a.stdout != b.stdout {
		t.Fatalf("exit %d, %s; the same seed gives other bytes: %v", a.code, a.stderr, a.stdout != b.stdout)
	}
	c := runApp(t, "", nil, false, append(args[:len(args)-4:len(args)-4], "--seed", "5", "--format", "json")...)
	if c.stdout == a.stdout {
		t.Errorf("seeds 4 and 5 give the same search")
	}
	var rep struct {
		Algorithm string
		MCTS      struct{ Iterations int }
		Nodes     []struct {
			Visits *int64
			Wins   *float64
			Value  *float64
			Proven string
		}
	}
	if err := json.Unmarshal([]byte(a.stdout), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Algorithm != "mcts" || rep.MCTS.Iterations != 400 || *rep.Nodes[0].Visits != 400 || rep.Nodes[0].Proven != "none" {
		t.Errorf("the report: %+v", rep)
	}
	solved := runApp(t, "", nil, false, "tree", "--game", "nim", "--board", "1 2 4", "--algo", "mcts", "--iterations", "5000", "--solver", "--min-visits", "100")
	if !strings.Contains(solved.stdout, "value for MAX") || !strings.Contains(solved.stdout, "(proven: MAX wins)") || !strings.Contains(solved.stdout, "move 3:1") {
		t.Errorf("the solver on Nim 1 2 4:\n%s%s", solved.stdout, solved.stderr)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"tree", "--algo", "mcts", "--iterations", "-1"}, "--iterations -1: want 1 to 10000000 iterations"},
		{[]string{"tree", "--algo", "mcts", "--exploration", "nan"}, "--exploration NaN: want a number from 0 to 100"},
		{[]string{"tree", "--algo", "minimax", "--solver"}, "--solver applies to --algo mcts"},
		{[]string{"tree", "--algo", "mcts", "--iterations", "5000000"}, "over the limit of 100000"},
		{[]string{"tree", "--algo", "mcts", "--iterations", "10000000", "--max-nodes", "20000000"}, "may take about 1.1 GiB"},
	} {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code != 2 && r.code != 1 || !strings.Contains(r.stderr, tc.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want one line with %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
}

// --playout eval: the search says so, in text and JSON, and keeps the
// same bytes for the same seed; a textbook tree is refused.
func TestTreeMCTSGuided(t *testing.T) {
	args := []string{"tree", "--game", "connect4", "--algo", "mcts", "--iterations", "300", "--playout", "eval", "--format", "json"}
	a, b := runApp(t, "", nil, false, args...), runApp(t, "", nil, false, args...)
	if a.code != 0 || a.stdout != b.stdout || !strings.Contains(a.stdout, `"playout": "eval"`) {
		t.Errorf("exit %d %s; same bytes %v", a.code, a.stderr, a.stdout == b.stdout)
	}
	r := runApp(t, "", nil, false, "tree", "--leaves", "(1 2)", "--algo", "mcts", "--playout", "eval")
	if r.code != 2 || !strings.Contains(r.stderr, "a textbook tree has none") {
		t.Errorf("textbook: exit %d %q", r.code, r.stderr)
	}
}

// tree --algo expectimax on AIMA-style chance nodes: values as fractions
// with their decimals, chance nodes drawn and given in JSON; the other
// algorithms refuse a tree with chance nodes.
func TestTreeExpectimax(t *testing.T) {
	leaves := "({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})"
	r := runApp(t, "", nil, false, "tree", "--leaves", leaves, "--algo", "expectimax")
	for _, want := range []string{"Result: value 5/2 (2.5), best move B", "C           chance  5/3 (1.667)"} {
		if r.code != 0 || !strings.Contains(r.stdout, want) {
			t.Errorf("no %q in:\n%s%s", want, r.stdout, r.stderr)
		}
	}
	r = runApp(t, "", nil, false, "tree", "--leaves", leaves, "--algo", "expectimax", "--format", "dot")
	if !strings.Contains(r.stdout, "shape=ellipse") || !strings.Contains(r.stdout, `label=" 5/6"`) {
		t.Errorf("DOT:\n%s", r.stdout)
	}
	for _, algo := range []string{"minimax", "alphabeta", "mcts"} {
		r = runApp(t, "", nil, false, "tree", "--leaves", leaves, "--algo", algo)
		if r.code != 2 || !strings.Contains(r.stderr, "the tree has chance nodes (braces), which "+algo+" does not know: use --algo expectimax") {
			t.Errorf("%s: exit %d %q", algo, r.code, r.stderr)
		}
	}
	r = runApp(t, "", nil, false, "tree", "--leaves", "{1/2: 3, 1/3: 4}", "--algo", "expectimax", "--lang", "fr")
	if r.code == 0 || !strings.Contains(r.stderr, "les probabilités du nœud de hasard du caractère 1 font 5/6 (0,833), pas 1") {
		t.Errorf("French: exit %d %q", r.code, r.stderr)
	}
}

// tree --algo star1: expectimax's value with cutoffs at chance nodes, the
// bounds said; a tree without chance nodes, bad bounds and bounds a leaf
// breaks are refused; the step says why a chance node cuts off.
func TestTreeStar1(t *testing.T) {
	leaves := "({1/2: (3 12), 1/2: (2 4)} {1/2: (0 1), 1/2: (2 3)})"
	r := runApp(t, "", nil, false, "tree", "--leaves", leaves, "--algo", "star1")
	for _, want := range []string{"Star1 (leaves from 0 to 12: the smallest and the largest leaf)", "Result: value 5/2 (2.5), best move B", "2 cutoffs", "C           chance  ≤ 1"} {
		if r.code != 0 || !strings.Contains(r.stdout, want) {
			t.Errorf("no %q in:\n%s%s", want, r.stdout, r.stderr)
		}
	}
	r = runApp(t, "", nil, false, "step", "--leaves", "({1/2: 3, 1/2: 4} {1/2: 0, 1/2: 1})", "--algo", "star1", "--format", "json")
	for _, want := range []string{"0 returned: C's value now lies from 0 to 2 (the remaining probability 1/2 (0.5) at the bounds).",
		"Cutoff at C (chance) after 0: even if the remaining 1/2 (0.5) were 4, the value would be at most 2 ≤ alpha 7/2 (3.5), so 1 is pruned."} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("no %q in the step's sentences:\n%s", want, r.stdout)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"tree", "--leaves", "(1 2)", "--algo", "star1"}, "it is then alpha-beta; use --algo alphabeta"},
		{[]string{"tree", "--leaves", "{1 12}", "--algo", "star1", "--bounds", "0,10"}, "the leaf 12 is outside them"},
		{[]string{"tree", "--leaves", "{1 12}", "--algo", "star1", "--bounds", "10,0"}, "want the least and the greatest leaf value"},
		{[]string{"tree", "--leaves", "{1 12}", "--algo", "alphabeta", "--bounds", "0,20"}, "--bounds applies to --algo star1 or star2, not to --algo alphabeta"},
	} {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code != 2 || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%v: exit %d %q, want %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
}

// tree and step --algo star2: the probes narrated, a chance node cut off
// by them, the same value as expectimax and Star1, fewer nodes here.
func TestTreeStar2(t *testing.T) {
	leaves := "({1/2: 3, 1/2: 4} {1/2: (0 5), 1/2: (1 5)})"
	r := runApp(t, "", nil, false, "step", "--leaves", leaves, "--algo", "star2", "--format", "json")
	for _, want := range []string{"Probe of D: its first move is worth 0, so D is worth at most that (MIN moves there); C's value now lies from 0 to 5/2 (2.5).",
		"Cutoff at C (chance) after the probes: its value is at most 5/2 (2.5) ≤ alpha 7/2 (3.5), so E is pruned."} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("no %q in:\n%s%s", want, r.stdout, r.stderr)
		}
	}
	r = runApp(t, "", nil, false, "compare", "--leaves", leaves, "--no-time")
	for _, want := range []string{"expectimax  natural      11", "star1       natural       7", "star2       natural       6"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("no %q in:\n%s", want, r.stdout)
		}
	}
}
