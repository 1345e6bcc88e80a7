package quiz

import (
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"strings"

	"gametree/internal/fault"
	"gametree/internal/lines"
	"gametree/internal/msg"
	"gametree/tree"
)

// Answers are a student's answers: from an answer file, the web page, or
// the questions of a terminal session.
type Answers struct {
	// Values holds the value given for each inner node; Vectors, in a
	// tree of utility vectors, the vector.
	Values  map[int32]float64
	Vectors map[int32][]float64
	// Pruned holds the leaves said to be pruned; PrunedGiven tells whether
	// the pruned leaves were answered at all ("pruned" alone: none).
	Pruned      map[int32]bool
	PrunedGiven bool
	// Windows holds the window given for each node, alpha then beta.
	Windows map[int32][2]float64
	// Marked holds, for a set question (the leaves not quiet, the nodes
	// ProbCut cuts), the nodes said to be in the set; MarkedGiven tells
	// whether the set was answered at all.
	Marked      map[Kind]map[int32]bool
	MarkedGiven map[Kind]bool
	// Text holds a value or a window as the student wrote it ("2,5",
	// "[3 ; +inf]"), by kind and node: a mistake shows it as given.
	Text map[Kind]map[int32]string
}

// NewAnswers returns empty answers.
func NewAnswers() *Answers {
	return &Answers{Values: map[int32]float64{}, Vectors: map[int32][]float64{}, Pruned: map[int32]bool{}, Windows: map[int32][2]float64{},
		Marked: map[Kind]map[int32]bool{QuietQuestion: {}, CutQuestion: {}}, MarkedGiven: map[Kind]bool{},
		Text: map[Kind]map[int32]string{ValueQuestion: {}, WindowQuestion: {}}}
}

// valueText matches a value at the end of an answer line: a number, a
// fraction ("5/2", an expected value as the chance quiz writes it), "win
// +9", "loss -3" or "draw".
var valueText = regexp.MustCompile(`(?i)(?:^|\s|=|:)((?:win|loss)\s*[-+]?\d+(?:\.\d+)?|draw|[-+]?\d+\s*/\s*\d+|[-+]?(?:\d+(?:\.\d*|,\d+)?|\.\d+))\s*$`)

// ParseValue reads a value as an answer gives it: a number, or as the
// tree's game writes values ("win +9", "loss -3" and "draw" for finished
// games of Othello); in French a decimal comma too ("-2,5"), as the
// French quiz writes its own examples.
func (ex *Exercise) ParseValue(s string) (float64, error) {
	if ex.Lang == msg.Fr && decimalComma.MatchString(s) {
		s = strings.Replace(s, ",", ".", 1)
	}
	return ex.Tree.ParseValue(s)
}

// decimalComma matches a number written with a decimal comma: "-2,5".
var decimalComma = regexp.MustCompile(`^\s*[-+]?\d+,\d+\s*$`)

// ParseBound reads alpha or beta: a value, or -inf and +inf (also inf).
func (ex *Exercise) ParseBound(s string) (float64, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "-inf", "-infinity", "-∞":
		return math.Inf(-1), nil
	case "+inf", "inf", "+infinity", "infinity", "+∞", "∞":
		return math.Inf(1), nil
	}
	v, err := ex.ParseValue(s)
	if err != nil {
		return 0, fault.Errorf("%q is not a bound: want a number, -inf or +inf", s)
	}
	return v, nil
}

// ParseWindow reads a window as "3 +inf", "[3, +inf]" or "3, +inf"; in
// French as windowFields reads it too ("[2,5 ; 7,5]").
func (ex *Exercise) ParseWindow(s string) (float64, float64, error) {
	f := ex.windowFields(s)
	if len(f) != 2 {
		return 0, 0, fault.Errorf("%q is not a window: want alpha and beta, such as [3, +inf]", strings.TrimSpace(s))
	}
	a, err := ex.ParseBound(f[0])
	if err != nil {
		return 0, 0, err
	}
	b, err := ex.ParseBound(f[1])
	if err != nil {
		return 0, 0, err
	}
	return a, b, nil
}

// separatingComma is a comma that separates two numbers in French, where
// a comma between digits is a decimal one: one before a space or the end,
// or after a space or the start.
var separatingComma = regexp.MustCompile(`,(?:\s|$)|(?:^|\s),`)

