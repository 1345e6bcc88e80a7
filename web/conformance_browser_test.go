package web

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"gametree/explore"
	"gametree/internal/msg"
)

// pageTrees are the trees the pages are asked of in the conformance of
// the pages: a textbook tree in every notation the pages' engine draws
// (a lone leaf, values, utility vectors, chance nodes, leaves not quiet)
// and games the server searches (two players, several, chance, hidden
// cards).
var pageTrees = []url.Values{
	{"leaves": {"5"}}, {"leaves": {"(1 2)"}}, {"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}},
	{"leaves": {"((1,2,6) (4,2,3))"}}, {"leaves": {"({1/2: 3, 1/2: 4} 5)"}}, {"leaves": {"(4?(-2 6) (2 3))"}, "quiescence": {"1"}},
	{"game": {"tictactoe"}, "board": {"XXXOO----"}}, {"game": {"nim3"}}, {"game": {"pig"}}, {"game": {"kuhn"}},
}

// Every search the pages offer x every tree of pageTrees x the tree and
// step pages x English and French: the page shows what the server's API
// answers for the same request: its refusal, word for word, in the
// page's status; or no refusal, the tree drawn and, on the tree page, the
// summary's lines. For a textbook tree the pages search with their own
// engine, so this holds the engine's refusals to the Go's too. The short
// run takes one page and language a cell; GAMETREE_LONG every one.
func TestBrowserConformance(t *testing.T) {
	long := os.Getenv("GAMETREE_LONG") != ""
	api := New(Options{})
	cell := 0
	for _, c := range explore.Searches(msg.En) {
		if !c.Page || !slices.Contains(c.Faces, "tree") {
			continue
		}
		ctx, base := browser(t) // a tab a search, each given its 90 s
		for _, tr := range pageTrees {
			q := url.Values{"algo": {c.Name}}
			for k, v := range tr {
				q[k] = v
			}
			if slices.Contains(c.Takes, "iterations") {
				q.Set("iterations", "3")
			} else if slices.Contains(c.Takes, "depth") && q.Has("game") {
				q.Set("depth", "2")
			}
			for k, page := range []string{"tree", "step", "tree", "step"} {
				if !long && k != cell%4 {
					continue
				}
				lang := []string{"en", "fr"}[k/2]
				q.Set("lang", lang)
				checkPage(t, ctx, base, api, page, q)
			}
			cell++
		}
	}
}

// checkPage opens page on the request q and holds it to what the API
// answers for q.
func checkPage(t *testing.T, ctx context.Context, base string, api *Server, page string, q url.Values) {
	t.Helper()
	rec := httptest.NewRecorder()
	api.ServeHTTP(rec, httptest.NewRequest("GET", "/api/"+page+"?"+q.Encode(), nil))
	var doc struct {
		Error   string   `json:"error"`
		Summary []string `json:"summary"`
	}
	json.Unmarshal(rec.Body.Bytes(), &doc)
	what := page + "?" + q.Encode()
	do(t, ctx, what, chromedp.Navigate(base+"/"+page+"?"+q.Encode()))
	if rec.Code != 200 {
		want, _ := json.Marshal(doc.Error)
		waitFor(t, ctx, what+": the API's refusal, "+doc.Error, `document.querySelector('#status').textContent === `+string(want)+` && document.querySelector('#status').classList.contains('error')`)
		return
	}
	drawn := `document.querySelectorAll('#drawing g.node, #drawing canvas, .big-tree canvas').length > 0 && !document.querySelector('#status').classList.contains('error')`
	if page == "tree" && len(doc.Summary) > 0 {
		lines, _ := json.Marshal(doc.Summary)
		drawn += ` && JSON.stringify([...document.querySelectorAll('#summary > div')].map((d) => d.textContent)) === ` + strconv.Quote(string(lines))
	}
	waitFor(t, ctx, what+": the API's answer", drawn)
	if q.Get("lang") == "fr" {
		frenchNumbersOnPage(t, ctx, what)
	}
	if page == "tree" && q.Has("leaves") {
		checkEdit(t, ctx, api, q)
	}
}

// checkEdit edits the tree the tree page drew for q, a child added to
// its root in the editor, and holds the page to what the API answers for
// the tree the editor wrote in the address: the same summary, or the
// edit refused in the editor's words and the tree kept.
func checkEdit(t *testing.T, ctx context.Context, api *Server, q url.Values) {
	t.Helper()
	what := "tree?" + q.Encode() + ", a child added to the root"
	do(t, ctx, what, chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.CSS(`#drawing g.node[data-node="0"]`)),
		chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("a"))
	before, _ := json.Marshal(q.Get("leaves"))
	waitFor(t, ctx, what, `new URLSearchParams(location.search).get('leaves') !== `+string(before)+` || document.querySelector('#editor .edit-note')?.textContent`)
	leaves, err := chromedp.Run(ctx, chromedp.Evaluate[string](`new URLSearchParams(location.search).get('leaves')`))
	if err != nil {
		t.Fatal(err)
	}
	edited := url.Values{}
	for k, v := range q {
		edited[k] = v
	}
	edited.Set("leaves", leaves)
	rec := httptest.NewRecorder()
	api.ServeHTTP(rec, httptest.NewRequest("GET", "/api/tree?"+edited.Encode(), nil))
	var doc struct {
		Summary []string `json:"summary"`
	}
	json.Unmarshal(rec.Body.Bytes(), &doc)
	if leaves == q.Get("leaves") || rec.Code != 200 {
		// Refused: the editor says why, and the tree stays.
		waitFor(t, ctx, what+": refused", `document.querySelector('#editor .edit-note')?.textContent !== '' && new URLSearchParams(location.search).get('leaves') === `+string(before))
		return
	}
	lines, _ := json.Marshal(doc.Summary)
	waitFor(t, ctx, what+": "+leaves, `JSON.stringify([...document.querySelectorAll('#summary > div')].map((d) => d.textContent)) === `+strconv.Quote(string(lines)))
}

