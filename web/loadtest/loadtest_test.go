package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
	"time"
)

// TestLoad runs three loads against a real server, when GAMETREE_LOAD is
// set (it takes about half a minute): a class asking at once for depth-7
// trees on a 512 MiB budget, for drawings under a 3 s timeout, and for
// work past the limits on every game. The
// server must keep near its budget, answer every request within its
// timeout and queue, and answer only 200, 422 or 503.
func TestLoad(t *testing.T) {
	if os.Getenv("GAMETREE_LOAD") == "" {
		t.Skip("set GAMETREE_LOAD=1 to run the load test (about 30 s)")
	}
	if runtime.GOOS != "linux" {
		t.Skip("the load test reads the memory from /proc")
	}
	bin := filepath.Join(t.TempDir(), "gametree")
	if out, err := exec.Command("go", "build", "-o", bin, "gametree").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, c := range []struct {
		cfg    Config
		budget int64
		within time.Duration
	}{
		{Config{Bin: bin, N: 30, Serve: "--max-memory 512MiB", Paths: []string{"/api/tree?depth=7"}, Probe: "/api/show"}, 512 << 20, 30 * time.Second},
		{Config{Bin: bin, N: 12, Serve: "--timeout 3s", Paths: []string{"/api/tree?depth=5&format=svg", "/api/tree?depth=4&format=pdf", "/api/tree?depth=6&format=svg"},
			Probe: "/api/tree?leaves=((1+2)(3+4))&format=svg"}, 1 << 30, 3 * time.Second},
		// Every game, the requests a careless or hostile client sends:
		// trees, comparisons and players far past the limits, which must
		// be refused at the cost of a count, beside small ones answered.
		{Config{Bin: bin, N: 40, Serve: "--max-memory 512MiB", Paths: []string{
			"/api/tree?game=connect4&depth=9",
			"/api/tree?game=connect4&size=4x4&depth=16",
			"/api/tree?game=nim&board=60+60+60+60+60+60+60+60+60+60&depth=3",
			"/api/tree?size=16&depth=30",
			"/api/compare?game=connect4&size=10x10&depth=10",
			"/api/compare?game=nim&board=60+60+60+60+60+60+60+60+60+60&depth=4",
			"/api/move?game=nim&board=60+60+60+60+60+60+60+60+60+59&white=ai:perfect&play=1:1",
			"/api/quiz?game=connect4&depth=6",
			"/api/tree?game=tictactoe&moves=b2&depth=3",
		}, Probe: "/api/show?game=tictactoe"}, 512 << 20, 30 * time.Second},
	} {
		rep, err := Run(context.Background(), c.cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("\n%s", rep)
		if limit := c.budget + c.budget/2 + 150<<20; rep.PeakRSS > limit {
			t.Errorf("peak RSS %d MB, over %d MB", rep.PeakRSS>>20, limit>>20)
		}
		if rep.Errors > 0 {
			t.Errorf("%d requests got no answer", rep.Errors)
		}
		for code := range rep.Statuses {
			if code != 200 && code != 422 && code != 503 {
				t.Errorf("status %d: want 200, 422 or 503", code)
			}
		}
		if rep.Statuses[200] == 0 {
			t.Error("no request was answered 200")
		}
		// The queue's wait is at most 10 s, or half the timeout.
		for _, d := range rep.Latency {
			if d > c.within+2*time.Second {
				t.Errorf("a request took %s, over its timeout of %s", d, c.within)
				break
			}
		}
		for _, d := range rep.Probes {
			if d > 2*time.Second {
				t.Errorf("%s took %s during the load", c.cfg.Probe, d)
			}
		}
	}
}

// TestHall serves a lecture hall of 300 students with the class flags the
// README and docs/web.md give, when GAMETREE_LOAD is set (about a minute):
// 300 browsers arriving over 10 s, each from its own address and then all
// from one (a school's NAT, with the flags docs/web.md gives for it), each
// loading the tree page as a browser does and then clicking a node every
// few seconds. The first page must come within 1.5 s at the 95th
// percentile, a request within 1 s, none after 5 s, a newcomer at once,
// and the server keep within its memory. GAMETREE_LOAD_BIN names another
// binary to measure (an older one, say).
func TestHall(t *testing.T) {
	if os.Getenv("GAMETREE_LOAD") == "" {
		t.Skip("set GAMETREE_LOAD=1 to run the hall's load test (about a minute)")
	}
	if runtime.GOOS != "linux" {
		t.Skip("the load test reads the memory from /proc")
	}
	bin := os.Getenv("GAMETREE_LOAD_BIN")
	if bin == "" {
		bin = filepath.Join(t.TempDir(), "gametree")
		if out, err := exec.Command("go", "build", "-o", bin, "gametree").CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
	}
	class := "--max-nodes 20000 --timeout 10s"
	for _, cfg := range []HallConfig{
		{Serve: class},
		{Serve: class + " " + natFlags, OneAddress: true},
	} {
		cfg.Bin, cfg.Students, cfg.Arrive, cfg.Stay, cfg.Page = bin, 300, 10*time.Second, 25*time.Second, "/tree?depth=3"
		rep, err := Hall(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("\n%s", rep)
		slices.Sort(rep.FirstPage)
		slices.Sort(rep.Requests)
		if p := percentile(rep.FirstPage, 0.95); p > 1500*time.Millisecond {
			t.Errorf("first page p95 %s, over 1.5 s", p)
		}
		if p := percentile(rep.Requests, 0.95); p > time.Second {
			t.Errorf("requests p95 %s, over 1 s", p)
		}
		if m := max(percentile(rep.FirstPage, 1), percentile(rep.Requests, 1)); m > 5*time.Second {
			t.Errorf("a wait of %s, over 5 s", m)
		}
		if rep.Newcomer > 1500*time.Millisecond {
			t.Errorf("the newcomer's first page took %s", rep.Newcomer)
		}
		if rep.Errors > 0 || len(rep.Statuses) != 1 || rep.Statuses[200] == 0 {
			t.Errorf("statuses %v, %d without an answer: want 200 alone", rep.Statuses, rep.Errors)
		}
		if rep.PeakRSS > 600<<20 {
			t.Errorf("peak RSS %d MB, over 600 MB", rep.PeakRSS>>20)
		}
	}
}

// natFlags are the flags docs/web.md gives for a class behind one address.
const natFlags = "--connections-per-address 600 --per-address 300"

// TestLectureHall runs a live lecture of 300 students on one server of
// default budget, when GAMETREE_LOAD is set (about a minute): each from
// its own address, then all from one (with the flags docs/web.md gives
// for a class behind one address). Every page must hear each of the
// teacher's steps within 1 s at the 95th percentile and none after 3 s,
// and have the step's picture within 1 s at the 95th percentile too;
// 300 answers sent within 2 s are all counted; a lecture of 20 beside it
// is not starved; the server keeps within its memory.
func TestLectureHall(t *testing.T) {
	if os.Getenv("GAMETREE_LOAD") == "" {
		t.Skip("set GAMETREE_LOAD=1 to run the lecture's load test (about a minute)")
	}
	if runtime.GOOS != "linux" {
		t.Skip("the load test reads the memory from /proc")
	}
	bin := filepath.Join(t.TempDir(), "gametree")
	if out, err := exec.Command("go", "build", "-o", bin, "gametree").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, cfg := range []LectureConfig{{}, {Serve: natFlags, OneAddress: true}} {
		cfg.Bin, cfg.Students, cfg.Beside, cfg.Steps, cfg.Gap, cfg.Burst = bin, 300, 20, 12, 1500*time.Millisecond, 2*time.Second
		cfg.Query = "moves=f5&depth=3"
		rep, err := Lecture(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("\n%s", rep)
		if p95, worst := percentile(rep.Events, 0.95), percentile(rep.Events, 1); p95 > time.Second || worst > 3*time.Second || rep.Missed > 0 {
			t.Errorf("a step heard: p95 %s, max %s, %d missed; want p95 under 1 s, none over 3 s, none missed", p95, worst, rep.Missed)
		}
		if p95 := percentile(rep.Pictures, 0.95); p95 > time.Second || len(rep.Pictures) < len(rep.Events) {
			t.Errorf("a step's picture: p95 %s, %d of %d; want p95 under 1 s, every one", p95, len(rep.Pictures), len(rep.Events))
		}
		if p95 := percentile(rep.Beside, 0.95); p95 > time.Second {
			t.Errorf("the lecture beside: p95 %s, over 1 s", p95)
		}
		if rep.Answers != cfg.Students || rep.Counted != cfg.Students || rep.Refused > 0 {
			t.Errorf("%d answers sent, %d counted, %d refused; want all %d", rep.Answers, rep.Counted, rep.Refused, cfg.Students)
		}
		if rep.PeakRSS > 1<<30 {
			t.Errorf("peak RSS %d MB, over the budget of 1 GiB", rep.PeakRSS>>20)
		}
	}
}
