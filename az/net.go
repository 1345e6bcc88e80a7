// Package az is AlphaZero's search on the textbook games (Silver et al.
// 2017, 2018), at the size of a student's machine: a small network that
// reads a position and gives a policy over the game's moves and a value,
// PUCT guided by it (package mcts), and its training by self-play. It
// stands on the game's optional interfaces (game.Encoder, game.Encoded,
// game.Networked) and knows no game by name.
package az

import (
	"math"

	"gametree/internal/fault"
)

func errorf(format string, args ...any) error { return fault.New("az", format, args...) }

// Net is a network of two hidden layers of rectified linear units: a
// position's inputs, from the view of the player to move, give the
// logits of a policy over the game's actions (a softmax over the legal
// moves makes it the priors) and a value in [-1, 1] for the player to
// move (tanh): 1 a win, -1 a loss.
type Net struct {
	// Game is the name of the game it was trained for (--game).
	Game string
	// Inputs, Hidden and Actions are its sizes.
	Inputs, Hidden, Actions int
	// Trained says how: the training's command line.
	Trained string
	// w holds the parameters in order: W1 (Hidden x Inputs), b1, W2
	// (Hidden x Hidden), b2, Wp (Actions x Hidden), bp, Wv (Hidden), bv.
	w []float32
}

// NewNet returns a network of the sizes given, its weights drawn by He's
// rule from seed (the biases 0).
func NewNet(gameName string, inputs, hidden, actions int, seed uint64) *Net {
	n := &Net{Game: gameName, Inputs: inputs, Hidden: hidden, Actions: actions}
	n.w = make([]float32, n.Params())
	rng := newRand(seed, 0xa1)
	fill := func(w []float32, fanIn int) {
		sd := math.Sqrt(2 / float64(fanIn))
		for i := range w {
			w[i] = float32(rng.NormFloat64() * sd)
		}
	}
	l := n.layout()
	fill(n.w[l.w1:l.b1], inputs)
	fill(n.w[l.w2:l.b2], hidden)
	fill(n.w[l.wp:l.bp], hidden)
	fill(n.w[l.wv:l.bv], hidden)
	return n
}

// Params returns the number of the network's parameters.
func (n *Net) Params() int {
	h := n.Hidden
	return h*n.Inputs + h + h*h + h + n.Actions*h + n.Actions + h + 1
}

// layout is where each part of the parameters starts.
type layout struct{ w1, b1, w2, b2, wp, bp, wv, bv int }

func (n *Net) layout() layout {
	h := n.Hidden
	var l layout
	l.b1 = l.w1 + h*n.Inputs
	l.w2 = l.b1 + h
	l.b2 = l.w2 + h*h
	l.wp = l.b2 + h
	l.bp = l.wp + n.Actions*h
	l.wv = l.bp + n.Actions
	l.bv = l.wv + h
	return l
}

// Scratch is what a forward pass writes, kept by its caller so that a
// pass allocates nothing.
type Scratch struct {
	h1, h2, logits []float32
}

// NewScratch returns room for n's forward passes.
func (n *Net) NewScratch() *Scratch {
	return &Scratch{h1: make([]float32, n.Hidden), h2: make([]float32, n.Hidden), logits: make([]float32, n.Actions)}
}

// Forward reads in (Inputs long) and returns the policy's logits (kept
// in sc until the next pass) and the value for the player to move. Each
// product is rounded before it is summed (float32(a*b)), so that no
// machine fuses them and the same weights give the same bytes
// everywhere.
func (n *Net) Forward(in []float32, sc *Scratch) ([]float32, float32) {
	l := n.layout()
	dense(sc.h1, n.w[l.w1:l.b1], n.w[l.b1:l.w2], in, true)
	dense(sc.h2, n.w[l.w2:l.b2], n.w[l.b2:l.wp], sc.h1, true)
	dense(sc.logits, n.w[l.wp:l.bp], n.w[l.bp:l.wv], sc.h2, false)
	v := n.w[l.bv]
	for i, x := range sc.h2 {
		v += float32(n.w[l.wv+i] * x)
	}
	return sc.logits, float32(math.Tanh(float64(v)))
}

// dense writes out = w·in + b, each row of w an output, through a
// rectifier when relu.
func dense(out, w, b, in []float32, relu bool) {
	k := len(in)
	for o := range out {
		s := b[o]
		row := w[o*k : o*k+k]
		for i, x := range in {
			s += float32(row[i] * x)
		}
		if relu && s < 0 {
			s = 0
		}
		out[o] = s
	}
}

// Softmax writes into p the softmax of the logits of the actions acts
// (a legal move each), and returns p.
func Softmax(logits []float32, acts []int, p []float64) []float64 {
	p = p[:0]
	top := math.Inf(-1)
	for _, a := range acts {
		top = math.Max(top, float64(logits[a]))
	}
	sum := 0.0
	for _, a := range acts {
		e := math.Exp(float64(logits[a]) - top)
		p = append(p, e)
		sum += e
	}
	for i := range p {
		p[i] /= sum
	}
	return p
}
