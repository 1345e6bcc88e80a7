package render

import (
	"bytes"
	"context"
	"io"
	"testing"

	"gametree/minimax"
	"gametree/othello"
	"gametree/othello/adapter"
	"gametree/tree"
)

// BenchmarkBuildAndAnnotate builds the full 8x8 tree of depth 6 (9,913
// nodes) and annotates it with alpha-beta, reporting nodes per second and
// bytes per node.
func BenchmarkBuildAndAnnotate(b *testing.B) {
	p := othello.Start(8)
	var nodes int
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		t := tree.NewGame(adapter.NewOthello(p, othello.Discs{}), 6, 0)
		t.Reserve(9913)
		t.ExpandAll()
		rec := minimax.NewRecorder(t.Len())
		minimax.Search[int32](t, 0, minimax.Options[int32]{Algorithm: minimax.AlphaBeta}, rec)
		rec.MarkPV(0)
		nodes += t.Len()
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
}

// BenchmarkBuildAndAnnotateMinimax is the same with minimax on depth 7
// (65,005 nodes).
func BenchmarkBuildAndAnnotateMinimax(b *testing.B) {
	p := othello.Start(8)
	var nodes int
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		t := tree.NewGame(adapter.NewOthello(p, othello.Discs{}), 7, 0)
		t.Reserve(65005)
		t.ExpandAll()
		rec := minimax.NewRecorder(t.Len())
		minimax.Search[int32](t, 0, minimax.Options[int32]{Algorithm: minimax.Minimax}, rec)
		nodes += t.Len()
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
}

// BenchmarkSVG2000 draws an SVG of a tree of about 2,000 nodes (8x8 after
// f5d6c3d3, depth 4, full view: 2,297 nodes).
func BenchmarkSVG2000(b *testing.B) {
	moves, _ := othello.ParseMoves("f5d6c3d3")
	p, _, _ := othello.Replay(othello.Start(8), moves)
	t := tree.NewGame(adapter.NewOthello(p, othello.Discs{}), 4, 0)
	t.ExpandAll()
	rec := minimax.NewRecorder(t.Len())
	minimax.Search[int32](t, 0, minimax.Options[int32]{Algorithm: minimax.AlphaBeta}, rec)
	s := &Search{Tree: t, Ann: rec, Algorithm: minimax.AlphaBeta, Order: minimax.Natural, Best: -1, Nodes: int64(t.Len()), Pruned: -1}
	gv, err := NewGraphviz(context.Background())
	if err != nil {
		b.Fatal(err)
	}
	defer gv.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var buf bytes.Buffer
		if err := gv.SVG(&buf, s, Options{}); err != nil {
			b.Fatal(err)
		}
		io.Discard.Write(buf.Bytes())
	}
	b.ReportMetric(float64(t.Len()), "nodes")
}
