package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gametree/othello"
)

const ffo40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"

func TestSolveCommand(t *testing.T) {
	r := runOK(t, "solve", "--board", ffo40)
	holds(t, "solve", r.stdout,
		"Position: "+ffo40+"\n  (Black to move), 20 empties\n",
		"Score: +38: Black wins by 38 with perfect play (empties to the winner)\n",
		"Best move: a2\n",
		"Principal variation: a2 b1 c1 pass b6 b7 a7 c7 b8 d7 f8 c6 f7 g7 a8 pass d8\n  e8 c8 g8 a6 pass h8\n",
		" M nodes/s)\n",
	)
	dir := t.TempDir()
	out := filepath.Join(dir, "s.json")
	runOK(t, "solve", "--size", "4", "--all", "--json", "-o", out)
	var rep struct {
		Score     int
		BestMove  string   `json:"best_move"`
		BestMoves []string `json:"best_moves"`
		PV        []string
		Moves     []struct {
			Move  string
			Score int
		}
		Nodes   int
		Empties int
	}
	b, _ := os.ReadFile(out)
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Score != -10 || rep.BestMove != "b1" || strings.Join(rep.BestMoves, " ") != "b1 a2 d3 c4" || len(rep.Moves) != 4 || rep.Empties != 12 || rep.Nodes == 0 || len(rep.PV) == 0 {
		t.Errorf("4x4 --all: %+v", rep)
	}
	// Without --ties one best move; with it, every one.
	r = runApp(t, "", nil, false, "solve", "--size", "4")
	if r.code != 0 || !strings.Contains(r.stdout, "Best move: b1\n") {
		t.Errorf("4x4: %d %q %q", r.code, r.stdout, r.stderr)
	}
	r = runApp(t, "", nil, false, "solve", "--size", "4", "--ties")
	if r.code != 0 || !strings.Contains(r.stdout, "Best moves: b1 a2 d3 c4 (each reaches -10)\n") {
		t.Errorf("4x4 --ties: %d %q %q", r.code, r.stdout, r.stderr)
	}
	// A finished game.
	r = runApp(t, "", nil, false, "solve", "--board", "XXXXXXXXXXXXXXXO X")
	if r.code != 0 || !strings.Contains(r.stdout, "Score: +14: Black wins by 14") || !strings.Contains(r.stdout, "The game is over.") {
		t.Errorf("finished game: %d %q %q", r.code, r.stdout, r.stderr)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--hash", "0"}, 2, "--hash 0: want 1 to 16384 MB"},
		{[]string{"--threads", "0"}, 2, "--threads 0: want 1 to 256 threads"},
		{[]string{"--size", "10"}, 1, "a 10x10 board with 96 empties is too large to solve exactly here: above 8x8 the solver takes at most 14 empties"},
		{[]string{"--moves", "z9"}, 1, "z9"},
		{[]string{"extra"}, 2, "extra"},
	} {
		r := runApp(t, "", nil, false, append([]string{"solve"}, c.args...)...)
		if r.code != c.code || !strings.Contains(r.stderr, c.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, r.code, r.stderr, c.code, c.want)
		}
	}
}

// Ctrl-C stops a long solve: the best move so far on stderr, exit 130, no
// output file.
func TestSolveInterrupt(t *testing.T) {
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	out := filepath.Join(dir, "s.json")
	// 40 empties: the first legal move, each ply, from the start.
	p := othello.Start(8)
	for p.Empties() > 40 {
		p = p.Apply(p.MoveList()[0])
	}
	cmd := exec.Command(bin, "solve", "--board", p.String(), "--json", "-o", out)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1500 * time.Millisecond)
	cmd.Process.Signal(os.Interrupt)
	sent := time.Now()
	err := cmd.Wait()
	ee, ok := err.(*exec.ExitError)
	if !ok || ee.ExitCode() != 130 {
		t.Fatalf("exit %v, stderr %q", err, errb.String())
	}
	if d := time.Since(sent); d > 3*time.Second {
		t.Errorf("exited %v after the signal", d)
	}
	if !strings.Contains(errb.String(), "the best move so far is ") || !strings.Contains(errb.String(), "(not proved)") || !strings.HasSuffix(errb.String(), "gametree: interrupted\n") {
		t.Errorf("stderr %q", errb.String())
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a partial solve wrote its output file")
	}
}

// Under a memory ulimit, a table bigger than half of what the process may
// use is refused in one line, not by the runtime's fatal out-of-memory
// trace.
func TestSolveHashUnderUlimit(t *testing.T) {
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	out, err := exec.Command("sh", "-c", "ulimit -v 2000000 && exec "+bin+" solve --hash 9000 --moves f5d6c3").CombinedOutput()
	if code := exitCode(err); code != 2 || strings.Count(string(out), "\n") != 1 || !strings.Contains(string(out), "over half of the 1.9 GiB of memory gametree may use here") {
		t.Errorf("exit %d: %s", code, out)
	}
}

// exitCode is the exit code of a command's error: 0 when it ran fine.
func exitCode(err error) int {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	if err != nil {
		return -1
	}
	return 0
}
