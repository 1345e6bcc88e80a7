package render

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math"
	"strings"

	"gametree/minimax"
	"gametree/tree"
)

// Number is a JSON value that writes infinities as "-inf" and "+inf".
type Number float64

// MarshalJSON writes the number, or "+inf"/"-inf" as strings.
func (n Number) MarshalJSON() ([]byte, error) {
	switch {
	case math.IsInf(float64(n), 1):
		return []byte(`"+inf"`), nil
	case math.IsInf(float64(n), -1):
		return []byte(`"-inf"`), nil
	case n == 0:
		return []byte("0"), nil // never -0
	}
	return json.Marshal(float64(n))
}

// Value is a node's value in JSON: a Number, or in a game of several
// players searched by max^n the node's utilities, one a player, a list of
// numbers.
type Value struct {
	Number Number
	Vector []float64
}

// MarshalJSON writes the number, or the list of utilities.
func (v Value) MarshalJSON() ([]byte, error) {
	if v.Vector != nil {
		return json.Marshal(v.Vector)
	}
	return v.Number.MarshalJSON()
}

// UnmarshalJSON reads what MarshalJSON writes.
func (v *Value) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '[' {
		return json.Unmarshal(b, &v.Vector)
	}
	return v.Number.UnmarshalJSON(b)
}

// UnmarshalJSON reads what MarshalJSON writes.
func (n *Number) UnmarshalJSON(b []byte) error {
	switch string(b) {
	case `"+inf"`:
		*n = Number(math.Inf(1))
		return nil
	case `"-inf"`:
		*n = Number(math.Inf(-1))
		return nil
	}
	var f float64
	if err := json.Unmarshal(b, &f); err != nil {
		return errorf("number %s: want a number, \"+inf\" or \"-inf\"", b)
	}
	*n = Number(f)
	return nil
}

// EncodeJSON writes v as the JSON of gametree's reports: indented by two
// spaces, < > & left as they are, and a final newline.
func EncodeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// TreeReport is the JSON of a searched tree (see JSON).
type TreeReport struct {
	Position TreePosition `json:"position"`
	// InfoSets gives, in a game of hidden information, each information
	// set's nodes by their ids.
	InfoSets map[string][]int `json:"infosets,omitempty"`
	// Players is the number of players of a tree of utility vectors (a
	// game of several players), none for a game of two.
	Players   int    `json:"players,omitempty"`
	Algorithm string `json:"algorithm"`
	FailSoft  bool   `json:"fail_soft"`
	// Scale is the scale of the values, as the search is declared: "game"
	// (the tree's own values) or "win rate" (MCTS's mean reward for MAX,
	// from 0 to 1).
	Scale string  `json:"scale"`
	Order string  `json:"order"`
	Eval  *string `json:"eval"`
	// Unit is what a game tree's values count (discs, moves, points for
	// Othello's evaluations; empty when they count nothing), and ViewOf
	// whose view they are from ("for MAX, Black"); both empty for a
	// textbook tree.
	Unit     string     `json:"unit,omitempty"`
	ViewOf   string     `json:"view_of,omitempty"`
	Depth    int        `json:"depth"`
	View     string     `json:"view"`
	Value    Value      `json:"value"`
	BestMove *string    `json:"best_move"`
	PV       []string   `json:"pv"`
	Counts   TreeCounts `json:"counts"`
	// Summary is what the search found, as the captions write it
	// (Search.Summary).
	Summary []string `json:"summary"`
	// Legend is the drawing's legend: each mark and what it means.
	Legend []LegendRow `json:"legend"`
	// MCTS says how Monte Carlo tree search was run (--algo mcts).
	MCTS  *MCTSReport `json:"mcts,omitempty"`
	Nodes []TreeNode  `json:"nodes"`
}

