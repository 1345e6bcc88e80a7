package explore

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"time"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/play"
	"gametree/search"
)

// The jobs of a game played one request at a time (the play page of
// gametree serve): a person's move or the program's, the forced passes
// after it, a hint, and the terms of an evaluation.

// MoveRequest is one step of a game: the game so far and what to play.
type MoveRequest struct {
	Game *Game
	// Move is a person's move; Advance asks the program to move for its
	// move. With neither the game is reported as it is.
	Move    *game.Move
	Advance bool
}

// ParseMove reads the parameters of MoveParams and makes the players; the
// caller closes the game (Game.Close).
func ParseMove(p Params) (*MoveRequest, error) {
	r := newReader(p, nil, MoveParams())
	advance, err := r.bool("advance")
	if err != nil {
		return nil, err
	}
	req := &MoveRequest{Advance: advance}
	if r.set("play") && advance {
		return nil, usagef("play=MOVE is a person's move and advance=true asks the program for its move; give one of them")
	}
	// A hand of a game of hidden information (Kuhn poker) is dealt by
	// its seed, sealed, and given by its bets alone (hand.go).
	hidden := namesHidden(r)
	var g *play.Game
	var given string
	var err2 error
	if hidden {
		g, given, err2 = readHand(r)
	} else {
		g, given, err2 = readGame(r)
	}
	if err2 != nil {
		return nil, err2
	}
	players, names, err := readPlayers(r, g.Start.Game(), true)
	if err != nil {
		return nil, err
	}
	seed, _ := readSeed(r)
	if !hidden {
		g.Dice = seed
		// A game never rests with the die in the air: a transcript that
		// ends with a roll has its die rolled.
		g.RollDice()
	}
	req.Game = &Game{Game: g, Players: players, Names: names, Seed: seed, Given: given, hidden: hidden}
	if r.set("play") {
		m, err := g.Pos().ParseMove(strings.TrimSpace(r.str("play")))
		if err != nil {
			req.Game.Close()
			return nil, errorf("play %q: want %s", r.str("play"), msg.P(game.Notation(g.Start.Game())))
		}
		req.Move = &m
	}
	return req, nil
}

// GameReport is a game after a move, everything the play page shows.
type GameReport struct {
	// Game is the game's name ("tictactoe"), empty for a game scored by
	// counting (Othello), as in Position; Grid lays out the board for the
	// page, which draws every game's from it.
	Game string     `json:"game,omitempty"`
	Grid *game.Grid `json:"grid"`
	// Diagram is the board as text in the page's language, for a game
	// whose grid has the style "none" (Pig's scores, turn's total and
	// die): the page shows it in the board's place.
	Diagram string `json:"diagram,omitempty"`
	// Position is the position now, as Show reports it.
	Position PositionReport `json:"position"`
	// Start is the board the game started from, Transcript its moves
	// (passes written "pass"); they are the game.
	Start      string `json:"start"`
	Transcript string `json:"transcript"`
	// History is every move with its colour.
	History []HistoryMove `json:"history"`
	// Players are the specs of Black and White ("human", "ai:hard").
	Players Colors[string] `json:"players"`
	// Legal are each colour's legal moves in this position, as if it were
	// to move.
	Legal Colors[[]string] `json:"legal"`
	// Turn is the spec of the player to move ("human" for a person), empty
	// when the game is over.
	Turn string `json:"turn"`
	// Last is the move this request played, if any.
	Last *LastMove `json:"last,omitempty"`
	// Passes are the colours that passed, forced, after that move.
	Passes []string `json:"passes"`
	// Dice says what the die rolled after that move (Pig's roll), in
	// the page's language; empty when it rolled nothing.
	Dice []string `json:"dice"`
	// Result is the final score once the game is over.
	Result string `json:"result,omitempty"`
	// Status is what happened and whose turn it is, as the page shows it:
	// the forced passes, the program's move with its value, then the side
	// to move or the result.
	Status string `json:"status"`
	// GGF is the game in the game's own format, where it has one
	// (game.Recorder: Othello's Generic Game Format).
	GGF string `json:"ggf"`
	// HintBy is the spec of the program whose move a hint shows (the
	// game's computer player, HintPlayer); empty when neither player
	// searches, and the hint's own depth and evaluation are used.
	HintBy string `json:"hint_by"`
	// Seats are the players of a game of several players (Nim for three
	// players), A's first; none in a game of two, whose Players and Legal
	// say the same by colour.
	Seats []Seat `json:"seats,omitempty"`
	// Payoff is, once a hand of a game of chips is over (game.Paid: Kuhn
	// poker), what it won the first player, X (negative: what X lost).
	Payoff *float64 `json:"payoff,omitempty"`
}

