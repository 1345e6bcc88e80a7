package explore

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"gametree/internal/msg"

	"gametree/render"
)

// On an Othello tree at 80x24, the step screen keeps the root's moves and
// the path, each "… N more" under the parent whose children it counts;
// with the board asked for (b), the board stands beside the tree, the
// move just played outlined.
func TestStepScreenOutline(t *testing.T) {
	req, err := ParseStep(v("moves", "f5d6", "depth", "3"), nil)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := stepTrace(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []int{6, 40, 150, 198} {
		for _, board := range []render.BoardChoice{render.BoardAuto, render.BoardOn} {
			var b strings.Builder
			if err := tr.FitScreen(&b, k, render.Options{}, render.Fit{Rows: 22, Cols: 80, Board: board}); err != nil {
				t.Fatal(err)
			}
			screen := b.String()
			lines := strings.Split(strings.TrimRight(screen, "\n"), "\n")
			if len(lines) > 22 {
				t.Errorf("step %d: %d lines, over 22", k, len(lines))
			}
			for _, l := range lines {
				if n := len([]rune(l)); n > 80 {
					t.Errorf("step %d: a line of %d characters: %q", k, n, l)
				}
			}
			for _, move := range []string{"── c3", "── c4", "── c5", "── c6", "└── c7", "◀ current"} {
				if !strings.Contains(screen, move) {
					t.Errorf("step %d (board %v): the outline lacks %q:\n%s", k, board, move, screen)
				}
			}
			for _, l := range lines {
				if i := strings.Index(l, "… "); i >= 0 && strings.Contains(l, " more") {
					var n int
					if _, err := fmt.Sscan(l[i+len("… "):], &n); err != nil || n > 8 {
						t.Errorf("step %d: %q counts more than a node's moves", k, l)
					}
				}
			}
			if board == render.BoardOn && !strings.Contains(screen, "a b c d e f g h") {
				t.Errorf("step %d: b shows no board:\n%s", k, screen)
			}
			if board == render.BoardOn && k != tr.Len() && !strings.Contains(screen, "[") { // the root, last, has no move
				t.Errorf("step %d: the move just played is not outlined:\n%s", k, screen)
			}
		}
	}
}

// The prompt leaves the cursor on its line of an 80-column terminal, in
// every language.
func TestStepPromptFits(t *testing.T) {
	for _, l := range msg.Langs {
		if n := utf8.RuneCountInString(l.Word(stepPrompt)); n >= 80 {
			t.Errorf("%s: the prompt takes %d columns: %q", l, n, l.Word(stepPrompt))
		}
	}
}
