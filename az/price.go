package az

import (
	"context"
	"runtime"
	"time"

	"gametree/game"
)

// Cost is what a training will take, about: its time on this machine and
// the memory it holds at its peak.
type Cost struct {
	Time   time.Duration
	Memory int64
}

// Price returns about what cfg's training of g takes, measured in a few
// milliseconds whatever cfg asks (a refusal costs little): a few of the
// first network's evaluations and one small step of the fit timed, and
// the length of a game taken from random games, scaled by the games,
// simulations and steps asked (the games on the workers, as many as the
// machine's cores allow). Games grow longer as the network learns, and a
// search costs more than its evaluations, so the time is a guess within
// a factor of about two. The memory is the positions kept (the window,
// and a generation's games) and the network's weights and Adam's moments.
func Price(ctx context.Context, g game.Game, cfg Config) (Cost, error) {
	if err := cfg.Check(); err != nil {
		return Cost{}, err
	}
	enc, ok := g.(game.Encoder)
	if !ok {
		return Cost{}, errorf("%s has no network: no network reads its positions", g.Title())
	}
	in, acts := enc.Encoding()
	net := NewNet(g.Name(), in, cfg.Hidden, acts, cfg.Seed)
	if err := Fits(net, g); err != nil {
		return Cost{}, err
	}
	plies, samples := randomGames(g.Start(), net, cfg.Seed)
	if len(samples) == 0 {
		return Cost{}, errorf("%s's start is over: there is nothing to train on", g.Title())
	}
	const evals = 32
	e, priors := NewEvaluator(net), make([]float64, acts)
	start := time.Now()
	for i := range evals {
		e.Evaluate(samples[i%len(samples)].pos, priors)
	}
	eval := time.Since(start) / evals
	if err := ctx.Err(); err != nil {
		return Cost{}, err
	}
	batch := min(cfg.Batch, len(samples))
	f := newFitter(net, Config{Steps: 1, Batch: batch, Rate: cfg.Rate, Decay: cfg.Decay, Seed: cfg.Seed})
	start = time.Now()
	f.steps(toSamples(samples), 1)
	step := time.Since(start) * time.Duration(cfg.Batch) / time.Duration(batch)
	side := time.Duration(max(1, min(cfg.Workers, runtime.NumCPU(), cfg.Games)))
	// A simulation costs about an evaluation and as much again in its
	// tree (measured: 14 ms for 200 simulations of Connect Four's
	// network, whose evaluation takes 40 µs).
	game := time.Duration(plies*float64(cfg.Simulations)) * 2 * eval
	perGen := time.Duration(cfg.Games)*game/side + time.Duration(cfg.Steps)*step
	kept := min(int64(cfg.Window), int64(float64(cfg.Generations*cfg.Games)*plies)) + int64(float64(cfg.Games)*plies)
	perSample := int64(4*(in+2*acts) + 96)
	return Cost{Time: time.Duration(cfg.Generations) * perGen, Memory: kept*perSample + int64(net.Params())*28}, nil
}

// priced is a position of a random game, for the price.
type priced struct {
	pos game.Position
	s   sample
}

// randomGames plays 8 games of random moves from start and returns their
// mean length and their positions, encoded as the fit reads them.
func randomGames(start game.Position, net *Net, seed uint64) (float64, []priced) {
	rng := newRand(seed, 0xfeed)
	var out []priced
	var moves []game.Move
	for range 8 {
		for p := start; !p.Over(); {
			q := p.(game.Encoded)
			s := sample{in: make([]float32, net.Inputs), pi: make([]float32, net.Actions)}
			q.Encode(s.in)
			moves = p.AppendMoves(moves[:0])
			for _, m := range moves {
				s.legal = append(s.legal, q.Action(m))
			}
			s.pi[s.legal[0]] = 1
			out = append(out, priced{p, s})
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
	return float64(len(out)) / 8, out
}

// toSamples returns the samples of ps.
func toSamples(ps []priced) []sample {
	out := make([]sample, len(ps))
	for i, p := range ps {
		out[i] = p.s
	}
	return out
}
