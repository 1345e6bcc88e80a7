package othello

import (
	"math/rand"
	"testing"
)

// perftTable holds the counts of ../shared/reference/perft.md.
var perftTable = []struct {
	size  int
	depth int
	want  PerftCount
	long  bool // skipped with -short
}{
	{8, 0, PerftCount{Leaves: 1}, false},
	{8, 1, PerftCount{Leaves: 4}, false},
	{8, 2, PerftCount{Leaves: 12}, false},
	{8, 3, PerftCount{Leaves: 56}, false},
	{8, 4, PerftCount{Leaves: 244}, false},
	{8, 5, PerftCount{Leaves: 1396}, false},
	{8, 6, PerftCount{Leaves: 8200}, false},
	{8, 7, PerftCount{Leaves: 55092}, false},
	{8, 8, PerftCount{Leaves: 390216}, false},
	{8, 9, PerftCount{Leaves: 3005288}, false},
	{8, 10, PerftCount{Leaves: 24571056, GameEnds: 228}, true},
	{8, 11, PerftCount{Leaves: 212258216, GameEnds: 584}, true},
	{6, 1, PerftCount{Leaves: 4}, false},
	{6, 2, PerftCount{Leaves: 12}, false},
	{6, 3, PerftCount{Leaves: 56}, false},
	{6, 4, PerftCount{Leaves: 244}, false},
	{6, 5, PerftCount{Leaves: 1364}, false},
	{6, 6, PerftCount{Leaves: 7604}, false},
	{6, 7, PerftCount{Leaves: 47740}, false},
	{6, 8, PerftCount{Leaves: 308716}, false},
	{6, 9, PerftCount{Leaves: 2114912}, false},
	{6, 10, PerftCount{Leaves: 14976684, GameEnds: 108}, false},
	{4, 1, PerftCount{Leaves: 4}, false},
	{4, 2, PerftCount{Leaves: 12}, false},
	{4, 3, PerftCount{Leaves: 44}, false},
	{4, 4, PerftCount{Leaves: 128}, false},
	{4, 5, PerftCount{Leaves: 424}, false},
	{4, 6, PerftCount{Leaves: 1256}, false},
	{4, 7, PerftCount{Leaves: 3624}, false},
	{4, 8, PerftCount{Leaves: 9112, GameEnds: 4}, false},
	{4, 9, PerftCount{Leaves: 20032, GameEnds: 12}, false},
	{4, 10, PerftCount{Leaves: 36412}, false},
}

func TestPerft(t *testing.T) {
	for _, tc := range perftTable {
		if tc.long && testing.Short() {
			continue
		}
		p := Start(tc.size)
		before := p
		got := Perft(p, tc.depth)
		// Only the leaves are pinned by the reference, except where the
		// table gives game ends too; 4x4 depth 10 is checked for leaves.
		if got.Leaves != tc.want.Leaves || (tc.want.GameEnds != 0 && got.GameEnds != tc.want.GameEnds) {
			t.Errorf("%dx%d perft(%d) = %+v, want %+v", tc.size, tc.size, tc.depth, got, tc.want)
		}
		if p != before {
			t.Errorf("%dx%d perft(%d) changed the position", tc.size, tc.size, tc.depth)
		}
	}
}

func TestDivideSumsToPerft(t *testing.T) {
	for _, n := range []int{4, 8, 12} {
		p := Start(n)
		var sum PerftCount
		for _, d := range Divide(p, 5) {
			sum = sum.Add(d.PerftCount)
		}
		if want := Perft(p, 5); sum != want {
			t.Errorf("%dx%d: divide sums to %+v, want %+v", n, n, sum, want)
		}
	}
}

func BenchmarkPerft8(b *testing.B) {
	p := Start(8)
	b.ReportAllocs()
	var leaves uint64
	for i := 0; i < b.N; i++ {
		leaves += Perft(p, 9).Leaves
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
}

func BenchmarkPerft8Depth11(b *testing.B) {
	if testing.Short() {
		b.Skip("perft(11) takes about a second")
	}
	p := Start(8)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if got := Perft(p, 11).Leaves; got != 212258216 {
			b.Fatalf("perft(11) = %d, want 212258216", got)
		}
	}
}

func BenchmarkPerft16(b *testing.B) {
	p := Start(16)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Perft(p, 6)
	}
}

func TestPerftParallel(t *testing.T) {
	for _, tc := range []struct{ size, depth int }{{4, 10}, {6, 9}, {8, 9}, {10, 6}} {
		p := Start(tc.size)
		want := Perft(p, tc.depth)
		for _, w := range []int{1, 2, 3} {
			if got := PerftParallel(p, tc.depth, w); got != want {
				t.Errorf("%dx%d PerftParallel(%d, %d workers) = %+v, want %+v", tc.size, tc.size, tc.depth, w, got, want)
			}
		}
		var sum PerftCount
		for _, d := range DivideParallel(p, tc.depth, 2) {
			sum = sum.Add(d.PerftCount)
		}
		if sum != want {
			t.Errorf("%dx%d DivideParallel(%d) sums to %+v, want %+v", tc.size, tc.size, tc.depth, sum, want)
		}
	}
}

// PerftStop gives up soon after stop says so, and counts exactly otherwise.
func TestPerftStop(t *testing.T) {
	p := Start(8)
	calls := 0
	c, ok := PerftStop(p, 12, 2, func() bool { calls++; return calls > 5 })
	if ok || c != (PerftCount{}) {
		t.Fatalf("stopped perft 12 = %+v, %v; want nothing, false", c, ok)
	}
	if calls > 5+2+1 {
		t.Errorf("stop asked %d times after it said yes", calls-5)
	}
	c, ok = PerftStop(p, 7, 2, func() bool { return false })
	if !ok || c.Leaves != 55092 {
		t.Errorf("perft 7 = %+v, %v; want 55092 leaves", c, ok)
	}
	if _, ok := PerftStop(p, 4, 1, func() bool { return true }); ok {
		t.Error("a shallow perft ignored stop")
	}
	if _, ok := DivideStop(p, 8, 2, func() bool { return true }); ok {
		t.Error("DivideStop ignored stop")
	}
}

// The table of counts changes no count: perft through it equals perft
// without it on seeded random positions of sizes 4, 6 and 8, the table
// shared between positions as a worker shares it.
func TestPerftTableAgrees(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	table := newCountTable()
	for _, n := range []int{4, 6, 8} {
		for _, p := range randomPositions(rng, n, 20) {
			if !p.small() {
				continue
			}
			me, opp, mask := p.disc[p.turn][0], p.disc[p.turn^1][0], mask8(n)
			for depth := 1; depth <= 6; depth++ {
				if got, want := table.count(me, opp, mask, depth), perft8(me, opp, mask, depth); got != want {
					t.Fatalf("%s depth %d: %+v through the table, %+v without", p, depth, got, want)
				}
			}
		}
	}
}
