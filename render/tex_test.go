package render

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gametree/internal/golden"
	"gametree/mcts"
	"gametree/minimax"
)

// texScenarios are the TeX golden files: the AIMA tree, the uneven tree of
// examples/ and a 4x4 tree with a pass, in both TeX formats.
var texScenarios = []struct {
	name   string
	format Format
	s      func(t *testing.T) *Search
	opt    Options
}{
	{"aima-5-2.tex", TeXFormat, func(t *testing.T) *Search { return searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true) }, Options{}},
	{"aima-5-2-names.tikz", TikZFormat, func(t *testing.T) *Search { return searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true) }, Options{Names: true}},
	{"uneven.tex", TeXFormat, func(t *testing.T) *Search {
		return searched(t, textbook(t, "(((3 17) (2 12)) ((15) (25 0)) ((2 5) (3)) ((2 14)))"), minimax.AlphaBeta, true)
	}, Options{Labels: CompactLabels, Layout: LeftRight}},
	{"pass-4x4-boards.tikz", TikZFormat, func(t *testing.T) *Search {
		return searched(t, othelloTree(t, 4, "a2a1b1c1d1a3a4", 3), minimax.AlphaBeta, true)
	}, Options{Boards: true}},
	{"connect4-boards.tikz", TikZFormat, func(t *testing.T) *Search {
		return searched(t, gameTree(t, "connect4", "4x4", "b c b", 1), minimax.AlphaBeta, true)
	}, Options{Boards: true, Coords: true}},
	{"tictactoe-boards.tikz", TikZFormat, func(t *testing.T) *Search {
		return searched(t, gameTree(t, "tictactoe", "", "b2 a1 c3 c1 b1 a2", 1), minimax.AlphaBeta, true)
	}, Options{Boards: true}},
	{"nim-boards.tikz", TikZFormat, func(t *testing.T) *Search {
		return searched(t, gameTree(t, "nim", "1 2 3", "3:1", 1), minimax.AlphaBeta, true)
	}, Options{Boards: true}},
}

func TestTeXGolden(t *testing.T) {
	for _, sc := range texScenarios {
		var b bytes.Buffer
		if err := Write(context.Background(), &b, sc.format, sc.s(t), sc.opt); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, sc.name, b.String())
		var again bytes.Buffer
		Write(context.Background(), &again, sc.format, sc.s(t), sc.opt)
		if again.String() != b.String() {
			t.Errorf("%s differs from run to run", sc.name)
		}
	}
}

func TestTraceTeXGolden(t *testing.T) {
	var b bytes.Buffer
	if err := traced(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true).WriteTrace(&b, TeXFormat, false); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "trace-aima-failsoft.tex", b.String())
}

