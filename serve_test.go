package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"gametree/internal/msg"
	"io"
	"math/rand"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"gametree/explore"
	"gametree/othello"
	"gametree/web"
)

// randomMoves plays n random legal moves (forced passes included) from the
// start of a size x size board and returns the transcript.
func randomMoves(rng *rand.Rand, size, n int) string {
	p := othello.Start(size)
	var moves []othello.Square
	for len(moves) < n && !p.GameOver() {
		m := othello.Pass
		if l := p.MoveList(); len(l) > 0 {
			m = l[rng.Intn(len(l))]
		}
		p = p.Apply(m)
		moves = append(moves, m)
	}
	return othello.FormatMoves(moves)
}

// apiCase is one request: its parameters, as CLI flags and as the API's
// query.
type apiCase struct {
	command, endpoint string
	cliOnly           []string // the CLI's output flags
	params            [][2]string
}

func (c apiCase) args() []string {
	args := []string{c.command}
	for _, p := range c.params {
		if p[1] == "" {
			args = append(args, "--"+p[0])
		} else {
			args = append(args, "--"+p[0], p[1])
		}
	}
	return append(args, c.cliOnly...)
}

func (c apiCase) query() string {
	q := url.Values{}
	for _, p := range c.params {
		v := p[1]
		if v == "" {
			v = "true"
		}
		q.Set(p[0], v)
	}
	return q.Encode()
}

// The API answers with the very bytes of the CLI's JSON for the same
// parameters (timings aside: compare runs with --no-time), on seeded random
// positions of sizes 4, 6 and 8 and on textbook trees; its errors are the
// CLI's message.
func TestAPIEqualsCLI(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	var cases []apiCase
	positionCases := func(pos [2]string) {
		cases = append(cases,
			apiCase{"show", "show", []string{"--json"}, [][2]string{pos}},
			apiCase{"tree", "tree", []string{"--format", "json"}, [][2]string{pos, {"depth", "2"}}},
			apiCase{"tree", "tree", []string{"--format", "json"}, [][2]string{pos, {"depth", "3"}, {"algo", "minimax"}, {"eval", "positional"}}},
			apiCase{"tree", "tree", []string{"--format", "json"}, [][2]string{pos, {"depth", "4"}, {"order", "eval"}, {"view", "pv"}, {"eval", "mixed"}}},
			apiCase{"tree", "tree", []string{"--format", "json"}, [][2]string{pos, {"depth", "3"}, {"fail-soft", ""}, {"boards", ""}, {"show-depth", "2"}}},
			apiCase{"step", "step", []string{"--trace", "--format", "json"}, [][2]string{pos, {"depth", "2"}}},
			apiCase{"compare", "compare", []string{"--format", "json", "--no-time"}, [][2]string{pos, {"depth", "1-3"}}},
		)
	}
	for _, size := range []int{4, 6, 8} {
		for i := 0; i < 3; i++ {
			moves := randomMoves(rng, size, rng.Intn(size*size/2))
			pos := [2]string{"moves", moves}
			n := len(cases)
			positionCases(pos)
			if size != 8 {
				for k := n; k < len(cases); k++ {
					cases[k].params = append([][2]string{{"size", fmt.Sprint(size)}}, cases[k].params...)
				}
			}
		}
	}
	for _, leaves := range []string{"((3 12 8) (2 4 6) (14 5 2))", "(((1 2) (3 4)) ((5 6) (7 8)))", "((-1.5 2) 7 (0 (4 -3)))"} {
		l := [2]string{"leaves", leaves}
		cases = append(cases,
			apiCase{"tree", "tree", []string{"--format", "json"}, [][2]string{l}},
			apiCase{"tree", "tree", []string{"--format", "json"}, [][2]string{l, {"root", "min"}, {"algo", "minimax"}}},
			apiCase{"step", "step", []string{"--trace", "--format", "json"}, [][2]string{l, {"fail-soft", ""}}},
			apiCase{"compare", "compare", []string{"--format", "json", "--no-time"}, [][2]string{l}},
		)
	}
	// Mistakes: the same one line.
	for _, bad := range [][][2]string{
		{{"depth", "0"}}, {{"depth", "9"}}, {{"moves", "f5f5"}}, {{"size", "5"}}, {{"board", "XXO"}}, {{"leaves", "((1 2)"}},
		{{"leaves", "(1 2)"}, {"depth", "2"}}, {{"algo", "negamax"}}, {{"order", "random"}}, {{"eval", "best"}}, {{"view", "some"}},
		{{"algo", "minimax"}, {"fail-soft", ""}}, {{"board", "x"}, {"moves", "f5"}, {"size", "6"}},
	} {
		cases = append(cases, apiCase{"tree", "tree", []string{"--format", "json"}, bad})
	}
	s := web.New(web.Options{})
	defer s.Close()
	for _, c := range cases {
		r := runApp(t, "", nil, false, c.args()...)
		q := c.query()
		if c.command == "compare" {
			q += "&no-time=true" // the CLI's --no-time
		}
		req := httptest.NewRequest("GET", "/api/"+c.endpoint+"?"+q, nil)
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		if r.code == 0 {
			if rec.Code != 200 || rec.Body.String() != r.stdout {
				t.Errorf("%v: the API (%d) differs from the CLI:\nAPI %.400s\nCLI %.400s", c.args(), rec.Code, rec.Body, r.stdout)
			}
			continue
		}
		// The same message, naming the parameters as fields (depth), not
		// as flags (--depth).
		want := `{` + "\n" + `  "error": ` + jsonString(s.Words(msg.En, errors.New(strings.TrimSuffix(strings.TrimPrefix(r.stderr, "gametree: "), "\n")))) + "\n}\n"
		if rec.Code < 400 || rec.Code >= 500 || rec.Body.String() != want {
			t.Errorf("%v: the API answers %d %s; the CLI said %q", c.args(), rec.Code, rec.Body, r.stderr)
		}
	}
}

