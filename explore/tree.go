package explore

import (
	"context"
	"errors"
	"fmt"
	"gametree/az"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/mcts"
	"gametree/minimax"
	"gametree/probcut"
	"gametree/render"
	"gametree/search"
	"gametree/tree"
)

// Limits of the tree and step requests.
const (
	// MaxTreeDepth caps the depth of Othello trees; the node limit is the
	// real bound.
	MaxTreeDepth = 60
	// DefaultMaxMemory is the default memory budget of a request.
	DefaultMaxMemory = GiB
	// countLimit bounds the counting of a whole game tree for the totals
	// of a search that built part of it (alpha-beta's visited or PV
	// view): past it, by Knuth's estimate, the tree size and the pruned
	// count are reported as unknown.
	countLimit = 20_000_000
)

// Bytes a node of an explicit tree takes, measured by TestBytesPerNode
// (tree.Node, its annotation, and the slices' spare room as they grow;
// step adds the recorded events).
const (
	treeNodeBytes = 160
	// textbookNodeBytes is what parsing a textbook tree takes a node:
	// 499,000 leaves took about 110 MB.
	textbookNodeBytes = 240
	stepNodeBytes     = 640
)

// TreeRequest is a search to run and draw: a textbook tree, or the game
// tree of Depth plies from GamePos.
type TreeRequest struct {
	// Leaves is a textbook tree (nested lists of leaf values), RootMin its
	// root's kind; empty for a game tree.
	Leaves  string
	RootMin bool
	// GamePos and Depth give a game tree, its leaves scored by the
	// position's evaluation.
	GamePos game.Position
	Depth   int
	// Search is the search as declared (package search); nil in a
	// request made in code, whose Algorithm says it.
	Search *search.Decl
	// CFRIterations are the iterations of CFR or CFR+ on a game of hidden
	// information (Kuhn poker), whose whole tree is drawn.
	CFRIterations int
	// Algorithm is the engine of minimax's family that runs the search,
	// alpha-beta as AlphaBeta (fail-hard) or AlphaBetaFailSoft (the
	// default).
	Algorithm minimax.Algorithm
	Order     minimax.Ordering
	// View is the nodes drawn; the search builds only what it needs for
	// them.
	View render.View
	// MaxNodes and MaxMemory bound the tree.
	MaxNodes  int
	MaxMemory Bytes
	// Draw and Format say how to draw the tree (the tree command).
	Draw   render.Options
	Format render.Format
	// Given says how the position was given, for captions; Before is the
	// position before its last move, if moves were played: the root's
	// board marks that move.
	Given  string
	Before game.Position
	// Frames is the folder step writes its frames into, if any; Rows and
	// Cols the size of its screens (0: the terminal's).
	Frames     string
	Rows, Cols int
	// fixedView is a request that has no view parameter (step): its
	// errors do not suggest one.
	fixedView bool
	// MCTS, when not nil, searches by Monte Carlo tree search (--algo
	// mcts) with these options, drawing the nodes visited MinVisits times
	// or more.
	MCTS      *mcts.Options
	MinVisits int64
	// Playout is MCTS's playouts: "random" or "eval" (guided by the
	// game's evaluation).
	Playout string
	// Net is PUCT's network given by --net (nil for the game's own), and
	// NetName its file's name.
	Net     *az.Net
	NetName string
	// Bounds, with star1, are the least and greatest leaf values given
	// (--bounds); nil for the tree's own.
	Bounds *[2]float64
	// boundsOfLeaves tells that the bounds are the tree's smallest and
	// largest leaf.
	boundsOfLeaves bool
	// SumBound is shallow pruning's bound on the sum of a leaf's
	// utilities (--bound), nil to take it from the tree.
	SumBound *float64
	// Quiescence is the most plies the search goes on past Depth where a
	// position is not quiet (tree.Tree.Quiescence); 0, none.
	Quiescence int
	// Beam is the moves beam search keeps at each node (--beam).
	Beam int
	// Confidence is ProbCut's (--confidence), Fit the fit given by --fit
	// (nil: gametree's own for the game), EvalName the evaluation's name
	// the fit is looked up by; cut is the search's ProbCut, set by
	// runSearch from them.
	Confidence float64
	Fit        *probcut.Model
	EvalName   string
	cut        *minimax.Cut
	// algoGiven tells that --algo was given: a tree with chance nodes is
	// searched by expectimax unless it was, or by chanceAlgo when set.
	algoGiven  bool
	chanceAlgo *search.Decl
}

// decl returns the declaration of req's search.
func (req *TreeRequest) decl() *search.Decl {
	if req.Search != nil {
		return req.Search
	}
	return search.Of(req.Algorithm.String())
}

// setSearch makes d req's search, with alpha-beta's default convention.
func (req *TreeRequest) setSearch(d *search.Decl) {
	req.Search, req.Algorithm = d, engine(d, true)
}

// ParseTree reads the parameters of TreeParams.
func ParseTree(p Params, files Files) (*TreeRequest, error) {
	r := newReader(p, files, TreeParams())
	req, err := readSearch(r)
	if err != nil {
		return nil, err
	}
	if req.Format, err = readFormat(r); err != nil {
		return nil, err
	}
	req.Draw = render.Options{View: req.View}
	if req.Draw.ShowDepth, err = r.int("show-depth"); err != nil {
		return nil, err
	}
	// boards=coords draws every board with its coordinates.
	if strings.EqualFold(strings.TrimSpace(r.str("boards")), "coords") {
		req.Draw.Boards, req.Draw.Coords = true, true
	} else if req.Draw.Boards, err = r.bool("boards"); err != nil {
		return nil, usagef("--boards %q: want true, false or coords", r.str("boards"))
	}
	if coords, err := r.bool("coords"); err != nil {
		return nil, err
	} else if coords {
		req.Draw.Boards, req.Draw.Coords = true, true
	}
	if req.Draw.ASCII, err = r.bool("ascii"); err != nil {
		return nil, err
	}
	if req.Draw.Names, err = r.bool("names"); err != nil {
		return nil, err
	}
	if err := readPage(r, req); err != nil {
		return nil, err
	}
	return req, nil
}

