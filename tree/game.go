package tree

import (
	"gametree/game"
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
		t.maxNode = []bool{game.IsChance(p) || p.ToMove() == t.side()}
		if game.IsChance(p) {
			t.setChance(0)
		}
	}
	t.Nodes = append(t.Nodes, Node{Parent: -1, First: -1, Count: -1, Move: game.NoMove})
	if k := game.Players(p.Game()); k > 2 {
		// A game of several players: its leaves hold utility vectors,
		// the players in turn from the root's.
		t.players, t.rootMover = k, int(p.ToMove())
	}
	nd := &t.Nodes[0]
	nd.Terminal = p.Over()
	nd.Value = game.Outcome(p, p.ToMove())
	t.settle(0)
	return t
}

// side is the player whose nodes are MAX's and whose values the tree
// holds: the root's mover, but in a game of hidden information (Kuhn
// poker) the first player, whose chips every value counts, so that a
// subtree where the second moves first (JQ p) is drawn with the right
// player at each node.
func (t *Tree) side() game.Player {
	if _, ok := t.Root.(game.Informed); ok {
		return game.X
	}
	return t.Root.ToMove()
}

// settle makes node n a leaf when its game is over or it is at the depth
// limit, unless it is not quiet there and the quiescence search goes on
// past the limit (Quiescence): Children then makes its noisy moves and its
// stand pat.
func (t *Tree) settle(n int32) {
	if nd := &t.Nodes[n]; nd.Terminal || int(nd.Depth) >= t.Depth {
		if !nd.Terminal && nd.Move != StandPat && int(nd.Depth) < t.Depth+t.Quiescence && t.noisy(n) {
			return
		}
		nd.Count, nd.First = 0, 0
		if t.players > 0 {
			t.gameUtility(n)
		}
	}
}

// gameUtility gives leaf n of a game of several players its utilities: a
// finished game's, else the game's value of the position (its
// evaluation, a vector too); its value is the root's player's.
func (t *Tree) gameUtility(n int32) {
	p, ok := t.Position(n).(game.Utilitarian)
	if !ok {
		return
	}
	u := p.EvaluateVector()
	if t.Nodes[n].Terminal {
		u = p.Utilities()
	}
	t.addUtility(n, u)
	t.Nodes[n].Value = u[t.rootMover]
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
	me := t.side()
	if int(t.Nodes[n].Depth) >= t.Depth {
		t.expandNoisy(n, me)
		return
	}
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

// StandPat is the move of a quiescence node's first child: the player to
// move stands pat, takes the position's own value rather than a noisy
// move (a leaf of the parent's value).
const StandPat game.Move = -3

// noisy reports whether node n's position is not quiet (game.Quieter),
// and remembers why.
func (t *Tree) noisy(n int32) bool {
	q, ok := t.Position(n).(game.Quieter)
	if !ok {
		return false
	}
	moves, why := q.NoisyMoves(nil)
	if len(moves) == 0 {
		return false
	}
	if t.why == nil {
		t.why = map[int32]string{}
	}
	t.why[n] = why
	return true
}

// expandNoisy builds the children of node n past the depth limit, not
// quiet: its stand pat first (a leaf of n's own value), then its noisy
// moves, each settled in turn.
func (t *Tree) expandNoisy(n int32, me game.Player) {
	p := t.Position(n)
	moves, _ := p.(game.Quieter).NoisyMoves(nil)
	if t.MaxNodes > 0 && len(t.Nodes)+len(moves)+1 > t.MaxNodes {
		t.err = t.errOver()
		t.Nodes[n].Count, t.Nodes[n].First = 0, 0
		return
	}
	first := int32(len(t.Nodes))
	depth := t.Nodes[n].Depth + 1
	t.Nodes = append(t.Nodes, Node{Parent: n, Depth: depth, Move: StandPat, Value: t.Nodes[n].Value})
	for _, m := range moves {
		q := p.Play(m)
		t.Nodes = append(t.Nodes, Node{Parent: n, First: -1, Count: -1, Depth: depth, Move: m, Terminal: q.Over(), Value: game.Outcome(q, me)})
		t.settle(int32(len(t.Nodes) - 1))
	}
	t.Nodes[n].First, t.Nodes[n].Count = first, int32(len(moves)+1)
}

// NotQuiet says why node n, at the depth limit, is not quiet ("a corner
// is open"), "" for a quiet node or one within the limit.
func (t *Tree) NotQuiet(n int32) string { return t.why[n] }

// PastCutoff is how many plies past the depth limit node n lies (a
// quiescence node), 0 within it.
func (t *Tree) PastCutoff(n int32) int {
	if t.Kind != Game {
		return int(t.pastPly[n])
	}
	return max(0, int(t.Nodes[n].Depth)-t.Depth)
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
