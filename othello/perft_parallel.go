package othello

import (
	"sync"
	"sync/atomic"
)

// PerftParallel is Perft spread over workers goroutines: the tree is cut a
// few plies below p and the subtrees are counted in parallel. The counts are
// exactly those of Perft.
func PerftParallel(p Position, depth, workers int) PerftCount {
	const splitPlies = 3
	if workers <= 1 || depth <= splitPlies+2 {
		return Perft(p, depth)
	}
	var tasks []Position
	var base PerftCount
	var split func(q Position, plies int)
	split = func(q Position, plies int) {
		if plies == 0 {
			tasks = append(tasks, q)
			return
		}
		moves := q.MoveList()
		if len(moves) == 0 {
			base.GameEnds++ // a finished game above the depth
			return
		}
		for _, m := range moves {
			split(q.Apply(m), plies-1)
		}
	}
	split(p, splitPlies)
	counts := make([]PerftCount, len(tasks))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(tasks) {
					return
				}
				counts[i] = Perft(tasks[i], depth-splitPlies)
			}
		}()
	}
	wg.Wait()
	for _, c := range counts {
		base = base.Add(c)
	}
	return base
}

// DivideParallel is Divide with each root move's subtree counted by
// PerftParallel.
func DivideParallel(p Position, depth, workers int) []PerftMove {
	var out []PerftMove
	for _, m := range p.MoveList() {
		out = append(out, PerftMove{m, PerftParallel(p.Apply(m), depth-1, workers)})
	}
	return out
}