// readPage reads layout, labels and page: a4 by default for PDF, none for
// the other formats.
func readPage(r *reader, req *TreeRequest) error {
	layout, err := r.choice("layout")
	if err != nil {
		return err
	}
	labels, err := r.choice("labels")
	if err != nil {
		return err
	}
	if req.Draw.Layout, err = render.ParseLayout(layout); err != nil {
		return err
	}
	if req.Draw.Labels, err = render.ParseLabels(labels); err != nil {
		return err
	}
	req.Draw.FixedLayout, req.Draw.FixedLabels = r.set("layout"), r.set("labels")
	drawn := req.Format == render.SVGFormat || req.Format == render.PNGFormat || req.Format == render.PDFFormat ||
		req.Format == render.TikZFormat || req.Format == render.TeXFormat
	page := "none"
	if req.Format == render.PDFFormat || req.Format == render.TikZFormat || req.Format == render.TeXFormat {
		page = "a4"
	}
	if r.str("page") != "" {
		if !drawn {
			return usagef("--page applies to drawings (svg, png, pdf, tikz, tex), not to --format %s", req.Format)
		}
		if page, err = r.choice("page"); err != nil {
			return err
		}
	}
	if req.Draw.Paper, err = render.ParsePaper(page); err != nil {
		return err
	}
	pruned, err := r.choice("pruned")
	if err != nil {
		return err
	}
	req.Draw.PrunedRuns = pruned == "runs" && req.Draw.Paper != nil
	return nil
}

// ParseStep reads the parameters of StepParams; Format is the trace's
// (one of render.TraceFormats) and Draw.ASCII its text's.
func ParseStep(p Params, files Files) (*TreeRequest, error) {
	r := newReader(p, files, StepParams())
	name, err := r.choice("format")
	if err != nil {
		return nil, err
	}
	f, err := render.TraceFormats.Parse(name)
	if err != nil {
		return nil, err
	}
	if out := strings.ToLower(r.str("output")); !r.set("format") && (strings.HasSuffix(out, ".html") || strings.HasSuffix(out, ".htm")) {
		// -o step.html: the one-file page of the step-through.
		f = render.HTMLFormat
	} else if !r.set("format") && strings.HasSuffix(out, ".zip") {
		f = render.ScormFormat // its SCORM package
	}
	req, err := readSearch(r)
	if err != nil {
		return nil, err
	}
	req.Format = f
	if req.Draw.ASCII, err = r.bool("ascii"); err != nil {
		return nil, err
	}
	if req.Frames, err = r.path("frames", "the folder to write the frames into, such as steps/"); err != nil {
		return nil, err
	}
	if req.Rows, err = r.int("rows"); err != nil {
		return nil, err
	}
	if req.Cols, err = r.int("cols"); err != nil {
		return nil, err
	}
	req.View, req.fixedView = render.Full, true
	return req, nil
}

// readFormat reads format, else output's extension (an unknown one is refused),
// else text: on stdout, or into a name without one (/dev/null, a FIFO).
func readFormat(r *reader) (render.Format, error) {
	if r.set("format") {
		name, err := r.choice("format")
		if err != nil {
			return 0, err
		}
		return render.TreeFormats.Parse(name)
	}
	if out := r.str("output"); out != "" && out != "-" && filepath.Ext(out) != "" {
		f, ok := render.FormatOfFile(out)
		if !ok {
			return 0, usagef("-o %s: cannot tell the format from %q; name the file %s, or give --format", out, filepath.Ext(out), msg.P("%s or %s", strings.Join(render.Extensions[:len(render.Extensions)-1], ", "), render.Extensions[len(render.Extensions)-1]))
		}
		return f, nil
	}
	return render.TextFormat, nil
}

// readSearch reads the search parameters shared by tree and step: the
// search by its declaration, refusing the parameters it does not take.
func readSearch(r *reader) (*TreeRequest, error) {
	d, err := treeDecl(r)
	if err != nil {
		return nil, err
	}
	if err := checkTakes(r, d, search.Tree); err != nil {
		return nil, err
	}
	req := &TreeRequest{Search: d}
	if own, ok := familyOf(d).(paramReader); ok {
		if err := own.readParams(r, req); err != nil {
			return nil, err
		}
	}
	failSoft, err := readConvention(r)
	if err != nil {
		return nil, err
	}
	req.Search, req.Algorithm = d, engine(d, failSoft)
	req.algoGiven = r.set("algo")
	for _, read := range []func(*reader, *TreeRequest) error{readQuiescence, readForward, readSumBound, readBounds} {
		if err := read(r, req); err != nil {
			return nil, err
		}
	}
	if err := readOrder(r, req); err != nil {
		return nil, err
	}
	if _, ok := r.lookup("view"); ok { // step has no view: it draws the full tree
		name, err := r.choice("view")
		if err != nil {
			return nil, err
		}
		if req.View, err = render.ParseView(name); err != nil {
			return nil, err
		}
	}
	if req.MaxNodes, err = r.int("max-nodes"); err != nil {
		return nil, err
	}
	if req.MaxMemory, err = ParseBytes(r.str("max-memory")); err != nil {
		return nil, usagef("--max-memory %w", err)
	}
	if err := r.exclusive("leaves", "leaves-file", "a tree"); err != nil {
		return nil, err
	}
	if r.set("leaves") || r.set("leaves-file") {
		if d.Forward {
			return nil, usagef("--algo %s prunes by the evaluation of the positions below a node, and a textbook tree has values at its leaves alone: give a game (--game othello, connect4) or use --algo alphabeta", d.Name)
		}
		if d.Players == search.Hidden {
			return nil, textbookHidesNothing(d)
		}
		return req, readTextbook(r, req, "size", "moves", "board", "position", "depth", "eval", "weights", "boards")
	}
	if r.set("root") {
		return nil, usagef("--root applies to textbook trees (--leaves); a game tree's root is the side to move")
	}
	if req.Depth, err = r.int("depth"); err != nil {
		return nil, err
	}
	if req.MCTS != nil {
		req.Depth = mctsDepth
	}
	g, err := readTreePosition(r, req)
	if err != nil {
		return nil, err
	}
	if req.Order == minimax.Static {
		if _, ok := g.Pos.(game.Ranker); !ok {
			return nil, usagef("--order static ranks the squares of Othello; use natural, eval or perfect with %s", g.Game.Title())
		}
	}
	if req.GamePos, err = readEval(r, g.Pos); err != nil {
		return nil, err
	}
	req.EvalName = evalOf(r, req.GamePos)
	req.Given, req.Before = g.place(), g.before()
	return req, nil
}

