package midgame

import (
	"context"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"gametree/minimax"
	"gametree/othello"
)

// randomPosition plays random moves on an n x n board until empties remain.
func randomPosition(rng *rand.Rand, n, empties int) (othello.Position, bool) {
	p := othello.Start(n)
	for p.Empties() > empties && !p.GameOver() {
		if ms := p.MoveList(); len(ms) > 0 {
			p = p.Apply(ms[rng.IntN(len(ms))])
		} else {
			p = p.Apply(othello.Pass)
		}
	}
	return p, !p.GameOver() && !p.MustPass()
}

// The bitboard evaluation is othello.Mixed.
func TestEvalIsMixed(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for k := 0; k < 3000; k++ {
		n := []int{4, 6, 8}[k%3]
		p, _ := randomPosition(rng, n, rng.IntN(n*n-4))
		me, opp, _ := p.Bits8()
		e := newEngine(n, 10)
		if got, want := e.eval(me, opp), (othello.Mixed{}).Evaluate(p, p.ToMove()); float64(got) != want {
			t.Fatalf("%s: %d, mixed %v", p, got, want)
		}
	}
}

// Depth by depth, the search gives the values of plain alpha-beta over
// othello.Implicit with the mixed evaluation, passes and finished games
// included.
func TestAgainstGeneric(t *testing.T) {
	againstGeneric(t, rand.New(rand.NewPCG(3, 4)), 150, []int{4, 6, 8}, 4, othello.Mixed{})
}

// With the pattern evaluation too (8x8), values in discs.
func TestAgainstGenericPattern(t *testing.T) {
	againstGeneric(t, rand.New(rand.NewPCG(5, 6)), 60, []int{8}, 3, othello.Pattern{})
}

// againstGeneric compares the engine with the generic alpha-beta on count
// random positions of the sizes, to depth 1 to maxDepth, with ev.
func againstGeneric(t *testing.T, rng *rand.Rand, count int, sizes []int, maxDepth int, ev othello.Evaluator) {
	t.Helper()
	for k := 0; k < count; k++ {
		n := sizes[k%len(sizes)]
		p, ok := randomPosition(rng, n, 2+rng.IntN(n*n-8))
		if !ok {
			continue
		}
		me, opp, _ := p.Bits8()
		for d := 1; d <= maxDepth; d++ {
			e := newEngine(n, 12)
			if pe, ok := ev.(othello.Pattern); ok {
				e.usePattern(pe.Table())
			}
			e.sameDepth = true
			e.stop = func() bool { return false }
			got, _ := e.root(me, opp, d)
			im := othello.NewImplicit(p, ev)
			want := minimax.Search[othello.State](im, im.Root, minimax.Options[othello.State]{Algorithm: minimax.AlphaBeta, Depth: d}, nil)
			if float64(got)/float64(e.scale) != want.Value {
				t.Fatalf("%s %s depth %d: %d, generic %v", ev.Name(), p, d, got, want.Value)
			}
		}
	}
}

// An evaluation the engine does not compute is refused.
func TestEvalRefused(t *testing.T) {
	if _, err := Search(context.Background(), othello.Start(6), Options{MaxDepth: 2, Eval: othello.Pattern{}}); err != ErrEval {
		t.Errorf("6x6 pattern: %v, want ErrEval", err)
	}
	if _, err := Search(context.Background(), othello.Start(8), Options{MaxDepth: 2, Eval: othello.Classic{}}); err != ErrEval {
		t.Errorf("classic: %v, want ErrEval", err)
	}
}

// A deadline ends the search with the deepest finished iteration.
func TestDeadline(t *testing.T) {
	p := othello.Start(8)
	start := time.Now()
	res, err := Search(context.Background(), p, Options{Deadline: start.Add(200 * time.Millisecond)})
	if err != nil || res.Depth < 4 || !p.IsLegal(res.Best) {
		t.Fatalf("%+v %v", res, err)
	}
	if d := time.Since(start); d > 400*time.Millisecond {
		t.Errorf("took %v", d)
	}
}

// BenchmarkDepth8 searches the start to depth 8; BenchmarkPattern8 with
// the pattern evaluation.
func BenchmarkDepth8(b *testing.B) {
	for i := 0; i < b.N; i++ {
		res, _ := Search(context.Background(), othello.Start(8), Options{MaxDepth: 8})
		b.ReportMetric(float64(res.Nodes), "nodes/op")
	}
}

func BenchmarkPattern8(b *testing.B) {
	for i := 0; i < b.N; i++ {
		res, _ := Search(context.Background(), othello.Start(8), Options{MaxDepth: 8, Eval: othello.Pattern{}})
		b.ReportMetric(float64(res.Nodes), "nodes/op")
	}
}

// expertPositions are positions after 20 plies of the first legal move and
// of random games, where the expert's midgame search spends its time.
func expertPositions() []othello.Position {
	var out []othello.Position
	for seed := uint64(1); seed <= 4; seed++ {
		rng := rand.New(rand.NewPCG(seed, 7))
		p := othello.Start(8)
		for p.Empties() > 40 && !p.GameOver() {
			ms := p.MoveList()
			if len(ms) == 0 {
				p = p.Apply(othello.Pass)
				continue
			}
			p = p.Apply(ms[rng.IntN(len(ms))])
		}
		out = append(out, p)
	}
	return out
}

// BenchmarkExpertNodes searches midgame positions as ai:expert does (the
// pattern evaluation, the default table) for 300 ms each, and reports the
// nodes a second (go test ./midgame -run '^$' -bench ExpertNodes).
func BenchmarkExpertNodes(b *testing.B) {
	var nodes uint64
	var spent time.Duration
	for i := 0; i < b.N; i++ {
		for _, p := range expertPositions() {
			start := time.Now()
			res, _ := Search(context.Background(), p, Options{Deadline: start.Add(300 * time.Millisecond), Eval: othello.Pattern{}, Threads: runtime.GOMAXPROCS(0)})
			spent += time.Since(start)
			nodes += res.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/spent.Seconds()/1e6, "Mnodes/s")
}

// A search on two threads (lazy SMP) finishes its depths, plays a legal
// move, and counts the helper's nodes too; go test -race checks that the
// threads share the table safely.
func TestThreads(t *testing.T) {
	for _, p := range expertPositions() {
		one, err := Search(context.Background(), p, Options{MaxDepth: 6, Eval: othello.Pattern{}})
		if err != nil {
			t.Fatal(err)
		}
		two, err := Search(context.Background(), p, Options{MaxDepth: 6, Eval: othello.Pattern{}, Threads: 2})
		if err != nil {
			t.Fatal(err)
		}
		if two.Depth != 6 || !p.IsLegal(two.Best) || two.Nodes == 0 {
			t.Errorf("%s on 2 threads: %+v", p, two)
		}
		t.Logf("%s: 1 thread %d nodes, %s %v; 2 threads %d nodes, %s %v", p, one.Nodes, one.Best, one.Value, two.Nodes, two.Best, two.Value)
	}
}
