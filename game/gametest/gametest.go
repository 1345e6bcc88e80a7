// Package gametest checks that a game of package game keeps its rules as
// every face relies on them, by random playouts from its start, as
// OpenSpiel's random-simulation test does for each of its games: the
// moves apply and leave the position they are played from as it was,
// the board string and every move read back what they write, a game
// goes on while it has moves and ends with utilities that sum to zero,
// and what the game offers beyond its rules agrees with its rules (its
// children on its own representation, its perft, its fast playouts, its
// transcripts and its record files). games/games_test.go runs it on every
// registered game, and the test game of fifthgame_test.go on itself.
package gametest

import (
	"math"
	"math/rand/v2"
	"testing"

	"gametree/game"
)

// MaxPlies bounds a playout: a game of the registry that goes on past it
// is taken to loop.
const MaxPlies = 10000

// Rules plays games random games of g from its start, their moves drawn
// from seed, and checks each position and move on the way (see the
// package comment); the first fault fails t with the position and the
// moves that led there.
func Rules(t testing.TB, g game.Game, seed uint64, games int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 48))
	for k := 0; k < games; k++ {
		p := g.Start()
		if p.Game().Name() != g.Name() {
			t.Fatalf("%s: its start belongs to %q", g.Name(), p.Game().Name())
		}
		var played []game.Move
		var names []string
		for ply := 0; ; ply++ {
			if ply > MaxPlies {
				t.Fatalf("%s game %d: still going after %d plies", g.Name(), k, MaxPlies)
			}
			checkPosition(t, g, p, played)
			moves := p.AppendMoves(nil)
			if p.Over() {
				checkEnd(t, g, p, moves)
				break
			}
			m := moves[rng.IntN(len(moves))]
			names = append(names, p.FormatMove(m))
			p = p.Play(m)
			played = append(played, m)
		}
		checkTranscript(t, g, p, names)
		checkRecord(t, g, p, played)
	}
}

// checkPosition checks p, reached by played from the start: its board
// string reads back, it has moves while the game goes on, each move reads
// back what it writes and plays without changing p, and the game's own
// children (game.Brancher) are those its moves make.
func checkPosition(t testing.TB, g game.Game, p game.Position, played []game.Move) {
	t.Helper()
	where := func() string { return g.Name() + " " + p.String() }
	back, err := g.ParsePosition(p.String())
	if err != nil || back.String() != p.String() || back.ToMove() != p.ToMove() {
		t.Fatalf("%s: the board string reads back as %v (%v)", where(), back, err)
	}
	moves := p.AppendMoves(nil)
	if !p.Over() && len(moves) == 0 {
		t.Fatalf("%s: the game goes on with no move", where())
	}
	before := p.String()
	seen := map[string]bool{}
	for _, m := range moves {
		s := p.FormatMove(m)
		if seen[s] {
			t.Fatalf("%s: two moves written %q", where(), s)
		}
		seen[s] = true
		if r, err := p.ParseMove(s); err != nil || r != m {
			t.Fatalf("%s: move %q reads back as %v (%v)", where(), s, r, err)
		}
		if q := p.Play(m); q == nil || p.String() != before {
			t.Fatalf("%s: playing %s changed the position it was played from", where(), s)
		}
	}
	if b, ok := p.(game.Brancher); ok && !p.Over() {
		checkBranch(t, g, b, p, played, moves)
	}
}

// checkBranch checks that the children p lists on its own
// representation are those its moves make, valued alike.
func checkBranch(t testing.TB, g game.Game, b game.Brancher, p game.Position, played, moves []game.Move) {
	t.Helper()
	start := g.Start().(game.Brancher)
	me := g.Start().ToMove()
	kids := start.Branch(played, me, nil)
	if len(kids) != len(moves) {
		t.Fatalf("%s %s: %d children on its own representation, %d moves", g.Name(), p, len(kids), len(moves))
	}
	for i, c := range kids {
		q := p.Play(moves[i])
		if c.Move != moves[i] || c.Over != q.Over() || !same(c.Value, game.Outcome(q, me)) {
			t.Fatalf("%s %s: child %d is %+v, its move makes %s over %v worth %v", g.Name(), p, i, c, q, q.Over(), game.Outcome(q, me))
		}
	}
}

