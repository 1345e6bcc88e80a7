package explore

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/fault"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/quiz"
	"gametree/render"
	"gametree/tree"
)

// Quiz limits: random trees and Othello trees small enough to answer.
const (
	// DefaultQuizDepth is the depth of a random tree, and of an Othello
	// tree, unless given.
	DefaultQuizDepth = 3
	// MaxQuizDepth bounds the depth of a random or Othello quiz tree.
	MaxQuizDepth = 6
	// MaxBranching bounds the branching of a random tree.
	MaxBranching = 5
)

// QuizRequest is a parsed quiz request.
type QuizRequest struct {
	// Tree is the request of the tree to quiz on.
	Tree *TreeRequest
	// Ask is the kinds of question.
	Ask quiz.Ask
	// Random tells whether the tree is random; Depth, Branching and Seed
	// made it, and Leaves is it as nested lists.
	Random           bool
	Depth, Branching int
	Seed             uint64
	Leaves           string
	// Chance makes the random tree with chance nodes (quiz.Random);
	// Players, from 2, makes it a tree of that many players' utility
	// vectors (quiz.RandomVectors), 0 a tree of values.
	Chance  bool
	Players int
	// Hidden is a game of hidden information (Kuhn poker), whose quiz
	// is its own (HiddenQuiz), drawn by Seed.
	Hidden game.Game
}

// Source says where the tree of the quiz comes from, in one line: "the
// tree ((3 12 8) (2 4 6) (14 5 2))", "a random tree (depth 3, branching
// 2, seed 7)" (its leaves are in Leaves), "the tree of depth 2 (position:
// after f5 d6; Othello 8x8, Black to move: MAX; eval discs)".
func (q *QuizRequest) Source(t *tree.Tree) string { return q.SourceIn(t, msg.En) }

// SourceIn is Source in the language l.
func (q *QuizRequest) SourceIn(t *tree.Tree, l msg.Lang) string {
	s := &render.Search{Tree: t, Lang: l}
	switch {
	case q.Random && q.Players > 0:
		return l.T("a random tree of %s players (depth %s, branching %s, seed %s)", strconv.Itoa(q.Players), strconv.Itoa(q.Depth), strconv.Itoa(q.Branching), strconv.FormatUint(q.Seed, 10))
	case q.Random:
		return l.T("a random tree (depth %s, branching %s, seed %s)", strconv.Itoa(q.Depth), strconv.Itoa(q.Branching), strconv.FormatUint(q.Seed, 10))
	case t.Kind == tree.Textbook:
		return l.T("the tree %s", t.Leaves())
	}
	given := s.GivenText(q.Tree.Given)
	if given == "" || t.Players() > 0 {
		given = t.Root.String()
	}
	if t.Players() > 0 {
		return l.T("the tree of depth %s (position: %s; %s; eval %s)", strconv.Itoa(t.Depth), given, t.Caption(l), l.Word(t.EvalName()))
	}
	return l.T("the tree of depth %s (position: %s; %s, %s to move: MAX; eval %s)", strconv.Itoa(t.Depth), given, t.Caption(l), l.Word(t.PlayerName(0)), l.Word(t.EvalName()))
}

