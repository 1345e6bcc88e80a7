package tree

import (
	"sort"

	"gametree/game"
	"gametree/minimax"
)

// NewGame returns the tree of depth plies from p, a position of any game
// of package game, from the point of view of the player to move at p
// (MAX): a finished game scores its final value (game.Position.Final: +1,
// 0, -1, or Othello's margin past a win's score), a leaf where the game
// goes on the game's evaluation. Only the root exists at first: nodes are
// built as Children asks for them, so a pruning search builds only what it
// visits; ExpandAll builds the rest. A node is a leaf at the depth limit or
// when its game is over; a player who must pass (Othello) has one child,
// the pass. A game whose positions list their children themselves
// (game.Brancher: Othello's bitboards) is built through them, making no
// Position a node.
func NewGame(p game.Position, depth int, maxNodes int) *Tree {
	t := &Tree{
		Kind:     Game,
		RootMax:  true,
		Root:     p,
		Depth:    depth,
		MaxNodes: maxNodes,
	}
	t.brancher, _ = p.(game.Brancher)
	if game.HasChance(p.Game()) {
		// Chance nodes (Pig's die): who moves is each position's to say,
		// since a throw of the die leaves the turn where it is.
		t.brancher = nil
		t.gameChance = true
		t.maxNode = []bool{true}
		if game.IsChance(p) {
			t.setChance(0)
		}
	}
	t.Nodes = append(t.Nodes, Node{Parent: -1, First: -1, Count: -1, Move: game.NoMove})
	nd := &t.Nodes[0]
	nd.Terminal = p.Over()
	nd.Value = game.Outcome(p, p.ToMove())
	t.settle(0)
	return t
}

// settle makes node n a leaf when its game is over or it is at the depth
// limit.
func (t *Tree) settle(n int32) {
	if nd := &t.Nodes[n]; nd.Terminal || int(nd.Depth) >= t.Depth {
		nd.Count, nd.First = 0, 0
	}
}

// expand builds the children of node n.
func (t *Tree) expand(n int32) {
	t.expands++
	if t.Stop != nil && t.expands&1023 == 0 && t.err == nil && t.Stop() {
		t.err = ErrStopped
	}
	if t.Kind != Game || t.err != nil {
		t.Nodes[n].Count, t.Nodes[n].First = 0, 0
		return
	}
	me := t.Root.ToMove()
	if t.brancher != nil {
		t.moveBuf = t.appendPath(t.moveBuf[:0], n)
		t.kidBuf = t.brancher.Branch(t.moveBuf, me, t.kidBuf[:0])
	} else {
		p := t.Position(n)
		t.moveBuf = p.AppendMoves(t.moveBuf[:0])
		t.kidBuf = t.kidBuf[:0]
		for _, m := range t.moveBuf {
			q := p.Play(m)
			t.kidBuf = append(t.kidBuf, game.Child{Move: m, Value: game.Outcome(q, me), Over: q.Over()})
		}
		if t.gameChance && !(t.MaxNodes > 0 && len(t.Nodes)+len(t.kidBuf) > t.MaxNodes) {
			t.chanceKids(n, p, me)
		}
	}
	kids := t.kidBuf
	if t.MaxNodes > 0 && len(t.Nodes)+len(kids) > t.MaxNodes {
		t.err = t.errOver()
		t.Nodes[n].Count, t.Nodes[n].First = 0, 0
		return
	}
	first := int32(len(t.Nodes))
	depth := t.Nodes[n].Depth + 1
	for _, c := range kids {
		t.Nodes = append(t.Nodes, Node{Parent: n, First: -1, Count: -1, Depth: depth, Move: c.Move, Terminal: c.Over, Value: c.Value})
		t.settle(int32(len(t.Nodes) - 1))
	}
	t.Nodes[n].First, t.Nodes[n].Count = first, int32(len(kids))
}

// chanceKids records, for the children of node n (position p) about to
// be numbered from len(t.Nodes), who moves at each, which are chance
// nodes, and their probabilities where p is one.
func (t *Tree) chanceKids(n int32, p game.Position, me game.Player) {
	first := int32(len(t.Nodes))
	for k, m := range t.moveBuf {
		c := first + int32(k)
		q := p.Play(m)
		t.maxNode = append(t.maxNode, q.ToMove() == me)
		if game.IsChance(q) && !q.Over() {
			t.setChance(c)
		}
		if game.IsChance(p) {
			t.prob[c], t.probText[c] = game.Probability(p, m)
		}
	}
}

// setChance marks node n a chance node.
func (t *Tree) setChance(n int32) {
	if t.chance == nil {
		t.chance = map[int32]bool{}
		t.prob = map[int32]float64{}
		t.probText = map[int32]string{}
	}
	t.chance[n] = true
}

