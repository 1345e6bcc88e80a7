package train

import (
	"compress/gzip"
	"context"
	"os"
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
	for _, name := range []string{"data/games-1.txt.gz", "data/games-2.txt.gz"} {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := ReadGames(zr, name)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g...)
	}
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
