package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"gametree/explore"
	"gametree/game"
)

// solve --game kuhn: Kuhn poker's equilibrium by CFR+ (or CFR), its value
// -1/18 with its precision, the strategy of its twelve information sets,
// as text and JSON; the faces whose searches would see every card refuse
// it, pointing to solve; solve's options of the other games refused.
func TestKuhnOnTheCommandLine(t *testing.T) {
	r := runOK(t, "solve", "--game", "kuhn")
	holds(t, "solve", r.stdout, "Kuhn poker: the equilibrium by CFR+, 10,000 iterations", "Value for X (who bets first): -0.05556 a hand",
		"Kuhn 1950 proves it is -1/18.", "Jb   O       1.0000  0.0000", "Kb   O       0.0000  1.0000")
	// The report fits a terminal of 80 columns, in both languages.
	for _, lang := range []string{"en", "fr"} {
		for _, args := range [][]string{{"solve", "--game", "kuhn"}, {"step", "--game", "kuhn", "--iterations", "2"}, {"step", "--game", "kuhn", "--algo", "cfr"}} {
			for _, line := range strings.Split(runOK(t, append(args, "--lang", lang)...).stdout, "\n") {
				if utf8.RuneCountInString(line) > 80 {
					t.Errorf("%s --lang %s writes %d columns: %s", args[0], lang, utf8.RuneCountInString(line), line)
				}
			}
		}
	}
	var rep struct {
		Value, Exploitability float64
		ValueFraction         string `json:"value_fraction"`
		Strategy              map[string]map[string]float64
		Iterations            int
		Clairvoyance          struct {
			Value         float64
			Split, Bluffs []string
			Moves         map[string]map[string]string
		}
	}
	r = runOK(t, "solve", "--game", "kuhn", "--algo", "cfr", "--iterations", "20000", "--json")
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Iterations != 20000 || len(rep.Strategy) != 12 || rep.ValueFraction != "-1/18" || math.Abs(rep.Value+1.0/18) > 0.001 || rep.Exploitability > 0.002 {
		t.Errorf("CFR's JSON: %+v", rep)
	}
	if q := rep.Strategy["Qb"]; math.Abs(q["b"]-1.0/3) > 0.02 || math.Abs(q["p"]+q["b"]-1) > 1e-9 {
		t.Errorf("O calls with the queen %v of the time", q["b"])
	}
	// Averaging over clairvoyance: every deal solved with both cards
	// seen, X wins as often as it loses, 0 a hand; with the queen facing
	// a bet the best move follows the hidden card (call the jack, fold to
	// the king); it never bets the jack, where the equilibrium bluffs.
	c := rep.Clairvoyance
	if c.Value != 0 || strings.Join(c.Split, " ") != "Qb Qpb" || strings.Join(c.Bluffs, " ") != "J Jp" || c.Moves["Qb"]["JQ b"] != "b" || c.Moves["Qb"]["KQ b"] != "p" || c.Moves["K"]["KJ"] != "p or b" {
		t.Errorf("averaging over clairvoyance: %+v", c)
	}
	// The plot: CFR+ and CFR by their iterations, on log scales.
	plot := filepath.Join(t.TempDir(), "e.svg")
	runOK(t, "solve", "--game", "kuhn", "--iterations", "1000", "--plot", plot)
	if svg, err := os.ReadFile(plot); err != nil || !strings.Contains(string(svg), "<svg") || !strings.Contains(string(svg), ">cfr+<") || !strings.Contains(string(svg), ">cfr<") {
		t.Errorf("the plot: %v\n%.300s", err, svg)
	}
	holds(t, "step", runOK(t, "step", "--game", "kuhn", "--iterations", "2").stdout, "Kuhn poker: CFR+ stepped, iteration by iteration",
		"X's sets, the strategy matched anew:", "       p/b          p/b                        p/b          p/b\n",
		"J    0.500/0.500  -0.417/-0.167      -0.292  0.000/0.125  0.000/1.000")
	// Its frames are the walks' tables, a picture a walk, as the step
	// page shows them.
	frames := filepath.Join(t.TempDir(), "frames")
	if r := runApp(t, "", nil, false, "step", "--game", "kuhn", "--iterations", "1", "--frames", frames); r.code != 0 || !strings.Contains(r.stdout, "wrote 2 frames") {
		t.Errorf("step --frames: %d %q %q", r.code, r.stdout, r.stderr)
	}
	if svg, err := os.ReadFile(filepath.Join(frames, "step-0002.svg")); err != nil || !strings.Contains(string(svg), "<svg") || !strings.Contains(string(svg), "iteration 1 of 1, the walk of O") {
		t.Errorf("the second frame: %v %.200s", err, svg)
	}
	if r := runApp(t, "", nil, false, "step", "--game", "kuhn", "--format", "csv"); r.code != 2 || !strings.Contains(r.stderr, "a step through cfr+ is written as text or JSON") {
		t.Errorf("step --format csv: %d %q", r.code, r.stderr)
	}
	// A hand against the equilibrium: the person sees its own card and
	// the bets, never O's until the end, which shows both and the chips.
	r = runApp(t, "p\nhint\nb\nb\n", nil, false, "play", "--game", "kuhn", "--seed", "8")
	holds(t, "play", r.stdout, "Your card (X): Q. The bets so far: none.", "X: human, O: ai:equilibrium", "O (ai:equilibrium) plays b.",
		"Hint: the equilibrium, at Qpb: p 0.444", "The cards: X had Q, O had K; the bets: pbb.", "O (ai:equilibrium) wins 2 chips.")
	if before, _, _ := strings.Cut(r.stdout, "The cards:"); strings.Contains(before, "QK") || strings.Contains(before, "O had") {
		t.Errorf("O's card shown before the end:\n%s", r.stdout)
	}
	// A match: the equilibrium against random wins chips.
	holds(t, "match", runOK(t, "match", "--game", "kuhn", "--games", "2000", "--swap", "--no-time").stdout, "ai:equilibrium", "random")
	holds(t, "French", runOK(t, "--lang", "fr", "solve", "--game", "kuhn", "--iterations", "100").stdout, "Poker de Kuhn : l'équilibre par CFR+, 100 itérations", "Valeur pour X")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"tree", "--game", "kuhn", "--algo", "alphabeta"}, "Kuhn poker hides each player's card, and alphabeta would see every card (averaging over clairvoyance, which AIMA 5.6 shows goes wrong): use --algo cfr or cfr+"},
		{[]string{"compare", "--game", "kuhn", "--depth", "3"}, "is compared whole, CFR and CFR+ by their iterations"},
		{[]string{"play", "--game", "kuhn", "--white", "alphabeta:3"}, "a search that sees every card cannot play it; want human, random or ai:equilibrium"},
		{[]string{"play", "--game", "kuhn", "--white", "human"}, "both players are people"},
		{[]string{"match", "--game", "kuhn", "--white", "ai:hard"}, "want human, random or ai:equilibrium"},
		{[]string{"solve", "--game", "kuhn", "--iterations", "0"}, "want 1 to 1000000 iterations"},
		{[]string{"solve", "--game", "kuhn", "--algo", "alphabeta"}, "want cfr or cfr+"},
		{[]string{"solve", "--game", "kuhn", "--ties"}, "--ties applies to an endgame solver"},
		{[]string{"solve", "--game", "kuhn", "--board", "JQ"}, "solved from before the deal"},
		{[]string{"solve", "--iterations", "10"}, "--iterations applies to a game of hidden information"},
		{[]string{"show", "--game", "kuhn", "--board", "JX"}, "want two of the cards J, Q and K"},
		{[]string{"solve", "--game", "kuhn", "-o", "k.svg"}, "name the file .txt or .json"},
		{[]string{"solve", "--game", "kuhn", "--plot", "k.gif"}, "a plot is an SVG, PNG or PDF file"},
		{[]string{"solve", "--plot", "k.svg"}, "--plot applies to a game of hidden information"},
	} {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code == 0 || !strings.Contains(r.stderr, tc.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
}

// The quiz of Kuhn poker at the command line: a session by seed, its
// answers graded from a file in text and JSON, in French too within 80
// columns; a sheet or another format refused in one line.
func TestKuhnQuizOnTheCommandLine(t *testing.T) {
	dir := t.TempDir()
	session := runApp(t, "?\n?\n?\n?\n?\n?\n", nil, false, "quiz", "--game", "kuhn", "--seed", "7")
	flat := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	holds(t, "the session", flat(session.stdout), "Quiz: Kuhn poker, information sets and regret matching (seed 7)", "Which node can O not tell apart from it?",
		"What does regret matching play next?", "The answer: ", "Score: 0 of 6 (0%).")
	fr := runApp(t, "q\n", nil, false, "quiz", "--game", "kuhn", "--seed", "7", "--lang", "fr")
	holds(t, "the French session", flat(fr.stdout), "Exercice : poker de Kuhn, ensembles d'information et appariement des regrets (graine 7)", "Arrêté.")
	for _, l := range strings.Split(fr.stdout+session.stdout, "\n") {
		if utf8.RuneCountInString(l) > 80 {
			t.Errorf("a line of %d columns: %q", utf8.RuneCountInString(l), l)
		}
	}
	// The answers of seed 7, read back from the session's answers.
	var file strings.Builder
	for _, m := range regexp.MustCompile(`The answer: (.*?)\. `).FindAllStringSubmatch(flat(session.stdout), -1) {
		file.WriteString(m[1] + "\n")
	}
	subjects := regexp.MustCompile(`At ([JQK]{1,2}(?: ?[pb]+)?),`).FindAllStringSubmatch(flat(session.stdout), -1)
	answers := strings.Split(strings.TrimSpace(file.String()), "\n")
	if len(subjects) != 6 || len(answers) != 6 {
		t.Fatalf("%d subjects, %d answers", len(subjects), len(answers))
	}
	var lines []string
	for i, s := range subjects {
		lines = append(lines, s[1]+": "+answers[i])
	}
	path := filepath.Join(dir, "answers.txt")
	os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	holds(t, "the grade", runOK(t, "quiz", "--game", "kuhn", "--seed", "7", "--answers", path).stdout, "Score: 6 of 6 (100%).")
	holds(t, "the JSON grade", runOK(t, "quiz", "--game", "kuhn", "--seed", "7", "--answers", path, "--json").stdout, `"score": 6`, `"total": 6`)
	for _, args := range [][]string{
		{"quiz", "--game", "kuhn", "--seed", "7", "--sheet", "2", "--depth", "3", "-o", filepath.Join(dir, "q.pdf")},
		{"quiz", "--game", "kuhn", "--seed", "7", "--depth", "2"},
	} {
		r := runApp(t, "", nil, false, args...)
		if r.code == 0 || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q", args, r.code, r.stderr)
		}
	}
}

