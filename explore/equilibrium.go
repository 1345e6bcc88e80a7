package explore

import (
	"context"
	"encoding/csv"
	"io"
	"math"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"gametree/cfr"
	"gametree/game"
	"gametree/gamesearch"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/render"
	"gametree/search"
	"gametree/tree"
)

// The equilibrium of a game of hidden information (Kuhn poker): its whole
// tree, with its information sets, solved by counterfactual regret
// minimization (CFR or CFR+, declared in package search, run by package
// cfr), the average strategy and its value, and how far it is from an
// equilibrium (its exploitability, by an exact best response).

// CFR limits, on any tree (a CFR+ iteration of Kuhn poker takes a few
// microseconds); a big tree takes fewer (cfr.Iterations).
const (
	DefaultCFRIterations = cfr.DefaultIterations
	MaxCFRIterations     = cfr.MaxIterations
	// cfrNodeBytes bounds the memory of a node of the solver's tree with
	// its set's regrets, sums and strategies.
	cfrNodeBytes = 512
)

// solveAlgoParam is --algo of gametree solve: the searches of the Solve
// face, from their declarations.
func solveAlgoParam() Param {
	var choices []string
	for _, d := range search.On(search.Solve) {
		choices = append(choices, d.Choice())
	}
	return str("algo", search.DefaultOf(search.Equilibria).Name, "Hidden information", "the `SEARCH` of the equilibrium of a game of hidden information (kuhn)").oneOf(choices...)
}

// readEquilibrium reads, for a game of hidden information, the search and
// its iterations (req.Equilibrium); for any other game it refuses them.
func readEquilibrium(r *reader, req *SolveRequest, g Position) error {
	_, hidden := g.Pos.(game.Informed)
	d, err := declOf(r)
	if err != nil {
		return err
	}
	if _, err := r.int("iterations"); err != nil {
		return err
	}
	if !hidden {
		for _, f := range []string{"algo", "iterations", "plot"} {
			if r.set(f) {
				return usagef("--%s applies to a game of hidden information (kuhn), solved by counterfactual regret minimization; %s is solved exactly", f, msg.P(g.Game.Title()))
			}
		}
		return nil
	}
	for _, f := range []string{"all", "ties", "threads", "hash"} {
		if r.set(f) {
			return usagef("--%s applies to an endgame solver; %s is solved by counterfactual regret minimization (--algo, --iterations)", f, msg.P(g.Game.Title()))
		}
	}
	if ext := strings.ToLower(filepath.Ext(r.str("output"))); ext != "" && ext != ".txt" && ext != ".json" {
		return usagef("-o %s: the equilibrium is written as text or JSON (--json); name the file .txt or .json", r.str("output"))
	}
	if g.Pos.String() != g.Game.Start().String() {
		return usagef("%s is solved from before the deal, the equilibrium of the whole game; leave the position out", msg.P(g.Game.Title()))
	}
	req.Search, req.Position, req.Given, req.Equilibrium = d, g.Pos, g.place(), true
	if req.PlotFormat, err = plotFormat("plot", r.str("plot")); err != nil {
		return err
	}
	req.Plot = r.set("plot")
	if !r.set("iterations") {
		return nil // the tree's own default (cfr.Iterations)
	}
	req.Iterations, err = r.int("iterations")
	return err
}

