package game

import (
	"context"
	"strings"
	"testing"

	"gametree/internal/msg"
	"gametree/othello"
)

// bare is a game with the rules alone: every presentation gets its
// default.
type bare struct{ n int }

func (bare) Name() string                             { return "bare" }
func (bare) Title() string                            { return "bare" }
func (g bare) Start() Position                        { return bareP{g.n, X} }
func (bare) ParsePosition(s string) (Position, error) { return nil, errorf("no board strings") }

type bareP struct {
	n    int
	side Player
}

func (p bareP) Game() Game     { return bare{p.n} }
func (p bareP) ToMove() Player { return p.side }
func (p bareP) AppendMoves(dst []Move) []Move {
	if p.n > 0 {
		dst = append(dst, 1)
	}
	return dst
}
func (p bareP) Play(Move) Position             { return bareP{p.n - 1, p.side.Other()} }
func (p bareP) Over() bool                     { return p.n == 0 }
func (p bareP) Utility(pl Player) float64      { return map[bool]float64{true: -1, false: 1}[pl == p.side] }
func (p bareP) String() string                 { return "bare" }
func (p bareP) FormatMove(Move) string         { return "1" }
func (p bareP) ParseMove(string) (Move, error) { return 1, nil }

// The defaults of a game with the rules alone.
func TestDefaults(t *testing.T) {
	g := bare{1}
	p := g.Start()
	end := p.Play(1)
	for _, c := range []struct{ name, got, want string }{
		{"PlayerName", PlayerName(g, O), "O"},
		{"Notation", Notation(g), "a move as the game writes it"},
		{"EvalName", EvalName(g), "the evaluation"},
		{"FormatValue", FormatValue(g, 0.5, false), "+0.5"},
		{"ValueWithUnit", ValueWithUnit(g, -1), "-1"},
		{"Unit", Unit(g), ""},
		{"Diagram", Diagram(p, NoMove), "bare\nX to move\n"},
		{"Diagram without status", DiagramWith(p, NoMove, DiagramOptions{NoStatus: true}), "bare\n"},
		{"Result", Result(end, msg.En), "X wins"},
		{"TitleWithSize", TitleWithSize(g), "bare"},
		{"CaptionIn", CaptionIn(g, msg.En), "bare"},
	} {
		if c.got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, c.got, c.want)
		}
	}
	if c, r := Dims(g); c != 0 || r != 0 || DiagramGrid(g) != 0 || Margins(g) || ColourNamed(g) || !ToTheEnd(g) {
		t.Error("the grid, the margins, the colours or the bound of a bare game")
	}
	if v, err := ParseValue(g, "-0.25"); v != -0.25 || err != nil {
		t.Errorf("ParseValue: %v %v", v, err)
	}
	if Evaluate(p, X) != 0 || Final(end, X) != 1 || BoardOf(p, nil, NoMove).Style != NoBoard {
		t.Error("the evaluation, the final value or the board of a bare game")
	}
	if got := JoinMoves(g, []string{"1", "1"}); got != "1 1" {
		t.Errorf("JoinMoves: %q", got)
	}
}

// Othello's capabilities, each against what package othello says.
func TestOthelloCapabilities(t *testing.T) {
	g, _ := New("othello", "")
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
	small, _ := New("othello", "6")
	if _, err := small.Start().(OthelloPosition).WithEval("pattern"); err == nil {
		t.Error("pattern on 6x6")
	}
	if _, err := start.WithWeights(strings.Repeat("1 ", 16)); err == nil || !strings.Contains(err.Error(), "the table is 4x4 but the board is 8x8") {
		t.Errorf("a 2x2 table on 8x8: %v", err)
	}
	// The greedy gain, the levels, the expert's evaluation.
	d3, _ := start.ParseMove("d3")
	if start.Gain(d3) != 1 || start.Gain(Pass) != 0 {
		t.Error("Gain")
	}
	if d, ev, ok := oth.Level("medium"); d != 2 || ev != "mixed" || !ok {
		t.Errorf("Level medium: %d %s %v", d, ev, ok)
	}
	if start.ExpertEval() != "pattern" || small.Start().(OthelloPosition).ExpertEval() != "mixed" {
		t.Error("ExpertEval")
	}
	// Counting, turns, terms, checks.
	if start.Count(X) != 2 || start.WithTurn(O).ToMove() != O {
		t.Error("Count or WithTurn")
	}
	if terms, v, name := start.Terms(X); len(terms) == 0 || name != "discs" || v != 0 {
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
	end, _, _ := Replay(small.Start(), "c5 b3 b2 a1 c6 f4 c2 d6 b5 e2 e6 f2 f6 a6 b4 f3 e3 d2 a4")
	if op, ok := end.(OthelloPosition); ok && !op.Over() {
		res, err := op.SolveEndgame(ctx, EndgameOptions{Threads: 1, All: true})
		if err != nil || res.Partial || len(res.Moves) == 0 {
			t.Errorf("SolveEndgame: %+v %v", res, err)
		}
	}
	if d := oth.TrainDefaults(); d.Depth == 0 || d.Eval == "" || len(oth.TrainEvals()) != 2 {
		t.Errorf("TrainDefaults: %+v", d)
	}
	if tr, ok := FindTrainer(); !ok || tr == nil {
		t.Error("no trainer")
	}
	if oth.SizeName() != "8x8" || oth.SizeParam() != "8" || oth.RecordExt() != ".ggf" {
		t.Error("SizeName, SizeParam or RecordExt")
	}
}

// The forms' placeholders: a line from each game's start as it writes a
// transcript, which Replay reads back, and how it writes its board.
func TestExampleLine(t *testing.T) {
	for _, tc := range []struct {
		name, line, board string
	}{
		{"othello", "d3c3b3", "n x n squares from a1 (X O -), then the side to move"},
		{"tictactoe", "a1 b1 c1", "9 squares from a1 (X O -), then X or O"},
		{"connect4", "a a a", "W x H squares from a1, bottom row up (X O -), then X or O"},
		{"nim", "1:1 1:1 1:1", "the heaps, such as 3 4 5"},
	} {
		g, err := New(tc.name, "")
		if err != nil {
			t.Fatal(err)
		}
		line := ExampleLine(g, 3)
		if line != tc.line || BoardNotation(g) != tc.board {
			t.Errorf("%s: %q %q, want %q %q", tc.name, line, BoardNotation(g), tc.line, tc.board)
		}
		if _, moves, err := Replay(g.Start(), line); err != nil || len(moves) != 3 {
			t.Errorf("%s: %q does not replay: %v", tc.name, line, err)
		}
	}
	if got := ExampleLine(TicTacToe{}, 20); len(SplitMoves(TicTacToe{}, got)) > 9 {
		t.Errorf("a line past the end of the game: %q", got)
	}
}
