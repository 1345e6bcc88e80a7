package mcts_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"gametree/mcts"
	"gametree/tree"
)

// randomGuide gives each node seeded random priors for its children and
// a random value, the same each time it is asked of the same node.
type randomGuide struct {
	t    *tree.Tree
	seed uint64
	kids []int32
}

func (g *randomGuide) Guide(n int32, priors []float64) float64 {
	rng := rand.New(rand.NewPCG(g.seed, uint64(n)))
	sum := 0.0
	for i := range priors {
		priors[i] = rng.Float64() + 0.01
		sum += priors[i]
	}
	for i := range priors {
		priors[i] /= sum
	}
	return rng.Float64()
}

// refNode is a node of the reference: its visit count N, total value W
// for the player who moved into it, prior P and whether it was expanded.
type refNode struct {
	n        int64
	w, p     float64
	expanded bool
}

// refPUCT runs PUCT as AlphaGo Zero's Methods ("Search algorithm": Select
// a = argmax Q(s,a) + U(s,a), U = c_puct P(s,a) sqrt(N)/(1+N(s,a)); Expand
// and evaluate the leaf by the network; Backup N += 1, W += v, Q = W/N)
// and AlphaZero's pseudocode (ucb_score: Q is 0 for a child never
// visited; N the parent's visit count, its own evaluation counted) write
// it, on a whole tree, one recursive simulation at a time.
func refPUCT(t *tree.Tree, g mcts.Guide, c float64, sims int) map[int32]*refNode {
	nodes := map[int32]*refNode{0: {}}
	for range sims {
		var path []int32
		s := int32(0)
		for {
			path = append(path, s)
			nd := nodes[s]
			if !nd.expanded || t.Leaf(s) {
				break
			}
			best, bestScore := int32(-1), math.Inf(-1)
			for _, k := range t.Children(s, nil) {
				ch := nodes[k]
				q := 0.0
				if ch.n > 0 {
					q = ch.w / float64(ch.n)
				}
				u := c * ch.p * math.Sqrt(float64(nd.n)) / float64(1+ch.n)
				if q+u > bestScore {
					best, bestScore = k, q+u
				}
			}
			s = best
		}
		var v float64 // for MAX
		if t.Leaf(s) {
			v = t.Reward(s)
		} else {
			kids := t.Children(s, nil)
			priors := make([]float64, len(kids))
			v = g.Guide(s, priors)
			for i, k := range kids {
				nodes[k] = &refNode{p: priors[i]}
			}
			nodes[s].expanded = true
		}
		for _, x := range path {
			nodes[x].n++
			if t.IsMax(x) { // MIN moved into x
				nodes[x].w += 1 - v
			} else {
				nodes[x].w += v
			}
		}
	}
	return nodes
}

// TestPUCTAsTheReference holds the search to the reference on seeded
// random textbook trees and priors.
func TestPUCTAsTheReference(t *testing.T) {
	for seed := range uint64(60) {
		rng := rand.New(rand.NewPCG(seed, 7))
		leaves := randomLeaves(rng, 4)
		c := []float64{0.5, 1.25, 3}[seed%3]
		sims := 1 + rng.IntN(120)
		a, err := tree.ParseLeaves(leaves, false)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := tree.ParseLeaves(leaves, false)
		res, err := mcts.Search(a, mcts.Options{Iterations: sims, Exploration: c, Guide: &randomGuide{t: a, seed: seed}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := refPUCT(b, &randomGuide{t: b, seed: seed}, c, sims)
		for n := range int32(a.Len()) {
			got, w := res.At(n), want[n]
			if w == nil {
				if got.Visits != 0 {
					t.Fatalf("seed %d %s: node %d visited %d times, never by the reference", seed, leaves, n, got.Visits)
				}
				continue
			}
			if got.Visits != w.n || math.Abs(got.Wins-w.w) > 1e-9 || math.Abs(got.Prior-w.p) > 1e-12 {
				t.Fatalf("seed %d %s (c %g, %d simulations): node %d: visits %d wins %g prior %g, the reference %d %g %g",
					seed, leaves, c, sims, n, got.Visits, got.Wins, got.Prior, w.n, w.w, w.p)
			}
		}
	}
}

// TestPUCTTerms checks the selection's terms on a root whose children
// have known counts: Q + c·P·sqrt(N)/(1+n).
func TestPUCTTerms(t *testing.T) {
	for _, tc := range []struct {
		c, p, w   float64
		n, parent int64
		q, u      float64
	}{
		{1.25, 0.5, 0, 0, 1, 0, 0.625},
		{1.25, 0.2, 3, 4, 17, 0.75, 1.25 * 0.2 * math.Sqrt(17) / 5},
		{2, 1, 1, 1, 4, 1, 2},
		{0, 0.9, 2, 4, 9, 0.5, 0},
	} {
		q, u := mcts.PUCTScore(tc.c, tc.p, tc.w, tc.n, tc.parent)
		if math.Abs(q-tc.q) > 1e-12 || math.Abs(u-tc.u) > 1e-12 {
			t.Errorf("%+v: Q %g U %g", tc, q, u)
		}
	}
}

// TestPUCTLogReplays checks that the log of a PUCT search replays to its
// counts, priors and values.
func TestPUCTLogReplays(t *testing.T) {
	tr := gameTree(t, "tictactoe", "X---O---- X")
	var log mcts.Log
	res, err := mcts.Search(tr, mcts.Options{Iterations: 300, Exploration: 1.25, Guide: &randomGuide{t: tr, seed: 3}}, &log)
	if err != nil {
		t.Fatal(err)
	}
	again := log.Replay(len(log.Events), res.MaxMoves)
	for n := range int32(res.Len()) {
		a, b := res.At(n), again.At(n)
		if a.Visits != b.Visits || math.Abs(a.Wins-b.Wins) > 1e-9 || a.Prior != b.Prior || !(a.Guess == b.Guess || math.IsNaN(a.Guess) && math.IsNaN(b.Guess)) {
			t.Fatalf("node %d: the search %+v, the replay %+v", n, a, b)
		}
	}
	if _, err := mcts.Search(tr, mcts.Options{Iterations: 3, Exploration: 1, Solver: true, Guide: &randomGuide{t: tr}}, nil); err == nil {
		t.Error("PUCT with the solver: no error")
	}
}
