package main

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"gametree/internal/golden"
)

const aimaTree = "((3 12 8) (2 4 6) (14 5 2))"

// A scripted session: a right value, a wrong one, one asked for with ?, a
// parse error asked again, the pruned leaves with one missed, the windows.
func TestQuizSession(t *testing.T) {
	in := "3\nfour\n4\n?\n3\nC2\n-inf +inf\n-inf +inf\n[-inf, +inf]\n-inf 3\n-inf 3\n3 +inf\n3 +inf\n3 +inf\n3 14\n3 5\n3 5\n"
	r := runApp(t, in, nil, false, "quiz", "--leaves", aimaTree, "--ask", "values,pruned,windows")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	golden.Check(t, "quiz-session.txt", r.stdout)
	for _, want := range []string{
		"C (MIN): four\n  \"four\" is not a value: want a number such as 3 or -2.5\nC (MIN): 4\n  Wrong: the answer is 2. C is a MIN node: its value is the smallest of its\n  children's values (2, 4, 6), 2.",
		"D (MIN): ?\n  The answer is 2.",
		"  Right: C2 is pruned.\n  Missed: C3 is pruned: after C1, alpha 3 >= beta 2, so C (MIN) stops.",
		"D3 (MAX, visit #11): 3 5\n  Right.",
		"\nScore: ",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("session lacks %q", want)
		}
	}
}

// EOF in the middle stops with the score so far, exit 0.
func TestQuizEOF(t *testing.T) {
	r := runApp(t, "3\n4\n", nil, false, "quiz", "--leaves", aimaTree)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	if !strings.HasSuffix(r.stdout, "D (MIN): \n\nStopped. Score so far: 1 of 2 answered (13 questions in all).\n") {
		t.Errorf("end of session:\n%s", r.stdout)
	}
	r = runApp(t, "q\n", nil, false, "quiz", "--seed", "7")
	if r.code != 0 || !strings.Contains(r.stdout, "Quiz on a random tree (depth 3, branching 2, seed 7).\n") ||
		!strings.Contains(r.stdout, "Stopped. Score so far: 0 of 0 answered (15 questions in all).") {
		t.Errorf("q: exit %d\n%s", r.code, r.stdout)
	}
}

func TestQuizAnswers(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o644)
		return p
	}
	good := write("good.txt", "# all right\nA 3\nB 3\nC 2\nD 2\npruned C2 C3\n")
	r := runApp(t, "", nil, false, "quiz", "--leaves", aimaTree, "--answers", good)
	if r.code != 0 || r.stdout != "Score: 13 of 13.\nNo mistakes.\n" {
		t.Errorf("all right: %d %q %q", r.code, r.stdout, r.stderr)
	}
	some := write("some.txt", "B 3\nC 4\nD 2\npruned C2\n")
	r = runApp(t, "", nil, false, "quiz", "--leaves", aimaTree, "--answers", some, "--json")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	var rep struct {
		Score, Total int
		Mistakes     []struct {
			Node, Kind, Why string
			Expected, Got   any
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Score != 10 || rep.Total != 13 || len(rep.Mistakes) != 3 {
		t.Fatalf("%+v", rep)
	}
	m := rep.Mistakes
	if m[0].Node != "A" || m[0].Got != nil || m[0].Expected != 3.0 ||
		m[1].Node != "C" || m[1].Got != 4.0 || m[1].Expected != 2.0 ||
		m[2].Node != "C3" || m[2].Got != "evaluated" || m[2].Expected != "pruned" || m[2].Why != "C3 is pruned: after C1, alpha 3 >= beta 2, so C (MIN) stops." {
		t.Errorf("%+v", m)
	}
	// Answers on stdin; an Othello tree named by paths.
	r = runApp(t, "root 0\n", nil, false, "quiz", "--moves", "f5d6", "--depth", "2", "--answers", "-")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "Score: ") {
		t.Errorf("othello: %d %q %q", r.code, r.stdout, r.stderr)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--leaves", aimaTree, "--answers", write("bad.txt", "B 3\n\nB1 4\n")}, 1, "bad.txt:3: B1 is a leaf: its value is given; answer the values of the inner nodes (A to D)"},
		{[]string{"--leaves", aimaTree, "--answers", filepath.Join(dir, "none.txt")}, 1, "none.txt: no such file or directory"},
		{[]string{"--leaves", aimaTree, "--answers", dir}, 1, "is a folder; give the answer file"},
		{[]string{"--answers", good}, 2, "--answers grades a given tree: give the exercise's --seed"},
		{[]string{"--leaves", aimaTree, "--json"}, 2, "--json prints a grade; give --answers FILE too"},
		{[]string{"--leaves", aimaTree, "--seed", "3"}, 2, "--seed, --branching, --chance and --players make a random tree; leave them out with --leaves or a position"},
		{[]string{"--leaves", aimaTree, "--depth", "2"}, 2, "--depth applies to random trees and game trees"},
		{[]string{"--leaves", aimaTree, "--moves", "f5"}, 2, "give a textbook tree (--leaves) or a position (--game, --moves"},
		{[]string{"--ask", "values,cutoffs"}, 2, `--ask "values,cutoffs": want a list of values, pruned, windows, quiet and probcut`},
		{[]string{"--depth", "5", "--branching", "4", "--seed", "1"}, 2, "more than 400 nodes"},
		{[]string{"--depth", "9"}, 2, "--depth 9: want 1 to 6 plies"},
		{[]string{"--branching", "9", "--seed", "1"}, 2, "--branching 9: want 2 to 5"},
		{[]string{"--seed", "x"}, 2, `--seed "x": want a whole number from 0`},
		{[]string{"--moves", "f5d6c3d3c4", "--depth", "6"}, 1, "a quiz takes at most 400"},
		{[]string{"--seed", "1", "--eval", "mixed"}, 2, "--eval and --weights apply to game trees"},
		{[]string{"-o", "x.txt"}, 2, "-o writes a sheet (with --sheet N: .pdf or .tex), a one-file quiz page (.html) or its SCORM package (.zip)"},
		{[]string{"--sheet", "0", "-o", "x.pdf"}, 2, "--sheet 0: want 1 to 50 exercises"},
		{[]string{"--sheet", "2"}, 2, "give -o sheet.pdf (painted in Go) or -o sheet.tex"},
		{[]string{"--sheet", "2", "-o", "x.png"}, 2, "give -o sheet.pdf (painted in Go) or -o sheet.tex"},
		{[]string{"--sheet", "2", "--leaves", aimaTree, "-o", "x.pdf"}, 2, "--leaves does not apply to --sheet"},
	} {
		r := runApp(t, "", nil, false, append([]string{"quiz"}, c.args...)...)
		if r.code != c.code || !strings.Contains(r.stderr, c.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, r.code, r.stderr, c.code, c.want)
		}
	}
}

