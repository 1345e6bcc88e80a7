package render

import (
	"encoding/csv"
	"io"
	"math"
	"strconv"
	"strings"

	"gametree/mcts"
	"gametree/tree"
)

// Stepping through Monte Carlo tree search: a Trace whose MCTS log holds
// the phases of its iterations (selection at each level, expansion,
// simulation, backpropagation), each a step; the counts at a step are the
// log's replayed up to it.

// NewMCTSTrace returns the trace of s, searched by MCTS with log
// listening.
func NewMCTSTrace(s *Search, log *mcts.Log) *Trace {
	return &Trace{Search: s, MCTS: log}
}

// mctsEvent returns step k's event.
func (tr *Trace) mctsEvent(k int) mcts.Event { return tr.MCTS.Events[k-1] }

// IterationStep returns the first step of iteration it, or 0 when the
// search has no such iteration (a minimax trace has none).
func (tr *Trace) IterationStep(it int) int {
	if tr.MCTS == nil {
		return 0
	}
	return tr.MCTS.First(it) + 1
}

// Iterations returns the iterations a trace of MCTS holds (0 for
// minimax's).
func (tr *Trace) Iterations() int {
	if tr.MCTS == nil || len(tr.MCTS.Events) == 0 {
		return 0
	}
	return tr.MCTS.Events[len(tr.MCTS.Events)-1].Iteration
}

// mctsAt returns the search as it stands after step k: the counts of the
// first k events, drawn with step k's node current.
func (tr *Trace) mctsAt(k int) (*Search, *Step) {
	res := tr.MCTS.Replay(k, tr.Search.mcts().Result.MaxMoves)
	return tr.mctsSearch(res), &Step{Current: tr.mctsEvent(k).Node, Pruned: map[int32]bool{}}
}

// mctsSearch is the search as it stands with the counts res, drawn as a
// step draws it: every node of the finished search where its drawing has
// it, those not added yet as not visited.
func (tr *Trace) mctsSearch(res *mcts.Result) *Search {
	final := tr.Search
	s := NewMCTS(final.Tree, res, final.mcts().Options, 1)
	s.Given, s.Lang = final.Given, final.Lang
	s.mcts().Stepping, s.mcts().Final, s.mcts().Playout = true, final.mcts().Result, final.mcts().Playout
	// No move is chosen before the search ends: no principal variation
	// at a step (as the DOT drawings of the steps have it).
	s.mcts().pv, s.mcts().onPV = []int32{}, nil
	return s
}

// mctsSentence says what step k of MCTS does.
func (tr *Trace) mctsSentence(k int) string {
	e := tr.mctsEvent(k)
	s := tr.Search
	t := s.Tree
	name := t.Label(e.Node)
	switch e.Phase {
	case mcts.Selection:
		who := playerOf(t.IsMax(e.Node))
		if t.Players() > 0 {
			who = tree.PlayerName(t.Mover(e.Node))
		}
		if s.guided() {
			return tr.puctSelection(e, name, who)
		}
		var best mcts.Candidate
		for _, c := range e.Candidates {
			if c.Node == e.Chosen {
				best = c
			}
		}
		return s.t("Selection at %s (%s to move): %s has the highest UCB1 score of its %s children, Q %s + U %s = %s, Q being its wins over its visits for %s.",
			name, who, t.Label(e.Chosen), strconv.Itoa(len(e.Candidates)), s.dec(score(best.Exploit)), s.dec(score(best.Explore)), s.dec(score(best.Score)), who)
	case mcts.Expansion:
		if s.guided() {
			return s.t("Expansion: %s, never visited, is reached (iteration %s adds it); the network judges it next.", name, strconv.Itoa(e.Iteration))
		}
		return s.t("Expansion: %s, never visited, joins the tree under %s (iteration %s adds it).", name, t.Label(e.Parent), strconv.Itoa(e.Iteration))
	case mcts.Simulation:
		if e.Rewards != nil {
			return tr.severalSimulation(e)
		}
		if s.guided() {
			return tr.puctEvaluation(e, name)
		}
		r := s.dec(reward(e.Reward))
		if len(e.Moves) == 0 {
			return s.t("Simulation: %s ends the game (or is proven): its reward for MAX is %s, with no playout.", name, r)
		}
		moves := strings.Join(e.Moves[:min(len(e.Moves), 8)], " ")
		if len(e.Moves) > 8 {
			moves += " …"
		}
		return s.t("Simulation from %s: a playout of %s random moves (%s), not added to the tree, ends with reward %s for MAX.", name, strconv.Itoa(len(e.Moves)), moves, r)
	}
	if e.Credits != nil {
		return tr.severalBackpropagation(e)
	}
	if len(e.Path) == 1 { // the root alone: PUCT's first evaluation, a root that is a leaf
		r, who := e.Reward, "MAX"
		if t.IsMax(0) {
			r, who = 1-e.Reward, "MIN"
		}
		return s.t("Backpropagation to the root alone: it counts a visit, and adds %s to its wins, the reward of %s, who moved into it.", s.dec(reward(r)), who)
	}
	return s.t("Backpropagation up %s nodes: each counts a visit, and adds to its wins the reward of the player who moved into it: %s where MAX moved in, %s where MIN did.",
		strconv.Itoa(len(e.Path)), s.dec(reward(e.Reward)), s.dec(reward(1-e.Reward)))
}

