package explore

import (
	"fmt"
	"io"
	"strings"

	"gametree/quiz"
	"gametree/render"
)

// The terminal session of a quiz (gametree quiz at a terminal).

// AskQuiz asks the questions of ex at a terminal (quiz.Session): what the
// tree is, the blank tree with its names, then each question checked at
// once, then the score. echo repeats each answer (a script's input);
// sentences wrap to width columns.
func AskQuiz(req *QuizRequest, ex *quiz.Exercise, in io.Reader, out io.Writer, echo bool, width int) error {
	l := ex.Lang
	intro := []string{l.T("Quiz on %s.", req.SourceIn(ex.Tree, l))}
	if req.Random {
		intro = append(intro, l.T("(%s gives this tree again.)", fmt.Sprintf("gametree quiz --depth %d --branching %d --seed %d", req.Depth, req.Branching, req.Seed)+randomAgain(req.Chance, req.Players)))
	}
	var b strings.Builder
	s := &render.Search{Tree: ex.Tree, Ann: ex.Ann, Lang: l}
	// Whether a leaf is quiet is read on its board: the tree is drawn
	// with them.
	boards := ex.Ask&quiz.Quiet != 0
	// ProbCut's shallow searches start from the inner nodes' own
	// evaluations: the tree gives them.
	evals := ex.Ask&quiz.Cuts != 0
	if err := render.Text(&b, s, render.Options{Blank: true, Names: true, Bare: true, Boards: boards, Evals: evals}); err != nil {
		return err
	}
	sess := &quiz.Session{Exercise: ex, In: in, Out: out, Intro: intro, Tree: b.String(), Echo: echo, Width: width}
	return sess.Run()
}
