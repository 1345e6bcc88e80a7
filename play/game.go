// Package play plays the games of package game (Othello, tic-tac-toe,
// Connect Four, Nim, and any game registered there): one record of a
// game being played (Game), one kind of player (random, greedy, minimax,
// alpha-beta, the AI levels, a game's own expert engine, external engines
// over GTP), one session for people at a terminal and one match arbiter,
// and the Go Text Protocol both ways. Every move comes from the rules
// behind the game interface, and the searching players search the
// implicit trees of package tree with package minimax: the same search
// that draws the trees. What a game offers beyond its rules (Othello's
// expert and solver, its squares, disc counts and GGF files) is found
// through the optional interfaces of package game; play names no game.
package play

import (
	"context"
	"math/rand/v2"
	"strings"
	"time"

	"gametree/game"
	"gametree/internal/msg"
)

// Game is a game in progress: where it started and the moves played,
// every move checked, passes included.
type Game struct {
	// Start is the position the game started from.
	Start game.Position
	// Moves are the moves played, in order.
	Moves []game.Move
	// Dice is the seed of the outcomes of chance (Pig's die) that
	// RollDice draws.
	Dice      int64
	positions []game.Position // positions[k] is the position before Moves[k]
	pos       game.Position
}

// RollDice plays the outcomes of chance while chance is to move (Pig's
// die after a roll) and returns them: each drawn by its probability from
// the seed Dice and the number of moves played, so that the same moves
// and seed roll the same faces, whoever plays.
func (g *Game) RollDice() []game.Move {
	var out []game.Move
	for p := g.pos; game.IsChance(p) && !p.Over(); p = g.pos {
		rng := rand.New(rand.NewPCG(uint64(g.Dice), uint64(len(g.Moves))))
		m := game.DrawOutcome(p, rng.Float64())
		g.positions = append(g.positions, p)
		g.Moves = append(g.Moves, m)
		g.pos = p.Play(m)
		out = append(out, m)
	}
	return out
}

// NewGame starts a game from start.
func NewGame(start game.Position) *Game {
	return &Game{Start: start, pos: start}
}

// Pos returns the current position.
func (g *Game) Pos() game.Position { return g.pos }

// Over reports whether the game is over.
func (g *Game) Over() bool { return g.pos.Over() }

// Play plays m, which must be legal in the current position: an illegal
// move is an error that names the legal ones.
func (g *Game) Play(m game.Move) error {
	p := g.pos
	if c, ok := p.(game.Checker); ok {
		if err := c.Check(m); err != nil {
			return errorf("ply %d: %w", len(g.Moves)+1, err)
		}
	}
	if p.Over() {
		return errorf("the game is over: %s cannot play %s", seat(p), p.FormatMove(m))
	}
	for _, l := range p.AppendMoves(nil) {
		if l == m {
			g.positions = append(g.positions, p)
			g.Moves = append(g.Moves, m)
			g.pos = p.Play(m)
			return nil
		}
	}
	return errorf("%s cannot play %s: it is not a legal move here (legal: %s)", seat(p), p.FormatMove(m), strings.Join(game.FormatMoves(p, p.AppendMoves(nil)), " "))
}

// Undo takes back the last move; it reports false at the start.
func (g *Game) Undo() bool {
	n := len(g.Moves)
	if n == 0 {
		return false
	}
	g.pos = g.positions[n-1]
	g.Moves, g.positions = g.Moves[:n-1], g.positions[:n-1]
	for n = len(g.Moves); n > 0 && game.IsChance(g.pos); n-- {
		// Back past the die to the move that rolled it.
		g.pos = g.positions[n-1]
		g.Moves, g.positions = g.Moves[:n-1], g.positions[:n-1]
	}
	return true
}

// Before returns the position before move k (0-based).
func (g *Game) Before(k int) game.Position { return g.positions[k] }

// Transcript returns the moves played in the game's notation: run
// together where the game writes its transcripts so (Othello's
// "f5d6c3"), else separated by spaces.
func (g *Game) Transcript() string {
	out := make([]string, len(g.Moves))
	for i, m := range g.Moves {
		out[i] = g.positions[i].FormatMove(m)
	}
	return game.JoinMoves(g.Start.Game(), out)
}

// Result says how a finished game ended, as its game says it: "X wins",
// "a draw", "Black 10, White 6: Black wins by 4" (Othello).
func (g *Game) Result() string { return game.Result(g.pos, msg.En) }

// Winner returns the player who won a finished game, and false for a draw
// or a game that goes on.
func (g *Game) Winner() (game.Player, bool) {
	if !g.pos.Over() {
		return game.X, false
	}
	if u, ok := g.pos.(game.Utilitarian); ok && several(g.pos.Game()) {
		// A game of several players: the one utility above all others.
		return topPlayer(u.Utilities())
	}
	switch g.pos.Utility(game.X) {
	case 1:
		return game.X, true
	case -1:
		return game.O, true
	}
	return game.X, false
}

// Player chooses moves. Choose is called only when the game is not over;
// a player that searches gives up when ctx is done and returns ctx.Err().
type Player interface {
	// Spec returns the player's spec string ("alphabeta:4:mixed").
	Spec() string
	// Choose returns the move to play in g's current position.
	Choose(ctx context.Context, g *Game) (game.Choice, error)
	// Close releases what the player holds (an engine process).
	Close() error
}

// Config is what players share: the seed of random choices and the time
// budget per move of an expert and of an external engine.
type Config struct {
	Seed int64
	Time time.Duration
	// EngineTime is what an external gtp: engine may take for a move
	// (beyond it, and GTPGrace, it forfeits); Time when 0.
	EngineTime time.Duration
}

// DefaultTime is the expert's time budget per move when none is given.
const DefaultTime = game.ExpertTime

// DefaultEngineTime is the time an external engine may take for a move
// unless told: engines keep their own time (GRhino's level 5 takes up to
// several seconds), and the limit is there to end a game with an engine
// that hangs.
const DefaultEngineTime = 30 * time.Second
