package web

import (
	"context"
	"errors"
	"net/url"
	"sync"

	"gametree/explore"
	"gametree/render"
)

// searches keeps the last searches of the pages, by their parameters and
// language (searchKey), so that nothing is searched twice: a big tree's
// compact form and then the panel of each node chosen in it (compact=1,
// node=ID) come without searching the tree again (a node of the 65,005
// of depth 7 in milliseconds rather than the second its search takes),
// and a step page's trace, tree and every step's picture and screen come
// from one search. It holds at most most nodes in all (size counts a
// search's), the least recently used search out first.
type searches[T any] struct {
	mu    sync.Mutex
	order []searchEntry[T] // the most recent last
	nodes int
	most  int
	size  func(T) int
	// building holds the searches being built, by key: a request for a
	// search being built waits for it (a class's sixty clicks on sixty
	// nodes of a tree not kept build it once).
	building map[string]*searchFlight[T]
}

// newSearches returns a keeper of searches of at most most nodes in all,
// a search counting size.
func newSearches[T any](most int, size func(T) int) *searches[T] {
	return &searches[T]{most: most, size: size}
}

// treeSize is the nodes of a searched tree.
func treeSize(s *render.Search) int { return s.Tree.Len() }

// searchFlight is a search being built, for the requests that wait.
type searchFlight[T any] struct {
	done chan struct{}
	s    T
	err  error
}

// find returns the search kept under key, or builds it with build (once
// for the requests that ask for it at once) and keeps it. A build cut
// short by its own request's end is built again for a request still
// there.
func (c *searches[T]) find(ctx context.Context, key string, build func(context.Context) (T, error)) (T, error) {
	var none T
	for {
		if s, ok := c.get(key); ok {
			return s, nil
		}
		c.mu.Lock()
		f, inAir := c.building[key]
		if !inAir {
			f = &searchFlight[T]{done: make(chan struct{})}
			if c.building == nil {
				c.building = map[string]*searchFlight[T]{}
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
			return none, ctx.Err()
		}
		if f.err == nil {
			return f.s, nil
		}
		if !errors.Is(f.err, context.Canceled) && !errors.Is(f.err, context.DeadlineExceeded) {
			return none, f.err
		}
		// Its builder left: build it for this request.
	}
}

// searchEntry is a kept search.
type searchEntry[T any] struct {
	key string
	s   T
	n   int
}

// searchKey is the key of a tree or step request: its parameters but
// those that choose the form of the answer or how it is drawn
// (explore.SearchedAlike), and the language.
func searchKey(v url.Values, lang string) string {
	k := url.Values{}
	for name, vals := range v {
		switch name {
		case "format", "download", "compact", "node", "step", "tree", "lang":
		default:
			if !explore.SearchedAlike(name) {
				k[name] = vals
			}
		}
	}
	return k.Encode() + "#" + lang
}

// get returns the search kept under key, and whether there is one.
func (c *searches[T]) get(key string) (T, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, e := range c.order {
		if e.key == key {
			c.order = append(append(c.order[:i:i], c.order[i+1:]...), e)
			return e.s, true
		}
	}
	var none T
	return none, false
}

// put keeps s under key, and lets the oldest go past most nodes.
func (c *searches[T]) put(key string, s T) {
	n := c.size(s)
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
	c.order = append(c.order, searchEntry[T]{key, s, n})
	c.nodes += n
	for c.nodes > c.most {
		c.nodes -= c.order[0].n
		c.order = c.order[1:]
	}
}
