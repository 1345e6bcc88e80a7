package tree

import (
	"math/rand"
	"testing"

	"gametree/gamesearch"
	"gametree/minimax"
	"gametree/othello"
	"gametree/othello/adapter"
)

// The perfect ordering puts the child with the parent's true value first,
// in explicit and implicit trees alike, and the two agree on Othello
// positions.
func TestPerfectOrdering(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 40; i++ {
		p := othello.Start(6)
		for k := rng.Intn(12); k > 0 && !p.GameOver(); k-- {
			moves := p.MoveList()
			p = p.Apply(moves[rng.Intn(len(moves))])
		}
		depth := 1 + rng.Intn(3)
		tr := newOthello(p, depth, othello.Discs{}, 0)
		order, err := orderOf(tr, minimax.Perfect)
		if err != nil {
			t.Fatal(err)
		}
		want := minimax.Search[int32](tr, 0, minimax.Options[int32]{Algorithm: minimax.Minimax}, nil)
		kids := tr.Children(0, nil)
		if len(kids) == 0 {
			continue
		}
		order(0, 0, true, kids)
		first := minimax.Search[int32](tr, kids[0], minimax.Options[int32]{Algorithm: minimax.Minimax, RootMin: true}, nil)
		if first.Value != want.Value {
			t.Fatalf("position %d: first child after perfect ordering has %v, root %v", i, first.Value, want.Value)
		}
		im := gamesearch.NewImplicit(adapter.NewOthello(p, othello.Discs{}))
		iorder := im.Order(minimax.Perfect, depth, nil)
		states := im.Children(im.Root, nil)
		iorder(im.Root, 0, true, states)
		if states[0].Move != tr.Nodes[kids[0]].Move {
			t.Fatalf("position %d: implicit perfect ordering starts with %d, explicit with %d", i, states[0].Move, tr.Nodes[kids[0]].Move)
		}
	}
	tb, _ := ParseLeaves("((3 12 8) (2 4 6) (14 5 2))", false)
	if _, err := orderOf(tb, minimax.Static); err == nil {
		t.Error("static ordering of a textbook tree gave no error")
	}
	if f, err := orderOf(tb, minimax.Natural); f != nil || err != nil {
		t.Error("natural ordering is not nil")
	}
	im := gamesearch.NewImplicit(adapter.NewOthello(othello.Start(8), othello.Discs{}))
	if im.Order(minimax.Natural, 3, nil) != nil || im.Order(minimax.Static, 3, nil) == nil || im.Order(minimax.Eval, 3, nil) == nil {
		t.Error("implicit orderings")
	}
	// A stopped perfect ordering leaves children as they are.
	calls := 0
	stopped := im.Order(minimax.Perfect, 6, func() bool { calls++; return true })
	kids := im.Children(im.Root, nil)
	before := append([]gamesearch.State(nil), kids...)
	stopped(im.Root, 0, true, kids)
	if calls != 1 || kids[0] != before[0] {
		t.Errorf("stopped perfect ordering: %d calls of stop, first child %d", calls, kids[0].Move)
	}
}

// A tree whose Stop says so stops growing with ErrStopped.
func TestTreeStop(t *testing.T) {
	tr := newOthello(othello.Start(8), 6, othello.Discs{}, 0)
	tr.Stop = func() bool { return true }
	if err := tr.ExpandAll(); err != ErrStopped {
		t.Fatalf("ExpandAll = %v, want ErrStopped", err)
	}
	if tr.Len() > 1024*20 {
		t.Errorf("the tree grew to %d nodes after Stop", tr.Len())
	}
	if size, exact := Size(othelloPos(othello.Start(8)), 12, 1e12, func() bool { return true }); size != 0 || exact {
		t.Errorf("stopped Size = %d, %v", size, exact)
	}
}

// On a tree with chance nodes, the perfect ordering ranks a chance node
// by its expectiminimax value, its children's weighed by their
// probabilities: the chance node worth 5 (0 or 10, evenly) comes before
// the leaf 4 at MAX, after it at MIN.
func TestPerfectOrderingChance(t *testing.T) {
	for _, c := range []struct {
		leaves  string
		rootMin bool
		first   int32
	}{
		{"(4 {1/2: 0 1/2: 10})", false, 2},
		{"({1/2: 0 1/2: 10} 4)", true, 2},
		{"({1/4: 0 3/4: 8} 7)", false, 2}, // 6 < 7: the leaf first
		{"({1/4: 0 3/4: 8} 5)", false, 1},
	} {
		tb, err := ParseLeaves(c.leaves, c.rootMin)
		if err != nil {
			t.Fatal(err)
		}
		order, err := orderOf(tb, minimax.Perfect)
		if err != nil {
			t.Fatal(err)
		}
		kids := tb.Children(0, nil)
		order(0, 0, !c.rootMin, kids)
		if kids[0] != c.first {
			t.Errorf("%s (root min %v): the perfect order starts with node %d, want %d", c.leaves, c.rootMin, kids[0], c.first)
		}
	}
}

// orderOf returns t's ordering named o, as the application matches the
// search's names to the tree's orderings.
func orderOf(t *Tree, o minimax.Ordering) (func(parent int32, ply int, max bool, children []int32), error) {
	switch o {
	case minimax.Static:
		return t.StaticOrder()
	case minimax.Eval:
		return t.EvalOrder()
	case minimax.Perfect:
		return t.PerfectOrder()
	}
	return nil, nil
}
