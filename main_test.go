package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/urfave/cli/v2"

	"gametree/internal/golden"
	"gametree/internal/msg"
)

// result is what one run of gametree gave.
type result struct {
	code           int
	stdout, stderr string
}

// runApp runs a fresh app on args with stdin and a fake environment.
func runApp(t *testing.T, stdin string, vars map[string]string, terminal bool, args ...string) result {
	t.Helper()
	e := testEnv(stdin, vars, terminal)
	code := run(context.Background(), append([]string{"gametree"}, args...), e)
	return result{code, e.stdout.(*bytes.Buffer).String(), e.stderr.(*bytes.Buffer).String()}
}

// runOK runs gametree with args and stops the test unless it exits 0.
func runOK(t *testing.T, args ...string) result {
	t.Helper()
	r := runApp(t, "", nil, false, args...)
	if r.code != 0 {
		t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
	}
	return r
}

// holds reports each of wants that out (what a command wrote) lacks.
func holds(t *testing.T, what, out string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(out, want) {
			t.Errorf("%s lacks %q:\n%s", what, want, out)
		}
	}
}

// testEnv is a fake environment: stdin, the variables vars, stdout and
// stderr in buffers, stdout a terminal or not.
func testEnv(stdin string, vars map[string]string, terminal bool) *env {
	return &env{
		stdin:  strings.NewReader(stdin),
		stdout: &bytes.Buffer{},
		stderr: &bytes.Buffer{},
		getenv: func(k string) (string, bool) {
			v, ok := vars[k]
			return v, ok
		},
		terminal: terminal,
		size:     func() (int, int, bool) { return 0, 0, false },
		temps:    &tempFiles{},
	}
}

func TestShowGolden(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"show-start.txt", []string{"show"}},
		{"show-f5d6c3.txt", []string{"show", "--moves", "f5d6c3"}},
		{"show-6x6-unicode.txt", []string{"show", "--size", "6", "--unicode"}},
		{"show-16x16.txt", []string{"show", "--size", "16", "--moves", "h7"}},
		{"show-must-pass.txt", []string{"show", "--moves", "d3c3b3b2f5a3a1c1"}},
		{"show-game-over.txt", []string{"show", "--moves", "d3c3b3d2e1d6d7e3f4"}},
		{"show-prolog-6x6.txt", []string{"show", "--board", "OX-O-OOOXOOOOXOXOOXXXOXO--OOOOOOOOOO X"}},
		{"show-json.json", []string{"show", "--moves", "f5d6", "--json"}},
		{"show-json-over.json", []string{"show", "--moves", "d3c3b3d2e1d6d7e3f4", "--json"}},
	}
	for _, tc := range tests {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code != 0 || r.stderr != "" {
			t.Fatalf("%v: exit %d, stderr %q", tc.args, r.code, r.stderr)
		}
		got := r.stdout
		if strings.HasPrefix(tc.name, "perft") {
			got = dropTiming(got)
		}
		golden.Check(t, tc.name, got)
	}
}

// dropTiming removes the seconds and rate of a perft line.
func dropTiming(s string) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(s, "\n") {
		if i := strings.Index(line, " game ends, "); i >= 0 && strings.HasPrefix(line, "perft") {
			line = line[:i] + " game ends\n"
		}
		b.WriteString(line)
	}
	return b.String()
}

func TestShowColor(t *testing.T) {
	if r := runApp(t, "", nil, true, "show"); !strings.Contains(r.stdout, "\x1b[") {
		t.Errorf("no colour on a terminal:\n%s", r.stdout)
	}
	if r := runApp(t, "", map[string]string{"NO_COLOR": "1"}, true, "show"); strings.Contains(r.stdout, "\x1b[") {
		t.Errorf("colour with NO_COLOR set:\n%s", r.stdout)
	}
	if r := runApp(t, "", nil, false, "show"); strings.Contains(r.stdout, "\x1b[") {
		t.Errorf("colour off a terminal:\n%s", r.stdout)
	}
}

