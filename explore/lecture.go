package explore

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"gametree/internal/msg"
	"gametree/quiz"
	"gametree/render"
	"gametree/search"
)

// A lecture is a step-through a teacher leads before a hall: the teacher
// steps and highlights nodes, the students' pages follow, and the teacher
// asks a question the quiz grades (a node's value, its window on entry,
// the leaves the search never evaluates), sees the answers come in, and
// reveals the right one with its reason. Lectures live in memory only:
// nothing is written to disk, and a server that stops ends them.

// Limits of lectures (LectureLimits' defaults).
const (
	// DefaultMaxLectures is how many lectures a server holds at once.
	DefaultMaxLectures = 16
	// DefaultMaxStudents is how many students a lecture admits.
	DefaultMaxStudents = 500
	// DefaultLectureIdle ends a lecture its teacher has not touched for
	// that long.
	DefaultLectureIdle = 90 * time.Minute
	// MaxNickname is the longest nickname, in characters.
	MaxNickname = 24
	// MaxAnswer is the longest answer, in bytes.
	MaxAnswer = 200
	// MaxQuestions bounds the questions of one lecture.
	MaxQuestions = 200
	// codeAlphabet writes the join codes: capitals and digits that no
	// one misreads (no O and 0, I and 1, S and 5, B and 8, Z and 2).
	codeAlphabet = "ACDEFGHJKLMNPQRTUVWXY345679"
	// codeLength is a code's length: 27^6, about 387 million codes.
	codeLength = 6
)

// LectureLimits bound the lectures of one server.
type LectureLimits struct {
	MaxLectures, MaxStudents int
	Idle                     time.Duration
}

// Lectures are the lectures a server holds, by join code.
type Lectures struct {
	mu     sync.Mutex
	byCode map[string]*Lecture
	limits LectureLimits
	// now is the clock (a test's own).
	now func() time.Time
}

// NewLectures returns an empty set of lectures bounded by limits, zero
// fields taking their defaults.
func NewLectures(limits LectureLimits) *Lectures {
	if limits.MaxLectures <= 0 {
		limits.MaxLectures = DefaultMaxLectures
	}
	if limits.MaxStudents <= 0 {
		limits.MaxStudents = DefaultMaxStudents
	}
	if limits.Idle <= 0 {
		limits.Idle = DefaultLectureIdle
	}
	return &Lectures{byCode: map[string]*Lecture{}, limits: limits, now: time.Now}
}

// Lecture is one lecture: its step-through, its state as the pages show
// it, its students and their answers.
type Lecture struct {
	// Code is the join code; teacher the presenter's secret.
	Code    string
	teacher string
	// Query is the step-through's parameters, as the pages ask the API
	// for its pictures ("leaves=...&algo=alphabeta").
	Query  string
	limits LectureLimits
	now    func() time.Time

	mu      sync.Mutex
	steps   int
	state   LectureState
	touched time.Time
	ex      map[msg.Lang]*quiz.Exercise
	// refused is why the quiz makes no exercise of the tree (its size),
	// where the search is one it grades.
	refused error
	// kinds are the questions the lecture may ask (lectureKinds).
	kinds map[LiveKind]bool
	// trace is Monte Carlo tree search's step-through, which grades the
	// child UCT selects; nil for other searches.
	trace *render.Trace
	// cfr is CFR's step-through, whose walks grade regret matching;
	// nil for other searches.
	cfr      *CFRTrace
	students map[string]*student
	// questions are those asked so far, the current last.
	questions []*liveQuestion
	// changed is closed and replaced at each change of the state the
	// pages follow; tally at each answer and join (the presenter's count).
	changed, tally chan struct{}
}

// LectureState is what every page of a lecture shows: the step, the node
// highlighted, the question asked, and whether it ended.
type LectureState struct {
	Version int    `json:"version"`
	Query   string `json:"query"`
	Steps   int    `json:"steps"`
	Step    int    `json:"step"`
	// Node is the id of the node the teacher highlights, -1 for none.
	Node  int  `json:"node"`
	Ended bool `json:"ended"`
	// Question is the current question's number (from 1), 0 for none;
	// Revealed tells that its answer is shown.
	Question int  `json:"question"`
	Revealed bool `json:"revealed"`
}

