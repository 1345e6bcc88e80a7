package web

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	qrcode "github.com/skip2/go-qrcode"

	"gametree/explore"
	"gametree/internal/msg"
	"gametree/render"
)

// The live lecture (explore's Lecture): a teacher's presenter page opens a
// lecture of a step-through and leads it; the students' pages join it
// with its code and follow it by server-sent events, a stream each page,
// the whole state at each change (a page that comes back gets the
// current state at once). Only the teacher's secret drives; a student's
// token answers.

// Lecture limits of the web face.
const (
	// joinTries is how many wrong codes one address may try a minute: a
	// code of about 387 million cannot be guessed at that rate.
	joinTries = 30
	// maxJoinAddresses bounds the addresses whose wrong codes are kept.
	maxJoinAddresses = 10000
	// heartbeat is how often an idle stream says it is alive, below the
	// proxies' and browsers' idle timeouts.
	heartbeat = 20 * time.Second
	// tallyEvery is the fastest the presenter's tally follows answers
	// coming in.
	tallyEvery = 200 * time.Millisecond
	// streamWrite bounds the writing of one event to a page.
	streamWrite = 30 * time.Second
)

// joinLimit counts the wrong codes of each address in the current minute.
type joinLimit struct {
	mu     sync.Mutex
	minute time.Time
	wrong  map[string]int
}

// allow reports whether addr may try a code now.
func (j *joinLimit) allow(addr string) bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	if now := time.Now().Truncate(time.Minute); !now.Equal(j.minute) {
		j.minute, j.wrong = now, map[string]int{}
	}
	return j.wrong[addr] < joinTries
}

// failed counts a wrong code of addr.
func (j *joinLimit) failed(addr string) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.wrong == nil || len(j.wrong) >= maxJoinAddresses {
		j.wrong = map[string]int{}
	}
	j.wrong[addr]++
}

// lectureRoutes adds the lectures' API.
func (s *Server) lectureRoutes() {
	s.mux.HandleFunc("POST /api/lecture/open", s.lectureForm(s.lectureOpen))
	s.mux.HandleFunc("POST /api/lecture/join", s.lectureForm(s.lectureJoin))
	s.mux.HandleFunc("POST /api/lecture/act", s.lectureForm(s.lectureAct))
	s.mux.HandleFunc("POST /api/lecture/answer", s.lectureForm(s.lectureAnswer))
	s.mux.HandleFunc("GET /api/lecture/events", s.lectureForm(s.lectureEvents))
	s.mux.HandleFunc("GET /api/lecture/results", s.lectureForm(s.lectureResults))
	s.mux.HandleFunc("GET /api/lecture/qr", s.lectureForm(s.lectureQR))
}

// lectureForm reads a lecture request's parameters and its language (lang,
// else the browser's), then serves it.
func (s *Server) lectureForm(h func(w http.ResponseWriter, r *http.Request, l msg.Lang)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if status, text := readForm(w, r); status != 0 {
			writeError(w, status, text)
			return
		}
		if l, ok := formLang(w, r); ok {
			h(w, r, l)
		}
	}
}

// writeJSON answers v as JSON.
func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	render.EncodeJSON(w, v)
}

// lectureOpen opens a lecture of the step-through of the request's
// parameters (the step page's): {"code", "teacher", "join", "steps",
// "nodes", "kinds", "sets", "no_questions"} (sets: under CFR, the
// information sets each step's walk updates; no_questions: why it asks
// none, when it does not).
func (s *Server) lectureOpen(w http.ResponseWriter, r *http.Request, l msg.Lang) {
	ctx, cancel := context.WithTimeout(msg.With(r.Context(), l), s.opt.Timeout)
	defer cancel()
	ctx, account := s.budget.OpenFrom(ctx, clientAddr(r))
	defer account.Close()
	q := &query{v: explore.Values(r.Form), server: s}
	if err := q.check(nil, explore.StepParams()); err != nil {
		s.lectureError(w, r, ctx, err)
		return
	}
	query := url.Values(r.Form).Encode()
	kept, req, err := s.stepOf(ctx, q)
	if err != nil {
		s.lectureError(w, r, ctx, err)
		return
	}
	account.EndWork()
	lec, teacher, err := s.lectures.OpenSteps(ctx, q.v, req, kept.steps, query)
	if err != nil {
		s.lectureError(w, r, ctx, err)
		return
	}
	writeJSON(w, map[string]any{"code": lec.Code, "teacher": teacher, "join": "/lecture?code=" + lec.Code,
		"steps": kept.steps.Len(), "nodes": lec.Nodes(l), "kinds": lec.Kinds(), "sets": lec.Sets(), "no_questions": lec.NoQuestions(l)})
}

