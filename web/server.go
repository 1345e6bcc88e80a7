// Package web is gametree's local web server (gametree serve): pages where a
// student plays, opens the computer's search tree and steps through
// alpha-beta, over a JSON API that calls the application layer (package
// explore) exactly as the CLI does, so that the browser and the terminal
// show the same numbers. The pages and their scripts are embedded; no
// request reads a file from disk, and the server keeps no state between
// requests (a game is its transcript).
package web

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"io/fs"
	"net"
	"net/http"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"gametree/explore"
	"gametree/internal/msg"
	"gametree/internal/rescue"
	"gametree/internal/sysmem"
	"gametree/render"
)

//go:embed assets
var assets embed.FS

// Defaults of Options.
const (
	// DefaultMaxNodes is the ceiling of a request's max-nodes, the tree
	// command's default.
	DefaultMaxNodes = 100000
	// DefaultTimeout bounds the work of one request.
	DefaultTimeout = 30 * time.Second
	// MaxBody bounds a request's body (a POSTed form).
	MaxBody = 1 << 20
	// MaxMoveTime bounds the time budget per move of ai:expert.
	MaxMoveTime = 10 * time.Second
	// MaxHeader bounds a request's URL and headers together: past it the
	// answer is 431, with the advice to POST the parameters.
	MaxHeader = 64 << 10
	// DefaultMaxConnections bounds the connections open at once.
	DefaultMaxConnections = 512
	// DefaultQueueWait is the longest a request waits for its share of
	// the server's budget.
	DefaultQueueWait = 10 * time.Second
)

// DefaultMaxMemory is the memory a server's requests share: 1 GiB, or a
// quarter of the machine's memory when that is less (at least 256 MiB).
func DefaultMaxMemory() explore.Bytes {
	m := explore.GiB
	if total, ok := sysmem.Total(); ok {
		m = min(m, max(explore.Bytes(total/4), 256*explore.MiB))
	}
	return m
}

// endpoints are the API's names (/api/NAME), pages the pages' (/NAME), in
// the order the messages list them.
var (
	endpoints = []string{"show", "tree", "step", "compare", "move", "hint", "eval", "quiz"}
	pages     = []string{"play", "tree", "step", "compare", "quiz", "lecture", "present"}
)

// paths lists names as paths under prefix, in l: "/api/show, /api/tree
// and ...".
func paths(prefix string, names []string, l msg.Lang) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = prefix + n
	}
	return msg.P("%s and %s", strings.Join(out[:len(out)-1], ", "), out[len(out)-1]).In(l)
}

// Options configure a server.
type Options struct {
	// MaxNodes is the most nodes a request may ask for (max-nodes); a
	// request that gives none takes the command's default, capped by it.
	MaxNodes int
	// Timeout bounds each request's work: past it, its search stops and
	// the answer is 503.
	Timeout time.Duration
	// Log receives one line per failed request; nil discards them.
	Log io.Writer
	// MaxMemory is the memory all the requests share (DefaultMaxMemory
	// when 0): each reserves its estimate before it starts, and waits at
	// most QueueWait for it. Cores is how many heavy requests work at
	// once, and how many large drawings (the number of CPUs when 0).
	MaxMemory explore.Bytes
	Cores     int
	// QueueWait is the longest a request waits in line for its share of
	// the budget before it is answered 503 (DefaultQueueWait when 0, and
	// at most half the timeout).
	QueueWait time.Duration
	// PerAddress is how many requests of one client address may be in
	// line at once (explore.AddressLine of the cores when 0): a class
	// behind one address needs more, at the cost of one address taking
	// more of the server from the others.
	PerAddress int
}

// Server serves the pages and the API. It is safe for concurrent use: the
// requests share nothing but the memory budget and the pool of graphviz
// workers.
type Server struct {
	opt     Options
	mux     *http.ServeMux
	budget  *explore.Budget
	drawers *drawers
	logM    sync.Mutex
	// stopping is set when the server shuts down: the requests it cuts
	// short are answered 503, not left empty.
	stopping atomic.Bool
	// share answers identical requests once (share.go); base is the
	// context of the server's work, cancelled when it stops.
	share *sharing
	base  atomic.Pointer[context.Context]
	// searches keeps the tree page's last searches, steps the step
	// page's (searches.go).
	searches *searches[*render.Search]
	steps    *searches[*keptSteps]
	// stacks are the panics whose stack is logged (logPanic).
	stacks map[string]bool
	// lectures are the live lectures (lecture.go); joins counts the wrong
	// codes tried by each address.
	lectures *explore.Lectures
	joins    joinLimit
	// commandLine is set on the server that makes a one-file page for
	// the command line (forCommandLine): its requests take the memory
	// the command line was given, past a class server's ceiling.
	commandLine bool
}

