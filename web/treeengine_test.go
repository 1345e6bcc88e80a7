package web

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"gametree/internal/msg"
)

// randomTreeParams draws the parameters of a tree page for a textbook
// tree: its search (minimax, alpha-beta fail-soft or fail-hard,
// expectimax; Star1 and Star2, with the leaves' bounds or wider ones, on
// a tree with chance nodes), its order (natural or perfect), its root,
// its view and how deep it is drawn.
func randomTreeParams(rng *rand.Rand, leaves string) url.Values {
	q := url.Values{"leaves": {leaves}}
	if rng.IntN(3) == 0 {
		q.Set("root", "min")
	}
	if strings.Contains(leaves, "{") {
		q.Set("algo", []string{"expectimax", "star1", "star2", "star1", "star2"}[rng.IntN(5)])
		if q.Get("algo") != "expectimax" && rng.IntN(3) == 0 {
			q.Set("bounds", "-30,30")
		}
		if rng.IntN(4) == 0 {
			q.Set("order", "perfect")
		}
	} else {
		switch rng.IntN(6) {
		case 0:
			q.Set("algo", "minimax")
		case 1:
			q.Set("algo", "expectimax")
		case 2:
			q.Set("fail-hard", "1")
		}
		if rng.IntN(4) == 0 {
			q.Set("order", "perfect")
		}
	}
	switch rng.IntN(6) {
	case 0:
		q.Set("view", "visited")
	case 1:
		q.Set("view", "pv")
	case 2:
		q.Set("show-depth", "2")
	}
	return q
}

// engineCase is the request of a fixed tree in l: leaves and the
// parameters given in pairs.
func engineCase(l msg.Lang, leaves string, pairs ...string) string {
	q := url.Values{"leaves": {leaves}, "lang": {l.String()}}
	for i := 0; i+1 < len(pairs); i += 2 {
		q.Set(pairs[i], pairs[i+1])
	}
	return q.Encode()
}

// engineTrees is how many random trees the engines' tests draw: short,
// or long with GAMETREE_LONG (which .ci/run sets for them).
func engineTrees(short, long int) int {
	if os.Getenv("GAMETREE_LONG") != "" {
		return long
	}
	return short
}

// engineCases draws n requests of random textbook trees (half of them
// with chance nodes) and their parameters, in l; with views, some draw
// part of the tree.
func engineCases(rng *rand.Rand, n int, l msg.Lang, views bool) []string {
	var cases []string
	for len(cases) < n {
		leaves := randomLeaves(rng, 1+rng.IntN(4), len(cases)%2 == 1)
		if !strings.Contains(leaves, "(") && !strings.Contains(leaves, "{") {
			continue
		}
		q := randomTreeParams(rng, leaves)
		cases = append(cases, caseOf(q, l, views))
	}
	return cases
}

// caseOf is the request of parameters q in l, drawn whole unless views.
func caseOf(q url.Values, l msg.Lang, views bool) string {
	if !views {
		q.Del("view")
		q.Del("show-depth")
	}
	q.Set("lang", l.String())
	return q.Encode()
}

// noisyLeafPattern is a leaf value of a textbook tree that a mark of
// not quiet may follow.
var noisyLeafPattern = regexp.MustCompile(`(^|[ (])(-?[0-9.]+)([ )])`)

// randomNoisyLeaves draws a textbook tree of values with some of its
// leaves not quiet (5?(3 8)), what lies past them one or two plies
// deep, now and then itself not quiet.
func randomNoisyLeaves(rng *rand.Rand) string {
	var past func(d int) string
	past = func(d int) string {
		kids := make([]string, 1+rng.IntN(3))
		for i := range kids {
			kids[i] = fmt.Sprint(rng.IntN(21) - 10)
			if d < 2 && rng.IntN(3) == 0 {
				kids[i] += "?" + past(d+1)
			}
		}
		return "(" + strings.Join(kids, " ") + ")"
	}
	for {
		leaves := randomLeaves(rng, 1+rng.IntN(3), false)
		marked := false
		leaves = noisyLeafPattern.ReplaceAllStringFunc(leaves, func(m string) string {
			if rng.IntN(3) > 0 {
				return m
			}
			marked = true
			g := noisyLeafPattern.FindStringSubmatch(m)
			return g[1] + g[2] + "?" + past(1) + g[3]
		})
		if marked && strings.Contains(leaves, "(") {
			return leaves
		}
	}
}