// EquilibriumReport is the equilibrium of a game of hidden information as
// solve prints it, and its JSON.
type EquilibriumReport struct {
	// PlotFormat is the format its plot is drawn in (SVG unless the
	// request chose PNG or PDF).
	PlotFormat render.Format `json:"-"`
	Game       string        `json:"game"`
	Title      string        `json:"-"`
	// MoveNames says what the moves' letters stand for (game.MoveNamer).
	MoveNames string `json:"-"`
	// First names the first player ("X").
	First      string `json:"-"`
	Algorithm  string `json:"algorithm"`
	Iterations int    `json:"iterations"`
	// Value is what the average strategy wins the first player (X) a
	// hand; the game's value lies from ValueLow to ValueHigh (each side's
	// best response to the other's part of the average strategy:
	// valueBracket), and ValueFraction is the game's value where a
	// source proves it (game.Valued: Kuhn poker's -1/18, by ValueSource),
	// empty elsewhere: no fraction is claimed of a range.
	Value         float64 `json:"value"`
	ValueLow      float64 `json:"value_low"`
	ValueHigh     float64 `json:"value_high"`
	ValueFraction string  `json:"value_fraction,omitempty"`
	ValueSource   string  `json:"value_source,omitempty"`
	// Exploitability is how much more than the game's value a player who
	// knew the strategy would win, on average over both players.
	Exploitability float64 `json:"exploitability"`
	// Strategy gives each information set's moves their probabilities.
	Strategy map[string]map[string]float64 `json:"strategy"`
	// Curve is the run's average strategy at iterations 1, 2, 5, 10, 20,
	// 50, ... and the last: its exploitability and its value.
	Curve []CurvePoint `json:"curve"`
	// Other is the curve of the other search (CFR beside CFR+), for the
	// plot.
	Other     []CurvePoint `json:"-"`
	OtherName string       `json:"-"`
	// Clairvoyance is averaging over clairvoyance beside the equilibrium.
	Clairvoyance ClairvoyanceReport `json:"clairvoyance"`
	// Sets are the information sets in the order of the tree, with their
	// player and moves, for the text.
	Sets []EquilibriumSet `json:"-"`
	Lang msg.Lang         `json:"-"`
}

// CurvePoint is a run's average strategy after some iterations: its
// exploitability and its value for the first player.
type CurvePoint struct {
	Iterations     int     `json:"iterations"`
	Exploitability float64 `json:"exploitability"`
	Value          float64 `json:"value"`
}

// ClairvoyanceReport is averaging over clairvoyance (AIMA 4th edition,
// section 5.6): each deal solved as if both players saw every card, the
// values averaged. Value is that average for the first player; Moves
// gives each information set's position (its deal and bets) the moves
// best there with every card seen; Split lists the sets where no move is
// best at all of them, which a player who does not see the other's card
// cannot follow; Bluffs the sets where the equilibrium bets (the last
// move) though it is best at none of them with the cards seen.
type ClairvoyanceReport struct {
	Value  float64                      `json:"value"`
	Moves  map[string]map[string]string `json:"moves"`
	Split  []string                     `json:"split"`
	Bluffs []string                     `json:"bluffs"`
}

// EquilibriumSet is one information set of a report: its name, its
// player, its moves and their probabilities.
type EquilibriumSet struct {
	Name   string
	Player string
	Moves  []string
	Probs  []float64
	// Order ranks each move among the game's (its Move), for the
	// table's columns; Depth is the depth of the set's first node.
	Order []game.Move
	Depth int
	// Seen gives each position of the set the move made there with every
	// card seen (averaging over clairvoyance); Hidden says it by the
	// other's card at each ("K: p", the text's).
	Seen   map[string]string
	Hidden []string
}

// WriteCSV writes the equilibrium strategy as CSV: a line an information
// set and move, the sets and moves in their names' order, each move's
// probability.
func (rep *EquilibriumReport) WriteCSV(w io.Writer) error {
	c := csv.NewWriter(w)
	c.Write([]string{"infoset", "move", "probability"})
	sets := make([]string, 0, len(rep.Strategy))
	for s := range rep.Strategy {
		sets = append(sets, s)
	}
	sort.Strings(sets)
	for _, s := range sets {
		moves := make([]string, 0, len(rep.Strategy[s]))
		for m := range rep.Strategy[s] {
			moves = append(moves, m)
		}
		sort.Strings(moves)
		for _, m := range moves {
			c.Write([]string{s, m, strconv.FormatFloat(rep.Strategy[s][m], 'g', -1, 64)})
		}
	}
	c.Flush()
	return c.Error()
}

