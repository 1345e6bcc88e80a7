package play

import (
	"context"
	"errors"
	"math/rand"
	"strings"
	"time"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/maxn"
	"gametree/minimax"
	"gametree/search"
	"gametree/tree"
)

// The players of a game of several players (game.Several: Nim for three
// players): people, random, and the searches of several players to a
// depth (max^n, max^n with shallow pruning, paranoid search), each
// declared in package search and run by its engine (package maxn; paranoid
// search is alpha-beta, package minimax) on the game's tree below the
// position.

// several reports whether g is a game of more than two players.
func several(g game.Game) bool { return game.Players(g) > 2 }

// seat names the player to move at p as the messages of a move name it:
// X or O, or, in a game of several players, the game's name for it (A, B,
// C).
func seat(p game.Position) string {
	if several(p.Game()) {
		return game.PlayerName(p.Game(), p.ToMove())
	}
	return p.ToMove().String()
}

// topPlayer returns the player whose utility is above every other's, and
// false when none is (a tie at the top).
func topPlayer(u []float64) (game.Player, bool) {
	best, tie := 0, false
	for i := 1; i < len(u); i++ {
		switch {
		case u[i] > u[best]:
			best, tie = i, false
		case u[i] == u[best]:
			tie = true
		}
	}
	return game.Player(best), !tie
}

// severalHint writes, in a game of several players whose evaluation is
// exact (game.EvalIsExact), each move's max^n value, the utilities it
// leads to with every player taking the move best for itself: "with each
// player playing for itself (max^n, ties to the first), A's moves lead
// to: 1:1 (0,1,0), 2:1 (1,0,0)"; false in any other game.
func severalHint(p game.Position, l msg.Lang) (string, bool) {
	if !several(p.Game()) || !game.EvalIsExact(p.Game()) {
		return "", false
	}
	var parts []string
	for _, m := range p.AppendMoves(nil) {
		q := p.Play(m)
		u, ok := q.(game.Utilitarian)
		if !ok {
			return "", false
		}
		v := u.EvaluateVector()
		if q.Over() {
			v = u.Utilities()
		}
		parts = append(parts, p.FormatMove(m)+" "+tree.FormatVector(v))
	}
	return l.T("with each player playing for itself (max^n, ties to the first), %s's moves lead to: %s", game.PlayerName(p.Game(), p.ToMove()), strings.Join(parts, ", ")), true
}

// MaxSeveralNodes bounds the tree a move of a game of several players
// searches: max^n keeps it whole (shallow pruning cuts little).
const MaxSeveralNodes = 2_000_000

// SeveralSearcher plays a game of several players by a search of its
// tree to a depth: max^n (each player taking the move best for itself,
// the first on a tie), max^n with shallow pruning (the same moves, fewer
// nodes) or paranoid search (the player against all the others).
type SeveralSearcher struct {
	spec  string
	decl  *search.Decl
	depth int
}

// Spec returns the player's spec: "maxn:3".
func (s *SeveralSearcher) Spec() string { return s.spec }

// Decl returns the search the player runs, as declared.
func (s *SeveralSearcher) Decl() *search.Decl { return s.decl }

// Depth returns the depth it searches.
func (s *SeveralSearcher) Depth() int { return s.depth }

// Close does nothing.
func (*SeveralSearcher) Close() error { return nil }

// Choose searches the position's tree and plays the move its search
// picks; its value is what that move gives the player.
func (s *SeveralSearcher) Choose(ctx context.Context, g *Game) (game.Choice, error) {
	p := g.Pos()
	if mv, done, err := noChoice(p); done {
		return mv, err
	}
	t := tree.NewGame(p, s.depth, MaxSeveralNodes)
	t.Stop = func() bool { return ctx.Err() != nil }
	if err := t.ExpandAll(); err != nil {
		if ctx.Err() != nil {
			return game.Choice{}, ctx.Err()
		}
		return game.Choice{}, err
	}
	me := t.Mover(0)
	best, value, nodes := int32(-1), 0.0, int64(0)
	if s.decl.Players == search.Paranoid {
		res := minimax.Search[int32](t, 0, minimax.Options[int32]{Algorithm: minimax.AlphaBeta, FailSoft: true, MaxAt: t.IsMax,
			Stop: func() bool { return ctx.Err() != nil }}, nil)
		best, value, nodes = res.Best, res.Value, res.Stats.Visited
	} else {
		opt := maxn.Options{Shallow: s.decl.Players == search.ShallowMaxN}
		opt.Sum, opt.Least = maxn.Bounds(t, t.Len())
		res := maxn.Search(t, t.Len(), opt)
		best, value, nodes = res.Best[0], res.Value[0][me], int64(res.Visited)
	}
	if err := ctx.Err(); err != nil {
		return game.Choice{}, err
	}
	if best < 0 {
		return game.Choice{}, errors.New("the search found no move")
	}
	return game.Choice{Move: t.Move(best), Value: value, Searched: true, Depth: s.depth, Nodes: nodes,
		Exact: game.EvalIsExact(p.Game()) && s.decl.Players != search.Paranoid, Paranoid: s.decl.Players == search.Paranoid}, nil
}

