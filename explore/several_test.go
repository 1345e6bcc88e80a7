package explore

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// vectorLeaves writes a random tree of k players' utility vectors, depth
// at most depth, utilities from 0 to 9.
func vectorLeaves(rng *rand.Rand, k, depth int) string {
	if depth == 0 || (depth < 3 && rng.IntN(4) == 0) {
		u := make([]string, k)
		for i := range u {
			u[i] = fmt.Sprint(rng.IntN(10))
		}
		return "(" + strings.Join(u, ",") + ")"
	}
	parts := make([]string, 1+rng.IntN(3))
	for i := range parts {
		parts[i] = vectorLeaves(rng, k, depth-1)
	}
	return "(" + strings.Join(parts, " ") + ")"
}

// Paranoid search (alpha-beta, fail-soft and fail-hard, the root's
// player's nodes MAX and every other's MIN) against the paranoid choices
// written apart, without pruning, on seeded random trees of 2 to 4
// players: the root's value and move; max^n and shallow pruning agree on
// theirs.
func TestParanoidAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 2))
	for trial := range 150 {
		leaves := vectorLeaves(rng, 2+trial%3, 4)
		var results [4]string
		for i, algo := range []string{"paranoid", "paranoid-hard", "maxn", "shallow"} {
			vals := v("leaves", leaves, "algo", strings.TrimSuffix(algo, "-hard"))
			if strings.HasSuffix(algo, "-hard") {
				vals["fail-hard"] = []string{""}
			}
			req, err := ParseTree(vals, nil)
			if err != nil {
				t.Fatal(err)
			}
			s, err := Tree(context.Background(), req, nil)
			if err != nil {
				t.Fatalf("%s %s: %v", algo, leaves, err)
			}
			results[i] = fmt.Sprint(s.Value, s.Best)
			if algo == "paranoid" {
				want := paranoidChoices(s.Tree)
				if s.Tree.Nodes[0].Count > 0 && s.Best != want[0] {
					t.Fatalf("%s: paranoid moves to %d, the reference to %d", leaves, s.Best, want[0])
				}
			}
		}
		if results[0] != results[1] || results[2] != results[3] {
			t.Fatalf("%s: %v", leaves, results)
		}
	}
}

