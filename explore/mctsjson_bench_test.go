package explore

import (
	"context"
	"io"
	"testing"

	"gametree/render"
)

// BenchmarkMCTSJSON writes the JSON of a Monte Carlo tree search of
// Othello, 100,000 iterations, every node visited: nodes a second.
func BenchmarkMCTSJSON(b *testing.B) {
	req, err := ParseTree(v("algo", "mcts", "iterations", "100000", "max-nodes", "200000", "max-memory", "4GiB", "format", "json"), nil)
	if err != nil {
		b.Fatal(err)
	}
	s, err := Tree(context.Background(), req, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if err := render.Write(context.Background(), io.Discard, req.Format, s, req.Draw); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(s.Nodes)*float64(b.N)/b.Elapsed().Seconds(), "nodes/s")
}