// windowFields splits a window as a student writes it into its bounds:
// "[3, +inf]", "3 +inf", "3; +inf". In French, where a comma may be a
// decimal one, a comma separates the bounds only before or after a space
// ("[2,5 ; 1,5]", "[2,5, 1,5]", "2,5 1,5"), or when it is the only comma
// ("[3,5]": no single number is a window).
func (ex *Exercise) windowFields(s string) []string {
	s = strings.NewReplacer("[", " ", "]", " ", ";", " ").Replace(s)
	if ex.Lang != msg.Fr {
		return strings.Fields(strings.ReplaceAll(s, ",", " "))
	}
	f := strings.Fields(separatingComma.ReplaceAllString(s, " "))
	if len(f) == 1 && strings.Count(f[0], ",") == 1 {
		return strings.Split(f[0], ",")
	}
	return f
}

// windowLine splits the rest of an answer line "window C [3, +inf]"
// (after its keyword) into the node's name and its window: the window is
// what follows "[", or else the last two bounds, the name what comes
// before.
func (ex *Exercise) windowLine(rest string) (name, window string, ok bool) {
	if i := strings.IndexByte(rest, '['); i >= 0 {
		name, window = strings.Join(strings.Fields(rest[:i]), ""), strings.TrimSpace(rest[i:])
		return name, window, name != ""
	}
	f := ex.windowFields(rest)
	if len(f) < 3 {
		return "", "", false
	}
	return strings.Join(f[:len(f)-2], ""), strings.Join(f[len(f)-2:], " "), true
}

// ParseLeaves reads a list of leaves, the answer to the pruned question:
// names separated by spaces or commas, or "none".
func (ex *Exercise) ParseLeaves(s string) (map[int32]bool, error) {
	out := map[int32]bool{}
	f := strings.Fields(strings.ReplaceAll(s, ",", " "))
	if len(f) == 1 && strings.EqualFold(f[0], "none") {
		return out, nil
	}
	for _, name := range f {
		n, ok := ex.Node(name)
		if !ok {
			return nil, ex.unknown(name)
		}
		if ex.Tree.Nodes[n].Count != 0 {
			return nil, fault.Errorf("%s is not a leaf: list the leaves that are never evaluated (%s), not the nodes above them", ex.Tree.Name(n), ex.leafRange())
		}
		out[n] = true
	}
	return out, nil
}

// setLine reads a line answering a set question, after its keyword
// first: "pruned C2 C3", "noisy d3c5", "cut f3"; ok tells that first
// was one of those keywords.
func (ex *Exercise) setLine(first, rest string, ans *Answers) (ok bool, err error) {
	kind, known := map[string]Kind{"pruned": PrunedQuestion, "noisy": QuietQuestion, "cut": CutQuestion}[first]
	if !known {
		return false, nil
	}
	if kind == PrunedQuestion {
		leaves, err := ex.ParseLeaves(rest)
		if err != nil {
			return true, err
		}
		ans.PrunedGiven = true
		for n := range leaves {
			ans.Pruned[n] = true
		}
		return true, nil
	}
	nodes, err := ex.ParseNodes(rest, kind)
	if err != nil {
		return true, err
	}
	ans.MarkedGiven[kind] = true
	for n := range nodes {
		ans.Marked[kind][n] = true
	}
	return true, nil
}

// unknown is the error for a name that names no node.
func (ex *Exercise) unknown(name string) error {
	if ex.Tree.Kind == tree.Game {
		return fault.Errorf("no node %q in this tree: name a node by its moves from the root, such as %s", name, strings.ReplaceAll(ex.Tree.Name(ex.Tree.Nodes[0].First), " ", ""))
	}
	return fault.Errorf("no node %q in this tree: the inner nodes are %s, the leaves %s", name, ex.innerRange(), ex.leafRange())
}

// innerRange writes the names of the inner nodes for messages: "A to D".
func (ex *Exercise) innerRange() string {
	first, last := ex.Tree.Name(0), ex.Tree.Name(ex.lastInner())
	if first == last {
		return first
	}
	return ex.t("%s to %s", first, last)
}

// lastInner returns the inner node with the largest number: the last
// letter.
func (ex *Exercise) lastInner() int32 {
	last := int32(0)
	for n := int32(0); int(n) < ex.Tree.Len(); n++ {
		if ex.Tree.Nodes[n].Count > 0 {
			last = n
		}
	}
	return last
}

