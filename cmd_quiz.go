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
	"gametree/internal/lines"
	"gametree/quiz"
	"gametree/render"
)

func quizCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "quiz",
		Usage:     "practise alpha-beta: answer the values and pruned leaves of a tree, and get each answer checked",
		UsageText: "gametree quiz [--leaves TREE | --leaves-file FILE | position flags [--depth N] | [--depth D] [--branching B] [--seed S]] [--ask values,pruned,windows] [--answers FILE [--json]] [--sheet N -o FILE.pdf|FILE.tex]",
		Description: `Shows a tree with blanks and asks, node by node, children first, for the
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
   gametree quiz --sheet 6 --seed 100 -o sheet.pdf`,
		Flags: flagsOf(explore.QuizParams()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			newSeed := func() uint64 { return uint64(time.Now().UnixNano()%99999) + 1 }
			if c.IsSet("sheet") {
				return writeQuizSheet(c, e, newSeed)
			}
			if c.IsSet("output") {
				return usagef("-o writes a sheet; give --sheet N too")
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
			ex, _, err := explore.Quiz(c.Context, req)
			if err != nil {
				return err
			}
			if c.IsSet("answers") {
				return gradeAnswers(c, e, ex)
			}
			return askQuiz(e, req, ex)
		},
	}
}

// gradeAnswers grades the answer file of --answers.
func gradeAnswers(c *cli.Context, e *env, ex *quiz.Exercise) error {
	name := c.String("answers")
	var r io.Reader = e.stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return fmt.Errorf("--answers %s: %w", name, errors.Unwrap(err))
		}
		defer f.Close()
		if st, err := f.Stat(); err == nil && st.IsDir() {
			return fmt.Errorf("--answers %s: is a folder; give the answer file", name)
		}
		r = f
	} else {
		name = "stdin"
	}
	ans, err := ex.ParseAnswers(r, name)
	if err != nil {
		return err
	}
	rep := ex.Grade(ans)
	if c.Bool("json") {
		return writeJSONTo(e.stdout, rep)
	}
	fmt.Fprint(e.stdout, gradeText(ex, rep))
	return nil
}

// gradeText writes a grade for people: the score, then each mistake.
func gradeText(ex *quiz.Exercise, rep quiz.Report) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Score: %d of %d.\n", rep.Score, rep.Total)
	if len(rep.Mistakes) == 0 {
		b.WriteString("No mistakes.\n")
		return b.String()
	}
	b.WriteString("Mistakes:\n")
	for _, m := range rep.Mistakes {
		got := "no answer"
		if m.Got != nil {
			got = "not " + answerText(ex, m.Got)
		}
		fmt.Fprintf(&b, "  %s: %s, %s. %s\n", m.Node, answerText(ex, m.Expected), got, m.Why)
	}
	return b.String()
}

// answerText writes an expected or given answer as the tree writes values.
func answerText(ex *quiz.Exercise, v any) string {
	if f, ok := v.(float64); ok {
		return ex.Tree.FormatValue(f)
	}
	return fmt.Sprint(v)
}

