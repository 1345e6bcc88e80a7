package quiz

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gametree/internal/lines"
	"gametree/tree"
)

// Session asks the questions of an exercise at a terminal, one a line,
// and says at once whether each answer is right (by Question.Right, as
// Grade judges), with the reason when it is not. ? shows an answer (it
// counts as wrong); q or the end of the input stops with the score so
// far.
type Session struct {
	Exercise *Exercise
	In       io.Reader
	Out      io.Writer
	// Intro are the sentences said first (what the tree is); Tree is the
	// blank tree drawn as text, shown after them.
	Intro []string
	Tree  string
	// Echo repeats each answer read (In is not a terminal, as in a
	// script).
	Echo bool
	// Width is the terminal's width, which sentences wrap to (80 when 0).
	Width int

	in           *lines.Reader
	ans          *Answers
	score, asked int
}

// errStop ends a session early: q or the end of the input.
var errStop = errorf("stopped")

// Run asks every question of the exercise, then gives the score.
func (s *Session) Run() error {
	s.in, s.ans = lines.NewReader(s.In), NewAnswers()
	for _, line := range s.Intro {
		s.say("%s", line)
	}
	switch {
	case s.Exercise.Players > 0:
		fmt.Fprintln(s.Out, lines.Hang(s.Exercise.t("A game of %s players, %s at the root: max^n values it, each player taking the child best for itself (the first on a tie); max^n with shallow pruning searches it as gametree tree --algo shallow does: children left to right.", strconv.Itoa(s.Exercise.Players), s.Exercise.mover(0)), 79))
	case s.Exercise.Chance:
		fmt.Fprintln(s.Out, lines.Hang(s.Exercise.t("Chance nodes weigh their children by their probabilities: expectimax values them; Star1 searches the tree as gametree tree --algo star1 does: children left to right, the values' bounds %s and %s.", s.Exercise.value(s.Exercise.Low), s.Exercise.value(s.Exercise.High)), 79))
	default:
		fmt.Fprintln(s.Out, s.word("Alpha-beta searches it as gametree tree does: children left to right, fail-soft."))
	}
	fmt.Fprintln(s.Out)
	fmt.Fprint(s.Out, s.Tree)
	s.say("\n%s", s.word("Type ? to see an answer (it counts as wrong), q to stop."))
	ex := s.Exercise
	for _, ask := range []struct {
		kind Ask
		run  func() error
	}{{Values, s.askValues}, {Pruned, s.askPruned}, {Windows, s.askWindows}, {Quiet, s.askQuiet}, {Cuts, s.askCuts}} {
		if ex.Ask&ask.kind == 0 {
			continue
		}
		if err := ask.run(); err == errStop {
			fmt.Fprint(s.Out, "\n"+s.Exercise.t("Stopped. Score so far: %s of %s answered (%s questions in all).", strconv.Itoa(s.score), strconv.Itoa(s.asked), strconv.Itoa(len(ex.Questions)))+"\n")
			return nil
		} else if err != nil {
			return err
		}
	}
	total := len(ex.Questions)
	fmt.Fprint(s.Out, "\n"+s.Exercise.t("Score: %s of %s (%s%%).", strconv.Itoa(s.score), strconv.Itoa(total), strconv.Itoa((s.score*100+total/2)/total))+"\n")
	return nil
}

// say writes a sentence, wrapped to the width, continued under its
// indent.
func (s *Session) say(format string, args ...any) {
	width := s.Width
	if width == 0 {
		width = 80
	}
	text := fmt.Sprintf(format, args...)
	for _, para := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		indent := para[:len(para)-len(strings.TrimLeft(para, " "))]
		fmt.Fprintln(s.Out, strings.Join(lines.Wrap(para, width-1, indent), "\n"))
	}
}

// read asks until the answer parses, and returns it ("?" to see the
// answer); it returns errStop at q or the end of the input.
func (s *Session) read(prompt string, parse func(string) error) (string, error) {
	for {
		fmt.Fprint(s.Out, prompt)
		text, err := s.in.Next()
		var tooLong *lines.TooLongError
		switch {
		case errors.As(err, &tooLong):
			fmt.Fprint(s.Out, "\n"+s.Exercise.t("That line is longer than %s bytes; it was skipped.", strconv.Itoa(lines.Max))+"\n")
			continue
		case err == io.EOF:
			fmt.Fprintln(s.Out)
			return "", errStop
		case err != nil:
			return "", err
		}
		text = strings.TrimSpace(text)
		if s.Echo {
			fmt.Fprintln(s.Out, text) // a scripted session shows its answers
		}
		switch strings.ToLower(text) {
		case "q", "quit":
			return "", errStop
		case "?":
			return "?", nil
		case "":
			s.say("  %s", s.word("(type an answer, ? to see it, q to stop)"))
			continue
		}
		if err := parse(text); err != nil {
			s.say("  %s", s.Exercise.Lang.Error(err))
			continue
		}
		return text, nil
	}
}

// judge counts the answer to q and says whether it is right.
func (s *Session) judge(q Question, shown bool) {
	s.asked++
	if !shown && q.Right(s.ans) {
		s.score++
		s.say("  %s", s.word("Right."))
		return
	}
	if shown {
		s.say("  %s %s", s.Exercise.t("The answer is %s.", s.Exercise.expectedText(q)), q.Why)
		return
	}
	s.say("  %s %s", s.Exercise.t("Wrong: the answer is %s.", s.Exercise.expectedText(q)), q.Why)
}

