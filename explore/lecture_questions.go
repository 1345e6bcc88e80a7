package explore

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"gametree/internal/msg"
	"gametree/quiz"
	"gametree/tree"
)

// Ask asks the hall a question: kind about node (a node's name, as the
// quiz names it; none for the pruned leaves, asked of the whole tree).
// The question before it closes; its answers are kept for the results.
func (lec *Lecture) Ask(kind LiveKind, node string) error {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	if lec.state.Ended {
		return errEnded()
	}
	if len(lec.kinds) == 0 {
		return usagef("this lecture's search is not one the quiz grades (hidden information and forward pruning are not): it asks no questions")
	}
	if len(lec.questions) >= MaxQuestions {
		return OverLimitf("a lecture asks at most %d questions", MaxQuestions)
	}
	if !lec.kinds[kind] {
		return usagef("this lecture's search is not asked %s questions: ask %s", kind, lec.kindsText())
	}
	switch kind {
	case LiveSelect:
		return lec.askSelect()
	case LiveMatching:
		return lec.askMatching(node)
	}
	ex := lec.ex[msg.En]
	q := &liveQuestion{Kind: kind, Node: -1}
	if kind != LivePruned {
		n, ok := ex.Node(node)
		if !ok {
			return usagef("no node %q in this tree", msg.Escaped(node))
		}
		q.Node = n
	}
	if len(lec.graders(q)) == 0 {
		return usagef("the quiz of this tree asks no such question of %s: ask the value of an inner node, the window of a node the search visits, or the pruned leaves (of a search that prunes)", msg.Escaped(node))
	}
	lec.asked(q)
	return nil
}

// asked makes q the current question.
func (lec *Lecture) asked(q *liveQuestion) {
	lec.touched = lec.now()
	lec.questions = append(lec.questions, q)
	lec.state.Question, lec.state.Revealed = len(lec.questions), false
	lec.changeLocked()
}

// askSelect asks the child UCT selects at the first selection after the
// step shown.
func (lec *Lecture) askSelect() error {
	for k := lec.state.Step + 1; k <= lec.steps; k++ {
		if r := lec.trace.Row(k); r.Event == "select" && r.Chosen != nil {
			lec.asked(&liveQuestion{Kind: LiveSelect, Node: int32(r.ID), sel: &r})
			return nil
		}
	}
	return usagef("no selection comes after this step: step back to ask which child UCT selects")
}

// Kinds are the kinds of question the lecture asks ("value", "window",
// "pruned"), none when its search is not one the quiz grades.
func (lec *Lecture) Kinds() []string {
	out := []string{}
	for _, k := range []LiveKind{LiveValue, LiveWindow, LivePruned, LiveSelect, LiveMatching} {
		if lec.kinds[k] {
			out = append(out, k.String())
		}
	}
	return out
}

// NoQuestions says, in l, why the lecture asks no questions; empty when
// it asks some.
func (lec *Lecture) NoQuestions(l msg.Lang) string {
	switch {
	case len(lec.kinds) > 0:
		return ""
	case lec.refused != nil:
		return l.T("The quiz cannot make an exercise of this tree, so the lecture asks no questions: %s.", l.Error(lec.refused))
	}
	return l.Word("The quiz does not grade this search: the lecture asks no questions.")
}

// kindsText lists the kinds of question the lecture asks, in English:
// "value, window or pruned".
func (lec *Lecture) kindsText() string {
	var out []string
	for _, k := range []LiveKind{LiveValue, LiveWindow, LivePruned, LiveSelect, LiveMatching} {
		if lec.kinds[k] {
			out = append(out, k.String())
		}
	}
	return strings.Join(out, ", ")
}

// graders are the quiz's questions (English) that grade q: the value or
// window question of its node, or every pruned question.
func (lec *Lecture) graders(q *liveQuestion) []quiz.Question {
	var out []quiz.Question
	for _, qq := range lec.ex[msg.En].Questions {
		switch {
		case q.Kind == LivePruned && qq.Kind == quiz.PrunedQuestion,
			q.Kind == LiveValue && qq.Kind == quiz.ValueQuestion && qq.Node == q.Node,
			q.Kind == LiveWindow && qq.Kind == quiz.WindowQuestion && qq.Node == q.Node:
			out = append(out, qq)
		}
	}
	return out
}

// Reveal shows the current question's answer.
func (lec *Lecture) Reveal() error {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	if lec.state.Question == 0 {
		return usagef("no question is asked: ask one first")
	}
	lec.touched = lec.now()
	if !lec.state.Revealed {
		lec.state.Revealed = true
		lec.changeLocked()
	}
	return nil
}

