package pig

import (
	"context"
	"gametree/game"
	"math"
	"slices"
	"sync"
	"time"

	"gametree/internal/rescue"
)

// PigSolution is Pig solved by value iteration (Neller and Presser,
// 2004): for every position, the chance that the player whose turn it is
// wins with perfect play on both sides, and whether to roll or hold.
type PigSolution struct {
	// Goal is the goal solved for.
	Goal int
	// Iterations counts the sweeps of value iteration, over all parts.
	Iterations int
	p          []float64 // the chance of winning of (i, j, k) at index(i, j, k)
	roll       []bool    // whether rolling is best at (i, j, k)
	off        []int     // off[i] is where player's score i starts
}

// PigEpsilon is where value iteration stops: when no chance of winning
// changed by more than it in a sweep.
const PigEpsilon = 1e-12

// index is where (i, j, k) is kept: i the score of the player whose turn
// it is, j the other's, k the turn's total (i+k < goal).
func (s *PigSolution) index(i, j, k int) int { return s.off[i] + j*(s.Goal-i) + k }

// Win returns the chance of winning, with perfect play on both sides, of
// the player whose turn it is with score i against j and the turn's total
// k: 1 when i+k reaches the goal.
func (s *PigSolution) Win(i, j, k int) float64 {
	if i+k >= s.Goal {
		return 1
	}
	if j >= s.Goal {
		return 0
	}
	return s.p[s.index(i, j, k)]
}

// Rolls reports whether rolling is best at (i, j, k): the chance of
// winning by rolling is greater than by holding (a turn with nothing in
// it always rolls).
func (s *PigSolution) Rolls(i, j, k int) bool {
	if i+k >= s.Goal || j >= s.Goal {
		return false
	}
	return s.roll[s.index(i, j, k)]
}

// HoldAt returns the least turn's total at which the player with score i
// against j holds, and the totals past it at which the player rolls again
// (the exceptions of the policy's shape: at 41 against 49, roll at 27
// after holding from 22 on); first is the goal's distance, goal-i, when
// the player never holds short of the goal.
func (s *PigSolution) HoldAt(i, j int) (first int, again []int) {
	first = s.Goal - i
	for k := 1; i+k < s.Goal; k++ {
		if !s.Rolls(i, j, k) {
			first = k
			break
		}
	}
	for k := first + 1; i+k < s.Goal; k++ {
		if s.Rolls(i, j, k) {
			again = append(again, k)
		}
	}
	return first, again
}

// SolvePig solves Pig to goal by value iteration. The positions are
// solved by parts of equal sum of the two scores, from the greatest sum
// down (Neller and Presser's partition): a hold leads to a greater sum,
// already solved, a roll to the same part, which is swept until no
// chance changes by more than PigEpsilon. It gives up with ctx.Err()
// when ctx ends.
func SolvePig(ctx context.Context, goal int) (*PigSolution, error) {
	if goal < PigMinGoal || goal > PigMaxGoal {
		return nil, errorf("Pig's goal %d: want a whole number from %d to %d", goal, PigMinGoal, PigMaxGoal)
	}
	s := &PigSolution{Goal: goal, off: make([]int, goal+1)}
	for i := 0; i < goal; i++ {
		s.off[i+1] = s.off[i] + goal*(goal-i)
	}
	s.p = make([]float64, s.off[goal])
	s.roll = make([]bool, s.off[goal])
	for sum := 2*goal - 2; sum >= 0; sum-- {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		lo, hi := max(0, sum-goal+1), min(sum, goal-1)
		for {
			s.Iterations++
			delta := 0.0
			for i := lo; i <= hi; i++ {
				j := sum - i
				for k := goal - i - 1; k >= 0; k-- {
					v, roll := s.bellman(i, j, k)
					at := s.index(i, j, k)
					delta = math.Max(delta, math.Abs(v-s.p[at]))
					s.p[at], s.roll[at] = v, roll
				}
			}
			if delta <= PigEpsilon {
				break
			}
		}
	}
	return s, nil
}

// bellman returns the chance of winning at (i, j, k) by the better of
// rolling and holding, from the chances known so far, and whether rolling
// is the better.
func (s *PigSolution) bellman(i, j, k int) (float64, bool) {
	roll := 1 - s.Win(j, i, 0)
	for r := 2; r <= 6; r++ {
		roll += s.Win(i, j, k+r)
	}
	roll /= 6
	if k == 0 {
		return roll, true
	}
	hold := 1 - s.Win(j, i+k, 0)
	if roll > hold {
		return roll, true
	}
	return hold, false
}

// pigSolutions keeps the last goals solved, for the perfect player and
// hints: solving goal 100 takes about a second, goal 200 several. A goal
// is solved once, in the background: a request that stops waiting (a
// server's timeout) leaves the solve going, and the next request finds it
// done.
var pigSolutions struct {
	sync.Mutex
	byGoal map[int]*pigSolve
	order  []int
}

