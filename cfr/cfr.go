// Package cfr solves zero-sum games of two players with hidden
// information, given as their whole tree with its information sets:
// counterfactual regret minimization (CFR, Zinkevich, Johanson, Bowling and
// Piccione 2007) and CFR+ (Tammelin 2014), whose average strategies tend
// to an equilibrium; the value of a pair of strategies; a best response
// to one, and so the exploitability of a pair (how much a player who knew
// the other's strategy would win beyond the game's value). It knows
// nothing of any game: a Game gives a node's children, who moves there,
// its information set, a chance child's probability and a hand's payoff.
package cfr

import (
	"math"
)

// Game is a zero-sum game of two players (0 and 1) as a tree, node 0 its
// root, with chance nodes and information sets: the nodes a player cannot
// tell apart (its cards the same, the other's hidden), which have the
// same moves in the same order. The players remember what they saw
// (perfect recall).
type Game interface {
	// Children appends the children of n to dst, in the order of its
	// moves; none for a finished hand.
	Children(n int32, dst []int32) []int32
	// Chance reports whether chance moves at n (a deal); Prob is the
	// probability of chance's child c.
	Chance(n int32) bool
	Prob(c int32) float64
	// Player is the player to move at a node where a player moves.
	Player(n int32) int
	// InfoSet is the information set of such a node, from 0 to
	// InfoSets()-1.
	InfoSet(n int32) int
	InfoSets() int
	// Payoff is what a finished hand n wins player 0 (player 1 loses it).
	Payoff(n int32) float64
}

// Strategy is a behaviour strategy of both players: for each information
// set, the probability of each of its moves, in order.
type Strategy [][]float64

// layout is what the solver knows of a game's tree: each node's children,
// and each information set's moves and player.
type layout struct {
	g      Game
	kids   [][]int32
	moves  []int // moves of each information set
	player []int // player of each information set
	depth  []int // depth of each information set's nodes (the deepest)
	nodes  [][]int32
}

// newLayout walks g's tree once.
func newLayout(g Game) *layout {
	l := &layout{g: g, moves: make([]int, g.InfoSets()), player: make([]int, g.InfoSets()), depth: make([]int, g.InfoSets()), nodes: make([][]int32, g.InfoSets())}
	var walk func(n int32, d int)
	walk = func(n int32, d int) {
		for int(n) >= len(l.kids) {
			l.kids = append(l.kids, nil)
		}
		l.kids[n] = g.Children(n, nil)
		if len(l.kids[n]) > 0 && !g.Chance(n) {
			i := g.InfoSet(n)
			l.moves[i], l.player[i] = len(l.kids[n]), g.Player(n)
			l.depth[i] = max(l.depth[i], d)
			l.nodes[i] = append(l.nodes[i], n)
		}
		for _, c := range l.kids[n] {
			walk(c, d+1)
		}
	}
	walk(0, 0)
	return l
}

// Uniform returns the strategy that plays every move of every information
// set of g alike.
func Uniform(g Game) Strategy {
	l := newLayout(g)
	st := make(Strategy, len(l.moves))
	for i, k := range l.moves {
		st[i] = make([]float64, k)
		for a := range st[i] {
			st[i][a] = 1 / float64(k)
		}
	}
	return st
}

// Value is what the strategy st wins player 0 on average, chance and both
// players moving as it says.
func Value(g Game, st Strategy) float64 {
	var v func(n int32) float64
	kids := make([]int32, 0, 8)
	v = func(n int32) float64 {
		ks := append([]int32(nil), g.Children(n, kids[:0])...)
		switch {
		case len(ks) == 0:
			return g.Payoff(n)
		case g.Chance(n):
			sum := 0.0
			for _, c := range ks {
				sum += g.Prob(c) * v(c)
			}
			return sum
		}
		sum, p := 0.0, st[g.InfoSet(n)]
		for a, c := range ks {
			if p[a] > 0 {
				sum += p[a] * v(c)
			}
		}
		return sum
	}
	return v(0)
}

// BestResponse returns what player wins at most against st, the other
// player's part of st fixed, and the pure strategy that wins it (a move of
// probability 1 at each of player's information sets, the first of equal
// ones; the other player's sets as in st). With perfect recall a choice at
// one set depends only on the choices after it: the sets are decided
// deepest first, each move's worth summed over the set's nodes, weighted
// by the chance that chance and the other player lead there.
func BestResponse(g Game, st Strategy, player int) (float64, Strategy) {
	l := newLayout(g)
	br := make(Strategy, len(st))
	for i := range st {
		br[i] = append([]float64(nil), st[i]...)
	}
	// reach is each node's probability of chance and the other player.
	reach := make([]float64, len(l.kids))
	var down func(n int32, r float64)
	down = func(n int32, r float64) {
		reach[n] = r
		for a, c := range l.kids[n] {
			switch {
			case g.Chance(n):
				down(c, r*g.Prob(c))
			case l.player[g.InfoSet(n)] != player:
				down(c, r*st[g.InfoSet(n)][a])
			default:
				down(c, r)
			}
		}
	}
	down(0, 1)
	sign := 1.0
	if player == 1 {
		sign = -1
	}
	// worth is what player wins from n on, its choices below decided.
	var worth func(n int32) float64
	worth = func(n int32) float64 {
		ks := l.kids[n]
		if len(ks) == 0 {
			return sign * g.Payoff(n)
		}
		sum := 0.0
		for a, c := range ks {
			switch {
			case g.Chance(n):
				sum += g.Prob(c) * worth(c)
			case br[g.InfoSet(n)][a] > 0:
				sum += br[g.InfoSet(n)][a] * worth(c)
			}
		}
		return sum
	}
	for _, i := range l.deepestFirst(player) {
		best, move := math.Inf(-1), 0
		for a := 0; a < l.moves[i]; a++ {
			q := 0.0
			for _, n := range l.nodes[i] {
				q += reach[n] * worth(l.kids[n][a])
			}
			if q > best+1e-12 {
				best, move = q, a
			}
		}
		for a := range br[i] {
			br[i][a] = 0
		}
		br[i][move] = 1
	}
	return worth(0), br
}

// deepestFirst lists player's information sets, the deepest first.
func (l *layout) deepestFirst(player int) []int {
	var sets []int
	for d := len(l.kids); d >= 0; d-- {
		for i := range l.moves {
			if l.player[i] == player && l.depth[i] == d && len(l.nodes[i]) > 0 {
				sets = append(sets, i)
			}
		}
	}
	return sets
}

// Exploitability is the mean of what each player would win beyond the
// game's value by best responding to the other's part of st: 0 at an
// equilibrium, more the further st is from one.
func Exploitability(g Game, st Strategy) float64 {
	b0, _ := BestResponse(g, st, 0)
	b1, _ := BestResponse(g, st, 1)
	return (b0 + b1) / 2
}
