package play

import (
	"context"
	"math/rand"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/tree"
)

// GameMove is a player's choice in a game of package game (Othello,
// tic-tac-toe, Connect Four, Nim), with what its search found when it
// searched.
type GameMove struct {
	// Move is the move chosen.
	Move game.Move
	// Value is the search's value of the position for the player who
	// moved, if Searched: +1 a win, 0 a draw, -1 a loss when Exact, else
	// the game's evaluation, inside (-1, +1), at Depth plies.
	Value    float64
	Searched bool
	Depth    int
	Exact    bool
	// Nodes is the number of nodes the search visited.
	Nodes int64
	// Eval names the evaluation of an Othello player's search ("mixed"),
	// whose values count what it counts.
	Eval string
}

// GamePlayer chooses moves in a game of package game. ChooseGame is called
// only when the game is not over.
type GamePlayer interface {
	// Spec returns the player's spec string ("alphabeta:3", "ai:perfect").
	Spec() string
	// ChooseGame returns the move to play in g's current position. A
	// player that searches gives up when ctx is done and returns
	// ctx.Err().
	ChooseGame(ctx context.Context, g *BoardGame) (GameMove, error)
}

// OthelloPlayer is a player of Othello (Player) as a GamePlayer: it plays
// the BoardGame of a game of Othello, which it sees whole (an engine over
// GTP is told every move).
type OthelloPlayer struct{ Player }

// ChooseGame lets the Othello player choose in the game b is.
func (o OthelloPlayer) ChooseGame(ctx context.Context, b *BoardGame) (GameMove, error) {
	g := OthelloGame(b)
	if g == nil {
		return GameMove{}, errorf("player %q plays Othello only", o.Spec())
	}
	mv, err := o.Choose(ctx, g)
	if err != nil {
		return GameMove{}, err
	}
	return GameMove{Move: game.OthelloMove(mv.Square), Value: mv.Value, Searched: mv.Searched, Depth: mv.Depth, Exact: mv.Exact, Nodes: mv.Nodes, Eval: mv.Eval}, nil
}

// OthelloPlayers returns the players of both colours as GamePlayers (nil,
// a person, stays nil).
func OthelloPlayers(players [2]Player) [2]GamePlayer {
	var out [2]GamePlayer
	for i, p := range players {
		if p != nil {
			out[i] = OthelloPlayer{p}
		}
	}
	return out
}

// gameLevelDepth is the search depth of each AI level of the small games
// but perfect, which searches to the end.
var gameLevelDepth = map[string]int{"easy": 1, "medium": 3, "hard": 5}

// GamePlayerSpecs says, for help and errors, which players a game of
// package game takes.
const GamePlayerSpecs = "human, random, minimax:DEPTH, alphabeta:DEPTH, ai:easy (depth 1), ai:medium (depth 3), ai:hard (depth 5) or ai:perfect (to the end; tic-tac-toe and Nim)"

// ParseGamePlayer returns the player of g that spec names: "random",
// "minimax:DEPTH", "alphabeta:DEPTH", "ai:LEVEL" (easy, medium, hard,
// perfect). "human" is not a player: ParseGamePlayer returns nil and no
// error for it. The seed draws random's moves.
func ParseGamePlayer(spec string, g game.Game, seed int64) (GamePlayer, error) {
	s := strings.TrimSpace(spec)
	kind, rest, _ := strings.Cut(s, ":")
	kind, rest = strings.ToLower(kind), strings.ToLower(rest)
	switch kind {
	case Human:
		if rest == "" {
			return nil, nil
		}
	case "random":
		if rest == "" {
			return &GameRandom{rng: rand.New(rand.NewSource(seed))}, nil
		}
	case "minimax", "alphabeta":
		d, err := strconv.Atoi(rest)
		if err != nil || d < 1 || d > 20 {
			return nil, errorf("player %q: want %s:DEPTH with a depth from 1 to 20, such as %s:3 (%s has one evaluation, so none is named)", spec, kind, kind, g.Title())
		}
		algo := minimax.AlphaBeta
		if kind == "minimax" {
			algo = minimax.Minimax
		}
		return &GameSearcher{spec: kind + ":" + rest, Algorithm: algo, Depth: d}, nil
	case "ai":
		if rest == "perfect" {
			if _, ok := g.(game.ConnectFour); ok {
				return nil, errorf("player %q: Connect Four is too big to search to the end here; want ai:easy, ai:medium, ai:hard or alphabeta:DEPTH", spec)
			}
			return &GameSearcher{spec: "ai:perfect", Algorithm: minimax.IDTT}, nil
		}
		if d, ok := gameLevelDepth[rest]; ok {
			return &GameSearcher{spec: "ai:" + rest, Algorithm: minimax.AlphaBeta, Depth: d}, nil
		}
		return nil, errorf("player %q: unknown level; want ai:easy, ai:medium, ai:hard or ai:perfect", spec)
	case "greedy", "gtp":
		return nil, errorf("player %q plays Othello only; %s takes %s", spec, g.Title(), GamePlayerSpecs)
	}
	return nil, errorf("unknown player %q; %s takes %s", spec, g.Title(), GamePlayerSpecs)
}

