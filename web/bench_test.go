package web

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"testing"

	"gametree/explore"
	"gametree/internal/msg"
	"gametree/render"
)

// treeQuery is a tree of 1,713 nodes: depth 5 from the start.
const treeQuery = "depth=5&max-nodes=5000"

// BenchmarkTreeJSONDirect is what gametree tree --format json does for
// treeQuery, without the process: parse, search, write the JSON.
func BenchmarkTreeJSONDirect(b *testing.B) {
	v, _ := url.ParseQuery(treeQuery + "&format=json")
	for i := 0; i < b.N; i++ {
		req, err := explore.ParseTree(explore.Values(v), nil)
		if err != nil {
			b.Fatal(err)
		}
		s, err := explore.Tree(context.Background(), req, nil)
		if err != nil {
			b.Fatal(err)
		}
		var buf bytes.Buffer
		if err := render.JSON(&buf, s, req.Draw); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTreeJSONAPI is /api/tree for the same tree.
func BenchmarkTreeJSONAPI(b *testing.B) {
	s := New(Options{})
	for i := 0; i < b.N; i++ {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", "/api/tree?"+treeQuery, nil))
		if rec.Code != 200 {
			b.Fatal(rec.Code, rec.Body)
		}
	}
}

// BenchmarkGame6x6 plays a whole 6x6 game of ai:hard against ai:hard
// through /api/move, one request a move.
func BenchmarkGame6x6(b *testing.B) {
	s := New(Options{})
	for i := 0; i < b.N; i++ {
		q := url.Values{"size": {"6"}, "black": {"ai:hard"}, "white": {"ai:hard"}, "advance": {"true"}}
		for {
			g := move(b, s, q)
			if g.Position.GameOver {
				break
			}
			q.Set("moves", g.Transcript)
		}
	}
}

// BenchmarkLectureEvent is the cost of one student's page of a lecture of
// 300 hearing one change: the state, the question in its language and
// its own answer, as one server-sent event; the server spends this times
// the students at each step.
func BenchmarkLectureEvent(b *testing.B) {
	s := New(Options{})
	lec, _, err := s.lectures.Open(context.Background(), explore.Values{"moves": {"f5"}, "depth": {"3"}}, "moves=f5&depth=3")
	if err != nil {
		b.Fatal(err)
	}
	var tokens []string
	for range 300 {
		tok, _ := lec.Join("")
		tokens = append(tokens, tok)
	}
	if err := lec.Ask(explore.LiveValue, "root"); err != nil {
		b.Fatal(err)
	}
	for i, tok := range tokens {
		lec.Answer(tok, strconv.Itoa(i%7), msg.En)
	}
	w := httptest.NewRecorder()
	rc := http.NewResponseController(w)
	st, _ := lec.State()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		w.Body.Reset()
		if err := s.sendEvent(w, rc, lec, st, false, tokens[i%len(tokens)], msg.Fr); err != nil {
			b.Fatal(err)
		}
	}
}
