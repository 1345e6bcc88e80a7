package render

import (
	"math"
	"strings"

	"gametree/mcts"
	"gametree/minimax"
	"gametree/tree"
)

// The compact form of a trace is what a step page receives for a big
// search: the tree drawn once, in the compact form of the tree page, and
// each step as the few nodes it changes, so that the page draws every
// step itself (web/assets/bigtree.js) where a picture a step would cost
// the steps times the nodes. Each node keeps one size at every step, the
// largest its label takes, so that the tree stands still as it is
// searched.

// CompactTrace is a trace in the compact form.
type CompactTrace struct {
	// Compact is the tree: every node (the ids of the full tree's JSON),
	// its parent, shape and size; its look, cut and text those of step 1.
	Compact *CompactTree `json:"compact"`
	// States are the ways a node is drawn at some step: its look (a
	// letter: - plain, p principal variation, x pruned, u not visited
	// yet), then c when its parent cut off after it (else -), then its
	// label's lines joined by a newline.
	States []string `json:"states"`
	// Start is each node's state at step 1.
	Start []int32 `json:"start"`
	// Changes are, for step k (Changes[k-1], the first empty), the nodes
	// whose state step k changes and their new state: node, state, node,
	// state...
	Changes [][]int32 `json:"changes"`
	// Grids are the nodes' boards laid out, for a game tree (none for a
	// textbook tree); BoardStyle how the page draws them.
	Grids      []*NodeGrid `json:"grids,omitempty"`
	BoardStyle string      `json:"board_style,omitempty"`
}

// CompactTraceNodeBytes and CompactTraceStepBytes are what a page drawn
// from the compact form takes in memory a node and a step, for pricing it
// before it is made: the trace's JSON (about 260 bytes a step, held about
// four times over as it is written, packed and joined to the page), the
// changes, and a node's states, board and place in the JSON. Minimax over
// a textbook tree of 21,845 nodes in 60,074 steps wrote 15.6 MB of trace
// and took 154 MB at the peak, the search included.
const (
	CompactTraceNodeBytes = 1000
	CompactTraceStepBytes = 1200
)

// Compact returns the trace in the compact form, drawn with opt (its
// ASCII and Stop). Under Monte Carlo tree search every node of the
// finished search is drawn at every step (those not added yet as not
// visited), and its edges at one width: the widths that follow the visits
// are the finished drawing's.
func (tr *Trace) Compact(opt Options) (*CompactTrace, error) {
	c := newCompactStepper(tr, opt)
	out := &CompactTrace{Changes: make([][]int32, tr.Len())}
	out.Changes[0] = []int32{}
	c.send(0)
	out.Start = make([]int32, len(c.nodes))
	for i, n := range c.nodes {
		if opt.Stop != nil && i&1023 == 0 && opt.Stop() {
			return nil, ErrStopped
		}
		out.Start[i] = c.restate(n)
	}
	ct := c.startTree(out.Start)
	for k := 2; k <= tr.Len(); k++ {
		if opt.Stop != nil && k&255 == 0 && opt.Stop() {
			return nil, ErrStopped
		}
		c.send(k - 1)
		ch := []int32{}
		for _, n := range c.touched(k) {
			i := c.id[n]
			if st := c.restate(n); st != c.now[i] {
				c.now[i] = st
				ch = append(ch, int32(i), st)
			}
		}
		out.Changes[k-1] = ch
	}
	for i := range c.nodes {
		ct.W[i], ct.H[i] = c.w[i], c.h[i]
	}
	out.Compact, out.States = ct, c.states
	if t := tr.Search.Tree; t.Kind == tree.Game {
		out.Grids = make([]*NodeGrid, len(c.nodes))
		for i, n := range c.nodes {
			out.Grids[i] = nodeGrid(t.Board(n))
		}
		out.BoardStyle = t.Board(0).Style.String()
	}
	return out, nil
}