// The dump is an input: show | show --position - gives the same position.
func TestShowRoundTrip(t *testing.T) {
	for _, args := range [][]string{
		{"show", "--moves", "f5d6c3d3c4"},
		{"show", "--size", "10", "--moves", "d5"},
		{"show", "--moves", "d3c3b3b2f5a3a1c1"},
		{"show", "--unicode", "--moves", "f5"},
	} {
		first := runApp(t, "", nil, false, args...)
		again := runApp(t, first.stdout, nil, false, "show", "--position", "-", "--json")
		direct := runApp(t, "", nil, false, append(args, "--json")...)
		var a, b map[string]any
		if err := json.Unmarshal([]byte(again.stdout), &a); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, again.stderr)
		}
		json.Unmarshal([]byte(direct.stdout), &b)
		if a["board"] != b["board"] {
			t.Errorf("%v: read back %v, want %v", args, a["board"], b["board"])
		}
	}
}

func TestPositionFlags(t *testing.T) {
	dir := t.TempDir()
	diagram := runApp(t, "", nil, false, "show", "--moves", "f5d6").stdout
	files := map[string]string{
		"diagram.txt":    diagram,
		"board.txt":      "---------------------------OX------XO--------------------------- O\n",
		"transcript.txt": "f5 d6\n",
		"bad.txt":        "hello\n",
	}
	for name, text := range files {
		os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644)
	}
	board := func(args ...string) string {
		r := runApp(t, "", nil, false, append(args, "--json")...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
		}
		var obj struct{ Board string }
		json.Unmarshal([]byte(r.stdout), &obj)
		return obj.Board
	}
	f5d6 := board("show", "--moves", "f5d6")
	if got := board("show", "--position", filepath.Join(dir, "diagram.txt")); got != f5d6 {
		t.Errorf("--position diagram = %s, want %s", got, f5d6)
	}
	if got := board("show", "--position", filepath.Join(dir, "transcript.txt")); got != f5d6 {
		t.Errorf("--position transcript = %s, want %s", got, f5d6)
	}
	if got := board("show", "--position", filepath.Join(dir, "board.txt"), "--moves", "f4"); got != board("show", "--board", strings.TrimSpace(files["board.txt"]), "--moves", "f4") {
		t.Errorf("--position board --moves f4 = %s", got)
	}
	// --moves continues from --board: the start with White to move, then f4.
	if got, want := board("show", "--board", strings.TrimSpace(files["board.txt"]), "--moves", "f4"), "---------------------------OOO-----XO--------------------------- X"; got != want {
		t.Errorf("--board ... --moves f4 = %s, want %s", got, want)
	}
}

