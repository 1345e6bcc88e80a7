// Package adapter makes Othello a game of package game: its positions,
// moves, notation, records and board drawing behind game's interfaces,
// its bitboards as speed paths (children, perft, playouts, the searches
// of gamesearch) and its engines (the expert, the endgame solver, the
// trainer). It registers Othello at init (game.Register), as any game
// plugs itself in; package games imports it.
package adapter

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/gamesearch"
	"gametree/internal/fault"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/othello"
)

// Othello is the game of package othello behind the interface: a board of
// Size squares a side and the evaluation its trees score their leaves with.
// X is Black, who moves first, and O is White. A move is a square, as
// othello.Square numbers it, or Pass; a finished game is worth its margin
// past othello.WinScore ("win +12"), as the Othello searches score it.
type Othello struct {
	Size int
	Eval othello.Evaluator
}

// OthelloPosition is an Othello position and the evaluation of its game.
type OthelloPosition struct {
	Pos  othello.Position
	Eval othello.Evaluator
}

// NewOthello returns the Othello position p as a Position of this
// package, its leaves scored by eval.
func NewOthello(p othello.Position, eval othello.Evaluator) OthelloPosition {
	return OthelloPosition{Pos: p, Eval: eval}
}

// Name returns "othello".
func (Othello) Name() string { return "othello" }

// Title returns "Othello".
func (Othello) Title() string { return "Othello" }

// Notation returns how a move is written.
func (Othello) Notation() string { return "a square such as d3, or pass" }

// BoardNotation returns how a board string is written.
func (Othello) BoardNotation() string {
	return "n x n squares from a1 (X O -), then the side to move"
}

// EvalName returns the evaluation's name: "mixed".
func (g Othello) EvalName() string { return g.Eval.Name() }

// Start returns the starting position of the board's size.
func (g Othello) Start() game.Position { return OthelloPosition{othello.Start(g.Size), g.Eval} }

// ParsePosition reads a board string with its side to move.
func (g Othello) ParsePosition(s string) (game.Position, error) {
	p, err := othello.ParsePosition(s)
	if err != nil {
		return nil, err
	}
	return OthelloPosition{p, g.Eval}, nil
}

// PlayerName returns "Black" for X and "White" for O.
func (Othello) PlayerName(p game.Player) string { return othello.Color(p).String() }

// Dims returns the board's size twice.
func (g Othello) Dims() (cols, rows int) { return g.Size, g.Size }

// Margins returns true: a finished game scores its margin.
func (Othello) Margins() bool { return true }

// FormatValue writes v as othello.FormatScore does ("win +12"), and a
// finished game's 0 as "draw".
func (Othello) FormatValue(v float64, final bool) string {
	if final && v == 0 {
		return "draw"
	}
	return othello.FormatScore(v)
}

// ParseValue reads a value as FormatValue writes it: a number, "win +9",
// "loss -3" (a finished game's margin, the sign optional) or "draw".
func (Othello) ParseValue(s string) (float64, error) {
	f := strings.ToLower(strings.Join(strings.Fields(s), " "))
	switch {
	case f == "draw":
		return 0, nil
	case strings.HasPrefix(f, "win") || strings.HasPrefix(f, "loss"):
		word, num, _ := strings.Cut(f, " ")
		if num == "" {
			num = strings.TrimLeft(f, "winos")
		}
		v, err := strconv.ParseFloat(strings.TrimLeft(num, "+-"), 64)
		if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) {
			return 0, fault.Errorf("%q is not a value: want a number such as 3, or win +9, loss -3, draw", s)
		}
		if strings.HasPrefix(word, "loss") {
			return -(othello.WinScore + v), nil
		}
		return othello.WinScore + v, nil
	}
	return game.ParseNumber(s)
}

// ValueWithUnit writes v with the evaluation's unit: "+3 discs".
func (g Othello) ValueWithUnit(v float64) string { return othello.ValueWithUnit(v, g.Eval.Name()) }

// Unit returns the evaluation's unit: "discs", "moves" or "points".
func (g Othello) Unit() string { return othello.EvalUnit(g.Eval.Name()) }

// DiagramGrid returns the board's lines, the letters above and below it,
// and the side to move: the counts and legal moves after them may be cut.
func (g Othello) DiagramGrid() int { return g.Size + 3 }

// Square is the Othello square of m: othello.Pass for Pass,
// othello.NoSquare for NoMove.
func Square(m game.Move) othello.Square {
	switch m {
	case game.Pass:
		return othello.Pass
	case game.NoMove:
		return othello.NoSquare
	}
	return othello.Square(m)
}

// OthelloMove is the move of the Othello square sq.
func OthelloMove(sq othello.Square) game.Move {
	switch sq {
	case othello.Pass:
		return game.Pass
	case othello.NoSquare:
		return game.NoMove
	}
	return game.Move(sq)
}

// Game returns the game: its size and evaluation.
func (p OthelloPosition) Game() game.Game { return Othello{p.Pos.Size(), p.Eval} }