// MCTSReport is how a Monte Carlo tree search was run: its iterations
// (fewer than asked when the solver proved the root first), UCT's
// exploration constant, the seed, whether the solver ran, the playouts
// ("random") and the least visits of a node drawn.
type MCTSReport struct {
	// Algorithm is "uct" or "puct"; Network, under PUCT, the file of its
	// network ("" for the game's own), whose constant c is Exploration.
	Algorithm   string  `json:"algorithm"`
	Network     string  `json:"network,omitempty"`
	Iterations  int     `json:"iterations"`
	Exploration float64 `json:"exploration"`
	Seed        uint64  `json:"seed"`
	Solver      bool    `json:"solver"`
	Playout     string  `json:"playout"`
	MinVisits   int64   `json:"min_visits"`
}

// TreePosition is the position (or textbook tree) of a TreeReport; Game
// names the game of a game tree ("othello", "tictactoe"), empty for a
// textbook tree; Size is the side of a square board (8, 3).
type TreePosition struct {
	Game string `json:"game,omitempty"`
	// BoardStyle is how the nodes' boards are drawn ("squares",
	// "columns", "heaps", "discs"): the pages draw by it.
	BoardStyle string  `json:"board_style,omitempty"`
	Board      *string `json:"board,omitempty"`
	ToMove     *string `json:"to_move,omitempty"`
	Size       int     `json:"size,omitempty"`
	Leaves     *string `json:"leaves,omitempty"`
	Root       *string `json:"root,omitempty"`
}

// TreeCounts are the counts of a TreeReport.
type TreeCounts struct {
	Nodes           *int64 `json:"nodes"`
	Visited         int64  `json:"visited"`
	LeavesEvaluated int64  `json:"leaves_evaluated"`
	Cutoffs         int64  `json:"cutoffs"`
	Pruned          *int64 `json:"pruned"`
	// OutsideBeam counts the children beam search dropped; ProbCuts the
	// nodes ProbCut cut off, ProbCutNodes those its shallow searches
	// visited (not in Visited).
	OutsideBeam  *int64 `json:"outside_beam,omitempty"`
	ProbCuts     *int64 `json:"probcut_cuts,omitempty"`
	ProbCutNodes *int64 `json:"probcut_nodes,omitempty"`
}

