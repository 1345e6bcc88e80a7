package web

import (
	"context"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"gametree/explore"
	"gametree/internal/msg"
	"gametree/render"
)

// bigStep is a search too big for a picture a step: Othello after f5,
// alpha-beta at depth 6, 16,251 nodes in 4,891 steps.
var bigStep = url.Values{"moves": {"f5"}, "depth": {"6"}, "max-nodes": {"20000"}}

// A one-file step page of a big search: drawn on a canvas from the
// compact form, within 2 MB, stepped by the keys with the node of each
// step current and the path to it marked, its text alternative and its
// board following; the served page alike; nothing asked of any network.
func TestBrowserOneFileBigStep(t *testing.T) {
	ctx, base := browser(t)
	dir := t.TempDir()
	file := writeOneFile(t, dir, "step", bigStep, msg.En)
	if fi, err := os.Stat(file); err != nil || fi.Size() > 2<<20 {
		t.Fatalf("the page of 16,251 nodes: %v, want at most 2 MB", fi.Size())
	}
	req, err := explore.ParseStep(explore.Values(bigStep), nil)
	if err != nil {
		t.Fatal(err)
	}
	steps, err := explore.Step(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	tr := steps.(*render.Trace)
	id := func(k int) string { return itoa(tr.NodeID(k)) }
	// The root's label at the last step, as the compact form has it.
	ct, err := tr.Compact(render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	root := ct.Start[0]
	for _, ch := range ct.Changes {
		for j := 0; j+1 < len(ch); j += 2 {
			if ch[j] == 0 {
				root = ch[j+1]
			}
		}
	}
	last := strings.ReplaceAll(ct.States[root][2:], "\n", "  ")
	for _, page := range []string{"file://" + file, base + "/step?" + bigStep.Encode()} {
		do(t, ctx, "open "+page, chromedp.Navigate(page))
		waitFor(t, ctx, "the first step on a canvas", `document.querySelector('#drawing canvas.bigtree')?.dataset.current === '0' && document.querySelector('#drawing').dataset.step === '1' && document.querySelector('#stepno').textContent === 'step 1 of 4,891'`)
		do(t, ctx, "three steps on", chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight))
		waitFor(t, ctx, "step 4", `document.querySelector('#drawing').dataset.step === '4' && document.querySelector('#drawing canvas.bigtree').dataset.current === '`+id(4)+`' && document.querySelector('#outline').textContent.includes('◀ current') && document.querySelectorAll('#board svg rect').length > 0`)
		snap(t, ctx, "bigstep-4")
		do(t, ctx, "step 2000 on the scrubber", chromedp.Evaluate[chromedp.Void](`(() => { const s = document.querySelector('#scrub'); s.value = '2000'; s.dispatchEvent(new Event('input')); })()`))
		waitFor(t, ctx, "step 2000", `document.querySelector('#drawing').dataset.step === '2000' && document.querySelector('#drawing canvas.bigtree').dataset.current === '`+id(2000)+`'`)
		snap(t, ctx, "bigstep-2000")
		do(t, ctx, "the last step", chromedp.KeyEvent(kb.End))
		waitFor(t, ctx, "the last step", `document.querySelector('#drawing').dataset.step === '4891' && document.querySelector('#drawing canvas.bigtree').dataset.current === '0' && document.querySelector('#outline').textContent.startsWith(`+jsString(last)+`)`)
		snap(t, ctx, "bigstep-last")
		do(t, ctx, "back to the first", chromedp.KeyEvent(kb.Home))
		waitFor(t, ctx, "step 1 again", `document.querySelector('#drawing').dataset.step === '1' && document.querySelector('#outline').textContent.startsWith('root ▲  …')`)
	}
	// Monte Carlo tree search, 1,000 iterations of tic-tac-toe: its
	// phases stepped on the canvas, the selection's table beside.
	mc := writeOneFile(t, dir, "step", url.Values{"game": {"tictactoe"}, "algo": {"mcts"}, "iterations": {"1000"}}, msg.Fr)
	do(t, ctx, "open the MCTS page", chromedp.Navigate("file://"+mc))
	waitFor(t, ctx, "its first step", `document.querySelector('#drawing canvas.bigtree') !== null && document.querySelector('#drawing').dataset.step === '1' && document.querySelector('#stepno').textContent === 'étape 1 sur 5 338'`)
	do(t, ctx, "to iteration 500", chromedp.Evaluate[chromedp.Void](`(() => { const s = document.querySelector('#iter'); s.value = '500'; s.dispatchEvent(new Event('input')); })()`))
	waitFor(t, ctx, "iteration 500's selection", `document.querySelector('#candidates') !== null && document.querySelector('#now').textContent.includes('500')`)
	snap(t, ctx, "bigstep-mcts")
	do(t, ctx, "open the file again", chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the first step", `document.querySelector('#drawing').dataset.step === '1'`)
	waitFor(t, ctx, "no network", noNetwork)
	screenshots(t, ctx, "bigstep", `document.querySelector('#drawing').dataset.step === '1'`)
}

// itoa writes n in decimal.
func itoa(n int) string { return strconv.Itoa(n) }

// BenchmarkBrowserBigStep is a step page of 20,000 nodes or so opened
// from disk in Chromium: its size, the time to its first drawing and a
// step's, a key pressed to its drawing done. Minimax over Othello after f5
// at depth 6 draws 16,251 nodes in 46,275 steps; over a textbook tree of
// 4 children a node to depth 7, 21,845 nodes in 60,074 steps.
func BenchmarkBrowserBigStep(b *testing.B) {
	rng := rand.New(rand.NewPCG(4, 7))
	var uniform func(d int) string
	uniform = func(d int) string {
		if d == 0 {
			return strconv.Itoa(rng.IntN(41) - 20)
		}
		return "(" + uniform(d-1) + " " + uniform(d-1) + " " + uniform(d-1) + " " + uniform(d-1) + ")"
	}
	for _, bc := range []struct {
		name string
		q    url.Values
	}{
		{"othello", url.Values{"moves": {"f5"}, "depth": {"6"}, "max-nodes": {"20000"}, "algo": {"minimax"}}},
		{"textbook", url.Values{"leaves": {uniform(7)}, "max-nodes": {"30000"}, "algo": {"minimax"}}},
	} {
		b.Run(bc.name, func(b *testing.B) { benchStepPage(b, bc.q) })
	}
}

// benchStepPage opens the one-file step page of q and steps it by the key
// ->, 50 steps, then jumps to its end (End), reporting its size, the time
// to its first drawing, a key's and the jump's.
func benchStepPage(b *testing.B, q url.Values) {
	ctx, _ := browser(b)
	file := writeOneFile(b, b.TempDir(), "step", q, msg.En)
	fi, _ := os.Stat(filepath.Clean(file))
	b.ReportMetric(float64(fi.Size())/1e6, "MB")
	var first, key, end float64
	for range b.N {
		do(b, ctx, "open", chromedp.Navigate("file://"+file))
		waitFor(b, ctx, "the first drawing", `performance.getEntriesByName('gametree:step').length > 0`)
		ms, err := chromedp.Run(ctx, chromedp.Evaluate[[3]float64](`(async () => {
  const first = performance.getEntriesByName('gametree:step')[0].startTime;
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  await frame();
  const t0 = performance.now();
  for (let i = 0; i < 50; i++) {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await frame();
  }
  const keys = (performance.now() - t0) / 50;
  const t1 = performance.now();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
  await frame();
  return [first, keys, performance.now() - t1];
})()`, chromedp.EvalAwaitPromise))
		if err != nil {
			b.Fatal(err)
		}
		first += ms[0]
		key += ms[1]
		end += ms[2]
	}
	b.ReportMetric(first/float64(b.N), "ms/first-drawing")
	b.ReportMetric(key/float64(b.N), "ms/key")
	b.ReportMetric(end/float64(b.N), "ms/end")
}
