package main

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"gametree/render"
)

// aima54 is AIMA's Figure 5.4 (4th edition): three players, A, B, C in
// turn, the leaves their utilities.
const aima54 = "((((1,2,6) (4,2,3)) ((6,1,2) (7,4,1))) (((5,1,1) (1,5,2)) ((7,7,1) (5,4,5))))"

// A game of several players, from the command line: AIMA's Figure 5.4 by
// max^n (the default on utility vectors: A's value (1,2,6), by its first
// move), its JSON values as lists; paranoid search, alpha-beta on A's
// utility (1: B and C together hold A to 1 below either move); shallow pruning on a tree of a
// constant sum, with its cutoff; and the refusals, each saying what to
// use.
func TestSeveralPlayers(t *testing.T) {
	r := runOK(t, "tree", "--leaves", aima54)
	holds(t, "max^n", r.stdout, "(3 players, A at the root, in turn)", "Search: max^n, natural order", "Result: value (1,2,6), best move b;",
		"a                    A       (1,2,6)  #1     tie with c: first kept, PV", "└── c                B       (1,5,2)  #9")
	var doc render.TreeReport
	r = runOK(t, "tree", "--leaves", aima54, "--format", "json")
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil || doc.Algorithm != "maxn" || len(doc.Value.Vector) != 3 || doc.Value.Vector[2] != 6 ||
		len(doc.Nodes[2].Value.Vector) != 3 || !strings.Contains(r.stdout, `"value": [`) {
		t.Errorf("max^n JSON: %v, %+v", err, doc.Value)
	}
	r = runOK(t, "tree", "--leaves", aima54, "--algo", "paranoid")
	holds(t, "paranoid", r.stdout, "Search: paranoid search (fail-soft), natural order", "Result: value 1 (A's utility), best move b;", "cutoff after f")
	// Where max^n and paranoid search choose differently, each says what
	// the other picks.
	small := "(((3,3,4) (2,7,1)) ((4,1,5) (1,1,8)))"
	holds(t, "max^n beside paranoid", runOK(t, "tree", "--leaves", small).stdout, "a                A       (4,1,5)  #1     paranoid picks b, PV")
	holds(t, "paranoid beside max^n", runOK(t, "tree", "--leaves", small, "--algo", "paranoid").stdout, "Result: value 2 (A's utility), best move b;", "max^n picks c, PV")
	// compare: max^n, shallow pruning and paranoid search side by side.
	r = runOK(t, "compare", "--leaves", small, "--format", "csv", "--no-time")
	if r.stdout != "depth,algorithm,ordering,nodes,leaves,cutoffs,value,best_move,unlike_maxn\n2,maxn,natural,7,4,0,4,c,0\n2,shallow,natural,7,4,0,4,c,0\n2,paranoid,natural,7,4,0,2,b,1\n" {
		t.Errorf("compare:\n%s", r.stdout)
	}
	holds(t, "compare", runOK(t, "compare", "--leaves", aima54, "--no-time").stdout, "(3 players, A at the root, in turn)", "3  maxn       natural      15       8        0  (1,2,6)  b",
		"3  paranoid   natural      12       6        1        1  b")
	r = runOK(t, "tree", "--leaves", small, "--format", "json")
	if !strings.Contains(r.stdout, `"otherwise": 1`) {
		t.Errorf("JSON: no otherwise:\n%s", r.stdout)
	}
	r = runOK(t, "tree", "--leaves", "((((4,3,3) (5,2,3)) ((1,1,8) (2,5,3))) (((3,4,3) (2,6,2)) ((6,1,3) (0,9,1))))", "--algo", "shallow")
	holds(t, "shallow", r.stdout, "1 cutoff, 1 pruned", "cutoff after (1,1,8)", "sum to at\n  most 10, each at least 0")
	// The cut says its numbers, not alpha-beta's.
	r = runOK(t, "tree", "--leaves", "((((4,3,3) (5,2,3)) ((1,1,8) (2,5,3))) (((3,4,3) (2,6,2)) ((6,1,3) (0,9,1))))", "--algo", "shallow", "--format", "json")
	holds(t, "shallow's reason", r.stdout, "After (1,1,8), e (C) has 8 already; a leaf's utilities sum to at most 10, each at least 0, so B can get at most 2 at e, no more than the 3 it has at b")
	if strings.Contains(r.stdout, ">= beta") {
		t.Errorf("shallow pruning's reasons speak of alpha-beta:\n%s", r.stdout)
	}
	// A looser bound prunes less: at 12, nothing.
	r = runOK(t, "tree", "--leaves", "((((4,3,3) (5,2,3)) ((1,1,8) (2,5,3))) (((3,4,3) (2,6,2)) ((6,1,3) (0,9,1))))", "--algo", "shallow", "--bound", "12")
	holds(t, "shallow --bound 12", r.stdout, "Result: value (4,3,3), best move b; 15 nodes, 15 visited, 8 leaves evaluated, 0 cutoffs, 0 pruned")
	// A tree that names who moves ("A(...)": A again under A's node):
	// max^n and paranoid search read it, and shallow pruning never cuts
	// where the parent's player moves again (it would keep (6,4) here).
	named := "((5,5) A((6,4) (9,1)))"
	holds(t, "named movers", runOK(t, "tree", "--leaves", named).stdout, "(2 players, A at the root, in turn where the tree names no player)", "Result: value (9,1), best move b;",
		"before a list names the player who moves there")
	holds(t, "named movers, shallow", runOK(t, "tree", "--leaves", named, "--algo", "shallow").stdout, "Result: value (9,1), best move b; 5 nodes, 5 visited, 3 leaves evaluated, 0 cutoffs")
	holds(t, "named movers, paranoid", runOK(t, "tree", "--leaves", "(A((1,2,6) (4,2,3)) C((6,1,2) (7,4,1)))", "--algo", "paranoid").stdout, "Result: value 6 (A's utility), best move c;")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"tree", "--leaves", aima54, "--algo", "alphabeta"}, "the tree's leaves are utility vectors of 3 players, which alphabeta does not know (it searches two, MAX and MIN): use --algo maxn, shallow or paranoid"},
		{[]string{"tree", "--leaves", "((3 12 8) (2 4 6))", "--algo", "maxn"}, "--algo maxn searches a game of several players"},
		{[]string{"tree", "--game", "tictactoe", "--algo", "paranoid"}, "tic-tac-toe is a game of two: use --algo minimax or alphabeta"},
		{[]string{"tree", "--leaves", "((1,2) 3)"}, "the tree mixes utility vectors, such as (1,2), with plain leaves, such as 3"},
		{[]string{"tree", "--leaves", "((1,2) (1,2,3))"}, "leaf (1,2,3) has 3 utilities where the first leaf has 2"},
		{[]string{"tree", "--leaves", "((1,2,3,4,5,6,7) (1,2))"}, "has 7 entries; a game has 2 to 6 players"},
		{[]string{"tree", "--leaves", aima54, "--algo", "shallow", "--bound", "9"}, "--bound 9: a leaf's utilities sum to 15, more than the bound"},
		{[]string{"tree", "--leaves", aima54, "--algo", "maxn", "--bound", "20"}, "--bound applies to --algo shallow, not to --algo maxn"},
		{[]string{"tree", "--leaves", aima54, "--root", "min"}, "--root min: in a tree of utility vectors the players move in turn, A at the root"},
		{[]string{"compare", "--leaves", aima54, "--mcts", "10"}, "--mcts: Monte Carlo tree search knows two players, and this tree is a game of 3"},
		{[]string{"quiz", "--leaves", aima54, "--ask", "windows"}, "a tree of utility vectors asks max^n's values and the leaves shallow pruning never evaluates; windows are alpha-beta's"},
		{[]string{"quiz", "--players", "7"}, "--players 7: want 2 to 6 players"},
	} {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code == 0 || !strings.Contains(r.stderr, tc.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
}

// Nim for three players, a registered game of three: drawn by max^n,
// shallow pruning and paranoid search, its leaves at the depth limit
// holding the exact value (so a shallow tree gives the root's exact
// value), counted by perft; the faces that play or search games of two
// refuse it with the ones that take it.
func TestNimThreeOnTheCommandLine(t *testing.T) {
	holds(t, "kingmaker", runOK(t, "tree", "--game", "nim3", "--board", "1 2 C", "--depth", "1").stdout,
		"Position: 1 2 C (Nim for three players 1 2, 3 players, C to move)", "Result: value (1,0,0), best move 1:1;", "tie with 2:1: first kept, PV",
		"A finished game gives its winner 1 and the others 0")
	result := regexp.MustCompile(`Result: value (\([0-9,]+\))`)
	for _, board := range []string{"1 2 3", "2 2 2 B", "1 1 3 C", "3 1 2 A"} {
		shallow := result.FindStringSubmatch(runOK(t, "tree", "--game", "nim3", "--board", board, "--depth", "1").stdout)
		whole := result.FindStringSubmatch(runOK(t, "tree", "--game", "nim3", "--board", board, "--depth", "9", "--max-nodes", "1000000").stdout)
		if shallow == nil || whole == nil || shallow[1] != whole[1] {
			t.Errorf("%s: depth 1 gives %v, the whole game %v", board, shallow, whole)
		}
	}
	var doc render.TreeReport
	r := runOK(t, "tree", "--game", "nim3", "--depth", "2", "--format", "json")
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil || doc.Algorithm != "maxn" || doc.Players != 3 || len(doc.Value.Vector) != 3 {
		t.Errorf("JSON: %v, %+v", err, doc.Value)
	}
	holds(t, "paranoid", runOK(t, "tree", "--game", "nim3", "--board", "1 2 C", "--depth", "1", "--algo", "paranoid").stdout, "Result: value 0 (C's utility), best move 1:1;")
	holds(t, "perft", runOK(t, "perft", "--game", "nim3", "--board", "1 2 3", "--depth", "3", "--no-time").stdout, "perft 3: 76 leaves")
	// compare: the three searches depth by depth, the value the root
	// player's utility (B's here).
	r = runOK(t, "compare", "--game", "nim3", "--board", "2 2 2 B", "--depth", "3", "--format", "csv", "--no-time")
	if r.stdout != "depth,algorithm,ordering,nodes,leaves,cutoffs,value,best_move,unlike_maxn\n3,maxn,natural,118,84,0,0,1:1,0\n3,shallow,natural,82,54,11,0,1:1,0\n3,paranoid,natural,43,26,10,0,1:1,0\n" {
		t.Errorf("compare:\n%s", r.stdout)
	}
	holds(t, "compare", runOK(t, "compare", "--game", "nim3", "--board", "2 2 2 B", "--depth", "3", "--no-time").stdout, "(1,0,0)", "the root player's (B's) utility")
	for _, args := range [][]string{
		{"compare", "--game", "nim3", "--mcts", "100"},
		{"tree", "--game", "nim3", "--algo", "alphabeta"},
	} {
		r := runApp(t, "", nil, false, args...)
		if r.code == 0 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "maxn, shallow or paranoid") && !strings.Contains(r.stderr, "leave --mcts out") {
			t.Errorf("%v: exit %d, %q", args, r.code, r.stderr)
		}
	}
	// The quiz of a position: max^n's vectors, graded from a file.
	r = runApp(t, "root (1,0,0)\npruned\n", nil, false, "quiz", "--game", "nim3", "--board", "1 2 C", "--depth", "1", "--answers", "-")
	if r.code != 0 || !strings.Contains(r.stdout, "Score: 4 of 4.") {
		t.Errorf("quiz of Nim for three players: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
	r = runApp(t, "", nil, false, "--lang", "fr", "play", "--game", "nim3", "--black", "random")
	if !strings.Contains(r.stderr, "Nim à trois joueurs est un jeu à 3 joueurs") {
		t.Errorf("French: %q", r.stderr)
	}
}

// The step of max^n says at each return why the parent's player takes a
// child or keeps what it has (ties to the first), shows no vector nor
// mark before its node returns, and ends on where paranoid search picks
// otherwise; shallow pruning's cutoff says its numbers; Nim for three
// players steps too.
func TestStepSeveralPlayers(t *testing.T) {
	small := "(((3,3,4) (2,7,1)) ((4,1,5) (1,1,8)))"
	r := runOK(t, "step", "--leaves", small, "--trace", "--format", "csv")
	holds(t, "max^n's steps", r.stdout, "Start at the root, a, where player A moves.", "Reach the leaf (3,3,4).", "The leaf (3,3,4) gives the players (3,3,4).",
		"(3,3,4) returns (3,3,4) to b, the first child player B has seen there: player B gets 3.",
		"(2,7,1) returns (2,7,1) to b: player B gets 7 there, more than the 3 of (3,3,4), so player B takes (2,7,1).",
		"(1,1,8) returns (1,1,8) to c: player B gets 1 there, as much as at (4,1,5), so player B keeps (4,1,5) (ties go to the first).",
		"c returns (4,1,5) to a: player A gets 4 there, more than the 2 of b, so player A takes c.",
		"The search ends: the root's value is (4,1,5), best move c. Paranoid search, where the others play against player A, picks b instead.")
	if strings.Contains(r.stdout, "alpha =") || strings.Contains(r.stdout, "(MAX)") {
		t.Errorf("max^n's steps speak of alpha-beta:\n%s", r.stdout)
	}
	// At step 4 (the first leaf reached) no vector of a node not returned
	// and no mark of a choice not made yet.
	r = runApp(t, "n\nn\nn\nq\n", nil, false, "step", "--leaves", small, "--interactive", "--rows", "24", "--cols", "80")
	frame := r.stdout[strings.LastIndex(r.stdout, "Event:"):]
	if strings.Contains(frame, "(4,1,5)  #") || strings.Contains(frame, "paranoid picks") || !strings.Contains(frame, "a                A       …") {
		t.Errorf("the fourth step shows what is not known yet:\n%s", frame)
	}
	shallow := "((((4,3,3) (5,2,3)) ((1,1,8) (2,5,3))) (((3,4,3) (2,6,2)) ((6,1,3) (0,9,1))))"
	holds(t, "shallow's steps", runOK(t, "step", "--leaves", shallow, "--algo", "shallow", "--trace", "--format", "csv").stdout,
		"After (1,1,8), e (C) has 8 already; a leaf's utilities sum to at most 10, each at least 0, so B can get at most 2 at e, no more than the 3 it has at b")
	holds(t, "Nim for three players", runOK(t, "step", "--game", "nim3", "--board", "1 2 C", "--depth", "1", "--trace", "--format", "csv").stdout,
		"The search ends: the root's value is (1,0,0), best move 1:1.")
	holds(t, "in French", runOK(t, "--lang", "fr", "step", "--leaves", small, "--trace", "--format", "csv").stdout, "Départ à la racine, a, où le joueur A joue.", "donc le joueur B garde (4,1,5) (en cas d'égalité, le premier)")
}

// MCTS on a tree of utility vectors: each player maximizing its own
// reward, the root player's mean reward beside each node's wins, said in
// the legend; stepped, each simulation and backpropagation with its
// rewards, one a player, and each node's share, in both languages; the
// solver refused in one line.
func TestMCTSSeveralPlayers(t *testing.T) {
	r := runOK(t, "tree", "--leaves", "(((9,9,0) (0,0,9)) ((1,0,0) (0,9,9)))", "--algo", "mcts", "--iterations", "3000")
	holds(t, "mcts on vectors", r.stdout, "Result: move b, the most visited", "value for A", "node             player  wins/visits  A",
		"each maximizing its own reward: a leaf's utilities scaled from 0")
	// Nim for three players: C, the kingmaker, can win nothing.
	holds(t, "mcts on Nim for three players", runOK(t, "tree", "--game", "nim3", "--board", "1 2 C", "--algo", "mcts", "--iterations", "500").stdout,
		"value for C 0.00", "root             C       0/500        0.00")
	// Stepped: the third iteration reaches the leaf (0,0,9) under B, whose
	// rewards (0,0,1) give A nothing at A and at B and B nothing at the
	// leaf.
	step := runOK(t, "step", "--leaves", "(((9,9,0) (0,0,9)) ((1,0,0) (0,9,9)))", "--algo", "mcts", "--iterations", "3", "--trace", "--format", "json")
	holds(t, "mcts stepped on vectors", step.stdout, `"rewards": [`, "Simulation: (0,0,9) ends the game: its rewards are (0,0,1), one a player, with no playout.",
		"Backpropagation of (0,0,1) up 3 nodes: each counts a visit, and adds to its wins the reward of the player who moved into it (a 0 for A, b 0 for A, (0,0,9) 0 for B).",
		"Selection at a (A to move): b has the highest UCB1 score of its 2 children")
	// Nim for three players from B's turn: the root's player is B.
	fr := runOK(t, "step", "--game", "nim3", "--board", "2 2 B", "--algo", "mcts", "--iterations", "40", "--trace", "--lang", "fr")
	holds(t, "mcts stepped on Nim for three players", fr.stdout, "étape  itération  phase", "(0,1,0)")
	last := runOK(t, "step", "--game", "nim3", "--board", "2 2 B", "--algo", "mcts", "--iterations", "40", "--trace", "--format", "json", "--lang", "fr")
	holds(t, "the last backpropagation", last.stdout, "Rétropropagation de (0,1,0) sur 5 nœuds", "(racine 1 pour B, 1:1 1 pour B, 2:1 0 pour C, 2:1 0 pour A, 1:1 1 pour B)")
	for _, args := range [][]string{
		{"tree", "--leaves", aima54, "--algo", "mcts", "--solver"},
	} {
		r := runApp(t, "", nil, false, args...)
		if r.code == 0 || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, %q", args, r.code, r.stderr)
		}
	}
}

// A caption of Nim for three players given its heaps names them: the
// board given, never "the start" (the start is 1 2 3), in the game's
// caption too; without a board, the start.
func TestNimThreeCaptionNamesItsHeaps(t *testing.T) {
	r := runOK(t, "tree", "--game", "nim3", "--board", "3 4 5", "--depth", "1")
	holds(t, "tree", r.stdout, "Position: 3 4 5 A (Nim for three players 3 4 5, 3 players, A to move)")
	r = runOK(t, "tree", "--game", "nim", "--board", "3 4 5", "--moves", "1:1", "--depth", "1")
	holds(t, "Nim", r.stdout, "Position: 3 4 5 X then 1:1 (Nim 2 4 5, O to move: MAX)")
	r = runOK(t, "tree", "--game", "nim3", "--depth", "1")
	holds(t, "the start", r.stdout, "Position: the start (Nim for three players 1 2 3, 3 players, A to move)")
}

// A tree of several players says who moves by the players' letters, in
// the JSON as in the text (not MAX and MIN), and --names writes a leaf's
// whole vector beside its name.
func TestSeveralPlayersNamed(t *testing.T) {
	var doc render.TreeReport
	r := runOK(t, "tree", "--leaves", aima54, "--format", "json")
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil {
		t.Fatal(err)
	}
	for _, n := range doc.Nodes {
		if want := string(rune('A' + n.Depth%3)); n.Player != want {
			t.Errorf("node %s at depth %d: player %q, want %q", n.Label, n.Depth, n.Player, want)
		}
	}
	for _, algo := range []string{"maxn", "shallow", "paranoid"} {
		r = runOK(t, "tree", "--leaves", aima54, "--algo", algo, "--names")
		holds(t, algo+" --names", r.stdout, "d1 (1,2,6)", "g2 (5,4,5)")
	}
}
