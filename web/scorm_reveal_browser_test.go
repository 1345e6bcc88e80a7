package web

import (
	"archive/zip"
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	"github.com/chromedp/chromedp"

	"gametree/internal/msg"
)

// fakeLMS serves a SCORM package's page in a frame of a page that holds
// a SCORM 1.2 API (as Moodle's player holds it), from one origin as an
// LMS serves them; the API records every call in window.calls. It
// returns the LMS page's address.
func fakeLMS(t *testing.T, page string, q url.Values) string {
	t.Helper()
	sco := scoPage(t, page, q, msg.En)
	lms := `<!doctype html><html><body><script>
window.calls = [];
const data = { 'cmi.core.lesson_status': 'not attempted' };
window.API = {
  LMSInitialize: () => { calls.push('LMSInitialize'); return 'true'; },
  LMSFinish: () => { calls.push('LMSFinish'); return 'true'; },
  LMSGetValue: (k) => { calls.push('get ' + k); return data[k] || ''; },
  LMSSetValue: (k, v) => { calls.push('set ' + k + '=' + v); data[k] = v; return 'true'; },
  LMSCommit: () => { calls.push('LMSCommit'); return 'true'; }, LMSGetLastError: () => '0', LMSGetErrorString: () => '', LMSGetDiagnostic: () => '',
};
</script><iframe id="sco" src="index.html" style="width:1200px;height:760px"></iframe></body></html>`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if r.URL.Path == "/index.html" {
			w.Write(sco)
			return
		}
		io.WriteString(w, lms)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/lms.html"
}

// A graded attempt is recorded before any answer is shown, and showing
// the answers ends it, on every quiz a course can hold: in a textbook
// quiz and in a quiz of Kuhn poker, "Show the answers" with no Check
// first sends the score of the answers as they stand (B's value right,
// and the leaves left uncrossed taken as evaluated: 8 of 13), then marks
// the key shown; a Check after it, the key typed in, sends nothing.
func TestBrowserScormRevealRecordsFirst(t *testing.T) {
	ctx, _ := browser(t)
	sco := `document.querySelector('#sco').contentDocument`
	// The textbook tree: B answered 3, the rest not.
	do(t, ctx, "the textbook quiz in an LMS", chromedp.Navigate(fakeLMS(t, "quiz", url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}})))
	waitFor(t, ctx, "the quiz", sco+`?.querySelectorAll('.quiz-tree g.node').length === 13`)
	do(t, ctx, "B: 3, then reveal", chromedp.Evaluate[chromedp.Void](sco+`.querySelector('input[aria-label="value of B"]').value = '3'; `+sco+`.querySelector('#reveal').click()`))
	waitFor(t, ctx, "the score, then the key", `calls.indexOf('set cmi.core.score.raw=62') >= 0 && calls.indexOf('set cmi.core.score.raw=62') < calls.indexOf('set cmi.suspend_data=answers shown') && calls.includes('set cmi.core.lesson_status=failed') && `+sco+`.querySelector('#score').textContent.startsWith('The course keeps the score')`)
	do(t, ctx, "the key typed, Check", chromedp.Evaluate[chromedp.Void](`for (const [n, v] of [['A', 3], ['B', 3], ['C', 2], ['D', 2]]) `+sco+`.querySelector('input[aria-label="value of ' + n + '"]').value = v; `+sco+`.querySelector('#check').click()`))
	waitFor(t, ctx, "nothing sent", sco+`.querySelector('#score').textContent.includes('The course keeps the score') && calls.filter((c) => c.startsWith('set cmi.core.score.raw=')).length === 1`)
	// Kuhn poker: its questions by the seed; no answer given, 0.
	do(t, ctx, "Kuhn poker's quiz in an LMS", chromedp.Navigate(fakeLMS(t, "quiz", url.Values{"game": {"kuhn"}, "seed": {"3"}})))
	waitFor(t, ctx, "its fields", sco+`?.querySelectorAll('input[aria-label^="the answer for"]').length > 0`)
	do(t, ctx, "reveal", chromedp.Evaluate[chromedp.Void](sco+`.querySelector('#reveal').click()`))
	waitFor(t, ctx, "the score, then the key", `calls.indexOf('set cmi.core.score.raw=0') >= 0 && calls.indexOf('set cmi.core.score.raw=0') < calls.indexOf('set cmi.suspend_data=answers shown') && `+sco+`.querySelector('#score').textContent.startsWith('The course keeps the score')`)
	do(t, ctx, "Check", chromedp.Evaluate[chromedp.Void](sco+`.querySelector('#check').click()`))
	waitFor(t, ctx, "nothing sent", sco+`.querySelector('#score').textContent.startsWith('The course keeps the score') && calls.filter((c) => c.startsWith('set cmi.core.score.raw=')).length === 1`)
}

// scoPage is the page (index.html) of the SCORM package of page for q in
// language l.
func scoPage(t *testing.T, page string, q url.Values, l msg.Lang) []byte {
	t.Helper()
	b, err := Scorm(context.Background(), page, q, l)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range zr.File {
		if f.Name == "index.html" {
			r, _ := f.Open()
			defer r.Close()
			body, _ := io.ReadAll(r)
			return body
		}
	}
	t.Fatalf("%s: no index.html", page)
	return nil
}
