package game

import (
	"math"
	"math/rand/v2"
)

// Draw returns a number drawn uniformly from 0 to n-1 with rng, drawing
// nothing when n is 1: every playout draws its moves so, fast or not, so
// that the same seed plays the same moves whoever watches.
func Draw(rng *rand.Rand, n int) int {
	if n <= 1 {
		return 0
	}
	return rng.IntN(n)
}

// Playouter is a position that plays itself out fast, allocating
// nothing: uniformly random legal moves to the end (Monte Carlo tree
// search's playouts). Othello's bitboards and tic-tac-toe's bits have it;
// other games are played out through Position.
type Playouter interface {
	// RandomPlayout plays the position out to the end, each move drawn
	// uniformly from the legal ones with rng as Draw draws (a pass when
	// it must), and
	// returns the finished game's utility for pl (+1, 0, -1) and the
	// number of moves played.
	RandomPlayout(rng *rand.Rand, pl Player) (utility float64, plies int)
}

// PlayOut plays p out at random through its moves: the playout of a game
// without a fast one, and of a fast one where it cannot run.
func PlayOut(p Position, rng *rand.Rand, pl Player) (float64, int) {
	var buf [64]Move
	plies := 0
	for !p.Over() {
		moves := p.AppendMoves(buf[:0])
		p = p.Play(moves[Draw(rng, len(moves))])
		plies++
	}
	return p.Utility(pl), plies
}

// RandomPlayout plays p out at random, by its own fast playout when it
// has one (Playouter).
func RandomPlayout(p Position, rng *rand.Rand, pl Player) (float64, int) {
	if f, ok := p.(Playouter); ok {
		return f.RandomPlayout(rng, pl)
	}
	return PlayOut(p, rng, pl)
}

// GuidedPlayout plays p out as a playout guided by the game's evaluation:
// at each move, one time in ten a move drawn at random (as Draw draws),
// else the move whose position is best for the player moving, a finished
// game by its result, a game going on by its evaluation (the first of
// equals); each, when not nil, hears each move before it is played. It
// returns the finished game's utility for pl and the moves played.
func GuidedPlayout(p Position, rng *rand.Rand, pl Player, each func(Position, Move)) (float64, int) {
	var buf [64]Move
	plies := 0
	for !p.Over() {
		moves := p.AppendMoves(buf[:0])
		m := moves[0]
		if len(moves) > 1 {
			if rng.IntN(10) == 0 {
				m = moves[rng.IntN(len(moves))]
			} else {
				mover, best := p.ToMove(), math.Inf(-1)
				for _, c := range moves {
					if v := Outcome(p.Play(c), mover); v > best {
						m, best = c, v
					}
				}
			}
		}
		if each != nil {
			each(p, m)
		}
		p = p.Play(m)
		plies++
	}
	return p.Utility(pl), plies
}
