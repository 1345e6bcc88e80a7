package tree

import (
	"gametree/games/connect4"
	"gametree/games/nim"
	"gametree/games/tictactoe"
	"testing"

	"gametree/game"
	"gametree/minimax"
)

// The complete tic-tac-toe tree: 549,946 nodes, of which 255,168 finished
// games; minimax and alpha-beta find the draw; Size counts it before it
// is built.
func TestTicTacToeTree(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the complete tic-tac-toe tree")
	}
	start := tictactoe.TicTacToe{}.Start()
	if size, exact := Size(start, 9, 1<<30, nil); size != 549946 || !exact {
		t.Errorf("Size: %d (exact %v), want 549,946", size, exact)
	}
	tr := NewGame(start, 9, 0)
	if err := tr.ExpandAll(); err != nil {
		t.Fatal(err)
	}
	games := 0
	for _, nd := range tr.Nodes {
		if nd.Terminal {
			games++
		}
	}
	if tr.Len() != 549946 || games != 255168 {
		t.Errorf("%d nodes, %d finished games; want 549,946 and 255,168", tr.Len(), games)
	}
	for _, algo := range []minimax.Algorithm{minimax.Minimax, minimax.AlphaBeta} {
		if r := minimax.Search(tr, 0, minimax.Options[int32]{Algorithm: algo}, nil); r.Value != 0 {
			t.Errorf("%v: value %v, want 0 (a draw)", algo, r.Value)
		}
	}
}

// Game trees: alpha-beta agrees with minimax at every depth from random
// positions of each game, in every ordering a game tree takes; labels
// and names are the game's notation.
func TestGameTrees(t *testing.T) {
	c4, _ := connect4.NewConnectFour("5x4")
	nim, _ := nim.NewNim("2 3 4")
	for _, g := range []game.Game{tictactoe.TicTacToe{}, c4, nim} {
		p := g.Start()
		for ply := 0; ply < 3; ply++ {
			for depth := 1; depth <= 4; depth++ {
				want := minimax.Search(NewGame(p, depth, 0), 0, minimax.Options[int32]{Algorithm: minimax.Minimax}, nil)
				for _, o := range []minimax.Ordering{minimax.Natural, minimax.Eval, minimax.Perfect} {
					tr := NewGame(p, depth, 0)
					order, err := orderOf(tr, o)
					if err != nil {
						t.Fatal(err)
					}
					got := minimax.Search(tr, 0, minimax.Options[int32]{Algorithm: minimax.AlphaBeta, Order: order}, nil)
					if got.Value != want.Value {
						t.Errorf("%s %s depth %d %v: alpha-beta %v, minimax %v", g.Name(), p, depth, o, got.Value, want.Value)
					}
				}
			}
			moves := p.AppendMoves(nil)
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[len(moves)/2])
		}
	}
	tr := NewGame(tictactoe.TicTacToe{}.Start(), 2, 0)
	tr.ExpandAll()
	if n := tr.Nodes[0].First + 4; tr.Label(n) != "b2" || tr.Name(tr.Nodes[n].First) != "b2 a1" || tr.Position(tr.Nodes[n].First).String() != "O---X---- X" {
		t.Errorf("labels: %q, %q, %q", tr.Label(n), tr.Name(tr.Nodes[n].First), tr.Position(tr.Nodes[n].First))
	}
	if _, err := orderOf(tr, minimax.Static); err == nil {
		t.Error("the static ordering on tic-tac-toe")
	}
	if tr.FormatValue(1) != "+1" || tr.FormatValue(0.16) != "+0.16" || tr.FormatValue(-1) != "-1" || tr.FormatValue(0) != "0" {
		t.Errorf("values: %s %s %s %s", tr.FormatValue(1), tr.FormatValue(0.16), tr.FormatValue(-1), tr.FormatValue(0))
	}
}