// lectureError answers err as the API answers it.
func (s *Server) lectureError(w http.ResponseWriter, r *http.Request, ctx context.Context, err error) {
	status, text := s.status("step", r.Context(), ctx, err)
	if status == 0 {
		return
	}
	writeError(w, status, text)
}

// lectureOf returns the lecture of the request's code, or answers why
// none.
func (s *Server) lectureOf(w http.ResponseWriter, r *http.Request, l msg.Lang) *explore.Lecture {
	lec, err := s.lectures.Get(r.Form.Get("code"))
	if err != nil {
		writeError(w, http.StatusNotFound, s.Words(l, err))
		return nil
	}
	return lec
}

// taughtOf returns the lecture of the request's code when the request
// holds its teacher's secret, or answers why not.
func (s *Server) taughtOf(w http.ResponseWriter, r *http.Request, l msg.Lang) *explore.Lecture {
	lec := s.lectureOf(w, r, l)
	if lec != nil && !lec.Teacher(r.Form.Get("teacher")) {
		writeError(w, http.StatusForbidden, l.T("only the lecture's teacher leads it (the presenter's page that opened it)"))
		return nil
	}
	return lec
}

// lectureJoin admits a student: {"student": token, "query", "steps"}.
// An address that tries too many wrong codes in a minute is made to wait.
func (s *Server) lectureJoin(w http.ResponseWriter, r *http.Request, l msg.Lang) {
	addr := clientAddr(r)
	if !s.joins.allow(addr) {
		w.Header().Set("Retry-After", "60")
		writeError(w, http.StatusTooManyRequests, l.T("too many wrong codes from this address in a minute: wait a minute, and check the code with your teacher"))
		return
	}
	lec, err := s.lectures.Get(r.Form.Get("code"))
	if err != nil {
		s.joins.failed(addr)
		writeError(w, http.StatusNotFound, s.Words(l, err))
		return
	}
	token, err := lec.Join(r.Form.Get("nickname"))
	if err != nil {
		s.lectureRefusal(w, l, err)
		return
	}
	st, _ := lec.State()
	writeJSON(w, map[string]any{"code": lec.Code, "student": token, "query": st.Query, "steps": st.Steps})
}

// lectureRefusal answers a lecture's refusal: 422 over a limit, else 400.
func (s *Server) lectureRefusal(w http.ResponseWriter, l msg.Lang, err error) {
	status := http.StatusBadRequest
	if explore.OverLimit(err) {
		status = http.StatusUnprocessableEntity
	}
	writeError(w, status, s.Words(l, err))
}

// lectureAct is the teacher's: act=step (step=K, node=ID or -1), ask
// (kind, node: a node's name), reveal or close.
func (s *Server) lectureAct(w http.ResponseWriter, r *http.Request, l msg.Lang) {
	lec := s.taughtOf(w, r, l)
	if lec == nil {
		return
	}
	var err error
	switch act := r.Form.Get("act"); act {
	case "step":
		k, err1 := strconv.Atoi(r.Form.Get("step"))
		node, err2 := strconv.Atoi(r.Form.Get("node"))
		if err1 != nil || err2 != nil {
			err = explore.Usagef("step=K and node=ID (or -1): want whole numbers")
			break
		}
		err = lec.GoTo(k, node)
	case "ask":
		var kind explore.LiveKind
		if kind, err = explore.ParseLiveKind(r.Form.Get("kind")); err == nil {
			err = lec.Ask(kind, r.Form.Get("node"))
		}
	case "reveal":
		err = lec.Reveal()
	case "close":
		s.lectures.Close(lec)
	default:
		err = explore.Usagef("act %q: want step, ask, reveal or close", msg.Escaped(act))
	}
	if err != nil {
		s.lectureRefusal(w, l, err)
		return
	}
	writeJSON(w, map[string]bool{"ok": true})
}

// lectureAnswer records a student's answer to the current question.
func (s *Server) lectureAnswer(w http.ResponseWriter, r *http.Request, l msg.Lang) {
	lec := s.lectureOf(w, r, l)
	if lec == nil {
		return
	}
	if err := lec.Answer(r.Form.Get("student"), r.Form.Get("answer"), l); err != nil {
		s.lectureRefusal(w, l, err)
		return
	}
	writeJSON(w, map[string]any{"ok": true, "mine": lec.MineIn(r.Form.Get("student"), l)})
}

