package explore

import (
	"context"
	"math"
	"strconv"
	"strings"
	"time"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/maxn"
	"gametree/minimax"
	"gametree/render"
	"gametree/search"
	"gametree/tree"
)

// The searches of games of several players: a textbook tree whose leaves
// are utility vectors ("(1,2,6)"), searched by max^n, by max^n with
// shallow pruning, or by paranoid search (alpha-beta on the root player's
// utility, which package minimax runs as it runs alpha-beta: the tree's
// MAX nodes are then the root player's, its leaves' values its
// utilities).

// severalSearches are the searches of several players offered on face f.
func severalSearches(f search.Face) []*search.Decl {
	var out []*search.Decl
	for _, d := range search.On(f) {
		if d.Several() {
			out = append(out, d)
		}
	}
	return out
}

// playersRefusal refuses d on t where they do not match: a search of two
// players on a tree of utility vectors, a search of several on a tree of
// values.
func playersRefusal(d *search.Decl, t *tree.Tree) error {
	switch k := t.Players(); {
	case k > 0 && d.Players == search.TwoPlayers && !d.MonteCarlo:
		return usagef("the tree's leaves are utility vectors of %d players, which %s does not know (it searches two, MAX and MIN): use --algo %s", k, d.Name, orList(search.Names(severalSearches(search.Tree))))
	case d.Players == search.Hidden:
		return textbookHidesNothing(d)
	case k == 0 && d.Several():
		return usagef("--algo %s searches a game of several players, a tree whose leaves are utility vectors such as ((1,2,6) (4,2,3)); this tree's leaves are values: use --algo minimax or alphabeta", d.Name)
	}
	return nil
}

// textbookHidesNothing refuses a search of hidden information (d) on a
// textbook tree.
func textbookHidesNothing(d *search.Decl) error {
	return usagef("a textbook tree hides nothing, and --algo %s finds the equilibrium of a game of hidden information (--game kuhn): use --algo minimax or alphabeta", d.Name)
}

// checkPlayers searches a tree of utility vectors by max^n unless told,
// and refuses req's search where it does not match t's players.
func (req *TreeRequest) checkPlayers(t *tree.Tree) error {
	if t.Players() > 0 && !req.algoGiven {
		req.setSearch(search.DefaultOf(search.Vectors)) // utility vectors: a game of several players
	}
	if t.Players() > 0 && req.RootMin {
		return usagef("--root min: in a tree of utility vectors the players move in turn, A at the root; leave --root out")
	}
	return playersRefusal(req.decl(), t)
}

// severalElsewhere refuses a game of k players (a tree of utility
// vectors) to face, which knows the searches of two alone so far.
func severalElsewhere(face string, k int) error {
	return usagef("%s knows the searches of two players; this tree is a game of %d (utility vectors): draw it with gametree tree (--algo maxn, shallow or paranoid)", face, k)
}

// MaxQuiescence is the most plies a quiescence search goes past --depth.
const MaxQuiescence = 10

// readQuiescence reads --quiescence N, the plies a quiescence search goes
// past the depth (on a game whose positions say when they are not quiet,
// game.Quieter: buildTree refuses another).
func readQuiescence(r *reader, req *TreeRequest) error {
	if _, ok := r.lookup("quiescence"); !ok || !r.set("quiescence") {
		return nil
	}
	q, err := r.int("quiescence")
	if err != nil {
		return err
	}
	req.Quiescence = q
	return nil
}

// readSumBound reads --bound S, shallow pruning's bound on the sum of a
// leaf's utilities (a search that takes none has had it refused:
// checkTakes).
func readSumBound(r *reader, req *TreeRequest) error {
	if _, ok := r.lookup("bound"); !ok || !r.set("bound") {
		return nil
	}
	text := strings.TrimSpace(r.str("bound"))
	v, err := strconv.ParseFloat(text, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return usagef("--bound %q: want the most a leaf's utilities sum to, a number such as 10", r.str("bound"))
	}
	if most := tree.MaxLeafValue * tree.MaxPlayers; math.Abs(v) > most {
		return usagef("--bound %q: a leaf's utilities sum to %s at most (%d players of at most %s each); give a bound within it, such as 10", r.str("bound"), msg.Count(int64(most)), tree.MaxPlayers, msg.Count(int64(tree.MaxLeafValue)))
	}
	req.SumBound = &v
	return nil
}

