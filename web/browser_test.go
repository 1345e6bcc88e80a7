package web

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"gametree/internal/msg"
	"gametree/othello"
)

// The browser tests drive Debian's chromium through the DevTools protocol,
// as google/pprof tests its web UI. Without a browser they skip; .ci/run
// installs one. GAMETREE_SCREENSHOTS=DIR keeps a screenshot of each page at
// laptop and phone widths.

// findBrowser returns the path of a Chromium, or "".
func findBrowser() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// browser starts a headless Chromium on a test server of the pages and
// returns its context and the server's URL.
func browser(t testing.TB) (context.Context, string) {
	t.Helper()
	return browserOn(t, New(Options{}))
}

// browserOn is browser with the server's handler h.
func browserOn(t testing.TB, h http.Handler) (context.Context, string) {
	t.Helper()
	needBrowsers(t)
	path := findBrowser()
	if path == "" {
		t.Skip("no Chromium: install the chromium package (apt-get install chromium) to run the browser tests")
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	shared.once.Do(func() {
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(path),
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.UserDataDir(shared.dir),
			chromedp.WindowSize(1280, 800),
		)
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		browserCtx, cancelBrowser := chromedp.NewContext(alloc)
		shared.stop = func() { cancelBrowser(); cancelAlloc() }
		shared.browser = browserCtx
		// Start it now, with its first tab, which the other tabs share
		// the browser of.
		_, shared.err = chromedp.Run(browserCtx, chromedp.Navigate("about:blank"))
	})
	if shared.err != nil {
		t.Fatalf("starting Chromium: %v", shared.err)
	}
	// A tab of its own: the pages keep no state in the browser (no cookies,
	// no storage), so tabs of one browser are as good as new browsers.
	ctx, cancelTab := chromedp.NewContext(shared.browser)
	ctx, cancelTime := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(func() { cancelTime(); cancelTab() })
	return ctx, srv.URL
}

// shared is the one Chromium of the browser tests, started by the first of
// them and stopped by TestMain.
var shared struct {
	once    sync.Once
	dir     string
	browser context.Context
	stop    func()
	err     error
}

// do runs actions, failing the test on error.
func do(t testing.TB, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// text returns an element's text.
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
	if err != nil {
		t.Fatalf("text of %s: %v", sel, err)
	}
	return s
}

// waitFor waits until the JavaScript expression is true.
func waitFor(t testing.TB, ctx context.Context, what, expr string) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(20*time.Second)))
	for try := 0; try < 3 && err != nil && strings.Contains(err.Error(), "Cannot find context with specified id"); try++ {
		// The page's context went as the poll began (a navigation just
		// done, its document replaced): poll the new one.
		time.Sleep(100 * time.Millisecond)
		_, err = chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(20*time.Second)))
	}
	if err != nil {
		status, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`[(document.querySelector('.status.error, #status') || {}).textContent || '', document.querySelector('#editor .edit-note')?.textContent, document.querySelector('select[name=algo]')?.value, location.search, document.querySelector('#summary')?.textContent].join(' | ')`))
		t.Fatalf("waiting for %s (%s): %v; the page says %q", what, expr, err, status)
	}
}

// screenshots saves the page at laptop and phone widths when
// GAMETREE_SCREENSHOTS names a folder.
func screenshots(t *testing.T, ctx context.Context, name string, ready string, then ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	dir := os.Getenv("GAMETREE_SCREENSHOTS")
	if dir == "" {
		return
	}
	for _, size := range [][2]int64{{1280, 800}, {390, 844}} {
		mobile := size[0] < 600
		var opts []chromedp.EmulateViewportOption
		if mobile {
			opts = append(opts, chromedp.EmulateScale(2), chromedp.EmulateMobile)
		}
		// Reloaded at this size, as a phone would open the link.
		do(t, ctx, "viewport", chromedp.EmulateViewport(size[0], size[1], opts...), chromedp.Reload())
		waitFor(t, ctx, "the page after reloading", ready)
		do(t, ctx, "settle", append(then, chromedp.Sleep(300*time.Millisecond))...)
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, fmt.Sprintf("%s-%dx%d.png", name, size[0], size[1]))
		if err := os.WriteFile(file, png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	do(t, ctx, "viewport", chromedp.EmulateViewport(1280, 800))
}

// snap saves the page as it is now, at the window's size, as
// screenshots does (nothing without GAMETREE_SCREENSHOTS).
func snap(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("GAMETREE_SCREENSHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// gameWithPass returns a whole 4x4 game, from the start to its end, that
// holds a forced pass: the first such game in move order.
func gameWithPass() []othello.Square {
	var found []othello.Square
	var walk func(p othello.Position, moves []othello.Square, passed bool) bool
	walk = func(p othello.Position, moves []othello.Square, passed bool) bool {
		if p.GameOver() {
			if passed {
				found = append([]othello.Square(nil), moves...)
				return true
			}
			return false
		}
		if p.MustPass() {
			return walk(p.Apply(othello.Pass), append(moves, othello.Pass), true)
		}
		for _, m := range p.MoveList() {
			if walk(p.Apply(m), append(moves, m), passed) {
				return true
			}
		}
		return false
	}
	walk(othello.Start(4), nil, false)
	return found
}

// historyLen is the expression of the number of moves in the move list.
const historyLen = `document.querySelectorAll('#history li').length`

// A whole 4x4 game played by clicks: an illegal click said in words, an
// undo and a redo, a forced pass announced and written in the move list,
// and the result at the end.
func TestBrowserPlay(t *testing.T) {
	ctx, base := browser(t)
	game := gameWithPass()
	if game == nil {
		t.Fatal("no 4x4 game with a pass")
	}
	do(t, ctx, "open /play", chromedp.Navigate(base+"/play?size=4&white=human"), chromedp.WaitVisible(chromedp.CSS(`#board rect[data-square="a1"]`)))
	waitFor(t, ctx, "the players", `document.querySelector('#p-black .turn').textContent === 'to move'`)
	waitFor(t, ctx, "the sides named by their colours", `document.querySelector('#p-black .name').textContent === '● Black: a person' && document.querySelector('#p-white .name').textContent === '○ White: a person'`)
	// Illegal clicks: an empty square that flips nothing, an occupied one.
	do(t, ctx, "click a1", chromedp.Click(chromedp.CSS(`rect[data-square="a1"]`)))
	waitFor(t, ctx, "the reason", `document.querySelector('#status').textContent.includes('a1 is not legal for Black: it flips nothing')`)
	do(t, ctx, "click b2", chromedp.Click(chromedp.CSS(`rect[data-square="b2"]`)))
	waitFor(t, ctx, "the reason", `document.querySelector('#status').textContent.includes('the square holds')`)
	// The hint of a position near the end is exact; between people the
	// page's depth is the hint's.
	waitFor(t, ctx, "the depth of the hint on", `!document.querySelector('#hint-depth').disabled`)
	do(t, ctx, "hint", chromedp.Click(chromedp.ID("hint")))
	waitFor(t, ctx, "the exact hint", `document.querySelector('#hint-text').textContent === 'Hint: b1 or a2 or d3 or c4: White wins by 10 with perfect play (solved exactly; every move: b1 -10, a2 -10, d3 -10, c4 -10).'`)
	played := 0
	for i, m := range game {
		if m == othello.Pass {
			// The server plays the pass and the page says so.
			waitFor(t, ctx, "the pass", fmt.Sprintf(`%s >= %d && document.querySelector('#history li:nth-child(%d)').classList.contains('pass')`, historyLen, i+1, i+1))
			if s := text(t, ctx, "#status"); !strings.Contains(s, "has no legal move and passes") {
				t.Errorf("after the pass, the status says %q", s)
			}
			continue
		}
		do(t, ctx, "click "+m.String(), chromedp.Click(chromedp.CSS(fmt.Sprintf(`rect[data-square="%s"]`, m))))
		waitFor(t, ctx, "move "+m.String(), fmt.Sprintf(`%s >= %d`, historyLen, i+1))
		played++
		if played == 3 {
			// Undo the move and redo it.
			do(t, ctx, "undo", chromedp.Click(chromedp.ID("undo")))
			waitFor(t, ctx, "the undo", fmt.Sprintf(`%s === %d`, historyLen, i))
			if loc, _ := chromedp.Run(ctx, chromedp.Location()); strings.Contains(loc, m.String()) {
				t.Errorf("after undo the URL %s still holds %s", loc, m)
			}
			do(t, ctx, "redo", chromedp.Click(chromedp.ID("redo")))
			waitFor(t, ctx, "the redo", fmt.Sprintf(`%s === %d`, historyLen, i+1))
		}
	}
	waitFor(t, ctx, "the end", `document.querySelector('#status').textContent.startsWith('Game over')`)
	var pos othello.Position = othello.Start(4)
	for _, m := range game {
		pos = pos.Apply(m)
	}
	if s := text(t, ctx, "#status"); !strings.Contains(s, pos.Result().String()) {
		t.Errorf("the end says %q, want %q", s, pos.Result())
	}
	loc, _ := chromedp.Run(ctx, chromedp.Location())
	u, _ := url.Parse(loc)
	if got := u.Query().Get("moves"); got != othello.FormatMoves(game) {
		t.Errorf("the URL holds moves=%s, want %s", got, othello.FormatMoves(game))
	}
	screenshots(t, ctx, "play-4x4-over", `document.querySelector('#status').textContent.startsWith('Game over')`)
}

// A computer opponent answers, and its search opens in the tree page.
func TestBrowserComputer(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "open /play", chromedp.Navigate(base+"/play?size=6&white=ai:hard"), chromedp.WaitVisible(chromedp.CSS(`rect[data-square="b3"]`)))
	do(t, ctx, "click b3", chromedp.Click(chromedp.CSS(`rect[data-square="b3"]`)))
	waitFor(t, ctx, "the computer's move", historyLen+` >= 2 && document.querySelector('#search a') !== null`)
	game, _ := chromedp.Run(ctx, chromedp.Location())
	do(t, ctx, "open its search", chromedp.Click(chromedp.CSS("#search a")), chromedp.WaitVisible(chromedp.CSS(`#drawing g.node[data-node="0"]`)))
	loc, _ := chromedp.Run(ctx, chromedp.Location())
	for _, want := range []string{"/tree?", "algo=alphabeta", "depth=4", "eval=mixed", "moves=b3", "size=6"} {
		if !strings.Contains(loc, want) {
			t.Errorf("the search's link %s lacks %s", loc, want)
		}
	}
	screenshots(t, ctx, "tree-of-move", `document.querySelector('#drawing g.node') !== null`)
	do(t, ctx, "back to the game", chromedp.Navigate(game))
	screenshots(t, ctx, "play", historyLen+` >= 2`)
	// The hint is the computer's own move, as in gametree play: its depth,
	// not the page's, which is off.
	waitFor(t, ctx, "the depth of the hint off", `document.querySelector('#hint-depth').disabled`)
	do(t, ctx, "hint", chromedp.Click(chromedp.ID("hint")))
	waitFor(t, ctx, "the computer's hint", `document.querySelector('#hint-text').textContent.startsWith('Hint: ai:hard would play ')`)
}

// apiJSON gets an API answer.
func apiJSON(t *testing.T, path string, v any) {
	t.Helper()
	code, _, body := get(t, New(Options{}), path)
	if code != 200 {
		t.Fatalf("%s: %d %s", path, code, body)
	}
	if err := json.Unmarshal([]byte(body), v); err != nil {
		t.Fatal(err)
	}
}

const aima = "((3 12 8) (2 4 6) (14 5 2))"

// On /tree, a click on a node opens its panel, which says what the JSON
// holds; the cutoff is explained in words.
func TestBrowserTree(t *testing.T) {
	ctx, base := browser(t)
	q := "leaves=" + url.QueryEscape(aima)
	var rep struct {
		Nodes []struct {
			ID       int
			Label    string
			AlphaIn  any `json:"alpha_in"`
			BetaIn   any `json:"beta_in"`
			AlphaOut any `json:"alpha_out"`
			BetaOut  any `json:"beta_out"`
			Order    int
		}
	}
	apiJSON(t, "/api/tree?"+q, &rep)
	do(t, ctx, "open /tree", chromedp.Navigate(base+"/tree?"+q), chromedp.WaitVisible(chromedp.CSS(`g.node[data-node="5"]`)))
	do(t, ctx, "click C", chromedp.Click(chromedp.CSS(`g.node[data-node="5"]`)))
	waitFor(t, ctx, "the panel", `document.querySelector('#panel h2').textContent === 'Node C'`)
	panel := text(t, ctx, "#panel")
	c := rep.Nodes[5]
	// The values and infinities as the drawing and the CLI write them.
	inf := func(v any) string { return fmt.Sprint(v) }
	for _, want := range []string{
		"C (id 5)", "MIN", "≤ 2 (at most)",
		fmt.Sprintf("[%s, %s]", inf(c.AlphaIn), inf(c.BetaIn)),
		fmt.Sprintf("[%s, %s]", inf(c.AlphaOut), inf(c.BetaOut)),
		fmt.Sprintf("#%d", c.Order),
		"Cutoff: alpha 3 >= beta 2 after 2: C (MIN) is already worth at most 2, so 4 and 6 cannot change A's value.",
	} {
		if !strings.Contains(panel, want) {
			t.Errorf("the panel of C lacks %q:\n%s", want, panel)
		}
	}
	// A pruned leaf says which cutoff pruned it.
	do(t, ctx, "click 4", chromedp.Click(chromedp.CSS(`g.node[data-node="7"]`)))
	waitFor(t, ctx, "the panel", `document.querySelector('#panel').textContent.includes('Pruned: C was cut off after 2')`)
	// Folding C hides its children.
	do(t, ctx, "fold C", chromedp.DoubleClick(chromedp.CSS(`g.node[data-node="5"]`)))
	waitFor(t, ctx, "the fold", `document.querySelector('g.node[data-node="6"]').classList.contains('folded-away')`)
	screenshots(t, ctx, "tree", `document.querySelector('#drawing g.node') !== null`, chromedp.Click(chromedp.CSS(`g.node[data-node="5"]`)), chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
	// An Othello tree with boards: the panel shows the node's board.
	do(t, ctx, "open an Othello tree", chromedp.Navigate(base+"/tree?moves=f5d6&depth=2"), chromedp.WaitVisible(chromedp.CSS(`g.node[data-node="1"]`)))
	// A wide tree opens at a readable scale on its root; Fit shows it all.
	do(t, ctx, "fit, click node 1", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)))
	waitFor(t, ctx, "the board, laid out as every game's", `document.querySelectorAll('#panel svg.grid.discs rect.cell').length === 64 && document.querySelectorAll('#panel svg.grid.discs circle.disc').length === 7 && document.querySelectorAll('#panel svg.grid .last').length === 1`)
	if p := text(t, ctx, "#panel"); !strings.Contains(p, "moves from the root\nc3") {
		t.Errorf("the panel of node 1 after f5d6 lacks its move c3:\n%s", p)
	}
	// A tic-tac-toe tree: the panel draws the node's board in the game's
	// look (marks X and O on white squares, the move just played
	// outlined), not as Othello discs; Nim's draws sticks, the ones just
	// taken pale.
	do(t, ctx, "open a tic-tac-toe tree", chromedp.Navigate(base+"/tree?game=tictactoe&moves=b2&depth=1"), chromedp.WaitVisible(chromedp.CSS(`g.node[data-node="1"]`)))
	do(t, ctx, "fit, click a1", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)))
	waitFor(t, ctx, "the grid", `document.querySelectorAll('#panel svg.grid.squares .mark').length === 2 && document.querySelectorAll('#panel svg.grid .last').length === 1 && document.querySelector('#panel svg.board') === null`)
	screenshots(t, ctx, "tree-tictactoe-panel", `document.querySelector('#drawing g.node') !== null`, chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)), chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
	// Boards are drawn for every game; Connect Four's size list holds its
	// sizes, the one of the link selected.
	do(t, ctx, "open a Connect Four tree", chromedp.Navigate(base+"/tree?game=connect4&size=5x4&moves=c&depth=1&boards=true"), chromedp.WaitVisible(chromedp.CSS(`g.node[data-node="1"]`)))
	waitFor(t, ctx, "its size and boards", `(() => { const f = document.querySelector('#options'); return f.elements.size.value === '5x4' && !f.elements.size.disabled && !f.elements.boards.disabled && f.elements.boards.checked && f.elements.eval.disabled && [...f.elements.size.options].some(o => o.value === '7x6'); })()`)
	do(t, ctx, "open a Nim tree", chromedp.Navigate(base+"/tree?game=nim&board=1+3&depth=1"), chromedp.WaitVisible(chromedp.CSS(`g.node[data-node="1"]`)))
	do(t, ctx, "fit, click 2:3", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="4"]`)))
	waitFor(t, ctx, "the sticks", `document.querySelectorAll('#panel svg.grid.heaps .stick').length === 4 && document.querySelectorAll('#panel svg.grid.heaps .stick.taken').length === 3`)
	// A leaf's evaluation, term by term.
	do(t, ctx, "open a depth-1 tree", chromedp.Navigate(base+"/tree?moves=f5d6&depth=1&eval=mixed"), chromedp.WaitVisible(chromedp.CSS(`g.node[data-node="1"]`)))
	do(t, ctx, "fit, click leaf 1", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)))
	waitFor(t, ctx, "the terms", `document.querySelectorAll('#panel ul.terms li').length === 2`)
	if p := text(t, ctx, "#panel"); !strings.Contains(p, "The mixed evaluation for black (MAX), 33, is the sum of:") || !strings.Contains(p, "squares +33") {
		t.Errorf("the panel of leaf c3 lacks its terms:\n%s", p)
	}
	// The pattern evaluation's terms: the phase, each pattern, mobility.
	do(t, ctx, "open a pattern tree", chromedp.Navigate(base+"/tree?moves=f5d6&depth=1&eval=pattern"), chromedp.WaitVisible(chromedp.CSS(`g.node[data-node="1"]`)))
	do(t, ctx, "fit, click leaf 1", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)))
	waitFor(t, ctx, "the terms", `document.querySelectorAll('#panel ul.terms li').length === 14`)
	if p := text(t, ctx, "#panel"); !strings.Contains(p, "The pattern evaluation for black (MAX)") || !strings.Contains(p, "edge+2X") || !strings.Contains(p, "potential mobility") {
		t.Errorf("the panel of leaf c3 lacks the pattern terms:\n%s", p)
	}
	screenshots(t, ctx, "tree-pattern", `document.querySelector('#drawing g.node') !== null`, chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#panel ul.terms`)), chromedp.ScrollIntoView(chromedp.CSS(`#panel ul.terms`)))
}

