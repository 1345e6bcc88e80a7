// Package mcts is Monte Carlo tree search as AIMA (4th edition, section
// 5.4, Figure 5.10) teaches it: UCT, each iteration a selection down the
// tree by the UCB1 score, an expansion by one new node, a simulation (a
// playout to the end of the game, not added to the tree) and a
// backpropagation of its result up the path; and, as an option, the
// MCTS-Solver of Winands, Bjornsson and Saito (2008), which proves wins
// and losses where the tree reaches the end, with the bounds of
// Cazenave and Saffidine's score-bounded MCTS (2010) so that a draw is
// proven too; and, given a Guide (a network), PUCT, the search of AlphaGo
// Zero and AlphaZero (puct.go). It knows nothing of any game: a Game gives
// a node's children, who moves there, a leaf's reward and a playout.
//
// Rewards are from MAX's view, in [0, 1]: a win 1, a draw 1/2, a loss 0
// (a textbook tree's leaves scaled from its smallest to its largest).
// Each node counts its visits and its wins for the player who moved into
// it (the player to move at its parent), as AIMA's Figure 5.10 writes
// them; its value for MAX is the mean reward from MAX's view.
package mcts

import (
	"math"
	"math/rand/v2"

	"gametree/internal/fault"
	"gametree/internal/permute"
)

func errorf(format string, args ...any) error { return fault.New("mcts", format, args...) }

// Game is a tree to search: node 0 is the root; a node's children are
// made on first use, one at a time or with their siblings, as the game
// keeps them.
type Game interface {
	// ChildCount returns the number of children of n, made or not: none
	// for a leaf (a finished game, a textbook leaf).
	ChildCount(n int32) int
	// Kids appends the children of n made so far to dst, in the tree's
	// order, and returns the extended slice.
	Kids(n int32, dst []int32) []int32
	// Place returns child c's place among its parent's children, from 0
	// in the tree's order.
	Place(c int32) int
	// Make returns the child of n at place i (from 0), made on first use.
	Make(n int32, i int) int32
	// IsMax reports whether MAX moves at n.
	IsMax(n int32) bool
	// Leaf reports whether n is a leaf (a finished game, a textbook
	// leaf), without making its children.
	Leaf(n int32) bool
	// Reward returns the reward of leaf n for MAX, in [0, 1].
	Reward(n int32) float64
	// Playout plays from n to the end of the game by the game's playout
	// policy, with rng, and returns the reward for MAX (a leaf's own, at
	// once); moves, when not nil, hears each move played, in the game's
	// notation.
	Playout(n int32, rng *rand.Rand, moves func(string)) float64
}

// Scorer is a Game whose leaves may have scores of their own (a textbook
// tree's values), not only wins, draws and losses: when Scored, the
// solver bounds each node by the leaves' scores themselves, as
// score-bounded MCTS does (Cazenave and Saffidine 2010), so that a proof
// is a leaf's own score, exactly as the tree writes it, and two leaves
// whose rewards in [0, 1] round to one number are still told apart.
// RewardOf is the reward in [0, 1] a score stands for, for the
// simulations of a proven node; ScoreRange the least and the greatest
// score a leaf has, what a node's bounds are before anything is known of
// it (Cazenave and Saffidine's initial pessimistic and optimistic
// bounds).
type Scorer interface {
	Scored() bool
	Score(n int32) float64
	RewardOf(score float64) float64
	ScoreRange() (lo, hi float64)
}

// Several is a Game of more than two players (a tree of utility
// vectors) when Players is above 0: each player maximizes its own reward.
// Mover says who moves at a node (from 0); Rewards are a leaf's rewards
// and PlayoutRewards a playout's, one a player, each in [0, 1]. A node's
// wins are then the rewards of the player who moved into it, and
// Result.MaxValue the root's player's mean reward.
type Several interface {
	Players() int
	Mover(n int32) int
	Rewards(n int32) []float64
	PlayoutRewards(n int32, rng *rand.Rand, moves func(string)) []float64
}

// Options are the settings of a search.
type Options struct {
	// Iterations is the number of iterations, at least 1.
	Iterations int
	// Exploration is UCT's constant C, sqrt(2) by AIMA's choice.
	Exploration float64
	// Seed seeds the random choices: the same seed, the same search.
	Seed uint64
	// Solver proves values where the tree reaches the end (MCTS-Solver).
	Solver bool
	// Stop, when not nil, is asked every 1024 iterations whether to stop
	// (the search then ends with the iterations run so far).
	Stop func() bool
	// Guide, when not nil, makes the search PUCT (puct.go): the network's
	// priors and values guide it, Exploration is PUCT's constant c, and
	// no playout is played.
	Guide Guide
}

