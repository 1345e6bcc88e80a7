package explore

import (
	"context"
	"fmt"
	"gametree/az"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"gametree/game"
	"gametree/gamesearch"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/render"
	"gametree/search"
	"gametree/tree"
)

// MaxCompareDepth caps compare's depths: minimax at depth 12 from the 8x8
// start visits 2 billion nodes.
const MaxCompareDepth = 12

// maxCompareNodes is the most nodes compare lets minimax visit, on any
// game: Othello's at MaxCompareDepth from the start, about 2 billion.
// Past it (Nim's ten heaps of 60 at depth 4), the request is refused up
// front, by the tree's size estimated (tree.Size), never run for hours.
const maxCompareNodes = 2_500_000_000

// memoEntryBytes is what one position remembered by the perfect ordering
// takes in a Go map (159 bytes measured by TestBytesPerNode), with room for
// the transposition table's share.
const memoEntryBytes = 192

// CompareRequest is what compare runs: a textbook tree, or positions at
// depths.
type CompareRequest struct {
	// PlotFormat and MCTSPlotFormat are the formats of --plot and
	// --mcts-plot: SVG, PNG or PDF.
	PlotFormat, MCTSPlotFormat render.Format
	// Leaves is a textbook tree (RootMin: its root is MIN), searched to
	// its own depth; empty for Othello positions. Compare parses it into
	// Textbook once its memory is reserved, and refuses it past MaxNodes
	// (when not 0) before.
	Leaves   string
	RootMin  bool
	MaxNodes int
	Textbook *tree.Tree
	// Positions are searched at each of Depths, each scored by the
	// evaluation asked; Names are the positions as given.
	Positions []game.Position
	Names     []string
	Depths    []int
	MaxMemory Bytes
	// MaxTime bounds the comparison's time: each depth is priced before
	// it runs from the depths run before it (compareClock), and refused
	// when it would pass MaxTime (0: no bound); a server's deadline
	// bounds it too.
	MaxTime time.Duration
	// Format is the table's (one of render.TableFormats); NoTime leaves
	// out the seconds.
	Format render.Format
	NoTime bool
	// Iterations, when not empty, runs Monte Carlo tree search beside
	// alpha-beta with each count of iterations (compare --mcts).
	Iterations []int
	// Simulations, when not empty, compares PUCT with UCT at each count
	// over many positions (--puct); listed says the positions came from
	// --positions.
	Simulations []int
	listed      bool
	// Net and NetName are --net's network and its file, nil for the
	// game's own.
	Net     *az.Net
	NetName string
	// Hidden is a game of hidden information (Kuhn poker), compared by
	// CFR, CFR+ and averaging over clairvoyance up to CFRIterations.
	Hidden        game.Position
	CFRIterations int
	// Forward runs beam search (Beam moves a node) and ProbCut (at
	// Confidence, with the fit shipped for the game, size and EvalName)
	// beside alpha-beta (compare --forward), plotted in
	// ForwardPlotFormat.
	Forward           bool
	Quiescence        int
	Beam              int
	Confidence        float64
	EvalName          string
	ForwardPlotFormat render.Format
}

// CompareRow is one line of compare: one algorithm with one ordering at
// one depth (averaged over the positions when there are many).
type CompareRow struct {
	Depth     int     `json:"depth"`
	Algorithm string  `json:"algorithm"`
	Ordering  string  `json:"ordering"`
	Nodes     float64 `json:"nodes"`
	Leaves    float64 `json:"leaves"`
	Cutoffs   float64 `json:"cutoffs"`
	Value     float64 `json:"value"`
	// ValueText is an expected value (a tree of chance nodes) as the
	// fraction it is, with its decimal ("10/3 (3.333)"); empty otherwise.
	ValueText string  `json:"value_text,omitempty"`
	BestMove  string  `json:"best_move"`
	Seconds   float64 `json:"seconds"`
	// VsMinimax is the row's nodes as a percentage of minimax's at the
	// same depth (max^n's in a game of several players).
	VsMinimax float64 `json:"vs_minimax"`
	// Unlike, in a game of several players, counts the positions (of
	// CompareReport.Count, or the one) where the row's move is not
	// max^n's; nil in a game of two.
	Unlike *int `json:"unlike_maxn,omitempty"`
}

// MinimalTree is Knuth and Moore's count of the leaves of the minimal tree
// at one depth, from the average branching factor of the full tree.
type MinimalTree struct {
	Depth     int     `json:"depth"`
	Branching float64 `json:"branching"`
	Leaves    float64 `json:"leaves"`
	// Perfect is the leaves alpha-beta with the perfect ordering
	// evaluated, and PerMinimal that as a multiple of Leaves (0 when
	// Leaves is 0).
	Perfect    float64 `json:"perfect_leaves"`
	PerMinimal float64 `json:"perfect_per_minimal"`
}