// On /step of the AIMA tree: forward to the cutoff, back two steps; the
// sentence is the CLI's trace row, and the step is in the URL.
func TestBrowserStep(t *testing.T) {
	ctx, base := browser(t)
	q := "leaves=" + url.QueryEscape(aima)
	var trace struct {
		Steps []struct {
			Step     int
			Event    string
			Sentence string
		}
	}
	apiJSON(t, "/api/step?"+q, &trace)
	cut := 0
	for _, s := range trace.Steps {
		if s.Event == "cutoff" {
			cut = s.Step
			break
		}
	}
	do(t, ctx, "open /step", chromedp.Navigate(base+"/step?"+q), chromedp.WaitVisible(chromedp.CSS(`#drawing svg`)))
	waitFor(t, ctx, "step 1", `document.querySelector('#event').textContent.startsWith('1. ')`)
	if loc, _ := chromedp.Run(ctx, chromedp.Location()); !strings.Contains(loc, "step=1") {
		t.Errorf("nothing should play on load: %s", loc)
	}
	for k := 1; k < cut; k++ {
		do(t, ctx, "next", chromedp.KeyEvent(kb.ArrowRight))
	}
	waitFor(t, ctx, "the cutoff", fmt.Sprintf(`document.querySelector('#event').textContent.startsWith('%d. ')`, cut))
	if got, want := text(t, ctx, "#event"), fmt.Sprintf("%d. %s", cut, trace.Steps[cut-1].Sentence); got != want {
		t.Errorf("at the cutoff the page says %q, the CLI %q", got, want)
	}
	do(t, ctx, "back", chromedp.Click(chromedp.ID("prev")), chromedp.Click(chromedp.ID("prev")))
	k := cut - 2
	waitFor(t, ctx, "two steps back", fmt.Sprintf(`document.querySelector('#event').textContent.startsWith('%d. ')`, k))
	if got, want := text(t, ctx, "#event"), fmt.Sprintf("%d. %s", k, trace.Steps[k-1].Sentence); got != want {
		t.Errorf("two steps back the page says %q, the CLI %q", got, want)
	}
	if loc, _ := chromedp.Run(ctx, chromedp.Location()); !strings.Contains(loc, fmt.Sprintf("step=%d", k)) {
		t.Errorf("the URL %s lacks step=%d", loc, k)
	}
	// The current node is drawn on its path.
	waitFor(t, ctx, "the path", `document.querySelectorAll('#drawing g.node.on-path').length >= 2`)
	// A link to a step opens at that step.
	do(t, ctx, "open step 20", chromedp.Navigate(base+"/step?"+q+"&step=20"))
	waitFor(t, ctx, "step 20", `document.querySelector('#event').textContent.startsWith('20. ')`)
	// Its text alternative: the step as the terminal shows it.
	waitFor(t, ctx, "step 20 as text", `!document.querySelector('#outline-box').hidden && document.querySelector('#outline').textContent.startsWith('Step 20 of 36: ') && document.querySelector('#outline').textContent.includes('◀ current')`)
	screenshots(t, ctx, "step", `document.querySelector('#drawing svg') !== null`)
	// A step through Connect Four shows the current node's board in the
	// game's look: blue board, red and yellow discs.
	do(t, ctx, "open a Connect Four step", chromedp.Navigate(base+"/step?game=connect4&size=5x4&moves=cc&depth=2&step=3"))
	waitFor(t, ctx, "its board", `document.querySelectorAll('#board svg.grid.columns .piece').length === 4 && document.querySelector('#board svg.board') === null`)
	screenshots(t, ctx, "step-connect4", `document.querySelector('#board svg.grid') !== null`)
}

// The step keeps the whole current node inside the window, where the
// viewer runs below it, at every step checked, on a laptop's window and
// a phone's, on Othello's depth-3 tree after f5 d6 and on depth 5 (1,713
// nodes in 1,057 steps: drawn on a canvas).
func TestBrowserStepKeepsCurrentInWindow(t *testing.T) {
	ctx, base := browser(t)
	// The node drawn current: in the picture, or on the canvas of a
	// search too big for a picture a step.
	inWindow := `(() => { const n = document.querySelector('#drawing g.node.current'); const c = document.querySelector('#drawing canvas.bigtree');
		let r = n && n.getBoundingClientRect();
		if (!n && c && c.dataset.current) { const b = c.getBoundingClientRect(); const p = c.bigTree.position(Number(c.dataset.current));
			r = { width: p.w, left: b.left + p.x - p.w / 2, right: b.left + p.x + p.w / 2, top: b.top + p.y - p.h / 2, bottom: b.top + p.y + p.h / 2 }; }
		return !!r && r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight; })()`
	for _, tc := range []struct {
		size  [2]int64
		query string
		step  int
	}{
		{[2]int64{1280, 800}, "moves=f5d6&depth=3", 40},
		{[2]int64{1280, 800}, "depth=5", 300},
		{[2]int64{390, 844}, "moves=f5d6&depth=3", 150},
	} {
		var opts []chromedp.EmulateViewportOption
		if tc.size[0] < 600 {
			opts = append(opts, chromedp.EmulateScale(2), chromedp.EmulateMobile)
		}
		what := fmt.Sprintf("%dx%d %s step %d", tc.size[0], tc.size[1], tc.query, tc.step)
		do(t, ctx, "viewport", chromedp.EmulateViewport(tc.size[0], tc.size[1], opts...))
		do(t, ctx, "open", chromedp.Navigate(fmt.Sprintf("%s/step?%s&step=%d", base, tc.query, tc.step)))
		waitFor(t, ctx, what+": the current node in the window", fmt.Sprintf(`document.querySelector('#drawing')?.dataset.step === '%d' && %s`, tc.step, inWindow))
		// Stepping on from there keeps it in the window too.
		for i := 0; i < 5; i++ {
			do(t, ctx, "next", chromedp.KeyEvent(kb.ArrowRight))
		}
		waitFor(t, ctx, what+": five steps on", fmt.Sprintf(`document.querySelector('#drawing')?.dataset.step === '%d' && %s`, tc.step+5, inWindow))
	}
	do(t, ctx, "viewport", chromedp.EmulateViewport(1280, 800))
}

// A big tree (depth 7: 65,005 nodes; depth 6: 9,913) is drawn on a
// canvas from its compact form, opened to its first two plies with the
// root and its moves in view; the page's tidy layout places every node
// where the server's drawing does; the keys, a click, folding, the node
// panel, the minimap and the levels of detail work on all 65,005 nodes.
// The times to the first picture and to unfold all are logged.
func TestBrowserBigTree(t *testing.T) {
	ctx, base := browser(t)
	start := time.Now()
	do(t, ctx, "open a depth-7 tree", chromedp.Navigate(base+"/tree?depth=7"))
	const big = `document.querySelector('#drawing canvas.bigtree')?.bigTree`
	waitFor(t, ctx, "its first picture", big+` !== undefined`)
	t.Logf("/tree?depth=7: first picture after %v", time.Since(start).Round(10*time.Millisecond))
	shown, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('#drawing canvas').dataset.shown`))
	if err != nil || shown != "17" {
		t.Errorf("opened with %s nodes shown, want the root, its 4 moves and their 12 replies: %v", shown, err)
	}
	// The root and its moves in view, at a legible scale.
	inView := `(() => { const b = ` + big + `; const c = document.querySelector('#drawing canvas').getBoundingClientRect();
		return [0, ...b.allChildren(0)].every((i) => { const p = b.position(i); return p.x - p.w / 2 >= 0 && p.x + p.w / 2 <= c.width && p.y - p.h / 2 >= 0 && p.y + p.h / 2 <= c.height; }) && Number(document.querySelector('#drawing canvas').dataset.scale) >= 0.7; })()`
	if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](inView)); err != nil || !ok {
		t.Errorf("the root and its moves are not all in view at a legible scale: %v", err)
	}
	if s := text(t, ctx, "#status"); !strings.Contains(s, "65,005 nodes, drawn to its first 2 plies") {
		t.Errorf("the status: %q", s)
	}
	// A click on a node drawn on the canvas.
	click := `(() => { document.getElementById('viewer').scrollIntoView(); const b = ` + big + `; const c = document.querySelector('#drawing canvas').getBoundingClientRect(); const i = b.allChildren(b.allChildren(0)[1])[0]; const p = b.position(i); return [c.left + p.x, c.top + p.y, i]; })()`
	xy, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](click))
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "click a reply", chromedp.MouseClickXY(xy[0], xy[1]))
	waitFor(t, ctx, "its panel", fmt.Sprintf(`document.querySelector('#drawing canvas').dataset.selected === '%d' && document.querySelector('#node h2')?.textContent.startsWith('Node ')`, int(xy[2])))
	// The keys: up to the move and the root, down to the first move, its
	// panel from the server.
	do(t, ctx, "focus the tree, up", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent(kb.ArrowUp))
	waitFor(t, ctx, "the panel of c4", `document.querySelector('#node h2')?.textContent === 'Node c4'`)
	do(t, ctx, "up", chromedp.KeyEvent(kb.ArrowUp))
	waitFor(t, ctx, "the panel of the root", `document.querySelector('#node h2')?.textContent === 'Node root'`)
	do(t, ctx, "down", chromedp.KeyEvent(kb.ArrowDown))
	waitFor(t, ctx, "the panel of d3", `document.querySelector('#node h2')?.textContent === 'Node d3' && document.querySelector('#node dl').textContent.includes('[-inf, +inf]')`)
	do(t, ctx, "right, right", chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight))
	waitFor(t, ctx, "the panel of f5", `document.querySelector('#node h2')?.textContent === 'Node f5'`)
	// Down to its first reply, folded: Enter unfolds it, and again folds
	// it.
	do(t, ctx, "down, Enter", chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "unfolded", `Number(document.querySelector('#drawing canvas').dataset.shown) > 17`)
	do(t, ctx, "Enter", chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "folded", `document.querySelector('#drawing canvas').dataset.shown === '17'`)
	// All of it: every node laid out, far away as marks, the minimap on.
	start = time.Now()
	do(t, ctx, "unfold all, fit", chromedp.Click(chromedp.ID("unfold")), chromedp.Click(chromedp.ID("fit")))
	waitFor(t, ctx, "all of it", `document.querySelector('#drawing canvas').dataset.shown === '65005' && document.querySelector('#drawing canvas').dataset.labels === 'no'`)
	t.Logf("/tree?depth=7: unfolded and fitted in %v", time.Since(start).Round(10*time.Millisecond))
	snap(t, ctx, "tree-depth7-all")
	// Down again: the chosen node comes into view with its label.
	do(t, ctx, "down", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent(kb.ArrowDown))
	waitFor(t, ctx, "the labels near", `document.querySelector('#drawing canvas').dataset.labels === 'yes' && getComputedStyle(document.querySelector('#viewer .minimap')).display !== 'none'`)
	snap(t, ctx, "tree-depth7-chosen")
	screenshots(t, ctx, "tree-depth7", big+` !== undefined`)
}

// The page lays a big tree out as the server's drawing does: the x of
// every one of the 9,913 nodes of depth 6, unfolded, is the x of the
// node in the server's SVG placed by the tidy layout (render.TidyLayout
// and its port in bigtree.js agree).
func TestBrowserBigTreeLayoutAsTheServers(t *testing.T) {
	ctx, base := browser(t)
	start := time.Now()
	do(t, ctx, "open a depth-6 tree", chromedp.Navigate(base+"/tree?depth=6"))
	const big = `document.querySelector('#drawing canvas.bigtree')?.bigTree`
	waitFor(t, ctx, "its first picture", big+` !== undefined`)
	t.Logf("/tree?depth=6: first picture after %v", time.Since(start).Round(10*time.Millisecond))
	do(t, ctx, "unfold all", chromedp.Click(chromedp.ID("unfold")))
	waitFor(t, ctx, "all of it", `document.querySelector('#drawing canvas').dataset.shown === '9913'`)
	xs, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => { const b = `+big+`; return Array.from({ length: b.count }, (_, i) => b.layoutX(i)); })()`))
	if err != nil {
		t.Fatal(err)
	}
	res, err := http.Get(base + "/api/tree?depth=6&format=svg&layout=tidy")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	svg, _ := io.ReadAll(res.Body)
	var centres []float64
	for _, m := range regexp.MustCompile(`<g class="node"><title>n\d+</title><polygon[^>]*points="([^"]+)"`).FindAllSubmatch(svg, -1) {
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, p := range strings.Fields(string(m[1])) {
			x, _ := strconv.ParseFloat(strings.Split(p, ",")[0], 64)
			lo, hi = min(lo, x), max(hi, x)
		}
		centres = append(centres, (lo+hi)/2)
	}
	if len(centres) != len(xs) || len(xs) != 9913 {
		t.Fatalf("%d nodes in the SVG, %d on the page", len(centres), len(xs))
	}
	for i := range xs {
		if d := (xs[i] - xs[0]) - (centres[i] - centres[0]); math.Abs(d) > 0.02 {
			t.Fatalf("node %d: the page places it %.2f points from the root, the server %.2f", i, xs[i]-xs[0], centres[i]-centres[0])
		}
	}
}

// A big tree's search shows the seconds gone by and a Cancel, which
// stops it and says so.
func TestBrowserCancel(t *testing.T) {
	// Every tree within the server's limits now comes in about a second:
	// the server of this test keeps the trees of depth 6 for 20 s, or
	// until their client goes.
	h := New(Options{})
	slow := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/tree" && r.URL.Query().Get("depth") == "6" {
			select {
			case <-time.After(20 * time.Second):
			case <-r.Context().Done():
				return
			}
		}
		h.ServeHTTP(w, r)
	})
	ctx, base := browserOn(t, slow)
	do(t, ctx, "open all of a depth-6 tree", chromedp.Navigate(base+"/tree?depth=6&show-depth=0"))
	waitFor(t, ctx, "the clock", `/^Searching… [1-9]\d* s/.test(document.querySelector('#status').textContent)`)
	do(t, ctx, "cancel", chromedp.Click(chromedp.CSS(`#status button.cancel`)))
	waitFor(t, ctx, "the cancel said", `document.querySelector('#status').textContent === 'Cancelled: the server stopped the search.' && !document.querySelector('#drawing svg')`)
	// In French too.
	do(t, ctx, "open it in French", chromedp.Navigate(base+"/tree?depth=6&lang=fr"))
	waitFor(t, ctx, "the French Cancel", `document.querySelector('#status button.cancel')?.textContent === 'Annuler'`)
}

// /compare shows the CLI's numbers.
func TestBrowserCompare(t *testing.T) {
	ctx, base := browser(t)
	var rep struct {
		Rows []struct {
			Depth     int
			Algorithm string
			Ordering  string
			Nodes     float64
			Leaves    float64
			Cutoffs   float64
		}
	}
	apiJSON(t, "/api/compare?depth=1-3&no-time=true", &rep)
	do(t, ctx, "open /compare", chromedp.Navigate(base+"/compare?depth=1-3"))
	waitFor(t, ctx, "the table", `document.querySelectorAll('#table table.data tbody tr').length > 0 && document.querySelector('#plot svg') !== null`)
	rows, err := chromedp.Run(ctx, chromedp.Evaluate[[][]string](`[...document.querySelectorAll('#table table.data')[0].querySelectorAll('tbody tr')].map(r => [...r.cells].map(c => c.textContent))`))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(rep.Rows) {
		t.Fatalf("%d rows on the page, %d in the CLI's JSON", len(rows), len(rep.Rows))
	}
	for i, r := range rep.Rows {
		want := []string{fmt.Sprint(r.Depth), r.Algorithm, r.Ordering, fmt.Sprint(r.Nodes), fmt.Sprint(r.Leaves), fmt.Sprint(r.Cutoffs)}
		if got := rows[i][:6]; strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("row %d: the page shows %v, the CLI %v", i+1, got, want)
		}
	}
	screenshots(t, ctx, "compare", `document.querySelector('#plot svg') !== null`)
}

// The compare page is headed by what it compares, its family's searches
// and what a row says: not "minimax and alpha-beta" over a game of several
// players, of hidden information or of chance, in both languages.
func TestBrowserCompareHeadings(t *testing.T) {
	ctx, base := browser(t)
	for _, tc := range []struct{ query, title, intro string }{
		{"leaves=" + url.QueryEscape("(((3,3,4) (2,7,1)) ((4,1,5) (1,1,8)))"), "Compare max^n, max^n with shallow pruning and paranoid search", "game of several players"},
		{"game=kuhn", "Compare CFR and CFR+", "exploitability"},
		{"game=pig&goal=20&depth=1-2", "Compare expectimax (expectiminimax), Star1 and Star2", "chance nodes"},
		{"game=kuhn&lang=fr", "Comparer CFR et CFR+", "exploitabilité"},
		{"leaves=" + url.QueryEscape("((3 12 8) (2 4 6) (14 5 2))"), "Compare minimax and alpha-beta", "PVS"},
	} {
		do(t, ctx, "open /compare?"+tc.query, chromedp.Navigate(base+"/compare?"+tc.query))
		waitFor(t, ctx, tc.query+": its heading", fmt.Sprintf(`document.querySelectorAll('#table table.data tbody tr').length > 0 && document.querySelector('h1').textContent === %q && document.querySelector('main > p.muted').textContent.includes(%q)`, tc.title, tc.intro))
	}
}

