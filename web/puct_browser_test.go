package web

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// PUCT on the pages: the tree page shows PUCT's c and hides UCT's
// fields, a node's panel gives its prior and the network's value; the
// step page's selection gives each child's Q, P, U and score under the
// formula, and the evaluation the network's priors; ai:puct plays.
func TestBrowserPUCT(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "open a PUCT tree", chromedp.Navigate(base+"/tree?game=tictactoe&moves=b2a1&algo=puct&iterations=60"))
	waitFor(t, ctx, "the tree", `document.querySelector('#drawing g.node[data-node="1"]') !== null`)
	fields, err := chromedp.Run(ctx, chromedp.Evaluate[[]bool](`['cpuct', 'exploration', 'seed', 'playout', 'iterations'].map((n) => document.querySelector('[name=' + n + ']').closest('label').hidden)`))
	if err != nil || fmt.Sprint(fields) != "[false true true true false]" {
		t.Errorf("the fields hidden (cpuct, exploration, seed, playout, iterations): %v %v", fields, err)
	}
	do(t, ctx, "fit, click a move", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)))
	waitFor(t, ctx, "its panel", `document.querySelector('#node dl')?.textContent.includes('prior P') && document.querySelector('#node dl').textContent.includes("the network's value for MAX")`)
	if s := text(t, ctx, "#summary"); !strings.Contains(s, "the most visited") {
		t.Errorf("the summary: %q", s)
	}
	do(t, ctx, "step through PUCT", chromedp.Navigate(base+"/step?game=tictactoe&moves=b2a1&algo=puct&iterations=5&step=3&lang=fr"))
	waitFor(t, ctx, "step 3", `document.querySelector('#drawing').dataset.step === '3' && document.querySelector('#candidates tr.chosen') !== null`)
	head := text(t, ctx, "#candidates thead")
	caption := text(t, ctx, "#candidates caption")
	if !strings.Contains(head, "P") || !strings.HasPrefix(caption, "PUCT = Q + c·P·sqrt(N)/(1+n)") || strings.Contains(head, "gains") {
		t.Errorf("the candidates: %q, %q", caption, head)
	}
	if s := text(t, ctx, "#event"); !strings.Contains(s, "a le plus haut score PUCT") || !strings.Contains(s, "1,25·") {
		t.Errorf("the sentence: %q", s)
	}
	do(t, ctx, "step 1", chromedp.Click(chromedp.ID("first")))
	waitFor(t, ctx, "the evaluation", `document.querySelector('#event').textContent.includes('par le réseau')`)
	do(t, ctx, "compare PUCT and UCT", chromedp.Navigate(base+"/compare?game=tictactoe&puct=2,10&lang=fr"))
	waitFor(t, ctx, "the table and the plot", `document.querySelectorAll('table.puct tbody tr').length === 2 && document.querySelector('#plot svg') !== null`)
	if s := text(t, ctx, "table.puct"); !strings.Contains(s, "4\u00a0520") || !strings.Contains(s, "95,4") || !strings.Contains(s, "Sur ") {
		t.Errorf("the French table: %q", s)
	}
	do(t, ctx, "play against ai:puct", chromedp.Navigate(base+"/play?game=connect4&white=ai:puct:50"), chromedp.WaitVisible(chromedp.CSS(`#board rect[data-square="d"]`)))
	do(t, ctx, "drop in d", chromedp.Click(chromedp.CSS(`#board rect[data-square="d"]`)))
	waitFor(t, ctx, "O's answer", `document.querySelectorAll('#board .piece').length === 2`)
}