// compareSeveralGame compares max^n, shallow pruning and paranoid search
// on the trees of a game of several players (Nim for three), depth by
// depth, as compareSeveral does a textbook tree's; over many positions,
// each row is the mean of its positions' and counts those where its move
// is not max^n's.
func compareSeveralGame(ctx context.Context, req *CompareRequest, rep *CompareReport, say Progress) (*CompareReport, error) {
	if len(req.Iterations) > 0 {
		return nil, usagef("--mcts: Monte Carlo tree search knows two players, and %s is a game of %d: leave --mcts out", msg.P(rep.Game.Title()), game.Players(rep.Game))
	}
	rep.Players = game.Players(rep.Game)
	if len(req.Positions) > 1 {
		rep.Count = len(req.Positions)
		rep.Scale = rep.Lang.T("the mean of the root player's utility; unlike max^n: the positions where the row's move is not max^n's")
	}
	for _, d := range req.Depths {
		var all [][]CompareRow
		for i, p := range req.Positions {
			if len(req.Positions) > 1 {
				say("depth %d, position %d of %d", d, i+1, len(req.Positions))
			}
			t := tree.NewGame(p, d, maxCompareNodes)
			t.Stop = stopper(ctx)
			if err := t.ExpandAll(); err != nil {
				return rep, treeErr(ctx, err, nil)
			}
			if len(req.Positions) == 1 {
				rep.Scale = rep.Lang.T("the root player's (%s's) utility; max^n's value in full beside it", tree.PlayerName(t.Mover(0)))
			}
			rows := compareSeveral(ctx, t)
			if err := ctx.Err(); err != nil {
				return rep, err
			}
			all = append(all, rows)
		}
		rows := severalMeans(all)
		rep.Rows = append(rep.Rows, rows...)
	}
	return rep, nil
}

// severalMeans returns the rows of a comparison of several players over
// all (the rows of each position or tree, max^n's first): their means,
// each counting the positions where its move is not max^n's.
func severalMeans(all [][]CompareRow) []CompareRow {
	rows := averageRows(all)
	for k := range rows {
		unlike := 0
		for _, r := range all {
			if r[k].BestMove != r[0].BestMove {
				unlike++
			}
		}
		rows[k].Unlike = &unlike
		if len(all) > 1 {
			// A mean of utilities: the fraction it is ("1/3 (0.333)").
			rows[k].ValueText = game.FormatExpected(rows[k].Value)
		}
	}
	return rows
}

// seesAll refuses a game of hidden information (Kuhn poker) to face,
// whose searches see every card: solving each deal as if the cards were
// seen averages over clairvoyance (AIMA 4th edition, section 5.6), which
// is not the game's value; gametree solve finds its equilibrium.
func seesAll(face string, g game.Game) error {
	if _, ok := g.Start().(game.Informed); ok {
		return usagef("%s hides each player's card, and %s would see every card (averaging over clairvoyance, which AIMA 5.6 shows goes wrong): find its equilibrium with gametree solve --game %s (counterfactual regret minimization)", msg.P(g.Title()), msg.P(face), g.Name())
	}
	return nil
}

// readPositionFor reads the position of face, whose searches see every
// card: a game of hidden information is refused (seesAll).
func readPositionFor(r *reader, face string) (Position, error) {
	g, err := readPosition(r)
	if err == nil {
		err = seesAll(face, g.Game)
	}
	return g, err
}

// twoPlayers refuses a game of several players (game.Several) to face,
// which plays or searches games of two so far.
func twoPlayers(face string, g game.Game) error {
	if k := game.Players(g); k > 2 {
		return usagef("%s is a game of %d players, which %s does not take yet (it plays and searches games of two): draw its tree with gametree tree (--algo maxn, shallow or paranoid), count its positions with gametree perft, or show one with gametree show", msg.P(g.Title()), k, face)
	}
	return nil
}

// checkGamePlayers searches a game of several players by max^n unless
// told, and refuses a search of several players on a game of two, and a
// search of two on a game of several.
func (req *TreeRequest) checkGamePlayers(g game.Game) error {
	k := game.Players(g)
	if k > 2 && !req.algoGiven {
		req.setSearch(search.DefaultOf(search.Vectors))
	}
	d := req.decl()
	switch {
	case k > 2 && d.Players == search.TwoPlayers:
		return usagef("%s is a game of %d players, which %s does not know (it searches two, MAX and MIN): use --algo %s", msg.P(g.Title()), k, d.Name, orList(search.Names(severalSearches(search.Tree))))
	case k == 2 && d.Several():
		return usagef("--algo %s searches a game of several players, a textbook tree whose leaves are utility vectors (--leaves \"((1,2,6) (4,2,3))\"); %s is a game of two: use --algo minimax or alphabeta", d.Name, msg.P(g.Title()))
	}
	return nil
}

