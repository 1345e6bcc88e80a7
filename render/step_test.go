package render

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"math"
	"strings"
	"testing"
	"unicode/utf8"

	"gametree/internal/golden"
	"gametree/minimax"
	"gametree/tree"
)

// traced runs a search on tr recording its events.
func traced(t *testing.T, tr *tree.Tree, algo minimax.Algorithm, soft bool) *Trace {
	t.Helper()
	if err := tr.ExpandAll(); err != nil {
		t.Fatal(err)
	}
	rec := minimax.NewRecorder(tr.Len())
	log := &minimax.Log[int32]{}
	res := minimax.Search[int32](tr, 0, minimax.Options[int32]{Algorithm: algo, FailSoft: soft, RootMin: !tr.RootMax}, minimax.Tee[int32](rec, log))
	rec.MarkPV(0)
	s := &Search{Tree: tr, Ann: rec, Algorithm: algo, FailSoft: soft, Order: minimax.Natural, Value: res.Value, Best: -1,
		Nodes: int64(tr.Len()), Pruned: int64(tr.Len()) - rec.Stats.Visited}
	if res.HasBest {
		s.Best = res.Best
	}
	return &Trace{Search: s, Log: log}
}

var traces = []struct {
	name string
	tr   func(t *testing.T) *Trace
}{
	{"aima-alphabeta", func(t *testing.T) *Trace { return traced(t, textbook(t, aimaLeaves), minimax.AlphaBeta, false) }},
	{"aima-failsoft", func(t *testing.T) *Trace { return traced(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true) }},
	{"aima-minimax", func(t *testing.T) *Trace { return traced(t, textbook(t, aimaLeaves), minimax.Minimax, false) }},
	{"pass-4x4", func(t *testing.T) *Trace {
		return traced(t, othelloTree(t, 4, "a2a1b1c1d1a3a4", 3), minimax.AlphaBeta, false)
	}},
}

// The trace in every format, and the first, a middle and the last screen,
// against golden files.
func TestTraceGolden(t *testing.T) {
	for _, sc := range traces {
		tr := sc.tr(t)
		for _, f := range []Format{TextFormat, MarkdownFormat, CSVFormat, JSONFormat} {
			var b bytes.Buffer
			if err := tr.WriteTrace(&b, f, false); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "trace-"+sc.name+"."+f.Extension(), b.String())
		}
		var screens bytes.Buffer
		for _, k := range []int{1, tr.Len() / 2, tr.Len()} {
			if err := tr.Screen(&screens, k, Options{ASCII: sc.name == "aima-failsoft"}); err != nil {
				t.Fatal(err)
			}
			screens.WriteString("----\n")
		}
		golden.Check(t, "screens-"+sc.name+".txt", screens.String())
	}
}

// Every step has a sentence and a name, and the annotations after the last
// step are those of the whole search.
func TestTraceSteps(t *testing.T) {
	for _, sc := range traces {
		tr := sc.tr(t)
		kinds := map[string]bool{}
		for k := 1; k <= tr.Len(); k++ {
			name := tr.EventName(k)
			kinds[name] = true
			if name == "" || tr.Sentence(k) == "" {
				t.Fatalf("%s step %d: name %q, sentence %q", sc.name, k, name, tr.Sentence(k))
			}
			if r := tr.Row(k); r.Step != k || r.Event != name {
				t.Fatalf("%s step %d: row %+v", sc.name, k, r)
			}
		}
		s, step := tr.At(tr.Len())
		if s.Value != tr.Search.Value || step == nil {
			t.Errorf("%s: value after the last step %v, search %v", sc.name, s.Value, tr.Search.Value)
		}
		for n := range tr.Search.Tree.Nodes {
			if s.Ann.At(int32(n)).Order != tr.Search.Ann.At(int32(n)).Order {
				t.Fatalf("%s node %d: replayed order differs", sc.name, n)
			}
		}
		if sc.name == "pass-4x4" && !(kinds["pass"] && kinds["game_over"]) {
			t.Errorf("pass-4x4: events %v, want pass and game_over among them", kinds)
		}
		if sc.name == "aima-alphabeta" && !kinds["cutoff"] {
			t.Errorf("aima: events %v, want a cutoff", kinds)
		}
	}
}