// Seat is one player of a game of several players: its name (A), its
// side as the history writes it (a), its spec, and its legal moves when it
// is to move.
type Seat struct {
	Name   string   `json:"name"`
	Color  string   `json:"color"`
	Player string   `json:"player"`
	Legal  []string `json:"legal"`
	ToMove bool     `json:"to_move"`
}

// Colors holds a value for Black and one for White.
type Colors[T any] struct {
	Black T `json:"black"`
	White T `json:"white"`
}

// HistoryMove is one move of a game.
type HistoryMove struct {
	Ply   int    `json:"ply"`
	Color string `json:"color"`
	Move  string `json:"move"`
}

// LastMove is the move a request played, with the search that chose it.
type LastMove struct {
	Color  string `json:"color"`
	Move   string `json:"move"`
	Player string `json:"player"`
	// Searched tells that Value, Depth and Nodes come from a search; Exact
	// that the value is the final margin.
	Searched bool    `json:"searched"`
	Value    float64 `json:"value,omitempty"`
	// ValueText is the value as the CLI writes it: "+3", "win +12".
	ValueText string  `json:"value_text,omitempty"`
	Depth     int     `json:"depth,omitempty"`
	Exact     bool    `json:"exact,omitempty"`
	Nodes     int64   `json:"nodes,omitempty"`
	Seconds   float64 `json:"seconds,omitempty"`
	// Tree is the link to the tree page with the search that chose the
	// move.
	Tree string `json:"tree,omitempty"`
	// Text says the move and what its search found, as gametree play
	// does: "White (ai:medium) played d6 (value -94 at depth 2: the mixed
	// evaluation, from White's view; 1,234 nodes)."
	Text string `json:"text"`
}

// Move plays req's move (a person's, or the program's when Advance),
// then the forced passes that follow, and reports the game.
func Move(ctx context.Context, req *MoveRequest) (*GameReport, error) {
	g := req.Game
	g.Lang = msg.From(ctx)
	var last *LastMove
	var err error
	switch {
	case req.Move != nil:
		last, err = g.playPerson(*req.Move)
	case req.Advance:
		last, err = g.playProgram(ctx)
	}
	if err != nil {
		return nil, err
	}
	var dice []string
	if last != nil {
		// The die rolled after the move (Pig's roll), said after it.
		before := g.Pos()
		for _, m := range g.Game.RollDice() {
			if _, up := before.(game.FaceUp); up {
				// A card dealt face up after a round (Leduc hold'em).
				dice = append(dice, g.Lang.T("%s is dealt face up.", before.FormatMove(m)))
				continue
			}
			dice = append(dice, g.Lang.T("The die rolls %s for %s.", before.FormatMove(m), g.Lang.Word(game.PlayerName(before.Game(), before.ToMove()))))
		}
	}
	var passes []string
	for p := g.Pos(); !p.Over() && game.MustPass(p); p = g.Pos() {
		if err := g.Game.Play(game.Pass); err != nil {
			return nil, err
		}
		passes = append(passes, SideName(p.Game(), p.ToMove()))
	}
	g.dice = dice
	rep := g.Report(last, passes)
	g.dice = nil
	return &rep, nil
}

// programBytes is what the program's search may take: ai:expert's
// 32 MB table and the exact solver's near the end.
const programBytes = 64 * MiB

