package quiz

import (
	"math"
	"strconv"
	"strings"

	"gametree/internal/fault"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/tree"
)

// The quiz of the chapter's imperfect real-time decisions (AIMA 4th
// edition, section 5.3), on a game tree: which leaves at the horizon are
// not quiet (the game's quiet test: Othello's open corner, Connect Four's
// four to complete or block), and which nodes ProbCut cuts off, given its
// fit and confidence. Each is a set of nodes, answered as the pruned
// leaves are ("noisy d3c5 e6f4", "cut f3", or none).

// NewForward is NewIn with ProbCut's fits and confidence, for the
// question of its cuts (Cuts); cut may be nil when it is not asked.
func NewForward(t *tree.Tree, ask Ask, lang msg.Lang, cut *minimax.Cut) (*Exercise, error) {
	if ask&(Quiet|Cuts) != 0 && (t.Kind != tree.Game || t.Players() > 0 || t.HasChance()) {
		return nil, errorf("the questions quiet and probcut are asked of a game tree of two players without chance (--game othello or connect4 with a position and --depth): a position's quiet test and ProbCut's shallow searches need the game")
	}
	if ask&Quiet != 0 {
		if _, _, ok := t.QuietAt(0); !ok {
			return nil, errorf("the question quiet asks which leaves are not quiet, and this game has no quiet test; Othello (a corner open) and Connect Four (a four to complete or block) have one")
		}
	}
	if ask&Cuts != 0 && cut == nil {
		return nil, errorf("the question probcut needs ProbCut's fit for the game")
	}
	ex, err := newExercise(t, ask, lang)
	if err != nil || ask&(Quiet|Cuts) == 0 {
		return ex, err
	}
	// The searches asked of, which name the quiz: alpha-beta only where
	// its answers are asked, ProbCut where its cuts are.
	if ask&(Values|Pruned|Windows) == 0 {
		ex.Searches = nil
	}
	if ask&Cuts == 0 {
		return ex, nil
	}
	ex.Searches = append(ex.Searches, graders(t, "cuts")...)
	ex.Cut = cut
	rec := minimax.NewRecorder(t.Len())
	minimax.Search[int32](t, 0, minimax.Options[int32]{Algorithm: minimax.ProbCut, Depth: t.Depth, Cut: cut, RootMin: !t.RootMax}, rec)
	ex.cutTests = rec.Tests
	ex.cutAnn = rec
	ex.Questions = append(ex.Questions, ex.cutQuestions()...)
	return ex, nil
}

// quietQuestion is the question of leaf n at the horizon: is it quiet?
func (ex *Exercise) quietQuestion(n int32) (Question, bool) {
	t := ex.Tree
	if int(t.Nodes[n].Depth) != t.Depth {
		return Question{}, false
	}
	quiet, why, _ := t.QuietAt(n)
	q := Question{Kind: QuietQuestion, Node: n, Name: t.Name(n), Flag: !quiet}
	switch {
	case t.Nodes[n].Terminal:
		q.Why = ex.t("%s is quiet: the game is over there.", q.Name)
	case quiet:
		q.Why = ex.t("%s is quiet: nothing there can swing the value at once.", q.Name)
	default:
		q.Why = ex.t("%s is not quiet: %s.", q.Name, ex.Lang.Word(why))
	}
	return q, true
}

// cutQuestions are the questions of ProbCut's tests: one for each node it
// tested (a node with a fit for its plies left, searched in a window),
// in preorder, cut or searched.
func (ex *Exercise) cutQuestions() []Question {
	var out []Question
	for _, n := range ex.Preorder() {
		test, ok := ex.cutTests[n]
		if !ok {
			continue
		}
		q := Question{Kind: CutQuestion, Node: n, Name: ex.Tree.Name(n), Flag: test.Cut != 0}
		q.Why = ex.whyCut(q.Name, test)
		out = append(out, q)
	}
	return out
}

// whyCut says ProbCut's test at a node, with its numbers.
func (ex *Exercise) whyCut(name string, test minimax.CutTest) string {
	f := test.Fit
	shallow := ex.t("a depth-%d search says %s", f.Shallow, ex.value(test.Shallow))
	if f.Shallow == 0 {
		shallow = ex.t("the evaluation says %s", ex.value(test.Shallow))
	}
	pred, m := round2(test.Predicted), round2(test.Margin())
	switch test.Cut {
	case 1:
		return ex.t("%s is cut: %s, which predicts %s; %s - %s ≥ beta %s.", name, shallow, ex.t("%g", pred), ex.t("%g", pred), ex.t("%g", m), ex.value(test.Beta))
	case -1:
		return ex.t("%s is cut: %s, which predicts %s; %s + %s ≤ alpha %s.", name, shallow, ex.t("%g", pred), ex.t("%g", pred), ex.t("%g", m), ex.value(test.Alpha))
	}
	return ex.t("%s is searched: %s, which predicts %s ± %s, inside the window (%s, %s).", name, shallow, ex.t("%g", pred), ex.t("%g", m), ex.value(test.Alpha), ex.value(test.Beta))
}

// round2 rounds v to two decimals, as the fit's numbers are told.
func round2(v float64) float64 { return math.Round(v*100) / 100 }