// CFR+ stepped at a terminal (--interactive for a script): a walk a
// screen, forward, back, to an iteration and to the end, each screen
// within 80 columns and 24 rows, in French too; a command it does not
// know said so.
func TestKuhnStepInteractively(t *testing.T) {
	r := runApp(t, "\ng 3\np\nc\nn\nx\nq\n", nil, false, "step", "--game", "kuhn", "--iterations", "3", "--interactive")
	flat := strings.Join(strings.Fields(r.stdout), " ")
	holds(t, "the session", flat, "Step 1 of 6: iteration 1 of 3, the walk of X (cfr+)", "Step 2 of 6: iteration 1 of 3, the walk of O (cfr+)",
		"Step 5 of 6: iteration 3 of 3, the walk of X", "Step 4 of 6: iteration 2 of 3, the walk of O", "Step 6 of 6",
		"This is the last step: p goes back, q quits.", `"x" is no command`, "The average strategy's exploitability after iteration 3:")
	for _, screen := range strings.Split(r.stdout, strings.Repeat("=", 79)+"\n")[1:] {
		if n := strings.Count(screen, "\n"); n > 23 {
			t.Errorf("a screen of %d lines:\n%s", n, screen)
		}
	}
	fr := runApp(t, "n\nq\n", nil, false, "step", "--game", "kuhn", "--algo", "cfr", "--interactive", "--lang", "fr")
	holds(t, "the French session", strings.Join(strings.Fields(fr.stdout), " "), "Étape 1 sur 3 : itération 1 sur 3, le parcours des deux joueurs (cfr)")
	for _, l := range strings.Split(r.stdout+fr.stdout, "\n") {
		if utf8.RuneCountInString(l) > 80 {
			t.Errorf("a line of %d columns: %q", utf8.RuneCountInString(l), l)
		}
	}
}

