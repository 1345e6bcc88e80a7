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
	m := &match{players: [2]Player{a, b}, stats: [2]PlayerStats{{Spec: a.Spec()}, {Spec: b.Spec()}}}
	rng := rand.New(rand.NewSource(cfg.Seed))
	var opening []othello.Square
	for i := 0; i < cfg.Games; i++ {
		// A new opening for each game, or each pair with Swap.
		if !cfg.Swap || i%2 == 0 {
			opening = randomOpening(cfg.Start, cfg.Openings, rng)
		}
		black := 0
		if cfg.Swap && i%2 == 1 {
			black = 1
		}
		if err := m.game(ctx, i, cfg.Start, opening, black); err != nil {
			return m.stats, m.games, err // the games finished are kept
		}
		if cfg.Progress != nil {
			cfg.Progress(i+1, cfg.Games)
		}
	}
	return m.stats, m.games, nil
}

// match is a match under way.
type match struct {
	players [2]Player
	stats   [2]PlayerStats
	games   []GameRecord
}

// game plays game i from start and the opening, players[black] with
// Black, and scores it. An external engine that fails loses the game and
// is restarted; anything else ends the match.
func (m *match) game(ctx context.Context, i int, start othello.Position, opening []othello.Square, black int) error {
	white := 1 - black
	g := NewGame(start)
	// The opening's moves are part of the game.
	for _, sq := range opening {
		g.Play(sq)
	}
	for !g.Over() {
		who := black
		if g.Pos().ToMove() == othello.White {
			who = white
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		err := m.move(ctx, g, who)
		if e, ok := m.players[who].(*GTPPlayer); ok && err != nil && ctx.Err() == nil {
			why := fmt.Sprintf("%s (%s) lost by forfeit: %s", g.Pos().ToMove(), e.Spec(), fault.Reason(err))
			return m.forfeit(i, g, who, black, why)
		}
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return errorf("game %d: %s: %w", i+1, m.players[who].Spec(), err)
		}
	}
	r := g.Pos().Result()
	margin := float64(r.Black - r.White)
	m.stats[black].MarginSum += margin
	m.stats[white].MarginSum -= margin
	switch {
	case r.Black > r.White:
		m.stats[black].Wins++
		m.stats[white].Losses++
	case r.White > r.Black:
		m.stats[white].Wins++
		m.stats[black].Losses++
	default:
		m.stats[0].Draws++
		m.stats[1].Draws++
	}
	m.games = append(m.games, GameRecord{Black: m.players[black].Spec(), White: m.players[white].Spec(), Game: g})
	return nil
}

// move has players[who] choose and play a move of g, and counts its time
// and nodes.
func (m *match) move(ctx context.Context, g *Game, who int) error {
	start := time.Now()
	mv, err := m.players[who].Choose(ctx, g)
	secs := time.Since(start).Seconds()
	if err != nil {
		return err
	}
	if err := g.Play(mv.Square); err != nil {
		return errorf("chose an illegal move: %w", err)
	}
	st := &m.stats[who]
	st.Moves++
	st.MoveSeconds += secs
	st.MaxMoveSecond = max(st.MaxMoveSecond, secs)
	st.Nodes += mv.Nodes
	return nil
}

// forfeit scores game i of g lost by players[who], an engine that failed,
// by the whole board, and restarts the engine.
func (m *match) forfeit(i int, g *Game, who, black int, why string) error {
	other := 1 - who
	whole := float64(g.Start.Size() * g.Start.Size())
	m.stats[who].Losses++
	m.stats[who].Forfeits++
	m.stats[other].Wins++
	m.stats[who].MarginSum -= whole
	m.stats[other].MarginSum += whole
	m.games = append(m.games, GameRecord{Black: m.players[black].Spec(), White: m.players[1-black].Spec(), Game: g, Forfeit: why})
	if e, ok := m.players[who].(*GTPPlayer); ok {
		if err := e.Restart(); err != nil {
			return errorf("game %d: %s failed, and restarting it failed too: %w", i+1, e.Spec(), err)
		}
	}
	return nil
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
