package train

import (
	"context"
	"io"
	"math"
	"math/bits"
	"slices"
	"sync"
	"time"
	"unsafe"

	"gametree/internal/msg"
	"gametree/internal/rescue"
	"gametree/othello"
)

// FitOptions say how Fit fits the weights.
type FitOptions struct {
	// Lambda is the ridge penalty: the fit minimises the sum of squared
	// errors plus Lambda times the sum of squared weights, which keeps the
	// states seen in few positions near zero (3 when 0).
	Lambda float64
	// Iterations of the conjugate gradient per phase (200 when 0).
	Iterations int
	// Holdout: every Holdout-th game (from the first) is kept out of the
	// fit to measure the error on positions it has not seen (none when 0).
	Holdout int
	// Threads fit phases side by side (1 when 0).
	Threads int
	// Progress, when set, is called as each phase is done.
	Progress func(r PhaseReport)
	// Price, when set, hears what the fit should take (its conjugate
	// gradient's iterations, each timed on the largest phase's positions
	// once, before any phase is fitted) and stops the fit by returning an
	// error, which Fit returns.
	Price func(estimate time.Duration) error
	// Phases, when set, are the only phases fitted; the others stay zero.
	// A phase's weights depend only on the games and the options, not on
	// the other phases (except a phase without positions of its own, which
	// copies the phase after it), so a check may refit a few of them.
	Phases []int
}

// PhaseReport is how the fit of a phase went: the errors are root mean
// squares, in discs, of the predicted final margin.
type PhaseReport struct {
	Phase int
	// Samples fitted (the positions of the phase and of the two next to
	// it), Own the phase's own among them, and the held-out positions of
	// the phase.
	Samples, Own, Held int
	// Copied is set when the phase had no positions of its own and took
	// the weights of the phase after it in the game (with fewer empties).
	Copied bool
	// Fit: the error on the fitted positions of the phase; Held: on the
	// held-out ones; Base: the held-out error of predicting the mean
	// alone.
	Fit, HeldError, Base float64
}

// String returns the report as a line.
func (r PhaseReport) String() string { return r.In(msg.En) }

// In returns the report as a line in l.
func (r PhaseReport) In(l msg.Lang) string {
	lo, hi := othello.PatternPhaseEmpties(r.Phase)
	if r.Copied {
		return l.T("phase %2d (%2d-%2d empties): no positions of its own; the weights of phase %d", r.Phase, lo, hi, r.Phase-1)
	}
	if r.Held == 0 {
		return l.T("phase %2d (%2d-%2d empties): %7d positions fitted, error %5.2f", r.Phase, lo, hi, r.Samples, r.Fit)
	}
	return l.T("phase %2d (%2d-%2d empties): %7d positions fitted, error %5.2f; %6d held out, error %5.2f (%5.2f predicting the mean)",
		r.Phase, lo, hi, r.Samples, r.Fit, r.Held, r.HeldError, r.Base)
}

// sample is a position of a game: its lookups, its scalar terms and the
// final margin for the side to move.
type sample struct {
	idx      [othello.PatternLookups]int32
	mob, pot int8
	phase    int8
	held     bool
	y        float32
}

