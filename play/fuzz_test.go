package play

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"gametree/othello"
)

// Any GTP input gets an answer per command, each "=" or "?" then a blank
// line, and the server ends.
func FuzzServeGTP(f *testing.F) {
	for _, seed := range []string{
		"protocol_version\nname\nboardsize 6\nclear_board\ngenmove b\nshowboard\nquit\n",
		"1 play b f5\n2 undo\n3 play w pass\nfinal_score\n",
		"boardsize 17\nboardsize 4\ngenmove w\ngenmove w\ngenmove w\n",
		"-1 name\n# comment\n\n\tknown_command genmove\nlist_commands\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var out bytes.Buffer
		err := ServeGTP(strings.NewReader(in), &out, othelloNew, func() (Player, error) { return Greedy{}, nil })
		if err != nil {
			t.Fatalf("ServeGTP: %v", err)
		}
		for _, answer := range strings.Split(strings.TrimSuffix(out.String(), "\n\n"), "\n\n") {
			if answer == "" {
				continue
			}
			if answer[0] != '=' && answer[0] != '?' {
				t.Fatalf("answer %q starts with neither = nor ?", answer)
			}
		}
	})
}

// Any typed input to a game between two persons: the session ends at the
// end of the input without an error, and the game it leaves is legal.
func FuzzSession(f *testing.F) {
	for _, seed := range []string{"f5\nd6\nundo\nhint\nmoves\nquit\n", "zz\n\n?\nsave\nsave x\ntree\n", "a2\na1\nb1\nc1\nd1\n"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		g := othelloGame(othello.Start(4))
		var out bytes.Buffer
		s := &Session{Game: g, Names: []string{"human", "human"}, In: strings.NewReader(in), Out: &out}
		if err := s.Run(context.Background()); err != nil {
			t.Fatalf("Run: %v", err)
		}
		moves, _ := othello.ParseMoves(g.Transcript())
		if _, _, err := othello.Replay(othello.Start(4), moves); err != nil {
			t.Fatalf("the session left an illegal game %s: %v", g.Transcript(), err)
		}
	})
}
