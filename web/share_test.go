package web

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// A class opening one link: identical requests at once are answered from
// one work, with the same bytes and an ETag; a browser that sends the
// ETag back is answered 304 without a body; another language, other
// parameters or an endpoint whose answers differ (a game's move) are
// not shared.
func TestSharedAnswers(t *testing.T) {
	s := New(Options{})
	const n = 20
	var wg sync.WaitGroup
	bodies := make([]string, n)
	tags := make([]string, n)
	codes := make([]int, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			w := httptest.NewRecorder()
			s.ServeHTTP(w, httptest.NewRequest("GET", "/api/tree?depth=5", nil))
			bodies[i], tags[i], codes[i] = w.Body.String(), w.Header().Get("ETag"), w.Code
		}(i)
	}
	wg.Wait()
	for i := 0; i < n; i++ {
		if codes[i] != 200 || bodies[i] != bodies[0] || tags[i] == "" || tags[i] != tags[0] {
			t.Fatalf("request %d: %d, ETag %q (first %q), same body %v", i, codes[i], tags[i], tags[0], bodies[i] == bodies[0])
		}
	}
	if c := s.share.computed.Load(); c != 1 {
		t.Errorf("%d identical requests computed %d times, want once", n, c)
	}
	// The browser's copy is still good: 304, no body, no work.
	req := httptest.NewRequest("GET", "/api/tree?depth=5", nil)
	req.Header.Set("If-None-Match", tags[0])
	w := httptest.NewRecorder()
	s.ServeHTTP(w, req)
	if w.Code != http.StatusNotModified || w.Body.Len() != 0 || w.Header().Get("ETag") != tags[0] {
		t.Errorf("If-None-Match: %d, %d bytes", w.Code, w.Body.Len())
	}
	// From the cache afterwards: no new work.
	w = httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest("GET", "/api/tree?depth=5", nil))
	if w.Body.String() != bodies[0] || s.share.computed.Load() != 1 {
		t.Errorf("from the cache: same body %v, computed %d", w.Body.String() == bodies[0], s.share.computed.Load())
	}
	for _, other := range []string{"/api/tree?depth=5&lang=fr", "/api/tree?depth=4", "/api/tree?lang=fr&depth=5"} {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest("GET", other, nil))
		if w.Code != 200 || w.Header().Get("ETag") == tags[0] {
			t.Errorf("%s: %d, ETag %q", other, w.Code, w.Header().Get("ETag"))
		}
	}
	w = httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest("GET", "/api/move?moves=f5&white=random", nil))
	if w.Code != 200 || w.Header().Get("ETag") != "" || w.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("a game's move: %d, ETag %q, %q", w.Code, w.Header().Get("ETag"), w.Header().Get("Cache-Control"))
	}
	// A refusal is shared by the requests in flight, never cached.
	w = httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest("GET", "/api/tree?depth=9", nil))
	if w.Code != 422 || w.Header().Get("ETag") != "" {
		t.Errorf("a refusal: %d, ETag %q", w.Code, w.Header().Get("ETag"))
	}
}

// The cache keeps the most recent answers within its capacity, and no
// answer over half of it.
func TestAnswerCache(t *testing.T) {
	c := newAnswerCache(100)
	for _, k := range []string{"a", "b", "c"} {
		c.put(k, answer{status: 200, body: make([]byte, 40)})
	}
	if _, ok := c.get("a"); ok {
		t.Error("a, the oldest, should have left for c")
	}
	if _, ok := c.get("c"); !ok {
		t.Error("c should be kept")
	}
	c.put("big", answer{status: 200, body: make([]byte, 60)})
	if _, ok := c.get("big"); ok || c.size > 100 {
		t.Errorf("an answer over half the capacity kept; size %d", c.size)
	}
}

// When every client of a shared work has gone, the work stops: a depth-7
// tree (its 47 MB of JSON take about two seconds to write) whose only
// client leaves at once is abandoned, its answer never made (nor cached):
// the JSON is written node by node, and given up between two.
func TestSharedWorkStopsWhenAllLeave(t *testing.T) {
	s := New(Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	w := httptest.NewRecorder()
	start := time.Now()
	s.ServeHTTP(w, httptest.NewRequest("GET", "/api/tree?depth=7", nil).WithContext(ctx))
	for {
		s.share.mu.Lock()
		n := len(s.share.flights)
		s.share.mu.Unlock()
		if n == 0 {
			break
		}
		if time.Since(start) > 30*time.Second {
			t.Fatal("the work of a request whose client left still runs after 30 s")
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Logf("flights empty after %v", time.Since(start))
	if s.share.computed.Load() != 1 || s.share.cache.size != 0 {
		t.Errorf("computed %d, cached %d bytes: the work went on to its answer", s.share.computed.Load(), s.share.cache.size)
	}
}

// A 304 only for what would be served: If-None-Match: * on a request the
// server refuses gets the refusal, on one it serves a 304.
func TestNotModifiedOnlyServed(t *testing.T) {
	s := New(Options{})
	for _, c := range []struct {
		path string
		want int
	}{
		{"/api/tree?depth=99", http.StatusBadRequest},
		{"/api/tree?leaves=((1+2)(3+4))", http.StatusNotModified},
	} {
		req := httptest.NewRequest("GET", c.path, nil)
		req.Header.Set("If-None-Match", "*")
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		if rec.Code != c.want {
			t.Errorf("%s with If-None-Match *: %d, want %d", c.path, rec.Code, c.want)
		}
	}
}
