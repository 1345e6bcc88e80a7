package render

import (
	"math"
	"strconv"
	"strings"

	"gametree/internal/msg"
	"gametree/mcts"
	"gametree/minimax"
	"gametree/search"
	"gametree/tree"
)

// MCTS is what Monte Carlo tree search left on a tree: its counts, how it
// was run, and the least visits of a node drawn.
type MCTS struct {
	windowsRecord
	Result    *mcts.Result
	Options   mcts.Options
	MinVisits int64
	// Stepping draws the counts at a step of a trace: the nodes of the
	// finished search (Final), each where the finished drawing has it,
	// those not added yet as not visited.
	Stepping bool
	Final    *mcts.Result
	// Playout is "eval" for playouts guided by the game's evaluation,
	// else random.
	Playout string
	// Network is the file of PUCT's network, "" for the game's own.
	Network string
	// pv is the principal variation, from the root; onPV gives each of
	// its nodes the next (-1 after the last). Both are read alone: a
	// search kept by a server is drawn by several requests at once.
	pv   []int32
	onPV map[int32]int32
}

// NewMCTS returns t searched by Monte Carlo tree search as the renderers
// read it: each node visited has, as its visit number, the iteration that
// added it; as its value, its mean reward for MAX; the principal
// variation is the most visited path from the root (the move chosen
// first). Nodes drawn are those visited at least minVisits times (1 when
// less).
func NewMCTS(t *tree.Tree, res *mcts.Result, o mcts.Options, minVisits int64) *Search {
	o.Stop = nil
	// The annotations are read from the counts as they are asked
	// (mctsAnn), not kept a node.
	rec := &minimax.Recorder{}
	for n := range int32(res.Len()) {
		if res.At(n).Visits > 0 {
			rec.Stats.Visited++
		}
	}
	// The principal variation: the move chosen, then the most visited
	// child of each node, ties to the first.
	var pv []int32
	for n := int32(0); n >= 0; {
		next := int32(-1)
		if n == 0 {
			next = res.Best
		} else if t.Nodes[n].Count > 0 {
			most := int64(0)
			for c := t.Nodes[n].First; c < t.Nodes[n].First+t.Nodes[n].Count; c++ {
				if v := res.At(c).Visits; v > most {
					next, most = c, v
				}
			}
		}
		pv = append(pv, n)
		n = next
	}
	s := &Search{Tree: t, Ann: rec, Algorithm: minimax.Minimax, Decl: search.MCTS, Order: minimax.Natural,
		Value: res.MaxValue(0), Best: res.Best, Nodes: rec.Stats.Visited, Pruned: -1,
		Record: &MCTS{Result: res, Options: o, MinVisits: max(1, minVisits), pv: pv, onPV: make(map[int32]int32, len(pv))}}
	for i, n := range pv {
		next := int32(-1)
		if i+1 < len(pv) {
			next = pv[i+1]
		}
		s.mcts().onPV[n] = next
	}
	return s
}

// mctsAnn is node n's annotation as the renderers read it: as its visit
// number, the iteration that added it (visited or not yet); when visited,
// as its value, its mean reward for MAX; on the principal variation, the
// mark and the next node of it.
func (m *MCTS) ann(n int32) minimax.Annotation {
	nd := m.Result.At(n)
	a := minimax.Annotation{Best: -1, CutAfter: -1, Order: nd.Added}
	if nd.Visits > 0 {
		a.Value, a.Flags = m.Result.MaxValue(n), minimax.Returned
	}
	if next, on := m.onPV[n]; on {
		a.Flags |= minimax.PV
		a.Best = next
	}
	return a
}

// drawnByMCTS reports whether child c of a tree searched by MCTS is
// drawn: visited at least the least visits asked.
func (s *Search) drawnByMCTS(c int32) bool {
	if s.mcts().Stepping {
		return s.mcts().Final.At(c).Visits > 0
	}
	return s.mcts().Result.At(c).Visits >= s.mcts().MinVisits
}