// severalSimulation says what simulation e does in a game of several
// players: the rewards it ends with, one a player.
func (tr *Trace) severalSimulation(e mcts.Event) string {
	s := tr.Search
	name, r := s.Tree.Label(e.Node), s.dec(rewards(e.Rewards))
	if len(e.Moves) == 0 {
		return s.t("Simulation: %s ends the game: its rewards are %s, one a player, with no playout.", name, r)
	}
	moves := strings.Join(e.Moves[:min(len(e.Moves), 8)], " ")
	if len(e.Moves) > 8 {
		moves += " …"
	}
	return s.t("Simulation from %s: a playout of %s random moves (%s), not added to the tree, ends with rewards %s, one a player.", name, strconv.Itoa(len(e.Moves)), moves, r)
}

// severalBackpropagation says what backpropagation e does in a game of
// several players: each node of its path adds to its wins the reward of
// the player who moved into it (at the root, the root's player's).
func (tr *Trace) severalBackpropagation(e mcts.Event) string {
	s := tr.Search
	t := s.Tree
	parts := make([]string, len(e.Path))
	for i, n := range e.Path {
		into := t.Mover(0)
		if i > 0 {
			into = t.Mover(e.Path[i-1])
		}
		parts[i] = s.t("%s %s for %s", t.Label(n), s.dec(reward(e.Credits[i])), tree.PlayerName(into))
	}
	return s.t("Backpropagation of %s up %s nodes: each counts a visit, and adds to its wins the reward of the player who moved into it (%s).",
		s.dec(rewards(e.Rewards)), strconv.Itoa(len(e.Path)), strings.Join(parts, ", "))
}

// playerOf writes MAX or MIN.
func playerOf(max bool) string {
	if max {
		return "MAX"
	}
	return "MIN"
}

// score writes a UCB1 term to three decimals.
func score(v float64) string {
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return "-"
	}
	return strconv.FormatFloat(v, 'f', 3, 64)
}

// rewards writes a reward vector, each as reward does: "(1,0,0.5)".
func rewards(v []float64) string {
	parts := make([]string, len(v))
	for i, r := range v {
		parts[i] = reward(r)
	}
	return "(" + strings.Join(parts, ",") + ")"
}

// reward writes a reward: 1, 0.5, 0, or to three decimals.
func reward(r float64) string {
	return strconv.FormatFloat(math.Round(r*1000)/1000, 'f', -1, 64)
}

// MCTSCandidate is a child a selection weighed, in the trace's JSON: its
// id in the tree's JSON, its move, visits and wins (for the player to
// move at the parent), and its UCB1 score's two terms.
type MCTSCandidate struct {
	ID       int     `json:"id"`
	Node     string  `json:"node"`
	Visits   int64   `json:"visits"`
	Wins     float64 `json:"wins"`
	Exploit  float64 `json:"exploit"`
	Explore  float64 `json:"explore"`
	Score    float64 `json:"score"`
	Excluded bool    `json:"excluded,omitempty"`
	// Prior is, under PUCT, the network's prior of the child; Explore is
	// then U = c·P·sqrt(N)/(1+n) and Exploit Q.
	Prior *float64 `json:"prior,omitempty"`
}

