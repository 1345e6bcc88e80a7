package cfr

// Clairvoyance is what averaging over clairvoyance makes of a game (AIMA
// 4th edition, section 5.6): every deal solved as if each player saw all
// the cards, by minimax (player 0 maximizing, player 1 minimizing), and
// the values averaged over the deals. It is not the game's value: a player
// who cannot see the other's card cannot follow a move that depends on
// it, and a solve with the cards face up never bluffs.
type Clairvoyance struct {
	// Value is the average of the deals' values, for player 0.
	Value float64
	// Move is, at each node where a player moves, the move minimax makes
	// there with every card seen (the first of equal ones), -1 elsewhere.
	Move []int
	// Values is each node's minimax value with every card seen.
	Values []float64
}

// Clairvoyant averages over clairvoyance on g: chance's nodes are
// averaged, the players' solved by minimax as if nothing were hidden.
func Clairvoyant(g Game) *Clairvoyance {
	l := newLayout(g)
	c := &Clairvoyance{Move: make([]int, len(l.kids)), Values: make([]float64, len(l.kids))}
	var solve func(n int32) float64
	solve = func(n int32) float64 {
		c.Move[n] = -1
		ks := l.kids[n]
		switch {
		case len(ks) == 0:
			c.Values[n] = g.Payoff(n)
		case g.Chance(n):
			for _, k := range ks {
				c.Values[n] += g.Prob(k) * solve(k)
			}
		default:
			maxing := g.Player(n) == 0
			for a, k := range ks {
				v := solve(k)
				if a == 0 || maxing && v > c.Values[n] || !maxing && v < c.Values[n] {
					c.Values[n], c.Move[n] = v, a
				}
			}
		}
		return c.Values[n]
	}
	c.Value = solve(0)
	return c
}