// mctsLines are the label of node n of a tree searched by MCTS, as AIMA's
// Figure 5.10 writes its nodes: the move and whose turn, the wins for the
// player who moved into it over its visits, its value for MAX, what the
// solver proved, and the iteration that added it.
func (s *Search) mctsLines(n int32, opt Options) []string {
	nd := s.mcts().Result.At(n)
	lines := []string{s.label(n, opt) + " " + s.mark(n), s.dec(wins(nd.Wins)) + "/" + strconv.FormatInt(nd.Visits, 10)}
	if v := s.mcts().Result.MaxValue(n); !math.IsNaN(v) {
		if s.Tree.Players() > 0 {
			lines = append(lines, tree.PlayerName(s.Tree.Mover(0))+" "+s.dec(strconv.FormatFloat(v, 'f', 2, 64)))
		} else {
			lines = append(lines, s.t("MAX %s", s.dec(strconv.FormatFloat(v, 'f', 2, 64))))
		}
	}
	if p := s.proofText(nd); p != "" {
		lines = append(lines, p)
	}
	if l := s.puctLine(n); s.guided() && l != "" {
		lines = append(lines, l)
	}
	if opt.Labels != ValueLabels && nd.Added > 0 && n != 0 {
		lines = append(lines, s.added(n))
	}
	return lines
}

// proofWords say what the solver proved of a node of a tree of wins,
// draws and losses.
var proofWords = [...]string{mcts.MaxWins: "proven: MAX wins", mcts.Draw: "proven: draw", mcts.MaxLoses: "proven: MAX loses"}

// proofText says what the solver proved of node nd: on a tree of wins,
// draws and losses (a game's) "proven: MAX wins"; on a tree of scores (a
// textbook tree's leaves, score-bounded MCTS) the value proven, "proven:
// 3", never a draw for a score halfway between the leaves; "" for nothing
// proven.
func (s *Search) proofText(nd mcts.Node) string {
	if !s.mcts().Options.Solver || nd.Low != nd.High {
		return ""
	}
	if nd.Scored {
		return s.t("proven: %s", s.value(nd.Low)) // a leaf's own score
	}
	if p := nd.Proof(); p != mcts.Unproven {
		return s.word(proofWords[p])
	}
	return ""
}

// stoppedEarly reports whether the solver proved the root before the
// iterations asked were run: the search stopped there.
func (s *Search) stoppedEarly() bool {
	return s.mcts().Options.Solver && s.mcts().Result.Iterations < s.mcts().Options.Iterations && s.proofText(s.mcts().Result.At(0)) != ""
}

// wins writes a count of wins: a whole number, or with its half (a draw
// counts 1/2).
func wins(w float64) string {
	return strings.TrimSuffix(strconv.FormatFloat(w, 'f', 1, 64), ".0")
}

// dec writes a number written with a decimal point as the search's
// language writes it: with a comma in French.
func (s *Search) dec(text string) string {
	if s.Lang == msg.Fr {
		return strings.ReplaceAll(text, ".", ",")
	}
	return text
}

// added writes the iteration that added node n, "#7"; nothing for the
// root, there before the first.
func (s *Search) added(n int32) string {
	if n == 0 || s.mcts().Result.At(n).Added == 0 {
		return ""
	}
	return "#" + strconv.Itoa(int(s.mcts().Result.At(n).Added))
}

// mctsWidth is the width of the edge into node n: as its share of the
// root's visits, from 1 point to 6.
func (s *Search) mctsWidth(n int32) float64 {
	root := s.mcts().Result.At(0).Visits
	if root == 0 {
		return 1
	}
	w := 1 + 5*float64(s.mcts().Result.At(n).Visits)/float64(root)
	return math.Round(w*10) / 10
}

// mctsSearchText says how the search was run: "Monte Carlo tree search
// (UCT), 1000 iterations, C = 1.41, seed 1, random playouts".
func (s *Search) mctsSearchText() string {
	if s.guided() {
		return s.puctSearchText()
	}
	o := s.mcts().Options
	key := "Monte Carlo tree search (UCT), %s iterations, C = %s, seed %s, random playouts"
	if s.mcts().Playout == "eval" {
		key = "Monte Carlo tree search (UCT), %s iterations, C = %s, seed %s, playouts guided by the evaluation"
	}
	count := strconv.Itoa(s.mcts().Result.Iterations)
	if s.stoppedEarly() {
		count = s.t("%s of %s", count, strconv.Itoa(o.Iterations))
	}
	text := s.t(key, count, s.dec(strconv.FormatFloat(o.Exploration, 'g', 4, 64)), strconv.FormatUint(o.Seed, 10))
	if o.Solver {
		text += s.t(", solver")
	}
	if s.mcts().MinVisits > 1 {
		text += s.t("; nodes visited %s times or more drawn", strconv.FormatInt(s.mcts().MinVisits, 10))
	}
	return text
}

