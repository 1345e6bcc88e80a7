package web

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"gametree/explore"
	"gametree/internal/msg"
)

// randomLeaves writes a random textbook tree in the leaves notation:
// uneven depths, whole and decimal leaves, and with chance, chance nodes
// with equal chances or with probabilities of their own.
func randomLeaves(rng *rand.Rand, depth int, chance bool) string {
	if depth == 0 || (depth < 3 && rng.IntN(5) == 0) {
		v := rng.IntN(41) - 20
		switch rng.IntN(5) {
		case 0:
			return fmt.Sprintf("%d.5", v)
		case 1:
			return fmt.Sprintf("%d.25", v/2)
		}
		return fmt.Sprint(v)
	}
	k := 1 + rng.IntN(3)
	kids := make([]string, k)
	for i := range kids {
		kids[i] = randomLeaves(rng, depth-1, chance)
	}
	if !chance || rng.IntN(2) == 0 {
		return "(" + strings.Join(kids, " ") + ")"
	}
	if k == 1 || rng.IntN(2) == 0 {
		return "{" + strings.Join(kids, " ") + "}"
	}
	// Probabilities of their own: k parts of a denominator.
	den := k + rng.IntN(5)
	parts, left := make([]int, k), den
	for i := range parts[:k-1] {
		parts[i] = 1 + rng.IntN(left-(k-1-i))
		left -= parts[i]
	}
	parts[k-1] = left
	for i := range kids {
		kids[i] = fmt.Sprintf("%d/%d: %s", parts[i], den, kids[i])
	}
	return "{" + strings.Join(kids, " ") + "}"
}

