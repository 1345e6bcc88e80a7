package play

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"gametree/game"
	"gametree/internal/golden"
	"gametree/internal/msg"
	"gametree/othello"
)

// session runs a scripted session from p with the players and returns what
// it wrote.
func session(t *testing.T, p othello.Position, players []Player, names []string, script string) (string, *Session) {
	t.Helper()
	var out bytes.Buffer
	var explained []string
	s := &Session{
		Game: othelloGame(p), Players: players, Names: names, In: strings.NewReader(script), Out: &out,
		Hint: &Searcher{spec: "ai:easy", search: SearchSpec{Depth: 1, Eval: "mixed"}},
		Explain: func(w io.Writer, p game.Position, pl Player, svg string) error {
			spec, _ := DrawnSearch(pl, p)
			explained = append(explained, fmt.Sprintf("%s depth %d %s", p, spec.Depth, svg))
			if svg == "bad.svg" {
				return errors.New("cannot draw there")
			}
			_, err := fmt.Fprintf(w, "(the tree of %s at depth %d)\n", spec.Algorithm, spec.Depth)
			return err
		},
		Save: func(name string) error {
			if strings.HasSuffix(name, ".txt") {
				return errorf("%s: the disk is full", name)
			}
			return nil
		},
	}
	if err := s.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	return out.String(), s
}

// A whole 4x4 game between two people, with every command, a forced pass
// and the final score, against a golden file.
func TestSessionHumans(t *testing.T) {
	typed := gameWithPass(t, 4)
	lines := []string{"", "help", "moves", "hint", "tree", "undo", "zz9", "a1", "e3 now", "save", "save g.txt", "save g.ggf"}
	// Two moves, taken back, played again, and the rest of the game.
	lines = append(lines, typed[0], typed[1], "undo", typed[0], typed[1])
	lines = append(lines, typed[2:]...)
	script := strings.Join(lines, "\n") + "\n"
	out, s := session(t, othello.Start(4), make([]Player, 2), []string{"human", "human"}, script)
	golden.Check(t, "session-humans.txt", out)
	if !s.Game.Over() || !strings.Contains(out, "passes") {
		t.Errorf("the game did not end with a pass: %s", s.Game.Transcript())
	}
}

// A person against the computer: the computer's moves, hint, tree, tree
// into a file, undo of a move and its reply, and quit.
func TestSessionComputer(t *testing.T) {
	ai, err := ParsePlayer("ai:easy", oth8, Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	script := "f5\nhint\ntree\ntree t.png\ntree t.svg\ntree bad.svg\nundo\nundo\nf5\nquit\n"
	out, s := session(t, othello.Start(8), []Player{nil, ai}, []string{"human", "ai:easy"}, script)
	golden.Check(t, "session-computer.txt", out)
	if len(s.Game.Moves) != 2 {
		t.Errorf("moves %s, want f5 and the reply", s.Game.Transcript())
	}
}

// Two programs play a whole game by themselves; the input ending stops a
// person's game.
func TestSessionPrograms(t *testing.T) {
	out, s := session(t, othello.Start(6), []Player{Greedy{}, NewExpert(50 * time.Millisecond)}, []string{"greedy", "ai:expert"}, "")
	if !s.Game.Over() || !strings.Contains(out, "Game over: Black") {
		t.Errorf("the game did not end: %s", out)
	}
	out, _ = session(t, othello.Start(8), make([]Player, 2), []string{"human", "human"}, "f5\n")
	if !strings.Contains(out, "The input ended: the game stops here.\nScore so far: Black 4, White 1.") {
		t.Errorf("end of input: %s", out)
	}
}

func TestMatchStats(t *testing.T) {
	s := PlayerStats{Spec: "x", Wins: 2, Losses: 1, Draws: 1, MarginSum: 12, Moves: 40, MoveSeconds: 2, Nodes: 4000}
	if s.AvgMargin() != 3 || s.AvgMoveSeconds() != 0.05 || s.NodesPerSecond() != 2000 {
		t.Errorf("stats %v %v %v", s.AvgMargin(), s.AvgMoveSeconds(), s.NodesPerSecond())
	}
	var zero PlayerStats
	if zero.AvgMargin() != 0 || zero.AvgMoveSeconds() != 0 || zero.NodesPerSecond() != 0 {
		t.Error("empty stats are not zero")
	}
}

// gameWithPass returns the typed moves (passes left out) of a seeded random
// game on a size x size board that has a forced pass.
func gameWithPass(t *testing.T, size int) []string {
	rng := rand.New(rand.NewSource(7))
	for tries := 0; tries < 10000; tries++ {
		p := othello.Start(size)
		var typed []string
		passes := 0
		for !p.GameOver() {
			moves := p.MoveList()
			m := moves[rng.Intn(len(moves))]
			if m == othello.Pass {
				passes++
			} else {
				typed = append(typed, m.String())
			}
			p = p.Apply(m)
		}
		if passes > 0 {
			return typed
		}
	}
	t.Fatal("no game with a pass")
	return nil
}

// The help of a session fits 80 columns in every language, the game's
// notation in it.
func TestSessionHelpFits(t *testing.T) {
	for _, l := range msg.Langs {
		for _, text := range []string{l.Word(squaresHelp), l.T(gameSessionHelp, l.Word("a square, a1 to c3"))} {
			for _, line := range strings.Split(text, "\n") {
				if n := utf8.RuneCountInString(line); n >= 80 {
					t.Errorf("%s: a line of %d columns: %q", l, n, line)
				}
			}
		}
	}
}
