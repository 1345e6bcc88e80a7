package quiz

import (
	"slices"
	"strings"

	"gametree/maxn"
	"gametree/minimax"
	"gametree/tree"
)

// The exercise of a game of several players: a tree whose leaves are
// utility vectors ("(1,2,6)"). Its values are max^n's (each player picks
// the child best for itself, the first on a tie), its pruned leaves those
// of max^n with shallow pruning (Korf 1991), knowing the bound on the sum
// of a leaf's utilities and the least utility, both taken from the tree,
// as gametree tree --algo shallow takes them. Windows are alpha-beta's,
// and are not asked.

// newSeveral fills ex, an exercise on t, a tree of utility vectors.
func (ex *Exercise) newSeveral(t *tree.Tree) error {
	if ex.Ask&Windows != 0 {
		return errorf("a tree of utility vectors asks max^n's values and the leaves shallow pruning never evaluates; windows are alpha-beta's: leave windows out of --ask")
	}
	ex.Players = t.Players()
	full := maxn.Search(t, t.Len(), maxn.Options{})
	ex.Vectors = full.Value
	ex.Sum, ex.Least = maxn.Bounds(t, t.Len())
	ex.shallow = maxn.Search(t, t.Len(), maxn.Options{Shallow: true, Sum: ex.Sum, Least: ex.Least})
	ex.Searches = graders(t, "values")
	if ex.Ask&Pruned != 0 {
		ex.Searches = append(ex.Searches, graders(t, "pruned")...)
	}
	// The annotations of shallow pruning's search, as the quiz of two
	// players reads alpha-beta's: the visit order, the cutoffs.
	for n := range ex.Ann.Nodes {
		a := minimax.Annotation{Order: ex.shallow.Order[n], CutAfter: ex.shallow.CutAfter[n], Best: ex.shallow.Best[n]}
		if ex.shallow.CutAfter[n] >= 0 {
			a.Flags |= minimax.Cutoff
		}
		ex.Ann.Nodes[n] = a
	}
	for _, n := range ex.Preorder() {
		leaf := t.Nodes[n].Count == 0
		if ex.Ask&Values != 0 && !leaf {
			ex.Questions = append(ex.Questions, Question{Kind: ValueQuestion, Node: n, Name: t.Name(n), Vector: full.Value[n], Why: ex.whyVector(n)})
		}
		if ex.Ask&Pruned != 0 && leaf {
			ex.Questions = append(ex.Questions, Question{Kind: PrunedQuestion, Node: n, Name: t.Name(n), IsPruned: ex.shallow.Order[n] == 0, Why: ex.whyShallow(n)})
		}
	}
	return nil
}

// utility writes a utility as a leaf's vector writes it: "1", never
// "+1" (a game's values).
func (ex *Exercise) utility(v float64) string {
	return strings.Trim(tree.FormatVector([]float64{v}), "()")
}

// mover names the player who moves at n: "B".
func (ex *Exercise) mover(n int32) string { return tree.PlayerName(ex.Tree.Mover(n)) }

// whyVector says why inner node n has its max^n value: its player takes
// the child whose vector gives it the most, the first on a tie.
func (ex *Exercise) whyVector(n int32) string {
	t := ex.Tree
	nd := t.Nodes[n]
	me := t.Mover(n)
	var gives []string
	for c := nd.First; c < nd.First+nd.Count; c++ {
		gives = append(gives, ex.t("%s gives %s", tree.FormatVector(ex.Vectors[c]), ex.utility(ex.Vectors[c][me])))
	}
	return ex.t("%[1]s is %[2]s's node: %[2]s takes the child that gives %[2]s the most, the first on a tie (%[3]s), so %[1]s's value is %[4]s.",
		t.Name(n), ex.mover(n), strings.Join(gives, ", "), tree.FormatVector(ex.Vectors[n]))
}

// whyShallow says why leaf n is pruned or evaluated by shallow pruning.
func (ex *Exercise) whyShallow(n int32) string {
	t := ex.Tree
	if ex.shallow.Order[n] > 0 {
		return ex.t("%s is evaluated: max^n with shallow pruning reaches it, and no cutoff above it comes first.", t.Name(n))
	}
	p, under := ex.cutAbove(n)
	if p < 0 {
		return ex.t("%s is pruned.", t.Name(n))
	}
	after := ex.shallow.CutAfter[p]
	parent := t.Nodes[p].Parent
	me := t.Mover(p)
	var reason string
	if ex.shallow.Immediate[p] {
		// Korf's immediate pruning: at the root too, where there is no
		// parent.
		reason = ex.t("after %s, %s (%s) has %s already, all a leaf can give it (a leaf's utilities sum to at most %s, each at least %s), and ties go to the first",
			t.Name(after), t.Name(p), tree.PlayerName(me), ex.utility(ex.shallow.Value[p][me]), ex.utility(ex.Sum), ex.utility(ex.Least))
	} else {
		reason = ex.shallowReason(p, after, parent, me)
	}
	if under == n {
		return ex.t("%s is pruned: %s.", t.Name(n), reason)
	}
	return ex.t("%s is pruned: it is under %s, which the search skips: %s.", t.Name(n), t.Name(under), reason)
}

// shallowReason says why shallow pruning cut node p off after its child
// after: what its player me has leaves the player of its parent no more
// than it has there.
func (ex *Exercise) shallowReason(p, after, parent int32, me int) string {
	t := ex.Tree
	them := t.Mover(parent)
	return ex.t("after %s, %s (%s) has %s already; a leaf's utilities sum to at most %s, each at least %s, so %s can get at most %s at %s, no more than the %s it has at %s",
		t.Name(after), t.Name(p), tree.PlayerName(me), ex.utility(ex.shallow.Value[p][me]), ex.utility(ex.Sum), ex.utility(ex.Least),
		tree.PlayerName(them), ex.utility(ex.shallow.Cap[p]), t.Name(p), ex.utility(ex.shallow.Beat[p]), t.Name(parent))
}

// ParseVector reads a value of a tree of utility vectors as an answer
// gives it: "(1,2,6)", one utility a player.
func (ex *Exercise) ParseVector(s string) ([]float64, error) {
	return tree.ParseVector(s, ex.Players)
}

// vectorRight reports whether the vector given is the one expected.
func vectorRight(got, want []float64) bool { return got != nil && slices.Equal(got, want) }