// A frame is an SVG with a node group per node.
func TestFrame(t *testing.T) {
	gv := newGraphviz(t)
	tr := traces[0].tr(t)
	for _, k := range []int{1, 7, tr.Len()} {
		var b bytes.Buffer
		if err := tr.Frame(gv, &b, k, Options{}); err != nil {
			t.Fatal(err)
		}
		var doc struct{}
		if err := xml.Unmarshal(b.Bytes(), &doc); err != nil {
			t.Fatalf("frame %d: %v", k, err)
		}
		if got := strings.Count(b.String(), `class="node"`); got != tr.Search.Tree.Len() || !strings.Contains(b.String(), ">Legend<") {
			t.Errorf("frame %d: %d nodes, want %d and the legend", k, got, tr.Search.Tree.Len())
		}
	}
}

func TestFormats(t *testing.T) {
	for _, f := range []Format{TextFormat, DOTFormat, SVGFormat, PNGFormat, PDFFormat, JSONFormat, TikZFormat, TeXFormat} {
		got, err := ParseFormat(strings.ToUpper(f.String()))
		if err != nil || got != f {
			t.Errorf("ParseFormat(%q) = %v, %v", f, got, err)
		}
		var b bytes.Buffer
		if err := Write(context.Background(), &b, f, searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, false), Options{}); err != nil || b.Len() == 0 {
			t.Errorf("Write %s: %d bytes, %v", f, b.Len(), err)
		}
		if f.Binary() != (f == PNGFormat || f == PDFFormat) {
			t.Errorf("%s.Binary() = %v", f, f.Binary())
		}
	}
	if _, err := ParseFormat("gif"); err == nil || err.Error() != `render: unknown format "gif"; want text, dot, svg, png, pdf, json, tikz, tex, html or scorm` {
		t.Errorf("ParseFormat(gif): %v", err)
	}
	for name, want := range map[string]Format{"a.TXT": TextFormat, "b.gv": DOTFormat, "c.svg": SVGFormat, "d.json": JSONFormat, "e.tex": TeXFormat, "f.tikz": TikZFormat} {
		if got, ok := FormatOfFile(name); !ok || got != want {
			t.Errorf("FormatOfFile(%q) = %v, %v", name, got, ok)
		}
	}
	if _, ok := FormatOfFile("e.gif"); ok {
		t.Error("FormatOfFile(e.gif) knew the format")
	}
	if Format(42).String() != "text" {
		t.Error("an unknown format is not written as text")
	}
}

func TestNumberJSON(t *testing.T) {
	for _, n := range []Number{Number(math.Inf(1)), Number(math.Inf(-1)), 0, -3.5, 1e6 + 12} {
		b, err := json.Marshal(n)
		if err != nil {
			t.Fatal(err)
		}
		var back Number
		if err := json.Unmarshal(b, &back); err != nil || back != n {
			t.Errorf("%s read back as %v, %v", b, back, err)
		}
	}
	if b, _ := json.Marshal(Number(math.Copysign(0, -1))); string(b) != "0" {
		t.Errorf("-0 written as %s, want 0", b)
	}
	var n Number
	if err := json.Unmarshal([]byte(`"lots"`), &n); err == nil {
		t.Error(`"lots" read as a number`)
	}
}

func TestLogPlot(t *testing.T) {
	var b bytes.Buffer
	series := []Series{{Name: "minimax", X: []float64{1, 2, 3}, Y: []float64{5, 17, 73}}, {Name: "alphabeta <natural>", X: []float64{1, 2, 3}, Y: []float64{5, 11, 37}}}
	if err := LogPlot(&b, SVGFormat, "Nodes & depth", "start", "depth", "nodes", series); err != nil {
		t.Fatal(err)
	}
	var doc struct{}
	if err := xml.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatalf("plot is not XML: %v", err)
	}
	for _, want := range []string{"minimax", "alphabeta &lt;natural&gt;", "Nodes &amp; depth"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("plot lacks %q", want)
		}
	}
	golden.Check(t, "plot.svg", b.String())
}

