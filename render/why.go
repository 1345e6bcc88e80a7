package render

import (
	"fmt"

	"gametree/minimax"
	"gametree/tree"
)

// The reasons of a search, written once: the node panel of the web pages
// shows them as the JSON of a tree carries them, and they state the
// condition of a cutoff as the step narration and the quiz do
// (tree.Tree.CutCondition), the same at MAX and at MIN nodes.

// CutReason explains the cutoff at node n, empty when n did not cut off:
// "alpha 3 >= beta 2 after C1: C (MIN) is already worth at most 2, so C2
// and C3 cannot change A's value."
func (s *Search) CutReason(n int32) string {
	a := s.ann(n)
	if !a.Has(minimax.Cutoff) || a.CutAfter < 0 {
		return ""
	}
	t := s.Tree
	nd := t.Nodes[n]
	var after []string
	for c := a.CutAfter + 1; c < nd.First+nd.Count; c++ {
		after = append(after, t.Label(c))
	}
	spared := "no child was left"
	if len(after) > 0 {
		whose := t.Label(nd.Parent) + "'s"
		if nd.Parent == 0 && t.Kind == tree.Othello {
			whose = "the root's" // an Othello tree's root is labelled "root"
		}
		spared = fmt.Sprintf("%s cannot change %s value", listWords(after), whose)
	}
	worth := "at least"
	if !t.IsMax(n) {
		worth = "at most"
	}
	return fmt.Sprintf("%s after %s: %s (%s) is already worth %s %s, so %s.", t.CutCondition(a.AlphaOut, a.BetaOut),
		t.Label(a.CutAfter), t.Label(n), s.player(n), worth, t.FormatValue(s.ann(a.CutAfter).Value), spared)
}

// PrunedReason says which cutoff pruned node n, empty when the search
// visited it: "Pruned: C was cut off after C1 (alpha 3 >= beta 2), so the
// search never entered this node."
func (s *Search) PrunedReason(n int32) string {
	if s.ann(n).Visited() {
		return ""
	}
	t := s.Tree
	for m := n; t.Nodes[m].Parent >= 0; m = t.Nodes[m].Parent {
		p := t.Nodes[m].Parent
		a := s.ann(p)
		if a.Has(minimax.Cutoff) && a.CutAfter >= 0 && m > a.CutAfter {
			where := "this node"
			if m != n {
				where = t.Label(m) + ", above this node"
			}
			return fmt.Sprintf("Pruned: %s was cut off after %s (%s), so the search never entered %s.", t.Label(p), t.Label(a.CutAfter),
				t.CutCondition(a.AlphaOut, a.BetaOut), where)
		}
	}
	return "Pruned: the search never entered this subtree."
}
