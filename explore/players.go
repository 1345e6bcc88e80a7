package explore

import (
	"strings"

	"gametree/game"
	"gametree/internal/msg"
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
func readPlayers(r *reader, g game.Game, allowHuman bool) ([]play.Player, []string, error) {
	players, names := make([]play.Player, 2), make([]string, 2)
	cfg, err := readConfig(r)
	if err != nil {
		return players, names, err
	}
	if k := game.Players(g); k > 2 {
		return readSeveral(r, g, cfg, allowHuman)
	} else if r.set("players") {
		return players, names, usagef("--players seats the players of a game of several players (nim3); %s is a game of two: give --black and --white", msg.P(g.Title()))
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
	_, hidden := g.Start().(game.Informed)
	for i, flag := range []string{"black", "white"} {
		spec := r.str(flag)
		if hidden && !r.set(flag) && (i == 1) == allowHuman {
			// The computer's default in a game of hidden information: O
			// against a person, X in a match (against random).
			spec = "ai:equilibrium"
		}
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
	if hidden && players[0] == nil && players[1] == nil {
		return nil, nil, usagef("both players are people: one terminal would show each one's card to the other; play against random or ai:equilibrium")
	}
	return players, names, nil
}

// readSeveral makes the players of a game of several players, A, B, C,
// ... in turn, from --players (a spec each, by commas); a nil player is a
// person, allowed where allowHuman. Each draws its own random numbers
// from the seed.
func readSeveral(r *reader, g game.Game, cfg play.Config, allowHuman bool) ([]play.Player, []string, error) {
	k := game.Players(g)
	seats := msg.P("%s to %s", game.PlayerName(g, 0), game.PlayerName(g, game.Player(k-1)))
	for _, f := range []string{"black", "white"} {
		if r.set(f) {
			return nil, nil, usagef("--%s: %s is a game of %d players, %s: give their players with --players, such as --players human,maxn:2,random", f, msg.P(g.Title()), k, seats)
		}
	}
	specs := make([]string, k)
	for i := range specs {
		specs[i] = "ai:perfect"
	}
	if allowHuman {
		specs[0] = play.Human
	} else {
		specs[1], specs[2] = "paranoid:2", "random"
	}
	if r.set("players") {
		specs = strings.Split(r.str("players"), ",")
	}
	if len(specs) != k {
		return nil, nil, usagef("--players %q: %s has %d players, %s: give %d, by commas, such as human,maxn:2,random", r.str("players"), msg.P(g.Title()), k, seats, k)
	}
	players, names := make([]play.Player, k), make([]string, k)
	seed := cfg.Seed
	for i, spec := range specs {
		cfg.Seed = seed + int64(i)
		p, err := play.ParsePlayer(spec, g, cfg)
		if err != nil {
			ClosePlayers(players)
			return nil, nil, usagef("--players (%s's player): %w", game.PlayerName(g, game.Player(i)), err)
		}
		if p == nil && !allowHuman {
			return nil, nil, usagef("--players: %s is human; a match is played by programs; use gametree play to play yourself", game.PlayerName(g, game.Player(i)))
		}
		players[i], names[i] = p, strings.ToLower(strings.TrimSpace(spec))
		if p != nil {
			names[i] = p.Spec()
		}
	}
	return players, names, nil
}

// ClosePlayers closes the players that are programs.
func ClosePlayers(players []play.Player) {
	for _, p := range players {
		if p != nil {
			p.Close()
		}
	}
}

// HintPlayer is the player whose move a hint shows, in gametree play and
// on the play page alike: the game's first program that searches (the
// computer opponent), else fallback.
func HintPlayer(players []play.Player, fallback play.Player) play.Player {
	for _, p := range players {
		switch p.(type) {
		case *play.Searcher, *play.Expert, *play.Perfect:
			return p
		}
	}
	return fallback
}
