package play

import (
	"context"
	"fmt"
	"math/rand"
	"time"

	"gametree/game"
	"gametree/internal/fault"
)

// MatchConfig says how a match is played, of any game of package game.
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
	Start game.Position
	// Progress, if not nil, is told how many games are done before each
	// game starts (so that a long first game is said from its start)
	// and after the last.
	Progress func(done, total int)
}

// PlayerStats is one player's record in a match.
type PlayerStats struct {
	Spec                string
	Wins, Losses, Draws int
	// MarginSum adds up the games' results: in Othello the player's discs
	// minus the opponent's, in the other games +1 a win, -1 a loss.
	MarginSum                  float64
	Moves                      int
	MoveSeconds, MaxMoveSecond float64
	Nodes                      int64
	// Forfeits counts the games lost by failing to answer (external
	// engines): each counts as a loss by the whole board.
	Forfeits int
}

// AvgMargin returns the mean margin (Othello's discs) or result per game.
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
	// X and O are the specs of the players of X and O: Black and White in
	// Othello.
	X, O string
	// Seats are the specs of the players of A, B, C, ... in a game of
	// several players (MatchSeveral), where X and O are empty.
	Seats []string
	Game  *Game
	// Forfeit, when not empty, says why the game ended before its end: an
	// external engine that did not answer in time, stopped, or answered
	// with no legal move lost it.
	Forfeit string
}

// Match plays cfg.Games games between a and b, and returns both players'
// records and the games. In the first game a plays X in a game whose
// players are colours (Black in Othello), and the side to move at the
// start in the others; with Swap, the sides change for each game of a
// pair. An engine over GTP that fails loses its game by forfeit and is
// restarted.
func Match(ctx context.Context, a, b Player, cfg MatchConfig) ([2]PlayerStats, []GameRecord, error) {
	m := &match{players: [2]Player{a, b}, stats: [2]PlayerStats{{Spec: a.Spec()}, {Spec: b.Spec()}}, seed: cfg.Seed, swap: cfg.Swap}
	rng := rand.New(rand.NewSource(cfg.Seed))
	var opening []game.Move
	for i := 0; i < cfg.Games; i++ {
		// A new opening for each game, or each pair with Swap.
		if !cfg.Swap || i%2 == 0 {
			opening = randomOpening(cfg.Start, cfg.Openings, rng)
		}
		if cfg.Progress != nil {
			cfg.Progress(i, cfg.Games)
		}
		first := 0
		if cfg.Swap && i%2 == 1 {
			first = 1
		}
		if err := m.game(ctx, i, cfg.Start, opening, first); err != nil {
			return m.stats, m.games, err // the games finished are kept
		}
	}
	if cfg.Progress != nil {
		cfg.Progress(cfg.Games, cfg.Games)
	}
	return m.stats, m.games, nil
}

// match is a match under way.
type match struct {
	// seed and swap make each game's dice: the two games of a pair roll
	// the same faces for the same moves.
	seed    int64
	swap    bool
	players [2]Player
	stats   [2]PlayerStats
	games   []GameRecord
	// all and allStats are the players of a match of several players
	// (MatchSeveral), and their records.
	all      []Player
	allStats []PlayerStats
}

// firstSide is the side players[first] plays in a match from start: X
// where the players are colours (Black in Othello), as the reports say,
// else the side to move.
func firstSide(start game.Position) game.Player {
	if game.ColourNamed(start.Game()) {
		return game.X
	}
	return start.ToMove()
}

