package play

import (
	"context"
	"math"
	"math/rand"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"gametree/game"
	"gametree/gamesearch"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/probcut"
	"gametree/search"
	"gametree/tree"
)

// Human is the spec of a person at the keyboard.
const Human = "human"

// SearchSpec says how a searching player searches, so that its search can
// be drawn as a tree.
type SearchSpec struct {
	Algorithm minimax.Algorithm
	// Depth is the depth searched; 0 is to the end of the game.
	Depth int
	// Eval names the evaluation, for a game with several
	// (game.Evaluations); empty for the game's own.
	Eval string
	// Order is minimax.Natural or minimax.Eval.
	Order minimax.Ordering
	// Iterations, when not 0, is a search by Monte Carlo tree search of
	// that many iterations, its random choices seeded by Seed (the rest
	// unused).
	Iterations int
	Seed       uint64
	// Beam is beam search's width (PlayBeam); Cut ProbCut's fits and
	// confidence (the fit gametree ships for the game, size and
	// evaluation, at PlayConfidence).
	Beam int
	Cut  *minimax.Cut
	// Budget, when not 0, searches by iterative deepening for that long
	// a move, playing the move of the deepest search finished (Depth the
	// most it goes): a search against another at equal time.
	Budget time.Duration
	// Search, when set, is the declared search of a game of several
	// players (max^n, shallow pruning, paranoid search) that Depth says
	// the depth of; Algorithm and the rest are then unused. With
	// Iterations, it is Monte Carlo tree search's (UCT's or PUCT's).
	Search *search.Decl
}

// MaxBudget is the most time a move of a player searching by time
// (alphabeta:100ms) may take.
const MaxBudget = time.Minute

// PlayBeam is the width of a beam search player: the moves it searches
// at each node, the best by the evaluation.
const PlayBeam = 3

// PlayConfidence is a ProbCut player's confidence.
const PlayConfidence = 0.9

// Searching is a player that searches a fixed depth; Search tells how.
type Searching interface {
	Player
	Search() SearchSpec
}

// DrawnSearch returns the search that draws how pl chooses its moves in
// p: a Searching player's own; for an expert, whose iterative search has
// no fixed depth, alpha-beta to 4 plies with its evaluation, a depth a
// picture can hold. It is false for players that do not search.
func DrawnSearch(pl Player, p game.Position) (SearchSpec, bool) {
	switch x := pl.(type) {
	case Searching:
		return x.Search(), true
	case *SeveralSearcher:
		return SearchSpec{Search: x.decl, Depth: x.depth}, true
	case *Expert:
		if e, ok := p.(game.Expert); ok {
			return SearchSpec{Algorithm: minimax.AlphaBeta, Depth: 4, Eval: e.ExpertEval(), Order: minimax.Eval}, true
		}
	}
	return SearchSpec{}, false
}

// levels returns the AI levels g offers, in order: easy, medium and hard,
// then expert where the game has an engine of its own (game.Expert) and
// perfect where its tree is searched to the end (game.Bounded).
func levels(g game.Game) []string {
	out := []string{"easy", "medium", "hard"}
	if _, ok := g.Start().(game.Expert); ok {
		out = append(out, "expert")
	}
	if _, ok := g.Start().(game.Perfecter); ok || game.ToTheEnd(g) {
		out = append(out, "perfect")
	}
	return out
}

// PlayerKinds lists the players a menu offers for g, in order: human,
// random, greedy, the AI levels g has, minimax and alpha-beta (whose depth,
// and evaluation where g has several, the menu asks apart).
func PlayerKinds(g game.Game) []string {
	if hidden(g) {
		return []string{Human, "random", "ai:equilibrium"}
	}
	out := []string{Human, "random"}
	if several(g) {
		if game.EvalIsExact(g) {
			out = append(out, "ai:perfect")
		}
	} else {
		out = append(out, "greedy")
		for _, l := range levels(g) {
			out = append(out, "ai:"+l)
		}
	}
	// The searches written as levels (ai:mcts) after the levels, then the
	// searches to a depth.
	ds := playing(g)
	for _, d := range ds {
		if levelled(d) {
			out = append(out, playersOf(d).Kind(d))
		}
	}
	for _, d := range ds {
		if !levelled(d) {
			out = append(out, playersOf(d).Kind(d))
		}
	}
	return out
}

