package explore

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/render"
	"gametree/search"
	"gametree/tree"
)

// searchOf parses p as gametree tree reads it and searches it.
func searchOf(p Values) (*render.Search, *TreeRequest, error) {
	req, err := ParseTree(p, testFiles)
	if err != nil {
		return nil, nil, err
	}
	s, err := Tree(context.Background(), req, nil)
	return s, req, err
}

// chanceTree is AIMA's Figure 5.11 shape: MAX over chance nodes over MIN.
const chanceTree = "({1/2: (2 4) 1/2: (7 4)} {1/2: (6 0) 1/2: (5 -2)})"

func TestChanceSearches(t *testing.T) {
	tests := []struct {
		name   string
		params Values
		want   string // the start of the error; empty for none
		check  func(*render.Search) bool
	}{
		{"pig defaults to expectimax", v("game", "pig", "goal", "10", "depth", "2"), "", func(s *render.Search) bool {
			return s.Algorithm == minimax.Expectimax && s.Bounds == nil
		}},
		{"pig star1 takes the game's bounds", v("game", "pig", "goal", "10", "depth", "3", "algo", "star1"), "", func(s *render.Search) bool {
			return s.Bounds != nil && s.Bounds[0] == -10 && s.Bounds[1] == 10
		}},
		{"pig star2 wider bounds", v("game", "pig", "goal", "10", "depth", "3", "algo", "star2", "bounds", "-20,20"), "", func(s *render.Search) bool {
			return s.Bounds[0] == -20
		}},
		{"pig narrower bounds", v("game", "pig", "goal", "10", "depth", "2", "algo", "star1", "bounds", "-5,5"), "--bounds -5,5: Pig's values lie from -10 to 10", nil},
		{"pig alphabeta", v("game", "pig", "depth", "2", "algo", "alphabeta"), "Pig has chance nodes (the die), which alphabeta does not know", nil},
		{"pig minimax", v("game", "pig", "depth", "2", "algo", "minimax"), "Pig has chance nodes (the die), which minimax does not know", nil},
		{"pig mcts", v("game", "pig", "algo", "mcts"), "", nil},
		{"pig order", v("game", "pig", "depth", "2", "algo", "expectimax", "order", "eval"), "--order eval: the searches of chance nodes", nil},
		{"star1 on tic-tac-toe", v("game", "tictactoe", "depth", "2", "algo", "star1"), "--algo star1 cuts off at chance nodes, and tic-tac-toe has none", nil},
		{"bounds without star", v("leaves", chanceTree, "algo", "expectimax", "bounds", "-9,9"), "--bounds applies to --algo star1 or star2, not to --algo expectimax", nil},
		{"bounds malformed", v("leaves", chanceTree, "algo", "star1", "bounds", "9"), `--bounds "9": want the least and the greatest`, nil},
		{"bounds reversed", v("leaves", chanceTree, "algo", "star1", "bounds", "9,-9"), `--bounds "9,-9"`, nil},
		{"bounds NaN", v("leaves", chanceTree, "algo", "star1", "bounds", "NaN,1"), `--bounds "NaN,1"`, nil},
		{"star1 leaf range", v("leaves", chanceTree, "algo", "star1"), "", func(s *render.Search) bool {
			return s.BoundsOfLeaves && s.Bounds[0] == -2 && s.Bounds[1] == 7 && s.Value == 3
		}},
		{"star1 leaf outside", v("leaves", chanceTree, "algo", "star1", "bounds", "-1,9"), "--bounds -1,9: the leaf -2 is outside them", nil},
		{"star1 leaf above", v("leaves", chanceTree, "algo", "star1", "bounds", "-3,6"), "--bounds -3,6: the leaf 7 is outside them", nil},
		{"star2 no chance", v("leaves", "((3 12 8) (2 4 6))", "algo", "star2"), "--algo star2 cuts off at chance nodes, and the tree has none", nil},
		{"expectimax textbook", v("leaves", chanceTree, "algo", "expectimax"), "", func(s *render.Search) bool {
			return s.Value == 3 && s.Bounds == nil
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _, err := searchOf(tc.params)
			if tc.name == "pig mcts" {
				if err == nil || !strings.Contains(err.Error(), "which mcts does not know") {
					t.Fatalf("error %v, want MCTS refused", err)
				}
				return
			}
			if tc.want != "" {
				if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
					t.Fatalf("error %v, want %q", err, tc.want)
				}
				var u *UsageError
				if !errors.As(err, &u) {
					t.Errorf("%v is not a usage error", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(s) {
				t.Errorf("search %+v", s)
			}
		})
	}
}

func TestChanceStep(t *testing.T) {
	req, err := ParseStep(v("leaves", chanceTree, "algo", "star2"), testFiles)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := stepTrace(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Search.Value != 3 || len(tr.Log.Events) == 0 {
		t.Errorf("value %v after %d events", tr.Search.Value, len(tr.Log.Events))
	}
	req, _ = ParseStep(v("game", "pig", "goal", "6", "depth", "3"), testFiles)
	if tr, err = stepTrace(context.Background(), req); err != nil || tr.Search.Algorithm != minimax.Expectimax {
		t.Fatalf("pig step: %v", err)
	}
}

func TestSolvePolicyReport(t *testing.T) {
	req, err := ParseSolve(v("game", "pig", "goal", "10"), testFiles)
	if err != nil {
		t.Fatal(err)
	}
	if !req.Policy {
		t.Fatal("pig is not solved as a policy")
	}
	rep, err := SolvePolicy(msg.With(context.Background(), msg.Fr), req)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Goal != 10 || rep.FirstPlayerWins <= 0.5 || rep.FirstPlayerWins >= 0.8 || rep.Win != rep.FirstPlayerWins {
		t.Errorf("report %+v", rep)
	}
	if rep.BestMove == nil || *rep.BestMove != "roll" {
		t.Errorf("the start's best move is %v, want roll", rep.BestMove)
	}
	text := rep.Text()
	for _, want := range []string{"itération", "0,", "\n     0"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	for _, line := range strings.Split(text, "\n") {
		if len([]rune(line)) > 80 {
			t.Errorf("line over 80 columns: %q", line)
		}
	}
	if p := rep.Picture(); p.Goal != 10 || len(p.HoldAt) != 10 || p.Lang != msg.Fr {
		t.Errorf("picture %+v", p)
	}

	req, _ = ParseSolve(v("game", "pig", "goal", "10", "moves", "roll 4 hold roll 5"), testFiles)
	if rep, err = SolvePolicy(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	if rep.BestMove == nil || !strings.Contains(rep.Text(), "best move: "+*rep.BestMove) {
		t.Errorf("after a roll of 5: %+v\n%s", rep.BestMove, rep.Text())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req, _ = ParseSolve(v("game", "pig", "goal", "97"), testFiles)
	if _, err := SolvePolicy(ctx, req); err == nil {
		t.Error("a cancelled solve answered")
	}
}

func TestQuizSheetAndKey(t *testing.T) {
	req, err := ParseQuiz(v("leaves", "((3 12 8) (2 4 6) (14 5 2))"), testFiles, nil)
	if err != nil {
		t.Fatal(err)
	}
	var tex, pdf bytes.Buffer
	if err := QuizSheet(context.Background(), &tex, req, true, "gametree quiz --leaves …", nil); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`\documentclass`, "Practise it again with gametree quiz", "Exercise on"} {
		if !strings.Contains(tex.String(), want) {
			t.Errorf("the TeX sheet lacks %q", want)
		}
	}
	var said []string
	if err := QuizSheet(context.Background(), &pdf, req, false, "again", func(f string, a ...any) { said = append(said, f) }); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(pdf.Bytes(), []byte("%PDF")) || len(said) == 0 || said[len(said)-1] != "" {
		t.Errorf("PDF %q…, progress %q", pdf.Bytes()[:8], said)
	}

	key, err := QuizKeyOf(context.Background(), v("leaves", "((3 12 8) (2 4 6) (14 5 2))"))
	if err != nil {
		t.Fatal(err)
	}
	if key.Chance || len(key.Questions) == 0 {
		t.Fatalf("key %+v", key)
	}
	kinds := map[string]bool{}
	for _, q := range key.Questions {
		kinds[q.Kind] = true
		if q.Kind == "value" && q.Node == "A" && q.Value != any(int64(3)) && q.Expected != "3" {
			t.Errorf("A's value %v (%q), want 3", q.Value, q.Expected)
		}
	}
	if !kinds["value"] || !kinds["pruned"] {
		t.Errorf("kinds %v", kinds)
	}
	key, err = QuizKeyOf(context.Background(), v("leaves", chanceTree))
	if err != nil || !key.Chance {
		t.Fatalf("chance key %+v, %v", key, err)
	}
	if _, err := QuizKeyOf(context.Background(), v("leaves", "((1 2")); err == nil {
		t.Error("a broken tree gave a key")
	}
	if _, err := QuizKeyOf(context.Background(), v("seed", "3", "depth", "3", "ask", "windows")); err != nil {
		t.Error(err)
	}
}

func TestGameSheet(t *testing.T) {
	sheet, err := ParseSheet(v("sheet", "2", "output", "s.tex", "game", "tictactoe", "depth", "2", "seed", "5"), nil)
	if err != nil {
		t.Fatal(err)
	}
	var tex bytes.Buffer
	if err := Sheet(context.Background(), &tex, sheet, nil); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(tex.String(), "Exercise 2") {
		t.Errorf("sheet:\n%.400s", tex.String())
	}
	var again bytes.Buffer
	Sheet(context.Background(), &again, sheet, nil)
	if !bytes.Equal(tex.Bytes(), again.Bytes()) {
		t.Error("the same seed wrote two sheets")
	}
}

func TestNodeLimitOf(t *testing.T) {
	_, _, err := searchOf(v("leaves", "((1 2) (3 4) (5 6))", "max-nodes", "3"))
	limit, ok := NodeLimit(err)
	if !ok || limit != 3 {
		t.Fatalf("NodeLimit(%v) = %d, %v", err, limit, ok)
	}
	var f msg.Formatted
	if !errors.As(err, &f) {
		t.Fatalf("%T has no format", err)
	}
	if format, args := f.MsgFormat(); !strings.Contains(format, "raise --max-nodes") || len(args) != 2 {
		t.Errorf("format %q %v", format, args)
	}
	if _, ok := NodeLimit(errors.New("other")); ok {
		t.Error("any error is over a limit")
	}
	_, _, err = searchOf(v("depth", "9", "max-nodes", "1000"))
	if limit, ok := NodeLimit(err); !ok || limit != 1000 {
		t.Errorf("NodeLimit(%v) = %d, %v", err, limit, ok)
	}
}

func TestDrawBytes(t *testing.T) {
	if DrawHereBytes(10) != 10*hereDrawBytes || DrawBytes(render.PDFFormat, 2) <= DrawBytes(render.TextFormat, 2) {
		t.Error("drawing's cost")
	}
}

func TestQuizAgain(t *testing.T) {
	tests := []struct {
		params Values
		want   string
	}{
		{v("leaves", "((3 12) (2 4))"), `gametree quiz --leaves "((3 12) (2 4))"`},
		{v("depth", "2", "seed", "9"), "gametree quiz --depth 2 --branching 2 --seed 9"},
		{v("depth", "3", "seed", "5", "chance", "true"), "gametree quiz --depth 3 --branching 2 --seed 5 --chance"},
		{v("game", "tictactoe", "moves", "b2a1c3", "depth", "2"), `gametree quiz --game tictactoe --moves "b2a1c3" --depth 2`},
		{v("moves", "f5d6", "depth", "1"), `gametree quiz --game othello --moves "f5d6" --depth 1`},
		{v("game", "tictactoe", "board", "X-O------ X", "depth", "2"), `gametree quiz --game tictactoe --board "X-O------ X" --depth 2`},
	}
	for _, tc := range tests {
		req, err := ParseQuiz(tc.params, testFiles, nil)
		if err != nil {
			t.Fatalf("%v: %v", tc.params, err)
		}
		if got := QuizAgain(tc.params, req); got != tc.want {
			t.Errorf("QuizAgain(%v) = %q, want %q", tc.params, got, tc.want)
		}
	}
}

// Star2's probes cut a chance node off before it searches any child
// whole: its children, only probed, carry the bound their first move
// gives them and are neither visited nor pruned; what lies under them
// is pruned, and every reason says so in numbers, the chance node's
// with its value's bound against the window it was entered with.
func TestStar2ProbedNodes(t *testing.T) {
	s, _, err := searchOf(v("leaves", "(10 {(1 20) (2 20)})", "algo", "star2"))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := render.JSON(&b, s, render.Options{}); err != nil {
		t.Fatal(err)
	}
	var rep render.TreeReport
	if err := json.Unmarshal(b.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if *rep.Counts.Pruned != 2 || rep.Counts.Visited != 5 {
		t.Errorf("counts: %d visited, %d pruned; want 5 and 2", rep.Counts.Visited, *rep.Counts.Pruned)
	}
	byLabel := map[string]render.TreeNode{}
	for _, n := range rep.Nodes {
		if _, ok := byLabel[n.Label]; !ok {
			byLabel[n.Label] = n
		}
	}
	if b := byLabel["B"]; b.CutReason != "After the probes of its children's first moves, B (chance) stops: its value is at most 3/2 (1.5) ≤ alpha 10, so none of its children is searched whole." {
		t.Errorf("B's cutoff: %q", b.CutReason)
	}
	for label, v := range map[string]float64{"C": 1, "D": 2} {
		n := byLabel[label]
		if !n.Probed || n.Pruned || n.Order != nil || n.Value == nil || float64(n.Value.Number) != v || *n.Bound != "upper" || !strings.Contains(n.ProbeReason, "worth at most") {
			t.Errorf("%s: probed %v, pruned %v, order %v, value %v %v, %q", label, n.Probed, n.Pruned, n.Order, n.Value, n.Bound, n.ProbeReason)
		}
	}
	if n := rep.Nodes[5]; n.Label != "20" || !n.Pruned || n.PrunedReason != "Pruned: Star2 only probed C, searching its first move, so the search never entered this node." {
		t.Errorf("C's second leaf: %+v", n)
	}
	// Star1 cut off after a child: the bound after it, the window's alpha.
	s, _, err = searchOf(v("leaves", "(10 {1 2 20})", "algo", "star1"))
	if err != nil {
		t.Fatal(err)
	}
	if got := s.CutReason(2); got != "After 2, B (chance) stops: its value is at most 23/3 (7.667) ≤ alpha 10, with the rest of its probability at the bounds of the leaves, so 20 cannot change A's value." {
		t.Errorf("B's cutoff: %q", got)
	}
	if got := s.PrunedReason(5); got != "Pruned: B was cut off after 2 (its value is at most 23/3 (7.667) ≤ alpha 10), so the search never entered this node." {
		t.Errorf("20's pruning: %q", got)
	}
}

// A quiz is named by the searches it asks of, as declared, in the
// reader's language: an expectimax or Star1 quiz was titled "Alpha-beta
// quiz".
func TestQuizTitle(t *testing.T) {
	for _, tc := range []struct {
		params Values
		lang   msg.Lang
		want   string
	}{
		{v("leaves", "((3 12) (2 4))"), msg.En, "Quiz: alpha-beta"},
		{v("leaves", "({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})"), msg.En, "Quiz: expectimax (expectiminimax) and Star1"},
		{v("depth", "3", "seed", "5", "chance", "true"), msg.Fr, "Exercice : expectimax (expectiminimax) et Star1"},
		{v("game", "tictactoe", "moves", "b2a1c3", "depth", "2"), msg.Fr, "Exercice : alpha-bêta"},
	} {
		req, err := ParseQuiz(tc.params, testFiles, nil)
		if err != nil {
			t.Fatalf("%v: %v", tc.params, err)
		}
		ex, _, err := Quiz(msg.With(context.Background(), tc.lang), req)
		if err != nil {
			t.Fatalf("%v: %v", tc.params, err)
		}
		if got := req.Doc(ex).Title; got != tc.want {
			t.Errorf("%v: %q, want %q", tc.params, got, tc.want)
		}
	}
}

// A search declared for wins, draws and losses alone refuses a tree of
// scores with the searches that take one, and takes a tree of -1, 0, +1.
func TestScoresRefusal(t *testing.T) {
	winLoss := &search.Decl{Name: "solver-only", Takes: []string{"depth"}, Faces: search.Tree}
	scores, _ := tree.ParseLeaves("((3 12 8) (2 4 6))", false)
	if err := scoresRefusal(winLoss, scores); err == nil || err.Error() != "the tree's values are scores, and solver-only searches wins, draws and losses alone (-1, 0, +1): use --algo minimax, alphabeta, beam, probcut or mcts" {
		t.Errorf("scores: %v", err)
	}
	wld, _ := tree.ParseLeaves("((1 0) (-1 1))", false)
	if err := scoresRefusal(winLoss, wld); err != nil {
		t.Errorf("wins and losses: %v", err)
	}
	if err := scoresRefusal(search.AlphaBeta, scores); err != nil {
		t.Errorf("alpha-beta: %v", err)
	}
}