// samples returns the positions of the games from the end of their random
// opening to the end, the side to move's final margin as its target: the
// positions before would be judged by a game that went on at random.
func samples(games []Game, holdout int, keep func(phase int) bool) []sample {
	// Made once at its size, counted from the moves (grown by appends,
	// the fit of 40,000 games would hold twice its gigabyte a moment).
	most := 0
	var sizes [othello.PatternPhases]int
	for _, g := range games {
		most += gamePositions(g, keep, true, &sizes)
	}
	out := make([]sample, 0, most)
	for gi, g := range games {
		p := othello.Start(8)
		start := len(out)
		for ply, m := range g.Moves {
			if ply < g.Random {
				p = p.Apply(m)
				continue
			}
			me, opp, _ := p.Bits8()
			if !keep(othello.PatternPhase(64 - bits.OnesCount64(me|opp))) {
				p = p.Apply(m)
				continue
			}
			var s sample
			mob, pot := othello.PatternIndices(me, opp, &s.idx)
			s.mob, s.pot = int8(mob), int8(pot)
			s.phase = int8(othello.PatternPhase(64 - bits.OnesCount64(me|opp)))
			s.held = holdout > 0 && gi%holdout == 0
			if p.ToMove() == othello.White {
				s.y = -1 // the sign, until the margin is known
			} else {
				s.y = 1
			}
			out = append(out, s)
			p = p.Apply(m)
		}
		margin := float32(blackMargin(p))
		for i := start; i < len(out); i++ {
			out[i].y *= margin
		}
	}
	return out
}

// blackMargin returns Black's final margin in a finished game, the empty
// squares to the winner.
func blackMargin(p othello.Position) int {
	b, w := p.Count(othello.Black), p.Count(othello.White)
	e := p.Empties()
	switch {
	case b > w:
		return b - w + e
	case w > b:
		return b - w - e
	}
	return 0
}

// Fit fits the weights on games. It returns the weights and the report of
// each phase, in phase order.
func Fit(ctx context.Context, games []Game, opt FitOptions) (*othello.PatternWeights, []PhaseReport, error) {
	if opt.Lambda <= 0 {
		opt.Lambda = 3
	}
	if opt.Iterations <= 0 {
		opt.Iterations = 200
	}
	fitted, keep := phasesOf(opt)
	if opt.Price != nil {
		// Priced from the games' moves before a position is made: a
		// refusal costs the reading of the games, not their samples
		// (a gigabyte for 40,000 games).
		s := NewSketch(opt)
		for _, g := range games {
			s.add(g)
		}
		if err := opt.Price(s.Price()); err != nil {
			return nil, nil, err
		}
	}
	all := samples(games, opt.Holdout, keep)
	w := othello.NewPatternWeights()
	reports := make([]PhaseReport, othello.PatternPhases)
	phases := make(chan int)
	var wg sync.WaitGroup
	var caught rescue.First
	var mu sync.Mutex
	for t := 0; t < max(opt.Threads, 1); t++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if caught.Caught() {
					for range phases { // the others' share, so that the sender ends
					}
				}
			}()
			defer caught.Catch()
			ws := newWorkspace()
			for k := range phases {
				x, r := fitPhase(ctx, all, k, opt, ws)
				if ctx.Err() == nil {
					reports[k] = r
					setPhase(w, k, x)
					report(&mu, opt.Progress, r)
				}
			}
		}()
	}
	for k := othello.PatternPhases - 1; k >= 0 && ctx.Err() == nil; k-- {
		if fitted(k) {
			phases <- k
		}
	}
	close(phases)
	wg.Wait()
	caught.Rethrow()
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	// A phase without positions of its own (the first moves, when every
	// game opens at random) takes the weights of the next phase after it.
	for k := 1; k < othello.PatternPhases; k++ {
		if reports[k].Own == 0 && fitted(k) {
			copy(w.Phase(k), w.Phase(k-1))
			reports[k].Copied = true
		}
	}
	// The report of the rounded weights, as the evaluation uses them.
	for k := range reports {
		reports[k].Fit, reports[k].HeldError = rounded(all, w, k)
	}
	return w, reports, nil
}

// rounded returns the errors of the weights w, as stored, on the fitted
// and held-out positions of phase k.
func rounded(all []sample, w *othello.PatternWeights, k int) (fit, held float64) {
	var se [2]float64
	var n [2]int
	for i := range all {
		s := &all[i]
		if int(s.phase) != k {
			continue
		}
		d := float64(w.ScoreIndices(k, &s.idx, int(s.mob), int(s.pot)))/100 - float64(s.y)
		h := 0
		if s.held {
			h = 1
		}
		se[h] += d * d
		n[h]++
	}
	return rms(se[0], n[0]), rms(se[1], n[1])
}