// readOrder reads --order, or the order the search always searches in
// (beam search's, by the evaluation, to keep the best first).
func readOrder(r *reader, req *TreeRequest) error {
	name, err := r.choice("order")
	if err != nil {
		return err
	}
	if ordered := req.decl().Ordered; ordered != "" {
		name = ordered
	}
	req.Order, err = minimax.ParseOrdering(name)
	return err
}

// readConvention reads alpha-beta's convention: fail-soft, the
// convention of AIMA's pseudocode and figures, unless fail-hard;
// fail-soft names the default. A search that takes neither has had them
// refused (checkTakes).
func readConvention(r *reader) (failSoft bool, err error) {
	failHard, err := r.bool("fail-hard")
	if err != nil {
		return false, err
	}
	soft, err := r.bool("fail-soft")
	if err != nil {
		return false, err
	}
	if failHard && soft {
		return false, usagef("--fail-hard and --fail-soft are the two conventions of alpha-beta; give one of them (fail-soft is the default)")
	}
	return !failHard, nil
}

// readTextbook reads a textbook tree into req, refusing the Othello
// parameters named by others.
func readTextbook(r *reader, req *TreeRequest, others ...string) error {
	for _, f := range others {
		if r.set(f) {
			return usagef("--%s does not apply to a textbook tree (--leaves): its leaves give its shape and depth; leave --%s out", f, f)
		}
	}
	root, err := r.choice("root")
	if err != nil {
		return err
	}
	req.RootMin = root == "min"
	text := r.str("leaves")
	if r.set("leaves-file") {
		var err error
		if text, err = r.file("leaves-file"); err != nil {
			return errorf("--leaves-file: %w", err)
		}
	}
	req.Leaves = strings.TrimSpace(text)
	if req.Leaves == "" {
		return errorf("--leaves: empty tree; want nested lists of leaf values such as ((3 12 8) (2 4 6) (14 5 2))")
	}
	return nil
}

// evalGames are the names of the registered games whose evaluation is
// chosen by name (game.Evaluations).
func evalGames() []string {
	var out []string
	for _, c := range Games() {
		if len(c.Evals) > 0 {
			out = append(out, c.Name)
		}
	}
	return out
}

// readEval returns p scored by the evaluation eval names, or the
// weights in the file weights gives, where the game has several
// (game.Evaluations, game.WeightsReader); the default evaluation when
// neither is given.
func readEval(r *reader, p game.Position) (game.Position, error) {
	evals, named := p.(game.Evaluations)
	if !named {
		for _, f := range []string{"eval", "weights"} {
			if r.set(f) {
				return nil, usagef("--%s applies to the games of several evaluations (%s); %s has its own (%s)", f, strings.Join(evalGames(), ", "), p.Game().Title(), game.EvalName(p.Game()))
			}
		}
		return p, nil
	}
	if r.set("weights") {
		if r.set("eval") {
			return nil, usagef("--eval and --weights both choose the evaluation; give one of them")
		}
		name := r.str("weights")
		text, err := r.file("weights")
		if err != nil {
			return nil, errorf("--weights: %w", err)
		}
		wr, ok := p.(game.WeightsReader)
		if !ok {
			return nil, usagef("--weights: %s reads no weights", p.Game().Title())
		}
		q, err := wr.WithWeights(text)
		if err != nil {
			return nil, errorf("--weights %s: %w", name, err)
		}
		return q, nil
	}
	name, err := r.choice("eval")
	if err != nil {
		return nil, err
	}
	q, err := evals.WithEval(name)
	if err != nil {
		return nil, usagef("--eval %s: %w", name, err)
	}
	return q, nil
}

// stopper returns a stop function for the searches: true once ctx is done.
func stopper(ctx context.Context) func() bool {
	if ctx.Done() == nil {
		return nil
	}
	return func() bool { return ctx.Err() != nil }
}

// Tree builds the tree req asks for, searches it with a recorder (and
// tracer, when not nil, sees every event), and returns what the renderers
// draw. It refuses, before building anything, a tree over MaxNodes (when
// it must be built whole) or over MaxMemory at MaxNodes; it returns
// ctx.Err() soon after ctx is done. It is SearchTree, then PriceDrawing
// in req's format, the nodes it counts kept in the search (DrawnNodes).
func Tree(ctx context.Context, req *TreeRequest, tracer minimax.Tracer[int32]) (*render.Search, error) {
	s, err := SearchTree(ctx, req, tracer)
	if err != nil {
		return nil, err
	}
	if s.DrawnNodes, err = PriceDrawing(ctx, req, s); err != nil {
		return nil, err
	}
	return s, nil
}

// SearchTree is Tree without its drawing priced: the search alone, which
// a server keeps for every format of the same request (PriceDrawing
// prices each).
func SearchTree(ctx context.Context, req *TreeRequest, tracer minimax.Tracer[int32]) (*render.Search, error) {
	return runSearch(ctx, req, tracer, treeNodeBytes)
}

