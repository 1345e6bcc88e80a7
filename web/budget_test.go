package web

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"gametree/explore"
	"gametree/internal/msg"
)

// While the budget is taken, heavy work waits its bounded time and is
// answered 503 with Retry-After; cheap work is answered at once.
func TestBudgetBusy(t *testing.T) {
	s := New(Options{MaxMemory: 256 * explore.MiB, Cores: 1, QueueWait: 100 * time.Millisecond})
	defer s.Close()
	ctx, a := s.budget.Open(context.Background())
	if err := explore.Reserve(ctx, 220*explore.MiB, msg.P("the test")); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/api/show", "/api/tree?depth=3", "/api/tree?leaves=((1+2)(3+4))&format=svg", "/play"} {
		if code, _, body := get(t, s, path); code != 200 {
			t.Errorf("GET %s while the budget is taken: %d %s; want 200 (cheap work never waits)", path, code, body)
		}
	}
	for _, path := range []string{"/api/tree?depth=7&format=json", "/api/compare?depth=1-3", "/api/move?size=6&white=ai:hard&moves=b3&advance=true"} {
		start := time.Now()
		rec := request(s, "GET", path)
		msg := apiError(t, rec.Body.String())
		if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" || !strings.Contains(msg, "the server is busy") {
			t.Errorf("GET %s while the budget is taken: %d %q (Retry-After %q); want 503 busy", path, rec.Code, msg, rec.Header().Get("Retry-After"))
		}
		if w := time.Since(start); w > 5*time.Second {
			t.Errorf("GET %s waited %s, over the queue's 100ms", path, w)
		}
	}
	a.Close()
	if code, _, body := get(t, s, "/api/tree?depth=7&format=json&view=pv"); code != 200 {
		t.Errorf("once the budget is free: %d %s", code, body)
	}
	if s.budget.Used() != 0 {
		t.Errorf("the budget holds %s after every request", s.budget.Used())
	}
}

// Work that can never fit the server's budget is refused at once, 422, in
// the page's words.
func TestBudgetTooBig(t *testing.T) {
	s := New(Options{MaxMemory: 64 * explore.MiB})
	defer s.Close()
	code, _, body := get(t, s, "/api/tree?depth=7&format=json")
	msg := apiError(t, body)
	if code != 422 || !strings.Contains(msg, "over the memory budget of 64MiB") || strings.Contains(msg, "raise") {
		t.Errorf("a tree over the server's budget: %d %q", code, msg)
	}
}

// A textbook tree POSTed to compare is counted against the server's node
// limit before it is parsed.
func TestCompareTextbookLimit(t *testing.T) {
	s := New(Options{MaxNodes: 10})
	defer s.Close()
	form := url.Values{"leaves": {"(" + strings.Repeat("(1 2 3) ", 1000) + ")"}}
	rec := post(s, "/api/compare", form)
	if msg := apiError(t, rec.Body.String()); rec.Code != 422 || !strings.Contains(msg, "the tree has 4001 nodes, over the limit of 10") {
		t.Errorf("compare on a textbook tree over the limit: %d %q", rec.Code, msg)
	}
}

// A drawing that could not finish in time is refused before it starts; the
// advice on a timeout fits the endpoint.
func TestDrawingTime(t *testing.T) {
	s := New(Options{Timeout: time.Second})
	defer s.Close()
	code, _, body := get(t, s, "/api/tree?depth=6&format=pdf")
	if msg := apiError(t, body); code != 422 || !strings.Contains(msg, "nodes as pdf takes about") || !strings.Contains(msg, "over its limit of 1s") {
		t.Errorf("a PDF that cannot be drawn in 1s: %d %q", code, msg)
	}
	fast := New(Options{Timeout: 30 * time.Millisecond, MaxNodes: 10_000_000})
	defer fast.Close()
	code, _, body = get(t, fast, "/api/step?depth=9&max-nodes=1000")
	if msg := apiError(t, body); code == 503 && strings.Contains(msg, "view=pv") {
		t.Errorf("step's timeout advises view=pv, which step does not take: %q", msg)
	}
}

// request sends a request with method to path and returns the recorded answer.
func request(s http.Handler, method, path string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest(method, path, nil))
	return rec
}

// post sends form to path.
func post(s http.Handler, path string, form url.Values) *httptest.ResponseRecorder {
	req := httptest.NewRequest("POST", path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	return rec
}

// A comparison the server's time cannot hold is refused before its deep
// depths run, from the depths before them: Connect Four's depth 9 (48 s
// on this machine) on a server of --timeout 4s answers 422 at once, with
// the estimate, where it ran to the timeout and answered 503.
func TestCompareRefusedPastTheTimeout(t *testing.T) {
	s := New(Options{Timeout: 4 * time.Second})
	start := time.Now()
	rec := request(s, "GET", "/api/compare?game=connect4&depth=9")
	if rec.Code != http.StatusUnprocessableEntity || !strings.Contains(rec.Body.String(), "the comparison to depth 9 may take about") {
		t.Errorf("depth 9: %d %.300s", rec.Code, rec.Body.String())
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("the refusal took %s", d)
	}
}
