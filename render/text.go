package render

import (
	"fmt"
	"gametree/search"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"gametree/minimax"
	"gametree/tree"
)

// Text writes the tree as indented text, one node a line, with aligned
// columns: the node (its move or label), MAX or MIN, its value with its
// bound, the alpha-beta window on entry and on return (alpha-beta only),
// its visit number and its marks (PV, cutoff after X, pruned, game over).
// With Boards each node's board follows its line. A legend closes the
// output.
func Text(w io.Writer, s *Search, opt Options) error {
	t := s.Tree
	tb := s.textTable(opt)
	header, rows, nodes, cont := tb.header, tb.rows, tb.nodes, tb.cont
	pipe, blank := "│   ", "    "
	if opt.ASCII {
		pipe = "|   "
	}
	shown := drawnIDs(nodes)
	rows = append([][]string{header}, rows...)
	var b strings.Builder
	if opt.Caption != "" {
		b.WriteString(opt.Caption + "\n\n")
	} else if !opt.Bare && !opt.Blank {
		for _, line := range s.describe() {
			for _, part := range fitted(line, opt.Width) {
				b.WriteString(part)
				b.WriteByte('\n')
			}
		}
		b.WriteByte('\n')
	}
	lines := formatRows(rows)
	marksAt := 0 // where the last column, the marks, starts
	if len(rows[0]) > 1 {
		marksAt = strings.LastIndex(lines[0], rows[0][len(rows[0])-1])
		marksAt = utf8.RuneCountInString(lines[0][:max(marksAt, 0)])
	}
	for i, line := range lines {
		if i > 0 && opt.Width > 0 && utf8.RuneCountInString(line) > opt.Width && marksAt > 0 {
			// The marks on lines of their own, under the node.
			n := nodes[i-1]
			under := cont[n] + blank
			if t.Nodes[n].Count > 0 && s.hiddenChildren(n, opt, shown) < int(t.Nodes[n].Count) {
				under = cont[n] + pipe
			}
			r := []rune(line)
			line = strings.TrimRight(string(r[:min(marksAt, len(r))]), " ")
			for _, part := range wrapLine(strings.TrimSpace(string(r[min(marksAt, len(r)):])), max(opt.Width-utf8.RuneCountInString(under)-2, 20)) {
				line += "\n" + under + "  " + strings.TrimSpace(part)
			}
		}
		b.WriteString(line)
		b.WriteByte('\n')
		if opt.Boards && i > 0 && t.HasBoards() {
			n := nodes[i-1]
			indent := cont[n]
			if t.Nodes[n].Count > 0 && s.hiddenChildren(n, opt, shown) < int(t.Nodes[n].Count) {
				indent += pipe
			} else {
				indent += blank
			}
			for _, bl := range strings.Split(strings.TrimRight(s.board(n, !opt.ASCII), "\n"), "\n") {
				b.WriteString(strings.TrimRight(indent+bl, " "))
				b.WriteByte('\n')
			}
		}
	}
	if !opt.Bare && !opt.Blank {
		b.WriteByte('\n')
		b.WriteString(s.legendText(opt.ASCII))
		if s.anyProbedOnly() {
			b.WriteString(s.word("probed: Star2's probe bounded the node by its first move; the search\nnever entered it.\n"))
		}
		b.WriteString(s.forwardLegend())
		if s.Tree.Quiescence > 0 {
			b.WriteString(s.word("not quiet: the position at the depth limit may swing, so the search goes\non over its noisy moves (quiescence +k: k plies past the limit); stand\npat: the player to move keeps the position's own value instead.\n"))
		}
		b.WriteString(s.record().gameLegend(s))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// textTable is the table of Text: its header, a row per drawn node, the
// nodes in the order of the rows, and the continuation of the tree's
// lines under each node.
type textTable struct {
	header []string
	rows   [][]string
	nodes  []int32
	cont   map[int32]string
}

// probPrefix is what the text writes before a child of a chance node:
// its probability ("1/3: "); nothing before any other node.
func (s *Search) probPrefix(n int32) string {
	if n == 0 || !s.Tree.IsChance(s.Tree.Nodes[n].Parent) {
		return ""
	}
	return s.Tree.ProbabilityText(n) + ": "
}

// scoreLegend is what the text legend says of a game tree's values: the
// game's own words for its scores, else a finished game's +1, 0 or -1
// (where scored says the values are the game's scores: not MCTS's win
// rates nor a game of hidden information's chips).
func (s *Search) scoreLegend(scored bool) string {
	if legend := s.Tree.ScoreLegend(s.Lang); legend != "" {
		return legend
	}
	switch {
	case s.Tree.Kind == tree.Game && s.Tree.Players() > 0:
		return s.t("A finished game gives its winner 1 and the others 0; a leaf where the\ngame goes on holds %s.\n", s.evalName())
	case s.Tree.Kind == tree.Game && !s.Tree.Margins() && scored:
		return s.word("A finished game scores +1, 0 or -1: won, drawn or lost for MAX; the\nevaluation of a game that goes on lies between.\n")
	}
	return ""
}

// textTable builds the table of Text.
func (s *Search) textTable(opt Options) textTable {
	t := s.Tree
	nodes := s.visible(opt)
	branch, last, pipe, blank := "├── ", "└── ", "│   ", "    "
	if opt.ASCII {
		branch, last, pipe = "|-- ", "`-- ", "|   "
	}
	shown := drawnIDs(nodes)
	// The prefix of each node and the continuation under it.
	prefix := make(map[int32]string, len(nodes))
	cont := make(map[int32]string, len(nodes))
	prefix[0], cont[0] = "", ""
	for _, n := range nodes {
		nd := t.Nodes[n]
		var kids []int32
		for c := nd.First; c < nd.First+nd.Count; c++ {
			if _, ok := shown[c]; ok {
				kids = append(kids, c)
			}
		}
		for i, c := range kids {
			if i == len(kids)-1 {
				prefix[c], cont[c] = cont[n]+last, cont[n]+blank
			} else {
				prefix[c], cont[c] = cont[n]+branch, cont[n]+pipe
			}
		}
	}
	if opt.Blank {
		return s.blankTable(nodes, prefix, cont, opt)
	}
	return s.record().table(s, nodes, prefix, cont, opt)
}

// windowsTable is the table of minimax's family: each node's value,
// windows, visit and marks.
func (s *Search) windowsTable(nodes []int32, prefix, cont map[int32]string, opt Options) textTable {
	t := s.Tree
	ab := s.prunes()
	shown := drawnIDs(nodes)
	header := s.words("node", "player", "value", "window in", "window out", "visit", "marks")
	if !ab {
		header = s.words("node", "player", "value", "visit", "marks")
	}
	rows := make([][]string, 0, len(nodes))
	for _, n := range nodes {
		a := s.ann(n)
		visit := ""
		if a.Visited() {
			visit = fmt.Sprintf("#%d", a.Order)
		}
		marks := s.marks(n, opt)
		if h := s.hiddenChildren(n, opt, shown); h > 0 && t.Nodes[n].Count > 0 {
			marks = append(marks, s.t("+%s hidden", strconv.Itoa(h)))
		}
		name := s.probPrefix(n) + s.label(n, opt)
		if opt.Names && t.Kind == tree.Textbook && t.Nodes[n].Count == 0 {
			if u := t.Utility(n); u != nil { // a leaf of several players: all their utilities
				name += " " + tree.FormatVector(u)
			} else {
				name += " (" + s.value(t.Nodes[n].Value) + ")"
			}
		}
		row := []string{prefix[n] + name, s.player(n), s.valueText(n, opt.ASCII)}
		if ab {
			in, out := "", ""
			if a.Visited() {
				in = s.window(a.AlphaIn, a.BetaIn)
				if t.Nodes[n].Count > 0 && a.Has(minimax.Returned) {
					out = s.window(a.AlphaOut, a.BetaOut)
				}
			}
			row = append(row, in, out)
		}
		row = append(row, visit, strings.Join(marks, ", "))
		rows = append(rows, row)
	}
	return textTable{header, rows, nodes, cont}
}

// blankTable is the table of a tree to fill in (a quiz): each node's name
// and player, a leaf's value or utilities.
func (s *Search) blankTable(nodes []int32, prefix, cont map[int32]string, opt Options) textTable {
	t := s.Tree
	rows := make([][]string, 0, len(nodes))
	for _, n := range nodes {
		name := s.probPrefix(n) + s.label(n, opt)
		switch {
		case t.Nodes[n].Count > 0 && opt.Evals:
			name += " (" + s.t("eval %s", s.nodeValue(n, t.Nodes[n].Value)) + ")"
		case t.Nodes[n].Count > 0:
		case t.Utility(n) != nil:
			name += " " + tree.FormatVector(t.Utility(n)) // a game of several players
		default:
			name += " (" + s.nodeValue(n, t.Nodes[n].Value) + ")"
		}
		rows = append(rows, []string{prefix[n] + name, s.player(n)})
	}
	return textTable{s.words("node", "player"), rows, nodes, cont}
}

// formatRows writes rows as columns two spaces apart, each line trimmed on
// the right.
func formatRows(rows [][]string) []string {
	if len(rows) == 0 {
		return nil
	}
	widths := make([]int, len(rows[0]))
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], utf8.RuneCountInString(c))
		}
	}
	lines := make([]string, len(rows))
	for i, r := range rows {
		var line strings.Builder
		for j, c := range r {
			line.WriteString(c)
			if j < len(r)-1 {
				line.WriteString(strings.Repeat(" ", widths[j]-utf8.RuneCountInString(c)+2))
			}
		}
		lines[i] = strings.TrimRight(line.String(), " ")
	}
	return lines
}

