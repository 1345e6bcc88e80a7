package render

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// A tidy drawing of a tree, in linear time: the layout of Walker (1990)
// as Buchheim, Jünger and Leipert made it run in linear time ("Improving
// Walker's Algorithm to Run in Linear Time", 2002), the layout of
// d3-hierarchy's tree. Each level is a row; a parent is centred over its
// first and last child; a subtree is drawn the same wherever it is; the
// subtrees of a node are pushed as close as their contours allow, and
// the smaller subtrees between two that were pushed apart are spread
// evenly. Where graphviz's dot (network simplex and crossing reduction)
// takes seconds on a tree of ten thousand nodes, this takes milliseconds.

// TidyTree is a tree to lay out: node 0 is the root; Children lists each
// node's children in order, Width each node's width; Gap is the least
// space between two nodes side by side (siblings or cousins).
type TidyTree struct {
	Children [][]int32
	Width    []float64
	Gap      float64
}

// tidy is the state of the layout, one entry a node.
type tidy struct {
	t        *TidyTree
	parent   []int32
	number   []int32 // the node's place among its siblings, from 0
	prelim   []float64
	mod      []float64
	shift    []float64
	change   []float64
	thread   []int32
	ancestor []int32
}

// TidyLayout returns the x of every node's centre, the leftmost node at
// the left edge (its centre at half its width); a node's y is its depth.
func TidyLayout(t *TidyTree) []float64 {
	n := len(t.Children)
	if n == 0 {
		return nil
	}
	s := &tidy{t: t, parent: make([]int32, n), number: make([]int32, n),
		prelim: make([]float64, n), mod: make([]float64, n), shift: make([]float64, n), change: make([]float64, n),
		thread: make([]int32, n), ancestor: make([]int32, n)}
	s.parent[0] = -1
	for v := range t.Children {
		s.thread[v] = -1
		s.ancestor[v] = int32(v)
		for i, c := range t.Children[v] {
			s.parent[c], s.number[c] = int32(v), int32(i)
		}
	}
	s.firstWalk(0)
	x := make([]float64, n)
	s.secondWalk(0, -s.prelim[0], x)
	// The leftmost edge at 0.
	least := x[0] - t.Width[0]/2
	for v := range x {
		least = min(least, x[v]-t.Width[v]/2)
	}
	for v := range x {
		x[v] -= least
	}
	return x
}

// distance is the least distance between the centres of v and w side by
// side.
func (s *tidy) distance(v, w int32) float64 {
	return (s.t.Width[v]+s.t.Width[w])/2 + s.t.Gap
}

// leftSibling returns v's left sibling, -1 for none.
func (s *tidy) leftSibling(v int32) int32 {
	if s.number[v] == 0 {
		return -1
	}
	return s.t.Children[s.parent[v]][s.number[v]-1]
}

// leftmostSibling returns the first child of v's parent.
func (s *tidy) leftmostSibling(v int32) int32 {
	if s.parent[v] < 0 {
		return v
	}
	return s.t.Children[s.parent[v]][0]
}

// nextLeft is the next node of v's left contour: its first child, else
// its thread.
func (s *tidy) nextLeft(v int32) int32 {
	if kids := s.t.Children[v]; len(kids) > 0 {
		return kids[0]
	}
	return s.thread[v]
}

// nextRight is the next node of v's right contour: its last child, else
// its thread.
func (s *tidy) nextRight(v int32) int32 {
	if kids := s.t.Children[v]; len(kids) > 0 {
		return kids[len(kids)-1]
	}
	return s.thread[v]
}

// firstWalk places v's subtree relative to v (prelim, mod), bottom up.
func (s *tidy) firstWalk(v int32) {
	kids := s.t.Children[v]
	w := s.leftSibling(v)
	if len(kids) == 0 {
		if w >= 0 {
			s.prelim[v] = s.prelim[w] + s.distance(w, v)
		}
		return
	}
	def := kids[0]
	for _, c := range kids {
		s.firstWalk(c)
		def = s.apportion(c, def)
	}
	s.executeShifts(v)
	mid := (s.prelim[kids[0]] + s.prelim[kids[len(kids)-1]]) / 2
	if w >= 0 {
		s.prelim[v] = s.prelim[w] + s.distance(w, v)
		s.mod[v] = s.prelim[v] - mid
	} else {
		s.prelim[v] = mid
	}
}

// apportion pushes v's subtree right of its left siblings' subtrees as
// far as their contours need, spreading the shift over the subtrees in
// between; it returns the default ancestor.
func (s *tidy) apportion(v, def int32) int32 {
	w := s.leftSibling(v)
	if w < 0 {
		return def
	}
	vip, vop := v, v              // inside and outside right contours
	vim := w                      // inside left contour
	vom := s.leftmostSibling(vip) // outside left contour
	sip, sop := s.mod[vip], s.mod[vop]
	sim, som := s.mod[vim], s.mod[vom]
	for s.nextRight(vim) >= 0 && s.nextLeft(vip) >= 0 {
		vim, vip = s.nextRight(vim), s.nextLeft(vip)
		vom, vop = s.nextLeft(vom), s.nextRight(vop)
		s.ancestor[vop] = v
		shift := (s.prelim[vim] + sim) - (s.prelim[vip] + sip) + s.distance(vim, vip)
		if shift > 0 {
			s.moveSubtree(s.ancestorOf(vim, v, def), v, shift)
			sip += shift
			sop += shift
		}
		sim += s.mod[vim]
		sip += s.mod[vip]
		som += s.mod[vom]
		sop += s.mod[vop]
	}
	if s.nextRight(vim) >= 0 && s.nextRight(vop) < 0 {
		s.thread[vop] = s.nextRight(vim)
		s.mod[vop] += sim - sop
	}
	if s.nextLeft(vip) >= 0 && s.nextLeft(vom) < 0 {
		s.thread[vom] = s.nextLeft(vip)
		s.mod[vom] += sip - som
		def = v
	}
	return def
}

