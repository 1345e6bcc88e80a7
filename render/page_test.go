package render

import (
	"bytes"
	"compress/zlib"
	"context"
	"fmt"
	"io"
	"math/rand"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gametree/minimax"
)

var (
	mediaBox = regexp.MustCompile(`/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\]`)
	pageObj  = regexp.MustCompile(`/Type /Page\b[^s]`)
	fontSize = regexp.MustCompile(`([0-9.]+) Tf`)
	stream   = regexp.MustCompile(`(?s)stream\r?\n(.*?)\r?\nendstream`)
)

// newGraphviz starts graphviz for a test, closed when the test ends.
func newGraphviz(t *testing.T) *Graphviz {
	t.Helper()
	gv, err := NewGraphviz(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { gv.Close() })
	return gv
}

// pdfFacts reads the page sizes of a PDF (a page without its own
// MediaBox has the document's), and the smallest font size of its content.
func pdfFacts(t *testing.T, pdf []byte) (pages [][2]float64, smallest float64) {
	t.Helper()
	var boxes [][2]float64
	for _, m := range mediaBox.FindAllSubmatch(pdf, -1) {
		w, _ := strconv.ParseFloat(string(m[1]), 64)
		h, _ := strconv.ParseFloat(string(m[2]), 64)
		boxes = append(boxes, [2]float64{w, h})
	}
	n := len(pageObj.FindAll(pdf, -1))
	for i := 0; i < n && len(boxes) > 0; i++ {
		pages = append(pages, boxes[min(i, len(boxes)-1)])
	}

	smallest = 1e9
	for _, m := range stream.FindAllSubmatch(pdf, -1) {
		r, err := zlib.NewReader(bytes.NewReader(m[1]))
		if err != nil {
			continue // not a compressed content stream
		}
		content, _ := io.ReadAll(r)
		for _, f := range fontSize.FindAllSubmatch(content, -1) {
			if v, err := strconv.ParseFloat(string(f[1]), 64); err == nil && v < smallest {
				smallest = v
			}
		}
	}
	return pages, smallest
}

// The legibility test: the trees of depth 3 from the start and after f5 d6
// c3 as PDF on A4 and letter: every page has the paper's size, and the
// smallest text is at least 6 pt.
func TestPDFFitsThePage(t *testing.T) {
	if testing.Short() {
		t.Skip("lays out many drawings")
	}
	gv := newGraphviz(t)
	for _, moves := range []string{"", "f5d6c3"} {
		s := searched(t, othelloTree(t, 8, moves, 3), minimax.AlphaBeta, true)
		for _, paper := range []Paper{A4, Letter} {
			var b bytes.Buffer
			var notes []string
			opt := Options{Paper: &paper, Say: func(n string) { notes = append(notes, n) }}
			if err := gv.PDF(&b, s, opt); err != nil {
				t.Fatal(err)
			}
			pages, smallest := pdfFacts(t, b.Bytes())
			if len(pages) == 0 || smallest < minText {
				t.Errorf("after %q on %s: %d pages, smallest text %.2f pt", moves, paper.Name, len(pages), smallest)
			}
			for i, p := range pages {
				if abs(p[0]-paper.Width) > 0.5 || abs(p[1]-paper.Height) > 0.5 {
					t.Errorf("after %q on %s: page %d is %.1f x %.1f", moves, paper.Name, i+1, p[0], p[1])
				}
			}
			if len(notes) != 1 || !strings.Contains(notes[0], fmt.Sprintf("drawn on %d pages", len(pages))) {
				t.Errorf("after %q on %s: notes %q, want one line saying how it was split, on %d pages", moves, paper.Name, notes, len(pages))
			}
			t.Logf("after %q on %s: %d pages, smallest text %.2f pt", moves, paper.Name, len(pages), smallest)
		}
	}
}