// jsonString writes s as a JSON string, as the API's errors are written.
func jsonString(s string) string {
	var b bytes.Buffer
	writeJSONTo(&b, s)
	return strings.TrimSuffix(b.String(), "\n")
}

// The download links give the bytes of the CLI's files for the same
// options.
func TestDownloadsEqualCLI(t *testing.T) {
	dir := t.TempDir()
	s := web.New(web.Options{})
	defer s.Close()
	for _, f := range []string{"svg", "dot", "json", "txt", "png", "pdf", "tex"} {
		name := filepath.Join(dir, "t."+f)
		if r := runApp(t, "", nil, false, "tree", "--moves", "f5d6", "--depth", "1", "--boards", "-o", name); r.code != 0 {
			t.Fatalf("tree -o %s: %s", name, r.stderr)
		}
		cli, _ := os.ReadFile(name)
		format := map[string]string{"txt": "text"}[f]
		if format == "" {
			format = f
		}
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", "/api/tree?moves=f5d6&depth=1&boards=true&download=1&format="+format, nil))
		if rec.Code != 200 || !bytes.Equal(rec.Body.Bytes(), cli) {
			t.Errorf("format %s: the download (%d, %d bytes) differs from tree -o t.%s (%d bytes)", format, rec.Code, rec.Body.Len(), f, len(cli))
		}
		if cd := rec.Header().Get("Content-Disposition"); !strings.Contains(cd, "attachment") {
			t.Errorf("format %s: Content-Disposition %q", format, cd)
		}
	}
}

// gametree serve prints its address, serves, and stops on Ctrl-C with exit
// 0, cancelling a search in flight; a busy address is a one-line error.
func TestServe(t *testing.T) {
	bin := buildBinary(t, t.TempDir())
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--max-nodes", "100000000", "--timeout", "1m")
	stdout, _ := cmd.StdoutPipe()
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	out := bufio.NewReader(stdout)
	line, err := out.ReadString('\n')
	if err != nil {
		t.Fatalf("no address printed: %v %s", err, errb.String())
	}
	f := strings.Fields(line)
	if len(f) < 3 || !strings.HasPrefix(f[2], "http://127.0.0.1:") {
		t.Fatalf("first line %q: want the URL", line)
	}
	base := strings.TrimSuffix(f[2], "/")
	for path, want := range map[string]string{"/api/show?moves=f5": `"played": "f5"`, "/play": "play.js"} {
		res, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || !strings.Contains(string(b), want) {
			t.Errorf("GET %s: %d %.200s", path, res.StatusCode, b)
		}
	}
	// A busy address.
	r := exec.Command(bin, "serve", "--addr", strings.TrimPrefix(base, "http://"))
	msg, err := r.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 || !strings.Contains(string(msg), "the address is in use") || strings.Count(string(msg), "\n") != 1 {
		t.Errorf("serving a busy address: %v %q", err, msg)
	}
	// A long search in flight, then Ctrl-C.
	go http.Get(base + "/api/tree?depth=14&view=pv&max-nodes=100000000")
	time.Sleep(300 * time.Millisecond)
	cmd.Process.Signal(os.Interrupt)
	sent := time.Now()
	rest, _ := io.ReadAll(out)
	err = cmd.Wait()
	if err != nil || !strings.Contains(string(rest), "stopped") {
		t.Errorf("after Ctrl-C: %v, stdout %q, stderr %q; want exit 0", err, rest, errb.String())
	}
	if d := time.Since(sent); d > 2*time.Second {
		t.Errorf("stopped %v after Ctrl-C", d)
	}
}