// student is one student of a lecture: a nickname (optional) and the
// answer given to each question, the last one kept.
type student struct {
	nickname string
	answers  map[int]*liveAnswer
}

// liveQuestion is a question asked in a lecture: its kind and node, the
// quiz's questions that grade it.
type liveQuestion struct {
	Kind LiveKind
	// Node is the node asked about (-1 for the pruned leaves, asked of
	// the whole tree).
	Node int32
	// sel is, for UCT's selection, the step of the selection asked.
	sel *render.TraceRow
	// set is, for regret matching, the set's update asked, at step.
	set  *CFRStep
	step int
}

// liveAnswer is an answer as read: its key (one text for the answers
// that are the same, in English), and whether it is right.
type liveAnswer struct {
	key   string
	right bool
	// shown writes it in a language.
	shown func(l msg.Lang) string
}

// LiveKind is a kind of question a lecture asks.
type LiveKind int

// The kinds of question.
const (
	// LiveValue asks a node's value (minimax's, expectimax's or max^n's).
	LiveValue LiveKind = iota
	// LiveWindow asks the window a node is entered with.
	LiveWindow
	// LivePruned asks the leaves the search never evaluates.
	LivePruned
	// LiveSelect asks the child UCT selects at the next selection of
	// Monte Carlo tree search.
	LiveSelect
	// LiveMatching asks the strategy regret matching plays next at an
	// information set CFR's walk updates.
	LiveMatching
)

// liveKinds name the kinds, as the API takes them.
var liveKinds = []string{"value", "window", "pruned", "select", "matching"}

// String returns "value", "window" or "pruned".
func (k LiveKind) String() string { return liveKinds[k] }

// ParseLiveKind reads a kind of question.
func ParseLiveKind(s string) (LiveKind, error) {
	if i := slices.Index(liveKinds, strings.ToLower(strings.TrimSpace(s))); i >= 0 {
		return LiveKind(i), nil
	}
	return 0, usagef("a question %q: want value, window, pruned, select or matching", s)
}

// Open opens a lecture of the step-through of p (the step page's
// parameters): it is searched once here, and its questions made by the
// quiz in each language. It returns the lecture and the teacher's secret.
func (h *Lectures) Open(ctx context.Context, p Params, query string) (*Lecture, string, error) {
	req, err := ParseStep(p, nil)
	if err != nil {
		return nil, "", err
	}
	steps, err := Step(ctx, req)
	if err != nil {
		return nil, "", err
	}
	return h.OpenSteps(ctx, p, req, steps, query)
}

// OpenSteps is Open of the step-through steps of req, searched already
// (the server's, kept for its pages).
func (h *Lectures) OpenSteps(ctx context.Context, p Params, req *TreeRequest, steps Steps, query string) (*Lecture, string, error) {
	h.sweep()
	lec := &Lecture{Query: query, limits: h.limits, now: h.now, steps: steps.Len(), students: map[string]*student{},
		changed: make(chan struct{}), tally: make(chan struct{}), touched: h.now()}
	lec.state = LectureState{Version: 1, Query: query, Steps: steps.Len(), Step: 1, Node: -1}
	lec.ex, lec.refused = lectureExercises(ctx, p, req.Search)
	lec.kinds = map[LiveKind]bool{}
	if lec.ex != nil {
		lec.kinds = lectureKinds(req, p, lec.ex[msg.En])
	}
	if tr, ok := steps.(*render.Trace); ok && tr.MCTS != nil {
		// Monte Carlo tree search: its own trace grades the child UCT
		// selects.
		lec.trace = tr
		lec.kinds[LiveSelect] = true
	}
	if h, ok := steps.(hiddenTrace); ok {
		if tr, ok := h.hs.(*CFRTrace); ok {
			// CFR: its walks' updates grade what regret matching plays.
			lec.cfr = tr
			lec.kinds[LiveMatching] = true
		}
	}
	lec.teacher = secret()
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.byCode) >= h.limits.MaxLectures {
		return nil, "", OverLimitf("this server holds %d lectures at once, all open: close one, or ask again when one ends", h.limits.MaxLectures)
	}
	for lec.Code = code(); h.byCode[lec.Code] != nil; lec.Code = code() {
	}
	h.byCode[lec.Code] = lec
	return lec, lec.teacher, nil
}

