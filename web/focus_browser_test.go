package web

import (
	"net/url"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// focusKept is true when the keyboard's focus is on a control of the page,
// not fallen to its body (or nowhere).
const focusKept = `(() => { const a = document.activeElement; return !!a && a !== document.body && a.isConnected; })()`

// A keyboard user keeps the focus where the work goes on: after an edit
// typed into the tree editor (V, a value, Enter), on /tree and /step, the
// focus is on the tree, where the editor's keys work; after a move
// played with Enter on /play's board, on the board, Nim for three's
// heaps played with the keys as Nim's.
func TestBrowserFocusKeptAfterEdits(t *testing.T) {
	ctx, base := browser(t)
	aima := url.QueryEscape("((3 12 8) (2 4 6) (14 5 2))")
	for _, page := range []string{"tree", "step"} {
		do(t, ctx, "open /"+page, chromedp.Navigate(base+"/"+page+"?leaves="+aima))
		waitFor(t, ctx, page+": drawn", `document.querySelector('#drawing g.node[data-node="2"]') !== null && !document.querySelector('#edit').hidden`)
		do(t, ctx, page+": edit, click leaf 3", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`#drawing g.node[data-node="2"]`)))
		waitFor(t, ctx, page+": the editor on the leaf", `document.querySelector('#edit-value') !== null`)
		focus := map[string]string{"tree": "viewer", "step": "panel"}[page] // where the editor's keys are taken
		do(t, ctx, page+": V, a value, Enter", chromedp.Focus(chromedp.ID(focus)), chromedp.KeyEvent("v"))
		waitFor(t, ctx, page+": the value field focused", `document.activeElement?.id === 'edit-value'`)
		do(t, ctx, page+": type", chromedp.SetValue(chromedp.ID("edit-value"), "20"), chromedp.KeyEvent(kb.Enter))
		waitFor(t, ctx, page+": the edited tree drawn", `document.querySelector('#drawing').textContent.includes('20 ')`)
		waitFor(t, ctx, page+": the focus kept after the edit", focusKept+` && document.activeElement.closest('#viewer, #panel') !== null`)
	}
	// Tab reaches the tree's toolbar before the tree (the viewer around
	// them takes the focus from the page's code alone), on /tree and /quiz.
	tabOrder := `(() => { const all = [...document.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]')]
		.filter((e) => e.tabIndex >= 0 && !e.closest('[hidden]') && e.getClientRects().length);
		const tools = all.findIndex((e) => e.closest('#viewer .tools')); const tree = all.indexOf(document.getElementById('drawing'));
		return tools >= 0 && tree > tools && !all.includes(document.getElementById('viewer')); })()`
	for _, page := range []string{"tree", "quiz"} {
		do(t, ctx, "open /"+page, chromedp.Navigate(base+"/"+page+"?leaves="+aima))
		waitFor(t, ctx, page+": the toolbar before the tree in the order of Tab", `document.querySelector('#drawing svg') !== null && `+tabOrder)
	}
	do(t, ctx, "open /play", chromedp.Navigate(base+"/play?game=tictactoe"))
	waitFor(t, ctx, "the board", `document.querySelector('#board [data-square]') !== null`)
	do(t, ctx, "focus the board, right, Enter", chromedp.Focus(chromedp.ID("board")), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "a move played", `document.querySelectorAll('#history li').length >= 1`)
	waitFor(t, ctx, "the focus kept on the board", `document.activeElement?.id === 'board'`)
	// Nim for three players' board is heaps of sticks, as Nim's: the
	// arrows and Enter take sticks.
	do(t, ctx, "open /play of Nim for three", chromedp.Navigate(base+"/play?game=nim3"))
	waitFor(t, ctx, "its sticks", `document.querySelectorAll('#board [data-square]').length === 6`)
	do(t, ctx, "focus the board, Enter", chromedp.Focus(chromedp.ID("board")), chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "a move played with the keys", `document.querySelectorAll('#history li').length >= 1 && document.activeElement?.id === 'board'`)
}