// checkEnd checks a finished game: no moves, utilities that sum to zero
// and lie from -1 to +1.
func checkEnd(t testing.TB, g game.Game, p game.Position, moves []game.Move) {
	t.Helper()
	if len(moves) != 0 {
		t.Fatalf("%s %s: a finished game with %d moves", g.Name(), p, len(moves))
	}
	if u, ok := p.(game.Utilitarian); ok {
		// A game of several players: one winner, 1, the others 0.
		sum := 0.0
		for _, v := range u.Utilities() {
			sum += v
		}
		if k := game.Players(g); len(u.Utilities()) != k || sum != 1 {
			t.Fatalf("%s %s: utilities %v for %d players", g.Name(), p, u.Utilities(), k)
		}
		return
	}
	x, o := p.Utility(game.X), p.Utility(game.O)
	if x+o != 0 || math.Abs(x) > 1 {
		t.Fatalf("%s %s: utilities %v for X and %v for O", g.Name(), p, x, o)
	}
}

// checkTranscript checks that the moves written and joined as the game
// writes a transcript replay to the position they reached.
func checkTranscript(t testing.TB, g game.Game, end game.Position, names []string) {
	t.Helper()
	text := game.JoinMoves(g, names)
	p, _, err := game.Replay(g.Start(), text)
	if err != nil || p.String() != end.String() {
		t.Fatalf("%s: the transcript %q replays to %v (%v), not %s", g.Name(), text, p, err, end)
	}
}

// checkRecord checks that a game's record file (game.Recorder) reads
// back the game it writes.
func checkRecord(t testing.TB, g game.Game, end game.Position, played []game.Move) {
	t.Helper()
	r, ok := g.(game.Recorder)
	if !ok {
		return
	}
	text := r.FormatRecord(g.Start(), played, [2]string{"x", "o"})
	start, moves, ok, err := r.ParseRecord(text)
	if !ok || err != nil || start.String() != g.Start().String() || len(moves) != len(played) {
		t.Fatalf("%s: its record reads back as %v, %d moves (%v, %v)", g.Name(), start, len(moves), ok, err)
	}
	p := start
	for _, m := range moves {
		p = p.Play(m)
	}
	if p.String() != end.String() {
		t.Fatalf("%s: its record replays to %s, not %s", g.Name(), p, end)
	}
}

// Speed checks what g offers for speed against its rules from positions
// reached by random moves: its perft (game.Counter) against one counted
// through its moves, and its fast playouts (game.Playouter) ending in a
// utility from -1 to +1.
func Speed(t testing.TB, g game.Game, seed uint64, positions, depth int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 49))
	for k := 0; k < positions; k++ {
		p := g.Start()
		for n := rng.IntN(12); n > 0 && !p.Over(); n-- {
			moves := p.AppendMoves(nil)
			p = p.Play(moves[rng.IntN(len(moves))])
		}
		if c, ok := p.(game.Counter); ok {
			got, _ := c.PerftStop(depth, nil)
			if want := perft(p, depth); got != want {
				t.Fatalf("%s %s: perft %d %+v, through its moves %+v", g.Name(), p, depth, got, want)
			}
		}
		if f, ok := p.(game.Playouter); ok {
			u, plies := f.RandomPlayout(rng, p.ToMove())
			if math.Abs(u) > 1 || plies < 0 || plies > MaxPlies {
				t.Fatalf("%s %s: a fast playout ends at %v after %d plies", g.Name(), p, u, plies)
			}
		}
	}
}

// perft counts the leaves at depth and the games ended sooner, through
// the moves, as game.Perft counts.
func perft(p game.Position, depth int) game.PerftCount {
	if depth == 0 {
		return game.PerftCount{Leaves: 1}
	}
	if p.Over() {
		return game.PerftCount{GameEnds: 1}
	}
	var c game.PerftCount
	for _, m := range p.AppendMoves(nil) {
		d := perft(p.Play(m), depth-1)
		c.Leaves += d.Leaves
		c.GameEnds += d.GameEnds
	}
	return c
}

// same tells two values apart as the trees do: equal, or both NaN.
func same(a, b float64) bool { return a == b || math.IsNaN(a) && math.IsNaN(b) }

// Exact is a naive negamax over a small game's positions, memoized by
// board string, for the tests that hold a search or a network to the
// exact values (tic-tac-toe has 5,478 positions): Value is a position's
// value for its player to move, +1 a win, 0 a draw, -1 a loss with best
// play.
type Exact map[string]float64

// Value returns p's value for its player to move.
func (s Exact) Value(p game.Position) float64 {
	if p.Over() {
		return p.Utility(p.ToMove())
	}
	if v, ok := s[p.String()]; ok {
		return v
	}
	best := math.Inf(-1)
	for _, m := range p.AppendMoves(nil) {
		best = max(best, -s.Value(p.Play(m)))
	}
	s[p.String()] = best
	return best
}
