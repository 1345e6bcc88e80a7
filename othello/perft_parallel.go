package othello

import (
	"sync"

	"gametree/internal/rescue"
)

// taskDepth is the depth of the subtrees PerftStop counts as one task:
// perft 7 below a position some plies deep takes a few milliseconds (a
// cancelled perft 14 from the start returned within 10 ms), so a stop is
// heard soon.
const taskDepth = 7

// perftTaskTable is the least depth of the subtrees of a worker that makes
// it keep a table of counts for all of them (see countTable).
const perftTaskTable = 6

// PerftParallel is Perft spread over workers goroutines: the tree is cut a
// few plies below p and the subtrees are counted in parallel. The counts are
// exactly those of Perft.
func PerftParallel(p Position, depth, workers int) PerftCount {
	c, _ := PerftStop(p, depth, workers, nil)
	return c
}

// PerftStop is PerftParallel that asks stop (when not nil) before each
// subtree it counts, taskDepth plies deep, and gives up when stop
// says so: then ok is false and the count is partial. The subtrees are
// cut max(3, depth-taskDepth) plies below p and handed out to workers as
// they are found, so the cut list is never held whole.
func PerftStop(p Position, depth, workers int, stop func() bool) (c PerftCount, ok bool) {
	split := max(3, depth-taskDepth)
	if depth <= split+2 {
		if stop != nil && stop() {
			return PerftCount{}, false
		}
		return Perft(p, depth), true
	}
	workers = max(workers, 1)
	tasks := make(chan Position, 4*workers)
	counts := make([]PerftCount, workers)
	var stopped sync.Once
	halt := make(chan struct{})
	quit := func() { stopped.Do(func() { close(halt) }) }
	var wg sync.WaitGroup
	var caught rescue.First
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if caught.Caught() {
					quit() // the walk stops feeding the workers
				}
			}()
			defer caught.Catch()
			var t *countTable // the worker's own, made when needed
			for q := range tasks {
				select {
				case <-halt:
					continue // drain
				default:
				}
				if stop != nil && stop() {
					quit()
					continue
				}
				if t == nil && q.size == 8 && depth-split >= perftTaskTable {
					t = newCountTable()
				}
				counts[w] = counts[w].Add(perftWith(t, q, depth-split))
			}
		}()
	}
	var base PerftCount
	var walk func(q Position, plies int) bool
	walk = func(q Position, plies int) bool {
		if plies == 0 {
			select {
			case tasks <- q:
				return true
			case <-halt:
				return false
			}
		}
		moves := q.MoveList()
		if len(moves) == 0 {
			base.GameEnds++ // a finished game above the cut
			return true
		}
		for _, m := range moves {
			if !walk(q.Apply(m), plies-1) {
				return false
			}
		}
		return true
	}
	done := walk(p, split)
	close(tasks)
	wg.Wait()
	caught.Rethrow()
	select {
	case <-halt:
		return PerftCount{}, false
	default:
	}
	if !done {
		return PerftCount{}, false
	}
	for _, w := range counts {
		base = base.Add(w)
	}
	return base, true
}

// DivideParallel is Divide with each root move's subtree counted by
// PerftParallel.
func DivideParallel(p Position, depth, workers int) []PerftMove {
	out, _ := DivideStop(p, depth, workers, nil)
	return out
}

// DivideStop is DivideParallel with a stop function, as PerftStop: ok is
// false when it gave up.
func DivideStop(p Position, depth, workers int, stop func() bool) (out []PerftMove, ok bool) {
	for _, m := range p.MoveList() {
		c, ok := PerftStop(p.Apply(m), depth-1, workers, stop)
		if !ok {
			return nil, false
		}
		out = append(out, PerftMove{m, c})
	}
	return out, true
}