// PlayerSpecs says, for help and errors, which players g takes, a phrase
// of the reader's language ("... or gtp:COMMAND").
func PlayerSpecs(g game.Game) msg.Phrase {
	if hidden(g) {
		return msg.P("%s or %s", "human, random", "ai:equilibrium")
	}
	specs := []string{Human, "random"}
	if !several(g) {
		specs = append(specs, "greedy")
	}
	ds := playing(g)
	for _, d := range ds {
		if !levelled(d) {
			specs = append(specs, playersOf(d).Spec(d, g))
		}
	}
	if several(g) {
		if game.EvalIsExact(g) {
			specs = append(specs, "ai:perfect")
		}
		return msg.P("%s", strings.Join(specs, ", "))
	}
	specs = append(specs, "ai:LEVEL ("+strings.Join(levels(g), ", ")+")")
	for _, d := range ds {
		if levelled(d) {
			specs = append(specs, playersOf(d).Spec(d, g))
		}
	}
	if _, ok := g.(game.SquareMoves); ok {
		return msg.P("%s or %s", strings.Join(specs, ", "), "gtp:COMMAND")
	}
	return msg.P("%s", strings.Join(specs, ", "))
}

// levelSearch returns the search of the AI level name in g: the game's
// own depths and evaluation (game.Levels), else 1, 3 and 5 plies (one
// for a game whose evaluation is exact, game.ExactEval).
func levelSearch(g game.Game, name string) (SearchSpec, bool) {
	if lv, ok := g.(game.Levels); ok {
		d, eval, ok := lv.Level(name)
		if game.HasChance(g) {
			return SearchSpec{Algorithm: minimax.Expectimax, Depth: d, Eval: eval, Order: minimax.Natural}, ok
		}
		return SearchSpec{Algorithm: minimax.AlphaBeta, Depth: d, Eval: eval, Order: minimax.Eval}, ok
	}
	d, ok := map[string]int{"easy": 1, "medium": 3, "hard": 5}[name]
	if game.EvalIsExact(g) {
		// A deeper search cannot play better than the exact evaluation,
		// and would cost the branching to the power of its depth.
		d = min(d, 1)
	}
	return SearchSpec{Algorithm: minimax.AlphaBeta, Depth: d, Order: minimax.Eval}, ok
}

// ParsePlayer returns the player of the game g that spec names: "random",
// "greedy" (the move that gains most: Othello's flips, else the best
// evaluation a ply ahead), "minimax:DEPTH[:EVAL]", "alphabeta:DEPTH[:EVAL]"
// (EVAL where the game has several evaluations), "ai:LEVEL" (easy,
// medium, hard; expert where the game has an engine of its own; perfect
// where its tree is searched to the end) or "gtp:COMMAND" (an external
// engine, where moves are squares). "human" is not a Player: ParsePlayer
// returns nil and no error for it.
func ParsePlayer(spec string, g game.Game, cfg Config) (Player, error) {
	if hidden(g) {
		return parseHidden(spec, g, cfg)
	}
	if several(g) && strings.ToLower(strings.TrimSpace(spec)) != "random" {
		return parseSeveral(spec, g, cfg)
	}
	s := strings.TrimSpace(spec)
	kind, rest, _ := strings.Cut(s, ":")
	kind = strings.ToLower(kind)
	switch kind {
	case Human, "random", "greedy":
		if rest != "" {
			break
		}
		switch kind {
		case "random":
			return &Random{rng: rand.New(rand.NewSource(cfg.Seed))}, nil
		case "greedy":
			return Greedy{}, nil
		}
		return nil, nil
	case "ai":
		level := strings.ToLower(rest)
		if name, more, _ := strings.Cut(level, ":"); playerOf("ai:"+name) != nil {
			return searchPlayer(spec, more, playerOf("ai:"+name), g, cfg)
		}
		if want := "ai:" + strings.Join(levels(g), ", ai:"); !slices.Contains(levels(g), level) {
			switch level {
			case "perfect":
				return nil, errorf("player %q: %s is too big to search to the end here; want %s or alphabeta:DEPTH", spec, msg.P(g.Title()), want)
			case "expert":
				return nil, errorf("player %q: %s has no expert engine; want %s", spec, msg.P(g.Title()), want)
			}
			return nil, errorf("player %q: unknown level; want %s", spec, want)
		}
		switch level {
		case "expert":
			return NewExpert(cfg.Time), nil
		case "perfect":
			if _, ok := g.Start().(game.Perfecter); ok {
				return &Perfect{}, nil
			}
			if game.EvalIsExact(g) {
				// The evaluation is the value with best play: one ply.
				return &Searcher{spec: "ai:perfect", search: SearchSpec{Algorithm: minimax.AlphaBeta, Depth: 1, Order: minimax.Eval}}, nil
			}
			return &Searcher{spec: "ai:perfect", search: SearchSpec{Algorithm: minimax.IDTT, Order: minimax.Eval}}, nil
		}
		search, _ := levelSearch(g, level)
		return &Searcher{spec: "ai:" + level, search: search}, nil
	case "gtp":
		if _, ok := g.(game.SquareMoves); !ok {
			return nil, errorf("player %q: engines over GTP play games whose moves are squares; %s takes %s", spec, msg.P(g.Title()), PlayerSpecs(g))
		}
		if strings.TrimSpace(rest) == "" {
			return nil, errorf("player %q: want gtp:COMMAND, such as \"gtp:/usr/games/gtp-rhino -l 1\"", spec)
		}
		t := cfg.EngineTime
		if t <= 0 {
			t = cfg.Time
		}
		return NewGTPPlayer(rest, t)
	}
	if d := playerOf(kind); d != nil {
		return searchPlayer(spec, rest, d, g, cfg)
	}
	return nil, errorf("unknown player %q; %s takes %s", spec, msg.P(g.Title()), PlayerSpecs(g))
}