// CompareReport is what Compare returns, and the JSON of compare.
type CompareReport struct {
	// PlotFormat and MCTSPlotFormat are the formats its plots are drawn
	// in (SVG unless the request chose PNG or PDF).
	PlotFormat, MCTSPlotFormat render.Format `json:"-"`
	// Position describes what was searched, in one line.
	Position string        `json:"position"`
	Rows     []CompareRow  `json:"rows"`
	Minimal  []MinimalTree `json:"minimal"`
	// Textbook tells that the tree is a textbook tree; Game is the game
	// of the positions searched, otherwise, whose values the table writes.
	Textbook bool      `json:"-"`
	Game     game.Game `json:"-"`
	// Players is the number of players of a tree of utility vectors (a
	// game of several players, whose rows' shares are of max^n's nodes),
	// none for a game of two (shares of minimax's).
	Players int `json:"players,omitempty"`
	// Count is the number of positions a game of several players was
	// compared on, when more than one (each row their mean).
	Count int `json:"positions,omitempty"`
	// Scale says what the rows' values are, in the reader's language:
	// the root's value on the tree's own scale (package search's
	// GameValues); MCTS's, beside them, says its own (MCTSComparison.Scale).
	Scale string `json:"scale"`
	// MCTS is Monte Carlo tree search beside alpha-beta (--mcts).
	MCTS *MCTSComparison `json:"mcts,omitempty"`
	// Forward is beam search and ProbCut beside alpha-beta (--forward),
	// drawn in ForwardPlotFormat.
	Forward *ForwardComparison `json:"forward,omitempty"`
	// Horizon is the horizon effect side by side (--quiescence).
	Horizon           *HorizonComparison `json:"horizon,omitempty"`
	ForwardPlotFormat render.Format      `json:"-"`
	// Equilibria compares, on a game of hidden information, CFR, CFR+
	// and averaging over clairvoyance.
	Equilibria *EquilibriaComparison `json:"equilibria,omitempty"`
	// PUCT compares PUCT with UCT over many positions (--puct).
	PUCT *PUCTComparison `json:"puct,omitempty"`
	// Lang is the language of the plot's and the text's words.
	Lang msg.Lang `json:"-"`
}

// Progress hears what a long job is doing, as a printf format and its
// arguments; nil hears nothing.
type Progress func(format string, args ...any)

// ParseCompare reads the parameters of CompareParams.
func ParseCompare(p Params, files Files) (*CompareRequest, error) {
	r := newReader(p, files, CompareParams())
	format, err := render.TableFormats.Parse(r.str("format"))
	if err != nil {
		return nil, usagef("--format %q: want %s", r.str("format"), render.TableFormats)
	}
	noTime, err := r.bool("no-time")
	if err != nil {
		return nil, err
	}
	plot, err := r.path("plot", "the SVG, PNG or PDF file to draw the plot into, such as plot.svg")
	if err != nil {
		return nil, err
	}
	pf, err := plotFormat("plot", plot)
	if err != nil {
		return nil, err
	}
	req := &CompareRequest{Format: format, NoTime: noTime, PlotFormat: pf}
	if req.MaxMemory, err = ParseBytes(r.str("max-memory")); err != nil {
		return nil, usagef("--max-memory %w", err)
	}
	if d, err := time.ParseDuration(strings.TrimSpace(r.str("max-time"))); err != nil || d != 0 { // 0: no limit
		if req.MaxTime, err = r.duration("max-time"); err != nil {
			return nil, err
		}
	}
	if err := req.readMCTS(r); err != nil {
		return nil, err
	}
	if err := req.readPUCTCompare(r); err != nil {
		return nil, err
	}
	if err := req.readForwardCompare(r); err != nil {
		return nil, err
	}
	if err := req.readHorizonCompare(r); err != nil {
		return nil, err
	}
	if r.set("leaves") || r.set("leaves-file") {
		if err := r.exclusive("leaves", "leaves-file", "a tree"); err != nil {
			return nil, err
		}
		tb := &TreeRequest{}
		if err := readTextbook(r, tb, "size", "moves", "board", "position", "positions", "depth", "eval", "weights"); err != nil {
			return nil, err
		}
		req.Leaves, req.RootMin = tb.Leaves, tb.RootMin
		return req, nil
	}
	if r.set("root") {
		return nil, usagef("--root applies to textbook trees (--leaves); a game tree's root is the side to move")
	}
	if req.Depths, err = ParseDepths(r.str("depth"), MaxCompareDepth); err != nil {
		return nil, err
	}
	if err := req.readGamePositions(r); err != nil {
		return nil, err
	}
	for i, p := range req.Positions {
		if req.Positions[i], err = readEval(r, p); err != nil {
			return nil, err
		}
	}
	if len(req.Positions) > 0 {
		req.EvalName = evalOf(r, req.Positions[0])
	}
	return req, nil
}