// ancestorOf is the ancestor of vim among v's siblings: vim's recorded
// one when it is a sibling of v, else def.
func (s *tidy) ancestorOf(vim, v, def int32) int32 {
	if a := s.ancestor[vim]; s.parent[a] == s.parent[v] {
		return a
	}
	return def
}

// moveSubtree shifts wp's subtree right by shift, and records the shift
// to spread over the subtrees between wm and wp (executeShifts).
func (s *tidy) moveSubtree(wm, wp int32, shift float64) {
	subtrees := float64(s.number[wp] - s.number[wm])
	s.change[wp] -= shift / subtrees
	s.shift[wp] += shift
	s.change[wm] += shift / subtrees
	s.prelim[wp] += shift
	s.mod[wp] += shift
}

// executeShifts spreads the recorded shifts over v's children.
func (s *tidy) executeShifts(v int32) {
	var shift, change float64
	kids := s.t.Children[v]
	for i := len(kids) - 1; i >= 0; i-- {
		w := kids[i]
		s.prelim[w] += shift
		s.mod[w] += shift
		change += s.change[w]
		shift += s.shift[w] + change
	}
}

// secondWalk gives every node its x: its prelim plus its ancestors' mods.
func (s *tidy) secondWalk(v int32, m float64, x []float64) {
	x[v] = s.prelim[v] + m
	for _, c := range s.t.Children[v] {
		s.secondWalk(c, m+s.mod[v], x)
	}
}

// Estimated sizes of the drawn nodes, in points, for the tidy layout:
// graphviz sizes a node to its label (Helvetica 10 pt as its own metrics
// measure it, about 3.6 pt a character; a margin of 0.1 by 0.04 inch; at
// least 0.75 by 0.5 inch; a one-line leaf 0.3 inch high), and a house
// about three quarters as much again around it (measured: a 16-character
// line in a house 126.7 pt wide, five lines 104 pt high). The estimates
// err on the large side, so that nodes placed by them never overlap.
const (
	tidyCharWidth = 4.0  // a character of Helvetica 10 pt, at most, mostly
	tidyLine      = 12.0 // a line of it
	tidyGap       = 13.0 // between two nodes side by side (nodesep 0.18 inch)
	tidyRankSep   = 32.0 // between two levels (graphviz's ranksep 0.45 inch)
	tidyHouseWide = 1.8  // how much wider a house is than its label's box
	tidyHouseTall = 1.6  // and how much taller
)

// tidySize estimates the size of node n's drawing, in points.
func (s *Search) tidySize(n int32, opt Options, id map[int32]int) (w, h float64) {
	lines := s.nodeLines(n, opt, id)
	oneLine := s.oneLine(n, opt)
	if oneLine {
		lines = []string{strings.Join(lines, "  ")}
	}
	most := 0
	for _, l := range lines {
		most = max(most, utf8.RuneCountInString(l))
	}
	w = max(54, float64(most)*tidyCharWidth+14.4)
	h = max(36, float64(len(lines))*tidyLine+8)
	if oneLine {
		h = 21.6
	}
	if s.Tree.Nodes[n].Count > 0 { // a house or an inverted one
		w, h = w*tidyHouseWide, h*tidyHouseTall
	}
	return w, h
}

// tidyPlace lays out the drawn nodes with TidyLayout, sized by
// tidySize: each node's centre, in points, the levels one under the
// other, each as far below the last as their tallest nodes need; and the
// extent of the drawing (its width and height).
func (s *Search) tidyPlace(nodes []int32, opt Options, id map[int32]int) (x, y []float64, w, h float64) {
	t := s.Tree
	tr := &TidyTree{Children: make([][]int32, len(nodes)), Width: make([]float64, len(nodes)), Gap: tidyGap}
	height := make([]float64, len(nodes))
	level := make([]int, len(nodes))
	for i, n := range nodes {
		tr.Width[i], height[i] = s.tidySize(n, opt, id)
		if i > 0 {
			p := id[t.Nodes[n].Parent]
			tr.Children[p] = append(tr.Children[p], int32(i))
			level[i] = level[p] + 1
		}
	}
	x = TidyLayout(tr)
	var tallest []float64
	for i := range nodes {
		for len(tallest) <= level[i] {
			tallest = append(tallest, 0)
		}
		tallest[level[i]] = max(tallest[level[i]], height[i])
	}
	rows := make([]float64, len(tallest))
	for l := 1; l < len(rows); l++ {
		rows[l] = rows[l-1] - (tallest[l-1]/2 + tidyRankSep + tallest[l]/2)
	}
	y = make([]float64, len(nodes))
	for i := range nodes {
		y[i] = rows[level[i]]
		w = max(w, x[i]+tr.Width[i]/2)
	}
	h = tallest[0]/2 - rows[len(rows)-1] + tallest[len(tallest)-1]/2
	return x, y, w, h
}

// tidyPositions returns the pos attribute of each drawn node, in points,
// pinned ("x,y!"), as tidyPlace places them.
func (s *Search) tidyPositions(nodes []int32, opt Options, id map[int32]int) []string {
	x, y, _, _ := s.tidyPlace(nodes, opt, id)
	pos := make([]string, len(nodes))
	for i := range nodes {
		pos[i] = fmt.Sprintf(`pos="%.1f,%.1f!"`, x[i], y[i])
	}
	return pos
}