// Stopping tells the server it is shutting down: a request whose work is
// cancelled from now on is answered 503 with Retry-After.
func (s *Server) Stopping() {
	s.stopping.Store(true)
	s.lectures.CloseAll() // their pages hear the end, and their streams close
}

// New returns a server with opt, zero fields taking their defaults.
func New(opt Options) *Server {
	if opt.MaxNodes <= 0 {
		opt.MaxNodes = DefaultMaxNodes
	}
	if opt.Timeout <= 0 {
		opt.Timeout = DefaultTimeout
	}
	if opt.MaxMemory <= 0 {
		opt.MaxMemory = DefaultMaxMemory()
	}
	if opt.Cores <= 0 {
		opt.Cores = runtime.GOMAXPROCS(0)
	}
	if opt.QueueWait <= 0 {
		opt.QueueWait = DefaultQueueWait
	}
	opt.QueueWait = min(opt.QueueWait, opt.Timeout/2)
	s := &Server{opt: opt, mux: http.NewServeMux(), drawers: newDrawers(opt.Cores),
		budget: newBudget(opt),
		share:  newSharing(int64(opt.MaxMemory) / 8),
		// An eighth of the memory again for the searches kept, a node
		// of a searched tree taking about 600 bytes.
		searches: newSearches(int(int64(opt.MaxMemory)/8/600), treeSize),
		// As much again for the step-throughs kept, a step or a drawn
		// node counted as a node.
		steps:  newSearches(int(int64(opt.MaxMemory)/8/600), stepsSize),
		stacks: map[string]bool{}, lectures: explore.NewLectures(explore.LectureLimits{})}
	s.share.panicked = func(key string, p *rescue.Panic) answer {
		s.logPanic("a shared work", p)
		// In the language the key names (shareKey: its end, "#fr").
		l, _ := msg.Parse(key[strings.LastIndexByte(key, '#')+1:])
		return errorAnswer(http.StatusInternalServerError, l.T("internal error; the server's log has the details"))
	}
	static, err := fs.Sub(assets, "assets")
	if err != nil {
		panic(err) // the embedded folder exists: a build error, not input
	}
	s.mux.Handle("GET /{$}", http.RedirectHandler("/play", http.StatusFound))
	for _, page := range pages {
		s.mux.HandleFunc("GET /"+page, s.page(static, page+".html"))
	}
	s.mux.HandleFunc("GET /static/{name}", func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("name")
		if st, err := fs.Stat(static, name); err != nil || !st.Mode().IsRegular() || !fs.ValidPath(name) {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		http.ServeFileFS(w, r, static, name)
	})
	handlers := map[string]handler{"show": s.show, "tree": s.tree, "step": s.step, "compare": s.compare,
		"move": s.move, "hint": s.hint, "eval": s.eval, "quiz": s.quiz}
	for _, name := range endpoints {
		s.api(name, handlers[name])
	}
	s.mux.HandleFunc("/api/{name}", func(w http.ResponseWriter, r *http.Request) {
		if slices.Contains(endpoints, r.PathValue("name")) {
			w.Header().Set("Allow", "GET, HEAD, POST")
			writeError(w, http.StatusMethodNotAllowed, speaks(r).T("%s %s: the API takes GET or POST", shortInput(msg.Escaped(r.Method)), shortInput(r.URL.Path)))
			return
		}
		s.noAPI(w, r)
	})
	s.lectureRoutes()
	s.mux.HandleFunc("/api/", s.noAPI)
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, "/")
		if r.Method != http.MethodGet && r.Method != http.MethodHead && (name == "" || slices.Contains(pages, name) || strings.HasPrefix(name, "static/")) {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, speaks(r).T("405 method not allowed: the pages take GET"), http.StatusMethodNotAllowed)
			return
		}
		http.Error(w, speaks(r).T("404 page not found: the pages are %s", paths("/", pages, speaks(r))), http.StatusNotFound)
	})
	return s
}