// TreeNode is one drawn node of a TreeReport.
type TreeNode struct {
	ID       int     `json:"id"`
	Parent   *int    `json:"parent"`
	Label    string  `json:"label"`
	Move     *string `json:"move"`
	Depth    int     `json:"depth"`
	Player   string  `json:"player"`
	Value    *Value  `json:"value"`
	Bound    *string `json:"bound"`
	AlphaIn  *Number `json:"alpha_in"`
	BetaIn   *Number `json:"beta_in"`
	AlphaOut *Number `json:"alpha_out"`
	BetaOut  *Number `json:"beta_out"`
	Order    *int32  `json:"order"`
	Cutoff   bool    `json:"cutoff"`
	CutAfter *int    `json:"cut_after"`
	// CutReason explains the cutoff (Search.CutReason).
	CutReason string `json:"cut_reason,omitempty"`
	Pruned    bool   `json:"pruned"`
	// PrunedReason says which cutoff pruned the node
	// (Search.PrunedReason).
	PrunedReason string `json:"pruned_reason,omitempty"`
	// Probed marks a node Star2's probe of its first move bounded, and
	// the search never entered (its value is that bound); ProbeReason
	// says so (Search.ProbeReason).
	Probed      bool    `json:"probed,omitempty"`
	ProbeReason string  `json:"probe_reason,omitempty"`
	PV          bool    `json:"pv"`
	Leaf        bool    `json:"leaf"`
	Terminal    bool    `json:"terminal"`
	Eval        *Number `json:"eval"`
	LeafValue   *Number `json:"leaf_value"`
	Board       *string `json:"board,omitempty"`
	// Grid lays the board out as the drawings do, for the games whose
	// board is not Othello's (the pages draw it in the game's look).
	Grid *NodeGrid `json:"grid,omitempty"`
	// Visits, Wins and Proven are Monte Carlo tree search's: the
	// iterations through the node, the wins of the player who moved into
	// it (a draw 1/2), and what the solver proved ("max wins", "draw",
	// "max loses", "none"); Value is then its mean reward for MAX.
	// Chance marks a chance node; Probability is the probability of a
	// child of one, as the leaves notation wrote it ("1/2").
	Chance      bool   `json:"chance,omitempty"`
	Probability string `json:"probability,omitempty"`
	// ValueText writes the value of a tree with chance nodes as the
	// fraction it is, with its decimal ("5/3 (1.667)").
	ValueText string `json:"value_text,omitempty"`
	// ChanceBounds say, at a chance node searched by Star1, where its
	// value lay after each child searched (Search.ChanceBounds).
	ChanceBounds []string `json:"chance_bounds,omitempty"`
	Visits       *int64   `json:"visits,omitempty"`
	Wins         *float64 `json:"wins,omitempty"`
	// Prior and Net are PUCT's: the network's prior of the node as its
	// parent's move, and its value of the node for MAX when the search
	// first reached it (none for a leaf, worth its own result).
	Prior  *float64 `json:"prior,omitempty"`
	Net    *float64 `json:"net,omitempty"`
	Proven string   `json:"proven,omitempty"`
	// ProvenValue is the value the solver proved, on a tree of scores
	// (Proven "value"); ProvenText says what it proved, in the reader's
	// language ("proven: MAX wins", "proven: 3").
	ProvenValue *Number `json:"proven_value,omitempty"`
	ProvenText  string  `json:"proven_text,omitempty"`
	// Otherwise is, in a game of several players, the id of the child the
	// other way of searching it picks (paranoid beside max^n, max^n
	// beside paranoid), where it is another.
	Otherwise *int `json:"otherwise,omitempty"`
	// Tie is, under max^n, the id of a later child as good for the
	// player to move as the one picked (which is the first of them).
	Tie *int `json:"tie,omitempty"`
	// Mover is, in a game of several players, the letter of the player
	// who moves at an inner node ("B").
	Mover string `json:"mover,omitempty"`
	// Quiescence marks a node searched past the depth limit, where its
	// parent was not quiet (a quiescence search); NotQuiet says why a
	// node at the limit or past it is not quiet ("a corner is open").
	Quiescence bool   `json:"quiescence,omitempty"`
	NotQuiet   string `json:"not_quiet,omitempty"`
	// InfoSet is, in a game of hidden information, the information set
	// of a player's node (the same name for every node of the set);
	// Strategy the equilibrium's probability of the move into the node,
	// where a player chose it.
	InfoSet  string   `json:"infoset,omitempty"`
	Strategy *float64 `json:"strategy,omitempty"`
	// OutsideBeam marks a child beam search dropped unsearched;
	// ProbCut is ProbCut's test at the node, where it made one.
	OutsideBeam bool         `json:"outside_beam,omitempty"`
	ProbCut     *ProbCutJSON `json:"probcut,omitempty"`
	Children    []int        `json:"children"`
}

// ProbCutJSON is ProbCut's test at a node: the shallow search's depth
// and value, the deep value the fit predicts, the fit (a, b, sigma) and
// the confidence's T, the window, whether it cut ("high": worth at least
// beta; "low": at most alpha; "none": searched), and the sentence that
// says it.
type ProbCutJSON struct {
	ShallowDepth int     `json:"shallow_depth"`
	Shallow      float64 `json:"shallow"`
	Predicted    float64 `json:"predicted"`
	A            float64 `json:"a"`
	B            float64 `json:"b"`
	Sigma        float64 `json:"sigma"`
	T            *Number `json:"t"`
	Alpha        *Number `json:"alpha"`
	Beta         *Number `json:"beta"`
	Cut          string  `json:"cut"`
	Text         string  `json:"text"`
}