// SolveEquilibrium solves req's game of hidden information (req.Equilibrium).
func SolveEquilibrium(ctx context.Context, req *SolveRequest) (*EquilibriumReport, error) {
	t, err := gamesearch.NewInformed(req.Position)
	if err != nil {
		return nil, errorf("%w", err)
	}
	s, curve, err := runCFR(ctx, t, req.Search, req.Iterations, true)
	if err != nil {
		return nil, err
	}
	avg := s.Average()
	rep := &EquilibriumReport{PlotFormat: req.PlotFormat, Game: req.Position.Game().Name(), Title: req.Position.Game().Title(), First: game.PlayerName(req.Position.Game(), game.X), Algorithm: req.Search.Name, Iterations: s.Iterations,
		Value: cfr.Value(t, avg), Strategy: map[string]map[string]float64{}, Lang: msg.From(ctx)}
	// The two best responses that bracket the value also give the
	// exploitability, their mean: (hi - lo) / 2 is cfr.Exploitability's sum.
	rep.ValueLow, rep.ValueHigh = valueBracket(t, avg)
	rep.Exploitability = max((rep.ValueHigh-rep.ValueLow)/2, 0)
	rep.ValueFraction, rep.ValueSource = knownValue(req.Position.Game(), rep.ValueLow, rep.ValueHigh)
	rep.Curve = curve
	rep.MoveNames = moveNames(req.Position.Game())
	if req.Plot {
		other := otherCFR(req.Search)
		if _, rep.Other, err = runCFR(ctx, t, other, req.Iterations, true); err != nil {
			return nil, err
		}
		rep.OtherName = other.Name
	}
	rep.Sets = setsOf(t, avg)
	for _, set := range rep.Sets {
		rep.Strategy[set.Name] = map[string]float64{}
		for a, m := range set.Moves {
			rep.Strategy[set.Name][m] = set.Probs[a]
		}
	}
	rep.clairvoyance(t)
	// The first player's sets first, each player's by name.
	sort.Slice(rep.Sets, func(a, b int) bool {
		x, y := rep.Sets[a], rep.Sets[b]
		if (x.Player == rep.First) != (y.Player == rep.First) {
			return x.Player == rep.First
		}
		return x.Name < y.Name
	})
	return rep, nil
}

// setsOf lists the information sets of t with their player, moves and
// the probabilities st gives them, in the order of the tree.
func setsOf(t *gamesearch.Informed, st cfr.Strategy) []EquilibriumSet {
	var sets []EquilibriumSet
	seen := map[int]bool{}
	depth := make([]int, len(t.Pos))
	for n := range t.Pos {
		for _, c := range t.Kids[n] {
			depth[c] = depth[n] + 1
		}
	}
	for n := range t.Pos {
		i := t.InfoSet(int32(n))
		if i < 0 || seen[i] {
			continue
		}
		seen[i] = true
		pos := t.Pos[n]
		set := EquilibriumSet{Name: t.Sets[i], Player: game.PlayerName(pos.Game(), pos.ToMove()), Probs: st[i], Seen: map[string]string{}, Depth: depth[n]}
		for _, c := range t.Kids[n] {
			set.Moves = append(set.Moves, pos.FormatMove(t.Moves[c]))
			set.Order = append(set.Order, t.Moves[c])
		}
		sets = append(sets, set)
	}
	return sets
}

// exampleSet names a set of t for a legend: the longest name, the last
// of those in their order ("Qpb" in Kuhn poker).
func exampleSet(t *gamesearch.Informed) string {
	best := ""
	for _, name := range t.Sets {
		if len(name) > len(best) || len(name) == len(best) && name > best {
			best = name
		}
	}
	return best
}

// moveNames says what g's moves' letters stand for (game.MoveNamer), ""
// when it does not.
func moveNames(g game.Game) string {
	if mn, ok := g.(game.MoveNamer); ok {
		return mn.MoveNames()
	}
	return ""
}

// otherCFR is the other search of hidden information than d (CFR beside
// CFR+, CFR+ beside CFR), as declared.
func otherCFR(d *search.Decl) *search.Decl {
	for _, o := range search.On(search.Solve) {
		if o.Players == search.Hidden && o.Plus != d.Plus {
			return o
		}
	}
	return d
}

