package web

import (
	"math/rand/v2"
	"net/http/httptest"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"gametree/explore"
	"gametree/game"
	"gametree/internal/msg"
)

// The requests the fuzz target sends are drawn from the declarations: an
// endpoint, a search among every declared one (those the endpoint takes
// and those it does not), a tree (a registered game's start, a position
// a random line reaches, a finished one, or a textbook tree in every
// notation, a single leaf among them), and any of the endpoint's declared
// parameters with values from its kind and range (inside, on and past
// the bounds, and not a value at all).

// endpointParams are the declared parameters of each endpoint, as its
// handler checks them.
var endpointParams = map[string][][]explore.Param{
	"show":    {explore.ShowParams()},
	"tree":    {explore.TreeParams()},
	"step":    {explore.StepParams()},
	"compare": {explore.CompareParams()},
	"quiz":    {explore.QuizParams()},
	"move":    {explore.MoveParams()},
	"hint":    {explore.HintParams()},
	"eval":    {explore.TermsParams()},
}

// notations are textbook trees in every notation the tree reader takes,
// the edges among them: a single leaf, a root with one child, vectors of
// utilities, chance nodes, leaves that are not quiet, and trees it
// refuses.
var notations = []string{
	"5", "(5)", "((5))", "(1 2)", "((3 12 8) (2 4 6) (14 5 2))",
	"(1,2,6)", "((1,2,6))", "((1,2,6) (4,2,3))", "(((4,3,3)) ((1,1,8) (0,0,10)))",
	"{1/2: 3, 1/2: 4}", "({1/2: (3 12), 1/2: (2 4)} 7)", "(({1/3: 1, 2/3: 5}))",
	"4?(1 2)", "(4?(-2 6) (2 3))", "(4?(-2 6?(1 9)) 3)",
	"(1 2", "()", "(1,2) (3)", "((1 2) (3,4,5))", "{1/2: 3}", "(a b)", "(1e400 2)",
}

// chooser draws choices from fuzzed bytes, then from a generator seeded
// by them once the bytes run out.
type chooser struct {
	b []byte
	r *rand.Rand
}

func newChooser(b []byte) *chooser {
	var seed uint64
	for _, c := range b {
		seed = seed*131 + uint64(c)
	}
	return &chooser{b: b, r: rand.New(rand.NewPCG(seed, 61))}
}

// n draws a number from 0 to k-1.
func (c *chooser) n(k int) int {
	if k <= 0 {
		return 0
	}
	if len(c.b) > 0 {
		v := int(c.b[0])
		c.b = c.b[1:]
		return v % k
	}
	return c.r.IntN(k)
}

// pick draws one of xs.
func pick[T any](c *chooser, xs []T) T { return xs[c.n(len(xs))] }

// line is a random line of plies moves from g's start (fewer where the
// game ends first), as the game writes a transcript, and the position it
// reaches.
func line(c *chooser, g game.Game, plies int) (string, game.Position) {
	p := g.Start()
	var moves []game.Move
	for len(moves) < plies && !p.Over() {
		m := pick(c, p.AppendMoves(nil))
		moves = append(moves, m)
		p = p.Play(m)
	}
	return game.JoinMoves(g, game.FormatMoves(g.Start(), moves)), p
}

// position sets form's tree of kind k: a textbook tree (k past the
// games), or a game's position (its start, a line's end, or a finished
// game).
func position(c *chooser, k int, form url.Values) {
	games := explore.Games()
	switch {
	case k >= len(games):
		form.Set("leaves", pick(c, notations))
	default:
		name := games[k].Name
		form.Set("game", name)
		g, err := game.New(name, "")
		if err != nil {
			return
		}
		plies := pick(c, []int{0, 1, 3, 1000})
		if moves, _ := line(c, g, plies); moves != "" {
			form.Set("moves", moves)
		}
	}
}

