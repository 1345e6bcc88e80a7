package othello

import (
	"testing"

	"gametree/minimax"
)

// BenchmarkImplicitMinimax8 runs minimax to depth 8 from the 8x8 start
// (455,221 nodes) on the implicit tree.
func BenchmarkImplicitMinimax8(b *testing.B) {
	g := NewImplicit(Start(8), Discs{})
	b.ReportAllocs()
	var nodes int64
	for i := 0; i < b.N; i++ {
		r := minimax.Search[State](g, g.Root, minimax.Options[State]{Depth: 8}, nil)
		nodes += r.Stats.Visited
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

// BenchmarkImplicitAlphaBetaEvalOrder runs alpha-beta to depth 7 from
// the 8x8 start, each node's children ordered by their evaluation
// (OrderEval), on the implicit tree.
func BenchmarkImplicitAlphaBetaEvalOrder(b *testing.B) {
	g := NewImplicit(Start(8), Classic{})
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		minimax.Search[State](g, g.Root, minimax.Options[State]{Algorithm: minimax.AlphaBeta, Depth: 7, Order: g.OrderEval}, nil)
	}
}
