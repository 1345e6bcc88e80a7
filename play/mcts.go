package play

import (
	"context"
	"gametree/az"
	"gametree/search"
	"strconv"
	"strings"
	"time"
	"unicode"

	"gametree/game"
	"gametree/mcts"
	"gametree/tree"
)

// DefaultIterations is what "ai:mcts" searches a move; MaxPlayerIterations
// the most "ai:mcts:N" takes (a move's tree, about a hundred bytes a node
// and its siblings).
const (
	DefaultIterations   = 1000
	MaxPlayerIterations = 200_000
)

// MCTSPlayer plays the move Monte Carlo tree search chooses (the most
// visited) after a fixed number of iterations from the position, with
// random playouts and UCT's constant sqrt(2), its random choices seeded by
// the game's seed: the tree gametree tree --algo mcts draws of the same
// position and seed.
type MCTSPlayer struct {
	iterations int
	seed       uint64
	// decl is the search (UCT's or PUCT's); net, under PUCT, the game's
	// network.
	decl *search.Decl
	net  *az.Net
	// budget, when not 0, is the time a move searches for instead of a
	// number of iterations (at most MaxPlayerIterations); last is the
	// iterations the last move ran.
	budget time.Duration
	last   int
}

// parseMCTS reads "mcts", "mcts:N" or "mcts:DURATION" ("mcts:1s"), the
// level of "ai:mcts:N".
func parseMCTS(spec, level string, cfg Config, d *search.Decl, g game.Game) (Player, error) {
	p, err := parseIterations(spec, level, cfg)
	if err != nil {
		return nil, err
	}
	p.decl = d
	if d.Guided {
		if p.net, err = az.Shipped(g); err != nil {
			return nil, errorf("player %q: %w", spec, err)
		}
	}
	return p, nil
}

// parseIterations reads the level of "ai:mcts:N" or "ai:mcts:DURATION".
func parseIterations(spec, level string, cfg Config) (*MCTSPlayer, error) {
	n := DefaultIterations
	if _, rest, ok := strings.Cut(level, ":"); ok {
		rest = strings.TrimSpace(rest)
		if d, err := time.ParseDuration(rest); err == nil && strings.IndexFunc(rest, unicode.IsLetter) >= 0 {
			if d <= 0 || d > MaxMCTSTime {
				return nil, errorf("player %q: want a time from 1ms to %s a move, such as ai:mcts:500ms", spec, MaxMCTSTime)
			}
			return &MCTSPlayer{iterations: MaxPlayerIterations, seed: uint64(cfg.Seed), budget: d}, nil
		}
		v, err := strconv.Atoi(rest)
		if err != nil || v < 1 || v > MaxPlayerIterations {
			return nil, errorf("player %q: want ai:mcts:N with N from 1 to %d iterations a move, such as ai:mcts:2000, or a time such as ai:mcts:500ms", spec, MaxPlayerIterations)
		}
		n = v
	}
	return &MCTSPlayer{iterations: n, seed: uint64(cfg.Seed)}, nil
}

// NewPUCTPlayer returns "ai:puct:N" playing with net (one being trained,
// or one given) rather than the game's own.
func NewPUCTPlayer(net *az.Net, iterations int, seed uint64) Player {
	return &MCTSPlayer{iterations: iterations, seed: seed, decl: search.PUCT, net: net}
}

// MaxMCTSTime is the most time "ai:mcts:DURATION" takes a move.
const MaxMCTSTime = 10 * time.Second

// Spec returns "ai:mcts:N", or "ai:mcts:DURATION" ("ai:puct:N" under
// PUCT).
func (m *MCTSPlayer) Spec() string {
	if m.budget > 0 {
		return "ai:" + m.decl.Name + ":" + m.budget.String()
	}
	return "ai:" + m.decl.Name + ":" + strconv.Itoa(m.iterations)
}

// Search returns how the player searches: its search (UCT or PUCT), its
// iterations (those of its last move, for a player on a time budget) and
// seed, which draw its tree again.
func (m *MCTSPlayer) Search() SearchSpec {
	n := m.iterations
	if m.budget > 0 {
		n = max(1, m.last)
	}
	return SearchSpec{Iterations: n, Seed: m.seed, Search: m.decl}
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
	t := tree.NewSparseGame(p, MCTSDepth, 0)
	stop := func() bool { return ctx.Err() != nil }
	if m.budget > 0 {
		end := time.Now().Add(m.budget)
		stop = func() bool { return ctx.Err() != nil || time.Now().After(end) }
	}
	o := mcts.Options{Iterations: m.iterations, Exploration: mcts.DefaultExploration, Seed: m.seed, Stop: stop}
	if m.net != nil {
		o.Guide, o.Exploration = az.NewGuide(t, m.net), mcts.DefaultPUCT
	}
	res, err := mcts.Search(t, o, nil)
	if err != nil {
		return game.Choice{}, err
	}
	if err := ctx.Err(); err != nil {
		return game.Choice{}, err
	}
	m.last = res.Iterations
	return game.Choice{Move: t.Nodes[res.Best].Move, Nodes: int64(res.Iterations)}, nil
}

// MCTSDepth is the depth of the trees Monte Carlo tree search grows:
// past the end of any game (a node's depth is 16 bits).
const MCTSDepth = 30000

// Close does nothing.
func (*MCTSPlayer) Close() error { return nil }
