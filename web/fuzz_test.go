package web

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// Any query to any endpoint gets an answer: never a panic, never a 5xx
// but for the timeout, and an error is one line of JSON.
func FuzzAPI(f *testing.F) {
	for _, seed := range []string{
		"tree?leaves=((3+12+8)+(2+4+6)+(14+5+2))",
		"tree?depth=2&format=dot",
		"tree?moves=f5d6&depth=2&view=pv&order=eval",
		"step?leaves=(1+(2+3))&format=csv",
		"step?leaves=(1+2)&format=svg&step=1",
		"show?board=" + strings.Repeat("-", 16) + "+X",
		"show?size=4&moves=a2b1",
		"compare?leaves=(1+2)",
		"move?size=4&moves=a2&play=b1",
		"move?size=6&white=random&advance=1",
		"hint?size=4&depth=2",
		"eval?size=6&eval=classic&for=white",
		"tree?depth=99999999999999999999",
		"tree?max-nodes=-1",
		"move?black=alphabeta:3:positional&advance=true&time=1ms",
		"quiz?leaves=((3+12+8)+(2+4+6)+(14+5+2))&answers=B+3%0Apruned+C2",
		"quiz?seed=7&depth=2&branching=3&ask=windows",
		"quiz?moves=f5d6&depth=2&answers=f4c3+-1",
		"tree?leaves=(1+(2+3))&format=tex&names=true",
		"tree?depth=3&compact=1",
		"tree?depth=3&node=7",
		"tree?leaves=({1/2:+(3+12),+1/2:+(2+4)}+7)&algo=star2",
		"tree?game=tictactoe&algo=mcts&iterations=50&solver=1",
		"step?game=nim&algo=mcts&iterations=5",
		"compare?leaves=(1+2)&mcts=10,100",
	} {
		f.Add(seed)
	}
	s := New(Options{MaxNodes: 3000, Timeout: 2 * time.Second})
	f.Fuzz(func(t *testing.T, q string) {
		req := httptest.NewRequest("GET", "/api/x", nil)
		path, query, _ := strings.Cut(q, "?")
		req.URL.Path = "/api/" + path
		req.URL.RawQuery = query
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		answered(t, "/api/"+q, rec)
	})
}

// answered fails t unless the answer rec to what is one the server owes
// any request: no 5xx but 503 (busy), and a refusal's body one line of
// JSON, {"error": ...}.
func answered(t *testing.T, what string, rec *httptest.ResponseRecorder) {
	t.Helper()
	if rec.Code >= 500 && rec.Code != 503 {
		t.Fatalf("%s: %d %s", what, rec.Code, rec.Body)
	}
	if rec.Code >= 400 {
		var e struct{ Error string }
		if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil || e.Error == "" || strings.Contains(e.Error, "\n") {
			t.Fatalf("%s: %d, error body %q", what, rec.Code, rec.Body)
		}
	}
}