// A depth-3 Othello tree, its pruned siblings drawn as runs, fits at most
// four A4 pages; a flat tree of 300 leaves is split into pages of legible
// leaves, its long caption wrapped rather than widening every page.
func TestPagesFew(t *testing.T) {
	if testing.Short() {
		t.Skip("lays out many drawings")
	}
	gv := newGraphviz(t)
	var flat strings.Builder
	flat.WriteString("(")
	for i := 1; i <= 300; i++ {
		fmt.Fprintf(&flat, " %d", i)
	}
	flat.WriteString(")")
	for _, tc := range []struct {
		name string
		s    *Search
		most int
	}{
		{"f5d6c3 depth 3", searched(t, othelloTree(t, 8, "f5d6c3", 3), minimax.AlphaBeta, true), 5},
		{"300 leaves", searched(t, textbook(t, flat.String()), minimax.AlphaBeta, true), 14},
	} {
		var b bytes.Buffer
		a4 := A4
		if err := gv.PDF(&b, tc.s, Options{Paper: &a4, PrunedRuns: true}); err != nil {
			t.Fatal(err)
		}
		pages, smallest := pdfFacts(t, b.Bytes())
		if len(pages) > tc.most || smallest < minText {
			t.Errorf("%s: %d pages (want at most %d), smallest text %.2f pt", tc.name, len(pages), tc.most, smallest)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// A tree that fits keeps the layout asked for; without paper the PDF is
// one page of the drawing's size.
func TestPlanFits(t *testing.T) {
	gv := newGraphviz(t)
	s := searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true)
	a4 := A4
	sheets, note, err := gv.Plan(s, Options{Paper: &a4})
	if err != nil || len(sheets) != 1 || note != "" || sheets[0].Options.Layout != TopDown || sheets[0].Scale*nodeFont < minText {
		t.Errorf("AIMA on A4: %d sheets, note %q, %+v, %v", len(sheets), note, sheets, err)
	}
	var b bytes.Buffer
	if err := gv.PDF(&b, s, Options{}); err != nil {
		t.Fatal(err)
	}
	if pages, _ := pdfFacts(t, b.Bytes()); len(pages) != 1 || abs(pages[0][0]-A4.Width) < 1 {
		t.Errorf("AIMA without paper: pages %v", pages)
	}
}

// Layouts, labels and papers read back what they write.
func TestPageNamesRoundTrip(t *testing.T) {
	for _, l := range []Layout{TopDown, LeftRight} {
		if got, err := ParseLayout(l.String()); err != nil || got != l {
			t.Errorf("ParseLayout(%q) = %v, %v", l, got, err)
		}
	}
	for _, l := range []Labels{FullLabels, CompactLabels, ValueLabels} {
		if got, err := ParseLabels(l.String()); err != nil || got != l {
			t.Errorf("ParseLabels(%q) = %v, %v", l, got, err)
		}
	}
	for _, p := range []string{"a4", "letter"} {
		if got, err := ParsePaper(p); err != nil || got == nil || got.Name != p {
			t.Errorf("ParsePaper(%q) = %v, %v", p, got, err)
		}
	}
	if got, err := ParsePaper("none"); err != nil || got != nil {
		t.Errorf("ParsePaper(none) = %v, %v", got, err)
	}
	for _, bad := range []string{"", "a5", "tall"} {
		if _, err := ParseLayout(bad); err == nil {
			t.Errorf("ParseLayout(%q): no error", bad)
		}
		if _, err := ParsePaper(bad); err == nil {
			t.Errorf("ParsePaper(%q): no error", bad)
		}
	}
}

// A PNG past the painter's limit is scaled with a note while its text
// stays legible, and refused with a hint past that.
func TestPNGLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("paints big pictures")
	}
	gv := newGraphviz(t)
	var notes []string
	say := func(n string) { notes = append(notes, n) }
	s := searched(t, othelloTree(t, 8, "", 4), minimax.Minimax, false)
	var b bytes.Buffer
	if err := gv.PNG(&b, s, Options{Say: say}); err != nil {
		t.Fatal(err)
	}
	if len(notes) != 1 || !strings.Contains(notes[0], "pixels a point, not 2, to stay within 16000 pixels") {
		t.Errorf("depth 4: notes %q", notes)
	}
	s = searched(t, othelloTree(t, 8, "", 5), minimax.Minimax, false)
	err := gv.PNG(&b, s, Options{Say: say})
	if err == nil || !strings.Contains(err.Error(), "try --layout lr, --labels compact, --view visited, --page a4, or draw it as SVG or PDF") {
		t.Errorf("depth 5: %v", err)
	}
	// The advice names only what was not asked already.
	err = gv.PNG(&b, s, Options{Say: say, Layout: LeftRight, Labels: CompactLabels})
	if err == nil || !strings.Contains(err.Error(), "try --view visited, --page a4, or draw it as SVG or PDF") {
		t.Errorf("depth 5, lr and compact: %v", err)
	}
}

