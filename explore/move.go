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
	"gametree/othello"
	"gametree/play"
)

// The jobs of a game played one request at a time (the play page of
// gametree serve): a person's move or the program's, the forced passes
// after it, a hint, and the terms of an evaluation.

// MoveParams are the parameters of ParseMove: the game as gametree play
// takes it (without files), and play (a person's square) or advance (the
// program to move plays).
func MoveParams() []Param {
	return join(without(GameParams(), "record", "unicode"), []Param{
		str("play", "", "Game", "a person's move: a `SQUARE` such as d3, or pass"),
		flag("advance", "Game", "the program to move plays its move"),
	})
}

// without returns list less the parameters named.
func without(list []Param, names ...string) []Param {
	var out []Param
	for _, p := range list {
		drop := false
		for _, n := range names {
			drop = drop || p.Name == n
		}
		if !drop {
			out = append(out, p)
		}
	}
	return out
}

// MoveRequest is one step of a game: the game so far and what to play.
type MoveRequest struct {
	Game *Game
	// Square is a person's move; Advance asks the program to move for its
	// move. With neither the game is reported as it is.
	Square  *othello.Square
	Advance bool
	// Board is a game of package game (tic-tac-toe, Connect Four, Nim) in
	// place of Game, BoardMove a person's move in it.
	Board     *BoardPlay
	BoardMove *game.Move
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
	if name, err := r.choice("game"); err != nil {
		return nil, err
	} else if name != "othello" {
		return req, parseBoardMove(r, req)
	}
	if r.set("play") {
		if advance {
			return nil, usagef("play=SQUARE is a person's move and advance=true asks the program for its move; give one of them")
		}
		sq, err := othello.ParseSquare(strings.TrimSpace(r.str("play")))
		if err != nil {
			return nil, errorf("play %q: want a square such as d3, or pass", r.str("play"))
		}
		req.Square = &sq
	}
	if req.Game, err = ParseGame(p, nil); err != nil {
		return nil, err
	}
	return req, nil
}

