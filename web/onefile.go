package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io/fs"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"gametree/explore"
	"gametree/internal/fault"
	"gametree/internal/msg"
	"gametree/render"
)

// The one-file pages (gametree tree|step|quiz --format html): the page
// the server sends, its styles and scripts inside it, and the answers of
// the API it asks as it loads, gzip'd inside it too, so that it opens from
// disk (file://) with no server and no network, in the language asked.

// Limits of a one-file page: a tree drawn whole in its SVG (the canvas
// of big trees asks the server for each node's panel), and the frames of
// a step-through, each a drawing of the tree.
const (
	OneFileMaxNodes = explore.OneFileMaxNodes
	// OneFileMaxSteps bounds a step page's steps; OneFileMaxPictureSteps
	// those of a tree edited in a one-file page, which the page searches
	// and draws a picture a step itself (treereport.js).
	OneFileMaxSteps        = 100_000
	OneFileMaxPictureSteps = 2000
	// OneFileMaxDrawings bounds a step page's work: each step draws the
	// tree whole, so its steps times its nodes, the drawings of a node
	// it makes, about 17 microseconds, 1.6 KB at the peak of the memory
	// and 25 bytes of the page each (a flat list of 400 leaves, 483,000
	// of them: 8.4 s, 780 MB, 12 MB); 250,000 is about 4 s and 400 MB.
	OneFileMaxDrawings = 250_000
	// oneFileDrawingBytes is the memory a step page is priced at, a
	// drawing of a node.
	oneFileDrawingBytes = 1600
)

// OneFilePages are the pages a one-file page is made of.
var OneFilePages = []string{"tree", "step", "quiz"}

// errorf makes an error of package web whose reason the catalog
// translates.
func errorf(format string, args ...any) error { return fault.New("web", format, args...) }

// OneFile makes the one-file page page ("tree", "step" or "quiz") of the
// request params (the API's parameters), in the language l: its data are
// the answers of the server's own API, as the served page would fetch
// them. A tree of more than OneFileMaxNodes drawn nodes, or a trace of
// more than OneFileMaxSteps steps, is refused with the reason.
func OneFile(ctx context.Context, page string, params url.Values, l msg.Lang) ([]byte, error) {
	return New(Options{}).oneFile(ctx, page, params, l, nil)
}

// Searched is what its caller has searched already for a one-file page
// (the command line, which refuses past its limits in its own words
// first): its request, parsed from the page's parameters, and for the
// step page its trace (Steps), for the tree page its tree (Tree).
type Searched struct {
	Request *explore.TreeRequest
	Steps   explore.Steps
	Tree    *render.Search
}

// OneFileOf is OneFile of the page (tree or step) whose search done
// holds: the request is not parsed, nor the search run, again.
func OneFileOf(ctx context.Context, page string, params url.Values, l msg.Lang, done Searched) ([]byte, error) {
	return forCommandLine(done.Request).oneFile(ctx, page, params, l, &done)
}

// forCommandLine is a server that answers the requests of a one-file page
// the command line makes, under the limits of its request req (its
// --max-nodes and --max-memory), the command line's time unbounded (an
// hour): not under a class server's, whose flags the command line has
// not.
func forCommandLine(req *explore.TreeRequest) *Server {
	opt := Options{MaxNodes: req.MaxNodes, MaxMemory: req.MaxMemory, Timeout: time.Hour}
	s := New(opt)
	s.commandLine = true
	return s
}

// oneFile is OneFile on this server: its API answers, under its limits;
// done, when not nil, is the page's search, run already.
func (s *Server) oneFile(ctx context.Context, page string, params url.Values, l msg.Lang, done *Searched) ([]byte, error) {
	q := url.Values{}
	for k, v := range params {
		q[k] = append([]string(nil), v...)
	}
	q.Del("format")
	q.Del("download")
	q.Set("lang", l.String())
	get := func(endpoint string, q url.Values) ([]byte, error) {
		req := httptest.NewRequest(http.MethodGet, "/api/"+endpoint+"?"+q.Encode(), nil).WithContext(ctx)
		if addr, ok := explore.AddressOf(ctx); ok {
			// The page's own requests are its client's, in its share.
			req.RemoteAddr = net.JoinHostPort(addr, "0")
		}
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			var e struct {
				Error string `json:"error"`
			}
			if json.Unmarshal(rec.Body.Bytes(), &e) == nil && e.Error != "" {
				return nil, &innerAnswer{code: rec.Code, text: e.Error}
			}
			return nil, errorf("the API answered %d to %s", rec.Code, endpoint)
		}
		return rec.Body.Bytes(), nil
	}
	if done != nil && done.Tree != nil {
		// The page's requests of the tree (its compact form, JSON,
		// picture and text) find it kept, under the key they make once
		// the server's limits are read into them.
		tq := &query{v: explore.Values(clone(q)), server: s}
		delete(tq.v, "lang")
		if err := tq.check([]string{"compact", "node"}, explore.TreeParams()); err == nil {
			s.searches.put(searchKey(url.Values(tq.v), l.String()), done.Tree)
		}
	}
	data := map[string]any{}
	var key []byte
	var err error
	switch page {
	case "tree":
		err = treeData(get, q, data, l)
	case "step":
		err = stepData(ctx, q, data, l, done)
	case "quiz":
		key, err = quizData(ctx, get, q, data, l)
	default:
		return nil, errorf("no one-file page %q; want tree, step or quiz", page)
	}
	if err != nil {
		return nil, err
	}
	return assemble(page, q, data, key, l)
}