// noAPI answers a path under /api/ that is no endpoint.
func (s *Server) noAPI(w http.ResponseWriter, r *http.Request) {
	writeError(w, http.StatusNotFound, speaks(r).T("no API at %q; the API is %s", shortInput(r.URL.Path), paths("/api/", endpoints, speaks(r))))
}

// ServeHTTP sets the security headers and serves the request; a panic is
// logged and answered with 500, never passed on. A URL and headers over
// MaxHeader are answered 431.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	if headerSize(r) > MaxHeader {
		writeError(w, http.StatusRequestHeaderFieldsTooLarge, headTooLarge(speaks(r)))
		return
	}
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.logPanic(r.URL.Path, rescue.Of(v))
			writeError(w, http.StatusInternalServerError, speaks(r).T("internal error; the server's log has the details"))
		}
	}()
	s.mux.ServeHTTP(w, r)
}

// headerSize is the size of r's URL and headers.
func headerSize(r *http.Request) int {
	n := len(r.RequestURI)
	for k, vs := range r.Header {
		for _, v := range vs {
			n += len(k) + len(v) + 4
		}
	}
	return n
}

// serveShared answers a request whose answer is the same bytes every time
// (shareable): 304 when the browser holds it already (its ETag), else the
// answer of the cache or of the work of an identical request in flight,
// else its own work, which the identical requests that come meanwhile
// wait for.
func (s *Server) serveShared(w http.ResponseWriter, r *http.Request, name string, h handler, l msg.Lang) {
	key := shareKey(name, r.Form, l.String())
	etag := s.share.etag(key)
	// 304 only for what would be served: an answer kept whose status is
	// 200, else once the work has answered 200 (If-None-Match: * or a
	// forged ETag never turns a refusal into a 304).
	held := matches(r.Header.Get("If-None-Match"), etag)
	if a, hit := s.share.cache.get(key); held && hit && a.status == http.StatusOK {
		notModified(w, etag)
		return
	}
	form := explore.Values(r.Form)
	ans, ok := s.share.do(r.Context(), s.baseContext(), key, func(base context.Context) (ans answer) {
		defer s.rescued(&ans, l, r.URL.Path)
		ctx, cancel := context.WithTimeout(msg.With(base, l), s.opt.Timeout)
		defer cancel()
		ctx, account := s.budget.OpenFrom(ctx, clientAddr(r))
		defer account.Close()
		res, err := h(ctx, &query{v: form, server: s})
		account.EndWork()
		if err != nil {
			// The waiting clients are there: base ends only when all
			// have gone.
			status, text := s.status(name, base, ctx, err)
			if status == 0 {
				status, text = http.StatusServiceUnavailable, l.Word(stoppingMessage)
			}
			if status >= 500 {
				s.logf("%s: %s", r.URL.Path, text)
			}
			return errorAnswer(status, text)
		}
		return answerOf(res)
	})
	if !ok {
		if s.stopping.Load() {
			writeError(w, http.StatusServiceUnavailable, l.Word(stoppingMessage))
		}
		return // else the client went away: nobody reads an answer
	}
	if held && ans.status == http.StatusOK {
		notModified(w, etag)
		return
	}
	ans.write(w, r, etag)
}

// rescued, deferred by a request's work in a goroutine of the server's
// own (a shared flight), answers a panic of that work 500 in l and logs
// it, as ServeHTTP does for the request's own goroutine.
func (s *Server) rescued(ans *answer, l msg.Lang, path string) {
	if v := recover(); v != nil {
		s.logPanic(path, rescue.Of(v))
		*ans = errorAnswer(http.StatusInternalServerError, l.T("internal error; the server's log has the details"))
	}
}

// logPanic logs a panic of a request's work: a line each time, and its
// stack the first time a panic of that value is seen (at most maxStacks
// kinds), so that a request sent again and again does not fill the log.
func (s *Server) logPanic(path string, p *rescue.Panic) {
	line := fmt.Sprintf("panic serving %s: %v", shortInput(path), p.Value)
	s.logM.Lock()
	first := !s.stacks[fmt.Sprint(p.Value)] && len(s.stacks) < maxStacks
	if first {
		s.stacks[fmt.Sprint(p.Value)] = true
	}
	s.logM.Unlock()
	if first {
		line += "\n" + strings.TrimRight(string(p.Stack), "\n")
	}
	s.logf("%s", line)
}

