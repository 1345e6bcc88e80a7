package explore

import (
	"context"
	"math"
	"time"

	"gametree/internal/msg"
)

// DefaultCompareTime is compare's --max-time by default.
const DefaultCompareTime = 10 * time.Minute

// calibrationTime is the most a comparison spends on depths not asked,
// below the first asked, to price it before it starts.
const calibrationTime = time.Second

// compareClock prices each depth of a comparison before it runs, from
// the depths run before it (those asked, or below the first asked, run
// for this alone while they are cheap): each search's time is multiplied
// a ply by what its nodes grew by between the last two depths run, and
// the rest of the time (the perfect ordering's true values, the searches
// declared apart) by what it grew by, at most as much as the first
// search's (minimax: a ply multiplies its nodes by the branching). A
// depth that would take the comparison past its limit (--max-time, or
// the server's deadline) is refused before it starts, with the depths
// done so far kept. On Connect Four's depth 9 alone it says about 52 s
// where it takes 48 s; on Othello's depth 11 from the start, 47 s where it
// takes 51 s.
type compareClock struct {
	start    time.Time
	limit    time.Duration // 0: none
	deadline bool          // the limit is the server's deadline
	runs     []depthRun    // the depths run, in order
}

// depthRun is a depth run: its time, each search's nodes and time, and
// the time besides them.
type depthRun struct {
	depth    int
	seconds  float64
	searches map[string][2]float64 // nodes and seconds, by algorithm and ordering
	first    string                // the first search's key
	rest     float64
}

// newCompareClock starts the clock of a comparison with the limit limit
// (0: none), ctx's deadline included.
func newCompareClock(ctx context.Context, limit time.Duration) *compareClock {
	c := &compareClock{start: time.Now(), limit: limit}
	if d, ok := ctx.Deadline(); ok {
		if left := time.Until(d); c.limit == 0 || left < c.limit {
			c.limit, c.deadline = left, true
		}
	}
	return c
}

// measurable is the least time of the last depth run that the clock goes
// by: shorter ones are mostly the time to start.
const measurable = 150 * time.Millisecond

// known reports whether the depths run price the next: two run, the last
// for a measurable time.
func (c *compareClock) known() bool {
	return len(c.runs) >= 2 && c.runs[len(c.runs)-1].seconds >= measurable.Seconds()
}

// ran records a depth run in took, its rows rows.
func (c *compareClock) ran(depth int, took time.Duration, rows []CompareRow) {
	r := depthRun{depth: depth, seconds: took.Seconds(), searches: map[string][2]float64{}}
	searched := 0.0
	for i, row := range rows {
		key := row.Algorithm + " " + row.Ordering
		if i == 0 {
			r.first = key
		}
		r.searches[key] = [2]float64{row.Nodes, row.Seconds}
		searched += row.Seconds
	}
	r.rest = max(r.seconds-searched, 0)
	c.runs = append(c.runs, r)
}

// price refuses depths[0] when depths, the depths left at this position,
// and all the depths at each of after positions more, would take the
// comparison past its limit; before two depths are run, calibrate runs
// the depths below the first asked, while they are cheap, and returns
// their rows.
func (c *compareClock) price(depths, all []int, after int, calibrate func(d int) ([]CompareRow, error)) error {
	if c.limit <= 0 {
		return nil
	}
	spent := time.Duration(0)
	for d := 1; !c.known() && d < depths[0] && spent < calibrationTime; d++ {
		if len(c.runs) > 0 && c.runs[len(c.runs)-1].depth >= d {
			continue
		}
		start := time.Now()
		rows, err := calibrate(d)
		if err != nil {
			return err
		}
		took := time.Since(start)
		spent += took
		c.ran(d, took, rows)
	}
	if !c.known() {
		return nil // nothing to go by yet: the depths run so far are cheap
	}
	a, b := c.runs[len(c.runs)-2], c.runs[len(c.runs)-1]
	left := c.cost(a, b, depths) + float64(after)*c.cost(a, b, all)
	elapsed := time.Since(c.start)
	if elapsed.Seconds()+left <= c.limit.Seconds() {
		return nil
	}
	if c.deadline {
		return OverLimitf("the comparison to depth %d may take about %s in all (depth %d took %s, and each ply multiplies minimax's nodes by %.1f), past the %s this server gives a request: lower the depth",
			all[len(all)-1], seconds(elapsed.Seconds()+left), b.depth, seconds(b.seconds), growth(a, b, b.first), seconds(c.limit.Seconds()))
	}
	return OverLimitf("the comparison to depth %d may take about %s in all (depth %d took %s, and each ply multiplies minimax's nodes by %.1f), past the limit of %s (--max-time): lower --depth, or raise --max-time",
		all[len(all)-1], seconds(elapsed.Seconds()+left), b.depth, seconds(b.seconds), growth(a, b, b.first), seconds(c.limit.Seconds()))
}

