package render

import (
	"fmt"
	"io"
	"strings"
)

// A sheet of text alone: exercises whose questions are sentences, not
// trees (the quiz of a game of hidden information: which node shares an
// information set, what regret matching plays next), and their key on a
// page of its own, as a PDF or a LaTeX document.

// TextSheet is such a sheet: its title, the task's lines, the numbered
// questions, and the key's title and lines (an answer and its reason a
// question).
type TextSheet struct {
	Title     string
	Task      []string
	Questions []string
	KeyTitle  string
	Key       []string
}

// TextSheetPDF writes the sheets ss as a PDF on paper (A4 when nil):
// each one's questions on a page of its own, then each one's key; the
// same bytes from run to run.
func TextSheetPDF(w io.Writer, ss []TextSheet, paper *Paper) error {
	if paper == nil || paper.Width == 0 {
		paper = &A4
	}
	pdf := newPDF(paper.Width, paper.Height)
	const margin = 56.0
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, margin)
	page := func(title string, intro, lines []string, gap float64) {
		pdf.AddPage()
		pdf.SetFont("go", "B", 15)
		pdf.MultiCell(0, 20, title, "", "L", false)
		pdf.Ln(6)
		pdf.SetFont("go", "", 10.5)
		for _, l := range intro {
			pdf.MultiCell(0, 14, l, "", "L", false)
			pdf.Ln(3)
		}
		pdf.Ln(6)
		pdf.SetFont("go", "", 11)
		for i, l := range lines {
			pdf.MultiCell(0, 15, fmt.Sprintf("%d. %s", i+1, l), "", "L", false)
			pdf.Ln(gap)
		}
	}
	for _, s := range ss {
		page(s.Title, s.Task, s.Questions, 22) // room to write each answer
	}
	for _, s := range ss {
		page(s.KeyTitle, nil, s.Key, 6)
	}
	if err := pdf.Error(); err != nil {
		return err
	}
	return pdf.Output(w)
}

// TextSheetTeX writes the sheets ss as a LaTeX document pdflatex
// compiles as it is: each one's questions, then each one's key.
func TextSheetTeX(w io.Writer, ss []TextSheet, paper *Paper) error {
	if paper == nil || paper.Width == 0 {
		paper = &A4
	}
	var b strings.Builder
	b.WriteString("% A quiz written by gametree quiz: pdflatex compiles this file as it is.\n")
	b.WriteString("\\documentclass[11pt]{article}\n\\setlength{\\parindent}{0pt}\n")
	b.WriteString(texPreamble(paper)) // it begins the document
	list := func(title string, intro, lines []string) {
		fmt.Fprintf(&b, "\\section*{%s}\n", texText(title))
		for _, l := range intro {
			b.WriteString(texText(l) + "\n\n")
		}
		b.WriteString("\\begin{enumerate}\n")
		for _, l := range lines {
			b.WriteString("\\item " + texText(l) + "\\vspace{1.5em}\n")
		}
		b.WriteString("\\end{enumerate}\n")
	}
	for _, s := range ss {
		list(s.Title, s.Task, s.Questions)
		b.WriteString("\\newpage\n")
	}
	for i, s := range ss {
		if i > 0 {
			b.WriteString("\\newpage\n")
		}
		list(s.KeyTitle, nil, s.Key)
	}
	b.WriteString("\\end{document}\n")
	_, err := io.WriteString(w, b.String())
	return err
}