// The quiz a one-file page makes of an edited tree (assets/textbook.js)
// is the server's: on seeded random trees, with and without chance
// nodes, every ask and both roots, in English and French, the document
// the page draws and the answer key it grades by, the reasons included,
// equal those of the Go code (explore.Quiz, QuizDoc, QuizKeyOf). The
// page's model of each tree is the editor's (editor.js fromQuiz of the
// server's document), as an edit starts from it.
func TestBrowserQuizEngine(t *testing.T) {
	ctx, base := browser(t)
	rng := rand.New(rand.NewPCG(38, 2026))
	type quizCase struct {
		Doc     *explore.QuizDoc `json:"doc"`
		RootMin bool             `json:"rootMin"`
		Ask     string           `json:"ask"`
	}
	for _, l := range []msg.Lang{msg.En, msg.Fr} {
		do(t, ctx, "the quiz page", chromedp.Navigate(base+"/quiz?lang="+l.String()))
		waitFor(t, ctx, "the page", `document.querySelector('.quiz-tree g.node') !== null`)
		var cases []quizCase
		var want []string
		for len(cases) < 200 {
			chance := len(cases)%2 == 1
			leaves := randomLeaves(rng, 1+rng.IntN(4), chance)
			asks := []string{"values,pruned", "values", "pruned", "values,pruned,windows", "windows"}
			ask := asks[rng.IntN(len(asks))]
			if chance && strings.Contains(leaves, "{") {
				ask = asks[rng.IntN(3)]
			}
			root := []string{"max", "min"}[rng.IntN(2)]
			if len(cases) >= 135 && len(cases) < 150 {
				// Leaves not quiet: the quiz stops at the horizon.
				leaves = randomNoisyLeaves(rng)
			}
			if len(cases) >= 150 {
				// Games of 2 to 4 players, some nodes' players named.
				leaves, ask, root = randomVectorLeaves(rng, 1+rng.IntN(3), 2+rng.IntN(3), rng.IntN(3) == 0), asks[rng.IntN(3)], "max"
			}
			p := explore.Values{"leaves": {leaves}, "ask": {ask}, "root": {root}}
			req, err := explore.ParseQuiz(p, nil, nil)
			if err != nil {
				t.Fatalf("%s: %v", leaves, err)
			}
			lctx := msg.With(context.Background(), l)
			ex, _, err := explore.Quiz(lctx, req)
			if err != nil {
				continue // a lone leaf
			}
			key, err := explore.QuizKeyOf(lctx, p)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(map[string]any{"doc": req.Doc(ex), "key": key})
			cases = append(cases, quizCase{Doc: req.Doc(ex), RootMin: root == "min", Ask: ask})
			want = append(want, string(b))
		}
		in, _ := json.Marshal(cases)
		got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(async () => {
			const { makeQuiz } = await import('/static/textbook.js');
			const { fromQuiz } = await import('/static/editor.js');
			return JSON.stringify(`+string(in)+`.map((c) => makeQuiz(fromQuiz(c.doc), { rootMin: c.rootMin, ask: c.ask })));
		})()`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		var pages []json.RawMessage
		if err := json.Unmarshal([]byte(got), &pages); err != nil || len(pages) != len(cases) {
			t.Fatalf("%d answers, %v", len(pages), err)
		}
		bad := 0
		for i := range cases {
			var g, w map[string]any
			json.Unmarshal(pages[i], &g)
			json.Unmarshal([]byte(want[i]), &w)
			if !reflect.DeepEqual(g, w) {
				bad++
				if bad <= 3 {
					t.Errorf("%s, %s, ask %s, root min %v: the page's quiz differs:\n%s", l, cases[i].Doc.Leaves, cases[i].Ask, cases[i].RootMin, firstDifference(g, w, ""))
				}
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d of %d quizzes differ", l, bad, len(cases))
		}
	}
}

// firstDifference says where two decoded JSON values first differ.
func firstDifference(got, want any, at string) string {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return fmt.Sprintf("%s: got %v, want %v", at, got, want)
		}
		for k := range w {
			if !reflect.DeepEqual(g[k], w[k]) {
				return firstDifference(g[k], w[k], at+"."+k)
			}
		}
		for k := range g {
			if _, ok := w[k]; !ok {
				return fmt.Sprintf("%s.%s: got %v, want nothing", at, k, g[k])
			}
		}
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return fmt.Sprintf("%s: got %v, want %v", at, got, want)
		}
		for i := range w {
			if !reflect.DeepEqual(g[i], w[i]) {
				return firstDifference(g[i], w[i], fmt.Sprintf("%s[%d]", at, i))
			}
		}
	}
	return fmt.Sprintf("%s: got %#v, want %#v", at, got, want)
}

// Every tree the editor can make is one the server reads, and the quiz
// the page makes of it is the server's: from seeded random trees, seeded
// random edits (add, remove, move, chance, a probability, a value) are
// made in the page with the editor's own edits, and each tree written
// (editor.js leavesOf) is read by the Go code, whose quiz the page's
// (textbook.js) must equal.
func TestBrowserEditsAgainstGo(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "the quiz page", chromedp.Navigate(base+"/quiz"))
	waitFor(t, ctx, "the page", `document.querySelector('.quiz-tree g.node') !== null`)
	rng := rand.New(rand.NewPCG(40, 17))
	var starts []string
	for len(starts) < 200 {
		starts = append(starts, randomLeaves(rng, 1+rng.IntN(3), len(starts)%2 == 1))
	}
	// Games of several players: their edits give utilities and players.
	for len(starts) < 260 {
		starts = append(starts, randomVectorLeaves(rng, 1+rng.IntN(3), 2+rng.IntN(3), rng.IntN(2) == 0))
	}
	in, _ := json.Marshal(starts)
	got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(async () => {
		const { makeQuiz } = await import('/static/textbook.js');
		const { fromQuiz, leavesOf, edits } = await import('/static/editor.js');
		let seed = 7;
		const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
		const out = [];
		for (const leaves of `+string(in)+`) {
			const doc = await (await fetch('/api/quiz?leaves=' + encodeURIComponent(leaves))).json();
			if (!doc.nodes) continue; // a lone leaf: no quiz to start from
			const model = fromQuiz(doc);
			for (let k = 0; k < 12; k++) {
				// A random node's path.
				const path = [];
				for (let n = model; n.kids && rand(3); ) { const i = rand(n.kids.length); path.push(i); n = n.kids[i]; }
				const probs = ['1/3', '0.25', '2/7', '1/2', '5/6'];
				const op = ['add', 'add', 'remove', 'move', 'chance', 'prob', 'value', 'player'][rand(8)];
				const before = JSON.stringify(model);
				const k = doc.players || 0;
				const value = () => rand(41) - 20 + (rand(2) ? 0.5 : 0);
				const res = op === 'move' ? edits.move(model, path, rand(2) ? 1 : -1)
					: op === 'prob' ? edits.prob(model, path, probs[rand(probs.length)])
					: op === 'value' ? edits.value(model, path, k ? Array.from({ length: k }, value) : value())
					: edits[op](model, path);
				if (res === null || res.error) Object.assign(model, JSON.parse(before));
			}
			const ask = rand(2) ? 'values,pruned' : 'pruned';
			out.push({ leaves: leavesOf(model), ask, quiz: makeQuiz(model, { ask }) });
		}
		return JSON.stringify(out);
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	var made []struct {
		Leaves string          `json:"leaves"`
		Ask    string          `json:"ask"`
		Quiz   json.RawMessage `json:"quiz"`
	}
	if err := json.Unmarshal([]byte(got), &made); err != nil || len(made) < len(starts)*3/4 {
		t.Fatalf("%d trees, %v", len(made), err)
	}
	compared := 0
	for _, m := range made {
		p := explore.Values{"leaves": {m.Leaves}, "ask": {m.Ask}}
		req, err := explore.ParseQuiz(p, nil, nil)
		if err != nil {
			t.Errorf("the editor wrote %q, which the server refuses: %v", m.Leaves, err)
			continue
		}
		var g map[string]any
		json.Unmarshal(m.Quiz, &g)
		ex, _, err := explore.Quiz(context.Background(), req)
		if err != nil {
			if g["error"] == nil {
				t.Errorf("%s: the server has no quiz (%v), the page made one", m.Leaves, err)
			}
			continue
		}
		key, _ := explore.QuizKeyOf(context.Background(), p)
		b, _ := json.Marshal(map[string]any{"doc": req.Doc(ex), "key": key})
		var w map[string]any
		json.Unmarshal(b, &w)
		// The page writes the tree as the editor has it; the server
		// writes it back in its own notation.
		if doc, ok := g["doc"].(map[string]any); ok {
			doc["leaves"], doc["source"] = w["doc"].(map[string]any)["leaves"], w["doc"].(map[string]any)["source"]
		}
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%s, ask %s: the page's quiz differs:\n%s", m.Leaves, m.Ask, firstDifference(g, w, ""))
			continue
		}
		compared++
	}
	if compared < len(made)/2 {
		t.Errorf("only %d of %d edited trees compared", compared, len(made))
	}
}