// --sheet writes the exercises and the key, the same bytes for the same
// seed.
func TestQuizSheet(t *testing.T) {
	dir := t.TempDir()
	for _, ext := range []string{"pdf", "tex"} {
		a, b := filepath.Join(dir, "a."+ext), filepath.Join(dir, "b."+ext)
		for _, out := range []string{a, b} {
			r := runApp(t, "", nil, false, "quiz", "--sheet", "3", "--seed", "100", "--ask", "values,pruned,windows", "-o", out)
			if r.code != 0 {
				t.Fatalf("sheet %s: exit %d: %s", ext, r.code, r.stderr)
			}
		}
		da, _ := os.ReadFile(a)
		db, _ := os.ReadFile(b)
		if !bytes.Equal(da, db) || len(da) < 1000 {
			t.Errorf("%s: %d and %d bytes", ext, len(da), len(db))
		}
		if ext == "tex" {
			text := string(da)
			for _, want := range []string{"\\section*{Alpha-beta exercises}", "\\subsection*{Exercise 3}", "\\newpage\n\\section*{Answer key}",
				"gametree quiz -{}-depth 3 -{}-branching 2 -{}-seed 102", "Pruned leaves: ", "Windows on entry, in visit order: "} {
				if !strings.Contains(text, want) {
					t.Errorf("sheet.tex lacks %q", want)
				}
			}
		} else if !bytes.HasPrefix(da, []byte("%PDF-")) {
			t.Errorf("not a PDF")
		}
	}
	// No seed: one is drawn and printed.
	r := runApp(t, "", nil, false, "quiz", "--sheet", "1", "-o", filepath.Join(dir, "c.pdf"))
	if r.code != 0 || !strings.Contains(r.stderr, "gametree: seed ") {
		t.Errorf("no seed: %d %q", r.code, r.stderr)
	}
}