// Every error: one line on stderr, the right exit code, nothing on stdout.
func TestErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("----\n-OX-\n-XO-\n---\n"), 0o644)
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"frob"}, 2, `unknown command "frob"`},
		{[]string{"show", "--bogus"}, 2, "show: unknown flag --bogus"},
		{[]string{"show", "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"show", "--moves"}, 2, "--moves needs a value"},
		{[]string{"show", "--size", "x"}, 2, `--size x: want an even size from 4 to 16`},
		{[]string{"show", "--board", "x", "--position", "y"}, 2, "--board and --position both give a start position"},
		{[]string{"perft"}, 2, "--depth is required"},
		{[]string{"show", "--size", "7"}, 2, "--size 7: want an even size from 4 to 16"},
		{[]string{"show", "--size", "18"}, 2, "--size 18: want an even size from 4 to 16"},
		{[]string{"show", "--board", strings.Repeat("-", 63)}, 1, "--board: board string has 63 squares; want n x n with n even from 4 to 16"},
		{[]string{"show", "--board", strings.Repeat("-", 63) + "Q"}, 1, `'Q' at square h8`},
		{[]string{"show", "--size", "6", "--board", strings.Repeat("-", 64)}, 2, "--size 6 does not match the 8x8 board"},
		{[]string{"show", "--moves", "f5d6c3d3c4a1"}, 1, "--moves: ply 6: a1 is not legal for White: it flips nothing (legal: b3 f3 f4 b5 g5 g6)"},
		{[]string{"show", "--moves", "f5z9"}, 1, `--moves: ply 2: square "z9" is off every board`},
		{[]string{"show", "--moves", "f5i9"}, 1, "--moves: ply 2: i9 is off the 8x8 board (a1 to h8)"},
		{[]string{"show", "--size", "4", "--moves", "e1"}, 1, "e1 is off the 4x4 board (a1 to d4)"},
		{[]string{"show", "--moves", "pass"}, 1, "ply 1: pass is not legal for Black, who has legal moves"},
		{[]string{"show", "--moves", "d3c3b3d2e1d6d7e3f4a1"}, 1, "ply 10: a1 is not legal: the game is over"},
		{[]string{"show", "--position", filepath.Join(dir, "missing.txt")}, 1, "--position: cannot read " + msg.ShortWords(filepath.Join(dir, "missing.txt")+":") + " no such file or directory"},
		{[]string{"show", "--position", bad}, 1, "diagram row 4 has 3 squares; want 4"},
		{[]string{"perft", "--depth", "-1"}, 2, "--depth -1: want 0 to 30 plies"},
		{[]string{"perft", "--depth", "31"}, 2, "--depth 31: want 0 to 30 plies"},
		{[]string{"perft", "--depth", "3", "--threads", "0"}, 2, "--threads 0"},
	}
	for _, tc := range tests {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code != tc.code || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tc.args, r.code, r.stderr, tc.code, tc.want)
		}
		if strings.Count(r.stderr, "\n") != 1 || !strings.HasPrefix(r.stderr, "gametree: ") {
			t.Errorf("%v: stderr is not one line starting gametree: %q", tc.args, r.stderr)
		}
		if strings.Contains(r.stderr, "othello:") {
			t.Errorf("%v: a package prefix leaks into %q", tc.args, r.stderr)
		}
		if r.stdout != "" {
			t.Errorf("%v: stdout %q on error", tc.args, r.stdout)
		}
	}
}

func TestPerftCommand(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"perft", "--depth", "9"}, "perft 9: 3005288 leaves, 0 game ends, "},
		{[]string{"perft", "--depth", "10", "--size", "6"}, "perft 10: 14976684 leaves, 108 game ends, "},
		{[]string{"perft", "--depth", "8", "--size", "4", "--threads", "1"}, "perft 8: 9112 leaves, 4 game ends, "},
		{[]string{"perft", "--depth", "3", "--moves", "d3c3b3d2e1d6d7e3f4"}, "perft 3: 0 leaves, 1 game ends, "},
		{[]string{"perft", "--depth", "2", "--moves", "d3c3b3b2f5a3a1c1"}, "perft 2: "},
	}
	for _, tc := range tests {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code != 0 || !strings.Contains(r.stdout, tc.want) {
			t.Errorf("%v: exit %d, %q %q; want %q", tc.args, r.code, r.stdout, r.stderr, tc.want)
		}
	}
	r := runApp(t, "", nil, false, "perft", "--depth", "4", "--divide", "--json")
	var obj struct {
		Depth, Leaves int
		GameEnds      *int `json:"game_ends"`
		Seconds       *float64
		Divide        []struct{ Move string }
	}
	if err := json.Unmarshal([]byte(r.stdout), &obj); err != nil || obj.Depth != 4 || obj.Leaves != 244 || obj.GameEnds == nil || obj.Seconds == nil || len(obj.Divide) != 4 || obj.Divide[0].Move != "d3" {
		t.Errorf("perft --json = %s (%v)", r.stdout, err)
	}
	r = runApp(t, "", nil, false, "perft", "--depth", "3", "--divide")
	golden.Check(t, "perft-divide.txt", dropTiming(r.stdout))
}