// compactStepper steps a trace's search event by event, keeping each
// node's state: the search as it stands, the marks of the step, and the
// states met so far.
type compactStepper struct {
	tr      *Trace
	s       Search
	rec     *minimax.Recorder // minimax's annotations as they stand
	counts  *mcts.Result      // or Monte Carlo tree search's counts
	opt     Options           // the step's, the current node marked
	base    Options           // the same without the current node: a node's own look
	nodes   []int32
	id      map[int32]int
	now     []int32 // each node's state
	w, h    []int32 // each node's largest size
	states  []string
	index   map[string]int32
	current int32
}

// newCompactStepper starts stepping tr's search, before its first event.
func newCompactStepper(tr *Trace, opt Options) *compactStepper {
	c := &compactStepper{tr: tr, s: *tr.Search, index: map[string]int32{}, current: -1}
	if tr.MCTS != nil {
		c.counts = tr.MCTS.Start(tr.Search.mcts().Result.MaxMoves)
		c.s = *tr.mctsSearch(c.counts)
	} else {
		c.rec = minimax.NewRecorder(tr.Search.Tree.Len())
		c.s.Ann = c.rec
	}
	pruned := map[int32]bool{}
	opt.View, opt.Layout = Full, Tidy
	opt.Step = &Step{Current: -1, Pruned: pruned}
	c.opt, c.base = opt, opt
	c.base.Step = &Step{Current: -1, Pruned: pruned}
	c.nodes = c.s.visible(c.opt)
	c.id = drawnIDs(c.nodes)
	c.now = make([]int32, len(c.nodes))
	c.w, c.h = make([]int32, len(c.nodes)), make([]int32, len(c.nodes))
	return c
}

// send applies event i (from 0), step i+1: the annotations, the current
// node and the nodes a cutoff prunes.
func (c *compactStepper) send(i int) {
	if c.counts != nil {
		c.tr.MCTS.Apply(i, c.counts)
		c.s = *c.tr.mctsSearch(c.counts)
		c.current = c.tr.MCTS.Events[i].Node
		c.opt.Step.Current = c.current
		return
	}
	c.tr.Log.Send(i, c.rec)
	e := c.tr.Log.Events[i]
	c.current = e.Node
	c.opt.Step.Current = e.Node
	if e.Kind == minimax.CutoffEvent {
		for _, p := range e.Pruned {
			c.walk(p, func(n int32) { c.opt.Step.Pruned[n] = true })
		}
	}
}

// walk calls f on n and each node under it.
func (c *compactStepper) walk(n int32, f func(int32)) {
	f(n)
	nd := c.s.Tree.Nodes[n]
	for ch := nd.First; ch < nd.First+nd.Count; ch++ {
		c.walk(ch, f)
	}
}

// touched are the nodes step k may change: the node of the step before
// and of this one, its parent, the child it names, and the nodes a cutoff
// prunes, each drawn node once.
func (c *compactStepper) touched(k int) []int32 {
	if c.counts != nil {
		return c.mctsTouched(k)
	}
	e := c.tr.Log.Events[k-1]
	prev := c.tr.Log.Events[k-2].Node
	t := c.s.Tree
	out := []int32{prev, e.Node}
	if e.Node != 0 {
		out = append(out, t.Nodes[e.Node].Parent)
	}
	switch e.Kind {
	case minimax.Update, minimax.CutoffEvent, minimax.ProbeEvent:
		out = append(out, e.Child)
	case minimax.Return:
		if e.HasBest {
			out = append(out, e.Best)
		}
	}
	if e.Kind == minimax.CutoffEvent {
		for _, p := range e.Pruned {
			c.walk(p, func(n int32) { out = append(out, n) })
		}
	}
	return c.drawnOnce(out)
}

// mctsTouched are the nodes step k of Monte Carlo tree search may change:
// the node of the step before and of this one, the child a selection
// chooses, the parent of a node expanded, the path a backpropagation
// counts.
func (c *compactStepper) mctsTouched(k int) []int32 {
	e := c.tr.MCTS.Events[k-1]
	out := append([]int32{c.tr.MCTS.Events[k-2].Node, e.Node}, e.Path...)
	switch e.Phase {
	case mcts.Selection:
		out = append(out, e.Chosen)
	case mcts.Expansion:
		out = append(out, e.Parent)
	}
	return c.drawnOnce(out)
}

