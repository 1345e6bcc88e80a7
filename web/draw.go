package web

import (
	"context"
	"fmt"
	"gametree/internal/rescue"
	"math"
	"sync"
	"time"

	"gametree/internal/sysmem"
	"gametree/render"
)

// drawers is the server's pool of graphviz workers (render.Worker), each
// its own process: a drawing past its request's timeout, or whose client
// has gone, is stopped by killing its worker, and a new one is started
// for the next drawing. At most big drawings of more than smallDrawing
// nodes run at once, and one worker more is kept for small ones, so that
// a 7-node picture never waits behind a 3,000-node PDF.
type drawers struct {
	slots chan struct{} // a token per worker
	big   chan struct{} // a token per large drawing
	mu    sync.Mutex
	idle  []*render.Worker
	start func() (*render.Worker, error)
}

// smallDrawing is the most nodes a drawing may have to use the worker kept
// for small drawings.
const smallDrawing = 200

// recycleRSS is the resident memory past which a worker is ended after its
// drawing rather than kept: graphviz's WebAssembly memory grows with the
// largest drawing and is never given back.
const recycleRSS = 256 << 20

// newDrawers returns a pool for n large drawings at once.
func newDrawers(n int) *drawers {
	return &drawers{slots: make(chan struct{}, n+1), big: make(chan struct{}, n), start: render.StartWorker}
}

// draw runs do with a worker's graphviz under ctx: it waits for a worker
// as long as ctx allows, and a drawing cut short by ctx kills its worker.
func (d *drawers) draw(ctx context.Context, nodes int, do func(*render.Graphviz) error) error {
	if nodes > smallDrawing {
		if err := acquire(ctx, d.big); err != nil {
			return err
		}
		defer func() { <-d.big }()
	}
	if err := acquire(ctx, d.slots); err != nil {
		return err
	}
	defer func() { <-d.slots }()
	w, err := d.take()
	if err != nil {
		return &serverError{err}
	}
	defer d.give(w)
	return do(w.Graphviz(ctx))
}

// acquire takes a token from c, or returns ctx's error when ctx is done
// first.
func acquire(ctx context.Context, c chan struct{}) error {
	select {
	case c <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// take returns an idle worker, or starts one.
func (d *drawers) take() (*render.Worker, error) {
	d.mu.Lock()
	if n := len(d.idle); n > 0 {
		w := d.idle[n-1]
		d.idle = d.idle[:n-1]
		d.mu.Unlock()
		return w, nil
	}
	d.mu.Unlock()
	return d.start()
}

// give puts w back, unless it was killed or has grown too big.
func (d *drawers) give(w *render.Worker) {
	if !w.Alive() {
		return
	}
	if rss, ok := sysmem.RSS(w.Pid()); ok && rss > recycleRSS {
		w.Close()
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.idle) >= cap(d.slots) {
		go func() {
			defer rescue.Ignore()
			w.Close()
		}()
		return
	}
	d.idle = append(d.idle, w)
}

// close ends the idle workers.
func (d *drawers) close() {
	d.mu.Lock()
	idle := d.idle
	d.idle = nil
	d.mu.Unlock()
	for _, w := range idle {
		w.Close()
	}
}

// tooSlowError refuses a drawing that could not finish within the
// server's timeout.
type tooSlowError struct {
	nodes   int
	format  render.Format
	seconds float64
	timeout time.Duration
}

func (e *tooSlowError) Error() string {
	return fmt.Sprintf("drawing %d nodes as %s takes about %.0f s on this server, over its limit of %s (gametree serve --timeout); draw less (view=pv or visited, show-depth) or ask for text or JSON",
		e.nodes, e.format, e.seconds, e.timeout)
}

// drawCost says what a drawing's time depends on besides its nodes and
// format: a page to fit (laid out page by page), the tidy layout
// (graphviz only draws), or no graphviz at all (render.DrawnHere: an SVG
// placed by the tidy layout, written in milliseconds).
type drawCost struct {
	paper, tidy, here bool
}

// drawSeconds estimates how long graphviz takes to draw nodes nodes in f,
// measured on a 2-core machine: as SVG, 317 nodes took 0.3 s, 1,713 took
// 0.8 s and 9,913 took 9.4 s; a PDF on A4 pages, laid out page by page,
// 1.7 s for 317 and 7.2 s for 1,713. Laid out by the tidy layout, graphviz
// only draws, in a time that grows as the nodes: 9,913 took 2.7 s.
func drawSeconds(f render.Format, nodes int, cost drawCost) float64 {
	switch {
	case f == render.PDFFormat || cost.paper:
		return 0.1 + 4.5e-4*math.Pow(float64(nodes), 1.3)
	case cost.tidy:
		return 0.1 + 3e-4*float64(nodes)
	}
	return 0.1 + 6e-5*math.Pow(float64(nodes), 1.3)
}

// checkTime refuses a drawing that would take more than twice what is
// left of ctx's time: it could not finish, and would only keep a worker
// from the drawings that can.
func checkTime(ctx context.Context, timeout time.Duration, f render.Format, nodes int, cost drawCost) error {
	deadline, ok := ctx.Deadline()
	if !ok {
		return nil
	}
	est := drawSeconds(f, nodes, cost)
	if est > 2*time.Until(deadline).Seconds() {
		return &tooSlowError{nodes: nodes, format: f, seconds: est, timeout: timeout}
	}
	return nil
}
