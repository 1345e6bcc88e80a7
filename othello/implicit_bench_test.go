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
