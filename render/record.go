package render

import (
	"strings"

	"gametree/minimax"
)

// Record is what a family of search recorded for the drawings beyond
// minimax's annotations (Search.Ann): Monte Carlo tree search's visits
// and wins (*MCTS), the equilibrium of a game of hidden information
// (*Hidden), the utilities and marks of a game of several players
// (*Several). Nil is minimax's family's, whose annotations say all. The
// drawings ask the record what to draw where the families differ, never
// which record it is: a record is the family's face in package render.
// Its methods are render's own; a record leaves to minimax's family's
// (windowsRecord, which each embeds) what it draws as that family does.
type Record interface {
	// annAt is node n's annotation as the drawings read it.
	annAt(s *Search, n int32) minimax.Annotation
	// drawn reports whether node n, a child, is drawn at all.
	drawn(s *Search, n int32) bool
	// valueText is node n's value with its bound (Search.valueText).
	valueText(s *Search, n int32, ascii bool) string
	// drawnValue is node n's value as a drawing writes it.
	drawnValue(s *Search, n int32, leaf bool) string
	// nodeLines are the lines of node n's label in a drawing.
	nodeLines(s *Search, n int32, opt Options, drawn map[int32]int) []string
	// positionLine is the caption's first line of a game tree, given
	// the position as the user gave it.
	positionLine(s *Search, given string) string
	// searchLine is the caption's line that names the search and its
	// parameters: "Search: alpha-beta, natural order".
	searchLine(s *Search) string
	// resultText is the result line: the root's value, the best move,
	// the counts.
	resultText(s *Search) string
	// viewOf says whose view a game tree's values are from.
	viewOf(s *Search) string
	// legend is the legend's rows under the drawings.
	legend(s *Search, opt Options) []LegendRow
	// severalRows are the legend's rows of a game of several players.
	severalRows(s *Search) []LegendRow
	// legendText is the text legend's explanation of the columns.
	legendText(s *Search, ascii bool) string
	// gameLegend is what the text legend says of a game tree's values.
	gameLegend(s *Search) string
	// table writes the text's table of the nodes.
	table(s *Search, nodes []int32, prefix, cont map[int32]string, opt Options) textTable
	// edgeLabel is the label of the edge into node n, and whether the
	// record gives one (in place of a chance node's probability).
	edgeLabel(s *Search, n int32) (string, bool)
	// edgeWidth is the least width of the edge into node n, 0 for none.
	edgeWidth(s *Search, n int32) float64
	// outline is the colour of node n's outline where the record gives
	// one (an information set's), and whether it does.
	outline(s *Search, n int32) (string, bool)
	// joinsUnder reports whether lines join nodes under them (the
	// information sets): the DOT drawing then draws edges first, curved.
	joinsUnder() bool
	// dotJoins writes in DOT the lines that join nodes, under them.
	dotJoins(s *Search, b *strings.Builder, nodes []int32, id map[int32]int)
	// svgJoins writes in SVG the lines that join nodes, under them.
	svgJoins(s *Search, b []byte, nodes []int32, drawn []svgNode, dx, dy float64) []byte
	// jsonReport fills the record's fields of the tree's JSON.
	jsonReport(s *Search, doc *TreeReport, opt Options)
	// jsonNode fills the record's fields of node n's JSON.
	jsonNode(s *Search, jn *TreeNode, f *nodeFields, n int32, id nodeIDs)
	// texLegend is the LaTeX legend.
	texLegend(s *Search, opt Options) string
	// texSeveralRows are the LaTeX legend's rows of several players.
	texSeveralRows(s *Search) [][2]string
	// cuts reports whether the search leaves subtrees out, drawn as
	// pruned.
	cuts(s *Search) bool
}

// record is s's record, minimax's family's when it has none.
func (s *Search) record() Record {
	if s.Record == nil {
		return windowsRecord{}
	}
	return s.Record
}

// mcts is the record of a search by Monte Carlo tree search, read by its
// family's own drawing (mcts.go, mctsstep.go); nil for another.
func (s *Search) mcts() *MCTS {
	m, _ := s.Record.(*MCTS)
	return m
}

// hidden is the record of a game of hidden information, read by its
// family's own drawing (hidden.go); nil for another.
func (s *Search) hidden() *Hidden {
	h, _ := s.Record.(*Hidden)
	return h
}

// several is the record of a game of several players, read by its
// family's own drawing; nil for another.
func (s *Search) several() *Several {
	v, _ := s.Record.(*Several)
	return v
}

// vectors are the utilities of a search of several players (max^n), nil
// for another (paranoid search's are A's alone, its annotations').
func (s *Search) vectors() [][]float64 {
	if v := s.several(); v != nil {
		return v.Vectors
	}
	return nil
}

// MCTSRecord is the record of a search by Monte Carlo tree search, for
// that family's own code (package explore's); nil for another.
func (s *Search) MCTSRecord() *MCTS { return s.mcts() }

// HiddenRecord is the record of a game of hidden information, for that
// family's own code; nil for another.
func (s *Search) HiddenRecord() *Hidden { return s.hidden() }

