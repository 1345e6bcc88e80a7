package web

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// serveLimited serves s's pages on a listener of n connections, share
// an address, and returns its address and listener.
func serveLimited(t *testing.T, n, share int) (string, *limitListener) {
	t.Helper()
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln := LimitListener(inner, n, share)
	hs := New(Options{}).HTTPServer(context.Background())
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close() })
	return inner.Addr().String(), ln.(*limitListener)
}

// browserFrom is a client from ip that keeps its connections alive, as a
// browser does.
func browserFrom(ip string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
	return &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: 6}}
}

// getFrom asks c for url and returns its status and how long it took.
func getFrom(t *testing.T, c *http.Client, url string) (int, time.Duration) {
	t.Helper()
	start := time.Now()
	res, err := c.Get(url)
	if err != nil {
		t.Fatalf("%s: %v", url, err)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode, time.Since(start)
}

// Idle keep-alive connections hold no place a working request needs: with
// every place held by a browser's idle connection, another address is
// served at once (the longest idle gives its place up), and so is the
// same address past its share (its own idle ones give way first); a
// connection at work keeps its place (TestAddressShare).
func TestIdleConnectionsGiveWay(t *testing.T) {
	addr, ln := serveLimited(t, 4, 2)
	url := "http://" + addr + "/api/show"
	var browsers []*http.Client
	for i := range 4 {
		b := browserFrom(fmt.Sprintf("127.0.0.%d", 10+i/2))
		if code, _ := getFrom(t, b, url); code != 200 {
			t.Fatalf("browser %d: %d", i, code)
		}
		browsers = append(browsers, b)
	}
	waitIdle(t, ln, 4)
	// Every place is idle: another address is served at once.
	if code, took := getFrom(t, browserFrom("127.0.0.20"), url); code != 200 || took > 500*time.Millisecond {
		t.Errorf("another address, every place idle: %d after %s", code, took)
	}
	// 127.0.0.10 holds its share of 2 (one of them was given up just
	// now, or not): a third connection of its own is served, its idle
	// ones giving way, not refused 503.
	for range 3 {
		if code, took := getFrom(t, browserFrom("127.0.0.10"), url); code != 200 || took > 500*time.Millisecond {
			t.Errorf("the same address past its share, its connections idle: %d after %s", code, took)
		}
	}
	// The browsers whose connections were closed open others.
	for i, b := range browsers {
		if code, _ := getFrom(t, b, url); code != 200 {
			t.Errorf("browser %d again: %d", i, code)
		}
	}
}

// A connection that sends nothing (a browser's spare) keeps its place a
// second, then gives it up to one that needs it.
func TestSpareConnectionsGiveWay(t *testing.T) {
	addr, _ := serveLimited(t, 2, 2)
	for range 2 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
	}
	time.Sleep(50 * time.Millisecond)
	code, took := getFrom(t, browserFrom("127.0.0.30"), "http://"+addr+"/api/show")
	if code != 200 || took < spareGrace/2 || took > 3*spareGrace {
		t.Errorf("past two spares: %d after %s, want 200 after about %s", code, took, spareGrace)
	}
}

// waitIdle waits until ln holds n connections that may give way.
func waitIdle(t *testing.T, ln *limitListener, n int) {
	t.Helper()
	for deadline := time.Now().Add(2 * time.Second); ln.Idle() < n; {
		if time.Now().After(deadline) {
			t.Fatalf("%d idle connections, want %d", ln.Idle(), n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