// ParseQuiz reads the parameters of QuizParams. A random tree with no seed
// takes newSeed() (the CLI's clock; nil refuses it).
func ParseQuiz(p Params, files Files, newSeed func() uint64) (*QuizRequest, error) {
	r := newReader(p, files, QuizParams())
	req := &QuizRequest{}
	var err error
	if _, ok := r.lookup("format"); ok && r.set("format") {
		if _, err := r.choice("format"); err != nil {
			return nil, err
		}
	}
	if req.Ask, err = quiz.ParseAsk(r.str("ask")); err != nil {
		return nil, usagef("--ask %q: want a list of values, pruned, windows, quiet and probcut, such as values,pruned", r.str("ask"))
	}
	textbook := r.set("leaves") || r.set("leaves-file")
	gameName, err := r.choice("game")
	if err != nil {
		return nil, err
	}
	if e, ok := game.Lookup(gameName); ok && e.Hidden {
		g, err := e.New("")
		if err != nil {
			return nil, err
		}
		return readHiddenQuiz(r, g, newSeed)
	}
	othello := r.set("moves") || r.set("board") || r.set("position") || r.set("size") || gameName != gameParam().Default
	for _, f := range sizeFlags() {
		othello = othello || r.set(f)
	}
	random := r.set("seed") || r.set("branching") || r.set("chance") || r.set("players")
	switch {
	case textbook && othello:
		return nil, usagef("give a textbook tree (--leaves) or a position (--game, --moves, --board, --position), not both")
	case random && (textbook || othello):
		return nil, usagef("--seed, --branching, --chance and --players make a random tree; leave them out with --leaves or a position")
	}
	if req.Chance, err = r.bool("chance"); err != nil {
		return nil, err
	}
	if req.Players, err = readQuizPlayers(r, req.Chance); err != nil {
		return nil, err
	}
	tp := Values{"max-nodes": {"100000"}, "view": {"full"}}
	for _, name := range slices.Concat([]string{"game", "size"}, sizeFlags(), []string{"moves", "board", "position", "leaves", "leaves-file", "root", "eval", "weights"}) {
		if v, ok := p.Get(name); ok {
			tp[name] = []string{v}
		}
	}
	if !textbook {
		if req.Depth, err = readQuizDepth(r); err != nil {
			return nil, err
		}
		tp["depth"] = []string{strconv.Itoa(req.Depth)}
	} else if r.set("depth") {
		return nil, usagef("--depth applies to random trees and game trees; a textbook tree has the depth of its lists")
	}
	if !textbook && !othello {
		if err := req.readRandom(r, newSeed); err != nil {
			return nil, err
		}
		tp = Values{"leaves": {req.Leaves}, "max-nodes": {"100000"}, "view": {"full"}}
	}
	if req.Tree, err = ParseTree(tp, files); err != nil {
		return nil, err
	}
	// A tree with chance nodes is drawn as the search that prunes it
	// for the quiz (Star1) searches it: the quiz asks the leaves it
	// prunes.
	req.Tree.chanceAlgo = quiz.Graders(true, false, "pruned")[0]
	return req, nil
}

// readRandom makes req's random tree: its branching, its seed (newSeed's
// when none is given; nil refuses it), its leaves.
func (req *QuizRequest) readRandom(r *reader, newSeed func() uint64) error {
	req.Random = true
	if r.set("eval") || r.set("weights") {
		return usagef("--eval and --weights apply to game trees; a random tree's leaves have their values")
	}
	var err error
	if req.Branching, err = r.int("branching"); err != nil {
		return err
	}
	switch {
	case r.set("seed"):
		if req.Seed, err = r.uint64("seed"); err != nil {
			return err
		}
	case newSeed == nil:
		return usagef("give --seed S: a random tree is named by its seed")
	default:
		req.Seed = newSeed()
	}
	if req.Players > 0 {
		req.Leaves, err = quiz.RandomVectors(req.Depth, req.Branching, req.Players, req.Seed)
	} else {
		req.Leaves, err = quiz.Random(req.Depth, req.Branching, req.Seed, req.Chance)
	}
	if err != nil {
		return usagef("%w", err)
	}
	return nil
}

// readQuizPlayers reads --players, the players of a random tree of
// utility vectors (0 when not given); such a tree has no chance node.
func readQuizPlayers(r *reader, chance bool) (int, error) {
	if !r.set("players") {
		return 0, nil
	}
	if chance {
		return 0, usagef("--players and --chance: a random tree of several players has no chance node here; give one of them")
	}
	return r.int("players")
}

// randomAgain is what to add to gametree quiz --depth --branching --seed
// to make a random tree again: --chance, --players K.
func randomAgain(chance bool, players int) string {
	switch {
	case chance:
		return " --chance"
	case players > 0:
		return " --players " + strconv.Itoa(players)
	}
	return ""
}

// readQuizDepth reads the depth of a random or Othello quiz tree.
func readQuizDepth(r *reader) (int, error) {
	if !r.set("depth") {
		return DefaultQuizDepth, nil
	}
	d, err := r.int("depth")
	if err != nil {
		return 0, err
	}
	return d, nil
}

