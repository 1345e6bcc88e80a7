package web

import (
	"bufio"
	"bytes"
	"container/list"
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
	"gametree/internal/rescue"
	"gametree/render"
)

// LimitListener returns ln holding at most n connections open at once,
// and at most share of them from one address (0: AddressShare's eighth).
// A connection at work (a request being read or answered) keeps its place;
// one that waits idle between two requests (a browser's keep-alive), or
// that has sent nothing for a second since it was opened (a browser's
// spare), gives its place up as soon as another needs it: it is closed,
// the longest idle first, and the browser opens another when it has a
// request to send. So idle connections never keep a class waiting, and an
// address over its share loses its own idle ones first. Past n
// connections at work, Accept waits for one to end, the others waiting in
// the system's queue without taking a file descriptor each; past an
// address's share at work, the next connection from it is answered 503 at
// once and closed, so that one client holding connections at work (half-
// sent bodies) cannot keep the others waiting, nor can four.
//
// The connections' states come from the http.Server's ConnState, which
// HTTPServer sets; without it, every connection counts as at work.
func LimitListener(ln net.Listener, n, share int) net.Listener {
	if share <= 0 {
		share = AddressShare(n)
	}
	return &limitListener{Listener: ln, slots: make(chan struct{}, n), done: make(chan struct{}),
		share: min(share, n), open: map[string]int{}, idle: list.New()}
}

// AddressShare is how many of n connections one address may hold open
// when serve is not told (--connections-per-address): an eighth, so that
// four addresses holding all they may leave half the server to others.
func AddressShare(n int) int { return max(1, n/8) }

type limitListener struct {
	net.Listener
	slots chan struct{}
	once  sync.Once
	done  chan struct{}
	share int
	mu    sync.Mutex
	open  map[string]int // connections open by address
	// idle holds the connections that may give their place up, the
	// longest idle first (*limitConn).
	idle *list.List
}

// spareGrace is how long a connection that has sent nothing since it was
// opened keeps its place: its first request may be on its way.
const spareGrace = time.Second

// Accept waits for a free place, or for a connection to come when an
// idle one can give its place up (it is closed once the new one is
// there), then for a connection from an address under its share (whose
// own idle connections give their places up first).
func (l *limitListener) Accept() (net.Conn, error) {
	for {
		held, err := l.place()
		if err != nil {
			return nil, err
		}
		c, err := l.Listener.Accept()
		if err != nil {
			if held {
				<-l.slots
			}
			return nil, err
		}
		if !held {
			if err := l.makePlace(); err != nil {
				c.Close()
				return nil, err
			}
		}
		host := c.RemoteAddr().String()
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		l.mu.Lock()
		over := l.open[host] >= l.share
		if over && l.evict(host) {
			// One of its own idle connections gave its place up; take
			// it again (only Accept takes places).
			l.slots <- struct{}{}
			over = false
		}
		if !over {
			l.open[host]++
		}
		l.mu.Unlock()
		if over {
			<-l.slots
			go func() {
				defer rescue.Ignore()
				refuse(c, l.share)
			}()
			continue
		}
		lc := &limitConn{Conn: c, l: l, host: host, opened: time.Now(), fresh: true}
		lc.release = func() { l.release(lc) }
		l.mu.Lock()
		lc.spare = l.idle.PushBack(lc) // a spare until it sends its first request
		l.mu.Unlock()
		return lc, nil
	}
}

// place takes a free place (held), or reports that none is free but an
// idle connection can give its place up once a new one comes (not held),
// else waits for one of those.
func (l *limitListener) place() (held bool, err error) {
	for {
		select {
		case l.slots <- struct{}{}:
			return true, nil
		case <-l.done:
			return false, net.ErrClosed
		default:
		}
		l.mu.Lock()
		e := l.evictable("")
		l.mu.Unlock()
		if e != nil {
			return false, nil
		}
		select {
		case l.slots <- struct{}{}:
			return true, nil
		case <-l.done:
			return false, net.ErrClosed
		case <-time.After(spareGrace / 4):
			// A spare may have passed its grace meanwhile.
		}
	}
}