// searchPlayer reads the player of the declared search d, as its family
// reads it, or refuses it with its family's reason where it does not play
// g.
func searchPlayer(spec, rest string, d *search.Decl, g game.Game, cfg Config) (Player, error) {
	f := playersOf(d)
	if !f.Plays(d, g) {
		return nil, f.Refused(spec, d, g)
	}
	return f.Parse(spec, rest, d, g, cfg)
}

// MaxMoveNodes bounds the positions a searching player's move may take,
// estimated before the game starts (moveCost): minutes of search, past
// which a player is refused rather than left to run in silence.
const MaxMoveNodes = 5e8

// moveCost estimates the positions a move of search d to depth plies
// takes in g, and the branching it stands on: the most moves a position
// had in a few random games (branching). Minimax visits every position,
// b^depth; a search that prunes about b^(depth/2+1), its best case with
// room for an ordering that is not perfect. Neither more than the game
// has: the whole tree from its start to depth plies, by Knuth's estimate
// (the games that end sooner end their branches), so that a depth past
// the game's end costs the whole game (minimax:20 on tic-tac-toe: its
// 549,946 nodes), not 9^20.
func moveCost(g game.Game, d *search.Decl, depth int) (float64, int) {
	b := branching(g)
	worst := math.Pow(float64(b), float64(depth))
	if d.Prunes {
		worst = math.Pow(float64(b), float64(depth)/2+1)
	}
	var whole float64
	for _, n := range tree.Estimate(g.Start(), depth, 200) {
		whole += n
	}
	return min(worst, whole), b
}

// branchings remembers each game's branching, by its start.
var branchings sync.Map

// branching is the most moves a position of g had along a few random
// games from its start (the same games every time), at least 1.
func branching(g game.Game) int {
	start := g.Start()
	key := g.Name() + " " + start.String()
	if b, ok := branchings.Load(key); ok {
		return b.(int)
	}
	rng := rand.New(rand.NewSource(1))
	most := 1
	for k := 0; k < 8; k++ {
		p := start
		for ply := 0; ply < 400 && !p.Over(); ply++ {
			moves := p.AppendMoves(nil)
			most = max(most, len(moves))
			p = p.Play(moves[rng.Intn(len(moves))])
		}
	}
	branchings.Store(key, most)
	return most
}