// playPerson plays a person's move m.
func (g *Game) playPerson(m game.Move) (*LastMove, error) {
	p := g.Pos()
	gm := p.Game()
	if p.Over() {
		return nil, errorf("the game is over: %s", game.Result(p, msg.En))
	}
	who := game.PlayerName(gm, p.ToMove())
	if pl := g.ToMove(); pl != nil {
		return nil, errorf("it is %s's turn, and %s is the program %s: let it move first (advance=true)", who, who, pl.Spec())
	}
	if c, ok := p.(game.Checker); ok {
		if err := c.Check(m); err != nil {
			return nil, err // the reason alone: "c3 is not legal for Black: it flips nothing ..."
		}
	}
	if err := g.Game.Play(m); err != nil {
		return nil, err
	}
	return &LastMove{Color: SideName(gm, p.ToMove()), Move: p.FormatMove(m), Player: play.Human,
		Text: g.Lang.T("%s played %s.", g.Lang.Word(who), p.FormatMove(m))}, nil
}

// playProgram plays the move of the program to move (or a forced pass),
// with the search behind it.
func (g *Game) playProgram(ctx context.Context) (*LastMove, error) {
	p := g.Pos()
	gm := p.Game()
	pl := g.ToMove()
	if pl != nil {
		if err := reserveCore(ctx, programBytes, msg.P("the program's search")); err != nil {
			return nil, err
		}
	}
	start := time.Now()
	mv, err := g.Advance(ctx)
	if err != nil {
		return nil, err
	}
	text := p.FormatMove(mv.Move)
	last := &LastMove{Color: SideName(gm, p.ToMove()), Move: text, Player: play.Human,
		Searched: mv.Searched, Value: mv.Value, Depth: mv.Depth, Exact: mv.Exact, Nodes: mv.Nodes,
		Seconds: time.Since(start).Seconds()}
	if mv.Searched {
		last.ValueText = game.FormatValue(gm, mv.Value, false)
	}
	who := g.Lang.Word(game.PlayerName(gm, p.ToMove()))
	if pl == nil {
		last.Text = g.Lang.T("%s played %s%s.", who, text, play.DescribeChoiceIn(mv, p, g.Lang))
		return last, nil
	}
	last.Player = pl.Spec()
	if spec, ok := play.DrawnSearch(pl, p); ok && mv.Move != game.Pass {
		last.Tree = treeLink(ctx, g.Game, len(g.Moves)-1, spec)
	}
	last.Text = g.Lang.T("%s (%s) played %s%s.", who, pl.Spec(), text, play.DescribeChoiceIn(mv, p, g.Lang))
	return last, nil
}

// Report describes g, after the move last and the forced passes.
func (g *Game) Report(last *LastMove, passes []string) GameReport {
	p := g.Pos()
	gm := p.Game()
	pos := Position{Game: gm, Start: g.Start, Moves: g.Moves, Pos: p}
	r := GameReport{
		Position:   Show(pos),
		Start:      g.Start.String(),
		Transcript: g.Transcript(),
		History:    []HistoryMove{},
		Players:    Colors[string]{g.Names[0], g.Names[1]},
		HintBy:     hintBy(g.Players),
		Legal:      Colors[[]string]{legal(p, game.X), legal(p, game.O)},
		Last:       last,
		Passes:     passes,
		Dice:       append([]string{}, g.dice...),
	}
	r.Game = r.Position.Game
	lastMove := game.NoMove // the last move not a pass, marked on the board
	for i := len(g.Moves) - 1; i >= 0 && lastMove == game.NoMove; i-- {
		if g.Moves[i] != game.Pass {
			lastMove = g.Moves[i]
		}
	}
	grid := game.GridOf(p, lastMove)
	r.Grid = &grid
	if grid.Style == game.NoBoard.String() {
		last := game.NoMove
		if n := len(g.Moves); n > 0 {
			last = g.Moves[n-1]
		}
		r.Diagram = game.DiagramWith(p, last, game.DiagramOptions{NoStatus: true, Lang: g.Lang})
	}
	if rec, ok := gm.(game.Recorder); ok {
		r.GGF = rec.FormatRecord(g.Start, g.Moves, [2]string{g.Names[0], g.Names[1]}) // a game of two
	}
	if r.Passes == nil {
		r.Passes = []string{}
	}
	for i, m := range g.Moves {
		q := g.Before(i)
		r.History = append(r.History, HistoryMove{Ply: i + 1, Color: SideName(gm, q.ToMove()), Move: q.FormatMove(m)})
	}
	if p.Over() {
		r.Result = game.Result(p, msg.En)
	} else {
		r.Turn = g.Names[p.ToMove()]
	}
	if k := game.Players(gm); k > 2 {
		for i := range k {
			pl := game.Player(i)
			seat := Seat{Name: game.PlayerName(gm, pl), Color: SideName(gm, pl), Player: g.Names[i], Legal: []string{}, ToMove: !p.Over() && p.ToMove() == pl}
			if seat.ToMove {
				seat.Legal = legal(p, pl)
			}
			r.Seats = append(r.Seats, seat)
		}
	}
	if g.hidden {
		g.hideCards(&r)
	}
	r.Status = r.status(g, g.Lang)
	return r
}