// lectureKinds are the questions a lecture of the search of req may ask
// (the quiz's exercise ex grading them): a node's value of a search
// whose values are the tree's exact ones (not Monte Carlo's, nor forward
// pruning's); the windows and the pruned leaves of the search the quiz
// grades them by (search.Decl.Grades: alpha-beta, Star1, shallow
// pruning), searching as the quiz does, children left to right,
// fail-soft, no quiescence.
func lectureKinds(req *TreeRequest, p Params, ex *quiz.Exercise) map[LiveKind]bool {
	d := req.Search
	out := map[LiveKind]bool{}
	if d == nil || d.MonteCarlo || d.Forward || (d.Family != search.Windows && d.Family != search.Vectors) {
		return out
	}
	out[LiveValue] = true
	order, _ := p.Get("order")
	hard, _ := p.Get("fail-hard")
	quiet, _ := p.Get("quiescence")
	if (order != "" && order != "natural") || (hard != "" && hard != "false") || (quiet != "" && quiet != "0") {
		return out
	}
	graders := quiz.Graders(ex.Tree.HasChance(), ex.Players > 0, "pruned", "windows")
	if slices.Contains(graders, d) {
		out[LivePruned] = slices.Contains(d.Grades, "pruned")
		out[LiveWindow] = slices.Contains(d.Grades, "windows") && ex.Ask&quiz.Windows != 0
	}
	return out
}

// lectureExercises makes the quiz of the tree of p in each language,
// whose questions the lecture asks: none when the quiz cannot grade the
// search stepped (Monte Carlo, hidden information, forward pruning,
// whose values are not the tree's exact ones).
func lectureExercises(ctx context.Context, p Params, d *search.Decl) (map[msg.Lang]*quiz.Exercise, error) {
	if d == nil || d.MonteCarlo || d.Forward || (d.Family != search.Windows && d.Family != search.Vectors) {
		return nil, nil
	}
	out := map[msg.Lang]*quiz.Exercise{}
	var refused error
	for _, l := range []msg.Lang{msg.En, msg.Fr} {
		for _, ask := range []string{"values,pruned,windows", "values,pruned"} {
			qp := Values{"ask": {ask}}
			for _, name := range []string{"leaves", "game", "moves", "board", "position", "size", "depth", "eval", "root"} {
				if v, ok := p.Get(name); ok {
					qp[name] = []string{v}
				}
			}
			if _, ok := qp["leaves"]; !ok && qp["moves"] == nil && qp["board"] == nil && qp["position"] == nil && qp["size"] == nil {
				qp["moves"] = []string{""} // the game's start, as the step-through's
			}
			req, err := ParseQuiz(qp, nil, nil)
			if err != nil {
				refused = err
				continue
			}
			ex, _, err := Quiz(msg.With(ctx, l), req)
			if err == nil {
				out[l] = ex
				break
			}
			refused = err
		}
	}
	if len(out) < 2 {
		return nil, refused
	}
	return out, nil
}

// secret returns 128 random bits in hexadecimal: a teacher's or a
// student's token.
func secret() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// code returns a random join code.
func code() string {
	b := make([]byte, codeLength)
	rand.Read(b)
	for i := range b {
		// 27 letters: the bias of a byte modulo 27 (256 = 9x27+13) is
		// no help to a guess bounded by the join's rate.
		b[i] = codeAlphabet[int(b[i])%len(codeAlphabet)]
	}
	return string(b)
}

// Get returns the lecture of code (in any case, spaces ignored).
func (h *Lectures) Get(code string) (*Lecture, error) {
	h.sweep()
	c := strings.ToUpper(strings.Join(strings.Fields(code), ""))
	h.mu.Lock()
	defer h.mu.Unlock()
	if lec := h.byCode[c]; lec != nil {
		return lec, nil
	}
	return nil, usagef("no lecture has the code %q: check it with your teacher (a lecture ends when its teacher closes it)", msg.Escaped(code))
}

// Len is how many lectures are open.
func (h *Lectures) Len() int {
	h.sweep()
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.byCode)
}

// sweep ends the lectures idle past their limit, and forgets the ended.
func (h *Lectures) sweep() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for c, lec := range h.byCode {
		if lec.expire() {
			delete(h.byCode, c)
		}
	}
}