func TestHelp(t *testing.T) {
	for _, cmd := range []string{"show", "perft"} {
		r := runApp(t, "", nil, false, cmd, "--help")
		if r.code != 0 || !strings.Contains(r.stdout, "Example") || !strings.Contains(r.stdout, "--size") {
			t.Errorf("%s --help: exit %d\n%s", cmd, r.code, r.stdout)
		}
	}
	if r := runApp(t, "", nil, false); r.code != 0 || !strings.Contains(r.stdout, "perft") {
		t.Errorf("no command: exit %d\n%s", r.code, r.stdout)
	}
}

// buildBinary builds gametree into dir, skipping in short mode.
func buildBinary(t *testing.T, dir string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	built.Do(func() {
		builtDir, builtErr = os.MkdirTemp("", "gametree-test-")
		if builtErr != nil {
			return
		}
		// Other users run it too (TestSecondUser).
		if builtErr = os.Chmod(builtDir, 0o755); builtErr != nil {
			return
		}
		bin := filepath.Join(builtDir, "gametree")
		if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
			builtErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if builtErr != nil {
		t.Fatal(builtErr)
	}
	// A link of its own in dir, so that each test names its binary where
	// it works.
	bin := filepath.Join(dir, "gametree")
	if err := os.Symlink(filepath.Join(builtDir, "gametree"), bin); err != nil {
		t.Fatal(err)
	}
	return bin
}

// The binary the tests run is built once for all of them, in builtDir
// (TestMain removes it).
var (
	built    sync.Once
	builtDir string
	builtErr error
)

// The built binary: real exit codes, one-line errors, no panic.
func TestBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t, t.TempDir())
	tests := []struct {
		args  []string
		stdin string
		code  int
		want  string
	}{
		{[]string{"perft", "--depth", "6"}, "", 0, "perft 6: 8200 leaves"},
		{[]string{"show", "--position", "-"}, "f5d6c3\n", 0, "Legal moves: d3 f3 f4 g5"},
		{[]string{"show", "--position", "-"}, "", 1, "gametree: --position -: empty board string"},
		{[]string{"show", "--size", "7"}, "", 2, "gametree: --size 7"},
		{[]string{"perft", "--depth", "zz"}, "", 2, `gametree: perft: --depth "zz": want a whole number`},
	}
	for _, tc := range tests {
		cmd := exec.Command(bin, tc.args...)
		cmd.Stdin = strings.NewReader(tc.stdin)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		if code != tc.code || !strings.Contains(out.String()+errb.String(), tc.want) || strings.Contains(errb.String(), "goroutine") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d and %q", tc.args, code, out.String(), errb.String(), tc.code, tc.want)
		}
	}
}