// ToMove returns X for Black, O for White.
func (p OthelloPosition) ToMove() game.Player { return game.Player(p.Pos.ToMove()) }

// AppendMoves appends the legal squares in square order, or the pass
// alone, or none when the game is over.
func (p OthelloPosition) AppendMoves(dst []game.Move) []game.Move {
	var buf [othello.MaxSize * othello.MaxSize]othello.Square
	for _, sq := range p.Pos.AppendMoves(buf[:0]) {
		dst = append(dst, OthelloMove(sq))
	}
	return dst
}

// Play returns the position after m.
func (p OthelloPosition) Play(m game.Move) game.Position {
	return OthelloPosition{p.Pos.Apply(Square(m)), p.Eval}
}

// Over reports whether neither side can move.
func (p OthelloPosition) Over() bool { return p.Pos.GameOver() }

// NoisyMoves appends the corners the side to move can take: a position
// where a corner is open is not quiet (a corner, once taken, is never
// flipped, and its edges and diagonal swing with it; Rosenbloom 1982,
// Buro 1997 treat corners so).
func (p OthelloPosition) NoisyMoves(dst []game.Move) ([]game.Move, string) {
	n := p.Pos.Size()
	from := len(dst)
	for _, m := range p.AppendMoves(nil) {
		if sq := Square(m); m != game.Pass && (sq.Col() == 0 || sq.Col() == n-1) && (sq.Row() == 0 || sq.Row() == n-1) {
			dst = append(dst, m)
		}
	}
	if len(dst) == from {
		return dst, ""
	}
	return dst, "a corner is open"
}

// Utility returns +1 if pl has more discs, -1 if fewer, 0 if as many.
func (p OthelloPosition) Utility(pl game.Player) float64 {
	f := othello.FinalScore(p.Pos, othello.Color(pl))
	switch {
	case f > 0:
		return 1
	case f < 0:
		return -1
	}
	return 0
}

// RandomPlayout plays the position out at random: on its bitboards for
// boards up to 8x8, allocating nothing; through its moves otherwise.
func (p OthelloPosition) RandomPlayout(rng *rand.Rand, pl game.Player) (float64, int) {
	me, opp, ok := p.Pos.Bits8()
	if !ok {
		return game.PlayOut(p, rng, pl)
	}
	margin, plies := othello.RandomPlayout8(p.Pos.Size(), me, opp, rng)
	if p.ToMove() != pl {
		margin = -margin
	}
	switch {
	case margin > 0:
		return 1, plies
	case margin < 0:
		return -1, plies
	}
	return 0, plies
}

// Decided reports whether v is a finished game's value, past
// othello.WinScore, rather than an evaluation's (game.Decider).
func (p OthelloPosition) Decided(v float64) bool { return math.Abs(v) >= othello.WinScore }

// Final returns the margin past othello.WinScore: the value of a finished
// game in an Othello search.
func (p OthelloPosition) Final(pl game.Player) float64 {
	return othello.FinalScore(p.Pos, othello.Color(pl))
}

// Evaluate returns the evaluation for pl (in its unit, not inside (-1,
// +1): Othello's values count discs, moves or points).
func (p OthelloPosition) Evaluate(pl game.Player) float64 {
	return p.Eval.Evaluate(p.Pos, othello.Color(pl))
}

// String returns the board string and the side to move.
func (p OthelloPosition) String() string { return p.Pos.String() }

// Diagram draws the board, last outlined, with the counts, the side to
// move and the legal moves under it.
func (p OthelloPosition) Diagram(last game.Move) string {
	return p.DiagramWith(last, game.DiagramOptions{})
}

// DiagramWith draws the board as opt says; without the status lines, the
// legal moves and last are not marked either, as a node of a drawn tree
// shows it.
func (p OthelloPosition) DiagramWith(last game.Move, opt game.DiagramOptions) string {
	dopt := othello.DiagramOptions{Unicode: opt.Unicode, Color: opt.Color, Lang: opt.Lang}
	if opt.NoStatus {
		dopt.NoMarks, dopt.NoStatus = true, true
	} else if sq := Square(last); sq >= 0 {
		dopt.Last = dopt.Last.With(sq)
	}
	return p.Pos.Diagram(dopt)
}

// FormatMove writes the square ("d3") or "pass".
func (OthelloPosition) FormatMove(m game.Move) string { return Square(m).String() }

// ParseMove reads a square or a pass.
func (p OthelloPosition) ParseMove(s string) (game.Move, error) {
	sq, err := othello.ParseSquare(s)
	if err != nil {
		return game.NoMove, err
	}
	return OthelloMove(sq), nil
}

// Result writes the counts and the winner, in l: "Black 10, White 6:
// Black wins by 4".
func (p OthelloPosition) Result(l msg.Lang) string {
	r := p.Pos.Result()
	if w, ok := r.Winner(); ok {
		return l.T("Black %s, White %s: %s wins by %s", strconv.Itoa(r.Black), strconv.Itoa(r.White), l.Word(w.String()), strconv.Itoa(r.Margin()))
	}
	return l.T("Black %s, White %s: draw", strconv.Itoa(r.Black), strconv.Itoa(r.White))
}

