package explore

import (
	"context"
	"fmt"
	"gametree/render"
	"io"
	"math"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/gamesearch"
	"gametree/internal/lines"
	"gametree/internal/msg"
)

// The quiz of a game of hidden information (Kuhn poker), drawn by its
// seed: which node a player cannot tell apart from a given one (they
// share its information set: its own card and the bets are the same, the
// other card differs), and what strategy regret matching plays next from
// given regrets (each move in proportion to its positive regret; all
// alike when none is positive), as CFR makes it at each iteration. Asked
// at a terminal, graded from an answer file, in text or JSON.

// HiddenQuiz is the quiz of a game of hidden information.
type HiddenQuiz struct {
	Game      string           `json:"game"`
	Seed      uint64           `json:"seed"`
	Title     string           `json:"title"`
	Task      []string         `json:"task"`
	Questions []HiddenQuestion `json:"questions"`
	// Example is a node written as answers write it ("JQ p").
	Example string `json:"example"`
	lang    msg.Lang
}

// HiddenQuestion is one question of a HiddenQuiz: of an information set
// (Kind "infoset": Subject is a node, "QK pb", Expected the node that
// shares its set) or of regret matching (Kind "matching": Subject is an
// information set, "Kb", with the regrets of its moves; Expected the
// strategy, Strategy its probabilities).
type HiddenQuestion struct {
	Kind     string    `json:"kind"`
	Subject  string    `json:"subject"`
	Ask      string    `json:"ask"`
	Expected string    `json:"expected"`
	Moves    []string  `json:"moves,omitempty"`
	Regrets  []float64 `json:"regrets,omitempty"`
	Strategy []float64 `json:"strategy,omitempty"`
	Why      string    `json:"why"`
}

// hiddenQuestions is how many questions of each kind a quiz asks.
const hiddenQuestions = 3

// readHiddenQuiz reads the quiz of the game of hidden information g
// (ParseQuiz): its seed, newSeed()'s when none is given; --ask is its
// own, and a tree's flags do not apply.
func readHiddenQuiz(r *reader, g game.Game, newSeed func() uint64) (*QuizRequest, error) {
	for _, f := range []string{"ask", "leaves", "leaves-file", "depth", "branching", "moves", "board", "position", "players"} {
		if r.set(f) {
			return nil, usagef("--%s: the quiz of %s asks which nodes share an information set and what regret matching plays, from its --seed alone; leave --%s out", f, msg.P(g.Title()), f)
		}
	}
	if r.set("sheet") {
		return nil, hiddenElsewhere(g)
	}
	req := &QuizRequest{Hidden: g}
	switch {
	case r.set("seed"):
		seed, err := strconv.ParseUint(strings.TrimSpace(r.str("seed")), 10, 64)
		if err != nil {
			return nil, usagef("--seed %q: want a whole number, such as 7", r.str("seed"))
		}
		req.Seed = seed
	case newSeed != nil:
		req.Seed = newSeed()
	default:
		return nil, usagef("the quiz of %s is drawn by its seed: give its --seed", msg.P(g.Title()))
	}
	return req, nil
}

// hiddenElsewhere refuses the quiz of g, a game of hidden information,
// where it is not made: a sheet, a file, a page.
func hiddenElsewhere(g game.Game) error {
	return usagef("the quiz of %s is drawn by its seed alone: give --seed N with -o quiz.pdf (or .tex, .html, .zip), not --sheet", msg.P(g.Title()), g.Name())
}

