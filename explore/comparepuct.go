package explore

import (
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"gametree/az"
	"gametree/game"
	"gametree/internal/msg"
	"gametree/mcts"
	"gametree/render"
	"gametree/tree"
)

// compare --puct: PUCT with its network against UCT with random
// playouts, at each number of simulations, on many positions: how often
// each plays a move the exact solver calls best. The positions are every
// one reachable from the position asked, not over, in a small game
// (tic-tac-toe's 4,520 from the start), or those of --positions, each
// solved within solveTime (a position the solver does not finish is left
// out, and counted).

// PUCTComparison is PUCT beside UCT over many positions.
type PUCTComparison struct {
	// Positions is how many were played, Unsolved how many of
	// --positions the solver did not finish (left out).
	Positions int `json:"positions"`
	Unsolved  int `json:"unsolved"`
	// Every says the positions are every one reachable, not a file's.
	Every bool `json:"every"`
	// Network is the file of PUCT's network, "" for the game's own.
	Network string    `json:"network,omitempty"`
	Rows    []PUCTRow `json:"rows"`
}

// PUCTRow is one number of simulations: how many positions each search
// plays a best move at, and their seconds over all the positions.
type PUCTRow struct {
	Simulations int     `json:"simulations"`
	UCT         int     `json:"uct_best"`
	PUCT        int     `json:"puct_best"`
	UCTSeconds  float64 `json:"uct_seconds"`
	PUCTSeconds float64 `json:"puct_seconds"`
}

// readPUCTCompare reads --puct: counts of simulations, refused beside
// --mcts and a textbook tree.
func (req *CompareRequest) readPUCTCompare(r *reader) (err error) {
	if !r.set("puct") {
		if r.set("net") {
			return usagef("--net is the network of --puct's comparison: give --puct 10,100,1000 too")
		}
		return nil
	}
	for _, f := range []string{"mcts", "leaves", "leaves-file", "depth"} {
		if r.set(f) {
			return usagef("--puct compares PUCT with UCT over positions of a game by their simulations; leave --%s out", f)
		}
	}
	if req.Simulations, err = parseCounts("puct", r.str("puct")); err != nil {
		return err
	}
	req.Net, req.NetName, err = readNetFile(r)
	return err
}

// everyPosition says --puct compares on every position reachable from
// the one asked, not on --positions.
func (req *CompareRequest) everyPosition() bool { return len(req.Positions) == 1 && !req.listed }

// solvedPositions returns the positions of req's comparison of PUCT and
// each one's best moves (by the moves' order), and how many of
// --positions the solver did not finish.
func solvedPositions(ctx context.Context, req *CompareRequest, say Progress) (*everyPosition, int, error) {
	if req.everyPosition() {
		say("solving every position reachable")
		all, ok := allPositions(req.Positions[0])
		if !ok {
			return nil, 0, usagef("--puct: %s has more than %d positions from here, too many to solve every one: give --positions FILE", msg.P(req.Positions[0].Game().Title()), maxLearnedPositions)
		}
		return all, 0, nil
	}
	out, unsolved := &everyPosition{}, 0
	for i, p := range req.Positions {
		say("solving position %d of %d", i+1, len(req.Positions))
		if p.Over() {
			continue
		}
		pctx, cancel := context.WithTimeout(ctx, solveTime)
		moves := p.AppendMoves(nil)
		values, ok := make([]float64, len(moves)), true
		for j, m := range moves {
			if values[j], ok = exactMove(pctx, p, m); !ok {
				break
			}
		}
		cancel()
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		if !ok {
			unsolved++
			continue
		}
		top := values[0]
		for _, v := range values {
			top = max(top, v)
		}
		best := make([]bool, len(moves))
		for j, v := range values {
			best[j] = v == top
		}
		out.pos, out.value, out.best = append(out.pos, p), append(out.value, top), append(out.best, best)
	}
	return out, unsolved, nil
}

// comparePUCT plays PUCT (the game's network) and UCT at each count of
// simulations on every position, priced by the first count.
func comparePUCT(ctx context.Context, req *CompareRequest, say Progress) (*PUCTComparison, error) {
	g := req.Positions[0].Game()
	net, err := gameNetwork(g, req.Net)
	if err != nil {
		return nil, err
	}
	all, unsolved, err := solvedPositions(ctx, req, say)
	if err != nil {
		return nil, err
	}
	cmp := &PUCTComparison{Positions: len(all.pos), Unsolved: unsolved, Every: req.everyPosition(), Network: req.NetName}
	if cmp.Positions == 0 {
		return nil, usagef("--puct: the solver finished no position within %d s: give positions nearer the end", int(solveTime.Seconds()))
	}
	// A search makes up to a node a simulation for each of its moves.
	most := int64(req.Simulations[len(req.Simulations)-1])
	need, what := Bytes((most*int64(net.Actions)+2)*mctsNodeBytes), msg.P("%s simulations of PUCT", msg.Count(most))
	if need > req.MaxMemory {
		return nil, &MemoryError{Need: need, Budget: req.MaxMemory, What: what, Hint: msg.P("fewer simulations, or raise --max-memory")}
	}
	if err := reserveCore(ctx, need, what); err != nil {
		return nil, err
	}
	stop := stopper(ctx)
	for k, n := range req.Simulations {
		row := PUCTRow{Simulations: n}
		for i, p := range all.pos {
			if i == 0 && k == 0 || i%256 == 0 {
				say("PUCT and UCT, %d simulations: position %d of %d", n, i+1, len(all.pos))
			}
			uct, puct, err := bothMoves(p, net, n, stop, &row)
			if err != nil {
				return nil, err
			}
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			row.UCT += b2i(all.best[i][uct])
			row.PUCT += b2i(all.best[i][puct])
			if k == 0 && i == 0 && req.MaxTime > 0 {
				if err := pricePUCT(req, row, len(all.pos)); err != nil {
					return nil, err
				}
			}
		}
		cmp.Rows = append(cmp.Rows, row)
	}
	return cmp, nil
}