// readGamePositions reads the positions to compare: --positions FILE,
// one a line, or the one position given; a game whose searches would see
// what its players cannot is refused.
func (req *CompareRequest) readGamePositions(r *reader) error {
	if e, ok := game.Lookup(r.str("game")); ok && e.Hidden {
		return req.readHidden(r)
	}
	if _, err := r.int("iterations"); err != nil {
		return err
	} else if r.set("iterations") {
		return usagef("--iterations applies to a game of hidden information (kuhn), whose equilibrium CFR and CFR+ approach; give --depth")
	}
	g, err := readPositionFor(r, "compare's searches") // with --positions, the game of the size asked reads each line
	if err != nil {
		return err
	}
	if !r.set("positions") {
		req.Positions, req.Names = []game.Position{g.Pos}, []string{g.Pos.String()}
		return nil
	}
	for _, f := range []string{"moves", "board", "position"} {
		if r.set(f) {
			return usagef("--positions and --%s both give positions; give one of them", f)
		}
	}
	text, err := r.file("positions")
	if err != nil {
		return errorf("--positions: %w", err)
	}
	return req.readPositions(r.str("positions"), text, g.Game)
}

// readMCTS reads --mcts and --mcts-plot: MCTS beside alpha-beta, on one
// position or tree.
func (req *CompareRequest) readMCTS(r *reader) error {
	plot, err := r.path("mcts-plot", "the SVG, PNG or PDF file to draw MCTS's plot into, such as mcts.svg")
	if err != nil {
		return err
	}
	if req.MCTSPlotFormat, err = plotFormat("mcts-plot", plot); err != nil {
		return err
	}
	if !r.set("mcts") {
		if plot != "" {
			return usagef("--mcts-plot draws the runs of --mcts; give --mcts 10,100,1000")
		}
		return nil
	}
	if r.set("positions") {
		return usagef("--mcts compares MCTS with alpha-beta on one position; leave --positions out")
	}
	req.Iterations, err = parseIterations(r.str("mcts"))
	return err
}

// readPositions reads the positions file name, one position of g a line.
func (req *CompareRequest) readPositions(name, text string, g game.Game) error {
	req.listed = true
	for i, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		p, moves, err := parseAnyGamePosition(g, t)
		if err != nil {
			return errorf("--positions %s line %d: %w", name, i+1, err)
		}
		for _, m := range moves {
			p = p.Play(m)
		}
		if len(req.Positions) > 0 && gameTitle(p.Game()) != gameTitle(req.Positions[0].Game()) {
			c, r := game.Dims(p.Game())
			c0, r0 := game.Dims(req.Positions[0].Game())
			return errorf("--positions %s line %d: a %dx%d board among %dx%d ones; give positions of one size", name, i+1, c, r, c0, r0)
		}
		req.Positions = append(req.Positions, p)
		req.Names = append(req.Names, t)
	}
	if len(req.Positions) == 0 {
		return errorf("--positions %s: no position in the file", name)
	}
	return nil
}

// ParseDepths reads "1-8", "2,4,6", "5" or a mix ("1-3,6"), from 1 to
// maxDepth, and returns the depths sorted without repeats.
func ParseDepths(s string, maxDepth int) ([]int, error) {
	seen := map[int]bool{}
	var out []int
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		lo, hi := part, part
		if a, b, ok := strings.Cut(part, "-"); ok {
			lo, hi = a, b
		}
		l, err1 := strconv.Atoi(strings.TrimSpace(lo))
		h, err2 := strconv.Atoi(strings.TrimSpace(hi))
		if err1 != nil || err2 != nil || l < 1 || h < l {
			return nil, usagef("--depth %q: want depths such as 4, 1-8 or 2,4,6 (from 1)", s)
		}
		if h > maxDepth {
			return nil, usagef("--depth %q: depth %d is over %d; minimax at depth 11 from the 8x8 start already visits 240 million nodes", s, h, maxDepth)
		}
		for d := l; d <= h; d++ {
			if !seen[d] {
				seen[d] = true
				out = append(out, d)
			}
		}
	}
	sort.Ints(out)
	return out, nil
}

// Title describes the request in one line.
func (req *CompareRequest) Title() string { return req.TitleIn(msg.En) }

// TitleIn is Title in the language l.
func (req *CompareRequest) TitleIn(l msg.Lang) string {
	if req.Textbook != nil {
		if k := req.Textbook.Players(); k > 0 && req.Textbook.NamesMovers() {
			return l.T("Tree %s (%s players, %s at the root, in turn where the tree names no player)", req.Textbook.Leaves(), strconv.Itoa(k), tree.PlayerName(0))
		} else if k > 0 {
			return l.T("Tree %s (%s players, %s at the root, in turn)", req.Textbook.Leaves(), strconv.Itoa(k), tree.PlayerName(0))
		}
		root := "MAX"
		if !req.Textbook.RootMax {
			root = "MIN"
		}
		return l.T("Tree %s (root %s)", req.Textbook.Leaves(), root)
	}
	p := req.Positions[0]
	g := p.Game()
	if len(req.Positions) == 1 {
		return l.T("Position %s (%s, %s to move), eval %s", p.String(), game.CaptionIn(g, l), l.Word(game.PlayerName(g, p.ToMove())), l.Word(game.EvalName(g)))
	}
	return l.T("Mean over %s positions, eval %s", strconv.Itoa(len(req.Positions)), game.EvalName(g))
}