// parseSearcher reads "minimax:DEPTH[:EVAL]" or "alphabeta:DEPTH[:EVAL]",
// kind and rest the spec's two parts, d the search kind names.
func parseSearcher(spec, kind, rest string, decl *search.Decl, g game.Game) (Player, error) {
	fields := strings.Split(rest, ":")
	_, named := g.Start().(game.Evaluations)
	if rest == "" || len(fields) > 2 || (len(fields) == 2 && !named) {
		if !named {
			return nil, errorf("player %q: want %s:DEPTH with a depth from 1 to 20, such as %s:3 (%s has one evaluation, so none is named)", spec, kind, kind, msg.P(g.Title()))
		}
		return nil, errorf("player %q: want %s:DEPTH or %s:DEPTH:EVAL, such as %s:4:mixed", spec, kind, kind, kind)
	}
	if f := fields[0]; f != "" && strings.ContainsAny(f[len(f)-1:], "smh") {
		return parseBudget(spec, kind, fields, decl, g)
	}
	depth, err := strconv.Atoi(fields[0])
	if err != nil || depth < 1 || depth > 20 {
		if !named {
			return nil, errorf("player %q: want %s:DEPTH with a depth from 1 to 20, such as %s:3 (%s has one evaluation, so none is named)", spec, kind, kind, msg.P(g.Title()))
		}
		return nil, errorf("player %q: depth %q: want 1 to 20", spec, fields[0])
	}
	if err := costError(spec, g, decl, depth, MaxMoveNodes); err != nil {
		return nil, err
	}
	ss := SearchSpec{Algorithm: minimax.Named(decl.Engine), Depth: depth, Order: minimax.Natural}
	if decl.Prunes && !decl.AcceptsChance() {
		// A search that prunes tries the best-looking moves first.
		ss.Order = minimax.Eval
	}
	return newSearcher(spec, kind, fields, ss, decl, g)
}

// newSearcher is the player of ss, a search decl of g: named by its spec's
// fields ("alphabeta:4", "probcut:50ms") and the evaluation, fields[1]
// where given (it must exist and fit the board), else the game's first.
func newSearcher(spec, kind string, fields []string, ss SearchSpec, decl *search.Decl, g game.Game) (Player, error) {
	name := kind + ":" + fields[0]
	if evals, named := g.Start().(game.Evaluations); named {
		ss.Eval = evals.EvalNames()[0]
		if len(fields) == 2 {
			if _, err := evals.WithEval(fields[1]); err != nil {
				return nil, errorf("player %q: %w", spec, err)
			}
			ss.Eval = fields[1]
		}
		name += ":" + ss.Eval
	}
	if err := forwardSpec(&ss, spec, decl, g); err != nil {
		return nil, err
	}
	return &Searcher{spec: name, search: ss}, nil
}

// forwardSpec sets the forward pruning of a player of search decl: beam
// search's width, ProbCut's fit for the game, size and evaluation,
// refused where gametree ships none.
func forwardSpec(ss *SearchSpec, spec string, decl *search.Decl, g game.Game) error {
	if decl.TakesParam("beam") {
		ss.Beam = PlayBeam
	}
	if !decl.TakesParam("fit") {
		return nil
	}
	size := ""
	if sz, ok := g.(game.SizeNamer); ok {
		size = sz.SizeName()
	}
	m, err := probcut.Shipped(g.Name(), size, ss.Eval)
	if err != nil {
		return err
	}
	if m == nil {
		return errorf("player %q: ProbCut has no fit for %s: gametree ships fits for %s; make one with gametree train probcut and search with gametree tree --algo probcut --fit FILE", spec, game.TitleWithSize(g)+evalSuffix(ss.Eval), strings.Join(probcut.ShippedNames(), ", "))
	}
	ss.Cut = m.Cut(PlayConfidence)
	return nil
}

// evalSuffix is ", --eval NAME", or nothing for a game of one
// evaluation.
func evalSuffix(eval string) string {
	if eval == "" {
		return ""
	}
	return ", --eval " + eval
}

// parseBudget reads "alphabeta:100ms[:EVAL]": a search by iterative
// deepening for that long a move.
func parseBudget(spec, kind string, fields []string, decl *search.Decl, g game.Game) (Player, error) {
	d, err := time.ParseDuration(fields[0])
	if err != nil || d < time.Millisecond || d > MaxBudget {
		return nil, errorf("player %q: time %q: want a duration from 1ms to 1m, such as %s:100ms", spec, fields[0], kind)
	}
	return newSearcher(spec, kind, fields, SearchSpec{Algorithm: minimax.Named(decl.Engine), Depth: 20, Order: minimax.Eval, Budget: d}, decl, g)
}