// value draws a value for p: its default, a bound, one past it, a choice,
// or nonsense.
func value(c *chooser, p explore.Param) string {
	switch p.Kind {
	case explore.Int:
		if p.Range != nil {
			return pick(c, []string{strconv.FormatInt(p.Range.Min, 10), strconv.FormatInt(p.Range.Min-1, 10),
				strconv.FormatInt(min(p.Range.Max, 4), 10), strconv.FormatInt(p.Range.Max, 10), "1", "2", "x"})
		}
		return pick(c, []string{"0", "1", "2", "3", "-1", "99999999999999999999", "x"})
	case explore.Float:
		return pick(c, []string{"0", "0.5", "1", "1.414", "-1", "NaN", "1e308", "x"})
	case explore.Bool:
		return pick(c, []string{"true", "false", "1", "x"})
	case explore.Duration:
		return pick(c, []string{"1ms", "50ms", "1s", "0s", "x"})
	}
	if len(p.Choices) > 0 {
		choice, _, _ := strings.Cut(pick(c, p.Choices), " ")
		return pick(c, []string{choice, choice, choice, "x"})
	}
	return pick(c, []string{p.Default, "", "x", "1", "a1", "(1 2)"})
}

// drawRequest draws a request: an endpoint and its form. Most requests
// are ones the endpoint may answer (the parameters it declares, those of
// its search where it takes them); one in eight keeps a parameter its
// search does not take, to be refused.
func drawRequest(c *chooser) (string, url.Values) {
	endpoint := pick(c, endpoints)
	kind := c.n(len(explore.Games()) + 2)
	sc := pick(c, explore.Searches(msg.En))
	form := url.Values{}
	position(c, kind, form)
	declared := map[string]bool{}
	var params []explore.Param
	for _, l := range endpointParams[endpoint] {
		for _, p := range l {
			declared[p.Name] = true
			params = append(params, p)
		}
	}
	stray := c.n(8) == 0
	takes := func(name string) bool {
		return declared[name] && (!searchParam[name] || slices.Contains(sc.Takes, name))
	}
	if declared["algo"] && c.n(4) > 0 {
		form.Set("algo", sc.Name)
	}
	if takes("depth") && form.Has("game") {
		form.Set("depth", pick(c, []string{"1", "2", "3"}))
	}
	if takes("iterations") && form.Get("algo") != "" {
		form.Set("iterations", pick(c, []string{"1", "5", "30"}))
	}
	for range c.n(4) {
		p := pick(c, params)
		if p.Local || p.File != "" || p.Name == "max-nodes" || p.Name == "max-memory" || !takes(p.Name) && !stray {
			continue
		}
		form.Set(p.Name, value(c, p))
	}
	for name := range form {
		if !declared[name] {
			form.Del(name)
		}
	}
	return endpoint, form
}

// searchParam names the parameters some search takes beyond the tree.
var searchParam = func() map[string]bool {
	out := map[string]bool{}
	for _, sc := range explore.Searches(msg.En) {
		for _, p := range sc.Takes {
			out[p] = true
		}
	}
	return out
}()

// FuzzEndpoints sends every endpoint requests drawn from the declarations
// (every search, game and textbook notation, with their parameters): the
// server answers each, never with a 500, never panicking (a panic in a
// goroutine of the server's ends this process, which the fuzzer reports),
// and an error is one line of JSON. Its seeds name every search on every
// tree; .ci/run fuzzes it for a bounded time.
func FuzzEndpoints(f *testing.F) {
	searches := explore.Searches(msg.En)
	kinds := len(explore.Games()) + 2
	for i := range searches {
		for k := range kinds {
			// The endpoint, then the tree, then the search: each
			// search on each kind of tree, the endpoint turning.
			e := (i*kinds + k) % len(endpoints)
			f.Add([]byte{byte(e), byte(k), byte(i), byte(3 * k), byte(i + k), 7})
		}
	}
	const timeout = 2 * time.Second
	s := New(Options{MaxNodes: 3000, Timeout: timeout, MaxMemory: 256 * explore.MiB})
	f.Fuzz(func(t *testing.T, data []byte) {
		c := newChooser(data)
		endpoint, form := drawRequest(c)
		target := "/api/" + endpoint + "?" + form.Encode()
		rec := httptest.NewRecorder()
		start := time.Now()
		s.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
		// Not a timing test: a bound far past the server's time, so that
		// a request that outlives its budget (Leduc hold'em's equilibrium
		// once ran 4 s of a 2 s budget) is a finding, not a stalled run.
		if d := time.Since(start); d > timeout+5*time.Second {
			t.Fatalf("%s: answered after %v, past the server's %v", target, d, timeout)
		}
		answered(t, target, rec)
	})
}
