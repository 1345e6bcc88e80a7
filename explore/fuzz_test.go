package explore

import (
	"strings"
	"testing"

	"gametree/game"
	"gametree/othello"
	"gametree/othello/adapter"
	"gametree/play"
)

// Any positions file: read, or refused with one line naming the file.
func FuzzReadPositions(f *testing.F) {
	for _, seed := range []string{"f5d6\n# c\n\n---------------------------OX------XO--------------------------- X\n", "a1\n", "f5f5\n", strings.Repeat("-", 36) + " O\n"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		req := &CompareRequest{}
		err := req.readPositions("p.txt", text, othello8)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "--positions p.txt") || strings.Contains(err.Error(), "\n") {
				t.Fatalf("error %q", err)
			}
			return
		}
		if len(req.Positions) == 0 || len(req.Positions) != len(req.Names) {
			t.Fatalf("%d positions, %d names", len(req.Positions), len(req.Names))
		}
	})
}

// ParseDepths and ParseBytes: what they accept prints back and parses to
// the same value; what they refuse is one line.
func FuzzParseNumbers(f *testing.F) {
	for _, seed := range []string{"1-8", "2,4,6", "1-3,6", "1GiB", "512MiB", "0", "-1", "99999999999999999999"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if ds, err := ParseDepths(s, MaxCompareDepth); err == nil {
			for i, d := range ds {
				if d < 1 || d > MaxCompareDepth || (i > 0 && d <= ds[i-1]) {
					t.Fatalf("ParseDepths(%q) = %v", s, ds)
				}
			}
		} else if strings.Contains(err.Error(), "\n") {
			t.Fatalf("error %q", err)
		}
		if b, err := ParseBytes(s); err == nil {
			if b < 0 {
				t.Fatalf("ParseBytes(%q) = %d", s, b)
			}
			if again, err := ParseBytes(b.String()); err != nil || again != b {
				t.Fatalf("ParseBytes(%q) = %v, String %q reads back as %v, %v", s, b, b.String(), again, err)
			}
		}
	})
}

// A match report says which players lost games by forfeit, and the games
// file notes why.
func TestMatchReportForfeits(t *testing.T) {
	g := play.NewGame(adapter.NewOthello(othello.Start(6), othello.Mixed{}))
	g.Play(adapter.OthelloMove(othello.NewSquare(1, 2)))
	rep := &MatchReport{Games: 1, Players: []MatchPlayer{{Spec: "gtp:cat", Losses: 1, Forfeits: 1, AvgMargin: -36}, {Spec: "greedy", Wins: 1, AvgMargin: 36}},
		Config: play.MatchConfig{Games: 1, Start: g.Start},
		Played: []play.GameRecord{{X: "gtp:cat", O: "greedy", Game: g, Forfeit: "White (gtp:cat) lost by forfeit: no answer"}}}
	var text, games strings.Builder
	rep.WriteText(&text)
	rep.WriteGames(&games)
	if !strings.Contains(text.String(), "gtp:cat lost 1 of its games by forfeit") || !strings.Contains(games.String(), "# White (gtp:cat) lost by forfeit: no answer\nb3\n") {
		t.Errorf("report:\n%s\ngames:\n%s", text.String(), games.String())
	}
}

// othello8 is Othello on 8x8, as the position parameters make it.
var othello8, _ = game.New("othello", "")

// The flags of Monte Carlo tree search, any values: parsed into options
// mcts accepts, or refused with one line, before any search.
func FuzzMCTSFlags(f *testing.F) {
	for _, seed := range [][4]string{{"1000", "1.414", "1", "3"}, {"0", "nan", "-1", "0"}, {"10000001", "+Inf", "x", "1e9"}, {"5", "0", "18446744073709551615", "1"}} {
		f.Add(seed[0], seed[1], seed[2], seed[3])
	}
	f.Fuzz(func(t *testing.T, iterations, exploration, seed, minVisits string) {
		req, err := ParseTree(v("algo", "mcts", "game", "tictactoe", "iterations", iterations, "exploration", exploration, "seed", seed, "min-visits", minVisits), nil)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error %q", err)
			}
			return
		}
		if err := req.MCTS.Check(); err != nil {
			t.Fatalf("accepted %v: %v", req.MCTS, err)
		}
		if req.MinVisits < 1 {
			t.Fatalf("min-visits %d accepted", req.MinVisits)
		}
		// Compare's counts of iterations too.
		if ns, err := parseIterations(iterations); err == nil {
			for i, n := range ns {
				if n < 1 || n > MaxCompareIterations || i > 0 && n <= ns[i-1] {
					t.Fatalf("parseIterations(%q) = %v", iterations, ns)
				}
			}
		}
	})
}
