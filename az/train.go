package az

import (
	"context"
	"fmt"
	"math"
	"sync"
	"time"

	"gametree/game"
	"gametree/internal/rescue"
	"gametree/mcts"
)

// Config is a training by self-play, as AlphaZero trains (Silver et al.
// 2018), at a small scale: generations of self-play games by PUCT with
// the network so far, then steps of minibatch gradient descent (Adam) on
// the positions of the latest games, the policy fitted to the search's
// visits and the value to the games' results.
type Config struct {
	// Seed seeds everything: the first weights, the noise, the moves
	// sampled and the minibatches. The same seed, the same bytes.
	Seed uint64
	// Hidden is the size of each hidden layer.
	Hidden int
	// Generations, Games a generation, Simulations a move.
	Generations, Games, Simulations int
	// Steps of gradient descent a generation, of Batch positions each,
	// drawn from the Window latest positions; Rate is Adam's step size and
	// Decay the L2 penalty on the weights.
	Steps, Batch, Window int
	Rate, Decay          float64
	// Sampled is the number of first moves chosen in proportion to the
	// visits; Eps the share of Dirichlet noise at the root; C PUCT's
	// constant.
	Sampled int
	Eps, C  float64
	// Workers play the games of a generation side by side (the network
	// does not depend on them).
	Workers int
	// Progress, when not nil, hears each generation's end.
	Progress func(Progress)
	// Generation, when not nil, is given the network after each
	// generation (a copy), to keep or to measure.
	Generation func(gen int, net *Net) error
}

// Command returns the command line that trains as cfg does for g,
// written into the network's file (workers left out: they change
// nothing; the board's size where it is not the game's default).
func (c *Config) Command(g game.Game) string {
	which := "--game " + g.Name()
	if sz, ok := g.(game.Sizer); ok {
		if e, ok := game.Lookup(g.Name()); ok && sz.SizeParam() != e.DefaultSize {
			which += " --size " + sz.SizeParam()
		}
	}
	return fmt.Sprintf("gametree train az %s --seed %d --hidden %d --generations %d --games %d --simulations %d --steps %d --batch %d --window %d --rate %g --decay %g --sampled %d --noise %g --cpuct %g",
		which, c.Seed, c.Hidden, c.Generations, c.Games, c.Simulations, c.Steps, c.Batch, c.Window, c.Rate, c.Decay, c.Sampled, c.Eps, c.C)
}

// Defaults returns the training's settings by default for a game whose
// positions have inputs numbers.
func Defaults(inputs int) Config {
	c := Config{Seed: 1, Hidden: 64, Generations: 30, Games: 64, Simulations: 100, Steps: 100, Batch: 64, Window: 20000,
		Rate: 0.002, Decay: 1e-4, Sampled: 4, Eps: 0.25, C: mcts.DefaultPUCT, Workers: 2}
	if inputs > 32 {
		c.Hidden, c.Sampled = 128, 8
	}
	return c
}

// Check refuses settings that make no training.
func (c *Config) Check() error {
	for _, f := range []struct {
		name   string
		v, top int
	}{{"hidden units", c.Hidden, maxHidden}, {"generations", c.Generations, 10000}, {"games a generation", c.Games, 100000},
		{"simulations a move", c.Simulations, 100000}, {"steps a generation", c.Steps, 1000000}, {"positions a step", c.Batch, 100000},
		{"positions kept", c.Window, 10000000}, {"workers", c.Workers, 64}} {
		if f.v < 1 || f.v > f.top {
			return errorf("%d %s: want 1 to %d", f.v, f.name, f.top)
		}
	}
	if !(c.Rate > 0 && c.Rate <= 1) || !(c.Decay >= 0 && c.Decay < 1) || !(c.Eps >= 0 && c.Eps <= 1) || !(c.C >= 0 && c.C <= 100) || c.Sampled < 0 {
		return errorf("rate %g, decay %g, noise %g, c %g, sampled %d: want a rate in (0, 1], a decay and a noise in [0, 1], c from 0 to 100", c.Rate, c.Decay, c.Eps, c.C, c.Sampled)
	}
	return nil
}

// Progress is a generation's end.
type Progress struct {
	Generation, Generations int
	// Positions is how many positions the window holds; PolicyLoss and
	// ValueLoss the last step's mean losses (cross-entropy and squared
	// error).
	Positions             int
	PolicyLoss, ValueLoss float64
	Elapsed               time.Duration
}

