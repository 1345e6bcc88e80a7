package train

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"
	"unsafe"

	"gametree/othello"
	"gametree/othello/solve"
)

// smallGen plays a few quick games.
func smallGen(games int, seed uint64, threads int) GenOptions {
	o := DefaultGen
	o.Games, o.Seed, o.Threads, o.Depth, o.Exact = games, seed, threads, 2, 10
	return o
}

// The same options give the same games, whatever the threads; every game
// is whole, and its last Exact empties are perfect play.
func TestGenerateDeterministic(t *testing.T) {
	ctx := context.Background()
	a, err := Generate(ctx, smallGen(12, 5, 1))
	if err != nil {
		t.Fatal(err)
	}
	b, err := Generate(ctx, smallGen(12, 5, 3))
	if err != nil {
		t.Fatal(err)
	}
	var wa, wb bytes.Buffer
	WriteGames(&wa, []string{"test"}, a)
	WriteGames(&wb, []string{"test"}, b)
	if wa.String() != wb.String() {
		t.Fatalf("1 and 3 threads differ:\n%s\n%s", wa.String(), wb.String())
	}
	c, _ := Generate(ctx, smallGen(12, 6, 2))
	if othello.FormatMoves(c[0].Moves) == othello.FormatMoves(a[0].Moves) {
		t.Errorf("seeds 5 and 6 give the same first game")
	}
	back, err := ReadGames(strings.NewReader(wa.String()), "games.txt")
	if err != nil || len(back) != len(a) {
		t.Fatalf("read back: %d games, %v", len(back), err)
	}
	for i, g := range a {
		p := othello.Start(8)
		var at othello.Position
		found := false
		for _, m := range g.Moves {
			if !found && p.Empties() <= 10 {
				at, found = p, true
			}
			p = p.Apply(m)
		}
		if !p.GameOver() || !found {
			t.Fatalf("game %d: not whole", i)
		}
		res, err := solve.Solve(ctx, at, solve.Options{Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		got := blackMargin(p)
		if at.ToMove() == othello.White {
			got = -got
		}
		if got != res.Score {
			t.Errorf("game %d: ends %+d for the side to move at 10 empties, the solver says %+d", i, got, res.Score)
		}
	}
}

// Bad options and bad files get one-line errors.
func TestErrors(t *testing.T) {
	for _, o := range []GenOptions{
		{Games: 0, Depth: 2, Eval: othello.Mixed{}},
		{Games: 1, Depth: 0, Eval: othello.Mixed{}},
		{Games: 1, Depth: 2, RandomMin: 5, RandomMax: 4, Eval: othello.Mixed{}},
		{Games: 1, Depth: 2, Exact: 30, Eval: othello.Mixed{}},
		{Games: 1, Depth: 2, Eval: othello.Discs{}},
	} {
		if _, err := Generate(context.Background(), o); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%+v: %v", o, err)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"", "train: games.txt: no games"},
		{"# only a comment\n", "train: games.txt: no games"},
		{"f5d6\n", "train: games.txt:1: the game stops before its end (58 empty squares)"},
		{"# x\nf5f5\n", "train: games.txt:2: ply 2: f5 is not legal for White"},
		{"f5 zz\n", "train: games.txt:1: transcript move 1"},
		{"# a\n\n" + strings.Repeat("f5", 40000) + "\n", "train: games.txt:3: a line longer than 64 KiB"},
		// A FIFO of empty lines is refused, not read forever.
		{strings.Repeat("\n", MaxSkipped+5), "train: games.txt:100000: 100000 lines in a row without a game"},
	} {
		_, err := ReadGames(strings.NewReader(tc.text), "games.txt")
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%.40q: %v, want %q", tc.text, err, tc.want)
		}
	}
	// An endless stream of one line (/dev/zero) is refused having read
	// about a line's limit of it, not the stream.
	n := &countingZeros{}
	if _, err := ReadGames(n, "/dev/zero"); err == nil || !strings.Contains(err.Error(), "/dev/zero:1: a line longer than") {
		t.Errorf("/dev/zero: %v", err)
	}
	if n.read > 4*MaxLine {
		t.Errorf("/dev/zero: read %d bytes before refusing", n.read)
	}
	// A last line without its newline is a line.
	if _, err := ReadGames(strings.NewReader("f5"), "g.txt"); err == nil || !strings.Contains(err.Error(), "g.txt:1: the game stops") {
		t.Errorf("a last line without newline: %v", err)
	}
}

// countingZeros is an endless stream of zero bytes that counts what was
// read of it.
type countingZeros struct{ read int }

func (z *countingZeros) Read(p []byte) (int, error) {
	clear(p)
	z.read += len(p)
	return len(p), nil
}

// The fit is deterministic, whatever the threads, and it predicts the
// positions it was fitted on better than their mean does.
func TestFit(t *testing.T) {
	ctx := context.Background()
	games, err := Generate(ctx, smallGen(60, 9, 2))
	if err != nil {
		t.Fatal(err)
	}
	w1, r1, err := Fit(ctx, games, FitOptions{Iterations: 30, Threads: 1, Holdout: 5})
	if err != nil {
		t.Fatal(err)
	}
	w2, _, _ := Fit(ctx, games, FitOptions{Iterations: 30, Threads: 2, Holdout: 5})
	var b1, b2 bytes.Buffer
	w1.WriteTo(&b1)
	w2.WriteTo(&b2)
	if !bytes.Equal(b1.Bytes(), b2.Bytes()) {
		t.Fatal("1 and 2 threads fit different weights")
	}
	for _, r := range r1 {
		if r.Phase > 12 {
			continue // few positions after the random openings
		}
		if r.Samples < 100 || r.Held == 0 {
			t.Errorf("%v: too few positions", r)
		}
		if r.Fit >= r.Base {
			t.Errorf("%v: no better than the mean", r)
		}
	}
	// The price is heard once, before any phase, and its error stops the
	// fit.
	calls, refused := 0, errors.New("too long")
	opt := FitOptions{Iterations: 30, Threads: 1, Price: func(d time.Duration) error {
		calls++
		if d <= 0 {
			t.Errorf("estimate %v", d)
		}
		return refused
	}, Progress: func(PhaseReport) { t.Error("a phase was fitted after the price refused it") }}
	if _, _, err := Fit(ctx, games, opt); err != refused || calls != 1 {
		t.Errorf("Fit refused by its price: %v after %d calls", err, calls)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, _, err := Fit(cancelled, games, FitOptions{}); err == nil {
		t.Error("a cancelled fit returned no error")
	}
}

// ReadGames refuses bad lines with one line naming the file and line,
// never a panic; the games it reads write back to text it reads the same.
func FuzzReadGames(f *testing.F) {
	whole := "f5f6d3c5d6c7d7e3f3f4g3d8c4c3 e6f7e7g4c8e8f8g5h5h4h3g6h6d2c6e2e1f1c1d1g1f2g2g8h8h1b3h2b6c2b1g7h7a1passb2passa3a2a4a5b4passb5passa6passb7a7a8passb8"
	for _, s := range []string{"", "# c\n", whole + "\n", "f5 zz\n", "f5f5\n", "\n\n \t\r\n", " " + whole, "a1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		games, err := ReadGames(strings.NewReader(text), "g.txt")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "train: g.txt") || strings.Contains(err.Error(), "\n") {
				t.Errorf("error %q", err)
			}
			return
		}
		var buf bytes.Buffer
		if err := WriteGames(&buf, nil, games); err != nil {
			t.Fatal(err)
		}
		back, err := ReadGames(&buf, "g.txt")
		if err != nil || len(back) != len(games) {
			t.Fatalf("written back: %v", err)
		}
		for i := range games {
			if back[i].Random != games[i].Random || othello.FormatMoves(back[i].Moves) != othello.FormatMoves(games[i].Moves) {
				t.Errorf("game %d differs when written back", i)
			}
		}
	})
}

