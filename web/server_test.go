package web

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"gametree/explore"
	"gametree/render"
	"gametree/tree"
)

// get requests path from a server with opt and returns the status, the
// content type and the body.
func get(t testing.TB, s http.Handler, path string) (int, string, string) {
	t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	return rec.Code, rec.Header().Get("Content-Type"), rec.Body.String()
}

// apiError reads the error of an API answer.
func apiError(t testing.TB, body string) string {
	t.Helper()
	var e struct{ Error string }
	if err := json.Unmarshal([]byte(body), &e); err != nil || e.Error == "" {
		t.Fatalf("answer %q: want {\"error\": ...}", body)
	}
	return e.Error
}

func TestEndpoints(t *testing.T) {
	s := New(Options{})
	defer s.Close()
	cases := []struct {
		path, ctype, contains string
	}{
		{"/api/show?moves=f5d6", "application/json", `"played": "f5d6"`},
		{"/api/tree?leaves=((3+12+8)+(2+4+6)+(14+5+2))", "application/json", `"pruned": 2`},
		{"/api/tree?depth=2&format=svg", "image/svg+xml", "<svg"},
		{"/api/tree?depth=1&format=png", "image/png", "\x89PNG"},
		{"/api/tree?depth=1&format=pdf", "application/pdf", "%PDF"},
		{"/api/tree?depth=1&format=dot", "text/vnd.graphviz", "digraph gametree"},
		{"/api/tree?depth=1&format=text", "text/plain", "d3"},
		{"/api/step?leaves=((3+12+8)+(2+4+6)+(14+5+2))", "application/json", `"event": "cutoff"`},
		{"/api/step?leaves=((3+12+8)+(2+4+6)+(14+5+2))&format=md", "text/markdown", "| step |"},
		{"/api/step?leaves=((3+12+8)+(2+4+6)+(14+5+2))&format=tex", "application/x-tex", "\\toprule"},
		{"/api/tree?leaves=((3+12+8)+(2+4+6)+(14+5+2))&format=tikz", "application/x-tex", "\\begin{forest}"},
		{"/api/tree?depth=1&format=tex", "application/x-tex", "\\documentclass"},
		{"/api/quiz?leaves=((3+12+8)+(2+4+6)+(14+5+2))&answers=A+3", "application/json", `"score": 1`},
		{"/api/quiz?depth=2", "application/json", `"seed": `},
		{"/api/quiz?leaves=((3+12)+(2+4))&format=pdf", "application/pdf", "%PDF"},
		{"/api/quiz?leaves=((3+12)+(2+4))&format=tex&lang=fr", "application/x-tex", `gametree quiz -{}-leaves ''((3 12) (2 4))''`},
		{"/api/quiz?game=tictactoe&moves=b2a1c3&depth=2&format=tex", "application/x-tex", `gametree quiz -{}-game tictactoe -{}-moves ''b2a1c3'' -{}-depth 2`},
		{"/api/quiz?depth=2&seed=9&format=tex", "application/x-tex", "gametree quiz -{}-depth 2 -{}-branching 2 -{}-seed 9"},
		{"/api/quiz?leaves=((3+12)+(2+4))&format=html", "text/html", `id="offline"`},
		{"/api/quiz?depth=2&format=html", "text/html", `id="offline"`},
		{"/api/quiz?leaves=((3+12)+(2+4))&format=scorm", "application/zip", "imsmanifest.xml"},
		{"/api/step?leaves=((3+12+8)+(2+4+6)+(14+5+2))&format=svg&step=20", "image/svg+xml", "Step 20 of 36"},
		{"/api/step?leaves=((3+12+8)+(2+4+6)+(14+5+2))&format=text&step=20", "text/plain; charset=utf-8", "Step 20 of 36: cutoff  (alpha-beta (fail-soft), natural order)"},
		{"/api/compare?leaves=((3+12+8)+(2+4+6)+(14+5+2))&no-time=true", "application/json", `"algorithm": "alphabeta"`},
		{"/api/compare?depth=1-2&format=csv&no-time=true", "text/csv", "depth,algorithm"},
		{"/api/compare?depth=1-2&format=svg", "image/svg+xml", "<svg"},
		{"/api/move?size=4", "application/json", `"turn": "human"`},
		{"/api/move?size=6&white=ai:easy&moves=b3&advance=true", "application/json", `"player": "ai:easy"`},
		{"/api/hint?moves=f5&depth=2", "application/json", `"move": "`},
		{"/api/hint?moves=f5&white=ai:easy&depth=6", "application/json", `"player": "ai:easy"`},
		{"/api/hint?size=4&depth=2", "application/json", `"text": "b1 or a2 or d3 or c4: White wins by 10 with perfect play`},
		{"/api/eval?moves=f5d6c3&eval=mixed&for=black", "application/json", `"value": 33`},
		{"/api/eval?moves=f5d6c3&eval=pattern", "application/json", `"name": "edge+2X"`},
		{"/play", "text/html", `data-square`[:0] + "<svg id=\"board\""},
		{"/tree", "text/html", "tree.js"},
		{"/step", "text/html", "step.js"},
		{"/compare", "text/html", "compare.js"},
		{"/static/style.css", "text/css", ":root"},
		{"/static/common.js", "javascript", "export async function api"},
	}
	for _, c := range cases {
		code, ctype, body := get(t, s, c.path)
		if code != 200 || !strings.Contains(ctype, c.ctype) || !strings.Contains(body, c.contains) {
			t.Errorf("GET %s: %d %s, body %.200q; want 200 %s holding %q", c.path, code, ctype, body, c.ctype, c.contains)
		}
	}
}