// Quiz builds the tree of req and its exercise.
func Quiz(ctx context.Context, req *QuizRequest) (*quiz.Exercise, *render.Search, error) {
	if req.Hidden != nil {
		return nil, nil, hiddenElsewhere(req.Hidden)
	}
	// A tree too big for a quiz is refused before it is built, as any
	// tree over a limit (422 on the server), whatever its size.
	if r := req.Tree; r.Leaves == "" {
		root := r.root()
		size, exact := tree.Size(root, r.Depth, quiz.MaxNodes+1, stopper(ctx))
		if size > quiz.MaxNodes {
			return nil, nil, &overLimitError{format: "the %s tree of depth %d has %s nodes; a quiz takes at most %d: lower --depth",
				args: []any{msg.P(root.Game().Title()), r.Depth, sizeText(size, exact), quiz.MaxNodes}}
		}
	} else if n := tree.CountNodes(r.Leaves); n > quiz.MaxNodes {
		return nil, nil, &overLimitError{format: "the tree has %d nodes; a quiz takes at most %d: choose a smaller depth or branching",
			args: []any{n, quiz.MaxNodes}}
	}
	if t, err := tree.ParseLeaves(req.Tree.Leaves, false); req.Tree.Leaves != "" && err == nil && t.Players() > 0 && req.Ask&quiz.Pruned != 0 {
		// A game of several players: the drawing of the key is the one
		// of the search whose pruned leaves the quiz asks (shallow
		// pruning).
		req.Tree.setSearch(quiz.Graders(false, true, "pruned")[0])
		req.Tree.algoGiven = true
	}
	if len(req.Tree.decl().Grades) == 0 {
		// The tree's search answers no question of the quiz: CFR's, the
		// search of a game of hidden information, whose quiz is its own
		// (QuizHidden).
		return nil, nil, usagef("the quiz of a game of hidden information is not there yet: draw its equilibrium with gametree tree, or print it with gametree solve")
	}
	s, err := Tree(ctx, req.Tree, nil)
	if err != nil {
		return nil, nil, err
	}
	cut, err := req.quizCut()
	if err != nil {
		return nil, nil, err
	}
	ex, err := quiz.NewForward(s.Tree, req.Ask, msg.From(ctx), cut)
	if err != nil {
		return nil, nil, errorf("%w", err) // the reason alone
	}
	return ex, s, nil
}

// quizCut is ProbCut's fit for the quiz's game tree when the quiz asks
// its cuts (the one gametree ships, at the default confidence), nil
// otherwise: the quiz refuses the question on a tree it does not fit.
func (req *QuizRequest) quizCut() (*minimax.Cut, error) {
	if req.Ask&quiz.Cuts == 0 || req.Tree.GamePos == nil {
		return nil, nil
	}
	req.Tree.Confidence, _ = strconv.ParseFloat(DefaultConfidence, 64)
	cut, _, err := req.Tree.probCut()
	if err != nil {
		return nil, err
	}
	// The root is never tested (it has no window yet): a node below it
	// with a fit's plies left must be in the tree.
	least := 0
	for _, f := range cut.Fits {
		if least == 0 || f.Height < least {
			least = f.Height
		}
	}
	if req.Tree.Depth <= least {
		return nil, usagef("--depth %d: ProbCut tests a node below the root with %d plies or more left (its fits' heights), so the quiz of its cuts needs --depth %d or more", req.Tree.Depth, least, least+1)
	}
	return cut, nil
}

// QuizDoc is a quiz as the web page draws it: the tree with names and
// leaf values, the task, and the order in which the values are asked.
type QuizDoc struct {
	// Title names the quiz by the searches it asks of, in the reader's
	// language: "Quiz: alpha-beta", "Quiz: expectimax (expectiminimax)
	// and Star1".
	Title  string `json:"title"`
	Source string `json:"source"`
	// Seed and Leaves make a random tree again; Leaves is also a textbook
	// tree as given.
	Seed   *uint64 `json:"seed,omitempty"`
	Leaves string  `json:"leaves,omitempty"`
	// Players is the number of players of a tree of utility vectors
	// (none for a tree of values).
	Players int    `json:"players,omitempty"`
	Ask     string `json:"ask"`
	// Task is the exercise's text; Values the inner nodes' names in the
	// order a person computes them (children first).
	Task   []string   `json:"task"`
	Values []string   `json:"values"`
	Nodes  []QuizNode `json:"nodes"`
	// Quiet names the leaves at the horizon, whose quiet test is asked
	// (each node then has its board, drawn in BoardStyle); Cut the
	// nodes ProbCut tests, whose cuts are asked (each inner node then
	// has its own evaluation).
	Quiet      []string `json:"quiet,omitempty"`
	Cut        []string `json:"cut,omitempty"`
	BoardStyle string   `json:"board_style,omitempty"`
	// Grade is the grade of the answers given, if any.
	Grade *quiz.Report `json:"grade,omitempty"`
}

