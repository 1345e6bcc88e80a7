package solve

import (
	"context"
	"os"
	"strconv"
	"testing"

	"gametree/othello"
)

// TestTune solves the FFO positions named by GAMETREE_FFO (such as "42")
// on one thread and logs nodes and time; for tuning the search.
func TestTune(t *testing.T) {
	want := os.Getenv("GAMETREE_FFO")
	if want == "" {
		t.Skip("GAMETREE_FFO is not set")
	}
	for _, c := range ffo {
		if c.name != "#"+want && want != "all" {
			continue
		}
		p, _ := othello.ParseBoard(c.board)
		threads, _ := strconv.Atoi(os.Getenv("GAMETREE_THREADS"))
		res, err := Solve(context.Background(), p, Options{Threads: threads})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %+d %s, %d nodes, %.2f s, %.1f Mn/s", c.name, res.Score, res.Best, res.Nodes, res.Elapsed.Seconds(), float64(res.Nodes)/res.Elapsed.Seconds()/1e6)
	}
}
