package play

import (
	"context"
	"gametree/game"
	"gametree/tree"
	"math/rand"
	"strconv"
	"strings"
	"time"

	"gametree/minimax"
	"gametree/othello"
)

// Move is a player's choice, with what its search found when it searched.
type Move struct {
	// Square is the move (othello.Pass for a pass).
	Square othello.Square
	// Value is the search's value of the position for the player, if
	// Searched.
	Value    float64
	Searched bool
	// Depth is the depth searched (0 for an exact endgame solve); Exact
	// tells that the value is the game's final margin.
	Depth int
	Exact bool
	// Nodes is the number of nodes the search visited.
	Nodes int64
	// Eval names the evaluation the search scored leaves with.
	Eval string
}

// Player chooses moves. Choose is called only when the side to move has a
// legal move or must pass; the game is never over.
type Player interface {
	// Spec returns the player's spec string ("alphabeta:4:mixed").
	Spec() string
	// Choose returns the move to play in g's current position. A player
	// that searches gives up when ctx is done and returns ctx.Err().
	Choose(ctx context.Context, g *Game) (Move, error)
	// Close releases what the player holds (an engine process).
	Close() error
}

// Config is what players share: the seed of random choices and the time
// budget per move of the expert.
type Config struct {
	Seed int64
	Time time.Duration
	// EngineTime is what an external gtp: engine may take for a move
	// (beyond it, and GTPGrace, it forfeits); Time when 0.
	EngineTime time.Duration
}

// DefaultEngineTime is the time an external engine may take for a move
// unless told: engines keep their own time (GRhino's level 5 takes up to
// several seconds), and the limit is there to end a game with an engine
// that hangs.
const DefaultEngineTime = 30 * time.Second

// levelDepth is the search depth of each AI level but expert: the easy,
// medium and hard levels of the Java course project, searching 1, 2 and 4
// plies with its evaluation by game phase (othello.Mixed).
var levelDepth = map[string]int{"easy": 1, "medium": 2, "hard": 4}

// SearchSpec says how a searching player searches, so that its search can
// be drawn as a tree.
type SearchSpec struct {
	Algorithm minimax.Algorithm
	Depth     int
	Eval      othello.Evaluator
	// Order is minimax.Natural or minimax.Eval.
	Order minimax.Ordering
}

// Searching is a player that searches a fixed depth; Search tells how.
type Searching interface {
	Player
	Search() SearchSpec
}

// DrawnSearch returns the search that draws how pl chooses its moves: a
// Searching player's own; for the expert, whose iterative search has no
// fixed depth, alpha-beta to 4 plies with its evaluation, a depth a
// picture can hold. It is false for players that do not search.
func DrawnSearch(pl Player) (SearchSpec, bool) {
	switch p := pl.(type) {
	case Searching:
		return p.Search(), true
	case *Expert:
		return SearchSpec{Algorithm: minimax.AlphaBeta, Depth: 4, Eval: p.eval, Order: minimax.Eval}, true
	}
	return SearchSpec{}, false
}

// Human is the spec of a person at the keyboard.
const Human = "human"