// rms returns the root mean square of n errors whose squares sum to se.
func rms(se float64, n int) float64 {
	if n == 0 {
		return 0
	}
	return math.Sqrt(se / float64(n))
}

// workspace is what a thread's fit of a phase writes to, kept from a
// phase to the next: the phase's set and the conjugate gradient's seven
// vectors. Made once a thread, it is what Sketch.Memory prices, rather
// than garbage of every phase that the collector, its goal set by the
// gigabyte of positions, would leave standing.
type workspace struct {
	set                     []*sample
	b, diag, x, r, z, p, kp []float64
}

// newWorkspace returns a thread's workspace for the fit.
func newWorkspace() *workspace {
	n := othello.PatternWeightsPerPhase
	v := make([]float64, workspaceVectors*n)
	w := &workspace{}
	for i, f := range []*[]float64{&w.b, &w.diag, &w.x, &w.r, &w.z, &w.p, &w.kp} {
		*f = v[i*n : (i+1)*n : (i+1)*n]
	}
	return w
}

// workspaceVectors is how many vectors of the weights a workspace holds.
const workspaceVectors = 7

// fitPhase fits the weights of phase k on the fitted positions of phases
// k-1 to k+1, by the conjugate gradient on the normal equations of ridge
// regression, preconditioned by their diagonal, in ws; the weights it
// returns are ws's until its next phase.
func fitPhase(ctx context.Context, all []sample, k int, opt FitOptions, ws *workspace) ([]float64, PhaseReport) {
	set, rep, heldSum, heldSq := phaseSetIn(ws.set, all, k)
	ws.set = set
	// The operator K = AᵀA + λI and the right-hand side b = Aᵀy.
	apply := func(x []float64, out []float64) { applyK(set, opt.Lambda, x, out) }
	b, diag, x, r, z, p, kp := ws.b, ws.diag, ws.x, ws.r, ws.z, ws.p, ws.kp
	clear(b)
	clear(diag)
	for _, s := range set {
		y := float64(s.y)
		b[othello.PatternBias] += y
		b[othello.PatternMobility] += y * float64(s.mob)
		b[othello.PatternPotential] += y * float64(s.pot)
		diag[othello.PatternBias]++
		diag[othello.PatternMobility] += float64(s.mob) * float64(s.mob)
		diag[othello.PatternPotential] += float64(s.pot) * float64(s.pot)
		for _, i := range s.idx {
			b[i] += y
			diag[i]++
		}
	}
	for j := range diag {
		diag[j] += opt.Lambda
	}
	clear(x)
	copy(r, b)
	for j := range z {
		z[j] = r[j] / diag[j]
	}
	copy(p, z)
	rz := dot(r, z)
	for it := 0; it < opt.Iterations && rz > 1e-12 && ctx.Err() == nil; it++ {
		apply(p, kp)
		alpha := rz / dot(p, kp)
		for j := range x {
			x[j] += alpha * p[j]
			r[j] -= alpha * kp[j]
			z[j] = r[j] / diag[j]
		}
		next := dot(r, z)
		beta := next / rz
		rz = next
		for j := range p {
			p[j] = z[j] + beta*p[j]
		}
	}
	if rep.Held > 0 {
		mean := heldSum / float64(rep.Held)
		rep.Base = math.Sqrt(max(heldSq/float64(rep.Held)-mean*mean, 0))
	}
	return x, rep
}

// phaseSet returns the positions a phase is fitted on (its own and those
// of the phases next to it, the held-out ones left aside), its report's
// counts, and the sum and sum of squares of its held-out margins.
func phaseSet(all []sample, k int) (set []*sample, rep PhaseReport, heldSum, heldSq float64) {
	return phaseSetIn(nil, all, k)
}

