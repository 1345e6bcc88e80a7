package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// malformed is one bad invocation: its arguments and stdin, the exit code
// by the README's rule (2 for the command line, 1 for input data and
// failures), and a piece of the one line it must print.
type malformed struct {
	args  []string
	stdin string
	code  int
	want  string
}

// malformedCases builds the table over every command and flag: the
// position flags under each command that reads a position, then each
// command's own flags, files that are missing, folders, binary or empty,
// and outputs that cannot be written. dir holds the input files.
func malformedCases(dir string) []malformed {
	f := func(name string) string { return filepath.Join(dir, name) }
	// The position flags, as every command that reads a position takes
	// them.
	positions := []malformed{
		{[]string{"--size", "0"}, "", 2, "--size 0"},
		{[]string{"--size", "5"}, "", 2, "--size 5"},
		{[]string{"--size", "18"}, "", 2, "--size 18"},
		{[]string{"--size", "-4"}, "", 2, "--size -4"},
		{[]string{"--size", "x"}, "", 2, `--size x: want an even size`},
		{[]string{"--moves", "z9"}, "", 1, "--moves"},
		{[]string{"--moves", "f5f5"}, "", 1, "--moves"},
		{[]string{"--moves", "--"}, "", 1, "--moves"},
		{[]string{"--moves", "f5 d6 q1"}, "", 1, "--moves"},
		{[]string{"--board", "XO"}, "", 1, "--board"},
		{[]string{"--board", strings.Repeat("Z", 64) + " X"}, "", 1, "--board"},
		{[]string{"--board", ""}, "", 1, "--board"},
		{[]string{"--board", strings.Repeat("-", 64) + " X", "--position", f("empty.txt")}, "", 2, "--board and --position"},
		{[]string{"--position", f("missing.txt")}, "", 1, "missing.txt"},
		{[]string{"--position", f("folder")}, "", 1, "folder"},
		{[]string{"--position", f("binary.dat")}, "", 1, "--position"},
		{[]string{"--position", f("empty.txt")}, "", 1, "--position"},
	}
	commands := map[string][]string{
		"show":    nil,
		"tree":    {"--depth", "1"},
		"step":    {"--depth", "1", "--trace"},
		"compare": {"--depth", "1"},
		"perft":   {"--depth", "1"},
		"play":    nil,
		"match":   {"--games", "2", "--black", "random", "--white", "random"},
	}
	var cases []malformed
	for _, cmd := range []string{"show", "tree", "step", "compare", "perft", "play", "match"} {
		for _, p := range positions {
			args := append(append([]string{cmd}, commands[cmd]...), p.args...)
			cases = append(cases, malformed{args, "quit\n", p.code, p.want})
		}
	}
	own := []malformed{
		{[]string{"tree", "--depth", "0"}, "", 2, "--depth 0"},
		{[]string{"tree", "--depth", "61"}, "", 2, "--depth 61"},
		{[]string{"tree", "--depth", "x"}, "", 2, `--depth "x"`},
		{[]string{"tree", "--depth", "9"}, "", 1, "over the limit"},
		{[]string{"tree", "--algo", "negamax"}, "", 2, "--algo"},
		{[]string{"tree", "--order", "random"}, "", 2, "--order"},
		{[]string{"tree", "--eval", "best"}, "", 2, "--eval"},
		{[]string{"tree", "--view", "all"}, "", 2, "--view"},
		{[]string{"tree", "--format", "gif"}, "", 2, "--format"},
		{[]string{"tree", "-o", f("out/t.gif")}, "", 2, "t.gif"},
		{[]string{"tree", "--max-nodes", "0"}, "", 2, "--max-nodes 0"},
		{[]string{"tree", "--max-nodes", "many"}, "", 2, "--max-nodes"},
		{[]string{"tree", "--max-memory", "1XB"}, "", 2, "--max-memory"},
		{[]string{"tree", "--max-memory", "1KiB"}, "", 1, "memory budget"},
		{[]string{"tree", "--show-depth", "-1"}, "", 2, "--show-depth -1"},
		{[]string{"tree", "--leaves", "((1 2)"}, "", 1, "never closed"},
		{[]string{"tree", "--leaves", ""}, "", 1, "--leaves"},
		{[]string{"tree", "--leaves", "(1 x)"}, "", 1, "not a leaf value"},
		{[]string{"tree", "--leaves", "(1 1e13)"}, "", 1, "out of range"},
		{[]string{"tree", "--leaves", "(1 2)", "--depth", "2"}, "", 2, "--depth does not apply"},
		{[]string{"tree", "--leaves", "(1 2)", "--leaves-file", f("empty.txt")}, "", 2, "--leaves and --leaves-file"},
		{[]string{"tree", "--leaves-file", f("missing.txt")}, "", 1, "missing.txt"},
		{[]string{"tree", "--leaves-file", f("binary.dat")}, "", 1, ""},
		{[]string{"tree", "--weights", f("missing.txt")}, "", 1, "missing.txt"},
		{[]string{"tree", "--weights", f("weights-big.txt")}, "", 1, "out of range"},
		{[]string{"tree", "--weights", f("binary.dat")}, "", 1, "--weights"},
		{[]string{"tree", "--weights", f("empty.txt"), "--eval", "mixed"}, "", 2, "--eval and --weights"},
		{[]string{"tree", "--layout", "round"}, "", 2, "--layout"},
		{[]string{"tree", "--labels", "short"}, "", 2, "--labels"},
		{[]string{"tree", "--page", "a5", "-o", f("out/t.pdf")}, "", 2, "--page"},
		{[]string{"tree", "--page", "a4"}, "", 2, "--page applies to drawings"},
		{[]string{"tree", "--boards=maybe"}, "", 2, "--boards"},
		{[]string{"tree", "--fail-hard", "--fail-soft"}, "", 2, "give one of them"},
		{[]string{"tree", "--algo", "minimax", "--fail-hard"}, "", 2, "--fail-hard"},
		{[]string{"tree", "--root", "min"}, "", 2, "--root"},
		{[]string{"tree", "-o", f("nowhere/t.svg")}, "", 1, "cannot write there"},
		{[]string{"tree", "-o", f("folder")}, "", 1, "is a folder"},
		{[]string{"tree", "--leaves", "(1 2)", "--order", "eval"}, "", 2, "--order eval needs a game tree"},
		// Games of several players: a player named past the tree's, at a
		// leaf, in a tree of plain values; Nim for three players where
		// the faces of two refuse it.
		{[]string{"tree", "--leaves", "(D((1,2,6) (4,2,3)) (7,4,1))"}, "", 1, "given to player D"},
		{[]string{"tree", "--leaves", "(B(1,2) (3,4))"}, "", 1, "names who moves at a leaf"},
		{[]string{"tree", "--leaves", "(B(1 2) (3 4))"}, "", 1, "a player's letter before a list"},
		{[]string{"tree", "--game", "nim3", "--algo", "minimax"}, "", 2, "a game of 3 players"},
		{[]string{"tree", "--game", "nim3", "--board", "1 2 10"}, "", 1, "heap 3"},
		{[]string{"tree", "--game", "nim3", "--moves", "4:1"}, "", 1, "--moves"},
		{[]string{"play", "--game", "nim3", "--players", "human,random"}, "", 2, "has 3 players, A to C: give 3"},
		{[]string{"match", "--game", "nim3", "--games", "2", "--black", "random", "--white", "random"}, "", 2, "give their players with --players"},
		{[]string{"match", "--game", "nim3", "--players", "random,human,random"}, "", 2, "a match is played by programs"},
		{[]string{"play", "--game", "nim3", "--players", "human,alphabeta:3,random"}, "", 2, "is a game of 3 players; want human, random, maxn:DEPTH"},
		{[]string{"play", "--game", "tictactoe", "--players", "human,random"}, "", 2, "tic-tac-toe is a game of two: give --black and --white"},
		{[]string{"quiz", "--game", "nim3", "--depth", "2", "--ask", "windows"}, "", 1, "windows are alpha-beta's"},
		{[]string{"compare", "--game", "nim3", "--mcts", "10"}, "", 2, "leave --mcts out"},
		{[]string{"step", "--format", "xml"}, "", 2, "--format"},
		{[]string{"step", "--depth", "6"}, "", 1, "over the limit"},
		{[]string{"step", "--interactive", "--rows", "5"}, "", 2, "--rows"},
		{[]string{"step", "--trace", "--interactive"}, "", 2, "--trace and --interactive"},
		{[]string{"step", "-o", f("nowhere/s.txt")}, "", 1, "cannot write there"},
		{[]string{"step", "--frames", f("empty.txt/deeper")}, "", 1, "--frames"},
		{[]string{"compare", "--depth", "13"}, "", 2, "--depth"},
		{[]string{"compare", "--depth", "3-1"}, "", 2, "--depth"},
		{[]string{"compare", "--depth", "1-x"}, "", 2, "--depth"},
		{[]string{"compare", "--format", "xml"}, "", 2, "--format"},
		{[]string{"compare", "--plot", f("out/p.gif")}, "", 2, "--plot"},
		{[]string{"compare", "--plot", f("nowhere/p.svg")}, "", 1, "--plot"},
		{[]string{"compare", "--positions", f("missing.txt")}, "", 1, "missing.txt"},
		{[]string{"compare", "--positions", f("positions-bad.txt"), "--depth", "1"}, "", 1, "line 2"},
		{[]string{"compare", "--positions", f("empty.txt"), "--depth", "1"}, "", 1, "no position"},
		{[]string{"compare", "--positions", f("folder")}, "", 1, "folder"},
		{[]string{"compare", "--max-memory", "lots"}, "", 2, "--max-memory"},
		{[]string{"perft"}, "", 2, "--depth"},
		{[]string{"perft", "--depth", "31"}, "", 2, "--depth 31"},
		{[]string{"perft", "--depth", "-1"}, "", 2, "--depth -1"},
		{[]string{"perft", "--depth", "3", "--threads", "0"}, "", 2, "--threads 0"},
		{[]string{"perft", "--depth", "3", "--threads", "many"}, "", 2, "--threads"},
		{[]string{"play", "--black", "robot"}, "", 2, "--black"},
		{[]string{"play", "--white", "alphabeta:99"}, "", 2, "--white"},
		{[]string{"play", "--white", "ai:master"}, "", 2, "--white"},
		{[]string{"play", "--time", "0s"}, "", 2, "--time"},
		{[]string{"play", "--time", "soon"}, "", 2, "--time"},
		{[]string{"play", "--seed", "x"}, "", 2, "--seed"},
		{[]string{"play", "--record", f("nowhere/g.txt")}, "f5\n", 1, "--record"},
		{[]string{"play", "--record", f("folder")}, "f5\n", 1, "is a folder"},
		{[]string{"play", "--resume", f("missing.txt")}, "", 1, "missing.txt"},
		{[]string{"play", "--resume", f("nested.ggf")}, "", 1, "a game inside a game"},
		{[]string{"play", "--resume", f("binary.dat")}, "", 1, "--resume"},
		{[]string{"play", "--resume", f("empty.txt"), "--moves", "f5"}, "", 2, "--resume and --moves"},
		{[]string{"match", "--games", "0"}, "", 2, "--games 0"},
		{[]string{"match", "--games", "3", "--swap"}, "", 2, "--swap"},
		{[]string{"match", "--openings", "61"}, "", 2, "--openings 61"},
		{[]string{"match", "--black", "human"}, "", 2, "a match is played by programs"},
		{[]string{"match", "--white", "gtp:" + f("missing-engine")}, "", 1, "cannot start"},
		{[]string{"match", "--games-out", f("nowhere/g.txt")}, "", 1, "--games-out"},
		{[]string{"match", "--board", strings.Repeat("X", 64) + " O"}, "", 1, "already over"},
		{[]string{"gtp", "--player", "human"}, "", 2, "--player"},
		{[]string{"gtp", "--player", "robot"}, "", 2, "--player"},
		{[]string{"gtp", "--time", "-1s"}, "", 2, "--time"},
		{[]string{"serve", "--timeout", "0s"}, "", 2, "--timeout"},
		{[]string{"serve", "--max-nodes", "0"}, "", 2, "--max-nodes"},
		{[]string{"serve", "--max-connections", "0"}, "", 2, "--max-connections 0: want 1 to 100000 connections"},
		{[]string{"serve", "--addr", "no:such:address"}, "", 1, "--addr"},
		{[]string{"fly"}, "", 2, "unknown command"},
		{[]string{"train", "bogus"}, "", 2, `train: unknown command "bogus"; commands: games, fit`},
		{[]string{"--lang", "fr", "train", "bogus"}, "", 2, "train : commande inconnue «\u00a0bogus\u00a0» ; commandes : games, fit"}, // guillemets in French
		{[]string{"--lang", "fr", "tree", "--game", "tictactoe", "--moves", "e4"}, "", 1, "«\u00a0e4\u00a0» n'est pas une case du morpion"},
		{[]string{"--lang", "fr", "tree", "--game", "connect4", "--size", "3x3"}, "", 2, `--size 3x3 : donnez LxH, largeur par hauteur`},
		{[]string{"--lang", "fr", "tree", "--game", "tictactoe", "--depth", "9", "--max-nodes", "1000"}, "", 1, "la profondeur 9 donne 549 946 nœuds"},
		{[]string{"tree", "--game", "tictactoe", "--depth", "9", "--max-nodes", "1000"}, "", 1, "depth 9 gives 549,946 nodes"},
	}
	cases = append(cases, own...)
	for _, cmd := range []string{"show", "tree", "step", "compare", "perft", "play", "match", "gtp", "serve"} {
		cases = append(cases,
			malformed{[]string{cmd, "--nope"}, "", 2, "unknown flag --nope"},
			malformed{[]string{cmd, "stray"}, "", 2, "unexpected argument"})
	}
	return cases
}

