package web

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"gametree/explore"
	"gametree/internal/fault"
	"gametree/minimax"
	"gametree/othello"
	"gametree/play"
	"gametree/tree"
)

// GameReport is the answer of /api/move: the game after the request's
// move, everything the play page shows.
type GameReport struct {
	// Position is the position now, as /api/show reports it.
	Position explore.PositionReport `json:"position"`
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
	// GGF is the game in the Generic Game Format.
	GGF string `json:"ggf"`
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
	// Tree is the link to /tree with the search that chose the move.
	Tree string `json:"tree,omitempty"`
}

// gameParams are the parameters of /api/move.
func gameParams() []explore.Param { return without(explore.GameParams(), "resume", "position") }

// readGame checks and reads the game parameters: no external engines, a
// bounded time per move.
func (q *query) readGame(extra ...string) (*explore.Game, error) {
	if err := q.check(extra, gameParams()); err != nil {
		return nil, err
	}
	for _, c := range []string{"black", "white"} {
		if spec := strings.ToLower(strings.TrimSpace(q.str(c, ""))); strings.HasPrefix(spec, "gtp") {
			return nil, fmt.Errorf("--%s %s: the server runs no external programs; want human, random, greedy, minimax:DEPTH[:EVAL], alphabeta:DEPTH[:EVAL] or ai:LEVEL", c, q.str(c, ""))
		}
	}
	if t, ok := q.v.Get("time"); ok {
		if d, err := time.ParseDuration(strings.TrimSpace(t)); err == nil && d > MaxMoveTime {
			return nil, fmt.Errorf("--time %s: this server allows at most %s a move", t, MaxMoveTime)
		}
	}
	return explore.ParseGame(q.v, nil)
}

// move answers /api/move. The game is given as by gametree play (size,
// moves, board; black, white, seed, time). play=SQUARE plays a person's
// move; advance=true has the program to move play one; with neither, the
// game is reported as it is. Forced passes that follow are played.
func (s *Server) move(ctx context.Context, q *query) (response, error) {
	g, err := q.readGame("play", "advance")
	if err != nil {
		return response{}, err
	}
	defer g.Close()
	advance, err := boolParam(q, "advance")
	if err != nil {
		return response{}, err
	}
	sq, hasPlay := q.v.Get("play")
	if hasPlay && advance {
		return response{}, errors.New("play=SQUARE is a person's move and advance=true asks the program for its move; give one of them")
	}
	var last *LastMove
	p := g.Pos()
	switch {
	case hasPlay:
		m, err := othello.ParseSquare(strings.TrimSpace(sq))
		if err != nil {
			return response{}, fmt.Errorf("play %q: want a square such as d3, or pass", sq)
		}
		if p.GameOver() {
			return response{}, errors.New("the game is over")
		}
		if pl := g.ToMove(); pl != nil {
			return response{}, fmt.Errorf("it is %s's turn, and %s is %s: ask for its move with advance=true", p.ToMove(), p.ToMove(), pl.Spec())
		}
		if _, err := p.Play(m); err != nil {
			return response{}, err // the reason alone: "c3 is not legal for Black: it flips nothing ..."
		}
		if err := g.Play(m); err != nil {
			return response{}, err
		}
		last = &LastMove{Color: explore.ColorName(p.ToMove()), Move: m.String(), Player: play.Human}
	case advance:
		pl := g.ToMove()
		start := time.Now()
		mv, err := g.Advance(ctx)
		if err != nil {
			return response{}, err
		}
		last = &LastMove{Color: explore.ColorName(p.ToMove()), Move: mv.Square.String(), Player: play.Human,
			Searched: mv.Searched, Value: mv.Value, Depth: mv.Depth, Exact: mv.Exact, Nodes: mv.Nodes,
			Seconds: time.Since(start).Seconds()}
		if mv.Searched {
			last.ValueText = tree.FormatScore(mv.Value)
		}
		if pl != nil {
			last.Player = pl.Spec()
			if spec, ok := play.DrawnSearch(pl); ok && mv.Square != othello.Pass {
				last.Tree = treeLink(ctx, g.Game, len(g.Moves)-1, spec)
			}
		}
	}
	var passes []string
	for p := g.Pos(); !p.GameOver() && p.MustPass(); p = g.Pos() {
		if err := g.Play(othello.Pass); err != nil {
			return response{}, err
		}
		passes = append(passes, explore.ColorName(p.ToMove()))
	}
	return response{json: report(g, last, passes)}, nil
}