// NewHiddenQuiz draws the quiz of req (a game of hidden information) in
// l.
func NewHiddenQuiz(req *QuizRequest, l msg.Lang) (*HiddenQuiz, error) {
	g := req.Hidden
	t, err := gamesearch.NewInformed(g.Start())
	if err != nil {
		return nil, err
	}
	q := &HiddenQuiz{Game: g.Name(), Seed: req.Seed, lang: l, Example: example(t),
		Title: l.T("Quiz: %s, information sets and regret matching (seed %s)", l.Word(g.Title()), strconv.FormatUint(req.Seed, 10))}
	q.Task = []string{
		"1. " + l.T("Name a node each player cannot tell apart from the node given, another of its information set (write it as the node is written, the deal then the bets, such as %s).", q.Example),
		"2. " + l.Word("Give the strategy regret matching plays next at the information set given, from its moves' regrets: each move's probability, in the moves' order (fractions or decimals, such as 3/4 1/4)."),
	}
	rng := rand.New(rand.NewPCG(req.Seed, 0x6b75686e))
	bySet := map[int][]int32{}
	var nodes []int32
	for n := range t.Pos {
		if s := t.InfoSet(int32(n)); s >= 0 {
			bySet[s] = append(bySet[s], int32(n))
			nodes = append(nodes, int32(n))
		}
	}
	for _, i := range rng.Perm(len(nodes))[:hiddenQuestions] {
		q.Questions = append(q.Questions, q.setQuestion(t, nodes[i], bySet[t.InfoSet(nodes[i])]))
	}
	for _, s := range rng.Perm(t.InfoSets())[:hiddenQuestions] {
		q.Questions = append(q.Questions, q.matchingQuestion(t, bySet[s][0], rng))
	}
	return q, nil
}

// HiddenPage is the quiz of a game of hidden information as the quiz
// page asks it: its questions without their answers, and the grade of
// the answers given, where given (each answer then shown with why).
type HiddenPage struct {
	Hidden    bool                 `json:"hidden"`
	Game      string               `json:"game"`
	Seed      uint64               `json:"seed"`
	Title     string               `json:"title"`
	Task      []string             `json:"task"`
	Example   string               `json:"example"`
	Questions []HiddenPageQuestion `json:"questions"`
	Grade     *HiddenGrade         `json:"grade,omitempty"`
}

// HiddenPageQuestion is a question as the page shows it: its subject,
// its kind ("infoset", "matching"), its sentence, the moves whose
// probabilities it asks.
type HiddenPageQuestion struct {
	Subject string   `json:"subject"`
	Kind    string   `json:"kind"`
	Ask     string   `json:"ask"`
	Moves   []string `json:"moves,omitempty"`
}

// Page is q as the quiz page asks it, graded when answers is not nil
// (the text of an answer file; empty, every answer shown).
func (q *HiddenQuiz) Page(answers *string) (*HiddenPage, error) {
	p := &HiddenPage{Hidden: true, Game: q.Game, Seed: q.Seed, Title: q.Title, Task: q.Task, Example: q.Example, Questions: []HiddenPageQuestion{}}
	for _, hq := range q.Questions {
		p.Questions = append(p.Questions, HiddenPageQuestion{Subject: hq.Subject, Kind: hq.Kind, Ask: hq.Ask, Moves: hq.Moves})
	}
	if answers != nil {
		g, err := GradeHidden(q, strings.NewReader(*answers), "answers")
		if err != nil {
			return nil, err
		}
		p.Grade = g
	}
	return p, nil
}

// example is a node of t as the quiz's answers write it: the first
// after a bet, in the tree's order ("JQ p" in Kuhn poker).
func example(t *gamesearch.Informed) string {
	for _, p := range t.Pos {
		if sec, ok := p.(game.Secret); ok && sec.Public() != "" {
			return p.String()
		}
	}
	return t.Pos[0].String()
}

