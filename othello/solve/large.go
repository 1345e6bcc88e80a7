package solve

import (
	"context"
	"time"

	"gametree/othello"
)

// solveLarge solves a board larger than 8x8 through othello.Position:
// every root move exactly, alpha-beta below with the moves ordered by the
// opponent's replies.
func solveLarge(ctx context.Context, p othello.Position, opt Options, start time.Time) (*Result, error) {
	l := &large{ctx: ctx}
	res := &Result{Empties: p.Empties(), Best: othello.NoSquare}
	moves := p.MoveList()
	if len(moves) == 0 {
		moves = []othello.Square{othello.Pass}
	}
	best := -1 << 30
	for _, m := range moves {
		v := -l.search(p.Apply(m), -1<<30, 1<<30)
		if l.err != nil {
			res.Partial, res.Nodes, res.Elapsed = true, l.nodes, time.Since(start)
			return res, l.err
		}
		res.Moves = append(res.Moves, MoveScore{m, v})
		best = max(best, v)
	}
	res.Score = best
	for _, ms := range res.Moves {
		if ms.Score == best {
			res.BestMoves = append(res.BestMoves, ms.Move)
		}
	}
	res.Best = res.BestMoves[0]
	// The principal variation: a best move at each position.
	q, v := p.Apply(res.Best), -best
	res.PV = []othello.Square{res.Best}
	for !q.GameOver() {
		ms := q.MoveList()
		if len(ms) == 0 {
			ms = []othello.Square{othello.Pass}
		}
		for _, m := range ms {
			if -l.search(q.Apply(m), -1<<30, 1<<30) == v {
				res.PV = append(res.PV, m)
				q, v = q.Apply(m), -v
				break
			}
		}
	}
	sortMoves(res.Moves)
	if !opt.All {
		res.Moves = nil
	}
	res.Nodes, res.Elapsed = l.nodes, time.Since(start)
	return res, nil
}

// large is the search of solveLarge.
type large struct {
	ctx   context.Context
	nodes uint64
	err   error
}

// search returns the score of p for the side to move.
func (l *large) search(p othello.Position, alpha, beta int) int {
	l.nodes++
	if l.nodes&(1<<14-1) == 0 && l.ctx.Err() != nil {
		l.err = l.ctx.Err()
	}
	if l.err != nil {
		return 0
	}
	if p.GameOver() {
		return margin(blackLead(p), p.ToMove(), p.Empties())
	}
	moves := p.MoveList()
	if len(moves) == 0 {
		return -l.search(p.Apply(othello.Pass), -beta, -alpha)
	}
	best := -1 << 30
	for _, m := range moves {
		v := -l.search(p.Apply(m), -beta, -max(alpha, best))
		if v > best {
			best = v
			if v >= beta {
				break
			}
		}
	}
	return best
}

// sortMoves sorts moves best first, then by square.
func sortMoves(ms []MoveScore) {
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && (ms[j].Score > ms[j-1].Score || ms[j].Score == ms[j-1].Score && ms[j].Move < ms[j-1].Move); j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}

// blackLead returns Black's discs minus White's.
func blackLead(p othello.Position) int { return p.Count(othello.Black) - p.Count(othello.White) }