// report describes g.
func report(g *explore.Game, last *LastMove, passes []string) GameReport {
	p := g.Pos()
	r := GameReport{
		Position:   explore.Show(explore.Position{Start: g.Start, Moves: g.Moves, Pos: p}),
		Start:      g.Start.String(),
		Transcript: g.Transcript(),
		History:    []HistoryMove{},
		Players:    Colors[string]{g.Names[0], g.Names[1]},
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
		r.History = append(r.History, HistoryMove{Ply: i + 1, Color: explore.ColorName(pos.ToMove()), Move: m.String()})
		pos, _ = pos.Play(m)
	}
	if p.GameOver() {
		r.Result = p.Result().String()
	} else {
		r.Turn = g.Names[p.ToMove()]
	}
	return r
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

// treeLink is the /tree page of spec's search before move k of g: the
// same algorithm, depth, evaluation and order, and view=pv when the whole
// tree is too big to read (explore.ExplainView).
func treeLink(ctx context.Context, g *play.Game, k int, spec play.SearchSpec) string {
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
	pos := g.Start
	for _, m := range g.Moves[:k] {
		pos, _ = pos.Play(m)
	}
	v.Set("view", explore.ExplainView(ctx, pos, spec.Depth).String())
	return "/tree?" + v.Encode()
}

// hint answers /api/hint: the move alpha-beta to depth (4 by default)
// with eval (mixed by default) would play in the position, and its value.
func (s *Server) hint(ctx context.Context, q *query) (response, error) {
	if err := q.check([]string{"depth", "eval"}, explore.PositionParams()); err != nil {
		return response{}, err
	}
	depth, err := strconv.Atoi(strings.TrimSpace(q.str("depth", "4")))
	if err != nil || depth < 1 || depth > maxHintDepth {
		return response{}, fmt.Errorf("--depth %q: want a depth from 1 to %d", q.str("depth", "4"), maxHintDepth)
	}
	eval := strings.TrimSpace(q.str("eval", "mixed"))
	if _, err := othello.ParseEval(eval); err != nil {
		return response{}, fmt.Errorf("--eval %q: want one of %s", eval, strings.Join(othello.EvalNames, ", "))
	}
	pos, err := explore.ParsePosition(q.v, nil)
	if err != nil {
		return response{}, err
	}
	if pos.Pos.GameOver() {
		return response{}, errors.New("the game is over: there is no move to hint")
	}
	if ev, _ := othello.ParseEval(eval); othello.CheckEvalSize(ev, pos.Pos.Size()) != nil {
		return response{}, fault.New("", "--eval %s: %w", eval, othello.CheckEvalSize(ev, pos.Pos.Size()))
	}
	pl, err := play.ParsePlayer(fmt.Sprintf("alphabeta:%d:%s", depth, eval), play.Config{})
	if err != nil {
		return response{}, err
	}
	g := play.NewGame(pos.Start)
	if err := g.Replay(pos.Moves); err != nil {
		return response{}, err
	}
	mv, err := pl.Choose(ctx, g)
	if err != nil {
		return response{}, err
	}
	h := Hint{Move: mv.Square.String(), Value: mv.Value, ValueText: tree.FormatScore(mv.Value), Searched: mv.Searched, Depth: depth, Eval: eval, Nodes: mv.Nodes}
	// Near the end, every move's exact score, as hint in gametree play.
	if res, ok := play.ExactHint(ctx, g.Pos()); ok {
		x := &ExactHint{Score: res.Score, Text: play.HintText(res, g.Pos().ToMove()), BestMoves: []string{}}
		for _, m := range res.BestMoves {
			x.BestMoves = append(x.BestMoves, m.String())
		}
		for _, m := range res.Moves {
			x.Moves = append(x.Moves, explore.MoveScore{Move: m.Move.String(), Score: m.Score})
		}
		h.Exact = x
	}
	if spec, ok := play.DrawnSearch(pl); ok && mv.Square != othello.Pass {
		h.Tree = treeLink(ctx, g, len(g.Moves), spec)
	}
	return response{json: h}, nil
}

// maxHintDepth bounds the depth of a hint.
const maxHintDepth = 10

// Hint is the answer of /api/hint.
type Hint struct {
	Move  string  `json:"move"`
	Value float64 `json:"value"`
	// ValueText is the value as the CLI writes it: "+3", "win +12".
	ValueText string `json:"value_text"`
	Searched  bool   `json:"searched"`
	Depth     int    `json:"depth"`
	Eval      string `json:"eval"`
	Nodes     int64  `json:"nodes"`
	Tree      string `json:"tree,omitempty"`
	// Exact, near the end of the game (play.HintEmpties), is every move's
	// exact score.
	Exact *ExactHint `json:"exact,omitempty"`
}

// ExactHint is the exact solve of a hint's position: the final margin for
// the side to move with perfect play (empties to the winner), the moves
// that reach it, every move's score, and the sentence of gametree play.
type ExactHint struct {
	Score     int                 `json:"score"`
	BestMoves []string            `json:"best_moves"`
	Moves     []explore.MoveScore `json:"moves"`
	Text      string              `json:"text"`
}

// EvalReport is the answer of /api/eval: an evaluation of a position for
// one side, and the terms it sums.
type EvalReport struct {
	Eval  string         `json:"eval"`
	For   string         `json:"for"`
	Value float64        `json:"value"`
	Terms []othello.Term `json:"terms"`
}

// eval answers /api/eval: the evaluation (eval, discs by default) of the
// position for the side for (the side to move by default), term by term,
// as the tree's leaves are evaluated.
func (s *Server) eval(_ context.Context, q *query) (response, error) {
	if err := q.check([]string{"for"}, explore.PositionParams(), []explore.Param{{Name: "eval", Default: "discs"}}); err != nil {
		return response{}, err
	}
	name := strings.TrimSpace(q.str("eval", "discs"))
	ev, err := othello.ParseEval(name)
	if err != nil {
		return response{}, fmt.Errorf("--eval %q: want one of %s", name, strings.Join(othello.EvalNames, ", "))
	}
	pos, err := explore.ParsePosition(q.v, nil)
	if err != nil {
		return response{}, err
	}
	if err := othello.CheckEvalSize(ev, pos.Pos.Size()); err != nil {
		return response{}, fault.New("", "--eval %s: %w", name, err)
	}
	side := pos.Pos.ToMove()
	switch strings.ToLower(strings.TrimSpace(q.str("for", ""))) {
	case "":
	case "black":
		side = othello.Black
	case "white":
		side = othello.White
	default:
		return response{}, fmt.Errorf("for %q: want black or white", q.str("for", ""))
	}
	return response{json: EvalReport{Eval: ev.Name(), For: explore.ColorName(side), Value: ev.Evaluate(pos.Pos, side), Terms: othello.Terms(ev, pos.Pos, side)}}, nil
}
