package web

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"gametree/internal/msg"
	"gametree/render"
)

// LimitListener returns ln accepting at most n connections open at once:
// past n, Accept waits for one to close, and the others wait in the
// system's queue, without taking a file descriptor each. One address
// holds at most its share of them, a quarter (AddressShare): a
// connection past it is answered 503 at once and closed, so that one
// client holding connections open cannot keep the others waiting.
func LimitListener(ln net.Listener, n int) net.Listener {
	return &limitListener{Listener: ln, slots: make(chan struct{}, n), done: make(chan struct{}),
		share: AddressShare(n), open: map[string]int{}}
}

// AddressShare is how many of n connections one address may hold open.
func AddressShare(n int) int { return max(1, n/4) }

type limitListener struct {
	net.Listener
	slots chan struct{}
	once  sync.Once
	done  chan struct{}
	share int
	mu    sync.Mutex
	open  map[string]int // connections open by address
}

// Accept waits for a free slot, then for a connection from an address
// under its share.
func (l *limitListener) Accept() (net.Conn, error) {
	for {
		select {
		case l.slots <- struct{}{}:
		case <-l.done:
			return nil, net.ErrClosed
		}
		c, err := l.Listener.Accept()
		if err != nil {
			<-l.slots
			return nil, err
		}
		host := c.RemoteAddr().String()
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		l.mu.Lock()
		over := l.open[host] >= l.share
		if !over {
			l.open[host]++
		}
		l.mu.Unlock()
		if over {
			<-l.slots
			go refuse(c, l.share)
			continue
		}
		return &limitConn{Conn: c, release: func() {
			l.mu.Lock()
			if l.open[host]--; l.open[host] <= 0 {
				delete(l.open, host)
			}
			l.mu.Unlock()
			<-l.slots
		}}, nil
	}
}

// refuse answers a connection past its address's share with 503 and a
// sentence in JSON, within a second, and closes it.
func refuse(c net.Conn, share int) {
	defer c.Close()
	c.SetDeadline(time.Now().Add(time.Second))
	// In the language the request asks for (lang=, else its
	// Accept-Language), when its head comes within the second.
	l := msg.En
	if r, err := http.ReadRequest(bufio.NewReaderSize(io.LimitReader(c, 16<<10), 4096)); err == nil {
		l = msg.FromAcceptLanguage(r.Header.Get("Accept-Language"))
		if v, err := msg.Parse(r.URL.Query().Get("lang")); err == nil && r.URL.Query().Has("lang") {
			l = v
		}
	}
	var b strings.Builder
	render.EncodeJSON(&b, errorBody{l.T("this address already holds %d connections, its share of this server's; close some and try again", share)})
	body := b.String()
	fmt.Fprintf(c, "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: %d\r\nRetry-After: 1\r\nConnection: close\r\n\r\n%s", len(body), body)
}

// Close closes the listener and wakes an Accept waiting for a slot.
func (l *limitListener) Close() error {
	l.once.Do(func() { close(l.done) })
	return l.Listener.Close()
}

type limitConn struct {
	net.Conn
	once    sync.Once
	release func()
}

// Close closes the connection and frees its slot, once.
func (c *limitConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}

// HTTPServer returns the http.Server of s on base (the requests' parent
// context): timeouts that hold whatever the client does (the headers within
// 10 s, the whole request within 30 s, the answer within the work's
// timeout and a margin, an idle connection closed after a minute), headers
// bounded, and the library's own errors (accept errors, bad TLS) logged in
// the server's format, each kind once a minute at most.
func (s *Server) HTTPServer(base context.Context) *http.Server {
	s.base.Store(&base)
	return &http.Server{
		Handler:           s,
		BaseContext:       func(net.Listener) context.Context { return base },
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      s.opt.Timeout + 30*time.Second,
		IdleTimeout:       time.Minute,
		MaxHeaderBytes:    4 * MaxHeader, // over MaxHeader, ServeHTTP answers 431 in JSON
		ErrorLog:          log.New(&onceAMinute{s: s, last: map[string]time.Time{}}, "", 0),
	}
}

// onceAMinute writes the http library's log lines through the server's
// log, each kind (its first words) at most once a minute.
type onceAMinute struct {
	s    *Server
	mu   sync.Mutex
	last map[string]time.Time
}

func (o *onceAMinute) Write(p []byte) (int, error) {
	line := strings.TrimSpace(strings.TrimPrefix(string(p), "http: "))
	kind := line
	if i := strings.IndexAny(kind, ":;"); i > 0 {
		kind = kind[:i]
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if t, ok := o.last[kind]; ok && time.Since(t) < time.Minute {
		return len(p), nil
	}
	o.last[kind] = time.Now()
	o.s.logf("%s", line)
	return len(p), nil
}

// Banner is the line serve prints on start: the address and the pages.
func Banner(url string) string {
	return fmt.Sprintf("gametree serve: %s (pages %s); Ctrl-C stops", url, strings.Join(pages, ", "))
}