// Answer records a student's answer to the current question, in the
// student's language l (a decimal comma in French): the last one kept.
// An answer the quiz cannot read is refused with its reason; one after
// the reveal too.
func (lec *Lecture) Answer(token, text string, l msg.Lang) error {
	if len(text) > MaxAnswer {
		return usagef("an answer has at most %d bytes", MaxAnswer)
	}
	lec.mu.Lock()
	defer lec.mu.Unlock()
	st := lec.students[token]
	switch {
	case st == nil:
		return usagef("you are not in this lecture: join it again with its code")
	case lec.state.Ended:
		return errEnded()
	case lec.state.Question == 0:
		return usagef("no question is asked yet")
	case lec.state.Revealed:
		return usagef("the answer is shown: wait for the next question")
	}
	q := lec.questions[lec.state.Question-1]
	a, err := lec.read(q, text, l)
	if err != nil {
		return err
	}
	st.answers[lec.state.Question] = a
	lec.talliedLocked()
	return nil
}

// read reads an answer to q as the quiz in l reads an answer line: the
// answer's key, whether it is right, and how it is written.
func (lec *Lecture) read(q *liveQuestion, text string, l msg.Lang) (*liveAnswer, error) {
	switch q.Kind {
	case LiveSelect:
		return q.readChild(text)
	case LiveMatching:
		return q.readStrategy(text)
	}
	ex := lec.ex[l]
	t := ex.Tree
	line := "pruned "
	if q.Kind != LivePruned {
		name := strings.ReplaceAll(t.Name(q.Node), " ", "")
		line = map[LiveKind]string{LiveValue: name + " ", LiveWindow: "window " + name + " "}[q.Kind]
	}
	text = strings.TrimSpace(strings.ReplaceAll(text, "\n", " "))
	if text == "" {
		return nil, usagef("the answer is empty")
	}
	if q.Kind == LivePruned && strings.EqualFold(text, msg.Fr.Word("none")) {
		text = "none"
	}
	ans, err := ex.ParseAnswers(strings.NewReader(line+text+"\n"), "answer")
	if err != nil {
		var le *quiz.LineError
		if errors.As(err, &le) {
			return nil, le.Err
		}
		return nil, err
	}
	a := &liveAnswer{right: true}
	for _, qq := range lec.graders(q) {
		a.right = a.right && qq.Right(ans)
	}
	switch q.Kind {
	case LiveValue:
		if v, ok := ans.Vectors[q.Node]; ok {
			a.key = tree.FormatVector(v)
			a.shown = func(msg.Lang) string { return tree.FormatVector(v) }
		} else {
			v := ans.Values[q.Node]
			a.key = strconv.FormatFloat(v, 'g', -1, 64)
			a.shown = func(l msg.Lang) string {
				return lec.ex[l].ExpectedText(quiz.Question{Kind: quiz.ValueQuestion, Value: v})
			}
		}
	case LiveWindow:
		w := ans.Windows[q.Node]
		a.key = fmt.Sprint(w)
		a.shown = func(l msg.Lang) string {
			return lec.ex[l].ExpectedText(quiz.Question{Kind: quiz.WindowQuestion, Alpha: w[0], Beta: w[1]})
		}
	case LivePruned:
		var names []string
		for _, qq := range lec.graders(q) {
			if ans.Pruned[qq.Node] {
				names = append(names, t.Name(qq.Node))
			}
		}
		a.key = strings.Join(names, " ")
		a.shown = func(l msg.Lang) string {
			if len(names) == 0 {
				return l.Word("none")
			}
			return strings.Join(names, " ")
		}
	}
	return a, nil
}

// LiveQuestion is a question as a page shows it, in its reader's
// language: what it asks, and once revealed the answer and why.
type LiveQuestion struct {
	Number int    `json:"number"`
	Kind   string `json:"kind"`
	Node   string `json:"node,omitempty"`
	Text   string `json:"text"`
	// Revealed, Expected and Why: the answer shown, as the quiz writes
	// it, and its reason.
	Revealed bool   `json:"revealed"`
	Expected string `json:"expected,omitempty"`
	Why      string `json:"why,omitempty"`
}

// Question returns the current question as a page in l shows it; nil for
// none.
func (lec *Lecture) Question(l msg.Lang) *LiveQuestion {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	if lec.state.Question == 0 {
		return nil
	}
	return lec.questionLocked(lec.state.Question, l)
}

