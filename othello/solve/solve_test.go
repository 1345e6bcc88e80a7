package solve

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"gametree/minimax"
	"gametree/othello"
)

// endgame is the game to the end for package minimax: the children of a
// position are its moves (the pass alone when forced, none when the game
// is over), a leaf is worth its final margin for the root's side, empties
// to the winner.
type endgame struct{ root othello.Color }

func (g endgame) Children(p othello.Position, dst []othello.Position) []othello.Position {
	if p.GameOver() {
		return dst
	}
	moves := p.MoveList()
	if len(moves) == 0 {
		return append(dst, p.Apply(othello.Pass))
	}
	for _, m := range moves {
		dst = append(dst, p.Apply(m))
	}
	return dst
}

func (g endgame) Evaluate(p othello.Position) float64 {
	return float64(margin(blackLead(p), g.root, p.Empties()))
}

// plain is the score of p by plain alpha-beta to the end of the game.
func plain(p othello.Position) int {
	res := minimax.Search[othello.Position](endgame{p.ToMove()}, p, minimax.Options[othello.Position]{Algorithm: minimax.AlphaBeta}, nil)
	return int(res.Value)
}

// randomPosition plays random moves from the start of an n x n board until
// at most empties remain; ok is false when the game ended first.
func randomPosition(rng *rand.Rand, n, empties int) (othello.Position, bool) {
	p := othello.Start(n)
	for p.Empties() > empties {
		if p.GameOver() {
			return p, false
		}
		moves := p.MoveList()
		if len(moves) == 0 {
			p = p.Apply(othello.Pass)
			continue
		}
		p = p.Apply(moves[rng.IntN(len(moves))])
	}
	return p, !p.GameOver()
}

// replay plays a principal variation and returns the final score for the
// side to move at p.
func replay(t *testing.T, p othello.Position, pv []othello.Square) int {
	t.Helper()
	me := p.ToMove()
	for _, m := range pv {
		q, err := p.Play(m)
		if err != nil {
			t.Fatalf("the principal variation %v plays %v illegally: %v", pv, m, err)
		}
		p = q
	}
	if !p.GameOver() {
		t.Fatalf("the principal variation %v stops before the end of the game", pv)
	}
	return margin(blackLead(p), me, p.Empties())
}

// Exact scores on seeded random positions of 4 to 12 empties on 4x4, 6x6
// and 8x8, against plain alpha-beta to the end of the game; every move's
// score with All; the principal variation reaches the score; passes
// happen inside the solves.
func TestAgainstAlphaBeta(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	passes, count := 0, 0
	for _, n := range []int{4, 6, 8} {
		for k := 0; k < 60; k++ {
			empties := 4 + rng.IntN(9)
			if n == 4 {
				empties = min(empties, 11)
			}
			p, ok := randomPosition(rng, n, empties)
			if !ok {
				continue
			}
			count++
			want := plain(p)
			res, err := Solve(context.Background(), p, Options{All: true, Threads: 1 + k%2, HashMB: 1})
			if err != nil {
				t.Fatal(err)
			}
			if res.Score != want {
				t.Fatalf("%s: score %+d, alpha-beta %+d", p, res.Score, want)
			}
			if got := replay(t, p, res.PV); got != want {
				t.Fatalf("%s: the principal variation %v ends at %+d, not %+d", p, res.PV, got, want)
			}
			if slices.Contains(res.PV, othello.Pass) {
				passes++
			}
			for _, m := range res.Moves {
				if v := -plain(p.Apply(m.Move)); v != m.Score {
					t.Fatalf("%s: move %s scores %+d, alpha-beta %+d", p, m.Move, m.Score, v)
				}
			}
			if !slices.Contains(res.BestMoves, res.Best) || res.Moves[0].Score != res.Score {
				t.Fatalf("%s: best %s of %v, moves %v", p, res.Best, res.BestMoves, res.Moves)
			}
			// Without All, with Ties: the same score and best moves.
			one, _ := Solve(context.Background(), p, Options{HashMB: 1, Ties: true})
			var best []othello.Square
			for _, m := range res.Moves {
				if m.Score == res.Score {
					best = append(best, m.Move)
				}
			}
			slices.Sort(best)
			if one.Score != res.Score || !slices.Equal(one.BestMoves, best) {
				t.Fatalf("%s: %+d %v, with All %+d %v", p, one.Score, one.BestMoves, res.Score, best)
			}
		}
	}
	t.Logf("%d positions, %d with a pass in the principal variation", count, passes)
	if count < 100 || passes == 0 {
		t.Errorf("%d positions, %d with a pass in the principal variation", count, passes)
	}
}

