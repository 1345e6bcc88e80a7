package az

import (
	"context"
	"runtime"
	"time"

	"gametree/game"
)

// Price returns about how long cfg's training of g takes here: one game
// of self-play and one step of the fit timed with the first weights,
// times the games and steps asked (on the workers, as many as the
// machine's cores allow). Games grow longer as the network learns, so
// the price is a guess within a factor of about two.
func Price(ctx context.Context, g game.Game, cfg Config) (time.Duration, error) {
	if err := cfg.Check(); err != nil {
		return 0, err
	}
	enc, ok := g.(game.Encoder)
	if !ok {
		return 0, errorf("%s has no network: no network reads its positions", g.Title())
	}
	in, acts := enc.Encoding()
	net := NewNet(g.Name(), in, cfg.Hidden, acts, cfg.Seed)
	if err := Fits(net, g); err != nil {
		return 0, err
	}
	start := time.Now()
	samples, err := selfPlay(net, g.Start(), &cfg, newRand(cfg.Seed, 0xfeed))
	if err != nil {
		return 0, err
	}
	game1 := time.Since(start)
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	f := newFitter(net.Clone(), Config{Steps: 1, Batch: cfg.Batch, Rate: cfg.Rate, Decay: cfg.Decay, Seed: cfg.Seed})
	start = time.Now()
	f.steps(samples, 1)
	step := time.Since(start)
	side := time.Duration(max(1, min(cfg.Workers, runtime.NumCPU(), cfg.Games)))
	perGen := time.Duration(cfg.Games)*game1/side + time.Duration(cfg.Steps)*step
	return time.Duration(cfg.Generations) * perGen, nil
}