// scaleText says what the values of search d are on req's tree or
// positions, from d's declared scale: on the tree's own scale (a
// textbook tree's leaves, a game's values), or MCTS's mean reward for
// MAX from 0 to 1, which is not minimax's.
func (req *CompareRequest) scaleText(l msg.Lang, d *search.Decl) string {
	lo, hi, textbook := 0.0, 0.0, req.Textbook != nil
	if textbook {
		lo, hi = req.Textbook.LeafRange()
	}
	switch {
	case d.Scale == search.WinRate && textbook:
		return l.T("%s: its mean reward for MAX, from 0 (the smallest leaf, %s) to 1 (the largest, %s), not on minimax's scale", l.Word(d.Title), game.FormatNumber(lo), game.FormatNumber(hi))
	case d.Scale == search.WinRate:
		return l.T("%s: its mean reward for MAX, from 0 (MAX loses) to 1 (MAX wins), not on minimax's scale", l.Word(d.Title))
	case textbook:
		return l.T("value: the root's value for MAX, on the scale of the tree's leaves, from %s to %s", l.Decimal(game.FormatNumber(lo)), l.Decimal(game.FormatNumber(hi)))
	}
	g := req.Positions[0].Game()
	return l.T("value: the root's value for the player to move, on %s's own scale (a finished game's value, and %s at the depth limit)", l.Word(g.Title()), l.Word(game.EvalName(g)))
}

// run is one algorithm with one ordering that compare runs, and the name
// of its row: the search's, as --algo takes it (alpha-beta fail-soft,
// as everywhere else), "-failhard" after it for its fail-hard run.
type run struct {
	algorithm minimax.Algorithm
	ordering  minimax.Ordering
	name      string
}

// compareRuns lists the runs of compare's table, in the declarations'
// order: each search declared with orders to compare (search.Decl.Compared)
// in each it has here (static where the game ranks its moves, the
// evaluation's where it evaluates, else natural), as --algo runs it
// (fail-soft where it takes it), then fail-hard where it takes that too.
func compareRuns(static, evaluated bool) []run {
	var runs []run
	for _, d := range search.On(search.Compare) {
		soft := d.TakesParam("fail-soft")
		for _, name := range d.Compared {
			o, err := minimax.ParseOrdering(name)
			if err != nil {
				panic("explore: " + d.Name + " is compared in the order " + name + ", which minimax does not know")
			}
			switch {
			case o == minimax.Static && !static:
				continue
			case o == minimax.Eval && !evaluated:
				if slices.Contains(d.Compared, minimax.Natural.String()) {
					continue
				}
				o = minimax.Natural
			}
			runs = append(runs, run{engine(d, soft), o, d.Name})
		}
		if len(d.Compared) > 0 && soft {
			runs = append(runs, run{engine(d, false), minimax.Natural, d.Name + "-failhard"})
		}
	}
	return runs
}

// Compare runs every algorithm at every depth and checks that they agree
// on the root value. It refuses, before searching, a request whose perfect
// ordering and transposition table could pass MaxMemory. When ctx is done
// it returns soon with ctx.Err() and the report of the runs it finished
// (the mean over the positions it finished, when there are many).
func Compare(ctx context.Context, req *CompareRequest, say Progress) (*CompareReport, error) {
	rep, err := compare(ctx, req, say)
	if rep != nil {
		rep.fillShares()
		rep.exactValues()
	}
	return rep, err
}

// exactValues writes each expected value (a row of a search of chance
// nodes) as the fraction it is: its number without the noise of its sum
// (5, not 4.999999999999999) and its text ("10/3 (3.333)").
func (rep *CompareReport) exactValues() {
	for i, r := range rep.Rows {
		if d := search.Lookup(r.Algorithm); d != nil && d.AcceptsChance() {
			rep.Rows[i].Value = game.Exact(r.Value)
			rep.Rows[i].ValueText = game.FormatExpected(r.Value)
		}
	}
}

// fillShares sets each row's share of minimax's nodes and each depth's
// perfect-ordering leaves beside the minimal tree's.
func (rep *CompareReport) fillShares() {
	mm := map[int]float64{}
	perfect := map[int]float64{}
	reference := search.Minimax.Name // a game of several players: max^n's
	if rep.Players > 0 {
		reference = search.MaxNSearch.Name
	}
	for _, r := range rep.Rows {
		if r.Algorithm == reference {
			mm[r.Depth] = r.Nodes
		}
		if r.Algorithm == search.AlphaBeta.Name && r.Ordering == minimax.Perfect.String() {
			perfect[r.Depth] = r.Leaves
		}
	}
	for i, r := range rep.Rows {
		if m := mm[r.Depth]; m > 0 {
			rep.Rows[i].VsMinimax = math.Round(1000*r.Nodes/m) / 10
		}
	}
	for i, m := range rep.Minimal {
		rep.Minimal[i].Perfect = perfect[m.Depth]
		if m.Leaves > 0 {
			rep.Minimal[i].PerMinimal = math.Round(100*perfect[m.Depth]/m.Leaves) / 100
		}
	}
}