// runCFR runs d (CFR or CFR+) on t for n iterations, and returns the
// solver and, with curve, the curve of its average strategy at 1, 2, 5,
// 10, 20, ... iterations and the last (an exploitability each, a walk of
// the whole tree: left out when nobody reads it).
func runCFR(ctx context.Context, t *gamesearch.Informed, d *search.Decl, n int, curve bool) (*cfr.Solver, []CurvePoint, error) {
	def, most := cfr.Iterations(len(t.Pos))
	if n == 0 {
		n = def
	}
	if n > most {
		return nil, nil, usagef("--iterations %d: an iteration of %s walks its %s nodes, so a run takes at most %s iterations", n, msg.P(t.Pos[0].Game().Title()), msg.Count(int64(len(t.Pos))), msg.Count(int64(most)))
	}
	// A core of a server's budget: the work grows with the iterations
	// (a million keep a core busy for seconds); its memory, the tree's
	// nodes and each set's regrets and sums, does not.
	if err := reserveCore(ctx, Bytes(int64(len(t.Pos))*cfrNodeBytes), msg.P("%s iterations of CFR", msg.Count(int64(n)))); err != nil {
		return nil, nil, err
	}
	s, err := cfr.New(t, d.Plus)
	if err != nil {
		return nil, nil, errorf("%w", err)
	}
	if !curve {
		return s, nil, s.RunContext(ctx, n)
	}
	var points []CurvePoint
	for k := 0; s.Iterations < n; k++ {
		next := []int{1, 2, 5}[k%3] // 1, 2, 5, 10, 20, 50, ...
		for range k / 3 {
			next *= 10
		}
		if err := s.RunContext(ctx, min(next, n)-s.Iterations); err != nil {
			return nil, nil, err
		}
		avg := s.Average()
		points = append(points, CurvePoint{Iterations: s.Iterations, Exploitability: max(cfr.Exploitability(t, avg), 0), Value: cfr.Value(t, avg)})
	}
	return s, points, nil
}

// Plot draws the curve of the run, and the other search's, as an SVG
// chart on log scales: the exploitability of the average strategy by its
// iterations.
func (rep *EquilibriumReport) Plot(w io.Writer) error {
	l := rep.Lang
	series := []render.Series{curveSeries(search.Lookup(rep.Algorithm).Name, rep.Curve)}
	if rep.Other != nil {
		series = append(series, curveSeries(rep.OtherName, rep.Other))
	}
	sub := l.T("%s: the game's value for %s is %s (%s); %s reaches an exploitability of %.2g in %s iterations", l.Word(rep.Title), rep.First, rep.ValueFraction, rep.ValueSource,
		rep.Algorithm, rep.Exploitability, l.Count(uint64(rep.Iterations)))
	if rep.ValueFraction == "" {
		sub = l.T("%s: the game's value for %s lies from %+.5f to %+.5f; %s reaches an exploitability of %.2g in %s iterations", l.Word(rep.Title), rep.First, clean(rep.ValueLow, 5), clean(rep.ValueHigh, 5),
			rep.Algorithm, rep.Exploitability, l.Count(uint64(rep.Iterations)))
	}
	return render.LogLogPlot(w, orSVG(rep.PlotFormat), l.Word("Exploitability of the average strategy by iterations"), msg.Capitalize(sub), l.Word("iterations (log scale)"), l.Word("exploitability (log scale)"), series)
}

// curveSeries is a curve as a series of the plot.
func curveSeries(name string, curve []CurvePoint) render.Series {
	s := render.Series{Name: name}
	for _, p := range curve {
		s.X, s.Y = append(s.X, float64(p.Iterations)), append(s.Y, p.Exploitability)
	}
	return s
}

