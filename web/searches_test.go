package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"gametree/explore"
	"gametree/internal/msg"
)

// A step page loads with one request (/api/step?tree=1) the trace and the
// tree its steps are drawn on, the same bytes as the trace alone and as
// the tree of the same search; every step's picture and screen after it
// come from that one search, kept.
func TestStepPageSearchesOnce(t *testing.T) {
	cases := []struct {
		name, query string
		tree        bool // a tree to draw the steps on (else null)
		big         bool
	}{
		{"textbook", "leaves=((3+12+8)+(2+4+6)+(14+5+2))&algo=alphabeta", true, false},
		{"chance", "leaves=" + url.QueryEscape("({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})") + "&algo=expectimax", true, false},
		{"several players", "leaves=" + url.QueryEscape("(((1,2,3) (4,5,0)) ((0,0,9) (1,1,1)))") + "&algo=maxn", true, false},
		{"mcts", "leaves=((3+12+8)+(2+4+6))&algo=mcts&iterations=20&seed=3", true, false},
		{"othello", "depth=2", true, false},
		{"kuhn", "game=kuhn&algo=cfr&iterations=1", false, false},
		{"big", "depth=5", true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := New(Options{})
			defer s.Close()
			code, _, body := get(t, s, "/api/step?tree=1&"+c.query)
			if code != http.StatusOK {
				t.Fatalf("tree=1: %d %s", code, body)
			}
			var both struct {
				Trace json.RawMessage `json:"trace"`
				Tree  json.RawMessage `json:"tree"`
				Big   bool            `json:"big"`
			}
			if err := json.Unmarshal([]byte(body), &both); err != nil {
				t.Fatal(err)
			}
			if both.Big != c.big {
				t.Errorf("big %v, want %v", both.Big, c.big)
			}
			_, _, trace := get(t, s, "/api/step?"+c.query)
			if compactJSON(t, trace) != compactJSON(t, string(both.Trace)) {
				t.Errorf("the trace of tree=1 differs from /api/step's")
			}
			switch {
			case !c.tree && string(both.Tree) != "null":
				t.Errorf("tree %.80s, want null", both.Tree)
			case c.big:
				_, _, compact := get(t, s, "/api/step?compact=1&"+c.query)
				if compactJSON(t, compact) != compactJSON(t, string(both.Tree)) {
					t.Errorf("the tree of a big search differs from compact=1's")
				}
			case c.tree:
				var tr struct {
					Nodes []struct{ ID int } `json:"nodes"`
				}
				if err := json.Unmarshal(both.Tree, &tr); err != nil || len(tr.Nodes) == 0 {
					t.Fatalf("tree %.80s: %v", both.Tree, err)
				}
			}
			if !c.big {
				for _, f := range []string{"svg", "text"} {
					if code, _, body := get(t, s, fmt.Sprintf("/api/step?format=%s&step=1&%s", f, c.query)); code != http.StatusOK {
						t.Errorf("step 1 as %s: %d %s", f, code, body)
					}
				}
			}
			if n := len(s.steps.order); n != 1 {
				t.Errorf("%d step-throughs kept, want 1: every answer from one search", n)
			}
		})
	}
}

// compactJSON is the JSON body b without its spaces.
func compactJSON(t *testing.T, b string) string {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(b), &v); err != nil {
		t.Fatalf("%.80s: %v", b, err)
	}
	out, _ := json.Marshal(v)
	return string(out)
}

// The tree page's answers of one request in every format (JSON, the
// compact form, a picture, text, a node's panel) come from one search.
func TestTreeFormatsSearchOnce(t *testing.T) {
	s := New(Options{})
	defer s.Close()
	q := "leaves=((3+12+8)+(2+4+6)+(14+5+2))&algo=alphabeta"
	for _, part := range []string{"", "&format=svg", "&format=text", "&format=dot", "&compact=1", "&node=2", "&format=svg&layout=tidy", "&format=svg&labels=value"} {
		if code, _, body := get(t, s, "/api/tree?"+q+part); code != http.StatusOK {
			t.Fatalf("%s: %d %s", part, code, body)
		}
	}
	// layout=tidy is a parameter of the drawing alone: the same search.
	if n := len(s.searches.order); n != 1 {
		t.Errorf("%d searches kept, want 1", n)
	}
}

