package quiz

import (
	"fmt"
	"gametree/internal/msg"
	"math"
	"reflect"
	"strings"
	"testing"

	"gametree/othello"
	"gametree/othello/adapter"
	"gametree/tree"
)

const aima = "((3 12 8) (2 4 6) (14 5 2))"

func exercise(t *testing.T, leaves string, ask Ask) *Exercise {
	t.Helper()
	tr, err := tree.ParseLeaves(leaves, false)
	if err != nil {
		t.Fatal(err)
	}
	ex, err := New(tr, ask)
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

func TestAIMA(t *testing.T) {
	ex := exercise(t, aima, Values|Pruned|Windows)
	want := map[string]string{
		"A":  "3",
		"B":  "3",
		"C":  "2",
		"D":  "2",
		"C2": "pruned",
		"C3": "pruned",
		"C1": "evaluated",
		"D3": "evaluated",
	}
	got := map[string]string{}
	for _, q := range ex.Questions {
		if q.Kind != WindowQuestion {
			got[q.Name] = q.Expected(ex.Tree)
		}
	}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s: %q, want %q", name, got[name], w)
		}
	}
	whys := map[string]string{}
	for _, q := range ex.Questions {
		whys[fmt.Sprint(q.Kind)+q.Name] = q.Why
	}
	for key, w := range map[string]string{
		"0C":  "C is a MIN node: its value is the smallest of its children's values (2, 4, 6), 2.",
		"0A":  "A is a MAX node: its value is the largest of its children's values (3, 2, 2), 3.",
		"1C3": "C3 is pruned: after C1, alpha 3 >= beta 2, so C (MIN) stops.",
		"1C1": "C1 is evaluated: alpha-beta reaches it with the window [3, +inf], and no cutoff above it comes first.",
		"2B1": "B1 is B's first child: it is entered with B's own window on entry, [-inf, +inf].",
		"2D3": "D3 is entered with D's window after D2 returned, [3, 5] (a MIN node lowers beta to the best value so far).",
		"2A":  "The root is entered with the whole window [-inf, +inf].",
	} {
		if whys[key] != w {
			t.Errorf("why %s:\n got %q\nwant %q", key, whys[key], w)
		}
	}
	if got, want := ex.Task(), []string{
		"1. Give the minimax value of each inner node (A to D).",
		"2. Which leaves does alpha-beta never evaluate, searching the children left to right?",
		"3. Give the window [alpha, beta] each node is entered with, for the nodes alpha-beta visits.",
	}; !reflect.DeepEqual(got, want) {
		t.Errorf("task %q", got)
	}
	if got := ex.Key(); got[0] != "Values: A 3, B 3, C 2, D 2." || got[1] != "Pruned leaves: C2 C3." ||
		!strings.HasPrefix(got[2], "Windows on entry, in visit order: A [-inf, +inf], B [-inf, +inf], B1 [-inf, +inf], B2 [-inf, 3]") {
		t.Errorf("key %q", got)
	}
}

// A leaf pruned deep under a skipped subtree names the subtree.
func TestWhyDeepPrune(t *testing.T) {
	ex := exercise(t, "(((3 17) (2 12)) ((15) (25 0)) ((2 5) (3)) ((2 14)))", Pruned)
	var whys []string
	for _, q := range ex.Questions {
		if q.IsPruned {
			whys = append(whys, q.Why)
		}
	}
	want := []string{
		"I2 is pruned: after I1, alpha 25 >= beta 15, so I (MAX) stops.",
		"K1 is pruned: it is under K, which D (MIN) skips after J, where alpha 15 >= beta 5.",
	}
	if !reflect.DeepEqual(whys, want) {
		t.Errorf("whys %q", whys)
	}
}

// naive is an alpha-beta written apart from the minimax package, on the
// nested lists themselves: it returns the value and the leaves it
// evaluates, numbered left to right.
type naive struct {
	leaves  []float64 // values of the leaves, left to right
	visited map[int]bool
}

type nestedNode struct {
	leaf     int // leaf number, or -1
	value    float64
	children []*nestedNode
}

