package adapter

import (
	"context"
	"strings"
	"testing"

	"gametree/game"
	"gametree/othello"
)

// Othello's transcripts split at any bytes, even those that are not
// UTF-8 (a URL's %de), without a panic; the pieces rejoin into the word.
func TestOthelloSplitMovesAnyBytes(t *testing.T) {
	for _, word := range []string{"f5d6\xdep4h=2", "F5PASSd6", "\xff\xfe", "PaPs", "f5\xc3(d6"} {
		parts := Othello{}.SplitMoves(word)
		if strings.Join(parts, "") != word {
			t.Errorf("%q splits into %q", word, parts)
		}
	}
}

// Othello's capabilities, each against what package othello says.
func TestOthelloCapabilities(t *testing.T) {
	g, _ := game.New("othello", "")
	oth := g.(Othello)
	start := g.Start().(OthelloPosition)
	ctx := context.Background()
	// Evaluations and weights.
	if names := start.EvalNames(); len(names) != len(othello.EvalNames) {
		t.Errorf("EvalNames: %v", names)
	}
	if q, err := start.WithEval("mobility"); err != nil || q.(OthelloPosition).Eval.Name() != "mobility" {
		t.Errorf("WithEval: %v", err)
	}
	small, _ := game.New("othello", "6")
	if _, err := small.Start().(OthelloPosition).WithEval("pattern"); err == nil {
		t.Error("pattern on 6x6")
	}
	if _, err := start.WithWeights(strings.Repeat("1 ", 16)); err == nil || !strings.Contains(err.Error(), "the table is 4x4 but the board is 8x8") {
		t.Errorf("a 2x2 table on 8x8: %v", err)
	}
	// The greedy gain, the levels, the expert's evaluation.
	d3, _ := start.ParseMove("d3")
	if start.Gain(d3) != 1 || start.Gain(game.Pass) != 0 {
		t.Error("Gain")
	}
	if d, ev, ok := oth.Level("medium"); d != 2 || ev != "mixed" || !ok {
		t.Errorf("Level medium: %d %s %v", d, ev, ok)
	}
	if start.ExpertEval() != "pattern" || small.Start().(OthelloPosition).ExpertEval() != "mixed" {
		t.Error("ExpertEval")
	}
	// Counting, turns, terms, checks.
	if start.Count(game.X) != 2 || start.WithTurn(game.O).ToMove() != game.O {
		t.Error("Count or WithTurn")
	}
	if terms, v, name := start.Terms(game.X); len(terms) == 0 || name != "discs" || v != 0 {
		t.Errorf("Terms: %v %v %s", terms, v, name)
	}
	a1, _ := start.ParseMove("a1")
	if err := start.Check(a1); err == nil || !strings.Contains(err.Error(), "flips nothing") {
		t.Errorf("Check a1: %v", err)
	}
	// Perft on threads, by move.
	if c, ok := start.PerftThreads(4, 2, nil); !ok || c.Leaves != 244 {
		t.Errorf("PerftThreads 4: %+v", c)
	}
	if moves, counts, ok := start.DivideThreads(3, 2, nil); !ok || len(moves) != 4 || counts[0].Leaves != 14 {
		t.Errorf("DivideThreads 3: %v %+v", moves, counts)
	}
	// Positions from files: a diagram, a transcript grown to its squares.
	p, moves, err := oth.ReadPosition("f5d6c3")
	if err != nil || len(moves) != 3 || p.String() != start.String() {
		t.Errorf("ReadPosition transcript: %v %v", moves, err)
	}
	if _, _, err := oth.ReadPosition("zz"); err == nil {
		t.Error("ReadPosition zz")
	}
	// GGF both ways.
	rec := oth.FormatRecord(start, moves, [2]string{"a", "b"})
	back, bm, ok, err := oth.ParseRecord(rec)
	if !ok || err != nil || back.String() != start.String() || len(bm) != 3 {
		t.Errorf("ParseRecord: %v %v", ok, err)
	}
	if _, _, ok, _ := oth.ParseRecord("f5d6"); ok {
		t.Error("a transcript read as GGF")
	}
	// The endgame solver.
	if err := start.CheckSolvable(); err != nil {
		t.Error(err)
	}
	end, _, _ := game.Replay(small.Start(), "c5 b3 b2 a1 c6 f4 c2 d6 b5 e2 e6 f2 f6 a6 b4 f3 e3 d2 a4")
	if op, ok := end.(OthelloPosition); ok && !op.Over() {
		res, err := op.SolveEndgame(ctx, game.EndgameOptions{Threads: 1, All: true})
		if err != nil || res.Partial || len(res.Moves) == 0 {
			t.Errorf("SolveEndgame: %+v %v", res, err)
		}
	}
	if d := oth.TrainDefaults(); d.Depth == 0 || d.Eval == "" || len(oth.TrainEvals()) != 2 {
		t.Errorf("TrainDefaults: %+v", d)
	}
	if tr, ok := game.FindTrainer(); !ok || tr == nil {
		t.Error("no trainer")
	}
	if oth.SizeName() != "8x8" || oth.SizeParam() != "8" || oth.RecordExt() != ".ggf" {
		t.Error("SizeName, SizeParam or RecordExt")
	}
}