// The quiz of Kuhn poker as files: a one-file page, its SCORM package,
// its sheet with its key as a PDF and as LaTeX (the questions, then each
// answer with why), a sheet of several (-o quiz.pdf was a crash on a nil
// tree before).
func TestKuhnQuizFiles(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"kuhn.html", "kuhn.zip", "kuhn.pdf", "kuhn.tex"} {
		runOK(t, "quiz", "--game", "kuhn", "--seed", "4", "-o", filepath.Join(dir, name))
	}
	tex, _ := os.ReadFile(filepath.Join(dir, "kuhn.tex"))
	for _, want := range []string{"\\documentclass", "At KQ b, O is to move, holding Q.", "Answer key: Quiz: Kuhn poker", "KQ b: JQ b. At KQ b and JQ b"} {
		if !strings.Contains(string(tex), want) {
			t.Errorf("the LaTeX sheet has no %q", want)
		}
	}
	if pdf, _ := os.ReadFile(filepath.Join(dir, "kuhn.pdf")); !bytes.HasPrefix(pdf, []byte("%PDF")) {
		t.Error("no PDF")
	}
	// A sheet of three quizzes, seeds 10 to 12, then their keys.
	runOK(t, "quiz", "--game", "kuhn", "--sheet", "3", "--seed", "10", "-o", filepath.Join(dir, "s.tex"))
	sheet, _ := os.ReadFile(filepath.Join(dir, "s.tex"))
	for _, want := range []string{"(seed 10)", "(seed 11)", "(seed 12)", "Answer key: Quiz: Kuhn poker, information sets and regret matching (seed 12)"} {
		if !strings.Contains(string(sheet), want) {
			t.Errorf("the sheet of three has no %q", want)
		}
	}
	r := runApp(t, "", nil, false, "quiz", "--game", "kuhn", "--sheet", "3", "--branching", "3", "-o", filepath.Join(dir, "s.pdf"))
	if r.code != 2 || !strings.Contains(r.stderr, "--branching: the quiz of Kuhn poker") {
		t.Errorf("--branching: exit %d %q", r.code, r.stderr)
	}
}