// noisyEngineCases draws n requests of random textbook trees with
// leaves not quiet, searched with no quiescence search or one of 1 to 3
// plies, by minimax or alpha-beta, in l.
func noisyEngineCases(rng *rand.Rand, n int, l msg.Lang, views bool) []string {
	var cases []string
	for len(cases) < n {
		q := randomTreeParams(rng, randomNoisyLeaves(rng))
		if q.Get("algo") == "expectimax" {
			q.Del("algo")
		}
		if k := rng.IntN(4); k > 0 {
			q.Set("quiescence", fmt.Sprint(k))
		}
		cases = append(cases, caseOf(q, l, views))
	}
	return cases
}

// randomVectorLeaves draws a textbook tree of k players' utility
// vectors, depth levels at most: small utilities (ties are frequent),
// now and then a half or a negative one, and with named a player's
// letter before some lists below the root.
func randomVectorLeaves(rng *rand.Rand, depth, k int, named bool) string {
	var walk func(d int) string
	walk = func(d int) string {
		if d == depth || (d > 1 && rng.IntN(4) == 0) {
			v := make([]string, k)
			for i := range v {
				switch x := rng.IntN(8); {
				case rng.IntN(12) == 0:
					v[i] = fmt.Sprintf("%d.5", x)
				case rng.IntN(15) == 0:
					v[i] = fmt.Sprint(-x)
				default:
					v[i] = fmt.Sprint(x)
				}
			}
			return "(" + strings.Join(v, ",") + ")"
		}
		kids := make([]string, 1+rng.IntN(3))
		for i := range kids {
			kids[i] = walk(d + 1)
		}
		who := ""
		if named && d > 0 && rng.IntN(4) == 0 {
			who = string(rune('A' + rng.IntN(k)))
		}
		return who + "(" + strings.Join(kids, " ") + ")"
	}
	return walk(0)
}

// vectorEngineCases draws n requests of random trees of 2 to 4 players
// and their searches (max^n by default, shallow pruning with the leaves'
// bound or a wider one, paranoid search fail-soft or fail-hard), in l;
// with views, some draw part of the tree.
func vectorEngineCases(rng *rand.Rand, n int, l msg.Lang, views bool) []string {
	var cases []string
	for len(cases) < n {
		q := url.Values{"leaves": {randomVectorLeaves(rng, 1+rng.IntN(3), 2+rng.IntN(3), rng.IntN(3) == 0)}, "lang": {l.String()}}
		switch rng.IntN(5) {
		case 0:
			q.Set("algo", "maxn")
		case 1, 2:
			q.Set("algo", "shallow")
			if rng.IntN(3) == 0 {
				q.Set("bound", fmt.Sprint(30+rng.IntN(10))) // above any leaf's sum (the refusal is a case of its own)
			}
		case 3:
			q.Set("algo", "paranoid")
			if rng.IntN(2) == 0 {
				q.Set("fail-hard", "1")
			}
		}
		if views && rng.IntN(4) == 0 {
			q.Set("view", []string{"visited", "pv"}[rng.IntN(2)])
		}
		cases = append(cases, q.Encode())
	}
	return cases
}