// costError refuses the player spec, a search decl to depth plies of g,
// when a move would search more than limit positions (moveCost).
func costError(spec string, g game.Game, decl *search.Decl, depth int, limit float64) error {
	est, b := moveCost(g, decl, depth)
	if est <= limit {
		return nil
	}
	about := msg.P("about %s", msg.Count(int64(est)))
	if est > 1e18 {
		about = msg.P("more than %s", msg.Count(int64(1e18)))
	}
	return errorf("player %q: a move searches %s positions (%s has up to %d moves a position; %d plies), over %s positions; lower the depth", spec,
		about, g.Title(), b, depth, msg.Count(int64(limit)))
}

// noChoice is the choice of a player at p where there is none to make: an
// error when the game is over, the move when it is forced (a pass, the
// only legal move); done is false where there is a choice.
func noChoice(p game.Position) (mv game.Choice, done bool, err error) {
	moves := p.AppendMoves(nil)
	if len(moves) == 0 {
		return game.Choice{}, true, errorf("the game is over: %s has no move", p.ToMove())
	}
	if m, ok := forced(moves); ok {
		return game.Choice{Move: m}, true, nil
	}
	return game.Choice{}, false, nil
}

// forced returns the move when there is no choice to make: a pass, or
// the only legal move.
func forced(moves []game.Move) (game.Move, bool) {
	if len(moves) == 1 {
		return moves[0], true
	}
	return game.NoMove, false
}

// Random plays a legal move at random; its choices follow its seed.
type Random struct{ rng *rand.Rand }

// Spec returns "random".
func (*Random) Spec() string { return "random" }

// Choose picks a legal move at random.
func (r *Random) Choose(_ context.Context, g *Game) (game.Choice, error) {
	p := g.Pos()
	moves := p.AppendMoves(nil)
	if len(moves) == 0 {
		return game.Choice{}, errorf("the game is over: %s has no move", p.ToMove())
	}
	return game.Choice{Move: moves[r.rng.Intn(len(moves))]}, nil
}

// Close does nothing.
func (*Random) Close() error { return nil }

// Greedy plays the move that gains most (game.Gainer: Othello's flips),
// or, in a game without gains, the move whose position evaluates best a
// ply ahead; the first in the game's order among equals.
type Greedy struct{}

// Spec returns "greedy".
func (Greedy) Spec() string { return "greedy" }

// Choose picks the move that gains most.
func (Greedy) Choose(_ context.Context, g *Game) (game.Choice, error) {
	p := g.Pos()
	moves := p.AppendMoves(nil)
	if len(moves) == 0 {
		return game.Choice{}, errorf("the game is over: %s has no move", p.ToMove())
	}
	gain := func(m game.Move) float64 { return game.Outcome(p.Play(m), p.ToMove()) }
	if gp, ok := p.(game.Gainer); ok {
		gain = func(m game.Move) float64 { return float64(gp.Gain(m)) }
	}
	best, most := moves[0], gain(moves[0])
	for _, m := range moves[1:] {
		if v := gain(m); v > most {
			best, most = m, v
		}
	}
	return game.Choice{Move: best}, nil
}

// Close does nothing.
func (Greedy) Close() error { return nil }

// Perfect plays as the game's own perfect policy says (game.Perfecter:
// Pig's, solved by value iteration), with the chance of winning it gives.
type Perfect struct{}

// Spec returns "ai:perfect".
func (*Perfect) Spec() string { return "ai:perfect" }

// Choose plays the policy's move.
func (*Perfect) Choose(ctx context.Context, g *Game) (game.Choice, error) {
	p := g.Pos()
	pf, ok := p.(game.Perfecter)
	if !ok || p.Over() {
		return game.Choice{}, errorf("the game is over: %s has no move", p.ToMove())
	}
	m, win, err := pf.PerfectMove(ctx)
	if err != nil {
		return game.Choice{}, err
	}
	return game.Choice{Move: m, Value: win, Searched: true, Exact: true, Chance: true}, nil
}

// Close does nothing.
func (*Perfect) Close() error { return nil }

// Searcher plays the best move of a search of the game's tree: minimax or
// alpha-beta to a fixed depth (alpha-beta tries children by their
// evaluation first), or, with IDTT and no depth, alpha-beta to the end of
// the game with a transposition table. Among moves of equal value it keeps
// the first, so it is deterministic. It is the search gametree tree draws.
type Searcher struct {
	spec   string
	search SearchSpec
}