// maxnSearch searches t by max^n (with shallow pruning when d says so;
// refused when stepped, which it does not record yet) and returns it as
// the renderers read it: each node's vector, visit
// order, chosen child and cutoff in a Recorder's annotations, the root's
// utility its value.
func maxnSearch(ctx context.Context, req *TreeRequest, t *tree.Tree, extra minimax.Tracer[int32]) (*render.Search, error) {
	if t.Kind == tree.Game {
		// max^n visits every node (shallow pruning a few less): the
		// tree whole, within the node limit the build checked.
		if err := t.ExpandAll(); err != nil {
			return nil, treeErr(ctx, err, req)
		}
	}
	d := req.decl()
	opt := maxn.Options{}
	if d.Players == search.ShallowMaxN {
		opt.Shallow = true
		opt.Sum, opt.Least = maxn.Bounds(t, t.Len())
		if b := req.SumBound; b != nil {
			if *b < opt.Sum {
				return nil, usagef("--bound %s: a leaf's utilities sum to %s, more than the bound; give a bound at least that, or leave --bound out", game.FormatNumber(*b), game.FormatNumber(opt.Sum))
			}
			opt.Sum = *b
		}
	}
	if extra != nil {
		opt.Observer = maxnTracer{t, extra, map[int32]bool{}}
	}
	res := maxn.Search(t, t.Len(), opt)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rec := minimax.NewRecorder(t.Len())
	rec.Nodes = rec.Nodes[:t.Len()]
	for n := range rec.Nodes {
		a := minimax.Annotation{Best: res.Best[n], CutAfter: res.CutAfter[n], Order: res.Order[n]}
		if v := res.Value[n]; v != nil {
			a.Value, a.Flags = v[0], minimax.Returned
			if t.Nodes[n].Count == 0 {
				a.Flags |= minimax.Evaluated
				a.Eval = v[0]
			}
		}
		if res.CutAfter[n] >= 0 {
			a.Flags |= minimax.Cutoff
			if !res.Immediate[n] {
				// Its value is its best child's so far: its player
				// gets at least its entry there, a bound.
				a.Bound = minimax.Lower
			}
		}
		rec.Nodes[n] = a
	}
	rec.Stats = minimax.Stats{Visited: int64(res.Visited), Leaves: int64(res.Leaves), Cutoffs: int64(res.Cutoffs)}
	rec.MarkPV(0)
	choices := paranoidChoices(t)
	s := &render.Search{Tree: t, Ann: rec, Algorithm: minimax.Minimax, Decl: d, Order: req.Order, Value: res.Value[0][0],
		Best: res.Best[0], Nodes: int64(t.Len()), Pruned: int64(t.Len()) - int64(res.Visited)}
	v := &render.Several{Vectors: res.Value}
	if opt.Shallow {
		v.ShallowBound = &[2]float64{opt.Sum, opt.Least}
		v.ShallowCuts, v.ImmediateCuts = map[int32][2]float64{}, map[int32]bool{}
		for n, c := range res.CutAfter {
			if c >= 0 {
				v.ShallowCuts[int32(n)] = [2]float64{res.Cap[n], res.Beat[n]}
				if res.Immediate[n] {
					v.ImmediateCuts[int32(n)] = true
				}
			}
		}
	}
	v.Otherwise = otherwise(rec, choices)
	v.Ties = maxnTies(t, res)
	s.Record = v
	s.Given, s.Lang = req.Given, msg.From(ctx)
	return s, nil
}

// maxnTracer hands the steps of a search of max^n to a Tracer of
// package minimax (the step's Log), each value the root player's utility;
// the step narrates them as max^n's (render.Trace.Sentence).
type maxnTracer struct {
	t  *tree.Tree
	to minimax.Tracer[int32]
	// bounded are the nodes cut off by shallow pruning whose value is a
	// bound (not by immediate pruning).
	bounded map[int32]bool
}

var wide = math.Inf(1)

func (m maxnTracer) Enter(n int32, ply int) { m.to.Enter(n, ply, m.t.IsMax(n), -wide, wide) }
func (m maxnTracer) Leaf(n int32, v []float64) {
	m.to.Leaf(n, v[m.t.Mover(0)])
}
func (m maxnTracer) Cutoff(n, child int32, pruned []int32, immediate bool) {
	if !immediate {
		m.bounded[n] = true
	}
	m.to.Cutoff(n, child, pruned, -wide, wide)
}
func (m maxnTracer) Return(n int32, v []float64, best int32) {
	bound := minimax.Exact
	if m.bounded[n] {
		bound = minimax.Lower // its player gets at least its entry
	}
	m.to.Return(n, v[m.t.Mover(0)], bound, -wide, wide, best, best >= 0)
}