// compare is Compare before the shares are filled in.
func compare(ctx context.Context, req *CompareRequest, say Progress) (*CompareReport, error) {
	if say == nil {
		say = func(string, ...any) {}
	}
	if err := req.parseTextbook(ctx); err != nil {
		return nil, err
	}
	if req.Hidden != nil {
		return compareHidden(ctx, req)
	}
	rep := &CompareReport{Position: req.TitleIn(msg.From(ctx)), Textbook: req.Textbook != nil, Lang: msg.From(ctx), PlotFormat: req.PlotFormat, MCTSPlotFormat: req.MCTSPlotFormat,
		ForwardPlotFormat: req.ForwardPlotFormat}
	clock := newCompareClock(ctx, req.MaxTime)
	rep.Scale = req.scaleText(rep.Lang, search.Minimax)
	if req.Textbook != nil && req.Textbook.Players() > 0 {
		rep.Rows = severalMeans([][]CompareRow{compareSeveral(ctx, req.Textbook)})
		rep.Scale = rep.Lang.T("the root player's (A's) utility; max^n's value in full beside it")
		rep.Players = req.Textbook.Players()
		return rep, ctx.Err()
	}
	if req.Textbook != nil {
		rows, err := compareTextbook(ctx, req.Textbook, say)
		rep.Rows = rows
		if len(rows) > 0 && !req.Textbook.HasChance() {
			rep.Minimal = []MinimalTree{minimalOf(rows[0], req.Textbook.Depth)}
		}
		if err != nil {
			return rep, err
		}
		if err := checkAgreement(rows, ""); err != nil {
			return rep, err
		}
		if len(req.Iterations) > 0 {
			rep.MCTS, err = compareMCTS(ctx, req, rows, clock, say)
		}
		return rep, err
	}
	rep.Game = req.Positions[0].Game()
	if len(req.Simulations) > 0 {
		var err error
		rep.PUCT, err = comparePUCT(ctx, req, say)
		return rep, err
	}
	if err := req.checkMemory(ctx); err != nil {
		return nil, err
	}
	if k := game.Players(rep.Game); k > 2 {
		return compareSeveralGame(ctx, req, rep, say)
	}
	var all [][]CompareRow
	var minimal [][]MinimalTree
	for i, p := range req.Positions {
		where := ""
		sayHere := say
		if len(req.Positions) > 1 {
			where = fmt.Sprintf("position %d (%s), ", i+1, req.Names[i])
			sayHere = func(format string, args ...any) {
				say("position %d of %d, %s", i+1, len(req.Positions), msg.P(format, args...))
			}
		}
		rows, mt, err := comparePosition(ctx, p, req.Depths, clock, len(req.Positions)-1-i, sayHere)
		if err != nil {
			if len(req.Positions) == 1 {
				rep.Rows, rep.Minimal = rows, mt
			} else if len(all) > 0 {
				rep.Rows, rep.Minimal = averageRows(all), meanMinimal(minimal)
			}
			return rep, err
		}
		if err := checkAgreement(rows, where); err != nil {
			return nil, err
		}
		all = append(all, rows)
		minimal = append(minimal, mt)
	}
	rep.Rows, rep.Minimal = averageRows(all), meanMinimal(minimal)
	return rep, rep.addTable(ctx, req, clock, say)
}

// addTable runs the searches of the table req adds under the rows: MCTS
// (--mcts), forward pruning (--forward) or the horizon (--quiescence).
func (rep *CompareReport) addTable(ctx context.Context, req *CompareRequest, clock *compareClock, say Progress) error {
	var err error
	switch {
	case len(req.Iterations) > 0:
		rep.MCTS, err = compareMCTS(ctx, req, rep.Rows, clock, say)
	case req.Forward:
		rep.Forward, err = compareForward(ctx, req, say)
	case req.Quiescence > 0:
		rep.Horizon, err = compareHorizon(ctx, req, say)
	}
	return err
}

// parseTextbook parses req's textbook tree, once its size and memory are
// priced.
func (req *CompareRequest) parseTextbook(ctx context.Context) error {
	if req.Leaves == "" || req.Textbook != nil {
		return nil
	}
	n := tree.CountNodes(req.Leaves)
	if req.MaxNodes > 0 && n > req.MaxNodes {
		return textbookOverLimit(n, req.MaxNodes)
	}
	// Parsing, then every run's annotations.
	if err := reserveCore(ctx, Bytes(int64(n)*(textbookNodeBytes+treeNodeBytes)), msg.P("the tree")); err != nil {
		return err
	}
	t, err := tree.ParseLeaves(req.Leaves, req.RootMin)
	if err != nil {
		return err
	}
	if t.Players() > 0 && len(req.Iterations) > 0 {
		return usagef("--mcts: Monte Carlo tree search knows two players, and this tree is a game of %d (utility vectors): leave --mcts out", t.Players())
	}
	req.Textbook = t
	return nil
}