// innerAnswer is an error the server's API answered a one-file page's
// request with: its status and its text, already in the page's language
// and words, which the page's own request answers as they are.
type innerAnswer struct {
	code int
	text string
}

// Error returns the answer's text.
func (e *innerAnswer) Error() string { return e.text }

// getter asks the server's API.
type getter func(endpoint string, q url.Values) ([]byte, error)

// raw keeps an answer of the API as it came.
func raw(b []byte) json.RawMessage { return json.RawMessage(bytes.TrimSpace(b)) }

// treeData asks what the tree page asks: the compact form, then the tree
// and its drawing by the tidy layout.
func treeData(get getter, q url.Values, data map[string]any, l msg.Lang) error {
	cq := clone(q)
	cq.Set("compact", "1")
	compact, err := get("tree", cq)
	if err != nil {
		return err
	}
	var c struct {
		Compact struct {
			Count int `json:"count"`
		} `json:"compact"`
	}
	if err := json.Unmarshal(compact, &c); err != nil {
		return err
	}
	if c.Compact.Count > OneFileMaxNodes {
		return explore.OverLimitf("a one-file page holds a tree of at most %s drawn nodes, and this one draws %s: %s, or draw part of it with --view pv or --show-depth", msg.Count(OneFileMaxNodes), msg.Count(c.Compact.Count), explore.Smaller(explore.Values(q)))
	}
	full, err := get("tree", q)
	if err != nil {
		return err
	}
	sq := clone(q)
	sq.Set("format", "svg")
	sq.Set("layout", "tidy")
	svg, err := get("tree", sq)
	if err != nil {
		return err
	}
	tq := clone(q)
	tq.Set("format", "text")
	text, err := get("tree", tq)
	if err != nil {
		return err
	}
	data["tree:compact"], data["tree"], data["tree:svg"], data["tree:text"] = raw(compact), raw(full), string(svg), string(text)
	return nil
}

// stepData makes what the step page asks, from one search: the trace,
// then, for a search small enough to draw a picture a step (its steps
// times its nodes within OneFileMaxDrawings, as step.js decides), the
// tree of its nodes and every step's drawing and screen (stepPictures);
// for a bigger one, the trace in the compact form, which the page draws
// every step from.
func stepData(ctx context.Context, q url.Values, data map[string]any, l msg.Lang, done *Searched) error {
	ctx = msg.With(ctx, l)
	if done != nil && done.Steps != nil {
		return stepDataOf(ctx, q, done.Request, done.Steps, data)
	}
	sq := clone(q)
	sq.Set("format", "json")
	req, err := explore.ParseStep(explore.Values(sq), nil)
	if err != nil {
		return err
	}
	tr, err := explore.Step(ctx, req)
	if err != nil {
		return err
	}
	return stepDataOf(ctx, q, req, tr, data)
}

// stepDataOf is stepData of req's step-through tr, searched already.
func stepDataOf(ctx context.Context, q url.Values, req *explore.TreeRequest, tr explore.Steps, data map[string]any) error {
	steps := tr.Len()
	if steps > OneFileMaxSteps {
		return explore.OverLimitf("a one-file page holds at most %s steps, and this search takes %s: %s", msg.Count(int64(OneFileMaxSteps)), msg.Count(int64(steps)), explore.Smaller(explore.Values(q)))
	}
	var trace bytes.Buffer
	if err := tr.WriteTrace(&trace, render.JSONFormat, req.Draw.ASCII); err != nil {
		return err
	}
	data["step"] = raw(trace.Bytes())
	if !PicturePerStep(steps, tr.Nodes()) {
		c, err := explore.CompactTrace(ctx, tr, req)
		if err != nil {
			return err
		}
		data["step:compact"] = c
		return nil
	}
	return stepPictures(ctx, tr, req, q, data)
}

