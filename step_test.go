package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gametree/internal/golden"
)

func TestStepTraceGolden(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"step-aima-alphabeta.txt", []string{"step", "--leaves", aima}},
		{"step-aima-minimax.md", []string{"step", "--leaves", aima, "--algo", "minimax", "--format", "md"}},
		{"step-pass-4x4.txt", []string{"step", "--size", "4", "--moves", "a2a1b1c1d1a3a4", "--depth", "3"}},
		{"step-pass-4x4.json", []string{"step", "--size", "4", "--moves", "a2a1b1c1d1a3a4", "--depth", "2", "--format", "json"}},
		{"step-aima-failsoft.csv", []string{"step", "--leaves", aima, "--fail-soft", "--format", "csv"}},
		// The same in French: the tables people read and the sentences
		// change, the CSV's and JSON's names do not.
		{"fr/step-aima-alphabeta.txt", []string{"step", "--leaves", aima, "--lang", "fr"}},
		{"fr/step-pass-4x4.json", []string{"step", "--size", "4", "--moves", "a2a1b1c1d1a3a4", "--depth", "2", "--format", "json", "--lang", "fr"}},
		{"fr/tree-aima.txt", []string{"tree", "--leaves", aima, "--lang", "fr"}},
		{"fr/tree-pass-4x4.txt", []string{"tree", "--size", "4", "--moves", "a2a1b1c1d1a3a4", "--depth", "3", "--lang", "fr"}},
		{"fr/tree-tictactoe.txt", []string{"tree", "--game", "tictactoe", "--moves", "b2a1c3c1", "--depth", "2", "--lang", "fr"}},
		{"fr/step-aima-failsoft.csv", []string{"step", "--leaves", aima, "--fail-soft", "--format", "csv", "--lang", "fr"}},
	}
	for _, tc := range tests {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, r.code, r.stderr)
		}
		golden.Check(t, tc.name, r.stdout)
	}
}

