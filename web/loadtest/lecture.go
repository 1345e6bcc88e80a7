package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"
)

// LectureConfig is a live lecture before a hall: Students pages joined
// (each from an address of its own, or all from one), following the
// teacher's Steps clicks, Gap apart, by server-sent events, each page
// fetching the step's picture as the page does; then a question the
// whole hall answers within Burst. Beside it, a second lecture of Beside
// students steps too: it must not be starved.
type LectureConfig struct {
	Bin, Serve string
	Students   int
	Beside     int
	OneAddress bool
	Steps      int
	Gap, Burst time.Duration
	// Query is the step-through lectured ("moves=f5&depth=3").
	Query string
}

// LectureReport is what a lecture measured: how long after the teacher's
// click each page heard the step (Events) and had its picture too
// (Pictures); the second lecture's pages' (Beside); how many answers the
// teacher's tally counted of the hall's and how long after the last one
// was sent; and the server's memory.
type LectureReport struct {
	Config           LectureConfig
	Events, Pictures []time.Duration
	Beside           []time.Duration
	Missed           int // steps a page never heard
	Answers, Counted int
	CountedAfter     time.Duration
	Refused          int // joins, streams and answers the server refused
	PeakRSS, Idle    int64
}

// lecturePage is one page of a lecture: its client, its token, and when it
// heard each step.
type lecturePage struct {
	client *http.Client
	token  string
	mu     sync.Mutex
	heard  map[int]time.Time
	shown  map[int]time.Time
}

// Lecture starts the server, runs the lecture and stops the server.
func Lecture(ctx context.Context, cfg LectureConfig) (*LectureReport, error) {
	srv, err := start(ctx, cfg.Bin, cfg.Serve)
	if err != nil {
		return nil, err
	}
	defer srv.stop()
	rep := &LectureReport{Config: cfg, Idle: treeRSS(srv.cmd.Process.Pid)}
	stop := make(chan struct{})
	watched := make(chan int64)
	go func() { watched <- peak(srv.cmd.Process.Pid, stop) }()
	defer func() {
		if rep.PeakRSS == 0 {
			close(stop)
			rep.PeakRSS = <-watched
		}
	}()
	h := &hall{HallConfig: HallConfig{OneAddress: cfg.OneAddress}, base: srv.base}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	main, err := openLecture(ctx, h, cfg, cfg.Students, 0, rep)
	if err != nil {
		return nil, err
	}
	beside, err := openLecture(ctx, h, cfg, cfg.Beside, cfg.Students+1, rep)
	if err != nil {
		return nil, err
	}
	clicks := make(map[int]time.Time)
	besideClicks := make(map[int]time.Time)
	for k := 2; k <= cfg.Steps+1; k++ {
		clicks[k] = time.Now()
		if err := main.act(url.Values{"act": {"step"}, "step": {fmt.Sprint(k)}, "node": {"-1"}}); err != nil {
			return nil, err
		}
		besideClicks[k] = time.Now()
		if err := beside.act(url.Values{"act": {"step"}, "step": {fmt.Sprint(k)}, "node": {"-1"}}); err != nil {
			return nil, err
		}
		time.Sleep(cfg.Gap)
	}
	time.Sleep(3 * time.Second) // the last step's stragglers
	rep.Events, rep.Pictures, rep.Missed = main.latencies(clicks)
	rep.Beside, _, _ = beside.latencies(besideClicks)
	for _, ds := range [][]time.Duration{rep.Events, rep.Pictures, rep.Beside} {
		slices.Sort(ds)
	}
	if err := main.question(cfg, rep); err != nil {
		return nil, err
	}
	close(stop)
	rep.PeakRSS = <-watched
	return rep, nil
}

// lectureRun is one lecture at work: its code, the teacher's secret and
// client, and its students' pages.
type lectureRun struct {
	h       *hall
	code    string
	teacher string
	query   string
	client  *http.Client
	pages   []*lecturePage
	tallies chan map[string]any
}