func TestTeXEscapes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a_b & 50% #1 {x} $y ~ ^", `a\_b \& 50\% \#1 \{x\} \$y \textasciitilde{} \textasciicircum{}`},
		{`back\slash`, `back\textbackslash{}slash`},

		{"root > d3", "root $>$ d3"},
	} {
		if got := texText(c.in); got != c.want {
			t.Errorf("texText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"≥ -3", `$\geq$ $-3$`},
		{"α,β [-inf, +inf]", `$\alpha$,$\beta$ [$-\infty$, $+\infty$]`},
		{"#12", `\#12`},
		{"win +9", `win $+9$`},
		{"B1 ▲", `B1 $\bigtriangleup$`},
		{"-1.25", `$-1.25$`},
	} {
		if got := texNodeLine(c.in); got != c.want {
			t.Errorf("texNodeLine(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// needLaTeX skips a test when pdflatex or the packages the TeX output uses
// are missing.
func needLaTeX(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("pdflatex"); err != nil {
		t.Skip("no pdflatex: apt-get install texlive-latex-base texlive-pictures texlive-latex-extra")
	}
	for _, sty := range []string{"forest.sty", "adjustbox.sty", "booktabs.sty", "standalone.cls"} {
		if out, err := exec.Command("kpsewhich", sty).Output(); err != nil || len(bytes.TrimSpace(out)) == 0 {
			t.Skipf("no %s for pdflatex: apt-get install texlive-pictures texlive-latex-extra", sty)
		}
	}
}

// compileTeX runs pdflatex on doc and returns the PDF's page count.
func compileTeX(t *testing.T, name, doc string) int {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name+".tex"), []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("pdflatex", "-interaction=nonstopmode", "-halt-on-error", name+".tex")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, name+".log"))
		i := bytes.Index(log, []byte("\n!"))
		if i < 0 {
			i = max(0, len(log)-2000)
		}
		t.Fatalf("pdflatex %s: %v\n%s", name, err, log[i:min(len(log), i+1500)])
	}
	// "Output written on aima.pdf (1 page, 31442 bytes)."
	m := regexp.MustCompile(`Output written on \S+ \((\d+) pages?`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("pdflatex wrote no PDF:\n%s", out)
	}
	pages, _ := strconv.Atoi(string(m[1]))
	return pages
}

// TestTeXCompiles compiles the AIMA tree, an Othello tree with boards split
// to fit A4, a 4x4 tree with a pass, the bare environment in a document of
// its own, and a trace, with pdflatex.
func TestTeXCompiles(t *testing.T) {
	needLaTeX(t)
	a4, _ := ParsePaper("a4")
	cases := []struct {
		name   string
		format Format
		s      *Search
		opt    Options
		pages  int
	}{
		{"aima", TeXFormat, searched(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true), Options{Names: true}, 1},
		{"othello-boards", TeXFormat, searched(t, othelloTree(t, 8, "f5d6", 2), minimax.AlphaBeta, true), Options{Boards: true, Paper: a4}, 0},
		{"pass-4x4", TeXFormat, searched(t, othelloTree(t, 4, "a2a1b1c1d1a3a4", 3), minimax.AlphaBeta, true), Options{Boards: true, Layout: LeftRight, Labels: CompactLabels}, 1},
		{"tictactoe-boards", TeXFormat, searched(t, gameTree(t, "tictactoe", "", "b2 a1 c3 c1", 2), minimax.AlphaBeta, true), Options{Boards: true, Coords: true}, 0},
		{"connect4-boards", TeXFormat, searched(t, gameTree(t, "connect4", "5x4", "c c d", 2), minimax.AlphaBeta, true), Options{Boards: true}, 0},
		{"nim-boards", TeXFormat, searched(t, gameTree(t, "nim", "1 2 3", "3:1", 2), minimax.AlphaBeta, true), Options{Boards: true, Coords: true}, 0},
		{"bare", TikZFormat, searched(t, textbook(t, "(((3 17) (2 12)) ((15) (25 0)) ((2 5) (3)) ((2 14)))"), minimax.AlphaBeta, false), Options{}, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var b bytes.Buffer
			if err := Write(context.Background(), &b, c.format, c.s, c.opt); err != nil {
				t.Fatal(err)
			}
			doc := b.String()
			if c.format == TikZFormat {
				doc = "\\documentclass{article}\n\\usepackage{forest}\n\\begin{document}\n" + doc + "\\end{document}\n"
			}
			pages := compileTeX(t, c.name, doc)
			if c.pages > 0 && pages != c.pages {
				t.Errorf("%d pages, want %d", pages, c.pages)
			}
			if pages == 0 {
				t.Errorf("no pages")
			}
		})
	}
	t.Run("trace", func(t *testing.T) {
		t.Parallel()
		var b bytes.Buffer
		traced(t, textbook(t, aimaLeaves), minimax.AlphaBeta, true).WriteTrace(&b, TeXFormat, false)
		doc := "\\documentclass{article}\n\\usepackage{booktabs}\n\\begin{document}\n" + b.String() + "\\end{document}\n"
		if !strings.Contains(doc, "\\toprule") {
			t.Fatal("no booktabs rules")
		}
		compileTeX(t, "trace", doc)
	})
}

// A trace of MCTS is a booktabs table too: a row a phase, with its
// iteration, path and reward (the /step page's Download LaTeX link on an
// MCTS trace answered 500); it compiles where pdflatex is.
func TestMCTSTraceTeX(t *testing.T) {
	tr := textbook(t, aimaLeaves)
	o := mcts.Options{Iterations: 12, Exploration: mcts.DefaultExploration, Seed: 1}
	log := &mcts.Log{}
	res, err := mcts.Search(tr, o, log)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := NewMCTSTrace(NewMCTS(tr, res, o, 1), log).WriteTrace(&b, TeXFormat, false); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if !strings.Contains(out, "step & iteration & phase & path & reward\\\\") || strings.Count(out, "\\\\\n") != len(log.Events)+1 ||
		!strings.Contains(out, "backpropagate") {
		t.Fatalf("the table:\n%s", out)
	}
	needLaTeX(t)
	doc := "\\documentclass{article}\n\\usepackage{booktabs}\n\\usepackage{longtable}\n\\begin{document}\n" + out + "\\end{document}\n"
	if pages := compileTeX(t, "mcts-trace", doc); pages < 1 {
		t.Errorf("%d pages", pages)
	}
}
