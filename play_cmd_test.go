package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"gametree/game"
	"gametree/othello"
	"gametree/othello/adapter"
	"gametree/play"
	"gametree/render"
)

// TestMain lets the test binary stand in as an external GTP engine for the
// gtp: players of the tests.
func TestMain(m *testing.M) {
	if os.Getenv("GAMETREE_FAKE_GTP") != "" {
		newGame := func(size string) (game.Game, error) { return game.New("othello", size) }
		g, _ := newGame("")
		play.ServeGTP(os.Stdin, os.Stdout, newGame, func() (play.Player, error) { return play.ParsePlayer("random", g, play.Config{Seed: 3}) })
		os.Exit(0)
	}
	if os.Getenv(render.WorkerEnv) != "" {
		os.Exit(worker()) // the graphviz workers of the serve tests
	}
	code := m.Run()
	if builtDir != "" {
		os.RemoveAll(builtDir)
	}
	os.Exit(code)
}

// gameWithPass returns a random finished 8x8 game with at least one forced
// pass, its moves without the passes, and its end.
func gameWithPass(t *testing.T) ([]string, othello.Position) {
	rng := rand.New(rand.NewSource(21))
	for tries := 0; tries < 10000; tries++ {
		p := othello.Start(8)
		var typed []string
		passes := 0
		for !p.GameOver() {
			moves := p.MoveList()
			m := moves[rng.Intn(len(moves))]
			if m == othello.Pass {
				passes++
			} else {
				typed = append(typed, m.String())
			}
			p = p.Apply(m)
		}
		if passes > 0 {
			return typed, p
		}
	}
	t.Fatal("no game with a pass")
	return nil, othello.Position{}
}

// A whole game between two people, typed move by move (passes left to the
// game), ends with the right score.
func TestPlayHumanAgainstHuman(t *testing.T) {
	typed, end := gameWithPass(t)
	r := runApp(t, strings.Join(typed, "\n")+"\n", nil, false, "play", "--black", "human", "--white", "human")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	res := end.Result()
	w, _ := res.Winner()
	want := "Game over: Black " + itoa(res.Black) + ", White " + itoa(res.White) + ": " + w.String() + " (human) wins by " + itoa(res.Margin()) + "."
	if !strings.Contains(r.stdout, want) || !strings.Contains(r.stdout, "has no legal move and passes.") {
		t.Errorf("want %q and a pass in:\n%s", want, tail(r.stdout, 30))
	}
	if !strings.Contains(r.stdout, "Transcript: ") || strings.Count(r.stdout, "to move>") != len(typed) {
		t.Errorf("%d prompts for %d moves", strings.Count(r.stdout, "to move>"), len(typed))
	}
}

func tail(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

func TestPlayCommands(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "game.txt")
	svg := filepath.Join(dir, "search.svg")
	script := strings.Join([]string{
		"z9",          // not a move
		"e3",          // illegal
		"",            // empty line
		"moves",       // legal moves
		"hint",        // the AI's move
		"tree",        // no search yet
		"f5",          // Black plays, ai:medium answers
		"tree",        // its search
		"tree " + svg, // drawn
		"undo",        // back to before f5
		"F5",          // again, any case
		"save " + saved,
		"help",
		"quit",
	}, "\n") + "\n"
	r := runApp(t, script, nil, false, "play", "--white", "ai:medium")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	for _, want := range []string{
		`"z9" is neither a move nor a command`,
		"Ply 1: e3 is not legal for Black: it flips nothing (legal: d3 c4 f5 e6)",
		"Type a square such as d3, or help.",
		"Legal moves: d3 c4 f5 e6",
		"Hint: ai:medium would play",
		"No search to show: the computer has not searched a move yet.",
		"White (ai:medium) plays",
		"The search of ai:medium before its last move:",
		"Drew it into " + svg,
		"Took back 2 move(s).",
		"Saved the game to " + saved,
		"Type a square to play it",
		"You stopped the game.",
		"Transcript: f5",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("no %q in the session", want)
		}
	}
	if b, err := os.ReadFile(svg); err != nil || !strings.Contains(string(b), "<svg") {
		t.Errorf("tree FILE.svg: %v", err)
	}
	b, err := os.ReadFile(saved)
	if err != nil || !strings.HasPrefix(string(b), "f5") {
		t.Fatalf("saved %q, %v", b, err)
	}
	// Resume the saved game: it goes on from there, with White to move.
	r = runApp(t, "quit\n", nil, false, "play", "--resume", saved, "--black", "human", "--white", "human")
	if !strings.Contains(r.stdout, "Moves so far (2): f5") || !strings.Contains(r.stdout, "Black (X) to move>") {
		t.Errorf("resume:\n%s", r.stdout)
	}
	// The end of the input ends the game cleanly.
	r = runApp(t, "d3\n", nil, false, "play", "--black", "human", "--white", "human")
	if r.code != 0 || !strings.Contains(r.stdout, "The input ended: the game stops here.") || !strings.Contains(r.stdout, "Transcript: d3") {
		t.Errorf("end of input: %d\n%s", r.code, tail(r.stdout, 5))
	}
}