// Train trains a network for g by self-play.
func Train(ctx context.Context, g game.Game, cfg Config) (*Net, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	enc, ok := g.(game.Encoder)
	if !ok {
		return nil, errorf("%s has no network: no network reads its positions", g.Title())
	}
	in, acts := enc.Encoding()
	net := NewNet(g.Name(), in, cfg.Hidden, acts, cfg.Seed)
	net.Trained = cfg.Command(g)
	if err := Fits(net, g); err != nil {
		return nil, err
	}
	start := time.Now()
	fit := newFitter(net, cfg)
	if err := fit.symmetries(g); err != nil {
		return nil, err
	}
	var window []sample
	for gen := 1; gen <= cfg.Generations; gen++ {
		games, err := playGeneration(ctx, net, g.Start(), &cfg, gen)
		if err != nil {
			return nil, err
		}
		for _, s := range games {
			window = append(window, s...)
		}
		if len(window) > cfg.Window {
			window = append(window[:0:0], window[len(window)-cfg.Window:]...)
		}
		pl, vl := fit.steps(window, gen)
		if cfg.Progress != nil {
			cfg.Progress(Progress{Generation: gen, Generations: cfg.Generations, Positions: len(window), PolicyLoss: pl, ValueLoss: vl, Elapsed: time.Since(start)})
		}
		if cfg.Generation != nil {
			if err := cfg.Generation(gen, net.Clone()); err != nil {
				return nil, err
			}
		}
	}
	return net, nil
}

// Clone returns a copy of the network.
func (n *Net) Clone() *Net {
	c := *n
	c.w = append([]float32(nil), n.w...)
	return &c
}

// playGeneration plays generation gen's games on the workers, each game
// seeded by its number, and returns them in order.
func playGeneration(ctx context.Context, net *Net, start game.Position, cfg *Config, gen int) ([][]sample, error) {
	out := make([][]sample, cfg.Games)
	errs := make([]error, cfg.Games)
	next := make(chan int, cfg.Games)
	for i := range cfg.Games {
		next <- i
	}
	close(next)
	var wg sync.WaitGroup
	var first rescue.First
	for range min(cfg.Workers, cfg.Games) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer first.Catch()
			for i := range next {
				if ctx.Err() != nil {
					return
				}
				rng := newRand(cfg.Seed, uint64(gen)<<32|uint64(i))
				out[i], errs[i] = selfPlay(net, start, cfg, rng)
			}
		}()
	}
	wg.Wait()
	first.Rethrow()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// fitter fits the network by Adam (Kingma and Ba 2015), its moments kept
// from step to step.
type fitter struct {
	net        *Net
	cfg        Config
	grad, m, v []float64
	t          int
	// the activations of one sample, for its backward pass
	sc       *Scratch
	dh1, dh2 []float64
	probs    []float64
	// symIn and symAct are the game's symmetries (game.Symmetric; nil
	// for a game without), one drawn for each sample into turned.
	symIn, symAct [][]int
	turned        sample
	isLegal       []bool
}

func newFitter(net *Net, cfg Config) *fitter {
	p := net.Params()
	return &fitter{net: net, cfg: cfg, grad: make([]float64, p), m: make([]float64, p), v: make([]float64, p),
		sc: net.NewScratch(), dh1: make([]float64, net.Hidden), dh2: make([]float64, net.Hidden),
		turned: sample{in: make([]float32, net.Inputs), pi: make([]float32, net.Actions)}, isLegal: make([]bool, net.Actions)}
}

// symmetries gives the fitter g's symmetries, checked to be
// permutations of its inputs and actions.
func (f *fitter) symmetries(g game.Game) error {
	sym, ok := g.(game.Symmetric)
	if !ok {
		return nil
	}
	in, acts := sym.Symmetries()
	for k := range in {
		if !permutation(in[k], f.net.Inputs) || k >= len(acts) || !permutation(acts[k], f.net.Actions) {
			return errorf("%s's symmetry %d is not a permutation of its inputs and actions", g.Title(), k)
		}
	}
	f.symIn, f.symAct = in, acts
	return nil
}

// permutation reports whether p holds each of 0 to n-1 once.
func permutation(p []int, n int) bool {
	if len(p) != n {
		return false
	}
	seen := make([]bool, n)
	for _, x := range p {
		if x < 0 || x >= n || seen[x] {
			return false
		}
		seen[x] = true
	}
	return true
}

