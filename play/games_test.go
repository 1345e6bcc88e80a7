package play

import (
	"context"
	"gametree/internal/msg"
	"strings"
	"testing"

	"gametree/game"
)

func mustGame(t *testing.T, name, size string) game.Game {
	t.Helper()
	g, err := game.New(name, size)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func mustGamePlayer(t *testing.T, spec string, g game.Game, seed int64) Player {
	t.Helper()
	p, err := ParsePlayer(spec, g, Config{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestParseGamePlayer(t *testing.T) {
	ttt, c4 := mustGame(t, "tictactoe", ""), mustGame(t, "connect4", "")
	for _, tc := range []struct {
		spec    string
		g       game.Game
		want    string // the spec, or the error's text
		isError bool
	}{
		{"human", ttt, "", false},
		{"random", ttt, "random", false},
		{"Alphabeta:3", ttt, "alphabeta:3", false},
		{"minimax:2", c4, "minimax:2", false},
		{"ai:perfect", ttt, "ai:perfect", false},
		{"ai:hard", c4, "ai:hard", false},
		{"ai:perfect", c4, "Connect Four is too big to search to the end", true},
		{"ai:expert", ttt, "tic-tac-toe has no expert engine; want ai:easy, ai:medium, ai:hard, ai:perfect", true},
		{"ai:grandmaster", c4, "unknown level; want ai:easy, ai:medium, ai:hard", true},
		{"greedy", ttt, "greedy", false},
		{"gtp:edax", c4, "engines over GTP play games whose moves are squares", true},
		{"alphabeta:0", ttt, "depth from 1 to 20", true},
		{"alphabeta:3:mixed", ttt, "depth from 1 to 20", true},
		{"robot", ttt, `unknown player "robot"`, true},
	} {
		p, err := ParsePlayer(tc.spec, tc.g, Config{Seed: 1})
		switch {
		case tc.isError && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s on %s: got %v, want an error with %q", tc.spec, tc.g.Title(), err, tc.want)
		case !tc.isError && err != nil:
			t.Errorf("%s on %s: %v", tc.spec, tc.g.Title(), err)
		case !tc.isError && tc.want == "" && p != nil:
			t.Errorf("%s: got a player, want a person (nil)", tc.spec)
		case !tc.isError && tc.want != "" && (p == nil || p.Spec() != tc.want):
			t.Errorf("%s: got %v, want spec %q", tc.spec, p, tc.want)
		}
	}
}

// ai:perfect never loses at tic-tac-toe, whoever begins, and two perfect
// players draw.
func TestTicTacToePerfect(t *testing.T) {
	g := mustGame(t, "tictactoe", "")
	perfect := mustGamePlayer(t, "ai:perfect", g, 0)
	for _, other := range []string{"random", "ai:easy", "ai:perfect"} {
		opp := mustGamePlayer(t, other, g, 7)
		stats, games, err := Match(context.Background(), perfect, opp, MatchConfig{Games: 20, Swap: true, Openings: 1, Seed: 3, Start: g.Start()})
		if err != nil {
			t.Fatal(err)
		}
		if stats[0].Losses != 0 || len(games) != 20 {
			t.Errorf("ai:perfect against %s: %+v over %d games", other, stats[0], len(games))
		}
		if other == "ai:perfect" && stats[0].Draws != 20 {
			t.Errorf("two perfect players: %+v, want 20 draws", stats[0])
		}
	}
}

// From Nim 3 4 5 (nim-sum 2), the first player wins with perfect play
// whatever the other does; from 1 2 3 (nim-sum 0), the second does.
func TestNimPerfect(t *testing.T) {
	for _, tc := range []struct {
		heaps string
		first bool // the first player wins
	}{{"3 4 5", true}, {"1 2 3", false}, {"2 2", false}, {"7", true},
		// Big heaps: ai:perfect plays by the exact nim-sum, one ply deep,
		// where a search to the end would never finish.
		{"60 60 60 60 60 60 60 60 60 59", true}, {"60 60 60 60 60 60 60 60 60 60", false}} {
		g := mustGame(t, "nim", tc.heaps)
		perfect := mustGamePlayer(t, "ai:perfect", g, 0)
		for seed := int64(0); seed < 5; seed++ {
			rnd := mustGamePlayer(t, "random", g, seed)
			a, b := Player(perfect), rnd
			if !tc.first {
				a, b = rnd, perfect
			}
			stats, _, err := Match(context.Background(), a, b, MatchConfig{Games: 1, Start: g.Start()})
			if err != nil {
				t.Fatal(err)
			}
			if (stats[0].Wins == 1) != tc.first {
				t.Errorf("Nim %s, seed %d: the first player's record %+v", tc.heaps, seed, stats[0])
			}
		}
	}
}

func TestGameHint(t *testing.T) {
	g := mustGame(t, "tictactoe", "")
	p, _, err := game.Replay(g.Start(), "a1 b2 c3")
	if err != nil {
		t.Fatal(err)
	}
	// O must take an edge: a corner loses to X's fork.
	got, _, _ := HintIn(context.Background(), NewGame(p), nil, msg.En)
	want := "with best play on both sides, O would draw with b1 a2 c2 b3; lose with c1 a3"
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
	c4 := mustGame(t, "connect4", "")
	if got, _, _ := HintIn(context.Background(), NewGame(c4.Start()), nil, msg.En); !strings.HasPrefix(got, "ai:hard would play ") {
		t.Errorf("Connect Four: %q", got)
	}
}

// A session with scripted input: errors that teach, undo, hint, the end.
func TestGameSession(t *testing.T) {
	g := mustGame(t, "tictactoe", "")
	var out strings.Builder
	s := &Session{
		Game:    NewGame(g.Start()),
		Players: []Player{nil, mustGamePlayer(t, "ai:perfect", g, 0)},
		Names:   []string{"human", "ai:perfect"},
		In:      strings.NewReader("z9\nb2\nb2\nundo\nc3\nhint\nmoves\nhelp\n" + strings.Repeat("x", 70000) + "\n"),
		Out:     &out,
	}
	if err := s.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"z9" is neither a move nor a command: type a move such as a1 (a square, a1 to c3), or help.`,
		"O (ai:perfect) plays a1 (searched to the end: a draw with best play;",
		"X cannot play b2: it is not a legal move here (legal: b1 c1 a2 c2 a3 b3 c3)",
		"Took back 2 move(s).",
		"Moves so far (1): c3",
		"Hint: with best play on both sides, X would draw with",
		"Legal moves: ",
		"hint         every move's value with best play",
		"That line is longer than 65536 bytes; it was skipped. Type a move such as a1, or help.",
		"The input ended: the game stops here.",
		"The game is not over: X (human) is to move.",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("missing %q in:\n%s", want, out.String())
		}
	}
}

func TestBoardGameResult(t *testing.T) {
	g := mustGame(t, "tictactoe", "")
	bg := NewGame(g.Start())
	for _, s := range strings.Fields("a1 a2 b1 b2 c1") {
		m, _ := bg.Pos().ParseMove(s)
		if err := bg.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if w, ok := bg.Winner(); !ok || w != game.X || bg.Result() != "X wins" {
		t.Errorf("winner %v %v, result %q", w, ok, bg.Result())
	}
	if got := GameOverText(bg, []string{"human", "random"}, msg.En); got != "Game over: X (human) wins." {
		t.Errorf("got %q", got)
	}
	m, _ := bg.Pos().ParseMove("c3")
	if err := bg.Play(m); err == nil || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("a move after the end: %v", err)
	}
	if bg.Transcript() != "a1 a2 b1 b2 c1" {
		t.Errorf("transcript %q", bg.Transcript())
	}
}