// makePlace takes a place for a connection accepted without one: an idle
// connection's, else the next one free.
func (l *limitListener) makePlace() error {
	l.mu.Lock()
	evicted := l.evict("")
	l.mu.Unlock()
	select {
	case l.slots <- struct{}{}:
		return nil
	case <-l.done:
		if evicted {
			<-l.slots
		}
		return net.ErrClosed
	}
}

// evictable is the longest idle connection (of host, when not empty) that
// may give its place up, or nil; l.mu is held.
func (l *limitListener) evictable(host string) *list.Element {
	now := time.Now()
	for e := l.idle.Front(); e != nil; e = e.Next() {
		c := e.Value.(*limitConn)
		if host != "" && c.host != host || c.fresh && now.Sub(c.opened) < spareGrace {
			continue
		}
		return e
	}
	return nil
}

// evict closes the longest idle connection (of host, when not empty)
// that may give its place up, and reports whether there was one. l.mu is
// held; its place and its address's count are free when it returns.
func (l *limitListener) evict(host string) bool {
	e := l.evictable(host)
	if e == nil {
		return false
	}
	c := e.Value.(*limitConn)
	l.dropLocked(c)
	c.Conn.Close() // the server's reader wakes and ends the connection
	return true
}

// release frees c's place and its address's count, once.
func (l *limitListener) release(c *limitConn) {
	l.mu.Lock()
	l.dropLocked(c)
	l.mu.Unlock()
}

// dropLocked frees c's place and count unless done already; l.mu held.
func (l *limitListener) dropLocked(c *limitConn) {
	if c.dropped {
		return
	}
	c.dropped = true
	if c.spare != nil {
		l.idle.Remove(c.spare)
		c.spare = nil
	}
	if l.open[c.host]--; l.open[c.host] <= 0 {
		delete(l.open, c.host)
	}
	<-l.slots
}

// state follows c's state as the http.Server reports it: at work (new
// with a request coming, active) it keeps its place; idle, it may give
// it up.
func (l *limitListener) state(c *limitConn, st http.ConnState) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if c.dropped {
		return
	}
	switch st {
	case http.StateIdle:
		c.fresh = false
		if c.spare == nil {
			c.spare = l.idle.PushBack(c)
		}
	case http.StateActive:
		c.fresh = false
		if c.spare != nil {
			l.idle.Remove(c.spare)
			c.spare = nil
		}
	}
}

// Idle is how many connections the listener holds that could give their
// place up (for the tests).
func (l *limitListener) Idle() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.idle.Len()
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
	mu      sync.Mutex
	head    []byte // the start of the request being read, for its language
	// What the listener knows of it, under l.mu: its address, when it
	// was opened, whether it has sent no request yet (fresh), its place
	// in the list of those that may give their place up (spare), and
	// whether its place is given up already (dropped).
	l              *limitListener
	host           string
	opened         time.Time
	spare          *list.Element
	dropped, fresh bool
}

// headSniff is how much of a request's start a connection keeps: enough
// for its request line's lang= where the http library refuses the
// request before the server reads it.
const headSniff = 2 << 10

// Read reads the request, keeping its start.
func (c *limitConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	c.mu.Lock()
	if room := headSniff - len(c.head); room > 0 && n > 0 {
		c.head = append(c.head, p[:min(n, room)]...)
	}
	c.mu.Unlock()
	return n, err
}

// Write writes an answer, and the http library's own refusals (a head
// over MaxHeaderBytes, a request it cannot parse: plain English text) as
// the server's: the same status, its sentence in JSON, in the language of
// the request's lang= when its start says it (else English: the head was
// not read).
func (c *limitConn) Write(p []byte) (int, error) {
	code, refused := libraryRefusal(p)
	c.mu.Lock()
	l := msg.En
	if refused {
		l = headLang(c.head)
	}
	c.head = c.head[:0] // the next request's start
	c.mu.Unlock()
	if !refused {
		return c.Conn.Write(p)
	}
	if _, err := io.WriteString(c.Conn, refusalAnswer(code, l)); err != nil {
		return 0, err
	}
	return len(p), nil
}