// turn returns s under symmetry k (s itself for none).
func (f *fitter) turn(s *sample, k int) *sample {
	if f.symIn == nil {
		return s
	}
	in, acts, t := f.symIn[k], f.symAct[k], &f.turned
	for i, from := range in {
		t.in[i] = s.in[from]
	}
	clear(f.isLegal)
	for _, a := range s.legal {
		f.isLegal[a] = true
	}
	t.legal = t.legal[:0]
	for a, from := range acts {
		t.pi[a] = s.pi[from]
		if f.isLegal[from] {
			t.legal = append(t.legal, a)
		}
	}
	t.z = s.z
	return t
}

// steps runs a generation's steps on minibatches drawn from window, and
// returns the last step's mean policy and value losses.
func (f *fitter) steps(window []sample, gen int) (float64, float64) {
	rng := newRand(f.cfg.Seed, 1<<62|uint64(gen))
	var pl, vl float64
	for range f.cfg.Steps {
		clear(f.grad)
		pl, vl = 0, 0
		for range f.cfg.Batch {
			s := &window[rng.IntN(len(window))]
			if f.symIn != nil {
				s = f.turn(s, rng.IntN(len(f.symIn)))
			}
			a, b := f.backward(s)
			pl, vl = pl+a, vl+b
		}
		f.adam(float64(f.cfg.Batch))
		pl, vl = pl/float64(f.cfg.Batch), vl/float64(f.cfg.Batch)
	}
	return pl, vl
}

// backward adds the gradient of one sample's loss, (z-v)² - pi·log p,
// to f.grad, and returns its two terms.
func (f *fitter) backward(s *sample) (float64, float64) {
	n, l := f.net, f.net.layout()
	logits, v := n.Forward(s.in, f.sc)
	f.probs = Softmax(logits, s.legal, f.probs[:0])
	pl := 0.0
	for i, a := range s.legal {
		if s.pi[a] > 0 {
			pl -= float64(s.pi[a]) * math.Log(math.Max(f.probs[i], 1e-30))
		}
	}
	dv := 2 * float64(v-s.z) * (1 - float64(v)*float64(v)) // through tanh
	clear(f.dh2)
	for i, a := range s.legal {
		dz := f.probs[i] - float64(s.pi[a])
		f.grad[l.bp+a] += dz
		row := l.wp + a*n.Hidden
		for j, h := range f.sc.h2 {
			f.grad[row+j] += float64(dz * float64(h))
			f.dh2[j] += float64(dz * float64(n.w[row+j]))
		}
	}
	f.grad[l.bv] += dv
	for j, h := range f.sc.h2 {
		f.grad[l.wv+j] += float64(dv * float64(h))
		f.dh2[j] += float64(dv * float64(n.w[l.wv+j]))
	}
	backDense(f.grad[l.w2:l.b2], f.grad[l.b2:l.wp], n.w[l.w2:l.b2], f.dh2, f.sc.h2, f.sc.h1, f.dh1)
	backDense(f.grad[l.w1:l.b1], f.grad[l.b1:l.w2], n.w[l.w1:l.b1], f.dh1, f.sc.h1, s.in, nil)
	return pl, float64((v - s.z) * (v - s.z))
}

// backDense adds the gradient of a rectified dense layer: dout is the
// gradient at its outputs out (zeroed where the rectifier cut), in its
// inputs; din, when not nil, gets the gradient at the inputs.
func backDense(gw, gb []float64, w []float32, dout []float64, out, in []float32, din []float64) {
	k := len(in)
	clear(din)
	for o, d := range dout {
		if out[o] <= 0 || d == 0 {
			continue
		}
		gb[o] += d
		row := o * k
		for i, x := range in {
			gw[row+i] += float64(d * float64(x))
			if din != nil {
				din[i] += float64(d * float64(w[row+i]))
			}
		}
	}
}

// adam takes one step of Adam on the gradient summed over batch samples,
// with the L2 penalty.
func (f *fitter) adam(batch float64) {
	const b1, b2, eps = 0.9, 0.999, 1e-8
	f.t++
	c1, c2 := 1-math.Pow(b1, float64(f.t)), 1-math.Pow(b2, float64(f.t))
	for i, g := range f.grad {
		w := float64(f.net.w[i])
		g = g/batch + f.cfg.Decay*w
		f.m[i] = b1*f.m[i] + (1-b1)*g
		f.v[i] = b2*f.v[i] + (1-b2)*g*g
		f.net.w[i] = float32(w - f.cfg.Rate*(f.m[i]/c1)/(math.Sqrt(f.v[i]/c2)+eps))
	}
}
