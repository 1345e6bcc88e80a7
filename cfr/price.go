package cfr

// The price of a run: an iteration walks the whole tree (CFR+ twice, a
// walk a player), so a run's time grows with its iterations times the
// tree's nodes. Kuhn poker (55 nodes) runs a million iterations in a few
// seconds; Leduc hold'em (9,451 nodes) as many node visits in about 5,000.

const (
	// DefaultVisits and MaxVisits bound a run's iterations times the
	// tree's nodes: by default, and at most.
	DefaultVisits = 10_000_000
	MaxVisits     = 55_000_000
	// DefaultIterations and MaxIterations bound a run's iterations on
	// any tree.
	DefaultIterations = 10_000
	MaxIterations     = 1_000_000
)

// Iterations returns a run's default iterations on a tree of nodes nodes,
// and the most it may take: DefaultIterations and MaxIterations, or fewer
// on a big tree, rounded down to 1, 2 or 5 times a power of ten (1,000
// and 5,000 on Leduc hold'em).
func Iterations(nodes int) (def, most int) {
	nodes = max(nodes, 1)
	return min(DefaultIterations, roundDown(DefaultVisits/nodes)), min(MaxIterations, roundDown(MaxVisits/nodes))
}

// roundDown rounds n down to 1, 2 or 5 times a power of ten, 1 at least.
func roundDown(n int) int {
	p := 1
	for p*10 <= n {
		p *= 10
	}
	switch {
	case n >= 5*p:
		return 5 * p
	case n >= 2*p:
		return 2 * p
	}
	return p
}
