package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/internal/fault"
	"gametree/internal/rescue"
	"gametree/web"
)

func serveCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:        "serve",
		Usage:       "serve the web pages: play, explore the search tree and step through alpha-beta in a browser",
		UsageText:   synopsis("gametree serve [{addr}] [{open}] [{max-nodes}] [{timeout}] [{max-memory}] [{max-connections}] [{connections-per-address}] [{per-address}]", web.Params()),
		Description: serveHelp,
		Flags:       flagsOf(web.Params()),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			if err := explore.Check(params{c}, web.Params()); err != nil {
				return err
			}
			if d := c.Duration("timeout"); d <= 0 {
				return usagef("--timeout %s: want a positive duration such as 30s", d)
			}
			mem, err := explore.ParseBytes(c.String("max-memory"))
			if err != nil {
				return usagef("--max-memory %w", err)
			}
			if mem < 64*explore.MiB {
				return usagef("--max-memory %s: want at least 64MiB", mem)
			}
			ln, err := connections(c.Int("max-connections"), c.IsSet("max-connections"), c.Int("connections-per-address"))
			if err != nil {
				return err
			}
			return serve(c.Context, e, c.String("addr"), c.Bool("open"), ln,
				web.Options{MaxNodes: c.Int("max-nodes"), Timeout: c.Duration("timeout"), Log: e.stderr, MaxMemory: mem, PerAddress: c.Int("per-address")})
		},
	}
}

// listenOptions bound the connections serve holds: conns at once, share
// of them from one address (0: web.AddressShare's).
type listenOptions struct{ conns, share int }

// connections checks the connections serve may hold against each other
// and against the system: an address's share over the total is refused
// when the total is given (the share could never be held), else the
// total grows to it; a total over the files the system lets a process
// open (less those the server needs for itself) is refused.
func connections(conns int, given bool, share int) (listenOptions, error) {
	if share > conns {
		if given {
			return listenOptions{}, usagef("--connections-per-address %d is over --max-connections %d: one address could never hold its share; raise --max-connections to %d or more", share, conns, share)
		}
		conns = share
	}
	if limit, ok := web.FileLimit(); ok && conns > limit-serverFiles {
		return listenOptions{}, usagef("--max-connections %d: this system lets gametree open %d files (ulimit -n), %d of them for the server itself; give at most %d, or raise the limit", conns, limit, serverFiles, max(1, limit-serverFiles))
	}
	return listenOptions{conns: conns, share: share}, nil
}

// serverFiles is how many files the server keeps for itself besides its
// connections: its listener, its log, the graphviz workers' pipes.
const serverFiles = 64

// serve listens on addr and serves until ctx is done, then shuts down:
// requests in flight are cancelled (their searches stop at once) and the
// server stops within half a second.
func serve(ctx context.Context, e *env, addr string, open bool, lo listenOptions, opt web.Options) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		if errors.Is(err, syscall.EADDRINUSE) {
			return fault.Errorf("--addr %s: the address is in use (another gametree serve?); give another port, such as --addr 127.0.0.1:8081", addr)
		}
		return fault.Errorf("--addr %s: cannot listen there: %w", addr, unwrapNet(err))
	}
	ln = web.LimitListener(ln, lo.conns, lo.share)
	s := web.New(opt)
	// The budget bounds what the requests reserve; the collector is told
	// to stay near it too, rather than let the heap grow to twice what
	// is live.
	debug.SetMemoryLimit(int64(s.MaxMemory()) + int64(s.MaxMemory())/4 + 64<<20)
	defer s.Close()
	srv := s.HTTPServer(ctx)
	url := "http://" + ln.Addr().String() + "/"
	if tcp, ok := ln.Addr().(*net.TCPAddr); ok && !tcp.IP.IsLoopback() {
		fmt.Fprintf(e.stderr, "gametree serve: warning: %s is not a loopback address: anyone on the network can use this server\n", ln.Addr())
	}
	fmt.Fprintln(e.stdout, web.Banner(url))
	if open {
		// The opener's failure comes back while the server runs.
		go func() {
			defer rescue.Ignore()
			if err := openBrowser(url+"play", os.Getenv); err != nil {
				fmt.Fprintf(e.stderr, "gametree serve: cannot open a browser (%v); open %splay yourself\n", err, url)
			}
		}()
	}
	done := make(chan error, 1)
	go func() {
		// A panic past the requests' recovery (the listener's) is the
		// server's error: it stops with one line, not a trace.
		var err error
		defer func() { done <- err }()
		defer rescue.Catch(&err)
		err = srv.Serve(ln)
	}()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	s.Stopping()
	stop, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	if err := srv.Shutdown(stop); err != nil {
		srv.Close()
	}
	fmt.Fprintln(e.stdout, "gametree serve: stopped")
	return nil
}

// unwrapNet returns the innermost reason of a network error.
func unwrapNet(err error) error {
	var op *net.OpError
	if errors.As(err, &op) && op.Err != nil {
		return op.Err
	}
	return err
}

// openBrowser opens url in the default browser, where the system has a
// way to, and says why not: no display to show it on (a server reached by
// ssh), no opener, or the opener's own failure.
func openBrowser(url string, getenv func(string) string) error {
	name, args := "xdg-open", []string{url}
	switch runtime.GOOS {
	case "darwin":
		name = "open"
	case "windows":
		name, args = "rundll32", []string{"url.dll,FileProtocolHandler", url}
	default:
		if getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == "" {
			return fault.Errorf("no display: DISPLAY and WAYLAND_DISPLAY are unset")
		}
	}
	if _, err := exec.LookPath(name); err != nil {
		return fault.Errorf("no %s here", name)
	}
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		why := strings.TrimSpace(string(out))
		if i := strings.IndexByte(why, '\n'); i >= 0 {
			why = why[:i]
		}
		if why == "" {
			why = err.Error()
		}
		return fault.Errorf("%s failed: %s", name, why)
	}
	return nil
}

// serveHelp is the description in the help of gametree serve (its French is in
// help_fr.go).
const serveHelp = `Serves five pages on a local web server, over the same code as the
commands: /play (play a game, open the computer's search for its move),
/tree (the annotated tree of gametree tree, to pan, zoom, fold and click),
/step (the search one event at a time, as gametree step), /compare (the
node counts of gametree compare) and /quiz (the exercises of gametree quiz,
answered on the tree and graded). Each page's state is in its URL, with the
commands' flag names: /tree?moves=f5d6&depth=3&algo=minimax is a link to
hand out. The pages use a JSON API under /api/ (docs/web.md).

It binds the loopback address by default; another address (a lab room) is
served to anyone on that network. Every request stops its work after
--timeout, drawings included, and no tree over --max-nodes is built. The
requests share one memory budget, --max-memory: each reserves its estimate
and a core before it starts, and waits at most 10s for them before it is
answered 503 (the server is busy); small requests never wait. Slow or idle
clients are cut off, and at most --max-connections are served at once.
Ctrl-C stops the server: the requests it cuts short are answered 503.

Examples:
   gametree serve
   gametree serve --open
   gametree serve --addr 0.0.0.0:8080 --max-nodes 20000 --timeout 10s`