// Ctrl-C (SIGINT) stops long work: the process exits 130 within a second,
// says so in one line, prints the compare rows it finished, and leaves no
// file behind.
func TestInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	tests := []struct {
		args   []string
		stdout string // what the finished part prints
		term   bool   // SIGTERM rather than SIGINT
	}{
		{[]string{"perft", "--depth", "14"}, "", false},
		{[]string{"compare", "--depth", "1-11", "--no-time", "--format", "csv", "-o", filepath.Join(dir, "c.csv")}, "1,minimax,natural,5,4,0,3,d3", false},
		{[]string{"tree", "--board", "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X", "--depth", "20", "--view", "pv",
			"--max-nodes", "100000000", "--max-memory", "64GiB", "-o", filepath.Join(dir, "t.svg")}, "", true},
		{[]string{"train", "games", "--games", "5000", "-o", filepath.Join(dir, "g.txt.gz")}, "", false},
		// Priced on a machine busy with the others, the fit may look long:
		// --max-time keeps the price from refusing what the test stops.
		{[]string{"train", "fit", "--max-time", "10h", "-o", filepath.Join(dir, "w.gz"), "othello/train/data/games-1.txt.gz"}, "", false},
		{[]string{"step", "--moves", "f5d6c3", "--depth", "3", "--frames", filepath.Join(dir, "frames")}, "", false},
	}
	// A game waiting for the person's move.
	tests = append(tests, struct {
		args   []string
		stdout string
		term   bool
	}{[]string{"play"}, "Black (X) to move> ", false})
	// All at once: each is signalled after it has worked 1.5 s.
	type run struct {
		cmd       *exec.Cmd
		out, errb lockedBuffer
	}
	runs := make([]*run, len(tests))
	for k, tc := range tests {
		r := &run{cmd: exec.Command(bin, tc.args...)}
		r.cmd.Stdout, r.cmd.Stderr = &r.out, &r.errb
		in, _ := r.cmd.StdinPipe() // open, never written
		defer in.Close()
		if err := r.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		runs[k] = r
	}
	// Long enough for each to be at work, its handler of signals set, on a
	// loaded machine too.
	time.Sleep(1500 * time.Millisecond)
	// On a loaded machine the game may not have asked for its first move
	// yet: wait for its prompt. Compare prints its rows only once
	// stopped: it is stopped last, a second later, its first depths done
	// (depth 11 alone takes seconds).
	for k, tc := range tests {
		for wait := time.Now(); tc.args[0] == "play" && !strings.Contains(runs[k].out.String(), tc.stdout) && time.Since(wait) < 20*time.Second; {
			time.Sleep(20 * time.Millisecond)
		}
	}
	sent := time.Now()
	for k, tc := range tests {
		if tc.args[0] == "compare" {
			time.Sleep(time.Second)
		}
		if tc.term {
			runs[k].cmd.Process.Signal(syscall.SIGTERM)
		} else {
			runs[k].cmd.Process.Signal(os.Interrupt)
		}
	}
	for k, tc := range tests {
		r := runs[k]
		err := r.cmd.Wait()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		if code != 130 || r.errb.String() != "gametree: interrupted\n" || !strings.Contains(r.out.String(), tc.stdout) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 130 and %q", tc.args, code, r.out.String(), r.errb.String(), tc.stdout)
		}
		// A generous bound: the machine runs the other packages' tests
		// meanwhile; what is checked is that each stops, not how fast.
		if d := time.Since(sent); d > 10*time.Second {
			t.Errorf("%v: exited %v after the signal", tc.args, d)
		}
	}
	if files, _ := filepath.Glob(filepath.Join(dir, "*.*")); len(files) > 0 {
		t.Errorf("files left behind: %v", files)
	}
	if _, err := os.Stat(filepath.Join(dir, "frames")); err == nil {
		t.Error("step --frames left a folder of frames")
	}
}