// stepPictures makes the pictures of a step page drawn a picture a step:
// the tree searched as JSON (null where a step's picture is its own), as
// /api/step?tree=1 answers it, and every step's drawing and screen (its
// text alternative), each kind kept as the lines they share and each
// frame's changes from the one before.
func stepPictures(ctx context.Context, tr explore.Steps, req *explore.TreeRequest, q url.Values, data map[string]any) error {
	tree := []byte("null")
	if sr := tr.Drawing(); sr != nil {
		var b bytes.Buffer
		if err := render.JSON(&b, sr, render.Options{View: render.Full, ASCII: req.Draw.ASCII, Stop: stopper(ctx)}); err != nil {
			return err
		}
		tree = b.Bytes()
	}
	if err := priceStepPage(ctx, tr.Len(), tr.Nodes(), req.MaxMemory, q); err != nil {
		return err
	}
	pictures, screens := newFrames(), newFrames()
	opt := render.Options{ASCII: req.Draw.ASCII, Layout: render.Tidy}
	// One buffer for every frame: a frame's lines are kept (copied) as
	// they first appear, the frame itself not.
	var b bytes.Buffer
	for k := 1; k <= tr.Len(); k++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		b.Reset()
		if err := tr.Frame(nil, &b, k, opt); err != nil {
			return err
		}
		pictures.add(b.Bytes())
		b.Reset()
		if err := tr.Screen(&b, k, opt); err != nil {
			return err
		}
		screens.add(b.Bytes())
	}
	data["tree"] = raw(tree)
	data["step:frames"], data["step:screens"] = pictures.data(), screens.data()
	if tr.Drawing() != nil && q.Get("leaves") == "" && q.Get("leaves-file") == "" {
		// A game tree's step-through opens on a phone on the canvas when
		// its picture would show the root alone (step.js onCanvas): its
		// compact form too, a small part of the page.
		c, err := explore.CompactTrace(ctx, tr, req)
		if err != nil {
			return err
		}
		data["step:compact"] = c
	}
	return nil
}

// stopper is a render.Options.Stop that stops when ctx is done.
func stopper(ctx context.Context) func() bool { return func() bool { return ctx.Err() != nil } }

// PicturePerStep reports whether a step page draws a search of steps
// steps over nodes nodes as a picture a step (its steps times its nodes
// within OneFileMaxDrawings, and its nodes within OneFileMaxNodes), where
// a bigger one is drawn from the compact form (render.CompactTrace) on a
// canvas: /api/step?tree=1 answers which, for step.js.
func PicturePerStep(steps, nodes int) bool {
	return int64(steps)*int64(nodes) <= OneFileMaxDrawings && nodes <= OneFileMaxNodes
}

// priceStepPage refuses, or reserves the memory of, a step page of steps
// steps over a tree of n nodes, before one is drawn: its drawings of a
// node (steps times nodes) within OneFileMaxDrawings, their memory within
// the request's budget (maxMemory) and the server's, and the drawing of
// the tree for the server's graphviz work besides.
func priceStepPage(ctx context.Context, steps, n int, maxMemory explore.Bytes, q url.Values) error {
	drawings := int64(steps) * int64(n)
	if drawings > OneFileMaxDrawings {
		return explore.OverLimitf("a one-file page draws the tree at each step: %d steps of %d nodes are %s drawings of a node, over the limit of %s; %s",
			steps, n, msg.Count(drawings), msg.Count(OneFileMaxDrawings), explore.Smaller(explore.Values(q)))
	}
	need := explore.Bytes(drawings*oneFileDrawingBytes) + explore.DrawHereBytes(n)
	if maxMemory > 0 && need > maxMemory {
		return &explore.MemoryError{Need: need, Budget: maxMemory, What: msg.P("a one-file page of %s steps over %s nodes", msg.Count(int64(steps)), msg.Count(int64(n))),
			Hint: msg.P("%s, or raise --max-memory", explore.Smaller(explore.Values(q)))}
	}
	return explore.Reserve(ctx, need, msg.P("a one-file page of %s steps over %s nodes", msg.Count(int64(steps)), msg.Count(int64(n))))
}

// frames are the frames of a step-through (its pictures, or its
// screens) as a one-file page keeps them: the lines they share, and each
// frame's changes from the one before.
type frames struct {
	lines []string
	index map[string]int
	diffs [][]int
	prev  []int
}

func newFrames() *frames { return &frames{index: map[string]int{}} }

