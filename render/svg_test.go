package render

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"regexp"
	"strconv"
	"testing"

	"gametree/internal/golden"
	"gametree/minimax"
	"gametree/othello"
	"gametree/othello/adapter"
	"gametree/tree"
)

// The SVG written without graphviz is well-formed XML with a group per
// drawn node, titled n0, n1, ... in pre-order, and a group per edge,
// titled by the nodes it joins as the tree joins them; every child is
// drawn under its parent; the same input gives the same bytes.
func TestSVGWrittenHere(t *testing.T) {
	aima := searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true)
	stepped, step := traced(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true).At(9)
	for _, tc := range []struct {
		name string
		s    *Search
		opt  Options
	}{
		{"AIMA", aima, Options{}},
		{"AIMA compact, caption on top", aima, Options{Labels: CompactLabels, CaptionTop: true}},
		{"AIMA blank, names", aima, Options{Blank: true, Names: true, Bare: true}},
		{"AIMA step 9", stepped, Options{Step: step, Caption: "Step 9"}},
		{"f5d6 depth 3", searched(t, othelloTree(t, 8, "f5d6", 3), minimax.AlphaBeta, true), Options{}},
		{"connect4 depth 2 minimax", searched(t, gameTree(t, "connect4", "", "", 2), minimax.Minimax, false), Options{}},
		{"nim show-depth 1", searched(t, gameTree(t, "nim", "", "", 3), minimax.AlphaBeta, true), Options{ShowDepth: 1}},
	} {
		tc.opt.Layout = Tidy
		if !DrawnHere(SVGFormat, tc.s, tc.opt) {
			t.Fatalf("%s: not drawn here", tc.name)
		}
		var b, again bytes.Buffer
		if err := (*Graphviz)(nil).SVG(&b, tc.s, tc.opt); err != nil {
			t.Fatal(err)
		}
		(*Graphviz)(nil).SVG(&again, tc.s, tc.opt)
		if b.String() != again.String() {
			t.Errorf("%s: differs from run to run", tc.name)
		}
		checkXML(t, tc.name, b.Bytes())
		nodes := tc.s.visible(tc.opt)
		boxes := nodeBoxes(t, b.String())
		if len(boxes) != len(nodes) {
			t.Fatalf("%s: %d nodes drawn, want %d", tc.name, len(boxes), len(nodes))
		}
		titles := regexp.MustCompile(`<g class="node"><title>n(\d+)</title>`).FindAllStringSubmatch(b.String(), -1)
		for i, m := range titles {
			if m[1] != strconv.Itoa(i) {
				t.Fatalf("%s: node %d titled n%s", tc.name, i, m[1])
			}
		}
		id := drawnIDs(nodes)
		edges := regexp.MustCompile(`<title>n(\d+)-&gt;n(\d+)</title>`).FindAllStringSubmatch(b.String(), -1)
		if len(edges) != len(nodes)-1 {
			t.Fatalf("%s: %d edges, want %d", tc.name, len(edges), len(nodes)-1)
		}
		for _, m := range edges {
			p, _ := strconv.Atoi(m[1])
			c, _ := strconv.Atoi(m[2])
			if id[tc.s.Tree.Nodes[nodes[c]].Parent] != p {
				t.Fatalf("%s: edge n%d->n%d joins no parent to its child", tc.name, p, c)
			}
			if boxes[c][1] < boxes[p][3]+10 {
				t.Errorf("%s: node %d (top %g) not under its parent %d (bottom %g)", tc.name, c, boxes[c][1], p, boxes[p][3])
			}
		}
	}
}

// checkXML fails unless data is well-formed XML.
func checkXML(t *testing.T, name string, data []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(data))
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			t.Fatalf("%s: not well-formed: %v", name, err)
		}
	}
}

// The drawing of AIMA's Figure 5.2 with --layout tidy, as written here.
func TestSVGGolden(t *testing.T) {
	var b bytes.Buffer
	s := searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true)
	if err := (*Graphviz)(nil).SVG(&b, s, Options{Layout: Tidy}); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "aima-5-2-tidy.svg", b.String())
}

// Text widths follow Helvetica's metrics.
func TestTextWidth(t *testing.T) {
	for _, tc := range []struct {
		text string
		size float64
		want float64
	}{
		{"", 10, 0},
		{"0123456789", 10, 55.6},
		{"iIl", 10, 7.22},
		{"W", 11, 10.384},
		{"α,β", 10, 14.38},
		{"é", 10, 5.56},
	} {
		if got := textWidth(tc.text, tc.size); got < tc.want-1e-9 || got > tc.want+1e-9 {
			t.Errorf("textWidth(%q, %g) = %g, want %g", tc.text, tc.size, got, tc.want)
		}
	}
}

// BenchmarkDrawDepth6 writes the 9,913 nodes of Othello's depth 6 as
// JSON and as SVG placed by the tidy layout (written here): the drawing
// takes about the JSON's time.
func BenchmarkDrawDepth6(b *testing.B) {
	p := othello.Start(8)
	tr := tree.NewGame(adapter.NewOthello(p, othello.Discs{}), 6, 0)
	tr.ExpandAll()
	rec := minimax.NewRecorder(tr.Len())
	minimax.Search[int32](tr, 0, minimax.Options[int32]{Algorithm: minimax.AlphaBeta}, rec)
	rec.MarkPV(0)
	s := &Search{Tree: tr, Ann: rec, Algorithm: minimax.AlphaBeta, Order: minimax.Natural, Best: -1, Nodes: int64(tr.Len()), Pruned: -1}
	for _, f := range []Format{JSONFormat, SVGFormat} {
		b.Run(f.String(), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if err := (*Graphviz)(nil).Draw(io.Discard, f, s, Options{Layout: Tidy}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(s.Tree.Len()), "ns/node")
		})
	}
}
