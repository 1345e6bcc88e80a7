// Package render draws a searched game tree: as indented text, as DOT
// (written here, deterministic), as SVG through graphviz (go-graphviz, no
// dot binary), as PNG and PDF painted from graphviz's layout, and as JSON.
// Renderers only read the tree and its annotations.
package render

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	wording "gametree/internal/lines"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/search"
	"gametree/tree"
)

// Search is a searched tree: the tree, the annotations the search left on
// its nodes, and how the search was run.
type Search struct {
	Tree *tree.Tree
	// DrawnNodes is the number of nodes the drawing its request asks
	// draws (Drawn), counted once when the job priced that drawing, so
	// that a face that draws it counts them no more; 0 when not counted
	// (JSON and text are not priced by the node).
	DrawnNodes int
	// Ann holds the annotations, indexed by node.
	Ann *minimax.Recorder
	// Algorithm (Minimax or AlphaBeta), FailSoft and Order describe the
	// search.
	Algorithm minimax.Algorithm
	FailSoft  bool
	// Decl is the search as declared (package search), which says what
	// the search reports; nil for the declaration of Algorithm.
	Decl  *search.Decl
	Order minimax.Ordering
	// Value is the root's value; Best the root child on the principal
	// variation, or -1.
	Value float64
	Best  int32
	// Nodes is the size of the whole tree, or -1 when it is too large to
	// count; Pruned is Nodes minus the nodes visited, or -1.
	Nodes, Pruned int64
	// Given is the root position as the user gave it ("after f5 d6 c3", a
	// board string), for captions; empty writes the board string.
	Given string
	// Lang is the language of every sentence written about the search:
	// captions, legends, the step narration, the reasons of cutoffs.
	Lang msg.Lang
	// Record is what the search's family recorded beyond the
	// annotations, which the drawings ask what to draw where the families
	// differ: *MCTS (NewMCTS), *Hidden, *Several; nil for minimax's
	// family.
	Record Record
	// Bounds are Star1's bounds of the leaves; BoundsOfLeaves tells that
	// they are the tree's smallest and largest leaf.
	Bounds         *[2]float64
	BoundsOfLeaves bool
	// Forward, when not nil, is how the search pruned forward (BeamInfo,
	// ProbCutInfo), which the drawings tell.
	Forward Forward
}

// t writes the sentence key (a format of package fmt) in the search's
// language (msg.Lang.T).
func (s *Search) t(key string, args ...any) string { return s.Lang.T(key, args...) }

// word writes a word or a fixed phrase in the search's language
// (msg.Lang.Word).
func (s *Search) word(w string) string { return s.Lang.Word(w) }

// View chooses the nodes drawn.
type View uint8

// The views.
const (
	// Full draws every node, pruned subtrees included.
	Full View = iota
	// Visited draws the nodes the search visited.
	Visited
	// PV draws the principal variation and the siblings of its nodes.
	PV
)

// String returns "full", "visited" or "pv".
func (v View) String() string {
	switch v {
	case Visited:
		return "visited"
	case PV:
		return "pv"
	}
	return "full"
}

// ParseView reads "full", "visited" or "pv".
func ParseView(s string) (View, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "full":
		return Full, nil
	case "visited":
		return Visited, nil
	case "pv":
		return PV, nil
	}
	return Full, errorf("unknown view %q; want full, visited or pv", s)
}

// Options choose what is drawn and how.
type Options struct {
	// View chooses the nodes.
	View View
	// ShowDepth draws only the top ShowDepth plies; 0 draws all.
	ShowDepth int
	// Boards draws each node's board (game trees, in each game's
	// look); Coords writes the column and row labels on every
	// board, not only the root's.
	Boards bool
	Coords bool
	// Evals writes each inner node's own evaluation on a blank tree (a
	// quiz of ProbCut's cuts, whose shallow searches start from them).
	Evals bool
	// ASCII keeps text output to ASCII: |-- for the tree, >= and <= for
	// bounds.
	ASCII bool
	// Bare leaves out the lines that describe the search and the legend.
	Bare bool
	// Caption, when not empty, replaces the lines that describe the search
	// under a drawing.
	Caption string
	// Step, when not nil, draws a search in progress.
	Step *Step
	// Layout, Labels and Paper shape a drawing for a page (see Plan);
	// FixedLayout and FixedLabels keep Plan from changing the first two.
	Layout      Layout
	Labels      Labels
	Paper       *Paper
	FixedLayout bool
	FixedLabels bool
	// Say hears the notes of drawing (a PNG scaled down, a tree split into
	// pages), one line each; nil discards them.
	Say func(string)
	// Stop, when not nil, is asked now and then while a big answer is
	// written (JSON); when it says so, the writing gives up with ErrStopped.
	Stop func() bool
	// Root draws the subtree under this node (0: the whole tree); Title,
	// when not empty, heads the caption (a page's path from the root).
	Root  int32
	Title string
	// NoLegend leaves out the legend (the later pages of a split tree).
	NoLegend bool
	// Only, when not empty, draws only these children of Root (a page of
	// a split tree that holds some of a node's subtrees).
	Only []int32
	// Names labels the nodes of a textbook tree by the names the quiz
	// uses: leaves B1, B2, ... with their values under them.
	Names bool
	// CaptionTop puts the caption above the drawing (the exercises of a
	// sheet).
	CaptionTop bool
	// Blank draws the tree of an exercise: names, players and leaf values
	// only, no search (the quiz's sheets).
	Blank bool
	// Width, when not 0, is the width of the terminal text is written
	// for: the lines that describe the search wrap to it, and a node's
	// marks that would pass it go on a line of their own under the node.
	Width int
	// PrunedRuns draws each run of pruned siblings as one node, their
	// moves in its label, without the subtrees under them (the drawings
	// planned for paper; --pruned each draws them all).
	PrunedRuns bool
}