// pigSolve is the solve of one goal: done once it has its solution or its
// error.
type pigSolve struct {
	done chan struct{}
	s    *PigSolution
	err  error
}

// pigSolveLimit bounds a solve in the background: goal 200 takes several
// seconds.
const pigSolveLimit = 2 * time.Minute

// SolvedPig returns Pig solved to goal, solving it in the background at
// the first call (the last four goals are kept); it waits for the solve
// as long as ctx lets it. When four solves are in the air it solves in
// the foreground, keeping nothing.
func SolvedPig(ctx context.Context, goal int) (*PigSolution, error) {
	f, ok := pigSolveOf(ctx, goal)
	if !ok {
		return SolvePig(ctx, goal)
	}
	select {
	case <-f.done:
		return f.s, f.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// pigSolveOf returns the solve of goal, starting it when none is kept (or
// the one kept failed); ok is false when four solves are in the air.
func pigSolveOf(ctx context.Context, goal int) (*pigSolve, bool) {
	ps := &pigSolutions
	ps.Lock()
	defer ps.Unlock()
	if f, ok := ps.byGoal[goal]; ok && !failed(f) {
		return f, true
	}
	if ps.byGoal == nil {
		ps.byGoal = map[int]*pigSolve{}
	}
	delete(ps.byGoal, goal)
	ps.order = slices.DeleteFunc(ps.order, func(g int) bool { return g == goal })
	if len(ps.order) == 4 {
		k := slices.IndexFunc(ps.order, func(g int) bool { return finished(ps.byGoal[g]) })
		if k < 0 {
			return nil, false
		}
		delete(ps.byGoal, ps.order[k])
		ps.order = slices.Delete(ps.order, k, k+1)
	}
	f := &pigSolve{done: make(chan struct{})}
	ps.byGoal[goal] = f
	ps.order = append(ps.order, goal)
	go func() {
		defer close(f.done)
		defer rescue.Catch(&f.err)
		bg, cancel := context.WithTimeout(context.WithoutCancel(ctx), pigSolveLimit)
		defer cancel()
		f.s, f.err = SolvePig(bg, goal)
	}()
	return f, true
}

// finished reports whether the solve f is done.
func finished(f *pigSolve) bool {
	select {
	case <-f.done:
		return true
	default:
		return false
	}
}

// failed reports whether the solve f is done without its solution.
func failed(f *pigSolve) bool { return finished(f) && f.err != nil }

// PerfectMove returns the move of perfect play here (Neller and
// Presser's policy: roll or hold as the chance of winning says), and the
// chance of winning of the player whose turn it is, with perfect play on
// both sides.
func (p PigPos) PerfectMove(ctx context.Context) (game.Move, float64, error) {
	s, err := SolvedPig(ctx, int(p.goal))
	if err != nil {
		return game.NoMove, 0, err
	}
	i, j, k := int(p.score[p.side]), int(p.score[p.side.Other()]), int(p.turn)
	if s.Rolls(i, j, k) {
		return PigRoll, s.Win(i, j, k), nil
	}
	return PigHold, s.Win(i, j, k), nil
}

// SolvePolicy solves Pig to its goal (SolvedPig) and returns its policy.
func (g Pig) SolvePolicy(ctx context.Context) (*game.Policy, error) {
	s, err := SolvedPig(ctx, g.Goal)
	if err != nil {
		return nil, err
	}
	pol := &game.Policy{Goal: g.Goal, Sweeps: s.Iterations, HoldAt: make([][]int, g.Goal), Again: make([][][]int, g.Goal)}
	for i := 0; i < g.Goal; i++ {
		pol.HoldAt[i], pol.Again[i] = make([]int, g.Goal), make([][]int, g.Goal)
		for j := 0; j < g.Goal; j++ {
			pol.HoldAt[i][j], pol.Again[i][j] = s.HoldAt(i, j)
		}
	}
	pol.WinOf = func(p game.Position) (float64, game.Move) {
		q := p.(PigPos)
		i, j, k := int(q.score[q.side]), int(q.score[q.side.Other()]), int(q.turn)
		switch {
		case q.Over():
			return q.Utility(q.side)/2 + 0.5, game.NoMove
		case q.rolling:
			// The chance of the roll: the faces' average.
			return s.rollChance(i, j, k), game.NoMove
		case s.Rolls(i, j, k):
			return s.Win(i, j, k), PigRoll
		}
		return s.Win(i, j, k), PigHold
	}
	return pol, nil
}

// rollChance is the chance of winning of rolling at (i, j, k), whether
// or not rolling is best.
func (s *PigSolution) rollChance(i, j, k int) float64 {
	roll := 1 - s.Win(j, i, 0)
	for r := 2; r <= 6; r++ {
		roll += s.Win(i, j, k+r)
	}
	return roll / 6
}
