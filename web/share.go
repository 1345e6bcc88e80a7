package web

import (
	"container/list"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"

	"gametree/internal/rescue"
	"gametree/render"
)

// A class opens the teacher's link at once: sixty identical requests for
// the same tree. Their answers are the same bytes (same parameters, same
// answer), so the server computes each once: identical requests in flight
// wait for the first one's work (a flight), and the answers are kept in a
// cache of bounded size; each answer carries an ETag, which a browser
// sends back (If-None-Match) to be told 304 Not Modified without the work
// or the bytes.

// answer is an answer as it is sent: its status, its body and how it is
// named.
type answer struct {
	status   int
	body     []byte
	ctype    string
	filename string
}

// flight is the work of one request that identical requests wait for.
type flight struct {
	done    chan struct{}
	ans     answer
	waiters int
	ctx     context.Context
	cancel  context.CancelFunc
}

// sharing holds the flights in the air and the cache of answers.
type sharing struct {
	mu      sync.Mutex
	flights map[string]*flight
	cache   *answerCache
	// nonce makes the ETags of this run of the server its own: another
	// binary may answer the same request with other bytes.
	nonce string
	// computed counts the works done (for the tests).
	computed atomic.Int64
	// panicked answers a work that panicked (and logs it); nil: a plain
	// 500.
	panicked func(key string, p *rescue.Panic) answer
}

// newSharing returns a sharing whose cache holds up to capacity bytes.
func newSharing(capacity int64) *sharing {
	b := make([]byte, 8)
	rand.Read(b)
	return &sharing{flights: map[string]*flight{}, cache: newAnswerCache(capacity), nonce: hex.EncodeToString(b)}
}

// shareable reports whether the answers of endpoint for form are the same
// bytes every time: a position, a tree, a step-through, an evaluation,
// and a quiz whose tree is given or seeded (a random one without a seed
// differs each time). A game's moves and hints and the comparisons (their
// timings) are not.
func shareable(endpoint string, form url.Values) bool {
	switch endpoint {
	case "show", "tree", "step", "eval":
		return true
	case "quiz":
		return form.Has("seed") || form.Has("leaves") || form.Has("moves") || form.Has("board") || form.Has("game")
	}
	return false
}

// shareKey is the key of a request: its endpoint, its parameters in order
// and the language of its answer.
func shareKey(endpoint string, form url.Values, lang string) string {
	return endpoint + "?" + form.Encode() + "#" + lang
}

// etag is the ETag of the answer to key.
func (sh *sharing) etag(key string) string {
	sum := sha256.Sum256([]byte(sh.nonce + key))
	return `"` + hex.EncodeToString(sum[:12]) + `"`
}

// matches reports whether an If-None-Match header names etag.
func matches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == etag || t == "*" {
			return true
		}
	}
	return false
}

// do returns the answer to key: from the cache, from the flight of an
// identical request in the air, or from work, which runs on a context of
// its own (under base) that ends when every request waiting for it has
// gone. ok is false when client went away before the answer.
func (sh *sharing) do(client, base context.Context, key string, work func(context.Context) answer) (ans answer, ok bool) {
	if a, hit := sh.cache.get(key); hit {
		return a, true
	}
	sh.mu.Lock()
	f, inAir := sh.flights[key]
	if !inAir || f.ctx.Err() != nil {
		// None in the air, or one its clients all left (cancelled): a
		// work of its own.
		ctx, cancel := context.WithCancel(base)
		f = &flight{done: make(chan struct{}), ctx: ctx, cancel: cancel}
		sh.flights[key] = f
		go func() {
			defer cancel()
			defer sh.land(key, f)
			defer sh.recovered(&f.ans, key)
			sh.computed.Add(1)
			f.ans = work(ctx)
		}()
	}
	f.waiters++
	sh.mu.Unlock()
	select {
	case <-f.done:
		return f.ans, true
	case <-client.Done():
		sh.mu.Lock()
		if f.waiters--; f.waiters == 0 {
			f.cancel() // nobody is left to read the answer
		}
		sh.mu.Unlock()
		return answer{}, false
	}
}

