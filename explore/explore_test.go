package explore

import (
	"context"
	"errors"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/mcts"
	"gametree/minimax"
	"gametree/othello"
	"gametree/othello/adapter"
	"gametree/render"
)

// ffo40 is FFO endgame test position #40 (20 empties, Black to move).
const ffo40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"

// files is a Files over a map, "-" included.
func files(m map[string]string) Files {
	return func(name string) (string, error) {
		if s, ok := m[name]; ok {
			return s, nil
		}
		return "", os.ErrNotExist
	}
}

// v builds Values from name, value pairs.
func v(pairs ...string) Values {
	out := Values{}
	for i := 0; i+1 < len(pairs); i += 2 {
		out[pairs[i]] = append(out[pairs[i]], pairs[i+1])
	}
	return out
}

var testFiles = files(map[string]string{
	"w4.txt":    "1 2 2 1\n2 0 0 2\n2 0 0 2\n1 2 2 1\n",
	"w8.txt":    strings.Repeat("1 1 1 1 1 1 1 1\n", 8),
	"aima.tree": "((3 12 8) (2 4 6) (14 5 2))",
	"pos.txt":   "f5d6c3",
	"opening":   "# openings\nf5d6\n\nf5f6\n",
	"mixed":     "f5\n-----OX--XO----- X\n",
	"game.ggf":  "(;GM[Othello]PC[gametree]PB[a]PW[b]RE[?]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[d6];)",
})

