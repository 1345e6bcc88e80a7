package tree

import (
	"fmt"
	"math/rand/v2"

	"gametree/game"
	"gametree/internal/msg"
)

// Size counts the nodes of the tree of depth plies from p, the root
// included: the sum of perft(0) to perft(depth), since perft counts every
// position at exactly k plies, finished games included. It stops counting
// past limit (or past countFloor, when limit is smaller): then exact is
// false and size is an estimate, at most Huge. stop, when not
// nil, is asked now and then; when it says to give up, Size returns 0 and
// false at once.
//
// Each level is counted depth first (game.PerftStop: Othello's on its
// bitboards), holding one position a ply, and only when Knuth's estimate
// of it (Estimate) says it is within twice limit: a level far past the
// limit is never counted, so that refusing a tree too big to build costs
// about the time of counting limit positions, whatever the game and
// depth. The levels not counted are estimated.
func Size(p game.Position, depth int, limit int64, stop func() bool) (size int64, exact bool) {
	var est []float64 // Knuth's estimates of the levels, made when first needed
	rest := func(from int) float64 {
		if est == nil {
			est = Estimate(p, depth, estimateProbes)
		}
		var sum float64
		for j := from; j <= depth; j++ {
			sum += est[j]
		}
		return sum
	}
	limit = max(limit, countFloor)
	size = 1
	for k := 1; k <= depth; k++ {
		if k > 2 && rest(k)-rest(k+1) > 2*float64(limit) {
			// This level alone would be far over the limit: estimated.
			return saturate(float64(size) + rest(k)), false
		}
		c, ok := game.PerftStop(p, k, stop)
		if !ok {
			return 0, false
		}
		size += int64(c.Leaves)
		if size > limit && k < depth {
			return saturate(float64(size) + rest(k+1)), false
		}
	}
	return size, true
}

// countFloor is the count Size never estimates below: a level of up to
// twice that many positions is counted exactly, whatever the limit, so
// that a refusal gives the exact size of a tree of a million nodes
// (in well under half a second on the slowest game).
const countFloor = 500_000

// estimateProbes is the number of random paths Size's estimates follow.
const estimateProbes = 1000

// Huge is the largest size Size reports: an estimate past it is Huge,
// which the errors write as "more than" it (10^18).
const Huge = 1_000_000_000_000_000_000

// saturate bounds an estimate to Huge.
func saturate(x float64) int64 { return int64(min(x, Huge)) }

// Estimate returns Knuth's estimates of the number of positions at each
// ply from 0 to depth below p ("Estimating the efficiency of backtrack
// programs", 1975): probes random paths from the root, each weighing the
// level it reaches by the product of the branching factors it met; the
// mean over the paths is an unbiased estimate of each level's size. A
// finished game ends its path, as perft counts it. The paths are drawn
// from a fixed seed: the same position gives the same estimates.
func Estimate(p game.Position, depth, probes int) []float64 {
	est := make([]float64, depth+1)
	est[0] = 1
	if probes <= 0 {
		return est
	}
	rng := rand.New(rand.NewPCG(1975, uint64(depth)))
	var moves []game.Move
	for i := 0; i < probes; i++ {
		q, w := p, 1.0
		for ply := 1; ply <= depth && !q.Over(); ply++ {
			moves = q.AppendMoves(moves[:0])
			if len(moves) == 0 {
				break
			}
			w *= float64(len(moves))
			est[ply] += w
			q = q.Play(moves[rng.IntN(len(moves))])
		}
	}
	for i := 1; i <= depth; i++ {
		est[i] /= float64(probes)
	}
	return est
}

// TooBigError is a tree over its node limit: counted (or estimated) before
// it was built, or found while a search was building it (Searched).
type TooBigError struct {
	// Size is the number of nodes of the tree of Depth plies, exact when
	// Exact, else an estimate; unknown (0) when Searched.
	Size  int64
	Exact bool
	Depth int
	// Limit is the node limit.
	Limit int
	// Searched tells that a search went over Limit while building the tree.
	Searched bool
	// Whole tells that the tree is the whole game's, searched to its end
	// whatever Depth (CFR's): its size is said without a depth.
	Whole bool
}

// Error says how big the tree is, and the limit.
func (e *TooBigError) Error() string { return "tree: " + e.Reason() }

// Reason is Error without the package.
func (e *TooBigError) Reason() string {
	format, args := e.MsgFormat()
	return fmt.Sprintf(format, args...)
}

// MsgFormat returns the format of Reason and its arguments, for its
// French (msg.Lang.Error).
func (e *TooBigError) MsgFormat() (string, []any) {
	switch {
	case e.Searched:
		return "the search needs more than %d nodes", []any{e.Limit}
	case e.Whole && e.Exact:
		return "the whole game gives %s nodes, over the limit of %d", []any{msg.Count(e.Size), e.Limit}
	case e.Whole:
		return "the whole game gives about %s nodes, over the limit of %d", []any{msg.Count(e.Size), e.Limit}
	case e.Exact:
		return "depth %d gives %s nodes, over the limit of %d", []any{e.Depth, msg.Count(e.Size), e.Limit}
	case e.Size >= Huge:
		return "depth %d gives more than %s nodes, over the limit of %d", []any{e.Depth, msg.Count(Huge), e.Limit}
	}
	return "depth %d gives about %s nodes, over the limit of %d", []any{e.Depth, msg.Count(e.Size), e.Limit}
}

// HumanCount writes a count in English with thousands separated:
// 1,234,567, or in millions and billions when large (msg.Count).
func HumanCount(n int64) string { return msg.Count(n).In(msg.En) }
