package minimax

import (
	"math"
	"math/rand"
	"testing"
)

// Run gives every algorithm the value of minimax, and fail-soft alpha-beta
// the same tree walk as Search with FailSoft.
func TestRunEveryAlgorithm(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	key := func(n int32) int32 { return n }
	for i := 0; i < 300; i++ {
		e := randomTree(rng)
		want := Search[int32](e, 0, Options[int32]{Algorithm: Minimax}, nil)
		for _, a := range []Algorithm{Minimax, AlphaBeta, AlphaBetaFailSoft, PVS, IDTT} {
			got := Run[int32, int32](e, 0, key, Options[int32]{Algorithm: a})
			if got.Value != want.Value || got.Stopped {
				t.Fatalf("tree %d: %s gives %v (stopped %v), minimax %v", i, a, got.Value, got.Stopped, want.Value)
			}
		}
		soft := Search[int32](e, 0, Options[int32]{Algorithm: AlphaBeta, FailSoft: true}, nil)
		alias := Search[int32](e, 0, Options[int32]{Algorithm: AlphaBetaFailSoft}, nil)
		if soft != alias {
			t.Fatalf("tree %d: AlphaBetaFailSoft %+v, AlphaBeta with FailSoft %+v", i, alias, soft)
		}
	}
	if got := Algorithm(99).String(); got != "Algorithm(99)" {
		t.Errorf("Algorithm(99).String() = %q", got)
	}
	for in, want := range map[string]Algorithm{"AB": AlphaBeta, "negascout": PVS, "idtt": IDTT, "mm": Minimax, "alpha-beta-fail-soft": AlphaBetaFailSoft} {
		if got, err := ParseAlgorithm(in); err != nil || got != want {
			t.Errorf("ParseAlgorithm(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

// wide returns a tree of the given depth where every inner node has four
// children.
func wide(depth int) *explicit {
	rng := rand.New(rand.NewSource(3))
	e := &explicit{kids: [][]int32{nil}, leaf: []float64{0}}
	var grow func(n int32, d int)
	grow = func(n int32, d int) {
		if d == 0 {
			e.leaf[n] = float64(rng.Intn(100))
			return
		}
		for i := 0; i < 4; i++ {
			c := int32(len(e.kids))
			e.kids = append(e.kids, nil)
			e.leaf = append(e.leaf, 0)
			e.kids[n] = append(e.kids[n], c)
			grow(c, d-1)
		}
	}
	grow(0, depth)
	return e
}

// A stopped Search or PVS returns soon after Stop says so, marked Stopped,
// and traces nothing past that point.
func TestSearchStops(t *testing.T) {
	e := wide(7) // 21,845 nodes
	for _, a := range []Algorithm{Minimax, AlphaBeta, PVS} {
		calls := 0
		stop := func() bool { calls++; return calls >= 3 }
		log := &Log[int32]{}
		var res Result[int32]
		if a == PVS {
			res = PrincipalVariationSearch[int32](e, 0, Options[int32]{Stop: stop})
		} else {
			res = Search[int32](e, 0, Options[int32]{Algorithm: a, Stop: stop}, log)
		}
		if !res.Stopped || calls != 3 {
			t.Fatalf("%s: stopped %v after %d calls, want stopped after 3", a, res.Stopped, calls)
		}
		if res.Stats.Visited > 3*1024+1 {
			t.Errorf("%s: visited %d nodes after the third call of Stop", a, res.Stats.Visited)
		}
		if a != PVS && int64(countEnters(log)) != res.Stats.Visited {
			t.Errorf("%s: %d enter events for %d visits", a, countEnters(log), res.Stats.Visited)
		}
	}
}

func countEnters(l *Log[int32]) int {
	n := 0
	for _, e := range l.Events {
		if e.Kind == Enter {
			n++
		}
	}
	return n
}

// Tee passes every event to each tracer: two Logs fed by one Tee hold the
// same events as a Log fed directly.
func TestTee(t *testing.T) {
	e := wide(3)
	direct := &Log[int32]{}
	Search[int32](e, 0, Options[int32]{Algorithm: AlphaBeta}, direct)
	a, b := &Log[int32]{}, &Log[int32]{}
	rec := NewRecorder(0)
	Search[int32](e, 0, Options[int32]{Algorithm: AlphaBeta}, Tee[int32](a, b, rec))
	for _, l := range []*Log[int32]{a, b} {
		if len(l.Events) != len(direct.Events) {
			t.Fatalf("tee'd log has %d events, direct %d", len(l.Events), len(direct.Events))
		}
		for i := range l.Events {
			if l.Events[i].Kind != direct.Events[i].Kind || l.Events[i].Node != direct.Events[i].Node {
				t.Fatalf("event %d: %+v, direct %+v", i, l.Events[i], direct.Events[i])
			}
		}
	}
	if rec.Stats.Visited == 0 {
		t.Error("the recorder behind the tee saw nothing")
	}
}

// A bounded transposition table stays within its entries and the search
// still gives minimax's value.
func TestMaxEntries(t *testing.T) {
	e := wide(6)
	key := func(n int32) int32 { return n }
	want := Search[int32](e, 0, Options[int32]{Algorithm: Minimax}, nil)
	for _, max := range []int{1, 10, 100} {
		s := &ttSearcher[int32, int32]{searcher: searcher[int32]{game: e, opt: Options[int32]{MaxEntries: max}}, key: key, tt: map[int32]ttEntry[int32]{}}
		s.limit = 6
		v, _, _ := s.search(0, 0, true, math.Inf(-1), math.Inf(1))
		if v != want.Value || len(s.tt) > max {
			t.Errorf("MaxEntries %d: value %v (minimax %v), %d entries", max, v, want.Value, len(s.tt))
		}
		got := IterativeDeepening[int32, int32](e, 0, key, Options[int32]{Depth: 6, MaxEntries: max})
		if got.Value != want.Value {
			t.Errorf("MaxEntries %d: ID value %v, minimax %v", max, got.Value, want.Value)
		}
	}
}