func TestParseTree(t *testing.T) {
	tests := []struct {
		name   string
		params Values
		want   string // error text; empty for none
		usage  bool
		check  func(*TreeRequest) bool
	}{
		{"defaults", v(), "", false, func(r *TreeRequest) bool {
			return r.Depth == 3 && r.Algorithm == minimax.AlphaBetaFailSoft && r.Order == minimax.Natural && r.MaxNodes == 100000 && r.MaxMemory == GiB && r.Format == render.TextFormat && r.GamePos.String() == othello.Start(8).String()
		}},
		{"textbook", v("leaves", "((1 2) (3 4))", "root", "MIN", "algo", "minimax"), "", false, func(r *TreeRequest) bool {
			return r.Leaves == "((1 2) (3 4))" && r.RootMin && r.Algorithm == minimax.Minimax
		}},
		{"leaves file", v("leaves-file", "aima.tree"), "", false, func(r *TreeRequest) bool { return r.Leaves == "((3 12 8) (2 4 6) (14 5 2))" }},
		{"fail-soft", v("fail-soft", "true", "order", "Perfect"), "", false, func(r *TreeRequest) bool {
			return r.Algorithm == minimax.AlphaBetaFailSoft && r.Order == minimax.Perfect
		}},
		{"bare bool", v("boards", "", "format", "SVG", "view", "pv"), "", false, func(r *TreeRequest) bool {
			return r.Draw.Boards && r.Format == render.SVGFormat && r.View == render.PV && r.Draw.View == render.PV
		}},
		{"format from output", v("output", "t.PDF"), "", false, func(r *TreeRequest) bool { return r.Format == render.PDFFormat }},
		{"weights", v("size", "4", "weights", "w4.txt"), "", false, func(r *TreeRequest) bool { return game.EvalName(r.GamePos.Game()) != "discs" }},
		{"position file", v("position", "pos.txt", "depth", "1"), "", false, func(r *TreeRequest) bool { return r.GamePos.(adapter.OthelloPosition).Pos.Empties() == 57 }},
		{"memory", v("max-memory", "512MiB"), "", false, func(r *TreeRequest) bool { return r.MaxMemory == 512*MiB }},

		{"algo", v("algo", "pvs"), `--algo "pvs": want minimax, alphabeta, beam, probcut, expectimax, star1, star2, mcts, puct, maxn, shallow, paranoid, cfr or cfr+`, true, nil},
		{"mcts", v("algo", "MCTS", "iterations", "500", "exploration", "0.5", "seed", "9", "solver", "", "min-visits", "3"), "", false, func(r *TreeRequest) bool {
			return r.MCTS != nil && r.MCTS.Iterations == 500 && r.MCTS.Exploration == 0.5 && r.MCTS.Seed == 9 && r.MCTS.Solver && r.MinVisits == 3 && r.Depth == mctsDepth
		}},
		{"mcts defaults", v("algo", "mcts", "game", "nim"), "", false, func(r *TreeRequest) bool {
			return r.MCTS.Iterations == DefaultIterations && r.MCTS.Exploration == mcts.DefaultExploration && r.MCTS.Seed == 1 && !r.MCTS.Solver
		}},
		{"mcts depth", v("algo", "mcts", "depth", "4"), "--depth does not apply to --algo mcts", true, nil},
		{"mcts zero", v("algo", "mcts", "iterations", "0"), "--iterations 0: want 1 to 10000000 iterations", true, nil},
		{"mcts too many", v("algo", "mcts", "iterations", "10000001"), "--iterations 10000001: want 1 to 10000000 iterations", true, nil},
		{"mcts words", v("algo", "mcts", "iterations", "many"), `--iterations "many": want a whole number`, true, nil},
		{"mcts nan", v("algo", "mcts", "exploration", "NaN"), "--exploration NaN: want a number from 0 to 100", true, nil},
		{"mcts inf", v("algo", "mcts", "exploration", "+Inf"), "--exploration +Inf: want a number from 0 to 100", true, nil},
		{"mcts negative", v("algo", "mcts", "exploration", "-0.1"), "--exploration -0.1: want a number from 0 to 100", true, nil},
		{"mcts huge", v("algo", "mcts", "exploration", "1.7e308"), "--exploration 1.7e308: want a number from 0 to 100", true, nil},
		{"mcts 100", v("algo", "mcts", "exploration", "100", "leaves", "((1 2) (3 4))"), "", false, func(r *TreeRequest) bool { return r.MCTS.Exploration == 100 }},
		{"mcts seed", v("algo", "mcts", "seed", "-3"), `--seed "-3": want a whole number from 0`, true, nil},
		{"mcts fail-hard", v("algo", "mcts", "fail-hard", ""), "--fail-hard applies to --algo alphabeta or paranoid, not to --algo mcts", true, nil},
		{"mcts order", v("algo", "mcts", "order", "static"), "--order applies to --algo minimax, alphabeta, probcut, expectimax, star1 or star2, not to --algo mcts", true, nil},
		{"solver with minimax", v("algo", "minimax", "solver", ""), "--solver applies to --algo mcts", true, nil},
		{"iterations with alpha-beta", v("iterations", "50"), "--iterations applies to --algo mcts", true, nil},
		{"fail-hard", v("fail-hard", "true"), "", false, func(r *TreeRequest) bool { return r.Algorithm == minimax.AlphaBeta }},
		{"both conventions", v("fail-hard", "true", "fail-soft", "true"), "--fail-hard and --fail-soft are the two conventions of alpha-beta", true, nil},
		{"fail-hard minimax", v("algo", "minimax", "fail-hard", ""), "--fail-hard applies to --algo alphabeta or paranoid, not to --algo minimax", true, nil},
		{"fail-soft minimax", v("algo", "minimax", "fail-soft", "1"), "--fail-soft applies to --algo alphabeta or paranoid, not to --algo minimax", true, nil},
		{"bad bool", v("fail-soft", "maybe"), `--fail-soft "maybe": want true or false`, true, nil},
		{"order", v("order", "best"), `--order "best": want natural, static, eval or perfect`, true, nil},
		{"view", v("view", "all"), `--view "all": want full, visited or pv`, true, nil},
		{"max-nodes", v("max-nodes", "0"), "--max-nodes 0: want at least 1", true, nil},
		{"max-nodes text", v("max-nodes", "many"), `--max-nodes "many": want a whole number`, true, nil},
		{"max-memory", v("max-memory", "lots"), `--max-memory "lots": want an amount of memory such as 512MiB or 2GiB`, true, nil},
		{"max-memory unit", v("max-memory", "2PB"), `--max-memory "2PB": unknown unit "pb"; want B, KiB, MiB, GiB or TiB`, true, nil},
		{"two trees", v("leaves", "(1 2)", "leaves-file", "aima.tree"), "--leaves and --leaves-file both give a tree; give one of them", true, nil},
		{"textbook depth", v("leaves", "(1 2)", "depth", "3"), "--depth does not apply to a textbook tree (--leaves): its leaves give its shape and depth; leave --depth out", true, nil},
		{"textbook boards", v("leaves", "(1 2)", "boards", "true"), "--boards does not apply to a textbook tree", true, nil},
		{"root", v("leaves", "(1 2)", "root", "top"), `--root "top": want max or min`, true, nil},
		{"empty leaves", v("leaves", "  "), "--leaves: empty tree; want nested lists of leaf values such as ((3 12 8) (2 4 6) (14 5 2))", false, nil},
		{"root of othello", v("root", "min"), "--root applies to textbook trees (--leaves); a game tree's root is the side to move", true, nil},
		{"depth", v("depth", "61"), "--depth 61: want 1 to 60 plies", true, nil},
		{"size", v("size", "7"), "--size 7: want an even size from 4 to 16", true, nil},
		{"board and position", v("board", ffo40, "position", "pos.txt"), "--board and --position both give a start position; give one of them", true, nil},
		{"board", v("board", "XO"), "--board: ", false, nil},
		{"size mismatch", v("board", ffo40, "size", "6"), "--size 6 does not match the 8x8 board given; leave --size out or give a 6x6 board", true, nil},
		{"moves", v("moves", "e3"), "--moves: ply 1: e3 is not legal for Black", false, nil},
		{"missing file", v("position", "nope.txt"), "--position: file does not exist", false, nil},
		{"eval", v("eval", "best"), `--eval "best": want discs, positional, mobility, mixed, classic or pattern`, true, nil},
		{"eval and weights", v("eval", "discs", "weights", "w8.txt"), "--eval and --weights both choose the evaluation; give one of them", true, nil},
		{"weights size", v("weights", "w4.txt"), "--weights w4.txt: the table is 4x4 but the board is 8x8", false, nil},
		{"format", v("format", "gif"), `--format "gif": want text, dot, svg, png, pdf, json, tikz, tex, html or scorm`, true, nil},
		{"output", v("output", "t.gif"), `-o t.gif: cannot tell the format from ".gif"`, true, nil},
		{"show-depth", v("show-depth", "-1"), "--show-depth -1: want at least 0", true, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, err := ParseTree(tc.params, testFiles)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("error %v", err)
				}
				if !tc.check(req) {
					t.Errorf("request %+v", req)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Fatalf("error %v, want %q", err, tc.want)
			}
			var u *UsageError
			if errors.As(err, &u) != tc.usage {
				t.Errorf("usage error %v, want %v", errors.As(err, &u), tc.usage)
			}
		})
	}
}