// NodeGrid is a node's board laid out (tree.Board): its columns and rows
// and the cells row by row from the top, one character a cell: X, O, -
// (empty), | (a Nim object), . (an object the move just played took), a
// space (no cell: past the end of a heap); Last is the index of the cell
// of the move that led to the node, -1 for none. The labels of the rows
// and columns are the game's (a b c; 1 2 3, upwards in Connect Four; the
// heaps' numbers in Nim): the pages write them, not each node.
type NodeGrid struct {
	Cols  int    `json:"cols"`
	Rows  int    `json:"rows"`
	Cells string `json:"cells"`
	Last  int    `json:"last"`
}

// gridChars are the characters of NodeGrid.Cells, by tree.Cell.
var gridChars = [...]byte{tree.Empty: '-', tree.First: 'X', tree.Second: 'O', tree.Object: '|', tree.NoCell: ' ', tree.Taken: '.'}

// GridOf lays out the board b as a page draws it (a quiz's nodes).
func GridOf(b tree.Board) *NodeGrid { return nodeGrid(b) }

// nodeGrid lays out the board b.
func nodeGrid(b tree.Board) *NodeGrid {
	var buf [256]byte // the cells of most boards, on the stack
	cells := buf[:0]
	for _, c := range b.Cells {
		cells = append(cells, gridChars[c])
	}
	return &NodeGrid{Cols: b.Cols, Rows: b.Rows, Cells: string(cells), Last: b.Played}
}

func ptr[T any](v T) *T { return &v }

// JSON writes the whole annotated tree as one JSON object: the position (or
// textbook tree), the search, the root value, best move, principal variation
// and counts, and every drawn node in pre-order with its id (its pre-order
// number), parent, label, move, depth, player, value and bound, windows,
// visit order, cutoff, pruned, pv, leaf and terminal flags, evaluation,
// given leaf value and board. Infinite bounds are the strings "-inf" and
// "+inf"; values never computed are null.
func JSON(w io.Writer, s *Search, opt Options) error {
	nodes := s.visible(opt)
	return s.writeReport(w, s.report(opt), nodes, s.grids(), opt.Stop)
}

// grids reports whether the nodes' records give their boards laid out:
// every game's, Othello's as the others' (a textbook tree has none).
func (s *Search) grids() bool { return s.Tree.Kind == tree.Game }

// report returns the report of JSON without its nodes.
func (s *Search) report(opt Options) TreeReport {
	t := s.Tree
	doc := TreeReport{
		Algorithm: s.decl().Name,
		FailSoft:  s.FailSoft && s.decl().TakesParam("fail-soft"),
		Scale:     [...]string{"game", "win rate"}[s.decl().Scale],
		Order:     s.Order.String(),
		Depth:     t.Depth,
		View:      opt.View.String(),
		Value:     Value{Number: s.number(s.Value)},
		PV:        s.PV(),
		Summary:   s.Summary(),
		Legend:    s.Legend(opt),
		Counts: TreeCounts{
			Visited:         s.Ann.Stats.Visited,
			LeavesEvaluated: s.Ann.Stats.Leaves,
			Cutoffs:         s.Ann.Stats.Cutoffs,
		},
	}
	doc.Players = t.Players()
	if s.Nodes >= 0 {
		doc.Counts.Nodes = ptr(s.Nodes)
	}
	if s.Pruned >= 0 {
		doc.Counts.Pruned = ptr(s.Pruned)
	}
	if s.Forward != nil {
		s.Forward.countJSON(s, &doc.Counts)
	}
	if t.Kind == tree.Game {
		g := t.Root.Game()
		doc.Position = TreePosition{Game: g.Name(), BoardStyle: t.Board(0).Style.String(), Board: ptr(t.Root.String()), ToMove: ptr(playerKey(t.PlayerName(0)))}
		if c, r := t.Dims(); c == r {
			doc.Position.Size = c
		}
		doc.Eval = ptr(t.EvalName())
		doc.Unit = t.Unit()
		doc.ViewOf = s.viewOf()
	} else {
		doc.Position = TreePosition{Leaves: ptr(t.Leaves())}
		if t.Players() == 0 {
			// MAX or MIN at the root; a tree of several players has its
			// players in turn from A (players, and each node's mover).
			root := "max"
			if !t.RootMax {
				root = "min"
			}
			doc.Position.Root = &root
		}
	}
	if s.Best >= 0 {
		doc.BestMove = ptr(t.Label(s.Best))
	}
	s.record().jsonReport(s, &doc, opt)
	return doc
}