// StaticRank ranks m by its class: corners first, X-squares last (see
// othello.StaticRank).
func (p OthelloPosition) StaticRank(m game.Move) int {
	return othello.StaticRank(Square(m), p.Pos.Size())
}

// PerftStop counts the move tree on the bitboards, on one thread.
func (p OthelloPosition) PerftStop(depth int, stop func() bool) (game.PerftCount, bool) {
	c, ok := othello.PerftStop(p.Pos, depth, 1, stop)
	return game.PerftCount{Leaves: c.Leaves, GameEnds: c.GameEnds}, ok
}

// Replay returns the position after the moves of path, played on the
// bitboards.
func (p OthelloPosition) Replay(path []game.Move) game.Position {
	q := p.Pos
	for _, m := range path {
		q = q.Apply(Square(m))
	}
	return OthelloPosition{q, p.Eval}
}

// Branch replays path from p and appends the children of the position
// reached, each valued for me: the final score of a finished game, else
// the evaluation. It makes no Position: the tree of an Othello search is
// built on the bitboards.
func (p OthelloPosition) Branch(path []game.Move, me game.Player, dst []game.Child) []game.Child {
	q := p.Pos
	for _, m := range path {
		q = q.Apply(Square(m))
	}
	var buf [othello.MaxSize * othello.MaxSize]othello.Square
	side := othello.Color(me)
	for _, sq := range q.AppendMoves(buf[:0]) {
		r := q.Apply(sq)
		c := game.Child{Move: OthelloMove(sq)}
		if r.GameOver() {
			c.Over, c.Value = true, othello.FinalScore(r, side)
		} else {
			c.Value = p.Eval.Evaluate(r, side)
		}
		dst = append(dst, c)
	}
	return dst
}

// Board lays the board out, the square last played outlined and the discs
// it flipped marked; when last is not known and prev is, the move is found
// from prev (MoveBetween).
func (p OthelloPosition) Board(prev game.Position, last game.Move) game.Board {
	pos := p.Pos
	size := pos.Size()
	b := game.Board{Style: game.DiscsBoard, Cols: size, Rows: size, Played: -1, Cells: discGrid(pos),
		RowLabels: rowLabels[:size:size], ColLabels: colLabels[:size:size]}
	if sq := Square(game.MoveOr(last, prev, p)); sq >= 0 {
		b.Played = sq.Row()*size + sq.Col()
	}
	before, ok := prev.(OthelloPosition)
	if ok && b.Played >= 0 {
		mover := b.Cells[b.Played]
		b.Changed = make([]bool, len(b.Cells))
		was := discGrid(before.Pos)
		for i, cell := range b.Cells {
			b.Changed[i] = i != b.Played && cell == mover && was[i] != game.Empty && was[i] != cell
		}
	}
	return b
}

// rowLabels and colLabels are the labels of the rows (1, 2, ...) and
// columns (a, b, ...) of the largest board, shared by every Board (which
// its readers do not change).
var rowLabels, colLabels = func() ([]string, []string) {
	var rows, cols []string
	for r := range othello.MaxSize {
		rows = append(rows, strconv.Itoa(r+1))
		cols = append(cols, string(rune('a'+r)))
	}
	return rows, cols
}()

// discGrid returns the cells of p row by row: Empty, First (Black) or
// Second (White).
func discGrid(p othello.Position) []game.Cell {
	return othello.AppendCells(p, make([]game.Cell, 0, p.Size()*p.Size()), game.First, game.Second, game.Empty)
}

// Searches runs the searches on the bitboards (othello.Implicit, which
// allocates nothing a node), its transposition tables knowing positions
// by othello.Key.
func (p OthelloPosition) Searches(depth int, searches []gamesearch.Search, each func(i int, r gamesearch.SearchResult) bool) {
	t := othelloTree{othello.NewImplicit(p.Pos, p.Eval)}
	gamesearch.RunSearches[othello.State, othello.Key](t, t.Root, depth, searches, each)
}

// othelloTree is Othello's implicit tree with the orderings of package
// minimax.
type othelloTree struct{ *othello.Implicit }

// Move returns the move that led to s.
func (t othelloTree) Move(s othello.State) game.Move { return OthelloMove(s.Move) }

// Order returns the function that sorts children in ordering o.
func (t othelloTree) Order(o minimax.Ordering, depth int, stop func() bool) func(parent othello.State, ply int, max bool, children []othello.State) {
	switch o {
	case minimax.Static:
		return t.OrderStatic
	case minimax.Eval:
		return t.OrderEval
	case minimax.Perfect:
		return minimax.PerfectOrder(t.Root, t.Children, t.Evaluate, t.Key, depth, stop)
	}
	return nil
}