// forwardTask is the task's lines of the questions quiet and probcut.
func (ex *Exercise) forwardTask() []string {
	var out []string
	if ex.Ask&Quiet != 0 {
		out = append(out, ex.Lang.Word("Which leaves at the horizon are not quiet, by the game's quiet test (Othello: a corner open to the side to move; Connect Four: a four to complete or block at once)?"))
	}
	if ex.Ask&Cuts != 0 {
		out = append(out, ex.cutTask())
	}
	return out
}

// cutTask is the question of ProbCut's cuts, with the fits it tests by.
func (ex *Exercise) cutTask() string {
	var fits []string
	for _, f := range ex.Cut.Fits {
		x := "v" + strconv.Itoa(f.Shallow)
		if f.Height < ex.Tree.Depth {
			fits = append(fits, ex.t("at %d plies left, v%d = %s %s %s, sigma %s", f.Height, f.Height, ex.t("%g", round2(f.A)), x, signedText(ex, f.B), ex.t("%g", round2(f.Sigma))))
		}
	}
	return ex.t("Which nodes does ProbCut cut off, searching as alpha-beta does with its test first at each node (the fits from the side to move, vh a search of h plies, v0 the evaluation: %s; a cut needs the prediction %s sigma past the window)?", strings.Join(fits, "; "), ex.t("%g", round2(ex.Cut.T)))
}

// signedText writes b after a product in ex's language: "+ 1.1", "- 0.4".
func signedText(ex *Exercise, b float64) string {
	if b < 0 {
		return "- " + ex.t("%g", round2(-b))
	}
	return "+ " + ex.t("%g", round2(b))
}

// forwardKey is the key's lines of the questions quiet and probcut.
func (ex *Exercise) forwardKey() []string {
	var out []string
	for _, k := range []struct {
		kind Kind
		key  string
	}{{QuietQuestion, "Leaves not quiet: %s."}, {CutQuestion, "Cut by ProbCut: %s."}} {
		if ex.Ask&kindAsk(k.kind) == 0 {
			continue
		}
		var names []string
		for _, q := range ex.Questions {
			if q.Kind == k.kind && q.Flag {
				names = append(names, q.Name)
			}
		}
		if len(names) == 0 {
			names = []string{ex.Lang.Word("none")}
		}
		out = append(out, ex.t(k.key, strings.Join(names, ", ")))
	}
	return out
}

// kindAsk is the Ask that asks questions of kind k.
func kindAsk(k Kind) Ask {
	return map[Kind]Ask{ValueQuestion: Values, PrunedQuestion: Pruned, WindowQuestion: Windows, QuietQuestion: Quiet, CutQuestion: Cuts}[k]
}

// ParseNodes reads a list of nodes answering a set question of kind k
// (the leaves not quiet, the nodes cut): names separated by spaces or
// commas, or "none".
func (ex *Exercise) ParseNodes(s string, k Kind) (map[int32]bool, error) {
	out := map[int32]bool{}
	f := strings.Fields(strings.ReplaceAll(s, ",", " "))
	if len(f) == 1 && strings.EqualFold(f[0], "none") {
		return out, nil
	}
	asked := map[int32]bool{}
	for _, q := range ex.Questions {
		if q.Kind == k {
			asked[q.Node] = true
		}
	}
	for _, name := range f {
		n, ok := ex.Node(name)
		if !ok {
			return nil, ex.unknown(name)
		}
		if !asked[n] {
			if k == QuietQuestion {
				return nil, fault.Errorf("%s is not a leaf at the horizon: list the leaves at depth %d that are not quiet", ex.Tree.Name(n), ex.Tree.Depth)
			}
			return nil, fault.Errorf("%s is not a node ProbCut tests: it tests the nodes with a fit for their plies left, searched in a window that is not (-inf, +inf)", ex.Tree.Name(n))
		}
		out[n] = true
	}
	return out, nil
}

// askQuiet asks which leaves at the horizon are not quiet, in one line.
func (s *Session) askQuiet() error {
	return s.askSet(QuietQuestion, s.word("Leaves not quiet: list the leaves at the horizon that are not quiet (names separated by spaces), or none."))
}

// askCuts asks which nodes ProbCut cuts off, in one line.
func (s *Session) askCuts() error {
	return s.askSet(CutQuestion, s.Exercise.cutTask()+" "+s.word("Cut by ProbCut: list the nodes ProbCut cuts off (names separated by spaces), or none."))
}

// askSet asks a set question of kind k in one line, then says each
// answer right or wrong, with its reason.
func (s *Session) askSet(k Kind, prompt string) error {
	s.say("\n%s", prompt)
	text, err := s.read("> ", func(text string) error {
		said, err := s.Exercise.ParseNodes(text, k)
		s.ans.Marked[k], s.ans.MarkedGiven[k] = said, true
		return err
	})
	if err != nil {
		return err
	}
	shown := text == "?"
	for _, q := range s.Exercise.Questions {
		if q.Kind != k {
			continue
		}
		s.asked++
		switch {
		case shown:
			s.say("  %s", q.Why)
		case q.Right(s.ans):
			s.score++
			if q.Flag {
				s.say("  %s", s.Exercise.t("Right: %s", q.Why))
			}
		case q.Flag:
			s.say("  %s", s.Exercise.t("Missed: %s", q.Why))
		default:
			s.say("  %s", s.Exercise.t("Wrong: %s", q.Why))
		}
	}
	return nil
}
