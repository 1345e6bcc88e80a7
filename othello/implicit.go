package othello

import (
	"cmp"
	"slices"
	"sort"
)

// State is a node of an implicit Othello tree: a position and the move that
// led to it (NoSquare at the root).
type State struct {
	Pos  Position
	Move Square
}

// Implicit is the tree of Othello states below a position, never stored:
// the search walks it through Children and Evaluate (what package minimax
// asks of a tree), so its size is bounded by time, not memory. It works on
// the positions themselves, allocating nothing a node: the players' and
// compare's searches of Othello walk it. Values are from the point of view
// of the side to move at the root; a finished game scores WinScore plus its
// margin (FinalScore).
type Implicit struct {
	// Root is the root state.
	Root State
	// Eval scores positions where the game goes on.
	Eval Evaluator

	moves  []Square
	scored []scoredState
}

// scoredState is a child and its evaluation, for OrderEval.
type scoredState struct {
	s State
	v float64
}

// NewImplicit returns the implicit tree below p, scored by eval.
func NewImplicit(p Position, eval Evaluator) *Implicit {
	return &Implicit{Root: State{Pos: p, Move: NoSquare}, Eval: eval}
}

// Children appends the children of s to dst in square order (a1, b1, ...):
// one per legal move, the pass alone when the side to move must pass, none
// when the game is over.
func (g *Implicit) Children(s State, dst []State) []State {
	g.moves = s.Pos.AppendMoves(g.moves[:0])
	for _, m := range g.moves {
		dst = append(dst, State{Pos: s.Pos.Apply(m), Move: m})
	}
	return dst
}

// Evaluate scores s from the root player's view: the final score of a
// finished game, else the evaluation.
func (g *Implicit) Evaluate(s State) float64 {
	side := g.Root.Pos.ToMove()
	if s.Pos.GameOver() {
		return FinalScore(s.Pos, side)
	}
	return g.Eval.Evaluate(s.Pos, side)
}

// Key returns the key of s's position, for transposition tables.
func (g *Implicit) Key(s State) Key { return s.Pos.Key() }

// OrderStatic sorts children by move class (see StaticRank); its
// signature is that of the Order option of package minimax.
func (g *Implicit) OrderStatic(parent State, ply int, max bool, children []State) {
	n := parent.Pos.Size()
	sort.SliceStable(children, func(i, j int) bool {
		return StaticRank(children[i].Move, n) < StaticRank(children[j].Move, n)
	})
}

// OrderEval sorts children by their evaluation, best first for the side to
// move at parent (stably: equals keep their order), each evaluated once,
// in a buffer the tree keeps; its signature is that of the Order option
// of package minimax.
func (g *Implicit) OrderEval(parent State, ply int, max bool, children []State) {
	g.scored = g.scored[:0]
	for _, c := range children {
		g.scored = append(g.scored, scoredState{c, g.Evaluate(c)})
	}
	slices.SortStableFunc(g.scored, func(a, b scoredState) int {
		if max {
			return cmp.Compare(b.v, a.v)
		}
		return cmp.Compare(a.v, b.v)
	})
	for i, c := range g.scored {
		children[i] = c.s
	}
}