// clairvoyance fills the report's averaging over clairvoyance on t.
func (rep *EquilibriumReport) clairvoyance(t *gamesearch.Informed) {
	c := cfr.Clairvoyant(t)
	cr := ClairvoyanceReport{Value: c.Value, Moves: map[string]map[string]string{}, Split: []string{}, Bluffs: []string{}}
	for k := range rep.Sets {
		set := &rep.Sets[k]
		cr.Moves[set.Name] = set.Seen
		// At each position of the set, the moves that are best with
		// every card seen (ties kept); common, those best at all of them.
		common, any := map[string]int{}, map[string]bool{}
		positions := 0
		for n := range t.Pos {
			if i := t.InfoSet(int32(n)); i < 0 || t.Sets[i] != set.Name {
				continue
			}
			positions++
			var best []string
			for _, kid := range t.Kids[n] {
				if math.Abs(c.Values[kid]-c.Values[n]) < 1e-12 {
					m := t.Pos[n].FormatMove(t.Moves[kid])
					best = append(best, m)
					common[m]++
					any[m] = true
				}
			}
			set.Seen[t.Pos[n].String()] = strings.Join(best, " "+rep.Lang.Word("or")+" ")
			if sec, ok := t.Pos[n].(game.Secret); ok {
				set.Hidden = append(set.Hidden, sec.Holding(1-t.Pos[n].ToMove())+": "+set.Seen[t.Pos[n].String()])
			}
		}
		followed := false
		for _, k := range common {
			followed = followed || k == positions
		}
		if !followed {
			cr.Split = append(cr.Split, set.Name)
		}
		if last := set.Moves[len(set.Moves)-1]; !any[last] && set.Probs[len(set.Probs)-1] > 0.01 {
			cr.Bluffs = append(cr.Bluffs, set.Name)
		}
	}
	sort.Strings(cr.Split)
	sort.Strings(cr.Bluffs)
	rep.Clairvoyance = cr
}

// valueBracket bounds the game's value for the first player by exact
// best responses to st: the second player's to the first's part gives
// what the first player wins at least (lo), the first's to the second's
// what it wins at most (hi); the value lies between (von Neumann's
// minimax theorem), a range as wide as twice the exploitability, half as
// wide as the strategy's value give or take twice it.
func valueBracket(g cfr.Game, st cfr.Strategy) (lo, hi float64) {
	hi, _ = cfr.BestResponse(g, st, 0)
	b1, _ := cfr.BestResponse(g, st, 1)
	return -b1, hi
}

// knownValue is g's value as a source proves it ("-1/18") and the source
// ("Kuhn 1950"), when g declares one (game.Valued) and it lies from lo
// to hi; "" otherwise, where a range is all a run can say (Leduc
// hold'em's value is known only as papers round it).
func knownValue(g game.Game, lo, hi float64) (string, string) {
	v, ok := g.(game.Valued)
	if !ok {
		return "", ""
	}
	num, den, source := v.Value()
	if x := float64(num) / float64(den); x < lo-1e-12 || x > hi+1e-12 {
		return "", ""
	}
	if den == 1 {
		return strconv.FormatInt(num, 10), source
	}
	return strconv.FormatInt(num, 10) + "/" + strconv.FormatInt(den, 10), source
}

// simplestFraction writes the fraction of the smallest denominator (at
// most 1000) from lo to hi ("-1/18", "0"), and "" when none is.
func simplestFraction(lo, hi float64) string {
	for q := int64(1); q <= 1000; q++ {
		p := int64(math.Ceil(lo * float64(q)))
		if float64(p) <= hi*float64(q) {
			if q == 1 {
				return strconv.FormatInt(p, 10)
			}
			return strconv.FormatInt(p, 10) + "/" + strconv.FormatInt(q, 10)
		}
	}
	return ""
}