// PriceDrawing refuses, or reserves the memory of, the drawing of s in
// req's format, before it starts, where it could pass the budget; where
// it counts the nodes drawn (a drawing priced by the node), it returns
// them, and 0 for JSON and text, which are not. An SVG or PNG of more than
// AutoTidy nodes takes the tidy layout unless req fixed one. It reads s
// and changes req alone: a search kept is priced for each request.
func PriceDrawing(ctx context.Context, req *TreeRequest, s *render.Search) (int, error) {
	n := s.DrawnNodes
	drawn := func() int {
		if n == 0 {
			n = render.Drawn(s, req.Draw)
		}
		return n
	}
	if !req.Draw.FixedLayout && req.Draw.Layout == render.TopDown && req.Draw.Paper == nil &&
		(req.Format == render.SVGFormat || req.Format == render.PNGFormat) && drawn() > AutoTidy {
		req.Draw.Layout = render.Tidy
	}
	per := drawBytes[req.Format]
	switch {
	case render.DrawnHere(req.Format, s, req.Draw):
		per = hereDrawBytes
	case req.Draw.Layout == render.Tidy && (req.Format == render.SVGFormat || req.Format == render.PNGFormat):
		per = tidyDrawBytes
	}
	if per == 0 {
		return n, nil
	}
	nodes, labelled := int64(drawn()), int64(0)
	if req.Format == render.PDFFormat {
		labelled = int64(render.LabelledEdges(s, req.Draw))
	}
	need := drawNeed(req.Format, per, nodes, labelled)
	if err := req.drawingOver(need, nodes); err != nil {
		return 0, err
	}
	if err := reserve(ctx, need, msg.P("drawing %s nodes as %s", msg.Count(nodes), req.Format.String())); err != nil {
		return 0, err
	}
	return n, nil
}

// drawNeed is what drawing n nodes takes in format f at per bytes a
// node; a PDF's labelled edges (the only format they weigh in) add theirs.
func drawNeed(f render.Format, per, n, labelled int64) Bytes {
	need := Bytes(n * per)
	if f == render.PDFFormat {
		need += pdfBytes + Bytes(labelled*pdfLabelBytes)
	}
	return need
}

// drawingOver refuses a drawing of n nodes that needs need, over req's
// memory budget.
func (req *TreeRequest) drawingOver(need Bytes, n int64) error {
	if need <= req.MaxMemory {
		return nil
	}
	hint := msg.P("draw less (--view pv or visited, --show-depth) or raise --max-memory")
	if req.Format.Binary() || req.Format == render.SVGFormat {
		hint = msg.P("draw less (--view pv or visited, --show-depth), write text or JSON, or raise --max-memory")
	}
	return &MemoryError{Need: need, Budget: req.MaxMemory,
		What: msg.P("drawing %s nodes as %s", msg.Count(n), req.Format.String()), Hint: hint}
}

// drawnWhole refuses, before its equilibrium is found, the PDF of t,
// the whole tree of a game of hidden information drawn whole (every node,
// every edge a probability), and its one-file page past OneFileMaxNodes:
// its size is known before the solve, which takes seconds on Leduc
// hold'em.
func (req *TreeRequest) drawnWhole(t *tree.Tree) error {
	if req.Draw.ShowDepth > 0 || req.View == render.PV {
		return nil
	}
	n := int64(t.Len())
	switch req.Format {
	case render.PDFFormat:
		return req.drawingOver(drawNeed(req.Format, drawBytes[req.Format], n, n-1), n)
	case render.HTMLFormat, render.ScormFormat:
		if n > OneFileMaxNodes {
			return OverLimitf("a one-file page holds a tree of at most %s drawn nodes, and this one draws %s: %s, or draw part of it with --view pv or --show-depth",
				msg.Count(OneFileMaxNodes), msg.Count(n), msg.P("draw the subtree of a position, such as a deal (--board)"))
		}
	}
	return nil
}

// OneFileMaxNodes is the most nodes a one-file page draws whole in its
// SVG (the canvas of big trees asks the server for each node's panel).
const OneFileMaxNodes = 1000

// AutoTidy is the most nodes a drawing (SVG or PNG, not fitted to
// paper) is laid out with graphviz's dot unless --layout says so: past
// it, dot takes seconds (0.8 s for 1,713 nodes, 10 s for 9,913), and the
// tidy layout places the nodes in milliseconds, in the same look.
const AutoTidy = 1000

// hereDrawBytes is what a node drawn as SVG by gametree itself takes
// (render.DrawnHere): the 65,005 nodes of depth 7 took 48 MB in all.
const hereDrawBytes = 2 << 10

// tidyDrawBytes is what a node drawn with the tidy layout takes as SVG or
// PNG: graphviz only draws it (the 9,913 nodes of depth 6 took 180 MB,
// the 65,005 of depth 7 965 MB).
const tidyDrawBytes = 20 << 10

// pdfBytes is what a PDF drawing takes whatever its size; pdfLabelBytes
// what a labelled edge adds (drawBytes).
const (
	pdfBytes      = 10 * MiB
	pdfLabelBytes = 40 << 10
)

// DrawHereBytes is what drawing nodes nodes as SVG without graphviz may
// take (render.DrawnHere).
func DrawHereBytes(nodes int) Bytes { return Bytes(int64(nodes) * hereDrawBytes) }

// DrawBytes is what drawing nodes nodes in format f may take.
func DrawBytes(f render.Format, nodes int) Bytes { return Bytes(int64(nodes) * drawBytes[f]) }