// mctsResultText writes the move chosen and why, the root's value for
// MAX and the nodes made.
func (s *Search) mctsResultText() string {
	r := s.mcts().Result
	root := r.At(0)
	value := s.dec(strconv.FormatFloat(r.MaxValue(0), 'f', 2, 64))
	proof := s.proofText(root)
	if proof != "" {
		value += " (" + proof + ")"
	}
	nodes := s.plural(s.Nodes, "%s node", "%s nodes")
	if s.stoppedEarly() {
		nodes += s.t("; the solver proved the root at iteration %s, and the search stopped there", strconv.Itoa(r.Iterations))
	}
	if s.Tree.Players() > 0 && s.Best >= 0 {
		return s.t("Result: move %s, the most visited (%s of %s visits); value for %s %s; %s", s.Tree.Label(s.Best),
			strconv.FormatInt(r.At(s.Best).Visits, 10), strconv.FormatInt(root.Visits, 10), tree.PlayerName(s.Tree.Mover(0)), value, nodes)
	}
	if s.Best < 0 {
		return s.t("Result: value for MAX %s; %s", value, nodes)
	}
	if proof != "" {
		return s.t("Result: move %s, proven to give that value (%s of %s visits); value for MAX %s; %s", s.Tree.Label(s.Best),
			strconv.FormatInt(r.At(s.Best).Visits, 10), strconv.FormatInt(root.Visits, 10), value, nodes)
	}
	return s.t("Result: move %s, the most visited (%s of %s visits); value for MAX %s; %s", s.Tree.Label(s.Best),
		strconv.FormatInt(r.At(s.Best).Visits, 10), strconv.FormatInt(root.Visits, 10), value, nodes)
}

// rewardScale says what a node's value for MAX is: on a tree of wins and
// losses from 0 (MAX loses) to 1 (MAX wins); on a tree of scores from 0
// (the smallest leaf) to 1 (the largest).
func (s *Search) rewardScale() string {
	if lo, ok := s.Tree.RewardValue(0); ok {
		hi, _ := s.Tree.RewardValue(1)
		return s.t("the node's mean reward for MAX, from 0 (the smallest leaf, %s) to 1 (the largest, %s)", s.value(lo), s.value(hi))
	}
	return s.word("the node's mean reward for MAX, from 0 (MAX loses) to 1 (MAX wins)")
}

// winsMeaning says what a node's wins are: a game's wins, a draw counting
// 1/2; a tree of scores' rewards, each from 0 to 1.
func (s *Search) winsMeaning() string {
	if _, ok := s.Tree.RewardValue(0); ok {
		return s.word("the rewards of the player who moved into the node, each from 0 to 1, over its visits")
	}
	return s.word("the wins of the player who moved into the node, over its visits (a draw counts 1/2)")
}

