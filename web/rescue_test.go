package web

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"gametree/internal/msg"
	"gametree/internal/rescue"
)

// lockedLog is a log the server's goroutines may write at once.
type lockedLog struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// A request whose work panics is answered 500 in its language, in the
// goroutine of a shared work (beyond net/http's recovery) as in the
// request's own; its stack is logged once, a line each time after; and
// the server goes on answering.
func TestPanickingWorkLeavesTheServerAnswering(t *testing.T) {
	log := &lockedLog{}
	s := New(Options{Log: log})
	boom := func(context.Context, *query) (response, error) { panic("boom") }
	for i, l := range []msg.Lang{msg.En, msg.Fr, msg.En} {
		r := httptest.NewRequest("GET", "/api/tree?depth=1&n="+string(rune('a'+i)), nil)
		r.ParseForm()
		w := httptest.NewRecorder()
		s.serveShared(w, r, "tree", boom, l)
		want := l.T("internal error; the server's log has the details")
		if w.Code != http.StatusInternalServerError || apiError(t, w.Body.String()) != want {
			t.Errorf("a shared work that panics, in %s: %d %s", l, w.Code, w.Body)
		}
	}
	// The request's own goroutine: ServeHTTP's recovery.
	s.mux.HandleFunc("GET /api/boom", func(http.ResponseWriter, *http.Request) { panic("bang") })
	w := httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest("GET", "/api/boom", nil))
	if w.Code != http.StatusInternalServerError {
		t.Errorf("a handler that panics: %d %s", w.Code, w.Body)
	}
	if got := strings.Count(log.String(), "panic serving"); got != 4 {
		t.Errorf("%d lines of panics logged, want 4:\n%s", got, log)
	}
	if got := strings.Count(log.String(), "[running]:"); got != 2 {
		t.Errorf("%d stacks logged, want one a kind of panic (2):\n%s", got, log)
	}
	// The flight's own last recovery, under the work's: in the language
	// its key names.
	for _, l := range []msg.Lang{msg.En, msg.Fr} {
		if ans := s.share.panicked(shareKey("tree", url.Values{}, l.String()), rescue.Of("boom")); !strings.Contains(string(ans.body), l.T("internal error; the server's log has the details")) {
			t.Errorf("the flight's recovery in %s: %s", l, ans.body)
		}
	}
	w = httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest("GET", "/api/tree?leaves=(1+2)", nil))
	if w.Code != 200 {
		t.Errorf("after the panics: %d %s", w.Code, w.Body)
	}
}

// The inputs that stopped the server: a step of max^n or shallow pruning
// whose root is a leaf, of Nim for three at its end, and CFR asked of a
// textbook tree. Each is answered, none is a 500.
func TestInputsThatStoppedTheServer(t *testing.T) {
	s := New(Options{})
	for _, q := range []string{
		"step?leaves=(1,2,6)", "step?leaves=(1,2,6)&format=html", "step?leaves=(1,2,6)&algo=shallow",
		"step?game=nim3&board=0+0+0", "step?leaves=((1+2)+(3+4))&algo=cfr", "step?leaves=((1+2)+(3+4))&algo=cfr%2B",
		"step?leaves=(1+2)&algo=clairvoyance", "tree?leaves=(1,2,6)&algo=paranoid",
	} {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest("GET", "/api/"+q, nil))
		if w.Code >= 500 {
			t.Errorf("/api/%s: %d %s", q, w.Code, w.Body)
		}
	}
}

// No answer writes back more than a short prefix of what the client sent:
// a 200 KB method, a 60 KB path or lang, on the API and on the pages.
func TestEchoesAreShort(t *testing.T) {
	s := New(Options{})
	long := strings.Repeat("A", 200<<10)
	for _, c := range []struct{ method, target string }{
		{long, "/api/tree"},
		{"GET", "/api/" + strings.Repeat("x", 60<<10)},
		{"GET", "/api/tree?lang=" + strings.Repeat("x", 60<<10)},
		{"GET", "/tree?lang=" + strings.Repeat("x", 60<<10)},
		{"GET", "/api/tree?lang=%1b%5B31m"}, {"GET", "/tree?lang=%1b%5B31m"},
	} {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest(c.method, c.target, nil))
		if w.Code < 400 || w.Body.Len() > 600 || strings.Contains(w.Body.String(), "\x1b") {
			t.Errorf("%.20s %.40s: %d, %d bytes: %.200q", c.method, c.target, w.Code, w.Body.Len(), w.Body)
		}
	}
}