// drawBytes is what drawing a node takes in each format, measured with
// /usr/bin/time: the 455,221 nodes of depth 8 took 0.6 GB as text, and as
// JSON (written node by node) 128 MB to a file, where the answer held in
// memory takes its 720 bytes a node more; the 1,713 of depth 5 about 50
// MB as SVG, 88 MB as PNG and 160 MB as PDF on A4 pages (graphviz lays out
// every page).
var drawBytes = map[render.Format]int64{
	render.TextFormat: 1500,
	render.DOTFormat:  1000,
	render.JSONFormat: 1200, // written node by node: the answer itself, 720 bytes a node
	render.SVGFormat:  32 << 10,
	render.PNGFormat:  56 << 10,
	// graphviz's PDF on pages: 10 MiB (pdfBytes), 100 KB a node drawn,
	// and 40 KB more a labelled edge (pdfLabelBytes), measured with
	// /usr/bin/time less the program's own 39 MiB: Othello's 390 nodes
	// drawn at depth 5 28 MiB, its 1,348 visited at depth 6 163 MiB,
	// Connect Four's 1,000 at depth 4 87 MiB and 4,451 at depth 5 424
	// MiB; Leduc hold'em's 315 nodes of a deal, every edge a probability,
	// 49 MiB, its whole 9,451 nodes 1,317 MiB (estimated 923 MiB before
	// the edges' labels were priced: 30 % low; 1,302 MiB now).
	render.PDFFormat: 100 << 10,
	// TikZ and TeX lay out with graphviz to fit the page (as SVG does),
	// and a board adds 1 KB of text a node.
	render.TikZFormat: 32 << 10,
	render.TeXFormat:  32 << 10,
}

// Step runs req's search recording every event, for stepping through it:
// the step of req's family.
func Step(ctx context.Context, req *TreeRequest) (Steps, error) {
	return familyOf(req.decl()).Step(ctx, req)
}

// stepWindows records a search that reports to minimax's tracer (minimax's
// family, several players') for stepping through it: the tree whole.
func stepWindows(ctx context.Context, req *TreeRequest) (Steps, error) {
	log := &minimax.Log[int32]{}
	r := *req
	r.View = render.Full
	s, err := runSearch(ctx, &r, log, stepNodeBytes)
	if err != nil {
		return nil, err
	}
	return &render.Trace{Search: s, Log: log}, nil
}

// searchOptions are the options of req's search of t in package minimax.
func searchOptions(req *TreeRequest, t *tree.Tree, order func(int32, int, bool, []int32), stop func() bool) minimax.Options[int32] {
	opt := minimax.Options[int32]{Algorithm: req.Algorithm, RootMin: !t.RootMax, Order: order, Stop: stop}
	if t.Players() > 0 {
		opt.RootMin, opt.MaxAt = false, t.IsMax // paranoid: the root's player against all
	}
	if req.Bounds != nil {
		opt.Low, opt.High = req.Bounds[0], req.Bounds[1]
	}
	opt.Beam, opt.Cut = req.Beam, req.cut
	if req.cut != nil {
		opt.Depth = t.Depth // ProbCut's fits go by the plies left to the depth
	}
	return opt
}

// runSearch is Tree with the bytes a node takes: the tree built (its
// search may change as it is, a tree of utility vectors searched by max^n
// unless told), then searched by its search's family.
func runSearch(ctx context.Context, req *TreeRequest, extra minimax.Tracer[int32], perNode int64) (*render.Search, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if f := familyOf(req.decl()); f.Grows() {
		return f.Search(ctx, req, nil, -1, extra)
	}
	if err := req.readyProbCut(); err != nil {
		return nil, err
	}
	t, nodes, err := buildTree(ctx, req, perNode, stopper(ctx))
	if err != nil {
		return nil, err
	}
	return familyOf(req.decl()).Search(ctx, req, t, nodes, extra)
}

// windowsSearch runs a search of minimax's family on t, the tree req
// built (nodes its size, -1 when not known), recording its windows,
// cutoffs and bounds; extra, when not nil, hears every event.
func windowsSearch(ctx context.Context, req *TreeRequest, t *tree.Tree, nodes int64, extra minimax.Tracer[int32]) (*render.Search, *minimax.Recorder, error) {
	stop := stopper(ctx)
	order, err := treeOrder(t, req.Order)
	if err != nil {
		return nil, nil, treeErr(ctx, err, req)
	}
	opt := searchOptions(req, t, order, stop)
	rec := minimax.NewRecorder(max(t.Len(), int(min(nodes, int64(req.MaxNodes)))))
	var tr minimax.Tracer[int32] = rec
	if extra != nil {
		tr = minimax.Tee(tr, extra)
	}
	res := runDecl(req.decl(), t, opt, tr)
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	if err := t.Err(); err != nil {
		return nil, nil, treeErr(ctx, err, req)
	}
	rec.MarkPV(0)
	if req.View == render.Full {
		if err := t.ExpandAll(); err != nil {
			return nil, nil, treeErr(ctx, err, req)
		}
	}
	s := &render.Search{
		Tree:      t,
		Ann:       rec,
		Algorithm: req.Algorithm,
		Decl:      req.decl(),
		Order:     req.Order,
		Value:     res.Value,
		Best:      -1,
		Nodes:     nodes,
		Pruned:    -1,
	}
	req.describe(ctx, s)
	if res.HasBest {
		s.Best = res.Best
	}
	if nodes < 0 {
		if s.Nodes, err = nodesOf(ctx, req, t, stop); err != nil {
			return nil, nil, err
		}
	}
	if s.Nodes >= 0 {
		// The nodes never entered, but for those Star2's probes bounded.
		s.Pruned = s.Nodes - rec.Stats.Visited - rec.ProbedOnly()
	}
	return s, rec, nil
}

// runDecl runs the search d declares on t: its own (RegisterRun), or
// minimax.Search with its algorithm.
func runDecl(d *search.Decl, t *tree.Tree, opt minimax.Options[int32], tr minimax.Tracer[int32]) minimax.Result[int32] {
	if run := ownRun(d); run != nil {
		return run(t, 0, opt, tr)
	}
	return minimax.Search(t, 0, opt, tr)
}

// Run is a search of one's own on an explicit tree (a search declared
// beyond minimax's engines: docs/trees.md, "Adding a search"), reporting
// to tr as minimax.Search does.
type Run func(g minimax.Game[int32], root int32, opt minimax.Options[int32], tr minimax.Tracer[int32]) minimax.Result[int32]