// priceMCTS refuses counts[0] when counts, the counts of iterations of
// MCTS left (compare --mcts), would take the comparison past its limit at
// rate iterations a second (0: no count run long enough to go by yet).
func (c *compareClock) priceMCTS(counts []int, rate float64) error {
	if c.limit <= 0 || rate <= 0 {
		return nil
	}
	left := 0.0
	for _, n := range counts {
		left += float64(n) / rate
	}
	elapsed := time.Since(c.start).Seconds()
	if elapsed+left <= c.limit.Seconds() {
		return nil
	}
	if c.deadline {
		return OverLimitf("MCTS with %s iterations may take the comparison to about %s in all (%s iterations a second), past the %s this server gives a request: fewer iterations",
			msg.Count(int64(counts[len(counts)-1])), seconds(elapsed+left), msg.Count(int64(rate)), seconds(c.limit.Seconds()))
	}
	return OverLimitf("MCTS with %s iterations may take the comparison to about %s in all (%s iterations a second), past the limit of %s (--max-time): fewer --mcts iterations, or raise --max-time",
		msg.Count(int64(counts[len(counts)-1])), seconds(elapsed+left), msg.Count(int64(rate)), seconds(c.limit.Seconds()))
}

// cost is the time depths may take, from the last two depths run, a and
// b.
func (c *compareClock) cost(a, b depthRun, depths []int) float64 {
	top := growth(a, b, b.first)
	rest := top
	if a.rest > 0 && b.rest > 0 {
		rest = min(max(math.Pow(b.rest/a.rest, 1/float64(b.depth-a.depth)), 1), top)
	}
	total := 0.0
	for _, d := range depths {
		plies := float64(d - b.depth)
		for key, ns := range b.searches {
			total += ns[1] * math.Pow(growth(a, b, key), plies)
		}
		total += b.rest * math.Pow(rest, plies)
	}
	return total
}

// growth is what a ply multiplied the nodes of search key by, between
// the depths run a and b: the first search's when a did not run it, at
// least 1.
func growth(a, b depthRun, key string) float64 {
	na, okA := a.searches[key]
	nb, okB := b.searches[key]
	if !okA || !okB || na[0] <= 0 {
		if key == b.first {
			return 1
		}
		return growth(a, b, b.first)
	}
	return max(math.Pow(nb[0]/na[0], 1/float64(b.depth-a.depth)), 1)
}

// seconds writes a time for a message: "0.42 s", "12 s", "1 min 30 s",
// "2 h 5 min".
func seconds(s float64) msg.Phrase {
	switch {
	case s < 10:
		return msg.P("%.2f s", s)
	case s < 60:
		return msg.P("%.0f s", s)
	case s < 3600:
		m := int(s / 60)
		return msg.P("%d min %d s", m, int(s)-60*m)
	}
	h := int(s / 3600)
	return msg.P("%d h %d min", h, (int(s)-3600*h)/60)
}