// pricePUCT refuses a comparison that would pass req.MaxTime, from the
// first position's time at the first count, the counts scaled by their
// simulations.
func pricePUCT(req *CompareRequest, first PUCTRow, positions int) error {
	perSim := (first.UCTSeconds + first.PUCTSeconds) / float64(first.Simulations)
	total := 0
	for _, n := range req.Simulations {
		total += n
	}
	if cost := perSim * float64(total) * float64(positions); cost > req.MaxTime.Seconds() {
		return OverLimitf("--puct may take about %s on %d positions, past the limit of %s (--max-time): fewer simulations or positions, or raise --max-time",
			seconds(cost), positions, seconds(req.MaxTime.Seconds()))
	}
	return nil
}

// bothMoves returns the place among p's moves of UCT's move and of
// PUCT's, after n simulations each, adding their seconds to row.
func bothMoves(p game.Position, net *az.Net, n int, stop func() bool, row *PUCTRow) (uct, puct int, err error) {
	start := time.Now()
	t := tree.NewSparseGame(p, mctsDepth, 0)
	res, err := mcts.Search(t, mcts.Options{Iterations: n, Exploration: mcts.DefaultExploration, Seed: 1, Stop: stop}, nil)
	if err != nil {
		return 0, 0, err
	}
	uct = t.Place(res.Best)
	row.UCTSeconds += time.Since(start).Seconds()
	start = time.Now()
	t2, res2, err := az.Search(p, net, n, mcts.DefaultPUCT, 0, nil)
	if err != nil {
		return 0, 0, err
	}
	row.PUCTSeconds += time.Since(start).Seconds()
	return uct, t2.Place(res2.Best), nil
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// writePUCT writes the comparison of PUCT and UCT as a table.
func (rep *CompareReport) writePUCT(w io.Writer, md, noTime bool) error {
	c, l := rep.PUCT, rep.Lang
	var b strings.Builder
	net := l.Word("gametree's network")
	if c.Network != "" {
		net = l.T("the network %s", c.Network)
	}
	head := l.T("PUCT (%s, c = 1.25) against UCT (random playouts, C = 1.414, seed 1) on the %d positions of the file the solver finished (%d left out): how often each plays a move the exact solver calls best.", net, c.Positions, c.Unsolved)
	if c.Every {
		head = l.T("PUCT (%s, c = 1.25) against UCT (random playouts, C = 1.414, seed 1) on every one of the %d positions not over reachable from it: how often each plays a move the exact solver calls best.", net, c.Positions)
	}
	fmt.Fprintf(&b, "%s\n\n%s\n\n", rep.Position, scaleLines(head, md))
	table := [][]string{{l.Word("simulations"), "UCT", "PUCT", l.Word("UCT seconds"), l.Word("PUCT seconds")}}
	for _, r := range c.Rows {
		share := func(k int) string {
			// Rounded down: 100% is every position.
			return l.Decimal(fmt.Sprintf("%d (%.1f%%)", k, math.Floor(1000*float64(k)/float64(c.Positions))/10))
		}
		table = append(table, []string{strconv.Itoa(r.Simulations), share(r.UCT), share(r.PUCT), l.T("%.2f", r.UCTSeconds), l.T("%.2f", r.PUCTSeconds)})
	}
	right := []bool{true, true, true, true, true}
	if noTime {
		for i := range table {
			table[i] = table[i][:3]
		}
		right = right[:3]
	}
	render.Table(&b, table, right, md)
	_, err := io.WriteString(w, b.String())
	return err
}

// puctPlot draws each search's share of best moves against the
// simulations (log scale).
func (rep *CompareReport) puctPlot(w io.Writer) error {
	l := rep.Lang
	uct, puct := render.Series{Name: l.Word("UCT, random playouts")}, render.Series{Name: l.Word("PUCT, gametree's network")}
	for _, r := range rep.PUCT.Rows {
		x := float64(r.Simulations)
		uct.X, uct.Y = append(uct.X, x), append(uct.Y, float64(r.UCT)/float64(rep.PUCT.Positions))
		puct.X, puct.Y = append(puct.X, x), append(puct.Y, float64(r.PUCT)/float64(rep.PUCT.Positions))
	}
	return render.FractionPlot(w, orSVG(rep.PlotFormat), l.Word("A best move, by the simulations"), rep.Position, l.Word("simulations (log scale)"), l.Word("share of positions"), []render.Series{puct, uct})
}
