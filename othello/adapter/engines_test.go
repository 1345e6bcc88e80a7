package adapter

import (
	"context"
	"fmt"
	"math/rand"
	"testing"
	"time"

	"gametree/game"
	"gametree/minimax"
	"gametree/othello"
	"gametree/othello/solve"
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

// toEnd is the game to its end for package minimax, a finished game worth
// its final margin for root with the empties to the winner (the solver's
// convention).
type toEnd struct{ root othello.Color }

func (g toEnd) Children(p othello.Position, dst []othello.Position) []othello.Position {
	if p.GameOver() {
		return dst
	}
	if ms := p.MoveList(); len(ms) > 0 {
		for _, m := range ms {
			dst = append(dst, p.Apply(m))
		}
		return dst
	}
	return append(dst, p.Apply(othello.Pass))
}

func (g toEnd) Evaluate(p othello.Position) float64 {
	d := p.Count(g.root) - p.Count(g.root.Other())
	switch {
	case d > 0:
		d += p.Empties()
	case d < 0:
		d -= p.Empties()
	}
	return float64(d)
}

// exact is p's value by plain alpha-beta to the end.
func exact(p othello.Position) float64 {
	return minimax.Search[othello.Position](toEnd{p.ToMove()}, p, minimax.Options[othello.Position]{Algorithm: minimax.AlphaBeta}, nil).Value
}

// The expert's endgame search finds the exact value: the same as plain
// alpha-beta to the end of the game; its move reaches it.
func TestExpertEndgameIsExact(t *testing.T) {
	for _, p := range endgamePositions(1, 20, 9) {
		mv, err := NewOthello(p, othello.Mixed{}).ExpertMove(context.Background(), time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		want := exact(p)
		if len(p.MoveList()) > 1 && (!mv.Exact || mv.Value != want) {
			t.Fatalf("%s: expert %v (exact %v), alpha-beta to the end %v", p, mv.Value, mv.Exact, want)
		}
		if got := -exact(p.Apply(Square(mv.Move))); got != want && len(p.MoveList()) > 1 {
			t.Fatalf("%s: the expert's move %s scores %v, the best %v", p, Square(mv.Move), got, want)
		}
	}
}

// BenchmarkExpertEndgame solves positions with EndgameEmpties empty squares.
func BenchmarkExpertEndgame(b *testing.B) {
	ps := endgamePositions(2, 8, EndgameEmpties)
	b.ResetTimer()
	var exact int
	for i := 0; i < b.N; i++ {
		mv, _ := NewOthello(ps[i%len(ps)], othello.Mixed{}).ExpertMove(context.Background(), time.Minute)
		if mv.Exact {
			exact++
		}
	}
	b.ReportMetric(float64(exact)/float64(b.N), "solved")
}

// BenchmarkSolveByEmpties solves 12 positions of random games with 18, 19,
// 20 and 22 empties on every core, as the expert does, and reports the
// mean and the longest seconds (EndgameEmpties is chosen by them):
// go test ./game -run '^$' -bench SolveByEmpties -benchtime 1x.
func BenchmarkSolveByEmpties(b *testing.B) {
	for _, empties := range []int{18, 19, 20, 22} {
		ps := endgamePositions(1, 12, empties)
		b.Run(fmt.Sprintf("empties=%d", empties), func(b *testing.B) {
			var sum, worst time.Duration
			for i := 0; i < b.N; i++ {
				for _, p := range ps {
					start := time.Now()
					if _, err := solve.Solve(context.Background(), p, solve.Options{Threads: solve.DefaultThreads(), HashMB: 32}); err != nil {
						b.Fatal(err)
					}
					d := time.Since(start)
					sum += d
					worst = max(worst, d)
				}
			}
			b.ReportMetric(sum.Seconds()/float64(b.N*len(ps)), "mean-s")
			b.ReportMetric(worst.Seconds(), "max-s")
		})
	}
}

func TestExpertKeepsItsBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("times a few searches")
	}
	// A loose check against hangs: the budget is measured as a benchmark.
	var p game.Position = NewOthello(othello.Start(8), othello.Mixed{})
	for i := 0; i < 6 && !p.Over(); i++ {
		start := time.Now()
		mv, err := p.(OthelloPosition).ExpertMove(context.Background(), 50*time.Millisecond)
		if err != nil {
			t.Fatal(err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("move %d took %s with a 50ms budget", i+1, d)
		}
		p = p.Play(mv.Move)
	}
}

// BenchmarkExpertMove measures one midgame move of the expert against its
// budget: the overshoot is the ratio reported.
func BenchmarkExpertMove(b *testing.B) {
	ps := endgamePositions(3, 8, 40)
	budget := 200 * time.Millisecond
	var worst float64
	for i := 0; i < b.N; i++ {
		start := time.Now()
		NewOthello(ps[i%len(ps)], othello.Mixed{}).ExpertMove(context.Background(), budget)
		worst = max(worst, float64(time.Since(start))/float64(budget))
	}
	b.ReportMetric(worst, "worst/budget")
}

// Near the end a hint solves every move exactly; far from it, it does not.
func TestSolveMoves(t *testing.T) {
	p := NewOthello(endgamePositions(4, 1, 10)[0], othello.Mixed{})
	sol, ok := p.SolveMoves(context.Background())
	if !ok || len(sol.Moves) != len(p.Pos.MoveList()) || len(sol.BestMoves) == 0 {
		t.Fatalf("10 empties: %+v %v", sol, ok)
	}
	if want := exact(p.Pos); float64(sol.Score) != want {
		t.Errorf("solution %d, alpha-beta to the end %v", sol.Score, want)
	}
	if _, ok := NewOthello(othello.Start(8), othello.Mixed{}).SolveMoves(context.Background()); ok {
		t.Error("the start solved for a hint")
	}
}
