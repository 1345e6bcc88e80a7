package play

import (
	"context"
	"fmt"
	"math/rand"
	"time"

	"gametree/internal/fault"
	"gametree/othello"
)

// MatchConfig says how a match is played.
type MatchConfig struct {
	// Games is the total number of games.
	Games int
	// Swap plays each opening twice, colours exchanged.
	Swap bool
	// Openings, when above 0, starts each game (each pair with Swap) from
	// a random legal opening of that many plies, drawn with Seed.
	Openings int
	Seed     int64
	// Start is the position the games (and openings) start from.
	Start othello.Position
	// Progress, if not nil, is told after each game.
	Progress func(done, total int)
}

// PlayerStats is one player's record in a match.
type PlayerStats struct {
	Spec                       string
	Wins, Losses, Draws        int
	MarginSum                  float64 // own discs minus the opponent's, summed
	Moves                      int
	MoveSeconds, MaxMoveSecond float64
	Nodes                      int64
	// Forfeits counts the games lost by failing to answer (external
	// engines): each counts as a loss by the whole board.
	Forfeits int
}

// AvgMargin returns the mean disc margin per game.
func (s *PlayerStats) AvgMargin() float64 {
	g := s.Wins + s.Losses + s.Draws
	if g == 0 {
		return 0
	}
	return s.MarginSum / float64(g)
}

// AvgMoveSeconds returns the mean time per move.
func (s *PlayerStats) AvgMoveSeconds() float64 {
	if s.Moves == 0 {
		return 0
	}
	return s.MoveSeconds / float64(s.Moves)
}

// NodesPerSecond returns the search speed, 0 for a player that does not
// search.
func (s *PlayerStats) NodesPerSecond() float64 {
	if s.Nodes == 0 || s.MoveSeconds == 0 {
		return 0
	}
	return float64(s.Nodes) / s.MoveSeconds
}

// GameRecord is one game of a match.
type GameRecord struct {
	Black, White string
	Game         *Game
	// Forfeit, when not empty, says why the game ended before its end: an
	// external engine that did not answer in time, stopped, or answered
	// with no legal move lost it.
	Forfeit string
}

// Match plays cfg.Games games between a (Black in the first game) and b,
// and returns both players' records and the games.
func Match(ctx context.Context, a, b Player, cfg MatchConfig) ([2]PlayerStats, []GameRecord, error) {
	stats := [2]PlayerStats{{Spec: a.Spec()}, {Spec: b.Spec()}}
	var games []GameRecord
	rng := rand.New(rand.NewSource(cfg.Seed))
	var opening []othello.Square
	for i := 0; i < cfg.Games; i++ {
		// A new opening for each game, or each pair with Swap.
		if !cfg.Swap || i%2 == 0 {
			opening = randomOpening(cfg.Start, cfg.Openings, rng)
		}
		black, white := 0, 1
		if cfg.Swap && i%2 == 1 {
			black, white = 1, 0
		}
		players := [2]Player{a, b}
		g := NewGame(cfg.Start)
		// The opening's moves are part of the game.
		for _, m := range opening {
			g.Play(m)
		}
		forfeit, why := -1, ""
		for !g.Over() {
			turn := g.Pos().ToMove()
			who := black
			if turn == othello.White {
				who = white
			}
			if err := ctx.Err(); err != nil {
				return stats, games, err // the games finished are kept
			}
			start := time.Now()
			mv, err := players[who].Choose(ctx, g)
			secs := time.Since(start).Seconds()
			if err == nil {
				if perr := g.Play(mv.Square); perr != nil {
					err = errorf("chose an illegal move: %w", perr)
				}
			}
			if err != nil {
				// An external engine that fails loses the game and is
				// restarted; anything else ends the match.
				if e, ok := players[who].(*GTPPlayer); ok && ctx.Err() == nil {
					forfeit, why = who, fmt.Sprintf("%s (%s) lost by forfeit: %s", turn, e.Spec(), fault.Reason(err))
					break
				}
				if ctx.Err() != nil {
					return stats, games, ctx.Err()
				}
				return stats, games, errorf("game %d: %s: %w", i+1, players[who].Spec(), err)
			}
			st := &stats[who]
			st.Moves++
			st.MoveSeconds += secs
			st.MaxMoveSecond = max(st.MaxMoveSecond, secs)
			st.Nodes += mv.Nodes
		}
		if forfeit >= 0 {
			other := 1 - forfeit
			whole := float64(g.Start.Size() * g.Start.Size())
			stats[forfeit].Losses++
			stats[forfeit].Forfeits++
			stats[other].Wins++
			stats[forfeit].MarginSum -= whole
			stats[other].MarginSum += whole
			games = append(games, GameRecord{Black: players[black].Spec(), White: players[white].Spec(), Game: g, Forfeit: why})
			if e, ok := players[forfeit].(*GTPPlayer); ok {
				if err := e.Restart(); err != nil {
					return stats, games, errorf("game %d: %s failed, and restarting it failed too: %w", i+1, e.Spec(), err)
				}
			}
			if cfg.Progress != nil {
				cfg.Progress(i+1, cfg.Games)
			}
			continue
		}
		r := g.Pos().Result()
		margin := float64(r.Black - r.White)
		stats[black].MarginSum += margin
		stats[white].MarginSum -= margin
		switch {
		case r.Black > r.White:
			stats[black].Wins++
			stats[white].Losses++
		case r.White > r.Black:
			stats[white].Wins++
			stats[black].Losses++
		default:
			stats[0].Draws++
			stats[1].Draws++
		}
		games = append(games, GameRecord{Black: players[black].Spec(), White: players[white].Spec(), Game: g})
		if cfg.Progress != nil {
			cfg.Progress(i+1, cfg.Games)
		}
	}
	return stats, games, nil
}

// randomOpening draws plies random legal moves from start (fewer if the
// game ends) with rng.
func randomOpening(start othello.Position, plies int, rng *rand.Rand) []othello.Square {
	var moves []othello.Square
	p := start
	for k := 0; k < plies && !p.GameOver(); k++ {
		list := p.MoveList()
		m := list[rng.Intn(len(list))]
		moves = append(moves, m)
		p = p.Apply(m)
	}
	return moves
}