// askQuiz runs the quiz on the terminal: the blank tree, then the
// questions, each checked at once, then the score. EOF or q stops it with
// the score so far.
func askQuiz(e *env, req *explore.QuizRequest, ex *quiz.Exercise) error {
	t := ex.Tree
	out := e.stdout
	in := lines.NewReader(e.stdin)
	// Sentences are wrapped to the terminal (80 columns when it is not
	// one), continued under their indent.
	width := 80
	if w, _, ok := e.size(); ok && w >= 40 {
		width = w
	}
	say := func(format string, args ...any) {
		text := fmt.Sprintf(format, args...)
		for _, para := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
			indent := para[:len(para)-len(strings.TrimLeft(para, " "))]
			fmt.Fprintln(out, strings.Join(lines.Wrap(para, width-1, indent), "\n"))
		}
	}
	say("Quiz on %s.", req.Source(t))
	if req.Random {
		say("(gametree quiz --depth %d --branching %d --seed %d gives this tree again.)", req.Depth, req.Branching, req.Seed)
	}
	fmt.Fprintln(out, "Alpha-beta searches it as gametree tree does: children left to right, fail-soft.")
	fmt.Fprintln(out)
	var b strings.Builder
	s := &render.Search{Tree: t, Ann: ex.Ann, Algorithm: 0}
	render.Text(&b, s, render.Options{Blank: true, Names: true, Bare: true})
	fmt.Fprint(out, b.String())
	say("\nType ? to see an answer (it counts as wrong), q to stop.")

	score, asked, total := 0, 0, len(ex.Questions)
	stop := func(why string) error {
		fmt.Fprintf(out, "\n%s Score so far: %d of %d answered (%d questions in all).\n", why, score, asked, total)
		return nil
	}
	// read asks until the answer parses; it reports false at EOF or q.
	read := func(prompt string, parse func(string) error) (string, bool, error) {
		for {
			fmt.Fprint(out, prompt)
			text, err := in.Next()
			var tooLong *lines.TooLongError
			switch {
			case errors.As(err, &tooLong):
				fmt.Fprintf(out, "\nThat line is longer than %d bytes; it was skipped.\n", lines.Max)
				continue
			case err == io.EOF:
				fmt.Fprintln(out)
				return "", false, nil
			case err != nil:
				return "", false, err
			}
			text = strings.TrimSpace(text)
			if !e.inTerminal {
				fmt.Fprintln(out, text) // a scripted session shows its answers
			}
			switch strings.ToLower(text) {
			case "q", "quit":
				return "", false, nil
			case "?":
				return "?", true, nil
			case "":
				say("  (type an answer, ? to see it, q to stop)")
				continue
			}
			if err := parse(text); err != nil {
				say("  %v", err)
				continue
			}
			return text, true, nil
		}
	}
	byNode := map[[2]int32]quiz.Question{}
	for _, q := range ex.Questions {
		byNode[[2]int32{q.Node, int32(q.Kind)}] = q
	}
	if ex.Ask&quiz.Values != 0 {
		say("\nValues: give the minimax value of each inner node, children first.")
		for _, n := range ex.Postorder() {
			q := byNode[[2]int32{n, int32(quiz.ValueQuestion)}]
			var v float64
			text, ok, err := read(fmt.Sprintf("%s (%s): ", q.Name, player(t.IsMax(n))), func(s string) (err error) {
				v, err = quiz.ParseValue(s)
				return err
			})
			if err != nil || !ok {
				return orStop(err, stop)
			}
			asked++
			if text != "?" && v == q.Value {
				score++
				say("  Right.")
			} else {
				say("  %s %s. %s", wrongWord(text), t.FormatValue(q.Value), q.Why)
			}
		}
	}
	if ex.Ask&quiz.Pruned != 0 {
		say("\nPruned leaves: list the leaves alpha-beta never evaluates (names separated by spaces), or none.")
		var said map[int32]bool
		text, ok, err := read("> ", func(s string) (err error) {
			said, err = ex.ParseLeaves(s)
			return err
		})
		if err != nil || !ok {
			return orStop(err, stop)
		}
		right, wrong := []string{}, []quiz.Question{}
		for _, q := range ex.Questions {
			if q.Kind != quiz.PrunedQuestion {
				continue
			}
			asked++
			if text != "?" && said[q.Node] == q.IsPruned {
				score++
				if q.IsPruned {
					right = append(right, q.Name)
				}
			} else {
				wrong = append(wrong, q)
			}
		}
		if len(right) > 0 {
			say("  Right: %s %s pruned.", strings.Join(right, " "), map[bool]string{true: "is", false: "are"}[len(right) == 1])
		}
		if len(wrong) == 0 && len(right) == 0 {
			say("  Right: alpha-beta evaluates every leaf.")
		}
		for _, q := range wrong {
			switch {
			case text == "?":
				say("  %s", q.Why)
			case q.IsPruned:
				say("  Missed: %s", q.Why)
			default:
				say("  Wrong: %s", q.Why)
			}
		}
	}
	if ex.Ask&quiz.Windows != 0 {
		say("\nWindows: give alpha and beta as each node is entered, in the order alpha-beta visits them (such as -inf +inf).")
		var order []quiz.Question
		for _, n := range ex.VisitOrder() {
			order = append(order, byNode[[2]int32{n, int32(quiz.WindowQuestion)}])
		}
		for _, q := range order {
			var a, bt float64
			text, ok, err := read(fmt.Sprintf("%s (%s, visit #%d): ", q.Name, player(t.IsMax(q.Node)), ex.Ann.At(q.Node).Order), func(s string) (err error) {
				a, bt, err = quiz.ParseWindow(s)
				return err
			})
			if err != nil || !ok {
				return orStop(err, stop)
			}
			asked++
			if text != "?" && a == q.Alpha && bt == q.Beta {
				score++
				say("  Right.")
			} else {
				say("  %s %s. %s", wrongWord(text), q.Expected(t), q.Why)
			}
		}
	}
	fmt.Fprintf(out, "\nScore: %d of %d (%d%%).\n", score, total, (score*100+total/2)/total)
	return nil
}

