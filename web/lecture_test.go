package web

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// postForm posts form to the server at base and decodes its JSON answer.
func postForm(t *testing.T, base, path string, form url.Values) (int, map[string]any) {
	t.Helper()
	resp, err := http.PostForm(base+path, form)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

// stream is a page's stream of a lecture's events.
type stream struct {
	resp *http.Response
	rd   *bufio.Reader
}

// follow opens the stream of a lecture as a page does.
func follow(t *testing.T, base string, q url.Values) *stream {
	t.Helper()
	resp, err := http.Get(base + "/api/lecture/events?" + q.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("the stream: %d %s", resp.StatusCode, b)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return &stream{resp, bufio.NewReader(resp.Body)}
}

// next reads the stream's next event, within 5 s.
func (s *stream) next(t *testing.T) map[string]any {
	t.Helper()
	type read struct {
		ev  map[string]any
		err error
	}
	ch := make(chan read, 1)
	go func() {
		var data string
		for {
			line, err := s.rd.ReadString('\n')
			if err != nil {
				ch <- read{nil, err}
				return
			}
			line = strings.TrimRight(line, "\n")
			if strings.HasPrefix(line, "data: ") {
				data = line[6:]
			}
			if line == "" && data != "" {
				var ev map[string]any
				ch <- read{ev, json.Unmarshal([]byte(data), &ev)}
				return
			}
		}
	}()
	select {
	case r := <-ch:
		if r.err != nil {
			t.Fatal(r.err)
		}
		return r.ev
	case <-time.After(5 * time.Second):
		t.Fatal("no event within 5 s")
	}
	return nil
}

// A lecture through the API: the teacher opens it on AIMA's Figure 5.2,
// students join (one by a code in lower case), the pages' streams follow
// a step and a highlighted node; a question is asked, answered in both
// languages, tallied on the teacher's stream alone, and revealed, each
// student hearing whether theirs is right; the results are CSV, the join
// link a QR code. A student cannot drive, nor a stranger follow; a wrong
// code is refused, and an address that tries too many is made to wait.
func TestLectureAPI(t *testing.T) {
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	code, open := postForm(t, srv.URL, "/api/lecture/open", url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}, "algo": {"alphabeta"}})
	if code != 200 || open["steps"].(float64) != 36 {
		t.Fatalf("open: %d %v", code, open)
	}
	lc, teacher := open["code"].(string), open["teacher"].(string)
	join := func(code, nick string) string {
		status, ans := postForm(t, srv.URL, "/api/lecture/join", url.Values{"code": {code}, "nickname": {nick}})
		if status != 200 {
			t.Fatalf("join %s: %d %v", code, status, ans)
		}
		return ans["student"].(string)
	}
	ada, bob := join(lc, "Ada"), join(strings.ToLower(lc), "")
	pt := follow(t, srv.URL, url.Values{"code": {lc}, "teacher": {teacher}})
	pa := follow(t, srv.URL, url.Values{"code": {lc}, "student": {ada}})
	pb := follow(t, srv.URL, url.Values{"code": {lc}, "student": {bob}, "lang": {"fr"}})
	for _, p := range []*stream{pt, pa, pb} {
		if ev := p.next(t); ev["step"].(float64) != 1 || ev["node"].(float64) != -1 {
			t.Errorf("the first event %v", ev)
		}
	}
	act := func(form url.Values) (int, map[string]any) {
		form.Set("code", lc)
		if form.Get("teacher") == "" {
			form.Set("teacher", teacher)
		}
		return postForm(t, srv.URL, "/api/lecture/act", form)
	}
	if s, _ := act(url.Values{"act": {"step"}, "step": {"5"}, "node": {"2"}}); s != 200 {
		t.Fatalf("step: %d", s)
	}
	for _, p := range []*stream{pa, pb} {
		if ev := p.next(t); ev["step"].(float64) != 5 || ev["node"].(float64) != 2 {
			t.Errorf("a student's page at the step: %v", ev)
		}
	}
	pt.next(t)
	if s, ans := act(url.Values{"act": {"step"}, "step": {"6"}, "node": {"-1"}, "teacher": {ada}}); s != 403 || !strings.Contains(ans["error"].(string), "only the lecture's teacher") {
		t.Errorf("a student drives: %d %v", s, ans)
	}
	act(url.Values{"act": {"ask"}, "kind": {"value"}, "node": {"B"}})
	if ev := pb.next(t); ev["question"].(map[string]any)["text"] != "Quelle est la valeur de B ?" {
		t.Errorf("the French question %v", ev["question"])
	}
	pa.next(t)
	pt.next(t)
	postForm(t, srv.URL, "/api/lecture/answer", url.Values{"code": {lc}, "student": {ada}, "answer": {"3"}})
	if s, ans := postForm(t, srv.URL, "/api/lecture/answer", url.Values{"code": {lc}, "student": {bob}, "answer": {"x"}, "lang": {"fr"}}); s != 400 || !strings.Contains(ans["error"].(string), "n'est pas une valeur") {
		t.Errorf("an unreadable answer: %d %v", s, ans)
	}
	postForm(t, srv.URL, "/api/lecture/answer", url.Values{"code": {lc}, "student": {bob}, "answer": {"2,5"}, "lang": {"fr"}})
	var count map[string]any
	for count == nil || count["answered"].(float64) < 2 {
		count = pt.next(t)["count"].(map[string]any)
	}
	if bars := count["bars"].([]any); len(bars) != 2 || count["students"].(float64) != 2 {
		t.Errorf("the tally %v", count)
	}
	act(url.Values{"act": {"reveal"}})
	if ev := pb.next(t); ev["mine"].(map[string]any)["right"] != false || ev["question"].(map[string]any)["expected"] != "3" {
		t.Errorf("bob's reveal %v", ev)
	}
	if ev := pa.next(t); ev["mine"].(map[string]any)["right"] != true {
		t.Errorf("ada's reveal %v", ev)
	}
	resp, _ := http.Get(srv.URL + "/api/lecture/results?" + url.Values{"code": {lc}, "teacher": {teacher}}.Encode())
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(b), "1,value,B,3,1,yes\n") || !strings.Contains(string(b), "Ada,1,3,yes\n") {
		t.Errorf("the results:\n%s", b)
	}
	resp, _ = http.Get(srv.URL + "/api/lecture/qr?code=" + lc)
	b, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.HasPrefix(string(b), "<svg") || !strings.Contains(string(b), "/lecture?code="+lc) {
		t.Errorf("the QR code: %.200s", b)
	}
	if resp, _ := http.Get(srv.URL + "/api/lecture/events?code=" + lc + "&student=nobody"); resp.StatusCode != 403 {
		t.Errorf("a stranger follows: %d", resp.StatusCode)
	}
	act(url.Values{"act": {"close"}})
	if ev := pa.next(t); ev["ended"] != true {
		t.Errorf("the end %v", ev)
	}
	for i := 0; i < joinTries; i++ {
		if s, _ := postForm(t, srv.URL, "/api/lecture/join", url.Values{"code": {"AAAAAA"}}); s != 404 {
			t.Fatalf("a wrong code: %d", s)
		}
	}
	if s, ans := postForm(t, srv.URL, "/api/lecture/join", url.Values{"code": {"AAAAAA"}}); s != 429 || !strings.Contains(ans["error"].(string), "wait a minute") {
		t.Errorf("too many wrong codes: %d %v", s, ans)
	}
}

