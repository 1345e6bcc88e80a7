package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"
)

// HallConfig is a class in a lecture hall: Students browsers arriving one
// after another over Arrive, each from an address of its own on the
// loopback range (127.1.x.y) or all from one (a school's NAT), each
// loading the first page as a browser does, then clicking a node every
// few seconds until Stay has passed since the first arrived; once they
// are all in, one more student (the newcomer) loads the first page.
type HallConfig struct {
	Bin, Serve string
	Students   int
	Arrive     time.Duration
	Stay       time.Duration
	OneAddress bool
	// Page is the teacher's link, a page of the server's
	// ("/tree?depth=3").
	Page string
}

// HallReport is what a hall measured: how long each student's first page
// took (the page, its styles, its scripts and their imports, then the
// API calls the page makes, as the tree page makes them), how long each
// later request took, the newcomer's first page, every status, and the
// server's memory.
type HallReport struct {
	Config    HallConfig
	FirstPage []time.Duration
	Requests  []time.Duration
	Newcomer  time.Duration
	Statuses  map[int]int
	Errors    int
	PeakRSS   int64
	Idle      int64
}

// browserConns is how many connections a browser opens to one server.
const browserConns = 6

// Hall starts the server, runs the hall and stops the server.
func Hall(ctx context.Context, cfg HallConfig) (*HallReport, error) {
	srv, err := start(ctx, cfg.Bin, cfg.Serve)
	if err != nil {
		return nil, err
	}
	defer srv.stop()
	assets, err := pageAssets(srv.base, cfg.Page)
	if err != nil {
		return nil, err
	}
	rep := &HallReport{Config: cfg, Statuses: map[int]int{}, Idle: treeRSS(srv.cmd.Process.Pid)}
	stop := make(chan struct{})
	watched := make(chan int64)
	go func() { watched <- peak(srv.cmd.Process.Pid, stop) }()
	h := &hall{HallConfig: cfg, base: srv.base, assets: assets, rep: rep}
	begin := time.Now()
	var wg sync.WaitGroup
	for i := range cfg.Students {
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(cfg.Arrive * time.Duration(i) / time.Duration(cfg.Students))
			h.student(i, begin)
		}()
	}
	// The newcomer comes once the hall is in, while it works.
	time.Sleep(cfg.Arrive + time.Second)
	rep.Newcomer = h.firstPage(h.browser(cfg.Students))
	wg.Wait()
	close(stop)
	rep.PeakRSS = <-watched
	return rep, nil
}

// hall is a hall at work.
type hall struct {
	HallConfig
	base   string
	assets []string
	mu     sync.Mutex
	rep    *HallReport
}

// browser is student i's browser: its own address (unless the hall is
// behind one), six connections kept alive, as Chromium and Firefox keep
// them.
func (h *hall) browser(i int) *http.Client {
	d := &net.Dialer{Timeout: 30 * time.Second}
	if !h.OneAddress {
		d.LocalAddr = &net.TCPAddr{IP: net.IPv4(127, 1, byte(i/250), byte(1+i%250))}
	}
	return &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{
		DialContext: d.DialContext, MaxConnsPerHost: browserConns, MaxIdleConnsPerHost: browserConns,
		IdleConnTimeout: 90 * time.Second}}
}

// student loads the first page, then clicks a node every 2 to 8 s until
// the hall's time is up.
func (h *hall) student(i int, begin time.Time) {
	c := h.browser(i)
	d := h.firstPage(c)
	h.mu.Lock()
	h.rep.FirstPage = append(h.rep.FirstPage, d)
	h.mu.Unlock()
	r := rand.New(rand.NewPCG(uint64(i), 7))
	for {
		time.Sleep(2*time.Second + time.Duration(r.Int64N(int64(6*time.Second))))
		if time.Since(begin) > h.Stay {
			return
		}
		t := time.Now()
		h.get(c, h.api()+"&node="+fmt.Sprint(1+r.IntN(40)))
		h.mu.Lock()
		h.rep.Requests = append(h.rep.Requests, time.Since(t))
		h.mu.Unlock()
	}
}

