package gamesearch

import (
	"gametree/game"
)

// Informed is the whole tree of a game of hidden information below a
// position (game.Informed: Kuhn poker), each node of a player named by its
// information set, as package cfr solves it: a deal is a chance node, a
// finished hand pays player 0 (X) its utility.
type Informed struct {
	// Pos are the nodes' positions, node 0 the root; Kids each node's
	// children in the order of its moves, Moves the moves to them.
	Pos   []game.Position
	Kids  [][]int32
	Moves []game.Move
	// Sets names the information sets (the game's names, "Kpb"), set of
	// each node of a player (-1 elsewhere).
	Sets []string
	set  []int
	prob []float64
}

// MaxInformedNodes bounds the tree of a game of hidden information that
// is built whole.
const MaxInformedNodes = 1 << 20

// NewInformed builds the tree below p, refusing a game whose positions do
// not name their information sets, and a tree of more than
// MaxInformedNodes nodes.
func NewInformed(p game.Position) (*Informed, error) {
	if _, ok := p.(game.Informed); !ok {
		return nil, errorf("%s is a game where every player sees everything: it has no information sets", p.Game().Title())
	}
	t := &Informed{}
	index := map[string]int{}
	var build func(p game.Position, m game.Move, prob float64) (int32, error)
	build = func(p game.Position, m game.Move, prob float64) (int32, error) {
		n := int32(len(t.Pos))
		if n >= MaxInformedNodes {
			return 0, errorf("the tree of %s has more than %d nodes", p.Game().Title(), MaxInformedNodes)
		}
		t.Pos, t.Moves, t.prob, t.Kids = append(t.Pos, p), append(t.Moves, m), append(t.prob, prob), append(t.Kids, nil)
		t.set = append(t.set, -1)
		if name := p.(game.Informed).InfoSet(); name != "" && !game.IsChance(p) {
			i, ok := index[name]
			if !ok {
				i = len(t.Sets)
				index[name] = i
				t.Sets = append(t.Sets, name)
			}
			t.set[n] = i
		}
		for _, mv := range p.AppendMoves(nil) {
			pr, _ := game.Probability(p, mv)
			c, err := build(p.Play(mv), mv, pr)
			if err != nil {
				return 0, err
			}
			t.Kids[n] = append(t.Kids[n], c)
		}
		return n, nil
	}
	if _, err := build(p, game.NoMove, 1); err != nil {
		return nil, err
	}
	return t, nil
}

// Children appends n's children to dst.
func (t *Informed) Children(n int32, dst []int32) []int32 { return append(dst, t.Kids[n]...) }

// Chance reports whether chance moves at n.
func (t *Informed) Chance(n int32) bool { return game.IsChance(t.Pos[n]) }

// Prob returns the probability of chance's child c.
func (t *Informed) Prob(c int32) float64 { return t.prob[c] }

// Player returns the player to move at n, 0 for X.
func (t *Informed) Player(n int32) int { return int(t.Pos[n].ToMove()) }

// InfoSet returns the information set of a player's node.
func (t *Informed) InfoSet(n int32) int { return t.set[n] }

// InfoSets returns the number of information sets.
func (t *Informed) InfoSets() int { return len(t.Sets) }

// Payoff returns what a finished hand wins X: its stakes (game.Paid),
// else its utility.
func (t *Informed) Payoff(n int32) float64 {
	if p, ok := t.Pos[n].(game.Paid); ok {
		return p.Payoff()
	}
	return t.Pos[n].Utility(game.X)
}
