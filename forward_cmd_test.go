package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Beam search and ProbCut on the command line: the tree, its JSON, the
// step, and every refusal with its reason.
func TestForwardPruningCommands(t *testing.T) {
	r := runOK(t, "tree", "--moves", "f5d6c3d3c4", "--depth", "3", "--algo", "probcut", "--format", "json")
	var doc struct {
		Algorithm string           `json:"algorithm"`
		Counts    map[string]any   `json:"counts"`
		Nodes     []map[string]any `json:"nodes"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil {
		t.Fatal(err)
	}
	cuts := 0
	for _, n := range doc.Nodes {
		pc, ok := n["probcut"].(map[string]any)
		if !ok {
			continue
		}
		if pc["cut"] != "none" {
			cuts++
			if !strings.HasSuffix(pc["text"].(string), ": cut") {
				t.Errorf("a cut says %q", pc["text"])
			}
		}
	}
	if doc.Algorithm != "probcut" || doc.Counts["probcut_cuts"] != float64(cuts) || cuts == 0 || doc.Counts["probcut_nodes"] == nil {
		t.Errorf("probcut: %s, counts %v, %d cuts marked", doc.Algorithm, doc.Counts, cuts)
	}
	r = runOK(t, "tree", "--depth", "2", "--algo", "beam", "--beam", "2", "--format", "json")
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil {
		t.Fatal(err)
	}
	dropped := 0
	for _, n := range doc.Nodes {
		if n["outside_beam"] == true {
			dropped++
			if n["order"] != nil || !strings.HasPrefix(n["pruned_reason"].(string), "Outside the beam:") {
				t.Errorf("dropped %v", n)
			}
		}
	}
	if doc.Counts["outside_beam"] != float64(dropped) || dropped != 4 {
		t.Errorf("beam: counts %v, %d dropped", doc.Counts, dropped)
	}
	// ProbCut at confidence 1 is alpha-beta, node for node.
	ab := runOK(t, "tree", "--moves", "f5d6c3", "--depth", "4", "--format", "json")
	pc := runOK(t, "tree", "--moves", "f5d6c3", "--depth", "4", "--algo", "probcut", "--confidence", "1", "--format", "json")
	var a, p struct {
		Counts map[string]any `json:"counts"`
		Value  any            `json:"value"`
	}
	json.Unmarshal([]byte(ab.stdout), &a)
	json.Unmarshal([]byte(pc.stdout), &p)
	if a.Counts["visited"] != p.Counts["visited"] || a.Value != p.Value || p.Counts["probcut_cuts"] != float64(0) {
		t.Errorf("confidence 1: %v %v, alpha-beta %v %v", p.Counts, p.Value, a.Counts, a.Value)
	}
	step := runOK(t, "step", "--depth", "2", "--algo", "beam", "--beam", "2", "--lang", "fr")
	if !strings.Contains(step.stdout, "faisceau") {
		t.Errorf("the step in French:\n%s", step.stdout)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"tree", "--leaves", "((1 2) (3 4))", "--algo", "beam"}, "a textbook tree has values at its leaves alone"},
		{[]string{"tree", "--algo", "probcut", "--confidence", "0.3"}, `--confidence "0.3": want a probability from 0.5 to 1`},
		{[]string{"tree", "--algo", "probcut", "--confidence", "x"}, `--confidence "x": want a number`},
		{[]string{"tree", "--algo", "beam", "--beam", "0"}, "--beam 0: want 1 to 64 moves"},
		{[]string{"tree", "--algo", "alphabeta", "--beam", "3"}, "--beam applies to --algo beam, not to --algo alphabeta"},
		{[]string{"tree", "--algo", "beam", "--order", "eval"}, "--order does not apply to --algo beam"},
		{[]string{"tree", "--game", "tictactoe", "--algo", "probcut"}, "ProbCut has no fit for tictactoe: make one with gametree train probcut --game tictactoe -o fit.txt"},
		{[]string{"tree", "--game", "pig", "--algo", "probcut"}, "chance nodes"},
		{[]string{"play", "--black", "probcut:4:mobility", "--size", "6", "--white", "random"}, "ProbCut has no fit for Othello 6x6, --eval mobility"},
		{[]string{"compare", "--leaves", "((1 2) (3 4))", "--forward"}, "--forward prunes by the evaluation"},
		{[]string{"compare", "--beam", "3"}, "--beam applies to compare --forward"},
	} {
		r := runApp(t, "", nil, false, c.args...)
		if r.code != 2 || !strings.Contains(r.stderr, c.want) || strings.Count(strings.TrimSpace(r.stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, %q; want 2 and %q on one line", c.args, r.code, r.stderr, c.want)
		}
	}
}

// A fit made twice is the same bytes; a fit given by --fit is searched
// with, and one of another game or size is refused.
func TestTrainProbCut(t *testing.T) {
	dir := t.TempDir()
	a, b, plot := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt"), filepath.Join(dir, "fit.svg")
	r := runOK(t, "train", "probcut", "--size", "6", "--plies", "4-18", "--heights", "4", "--positions", "40", "-o", a, "--plot", plot)
	if !strings.Contains(r.stdout, "height 4: v4 = ") {
		t.Errorf("the table:\n%s", r.stdout)
	}
	runOK(t, "train", "probcut", "--size", "6", "--plies", "4-18", "--heights", "4", "--positions", "40", "-o", b)
	x, _ := os.ReadFile(a)
	y, _ := os.ReadFile(b)
	if string(x) != string(y) || len(x) == 0 {
		t.Error("the same flags made other bytes")
	}
	if svg, _ := os.ReadFile(plot); !strings.Contains(string(svg), "<svg") || !strings.Contains(string(svg), "v4 = ") {
		t.Error("no scatter plot")
	}
	r = runOK(t, "tree", "--size", "6", "--depth", "4", "--algo", "probcut", "--fit", a)
	if !strings.Contains(r.stdout, "the fit of othello 6x6, --eval discs") {
		t.Errorf("--fit:\n%s", r.stdout)
	}
	r = runApp(t, "", nil, false, "tree", "--depth", "3", "--algo", "probcut", "--fit", a)
	if r.code != 2 || !strings.Contains(r.stderr, "--fit is a fit for othello 6x6, --eval discs; the tree is othello 8x8, --eval discs") {
		t.Errorf("a fit of another size: %d %s", r.code, r.stderr)
	}
	os.WriteFile(b, []byte(strings.Replace(string(x), "fit 3 1 ", "fit 3 1 9", 1)), 0o644)
	r = runApp(t, "", nil, false, "tree", "--size", "6", "--algo", "probcut", "--fit", b)
	// The file is wrong, not the command line: exit 1, as --weights.
	if r.code != 1 || !strings.Contains(r.stderr, "is not its samples'") {
		t.Errorf("a fit edited by hand: %d %s", r.code, r.stderr)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"train", "probcut"}, "-o FILE is required"},
		{[]string{"train", "probcut", "-o", a, "--plies", "9-3"}, `--plies "9-3": want MIN-MAX`},
		{[]string{"train", "probcut", "-o", a, "--heights", "11"}, "--heights 11: want 2 to 10 plies"},
		{[]string{"train", "probcut", "-o", a, "--heights", "3", "--plot-height", "4"}, "--plot-height 4: the fit goes up to --heights 3"},
		{[]string{"train", "probcut", "-o", a, "--game", "kuhn"}, "ProbCut searches games of two players who see everything"},
		{[]string{"train", "probcut", "-o", a, "--game", "tictactoe", "--eval", "mixed"}, "--eval applies to the games of several evaluations"},
		{[]string{"train", "probcut", "-o", a, "--plot", "x.gif"}, "--plot x.gif: a plot is an SVG, PNG or PDF file"},
		{[]string{"train", "probcut", "-o", a, "--size", "4", "--plies", "40-50", "--positions", "3"}, "too few self-play games reach the plies of --plies 40-50"},
	} {
		r := runApp(t, "", nil, false, c.args...)
		if r.code != 2 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, r.code, r.stderr, c.want)
		}
	}
}

// compare --forward: a row per search and depth, the agreement counted
// over the positions, in JSON too.
func TestCompareForward(t *testing.T) {
	r := runOK(t, "compare", "--moves", "f5d6c3", "--depth", "2-3", "--forward", "--beam", "2", "--confidence", "0.95", "--format", "json", "--no-time")
	var rep struct {
		Forward struct {
			Beam       int     `json:"beam"`
			Confidence float64 `json:"confidence"`
			Rows       []struct {
				Depth     int     `json:"depth"`
				Search    string  `json:"search"`
				Nodes     float64 `json:"nodes"`
				Agrees    int     `json:"agrees"`
				Positions int     `json:"positions"`
			} `json:"rows"`
		} `json:"forward"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatal(err)
	}
	f := rep.Forward
	if f.Beam != 2 || f.Confidence != 0.95 || len(f.Rows) != 6 || f.Rows[0].Search != "alphabeta" || f.Rows[1].Search != "beam" || f.Rows[2].Search != "probcut" {
		t.Fatalf("forward %+v", f)
	}
	for _, row := range f.Rows {
		if row.Positions != 1 || row.Nodes <= 0 || (row.Search == "alphabeta" && row.Agrees != 1) {
			t.Errorf("row %+v", row)
		}
	}
	text := runOK(t, "compare", "--moves", "f5d6c3", "--depth", "3", "--forward", "--no-time", "--lang", "fr")
	if !strings.Contains(text.stdout, "recherche en faisceau") || !strings.Contains(text.stdout, "coup concordant") {
		t.Errorf("French:\n%s", text.stdout)
	}
}