// On /quiz of the AIMA tree: values typed, an edge crossed out, Check
// grades as the API (and so the CLI) does; a value that does not parse is
// marked and explained; Show the answers lists the key.
func TestBrowserQuiz(t *testing.T) {
	ctx, base := browser(t)
	q := "leaves=" + url.QueryEscape(aima)
	do(t, ctx, "open /quiz", chromedp.Navigate(base+"/quiz?"+q), chromedp.WaitVisible(chromedp.CSS(`g.edge[data-child="8"]`)))
	// B=x does not parse: the input is marked, the status says why.
	do(t, ctx, "type x", chromedp.SendKeys(chromedp.CSS(`tr[data-node="1"] input`), "x"), chromedp.Click(chromedp.ID("check")))
	waitFor(t, ctx, "the parse error", `document.querySelector('#status').textContent === 'B: "x" is not a value: want a number such as 3 or -2.5'`)
	waitFor(t, ctx, "the mark", `document.querySelector('tr[data-node="1"] input').classList.contains('wrong')`)
	do(t, ctx, "type the values",
		chromedp.Evaluate[chromedp.Void](`document.querySelector('tr[data-node="1"] input').value = ''`),
		chromedp.SendKeys(chromedp.CSS(`tr[data-node="1"] input`), "3"),
		chromedp.SendKeys(chromedp.CSS(`tr[data-node="2"] input`), "4"),
		chromedp.SendKeys(chromedp.CSS(`tr[data-node="3"] input`), "2"),
		chromedp.SendKeys(chromedp.CSS(`tr[data-node="0"] input`), "3"),
		chromedp.Click(chromedp.CSS(`g.edge[data-child="8"]`)))
	waitFor(t, ctx, "the pruned line", `document.querySelector('#pruned-line').textContent === 'Pruned leaves: C2'`)
	waitFor(t, ctx, "the value on the tree", `document.querySelector('g.node[data-node="2"] .given').textContent === '4'`)
	var rep struct {
		Grade struct {
			Score, Total int
			Mistakes     []struct{ Node, Why string }
		}
	}
	apiJSON(t, "/api/quiz?"+q+"&answers="+url.QueryEscape("A 3\nB 3\nC 4\nD 2\npruned C2\n"), &rep)
	do(t, ctx, "check", chromedp.Click(chromedp.ID("check")))
	want := fmt.Sprintf("Score: %d of %d.", rep.Grade.Score, rep.Grade.Total)
	waitFor(t, ctx, "the score", `document.querySelector('#score').textContent === `+jsString(want))
	items, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#mistakes li')].map(li => li.textContent)`))
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != len(rep.Grade.Mistakes) || len(items) != 2 {
		t.Fatalf("mistakes %q, want %+v", items, rep.Grade.Mistakes)
	}
	for i, m := range rep.Grade.Mistakes {
		if !strings.HasPrefix(items[i], m.Node+": ") || !strings.HasSuffix(items[i], m.Why) {
			t.Errorf("mistake %q, want %s ... %s", items[i], m.Node, m.Why)
		}
	}
	waitFor(t, ctx, "C marked wrong", `document.querySelector('tr[data-node="2"] input').classList.contains('wrong') && document.querySelector('tr[data-node="1"] input').classList.contains('right')`)
	screenshots(t, ctx, "quiz", `document.querySelector('g.edge[data-child="8"]') !== null`,
		chromedp.SendKeys(chromedp.CSS(`tr[data-node="1"] input`), "3"),
		chromedp.SendKeys(chromedp.CSS(`tr[data-node="2"] input`), "4"),
		chromedp.SendKeys(chromedp.CSS(`tr[data-node="3"] input`), "2"),
		chromedp.SendKeys(chromedp.CSS(`tr[data-node="0"] input`), "3"),
		chromedp.Click(chromedp.CSS(`g.edge[data-child="8"]`)),
		chromedp.Click(chromedp.ID("check")),
		chromedp.Sleep(500*time.Millisecond),
		chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.querySelector('#viewer').offsetTop - 10)`))
	do(t, ctx, "reveal", chromedp.Click(chromedp.ID("reveal")))
	waitFor(t, ctx, "the key", `document.querySelector('#score').textContent === 'The answers:' && document.querySelector('g.node[data-node="2"] .given').textContent === '2'`)
	// A random tree gets a seed in the URL.
	do(t, ctx, "a random quiz", chromedp.Navigate(base+"/quiz"), chromedp.WaitVisible(chromedp.CSS(`g.edge`)))
	if loc, _ := chromedp.Run(ctx, chromedp.Location()); !strings.Contains(loc, "seed=") {
		t.Errorf("a random quiz's URL %s has no seed", loc)
	}
}

// jsString writes s as a JavaScript string.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// followed is the JavaScript that checks the view follows a node: the
// element is inside the drawing's box and its 10-point text is drawn at
// least 11 CSS pixels high. It returns "" or what is wrong.
const followed = `((sel) => {
  const g = document.querySelector(sel);
  if (!g) return 'no ' + sel;
  const area = document.getElementById('drawing').getBoundingClientRect();
  const r = g.getBoundingClientRect();
  if (r.left < area.left - 1 || r.right > area.right + 1 || r.top < area.top - 1 || r.bottom > area.bottom + 1)
    return 'out of view: node ' + JSON.stringify([r.left, r.top, r.right, r.bottom]) + ', view ' + JSON.stringify([area.left, area.top, area.right, area.bottom]);
  const px = 10 * g.ownerSVGElement.getScreenCTM().a;
  if (px < 10.9) return 'node text ' + px.toFixed(1) + ' px high';
  return '';
})`

// On an Othello tree of depth 3, /step keeps the current node in view at
// a readable size on a desktop and a phone, and /tree opens on its root;
// the small map appears when the tree is not all in view.
func TestBrowserFollow(t *testing.T) {
	ctx, base := browser(t)
	for _, size := range [][2]int64{{1280, 800}, {390, 844}} {
		var opts []chromedp.EmulateViewportOption
		if size[0] < 600 {
			opts = append(opts, chromedp.EmulateScale(2), chromedp.EmulateMobile)
		}
		do(t, ctx, "viewport", chromedp.EmulateViewport(size[0], size[1], opts...))
		for _, k := range []int{40, 190} {
			do(t, ctx, "open /step", chromedp.Navigate(fmt.Sprintf("%s/step?moves=f5d6&depth=3&step=%d", base, k)))
			waitFor(t, ctx, "the step", fmt.Sprintf(`document.querySelector('#drawing').dataset.step === '%d'`, k))
			do(t, ctx, "next", chromedp.KeyEvent(kb.ArrowRight))
			waitFor(t, ctx, "the next step", fmt.Sprintf(`document.querySelector('#drawing').dataset.step === '%d'`, k+1))
			do(t, ctx, "the glide", chromedp.Sleep(400*time.Millisecond))
			if msg, err := chromedp.Run(ctx, chromedp.Evaluate[string](followed+`('#drawing g.node.current')`)); err != nil || msg != "" {
				dbg, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => { const s = document.querySelector('#drawing svg'); const r = s.getBoundingClientRect(); return JSON.stringify([s.getAttribute('viewBox'), r.left, r.top, r.width, r.height, document.getElementById('viewer').getBoundingClientRect().width]); })()`))
				t.Errorf("%dx%d, step %d: the current node: %s %v (%s)", size[0], size[1], k+1, msg, err, dbg)
			}
			if shown, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`getComputedStyle(document.querySelector('.minimap')).display !== 'none'`)); !shown {
				t.Errorf("%dx%d, step %d: no map of the whole tree", size[0], size[1], k+1)
			}
		}
		do(t, ctx, "open /tree", chromedp.Navigate(base+"/tree?moves=f5d6&depth=3"))
		if size[0] < 600 {
			// A phone opens it on the canvas, folded below the root's
			// moves (TestBrowserTreeOpensOnRootAndMoves).
			waitFor(t, ctx, "the tree on the canvas", `(() => { const b = document.querySelector('#drawing canvas.bigtree')?.bigTree; if (!b) return false;
				const c = document.querySelector('#drawing canvas').getBoundingClientRect(); const p = b.position(0); return p.x - p.w / 2 >= 0 && p.x + p.w / 2 <= c.width && p.y >= 0 && p.y + p.h / 2 <= c.height; })()`)
			continue
		}
		waitFor(t, ctx, "the tree", `document.querySelector('#drawing g.node[data-node="0"]') !== null`)
		if msg, err := chromedp.Run(ctx, chromedp.Evaluate[string](followed+`('#drawing g.node[data-node="0"]')`)); err != nil || msg != "" {
			t.Errorf("%dx%d, /tree opens with its root: %s %v", size[0], size[1], msg, err)
		}
	}
	do(t, ctx, "viewport", chromedp.EmulateViewport(1280, 800))
}

// Each small game on /play: a person's clicks, the computer's answers, an
// illegal click refused, the hint, undo, the end; then a new game chosen in
// the form.
func TestBrowserPlayGames(t *testing.T) {
	ctx, base := browser(t)
	// Tic-tac-toe against ai:perfect: X cannot win; the game ends in a
	// draw or O's win, and a taken square refuses the click.
	do(t, ctx, "open tic-tac-toe", chromedp.Navigate(base+"/play?game=tictactoe&white=ai:perfect"), chromedp.WaitVisible(chromedp.CSS(`#board rect[data-square="b2"]`)))
	waitFor(t, ctx, "the title", `document.querySelector('h1').textContent === 'Play tic-tac-toe' && document.querySelector('#p-black .name').textContent === 'X: a person'`)
	do(t, ctx, "click b2", chromedp.Click(chromedp.CSS(`rect[data-square="b2"]`)))
	waitFor(t, ctx, "O's answer", historyLen+` === 2 && document.querySelector('#status').textContent.includes('O (ai:perfect) played a1 (searched to the end: a draw with best play;')`)
	do(t, ctx, "hint", chromedp.Click(chromedp.ID("hint")))
	waitFor(t, ctx, "the hint", `document.querySelector('#hint-text').textContent.startsWith('Hint: with best play on both sides, X would draw with b1 c1 a2 c2 a3 b3 c3')`)
	do(t, ctx, "undo", chromedp.Click(chromedp.ID("undo")))
	waitFor(t, ctx, "the undo", historyLen+` === 0`)
	for i := 0; i < 5; i++ {
		// X plays its first legal square, until the game is over.
		waitFor(t, ctx, "X to move", `document.querySelector('#board rect.legal') !== null || document.querySelector('#status').textContent.includes('Game over')`)
		if strings.Contains(text(t, ctx, "#status"), "Game over") {
			break
		}
		do(t, ctx, "X plays", chromedp.Click(chromedp.CSS(`#board rect.legal`)))
		waitFor(t, ctx, "O's answer", fmt.Sprintf(`%s >= %d || document.querySelector('#status').textContent.includes('Game over')`, historyLen, 2*i+2))
	}
	waitFor(t, ctx, "the end", `document.querySelector('#status').textContent.includes('Game over')`)
	if s := text(t, ctx, "#status"); strings.Contains(s, "X (human) wins") {
		t.Errorf("X beat ai:perfect: %q", s)
	}
	screenshots(t, ctx, "play-tictactoe-over", `document.querySelector('#status').textContent.includes('Game over')`)

	// Connect Four: a click on any cell of a column drops a piece there.
	do(t, ctx, "open Connect Four", chromedp.Navigate(base+"/play?game=connect4&size=5x4&white=ai:easy"), chromedp.WaitVisible(chromedp.CSS(`#board rect[data-square="c"]`)))
	do(t, ctx, "click column c", chromedp.Click(chromedp.CSS(`#board rect[data-square="c"]`)))
	waitFor(t, ctx, "O's answer", historyLen+` === 2 && document.querySelectorAll('#board .piece').length === 2`)
	if loc, _ := chromedp.Run(ctx, chromedp.Location()); !strings.Contains(loc, "game=connect4") || !strings.Contains(loc, "size=5x4") {
		t.Errorf("the URL %s lost the game", loc)
	}
	screenshots(t, ctx, "play-connect4", `document.querySelectorAll('#board .piece').length === 2`)

	// Nim: a click on a stick takes it and those after it in its heap.
	do(t, ctx, "open Nim", chromedp.Navigate(base+"/play?game=nim&board=3+4+5&white=ai:perfect"), chromedp.WaitVisible(chromedp.CSS(`#board rect[data-square="3:5"]`)))
	do(t, ctx, "take 2 from heap 3", chromedp.Click(chromedp.CSS(`#board rect[data-square="3:2"]`)))
	waitFor(t, ctx, "O's answer", historyLen+` === 2 && document.querySelector('#history li').textContent === 'X 3:2'`)

	// Nim for three players: a person and two programs, a seat each; the
	// person's move, then both programs', and the person to move again.
	do(t, ctx, "open Nim for three players", chromedp.Navigate(base+"/play?game=nim3&board=2+3+4&players=human,ai:perfect,paranoid:2"), chromedp.WaitVisible(chromedp.CSS(`#p-a button`)))
	waitFor(t, ctx, "three seats", `document.querySelectorAll('#seats .player').length === 3 && document.querySelector('#sides').classList.contains('hidden') && document.querySelector('#p-c .name').textContent === 'C: paranoid:2'`)
	do(t, ctx, "A plays", chromedp.Click(chromedp.CSS(`#p-a button`)))
	waitFor(t, ctx, "B's and C's answers", historyLen+` === 3 && document.querySelector('#p-a').classList.contains('to-move') && document.querySelector('#status').textContent.includes('C (paranoid:2) played') && document.querySelectorAll('#history li')[1].textContent.startsWith('B ')`)
	do(t, ctx, "undo", chromedp.Click(chromedp.ID("undo")))
	waitFor(t, ctx, "A's move taken back", historyLen+` === 0`)
	do(t, ctx, "seats in the form", chromedp.Click(chromedp.CSS("#new-game summary")))
	seats, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#new-form .seats select')].map(s => s.name + '=' + s.value).join(' ') + ' ' + document.querySelector('#new-form .sides').classList.contains('hidden')`))
	if seats != "a=human b=ai:perfect c=paranoid true" {
		t.Errorf("Nim for three players' seats in the form: %q", seats)
	}
	do(t, ctx, "close the form", chromedp.Click(chromedp.CSS("#new-game summary")))
	screenshots(t, ctx, "play-nim3", `document.querySelectorAll('#seats .player').length === 3`)

	// A new game chosen in the form: the game's own players.
	do(t, ctx, "new game", chromedp.Click(chromedp.CSS("#new-game summary")),
		chromedp.SetValue(chromedp.CSS(`#new-form select[name="game"]`), "tictactoe"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector('#new-form select[name="game"]').dispatchEvent(new Event('change'))`))
	kinds, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#new-form select[name="white"] option')].map(o => o.value).join(' ')`))
	if kinds != "human random greedy ai:easy ai:medium ai:hard ai:perfect ai:mcts ai:puct minimax alphabeta beam" {
		t.Errorf("tic-tac-toe's players in the form: %q", kinds)
	}
	// The form takes each game's sizes, or its board, from the registry.
	do(t, ctx, "Connect Four in the form", chromedp.SetValue(chromedp.CSS(`#new-form select[name="game"]`), "connect4"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector('#new-form select[name="game"]').dispatchEvent(new Event('change'))`))
	sizes, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#new-form select[name="size"] option')].map(o => o.value).join(' ') + ' ' + document.querySelector('#new-form select[name="size"]').value`))
	if sizes != "4x4 5x4 6x5 7x6 8x7 9x8 10x9 7x6" {
		t.Errorf("Connect Four's sizes in the form: %q", sizes)
	}
	do(t, ctx, "Nim in the form", chromedp.SetValue(chromedp.CSS(`#new-form select[name="game"]`), "nim"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector('#new-form select[name="game"]').dispatchEvent(new Event('change'))`))
	board, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector('#new-form .game-size').classList.contains('hidden') && !document.querySelector('#new-form .game-board').classList.contains('hidden') && document.querySelector('#new-form input[name="heaps"]').value !== ''`))
	if !board {
		t.Error("Nim in the form: no board field, or a size")
	}
	do(t, ctx, "back to tic-tac-toe", chromedp.SetValue(chromedp.CSS(`#new-form select[name="game"]`), "tictactoe"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector('#new-form select[name="game"]').dispatchEvent(new Event('change'))`))
	do(t, ctx, "start", chromedp.Click(chromedp.CSS(`#new-form button[type="submit"]`)))
	waitFor(t, ctx, "the new game", `document.querySelector('h1').textContent === 'Play tic-tac-toe' && `+historyLen+` === 0`)
	screenshots(t, ctx, "play-new-game", `document.querySelector('h1').textContent === 'Play tic-tac-toe'`,
		chromedp.Click(chromedp.CSS("#new-game summary")),
		chromedp.SetValue(chromedp.CSS(`#new-form select[name="game"]`), "connect4"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector('#new-form select[name="game"]').dispatchEvent(new Event('change'))`))
}

// The load form reads the current game's text: an Othello transcript run
// together or spaced, on the size the new-game form shows; an Othello
// board string, which brings its size; tic-tac-toe's moves and board
// string; Nim's heaps. The keyboard plays on every game's board.
func TestBrowserLoad(t *testing.T) {
	ctx, base := browser(t)
	load := func(what, text, want string) {
		t.Helper()
		do(t, ctx, "load "+what, chromedp.Evaluate[chromedp.Void](`document.querySelector('#load').open = true`),
			chromedp.SetValue(chromedp.CSS(`#load-form [name="text"]`), text),
			chromedp.Click(chromedp.CSS(`#load-form button[type="submit"]`)))
		waitFor(t, ctx, what, want)
	}
	moves := func(ms string) string {
		return `new URLSearchParams(location.search).get('moves') === '` + ms + `'`
	}
	do(t, ctx, "open /play", chromedp.Navigate(base+"/play?white=human"), chromedp.WaitVisible(chromedp.CSS(`#board rect[data-square="d3"]`)))
	load("an Othello transcript", "f5d6c3", moves("f5d6c3")+` && `+historyLen+` === 3`)
	load("a spaced Othello transcript", "f5 d6", moves("f5d6")+` && `+historyLen+` === 2`)
	do(t, ctx, "6x6 in the new-game form", chromedp.Evaluate[chromedp.Void](`document.querySelector('#new-form select[name="size"]').value = '6'`))
	load("a 6x6 transcript", "b3", moves("b3")+` && new URLSearchParams(location.search).get('size') === '6' && document.querySelectorAll('#board rect.cell').length === 36`)
	load("an Othello board string", strings.Repeat("-", 27)+"OX"+strings.Repeat("-", 6)+"XO"+strings.Repeat("-", 27)+" X",
		`new URLSearchParams(location.search).get('board') !== null && document.querySelectorAll('#board rect.cell').length === 64 && document.querySelectorAll('#board .disc').length === 4`)
	do(t, ctx, "tic-tac-toe", chromedp.Navigate(base+"/play?game=tictactoe&white=human"), chromedp.WaitVisible(chromedp.CSS(`#board rect[data-square="b2"]`)))
	load("tic-tac-toe's moves", "b2a1", moves("b2 a1")+` && `+historyLen+` === 2`)
	load("a tic-tac-toe board", "X---O---- X", `new URLSearchParams(location.search).get('board') === 'X---O---- X' && document.querySelectorAll('#board .mark').length === 2`)
	load("an illegal line", "b2b2", `document.querySelector('#status').classList.contains('error') && document.querySelector('#status').textContent.includes('b2')`)
	// The keyboard: the cursor starts on the first cell that plays; Enter
	// plays it.
	do(t, ctx, "keys", chromedp.Focus(chromedp.ID("board")), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "the keyboard's move", historyLen+` === 1 && document.querySelector("#history li").textContent === "X c1"`)
	do(t, ctx, "Nim", chromedp.Navigate(base+"/play?game=nim&white=human"), chromedp.WaitVisible(chromedp.CSS(`#board rect[data-square="3:5"]`)))
	load("Nim's heaps", "2 2", `new URLSearchParams(location.search).get('board') === '2 2' && document.querySelectorAll('#board .stick').length === 4`)
	load("Nim's moves", "1:1", moves("1:1")+` && `+historyLen+` === 1`)
}

// The step and tree pages in French: the page's words, the narration, the
// node panel; the switch keeps the page's state.
func TestBrowserFrench(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "open /step in French", chromedp.Navigate(base+"/step?leaves=((3+12+8)+(2+4+6)+(14+5+2))&step=20&lang=fr"), chromedp.WaitVisible(chromedp.CSS(`#drawing g.node`)))
	waitFor(t, ctx, "the French narration", `document.querySelector('#event').textContent.includes('Coupure en C (MIN) : alpha 3 >= bêta 2 après 2, donc 4 et 6 sont élagués.')`)
	for sel, want := range map[string]string{"h1": "Une recherche pas à pas", "#next": "Suivante ▶", "#stepno": "étape 20 sur 36", "#legend strong": "Marques"} {
		if got := text(t, ctx, sel); got != want {
			t.Errorf("%s: %q, want %q", sel, got, want)
		}
	}
	do(t, ctx, "switch to English", chromedp.Click(chromedp.CSS(`a[data-lang="en"]`)), chromedp.WaitVisible(chromedp.CSS(`#drawing g.node`)))
	waitFor(t, ctx, "the English narration at the same step", `document.querySelector('#event').textContent.includes('Cutoff at C (MIN): alpha 3 >= beta 2 after 2, so 4 and 6 are pruned.')`)
	do(t, ctx, "open /tree in French", chromedp.Navigate(base+"/tree?leaves=((3+12+8)+(2+4+6)+(14+5+2))&lang=fr"), chromedp.WaitVisible(chromedp.CSS(`g.node[data-node="5"]`)))
	do(t, ctx, "click C", chromedp.Click(chromedp.CSS(`g.node[data-node="5"]`)))
	waitFor(t, ctx, "the French node panel", `document.querySelector('#panel h2').textContent === 'Nœud C'`)
	panel := text(t, ctx, "#panel")
	for _, want := range []string{"joueur", "≤ 2 (au plus)", "Coupure : alpha 3 >= bêta 2 après 2 : C (MIN) vaut déjà au plus 2, donc 4 et 6 ne peuvent pas changer la valeur de A."} {
		if !strings.Contains(panel, want) {
			t.Errorf("the French panel of C lacks %q:\n%s", want, panel)
		}
	}
	if s := text(t, ctx, "#summary"); !strings.HasPrefix(s, "Résultat : valeur") {
		t.Errorf("the summary: %q", s)
	}
}

// The tree page searches by Monte Carlo tree search: its fields show for
// mcts alone, the depth set aside; a node's panel gives its visits, its
// wins for the player who moved into it and its value for MAX; a search
// of 5,000 iterations (more than 1,000 nodes) opens on the canvas.
func TestBrowserMCTS(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "open an MCTS tree", chromedp.Navigate(base+"/tree?game=tictactoe&moves=b2a1&algo=mcts&iterations=300&min-visits=3"))
	waitFor(t, ctx, "the tree", `document.querySelector('#drawing g.node[data-node="1"]') !== null`)
	fields, err := chromedp.Run(ctx, chromedp.Evaluate[[]bool](`[document.querySelector('input[name=iterations]').closest('label').hidden, document.querySelector('input[name=depth]').disabled, document.querySelector('select[name=order]').disabled]`))
	if err != nil || fmt.Sprint(fields) != "[false true true]" {
		t.Errorf("the fields (iterations hidden, depth off, order off): %v %v", fields, err)
	}
	do(t, ctx, "fit, click a move", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)))
	waitFor(t, ctx, "its panel", `document.querySelector('#node dl')?.textContent.includes('who moved into it') && document.querySelector('#node dl').textContent.includes('value for MAX')`)
	if s := text(t, ctx, "#summary"); !strings.Contains(s, "the most visited") {
		t.Errorf("the summary: %q", s)
	}
	screenshots(t, ctx, "tree-mcts", `document.querySelector('#drawing g.node') !== null`, chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)))
	// Switching the algorithm back hides the fields.
	do(t, ctx, "choose alphabeta", chromedp.SetValue(chromedp.CSS(`select[name=algo]`), "alphabeta"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector('select[name=algo]').dispatchEvent(new Event('change'))`))
	waitFor(t, ctx, "the fields hidden", `document.querySelector('input[name=iterations]').closest('label').hidden && !document.querySelector('input[name=depth]').disabled`)
	do(t, ctx, "open a big MCTS tree", chromedp.Navigate(base+"/tree?algo=mcts&iterations=5000"))
	waitFor(t, ctx, "the canvas", `document.querySelector('#drawing canvas.bigtree')?.bigTree !== undefined`)
	do(t, ctx, "focus, down", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent(kb.ArrowDown))
	waitFor(t, ctx, "the root's panel", `document.querySelector('#node h2')?.textContent === 'Node root' && document.querySelector('#node dl').textContent.includes('5000')`)
	snap(t, ctx, "tree-mcts-big")
}

// MCTS plays on /play: ai:mcts:N in the new-game form with its
// iterations, its move answered, and a link to the tree of its search.
func TestBrowserPlayMCTS(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "open tic-tac-toe", chromedp.Navigate(base+"/play?game=tictactoe&white=ai:mcts:500"), chromedp.WaitVisible(chromedp.CSS(`#board rect[data-square="b2"]`)))
	form, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`(() => { const box = document.querySelectorAll('.player-spec')[1]; return [box.querySelector('select').value, box.querySelector('input[aria-label^="the iterations"]').value, String(box.spec())]; })()`))
	if err != nil || fmt.Sprint(form) != "[ai:mcts 500 ai:mcts:500]" {
		t.Errorf("the form's white player: %v %v", form, err)
	}
	do(t, ctx, "click b2", chromedp.Click(chromedp.CSS(`rect[data-square="b2"]`)))
	waitFor(t, ctx, "O's answer and its tree", `document.querySelector('#status').textContent.includes('O (ai:mcts:500) played') && [...document.querySelectorAll('a')].some((a) => a.href.includes('algo=mcts') && a.href.includes('iterations=500'))`)
	href, err := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('a')].find((a) => a.href.includes('algo=mcts')).href`))
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "open its tree", chromedp.Navigate(href))
	waitFor(t, ctx, "the tree", `document.querySelector('#drawing g.node[data-node="0"]') !== null && document.querySelector('#summary').textContent.includes('the most visited')`)
}

// /step steps through Monte Carlo tree search phase by phase: a
// selection shows its children's scores, the iteration slider jumps to an
// iteration's first step, and each picture keeps the nodes where the
// finished tree has them.
func TestBrowserStepMCTS(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "open an MCTS step-through", chromedp.Navigate(base+"/step?game=tictactoe&moves=b2a1&algo=mcts&iterations=40&step=70"))
	waitFor(t, ctx, "step 70", `document.querySelector('#drawing').dataset.step === '70' && document.querySelector('#candidates tr.chosen') !== null`)
	if s := text(t, ctx, "#event"); !strings.Contains(s, "Selection at root (MAX to move)") {
		t.Errorf("the sentence: %q", s)
	}
	do(t, ctx, "iteration 30", chromedp.SetValue(chromedp.ID("iter"), "30"),
		chromedp.Evaluate[chromedp.Void](`document.querySelector('#iter').dispatchEvent(new Event('input'))`))
	waitFor(t, ctx, "its first step", `document.querySelector('#now').textContent.includes('iteration30')`)
	steps, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](`(async () => { const r = await fetch('/api/step?game=tictactoe&moves=b2a1&algo=mcts&iterations=40'); const j = await r.json(); return [j.steps.findIndex((s) => s.iteration === 30) + 1, Number(document.querySelector('#drawing').dataset.step)]; })()`, chromedp.EvalAwaitPromise))
	if err != nil || len(steps) != 2 || steps[0] != steps[1] {
		t.Errorf("iteration 30 starts at step %v: %v", steps, err)
	}
	// Nodes drawn at every step: the finished tree's.
	n1, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#drawing g.node').length`))
	do(t, ctx, "first step", chromedp.Click(chromedp.ID("first")))
	waitFor(t, ctx, "step 1", `document.querySelector('#drawing').dataset.step === '1'`)
	n2, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#drawing g.node').length`))
	if n1 != n2 || n1 < 20 {
		t.Errorf("nodes drawn: %d at iteration 30, %d at step 1", n1, n2)
	}
	screenshots(t, ctx, "step-mcts", `document.querySelector('#candidates') !== null || document.querySelector('#drawing g.node') !== null`)
}

