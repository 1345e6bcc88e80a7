package explore

import (
	"context"
	"strings"
	"testing"
	"time"

	"gametree/internal/msg"
)

// aimaLecture opens a lecture of alpha-beta on AIMA's Figure 5.2.
func aimaLecture(t *testing.T, h *Lectures, extra Values) (*Lecture, string) {
	t.Helper()
	p := Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}
	for k, v := range extra {
		p[k] = v
	}
	lec, teacher, err := h.Open(context.Background(), p, "leaves=((3 12 8) (2 4 6) (14 5 2))")
	if err != nil {
		t.Fatal(err)
	}
	return lec, teacher
}

// A lecture of alpha-beta on AIMA's Figure 5.2: students join, answer
// B's value in their languages (a decimal comma in French), each counted
// once with the last answer kept; the tally groups equal answers; the
// reveal says who is right, with the quiz's answer and reason; the
// window and the pruned leaves are asked and graded too; the results'
// CSV gives each answer's count and each nickname's answers.
func TestLectureQuestions(t *testing.T) {
	h := NewLectures(LectureLimits{})
	lec, teacher := aimaLecture(t, h, nil)
	if !lec.Teacher(teacher) || lec.Teacher(strings.Repeat("0", len(teacher))) || len(lec.Code) != codeLength {
		t.Fatal("the teacher's secret or the code")
	}
	if got, err := h.Get(strings.ToLower(lec.Code[:3]) + " " + lec.Code[3:]); err != nil || got != lec {
		t.Fatalf("the code in lower case with a space: %v", err)
	}
	a, _ := lec.Join("Ada")
	b, _ := lec.Join("")
	c, _ := lec.Join("  Cy   Young ")
	if _, err := lec.Join("=cmd|' /C calc'!A0"); err == nil {
		t.Error("a nickname of marks")
	}
	if err := lec.Answer(a, "3", msg.En); err == nil {
		t.Error("an answer before any question")
	}
	if err := lec.Ask(LiveValue, "B"); err != nil {
		t.Fatal(err)
	}
	for _, ans := range []struct {
		who, text string
		l         msg.Lang
	}{{a, "12", msg.En}, {a, "3", msg.En}, {b, "3", msg.Fr}, {c, "2,5", msg.Fr}} {
		if err := lec.Answer(ans.who, ans.text, ans.l); err != nil {
			t.Fatal(err)
		}
	}
	if err := lec.Answer(c, "x", msg.Fr); err == nil || !strings.Contains(msg.Fr.Error(err), "n'est pas une valeur") {
		t.Errorf("an unreadable answer: %v", err)
	}
	cnt := lec.CountIn(msg.Fr)
	if cnt.Students != 3 || cnt.Answered != 3 || len(cnt.Bars) != 2 || cnt.Bars[0].Answer != "3" || cnt.Bars[0].Count != 2 || cnt.Bars[1].Answer != "2,5" || cnt.Bars[0].Right != nil {
		t.Errorf("the tally %+v", cnt)
	}
	if q := lec.Question(msg.En); q.Text != "What is the value of B?" || q.Revealed || q.Expected != "" {
		t.Errorf("the question before the reveal %+v", q)
	}
	if err := lec.Reveal(); err != nil {
		t.Fatal(err)
	}
	if q := lec.Question(msg.Fr); !q.Revealed || q.Expected != "3" || !strings.Contains(q.Why, "B est un nœud MIN") {
		t.Errorf("the French reveal %+v", q)
	}
	if m := lec.MineIn(c, msg.Fr); m == nil || m.Answer != "2,5" || m.Right == nil || *m.Right {
		t.Errorf("c's answer %+v", m)
	}
	if err := lec.Answer(a, "4", msg.En); err == nil {
		t.Error("an answer after the reveal")
	}
	if err := lec.Ask(LiveWindow, "C"); err != nil {
		t.Fatal(err)
	}
	lec.Answer(a, "[3, +inf]", msg.En)
	lec.Answer(c, "[3 ; +inf]", msg.Fr)
	lec.Answer(b, "-inf +inf", msg.En)
	if cnt := lec.CountIn(msg.En); cnt.Answered != 3 || cnt.Bars[0].Answer != "[3, +inf]" || cnt.Bars[0].Count != 2 {
		t.Errorf("the windows' tally %+v", cnt)
	}
	if err := lec.Ask(LivePruned, ""); err != nil {
		t.Fatal(err)
	}
	lec.Answer(a, "C2 C3", msg.En)
	lec.Answer(b, "c3, c2", msg.En)
	lec.Answer(c, "aucune", msg.Fr)
	lec.Reveal()
	cnt = lec.CountIn(msg.En)
	if cnt.Bars[0].Answer != "C2 C3" || cnt.Bars[0].Count != 2 || !*cnt.Bars[0].Right || cnt.Bars[1].Answer != "none" || *cnt.Bars[1].Right {
		t.Errorf("the pruned leaves' tally %+v", cnt)
	}
	var csv strings.Builder
	if err := lec.WriteCSV(&csv, msg.En); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"question,kind,node,answer,count,right", "1,value,B,3,2,yes", "1,value,B,2.5,1,no", "nickname,question,answer,right", "Cy Young,1,2.5,no", "Ada,3,C2 C3,yes"} {
		if !strings.Contains(csv.String(), want+"\n") {
			t.Errorf("the CSV lacks %q:\n%s", want, csv.String())
		}
	}
}

