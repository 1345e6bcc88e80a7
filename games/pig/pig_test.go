package pig

import (
	"context"
	"fmt"
	"gametree/game"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// naivePig solves Pig to goal by plain value iteration, as Neller and
// Presser (2004, "Optimal Play of the Dice Game Pig", section 3) write it:
// P(i,j,k) the probability that the player to move, at i points against
// j with a turn's total of k, wins; rolling gives (1 - P(j,i,0) for a 1
// plus, for each r of 2..6, P(i,j,k+r)) / 6, holding 1 - P(j,i+k,0); the
// player takes the greater, every position swept at once (Jacobi, no
// partition) until no probability moves. The reference SolvePig is
// checked against; TestPigPaperFigures checks the paper's own figures.
func naivePig(goal int) map[[3]int]float64 {
	p := map[[3]int]float64{}
	win := func(i, j, k int) float64 {
		if i+k >= goal {
			return 1
		}
		return p[[3]int{i, j, k}]
	}
	for {
		next := map[[3]int]float64{}
		delta := 0.0
		for i := 0; i < goal; i++ {
			for j := 0; j < goal; j++ {
				for k := 0; i+k < goal; k++ {
					roll := 1 - win(j, i, 0)
					for r := 2; r <= 6; r++ {
						roll += win(i, j, k+r)
					}
					v := roll / 6
					if k > 0 {
						v = math.Max(v, 1-win(j, i+k, 0))
					}
					next[[3]int{i, j, k}] = v
					delta = math.Max(delta, math.Abs(v-p[[3]int{i, j, k}]))
				}
			}
		}
		p = next
		if delta < 1e-14 {
			return p
		}
	}
}

// Value iteration by parts gives the chances of plain value iteration,
// on every position of small goals.
func TestSolvePigAgainstNaive(t *testing.T) {
	for _, goal := range []int{2, 3, 5, 8, 13} {
		s, err := SolvePig(context.Background(), goal)
		if err != nil {
			t.Fatal(err)
		}
		ref := naivePig(goal)
		for key, want := range ref {
			if got := s.Win(key[0], key[1], key[2]); math.Abs(got-want) > 1e-9 {
				t.Errorf("goal %d, %v: %v, want %v", goal, key, got, want)
			}
		}
	}
}

// The figures of Neller and Presser for the goal 100: the first player
// wins 53.06% of games with perfect play on both sides; at 41 against 49
// the player holds from a turn's total of 22, but rolls again at 27
// (their example of a policy that is no threshold).
func TestPigPaperFigures(t *testing.T) {
	if testing.Short() {
		t.Skip("solves Pig to 100")
	}
	s, err := SolvedPig(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	if w := s.Win(0, 0, 0); math.Abs(w-0.5306) > 0.00005 {
		t.Errorf("first player's chance: %.5f, want 0.5306", w)
	}
	first, again := s.HoldAt(41, 49)
	if first != 22 || len(again) == 0 || again[0] != 27 {
		t.Errorf("41 against 49: hold at %d, roll again at %v; want 22, then 27", first, again)
	}
	// A player at 0 and an opponent at 99 rolls to the goal: holding
	// short of it loses at once.
	if first, _ := s.HoldAt(0, 99); first != 100 {
		t.Errorf("0 against 99: hold at %d, want never (100)", first)
	}
}

// The rules: a 1 loses the turn's total and passes the turn, a hold
// banks it, the goal reached ends the game at once.
func TestPigRules(t *testing.T) {
	g, _ := NewPig("20")
	p, moves, err := game.Replay(g.Start(), "roll 6 roll 5 hold roll 4 roll 6 roll 5 hold roll 1")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.String(); got != "11 15 0 O" || len(moves) != 14 {
		t.Errorf("after the transcript: %q (%d moves), want \"11 15 0 O\"", got, len(moves))
	}
	p, _, err = game.Replay(p, "roll 2 roll 6")
	if err != nil || !p.Over() || p.Utility(game.O) != 1 || p.String() != "11 23 0 O" {
		t.Errorf("15+2+6 passes 20: %v over %v err %v", p, p.Over(), err)
	}
	for _, c := range []struct{ board, moves, want string }{
		{"0 0 0 X", "hold", "cannot hold with nothing"},
		{"0 0 0 X", "3", "is a face of the die"},
		{"0 0 0 X", "roll hold", "the die is rolling"},
		{"0 0 0 X", "roll 7", "not a move of Pig"},
		{"0 19 0 O", "roll 6 roll", "is over"},
	} {
		start, err := g.ParsePosition(c.board)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := game.Replay(start, c.moves); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s then %q: %v, want %q", c.board, c.moves, err, c.want)
		}
	}
	if pr, text := game.Probability(mustPig(t, g, "0 0 0 X rolling"), PigFace+3); pr != 1.0/6 || text != "1/6" {
		t.Errorf("a face: %v %q", pr, text)
	}
}

func mustPig(t *testing.T, g Pig, s string) game.Position {
	t.Helper()
	p, err := g.ParsePosition(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Board strings read back what String writes, on random positions, and
// bad ones are refused with the reason.
func TestPigPositionRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	g := Pig{Goal: 30}
	for n := 0; n < 500; n++ {
		p := g.Start()
		for k := rng.IntN(40); k > 0 && !p.Over(); k-- {
			moves := p.AppendMoves(nil)
			p = p.Play(moves[rng.IntN(len(moves))])
		}
		q, err := g.ParsePosition(p.String())
		if err != nil || q != p {
			t.Fatalf("%q read back as %v, %v", p.String(), q, err)
		}
	}
	for _, bad := range []string{"", "1 2", "1 2 3 Z", "36 0 0 X", "30 30 0 X", "30 0 4 X", "25 0 5 X", "a b c X", "1 2 3 X rolling extra"} {
		if _, err := g.ParsePosition(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	for _, bad := range []string{"1", "201", "x", "-5"} {
		if _, err := NewPig(bad); err == nil {
			t.Errorf("goal %q accepted", bad)
		}
	}
}

// The chance of a die drawn by DrawOutcome follows its probabilities.
func TestDrawOutcome(t *testing.T) {
	p := mustPig(t, Pig{Goal: 100}, "0 0 0 X rolling")
	counts := map[game.Move]int{}
	for i := 0; i < 6000; i++ {
		counts[game.DrawOutcome(p, (float64(i)+0.5)/6000)]++
	}
	for f := game.Move(1); f <= 6; f++ {
		if counts[PigFace+f] != 1000 {
			t.Errorf("face %d drawn %d times in 6000, want 1000", f, counts[PigFace+f])
		}
	}
}

func FuzzPigPosition(f *testing.F) {
	for _, s := range []string{"12 7 5 X", "0 0 0 O rolling", "20 3 0 X", "1,2,3"} {
		f.Add(s)
	}
	g := Pig{Goal: 20}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := g.ParsePosition(s)
		if err != nil {
			return
		}
		q, err := g.ParsePosition(p.String())
		if err != nil || q != p {
			t.Fatalf("%q: %q read back as %v, %v", s, p.String(), q, err)
		}
		for _, m := range p.AppendMoves(nil) {
			if _, err := p.ParseMove(p.FormatMove(m)); err != nil {
				t.Fatalf("%v: move %q: %v", p, p.FormatMove(m), err)
			}
		}
	})
}

func ExamplePigSolution_Win() {
	s, _ := SolvedPig(context.Background(), 100)
	fmt.Printf("%.4f\n", s.Win(0, 0, 0))
	// Output: 0.5306
}

// A goal is solved once, in the background: a caller that stops waiting
// (a server's timeout) leaves the solve going, and the next caller gets
// it (Pig's perfect play at goal 197 answered 503 at every try).
func TestSolvedPigInBackground(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	if _, err := SolvedPig(ctx, 77); err == nil {
		t.Skip("goal 77 solved within a millisecond: nothing to wait for")
	}
	s, err := SolvedPig(context.Background(), 77)
	if err != nil || s.Goal != 77 {
		t.Fatalf("after the first caller left: %v %v", s, err)
	}
	again, err := SolvedPig(context.Background(), 77)
	if err != nil || again != s {
		t.Errorf("solved again: %p %p %v", again, s, err)
	}
}
