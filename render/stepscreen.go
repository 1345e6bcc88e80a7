package render

import (
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	wording "gametree/internal/lines"
)

// The screens of the interactive step mode: the step, its sentence, the
// window, the board and the part of the tree around the current node,
// fitted to a terminal.

// Screen writes what the interactive step mode shows at step k, with no
// bound on its size: see FitScreen.
func (tr *Trace) Screen(w io.Writer, k int, opt Options) error {
	return tr.FitScreen(w, k, opt, Fit{})
}

// Fit bounds a step screen to a terminal: at most Rows lines and Cols
// columns (0: no bound), and says whether to show the current node's board
// (game trees).
type Fit struct {
	Rows, Cols int
	Board      BoardChoice
	// Keys says the interactive mode's keys where the screen names them
	// (MCTS's "g N"); a screen read elsewhere (a page's text) has none.
	Keys bool
}

// BoardChoice says when a step screen shows the current node's board.
type BoardChoice uint8

// FitScreen writes the screen of step k within fit: the step and its event,
// the path from the root, the sentence (wrapped), the window, the current
// node's board (a game tree's; dropped first when space is short), and the tree
// so far as the part around the current node: its ancestors, siblings and
// children first, then the nodes nearest to it, with "… N more" for the
// lines left out. Columns that do not fit are dropped (the window on
// return, then on entry) before lines are cut. Nodes visited, current,
// pruned and not yet visited are marked apart.
func (tr *Trace) FitScreen(w io.Writer, k int, opt Options, fit Fit) error {
	s, step := tr.At(k)
	t := s.Tree
	cols := fit.Cols
	if cols <= 0 {
		cols = 1 << 20
	}
	top := tr.screenTop(s, k, cols)
	node := step.Current
	var board []string
	if t.HasBoards() && fit.Board != BoardOff {
		d := t.StepDiagram(node, !opt.ASCII, s.Lang)
		dl := strings.Split(strings.TrimRight(d, "\n"), "\n")
		if g := t.DiagramGrid(); fit.Rows > 0 && g > 0 {
			// The grid and the side to move: the counts and the legal
			// moves are in the tree.
			dl = dl[:min(len(dl), g)]
		}
		for _, l := range dl {
			board = append(board, clip(l, cols))
		}
		board = append(board, "")
	}
	opt.Step, opt.Bare, opt.View, opt.Boards = step, true, Full, false
	tb := s.textTable(opt)
	note := s.word("blank: not visited yet")
	if s.cuts() {
		note += s.word("; pruned: skipped by a cutoff")
	}
	if s.anyProbedOnly() {
		note += s.word("; probed: bounded by its first move")
	}
	note += s.word("; … searching")
	if tr.MCTS != nil {
		note = s.word("the counts as they stand after this step")
		if fit.Keys {
			note = s.word("the counts as they stand after this step; g N: iteration N")
		}
	}
	lines, _ := tr.tableLines(tb, cols)
	// Beside the tree, where the terminal is wide enough: the full table
	// in auto mode, the table without its windows when asked for (b).
	if len(board) > 0 && fit.Rows > 0 {
		bw := widest(board) + 3
		side, cut := tr.tableLines(tb, cols-bw)
		// Only the marks, the last column, may be cut, and only past
		// "◀ current".
		marks := utf8.RuneCountInString(side[0]) - utf8.RuneCountInString(s.word("marks"))
		if cut {
			cut = marks+utf8.RuneCountInString("◀ "+s.word("current")+",")+1 > cols-bw
		}
		if !cut && (fit.Board == BoardOn || side[0] == lines[0]) {
			if avail := fit.Rows - len(top) - 1; avail >= len(board) {
				side = tr.around(tb, side, step.Current, avail, cols-bw)
				return writeScreen(w, top, beside(side, board, widest(side)), nil, clip("("+note+")", cols))
			}
		}
	}
	if fit.Rows > 0 {
		avail := fit.Rows - len(top) - 1 // the note's line
		need := min(len(lines), 8)
		if fit.Board == BoardOn {
			need = min(len(lines), 5) // the header, the current node and a gap each side
		}
		if len(board) > 0 && avail-len(board) < need {
			board = nil
		}
		if t.HasBoards() && board == nil && fit.Board != BoardOff {
			note += s.word("; b: board")
		}
		lines = tr.around(tb, lines, step.Current, avail-len(board), cols)
	}
	return writeScreen(w, top, board, lines, clip("("+note+")", cols))
}