// status writes the report's Status for the game g it ends in.
func (r *GameReport) status(g *Game, l msg.Lang) string {
	p := g.Pos()
	gm := p.Game()
	var s []string
	for _, side := range r.Passes {
		pl := game.X
		if side == SideName(gm, game.O) {
			pl = game.O
		}
		s = append(s, l.T("%s has no legal move and passes.", l.Word(game.PlayerName(gm, pl))))
	}
	if r.Last != nil && r.Last.Player != play.Human {
		s = append(s, r.Last.Text)
	}
	s = append(s, r.Dice...)
	_, counted := p.(game.Counted)
	switch {
	case p.Over() && counted:
		s = append(s, l.T("Game over: %s.", game.Result(p, l)))
	case p.Over():
		s = append(s, play.GameOverText(g.Game, g.Names, l))
	case r.Turn == play.Human:
		s = append(s, l.T("%s to move.", l.Word(game.PlayerName(gm, p.ToMove()))))
	default:
		s = append(s, l.T("%s to move (%s).", l.Word(game.PlayerName(gm, p.ToMove())), r.Turn))
	}
	return strings.Join(s, " ")
}

// legal returns the legal moves of pl in p, as if pl were to move where
// the game can look at it so (game.Turnable: Othello's play page marks
// both colours' moves); none for the side not to move otherwise.
func legal(p game.Position, pl game.Player) []string {
	out := []string{}
	if p.ToMove() != pl {
		t, ok := p.(game.Turnable)
		if !ok || p.Over() {
			return out
		}
		p = t.WithTurn(pl)
	}
	if p.Over() {
		return out
	}
	for _, m := range p.AppendMoves(nil) {
		if m != game.Pass {
			out = append(out, p.FormatMove(m))
		}
	}
	return out
}

// treeLink is the tree page of spec's search before move k of g: the
// same game, algorithm, depth, evaluation and order, and view=pv when the
// whole tree is too big to read (ExplainView).
func treeLink(ctx context.Context, g *play.Game, k int, spec play.SearchSpec) string {
	pos := g.Start
	for _, m := range g.Moves[:k] {
		pos = pos.Play(m)
	}
	spec = drawnSpec(spec, pos)
	gm := g.Start.Game()
	v := url.Values{}
	if gm.Name() != gameParam().Default {
		v.Set("game", gm.Name())
	}
	entry, _ := game.Lookup(gm.Name())
	sz, sized := gm.(game.Sizer)
	switch {
	case entry.BoardSize || g.Start.String() != gm.Start().String():
		v.Set("board", g.Start.String())
	case sized && sz.SizeParam() != entry.DefaultSize:
		v.Set("size", sz.SizeParam())
	}
	if k > 0 {
		v.Set("moves", movesText(g.Start, g.Moves[:k]))
	}
	if spec.Iterations > 0 {
		d := search.MCTS
		if spec.Search != nil {
			d = spec.Search // UCT's or PUCT's
		}
		v.Set("algo", d.Name)
		v.Set("iterations", strconv.Itoa(spec.Iterations))
		if d.TakesParam("seed") {
			v.Set("seed", strconv.FormatUint(spec.Seed, 10))
		}
		v.Set("min-visits", strconv.FormatInt(explainVisits(spec.Iterations), 10))
		return "/tree?" + v.Encode()
	}
	v.Set("depth", strconv.Itoa(spec.Depth))
	if spec.Search != nil { // a game of several players
		v.Set("algo", spec.Search.Name)
		v.Set("view", ExplainView(ctx, pos, spec.Depth).String())
		return "/tree?" + v.Encode()
	}
	d := search.Of(spec.Algorithm.String())
	v.Set("algo", d.Name)
	if d.TakesParam("fail-hard") {
		v.Set("fail-hard", "true") // the players search fail-hard
	}
	v.Set("order", spec.Order.String())
	if spec.Eval != "" {
		v.Set("eval", spec.Eval)
	}
	scored, err := play.Evaluated(pos, spec.Eval)
	if err != nil {
		scored = pos
	}
	v.Set("view", ExplainView(ctx, scored, spec.Depth).String())
	return "/tree?" + v.Encode()
}