// fitted is line wrapped to width (0: as it is), its later parts
// indented.
func fitted(line string, width int) []string {
	if width <= 0 {
		return []string{line}
	}
	return wrapLine(line, width)
}

// legend explains the columns and marks of the text output.
func (s *Search) legendText(ascii bool) string { return s.record().legendText(s, ascii) }

// windowsLegendText is legendText of minimax's family.
func (s *Search) windowsLegendText(ascii bool) string {
	ge, le := "≥", "≤"
	if ascii {
		ge, le = ">=", "<="
	}
	if s.Tree.Players() > 0 {
		return s.severalLegendText()
	}
	if s.prunes() {
		return s.t(`Legend: MAX moves for the root player, MIN for the opponent; values are
from the root player's view. value: exact, or "%s v" a lower bound (the node
failed high: its true value is at least v), or "%s v" an upper bound (it
failed low). window: [alpha, beta] when the search entered the node and
when it returned. visit: the order in which the search entered the nodes.
PV: principal variation. cutoff after X: alpha >= beta once child X had
returned, so the children after X were pruned (never visited).
`, ge, le)
	}
	return s.word(`Legend: MAX moves for the root player, MIN for the opponent; values are
from the root player's view. visit: the order in which minimax entered the
nodes. PV: principal variation.
`)
}

