package web

import (
	"bufio"
	"bytes"
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
// holds at most share of them (0: AddressShare's eighth): a connection
// past it is answered 503 at once and closed, so that one client holding
// connections open cannot keep the others waiting, nor can four.
func LimitListener(ln net.Listener, n, share int) net.Listener {
	if share <= 0 {
		share = AddressShare(n)
	}
	return &limitListener{Listener: ln, slots: make(chan struct{}, n), done: make(chan struct{}),
		share: min(share, n), open: map[string]int{}}
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
	mu      sync.Mutex
	head    []byte // the start of the request being read, for its language
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
		ErrorLog:       log.New(&onceAMinute{s: s, last: map[string]time.Time{}}, "", 0),
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
