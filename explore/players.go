package explore

import (
	"strings"

	"gametree/game"
	"gametree/play"
)

// The players of a game, a match, a hint and a GTP engine, read from the
// player parameters (black, white, seed, time, engine-time).

// readConfig reads seed, time and, where it is a parameter, engine-time.
func readConfig(r *reader) (play.Config, error) {
	seed, err := readSeed(r)
	if err != nil {
		return play.Config{}, err
	}
	d, err := r.duration("time")
	if err != nil {
		return play.Config{}, err
	}
	cfg := play.Config{Seed: seed, Time: d}
	if _, ok := r.declared("engine-time"); ok {
		if cfg.EngineTime, err = r.duration("engine-time"); err != nil {
			return play.Config{}, err
		}
	}
	return cfg, nil
}

// readSeed reads the seed parameter.
func readSeed(r *reader) (int64, error) { return r.int64("seed") }

// readPlayers makes the players of both sides of g (black: X, who moves
// first; white: O); a nil player is a person. Each player draws its own
// random numbers from the seed.
func readPlayers(r *reader, g game.Game, allowHuman bool) ([2]play.Player, [2]string, error) {
	var players [2]play.Player
	var names [2]string
	cfg, err := readConfig(r)
	if err != nil {
		return players, names, err
	}
	if _, expert := g.Start().(game.Expert); !expert {
		if _, squares := g.(game.SquareMoves); !squares {
			for _, f := range []string{"time", "engine-time"} {
				if r.set(f) {
					return players, names, usagef("--%s applies to ai:expert and gtp: engines; %s's players search to a depth", f, g.Title())
				}
			}
		}
	}
	seed := cfg.Seed
	for i, flag := range []string{"black", "white"} {
		spec := r.str(flag)
		cfg.Seed = seed + int64(i)
		p, err := play.ParsePlayer(spec, g, cfg)
		if err != nil {
			ClosePlayers(players)
			if _, squares := g.(game.SquareMoves); squares && strings.HasPrefix(strings.ToLower(strings.TrimSpace(spec)), "gtp:") && strings.TrimSpace(spec[4:]) != "" {
				// An engine that would not start: a failure, not a
				// spelling.
				return players, names, errorf("--%s: %w", flag, err)
			}
			if game.ColourNamed(g) {
				return players, names, usagef("--%s: %w", flag, err)
			}
			return players, names, usagef("--%s (%s's player): %w", flag, game.Player(i), err)
		}
		if p == nil && !allowHuman {
			ClosePlayers(players)
			return players, names, usagef("--%s human: a match is played by programs; use gametree play to play yourself", flag)
		}
		players[i], names[i] = p, strings.ToLower(strings.TrimSpace(spec))
		if p != nil {
			names[i] = p.Spec()
		}
	}
	return players, names, nil
}

// ClosePlayers closes the players that are programs.
func ClosePlayers(players [2]play.Player) {
	for _, p := range players {
		if p != nil {
			p.Close()
		}
	}
}

// HintPlayer is the player whose move a hint shows, in gametree play and
// on the play page alike: the game's first program that searches (the
// computer opponent), else fallback.
func HintPlayer(players [2]play.Player, fallback play.Player) play.Player {
	for _, p := range players {
		switch p.(type) {
		case *play.Searcher, *play.Expert, *play.Perfect:
			return p
		}
	}
	return fallback
}
