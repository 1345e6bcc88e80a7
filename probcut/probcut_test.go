package probcut_test

import (
	"bytes"
	"math"
	"math/rand"
	"os"
	"strings"
	"testing"

	"gametree/game"
	_ "gametree/games"
	"gametree/minimax"
	"gametree/probcut"
)

// shippedStart is the start a shipped fit was made from.
func shippedStart(t *testing.T, m *probcut.Model) game.Position {
	t.Helper()
	size := m.Size
	if n, _, ok := strings.Cut(size, "x"); ok && m.Game == "othello" {
		size = n
	}
	g, err := game.New(m.Game, size)
	if err != nil {
		t.Fatal(err)
	}
	p := g.Start()
	if m.Eval != "" {
		if p, err = p.(game.Evaluations).WithEval(m.Eval); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// Every shipped file reads, its fits are its samples', its samples'
// moves replay from the start, and the values of a few are searched
// again.
func TestShipped(t *testing.T) {
	names := probcut.ShippedNames()
	if len(names) < 8 {
		t.Fatalf("shipped %v", names)
	}
	for _, name := range names {
		b, err := os.ReadFile("data/" + name)
		if err != nil {
			t.Fatal(err)
		}
		m, err := probcut.Read(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := probcut.FileName(m.Game, m.Size, m.Eval); got != name {
			t.Errorf("%s names itself %s", name, got)
		}
		var out bytes.Buffer
		if _, err := m.WriteTo(&out); err != nil || out.String() != string(b) {
			t.Errorf("%s does not write back byte for byte", name)
		}
		if len(m.Samples) < 200 || m.MaxHeight < 6 {
			t.Errorf("%s: %d samples to height %d", name, len(m.Samples), m.MaxHeight)
		}
		start := shippedStart(t, m)
		for i, s := range m.Samples[:3] {
			p, _, err := game.Replay(start, s.Moves)
			if err != nil {
				t.Fatalf("%s sample %d: %v", name, i+1, err)
			}
			vals, ok := probcut.Values(p, 4)
			if !ok {
				t.Fatalf("%s sample %d reaches the end", name, i+1)
			}
			for h, v := range vals {
				if v != s.Values[h] {
					t.Errorf("%s sample %d height %d: %v searched, %v stored", name, i+1, h, v, s.Values[h])
				}
			}
		}
		if shipped, err := probcut.Shipped(m.Game, m.Size, m.Eval); err != nil || shipped == nil || len(shipped.Fits) != len(m.Fits) {
			t.Errorf("%s: Shipped gives %v, %v", name, shipped, err)
		}
	}
	if m, err := probcut.Shipped("tictactoe", "", ""); m != nil || err != nil {
		t.Errorf("tic-tac-toe has a fit: %v %v", m, err)
	}
}

// The first positions of a fit are those of a smaller one: a fit made
// again with fewer positions and heights is a prefix of the shipped
// one, value for value.
func TestFitReproduces(t *testing.T) {
	m, err := probcut.Shipped("othello", "8x8", "discs")
	if err != nil || m == nil {
		t.Fatal(m, err)
	}
	small, err := probcut.Make(probcut.Options{Start: shippedStart(t, m), Game: m.Game, Size: m.Size, Eval: m.Eval,
		Positions: 25, Seed: m.Seed, MaxHeight: 4, PlyMin: m.PlyMin, PlyMax: m.PlyMax})
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range small.Samples {
		want := m.Samples[i]
		if s.Moves != want.Moves {
			t.Fatalf("sample %d: moves %q, shipped %q", i+1, s.Moves, want.Moves)
		}
		for h, v := range s.Values {
			if v != want.Values[h] {
				t.Fatalf("sample %d height %d: %v, shipped %v", i+1, h, v, want.Values[h])
			}
		}
	}
}

// The shipped fits of discs, Connect Four and 6x6 Othello are made again
// byte for byte (GAMETREE_LONG: about a minute).
func TestShippedFitsReproduce(t *testing.T) {
	if os.Getenv("GAMETREE_LONG") == "" {
		t.Skip("probcut: the shipped fits made again byte for byte run with GAMETREE_LONG=1")
	}
	for _, name := range []string{"othello-8x8-discs.txt", "othello-6x6-discs.txt", "connect4-7x6.txt"} {
		b, _ := os.ReadFile("data/" + name)
		m, err := probcut.Read(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		again, err := probcut.Make(probcut.Options{Start: shippedStart(t, m), Game: m.Game, Size: m.Size, Eval: m.Eval,
			Positions: len(m.Samples), Seed: m.Seed, MaxHeight: m.MaxHeight, PlyMin: m.PlyMin, PlyMax: m.PlyMax})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		again.WriteTo(&out)
		if out.String() != string(b) {
			t.Errorf("%s is not made again byte for byte", name)
		}
	}
}

// Least squares: the fit of points on a line is the line, sigma 0; a
// line through noise finds its slope within its error.
func TestLine(t *testing.T) {
	m := &probcut.Model{Game: "g", MaxHeight: 2}
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 200; i++ {
		x := float64(rng.Intn(41) - 20)
		m.Samples = append(m.Samples, probcut.Sample{Values: []float64{x, 0, 0.5*x + 3}})
	}
	m.Refit()
	f := m.Fits[0]
	if math.Abs(f.A-0.5) > 1e-12 || math.Abs(f.B-3) > 1e-12 || f.Sigma > 1e-12 || f.Height != 2 || f.Shallow != 0 {
		t.Errorf("fit %+v", f)
	}
	for i := range m.Samples {
		m.Samples[i].Values[2] += rng.NormFloat64()
	}
	m.Refit()
	if f := m.Fits[0]; math.Abs(f.A-0.5) > 0.05 || math.Abs(f.Sigma-1) > 0.15 {
		t.Errorf("noisy fit %+v", f)
	}
}

// T is the normal quantile: 0 at 1/2, 1.28 at 0.9, +Inf at 1.
func TestT(t *testing.T) {
	for p, want := range map[float64]float64{0.5: 0, 0.9: 1.2816, 0.975: 1.96, 1: math.Inf(1)} {
		if got := probcut.T(p); math.Abs(got-want) > 1e-3 && !(math.IsInf(want, 1) && math.IsInf(got, 1)) {
			t.Errorf("T(%v) = %v, want %v", p, got, want)
		}
	}
	_ = minimax.Fit{}
}

// A file edited by hand is refused with the line that is wrong.
func TestReadRefuses(t *testing.T) {
	b, _ := os.ReadFile("data/othello-6x6-discs.txt")
	good := string(b)
	for _, c := range []struct{ from, to, want string }{
		{"heights 6", "heights x", "line 8"},
		{"\nfit 2 0 ", "\nfit 2 1 ", "not its samples'"},
		{"\nsample ", "\nsample 1 ", "values; want"},
		{"\nseed 1\n", "\nseed 1\nshoe 3\n", "unknown line"},
		{"\nsample ", "\nsample nan ", "not a number"},
	} {
		bad := strings.Replace(good, c.from, c.to, 1)
		if _, err := probcut.Read(strings.NewReader(bad)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q for %q: %v, want %q", c.to, c.from, err, c.want)
		}
	}
}

func FuzzRead(f *testing.F) {
	b, _ := os.ReadFile("data/othello-6x6-discs.txt")
	f.Add(string(b[:2000]))
	f.Add("game g\nheights 2\nsample 1 2 3 | a\nsample 1 2 3 | a\nsample 1 2 4 | b\nfit 2 0 0 3.3333333333333335 0.5773502691896258\n")
	f.Fuzz(func(t *testing.T, s string) {
		m, err := probcut.Read(strings.NewReader(s))
		if err != nil {
			return
		}
		var out bytes.Buffer
		m.WriteTo(&out)
		again, err := probcut.Read(&out)
		if err != nil || len(again.Samples) != len(m.Samples) {
			t.Fatalf("written back: %v", err)
		}
	})
}