// add keeps the next frame, text: each line the first time it appears
// (a copy, text's buffer being written again), and the frame as its
// changes from the one before.
func (f *frames) add(text []byte) {
	cur := make([]int, 0, len(f.prev))
	for {
		line, rest, more := bytes.Cut(text, []byte("\n"))
		i, ok := f.index[string(line)]
		if !ok {
			i = len(f.lines)
			f.index[string(line)] = i
			f.lines = append(f.lines, string(line))
		}
		cur = append(cur, i)
		if !more {
			break
		}
		text = rest
	}
	f.diffs = append(f.diffs, frameDiff(f.prev, cur))
	f.prev = cur
}

// data is what the page's data holds of the frames.
func (f *frames) data() map[string]any {
	return map[string]any{"lines": f.lines, "frames": f.diffs}
}

// frameDiff writes frame cur as the page rebuilds it from prev: its
// length, then each line that differs, as its place and its line's index.
func frameDiff(prev, cur []int) []int {
	out := []int{len(cur)}
	for i, v := range cur {
		if i >= len(prev) || prev[i] != v {
			out = append(out, i, v)
		}
	}
	return out
}

// quizData asks the quiz the page shows, and makes its answer key: every
// question with its answer and its reason, which the page grades by (the
// key is kept apart from the data, and scrambled: the answers are not
// read by opening the file).
func quizData(ctx context.Context, get getter, q url.Values, data map[string]any, l msg.Lang) ([]byte, error) {
	doc, err := get("quiz", q)
	if err != nil {
		return nil, err
	}
	var d struct {
		Seed *uint64 `json:"seed"`
	}
	if err := json.Unmarshal(doc, &d); err != nil {
		return nil, err
	}
	kq := clone(q)
	if d.Seed != nil {
		kq.Set("seed", strconv.FormatUint(*d.Seed, 10))
	}
	key, err := explore.QuizKeyOf(msg.With(ctx, l), explore.Values(kq))
	if err != nil {
		return nil, err
	}
	data["quiz"] = raw(doc)
	return json.Marshal(key)
}

// clone copies q.
func clone(q url.Values) url.Values {
	out := url.Values{}
	for k, v := range q {
		out[k] = append([]string(nil), v...)
	}
	return out
}

// scriptSrc and styleLink are how a page names its script and styles.
var (
	scriptSrc = regexp.MustCompile(`<script type="module" src="/static/([a-z]+\.js)"></script>`)
	styleLink = regexp.MustCompile(`<link rel="stylesheet" href="/static/style\.css">`)
	iconLink  = regexp.MustCompile(`<link rel="icon"[^>]*>\n?`)
)

// assemble writes the page with its styles, its scripts as one module,
// and its data inside: gzip'd JSON in base64, the quiz's key scrambled.
func assemble(page string, q url.Values, data map[string]any, key []byte, l msg.Lang) ([]byte, error) {
	static, err := fs.Sub(assets, "assets")
	if err != nil {
		return nil, err
	}
	b, err := fs.ReadFile(static, page+".html")
	if err != nil {
		return nil, err
	}
	html := withWords(withSearches(translatePage(withDeclared(withGames(b, page), page+".html"), l), l), l)
	css, err := fs.ReadFile(static, "style.css")
	if err != nil {
		return nil, err
	}
	m := scriptSrc.FindSubmatch(html)
	if m == nil {
		return nil, errorf("the page %s names no script", page)
	}
	js, err := bundle(static, string(m[1]), q.Get("leaves") != "")
	if err != nil {
		return nil, err
	}
	packed, err := pack(data)
	if err != nil {
		return nil, err
	}
	pq := clone(q)
	pq.Del("lang")
	off := map[string]any{"params": pq.Encode(), "data": packed, "mastery": ScormMastery}
	if key != nil {
		off["key"], off["salt"] = scramble(key, packed)
	}
	offJSON, _ := json.Marshal(off) // json escapes < and >
	html = iconLink.ReplaceAll(html, nil)
	html = styleLink.ReplaceAllLiteral(html, []byte("<style>\n"+string(css)+"</style>"))
	// The data first: the script reads it as it starts.
	inline := `<script type="application/json" id="offline">` + string(offJSON) + "</script>\n" +
		`<script type="module">` + "\n" + strings.ReplaceAll(js, "</script", `<\/script`) + "</script>"
	html = bytes.Replace(html, m[0], []byte(inline), 1)
	return html, nil
}

// pack writes data as gzip'd JSON in base64, the same bytes for the same
// data.
func pack(data map[string]any) (string, error) {
	j, err := json.Marshal(data)
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := zw.Write(j); err != nil {
		return "", err
	}
	if err := zw.Close(); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(buf.Bytes()), nil
}

