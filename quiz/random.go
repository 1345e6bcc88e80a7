package quiz

import (
	"fmt"
	"math/rand/v2"
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
// ("((3 12) (8 2))"). The same seed gives the same tree on every machine
// and every Go version (PCG), so a class can share one by its seed.
func Random(depth, branching int, seed uint64) (string, error) {
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
