package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"gametree/explore"
	"gametree/internal/fault"
	"gametree/internal/msg"
	"gametree/render"
)

// show answers /api/show: the JSON of gametree show --json.
func (s *Server) show(_ context.Context, q *query) (response, error) {
	if err := q.check(nil, explore.ShowParams()); err != nil {
		return response{}, err
	}
	g, err := explore.ParsePosition(q.v, nil)
	if err != nil {
		return response{}, err
	}
	return response{json: explore.Show(g)}, nil
}

// tree answers /api/tree: the tree in format (json by default), the bytes
// of gametree tree --format FORMAT with the same parameters.
func (s *Server) tree(ctx context.Context, q *query) (response, error) {
	if err := q.check([]string{"compact", "node"}, explore.TreeParams()); err != nil {
		return response{}, err
	}
	part, err := treePart(q)
	if err != nil {
		return response{}, err
	}
	if f := strings.ToLower(strings.TrimSpace(q.str("format", ""))); (f == "html" || f == "scorm") && !part.any() {
		return s.oneFileAnswer(ctx, "tree", q)
	}
	if _, ok := q.v.Get("format"); !ok {
		q.v["format"] = []string{"json"}
	}
	req, err := explore.ParseTree(q.v, nil)
	if err != nil {
		return response{}, err
	}
	// Every answer of one request but its format (the page's compact
	// form, JSON, picture, text, a node's panel) comes from one search.
	key := searchKey(url.Values(q.v), msg.From(ctx).String())
	sr, err := s.searches.find(ctx, key, func(ctx context.Context) (*render.Search, error) { return explore.SearchTree(ctx, req, nil) })
	if err != nil {
		return response{}, err
	}
	if part.any() {
		return part.answer(ctx, sr, req.Draw)
	}
	n, err := explore.PriceDrawing(ctx, req, sr)
	if err != nil {
		return response{}, err
	}
	if err := ctx.Err(); err != nil {
		return response{}, err // nobody waits for the answer any more
	}
	if req.Format == render.JSONFormat {
		var b bytes.Buffer
		opt := req.Draw
		opt.Stop = func() bool { return ctx.Err() != nil }
		if err := render.JSON(&b, sr, opt); errors.Is(err, render.ErrStopped) {
			return response{}, ctx.Err()
		} else if err != nil {
			return response{}, &serverError{err}
		}
		return response{body: b.Bytes(), contentType: req.Format.ContentType(), filename: "tree.json"}, nil
	}
	cost := drawCost{paper: req.Draw.Paper != nil, tidy: req.Draw.Layout == render.Tidy, here: render.DrawnHere(req.Format, sr, req.Draw)}
	if n == 0 { // counted where the drawing is priced by the node
		n = render.Drawn(sr, req.Draw)
	}
	body, err := s.draw(ctx, n, req.Format, cost, func(gv *render.Graphviz, b *bytes.Buffer) error { return gv.Draw(b, req.Format, sr, req.Draw) })
	if err != nil {
		return response{}, err
	}
	return response{body: body, contentType: req.Format.ContentType(), filename: "tree." + req.Format.Extension()}, nil
}

// treeAnswer is the part of a tree the tree page asks for: its compact
// form (compact=1), or the records of a node's panel (node=ID); neither
// for the whole answer.
type treeAnswer struct {
	compact bool
	node    int // -1 for none
}

// any reports whether a part is asked for.
func (p treeAnswer) any() bool { return p.compact || p.node >= 0 }

// treePart reads compact and node, which go with JSON, and takes them
// out of the CLI's parameters.
func treePart(q *query) (treeAnswer, error) {
	p := treeAnswer{node: -1}
	var err error
	if _, ok := q.v.Get("compact"); ok {
		if p.compact, err = boolParam(q, "compact"); err != nil {
			return p, err
		}
	}
	if v, ok := q.v.Get("node"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 0 {
			return p, fault.Errorf("node %q: want a node's id, a whole number from 0", shortInput(v))
		}
		p.node = n
	}
	delete(q.v, "compact")
	delete(q.v, "node")
	if p.compact && p.node >= 0 {
		return p, fault.Errorf("compact=1 (the whole tree, compact) and node=ID (one node's panel) do not go together")
	}
	if f, ok := q.v.Get("format"); ok && p.any() && !strings.EqualFold(strings.TrimSpace(f), "json") {
		return p, fault.Errorf("compact=1 and node=ID answer JSON: leave format out")
	}
	return p, nil
}

