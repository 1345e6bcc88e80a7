package explore

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"gametree/internal/lines"
	"gametree/render"
)

// Stepping through CFR at a terminal, as through MCTS: a step a walk of
// an iteration (CFR+ walks the players in turn, each updating its own
// sets; vanilla CFR walks both at once), its screen the walk's table of
// each set's played strategy, counterfactual values, regrets and the
// strategy regret matching makes next, and after the iteration's last
// walk the average strategy's exploitability. Going back is exact: the
// steps are recorded, not run again.

// cfrStep is one step of a CFR trace: its iteration and walk.
type cfrStep struct{ it, walk int }

// steps lists the trace's steps in order.
func (tr *CFRTrace) steps() []cfrStep {
	var out []cfrStep
	for i, it := range tr.Iterations {
		for w := range it.Walks {
			out = append(out, cfrStep{i, w})
		}
	}
	return out
}

// Screen writes step k (from 1) of n: the iteration and the walk, what
// the walk's player sees, its table, and after the iteration's last walk
// the average strategy's exploitability.
func (tr *CFRTrace) Screen(k int) string { return tr.ScreenWidth(k, TerminalWidth) }

// NarrowWidth is the least width a step's screen is written for: a
// phone's, where the table goes a row a move.
const NarrowWidth = 40

// ScreenWidth is Screen written for a width of columns (a phone's screen
// narrower than a terminal's 80): under 80 the table goes a row a move,
// and the text wraps to the width.
func (tr *CFRTrace) ScreenWidth(k, columns int) string {
	columns = min(max(columns, NarrowWidth), TerminalWidth)
	l := tr.Lang
	steps := tr.steps()
	st := steps[k-1]
	it := tr.Iterations[st.it]
	w := it.Walks[st.walk]
	var b strings.Builder
	k1, n, i, last := strconv.Itoa(k), strconv.Itoa(len(steps)), strconv.Itoa(it.Iteration), strconv.Itoa(tr.Iterations[len(tr.Iterations)-1].Iteration)
	if w.Player != "" {
		b.WriteString(lines.Hang(l.T("Step %s of %s: iteration %s of %s, the walk of %s (%s)", k1, n, i, last, w.Player, tr.Algorithm), columns-1) + "\n")
	} else {
		b.WriteString(lines.Hang(l.T("Step %s of %s: iteration %s of %s, the walk of both players (%s)", k1, n, i, last, tr.Algorithm), columns-1) + "\n")
	}
	b.WriteString(lines.Hang(l.Word("Each set: the strategy played, each move's counterfactual value and the set's, the regrets summed so far, and the strategy regret matching makes of them for the next iteration."), columns-1) + "\n\n")
	b.WriteString(tr.walkTable(w, columns))
	if st.walk == len(it.Walks)-1 {
		b.WriteString("\n" + lines.Hang(l.T("The average strategy's exploitability after iteration %s: %.4g", l.Count(uint64(it.Iteration)), it.Exploitability), columns-1) + "\n")
	}
	return b.String()
}

// walkTable writes a walk's updates as a table, a row a set: each cell a
// probability or a value a move, in the moves' order ("0.500/0.500"),
// the moves named under the header; narrow, a row a move (movesTable).
func (tr *CFRTrace) walkTable(w CFRWalk, columns int) string {
	l := tr.Lang
	probs := func(p []float64) string {
		var parts []string
		for _, x := range p {
			parts = append(parts, l.T("%.3f", x))
		}
		return strings.Join(parts, "/")
	}
	steps, more := tr.shownSteps(w)
	if columns < TerminalWidth || !tr.sameMoves(steps) {
		return tr.movesTable(steps) + tr.moreText(more, columns)
	}
	moves := strings.Join(tr.Moves, "/")
	rows := append(twoLines([]string{l.Word("set"), l.Word("played"), l.Word("counterfactual values"), l.Word("the set's"), l.Word("regrets"), l.Word("next")}, 12),
		[]string{"", moves, moves, "", moves, moves})
	for _, st := range steps {
		rows = append(rows, []string{st.Set, probs(st.Played), probs(st.Values), l.T("%+.3f", st.Value), probs(st.Regrets), probs(st.Next)})
	}
	var tb strings.Builder
	render.Table(&tb, slices.Clone(rows), []bool{false, false, false, true, false, false}, false)
	return tb.String() + tr.moreText(more, columns)
}