// leafRange writes the names of the leaves for messages: "B1 to D3".
func (ex *Exercise) leafRange() string {
	var leaves []int32
	for _, n := range ex.Preorder() {
		if ex.Tree.Nodes[n].Count == 0 {
			leaves = append(leaves, n)
		}
	}
	if len(leaves) == 1 {
		return ex.Tree.Name(leaves[0])
	}
	return ex.t("%s to %s", ex.Tree.Name(leaves[0]), ex.Tree.Name(leaves[len(leaves)-1]))
}

// LineError is an error at one line of an answer file.
type LineError struct {
	File string
	Line int
	Err  error
}

// Error returns "answers.txt:3: ...".
func (e *LineError) Error() string { return fmt.Sprintf("%s:%d: %v", e.File, e.Line, e.Err) }

// Unwrap returns the error.
func (e *LineError) Unwrap() error { return e.Err }

// Reason returns the error without a package's name: "answers.txt:3:
// ..." (fault.Reasoner).
func (e *LineError) Reason() string {
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, fault.Reason(e.Err))
}

// MsgFormat returns the error's format and arguments, for its French
// (msg.Formatted).
func (e *LineError) MsgFormat() (string, []any) { return "%s:%d: %s", []any{e.File, e.Line, e.Err} }

// MaxAnswerLines bounds an answer file: a quiz asks at most a question a
// node of its MaxNodes, and the file may comment them.
const MaxAnswerLines = 10000

// ParseAnswers reads an answer file: lines "B 3" (the value of inner node
// B; also "B = 3" or "B: 3"), "pruned C2 C3" (leaves never evaluated; may
// repeat; "pruned" alone or "pruned none" says none), "window C 3 +inf"
// (the window C is entered with; also "window C [3, +inf]"), "#" comments
// and blank lines. file names the file in errors.
func (ex *Exercise) ParseAnswers(r io.Reader, file string) (*Answers, error) {
	ans := NewAnswers()
	seen := map[string]int{}
	lr := lines.NewReader(r)
	for {
		text, err := lr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		fail := func(err error) error { return &LineError{File: file, Line: lr.Line(), Err: err} }
		if err != nil {
			return nil, fail(err)
		}
		if lr.Line() > MaxAnswerLines {
			// An endless input (a pipe of blank lines) is refused, not
			// read forever.
			return nil, fail(errorf("an answer file has at most %d lines", MaxAnswerLines))
		}
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		first, rest, _ := strings.Cut(text, " ")
		if ok, err := ex.setLine(strings.ToLower(first), rest, ans); ok || err != nil {
			if err != nil {
				return nil, fail(err)
			}
			continue
		}
		switch strings.ToLower(first) {
		case "window":
			name, window, ok := ex.windowLine(rest)
			if !ok {
				return nil, fail(fault.Errorf("%q: want a node and its window on entry, such as \"window C 3 +inf\"", text))
			}
			n, ok := ex.Node(name)
			if f := strings.Fields(rest); !ok && len(f) > 1 {
				// "window B x [3, 4]": B's window is "x [3, 4]".
				if n, ok = ex.Node(f[0]); ok {
					window = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(rest), f[0]))
				}
			}
			if !ok {
				return nil, fail(ex.unknown(name))
			}
			a, b, err := ex.ParseWindow(window)
			if err != nil {
				return nil, fail(err)
			}
			key := "window " + Normalize(name)
			if l, dup := seen[key]; dup {
				return nil, fail(fault.Errorf("the window of %s is answered twice, on lines %d and %d", ex.Tree.Name(n), l, lr.Line()))
			}
			seen[key] = lr.Line()
			ans.Windows[n] = [2]float64{a, b}
			ans.Text[WindowQuestion][n] = window
			continue
		}
		if ex.Players > 0 {
			n, v, err := ex.vectorLine(first, rest, text)
			if err != nil {
				return nil, fail(err)
			}
			ans.Text[ValueQuestion][n] = strings.TrimLeft(strings.TrimSpace(rest), "=: ")
			if l, dup := seen[Normalize(ex.Tree.Name(n))]; dup {
				return nil, fail(fault.Errorf("%s is answered twice, on lines %d and %d", ex.Tree.Name(n), l, lr.Line()))
			}
			seen[Normalize(ex.Tree.Name(n))] = lr.Line()
			ans.Vectors[n] = v
			continue
		}
		n, v, given, err := ex.valueLine(text)
		if err != nil {
			return nil, fail(err)
		}
		if ex.Tree.Nodes[n].Count == 0 {
			return nil, fail(fault.Errorf("%s is a leaf: its value is given; answer the values of the inner nodes (%s)", ex.Tree.Name(n), ex.innerRange()))
		}
		key := Normalize(ex.Tree.Name(n))
		if l, dup := seen[key]; dup {
			return nil, fail(fault.Errorf("%s is answered twice, on lines %d and %d", ex.Tree.Name(n), l, lr.Line()))
		}
		seen[key] = lr.Line()
		ans.Text[ValueQuestion][n] = given
		ans.Values[n] = v
	}
	return ans, nil
}

