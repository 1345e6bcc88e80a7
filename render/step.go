package render

import (
	"encoding/csv"
	"fmt"
	"io"
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
		why := fmt.Sprintf("alpha %s >= beta %s", t.FormatValue(e.Alpha), t.FormatValue(e.Beta))
		if !e.Max {
			why = fmt.Sprintf("beta %s <= alpha %s", t.FormatValue(e.Beta), t.FormatValue(e.Alpha))
		}
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

// Screen writes what the interactive step mode shows at step k: the step
// and its event, the path from the root, the sentence, the window, the
// current node's board (Othello) and the tree so far, with visited, current,
// pruned and not yet visited nodes marked apart.
func (tr *Trace) Screen(w io.Writer, k int, opt Options) error {
	s, step := tr.At(k)
	e := tr.event(k)
	t := s.Tree
	var b strings.Builder
	fmt.Fprintf(&b, "Step %d of %d: %s  (%s, %s order)\n", k, tr.Len(), tr.EventName(k), s.algorithmText(), s.Order)
	fmt.Fprintf(&b, "Path:   %s\n", t.Path(e.Node))
	fmt.Fprintf(&b, "Event:  %s\n", tr.Sentence(k))
	if s.Algorithm == minimax.AlphaBeta {
		fmt.Fprintf(&b, "Window: alpha = %s, beta = %s\n", t.FormatValue(e.Alpha), t.FormatValue(e.Beta))
	}
	b.WriteByte('\n')
	if t.Kind == tree.Othello {
		b.WriteString(t.Position(e.Node).Diagram(othello.DiagramOptions{Unicode: !opt.ASCII}))
		b.WriteByte('\n')
	}
	opt.Step, opt.Bare, opt.View, opt.Boards = step, true, Full, false
	if err := Text(&b, s, opt); err != nil {
		return err
	}
	unvisited := "blank: not visited yet"
	if s.Algorithm == minimax.AlphaBeta {
		unvisited += "; pruned: skipped by a cutoff"
	}
	fmt.Fprintf(&b, "(%s; … searching)\n", unvisited)
	_, err := io.WriteString(w, b.String())
	return err
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

// WriteTrace writes the whole trace as a table: format "text" (aligned
// columns), "md" (Markdown), "csv" or "json" ({"steps": [...]}).
func (tr *Trace) WriteTrace(w io.Writer, format string, ascii bool) error {
	rows := make([]TraceRow, tr.Len())
	for k := range rows {
		rows[k] = tr.Row(k + 1)
	}
	t := tr.Search.Tree
	ab := tr.Search.Algorithm == minimax.AlphaBeta
	switch format {
	case "json":
		return EncodeJSON(w, TraceReport{rows})
	case "csv":
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
	table := [][]string{header}
	for _, r := range rows {
		row := []string{strconv.Itoa(r.Step), r.Path, r.Event}
		if ab {
			row = append(row, numText(t, r.Alpha), numText(t, r.Beta))
		}
		table = append(table, append(row, valueCell(t, r, ascii)))
	}
	var b strings.Builder
	Table(&b, table, make([]bool, len(header)), format == "md")
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
