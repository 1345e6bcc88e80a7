package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"gametree/internal/msg"
)

// axeScript is axe-core (the accessibility engine, from the npm
// registry), as .ci/run installs it: GAMETREE_AXE names axe.min.js.
func axeScript(t *testing.T) string {
	t.Helper()
	path := os.Getenv("GAMETREE_AXE")
	if path == "" {
		t.Skip("web: no axe-core (GAMETREE_AXE names its axe.min.js; .ci/run installs it with npm): the accessibility tests skip")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("GAMETREE_AXE: %v", err)
	}
	return string(b)
}

// violation is what axe found wrong on a page: the rule, and where.
type violation struct {
	ID      string   `json:"id"`
	Help    string   `json:"help"`
	Targets []string `json:"targets"`
}

// axeRun runs axe on the page as it is, on the rules of WCAG 2.1 A and AA,
// and returns what it found.
func axeRun(t *testing.T, ctx context.Context, script string) []violation {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](script+";true")); err != nil {
		t.Fatalf("loading axe: %v", err)
	}
	out, err := chromedp.Run(ctx, chromedp.Evaluate[string](`axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }).then((r) => JSON.stringify(r.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))))`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("running axe: %v", err)
	}
	var vs []violation
	if err := json.Unmarshal([]byte(out), &vs); err != nil {
		t.Fatalf("axe's answer %q: %v", out, err)
	}
	return vs
}