// solve --game kuhn --format json and csv: the value for the first
// player, the exploitability and the strategy; the CSV a line a set and
// move, each set's probabilities summing to 1.
func TestKuhnSolveFormats(t *testing.T) {
	var rep struct {
		Value          float64
		Exploitability float64
		Strategy       map[string]map[string]float64
	}
	if err := json.Unmarshal([]byte(runOK(t, "solve", "--game", "kuhn", "--format", "json").stdout), &rep); err != nil {
		t.Fatal(err)
	}
	if math.Abs(rep.Value+1.0/18) > 0.001 || rep.Exploitability > 0.001 || len(rep.Strategy) != 12 {
		t.Errorf("value %v, exploitability %v, %d sets", rep.Value, rep.Exploitability, len(rep.Strategy))
	}
	lines := strings.Split(strings.TrimSpace(runOK(t, "solve", "--game", "kuhn", "--format", "csv").stdout), "\n")
	if lines[0] != "infoset,move,probability" || len(lines) != 25 {
		t.Fatalf("csv %q", lines[:min(3, len(lines))])
	}
	sums := map[string]float64{}
	for _, l := range lines[1:] {
		f := strings.Split(l, ",")
		p, _ := strconv.ParseFloat(f[2], 64)
		sums[f[0]] += p
	}
	for s, sum := range sums {
		if math.Abs(sum-1) > 1e-9 {
			t.Errorf("%s sums to %v", s, sum)
		}
	}
	r := runApp(t, "", nil, false, "solve", "--moves", "f5", "--format", "csv")
	if r.code != 2 || !strings.Contains(r.stderr, "--format csv writes the equilibrium strategy") {
		t.Errorf("csv on Othello: %d %q", r.code, r.stderr)
	}
}