// ownRuns are the runs of the searches of one's own, by declaration.
var ownRuns = map[*search.Decl]Run{}

// RegisterRun makes run the search d declares (a search of one's own, of
// minimax's family, whose Engine is empty): the tree, step and compare
// run it. Call it from an init, beside the declaration.
func RegisterRun(d *search.Decl, run Run) {
	if d.Engine != "" {
		panic("explore: " + d.Name + " runs minimax's engine " + d.Engine + ": a search of one's own declares none")
	}
	ownRuns[d] = run
}

// ownRun is the run of d, a search of one's own; nil for one of
// minimax's engines.
func ownRun(d *search.Decl) Run { return ownRuns[d] }

// describe tells s how req searched, for its captions: the convention,
// the bounds, the position as given, the language, forward pruning.
func (req *TreeRequest) describe(ctx context.Context, s *render.Search) {
	s.Algorithm, s.FailSoft = req.Algorithm.Convention()
	if req.Bounds != nil {
		s.Bounds, s.BoundsOfLeaves = req.Bounds, req.boundsOfLeaves
	}
	s.Given, s.Lang = req.Given, msg.From(ctx)
	req.forwardOf(s)
	if req.Before != nil {
		s.Tree.Before = req.Before
	}
}

// nodesOf counts the nodes of the whole tree t of req, of which a search
// built part: a quiescence search's tree built whole, past the depth,
// within the node limit; another's counted (totalNodes).
func nodesOf(ctx context.Context, req *TreeRequest, t *tree.Tree, stop func() bool) (int64, error) {
	if t.Quiescence == 0 {
		return totalNodes(req.root(), req.Depth, stop), nil
	}
	if err := t.ExpandAll(); err != nil {
		return 0, treeErr(ctx, err, req)
	}
	return int64(t.Len()), nil
}

// totalNodes counts the nodes of the whole tree of depth plies from p,
// for the totals of a search that built part of it: -1 (unknown) when
// Knuth's estimate puts it past countLimit, or the count goes past it.
func totalNodes(p game.Position, depth int, stop func() bool) int64 {
	var est float64
	for _, n := range tree.Estimate(p, depth, 500) {
		est += n
	}
	if est > countLimit {
		return -1
	}
	if size, exact := tree.Size(p, depth, countLimit, stop); exact {
		return size
	}
	return -1
}

// root is the root position of req's game tree.
func (req *TreeRequest) root() game.Position { return req.GamePos }

// buildTree makes the tree req searches: a textbook tree, or the root of
// an Othello tree grown as the search goes, after checking its node limit
// and memory budget (perNode bytes a node). nodes is the tree's size, -1
// when it is not known.
func buildTree(ctx context.Context, req *TreeRequest, perNode int64, stop func() bool) (t *tree.Tree, nodes int64, err error) {
	if req.Leaves != "" {
		return textbookTree(ctx, req, perNode)
	}
	if err := checkChanceGame(req.root().Game(), req); err != nil {
		return nil, 0, err
	}
	if err := req.checkGamePlayers(req.root().Game()); err != nil {
		return nil, 0, err
	}
	if _, ok := req.root().(game.Quieter); req.Quiescence > 0 && !ok {
		return nil, 0, usagef("--quiescence: %s has no quiet test to search on past the depth; Othello (a corner open) and Connect Four (a four to complete or block) have one", msg.P(req.root().Game().Title()))
	}
	full := req.View == render.Full || !req.decl().Prunes || req.Order == minimax.Perfect
	// The count stops past the node limit (the levels far past it are
	// estimated, never counted): a refusal costs about the time of
	// counting that many positions, whatever the game and the depth.
	size, exact := tree.Size(req.root(), req.Depth, int64(req.MaxNodes), stop)
	if err := ctx.Err(); err != nil {
		return nil, 0, err
	}
	if full && size > int64(req.MaxNodes) {
		return nil, 0, tooBig(&tree.TooBigError{Size: size, Exact: exact, Depth: req.Depth, Limit: req.MaxNodes, Whole: !req.decl().TakesParam("depth")}, req)
	}
	bound := int64(req.MaxNodes)
	nodes = -1
	if exact && req.Quiescence == 0 {
		// A quiescence search grows past the depth counted: its
		// nodes are counted once it is built.
		nodes = size
		bound = min(bound, size)
	}
	if need := Bytes(bound * perNode); need > req.MaxMemory {
		return nil, 0, &MemoryError{Need: need, Budget: req.MaxMemory, Nodes: bound, PerNode: perNode}
	} else if err := reserve(ctx, need, msg.P("a tree of up to %s nodes", msg.Count(bound))); err != nil {
		return nil, 0, err
	}
	t = tree.NewGame(req.root(), req.Depth, req.MaxNodes)
	t.Stop = stop
	t.Quiescence = req.Quiescence
	t.RootLabel = rootLabel(ctx)
	if err := scoresRefusal(req.decl(), t); err != nil {
		return nil, 0, err
	}
	if full && exact {
		t.Reserve(int(size))
	}
	return t, nodes, nil
}