// valueLine reads the answer line text of a value, "B 3" (also "B = 3"
// and "B: 3"): the node, its value and the value as written. The first
// word names the node and the rest is its value; where the first word
// names no node, the value is the last word and the name the words before
// it, as also in a game's tree where names are moves and may hold spaces
// ("f5 d6 3"). The refusal is the first reading's.
func (ex *Exercise) valueLine(text string) (int32, float64, string, error) {
	if i := strings.IndexAny(text, " \t=:"); i > 0 {
		name, val := text[:i], strings.TrimLeft(text[i:], " \t=:")
		if n, ok := ex.Node(name); ok {
			v, err := ex.ParseValue(val)
			if err == nil {
				return n, v, val, nil
			}
			err = fault.Errorf("%s: %v", ex.Tree.Name(n), err)
			if ex.Tree.Kind != tree.Game {
				return 0, 0, "", err
			}
			if n, v, val, err2 := ex.lastWordValue(text); err2 == nil {
				return n, v, val, nil
			}
			return 0, 0, "", err
		}
	}
	return ex.lastWordValue(text)
}

// lastWordValue reads the answer line text of a value as its last word,
// the name being the words before it ("f5 d6 3").
func (ex *Exercise) lastWordValue(text string) (int32, float64, string, error) {
	m := valueText.FindStringSubmatchIndex(text)
	if m == nil {
		return 0, 0, "", fault.Errorf("%q: want a node's name and its value, such as \"B 3\", or \"pruned C2 C3\", or \"window C 3 +inf\"", text)
	}
	name := strings.TrimRight(strings.TrimSpace(text[:m[2]]), "=: ")
	if name == "" {
		return 0, 0, "", fault.Errorf("%q: want a node's name before the value, such as \"B 3\"", text)
	}
	val := text[m[2]:m[3]]
	v, err := ex.ParseValue(val)
	if err != nil {
		return 0, 0, "", err
	}
	n, ok := ex.Node(name)
	if !ok {
		return 0, 0, "", ex.unknown(name)
	}
	return n, v, val, nil
}

// vectorLine reads the answer line text of a tree of utility vectors,
// first its first word and rest the others: "B (1,2,6)" (also "B = ..."
// and "B: ..."), an inner node and its vector.
func (ex *Exercise) vectorLine(first, rest, text string) (int32, []float64, error) {
	name := strings.TrimRight(first, "=:")
	rest = strings.TrimLeft(strings.TrimSpace(rest), "=: ")
	if name == "" || rest == "" {
		return 0, nil, fault.Errorf("%q: want a node's name and its vector, B %s, or \"pruned C2 C3\"", text, tree.VectorForm(ex.Players))
	}
	n, ok := ex.Node(name)
	if !ok {
		return 0, nil, ex.unknown(name)
	}
	if ex.Tree.Nodes[n].Count == 0 {
		return 0, nil, fault.Errorf("%s is a leaf: its value is given; answer the values of the inner nodes (%s)", ex.Tree.Name(n), ex.innerRange())
	}
	v, err := ex.ParseVector(rest)
	if err != nil {
		return 0, nil, fault.Errorf("%s: %v", ex.Tree.Name(n), err)
	}
	return n, v, nil
}

// Report is the grade of a set of answers.
type Report struct {
	// Score counts the right answers out of Total questions.
	Score int `json:"score"`
	Total int `json:"total"`
	// Mistakes are the wrong or missing answers, in preorder.
	Mistakes []Mistake `json:"mistakes"`
}

