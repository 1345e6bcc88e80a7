package game

import (
	"testing"

	"gametree/internal/msg"
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
