package render

import (
	"math"
	"strconv"
	"strings"

	"gametree/mcts"
)

// What PUCT (AlphaZero's search) adds to the drawings of Monte Carlo tree
// search: each node's prior and the network's value of it, the search's
// constant and network, and at a step each selection's terms.

// guided reports whether the search drawn is PUCT's.
func (s *Search) guided() bool { return s.mcts().Result.Guided() }

// puctLine is node n's line of PUCT: its prior and the network's value
// of it ("P 0.31 net 0.62"), each once known: "" for a node whose parent
// the network has not judged yet.
func (s *Search) puctLine(n int32) string {
	r := s.mcts().Result
	nd := r.At(n)
	var parts []string
	// A prior once the parent was judged (at a step, maybe not yet).
	if n != 0 && !math.IsNaN(r.At(s.Tree.Nodes[n].Parent).Guess) {
		parts = append(parts, s.t("P %s", s.dec(strconv.FormatFloat(nd.Prior, 'f', 2, 64))))
	}
	if !math.IsNaN(nd.Guess) {
		parts = append(parts, s.t("net %s", s.dec(strconv.FormatFloat(nd.Guess, 'f', 2, 64))))
	}
	return strings.Join(parts, " ")
}

// puctSearchText says how PUCT was run: "PUCT (AlphaZero's search), 200
// iterations, c = 1.25, gametree's own network".
func (s *Search) puctSearchText() string {
	m := s.mcts()
	net := s.word("gametree's own network")
	if m.Network != "" {
		net = s.t("the network %s", m.Network)
	}
	text := s.t("PUCT (AlphaZero's search), %s iterations, c = %s, %s", strconv.Itoa(m.Result.Iterations),
		s.dec(strconv.FormatFloat(m.Options.Exploration, 'g', 4, 64)), net)
	if m.MinVisits > 1 {
		text += s.t("; nodes visited %s times or more drawn", strconv.FormatInt(m.MinVisits, 10))
	}
	return text
}

// puctLegend is the legend of a tree searched by PUCT: MCTS's, its wins
// the values backed up, with the prior and the network's value.
func (s *Search) puctLegend(rows []LegendRow) []LegendRow {
	for i := range rows {
		switch rows[i].Mark {
		case s.word("w/n"):
			rows[i].Meaning = s.word("the values backed up for the player who moved into the node (a leaf's result, else the network's value), over its visits")
		case s.word("#n"):
			rows[i].Meaning = s.word("the iteration that reached the node first, and had the network judge it")
		}
	}
	return append(rows,
		LegendRow{Mark: s.word("P"), Meaning: s.word("the network's prior of the move, given when its parent was judged")},
		LegendRow{Mark: s.word("net"), Meaning: s.word("the network's value of the node for MAX, from 0 (MAX loses) to 1 (MAX wins), when the search first reached it")})
}

// puctLegendText is the text legend of a tree searched by PUCT.
func (s *Search) puctLegendText() string {
	return s.word(`Legend: MAX moves for the root player, MIN for the opponent. wins/visits:
the values backed up for the player who moved into the node (a finished
game's result, else the network's value, from 0 to 1) over the iterations
through it. MAX: its mean for MAX, from 0 (MAX loses) to 1 (MAX wins). P: the
network's prior of the move. net: the network's value of the node for MAX
when the search first reached it. added: that iteration. PV: the move chosen
(the most visited), then the most visited replies.
`)
}

