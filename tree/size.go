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
// then; when it says to give up, Size returns 0 and false at once. A game
// that counts its move tree itself (game.Counter: Othello's bitboards) is
// counted level by level so; the others are walked a level at a time.
func Size(p game.Position, depth int, limit int64, stop func() bool) (size int64, exact bool) {
	var prev int64 = 1
	size = 1
	var level []game.Position
	if _, fast := p.(game.Counter); !fast {
		level = []game.Position{p}
	}
	for k := 1; k <= depth; k++ {
		var count int64
		if level == nil {
			c, ok := game.PerftStop(p, k, stop)
			if !ok {
				return 0, false
			}
			count = int64(c.Leaves)
		} else {
			if stop != nil && stop() {
				return 0, false
			}
			count, level = nextLevel(level, limit-size)
		}
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

// nextLevel counts the children of the positions of level, and returns
// them while there are no more than room of them.
func nextLevel(level []game.Position, room int64) (int64, []game.Position) {
	next := []game.Position{}
	var buf []game.Move
	count := int64(0)
	for _, q := range level {
		if q.Over() {
			continue
		}
		buf = q.AppendMoves(buf[:0])
		count += int64(len(buf))
		if count <= room {
			for _, m := range buf {
				next = append(next, q.Play(m))
			}
		}
	}
	return count, next
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