// openLecture opens a lecture of cfg.Query with n students, their
// browsers numbered from first, each joined and following.
func openLecture(ctx context.Context, h *hall, cfg LectureConfig, n, first int, rep *LectureReport) (*lectureRun, error) {
	l := &lectureRun{h: h, client: h.browser(first + n + 1000), query: cfg.Query, tallies: make(chan map[string]any, 64)}
	var j map[string]any
	form, _ := url.ParseQuery(cfg.Query)
	if err := postJSON(l.client, h.base+"/api/lecture/open", form, &j); err != nil {
		return nil, err
	}
	l.code, l.teacher = j["code"].(string), j["teacher"].(string)
	go l.teacherStream(ctx)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := &lecturePage{client: h.browser(first + i), heard: map[int]time.Time{}, shown: map[int]time.Time{}}
			var jj map[string]any
			if err := postJSON(p.client, h.base+"/api/lecture/join", url.Values{"code": {l.code}}, &jj); err != nil {
				mu.Lock()
				rep.Refused++
				mu.Unlock()
				return
			}
			p.token = jj["student"].(string)
			mu.Lock()
			l.pages = append(l.pages, p)
			mu.Unlock()
			go l.follow(ctx, p)
		}()
	}
	wg.Wait()
	time.Sleep(2 * time.Second) // every stream open, its first event heard
	return l, nil
}

// act posts the teacher's act.
func (l *lectureRun) act(form url.Values) error {
	form.Set("code", l.code)
	form.Set("teacher", l.teacher)
	var j map[string]any
	return postJSON(l.client, l.h.base+"/api/lecture/act", form, &j)
}

// follow reads page p's stream as a page does: at each new step, when it
// heard it, and when it had the step's picture.
func (l *lectureRun) follow(ctx context.Context, p *lecturePage) {
	events(ctx, p.client, l.h.base+"/api/lecture/events?"+url.Values{"code": {l.code}, "student": {p.token}}.Encode(), func(ev map[string]any) {
		k := int(ev["step"].(float64))
		p.mu.Lock()
		_, seen := p.heard[k]
		if !seen {
			p.heard[k] = time.Now()
		}
		p.mu.Unlock()
		if seen {
			return
		}
		go func() {
			resp, err := p.client.Get(l.h.base + "/api/step?" + l.query + "&format=svg&step=" + fmt.Sprint(k))
			if err != nil {
				return
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode == 200 {
				p.mu.Lock()
				p.shown[k] = time.Now()
				p.mu.Unlock()
			}
		}()
	})
}

// teacherStream reads the teacher's stream: its tallies.
func (l *lectureRun) teacherStream(ctx context.Context) {
	events(ctx, l.client, l.h.base+"/api/lecture/events?"+url.Values{"code": {l.code}, "teacher": {l.teacher}}.Encode(), func(ev map[string]any) {
		if c, ok := ev["count"].(map[string]any); ok {
			select {
			case l.tallies <- c:
			default:
			}
		}
	})
}

// events reads the server-sent events of url until ctx ends, calling on
// with each.
func events(ctx context.Context, c *http.Client, url string, on func(map[string]any)) {
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	resp, err := c.Do(req)
	if err != nil {
		return
	}
	defer resp.Body.Close()
	rd := bufio.NewReader(resp.Body)
	for {
		line, err := rd.ReadString('\n')
		if err != nil {
			return
		}
		if data, ok := strings.CutPrefix(strings.TrimRight(line, "\n"), "data: "); ok {
			var ev map[string]any
			if json.Unmarshal([]byte(data), &ev) == nil {
				on(ev)
			}
		}
	}
}

// latencies are, over every page and step clicked, how long after the
// click the page heard the step and had its picture, and how many steps
// a page never heard.
func (l *lectureRun) latencies(clicks map[int]time.Time) (heard, shown []time.Duration, missed int) {
	for _, p := range l.pages {
		p.mu.Lock()
		for k, at := range clicks {
			if t, ok := p.heard[k]; ok {
				heard = append(heard, t.Sub(at))
			} else {
				missed++
			}
			if t, ok := p.shown[k]; ok {
				shown = append(shown, t.Sub(at))
			}
		}
		p.mu.Unlock()
	}
	return heard, shown, missed
}

// question asks the root's value, every page answers within the burst,
// and the teacher's tally must count them all.
func (l *lectureRun) question(cfg LectureConfig, rep *LectureReport) error {
	if err := l.act(url.Values{"act": {"ask"}, "kind": {"value"}, "node": {"root"}}); err != nil {
		return err
	}
	time.Sleep(time.Second)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for i, p := range l.pages {
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(cfg.Burst * time.Duration(i) / time.Duration(len(l.pages)))
			var j map[string]any
			err := postJSON(p.client, l.h.base+"/api/lecture/answer", url.Values{"code": {l.code}, "student": {p.token}, "answer": {fmt.Sprint(i % 5)}}, &j)
			mu.Lock()
			if err != nil {
				rep.Refused++
			} else {
				rep.Answers++
			}
			mu.Unlock()
		}()
	}
	wg.Wait()
	sent := time.Now()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case c := <-l.tallies:
			rep.Counted = int(c["answered"].(float64))
			if rep.Counted >= rep.Answers {
				rep.CountedAfter = time.Since(sent)
				return nil
			}
		case <-deadline:
			return nil
		}
	}
}

