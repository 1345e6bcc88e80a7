package othello

import (
	"math/rand"
	"strings"
	"testing"
)

func TestPositionalTable8IsTheCourseTable(t *testing.T) {
	want := []float64{
		500, -150, 30, 10, 10, 30, -150, 500,
		-150, -250, 0, 0, 0, 0, -250, -150,
		30, 0, 1, 2, 2, 1, 0, 30,
		10, 0, 2, 16, 16, 2, 0, 10,
		10, 0, 2, 16, 16, 2, 0, 10,
		30, 0, 1, 2, 2, 1, 0, 30,
		-150, -250, 0, 0, 0, 0, -250, -150,
		500, -150, 30, 10, 10, 30, -150, 500,
	}
	got := PositionalTable(8)
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("PositionalTable(8)[%s] = %v, want %v", NewSquare(i%8, i/8), got[i], want[i])
		}
	}
}

func TestEvaluatorsAreSymmetric(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for n := MinSize; n <= MaxSize; n += 2 {
		for _, p := range randomPositions(rng, n, 30) {
			for _, name := range EvalNames {
				e, _ := ParseEval(name)
				b, w := e.Evaluate(p, Black), e.Evaluate(p, White)
				if b != -w {
					t.Fatalf("%s on %s: Black %v, White %v; want opposites", name, p, b, w)
				}
			}
		}
	}
}

func TestFrontierAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	for n := MinSize; n <= MaxSize; n += 2 {
		for _, p := range randomPositions(rng, n, 50) {
			for _, col := range []Color{Black, White} {
				want := 0
				for _, sq := range p.Discs(col).Squares() {
					found := false
					for dr := -1; dr <= 1; dr++ {
						for dc := -1; dc <= 1; dc++ {
							r, c := sq.Row()+dr, sq.Col()+dc
							if (dr != 0 || dc != 0) && r >= 0 && r < n && c >= 0 && c < n {
								if _, full := p.At(NewSquare(c, r)); !full {
									found = true
								}
							}
						}
					}
					if found {
						want++
					}
				}
				if got := p.frontier(col); got != want {
					t.Fatalf("%s: frontier(%s) = %d, want %d", p, col, got, want)
				}
			}
		}
	}
}

func TestEvaluatorValues(t *testing.T) {
	start := Start(8)
	moves, _ := ParseMoves("f5")
	f5, _, _ := Replay(start, moves)
	tests := []struct {
		eval string
		p    Position
		side Color
		want float64
	}{
		{"discs", start, Black, 0},
		{"discs", f5, Black, 3},
		{"mobility", f5, Black, 3 - 3},
		{"positional", f5, Black, 3*16 + 2 - 16},
		{"mixed", f5, Black, 3*16 + 2 - 16 + MixedMobility*0},
		// f5 after the opening: Black on d5 e4 e5 f5 (inner, 100 each), White on d4.
		{"classic", f5, Black, 4*100 - 100 - 10*4 + 10*1},
	}
	for _, tc := range tests {
		e, err := ParseEval(tc.eval)
		if err != nil {
			t.Fatal(err)
		}
		if got := e.Evaluate(tc.p, tc.side); got != tc.want {
			t.Errorf("%s(%s, %s) = %v, want %v", tc.eval, tc.p, tc.side, got, tc.want)
		}
	}
	if _, err := ParseEval("greed"); err == nil || !strings.Contains(err.Error(), "discs, positional, mobility, mixed, classic") {
		t.Errorf("ParseEval(greed) error = %v", err)
	}
}

func TestClassicCSquares(t *testing.T) {
	// Black on b1 with its corner a1 Black: 300; White on g1 with h1 empty: -400.
	p, err := ParseBoard("XX----O-" + strings.Repeat("-", 56) + " X")
	if err != nil {
		t.Fatal(err)
	}
	// Black: a1 800 + b1 300; White: g1 -400. Frontier: a1, b1 and g1 all
	// touch empty squares: Black 2, White 1.
	want := 800 + 300 - (-400) - 10*2 + 10*1
	if got := (Classic{}).Evaluate(p, Black); got != float64(want) {
		t.Errorf("classic = %v, want %v", got, want)
	}
}