func TestParseOthers(t *testing.T) {
	tests := []struct {
		name  string
		parse func(Params, Files) error
		p     Values
		want  string
	}{
		{"step", parse(ParseStep), v("leaves", "(1 (2 3))"), ""},
		{"step depth", parse(ParseStep), v("depth", "0"), "--depth 0: want 1 to 60 plies"},
		{"compare", parse(ParseCompare), v("depth", "2,4"), ""},
		{"compare textbook", parse(ParseCompare), v("leaves", "(1 (2 3))"), ""},
		{"compare positions", parse(ParseCompare), v("positions", "opening", "depth", "2"), ""},
		{"compare mixed sizes", parse(ParseCompare), v("positions", "mixed"), "--positions mixed line 2: a 4x4 board among 8x8 ones; give positions of one size"},
		{"compare no positions", parse(ParseCompare), v("positions", "pos.txt", "moves", "f5"), "--positions and --moves both give positions; give one of them"},
		{"compare depth", parse(ParseCompare), v("depth", "13"), `--depth "13": depth 13 is over 12`},
		{"compare depth text", parse(ParseCompare), v("depth", "4-2"), `--depth "4-2": want depths such as 4, 1-8 or 2,4,6 (from 1)`},
		{"compare textbook eval", parse(ParseCompare), v("leaves", "(1 2)", "eval", "mixed"), "--eval does not apply to a textbook tree"},
		{"compare root", parse(ParseCompare), v("root", "min"), "--root applies to textbook trees"},
		{"compare memory", parse(ParseCompare), v("max-memory", "0"), `--max-memory "0": want an amount`},
		{"perft", parse(ParsePerft), v("depth", "3", "divide", "true"), ""},
		{"perft no depth", parse(ParsePerft), v(), "perft: --depth is required (for example --depth 9; see gametree perft --help)"},
		{"perft depth", parse(ParsePerft), v("depth", "31"), "--depth 31: want 0 to 30 plies"},
		{"perft threads", parse(ParsePerft), v("depth", "3", "threads", "0"), "--threads 0: want 1 to 256 threads"},
		{"position", parse(ParsePosition), v("moves", "f5d6c3"), ""},
		{"game", parse(ParsePlay), v("white", "random"), ""},
		{"game resume", parse(ParsePlay), v("resume", "game.ggf"), ""},
		{"game resume and moves", parse(ParsePlay), v("resume", "game.ggf", "moves", "f5"), "--resume and --moves both give the game; a saved game holds its own position"},
		{"game player", parse(ParsePlay), v("black", "wizard"), `--black: unknown player "wizard"`},
		{"game time", parse(ParsePlay), v("time", "0s"), "--time 0s: want a positive duration such as 1s or 500ms"},
		{"game seed", parse(ParsePlay), v("seed", "x"), `--seed "x": want a whole number`},
		{"match", parse(ParseMatch), v("games", "2", "swap", "true"), ""},
		{"match games", parse(ParseMatch), v("games", "0"), "--games 0: want 1 to 100000"},
		{"match swap", parse(ParseMatch), v("games", "3", "swap", "true"), "--games 3 with --swap: want an even number, each opening played twice"},
		{"match openings", parse(ParseMatch), v("openings", "61"), "--openings 61: want 0 to 60 plies"},
		{"match human", parse(ParseMatch), v("white", "human"), "--white human: a match is played by programs; use gametree play to play yourself"},
		{"engine", func(p Params, _ Files) error { _, _, err := ParseEngine(p); return err }, v("player", "greedy"), ""},
		{"engine human", func(p Params, _ Files) error { _, _, err := ParseEngine(p); return err }, v("player", "human"), "--player human: the engine must be a program"},
		{"no files", func(p Params, _ Files) error { _, err := ParseTree(p, nil); return err }, v("position", "pos.txt"), "--position: --position: files cannot be read here; give the text itself"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.parse(tc.p, testFiles)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("error %v", err)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Fatalf("error %v, want %q", err, tc.want)
			}
		})
	}
}

