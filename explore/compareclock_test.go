package explore

import (
	"math"
	"strings"
	"testing"
	"time"
)

// The clock's estimate from two depths run: each search's time grows a
// ply as its nodes grew, the rest of the time as it grew (at most as
// minimax's), over every depth left and every position after.
func TestCompareClockCost(t *testing.T) {
	a := depthRun{depth: 5, seconds: 0.16, first: "minimax natural", rest: 0.05, searches: map[string][2]float64{
		"minimax natural": {100, 0.1}, "alphabeta natural": {10, 0.01}}}
	b := depthRun{depth: 6, seconds: 0.9, first: "minimax natural", rest: 0.1, searches: map[string][2]float64{
		"minimax natural": {700, 0.7}, "alphabeta natural": {30, 0.03}, "pvs eval": {20, 0.07}}}
	c := &compareClock{}
	// Depth 7: minimax 0.7 x 7, alpha-beta 0.03 x 3, PVS (not run at 5:
	// minimax's growth) 0.07 x 7, the rest 0.1 x 2.
	want := 0.7*7 + 0.03*3 + 0.07*7 + 0.1*2
	if got := c.cost(a, b, []int{7}); math.Abs(got-want) > 1e-9 {
		t.Errorf("depth 7: %g, want %g", got, want)
	}
	// Depths 7 and 8.
	want8 := 0.7*49 + 0.03*9 + 0.07*49 + 0.1*4
	if got := c.cost(a, b, []int{7, 8}); math.Abs(got-want-want8) > 1e-9 {
		t.Errorf("depths 7 and 8: %g, want %g", got, want+want8)
	}
	// The rest grows at most as minimax.
	b.rest = 10
	if got := growth(a, b, b.first); got != 7 {
		t.Errorf("minimax's growth: %g, want 7", got)
	}
	if got := c.cost(a, b, []int{7}); math.Abs(got-(0.7*7+0.03*3+0.07*7+10*7)) > 1e-9 {
		t.Errorf("the rest capped: %g", got)
	}
}

// price refuses a depth past the limit with the estimate, in the words
// of the limit's source, and lets one within it run; before two depths
// are measurable it calibrates on the depths below the first asked, and
// with none cheap enough to go by it lets the depth run.
func TestCompareClockPrice(t *testing.T) {
	rows := func(nodes, seconds float64) []CompareRow {
		return []CompareRow{{Algorithm: "minimax", Ordering: "natural", Nodes: nodes, Seconds: seconds}}
	}
	// Depth 6 took 0.3 s, minimax 0.25 of it: depth 7, about 1.8 s.
	c := &compareClock{start: time.Now(), limit: time.Second}
	c.ran(5, 200*time.Millisecond, rows(100, 0.15))
	c.ran(6, 300*time.Millisecond, rows(700, 0.25))
	err := c.price([]int{7}, []int{5, 6, 7}, 0, nil)
	if err == nil || !strings.Contains(err.Error(), "the comparison to depth 7 may take about") || !strings.Contains(err.Error(), "(--max-time)") {
		t.Errorf("past the limit: %v", err)
	}
	c.limit, c.deadline = time.Hour, true
	if err := c.price([]int{7}, []int{5, 6, 7}, 0, nil); err != nil {
		t.Errorf("within the limit: %v", err)
	}
	c.limit = time.Second
	if err := c.price([]int{7}, []int{5, 6, 7}, 0, nil); err == nil || !strings.Contains(err.Error(), "this server gives a request") {
		t.Errorf("past the server's time: %v", err)
	}
	calibrated := []int{}
	fresh := &compareClock{start: time.Now(), limit: time.Second}
	err = fresh.price([]int{4}, []int{4}, 0, func(d int) ([]CompareRow, error) {
		calibrated = append(calibrated, d)
		return rows(1, 0), nil
	})
	if err != nil || len(calibrated) != 3 {
		t.Errorf("calibration: %v, depths %v, want 1 to 3", err, calibrated)
	}
}
