// Package play plays the games: Othello's players (random, greedy,
// minimax, alpha-beta, the AI levels, an expert engine, external engines
// over GTP) and those of tic-tac-toe, Connect Four and Nim, one game
// session for people at a terminal and one match arbiter for every game
// (on a BoardGame), the Go Text Protocol server, and the GGF game format.
// Every move comes from the rules of package game (Othello's from its core,
// package othello), and the searching players use package minimax on the
// implicit trees of othello and tree: the same search that draws the
// trees.
package play

import (
	"gametree/othello"
)

// Game is a game in progress: a start position and the moves played from
// it, passes included.
type Game struct {
	// Start is the position the game started from.
	Start othello.Position
	// Moves are the moves played, in order.
	Moves []othello.Square
	// positions[i] is the position after i moves.
	positions []othello.Position
}

// NewGame returns a game starting from p.
func NewGame(p othello.Position) *Game {
	return &Game{Start: p, positions: []othello.Position{p}}
}

// Pos returns the current position.
func (g *Game) Pos() othello.Position { return g.positions[len(g.positions)-1] }

// Play plays m, checked: an illegal move is an error naming the legal ones.
func (g *Game) Play(m othello.Square) error {
	next, err := g.Pos().Play(m)
	if err != nil {
		return &othello.MoveError{Ply: len(g.Moves) + 1, Move: m, Err: err}
	}
	g.Moves = append(g.Moves, m)
	g.positions = append(g.positions, next)
	return nil
}

// Undo takes back the last move; it reports false at the start.
func (g *Game) Undo() bool {
	if len(g.Moves) == 0 {
		return false
	}
	g.Moves = g.Moves[:len(g.Moves)-1]
	g.positions = g.positions[:len(g.positions)-1]
	return true
}

// Over reports whether the game is over.
func (g *Game) Over() bool { return g.Pos().GameOver() }

// Transcript returns the moves played as a transcript ("f5d6c3").
func (g *Game) Transcript() string { return othello.FormatMoves(g.Moves) }

// Replay plays moves from the start, filling in forced passes.
func (g *Game) Replay(moves []othello.Square) error {
	p := g.Pos()
	_, played, err := othello.Replay(p, moves)
	for _, m := range played {
		g.Moves = append(g.Moves, m)
		p = p.Apply(m)
		g.positions = append(g.positions, p)
	}
	if err != nil {
		return errorf("%w", err)
	}
	return nil
}
