package render

import (
	"fmt"
	wording "gametree/internal/lines"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Hidden is the equilibrium of a game of hidden information (Kuhn poker)
// drawn on its whole tree, found by CFR or CFR+ (the search's Decl): each
// player's node named by its information set, the nodes of one set joined
// by a dashed line (as AIMA draws them), each move's probability on its
// edge, and each node's value (the search's annotations) what the first
// player wins on average from there, the strategy played.
type Hidden struct {
	windowsRecord
	// Sets names each node's information set ("" where chance moves and
	// at the end of a hand); Prob is the probability of the move into
	// each node, the strategy's or chance's.
	Sets []string
	Prob []float64
	// Iterations and Exploitability are the run's; First names the first
	// player (X), whose values the nodes hold.
	Iterations     int
	Exploitability float64
	First, Second  string
	// Example names a set for the legend ("Qpb"); MoveNames says what
	// the moves' letters stand for; FaceUp tells a game with cards dealt
	// face up (Leduc hold'em's), which its sets' names hold.
	Example, MoveNames string
	FaceUp             bool
	// colors gives each set its colour (setColor), made once: a search
	// kept by a server is drawn by several requests at once.
	colors     map[string]string
	colorsOnce sync.Once
}

// hiddenPlayer names the player to move at node n: the first or the
// second, "chance" at the deal, "" at the end of a hand.
func (s *Search) hiddenPlayer(n int32) string {
	t := s.Tree
	switch {
	case t.IsChance(n):
		return s.word("chance")
	case t.Nodes[n].Count == 0:
		return ""
	case t.IsMax(n):
		return s.hidden().First
	}
	return s.hidden().Second
}

// hiddenLines are the lines of node n's label: its move, its
// information set, its value for the first player.
func (s *Search) hiddenLines(n int32, opt Options) []string {
	lines := []string{s.label(n, opt) + " " + s.mark(n)}
	if set := s.hidden().Sets[n]; set != "" {
		lines = append(lines, s.t("set %s", set))
	}
	return append(lines, s.probability(s.ann(n).Value))
}

// probability writes a probability or a value of the equilibrium, to
// three decimals, in the search's language.
func (s *Search) probability(v float64) string {
	text := strconv.FormatFloat(v, 'f', 3, 64)
	if text == "-0.000" {
		text = "0.000"
	}
	return s.dec(text)
}

// hiddenEdge returns the label of the edge to node n: the strategy's
// probability of its move (chance's edges keep theirs, as a fraction).
func (s *Search) hiddenEdge(n int32) string {
	if p := s.Tree.ProbabilityText(n); p != "" {
		return p
	}
	return s.probability(s.hidden().Prob[n])
}

// hiddenJoins writes the dashed lines that join the drawn nodes of each
// information set, the set's name on the first; id numbers the drawn
// nodes.
func (s *Search) hiddenJoins(b *strings.Builder, nodes []int32, id map[int32]int) {
	names, bySet := s.setsDrawn(nodes)
	for _, set := range names {
		is := bySet[set]
		for k := 1; k < len(is); k++ {
			fmt.Fprintf(b, "  n%d -> n%d [style=dashed, penwidth=1.5, color=%q, constraint=false, dir=none];\n", id[nodes[is[k-1]]], id[nodes[is[k]]], s.setColor(set))
		}
	}
}

// setsDrawn groups the drawn nodes by information set: the sets' names
// in order, and each set's nodes as indexes into nodes, in their order.
func (s *Search) setsDrawn(nodes []int32) ([]string, map[string][]int) {
	bySet := map[string][]int{}
	var names []string
	for i, n := range nodes {
		if set := s.hidden().Sets[n]; set != "" {
			if bySet[set] == nil {
				names = append(names, set)
			}
			bySet[set] = append(bySet[set], i)
		}
	}
	sort.Strings(names)
	return names, bySet
}

// setPalette are the colours of the information sets: the plots' ten and
// two more, so that each of Kuhn poker's twelve sets has its own (a game
// of more sets, Leduc hold'em's, goes round them again).
var setPalette = append(slices.Clone(palette), "#393b79", "#7b4173")

// setColor is the colour of information set set: its lines' and its
// nodes' outline, a colour a set of the sets in name order.
func (s *Search) setColor(set string) string {
	h := s.hidden()
	h.colorsOnce.Do(func() {
		h.colors = map[string]string{}
		var names []string
		for _, name := range h.Sets {
			if name != "" && h.colors[name] == "" {
				h.colors[name] = "-"
				names = append(names, name)
			}
		}
		sort.Strings(names)
		for i, name := range names {
			h.colors[name] = setPalette[i%len(setPalette)]
		}
	})
	return h.colors[set]
}

// hiddenLegend is the legend of a tree of hidden information.
func (s *Search) hiddenLegend() []LegendRow {
	return []LegendRow{
		{Mark: s.word("▲ house"), Meaning: s.t("%s's node", s.hidden().First)},
		{Mark: s.word("▼ house"), Meaning: s.word("the other player's node")},
		{Mark: s.word("○ ellipse"), Meaning: s.word("chance: the deal, each child after its probability")},
		{Mark: s.word("box"), Meaning: s.word("the end of a hand")},
		{Mark: s.word("dashed line"), Color: palette[0], Meaning: s.word("joins the nodes of one information set, outlined in its colour: the player to move cannot tell them apart (its card and the bets are the same)")},
		{Mark: s.t("set %s", s.hidden().Example), Meaning: s.hiddenSetMeaning()},
		{Mark: s.word("0.333 on an edge"), Meaning: s.word("the equilibrium's probability of the move")},
		{Mark: s.word("value"), Meaning: s.t("what %s wins on average from there, in chips, both playing the equilibrium", s.hidden().First)},
	}
}

// hiddenLegendText explains the text of a tree of hidden information:
// its columns set, probability and value.
func (s *Search) hiddenLegendText() string {
	text := s.t("Legend: %s moves first, %s second. set: %s. probability: %s, chance's at a deal. value: %s.", s.hidden().First, s.hidden().Second, s.hiddenSetMeaning(),
		s.word("the equilibrium's probability of the move"), s.t("what %s wins on average from there, in chips, both playing the equilibrium", s.hidden().First))
	return strings.Join(wording.Wrap(text, 75, ""), "\n") + "\n"
}

// hiddenSetMeaning says what a set's name holds.
func (s *Search) hiddenSetMeaning() string {
	if s.hidden().FaceUp {
		return s.t("the information set: the player's card, the bets so far, and the card face up once dealt (%s)", s.word(s.hidden().MoveNames))
	}
	return s.t("the information set: the player's card, then the bets so far (%s)", s.word(s.hidden().MoveNames))
}

// hiddenSearchText describes the search: "CFR+, 10,000 iterations,
// exploitability 1.7e-05".
func (s *Search) hiddenSearchText() string {
	return s.t("%s, %s iterations, exploitability %s", s.word(s.decl().Title), s.Lang.Count(uint64(s.hidden().Iterations)), s.decimal(fmt.Sprintf("%.2g", s.hidden().Exploitability)))
}

// hiddenResultText is the result line: the first player's value and the
// tree's size.
func (s *Search) hiddenResultText() string {
	sets := map[string]bool{}
	for _, set := range s.hidden().Sets {
		if set != "" {
			sets[set] = true
		}
	}
	return s.t("Result: value for %s %s a hand, the average strategy played; %s nodes, %s information sets", s.hidden().First, s.probability(s.Value),
		s.Lang.Count(uint64(s.Tree.Len())), strconv.Itoa(len(sets)))
}

// jsonNode of a game of hidden information fills the fields of node n's
// record: its information set, and the equilibrium's probability of
// the move into it where a player chose it.
func (h *Hidden) jsonNode(s *Search, jn *TreeNode, f *nodeFields, n int32, _ nodeIDs) {
	t := s.Tree
	jn.InfoSet = s.hidden().Sets[n]
	if jn.Value != nil {
		// As the text writes it, "-1.000", not the sum's float.
		jn.ValueText = s.probability(s.ann(n).Value)
	}
	if who := s.hiddenPlayer(n); who != "" && !t.IsChance(n) {
		jn.Mover = who // X or O, not MAX and MIN
	}
	if n > 0 && !t.IsChance(t.Nodes[n].Parent) {
		f.strategy = s.hidden().Prob[n]
		jn.Strategy = &f.strategy
	}
}

// hiddenTable is the text table of a tree of hidden information: each
// node's player, information set, the probability of its move and its
// value for the first player.
func (s *Search) hiddenTable(nodes []int32, prefix, cont map[int32]string, opt Options) textTable {
	header := s.words("node", "player", "set", "probability", "value")
	rows := make([][]string, 0, len(nodes))
	for _, n := range nodes {
		prob := ""
		if n != 0 {
			prob = s.hiddenEdge(n)
		}
		rows = append(rows, []string{prefix[n] + s.label(n, Options{}), s.hiddenPlayer(n), s.hidden().Sets[n], prob, s.probability(s.ann(n).Value)})
	}
	return textTable{header, rows, nodes, cont}
}

// The drawings of a game of hidden information, where they differ from
// minimax's family's (Record).

func (h *Hidden) nodeLines(s *Search, n int32, opt Options, _ map[int32]int) []string {
	return s.hiddenLines(n, opt)
}

func (h *Hidden) positionLine(s *Search, given string) string {
	t := s.Tree
	return s.t("Position: %s (%s, %s bets first)", s.GivenText(given), t.Caption(s.Lang), h.First)
}

func (h *Hidden) searchLine(s *Search) string { return s.t("Search: %s", s.hiddenSearchText()) }

func (h *Hidden) resultText(s *Search) string { return s.hiddenResultText() }

func (h *Hidden) viewOf(s *Search) string {
	return s.t("what %s wins on average, in chips", h.First)
}

func (h *Hidden) legend(s *Search, _ Options) []LegendRow { return s.hiddenLegend() }

func (h *Hidden) legendText(s *Search, _ bool) string { return s.hiddenLegendText() }

// gameLegend: chips won, not a finished game's +1, 0 or -1.
func (h *Hidden) gameLegend(s *Search) string { return s.scoreLegend(false) }

func (h *Hidden) table(s *Search, nodes []int32, prefix, cont map[int32]string, opt Options) textTable {
	return s.hiddenTable(nodes, prefix, cont, opt)
}

// edgeLabel: the deal's chance, or the equilibrium's probability of the
// move.
func (h *Hidden) edgeLabel(s *Search, n int32) (string, bool) { return s.hiddenEdge(n), true }

// outline: an information set's colour.
func (h *Hidden) outline(s *Search, n int32) (string, bool) {
	if h.Sets[n] == "" {
		return "", false
	}
	return s.setColor(h.Sets[n]), true
}

func (h *Hidden) joinsUnder() bool { return true }

func (h *Hidden) dotJoins(s *Search, b *strings.Builder, nodes []int32, id map[int32]int) {
	s.hiddenJoins(b, nodes, id)
}

func (h *Hidden) svgJoins(s *Search, b []byte, nodes []int32, drawn []svgNode, dx, dy float64) []byte {
	return s.svgJoins(b, nodes, drawn, dx, dy)
}

func (h *Hidden) texLegend(s *Search, _ Options) string { return texHiddenLegend(s) }
