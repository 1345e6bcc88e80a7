package explore

import (
	"context"
	"slices"
	"strings"
	"unicode/utf8"

	"gametree/cfr"
	"gametree/game"
	"gametree/gamesearch"
	"gametree/internal/msg"
	"gametree/search"
)

// A step through CFR or CFR+ on a game of hidden information (Kuhn
// poker): each iteration's walks of the tree (CFR+ walks once a player,
// the strategy matched anew between; vanilla CFR once for both), and in
// each, at every information set it updates: the strategy played, each
// move's counterfactual value (what the player would win by it, the
// set's nodes weighed by the chance that chance and the other player lead
// there), the set's, the regrets after the update and the strategy
// regret matching makes of them; after each iteration, the average
// strategy and its exploitability.

// MaxCFRSteps bounds the iterations a step-through of CFR prints.
const MaxCFRSteps = 100

// cfrStepUpdates bounds the updates of information sets a step-through
// of CFR records: 100 iterations of Kuhn poker's 12 sets, 12 of Leduc
// hold'em's 936 (each iteration's record of Leduc hold'em is about 0.8
// MB of JSON).
const cfrStepUpdates = 12000

// DefaultCFRSteps are the iterations stepped unless --iterations says.
const DefaultCFRSteps = 3

// CFRStep is one information set's update in one walk.
type CFRStep struct {
	Set     string    `json:"set"`
	Player  string    `json:"player"`
	Moves   []string  `json:"moves"`
	Played  []float64 `json:"played"`
	Values  []float64 `json:"counterfactual_values"`
	Value   float64   `json:"value"`
	Regrets []float64 `json:"regrets"`
	Next    []float64 `json:"next"`
}

// CFRWalk is one walk of an iteration: the player whose sets it updates
// ("" for both), and its updates in the order of the tree.
type CFRWalk struct {
	Player string    `json:"player,omitempty"`
	Steps  []CFRStep `json:"steps"`
}

// CFRIteration is one iteration stepped: its walks, then the average
// strategy (each set's moves' probabilities) and its exploitability.
type CFRIteration struct {
	Iteration      int                  `json:"iteration"`
	Walks          []CFRWalk            `json:"walks"`
	Average        map[string][]float64 `json:"average"`
	Exploitability float64              `json:"exploitability"`
}

// CFRTrace is a step-through of CFR or CFR+.
type CFRTrace struct {
	Game       string         `json:"game"`
	Algorithm  string         `json:"algorithm"`
	Moves      []string       `json:"moves"`
	Iterations []CFRIteration `json:"iterations"`
	Title      string         `json:"-"`
	Lang       msg.Lang       `json:"-"`
	// MoveNames says what the moves' letters stand for; shown are the
	// sets the text shows (all but on a big game, textSets').
	MoveNames string          `json:"-"`
	shown     map[string]bool `json:"-"`
}

// cfrLog gathers the updates of a solver into a trace, a set's nodes
// summed.
type cfrLog struct {
	s    *cfr.Solver
	t    *gamesearch.Informed
	g    game.Game
	it   *CFRIteration
	seen map[int]int // the set's step in the current walk
	// first is each set's first node, whose player and moves are the
	// set's.
	first []int32
}

// Walk starts a walk of the current iteration.
func (l *cfrLog) Walk(k, player int) {
	w := CFRWalk{}
	if player >= 0 {
		w.Player = game.PlayerName(l.g, game.Player(player))
	}
	l.it.Walks = append(l.it.Walks, w)
	l.seen = map[int]int{}
}

// Update adds a node's update to its set's step of the walk.
func (l *cfrLog) Update(i int, weight float64, values []float64, value float64, regrets []float64) {
	w := &l.it.Walks[len(l.it.Walks)-1]
	k, ok := l.seen[i]
	if !ok {
		k = len(w.Steps)
		l.seen[i] = k
		st := CFRStep{Set: l.t.Sets[i], Played: l.s.PlayedAt(i), Values: make([]float64, len(values))}
		n := l.first[i]
		st.Player = game.PlayerName(l.g, l.t.Pos[n].ToMove())
		for _, c := range l.t.Kids[n] {
			st.Moves = append(st.Moves, l.t.Pos[n].FormatMove(l.t.Moves[c]))
		}
		w.Steps = append(w.Steps, st)
	}
	st := &w.Steps[k]
	for a, v := range values {
		st.Values[a] += weight * v
	}
	st.Value += weight * value
	st.Regrets = append(st.Regrets[:0], regrets...)
}

// Regrets sets a set's regrets to what they are once the walk is done:
// every node of the set summed, and in CFR+ clipped at 0.
func (l *cfrLog) Regrets(i int, regrets []float64) {
	w := &l.it.Walks[len(l.it.Walks)-1]
	if k, ok := l.seen[i]; ok {
		w.Steps[k].Regrets = append(w.Steps[k].Regrets[:0], regrets...)
	}
}