// maxnTies returns the inner nodes where a later child searched is as
// good for the player to move as the one max^n picked: that child.
func maxnTies(t *tree.Tree, res *maxn.Result) map[int32]int32 {
	ties := map[int32]int32{}
	for n, nd := range t.Nodes {
		b := res.Best[n]
		if nd.Count <= 0 || b < 0 || res.Value[b] == nil {
			continue
		}
		me := t.Mover(int32(n))
		for c := nd.First; c < nd.First+nd.Count; c++ {
			if c != b && res.Value[c] != nil && res.Value[c][me] == res.Value[b][me] {
				ties[int32(n)] = c
				break
			}
		}
	}
	return ties
}

// paranoidChoices returns each inner node's child that paranoid search
// picks (the root's player maximizing its utility, the others minimizing
// it, ties to the first), and the node's value for the root's player.
func paranoidChoices(t *tree.Tree) map[int32]int32 {
	best := map[int32]int32{}
	var value func(n int32) float64
	value = func(n int32) float64 {
		nd := t.Nodes[n]
		if nd.Count <= 0 {
			return nd.Value
		}
		mine := t.IsMax(n)
		var v float64
		for c := nd.First; c < nd.First+nd.Count; c++ {
			cv := value(c)
			if c == nd.First || mine && cv > v || !mine && cv < v {
				v, best[n] = cv, c
			}
		}
		return v
	}
	value(0)
	return best
}

// otherwise marks the inner nodes, searched whole (not cut off), where
// choice (a search's chosen child) is not other (the other way of
// searching the game of several players): other's child.
func otherwise(rec *minimax.Recorder, other map[int32]int32) map[int32]int32 {
	out := map[int32]int32{}
	for n, c := range other {
		a := rec.At(n)
		if a.Has(minimax.Returned) && !a.Has(minimax.Cutoff) && a.Best >= 0 && a.Best != c {
			out[n] = c
		}
	}
	return out
}

// maxnChoices returns each inner node's child that max^n picks.
func maxnChoices(t *tree.Tree) map[int32]int32 {
	res := maxn.Search(t, t.Len(), maxn.Options{})
	out := map[int32]int32{}
	for n, c := range res.Best {
		if c >= 0 {
			out[int32(n)] = c
		}
	}
	return out
}

// compareSeveral compares the searches of a game of several players on t:
// max^n, max^n with shallow pruning (its bound from the tree) and
// paranoid search, each a row: its nodes, leaves and cutoffs, the root
// player's utility as its value (max^n's whole vector as its text), and
// its move. max^n and shallow pruning agree by construction (package
// maxn's tests hold it), paranoid search may not: it assumes another game.
func compareSeveral(ctx context.Context, t *tree.Tree) []CompareRow {
	var rows []CompareRow
	sum, least := maxn.Bounds(t, t.Len())
	for _, d := range search.On(search.Compare) {
		if d.Family != search.Vectors {
			continue
		}
		start := time.Now()
		var row CompareRow
		if d.Players == search.Paranoid {
			// The root's player against all: alpha-beta on its utility.
			rec := minimax.NewRecorder(t.Len())
			res := minimax.Search(t, 0, minimax.Options[int32]{Algorithm: engine(d, true), MaxAt: t.IsMax, Stop: stopper(ctx)}, rec)
			row = CompareRow{Nodes: float64(rec.Stats.Visited), Leaves: float64(rec.Stats.Leaves), Cutoffs: float64(rec.Stats.Cutoffs), Value: res.Value}
			if res.HasBest {
				row.BestMove = t.Label(res.Best)
			}
		} else {
			res := maxn.Search(t, t.Len(), maxn.Options{Shallow: d.Players == search.ShallowMaxN, Sum: sum, Least: least})
			row = CompareRow{Nodes: float64(res.Visited), Leaves: float64(res.Leaves), Cutoffs: float64(res.Cutoffs),
				Value: res.Value[0][t.Mover(0)], ValueText: tree.FormatVector(res.Value[0])}
			if b := res.Best[0]; b >= 0 {
				row.BestMove = t.Label(b)
			}
		}
		row.Depth, row.Algorithm, row.Ordering, row.Seconds = t.Depth, d.Name, minimax.Natural.String(), time.Since(start).Seconds()
		rows = append(rows, row)
	}
	return rows
}
