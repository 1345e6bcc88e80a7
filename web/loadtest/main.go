// Command loadtest drives a real gametree serve with many requests at once,
// the way a lab room uses it, and reports what the server held and what
// the clients saw: the peak resident memory of the server and its graphviz
// workers, the latency percentiles, and the count of each status.
//
//	go build -o gametree . && go run ./web/loadtest -bin ./gametree -n 60 '/api/tree?depth=7'
//
// It starts `BIN serve --addr 127.0.0.1:0` with the flags given after
// -serve, sends N requests at once for each path (cycling through the
// paths), samples the memory every 50 ms, and prints one report. While the
// load runs, -probe asks for a cheap page every second and reports how long
// it took. Linux only: the memory is read from /proc.
package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"gametree/internal/sysmem"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

func main() {
	var cfg Config
	flag.StringVar(&cfg.Bin, "bin", "./gametree", "the gametree `BINARY` to serve with")
	flag.IntVar(&cfg.N, "n", 60, "`N` requests at once")
	flag.StringVar(&cfg.Serve, "serve", "", "more `FLAGS` for gametree serve, such as \"--max-memory 512MiB --timeout 10s\"")
	flag.StringVar(&cfg.Body, "body", "", "POST the form in `FILE` (name=value&...) with every request instead of GET")
	flag.StringVar(&cfg.Probe, "probe", "/api/show", "a cheap `PATH` asked once a second during the load (empty: none)")
	flag.Parse()
	cfg.Paths = flag.Args()
	if len(cfg.Paths) == 0 {
		cfg.Paths = []string{"/api/tree?depth=7"}
	}
	rep, err := Run(context.Background(), cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadtest:", err)
		os.Exit(1)
	}
	fmt.Print(rep)
}

// Config is one load.
type Config struct {
	Bin, Serve, Probe string
	// Body, when set, names a file whose form every request POSTs.
	Body  string
	N     int
	Paths []string
}

// Report is what a load measured.
type Report struct {
	Config   Config
	PeakRSS  int64 // the server and its workers together
	Idle     int64 // the server before the load
	Statuses map[int]int
	Errors   int // requests that got no answer
	Latency  []time.Duration
	Probes   []time.Duration
	Wall     time.Duration
	Budget   string
}

// server is a gametree serve started for a load: its base URL and its
// process.
type server struct {
	base string
	cmd  *exec.Cmd
}

// start starts bin serve with the flags serve on a free port of the
// loopback address, and waits for its banner.
func start(ctx context.Context, bin, serve string) (*server, error) {
	args := append([]string{"serve", "--addr", "127.0.0.1:0"}, strings.Fields(serve)...)
	cmd := exec.CommandContext(ctx, bin, args...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	base, err := banner(out)
	if err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		return nil, err
	}
	go io.Copy(io.Discard, out)
	return &server{base: base, cmd: cmd}, nil
}

// stop stops the server as Ctrl-C does.
func (s *server) stop() {
	s.cmd.Process.Signal(os.Interrupt)
	s.cmd.Wait()
}

// Run starts the server, runs the load and stops the server.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	srv, err := start(ctx, cfg.Bin, cfg.Serve)
	if err != nil {
		return nil, err
	}
	defer srv.stop()
	base, cmd := srv.base, srv.cmd
	rep := &Report{Config: cfg, Statuses: map[int]int{}}
	rep.Idle = treeRSS(cmd.Process.Pid)

	stop := make(chan struct{})
	var watchers sync.WaitGroup
	watchers.Add(1)
	go func() { defer watchers.Done(); rep.PeakRSS = peak(cmd.Process.Pid, stop) }()
	client := &http.Client{Timeout: 10 * time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: cfg.N + 1}}
	if cfg.Probe != "" {
		watchers.Add(1)
		go func() { defer watchers.Done(); rep.Probes = probe(client, base+cfg.Probe, stop) }()
	}
	var form []byte
	if cfg.Body != "" {
		if form, err = os.ReadFile(cfg.Body); err != nil {
			return nil, err
		}
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	start := time.Now()
	for i := range cfg.N {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t := time.Now()
			url := base + cfg.Paths[i%len(cfg.Paths)]
			var resp *http.Response
			var err error
			if form != nil {
				resp, err = client.Post(url, "application/x-www-form-urlencoded", bytes.NewReader(form))
			} else {
				resp, err = client.Get(url)
			}
			if err == nil {
				_, err = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
			d := time.Since(t)
			mu.Lock()
			defer mu.Unlock()
			rep.Latency = append(rep.Latency, d)
			if err != nil {
				rep.Errors++
				return
			}
			rep.Statuses[resp.StatusCode]++
		}()
	}
	wg.Wait()
	rep.Wall = time.Since(start)
	close(stop)
	watchers.Wait()
	return rep, nil
}

