package tree

import (
	"fmt"
	"math"

	"gametree/game"
	"gametree/internal/msg"
)

// Size counts the nodes of the tree of depth plies from p, the root
// included: the sum of perft(0) to perft(depth), since perft counts every
// position at exactly k plies, finished games included. It stops counting
// past limit: then exact is false and size is an estimate, extrapolated from
// the growth of the last level counted. stop, when not nil, is asked now and
// then; when it says to give up, Size returns 0 and false at once. Each
// level is counted depth first (game.PerftStop: Othello's on its
// bitboards), holding one position a ply: refusing a tree too big to build
// takes the time of counting up to limit, not the memory of its levels.
func Size(p game.Position, depth int, limit int64, stop func() bool) (size int64, exact bool) {
	var prev int64 = 1
	size = 1
	for k := 1; k <= depth; k++ {
		c, ok := game.PerftStop(p, k, stop)
		if !ok {
			return 0, false
		}
		count := int64(c.Leaves)
		size += count
		if size > limit && k < depth {
			growth := float64(count) / float64(prev)
			est, l := float64(size), float64(count)
			for j := k + 1; j <= depth; j++ {
				l *= growth
				est += l
			}
			return int64(min(est, math.MaxInt64/2)), false
		}
		prev = max(count, 1)
	}
	return size, true
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
	case e.Exact:
		return "depth %d gives %s nodes, over the limit of %d", []any{e.Depth, msg.Count(e.Size), e.Limit}
	}
	return "depth %d gives about %s nodes, over the limit of %d", []any{e.Depth, msg.Count(e.Size), e.Limit}
}

// HumanCount writes a count in English with thousands separated:
// 1,234,567, or in millions and billions when large (msg.Count).
func HumanCount(n int64) string { return msg.Count(n).In(msg.En) }
