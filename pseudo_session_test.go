package main

import (
	"regexp"
	"strings"
	"testing"
)

// In the pseudo-language, a game at the terminal says nothing past the
// catalog: once the marked sentences (⟦…⟧, nested, over lines) are taken
// out, what is left is boards and what the person typed.
func TestPseudoLanguageSessions(t *testing.T) {
	board := regexp.MustCompile(`^[ \ta-p0-9\-XO\[\]|.*]*$`)
	for _, c := range []struct {
		args  []string
		input string
	}{
		{[]string{"play", "--game", "tictactoe", "--white", "ai:perfect"}, "help\nzz\nb2\nhint\nmoves\ntree\nundo\nsave\nquit\n"},
		{[]string{"play", "--size", "6", "--white", "ai:easy"}, "help\nzz\nc4\nd5\nhint\nmoves\ntree\nundo\nsave\nquit\n"},
		{[]string{"play", "--game", "nim", "--white", "ai:hard"}, "help\n1:1\nhint\nquit\n"},
	} {
		r := runApp(t, c.input, nil, false, append([]string{"--lang", "qps-ploc"}, c.args...)...)
		left := unmarked(r.stdout)
		for _, line := range strings.Split(left, "\n") {
			// A drawn tree's rows are data: moves, MAX and MIN, values.
			// A node's marks put under it to fit 80 columns leave only the
			// commas between them.
			row := strings.HasPrefix(line, "root ") || strings.ContainsAny(line, "├└│") || strings.Trim(line, " ,") == ""
			if !board.MatchString(line) && !row {
				t.Errorf("%v: unmarked: %q", c.args, line)
			}
		}
	}
}

// unmarked returns s without its marked spans, ⟦…⟧ and those inside.
func unmarked(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '⟦':
			depth++
		case r == '⟧':
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// In the pseudo-language, the reports of the command line leave no
// sentence unmarked: once the marks are taken out, no line holds three
// words in a row (the rest is data: moves, names, numbers, tables).
func TestPseudoLanguageReports(t *testing.T) {
	sentence := regexp.MustCompile(`[A-Za-z]{2,} [a-z]{2,} [a-z]{2,}`)
	for _, args := range [][]string{
		{"tree", "--depth", "2"},
		{"tree", "--game", "tictactoe", "--moves", "b2", "--depth", "2", "--boards"},
		{"compare", "--depth", "1-2", "--no-time"},
		{"show", "--moves", "f5d6"},
		{"show", "--game", "nim"},
		{"perft", "--depth", "3", "--divide", "--no-time"},
		{"step", "--moves", "f5d6", "--depth", "1", "--trace"},
		{"quiz", "--leaves", "((3 12 8) (2 4 6) (14 5 2))"},
		{"match", "--games", "2", "--black", "random", "--white", "greedy", "--no-time"},
		// The games of several players: trees of utility vectors, named
		// movers and ties, Nim for three players.
		{"tree", "--leaves", "((((1,2,6) (4,2,3)) ((6,1,2) (7,4,1))) (((5,1,1) (1,5,2)) ((7,7,1) (5,4,5))))"},
		{"tree", "--leaves", "((5,5) A((6,4) (9,1)))", "--algo", "shallow"},
		{"tree", "--leaves", "(((3,3,4) (2,7,1)) ((4,1,5) (1,1,8)))", "--algo", "paranoid"},
		{"compare", "--leaves", "(((3,3,4) (2,7,1)) ((4,1,5) (1,1,8)))", "--no-time"},
		{"tree", "--game", "nim3", "--board", "1 2 C", "--depth", "2"},
		{"compare", "--game", "nim3", "--depth", "1-2", "--no-time"},
		{"show", "--game", "nim3"},
		{"step", "--leaves", "(((3,3,4) (2,7,1)) ((4,1,5) (1,1,8)))", "--trace", "--format", "md"},
		// The step and quiz sessions, with the keys and answers a person
		// types (the input is each command's last word).
		{"step", "--moves", "f5d6", "--depth", "1", "--interactive", "--rows", "24", "--cols", "80", "n\nb\n?\ng 5\nzz\nq\n"},
		{"quiz", "--leaves", "((3 12) (2 4))", "3\nzz\n\n"},
	} {
		input := ""
		if last := args[len(args)-1]; strings.Contains(last, "\n") {
			args, input = args[:len(args)-1], last
		}
		r := runApp(t, input, nil, false, append([]string{"--lang", "qps-ploc"}, args...)...)
		if r.code != 0 {
			t.Errorf("%v: exit %d %s", args, r.code, r.stderr)
			continue
		}
		for _, line := range strings.Split(unmarked(r.stdout), "\n") {
			if sentence.MatchString(line) {
				t.Errorf("%v: unmarked: %q", args, line)
			}
		}
	}
}