// A lecture opens on any step-through the step page offers, and asks the
// questions the quiz grades of its search: alpha-beta all three;
// expectimax values; Star1 the pruned leaves too; max^n values, shallow
// pruning the pruned leaves; Monte Carlo the child UCT selects; CFR what
// regret matching plays next; forward pruning none.
func TestLectureOfEverySearch(t *testing.T) {
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	chance := "({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})"
	vectors := "(((1,2,6) (4,2,3)) ((6,1,2) (7,4,1)))"
	for _, c := range []struct {
		form  url.Values
		kinds string
	}{
		{url.Values{"moves": {"f5"}, "depth": {"2"}}, "value window pruned"},
		{url.Values{"moves": {"f5"}, "depth": {"2"}, "order": {"eval"}}, "value"},
		{url.Values{"leaves": {chance}, "algo": {"expectimax"}}, "value"},
		{url.Values{"leaves": {chance}, "algo": {"star1"}}, "value pruned"},
		{url.Values{"leaves": {vectors}, "algo": {"maxn"}}, "value"},
		{url.Values{"leaves": {vectors}, "algo": {"shallow"}}, "value pruned"},
		{url.Values{"game": {"tictactoe"}, "moves": {"b2"}, "algo": {"mcts"}, "iterations": {"30"}}, "select"},
		{url.Values{"moves": {"f5"}, "depth": {"2"}, "algo": {"beam"}}, ""},
		{url.Values{"game": {"kuhn"}, "algo": {"cfr"}, "iterations": {"3"}}, "matching"},
	} {
		code, ans := postForm(t, srv.URL, "/api/lecture/open", c.form)
		if code != 200 {
			t.Errorf("%v: %d %v", c.form, code, ans)
			continue
		}
		var kinds []string
		for _, k := range ans["kinds"].([]any) {
			kinds = append(kinds, k.(string))
		}
		if got := strings.Join(kinds, " "); got != c.kinds {
			t.Errorf("%v: asks %q, want %q", c.form, got, c.kinds)
		}
		lc, teacher := ans["code"].(string), ans["teacher"].(string)
		if s, ans := postForm(t, srv.URL, "/api/lecture/act", url.Values{"code": {lc}, "teacher": {teacher}, "act": {"step"}, "step": {"2"}, "node": {"-1"}}); s != 200 {
			t.Errorf("%v: step 2: %d %v", c.form, s, ans)
		}
		postForm(t, srv.URL, "/api/lecture/act", url.Values{"code": {lc}, "teacher": {teacher}, "act": {"close"}})
	}
	// A step-through the server refuses is refused as /api/step refuses it.
	if code, ans := postForm(t, srv.URL, "/api/lecture/open", url.Values{"moves": {"f5"}, "depth": {"30"}}); code != 422 && code != 400 {
		t.Errorf("a search past the limits: %d %v", code, ans)
	}
}

// A server that stops ends its lectures: a page following one hears the
// end (ended), not a drop it would come back from, as gametree serve
// stops on Ctrl-C (its base context cancelled, then Stopping).
func TestLectureEndsWithTheServer(t *testing.T) {
	s := New(Options{})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base, cancel := context.WithCancel(context.Background())
	srv := s.HTTPServer(base)
	go srv.Serve(ln)
	defer srv.Close()
	url0 := "http://" + ln.Addr().String()
	_, open := postForm(t, url0, "/api/lecture/open", url.Values{"leaves": {"((3 12) (2 4))"}})
	lc := open["code"].(string)
	_, joined := postForm(t, url0, "/api/lecture/join", url.Values{"code": {lc}})
	p := follow(t, url0, url.Values{"code": {lc}, "student": {joined["student"].(string)}})
	if ev := p.next(t); ev["ended"] != false {
		t.Fatalf("the first event %v", ev)
	}
	cancel()
	s.Stopping()
	if ev := p.next(t); ev["ended"] != true {
		t.Errorf("the page did not hear the end: %v", ev)
	}
}
