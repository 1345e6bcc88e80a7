package web

import (
	"context"
	"errors"
	"net/url"
	"sync"

	"gametree/render"
)

// searches keeps the last searches of the tree page, by their parameters
// and language, so that a big tree's compact form and then the panel of
// each node chosen in it (compact=1, node=ID) come without searching the
// tree again: a node of the 65,005 of depth 7 in milliseconds rather than
// the second its search takes. It holds at most most nodes in all, the
// least recently used search out first.
type searches struct {
	mu    sync.Mutex
	order []searchEntry // the most recent last
	nodes int
	most  int
	// building holds the searches being built, by key: a request for a
	// search being built waits for it (a class's sixty clicks on sixty
	// nodes of a tree not kept build it once).
	building map[string]*searchFlight
}

// searchFlight is a search being built, for the requests that wait.
type searchFlight struct {
	done chan struct{}
	s    *render.Search
	err  error
}

// find returns the search kept under key, or builds it with build (once
// for the requests that ask for it at once) and keeps it. A build cut
// short by its own request's end is built again for a request still
// there.
func (c *searches) find(ctx context.Context, key string, build func(context.Context) (*render.Search, error)) (*render.Search, error) {
	for {
		if s := c.get(key); s != nil {
			return s, nil
		}
		c.mu.Lock()
		f, inAir := c.building[key]
		if !inAir {
			f = &searchFlight{done: make(chan struct{})}
			if c.building == nil {
				c.building = map[string]*searchFlight{}
			}
			c.building[key] = f
			c.mu.Unlock()
			f.s, f.err = build(ctx)
			if f.err == nil {
				c.put(key, f.s)
			}
			c.mu.Lock()
			delete(c.building, key)
			c.mu.Unlock()
			close(f.done)
			return f.s, f.err
		}
		c.mu.Unlock()
		select {
		case <-f.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if f.err == nil {
			return f.s, nil
		}
		if !errors.Is(f.err, context.Canceled) && !errors.Is(f.err, context.DeadlineExceeded) {
			return nil, f.err
		}
		// Its builder left: build it for this request.
	}
}

// searchEntry is a kept search.
type searchEntry struct {
	key string
	s   *render.Search
}

// searchKey is the key of a tree request: its parameters but those that
// choose the form of the answer, and the language.
func searchKey(v url.Values, lang string) string {
	k := url.Values{}
	for name, vals := range v {
		switch name {
		case "format", "download", "compact", "node":
		default:
			k[name] = vals
		}
	}
	return k.Encode() + "#" + lang
}

// get returns the search kept under key, or nil.
func (c *searches) get(key string) *render.Search {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, e := range c.order {
		if e.key == key {
			c.order = append(append(c.order[:i:i], c.order[i+1:]...), e)
			return e.s
		}
	}
	return nil
}

// put keeps s under key, and lets the oldest go past most nodes.
func (c *searches) put(key string, s *render.Search) {
	n := s.Tree.Len()
	if n > c.most {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, e := range c.order {
		if e.key == key {
			return
		}
	}
	c.order = append(c.order, searchEntry{key, s})
	c.nodes += n
	for c.nodes > c.most {
		c.nodes -= c.order[0].s.Tree.Len()
		c.order = c.order[1:]
	}
}
