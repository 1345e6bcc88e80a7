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
	if t.IsChance(n) {
		return s.chanceCutReason(n, after)
	}
	if _, ok := s.shallowCuts()[n]; ok {
		return s.shallowCutReason(n)
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

// chanceCutReason is CutReason at chance node n, cut off by Star1 or
// Star2 before its children after (their labels): the bound of its value,
// the rest of its probability at the bounds of the leaves, against the
// window it was entered with; after Star2's probes alone, none of its
// children was searched whole.
func (s *Search) chanceCutReason(n int32, after []string) string {
	t := s.Tree
	a := s.ann(n)
	cond := s.stopCondition(n)
	if !s.ann(a.CutAfter).Visited() {
		return s.t("After the probes of its children's first moves, %s (chance) stops: %s, so none of its children is searched whole.", t.Label(n), cond)
	}
	child, list := t.Label(a.CutAfter), s.listWords(after)
	root := t.Nodes[n].Parent == 0 && t.Kind == tree.Game
	switch {
	case len(after) > 1 && root:
		return s.t("After %[1]s, %[2]s (chance) stops: %[3]s, with the rest of its probability at the bounds of the leaves, so %[4]s cannot change the root's value.", child, t.Label(n), cond, list)
	case len(after) > 1:
		return s.t("After %[1]s, %[2]s (chance) stops: %[3]s, with the rest of its probability at the bounds of the leaves, so %[4]s cannot change %[5]s's value.", child, t.Label(n), cond, list, t.Label(t.Nodes[n].Parent))
	case root:
		return s.t("After %s, %s (chance) stops: %s, with the rest of its probability at the bounds of the leaves, so %s cannot change the root's value.", child, t.Label(n), cond, list)
	}
	return s.t("After %s, %s (chance) stops: %s, with the rest of its probability at the bounds of the leaves, so %s cannot change %s's value.", child, t.Label(n), cond, list, t.Label(t.Nodes[n].Parent))
}

// stopCondition states why node n, cut off, stopped: at a player's node
// alpha >= beta ("alpha 3 >= beta 2"); at a chance node the bound of its
// value against the window it was entered with ("its value is at most
// 23/3 (7.667) ≤ alpha 10").
func (s *Search) stopCondition(n int32) string {
	a := s.ann(n)
	if s.immediateCuts()[n] {
		me := s.Tree.Mover(n)
		return s.t("%s holds %s already, all a leaf can give it", tree.PlayerName(me), s.value(s.vectors()[n][me]))
	}
	if cut, ok := s.shallowCuts()[n]; ok {
		p := s.Tree.Nodes[n].Parent
		return s.t("%s can get at most %s there, no more than the %s it has", tree.PlayerName(s.Tree.Mover(p)), s.value(cut[0]), s.value(cut[1]))
	}
	switch {
	case !s.Tree.IsChance(n):
		return s.cutCondition(a.AlphaOut, a.BetaOut)
	case a.Bound == minimax.Lower:
		return s.t("its value is at least %s ≥ beta %s", s.value(a.Value), s.value(a.BetaIn))
	}
	return s.t("its value is at most %s ≤ alpha %s", s.value(a.Value), s.value(a.AlphaIn))
}

// cutAfterText names what node n cut off after: its child, or at a
// chance node cut off by Star2's probes alone, the probes.
func (s *Search) cutAfterText(n int32, opt Options) string {
	a := s.ann(n)
	if s.Tree.IsChance(n) && !s.ann(a.CutAfter).Visited() {
		return s.t("the probes")
	}
	return s.label(a.CutAfter, opt)
}

// ProbeReason says what Star2's probe found of node n, which the search
// never entered: the value of its first move, a bound of its own; empty
// for any other node.
func (s *Search) ProbeReason(n int32) string {
	if !s.probedOnly(n) {
		return ""
	}
	v := s.value(s.ann(n).Value)
	if s.Tree.IsMax(n) {
		return s.t("Probed: Star2 searched only its first move, worth %s, so %s (MAX) is worth at least %s; the search never entered it.", v, s.Tree.Label(n), v)
	}
	return s.t("Probed: Star2 searched only its first move, worth %s, so %s (MIN) is worth at most %s; the search never entered it.", v, s.Tree.Label(n), v)
}

// PrunedReason says which cutoff pruned node n, empty when the search
// visited it (or only probed it): "Pruned: C was cut off after C1 (alpha 3 >= beta 2), so the
// search never entered this node."
func (s *Search) PrunedReason(n int32) string {
	if s.ann(n).Visited() || s.probedOnly(n) {
		return ""
	}
	t := s.Tree
	for m := n; t.Nodes[m].Parent >= 0; m = t.Nodes[m].Parent {
		p := t.Nodes[m].Parent
		a := s.ann(p)
		if s.dropped(m) {
			if m != n {
				return s.t("Pruned: beam search dropped %s, above this node. %s", t.Label(m), s.Forward.dropReason(s, m))
			}
			return s.Forward.dropReason(s, m)
		}
		if a.Has(minimax.ProbCutOff) {
			return s.probCutReason(p, m != n)
		}
		if a.Has(minimax.Cutoff) && a.CutAfter >= 0 && m > a.CutAfter {
			after, cond := s.cutAfterText(p, Options{}), s.stopCondition(p)
			if m != n {
				return s.t("Pruned: %s was cut off after %s (%s), so the search never entered %s, above this node.", t.Label(p), after, cond, t.Label(m))
			}
			return s.t("Pruned: %s was cut off after %s (%s), so the search never entered this node.", t.Label(p), after, cond)
		}
		if s.probedOnly(p) {
			if m != n {
				return s.t("Pruned: Star2 only probed %s, searching its first move, so the search never entered %s, above this node.", t.Label(p), t.Label(m))
			}
			return s.t("Pruned: Star2 only probed %s, searching its first move, so the search never entered this node.", t.Label(p))
		}
	}
	return s.t("Pruned: the search never entered this subtree.")
}

// shallowCutReason says why shallow pruning cut node n off: what its
// player has already leaves its parent's player no more than it has.
func (s *Search) shallowCutReason(n int32) string {
	t := s.Tree
	cut := s.shallowCuts()[n]
	me := t.Mover(n)
	has := s.utility(s.vectors()[n][me])
	if s.immediateCuts()[n] {
		return s.t("After %s, %s (%s) has %s already, all a leaf can give it (a leaf's utilities sum to at most %s, each at least %s): no later child can give it more, and ties go to the first, so the children after %s are pruned and %s's value is exact (Korf's immediate pruning).",
			t.Label(s.ann(n).CutAfter), t.Label(n), tree.PlayerName(me), has, s.utility(s.shallowBound()[0]), s.utility(s.shallowBound()[1]), t.Label(s.ann(n).CutAfter), t.Label(n))
	}
	parent := t.Mover(t.Nodes[n].Parent)
	return s.t("After %s, %s (%s) has %s already; a leaf's utilities sum to at most %s, each at least %s, so %s can get at most %s at %s, no more than the %s it has at %s: the children after %s are pruned.",
		t.Label(s.ann(n).CutAfter), t.Label(n), tree.PlayerName(me), has, s.utility(s.shallowBound()[0]), s.utility(s.shallowBound()[1]),
		tree.PlayerName(parent), s.utility(cut[0]), t.Label(n), s.utility(cut[1]), t.Label(t.Nodes[n].Parent), t.Label(s.ann(n).CutAfter))
}