// parse adapts a parser to the table.
func parse[T any](f func(Params, Files) (T, error)) func(Params, Files) error {
	return func(p Params, files Files) error {
		r, err := f(p, files)
		if m, ok := any(r).(*MatchRequest); ok && err == nil {
			ClosePlayers(m.Players)
		}
		if g, ok := any(r).(*Game); ok && err == nil {
			g.Close()
		}
		return err
	}
}

func TestBytesRoundTrip(t *testing.T) {
	for _, b := range []Bytes{1, 100, KiB, 1536 * KiB, GiB, 3 * TiB} {
		got, err := ParseBytes(b.String())
		if err != nil || got != b {
			t.Errorf("ParseBytes(%q) = %v, %v", b, got, err)
		}
	}
	for in, want := range map[string]Bytes{"2g": 2 * GiB, "512 MB": 512 * MiB, "64k": 64 * KiB, "1T": TiB} {
		if got, err := ParseBytes(in); err != nil || got != want {
			t.Errorf("ParseBytes(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "-1G", "1.5G", "G", "99999999999T"} {
		if _, err := ParseBytes(bad); err == nil {
			t.Errorf("ParseBytes(%q) gave no error", bad)
		}
	}
	if got := (18*GiB + 600*MiB).human(); got.In(msg.En) != "18.6 GiB" || got.In(msg.Fr) != "18,6 GiB" {
		t.Errorf("human = %q, %q in French", got.In(msg.En), got.In(msg.Fr))
	}
}

// A tree that could pass the memory budget is refused before anything is
// built, with the estimate and what to change.
func TestTreeMemoryRefusal(t *testing.T) {
	req, err := ParseTree(v("board", ffo40, "depth", "20", "view", "pv", "max-nodes", "100000000"), nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Tree(context.Background(), req, nil)
	var me *MemoryError
	if !errors.As(err, &me) || me.Nodes != 100000000 {
		t.Fatalf("error %v, want a MemoryError", err)
	}
	want := "a tree of up to 100.0 million nodes may take about 14.9 GiB (160 bytes a node), over the memory budget of 1GiB; lower --max-nodes or --depth, or raise --max-memory"
	if err.Error() != want {
		t.Errorf("error\n%s\nwant\n%s", err, want)
	}
	// Compare's perfect ordering and table, at depth 12 from the start.
	creq, err := ParseCompare(v("depth", "12", "max-memory", "64MiB"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Compare(context.Background(), creq, nil); !errors.As(err, &me) || !strings.Contains(err.Error(), "--depth 12: the perfect ordering and the transposition table") {
		t.Errorf("compare: %v", err)
	}
}

// waitGoroutines waits until no more goroutines run than before.
func waitGoroutines(t *testing.T, before int) {
	t.Helper()
	for i := 0; i < 100 && runtime.NumGoroutine() > before; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines left running, %d before", n, before)
	}
}

// Cancelled mid-work, every long job returns promptly with
// context.Canceled and leaves no goroutine behind.
func TestCancel(t *testing.T) {
	jobs := []struct {
		name string
		run  func(ctx context.Context) error
	}{
		{"tree", func(ctx context.Context) error {
			req, _ := ParseTree(v("board", ffo40, "depth", "20", "view", "pv", "max-nodes", "100000000", "max-memory", "64GiB"), nil)
			_, err := Tree(ctx, req, nil)
			return err
		}},
		{"tree count", func(ctx context.Context) error {
			req, _ := ParseTree(v("depth", "14", "view", "pv", "max-nodes", "2000000000", "max-memory", "1TiB"), nil)
			_, err := Tree(ctx, req, nil)
			return err
		}},
		{"step", func(ctx context.Context) error {
			req, _ := ParseStep(v("board", ffo40, "depth", "20", "max-nodes", "100000000", "max-memory", "64GiB", "algo", "minimax"), nil)
			_, err := Step(ctx, req)
			return err
		}},
		{"compare", func(ctx context.Context) error {
			req, _ := ParseCompare(v("depth", "1-11", "max-memory", "8GiB"), nil)
			rep, err := Compare(ctx, req, nil)
			if rep == nil || len(rep.Rows) == 0 {
				t.Errorf("cancelled compare kept no finished row")
			}
			return err
		}},
		{"compare positions", func(ctx context.Context) error {
			req, _ := ParseCompare(v("positions", "opening", "depth", "9-11", "max-memory", "16GiB"), testFiles)
			_, err := Compare(ctx, req, nil)
			return err
		}},
		{"perft", func(ctx context.Context) error {
			req, _ := ParsePerft(v("depth", "14"), nil)
			_, err := Perft(ctx, req, nil)
			return err
		}},
		{"perft divide", func(ctx context.Context) error {
			req, _ := ParsePerft(v("depth", "14", "divide", "1"), nil)
			_, err := Perft(ctx, req, nil)
			return err
		}},
		{"expert", func(ctx context.Context) error {
			g, _ := ParsePlay(v("black", "ai:expert", "time", "1h"), nil)
			defer g.Close()
			_, err := g.Advance(ctx)
			return err
		}},
	}
	for _, job := range jobs {
		t.Run(job.name, func(t *testing.T) {
			before := runtime.NumGoroutine()
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan error, 1)
			go func() { done <- job.run(ctx) }()
			time.Sleep(300 * time.Millisecond)
			cancel()
			cancelled := time.Now()
			select {
			case err := <-done:
				if !errors.Is(err, context.Canceled) {
					t.Errorf("error %v, want context.Canceled", err)
				}
				// The bound is loose: the test runs beside others.
				d := time.Since(cancelled)
				t.Logf("returned %v after the cancel", d)
				if d > time.Second {
					t.Errorf("returned %v after the cancel", d)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("still running 10 s after the cancel")
			}
			waitGoroutines(t, before)
		})
	}
}