// postJSON posts form and decodes the JSON answer; a status other than
// 200 is an error.
func postJSON(c *http.Client, url string, form url.Values, v any) error {
	resp, err := c.PostForm(url, form)
	if err != nil {
		// A connection kept alive that the server closed meanwhile (it
		// gives an idle connection's place to a new one): a browser sends
		// the request again on a new connection.
		resp, err = c.PostForm(url, form)
	}
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		return fmt.Errorf("%s: %d %s", url, resp.StatusCode, b)
	}
	return json.Unmarshal(b, v)
}

// String writes the report.
func (r *LectureReport) String() string {
	var b strings.Builder
	where := "each from its own address"
	if r.Config.OneAddress {
		where = "all from one address"
	}
	fmt.Fprintf(&b, "lecture of %s: %d students %s, %d steps %s apart (serve %s); beside it %d students\n", r.Config.Query, r.Config.Students, where, r.Config.Steps, r.Config.Gap, r.Config.Serve, r.Config.Beside)
	fmt.Fprintf(&b, "a step heard:        p50 %s  p95 %s  max %s  (%d heard, %d missed)\n", round(percentile(r.Events, 0.5)), round(percentile(r.Events, 0.95)), round(percentile(r.Events, 1)), len(r.Events), r.Missed)
	fmt.Fprintf(&b, "its picture shown:   p50 %s  p95 %s  max %s  (%d)\n", round(percentile(r.Pictures, 0.5)), round(percentile(r.Pictures, 0.95)), round(percentile(r.Pictures, 1)), len(r.Pictures))
	fmt.Fprintf(&b, "the lecture beside:  p50 %s  p95 %s  max %s\n", round(percentile(r.Beside, 0.5)), round(percentile(r.Beside, 0.95)), round(percentile(r.Beside, 1)))
	fmt.Fprintf(&b, "answers: %d sent within %s, %d counted %s after the last; %d refused\n", r.Answers, r.Config.Burst, r.Counted, round(r.CountedAfter), r.Refused)
	fmt.Fprintf(&b, "memory: %s idle, %s at peak, %s a student\n", mb(r.Idle), mb(r.PeakRSS), kb((r.PeakRSS-r.Idle)/int64(max(1, r.Config.Students+r.Config.Beside))))
	return b.String()
}

// kb writes bytes in kB.
func kb(n int64) string { return fmt.Sprintf("%d kB", n/1e3) }