// QuizNode is a node of a QuizDoc.
type QuizNode struct {
	// ID is the node's number; Parent the parent's, nil for the root.
	ID     int32  `json:"id"`
	Parent *int32 `json:"parent"`
	// Name is the node's name in answers; Label what a drawing writes on
	// it (the last move of an Othello node's path).
	Name  string `json:"name"`
	Label string `json:"label"`
	// Player is "max", "min" or "chance" (a chance node: the page draws
	// an ellipse); in a game of several players "max" for the root's
	// player's nodes, "min" for the others', the player's letter in the
	// label ("D (C)"); Prob is a chance node's child's probability as the
	// tree wrote it ("1/6"), which the page writes on its edge.
	Player string `json:"player"`
	Prob   string `json:"prob,omitempty"`
	Leaf   bool   `json:"leaf"`
	// Value is a leaf's value, as the tree writes it (its utilities,
	// "(1,2,6)", in a game of several players).
	Value string `json:"value,omitempty"`
	// Eval is an inner node's own evaluation, where ProbCut's shallow
	// searches start (a quiz of its cuts); Grid its board (a quiz of
	// quiet leaves, read on them).
	Eval string           `json:"eval,omitempty"`
	Grid *render.NodeGrid `json:"grid,omitempty"`
}

// QuizTitle names the quiz ex by the searches it asks of, as declared,
// in its language: "Quiz: alpha-beta".
func QuizTitle(ex *quiz.Exercise) string {
	l := ex.Lang
	if len(ex.Searches) == 0 {
		return l.T("Quiz: %s", l.Word("the quiet test at the horizon")) // no search asked of
	}
	titles := make([]string, len(ex.Searches))
	for i, d := range ex.Searches {
		titles[i] = l.Word(d.Title)
	}
	list := strings.Join(titles, ", ")
	if n := len(titles); n > 1 {
		list = l.T("%s and %s", strings.Join(titles[:n-1], ", "), titles[n-1])
	}
	return l.T("Quiz: %s", list)
}

// Doc returns the quiz of ex as a QuizDoc.
func (q *QuizRequest) Doc(ex *quiz.Exercise) *QuizDoc {
	t := ex.Tree
	doc := &QuizDoc{Title: QuizTitle(ex), Source: q.SourceIn(t, ex.Lang), Ask: ex.Ask.String(), Task: ex.Task(), Values: []string{}, Players: t.Players()}
	if q.Random {
		seed := q.Seed
		doc.Seed, doc.Leaves = &seed, q.Leaves
	} else if t.Kind == tree.Textbook {
		doc.Leaves = t.Leaves()
	}
	if ex.Ask&quiz.Values != 0 {
		for _, n := range ex.Postorder() {
			doc.Values = append(doc.Values, t.Name(n))
		}
	}
	for n := int32(0); int(n) < t.Len(); n++ {
		nd := t.Nodes[n]
		qn := QuizNode{ID: n, Name: t.Name(n), Label: t.Name(n), Player: "max", Leaf: nd.Count == 0}
		if n > 0 {
			p := nd.Parent
			qn.Parent = &p
		}
		if t.Kind == tree.Game {
			qn.Label = t.Label(n)
		}
		switch {
		case t.IsChance(n):
			qn.Player = "chance"
		case t.Players() > 0 && t.Mover(n) != t.Mover(0):
			qn.Player = "min" // a game of several players: another than the root's, drawn pointing down
		case t.Players() == 0 && !t.IsMax(n):
			qn.Player = "min"
		}
		qn.Prob = t.ProbabilityText(n)
		switch {
		case qn.Leaf && t.Players() > 0:
			qn.Value = tree.FormatVector(t.Utility(n))
		case qn.Leaf:
			qn.Value = ex.Lang.Decimal(t.FormatNodeValue(n, nd.Value))
		case t.Players() > 0:
			qn.Label += " (" + tree.PlayerName(t.Mover(n)) + ")" // who moves there
		case ex.Ask&quiz.Cuts != 0:
			qn.Eval = ex.Lang.T("eval %s", ex.Lang.Decimal(t.FormatNodeValue(n, nd.Value)))
		}
		if ex.Ask&quiz.Quiet != 0 {
			qn.Grid = render.GridOf(t.Board(n))
		}
		doc.Nodes = append(doc.Nodes, qn)
	}
	doc.forward(ex)
	return doc
}

