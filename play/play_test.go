package play

import (
	"bytes"
	"context"
	"fmt"
	"gametree/games/connect4"
	"gametree/games/nim"
	"gametree/games/tictactoe"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"gametree/game"
	"gametree/othello"
	"gametree/othello/adapter"
)

// TestMain lets the test binary stand in as an external GTP engine: run
// with GAMETREE_FAKE_GTP set, it serves GTP with a random player.
func TestMain(m *testing.M) {
	switch os.Getenv("GAMETREE_FAKE_GTP") {
	case "":
	case "flaky":
		ServeGTP(os.Stdin, os.Stdout, othelloNew, func() (Player, error) { return &flaky{}, nil })
		os.Exit(0)
	case "sleep":
		time.Sleep(time.Minute)
		os.Exit(0)
	case "parent":
		// An engine that starts a child, then never answers genmove.
		child := exec.Command(os.Args[0])
		child.Env = append(os.Environ(), "GAMETREE_FAKE_GTP=sleep")
		if err := child.Start(); err != nil {
			os.Exit(1)
		}
		os.WriteFile(os.Getenv("GAMETREE_CHILD_PID"), []byte(strconv.Itoa(child.Process.Pid)), 0o644)
		ServeGTP(os.Stdin, os.Stdout, othelloNew, func() (Player, error) { return mute{}, nil })
		os.Exit(0)
	default:
		ServeGTP(os.Stdin, os.Stdout, othelloNew, func() (Player, error) { return ParsePlayer("random", oth8, Config{Seed: 7}) })
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func TestParsePlayer(t *testing.T) {
	for spec, want := range map[string]string{
		"random": "random", "greedy": "greedy", "minimax:2": "minimax:2:discs", "alphabeta:4:mixed": "alphabeta:4:mixed",
		"AlphaBeta:3:Classic": "alphabeta:3:classic", "ai:easy": "ai:easy", "ai:medium": "ai:medium", "ai:hard": "ai:hard", "ai:expert": "ai:expert",
		"ai:mcts": "ai:mcts:1000", "AI:MCTS:250": "ai:mcts:250",
	} {
		p, err := ParsePlayer(spec, oth8, Config{})
		if err != nil || p.Spec() != want {
			t.Errorf("ParsePlayer(%q) = %v, %v; want %s", spec, p, err, want)
		}
	}
	if p, err := ParsePlayer("human", oth8, Config{}); p != nil || err != nil {
		t.Errorf("human = %v, %v", p, err)
	}
	for spec, want := range map[string]string{
		"robot": "unknown player", "minimax": "want minimax:DEPTH", "minimax:0": "depth \"0\": want 1 to 20", "alphabeta:3:greed": "unknown evaluation",
		"ai:grandmaster": "unknown level", "gtp:": "want gtp:COMMAND", "gtp:/nonexistent/engine": "cannot start", "random:3": "unknown player",
		"alphabeta:2:discs:x": "want alphabeta:DEPTH",
		"ai:mcts:0":           "want ai:mcts:N with N from 1 to 200000", "ai:mcts:x": "want ai:mcts:N", "ai:mcts:200001": "want ai:mcts:N", "ai:mcts:0ms": "want a time from 1ms", "ai:mcts:20s": "want a time from 1ms to 10s",
	} {
		if _, err := ParsePlayer(spec, oth8, Config{}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParsePlayer(%q) error = %v, want %q", spec, err, want)
		}
	}
}

// Every player plays only legal moves, on every size, passes included.
func TestPlayersPlayLegalGames(t *testing.T) {
	specs := []string{"random", "greedy", "minimax:2", "alphabeta:3:mixed", "ai:easy", "ai:medium"}
	for _, n := range []int{4, 6, 8, 10} {
		for i, a := range specs {
			b := specs[(i+1)%len(specs)]
			pa, _ := ParsePlayer(a, oth8, Config{Seed: int64(n)})
			pb, _ := ParsePlayer(b, oth8, Config{Seed: int64(n + 1)})
			_, games, err := Match(context.Background(), pa, pb, MatchConfig{Games: 2, Swap: true, Openings: 2, Seed: int64(i), Start: adapter.NewOthello(othello.Start(n), othello.Mixed{})})
			if err != nil {
				t.Fatalf("%dx%d %s vs %s: %v", n, n, a, b, err)
			}
			for _, g := range games {
				if !g.Game.Over() {
					t.Fatalf("%dx%d: a game did not end: %s", n, n, g.Game.Transcript())
				}
				// Replaying the transcript gives the same game.
				moves, _ := othello.ParseMoves(g.Game.Transcript())
				end, _, err := othello.Replay(othello.Start(n), moves)
				if err != nil || end != g.Game.Pos().(adapter.OthelloPosition).Pos {
					t.Fatalf("%dx%d: replaying %s: %v", n, n, g.Game.Transcript(), err)
				}
			}
		}
	}
}

func TestGreedyTakesMostFlips(t *testing.T) {
	moves, _ := othello.ParseMoves("f5d6c3d3c4")
	p, _, _ := othello.Replay(othello.Start(8), moves)
	mv, _ := Greedy{}.Choose(context.Background(), othelloGame(p))
	most := 0
	for _, m := range p.MoveList() {
		most = max(most, p.Flips(m).Count())
	}
	if p.Flips(adapter.Square(mv.Move)).Count() != most {
		t.Errorf("greedy played %s flipping %d, the most is %d", adapter.Square(mv.Move), p.Flips(adapter.Square(mv.Move)).Count(), most)
	}
}

// The same seed replays the same match.
func TestMatchRepeats(t *testing.T) {
	run := func(seed int64) string {
		a, _ := ParsePlayer("random", oth8, Config{Seed: seed})
		b, _ := ParsePlayer("alphabeta:2:mixed", oth8, Config{Seed: seed})
		_, games, err := Match(context.Background(), a, b, MatchConfig{Games: 6, Swap: true, Openings: 4, Seed: seed, Start: adapter.NewOthello(othello.Start(8), othello.Mixed{})})
		if err != nil {
			t.Fatal(err)
		}
		var s []string
		for _, g := range games {
			s = append(s, g.X+" "+g.Game.Transcript())
		}
		return strings.Join(s, "\n")
	}
	if run(3) != run(3) {
		t.Error("the same seed gave different games")
	}
	if run(3) == run(4) {
		t.Error("different seeds gave the same games")
	}
	// With --swap the colours alternate and each opening is played twice.
	lines := strings.Split(run(5), "\n")
	if !strings.HasPrefix(lines[0], "random ") || !strings.HasPrefix(lines[1], "alphabeta") {
		t.Errorf("colours not swapped: %v", lines[:2])
	}
	first := func(l string) string { return strings.Fields(l)[1][:8] }
	if first(lines[0]) != first(lines[1]) {
		t.Errorf("the two games of an opening start differently: %s / %s", first(lines[0]), first(lines[1]))
	}
}

// gtpSession runs ServeGTP on a script and returns the answers.
func gtpSession(t *testing.T, script string) []string {
	t.Helper()
	var out bytes.Buffer
	err := ServeGTP(strings.NewReader(script), &out, othelloNew, func() (Player, error) { return ParsePlayer("greedy", oth8, Config{}) })
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(out.String(), "\n\n"), "\n\n")
}

func TestServeGTP(t *testing.T) {
	answers := gtpSession(t, strings.Join([]string{
		"protocol_version", "1 name", "version", "known_command genmove", "known_command fly", "boardsize 8", "clear_board",
		"play b f5", "play w e3", "genmove w", "showboard", "undo", "undo", "undo", "undo", "boardsize 7", "play red f5",
		"play b z9", "genmove", "bogus", "2 final_score", "quit", "name",
	}, "\n"))
	want := []string{
		"= 2", "=1 gametree greedy", "= " + Version, "= true", "= false", "=", "=",
		"=", "? illegal move: e3 is not legal for White: it flips nothing (legal: f4 d6 f6)", "= f4", "", "=", "=", "? cannot undo: no move has been played", "",
		"? unacceptable size \"7\": want an even size from 4 to 16", "? invalid color \"red\": want b or w", "? invalid coordinate \"z9\"",
		"? genmove needs a colour, such as genmove w", "? unknown command \"bogus\"", "=2 0", "=",
	}
	if len(answers) != len(want) {
		t.Fatalf("%d answers, want %d:\n%s", len(answers), len(want), strings.Join(answers, "\n--\n"))
	}
	for i, w := range want {
		if w == "" {
			continue
		}
		if answers[i] != w {
			t.Errorf("answer %d = %q, want %q", i+1, answers[i], w)
		}
	}
	if !strings.Contains(answers[10], "White (O) to move") && !strings.Contains(answers[10], "Black (X) to move") {
		t.Errorf("showboard = %q", answers[10])
	}
	// A forced pass is played by itself: after d3c3b3b2f5a3a1c1 Black must
	// pass, so genmove w is White's move.
	answers = gtpSession(t, "boardsize 8\nplay b d3\nplay w c3\nplay b b3\nplay w b2\nplay b f5\nplay w a3\nplay b a1\nplay w c1\ngenmove w\ngenmove b\n")
	if answers[9] == "= pass" || !strings.HasPrefix(answers[9], "= ") || strings.HasPrefix(answers[10], "?") {
		t.Errorf("after the pass: %q, %q", answers[9], answers[10])
	}
}

// A gtp: player is driven through the protocol; the test binary plays the
// engine (see TestMain).
func TestGTPPlayer(t *testing.T) {
	os.Setenv("GAMETREE_FAKE_GTP", "1")
	defer os.Unsetenv("GAMETREE_FAKE_GTP")
	engine, err := NewGTPPlayer(os.Args[0], time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer engine.Close()
	if engine.Spec() != "gtp:"+os.Args[0] {
		t.Errorf("spec %s", engine.Spec())
	}
	greedy := Greedy{}
	stats, games, err := Match(context.Background(), engine, greedy, MatchConfig{Games: 4, Swap: true, Openings: 2, Seed: 1, Start: adapter.NewOthello(othello.Start(8), othello.Mixed{})})
	if err != nil {
		t.Fatal(err)
	}
	if stats[0].Wins+stats[0].Losses+stats[0].Draws != 4 || len(games) != 4 {
		t.Errorf("stats %+v", stats)
	}
	// An undo on our side makes the engine start over from clear_board.
	g := othelloGame(othello.Start(6))
	g.Play(adapter.OthelloMove(othello.NewSquare(2, 1)))
	if _, err := engine.Choose(context.Background(), g); err != nil {
		t.Fatal(err)
	}
	g.Undo()
	g.Play(adapter.OthelloMove(othello.NewSquare(1, 2)))
	mv, err := engine.Choose(context.Background(), g)
	if err != nil || !g.Pos().(adapter.OthelloPosition).Pos.IsLegal(adapter.Square(mv.Move)) {
		t.Errorf("after an undo: %v %v", mv, err)
	}
	// Engines play from the start position only.
	p, _ := othello.ParseBoard("---------------------------OX------XO--------------------------- O")
	if _, err := engine.Choose(context.Background(), othelloGame(p)); err == nil || !strings.Contains(err.Error(), "start position") {
		t.Errorf("from a set-up position: %v", err)
	}
}

var _ = fmt.Sprint

// flaky is an engine's player that misbehaves on a schedule: its 20th
// answer comes late (within its time), and its 40th is an illegal move,
// never comes, or the process exits, by turns from one process to the
// next (counted in the file GAMETREE_FLAKY_COUNT).
type flaky struct{ calls int }

func (*flaky) Spec() string { return "flaky" }
func (*flaky) Close() error { return nil }
func (f *flaky) Choose(_ context.Context, g *Game) (game.Choice, error) {
	f.calls++
	switch f.calls {
	case 20:
		time.Sleep(30 * time.Millisecond) // late, but within its time
	case 40:
		name := os.Getenv("GAMETREE_FLAKY_COUNT")
		b, _ := os.ReadFile(name)
		n := len(b)
		os.WriteFile(name, append(b, 'x'), 0o644)
		switch n % 3 {
		case 0:
			return game.Choice{Move: adapter.OthelloMove(othello.NewSquare(2, 2))}, nil // c3: never empty on 6x6
		case 1:
			time.Sleep(time.Hour) // never answers
		case 2:
			os.Exit(3) // stops mid-game
		}
	}
	return game.Choice{Move: adapter.OthelloMove(g.Pos().(adapter.OthelloPosition).Pos.MoveList()[0])}, nil
}

// mute is an engine's player that never moves.
type mute struct{}

func (mute) Spec() string { return "mute" }
func (mute) Close() error { return nil }
func (mute) Choose(ctx context.Context, _ *Game) (game.Choice, error) {
	<-ctx.Done()
	time.Sleep(time.Minute)
	return game.Choice{}, ctx.Err()
}

// An engine that forfeits is killed with the processes it started: its
// process group, not only its own process.
func TestForfeitKillsEngineGroup(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pid")
	t.Setenv("GAMETREE_FAKE_GTP", "parent")
	t.Setenv("GAMETREE_CHILD_PID", pidFile)
	engine, err := NewGTPPlayer(os.Args[0], 100*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	engine.grace = 200 * time.Millisecond
	defer engine.Close()
	g := othelloGame(othello.Start(8))
	if _, err := engine.Choose(context.Background(), g); err == nil {
		t.Fatal("a mute engine moved")
	}
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pid, _ := strconv.Atoi(string(b))
	deadline := time.Now().Add(3 * time.Second)
	for alive(pid) {
		if time.Now().After(deadline) {
			t.Fatalf("the engine's child %d outlived the forfeit", pid)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// alive reports whether process pid runs (a zombie does not).
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}

// A match against an engine that answers late, with garbage, never, or
// exits: each failure loses that game (by the whole board), the engine is
// restarted, nothing waits past the engine's time and grace, and the report
// counts the forfeits.
func TestMatchFlakyEngine(t *testing.T) {
	os.Setenv("GAMETREE_FAKE_GTP", "flaky")
	defer os.Unsetenv("GAMETREE_FAKE_GTP")
	os.Setenv("GAMETREE_FLAKY_COUNT", filepath.Join(t.TempDir(), "count"))
	defer os.Unsetenv("GAMETREE_FLAKY_COUNT")
	engine, err := NewGTPPlayer(os.Args[0], 100*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	engine.grace = 200 * time.Millisecond
	defer engine.Close()
	n := 100
	if testing.Short() {
		n = 12
	}
	start := time.Now()
	stats, games, err := Match(context.Background(), engine, Greedy{}, MatchConfig{Games: n, Swap: true, Seed: 1, Start: adapter.NewOthello(othello.Start(6), othello.Mixed{})})
	if err != nil {
		t.Fatal(err)
	}
	e := stats[0]
	if len(games) != n || e.Wins+e.Losses+e.Draws != n || e.Forfeits < n/4 || e.Forfeits == n {
		t.Fatalf("stats %+v, %d games", e, len(games))
	}
	forfeits := 0
	for _, g := range games {
		if g.Forfeit != "" {
			forfeits++
			if !strings.Contains(g.Forfeit, "lost by forfeit") {
				t.Errorf("forfeit note %q", g.Forfeit)
			}
		}
	}
	if forfeits != e.Forfeits {
		t.Errorf("%d games say forfeit, the stats %d", forfeits, e.Forfeits)
	}
	// Each forfeit waits at most the move time and the grace (0.3 s), and
	// a restart answers at once: the whole match is bounded.
	if d := time.Since(start); d > time.Duration(n)*time.Second {
		t.Errorf("the match took %v", d)
	}
	t.Logf("%d games, %d forfeits, %v", n, forfeits, time.Since(start).Round(time.Millisecond))
}

// A GTP session of 2,000 commands: every command answered once, in order,
// "=" or "?", and the session ends at quit.
func TestGTPLongSession(t *testing.T) {
	cmds := []string{"boardsize 6", "clear_board", "genmove b", "genmove w", "play b pass", "undo", "showboard",
		"final_score", "list_commands", "known_command play", "name", "play w z9", "genmove x", ""}
	var in strings.Builder
	count := 0
	for i := 0; count < 2000; i++ {
		c := cmds[i%len(cmds)]
		if c == "" {
			in.WriteString("\n")
			continue
		}
		fmt.Fprintf(&in, "%d %s\n", count+1, c)
		count++
	}
	in.WriteString("quit\n")
	var out bytes.Buffer
	if err := ServeGTP(strings.NewReader(in.String()), &out, othelloNew, func() (Player, error) { return Greedy{}, nil }); err != nil {
		t.Fatal(err)
	}
	answers := strings.Split(strings.TrimSuffix(out.String(), "\n\n"), "\n\n")
	if len(answers) != 2001 {
		t.Fatalf("%d answers to 2,001 commands", len(answers))
	}
	for i, a := range answers[:2000] {
		id := strconv.Itoa(i + 1)
		if !strings.HasPrefix(a, "="+id) && !strings.HasPrefix(a, "?"+id) {
			t.Fatalf("answer %d: %q", i+1, a)
		}
	}
}

// oth8 is Othello on 8x8, its leaves scored by the evaluation by game
// phase, as the games of gametree play are.
var oth8 = adapter.Othello{Size: 8, Eval: othello.Mixed{}}

// othelloGame starts a game of Othello from p.
func othelloGame(p othello.Position) *Game { return NewGame(adapter.NewOthello(p, othello.Mixed{})) }

// othelloNew makes Othello of a size, as gametree gtp does.
func othelloNew(size string) (game.Game, error) { return game.New("othello", size) }

// MCTS as a player: it wins a won tic-tac-toe position and blocks a lost
// one, and its games are the same for the same seed.
func TestMCTSPlayer(t *testing.T) {
	ttt, _ := game.New("tictactoe", "")
	for board, want := range map[string]string{"XX-OO---- X": "c1", "X---O-X-- O": "a2"} {
		p, _ := ttt.ParsePosition(board)
		pl, _ := ParsePlayer("ai:mcts:3000", ttt, Config{Seed: 3})
		c, err := pl.Choose(context.Background(), NewGame(p))
		if err != nil || p.FormatMove(c.Move) != want {
			t.Errorf("%s: plays %s, %v; want %s", board, p.FormatMove(c.Move), err, want)
		}
	}
	transcripts := func() string {
		a, _ := ParsePlayer("ai:mcts:300", ttt, Config{Seed: 1})
		b, _ := ParsePlayer("random", ttt, Config{Seed: 2})
		_, games, err := Match(context.Background(), a, b, MatchConfig{Games: 4, Swap: true, Seed: 5, Start: ttt.Start()})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, g := range games {
			out = append(out, g.Game.Transcript())
		}
		return strings.Join(out, " | ")
	}
	if x, y := transcripts(), transcripts(); x != y {
		t.Errorf("the same seeds give other games: %s and %s", x, y)
	}
}

// A searching player is priced before the game: the positions a move
// searches, from the game's branching and the depth, within MaxMoveNodes
// (minimax:20 on ten heaps of 60 ran forever in silence).
func TestMoveCostRefused(t *testing.T) {
	nim, _ := nim.NewNim("60 60 60 60 60 60 60 60 60 60")
	c4, _ := connect4.NewConnectFour("")
	for _, c := range []struct {
		g    game.Game
		spec string
		ok   bool
	}{
		{nim, "minimax:20", false},
		{nim, "minimax:2", true},
		{c4, "alphabeta:20", false},
		{c4, "alphabeta:12", true},
		{tictactoe.TicTacToe{}, "minimax:9", true},
	} {
		_, err := ParsePlayer(c.spec, c.g, Config{})
		if (err == nil) != c.ok || err != nil && !strings.Contains(err.Error(), "lower the depth") {
			t.Errorf("%s on %s: %v", c.spec, c.g.Title(), err)
		}
	}
}
