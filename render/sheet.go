package render

import (
	"fmt"
	wording "gametree/internal/lines"
	"gametree/internal/msg"
	"io"
	"strings"
)

// Exercise is one exercise of a sheet: a searched tree, drawn blank with
// its task under it on the sheet's pages, and solved with its answers under
// it on the pages of the key.
type Exercise struct {
	Search *Search
	// Title heads the exercise ("Exercise 1"); Task and Key are the lines
	// of the task and of the answers.
	Title string
	Task  []string
	Key   []string
	// Boards draws each node's board (a quiz of quiet leaves, read on
	// them); Evals writes each inner node's own evaluation on the blank
	// tree (a quiz of ProbCut's cuts).
	Boards, Evals bool
}

// sheetOptions returns the options of an exercise's two drawings on paper.
func sheetOptions(paper *Paper) (blank, solved Options) {
	blank = Options{Blank: true, Names: true, Paper: paper, NoLegend: true, FixedLabels: true, CaptionTop: true}
	solved = Options{Names: true, Paper: paper, NoLegend: true, CaptionTop: true}
	return blank, solved
}

// ExercisesPDF writes a sheet of exercises as a PDF painted in Go: the
// blank trees with their tasks, as many to a page as fit, then from a new
// page the answer key, the solved trees (values, windows, visit order,
// pruned branches) with their answers. A tree too big for a page is
// scaled down or split, as PDF does. each, when not nil, is told of every
// tree laid out: done of total (the blank trees, then the solved ones).
func (g *Graphviz) ExercisesPDF(w io.Writer, exs []Exercise, paper *Paper, each func(done, total int)) error {
	blank, solved := sheetOptions(paper)
	var parts []PDFPart
	for k, key := range []bool{false, true} {
		for i, ex := range exs {
			if each != nil {
				each(k*len(exs)+i+1, 2*len(exs))
			}
			opt := blank
			lines := append([]string{ex.Title}, ex.Task...)
			if key {
				opt = solved
				lines = append([]string{ex.Search.t("Answer key: %s", ex.Title)}, ex.Key...)
			}
			opt.Boards, opt.Evals = ex.Boards, ex.Evals
			opt.Caption = strings.Join(wrapLines(lines, 100), "\n")
			if i == 0 {
				opt.NoLegend = false
			}
			sheets, _, err := g.Plan(ex.Search, opt)
			if err != nil {
				return err
			}
			for j, sh := range sheets {
				parts = append(parts, PDFPart{Search: ex.Search, Sheet: sh, NewPage: key && i == 0 && j == 0})
			}
		}
	}
	return g.PDFParts(w, parts)
}

// ExercisesTeX writes a sheet of exercises as a LaTeX document for
// pdflatex, with forest: the blank trees and their tasks, then from a new
// page the answer key.
func ExercisesTeX(w io.Writer, exs []Exercise, paper *Paper) error {
	blank, solved := sheetOptions(paper)
	var b strings.Builder
	b.WriteString("% Alpha-beta exercises written by gametree quiz: pdflatex compiles this file as it is.\n")
	b.WriteString("\\documentclass[11pt]{article}\n\\setlength{\\parindent}{0pt}\n")
	if paper == nil {
		paper, _ = ParsePaper("a4")
	}
	b.WriteString(texPreamble(paper))
	section := func(title string, key bool) {
		fmt.Fprintf(&b, "\\section*{%s}\n", texText(title))
		for i, ex := range exs {
			opt, lines, head := blank, ex.Task, ex.Title
			if key {
				opt, lines, head = solved, ex.Key, ex.Search.t("Answer key: %s", ex.Title)
			}
			opt.Boards, opt.Evals = ex.Boards, ex.Evals
			if i > 0 {
				b.WriteString("\n\\bigskip\n")
			}
			fmt.Fprintf(&b, "\\subsection*{%s}\n", texText(head))
			for _, l := range lines {
				b.WriteString(texText(l) + "\n\n")
			}
			texForests(&b, ex.Search, opt)
		}
		if len(exs) > 0 {
			_, o := sheetOptions(paper)
			if !key {
				o = blank
			}
			b.WriteString("\n\\bigskip\n" + texLegend(exs[0].Search, o) + "\n")
		}
	}
	var lang msg.Lang
	if len(exs) > 0 {
		lang = exs[0].Search.Lang
	}
	section(lang.Word("Alpha-beta exercises"), false)
	b.WriteString("\n\\newpage\n")
	section(lang.Word("Answer key"), true)
	b.WriteString("\\end{document}\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// texMaxLeaves is the most leaves a forest of a sheet lays out: wider,
// its picture passes TeX's largest dimension (a Connect Four tree of
// depth 3, 343 leaves, does).
const texMaxLeaves = 200

// texForests writes the tree opt draws as forests scaled to the page:
// one, or where it has more than texMaxLeaves leaves its root's moves,
// then the subtree of each, titled with its path, split again where
// still too wide.
func texForests(b *strings.Builder, s *Search, opt Options) {
	box := func(o Options) {
		b.WriteString("\\medskip\\begin{adjustbox}{max width=\\linewidth, max totalheight=0.75\\textheight, center}\n")
		forest(b, s, o)
		b.WriteString("\\end{adjustbox}\n")
	}
	if s.visibleLeaves(opt) <= texMaxLeaves || opt.ShowDepth == 1 {
		box(opt)
		return
	}
	over := opt
	over.ShowDepth = 1
	box(over)
	for _, c := range s.visible(over)[1:] {
		sub := opt
		sub.Root, sub.Only = c, nil
		if opt.ShowDepth > 0 {
			sub.ShowDepth = opt.ShowDepth - 1
		}
		b.WriteString("\n\\medskip " + texText(s.t("Subtree %s", s.Tree.Path(c))) + "\n\n")
		texForests(b, s, sub)
	}
}

// wrapLines breaks lines longer than width at spaces.
func wrapLines(lines []string, width int) []string {
	var out []string
	for _, l := range lines {
		for len(l) > width {
			i := strings.LastIndexByte(l[:width], ' ')
			for i > 0 && !wording.BreakAt(l, i) {
				i = strings.LastIndexByte(l[:i], ' ')
			}
			if i <= 0 {
				break
			}
			out = append(out, l[:i])
			l = "    " + l[i+1:]
		}
		out = append(out, l)
	}
	return out
}