// ParsePlayer returns the player a spec names: "random", "greedy" (most
// flips), "minimax:DEPTH[:EVAL]", "alphabeta:DEPTH[:EVAL]", "ai:LEVEL"
// (easy, medium, hard, expert) or "gtp:COMMAND" (an external engine).
// "human" is not a Player: ParsePlayer returns nil and no error for it.
func ParsePlayer(spec string, cfg Config) (Player, error) {
	s := strings.TrimSpace(spec)
	kind, rest, _ := strings.Cut(s, ":")
	switch strings.ToLower(kind) {
	case Human:
		if rest != "" {
			break
		}
		return nil, nil
	case "random":
		if rest != "" {
			break
		}
		return &Random{rng: rand.New(rand.NewSource(cfg.Seed))}, nil
	case "greedy":
		if rest != "" {
			break
		}
		return Greedy{}, nil
	case "minimax", "alphabeta":
		fields := strings.Split(rest, ":")
		if rest == "" || len(fields) > 2 {
			return nil, errorf("player %q: want %s:DEPTH or %s:DEPTH:EVAL, such as %s:4:mixed", spec, kind, kind, kind)
		}
		d, err := strconv.Atoi(fields[0])
		if err != nil || d < 1 || d > 20 {
			return nil, errorf("player %q: depth %q: want 1 to 20", spec, fields[0])
		}
		eval := othello.Evaluator(othello.Discs{})
		if len(fields) == 2 {
			if eval, err = othello.ParseEval(fields[1]); err != nil {
				return nil, errorf("player %q: %w", spec, err)
			}
		}
		algo := minimax.Minimax
		order := minimax.Natural
		if kind == "alphabeta" {
			algo, order = minimax.AlphaBeta, minimax.Eval
		}
		return &Searcher{spec: strings.ToLower(kind) + ":" + strconv.Itoa(d) + ":" + eval.Name(), search: SearchSpec{algo, d, eval, order}}, nil
	case "ai":
		level := strings.ToLower(rest)
		if level == "expert" {
			return NewExpert(cfg.Time), nil
		}
		d, ok := levelDepth[level]
		if !ok {
			return nil, errorf("player %q: unknown level; want ai:easy, ai:medium, ai:hard or ai:expert", spec)
		}
		return &Searcher{spec: "ai:" + level, search: SearchSpec{minimax.AlphaBeta, d, othello.Mixed{}, minimax.Eval}}, nil
	case "gtp":
		if strings.TrimSpace(rest) == "" {
			return nil, errorf("player %q: want gtp:COMMAND, such as \"gtp:/usr/games/gtp-rhino -l 1\"", spec)
		}
		t := cfg.EngineTime
		if t <= 0 {
			t = cfg.Time
		}
		return NewGTPPlayer(rest, t)
	}
	return nil, errorf("unknown player %q; want human, random, greedy, minimax:DEPTH[:EVAL], alphabeta:DEPTH[:EVAL], ai:LEVEL (easy, medium, hard, expert) or gtp:COMMAND", spec)
}

// forced returns the move when there is no choice to make: a pass, or the
// only legal move.
func forced(p othello.Position) (othello.Square, bool) {
	moves := p.MoveList()
	if len(moves) == 1 {
		return moves[0], true
	}
	return othello.NoSquare, false
}

// Random plays a legal move at random; its choices follow its seed.
type Random struct{ rng *rand.Rand }

// Spec returns "random".
func (*Random) Spec() string { return "random" }

// Choose picks a legal move at random.
func (r *Random) Choose(_ context.Context, g *Game) (Move, error) {
	moves := g.Pos().MoveList()
	return Move{Square: moves[r.rng.Intn(len(moves))]}, nil
}

// Close does nothing.
func (*Random) Close() error { return nil }

// Greedy plays the move that flips the most discs, the first in square order
// among equals.
type Greedy struct{}

// Spec returns "greedy".
func (Greedy) Spec() string { return "greedy" }

// Choose picks the move with the most flips.
func (Greedy) Choose(_ context.Context, g *Game) (Move, error) {
	p := g.Pos()
	best, most := othello.NoSquare, -1
	for _, m := range p.MoveList() {
		if n := p.Flips(m).Count(); n > most {
			best, most = m, n
		}
	}
	return Move{Square: best}, nil
}

// Close does nothing.
func (Greedy) Close() error { return nil }

// Searcher plays the best move of a fixed-depth minimax or alpha-beta
// search (alpha-beta searches children by their evaluation first). It is
// the search gametree tree draws.
type Searcher struct {
	spec   string
	search SearchSpec
}

// NewSearcher returns the player that searches as spec says, named
// "alphabeta:DEPTH:EVAL" or "minimax:DEPTH:EVAL".
func NewSearcher(spec SearchSpec) *Searcher {
	return &Searcher{spec: spec.Algorithm.String() + ":" + strconv.Itoa(spec.Depth) + ":" + spec.Eval.Name(), search: spec}
}

// Spec returns the player's spec.
func (s *Searcher) Spec() string { return s.spec }

// Search returns how the player searches.
func (s *Searcher) Search() SearchSpec { return s.search }

// Choose searches the current position and plays the best move.
func (s *Searcher) Choose(ctx context.Context, g *Game) (Move, error) {
	p := g.Pos()
	if m, ok := forced(p); ok {
		return Move{Square: m}, nil
	}
	res := tree.Search(game.NewOthello(p, s.search.Eval), game.Search{Algorithm: s.search.Algorithm, Depth: s.search.Depth,
		Order: s.search.Order, Stop: func() bool { return ctx.Err() != nil }})
	if res.Stopped {
		return Move{}, ctx.Err()
	}
	return Move{Square: game.Square(res.Best), Value: res.Value, Searched: true, Depth: s.search.Depth, Nodes: res.Stats.Visited, Eval: s.search.Eval.Name()}, nil
}

// Close does nothing.
func (*Searcher) Close() error { return nil }