// /compare runs MCTS beside alpha-beta: its table and its plot under the
// others.
func TestBrowserCompareMCTS(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "open /compare with MCTS", chromedp.Navigate(base+"/compare?game=nim&board=1+2+4&depth=1-5&mcts=10,2000"))
	waitFor(t, ctx, "the MCTS table", `document.querySelectorAll('#table table.mcts tbody tr').length === 2 && document.querySelectorAll('#plot svg').length === 2`)
	rows, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#table table.mcts tbody tr')].map((r) => r.cells[1].textContent + ' ' + r.cells[3].textContent)`))
	if err != nil || len(rows) != 2 || rows[1] != "3:1 yes" {
		t.Errorf("the MCTS rows: %v %v", rows, err)
	}
}

// A tree with chance nodes on /tree: expectimax draws them as ellipses
// with their children's probabilities, and the panel says so.
func TestBrowserChance(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "open a tree with chance nodes", chromedp.Navigate(base+"/tree?leaves="+url.QueryEscape("({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})")+"&algo=expectimax"))
	waitFor(t, ctx, "the tree", `document.querySelector('#drawing g.node[data-node="1"] ellipse') !== null`)
	do(t, ctx, "fit, click B", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)))
	waitFor(t, ctx, "its panel", `document.querySelector('#node dl')?.textContent.includes('chance ○') && document.querySelector('#node dl').textContent.includes('5/2 (2.5)')`)
	do(t, ctx, "click D", chromedp.Click(chromedp.CSS(`g.node[data-node="2"]`)))
	waitFor(t, ctx, "D's probability", `document.querySelector('#node dl')?.textContent.includes('probability1/2')`)
	screenshots(t, ctx, "tree-chance", `document.querySelector('#drawing g.node') !== null`, chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)))
}

// Star1 on /tree: a chance node's panel gives where its value lay after
// each child, the rest of the probability at the bounds of the leaves.
func TestBrowserStar1Panel(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "open a Star1 tree", chromedp.Navigate(base+"/tree?leaves="+url.QueryEscape("({1/2: 3, 1/2: 4} {1/2: 0, 1/2: 1})")+"&algo=star1"))
	waitFor(t, ctx, "the tree", `document.querySelector('#drawing g.node[data-node="4"] ellipse') !== null`)
	do(t, ctx, "fit, click C", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="4"]`)))
	waitFor(t, ctx, "its bounds", `document.querySelector('#node ul.terms')?.textContent.includes('after 0: from 0 to 2') && document.querySelector('#node').textContent.includes('≤ 2')`)
}

// Pig on the pages: its board is its diagram's text; a roll plays and the
// die is rolled by the server; /tree chooses expectimax for a game of
// dice; the quiz draws chance nodes as ellipses with their probabilities.
func TestBrowserPig(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "play Pig", chromedp.Navigate(base+"/play?game=pig&size=20&white=human&seed=3"), chromedp.WaitVisible(chromedp.CSS(`#board.diagram text`)))
	waitFor(t, ctx, "its diagram", `document.querySelector('#board').textContent.includes('Pig to 20') && document.querySelector('#board').textContent.includes('+ 0 this turn')`)
	do(t, ctx, "roll", chromedp.Click(chromedp.CSS(`.moves-list button`)))
	waitFor(t, ctx, "the die", `document.querySelectorAll('#history li').length === 2 && document.querySelector('#status').textContent.includes('The die rolls') && document.querySelector('#board').textContent.includes('die: ')`)
	do(t, ctx, "the tree of Pig", chromedp.Navigate(base+"/tree?game=pig&size=20&depth=3"))
	waitFor(t, ctx, "expectimax chosen", `document.querySelector('select[name=algo]').value === 'expectimax' && [...document.querySelector('select[name=algo]').options].find((o) => o.value === 'alphabeta').disabled && document.querySelector('#drawing g.node ellipse') !== null`)
	do(t, ctx, "a quiz with chance nodes", chromedp.Navigate(base+"/quiz?leaves="+url.QueryEscape("({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})")))
	waitFor(t, ctx, "its ellipses and probabilities", `document.querySelectorAll('.quiz-tree ellipse').length === 2 && [...document.querySelectorAll('.quiz-tree text.prob')].map((t) => t.textContent).join(' ') === '1/2 1/2 1/6 5/6'`)
	do(t, ctx, "a game of Pig under way", chromedp.Navigate(base+"/play?game=pig&size=20&white=ai:perfect&moves=roll+4+roll+6"))
	screenshots(t, ctx, "play-pig", `document.querySelector('#board.diagram') !== null`)
}