// enginePrelude is the script the engines' tests share: modelOf(c), the
// editor's model of the whole tree of request c, as a page loads it to
// edit; firstLine(got, want), where two texts first differ.
const enginePrelude = `
	const { fromReport } = await import('/static/editor.js');
	const modelOf = async (c) => {
		const q = new URLSearchParams(c);
		const vectors = /\([^()]*,/.test(q.get('leaves')); // utility vectors: a game of several players
		const whole = new URLSearchParams({ leaves: q.get('leaves'), algo: vectors ? 'maxn' : 'expectimax' });
		return fromReport(await (await fetch('/api/tree?' + whole)).json());
	};
	const firstLine = (g, w) => {
		const gl = g.split('\n'), wl = w.split('\n');
		for (let i = 0; i < Math.max(gl.length, wl.length); i++) if (gl[i] !== wl[i]) return 'line ' + (i + 1) + ':\n got ' + gl[i] + '\nwant ' + wl[i];
		return '';
	};
`

// differences reports the first of the cases in l whose answers the
// page's engine and the server's differ (got), and how many of total.
func differences(t *testing.T, l msg.Lang, what string, got []string, total int) {
	t.Helper()
	for _, d := range got[:min(len(got), 4)] {
		u, _ := url.QueryUnescape(d)
		t.Errorf("%s: the page's answer differs:\n%s", l, u)
	}
	if len(got) > 0 {
		t.Errorf("%s: %d of %d %s differ", l, len(got), total, what)
	}
}