// questionLocked writes question k (from 1) in l.
func (lec *Lecture) questionLocked(k int, l msg.Lang) *LiveQuestion {
	q := lec.questions[k-1]
	out := &LiveQuestion{Number: k, Kind: q.Kind.String(), Revealed: lec.state.Revealed || k < lec.state.Question}
	switch q.Kind {
	case LiveSelect:
		return q.selectQuestion(out, l)
	case LiveMatching:
		return q.matchingQuestion(out, l)
	}
	ex := lec.ex[l]
	switch q.Kind {
	case LiveValue:
		out.Node = ex.Tree.Name(q.Node)
		out.Text = l.T("What is the value of %s?", out.Node)
	case LiveWindow:
		out.Node = ex.Tree.Name(q.Node)
		out.Text = l.T("With what window [alpha, beta] is %s entered?", out.Node)
	case LivePruned:
		out.Text = l.Word("Which leaves does the search never evaluate? (their names, or none)")
	}
	if !out.Revealed {
		return out
	}
	var pruned, why []string
	for _, qq := range lec.gradersIn(q, l) {
		if q.Kind != LivePruned {
			out.Expected, out.Why = ex.ExpectedText(qq), qq.Why
		} else if qq.IsPruned {
			pruned = append(pruned, qq.Name)
			why = append(why, qq.Why)
		}
	}
	if q.Kind == LivePruned {
		out.Expected, out.Why = strings.Join(pruned, " "), strings.Join(why, " ")
		if len(pruned) == 0 {
			out.Expected = l.Word("none")
		}
	}
	return out
}

// gradersIn are graders of q in the exercise of l (the reasons in l).
func (lec *Lecture) gradersIn(q *liveQuestion, l msg.Lang) []quiz.Question {
	en := lec.graders(q)
	var out []quiz.Question
	for _, qq := range lec.ex[l].Questions {
		if slices.ContainsFunc(en, func(e quiz.Question) bool { return e.Kind == qq.Kind && e.Node == qq.Node }) {
			out = append(out, qq)
		}
	}
	return out
}

// Bar is one answer of a tally: as written in the reader's language, how
// many gave it, and, once revealed, whether it is right.
type Bar struct {
	Answer string `json:"answer"`
	Count  int    `json:"count"`
	Right  *bool  `json:"right,omitempty"`
}

// Count is the presenter's tally of the current question in l: the
// students, how many answered, and the answers, most given first.
type Count struct {
	Students int   `json:"students"`
	Answered int   `json:"answered"`
	Bars     []Bar `json:"bars"`
}

// CountIn tallies the current question's answers in l.
func (lec *Lecture) CountIn(l msg.Lang) Count {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	c := Count{Students: len(lec.students), Bars: []Bar{}}
	if lec.state.Question == 0 {
		return c
	}
	c.Answered, c.Bars = lec.barsLocked(lec.state.Question, l, lec.state.Revealed)
	return c
}

// barsLocked tallies question k's answers: how many answered, and a bar
// an answer, most given first, then by their text.
func (lec *Lecture) barsLocked(k int, l msg.Lang, revealed bool) (int, []Bar) {
	n := 0
	byKey := map[string]*Bar{}
	var order []string
	for _, st := range lec.students {
		a := st.answers[k]
		if a == nil {
			continue
		}
		n++
		b := byKey[a.key]
		if b == nil {
			b = &Bar{Answer: a.shown(l)}
			if revealed {
				right := a.right
				b.Right = &right
			}
			byKey[a.key] = b
			order = append(order, a.key)
		}
		b.Count++
	}
	bars := make([]Bar, 0, len(order))
	for _, key := range order {
		bars = append(bars, *byKey[key])
	}
	slices.SortFunc(bars, func(a, b Bar) int {
		if a.Count != b.Count {
			return b.Count - a.Count
		}
		return strings.Compare(a.Answer, b.Answer)
	})
	return n, bars
}

// Mine is a student's own answer to the current question: as written,
// and once revealed whether it is right; nil when none.
type Mine struct {
	Answer string `json:"answer"`
	Right  *bool  `json:"right,omitempty"`
}

// MineIn returns the answer of the student of token to the current
// question, in l.
func (lec *Lecture) MineIn(token string, l msg.Lang) *Mine {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	st := lec.students[token]
	if st == nil || lec.state.Question == 0 {
		return nil
	}
	a := st.answers[lec.state.Question]
	if a == nil {
		return nil
	}
	m := &Mine{Answer: a.shown(l)}
	if lec.state.Revealed {
		right := a.right
		m.Right = &right
	}
	return m
}

// Nodes returns the names of the nodes, by id, in l (the pages' menu of
// nodes to ask about); nil when the lecture asks no questions.
func (lec *Lecture) Nodes(l msg.Lang) []string {
	if lec.ex == nil {
		return nil
	}
	t := lec.ex[l].Tree
	out := make([]string, t.Len())
	for i := range out {
		out[i] = t.Name(int32(i))
	}
	return out
}