func TestStepAIMA(t *testing.T) {
	r := runApp(t, "", nil, false, "step", "--leaves", aima, "--format", "json")
	var doc struct {
		Steps []struct {
			Step     int
			Path     string
			Node     string
			Event    string
			Alpha    any
			Beta     any
			Value    any
			Sentence string
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	for _, s := range doc.Steps {
		count[s.Event]++
	}
	if count["cutoff"] != 1 || count["leaf"] != 7 || count["enter"] != 11 || count["return"] != 11 {
		t.Errorf("event counts %v; want 1 cutoff, 7 leaves, 11 enters and returns", count)
	}
	for _, s := range doc.Steps {
		if s.Event == "cutoff" && s.Sentence != "Cutoff at C (MIN): alpha 3 >= beta 2 after 2, so 4 and 6 are pruned." {
			t.Errorf("cutoff sentence: %q", s.Sentence)
		}
	}
	first := doc.Steps[0]
	if first.Alpha != "-inf" || first.Beta != "+inf" || first.Value != nil || first.Path != "A" {
		t.Errorf("first step %+v", first)
	}
	// The trace of an Othello position holds the pass and game_over events.
	r = runApp(t, "", nil, false, "step", "--size", "4", "--moves", "a2a1b1c1d1a3a4", "--depth", "3")
	if !strings.Contains(r.stdout, " pass ") || !strings.Contains(r.stdout, " game_over ") {
		t.Errorf("no pass or game_over in:\n%s", r.stdout)
	}
}

// screens splits an interactive transcript into its screens.
func screens(out string) []string {
	var s []string
	for _, part := range strings.Split(out, strings.Repeat("=", 72)+"\n")[1:] {
		// Drop the prompt line and what follows it.
		if i := strings.Index(part, "[n]ext [p]rev"); i >= 0 {
			part = part[:i]
		}
		s = append(s, part)
	}
	return s
}

// Stepping forward and back lands on the same screens.
func TestStepInteractive(t *testing.T) {
	r := runApp(t, "n\n\nn\np\np\np\ng 20\nc\nq\n", nil, false, "step", "--leaves", aima, "--interactive")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	sc := screens(r.stdout)
	// Shown: 1, 2, 3, 4, 3, 2, 1, 20, 36.
	if len(sc) != 9 {
		t.Fatalf("%d screens, want 9:\n%s", len(sc), r.stdout)
	}
	for _, pair := range [][2]int{{2, 4}, {1, 5}, {0, 6}} {
		if sc[pair[0]] != sc[pair[1]] {
			t.Errorf("screen %d differs from screen %d on the way back:\n%s\n---\n%s", pair[0], pair[1], sc[pair[0]], sc[pair[1]])
		}
	}
	for i, want := range []string{"Step 1 of 36", "Step 2 of 36", "Step 3 of 36", "Step 4 of 36", "Step 3 of 36", "Step 2 of 36", "Step 1 of 36", "Step 20 of 36", "Step 36 of 36"} {
		if !strings.HasPrefix(sc[i], want) {
			t.Errorf("screen %d starts %q, want %q", i, strings.SplitN(sc[i], "\n", 2)[0], want)
		}
	}
	if !strings.Contains(sc[7], "Cutoff at C (MIN)") || !strings.Contains(sc[7], "◀ current, cutoff after 2") || strings.Count(sc[7], "pruned") < 2 {
		t.Errorf("step 20:\n%s", sc[7])
	}
	if !strings.Contains(sc[8], "The search ends: the root's value is 3, best move B.") {
		t.Errorf("last step:\n%s", sc[8])
	}
	// Mistakes get a message and the prompt again; the end of input ends
	// the session cleanly.
	r = runApp(t, "p\nzz\ng 99\ng\n?\n", nil, false, "step", "--leaves", aima, "--interactive")
	for _, want := range []string{"This is the first step.", `Unknown command "zz"`, `"99" is not a step: want a number from 1 to 36.`, "g needs a step number", "Commands (type one, then Enter):"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("no %q in:\n%s", want, r.stdout)
		}
	}
	if r.code != 0 {
		t.Errorf("end of input: exit %d", r.code)
	}
	// An Othello search shows the board of the current node.
	r = runApp(t, "g 3\nq\n", nil, false, "step", "--moves", "f5d6", "--depth", "2", "--interactive")
	if !strings.Contains(r.stdout, "Path:   root > c3 > d3") || !strings.Contains(r.stdout, "a b c d e f g h") {
		t.Errorf("Othello screen:\n%s", r.stdout)
	}
}

func TestStepFrames(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "frames")
	r := runApp(t, "", nil, false, "step", "--leaves", aima, "--frames", dir)
	if r.code != 0 || !strings.Contains(r.stdout, "wrote 36 frames") {
		t.Fatalf("exit %d: %s %s", r.code, r.stdout, r.stderr)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 37 {
		t.Errorf("%d files, want 36 frames and index.html", len(entries))
	}
	page, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	if !strings.Contains(string(page), `"file":"step-0036.svg"`) || !strings.Contains(string(page), "ArrowRight") {
		t.Errorf("index.html lacks the frames or the keys")
	}
	svg, _ := os.ReadFile(filepath.Join(dir, "step-0020.svg"))
	if !strings.Contains(string(svg), "Step 20 of 36: Cutoff at C") || !strings.Contains(string(svg), "#ffe680") {
		t.Errorf("step-0020.svg lacks its caption or the current node")
	}
}

func TestStepErrors(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"step", "--format", "xml"}, 2, `--format "xml"`},
		{[]string{"step", "--trace", "--interactive"}, 2, "--trace and --interactive"},
		{[]string{"step", "--depth", "6"}, 1, "over the limit of 5000"},
		{[]string{"step", "--leaves", "((1 2)"}, 1, "never closed"},
		{[]string{"step", "--leaves", aima, "--depth", "2"}, 2, "--depth does not apply"},
	}
	for _, tc := range tests {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code != tc.code || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tc.args, r.code, r.stderr, tc.code, tc.want)
		}
	}
}

// Stepping interactively with --rows 24 --cols 80, every screen and its
// prompt fit 80 x 24, through a whole depth-2 Othello trace.
func TestStepScreensFit(t *testing.T) {
	r := runApp(t, strings.Repeat("n\n", 56)+"q\n", nil, false, "step", "--moves", "f5d6c3", "--interactive", "--rows", "24", "--cols", "80")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	screens := strings.Split(r.stdout, strings.Repeat("=", 72)+"\n")[1:]
	if len(screens) != 57 {
		t.Fatalf("%d screens, want the 57 steps", len(screens))
	}
	for i, sc := range screens {
		// The screen, then the prompt and the echoed command.
		lines := strings.Split(strings.TrimSuffix(sc, "\n"), "\n")
		if len(lines) > 24 {
			t.Fatalf("screen %d: %d lines:\n%s", i+1, len(lines), sc)
		}
		for _, l := range lines {
			if n := len([]rune(l)); n > 80+2 { // the prompt and its echoed "n"
				t.Fatalf("screen %d: %d columns: %q", i+1, n, l)
			}
		}
	}
}