// checkMemory refuses a request whose perfect ordering (the true value of
// every node down to two plies above the leaves) and transposition table
// could pass MaxMemory. memoEntryBytes a remembered position covers both:
// compare --depth 11 from the start remembers 3,460,509 positions and its
// process peaked at 586 MB (about 170 bytes a position).
func (req *CompareRequest) checkMemory(ctx context.Context) error {
	d := req.Depths[len(req.Depths)-1]
	limit := int64(req.MaxMemory) / memoEntryBytes
	var most Bytes
	var mostWhat msg.Phrase
	sizes := func(yield func(int64) bool) {
		for _, p := range req.Positions {
			size, _ := tree.Size(p, max(d-2, 0), limit, stopper(ctx))
			if !yield(size) {
				return
			}
		}
	}
	for _, p := range req.Positions {
		// Counted up to a million nodes, estimated past that: cheap.
		if size, exact := tree.Size(p, d, 0, stopper(ctx)); size > maxCompareNodes {
			if err := ctx.Err(); err != nil {
				return err
			}
			return &overLimitError{format: "--depth %d: minimax would visit %s nodes, over compare's limit of %s nodes (Othello's tree at depth %d from the start); lower --depth",
				args: []any{d, sizeText(size, exact), msg.Count(maxCompareNodes), MaxCompareDepth}}
		}
	}
	for size := range sizes {
		if err := ctx.Err(); err != nil {
			return err
		}
		need := Bytes(size * memoEntryBytes)
		what := msg.P("the perfect ordering and the transposition table (%s positions)", msg.Count(size))
		if need > req.MaxMemory {
			return errorf("--depth %d: %w", d, &MemoryError{Need: need, Budget: req.MaxMemory, What: what})
		}
		most = max(most, need)
		if most == need {
			mostWhat = what
		}
	}
	// The positions are searched one after the other: the largest one's
	// memory is what the comparison holds at most.
	return reserveCore(ctx, most, mostWhat)
}

// sizeText writes a tree's size: exact, "about" an estimate, or "more
// than" the largest estimate.
func sizeText(size int64, exact bool) msg.Phrase {
	switch {
	case exact:
		return msg.P("%s", msg.Count(size))
	case size >= tree.Huge:
		return msg.P("more than %s", msg.Count(size))
	}
	return msg.P("about %s", msg.Count(size))
}

// meanMinimal averages the minimal trees of many positions.
func meanMinimal(minimal [][]MinimalTree) []MinimalTree {
	if len(minimal) == 1 {
		return minimal[0]
	}
	mean := make([]MinimalTree, len(minimal[0]))
	for k := range mean {
		mean[k].Depth = minimal[0][k].Depth
		for _, m := range minimal {
			mean[k].Branching += m[k].Branching / float64(len(minimal))
			mean[k].Leaves += m[k].Leaves / float64(len(minimal))
		}
	}
	return mean
}