// Each technique off gives the same scores.
func TestTechniquesAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for k := 0; k < 30; k++ {
		p, ok := randomPosition(rng, 8, 10+rng.IntN(5))
		if !ok {
			continue
		}
		want, _ := Solve(context.Background(), p, Options{})
		for _, o := range []Options{{NoTable: true}, {NoFastestFirst: true}, {NoParity: true}, {NoStability: true}, {Threads: 2}} {
			got, _ := Solve(context.Background(), p, o)
			if got.Score != want.Score {
				t.Fatalf("%s with %+v: %+d, want %+d", p, o, got.Score, want.Score)
			}
		}
	}
}

// The 4x4 board from the start: White wins 11-3, 10 with the two empties.
func TestFourByFour(t *testing.T) {
	res, err := Solve(context.Background(), othello.Start(4), Options{All: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Score != -10 || len(res.BestMoves) != 4 || replay(t, othello.Start(4), res.PV) != -10 {
		t.Errorf("4x4: %+d %v %v", res.Score, res.BestMoves, res.PV)
	}
}

// A forced pass at the root, and a finished game.
func TestRootPassAndGameOver(t *testing.T) {
	// White to move with no move: the first position of a 4x4 game where
	// the side to move must pass.
	rng := rand.New(rand.NewPCG(1, 1))
	found := false
	for k := 0; k < 2000 && !found; k++ {
		p, ok := randomPosition(rng, 4, 4+rng.IntN(6))
		if !ok || !p.MustPass() {
			continue
		}
		found = true
		res, err := Solve(context.Background(), p, Options{All: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Best != othello.Pass || res.PV[0] != othello.Pass || res.Score != plain(p) || replay(t, p, res.PV) != res.Score {
			t.Errorf("%s: %+d %s %v, want %+d", p, res.Score, res.Best, res.PV, plain(p))
		}
	}
	if !found {
		t.Fatal("no position with a forced pass")
	}
	over, _ := othello.ParseBoard("XXXXXXXXXXXXXXXO X")
	res, err := Solve(context.Background(), over, Options{})
	if err != nil || res.Best != othello.NoSquare || res.Score != 14 || len(res.PV) != 0 {
		t.Errorf("a finished game: %+v %v", res, err)
	}
}

// Boards above 8x8 are solved through othello.Position, near the end.
func TestLargeBoard(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 9))
	for k := 0; k < 4; k++ {
		p, ok := randomPosition(rng, 10, 7)
		if !ok {
			continue
		}
		res, err := Solve(context.Background(), p, Options{})
		if err != nil || res.Score != plain(p) || replay(t, p, res.PV) != res.Score {
			t.Fatalf("%s: %+v %v, want %+d", p, res, err, plain(p))
		}
	}
	p, _ := randomPosition(rng, 10, 40)
	if _, err := Solve(context.Background(), p, Options{}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("10x10 with 40 empties: %v", err)
	}
}

// Ctrl-C: the solve stops soon, Partial, with the best so far.
func TestCancel(t *testing.T) {
	p, _ := othello.ParseBoard("--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O")
	p = p.WithTurn(othello.Black) // a harder position than #43
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	res, err := Solve(ctx, p, Options{Threads: 2})
	if !errors.Is(err, context.DeadlineExceeded) || res == nil || !res.Partial {
		t.Fatalf("%+v, %v", res, err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("stopped after %v", d)
	}
}

// The table never takes more than asked.
func TestTableSize(t *testing.T) {
	for _, mb := range []int{1, 3, 64} {
		if b := newTable(mb).Bytes(); b > mb<<20 || b < mb<<19 {
			t.Errorf("%d MB: %d bytes", mb, b)
		}
	}
}

// gamePositions are the positions of a game of random moves (seed 1),
// every other ply from 24 empties to 10.
func gamePositions() []othello.Position {
	rng := rand.New(rand.NewPCG(1, 1))
	p := othello.Start(8)
	var out []othello.Position
	for !p.GameOver() && p.Empties() > 10 {
		if ms := p.MoveList(); len(ms) > 0 {
			p = p.Apply(ms[rng.IntN(len(ms))])
		} else {
			p = p.Apply(othello.Pass)
		}
		if e := p.Empties(); e <= 24 && e >= 10 && e%2 == 0 && !p.GameOver() {
			out = append(out, p)
		}
	}
	return out
}

// searchOptions are the solver's parts that can be turned off, by name.
var searchOptions = []struct {
	name string
	opt  Options
}{{"all", Options{}}, {"no-table", Options{NoTable: true}}, {"no-evaluation", Options{NoEvalOrder: true}}, {"no-fastest-first", Options{NoFastestFirst: true}},
	{"no-parity", Options{NoParity: true}}, {"no-stability", Options{NoStability: true}}}

// Turning off any part of the search changes its speed, never its result:
// the same score and best moves on the game's positions up to 16 empties.
func TestOptionsAgree(t *testing.T) {
	for _, p := range gamePositions() {
		if p.Empties() > 16 {
			continue
		}
		want, err := Solve(context.Background(), p, Options{Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range searchOptions[1:] {
			o.opt.Threads = 1
			got, err := Solve(context.Background(), p, o.opt)
			if err != nil || got.Score != want.Score || !slices.Equal(got.BestMoves, want.BestMoves) {
				t.Errorf("%s, %s: %+d %v, want %+d %v (%v)", p, o.name, got.Score, got.BestMoves, want.Score, want.BestMoves, err)
			}
		}
	}
}

// BenchmarkNodesByEmpties solves the game's positions by empties on one
// thread, and the first FFO position with each part of the search turned
// off, reporting the nodes of a solve (the tables of docs/solve.md).
func BenchmarkNodesByEmpties(b *testing.B) {
	for _, p := range gamePositions() {
		b.Run(fmt.Sprintf("empties=%d", p.Empties()), func(b *testing.B) {
			var nodes uint64
			for i := 0; i < b.N; i++ {
				res, _ := Solve(context.Background(), p, Options{Threads: 1})
				nodes += res.Nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
	q, _ := othello.ParseBoard(ffo[0].board)
	for _, o := range searchOptions {
		b.Run("ffo40/"+o.name, func(b *testing.B) {
			var nodes uint64
			for i := 0; i < b.N; i++ {
				res, _ := Solve(context.Background(), q, o.opt)
				nodes += res.Nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// Best is the first move in the root's order that reaches the score,
// whatever windows the root was searched with (the training games depend
// on it): checked against every move's exact score on seeded random 8x8
// positions, where the root is searched by windows around a guess, on one
// thread and two.
func TestBestIsFirstInOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	ties := 0
	for k := 0; k < 40; k++ {
		p, ok := randomPosition(rng, 8, 12+rng.IntN(5))
		if !ok || p.MustPass() {
			continue
		}
		all, _ := Solve(context.Background(), p, Options{All: true, HashMB: 4})
		score := map[othello.Square]int{}
		n := 0
		for _, m := range all.Moves {
			score[m.Move] = m.Score
			if m.Score == all.Score {
				n++
			}
		}
		if n > 1 {
			ties++
		}
		s := &root{p: p, opt: &Options{}, tt: newTable(1), geo: newGeometry(8), mask: othello.Mask8(8)}
		e := s.engine()
		me, opp, _ := p.Bits8()
		var ranked [40]move
		c, _, _ := e.order(&ranked, me, opp, othello.Moves8(me, opp), 64-bits.OnesCount64(me|opp), 127, noMove, false)
		var want othello.Square
		for _, mv := range ranked[:c] {
			if score[othello.Square8(mv.i)] == all.Score {
				want = othello.Square8(mv.i)
				break
			}
		}
		for _, threads := range []int{1, 2} {
			res, _ := Solve(context.Background(), p, Options{Threads: threads, HashMB: 4})
			if res.Score != all.Score || res.Best != want {
				t.Fatalf("%s on %d threads: %s %+d, want %s %+d", p, threads, res.Best, res.Score, want, all.Score)
			}
		}
	}
	if ties < 3 {
		t.Errorf("%d positions with tied best moves", ties)
	}
}
