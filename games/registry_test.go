package games_test

import (
	"fmt"
	"gametree/games/nim"
	"gametree/games/tictactoe"
	"strings"
	"testing"

	"gametree/game"
)

// New knows each game and says what it takes.
func TestNew(t *testing.T) {
	for _, tc := range []struct{ name, size, want string }{
		{"tictactoe", "", "tictactoe"},
		{"Connect4", "5x4", "connect4"},
		{"nim", "1 2", "nim"},
		{"chess", "", "unknown game \"chess\"; want othello, tictactoe, connect4, nim"},
		{"connect4", "3x6", "want WxH, width by height, each from 4 to 10"},
		{"tictactoe", "4", "takes no size"},
		{"othello", "", "othello"},
		{" OTHELLO ", "6", "othello"},
		{"othello", "7", "want an even size from 4 to 16"},
		{"othello", "x", "want an even size from 4 to 16"},
		{"tic-tac-toe", "3x3", "tictactoe"},
	} {
		g, err := game.New(tc.name, tc.size)
		got := ""
		if err != nil {
			got = err.Error()
		} else {
			got = g.Name()
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("New(%q, %q): %q, want %q", tc.name, tc.size, got, tc.want)
		}
	}
}

// The registry lists the games in order, finds them by alias and
// refuses a second game of the same name.
func TestRegistry(t *testing.T) {
	if got := strings.Join(game.Names(), " "); got != "othello tictactoe connect4 nim nim3 pig kuhn leduc" {
		t.Errorf("Names: %q", got)
	}
	for _, e := range game.Entries() {
		g, err := e.New("")
		if err != nil || g.Name() != e.Name {
			t.Errorf("%s: New(\"\"): %v %v", e.Name, g, err)
			continue
		}
		if _, grid := g.(game.Gridded); e.DefaultSize != "" && !e.BoardSize && grid {
			if c, r := game.Dims(g); fmt.Sprint(c) != strings.Split(e.DefaultSize, "x")[0] || r == 0 {
				t.Errorf("%s: default size %s, dims %d %d", e.Name, e.DefaultSize, c, r)
			}
		}
		for _, s := range e.Sizes {
			if _, err := e.New(s); err != nil {
				t.Errorf("%s: size %s offered, refused: %v", e.Name, s, err)
			}
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("Register of a name taken did not panic")
		}
	}()
	game.Register(game.Entry{Name: "nim", New: func(string) (game.Game, error) { return nim.NewNim("") }})
}

// SplitMoves cuts the moves each game writes run together, and no others.
func TestSplitMoves(t *testing.T) {
	oth, _ := game.New("othello", "")
	c4, _ := game.New("connect4", "")
	nim, _ := game.New("nim", "")
	for _, tc := range []struct {
		g    game.Game
		text string
		want string
	}{
		{tictactoe.TicTacToe{}, "b2a1 c3", "b2|a1|c3"},
		{c4, "dcd,e", "d|c|d|e"},
		{nim, "1:2 3:1", "1:2|3:1"},
		{oth, "f5d6C3pass e3 PAd3", "f5|d6|C3|pass|e3|PA|d3"},
		{oth, "f5 d6", "f5|d6"},
		{oth, "p16a1", "p16|a1"},
	} {
		if got := strings.Join(game.SplitMoves(tc.g, tc.text), "|"); got != tc.want {
			t.Errorf("%s %q: got %q, want %q", tc.g.Name(), tc.text, got, tc.want)
		}
	}
}

// The forms' placeholders: a line from each game's start as it writes a
// transcript, which Replay reads back, and how it writes its board.
func TestExampleLine(t *testing.T) {
	for _, tc := range []struct {
		name, line, board string
	}{
		{"othello", "d3c3b3", "n x n squares from a1 (X O -), then the side to move"},
		{"tictactoe", "a1 b1 c1", "9 squares from a1 (X O -), then X or O"},
		{"connect4", "a a a", "W x H squares from a1, bottom row up (X O -), then X or O"},
		{"nim", "1:1 1:1 1:1", "the heaps, such as 3 4 5"},
	} {
		g, err := game.New(tc.name, "")
		if err != nil {
			t.Fatal(err)
		}
		line := game.ExampleLine(g, 3)
		if line != tc.line || game.BoardNotation(g) != tc.board {
			t.Errorf("%s: %q %q, want %q %q", tc.name, line, game.BoardNotation(g), tc.line, tc.board)
		}
		if _, moves, err := game.Replay(g.Start(), line); err != nil || len(moves) != 3 {
			t.Errorf("%s: %q does not replay: %v", tc.name, line, err)
		}
	}
	if got := game.ExampleLine(tictactoe.TicTacToe{}, 20); len(game.SplitMoves(tictactoe.TicTacToe{}, got)) > 9 {
		t.Errorf("a line past the end of the game: %q", got)
	}
}
