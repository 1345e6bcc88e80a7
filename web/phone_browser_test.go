package web

import (
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"gametree/internal/msg"
)

// On a phone, a game tree whose root's moves lie too far apart to read
// together (Othello to depth 3 or 5) opens on the canvas with the root and
// all its moves in view at a legible scale, folded below the moves where
// two plies would not fit, and the status says so, in both languages; a
// big tree at 1280 px opens to its second ply, its moves in view.
func TestBrowserTreeOpensOnRootAndMoves(t *testing.T) {
	ctx, base := browser(t)
	defer chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800))
	const big = `document.querySelector('#drawing canvas.bigtree')?.bigTree`
	inView := `(() => { const b = ` + big + `; const c = document.querySelector('#drawing canvas').getBoundingClientRect();
		return b.allChildren(0).length > 1 && [0, ...b.allChildren(0)].every((i) => { const p = b.position(i); return b.shown(i) && p.x - p.w / 2 >= 0 && p.x + p.w / 2 <= c.width && p.y - p.h / 2 >= 0 && p.y + p.h / 2 <= c.height; }) && Number(document.querySelector('#drawing canvas').dataset.scale) >= 0.7; })()`
	for _, c := range []struct {
		width, height int64
		query, status string
	}{
		{390, 844, "game=othello&depth=3", "73 nodes, drawn to the root's moves, so that all of them can be read at once"},
		{390, 844, "game=othello&depth=5", "1,713 nodes, drawn to the root's moves"},
		{390, 844, "game=othello&depth=3&lang=fr", "73 nœuds, dessinés jusqu'aux coups de la racine"},
		{1280, 800, "game=othello&depth=5", "1,713 nodes, drawn to its first 2 plies"},
	} {
		var opts []chromedp.EmulateViewportOption
		if c.width < 600 {
			opts = append(opts, chromedp.EmulateScale(2), chromedp.EmulateMobile)
		}
		do(t, ctx, "open "+c.query, chromedp.EmulateViewport(c.width, c.height, opts...), chromedp.Navigate(base+"/tree?"+c.query))
		waitFor(t, ctx, c.query+": the canvas", big+` !== undefined && document.querySelector('#status').textContent !== ''`)
		do(t, ctx, "settle", chromedp.Sleep(300*time.Millisecond))
		if s := text(t, ctx, "#status"); !strings.Contains(s, c.status) {
			t.Errorf("%dx%d %s: the status %q, want %q", c.width, c.height, c.query, s, c.status)
		}
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](inView)); err != nil || !ok {
			t.Errorf("%dx%d %s: the root and its moves are not all in view, legible: %v", c.width, c.height, c.query, err)
		}
		screenshots(t, ctx, "tree-"+strings.NewReplacer("=", "-", "&", "-").Replace(c.query), big+` !== undefined`)
	}
	// With boards, information sets or chance nodes, which the server's
	// drawing alone draws, the drawing.
	for _, q := range []string{"game=othello&depth=3&boards=true", "game=kuhn", "game=pig&depth=3"} {
		do(t, ctx, "open "+q, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile), chromedp.Navigate(base+"/tree?"+q))
		waitFor(t, ctx, q+": the drawing", `document.querySelector('#drawing svg g.node') !== null`)
		do(t, ctx, "settle", chromedp.Sleep(500*time.Millisecond))
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector('#drawing svg g.node') !== null && document.querySelector('#drawing canvas') === null`)); err != nil || !ok {
			t.Errorf("%s left the server's drawing: %v", q, err)
		}
	}
}

// On a phone, the step page of a game tree whose root's moves lie too far
// apart on its picture (Othello to depth 3) opens on the canvas of big
// searches, which draws the tree at the width of what the search has
// seen: the root and all its moves in view at a legible scale, in both
// languages; each step keeps the step's node and its children in view.
func TestBrowserStepOpensOnRootAndMoves(t *testing.T) {
	ctx, base := browser(t)
	defer chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800))
	const big = `document.querySelector('#drawing canvas.bigtree')?.bigTree`
	inView := func(node string) string {
		return `(() => { const b = ` + big + `; const c = document.querySelector('#drawing canvas').getBoundingClientRect(); const n = ` + node + `;
		return b.allChildren(n).length > 1 && [n, ...b.allChildren(n)].every((i) => { const p = b.position(i); return p.x - p.w / 2 >= 0 && p.x + p.w / 2 <= c.width && p.y - p.h / 2 >= 0 && p.y + p.h / 2 <= c.height; }) && Number(document.querySelector('#drawing canvas').dataset.scale) >= 0.7; })()`
	}
	for _, q := range []string{"game=othello&depth=3", "game=othello&depth=3&lang=fr"} {
		do(t, ctx, "open "+q, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile), chromedp.Navigate(base+"/step?"+q))
		waitFor(t, ctx, q+": the canvas", big+` !== undefined && document.querySelector('#drawing').dataset.step === '1'`)
		do(t, ctx, "settle", chromedp.Sleep(300*time.Millisecond))
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](inView("0"))); err != nil || !ok {
			t.Errorf("%s: the root and its moves are not all in view, legible: %v", q, err)
		}
		screenshots(t, ctx, "step-phone-"+strings.NewReplacer("=", "-", "&", "-").Replace(q), big+` !== undefined`)
	}
	// A step into the tree: its node and children in view.
	do(t, ctx, "next", chromedp.Click(chromedp.ID("next")))
	waitFor(t, ctx, "step 2", `document.querySelector('#drawing').dataset.step === '2'`)
	do(t, ctx, "settle", chromedp.Sleep(300*time.Millisecond))
	if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](inView(`Number(document.querySelector('#drawing canvas').dataset.current)`))); err != nil || !ok {
		t.Errorf("step 2: its node and its children are not all in view, legible: %v", err)
	}
	// The one-file page, opened from disk, the same.
	file := writeOneFile(t, t.TempDir(), "step", url.Values{"game": {"othello"}, "depth": {"3"}}, msg.En)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the one-file page's canvas", big+` !== undefined && document.querySelector('#drawing').dataset.step === '1'`)
	do(t, ctx, "settle", chromedp.Sleep(300*time.Millisecond))
	if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](inView("0"))); err != nil || !ok {
		t.Errorf("the one-file page: the root and its moves are not all in view, legible: %v", err)
	}
	// At 1280 pixels, the picture a step, as drawn.
	do(t, ctx, "open wide", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(base+"/step?game=othello&depth=3"))
	waitFor(t, ctx, "the picture", `document.querySelector('#drawing svg g.node') !== null && document.querySelector('#drawing canvas') === null`)
}

// On a phone, a step of CFR (a table, no tree) is asked for at a phone's
// width, a row a move, and opens whole across the viewer, every line
// legible (text at least 7 pixels high), Kuhn poker's and Leduc
// hold'em's, in both languages; at 1280 pixels the terminal's table, a
// row a set.
func TestBrowserWalkOnPhone(t *testing.T) {
	ctx, base := browser(t)
	defer chromedp.Run(ctx, chromedp.EmulateViewport(1280, 800))
	across := `(() => { const v = document.querySelector('#viewer').getBoundingClientRect(); const ts = [...document.querySelectorAll('#drawing svg text')];
		return ts.length > 10 && ts.every((t) => { const r = t.getBoundingClientRect(); return r.width === 0 || (r.left >= v.left - 1 && r.right <= v.right + 1 && r.height >= 7); }); })()`
	for _, q := range []string{"game=kuhn&algo=cfr", "game=kuhn&algo=cfr%2B&lang=fr", "game=leduc&algo=cfr"} {
		do(t, ctx, "open "+q, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile), chromedp.Navigate(base+"/step?"+q))
		waitFor(t, ctx, q+": the table", `document.querySelector('#drawing').dataset.step === '1' && document.querySelector('#drawing svg text') !== null`)
		do(t, ctx, "settle", chromedp.Sleep(400*time.Millisecond))
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](across)); err != nil || !ok {
			t.Errorf("%s: the table is not whole across the viewer, legible: %v", q, err)
		}
		if s := text(t, ctx, "#drawing"); !rowAMove.MatchString(s) {
			t.Errorf("%s: the table is not a row a move: %.200q", q, s)
		}
	}
	do(t, ctx, "open wide", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(base+"/step?game=kuhn&algo=cfr"))
	waitFor(t, ctx, "the wide table", `document.querySelector('#drawing').dataset.step === '1' && document.querySelector('#drawing svg text') !== null`)
	if s := text(t, ctx, "#drawing"); rowAMove.MatchString(s) {
		t.Errorf("at 1280 pixels, a row a move: %.200q", s)
	}
}

// rowAMove finds a table of CFR a row a move: a set's own value on a row
// of its own.
var rowAMove = regexp.MustCompile(`(the set's|de l'ensemble)\s*[-+]\d`)