// DOTToSVG lays out any DOT.
func TestDOTToSVG(t *testing.T) {
	gv := newGraphviz(t)
	var b bytes.Buffer
	if err := gv.DOTToSVG(&b, "digraph { a -> b; b [shape=ellipse] }"); err != nil || !strings.Contains(b.String(), "<svg") {
		t.Errorf("DOTToSVG: %v", err)
	}
	if err := gv.DOTToSVG(&b, "digraph { a -> "); err == nil {
		t.Error("bad DOT gave no error")
	}
	var p bytes.Buffer
	if err := gv.DOTToPNG(&p, "digraph { a [shape=ellipse style=filled fillcolor=\"#ff000080\"]; a -> b [style=dashed] }"); err != nil || p.Len() == 0 {
		t.Errorf("DOTToPNG: %v", err)
	}
	var d bytes.Buffer
	if err := gv.DOTToPDF(&d, "digraph { a [shape=ellipse]; a -> b [style=dotted] }"); err != nil || d.Len() == 0 {
		t.Errorf("DOTToPDF: %v", err)
	}
}

// Every screen of the AIMA trace and of a depth-2 Othello trace fits 80 x
// 23 (a terminal of 24 rows keeps the last for the prompt), shows the
// current node, and at 80 x 50 an Othello screen shows the board.
func TestFitScreen(t *testing.T) {
	traces := map[string]*Trace{
		"aima":           traced(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true),
		"after f5d6c3":   traced(t, othelloTree(t, 8, "f5d6c3", 2), minimax.AlphaBeta, true),
		"start, depth 3": traced(t, othelloTree(t, 8, "", 3), minimax.AlphaBeta, false),
		"minimax 6x6":    traced(t, othelloTree(t, 6, "", 3), minimax.Minimax, false),
	}
	for name, tr := range traces {
		for k := 1; k <= tr.Len(); k++ {
			var b strings.Builder
			if err := tr.FitScreen(&b, k, Options{}, Fit{Rows: 23, Cols: 80}); err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
			if len(lines) > 23 {
				t.Fatalf("%s step %d: %d lines:\n%s", name, k, len(lines), b.String())
			}
			for _, l := range lines {
				if n := utf8.RuneCountInString(l); n > 80 {
					t.Fatalf("%s step %d: a line of %d columns: %q", name, k, n, l)
				}
			}
			if !strings.Contains(b.String(), "◀ current") {
				t.Fatalf("%s step %d: the current node is not on the screen:\n%s", name, k, b.String())
			}
		}
	}
	var b strings.Builder
	tr := traces["after f5d6c3"]
	if err := tr.FitScreen(&b, 10, Options{}, Fit{Rows: 50, Cols: 100}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "  a b c d e f g h") {
		t.Errorf("80 x 50: no board:\n%s", b.String())
	}
	b.Reset()
	tr.FitScreen(&b, 10, Options{}, Fit{Rows: 23, Cols: 80})
	if strings.Contains(b.String(), "  a b c d e f g h") || !strings.Contains(b.String(), "b: board") {
		t.Errorf("80 x 23: the board should give way to the tree, and say b shows it:\n%s", b.String())
	}
	b.Reset()
	tr.FitScreen(&b, 10, Options{}, Fit{Rows: 23, Cols: 80, Board: BoardOn})
	if !strings.Contains(b.String(), "  a b c d e f g h") {
		t.Errorf("80 x 23 with the board asked for: no board:\n%s", b.String())
	}
}

// Where chance nodes sum sixths that miss -1 by a rounding
// (-0.9999999999999999), the JSON and the trace write -1, and the trace
// names a chance node as one, not as MAX or MIN.
func TestChanceExactAndNamed(t *testing.T) {
	tr := traced(t, textbook(t, "(-3 {1/6: -5 1/6: -5 4/6: 1})"), minimax.Expectimax, false)
	var b bytes.Buffer
	if err := JSON(&b, tr.Search, Options{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"value": -1,`) || strings.Contains(b.String(), "0.99999") {
		t.Errorf("JSON:\n%s", b.String())
	}
	b.Reset()
	if err := tr.WriteTrace(&b, CSVFormat, false); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if !strings.Contains(out, "Enter B (chance).") || strings.Contains(out, "0.99999") || !strings.Contains(out, ",-1,") {
		t.Errorf("trace:\n%s", out)
	}
}
