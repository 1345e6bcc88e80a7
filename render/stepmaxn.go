package render

import (
	"gametree/search"
	"gametree/tree"
)

// The steps of max^n (and of max^n with shallow pruning) on a tree of
// utility vectors: each node entered, each leaf's utilities, and each
// child's vector handed to its parent, with why the parent's player takes
// it or keeps what it had (its own utility, ties to the first child).

// severalSteps reports whether the trace is a search of max^n, whose
// steps say their own sentences.
func (tr *Trace) severalSteps() bool {
	p := tr.Search.decl().Players
	return tr.Search.vectors() != nil && (p == search.MaxN || p == search.ShallowMaxN)
}

// maxnSentence says what step k of a search of max^n does.
func (tr *Trace) maxnSentence(k int) string {
	e := tr.event(k)
	s := tr.Search
	t := s.Tree
	name, who := t.Label(e.Node), tree.PlayerName(t.Mover(e.Node))
	parent := t.Nodes[e.Node].Parent
	switch tr.EventName(k) {
	case "enter", "pass":
		switch {
		case parent < 0:
			return s.t("Start at the root, %s, where player %s moves.", name, who)
		case t.Nodes[e.Node].Count == 0:
			return s.t("Reach the leaf %s.", name)
		}
		return s.t("Enter %s, where player %s moves.", name, who)
	case "leaf":
		return s.t("The leaf %s gives the players %s.", name, tr.vector(e.Node))
	case "game_over":
		return s.t("The game is over at %s (%s): the players get %s.", name, s.result(e.Node), tr.vector(e.Node))
	case "cutoff":
		return s.shallowCutReason(e.Node)
	case "return":
		if parent < 0 {
			if !e.HasBest {
				// The root is a leaf, or the game is over there.
				return s.t("The search ends: the root's value is %s.", tr.vector(e.Node))
			}
			text := s.t("The search ends: the root's value is %s, best move %s.", tr.vector(e.Node), t.Label(e.Best))
			if other, ok := s.otherChoices()[e.Node]; ok {
				text += " " + s.t("Paranoid search, where the others play against player %s, picks %s instead.", who, t.Label(other))
			}
			return text
		}
		return tr.maxnReturn(e.Node, parent)
	}
	return ""
}

// maxnReturn says why n's vector, handed to parent, is taken or not:
// what parent's player gets there against the best child it has seen.
func (tr *Trace) maxnReturn(n, parent int32) string {
	s := tr.Search
	t := s.Tree
	i := t.Mover(parent)
	p, name, v := tree.PlayerName(i), t.Label(n), tr.vector(n)
	gets := s.utility(s.vectors()[n][i])
	// The best child parent has seen before n: the first of the highest
	// utility for its player.
	order := s.ann(n).Order
	best := int32(-1)
	nd := t.Nodes[parent]
	for c := nd.First; c < nd.First+nd.Count; c++ {
		if a := s.ann(c); c != n && a.Visited() && a.Order < order && s.vectors()[c] != nil && (best < 0 || s.vectors()[c][i] > s.vectors()[best][i]) {
			best = c
		}
	}
	to := t.Label(parent)
	switch {
	case best < 0:
		return s.t("%s returns %s to %s, the first child player %s has seen there: player %s gets %s.", name, v, to, p, p, gets)
	case s.vectors()[n][i] > s.vectors()[best][i]:
		return s.t("%s returns %s to %s: player %s gets %s there, more than the %s of %s, so player %s takes %s.", name, v, to, p, gets, s.utility(s.vectors()[best][i]), t.Label(best), p, name)
	case s.vectors()[n][i] == s.vectors()[best][i]:
		return s.t("%s returns %s to %s: player %s gets %s there, as much as at %s, so player %s keeps %s (ties go to the first).", name, v, to, p, gets, t.Label(best), p, t.Label(best))
	}
	return s.t("%s returns %s to %s: player %s gets %s there, less than the %s of %s, so player %s keeps %s.", name, v, to, p, gets, s.utility(s.vectors()[best][i]), t.Label(best), p, t.Label(best))
}

// vector writes node n's utilities.
func (tr *Trace) vector(n int32) string { return tree.FormatVector(tr.Search.vectors()[n]) }
