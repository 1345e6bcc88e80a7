package othello

import (
	"bytes"
	"compress/gzip"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// randomBits8 returns a random 8x8 position's bitboards: the side to move,
// its opponent, and the position.
func randomBits8(rng *rand.Rand) (uint64, uint64, Position) {
	p := Start(8)
	for k := rng.IntN(61); k > 0 && !p.GameOver(); k-- {
		if ms := p.MoveList(); len(ms) > 0 {
			p = p.Apply(ms[rng.IntN(len(ms))])
		} else {
			p = p.Apply(Pass)
		}
	}
	me, opp, _ := p.Bits8()
	return me, opp, p
}

// imageBit returns the bit of the original board shown at (r, c) of image
// g: images are b, flipRanks(b), flipFiles(b), flipRanks(flipFiles(b)),
// then the same four of transpose(b).
func imageBit(g, r, c int) int {
	if g&1 != 0 {
		r = 7 - r
	}
	if g&2 != 0 {
		c = 7 - c
	}
	if g&4 != 0 {
		r, c = c, r
	}
	return r*8 + c
}

// The symmetries move each square where they should.
func TestImages(t *testing.T) {
	for i := 0; i < 64; i++ {
		var out [8]uint64
		images(1<<uint(i), &out)
		for g, b := range out {
			for r := 0; r < 8; r++ {
				for c := 0; c < 8; c++ {
					want := imageBit(g, r, c) == i
					if got := b>>uint(r*8+c)&1 != 0; got != want {
						t.Fatalf("bit %d image %d square (%d,%d): %v, want %v", i, g, r, c, got, want)
					}
				}
			}
		}
	}
}

// patternCells lists, for each pattern, the squares (row, column) of an
// image whose states are its digits, from the lowest.
var patternCells = func() (cells [patternCount][][2]int) {
	for c := 0; c < 8; c++ {
		cells[patEdge] = append(cells[patEdge], [2]int{0, c})
	}
	cells[patEdge] = append(cells[patEdge], [2]int{1, 1}, [2]int{1, 6})
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			cells[patCorner3] = append(cells[patCorner3], [2]int{r, c})
		}
	}
	for r := 0; r < 2; r++ {
		for c := 0; c < 5; c++ {
			cells[patCorner25] = append(cells[patCorner25], [2]int{r, c})
		}
	}
	for k, r := range []int{1, 2, 3} {
		for c := 0; c < 8; c++ {
			cells[patRow2+k] = append(cells[patRow2+k], [2]int{r, c})
		}
	}
	for s := 0; s <= 4; s++ {
		for r := 0; r+s < 8; r++ {
			cells[patDiag8+s] = append(cells[patDiag8+s], [2]int{r, r + s})
		}
	}
	return cells
}()

// The lookups are the states of the patterns' squares, read one by one
// on each image, and the scalar terms are counted square by square.
func TestPatternIndicesNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for k := 0; k < 2000; k++ {
		me, opp, p := randomBits8(rng)
		var idx [PatternLookups]int32
		mob, pot := PatternIndices(me, opp, &idx)
		for g := 0; g < 8; g++ {
			for pat := 0; pat < patternCount; pat++ {
				if len(patternCells[pat]) != patternSquares[pat] {
					t.Fatalf("pattern %s: %d cells", patternNames[pat], len(patternCells[pat]))
				}
				want := patternOffset[pat]
				for d, rc := range patternCells[pat] {
					i := imageBit(g, rc[0], rc[1])
					want += pow3[d] * (int(me>>uint(i)&1) + 2*int(opp>>uint(i)&1))
				}
				if got := int(idx[g*patternCount+pat]); got != want {
					t.Fatalf("%s image %d %s: %d, want %d", p, g, patternNames[pat], got, want)
				}
			}
		}
		if want := p.LegalMoves().Count() - p.opponentMoves().Count(); mob != want {
			t.Fatalf("%s: mobility %d, want %d", p, mob, want)
		}
		wantPot := 0
		for i := 0; i < 64; i++ {
			if (me|opp)>>uint(i)&1 != 0 {
				continue
			}
			r, c := i/8, i%8
			var nearMe, nearOpp bool
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					rr, cc := r+dr, c+dc
					if rr < 0 || rr > 7 || cc < 0 || cc > 7 {
						continue
					}
					nearMe = nearMe || me>>uint(rr*8+cc)&1 != 0
					nearOpp = nearOpp || opp>>uint(rr*8+cc)&1 != 0
				}
			}
			if nearOpp {
				wantPot++
			}
			if nearMe {
				wantPot--
			}
		}
		if pot != wantPot {
			t.Fatalf("%s: potential mobility %d, want %d", p, pot, wantPot)
		}
	}
}