// Every command that writes a report gives the same bytes twice (with
// --no-time where it times itself).
func TestDeterminism(t *testing.T) {
	dir := t.TempDir()
	runs := [][]string{
		{"show", "--moves", "f5d6c3"},
		{"show", "--moves", "f5d6c3", "--json"},
		{"tree", "--moves", "f5d6", "--depth", "2"},
		{"tree", "--moves", "f5d6", "--depth", "2", "--format", "dot"},
		{"tree", "--moves", "f5d6", "--depth", "2", "--format", "json"},
		{"tree", "--moves", "f5d6", "--depth", "2", "--boards", "--format", "svg"},
		{"tree", "--leaves", aima, "--labels", "compact", "--layout", "lr", "--format", "svg"},
		{"step", "--leaves", aima, "--trace", "--format", "json"},
		{"step", "--moves", "f5d6", "--trace"},
		{"compare", "--depth", "1-3", "--no-time"},
		{"compare", "--leaves", aima, "--no-time", "--format", "json"},
		{"perft", "--depth", "5", "--no-time"},
		{"perft", "--depth", "5", "--no-time", "--json", "--divide"},
		{"match", "--games", "4", "--swap", "--black", "alphabeta:2", "--white", "random", "--no-time"},
		{"match", "--games", "2", "--black", "ai:easy", "--white", "greedy", "--no-time", "--json"},
	}
	for _, args := range runs {
		a, b := runApp(t, "", nil, false, args...), runApp(t, "", nil, false, args...)
		if a.code != 0 || a.stdout != b.stdout || a.stdout == "" {
			t.Errorf("%v: exit %d; the two runs differ: %v", args, a.code, a.stdout != b.stdout)
		}
	}
	// Files: a PDF of pages, a played game.
	for i, args := range [][]string{
		{"tree", "--depth", "3", "-o", filepath.Join(dir, "t%d.pdf")},
		{"play", "--size", "4", "--black", "random", "--white", "greedy", "--record", filepath.Join(dir, "g%d.ggf")},
	} {
		var bodies []string
		for k := 0; k < 2; k++ {
			run := append([]string(nil), args...)
			name := fmt.Sprintf(run[len(run)-1], k)
			run[len(run)-1] = name
			if r := runApp(t, "", nil, false, run...); r.code != 0 {
				t.Fatalf("%v: %s", run, r.stderr)
			}
			b, _ := os.ReadFile(name)
			bodies = append(bodies, string(b))
		}
		if bodies[0] != bodies[1] || bodies[0] == "" {
			t.Errorf("file %d of %v: the two runs differ", i, args)
		}
	}
}

// Ctrl-C during a match keeps the games finished in --games-out, and the
// exit says the match is not whole.
func TestInterruptMatchKeepsGames(t *testing.T) {
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	out := filepath.Join(dir, "games.txt")
	cmd := exec.Command(bin, "match", "--games", "100000", "--black", "ai:easy", "--white", "random", "--games-out", out)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Long enough for the match to be at work, its handler of signals
	// set, on a loaded machine too.
	time.Sleep(1500 * time.Millisecond)
	cmd.Process.Signal(os.Interrupt)
	err := cmd.Wait()
	ee, ok := err.(*exec.ExitError)
	if !ok || ee.ExitCode() != 130 {
		t.Fatalf("exit %v, stderr %q", err, errb.String())
	}
	b, rerr := os.ReadFile(out)
	if rerr != nil || !strings.HasPrefix(string(b), "# game 1: ") {
		t.Errorf("--games-out after Ctrl-C: %v, %.100q", rerr, b)
	}
	if tmp, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(tmp) > 0 {
		t.Errorf("temporary files left: %v", tmp)
	}
}

// lockedBuffer is a bytes.Buffer that a process writes while the test
// reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// Every line of a command's description fits the help's 80 columns
// where the help indents it by 3: a longer one was cut by the help into a
// stub of a line ("csv, tex or" alone).
func TestDescriptionsFit(t *testing.T) {
	app := newApp(&env{getenv: func(string) (string, bool) { return "", false }})
	var walk func([]*cli.Command)
	walk = func(cs []*cli.Command) {
		for _, c := range cs {
			head, _, _ := strings.Cut(c.Description, "\nExamples:\n")
			for _, line := range strings.Split(head, "\n") {
				if n := utf8.RuneCountInString(line); n > helpWidth-3 && !strings.HasPrefix(line, "   ") {
					t.Errorf("%s: a line of %d characters: %q", c.Name, n, line)
				}
			}
			walk(c.Subcommands)
		}
	}
	walk(app.Commands)
}

