package render

import (
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
	cond, child, worth := s.cutCondition(a.AlphaOut, a.BetaOut), t.Label(a.CutAfter), s.value(s.ann(a.CutAfter).Value)
	least := t.IsMax(n)
	switch {
	case len(after) == 0 && least:
		return s.t("%s after %s: %s (%s) is already worth at least %s, so no child was left.", cond, child, t.Label(n), s.player(n), worth)
	case len(after) == 0:
		return s.t("%s after %s: %s (%s) is already worth at most %s, so no child was left.", cond, child, t.Label(n), s.player(n), worth)
	case len(after) > 1:
		// The same sentences with several children after the cut, whose
		// verb some languages put in the plural (numbered arguments: the
		// keys of their own).
		return s.manyCannotChange(n, cond, child, worth, after, least)
	case nd.Parent == 0 && t.Kind == tree.Game && least:
		// A game tree's root is labelled "root".
		return s.t("%s after %s: %s (%s) is already worth at least %s, so %s cannot change the root's value.", cond, child, t.Label(n), s.player(n), worth, s.listWords(after))
	case nd.Parent == 0 && t.Kind == tree.Game:
		return s.t("%s after %s: %s (%s) is already worth at most %s, so %s cannot change the root's value.", cond, child, t.Label(n), s.player(n), worth, s.listWords(after))
	case least:
		return s.t("%s after %s: %s (%s) is already worth at least %s, so %s cannot change %s's value.", cond, child, t.Label(n), s.player(n), worth, s.listWords(after), t.Label(nd.Parent))
	}
	return s.t("%s after %s: %s (%s) is already worth at most %s, so %s cannot change %s's value.", cond, child, t.Label(n), s.player(n), worth, s.listWords(after), t.Label(nd.Parent))
}

// manyCannotChange is CutReason's sentence when several children come
// after the cut.
func (s *Search) manyCannotChange(n int32, cond, child, worth string, after []string, least bool) string {
	t := s.Tree
	parent := t.Nodes[n].Parent
	list := s.listWords(after)
	switch {
	case parent == 0 && t.Kind == tree.Game && least:
		return s.t("%[1]s after %[2]s: %[3]s (%[4]s) is already worth at least %[5]s, so %[6]s cannot change the root's value.", cond, child, t.Label(n), s.player(n), worth, list)
	case parent == 0 && t.Kind == tree.Game:
		return s.t("%[1]s after %[2]s: %[3]s (%[4]s) is already worth at most %[5]s, so %[6]s cannot change the root's value.", cond, child, t.Label(n), s.player(n), worth, list)
	case least:
		return s.t("%[1]s after %[2]s: %[3]s (%[4]s) is already worth at least %[5]s, so %[6]s cannot change %[7]s's value.", cond, child, t.Label(n), s.player(n), worth, list, t.Label(parent))
	}
	return s.t("%[1]s after %[2]s: %[3]s (%[4]s) is already worth at most %[5]s, so %[6]s cannot change %[7]s's value.", cond, child, t.Label(n), s.player(n), worth, list, t.Label(parent))
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
			if m != n {
				return s.t("Pruned: %s was cut off after %s (%s), so the search never entered %s, above this node.", t.Label(p), t.Label(a.CutAfter),
					s.cutCondition(a.AlphaOut, a.BetaOut), t.Label(m))
			}
			return s.t("Pruned: %s was cut off after %s (%s), so the search never entered this node.", t.Label(p), t.Label(a.CutAfter),
				s.cutCondition(a.AlphaOut, a.BetaOut))
		}
	}
	return s.t("Pruned: the search never entered this subtree.")
}