func parseNested(s string) *nestedNode {
	count := 0
	var pos int
	var parse func() *nestedNode
	parse = func() *nestedNode {
		for s[pos] == ' ' {
			pos++
		}
		if s[pos] == '(' {
			pos++
			n := &nestedNode{leaf: -1}
			for {
				for s[pos] == ' ' {
					pos++
				}
				if s[pos] == ')' {
					pos++
					return n
				}
				n.children = append(n.children, parse())
			}
		}
		start := pos
		for pos < len(s) && s[pos] != ' ' && s[pos] != ')' {
			pos++
		}
		var v float64
		fmt.Sscan(s[start:pos], &v)
		count++
		return &nestedNode{leaf: count - 1, value: v}
	}
	return parse()
}

func (n *nestedNode) minimax(isMax bool) float64 {
	if n.children == nil {
		return n.value
	}
	best := math.Inf(1)
	if isMax {
		best = math.Inf(-1)
	}
	for _, c := range n.children {
		v := c.minimax(!isMax)
		if isMax {
			best = math.Max(best, v)
		} else {
			best = math.Min(best, v)
		}
	}
	return best
}

func (n *nestedNode) alphabeta(isMax bool, alpha, beta float64, seen map[int]bool) float64 {
	if n.children == nil {
		seen[n.leaf] = true
		return n.value
	}
	for _, c := range n.children {
		v := c.alphabeta(!isMax, alpha, beta, seen)
		if isMax {
			alpha = math.Max(alpha, v)
		} else {
			beta = math.Min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	if isMax {
		return alpha
	}
	return beta
}

// answersFor writes the answer file of a nested tree from the naive
// searches, naming nodes as the quiz does: inner nodes by their letter in
// breadth-first order, leaves by parent letter and child number.
func answersFor(ex *Exercise, root *nestedNode) (values map[string]float64, pruned []string) {
	values = map[string]float64{}
	names := map[*nestedNode]string{}
	queue := []*nestedNode{root}
	letter := 0
	for i := 0; i < len(queue); i++ {
		n := queue[i]
		if n.children == nil {
			continue
		}
		names[n] = letterName(letter)
		letter++
		for k, c := range n.children {
			queue = append(queue, c)
			if c.children == nil {
				names[c] = fmt.Sprintf("%s%d", names[n], k+1)
			}
		}
	}
	seen := map[int]bool{}
	root.alphabeta(true, math.Inf(-1), math.Inf(1), seen)
	var walk func(n *nestedNode, isMax bool)
	walk = func(n *nestedNode, isMax bool) {
		if n.children == nil {
			if !seen[n.leaf] {
				pruned = append(pruned, names[n])
			}
			return
		}
		values[names[n]] = n.minimax(isMax)
		for _, c := range n.children {
			walk(c, !isMax)
		}
	}
	walk(root, true)
	return values, pruned
}

func letterName(i int) string {
	s := ""
	for i++; i > 0; i = (i - 1) / 26 {
		s = string(rune('A'+(i-1)%26)) + s
	}
	return s
}

func answerFile(values map[string]float64, pruned []string) string {
	var b strings.Builder
	b.WriteString("# answers\n")
	var names []string
	for n := range values {
		names = append(names, n)
	}
	// Any order: the grader does not care.
	for _, n := range names {
		fmt.Fprintf(&b, "%s %g\n", n, values[n])
	}
	b.WriteString("pruned " + strings.Join(pruned, " ") + "\n")
	return b.String()
}

// The grader against a naive alpha-beta on seeded random trees: all right
// is full marks, and each single wrong value or wrong pruned leaf is the one
// mistake reported.
func TestGraderAgainstNaive(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		depth, branching := 2+int(seed%3), 2+int(seed%2)
		leaves, err := Random(depth, branching, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		ex := exercise(t, leaves, Values|Pruned)
		root := parseNested(leaves)
		values, pruned := answersFor(ex, root)
		grade := func(text string) Report {
			ans, err := ex.ParseAnswers(strings.NewReader(text), "answers.txt")
			if err != nil {
				t.Fatalf("seed %d: %v\n%s", seed, err, text)
			}
			return ex.Grade(ans)
		}
		rep := grade(answerFile(values, pruned))
		if rep.Score != rep.Total || len(rep.Mistakes) != 0 {
			t.Fatalf("seed %d %s: all right scores %d of %d, mistakes %+v", seed, leaves, rep.Score, rep.Total, rep.Mistakes)
		}
		for name := range values {
			wrong := map[string]float64{}
			for k, v := range values {
				wrong[k] = v
			}
			wrong[name]++
			rep := grade(answerFile(wrong, pruned))
			if len(rep.Mistakes) != 1 || rep.Mistakes[0].Node != name || rep.Mistakes[0].Kind != "value" || rep.Score != rep.Total-1 {
				t.Fatalf("seed %d: wrong %s gives %+v", seed, name, rep)
			}
			if rep.Mistakes[0].Got != values[name]+1 || rep.Mistakes[0].Expected != values[name] {
				t.Errorf("seed %d: %+v", seed, rep.Mistakes[0])
			}
		}
		// Each leaf flipped: listed when evaluated, left out when pruned.
		for _, q := range ex.Questions {
			if q.Kind != PrunedQuestion {
				continue
			}
			var flipped []string
			if q.IsPruned {
				for _, p := range pruned {
					if p != q.Name {
						flipped = append(flipped, p)
					}
				}
			} else {
				flipped = append(append(flipped, pruned...), q.Name)
			}
			rep := grade(answerFile(values, flipped))
			if len(rep.Mistakes) != 1 || rep.Mistakes[0].Node != q.Name || rep.Mistakes[0].Kind != "pruned" {
				t.Fatalf("seed %d: flipping %s gives %+v", seed, q.Name, rep)
			}
		}
		// Nothing answered: every question a mistake with got null.
		rep = grade("")
		if rep.Score != 0 || len(rep.Mistakes) != rep.Total {
			t.Fatalf("seed %d: empty answers %+v", seed, rep)
		}
		for _, m := range rep.Mistakes {
			if m.Got != nil {
				t.Fatalf("seed %d: %+v has a got", seed, m)
			}
		}
	}
}

// Mistakes come in preorder: a node before its children, left to right.
func TestMistakesInPreorder(t *testing.T) {
	ex := exercise(t, "(((3 17) (2 12)) ((15) (25 0)))", Values)
	rep := ex.Grade(NewAnswers())
	var names []string
	for _, m := range rep.Mistakes {
		names = append(names, m.Node)
	}
	if got := strings.Join(names, " "); got != "A B D E C F G" {
		t.Errorf("mistakes in order %s", got)
	}
}

func TestParseAnswers(t *testing.T) {
	ex := exercise(t, aima, Values|Pruned|Windows)
	ok := "# comment\n\nB 3\nc = 2  # trailing comment\nD: 2\nA 3.0\npruned C2, c3\nwindow C [3, +inf]\nwindow b1 -inf inf\n"
	ans, err := ex.ParseAnswers(strings.NewReader(ok), "a.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(ans.Values) != 4 || !ans.PrunedGiven || len(ans.Pruned) != 2 || len(ans.Windows) != 2 {
		t.Errorf("%+v", ans)
	}
	if ans, err := ex.ParseAnswers(strings.NewReader("pruned\n"), "a.txt"); err != nil || !ans.PrunedGiven || len(ans.Pruned) != 0 {
		t.Errorf("pruned alone: %+v %v", ans, err)
	}
	for _, c := range []struct{ text, want string }{
		{"B three", `a.txt:1: B: "three" is not a value: want a number such as 3 or -2.5`},
		{"B 3 4", `a.txt:1: B: "3 4" is not a value: want a number such as 3 or -2.5`},
		{"B =", `a.txt:1: B: "" is not a value`},
		{"window C x [3, 4]", `a.txt:1: "x [3, 4]" is not a window: want alpha and beta, such as [3, +inf]`},
		{"window C [3]", `a.txt:1: "[3]" is not a window`},
		{"what 3x", `a.txt:1: "what 3x": want a node's name and its value, such as "B 3", or "pruned C2 C3", or "window C 3 +inf"`},
		{"\n\nQ 3", `a.txt:3: no node "Q" in this tree: the inner nodes are A to D, the leaves B1 to D3`},
		{"B1 3", `a.txt:1: B1 is a leaf: its value is given; answer the values of the inner nodes (A to D)`},
		{"B 3\nb 4", `a.txt:2: B is answered twice, on lines 1 and 2`},
		{"pruned C", `a.txt:1: C is not a leaf: list the leaves that are never evaluated (B1 to D3), not the nodes above them`},
		{"pruned Z9", `a.txt:1: no node "Z9" in this tree: the inner nodes are A to D, the leaves B1 to D3`},
		{"window C 3", `a.txt:1: "window C 3": want a node and its window on entry, such as "window C 3 +inf"`},
		{"window C 3 x", `a.txt:1: "x" is not a bound: want a number, -inf or +inf`},
		{"window C 3 4\nwindow c 1 2", `a.txt:2: the window of C is answered twice, on lines 1 and 2`},
		{"3", `a.txt:1: "3": want a node's name before the value, such as "B 3"`},
		{"B 1e400", `a.txt:1: B: "1e400" is not a value: want a number such as 3 or -2.5`},
		{"B " + strings.Repeat("9", 70000), "a.txt:1: "},
	} {
		_, err := ex.ParseAnswers(strings.NewReader(c.text), "a.txt")
		if err == nil || !strings.HasPrefix(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v, want %s", c.text, err, c.want)
		}
	}
}

// In French a window's bounds may have decimal commas: the bounds are
// separated by a semicolon, a comma before or after a space, or a lone
// comma; a mistake shows the window as the student wrote it.
func TestParseWindowFrench(t *testing.T) {
	ex := exercise(t, aima, Values|Pruned|Windows)
	ex.Lang = msg.Fr
	for _, c := range []struct {
		text   string
		lo, hi float64
	}{
		{"[2,5 ; 1,5]", 2.5, 1.5}, {"2,5 ; 1,5", 2.5, 1.5}, {"[2,5, 1,5]", 2.5, 1.5}, {"2,5 1,5", 2.5, 1.5},
		{"[3,5]", 3, 5}, {"[-inf ; 3]", math.Inf(-1), 3}, {"-inf, +inf", math.Inf(-1), math.Inf(1)}, {"[3;4]", 3, 4},
	} {
		lo, hi, err := ex.ParseWindow(c.text)
		if err != nil || lo != c.lo || hi != c.hi {
			t.Errorf("%q: [%v, %v] %v, want [%v, %v]", c.text, lo, hi, err, c.lo, c.hi)
		}
	}
	for _, text := range []string{"[2,5,3]", "[1,5 ; 2 ; 3]", "[]"} {
		if _, _, err := ex.ParseWindow(text); err == nil {
			t.Errorf("%q read as a window", text)
		}
	}
	ans, err := ex.ParseAnswers(strings.NewReader("window C [2,5 ; 1,5]\nB 2,5\n"), "r.txt")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, m := range ex.Grade(ans).Mistakes {
		got[m.Kind+" "+m.Node] = m.GotText + " | " + m.ExpectedText
	}
	if got["window C"] != "[2,5 ; 1,5] | [3 ; +inf]" || got["value B"] != "2,5 | 3" {
		t.Errorf("mistakes %q", got)
	}
	// The refusal gives a French example of a value.
	_, err = ex.ParseAnswers(strings.NewReader("B x\n"), "r.txt")
	if text := msg.Fr.Error(err); text != "r.txt:1: B : «\u00a0x\u00a0» n'est pas une valeur : il faut un nombre comme 3 ou -2,5" {
		t.Errorf("refusal %q", text)
	}
}

// Values as an answer gives them: numbers in any tree, and Othello's
// "win +9", "loss -3" and "draw" in an Othello tree (not in a textbook
// tree).
func TestParseValue(t *testing.T) {
	tr := tree.NewGame(adapter.NewOthello(othello.Start(4), othello.Discs{}), 1, 0)
	ex := &Exercise{Tree: tr}
	text := exercise(t, aima, Values)
	for _, c := range []struct {
		in   string
		want float64
		ok   bool
	}{
		{"3", 3, true}, {"-2.5", -2.5, true}, {" +4 ", 4, true}, {"win +9", othello.WinScore + 9, true},
		{"WIN 9", othello.WinScore + 9, true}, {"loss -3", -(othello.WinScore + 3), true}, {"draw", 0, true},
		{"x", 0, false}, {"inf", 0, false}, {"NaN", 0, false}, {"0x10", 0, false}, {"1_000", 0, false}, {"win", 0, false},
	} {
		got, err := ex.ParseValue(c.in)
		if (err == nil) != c.ok || (c.ok && got != c.want) {
			t.Errorf("ParseValue(%q) = %v, %v", c.in, got, err)
		}
		words := strings.ContainsAny(strings.ToLower(c.in), "wld")
		if got, err := text.ParseValue(c.in); (err == nil) != (c.ok && !words) || (err == nil && got != c.want) {
			t.Errorf("textbook ParseValue(%q) = %v, %v", c.in, got, err)
		}
	}
	if a, b, err := text.ParseWindow("[-inf, 3]"); err != nil || !math.IsInf(a, -1) || b != 3 {
		t.Errorf("ParseWindow: %v %v %v", a, b, err)
	}
}

func TestAskRoundTrip(t *testing.T) {
	for a := Ask(1); a < 8; a++ {
		got, err := ParseAsk(a.String())
		if err != nil || got != a {
			t.Errorf("ParseAsk(%q) = %v, %v", a.String(), got, err)
		}
	}
	if _, err := ParseAsk("values,cutoffs"); err == nil {
		t.Error("cutoffs accepted")
	}
}

// The same seed gives the same tree, here and on every machine.
func TestRandom(t *testing.T) {
	a, _ := Random(3, 2, 7, false)
	b, _ := Random(3, 2, 7, false)
	c, _ := Random(3, 2, 8, false)
	if a != b || a == c {
		t.Errorf("seeds: %s %s %s", a, b, c)
	}
	if a != "(((10 0) (11 6)) ((17 16) (6 9)))" {
		t.Errorf("Random(3, 2, 7) = %s; the trees of a seed must not change", a)
	}
	if _, err := Random(6, 5, 1, false); err == nil {
		t.Error("a tree of 19,531 nodes accepted")
	}
}

// An Othello tree: nodes named by their moves, answers by paths with or
// without spaces.
func TestOthello(t *testing.T) {
	m, _ := othello.ParseMoves("f5d6")
	p, _, err := othello.Replay(othello.Start(8), m)
	if err != nil {
		t.Fatal(err)
	}
	tr := tree.NewGame(adapter.NewOthello(p, othello.Discs{}), 2, 0)
	ex, err := New(tr, DefaultAsk)
	if err != nil {
		t.Fatal(err)
	}
	if ex.Questions[0].Name != "root" {
		t.Errorf("first question %q", ex.Questions[0].Name)
	}
	q := ex.Questions[1]
	var pruned []string
	for _, p := range ex.Questions {
		if p.IsPruned {
			if !strings.Contains(p.Name, " ") {
				t.Errorf("a leaf's name %q is not a move path", p.Name)
			}
			pruned = append(pruned, strings.ReplaceAll(p.Name, " ", ""))
		}
	}
	if len(pruned) == 0 {
		t.Fatal("no pruned leaf after f5d6 at depth 2")
	}
	text := "root " + tr.FormatValue(ex.Minimax[0]) + "\n" + q.Name + " " + tr.FormatValue(q.Value) + "\npruned " + strings.Join(pruned, " ") + "\n"
	ans, err := ex.ParseAnswers(strings.NewReader(text), "a.txt")
	if err != nil {
		t.Fatal(err)
	}
	rep := ex.Grade(ans)
	for _, m := range rep.Mistakes {
		if m.Node == "root" || m.Node == q.Name || m.Kind == "pruned" {
			t.Errorf("right answer graded wrong: %+v", m)
		}
	}
	if _, err := ex.ParseAnswers(strings.NewReader("z9 3\n"), "a.txt"); err == nil || !strings.Contains(err.Error(), "name a node by its moves from the root, such as") {
		t.Errorf("unknown path: %v", err)
	}
}

func FuzzParseAnswers(f *testing.F) {
	for _, s := range []string{"B 3\npruned C2 C3\n", "window C [3, +inf]", "# x\n\nA: win +3", "pruned", "B = -1.5e2"} {
		f.Add(s)
	}
	tr, _ := tree.ParseLeaves(aima, false)
	ex, err := New(tr, Values|Pruned|Windows)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		ans, err := ex.ParseAnswers(strings.NewReader(text), "a.txt")
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("two-line error %q", err)
			}
			return
		}
		rep := ex.Grade(ans)
		if rep.Score+len(rep.Mistakes) != rep.Total {
			t.Fatalf("score %d + %d mistakes != %d", rep.Score, len(rep.Mistakes), rep.Total)
		}
	})
}