func TestPlayRecordGGF(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.ggf")
	r := runApp(t, "", nil, false, "play", "--size", "6", "--black", "ai:easy", "--white", "greedy", "--record", rec)
	if r.code != 0 || !strings.Contains(r.stdout, "Game over:") || !strings.Contains(r.stdout, "Saved the game to "+rec) {
		t.Fatalf("exit %d: %s\n%s", r.code, r.stderr, tail(r.stdout, 5))
	}
	b, _ := os.ReadFile(rec)
	start, moves, err := othello.ParseGGF(string(b))
	end, _, _ := othello.Replay(start, moves)
	if err != nil || !end.GameOver() || !strings.Contains(string(b), "PB[ai:easy]PW[greedy]") || !strings.Contains(string(b), "TY[6]") {
		t.Errorf("GGF %s: %v", b, err)
	}
	// Resuming a finished game shows its end.
	r = runApp(t, "", nil, false, "play", "--resume", rec)
	if !strings.Contains(r.stdout, "Game over:") {
		t.Errorf("resume of a finished game:\n%s", r.stdout)
	}
	// Two programs play a whole game without input, the same each time.
	a := runApp(t, "", nil, false, "play", "--black", "random", "--white", "random", "--seed", "9")
	b2 := runApp(t, "", nil, false, "play", "--black", "random", "--white", "random", "--seed", "9")
	if a.stdout != b2.stdout || !strings.Contains(a.stdout, "Game over:") {
		t.Error("two seeded random players did not replay the same game")
	}
}