// cfrSteps is the most iterations a step-through of CFR prints on a game
// of sets information sets: their updates are bounded (cfrStepUpdates),
// and so are the pages (MaxCFRSteps).
func cfrSteps(sets int) int {
	return min(MaxCFRSteps, max(1, cfrStepUpdates/max(sets, 1)))
}

// StepEquilibrium steps through req's search (CFR or CFR+) on its game of
// hidden information, iteration by iteration.
func StepEquilibrium(ctx context.Context, req *TreeRequest) (*CFRTrace, error) {
	n := req.CFRIterations
	if n == 0 {
		n = DefaultCFRSteps
	}
	if n > MaxCFRSteps {
		return nil, usagef("--iterations %d: a step-through of CFR prints at most %d iterations (each is a page); draw more with gametree tree, or solve with gametree solve", n, MaxCFRSteps)
	}
	t, err := gamesearch.NewInformed(req.GamePos)
	if err != nil {
		return nil, errorf("%w", err)
	}
	if most := cfrSteps(t.InfoSets()); n > most {
		return nil, usagef("--iterations %d: a step-through of CFR on %s prints at most %d iterations, each the update of its %s information sets; solve more with gametree solve", n, msg.P(req.GamePos.Game().Title()), most, msg.Count(int64(t.InfoSets())))
	}
	s, err := cfr.New(t, req.decl().Plus)
	if err != nil {
		return nil, errorf("%w", err)
	}
	g := req.GamePos.Game()
	tr := &CFRTrace{Game: g.Name(), Algorithm: req.decl().Name, Title: g.Title(), Lang: msg.From(ctx), MoveNames: moveNames(g), shown: map[string]bool{}}
	sets := setsOf(t, s.Current())
	if len(sets) > 0 {
		tr.Moves = sets[0].Moves // the moves' names ("p", "b")
	}
	for _, set := range (&EquilibriumReport{Sets: sets}).textSets() {
		tr.shown[set.Name] = true
	}
	index := map[string]int{}
	for set, name := range t.Sets {
		index[name] = set
	}
	log := &cfrLog{s: s, t: t, g: g, first: make([]int32, t.InfoSets())}
	for n := len(t.Pos) - 1; n >= 0; n-- {
		if i := t.InfoSet(int32(n)); i >= 0 {
			log.first[i] = int32(n)
		}
	}
	s.Observer = log
	for k := 1; k <= n; k++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		tr.Iterations = append(tr.Iterations, CFRIteration{Iteration: k, Average: map[string][]float64{}})
		log.it = &tr.Iterations[len(tr.Iterations)-1]
		s.Iterate()
		next, avg := s.Current(), s.Average()
		for w := range log.it.Walks {
			for i := range log.it.Walks[w].Steps {
				st := &log.it.Walks[w].Steps[i]
				st.Next = next[index[st.Set]]
			}
		}
		for set, name := range t.Sets {
			log.it.Average[name] = avg[set]
		}
		log.it.Exploitability = max(cfr.Exploitability(t, avg), 0)
	}
	return tr, nil
}

// Text writes the step-through: each iteration's walks and updates, then
// its average strategy's exploitability.
func (tr *CFRTrace) Text() string {
	l := tr.Lang
	var b strings.Builder
	b.WriteString(scaleLines(msg.Capitalize(l.T("%s: %s stepped, iteration by iteration (%s)", l.Word(tr.Title), l.Word(search.Lookup(tr.Algorithm).Title), l.Word(tr.MoveNames))), false) + "\n") // "Poker de Kuhn"
	for _, it := range tr.Iterations {
		b.WriteString("\n" + l.T("Iteration %s", l.Count(uint64(it.Iteration))) + "\n")
		for _, w := range it.Walks {
			if w.Player != "" {
				b.WriteString("  " + l.T("%s's sets, the strategy matched anew:", w.Player) + "\n")
			} else {
				b.WriteString("  " + l.Word("Both players' sets, in one walk:") + "\n")
			}
			for _, line := range strings.Split(strings.TrimRight(tr.walkTable(w, TerminalWidth), "\n"), "\n") {
				b.WriteString("  " + line + "\n")
			}
		}
		b.WriteString("  " + l.T("The average strategy's exploitability after iteration %s: %.4g", l.Count(uint64(it.Iteration)), it.Exploitability) + "\n")
	}
	return b.String()
}

// twoLines sets a table's header on two rows, each cell longer than width
// runes cut at its space nearest its middle ("counterfactual" over
// "values"), so that the header is no wider than the numbers under it.
func twoLines(cells []string, width int) [][]string {
	top, bottom := make([]string, len(cells)), slices.Clone(cells)
	for k, c := range cells {
		if utf8.RuneCountInString(c) <= width {
			continue
		}
		cut, mid := -1, len(c)/2
		for i, r := range c {
			if r == ' ' && (cut < 0 || max(i-mid, mid-i) < max(cut-mid, mid-cut)) {
				cut = i
			}
		}
		if cut > 0 {
			top[k], bottom[k] = c[:cut], c[cut+1:]
		}
	}
	if slices.Equal(top, make([]string, len(cells))) {
		return [][]string{bottom}
	}
	return [][]string{top, bottom}
}