// serve on an address that reaches a network warns in one line; Ctrl-C
// (the context) stops it with no error.
func TestServeWarnsOffLoopback(t *testing.T) {
	e := testEnv("", nil, false)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve(ctx, e, "0.0.0.0:0", false, listenOptions{conns: 8}, web.Options{}) }()
	time.Sleep(200 * time.Millisecond)
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	stderr := e.stderr.(*bytes.Buffer).String()
	if !strings.Contains(stderr, "is not a loopback address: anyone on the network can use this server") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("stderr %q: want one line of warning", stderr)
	}
	if out := e.stdout.(*bytes.Buffer).String(); !strings.Contains(out, "http://") || !strings.Contains(out, "stopped") {
		t.Errorf("stdout %q", out)
	}
}

// /api/quiz grades as gametree quiz --answers --json does, and refuses
// what the CLI refuses with the same message.
func TestQuizAPIEqualsCLI(t *testing.T) {
	s := web.New(web.Options{})
	defer s.Close()
	dir := t.TempDir()
	for _, c := range []struct {
		tree    []string
		answers string
	}{
		{[]string{"leaves", "((3 12 8) (2 4 6) (14 5 2))"}, "A 3\nB 3\nC 4\npruned C2\n"},
		{[]string{"seed", "7", "depth", "3", "branching", "3"}, "A 10\npruned E2 M3\n"},
		{[]string{"moves", "f5d6", "depth", "2", "ask", "values,pruned,windows"}, "root 0\nwindow root -inf +inf\npruned\n"},
	} {
		file := filepath.Join(dir, "answers.txt")
		os.WriteFile(file, []byte(c.answers), 0o644)
		args := []string{"quiz", "--answers", file, "--json"}
		q := url.Values{"answers": {c.answers}}
		for i := 0; i < len(c.tree); i += 2 {
			args = append(args, "--"+c.tree[i], c.tree[i+1])
			q.Set(c.tree[i], c.tree[i+1])
		}
		r := runApp(t, "", nil, false, args...)
		if r.code != 0 {
			t.Fatalf("%v: %s", args, r.stderr)
		}
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", "/api/quiz?"+q.Encode(), nil))
		var doc struct{ Grade json.RawMessage }
		if err := json.Unmarshal(rec.Body.Bytes(), &doc); err != nil || rec.Code != 200 {
			t.Fatalf("%s: %d %s", q.Encode(), rec.Code, rec.Body)
		}
		var a, b any
		json.Unmarshal(doc.Grade, &a)
		json.Unmarshal([]byte(r.stdout), &b)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%v: the API grades\n%s\nthe CLI\n%s", args, doc.Grade, r.stdout)
		}
	}
	for _, c := range [][]string{
		{"leaves", "((3 12 8) (2 4 6) (14 5 2))", "seed", "3"},
		{"ask", "values,cutoffs"},
		{"depth", "9"},
	} {
		args := []string{"quiz"}
		q := url.Values{}
		for i := 0; i < len(c); i += 2 {
			args = append(args, "--"+c[i], c[i+1])
			q.Set(c[i], c[i+1])
		}
		r := runApp(t, "", nil, false, args...)
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", "/api/quiz?"+q.Encode(), nil))
		var e struct{ Error string }
		json.Unmarshal(rec.Body.Bytes(), &e)
		if rec.Code != 400 || r.code == 0 || "gametree: "+e.Error+"\n" != explore.FieldMessage(r.stderr) {
			t.Errorf("%v: API %d %s, CLI %d %s", c, rec.Code, rec.Body, r.code, r.stderr)
		}
	}
}

// Without a display, --open says so in one line rather than nothing.
func TestOpenBrowserNoDisplay(t *testing.T) {
	if runtime.GOOS == "darwin" || runtime.GOOS == "windows" {
		t.Skip("a display is not an environment variable here")
	}
	err := openBrowser("http://127.0.0.1:1/play", func(string) string { return "" })
	if err == nil || !strings.Contains(err.Error(), "no display") {
		t.Errorf("openBrowser without a display: %v", err)
	}
}