// drawnOnce keeps of nodes those drawn, each once.
func (c *compactStepper) drawnOnce(nodes []int32) []int32 {
	seen := map[int32]bool{}
	kept := nodes[:0]
	for _, n := range nodes {
		if _, drawn := c.id[n]; drawn && !seen[n] {
			seen[n] = true
			kept = append(kept, n)
		}
	}
	return kept
}

// restate returns node n's state as it stands, its size kept if the
// largest so far.
func (c *compactStepper) restate(n int32) int32 {
	i := c.id[n]
	state, d := stepState(&c.s, c.opt, c.base, c.id, n)
	c.w[i], c.h[i] = max(c.w[i], int32(math.Ceil(d.w))), max(c.h[i], int32(math.Ceil(d.h)))
	st, ok := c.index[state]
	if !ok {
		st = int32(len(c.states))
		c.index[state] = st
		c.states = append(c.states, state)
	}
	return st
}

// stepState is node n's state (CompactTrace.States) in search s at a
// step, opt that step's marks and base the same without the current
// node, and its size.
func stepState(s *Search, opt, base Options, id map[int32]int, n int32) (string, svgNode) {
	d := s.sizeNode(n, opt, id)
	look := byte('-')
	switch s.nodeLook(n, base).color {
	case colorPV:
		look = 'p'
	case colorPruned:
		look = 'x'
	case colorUnvisited:
		look = 'u'
	}
	cut := byte('-')
	if n != opt.Root {
		if _, ok := s.edgeLook(n, opt); ok {
			cut = 'c'
		}
	}
	return string([]byte{look, cut}) + strings.Join(d.lines, "\n"), d
}

// startTree is the compact tree of the nodes at step 1, their states
// start.
func (c *compactStepper) startTree(start []int32) *CompactTree {
	n := len(c.nodes)
	ct := &CompactTree{Count: n, Gap: tidyGap, RowGap: tidyRankSep, CutWord: c.s.word("cut"), Cut: []int32{},
		Parent: make([]int32, n), W: make([]int32, n), H: make([]int32, n), Text: make([]string, n)}
	shapes, looks := make([]byte, n), make([]byte, n)
	for i, nd := range c.nodes {
		shape, double := c.s.shapeOf(nd)
		shapes[i] = "bhvc"[shape]
		if double {
			shapes[i] = 'd'
		}
		st := c.states[start[i]]
		looks[i] = st[0]
		if st[1] == 'c' {
			ct.Cut = append(ct.Cut, int32(i))
		}
		ct.Text[i] = st[2:]
		ct.Parent[i] = -1
		if i > 0 {
			ct.Parent[i] = int32(c.id[c.s.Tree.Nodes[nd].Parent])
		}
	}
	ct.Shape, ct.Look = string(shapes), string(looks)
	return ct
}

// StatesAt returns each node's state (CompactTrace.States) at step k,
// drawn with opt, and its size in points then, made from the search
// replayed to step k: the slow way, steps times nodes, which Compact is
// tested against.
func (tr *Trace) StatesAt(k int, opt Options) ([]string, [][2]int32) {
	s, step := tr.At(k)
	opt.View, opt.Layout, opt.Step = Full, Tidy, step
	base := opt
	base.Step = &Step{Current: -1, Pruned: step.Pruned}
	nodes := s.visible(opt)
	id := drawnIDs(nodes)
	states, sizes := make([]string, len(nodes)), make([][2]int32, len(nodes))
	for i, n := range nodes {
		var d svgNode
		states[i], d = stepState(s, opt, base, id, n)
		sizes[i] = [2]int32{int32(math.Ceil(d.w)), int32(math.Ceil(d.h))}
	}
	return states, sizes
}