// State is a node of an implicit game tree: a position and the move that
// led to it (game.NoMove at the root).
type State struct {
	Pos  game.Position
	Move game.Move
	// Prob is the probability of the move, where chance made it (Pig's
	// die); 0 otherwise.
	Prob float64
}

// Implicit is the tree of a game's positions below a root, never stored:
// the search walks it through Children and Evaluate (the game interface of
// package minimax), so its size is bounded by time, not memory. Values are
// from the point of view of the player to move at the root, a finished
// game scoring its final value. Searches goes through it for every game
// but those that search on their own representation (game.Searcher:
// Othello's bitboards).
type Implicit struct {
	// Root is the root state.
	Root  State
	moves []game.Move
}

// NewImplicit returns the implicit tree below p.
func NewImplicit(p game.Position) *Implicit {
	return &Implicit{Root: State{Pos: p, Move: game.NoMove}}
}

// Children appends the children of s to dst in the game's order.
func (g *Implicit) Children(s State, dst []State) []State {
	g.moves = s.Pos.AppendMoves(g.moves[:0])
	chance := game.IsChance(s.Pos)
	for _, m := range g.moves {
		c := State{Pos: s.Pos.Play(m), Move: m}
		if chance {
			c.Prob, _ = game.Probability(s.Pos, m)
		}
		dst = append(dst, c)
	}
	return dst
}

// IsChance reports whether chance moves at s (Pig's die): the searches
// of expectiminimax weigh its children by their probabilities.
func (g *Implicit) IsChance(s State) bool { return game.IsChance(s.Pos) && !s.Pos.Over() }

// Probability returns the probability of the move that led to s, a
// child of a chance node.
func (g *Implicit) Probability(s State) float64 { return s.Prob }

// IsMax reports whether the player to move at the root moves at s.
func (g *Implicit) IsMax(s State) bool { return s.Pos.ToMove() == g.Root.Pos.ToMove() }

// Evaluate scores s from the root player's view: a finished game's final
// value, else the game's evaluation.
func (g *Implicit) Evaluate(s State) float64 {
	return game.Outcome(s.Pos, g.Root.Pos.ToMove())
}

// Key returns s's board string, which tells positions apart for
// transposition tables.
func (g *Implicit) Key(s State) string { return s.Pos.String() }

// Move returns the move that led to s.
func (g *Implicit) Move(s State) game.Move { return s.Move }

// Searches runs searches to depth on the implicit tree below p, one after
// the other, handing each result to each, which says whether to go on:
// on the game's own representation where it has one (game.Searcher), else
// through the interface (Implicit). The values, best moves and counts are
// the same either way.
func Searches(p game.Position, depth int, searches []game.Search, each func(i int, r game.SearchResult) bool) {
	if s, ok := p.(game.Searcher); ok {
		s.Searches(depth, searches, each)
		return
	}
	im := NewImplicit(p)
	game.RunSearches[State, string](im, im.Root, depth, searches, each)
}

// Search runs one search to s.Depth on the implicit tree below p (see
// Searches).
func Search(p game.Position, s game.Search) game.SearchResult {
	var out game.SearchResult
	Searches(p, s.Depth, []game.Search{s}, func(_ int, r game.SearchResult) bool { out = r; return false })
	return out
}

// Order returns the function that sorts children in ordering o to depth
// (nil for minimax.Natural); minimax.Static sorts by the game's classes of moves
// (game.Ranker), and leaves the order of a game without them.
func (g *Implicit) Order(o minimax.Ordering, depth int, stop func() bool) func(parent State, ply int, max bool, children []State) {
	switch o {
	case minimax.Static:
		if _, ok := g.Root.Pos.(game.Ranker); !ok {
			return nil
		}
		return func(parent State, ply int, max bool, children []State) {
			r := parent.Pos.(game.Ranker)
			sort.SliceStable(children, func(i, j int) bool {
				return r.StaticRank(children[i].Move) < r.StaticRank(children[j].Move)
			})
		}
	case minimax.Eval:
		return func(parent State, ply int, max bool, children []State) {
			orderStates(children, g.Evaluate, max)
		}
	case minimax.Perfect:
		return minimax.PerfectOrder(g.Root, g.Children, g.Evaluate, g.Key, depth, stop)
	}
	return nil
}

// orderStates sorts states by value, best first for the side to move:
// descending when max, ascending otherwise; ties keep their order. Each
// state is valued once.
func orderStates[S any](states []S, value func(S) float64, max bool) {
	type scored struct {
		s S
		v float64
	}
	buf := make([]scored, len(states))
	for i, c := range states {
		buf[i] = scored{c, value(c)}
	}
	sort.SliceStable(buf, func(i, j int) bool {
		if max {
			return buf[i].v > buf[j].v
		}
		return buf[i].v < buf[j].v
	})
	for i := range buf {
		states[i] = buf[i].s
	}
}