// Text writes the report: the search and its iterations, the value with
// its precision, and each information set's moves with their
// probabilities, the first player's sets first.
func (rep *EquilibriumReport) Text() string {
	l := rep.Lang
	var b strings.Builder
	d := search.Lookup(rep.Algorithm)
	b.WriteString(msg.Capitalize(l.T("%s: the equilibrium by %s, %s iterations", l.Word(rep.Title), l.Word(d.Title), l.Count(uint64(rep.Iterations)))) + "\n") // "Poker de Kuhn"
	b.WriteString(scaleLines(l.T("Value for %s (who bets first): %+.5f a hand, within %.2g of the game's value (exploitability %.2g)", rep.First,
		clean(rep.Value, 5), 2*rep.Exploitability, rep.Exploitability), false) + "\n")
	bracket := l.T("The game's value lies from %+.5f to %+.5f (each side's best response to the other's average strategy).", clean(rep.ValueLow, 5), clean(rep.ValueHigh, 5))
	if rep.ValueFraction != "" {
		bracket = l.T("The game's value lies from %+.5f to %+.5f (each side's best response to the other's average strategy); %s proves it is %s.", clean(rep.ValueLow, 5), clean(rep.ValueHigh, 5), rep.ValueSource, rep.ValueFraction)
	}
	b.WriteString(scaleLines(bracket, false) + "\n")
	b.WriteString("\n" + scaleLines(l.T("The average strategy, each move's probability (%s):", l.Word(rep.MoveNames)), false) + "\n\n")
	sets := rep.textSets()
	// A column a move of the game, in the game's order ("f", "c", "r");
	// a set's moves under theirs.
	var cols []game.Move
	names := map[game.Move]string{}
	for _, s := range sets {
		for a, m := range s.Order {
			if _, ok := names[m]; !ok {
				cols, names[m] = append(cols, m), s.Moves[a]
			}
		}
	}
	slices.Sort(cols)
	rows, right := [][]string{{l.Word("set"), l.Word("player")}}, []bool{false, false}
	for _, m := range cols {
		rows[0], right = append(rows[0], names[m]), append(right, true)
	}
	for _, s := range sets {
		row := []string{s.Name, s.Player}
		for _, m := range cols {
			cell := ""
			if a := slices.Index(s.Order, m); a >= 0 {
				cell = l.T("%.4f", s.Probs[a])
			}
			row = append(row, cell)
		}
		rows = append(rows, row)
	}
	render.Table(&b, rows, right, false)
	rep.writeMore(&b, len(sets))
	rep.writeClairvoyance(&b, sets)
	return b.String()
}

// maxTextSets is the most information sets the text of an equilibrium
// lists (Kuhn poker's 12 all; of Leduc hold'em's 936, the first round's
// shallowest 30): its CSV and JSON give every one.
const maxTextSets = 40

// textSets are the sets the text lists: all, or on a big game the
// shallowest, whole depths of the tree while they number maxTextSets at
// most (one depth at least), in the report's order.
func (rep *EquilibriumReport) textSets() []EquilibriumSet {
	if len(rep.Sets) <= maxTextSets {
		return rep.Sets
	}
	count := map[int]int{}
	for _, s := range rep.Sets {
		count[s.Depth]++
	}
	depth, total := 0, 0
	for d := 0; total < len(rep.Sets); d++ {
		if total > 0 && total+count[d] > maxTextSets {
			break
		}
		total += count[d]
		depth = d
	}
	var out []EquilibriumSet
	for _, s := range rep.Sets {
		if s.Depth <= depth {
			out = append(out, s)
		}
	}
	return out
}

// writeMore says how many sets the text leaves out, and where they are.
func (rep *EquilibriumReport) writeMore(b *strings.Builder, shown int) {
	if more := len(rep.Sets) - shown; more > 0 {
		b.WriteString(scaleLines(rep.Lang.T("... and %s more information sets, deeper in the tree: gametree solve --game %s --format csv (or json) gives every one.", rep.Lang.Count(uint64(more)), rep.Game), false) + "\n")
	}
}