// textbookTree parses req's textbook tree, after checking its node limit
// and memory budget (perNode bytes a node), and checks the search asked
// of it.
func textbookTree(ctx context.Context, req *TreeRequest, perNode int64) (t *tree.Tree, nodes int64, err error) {
	// Counted before it is parsed: a text of many leaves is refused
	// or waits for its memory before it takes any.
	if n := tree.CountNodes(req.Leaves); n > req.MaxNodes {
		return nil, 0, textbookOverLimit(n, req.MaxNodes)
	} else if err := reserve(ctx, Bytes(int64(n)*(textbookNodeBytes+perNode)), msg.P("the tree")); err != nil {
		return nil, 0, err
	}
	t, err = tree.ParseLeaves(req.Leaves, req.RootMin)
	if err != nil {
		return nil, 0, err
	}
	if err := req.checkPlayers(t); err != nil {
		return nil, 0, err
	}
	if t.HasChance() && !req.decl().AcceptsChance() && !req.algoGiven {
		// Chance nodes are searched by expectimax unless told (a
		// quiz's tree by Star1, whose pruned leaves it asks).
		req.setSearch(chanceDefault(search.Tree))
		if req.chanceAlgo != nil {
			req.setSearch(req.chanceAlgo)
		}
	}
	if req.decl().Chance == search.OnlyChance {
		if err := checkStar1(t, req); err != nil {
			return nil, 0, err
		}
	}
	if t.HasChance() && !req.decl().AcceptsChance() {
		return nil, 0, treeChanceRefusal(req.decl(), search.Tree)
	}
	if err := scoresRefusal(req.decl(), t); err != nil {
		return nil, 0, err
	}
	if req.Order.NeedsMoves() {
		return nil, 0, usagef("--order %s needs a game tree (a textbook tree has no moves to rank nor positions to evaluate); use natural or perfect", req.Order)
	}
	if req.Quiescence > 0 {
		if !t.HasNoisyLeaves() {
			return nil, 0, usagef("--quiescence searches on past the leaves that are not quiet; this tree marks none: write a leaf that is not quiet with ? and what lies past it, such as 5?(3 8)")
		}
		t.SearchPast(req.Quiescence)
	}
	return t, int64(t.Len()), nil
}

// treeErr returns ctx's error when the tree stopped for it, and the
// parameters to change when it grew too big.
func treeErr(ctx context.Context, err error, req *TreeRequest) error {
	if errors.Is(err, tree.ErrStopped) && ctx.Err() != nil {
		return ctx.Err()
	}
	var tb *tree.TooBigError
	if errors.As(err, &tb) {
		return tooBig(tb, req)
	}
	return err
}

// tooBig says which of req's parameters to change for a tree over its
// limit: --depth where the search takes one, and a view that draws part
// of the search only where one would draw less (a search that prunes, a
// request that has views: not step's). A search of a game's tree to a
// depth that is no request's (compare's, the horizon's) has req nil.
func tooBig(tb *tree.TooBigError, req *TreeRequest) error {
	switch {
	case req == nil:
		return errorf("%w (--max-nodes); lower --depth or raise --max-nodes", tb)
	case !tb.Searched && !req.fixedView && req.decl().Prunes && req.Order != minimax.Perfect:
		return errorf("%w; lower --depth, raise --max-nodes, or draw part of the search with --view pv or --view visited (alpha-beta)", tb)
	case req.decl().TakesParam("depth"):
		return errorf("%w (--max-nodes); lower --depth or raise --max-nodes", tb)
	}
	return errorf("%w (--max-nodes); raise --max-nodes", tb)
}

// MemoryError is a request refused because it could take more memory than
// its budget (--max-memory).
type MemoryError struct {
	// Need is the estimate, Budget the limit.
	Need, Budget Bytes
	// Nodes and PerNode are what the estimate multiplies, when it counts
	// tree nodes; Nodes is 0 otherwise.
	Nodes, PerNode int64
	// What names the memory when it is not a tree's ("the transposition
	// table"); Hint says what to change instead of the default advice.
	What, Hint msg.Phrase
}

// Error gives the estimate, the budget and what to change.
func (e *MemoryError) Error() string {
	format, args := e.MsgFormat()
	return fmt.Sprintf(format, args...)
}

// MsgFormat returns the format of Error and its arguments, for its French
// (msg.Lang.Error).
func (e *MemoryError) MsgFormat() (string, []any) {
	if e.Nodes > 0 {
		return "a tree of up to %s nodes may take about %s (%s bytes a node), over the memory budget of %s; lower --max-nodes or --depth, or raise --max-memory",
			[]any{msg.Count(e.Nodes), e.Need.human(), strconv.FormatInt(e.PerNode, 10), e.Budget.String()}
	}
	hint := e.Hint
	if hint.Format == "" {
		hint = msg.P("lower --depth or raise --max-memory")
	}
	return "%s may take about %s, over the memory budget of %s; %s", []any{e.What, e.Need.human(), e.Budget.String(), hint}
}

// OverLimit reports whether err refuses a request for its size: a tree
// over its node limit, or work over its memory budget. A server answers
// such a request 422, not 400.
func OverLimit(err error) bool {
	var tb *tree.TooBigError
	var me *MemoryError
	var ol *overLimitError
	return errors.As(err, &tb) || errors.As(err, &me) || errors.As(err, &ol)
}

// NodeLimit returns the node limit (max-nodes) a tree went over, when err
// refuses one for its size (ok false otherwise, and for a quiz's own
// limit, which no parameter raises).
func NodeLimit(err error) (limit int, ok bool) {
	var tb *tree.TooBigError
	var ol *overLimitError
	switch {
	case errors.As(err, &tb):
		return tb.Limit, true
	case errors.As(err, &ol) && ol.limit > 0:
		return ol.limit, true
	}
	return 0, false
}

// overLimitError is a request refused for its size by a limit of its
// own: a textbook tree over max-nodes (limit), a tree too big for a quiz
// (limit 0: no parameter raises it). Its sentence is a format and its
// arguments, for the catalog.
type overLimitError struct {
	format string
	args   []any
	limit  int
}

func (e *overLimitError) Error() string { return fmt.Sprintf(e.format, e.args...) }

// MsgFormat returns the format of Error and its arguments (msg.Formatted).
func (e *overLimitError) MsgFormat() (string, []any) { return e.format, e.args }

// OverLimitf is a refusal of work over a limit of its own (a one-file
// page's steps, its drawings), which OverLimit tells apart: a server
// answers it 422. Its sentence is a format and its arguments, for the
// catalog.
func OverLimitf(format string, args ...any) error { return &overLimitError{format: format, args: args} }

// textbookOverLimit refuses a textbook tree of n nodes over limit.
func textbookOverLimit(n, limit int) error {
	return &overLimitError{"the tree has %d nodes, over the limit of %d; raise --max-nodes", []any{n, limit}, limit}
}