// severalLegendText explains the text of a tree of several players.
func (s *Search) severalLegendText() string {
	text := s.word(`Legend: the players move in turn from the root (A, then B, and so on);
a leaf is its utilities, one a player, in the players' order.`) + " "
	if s.Tree.NamesMovers() {
		text += s.word(`A letter before a list names the player who moves there, such as
B((1,2,6) (4,2,3)); the player after it moves next.`) + " "
	}
	switch s.decl().Players {
	case search.Paranoid:
		text += s.word(`Paranoid search: the root's player (A) against all the others together, who
minimize its utility; the value is A's utility, searched by alpha-beta
(window, cutoff after X as alpha-beta's).`)
	case search.ShallowMaxN:
		text += s.t(`value: the utilities of the child the player to move picks, the best for
itself, ties to the first (max^n). Shallow pruning: the utilities of a leaf
sum to at most %s, each at least %s; cutoff after X: the player to move has
so much already that its parent's player cannot get more than it has, so
the children after X were pruned, and the node's value is a bound (its
player gets at least its entry); or the player holds all a leaf can give
it, and the node's value is exact: immediate pruning (Korf 1991).`, s.utility(s.shallowBound()[0]), s.utility(s.shallowBound()[1]))
	default:
		text += s.word(`value: the utilities of the child the player to move picks, the best for
itself, ties to the first (max^n).`)
	}
	text += " " + s.word(`visit: the order in which the search entered the nodes. PV: principal
variation.`)
	return strings.Join(wrapLine(strings.Join(strings.Fields(text), " "), 76), "\n") + "\n"
}

// mctsLegendText explains the columns and marks of the text of a tree
// searched by MCTS: rewards of wins, draws and losses in a game's tree,
// of scores scaled between the smallest and the largest leaf in a
// textbook tree, whose solver proves values (score-bounded MCTS).
func (s *Search) mctsLegendText() string {
	if s.guided() {
		return s.puctLegendText()
	}
	if s.Tree.Players() > 0 {
		lo, hi := s.Tree.UtilityRange()
		return s.t(`Legend: the players move in turn from the root (A, then B, and so on),
each maximizing its own reward: a leaf's utilities scaled from 0 (the
smallest, %s) to 1 (the largest, %s). wins/visits: the rewards of the player
who moved into the node over the iterations through it. %s: its mean
reward for %s, the root's player. added: the iteration that added the
node. PV: the move chosen (the most visited), then the most visited
replies.
`, s.value(lo), s.value(hi), tree.PlayerName(s.Tree.Mover(0)), tree.PlayerName(s.Tree.Mover(0)))
	}
	lo, scores := s.Tree.RewardValue(0)
	if !scores {
		return s.word(`Legend: MAX moves for the root player, MIN for the opponent. wins/visits:
the wins of the player who moved into the node (a draw counts 1/2) over the
iterations through it. MAX: its mean reward for MAX, from 0 (MAX loses) to
1 (MAX wins). added: the iteration that added the node. PV: the move chosen
(the most visited), then the most visited replies.
`)
	}
	hi, _ := s.Tree.RewardValue(1)
	text := s.t(`Legend: MAX moves for the root player, MIN for the opponent. A leaf's
reward for MAX is its value scaled from 0 (the smallest leaf, %s) to 1 (the
largest, %s). wins/visits: the rewards of the player who moved into the
node over the iterations through it. MAX: its mean reward for MAX. added:
the iteration that added the node. PV: the move chosen (the most visited),
then the most visited replies.
`, s.value(lo), s.value(hi))
	if s.mcts().Options.Solver {
		text += s.word(`proven v: the solver's bounds met at v, the node's minimax value
(score-bounded MCTS, Cazenave and Saffidine 2011).
`)
	}
	return text
}

// words writes each of ws in the search's language (word).
func (s *Search) words(ws ...string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = s.word(w)
	}
	return out
}