// writeClairvoyance writes averaging over clairvoyance beside the
// equilibrium: its value, each set's moves with every card seen (marked
// where they depend on the card the player cannot see), and the bets of
// the equilibrium that play with every card seen never makes.
func (rep *EquilibriumReport) writeClairvoyance(b *strings.Builder, sets []EquilibriumSet) {
	l, c := rep.Lang, rep.Clairvoyance
	b.WriteString("\n" + scaleLines(l.T("Averaging over clairvoyance (AIMA 5.6), each deal solved with every card seen and the values averaged, gives %s %s a hand: not the game's value, for its moves follow cards the players cannot see, and it never bluffs.", rep.First, exactValue(l, c.Value)), false) + "\n\n")
	rows := [][]string{{l.Word("set"), l.Word("the other's card: best move"), l.Word("the equilibrium bets")}}
	split := false
	for _, s := range sets {
		seen := slices.Clone(s.Hidden)
		sort.Strings(seen)
		text := strings.Join(seen, ", ")
		if slices.Contains(c.Split, s.Name) {
			text += " *"
			split = true
		}
		rows = append(rows, []string{s.Name, text, l.T("%.4f", s.Probs[len(s.Probs)-1])})
	}
	render.Table(b, rows, []bool{false, false, true}, false)
	if split {
		b.WriteString(scaleLines(l.Word("*: the best move follows the hidden card, which the player cannot see: it cannot play it."), false) + "\n")
	}
	var bluffs []string // those of the sets shown
	for _, s := range sets {
		if slices.Contains(c.Bluffs, s.Name) {
			bluffs = append(bluffs, s.Name)
		}
	}
	if len(bluffs) > 0 {
		b.WriteString("\n" + scaleLines(l.T("The equilibrium bets where play with every card seen never does (bluffs): %s.", strings.Join(bluffs, ", ")), false) + "\n")
	}
}

// exactValue writes a value exactly: the integer or the fraction (of a
// denominator at most 1000) it is ("0", "+1/3 (+0.33333)"), else to 5
// decimals, in l.
func exactValue(l msg.Lang, v float64) string {
	f := simplestFraction(v-1e-9, v+1e-9)
	switch {
	case f == "0":
		return f
	case f != "" && v > 0:
		f = "+" + f
	}
	if f == "" || strings.Contains(f, "/") {
		dec := l.T("%+.5f", clean(v, 5))
		if f == "" {
			return dec
		}
		return f + " (" + dec + ")"
	}
	return f
}

// clean returns v, 0 where it rounds to 0 at k decimals (never "-0.00000").
func clean(v float64, k int) float64 {
	if math.Abs(v) < 0.5*math.Pow(10, -float64(k)) {
		return 0
	}
	return v
}

// treeDecl returns the search of a tree: --algo's, or on a game of hidden
// information (Kuhn poker) given no --algo, CFR+.
func treeDecl(r *reader) (*search.Decl, error) {
	if e, ok := game.Lookup(r.str("game")); ok && e.Hidden && !r.set("algo") {
		return search.DefaultOf(search.Equilibria), nil
	}
	return declOf(r)
}

// hiddenRefusal refuses search d of a tree, which would see every card,
// on game g of hidden information (Kuhn poker), and names the searches of
// a tree that find its equilibrium (CFR, CFR+).
func hiddenRefusal(g game.Game, d *search.Decl) error {
	var names []string
	for _, o := range search.On(search.Tree) {
		if o.Players == search.Hidden {
			names = append(names, o.Name)
		}
	}
	return usagef("%s hides each player's card, and %s would see every card (averaging over clairvoyance, which AIMA 5.6 shows goes wrong): use --algo %s, which find its equilibrium", msg.P(g.Title()), d.Name, orList(names))
}

// hiddenDepth is deeper than any hand of a game of hidden information
// drawn whole.
const hiddenDepth = 64

// readTreePosition reads the position of a game tree: on a game of
// hidden information (Kuhn poker) its whole tree, searched by CFR+ unless
// --algo says CFR, the searches that would see every card refused; on the
// others the searches of chance nodes by default where chance moves, and
// CFR refused.
func readTreePosition(r *reader, req *TreeRequest) (Position, error) {
	g, err := readPosition(r)
	if err != nil {
		return g, err
	}
	_, hidden := g.Pos.(game.Informed)
	switch {
	case hidden && !req.algoGiven:
		req.setSearch(search.DefaultOf(search.Equilibria))
	case hidden && req.decl().Players != search.Hidden:
		return g, hiddenRefusal(g.Game, req.decl())
	case !hidden && req.decl().Players == search.Hidden:
		return g, usagef("%s hides nothing, and --algo %s finds the equilibrium of a game of hidden information (--game kuhn): use --algo minimax or alphabeta", msg.P(g.Game.Title()), req.decl().Name)
	case !hidden:
		return g, chanceDefaults(r, req, g.Game)
	}
	req.Depth, req.CFRIterations = hiddenDepth, 0 // none given: the face's default
	if r.set("iterations") {
		// --iterations is declared for MCTS (up to 10,000,000): CFR's
		// floor is refused here, and its ceiling where the game's size
		// is known (cfr.Iterations), each in its own words.
		if req.CFRIterations, err = r.int("iterations"); err != nil || req.CFRIterations < 1 {
			return g, usagef("--iterations %s: want a whole number of iterations, 1 or more", r.str("iterations"))
		}
	}
	return g, nil
}

