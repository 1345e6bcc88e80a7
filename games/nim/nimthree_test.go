package nim

import (
	"gametree/game"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// naiveHeaps is a position of Nim for three players written apart from
// the game: the heaps and the player to move.
type naiveHeaps struct {
	heaps []int
	turn  int
}

// perft counts the move sequences of depth plies (a finished game before
// the depth counts as no leaf), naively.
func (p naiveHeaps) perft(depth int) int64 {
	if depth == 0 {
		return 1
	}
	var n int64
	for i, h := range p.heaps {
		for k := 1; k <= h; k++ {
			q := naiveHeaps{heaps: slices.Clone(p.heaps), turn: (p.turn + 1) % 3}
			q.heaps[i] -= k
			n += q.perft(depth - 1)
		}
	}
	return n
}

// value is max^n to the end, naively: the player to move keeps the first
// move of the best utility for itself, heap by heap, fewest taken first.
func (p naiveHeaps) value() [3]float64 {
	var best [3]float64
	found := false
	for i, h := range p.heaps {
		for k := 1; k <= h; k++ {
			q := naiveHeaps{heaps: slices.Clone(p.heaps), turn: (p.turn + 1) % 3}
			q.heaps[i] -= k
			if v := q.value(); !found || v[p.turn] > best[p.turn] {
				best, found = v, true
			}
		}
	}
	if !found { // no move: the player before took the last object
		best[(p.turn+2)%3] = 1
	}
	return best
}

// randomHeaps returns a random position of Nim for three players and its
// naive twin.
func randomHeaps(r *rand.Rand) (NimThreePos, naiveHeaps) {
	n := 1 + r.IntN(4)
	var b strings.Builder
	var naive naiveHeaps
	for range n {
		h := r.IntN(5)
		naive.heaps = append(naive.heaps, h)
		b.WriteString(itoa(h) + " ")
	}
	naive.turn = r.IntN(3)
	b.WriteString(string(rune('A' + naive.turn)))
	p, err := parseNimThree(b.String())
	if err != nil {
		panic(err)
	}
	return p, naive
}

// gamePerft counts the game's move sequences of depth plies.
func gamePerft(p game.Position, depth int) int64 {
	if depth == 0 {
		return 1
	}
	var n int64
	for _, m := range p.AppendMoves(nil) {
		n += gamePerft(p.Play(m), depth-1)
	}
	return n
}

// Perft and the exact values of Nim for three players against the naive
// reference, on seeded random positions; the board string reads back.
func TestNimThreeAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 33))
	for trial := range 300 {
		p, naive := randomHeaps(r)
		for depth := 0; depth <= 4; depth++ {
			if got, want := gamePerft(p, depth), naive.perft(depth); got != want {
				t.Fatalf("trial %d, %s: perft %d = %d, want %d", trial, p, depth, got, want)
			}
		}
		want := naive.value()
		if got := p.EvaluateVector(); !slices.Equal(got, want[:]) {
			t.Fatalf("trial %d, %s: value %v, want %v", trial, p, got, want)
		}
		if q, err := parseNimThree(p.String()); err != nil || q != p {
			t.Fatalf("trial %d: %s reads back as %v, %v", trial, p, q, err)
		}
	}
}

// A kingmaker: from heaps 1 and 2 with C to move, C cannot win, and
// chooses whether A wins (1:1 or 2:2: A takes the rest) or B does (2:1:
// A must leave B the last object); max^n keeps the first, 1:1, and A
// wins. And the utilities of a finished game.
func TestNimThreeKingmaker(t *testing.T) {
	p, err := parseNimThree("1 2 C")
	if err != nil {
		t.Fatal(err)
	}
	winners := map[float64]bool{}
	for _, m := range p.AppendMoves(nil) {
		v := p.Play(m).(NimThreePos).EvaluateVector()
		if v[2] != 0 {
			t.Fatalf("C wins after %s: %v", p.FormatMove(m), v)
		}
		winners[v[0]] = true
	}
	if len(winners) != 2 {
		t.Errorf("C's moves do not decide between A and B: %v", winners)
	}
	if v := p.EvaluateVector(); !slices.Equal(v, []float64{1, 0, 0}) {
		t.Errorf("1 2 C: %v, want A to win", v)
	}
	end, _ := parseNimThree("0 0 B")
	if u := end.Utilities(); !slices.Equal(u, []float64{1, 0, 0}) || end.Winner() != 0 || !end.Over() {
		t.Errorf("0 0 B: %v, winner %v", u, end.Winner())
	}
}

// Bad board strings and moves are refused in one line.
func TestNimThreeErrors(t *testing.T) {
	for _, s := range []string{"", "1 2 3 4 5 6", "1 10", "1 -1", "x", "1 2 D"} {
		if _, err := parseNimThree(s); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v", s, err)
		}
	}
	p, _ := parseNimThree("1 2 3")
	for _, s := range []string{"0:1", "4:1", "1:0", "1", "a:b", "1:10"} {
		if _, err := p.ParseMove(s); err == nil {
			t.Errorf("move %q accepted", s)
		}
	}
}

// ParsePosition never panics, and what it reads writes back the same.
func FuzzNimThreePosition(f *testing.F) {
	for _, s := range []string{"1 2 3", "1 2 3 B", "0 0 0 C", "9,9", " 4  A ", "1 2 D"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := parseNimThree(s)
		if err != nil {
			return
		}
		if q, err := parseNimThree(p.String()); err != nil || q != p {
			t.Errorf("%q: %s reads back as %v, %v", s, p, q, err)
		}
	})
}
