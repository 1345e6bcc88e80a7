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
			row := strings.HasPrefix(line, "root ") || strings.ContainsAny(line, "├└│")
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
