package train

import (
	"compress/gzip"
	"context"
	"io"
	"os"
	"runtime"
	"slices"
	"testing"

	"gametree/othello"
)

// The weights gametree comes with are those the committed games give: a
// refit of phase 13 (52 to 55 empties, the fastest to fit; 12 too with
// GAMETREE_LONG=1) with the
// arguments of docs/train.md (--lambda 10, both games files) gives the
// embedded weights of those phases exactly. The whole fit, every phase,
// is checked by TestTrainingDataReproduces with GAMETREE_TRAIN=1.
func TestEmbeddedWeightsRefit(t *testing.T) {
	if testing.Short() {
		t.Skip("a refit of two phases takes seconds")
	}
	var games []Game
	eachShippedFile(t, func(r io.Reader, name string) error {
		g, err := ReadGames(r, name)
		games = append(games, g...)
		return err
	})
	phases := []int{13}
	if os.Getenv("GAMETREE_LONG") != "" {
		phases = []int{12, 13}
	}
	w, _, err := Fit(context.Background(), games, FitOptions{Lambda: 10, Threads: 2, Phases: phases})
	if err != nil {
		t.Fatal(err)
	}
	embedded := othello.DefaultPatternWeights()
	for _, k := range phases {
		if !slices.Equal(w.Phase(k), embedded.Phase(k)) {
			t.Errorf("phase %d: the refit differs from the embedded weights", k)
		}
	}
}

// Pricing a fit is cheap in memory as in time, so that refusing one is
// (issue: a refusal under 50 MB, the program's own 32 MB included): on
// the shipped games, the price of the sketch of both files allocates
// under 11 MiB (the largest phase's positions of the first 600 games,
// the first 100 games' positions, the measure's vectors), where making
// the first 600 games' positions alone would take 14 MiB.
func TestPriceAllocatesLittle(t *testing.T) {
	s := NewSketch(FitOptions{Threads: 2})
	eachShippedFile(t, s.Add)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if s.Price() <= 0 {
		t.Fatal("no price")
	}
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 11<<20 {
		t.Errorf("pricing 40,000 games allocated %.1f MiB, want under 11", float64(got)/(1<<20))
	}
}

// eachShippedFile reads each shipped games file, gunzipped, with read.
func eachShippedFile(t *testing.T, read func(r io.Reader, name string) error) {
	t.Helper()
	for _, name := range []string{"data/games-1.txt.gz", "data/games-2.txt.gz"} {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(f)
		if err == nil {
			err = read(zr, name)
		}
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
}
