package adapter

import (
	"fmt"
	"math/rand"
	"testing"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/othello"
)

// plain hides the fast paths of a position (Counter, Brancher): what the
// interface alone gives.
type plain struct{ game.Position }

// Othello through the interface agrees with package othello on seeded
// random positions of every size: the moves (the pass alone when forced),
// the position after each, the end, the utility and the final value; the
// fast paths (Branch, PerftStop) agree with the interface alone.
func TestOthelloAgainstCore(t *testing.T) {
	rng := rand.New(rand.NewSource(25))
	for i := 0; i < 300; i++ {
		n := []int{4, 6, 8, 10}[rng.Intn(4)]
		p := othello.Start(n)
		for k := rng.Intn(n * n); k > 0 && !p.GameOver(); k-- {
			m := p.MoveList()
			p = p.Apply(m[rng.Intn(len(m))])
		}
		g := NewOthello(p, othello.Mixed{})
		want := p.MoveList()
		if p.GameOver() {
			want = nil
		}
		got := g.AppendMoves(nil)
		if len(got) != len(want) {
			t.Fatalf("%s: %d moves, the core %d", p, len(got), len(want))
		}
		kids := g.Branch(nil, game.X, nil)
		for j, m := range got {
			if Square(m) != want[j] || g.FormatMove(m) != want[j].String() {
				t.Fatalf("%s: move %d is %s, the core's %s", p, j, g.FormatMove(m), want[j])
			}
			after := g.Play(m).(OthelloPosition).Pos
			if after != p.Apply(want[j]) {
				t.Fatalf("%s: %s leads elsewhere", p, want[j])
			}
			if kids[j].Move != m || kids[j].Over != after.GameOver() || kids[j].Value != game.Outcome(g.Play(m), game.X) {
				t.Fatalf("%s: Branch's child %d is %+v", p, j, kids[j])
			}
		}
		if g.Over() != p.GameOver() {
			t.Fatalf("%s: Over %v", p, g.Over())
		}
		if g.Over() {
			f := othello.FinalScore(p, othello.Black)
			if g.Final(game.X) != f || g.Final(game.O) != -f || g.Utility(game.X)*f < 0 || (f != 0 && g.Utility(game.X) == 0) {
				t.Fatalf("%s: final %v, utility %v; the core %v", p, g.Final(game.X), g.Utility(game.X), f)
			}
		}
		if i%20 == 0 && n <= 6 {
			for d := 1; d <= 3; d++ {
				fast, _ := game.PerftStop(g, d, nil)
				slow, _ := game.PerftStop(plain{g}, d, nil)
				if fast != slow {
					t.Fatalf("%s depth %d: perft %+v through the bitboards, %+v through the interface", p, d, fast, slow)
				}
			}
		}
	}
}

// Othello's notation, values and results through the interface.
func TestOthelloGame(t *testing.T) {
	g := Othello{Size: 8, Eval: othello.Discs{}}
	start := g.Start()
	p, _, err := game.Replay(start, "f5 d6 c3")
	if err != nil {
		t.Fatal(err)
	}
	if p.String() != othello.Start(8).Apply(othello.NewSquare(5, 4)).Apply(othello.NewSquare(3, 5)).Apply(othello.NewSquare(2, 2)).String() {
		t.Errorf("after f5 d6 c3: %s", p)
	}
	if _, _, err := game.PlayChecked(start, "a1"); err == nil {
		t.Error("a1 played from the start")
	}
	q, err := g.ParsePosition(p.String())
	if err != nil || q.String() != p.String() {
		t.Errorf("board string round trip: %v, %v", q, err)
	}
	for _, c := range []struct {
		v     float64
		final bool
		want  string
	}{{othello.WinScore + 12, true, "win +12"}, {-othello.WinScore - 3, false, "loss -3"}, {0, true, "draw"}, {0, false, "0"}, {2.5, false, "2.5"}} {
		if got := g.FormatValue(c.v, c.final); got != c.want {
			t.Errorf("FormatValue(%v, %v) = %q, want %q", c.v, c.final, got, c.want)
		}
	}
	if g.PlayerName(game.X) != "Black" || g.PlayerName(game.O) != "White" || g.Unit() != "discs" || !g.Margins() || g.ValueWithUnit(3) != "+3 discs" {
		t.Errorf("names, unit, values: %s %s %s %v %s", g.PlayerName(game.X), g.PlayerName(game.O), g.Unit(), g.Margins(), g.ValueWithUnit(3))
	}
	// A finished 4x4 game says its score; its board marks the last move
	// and the discs it flipped.
	end, _, err := game.Replay(NewOthello(othello.Start(4), othello.Discs{}), "a2 a1 b1 c1 d1 a3 a4 d3 pass c4")
	if err != nil {
		t.Fatal(err)
	}
	if !end.Over() || game.Result(end, msg.En) != "Black 2, White 11: White wins by 9" {
		t.Errorf("result: over %v, %q", end.Over(), game.Result(end, msg.En))
	}
	before, _, _ := game.Replay(start, "f5")
	after, m, _ := game.PlayChecked(before, "d6")
	b := game.BoardOf(after, before, m)
	if b.Style != game.DiscsBoard || b.Played != 5*8+3 || b.Changed == nil || !b.Changed[4*8+3] {
		t.Errorf("board after d6: played %d, changed %v", b.Played, b.Changed != nil)
	}
	if r := game.BoardOf(after, before, game.NoMove); r.Played != b.Played {
		t.Errorf("the move found from the position before: %d, want %d", r.Played, b.Played)
	}
}

// ExampleOthello plays Othello through the interface every game shares.
func ExampleOthello() {
	g := Othello{Size: 8, Eval: othello.Mixed{}}
	p, _, _ := game.Replay(g.Start(), "f5 d6")
	fmt.Println(g.PlayerName(p.ToMove()), "to move:", game.FormatMoves(p, p.AppendMoves(nil)))
	fmt.Println(p.Game().Title(), game.EvalName(p.Game()))
	// Output:
	// Black to move: [c3 c4 c5 c6 c7]
	// Othello mixed
}
