package tree

import (
	"math/rand/v2"

	"gametree/game"
)

// What Monte Carlo tree search (package mcts) asks of a tree: whether a
// node is a leaf, a leaf's reward and a playout from a node, rewards in
// [0, 1] for MAX (the root's player). A game tree's nodes are made as
// the search reaches them (give it a depth past the end of any game).

// Leaf reports whether n is a leaf (a finished game, a textbook leaf, a
// node at the depth limit) without making its children.
func (t *Tree) Leaf(n int32) bool { return t.Nodes[n].Count == 0 }

// Reward returns leaf n's reward for MAX: in a game tree 1 for a win, 1/2
// for a draw, 0 for a loss (a leaf at the depth limit by the sign of its
// evaluation); in a textbook tree its value scaled from the smallest leaf
// (0) to the largest (1), 1/2 when they are all equal.
func (t *Tree) Reward(n int32) float64 {
	v := t.Nodes[n].Value
	if t.Kind == Textbook {
		return t.RewardOf(v)
	}
	switch {
	case v > 0:
		return 1
	case v < 0:
		return 0
	}
	return 0.5
}

// Scored reports whether the leaves have scores of their own, not only
// wins, draws and losses: a textbook tree's (mcts.Scorer).
func (t *Tree) Scored() bool { return t.Kind == Textbook }

// Score returns leaf n's own value, as the tree writes it.
func (t *Tree) Score(n int32) float64 { return t.Nodes[n].Value }

// ScoreRange is the least and the greatest leaf value (LeafRange).
func (t *Tree) ScoreRange() (lo, hi float64) { return t.LeafRange() }

// RewardOf is the reward for MAX that a score stands for (Reward's
// scale).
func (t *Tree) RewardOf(v float64) float64 {
	lo, hi := t.LeafRange()
	if hi == lo {
		return 0.5
	}
	return (v - lo) / (hi - lo)
}

// RewardValue returns the value of the tree whose reward for MAX is r,
// and whether its rewards are scores: in a textbook tree a value from the
// smallest leaf (reward 0) to the largest (1), which an exact reward (the
// solver's bounds met) stands for; in a game tree rewards are a win, a
// draw and a loss, and ok is false.
func (t *Tree) RewardValue(r float64) (v float64, ok bool) {
	if t.Kind != Textbook {
		return 0, false
	}
	lo, hi := t.LeafRange()
	if hi == lo {
		return lo, true
	}
	return lo + r*(hi-lo), true
}

// WinLossLeaves reports whether every leaf of the tree is worth -1, 0 or
// +1: a win, a draw or a loss, no score.
func (t *Tree) WinLossLeaves() bool {
	for _, nd := range t.Nodes {
		if nd.Count == 0 && nd.Value != -1 && nd.Value != 0 && nd.Value != 1 {
			return false
		}
	}
	return true
}

// LeafRange returns the smallest and largest leaf values of a textbook
// tree.
func (t *Tree) LeafRange() (lo, hi float64) {
	if t.rangeKnown {
		return t.lo, t.hi
	}
	first := true
	for _, nd := range t.Nodes {
		if nd.Count != 0 {
			continue
		}
		if first || nd.Value < t.lo {
			t.lo = nd.Value
		}
		if first || nd.Value > t.hi {
			t.hi = nd.Value
		}
		first = false
	}
	t.rangeKnown = true
	return t.lo, t.hi
}

// Playout plays from n to the end with uniformly random moves drawn from
// rng (in a textbook tree, random children down to a leaf) and returns
// the reward for MAX; moves, when not nil, hears each move played. A game
// with a fast playout (game.Playouter) plays it when no one listens.
func (t *Tree) Playout(n int32, rng *rand.Rand, moves func(string)) float64 {
	if t.Kind == Textbook {
		return t.Reward(t.randomLeaf(n, rng, moves))
	}
	if t.Leaf(n) {
		return t.Reward(n)
	}
	p := t.Position(n)
	me := t.Root.ToMove()
	if t.GuidedPlayouts {
		var each func(game.Position, game.Move)
		if moves != nil {
			each = func(q game.Position, m game.Move) { moves(q.FormatMove(m)) }
		}
		u, _ := game.GuidedPlayout(p, rng, me, each)
		return (u + 1) / 2
	}
	if moves == nil {
		u, _ := game.RandomPlayout(p, rng, me)
		return (u + 1) / 2
	}
	var buf [64]game.Move
	for !p.Over() {
		ms := p.AppendMoves(buf[:0])
		m := ms[game.Draw(rng, len(ms))]
		moves(p.FormatMove(m))
		p = p.Play(m)
	}
	return (p.Utility(me) + 1) / 2
}

// Rewards returns leaf n's rewards in a tree of utility vectors, one a
// player, each utility scaled from the smallest of the tree's leaves (0)
// to the largest (1), 1/2 when they are all equal; a game's utilities
// (Nim for three players: 1 for the winner, 0 for the others) are its
// rewards (package mcts, each player maximizing its own).
func (t *Tree) Rewards(n int32) []float64 { return t.scaled(t.util[n]) }

// scaled returns utilities u as rewards (Rewards).
func (t *Tree) scaled(u []float64) []float64 {
	lo, hi := t.utilityRange()
	out := make([]float64, len(u))
	for i, x := range u {
		out[i] = 0.5
		if hi > lo {
			out[i] = (x - lo) / (hi - lo)
		}
	}
	return out
}

// PlayoutRewards plays from n to a leaf with uniformly random children
// drawn from rng, and returns its rewards (Rewards); moves, when not nil,
// hears each child played.
func (t *Tree) PlayoutRewards(n int32, rng *rand.Rand, moves func(string)) []float64 {
	if t.Kind == Textbook {
		return t.Rewards(t.randomLeaf(n, rng, moves))
	}
	if t.Leaf(n) {
		return t.Rewards(n)
	}
	// A game: random moves to its end, its utilities.
	p := t.Position(n)
	var buf [64]game.Move
	for !p.Over() {
		ms := p.AppendMoves(buf[:0])
		m := ms[game.Draw(rng, len(ms))]
		if moves != nil {
			moves(p.FormatMove(m))
		}
		p = p.Play(m)
	}
	u, _ := p.(game.Utilitarian)
	if u == nil {
		return make([]float64, t.players)
	}
	return t.scaled(u.Utilities())
}

// randomLeaf goes down from n by uniformly random children drawn from
// rng to a leaf of a textbook tree, and returns it; moves, when not nil,
// hears each child.
func (t *Tree) randomLeaf(n int32, rng *rand.Rand, moves func(string)) int32 {
	var kids []int32
	for t.Nodes[n].Count > 0 {
		kids = t.Children(n, kids[:0])
		n = kids[game.Draw(rng, len(kids))]
		if moves != nil {
			moves(t.Label(n))
		}
	}
	return n
}

// UtilityRange returns the smallest and largest utility of the leaves of
// a tree of utility vectors: the rewards' 0 and 1.
func (t *Tree) UtilityRange() (lo, hi float64) { return t.utilityRange() }

// utilityRange returns the smallest and largest utility of the tree's
// leaves.
func (t *Tree) utilityRange() (lo, hi float64) {
	if t.Kind == Game {
		return 0, 1 // a game's utilities are its rewards
	}
	if t.urange != nil {
		return t.urange[0], t.urange[1]
	}
	defer func() { t.urange = &[2]float64{lo, hi} }()
	first := true
	for _, u := range t.util {
		for _, x := range u {
			if first || x < lo {
				lo = x
			}
			if first || x > hi {
				hi = x
			}
			first = false
		}
	}
	return lo, hi
}
