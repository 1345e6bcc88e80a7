package play

import (
	"context"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/mcts"
	"gametree/tree"
)

// DefaultIterations is what "ai:mcts" searches a move; MaxPlayerIterations
// the most "ai:mcts:N" takes (a move's tree, about a hundred bytes a node
// and its siblings).
const (
	DefaultIterations   = 1000
	MaxPlayerIterations = 1_000_000
)

// MCTSPlayer plays the move Monte Carlo tree search chooses (the most
// visited) after a fixed number of iterations from the position, with
// random playouts and UCT's constant sqrt(2), its random choices seeded by
// the game's seed: the tree gametree tree --algo mcts draws of the same
// position and seed.
type MCTSPlayer struct {
	iterations int
	seed       uint64
}

// parseMCTS reads "mcts" or "mcts:N", the level of "ai:mcts:N".
func parseMCTS(spec, level string, cfg Config) (Player, error) {
	n := DefaultIterations
	if _, rest, ok := strings.Cut(level, ":"); ok {
		v, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil || v < 1 || v > MaxPlayerIterations {
			return nil, errorf("player %q: want ai:mcts:N with N from 1 to %d iterations a move, such as ai:mcts:2000", spec, MaxPlayerIterations)
		}
		n = v
	}
	return &MCTSPlayer{iterations: n, seed: uint64(cfg.Seed)}, nil
}

// Spec returns "ai:mcts:N".
func (m *MCTSPlayer) Spec() string { return "ai:mcts:" + strconv.Itoa(m.iterations) }

// Search returns how the player searches: its iterations and seed.
func (m *MCTSPlayer) Search() SearchSpec {
	return SearchSpec{Iterations: m.iterations, Seed: m.seed}
}

// Choose searches the position by MCTS and plays its move.
func (m *MCTSPlayer) Choose(ctx context.Context, g *Game) (game.Choice, error) {
	p := g.Pos()
	moves := p.AppendMoves(nil)
	if len(moves) == 0 {
		return game.Choice{}, errorf("the game is over: %s has no move", p.ToMove())
	}
	if mv, ok := forced(moves); ok {
		return game.Choice{Move: mv}, nil
	}
	t := tree.NewGame(p, MCTSDepth, 0)
	res, err := mcts.Search(t, mcts.Options{Iterations: m.iterations, Exploration: mcts.DefaultExploration, Seed: m.seed,
		Stop: func() bool { return ctx.Err() != nil }}, nil)
	if err != nil {
		return game.Choice{}, err
	}
	if err := ctx.Err(); err != nil {
		return game.Choice{}, err
	}
	return game.Choice{Move: t.Nodes[res.Best].Move, Nodes: int64(res.Iterations)}, nil
}

// MCTSDepth is the depth of the trees Monte Carlo tree search grows:
// past the end of any game (a node's depth is 16 bits).
const MCTSDepth = 30000

// Close does nothing.
func (*MCTSPlayer) Close() error { return nil }