// orStop ends a session: on an error, with it; else with the score so
// far.
func orStop(err error, stop func(string) error) error {
	if err != nil {
		return err
	}
	return stop("Stopped.")
}

// wrongWord introduces the right answer: after "?" it was asked for.
func wrongWord(text string) string {
	if text == "?" {
		return "The answer is"
	}
	return "Wrong: the answer is"
}

// player names a node's player.
func player(isMax bool) string {
	if isMax {
		return "MAX"
	}
	return "MIN"
}

// maxSheet bounds the exercises of a sheet.
const maxSheet = 50

// writeQuizSheet writes --sheet N: N exercises on random trees of seeds S,
// S+1, ... and their key, as a PDF painted in Go or a LaTeX document.
func writeQuizSheet(c *cli.Context, e *env, newSeed func() uint64) error {
	n := c.Int("sheet")
	if n < 1 || n > maxSheet {
		return usagef("--sheet %d: want 1 to %d exercises", n, maxSheet)
	}
	out := c.String("output")
	ext := strings.ToLower(filepath.Ext(out))
	if out == "" || (ext != ".pdf" && ext != ".tex") {
		return usagef("--sheet writes a file: give -o sheet.pdf (painted in Go) or -o sheet.tex (for pdflatex)")
	}
	for _, f := range []string{"leaves", "leaves-file", "moves", "board", "position", "size", "answers", "json"} {
		if c.IsSet(f) {
			return usagef("--%s does not apply to --sheet, which draws random trees (--depth, --branching, --seed)", f)
		}
	}
	if err := checkWritable("-o", out); err != nil {
		return err
	}
	seed, err := strconv.ParseUint(strings.TrimSpace(c.String("seed")), 10, 64)
	if c.IsSet("seed") && err != nil {
		return usagef("--seed %q: want a whole number from 0", c.String("seed"))
	}
	if !c.IsSet("seed") {
		seed = newSeed()
		fmt.Fprintf(e.stderr, "gametree: seed %d (give --seed %d to write this sheet again)\n", seed, seed)
	}
	var exs []render.Exercise
	for k := 0; k < n; k++ {
		p := explore.Values{"depth": {strconv.Itoa(c.Int("depth"))}, "branching": {strconv.Itoa(c.Int("branching"))},
			"seed": {strconv.FormatUint(seed+uint64(k), 10)}, "ask": {c.String("ask")}}
		req, err := explore.ParseQuiz(p, nil, nil)
		if err != nil {
			return err
		}
		ex, s, err := explore.Quiz(c.Context, req)
		if err != nil {
			return err
		}
		again := fmt.Sprintf("gametree quiz --depth %d --branching %d --seed %d", req.Depth, req.Branching, req.Seed)
		exs = append(exs, render.Exercise{
			Search: s,
			Title:  fmt.Sprintf("Exercise %d", k+1),
			Task:   append([]string{fmt.Sprintf("The tree of %s (root MAX). Alpha-beta searches children left to right.", again)}, ex.Task()...),
			Key:    append(ex.Key(), "Practise it again with "+again+"."),
		})
	}
	paper, _ := render.ParsePaper("a4")
	return writeOutput(e, out, func(w io.Writer) error {
		if ext == ".tex" {
			return render.ExercisesTeX(w, exs, paper)
		}
		gv, err := render.NewGraphviz(c.Context)
		if err != nil {
			return err
		}
		defer gv.Close()
		return gv.ExercisesPDF(w, exs, paper)
	})
}
