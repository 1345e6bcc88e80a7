package render

import (
	"encoding/csv"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"gametree/minimax"
	"gametree/othello"
	"gametree/tree"
)

// Trace is a search recorded event by event, to be stepped through: step k
// (from 1) is the k-th event. Going back is exact, since the events are
// replayed, not searched again.
type Trace struct {
	// Search is the finished search: the tree and how it was searched.
	Search *Search
	// Log holds the events.
	Log *minimax.Log[int32]
	// ids maps nodes to the ids of the JSON of the full tree, made on
	// first use.
	ids map[int32]int
}

// NodeID returns the id that the JSON of the full tree (tree --format
// json, --view full) gives to step k's node.
func (tr *Trace) NodeID(k int) int {
	if tr.ids == nil {
		tr.ids = drawnIDs(tr.Search.visible(Options{View: Full}))
	}
	return tr.ids[tr.event(k).Node]
}

// Len returns the number of steps.
func (tr *Trace) Len() int { return len(tr.Log.Events) }

// event returns step k's event.
func (tr *Trace) event(k int) minimax.Event[int32] { return tr.Log.Events[k-1] }

// EventName names step k: "enter", "pass" (entering a pass), "leaf",
// "game_over" (evaluating a finished game), "update", "cutoff" or
// "return".
func (tr *Trace) EventName(k int) string {
	e := tr.event(k)
	t := tr.Search.Tree
	switch {
	case e.Kind == minimax.Enter && t.Kind == tree.Othello && t.Nodes[e.Node].Move == othello.Pass:
		return "pass"
	case e.Kind == minimax.Leaf && t.Nodes[e.Node].Terminal:
		return "game_over"
	}
	return e.Kind.String()
}

// At returns the search as it stands after step k: the annotations of the
// first k events, and the step marks (the current node, the nodes pruned so
// far) to draw it with.
func (tr *Trace) At(k int) (*Search, *Step) {
	rec := minimax.NewRecorder(tr.Search.Tree.Len())
	tr.Log.Replay(k, rec)
	s := *tr.Search
	s.Ann = rec
	step := &Step{Current: tr.event(k).Node, Pruned: map[int32]bool{}}
	t := tr.Search.Tree
	var mark func(n int32)
	mark = func(n int32) {
		step.Pruned[n] = true
		nd := t.Nodes[n]
		for c := nd.First; c < nd.First+nd.Count; c++ {
			mark(c)
		}
	}
	for _, e := range tr.Log.Events[:k] {
		if e.Kind == minimax.CutoffEvent {
			for _, p := range e.Pruned {
				mark(p)
			}
		}
	}
	return &s, step
}

// Sentence says what step k does, in one plain sentence.
func (tr *Trace) Sentence(k int) string {
	e := tr.event(k)
	s := tr.Search
	t := s.Tree
	ab := s.Algorithm == minimax.AlphaBeta
	name := t.Label(e.Node)
	player := "MIN"
	if e.Max {
		player = "MAX"
	}
	win := ""
	if ab {
		win = fmt.Sprintf(" with alpha = %s, beta = %s", t.FormatValue(e.Alpha), t.FormatValue(e.Beta))
	}
	parent := t.Nodes[e.Node].Parent
	switch tr.EventName(k) {
	case "enter":
		if parent < 0 {
			return fmt.Sprintf("Start at the root, %s (%s)%s.", name, player, win)
		}
		return fmt.Sprintf("Enter %s (%s)%s.", name, player, win)
	case "pass":
		who := t.Position(parent).ToMove()
		return fmt.Sprintf("%s has no legal move and passes: enter the pass (%s)%s.", who, player, win)
	case "leaf":
		return fmt.Sprintf("Evaluate the leaf %s: %s.", name, t.FormatNodeValue(e.Node, e.Value))
	case "game_over":
		return fmt.Sprintf("The game is over at %s (%s), so its value is %s.", name, t.Position(e.Node).Result(), t.FormatNodeValue(e.Node, e.Value))
	case "update":
		prevAlpha, prevBeta := tr.windowBefore(k, e.Node)
		child := t.Label(e.Child)
		if e.Max {
			return fmt.Sprintf("%s returned %s: alpha at %s rises from %s to %s.", child, t.FormatValue(e.Alpha), name, t.FormatValue(prevAlpha), t.FormatValue(e.Alpha))
		}
		return fmt.Sprintf("%s returned %s: beta at %s falls from %s to %s.", child, t.FormatValue(e.Beta), name, t.FormatValue(prevBeta), t.FormatValue(e.Beta))
	case "cutoff":
		var pruned []string
		for _, p := range e.Pruned {
			pruned = append(pruned, t.Label(p))
		}
		why := t.CutCondition(e.Alpha, e.Beta)
		verb := "are"
		if len(pruned) == 1 {
			verb = "is"
		}
		return fmt.Sprintf("Cutoff at %s (%s): %s after %s, so %s %s pruned.", name, player, why, t.Label(e.Child), listWords(pruned), verb)
	case "return":
		v := t.FormatNodeValue(e.Node, e.Value)
		if parent < 0 {
			best := ""
			if e.HasBest {
				best = ", best move " + t.Label(e.Best)
			}
			return fmt.Sprintf("The search ends: the root's value is %s%s.", v, best)
		}
		to := t.Label(parent)
		switch e.Bound {
		case minimax.Lower:
			return fmt.Sprintf("%s returns ≥ %s to %s: a lower bound (%s failed high).", name, v, to, name)
		case minimax.Upper:
			return fmt.Sprintf("%s returns ≤ %s to %s: an upper bound (%s failed low).", name, v, to, name)
		}
		return fmt.Sprintf("%s returns %s to %s.", name, v, to)
	}
	return ""
}

