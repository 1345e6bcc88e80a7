package tree

import (
	"strings"
	"testing"

	"gametree/game"
	"gametree/othello"
	"gametree/othello/adapter"
)

// A node's board: the cells, the move that led to it, and the discs it
// flipped, for Othello and each game.
func TestBoard(t *testing.T) {
	tr := newOthello(othello.Start(4), 1, othello.Discs{}, 0)
	for _, k := range tr.Children(0, nil) {
		sq := adapter.Square(tr.Nodes[k].Move)
		b := tr.Board(k)
		if b.Style != DiscsBoard || b.Cols != 4 || b.Played != sq.Row()*4+sq.Col() || b.Cells[b.Played] != First {
			t.Fatalf("Othello %s: style %d, %d columns, played %d", sq, b.Style, b.Cols, b.Played)
		}
		// The changed cells are the discs the move flipped.
		before, after := othello.Start(4), tr.Position(k).(adapter.OthelloPosition).Pos
		flips := before.Flips(sq)
		for i, c := range b.Changed {
			at := othello.NewSquare(i%4, i/4)
			if c != flips.Has(at) {
				t.Errorf("Othello %s: cell %s changed %v, flipped %v", sq, at, c, flips.Has(at))
			}
			if col, ok := after.At(at); c && (!ok || col != othello.Black) {
				t.Errorf("Othello %s: flipped %s is not Black's", sq, at)
			}
		}
	}
	var b Board
	var kids []int32
	if root := tr.Board(0); root.Played != -1 || root.Changed != nil {
		t.Errorf("the root without a move before it: played %d", root.Played)
	}

	ttt, _ := game.New("tictactoe", "")
	p, _, _ := game.Replay(ttt.Start(), "b2")
	gt := NewGame(p, 1, 0)
	b = gt.Board(gt.Children(0, nil)[0]) // O a1
	if b.Style != SquaresBoard || b.Played != 0 || b.Cells[0] != Second || b.Cells[4] != First {
		t.Errorf("tic-tac-toe a1: %+v", b)
	}
	// The root of a tree reached by b2 marks b2 when the position before
	// it is known, and nothing when it is not.
	if b = gt.Board(0); b.Played != -1 {
		t.Errorf("tic-tac-toe root without Before: played %d", b.Played)
	}
	gt.Before = ttt.Start()
	if b = gt.Board(0); b.Played != 4 {
		t.Errorf("tic-tac-toe root after b2: played %d, want 4", b.Played)
	}
	if d := gt.Diagram(0, false); !strings.Contains(d, "[X]") {
		t.Errorf("tic-tac-toe root after b2: the diagram does not mark b2:\n%s", d)
	}

	c4, _ := game.New("connect4", "4x4")
	p, _, _ = game.Replay(c4.Start(), "b")
	gt = NewGame(p, 1, 0)
	b = gt.Board(gt.Children(0, nil)[1]) // O b, on X's disc
	// Rows from the top: b's second row from the bottom is row 2 of 4.
	if b.Style != ColumnsBoard || b.Played != 2*4+1 || b.Cells[3*4+1] != First || b.Cells[2*4+1] != Second {
		t.Errorf("Connect Four b on b: %+v", b)
	}

	nim, _ := game.New("nim", "1 3")
	gt = NewGame(nim.Start(), 1, 0)
	kids = gt.Children(0, nil)
	b = gt.Board(kids[len(kids)-1]) // 2:3, the whole second heap
	want := []Cell{Object, NoCell, NoCell, Taken, Taken, Taken}
	if b.Style != HeapsBoard || b.Cols != 3 || b.Played != 3 || len(b.Cells) != len(want) {
		t.Fatalf("Nim 2:3: %+v", b)
	}
	for i := range want {
		if b.Cells[i] != want[i] {
			t.Errorf("Nim 2:3: cells %v, want %v", b.Cells, want)
			break
		}
	}
}
