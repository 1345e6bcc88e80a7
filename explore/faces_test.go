package explore

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gametree/internal/msg"
	"gametree/othello/adapter"
	"gametree/render"
)

// writeTo returns a WriteFile that writes into dir.
func writeTo(t *testing.T, dir string) WriteFile {
	return func(name string, write func(io.Writer) error) error {
		f, err := os.Create(filepath.Join(dir, filepath.Base(name)))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		return write(f)
	}
}

// The jobs of the play page: a person's move, the program's with the link
// to its search, the forced passes, a hint and the terms of an evaluation.
func TestMoveHintTerms(t *testing.T) {
	req, err := ParseMove(v("moves", "f5", "play", "d6", "white", "human"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Move(bg, req)
	req.Game.Close()
	if err != nil || rep.Transcript != "f5d6" || rep.Last.Player != "human" || rep.Turn != "human" || len(rep.History) != 2 {
		t.Fatalf("person's move: %+v, %v", rep, err)
	}
	if rep.Status != "Black to move." || rep.Last.Text != "White played d6." {
		t.Errorf("person's move: status %q, text %q", rep.Status, rep.Last.Text)
	}
	// The program's move is said with what its value means; so is a
	// forced pass.
	req, err = ParseMove(v("moves", "f5", "white", "alphabeta:2:mixed", "advance", "true"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err = Move(bg, req)
	req.Game.Close()
	if err != nil || !strings.HasPrefix(rep.Status, "White (alphabeta:2:mixed) played ") ||
		!strings.Contains(rep.Status, " at depth 2: the mixed evaluation, from White's view; ") || !strings.HasSuffix(rep.Status, "nodes). Black to move.") {
		t.Errorf("program's move: status %q, %v", rep.Status, err)
	}
	req, err = ParseMove(v("moves", "f5f4c3e6g4b2d3e3f3g3g2h3e7f1g5c5f2e8c4d6h5e2g1h2d2d1b5b4c7a5a4h6c2b3f8c6h1f6b6a6a1e1a7b7f7g6c1b8d7c8g7h4h7a2d8g8a3a8",
		"black", "human", "white", "human", "play", "b1"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err = Move(bg, req)
	req.Game.Close()
	if err != nil || rep.Status != "White has no legal move and passes. Black to move." {
		t.Errorf("forced pass: status %q, %v", rep.Status, err)
	}
	// The program's move links to its search, with the evaluation the
	// board takes: the expert plays mixed off 8x8, and so is it drawn.
	req, err = ParseMove(v("size", "6", "black", "ai:expert", "time", "50ms", "advance", "true"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err = Move(bg, req)
	req.Game.Close()
	if err != nil || rep.Last == nil || !strings.Contains(rep.Last.Tree, "eval=mixed") || !strings.Contains(rep.Last.Tree, "size=6") {
		t.Fatalf("the expert's move on 6x6: %+v, %v", rep.Last, err)
	}
	// A move by MCTS links to the tree of its search: the same iterations
	// and seed, which the tree page draws as the player searched.
	req, err = ParseMove(v("game", "tictactoe", "black", "ai:mcts:400", "seed", "7", "advance", "true"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err = Move(bg, req)
	req.Game.Close()
	if err != nil || rep.Last == nil || !strings.Contains(rep.Last.Tree, "algo=mcts") || !strings.Contains(rep.Last.Tree, "iterations=400") || !strings.Contains(rep.Last.Tree, "seed=7") {
		t.Fatalf("the move of ai:mcts:400: %+v, %v", rep.Last, err)
	}
	link, _ := url.ParseQuery(strings.TrimPrefix(rep.Last.Tree, "/tree?"))
	treq, err := ParseTree(Values(link), nil)
	if err != nil {
		t.Fatal(err)
	}
	ts, err := Tree(bg, treq, nil)
	if err != nil || ts.Tree.Label(ts.Best) != rep.Last.Move {
		t.Errorf("the linked tree plays %v, the player %s: %v", ts, rep.Last.Move, err)
	}
	// A move by PUCT links to PUCT's tree, which plays the same move.
	req, err = ParseMove(v("game", "connect4", "black", "ai:puct:150", "advance", "true"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err = Move(bg, req)
	req.Game.Close()
	if err != nil || rep.Last == nil || !strings.Contains(rep.Last.Tree, "algo=puct") || strings.Contains(rep.Last.Tree, "seed=") {
		t.Fatalf("the move of ai:puct:150: %+v, %v", rep.Last, err)
	}
	link, _ = url.ParseQuery(strings.TrimPrefix(rep.Last.Tree, "/tree?"))
	if treq, err = ParseTree(Values(link), nil); err != nil {
		t.Fatal(err)
	}
	if ts, err = Tree(bg, treq, nil); err != nil || ts.Tree.Label(ts.Best) != rep.Last.Move || !ts.MCTSRecord().Result.Guided() {
		t.Errorf("the linked tree plays %v, the player %s: %v", ts, rep.Last.Move, err)
	}
	for params, want := range map[*Values]string{
		ptrTo(v("play", "d3", "advance", "true")):           "give one of them",
		ptrTo(v("play", "z9")):                              `play "z9": want a square`,
		ptrTo(v("moves", "f5", "play", "d6")):               "White is the program ai:medium: let it move first",
		ptrTo(v("play", "a1", "white", "human")):            "not legal",
		ptrTo(v("advance", "true", "black", "human")):       "is a person",
		ptrTo(v("moves", "f5", "play", "d6", "white", "x")): "player",
	} {
		req, err := ParseMove(*params)
		if err == nil {
			_, err = Move(bg, req)
			req.Game.Close()
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v: %v, want %q", *params, err, want)
		}
	}
	// A forced pass is played and named.
	req, err = ParseMove(v("board", "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO- X", "black", "human", "white", "human", "play", "pass"))
	if err == nil {
		_, err = Move(bg, req)
		req.Game.Close()
	}
	if err == nil {
		t.Error("a pass with a legal move was played")
	}

	h, err := Hint(bg, mustHint(t, v("moves", "f5d6", "depth", "2")))
	if err != nil || h.Move == "" || !h.Searched || h.Depth != 2 || !strings.HasPrefix(h.Tree, "/tree?") ||
		!strings.HasPrefix(h.Text, "Hint: alphabeta:2:mixed would play "+h.Move+" (value ") || !strings.Contains(h.Text, "from Black's view") {
		t.Errorf("hint: %+v, %v", h, err)
	}
	// In French for Othello as for the other games.
	fr := msg.With(bg, msg.Fr)
	h, err = Hint(fr, mustHint(t, v("moves", "f5d6", "depth", "2")))
	if err != nil || !strings.HasPrefix(h.Text, "Indice : alphabeta:2:mixed jouerait "+h.Move+" (valeur ") || !strings.Contains(h.Text, "du point de vue de Noir") {
		t.Errorf("hint in French: %+v, %v", h, err)
	}
	h, err = Hint(fr, mustHint(t, v("size", "4", "depth", "1")))
	if err != nil || h.Exact == nil || !strings.HasPrefix(h.Text, "Indice : ") || !strings.Contains(h.Text, "résolu exactement") {
		t.Errorf("exact hint in French: %+v, %v", h, err)
	}
	// A game with a computer player hints with its move, as gametree play
	// does: the same player, the same move and value.
	h, err = Hint(bg, mustHint(t, v("moves", "f5d6", "white", "ai:medium", "depth", "5")))
	g, gerr := ParsePlay(v("moves", "f5d6", "white", "ai:medium"), nil)
	if gerr != nil {
		t.Fatal(gerr)
	}
	defer g.Close()
	mv, cerr := g.Hint().Choose(bg, g.Game)
	if err != nil || cerr != nil || h.Player != "ai:medium" || h.Depth != 2 || h.Move != adapter.Square(mv.Move).String() || h.Value != mv.Value ||
		!strings.HasPrefix(h.Text, "Hint: ai:medium would play "+h.Move) {
		t.Errorf("hint with ai:medium: %+v, %v; gametree play's hint: %+v, %v", h, err, mv, cerr)
	}
	if r := g.Report(nil, nil); r.HintBy != "ai:medium" {
		t.Errorf("the game's report: hint_by %q, want ai:medium", r.HintBy)
	}
	// Near the end a hint is exact.
	h, err = Hint(bg, mustHint(t, v("size", "4", "depth", "1")))
	if err != nil || h.Exact == nil || len(h.Exact.Moves) != 4 || !strings.Contains(h.Exact.Text, "solved exactly") || h.Text != "Hint: "+h.Exact.Text+"." {
		t.Errorf("exact hint: %+v, %v", h, err)
	}
	for params, want := range map[*Values]string{
		ptrTo(v("depth", "11")):                  "--depth 11: want 1 to 10 plies",
		ptrTo(v("eval", "nope")):                 "--eval \"nope\": want discs",
		ptrTo(v("size", "6", "eval", "pattern")): "--eval pattern: ",
		ptrTo(v("board", "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX O")): "the game is over",
	} {
		if _, err := ParseHint(*params); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("hint %v: %v, want %q", *params, err, want)
		}
	}

	tr, err := ParseTerms(v("moves", "f5", "eval", "positional", "for", "black"))
	if err != nil {
		t.Fatal(err)
	}
	if r := Terms(tr); r.For != "black" || r.Eval != "positional" || len(r.Terms) == 0 {
		t.Errorf("terms: %+v", r)
	}
	for params, want := range map[*Values]string{
		ptrTo(v("for", "red")):                   `for "red": want black or white`,
		ptrTo(v("eval", "x")):                    "want discs, positional",
		ptrTo(v("size", "4", "eval", "pattern")): "--eval pattern",
	} {
		if _, err := ParseTerms(*params); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("terms %v: %v, want %q", *params, err, want)
		}
	}
}

func mustHint(t *testing.T, p Values) *HintRequest {
	t.Helper()
	req, err := ParseHint(p)
	if err != nil {
		t.Fatal(err)
	}
	return req
}

// The text reports of show, perft and solve, as the CLI prints them.
func TestReports(t *testing.T) {
	pos, err := ParsePosition(v("moves", "f5d6"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if s := ShowText(pos, true, false); !strings.Contains(s, "Moves played: f5d6") || !strings.Contains(s, "●") {
		t.Errorf("show:\n%s", s)
	}
	preq, _ := ParsePerft(v("depth", "3", "divide", "true"), nil)
	prep, err := Perft(bg, preq, nil)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	prep.WriteText(&b, true)
	if !strings.HasSuffix(b.String(), "perft 3: 56 leaves, 0 game ends\n") || !strings.HasPrefix(b.String(), "d3   14 leaves") {
		t.Errorf("perft:\n%s", b.String())
	}
	b.Reset()
	prep.WriteText(&b, false)
	if !strings.Contains(b.String(), "M leaves/s") {
		t.Errorf("perft with time:\n%s", b.String())
	}

	sreq, err := ParseSolve(v("board", "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X", "all", "true", "threads", "1"), nil)
	if err != nil {
		t.Fatal(err)
	}
	var seen SolveProgress
	srep, err := Solve(bg, sreq, func(p SolveProgress) { seen = p })
	if err != nil {
		t.Fatal(err)
	}
	text := srep.Text()
	for _, want := range []string{"Score: +38: Black wins by 38", "Best move: a2", "Principal variation: a2", "move  score", "Nodes: "} {
		if !strings.Contains(text, want) {
			t.Errorf("solve text lacks %q:\n%s", want, text)
		}
	}
	if line := ProgressLine(seen, 20, 40, msg.En); len(line) > 39 || !strings.HasPrefix(line, "solving 20 empties") {
		t.Errorf("progress line %q", line)
	}
	if s := srep.Stopped(); !strings.Contains(s, "the best move so far is a2") {
		t.Errorf("stopped: %q", s)
	}
	srep.BestMove = nil
	if s := srep.Stopped(); !strings.Contains(s, "before the first move was solved") {
		t.Errorf("stopped: %q", s)
	}
	if msg.En.Count(1234567) != "1,234,567" || msg.En.Count(12) != "12" || msg.Fr.Count(1234567) != "1\u00a0234\u00a0567" {
		t.Error("Count")
	}
	// In French, the same report.
	srep.Lang = msg.Fr
	if text := srep.Text(); !strings.Contains(text, "Score : +38 : Noir gagne de 38") {
		t.Errorf("French solve text:\n%s", text)
	}
	if line := ProgressLine(seen, 20, 40, msg.Fr); len([]rune(line)) > 39 || !strings.HasPrefix(line, "résolution à 20 cases vides") {
		t.Errorf("French progress line %q", line)
	}
	srep.Lang = msg.En
	// A draw and a loss are said as such, a finished game has no move.
	for board, want := range map[string]string{
		"XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO X": "Score: 0: a draw",
		"OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOX X": "The game is over.",
	} {
		req, err := ParseSolve(v("board", board), nil)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Solve(bg, req, nil)
		if err != nil || !strings.Contains(rep.Text(), want) {
			t.Errorf("%s: %v\n%s", board, err, rep.Text())
		}
	}
}

// The quiz: the session at a terminal, grading a file, and a sheet.
func TestQuizJobs(t *testing.T) {
	req, err := ParseQuiz(v("leaves", "((3 12 8) (2 4 6) (14 5 2))"), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	ex, _, err := Quiz(bg, req)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	in := "3\n?\n\nx\n2\nC2 C3\n"
	if err := AskQuiz(req, ex, strings.NewReader(in), &out, true, 60); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Quiz on the tree ((3 12 8) (2 4 6) (14 5 2)).", "  Right.", "The answer is", "(type an answer", "Stopped. Score so far"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("session lacks %q:\n%s", want, out.String())
		}
	}
	rep, err := GradeQuiz(ex, strings.NewReader("B 3\nC 2\nD 2\nA 3\npruned C2 C3\n"), "answers")
	if err != nil || rep.Score != rep.Total {
		t.Errorf("grade %+v, %v", rep, err)
	}
	if s := GradeText(ex, rep); s != "Score: "+strconv.Itoa(rep.Total)+" of "+strconv.Itoa(rep.Total)+".\nNo mistakes.\n" {
		t.Errorf("grade text %q", s)
	}
	rep, _ = GradeQuiz(ex, strings.NewReader("B 4\n"), "answers")
	if s := GradeText(ex, rep); !strings.Contains(s, "B: 3, not 4.") || !strings.Contains(s, "no answer") {
		t.Errorf("grade text %q", s)
	}
	if _, err := GradeQuiz(ex, strings.NewReader("Z 4\n"), "answers"); err == nil {
		t.Error("an unknown node was graded")
	}
	// A random tree says how to draw it again; the doc names its seed.
	rreq, err := ParseQuiz(v("depth", "2", "branching", "2"), nil, func() uint64 { return 7 })
	if err != nil {
		t.Fatal(err)
	}
	rex, _, err := Quiz(bg, rreq)
	if err != nil {
		t.Fatal(err)
	}
	if doc := rreq.Doc(rex); doc.Seed == nil || *doc.Seed != 7 || len(doc.Nodes) != 7 {
		t.Errorf("doc %+v", doc)
	}
	out.Reset()
	AskQuiz(rreq, rex, strings.NewReader("q\n"), &out, false, 0)
	if !strings.Contains(out.String(), "--seed 7 gives this tree again") {
		t.Errorf("random session:\n%s", out.String())
	}
	oreq, err := ParseQuiz(v("moves", "f5d6", "depth", "2"), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	oex, _, err := Quiz(bg, oreq)
	if err != nil || !strings.Contains(oreq.Source(oex.Tree), "the tree of depth 2 (position: after f5 d6; Othello 8x8, Black to move") {
		t.Errorf("Othello quiz: %v, %q", err, oreq.Source(oex.Tree))
	}
	if _, err := ParseQuiz(v("depth", "9"), nil, func() uint64 { return 1 }); err == nil {
		t.Error("depth 9 accepted")
	}

	sheet, err := ParseSheet(v("sheet", "2", "output", "s.tex"), func() uint64 { return 11 })
	if err != nil || !sheet.NewSeed || sheet.Seed != 11 || !sheet.TeX {
		t.Fatalf("sheet %+v, %v", sheet, err)
	}
	var tex bytes.Buffer
	if err := Sheet(bg, &tex, sheet, nil); err != nil || !strings.Contains(tex.String(), "Exercise 2") {
		t.Errorf("sheet: %v", err)
	}
	// A PDF sheet reports every tree it lays out: the blank ones, then
	// the solved ones.
	pdf, _ := ParseSheet(v("sheet", "2", "output", "s.pdf", "seed", "3"), nil)
	var laid []string
	var sheetPDF bytes.Buffer
	if err := Sheet(bg, &sheetPDF, pdf, func(f string, a ...any) { laid = append(laid, fmt.Sprintf(f, a...)) }); err != nil ||
		!slices.Contains(laid, "laying out the sheet: tree 4 of 4") || laid[len(laid)-1] != "" {
		t.Errorf("sheet progress: %v %q", err, laid)
	}
	for params, want := range map[*Values]string{
		ptrTo(v("sheet", "0", "output", "s.pdf")):                   "--sheet 0: want 1 to 50",
		ptrTo(v("sheet", "2", "output", "s.png")):                   "give -o sheet.pdf",
		ptrTo(v("sheet", "2", "output", "s.pdf", "moves", "f5")):    "--moves does not apply to --sheet",
		ptrTo(v("sheet", "2", "output", "s.pdf", "seed", "x")):      `--seed "x"`,
		ptrTo(v("sheet", "x", "output", "s.pdf")):                   "want a whole number",
		ptrTo(v("sheet", "2", "output", "s.pdf", "depth", "x")):     "want a whole number",
		ptrTo(v("sheet", "2", "output", "s.pdf", "branching", "x")): "want a whole number",
	} {
		if _, err := ParseSheet(*params, func() uint64 { return 1 }); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("sheet %v: %v, want %q", *params, err, want)
		}
	}
}

// The step screen at a terminal, every command, and the frames.
func TestStepSession(t *testing.T) {
	req, err := ParseStep(v("leaves", "((3 12 8) (2 4 6) (14 5 2))"), nil)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := stepTrace(bg, req)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	term := StepTerminal{In: strings.NewReader("p\nn\n\ng 5\ng\ng 99\nb\nc\nn\n?\nzz\n" + strings.Repeat("x", 70000) + "\nq\n"), Out: &out, Echo: true,
		Size: func() (int, int, bool) { return 80, 24, true }}
	if err := term.Run(tr, render.Options{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"This is the first step.", "g needs a step number", `"99" is not a step`, "A textbook tree has no boards",
		"That was the last step", "Commands (type one", `Unknown command "zz"`, "longer than"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("session lacks %q", want)
		}
	}
	// The arrow keys, as a terminal in line mode sends them: a step a
	// press, back with the left one; past the end the last step stays
	// drawn.
	for _, tc := range []struct{ in, want string }{
		{"\x1b[C\x1b[C\x1b[C\n", "Step 4 of 36"},
		{"\x1b[C\x1b[C\x1b[C\n\x1b[D\n", "Step 3 of 36"},
		{"\x1bOC\x1bOB\n", "Step 3 of 36"},
		{"g 34\n\x1b[C\x1b[C\x1b[C\n", "Step 36 of 36"},
	} {
		out.Reset()
		term := StepTerminal{In: strings.NewReader(tc.in), Out: &out, Size: func() (int, int, bool) { return 80, 24, true }}
		if err := term.Run(tr, render.Options{}); err != nil {
			t.Fatal(err)
		}
		screens := strings.Split(out.String(), "Step ")
		if last := "Step " + screens[len(screens)-1]; !strings.HasPrefix(last, tc.want) {
			t.Errorf("%q: the last screen starts %.40q, want %q", tc.in, last, tc.want)
		}
	}
	if arrowKeys("\x1b[Cn") != nil || arrowKeys("\x1b[5~") != nil || arrowKeys("") != nil {
		t.Errorf("arrowKeys takes what is not arrows")
	}
	// An Othello tree toggles its board; the end of the input ends it.
	oreq, _ := ParseStep(v("moves", "f5", "depth", "1"), nil)
	otr, err := stepTrace(bg, oreq)
	if err != nil {
		t.Fatal(err)
	}
	out.Reset()
	term = StepTerminal{In: strings.NewReader("b\nb\n"), Out: &out, Terminal: true, Rows: 24, Cols: 80}
	if err := term.Run(otr, render.Options{}); err != nil || strings.Contains(out.String(), "no boards") {
		t.Errorf("Othello session: %v\n%s", err, out.String())
	}

	dir := t.TempDir()
	if err := WriteFrames(bg, tr, dir, render.Options{}, writeTo(t, dir), nil); err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil || !strings.Contains(string(page), "step-0036.svg") || !strings.Contains(string(page), "gametree step: ((3 12 8)") {
		t.Errorf("frames page: %v", err)
	}
	ctx, cancel := context.WithCancel(bg)
	cancel()
	if err := WriteFrames(ctx, tr, t.TempDir(), render.Options{}, writeTo(t, dir), nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled frames: %v", err)
	}
	file := filepath.Join(t.TempDir(), "f")
	os.WriteFile(file, nil, 0o644)
	if err := WriteFrames(bg, tr, filepath.Join(file, "sub"), render.Options{}, writeTo(t, dir), nil); err == nil || !strings.HasPrefix(err.Error(), "--frames ") {
		t.Errorf("frames under a file: %v", err)
	}
	// Frames that would draw too many nodes in all are refused before any
	// is drawn; the others report their progress, and the page is in the
	// language asked.
	big, _ := ParseStep(v("depth", "5"), nil)
	btr, err := stepTrace(bg, big)
	if err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()
	if err := WriteFrames(bg, btr, empty, render.Options{}, writeTo(t, empty), nil); err == nil || !strings.Contains(err.Error(), "would draw about") {
		t.Errorf("depth 5 from the start: %v", err)
	}
	if files, _ := os.ReadDir(empty); len(files) > 0 {
		t.Errorf("a refusal wrote %d files", len(files))
	}
	said := 0
	fr := t.TempDir()
	if err := WriteFrames(msg.With(bg, msg.Fr), tr, fr, render.Options{}, writeTo(t, fr), func(string, ...any) { said++ }); err != nil || said < tr.Len() {
		t.Errorf("progress: %v, said %d times for %d frames", err, said, tr.Len())
	}
	if page, _ := os.ReadFile(filepath.Join(fr, "index.html")); !strings.Contains(string(page), `lang="fr"`) || !strings.Contains(string(page), "Étape 36 sur 36 : ") {
		t.Errorf("the French frames page:\n%.600s", page)
	}
}

// A game at a terminal: moves, a saved game, the end.
func TestGameSession(t *testing.T) {
	g, err := ParsePlay(v("size", "4", "black", "human", "white", "greedy"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	dir := t.TempDir()
	var out bytes.Buffer
	in := "hint\ntree\nsave game.txt\nquit\n"
	if err := g.Session(bg, Terminal{In: strings.NewReader(in), Out: &out, WriteFile: writeTo(t, dir)}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "game.txt")); err != nil {
		t.Errorf("save: %v\n%s", err, out.String())
	}
	if err := g.Save("x.ggf", writeTo(t, dir)); err != nil {
		t.Error(err)
	}
	b, _ := ParsePlay(v("board", "----XO--OX------ X", "black", "human"), nil)
	defer b.Close()
	if err := b.Save("x.txt", writeTo(t, dir)); err == nil {
		t.Error("a game from a board saved as a transcript")
	}
}

// The train jobs on a tiny set: games played and written, then fitted.
func TestTrainJobs(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "g.txt.gz")
	req, err := ParseTrainGames(v("games", "3", "depth", "1", "exact", "4", "random", "2-4", "output", out), nil)
	if err != nil {
		t.Fatal(err)
	}
	f, _ := os.Create(out)
	rep, err := TrainGames(bg, req, func(string, ...any) {}, f)
	f.Close()
	if err != nil || rep.Games != 3 {
		t.Fatalf("games: %+v, %v", rep, err)
	}
	files := func(name string) (string, error) {
		b, err := os.ReadFile(name)
		return string(b), err
	}
	freq, err := ParseTrainFit(v("iterations", "2", "output", filepath.Join(dir, "w.gz")), OpenText(files), []string{out})
	if err != nil {
		t.Fatal(err)
	}
	frep, err := TrainFit(bg, freq, func(string, ...any) {})
	if err != nil || frep.Games != 3 || !strings.Contains(frep.Text(), "Fitted on 3 games") {
		t.Fatalf("fit: %v", err)
	}
	if err := frep.WriteWeights(io.Discard); err != nil {
		t.Error(err)
	}
	for params, want := range map[*Values]string{
		ptrTo(v("output", "")):                                                "-o FILE is required",
		ptrTo(v("output", "o", "random", "9-2")):                              "--random",
		ptrTo(v("output", "o", "games", "0")):                                 "--games 0",
		ptrTo(v("output", "o", "depth", "13")):                                "--depth 13",
		ptrTo(v("output", "o", "exact", "21")):                                "--exact 21",
		ptrTo(v("output", "o", "eval", "discs")):                              "--eval \"discs\"",
		ptrTo(v("output", "o", "weights", "w.gz")):                            "pattern weights go with --eval pattern",
		ptrTo(v("output", "o", "eval", "pattern", "weights", "/nonexistent")): "--weights /nonexistent",
		ptrTo(v("output", "o", "seed", "-1")):                                 "--seed",
		ptrTo(v("output", "o", "games", "x")):                                 "want a whole number",
	} {
		if _, err := ParseTrainGames(*params, files); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("games %v: %v, want %q", *params, err, want)
		}
	}
	for params, want := range map[*Values]string{
		ptrTo(v("output", "")):                     "-o FILE is required",
		ptrTo(v("output", "o", "lambda", "0")):     "--lambda 0",
		ptrTo(v("output", "o", "lambda", "x")):     "--lambda \"x\"",
		ptrTo(v("output", "o", "iterations", "0")): "--iterations 0",
		ptrTo(v("output", "o", "holdout", "1")):    "--holdout 1",
		ptrTo(v("output", "o", "threads", "x")):    "want a whole number",
	} {
		if _, err := ParseTrainFit(*params, OpenText(files), []string{out}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("fit %v: %v, want %q", *params, err, want)
		}
	}
	if _, err := ParseTrainFit(v("output", "o"), OpenText(files), nil); err == nil {
		t.Error("a fit with no games files")
	}
	freq, _ = ParseTrainFit(v("output", "o"), OpenText(files), []string{filepath.Join(dir, "none")})
	if _, err := TrainFit(bg, freq, func(string, ...any) {}); err == nil {
		t.Error("a missing games file was read")
	}
	if lo, hi, ok := parseRange("5"); !ok || lo != 5 || hi != 5 {
		t.Error("parseRange 5")
	}
}

// Compare writes each table format; OverLimit knows the refusals for size.
func TestCompareWriteAndLimits(t *testing.T) {
	req, err := ParseCompare(v("leaves", "((3 12 8) (2 4 6) (14 5 2))", "format", "csv"), nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Compare(bg, req, func(string, ...any) {})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range render.TableFormats {
		var b bytes.Buffer
		if err := rep.Write(&b, f, true); err != nil || b.Len() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}
	if _, err := ParseCompare(v("format", "svg"), nil); err == nil || !strings.Contains(err.Error(), "want text, md, csv or json") {
		t.Errorf("compare format svg: %v", err)
	}
	if _, err := ParseCompare(v("plot", "p.gif"), nil); err == nil || !strings.Contains(err.Error(), "name it .svg, .png or .pdf") {
		t.Errorf("compare plot png: %v", err)
	}
	treq, _ := ParseTree(v("depth", "9"), nil)
	_, err = Tree(bg, treq, nil)
	if !OverLimit(err) || OverLimit(errors.New("x")) {
		t.Errorf("OverLimit(%v)", err)
	}
	if _, err := ParseStep(v("format", "png"), nil); err == nil || !strings.Contains(err.Error(), "want text, md, csv, json, tex, html or scorm") {
		t.Errorf("step format png: %v", err)
	}
	var u error = &UsageError{Err: errors.New("x")}
	if errors.Unwrap(u) == nil {
		t.Error("UsageError unwraps to nothing")
	}
}

// b on a tic-tac-toe tree puts the board of the step's node beside the
// tree.
func TestStepSessionGameBoard(t *testing.T) {
	req, err := ParseStep(v("game", "tictactoe", "moves", "b2a1c3", "depth", "2"), nil)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := stepTrace(bg, req)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	term := StepTerminal{In: strings.NewReader("n\nn\nn\nb\nq\n"), Out: &out, Echo: true,
		Size: func() (int, int, bool) { return 80, 24, true }}
	if err := term.Run(tr, render.Options{}); err != nil {
		t.Fatal(err)
	}
	// The board of c1 beside the tree, the move just played outlined.
	for _, want := range []string{"◀ current   3 - - X 3", "1 O O[X]1", "O to move"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("want %q in:\n%s", want, out.String())
		}
	}
}

// A solve's progress says what is known of the root's score: nothing, a
// lower bound with its move, an upper bound (a pass of the root's search
// that failed low), both, or the exact score, in both languages.
func TestProgressLineBounds(t *testing.T) {
	for _, c := range []struct {
		p      SolveProgress
		en, fr string
	}{
		{SolveProgress{Done: 3, Total: 9}, "no move solved yet", "aucun coup"},
		{SolveProgress{Done: 3, Total: 9, Best: "b2", Score: 4}, "best b2 >= +4,", "meilleur b2 >= +4,"},
		{SolveProgress{Done: 1, Total: 9, Upper: 6, HasUpper: true}, "score <= +6,", "score <= +6,"},
		{SolveProgress{Done: 1, Total: 9, Best: "b2", Score: 4, Upper: 6, HasUpper: true}, "best b2 >= +4, score <= +6,", "meilleur b2 >= +4, score <= +6,"},
		{SolveProgress{Done: 9, Total: 9, Best: "b2", Score: 6, Upper: 6, HasUpper: true}, "best b2 +6,", "meilleur b2 +6,"},
	} {
		if line := ProgressLine(c.p, 24, 200, msg.En); !strings.Contains(line, c.en) {
			t.Errorf("%+v: %q lacks %q", c.p, line, c.en)
		}
		if line := ProgressLine(c.p, 24, 200, msg.Fr); !strings.Contains(line, c.fr) {
			t.Errorf("%+v: %q lacks %q", c.p, line, c.fr)
		}
	}
}