// windowBefore returns node n's window before step k.
func (tr *Trace) windowBefore(k int, n int32) (float64, float64) {
	for i := k - 1; i >= 1; i-- {
		e := tr.event(i)
		if e.Node == n && (e.Kind == minimax.Enter || e.Kind == minimax.Update) {
			return e.Alpha, e.Beta
		}
	}
	return 0, 0
}

// listWords writes "a", "a and b", "a, b and c", or the first six and how
// many more.
func listWords(words []string) string {
	if len(words) > 6 {
		return strings.Join(words[:6], ", ") + fmt.Sprintf(" and %d more", len(words)-6)
	}
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// Screen writes what the interactive step mode shows at step k, with no
// bound on its size: see FitScreen.
func (tr *Trace) Screen(w io.Writer, k int, opt Options) error {
	return tr.FitScreen(w, k, opt, Fit{})
}

// Fit bounds a step screen to a terminal: at most Rows lines and Cols
// columns (0: no bound), and says whether to show the current node's board
// (Othello trees).
type Fit struct {
	Rows, Cols int
	Board      BoardChoice
}

// BoardChoice says when a step screen shows the current node's board.
type BoardChoice uint8

// The choices of a step screen's board.
const (
	// BoardAuto shows the board when the tree keeps room for at least 8
	// lines (or all of its lines) beside it.
	BoardAuto BoardChoice = iota
	// BoardOn shows it whenever the tree keeps 5 lines.
	BoardOn
	// BoardOff never shows it.
	BoardOff
)

// FitScreen writes the screen of step k within fit: the step and its event,
// the path from the root, the sentence (wrapped), the window, the current
// node's board (Othello; dropped first when space is short), and the tree
// so far as the part around the current node: its ancestors, siblings and
// children first, then the nodes nearest to it, with "… N more" for the
// lines left out. Columns that do not fit are dropped (the window on
// return, then on entry) before lines are cut. Nodes visited, current,
// pruned and not yet visited are marked apart.
func (tr *Trace) FitScreen(w io.Writer, k int, opt Options, fit Fit) error {
	s, step := tr.At(k)
	e := tr.event(k)
	t := s.Tree
	cols := fit.Cols
	if cols <= 0 {
		cols = 1 << 20
	}
	top := []string{
		clip(fmt.Sprintf("Step %d of %d: %s  (%s, %s order)", k, tr.Len(), tr.EventName(k), s.algorithmText(), s.Order), cols),
		clipLeft("Path:   ", t.Path(e.Node), cols),
	}
	top = append(top, wrap("Event:  ", tr.Sentence(k), cols)...)
	if s.Algorithm == minimax.AlphaBeta {
		top = append(top, clip(fmt.Sprintf("Window: alpha = %s, beta = %s", t.FormatValue(e.Alpha), t.FormatValue(e.Beta)), cols))
	}
	top = append(top, "")
	var board []string
	if t.Kind == tree.Othello && fit.Board != BoardOff {
		p := t.Position(e.Node)
		d := p.Diagram(othello.DiagramOptions{Unicode: !opt.ASCII})
		dl := strings.Split(strings.TrimRight(d, "\n"), "\n")
		if fit.Rows > 0 {
			// The grid and the side to move: the counts and the legal
			// moves are in the tree.
			dl = dl[:min(len(dl), p.Size()+3)]
		}
		for _, l := range dl {
			board = append(board, clip(l, cols))
		}
		board = append(board, "")
	}
	opt.Step, opt.Bare, opt.View, opt.Boards = step, true, Full, false
	tb := s.textTable(opt)
	note := "blank: not visited yet"
	if s.Algorithm == minimax.AlphaBeta {
		note += "; pruned: skipped by a cutoff"
	}
	note += "; … searching"
	lines := tr.tableLines(tb, cols)
	if fit.Rows > 0 {
		avail := fit.Rows - len(top) - 1 // the note's line
		need := min(len(lines), 8)
		if fit.Board == BoardOn {
			need = min(len(lines), 5) // the header, the current node and a gap each side
		}
		if len(board) > 0 && avail-len(board) < need {
			board = nil
		}
		if t.Kind == tree.Othello && board == nil && fit.Board != BoardOff {
			note += "; b: board"
		}
		lines = tr.around(tb, lines, step.Current, avail-len(board), cols)
	}
	var b strings.Builder
	for _, part := range [][]string{top, board, lines, {clip("("+note+")", cols)}} {
		for _, l := range part {
			b.WriteString(l)
			b.WriteByte('\n')
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// tableLines formats the table of the tree within cols columns: without
// the window on return, then without the window on entry, when they do not
// fit, and cut at cols as a last resort.
func (tr *Trace) tableLines(tb textTable, cols int) []string {
	rows := append([][]string{tb.header}, tb.rows...)
	lines := formatRows(rows)
	for _, drop := range []string{"window out", "window in"} {
		if widest(lines) <= cols {
			break
		}
		col := -1
		for i, h := range rows[0] {
			if h == drop {
				col = i
			}
		}
		if col < 0 {
			continue
		}
		for i, r := range rows {
			rows[i] = append(append([]string(nil), r[:col]...), r[col+1:]...)
		}
		lines = formatRows(rows)
	}
	for i, l := range lines {
		lines[i] = clip(l, cols)
	}
	return lines
}

// widest returns the width of the widest line, in characters.
func widest(lines []string) int {
	w := 0
	for _, l := range lines {
		w = max(w, utf8.RuneCountInString(l))
	}
	return w
}

// around keeps at most budget of the table's lines (the header first, a
// line per node after it): the current node and its ancestors, then its
// children and siblings, then the siblings of its ancestors, then the
// nodes nearest to it; each run of lines left out becomes one "… N more"
// line, counted in the budget.
func (tr *Trace) around(tb textTable, lines []string, cur int32, budget, cols int) []string {
	n := len(tb.nodes)
	if n+1 <= budget || budget < 2 {
		if budget < 2 {
			return lines[:min(len(lines), max(budget, 0))]
		}
		return lines
	}
	ci := 0
	for i, nd := range tb.nodes {
		if nd == cur {
			ci = i
		}
	}
	keep := make([]bool, n)
	keep[ci] = true // whatever else fits, the current node is shown
	cost := func() int {
		c, gap := 1, false // the header
		for i := 0; i < n; i++ {
			if keep[i] {
				c++
				gap = false
			} else if !gap {
				c++
				gap = true
			}
		}
		return c
	}
	for _, i := range tr.keepOrder(tb, cur, ci) {
		if keep[i] {
			continue
		}
		keep[i] = true
		if cost() > budget {
			keep[i] = false
		}
	}
	return tr.elide(tb, lines, keep, cols)
}

// keepOrder ranks the rows of tb (cur, the current node, at row ci) by
// what to keep first: the path from the root to cur, then cur's children
// and siblings, then the children of the path, then the rest, nearer rows
// first.
func (tr *Trace) keepOrder(tb textTable, cur int32, ci int) []int {
	t := tr.Search.Tree
	n := len(tb.nodes)
	onPath := map[int32]bool{}
	for a := cur; ; a = t.Nodes[a].Parent {
		onPath[a] = true
		if a == 0 {
			break
		}
	}
	rank := func(i int) int {
		x := tb.nodes[i]
		switch p := tr.parentOf(x); {
		case onPath[x]:
			return 0
		case p == cur || p == tr.parentOf(cur):
			return 1
		case p >= 0 && onPath[p]:
			return 2
		}
		return 3
	}
	dist := func(i int) int {
		if i > ci {
			return i - ci
		}
		return ci - i
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		ra, rb := rank(order[a]), rank(order[b])
		if ra != rb {
			return ra < rb
		}
		return dist(order[a]) < dist(order[b])
	})
	return order
}

// parentOf returns x's parent, -1 for the root.
func (tr *Trace) parentOf(x int32) int32 {
	if x == 0 {
		return -1
	}
	return tr.Search.Tree.Nodes[x].Parent
}

// elide returns the header and the kept rows of lines, each run of rows
// left out written "… N more" under the indent of its first row's parent.
func (tr *Trace) elide(tb textTable, lines []string, keep []bool, cols int) []string {
	n := len(tb.nodes)
	out := []string{lines[0]}
	for i := 0; i < n; {
		if keep[i] {
			out = append(out, lines[i+1])
			i++
			continue
		}
		j := i
		for j < n && !keep[j] {
			j++
		}
		prefix := ""
		if p := tr.parentOf(tb.nodes[i]); p >= 0 {
			prefix = tb.cont[p]
		}
		out = append(out, clip(fmt.Sprintf("%s… %d more", prefix, j-i), cols))
		i = j
	}
	return out
}

// clip cuts s to cols characters, ending it with "…" when cut.
func clip(s string, cols int) string {
	if utf8.RuneCountInString(s) <= cols {
		return s
	}
	r := []rune(s)
	return string(r[:max(cols-1, 0)]) + "…"
}

// clipLeft writes label and s within cols characters, cutting s on the
// left ("…" first) when it is too long: the end of a path matters most.
func clipLeft(label, s string, cols int) string {
	if utf8.RuneCountInString(label+s) <= cols {
		return label + s
	}
	r := []rune(s)
	keep := max(cols-utf8.RuneCountInString(label)-1, 0)
	return label + "…" + string(r[len(r)-min(keep, len(r)):])
}

// wrap writes label and s on lines of at most cols characters, breaking
// at spaces, the lines after the first indented as far as the label.
func wrap(label, s string, cols int) []string {
	indent := strings.Repeat(" ", utf8.RuneCountInString(label))
	var lines []string
	line := label
	for _, word := range strings.Fields(s) {
		switch {
		case line == label || line == indent:
			line += word
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) <= cols:
			line += " " + word
		default:
			lines = append(lines, line)
			line = indent + word
		}
	}
	lines = append(lines, line)
	for i, l := range lines {
		lines[i] = clip(l, cols)
	}
	return lines
}

// TraceReport is the JSON of a trace.
type TraceReport struct {
	Steps []TraceRow `json:"steps"`
}

// TraceRow is one step of the trace table.
type TraceRow struct {
	Step int    `json:"step"`
	Path string `json:"path"`
	Node string `json:"node"`
	// ID is the node's id in the JSON of the full tree.
	ID       int     `json:"id"`
	Event    string  `json:"event"`
	Alpha    *Number `json:"alpha"`
	Beta     *Number `json:"beta"`
	Value    *Number `json:"value"`
	Bound    *string `json:"bound,omitempty"`
	Sentence string  `json:"sentence"`
}

// Row returns step k as a row of the trace table; alpha and beta are left
// out for minimax, the value is that of leaf and return events.
func (tr *Trace) Row(k int) TraceRow {
	e := tr.event(k)
	t := tr.Search.Tree
	r := TraceRow{Step: k, Path: t.Path(e.Node), Node: t.Label(e.Node), ID: tr.NodeID(k), Event: tr.EventName(k), Sentence: tr.Sentence(k)}
	if tr.Search.Algorithm == minimax.AlphaBeta {
		r.Alpha, r.Beta = ptr(Number(e.Alpha)), ptr(Number(e.Beta))
	}
	switch e.Kind {
	case minimax.Leaf:
		r.Value = ptr(Number(e.Value))
	case minimax.Return:
		r.Value = ptr(Number(e.Value))
		r.Bound = ptr(e.Bound.String())
	}
	return r
}

// WriteTrace writes the whole trace as a table in one of TraceFormats:
// text (aligned columns), md (Markdown), csv, json ({"steps": [...]}) or
// tex (a booktabs table for LaTeX).
func (tr *Trace) WriteTrace(w io.Writer, format Format, ascii bool) error {
	rows := make([]TraceRow, tr.Len())
	for k := range rows {
		rows[k] = tr.Row(k + 1)
	}
	t := tr.Search.Tree
	ab := tr.Search.Algorithm == minimax.AlphaBeta
	switch format {
	case JSONFormat:
		return EncodeJSON(w, TraceReport{rows})
	case CSVFormat:
		cw := csv.NewWriter(w)
		cw.Write([]string{"step", "path", "node", "event", "alpha", "beta", "value", "sentence"})
		for _, r := range rows {
			cw.Write([]string{strconv.Itoa(r.Step), r.Path, r.Node, r.Event, numText(t, r.Alpha), numText(t, r.Beta), valueCell(t, r, true), r.Sentence})
		}
		cw.Flush()
		return cw.Error()
	}
	header := []string{"step", "path", "event", "alpha", "beta", "value"}
	if !ab {
		header = []string{"step", "path", "event", "value"}
	}
	if format == TeXFormat {
		_, err := io.WriteString(w, texTrace(t, header, rows, ab))
		return err
	}
	table := [][]string{header}
	for _, r := range rows {
		row := []string{strconv.Itoa(r.Step), r.Path, r.Event}
		if ab {
			row = append(row, numText(t, r.Alpha), numText(t, r.Beta))
		}
		table = append(table, append(row, valueCell(t, r, ascii)))
	}
	var b strings.Builder
	Table(&b, table, make([]bool, len(header)), format == MarkdownFormat)
	_, err := io.WriteString(w, b.String())
	return err
}

// Table writes rows, the first the header, as aligned columns (right-aligned
// where right says; widths counted in characters, not bytes), or as a
// Markdown table when md is true.
func Table(b *strings.Builder, rows [][]string, right []bool, md bool) {
	if md {
		for i, r := range rows {
			b.WriteString("| " + strings.Join(r, " | ") + " |\n")
			if i == 0 {
				seps := make([]string, len(r))
				for k := range seps {
					seps[k] = "---"
					if right[k] {
						seps[k] = "---:"
					}
				}
				b.WriteString("| " + strings.Join(seps, " | ") + " |\n")
			}
		}
		return
	}
	widths := make([]int, len(rows[0]))
	for _, r := range rows {
		for k, c := range r {
			widths[k] = max(widths[k], utf8.RuneCountInString(c))
		}
	}
	for _, r := range rows {
		var line strings.Builder
		for k, c := range r {
			pad := strings.Repeat(" ", widths[k]-utf8.RuneCountInString(c))
			if right[k] {
				line.WriteString(pad + c)
			} else {
				line.WriteString(c + pad)
			}
			if k < len(r)-1 {
				line.WriteString("  ")
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
}

// numText writes a window bound of the table.
func numText(t *tree.Tree, v *Number) string {
	if v == nil {
		return ""
	}
	return t.FormatValue(float64(*v))
}

// valueCell writes the value of a row with its bound sign.
func valueCell(t *tree.Tree, r TraceRow, ascii bool) string {
	if r.Value == nil {
		return ""
	}
	v := t.FormatValue(float64(*r.Value))
	if r.Bound != nil {
		switch *r.Bound {
		case "lower":
			if ascii {
				return ">= " + v
			}
			return "≥ " + v
		case "upper":
			if ascii {
				return "<= " + v
			}
			return "≤ " + v
		}
	}
	return v
}

// Frame writes step k as an SVG picture: the tree so far, the current node
// filled yellow, nodes not visited yet dotted, pruned ones dashed, with the
// step's sentence as the caption.
func (tr *Trace) Frame(gv *Graphviz, w io.Writer, k int, opt Options) error {
	s, step := tr.At(k)
	opt.Step, opt.View = step, Full
	opt.Caption = fmt.Sprintf("Step %d of %d: %s", k, tr.Len(), tr.Sentence(k))
	return gv.DOTToSVG(w, dotString(s, opt))
}

// Source names what was searched, for titles: the root's board string of
// an Othello tree, the leaves of a textbook tree.
func (tr *Trace) Source() string {
	t := tr.Search.Tree
	if t.Kind == tree.Othello {
		return t.Start.String()
	}
	return t.Leaves()
}
