package web

import (
	"bytes"
	"context"
	"net/http/httptest"
	"net/url"
	"testing"

	"gametree/explore"
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