// phaseSetIn is phaseSet, the set written over buf's (counted first, so
// that it is made once at its size: its memory is priced, Sketch.Memory).
func phaseSetIn(buf []*sample, all []sample, k int) (set []*sample, rep PhaseReport, heldSum, heldSq float64) {
	rep = PhaseReport{Phase: k}
	size := 0
	for i := range all {
		if d := int(all[i].phase) - k; d >= -1 && d <= 1 && !all[i].held {
			size++
		}
	}
	set = slices.Grow(buf[:0], size)
	for i := range all {
		s := &all[i]
		if d := int(s.phase) - k; d < -1 || d > 1 {
			continue
		}
		if s.held {
			if int(s.phase) == k {
				rep.Held++
				heldSum += float64(s.y)
				heldSq += float64(s.y) * float64(s.y)
			}
			continue
		}
		set = append(set, s)
		if int(s.phase) == k {
			rep.Own++
		}
	}
	rep.Samples = len(set)
	return set, rep, heldSum, heldSq
}

// applyK writes K x to out, K = AᵀA + λI the operator of the fit on set.
func applyK(set []*sample, lambda float64, x, out []float64) {
	for j := range out {
		out[j] = lambda * x[j]
	}
	for _, s := range set {
		v := x[othello.PatternBias] + x[othello.PatternMobility]*float64(s.mob) + x[othello.PatternPotential]*float64(s.pot)
		for _, i := range s.idx {
			v += x[i]
		}
		out[othello.PatternBias] += v
		out[othello.PatternMobility] += v * float64(s.mob)
		out[othello.PatternPotential] += v * float64(s.pot)
		for _, i := range s.idx {
			out[i] += v
		}
	}
}

// setPhase sets phase k's weights to x.
func setPhase(w *othello.PatternWeights, k int, x []float64) {
	for j, v := range x {
		w.Set(k, j, v)
	}
}

// report tells progress (when not nil) of a phase's report, one thread
// at a time; a report that panics frees the lock too.
func report(mu *sync.Mutex, progress func(PhaseReport), r PhaseReport) {
	if progress == nil {
		return
	}
	mu.Lock()
	defer mu.Unlock()
	progress(r)
}

// phasesOf says which phases opt fits, and which phases' positions it
// keeps: a phase is fitted on its positions and those of the phases next
// to it.
func phasesOf(opt FitOptions) (fitted, keep func(int) bool) {
	fitted = func(k int) bool { return opt.Phases == nil || slices.Contains(opt.Phases, k) }
	keep = func(k int) bool { return fitted(k) || fitted(k-1) || fitted(k+1) }
	return fitted, keep
}

// Sketch is what pricing a fit needs of its games, read as they stream
// past and none kept but the first: each phase's positions, the
// positions made, and the first CalibrationGames games (replayed) on
// which the costs are measured. A refusal then costs a read of the
// files, not their games (a gigabyte of positions for 40,000).
type Sketch struct {
	opt          FitOptions
	keep, fitted func(int) bool
	sizes        [othello.PatternPhases]int
	positions    int
	games, moves int
	first        []Game
}

// NewSketch returns an empty sketch of a fit with opt.
func NewSketch(opt FitOptions) *Sketch {
	if opt.Iterations <= 0 {
		opt.Iterations = 200
	}
	if opt.Lambda <= 0 {
		opt.Lambda = 3
	}
	s := &Sketch{opt: opt}
	s.fitted, s.keep = phasesOf(opt)
	return s
}

// Add reads the games of a file into the sketch, refusing it as
// ReadGames does (its first games replayed, the others' moves read).
func (s *Sketch) Add(r io.Reader, name string) error {
	return eachGame(r, name, max(0, CalibrationGames-len(s.first)), false, func(g Game) error {
		s.add(g)
		return nil
	})
}