// answer writes the part of sr the page asked for, drawn with opt.
func (p treeAnswer) answer(ctx context.Context, sr *render.Search, opt render.Options) (response, error) {
	var b bytes.Buffer
	opt.Stop = func() bool { return ctx.Err() != nil }
	var err error
	if p.compact {
		err = render.CompactJSON(&b, sr, opt)
	} else {
		err = render.JSONAround(&b, sr, opt, p.node)
	}
	switch {
	case errors.Is(err, render.ErrStopped):
		return response{}, ctx.Err()
	case err != nil && !p.compact:
		return response{}, err // a node the tree does not have
	case err != nil:
		return response{}, &serverError{err}
	}
	return response{body: b.Bytes(), contentType: render.JSONFormat.ContentType(), filename: "tree.json"}, nil
}

// draw runs a drawing of nodes nodes in format f, with one of the pool's
// graphviz workers when the format needs graphviz: it stops when ctx is
// done, its worker killed.
func (s *Server) draw(ctx context.Context, nodes int, f render.Format, cost drawCost, do func(*render.Graphviz, *bytes.Buffer) error) ([]byte, error) {
	var b bytes.Buffer
	var err error
	if f.NeedsGraphviz() && !cost.here {
		if err := checkTime(ctx, s.opt.Timeout, f, nodes, cost); err != nil {
			return nil, err
		}
		err = s.drawers.draw(ctx, nodes, func(gv *render.Graphviz) error { return do(gv, &b) })
	} else {
		err = do(nil, &b)
	}
	var se *serverError
	switch {
	case err == nil:
		return b.Bytes(), nil
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case errors.Is(err, render.ErrUnfit), errors.As(err, &se):
		return nil, err // ErrUnfit is the request's: too big to draw legibly as asked
	}
	return nil, &serverError{err}
}

// step answers /api/step: the trace of gametree step --trace --format
// FORMAT (json by default), or with format=svg the picture of one step
// (step=K), as step --frames draws it, and with format=text its screen,
// as step --interactive shows it on a terminal without bounds: the
// picture's text alternative. With tree=1 it answers what the step page
// draws the steps on (stepWithTree). Every answer of one step-through
// (its trace, tree and pictures) comes from one search, kept (s.steps).
func (s *Server) step(ctx context.Context, q *query) (response, error) {
	if err := q.check([]string{"step", "compact", "tree", "columns"}, explore.StepParams()); err != nil {
		return response{}, err
	}
	columns, err := columnsParam(q)
	if err != nil {
		return response{}, err
	}
	if f := strings.ToLower(strings.TrimSpace(q.str("format", ""))); f == "html" || f == "scorm" {
		if _, hasStep := q.v.Get("step"); !hasStep {
			return s.oneFileAnswer(ctx, "step", q)
		}
	}
	if _, ok := q.v.Get("compact"); ok {
		return s.compactStep(ctx, q)
	}
	if _, ok := q.v.Get("tree"); ok {
		return s.stepWithTree(ctx, q)
	}
	picture := strings.EqualFold(strings.TrimSpace(q.str("format", "")), "svg")
	_, hasStep := q.v.Get("step")
	screen := hasStep && strings.EqualFold(strings.TrimSpace(q.str("format", "")), "text")
	if hasStep != (picture || screen) {
		return response{}, fault.Errorf("step=K goes with format=svg (the picture of step K) or format=text (its screen), and format=svg needs it")
	}
	if _, ok := q.v.Get("format"); !ok || picture || screen {
		q.v["format"] = []string{"json"}
	}
	tr, req, err := s.stepOf(ctx, q)
	if err != nil {
		return response{}, err
	}
	tr.mu.Lock()
	defer tr.mu.Unlock()
	// The page's pictures are placed by the tidy layout and written
	// without graphviz: a step is drawn in milliseconds.
	opt := render.Options{ASCII: req.Draw.ASCII, Layout: render.Tidy, Width: columns}
	if !picture && !screen {
		var b bytes.Buffer
		if err := writeTrace(&b, tr.steps, req.Format, opt.ASCII); err != nil {
			return response{}, err
		}
		return response{body: b.Bytes(), contentType: req.Format.ContentType(), filename: "trace." + req.Format.Extension()}, nil
	}
	k, err := strconv.Atoi(strings.TrimSpace(q.str("step", "")))
	if err != nil || k < 1 || k > tr.steps.Len() {
		return response{}, fault.Errorf("step %q: want a step from 1 to %d", q.str("step", ""), tr.steps.Len())
	}
	if screen {
		return stepScreen(ctx, tr.steps, k, opt)
	}
	n := tr.steps.Nodes()
	if err := explore.Reserve(ctx, explore.DrawHereBytes(n), msg.P("drawing %s nodes as %s", msg.Count(n), "svg")); err != nil {
		return response{}, err
	}
	body, err := s.draw(ctx, n, render.SVGFormat, drawCost{here: true}, func(gv *render.Graphviz, b *bytes.Buffer) error { return tr.steps.Frame(gv, b, k, opt) })
	if err != nil {
		return response{}, err
	}
	return response{body: body, contentType: render.SVGFormat.ContentType(), filename: fmt.Sprintf("step-%04d.svg", k)}, nil
}