// mctsRow is step k as a row of the trace.
func (tr *Trace) mctsRow(k int) TraceRow {
	e := tr.mctsEvent(k)
	t := tr.Search.Tree
	r := TraceRow{Step: k, Path: t.Path(e.Node), Node: t.Label(e.Node), ID: tr.NodeID(k), Event: tr.phaseName(e), Sentence: tr.Sentence(k), Iteration: e.Iteration}
	switch e.Phase {
	case mcts.Selection:
		for _, c := range e.Candidates {
			r.Candidates = append(r.Candidates, MCTSCandidate{ID: tr.idOf(c.Node), Node: t.Label(c.Node), Visits: c.Visits, Wins: c.Wins,
				Exploit: c.Exploit, Explore: c.Explore, Score: c.Score, Excluded: c.Excluded})
			if tr.Search.guided() {
				r.Candidates[len(r.Candidates)-1].Prior = ptr(c.Prior)
			}
		}
		r.Chosen = ptr(tr.idOf(e.Chosen))
	case mcts.Simulation:
		r.Moves, r.Reward, r.Rewards = append([]string{}, e.Moves...), ptr(Number(e.Reward)), e.Rewards
		for i, c := range e.Kids {
			r.Priors = append(r.Priors, MCTSPrior{ID: tr.idOf(c), Node: t.Label(c), Prior: e.Priors[i]})
		}
	case mcts.Backpropagation:
		r.Reward, r.Rewards = ptr(Number(e.Reward)), e.Rewards
	}
	return r
}

// idOf returns node n's id in the JSON of the full tree, -1 for a node
// it does not draw.
func (tr *Trace) idOf(n int32) int {
	if tr.ids == nil {
		tr.ids = drawnIDs(tr.Search.visible(Options{View: Full}))
	}
	if id, ok := tr.ids[n]; ok {
		return id
	}
	return -1 // a child PUCT weighed but never visited: not drawn
}

// mctsTop is the head of a step screen of MCTS: the step and its phase,
// the path, the sentence, and at a selection the candidates' scores, at a
// simulation its moves.
func (tr *Trace) mctsTop(k, cols int) []string {
	e := tr.mctsEvent(k)
	s := tr.Search
	t := s.Tree
	top := []string{
		clip(s.t("Step %s of %s: %s (iteration %s of %s; %s)", strconv.Itoa(k), strconv.Itoa(tr.Len()), tr.phaseWord(e), strconv.Itoa(e.Iteration), strconv.Itoa(tr.Iterations()), tr.familyName()), cols),
		clipLeft(s.word("Path:   "), t.Path(e.Node), cols),
	}
	top = append(top, wrap(s.word("Event:  "), tr.Sentence(k), cols)...)
	if e.Phase == mcts.Selection {
		if s.guided() {
			return append(append(top, tr.puctCandidates(e, cols)...), "")
		}
		table := [][]string{s.words("move", "visits", "wins", "Q", "U", "score", "")}
		for _, c := range e.Candidates {
			mark := ""
			switch {
			case c.Node == e.Chosen:
				mark = "◀ " + s.word("chosen")
			case c.Excluded:
				mark = s.word("proven no better")
			}
			table = append(table, []string{t.Label(c.Node), strconv.FormatInt(c.Visits, 10), s.dec(wins(c.Wins)), s.dec(score(c.Exploit)), s.dec(score(c.Explore)), s.dec(score(c.Score)), mark})
		}
		var b strings.Builder
		Table(&b, table, []bool{false, true, true, true, true, true, false}, false)
		for _, l := range strings.Split(strings.TrimRight(b.String(), "\n"), "\n") {
			top = append(top, clip(l, cols))
		}
	}
	return append(top, "")
}

// mctsTraceTable writes the rows of a trace of MCTS as a table: step,
// iteration, phase, path, reward.
func (tr *Trace) mctsTraceTable(rows []TraceRow, md bool) string {
	s := tr.Search
	table := [][]string{s.words("step", "iteration", "phase", "path", "reward")}
	for _, r := range rows {
		rw := ""
		switch {
		case r.Rewards != nil:
			rw = s.dec(rewards(r.Rewards))
		case r.Reward != nil:
			rw = s.dec(reward(float64(*r.Reward)))
		}
		table = append(table, []string{strconv.Itoa(r.Step), strconv.Itoa(r.Iteration), s.word(r.Event), r.Path, rw})
	}
	var b strings.Builder
	Table(&b, table, []bool{true, true, false, false, true}, md)
	return b.String()
}

// mctsCSV writes the rows of a trace of MCTS as CSV.
func (tr *Trace) mctsCSV(w io.Writer, rows []TraceRow) error {
	cw := csv.NewWriter(w)
	cw.Write([]string{"step", "iteration", "phase", "path", "node", "reward", "sentence"})
	for _, r := range rows {
		rw := ""
		switch {
		case r.Rewards != nil:
			rw = rewards(r.Rewards)
		case r.Reward != nil:
			rw = reward(float64(*r.Reward))
		}
		cw.Write([]string{strconv.Itoa(r.Step), strconv.Itoa(r.Iteration), r.Event, r.Path, r.Node, rw, r.Sentence})
	}
	cw.Flush()
	return cw.Error()
}