// quiz takes --format as tree and step do: html and scorm pages, pdf and
// tex sheets, text asked at the terminal; a --format -o contradicts is
// refused.
func TestQuizFormat(t *testing.T) {
	r := runApp(t, "", nil, false, "quiz", "--leaves", "((3 12) (2 4))", "--format", "html")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "<!doctype html>") {
		t.Errorf("--format html: exit %d %s %.80q", r.code, r.stderr, r.stdout)
	}
	r = runApp(t, "", nil, false, "quiz", "--leaves", "((3 12) (2 4))", "--format", "tex")
	if r.code != 0 || !strings.Contains(r.stdout, `\documentclass`) {
		t.Errorf("--format tex: exit %d %s %.80q", r.code, r.stderr, r.stdout)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--format", "html", "-o", "q.pdf"}, "--format html and -o q.pdf disagree; give one of them"},
		{[]string{"--format", "text", "-o", "q.html"}, "--format text asks the quiz at the terminal"},
		{[]string{"--format", "gif"}, `--format "gif": want text, pdf, tex, html or scorm`},
	} {
		r = runApp(t, "", nil, false, append([]string{"quiz", "--leaves", "((3 12) (2 4))"}, c.args...)...)
		if r.code != 2 || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: exit %d %q, want %q", c.args, r.code, r.stderr, c.want)
		}
	}
}

// The sheets of the quiz of quiet leaves and of ProbCut's cuts: the
// quiet leaves' tree drawn with its boards, on which the question is
// read, and the key naming them; ProbCut's tree with each inner node's
// own evaluation, from which its shallow searches start; PDF and LaTeX.
// Their one-file page holds what its questions need.
func TestForwardQuizSheets(t *testing.T) {
	dir := t.TempDir()
	moves := "e6 f4 f3 f2 g4 h4 g3 g2 d3 d6 f5 c6 e3 f6 b7 c4 d7 c7 g5 c8 g7"
	for _, name := range []string{"quiet.tex", "quiet.pdf"} {
		runOK(t, "quiz", "--moves", moves, "--depth", "1", "--ask", "quiet", "-o", filepath.Join(dir, name))
	}
	tex, _ := os.ReadFile(filepath.Join(dir, "quiet.tex"))
	for _, want := range []string{"Which leaves at the horizon are not quiet", "Leaves not quiet: c2, d2, e2, c3, b5, c5, a6, b6, g6, a7, e7, f7.", "\\tikz"} {
		if !strings.Contains(string(tex), want) {
			t.Errorf("the sheet of quiet leaves has no %q", want)
		}
	}
	if pdf, _ := os.ReadFile(filepath.Join(dir, "quiet.pdf")); !bytes.HasPrefix(pdf, []byte("%PDF")) {
		t.Error("no PDF")
	}
	runOK(t, "quiz", "--game", "connect4", "--moves", "ddc", "--depth", "3", "--ask", "probcut", "--lang", "fr", "-o", filepath.Join(dir, "cut.tex"))
	tex, _ = os.ReadFile(filepath.Join(dir, "cut.tex"))
	for _, want := range []string{"Quels nœuds ProbCut coupe-t-il", "éval $-0{,}14$", "Coupés par ProbCut", "Sous-arbre racine $>$ g"} {
		if !strings.Contains(string(tex), want) {
			t.Errorf("the sheet of ProbCut's cuts has no %q", want)
		}
	}
	// Its 343 leaves are too wide for one forest (pdflatex stops at its
	// largest dimension): the root's moves, then a forest a move, on the
	// sheet and on the key.
	if n := strings.Count(string(tex), `\begin{forest}`); n != 16 {
		t.Errorf("%d forests, want 16", n)
	}
	// The one-file page holds the leaves' boards and their key.
	runOK(t, "quiz", "--moves", moves, "--depth", "1", "--ask", "quiet", "-o", filepath.Join(dir, "q.html"))
	page, _ := os.ReadFile(filepath.Join(dir, "q.html"))
	data := oneFileData(t, page)
	if !bytes.Contains(data, []byte(`"quiet":["c2",`)) || !bytes.Contains(data, []byte(`"grid":{`)) {
		t.Error("the one-file page has no quiet leaves or no boards")
	}
	// At depth 2 no node below the root has a fit's plies left.
	r := runApp(t, "", nil, false, "quiz", "--game", "connect4", "--depth", "2", "--ask", "probcut", "--answers", filepath.Join(dir, "none.txt"))
	if r.code != 2 || !strings.Contains(r.stderr, "needs --depth 3 or more") {
		t.Errorf("depth 2: exit %d %q", r.code, r.stderr)
	}
}

// oneFileData is the data a one-file page holds (gzip'd JSON in base64).
func oneFileData(t *testing.T, page []byte) []byte {
	t.Helper()
	m := regexp.MustCompile(`"data":"([^"]+)"`).FindSubmatch(page)
	if m == nil {
		t.Fatal("no data in the page")
	}
	z, err := base64.StdEncoding.DecodeString(string(m[1]))
	if err != nil {
		t.Fatal(err)
	}
	r, err := gzip.NewReader(bytes.NewReader(z))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