// setQuestion asks which node shares n's information set, whose nodes
// are set.
func (q *HiddenQuiz) setQuestion(t *gamesearch.Informed, n int32, set []int32) HiddenQuestion {
	l := q.lang
	p := t.Pos[n]
	sec := p.(game.Secret)
	who := game.PlayerName(p.Game(), p.ToMove())
	var others []string
	for _, m := range set {
		if m != n {
			others = append(others, t.Pos[m].String())
		}
	}
	bets := sec.Public()
	if bets == "" {
		bets = l.Word("none")
	}
	name := t.Sets[t.InfoSet(n)]
	hq := HiddenQuestion{Kind: "infoset", Subject: p.String(), Expected: strings.Join(others, ", "),
		Ask: l.T("At %s, %s is to move, holding %s. Which node can %s not tell apart from it?", p.String(), who, sec.Holding(p.ToMove()), who),
		Why: l.T("At %s and %s, %s holds %s and the bets are %s: all it sees, its information set %s; the other card, which it does not see, is all that differs.", p.String(), strings.Join(others, ", "), who, sec.Holding(p.ToMove()), bets, name)}
	if f, ok := p.(game.FaceUp); ok && f.FaceUp() != "" {
		hq.Why = l.T("At %s and %s, %s holds %s, sees %s face up, and the bets are %s: all it sees, its information set %s; the other card, which it does not see, is all that differs.", p.String(), strings.Join(others, ", "), who, sec.Holding(p.ToMove()), f.FaceUp(), bets, name)
	}
	return hq
}

// matchingQuestion asks the strategy regret matching plays at n's
// information set from regrets drawn by rng (whole numbers from -4 to 6,
// now and then none positive).
func (q *HiddenQuiz) matchingQuestion(t *gamesearch.Informed, n int32, rng *rand.Rand) HiddenQuestion {
	l := q.lang
	p := t.Pos[n]
	moves := p.AppendMoves(nil)
	hq := HiddenQuestion{Kind: "matching", Subject: t.Sets[t.InfoSet(n)]}
	positive := 0.0
	for _, m := range moves {
		r := float64(rng.IntN(11) - 4)
		hq.Moves, hq.Regrets = append(hq.Moves, p.FormatMove(m)), append(hq.Regrets, r)
		positive += max(r, 0)
	}
	var given, shares, parts []string
	for i, r := range hq.Regrets {
		given = append(given, hq.Moves[i]+" "+game.FormatNumber(r))
		p := 1 / float64(len(moves))
		if positive > 0 {
			p = max(r, 0) / positive
			shares = append(shares, hq.Moves[i]+" "+game.FormatNumber(max(r, 0))+" / "+game.FormatNumber(positive)+" = "+fractionText(p))
		}
		hq.Strategy = append(hq.Strategy, p)
		parts = append(parts, hq.Moves[i]+" "+fractionText(p))
	}
	hq.Expected = strings.Join(parts, ", ")
	hq.Ask = l.T("At %s, the regrets of its moves are %s. What does regret matching play next?", hq.Subject, strings.Join(given, ", "))
	if positive > 0 {
		hq.Why = l.T("Regret matching plays each move in proportion to its positive regret (a negative one counts 0): %s.", strings.Join(shares, ", "))
	} else {
		hq.Why = l.T("No regret is positive: regret matching plays every move alike, %s each.", fractionText(1/float64(len(moves))))
	}
	return hq
}

// fractionText writes a probability as the simplest fraction it is
// ("3/4", "1", "0").
func fractionText(p float64) string {
	for d := 1; d <= 60; d++ {
		if n := math.Round(p * float64(d)); math.Abs(n/float64(d)-p) < 1e-9 {
			if d == 1 {
				return strconv.Itoa(int(n))
			}
			return strconv.Itoa(int(n)) + "/" + strconv.Itoa(d)
		}
	}
	return strconv.FormatFloat(p, 'f', 3, 64)
}

// Right reports whether answer is q's, or why it cannot be read: a node
// written with or without its space, in any case; a strategy as numbers
// or fractions in the moves' order, each within 0.001, the moves' names
// among them or not.
func (q HiddenQuestion) Right(answer string) (bool, error) {
	if q.Kind == "infoset" {
		norm := func(s string) string { return strings.ToUpper(strings.Join(strings.Fields(s), "")) }
		for _, want := range strings.Split(q.Expected, ", ") {
			if norm(answer) == norm(want) {
				return true, nil
			}
		}
		return false, nil
	}
	got, err := q.strategyOf(answer)
	if err != nil {
		return false, err
	}
	for i, v := range got {
		if math.Abs(v-q.Strategy[i]) > 0.001 {
			return false, nil
		}
	}
	return true, nil
}

