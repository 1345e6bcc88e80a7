package play

import (
	"context"
	"math/rand"
	"time"

	"gametree/game"
)

// BoardGameRecord is one game of a match of a game of package game.
type BoardGameRecord struct {
	// X and O are the specs of the players of X and O.
	X, O string
	Game *BoardGame
}

// GameMatchConfig says how a match of a game of package game is played,
// as MatchConfig does for Othello.
type GameMatchConfig struct {
	Games    int
	Swap     bool
	Openings int
	Seed     int64
	// Start is the position the games (and openings) start from.
	Start game.Position
	// Progress, if not nil, is told after each game.
	Progress func(done, total int)
}

// GameMatch plays cfg.Games games of a game of package game between a (X
// in the first game) and b, and returns both players' records and the
// games. A player's MarginSum adds up its results: +1 a win, -1 a loss.
func GameMatch(ctx context.Context, a, b GamePlayer, cfg GameMatchConfig) ([2]PlayerStats, []BoardGameRecord, error) {
	players := [2]GamePlayer{a, b}
	stats := [2]PlayerStats{{Spec: a.Spec()}, {Spec: b.Spec()}}
	var games []BoardGameRecord
	rng := rand.New(rand.NewSource(cfg.Seed))
	var opening []game.Move
	for i := 0; i < cfg.Games; i++ {
		if !cfg.Swap || i%2 == 0 {
			opening = randomGameOpening(cfg.Start, cfg.Openings, rng)
		}
		first := 0 // the player of the side to move at the start
		if cfg.Swap && i%2 == 1 {
			first = 1
		}
		g := NewBoardGame(cfg.Start)
		for _, m := range opening {
			if err := g.Play(m); err != nil {
				return stats, games, err
			}
		}
		// who[side] is the index of the player of that side.
		var who [2]int
		who[cfg.Start.ToMove()], who[cfg.Start.ToMove().Other()] = first, 1-first
		for !g.Pos().Over() {
			if err := ctx.Err(); err != nil {
				return stats, games, err
			}
			k := who[g.Pos().ToMove()]
			start := time.Now()
			mv, err := players[k].ChooseGame(ctx, g)
			secs := time.Since(start).Seconds()
			if err != nil {
				if ctx.Err() != nil {
					return stats, games, ctx.Err()
				}
				return stats, games, errorf("game %d: %s: %w", i+1, players[k].Spec(), err)
			}
			if err := g.Play(mv.Move); err != nil {
				return stats, games, errorf("game %d: %s chose an illegal move: %w", i+1, players[k].Spec(), err)
			}
			st := &stats[k]
			st.Moves++
			st.MoveSeconds += secs
			st.MaxMoveSecond = max(st.MaxMoveSecond, secs)
			st.Nodes += mv.Nodes
		}
		for side := game.X; side <= game.O; side++ {
			st := &stats[who[side]]
			u := g.Pos().Utility(side)
			st.MarginSum += u
			switch {
			case u > 0:
				st.Wins++
			case u < 0:
				st.Losses++
			default:
				st.Draws++
			}
		}
		games = append(games, BoardGameRecord{X: players[who[game.X]].Spec(), O: players[who[game.O]].Spec(), Game: g})
		if cfg.Progress != nil {
			cfg.Progress(i+1, cfg.Games)
		}
	}
	return stats, games, nil
}

// randomGameOpening draws plies random legal moves from start (fewer if
// the game ends) with rng.
func randomGameOpening(start game.Position, plies int, rng *rand.Rand) []game.Move {
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