// A big flat textbook tree (1,000 moves of 3 leaves each) on A4: split
// straight away (no page holds 3,000 leaves, so the whole tree is never
// laid out four times), a page a run of about as many moves as the first
// held, the last runs balanced so that no page holds a lone move, and a
// caption that gives the tree's start and its number of leaves, not its
// whole text. Long (about 10 s): behind GAMETREE_LONG.
func TestPlanBigFlatTree(t *testing.T) {
	if os.Getenv("GAMETREE_LONG") == "" {
		t.Skip("about 10 s: set GAMETREE_LONG=1")
	}
	gv := newGraphviz(t)
	rng := rand.New(rand.NewSource(1))
	var b strings.Builder
	b.WriteString("(")
	for i := 0; i < 1000; i++ {
		fmt.Fprintf(&b, "(%d %d %d) ", rng.Intn(99), rng.Intn(99), rng.Intn(99))
	}
	b.WriteString(")")
	s := searched(t, textbook(t, b.String()), minimax.AlphaBeta, true)
	a4 := A4
	sheets, note, err := gv.Plan(s, Options{Paper: &a4})
	if err != nil {
		t.Fatal(err)
	}
	if len(sheets) < 60 || len(sheets) > 130 || !strings.Contains(note, "pages") {
		t.Errorf("%d sheets, note %q", len(sheets), note)
	}
	for i, sh := range sheets {
		if len(sh.Options.Only) < 2 || sh.Scale < legibleScale {
			t.Errorf("sheet %d: %d moves, scale %.2f", i+1, len(sh.Options.Only), sh.Scale)
		}
		// Each page names its children (B, C, ...), never by values,
		// which repeat ("moves 1 to 1").
		if title := sh.Options.Title + sh.Options.Caption; i > 0 && (!strings.Contains(title, "children ") || strings.Contains(title, "moves")) {
			t.Errorf("sheet %d titled %q", i+1, title)
		}
	}
	if c := strings.Join(s.describe(), "\n"); len(c) > 1000 || !strings.Contains(c, "(3000 leaves)") {
		t.Errorf("the caption: %.300q (%d bytes)", c, len(c))
	}
}

// pageFills returns how full each page PDFSheets writes is: the height its
// sheets take (with the gaps between them) over the page's text block.
func pageFills(sheets []Sheet) []float64 {
	var fills []float64
	for i, start := range pageStarts(sheets) {
		sh := sheets[i]
		_, th := sh.Options.Paper.textBlock()
		if start {
			fills = append(fills, -sheetGap/th)
		}
		fills[len(fills)-1] += (sh.Height*sh.Scale + sheetGap) / th
	}
	return fills
}

// Paper that reads: no page of a split PDF is less than a quarter full
// (a short sheet goes under the one before when it fits), on a deep
// Othello tree and on random textbook trees of about 300 leaves.
func TestPagesNotEmpty(t *testing.T) {
	if testing.Short() {
		t.Skip("lays out many drawings")
	}
	gv := newGraphviz(t)
	trees := map[string]*Search{
		"f5d6c3 depth 3": searched(t, othelloTree(t, 8, "f5d6c3", 3), minimax.AlphaBeta, true),
	}
	for seed := int64(1); seed <= 2; seed++ {
		rng := rand.New(rand.NewSource(seed))
		var b strings.Builder
		b.WriteString("(")
		for i := 0; i < 5; i++ {
			b.WriteString("(")
			for j := 0; j < 3+rng.Intn(3); j++ {
				fmt.Fprintf(&b, "(%d %d %d %d %d) ", rng.Intn(99), rng.Intn(99), rng.Intn(99), rng.Intn(99), rng.Intn(99))
			}
			b.WriteString(")")
		}
		b.WriteString(")")
		trees[fmt.Sprintf("textbook seed %d", seed)] = searched(t, textbook(t, b.String()), minimax.AlphaBeta, true)
	}
	for name, s := range trees {
		a4 := A4
		sheets, _, err := gv.Plan(s, Options{Paper: &a4})
		if err != nil {
			t.Fatal(err)
		}
		fills := pageFills(sheets)
		for i, f := range fills {
			if f < 0.25 || f > 1.001 {
				t.Errorf("%s: page %d of %d is %.0f%% full", name, i+1, len(fills), 100*f)
			}
		}
		t.Logf("%s: %d sheets on %d pages, fills %.2f", name, len(sheets), len(fills), fills)
	}
}