// CloseAll ends every lecture (the server stops).
func (h *Lectures) CloseAll() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for c, lec := range h.byCode {
		lec.end()
		delete(h.byCode, c)
	}
}

// expire ends the lecture when its teacher has been idle too long, and
// reports whether it has ended.
func (lec *Lecture) expire() bool {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	if !lec.state.Ended && lec.now().Sub(lec.touched) > lec.limits.Idle {
		lec.endLocked()
	}
	return lec.state.Ended
}

// Teacher reports whether token is the teacher's secret, compared in a
// time that does not depend on where they differ.
func (lec *Lecture) Teacher(token string) bool {
	return subtle.ConstantTimeCompare([]byte(token), []byte(lec.teacher)) == 1
}

// State returns the lecture's state and the channel closed at its next
// change.
func (lec *Lecture) State() (LectureState, <-chan struct{}) {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	return lec.state, lec.changed
}

// Tally returns the channel closed at the next answer or join.
func (lec *Lecture) Tally() <-chan struct{} {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	return lec.tally
}

// changeLocked makes a new version of the state and wakes its pages.
func (lec *Lecture) changeLocked() {
	lec.state.Version++
	close(lec.changed)
	lec.changed = make(chan struct{})
}

// talliedLocked wakes the presenter's tally: a student joined, or an
// answer came.
func (lec *Lecture) talliedLocked() {
	close(lec.tally)
	lec.tally = make(chan struct{})
}

// end ends the lecture.
func (lec *Lecture) end() {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	lec.endLocked()
}

func (lec *Lecture) endLocked() {
	if lec.state.Ended {
		return
	}
	lec.state.Ended = true
	lec.changeLocked()
	lec.talliedLocked()
}

// Close ends the lecture at its teacher's word, and forgets it.
func (h *Lectures) Close(lec *Lecture) {
	lec.end()
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.byCode, lec.Code)
}

// errEnded refuses what an ended lecture cannot do.
func errEnded() error { return usagef("this lecture has ended") }

// GoTo shows step k (from 1), node (an id, -1 for none) highlighted.
func (lec *Lecture) GoTo(k, node int) error {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	if lec.state.Ended {
		return errEnded()
	}
	if k < 1 || k > lec.steps {
		return usagef("step %d: want a step from 1 to %d", k, lec.steps)
	}
	lec.touched = lec.now()
	if node < -1 || (lec.ex != nil && node >= lec.ex[msg.En].Tree.Len()) {
		return usagef("node %d: want a node's id, or -1 for none", node)
	}
	if lec.state.Step != k || lec.state.Node != node {
		lec.state.Step, lec.state.Node = k, node
		lec.changeLocked()
	}
	return nil
}

// Join admits a student, with a nickname (may be empty), and returns its
// token.
func (lec *Lecture) Join(nickname string) (string, error) {
	nick, err := ParseNickname(nickname)
	if err != nil {
		return "", err
	}
	lec.mu.Lock()
	defer lec.mu.Unlock()
	if lec.state.Ended {
		return "", errEnded()
	}
	if len(lec.students) >= lec.limits.MaxStudents {
		return "", OverLimitf("this lecture admits %d students, and has them all", lec.limits.MaxStudents)
	}
	token := secret()
	lec.students[token] = &student{nickname: nick, answers: map[int]*liveAnswer{}}
	lec.talliedLocked() // the presenter counts the students joined
	return token, nil
}

// ParseNickname reads a nickname: at most MaxNickname letters, digits,
// spaces and the marks - _ . ', its spaces collapsed; empty for none.
func ParseNickname(s string) (string, error) {
	nick := strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(nick) > MaxNickname {
		return "", usagef("a nickname has at most %d characters", MaxNickname)
	}
	for _, r := range nick {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" -_.'", r) {
			return "", usagef("a nickname holds letters, digits, spaces and - _ . ' only")
		}
	}
	return nick, nil
}

// Student reports whether token is one of the lecture's students.
func (lec *Lecture) Student(token string) bool {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	return lec.students[token] != nil
}

// Students is how many students joined.
func (lec *Lecture) Students() int {
	lec.mu.Lock()
	defer lec.mu.Unlock()
	return len(lec.students)
}
