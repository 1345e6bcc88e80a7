package web

import (
	"context"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"gametree/explore"
	"gametree/internal/msg"
)

// Answers a student may type in a value's box and in a window's box: right
// and wrong ones, decimal commas, fractions, words that are no value.
var (
	typedValues  = []string{"x", "3 4", "2,5", "2.5", "-2,5", "5/2", "=3", "1e3", "+inf", "[3, 4]", "win +3", "draw", "(1,2,6)", "1 2 3", "7/0", "=", "3 (x)", "0x10", "1,5 2 6", "2,5 1 3", "(1 2 6", "-0", "+4", ".5", "5."}
	typedWindows = []string{"[2,5 ; 1,5]", "[3,5]", "-inf +inf", "[-inf, +inf]", "[x, 3]", "[3]", "x [3, 4]", "3; +inf", "[2,5, 1,5]", "1 [3, 4]", "-inf 3", "2,5 1,5", "[-inf ; 3]", "[1,5,2]", "[]"}
)

// answerLines writes answers to the questions of key as the quiz page
// writes them (quiz.js answerLines): a line a box filled, names without
// their spaces, then the pruned leaves.
func answerLines(rng *rand.Rand, key *explore.QuizKey) string {
	var lines, pruned []string
	asked := false
	for _, q := range key.Questions {
		name := strings.ReplaceAll(q.Node, " ", "")
		switch q.Kind {
		case "value", "window":
			typed := map[string][]string{"value": typedValues, "window": typedWindows}[q.Kind]
			var text string
			switch rng.IntN(4) {
			case 0:
				continue // left blank
			case 1:
				text = q.Expected // the answer as the quiz writes it
			default:
				text = typed[rng.IntN(len(typed))]
			}
			if q.Kind == "window" {
				lines = append(lines, "window "+name+" "+text)
			} else {
				lines = append(lines, name+" "+text)
			}
		case "pruned":
			asked = true
			if rng.IntN(2) == 0 {
				pruned = append(pruned, name)
			}
		}
	}
	if asked {
		lines = append(lines, strings.TrimSpace("pruned "+strings.Join(pruned, " ")))
	}
	return strings.Join(lines, "\n") + "\n"
}

// gradeWords reduces a grade, or a refusal, to what a student reads: the
// refusal, or the score and each mistake's answer expected and given.
type gradeWords struct {
	Error    string `json:"error,omitempty"`
	Score    int    `json:"score"`
	Total    int    `json:"total"`
	Mistakes []struct {
		Kind         string `json:"kind"`
		Node         string `json:"node"`
		ExpectedText string `json:"expected_text"`
		GotText      string `json:"got_text"`
	} `json:"mistakes"`
}

// A one-file quiz grades answers as the server grades them (gradeOffline
// in common.js against /api/quiz): on seeded random trees (plain, with
// chance nodes, of utility vectors) and an Othello position, with answer
// lines written as the quiz page writes them (the key's own answers,
// blanks, and typed texts right and wrong: decimal commas, fractions,
// words that are no value, windows with a comma inside a bound), in
// English and French, the same refusal word for word, or the same score
// and mistakes, each answer given shown as it was written.
func TestBrowserQuizAnswers(t *testing.T) {
	ctx, base := browser(t)
	rng := rand.New(rand.NewPCG(64, 2026))
	for _, l := range []msg.Lang{msg.En, msg.Fr} {
		do(t, ctx, "the quiz page", chromedp.Navigate(base+"/quiz?lang="+l.String()))
		waitFor(t, ctx, "the page", `document.querySelector('.quiz-tree g.node') !== null`)
		type job struct {
			Key     *explore.QuizKey `json:"key"`
			Nodes   []string         `json:"nodes"`
			Answers string           `json:"answers"`
		}
		var jobs []job
		var want []gradeWords
		var params []url.Values
		for len(jobs) < 120 {
			p := url.Values{"ask": {[]string{"values,pruned", "values,pruned,windows", "windows", "values"}[rng.IntN(4)]}}
			switch n := len(jobs); {
			case n%4 == 1:
				p.Set("leaves", randomLeaves(rng, 1+rng.IntN(3), true))
				p.Set("ask", "values,pruned")
			case n%4 == 2:
				p.Set("leaves", randomVectorLeaves(rng, 1+rng.IntN(2), 2+rng.IntN(3), false))
				p.Set("ask", "values,pruned")
			case n%12 == 3:
				p = url.Values{"moves": {"f5"}, "depth": {"2"}, "ask": {"values,pruned,windows"}}
			default:
				p.Set("leaves", randomLeaves(rng, 1+rng.IntN(3), false))
			}
			key, err := explore.QuizKeyOf(msg.With(context.Background(), l), explore.Values(p))
			if err != nil {
				continue // a lone leaf
			}
			answers := answerLines(rng, key)
			jobs = append(jobs, job{key, quizNames(t, base, p), answers})
			params = append(params, p)
			want = append(want, serverGrade(t, base, p, answers, l))
		}
		in, _ := json.Marshal(jobs)
		got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(async () => {
			const { gradeOffline } = await import('/static/common.js');
			return JSON.stringify(`+string(in)+`.map((j) => {
				try { return gradeOffline(j.answers, j.key, j.nodes); } catch (e) { return { error: e.message }; }
			}));
		})()`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		var pages []gradeWords
		if err := json.Unmarshal([]byte(got), &pages); err != nil || len(pages) != len(jobs) {
			t.Fatalf("%d grades, %v", len(pages), err)
		}
		refused := 0
		for i := range jobs {
			w, _ := json.Marshal(want[i])
			g, _ := json.Marshal(pages[i])
			if string(w) != string(g) {
				t.Errorf("%s %v, answers\n%s\nthe server: %s\nthe page:   %s", l, params[i], jobs[i].Answers, w, g)
			}
			if want[i].Error != "" {
				refused++
			}
		}
		if refused < len(jobs)/4 || refused > len(jobs)*3/4 {
			t.Errorf("%s: %d of %d answer sets refused: the cases do not test both ways", l, refused, len(jobs))
		}
	}
}

// serverGrade asks /api/quiz to grade answers of the quiz of p in l.
func serverGrade(t *testing.T, base string, p url.Values, answers string, l msg.Lang) gradeWords {
	t.Helper()
	q := url.Values{"answers": {answers}, "lang": {l.String()}}
	for k, v := range p {
		q[k] = v
	}
	resp, err := http.Get(base + "/api/quiz?" + q.Encode())
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var doc struct {
		Error string      `json:"error"`
		Grade *gradeWords `json:"grade"`
	}
	if err := json.Unmarshal(b, &doc); err != nil || (doc.Error == "") == (doc.Grade == nil) {
		t.Fatalf("%v: %s %v", p, b, err)
	}
	if doc.Error != "" {
		return gradeWords{Error: doc.Error}
	}
	return *doc.Grade
}

// quizNames are the names of the nodes of the quiz of p, as its document
// gives them to the page.
func quizNames(t *testing.T, base string, p url.Values) []string {
	t.Helper()
	resp, err := http.Get(base + "/api/quiz?" + p.Encode())
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var doc struct {
		Nodes []struct {
			Name string `json:"name"`
		} `json:"nodes"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&doc); err != nil || len(doc.Nodes) == 0 {
		t.Fatalf("%v: %v", p, err)
	}
	names := make([]string, len(doc.Nodes))
	for i, n := range doc.Nodes {
		names[i] = n.Name
	}
	return names
}