// MaxExploration bounds UCT's exploration constant: past it, a child's
// mean reward (0 to 1) no longer counts beside its exploration term, and
// a larger one overflows a score to infinity.
const MaxExploration = 100

// DefaultExploration is UCT's constant by default, sqrt(2).
var DefaultExploration = math.Sqrt2

// MaxIterations is the most iterations a search may run: each adds a node
// at most.
const MaxIterations = 10_000_000

// Check refuses options that make no search: iterations under 1 or past
// MaxIterations, an exploration constant that is negative, past
// MaxExploration or not a number.
func (o Options) Check() error {
	if o.Iterations < 1 || o.Iterations > MaxIterations {
		return errorf("%d iterations: want 1 to %d", o.Iterations, MaxIterations)
	}
	if math.IsNaN(o.Exploration) || o.Exploration < 0 || o.Exploration > MaxExploration {
		return errorf("exploration constant %g: want a number from 0 to %d (sqrt(2) = 1.414 by default)", o.Exploration, MaxExploration)
	}
	if o.Guide != nil && o.Solver {
		return errorf("the solver proves values by UCT's bounds; PUCT trusts its network's values: leave the solver out")
	}
	return nil
}

// Proof is what the solver proved of a node: its exact reward for MAX
// (0, 1/2 or 1), or nothing yet.
type Proof int8

// The proofs.
const (
	// Unproven: the node's value is not known yet.
	Unproven Proof = iota
	// MaxWins, Draw and MaxLoses: the node's reward for MAX is 1, 1/2, 0
	// with best play from it.
	MaxWins
	Draw
	MaxLoses
)

// String returns "none", "max wins", "draw" or "max loses".
func (p Proof) String() string {
	return [...]string{"none", "max wins", "draw", "max loses"}[p]
}

// proofOf returns the proof of an exact reward for MAX.
func proofOf(r float64) Proof {
	switch {
	case r >= 1:
		return MaxWins
	case r <= 0:
		return MaxLoses
	case r == 0.5:
		return Draw
	}
	return Unproven
}

// Node holds what the search counted at a node.
type Node struct {
	// Visits is the number of iterations through the node.
	Visits int64
	// Wins is the sum of the rewards for the player who moved into the
	// node (the player to move at its parent; at the root, the opponent
	// of the root's player): a win 1, a draw 1/2.
	Wins float64
	// Added is the iteration that added the node to the tree (1 for the
	// root), 0 for a node never visited.
	Added int32
	// Low and High bound the node's reward for MAX with best play, as
	// far as the solver knows (0 and 1 when it knows nothing); equal,
	// the node is proven. In a game of scores (Scorer), they bound its
	// score, a leaf's own (the least and the greatest leaf's when it
	// knows nothing), and Scored is set.
	Low, High float64
	Scored    bool
	// Prior is, under PUCT, the network's prior of the node as its
	// parent's move (0 before its parent was evaluated), and Guess the
	// network's value of the node for MAX when it was evaluated (NaN
	// before, and for a leaf, which is worth its own reward; 0 under
	// UCT).
	Prior, Guess float64
}

// Proof returns what the solver proved of the node: a win, a draw or a
// loss; Unproven for a node of scores (its score is Low).
func (n Node) Proof() Proof {
	if n.Low == n.High && !n.Scored {
		return proofOf(n.Low)
	}
	return Unproven
}

// Result is a finished search: each node's counts, by the game's node
// number (nodes the search never made or never visited have none), kept
// in columns, 17 bytes a node (and 16 more with the solver's bounds).
type Result struct {
	visits []int32
	wins   []float64
	added  []int32
	// low and high are the solver's bounds, nil without it; unknown is
	// what a node's bounds are before anything is known of it (0 to 1,
	// or the leaves' least and greatest score when they are scores:
	// scored).
	low, high []float64
	unknown   [2]float64
	scored    bool
	// root is, in a game of several players, each node's sum of the root
	// player's rewards (nil for two).
	root []float64
	// prior and guess are, under PUCT, each node's prior and the
	// network's value of it (nil under UCT).
	prior, guess []float64
	// Best is the root's child chosen: the most visited, ties to the
	// first in the tree's order; with the solver, a child proven to give
	// the root's proven value when the root is proven. -1 for a leaf root.
	Best int32
	// Iterations is the number of iterations run (fewer than asked when
	// the solver proved the root first).
	Iterations int
	// MaxMoves records, for each node, whether MAX moves there.
	MaxMoves []bool
}

// NodeBytes is what Result keeps a node, without the solver and with it.
const (
	NodeBytes       = 17
	SolverNodeBytes = NodeBytes + 16
)