// game plays game i from start and the opening, players[first] with
// firstSide, and scores it. An external engine that fails loses the game
// and is restarted; anything else ends the match.
func (m *match) game(ctx context.Context, i int, start game.Position, opening []game.Move, first int) error {
	g := NewGame(start)
	g.Dice = m.seed + int64(i)
	if m.swap {
		g.Dice = m.seed + int64(i/2)
	}
	// The opening's moves are part of the game.
	for _, mv := range opening {
		if err := g.Play(mv); err != nil {
			return err
		}
	}
	// who[side] is the index of the player of that side.
	var who [2]int
	side := firstSide(start)
	who[side], who[side.Other()] = first, 1-first
	for g.RollDice(); !g.Over(); g.RollDice() {
		k := who[g.Pos().ToMove()]
		if err := ctx.Err(); err != nil {
			return err
		}
		err := m.move(ctx, g, k)
		if e, ok := engine(m.players[k]); ok && err != nil && ctx.Err() == nil {
			p := g.Pos()
			why := fmt.Sprintf("%s (%s) lost by forfeit: %s", game.PlayerName(p.Game(), p.ToMove()), e.Spec(), fault.Reason(err))
			return m.forfeit(i, g, k, who, why)
		}
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return errorf("game %d: %s: %w", i+1, m.players[k].Spec(), err)
		}
	}
	for side := game.X; side <= game.O; side++ {
		st := &m.stats[who[side]]
		r := result(g.Pos(), side)
		st.MarginSum += r
		switch {
		case r > 0:
			st.Wins++
		case r < 0:
			st.Losses++
		default:
			st.Draws++
		}
	}
	m.games = append(m.games, GameRecord{X: m.players[who[game.X]].Spec(), O: m.players[who[game.O]].Spec(), Game: g})
	return nil
}

// result is what a finished game p counts for side in a match: the
// margin where the game counts (game.Counted: Othello's discs), else the
// utility (+1, 0, -1).
func result(p game.Position, side game.Player) float64 {
	if c, ok := p.(game.Counted); ok {
		return float64(c.Count(side) - c.Count(side.Other()))
	}
	if pd, ok := p.(game.Paid); ok {
		// A game played for stakes (Kuhn poker): the chips won.
		if side == game.O {
			return -pd.Payoff()
		}
		return pd.Payoff()
	}
	return p.Utility(side)
}

// engine returns the engine over GTP that pl is, if it is one.
func engine(pl Player) (*GTPPlayer, bool) {
	e, ok := pl.(*GTPPlayer)
	return e, ok
}

// move has players[k] choose and play a move of g, and counts its time
// and nodes.
func (m *match) move(ctx context.Context, g *Game, k int) error {
	start := time.Now()
	mv, err := m.players[k].Choose(ctx, g)
	secs := time.Since(start).Seconds()
	if err != nil {
		return err
	}
	if err := g.Play(mv.Move); err != nil {
		return errorf("chose an illegal move: %w", err)
	}
	st := &m.stats[k]
	st.Moves++
	st.MoveSeconds += secs
	st.MaxMoveSecond = max(st.MaxMoveSecond, secs)
	st.Nodes += mv.Nodes
	return nil
}

// forfeit scores game i of g lost by players[k], an engine that failed,
// by the whole board, and restarts the engine.
func (m *match) forfeit(i int, g *Game, k int, who [2]int, why string) error {
	other := 1 - k
	cols, rows := game.Dims(g.Start.Game())
	whole := float64(cols * rows)
	m.stats[k].Losses++
	m.stats[k].Forfeits++
	m.stats[other].Wins++
	m.stats[k].MarginSum -= whole
	m.stats[other].MarginSum += whole
	m.games = append(m.games, GameRecord{X: m.players[who[game.X]].Spec(), O: m.players[who[game.O]].Spec(), Game: g, Forfeit: why})
	if e, ok := engine(m.players[k]); ok {
		if err := e.Restart(); err != nil {
			return errorf("game %d: %s failed, and restarting it failed too: %w", i+1, e.Spec(), err)
		}
	}
	return nil
}

// randomOpening draws plies random legal moves from start (fewer if the
// game ends) with rng.
func randomOpening(start game.Position, plies int, rng *rand.Rand) []game.Move {
	var moves []game.Move
	p := start
	for k := 0; k < plies && !p.Over(); k++ {
		list := p.AppendMoves(nil)
		m := list[rng.Intn(len(list))]
		moves = append(moves, m)
		p = p.Play(m)
	}
	return moves
}