// The faces of several players in the application layer: compare on a
// textbook tree of vectors and on Nim for three players (and what it
// refuses), the step of max^n and of shallow pruning (each return
// narrated, shallow's cutoff with its numbers), who moves and ties, and
// the refusals between searches of two and of several.
func TestSeveralPlayersFaces(t *testing.T) {
	ctx := context.Background()
	compare := func(vals Values) (*CompareReport, error) {
		req, err := ParseCompare(vals, nil)
		if err != nil {
			return nil, err
		}
		return Compare(ctx, req, nil)
	}
	rep, err := compare(v("leaves", "(((3,3,4) (2,7,1)) ((4,1,5) (1,1,8)))"))
	if err != nil || rep.Players != 3 || len(rep.Rows) != 3 || rep.Rows[0].ValueText != "(4,1,5)" || rep.Rows[2].BestMove != "b" {
		t.Fatalf("compare a tree of vectors: %v %+v", err, rep)
	}
	rep, err = compare(v("game", "nim3", "board", "2 2 2 B", "depth", "2-3"))
	if err != nil || rep.Players != 3 || len(rep.Rows) != 6 || rep.Rows[3].Nodes != 118 || rep.Rows[3].ValueText != "(1,0,0)" || !strings.Contains(rep.Scale, "(B's)") {
		t.Fatalf("compare Nim for three players: %v %+v", err, rep)
	}
	if _, err := compare(v("game", "nim3", "mcts", "10")); err == nil || !strings.Contains(err.Error(), "leave --mcts out") {
		t.Errorf("compare --mcts on Nim for three players: %v", err)
	}
	step := func(vals Values) []string {
		req, err := ParseStep(vals, nil)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := Step(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for k := 1; k <= tr.Len(); k++ {
			out = append(out, tr.Sentence(k))
		}
		return out
	}
	steps := strings.Join(step(v("leaves", "(((3,3,4) (2,7,1)) ((4,1,5) (1,1,8)))")), "\n")
	for _, want := range []string{"Start at the root, a, where player A moves.", "so player B keeps (4,1,5) (ties go to the first)", "picks b instead"} {
		if !strings.Contains(steps, want) {
			t.Errorf("the step of max^n lacks %q:\n%s", want, steps)
		}
	}
	steps = strings.Join(step(v("leaves", "((((4,3,3) (5,2,3)) ((1,1,8) (2,5,3))) (((3,4,3) (2,6,2)) ((6,1,3) (0,9,1))))", "algo", "shallow", "bound", "10")), "\n")
	if !strings.Contains(steps, "so B can get at most 2 at e") {
		t.Errorf("the step of shallow pruning:\n%s", steps)
	}
	if s := step(v("game", "nim3", "board", "1 2 C", "depth", "1")); !strings.Contains(s[len(s)-1], "(1,0,0), best move 1:1") {
		t.Errorf("the step of Nim for three players ends %q", s[len(s)-1])
	}
	for _, tc := range []struct {
		vals Values
		want string
	}{
		{v("game", "nim3", "algo", "alphabeta"), "a game of 3 players, which alphabeta does not know"},
		{v("algo", "maxn"), "is a game of two: use --algo minimax or alphabeta"},
		{v("leaves", "((1,2) (3,4))", "algo", "minimax"), "which minimax does not know"},
		{v("leaves", "(1 2)", "algo", "paranoid"), "this tree's leaves are values"},
		{v("leaves", "((1,2) (3,4))", "root", "min"), "--root min"},
		{v("leaves", "((1,2) (3,4))", "algo", "shallow", "bound", "2"), "--bound 2: a leaf's utilities sum to 7"},
	} {
		req, err := ParseTree(tc.vals, nil)
		if err == nil {
			_, err = Tree(ctx, req, nil)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.vals, err, tc.want)
		}
	}
	// The quiz of a tree of vectors: max^n's values, shallow pruning's
	// leaves, its key drawn by shallow pruning; windows refused; a random
	// tree of K players made again by its command.
	req, err := ParseQuiz(v("leaves", "((((4,3,3) (5,2,3)) ((1,1,8) (2,5,3))) (((3,4,3) (2,6,2)) ((6,1,3) (0,9,1))))"), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	ex, s, err := Quiz(ctx, req)
	if err != nil || s.Decl.Name != "shallow" || !strings.Contains(strings.Join(ex.Key(), "\n"), "Pruned leaves: e2.") {
		t.Fatalf("quiz on a tree of vectors: %v %v", err, ex.Key())
	}
	if req, err := ParseQuiz(v("leaves", "((1,2) (3,4))", "ask", "windows"), nil, nil); err == nil {
		if _, _, err := Quiz(ctx, req); err == nil || !strings.Contains(err.Error(), "leave windows out of --ask") {
			t.Errorf("windows on a tree of vectors: %v", err)
		}
	}
	req, err = ParseQuiz(v("players", "4", "seed", "3", "depth", "2", "branching", "3"), nil, nil)
	if err != nil || !strings.Contains(req.Leaves, "(") || QuizAgain(v(), req) != "gametree quiz --depth 2 --branching 3 --seed 3 --players 4" {
		t.Errorf("a random tree of 4 players: %v %+v", err, req)
	}
	if _, err := ParseQuiz(v("players", "3", "chance", ""), nil, nil); err == nil || !strings.Contains(err.Error(), "--players and --chance") {
		t.Errorf("--players with --chance: %v", err)
	}
	if g, err := ParsePlay(v("game", "nim3", "players", "human,maxn:2,paranoid:3"), nil); err != nil || len(g.Players) != 3 || g.Players[0] != nil || g.Names[2] != "paranoid:3" {
		t.Errorf("play Nim for three players: %v", err)
	}
}

// compare over many positions of a game of several players: each row the
// mean of its positions' (the value the fraction it is), and the count of
// positions where its move is not max^n's, checked against each position
// compared alone.
func TestCompareSeveralOverPositions(t *testing.T) {
	ctx := context.Background()
	boards := []string{"1 2 3 A", "2 2 3 B", "1 3 4 C", "3 3 A", "1 1 2 2 B"}
	files := func(string) (string, error) { return strings.Join(boards, "\n") + "\n# a comment\n", nil }
	req, err := ParseCompare(v("game", "nim3", "positions", "p.txt", "depth", "2-3", "no-time", ""), files)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Compare(ctx, req, nil)
	if err != nil || rep.Count != len(boards) || len(rep.Rows) != 6 {
		t.Fatalf("%v %+v", err, rep)
	}
	for k, row := range rep.Rows {
		unlike, nodes, value := 0, 0.0, 0.0
		for _, b := range boards {
			one, err := ParseCompare(v("game", "nim3", "board", b, "depth", fmt.Sprint(row.Depth)), nil)
			if err != nil {
				t.Fatal(err)
			}
			alone, err := Compare(ctx, one, nil)
			if err != nil {
				t.Fatal(err)
			}
			r := alone.Rows[k%3]
			differs := 0
			if r.BestMove != alone.Rows[0].BestMove {
				differs = 1
			}
			if *r.Unlike != differs {
				t.Fatalf("%s alone: unlike %d, want %d", b, *r.Unlike, differs)
			}
			unlike += differs
			nodes += r.Nodes
			value += r.Value
		}
		n := float64(len(boards))
		if *row.Unlike != unlike || row.Nodes != nodes/n || row.Value != value/n {
			t.Errorf("row %d: %+v, want unlike %d, nodes %v, value %v", k, row, unlike, nodes/n, value/n)
		}
	}
	if *rep.Rows[2].Unlike == 0 || *rep.Rows[1].Unlike != 0 {
		t.Errorf("paranoid search's move is max^n's everywhere, or shallow pruning's is not: %+v", rep.Rows[:3])
	}
	var b strings.Builder
	rep.WriteTable(&b, false, true)
	if !strings.Contains(b.String(), "unlike max^n") || !strings.Contains(b.String(), "/5") {
		t.Errorf("the table:\n%s", b.String())
	}
}
