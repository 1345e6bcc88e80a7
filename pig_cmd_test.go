package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Pig on the command line: a tree with chance nodes searched by
// expectimax unless told, the searches that know no chance refused with
// the reason, Star1 bounded by the game's values.
func TestPigTreeCommand(t *testing.T) {
	r := runOK(t, "tree", "--game", "pig", "--goal", "20", "--depth", "3")
	holds(t, "tree", r.stdout,
		"Position: the start (Pig to 20, X to move: MAX)",
		"Search: expectimax (expectiminimax)",
		"value +10/3 (3.333) points (for MAX, X), best move roll",
		"└── roll          chance  +10/3 (3.333)",
		"├── 1/6: 1    MIN     0",
		"A finished game scores +20 or -20 (the goal)",
	)
	r = runApp(t, "", nil, false, "tree", "--game", "pig", "--goal", "20", "--depth", "4", "--algo", "star1")
	if r.code != 0 || !strings.Contains(r.stdout, "Search: Star1 (leaves from -20 to +20)") || !strings.Contains(r.stdout, "value +5 points") {
		t.Errorf("star1: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"tree", "--game", "pig", "--algo", "alphabeta"}, "Pig has chance nodes (the die), which alphabeta does not know: use --algo expectimax, star1 or star2"},
		{[]string{"tree", "--game", "pig", "--algo", "mcts"}, "which mcts does not know"},
		{[]string{"tree", "--game", "pig", "--algo", "star1", "--bounds", "0,10"}, "--bounds 0,10: Pig's values lie from -100 to 100"},
		{[]string{"tree", "--game", "tictactoe", "--algo", "star2"}, "tic-tac-toe has none: it is then alpha-beta"},
		{[]string{"tree", "--game", "pig", "--goal", "1"}, "--goal 1: want 2 to 200 points"},
		{[]string{"tree", "--game", "othello", "--goal", "20"}, "--goal is the score that wins a race game (pig); Othello takes none"},
		{[]string{"tree", "--game", "pig", "--moves", "hold"}, "X cannot hold with nothing this turn: a turn begins with a roll"},
		{[]string{"tree", "--game", "pig", "--moves", "roll 7"}, `"7" is not a move of Pig`},
		{[]string{"tree", "--game", "pig", "--goal", "20", "--board", "19 0 3 X"}, "reach the goal 20, which ends the game"},
		{[]string{"play", "--game", "pig", "--white", "alphabeta:3"}, "which alphabeta does not know; want expectimax:DEPTH"},
		{[]string{"play", "--game", "pig", "--white", "ai:mcts"}, "which this Monte Carlo tree search does not know"},
		{[]string{"solve", "--game", "pig", "--all"}, "--all applies to an endgame solver's moves"},
	} {
		r := runApp(t, "", nil, false, c.args...)
		if r.code == 0 || !strings.Contains(r.stderr, c.want) || strings.Count(strings.TrimSpace(r.stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, %q; want one line with %q", c.args, r.code, r.stderr, c.want)
		}
	}
	// In French, the refusal too.
	r = runApp(t, "", nil, false, "--lang", "fr", "tree", "--game", "pig", "--moves", "hold")
	if !strings.Contains(r.stderr, "un tour commence par un lancer") {
		t.Errorf("French: %q", r.stderr)
	}
}

// solve --game pig: the paper's figures, the table, the JSON and the map.
func TestPigSolveCommand(t *testing.T) {
	r := runOK(t, "solve", "--game", "pig", "--board", "41 49 21 X")
	holds(t, "solve", r.stdout,
		"Pig to 100, solved by value iteration (Neller and Presser, 2004):", "9,882 sweeps",
		"The first player wins with chance 0.5306 with perfect play on both sides.",
		"Position: 41 49 21 X (X to move): X wins with chance",
		"best move: roll.",
		"     0   21    22    23    24    26    29    32*   40*   49*    - ",
	)
	dir := t.TempDir()
	js := filepath.Join(dir, "p.json")
	runOK(t, "solve", "--game", "pig", "--goal", "100", "--board", "41 49 0 X", "--json", "-o", js)
	var rep struct {
		First     float64   `json:"first_player_wins"`
		HoldAt    [][]int   `json:"hold_at"`
		RollAgain [][][]int `json:"roll_again"`
		BestMove  string    `json:"best_move"`
	}
	b, _ := os.ReadFile(js)
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	if rep.First < 0.53055 || rep.First > 0.53065 || rep.HoldAt[41][49] != 22 || len(rep.RollAgain[41][49]) == 0 || rep.RollAgain[41][49][0] != 27 || rep.BestMove != "roll" {
		t.Errorf("JSON: first %v, hold at %d, again %v, best %q", rep.First, rep.HoldAt[41][49], rep.RollAgain[41][49], rep.BestMove)
	}
	svg := filepath.Join(dir, "p.svg")
	if r := runApp(t, "", nil, false, "solve", "--game", "pig", "--goal", "50", "-o", svg); r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	b, _ = os.ReadFile(svg)
	if !strings.HasPrefix(string(b), "<svg") || !strings.Contains(string(b), "Pig to 50: the turn&#39;s total at which to hold") && !strings.Contains(string(b), "Pig to 50: the turn's total at which to hold") {
		t.Errorf("the map: %.300s", b)
	}
}

// play and match: the die is rolled by the game, from the seed; the
// perfect player says its chance; the same seed, the same game.
func TestPigPlayCommand(t *testing.T) {
	r := runApp(t, "roll\nroll\nhold\n", nil, false, "play", "--game", "pig", "--goal", "20", "--white", "ai:perfect", "--seed", "3")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	for _, want := range []string{"The die rolls ", "for X (human).", "O (ai:perfect) plays ", "(perfect play: O wins with chance 0.", "Pig to 20\n"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("play lacks %q:\n%s", want, r.stdout)
		}
	}
	again := runApp(t, "roll\nroll\nhold\n", nil, false, "play", "--game", "pig", "--goal", "20", "--white", "ai:perfect", "--seed", "3")
	if again.stdout != r.stdout {
		t.Error("the same seed played another game")
	}
	m := runApp(t, "", nil, false, "match", "--game", "pig", "--goal", "20", "--black", "ai:perfect", "--white", "ai:easy", "--games", "40", "--swap")
	if m.code != 0 || !strings.Contains(m.stdout, "ai:perfect") {
		t.Fatalf("match: exit %d\n%s%s", m.code, m.stdout, m.stderr)
	}
}

// compare on Pig: expectimax, Star1 and Star2, the same value, Star1
// visiting no more nodes.
func TestPigCompareCommand(t *testing.T) {
	r := runApp(t, "", nil, false, "compare", "--game", "pig", "--goal", "20", "--depth", "6", "--no-time")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	for _, want := range []string{
		"    6  expectimax  natural     457     301        0  305/54 (5.648)  roll",
		"    6  star1       natural     434     284       10  305/54 (5.648)  roll",
		"    6  star2       natural ",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("compare lacks %q:\n%s", want, r.stdout)
		}
	}
}

// quiz -o x.pdf without --sheet: the sheet of the one tree given, with
// its key; a tree with chance nodes too.
func TestQuizOneSheet(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"quiz", "--leaves", "({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})", "-o", filepath.Join(dir, "chance.tex")},
		{"quiz", "--game", "tictactoe", "--moves", "b2 a1 c3", "--depth", "2", "-o", filepath.Join(dir, "ttt.tex")},
	} {
		r := runApp(t, "", nil, false, args...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
		}
		b, _ := os.ReadFile(args[len(args)-1])
		if !strings.Contains(string(b), "Exercise on") || !strings.Contains(string(b), "Practise it again with gametree quiz") {
			t.Errorf("%v: %.300s", args, b)
		}
	}
}