// add counts game g's positions and each phase's (none of a game held
// out, every Holdout-th), keeping g when it is among the first
// CalibrationGames.
func (s *Sketch) add(g Game) {
	if len(s.first) < CalibrationGames {
		g.Moves = slices.Clone(g.Moves) // the file's reader reuses them
		s.first = append(s.first, g)
	}
	held := s.opt.Holdout > 0 && s.games%s.opt.Holdout == 0
	s.positions += gamePositions(g, s.keep, held, &s.sizes)
	s.games++
	s.moves += len(g.Moves)
}

// Price is what the fit of the sketched games takes.
func (s *Sketch) Price() time.Duration {
	return price(s.sizes, s.positions, s.first, s.fitted, s.keep, s.opt)
}

// Memory is what the fit of the sketched games holds at its most, in
// bytes: every position made (a sample each), the games' moves, and on
// each thread a workspace (the largest phase's set and seven vectors of
// the weights), with the weights themselves. Nothing else of the fit
// outlives a phase.
func (s *Sketch) Memory() int64 {
	threads := int64(max(s.opt.Threads, 1))
	largest := 0
	for k, n := range s.sizes {
		if s.fitted(k) {
			largest = max(largest, n)
		}
	}
	n := int64(othello.PatternWeightsPerPhase)
	samples := int64(s.positions) * int64(unsafe.Sizeof(sample{}))
	// A game's moves, made at its line's length (two letters a move and
	// a space), and the game itself in the slices of the games read.
	games := int64(s.moves+2*s.games)*int64(unsafe.Sizeof(othello.Square(0))) + int64(s.games)*2*int64(unsafe.Sizeof(Game{}))
	workspaces := threads * (int64(largest)*int64(unsafe.Sizeof(&sample{})) + workspaceVectors*n*8)
	weights := int64(othello.PatternPhases) * n * int64(unsafe.Sizeof(int16(0)))
	return samples + games + workspaces + weights
}

// price estimates the fit's time from games' moves alone: the positions
// each phase is fitted on (counted from each game's moves, as samples
// and phaseSizes count them), at the cost of a position's lookups and of
// a pass over the weights, each measured apart (unitCosts), each phase's
// iterations on one of the threads.
func price(count [othello.PatternPhases]int, positions int, first []Game, fitted, keep func(int) bool, opt FitOptions) time.Duration {
	var sizes []int
	largest, most := -1, -1
	for k := 0; k < othello.PatternPhases; k++ {
		if !fitted(k) {
			continue
		}
		sizes = append(sizes, count[k])
		if count[k] > most {
			largest, most = k, count[k]
		}
	}
	if largest < 0 {
		return 0
	}
	// What a position costs to make, on the first few games; then what
	// it costs to look up, on the largest phase's set of all the first
	// games (only its positions made: the others would hold ten
	// megabytes for nothing, where a refusal should cost little).
	few := first[:min(len(first), CalibrationGames/6)]
	start := time.Now()
	made := len(samples(few, opt.Holdout, keep))
	perPosition := float64(max(time.Since(start), 1)) / float64(max(made, 1))
	near := func(k int) bool { return k >= largest-1 && k <= largest+1 && keep(k) }
	set, _, _, _ := phaseSet(samples(first, opt.Holdout, near), largest)
	perSample, dense := unitCosts(set, opt)
	var total, longest float64
	for _, size := range sizes {
		// The iterations, and the right-hand side and the diagonal made
		// first, each a pass over the set.
		t := float64(size)*perSample*float64(opt.Iterations+2) + dense*float64(opt.Iterations)
		total += t
		longest = max(longest, t)
	}
	fit := max(total/float64(max(opt.Threads, 1)), longest)
	return time.Duration(fit + perPosition*float64(positions))
}