// Step marks a search in progress, for stepping through it: the
// annotations are those of the events so far.
type Step struct {
	// Current is the node of the current event.
	Current int32
	// Pruned holds the nodes known to be pruned so far: the children a
	// cutoff skipped, and everything below them.
	Pruned map[int32]bool
}

// ann returns the annotation of node n.
func (s *Search) ann(n int32) minimax.Annotation { return s.record().annAt(s, n) }

// visible returns the nodes to draw in pre-order (children in tree order).
func (s *Search) visible(opt Options) []int32 {
	t := s.Tree
	var out []int32
	var walk func(n int32)
	top := int(t.Nodes[opt.Root].Depth)
	walk = func(n int32) {
		out = append(out, n)
		nd := t.Nodes[n]
		if nd.Count <= 0 || (opt.ShowDepth > 0 && int(nd.Depth)-top >= opt.ShowDepth) {
			return
		}
		onPV := s.ann(n).Has(minimax.PV)
		for c := nd.First; c < nd.First+nd.Count; c++ {
			if n == opt.Root && len(opt.Only) > 0 && !slices.Contains(opt.Only, c) {
				continue
			}
			a := s.ann(c)
			if !s.record().drawn(s, c) {
				continue
			}
			switch opt.View {
			case Visited:
				if !a.Visited() {
					continue
				}
			case PV:
				if !onPV {
					continue
				}
			}
			if s.runs(opt) && s.pruned(c, opt) {
				// The run's first node stands for the run (prunedRun).
				out = append(out, c)
				c += int32(len(s.prunedRun(c, opt))) - 1
				continue
			}
			walk(c)
		}
	}
	walk(opt.Root)
	return out
}

// runs reports whether runs of pruned siblings are drawn as one node:
// asked for, on a game tree (a textbook tree is small, and drawn as the
// textbook draws it).
func (s *Search) runs(opt Options) bool {
	return opt.PrunedRuns && s.Tree.Kind == tree.Game
}

// prunedRun returns the run of pruned siblings that starts at n, n first:
// the children of n's parent, from n on, as long as they are pruned (and
// drawn, for a page that holds some of the root's children).
func (s *Search) prunedRun(n int32, opt Options) []int32 {
	t := s.Tree
	p := t.Nodes[n].Parent
	end := t.Nodes[p].First + t.Nodes[p].Count
	run := []int32{n}
	for c := n + 1; c < end && s.pruned(c, opt) && s.dropped(c) == s.dropped(n) && (p != opt.Root || len(opt.Only) == 0 || slices.Contains(opt.Only, c)); c++ {
		run = append(run, c)
	}
	return run
}

// runLines are the label of a run of pruned siblings drawn as one node:
// its moves, four to a line, then "pruned".
func (s *Search) runLines(n int32, opt Options) []string {
	var lines []string
	run := s.prunedRun(n, opt)
	for i := 0; i < len(run); i += 4 {
		var labels []string
		for _, c := range run[i:min(i+4, len(run))] {
			labels = append(labels, s.label(c, opt))
		}
		lines = append(lines, strings.Join(labels, " "))
	}
	return append(lines, s.prunedWord(n))
}

// Drawn returns the number of nodes opt draws of s.
func Drawn(s *Search, opt Options) int { return len(s.visible(opt)) }

// hiddenChildren counts the children of n that exist but are not drawn.
func (s *Search) hiddenChildren(n int32, opt Options, drawn map[int32]int) int {
	nd := s.Tree.Nodes[n]
	hidden := 0
	for c := nd.First; c < nd.First+nd.Count; c++ {
		if _, ok := drawn[c]; ok {
			if s.runs(opt) && s.pruned(c, opt) {
				c += int32(len(s.prunedRun(c, opt))) - 1 // drawn as one node
			}
			continue
		}
		hidden++
	}
	return hidden
}

// nodeIDs gives each node of a tree its id in a drawing (its place in
// the drawing's pre-order) by the node's number, -1 for a node not drawn:
// drawnIDs in a slice, 4 bytes a node of the tree, for the writers of
// whole trees.
type nodeIDs []int32