// The one-file pages open from disk and ask nothing of any network: the
// tree draws and opens a node's panel, the step goes forward, the quiz
// grades in the page and shows its answers, in English and in French.
func TestBrowserOneFile(t *testing.T) {
	ctx, _ := browser(t)
	dir := t.TempDir()
	leaves := url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}
	open := func(page string, q url.Values, l msg.Lang) {
		t.Helper()
		file := writeOneFile(t, dir, page, q, l)
		do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	}
	open("tree", leaves, msg.En)
	waitFor(t, ctx, "the tree", `document.querySelectorAll('#drawing g.node').length === 13 && getComputedStyle(document.querySelector('#opts')).display === 'none'`)
	do(t, ctx, "fit, click B's first leaf", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="2"]`)))
	waitFor(t, ctx, "its panel", `document.querySelector('#node h2')?.textContent === 'Node 3' && document.querySelector('#node').textContent.includes('on the principal variation')`)
	waitFor(t, ctx, "no network", noNetwork)
	open("step", leaves, msg.Fr)
	waitFor(t, ctx, "the first step", `document.querySelector('#stepno').textContent === 'étape 1 sur 36' && document.querySelector('#drawing g.node') !== null`)
	do(t, ctx, "next", chromedp.Click(chromedp.ID("next")))
	waitFor(t, ctx, "the second step", `document.querySelector('#stepno').textContent === 'étape 2 sur 36' && document.querySelector('#event').textContent.startsWith('2. ')`)
	do(t, ctx, "last", chromedp.Click(chromedp.ID("last")))
	waitFor(t, ctx, "the last step", `document.querySelector('#stepno').textContent === 'étape 36 sur 36'`)
	waitFor(t, ctx, "no network", noNetwork)
	open("quiz", leaves, msg.En)
	waitFor(t, ctx, "the quiz", `document.querySelectorAll('.quiz-tree g.node').length === 13`)
	if b, _ := os.ReadFile(filepath.Join(dir, "quiz-en.html")); strings.Contains(string(b), "B is a MIN node") || strings.Contains(string(b), "values (3, 12, 8)") || strings.Contains(string(b), "C2 is pruned") {
		t.Error("the quiz's answers are readable in the file")
	}
	for name, v := range map[string]string{"A": "3", "B": "3", "C": "2", "D": "1"} {
		do(t, ctx, "answer "+name, chromedp.SendKeys(chromedp.CSS(`input[aria-label="value of `+name+`"]`), v))
	}
	do(t, ctx, "check", chromedp.Click(chromedp.ID("check")))
	waitFor(t, ctx, "the grade", `document.querySelector('#score').textContent === 'Score: 10 of 13.' && document.querySelector('#mistakes').textContent.includes('D: 2')`)
	do(t, ctx, "the answers", chromedp.Click(chromedp.ID("reveal")))
	waitFor(t, ctx, "the key", `document.querySelector('#score').textContent === 'The answers:' && document.querySelector('#mistakes').textContent.includes('C2: pruned')`)
	waitFor(t, ctx, "no network", noNetwork)
	// A quiz with chance nodes: values as fractions or to three places.
	open("quiz", url.Values{"leaves": {"({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})"}}, msg.En)
	waitFor(t, ctx, "the chance quiz", `document.querySelectorAll('.quiz-tree ellipse').length === 2`)
	for name, v := range map[string]string{"A": "5/2", "B": "2.5", "C": "1.667", "D": "3", "E": "2", "F": "1"} {
		do(t, ctx, "answer "+name, chromedp.SendKeys(chromedp.CSS(`input[aria-label="value of `+name+`"]`), v))
	}
	do(t, ctx, "check", chromedp.Click(chromedp.ID("check")))
	waitFor(t, ctx, "the grade", `document.querySelector('#score').textContent === 'Score: 12 of 13.' && document.querySelector('#mistakes').textContent.includes('F2: pruned')`)
	// In French, decimal commas, as the French quiz writes its examples;
	// in English "2,5" is no value.
	open("quiz", url.Values{"leaves": {"({1/2: (3 12), 1/2: (2 4)} {1/6: 5, 5/6: (1 9)})"}}, msg.Fr)
	waitFor(t, ctx, "the French chance quiz", `document.querySelectorAll('.quiz-tree ellipse').length === 2`)
	for name, v := range map[string]string{"A": "5/2", "B": "2,5", "C": "1,667", "D": "3", "E": "2", "F": "1"} {
		do(t, ctx, "answer "+name, chromedp.SendKeys(chromedp.CSS(`input[aria-label="valeur de `+name+`"]`), v))
	}
	do(t, ctx, "check", chromedp.Click(chromedp.ID("check")))
	waitFor(t, ctx, "the French grade", `document.querySelector('#score').textContent === 'Score : 12 sur 13.'`)
	// A game of three players (AIMA's Figure 5.4): vectors typed in any
	// form a person writes them, graded by the page; its editor too
	// (TestBrowserVectorEditor edits it).
	open("quiz", url.Values{"leaves": {"((((1,2,6) (4,2,3)) ((6,1,2) (7,4,1))) (((5,1,1) (1,5,2)) ((7,7,1) (5,4,5))))"}}, msg.En)
	waitFor(t, ctx, "the quiz of vectors", `document.querySelectorAll('.quiz-tree g.node').length === 15 && !document.querySelector('#edit').hidden && document.querySelector('#mark-shapes').textContent.startsWith('House pointing up: a node of the root')`)
	// Its nodes are named in lower case, its players in capitals.
	for name, v := range map[string]string{"a": "(1,2,6)", "b": "1, 2, 6", "c": "1 5 2", "d": "( 1,2,6 )", "e": "(6,1,2)", "f": "(1,5,2)", "g": "(7,7,1)"} {
		do(t, ctx, "answer "+name, chromedp.SendKeys(chromedp.CSS(`input[aria-label="value of `+name+`"]`), v))
	}
	do(t, ctx, "check", chromedp.Click(chromedp.ID("check")))
	waitFor(t, ctx, "the grade of vectors", `document.querySelector('#score').textContent === 'Score: 14 of 15.' && document.querySelector('#mistakes').textContent.includes('g: (5,4,5) (not (7,7,1)). g is C\'s node')`)
	// A random tree's quiz (no leaves given) has no editor, and its page
	// is made without the engines of edited trees: it still grades.
	open("quiz", url.Values{"chance": {"true"}, "depth": {"3"}, "seed": {"5"}}, msg.En)
	waitFor(t, ctx, "the random chance quiz", `document.querySelectorAll('.quiz-tree ellipse').length > 0 && document.querySelector('#edit').hidden`)
	do(t, ctx, "check it blank", chromedp.Click(chromedp.ID("check")))
	waitFor(t, ctx, "its grade", `/^Score: \d+ of \d+\.$/.test(document.querySelector('#score').textContent) && document.querySelector('#mistakes').textContent.includes('(no answer)')`)
	// The page edits its tree and makes the quiz of the edited tree itself:
	// D gets a fourth leaf, -1, which lowers D to -1 and is pruned (after
	// D3, alpha 3 >= beta 2).
	open("quiz", leaves, msg.Fr)
	waitFor(t, ctx, "the quiz to edit", `document.querySelectorAll('.quiz-tree g.node').length === 13 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit, click D", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.CSS(`.quiz-tree g.node[data-node="3"]`)))
	waitFor(t, ctx, "the editor on D", `document.querySelector('#editor h3') !== null && document.querySelector('.quiz-tree g.node.selected')?.getAttribute('data-node') === '3'`)
	do(t, ctx, "add a leaf", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("a"))
	waitFor(t, ctx, "the edited quiz", `document.querySelectorAll('.quiz-tree g.node').length === 14 && document.querySelector('#source').textContent.includes('((3 12 8) (2 4 6) (14 5 2 0))') && document.querySelector('#edit-value') !== null`)
	do(t, ctx, "its value", chromedp.SetValue(chromedp.ID("edit-value"), "-1"), chromedp.Focus(chromedp.ID("edit-value")), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "the value", `document.querySelector('#source').textContent.includes('((3 12 8) (2 4 6) (14 5 2 -1))')`)
	snap(t, ctx, "onefile-quiz-editor")
	do(t, ctx, "leave the editor", chromedp.Click(chromedp.ID("edit")))
	for name, v := range map[string]string{"A": "3", "B": "3", "C": "2", "D": "-1"} {
		do(t, ctx, "answer "+name, chromedp.SendKeys(chromedp.CSS(`input[aria-label="valeur de `+name+`"]`), v))
	}
	do(t, ctx, "check", chromedp.Click(chromedp.ID("check")))
	waitFor(t, ctx, "the grade of the edited quiz", `document.querySelector('#score').textContent === 'Score : 11 sur 14.' && document.querySelector('#mistakes').textContent.includes('D4 : élagué')`)
	do(t, ctx, "the answers", chromedp.Click(chromedp.ID("reveal")))
	waitFor(t, ctx, "its key", `document.querySelector('#mistakes').textContent.includes('D est un nœud MIN : sa valeur est la plus petite des valeurs de ses enfants (14, 5, 2, -1), -1.')`)
	waitFor(t, ctx, "no network", noNetwork)
	// An edit that leaves no quiz (a chance node where windows are asked)
	// is refused with the reason, and the quiz shown stays gradable.
	open("quiz", url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}, "ask": {"values,pruned,windows"}}, msg.En)
	waitFor(t, ctx, "the quiz with windows", `document.querySelectorAll('.quiz-tree g.node').length === 13 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit, click B, make it a chance node", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.CSS(`.quiz-tree g.node[data-node="1"]`)), chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("c"))
	waitFor(t, ctx, "the refusal", `document.querySelector('#status').textContent.startsWith("a tree with chance nodes asks values") && document.querySelectorAll('.quiz-tree g.node').length === 13 && document.querySelector('#source').textContent.includes('((3 12 8) (2 4 6) (14 5 2))')`)
	do(t, ctx, "leave the editor and check", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("check")))
	waitFor(t, ctx, "graded", `/^Score: \d+ of \d+/.test(document.querySelector('#score').textContent)`)
}

// A one-file tree page edits its textbook tree, and searches and draws
// each edit itself: a page made with --view pv draws the whole tree to
// edit, D gets a fourth leaf, -1, pruned after D's 2 (alpha 3 >= beta 2);
// undo and redo; MIN at the root and back; the root made a chance node
// is searched by expectimax;
// nothing asked of any server, in French.
func TestBrowserOneFileTreeEditor(t *testing.T) {
	ctx, _ := browser(t)
	file := writeOneFile(t, t.TempDir(), "tree", url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}, "view": {"pv"}}, msg.Fr)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the principal variation", `document.querySelectorAll('#drawing g.node').length === 7 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit", chromedp.Click(chromedp.ID("edit")))
	waitFor(t, ctx, "the whole tree", `document.querySelectorAll('#drawing g.node').length === 13 && document.querySelector('#status').textContent.startsWith("L'arbre est dessiné en entier")`)
	do(t, ctx, "fit, click D", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="9"]`)))
	waitFor(t, ctx, "the editor on D", `document.querySelector('#editor h3') !== null && document.querySelector('#drawing g.node.selected')?.getAttribute('data-node') === '9'`)
	do(t, ctx, "add a leaf", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("a"))
	waitFor(t, ctx, "the new leaf", `document.querySelectorAll('#drawing g.node').length === 14 && document.querySelector('#edit-value') !== null`)
	do(t, ctx, "its value", chromedp.SetValue(chromedp.ID("edit-value"), "-1"), chromedp.Focus(chromedp.ID("edit-value")), chromedp.KeyEvent(kb.Enter))
	edited := `document.querySelector('#summary').textContent.startsWith('Résultat : valeur 3, meilleur coup B ; 14 nœuds, 11 visités') && document.querySelector('#outline').textContent.includes('((3 12 8) (2 4 6) (14 5 2 -1))') && document.querySelector('#drawing').textContent.includes('-1 ▲') && document.querySelector('#outline').textContent.includes('coupure après 2')`
	waitFor(t, ctx, "the edited tree searched and drawn", edited)
	snap(t, ctx, "onefile-tree-editor")
	do(t, ctx, "undo", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	waitFor(t, ctx, "undone", `document.querySelectorAll('#drawing g.node').length === 14 && document.querySelector('#outline').textContent.includes('((3 12 8) (2 4 6) (14 5 2 0))')`)
	do(t, ctx, "redo", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("y", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	waitFor(t, ctx, "redone", edited)
	do(t, ctx, "MIN at the root", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("r"))
	waitFor(t, ctx, "MIN's tree", `document.querySelector('#editor .edit-note')?.textContent === 'MIN joue désormais à la racine.' && document.querySelector('#summary').textContent.startsWith('Résultat : valeur 6, meilleur coup C') && document.querySelector('#drawing').textContent.includes('A ▼')`)
	do(t, ctx, "undo it", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	waitFor(t, ctx, "MAX's tree again", edited+` && document.querySelector('#drawing').textContent.includes('A ▲')`)
	do(t, ctx, "the root a chance node", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent("c"))
	waitFor(t, ctx, "expectimax", `document.querySelectorAll('#drawing ellipse').length === 1 && document.querySelector('#outline').textContent.includes('Recherche : expectimax')`)
	do(t, ctx, "click the root", chromedp.Click(chromedp.CSS(`g.node[data-node="0"]`)))
	waitFor(t, ctx, "its panel", `document.querySelector('#node').textContent.includes('hasard')`)
	waitFor(t, ctx, "no network", noNetwork)
	// A page drawn with compact labels keeps its drawing: no editor.
	file = writeOneFile(t, t.TempDir(), "tree", url.Values{"leaves": {"((3 12) (2 4))"}, "labels": {"compact"}}, msg.En)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the compact tree, no editor", `document.querySelectorAll('#drawing g.node').length === 7 && document.querySelector('#edit').hidden`)
	// A page made for minimax refuses a chance node as the server does,
	// and keeps its tree.
	file = writeOneFile(t, t.TempDir(), "tree", url.Values{"leaves": {"((3 12) (2 4))"}, "algo": {"minimax"}}, msg.En)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the minimax tree", `document.querySelectorAll('#drawing g.node').length === 7 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit B, a chance node", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)), chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("c"))
	waitFor(t, ctx, "the edit refused", `document.querySelector('#editor .edit-note')?.textContent === 'the tree has chance nodes (braces), which minimax does not know: use algo expectimax, star1 or star2' && document.querySelectorAll('#drawing g.node').length === 7 && document.querySelector('#outline').textContent.includes('((3 12) (2 4))')`)
	do(t, ctx, "add a child to B", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("a"))
	waitFor(t, ctx, "the next edit", `document.querySelectorAll('#drawing g.node').length === 8 && document.querySelector('#outline').textContent.includes('((3 12 0) (2 4))')`)
	waitFor(t, ctx, "no network", noNetwork)
}

// A one-file step page edits its textbook tree, and searches and draws
// the steps of each edit itself, at the same step: B gets a third leaf,
// -5, and the search takes 26 steps where it took 19; nothing asked of
// any server.
func TestBrowserOneFileStepEditor(t *testing.T) {
	ctx, _ := browser(t)
	file := writeOneFile(t, t.TempDir(), "step", url.Values{"leaves": {"((3 12) (2 4))"}}, msg.En)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the first step", `document.querySelector('#stepno').textContent === 'step 1 of 19' && !document.querySelector('#edit').hidden`)
	do(t, ctx, "step 3", chromedp.Click(chromedp.ID("next")), chromedp.Click(chromedp.ID("next")))
	waitFor(t, ctx, "the third step", `document.querySelector('#stepno').textContent === 'step 3 of 19'`)
	do(t, ctx, "edit, click B", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`#drawing g.node[data-node="1"]`)))
	waitFor(t, ctx, "B selected", `document.querySelector('#drawing g.node.selected')?.dataset.node === '1' && document.querySelector('#editor a') === null`)
	do(t, ctx, "add a child", chromedp.KeyEvent("a"))
	waitFor(t, ctx, "B's new leaf", `document.querySelector('#stepno').textContent === 'step 3 of 26' && document.querySelectorAll('#drawing g.node').length === 8 && document.querySelector('#edit-value') !== null`)
	do(t, ctx, "its value", chromedp.SetValue(chromedp.ID("edit-value"), "-5"), chromedp.Focus(chromedp.ID("edit-value")), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "the value", `document.querySelector('#editor .edit-note')?.textContent === 'The tree is now ((3 12 -5) (2 4)).' && document.querySelector('#event').textContent === '3. Enter 3 (MAX) with alpha = -inf, beta = +inf.'`)
	do(t, ctx, "the last step", chromedp.Click(chromedp.ID("last")))
	waitFor(t, ctx, "the search's end", `document.querySelector('#stepno').textContent === 'step 26 of 26' && document.querySelector('#event').textContent === "26. The search ends: the root's value is 2, best move C." && document.querySelector('#drawing').textContent.includes('-5 ▲')`)
	// The step as text, the picture's text alternative, made in the page.
	waitFor(t, ctx, "the step as text", `!document.querySelector('#outline-box').hidden && document.querySelector('#outline').textContent.startsWith('Step 26 of 26: return') && document.querySelector('#outline').textContent.includes('│   └── -5  MAX     -5')`)
	snap(t, ctx, "onefile-step-editor")
	waitFor(t, ctx, "no network", noNetwork)
	// A page made for minimax refuses a chance node as the server does,
	// and keeps its steps.
	file = writeOneFile(t, t.TempDir(), "step", url.Values{"leaves": {"((3 12) (2 4))"}, "algo": {"minimax"}}, msg.Fr)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the minimax steps", `document.querySelector('#stepno').textContent === 'étape 1 sur 18' && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit B, a chance node", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`#drawing g.node[data-node="1"]`)), chromedp.KeyEvent("c"))
	waitFor(t, ctx, "the edit refused", `document.querySelector('#editor .edit-note')?.textContent.startsWith("l'arbre a des nœuds de hasard") && document.querySelector('#stepno').textContent === 'étape 1 sur 18'`)
	do(t, ctx, "add a child to B", chromedp.KeyEvent("a"))
	waitFor(t, ctx, "the next edit", `document.querySelector('#stepno').textContent === 'étape 1 sur 21' && document.querySelectorAll('#drawing g.node').length === 8`)
	waitFor(t, ctx, "no network", noNetwork)
}

// The tree and the step as text, opened on a phone, scroll inside their
// box: the page stays as wide as the phone (a wide text widened the
// grid's column, and the phone showed the whole page shrunk).
func TestBrowserTextOnPhone(t *testing.T) {
	ctx, base := browser(t)
	for _, page := range []string{"/step?moves=f5d6&depth=3&step=40&lang=fr", "/tree?moves=f5d6&depth=3"} {
		do(t, ctx, "open "+page, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile), chromedp.Navigate(base+page))
		waitFor(t, ctx, "its text", `!document.querySelector('#outline-box').hidden`)
		do(t, ctx, "open it", chromedp.Click(chromedp.CSS("#outline-box summary")))
		waitFor(t, ctx, "the page as wide as the phone", `document.querySelector('#outline-box').open && document.querySelector('#outline').scrollWidth > document.querySelector('#outline').clientWidth && document.documentElement.scrollWidth === 390 && window.innerWidth === 390`)
	}
}

// writeOneFile writes the one-file page of page for q in l into dir and
// returns its path.
func writeOneFile(t testing.TB, dir, page string, q url.Values, l msg.Lang) string {
	t.Helper()
	b, err := OneFile(context.Background(), page, q, l)
	if err != nil {
		t.Fatalf("%s: %v", page, err)
	}
	file := filepath.Join(dir, page+"-"+l.String()+".html")
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// noNetwork is true in a page that fetched nothing but the file itself
// and what the page made.
const noNetwork = `performance.getEntriesByType('resource').every((e) => /^(file|data|blob):/.test(e.name))`

// A SCORM package in an LMS: the page, in a frame under a stub of the
// SCORM 1.2 API (as Moodle's player holds it), initialises the API, marks
// the activity incomplete, and sends its score and status at each Check.
func TestBrowserScorm(t *testing.T) {
	ctx, _ := browser(t)
	leaves := url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}
	// The LMS: a page that holds the API and the SCO in a frame, served
	// from one origin as an LMS serves them.
	do(t, ctx, "open the LMS", chromedp.Navigate(fakeLMS(t, "quiz", leaves)))
	sco := `document.querySelector('#sco').contentDocument`
	waitFor(t, ctx, "the SCO initialised", `calls.includes('LMSInitialize') && calls.includes('set cmi.core.lesson_status=incomplete') && `+sco+`.querySelectorAll('.quiz-tree g.node').length === 13`)
	waitFor(t, ctx, "no editor in an LMS", sco+`.querySelector('#edit').hidden`)
	// The answers, typed into the frame's inputs; then Check.
	set := func(name, v string) string {
		return sco + `.querySelector('input[aria-label="value of ` + name + `"]').value = '` + v + `';`
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](set("A", "3")+set("B", "3")+set("C", "2")+set("D", "1")+sco+`.querySelector('#check').click(); true`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the score sent", `calls.includes('set cmi.core.score.raw=77') && calls.includes('set cmi.core.lesson_status=failed') && calls[calls.length - 1] === 'LMSCommit'`)
	// The key shown, then typed and checked: the LMS keeps 77, and the
	// page says why.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](sco+`.querySelector('#reveal').click(); true`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the key shown", `calls.includes('set cmi.suspend_data=answers shown') && `+sco+`.querySelector('#score').textContent.startsWith('The course keeps the score of your last Check')`)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](set("D", "2")+sco+`.querySelector('#check').click(); true`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the key's score kept out", sco+`.querySelector('#score').textContent.includes('The course keeps the score') && `+sco+`.querySelector('#score').textContent.startsWith('Score:') && !calls.some((c) => c.startsWith('set cmi.core.score.raw=') && c !== 'set cmi.core.score.raw=77')`)
	// A reload of the activity in the same attempt remembers it.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`document.querySelector('#sco').contentWindow.location.reload(); true`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the SCO reloaded", `calls.filter((c) => c === 'LMSInitialize').length === 2 && `+sco+`?.querySelectorAll('.quiz-tree g.node').length === 13`)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](set("A", "3")+set("B", "3")+set("C", "2")+set("D", "2")+sco+`.querySelector('#check').click(); true`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the key's score kept out after a reload", sco+`.querySelector('#score').textContent.includes('The course keeps the score') && !calls.some((c) => c.startsWith('set cmi.core.score.raw=') && c !== 'set cmi.core.score.raw=77')`)
	// A step-through is completed at its last step; a tree, once drawn.
	do(t, ctx, "open the step in the LMS", chromedp.Navigate(fakeLMS(t, "step", leaves)))
	waitFor(t, ctx, "the step initialised", `calls.includes('set cmi.core.lesson_status=incomplete') && `+sco+`.querySelector('#stepno')?.textContent === 'step 1 of 36'`)
	if calls, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`calls.join(',')`)); strings.Contains(calls, "completed") {
		t.Errorf("the step completed before its end: %s", calls)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](sco+`.querySelector('#last').click(); true`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the step completed", `calls.includes('set cmi.core.lesson_status=completed')`)
	do(t, ctx, "open the tree in the LMS", chromedp.Navigate(fakeLMS(t, "tree", leaves)))
	waitFor(t, ctx, "the tree completed", `calls.includes('set cmi.core.lesson_status=completed') && `+sco+`.querySelectorAll('#drawing g.node').length === 13`)
}