// A one-file tree page redraws an edited tree as the server draws it: on
// seeded random textbook trees and parameters, in English and French,
// the report, the text and the SVG drawing that the page's engine
// (assets/treereport.js) makes of the editor's model of each tree equal
// the server's answers to /api/tree (the JSON as values, the text and
// the drawing byte for byte): 30 trees a language, 120 with
// GAMETREE_LONG.
func TestBrowserTreeEngine(t *testing.T) {
	ctx, base := browser(t)
	rng := rand.New(rand.NewPCG(38, 1126))
	for _, l := range []msg.Lang{msg.En, msg.Fr} {
		do(t, ctx, "the tree page", chromedp.Navigate(base+"/tree?lang="+l.String()))
		waitFor(t, ctx, "the page", `document.querySelector('#drawing svg') !== null`)
		cases := engineCases(rng, engineTrees(30, 120), l, true)
		// Star2's probes alone cut a chance node off: its children are
		// only probed.
		cases = append(cases, engineCase(l, "(10 {(1 20) (2 20)})", "algo", "star2"),
			engineCase(l, "(10 {1 2 20})", "algo", "star1"),
			// Sixths that sum to -0.9999999999999999: both write -1.
			engineCase(l, "(-3 {1/6: -5 1/6: -5 4/6: 1})", "algo", "expectimax"),
			engineCase(l, "(-3 {1/6: -5 1/6: -5 4/6: 1})", "algo", "star1"))
		// The refusals that an edit can bring about.
		cases = append(cases, engineCase(l, "({1 2} 3)", "algo", "alphabeta"),
			engineCase(l, "((1 2) 3)", "algo", "star1"),
			engineCase(l, "({1 2} 30)", "algo", "star2", "bounds", "-5,5"),
			engineCase(l, "((1 2) (3 4))", "max-nodes", "5"),
			engineCase(l, randomLeaves(rng, 9, true), "algo", "star1"))
		// Games of several players, and their refusals.
		cases = append(cases, vectorEngineCases(rng, engineTrees(30, 120), l, true)...)
		aima := "((((1,2,6) (4,2,3)) ((6,1,2) (7,4,1))) (((5,1,1) (1,5,2)) ((7,7,1) (5,4,5))))"
		// Leaves not quiet, and the refusals of a quiescence search.
		cases = append(cases, noisyEngineCases(rng, engineTrees(30, 120), l, true)...)
		noisy := "((3 4?(-2 6)) (5 1?(7 2?(0 9))))"
		cases = append(cases, engineCase(l, noisy, "quiescence", "2"), engineCase(l, noisy, "quiescence", "2", "root", "min"),
			engineCase(l, noisy, "quiescence", "11"), engineCase(l, noisy, "quiescence", "x"), engineCase(l, noisy, "quiescence", "-1"),
			engineCase(l, noisy, "quiescence", "1", "algo", "expectimax"), engineCase(l, "((3 4) 5)", "quiescence", "1"))
		cases = append(cases, engineCase(l, aima), engineCase(l, aima, "algo", "paranoid"), engineCase(l, aima, "algo", "shallow", "bound", "12"),
			engineCase(l, "((1,2,6) (4,2,3))", "algo", "alphabeta"),
			engineCase(l, "((1,2,6) (4,2,3))", "algo", "shallow", "bound", "5"),
			engineCase(l, "((1,2,6) (4,2,3))", "algo", "shallow", "bound", "x"),
			engineCase(l, "((1,2,6) (4,2,3))", "root", "min"),
			engineCase(l, "(1 2)", "algo", "paranoid"),
			engineCase(l, "((1,2,6) C((4,2,3) (5,5,5)))", "algo", "maxn"))
		in, _ := json.Marshal(cases)
		got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`(async () => {
			const { treeAnswer } = await import('/static/treereport.js');
			`+enginePrelude+`
			const differs = (g, w, at) => {
				if (typeof w !== 'object' || w === null) return g === w ? '' : at + ': got ' + JSON.stringify(g) + ', want ' + JSON.stringify(w);
				if (typeof g !== 'object' || g === null) return at + ': got ' + JSON.stringify(g) + ', want ' + JSON.stringify(w);
				for (const k of new Set([...Object.keys(w), ...Object.keys(g)])) {
					const d = differs(g[k], w[k], at + '.' + k);
					if (d) return d;
				}
				return '';
			};
			const out = [];
			for (const c of `+string(in)+`) {
				const q = new URLSearchParams(c);
				const model = await modelOf(c);
				const res = await fetch('/api/tree?' + c);
				const rep = await res.json();
				let mine;
				try { mine = treeAnswer(model, q); } catch (e) { mine = { error: e.message }; }
				if (!res.ok || mine.error) {
					// A refusal, worded as the server words it.
					if (!res.ok && mine.error && rep.error.startsWith(mine.error)) continue;
					out.push(c + ': the server says ' + (res.ok ? 'yes' : rep.error) + ', the page ' + (mine.error || 'yes'));
					continue;
				}
				let d = differs(mine, rep, 'json');
				for (const f of ['text', 'svg']) {
					if (d) break;
					q.set('format', f);
					if (f === 'svg') q.set('layout', 'tidy');
					const want = await (await fetch('/api/tree?' + q)).text();
					let got;
					try { got = treeAnswer(model, q); } catch (e) { got = 'error: ' + e.message; }
					if (got !== want) d = f + ' ' + firstLine(got, want);
				}
				if (d) out.push(c + ': ' + d);
			}
			return out;
		})()`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		differences(t, l, "trees", got, len(cases))
	}
}

// The page's engine draws as many nodes as a one-file page holds.
func TestTreeEngineLimit(t *testing.T) {
	js, err := os.ReadFile("assets/treereport.js")
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("const MAX_DRAWN = %d;", OneFileMaxNodes); !strings.Contains(string(js), want) {
		t.Errorf("treereport.js does not say %q", want)
	}
}