// maxStacks is how many kinds of panic have their stack logged.
const maxStacks = 100

// notModified answers 304: the browser holds the answer of etag.
func notModified(w http.ResponseWriter, etag string) {
	w.Header().Set("ETag", etag)
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusNotModified)
}

// baseContext is the context the server's shared work runs under: the
// one HTTPServer was given, cancelled when the server stops.
func (s *Server) baseContext() context.Context {
	if b := s.base.Load(); b != nil {
		return *b
	}
	return context.Background()
}

// readForm reads r's parameters, from its URL and from a form body of at
// most MaxBody bytes, and returns the status and sentence of a refusal (0
// when they are read): a body in another form than a URL-encoded form
// (JSON, text) 415, a body over MaxBody 413, one that comes too slowly
// 408, a parameter given twice 400; the sentence quotes no more than a
// short prefix of the input.
func readForm(w http.ResponseWriter, r *http.Request) (int, string) {
	l := speaks(r)
	if r.Method == http.MethodPost && r.ContentLength != 0 {
		ct, _, _ := strings.Cut(r.Header.Get("Content-Type"), ";")
		if ct = strings.ToLower(strings.TrimSpace(ct)); ct != "application/x-www-form-urlencoded" {
			if ct == "" {
				ct = l.Word("none")
			}
			return http.StatusUnsupportedMediaType, l.T("a body of type %s; send the parameters as a form (application/x-www-form-urlencoded) or in the URL", shortInput(ct))
		}
	}
	if r.ContentLength > MaxBody {
		// Declared too big: refused at once, not after waiting for it.
		return http.StatusRequestEntityTooLarge, l.T("the request's body is over %d bytes", MaxBody)
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	if err := r.ParseForm(); err != nil {
		var mb *http.MaxBytesError
		var ne net.Error
		switch {
		case errors.As(err, &mb):
			return http.StatusRequestEntityTooLarge, l.T("the request's body is over %d bytes", MaxBody)
		case errors.As(err, &ne) && ne.Timeout():
			return http.StatusRequestTimeout, l.T("the request's body came too slowly: send it whole at once")
		}
		return http.StatusBadRequest, l.T("cannot read the request's parameters: %s", shortInput(err.Error()))
	}
	for name, vs := range r.Form {
		if len(vs) > 1 {
			return http.StatusBadRequest, l.T("%s is given %d times; give each parameter once", shortInput(name), len(vs))
		}
	}
	return 0, ""
}

// page serves an embedded HTML page.
func (s *Server) page(static fs.FS, name string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		b, err := fs.ReadFile(static, name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		l, ok := langOf(r)
		if !ok {
			http.Error(w, speaks(r).T("400 lang %s: want en or fr", shortInput(msg.Escaped(r.URL.Query().Get("lang")))), http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Content-Language", l.String())
		w.Header().Add("Vary", "Accept-Language")
		w.Write(withWords(withSearches(translatePage(withDeclared(withGames(b, name), name), l), l), l))
	}
}

// withWords gives a page the words its scripts write themselves, in its
// language, from the catalog, and the registered games with their players
// and evaluations: JSON script elements (data, not run, so the pages'
// Content-Security-Policy holds) that the scripts read.
func withWords(page []byte, l msg.Lang) []byte {
	words, _ := json.Marshal(l.Words(allPageWords()))
	games, _ := json.Marshal(explore.Games())
	searches, _ := json.Marshal(explore.Searches(l))
	// json.Marshal escapes < and >: no "</" ends an element early.
	// Whether the language writes no thing in the singular, as it
	// writes one (msg.Lang.Singular): the pages' counts.
	plural, _ := json.Marshal(map[string]bool{"zero": l.Singular(0)})
	els := `<script type="application/json" id="words">` + string(words) + `</script>` + "\n" +
		`<script type="application/json" id="plural">` + string(plural) + `</script>` + "\n" +
		`<script type="application/json" id="games">` + string(games) + `</script>` + "\n" +
		`<script type="application/json" id="searches">` + string(searches) + `</script>` + "\n</head>"
	return bytes.Replace(page, []byte("</head>"), []byte(els), 1)
}

// withGames writes the menu of games into a page (its <!--games-->
// marker): an option each registered game, the default selected, so that
// a game added to the registry is offered by every page; the page that
// plays games of two (play) leaves out the games of several players.
func withGames(page []byte, name string) []byte {
	var b strings.Builder
	for i, g := range explore.Games() {
		// A game of hidden information is on every page: played, drawn
		// with its equilibrium, stepped, compared, and practised (the
		// quiz page asks its information sets and regret matching).
		if page := strings.TrimSuffix(name, ".html"); g.Several > 0 && page == "play" {
			continue
		}
		sel := ""
		if i == 0 {
			sel = " selected"
		}
		fmt.Fprintf(&b, `<option value="%s"%s>%s</option>`, html.EscapeString(g.Name), sel, html.EscapeString(g.Title))
	}
	return bytes.Replace(page, []byte("<!--games-->"), []byte(b.String()), 1)
}

// allPageWords are the pages' own words and those of the registered games
// (explore.GameWords), each once.
func allPageWords() []string {
	out := slices.Clone(pageWords)
	for _, w := range explore.GameWords() {
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// withSearches writes the menu of searches into a page (its
// <!--searches:FACE--> marker, FACE tree or step): an option each search
// declared on that face, in l, the default selected, so that a search
// declared once is offered by every page that offers its face.
func withSearches(page []byte, l msg.Lang) []byte {
	for _, face := range []string{"tree", "step"} {
		marker := []byte("<!--searches:" + face + "-->")
		if !bytes.Contains(page, marker) {
			continue
		}
		var b strings.Builder
		for _, c := range explore.Searches(l) {
			if !slices.Contains(c.Faces, face) {
				continue
			}
			sel, text := "", c.Name
			if c.Default {
				sel = " selected"
			}
			if c.Menu != "" {
				text += " (" + c.Menu + ")"
			}
			fmt.Fprintf(&b, `<option value="%s"%s>%s</option>`, html.EscapeString(c.Name), sel, html.EscapeString(text))
		}
		page = bytes.Replace(page, marker, []byte(b.String()), 1)
	}
	return page
}

// logf writes a line to the log.
func (s *Server) logf(format string, args ...any) {
	if s.opt.Log == nil {
		return
	}
	s.logM.Lock()
	defer s.logM.Unlock()
	fmt.Fprintf(s.opt.Log, "gametree serve: "+format+"\n", args...)
}

// handler is an API endpoint: it answers with a response or an error.
type handler func(ctx context.Context, q *query) (response, error)

// response is what an endpoint answers: JSON of a value, or bytes of a
// content type.
type response struct {
	json        any
	body        []byte
	contentType string
	filename    string
	// stream, when set, writes the whole answer itself.
	stream func(http.ResponseWriter)
}

// formLang reads the request's language: lang, taken out of the
// parameters of the job, else the browser's; a lang it cannot read is
// answered 400 (ok false).
func formLang(w http.ResponseWriter, r *http.Request) (l msg.Lang, ok bool) {
	l = msg.FromAcceptLanguage(r.Header.Get("Accept-Language"))
	if v := r.Form.Get("lang"); v != "" {
		var err error
		if l, err = msg.Parse(v); err != nil {
			writeError(w, http.StatusBadRequest, msg.FromAcceptLanguage(r.Header.Get("Accept-Language")).T("lang %q: want en or fr", shortInput(v)))
			return l, false
		}
	}
	r.Form.Del("lang")
	return l, true
}

// api registers /api/name for GET and POST (a form body of at most
// MaxBody bytes).
func (s *Server) api(name string, h handler) {
	serve := func(w http.ResponseWriter, r *http.Request) {
		if status, text := readForm(w, r); status != 0 {
			writeError(w, status, text)
			return
		}
		l, ok := formLang(w, r)
		if !ok {
			return
		}
		if shareable(name, r.Form) {
			s.serveShared(w, r, name, h, l)
			return
		}
		ctx, cancel := context.WithTimeout(msg.With(r.Context(), l), s.opt.Timeout)
		defer cancel()
		ctx, account := s.budget.OpenFrom(ctx, clientAddr(r))
		defer account.Close()
		res, err := h(ctx, &query{v: explore.Values(r.Form), server: s})
		account.EndWork()
		if err != nil {
			status, msg := s.status(name, r.Context(), ctx, err)
			if status == 0 {
				return // the client went away: nobody reads an answer
			}
			if status >= 500 {
				s.logf("%s: %s", r.URL.Path, msg)
			}
			writeError(w, status, msg)
			return
		}
		res.write(w, r)
	}
	s.mux.HandleFunc("GET /api/"+name, serve)
	s.mux.HandleFunc("POST /api/"+name, serve)
}

// status returns the status and message of endpoint's error: 0 when the
// client went away, 503 past the timeout or when the budget stayed taken,
// 422 for work over the limits, 500 for the server's own failures, 400
// for the rest. The message names the request's fields, and gives advice
// a browser's user can follow.
func (s *Server) status(endpoint string, client, ctx context.Context, err error) (int, string) {
	l := msg.From(ctx)
	switch {
	case client.Err() != nil && s.stopping.Load():
		return http.StatusServiceUnavailable, l.Word(stoppingMessage)
	case client.Err() != nil:
		return 0, ""
	case explore.Busy(err):
		return http.StatusServiceUnavailable, l.Error(err)
	case errors.Is(err, context.DeadlineExceeded) || ctx.Err() != nil:
		return http.StatusServiceUnavailable, l.T("the work took longer than this server's limit of %s (gametree serve --timeout); ask for less: %s", s.opt.Timeout, l.Word(less[endpoint]))
	}
	var se *serverError
	var slow *tooSlowError
	var inner *innerAnswer
	switch {
	case errors.As(err, &inner):
		// A one-file page's request of this server's API: its answer as
		// it was, already in the page's words.
		return inner.code, inner.text
	case explore.OverLimit(err) || errors.Is(err, render.ErrUnfit) || errors.As(err, &slow):
		return http.StatusUnprocessableEntity, s.Words(l, err)
	case errors.As(err, &se):
		return http.StatusInternalServerError, l.Error(err)
	}
	return http.StatusBadRequest, s.Words(l, err)
}

// less says, for each endpoint, how to ask for less work.
var less = map[string]string{
	"tree":    "a lower depth, view=pv, show-depth, or fewer iterations",
	"step":    "a lower depth or a smaller tree",
	"compare": "fewer or lower depths, or fewer iterations",
	"move":    "a weaker program (a lower depth or level, a shorter time)",
	"hint":    "a lower depth",
	"eval":    "a simpler evaluation",
	"quiz":    "a lower depth",
	"show":    "a smaller position",
}

// raise finds the CLI's advice to raise a limit, in each language of the
// catalog ("raise max-nodes", "montez max-nodes", after FieldMessage).
var raise = regexp.MustCompile(`(?:[,;]? (?:or|ou)|\s?[,;])? (?:raise|montez) max-(nodes|memory)\b`)

// Words writes err, an error of the application layer, in l and in the
// page's words: the parameters named as fields (depth, not --depth), and
// the advice to raise a limit as a browser's user can follow it. The
// memory is the server's owner's: the advice to raise it becomes the
// server's share. A tree over a max-nodes below the server's may be
// raised up to it, and the message says how far; at the server's own
// limit, the advice becomes that limit.
func (s *Server) Words(l msg.Lang, err error) string {
	text := explore.FieldMessage(l.Error(err))
	m := raise.FindStringSubmatch(text)
	if m == nil {
		return text
	}
	if limit, ok := explore.NodeLimit(err); m[1] == "nodes" && ok && limit < s.opt.MaxNodes {
		return text + " " + l.T("(max-nodes up to %d on this server)", s.opt.MaxNodes)
	}
	text = raise.ReplaceAllString(text, "")
	if m[1] == "nodes" {
		return text + " " + l.T("(this server builds at most %d nodes: gametree serve --max-nodes)", s.opt.MaxNodes)
	}
	return text + " " + l.T("(this server shares %s between its requests: gametree serve --max-memory)", s.opt.MaxMemory)
}

// stoppingMessage answers the requests a shutdown cuts short.
const stoppingMessage = "the server is stopping; try again in a moment, once it is back"

// serverError is a failure of the server, not of the request (graphviz
// failing to draw).
type serverError struct{ err error }

func (e *serverError) Error() string { return e.err.Error() }
func (e *serverError) Unwrap() error { return e.err }

// write sends the response.
func (res response) write(w http.ResponseWriter, r *http.Request) {
	if res.stream != nil {
		res.stream(w)
		return
	}
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	if res.json != nil {
		var b strings.Builder
		if err := render.EncodeJSON(&b, res.json); err != nil {
			writeError(w, http.StatusInternalServerError, "encoding the answer: "+err.Error())
			return
		}
		h.Set("Content-Type", "application/json; charset=utf-8")
		io.WriteString(w, b.String())
		return
	}
	h.Set("Content-Type", res.contentType)
	if res.filename != "" && r.Form.Get("download") != "" {
		h.Set("Content-Disposition", `attachment; filename="`+res.filename+`"`)
	}
	w.Write(res.body)
}

// errorBody is the JSON of an error.
type errorBody struct {
	Error string `json:"error"`
}

// writeError answers with status and {"error": msg}; a 503 or a 429 says
// when to try again (Retry-After).
func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	errorHeaders(w.Header(), status)
	w.WriteHeader(status)
	render.EncodeJSON(w, errorBody{msg})
}

// errorHeaders sets the headers of an error's answer: never kept, and a
// 503 or a 429 says when to try again (Retry-After).
func errorHeaders(h http.Header, status int) {
	h.Set("Cache-Control", "no-store")
	if status == http.StatusServiceUnavailable || status == http.StatusTooManyRequests {
		h.Set("Retry-After", "5")
	}
}

// MaxMemory is the memory the server's requests share.
func (s *Server) MaxMemory() explore.Bytes { return s.opt.MaxMemory }

// Close ends the graphviz workers.
func (s *Server) Close() { s.drawers.close() }

// Params are the parameters of gametree serve, declared as the
// application layer declares every command's.
func Params() []explore.Param {
	return []explore.Param{
		{Name: "addr", Default: "127.0.0.1:8080", Kind: explore.String, Usage: "serve on `HOST:PORT` (port 0: any free port)"},
		{Name: "open", Default: "false", Kind: explore.Bool, Usage: "open the play page in the default browser"},
		{Name: "max-nodes", Default: strconv.Itoa(DefaultMaxNodes), Kind: explore.Int, Usage: "the largest tree a request may build, in `NODES`",
			Range: &explore.Range{Min: 1, Max: explore.NoMax}},
		{Name: "timeout", Default: DefaultTimeout.String(), Kind: explore.Duration, Usage: "stop a request's work after `DURATION`"},
		{Name: "max-memory", Default: DefaultMaxMemory().String(), Kind: explore.String, DefaultText: "1GiB, or a quarter of the RAM when less",
			Usage: "share `SIZE` of memory between all the requests (512MiB, 4GiB): each waits for its estimate, up to 10s, or is answered 503"},
		{Name: "max-connections", Default: strconv.Itoa(DefaultMaxConnections), Kind: explore.Int, Usage: "hold at most `N` connections open at once: an idle one gives its place up to a new one, and past N at work the others wait to be accepted",
			Range: &explore.Range{Min: 1, Max: 100000, Unit: "connections"}},
		{Name: "connections-per-address", Default: "0", Kind: explore.Int, DefaultText: "an eighth of --max-connections",
			Usage: "let one client address hold `N` connections open at once, its idle ones giving their places up first, the next at work answered 503 at once (a lab behind one address needs about two a student, and --max-connections grows to it; one address may then hold more of the server)",
			Range: &explore.Range{Min: 0, Max: 100000, Unit: "connections"}},
		{Name: "per-address", Default: "0", Kind: explore.Int, DefaultText: "4 a core, at least 4",
			Usage: "let one client address have `N` requests in line at once, the others answered 503 (a lab behind one address, a school's NAT, needs its class's size; one address may then take more of the server from the others)",
			Range: &explore.Range{Min: 0, Max: 100000, Unit: "requests"}},
	}
}

// newBudget is the budget of a server of opt, its share per address
// opt's (PerAddress) where given.
func newBudget(opt Options) *explore.Budget {
	b := explore.NewBudget(opt.MaxMemory, opt.Cores, opt.QueueWait)
	b.SetShare(opt.PerAddress)
	return b
}

// clientAddr is the IP address of r's client, whose requests in line the
// budget bounds (explore.AddressLine).
func clientAddr(r *http.Request) string {
	if host, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		return host
	}
	return r.RemoteAddr
}