// columnsParam reads columns, the width in columns a step's screen or
// picture is written for (a phone's page asks for fewer than a
// terminal's 80: the walks of hidden information then go a row a move);
// 0 when it is not given.
func columnsParam(q *query) (int, error) {
	text, ok := q.v.Get("columns")
	if !ok {
		return 0, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < explore.NarrowWidth || n > explore.TerminalWidth {
		return 0, fault.Errorf("columns %q: want a width from %d to %d columns", text, explore.NarrowWidth, explore.TerminalWidth)
	}
	return n, nil
}

// writeTrace writes the whole of tr in format f: an error of the server,
// or the request's refusal of a format the search's family does not
// write.
func writeTrace(b *bytes.Buffer, tr explore.Steps, f render.Format, ascii bool) error {
	var refused *explore.UsageError
	if err := tr.WriteTrace(b, f, ascii); errors.As(err, &refused) {
		return err
	} else if err != nil {
		return &serverError{err}
	}
	return nil
}

// stepScreen answers step k's screen of tr.
func stepScreen(ctx context.Context, tr explore.Steps, k int, opt render.Options) (response, error) {
	n := tr.Nodes()
	if err := explore.Reserve(ctx, explore.DrawBytes(render.TextFormat, n), msg.P("drawing %s nodes as %s", msg.Count(n), "text")); err != nil {
		return response{}, err
	}
	var b bytes.Buffer
	if err := tr.Screen(&b, k, opt); err != nil {
		return response{}, &serverError{err}
	}
	return response{body: b.Bytes(), contentType: render.TextFormat.ContentType(), filename: fmt.Sprintf("step-%04d.txt", k)}, nil
}

// stepWithTree answers /api/step?tree=1, all the step page loads with one
// request: {"trace": the trace as JSON, "tree": what its steps are drawn
// on, "big": whether that is the compact form}. The tree is the JSON of
// the tree searched (render.JSON, every node: the ids the trace names),
// or for a search too big for a picture a step (PicturePerStep) the
// compact form of the trace (compact=1), or null where a step's picture
// is its own (the walks of hidden information).
func (s *Server) stepWithTree(ctx context.Context, q *query) (response, error) {
	tr, req, err := s.stepPart(ctx, q, "tree", "tree=1 answers the trace and its tree as JSON: leave format and step out")
	if err != nil {
		return response{}, err
	}
	tr.mu.Lock()
	defer tr.mu.Unlock()
	var trace, drawing bytes.Buffer
	if err := writeTrace(&trace, tr.steps, render.JSONFormat, req.Draw.ASCII); err != nil {
		return response{}, err
	}
	big := !PicturePerStep(tr.steps.Len(), tr.steps.Nodes())
	switch sr := tr.steps.Drawing(); {
	case big:
		c, err := explore.CompactTrace(ctx, tr.steps, req)
		if err != nil {
			return response{}, err
		}
		if err := json.NewEncoder(&drawing).Encode(c); err != nil {
			return response{}, &serverError{err}
		}
	case sr == nil:
		drawing.WriteString("null")
	default:
		opt := render.Options{View: render.Full, ASCII: req.Draw.ASCII, Stop: func() bool { return ctx.Err() != nil }}
		if err := render.JSON(&drawing, sr, opt); errors.Is(err, render.ErrStopped) {
			return response{}, ctx.Err()
		} else if err != nil {
			return response{}, &serverError{err}
		}
	}
	body, err := json.Marshal(struct {
		Trace json.RawMessage `json:"trace"`
		Tree  json.RawMessage `json:"tree"`
		Big   bool            `json:"big"`
	}{trace.Bytes(), drawing.Bytes(), big})
	if err != nil {
		return response{}, &serverError{err}
	}
	return response{body: body, contentType: "application/json", filename: "trace.json"}, nil
}

// compactStep answers /api/step?compact=1: the trace in the compact form
// (render.CompactTrace), which the step page draws every step from, for a
// search too big to draw a picture a step.
func (s *Server) compactStep(ctx context.Context, q *query) (response, error) {
	tr, req, err := s.stepPart(ctx, q, "compact", "compact=1 answers the trace's drawing as JSON: leave format and step out")
	if err != nil {
		return response{}, err
	}
	tr.mu.Lock()
	defer tr.mu.Unlock()
	c, err := explore.CompactTrace(ctx, tr.steps, req)
	if err != nil {
		return response{}, err
	}
	b, err := json.Marshal(c)
	if err != nil {
		return response{}, &serverError{err}
	}
	return response{body: b, contentType: "application/json", filename: "trace.json"}, nil
}

// stepPart reads the part of a step-through asked for by the parameter
// part (compact=1, tree=1), which answers JSON (refused, in the words of
// refusal, with a format, a step or part=false), and returns the
// step-through of the rest of q.
func (s *Server) stepPart(ctx context.Context, q *query, part, refusal string) (*keptSteps, *explore.TreeRequest, error) {
	on, err := boolParam(q, part)
	if err != nil {
		return nil, nil, err
	}
	_, format := q.v.Get("format")
	if _, step := q.v.Get("step"); format || step || !on {
		return nil, nil, fault.Errorf(refusal)
	}
	delete(q.v, part)
	q.v["format"] = []string{"json"}
	return s.stepOf(ctx, q)
}

// keptSteps is a step-through kept for the requests of its page (its
// trace, tree, pictures and screens), which take turns reading it.
type keptSteps struct {
	mu    sync.Mutex
	steps explore.Steps
	units int // what it holds, in the keeper's units (stepsSize)
}

// stepsSize is what a step-through kept holds, in the units of a searched
// node (about 600 bytes): its steps and drawn nodes.
func stepsSize(k *keptSteps) int { return k.units }

// keptUnits weighs steps for the keeper: its steps and drawn nodes; a
// step-through whose steps draw themselves (CFR's walks, a step a table
// of every set it updates: 8.8 MB of JSON for 24 walks of Leduc hold'em)
// by the size of its JSON as well, measured once as it is kept.
func keptUnits(steps explore.Steps, ascii bool) int {
	units := steps.Len() + steps.Nodes()
	if steps.Drawing() == nil {
		var c byteCounter
		if steps.WriteTrace(&c, render.JSONFormat, ascii) == nil {
			units += int(c / 600)
		}
	}
	return units
}

// byteCounter counts the bytes written to it.
type byteCounter int64

func (c *byteCounter) Write(p []byte) (int, error) { *c += byteCounter(len(p)); return len(p), nil }

// stepOf reads the request q and returns its search recorded for
// stepping through it: the one kept for the same parameters and language
// (searchKey, the step asked left out), else searched now.
func (s *Server) stepOf(ctx context.Context, q *query) (*keptSteps, *explore.TreeRequest, error) {
	req, err := explore.ParseStep(q.v, nil)
	if err != nil {
		return nil, nil, err
	}
	key := searchKey(url.Values(q.v), msg.From(ctx).String())
	tr, err := s.steps.find(ctx, key, func(ctx context.Context) (*keptSteps, error) {
		steps, err := explore.Step(ctx, req)
		if err != nil {
			return nil, err
		}
		return &keptSteps{steps: steps, units: keptUnits(steps, req.Draw.ASCII)}, nil
	})
	return tr, req, err
}

// boolParam reads a boolean parameter, true when given empty.
func boolParam(q *query, name string) (bool, error) {
	s, ok := q.v.Get(name)
	if !ok {
		return false, nil
	}
	if strings.TrimSpace(s) == "" {
		return true, nil
	}
	b, err := strconv.ParseBool(strings.TrimSpace(s))
	if err != nil {
		return false, fault.Errorf("--%s %q: want true or false", name, s)
	}
	return b, nil
}

// compare answers /api/compare: the report of gametree compare --format
// FORMAT (json by default; svg is the plot of --plot). With stream=true it
// answers NDJSON as it works: {"progress": "..."} lines, then {"report":
// ..., "plot": "<svg>"} or {"error": "..."}.
func (s *Server) compare(ctx context.Context, q *query) (response, error) {
	if err := q.check([]string{"stream"}, explore.CompareParams()); err != nil {
		return response{}, err
	}
	plot := strings.EqualFold(strings.TrimSpace(q.str("format", "")), "svg")
	if _, ok := q.v.Get("format"); !ok || plot {
		q.v["format"] = []string{"json"}
	}
	stream, err := boolParam(q, "stream")
	if err != nil {
		return response{}, err
	}
	req, err := explore.ParseCompare(q.v, nil)
	if err != nil {
		return response{}, err
	}
	req.MaxNodes = s.opt.MaxNodes
	if stream {
		return response{stream: func(w http.ResponseWriter) { s.streamCompare(ctx, w, req) }}, nil
	}
	rep, err := explore.Compare(ctx, req, func(string, ...any) {})
	if err != nil {
		return response{}, err
	}
	if req.NoTime {
		rep.DropTimes()
	}
	var b bytes.Buffer
	f := req.Format
	if plot {
		f, err = render.SVGFormat, rep.Plot(&b)
	} else {
		err = rep.Write(&b, f, req.NoTime)
	}
	if err != nil {
		return response{}, &serverError{err}
	}
	return response{body: b.Bytes(), contentType: f.ContentType(), filename: "compare." + f.Extension()}, nil
}

// streamLine is one line of a streamed comparison.
type streamLine struct {
	Progress string                 `json:"progress,omitempty"`
	Report   *explore.CompareReport `json:"report,omitempty"`
	Plot     string                 `json:"plot,omitempty"`
	// MCTSPlot is the plot of compare --mcts, when asked.
	MCTSPlot string `json:"mcts_plot,omitempty"`
	Error    string `json:"error,omitempty"`
}

// streamCompare runs a comparison, writing its progress (at most ten
// lines a second) and its end as NDJSON.
func (s *Server) streamCompare(ctx context.Context, w http.ResponseWriter, req *explore.CompareRequest) {
	w.Header().Set("Content-Type", "application/x-ndjson; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	rc := http.NewResponseController(w)
	send := func(l streamLine) {
		b, _ := json.Marshal(l)
		w.Write(append(b, '\n'))
		rc.Flush()
	}
	lang := msg.From(ctx)
	send(streamLine{Progress: lang.Word("starting")})
	var last time.Time
	rep, err := explore.Compare(ctx, req, func(format string, args ...any) {
		if format == "" || time.Since(last) < 100*time.Millisecond {
			return
		}
		last = time.Now()
		send(streamLine{Progress: msg.P(format, args...).In(lang)})
	})
	if err != nil {
		_, msg := s.status("compare", context.Background(), ctx, err)
		send(streamLine{Error: msg})
		return
	}
	if req.NoTime {
		rep.DropTimes()
	}
	var plot bytes.Buffer
	if err := rep.Plot(&plot); err != nil {
		send(streamLine{Error: err.Error()})
		return
	}
	line := streamLine{Report: rep, Plot: plot.String()}
	if rep.MCTS != nil {
		var mp bytes.Buffer
		if err := rep.MCTSPlot(&mp); err == nil {
			line.MCTSPlot = mp.String()
		}
	}
	send(line)
}

// quiz answers /api/quiz: the quiz of gametree quiz with the same
// parameters (a random tree without a seed gets one, in the answer), and
// with answers (the text of an answer file) its grade; with format, the
// files of quiz -o: its sheet with its key (pdf, tex), its one-file page
// (html) or that page's SCORM package (scorm).
func (s *Server) quiz(ctx context.Context, q *query) (response, error) {
	if err := q.check([]string{"answers", "format"}, explore.QuizParams()); err != nil {
		return response{}, err
	}
	answers, graded := q.v.Get("answers")
	delete(q.v, "answers")
	format := strings.ToLower(strings.TrimSpace(q.str("format", "json")))
	switch {
	case format != "json" && graded:
		return response{}, fault.Errorf("answers are graded in JSON; leave format out to grade them")
	case format == "html" || format == "scorm":
		if _, ok := q.v.Get("seed"); !ok && !hasAny(q, "leaves", "moves", "board", "game") {
			// A random tree's page keeps its seed: draw one here.
			q.v["seed"] = []string{strconv.FormatUint(rand.Uint64N(99999)+1, 10)}
		}
		return s.oneFileAnswer(ctx, "quiz", q)
	case format != "json" && format != "pdf" && format != "tex":
		return response{}, fault.Errorf("format %q: want json, pdf or tex (the sheet with its key), html (a one-file page) or scorm (its SCORM package)", format)
	}
	delete(q.v, "format")
	req, err := explore.ParseQuiz(q.v, nil, func() uint64 { return rand.Uint64N(99999) + 1 })
	if err != nil {
		return response{}, err
	}
	if req.Hidden != nil && format != "json" {
		// A game of hidden information's sheet: its questions, then its
		// key, as text.
		var b bytes.Buffer
		if err := explore.HiddenQuizSheet(ctx, &b, req, format == "tex"); err != nil {
			return response{}, err
		}
		f := map[bool]render.Format{true: render.TeXFormat, false: render.PDFFormat}[format == "tex"]
		return response{body: b.Bytes(), contentType: f.ContentType(), filename: "quiz." + map[bool]string{true: "tex", false: "pdf"}[format == "tex"]}, nil
	}
	if req.Hidden != nil {
		// A game of hidden information: its questions, graded here.
		hq, err := explore.NewHiddenQuiz(req, msg.From(ctx))
		if err != nil {
			return response{}, err
		}
		var given *string
		if graded {
			given = &answers
		}
		page, err := hq.Page(given)
		if err != nil {
			return response{}, err
		}
		return response{json: page}, nil
	}
	if format != "json" {
		return s.quizSheet(ctx, req, explore.QuizAgain(q.v, req), format == "tex")
	}
	ex, _, err := explore.Quiz(ctx, req)
	if err != nil {
		return response{}, err
	}
	doc := req.Doc(ex)
	if graded {
		ans, err := ex.ParseAnswers(strings.NewReader(answers), "answers")
		if err != nil {
			return response{}, err
		}
		rep := ex.Grade(ans)
		doc.Grade = &rep
	}
	return response{json: doc}, nil
}

// quizSheet answers the sheet of req's quiz with its key, as quiz -o
// quiz.pdf (or .tex) writes it: the PDF laid out by one of the pool's
// graphviz workers.
func (s *Server) quizSheet(ctx context.Context, req *explore.QuizRequest, again string, tex bool) (response, error) {
	ex, err := explore.QuizExercise(ctx, req, again)
	if err != nil {
		return response{}, err
	}
	paper, _ := render.ParsePaper("a4")
	exs := []render.Exercise{ex}
	if tex {
		var b bytes.Buffer
		if err := render.ExercisesTeX(&b, exs, paper); err != nil {
			return response{}, &serverError{err}
		}
		return response{body: b.Bytes(), contentType: render.TeXFormat.ContentType(), filename: "quiz.tex"}, nil
	}
	b, err := s.draw(ctx, ex.Search.Tree.Len(), render.PDFFormat, drawCost{}, func(gv *render.Graphviz, b *bytes.Buffer) error {
		return gv.ExercisesPDF(b, exs, paper, nil)
	})
	if err != nil {
		return response{}, err
	}
	return response{body: b, contentType: render.PDFFormat.ContentType(), filename: "quiz.pdf"}, nil
}

// hasAny reports whether q gives any of names.
func hasAny(q *query, names ...string) bool {
	for _, n := range names {
		if _, ok := q.v.Get(n); ok {
			return true
		}
	}
	return false
}