// api is the API call of the page's tree ("/api/tree?depth=3").
func (h *hall) api() string {
	path, query, _ := strings.Cut(h.Page, "?")
	return "/api" + path + "?" + query
}

// firstPage loads the page as a browser does and returns how long it
// took: the page, then its assets over the browser's connections, then
// the compact tree, then the three answers the tree page asks at once.
func (h *hall) firstPage(c *http.Client) time.Duration {
	t := time.Now()
	h.get(c, h.Page)
	h.all(c, h.assets)
	api := h.api()
	h.get(c, api+"&compact=1")
	h.all(c, []string{api, api + "&format=svg&layout=tidy", api + "&format=text"})
	return time.Since(t)
}

// all gets paths at once.
func (h *hall) all(c *http.Client, paths []string) {
	var wg sync.WaitGroup
	for _, p := range paths {
		wg.Add(1)
		go func() { defer wg.Done(); h.get(c, p) }()
	}
	wg.Wait()
}

// get gets path and counts its status.
func (h *hall) get(c *http.Client, path string) {
	resp, err := c.Get(h.base + path)
	if err == nil {
		_, err = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if err != nil {
		h.rep.Errors++
		return
	}
	h.rep.Statuses[resp.StatusCode]++
}

var (
	assetRef  = regexp.MustCompile(`(?:href|src)="(/static/[^"]+)"`)
	importRef = regexp.MustCompile(`from '\./([^']+)'`)
)

// pageAssets lists what a browser fetches for page: its styles, icon and
// scripts, and the scripts' imports, each once.
func pageAssets(base, page string) ([]string, error) {
	body, err := fetch(base + page)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var out []string
	var queue []string
	for _, m := range assetRef.FindAllStringSubmatch(body, -1) {
		queue = append(queue, m[1])
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if seen[p] {
			continue
		}
		seen[p] = true
		out = append(out, p)
		if !strings.HasSuffix(p, ".js") {
			continue
		}
		js, err := fetch(base + p)
		if err != nil {
			return nil, err
		}
		for _, m := range importRef.FindAllStringSubmatch(js, -1) {
			queue = append(queue, "/static/"+m[1])
		}
	}
	return out, nil
}

// fetch returns the body of url, which must answer 200.
func fetch(url string) (string, error) {
	resp, err := http.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		return "", fmt.Errorf("%s: %d", url, resp.StatusCode)
	}
	return string(b), err
}

// String writes the report.
func (r *HallReport) String() string {
	var b strings.Builder
	for _, ds := range [][]time.Duration{r.FirstPage, r.Requests} {
		sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	}
	from := "each from its own address"
	if r.Config.OneAddress {
		from = "all from one address"
	}
	fmt.Fprintf(&b, "a hall of %d students, %s, arriving over %s at %s\n", r.Config.Students, from, r.Config.Arrive, r.Config.Page)
	if r.Config.Serve != "" {
		fmt.Fprintf(&b, "serve %s\n", r.Config.Serve)
	}
	fmt.Fprintf(&b, "peak RSS %s (server and workers; %s idle)\n", mb(r.PeakRSS), mb(r.Idle))
	fmt.Fprintf(&b, "first page p50 %s  p95 %s  max %s (%d)\n", round(percentile(r.FirstPage, 0.5)), round(percentile(r.FirstPage, 0.95)), round(percentile(r.FirstPage, 1)), len(r.FirstPage))
	fmt.Fprintf(&b, "requests p50 %s  p95 %s  max %s (%d)\n", round(percentile(r.Requests, 0.5)), round(percentile(r.Requests, 0.95)), round(percentile(r.Requests, 1)), len(r.Requests))
	fmt.Fprintf(&b, "newcomer's first page %s\n", round(r.Newcomer))
	b.WriteString(statusLine(r.Statuses, r.Errors))
	return b.String()
}