// compare --quiescence: the horizon effect side by side on a position
// gametree horizon found, in text and JSON.
func TestCompareHorizon(t *testing.T) {
	board := "-------------OO----XXOO---OXOXOO---XXXX---XOOX---XOO--X---O----- O"
	r := runOK(t, "compare", "--board", board, "--depth", "1", "--quiescence", "2", "--no-time", "--format", "json")
	var rep struct {
		Horizon struct {
			Quiescence int `json:"quiescence"`
			Rows       []struct {
				Depth     int `json:"depth"`
				Fixed     struct{ Move string }
				Quiescent struct{ Move string }
				Deeper    struct {
					Move  string
					Value float64
				}
				FixedMoveDeeper float64 `json:"fixed_move_deeper_value"`
				Fooled          bool    `json:"fooled"`
			} `json:"rows"`
		} `json:"horizon"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatal(err)
	}
	h := rep.Horizon
	if h.Quiescence != 2 || len(h.Rows) != 1 || h.Rows[0].Fixed.Move != "d2" || h.Rows[0].Quiescent.Move != "c5" || h.Rows[0].Deeper.Move != "c5" ||
		h.Rows[0].Deeper.Value != 10 || h.Rows[0].FixedMoveDeeper != 8 || !h.Rows[0].Fooled {
		t.Errorf("horizon %+v", h)
	}
	text := runOK(t, "compare", "--board", board, "--depth", "1", "--quiescence", "2", "--no-time")
	if !strings.Contains(text.stdout, "The fixed depth was fooled by its horizon; the quiescence search plays c5.") {
		t.Errorf("text:\n%s", text.stdout)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"compare", "--game", "nim", "--quiescence", "2"}, "Nim has no quiet test"},
		{[]string{"compare", "--leaves", "((1 2) (3 4))", "--quiescence", "2"}, "a textbook tree has no plies past its own"},
		{[]string{"compare", "--quiescence", "2", "--forward"}, "each add a table"},
		{[]string{"compare", "--quiescence", "11"}, "--quiescence 11: want 0 to 10 plies"},
	} {
		r := runApp(t, "", nil, false, c.args...)
		if r.code != 2 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, r.code, r.stderr, c.want)
		}
	}
}

// A player searching for a time a move (alphabeta:30ms): it plays, says
// the depth it reached, and a time out of range is refused.
func TestPlayerByTime(t *testing.T) {
	r := runOK(t, "match", "--black", "probcut:10ms", "--white", "beam:10ms", "--games", "2", "--openings", "2", "--seed", "3")
	if !strings.Contains(r.stdout, "probcut:10ms:discs") || !strings.Contains(r.stdout, "beam:10ms:discs") {
		t.Errorf("match:\n%s", r.stdout)
	}
	for _, spec := range []string{"alphabeta:0s", "alphabeta:2m", "alphabeta:xs"} {
		r := runApp(t, "", nil, false, "match", "--black", spec, "--white", "random", "--games", "1")
		if r.code != 2 || !strings.Contains(r.stderr, "want a duration from 1ms to 1m") {
			t.Errorf("%s: exit %d %q", spec, r.code, r.stderr)
		}
	}
}

// A drawing's caption is wrapped to its page: ProbCut's result line (160
// characters) split the 17 nodes of Othello's start to depth 2 over four
// A4 pages, which now fit one, as alpha-beta's do.
func TestLongCaptionFitsPage(t *testing.T) {
	pdf := filepath.Join(t.TempDir(), "probcut.pdf")
	r := runApp(t, "", nil, false, "tree", "--algo", "probcut", "--depth", "2", "-o", pdf)
	if r.code != 0 || strings.Contains(r.stderr, "pages") {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	b, err := os.ReadFile(pdf)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), "/Type /Page\n") + strings.Count(string(b), "/Type /Page "); n != 1 {
		t.Errorf("%d pages, want 1", n)
	}
}