// A chance quiz's values are graded as fractions too ("B 5/2" said
// "B: <nil>"), and an endless answer file is refused, not read forever.
func TestAnswersFractionsAndBounds(t *testing.T) {
	tr, err := tree.ParseLeaves("({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})", false)
	if err != nil {
		t.Fatal(err)
	}
	ex, err := New(tr, Values|Pruned)
	if err != nil {
		t.Fatal(err)
	}
	ans, err := ex.ParseAnswers(strings.NewReader("B 5/2\nC = 5 / 3\n"), "a.txt")
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := ex.Node("B"); ans.Values[b] != 2.5 {
		t.Errorf("B: %v", ans.Values)
	}
	_, err = ex.ParseAnswers(strings.NewReader(strings.Repeat("\n", MaxAnswerLines+5)), "blank")
	if err == nil || !strings.Contains(err.Error(), "blank:10001: ") || !strings.Contains(err.Error(), "at most 10000 lines") {
		t.Errorf("endless blank lines: %v", err)
	}
}

// naiveMaxN is max^n written apart: each player takes the child whose
// vector gives it the most, the first on a tie.
func naiveMaxN(t *tree.Tree, n int32) []float64 {
	nd := t.Nodes[n]
	if nd.Count == 0 {
		return t.Utility(n)
	}
	me := t.Mover(n)
	var best []float64
	for c := nd.First; c < nd.First+nd.Count; c++ {
		if v := naiveMaxN(t, c); best == nil || v[me] > best[me] {
			best = v
		}
	}
	return best
}