// HintRequest is a hint: the move Player would play in Position.
type HintRequest struct {
	Position Position
	// Player is the program whose move the hint shows (HintPlayer).
	Player play.Player
	// Hand is, in a game of hidden information, the hand dealt by its
	// sealed seed (hand.go), whose person to move the hint is for.
	Hand *play.Game
}

// hintBy is the spec of the program of players that hints, or "".
func hintBy(players []play.Player) string {
	if p := HintPlayer(players, nil); p != nil {
		return p.Spec()
	}
	return ""
}

// ParseHint reads the parameters of HintParams.
func ParseHint(p Params) (*HintRequest, error) {
	r := newReader(p, nil, HintParams())
	depth, err := r.int("depth")
	if err != nil {
		return nil, err
	}
	if namesHidden(r) {
		return hintHand(r)
	}
	pos, err := readPositionFor(r, "a hint's search")
	if err != nil {
		return nil, err
	}
	if pos.Pos.Over() {
		return nil, errorf("the game is over: there is no move to hint")
	}
	scored, err := readEval(r, pos.Pos)
	if err != nil {
		return nil, err
	}
	players, _, err := readPlayers(r, pos.Game, true)
	if err != nil {
		return nil, err
	}
	spec := play.SearchSpec{Algorithm: minimax.AlphaBeta, Depth: depth, Order: minimax.Eval}
	if game.HasChance(pos.Game) {
		// A game of dice is searched by expectimax, in the game's order.
		spec.Algorithm, spec.Order = minimax.Expectimax, minimax.Natural
	}
	if _, ok := scored.(game.Evaluations); ok {
		spec.Eval = r.str("eval")
	}
	var fallback play.Player = play.NewSearcher(spec)
	if _, ok := pos.Pos.(game.Perfecter); ok {
		// The game's own perfect play (Pig's policy) hints best.
		fallback = &play.Perfect{}
	}
	pl := HintPlayer(players, fallback)
	for _, other := range players {
		if other != nil && other != pl {
			other.Close()
		}
	}
	return &HintRequest{Position: pos, Player: pl}, nil
}

// HintReport is a hint: the move, its value and the search behind it.
type HintReport struct {
	// Player is the spec of the program that hints (HintPlayer).
	Player string  `json:"player"`
	Move   string  `json:"move"`
	Value  float64 `json:"value"`
	// ValueText is the value as the CLI writes it: "+3", "win +12".
	ValueText string `json:"value_text"`
	Searched  bool   `json:"searched"`
	Depth     int    `json:"depth"`
	Eval      string `json:"eval"`
	Nodes     int64  `json:"nodes"`
	// Tree is the link to the tree page with the search.
	Tree string `json:"tree,omitempty"`
	// Exact, near the end of the game where the game solves it at once
	// (game.Solver: Othello's, game.HintEmpties), is every move's exact
	// score.
	Exact *ExactHint `json:"exact,omitempty"`
	// Text is the hint as gametree play writes it: the exact scores when
	// the position solves, else the search's move and what its value
	// means.
	Text string `json:"text"`
}

// ExactHint is the exact solve of a hint's position: the final margin for
// the side to move with perfect play (empties to the winner), the moves
// that reach it, every move's score, and the sentence of gametree play.
type ExactHint struct {
	Score     int         `json:"score"`
	BestMoves []string    `json:"best_moves"`
	Moves     []MoveScore `json:"moves"`
	Text      string      `json:"text"`
}

