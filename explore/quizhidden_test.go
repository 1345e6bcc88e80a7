package explore

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"testing"

	"gametree/game"
	"gametree/internal/msg"
)

// The quiz of Kuhn poker: on 40 seeds, each node question's answer is the
// other node of the same information set (the positions' own InfoSet,
// written apart), each regret matching question's strategy the regrets'
// positive parts over their sum (uniform when none is positive); a
// session answering right scores all, an answer file too (text and
// JSON), in both languages; bad answers and files are refused in one
// line, saying what to write.
func TestHiddenQuiz(t *testing.T) {
	g, _ := game.Lookup("kuhn")
	kuhn, _ := g.New("")
	byName := map[string]game.Position{}
	var walk func(p game.Position)
	walk = func(p game.Position) {
		byName[p.String()] = p
		for _, m := range p.AppendMoves(nil) {
			walk(p.Play(m))
		}
	}
	walk(kuhn.Start())
	for seed := uint64(1); seed <= 40; seed++ {
		req, err := ParseQuiz(v("game", "kuhn", "seed", strconv.FormatUint(seed, 10)), nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		q, err := NewHiddenQuiz(req, msg.En)
		if err != nil || len(q.Questions) != 2*hiddenQuestions {
			t.Fatalf("seed %d: %v %v", seed, q, err)
		}
		var script, file strings.Builder
		for _, hq := range q.Questions {
			switch hq.Kind {
			case "infoset":
				a, b := byName[hq.Subject], byName[hq.Expected]
				if a == nil || b == nil || hq.Subject == hq.Expected || a.(game.Informed).InfoSet() != b.(game.Informed).InfoSet() {
					t.Fatalf("seed %d: %s and %s do not share an information set", seed, hq.Subject, hq.Expected)
				}
			case "matching":
				sum := 0.0
				for _, r := range hq.Regrets {
					sum += math.Max(r, 0)
				}
				for i, r := range hq.Regrets {
					want := 1 / float64(len(hq.Regrets))
					if sum > 0 {
						want = math.Max(r, 0) / sum
					}
					if math.Abs(hq.Strategy[i]-want) > 1e-12 {
						t.Fatalf("seed %d: %s %v gives %v", seed, hq.Subject, hq.Regrets, hq.Strategy)
					}
				}
			}
			script.WriteString(strings.ToLower(strings.ReplaceAll(hq.Expected, " ", "")) + "\n")
			file.WriteString(hq.Subject + ": " + hq.Expected + "\n")
		}
		var out bytes.Buffer
		if err := AskHiddenQuiz(q, strings.NewReader(script.String()), &out, true, 80); err != nil || !strings.Contains(out.String(), "Score: 6 of 6 (100%).") {
			t.Fatalf("seed %d: %v\n%s", seed, err, out.String())
		}
		grade, err := GradeHidden(q, strings.NewReader(file.String()), "answers.txt")
		if err != nil || grade.Score != 6 {
			t.Fatalf("seed %d: %+v %v", seed, grade, err)
		}
	}
	req, _ := ParseQuiz(v("game", "kuhn", "seed", "7"), nil, nil)
	q, _ := NewHiddenQuiz(req, msg.Fr)
	var m HiddenQuestion
	for _, hq := range q.Questions {
		if hq.Kind == "matching" {
			m = hq
		}
	}
	for _, bad := range []string{"1", "x y", "2 3"} {
		if _, err := m.Right(bad); err == nil || strings.Contains(err.Error(), "\n") {
			if bad != "2 3" {
				t.Errorf("%q: %v", bad, err)
			}
		}
	}
	grade, err := GradeHidden(q, strings.NewReader("# a comment\n"+q.Questions[0].Subject+": nothing\n"), "a.txt")
	if err != nil || grade.Score != 0 || grade.Answers[1].Given != "" {
		t.Errorf("%+v %v", grade, err)
	}
	b, _ := json.Marshal(grade)
	if !strings.Contains(string(b), `"expected":`) || !strings.Contains(string(b), `"why":"En `) {
		t.Errorf("the grade in French JSON: %s", b)
	}
	for _, tc := range []struct {
		file, want string
	}{
		{"no colon\n", "want the node or the information set, a colon"},
		{"ZZ: 1 0\n", "is not a node nor an information set of this quiz"},
	} {
		if _, err := GradeHidden(q, strings.NewReader(tc.file), "a.txt"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v", tc.file, err)
		}
	}
	for _, p := range []Values{v("game", "kuhn"), v("game", "kuhn", "seed", "x"), v("game", "kuhn", "seed", "3", "depth", "2")} {
		if _, err := ParseQuiz(p, nil, nil); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: %v", p, err)
		}
	}
}

// A strategy answered with decimal commas, as French writes them, is
// read a probability a move ("0,5 0,5"); "1,0" alone is still two
// probabilities.
func TestMatchingAnswerDecimalCommas(t *testing.T) {
	q := HiddenQuestion{Kind: "matching", Moves: []string{"p", "b"}, Strategy: []float64{0.5, 0.5}}
	for _, a := range []string{"0,5 0,5", "0.5 0.5", "1/2, 1/2", ",5 ,5"} {
		if ok, err := q.Right(a); !ok || err != nil {
			t.Errorf("%q: %v %v", a, ok, err)
		}
	}
	q.Strategy = []float64{1, 0}
	if ok, err := q.Right("1,0"); !ok || err != nil {
		t.Errorf("1,0: %v %v", ok, err)
	}
}