func TestWeightsRoundTrip(t *testing.T) {
	w, err := ParseWeights("# my table\n1 2 3 4\n5,6,7,8\n9 10 11 12\n13 14 15 16.5\n")
	if err != nil || w.Size() != 4 {
		t.Fatalf("ParseWeights = %v, %v", w, err)
	}
	again, err := ParseWeights(w.String())
	if err != nil || again.String() != w.String() {
		t.Errorf("round trip = %v, %v", again, err)
	}
	if got := w.Evaluate(Start(4), Black); got != (7+10)-(6+11) {
		t.Errorf("weights on the 4x4 start = %v", got)
	}
	for _, bad := range []string{"1 2 3", "1 2 x 4", strings.Repeat("1 ", 15)} {
		if _, err := ParseWeights(bad); err == nil {
			t.Errorf("ParseWeights(%q) gave no error", bad)
		}
	}
}

func TestStaticRank(t *testing.T) {
	for _, tc := range []struct {
		sq   string
		want int
	}{{"a1", 0}, {"d1", 1}, {"d4", 2}, {"b1", 3}, {"g2", 4}, {"h7", 3}, {"c3", 2}, {"pass", 5}} {
		sq, _ := ParseSquare(tc.sq)
		if got := StaticRank(sq, 8); got != tc.want {
			t.Errorf("StaticRank(%s) = %d, want %d", tc.sq, got, tc.want)
		}
	}
}

func FuzzParseWeights(f *testing.F) {
	f.Add("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n")
	f.Add("# c\n" + strings.Repeat("1.5,", 36))
	f.Fuzz(func(t *testing.T, s string) {
		w, err := ParseWeights(s)
		if err != nil {
			return
		}
		again, err := ParseWeights(w.String())
		if err != nil || again.String() != w.String() {
			t.Fatalf("round trip of %q = %v, %v", w.String(), again, err)
		}
	})
}

// The terms of every evaluation sum to its score, on seeded random
// positions of every size, for both sides.
func TestTermsSumToTheScore(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	evals := []Evaluator{Discs{}, Mobility{}, Positional{}, Mixed{}, Classic{}}
	for _, n := range []int{4, 6, 8, 10, 16} {
		w, err := ParseWeights(strings.Repeat(strings.Repeat("3 ", n)+"\n", n))
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 200; i++ {
			p := Start(n)
			for k := rng.Intn(n * n); k > 0 && !p.GameOver(); k-- {
				m := Pass
				if l := p.MoveList(); len(l) > 0 {
					m = l[rng.Intn(len(l))]
				}
				p = p.Apply(m)
			}
			for _, ev := range append(evals, w) {
				for _, side := range []Color{Black, White} {
					var sum float64
					for _, term := range Terms(ev, p, side) {
						sum += term.Value
					}
					if want := ev.Evaluate(p, side); sum != want {
						t.Fatalf("%s on %s for %s: terms %v sum to %g, the score is %g", ev.Name(), p, side, Terms(ev, p, side), sum, want)
					}
				}
			}
		}
	}
}

// Weights past ±MaxWeight (whose sums could reach the score of a finished
// game) and with more than 6 decimals are refused with their line.
func TestWeightsRange(t *testing.T) {
	row := strings.Repeat("1 ", 4) + "\n"
	for _, tc := range []struct{ first, want string }{
		{"1e308 1 1 1\n", "weights line 1: 1e308 is out of range; a weight goes from -1000 to 1000"},
		{"1 1 -1001 1\n", "weights line 1: -1001 is out of range"},
		{"1 0.1234567 1 1\n", "weights line 1: 0.1234567 has more than 6 decimals"},
	} {
		if _, err := ParseWeights(tc.first + row + row + row); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.first, err, tc.want)
		}
	}
	if _, err := ParseWeights("1000 -1000 0.5 0.000001\n" + row + row + row); err != nil {
		t.Errorf("weights in range: %v", err)
	}
}