// strategyOf reads a strategy answering q, a probability a move in the
// moves' order, as Right reads it; an answer it cannot read is refused
// with the form it wants.
func (q HiddenQuestion) strategyOf(answer string) ([]float64, error) {
	var got []float64
	words := strings.FieldsFunc(answer, func(r rune) bool { return r == ',' || r == ' ' || r == ';' || r == '(' || r == ')' || r == ':' })
	if spaced := strings.Fields(answer); len(spaced) == len(q.Moves) && allDecimalCommas(spaced) {
		// "0,5 0,5": a probability a move written with decimal commas, as
		// French writes them (where "1,0" alone is two probabilities).
		words = spaced
	}
	for _, w := range words {
		if contains(q.Moves, strings.ToLower(w)) {
			continue
		}
		for _, m := range q.Moves {
			w = strings.TrimPrefix(strings.ToLower(w), m) // "p1/2": a move then its probability
		}
		v, err := parseProbability(w)
		if err != nil {
			return nil, usagef("%q: want %d probabilities, one a move (%s), such as %s", answer, len(q.Moves), strings.Join(q.Moves, ", "), strings.Repeat("1/2 ", len(q.Moves)-1)+"1/2")
		}
		got = append(got, v)
	}
	if len(got) != len(q.Strategy) {
		return nil, usagef("%q: want %d probabilities, one a move (%s), such as %s", answer, len(q.Moves), strings.Join(q.Moves, ", "), strings.Repeat("1/2 ", len(q.Moves)-1)+"1/2")
	}
	return got, nil
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// allDecimalCommas reports whether every word is a number written with a
// decimal comma ("0,5", ",25").
func allDecimalCommas(words []string) bool {
	for _, w := range words {
		if !decimalComma.MatchString(w) {
			return false
		}
	}
	return true
}

// decimalComma matches a number with a decimal comma.
var decimalComma = regexp.MustCompile(`^[-+]?\d*,\d+$`)

// parseProbability reads "3/4", "0.75" or ",75" as a number from 0 to 1.
func parseProbability(s string) (float64, error) {
	s = strings.ReplaceAll(s, ",", ".")
	if a, b, ok := strings.Cut(s, "/"); ok {
		n, err1 := strconv.ParseFloat(a, 64)
		d, err2 := strconv.ParseFloat(b, 64)
		if err1 != nil || err2 != nil || d == 0 {
			return 0, errorf("%q is not a fraction", s)
		}
		s = strconv.FormatFloat(n/d, 'g', -1, 64)
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v < 0 || v > 1 || math.IsNaN(v) {
		return 0, errorf("%q is not a probability", s)
	}
	return v, nil
}

// AskHiddenQuiz asks q at a terminal, a question a line, saying at once
// whether each answer is right and why; ? shows the answer (counted
// wrong), q or the end of the input stops with the score so far; echo
// repeats each answer read (a script's).
func AskHiddenQuiz(q *HiddenQuiz, in io.Reader, out io.Writer, echo bool, width int) error {
	l := q.lang
	say := func(text string) { fmt.Fprintln(out, lines.Hang(text, max(width, 40)-1)) }
	say(q.Title)
	for _, t := range q.Task {
		say(t)
	}
	say(l.Word("Type ? to see an answer (it counts as wrong), q to stop."))
	rd := lines.NewReader(in)
	score := 0
	for i, hq := range q.Questions {
		fmt.Fprintln(out)
		say(fmt.Sprintf("%d. %s", i+1, hq.Ask))
		for {
			fmt.Fprint(out, "> ")
			text, err := rd.Next()
			if err == io.EOF || err == nil && strings.EqualFold(strings.TrimSpace(text), "q") {
				fmt.Fprintln(out)
				say(l.T("Stopped. Score so far: %s of %s answered (%s questions in all).", strconv.Itoa(score), strconv.Itoa(i), strconv.Itoa(len(q.Questions))))
				return nil
			} else if err != nil {
				return err
			}
			text = strings.TrimSpace(text)
			if echo {
				fmt.Fprintln(out, text)
			}
			if text == "?" {
				say(l.T("The answer: %s. %s", hq.Expected, hq.Why))
				break
			}
			right, err := hq.Right(text)
			if err != nil {
				say(l.Error(err))
				continue
			}
			if right {
				score++
				say(l.T("Right. %s", hq.Why))
			} else {
				say(l.T("Not so: %s. %s", hq.Expected, hq.Why))
			}
			break
		}
	}
	total := len(q.Questions)
	fmt.Fprintln(out)
	say(l.T("Score: %s of %s (%s%%).", strconv.Itoa(score), strconv.Itoa(total), strconv.Itoa((score*100+total/2)/total)))
	return nil
}

// HiddenGrade is an answer file graded against a HiddenQuiz.
type HiddenGrade struct {
	Score   int                `json:"score"`
	Total   int                `json:"total"`
	Answers []HiddenGradedLine `json:"answers"`
}

// HiddenGradedLine is one question of a HiddenGrade: the answer given
// ("" for none), whether it is right, the answer and why.
type HiddenGradedLine struct {
	Subject  string `json:"subject"`
	Given    string `json:"given"`
	Right    bool   `json:"right"`
	Expected string `json:"expected"`
	Why      string `json:"why"`
}

// GradeHidden grades the answer file r (named name in errors): a line a
// question, its subject (the node, or the information set), a colon and
// the answer ("QK pb: QJ pb", "Kb: 3/4 1/4"); blank lines and lines from
// # on are left out.
func GradeHidden(q *HiddenQuiz, r io.Reader, name string) (*HiddenGrade, error) {
	given := map[string]string{}
	rd := lines.NewReader(r)
	for k := 1; ; k++ {
		text, err := rd.Next()
		if err == io.EOF {
			break
		} else if err != nil {
			return nil, errorf("%s: line %d: %w", name, k, err)
		}
		text, _, _ = strings.Cut(text, "#")
		if strings.TrimSpace(text) == "" {
			continue
		}
		subject, answer, ok := strings.Cut(text, ":")
		if !ok {
			return nil, usagef("%s: line %d: %q: want the node or the information set, a colon, then the answer, such as %q", name, k, strings.TrimSpace(text), q.Questions[0].Subject+": "+q.Questions[0].Expected)
		}
		key := strings.ToUpper(strings.Join(strings.Fields(subject), ""))
		if !q.asks(key) {
			return nil, usagef("%s: line %d: %q is not a node nor an information set of this quiz: it asks %s", name, k, strings.TrimSpace(subject), q.subjects())
		}
		given[key] = strings.TrimSpace(answer)
	}
	g := &HiddenGrade{Total: len(q.Questions)}
	for _, hq := range q.Questions {
		line := HiddenGradedLine{Subject: hq.Subject, Given: given[strings.ToUpper(strings.Join(strings.Fields(hq.Subject), ""))], Expected: hq.Expected, Why: hq.Why}
		if line.Given != "" {
			right, err := hq.Right(line.Given)
			if err != nil {
				return nil, usagef("%s: %s: %w", name, hq.Subject, err)
			}
			line.Right = right
		}
		if line.Right {
			g.Score++
		}
		g.Answers = append(g.Answers, line)
	}
	return g, nil
}

// asks reports whether the quiz asks of key, a subject without spaces in
// capitals.
func (q *HiddenQuiz) asks(key string) bool {
	for _, hq := range q.Questions {
		if strings.ToUpper(strings.Join(strings.Fields(hq.Subject), "")) == key {
			return true
		}
	}
	return false
}

// subjects lists what the quiz asks of.
func (q *HiddenQuiz) subjects() string {
	var s []string
	for _, hq := range q.Questions {
		s = append(s, hq.Subject)
	}
	return strings.Join(s, ", ")
}

// Write writes g as text in q's language: each question's answer, right
// or not with the answer and why, then the score.
func (g *HiddenGrade) Write(w io.Writer, q *HiddenQuiz) error {
	l := q.lang
	var b strings.Builder
	for _, a := range g.Answers {
		switch {
		case a.Right:
			b.WriteString(l.T("%s: %s, right.", a.Subject, a.Given) + "\n")
		case a.Given == "":
			b.WriteString(l.T("%s: no answer; it is %s. %s", a.Subject, a.Expected, a.Why) + "\n")
		default:
			b.WriteString(l.T("%s: %s, not so: %s. %s", a.Subject, a.Given, a.Expected, a.Why) + "\n")
		}
	}
	b.WriteString(l.T("Score: %s of %s (%s%%).", strconv.Itoa(g.Score), strconv.Itoa(g.Total), strconv.Itoa((g.Score*100+g.Total/2)/g.Total)) + "\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// Sheet is q as a sheet of text (render.TextSheet): its questions, then
// its key, each answer with its reason.
func (q *HiddenQuiz) Sheet() render.TextSheet {
	l := q.lang
	sh := render.TextSheet{Title: q.Title, KeyTitle: l.T("Answer key: %s", q.Title)}
	for _, t := range q.Task {
		_, text, _ := strings.Cut(t, ". ") // the sheet numbers the questions, not the task's parts
		sh.Task = append(sh.Task, text)
	}
	for _, hq := range q.Questions {
		sh.Questions = append(sh.Questions, hq.Ask)
		sh.Key = append(sh.Key, hq.Subject+l.T(": ")+hq.Expected+". "+hq.Why)
	}
	return sh
}

// HiddenQuizSheet writes the sheet of req's quiz, a game of hidden
// information, with its key: a PDF, or with tex a LaTeX document.
func HiddenQuizSheet(ctx context.Context, w io.Writer, req *QuizRequest, tex bool) error {
	q, err := NewHiddenQuiz(req, msg.From(ctx))
	if err != nil {
		return err
	}
	return writeTextSheets(w, []render.TextSheet{q.Sheet()}, tex)
}

// writeTextSheets writes sheets of text on A4: a PDF, or with tex a
// LaTeX document.
func writeTextSheets(w io.Writer, sheets []render.TextSheet, tex bool) error {
	paper, _ := render.ParsePaper("a4")
	if tex {
		return render.TextSheetTeX(w, sheets, paper)
	}
	return render.TextSheetPDF(w, sheets, paper)
}

// hiddenSheet writes req's sheet of quizzes of a game of hidden
// information: N of them, of seeds Seed, Seed+1, ..., then their keys.
func hiddenSheet(ctx context.Context, w io.Writer, req *SheetRequest) error {
	var sheets []render.TextSheet
	for k := 0; k < req.N; k++ {
		q, err := NewHiddenQuiz(&QuizRequest{Hidden: req.hidden, Seed: req.Seed + uint64(k)}, msg.From(ctx))
		if err != nil {
			return err
		}
		sheets = append(sheets, q.Sheet())
	}
	return writeTextSheets(w, sheets, req.TeX)
}

// hiddenSheetRequest reads the rest of a sheet of quizzes of the game of
// hidden information g: its seed (--seed, else one drawn), and nothing
// of a tree.
func hiddenSheetRequest(r *reader, req *SheetRequest, name string, newSeed func() uint64) (*SheetRequest, error) {
	g, err := game.New(name, "")
	if err != nil {
		return nil, err
	}
	for _, f := range []string{"depth", "branching", "chance", "players", "ask"} {
		if r.set(f) {
			return nil, usagef("--%s: the quiz of %s asks which nodes share an information set and what regret matching plays, from its --seed alone; leave --%s out", f, msg.P(g.Title()), f)
		}
	}
	req.hidden = g
	if r.set("seed") {
		req.Seed, err = r.uint64("seed")
		return req, err
	}
	if newSeed == nil {
		return nil, usagef("the quiz of %s is drawn by its seed: give its --seed", msg.P(g.Title()))
	}
	req.Seed, req.NewSeed = newSeed(), true
	return req, nil
}