// At least 150 bad invocations, each answered by its exit code and one
// line that names the input, with no file left behind.
// malformedDir makes the folder the malformed inputs name: a folder, an
// output folder, and files empty, binary, too big and badly formed.
func malformedDir(t *testing.T) string {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "folder"), 0o755)
	os.Mkdir(filepath.Join(dir, "out"), 0o755)
	files := map[string]string{
		"empty.txt":         "",
		"binary.dat":        "\x00\x01\xff\xfe(\x00;",
		"weights-big.txt":   strings.Repeat("1e308 1 1 1\n", 4),
		"positions-bad.txt": "f5d6\nzz9\n",
		"nested.ggf":        "(;(;(;)))",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestMalformedInputs(t *testing.T) {
	dir := malformedDir(t)
	cases := malformedCases(dir)
	if len(cases) < 150 {
		t.Fatalf("%d cases, want at least 150", len(cases))
	}
	for _, c := range cases {
		r := runApp(t, c.stdin, nil, false, c.args...)
		lines := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
		if r.code != c.code || len(lines) != 1 || !strings.HasPrefix(r.stderr, "gametree: ") || !strings.Contains(r.stderr, c.want) ||
			strings.Contains(r.stderr, "goroutine") || strings.Contains(r.stderr, "panic") {
			t.Errorf("%q: exit %d, stderr %q; want exit %d and one line holding %q", c.args, r.code, r.stderr, c.code, c.want)
		}
	}
	// No run left a file in the output folder.
	if left, _ := os.ReadDir(filepath.Join(dir, "out")); len(left) > 0 {
		t.Errorf("files left behind: %v", left)
	}
}
