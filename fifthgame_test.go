package main

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"gametree/game"
	"gametree/game/gametest"
	"gametree/internal/msg"
	"gametree/web"
)

// A fifth game, in this one file and its registration, never shipped,
// with the rules alone (every optional interface of package game left
// to its default):
// Countdown, a subtraction game. A counter starts at N (7 unless --size
// says); each player in turn takes 1, 2 or 3 from it; who takes the last
// wins. It proves that a game added to the registry is taken by every
// command and written as JSON, with no other file touched (docs/games.md,
// "Adding a game").
func init() {
	msg.AddFrench(map[string]string{"a start from 1 to 30": "un départ de 1 à 30"})
	game.Register(game.Entry{Name: "countdown", Title: "countdown", Size: "a start from 1 to 30", DefaultSize: "7",
		New: func(size string) (game.Game, error) {
			n := 7
			if s := strings.TrimSpace(size); s != "" {
				v, err := strconv.Atoi(s)
				if err != nil || v < 1 || v > 30 {
					return nil, fmt.Errorf("want a start from 1 to 30")
				}
				n = v
			}
			return countdown{n}, nil
		}})
}

// countdown is the game, from its start.
type countdown struct{ start int }

// countdownPos is a position: the counter, and the side to move.
type countdownPos struct {
	n    int
	side game.Player
	from int
}

func (g countdown) Name() string         { return "countdown" }
func (g countdown) Title() string        { return "countdown" }
func (g countdown) Start() game.Position { return countdownPos{g.start, game.X, g.start} }
func (g countdown) ParsePosition(s string) (game.Position, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return nil, fmt.Errorf("want the counter and the side to move, such as 7 X")
	}
	n, err := strconv.Atoi(f[0])
	side, err2 := game.ParsePlayer(f[1])
	if err != nil || err2 != nil || n < 0 || n > 30 {
		return nil, fmt.Errorf("want the counter and the side to move, such as 7 X")
	}
	return countdownPos{n, side, g.start}, nil
}

func (p countdownPos) Game() game.Game     { return countdown{p.from} }
func (p countdownPos) ToMove() game.Player { return p.side }
func (p countdownPos) AppendMoves(dst []game.Move) []game.Move {
	for m := 1; m <= 3 && m <= p.n; m++ {
		dst = append(dst, game.Move(m))
	}
	return dst
}
func (p countdownPos) Play(m game.Move) game.Position {
	return countdownPos{p.n - int(m), p.side.Other(), p.from}
}
func (p countdownPos) Over() bool { return p.n == 0 }

// Utility: the side to move at 0 did not take the last, and lost.
func (p countdownPos) Utility(pl game.Player) float64 {
	if pl == p.side {
		return -1
	}
	return 1
}

func (p countdownPos) String() string                { return strconv.Itoa(p.n) + " " + p.side.String() }
func (p countdownPos) FormatMove(m game.Move) string { return strconv.Itoa(int(m)) }
func (p countdownPos) ParseMove(s string) (game.Move, error) {
	m, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || m < 1 || m > 3 {
		return game.NoMove, fmt.Errorf("%q is not a move: want 1, 2 or 3", s)
	}
	return game.Move(m), nil
}

// The fifth game through the command line and its JSON: a tree, its
// JSON, a quiz, compare, perft, show, a match and a game at the terminal.
func TestAFifthGame(t *testing.T) {
	// The rules test every registered game passes (games/rules_test.go).
	gametest.Rules(t, countdown{7}, 1, 50)
	gametest.Speed(t, countdown{12}, 1, 10, 4)
	r := runApp(t, "", nil, false, "tree", "--game", "countdown", "--depth", "3", "--algo", "minimax")
	if r.code != 0 || !strings.Contains(r.stdout, "countdown") {
		t.Fatalf("tree: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	r = runApp(t, "", nil, false, "tree", "--game", "countdown", "--depth", "2", "--boards", "--format", "svg")
	if r.code != 0 || !strings.Contains(r.stdout, "<svg") {
		t.Fatalf("tree as SVG with boards: exit %d %s", r.code, r.stderr)
	}
	r = runApp(t, "", nil, false, "tree", "--game", "countdown", "--size", "9", "--depth", "2", "--format", "json")
	var doc map[string]any
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &doc) != nil {
		t.Fatalf("tree JSON: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	// From 8, the side to move loses with best play; from 7 it takes 3.
	r = runApp(t, "", nil, false, "compare", "--game", "countdown", "--size", "8", "--depth", "8", "--no-time", "--format", "csv")
	if r.code != 0 || !strings.Contains(r.stdout, ",minimax,natural,") || !strings.Contains(r.stdout, ",-1,") {
		t.Errorf("compare from 8: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	r = runApp(t, "", nil, false, "perft", "--game", "countdown", "--depth", "2")
	if r.code != 0 || !strings.Contains(r.stdout, "perft 2: 9 leaves") {
		t.Errorf("perft: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	r = runApp(t, "", nil, false, "show", "--game", "countdown", "--moves", "3 1")
	if r.code != 0 || !strings.Contains(r.stdout, "3 X") {
		t.Errorf("show: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	r = runApp(t, "", nil, false, "quiz", "--game", "countdown", "--depth", "2")
	if r.code != 0 || !strings.Contains(r.stdout, "countdown") {
		t.Errorf("quiz: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	r = runApp(t, "", nil, false, "match", "--game", "countdown", "--black", "ai:perfect", "--white", "random", "--games", "4", "--no-time")
	if r.code != 0 || !strings.Contains(r.stdout, "Match: countdown") || !strings.Contains(r.stdout, "ai:perfect") {
		t.Errorf("match: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	r = runApp(t, "2\n", nil, false, "play", "--game", "countdown", "--white", "ai:perfect")
	if r.code != 0 || !strings.Contains(r.stdout, "O (ai:perfect) plays 1") {
		t.Errorf("play: exit %d %s\n%s", r.code, r.stderr, r.stdout)
	}
	// The API takes it, and answers the tree's JSON the CLI writes.
	srv := web.New(web.Options{})
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest("GET", "/api/tree?game=countdown&size=9&depth=2", nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"countdown"`) && !strings.Contains(rec.Body.String(), "Countdown") {
		t.Errorf("/api/tree?game=countdown: %d %s", rec.Code, rec.Body.String())
	}
	// The pages' menus offer it.
	for _, page := range []string{"/tree", "/step", "/quiz", "/compare", "/play"} {
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, httptest.NewRequest("GET", page, nil))
		if !strings.Contains(rec.Body.String(), `<option value="countdown">countdown</option>`) {
			t.Errorf("%s offers no countdown", page)
		}
	}
	r = runApp(t, "", nil, false, "tree", "--game", "countdown", "--size", "31")
	if r.code != 2 || !strings.Contains(r.stderr, "--size 31: want a start from 1 to 30") {
		t.Errorf("size 31: exit %d %s", r.code, r.stderr)
	}
}
