package play

import (
	"context"
	"math/rand"
	"testing"
	"time"

	"gametree/minimax"
	"gametree/othello"
	"gametree/tree"
)

// endgamePositions returns positions of 8x8 games played by random moves
// down to empties empty squares.
func endgamePositions(seed int64, count, empties int) []othello.Position {
	rng := rand.New(rand.NewSource(seed))
	var out []othello.Position
	for len(out) < count {
		p := othello.Start(8)
		for p.Empties() > empties && !p.GameOver() {
			m := p.MoveList()
			p = p.Apply(m[rng.Intn(len(m))])
		}
		if p.Empties() == empties && !p.GameOver() {
			out = append(out, p)
		}
	}
	return out
}

// The expert's endgame search finds the exact value: the same as plain
// alpha-beta to the end of the game.
func TestExpertEndgameIsExact(t *testing.T) {
	for _, p := range endgamePositions(1, 20, 9) {
		g := NewGame(p)
		mv, err := NewExpert(time.Minute).Choose(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		im := tree.NewImplicit(p, othello.Discs{})
		want := minimax.Search[tree.State](im, im.Root, minimax.Options[tree.State]{Algorithm: minimax.AlphaBeta}, nil)
		if len(p.MoveList()) > 1 && (!mv.Exact || mv.Value != want.Value) {
			t.Fatalf("%s: expert %v (exact %v), alpha-beta to the end %v", p, mv.Value, mv.Exact, want.Value)
		}
		// The move played reaches that value.
		child := p.Apply(mv.Square)
		ci := tree.NewImplicit(child, othello.Discs{})
		got := minimax.Search[tree.State](ci, ci.Root, minimax.Options[tree.State]{Algorithm: minimax.AlphaBeta}, nil)
		if -got.Value != want.Value && len(p.MoveList()) > 1 {
			t.Fatalf("%s: the expert's move %s scores %v, the best %v", p, mv.Square, -got.Value, want.Value)
		}
	}
}

// BenchmarkExpertEndgame solves positions with EndgameEmpties empty squares.
func BenchmarkExpertEndgame(b *testing.B) {
	ps := endgamePositions(2, 8, EndgameEmpties)
	b.ResetTimer()
	var exact int
	for i := 0; i < b.N; i++ {
		mv, _ := NewExpert(time.Minute).Choose(context.Background(), NewGame(ps[i%len(ps)]))
		if mv.Exact {
			exact++
		}
	}
	b.ReportMetric(float64(exact)/float64(b.N), "solved")
}

var benchEmpties = 20
