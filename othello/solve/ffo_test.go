package solve

import (
	"context"
	"os"
	"runtime"
	"strings"
	"testing"

	"gametree/othello"
)

// ffoCase is an FFO endgame test position: its board, its best moves and
// its exact score.
type ffoCase struct {
	name  string
	board string
	best  string
	score int
}

// The FFO endgame test positions #40-#44 with their best moves and exact
// scores (../shared/reference/positions.md of the project's references).
var ffo = []ffoCase{
	{"#40", "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X", "a2", 38},
	{"#41", "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X", "h4", 0},
	{"#42", "--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X", "g2", 6},
	{"#43", "--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O", "g3 c7", -12},
	{"#44", "--O-X-O---O-XO-O-OOXXXOOOOOOXXXOOOOOXX--XXOOXO----XXXX-----XXX-- O", "d2 b8", -14},
}

// ffoDeep holds the deeper FFO positions #45-#47 (24 and 25 empties),
// from the same public suite, for BenchmarkFFODeep.
var ffoDeep = []ffoCase{
	{"#45", "---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X", "b2", 6},
	{"#46", "---XXX----OOOX----OOOXX--OOOOXXX--OOOOXX--OXOXXX--XXOO---XXXX-O- X", "b3", -8},
	{"#47", "-OOOOO----OOOO---OOOOX--XXXXXX---OXOOX--OOOXOX----OOXX----XXXX-- O", "g2", 4},
}

// TestFFO solves FFO #40; #41 to #44 too with GAMETREE_LONG=1 (about 6 s
// on 2 cores), as CI does.
func TestFFO(t *testing.T) {
	for k, c := range ffo {
		if k > 0 && (testing.Short() || os.Getenv("GAMETREE_LONG") == "") {
			t.Skip("the slower FFO positions: GAMETREE_LONG=1")
		}
		p, err := othello.ParseBoard(c.board)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Solve(context.Background(), p, Options{Threads: 2})
		if err != nil {
			t.Fatal(err)
		}
		if res.Score != c.score || !strings.Contains(c.best, res.Best.String()) {
			t.Errorf("%s: %+d %s, want %+d %s", c.name, res.Score, res.Best, c.score, c.best)
		}
		t.Logf("%s: %+d %s (%v), %d nodes, %.2f s, %.1f Mn/s, pv %v", c.name, res.Score, res.Best, res.BestMoves, res.Nodes, res.Elapsed.Seconds(), float64(res.Nodes)/res.Elapsed.Seconds()/1e6, res.PV)
	}
}

// BenchmarkFFO solves FFO #40-#44 with as many threads as -cpu says
// (go test ./othello/solve -bench '^BenchmarkFFO$/42' -cpu 1 -run '^$': one
// thread), and reports the nodes of a solve.
func BenchmarkFFO(b *testing.B) { benchmarkFFO(b, ffo) }

// benchmarkFFO solves each of cases on as many threads as -cpu says,
// checks its score and best move, and reports the nodes of a solve.
func benchmarkFFO(b *testing.B, cases []ffoCase) {
	for _, c := range cases {
		p, _ := othello.ParseBoard(c.board)
		b.Run(strings.TrimPrefix(c.name, "#"), func(b *testing.B) {
			var nodes uint64
			for i := 0; i < b.N; i++ {
				res, _ := Solve(context.Background(), p, Options{Threads: runtime.GOMAXPROCS(0)})
				if res.Score != c.score || !strings.Contains(c.best, res.Best.String()) {
					b.Fatalf("%s: %+d %s, want %+d %s", c.name, res.Score, res.Best, c.score, c.best)
				}
				nodes += res.Nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// BenchmarkFFOOrdering solves FFO #40-#44 on one thread with the moves far
// from the end ordered by the pattern evaluation (as always), then by
// mobility alone, and reports the nodes of the five (docs/solve.md):
// go test ./solve -run '^$' -bench FFOOrdering -benchtime 1x.
func BenchmarkFFOOrdering(b *testing.B) {
	for _, o := range []struct {
		name string
		opt  Options
	}{{"evaluation", Options{Threads: 1}}, {"mobility", Options{Threads: 1, NoEvalOrder: true}}} {
		b.Run(o.name, func(b *testing.B) {
			var nodes uint64
			for i := 0; i < b.N; i++ {
				for _, c := range ffo {
					p, _ := othello.ParseBoard(c.board)
					res, _ := Solve(context.Background(), p, o.opt)
					nodes += res.Nodes
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// BenchmarkFFODeep solves FFO #45-#47 with as many threads as -cpu says
// and reports the nodes of a solve (docs/solve.md):
// go test ./othello/solve -run '^$' -bench FFODeep -benchtime 1x -cpu 2.
func BenchmarkFFODeep(b *testing.B) { benchmarkFFO(b, ffoDeep) }