// NewSearcher returns the player that searches as spec says, named
// "alphabeta:DEPTH:EVAL" (or "alphabeta:DEPTH" without an evaluation's
// name).
func NewSearcher(spec SearchSpec) *Searcher {
	name := spec.Algorithm.String() + ":" + strconv.Itoa(spec.Depth)
	if spec.Eval != "" {
		name += ":" + spec.Eval
	}
	return &Searcher{spec: name, search: spec}
}

// Spec returns the player's spec.
func (s *Searcher) Spec() string { return s.spec }

// Search returns how the player searches.
func (s *Searcher) Search() SearchSpec { return s.search }

// Choose searches the current position and plays the best move.
func (s *Searcher) Choose(ctx context.Context, g *Game) (game.Choice, error) {
	p := g.Pos()
	if mv, done, err := noChoice(p); done {
		return mv, err
	}
	pos, err := Evaluated(p, s.search.Eval)
	if err != nil {
		return game.Choice{}, err
	}
	res, depth := s.search.run(ctx, pos)
	if err := ctx.Err(); err != nil {
		// Stopped, or an iterative search that kept its last finished
		// iteration: the game was left.
		return game.Choice{}, err
	}
	if !res.HasBest {
		return game.Choice{Move: p.AppendMoves(nil)[0]}, nil
	}
	c := game.Choice{Move: res.Best, Value: res.Value, Searched: true, Depth: depth, Exact: depth == 0,
		Nodes: res.Stats.Visited + res.Stats.Probes, Eval: s.search.Eval}
	if s.spec == "ai:perfect" && game.EvalIsExact(p.Game()) {
		// An exact evaluation's sign is the value with best play.
		c.Exact, c.Depth, c.Value = true, 0, sign(res.Value)
	}
	return c, nil
}

// run searches pos as ss says, and returns the result and the depth it
// reached: to ss.Depth, or by iterative deepening for ss.Budget (the
// deepest search finished; depth 1 at least, whatever the time).
func (ss SearchSpec) run(ctx context.Context, pos game.Position) (gamesearch.SearchResult, int) {
	search := gamesearch.Search{Algorithm: ss.Algorithm, Depth: ss.Depth, Order: ss.Order, Beam: ss.Beam, Cut: ss.Cut,
		Stop: func() bool { return ctx.Err() != nil }}
	if ss.Budget == 0 {
		return gamesearch.One(pos, search), ss.Depth
	}
	deadline := time.Now().Add(ss.Budget)
	var best gamesearch.SearchResult
	var nodes int64
	depth := 0
	for d := 1; d <= ss.Depth && (d == 1 || time.Now().Before(deadline)); d++ {
		search.Depth = d
		if d > 1 {
			search.Stop = func() bool { return ctx.Err() != nil || time.Now().After(deadline) }
		}
		r := gamesearch.One(pos, search)
		nodes += r.Stats.Visited + r.Stats.Probes
		if r.Stopped {
			break
		}
		best, depth = r, d
	}
	best.Stats.Visited, best.Stats.Probes = nodes, 0
	return best, depth
}

// sign is +1, -1 or 0 as v is positive, negative or zero.
func sign(v float64) float64 {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// Close does nothing.
func (*Searcher) Close() error { return nil }

// Evaluated returns p scored by the evaluation name (game.Evaluations),
// or p itself when name is empty.
func Evaluated(p game.Position, name string) (game.Position, error) {
	if name == "" {
		return p, nil
	}
	e, ok := p.(game.Evaluations)
	if !ok {
		return nil, errorf("%s has one evaluation, so none is named (got %q)", msg.P(p.Game().Title()), name)
	}
	return e.WithEval(name)
}

// Expert plays the game's own engine (game.Expert: Othello's) within a
// time budget per move.
type Expert struct{ budget time.Duration }

// NewExpert returns the expert with a time budget per move (DefaultTime if
// budget is 0).
func NewExpert(budget time.Duration) *Expert {
	if budget <= 0 {
		budget = DefaultTime
	}
	return &Expert{budget: budget}
}

// Spec returns "ai:expert".
func (*Expert) Spec() string { return "ai:expert" }

// Close does nothing.
func (*Expert) Close() error { return nil }

// Choose asks the game's engine for its move.
func (e *Expert) Choose(ctx context.Context, g *Game) (game.Choice, error) {
	x, ok := g.Pos().(game.Expert)
	if !ok {
		return game.Choice{}, errorf("%s has no expert engine", msg.P(g.Pos().Game().Title()))
	}
	return x.ExpertMove(ctx, e.budget)
}
