package main

import (
	"os"
	"slices"
	"strings"
	"testing"

	"gametree/explore"
	"gametree/internal/msg"
)

// cliTrees are the trees every search is asked of on the command line: a
// textbook tree in every notation (a single leaf, vectors, chance nodes,
// leaves not quiet), each registered game's start, and finished games.
func cliTrees() [][]string {
	trees := [][]string{
		{"--leaves", "5"}, {"--leaves", "(5)"}, {"--leaves", "(1 2)"}, {"--leaves", "((3 12 8) (2 4 6) (14 5 2))"},
		{"--leaves", "(1,2,6)"}, {"--leaves", "((1,2,6) (4,2,3))"}, {"--leaves", "({1/2: 3, 1/2: 4} 5)"},
		{"--leaves", "(4?(-2 6) (2 3))"}, {"--leaves", "4?(1 2)"},
		{"--game", "tictactoe", "--board", "XXXOO----"}, {"--game", "nim3", "--board", "0 0 0"}, {"--game", "nim", "--board", "0"},
		{"--game", "kuhn", "--board", "JQ pp"},
	}
	for _, g := range explore.Games() {
		trees = append(trees, []string{"--game", g.Name})
	}
	return trees
}

// Every declared search on every tree, on tree, step, compare and quiz
// (the short run turns the commands, GAMETREE_LONG runs each): an answer,
// or a refusal of one line and exit 1 or 2; never a panic (exit 70), never a trace. The inputs that stopped
// the server are among them (a max^n step whose root is a leaf, Nim for
// three at its end, CFR on a textbook tree).
func TestEverySearchOnEveryTree(t *testing.T) {
	commands := [][]string{{"tree"}, {"step", "--trace"}, {"compare"}, {"quiz", "--format", "json"}}
	long := os.Getenv("GAMETREE_LONG") != ""
	for _, c := range explore.Searches(msg.En) {
		for i, tr := range cliTrees() {
			for k, cmd := range commands {
				if !long && k != i%len(commands) {
					continue // the short run turns the commands
				}
				checkSearchRun(t, c, tr, cmd)
			}
		}
	}
}

// checkSearchRun runs cmd on tree with the search c: an answer, or one
// line of refusal.
func checkSearchRun(t *testing.T, c explore.SearchChoice, tr, cmd []string) {
	t.Helper()
	args := append(append(append([]string{}, cmd...), tr...), "--algo", c.Name)
	if slices.Contains(c.Takes, "iterations") {
		args = append(args, "--iterations", "3")
	} else if slices.Contains(c.Takes, "depth") && tr[0] == "--game" {
		args = append(args, "--depth", "2")
	}
	r := runApp(t, "", nil, false, args...)
	switch {
	case r.code == 0:
	case r.code == 1 || r.code == 2:
		if strings.Count(r.stderr, "\n") != 1 || !strings.HasPrefix(r.stderr, "gametree: ") {
			t.Errorf("%q: exit %d, not one line: %q", args, r.code, r.stderr)
		}
	default:
		t.Errorf("%q: exit %d: %s", args, r.code, r.stderr)
	}
}