// The tree editor: each edit, by button or key, writes the tree back in
// the leaves notation, into the form and the URL, and redraws it; undo and
// redo walk the edits; the edited tree opens in the other pages.
func TestBrowserEditor(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "open a textbook tree", chromedp.Navigate(base+"/tree?leaves="+url.QueryEscape("((3 12) (2 4))")))
	waitFor(t, ctx, "the tree", `document.querySelectorAll('#drawing g.node').length === 7 && !document.querySelector('#edit').hidden`)
	leavesAre := func(what, want string, nodes int) {
		t.Helper()
		waitFor(t, ctx, what, `document.querySelector('input[name=leaves]').value === '`+want+`' && new URLSearchParams(location.search).get('leaves') === '`+want+`' && document.querySelectorAll('#drawing g.node').length === `+strconv.Itoa(nodes)+` && document.querySelector('#drawing g.node.selected') !== null && !document.querySelector('#status').textContent`)
	}
	do(t, ctx, "edit, click B", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)))
	waitFor(t, ctx, "the editor", `document.querySelector('#editor h3')?.textContent === 'Edit the tree'`)
	do(t, ctx, "add a child", chromedp.Click(chromedp.CSS(`#editor button[aria-keyshortcuts="A"]`)))
	leavesAre("B's new leaf", "((3 12 0) (2 4))", 8)
	do(t, ctx, "V", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("v"))
	waitFor(t, ctx, "the value's input", `document.activeElement?.id === 'edit-value'`)
	do(t, ctx, "its value", chromedp.SetValue(chromedp.ID("edit-value"), "7"), chromedp.KeyEvent(kb.Enter))
	leavesAre("the value set", "((3 12 7) (2 4))", 8)
	do(t, ctx, "undo", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	leavesAre("undone", "((3 12 0) (2 4))", 8)
	do(t, ctx, "redo", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("y", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	leavesAre("redone", "((3 12 7) (2 4))", 8)
	do(t, ctx, "remove it", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent(kb.Delete))
	leavesAre("removed", "((3 12) (2 4))", 7)
	do(t, ctx, "B to the right", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent(kb.ArrowRight, chromedp.KeyModifiers(chromedp.ModifierShift)))
	leavesAre("moved", "((2 4) (3 12))", 7)
	do(t, ctx, "MIN at the root", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("r"))
	waitFor(t, ctx, "MIN's root", `new URLSearchParams(location.search).get('root') === 'min' && document.querySelector('select[name=root]').value === 'min' && document.querySelector('#drawing').textContent.includes('A ▼')`)
	do(t, ctx, "MAX at the root", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("r"))
	waitFor(t, ctx, "MAX's root", `new URLSearchParams(location.search).get('root') !== 'min' && document.querySelector('#drawing').textContent.includes('A ▲')`)
	do(t, ctx, "the root a chance node", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent("c"))
	leavesAre("a chance node", "{(2 4) (3 12)}", 7)
	do(t, ctx, "its first child's probability", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent(kb.ArrowDown))
	waitFor(t, ctx, "the probability's input", `document.querySelector('#edit-prob')?.value === '1/2'`)
	do(t, ctx, "1/3", chromedp.SetValue(chromedp.ID("edit-prob"), "1/3"), chromedp.Focus(chromedp.ID("edit-prob")), chromedp.KeyEvent(kb.Enter))
	leavesAre("the probabilities", "{1/3: (2 4) 2/3: (3 12)}", 7)
	waitFor(t, ctx, "links to the other pages", `[...document.querySelectorAll('#downloads a')].some((a) => a.getAttribute('href').startsWith('/quiz?leaves=%7B1%2F3%3A+%282+4%29+2%2F3%3A+%283+12%29%7D'))`)
	// An edit that leaves no tree to draw is taken back: minimax knows
	// no chance node; the tree stays drawn, the editor says why, and the
	// next edit goes on from it.
	do(t, ctx, "a minimax tree", chromedp.Navigate(base+"/tree?algo=minimax&leaves="+url.QueryEscape("((3 12) (2 4))")))
	waitFor(t, ctx, "its nodes", `document.querySelectorAll('#drawing g.node').length === 7 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit B, a chance node", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="1"]`)), chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("c"))
	waitFor(t, ctx, "the edit refused", `document.querySelector('#editor .edit-note')?.textContent.startsWith('the tree has chance nodes (braces), which minimax does not know') && document.querySelectorAll('#drawing g.node').length === 7 && new URLSearchParams(location.search).get('leaves') === '((3 12) (2 4))' && document.querySelector('input[name=leaves]').value === '((3 12) (2 4))'`)
	do(t, ctx, "add a child to B", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("a"))
	leavesAre("the next edit", "((3 12 0) (2 4))", 8)
	// Alpha-beta named, though the default: the edit is refused by it,
	// the menu and the URL keep it (issue 48: it showed expectimax's
	// value under alphabeta, algo gone from the URL).
	do(t, ctx, "an alpha-beta tree", chromedp.Navigate(base+"/tree?algo=alphabeta&leaves="+url.QueryEscape("((3 12 8) (2 4 6) (14 5 2))")))
	waitFor(t, ctx, "its nodes", `document.querySelectorAll('#drawing g.node').length === 13 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit D, a chance node", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="9"]`)), chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("c"))
	waitFor(t, ctx, "the edit refused by alpha-beta", `document.querySelector('#editor .edit-note')?.textContent === 'the tree has chance nodes (braces), which alphabeta does not know: use algo expectimax, star1 or star2' && document.querySelector('select[name=algo]').value === 'alphabeta' && new URLSearchParams(location.search).get('algo') === 'alphabeta' && new URLSearchParams(location.search).get('leaves') === '((3 12 8) (2 4 6) (14 5 2))' && document.querySelector('#summary').textContent.startsWith('Result: value 3')`)
	// No search named: the tree of chance nodes is searched by
	// expectimax, and the menu and the URL say so.
	do(t, ctx, "a tree of no search named", chromedp.Navigate(base+"/tree?leaves="+url.QueryEscape("((3 12 8) (2 4 6) (14 5 2))")))
	waitFor(t, ctx, "its nodes", `document.querySelectorAll('#drawing g.node').length === 13 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit D, a chance node", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="9"]`)), chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("c"))
	waitFor(t, ctx, "expectimax, named", `document.querySelector('select[name=algo]').value === 'expectimax' && new URLSearchParams(location.search).get('algo') === 'expectimax' && new URLSearchParams(location.search).get('leaves') === '((3 12 8) (2 4 6) {14 5 2})' && document.querySelector('#summary').textContent.startsWith('Result: value 7')`)
	// Under MCTS, which draws only the nodes it expanded, an edit keeps
	// the whole tree (it was rebuilt from the nodes drawn: leaves lost,
	// and every edit refused after few iterations).
	for _, it := range []string{"5", "200"} {
		do(t, ctx, "an MCTS tree of "+it+" iterations", chromedp.Navigate(base+"/tree?algo=mcts&solver=true&iterations="+it+"&leaves="+url.QueryEscape("((3 12 8) (2 4 6) (14 5 2))")))
		waitFor(t, ctx, "its nodes", `document.querySelectorAll('#drawing g.node').length > 1 && !document.querySelector('#edit').hidden`)
		do(t, ctx, "edit the root, add a child", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="0"]`)), chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("a"))
		waitFor(t, ctx, "the whole tree, and the child", `new URLSearchParams(location.search).get('leaves') === '((3 12 8) (2 4 6) (14 5 2) 0)' && document.querySelector('input[name=leaves]').value === '((3 12 8) (2 4 6) (14 5 2) 0)' && document.querySelector('#summary').textContent.startsWith('Result: move')`)
	}
	// A tree drawn in part is drawn whole to be edited.
	do(t, ctx, "the principal variation", chromedp.Navigate(base+"/tree?view=pv&leaves="+url.QueryEscape("((3 12) (2 4))")))
	waitFor(t, ctx, "its nodes", `document.querySelectorAll('#drawing g.node').length === 5 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit", chromedp.Click(chromedp.ID("edit")))
	waitFor(t, ctx, "the whole tree", `document.querySelectorAll('#drawing g.node').length === 7 && new URLSearchParams(location.search).get('view') !== 'pv' && document.querySelector('#status').textContent.startsWith('The whole tree is drawn')`)
}

// The editor on the quiz page: a click selects a node to edit, an edit
// makes the quiz of the tree it writes, the URL following.
func TestBrowserQuizEditor(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "open a quiz", chromedp.Navigate(base+"/quiz?leaves="+url.QueryEscape("((3 12) (2 4))")))
	waitFor(t, ctx, "the quiz", `document.querySelectorAll('.quiz-tree g.node').length === 7 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit, click B", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.CSS(`.quiz-tree g.node[data-node="1"]`)))
	waitFor(t, ctx, "the editor on B", `document.querySelector('#editor h3') !== null && document.querySelector('.quiz-tree g.node.selected')?.getAttribute('data-node') === '1'`)
	do(t, ctx, "add a child", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("a"))
	waitFor(t, ctx, "the new quiz", `document.querySelectorAll('.quiz-tree g.node').length === 8 && new URLSearchParams(location.search).get('leaves') === '((3 12 0) (2 4))' && document.querySelector('#edit-value') !== null`)
	do(t, ctx, "its value", chromedp.SetValue(chromedp.ID("edit-value"), "9"), chromedp.Focus(chromedp.ID("edit-value")), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "the value", `new URLSearchParams(location.search).get('leaves') === '((3 12 9) (2 4))' && document.querySelector('#source').textContent.includes('((3 12 9) (2 4))')`)
	// By keyboard alone: the arrows move the node edited.
	do(t, ctx, "up, up, down, right", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent(kb.ArrowRight))
	waitFor(t, ctx, "C selected", `document.querySelector('.quiz-tree g.node.selected')?.getAttribute('data-node') === '2'`)
	do(t, ctx, "a child of C", chromedp.KeyEvent("a"))
	waitFor(t, ctx, "C's new leaf", `new URLSearchParams(location.search).get('leaves') === '((3 12 9) (2 4 0))'`)
	do(t, ctx, "MIN at the root", chromedp.KeyEvent("r"))
	waitFor(t, ctx, "the quiz of MIN's tree", `new URLSearchParams(location.search).get('root') === 'min' && document.querySelector('.quiz-tree g.node[data-node="0"]').textContent.includes('▼')`)
	do(t, ctx, "MAX at the root", chromedp.KeyEvent("r"))
	waitFor(t, ctx, "MAX's again", `new URLSearchParams(location.search).get('root') !== 'min'`)
	// An edit that leaves no quiz is taken back: windows are alpha-beta's,
	// and a chance node has none; the quiz shown stays, the editor says
	// why.
	do(t, ctx, "a quiz with windows", chromedp.Navigate(base+"/quiz?ask=values,pruned,windows&leaves="+url.QueryEscape("((3 12) (2 4))")))
	waitFor(t, ctx, "its tree", `document.querySelectorAll('.quiz-tree g.node').length === 7 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit B, a chance node", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.CSS(`.quiz-tree g.node[data-node="1"]`)), chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("c"))
	waitFor(t, ctx, "the edit refused", `document.querySelector('#editor .edit-note')?.textContent.startsWith('a tree with chance nodes asks values') && document.querySelectorAll('.quiz-tree g.node').length === 7 && new URLSearchParams(location.search).get('leaves') === '((3 12) (2 4))' && document.querySelector('input[name=leaves]').value === '((3 12) (2 4))'`)
	do(t, ctx, "add a child to B", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("a"))
	waitFor(t, ctx, "the next edit", `new URLSearchParams(location.search).get('leaves') === '((3 12 0) (2 4))' && document.querySelectorAll('.quiz-tree g.node').length === 8`)
	do(t, ctx, "back to the quiz edited", chromedp.Navigate(base+"/quiz?leaves="+url.QueryEscape("((3 12 9) (2 4 0))")))
	waitFor(t, ctx, "the quiz", `document.querySelectorAll('.quiz-tree g.node').length === 9`)
	// The edited tree goes straight to an exam sheet: the page's download
	// is its PDF with its key.
	waitFor(t, ctx, "the sheet's link", `[...document.querySelectorAll('#downloads a')].some((a) => a.getAttribute('href') === '/api/quiz?leaves=%28%283+12+9%29+%282+4+0%29%29&format=pdf&download=1')`)
	pdf, err := chromedp.Run(ctx, chromedp.Evaluate[string](`fetch(document.querySelector('#downloads a').getAttribute('href')).then((r) => r.text()).then((t) => t.slice(0, 5))`, chromedp.EvalAwaitPromise))
	if err != nil || pdf != "%PDF-" {
		t.Errorf("the sheet's download begins %q (%v)", pdf, err)
	}
}

// The editor on the step page: a click or the step selects the node to
// edit, an edit loads the search of the tree it writes at the same step,
// the URL and the form following; MCTS and game trees have no editor.
func TestBrowserStepEditor(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "open a step-through", chromedp.Navigate(base+"/step?step=3&leaves="+url.QueryEscape("((3 12) (2 4))")))
	waitFor(t, ctx, "the steps", `document.querySelector('#drawing')?.dataset.step === '3' && !document.querySelector('#edit').hidden`)
	// The step-through downloads as files: its trace, its one-file page,
	// its Moodle package.
	zip, err := chromedp.Run(ctx, chromedp.Evaluate[string](`fetch([...document.querySelectorAll('#downloads a')].find((a) => a.getAttribute('href').includes('format=scorm')).getAttribute('href')).then((r) => r.text()).then((t) => t.slice(0, 2))`, chromedp.EvalAwaitPromise))
	if err != nil || zip != "PK" {
		t.Errorf("the step's SCORM download begins %q (%v)", zip, err)
	}
	do(t, ctx, "edit", chromedp.Click(chromedp.ID("edit")))
	waitFor(t, ctx, "the step's node edited", `document.querySelector('#editor h3') !== null && document.querySelector('#drawing g.node.selected') !== null`)
	do(t, ctx, "click B", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`#drawing g.node[data-node="1"]`)))
	waitFor(t, ctx, "B selected", `document.querySelector('#drawing g.node.selected')?.dataset.node === '1'`)
	do(t, ctx, "add a child", chromedp.KeyEvent("a"))
	after := func(what, leaves string, nodes int) {
		t.Helper()
		waitFor(t, ctx, what, `new URLSearchParams(location.search).get('leaves') === '`+leaves+`' && document.querySelector('input[name=leaves]').value === '`+leaves+`' && document.querySelectorAll('#drawing g.node').length === `+strconv.Itoa(nodes)+` && document.querySelector('#drawing')?.dataset.step === '3' && document.querySelector('#drawing g.node.selected') !== null && document.querySelector('#editor .edit-note')?.textContent === 'The tree is now `+leaves+`.'`)
	}
	after("B's new leaf", "((3 12 0) (2 4))", 8)
	do(t, ctx, "its value", chromedp.SetValue(chromedp.ID("edit-value"), "-5"), chromedp.Focus(chromedp.ID("edit-value")), chromedp.KeyEvent(kb.Enter))
	after("the value", "((3 12 -5) (2 4))", 8)
	for v, says := range map[string]string{"0.1234567": "the value has 7 decimals; leaf values have at most 6", "2e12": "the value is out of range; leaf values go from -1000000000000 to 1000000000000", "1.5e-7": "the value has 8 decimals"} {
		do(t, ctx, "the value "+v, chromedp.SetValue(chromedp.ID("edit-value"), v), chromedp.Focus(chromedp.ID("edit-value")), chromedp.KeyEvent(kb.Enter))
		waitFor(t, ctx, "refused: "+v, `document.querySelector('#editor .edit-note').textContent.startsWith(`+jsString(says)+`) && new URLSearchParams(location.search).get('leaves') === '((3 12 -5) (2 4))'`)
	}
	waitFor(t, ctx, "the links", `[...document.querySelectorAll('#editor a')].some((a) => a.getAttribute('href') === '/quiz?leaves=%28%283+12+-5%29+%282+4%29%29')`)
	do(t, ctx, "undo", chromedp.Blur(chromedp.ID("edit-value")), chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	after("undone", "((3 12 0) (2 4))", 8)
	do(t, ctx, "step on: the step's node is edited", chromedp.KeyEvent(kb.ArrowRight))
	waitFor(t, ctx, "step 4's node", `document.querySelector('#drawing')?.dataset.step === '4' && document.querySelector('#drawing g.node.selected')?.classList.contains('current')`)
	screenshots(t, ctx, "step-editor", `document.querySelector('#drawing')?.dataset.step === '4' && !document.querySelector('#edit').hidden`, chromedp.Click(chromedp.ID("edit")))
	do(t, ctx, "in French", chromedp.Navigate(base+"/step?lang=fr&step=2&leaves="+url.QueryEscape("((3 12) (2 4))")))
	screenshots(t, ctx, "step-editor-fr", `document.querySelector('#drawing')?.dataset.step === '2' && !document.querySelector('#edit').hidden`, chromedp.Click(chromedp.ID("edit")))
	// An edit that leaves no search is taken back, the steps kept.
	do(t, ctx, "a minimax step-through", chromedp.Navigate(base+"/step?algo=minimax&step=3&leaves="+url.QueryEscape("((3 12) (2 4))")))
	waitFor(t, ctx, "its steps", `document.querySelector('#drawing')?.dataset.step === '3' && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit B, a chance node", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`#drawing g.node[data-node="1"]`)), chromedp.KeyEvent("c"))
	waitFor(t, ctx, "the edit refused", `document.querySelector('#editor .edit-note')?.textContent.startsWith('the tree has chance nodes (braces), which minimax does not know') && document.querySelector('#stepno').textContent === 'step 3 of 18' && new URLSearchParams(location.search).get('leaves') === '((3 12) (2 4))' && document.querySelector('input[name=leaves]').value === '((3 12) (2 4))'`)
	do(t, ctx, "add a child to B", chromedp.KeyEvent("a"))
	waitFor(t, ctx, "the next edit", `new URLSearchParams(location.search).get('leaves') === '((3 12 0) (2 4))' && document.querySelector('#stepno').textContent === 'step 3 of 21'`)
	do(t, ctx, "MCTS", chromedp.Navigate(base+"/step?algo=mcts&iterations=20&leaves="+url.QueryEscape("((3 12) (2 4))")))
	waitFor(t, ctx, "no editor under MCTS", `document.querySelector('#drawing')?.dataset.step === '1' && document.querySelector('#edit').hidden && document.querySelector('#editor').hidden`)
}

// A SCORM package under scorm-again's SCORM 1.2 API, the runtime LMSes
// embed (from the npm registry; GAMETREE_SCORM_AGAIN names its
// dist/scorm12.min.js, which .ci/run installs): an API that checks every
// call as the standard says (the data model's names, their values' forms
// and vocabularies, the order of the calls), where the stub of
// TestBrowserScorm takes anything. Every call of the page succeeds
// (LMSGetLastError "0" after each), and the data model ends with the
// quiz's score and status.
func TestBrowserScormAgain(t *testing.T) {
	script := os.Getenv("GAMETREE_SCORM_AGAIN")
	if script == "" {
		t.Skip("no scorm-again: set GAMETREE_SCORM_AGAIN to its dist/scorm12.min.js (npm install scorm-again@3.4.3) to run the SCORM runtime test")
	}
	runtime, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	ctx, _ := browser(t)
	page := scoPage(t, "quiz", url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}, msg.Fr)
	lms := `<!doctype html><html><head><script src="scorm12.js"></script></head><body><script>
window.API = new Scorm12API({ autocommit: false, lmsCommitUrl: false, logLevel: 5 });
window.failures = [];
window.calls = [];
for (const name of ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit']) {
  const call = API[name].bind(API);
  API[name] = (...args) => {
    const out = call(...args);
    const code = String(API.LMSGetLastError());
    calls.push(name + ' ' + args.join('='));
    if (code !== '0') failures.push(name + '(' + args.join(', ') + '): error ' + code + ' ' + API.LMSGetErrorString(code));
    return out;
  };
}
</script><iframe id="sco" src="index.html" style="width:1200px;height:760px"></iframe></body></html>`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/index.html":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write(page)
		case "/scorm12.js":
			w.Header().Set("Content-Type", "text/javascript")
			w.Write(runtime)
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, lms)
		}
	}))
	defer srv.Close()
	do(t, ctx, "open the LMS", chromedp.Navigate(srv.URL+"/lms.html"))
	sco := `document.querySelector('#sco').contentDocument`
	waitFor(t, ctx, "the SCO initialised", `API.cmi.core.lesson_status === 'incomplete' && `+sco+`.querySelectorAll('.quiz-tree g.node').length === 13`)
	set := func(name, v string) string {
		return sco + `.querySelector('input[aria-label="valeur de ` + name + `"]').value = '` + v + `';`
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](set("A", "3")+set("B", "3")+set("C", "2")+set("D", "2")+sco+`.querySelector('#check').click(); true`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the score kept", `API.cmi.core.score.raw === '85' && API.cmi.core.lesson_status === 'passed' && API.cmi.core.score.min === '0' && API.cmi.core.score.max === '100'`)
	failures, _ := chromedp.Run(ctx, chromedp.Evaluate[[]string](`failures`))
	for _, f := range failures {
		t.Errorf("the SCORM API refused %s", f)
	}
	calls, _ := chromedp.Run(ctx, chromedp.Evaluate[[]string](`calls`))
	if len(calls) < 3 || !strings.HasPrefix(calls[0], "LMSInitialize") {
		t.Errorf("calls %q", calls)
	}
	// The runtime does refuse what the standard does not allow.
	if n, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`API.LMSSetValue('cmi.core.lesson_status', 'bogus'); failures.length`)); n != len(failures)+1 {
		t.Errorf("a status outside the vocabulary was not refused (%d failures)", n)
	}
}