// A lecture asks only what the quiz grades of its search: Monte Carlo
// asks nothing; alpha-beta in another order asks values, not the pruned
// leaves; a leaf's value and an unknown node are refused.
func TestLectureRefusals(t *testing.T) {
	h := NewLectures(LectureLimits{MaxLectures: 3, MaxStudents: 2})
	mcts, _ := aimaLecture(t, h, Values{"algo": {"mcts"}, "iterations": {"20"}, "seed": {"1"}})
	if err := mcts.Ask(LiveValue, "B"); err == nil || !strings.Contains(err.Error(), "ask select") {
		t.Errorf("MCTS: %v", err)
	}
	ordered, _ := aimaLecture(t, h, Values{"order": {"perfect"}})
	if err := ordered.Ask(LivePruned, ""); err == nil {
		t.Error("the pruned leaves of another order")
	}
	if err := ordered.Ask(LiveValue, "B"); err != nil {
		t.Errorf("a value in another order: %v", err)
	}
	for _, node := range []string{"B1", "Z"} {
		if err := ordered.Ask(LiveValue, node); err == nil {
			t.Errorf("the value of %s", node)
		}
	}
	ordered.Join("")
	ordered.Join("")
	if _, err := ordered.Join(""); err == nil || !strings.Contains(err.Error(), "admits 2 students") {
		t.Errorf("a third student: %v", err)
	}
	aimaLecture(t, h, nil)
	if _, _, err := h.Open(context.Background(), Values{"leaves": {"(1 2)"}}, ""); err == nil || !strings.Contains(err.Error(), "3 lectures") {
		t.Errorf("a fourth lecture: %v", err)
	}
	if err := ordered.GoTo(99, -1); err == nil {
		t.Error("step 99")
	}
	h.Close(ordered)
	if _, err := h.Get(ordered.Code); err == nil {
		t.Error("a closed lecture")
	}
	if _, err := ordered.Join(""); err == nil {
		t.Error("a student joins a closed lecture")
	}
}

// A lecture its teacher leaves idle ends, and its pages hear it.
func TestLectureIdle(t *testing.T) {
	h := NewLectures(LectureLimits{Idle: time.Minute})
	now := time.Now()
	h.now = func() time.Time { return now }
	lec, _ := aimaLecture(t, h, nil)
	_, changed := lec.State()
	now = now.Add(2 * time.Minute)
	if h.Len() != 0 {
		t.Error("an idle lecture kept")
	}
	select {
	case <-changed:
	default:
		t.Error("its pages not told")
	}
	if st, _ := lec.State(); !st.Ended {
		t.Error("not ended")
	}
}

