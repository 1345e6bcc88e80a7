package az_test

import (
	"testing"

	"gametree/az"
	"gametree/game"
)

// BenchmarkForward is one evaluation of Connect Four's network.
func BenchmarkForward(b *testing.B) {
	g := newGame(b, "connect4")
	net, _ := az.Shipped(g)
	e := az.NewEvaluator(net)
	p := g.Start()
	priors := make([]float64, 7)
	b.ReportAllocs()
	for b.Loop() {
		e.Evaluate(p, priors)
	}
}

// BenchmarkPUCT is a search of 200 simulations from Connect Four's start.
func BenchmarkPUCT(b *testing.B) {
	g := newGame(b, "connect4")
	net, _ := az.Shipped(g)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := az.Search(g.Start(), net, 200, 1.25, 0, nil); err != nil {
			b.Fatal(err)
		}
	}
}

var _ game.Position