// idsOf numbers nodes, drawn in that order, among t's.
func idsOf(t *tree.Tree, nodes []int32) nodeIDs {
	ids := make(nodeIDs, t.Len())
	for i := range ids {
		ids[i] = -1
	}
	for i, n := range nodes {
		ids[n] = int32(i)
	}
	return ids
}

// of returns node n's id and true, or false when n is not drawn.
func (ids nodeIDs) of(n int32) (int, bool) {
	if n < 0 || int(n) >= len(ids) || ids[n] < 0 {
		return 0, false
	}
	return int(ids[n]), true
}

// marked returns the id of the child that marks gives node n (Otherwise,
// Ties), nil when it gives none or the child is not drawn.
func (ids nodeIDs) marked(marks map[int32]int32, n int32) *int {
	if c, ok := marks[n]; ok {
		if id, drawn := ids.of(c); drawn {
			return &id
		}
	}
	return nil
}

// drawnIDs numbers the drawn nodes in pre-order: the ids of DOT and JSON.
func drawnIDs(nodes []int32) map[int32]int {
	id := make(map[int32]int, len(nodes))
	for i, n := range nodes {
		id[n] = i
	}
	return id
}

// player returns "MAX" or "MIN".
func (s *Search) player(n int32) string {
	if s.Tree.IsChance(n) {
		return s.word("chance")
	}
	if s.Tree.Players() > 0 {
		return tree.PlayerName(s.Tree.Mover(n))
	}
	if s.Tree.IsMax(n) {
		return "MAX"
	}
	return "MIN"
}

// valueText writes node n's value with its bound: "3", "≥ 3", "≤ 2" (or
// ">= 3", "<= 2" in ASCII); "…" for a node entered but not returned yet;
// "" when the node has no value. A leaf evaluated but not returned yet
// (the step that evaluates it) shows its evaluation.
func (s *Search) valueText(n int32, ascii bool) string { return s.record().valueText(s, n, ascii) }

// valueText of several players: under max^n, a node's vector once it is
// known (a leaf evaluated, a node returned: a step of max^n shows no
// later one); under paranoid search, minimax's.
func (v *Several) valueText(s *Search, n int32, ascii bool) string {
	if v.Vectors == nil {
		return s.scalarText(n, ascii)
	}
	a := s.ann(n)
	switch u := v.Vectors[n]; {
	case u != nil && a.Bound == minimax.Lower && a.Has(minimax.Returned):
		// Cut off by shallow pruning: its player gets at least its
		// entry, the others' are its best child's so far.
		return boundVector(u, s.Tree.Mover(n), ascii, false)
	case u != nil && (a.Has(minimax.Returned) || a.Has(minimax.Evaluated)):
		return tree.FormatVector(u)
	case a.Visited() && ascii:
		return "..."
	case a.Visited():
		return "…"
	}
	return ""
}

// scalarText is valueText of a value that is a number.
func (s *Search) scalarText(n int32, ascii bool) string {
	a := s.ann(n)
	if !a.Has(minimax.Returned) && a.Has(minimax.Evaluated) {
		return s.nodeValue(n, a.Eval)
	}
	if s.probedOnly(n) {
		// The bound Star2's probe of its first move gave it.
		v := s.nodeValue(n, a.Value)
		switch {
		case s.Tree.IsMax(n) && ascii:
			return ">= " + v
		case s.Tree.IsMax(n):
			return "≥ " + v
		case ascii:
			return "<= " + v
		}
		return "≤ " + v
	}
	if !a.Has(minimax.Returned) {
		if a.Visited() {
			if ascii {
				return "..."
			}
			return "…"
		}
		return ""
	}
	v := s.nodeValue(n, a.Value)
	switch a.Bound {
	case minimax.Lower:
		if ascii {
			return ">= " + v
		}
		return "≥ " + v
	case minimax.Upper:
		if ascii {
			return "<= " + v
		}
		return "≤ " + v
	}
	return v
}

// probedOnly reports whether node n was bounded by Star2's probe of its
// first move and never entered: neither searched nor pruned.
func (s *Search) probedOnly(n int32) bool {
	a := s.ann(n)
	return a.Has(minimax.Probed) && !a.Visited()
}

// anyProbedOnly reports whether a node of the tree was only probed by
// Star2 (probedOnly).
func (s *Search) anyProbedOnly() bool {
	if !s.decl().Probes || s.Ann == nil {
		return false
	}
	for n := range s.Ann.Nodes {
		if s.probedOnly(int32(n)) {
			return true
		}
	}
	return false
}

// label returns the name drawn for node n: its label, or with opt.Names
// in a textbook tree its name (B1 for B's first child).
func (s *Search) label(n int32, opt Options) string {
	if opt.Names && s.Tree.Kind == tree.Textbook {
		return s.Tree.Name(n)
	}
	return s.Tree.Label(n)
}

