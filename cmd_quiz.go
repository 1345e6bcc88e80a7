package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/internal/fault"
)

func quizCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "quiz",
		Usage:       "practise alpha-beta: answer the values and pruned leaves of a tree, and get each answer checked",
		UsageText:   synopsis("gametree quiz [{leaves} | {leaves-file} | {=position flags} [{depth}] | [{depth}] [{branching}] [{seed}]] [{ask}] [{answers} [{json}]] [{format}] [{sheet} {-o}]", explore.QuizParams()),
		Description: quizDescription,
		Flags:       flagsOf(explore.QuizParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			newSeed := func() uint64 { return uint64(time.Now().UnixNano()%99999) + 1 }
			if c.IsSet("sheet") {
				return writeQuizSheet(c, e, newSeed)
			}
			kind, err := quizFormat(c)
			if err != nil {
				return err
			}
			if kind != "text" {
				return writeQuizFile(c, e, newSeed, kind)
			}
			if c.Bool("json") && !c.IsSet("answers") {
				return usagef("--json prints a grade; give --answers FILE too")
			}
			var seedOf func() uint64
			if !c.IsSet("answers") {
				seedOf = newSeed // a session may draw a tree; grading names one
			}
			req, err := explore.ParseQuiz(params{c}, e.files(), seedOf)
			if err != nil {
				if c.IsSet("answers") && strings.Contains(err.Error(), "give --seed") {
					return usagef("--answers grades a given tree: give the exercise's --seed (with its --depth and --branching), --leaves or a position")
				}
				return err
			}
			if req.Hidden != nil {
				return hiddenQuiz(c, e, req)
			}
			ex, _, err := explore.Quiz(c.Context, req)
			if err != nil {
				return err
			}
			if c.IsSet("answers") {
				return gradeAnswers(c, e, ex)
			}
			width := 80
			if w, _, ok := e.size(); ok && w >= 40 {
				width = w
			}
			return explore.AskQuiz(req, ex, e.stdin, e.stdout, !e.inTerminal, width)
		},
	}
}

// hiddenQuiz asks the quiz of a game of hidden information (Kuhn poker)
// at the terminal, or grades its answer file (--answers, --json).
func hiddenQuiz(c *cli.Context, e *env, req *explore.QuizRequest) error {
	q, err := explore.NewHiddenQuiz(req, e.lang)
	if err != nil {
		return err
	}
	if !c.IsSet("answers") {
		width := 80
		if w, _, ok := e.size(); ok && w >= 40 {
			width = w
		}
		if !c.IsSet("seed") {
			fmt.Fprintln(e.stdout, e.lang.T("(seed %s: give --seed %s to be asked this quiz again, or to grade its answers)", strconv.FormatUint(req.Seed, 10), strconv.FormatUint(req.Seed, 10)))
		}
		return explore.AskHiddenQuiz(q, e.stdin, e.stdout, !e.inTerminal, width)
	}
	r, name, closeFile, err := openAnswers(c, e)
	if err != nil {
		return err
	}
	defer closeFile()
	g, err := explore.GradeHidden(q, r, name)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return writeJSONTo(e.stdout, g)
	}
	return g.Write(e.stdout, q)
}

// openAnswers opens the answer file of --answers (- for stdin) and
// returns it, its name in errors, and what closes it.
func openAnswers(c *cli.Context, e *env) (io.Reader, string, func(), error) {
	name := c.String("answers")
	if name == "-" {
		return e.stdin, "stdin", func() {}, nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, "", nil, fault.Errorf("--answers %s: %w", name, errors.Unwrap(err))
	}
	if st, err := f.Stat(); err == nil && st.IsDir() {
		f.Close()
		return nil, "", nil, fault.Errorf("--answers %s: is a folder; give the answer file", name)
	}
	return f, name, func() { f.Close() }, nil
}

// gradeAnswers grades the answer file of --answers.
func gradeAnswers(c *cli.Context, e *env, ex *explore.Exercise) error {
	r, name, closeFile, err := openAnswers(c, e)
	if err != nil {
		return err
	}
	defer closeFile()
	rep, err := explore.GradeQuiz(ex, r, name)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return writeJSONTo(e.stdout, rep)
	}
	_, err = io.WriteString(e.stdout, explore.GradeText(ex, rep))
	return err
}

