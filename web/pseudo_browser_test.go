package web

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// unmarkedJS collects what a page shows that reads as a sentence (three
// words in a row) and carries no mark of the catalog: the text of every
// element, an SVG's titles included, and the attributes a reader hears
// (title, aria-label, placeholder). Data a user typed or chose (a
// textarea, an option) is left out.
const unmarkedJS = `(() => {
  const re = /[A-Za-z]{2,} [a-z]{2,} [a-z]{2,}/;
  const out = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n; (n = walker.nextNode());) {
    if (n.parentElement.closest('script, style, textarea, option')) continue;
    const v = n.textContent.trim();
    if (re.test(v) && !v.includes('⟦')) out.add(v);
  }
  for (const e of document.querySelectorAll('[title], [aria-label], [placeholder]')) {
    for (const a of ['title', 'aria-label', 'placeholder']) {
      const v = e.getAttribute(a);
      if (v && re.test(v) && !v.includes('⟦')) out.add(a + '="' + v + '"');
    }
  }
  return [...out].slice(0, 20).join('\n');
})()`

// In the pseudo-language (lang=qps-ploc), what the pages' scripts write
// in a browser comes from the catalog too: the tree's panel after a
// click, the step's narration, the comparison, the quiz's grading, the
// play page's status and hint, each marked ⟦…⟧. An unmarked sentence is
// one a French student would read in English.
func TestBrowserPseudoLanguage(t *testing.T) {
	ctx, base := browser(t)
	for _, tc := range []struct {
		page  string
		ready string
		then  []chromedp.Action[chromedp.Void]
	}{
		{"/tree?moves=f5d6&depth=2", `document.querySelector('#drawing g.node[data-node="1"]') !== null`,
			[]chromedp.Action[chromedp.Void]{chromedp.Click(chromedp.CSS(`#drawing g.node[data-node="1"]`)), chromedp.WaitVisible(chromedp.CSS(`#panel h2`))}},
		{"/tree?leaves=((3+12+8)+(2+4+6)+(14+5+2))", `document.querySelector('#drawing g.node[data-node="5"]') !== null`,
			[]chromedp.Action[chromedp.Void]{chromedp.Click(chromedp.CSS(`#drawing g.node[data-node="5"]`)), chromedp.WaitVisible(chromedp.CSS(`#panel h2`))}},
		{"/step?leaves=((3+12+8)+(2+4+6)+(14+5+2))&step=20", `document.querySelector('#event').textContent.length > 0`, nil},
		{"/step?game=tictactoe&moves=b2+a1+c3&depth=2&step=9", `document.querySelector('#event').textContent.length > 0`, nil},
		{"/compare?moves=f5d6&depth=2", `document.querySelector('table') !== null`, nil},
		{"/quiz?leaves=((3+12)+(2+4))", `document.querySelector('#rows input') !== null`,
			[]chromedp.Action[chromedp.Void]{chromedp.SetValue(chromedp.CSS(`#rows input`), "7"), chromedp.Click(chromedp.ID("check")),
				chromedp.WaitVisible(chromedp.CSS(`#mistakes li`))}},
		{"/quiz?game=tictactoe&moves=b2+a1&depth=2", `document.querySelector('#rows input') !== null`,
			[]chromedp.Action[chromedp.Void]{chromedp.Click(chromedp.ID("reveal"))}},
		{"/play?size=4&white=human", `document.querySelector('#board rect[data-square="a1"]') !== null`,
			[]chromedp.Action[chromedp.Void]{chromedp.Click(chromedp.CSS(`#board rect[data-square="a1"]`)), chromedp.Click(chromedp.ID("hint"))}},
		{"/play?game=nim&white=ai:perfect", `document.querySelector('#board rect[data-square="3:5"]') !== null`,
			[]chromedp.Action[chromedp.Void]{chromedp.Click(chromedp.CSS(`#board rect[data-square="3:5"]`))}},
	} {
		url := base + tc.page + "&lang=qps-ploc"
		do(t, ctx, "open "+tc.page, chromedp.Navigate(url))
		waitFor(t, ctx, tc.page, tc.ready)
		do(t, ctx, "use "+tc.page, append(tc.then, chromedp.Sleep(700*time.Millisecond))...)
		got, err := chromedp.Run(ctx, chromedp.Evaluate[string](unmarkedJS))
		if err != nil {
			t.Fatal(err)
		}
		if got != "" {
			t.Errorf("%s: unmarked:\n%s", tc.page, strings.ReplaceAll(got, "\n", "\n\t"))
		}
	}
}