// GameRandom plays a legal move at random; its choices follow its seed.
type GameRandom struct{ rng *rand.Rand }

// Spec returns "random".
func (*GameRandom) Spec() string { return "random" }

// ChooseGame picks a legal move at random.
func (r *GameRandom) ChooseGame(_ context.Context, g *BoardGame) (GameMove, error) {
	p := g.Pos()
	moves := p.AppendMoves(nil)
	if len(moves) == 0 {
		return GameMove{}, errorf("the game is over: %s has no move", p.ToMove())
	}
	return GameMove{Move: moves[r.rng.Intn(len(moves))]}, nil
}

// GameSearcher plays the best move of a search of the game's tree: minimax
// or alpha-beta to Depth plies (children in the order of their evaluation
// for alpha-beta), or, with Algorithm IDTT and no depth, alpha-beta to the
// end of the game with a transposition table, immediate wins first. Among
// moves of equal value it keeps the first, so it is deterministic.
type GameSearcher struct {
	spec      string
	Algorithm minimax.Algorithm
	// Depth is the depth searched; 0 is to the end of the game.
	Depth int
}

// Spec returns the player's spec.
func (s *GameSearcher) Spec() string { return s.spec }

// ChooseGame searches the current position and plays the best move.
func (s *GameSearcher) ChooseGame(ctx context.Context, g *BoardGame) (GameMove, error) {
	p := g.Pos()
	moves := p.AppendMoves(nil)
	switch len(moves) {
	case 0:
		return GameMove{}, errorf("the game is over: %s has no move", p.ToMove())
	case 1:
		return GameMove{Move: moves[0]}, nil
	}
	im := tree.NewImplicit(p)
	order := minimax.Natural
	if s.Algorithm != minimax.Minimax {
		order = minimax.Eval
	}
	opt := minimax.Options[tree.State]{Algorithm: s.Algorithm, Depth: s.Depth,
		Order: im.Order(order, s.Depth, nil), Stop: func() bool { return ctx.Err() != nil }}
	res := minimax.Run(im, im.Root, im.Key, opt)
	if res.Stopped || (s.Algorithm == minimax.IDTT && !res.Completed) {
		if err := ctx.Err(); err != nil {
			return GameMove{}, err
		}
	}
	if !res.HasBest {
		return GameMove{Move: moves[0]}, nil
	}
	return GameMove{Move: res.Best.Move, Value: res.Value, Searched: true, Depth: s.Depth, Exact: s.Depth == 0, Nodes: res.Stats.Visited}, nil
}

// DescribeGameMove says what a search found and what its value means, for
// the player who moved: " (value +0.33 at depth 3: open lines, from O's
// view; 123 nodes)", " (searched to the end: X wins; 2,345 nodes)".
func DescribeGameMove(mv GameMove, mover game.Player, g game.Game) string {
	return DescribeGameMoveIn(mv, mover, g, msg.En)
}

// DescribeGameMoveIn is DescribeGameMove in the language l.
func DescribeGameMoveIn(mv GameMove, mover game.Player, g game.Game, l msg.Lang) string {
	if !mv.Searched {
		return ""
	}
	if mv.Exact {
		what := l.Word("a draw")
		switch {
		case mv.Value > 0:
			what = l.T("%s wins", mover.String())
		case mv.Value < 0:
			what = l.T("%s wins", mover.Other().String())
		}
		return l.T(" (searched to the end: %s with best play; %s nodes)", what, tree.HumanCount(mv.Nodes))
	}
	return l.T(" (value %s at depth %s: %s, from %s's view; %s nodes)", g.FormatValue(mv.Value, false), strconv.Itoa(mv.Depth), l.Word(g.EvalName()), mover.String(), tree.HumanCount(mv.Nodes))
}
