package web

import (
	"context"
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"gametree/internal/msg"
)

// controlsJS lists the controls of the page a key activates, visible and
// enabled, and counts each click on one by its index (window.__clicked),
// links kept from leaving the page.
const controlsJS = `(() => {
  // The page's own controls first (its buttons, then the rest), the
  // links of the header last.
  const rank = (el) => (el.closest('header') ? 2 : el.tagName === 'BUTTON' ? 0 : 1);
  const all = () => [...document.querySelectorAll('button, a[href], summary, input[type=checkbox]')]
    .filter((el) => !el.disabled && el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden')
    .sort((a, b) => rank(a) - rank(b));
  window.__controls = all;
  if (!window.__clickHeard) {
    window.__clickHeard = true;
    document.addEventListener('click', (e) => {
      window.__clicked = e.target.closest('button, a[href], summary, input[type=checkbox]');
      if (window.__clicked && window.__clicked.matches('a[href]')) e.preventDefault();
    }, true);
  }
  return all().length;
})()`

// Every control of every page does its own action on Enter (and a button
// on Space): the key, on the focused control, clicks it, and no handler of
// the page's keys takes the key from it (Enter on the tree viewer's + once
// folded the tree instead). Each page is loaded afresh before its
// controls are tried, the served pages and the one-file pages, in both
// languages; the Load buttons, which fetch a new search, last.
func TestBrowserKeysActivateControls(t *testing.T) {
	ctx, base := browser(t)
	dir := t.TempDir()
	leaves := url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}
	pages := []string{
		base + "/tree?moves=f5d6&depth=2",
		base + "/step?leaves=" + url.QueryEscape("((3 12 8) (2 4 6) (14 5 2))"),
		base + "/compare?leaves=" + url.QueryEscape("((3 12 8) (2 4 6) (14 5 2))"),
		base + "/quiz?leaves=" + url.QueryEscape("((3 12 8) (2 4 6) (14 5 2))") + "&lang=fr",
		base + "/play?game=tictactoe",
		"file://" + writeOneFile(t, dir, "tree", leaves, msg.En),
		"file://" + writeOneFile(t, dir, "step", leaves, msg.Fr),
		"file://" + writeOneFile(t, dir, "quiz", leaves, msg.En),
	}
	for _, page := range pages {
		do(t, ctx, "open "+page, chromedp.Navigate(page))
		waitFor(t, ctx, "the page's controls", `document.readyState === 'complete' && document.querySelectorAll('button').length > 0`)
		time.Sleep(300 * time.Millisecond) // the page's first search drawn
		// A search still running (a loaded machine) shows a Cancel that
		// is gone when its key lands: wait until none is.
		soon(ctx, `document.querySelector('button.cancel') === null`, 10*time.Second)
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](controlsJS))
		if err != nil {
			t.Fatal(err)
		}
		tried := 0
		for i := 0; i < n && tried < 8; i++ {
			what, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`(() => { %s; const el = window.__controls()[%d];
  if (!el || /^(load|charger)$/i.test(el.textContent.trim())) return '';
  window.__clicked = null; el.focus(); return document.activeElement === el ? (el.id || el.textContent.trim().slice(0, 30) || el.tagName) : ''; })()`, controlsJS, i)))
			if err != nil || what == "" {
				continue
			}
			tried++
			keys := []string{kb.Enter}
			if isButton, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.activeElement.tagName === 'BUTTON'`)); isButton {
				keys = append(keys, " ")
			}
			for k, key := range keys {
				if k > 0 {
					// The first key's action may change the page (a move
					// played, a computer's reply): the control is tried
					// again only where it is still there and enabled.
					time.Sleep(80 * time.Millisecond)
					if still, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`window.__controls()[%d] === window.__el`, i))); !still {
						continue
					}
				}
				do(t, ctx, "focus again", chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`window.__clicked = null; window.__el = window.__controls()[%d]; window.__el?.focus()`, i)))
				do(t, ctx, "press "+key, chromedp.KeyEvent(key))
				// A Cancel whose search ended as the key landed is gone: no
				// click to ask of it.
				if !soon(ctx, `window.__clicked !== null && window.__clicked === window.__el`, 60*time.Millisecond) &&
					!soon(ctx, `window.__el.classList.contains('cancel') && !document.contains(window.__el)`, 0) {
					t.Errorf("%s: %q on %q does not click it", page, key, what)
				}
			}
		}
		if tried < 3 {
			t.Errorf("%s: %d controls tried", page, tried)
		}
	}
}

// soon reports whether expr holds within d, asked every 5 ms: a click
// that a key makes is seen at once, and only a key that makes none waits
// the whole d.
func soon(ctx context.Context, expr string, d time.Duration) bool {
	for end := time.Now().Add(d); ; {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr))
		if err == nil && ok {
			return true
		}
		if time.Now().After(end) {
			return false
		}
		time.Sleep(5 * time.Millisecond)
	}
}
