package games_test

import (
	"slices"
	"strings"
	"testing"

	"gametree/game"
)

// Every shipped game's board is laid out as a grid the play page draws
// knowing no game: the style, a cell per square (past a heap's end none),
// the legal moves on the cells that play them, each cell's name for a
// click on a cell that plays nothing, and the move just played marked.
func TestGridOf(t *testing.T) {
	for _, tc := range []struct {
		game, size, moves string
		style             string
		cols, rows        int
		legal             []string // the moves the cells play, in cell order, each once
		last              int      // index of the cell marked
		name              [2]any   // a cell's index and its name
	}{
		{"othello", "4", "b1", "discs", 4, 4, []string{"a1", "c1", "a3"}, 1, [2]any{0, "a1"}},
		{"othello", "8", "", "discs", 8, 8, []string{"d3", "c4", "f5", "e6"}, -1, [2]any{63, "h8"}},
		{"tictactoe", "", "b2 a1", "squares", 3, 3, []string{"b1", "c1", "a2", "c2", "a3", "b3", "c3"}, 0, [2]any{4, "b2"}},
		{"connect4", "4x4", "a", "columns", 4, 4, []string{"a", "b", "c", "d"}, 12, [2]any{0, "a"}},
		{"nim", "2 1", "", "heaps", 2, 2, []string{"1:2", "1:1", "2:1"}, -1, [2]any{2, "2:1"}},
	} {
		g, err := game.New(tc.game, tc.size)
		if err != nil {
			t.Fatal(err)
		}
		p, moves, err := game.Replay(g.Start(), tc.moves)
		if err != nil {
			t.Fatal(err)
		}
		last := game.NoMove
		if len(moves) > 0 {
			last = moves[len(moves)-1]
		}
		grid := game.GridOf(p, last)
		what := tc.game + " " + tc.moves
		if grid.Style != tc.style || grid.Cols != tc.cols || grid.Rows != tc.rows {
			t.Errorf("%s: %s %dx%d, want %s %dx%d", what, grid.Style, grid.Cols, grid.Rows, tc.style, tc.cols, tc.rows)
		}
		if n := tc.cols * tc.rows; len(grid.Cells) != n || len(grid.Moves) != n || len(grid.Names) != n {
			t.Errorf("%s: %d cells, %d moves, %d names; want %d each", what, len(grid.Cells), len(grid.Moves), len(grid.Names), n)
			continue
		}
		var legal []string
		for _, m := range grid.Moves {
			if m != "" && !slices.Contains(legal, m) {
				legal = append(legal, m)
			}
		}
		if strings.Join(legal, " ") != strings.Join(tc.legal, " ") {
			t.Errorf("%s: the cells play %v, want %v", what, legal, tc.legal)
		}
		if grid.Last != tc.last {
			t.Errorf("%s: the last move on cell %d, want %d", what, grid.Last, tc.last)
		}
		if i := tc.name[0].(int); grid.Names[i] != tc.name[1] {
			t.Errorf("%s: cell %d named %q, want %q", what, i, grid.Names[i], tc.name[1])
		}
	}
}