// A one-file step page steps through an edited tree as the server does:
// on seeded random textbook trees and searches, in English and French,
// the trace (every step's event, window, value and sentence), and the
// drawings and screens (their text alternatives) of the first, the last
// and random steps that the page's engine (assets/treereport.js) makes
// equal the server's answers to /api/step, the drawings and screens
// byte for byte: 20 trees a language, 80 with GAMETREE_LONG.
func TestBrowserStepEngine(t *testing.T) {
	ctx, base := browser(t)
	rng := rand.New(rand.NewPCG(38, 1127))
	for _, l := range []msg.Lang{msg.En, msg.Fr} {
		do(t, ctx, "the step page", chromedp.Navigate(base+"/step?lang="+l.String()))
		waitFor(t, ctx, "the page", `document.querySelector('#drawing svg') !== null`)
		cases := engineCases(rng, engineTrees(20, 80), l, false)
		// Star2's probes cut a chance node off, and reuse a first move.
		cases = append(cases, engineCase(l, "(10 {(1 20) (2 20)})", "algo", "star2"),
			engineCase(l, "({1/2: (3 12) 1/2: (2 4)} {1/6: 5 5/6: (1 9)})", "algo", "star2"),
			engineCase(l, "(-3 {1/6: -5 1/6: -5 4/6: 1})", "algo", "star1"))
		cases = append(cases, vectorEngineCases(rng, engineTrees(20, 80), l, false)...)
		cases = append(cases, noisyEngineCases(rng, engineTrees(20, 80), l, false)...)
		in, _ := json.Marshal(cases)
		got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`(async () => {
			const { stepAnswer } = await import('/static/treereport.js');
			`+enginePrelude+`
			const out = [];
			let seed = 11;
			const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
			for (const c of `+string(in)+`) {
				const q = new URLSearchParams(c);
				const model = await modelOf(c);
				const want = await (await fetch('/api/step?' + q)).text();
				const trace = stepAnswer(model, q);
				if (JSON.stringify(trace) !== JSON.stringify(JSON.parse(want))) {
					const w = JSON.parse(want);
					const i = w.steps.findIndex((s, i) => JSON.stringify(s) !== JSON.stringify(trace.steps[i]));
					out.push(c + ': trace step ' + (i + 1) + ':\n got ' + JSON.stringify(trace.steps[i] || trace.legend) + '\nwant ' + JSON.stringify(w.steps[i] || w.legend));
					continue;
				}
				const n = trace.steps.length;
				steps: for (const k of [1, n, 1 + rand(n), 1 + rand(n)]) {
					for (const f of ['svg', 'text']) {
						q.set('format', f);
						q.set('step', String(k));
						const want = await (await fetch('/api/step?' + q)).text();
						const mine = stepAnswer(model, q);
						if (mine !== want) {
							out.push(c + ': step ' + k + ' as ' + f + ', ' + firstLine(mine, want));
							break steps;
						}
					}
				}
			}
			return out;
		})()`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		differences(t, l, "step-throughs", got, len(cases))
	}
}

// An edited tree over the nodes a one-file page draws is refused in the
// words the server uses for such a page, and a step-through over its
// steps likewise.
func TestBrowserEngineLimits(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "the tree page", chromedp.Navigate(base+"/tree"))
	waitFor(t, ctx, "the page", `document.querySelector('#drawing svg') !== null`)
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`(async () => {
		const { treeAnswer, stepAnswer } = await import('/static/treereport.js');
		const mk = (b, d) => d === 0 ? { value: 1 } : { kids: Array.from({ length: b }, () => mk(b, d - 1)) };
		const refusal = (f) => { try { f(); return 'none'; } catch (e) { return e.message; } };
		return [refusal(() => treeAnswer(mk(3, 7), new URLSearchParams('compact=1'))),
			refusal(() => stepAnswer(mk(2, 11), new URLSearchParams('algo=minimax')))];
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		fmt.Sprintf("a one-file page holds a tree of at most %s drawn nodes, and this one draws 3,280: give a smaller tree, or draw part of it with view pv or show-depth", msg.Count(OneFileMaxNodes)),
		// Minimax on 4,095 nodes, 2,048 of them leaves: an enter and a
		// return a node, an evaluation a leaf.
		fmt.Sprintf("a one-file page holds at most %s steps, and this search takes %s: give a smaller tree", msg.Count(OneFileMaxPictureSteps), msg.Count(2*4095+2048)),
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("refusal %d: %q, want %q", i, got[i], want[i])
		}
	}
}