// mctsLegend is the legend of a tree searched by MCTS.
func (s *Search) mctsLegend() []LegendRow {
	rows := []LegendRow{
		{Mark: s.word("▲ house"), Meaning: s.word("MAX node: the root player moves")},
		{Mark: s.word("▼ house"), Meaning: s.word("MIN node: the opponent moves")},
		{Mark: s.word("box"), Meaning: s.word("leaf (double border: finished game)")},
		{Mark: s.word("w/n"), Meaning: s.winsMeaning()},
		{Mark: s.word("MAX v"), Meaning: s.rewardScale()},
		{Mark: s.word("red, bold"), Color: colorPV, Bold: true, Meaning: s.word("the move chosen (the most visited), then the most visited replies")},
		{Mark: s.word("edge width"), Meaning: s.word("the visits, as a share of the root's")},
		{Mark: s.word("#n"), Meaning: s.word("the iteration that added the node")},
	}
	if s.mcts().Options.Solver {
		rows = append(rows, LegendRow{Mark: s.word("proven"), Meaning: s.word("the solver's proof: the value with best play")})
	}
	if s.guided() {
		return s.puctLegend(rows)
	}
	if s.Tree.Players() > 0 {
		// A game of several players: its players' rows, and the root
		// player's mean reward.
		root := tree.PlayerName(s.Tree.Mover(0))
		lo, hi := s.Tree.UtilityRange()
		rows = append(s.playerRows(), rows[3:]...)
		rows[4] = LegendRow{Mark: root + " v", Meaning: s.t("the node's mean reward for %s, the root's player, from 0 (the smallest utility, %s) to 1 (the largest, %s)", root, s.value(lo), s.value(hi))}
	}
	return rows
}

// mctsTable is the text table of a tree searched by MCTS: each node's
// wins over its visits, its value for MAX, what the solver proved and the
// iteration that added it.
func (s *Search) mctsTable(nodes []int32, prefix, cont map[int32]string, opt Options) textTable {
	r := s.mcts().Result
	header := s.words("node", "player", "wins/visits", "MAX", "added", "marks")
	if s.guided() {
		header = s.words("node", "player", "wins/visits", "MAX", "P", "net", "added", "marks")
	}
	if s.Tree.Players() > 0 {
		header[3] = tree.PlayerName(s.Tree.Mover(0)) // the root's player's mean reward
	}
	rows := make([][]string, 0, len(nodes))
	for _, n := range nodes {
		nd := r.At(n)
		var marks []string
		if opt.Step != nil && opt.Step.Current == n {
			marks = append(marks, "◀ "+s.word("current"))
		}
		if s.ann(n).Has(minimax.PV) && opt.Step == nil {
			marks = append(marks, s.t("PV"))
		}
		if p := s.proofText(nd); p != "" {
			marks = append(marks, p)
		}
		if s.Tree.Kind != tree.Textbook && s.Tree.Nodes[n].Terminal {
			marks = append(marks, s.t("game over"))
		}
		value := "–"
		if v := r.MaxValue(n); !math.IsNaN(v) {
			value = s.dec(strconv.FormatFloat(v, 'f', 2, 64))
		}
		row := []string{prefix[n] + s.label(n, Options{}), s.player(n), s.dec(wins(nd.Wins)) + "/" + strconv.FormatInt(nd.Visits, 10),
			value, s.added(n), strings.Join(marks, ", ")}
		if s.guided() {
			row = append(row[:4], s.puctCells(n, nd)...)
			row = append(row, s.added(n), strings.Join(marks, ", "))
		}
		rows = append(rows, row)
	}
	return textTable{header, rows, nodes, cont}
}

// The drawings of Monte Carlo tree search, where they differ from
// minimax's family's (Record).

func (m *MCTS) annAt(s *Search, n int32) minimax.Annotation {
	if m.pv != nil {
		return m.ann(n)
	}
	return s.Ann.At(n)
}

func (m *MCTS) drawn(s *Search, n int32) bool { return s.drawnByMCTS(n) }

func (m *MCTS) nodeLines(s *Search, n int32, opt Options, _ map[int32]int) []string {
	return s.mctsLines(n, opt)
}

func (m *MCTS) searchLine(s *Search) string { return s.t("Search: %s", s.mctsSearchText()) }

func (m *MCTS) resultText(s *Search) string { return s.mctsResultText() }

func (m *MCTS) legend(s *Search, _ Options) []LegendRow { return s.mctsLegend() }

func (m *MCTS) legendText(s *Search, _ bool) string { return s.mctsLegendText() }

// gameLegend: a win rate, not the game's score.
func (m *MCTS) gameLegend(*Search) string { return "" }

func (m *MCTS) table(s *Search, nodes []int32, prefix, cont map[int32]string, opt Options) textTable {
	return s.mctsTable(nodes, prefix, cont, opt)
}

func (m *MCTS) edgeWidth(s *Search, n int32) float64 { return s.mctsWidth(n) }