// screenTop is the head of step k's screen: the step and its event, the
// path, the sentence and the window (with MCTS, its own: mctsTop).
func (tr *Trace) screenTop(s *Search, k, cols int) []string {
	if tr.MCTS != nil {
		return tr.mctsTop(k, cols)
	}
	e := tr.event(k)
	top := []string{
		clip(s.t("Step %s of %s: %s  (%s, %s order)", strconv.Itoa(k), strconv.Itoa(tr.Len()), strings.ReplaceAll(s.word(tr.EventName(k)), "_", " "), s.algorithmText(), s.word(s.Order.String())), cols),
		clipLeft(s.word("Path:   "), s.Tree.Path(e.Node), cols),
	}
	top = append(top, wrap(s.word("Event:  "), tr.Sentence(k), cols)...)
	if s.prunes() {
		top = append(top, clip(s.t("Window: alpha = %s, beta = %s", s.value(e.Alpha), s.value(e.Beta)), cols))
	}
	return append(top, "")
}

// writeScreen writes the parts of a screen, line by line, and the note.
func writeScreen(w io.Writer, top, board, lines []string, note string) error {
	var b strings.Builder
	for _, part := range [][]string{top, board, lines, {note}} {
		for _, l := range part {
			b.WriteString(l)
			b.WriteByte('\n')
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// beside writes the board to the right of the tree's lines, the tree's
// column width wide.
func beside(lines, board []string, width int) []string {
	out := make([]string, max(len(lines), len(board)))
	for i := range out {
		l := ""
		if i < len(lines) {
			l = lines[i]
		}
		if i < len(board) {
			l += strings.Repeat(" ", width-utf8.RuneCountInString(l)+3) + board[i]
		}
		out[i] = strings.TrimRight(l, " ")
	}
	return out
}

// tableLines formats the table of the tree within cols columns: without
// the window on return, then without the window on entry, when they do not
// fit, and cut at cols as a last resort (cut is then true).
func (tr *Trace) tableLines(tb textTable, cols int) (lines []string, cut bool) {
	rows := append([][]string{tb.header}, tb.rows...)
	lines = formatRows(rows)
	for _, drop := range tr.Search.words("window out", "window in") {
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
	cut = widest(lines) > cols
	for i, l := range lines {
		lines[i] = clip(l, cols)
	}
	return lines, cut
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
// line per node after it): the path from the root to the current node,
// the root's moves, the current node's children and siblings, the
// siblings of its ancestors (nearest first), then the nodes nearest to
// it. A node is kept with all its ancestors, so that what is shown is a
// tree; a parent's children left out become one "… N more" line under it
// for each run of them, counted in the budget.
func (tr *Trace) around(tb textTable, lines []string, cur int32, budget, cols int) []string {
	n := len(tb.nodes)
	if n+1 <= budget || budget < 2 {
		if budget < 2 {
			return lines[:min(len(lines), max(budget, 0))]
		}
		return lines
	}
	row := make(map[int32]int, n)
	for i, nd := range tb.nodes {
		row[nd] = i
	}
	keep := make([]bool, n)
	// with keeps row i and its ancestors, and returns what it added.
	with := func(i int) []int {
		var added []int
		for x := tb.nodes[i]; ; x = tr.parentOf(x) {
			j, ok := row[x]
			if !ok || keep[j] {
				break
			}
			keep[j] = true
			added = append(added, j)
		}
		return added
	}
	with(row[cur])
	misses := 0
	for _, i := range tr.keepOrder(tb, cur, row[cur]) {
		if keep[i] {
			continue
		}
		added := with(i)
		if tr.shownLines(tb, keep) <= budget {
			misses = 0
			continue
		}
		for _, j := range added {
			keep[j] = false
		}
		// Far from the current node, nothing more will fit.
		if misses++; misses > 64 {
			break
		}
	}
	return tr.elide(tb, lines, keep, cols)
}

// shownLines counts the lines of the table with keep: the header, the
// kept rows and a "… N more" line for each run of left-out children.
func (tr *Trace) shownLines(tb textTable, keep []bool) int {
	c := 1
	tr.eachRun(tb, keep, func(int, int, int) { c++ })
	for _, k := range keep {
		if k {
			c++
		}
	}
	return c
}

// eachRun calls f for each run of left-out children of one parent, with
// the rows where the run starts and ends and the number of children in
// it (their subtrees, left out with them, are not counted).
func (tr *Trace) eachRun(tb textTable, keep []bool, f func(from, to, children int)) {
	n := len(tb.nodes)
	for i := 0; i < n; {
		if keep[i] {
			i++
			continue
		}
		p := tr.parentOf(tb.nodes[i])
		j, children := i, 0
		for j < n && !keep[j] {
			q := tr.parentOf(tb.nodes[j])
			if q == p {
				children++
			} else if !tr.below(tb.nodes[j], p) {
				break // a row of another parent: another run
			}
			j++
		}
		f(i, j, children)
		i = j
	}
}

// below reports whether x lies under p (p < 0: the whole tree).
func (tr *Trace) below(x, p int32) bool {
	for ; x >= 0; x = tr.parentOf(x) {
		if x == p {
			return true
		}
	}
	return p < 0
}

// keepOrder ranks the rows of tb (cur, the current node, at row ci) by
// what to keep first: the path from the root to cur, the root's children,
// cur's children and siblings, the children of the path's nodes (nearest
// to cur first), then the rest, nearer rows first.
func (tr *Trace) keepOrder(tb textTable, cur int32, ci int) []int {
	t := tr.Search.Tree
	n := len(tb.nodes)
	pathDepth := map[int32]int{} // the depth of each node of the path
	for a := cur; ; a = t.Nodes[a].Parent {
		pathDepth[a] = int(t.Nodes[a].Depth)
		if a == 0 {
			break
		}
	}
	deepest := int(t.Nodes[cur].Depth)
	rank := func(i int) int {
		x := tb.nodes[i]
		p := tr.parentOf(x)
		_, onPath := pathDepth[x]
		d, parentOnPath := pathDepth[p]
		switch {
		case onPath:
			return 0
		case p == 0:
			return 1
		case p == cur || p == tr.parentOf(cur):
			return 2
		case p >= 0 && parentOnPath:
			return 3 + deepest - d // the siblings of nearer ancestors first
		}
		return 1 << 20
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

// elide returns the header and the kept rows of lines, each run of a
// parent's children left out written "… N more" under that parent.
func (tr *Trace) elide(tb textTable, lines []string, keep []bool, cols int) []string {
	runs := map[int][2]int{}
	tr.eachRun(tb, keep, func(from, to, children int) { runs[from] = [2]int{to, children} })
	out := []string{lines[0]}
	for i := 0; i < len(tb.nodes); {
		if keep[i] {
			out = append(out, lines[i+1])
			i++
			continue
		}
		r := runs[i]
		prefix := ""
		if p := tr.parentOf(tb.nodes[i]); p >= 0 {
			prefix = tb.cont[p]
		}
		out = append(out, clip(prefix+tr.Search.t("… %s more", strconv.Itoa(r[1])), cols))
		i = r[0]
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
	for _, word := range wording.Glue(strings.Fields(s)) {
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