// jsonReport of a game of hidden information: each information set's
// nodes, by the ids the nodes are written with (the drawn nodes in
// pre-order).
func (h *Hidden) jsonReport(s *Search, doc *TreeReport, opt Options) {
	doc.InfoSets, doc.Order = map[string][]int{}, ""
	for i, n := range s.visible(opt) {
		if set := h.Sets[n]; set != "" {
			doc.InfoSets[set] = append(doc.InfoSets[set], i)
		}
	}
}

// jsonReport of max^n: the root's utilities.
func (v *Several) jsonReport(_ *Search, doc *TreeReport, _ Options) {
	if v.Vectors != nil {
		doc.Value.Vector = v.Vectors[0]
	}
}

// jsonNode of max^n: node n's utilities, where its value is written.
func (v *Several) jsonNode(_ *Search, jn *TreeNode, f *nodeFields, n int32, _ nodeIDs) {
	if v.Vectors != nil && jn.Value != nil {
		f.value.Vector = v.Vectors[n]
	}
}

// jsonReport of Monte Carlo tree search: its parameters, in place of an
// order.
func (m *MCTS) jsonReport(_ *Search, doc *TreeReport, _ Options) {
	o := m.Options
	doc.Order = ""
	doc.MCTS = &MCTSReport{Algorithm: "uct", Iterations: m.Result.Iterations, Exploration: o.Exploration, Seed: o.Seed, Solver: o.Solver, Playout: "random", MinVisits: m.MinVisits}
	if m.Result.Guided() {
		doc.MCTS.Algorithm, doc.MCTS.Network, doc.MCTS.Playout, doc.MCTS.Seed = "puct", m.Network, "network", 0
	}
	if m.Playout == "eval" {
		doc.MCTS.Playout = "eval"
	}
}