// The quiz of a game of several players: AIMA's Figure 5.4 (A's value
// (1,2,6)), shallow pruning's leaf on Korf's kind of tree, the answers
// read and graded (vectors in any of the forms a person types), and
// every value of seeded random trees of 2 to 5 players against max^n
// written apart.
func TestQuizSeveralPlayers(t *testing.T) {
	aima, _ := tree.ParseLeaves("((((1,2,6) (4,2,3)) ((6,1,2) (7,4,1))) (((5,1,1) (1,5,2)) ((7,7,1) (5,4,5))))", false)
	ex, err := New(aima, DefaultAsk)
	if err != nil {
		t.Fatal(err)
	}
	key := strings.Join(ex.Key(), "\n")
	for _, want := range []string{"a (1,2,6)", "b (1,2,6)", "d (1,2,6)", "e (6,1,2)", "g (5,4,5)", "c (1,5,2)", "Pruned leaves: none."} {
		if !strings.Contains(key, want) {
			t.Errorf("AIMA 5.4's key lacks %q:\n%s", want, key)
		}
	}
	if why := ex.Questions[0].Why; !strings.Contains(why, "A takes the child that gives A the most") || !strings.Contains(why, "(1,2,6) gives 1") {
		t.Errorf("why A: %s", why)
	}
	korf, _ := tree.ParseLeaves("((((4,3,3) (5,2,3)) ((1,1,8) (2,5,3))) (((3,4,3) (2,6,2)) ((6,1,3) (0,9,1))))", false)
	ex, err = New(korf, DefaultAsk)
	if err != nil {
		t.Fatal(err)
	}
	var pruned []string
	for _, q := range ex.Questions {
		if q.Kind == PrunedQuestion && q.IsPruned {
			pruned = append(pruned, q.Name+": "+q.Why)
		}
	}
	if len(pruned) != 1 || !strings.Contains(pruned[0], "e2: e2 is pruned: after e1, e (C) has 8 already") || !strings.Contains(pruned[0], "B can get at most 2 at e, no more than the 3 it has at b") {
		t.Errorf("shallow pruning's leaves: %q", pruned)
	}
	answers := "B (4,3,3)\nC 3 4 3\nD: (4, 3, 3)\nE = 1,1,8\nF (3,4,3)\nG (6,1,3)\nA (9,9,9)\npruned E2\n"
	ans, err := ex.ParseAnswers(strings.NewReader(answers), "a.txt")
	if err != nil {
		t.Fatal(err)
	}
	rep := ex.Grade(ans)
	if rep.Score != rep.Total-1 || len(rep.Mistakes) != 1 || rep.Mistakes[0].Expected != "(4,3,3)" || rep.Mistakes[0].Got != "(9,9,9)" {
		t.Errorf("grade: %+v", rep)
	}
	for _, bad := range []struct{ line, want string }{
		{"B (1,2)", "b: \"(1,2)\": want 3 utilities"},
		{"B", "want a node's name and its vector"},
		{"E2 (1,1,1)", "e2 is a leaf"},
		{"Z (1,1,1)", "no node \"Z\""},
		{"B (1,1,1)\nB (1,1,1)", "answered twice"},
	} {
		if _, err := ex.ParseAnswers(strings.NewReader(bad.line), "a.txt"); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%q: %v, want %q", bad.line, err, bad.want)
		}
	}
	if _, err := New(korf, Windows); err == nil || !strings.Contains(err.Error(), "leave windows out") {
		t.Errorf("windows: %v", err)
	}
	for seed := uint64(0); seed < 60; seed++ {
		leaves, err := RandomVectors(2+int(seed%3), 2+int(seed%2), 2+int(seed%4), seed)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := tree.ParseLeaves(leaves, false)
		if err != nil {
			t.Fatalf("%s: %v", leaves, err)
		}
		ex, err := New(tr, DefaultAsk)
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range ex.Questions {
			if q.Kind == ValueQuestion && !reflect.DeepEqual(q.Vector, naiveMaxN(tr, q.Node)) {
				t.Fatalf("%s: %s is %v, max^n written apart %v", leaves, q.Name, q.Vector, naiveMaxN(tr, q.Node))
			}
		}
		for n := range tr.Nodes {
			if u := tr.Utility(int32(n)); u != nil {
				sum := 0.0
				for _, x := range u {
					sum += x
				}
				if sum != UtilitySum {
					t.Fatalf("%s: a leaf sums to %v", leaves, sum)
				}
			}
		}
	}
	again, _ := RandomVectors(3, 2, 3, 7)
	if same, _ := RandomVectors(3, 2, 3, 7); same != again {
		t.Error("the same seed makes another tree")
	}
}

// The French quiz takes a decimal comma, as its own examples write one
// ("-2,5"); the English reads "2,5" as no value.
func TestDecimalCommaInFrench(t *testing.T) {
	tr, err := tree.ParseLeaves("((1 2) (3 4))", false)
	if err != nil {
		t.Fatal(err)
	}
	ex := &Exercise{Tree: tr, Lang: msg.Fr}
	if v, err := ex.ParseValue("-2,5"); err != nil || v != -2.5 {
		t.Errorf("fr -2,5: %v %v", v, err)
	}
	ex.Lang = msg.En
	if _, err := ex.ParseValue("2,5"); err == nil {
		t.Error("en 2,5 read as a value")
	}
}