// needBrowsers skips a test that drives a browser unless GAMETREE_BROWSER
// is set (.ci/run sets it): the README's go test ./... stays near a
// minute, and the browser suite, about a minute more, runs in CI and
// wherever a developer asks for it.
func needBrowsers(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("starts a browser")
	}
	if os.Getenv("GAMETREE_BROWSER") == "" {
		t.Skip("drives a browser: GAMETREE_BROWSER=1 go test ./web runs it (.ci/run does)")
	}
}

// Enter on a focused button of the tree viewer presses the button alone:
// it folded the tree to its root (issue 49), on a drawn tree and on a big
// one.
func TestBrowserEnterOnViewerButtons(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "a depth-3 tree", chromedp.Navigate(base+"/tree?moves=f5d6&depth=3"), chromedp.WaitVisible(chromedp.CSS(`g.node[data-node="1"]`)))
	before := `document.querySelectorAll('#drawing g.node:not(.folded-away)').length`
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](before))
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"zoom-in", "fit"} {
		do(t, ctx, "Enter on "+id, chromedp.Focus(chromedp.ID(id)), chromedp.KeyEvent(kb.Enter), chromedp.Sleep(200*time.Millisecond))
		got, err := chromedp.Run(ctx, chromedp.Evaluate[int](before))
		if err != nil || got != n {
			t.Errorf("Enter on %s: %d nodes shown, want %d (%v)", id, got, n, err)
		}
	}
	do(t, ctx, "a depth-6 tree", chromedp.Navigate(base+"/tree?moves=f5d6&depth=6"), chromedp.WaitVisible(chromedp.CSS(`canvas.bigtree`)))
	waitFor(t, ctx, "its canvas", `document.querySelector('canvas.bigtree')?.dataset.shown > 1`)
	shown, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('canvas.bigtree').dataset.shown`))
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "Enter on Fit", chromedp.Focus(chromedp.ID("fit")), chromedp.KeyEvent(kb.Enter), chromedp.Sleep(200*time.Millisecond))
	if got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('canvas.bigtree').dataset.shown`)); err != nil || got != shown {
		t.Errorf("Enter on Fit of a big tree: %s shown, want %s (%v)", got, shown, err)
	}
}

// /quiz?chance=1 asks a random quiz with chance nodes (it was ignored),
// and the page names it by its searches.
func TestBrowserQuizChance(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "a random chance quiz", chromedp.Navigate(base+"/quiz?chance=1&seed=5"))
	waitFor(t, ctx, "its chance nodes and title", `document.querySelector('main h1').textContent === 'Quiz: expectimax (expectiminimax) and Star1' && document.querySelector('input[name=chance]').checked && new URLSearchParams(location.search).get('chance') !== null`)
	do(t, ctx, "in French", chromedp.Navigate(base+"/quiz?lang=fr&chance=1&seed=5"))
	waitFor(t, ctx, "its French title", `document.querySelector('main h1').textContent === 'Exercice : expectimax (expectiminimax) et Star1'`)
}

// The editor of a game of several players: a leaf's utilities typed in
// place ("9 9 9"), a wrong count refused with the form to write, a node
// given the next player (P); on the server's tree page, then in
// one-file tree and step pages that search and draw each edit
// themselves, in French, asking no server.
func TestBrowserVectorEditor(t *testing.T) {
	ctx, base := browser(t)
	aima := "((((1,2,6) (4,2,3)) ((6,1,2) (7,4,1))) (((5,1,1) (1,5,2)) ((7,7,1) (5,4,5))))"
	do(t, ctx, "the AIMA tree", chromedp.Navigate(base+"/tree?leaves="+url.QueryEscape(aima)))
	waitFor(t, ctx, "its nodes", `document.querySelectorAll('#drawing g.node').length === 15 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit, click (1,2,6)", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="3"]`)))
	waitFor(t, ctx, "its utilities", `document.querySelector('#edit-value')?.value === '(1,2,6)' && document.querySelector('#editor .edit-keys').textContent.includes('P gives a node the next player')`)
	do(t, ctx, "a wrong count", chromedp.SetValue(chromedp.ID("edit-value"), "1 2"), chromedp.Focus(chromedp.ID("edit-value")), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "refused", `document.querySelector('#editor .edit-note')?.textContent === '"1 2": want 3 utilities, one a player: (A,B,C)'`)
	do(t, ctx, "9 9 9", chromedp.SetValue(chromedp.ID("edit-value"), "9 9 9"), chromedp.Focus(chromedp.ID("edit-value")), chromedp.KeyEvent(kb.Enter))
	nine := "((((9,9,9) (4,2,3)) ((6,1,2) (7,4,1))) (((5,1,1) (1,5,2)) ((7,7,1) (5,4,5))))"
	waitFor(t, ctx, "the tree searched again", `new URLSearchParams(location.search).get('leaves') === '`+nine+`' && document.querySelector('#summary').textContent.startsWith('Result: value (9,9,9), best move b')`)
	do(t, ctx, "d to the next player", chromedp.Click(chromedp.CSS(`g.node[data-node="2"]`)), chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("p"))
	waitFor(t, ctx, "A moves at d", `new URLSearchParams(location.search).get('leaves').includes('(A((9,9,9) (4,2,3))') && document.querySelector('#drawing').textContent.includes('d (A)')`)
	do(t, ctx, "the root's player", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent("p"))
	waitFor(t, ctx, "refused", `document.querySelector('#editor .edit-note')?.textContent.startsWith('in a game of several players A moves at the root')`)
	snap(t, ctx, "vector-editor")
	// One file, no server: the page's own engine.
	file := writeOneFile(t, t.TempDir(), "tree", url.Values{"leaves": {aima}, "algo": {"shallow"}}, msg.Fr)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the tree", `document.querySelectorAll('#drawing g.node').length === 15 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit, click (1,2,6)", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="3"]`)))
	do(t, ctx, "9,9,9", chromedp.SetValue(chromedp.ID("edit-value"), "(9,9,9)"), chromedp.Focus(chromedp.ID("edit-value")), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "searched in the page", `document.querySelector('#summary').textContent.startsWith('Résultat : valeur (9,9,9), meilleur coup b') && document.querySelector('#outline').textContent.includes('`+nine+`')`)
	snap(t, ctx, "onefile-vector-editor")
	waitFor(t, ctx, "no network", noNetwork)
	file = writeOneFile(t, t.TempDir(), "step", url.Values{"leaves": {"((1,2,6) (4,2,3))"}}, msg.Fr)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the steps", `document.querySelector('#stepno').textContent === 'étape 1 sur 8' && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit, click the root", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`#drawing g.node[data-node="0"]`)), chromedp.KeyEvent("a"))
	waitFor(t, ctx, "a third leaf, and its steps", `document.querySelector('#stepno').textContent === 'étape 1 sur 11' && document.querySelector('#edit-value')?.value === '(0,0,0)'`)
	do(t, ctx, "the last step", chromedp.Click(chromedp.ID("last")))
	waitFor(t, ctx, "the search's end", `document.querySelector('#event').textContent.startsWith("11. La recherche se termine : la valeur de la racine est (4,2,3)")`)
	waitFor(t, ctx, "no network", noNetwork)
	// A one-file quiz of vectors makes the quiz of each edit itself: the
	// bound of shallow pruning follows the leaves, and the answer typed
	// is graded by the new key.
	file = writeOneFile(t, t.TempDir(), "quiz", url.Values{"leaves": {"((1,2,6) (4,2,3))"}}, msg.En)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the quiz", `document.querySelectorAll('.quiz-tree g.node').length === 3 && !document.querySelector('#edit').hidden && document.querySelector('#task').textContent.includes('sum to at most 9, each at least 1')`)
	do(t, ctx, "edit the first leaf", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.CSS(`.quiz-tree g.node[data-node="1"]`)))
	do(t, ctx, "(9,9,0)", chromedp.SetValue(chromedp.ID("edit-value"), "(9,9,0)"), chromedp.Focus(chromedp.ID("edit-value")), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "the new quiz", `document.querySelector('#source').textContent.includes('((9,9,0) (4,2,3))') && document.querySelector('#task').textContent.includes('sum to at most 18, each at least 0')`)
	snap(t, ctx, "onefile-vector-quiz-editor")
	waitFor(t, ctx, "no network", noNetwork)
}

// The editor of leaves not quiet: a leaf marked with what lies past it
// (Q) on the server's tree page; in a one-file page that searches each
// edit itself with a quiescence search, in French, a value past the
// horizon changed in place and the stand pat's refused.
func TestBrowserNoisyEditor(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "a tree", chromedp.Navigate(base+"/tree?leaves="+url.QueryEscape("((5 4) 1)")))
	waitFor(t, ctx, "its nodes", `document.querySelectorAll('#drawing g.node').length === 5 && !document.querySelector('#edit').hidden`)
	do(t, ctx, "edit, click 4", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="3"]`)), chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent("q"))
	waitFor(t, ctx, "the field", `document.activeElement?.id === 'edit-past' && document.querySelector('#editor .edit-keys').textContent.includes('Q what lies past it')`)
	do(t, ctx, "a wrong list", chromedp.SetValue(chromedp.ID("edit-past"), "-2 (6)"), chromedp.Focus(chromedp.ID("edit-past")), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "refused", `document.querySelector('#editor .edit-note')?.textContent.startsWith('past the horizon, give a list of values')`)
	do(t, ctx, "-2 6", chromedp.SetValue(chromedp.ID("edit-past"), "-2 6"), chromedp.Focus(chromedp.ID("edit-past")), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "marked not quiet", `new URLSearchParams(location.search).get('leaves') === '((5 4?(-2 6)) 1)' && document.querySelector('#drawing').textContent.includes('not quiet: marked ? in the tree')`)
	// One file, no server: the page's own engine, past the horizon.
	file := writeOneFile(t, t.TempDir(), "tree", url.Values{"leaves": {"((5 4?(-2 6)) 1)"}, "quiescence": {"1"}}, msg.Fr)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the tree", `document.querySelectorAll('#drawing g.node').length === 8 && !document.querySelector('#edit').hidden && document.querySelector('#summary').textContent.startsWith('Résultat : valeur 5, meilleur coup B')`)
	do(t, ctx, "edit, click 6", chromedp.Click(chromedp.ID("edit")), chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="6"]`)))
	do(t, ctx, "2", chromedp.SetValue(chromedp.ID("edit-value"), "2"), chromedp.Focus(chromedp.ID("edit-value")), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "searched in the page", `document.querySelector('#summary').textContent.startsWith('Résultat : valeur 4, meilleur coup B') && document.querySelector('#outline').textContent.includes('((5 4?(-2 2)) 1)') && document.querySelector('#drawing').textContent.includes('calme +1')`)
	do(t, ctx, "the stand pat", chromedp.Click(chromedp.ID("fit")), chromedp.Click(chromedp.CSS(`g.node[data-node="4"]`)))
	waitFor(t, ctx, "no value to edit, and why", `document.querySelector("#edit-value") === null && document.querySelector('#editor .edit-note')?.textContent.startsWith('le stand pat est la valeur propre de sa position')`)
	snap(t, ctx, "onefile-noisy-editor")
	waitFor(t, ctx, "no network", noNetwork)
}

// The quiz page asks which leaves are quiet and what ProbCut cuts: a
// node's box shows its board (or its evaluation, written on the tree
// too) and a box to mark it; Check grades the marks as the server does.
// A one-file quiz of ProbCut's cuts grades them in the page, from disk,
// in French.
func TestBrowserQuizForward(t *testing.T) {
	ctx, base := browser(t)
	moves := "e6 f4 f3 f2 g4 h4 g3 g2 d3 d6 f5 c6 e3 f6 b7 c4 d7 c7 g5 c8 g7"
	do(t, ctx, "a quiz of quiet leaves", chromedp.Navigate(base+"/quiz?"+url.Values{"moves": {moves}, "depth": {"1"}, "ask": {"quiet"}}.Encode()))
	waitFor(t, ctx, "its line", `document.querySelector('#quiet-line').textContent.startsWith('Leaves not quiet: none') && document.querySelector('#ask-quiet').checked && document.querySelector('table.answers').classList.contains('hidden')`)
	do(t, ctx, "click c2", chromedp.Click(chromedp.CSS(`.quiz-tree g.node[data-node="1"]`)))
	waitFor(t, ctx, "its board", `document.querySelector('#node-box svg.grid') !== null && document.activeElement?.id === 'flag-quiet'`)
	do(t, ctx, "mark c2", chromedp.Click(chromedp.ID("flag-quiet")))
	waitFor(t, ctx, "marked", `document.querySelector('#quiet-line').textContent === 'Leaves not quiet: c2' && document.querySelector('.quiz-tree g.node[data-node="1"]').classList.contains('flagged')`)
	snap(t, ctx, "quiz-quiet")
	do(t, ctx, "check", chromedp.Click(chromedp.ID("check")))
	waitFor(t, ctx, "graded", `document.querySelector('#score').textContent === 'Score: 2 of 13.' && document.querySelector('#mistakes').textContent.includes('d2: noisy (not quiet). d2 is not quiet: a corner is open.')`)
	// By keyboard: d2, a button, marked with Space.
	do(t, ctx, "d2 by keys", chromedp.Focus(chromedp.CSS(`.quiz-tree g.node[data-node="2"]`)), chromedp.KeyEvent(kb.Enter))
	waitFor(t, ctx, "its box", `document.activeElement?.id === 'flag-quiet' && document.querySelector('#node-box h3').textContent === 'Node d2'`)
	do(t, ctx, "mark d2", chromedp.KeyEvent(" "))
	waitFor(t, ctx, "marked", `document.querySelector('#quiet-line').textContent === 'Leaves not quiet: c2 d2'`)
	// ProbCut's cuts, on a one-file page graded in the page.
	file := writeOneFile(t, t.TempDir(), "quiz", url.Values{"game": {"connect4"}, "moves": {"ddc"}, "depth": {"3"}, "ask": {"probcut"}}, msg.Fr)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the evaluations", `document.querySelector('#cut-line').textContent.startsWith('Coupés par ProbCut : aucun') && [...document.querySelectorAll('.quiz-tree text.eval')].some((e) => e.textContent === 'éval -0,02')`)
	for _, id := range []string{"6", "7"} {
		// A tree of 400 leaves, drawn small: the node clicked by script.
		do(t, ctx, "mark "+id, chromedp.Evaluate[chromedp.Void](`document.querySelector('.quiz-tree g.node[data-node="`+id+`"]').dispatchEvent(new MouseEvent("click", { bubbles: true }))`))
		waitFor(t, ctx, "its box", `document.querySelector('#node-box h3')?.textContent.endsWith(' '+'`+map[string]string{"6": "f", "7": "g"}[id]+`') && document.querySelector('#flag-probcut') !== null`)
		do(t, ctx, "mark "+id, chromedp.Click(chromedp.ID("flag-probcut")))
	}
	waitFor(t, ctx, "f and g", `document.querySelector('#cut-line').textContent === 'Coupés par ProbCut : f g'`)
	do(t, ctx, "check", chromedp.Click(chromedp.ID("check")))
	waitFor(t, ctx, "graded in the page", `/^Score : 6 sur 6/.test(document.querySelector('#score').textContent)`)
	snap(t, ctx, "onefile-quiz-probcut")
	waitFor(t, ctx, "no network", noNetwork)
}