// gamePositions counts the positions samples makes of game g, from its
// moves alone: a position before each move past the random opening, in
// the phase its discs say (four, and one more a move that is not a pass),
// kept where keep says. Unless g is held out, it adds to sizes the
// positions each phase is fitted on, as phaseSizes counts samples: a
// position counts for its phase and the two beside it.
func gamePositions(g Game, keep func(int) bool, held bool, sizes *[othello.PatternPhases]int) int {
	n, discs := 0, 4
	for ply, m := range g.Moves {
		if phase := othello.PatternPhase(64 - discs); ply >= g.Random && keep(phase) {
			n++
			for k := max(phase-1, 0); !held && k <= min(phase+1, othello.PatternPhases-1); k++ {
				sizes[k]++
			}
		}
		if m != othello.Pass {
			discs++
		}
	}
	return n
}

// CalibrationGames is how many games' positions the costs are measured
// on: the first a Sketch keeps and replays.
const CalibrationGames = 600

// unitCosts measures, in nanoseconds, what an iteration of the fit costs
// a position of a phase's set (its lookups into the weights) and what it
// costs whatever the set (its dense steps over the weights: the operator's
// ridge term, two dot products and three updates of a vector), each
// apart, on set: the fit's own operator on it less the operator on no
// position, then dot products, each repeated until a few milliseconds
// have passed. Measured apart, a few hundred games' set prices one of
// forty thousand (a pass over the weights weighs as much as a hundred
// thousand lookups).
func unitCosts(set []*sample, opt FitOptions) (perSample, dense float64) {
	n := othello.PatternWeightsPerPhase
	// Each measure runs on as many threads at once as the fit, each on
	// weights of its own: the threads share the memory's bandwidth.
	threads := max(opt.Threads, 1)
	xs, outs := make([][]float64, threads), make([][]float64, threads)
	for i := range xs {
		xs[i], outs[i] = make([]float64, n), make([]float64, n)
	}
	timed := func(f func(x, out []float64)) float64 {
		took := make([]float64, threads)
		var wg sync.WaitGroup
		var caught rescue.First
		defer caught.Rethrow() // the fit's own operator failed: so would the fit
		for i := range threads {
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer caught.Catch()
				// The median round of at least 20 ms of them: a round
				// slowed by the collector or another process is
				// left out.
				var rounds []float64
				for start := time.Now(); len(rounds) < 5 || time.Since(start) < 20*time.Millisecond; {
					t := time.Now()
					f(xs[i], outs[i])
					rounds = append(rounds, float64(max(time.Since(t), 1)))
				}
				slices.Sort(rounds)
				took[i] = rounds[len(rounds)/2]
			}()
		}
		wg.Wait()
		return slices.Max(took)
	}
	empty := timed(func(x, out []float64) { applyK(nil, opt.Lambda, x, out) })
	withSet := timed(func(x, out []float64) { applyK(set, opt.Lambda, x, out) })
	pass := timed(func(x, out []float64) { dot(x, out) })
	perSample = max(withSet-empty, 0) / float64(max(len(set), 1))
	return perSample, empty + 5*pass
}

// gameSizes counts the positions each phase is fitted on, as phaseSizes
// counts the samples of games, from their moves alone (gamePositions),
// held out every holdout-th game.
func gameSizes(games []Game, holdout int, keep func(int) bool) (sizes [othello.PatternPhases]int) {
	for gi, g := range games {
		gamePositions(g, keep, holdout > 0 && gi%holdout == 0, &sizes)
	}
	return sizes
}

// dot returns the dot product of a and b.
func dot(a, b []float64) float64 {
	var s float64
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

// phaseSizes counts, in one pass, the positions each phase is fitted on
// (phaseSet's): a position counts for its phase and the two beside it,
// unless held out.
func phaseSizes(all []sample) (sizes [othello.PatternPhases]int) {
	for i := range all {
		if all[i].held {
			continue
		}
		for k := int(all[i].phase) - 1; k <= int(all[i].phase)+1; k++ {
			if k >= 0 && k < othello.PatternPhases {
				sizes[k]++
			}
		}
	}
	return sizes
}