// question returns the question of kind about node n.
func (s *Session) question(n int32, kind Kind) Question {
	for _, q := range s.Exercise.Questions {
		if q.Node == n && q.Kind == kind {
			return q
		}
	}
	return Question{}
}

// askValues asks the value of each inner node, children first.
func (s *Session) askValues() error {
	t := s.Exercise.Tree
	switch {
	case s.Exercise.Players > 0:
		s.say("\n%s", s.Exercise.t("Values: give the max^n value of each inner node, children first: its vector of utilities %s, a utility a player.", tree.VectorForm(s.Exercise.Players)))
	case s.Exercise.Chance:
		s.say("\n%s", s.word("Values: give the expectimax value of each inner node, children first (a fraction such as 21/4, or a decimal to three places)."))
	default:
		s.say("\n%s", s.word("Values: give the minimax value of each inner node, children first."))
	}
	for _, n := range s.Exercise.Postorder() {
		q := s.question(n, ValueQuestion)
		who := playerName(t.IsMax(n))
		switch {
		case t.IsChance(n):
			who = s.word("chance")
		case s.Exercise.Players > 0:
			// Players are letters as nodes are: say which is which.
			who = s.Exercise.t("player %s", s.Exercise.mover(n))
		}
		text, err := s.read(s.Exercise.t("%s (%s): ", q.Name, who), func(text string) error {
			if s.Exercise.Players > 0 {
				v, err := s.Exercise.ParseVector(text)
				s.ans.Vectors[n] = v
				return err
			}
			v, err := s.Exercise.ParseValue(text)
			s.ans.Values[n] = v
			return err
		})
		if err != nil {
			return err
		}
		s.judge(q, text == "?")
	}
	return nil
}

// askPruned asks for the leaves alpha-beta never evaluates, in one line.
func (s *Session) askPruned() error {
	switch {
	case s.Exercise.Players > 0:
		s.say("\n%s", s.Exercise.t("Pruned leaves: list the leaves max^n with shallow pruning never evaluates (names separated by spaces), or none; a leaf's utilities sum to at most %s, each at least %s.", s.Exercise.utility(s.Exercise.Sum), s.Exercise.utility(s.Exercise.Least)))
	case s.Exercise.Chance:
		s.say("\n%s", s.word("Pruned leaves: list the leaves Star1 never evaluates (names separated by spaces), or none."))
	default:
		s.say("\n%s", s.word("Pruned leaves: list the leaves alpha-beta never evaluates (names separated by spaces), or none."))
	}
	text, err := s.read("> ", func(text string) error {
		said, err := s.Exercise.ParseLeaves(text)
		s.ans.Pruned, s.ans.PrunedGiven = said, true
		return err
	})
	if err != nil {
		return err
	}
	shown := text == "?"
	var right []string
	var wrong []Question
	for _, q := range s.Exercise.Questions {
		if q.Kind != PrunedQuestion {
			continue
		}
		s.asked++
		if !shown && q.Right(s.ans) {
			s.score++
			if q.IsPruned {
				right = append(right, q.Name)
			}
		} else {
			wrong = append(wrong, q)
		}
	}
	if len(right) > 0 {
		if len(right) == 1 {
			s.say("  %s", s.Exercise.t("Right: %s is pruned.", right[0]))
		} else {
			s.say("  %s", s.Exercise.t("Right: %s are pruned.", strings.Join(right, " ")))
		}
	}
	if len(wrong) == 0 && len(right) == 0 {
		switch {
		case s.Exercise.Players > 0:
			s.say("  %s", s.word("Right: max^n with shallow pruning evaluates every leaf."))
		case s.Exercise.Chance:
			s.say("  %s", s.word("Right: Star1 evaluates every leaf."))
		default:
			s.say("  %s", s.word("Right: alpha-beta evaluates every leaf."))
		}
	}
	for _, q := range wrong {
		switch {
		case shown:
			s.say("  %s", q.Why)
		case q.IsPruned:
			s.say("  %s", s.Exercise.t("Missed: %s", q.Why))
		default:
			s.say("  %s", s.Exercise.t("Wrong: %s", q.Why))
		}
	}
	return nil
}

// askWindows asks the window of each node as it is entered, in the order
// alpha-beta visits them.
func (s *Session) askWindows() error {
	ex := s.Exercise
	s.say("\n%s", s.word("Windows: give alpha and beta as each node is entered, in the order alpha-beta visits them (such as -inf +inf)."))
	for _, n := range ex.VisitOrder() {
		q := s.question(n, WindowQuestion)
		prompt := ex.t("%s (%s, visit #%s): ", q.Name, playerName(ex.Tree.IsMax(n)), strconv.Itoa(int(ex.Ann.At(n).Order)))
		text, err := s.read(prompt, func(text string) error {
			a, b, err := s.Exercise.ParseWindow(text)
			s.ans.Windows[n] = [2]float64{a, b}
			return err
		})
		if err != nil {
			return err
		}
		s.judge(q, text == "?")
	}
	return nil
}

// word writes a fixed sentence in the exercise's language.
func (s *Session) word(w string) string { return s.Exercise.Lang.Word(w) }

// playerName names a node's player.
func playerName(isMax bool) string {
	if isMax {
		return "MAX"
	}
	return "MIN"
}