// Leduc hold'em on the play page: the person's card, then the card face
// up apart from the bets; checking and calling to the hand's end, which
// shows every card and the chips; in French.
func TestBrowserPlayLeduc(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "a hand", chromedp.Navigate(base+"/play?game=leduc&lang=fr"))
	waitFor(t, ctx, "the person's card", `/^Votre carte \(X\) : [JQK][sh]\. Les mises jusque-là : aucune\.$/.test(document.querySelector('#board').textContent.trim()) && document.querySelector('#moves-legend').textContent === 'f : se coucher ; c : checker ou suivre ; r : miser ou relancer'`)
	// The person calls whenever it may, a click at most every 400 ms,
	// until the hand ends: the computer's first move waits for the
	// equilibrium, found once (seconds on a busy machine).
	waitFor(t, ctx, "the hand's end", `(() => {
		const ended = /^Les cartes : X avait [JQK][sh], O avait [JQK][sh](, [JQK][sh] face visible)? ; les mises : /.test(document.querySelector('#board').textContent) && !document.querySelector('#next-hand').classList.contains('hidden');
		const b = [...document.querySelectorAll('#p-black .moves-list button')].find((b) => !b.disabled && b.textContent === 'c');
		if (!ended && b && !(Date.now() - (window.lastCall || 0) < 400)) { window.lastCall = Date.now(); b.click(); }
		return ended;
	})()`)
	snap(t, ctx, "play-leduc")
}

// Kuhn poker on the play page: a person against the equilibrium, the
// hand dealt by a sealed seed, so that neither the URL nor the page tells
// the computer's card until the hand is over; then both cards, the chips
// won, the tally, and the next hand on a new seed; the hint gives the
// equilibrium where the person stands; in French.
func TestBrowserPlayKuhn(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "a hand", chromedp.Navigate(base+"/play?game=kuhn&lang=fr"))
	waitFor(t, ctx, "the person's card", `/^Votre carte \(X\) : [JQK]\. Les mises jusque-là : aucune\.$/.test(document.querySelector('#board').textContent.trim()) && document.querySelector('#moves-legend').textContent === 'p : passer, checker ou se coucher ; b : miser ou suivre' && new URLSearchParams(location.search).get('seed') !== null`)
	do(t, ctx, "hint", chromedp.Click(chromedp.ID("hint")))
	waitFor(t, ctx, "the equilibrium's hint", `/^Indice : l'équilibre, en [JQK] : p \d,\d{3}, b \d,\d{3}\.$/.test(document.querySelector('#hint-text').textContent)`)
	// Whatever the cards, the person checks, then calls or checks as
	// the hand allows: the hand ends within four moves.
	for i := 0; i < 3; i++ {
		do(t, ctx, "play", chromedp.Evaluate[chromedp.Void](`(() => { const b = [...document.querySelectorAll('#p-black .moves-list button')].find((b) => !b.disabled && b.textContent === 'p'); if (b) b.click(); })()`))
		chromedp.Run(ctx, chromedp.Sleep(300*time.Millisecond))
	}
	waitFor(t, ctx, "the hand's end", `document.querySelector('#board').textContent.startsWith('Les cartes : X avait ') && !document.querySelector('#next-hand').classList.contains('hidden') && /^Vos jetons sur 1 main : [+-]?\d$/.test(document.querySelector('#chips').textContent)`)
	// The URL held the bets alone, never a card; the cards shown, Undo
	// is off (it would replay a deal the person has seen).
	waitFor(t, ctx, "no card in the URL", `!/[JQK]/.test(new URLSearchParams(location.search).get('moves') || '')`)
	waitFor(t, ctx, "no undo once the cards are shown", `document.querySelector('#undo').disabled`)
	seed, err := chromedp.Run(ctx, chromedp.Evaluate[string](`new URLSearchParams(location.search).get('seed')`))
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "next hand", chromedp.Click(chromedp.ID("next-hand")))
	waitFor(t, ctx, "a new hand", `document.querySelector('#board').textContent.startsWith('Votre carte (X)') && new URLSearchParams(location.search).get('seed') !== '`+seed+`' && !new URLSearchParams(location.search).get('moves') && document.querySelector('#chips').textContent.startsWith('Vos jetons sur 1 main')`)
	snap(t, ctx, "play-kuhn")
}

// The compare page on Kuhn poker: CFR and CFR+ by their iterations, each
// one's exploitability and value, averaging over clairvoyance beside
// them, and the plot of the exploitability on log scales.
func TestBrowserCompareKuhn(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "compare Kuhn poker", chromedp.Navigate(base+"/compare?game=kuhn"))
	waitFor(t, ctx, "the equilibria", `document.querySelectorAll('#table tbody tr').length === 13 && document.querySelector('#table').textContent.includes('Averaging over clairvoyance') && document.querySelector('#plot svg')?.textContent.includes('Exploitability of the average strategy by iterations')`)
	snap(t, ctx, "compare-kuhn")
	// The form's Compare asks the same, its depths left out.
	do(t, ctx, "compare again", chromedp.Click(chromedp.ID("run")))
	waitFor(t, ctx, "the equilibria again", `document.querySelector('#status').textContent === 'Done: 13 rows.' && document.querySelectorAll('#table tbody tr').length === 13`)
}

// The step page on Kuhn poker: CFR+ a walk a step, each step's picture
// its table as the terminal shows it, the menu showing the search; then
// averaging over clairvoyance a deal a step, its last step beside the
// equilibrium; the downloads text and JSON; in French.
func TestBrowserStepKuhn(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "step CFR+", chromedp.Navigate(base+"/step?game=kuhn&lang=fr"))
	waitFor(t, ctx, "the first walk", `document.querySelector('#stepno').textContent === 'étape 1 sur 6' && document.querySelector('#drawing').textContent.includes('Étape 1 sur 6 : itération 1 sur 3, le parcours de X (cfr+)') && document.querySelector('select[name=algo]').value === 'cfr+'`)
	do(t, ctx, "next", chromedp.Click(chromedp.ID("next")))
	waitFor(t, ctx, "O's walk", `document.querySelector('#event').textContent.startsWith('2. Itération 1 : le parcours de O') && document.querySelector('#drawing').textContent.includes('Jb')`)
	waitFor(t, ctx, "the downloads", `[...document.querySelectorAll('#downloads a[download]')].map((a) => new URLSearchParams(a.getAttribute('href').split('?')[1]).get('format')).join(',') === 'text,json'`)
	do(t, ctx, "step averaging over clairvoyance", chromedp.Navigate(base+"/step?game=kuhn&algo=clairvoyance&step=6"))
	waitFor(t, ctx, "the last deal", `document.querySelector('#stepno').textContent === 'step 6 of 6' && document.querySelector('#event').textContent.includes('the game\'s value is -1/18') && document.querySelector('#drawing').textContent.includes('It goes wrong at Qb, Qpb')`)
	snap(t, ctx, "step-kuhn")
	// The same steps in one-file pages, opened from disk: the walks in
	// French, the deals of averaging over clairvoyance.
	dir := t.TempDir()
	file := writeOneFile(t, dir, "step", url.Values{"game": {"kuhn"}}, msg.Fr)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the first walk offline", `document.querySelector('#stepno').textContent === 'étape 1 sur 6' && document.querySelector('#drawing').textContent.includes('Étape 1 sur 6 : itération 1 sur 3, le parcours de X (cfr+)')`)
	do(t, ctx, "next offline", chromedp.Click(chromedp.ID("next")))
	waitFor(t, ctx, "O's walk offline", `document.querySelector('#event').textContent.startsWith('2. Itération 1 : le parcours de O') && document.querySelector('#drawing').textContent.includes('Jb')`)
	file = writeOneFile(t, dir, "step", url.Values{"game": {"kuhn"}, "algo": {"clairvoyance"}}, msg.En)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	do(t, ctx, "last", chromedp.Click(chromedp.ID("last")))
	waitFor(t, ctx, "the last deal offline", `document.querySelector('#stepno').textContent === 'step 6 of 6' && document.querySelector('#drawing').textContent.includes('It goes wrong at Qb, Qpb')`)
}

// The tree page searches on past the depth where a position is not
// quiet: its quiescence field, the stand pats and noisy moves drawn
// violet inside, the node at the limit saying why, the move the deeper
// look finds.
func TestBrowserQuiescence(t *testing.T) {
	ctx, base := browser(t)
	board := "---------------------------OX------XO------------------------OX- X"
	do(t, ctx, "a horizon", chromedp.Navigate(base+"/tree?board="+url.QueryEscape(board)+"&depth=1&quiescence=2"))
	waitFor(t, ctx, "the quiescence search", `document.querySelector('input[name=quiescence]').value === '2' && document.querySelector('#drawing').textContent.includes('stand pat') && document.querySelector('#drawing').textContent.includes('not quiet: a corner is open') && document.querySelector('#summary').textContent.includes('best move e8')`)
	snap(t, ctx, "quiescence")
}

// compare --quiescence and --forward on the compare page: the horizon's
// three searches and the fooled depth said, and the forward pruning's
// rows as the CLI's JSON gives them.
func TestBrowserCompareForward(t *testing.T) {
	ctx, base := browser(t)
	board := "-------------OO----XXOO---OXOXOO---XXXX---XOOX---XOO--X---O----- O"
	do(t, ctx, "open /compare with quiescence", chromedp.Navigate(base+"/compare?depth=1&quiescence=2&board="+url.QueryEscape(board)))
	waitFor(t, ctx, "the horizon's table", `document.querySelectorAll('table.horizon tbody tr').length === 3`)
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('table.horizon tbody tr')].map(r => r.cells[2].textContent).concat([document.querySelector('#table').textContent.includes('The fixed depth was fooled by its horizon; the quiescence search plays c5.') ? 'fooled' : ''])`))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, " ") != "d2 c5 c5 fooled" {
		t.Errorf("the horizon's moves: %v", got)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(document.querySelector('table.horizon').scrollIntoView(), true)`)); err != nil {
		t.Fatal(err)
	}
	snap(t, ctx, "compare-horizon")
	var rep struct {
		Forward struct {
			Rows []struct {
				Agrees, Positions int
				Nodes             float64
			}
		}
	}
	apiJSON(t, "/api/compare?moves=f5d6c3&depth=2-3&forward=true&no-time=true", &rep)
	do(t, ctx, "open /compare with forward pruning", chromedp.Navigate(base+"/compare?moves=f5d6c3&depth=2-3&forward=true&lang=fr"))
	waitFor(t, ctx, "the forward table", `document.querySelectorAll('table.forward tbody tr').length === 6`)
	rows, err := chromedp.Run(ctx, chromedp.Evaluate[[][]string](`[...document.querySelectorAll('table.forward tbody tr')].map(r => [...r.cells].map(c => c.textContent))`))
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rep.Forward.Rows {
		if rows[i][4] != fmt.Sprintf("%d/%d", r.Agrees, r.Positions) || rows[i][2] != fmt.Sprint(r.Nodes) {
			t.Errorf("row %d: the page shows %v, the CLI %+v", i+1, rows[i], r)
		}
	}
	if rows[1][1] != "recherche en faisceau" {
		t.Errorf("in French: %v", rows[1])
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(document.querySelector('table.forward').scrollIntoView(), true)`)); err != nil {
		t.Fatal(err)
	}
	snap(t, ctx, "compare-forward")
}

// The quiz page asks Kuhn poker's questions, a field each, and grades
// them as gametree quiz --game kuhn --answers does: the right one marked
// right, the others with their answer and why.
func TestBrowserQuizKuhn(t *testing.T) {
	ctx, base := browser(t)
	var page struct {
		Questions []struct{ Subject, Kind string }
	}
	apiJSON(t, "/api/quiz?game=kuhn&seed=4", &page)
	do(t, ctx, "open /quiz of Kuhn poker", chromedp.Navigate(base+"/quiz?game=kuhn&seed=4"))
	waitFor(t, ctx, "the questions", fmt.Sprintf(`document.querySelectorAll('#rows input').length === %d`, len(page.Questions)))
	if hidden, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector('#viewer').hidden && document.querySelector('select[name=game]').value === 'kuhn'`)); !hidden {
		t.Error("the tree's viewer shown, or the game not Kuhn poker")
	}
	// The first question (an information set) answered rightly, the
	// others left empty.
	do(t, ctx, "answer", chromedp.SetValue(chromedp.CSS(`#rows input`), "JQ b"), chromedp.Click(chromedp.CSS("#check")))
	waitFor(t, ctx, "the grade", `document.querySelector('#score').textContent.startsWith('Score: 1 of 6')`)
	marks, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#rows input')].map(i => i.className.includes('right') ? 'R' : i.className.includes('wrong') ? 'W' : '-').join('')`))
	if marks != "RWWWWW" {
		t.Errorf("marks %q", marks)
	}
	if n, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#mistakes li').length`)); n != 5 {
		t.Errorf("%d mistakes listed", n)
	}
	screenshots(t, ctx, "quiz-kuhn", `document.querySelectorAll('#rows input').length > 0`)

	// The one-file page of the same quiz, opened from disk, grades in
	// the page as the server grades: a right answer, a wrong one, one it
	// cannot read.
	file := writeOneFile(t, t.TempDir(), "quiz", url.Values{"game": {"kuhn"}, "seed": {"4"}}, msg.En)
	do(t, ctx, "open "+file, chromedp.Navigate("file://"+file))
	waitFor(t, ctx, "the questions offline", `document.querySelectorAll('#rows input').length === 6`)
	answers := []string{"JQ b", "qk p", "", "1 0", "", "1/3 2/3"}
	var want struct {
		Grade struct {
			Score   int
			Answers []struct{ Right bool }
		}
	}
	lines := []string{}
	for i, a := range answers {
		if a != "" {
			lines = append(lines, page.Questions[i].Subject+": "+a)
		}
	}
	apiJSON(t, "/api/quiz?game=kuhn&seed=4&answers="+url.QueryEscape(strings.Join(lines, "\n")), &want)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(%s.forEach((a, i) => { document.querySelectorAll('#rows input')[i].value = a; }), true)`, jsArray(answers)))); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "check offline", chromedp.Click(chromedp.CSS("#check")))
	waitFor(t, ctx, "the offline grade", `document.querySelector('#score').textContent.startsWith('Score: ')`)
	got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('#score').textContent + ' ' + [...document.querySelectorAll('#rows input')].map(i => i.className.includes('right') ? 'R' : 'W').join('')`))
	marks = ""
	for _, a := range want.Grade.Answers {
		marks += map[bool]string{true: "R", false: "W"}[a.Right]
	}
	if wantText := fmt.Sprintf("Score: %d of 6", want.Grade.Score); !strings.HasPrefix(got, wantText) || !strings.HasSuffix(got, " "+marks) {
		t.Errorf("offline %q; the server %s, %s", got, wantText, marks)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(document.querySelectorAll('#rows input')[3].value = 'half', true)`)); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, "an answer it cannot read", chromedp.Click(chromedp.CSS("#check")))
	waitFor(t, ctx, "the refusal", `document.querySelector('#status').textContent.includes('"half": want 2 probabilities, one a move (p, b)')`)
}

// jsArray writes strings as a JavaScript array literal.
func jsArray(ss []string) string {
	b, _ := json.Marshal(ss)
	return string(b)
}

// The step page through beam search and ProbCut: each step's event and
// sentence as the CLI's trace gives them.
func TestBrowserStepForward(t *testing.T) {
	ctx, base := browser(t)
	for _, c := range []struct{ query, event, sentence string }{
		{"algo=beam&beam=2&depth=3", "beam", "Beam at root (MAX): keep the 2 moves best by the evaluation"},
		{"algo=probcut&depth=3&moves=f5d6c3d3c4", "probcut", "ProbCut at f3 (MIN) with alpha = 4, beta = +inf: the evaluation says 0;"},
	} {
		var tr struct {
			Steps []struct {
				Step     int
				Event    string
				Sentence string
			}
		}
		apiJSON(t, "/api/step?format=json&"+c.query, &tr)
		k := 0
		for _, s := range tr.Steps {
			if s.Event == c.event && strings.HasPrefix(s.Sentence, c.sentence) {
				k = s.Step
				break
			}
		}
		if k == 0 {
			t.Fatalf("%s: no step %s saying %q", c.query, c.event, c.sentence)
		}
		do(t, ctx, "open /step "+c.query, chromedp.Navigate(fmt.Sprintf("%s/step?%s&step=%d", base, c.query, k)))
		waitFor(t, ctx, "the step's sentence", fmt.Sprintf(`document.body.textContent.includes(%q)`, c.sentence))
	}
	waitFor(t, ctx, "the drawing", `document.querySelectorAll('svg g.node').length > 0`)
	snap(t, ctx, "step-probcut")
}

// The tree page of Kuhn poker: each move's equilibrium probability on its
// edge as the legend says, a panel intro without windows, and a node's
// panel naming its player and its value as the text writes it.
func TestBrowserTreeKuhn(t *testing.T) {
	ctx, base := browser(t)
	do(t, ctx, "Kuhn poker's tree", chromedp.Navigate(base+"/tree?game=kuhn"))
	waitFor(t, ctx, "the drawing", `document.querySelectorAll('#drawing svg text').length > 0 && [...document.querySelectorAll('#drawing svg text')].some((e) => e.textContent === '0.333')`)
	waitFor(t, ctx, "the intro", `document.querySelector('#node-intro').textContent.includes('its information set') && !document.querySelector('#node-intro').textContent.includes('alpha-beta')`)
	do(t, ctx, "focus the tree, down", chromedp.Focus(chromedp.ID("viewer")), chromedp.KeyEvent(kb.ArrowDown))
	waitFor(t, ctx, "the root's panel", `document.querySelector('#node h2')?.textContent === 'Node root'`)
	do(t, ctx, "down", chromedp.KeyEvent(kb.ArrowDown))
	waitFor(t, ctx, "a deal's panel", `document.querySelector('#node h2')?.textContent === 'Node JQ' && document.querySelector('#node dl').textContent.includes('playerX') && document.querySelector('#node dl').textContent.includes('what X wins on average, in chips') && /-?\d\.\d{3} \(exact/.test(document.querySelector('#node dl').textContent) && !document.querySelector('#node dl').textContent.includes('MIN')`)
}
