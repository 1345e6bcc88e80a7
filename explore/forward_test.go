package explore

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"gametree/internal/msg"
	"gametree/render"
)

// ProbCut's fit made through the application: parsed, made, its table,
// its file read back as a --fit, its scatter plot; and the refusals.
func TestProbCutFitJob(t *testing.T) {
	ctx := context.Background()
	req, err := ParseProbCutFit(v("size", "6", "plies", "4-18", "heights", "3", "positions", "20", "output", "fit.txt", "plot", "fit.png", "plot-height", "3"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if req.PlotFormat != render.PNGFormat || req.Options.Size != "6x6" || req.Options.Eval != "discs" {
		t.Fatalf("request %+v", req)
	}
	var said []string
	rep, err := ProbCutFit(ctx, req, func(format string, args ...any) { said = append(said, format) })
	if err != nil {
		t.Fatal(err)
	}
	if text := rep.Text(0); !strings.Contains(text, "othello 6x6, --eval discs, on 20 positions") || !strings.Contains(text, "height 3: v3 = ") || len(said) != 20 {
		t.Errorf("table %q, %d progress lines", text, len(said))
	}
	var file, plot bytes.Buffer
	if err := rep.WriteFit(&file); err != nil {
		t.Fatal(err)
	}
	if err := WriteFitPlot(&plot, render.SVGFormat, rep.Model, 3, 0); err != nil || !strings.Contains(plot.String(), "20 positions") {
		t.Errorf("plot: %v", err)
	}
	if err := WriteFitPlot(&plot, render.SVGFormat, rep.Model, 7, 0); err == nil {
		t.Error("a plot of a height the fit has not")
	}
	// The fit given to a tree of its game and size, refused for another.
	files := Files(func(string) (string, error) { return file.String(), nil })
	treq, err := ParseTree(v("size", "6", "depth", "4", "algo", "probcut", "fit", "fit"), files)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Tree(ctx, treq, nil)
	if pc, ok := s.Forward.(render.ProbCutInfo); err != nil || !ok || pc.Fit != "othello 6x6, --eval discs" {
		t.Fatalf("a tree with --fit: %v, %+v", err, s)
	}
	treq, _ = ParseTree(v("depth", "3", "algo", "probcut", "fit", "fit"), files)
	if _, err := Tree(ctx, treq, nil); err == nil || !strings.Contains(err.Error(), "--fit is a fit for othello 6x6") {
		t.Errorf("a fit of another size: %v", err)
	}
	for _, c := range []struct {
		params Values
		want   string
	}{
		{v("game", "connect4", "eval", "mixed", "output", "x"), "--eval applies to the games of several evaluations"},
		{v("game", "pig", "output", "x"), "ProbCut searches games of two players who see everything"},
		{v("plies", "x", "output", "x"), `--plies "x"`},
	} {
		if _, err := ParseProbCutFit(c.params, nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.params, err, c.want)
		}
	}
	treq, _ = ParseTree(v("game", "tictactoe", "algo", "probcut"), nil)
	if _, err := Tree(ctx, treq, nil); err == nil || !strings.Contains(err.Error(), "make one with gametree train probcut --game tictactoe -o fit.txt") {
		t.Errorf("tic-tac-toe: %v", err)
	}
	treq, _ = ParseTree(v("size", "6", "eval", "mobility", "algo", "probcut"), nil)
	if _, err := Tree(ctx, treq, nil); err == nil || !strings.Contains(err.Error(), "--size 6 --eval mobility -o fit.txt") {
		t.Errorf("6x6 mobility: %v", err)
	}
}

// compare --forward and --quiescence through the application: their
// tables in text and Markdown, the plot, and their refusals.
func TestCompareForwardAndHorizonJobs(t *testing.T) {
	ctx := context.Background()
	req, err := ParseCompare(v("moves", "f5d6c3", "depth", "2-3", "forward", "true", "beam", "2", "no-time", "true"), nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Compare(ctx, req, func(string, ...any) {})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Forward == nil || len(rep.Forward.Rows) != 6 || rep.Forward.Beam != 2 {
		t.Fatalf("forward %+v", rep.Forward)
	}
	var text, md, plot bytes.Buffer
	rep.DropTimes()
	rep.WriteTable(&text, false, true)
	rep.WriteTable(&md, true, false)
	if !strings.Contains(text.String(), "beam search keeps 2 moves a node") || !strings.Contains(md.String(), "| ProbCut") {
		t.Errorf("text:\n%s\nmarkdown:\n%s", text.String(), md.String())
	}
	if err := rep.ForwardPlot(&plot); err != nil || !strings.Contains(plot.String(), "moves agree") {
		t.Errorf("plot: %v", err)
	}
	board := "-------------OO----XXOO---OXOXOO---XXXX---XOOX---XOO--X---O----- O"
	req, err = ParseCompare(v("board", board, "depth", "1", "quiescence", "2", "no-time", "true"), nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err = Compare(ctx, req, func(string, ...any) {})
	if err != nil || rep.Horizon == nil || !rep.Horizon.Rows[0].Fooled {
		t.Fatalf("horizon %v %+v", err, rep.Horizon)
	}
	text.Reset()
	rep.WriteTable(&text, false, true)
	if !strings.Contains(text.String(), "the quiescence search plays c5") {
		t.Errorf("text:\n%s", text.String())
	}
	if err := (&CompareReport{}).ForwardPlot(&plot); err == nil {
		t.Error("a plot of no forward pruning")
	}
	for _, c := range []struct {
		params Values
		want   string
	}{
		{v("beam", "0"), "--beam 0"},
		{v("confidence", "0.7"), "--confidence applies to compare --forward"},
		{v("forward", "true", "confidence", "2"), `--confidence "2"`},
		{v("forward", "true", "mcts", "10"), "each add a table"},
		{v("forward", "true", "leaves", "(1 2)"), "--forward prunes by the evaluation"},
		{v("quiescence", "2", "positions", "x"), "leave --positions out"},
	} {
		if _, err := ParseCompare(c.params, func(string) (string, error) { return "f5", nil }); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.params, err, c.want)
		}
	}
	req, _ = ParseCompare(v("game", "nim", "quiescence", "1", "depth", "1"), nil)
	if _, err := Compare(ctx, req, func(string, ...any) {}); err == nil || !strings.Contains(err.Error(), "no quiet test") {
		t.Errorf("nim: %v", err)
	}
	req, _ = ParseCompare(v("game", "connect4", "size", "5x4", "forward", "true", "depth", "1"), nil)
	if _, err := Compare(ctx, req, func(string, ...any) {}); err == nil || !strings.Contains(err.Error(), "--game connect4 --size 5x4 -o fit.txt") {
		t.Errorf("connect4 5x4: %v", err)
	}
}

// gametree horizon's report as text.
func TestHorizonText(t *testing.T) {
	req, err := ParseHorizon(v("game", "othello", "depth", "1", "count", "1"), nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Horizon(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := rep.WriteText(&b); err != nil || !strings.Contains(b.String(), "depth 1's move gives up") {
		t.Errorf("%v:\n%s", err, b.String())
	}
}

// The quiz of quiet leaves and ProbCut's cuts: the answers graded as the
// game's quiet test and ProbCut written apart say, every reason with its
// words, and the refusals.
func TestQuizQuietAndCuts(t *testing.T) {
	ctx := context.Background()
	moves := "e6 f4 f3 f2 g4 h4 g3 g2 d3 d6 f5 c6 e3 f6 b7 c4 d7 c7 g5 c8 g7"
	req, err := ParseQuiz(v("moves", moves, "depth", "1", "ask", "quiet"), nil, func() uint64 { return 1 })
	if err != nil {
		t.Fatal(err)
	}
	ex, _, err := Quiz(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	var noisy []string
	for _, q := range ex.Questions {
		quiet, _, _ := ex.Tree.QuietAt(q.Node)
		if q.Flag == quiet || int(ex.Tree.Nodes[q.Node].Depth) != 1 {
			t.Errorf("%s: asked %v, the quiet test says quiet %v", q.Name, q.Flag, quiet)
		}
		if q.Flag {
			noisy = append(noisy, q.Name)
		}
	}
	if len(ex.Questions) != int(ex.Tree.Nodes[0].Count) || len(noisy) == 0 {
		t.Fatalf("%d questions, %d noisy", len(ex.Questions), len(noisy))
	}
	ans, err := ex.ParseAnswers(strings.NewReader("noisy "+strings.Join(noisy, " ")+"\n"), "a")
	if err != nil {
		t.Fatal(err)
	}
	if rep := ex.Grade(ans); rep.Score != rep.Total {
		t.Errorf("the key's answers score %d of %d", rep.Score, rep.Total)
	}
	ans, _ = ex.ParseAnswers(strings.NewReader("noisy none\n"), "a")
	if rep := ex.Grade(ans); rep.Score != rep.Total-len(noisy) || !strings.Contains(rep.Mistakes[0].Why, "is not quiet: a corner is open") {
		t.Errorf("none: %+v", rep)
	}
	if _, err := ex.ParseAnswers(strings.NewReader("noisy root\n"), "a"); err == nil || !strings.Contains(err.Error(), "not a leaf at the horizon") {
		t.Errorf("the root as a leaf: %v", err)
	}
	var key []string = ex.Key()
	if !strings.Contains(strings.Join(key, "\n"), "Leaves not quiet: "+strings.Join(noisy, ", ")) {
		t.Errorf("key %v", key)
	}
	// ProbCut's cuts on a Connect Four tree of 400 nodes, graded as
	// ProbCut's own search says.
	req, err = ParseQuiz(v("game", "connect4", "depth", "3", "ask", "probcut"), nil, func() uint64 { return 1 })
	if err != nil {
		t.Fatal(err)
	}
	ex, _, err = Quiz(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	var cut []string
	for _, q := range ex.Questions {
		if q.Flag {
			cut = append(cut, q.Name)
			if !strings.Contains(q.Why, " is cut: ") {
				t.Errorf("%s: %s", q.Name, q.Why)
			}
		}
	}
	if len(ex.Questions) == 0 || !strings.Contains(strings.Join(ex.Task(), " "), "v2 = ") {
		t.Fatalf("%d questions; task %v", len(ex.Questions), ex.Task())
	}
	line := "cut none\n"
	if len(cut) > 0 {
		line = "cut " + strings.ReplaceAll(strings.Join(cut, ","), " ", "") + "\n" // names without their spaces
	}
	ans, err = ex.ParseAnswers(strings.NewReader(line), "a")
	if err != nil {
		t.Fatal(err)
	}
	if rep := ex.Grade(ans); rep.Score != rep.Total {
		t.Errorf("the key's cuts score %d of %d: %+v", rep.Score, rep.Total, rep.Mistakes)
	}
	for _, c := range []struct {
		params Values
		want   string
	}{
		{v("leaves", "((1 2) (3 4))", "ask", "quiet"), "asked of a game tree"},
		{v("game", "nim", "depth", "2", "ask", "quiet"), "no quiet test"},
		{v("game", "tictactoe", "depth", "2", "ask", "probcut"), "ProbCut has no fit for tictactoe"},
	} {
		req, err := ParseQuiz(c.params, nil, func() uint64 { return 1 })
		if err == nil {
			_, _, err = Quiz(ctx, req)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.params, err, c.want)
		}
	}
	// The pages' documents: the quiet leaves' names and every node's
	// board; the nodes ProbCut tests and every inner node's evaluation.
	for _, ask := range []string{"quiet", "probcut"} {
		req, err := ParseQuiz(v("game", "connect4", "moves", "ddc", "depth", "3", "ask", ask), nil, func() uint64 { return 1 })
		if err != nil {
			t.Fatal(err)
		}
		ex, _, err := Quiz(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		doc := req.Doc(ex)
		names := doc.Quiet
		if ask == "probcut" {
			names = doc.Cut
		}
		if len(names) == 0 || len(names) != len(ex.Questions) {
			t.Errorf("%s: %d names for %d questions", ask, len(names), len(ex.Questions))
		}
		for _, n := range doc.Nodes {
			if ask == "quiet" && (n.Grid == nil || doc.BoardStyle == "") || ask == "probcut" && !n.Leaf && !strings.HasPrefix(n.Eval, "eval ") {
				t.Fatalf("%s: node %s has no board or evaluation: %+v", ask, n.Name, n)
			}
		}
	}
}

// A search whose definition departs from its textbook's says so at the
// start of its step-through, naming the source, in either language; one
// that follows it says nothing more.
func TestStepSaysWhereItDeparts(t *testing.T) {
	for _, tc := range []struct {
		algo, lang, want string
	}{
		{"beam", "en", "as AIMA 5.3.3 defines it, but ranks a finished game by its result"},
		{"beam", "fr", "comme AIMA 5.3.3 la définit"},
		{"probcut", "en", "as Multi-ProbCut does (Buro 1997), where ProbCut (Buro 1995) tests one height"},
		{"alphabeta", "en", ""},
	} {
		req, err := ParseStep(v("moves", "f5d6", "depth", "2", "algo", tc.algo), nil)
		if err != nil {
			t.Fatal(err)
		}
		lang, _ := msg.Parse(tc.lang)
		trace, err := Step(msg.With(context.Background(), lang), req)
		if err != nil {
			t.Fatal(err)
		}
		first := trace.Sentence(1)
		if tc.want == "" && strings.Count(first, ".") != 1 || tc.want != "" && !strings.Contains(first, tc.want) {
			t.Errorf("%s in %s: %q", tc.algo, tc.lang, first)
		}
	}
}