// newResult returns an empty result, with room for the solver's bounds
// when solver.
func newResult(solver bool) *Result {
	r := &Result{Best: -1, unknown: [2]float64{0, 1}}
	if solver {
		r.low, r.high = []float64{}, []float64{}
	}
	return r
}

// scoring makes r's bounds scores, from lo to hi when nothing is known.
func (r *Result) scoring(lo, hi float64) {
	r.scored, r.unknown = true, [2]float64{lo, hi}
}

// reserve makes room for n nodes in all.
func (r *Result) reserve(n int) {
	r.visits = append(make([]int32, 0, n), r.visits...)
	r.wins = append(make([]float64, 0, n), r.wins...)
	r.added = append(make([]int32, 0, n), r.added...)
	r.MaxMoves = append(make([]bool, 0, n), r.MaxMoves...)
	if r.root != nil {
		r.root = append(make([]float64, 0, n), r.root...)
	}
	if r.prior != nil {
		r.prior = append(make([]float64, 0, n), r.prior...)
		r.guess = append(make([]float64, 0, n), r.guess...)
	}
	if r.low != nil {
		r.low = append(make([]float64, 0, n), r.low...)
		r.high = append(make([]float64, 0, n), r.high...)
	}
}

// Guided reports whether the result is PUCT's, with priors and the
// network's values.
func (r *Result) Guided() bool { return r.prior != nil }

// Len returns the number of nodes the result counts.
func (r *Result) Len() int { return len(r.visits) }

// add makes room for one more node, MAX moving there when maxMoves.
func (r *Result) add(maxMoves bool) {
	r.visits = append(r.visits, 0)
	r.wins = append(r.wins, 0)
	r.added = append(r.added, 0)
	r.MaxMoves = append(r.MaxMoves, maxMoves)
	if r.root != nil {
		r.root = append(r.root, 0)
	}
	if r.prior != nil {
		r.prior = append(r.prior, 0)
		r.guess = append(r.guess, math.NaN())
	}
	if r.low != nil {
		r.low = append(r.low, r.unknown[0])
		r.high = append(r.high, r.unknown[1])
	}
}

// At returns node n's counts (zero for a node not made).
func (r *Result) At(n int32) Node {
	if int(n) >= len(r.visits) {
		nd := Node{Low: r.unknown[0], High: r.unknown[1], Scored: r.scored}
		if r.prior != nil {
			nd.Guess = math.NaN()
		}
		return nd
	}
	nd := Node{Visits: int64(r.visits[n]), Wins: r.wins[n], Added: r.added[n], Low: r.unknown[0], High: r.unknown[1], Scored: r.scored}
	if r.low != nil {
		nd.Low, nd.High = r.low[n], r.high[n]
	}
	if r.prior != nil {
		nd.Prior, nd.Guess = r.prior[n], r.guess[n]
	}
	return nd
}

// Renumber gives each node n the number to[n] (every node has one, and
// no two the same), as the game's tree renumbered its nodes.
func (r *Result) Renumber(to []int32) {
	permute.InPlace(r.visits, to)
	permute.InPlace(r.wins, to)
	permute.InPlace(r.added, to)
	permute.InPlace(r.MaxMoves, to)
	if r.root != nil {
		permute.InPlace(r.root, to)
	}
	if r.prior != nil {
		permute.InPlace(r.prior, to)
		permute.InPlace(r.guess, to)
	}
	if r.low != nil {
		permute.InPlace(r.low, to)
		permute.InPlace(r.high, to)
	}
	if r.Best >= 0 {
		r.Best = to[r.Best]
	}
}

// MaxValue returns node n's mean reward for MAX: its wins over its
// visits, from the view of MAX; for a node not visited, its proven
// reward where the solver proved it before a visit (a root whose moves
// all end the game), NaN otherwise.
func (r *Result) MaxValue(n int32) float64 {
	nd := r.At(n)
	if nd.Visits == 0 {
		if r.low == nil || nd.Low != nd.High {
			return math.NaN()
		}
		if lo, hi := r.unknown[0], r.unknown[1]; r.scored {
			// A score as a reward, as the tree's RewardOf makes it.
			if hi == lo {
				return 0.5
			}
			return (nd.Low - lo) / (hi - lo)
		}
		return nd.Low
	}
	if r.root != nil {
		return r.root[n] / float64(nd.Visits) // the root's player's
	}
	v := nd.Wins / float64(nd.Visits)
	if r.moverIsMax(n) {
		return v
	}
	return 1 - v
}

// moverIsMax reports whether MAX moved into node n (MAX moves at its
// parent; for the root, whether MIN moves at it).
func (r *Result) moverIsMax(n int32) bool {
	if int(n) < len(r.MaxMoves) {
		return !r.MaxMoves[n]
	}
	return false
}
