package othello

import (
	"math/rand"
	"testing"
)

// naive is a square-by-square reference implementation of the rules, kept
// here to check the bitboards against.
type naive struct {
	n    int
	cell [16][16]int8 // 0 empty, 1 black, 2 white
	turn int8         // 1 black, 2 white
}

func toNaive(p Position) naive {
	q := naive{n: p.Size(), turn: int8(p.ToMove()) + 1}
	for r := 0; r < q.n; r++ {
		for c := 0; c < q.n; c++ {
			if col, ok := p.At(NewSquare(c, r)); ok {
				q.cell[r][c] = int8(col) + 1
			}
		}
	}
	return q
}

var naiveDirs = [8][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

// flips returns the squares side flips by playing at (r, c).
func (q naive) flips(side int8, r, c int) []Square {
	if q.cell[r][c] != 0 {
		return nil
	}
	var out []Square
	for _, d := range naiveDirs {
		var run []Square
		rr, cc := r+d[0], c+d[1]
		for rr >= 0 && rr < q.n && cc >= 0 && cc < q.n && q.cell[rr][cc] == 3-side {
			run = append(run, NewSquare(cc, rr))
			rr, cc = rr+d[0], cc+d[1]
		}
		if len(run) > 0 && rr >= 0 && rr < q.n && cc >= 0 && cc < q.n && q.cell[rr][cc] == side {
			out = append(out, run...)
		}
	}
	return out
}

func (q naive) moves(side int8) SquareSet {
	var s SquareSet
	for r := 0; r < q.n; r++ {
		for c := 0; c < q.n; c++ {
			if len(q.flips(side, r, c)) > 0 {
				s = s.With(NewSquare(c, r))
			}
		}
	}
	return s
}

func (q naive) play(sq Square) naive {
	if sq != Pass {
		for _, f := range q.flips(q.turn, sq.Row(), sq.Col()) {
			q.cell[f.Row()][f.Col()] = q.turn
		}
		q.cell[sq.Row()][sq.Col()] = q.turn
	}
	q.turn = 3 - q.turn
	return q
}

func (q naive) perft(depth int) PerftCount {
	if depth == 0 {
		return PerftCount{Leaves: 1}
	}
	moves := q.moves(q.turn)
	if moves.IsEmpty() {
		if q.moves(3 - q.turn).IsEmpty() {
			return PerftCount{GameEnds: 1}
		}
		return q.play(Pass).perft(depth - 1)
	}
	var c PerftCount
	for _, m := range moves.Squares() {
		c = c.Add(q.play(m).perft(depth - 1))
	}
	return c
}

// randomPositions returns count positions of size n from seeded random
// games, at every stage, with the passes and finished games those games meet,
// and as many random boards (discs anywhere, a random side to move).
func randomPositions(rng *rand.Rand, n, count int) []Position {
	var out []Position
	for len(out) < count {
		p := Start(n)
		for {
			out = append(out, p)
			moves := p.MoveList()
			if len(moves) == 0 {
				break
			}
			p = p.Apply(moves[rng.Intn(len(moves))])
		}
	}
	for i := 0; i < count; i++ {
		p := Position{size: uint8(n), turn: Color(rng.Intn(2))}
		fill := rng.Float64()
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				if rng.Float64() < fill {
					p = p.put(NewSquare(c, r), Color(rng.Intn(2)))
				}
			}
		}
		out = append(out, p)
	}
	return out
}

func TestMovesAndFlipsAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	count := 3000
	if testing.Short() {
		count = 500
	}
	for n := MinSize; n <= MaxSize; n += 2 {
		var passes, ends int
		for _, p := range randomPositions(rng, n, count) {
			q := toNaive(p)
			want := q.moves(q.turn)
			if got := p.LegalMoves(); got != want {
				t.Fatalf("%dx%d %s: LegalMoves = %s, want %s", n, n, p, got, want)
			}
			oppWant := q.moves(3 - q.turn)
			if got, want := p.MustPass(), want.IsEmpty() && !oppWant.IsEmpty(); got != want {
				t.Fatalf("%dx%d %s: MustPass = %v, want %v", n, n, p, got, want)
			}
			if got, want := p.GameOver(), want.IsEmpty() && oppWant.IsEmpty(); got != want {
				t.Fatalf("%dx%d %s: GameOver = %v, want %v", n, n, p, got, want)
			}
			if p.MustPass() {
				passes++
			}
			if p.GameOver() {
				ends++
			}
			// Flips of every empty square, legal or not.
			for r := 0; r < n; r++ {
				for c := 0; c < n; c++ {
					sq := NewSquare(c, r)
					if got, want := p.Flips(sq), SetOf(q.flips(q.turn, r, c)...); got != want {
						t.Fatalf("%dx%d %s: Flips(%s) = %s, want %s", n, n, p, sq, got, want)
					}
				}
			}
			for _, m := range p.MoveList() {
				got, want := p.Apply(m), q.play(m)
				if toNaive(got) != want {
					t.Fatalf("%dx%d %s: Apply(%s) = %s, want the naive result", n, n, p, m, got)
				}
				if got.Count(Black)+got.Count(White) != p.Count(Black)+p.Count(White)+btoi(m != Pass) {
					t.Fatalf("%dx%d %s: Apply(%s) changed the disc total wrongly", n, n, p, m)
				}
			}
		}
		if passes == 0 || ends == 0 {
			t.Errorf("%dx%d: the random positions hold %d forced passes and %d finished games; want some of each", n, n, passes, ends)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestPerftAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for n := MinSize; n <= MaxSize; n += 2 {
		ps := randomPositions(rng, n, 40)
		for i := 0; i < len(ps); i += 8 {
			p := ps[i]
			depth := 3
			if n <= 6 {
				depth = 4
			}
			if got, want := Perft(p, depth), toNaive(p).perft(depth); got != want {
				t.Fatalf("%dx%d %s: Perft(%d) = %+v, want %+v", n, n, p, depth, got, want)
			}
		}
	}
}