// mark is the sign of who is to move at node n in a drawing: ▲ MAX, ▼
// MIN, ○ chance.
func (s *Search) mark(n int32) string {
	switch {
	case s.Tree.Players() > 0 && s.Tree.Nodes[n].Count != 0:
		return "(" + tree.PlayerName(s.Tree.Mover(n)) + ")"
	case s.Tree.Players() > 0:
		return ""
	case s.Tree.IsChance(n):
		return "○"
	case !s.Tree.IsMax(n):
		return "▼"
	}
	return "▲"
}

// nodeLines returns the lines of node n's label in a drawing (DOT, SVG,
// TeX): its name and player mark, its value with its bound (or "pruned"),
// its windows on entry and return (full labels), its visit number, and how
// many of its children are not drawn.
func (s *Search) nodeLines(n int32, opt Options, drawn map[int32]int) []string {
	return s.record().nodeLines(s, n, opt, drawn)
}

// windowLines are nodeLines of minimax's family.
func (s *Search) windowLines(n int32, opt Options, drawn map[int32]int) []string {
	t := s.Tree
	a := s.ann(n)
	leaf := t.Nodes[n].Count == 0
	lines := []string{s.label(n, opt) + " " + s.mark(n)}
	if s.runs(opt) && s.pruned(n, opt) && n != opt.Root {
		return s.runLines(n, opt)
	}
	if opt.Blank {
		switch {
		case !leaf && opt.Evals:
			lines = append(lines, s.t("eval %s", s.nodeValue(n, t.Nodes[n].Value)))
		case !leaf:
		case t.Utility(n) != nil:
			lines = append(lines, tree.FormatVector(t.Utility(n))) // a game of several players
		default:
			lines = append(lines, s.nodeValue(n, t.Nodes[n].Value))
		}
		return lines
	}
	v := s.drawnValue(n, leaf)
	switch {
	case t.Kind == tree.Textbook && leaf && opt.Names:
		// A named leaf shows its given value, pruned or not.
		if u := t.Utility(n); u != nil {
			lines = append(lines, tree.FormatVector(u))
		} else {
			lines = append(lines, s.value(t.Nodes[n].Value))
		}
		if s.pruned(n, opt) {
			lines = append(lines, s.prunedWord(n))
		}
	case v != "":
		if !(t.Kind == tree.Textbook && leaf && v == t.Label(n)) {
			lines = append(lines, v)
		}
	case s.pruned(n, opt):
		lines = append(lines, s.prunedWord(n))
	}
	if test, ok := s.Ann.Tests[n]; ok && test.Cut != 0 && !opt.Blank {
		lines = append(lines, s.word("cut by ProbCut"))
	}
	if s.probedOnly(n) && !opt.Blank {
		lines = append(lines, s.word("probed"))
	}
	if opt.Labels == FullLabels && t.IsChance(n) {
		// Where its value lay after each child (Star1, Star2).
		for _, b := range s.chanceRanges(n) {
			lines = append(lines, b)
		}
	}
	if s.prunes() && a.Visited() && opt.Labels == FullLabels {
		lines = append(lines, "α,β "+s.window(a.AlphaIn, a.BetaIn))
		if !leaf && a.Has(minimax.Returned) {
			lines = append(lines, "→ "+s.window(a.AlphaOut, a.BetaOut))
		}
	}
	// Marks of a node's choice, once it has made it (a step shows no
	// later one).
	if opt.Labels != ValueLabels {
		lines = append(lines, s.choiceLines(n)...)
		lines = append(lines, s.quietMarks(n)...)
	}
	if a.Visited() && opt.Labels != ValueLabels {
		lines = append(lines, fmt.Sprintf("#%d", a.Order))
	}
	if h := s.hiddenChildren(n, opt, drawn); h > 0 {
		lines = append(lines, s.t("+%s hidden", strconv.Itoa(h)))
	}
	return lines
}

// choiceLines are the lines of a drawing that mark node n's choice in a
// game of several players, once it has made it (a step shows no later
// one): the bound that allowed shallow pruning's cut (what the parent's
// player can get here at most, and what it has), the other way of
// searching's choice, a tie.
func (s *Search) choiceLines(n int32) []string {
	a, t := s.ann(n), s.Tree
	var lines []string
	if cut, ok := s.shallowCuts()[n]; ok && a.Has(minimax.Cutoff) {
		if s.immediateCuts()[n] {
			lines = append(lines, s.t("cut: %s holds all it can get", tree.PlayerName(t.Mover(n))))
		} else {
			lines = append(lines, s.t("cut: %s ≤ %s ≤ %s", tree.PlayerName(t.Mover(t.Nodes[n].Parent)), s.value(cut[0]), s.value(cut[1])))
		}
	}
	if other, ok := s.otherChoices()[n]; ok && a.Has(minimax.Returned) {
		lines = append(lines, s.otherwise(other))
	}
	if tie, ok := s.ties()[n]; ok && a.Has(minimax.Returned) {
		lines = append(lines, s.t("tie with %s: first kept", t.Label(tie)))
	}
	return lines
}

