package quiz

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// Leaf values of random trees: whole numbers from MinLeaf to MaxLeaf, as
// textbook exercises use.
const (
	MinLeaf = 0
	MaxLeaf = 20
)

// Random returns a random tree of the given depth in which every inner
// node has branching children, written as nested lists of leaf values
// ("((3 12) (8 2))"); with chance, every other level is of chance nodes,
// MAX, chance, MIN, chance, ... as AIMA's Figure 5.11, in braces with
// their probabilities ("({1/3: (3 12) 2/3: (8 2)} ...)"). The same seed
// gives the same tree on every machine and every Go version (PCG), so a
// class can share one by its seed.
func Random(depth, branching int, seed uint64, chance bool) (string, error) {
	nodes, level := 1, 1
	for d := 0; d < depth; d++ {
		level *= branching
		nodes += level
		if nodes > MaxNodes {
			return "", fmt.Errorf("a random tree of depth %d and branching %d has more than %d nodes, more than a quiz takes: choose a smaller depth or branching", depth, branching, MaxNodes)
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	var b strings.Builder
	var walk func(d int)
	walk = func(d int) {
		if d == depth {
			b.WriteString(strconv.Itoa(MinLeaf + rng.IntN(MaxLeaf-MinLeaf+1)))
			return
		}
		if chance && d%2 == 1 {
			probs := chanceProbs(rng, branching)
			b.WriteByte('{')
			for i := 0; i < branching; i++ {
				if i > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(probs[i] + ": ")
				walk(d + 1)
			}
			b.WriteByte('}')
			return
		}
		b.WriteByte('(')
		for i := 0; i < branching; i++ {
			if i > 0 {
				b.WriteByte(' ')
			}
			walk(d + 1)
		}
		b.WriteByte(')')
	}
	walk(0)
	return b.String(), nil
}

// chanceProbs draws the probabilities of a chance node's n children:
// for two, a pair of sixths, quarters or thirds (1/6 and 5/6, 1/4 and
// 3/4, 1/3 and 2/3, 1/2 and 1/2), as exercises give them; for more,
// equal chances.
func chanceProbs(rng *rand.Rand, n int) []string {
	if n != 2 {
		out := make([]string, n)
		for i := range out {
			out[i] = "1/" + strconv.Itoa(n)
		}
		return out
	}
	pairs := [][2]string{{"1/6", "5/6"}, {"1/4", "3/4"}, {"1/3", "2/3"}, {"1/2", "1/2"}}
	p := pairs[rng.IntN(len(pairs))]
	if rng.IntN(2) == 0 {
		p[0], p[1] = p[1], p[0]
	}
	return p[:]
}

// UtilitySum is what the utilities of a leaf of a random tree of several
// players sum to: a constant-sum game, where shallow pruning (Korf 1991)
// has something to cut.
const UtilitySum = 10

// RandomVectors returns a random tree of a game of players players (2 to
// 6) of the given depth, every inner node with branching children, each
// leaf a vector of whole utilities from 0 that sum to UtilitySum
// ("(((3,1,6) (0,8,2)) ...)"), the players moving in turn from the root.
// The same seed gives the same tree everywhere, as Random's.
func RandomVectors(depth, branching, players int, seed uint64) (string, error) {
	if players < 2 || players > 6 {
		return "", fmt.Errorf("a random tree has 2 to 6 players, not %d", players)
	}
	leaves, err := Random(depth, branching, seed, false)
	if err != nil {
		return "", err
	}
	rng := rand.New(rand.NewPCG(seed, 0x94d049bb133111eb))
	var b strings.Builder
	for i := 0; i < len(leaves); i++ {
		c := leaves[i]
		if c < '0' || c > '9' {
			b.WriteByte(c)
			continue
		}
		for i+1 < len(leaves) && leaves[i+1] >= '0' && leaves[i+1] <= '9' {
			i++
		}
		b.WriteByte('(')
		for k, u := range composition(rng, players) {
			if k > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(u))
		}
		b.WriteByte(')')
	}
	return b.String(), nil
}

// composition draws k whole numbers from 0 that sum to UtilitySum: the
// gaps between k-1 cuts drawn in 0..UtilitySum.
func composition(rng *rand.Rand, k int) []int {
	cuts := make([]int, k+1)
	cuts[k] = UtilitySum
	for i := 1; i < k; i++ {
		cuts[i] = rng.IntN(UtilitySum + 1)
	}
	slices.Sort(cuts)
	out := make([]int, k)
	for i := range out {
		out[i] = cuts[i+1] - cuts[i]
	}
	return out
}
