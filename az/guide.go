package az

import (
	"fmt"
	"math/rand/v2"
	"sync"

	"gametree/game"
	"gametree/tree"
)

// Fits reports why net cannot judge the positions of g: a game that no
// network reads, or a network trained for another game or board.
func Fits(net *Net, g game.Game) error {
	enc, ok := g.(game.Encoder)
	if !ok {
		return errorf("%s has no network: no network reads its positions", g.Title())
	}
	in, acts := enc.Encoding()
	if net.Game != g.Name() || net.Inputs != in || net.Actions != acts {
		return errorf("the network was trained for %s (%d inputs, %d actions), not for this %s (%d inputs, %d actions)", net.Game, net.Inputs, net.Actions, g.Name(), in, acts)
	}
	if _, ok := g.Start().(game.Encoded); !ok {
		return errorf("%s's positions cannot be read by a network", g.Title())
	}
	return nil
}

// Shipped returns the network g ships, or an error that says it has
// none.
func Shipped(g game.Game) (*Net, error) {
	in, acts := 0, 0
	if enc, ok := g.(game.Encoder); ok {
		in, acts = enc.Encoding()
	}
	key := fmt.Sprintf("%s %d %d", g.Name(), in, acts)
	if v, ok := shipped.Load(key); ok {
		c := v.(cached)
		return c.net, c.err
	}
	net, err := readShipped(g)
	shipped.Store(key, cached{net, err})
	return net, err
}

// shipped holds the networks the games ship, read once, by game and
// encoding (a network is read, never written, by its searches).
var shipped sync.Map

type cached struct {
	net *Net
	err error
}

// readShipped reads the network g ships.
func readShipped(g game.Game) (*Net, error) {
	if _, ok := g.(game.Encoder); !ok {
		return nil, errorf("%s has no network: no network reads its positions", g.Title())
	}
	nw, ok := g.(game.Networked)
	var data []byte
	if ok {
		data = nw.Network()
	}
	if data == nil {
		return nil, errorf("%s ships no network: give one with --net FILE (gametree train az makes one)", g.Title())
	}
	net, err := ReadNet(data)
	if err != nil {
		return nil, err
	}
	return net, Fits(net, g)
}

// Evaluator judges positions by a network: the priors of a position's
// legal moves, in the game's order, and its value for the player to
// move.
type Evaluator struct {
	net   *Net
	sc    *Scratch
	in    []float32
	moves []game.Move
	acts  []int
}

// NewEvaluator returns an evaluator of net (Fits checked by its caller).
func NewEvaluator(net *Net) *Evaluator {
	return &Evaluator{net: net, sc: net.NewScratch(), in: make([]float32, net.Inputs)}
}

// Evaluate writes into priors (as many as p's legal moves) the policy
// over p's moves and returns p's value for its player to move, in
// [-1, 1].
func (e *Evaluator) Evaluate(p game.Position, priors []float64) float64 {
	q := p.(game.Encoded)
	q.Encode(e.in)
	logits, v := e.net.Forward(e.in, e.sc)
	e.moves = p.AppendMoves(e.moves[:0])
	e.acts = e.acts[:0]
	for _, m := range e.moves {
		e.acts = append(e.acts, q.Action(m))
	}
	copy(priors, Softmax(logits, e.acts, priors[:0]))
	return float64(v)
}

// Guide is a network guiding PUCT through a game's tree (mcts.Guide):
// a node's value for MAX, the root's player, is (1+v)/2 where MAX moves
// and (1-v)/2 where MIN does.
type Guide struct {
	t *tree.Tree
	e *Evaluator
	// Noise, when Eps is above 0, mixes Dirichlet noise of parameter
	// Alpha into the root's priors, P = (1-Eps)·p + Eps·eta, as
	// AlphaZero's self-play does.
	Eps, Alpha float64
	rng        *rand.Rand
	eta        []float64
}

// NewGuide returns the guide of net through t, a tree of a game net
// fits.
func NewGuide(t *tree.Tree, net *Net) *Guide {
	return &Guide{t: t, e: NewEvaluator(net)}
}

// Noise makes the guide mix Dirichlet noise into the root's priors, from
// rng.
func (g *Guide) Noise(eps, alpha float64, rng *rand.Rand) { g.Eps, g.Alpha, g.rng = eps, alpha, rng }

// Guide writes the priors of n's children and returns n's value for MAX.
func (g *Guide) Guide(n int32, priors []float64) float64 {
	v := g.e.Evaluate(g.t.Position(n), priors)
	if n == 0 && g.Eps > 0 {
		g.eta = append(g.eta[:0], priors...)
		dirichlet(g.rng, g.Alpha, g.eta)
		for i := range priors {
			priors[i] = (1-g.Eps)*priors[i] + g.Eps*g.eta[i]
		}
	}
	if g.t.IsMax(n) {
		return (1 + v) / 2
	}
	return (1 - v) / 2
}