// parseSeveral reads the player spec of a game of several players:
// "random", "maxn:DEPTH", "shallow:DEPTH", "paranoid:DEPTH", or
// "ai:perfect" (max^n to the end, where the game's evaluation is exact one
// ply ahead); "human" is nil.
func parseSeveral(spec string, g game.Game, cfg Config) (Player, error) {
	kind, rest, _ := strings.Cut(strings.ToLower(strings.TrimSpace(spec)), ":")
	switch {
	case kind == Human && rest == "":
		return nil, nil
	case kind == "random" && rest == "":
		return ParsePlayer("random", g, cfg)
	case kind == "ai" && rest == "perfect":
		if !game.EvalIsExact(g) {
			return nil, errorf("player %q: %s has no exact evaluation to play perfectly by; want %s", spec, msg.P(g.Title()), PlayerSpecs(g))
		}
		return &SeveralSearcher{spec: "ai:perfect", decl: search.MaxNSearch, depth: 1}, nil
	}
	if d := playerOf(kind); d != nil && playersOf(d).Plays(d, g) {
		return playersOf(d).Parse(spec, rest, d, g, cfg)
	}
	return nil, errorf("player %q: %s is a game of %d players; want %s", spec, msg.P(g.Title()), game.Players(g), PlayerSpecs(g))
}

// MatchSeveral plays cfg.Games games of a game of several players
// between players, A's, B's, C's, ... in the first game; with Swap, each
// opening is played once a seat, the players moved one seat on from each
// game to the next (a rotation). A player wins a game when its utility is
// above every other's (Nim for three players: it took the last object),
// loses it otherwise, draws where several share the top; its margin adds
// up its utilities.
func MatchSeveral(ctx context.Context, players []Player, cfg MatchConfig) ([]PlayerStats, []GameRecord, error) {
	k := len(players)
	m := &match{seed: cfg.Seed, swap: cfg.Swap, all: players, allStats: make([]PlayerStats, k)}
	for i, p := range players {
		m.allStats[i].Spec = p.Spec()
	}
	rng := rand.New(rand.NewSource(cfg.Seed))
	var opening []game.Move
	for i := 0; i < cfg.Games; i++ {
		if !cfg.Swap || i%k == 0 {
			opening = randomOpening(cfg.Start, cfg.Openings, rng)
		}
		if cfg.Progress != nil {
			cfg.Progress(i, cfg.Games)
		}
		shift := 0
		if cfg.Swap {
			shift = i % k
		}
		if err := m.severalGame(ctx, i, cfg.Start, opening, shift); err != nil {
			return m.allStats, m.games, err
		}
	}
	if cfg.Progress != nil {
		cfg.Progress(cfg.Games, cfg.Games)
	}
	return m.allStats, m.games, nil
}

// severalGame plays game i of a match of several players from start and
// the opening, the player of seat s being all[(s+k-shift)%k], and scores
// it.
func (m *match) severalGame(ctx context.Context, i int, start game.Position, opening []game.Move, shift int) error {
	k := len(m.all)
	g := NewGame(start)
	g.Dice = m.seed + int64(i)
	for _, mv := range opening {
		if err := g.Play(mv); err != nil {
			return err
		}
	}
	who := make([]int, k) // who[seat] is the index of the seat's player
	for s := range who {
		who[s] = (s + k - shift) % k
	}
	for !g.Over() {
		if err := ctx.Err(); err != nil {
			return err
		}
		p := who[g.Pos().ToMove()]
		st := &m.allStats[p]
		begin := time.Now()
		mv, err := m.all[p].Choose(ctx, g)
		secs := time.Since(begin).Seconds()
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return errorf("game %d: %s: %w", i+1, m.all[p].Spec(), err)
		}
		if err := g.Play(mv.Move); err != nil {
			return errorf("game %d: %s chose an illegal move: %w", i+1, m.all[p].Spec(), err)
		}
		st.Moves++
		st.MoveSeconds += secs
		st.MaxMoveSecond = max(st.MaxMoveSecond, secs)
		st.Nodes += mv.Nodes
	}
	u, _ := g.Pos().(game.Utilitarian)
	utilities := u.Utilities()
	top, alone := topPlayer(utilities)
	seats := make([]string, k)
	for s, p := range who {
		st := &m.allStats[p]
		st.MarginSum += utilities[s]
		switch {
		case utilities[s] == utilities[top] && alone:
			st.Wins++
		case utilities[s] == utilities[top]:
			st.Draws++
		default:
			st.Losses++
		}
		seats[s] = m.all[p].Spec()
	}
	m.games = append(m.games, GameRecord{Seats: seats, Game: g})
	return nil
}
