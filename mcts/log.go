package mcts

// Phase is one of the four phases of an iteration.
type Phase uint8

// The phases, in the order of an iteration: as many selections as levels
// descended, then one expansion (none when the selection ends on a leaf
// or a proven node), one simulation and one backpropagation.
const (
	Selection Phase = iota
	Expansion
	Simulation
	Backpropagation
)

// String returns "select", "expand", "simulate" or "backpropagate".
func (p Phase) String() string {
	return [...]string{"select", "expand", "simulate", "backpropagate"}[p]
}

// Event is one phase of one iteration, as Log records it.
type Event struct {
	Phase     Phase
	Iteration int
	// Node is the node of the phase: where a selection chooses, the node
	// an expansion adds, where a simulation starts, the last node of a
	// backpropagation's path.
	Node int32
	// Parent is the node an expansion adds a child to.
	Parent int32
	// Chosen and Candidates are a selection's.
	Chosen     int32
	Candidates []Candidate
	// Moves are a simulation's; Reward is a simulation's and a
	// backpropagation's, for MAX.
	Moves  []string
	Reward float64
	// Path is a backpropagation's, from the root.
	Path []int32
	// Rewards are, in a game of several players, a simulation's and a
	// backpropagation's rewards, one a player (Reward is then the root's
	// player's); Credits a backpropagation's, the reward each node of
	// Path adds to its wins (the player's who moved into it). Nil for two
	// players.
	Rewards, Credits []float64
	// Guided marks, under PUCT, a simulation that is the network's
	// evaluation of Node: Reward its value for MAX, Kids its children in
	// the tree's order and Priors their priors (none for a leaf, which is
	// worth its own reward).
	Guided bool
	Kids   []int32
	Priors []float64
}

// Log is an Observer that records every phase, to step through a search
// forward and back.
type Log struct {
	Events    []Event
	iteration int
	// rewards and credits are the last ones heard (SeveralObserver), for
	// the next simulation and backpropagation; several says a game of
	// several players.
	rewards, credits []float64
	several          bool
	// guided says a search of PUCT; kids and priors are the last
	// evaluation's, for the next Simulate.
	guided bool
	kids   []int32
	priors []float64
}

// Guided records the network's evaluation of n, for the next Simulate.
func (l *Log) Guided(n int32, kids []int32, priors []float64, value float64) {
	l.guided = true
	l.kids, l.priors = append([]int32(nil), kids...), append([]float64(nil), priors...)
}

// Guide makes the log a search of PUCT's even before its first
// evaluation (a log of a search whose root is a leaf).
func (l *Log) Guide() { l.guided = true }

// Rewards records a simulation's rewards, one a player, for the next
// Simulate and Backpropagate.
func (l *Log) Rewards(rewards []float64) {
	l.rewards, l.several = append([]float64(nil), rewards...), true
}

// Credits records what each node of the next backpropagation's path adds
// to its wins.
func (l *Log) Credits(credits []float64) { l.credits = append([]float64(nil), credits...) }

// Iteration starts iteration k.
func (l *Log) Iteration(k int) { l.iteration = k }

// Select records a selection.
func (l *Log) Select(at int32, candidates []Candidate, chosen int32) {
	l.Events = append(l.Events, Event{Phase: Selection, Iteration: l.iteration, Node: at, Chosen: chosen,
		Candidates: append([]Candidate(nil), candidates...)})
}

// Expand records an expansion.
func (l *Log) Expand(at, child int32) {
	l.Events = append(l.Events, Event{Phase: Expansion, Iteration: l.iteration, Node: child, Parent: at})
}

// Simulate records a simulation.
func (l *Log) Simulate(from int32, moves []string, reward float64) {
	l.Events = append(l.Events, Event{Phase: Simulation, Iteration: l.iteration, Node: from, Moves: append([]string(nil), moves...), Reward: reward, Rewards: l.rewards,
		Guided: l.kids != nil, Kids: l.kids, Priors: l.priors})
	l.kids, l.priors = nil, nil
}

// Backpropagate records a backpropagation.
func (l *Log) Backpropagate(path []int32, reward float64) {
	l.Events = append(l.Events, Event{Phase: Backpropagation, Iteration: l.iteration, Node: path[len(path)-1],
		Path: append([]int32(nil), path...), Reward: reward, Rewards: l.rewards, Credits: l.credits})
	l.rewards, l.credits = nil, nil
}

// Replay returns the counts after the first k events, as Search had them:
// the visits and wins the backpropagations among them added, and the
// nodes their expansions added (Added); maxMoves says whether MAX moves
// at each node (Result.MaxMoves).
func (l *Log) Replay(k int, maxMoves []bool) *Result {
	r := l.Start(maxMoves)
	for i := range l.Events[:k] {
		l.Apply(i, r)
	}
	return r
}

// Start returns the counts before the first event (Replay of none), MAX
// moving at each node as maxMoves says.
func (l *Log) Start(maxMoves []bool) *Result {
	r := newResult(false)
	if l.several {
		r.root = []float64{} // each node's rewards for the root's player
	}
	if l.guided {
		r.prior, r.guess = []float64{}, []float64{}
	}
	for _, m := range maxMoves {
		r.add(m)
	}
	if r.Len() > 0 {
		r.added[0] = 1
	}
	return r
}

// Apply adds event i (from 0) to r, the counts after the events before
// it: Replay, an event at a time.
func (l *Log) Apply(i int, r *Result) {
	e := l.Events[i]
	r.Iterations = e.Iteration
	switch e.Phase {
	case Expansion:
		r.added[e.Node] = int32(e.Iteration)
	case Simulation:
		if e.Guided {
			r.guess[e.Node] = e.Reward
			for j, c := range e.Kids {
				r.prior[c] = e.Priors[j]
			}
		}
	case Backpropagation:
		if e.Credits != nil {
			for i, n := range e.Path {
				r.visits[n]++
				r.wins[n] += e.Credits[i]
				r.root[n] += e.Reward
			}
			return
		}
		for _, n := range e.Path {
			r.visits[n]++
			if r.MaxMoves[n] {
				r.wins[n] += 1 - e.Reward
			} else {
				r.wins[n] += e.Reward
			}
		}
	}
}

// Renumber gives each node n of the events the number to[n], as the
// game's tree renumbered its nodes (Result.Renumber).
func (l *Log) Renumber(to []int32) {
	for i := range l.Events {
		e := &l.Events[i]
		e.Node = to[e.Node]
		if e.Phase == Expansion {
			e.Parent = to[e.Parent]
		}
		if e.Phase == Selection {
			e.Chosen = to[e.Chosen]
			for j := range e.Candidates {
				e.Candidates[j].Node = to[e.Candidates[j].Node]
			}
		}
		for j := range e.Path {
			e.Path[j] = to[e.Path[j]]
		}
		for j := range e.Kids {
			e.Kids[j] = to[e.Kids[j]]
		}
	}
}

// First returns the first event of iteration it (its index from 0), or
// -1 when the log holds no such iteration.
func (l *Log) First(it int) int {
	lo, hi := 0, len(l.Events)
	for lo < hi {
		m := (lo + hi) / 2
		if l.Events[m].Iteration < it {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(l.Events) && l.Events[lo].Iteration == it {
		return lo
	}
	return -1
}