// frenchNumbersOnPage fails when a French page writes a number the
// English way (a decimal point between digits) in what it shows: its
// text, the drawing's labels and the canvas's titles; a tree's notation,
// whose point is the notation's, and a book's section ("AIMA 5.6") are
// not numbers of the page.
func frenchNumbersOnPage(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	found, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`(() => {
		const text = document.body.innerText + '\n' + [...document.querySelectorAll('svg text, [aria-label]')].map((e) => e.textContent + ' ' + (e.getAttribute('aria-label') || '')).join('\n');
		return text.split('\n').map((l) => l.replace(/AIMA \d\.\d|figures? \d\.\d|\(+[-0-9./]+(,[-0-9./]+)+\)+/g, ''))
			.filter((l) => /(^|[^0-9A-Za-z.:])\d+\.\d+/.test(l)).slice(0, 5);
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range found {
		t.Errorf("%s: a number written the English way: %s", what, l)
	}
}

// Every number the compare, quiz and play pages show a French reader is
// French: compare's tables of chance, several players and hidden cards
// (exponents, fractions with their decimals), a quiz of chance and one of
// Kuhn poker, its key shown, and Pig's and Kuhn poker's play pages.
func TestBrowserFrenchNumbers(t *testing.T) {
	ctx, base := browser(t)
	for _, tc := range []struct{ page, ready string }{
		{"compare?game=kuhn&iterations=100", `document.querySelectorAll('#table table.data tbody tr').length > 2`},
		{"compare?game=pig&goal=20&depth=1-2", `document.querySelectorAll('#table table.data tbody tr').length > 0`},
		{"compare?leaves=" + url.QueryEscape("((1,2,6) (4,2,3) (1,3,5))"), `document.querySelectorAll('#table table.data tbody tr').length > 0`},
		{"quiz?chance=true&depth=2&seed=5", `document.querySelectorAll('.quiz-tree g.node').length > 0`},
		{"quiz?game=kuhn&seed=3", `document.querySelectorAll('input').length > 0`},
		{"play?game=pig", `document.querySelector('#status').textContent !== ''`},
		{"play?game=kuhn&seed=2", `document.querySelector('#status').textContent !== ''`},
	} {
		what := tc.page + "&lang=fr"
		do(t, ctx, what, chromedp.Navigate(base+"/"+what))
		waitFor(t, ctx, what, tc.ready)
		frenchNumbersOnPage(t, ctx, what)
		if strings.HasPrefix(tc.page, "quiz") {
			do(t, ctx, what+": show the answers", chromedp.Click(chromedp.ID("reveal")))
			waitFor(t, ctx, what+": the key", `document.querySelector('#mistakes').children.length > 0`)
			if strings.Contains(tc.page, "chance") {
				// The tree shows the exact value, short enough to stay
				// clear of the next node; the list its decimal too.
				waitFor(t, ctx, what+": the values on the tree", `[...document.querySelectorAll('.quiz-tree .given')].map((g) => g.textContent).join(' ') === '40/3 47/4 40/3' && document.querySelector('#mistakes').textContent.includes('40/3 (13,333)')`)
			}
			frenchNumbersOnPage(t, ctx, what+", the answers shown")
		}
	}
}