// randomWeights returns weights drawn at random.
func randomWeights(rng *rand.Rand) *PatternWeights {
	w := NewPatternWeights()
	for i := range w.W {
		w.W[i] = int16(rng.IntN(2001) - 1000)
	}
	return w
}

// The evaluation sees every image: a position and its rotations and
// reflections score alike, whatever the weights.
func TestPatternSymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	w := randomWeights(rng)
	for k := 0; k < 300; k++ {
		me, opp, p := randomBits8(rng)
		var mi, oi [8]uint64
		images(me, &mi)
		images(opp, &oi)
		want := w.Score(me, opp)
		for g := 1; g < 8; g++ {
			if got := w.Score(mi[g], oi[g]); got != want {
				t.Fatalf("%s image %d: %d, want %d", p, g, got, want)
			}
		}
	}
}

// Evaluate is antisymmetric and its terms sum to it.
func TestPatternEvaluate(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for k := 0; k < 300; k++ {
		_, _, p := randomBits8(rng)
		b, wh := (Pattern{}).Evaluate(p, Black), (Pattern{}).Evaluate(p, White)
		if b != -wh {
			t.Fatalf("%s: Black %v, White %v", p, b, wh)
		}
		var sum float64
		for _, term := range Terms(Pattern{}, p, White) {
			sum += term.Value
		}
		if d := sum - wh; d > 1e-9 || d < -1e-9 {
			t.Fatalf("%s: terms sum to %v, evaluation %v", p, sum, wh)
		}
	}
	// Other sizes score as mixed.
	p := Start(6)
	if got, want := (Pattern{}).Evaluate(p, Black), (Mixed{}).Evaluate(p, Black); got != want {
		t.Errorf("6x6: %v, mixed %v", got, want)
	}
}

// Weights files round-trip, and a damaged file gets a one-line error.
func TestPatternWeightsFile(t *testing.T) {
	w := randomWeights(rand.New(rand.NewPCG(13, 14)))
	var buf bytes.Buffer
	if _, err := w.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	got, err := ReadPatternWeights(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	for i := range w.W {
		if got.W[i] != w.W[i] {
			t.Fatalf("weight %d: %d, want %d", i, got.W[i], w.W[i])
		}
	}
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "not a gzipped weights file"},
		{"text", []byte("hello"), "not a gzipped weights file"},
		{"truncated", data[:len(data)/2], "truncated"},
	} {
		_, err := ReadPatternWeights(bytes.NewReader(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	if _, err := ReadPatternWeights(bytes.NewReader(patternFile)); err != nil {
		t.Errorf("the embedded weights: %v", err)
	}
}

// BenchmarkPatternScore measures an evaluation.
func BenchmarkPatternScore(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	var pos [64][2]uint64
	for i := range pos {
		pos[i][0], pos[i][1], _ = randomBits8(rng)
	}
	w := DefaultPatternWeights()
	b.ReportAllocs()
	s := 0
	for i := 0; i < b.N; i++ {
		p := &pos[i&63]
		s += w.Score(p[0], p[1])
	}
	_ = s
}

// PatternPhaseEmpties gives back the empties PatternPhase puts in each
// phase, 0 to 60.
func TestPatternPhaseEmpties(t *testing.T) {
	next := 0
	for k := 0; k < PatternPhases; k++ {
		lo, hi := PatternPhaseEmpties(k)
		if lo != next {
			t.Errorf("phase %d starts at %d empties, want %d", k, lo, next)
		}
		for e := lo; e <= hi; e++ {
			if PatternPhase(e) != k {
				t.Errorf("%d empties: phase %d, want %d", e, PatternPhase(e), k)
			}
		}
		next = hi + 1
	}
	if next != 61 {
		t.Errorf("the phases end at %d empties, want 60", next-1)
	}
}

// ReadPatternWeights refuses what is not a weights file with one line,
// never a panic; what it reads writes back to the same weights.
func FuzzReadPatternWeights(f *testing.F) {
	var small bytes.Buffer
	zw := gzip.NewWriter(&small)
	zw.Write([]byte(patternMagic + "\x0f\x00\x00\x00\x00\x00\x00\x00"))
	zw.Close()
	f.Add(small.Bytes())
	f.Add([]byte("\x1f\x8b"))
	f.Add([]byte(patternMagic))
	f.Add(patternFile[:200])
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := ReadPatternWeights(bytes.NewReader(data))
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("two lines: %q", err)
			}
			return
		}
		var buf bytes.Buffer
		w.WriteTo(&buf)
		back, err := ReadPatternWeights(&buf)
		if err != nil || !slices.Equal(back.W, w.W) {
			t.Errorf("the weights read do not write back: %v", err)
		}
	})
}