// lectureEvent is what a page of a lecture is sent at each change: the
// state, the question in the page's language, a student's own answer,
// and the teacher's tally.
type lectureEvent struct {
	explore.LectureState
	Question *explore.LiveQuestion `json:"question"`
	Mine     *explore.Mine         `json:"mine,omitempty"`
	Count    *explore.Count        `json:"count,omitempty"`
}

// lectureEvents streams a lecture to a page (server-sent events): the
// state at once, then at each change; to the teacher's page (teacher=)
// the tally too, at most every tallyEvery; a comment every heartbeat. It
// ends when the lecture ends (the server stopping ends every lecture, and
// the pages hear it), or when the page goes.
func (s *Server) lectureEvents(w http.ResponseWriter, r *http.Request, l msg.Lang) {
	lec := s.lectureOf(w, r, l)
	if lec == nil {
		return
	}
	teacher := lec.Teacher(r.Form.Get("teacher"))
	student := r.Form.Get("student")
	if !teacher && !lec.Student(student) {
		writeError(w, http.StatusForbidden, l.T("join the lecture first: this page is none of its students"))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	rc := http.NewResponseController(w)
	beat := time.NewTicker(heartbeat)
	defer beat.Stop()
	last, tallied := -1, false
	for {
		st, changed := lec.State()
		var tally <-chan struct{}
		if teacher {
			tally = lec.Tally()
		}
		if st.Version != last || tallied {
			if err := s.sendEvent(w, rc, lec, st, teacher, student, l); err != nil {
				return
			}
		}
		last, tallied = st.Version, false
		if st.Ended {
			return
		}
		select {
		case <-changed:
		case <-tally:
			time.Sleep(tallyEvery) // answers come in bursts: one tally for many
			tallied = true
		case <-beat.C:
			// The lectures left idle past their time end here too, when
			// no request comes to sweep them.
			s.lectures.Len()
			rc.SetWriteDeadline(time.Now().Add(streamWrite))
			if _, err := fmt.Fprint(w, ": alive\n\n"); err != nil || rc.Flush() != nil {
				return
			}
		case <-r.Context().Done():
			// The server stopping ends the request's context as the
			// lectures end: the page hears the end, not a drop it
			// would come back from.
			if b := s.base.Load(); b != nil && (*b).Err() != nil {
				st, _ := lec.State()
				st.Ended = true
				s.sendEvent(w, rc, lec, st, teacher, student, l)
			}
			return
		}
	}
}

// sendEvent writes the lecture's state st to a page as one event (its id
// the state's version): a teacher's with the tally, a student's with
// their own answer.
func (s *Server) sendEvent(w http.ResponseWriter, rc *http.ResponseController, lec *explore.Lecture, st explore.LectureState, teacher bool, student string, l msg.Lang) error {
	ev := lectureEvent{LectureState: st, Question: lec.Question(l)}
	if teacher {
		c := lec.CountIn(l)
		ev.Count = &c
	} else {
		ev.Mine = lec.MineIn(student, l)
	}
	b, err := json.Marshal(ev)
	if err != nil {
		return err
	}
	rc.SetWriteDeadline(time.Now().Add(streamWrite))
	if _, err := fmt.Fprintf(w, "id: %d\ndata: %s\n\n", st.Version, b); err != nil {
		return err
	}
	return rc.Flush()
}

// lectureResults answers the teacher's results as CSV.
func (s *Server) lectureResults(w http.ResponseWriter, r *http.Request, l msg.Lang) {
	lec := s.taughtOf(w, r, l)
	if lec == nil {
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Disposition", `attachment; filename="lecture-`+lec.Code+`.csv"`)
	lec.WriteCSV(w, l)
}

// lectureQR answers the QR code of the lecture's join link, as SVG: its
// dark modules one path.
func (s *Server) lectureQR(w http.ResponseWriter, r *http.Request, l msg.Lang) {
	lec := s.lectureOf(w, r, l)
	if lec == nil {
		return
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	link := scheme + "://" + r.Host + "/lecture?code=" + lec.Code
	code, err := qrcode.New(link, qrcode.Medium)
	if err != nil {
		writeError(w, http.StatusInternalServerError, l.T("internal error; the server's log has the details"))
		return
	}
	bits := code.Bitmap()
	var path strings.Builder
	for y, row := range bits {
		for x, on := range row {
			if on {
				fmt.Fprintf(&path, "M%d %dh1v1h-1z", x, y)
			}
		}
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "no-store")
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges" role="img"><title>%s</title><rect width="100%%" height="100%%" fill="#fff"/><path d="%s" fill="#000"/></svg>`,
		len(bits), len(bits), html.EscapeString(link), path.String())
}