// shownSteps are the updates of w the text shows (those of the sets it
// shows, all but on a big game), and how many it leaves out.
func (tr *CFRTrace) shownSteps(w CFRWalk) ([]CFRStep, int) {
	if len(tr.shown) == 0 {
		return w.Steps, 0
	}
	var out []CFRStep
	for _, st := range w.Steps {
		if tr.shown[st.Set] {
			out = append(out, st)
		}
	}
	return out, len(w.Steps) - len(out)
}

// moreText says how many updates a walk's table leaves out.
func (tr *CFRTrace) moreText(more, columns int) string {
	if more == 0 {
		return ""
	}
	return lines.Hang(tr.Lang.T("... and %s more sets updated, deeper in the tree: --format json gives every one.", tr.Lang.Count(uint64(more))), columns-3) + "\n"
}

// sameMoves reports whether every step's set has the trace's two moves
// (Kuhn poker's p and b), which a row a set then holds within 80 columns.
func (tr *CFRTrace) sameMoves(steps []CFRStep) bool {
	for _, st := range steps {
		if len(st.Moves) > 2 || !slices.Equal(st.Moves, tr.Moves) {
			return false
		}
	}
	return true
}

// movesTable writes a walk's updates a row a move (sets of other moves
// than the trace's, or more than two): the set and its player on its
// first row, each move's probability played, counterfactual value,
// regret and next probability, then the set's value.
func (tr *CFRTrace) movesTable(steps []CFRStep) string {
	l := tr.Lang
	rows := twoLines([]string{l.Word("set"), l.Word("move"), l.Word("played"), l.Word("counterfactual value"), l.Word("regret"), l.Word("next")}, 12)
	for _, st := range steps {
		for a, m := range st.Moves {
			set := ""
			if a == 0 {
				set = st.Set
			}
			rows = append(rows, []string{set, m, l.T("%.3f", st.Played[a]), l.T("%+.3f", st.Values[a]), l.T("%+.3f", st.Regrets[a]), l.T("%.3f", st.Next[a])})
		}
		rows = append(rows, []string{"", l.Word("the set's"), "", l.T("%+.3f", st.Value), "", ""})
	}
	var tb strings.Builder
	render.Table(&tb, rows, []bool{false, false, true, true, true, true}, false)
	return tb.String()
}

// StepCFRInteractively steps through tr at a terminal: Enter or n next,
// p back, c to the end, g N to iteration N's first walk, q quit, ? help;
// echo repeats each command read (a script's input).
func StepCFRInteractively(tr *CFRTrace, in io.Reader, out io.Writer, echo bool) error {
	l := tr.Lang
	steps := tr.steps()
	rd := lines.NewReader(in)
	k := 1
	show := func() { fmt.Fprint(out, strings.Repeat("=", 79)+"\n"+tr.Screen(k)) }
	show()
	for {
		fmt.Fprint(out, l.Word("[n]ext [p]rev [c] end [g N] iteration N [q]uit [?] help > "))
		text, err := rd.Next()
		if err == io.EOF {
			fmt.Fprintln(out)
			return nil
		} else if err != nil {
			return err
		}
		text = strings.TrimSpace(text)
		if echo {
			fmt.Fprintln(out, text)
		}
		cmd, arg, _ := strings.Cut(text, " ")
		switch strings.ToLower(cmd) {
		case "", "n":
			if k == len(steps) {
				fmt.Fprintln(out, l.Word("This is the last step: p goes back, q quits."))
				continue
			}
			k++
		case "p":
			if k == 1 {
				fmt.Fprintln(out, l.Word("This is the first step."))
				continue
			}
			k--
		case "c":
			k = len(steps)
		case "g":
			n, err := strconv.Atoi(strings.TrimSpace(arg))
			first := slices.IndexFunc(steps, func(s cfrStep) bool { return tr.Iterations[s.it].Iteration == n })
			if err != nil || first < 0 {
				fmt.Fprintln(out, l.T("g N goes to iteration N, from %s to %s", strconv.Itoa(tr.Iterations[0].Iteration), strconv.Itoa(tr.Iterations[len(tr.Iterations)-1].Iteration)))
				continue
			}
			k = first + 1
		case "q":
			return nil
		case "?", "h", "help":
			fmt.Fprintln(out, lines.Hang(l.Word("Enter or n: the next walk; p: the one before; c: the last; g N: iteration N's first walk; q: quit."), 79))
			continue
		default:
			fmt.Fprintln(out, l.T("%q is no command: n, p, c, g N, q or ?", text))
			continue
		}
		show()
	}
}