// Several is what a search of several players recorded (max^n, shallow
// pruning, paranoid search), which its drawings read.
type Several struct {
	windowsRecord
	// Vectors are the values of max^n: each node's utilities, one a
	// player, nil for a node never visited; nil for paranoid search,
	// whose values are the root player's utility.
	Vectors [][]float64
	// ShallowBound is the bound of shallow pruning on the sum of a leaf's
	// utilities and the least utility, nil for none; ShallowCuts gives
	// each node it cut off the most its parent's player could get there
	// and what that player had already; ImmediateCuts the nodes whose
	// player held all a leaf could give it (Korf's immediate pruning:
	// their value is exact, where another cut node's is a bound).
	ShallowBound  *[2]float64
	ShallowCuts   map[int32][2]float64
	ImmediateCuts map[int32]bool
	// Otherwise gives the inner nodes where the other way of searching
	// the game picks another child (paranoid search beside max^n, max^n
	// beside paranoid search): that child.
	Otherwise map[int32]int32
	// Ties gives, under max^n, the inner nodes where a later child is as
	// good for the player to move as the one picked: that child (the
	// first of them); the first in order is kept.
	Ties map[int32]int32
}

// windowsRecord is minimax's family's record: the annotations say all.
// Every other record embeds it, for what it draws as minimax's family
// does.
type windowsRecord struct{}

func (windowsRecord) annAt(s *Search, n int32) minimax.Annotation { return s.Ann.At(n) }

func (windowsRecord) drawn(*Search, int32) bool { return true }

func (windowsRecord) valueText(s *Search, n int32, ascii bool) string {
	return s.scalarText(n, ascii)
}

func (windowsRecord) drawnValue(s *Search, n int32, _ bool) string { return s.valueText(n, false) }

func (windowsRecord) nodeLines(s *Search, n int32, opt Options, drawn map[int32]int) []string {
	return s.windowLines(n, opt, drawn)
}

func (windowsRecord) positionLine(s *Search, given string) string { return s.twoPlayersLine(given) }

func (windowsRecord) searchLine(s *Search) string { return s.windowsSearchLine() }

func (windowsRecord) resultText(s *Search) string { return s.valueResultText(s.scalarResult()) }

func (windowsRecord) viewOf(s *Search) string {
	return s.t("for MAX, %s", s.word(s.Tree.PlayerName(0)))
}

func (windowsRecord) legend(s *Search, opt Options) []LegendRow { return s.windowsLegend(opt) }

func (windowsRecord) severalRows(*Search) []LegendRow { return nil }

func (windowsRecord) legendText(s *Search, ascii bool) string { return s.windowsLegendText(ascii) }

func (windowsRecord) gameLegend(s *Search) string { return s.scoreLegend(true) }

func (windowsRecord) table(s *Search, nodes []int32, prefix, cont map[int32]string, opt Options) textTable {
	return s.windowsTable(nodes, prefix, cont, opt)
}

func (windowsRecord) edgeLabel(*Search, int32) (string, bool) { return "", false }

func (windowsRecord) edgeWidth(*Search, int32) float64 { return 0 }

func (windowsRecord) outline(*Search, int32) (string, bool) { return "", false }

func (windowsRecord) joinsUnder() bool { return false }

func (windowsRecord) dotJoins(*Search, *strings.Builder, []int32, map[int32]int) {}

func (windowsRecord) svgJoins(_ *Search, b []byte, _ []int32, _ []svgNode, _, _ float64) []byte {
	return b
}

func (windowsRecord) jsonReport(*Search, *TreeReport, Options) {}

func (windowsRecord) jsonNode(*Search, *TreeNode, *nodeFields, int32, nodeIDs) {}

func (windowsRecord) texLegend(s *Search, opt Options) string { return texWindowsLegend(s, opt) }

func (windowsRecord) texSeveralRows(s *Search) [][2]string { return texShallowRows(s) }

// cuts: a search with windows (Decl.Prunes).
func (windowsRecord) cuts(s *Search) bool { return s.prunes() }

// cuts: a search with windows (paranoid search), or max^n with shallow
// pruning.
func (v *Several) cuts(s *Search) bool { return s.prunes() || v.ShallowBound != nil }

// shallowBound, shallowCuts, immediateCuts, otherChoices and ties are the
// marks of a search of several players (Several), none for another.
func (s *Search) shallowBound() *[2]float64 {
	if v := s.several(); v != nil {
		return v.ShallowBound
	}
	return nil
}

func (s *Search) shallowCuts() map[int32][2]float64 {
	if v := s.several(); v != nil {
		return v.ShallowCuts
	}
	return nil
}

func (s *Search) immediateCuts() map[int32]bool {
	if v := s.several(); v != nil {
		return v.ImmediateCuts
	}
	return nil
}

func (s *Search) otherChoices() map[int32]int32 {
	if v := s.several(); v != nil {
		return v.Otherwise
	}
	return nil
}

func (s *Search) ties() map[int32]int32 {
	if v := s.several(); v != nil {
		return v.Ties
	}
	return nil
}
