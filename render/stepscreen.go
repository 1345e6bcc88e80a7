package render

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode/utf8"

	"gametree/minimax"
	"gametree/othello"
	"gametree/tree"
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
// (Othello trees).
type Fit struct {
	Rows, Cols int
	Board      BoardChoice
}

// BoardChoice says when a step screen shows the current node's board.
type BoardChoice uint8

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