func TestMatchCommand(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "games.txt")
	args := []string{"match", "--black", "alphabeta:2:mixed", "--white", "random", "--games", "6", "--swap", "--openings", "4", "--seed", "5", "--json", "--games-out", out}
	r := runApp(t, "", nil, false, args...)
	var doc struct {
		Games   int
		Players []struct {
			Spec                string
			Wins, Losses, Draws int
			AvgMargin           float64  `json:"avg_margin"`
			AvgMoveSeconds      *float64 `json:"avg_move_seconds"`
			MaxMoveSeconds      *float64 `json:"max_move_seconds"`
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil || doc.Games != 6 || len(doc.Players) != 2 {
		t.Fatalf("match --json: %v\n%s%s", err, r.stdout, r.stderr)
	}
	a, b := doc.Players[0], doc.Players[1]
	if a.Spec != "alphabeta:2:mixed" || a.Wins+a.Losses+a.Draws != 6 || a.Wins != b.Losses || a.AvgMargin != -b.AvgMargin || a.AvgMoveSeconds == nil {
		t.Errorf("players %+v", doc.Players)
	}
	games1, _ := os.ReadFile(out)
	runApp(t, "", nil, false, args...)
	games2, _ := os.ReadFile(out)
	if string(games1) != string(games2) || strings.Count(string(games1), "# game ") != 6 {
		t.Errorf("a seeded match did not repeat:\n%s\n%s", games1, games2)
	}
	// The games file is a list of positions for compare.
	if r := runApp(t, "", nil, false, "compare", "--positions", out, "--depth", "1", "--format", "csv"); r.code != 0 {
		t.Errorf("compare --positions games.txt: %s", r.stderr)
	}
	r = runApp(t, "", nil, false, "match", "--black", "ai:easy", "--white", "greedy", "--games", "2")
	if r.code != 0 || !strings.Contains(r.stdout, "ai:easy Black in every game") || !strings.Contains(r.stdout, "avg margin") {
		t.Errorf("match table:\n%s%s", r.stdout, r.stderr)
	}
}

func TestMatchAgainstGTPEngine(t *testing.T) {
	t.Setenv("GAMETREE_FAKE_GTP", "1")
	r := runApp(t, "", nil, false, "match", "--black", "gtp:"+os.Args[0], "--white", "greedy", "--games", "2", "--swap", "--json")
	var doc struct {
		Players []struct {
			Spec                string
			Wins, Losses, Draws int
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil || len(doc.Players) != 2 || doc.Players[0].Wins+doc.Players[0].Losses+doc.Players[0].Draws != 2 {
		t.Errorf("match against a gtp engine: %v %s %s", err, r.stdout, r.stderr)
	}
}

// A real engine, GRhino (Debian's grhino), through the GTP client: the
// expert plays it at level 1, both colours, and the games written are
// whole legal games whose scores are the header's.
func TestMatchAgainstGRhino(t *testing.T) {
	const rhino = "/usr/games/gtp-rhino"
	if _, err := os.Stat(rhino); err != nil {
		t.Skip("no GRhino: install the Debian package grhino (apt-get install grhino)")
	}
	out := filepath.Join(t.TempDir(), "games.txt")
	r := runApp(t, "", nil, false, "match", "--black", "ai:expert", "--white", "gtp:"+rhino+" -l 1", "--time", "40ms",
		"--games", "2", "--swap", "--openings", "4", "--games-out", out, "--json")
	var doc struct {
		Players []struct {
			Spec                string
			Wins, Losses, Draws int
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &doc); r.code != 0 || err != nil || len(doc.Players) != 2 || doc.Players[0].Wins+doc.Players[0].Losses+doc.Players[0].Draws != 2 {
		t.Fatalf("match against GRhino: exit %d, %v %s %s", r.code, err, r.stdout, r.stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 4 {
		t.Fatalf("--games-out holds %d lines, want 2 games with their headers:\n%s", len(lines), data)
	}
	for g := 0; g < 2; g++ {
		moves, err := othello.ParseMoves(lines[2*g+1])
		if err != nil {
			t.Fatal(err)
		}
		p, _, err := othello.Replay(othello.Start(8), moves)
		if err != nil || !p.GameOver() {
			t.Fatalf("game %d: %v, over %v", g+1, err, p.GameOver())
		}
		b, w := p.Count(othello.Black), p.Count(othello.White)
		if !strings.HasSuffix(lines[2*g], fmt.Sprintf(" %d", w)) || !strings.Contains(lines[2*g], fmt.Sprintf(" %d, White ", b)) {
			t.Errorf("game %d ends %d-%d, header %q", g+1, b, w, lines[2*g])
		}
	}
}

func TestGTPCommand(t *testing.T) {
	r := runApp(t, "protocol_version\nboardsize 6\ngenmove b\nplay w pass\nfinal_score\nquit\n", nil, false, "gtp", "--player", "greedy")
	answers := strings.Split(strings.TrimSpace(r.stdout), "\n\n")
	if r.code != 0 || len(answers) != 6 || answers[0] != "= 2" || answers[1] != "=" || !strings.HasPrefix(answers[2], "= ") {
		t.Errorf("gtp session:\n%s", r.stdout)
	}
	if !strings.HasPrefix(answers[3], "? illegal move: pass is not legal for White") {
		t.Errorf("play w pass = %q", answers[3])
	}
}

func TestPlayErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.ggf")
	os.WriteFile(bad, []byte("(;GM[Othello]B[f5]W[f5];)"), 0o644)
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"play", "--black", "robot"}, 2, `--black: unknown player "robot"`},
		{[]string{"play", "--white", "alphabeta:99"}, 2, "depth \"99\": want 1 to 20"},
		{[]string{"play", "--time", "0s"}, 2, "--time 0s"},
		{[]string{"play", "--resume", bad}, 1, "f5 is not legal for White"},
		{[]string{"play", "--resume", filepath.Join(dir, "none.txt")}, 1, "cannot read"},
		{[]string{"play", "--resume", bad, "--moves", "f5"}, 2, "--resume and --moves"},
		{[]string{"match", "--black", "human"}, 2, "a match is played by programs"},
		{[]string{"match", "--games", "0"}, 2, "--games 0: want 1 to"},
		{[]string{"match", "--games", "3", "--swap"}, 2, "want an even number"},
		{[]string{"match", "--black", "gtp:/nonexistent/engine"}, 1, "cannot start /nonexistent/engine"},
		{[]string{"gtp", "--player", "human"}, 2, "the engine must be a program"},
	}
	for _, tc := range tests {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code != tc.code || !strings.Contains(r.stderr, tc.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tc.args, r.code, r.stderr, tc.code, tc.want)
		}
	}
}

// greedyPassGame finds moves for Black on 4x4 against greedy White after
// which White must pass: the first such line in move order.
func greedyPassGame(t *testing.T) []othello.Square {
	t.Helper()
	var found []othello.Square
	var walk func(p othello.Position, moves []othello.Square, depth int) bool
	walk = func(p othello.Position, moves []othello.Square, depth int) bool {
		if depth == 0 || p.GameOver() || p.ToMove() != othello.Black || p.MustPass() {
			return false
		}
		for _, m := range p.MoveList() {
			q := p.Apply(m)
			line := append(append([]othello.Square(nil), moves...), m)
			if q.MustPass() && !q.GameOver() {
				found = line
				return true
			}
			if q.GameOver() {
				continue
			}
			g := play.NewGame(adapter.NewOthello(q, othello.Mixed{}))
			mv, err := play.Greedy{}.Choose(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			if walk(q.Apply(adapter.Square(mv.Move)), line, depth-1) {
				return true
			}
		}
		return false
	}
	if !walk(othello.Start(4), nil, 8) {
		t.Fatal("no 4x4 line where greedy White must pass")
	}
	return found
}

// After the computer passes, play draws the board again with the legal
// moves of the side to move; the end of the game says who won, never who
// is to move.
func TestPlayComputerPass(t *testing.T) {
	moves := greedyPassGame(t)
	var in strings.Builder
	for _, m := range moves {
		in.WriteString(m.String() + "\n")
	}
	in.WriteString("quit\n")
	r := runApp(t, in.String(), nil, false, "play", "--size", "4", "--white", "greedy")
	i := strings.Index(r.stdout, "White (greedy) has no legal move and passes.\n")
	if r.code != 0 || i < 0 {
		t.Fatalf("exit %d, no pass in:\n%s%s", r.code, r.stdout, r.stderr)
	}
	after := r.stdout[i:]
	for _, want := range []string{"  a b c d\n", "Black (X) to move\n", "Legal moves: "} {
		if !strings.Contains(after[:strings.Index(after, "Black (X) to move>")], want) {
			t.Errorf("after the pass, the screen lacks %q:\n%s", want, after)
		}
	}
	// A whole game to its end: the last screen says who won.
	r = runApp(t, "", nil, false, "play", "--size", "4", "--black", "greedy", "--white", "random")
	k := strings.LastIndex(r.stdout, "The game is over")
	if k < 0 {
		t.Fatalf("no end of game:\n%s", r.stdout)
	}
	end := r.stdout[k:]
	if r.code != 0 || strings.Contains(end, "to move") || !strings.Contains(end, "Game over: Black") {
		t.Errorf("the end of a game:\n%s", end)
	}
}

// A line over the bound (64 KiB) is skipped with one message, and the
// session goes on: play, step --interactive and gtp.
func TestLongLines(t *testing.T) {
	long := strings.Repeat("x", 100_000) + "\n"
	r := runApp(t, long+"f5\nquit\n", nil, false, "play", "--white", "human")
	if r.code != 0 || !strings.Contains(r.stdout, "That line is longer than 65536 bytes; it was skipped.") || !strings.Contains(r.stdout, "Transcript: f5") {
		t.Errorf("play: exit %d, stderr %q, stdout ends %q", r.code, r.stderr, r.stdout[max(0, len(r.stdout)-300):])
	}
	r = runApp(t, long+"n\nq\n", nil, false, "step", "--leaves", aima, "--interactive")
	if r.code != 0 || !strings.Contains(r.stdout, "That line is longer than 65536 bytes; it was skipped.") || !strings.Contains(r.stdout, "Step 2 of 36") {
		t.Errorf("step: exit %d, stderr %q", r.code, r.stderr)
	}
	r = runApp(t, long+"1 name\n-1 name\nquit\n", nil, false, "gtp")
	if r.code != 0 || !strings.Contains(r.stdout, "? line too long (over 65536 bytes)\n\n=1 gametree") || !strings.Contains(r.stdout, "? unknown command") {
		t.Errorf("gtp: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

// play and match on the small games: a person's game recorded and
// resumed, the players' errors, a match's report and its games.
func TestPlayOtherGames(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "ttt.txt")
	r := runApp(t, "b2\na1\nquit\n", nil, false, "play", "--game", "tictactoe", "--white", "ai:perfect", "--record", rec)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	for _, want := range []string{"O (ai:perfect) plays a1 (searched to the end: a draw with best play;", "X cannot play a1", "Saved the game to " + rec} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("missing %q in:\n%s", want, r.stdout)
		}
	}
	saved, err := os.ReadFile(rec)
	if err != nil {
		t.Fatal(err)
	}
	if want := "# tic-tac-toe from the start; X: human, O: ai:perfect\nb2 a1\n"; string(saved) != want {
		t.Errorf("saved %q, want %q", saved, want)
	}
	r = runApp(t, "c3\n", nil, false, "play", "--game", "tictactoe", "--resume", rec, "--white", "human")
	if !strings.Contains(r.stdout, "Moves so far (3): b2 a1 c3") {
		t.Errorf("resumed game:\n%s", r.stdout)
	}
	r = runApp(t, "", nil, false, "play", "--game", "connect4", "--black", "ai:hard", "--white", "ai:easy")
	if r.code != 0 || !strings.Contains(r.stdout, "Game over: X (ai:hard) wins.") {
		t.Errorf("Connect Four, ai:hard against ai:easy: exit %d\n%s", r.code, tail(r.stdout, 12))
	}
	for _, tc := range []struct{ args, want string }{
		{"play --game tictactoe --black gtp:edax", `--black (X's player): player "gtp:edax": engines over GTP play games whose moves are squares`},
		{"play --game connect4 --white ai:perfect", "Connect Four is too big to search to the end"},
		{"play --game nim --board 3,4 --time 1s", "--time applies to ai:expert and gtp: engines; Nim's players search to a depth"},
		{"match --game tictactoe --white human", "a match is played by programs"},
		{"match --game tictactoe --moves a1a2b1b2c1", "the game is already over"},
	} {
		r := runApp(t, "", nil, false, strings.Fields(tc.args)...)
		if r.code == 0 || !strings.Contains(r.stderr, tc.want) || strings.Count(strings.TrimSpace(r.stderr), "\n") > 0 {
			t.Errorf("%s: exit %d, stderr %q, want one line with %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
	games := filepath.Join(dir, "games.txt")
	r = runApp(t, "", nil, false, "match", "--game", "tictactoe", "--black", "ai:perfect", "--white", "random", "--games", "6", "--swap", "--no-time", "--games-out", games)
	want := "Match: tic-tac-toe, 6 games from the start position, first move swapped for each opening\n"
	if r.code != 0 || !strings.HasPrefix(r.stdout, want) || !strings.Contains(r.stdout, "avg result") {
		t.Fatalf("exit %d: %s%s", r.code, r.stdout, r.stderr)
	}
	text, _ := os.ReadFile(games)
	if n := strings.Count(string(text), "# game "); n != 6 || !strings.Contains(string(text), "# game 2: X random, O ai:perfect") {
		t.Errorf("%d games written:\n%s", n, text)
	}
}

// In a game of several players, tree shows the search the computer just
// made (max^n, shallow pruning or paranoid search, to its depth), as tree
// would draw it, in both languages.
func TestPlaySeveralShowsItsSearch(t *testing.T) {
	for _, tc := range []struct {
		lang, b string
		want    []string
	}{
		{"en", "maxn:2", []string{"The search of maxn:2 before its last move:", "Search: max^n, natural order", "depth 2"}},
		{"en", "paranoid:2", []string{"The search of paranoid:2 before its last move:", "Search: paranoid"}},
		{"fr", "shallow:2", []string{"La recherche de shallow:2", "élagage superficiel"}},
		{"en", "paranoid:3", []string{"Search: paranoid search (fail-soft), natural order, eval the exact max^n value,\n  depth 3"}},
		{"fr", "paranoid:3", []string{"La recherche de paranoid:3"}},
	} {
		r := runApp(t, "1:1\ntree\nquit\n", nil, false, "--lang", tc.lang, "play", "--game", "nim3", "--players", "human,"+tc.b+",random")
		if r.code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.b, r.code, r.stderr)
		}
		out := r.stdout
		if strings.Contains(out, "not searched") || strings.Contains(out, "pas encore cherché") {
			t.Errorf("%s: the search is said not made:\n%s", tc.b, out)
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s (%s): no %q in:\n%s", tc.b, tc.lang, w, out)
			}
		}
		// The terminal's 80 columns hold every line: the description
		// wrapped, the marks of a node under it.
		for _, line := range strings.Split(out, "\n") {
			if n := utf8.RuneCountInString(line); n > 80 {
				t.Errorf("%s (%s): a line of %d columns: %q", tc.b, tc.lang, n, line)
			}
		}
	}
}