// peak samples the memory of pid and its children every 50 ms until stop
// is closed, and returns the most it saw.
func peak(pid int, stop chan struct{}) int64 {
	t := time.NewTicker(50 * time.Millisecond)
	defer t.Stop()
	var most int64
	for {
		most = max(most, treeRSS(pid))
		select {
		case <-stop:
			return most
		case <-t.C:
		}
	}
}

// probe asks for url once a second until stop is closed, and returns how
// long each answer took.
func probe(client *http.Client, url string, stop chan struct{}) []time.Duration {
	var took []time.Duration
	for {
		select {
		case <-stop:
			return took
		case <-time.After(time.Second):
		}
		start := time.Now()
		if resp, err := client.Get(url); err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			took = append(took, time.Since(start))
		}
	}
}

// banner reads the server's first line and returns its address.
func banner(out io.Reader) (string, error) {
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if m := regexp.MustCompile(`http://[0-9.:]+`).FindString(sc.Text()); m != "" {
			return m, nil
		}
	}
	return "", errors.New("the server printed no address")
}

// treeRSS is the resident memory of pid and its children, from /proc
// (each thread lists the children it started).
func treeRSS(pid int) int64 {
	total, _ := sysmem.RSS(pid)
	files, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/children", pid))
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		for _, f := range strings.Fields(string(b)) {
			if c, err := strconv.Atoi(f); err == nil {
				r, _ := sysmem.RSS(c)
				total += r
			}
		}
	}
	return total
}

// percentile is the p-th percentile of sorted ds.
func percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	i := int(float64(len(ds)-1)*p + 0.5)
	return ds[i]
}

// String writes the report.
func (r *Report) String() string {
	var b strings.Builder
	sort.Slice(r.Latency, func(i, j int) bool { return r.Latency[i] < r.Latency[j] })
	sort.Slice(r.Probes, func(i, j int) bool { return r.Probes[i] < r.Probes[j] })
	how := ""
	if r.Config.Body != "" {
		how = "POST " + r.Config.Body + " to "
	}
	fmt.Fprintf(&b, "%d requests at once: %s%s\n", r.Config.N, how, strings.Join(r.Config.Paths, " "))
	if r.Config.Serve != "" {
		fmt.Fprintf(&b, "serve %s\n", r.Config.Serve)
	}
	fmt.Fprintf(&b, "peak RSS %s (server and workers; %s idle)\n", mb(r.PeakRSS), mb(r.Idle))
	fmt.Fprintf(&b, "latency p50 %s  p95 %s  max %s  (all done in %s)\n",
		round(percentile(r.Latency, 0.5)), round(percentile(r.Latency, 0.95)), round(percentile(r.Latency, 1)), round(r.Wall))
	b.WriteString(statusLine(r.Statuses, r.Errors))
	if len(r.Probes) > 0 {
		fmt.Fprintf(&b, "%s during the load: p50 %s, max %s (%d asked)\n", r.Config.Probe,
			round(percentile(r.Probes, 0.5)), round(percentile(r.Probes, 1)), len(r.Probes))
	}
	return b.String()
}

// statusLine writes the count of each status, in order, and of the
// requests that got no answer.
func statusLine(statuses map[int]int, errors int) string {
	var codes []int
	for c := range statuses {
		codes = append(codes, c)
	}
	sort.Ints(codes)
	var parts []string
	for _, c := range codes {
		parts = append(parts, fmt.Sprintf("%d: %d", c, statuses[c]))
	}
	if errors > 0 {
		parts = append(parts, fmt.Sprintf("no answer: %d", errors))
	}
	return fmt.Sprintf("statuses %s\n", strings.Join(parts, ", "))
}

func mb(n int64) string { return fmt.Sprintf("%d MB", n/1e6) }

func round(d time.Duration) time.Duration {
	if d > time.Second {
		return d.Round(100 * time.Millisecond)
	}
	return d.Round(time.Millisecond)
}