// Every page, in both languages, on a laptop and a phone, with a textbook
// tree and an Othello tree of depth 3, passes axe-core's WCAG 2.1 A and AA
// rules.
func TestAccessibility(t *testing.T) {
	script := axeScript(t)
	ctx, base := browser(t)
	leaves := "leaves=((3+12+8)+(2+4+6)+(14+5+2))"
	pages := []struct{ path, ready string }{
		{"/play", `document.querySelector('#board rect.cell') !== null`},
		{"/play?game=tictactoe&white=human", `document.querySelector('#board rect.cell') !== null`},
		{"/tree?" + leaves, `document.querySelector('#drawing g.node') !== null`},
		// A phone opens it on the canvas, folded below the root's moves.
		{"/tree?moves=f5d6&depth=3", `document.querySelector('#drawing canvas.bigtree') !== null || (innerWidth >= 600 && document.querySelector('#drawing g.node') !== null)`},
		{"/step?" + leaves + "&step=12", `document.querySelector('#drawing g.node') !== null`},
		{"/step?moves=f5d6&depth=3&step=40", `document.querySelector('#drawing g.node') !== null`},
		{"/step?moves=f5&depth=5&step=200", `document.querySelector('#drawing canvas.bigtree')?.dataset.current !== undefined`},
		{"/compare?" + leaves, `document.querySelector('table') !== null`},
		{"/quiz?" + leaves, `document.querySelector('.quiz-tree g.node') !== null`},
		{"/play?game=pig&size=20", `document.querySelector('#board.diagram') !== null`},
		{"/tree?game=pig&size=20&depth=3", `document.querySelector('#drawing g.node') !== null`},
		{"/quiz?leaves=" + url.QueryEscape("({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})"), `document.querySelector('.quiz-tree ellipse') !== null`},
	}
	var failed []string
	for _, size := range [][2]int64{{1280, 800}, {390, 844}} {
		do(t, ctx, "viewport", chromedp.EmulateViewport(size[0], size[1]))
		for _, p := range pages {
			langs := []string{"en", "fr"}
			if size[0] < 600 {
				langs = langs[:1] // the phone's layout is the same in French
			}
			for _, lang := range langs {
				sep := "?"
				if strings.Contains(p.path, "?") {
					sep = "&"
				}
				url := p.path + sep + "lang=" + lang
				do(t, ctx, "open "+url, chromedp.Navigate(base+url))
				waitFor(t, ctx, url, p.ready)
				do(t, ctx, "settle", chromedp.Sleep(200*time.Millisecond))
				for _, v := range axeRun(t, ctx, script) {
					failed = append(failed, fmt.Sprintf("%dx%d %s: %s (%s) at %s", size[0], size[1], url, v.ID, v.Help, strings.Join(v.Targets, ", ")))
				}
			}
		}
	}
	// States past loading: the tree editor open on a node, the step's
	// editor (in French), a quiz checked with its mistakes listed, the
	// one-file pages, a big tree.
	do(t, ctx, "viewport", chromedp.EmulateViewport(1280, 800))
	do(t, ctx, "the editor", chromedp.Navigate(base+"/tree?"+leaves))
	waitFor(t, ctx, "the tree", `document.querySelector('#drawing g.node') !== null`)
	do(t, ctx, "edit B", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)))
	waitFor(t, ctx, "the editor", `document.querySelector('#editor h3') !== null`)
	for _, v := range axeRun(t, ctx, script) {
		failed = append(failed, fmt.Sprintf("the editor: %s (%s) at %s", v.ID, v.Help, strings.Join(v.Targets, ", ")))
	}
	do(t, ctx, "the step's editor", chromedp.Navigate(base+"/step?lang=fr&step=5&"+leaves))
	waitFor(t, ctx, "the steps", `document.querySelector('#drawing')?.dataset.step === '5' && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit", chromedp.Click(chromedp.ID("edit")))
	waitFor(t, ctx, "the editor", `document.querySelector('#editor h3') !== null`)
	for _, v := range axeRun(t, ctx, script) {
		failed = append(failed, fmt.Sprintf("the step's editor: %s (%s) at %s", v.ID, v.Help, strings.Join(v.Targets, ", ")))
	}
	do(t, ctx, "a quiz", chromedp.Navigate(base+"/quiz?"+leaves))
	waitFor(t, ctx, "the quiz", `document.querySelector('.quiz-tree g.node') !== null`)
	do(t, ctx, "check it", chromedp.Click(chromedp.ID("check")))
	waitFor(t, ctx, "its mistakes", `document.querySelectorAll('#mistakes li').length > 0`)
	for _, v := range axeRun(t, ctx, script) {
		failed = append(failed, fmt.Sprintf("a quiz checked: %s (%s) at %s", v.ID, v.Help, strings.Join(v.Targets, ", ")))
	}
	// One-file pages opened from disk: the tree edited (in French), the
	// step-through at a step, the quiz checked.
	dir := t.TempDir()
	tree := writeOneFile(t, dir, "tree", url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}, msg.Fr)
	do(t, ctx, "a one-file tree", chromedp.Navigate("file://"+tree))
	waitFor(t, ctx, "the tree", `document.querySelectorAll('#drawing g.node').length === 13`)
	do(t, ctx, "edit D", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="9"]`)), chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("a"))
	waitFor(t, ctx, "the edited tree", `document.querySelectorAll('#drawing g.node').length === 14 && document.querySelector('#edit-value') !== null`)
	for _, v := range axeRun(t, ctx, script) {
		failed = append(failed, fmt.Sprintf("a one-file tree edited: %s (%s) at %s", v.ID, v.Help, strings.Join(v.Targets, ", ")))
	}
	step := writeOneFile(t, dir, "step", url.Values{"leaves": {"({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})"}, "algo": {"star2"}}, msg.En)
	do(t, ctx, "a one-file step-through", chromedp.Navigate("file://"+step))
	waitFor(t, ctx, "its first step", `document.querySelector('#drawing g.node') !== null`)
	do(t, ctx, "step on", chromedp.Click(chromedp.ID("next")), chromedp.Click(chromedp.ID("next")), chromedp.Click(chromedp.ID("next")))
	waitFor(t, ctx, "the fourth step", `document.querySelector('#drawing')?.dataset.step === '4'`)
	for _, v := range axeRun(t, ctx, script) {
		failed = append(failed, fmt.Sprintf("a one-file step-through: %s (%s) at %s", v.ID, v.Help, strings.Join(v.Targets, ", ")))
	}
	quiz := writeOneFile(t, dir, "quiz", url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}, msg.En)
	do(t, ctx, "a one-file quiz", chromedp.Navigate("file://"+quiz))
	waitFor(t, ctx, "the quiz", `document.querySelector('.quiz-tree g.node') !== null`)
	do(t, ctx, "check it", chromedp.Click(chromedp.ID("check")))
	waitFor(t, ctx, "its mistakes", `document.querySelectorAll('#mistakes li').length > 0`)
	for _, v := range axeRun(t, ctx, script) {
		failed = append(failed, fmt.Sprintf("a one-file quiz checked: %s (%s) at %s", v.ID, v.Help, strings.Join(v.Targets, ", ")))
	}
	// A big tree, drawn on a canvas, a node's panel open.
	do(t, ctx, "a big tree", chromedp.Navigate(base+"/tree?depth=5"))
	waitFor(t, ctx, "its canvas", `document.querySelector('#drawing canvas') !== null`)
	do(t, ctx, "a node", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent(kb.ArrowDown))
	waitFor(t, ctx, "its panel", `document.querySelector('#node h2') !== null`)
	for _, v := range axeRun(t, ctx, script) {
		failed = append(failed, fmt.Sprintf("a big tree: %s (%s) at %s", v.ID, v.Help, strings.Join(v.Targets, ", ")))
	}
	for _, f := range failed {
		t.Error(f)
	}
}