// hiddenSearch draws t, the whole tree of a game of hidden information,
// with its equilibrium by CFR or CFR+: each player's node's information
// set, each move's probability, each node's value for the first player
// with the average strategy played. t comes expanded whole (runSearch
// expands it to price its drawing before the solve).
func hiddenSearch(ctx context.Context, req *TreeRequest, t *tree.Tree) (*render.Search, error) {
	// The whole game is solved, from before the deal: a position's
	// subtree is drawn with the equilibrium of the game, whose sets hold
	// the deals the player cannot tell apart (solved alone, it would be
	// a game where the cards are known).
	inf, err := gamesearch.NewInformed(req.GamePos.Game().Start())
	if err != nil {
		return nil, errorf("%w", err)
	}
	at := slices.IndexFunc(inf.Pos, func(p game.Position) bool { return p.String() == req.GamePos.String() })
	if at < 0 {
		return nil, errorf("%s is no position of %s", req.GamePos.String(), req.GamePos.Game().Title())
	}
	s, _, err := runCFR(ctx, inf, req.decl(), req.CFRIterations, false) // 0: the tree's default
	if err != nil {
		return nil, err
	}
	avg := s.Average()
	h := &render.Hidden{Sets: make([]string, t.Len()), Prob: make([]float64, t.Len()), Iterations: s.Iterations,
		Exploitability: max(cfr.Exploitability(inf, avg), 0), First: game.PlayerName(req.GamePos.Game(), game.X), Second: game.PlayerName(req.GamePos.Game(), game.O)}
	h.Example, h.MoveNames = exampleSet(inf), moveNames(req.GamePos.Game())
	_, h.FaceUp = req.GamePos.(game.FaceUp)
	rec := minimax.NewRecorder(t.Len())
	rec.Nodes = rec.Nodes[:t.Len()]
	order := int32(0)
	// The game's tree and the solver's are walked together: the same
	// moves in the same order.
	var walk func(n, i int32, p float64) float64
	walk = func(n, i int32, p float64) float64 {
		order++
		h.Prob[n] = p
		a := minimax.Annotation{Order: order, Flags: minimax.Returned, Best: -1, CutAfter: -1}
		nd := t.Nodes[n]
		switch {
		case nd.Count == 0:
			a.Value, a.Flags = inf.Payoff(i), a.Flags|minimax.Evaluated
			a.Eval = a.Value
		case inf.Chance(i):
			for k := range nd.Count {
				c := inf.Kids[i][k]
				a.Value += inf.Prob(c) * walk(nd.First+k, c, inf.Prob(c))
			}
		default:
			set := inf.InfoSet(i)
			h.Sets[n] = inf.Sets[set]
			best := 0.0
			for k := range nd.Count {
				q := avg[set][k]
				a.Value += q * walk(nd.First+k, inf.Kids[i][k], q)
				if q > best {
					best, a.Best = q, nd.First+k
				}
			}
		}
		rec.Nodes[n] = a
		return a.Value
	}
	value := walk(0, int32(at), 1)
	rs := &render.Search{Tree: t, Ann: rec, Algorithm: minimax.Expectimax, Decl: req.decl(), Order: req.Order, Value: value,
		Best: -1, Nodes: int64(t.Len()), Pruned: 0, Record: h}
	rs.Given, rs.Lang = req.Given, msg.From(ctx)
	return rs, nil
}