// Requests of every kind for one kept search at once read it safely (run
// with -race): the step page's pictures and screens, the tree's formats.
func TestKeptSearchesReadAtOnce(t *testing.T) {
	s := New(Options{})
	defer s.Close()
	var paths []string
	for _, tree := range []string{"leaves=((3+12+8)+(2+4+6)+(14+5+2))", "game=kuhn&iterations=3", "depth=2", "leaves=((3+12+8)+(2+4+6))&algo=mcts&iterations=12",
		"leaves=" + url.QueryEscape("({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})") + "&algo=star2",
		"leaves=" + url.QueryEscape("(((3,3,4) (2,7,1)) ((4,1,5) (1,1,8)))") + "&algo=paranoid",
		"game=nim3&depth=2&algo=shallow", "game=pig&goal=10&depth=2", "moves=f5d6&depth=2&algo=probcut", "depth=2&algo=beam",
		"leaves=" + url.QueryEscape("(4?(-2 6) (2 3))") + "&quiescence=1"} {
		paths = append(paths, "/api/step?tree=1&"+tree, "/api/tree?"+tree, "/api/tree?compact=1&"+tree, "/api/tree?node=1&"+tree)
		for k := 1; k <= 6; k++ {
			paths = append(paths, fmt.Sprintf("/api/step?format=svg&step=%d&%s", k, tree), fmt.Sprintf("/api/step?format=text&step=%d&%s", k, tree))
		}
		for _, f := range []string{"svg&layout=tidy", "svg", "text", "dot", "tex"} {
			paths = append(paths, "/api/tree?format="+f+"&"+tree)
		}
	}
	var wg sync.WaitGroup
	for i := range 3 {
		for _, p := range paths {
			wg.Add(1)
			go func() {
				defer wg.Done()
				u, _ := url.Parse(p)
				q := u.Query()
				q.Set("lang", []string{"en", "fr", "en"}[i])
				if code, _, body := get(t, s, u.Path+"?"+q.Encode()); code != http.StatusOK {
					t.Errorf("%s: %d %s", p, code, body)
				}
			}()
		}
	}
	wg.Wait()
}

// A one-file page made for the command line, which searched already, is
// drawn from that search: the page's own requests find it kept (a tree
// searched in its place shows the leaves of the one given, not those of
// the parameters).
func TestOneFileOfSearchesNotAgain(t *testing.T) {
	searched := func(leaves string) Searched {
		req, err := explore.ParseTree(explore.Values(url.Values{"leaves": {leaves}, "format": {"html"}}), nil)
		if err != nil {
			t.Fatal(err)
		}
		sr, err := explore.SearchTree(context.Background(), req, nil)
		if err != nil {
			t.Fatal(err)
		}
		return Searched{Request: req, Tree: sr}
	}
	done := searched("((91 92) (93 94))")
	b, err := OneFileOf(context.Background(), "tree", url.Values{"leaves": {"((1 2) (3 4))"}, "max-memory": {"1GiB"}}, msg.En, done)
	if err != nil {
		t.Fatal(err)
	}
	data := pageData(t, b)
	if !strings.Contains(data, "91") || strings.Contains(data, `"leaves":"((1 2) (3 4))"`) {
		t.Errorf("the page's tree was searched again: %.300s", data)
	}
}

// The one-file page of a game of hidden information drawn whole is
// refused before its equilibrium is solved, its size known from the tree.
func TestOneFileHiddenRefusedBeforeSolving(t *testing.T) {
	req, err := explore.ParseTree(explore.Values(url.Values{"game": {"leduc"}, "format": {"html"}}), nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = explore.SearchTree(context.Background(), req, nil)
	if !explore.OverLimit(err) || !strings.Contains(err.Error(), "9,451") {
		t.Errorf("Leduc hold'em whole as a one-file page: %v", err)
	}
}

// pageData is the data a one-file page holds: its answers of the API, as
// JSON.
func pageData(t *testing.T, page []byte) string {
	t.Helper()
	m := regexp.MustCompile(`<script type="application/json" id="offline">(.*?)</script>`).FindSubmatch(page)
	if m == nil {
		t.Fatal("no data in the page")
	}
	var off struct{ Data string }
	if err := json.Unmarshal(m[1], &off); err != nil {
		t.Fatal(err)
	}
	z, err := base64.StdEncoding.DecodeString(off.Data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := gzip.NewReader(bytes.NewReader(z))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A step-through kept is weighed by what it holds: CFR's walks of Leduc
// hold'em, a table of every set they update (megabytes of JSON for a few
// walks), far more than their count of steps.
func TestKeptStepsWeighed(t *testing.T) {
	s := New(Options{})
	defer s.Close()
	if code, _, body := get(t, s, "/api/step?game=leduc&iterations=2"); code != http.StatusOK {
		t.Fatalf("%d %s", code, body)
	}
	if len(s.steps.order) != 1 {
		t.Fatalf("%d kept", len(s.steps.order))
	}
	k := s.steps.order[0].s
	if k.units < 100*(k.steps.Len()+k.steps.Nodes()) {
		t.Errorf("Leduc hold'em's walks weigh %d units, for %d steps", k.units, k.steps.Len())
	}
}

// A step of CFR is written for the width a page asks (columns, a phone's):
// every line within it, the table a row a move; a width out of range is
// refused with its reason, in one line.
func TestStepColumns(t *testing.T) {
	s := New(Options{})
	for _, game := range []string{"kuhn", "leduc"} {
		code, _, body := get(t, s, "/api/step?game="+game+"&algo=cfr&format=text&step=1&columns=56")
		if code != 200 {
			t.Fatalf("%s: %d %s", game, code, body)
		}
		for _, l := range strings.Split(body, "\n") {
			if n := utf8.RuneCountInString(l); n > 56 {
				t.Errorf("%s: a line of %d columns: %q", game, n, l)
			}
		}
		if !strings.Contains(body, "the set's") {
			t.Errorf("%s: not a row a move:\n%s", game, body)
		}
	}
	for _, c := range []string{"10", "81", "x"} {
		code, _, body := get(t, s, "/api/step?game=kuhn&algo=cfr&format=text&step=1&columns="+c)
		if code != 400 || !strings.Contains(body, "want a width from 40 to 80 columns") {
			t.Errorf("columns=%s: %d %s", c, code, body)
		}
	}
}