// puctSelection says what a selection of PUCT does: the child chosen,
// its terms, and U's factors.
func (tr *Trace) puctSelection(e mcts.Event, name, who string) string {
	s := tr.Search
	// N, the parent's visits: its own evaluation, then one a visit of
	// a child.
	var best mcts.Candidate
	parent := int64(1)
	for _, c := range e.Candidates {
		parent += c.Visits
		if c.Node == e.Chosen {
			best = c
		}
	}
	return s.t("Selection at %s (%s to move): %s has the highest PUCT score of its %s children, Q %s + U %s = %s; U = c·P·sqrt(N)/(1+n) = %s·%s·sqrt(%s)/(1+%s), Q being its mean value for %s (0 before a visit).",
		name, who, s.Tree.Label(e.Chosen), strconv.Itoa(len(e.Candidates)), s.dec(score(best.Exploit)), s.dec(score(best.Explore)), s.dec(score(best.Score)),
		s.dec(strconv.FormatFloat(s.mcts().Options.Exploration, 'g', 4, 64)), s.dec(strconv.FormatFloat(best.Prior, 'f', 3, 64)),
		strconv.FormatInt(parent, 10), strconv.FormatInt(best.Visits, 10), who)
}

// puctEvaluation says what an evaluation of PUCT does: a finished game's
// result, or the network's value and its priors.
func (tr *Trace) puctEvaluation(e mcts.Event, name string) string {
	s := tr.Search
	r := s.dec(reward(e.Reward))
	if !e.Guided {
		return s.t("Evaluation: %s ends the game: its reward for MAX is %s.", name, r)
	}
	parts := make([]string, len(e.Kids))
	for i, c := range e.Kids {
		parts[i] = s.Tree.Label(c) + " " + s.dec(strconv.FormatFloat(e.Priors[i], 'f', 2, 64))
	}
	return s.t("Evaluation of %s by the network, in place of a playout: its value for MAX is %s, and its moves' priors are %s.", name, r, strings.Join(parts, ", "))
}

// puctCells are node n's cells of PUCT in the text table: its prior and
// the network's value of it, each "–" until known.
func (s *Search) puctCells(n int32, nd mcts.Node) []string {
	prior, net := "–", "–"
	if n != 0 && !math.IsNaN(s.mcts().Result.At(s.Tree.Nodes[n].Parent).Guess) {
		prior = s.dec(strconv.FormatFloat(nd.Prior, 'f', 2, 64))
	}
	if !math.IsNaN(nd.Guess) {
		net = s.dec(strconv.FormatFloat(nd.Guess, 'f', 2, 64))
	}
	return []string{prior, net}
}

// MCTSPrior is a move's prior from the network, in the trace's JSON: the
// child's id in the tree's JSON, its move and its prior.
type MCTSPrior struct {
	ID    int     `json:"id"`
	Node  string  `json:"node"`
	Prior float64 `json:"prior"`
}

// phaseName names step e's phase, "select" to "backpropagate": under
// PUCT a simulation is the network's evaluation, "evaluate".
func (tr *Trace) phaseName(e mcts.Event) string {
	if e.Phase == mcts.Simulation && tr.Search.guided() {
		return "evaluate"
	}
	return e.Phase.String()
}

// phaseWord is phaseName in the reader's language.
func (tr *Trace) phaseWord(e mcts.Event) string { return tr.Search.word(tr.phaseName(e)) }

// puctCandidates is the table of a selection's candidates under PUCT:
// each move's visits, Q, prior, U and score.
func (tr *Trace) puctCandidates(e mcts.Event, cols int) []string {
	s := tr.Search
	table := [][]string{s.words("move", "visits", "Q", "P", "U", "score", "")}
	for _, c := range e.Candidates {
		mark := ""
		if c.Node == e.Chosen {
			mark = "◀ " + s.word("chosen")
		}
		table = append(table, []string{s.Tree.Label(c.Node), strconv.FormatInt(c.Visits, 10), s.dec(score(c.Exploit)),
			s.dec(strconv.FormatFloat(c.Prior, 'f', 3, 64)), s.dec(score(c.Explore)), s.dec(score(c.Score)), mark})
	}
	var b strings.Builder
	Table(&b, table, []bool{false, true, true, true, true, true, false}, false)
	var out []string
	for _, l := range strings.Split(strings.TrimRight(b.String(), "\n"), "\n") {
		out = append(out, clip(l, cols))
	}
	return out
}

// familyName names the search in a step's head: "PUCT", else "MCTS".
func (tr *Trace) familyName() string {
	if tr.Search.guided() {
		return "PUCT"
	}
	return "MCTS"
}
