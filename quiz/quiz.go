// Package quiz asks and grades the questions of an alpha-beta exercise on
// any explicit game tree: the minimax value of every inner node, the leaves
// alpha-beta never evaluates, and the window each node is entered with. The
// search is the one gametree tree runs by default: alpha-beta, children in
// their natural order (left to right), fail-soft. Nodes are named as
// tree.Name names them (A, B, ... and B1, B2 for the leaves of a textbook
// tree; move paths in an Othello tree), and every answer that is wrong gets
// the right one and a sentence that says why, in the words of the guide to
// trees (docs/trees.md).
package quiz

import (
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"gametree/internal/msg"
	"gametree/maxn"
	"gametree/minimax"
	"gametree/search"
	"gametree/tree"
)

// Ask chooses the kinds of question.
type Ask uint8

// The kinds of question.
const (
	// Values asks for the minimax value of every inner node.
	Values Ask = 1 << iota
	// Pruned asks for the leaves alpha-beta never evaluates.
	Pruned
	// Windows asks for the alpha and beta each visited node is entered
	// with.
	Windows
	// Quiet asks, of a game tree, which leaves at the horizon are not
	// quiet (the game's quiet test).
	Quiet
	// Cuts asks, of a game tree, which nodes ProbCut cuts off, given its
	// fit (NewForward).
	Cuts
)

// DefaultAsk is what the quiz asks unless told: values and pruned leaves.
const DefaultAsk = Values | Pruned

// askNames are the names of the kinds, in order.
var askNames = []string{"values", "pruned", "windows", "quiet", "probcut"}

