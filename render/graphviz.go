package render

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/goccy/go-graphviz"

	"gametree/internal/gvcache"
	"gametree/internal/rescue"
)

// go-graphviz, initialised by now, cached its module in the user's own
// folder (see gvcache); TMPDIR is put back for everything else.
func init() { gvcache.Restore() }

// Graphviz lays out and renders DOT through go-graphviz (graphviz compiled
// to WebAssembly: no dot binary is needed), in this process or in a worker
// process (Worker). Create one and reuse it: its start-up is the costly
// part. Close it when done.
type Graphviz struct {
	ctx context.Context
	gv  *graphviz.Graphviz
	// worker, when set, draws instead of gv.
	worker *Worker
	// abandoned is set when a drawing in this process was left to finish
	// alone after ctx was done: gv is not to be used again.
	abandoned bool
}

// gvMu serialises every call into go-graphviz: its WebAssembly binding
// keeps package-level maps, and two instances used at once crash the
// process ("concurrent map writes" in SetBeginJob, seen with the web
// server's concurrent requests). One lock for the process guards that
// global state; a Graphviz itself is still for one goroutine at a time.
// Drawings at once are drawn by workers (Worker), each its own process.
var gvMu sync.Mutex

// NewGraphviz starts graphviz in this process. A drawing stops waiting
// when ctx is done and returns its error at once; graphviz itself goes on
// to the end of that drawing, in the background, holding the process's
// lock: a program that must go on drawing after a cancelled drawing uses
// a Worker.
func NewGraphviz(ctx context.Context) (*Graphviz, error) {
	gvMu.Lock()
	defer gvMu.Unlock()
	gv, err := graphviz.New(context.Background())
	if err != nil {
		return nil, errorf("starting graphviz: %w", err)
	}
	return &Graphviz{ctx: ctx, gv: gv}, nil
}

// Close releases graphviz. A worker's Graphviz leaves the worker running.
func (g *Graphviz) Close() error {
	if g.worker != nil || g.abandoned {
		return nil
	}
	gvMu.Lock()
	defer gvMu.Unlock()
	return g.gv.Close()
}

// render lays out dot and writes it in format, in a worker when g has
// one; it returns ctx's error as soon as ctx is done.
func (g *Graphviz) render(dot string, format graphviz.Format, w io.Writer) error {
	if err := g.ctx.Err(); err != nil {
		return err
	}
	if g.worker != nil {
		return g.worker.draw(g.ctx, dot, format, w)
	}
	if g.abandoned {
		return errorf("graphviz was stopped")
	}
	if g.ctx.Done() == nil {
		return g.renderHere(dot, format, w)
	}
	// The drawing writes into its own buffer, so that one left to finish
	// alone writes nowhere its caller still reads.
	done := make(chan error, 1)
	var b bytes.Buffer
	go func() {
		var err error
		defer func() { done <- err }()
		defer rescue.Catch(&err)
		err = g.renderHere(dot, format, &b)
	}()
	select {
	case err := <-done:
		if err != nil {
			return err
		}
		_, err = w.Write(b.Bytes())
		return err
	case <-g.ctx.Done():
		g.abandoned = true
		return g.ctx.Err()
	}
}

// renderHere lays out dot and writes it in format with graphviz in this
// process.
func (g *Graphviz) renderHere(dot string, format graphviz.Format, w io.Writer) error {
	gvMu.Lock()
	defer gvMu.Unlock()
	graph, err := graphviz.ParseBytes([]byte(dot))
	if err != nil {
		return errorf("graphviz cannot read the DOT: %w", err)
	}
	defer graph.Close()
	if strings.Contains(dot, ", layout=nop2") {
		// Laid out already (Tidy): graphviz draws the nodes where they
		// stand, and routes the edges.
		g.gv.SetLayout(graphviz.NOP2)
		defer g.gv.SetLayout(graphviz.DOT)
	}
	if err := g.gv.Render(context.Background(), graph, format, w); err != nil {
		return errorf("graphviz: %w", err)
	}
	return nil
}

// SVG writes the tree as SVG, laid out by graphviz from the DOT that DOT
// writes.
// With opt.Paper the drawing is scaled to the page's text width (Plan): its
// width and height say the printed size, its viewBox the drawing; a tree
// that needs more than one page is an error that says how to name the
// files.
func (g *Graphviz) SVG(w io.Writer, s *Search, opt Options) error {
	if DrawnHere(SVGFormat, s, opt) {
		return s.tidySVG(w, opt)
	}
	if opt.Paper == nil {
		return g.render(dotString(s, opt), graphviz.SVG, w)
	}
	sh, err := g.oneSheet(s, opt, "svg")
	if err != nil {
		return err
	}
	return g.SVGSheet(w, s, sh)
}

// SVGSheet writes one sheet as SVG, its printed size scaled by the
// sheet's scale.
func (g *Graphviz) SVGSheet(w io.Writer, s *Search, sh Sheet) error {
	var b bytes.Buffer
	if err := g.render(dotString(s, sh.Options), graphviz.SVG, &b); err != nil {
		return err
	}
	out := b.String()
	if i := strings.Index(out, "<svg"); sh.Scale != 1 && i >= 0 {
		j := i + strings.Index(out[i:], ">")
		tag := svgSize.ReplaceAllStringFunc(out[i:j], func(m string) string {
			sub := svgSize.FindStringSubmatch(m)
			v, _ := strconv.ParseFloat(sub[2], 64)
			return fmt.Sprintf(`%s="%.2fpt"`, sub[1], v*sh.Scale)
		})
		out = out[:i] + tag + out[j:]
	}
	_, err := io.WriteString(w, out)
	return err
}

// svgSize finds the width and height of graphviz's <svg> element.
var svgSize = regexp.MustCompile(`\b(width|height)="([0-9.]+)pt"`)

// DOTToSVG writes the SVG of any DOT text.
func (g *Graphviz) DOTToSVG(w io.Writer, dot string) error {
	return g.render(dot, graphviz.SVG, w)
}