// Every command's help lists every flag it takes, in both languages: a
// command whose flags have no category (serve, train fit) lists them too.
func TestHelpListsEveryFlag(t *testing.T) {
	app := newApp(testEnv("", nil, false))
	var walk func(path []string, cmds []*cli.Command)
	walk = func(path []string, cmds []*cli.Command) {
		for _, c := range cmds {
			if c.Hidden {
				continue
			}
			args := append(append([]string{}, path...), c.Name)
			walk(args, c.Subcommands)
			if len(c.Subcommands) > 0 {
				continue
			}
			for _, lang := range []string{"en", "fr"} {
				r := runApp(t, "", nil, false, append(append([]string{"--lang", lang}, args...), "--help")...)
				for _, f := range c.VisibleFlags() {
					if name := f.Names()[0]; !strings.Contains(r.stdout, "--"+name+" ") && !strings.Contains(r.stdout, "--"+name+",") {
						t.Errorf("%s --help in %s does not list --%s", strings.Join(args, " "), lang, name)
					}
				}
			}
		}
	}
	walk(nil, app.Commands)
}

// usageFlag is a flag a USAGE line names, and the choices it writes after
// it ("--format text|md|csv|json").
var usageFlag = regexp.MustCompile(`--([a-z][a-z0-9-]*)(?:[ =]([a-z0-9]+(?:\|[a-z0-9]+)+))?`)

// Every USAGE line names only flags its command has, and of a flag with
// declared choices only those choices: a line written by hand cannot say
// what is gone ("--algo minimax|alphabeta", "--layout tb|lr").
func TestUsageNamesDeclaredFlags(t *testing.T) {
	app := newApp(testEnv("", nil, false))
	eachCommand(app, func(name string, c *cli.Command) {
		flags := map[string]cli.Flag{}
		for _, f := range append(c.VisibleFlags(), app.VisibleFlags()...) {
			for _, n := range f.Names() {
				flags[n] = f
			}
		}
		for _, m := range usageFlag.FindAllStringSubmatch(c.UsageText, -1) {
			f, ok := flags[m[1]]
			if !ok {
				t.Errorf("%s: USAGE names --%s, which it does not take", name, m[1])
				continue
			}
			if m[2] == "" {
				continue
			}
			usage := f.(cli.DocGenerationFlag).GetUsage()
			for _, choice := range strings.Split(m[2], "|") {
				if !strings.Contains(usage, choice) {
					t.Errorf("%s: USAGE offers --%s %s, which its help does not name (%q)", name, m[1], choice, usage)
				}
			}
		}
	})
}

// eachCommand calls f with every command of app and its name ("train
// fit"), parents before their commands.
func eachCommand(app *cli.App, f func(name string, c *cli.Command)) {
	var walk func(path string, cmds []*cli.Command)
	walk = func(path string, cmds []*cli.Command) {
		for _, c := range cmds {
			name := strings.TrimSpace(path + " " + c.Name)
			f(name, c)
			walk(name, c.Subcommands)
		}
	}
	walk("", app.Commands)
}

// Every command that takes flags has its USAGE line made from their
// declarations (usage.go), never written by hand: each flag it names is
// declared, and in French each placeholder is the French help's.
func TestUsageFromDeclarations(t *testing.T) {
	english := regexp.MustCompile(`\bFILE\b|\bDURATION\b|position flags`)
	eachCommand(newApp(testEnv("", nil, false)), func(name string, c *cli.Command) {
		if len(c.Subcommands) > 0 || len(c.Flags) == 0 {
			return
		}
		s, ok := synopses.Load(c.UsageText)
		if !ok {
			t.Errorf("%s: USAGE written by hand: %q", name, c.UsageText)
			return
		}
		for _, l := range []msg.Lang{msg.En, msg.Fr} {
			line := s.(synopsisOf).in(l)
			if strings.Contains(line, "(undeclared)") {
				t.Errorf("%s: USAGE names a flag it does not declare: %s", name, line)
			}
			if l == msg.Fr && english.MatchString(line) {
				t.Errorf("%s: English in the French USAGE: %s", name, line)
			}
		}
	})
}