// String returns the kinds as ParseAsk reads them: "values,pruned".
func (a Ask) String() string {
	var names []string
	for i, n := range askNames {
		if a&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	return strings.Join(names, ",")
}

// ParseAsk reads a comma-separated list of values, pruned and windows.
func ParseAsk(s string) (Ask, error) {
	var a Ask
	for _, f := range strings.Split(s, ",") {
		f = strings.ToLower(strings.TrimSpace(f))
		found := false
		for i, n := range askNames {
			if f == n {
				a |= 1 << i
				found = true
			}
		}
		if !found {
			return 0, errorf("unknown question kind %q in %q; want a list of values, pruned, windows, quiet and probcut", f, s)
		}
	}
	return a, nil
}

// Kind is the kind of one question.
type Kind uint8

// The kinds of one question.
const (
	// ValueQuestion asks for an inner node's minimax value.
	ValueQuestion Kind = iota
	// PrunedQuestion asks whether a leaf is pruned (never evaluated).
	PrunedQuestion
	// WindowQuestion asks for the window a node is entered with.
	WindowQuestion
	// QuietQuestion asks whether a leaf at the horizon is quiet.
	QuietQuestion
	// CutQuestion asks whether ProbCut cuts a node it tests.
	CutQuestion
)

// Question is one question of an exercise, with its answer.
type Question struct {
	Kind Kind
	// Node is the node asked about; Name its name.
	Node int32
	Name string
	// Value is the answer to a value question (Vector in a tree of
	// utility vectors); IsPruned to a pruned question; Alpha and Beta to
	// a window question.
	Value       float64
	Vector      []float64
	IsPruned    bool
	Alpha, Beta float64
	// Flag answers a quiet question (true: not quiet) or a cut question
	// (true: cut).
	Flag bool
	// Why says why the answer is right, in one sentence.
	Why string
}

// Expected returns the answer as the quiz writes it: "3", "pruned" or
// "evaluated", "[-inf, 3]".
func (q Question) Expected(t *tree.Tree) string {
	switch q.Kind {
	case PrunedQuestion:
		if q.IsPruned {
			return "pruned"
		}
		return "evaluated"
	case WindowQuestion:
		return "[" + t.FormatValue(q.Alpha) + ", " + t.FormatValue(q.Beta) + "]"
	case QuietQuestion:
		return map[bool]string{true: "noisy", false: "quiet"}[q.Flag]
	case CutQuestion:
		return map[bool]string{true: "cut off", false: "searched"}[q.Flag]
	}
	if q.Vector != nil {
		return tree.FormatVector(q.Vector)
	}
	return t.FormatValue(q.Value)
}

// ExpectedText writes the answer to q as Expected does, in the
// exercise's language.
func (ex *Exercise) ExpectedText(q Question) string { return ex.expectedText(q) }

// expectedText writes the answer to q as Expected does, in the
// exercise's language.
func (ex *Exercise) expectedText(q Question) string {
	switch q.Kind {
	case PrunedQuestion, QuietQuestion, CutQuestion:
		return ex.Lang.Word(q.Expected(ex.Tree))
	case WindowQuestion:
		return ex.Lang.Window(ex.value(q.Alpha), ex.value(q.Beta))
	}
	if q.Vector != nil {
		return tree.FormatVector(q.Vector)
	}
	return ex.value(q.Value)
}

// Exercise is a tree with its questions and their answers.
type Exercise struct {
	// Tree is the tree, expanded whole.
	Tree *tree.Tree
	// Ann holds what alpha-beta did on each node; Minimax the minimax value
	// of each node.
	Ann     *minimax.Recorder
	Minimax []float64
	// Ask is the kinds asked; Questions are in preorder, a node's value,
	// pruned and window questions in that order.
	Ask       Ask
	Questions []Question
	// Lang is the language of the task, the reasons and the key.
	Lang msg.Lang
	// Searches are the searches whose answers the exercise asks, as
	// declared: alpha-beta; on a tree with chance nodes expectimax (the
	// values) and Star1 (the pruned leaves).
	Searches []*search.Decl
	// Chance tells a tree with chance nodes: the values are expectimax's
	// (Minimax holds them), the pruned leaves Star1's, its bounds Low and
	// High the tree's (tree.ValueBounds).
	Chance    bool
	Low, High float64
	// Players is the number of players of a tree of utility vectors (0
	// for a tree of values): the values asked are max^n's, Vectors, the
	// pruned leaves those of max^n with shallow pruning, knowing that a
	// leaf's utilities sum to at most Sum, each at least Least (the
	// tree's); shallow is that search.
	Players    int
	Vectors    [][]float64
	Sum, Least float64
	shallow    *maxn.Result
	// Cut is ProbCut's fits and confidence (the question probcut);
	// cutTests its test at each node it tested, cutAnn its search.
	Cut      *minimax.Cut
	cutTests map[int32]minimax.CutTest
	cutAnn   *minimax.Recorder
	// names maps the normalized name of each node to the node.
	names map[string]int32
}

// t writes the sentence key in the exercise's language (msg.Lang.T).
func (ex *Exercise) t(key string, args ...any) string { return ex.Lang.T(key, args...) }

// value writes a value as the tree writes it, the words of a finished
// game's value in the exercise's language.
func (ex *Exercise) value(v float64) string {
	text := ex.Tree.FormatValue(v)
	for _, w := range []string{"win", "loss", "draw"} {
		if rest, ok := strings.CutPrefix(text, w); ok {
			return ex.Lang.Word(w) + ex.Lang.Decimal(rest)
		}
	}
	return ex.Lang.Decimal(text) // "47/4 (11,75)" in French
}

// MaxNodes bounds the size of a quiz's tree: more questions than a person
// answers.
const MaxNodes = 400

// New makes the exercise of t, which it expands whole: it searches t with
// minimax and with alpha-beta (natural order, fail-soft) and writes the
// questions ask chooses.
func New(t *tree.Tree, ask Ask) (*Exercise, error) { return NewIn(t, ask, msg.En) }

// NewIn is New with the task, the reasons and the key in lang.
func NewIn(t *tree.Tree, ask Ask, lang msg.Lang) (*Exercise, error) {
	return NewForward(t, ask, lang, nil)
}

// newExercise makes the exercise of t but for ProbCut's cuts (NewForward
// adds them).
func newExercise(t *tree.Tree, ask Ask, lang msg.Lang) (*Exercise, error) {
	if ask == 0 {
		ask = DefaultAsk
	}
	if err := t.ExpandAll(); err != nil {
		return nil, err
	}
	if t.Len() > MaxNodes {
		return nil, errorf("the tree has %d nodes; a quiz takes at most %d: choose a smaller depth or branching", t.Len(), MaxNodes)
	}
	if t.Len() < 2 {
		return nil, errorf("the tree is a single leaf; there is nothing to ask")
	}
	rec := minimax.NewRecorder(t.Len())
	ex := &Exercise{Tree: t, Ann: rec, Ask: ask, Minimax: make([]float64, t.Len()), names: map[string]int32{}, Lang: lang}
	for n := int32(0); int(n) < t.Len(); n++ {
		ex.names[Normalize(t.Name(n))] = n
	}
	if t.Players() > 0 {
		rec.Nodes = rec.Nodes[:t.Len()]
		if err := ex.newSeveral(t); err != nil {
			return nil, err
		}
		return ex, nil
	}
	if t.HasChance() {
		// Expectimax's values, and the leaves Star1 prunes with the
		// bounds of the leaves.
		if ask&Windows != 0 {
			return nil, errorf("a tree with chance nodes asks values (expectimax's) and pruned leaves (Star1's); windows are alpha-beta's: leave windows out of --ask")
		}
		ex.Chance = true
		ex.Low, ex.High = t.ValueBounds()
	}
	// The searches that answer the questions (alpha-beta; expectimax
	// and Star1 on chance nodes), the run of the one that prunes
	// graded.
	ex.Searches = graders(t, "values", "pruned", "windows")
	d := graders(t, "pruned")[0]
	minimax.Search[int32](t, 0, minimax.Options[int32]{Algorithm: minimax.Named(d.Engine), FailSoft: d.TakesParam("fail-soft"), RootMin: !t.RootMax, Low: ex.Low, High: ex.High}, rec)
	ex.minimaxValues(0)
	for _, n := range ex.Preorder() {
		leaf := t.Nodes[n].Count == 0
		if ask&Values != 0 && !leaf {
			ex.Questions = append(ex.Questions, Question{Kind: ValueQuestion, Node: n, Name: t.Name(n), Value: ex.Minimax[n], Why: ex.whyValue(n)})
		}
		if ask&Pruned != 0 && leaf {
			p := !rec.At(n).Visited()
			ex.Questions = append(ex.Questions, Question{Kind: PrunedQuestion, Node: n, Name: t.Name(n), IsPruned: p, Why: ex.whyPruned(n)})
		}
		if q, ok := ex.quietQuestion(n); ask&Quiet != 0 && leaf && ok {
			ex.Questions = append(ex.Questions, q)
		}
		if a := rec.At(n); ask&Windows != 0 && a.Visited() {
			ex.Questions = append(ex.Questions, Question{Kind: WindowQuestion, Node: n, Name: t.Name(n), Alpha: a.AlphaIn, Beta: a.BetaIn, Why: ex.whyWindow(n)})
		}
	}
	return ex, nil
}

// minimaxValues computes the minimax value of n and every node under it.
func (ex *Exercise) minimaxValues(n int32) float64 {
	t := ex.Tree
	nd := t.Nodes[n]
	if nd.Count == 0 {
		ex.Minimax[n] = t.Evaluate(n)
		return ex.Minimax[n]
	}
	if t.IsChance(n) {
		sum := 0.0
		for c := nd.First; c < nd.First+nd.Count; c++ {
			sum += t.Probability(c) * ex.minimaxValues(c)
		}
		ex.Minimax[n] = sum
		return sum
	}
	best := math.Inf(-1)
	if !t.IsMax(n) {
		best = math.Inf(1)
	}
	for c := nd.First; c < nd.First+nd.Count; c++ {
		v := ex.minimaxValues(c)
		if t.IsMax(n) {
			best = max(best, v)
		} else {
			best = min(best, v)
		}
	}
	ex.Minimax[n] = best
	return best
}

// Preorder returns the nodes in preorder: a node, then its children's
// subtrees left to right.
func (ex *Exercise) Preorder() []int32 {
	t := ex.Tree
	out := make([]int32, 0, t.Len())
	var walk func(n int32)
	walk = func(n int32) {
		out = append(out, n)
		nd := t.Nodes[n]
		for c := nd.First; c < nd.First+nd.Count; c++ {
			walk(c)
		}
	}
	walk(0)
	return out
}

// Postorder returns the inner nodes children first, the order in which a
// person computes their values.
func (ex *Exercise) Postorder() []int32 {
	t := ex.Tree
	var out []int32
	var walk func(n int32)
	walk = func(n int32) {
		nd := t.Nodes[n]
		if nd.Count == 0 {
			return
		}
		for c := nd.First; c < nd.First+nd.Count; c++ {
			walk(c)
		}
		out = append(out, n)
	}
	walk(0)
	return out
}

// Node returns the node a name names, in any case and with or without the
// spaces of a move path ("B1", "b1", "f4 c3", "f4c3").
func (ex *Exercise) Node(name string) (int32, bool) {
	n, ok := ex.names[Normalize(name)]
	return n, ok
}

// Normalize writes a node's name as the quiz compares names: upper case,
// without spaces.
func Normalize(name string) string {
	return strings.ToUpper(strings.Join(strings.Fields(name), ""))
}

// player returns "MAX" or "MIN".
func (ex *Exercise) player(n int32) string {
	if ex.Tree.IsChance(n) {
		return ex.Lang.Word("chance")
	}
	if ex.Tree.IsMax(n) {
		return "MAX"
	}
	return "MIN"
}

// whyValue says why inner node n has its minimax value.
func (ex *Exercise) whyValue(n int32) string {
	t := ex.Tree
	nd := t.Nodes[n]
	var kids []string
	for c := nd.First; c < nd.First+nd.Count; c++ {
		kids = append(kids, ex.value(ex.Minimax[c]))
	}
	list := ""
	if len(kids) > 1 && len(kids) <= 8 {
		list = " (" + strings.Join(kids, ", ") + ")"
	}
	if t.IsChance(n) {
		var terms []string
		for c := nd.First; c < nd.First+nd.Count; c++ {
			terms = append(terms, t.ProbabilityText(c)+" × "+ex.value(ex.Minimax[c]))
		}
		return ex.t("%s is a chance node: its value is its children's weighed by their probabilities, %s = %s.", t.Name(n), strings.Join(terms, " + "), ex.value(ex.Minimax[n]))
	}
	if t.IsMax(n) {
		return ex.t("%s is a %s node: its value is the largest of its children's values%s, %s.", t.Name(n), ex.player(n), list, ex.value(ex.Minimax[n]))
	}
	return ex.t("%s is a %s node: its value is the smallest of its children's values%s, %s.", t.Name(n), ex.player(n), list, ex.value(ex.Minimax[n]))
}

// cutAbove returns the nearest ancestor of n that cut off before reaching
// the subtree of n, the child of that ancestor n is under, or -1.
func (ex *Exercise) cutAbove(n int32) (int32, int32) {
	t := ex.Tree
	for c := n; c > 0; c = t.Nodes[c].Parent {
		p := t.Nodes[c].Parent
		if a := ex.Ann.At(p); a.Has(minimax.Cutoff) && c > a.CutAfter {
			return p, c
		}
	}
	return -1, -1
}

// cutWords says what made node p cut off: "alpha 3 >= beta 2"
// (tree.CutCondition, as the step narration and the web pages say it).
func (ex *Exercise) cutWords(p int32) string {
	a := ex.Ann.At(p)
	return ex.t("alpha %s >= beta %s", ex.value(a.AlphaOut), ex.value(a.BetaOut))
}

// whyPruned says why leaf n is pruned or evaluated.
func (ex *Exercise) whyPruned(n int32) string {
	t := ex.Tree
	a := ex.Ann.At(n)
	if a.Visited() {
		if ex.Chance {
			return ex.t("%s is evaluated: Star1 reaches it with the window [%s, %s], and no cutoff above it comes first.",
				t.Name(n), ex.value(a.AlphaIn), ex.value(a.BetaIn))
		}
		return ex.t("%s is evaluated: alpha-beta reaches it with the window [%s, %s], and no cutoff above it comes first.",
			t.Name(n), ex.value(a.AlphaIn), ex.value(a.BetaIn))
	}
	p, under := ex.cutAbove(n)
	if p < 0 {
		return ex.t("%s is pruned.", t.Name(n))
	}
	after := ex.Ann.At(p).CutAfter
	if t.IsChance(p) {
		pa := ex.Ann.At(p)
		return ex.t("%s is pruned: %s, a chance node entered with the window [%s, %s], stops after %s: with the rest of its probability at the bounds %s and %s, its value already lies outside that window.",
			t.Name(n), t.Name(p), ex.value(pa.AlphaIn), ex.value(pa.BetaIn), t.Name(after), ex.value(ex.Low), ex.value(ex.High))
	}
	if under == n {
		return ex.t("%s is pruned: after %s, %s, so %s (%s) stops.", t.Name(n), t.Name(after), ex.cutWords(p), t.Name(p), ex.player(p))
	}
	return ex.t("%s is pruned: it is under %s, which %s (%s) skips after %s, where %s.", t.Name(n), t.Name(under), t.Name(p), ex.player(p), t.Name(after), ex.cutWords(p))
}

// whyWindow says where the window node n is entered with comes from.
func (ex *Exercise) whyWindow(n int32) string {
	t := ex.Tree
	a := ex.Ann.At(n)
	w := ex.Lang.Window(ex.value(a.AlphaIn), ex.value(a.BetaIn))
	if n == 0 {
		return ex.t("The root is entered with the whole window %s.", w)
	}
	p := t.Nodes[n].Parent
	if n == t.Nodes[p].First {
		return ex.t("%[1]s is %[2]s's first child: it is entered with %[2]s's own window on entry, %[3]s.", t.Name(n), t.Name(p), w)
	}
	if t.IsMax(p) {
		return ex.t("%s is entered with %s's window after %s returned, %s (a %s node raises alpha to the best value so far).", t.Name(n), t.Name(p), t.Name(n-1), w, ex.player(p))
	}
	return ex.t("%s is entered with %s's window after %s returned, %s (a %s node lowers beta to the best value so far).", t.Name(n), t.Name(p), t.Name(n-1), w, ex.player(p))
}

// Task returns the lines that set the exercise: what to answer, in
// numbered parts.
func (ex *Exercise) Task() []string {
	var out []string
	k := 0
	part := func(s string) {
		k++
		out = append(out, strconv.Itoa(k)+". "+s)
	}
	switch {
	case ex.Ask&Values != 0 && ex.Players > 0:
		part(ex.t("Give the max^n value of each inner node (%s): its vector of utilities %s, a utility a player, each player taking the child best for itself, the first on a tie.", ex.innerRange(), tree.VectorForm(ex.Players)))
	case ex.Ask&Values != 0 && ex.Chance:
		part(ex.t("Give the expectimax value of each inner node (%s), as a fraction or a decimal.", ex.innerRange()))
	case ex.Ask&Values != 0:
		part(ex.t("Give the minimax value of each inner node (%s).", ex.innerRange()))
	}
	switch {
	case ex.Ask&Pruned != 0 && ex.Players > 0:
		part(ex.t("Which leaves does max^n with shallow pruning never evaluate, searching the children left to right, knowing that a leaf's utilities sum to at most %s, each at least %s?", ex.utility(ex.Sum), ex.utility(ex.Least)))
	case ex.Ask&Pruned != 0 && ex.Chance:
		part(ex.t("Which leaves does Star1 never evaluate, searching the children left to right, with the values' bounds %s and %s?", ex.value(ex.Low), ex.value(ex.High)))
	case ex.Ask&Pruned != 0:
		part(ex.Lang.Word("Which leaves does alpha-beta never evaluate, searching the children left to right?"))
	}
	if ex.Ask&Windows != 0 {
		part(ex.Lang.Word("Give the window [alpha, beta] each node is entered with, for the nodes alpha-beta visits."))
	}
	for _, s := range ex.forwardTask() {
		part(s)
	}
	return out
}

// Key returns the lines of the answers: the values of the inner nodes in
// name order, the pruned leaves, the windows in visit order.
func (ex *Exercise) Key() []string {
	t := ex.Tree
	var out []string
	if ex.Ask&Values != 0 {
		var v []string
		for n := int32(0); int(n) < t.Len(); n++ {
			switch {
			case t.Nodes[n].Count == 0:
			case ex.Players > 0:
				v = append(v, t.Name(n)+" "+tree.FormatVector(ex.Vectors[n]))
			default:
				v = append(v, t.Name(n)+" "+ex.value(ex.Minimax[n]))
			}
		}
		out = append(out, ex.t("Values: %s.", strings.Join(v, ", ")))
	}
	if ex.Ask&Pruned != 0 {
		var p []string
		for _, q := range ex.Questions {
			if q.Kind == PrunedQuestion && q.IsPruned {
				p = append(p, q.Name)
			}
		}
		if len(p) == 0 {
			p = []string{ex.Lang.Word("none")}
		}
		out = append(out, ex.t("Pruned leaves: %s.", strings.Join(p, " ")))
	}
	if ex.Ask&Windows != 0 {
		var w []string
		for _, n := range ex.VisitOrder() {
			a := ex.Ann.At(n)
			w = append(w, t.Name(n)+" "+ex.Lang.Window(ex.value(a.AlphaIn), ex.value(a.BetaIn)))
		}
		out = append(out, ex.t("Windows on entry, in visit order: %s.", strings.Join(w, ", ")))
	}
	return append(out, ex.forwardKey()...)
}

// VisitOrder returns the nodes alpha-beta visits, in the order it enters
// them.
func (ex *Exercise) VisitOrder() []int32 {
	var out []int32
	for n := int32(0); int(n) < ex.Tree.Len(); n++ {
		if ex.Ann.At(n).Visited() {
			out = append(out, n)
		}
	}
	sort.Slice(out, func(i, j int) bool { return ex.Ann.At(out[i]).Order < ex.Ann.At(out[j]).Order })
	return out
}

// graders are the declared searches whose runs answer the questions asked
// of t (search.Decl.Grades), in their order.
func graders(t *tree.Tree, asked ...string) []*search.Decl {
	return Graders(t.HasChance(), t.Players() > 0, asked...)
}

// Graders are the declared searches whose runs answer the questions
// asked (search.Decl.Grades: "values", "pruned", "windows", "cuts") of a
// tree with chance nodes or without, of several players or of two, in
// their order: on a tree of several players those of their family, on a
// tree with chance nodes those of minimax's family that search them, on
// the others those that know none. The quiz names them, runs them, and
// draws its key as the one that prunes does.
func Graders(chance, several bool, asked ...string) []*search.Decl {
	return search.Where(search.All(), func(d *search.Decl) bool {
		fits := d.Family == search.Windows && d.AcceptsChance() == chance
		if several {
			fits = d.Family == search.Vectors
		}
		return fits && slices.ContainsFunc(asked, func(q string) bool { return slices.Contains(d.Grades, q) })
	})
}