// forward names the nodes of ex's questions quiet and probcut in doc:
// the leaves at the horizon, the nodes ProbCut tests; and how the boards
// are drawn.
func (doc *QuizDoc) forward(ex *quiz.Exercise) {
	for _, q := range ex.Questions {
		switch q.Kind {
		case quiz.QuietQuestion:
			doc.Quiet = append(doc.Quiet, q.Name)
		case quiz.CutQuestion:
			doc.Cut = append(doc.Cut, q.Name)
		}
	}
	if ex.Ask&quiz.Quiet != 0 {
		doc.BoardStyle = ex.Tree.Board(0).Style.String()
	}
}

// GradeQuiz reads the answer file text (named name in errors) and grades
// it against ex.
func GradeQuiz(ex *quiz.Exercise, r io.Reader, name string) (quiz.Report, error) {
	ans, err := ex.ParseAnswers(r, name)
	if err != nil {
		return quiz.Report{}, err
	}
	return ex.Grade(ans), nil
}

// GradeText writes a grade for people: the score, then each mistake with
// the right answer and why.
func GradeText(ex *quiz.Exercise, rep quiz.Report) string {
	var b strings.Builder
	l := ex.Lang
	b.WriteString(l.T("Score: %s of %s.", strconv.Itoa(rep.Score), strconv.Itoa(rep.Total)) + "\n")
	if len(rep.Mistakes) == 0 {
		b.WriteString(l.Word("No mistakes.") + "\n")
		return b.String()
	}
	b.WriteString(l.Word("Mistakes:") + "\n")
	for _, m := range rep.Mistakes {
		line := l.T("  %s: %s, no answer. %s", m.Node, m.ExpectedText, m.Why)
		if m.Got != nil {
			line = l.T("  %s: %s, not %s. %s", m.Node, m.ExpectedText, m.GotText, m.Why)
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

// MaxSheet bounds the exercises of a sheet.
const MaxSheet = 50

// SheetRequest is a sheet of exercises on random trees: N of them, of
// seeds Seed, Seed+1, ..., written as a PDF or a LaTeX document.
type SheetRequest struct {
	N                int
	Depth, Branching int
	Seed             uint64
	Ask              string
	// TeX writes LaTeX (for pdflatex); else a PDF painted in Go.
	TeX bool
	// NewSeed tells that the seed was drawn (none was given).
	NewSeed bool
	// Game is the game of exercises on its random positions (a game with
	// game.Exercises: "tictactoe"), empty for random trees.
	Game string
	// Chance gives the random trees chance nodes (quiz.Random); Players,
	// from 2, makes them trees of utility vectors (quiz.RandomVectors).
	Chance  bool
	Players int
	// hidden is a game of hidden information (Kuhn poker), whose quizzes
	// are of their seeds alone.
	hidden game.Game
}

// sheetPosition returns the moves of the random position of g of
// exercise seed: at most depth+1 moves to choose from, the game not over,
// drawn from the seed, so that its tree of depth plies holds at most
// (depth+1)^depth leaves ((depth+1)! in tic-tac-toe).
func sheetPosition(g game.Game, seed uint64, depth int) string {
	rng := rand.New(rand.NewPCG(seed, 0x7ac7ac))
	start := g.Start()
	for {
		p, moves := start, []string{}
		for len(p.AppendMoves(nil)) > depth+1 && !p.Over() {
			list := p.AppendMoves(nil)
			m := list[rng.IntN(len(list))]
			moves = append(moves, p.FormatMove(m))
			p = p.Play(m)
		}
		if !p.Over() {
			return strings.Join(moves, " ")
		}
	}
}

// ParseSheet reads the sheet parameters of QuizParams (sheet, output,
// depth, branching, seed, ask); a sheet without a seed takes newSeed().
func ParseSheet(p Params, newSeed func() uint64) (*SheetRequest, error) {
	r := newReader(p, nil, QuizParams())
	n, err := r.int("sheet")
	if err != nil {
		return nil, err
	}
	out := r.str("output")
	ext := strings.ToLower(filepath.Ext(out))
	if out == "" || (ext != ".pdf" && ext != ".tex") {
		return nil, usagef("--sheet writes a file: give -o sheet.pdf (painted in Go) or -o sheet.tex (for pdflatex)")
	}
	for _, f := range []string{"leaves", "leaves-file", "root", "moves", "board", "position", "size", "eval", "weights", "answers", "json"} {
		if r.set(f) {
			return nil, usagef("--%s does not apply to --sheet, which draws random trees or random tic-tac-toe positions (--game tictactoe; --depth, --branching, --seed)", f)
		}
	}
	req := &SheetRequest{N: n, Ask: r.str("ask"), TeX: ext == ".tex"}
	if req.Chance, err = r.bool("chance"); err != nil {
		return nil, err
	}
	if req.Players, err = readQuizPlayers(r, req.Chance); err != nil {
		return nil, err
	}
	g, err := r.choice("game")
	if err != nil {
		return nil, err
	}
	if e, ok := game.Lookup(g); ok && e.Hidden {
		return hiddenSheetRequest(r, req, g, newSeed)
	}
	if gm, err := game.New(g, ""); err == nil && g != gameParam().Default {
		if _, ok := gm.(game.Exercises); !ok {
			return nil, usagef("--game %s with --sheet: a sheet draws random trees or random tic-tac-toe positions (--game tictactoe); quiz one %s position at a time without --sheet", g, g)
		}
		req.Game = gm.Name()
		if r.set("branching") || r.set("chance") || r.set("players") {
			return nil, usagef("--branching, --chance and --players make random trees; a %s position has its own moves", gm.Title())
		}
	}
	if req.Depth, err = r.int("depth"); err != nil {
		return nil, err
	}
	if req.Branching, err = r.int("branching"); err != nil {
		return nil, err
	}
	if r.set("seed") {
		if req.Seed, err = r.uint64("seed"); err != nil {
			return nil, err
		}
	} else {
		req.Seed, req.NewSeed = newSeed(), true
	}
	return req, nil
}

// Sheet makes the exercises of req and writes them to w, with their
// answer key on separate pages; say reports the trees laid out.
func Sheet(ctx context.Context, w io.Writer, req *SheetRequest, say Progress) error {
	if say == nil {
		say = func(string, ...any) {}
	}
	defer say("")
	if req.hidden != nil {
		return hiddenSheet(ctx, w, req)
	}
	var exs []render.Exercise
	for k := 0; k < req.N; k++ {
		p := Values{"depth": {strconv.Itoa(req.Depth)}, "branching": {strconv.Itoa(req.Branching)},
			"seed": {strconv.FormatUint(req.Seed+uint64(k), 10)}, "ask": {req.Ask}}
		if req.Chance {
			p["chance"] = []string{"true"}
		}
		if req.Players > 0 {
			p["players"] = []string{strconv.Itoa(req.Players)}
		}
		var moves string
		gm, _ := game.New(req.Game, "")
		if req.Game != "" {
			moves = sheetPosition(gm, req.Seed+uint64(k), req.Depth)
			p = Values{"depth": {strconv.Itoa(req.Depth)}, "game": {req.Game}, "moves": {moves}, "ask": {req.Ask}}
		}
		qr, err := ParseQuiz(p, nil, nil)
		if err != nil {
			return err
		}
		ex, s, err := Quiz(ctx, qr)
		if err != nil {
			return err
		}
		again := fmt.Sprintf("gametree quiz --depth %d --branching %d --seed %d", qr.Depth, qr.Branching, qr.Seed)
		l := msg.From(ctx)
		intro := l.T("The tree of %s (root MAX). Alpha-beta searches children left to right.", again)
		switch {
		case req.Chance:
			again += " --chance"
			intro = l.T("The tree of %s (root MAX; braces are chance nodes, each child after its probability). Star1 searches children left to right, the leaves' bounds the smallest and the largest leaf.", again)
		case req.Players > 0:
			again += randomAgain(false, req.Players)
			intro = l.T("The tree of %s (a game of %s players moving in turn, A at the root; each leaf gives a utility a player). Max^n with shallow pruning searches children left to right.", again, strconv.Itoa(req.Players))
		}
		if req.Game != "" {
			again = fmt.Sprintf("gametree quiz --game %s --moves \"%s\" --depth %d", req.Game, moves, req.Depth)
			intro = gm.(game.Exercises).ExerciseIntro(req.Depth, moves, s.Tree.Root.ToMove(), l)
		}
		exs = append(exs, render.Exercise{
			Search: s,
			Title:  l.T("Exercise %s", strconv.Itoa(k+1)),
			Task:   append([]string{intro}, ex.Task()...),
			Key:    append(ex.Key(), l.T("Practise it again with %s.", again)),
		})
	}
	return writeExercises(ctx, w, exs, req.TeX, say)
}

// writeExercises writes exercises on A4 with their key on separate
// pages: LaTeX with tex, else a PDF painted in Go.
func writeExercises(ctx context.Context, w io.Writer, exs []render.Exercise, tex bool, say Progress) error {
	paper, _ := render.ParsePaper("a4")
	if tex {
		return render.ExercisesTeX(w, exs, paper)
	}
	gv, err := render.NewGraphviz(ctx)
	if err != nil {
		return err
	}
	defer gv.Close()
	return gv.ExercisesPDF(w, exs, paper, func(done, total int) { say("laying out the sheet: tree %d of %d", done, total) })
}

// QuizSheet writes the sheet of one exercise, req's tree (a textbook
// tree, a position, a random tree), and its key on a separate page: LaTeX
// with tex, else a PDF painted in Go; again is the command that asks it
// again, which the key gives.
func QuizSheet(ctx context.Context, w io.Writer, req *QuizRequest, tex bool, again string, say Progress) error {
	if say == nil {
		say = func(string, ...any) {}
	}
	defer say("")
	ex, err := QuizExercise(ctx, req, again)
	if err != nil {
		return err
	}
	return writeExercises(ctx, w, []render.Exercise{ex}, tex, say)
}

// QuizExercise is req's quiz as a sheet writes it (render.Exercise): its
// title, task, tree and key, the key ending with again, the command that
// asks it again.
func QuizExercise(ctx context.Context, req *QuizRequest, again string) (render.Exercise, error) {
	ex, s, err := Quiz(ctx, req)
	if err != nil {
		return render.Exercise{}, err
	}
	l := msg.From(ctx)
	return render.Exercise{
		Search: s,
		Title:  l.T("Exercise on %s", req.SourceIn(s.Tree, l)),
		Task:   ex.Task(),
		Key:    append(ex.Key(), l.T("Practise it again with %s.", again)),
		// Whether a leaf is quiet is read on its board; ProbCut's
		// shallow searches start from the nodes' own evaluations.
		Boards: ex.Ask&quiz.Quiet != 0,
		Evals:  ex.Ask&quiz.Cuts != 0,
	}, nil
}

// QuizAgain is the command that asks req's quiz again, as its sheet's key
// writes it: gametree quiz with the random tree's seed, the textbook
// tree, or the game's position, read from p.
func QuizAgain(p Params, req *QuizRequest) string {
	get := func(name string) string {
		v, _ := p.Get(name)
		return v
	}
	switch {
	case req.Random:
		return fmt.Sprintf("gametree quiz --depth %d --branching %d --seed %d", req.Depth, req.Branching, req.Seed) + randomAgain(req.Chance, req.Players)
	case req.Tree.Leaves != "":
		return fmt.Sprintf("gametree quiz --leaves %q", req.Tree.Leaves)
	}
	game := get("game")
	if game == "" {
		game = gameParam().Default
	}
	again := "gametree quiz --game " + game
	if b := get("board"); b != "" {
		again += fmt.Sprintf(" --board %q", b)
	}
	if m := get("moves"); m != "" {
		again += fmt.Sprintf(" --moves %q", m)
	}
	return again + fmt.Sprintf(" --depth %d", req.Depth)
}

// Exercise is a quiz's tree with its questions and their answers.
type Exercise = quiz.Exercise

// QuizKey is the answer key of a quiz, as a one-file page grades by it:
// every question with its answer and its reason.
type QuizKey struct {
	// Chance tells a tree with chance nodes: a value may be given as a
	// decimal to three places.
	Chance    bool          `json:"chance"`
	Questions []KeyQuestion `json:"questions"`
	// Hidden is, for a game of hidden information, its questions with
	// their answers (HiddenQuestion), graded as GradeHidden grades them.
	Hidden []HiddenQuestion `json:"hidden,omitempty"`
	// NotAValue is the format (a key of the catalog) of the tree's
	// refusal of a value it cannot read, which tells the page how the
	// tree reads values: as numbers, also as fractions (a tree with chance
	// nodes), or also as "win +9" (Othello's).
	NotAValue string `json:"not_a_value,omitempty"`
	// Scores tells a tree that reads a finished game's value as words
	// ("win +9", "loss -3", "draw"), as Othello's does.
	Scores bool `json:"scores,omitempty"`
	// Players is, in a tree of utility vectors, how many utilities a
	// vector has; 0 in a tree of values.
	Players int `json:"players,omitempty"`
}

// KeyQuestion is one question of a QuizKey: its kind ("value", "pruned",
// "window"), the node's name, the answer as the quiz writes it
// (Expected), as a number (Value) or a window (Alpha, Beta, "+inf" and
// "-inf" as strings), whether a leaf is pruned, and why.
type KeyQuestion struct {
	Kind     string `json:"kind"`
	Node     string `json:"node"`
	Expected string `json:"expected"`
	Value    any    `json:"value,omitempty"`
	Pruned   bool   `json:"pruned,omitempty"`
	Alpha    any    `json:"alpha,omitempty"`
	Beta     any    `json:"beta,omitempty"`
	// Flag is a set question's answer: the leaf is not quiet, the node
	// is cut off.
	Flag bool   `json:"flag,omitempty"`
	Why  string `json:"why"`
}

// QuizKeyOf makes the quiz of the parameters p (as ParseQuiz reads them;
// a random tree needs its seed) and returns its answer key.
func QuizKeyOf(ctx context.Context, p Params) (*QuizKey, error) {
	req, err := ParseQuiz(p, nil, nil)
	if err != nil {
		return nil, err
	}
	if req.Hidden != nil {
		hq, err := NewHiddenQuiz(req, msg.From(ctx))
		if err != nil {
			return nil, err
		}
		return &QuizKey{Questions: []KeyQuestion{}, Hidden: hq.Questions}, nil
	}
	ex, _, err := Quiz(ctx, req)
	if err != nil {
		return nil, err
	}
	key := &QuizKey{Chance: ex.Chance, Questions: []KeyQuestion{}, Players: ex.Players}
	var refusal *fault.Error
	if _, err := ex.Tree.ParseValue("?"); errors.As(err, &refusal) {
		key.NotAValue = refusal.Format
	}
	if _, err := ex.Tree.ParseValue("draw"); err == nil {
		key.Scores = true
	}
	num := quiz.JSONNumber
	for _, q := range ex.Questions {
		k := KeyQuestion{Node: q.Name, Expected: ex.ExpectedText(q), Why: q.Why}
		switch q.Kind {
		case quiz.ValueQuestion:
			k.Kind, k.Value = "value", num(q.Value)
			if q.Vector != nil {
				k.Value = nil // a vector: Expected, "(1,2,6)"
			}
		case quiz.PrunedQuestion:
			k.Kind, k.Pruned = "pruned", q.IsPruned
		case quiz.WindowQuestion:
			k.Kind, k.Alpha, k.Beta = "window", num(q.Alpha), num(q.Beta)
		case quiz.QuietQuestion:
			k.Kind, k.Flag = "quiet", q.Flag
		case quiz.CutQuestion:
			k.Kind, k.Flag = "probcut", q.Flag
		}
		key.Questions = append(key.Questions, k)
	}
	return key, nil
}