// recovered, deferred by a flight's goroutine, answers a panic of its
// work, key, 500 (by panicked where set), which net/http's recovery of the
// request cannot reach from there: it never ends the server. The server's
// works recover in the request's language first (Server.rescued).
func (sh *sharing) recovered(ans *answer, key string) {
	if v := recover(); v != nil {
		if sh.panicked != nil {
			*ans = sh.panicked(key, rescue.Of(v))
			return
		}
		*ans = errorAnswer(http.StatusInternalServerError, "internal error")
	}
}

// land ends the flight f of key: its answer kept when it is 200, the
// flight out of the air, its waiters woken.
func (sh *sharing) land(key string, f *flight) {
	if f.ans.status == http.StatusOK {
		sh.cache.put(key, f.ans)
	}
	sh.mu.Lock()
	if sh.flights[key] == f {
		delete(sh.flights, key)
	}
	sh.mu.Unlock()
	close(f.done)
}

// answerOf turns a handler's response into the bytes it sends (a JSON
// value encoded once, for every request that shares it).
func answerOf(res response) answer {
	if res.json == nil {
		return answer{status: http.StatusOK, body: res.body, ctype: res.contentType, filename: res.filename}
	}
	var b strings.Builder
	if err := render.EncodeJSON(&b, res.json); err != nil {
		return errorAnswer(http.StatusInternalServerError, "encoding the answer: "+err.Error())
	}
	return answer{status: http.StatusOK, body: []byte(b.String()), ctype: "application/json; charset=utf-8"}
}

// errorAnswer is the answer of an error: {"error": text}.
func errorAnswer(status int, text string) answer {
	var b strings.Builder
	render.EncodeJSON(&b, errorBody{text})
	return answer{status: status, body: []byte(b.String()), ctype: "application/json; charset=utf-8"}
}

// write sends ans, with etag when it is the answer to a shared request.
func (ans answer) write(w http.ResponseWriter, r *http.Request, etag string) {
	h := w.Header()
	h.Set("Content-Type", ans.ctype)
	if ans.status != http.StatusOK {
		errorHeaders(h, ans.status)
		w.WriteHeader(ans.status)
		w.Write(ans.body)
		return
	}
	// Kept by the browser, asked again each time with its ETag.
	h.Set("Cache-Control", "no-cache")
	h.Set("ETag", etag)
	if ans.filename != "" && r.Form.Get("download") != "" {
		h.Set("Content-Disposition", `attachment; filename="`+ans.filename+`"`)
	}
	w.Write(ans.body)
}

// answerCache keeps the most recent answers, up to capacity bytes in all;
// an answer over half of it is not kept.
type answerCache struct {
	mu       sync.Mutex
	capacity int64
	size     int64
	order    *list.List // of *cached, the most recent first
	byKey    map[string]*list.Element
}

type cached struct {
	key string
	ans answer
}

func newAnswerCache(capacity int64) *answerCache {
	return &answerCache{capacity: capacity, order: list.New(), byKey: map[string]*list.Element{}}
}

func (c *answerCache) get(key string) (answer, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.byKey[key]
	if !ok {
		return answer{}, false
	}
	c.order.MoveToFront(e)
	return e.Value.(*cached).ans, true
}

func (c *answerCache) put(key string, ans answer) {
	n := int64(len(ans.body))
	c.mu.Lock()
	defer c.mu.Unlock()
	if n > c.capacity/2 || c.byKey[key] != nil {
		return
	}
	c.byKey[key] = c.order.PushFront(&cached{key, ans})
	c.size += n
	for c.size > c.capacity {
		last := c.order.Back()
		old := last.Value.(*cached)
		c.order.Remove(last)
		delete(c.byKey, old.key)
		c.size -= int64(len(old.ans.body))
	}
}