// The price counts each phase's positions as the fit gathers them.
func TestPhaseSizes(t *testing.T) {
	games, err := Generate(context.Background(), smallGen(30, 9, 2))
	if err != nil {
		t.Fatal(err)
	}
	all := samples(games, 4, func(int) bool { return true })
	sizes := phaseSizes(all)
	for k := range sizes {
		if set, _, _, _ := phaseSet(all, k); len(set) != sizes[k] {
			t.Errorf("phase %d: counted %d, gathered %d", k, sizes[k], len(set))
		}
	}
	// The price counts them from the games' moves alone, before a
	// position is made (a refusal costs no samples), passes included,
	// and with some phases left out.
	for _, keep := range []func(int) bool{func(int) bool { return true }, func(k int) bool { return k >= 10 && k <= 12 }} {
		for _, holdout := range []int{0, 4} {
			want := phaseSizes(samples(games, holdout, keep))
			if got := gameSizes(games, holdout, keep); got != want {
				t.Errorf("holdout %d: counted from the moves %v, from the positions %v", holdout, got, want)
			}
		}
	}
}

// The memory a sketch prices is what the fit makes of the games: a
// sample for every position it keeps, each thread's set the size of the
// largest fitted phase's (made once, at that size) and its vectors.
func TestSketchMemory(t *testing.T) {
	games, err := Generate(context.Background(), smallGen(30, 9, 2))
	if err != nil {
		t.Fatal(err)
	}
	n := int64(othello.PatternWeightsPerPhase)
	for _, opt := range []FitOptions{{Threads: 1}, {Threads: 2, Holdout: 4}, {Threads: 3, Phases: []int{10, 11}}} {
		s := NewSketch(opt)
		for _, g := range games {
			s.add(g)
		}
		fitted, keep := phasesOf(opt)
		all := samples(games, opt.Holdout, keep)
		if cap(all) != len(all) { // made at its size, the phases left out not counted
			t.Errorf("%+v: %d samples made at %d", opt, len(all), cap(all))
		}
		largest := 0
		for k := range othello.PatternPhases {
			if set, _, _, _ := phaseSetIn(nil, all, k); fitted(k) {
				largest = max(largest, len(set))
				if cap(set)-len(set) > 1024 { // an allocation's rounding, no growth
					t.Errorf("phase %d's set: made at %d for %d", k, cap(set), len(set))
				}
			}
		}
		moves := 0
		for _, g := range games {
			moves += len(g.Moves) + 2
		}
		threads := int64(opt.Threads)
		want := int64(len(all))*int64(unsafe.Sizeof(sample{})) + int64(moves)*2 + int64(len(games))*2*int64(unsafe.Sizeof(Game{})) +
			threads*(int64(largest)*8+workspaceVectors*n*8) + othello.PatternPhases*n*2
		if got := s.Memory(); got != want {
			t.Errorf("%+v: priced %d bytes, the fit makes %d", opt, got, want)
		}
	}
}