// quietMarks mark node n of a quiescence search: why it is not quiet,
// and how far past the depth limit it lies.
func (s *Search) quietMarks(n int32) []string {
	var m []string
	if why := s.Tree.NotQuiet(n); why != "" {
		m = append(m, s.t("not quiet: %s", s.word(why)))
	}
	if k := s.Tree.PastCutoff(n); k > 0 {
		m = append(m, s.t("quiescence +%s", strconv.Itoa(k)))
	}
	return m
}

// drawnValue is node n's value as a drawing writes it: valueText, and
// an inner node's vector with its player's entry in brackets ("(1,2,[6])",
// "(1,1,[≥8])" cut off by shallow pruning).
func (s *Search) drawnValue(n int32, leaf bool) string { return s.record().drawnValue(s, n, leaf) }

// drawnValue of several players: an inner node's vector with its
// player's entry in brackets.
func (v *Several) drawnValue(s *Search, n int32, leaf bool) string {
	text := s.valueText(n, false)
	if v.Vectors == nil || leaf || v.Vectors[n] == nil {
		return text
	}
	switch me := s.Tree.Mover(n); text {
	case tree.FormatVector(v.Vectors[n]):
		return markedVector(v.Vectors[n], me)
	case boundVector(v.Vectors[n], me, false, false):
		return boundVector(v.Vectors[n], me, false, true)
	}
	return text
}

// boundVector writes the vector of a node cut off by shallow pruning, its
// player i's entry a bound: "(1,1,≥8)" (">=8" in ASCII), in brackets
// when marked ("(1,1,[≥8])").
func boundVector(v []float64, i int, ascii, marked bool) string {
	parts := strings.Split(strings.Trim(tree.FormatVector(v), "()"), ",")
	ge := "≥"
	if ascii {
		ge = ">="
	}
	parts[i] = ge + parts[i]
	if marked {
		parts[i] = "[" + parts[i] + "]"
	}
	return "(" + strings.Join(parts, ",") + ")"
}

// markedVector writes utilities v with player i's entry in brackets:
// "(1,2,[6])", what the node's player takes its child for.
func markedVector(v []float64, i int) string {
	parts := strings.Split(strings.Trim(tree.FormatVector(v), "()"), ",")
	parts[i] = "[" + parts[i] + "]"
	return "(" + strings.Join(parts, ",") + ")"
}

// oneLine reports whether node n's label is written on one line: a leaf
// (without its board) in the left-to-right layout, where the leaves stand
// in one column and a page holds as many as their labels are high, while
// the width they take is there to spare.
func (s *Search) oneLine(n int32, opt Options) bool {
	return opt.Layout == LeftRight && s.Tree.Nodes[n].Count == 0 && !(opt.Boards && s.Tree.HasBoardPictures())
}

// window writes an alpha-beta window: "[-inf, 3]".
func (s *Search) window(alpha, beta float64) string {
	return s.Lang.Window(s.value(alpha), s.value(beta))
}

// algorithmText names the search as declared (package search):
// "minimax", "alpha-beta (fail-hard)", "Star1 (leaves from 0 to 10)".
func (s *Search) algorithmText() string {
	d := s.decl()
	if f := s.forwardText(); f != "" {
		return f
	}
	switch {
	case d.TakesParam("fail-soft") && s.FailSoft:
		return s.t("%s (fail-soft)", s.word(d.Title))
	case d.TakesParam("fail-hard"):
		return s.t("%s (fail-hard)", s.word(d.Title))
	case d.TakesParam("bounds") && s.Bounds != nil && s.BoundsOfLeaves:
		return s.t("%s (leaves from %s to %s: the smallest and the largest leaf)", s.word(d.Title), s.value(s.Bounds[0]), s.value(s.Bounds[1]))
	case d.TakesParam("bounds") && s.Bounds != nil:
		return s.t("%s (leaves from %s to %s)", s.word(d.Title), s.value(s.Bounds[0]), s.value(s.Bounds[1]))
	}
	return s.word(d.Title)
}

// describe returns the lines that say what was searched and what came of
// it: the position (or textbook tree), the search, the result and counts.
func (s *Search) describe() []string {
	t := s.Tree
	var lines []string
	if t.Kind == tree.Game {
		given := s.Given
		if given == "" {
			given = t.Root.String()
		}
		lines = append(lines, s.record().positionLine(s, given), s.record().searchLine(s))
	} else {
		root := "MAX"
		if !t.RootMax {
			root = "MIN"
		}
		if k := t.Players(); k > 0 && t.NamesMovers() {
			lines = append(lines, s.t("Tree: %s (%s players, %s at the root, in turn where the tree names no player)", s.leavesText(), strconv.Itoa(k), tree.PlayerName(0)))
		} else if k > 0 {
			lines = append(lines, s.t("Tree: %s (%s players, %s at the root, in turn)", s.leavesText(), strconv.Itoa(k), tree.PlayerName(0)))
		} else {
			lines = append(lines, s.t("Tree: %s (root %s)", s.leavesText(), root))
		}
		lines = append(lines, s.record().searchLine(s))
	}
	// The first line, the position or the tree, grows with the game or
	// the tree: it is wrapped, so that it does not widen a drawing past
	// its page.
	lines = append(wrapLine(lines[0], captionWidth), lines[1:]...)
	return append(lines, s.resultText())
}