// The lecture's nodes are the step-through's: the same ids name the same
// nodes on a game tree (the quiz's tree and the searched one).
func TestLectureNodesAreTheSteps(t *testing.T) {
	p := Values{"game": {"othello"}, "depth": {"2"}}
	h := NewLectures(LectureLimits{})
	lec, _, err := h.Open(context.Background(), p, "")
	if err != nil {
		t.Fatal(err)
	}
	req, _ := ParseStep(p, nil)
	steps, err := Step(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	st := steps.Drawing().Tree
	names := lec.Nodes(msg.En)
	if len(names) != st.Len() {
		t.Fatalf("%d nodes, the step's %d", len(names), st.Len())
	}
	for i, n := range names {
		if st.Name(int32(i)) != n {
			t.Fatalf("node %d: %s, the step's %s", i, n, st.Name(int32(i)))
		}
	}
}

// A cell a spreadsheet would read as a formula is quoted; a number is not.
func TestLectureCSVCells(t *testing.T) {
	got := cells("=1+2", "-3", "+inf", "@x", "B", "-2.5")
	want := []string{"'=1+2", "-3", "'+inf", "'@x", "B", "-2.5"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("%q", got)
	}
}

// A lecture of Monte Carlo tree search asks which child UCT selects at
// the next selection, graded by the search's own trace: on tic-tac-toe
// after b2 (12 iterations, seed 1), the first selection is at the root,
// where b1 and c2 tie at 3.039 and b1, the first, is chosen; a move that
// is no child is refused with the children's names.
func TestLectureUCTSelection(t *testing.T) {
	h := NewLectures(LectureLimits{})
	lec, _, err := h.Open(context.Background(), Values{"game": {"tictactoe"}, "moves": {"b2"}, "algo": {"mcts"}, "iterations": {"12"}, "seed": {"1"}}, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(lec.Kinds(), " "); got != "select" {
		t.Fatalf("kinds %q", got)
	}
	if err := lec.Ask(LiveSelect, ""); err != nil {
		t.Fatal(err)
	}
	a, _ := lec.Join("")
	b, _ := lec.Join("")
	if err := lec.Answer(a, "zz", msg.En); err == nil || !strings.Contains(err.Error(), "is not a child of root: its children are a1 b1 c1 a2 c2 a3 b3 c3") {
		t.Errorf("no child: %v", err)
	}
	lec.Answer(a, "B1", msg.En)
	lec.Answer(b, "c2", msg.Fr)
	lec.Reveal()
	q := lec.Question(msg.Fr)
	if q.Text != "Quel enfant de root UCT sélectionne-t-il ensuite ? (son coup)" || q.Expected != "b1" || !strings.Contains(q.Why, "Q 1,000 + U 2,039 = 3,039") {
		t.Errorf("the French question %+v", q)
	}
	if m := lec.MineIn(a, msg.En); m == nil || !*m.Right {
		t.Errorf("b1: %+v", m)
	}
	if m := lec.MineIn(b, msg.En); m == nil || *m.Right {
		t.Errorf("c2: %+v", m)
	}
}

// A lecture of CFR on Kuhn poker asks what regret matching plays next at
// a set the next step's walk updates (the step shown has the answer in
// its table), graded by that walk's own update: asked at step 1, the
// walk of step 2 leaves Jpb's regrets at p 0.083 and b -0.417, so regret
// matching plays p always; an answer in any of the quiz's forms, French's
// decimal commas too; a set that walk does not update is refused with
// the sets it does, and at the last step there is no next walk.
func TestLectureRegretMatching(t *testing.T) {
	h := NewLectures(LectureLimits{})
	lec, _, err := h.Open(context.Background(), Values{"game": {"kuhn"}, "algo": {"cfr"}, "iterations": {"3"}}, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(lec.Kinds(), " "); got != "matching" || len(lec.Sets()) != 3 || len(lec.Sets()[0]) != 12 {
		t.Fatalf("kinds %q, sets %v", got, lec.Sets())
	}
	if err := lec.Ask(LiveMatching, "Zz"); err == nil || !strings.Contains(err.Error(), "its sets are Jpb, Qp,") {
		t.Errorf("no such set: %v", err)
	}
	if err := lec.Ask(LiveMatching, "jpb"); err != nil {
		t.Fatal(err)
	}
	var tokens []string
	for range 4 {
		tok, _ := lec.Join("")
		tokens = append(tokens, tok)
	}
	for i, a := range []struct {
		text string
		l    msg.Lang
	}{{"1 0", msg.En}, {"p 1, b 0", msg.En}, {"1,0 0,0", msg.Fr}, {"0,5 0,5", msg.Fr}} {
		if err := lec.Answer(tokens[i], a.text, a.l); err != nil {
			t.Fatalf("%q: %v", a.text, err)
		}
	}
	if err := lec.Answer(tokens[0], "x", msg.En); err == nil {
		t.Error("an unreadable strategy")
	}
	lec.GoTo(3, -1)
	if err := lec.Ask(LiveMatching, "Jpb"); err == nil || !strings.Contains(err.Error(), "no walk comes after this step") {
		t.Errorf("at the last step: %v", err)
	}
	lec.Reveal()
	c := lec.CountIn(msg.Fr)
	if len(c.Bars) != 2 || c.Bars[0].Answer != "1,000 0,000" || c.Bars[0].Count != 3 || !*c.Bars[0].Right || *c.Bars[1].Right {
		t.Errorf("the tally %+v", c)
	}
	q := lec.Question(msg.En)
	if !strings.Contains(q.Text, "After the walk of step 2, the regrets at Jpb are p 0.083, b -0.417") || q.Expected != "p 1.000, b 0.000" || !strings.Contains(q.Why, "in proportion to its positive regret") {
		t.Errorf("the question %+v", q)
	}
}

// A lecture of PUCT asks which child PUCT selects next, its reason the
// score's terms and the child's prior: on tic-tac-toe after b2, the first
// selection, at the root of one visit, goes to the highest prior.
func TestLecturePUCTSelection(t *testing.T) {
	h := NewLectures(LectureLimits{})
	lec, _, err := h.Open(context.Background(), Values{"game": {"tictactoe"}, "moves": {"b2"}, "algo": {"puct"}, "iterations": {"6"}}, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := lec.Ask(LiveSelect, ""); err != nil {
		t.Fatal(err)
	}
	a, _ := lec.Join("")
	lec.Answer(a, "a3", msg.En)
	lec.Reveal()
	q := lec.Question(msg.En)
	if q.Text != "Which child of root does PUCT select next? (its move)" || q.Expected != "a3" || !strings.Contains(q.Why, "Q 0.000 + U ") || !strings.Contains(q.Why, "with its prior P 0.274") {
		t.Errorf("the question %+v", q)
	}
	if m := lec.MineIn(a, msg.En); m == nil || !*m.Right {
		t.Errorf("a3: %+v", m)
	}
}
