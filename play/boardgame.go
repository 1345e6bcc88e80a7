package play

import (
	"strings"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/othello"
)

// BoardGame is a game of package game in progress (Othello, tic-tac-toe,
// Connect Four, Nim): where it started and the moves played, every move
// checked. The terminal session plays every game on one.
type BoardGame struct {
	// Start is the position the game started from.
	Start game.Position
	// Moves are the moves played, in order.
	Moves     []game.Move
	positions []game.Position // positions[k] is the position before Moves[k]
	pos       game.Position
}

// NewBoardGame starts a game from start.
func NewBoardGame(start game.Position) *BoardGame {
	return &BoardGame{Start: start, pos: start}
}

// Pos returns the current position.
func (g *BoardGame) Pos() game.Position { return g.pos }

// Over reports whether the game is over.
func (g *BoardGame) Over() bool { return g.pos.Over() }

// Play plays m, which must be legal in the current position.
func (g *BoardGame) Play(m game.Move) error {
	p := g.pos
	if op, ok := p.(game.OthelloPosition); ok {
		// Othello says why a move is illegal in its own words.
		if _, err := op.Pos.Play(game.Square(m)); err != nil {
			return &othello.MoveError{Ply: len(g.Moves) + 1, Move: game.Square(m), Err: err}
		}
	}
	if p.Over() {
		return errorf("the game is over: %s cannot play %s", p.ToMove(), p.FormatMove(m))
	}
	for _, l := range p.AppendMoves(nil) {
		if l == m {
			g.positions = append(g.positions, p)
			g.Moves = append(g.Moves, m)
			g.pos = p.Play(m)
			return nil
		}
	}
	return errorf("%s cannot play %s: it is not a legal move here (legal: %s)", p.ToMove(), p.FormatMove(m), strings.Join(game.FormatMoves(p, p.AppendMoves(nil)), " "))
}

// Undo takes back the last move, if any.
func (g *BoardGame) Undo() {
	if n := len(g.Moves); n > 0 {
		g.pos = g.positions[n-1]
		g.Moves, g.positions = g.Moves[:n-1], g.positions[:n-1]
	}
}

// Before returns the position before move k (0-based).
func (g *BoardGame) Before(k int) game.Position { return g.positions[k] }

// Transcript returns the moves played, in the game's notation, separated
// by spaces; Othello's run together, as its transcripts are ("f5d6c3").
func (g *BoardGame) Transcript() string {
	if _, ok := g.Start.(game.OthelloPosition); ok {
		return othello.FormatMoves(squares(g.Moves))
	}
	out := make([]string, len(g.Moves))
	for i, m := range g.Moves {
		out[i] = g.positions[i].FormatMove(m)
	}
	return strings.Join(out, " ")
}

// Result says how a finished game ended, as its game says it: "X wins",
// "a draw", "X took the last object and wins" (Nim), "Black 10, White 6:
// Black wins by 4" (Othello).
func (g *BoardGame) Result() string { return g.pos.Result(msg.En) }

// Winner returns the player who won a finished game, and false for a draw
// or a game that goes on.
func (g *BoardGame) Winner() (game.Player, bool) {
	if !g.pos.Over() {
		return game.X, false
	}
	switch g.pos.Utility(game.X) {
	case 1:
		return game.X, true
	case -1:
		return game.O, true
	}
	return game.X, false
}

// squares returns the Othello squares of moves.
func squares(moves []game.Move) []othello.Square {
	out := make([]othello.Square, len(moves))
	for i, m := range moves {
		out[i] = game.Square(m)
	}
	return out
}

// BoardOf returns the Othello game g as a BoardGame, its positions scored
// by eval (what a drawn search of them evaluates with).
func BoardOf(g *Game, eval othello.Evaluator) *BoardGame {
	b := NewBoardGame(game.NewOthello(g.Start, eval))
	for _, m := range g.Moves {
		p := b.pos
		b.positions = append(b.positions, p)
		b.Moves = append(b.Moves, game.OthelloMove(m))
		b.pos = p.Play(game.OthelloMove(m))
	}
	return b
}

// OthelloGame returns the Othello game b is, for the Othello players, GGF
// and GTP; nil when b is not a game of Othello.
func OthelloGame(b *BoardGame) *Game {
	start, ok := b.Start.(game.OthelloPosition)
	if !ok {
		return nil
	}
	g := NewGame(start.Pos)
	for _, m := range b.Moves {
		p := g.Pos().Apply(game.Square(m))
		g.Moves = append(g.Moves, game.Square(m))
		g.positions = append(g.positions, p)
	}
	return g
}