// runSearches runs every algorithm of runs on g from root to depth and
// returns a row each, in order, stopping early when ctx is done. order
// gives the ordering functions; label names a root child.
func runSearches[Node any, K comparable](ctx context.Context, g minimax.Game[Node], root Node, key func(Node) K, depth int, rootMin bool,
	runs []run, order func(minimax.Ordering) func(Node, int, bool, []Node), label func(Node) string, say Progress) ([]CompareRow, error) {
	var rows []CompareRow
	for i, r := range runs {
		say("depth %d: %s (%s order), search %d of %d", depth, r.algorithm, r.ordering, i+1, len(runs))
		opt := minimax.Options[Node]{Algorithm: r.algorithm, Depth: depth, Order: order(r.ordering), RootMin: rootMin, Stop: stopper(ctx)}
		start := time.Now()
		res := minimax.Run(g, root, key, opt)
		if err := ctx.Err(); err != nil {
			return rows, err
		}
		row := CompareRow{
			Depth: depth, Algorithm: r.name, Ordering: r.ordering.String(),
			Nodes: float64(res.Stats.Visited), Leaves: float64(res.Stats.Leaves), Cutoffs: float64(res.Stats.Cutoffs),
			Value: res.Value, Seconds: time.Since(start).Seconds(),
		}
		if res.HasBest {
			row.BestMove = label(res.Best)
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// comparePosition runs every algorithm on the implicit tree below p, a
// position of any game, at each depth, with the static ordering where the
// game ranks its moves (game.Ranker); tree.Searches walks it on the game's
// own representation where it has one (Othello's bitboards), else through
// the interface, ID-TT's table knowing transpositions by board string.
func comparePosition(ctx context.Context, p game.Position, depths []int, clock *compareClock, after int, say Progress) ([]CompareRow, []MinimalTree, error) {
	_, ranked := p.(game.Ranker)
	runs := compareRuns(ranked, true)
	chance := game.HasChance(p.Game())
	var lo, hi float64
	if chance {
		// Chance nodes (Pig's die): expectimax, and Star1 and Star2
		// bounded by a lost and a won game.
		runs = nil
		for _, d := range chanceCompared() {
			if ownRun(d) == nil {
				runs = append(runs, run{engine(d, false), minimax.Natural, d.Name})
			}
		}
		lo, hi = p.Game().(game.ChanceGame).Bounds()
	}
	var rows []CompareRow
	var minimal []MinimalTree
	for k, d := range depths {
		if err := clock.price(depths[k:], depths, after, func(d int) ([]CompareRow, error) {
			got, own, err := compareDepth(ctx, p, d, runs, chance, lo, hi, func(string, ...any) {})
			return append(got, own...), err
		}); err != nil {
			return rows, minimal, err
		}
		start := time.Now()
		got, own, err := compareDepth(ctx, p, d, runs, chance, lo, hi, say)
		rows = append(rows, got...)
		if len(got) > 0 && !chance {
			minimal = append(minimal, minimalOf(got[0], d))
		}
		rows = append(rows, own...)
		if err != nil {
			return rows, minimal, err
		}
		clock.ran(d, time.Since(start), append(got[:len(got):len(got)], own...))
	}
	return rows, minimal, nil
}

// compareDepth runs the searches runs (and the searches declared apart)
// on p at depth d: their rows.
func compareDepth(ctx context.Context, p game.Position, d int, runs []run, chance bool, lo, hi float64, say Progress) ([]CompareRow, []CompareRow, error) {
	say("depth %d: finding every true value for the perfect ordering", d)
	searches := make([]gamesearch.Search, len(runs))
	for i, r := range runs {
		searches[i] = gamesearch.Search{Algorithm: r.algorithm, Order: r.ordering, Low: lo, High: hi, Stop: stopper(ctx),
			Started: func() { say("depth %d: %s (%s order), search %d of %d", d, r.algorithm, r.ordering, i+1, len(runs)) }}
	}
	var got []CompareRow
	gamesearch.Searches(p, d, searches, func(i int, res gamesearch.SearchResult) bool {
		if ctx.Err() != nil {
			return false
		}
		row := CompareRow{
			Depth: d, Algorithm: runs[i].name, Ordering: runs[i].ordering.String(),
			Nodes: float64(res.Stats.Visited), Leaves: float64(res.Stats.Leaves), Cutoffs: float64(res.Stats.Cutoffs),
			Value: res.Value, Seconds: res.Duration.Seconds(),
		}
		if res.HasBest {
			row.BestMove = p.FormatMove(res.Best)
		}
		got = append(got, row)
		return true
	})
	if err := ctx.Err(); err != nil {
		return got, nil, err
	}
	own, err := ownOnPosition(ctx, p, d, chance, lo, hi, say)
	return got, own, err
}

// compareTextbook runs every algorithm on a textbook tree, to its own
// depth.
func compareTextbook(ctx context.Context, t *tree.Tree, say Progress) ([]CompareRow, error) {
	if t.HasChance() {
		return compareChance(ctx, t, say)
	}
	perfect, err := t.PerfectOrder()
	if err != nil {
		return nil, err
	}
	order := func(o minimax.Ordering) func(int32, int, bool, []int32) {
		if o == minimax.Perfect {
			return perfect
		}
		return nil
	}
	rows, err := runSearches[int32, int32](ctx, t, 0, func(n int32) int32 { return n }, t.Depth, !t.RootMax, compareRuns(false, false), order, t.Label, say)
	if err != nil {
		return rows, err
	}
	own, err := runOwn(ctx, t, ownSearches(), 0, 0, say)
	return append(rows, own...), err
}

// compareChance runs expectimax and Star1 (its bounds the smallest and
// largest leaf) on a textbook tree with chance nodes, which the other
// algorithms do not know.
func compareChance(ctx context.Context, t *tree.Tree, say Progress) ([]CompareRow, error) {
	lo, hi := t.LeafRange()
	return runOwn(ctx, t, chanceCompared(), lo, hi, say)
}

// ownTreeNodes bounds the explicit tree a search of its own runs on in
// compare (about 160 MB): past it, the comparison is refused with the
// tree's size.
const ownTreeNodes = 1_000_000

// ownOnPosition runs the searches declared with a Run of their own on the
// explicit tree of p to depth (built as they visit it, within compare's
// node limit): those of chance nodes on a game of chance, the others
// elsewhere.
func ownOnPosition(ctx context.Context, p game.Position, depth int, chance bool, lo, hi float64, say Progress) ([]CompareRow, error) {
	ds := ownSearches()
	if chance {
		ds = search.Where(chanceCompared(), func(d *search.Decl) bool { return ownRun(d) != nil })
	}
	if len(ds) == 0 {
		return nil, nil
	}
	t := tree.NewGame(p, depth, ownTreeNodes)
	t.Stop = stopper(ctx)
	rows, err := runOwn(ctx, t, ds, lo, hi, say)
	for i := range rows {
		rows[i].Depth = depth
	}
	return rows, err
}

// chanceCompared are the searches of chance nodes compare runs, as
// declared (expectimax, Star1, Star2).
func chanceCompared() []*search.Decl {
	return search.Where(search.On(search.Compare), func(d *search.Decl) bool { return d.AcceptsChance() && !familyOf(d).Grows() })
}

// ownSearches are the searches compare runs by their own Run, declared
// beyond minimax's engines (docs/trees.md, "Adding a search"), that know
// no chance node: each runs beside minimax's, in the tree's order.
func ownSearches() []*search.Decl {
	return search.Where(search.On(search.Compare), func(d *search.Decl) bool { return ownRun(d) != nil && !familyOf(d).Grows() && !d.AcceptsChance() })
}

// runOwn runs each search of ds on the explicit tree t, to its own depth
// and in its own order, the leaves bounded by lo and hi (Star1's
// cutoffs): rows of compare's table.
func runOwn(ctx context.Context, t *tree.Tree, ds []*search.Decl, lo, hi float64, say Progress) ([]CompareRow, error) {
	var rows []CompareRow
	for i, d := range ds {
		say("%s, search %d of %d", d.Name, i+1, len(ds))
		start := time.Now()
		opt := minimax.Options[int32]{Algorithm: engine(d, false), RootMin: !t.RootMax, Low: lo, High: hi, Stop: stopper(ctx)}
		res := runDecl(d, t, opt, nil)
		if err := ctx.Err(); err != nil {
			return rows, err
		}
		if err := t.Err(); err != nil {
			return rows, err
		}
		row := CompareRow{Depth: t.Depth, Algorithm: d.Name, Ordering: minimax.Natural.String(), Nodes: float64(res.Stats.Visited),
			Leaves: float64(res.Stats.Leaves), Cutoffs: float64(res.Stats.Cutoffs), Value: res.Value, Seconds: time.Since(start).Seconds()}
		if res.HasBest {
			row.BestMove = t.Label(res.Best)
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// knuthMoore returns b^ceil(d/2) + b^floor(d/2) - 1.
func knuthMoore(b float64, d int) float64 {
	return math.Pow(b, float64((d+1)/2)) + math.Pow(b, float64(d/2)) - 1
}

// minimalOf returns the Knuth-Moore size from minimax's row. The average
// branching factor b is the one that gives the full tree its leaves:
// b^d = leaves, so b is the d-th root of minimax's leaves.
func minimalOf(mm CompareRow, d int) MinimalTree {
	b := math.Pow(mm.Leaves, 1/float64(d))
	return MinimalTree{Depth: d, Branching: b, Leaves: knuthMoore(b, d)}
}

// checkAgreement returns an error when two rows of the same depth disagree
// on the root value: that is a bug in gametree.
func checkAgreement(rows []CompareRow, where string) error {
	first := map[int]CompareRow{}
	for _, r := range rows {
		f, ok := first[r.Depth]
		if !ok {
			first[r.Depth] = r
			continue
		}
		// Expected values are sums of probabilities' products, which
		// searches in another order may round apart in the last bit.
		if r.Value != f.Value && math.Abs(r.Value-f.Value) > 1e-9*math.Max(1, math.Abs(f.Value)) {
			return errorf("BUG: %sat depth %d, %s (%s order) gives the root value %s but %s gives %s; every algorithm must agree with minimax. Please report it with this command line",
				where, r.Depth, r.Algorithm, r.Ordering, strconv.FormatFloat(r.Value, 'g', -1, 64), f.Algorithm, strconv.FormatFloat(f.Value, 'g', -1, 64))
		}
	}
	return nil
}

// averageRows averages the rows of many positions, row by row: the runs
// are the same for each position, in the same order. The best move is kept
// only when all positions agree.
func averageRows(all [][]CompareRow) []CompareRow {
	if len(all) == 1 {
		return all[0]
	}
	out := make([]CompareRow, len(all[0]))
	copy(out, all[0])
	n := float64(len(all))
	for i := range out {
		var nodes, leaves, cutoffs, value, secs float64
		best := all[0][i].BestMove
		for _, rows := range all {
			r := rows[i]
			nodes += r.Nodes
			leaves += r.Leaves
			cutoffs += r.Cutoffs
			value += r.Value
			secs += r.Seconds
			if r.BestMove != best {
				best = ""
			}
		}
		out[i].Nodes, out[i].Leaves, out[i].Cutoffs = nodes/n, leaves/n, cutoffs/n
		out[i].Value, out[i].Seconds, out[i].BestMove = value/n, secs/n, best
	}
	return out
}
