package render

import (
	"context"
	"io"
	"sync"

	"github.com/goccy/go-graphviz"
)

// Graphviz lays out and renders DOT through go-graphviz (graphviz compiled
// to WebAssembly: no dot binary is needed). Create one and reuse it: its
// start-up is the costly part. Close it when done.
type Graphviz struct {
	ctx context.Context
	gv  *graphviz.Graphviz
}

// gvMu serialises every call into go-graphviz: its WebAssembly binding
// keeps package-level maps, and two instances used at once crash the
// process ("concurrent map writes" in SetBeginJob, seen with the web
// server's concurrent requests). One lock for the process guards that
// global state; a Graphviz itself is still for one goroutine at a time.
var gvMu sync.Mutex

// NewGraphviz starts graphviz.
func NewGraphviz(ctx context.Context) (*Graphviz, error) {
	gvMu.Lock()
	defer gvMu.Unlock()
	gv, err := graphviz.New(ctx)
	if err != nil {
		return nil, errorf("starting graphviz: %w", err)
	}
	return &Graphviz{ctx: ctx, gv: gv}, nil
}

// Close releases graphviz.
func (g *Graphviz) Close() error {
	gvMu.Lock()
	defer gvMu.Unlock()
	return g.gv.Close()
}

// render lays out dot and writes it in format.
func (g *Graphviz) render(dot string, format graphviz.Format, w io.Writer) error {
	gvMu.Lock()
	defer gvMu.Unlock()
	graph, err := graphviz.ParseBytes([]byte(dot))
	if err != nil {
		return errorf("graphviz cannot read the DOT: %w", err)
	}
	defer graph.Close()
	if err := g.gv.Render(g.ctx, graph, format, w); err != nil {
		return errorf("graphviz: %w", err)
	}
	return nil
}

// SVG writes the tree as SVG, laid out by graphviz from the DOT that DOT
// writes.
func (g *Graphviz) SVG(w io.Writer, s *Search, opt Options) error {
	return g.render(dotString(s, opt), graphviz.SVG, w)
}

// DOTToSVG writes the SVG of any DOT text.
func (g *Graphviz) DOTToSVG(w io.Writer, dot string) error {
	return g.render(dot, graphviz.SVG, w)
}