// Mistake is a wrong or missing answer.
type Mistake struct {
	// Node is the node's name.
	Node string `json:"node"`
	// Kind is "value", "pruned" or "window".
	Kind string `json:"kind"`
	// Expected is the right answer: a number for a value, "pruned" or
	// "evaluated" for a leaf, "[alpha, beta]" for a window. Got is the
	// answer given, in the same form, or nil when there was none.
	Expected any `json:"expected"`
	Got      any `json:"got"`
	// ExpectedText is the right answer as the quiz writes it, in its
	// language: "40/3 (13,333)" in French, where Expected is the number.
	ExpectedText string `json:"expected_text"`
	// GotText is the answer given as the student wrote it ("2,5",
	// "[3 ; +inf]"), or its word in the quiz's language ("élagué"); empty
	// when there was none.
	GotText string `json:"got_text,omitempty"`
	// Why says why the right answer is right.
	Why string `json:"why"`
}

// kindNames name the kinds of question in reports.
var kindNames = []string{"value", "pruned", "window", "quiet", "probcut"}

// Grade grades ans against every question of the exercise.
func (ex *Exercise) Grade(ans *Answers) Report {
	t := ex.Tree
	rep := Report{Total: len(ex.Questions), Mistakes: []Mistake{}}
	for _, q := range ex.Questions {
		if q.Right(ans) {
			rep.Score++
			continue
		}
		m := Mistake{Node: q.Name, Kind: kindNames[q.Kind], Why: q.Why, Expected: q.Expected(t), ExpectedText: ex.expectedText(q)}
		switch q.Kind {
		case ValueQuestion:
			m.Expected = JSONNumber(q.Value)
			if v, ok := ans.Values[q.Node]; ok {
				m.Got = JSONNumber(v)
			}
			if q.Vector != nil {
				m.Expected, m.Got = tree.FormatVector(q.Vector), nil
				if v, ok := ans.Vectors[q.Node]; ok {
					m.Got = tree.FormatVector(v)
				}
			}
		case PrunedQuestion:
			if ans.PrunedGiven {
				m.Got = map[bool]string{true: "pruned", false: "evaluated"}[ans.Pruned[q.Node]]
			}
		case WindowQuestion:
			if w, ok := ans.Windows[q.Node]; ok {
				m.Got = "[" + t.FormatValue(w[0]) + ", " + t.FormatValue(w[1]) + "]"
			}
		case QuietQuestion, CutQuestion:
			if ans.MarkedGiven[q.Kind] {
				given := q
				given.Flag = ans.Marked[q.Kind][q.Node]
				m.Got = given.Expected(t)
			}
		}
		if m.Got != nil {
			m.GotText = ex.gotText(q, m.Got, ans)
		}
		rep.Mistakes = append(rep.Mistakes, m)
	}
	return rep
}

// gotText writes the answer got to q, as the student wrote it where it
// was written, or else in the quiz's language.
func (ex *Exercise) gotText(q Question, got any, ans *Answers) string {
	if text, ok := ans.Text[q.Kind][q.Node]; ok {
		return text
	}
	if w, ok := ans.Windows[q.Node]; ok && q.Kind == WindowQuestion {
		return ex.Lang.Window(ex.value(w[0]), ex.value(w[1]))
	}
	switch g := got.(type) {
	case string:
		return ex.Lang.Word(g) // "pruned", "(1,2,6)"
	case float64:
		return ex.value(g)
	}
	return fmt.Sprint(got)
}

// Right reports whether ans answers q rightly: the one check that both
// Grade and a Session make.
func (q Question) Right(ans *Answers) bool {
	switch q.Kind {
	case ValueQuestion:
		if q.Vector != nil {
			return vectorRight(ans.Vectors[q.Node], q.Vector)
		}
		v, ok := ans.Values[q.Node]
		// An expected value may be given as a decimal rounded to three
		// places (10/3 as 3.333).
		return ok && (v == q.Value || q.Value != math.Trunc(q.Value) && math.Abs(v-q.Value) <= 0.0005+1e-9)
	case PrunedQuestion:
		return ans.PrunedGiven && ans.Pruned[q.Node] == q.IsPruned
	case WindowQuestion:
		w, ok := ans.Windows[q.Node]
		return ok && w[0] == q.Alpha && w[1] == q.Beta
	case QuietQuestion, CutQuestion:
		return ans.MarkedGiven[q.Kind] && ans.Marked[q.Kind][q.Node] == q.Flag
	}
	return false
}

// JSONNumber writes a value as JSON writes numbers, which have no
// infinities: an infinity as "+inf" or "-inf".
func JSONNumber(v float64) any {
	switch {
	case math.IsInf(v, 1):
		return "+inf"
	case math.IsInf(v, -1):
		return "-inf"
	}
	return v
}