func TestHeaders(t *testing.T) {
	s := New(Options{})
	for _, path := range []string{"/play", "/api/show", "/api/tree?depth=0", "/static/play.js", "/nowhere"} {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		h := rec.Header()
		csp := h.Get("Content-Security-Policy")
		if !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe-inline'; img") && strings.Contains(csp, "script-src 'self' 'unsafe-inline'") {
			t.Errorf("%s: Content-Security-Policy %q: want scripts from the server only", path, csp)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: X-Content-Type-Options %q, want nosniff", path, h.Get("X-Content-Type-Options"))
		}
	}
}

// The pages hold no inline script nor inline event handler, which the CSP
// would block.
func TestNoInlineScripts(t *testing.T) {
	err := fs.WalkDir(assets, "assets", func(path string, d fs.DirEntry, err error) error {
		if err != nil || !strings.HasSuffix(path, ".html") {
			return err
		}
		b, _ := fs.ReadFile(assets, path)
		html := string(b)
		for _, tag := range strings.Split(html, "<script")[1:] {
			if !strings.Contains(tag[:strings.Index(tag, ">")], "src=") {
				t.Errorf("%s: an inline <script>", path)
			}
		}
		for _, attr := range []string{" onclick=", " onload=", " onsubmit=", " onchange=", " oninput=", "javascript:"} {
			if strings.Contains(html, attr) {
				t.Errorf("%s: inline handler %q", path, attr)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Each page's assets (its HTML, the stylesheet, its scripts and the icon)
// weigh under 300 KB.
func TestPageWeight(t *testing.T) {
	for _, page := range []string{"play", "tree", "step", "compare", "quiz"} {
		total := 0
		for _, name := range []string{page + ".html", "style.css", page + ".js", "common.js", "nodes.js", "favicon.svg"} {
			b, err := fs.ReadFile(assets, "assets/"+name)
			if err != nil {
				if name == "nodes.js" {
					continue
				}
				t.Fatal(err)
			}
			total += len(b)
		}
		if total > 300_000 {
			t.Errorf("/%s: %d bytes of assets, over 300 KB", page, total)
		}
		t.Logf("/%s: %d bytes of assets", page, total)
	}
}

func TestBadRequests(t *testing.T) {
	s := New(Options{MaxNodes: 50000, MaxMemory: explore.GiB})
	cases := []struct {
		path   string
		status int
		msg    string
	}{
		{"/api/tree?depth=0", 400, "depth 0: want 1 to 60 plies"},
		{"/api/tree?depth=9", 422, "over the limit of 50000"},
		{"/api/tree?depth=9&view=pv", 422, "; lower depth (this server builds at most 50000 nodes: gametree serve --max-nodes)"},
		// A limit the request set below the server's may be raised, up to
		// the server's.
		{"/api/tree?leaves=((1+2+3)+(4+5+6)+(7+8+9))&max-nodes=5", 422, "over the limit of 5; raise max-nodes (max-nodes up to 50000 on this server)"},
		{"/api/tree?depth=2&max-nodes=60000", 400, "this server allows at most 50000"},
		{"/api/tree?depth=2&max-memory=2GiB", 400, "this server allows at most 1GiB"},
		{"/api/tree?depth=2&output=t.svg", 400, `unknown parameter "output"`},
		{"/api/tree?depth=2&colour=red", 400, `unknown parameter "colour"`},
		{"/api/tree?depth=2&format=gif", 400, `format "gif"`},
		{"/api/tree?position=/etc/passwd", 400, "position names a file, and the server reads no files"},
		{"/api/tree?weights=w.txt", 400, "weights names a file"},
		{"/api/tree?leaves-file=/etc/passwd", 400, "leaves-file names a file"},
		{"/api/tree?leaves=((1+2)", 400, "the '(' at character 1 is never closed"},
		{"/api/tree?leaves=(1+2)&depth=3", 400, "depth does not apply to a textbook tree"},
		{"/api/tree?algo=minimax&fail-soft=true", 400, "fail-soft applies to algo alphabeta or paranoid, not to algo minimax"},
		{"/api/tree?moves=f5z9", 400, "z9"},
		{"/api/show?size=5", 400, "size 5: want an even size from 4 to 16"},
		{"/api/show?board=XO", 400, "board"},
		{"/api/tree?depth=2&node=x", 400, `node "x": want a node's id`},
		{"/api/tree?depth=2&node=-1", 400, `node "-1": want a node's id`},
		{"/api/tree?depth=2&node=99", 400, "node 99: want a node from 0 to 16"},
		{"/api/tree?depth=2&node=1&compact=1", 400, "do not go together"},
		{"/api/tree?depth=2&compact=1&format=svg", 400, "answer JSON: leave format out"},
		{"/api/tree?depth=2&compact=maybe", 400, "compact"},
		{"/api/step?leaves=(1+2)&format=svg", 400, "step=K goes with format=svg"},
		{"/api/step?leaves=(1+2)&format=svg&step=99", 400, "want a step from 1 to"},
		{"/api/step?leaves=(1+2)&format=text&step=0", 400, "want a step from 1 to"},
		{"/api/step?leaves=(1+2)&step=2", 400, "step=K goes with format=svg"},
		{"/api/compare?depth=1-20", 400, "depth"},
		{"/api/compare?format=xls", 400, `format "xls"`},
		{"/api/move?play=c3", 400, "c3 is not legal for Black"},
		{"/api/move?play=d4", 400, "the square holds a White disc"},
		{"/api/move?play=zz", 400, `play "zz": want a square such as d3, or pass`},
		{"/api/move?play=d3&advance=true", 400, "give one of them"},
		{"/api/move?advance=true", 400, "is a person: play their move"},
		{"/api/move?white=ai:hard&moves=f5&play=d6", 400, "let it move first (advance=true)"},
		{"/api/move?white=gtp:/bin/cat", 400, "the server runs no external programs"},
		{"/api/hint?moves=f5&white=gtp:/bin/cat", 400, "the server runs no external programs"},
		{"/api/move?black=GTP:%20/bin/sh", 400, "the server runs no external programs"},
		{"/api/move?white=ai:expert&time=1h", 400, "at most 10s a move"},
		{"/api/move?black=alphabeta:99", 400, "depth"},
		{"/api/move?resume=game.txt", 400, "resume names a file"},
		{"/api/hint?depth=30", 400, "want 1 to 10 plies"},
		{"/api/hint?eval=best", 400, `eval "best"`},
		{"/api/hint?board=" + url.QueryEscape(strings.Repeat("X", 64)+" O"), 400, "the game is over"},
		{"/api/eval?eval=best", 400, `eval "best"`},
		{"/api/eval?for=red", 400, `for "red": want black or white`},
		{"/api/eval?size=6&eval=pattern", 400, `eval pattern: the pattern evaluation's weights were fitted on 8x8 games and the board is 6x6`},
		{"/api/hint?size=6&eval=pattern", 400, `eval pattern: the pattern evaluation's weights were fitted on 8x8 games and the board is 6x6`},
		{"/api/move?size=6&white=alphabeta:2:pattern", 400, `white: player "alphabeta:2:pattern": the pattern evaluation's weights`},
		{"/api/nothing", 404, `no API at "/api/nothing"`},
		{"/api/tree?leaves=((1+2+3)+(4+5+6)+(7+8+9))&max-nodes=5", 422, "the tree has 13 nodes, over the limit of 5"},
		{"/api/tree?depth=5&format=png", 422, "a PNG of at most 16000 pixels a side"},
		{"/api/tree?depth=3&format=svg&page=a4", 422, "the tree needs"},
		{"/api/show?x=" + strings.Repeat("y", MaxHeader), 431, "over 64 KiB; send the parameters as a POST form"},
	}
	for _, c := range cases {
		code, ctype, body := get(t, s, c.path)
		if code != c.status || !strings.HasPrefix(ctype, "application/json") {
			t.Errorf("GET %s: %d %s, want %d JSON; body %s", c.path, code, ctype, c.status, body)
			continue
		}
		if msg := apiError(t, body); !strings.Contains(msg, c.msg) || strings.Contains(msg, "\n") {
			t.Errorf("GET %s: error %q, want one line holding %q", c.path, msg, c.msg)
		} else if strings.Contains(msg, "raise") && !strings.Contains(msg, "on this server)") {
			t.Errorf("GET %s: error %q asks a browser's user to raise a limit of the server", c.path, msg)
		}
	}
}

// No path reaches a file outside the embedded assets, however encoded.
func TestTraversal(t *testing.T) {
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	for _, path := range []string{
		"/../go.mod", "/static/../go.mod", "/static/../../go.mod", "/static/%2e%2e/go.mod", "/static/..%2fgo.mod",
		"/static/%2e%2e%2fgo.mod", "/static/..%5cgo.mod", "/%2e%2e/go.mod", "/static//etc/passwd", "/static/../web/server.go",
		"/static/assets/../../go.mod", "/go.mod", "/api/../go.mod", "/static/.", "/static/",
	} {
		req, err := http.NewRequest("GET", srv.URL+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		req.URL.Opaque = path // sent as written, not cleaned by the client
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 404 || strings.Contains(string(b), "module gametree") || strings.Contains(string(b), "root:") {
			t.Errorf("GET %s: %d %.100q; want 404", path, res.StatusCode, b)
		}
	}
}

func TestBodyLimit(t *testing.T) {
	s := New(Options{})
	body := "leaves=" + strings.Repeat("1", MaxBody+10)
	req := httptest.NewRequest("POST", "/api/tree", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	if rec.Code != http.StatusRequestEntityTooLarge {
		t.Errorf("a body of %d bytes: %d %s, want 413", len(body), rec.Code, rec.Body)
	}
	req = httptest.NewRequest("POST", "/api/tree", strings.NewReader("leaves=((3+12+8)+(2+4+6)+(14+5+2))"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rec = httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"cutoffs": 1`) {
		t.Errorf("POST /api/tree: %d %.200s", rec.Code, rec.Body)
	}
}

// A request over the timeout stops its search and answers 503.
func TestTimeout(t *testing.T) {
	s := New(Options{Timeout: 50 * time.Millisecond, MaxNodes: 100_000_000})
	code, _, body := get(t, s, "/api/tree?depth=12&view=pv&max-nodes=100000000")
	if code != http.StatusServiceUnavailable || !strings.Contains(apiError(t, body), "longer than this server's limit of 50ms") {
		t.Errorf("a long search: %d %s; want 503", code, body)
	}
}

// gameState is the part of /api/move's answer the tests read.
type gameState struct {
	Position struct {
		Board    string
		ToMove   string `json:"to_move"`
		Moves    []string
		GameOver bool `json:"game_over"`
	}
	Transcript string
	Turn       string
	Passes     []string
	Result     string
	Legal      struct{ Black, White []string }
	Last       *explore.LastMove
}

func move(t testing.TB, s http.Handler, q url.Values) gameState {
	t.Helper()
	code, _, body := get(t, s, "/api/move?"+q.Encode())
	if code != 200 {
		t.Fatalf("/api/move?%s: %d %s", q.Encode(), code, body)
	}
	var g gameState
	if err := json.Unmarshal([]byte(body), &g); err != nil {
		t.Fatal(err)
	}
	return g
}

// A 6x6 game of ai:hard against ai:hard through /api/move, the game passed
// as its transcript from request to request, ends with a result; the
// forced passes are played and reported.
func TestGameThroughAPI(t *testing.T) {
	s := New(Options{})
	q := url.Values{"size": {"6"}, "black": {"ai:hard"}, "white": {"ai:hard"}}
	g := move(t, s, q)
	for i := 0; !g.Position.GameOver; i++ {
		if i > 40 {
			t.Fatal("the game does not end")
		}
		q.Set("moves", g.Transcript)
		q.Set("advance", "true")
		g = move(t, s, q)
		if g.Last == nil || g.Last.Player != "ai:hard" || g.Last.Move != "pass" && !strings.HasPrefix(g.Last.Tree, "/tree?") {
			t.Fatalf("move %d: last %+v", i, g.Last)
		}
	}
	if g.Result == "" || g.Turn != "" {
		t.Errorf("game over: result %q, turn %q", g.Result, g.Turn)
	}
}

// On 4x4, after a3 a4 the side to move has no move: the pass is played by
// the server and reported.
func TestForcedPass(t *testing.T) {
	s := New(Options{})
	// Find a 4x4 game with a forced pass by trying the first legal moves.
	q := url.Values{"size": {"4"}, "black": {"human"}, "white": {"human"}}
	g := move(t, s, q)
	var found bool
	var walk func(depth int) bool
	walk = func(depth int) bool {
		if len(g.Passes) > 0 {
			return true
		}
		if depth == 0 || g.Position.GameOver {
			return false
		}
		saved := g
		for _, m := range saved.Position.Moves {
			q.Set("moves", saved.Transcript)
			q.Set("play", m)
			g = move(t, s, q)
			if walk(depth - 1) {
				return true
			}
		}
		g = saved
		return false
	}
	found = walk(6)
	if !found {
		t.Fatal("no forced pass within 6 moves on 4x4")
	}
	if !strings.Contains(g.Transcript, "pass") {
		t.Errorf("after a forced pass the transcript is %q: want the pass written", g.Transcript)
	}
	q.Del("play")
	q.Set("moves", g.Transcript)
	again := move(t, s, q)
	if again.Transcript != g.Transcript || again.Position.Board != g.Position.Board {
		t.Errorf("the transcript %q does not give back the game", g.Transcript)
	}
}

// 48 requests for depth-4 trees at once are all answered.
func TestConcurrentTrees(t *testing.T) {
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	var wg sync.WaitGroup
	errs := make(chan error, 48)
	for i := 0; i < 48; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			path := fmt.Sprintf("/api/tree?depth=4&eval=%s", []string{"discs", "positional", "mobility", "mixed"}[i%4])
			if i%3 == 0 {
				path += "&format=svg"
			}
			res, err := http.Get(srv.URL + path)
			if err != nil {
				errs <- err
				return
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode != 200 {
				errs <- fmt.Errorf("%s: %d", path, res.StatusCode)
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// The streamed comparison sends progress lines and then the report.
func TestCompareStream(t *testing.T) {
	s := New(Options{})
	code, ctype, body := get(t, s, "/api/compare?depth=1-3&stream=true&no-time=true")
	if code != 200 || !strings.HasPrefix(ctype, "application/x-ndjson") {
		t.Fatalf("%d %s", code, ctype)
	}
	lines := strings.Split(strings.TrimSpace(body), "\n")
	var last streamLine
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &last); err != nil {
		t.Fatal(err)
	}
	if last.Report == nil || len(last.Report.Rows) == 0 || !strings.HasPrefix(last.Plot, "<svg") && !strings.Contains(last.Plot, "<svg") {
		t.Errorf("the last line %.300s: want the report and the plot", lines[len(lines)-1])
	}
	// The progress in the page's language: French from the first line.
	_, _, body = get(t, s, "/api/compare?depth=1-7&stream=true&lang=fr")
	lines = strings.Split(strings.TrimSpace(body), "\n")
	if !strings.Contains(lines[0], `"démarrage"`) || len(lines) > 2 && !strings.Contains(lines[1], "profondeur") {
		t.Errorf("French progress: %.300s", body)
	}
	code, _, body = get(t, s, "/api/compare?depth=1-99&stream=true")
	if code != 400 {
		t.Errorf("a bad comparison streamed: %d %s; want 400 before streaming", code, body)
	}
}

// A client that goes away stops the comparison on the server.
func TestCompareCancel(t *testing.T) {
	finished := make(chan struct{})
	s := New(Options{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer close(finished)
		s.ServeHTTP(w, r)
	}))
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/compare?depth=1-11&stream=true", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(res.Body).ReadString('\n')
	if !strings.Contains(line, "progress") {
		t.Fatalf("first line %q", line)
	}
	cancel()
	res.Body.Close()
	select {
	case <-finished:
	case <-time.After(3 * time.Second):
		t.Fatal("the comparison goes on 3 s after the client went away")
	}
}

// The link to the search behind the expert's move on 6x6 draws the
// evaluation the expert plays with there (mixed: the pattern evaluation
// is 8x8 only), and the tree page's API answers it.
func TestExpertLinkOffEightByEight(t *testing.T) {
	s := New(Options{})
	code, _, body := get(t, s, "/api/move?size=6&black=ai:expert&time=50ms&advance=true")
	if code != 200 {
		t.Fatalf("move: %d %s", code, body)
	}
	var rep struct {
		Last struct{ Tree string } `json:"last"`
	}
	if err := json.Unmarshal([]byte(body), &rep); err != nil || !strings.Contains(rep.Last.Tree, "eval=mixed") {
		t.Fatalf("link %q (%v)", rep.Last.Tree, err)
	}
	link := strings.Replace(rep.Last.Tree, "/tree?", "/api/tree?", 1)
	if code, _, body := get(t, s, link); code != 200 {
		t.Errorf("%s: %d %s", link, code, body)
	}
}

// A method an endpoint or a page does not take is 405, with Allow.
func TestMethodNotAllowed(t *testing.T) {
	s := New(Options{})
	for _, c := range []struct {
		method, path, allow string
		json                bool
	}{
		{"DELETE", "/api/tree", "GET, HEAD, POST", true},
		{"PUT", "/api/show", "GET, HEAD, POST", true},
		{"PATCH", "/api/move", "GET, HEAD, POST", true},
		{"POST", "/play", "GET, HEAD", false},
		{"DELETE", "/static/style.css", "GET, HEAD", false},
	} {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest(c.method, c.path, nil))
		if w.Code != http.StatusMethodNotAllowed || w.Header().Get("Allow") != c.allow {
			t.Errorf("%s %s: %d, Allow %q; want 405, Allow %q", c.method, c.path, w.Code, w.Header().Get("Allow"), c.allow)
		}
		if c.json && !strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") {
			t.Errorf("%s %s: %s, want JSON", c.method, c.path, w.Header().Get("Content-Type"))
		}
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest("DELETE", "/api/nothing", nil))
	if w.Code != http.StatusNotFound {
		t.Errorf("DELETE /api/nothing: %d, want 404", w.Code)
	}
}

// A request whose work a shutdown cuts short is answered 503 in JSON with
// Retry-After, not left empty.
func TestStopping(t *testing.T) {
	s := New(Options{})
	s.Stopping()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	w := httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest("GET", "/api/tree?depth=4", nil).WithContext(ctx))
	if w.Code != http.StatusServiceUnavailable || w.Header().Get("Retry-After") == "" || !strings.Contains(apiError(t, w.Body.String()), "the server is stopping") {
		t.Errorf("a request cut short by the shutdown: %d %q %s", w.Code, w.Header().Get("Retry-After"), w.Body)
	}
}

// LimitListener holds a connection past the limit until one closes.
func TestLimitListener(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln := LimitListener(inner, 1, 0)
	defer ln.Close()
	for i := 0; i < 2; i++ {
		c, err := net.Dial("tcp", inner.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
	}
	first, err := ln.Accept()
	if err != nil {
		t.Fatal(err)
	}
	second := make(chan net.Conn, 1)
	go func() {
		c, err := ln.Accept()
		if err == nil {
			second <- c
		}
	}()
	select {
	case <-second:
		t.Fatal("a second connection was accepted past the limit of 1")
	case <-time.After(100 * time.Millisecond):
	}
	first.Close()
	first.Close() // a second Close frees nothing more
	select {
	case c := <-second:
		c.Close()
	case <-time.After(2 * time.Second):
		t.Fatal("the second connection was not accepted once the first closed")
	}
}

// The server's timeouts hold whatever the client does, and its headers are
// bounded.
func TestHTTPServerLimits(t *testing.T) {
	srv := New(Options{Timeout: 5 * time.Second}).HTTPServer(context.Background())
	if srv.ReadHeaderTimeout <= 0 || srv.ReadTimeout <= 0 || srv.WriteTimeout <= 5*time.Second || srv.IdleTimeout <= 0 || srv.MaxHeaderBytes <= MaxHeader || srv.ErrorLog == nil {
		t.Errorf("limits: %+v", srv)
	}
}

// The network library's log lines come out in the server's format, each
// kind at most once a minute.
func TestLibraryLogOnceAMinute(t *testing.T) {
	var log strings.Builder
	s := New(Options{Log: &log})
	l := s.HTTPServer(context.Background()).ErrorLog
	l.Printf("http: Accept error: accept tcp: too many open files; retrying in 5ms")
	l.Printf("http: Accept error: accept tcp: too many open files; retrying in 10ms")
	l.Printf("http: TLS handshake error from 1.2.3.4: EOF")
	want := "gametree serve: Accept error: accept tcp: too many open files; retrying in 5ms\n" +
		"gametree serve: TLS handshake error from 1.2.3.4: EOF\n"
	if log.String() != want {
		t.Errorf("log:\n%s\nwant:\n%s", log.String(), want)
	}
}

// One address holds at most its share of the connections: past it, a
// connection is answered 503 in JSON at once, while another address is
// served as usual (the test dials from 127.0.0.2 for the other one).
func TestAddressShare(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(New(Options{}))
	srv.Listener = LimitListener(inner, 8, 2) // a share of 2
	srv.Start()
	defer srv.Close()
	addr := inner.Addr().String()
	// Two half-sent POSTs hold this address's share.
	for i := 0; i < 2; i++ {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		fmt.Fprintf(c, "POST /api/show HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nmov")
	}
	time.Sleep(100 * time.Millisecond)
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(3 * time.Second))
	fmt.Fprintf(c, "GET /api/show HTTP/1.1\r\nHost: x\r\n\r\n")
	res, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 503 || !strings.Contains(apiError(t, string(body)), "its share of this server's") {
		t.Errorf("past the share: %d %s", res.StatusCode, body)
	}
	// In the language asked for.
	for _, head := range []string{"GET /api/show?lang=fr HTTP/1.1\r\nHost: x\r\n\r\n", "GET /api/show HTTP/1.1\r\nHost: x\r\nAccept-Language: fr-CA,fr;q=0.9\r\n\r\n"} {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		c.SetDeadline(time.Now().Add(3 * time.Second))
		fmt.Fprint(c, head)
		res, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 503 || !strings.Contains(apiError(t, string(body)), "sa part de ce serveur") {
			t.Errorf("past the share, in French: %d %s", res.StatusCode, body)
		}
	}
	other := &http.Client{Timeout: 3 * time.Second, Transport: &http.Transport{DialContext: (&net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.2")}}).DialContext}}
	start := time.Now()
	r2, err := other.Get("http://" + addr + "/api/show")
	if err != nil {
		t.Fatal(err)
	}
	r2.Body.Close()
	if r2.StatusCode != 200 || time.Since(start) > 2*time.Second {
		t.Errorf("another address: %d after %v", r2.StatusCode, time.Since(start))
	}
}

// The edges of a request: a body that is not a form is 415, a parameter
// given twice 400, an error never echoes more than a short prefix of the
// input, /api/show takes every game.
func TestRequestEdges(t *testing.T) {
	s := New(Options{})
	for _, tc := range []struct {
		method, target, ctype, body string
		code                        int
		want                        string
	}{
		{"POST", "/api/show", "application/json", `{"moves":"f5"}`, 415, "a body of type application/json; send the parameters as a form"},
		{"POST", "/api/show", "", "moves=f5", 415, "a body of type none"},
		{"POST", "/api/show", "application/x-www-form-urlencoded", "moves=f5", 200, ""},
		{"GET", "/api/show?moves=f5&moves=d6", "", "", 400, "moves is given 2 times; give each parameter once"},
		{"POST", "/api/show?moves=f5", "application/x-www-form-urlencoded", "moves=d6", 400, "moves is given 2 times"},
		{"GET", "/api/show?" + strings.Repeat("x", 100000) + "=1", "", "", 431, ""},
		{"GET", "/api/show?" + strings.Repeat("x", 50000) + "=1", "", "", 400, "unknown parameter \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…\""},
		{"GET", "/api/show?game=tictactoe&moves=b2", "", "", 200, ""},
		{"GET", "/api/show?game=nim&board=3+4+5&moves=1:2", "", "", 200, ""},
	} {
		req := httptest.NewRequest(tc.method, tc.target, strings.NewReader(tc.body))
		if tc.ctype != "" {
			req.Header.Set("Content-Type", tc.ctype)
		}
		w := httptest.NewRecorder()
		s.ServeHTTP(w, req)
		if w.Code != tc.code || tc.want != "" && !strings.Contains(apiError(t, w.Body.String()), tc.want) || w.Body.Len() > 2000 {
			t.Errorf("%s %.60s: %d %.300s", tc.method, tc.target, w.Code, w.Body)
		}
	}
	// A body trickled past the server's read timeout: 408 and a sentence.
	req := httptest.NewRequest("POST", "/api/show", io.MultiReader(strings.NewReader("moves=f5"), timeoutReader{}))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	w := httptest.NewRecorder()
	s.ServeHTTP(w, req)
	if w.Code != http.StatusRequestTimeout || !strings.Contains(apiError(t, w.Body.String()), "came too slowly") {
		t.Errorf("a slow body: %d %s", w.Code, w.Body)
	}
}

// timeoutReader fails as a connection's read past its deadline does.
type timeoutReader struct{}

func (timeoutReader) Read([]byte) (int, error) {
	return 0, &net.OpError{Op: "read", Net: "tcp", Err: os.ErrDeadlineExceeded}
}

// The tree page's parts of a tree: its compact form, within 150 bytes a
// node, the same tree as the JSON's nodes; and a node's panel, the path
// to it, it and its children, each the JSON's own record.
func TestTreeParts(t *testing.T) {
	s := New(Options{})
	code, _, body := get(t, s, "/api/tree?depth=5&compact=1")
	if code != 200 {
		t.Fatalf("compact: %d %s", code, body)
	}
	var rep struct {
		Nodes   []any `json:"nodes"`
		Compact struct {
			Count  int      `json:"count"`
			Parent []int    `json:"parent"`
			W      []int    `json:"w"`
			H      []int    `json:"h"`
			Shape  string   `json:"shape"`
			Look   string   `json:"look"`
			Cut    []int    `json:"cut"`
			Text   []string `json:"text"`
		} `json:"compact"`
	}
	if err := json.Unmarshal([]byte(body), &rep); err != nil {
		t.Fatal(err)
	}
	c := rep.Compact
	if c.Count != 1713 || len(c.Parent) != c.Count || len(c.W) != c.Count || len(c.H) != c.Count || len(c.Shape) != c.Count || len(c.Look) != c.Count || len(c.Text) != c.Count || len(rep.Nodes) != 0 {
		t.Fatalf("compact: count %d, %d parents, %d widths, %d shapes, %d looks, %d texts, %d nodes", c.Count, len(c.Parent), len(c.W), len(c.Shape), len(c.Look), len(c.Text), len(rep.Nodes))
	}
	if per := len(body) / c.Count; per > 150 {
		t.Errorf("compact: %d bytes a node", per)
	}
	var full struct {
		Nodes []struct {
			ID       int    `json:"id"`
			Parent   *int   `json:"parent"`
			Label    string `json:"label"`
			Player   string `json:"player"`
			Leaf     bool   `json:"leaf"`
			Pruned   bool   `json:"pruned"`
			PV       bool   `json:"pv"`
			CutAfter *int   `json:"cut_after"`
			Children []int  `json:"children"`
		} `json:"nodes"`
	}
	_, _, fb := get(t, s, "/api/tree?depth=5")
	if err := json.Unmarshal([]byte(fb), &full); err != nil {
		t.Fatal(err)
	}
	cut := map[int]bool{}
	for _, i := range c.Cut {
		cut[i] = true
	}
	for i, n := range full.Nodes {
		parent := -1
		if n.Parent != nil {
			parent = *n.Parent
		}
		shape := map[bool]byte{true: 'h', false: 'v'}[n.Player == "max"]
		if n.Leaf {
			shape = 'b'
		}
		look := byte('-')
		switch {
		case n.PV:
			look = 'p'
		case n.Pruned:
			look = 'x'
		}
		if c.Parent[i] != parent || c.Shape[i] != shape || c.Look[i] != look || !strings.HasPrefix(c.Text[i], n.Label+" ") {
			t.Fatalf("node %d: compact parent %d shape %c look %c text %q; JSON parent %d shape %c look %c label %q",
				i, c.Parent[i], c.Shape[i], c.Look[i], c.Text[i], parent, shape, look, n.Label)
		}
		if n.CutAfter != nil && !cut[*n.CutAfter] {
			t.Errorf("node %d cut off after %d, which compact does not mark", i, *n.CutAfter)
		}
	}
	// A node's panel.
	at := full.Nodes[full.Nodes[1].Children[1]].Children[0]
	code, _, body = get(t, s, fmt.Sprintf("/api/tree?depth=5&node=%d", at))
	if code != 200 {
		t.Fatalf("node %d: %d %s", at, code, body)
	}
	var around struct {
		Nodes []struct {
			ID int `json:"id"`
		} `json:"nodes"`
	}
	json.Unmarshal([]byte(body), &around)
	want := append([]int{0, 1, full.Nodes[1].Children[1], at}, full.Nodes[at].Children...)
	var got []int
	for _, n := range around.Nodes {
		got = append(got, n.ID)
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("node %d: the panel's nodes %v, want %v", at, got, want)
	}
}

// Requests for a search that is not kept wait for one build of it.
func TestSearchesBuildOnce(t *testing.T) {
	c := newSearches(1000, treeSize)
	var builds atomic.Int32
	release := make(chan struct{})
	tr, err := tree.ParseLeaves("(1 2)", false)
	if err != nil {
		t.Fatal(err)
	}
	sr := &render.Search{Tree: tr}
	build := func(context.Context) (*render.Search, error) {
		builds.Add(1)
		<-release
		return sr, nil
	}
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if got, err := c.find(context.Background(), "k", build); got != sr || err != nil {
				t.Errorf("find: %v %v", got, err)
			}
		}()
	}
	time.Sleep(50 * time.Millisecond)
	close(release)
	wg.Wait()
	if n := builds.Load(); n != 1 {
		t.Errorf("%d builds, want 1", n)
	}
	// A build whose request left is built again for the one still there.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c2 := newSearches(1000, treeSize)
	if _, err := c2.find(ctx, "k", func(ctx context.Context) (*render.Search, error) { return nil, ctx.Err() }); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled build: %v", err)
	}
	if got, err := c2.find(context.Background(), "k", func(context.Context) (*render.Search, error) { return sr, nil }); got != sr || err != nil {
		t.Errorf("built again: %v %v", got, err)
	}
}

// The http library's own refusals (a head over MaxHeaderBytes, a request
// it cannot parse) reach the client as the server's: JSON, the same
// status, in the language of the request's lang= when its start says it;
// the server's answers pass through unchanged.
func TestLibraryRefusalsInJSON(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := New(Options{})
	defer s.Close()
	hs := s.HTTPServer(context.Background())
	go hs.Serve(LimitListener(inner, 400, 100)) // a share of 100: the refused connections linger half a second
	defer hs.Close()
	big := strings.Repeat("y", 5*MaxHeader) // past MaxHeaderBytes: refused unread
	cases := []struct {
		name, request string
		status        int
		want          string // in the error's sentence; "" for an answer of the server's
	}{
		{"URL over the library's bound", "GET /api/show?x=" + big + " HTTP/1.1\r\nHost: x\r\n\r\n", 431, "over 64 KiB; send the parameters as a POST form"},
		{"in French", "GET /api/show?lang=fr&x=" + big + " HTTP/1.1\r\nHost: x\r\n\r\n", 431, "dépassent 64 KiB"},
		{"a header over it", "GET /api/show?lang=fr HTTP/1.1\r\nHost: x\r\nX-Big: " + big + "\r\n\r\n", 431, "dépassent 64 KiB"},
		{"no request line", "GARBAGE\r\n\r\n", 400, "not well-formed HTTP"},
		{"no Host", "GET /api/show?lang=fr HTTP/1.1\r\n\r\n", 400, "pas du HTTP bien formé"},
		{"no Host, Accept-Language", "GET /api/show HTTP/1.1\r\nAccept-Language: fr-FR,fr;q=0.9\r\n\r\n", 400, "pas du HTTP bien formé"},
		{"HTTP/3.0", "GET /api/show HTTP/3.0\r\nHost: x\r\n\r\n", 505, "the request's version is none of them"},
		{"gzip transfer", "POST /api/show HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", 501, "transfer encoding"},
		{"the server's own text", "GET /api/tree?leaves=(1+2)&format=text HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 200, ""},
		{"the server's own 431", "GET /api/show?lang=fr&x=" + strings.Repeat("y", MaxHeader+10) + " HTTP/1.1\r\nHost: x\r\n\r\n", 431, "dépassent 64 KiB"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, err := net.Dial("tcp", inner.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			c.SetDeadline(time.Now().Add(5 * time.Second))
			go io.WriteString(c, tc.request) // the server may answer before it has all
			res, err := http.ReadResponse(bufio.NewReader(c), nil)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(res.Body)
			if res.StatusCode != tc.status {
				t.Fatalf("status %d, want %d: %s", res.StatusCode, tc.status, body)
			}
			if tc.want == "" {
				if !strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") || !strings.Contains(string(body), "root") {
					t.Errorf("the server's answer was changed: %s %q", res.Header.Get("Content-Type"), body)
				}
				return
			}
			if ct := res.Header.Get("Content-Type"); ct != "application/json; charset=utf-8" {
				t.Errorf("content type %q", ct)
			}
			if e := apiError(t, string(body)); !strings.Contains(e, tc.want) {
				t.Errorf("error %q, want %q", e, tc.want)
			}
		})
	}
}

// Telling the library's refusals from the server's answers costs no
// allocation: every answer's first write passes through it.
func TestLibraryRefusalAllocatesNothing(t *testing.T) {
	answer := []byte("HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nDate: Thu, 26 Nov 2026 08:00:00 GMT\r\n\r\n{}")
	refusal := []byte("HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n431 Request Header Fields Too Large")
	if n := testing.AllocsPerRun(100, func() { libraryRefusal(answer); libraryRefusal(refusal) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
	if _, ok := libraryRefusal(answer); ok {
		t.Error("an answer taken for a refusal")
	}
	if code, ok := libraryRefusal(refusal); !ok || code != 431 {
		t.Errorf("the refusal read as %d, %v", code, ok)
	}
}

// An error quotes at most 40 characters of a value, its length said: a
// 1 MB game= was written back whole in a 1 MB answer.
func TestShortErrors(t *testing.T) {
	s := New(Options{})
	rec := request(s, "GET", "/api/tree?game="+strings.Repeat("y", 50000))
	body := rec.Body.String()
	if rec.Code != http.StatusBadRequest || len(body) > 400 || !strings.Contains(body, `yyyy…\" (50,000 characters)`) {
		t.Errorf("a long game: %d, %d bytes: %.300s", rec.Code, len(body), body)
	}
}

// A body declared over MaxBody is refused at once, 413, before any of it
// is read (it waited 30 s for a 408).
func TestBodyDeclaredTooBig(t *testing.T) {
	s := New(Options{})
	req := httptest.NewRequest("POST", "/api/tree", strings.NewReader("depth=2"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.ContentLength = 50 << 20
	rec := httptest.NewRecorder()
	start := time.Now()
	s.ServeHTTP(rec, req)
	if rec.Code != http.StatusRequestEntityTooLarge || time.Since(start) > time.Second {
		t.Errorf("a body declared of 50 MB: %d after %s", rec.Code, time.Since(start))
	}
}

// One address's share of the connections: an eighth unless serve is told
// (--connections-per-address), so that four addresses holding theirs
// leave half the server to the others; never more than all of them.
func TestConnectionShare(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer inner.Close()
	for _, tc := range []struct{ n, share, want int }{
		{512, 0, 64}, {8, 0, 1}, {4, 0, 1}, {512, 200, 200}, {8, 20, 8}, {1, 0, 1},
	} {
		if got := LimitListener(inner, tc.n, tc.share).(*limitListener).share; got != tc.want {
			t.Errorf("LimitListener(%d, %d): share %d, want %d", tc.n, tc.share, got, tc.want)
		}
		if tc.share == 0 && tc.n >= 8 && 4*AddressShare(tc.n) > tc.n/2 {
			t.Errorf("four addresses hold %d of %d connections", 4*AddressShare(tc.n), tc.n)
		}
	}
}