// twoPlayersLine is the caption's first line of a game tree of MAX and
// MIN, or of several players: "Position: f5 (Othello 8x8, Black to move:
// MAX)".
func (s *Search) twoPlayersLine(given string) string {
	t := s.Tree
	if k := t.Players(); k > 0 {
		return s.t("Position: %s (%s, %s players, %s to move)", s.GivenText(given), t.Caption(s.Lang), strconv.Itoa(k), s.word(t.PlayerName(0)))
	}
	return s.t("Position: %s (%s, %s to move: MAX)", s.GivenText(given), t.Caption(s.Lang), s.word(t.PlayerName(0)))
}

// windowsSearchLine names a search of minimax's family with its order,
// and on a game tree its evaluation and depth.
func (s *Search) windowsSearchLine() string {
	if s.Tree.Kind == tree.Game {
		return s.t("Search: %s, %s order, eval %s, depth %d", s.algorithmText(), s.word(s.Order.String()), s.evalName(), s.Tree.Depth)
	}
	return s.t("Search: %s, %s order", s.algorithmText(), s.word(s.Order.String()))
}

// leavesText is the textbook tree as its leaves notation writes it, cut
// after about three lines of a caption when longer, with the count of its
// leaves: a caption says what the tree is, and a big tree's whole text
// would fill the page.
func (s *Search) leavesText() string {
	text := s.Tree.Leaves()
	most := 3 * captionWidth
	if len(text) <= most {
		return text
	}
	cut := strings.LastIndexByte(text[:most], ' ')
	if cut < most/2 {
		cut = most
	}
	leaves := 0
	for i := range s.Tree.Nodes {
		if s.Tree.Nodes[i].Count == 0 {
			leaves++
		}
	}
	return s.t("%s … (%d leaves)", text[:cut], leaves)
}

// captionWidth is the most characters a wrapped line of a caption holds.
const captionWidth = 120

// wrapLine breaks line at spaces into lines of at most width characters
// (a word longer than that stands alone); the lines after the first are
// indented by two spaces.
func wrapLine(line string, width int) []string {
	if utf8.RuneCountInString(line) <= width {
		return []string{line}
	}
	var out []string
	cur := ""
	for _, w := range wording.Glue(strings.Split(line, " ")) {
		switch {
		case cur == "":
			cur = w
		case utf8.RuneCountInString(cur)+1+utf8.RuneCountInString(w) <= width:
			cur += " " + w
		default:
			out = append(out, cur)
			cur = "  " + w
		}
	}
	return append(out, cur)
}

// resultText writes the root's value, the best move and the counts.
func (s *Search) resultText() string { return s.record().resultText(s) }

// resultText of several players: max^n's vector, or paranoid search's
// utility of the root's player.
func (v *Several) resultText(s *Search) string {
	if v.Vectors != nil {
		return s.valueResultText(tree.FormatVector(v.Vectors[0]))
	}
	return s.valueResultText(s.t("%s (%s's utility)", s.value(s.Value), tree.PlayerName(s.Tree.Mover(0))))
}

// scalarResult writes the root's value, a number, for the result line.
func (s *Search) scalarResult() string {
	value := s.value(s.Value)
	if s.Tree.Kind == tree.Game && s.Tree.Players() == 0 {
		value = s.t("%s (%s)", s.valueWithUnit(s.Value), s.viewOf())
	}
	return value
}

// valueResultText is the result line of the root's value written value:
// the best move and the counts.
func (s *Search) valueResultText(value string) string {
	if s.Best >= 0 {
		return s.t("Result: value %s, best move %s; %s", value, s.Tree.Label(s.Best), s.countsText())
	}
	return s.t("Result: value %s; %s", value, s.countsText())
}

// viewOf says whose view a game tree's values are from: "for MAX,
// Black", the player to move at the root.
func (s *Search) viewOf() string { return s.record().viewOf(s) }

// viewOf of several players: under max^n, each player's utility.
func (v *Several) viewOf(s *Search) string {
	if v.Vectors != nil {
		return s.t("each player's utility, in the players' order")
	}
	return v.windowsRecord.viewOf(s)
}

// evalName names the evaluation of a game tree in the search's language.
func (s *Search) evalName() string { return s.word(s.Tree.EvalName()) }

// PV returns the moves of the principal variation from the root.
func (s *Search) PV() []string {
	pv := []string{}
	for n := int32(0); n >= 0; {
		a := s.ann(n)
		if !a.Has(minimax.PV) {
			break
		}
		if n != 0 {
			pv = append(pv, s.Tree.Label(n))
		}
		n = a.Best
	}
	return pv
}

