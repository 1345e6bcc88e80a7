package render

import (
	"bufio"
	"encoding/json"
	"io"
	"math"
	"strconv"
	"strings"
)

// The compact form of a tree is what the tree page receives for a big
// tree: for each drawn node, no more than its parent, its size as drawn,
// its shape, its look, its label's lines and whether its edge says "cut",
// in columns (about 50 bytes a node where the JSON of the nodes takes
// 720); the page lays the tree out itself with the tidy layout (the same
// as TidyLayout, the widths and gaps given here), draws what is in view,
// and asks for a node's whole record when it is chosen (JSONAround).

// CompactTree is the compact form of the drawn nodes, in pre-order (the
// ids of the JSON): each slice and string has a value a node.
type CompactTree struct {
	// Count is the number of drawn nodes.
	Count int `json:"count"`
	// Parent is each node's parent, -1 for the root.
	Parent []int32 `json:"parent"`
	// W and H are each node's width and height as drawn, in points.
	W []int32 `json:"w"`
	H []int32 `json:"h"`
	// Shape is a letter a node: h a MAX node's house (pointing up), v a
	// MIN node's (pointing down), b a leaf's box, d a finished game's
	// (doubled), c a chance node's ellipse.
	Shape string `json:"shape"`
	// Look is a letter a node, for it and its edge from its parent: -
	// plain, p on the principal variation, x pruned.
	Look string `json:"look"`
	// Cut lists the nodes after which their parent cut off: their edge
	// says "cut".
	Cut []int32 `json:"cut"`
	// Text is each node's label, its lines joined by a newline.
	Text []string `json:"text"`
	// Width is the width of each node's edge from its parent, in points,
	// where it follows the visits (Monte Carlo tree search); none
	// otherwise.
	Width []float64 `json:"width,omitempty"`
	// Gap is the least space between two nodes side by side, RowGap
	// between two rows, in points; CutWord is the word on a cut edge.
	Gap     float64 `json:"gap"`
	RowGap  float64 `json:"row_gap"`
	CutWord string  `json:"cut_word"`
}

// compactReport is the JSON of the compact form: the report without its
// nodes, and the nodes in columns.
type compactReport struct {
	TreeReport
	Compact *CompactTree `json:"compact"`
}

// CompactJSON writes the report of JSON with its nodes in the compact
// form, written as it goes and given up when opt.Stop says so.
func CompactJSON(w io.Writer, s *Search, opt Options) error {
	doc := s.report(opt)
	doc.Nodes = []TreeNode{}
	nodes := s.visible(opt)
	id := drawnIDs(nodes)
	c := &CompactTree{Count: len(nodes), Gap: tidyGap, RowGap: tidyRankSep, CutWord: s.word("cut"), Cut: []int32{}}
	c.Parent = make([]int32, len(nodes))
	c.W = make([]int32, len(nodes))
	c.H = make([]int32, len(nodes))
	c.Text = make([]string, len(nodes))
	shapes := make([]byte, len(nodes))
	looks := make([]byte, len(nodes))
	for i, n := range nodes {
		if opt.Stop != nil && i&1023 == 0 && opt.Stop() {
			return ErrStopped
		}
		d := s.sizeNode(n, opt, id)
		c.W[i], c.H[i] = int32(math.Ceil(d.w)), int32(math.Ceil(d.h))
		c.Text[i] = strings.Join(d.lines, "\n")
		shapes[i] = "bhvc"[d.shape]
		if d.double {
			shapes[i] = 'd'
		}
		looks[i] = '-'
		switch lk := s.nodeLook(n, opt); lk.color {
		case colorPV:
			looks[i] = 'p'
		case colorPruned:
			looks[i] = 'x'
		}
		c.Parent[i] = -1
		if w := s.record().edgeWidth(s, n); w > 0 {
			// Edges of their own widths (MCTS's visits).
			if c.Width == nil {
				c.Width = make([]float64, len(nodes))
			}
			if i > 0 {
				c.Width[i] = w
			}
		}
		if i > 0 {
			c.Parent[i] = int32(id[s.Tree.Nodes[n].Parent])
			if _, cut := s.edgeLook(n, opt); cut {
				c.Cut = append(c.Cut, int32(i))
			}
		}
	}
	c.Shape, c.Look = string(shapes), string(looks)
	bw := bufio.NewWriterSize(w, 64<<10)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(compactReport{doc, c}); err != nil {
		return err
	}
	return bw.Flush()
}

// JSONAround writes the report of JSON with, of its nodes, only those the
// panel of the drawn node at shows: the path to it from the root, the
// node and its children.
func JSONAround(w io.Writer, s *Search, opt Options, at int) error {
	nodes := s.visible(opt)
	if at < 0 || at >= len(nodes) {
		return errorf("node %s: want a node from 0 to %s", strconv.Itoa(at), strconv.Itoa(len(nodes)-1))
	}
	id := drawnIDs(nodes)
	t := s.Tree
	var picked []int32
	for n := nodes[at]; ; n = t.Nodes[n].Parent {
		picked = append([]int32{n}, picked...)
		if n == opt.Root {
			break
		}
	}
	nd := t.Nodes[nodes[at]]
	for c := nd.First; c < nd.First+nd.Count; c++ {
		if _, ok := id[c]; ok {
			picked = append(picked, c)
		}
	}
	doc := s.report(opt)
	grids, ids := s.grids(), idsOf(s.Tree, nodes)
	doc.Nodes = make([]TreeNode, len(picked))
	for k, n := range picked {
		doc.Nodes[k] = s.nodeJSON(id[n], n, ids, grids, s.Tree.Walker())
	}
	return EncodeJSON(w, doc)
}