// WriteCSV writes the lecture's results as CSV, in l: a row an answer of
// each question (the question, its kind and node, the answer, how many
// gave it, whether it is right once revealed), then a row a nickname and
// question for the students who gave a nickname. A cell that a
// spreadsheet would read as a formula is quoted with an apostrophe.
func (lec *Lecture) WriteCSV(w io.Writer, l msg.Lang) error {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	cw := csv.NewWriter(w)
	cw.Write([]string{l.Word("question"), l.Word("kind"), l.Word("node"), l.Word("answer"), l.Word("count"), l.Word("right")})
	for k := 1; k <= len(lec.questions); k++ {
		revealed := lec.state.Revealed || k < lec.state.Question
		q := lec.questionLocked(k, l)
		_, bars := lec.barsLocked(k, l, revealed)
		for _, b := range bars {
			right := ""
			if b.Right != nil {
				right = l.Word(map[bool]string{true: "yes", false: "no"}[*b.Right])
			}
			cw.Write(cells(strconv.Itoa(k), l.Word(q.Kind), q.Node, b.Answer, strconv.Itoa(b.Count), right))
		}
	}
	var named []*student
	for _, st := range lec.students {
		if st.nickname != "" {
			named = append(named, st)
		}
	}
	slices.SortFunc(named, func(a, b *student) int { return strings.Compare(a.nickname, b.nickname) })
	if len(named) > 0 {
		cw.Write(nil)
		cw.Write([]string{l.Word("nickname"), l.Word("question"), l.Word("answer"), l.Word("right")})
	}
	for _, st := range named {
		for k := 1; k <= len(lec.questions); k++ {
			if a := st.answers[k]; a != nil {
				right := ""
				if lec.state.Revealed || k < lec.state.Question {
					right = l.Word(map[bool]string{true: "yes", false: "no"}[a.right])
				}
				cw.Write(cells(st.nickname, strconv.Itoa(k), a.shown(l), right))
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// plainNumber is a number a spreadsheet reads as one: "-3", "+2.5".
var plainNumber = regexp.MustCompile(`^[-+]?\d+(\.\d+)?$`)

// cells are CSV cells, each that a spreadsheet would read as a formula
// (= + - @ first, and not a number) quoted with an apostrophe.
func cells(cs ...string) []string {
	for i, c := range cs {
		if c != "" && strings.ContainsRune("=+-@\t\r", rune(c[0])) && !plainNumber.MatchString(c) {
			cs[i] = "'" + c
		}
	}
	return cs
}

// readChild reads an answer to a question of UCT's selection: one of the
// node's children, by its move.
func (q *liveQuestion) readChild(text string) (*liveAnswer, error) {
	given := strings.ToUpper(strings.Join(strings.Fields(text), ""))
	var names []string
	for _, c := range q.sel.Candidates {
		if strings.ToUpper(strings.ReplaceAll(c.Node, " ", "")) == given {
			name := c.Node
			return &liveAnswer{key: name, right: c.ID == *q.sel.Chosen, shown: func(msg.Lang) string { return name }}, nil
		}
		names = append(names, c.Node)
	}
	return nil, usagef("%q is not a child of %s: its children are %s", msg.Escaped(text), q.sel.Node, strings.Join(names, " "))
}

// selectQuestion writes a question of UCT's selection in l: which child
// of the node, and once revealed the child and its scores.
func (q *liveQuestion) selectQuestion(out *LiveQuestion, l msg.Lang) *LiveQuestion {
	r := q.sel
	out.Node = r.Node
	puct := len(r.Candidates) > 0 && r.Candidates[0].Prior != nil // PUCT's selection
	out.Text = l.T("Which child of %s does UCT select next? (its move)", r.Node)
	if puct {
		out.Text = l.T("Which child of %s does PUCT select next? (its move)", r.Node)
	}
	if !out.Revealed {
		return out
	}
	num := func(x float64) string { return l.Decimal(strconv.FormatFloat(x, 'f', 3, 64)) }
	for _, c := range r.Candidates {
		switch {
		case c.ID != *r.Chosen:
		case puct:
			out.Expected = c.Node
			out.Why = l.T("At step %d, %s has the highest PUCT score of the %d children of %s (the first of them on a tie): Q %s + U %s = %s, Q its mean value (0 before a visit), U = c·P·sqrt(N)/(1+n) with its prior P %s.",
				r.Step, c.Node, len(r.Candidates), r.Node, num(c.Exploit), num(c.Explore), num(c.Score), num(*c.Prior))
		default:
			out.Expected = c.Node
			out.Why = l.T("At step %d, %s has the highest UCB1 score of the %d children of %s (the first of them on a tie): Q %s + U %s = %s, Q its wins over its visits (%s over %s), U the exploration term.",
				r.Step, c.Node, len(r.Candidates), r.Node, num(c.Exploit), num(c.Explore), num(c.Score), num(c.Wins), strconv.FormatInt(c.Visits, 10))
		}
	}
	return out
}

// askMatching asks what regret matching plays next at the information
// set named, one the walk of the next step updates (the step shown has
// the answer in its table: the question gives the next walk's regrets).
func (lec *Lecture) askMatching(set string) error {
	steps := lec.cfr.steps()
	if lec.state.Step >= len(steps) {
		return usagef("no walk comes after this step: step back to ask what regret matching plays")
	}
	st := steps[lec.state.Step]
	w := lec.cfr.Iterations[st.it].Walks[st.walk]
	norm := func(s string) string { return strings.ToUpper(strings.Join(strings.Fields(s), "")) }
	var sets []string
	for i := range w.Steps {
		if norm(w.Steps[i].Set) == norm(set) {
			lec.asked(&liveQuestion{Kind: LiveMatching, Node: -1, set: &w.Steps[i], step: lec.state.Step + 1})
			return nil
		}
		sets = append(sets, w.Steps[i].Set)
	}
	return usagef("the next step's walk updates no set %q: its sets are %s", msg.Escaped(set), strings.Join(sets, ", "))
}

// hidden is the question of regret matching at q's set as the quiz of a
// game of hidden information grades it (HiddenQuestion).
func (q *liveQuestion) hidden() HiddenQuestion {
	return HiddenQuestion{Kind: "matching", Subject: q.set.Set, Moves: q.set.Moves, Regrets: q.set.Regrets, Strategy: q.set.Next}
}

// readStrategy reads an answer to a question of regret matching: a
// probability a move, as the quiz of hidden information reads them (in
// French with decimal commas).
func (q *liveQuestion) readStrategy(text string) (*liveAnswer, error) {
	hq := q.hidden()
	right, err := hq.Right(text)
	if err != nil {
		return nil, err
	}
	// The probabilities read, for the tally: each to three places.
	got, _ := hq.strategyOf(text)
	ps := make([]string, len(got))
	for i, v := range got {
		ps[i] = strconv.FormatFloat(v, 'f', 3, 64)
	}
	key := strings.Join(ps, " ")
	return &liveAnswer{key: key, right: right, shown: func(l msg.Lang) string { return l.Decimal(key) }}, nil
}

// matchingQuestion writes a question of regret matching in l: the set
// and its regrets after the walk, and once revealed the strategy and why.
func (q *liveQuestion) matchingQuestion(out *LiveQuestion, l msg.Lang) *LiveQuestion {
	st := q.set
	num := func(x float64) string { return l.Decimal(strconv.FormatFloat(x, 'f', 3, 64)) }
	var given, parts, shares []string
	positive := 0.0
	for i, m := range st.Moves {
		given = append(given, m+" "+num(st.Regrets[i]))
		positive += max(st.Regrets[i], 0)
	}
	for i, m := range st.Moves {
		parts = append(parts, m+" "+num(st.Next[i]))
		if positive > 0 {
			shares = append(shares, m+" "+num(max(st.Regrets[i], 0))+" / "+num(positive)+" = "+num(st.Next[i]))
		}
	}
	out.Node = st.Set
	out.Text = l.T("After the walk of step %d, the regrets at %s are %s. What does regret matching play next? (a probability a move, in the moves' order)", q.step, st.Set, strings.Join(given, ", "))
	if !out.Revealed {
		return out
	}
	out.Expected = strings.Join(parts, ", ")
	if positive > 0 {
		out.Why = l.T("Regret matching plays each move in proportion to its positive regret (a negative one counts 0): %s.", strings.Join(shares, ", "))
	} else {
		out.Why = l.T("No regret is positive: regret matching plays every move alike, %s each.", fractionText(1/float64(len(st.Moves))))
	}
	return out
}

// Sets are the information sets the walk of each step updates, by step
// (from 1); nil when the lecture is not CFR's.
func (lec *Lecture) Sets() [][]string {
	if lec.cfr == nil {
		return nil
	}
	var out [][]string
	for _, st := range lec.cfr.steps() {
		var sets []string
		for _, u := range lec.cfr.Iterations[st.it].Walks[st.walk].Steps {
			sets = append(sets, u.Set)
		}
		out = append(out, sets)
	}
	return out
}