// writeReport writes doc, then its nodes one by one: the bytes EncodeJSON
// would write for the whole, but a big tree's answer is written as it
// goes, never held whole as values, and given up at once when stop says
// so.
func (s *Search) writeReport(w io.Writer, doc TreeReport, nodes []int32, grids bool, stop func() bool) error {
	doc.Nodes = []TreeNode{}
	var head bytes.Buffer
	if err := EncodeJSON(&head, doc); err != nil {
		return err
	}
	top, ok := bytes.CutSuffix(head.Bytes(), []byte("[]\n}\n"))
	if !ok {
		return errorf("the JSON report does not end with its nodes")
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.Write(top)
	bw.WriteString("[")
	var node []byte
	walk, id := s.Tree.Walker(), idsOf(s.Tree, nodes)
	for i, n := range nodes {
		if stop != nil && i&1023 == 0 && stop() {
			return ErrStopped
		}
		jn := s.nodeJSON(i, n, id, grids, walk)
		node = appendNodeJSON(node[:0], &jn)
		if i > 0 {
			bw.WriteString(",")
		}
		bw.WriteString("\n    ")
		bw.Write(node)
	}
	bw.WriteString("\n  ]\n}\n")
	return bw.Flush()
}

// ErrStopped is the error of a writing that Options.Stop stopped.
var ErrStopped = errors.New("the writing was stopped")

// nodeJSON is node n, drawn as the i-th node; id numbers the drawn
// nodes; grid adds its board laid out; walk gives the positions (nil: each
// replayed from the root).
func (s *Search) nodeJSON(i int, n int32, id nodeIDs, grid bool, walk *tree.Walker) TreeNode {
	t := s.Tree
	a := s.ann(n)
	nd := t.Nodes[n]
	f := new(nodeFields) // what the record points to, in one allocation
	jn := TreeNode{
		ID:           i,
		Label:        t.Label(n),
		Depth:        int(nd.Depth),
		Player:       playerJSON(t, n),
		Cutoff:       a.Has(minimax.Cutoff),
		CutReason:    s.CutReason(n),
		Pruned:       !a.Visited() && !s.probedOnly(n),
		PrunedReason: s.PrunedReason(n),
		Probed:       s.probedOnly(n),
		ProbeReason:  s.ProbeReason(n),
		PV:           a.Has(minimax.PV),
		Leaf:         nd.Count == 0,
		Terminal:     nd.Terminal,
		Children:     []int{},
	}
	if n != 0 {
		f.parent = int(id[nd.Parent])
		jn.Parent = &f.parent
	}
	if t.Kind == tree.Game {
		gameJSON(&jn, f, n, grid, walk)
	} else if nd.Count == 0 {
		f.leafValue = s.number(nd.Value)
		jn.LeafValue = &f.leafValue
	}
	if v, bound, ok := s.valueJSON(n); ok {
		f.value, f.bound = Value{Number: v}, bound
		jn.Value, jn.Bound = &f.value, &f.bound
	}
	if a.Visited() {
		f.order = a.Order
		jn.Order = &f.order
		if s.prunes() {
			f.alphaIn, f.betaIn, f.alphaOut, f.betaOut = s.number(a.AlphaIn), s.number(a.BetaIn), s.number(a.AlphaOut), s.number(a.BetaOut)
			jn.AlphaIn, jn.BetaIn, jn.AlphaOut, jn.BetaOut = &f.alphaIn, &f.betaIn, &f.alphaOut, &f.betaOut
		}
	}
	if a.Has(minimax.Evaluated) {
		f.eval = s.number(a.Eval)
		jn.Eval = &f.eval
	}
	jn.Chance = t.IsChance(n)
	if t.HasChance() && jn.Value != nil {
		jn.ValueText = s.decimal(t.FormatValue(a.Value)) // as the reader writes numbers
	}
	jn.ChanceBounds = s.ChanceBounds(n)
	jn.Probability = t.ProbabilityText(n)
	s.severalJSON(&jn, id, n)
	s.record().jsonNode(s, &jn, f, n, id)
	if c, ok := id.of(a.CutAfter); ok && a.Has(minimax.Cutoff) {
		f.cutAfter = c
		jn.CutAfter = &f.cutAfter
	}
	for c := nd.First; c < nd.First+nd.Count; c++ {
		if k, ok := id.of(c); ok {
			jn.Children = append(jn.Children, k)
		}
	}
	return jn
}

// gameJSON fills jn, the record of node n of a game tree, with its move
// and its board (laid out when grid), its position from walk.
func gameJSON(jn *TreeNode, f *nodeFields, n int32, grid bool, walk *tree.Walker) {
	if n != 0 {
		f.move = jn.Label
		jn.Move = &f.move
	}
	pos := walk.Position(n)
	f.board = pos.String()
	jn.Board = &f.board
	if grid {
		jn.Grid = nodeGrid(walk.Grid(n, pos))
	}
}

// jsonNode of Monte Carlo tree search: what it counted at node n, its
// visits and wins, and what the solver proved.
func (m *MCTS) jsonNode(s *Search, jn *TreeNode, f *nodeFields, n int32, _ nodeIDs) {
	nd := s.mcts().Result.At(n)
	f.visits, f.wins = nd.Visits, nd.Wins
	jn.Visits, jn.Wins, jn.Proven = &f.visits, &f.wins, "none"
	if s.mcts().Result.Guided() {
		f.prior, f.net = nd.Prior, nd.Guess
		if n != 0 {
			jn.Prior = &f.prior
		}
		if !math.IsNaN(nd.Guess) {
			jn.Net = &f.net
		}
	}
	if s.mcts().Options.Solver {
		jn.Proven = nd.Proof().String()
		if nd.Scored && nd.Low == nd.High {
			jn.Proven, jn.ProvenValue = "value", ptr(Number(nd.Low))
		} else if nd.Scored {
			jn.Proven = "none"
		}
		jn.ProvenText = s.proofText(nd)
	}
	jn.Pruned = false
}

// valueJSON is node n's value and its bound as JSON gives them: what it
// returned, or the bound Star2's probe gave a node never entered; false
// for none.
func (s *Search) valueJSON(n int32) (Number, string, bool) {
	a := s.ann(n)
	switch {
	case a.Has(minimax.Returned):
		return s.number(a.Value), a.Bound.String(), true
	case s.probedOnly(n) && s.Tree.IsMax(n):
		return s.number(a.Value), minimax.Lower.String(), true
	case s.probedOnly(n):
		return s.number(a.Value), minimax.Upper.String(), true
	}
	return 0, "", false
}

// playerJSON is who moves at node n, as the JSON says it: "max", "min"
// or "chance"; in a game of several players the mover's letter.
func playerJSON(t *tree.Tree, n int32) string {
	switch {
	case t.IsChance(n):
		return "chance"
	case t.Players() > 0:
		return tree.PlayerName(t.Mover(n))
	case t.IsMax(n):
		return "max"
	}
	return "min"
}

// severalJSON fills node n's record jn: in a game of several players
// the children the marks of its choice name (Otherwise, Tie) and the
// player who moves at an inner node; past the depth limit, its
// quiescence, and why a node is not quiet.
func (s *Search) severalJSON(jn *TreeNode, id nodeIDs, n int32) {
	jn.Otherwise, jn.Tie = id.marked(s.otherChoices(), n), id.marked(s.ties(), n)
	if t := s.Tree; t.Players() > 0 && t.Nodes[n].Count > 0 {
		jn.Mover = tree.PlayerName(t.Mover(n))
	}
	jn.Quiescence = s.Tree.PastCutoff(n) > 0
	if why := s.Tree.NotQuiet(n); why != "" {
		jn.NotQuiet = s.word(why)
	}
	jn.OutsideBeam = s.dropped(n)
	if test, ok := s.Ann.Tests[n]; ok {
		t, alpha, beta := s.number(test.T), s.number(test.Alpha), s.number(test.Beta)
		jn.ProbCut = &ProbCutJSON{ShallowDepth: test.Fit.Shallow, Shallow: test.Shallow, Predicted: test.Predicted, A: test.Fit.A, B: test.Fit.B,
			Sigma: test.Fit.Sigma, T: &t, Alpha: &alpha, Beta: &beta, Cut: [...]string{"low", "none", "high"}[test.Cut+1], Text: s.cutFormula(test)}
	}
}

// nodeFields are the values a node's record (TreeNode) points to, made
// in one allocation.
type nodeFields struct {
	parent, cutAfter                                    int
	move, board, bound                                  string
	value                                               Value
	leafValue, eval, alphaIn, betaIn, alphaOut, betaOut Number
	order                                               int32
	visits                                              int64
	wins, strategy, prior, net                          float64
}

// number writes a value of the tree for JSON as the number it stands for
// (tree.Tree.Exact): 5, not 4.999999999999999, where chance nodes summed
// sixths.
func (s *Search) number(v float64) Number { return Number(s.Tree.Exact(v)) }

// playerKey writes a player's name as JSON gives it: a name in lower case
// ("black"), a letter as it is ("X").
func playerKey(s string) string {
	if len(s) > 1 {
		return strings.ToLower(s)
	}
	return s
}