// Summary says what the search found, in the words of the drawings'
// captions: the value, the best move and the counts, then the principal
// variation ("Result: value 3, best move a1; 13 nodes, ...", "Principal
// variation: a1 a1.1").
func (s *Search) Summary() []string {
	lines := []string{s.resultText()}
	if pv := s.PV(); len(pv) > 0 {
		lines = append(lines, s.t("Principal variation: %s", strings.Join(pv, " ")))
	}
	return lines
}

// countsText writes the node counts.
func (s *Search) countsText() string {
	st := s.Ann.Stats
	nodes := s.t("? nodes")
	if s.Nodes >= 0 {
		nodes = s.plural(s.Nodes, "%s node", "%s nodes")
	}
	text := s.t("%s, %s, %s, %s", nodes, s.plural(st.Visited, "%[1]s visited", "%s visited"),
		s.plural(st.Leaves, "%s leaf evaluated", "%s leaves evaluated"), s.plural(st.Cutoffs, "%s cutoff", "%s cutoffs"))
	if s.cuts() {
		if s.Pruned >= 0 {
			text += s.t(", %s", s.plural(s.Pruned, "%[1]s pruned", "%s pruned"))
		} else {
			text += s.t(", ? pruned")
		}
	}
	return text + s.forwardCounts()
}

// plural writes n with one or many ("%s leaf evaluated", "%s leaves
// evaluated") in the search's language: English takes one for 1 alone,
// French for 0 and 1. The number is written by strconv, never grouped.
// Where English has one form for both ("%s pruned"), one is written
// "%[1]s pruned", a key of its own for the languages that have two.
func (s *Search) plural(n int64, one, many string) string {
	key := many
	if s.Lang.Singular(n) {
		key = one
	}
	return s.t(key, strconv.FormatInt(n, 10))
}

// GivenText writes how the root position was given (Given: "the start",
// "after f5 d6", "tic-tac-toe from X---O---- X then b1") in the search's
// language.
func (s *Search) GivenText(given string) string { return s.Lang.Given(given) }

// cutCondition states a cutoff as t.CutCondition does ("alpha 3 >= beta
// 2"), the values in the search's language.
func (s *Search) cutCondition(alpha, beta float64) string {
	return s.t("alpha %s >= beta %s", s.value(alpha), s.value(beta))
}

// result says how the game ended at node n (t.Result), in the search's
// language.
func (s *Search) result(n int32) string {
	return s.Tree.Result(n, s.Lang)
}

// value writes a value as the tree writes it (t.FormatValue), the words
// of a finished game scored by its margin ("win +12", "loss -8", "draw")
// in the search's language.
func (s *Search) value(v float64) string { return s.wordsOf(s.Tree.FormatValue(v)) }

// utility writes one player's utility in a tree of several players: a
// game's as its vectors write it ("1", not the game's "+1"), a textbook
// tree's as its values.
func (s *Search) utility(v float64) string {
	if s.Tree.Kind == tree.Game {
		return s.wordsOf(tree.FormatUtility(v))
	}
	return s.value(v)
}

// nodeValue writes node n's own value (t.FormatNodeValue) as value does.
func (s *Search) nodeValue(n int32, v float64) string {
	return s.wordsOf(s.Tree.FormatNodeValue(n, v))
}

// valueWithUnit writes a value with the unit of the game's evaluation
// (t.ValueWithUnit: "+3 discs", "win +12") in the search's language.
func (s *Search) valueWithUnit(v float64) string {
	text := s.Tree.ValueWithUnit(v)
	if s.Lang == msg.En {
		return text
	}
	// The unit is the last word, when it is one: "+10/3 (3.333) points";
	// a value of no unit ("+10/3 (3.333)") is a number throughout.
	i := strings.LastIndexByte(text, ' ')
	if i > 0 && unicode.IsLetter(rune(text[i+1])) && !strings.HasPrefix(text, "win") && !strings.HasPrefix(text, "loss") && !strings.HasPrefix(text, "draw") {
		return s.decimal(text[:i]) + " " + s.word(text[i+1:])
	}
	return s.wordsOf(text)
}

// wordsOf translates the word of a finished game's value ("win +12",
// "loss -8", "draw") into the search's language.
func (s *Search) wordsOf(text string) string {
	if s.Lang == msg.En {
		return text
	}
	for _, w := range []string{"win", "loss", "draw"} {
		if rest, ok := strings.CutPrefix(text, w); ok {
			return s.word(w) + s.decimal(rest)
		}
	}
	return s.decimal(text)
}

// decimal writes a value's text as the search's language writes numbers:
// a decimal comma in French ("9/2 (4,5)", "-0,5"); a vector's text, whose
// commas part the players' utilities, is kept as it is.
func (s *Search) decimal(text string) string { return s.Lang.Decimal(text) }