// Hint reports what the side to move should play: where the game's tree
// is searched to the end (tic-tac-toe, Nim), every move's value with best
// play; else the move of the hint player with what its search found, and
// near the end of the game, where the game solves it at once (Othello),
// every move's exact score.
func Hint(ctx context.Context, req *HintRequest) (*HintReport, error) {
	if req.Hand != nil {
		l := msg.From(ctx)
		text, _, err := play.HintIn(ctx, req.Hand, nil, l)
		if err != nil {
			return nil, err
		}
		return &HintReport{Player: "ai:equilibrium", Text: l.T("Hint: %s.", text)}, nil
	}
	pl := req.Player
	defer pl.Close()
	if err := reserveCore(ctx, programBytes, msg.P("the hint's search")); err != nil {
		return nil, err
	}
	l := msg.From(ctx)
	g, err := req.Position.played()
	if err != nil {
		return nil, err
	}
	p := g.Pos()
	if game.ToTheEnd(p.Game()) {
		text, _, err := play.HintIn(ctx, g, pl, l)
		if err != nil {
			return nil, err
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return &HintReport{Player: "best play", Text: l.T("Hint: %s.", text)}, nil
	}
	mv, err := pl.Choose(ctx, g)
	if err != nil {
		return nil, err
	}
	h := &HintReport{Player: pl.Spec(), Move: p.FormatMove(mv.Move), Value: mv.Value, ValueText: game.FormatValue(p.Game(), mv.Value, false), Searched: mv.Searched,
		Depth: mv.Depth, Eval: mv.Eval, Nodes: mv.Nodes,
		Text: l.T("Hint: %s would play %s%s.", pl.Spec(), p.FormatMove(mv.Move), play.DescribeChoiceIn(mv, p, l))}
	if s, ok := p.(game.Solver); ok {
		if sol, ok := s.SolveMoves(ctx); ok {
			x := &ExactHint{Score: sol.Score, Text: play.SolutionText(sol, p, l), BestMoves: []string{}}
			for _, m := range sol.BestMoves {
				x.BestMoves = append(x.BestMoves, p.FormatMove(m))
			}
			for _, m := range sol.Moves {
				x.Moves = append(x.Moves, MoveScore{Move: p.FormatMove(m.Move), Score: m.Score})
			}
			h.Exact = x
			h.Text = l.T("Hint: %s.", x.Text)
		}
	}
	if spec, ok := play.DrawnSearch(pl, p); ok && mv.Move != game.Pass {
		h.Tree = treeLink(ctx, g, len(g.Moves), spec)
	}
	return h, nil
}

// TermsRequest is an evaluation of a position for one side.
type TermsRequest struct {
	// Position is scored by the evaluation asked.
	Position game.Position
	For      game.Player
}

// ParseTerms reads the parameters of TermsParams.
func ParseTerms(p Params) (*TermsRequest, error) {
	r := newReader(p, nil, TermsParams())
	pos, err := readPosition(r)
	if err != nil {
		return nil, err
	}
	if _, ok := pos.Pos.(game.Termed); !ok {
		return nil, usagef("%s's evaluation has no terms to list", pos.Game.Title())
	}
	scored, err := readEval(r, pos.Pos)
	if err != nil {
		return nil, err
	}
	req := &TermsRequest{Position: scored, For: pos.Pos.ToMove()}
	if r.str("for") != "" {
		side, err := r.choice("for")
		if err != nil {
			return nil, err
		}
		req.For = game.X
		if side == "white" {
			req.For = game.O
		}
	}
	return req, nil
}

// TermsReport is an evaluation of a position for one side, and the terms
// it sums.
type TermsReport struct {
	Eval  string      `json:"eval"`
	For   string      `json:"for"`
	Value float64     `json:"value"`
	Terms []game.Term `json:"terms"`
}

// Terms evaluates req's position term by term, as the tree's leaves are
// evaluated.
func Terms(req *TermsRequest) TermsReport {
	terms, value, eval := req.Position.(game.Termed).Terms(req.For)
	return TermsReport{Eval: eval, For: SideName(req.Position.Game(), req.For), Value: value, Terms: terms}
}