// GameReport is a game after a move, everything the play page shows.
type GameReport struct {
	// Game is the game's name ("tictactoe"), empty for Othello; Grid lays
	// out its board for the page (the games of package game).
	Game string     `json:"game,omitempty"`
	Grid *game.Grid `json:"grid,omitempty"`
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
	// Result is the final score once the game is over.
	Result string `json:"result,omitempty"`
	// Status is what happened and whose turn it is, as the page shows it:
	// the forced passes, the program's move with its value, then the side
	// to move or the result.
	Status string `json:"status"`
	// GGF is the game in the Generic Game Format.
	GGF string `json:"ggf"`
	// HintBy is the spec of the program whose move a hint shows (the
	// game's computer player, HintPlayer); empty when neither player
	// searches, and the hint's own depth and evaluation are used.
	HintBy string `json:"hint_by"`
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

// Move plays req's move (a person's square, or the program's when
// Advance), then the forced passes that follow, and reports the game.
func Move(ctx context.Context, req *MoveRequest) (*GameReport, error) {
	if req.Board != nil {
		return moveBoard(ctx, req)
	}
	g := req.Game
	g.Lang = msg.From(ctx)
	var last *LastMove
	var err error
	switch {
	case req.Square != nil:
		last, err = g.playPerson(*req.Square)
	case req.Advance:
		last, err = g.playProgram(ctx)
	}
	if err != nil {
		return nil, err
	}
	var passes []string
	for p := g.Pos(); !p.GameOver() && p.MustPass(); p = g.Pos() {
		if err := g.Game.Play(othello.Pass); err != nil {
			return nil, err
		}
		passes = append(passes, ColorName(p.ToMove()))
	}
	rep := g.Report(last, passes)
	return &rep, nil
}

// programBytes is what the program's search may take: ai:expert's
// 32 MB table and the exact solver's near the end.
const programBytes = 64 * MiB

// playPerson plays a person's move m.
func (g *Game) playPerson(m othello.Square) (*LastMove, error) {
	p := g.Pos()
	if p.GameOver() {
		return nil, errorf("the game is over: %s", p.Result())
	}
	if pl := g.ToMove(); pl != nil {
		return nil, errorf("it is %s's turn, and %s is the program %s: let it move first (advance=true)", p.ToMove(), p.ToMove(), pl.Spec())
	}
	if _, err := p.Play(m); err != nil {
		return nil, err // the reason alone: "c3 is not legal for Black: it flips nothing ..."
	}
	if err := g.Game.Play(m); err != nil {
		return nil, err
	}
	return &LastMove{Color: ColorName(p.ToMove()), Move: m.String(), Player: play.Human,
		Text: g.Lang.T("%s played %s.", g.Lang.Word(p.ToMove().String()), m.String())}, nil
}

// playProgram plays the move of the program to move (or a forced pass),
// with the search behind it.
func (g *Game) playProgram(ctx context.Context) (*LastMove, error) {
	p := g.Pos()
	pl := g.ToMove()
	if pl != nil {
		if err := reserveCore(ctx, programBytes, "the program's search"); err != nil {
			return nil, err
		}
	}
	start := time.Now()
	mv, err := g.Advance(ctx)
	if err != nil {
		return nil, err
	}
	last := &LastMove{Color: ColorName(p.ToMove()), Move: mv.Square.String(), Player: play.Human,
		Searched: mv.Searched, Value: mv.Value, Depth: mv.Depth, Exact: mv.Exact, Nodes: mv.Nodes,
		Seconds: time.Since(start).Seconds()}
	if mv.Searched {
		last.ValueText = othello.FormatScore(mv.Value)
	}
	who := g.Lang.Word(p.ToMove().String())
	if pl != nil {
		last.Player = pl.Spec()
		who += " (" + pl.Spec() + ")"
		if spec, ok := play.DrawnSearch(pl); ok && mv.Square != othello.Pass {
			last.Tree = treeLink(ctx, g.Game, len(g.Moves)-1, spec)
		}
	}
	last.Text = g.Lang.T("%s played %s%s.", who, mv.Square.String(), play.DescribeMoveIn(mv, p.ToMove(), g.Lang))
	return last, nil
}

// Report describes g, after the move last and the forced passes.
func (g *Game) Report(last *LastMove, passes []string) GameReport {
	p := g.Pos()
	r := GameReport{
		Position:   Show(Position{Start: g.Start, Moves: g.Moves, Pos: p}),
		Start:      g.Start.String(),
		Transcript: g.Transcript(),
		History:    []HistoryMove{},
		Players:    Colors[string]{g.Names[0], g.Names[1]},
		HintBy:     hintBy(g.Players),
		Legal:      Colors[[]string]{legal(p, othello.Black), legal(p, othello.White)},
		Last:       last,
		Passes:     passes,
		GGF:        play.FormatGGF(g.Game, g.Names[0], g.Names[1]),
	}
	if r.Passes == nil {
		r.Passes = []string{}
	}
	pos := g.Start
	for i, m := range g.Moves {
		r.History = append(r.History, HistoryMove{Ply: i + 1, Color: ColorName(pos.ToMove()), Move: m.String()})
		pos, _ = pos.Play(m)
	}
	if p.GameOver() {
		r.Result = p.Result().String()
	} else {
		r.Turn = g.Names[p.ToMove()]
	}
	r.Status = r.status(p, g.Lang)
	return r
}

// status writes the report's Status for the position p it ends in.
func (r *GameReport) status(p othello.Position, l msg.Lang) string {
	var s []string
	for _, c := range r.Passes {
		s = append(s, l.T("%s has no legal move and passes.", l.Word(colorOf(c).String())))
	}
	if r.Last != nil && r.Last.Player != play.Human {
		s = append(s, r.Last.Text)
	}
	switch {
	case p.GameOver():
		s = append(s, l.T("Game over: %s.", resultIn(p.Result(), l)))
	case r.Turn == play.Human:
		s = append(s, l.T("%s to move.", l.Word(p.ToMove().String())))
	default:
		s = append(s, l.T("%s to move (%s).", l.Word(p.ToMove().String()), r.Turn))
	}
	return strings.Join(s, " ")
}

// resultIn writes a final score as othello.Result.String does ("Black 34,
// White 30: Black wins by 4"), in the language l.
func resultIn(r othello.Result, l msg.Lang) string {
	if w, ok := r.Winner(); ok {
		return l.T("Black %s, White %s: %s wins by %s", strconv.Itoa(r.Black), strconv.Itoa(r.White), l.Word(w.String()), strconv.Itoa(r.Margin()))
	}
	return l.T("Black %s, White %s: draw", strconv.Itoa(r.Black), strconv.Itoa(r.White))
}

// colorOf is the colour ColorName names.
func colorOf(name string) othello.Color {
	if name == ColorName(othello.White) {
		return othello.White
	}
	return othello.Black
}

// legal returns the legal moves of c in p, as if c were to move.
func legal(p othello.Position, c othello.Color) []string {
	if p.ToMove() != c {
		p = p.WithTurn(c)
	}
	out := []string{}
	for _, sq := range p.LegalMoves().Squares() {
		out = append(out, sq.String())
	}
	return out
}

// drawnSpec is spec as a tree draws it on p's board: an evaluation the
// board size does not take (the pattern evaluation off 8x8, which the
// expert replaces there) becomes mixed, what the expert plays with there.
// Explain and the links to the tree page both use it.
func drawnSpec(spec play.SearchSpec, p othello.Position) play.SearchSpec {
	if othello.CheckEvalSize(spec.Eval, p.Size()) != nil {
		spec.Eval = othello.Mixed{}
	}
	return spec
}

// treeLink is the tree page of spec's search before move k of g: the
// same algorithm, depth, evaluation and order, and view=pv when the whole
// tree is too big to read (ExplainView).
func treeLink(ctx context.Context, g *play.Game, k int, spec play.SearchSpec) string {
	pos := g.Start
	for _, m := range g.Moves[:k] {
		pos, _ = pos.Play(m)
	}
	spec = drawnSpec(spec, pos)
	v := url.Values{}
	if g.Start != othello.Start(g.Start.Size()) {
		v.Set("board", g.Start.String())
	} else if g.Start.Size() != othello.DefaultSize {
		v.Set("size", strconv.Itoa(g.Start.Size()))
	}
	if k > 0 {
		v.Set("moves", othello.FormatMoves(g.Moves[:k]))
	}
	v.Set("depth", strconv.Itoa(spec.Depth))
	v.Set("algo", spec.Algorithm.String())
	if spec.Algorithm == minimax.AlphaBeta {
		v.Set("fail-hard", "true") // the players search fail-hard
	}
	v.Set("order", spec.Order.String())
	v.Set("eval", spec.Eval.Name())
	v.Set("view", ExplainView(ctx, pos, spec.Depth).String())
	return "/tree?" + v.Encode()
}

// MaxHintDepth bounds the depth of a hint.
const MaxHintDepth = 10

// HintParams are the parameters of ParseHint: a position, the players of
// the game (a person by default), and the depth (4 by default) and
// evaluation (mixed by default) of the search that hints when neither
// player is a program that searches.
func HintParams() []Param {
	return join([]Param{gameParam()}, PositionParams(), without(PlayerParams(play.Human, play.Human), "engine-time"), []Param{
		num("depth", 4, "Search", "the depth of the search, `N`, when no player searches").within(1, MaxHintDepth, "plies"),
		evalParam("mixed"),
	})
}

// HintRequest is a hint: the move Player would play in Position.
type HintRequest struct {
	Position Position
	// GamePos is a position of a game of package game, hinted in place of
	// Position (Player is then nil).
	GamePos game.Position
	// Player is the program whose move the hint shows (HintPlayer).
	Player play.Player
}

// HintPlayer is the player whose move a hint shows, in gametree play and
// on the play page alike: the game's first program that searches (the
// computer opponent), else fallback.
func HintPlayer(players [2]play.Player, fallback play.Player) play.Player {
	for _, p := range players {
		switch p.(type) {
		case *play.Searcher, *play.Expert:
			return p
		}
	}
	return fallback
}

// hintBy is the spec of the program of players that hints, or "".
func hintBy(players [2]play.Player) string {
	if p := HintPlayer(players, nil); p != nil {
		return p.Spec()
	}
	return ""
}

// ParseHint reads the parameters of HintParams.
func ParseHint(p Params) (*HintRequest, error) {
	r := newReader(p, nil, HintParams())
	if name, err := r.choice("game"); err != nil {
		return nil, err
	} else if name != "othello" {
		pos, err := readPosition(r)
		if err != nil {
			return nil, err
		}
		if pos.GamePos.Over() {
			return nil, errorf("the game is over: there is no move to hint")
		}
		return &HintRequest{GamePos: pos.GamePos}, nil
	}
	depth, err := r.int("depth")
	if err != nil {
		return nil, err
	}
	pos, ev, err := readNamedEval(r)
	if err != nil {
		return nil, err
	}
	if pos.Pos.GameOver() {
		return nil, errorf("the game is over: there is no move to hint")
	}
	cfg, err := readConfig(r)
	if err != nil {
		return nil, err
	}
	players, _, err := readPlayers(r, cfg, pos.Pos.Size(), true)
	if err != nil {
		return nil, err
	}
	fallback := play.NewSearcher(play.SearchSpec{Algorithm: minimax.AlphaBeta, Depth: depth, Eval: ev, Order: minimax.Eval})
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
	// Exact, near the end of the game (play.HintEmpties), is every move's
	// exact score.
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

// Hint searches req's position and reports the move; near the end of the
// game it adds every move's exact score.
func Hint(ctx context.Context, req *HintRequest) (*HintReport, error) {
	if req.GamePos != nil {
		return hintBoard(ctx, req.GamePos)
	}
	pl := req.Player
	defer pl.Close()
	if err := reserveCore(ctx, programBytes, "the hint's search"); err != nil {
		return nil, err
	}
	g := play.NewGame(req.Position.Start)
	if err := g.Replay(req.Position.Moves); err != nil {
		return nil, err
	}
	mv, err := pl.Choose(ctx, g)
	if err != nil {
		return nil, err
	}
	l := msg.From(ctx)
	h := &HintReport{Player: pl.Spec(), Move: mv.Square.String(), Value: mv.Value, ValueText: othello.FormatScore(mv.Value), Searched: mv.Searched,
		Depth: mv.Depth, Eval: mv.Eval, Nodes: mv.Nodes,
		Text: l.T("Hint: %s would play %s%s.", pl.Spec(), mv.Square.String(), play.DescribeMoveIn(mv, g.Pos().ToMove(), l))}
	if res, ok := play.ExactHint(ctx, g.Pos()); ok {
		x := &ExactHint{Score: res.Score, Text: play.HintTextIn(res, g.Pos().ToMove(), l), BestMoves: []string{}}
		for _, m := range res.BestMoves {
			x.BestMoves = append(x.BestMoves, m.String())
		}
		for _, m := range res.Moves {
			x.Moves = append(x.Moves, MoveScore{Move: m.Move.String(), Score: m.Score})
		}
		h.Exact = x
		h.Text = l.T("Hint: %s.", x.Text)
	}
	if spec, ok := play.DrawnSearch(pl); ok && mv.Square != othello.Pass {
		h.Tree = treeLink(ctx, g, len(g.Moves), spec)
	}
	return h, nil
}

// TermsParams are the parameters of ParseTerms: a position, an evaluation
// (discs by default) and the side it is read for (for: black or white; the
// side to move by default).
func TermsParams() []Param {
	return join(PositionParams(), []Param{
		evalParam("discs"),
		str("for", "", "Search", "the `SIDE` the evaluation is read for (default: the side to move)").oneOf("black", "white"),
	})
}

// TermsRequest is an evaluation of a position for one side.
type TermsRequest struct {
	Position othello.Position
	Eval     othello.Evaluator
	For      othello.Color
}

// ParseTerms reads the parameters of TermsParams.
func ParseTerms(p Params) (*TermsRequest, error) {
	r := newReader(p, nil, TermsParams())
	pos, ev, err := readNamedEval(r)
	if err != nil {
		return nil, err
	}
	req := &TermsRequest{Position: pos.Pos, Eval: ev, For: pos.Pos.ToMove()}
	if r.str("for") != "" {
		side, err := r.choice("for")
		if err != nil {
			return nil, err
		}
		req.For = othello.Black
		if side == "white" {
			req.For = othello.White
		}
	}
	return req, nil
}

// TermsReport is an evaluation of a position for one side, and the terms
// it sums.
type TermsReport struct {
	Eval  string         `json:"eval"`
	For   string         `json:"for"`
	Value float64        `json:"value"`
	Terms []othello.Term `json:"terms"`
}

// Terms evaluates req's position term by term, as the tree's leaves are
// evaluated.
func Terms(req *TermsRequest) TermsReport {
	return TermsReport{Eval: req.Eval.Name(), For: ColorName(req.For), Value: req.Eval.Evaluate(req.Position, req.For),
		Terms: othello.Terms(req.Eval, req.Position, req.For)}
}

// readNamedEval reads the position and an evaluation by name (no weights
// file), which the board size must take.
func readNamedEval(r *reader) (Position, othello.Evaluator, error) {
	name, err := r.choice("eval")
	if err != nil {
		return Position{}, nil, err
	}
	ev, err := othello.ParseEval(name)
	if err != nil {
		return Position{}, nil, err
	}
	pos, err := readPosition(r)
	if err != nil {
		return Position{}, nil, err
	}
	if err := othello.CheckEvalSize(ev, pos.Pos.Size()); err != nil {
		return Position{}, nil, errorf("--eval %s: %w", name, err)
	}
	return pos, ev, nil
}