// Any typed commands to step --interactive: it ends at the end of the
// input with exit 0, and every screen it shows is a step of the trace.
func FuzzStepCommands(f *testing.F) {
	for _, seed := range []string{"n\nn\np\nc\ng 5\nb\n?\nq\n", "g\ng 0\ng 99\nzz\n\n\n", "p\np\nc\nn\n"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		r := runApp(t, in, nil, false, "step", "--leaves", aima, "--interactive", "--rows", "24", "--cols", "80")
		if r.code != 0 || r.stderr != "" {
			t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
		}
		if !strings.Contains(r.stdout, "Step 1 of 36") {
			t.Fatalf("no first screen")
		}
	})
}

// step --algo mcts: each phase a step, g N goes to iteration N's first
// step, every screen fits 80x24 in English and French; the trace's JSON
// gives each selection's candidates; more than 1,000 iterations are
// refused.
func TestStepMCTS(t *testing.T) {
	args := []string{"step", "--game", "tictactoe", "--moves", "b2a1", "--algo", "mcts", "--iterations", "60", "--interactive", "--rows", "24", "--cols", "80"}
	for _, lang := range []string{"en", "fr"} {
		r := runApp(t, "g 30\n"+strings.Repeat("n\n", 12)+"p\ng 99\nq\n", nil, false, append([]string{"--lang", lang}, args...)...)
		if r.code != 0 {
			t.Fatalf("%s: exit %d: %s", lang, r.code, r.stderr)
		}
		screens := strings.Split(r.stdout, strings.Repeat("=", 72)+"\n")[1:]
		for i, sc := range screens {
			lines := strings.Split(strings.TrimSuffix(sc, "\n"), "\n")
			// The screen and its prompt, the messages after it left out.
			for j, l := range lines {
				if strings.Contains(l, "[q]") {
					lines = lines[:j+1]
					break
				}
			}
			if len(lines) > 24 {
				t.Fatalf("%s screen %d: %d lines:\n%s", lang, i+1, len(lines), sc)
			}
			for _, l := range lines {
				if n := len([]rune(l)); n > 82 {
					t.Fatalf("%s screen %d: %d columns: %q", lang, i+1, n, l)
				}
			}
		}
		want := []string{"(iteration 30 of 60;", "Selection at", "Simulation from", "Backpropagation up", `"99" is not an iteration: want a number from 1 to 60.`}
		if lang == "fr" {
			want = []string{"(itération 30 sur 60 ;", "Sélection en", "Simulation depuis", "Rétropropagation sur", `"99" n'est pas une itération : il faut un nombre de 1 à 60.`}
		}
		for _, w := range want {
			if !strings.Contains(r.stdout, w) {
				t.Errorf("%s: no %q in:\n%s", lang, w, r.stdout)
			}
		}
	}
	r := runApp(t, "", nil, false, "step", "--leaves", aima, "--algo", "mcts", "--iterations", "12", "--format", "json")
	var rep struct {
		Steps []struct {
			Event      string
			Iteration  int
			Candidates []struct{ ID, Visits int }
			Chosen     *int
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatalf("%v: %s", err, r.stderr)
	}
	selections := 0
	for _, s := range rep.Steps {
		if s.Event == "select" {
			selections++
			if len(s.Candidates) == 0 || s.Chosen == nil {
				t.Errorf("a selection without its candidates: %+v", s)
			}
		}
	}
	if selections == 0 || rep.Steps[len(rep.Steps)-1].Iteration != 12 {
		t.Errorf("the trace: %d selections, last iteration %d", selections, rep.Steps[len(rep.Steps)-1].Iteration)
	}
	r = runApp(t, "", nil, false, "step", "--algo", "mcts", "--iterations", "1001")
	if r.code == 0 || !strings.Contains(r.stderr, "--iterations 1001: want 1 to 1000 iterations (a step-through of MCTS takes at most 1000 iterations, each several steps: draw more with gametree tree)") {
		t.Errorf("1001 iterations: exit %d, %q", r.code, r.stderr)
	}
}