// marks lists the marks of node n for text: current, PV, cutoff, pruned,
// end.
func (s *Search) marks(n int32, opt Options) []string {
	a := s.ann(n)
	t := s.Tree
	var m []string
	if other, ok := s.otherChoices()[n]; ok && a.Has(minimax.Returned) {
		m = append(m, s.otherwise(other))
	}
	if tie, ok := s.ties()[n]; ok && a.Has(minimax.Returned) {
		m = append(m, s.t("tie with %s: first kept", s.Tree.Label(tie)))
	}
	if opt.Step != nil && opt.Step.Current == n {
		if opt.ASCII {
			m = append(m, "<-- "+s.t("current"))
		} else {
			m = append(m, "◀ "+s.t("current"))
		}
	}
	if a.Has(minimax.PV) {
		m = append(m, s.t("PV"))
	}
	if a.Has(minimax.Cutoff) {
		m = append(m, s.t("cutoff after %s", s.cutAfterText(n, opt)))
	}
	if !a.Visited() && s.pruned(n, opt) {
		m = append(m, s.prunedWord(n))
	}
	if pc := s.probCutMark(n); pc != "" {
		m = append(m, pc)
	}
	if s.probedOnly(n) {
		m = append(m, s.t("probed"))
	}
	if t.Kind != tree.Textbook && t.Nodes[n].Terminal {
		m = append(m, s.t("game over"))
	}
	return append(m, s.quietMarks(n)...)
}

// otherwise says which child the other way of searching a game of several
// players picks at a node: "paranoid picks C", "max^n picks B".
func (s *Search) otherwise(child int32) string {
	if s.decl().Players == search.Paranoid {
		return s.t("max^n picks %s", s.Tree.Label(child))
	}
	return s.t("paranoid picks %s", s.Tree.Label(child))
}

// pruned reports whether n is drawn as pruned: never visited by a finished
// alpha-beta search, or skipped by a cutoff so far in a search in progress.
func (s *Search) pruned(n int32, opt Options) bool {
	if opt.Blank {
		return false
	}
	if opt.Step != nil {
		return opt.Step.Pruned[n]
	}
	return !s.ann(n).Visited() && !s.probedOnly(n) && s.cuts()
}

// cuts reports whether the search leaves subtrees out, which are drawn as
// pruned: a search with windows (prunes), or max^n with shallow pruning.
func (s *Search) cuts() bool { return s.record().cuts(s) }

// unvisited reports whether n is drawn as not visited yet: a search in
// progress has not reached it, and no cutoff has pruned it.
func (s *Search) unvisited(n int32, opt Options) bool {
	return opt.Step != nil && !s.ann(n).Visited() && !opt.Step.Pruned[n]
}

// board returns the board of node n for drawing, without status lines.
func (s *Search) board(n int32, unicode bool) string {
	return s.Tree.Diagram(n, unicode)
}

// prunes reports whether the search prunes with windows: alpha-beta, and
// Star1 (alpha-beta at the players' nodes, its cutoffs at chance nodes).
func (s *Search) prunes() bool { return s.decl().Prunes }

// decl returns the declaration of the search (package search).
func (s *Search) decl() *search.Decl {
	if s.Decl != nil {
		return s.Decl
	}
	return search.Of(s.Algorithm.String())
}

// chanceStep is where a chance node's value lay after one child searched
// by Star1: child c, the value between lo and hi.
type chanceStep struct {
	c      int32
	lo, hi float64
}

// chanceSteps are the steps of chance node n of a search with bounds: the
// children's weighed values so far, the rest of the probability at the
// bounds of the leaves; none for other nodes.
func (s *Search) chanceSteps(n int32) []chanceStep {
	t := s.Tree
	if s.Bounds == nil || !t.IsChance(n) || !s.ann(n).Visited() {
		return nil
	}
	var out []chanceStep
	sum, rest := 0.0, 1.0
	nd := t.Nodes[n]
	for c := nd.First; c < nd.First+nd.Count; c++ {
		a := s.ann(c)
		if !a.Has(minimax.Returned) {
			break
		}
		p := t.Probability(c)
		sum += p * a.Value
		rest -= p
		out = append(out, chanceStep{c, sum + rest*s.Bounds[0], sum + rest*s.Bounds[1]})
	}
	return out
}

// chanceRanges are ChanceBounds as a drawing's label writes them: "D →
// [3/2, 15/2]", the values as fractions alone.
func (s *Search) chanceRanges(n int32) []string {
	t := s.Tree
	short := func(v float64) string { return strings.SplitN(t.FormatValue(v), " ", 2)[0] }
	var out []string
	for _, st := range s.chanceSteps(n) {
		out = append(out, t.Label(st.c)+" → "+s.Lang.Window(short(st.lo), short(st.hi)))
	}
	return out
}

// ChanceBounds says, at chance node n of a search by Star1, where its
// value lay after each child it searched: the children's weighed values
// so far, the rest of the probability at the bounds of the leaves
// ("after D: from 3/2 (1.5) to 15/2 (7.5)"); none for other nodes.
func (s *Search) ChanceBounds(n int32) []string {
	var out []string
	for _, st := range s.chanceSteps(n) {
		out = append(out, s.t("after %s: from %s to %s", s.Tree.Label(st.c), s.value(st.lo), s.value(st.hi)))
	}
	return out
}