// libraryErrorHeaders follow the status line of the http library's own
// refusals, which no answer of the server's has (they all carry a Date).
const libraryErrorHeaders = "\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n"

// libraryRefusal tells whether p is a refusal written by the http library
// itself, and its status. It allocates nothing: every answer passes here.
func libraryRefusal(p []byte) (int, bool) {
	rest, ok := bytes.CutPrefix(p, []byte("HTTP/1.1 "))
	if !ok || len(rest) < 3 || rest[0] < '4' || rest[0] > '5' {
		return 0, false
	}
	code := 0
	for _, c := range rest[:3] {
		if c < '0' || c > '9' {
			return 0, false
		}
		code = code*10 + int(c-'0')
	}
	line := bytes.Index(rest[:min(len(rest), 512)], []byte("\r\n"))
	if line < 0 || !bytes.HasPrefix(rest[line:], []byte(libraryErrorHeaders)) {
		return 0, false
	}
	return code, true
}

// headLang is the language of a request's start, as langOf reads it:
// lang= in its request line, else its Accept-Language when the start
// holds it, else English.
func headLang(head []byte) msg.Lang {
	lines := strings.Split(string(head), "\n")
	_, query, _ := strings.Cut(lines[0], "?")
	query, _, _ = strings.Cut(query, " ")
	for _, kv := range strings.Split(query, "&") {
		if v, ok := strings.CutPrefix(kv, "lang="); ok {
			if l, err := msg.Parse(v); err == nil {
				return l
			}
		}
	}
	for _, line := range lines[1:] {
		name, value, ok := strings.Cut(line, ":")
		if ok && strings.EqualFold(strings.TrimSpace(name), "Accept-Language") {
			return msg.FromAcceptLanguage(strings.TrimSpace(value))
		}
	}
	return msg.En
}

// headTooLarge is the sentence of a request whose URL and headers are
// over MaxHeader.
func headTooLarge(l msg.Lang) string {
	return l.T("the request's URL and headers are over %d KiB; send the parameters as a POST form (up to %d MiB)", MaxHeader>>10, MaxBody>>20)
}

// refusalAnswer is the whole answer to a request the http library
// refused with code: the server's JSON error, in l.
func refusalAnswer(code int, l msg.Lang) string {
	var text string
	switch code {
	case http.StatusRequestHeaderFieldsTooLarge:
		text = headTooLarge(l)
	case http.StatusNotImplemented:
		text = l.T("the request's transfer encoding is not one this server reads; send the body as it is, or chunked")
	case http.StatusHTTPVersionNotSupported:
		text = l.T("this server reads HTTP/1.0, HTTP/1.1 and HTTP/2; the request's version is none of them")
	default:
		code = http.StatusBadRequest
		text = l.T("the request is not well-formed HTTP (its first line or a header), so this server cannot read it")
	}
	var b strings.Builder
	render.EncodeJSON(&b, errorBody{text})
	body := b.String()
	return fmt.Sprintf("HTTP/1.1 %d %s\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s", code, http.StatusText(code), len(body), body)
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
		// Over MaxHeader, ServeHTTP answers 431 in JSON in the request's
		// language; over this, the library refuses the head unread, and
		// limitConn writes its refusal as JSON too.
		MaxHeaderBytes: 4 * MaxHeader,
		// An idle connection gives its place up to a connection that
		// needs it (LimitListener).
		ConnState: func(c net.Conn, st http.ConnState) {
			if lc, ok := c.(*limitConn); ok {
				lc.l.state(lc, st)
			}
		},
		ErrorLog: log.New(&onceAMinute{s: s, last: map[string]time.Time{}}, "", 0),
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