// readBounds reads --bounds L,U, which goes with star1 and star2 (a
// search that takes no bounds has had them refused: checkTakes).
func readBounds(r *reader, req *TreeRequest) error {
	if _, ok := r.lookup("bounds"); !ok || !r.set("bounds") {
		return nil
	}
	text := r.str("bounds")
	lo, hi, ok := strings.Cut(text, ",")
	l, err1 := strconv.ParseFloat(strings.TrimSpace(lo), 64)
	u, err2 := strconv.ParseFloat(strings.TrimSpace(hi), 64)
	if !ok || err1 != nil || err2 != nil || math.IsNaN(l) || math.IsNaN(u) || math.IsInf(l, 0) || math.IsInf(u, 0) || l >= u {
		return usagef("--bounds %q: want the least and the greatest leaf value, L,U with L < U, such as -10,10", text)
	}
	if math.Abs(l) > tree.MaxLeafValue || math.Abs(u) > tree.MaxLeafValue {
		// Past the leaves' own range the sums of Star1's bounds lose
		// their last digits, and 1e308 overflows.
		return usagef("--bounds %q: a leaf's value goes from -%s to %s, and so do the bounds; give bounds within them, such as -10,10", text, msg.Count(int64(tree.MaxLeafValue)), msg.Count(int64(tree.MaxLeafValue)))
	}
	req.Bounds = &[2]float64{l, u}
	return nil
}

// chanceDefaults searches a game with chance in it (Pig's die) by
// expectimax unless --algo says otherwise, and refuses there the searches
// that know no chance node.
func chanceDefaults(r *reader, req *TreeRequest, g game.Game) error {
	if !game.HasChance(g) {
		return nil
	}
	if !r.set("algo") {
		req.setSearch(chanceDefault(search.Tree))
	}
	if !req.decl().AcceptsChance() {
		return gameChanceRefusal(g.Title(), req.decl(), search.Tree)
	}
	return nil
}

// checkChanceGame refuses on a game with chance (Pig's die) the searches
// that know no chance node, and sets Star1's and Star2's bounds to the
// game's (a lost and a won game), refusing narrower ones; it refuses
// Star1 and Star2 on a game without chance, where they are alpha-beta.
func checkChanceGame(g game.Game, req *TreeRequest) error {
	d := req.decl()
	if !game.HasChance(g) {
		if d.Chance == search.OnlyChance {
			return noChanceRefusal(d, msg.P("%s has none", msg.P(g.Title())))
		}
		return nil
	}
	if !d.AcceptsChance() {
		return gameChanceRefusal(g.Title(), d, search.Tree)
	}
	if req.Order != minimax.Natural {
		return usagef("--order %s: the searches of chance nodes try the moves in the game's order; leave --order out", req.Order)
	}
	lo, hi := g.(game.ChanceGame).Bounds()
	if b := req.Bounds; b != nil && (b[0] > lo || b[1] < hi) {
		return usagef("--bounds %s,%s: %s's values lie from %s to %s (a lost and a won game); give bounds that hold them, or leave --bounds out", game.FormatNumber(b[0]), game.FormatNumber(b[1]), g.Title(), game.FormatNumber(lo), game.FormatNumber(hi))
	}
	if req.Bounds == nil && d.TakesParam("bounds") {
		req.Bounds = &[2]float64{lo, hi}
	}
	return nil
}

// checkStar1 refuses star1 on a tree without chance nodes (it is then
// alpha-beta) and bounds that a leaf breaks; it sets the bounds to the
// smallest and largest leaf when none were given.
func checkStar1(t *tree.Tree, req *TreeRequest) error {
	if !t.HasChance() {
		return noChanceRefusal(req.decl(), msg.P("the tree has none (braces)"))
	}
	lo, hi := t.LeafRange()
	if b := req.Bounds; b != nil && (lo < b[0] || hi > b[1]) {
		v := lo
		if lo >= b[0] {
			v = hi
		}
		return usagef("--bounds %s,%s: the leaf %s is outside them; every leaf must lie within the bounds", game.FormatNumber(b[0]), game.FormatNumber(b[1]), game.FormatNumber(v))
	}
	if req.Bounds == nil {
		req.Bounds = &[2]float64{lo, hi}
		req.boundsOfLeaves = true
	}
	return nil
}

// treeOrder returns the function that sorts the children of t in
// ordering o (nil for the tree's own order): the search's name of an
// ordering matched to the tree's.
func treeOrder(t *tree.Tree, o minimax.Ordering) (func(parent int32, ply int, max bool, children []int32), error) {
	switch o {
	case minimax.Static:
		return t.StaticOrder()
	case minimax.Eval:
		return t.EvalOrder()
	case minimax.Perfect:
		return t.PerfectOrder()
	}
	return nil, nil
}

// CompactTrace returns steps, the step-through of req, in the compact
// form that a step page draws every step from (render.CompactTrace), its
// memory priced first, within req's budget and the server's. A
// step-through of hidden information, a table a step, has none.
func CompactTrace(ctx context.Context, steps Steps, req *TreeRequest) (*render.CompactTrace, error) {
	tr, ok := steps.(*render.Trace)
	if !ok {
		return nil, usagef("a step through %s is drawn a picture a step: leave compact out", req.decl().Name)
	}
	n, k := int64(tr.Search.Tree.Len()), int64(tr.Len())
	need := Bytes(n*render.CompactTraceNodeBytes + k*render.CompactTraceStepBytes)
	what := msg.P("the drawing of %s steps over %s nodes", msg.Count(k), msg.Count(n))
	if req.MaxMemory > 0 && need > req.MaxMemory {
		return nil, &MemoryError{Need: need, Budget: req.MaxMemory, What: what, Hint: msg.P("lower --depth or raise --max-memory")}
	}
	if err := Reserve(ctx, need, what); err != nil {
		return nil, err
	}
	return tr.Compact(render.Options{ASCII: req.Draw.ASCII, Stop: stopper(ctx)})
}