// No face writes the other's card before the hand's end: mid-hand, save
// is refused, quitting shows what the person sees (not the transcript),
// and --record writes nothing; once the hand is over, all are written.
// In every registered game that hides its cards (Kuhn poker, Leduc
// hold'em): hands of a few seeds, the deal and the first move read from
// the game as the pages deal it, those the other player's answer leaves
// going on (two of each game at least) held to it.
func TestHiddenCardNeverWrittenMidHand(t *testing.T) {
	dir := t.TempDir()
	for _, e := range game.Entries() {
		if !e.Hidden {
			continue
		}
		held := 0
		for seed := 1; seed <= 20 && held < 2; seed++ {
			req, err := explore.ParseMove(explore.Values{"game": {e.Name}, "seed": {strconv.Itoa(seed)}, "black": {"human"}, "white": {"ai:equilibrium"}})
			if err != nil {
				t.Fatal(err)
			}
			pos := req.Game.Pos()
			first, other := pos.FormatMove(pos.AppendMoves(nil)[0]), pos.(game.Secret).Holding(game.O)
			req.Game.Close()
			name := e.Name + strconv.Itoa(seed)
			hand, rec := filepath.Join(dir, name+"-hand.txt"), filepath.Join(dir, name+"-rec.txt")
			r := runApp(t, first+"\nsave "+hand+"\nquit\n", nil, false, "play", "--game", e.Name, "--seed", strconv.Itoa(seed), "--record", rec)
			if strings.Contains(r.stdout, "Game over") {
				continue // the other's answer ended the hand
			}
			held++
			if strings.Contains(r.stdout, "Transcript:") || !strings.Contains(r.stdout, "is not shown") || !strings.Contains(r.stdout, "a save would hold the other's card") {
				t.Errorf("%s mid-hand:\n%s", name, r.stdout)
			}
			for _, f := range []string{hand, rec} {
				if _, err := os.Stat(f); err == nil {
					b, _ := os.ReadFile(f)
					t.Errorf("%s: %s written mid-hand: %q", name, filepath.Base(f), b)
				}
			}
			if strings.Contains(r.stdout, "O had") || strings.Contains(r.stdout, "had "+other) {
				t.Errorf("%s: the other's card %s shown mid-hand:\n%s", name, other, r.stdout)
			}
		}
		if held < 2 {
			t.Errorf("%s: %d hands of 20 seeds go on after the first move", e.Name, held)
		}
	}
}

// Kuhn poker's tree draws each of its twelve information sets in a colour
// of its own, its joins routed as curves around the nodes (splines), not
// straight lines laid one over another along a row.
func TestKuhnSetsDrawnApart(t *testing.T) {
	dot := runOK(t, "tree", "--game", "kuhn", "--format", "dot").stdout
	if !strings.Contains(dot, "splines=true") {
		t.Error("the joins are drawn straight")
	}
	colors := map[string]bool{}
	for _, line := range strings.Split(dot, "\n") {
		if strings.Contains(line, "style=dashed, penwidth=1.5") {
			_, rest, _ := strings.Cut(line, `color="`)
			c, _, _ := strings.Cut(rest, `"`)
			colors[c] = true
		}
	}
	if len(colors) != 12 {
		t.Errorf("the joins of 12 sets in %d colours", len(colors))
	}
}