// scramble hides key: each byte xored with a stream drawn from a salt,
// itself drawn from the data (the same page, the same bytes); the page
// undoes it (unscramble in common.js). The answers are not read by
// opening the file; the script that grades them holds the way back.
func scramble(key []byte, data string) (string, uint32) {
	h := fnv.New32a()
	h.Write([]byte(data))
	salt := h.Sum32() | 1
	out := make([]byte, len(key))
	x := salt
	for i, c := range key {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		out[i] = c ^ byte(x)
	}
	return base64.StdEncoding.EncodeToString(out), salt
}

// modules are the pages' scripts that others import, in the order they
// must come: each before those that import it.
var modules = []string{"common.js", "several.js", "textbook.js", "nodes.js", "bigtree.js", "stepcanvas.js", "treereport.js", "editor.js", "quizhidden.js", "live.js"}

// importLine and exportDecl are the forms of import and export the
// pages' scripts use.
var (
	importLine = regexp.MustCompile(`(?m)^import \{([^}]*)\} from '\./([a-z]+\.js)';\n`)
	exportDecl = regexp.MustCompile(`(?m)^export (async function|function|const|let|class) ([A-Za-z_$][\w$]*)`)
)

// editEngines are the scripts that search and draw an edited textbook
// tree in a one-file page (the quiz, the tree and the step-through of
// each edit). A page of a game tree, which has no editor, is joined
// without them: each stands as an empty module, and the pages read it
// only for a textbook tree.
var editEngines = map[string]bool{"textbook.js": true, "several.js": true, "treereport.js": true}

// bundle joins the page's script main and the scripts it imports into
// one module: each a function's scope that returns what it exports, its
// imports read from those before it; without textbook, the edit engines
// are left out.
func bundle(static fs.FS, main string, textbook bool) (string, error) {
	var b strings.Builder
	for _, name := range append(append([]string(nil), modules...), main) {
		src, err := fs.ReadFile(static, name)
		if err != nil {
			return "", err
		}
		text := string(src)
		if name != main && !imported(static, main, name) {
			continue
		}
		if !textbook && editEngines[name] {
			fmt.Fprintf(&b, "const %s = {};\n", moduleVar(name))
			continue
		}
		var exports []string
		text = exportDecl.ReplaceAllStringFunc(text, func(m string) string {
			sub := exportDecl.FindStringSubmatch(m)
			exports = append(exports, sub[2])
			return sub[1] + " " + sub[2]
		})
		text = importLine.ReplaceAllStringFunc(text, func(m string) string {
			sub := importLine.FindStringSubmatch(m)
			return "const {" + sub[1] + "} = " + moduleVar(sub[2]) + ";\n"
		})
		if strings.Contains(text, "\nimport ") || strings.Contains(text, "\nexport ") {
			return "", errorf("the script %s has an import or export the one-file page cannot join", name)
		}
		fmt.Fprintf(&b, "const %s = (() => {\n%s\nreturn { %s };\n})();\n", moduleVar(name), text, strings.Join(exports, ", "))
	}
	return b.String(), nil
}

// imported reports whether the script main imports name, itself or
// through the scripts it imports.
func imported(static fs.FS, main, name string) bool {
	src, err := fs.ReadFile(static, main)
	if err != nil {
		return false
	}
	for _, m := range importLine.FindAllStringSubmatch(string(src), -1) {
		if m[2] == name || imported(static, m[2], name) {
			return true
		}
	}
	return false
}

// moduleVar names the object of a script's exports: "mod_common".
func moduleVar(name string) string { return "mod_" + strings.TrimSuffix(name, ".js") }

// oneFileAnswer answers an API request of format=html with the one-file
// page of page ("tree", "step"), to download; of format=scorm, with its
// SCORM package.
func (s *Server) oneFileAnswer(ctx context.Context, page string, q *query) (response, error) {
	scorm := strings.EqualFold(strings.TrimSpace(q.str("format", "")), "scorm")
	l := msg.From(ctx)
	b, err := s.oneFile(ctx, page, url.Values(q.v), l, nil)
	if err != nil {
		return response{}, err
	}
	if scorm {
		if b, err = scormZip(b, scormTitle(page, url.Values(q.v), l)); err != nil {
			return response{}, &serverError{err}
		}
		return response{body: b, contentType: "application/zip", filename: page + ".zip"}, nil
	}
	return response{body: b, contentType: "text/html; charset=utf-8", filename: page + ".html"}, nil
}