// quizFormat is the form of the quiz asked: --format, else -o's
// extension (.pdf, .tex, .html, .zip for scorm), else text (asked at the
// terminal); a --format that -o's extension contradicts is refused.
func quizFormat(c *cli.Context) (string, error) {
	out := strings.ToLower(c.String("output"))
	byExt := map[string]string{".pdf": "pdf", ".tex": "tex", ".html": "html", ".htm": "html", ".zip": "scorm"}[filepath.Ext(out)]
	f := strings.ToLower(strings.TrimSpace(c.String("format")))
	switch {
	case f == "" && out != "" && out != "-" && byExt == "":
		return "", usagef("-o writes a sheet (with --sheet N: .pdf or .tex), a one-file quiz page (.html) or its SCORM package (.zip)")
	case f == "" && byExt != "":
		return byExt, nil
	case f == "":
		return "text", nil
	case f == "text" && out != "" && out != "-":
		return "", usagef("--format text asks the quiz at the terminal; leave -o out, or give another --format")
	case byExt != "" && byExt != f:
		return "", usagef("--format %s and -o %s disagree; give one of them", f, c.String("output"))
	}
	return f, nil
}

// writeQuizFile writes the quiz of the tree given in format kind (pdf,
// tex, html, scorm) to -o or stdout: a one-file page, its SCORM package,
// or the sheet of this one tree with its key.
func writeQuizFile(c *cli.Context, e *env, newSeed func() uint64, kind string) error {
	html, scorm := kind == "html", kind == "scorm"
	if err := checkWritable("-o", c.String("output")); err != nil {
		return err
	}
	req, err := explore.ParseQuiz(params{c}, e.files(), newSeed)
	if err != nil {
		return err
	}
	switch {
	case html:
		return writeOneFile(c, e, "quiz", explore.QuizParams())
	case scorm:
		return writeScorm(c, e, "quiz", explore.QuizParams())
	}
	if req.Hidden != nil {
		return writeOutput(e, c.String("output"), func(w io.Writer) error {
			return explore.HiddenQuizSheet(c.Context, w, req, kind == "tex")
		})
	}
	again := explore.QuizAgain(params{c}, req)
	say := progressOn(e)
	defer say("")
	return writeOutput(e, c.String("output"), func(w io.Writer) error {
		return explore.QuizSheet(c.Context, w, req, kind == "tex", again, say)
	})
}

// writeQuizSheet writes --sheet N: N exercises on random trees of seeds S,
// S+1, ... and their key, as a PDF painted in Go or a LaTeX document.
func writeQuizSheet(c *cli.Context, e *env, newSeed func() uint64) error {
	req, err := explore.ParseSheet(params{c}, newSeed)
	if err != nil {
		return err
	}
	if err := checkWritable("-o", c.String("output")); err != nil {
		return err
	}
	if req.NewSeed {
		fmt.Fprintf(e.stderr, "gametree: seed %d (give --seed %d to write this sheet again)\n", req.Seed, req.Seed)
	}
	say := progressOn(e)
	defer say("")
	return writeOutput(e, c.String("output"), func(w io.Writer) error { return explore.Sheet(c.Context, w, req, say) })
}

// quizDescription is the help of gametree quiz.
const quizDescription = `Shows a tree with blanks and asks, node by node, children first, for the
minimax value of every inner node; then for the leaves alpha-beta never
evaluates (the search of gametree tree: children left to right,
fail-soft); with --ask windows, for the window [alpha, beta] each node is
entered with. Each answer is checked at once: a wrong one gets the right
answer and the reason. A score closes the session. Type ? to see an answer
(it counts as wrong), q to stop.

The tree is a textbook tree (--leaves), an Othello tree (--moves, --board,
--position or --size, with --depth and --eval; its nodes are named by their
moves from the root, such as f4c3), or else a random tree of --depth plies
(3) and --branching children (2) with leaves from 0 to 20, made from --seed
(a random seed, printed, when none is given: share it to share the tree).

Names: inner nodes A, B, C, ... level by level (as gametree tree labels
them); a leaf is its parent's name and its child number, as in AIMA's
Figure 5.2 (B1, B2, B3). gametree tree --names draws these names.

--answers FILE grades an answer file instead of asking: lines "B 3" (the
value of inner node B), "pruned C2 C3" (the leaves never evaluated; a
"pruned" line with no names says none), "window C 3 +inf" (with --ask
windows), # comments and blank lines. It prints the score and the
mistakes, or with --json {"score", "total", "mistakes": [{"node", "kind",
"expected", "got", "why"}]}, mistakes in preorder, a missing answer with
"got": null. Grading exits 0 whatever the score; a malformed file exits 1
with its file and line.

--sheet N writes N exercises on random trees (seeds S, S+1, ...) and, on
separate pages, their answer key: -o sheet.pdf (painted in Go, no LaTeX
needed) or -o sheet.tex (for pdflatex, with forest).

Examples:
   gametree quiz --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree quiz --depth 3 --branching 3 --seed 7
   gametree quiz --moves f5d6 --depth 2
   gametree quiz --leaves "((3 12 8) (2 4 6) (14 5 2))" --answers answers.txt --json
   gametree quiz --sheet 6 --seed 100 -o sheet.pdf`
