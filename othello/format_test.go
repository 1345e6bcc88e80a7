package othello

import (
	"gametree/internal/msg"
	"math/rand"
	"strings"
	"testing"
)

func TestSquareRoundTrip(t *testing.T) {
	for r := 0; r < MaxSize; r++ {
		for c := 0; c < MaxSize; c++ {
			sq := NewSquare(c, r)
			got, err := ParseSquare(sq.String())
			if err != nil || got != sq {
				t.Fatalf("ParseSquare(%q) = %v, %v; want %v", sq.String(), got, err, sq)
			}
			if up, err := ParseSquare(strings.ToUpper(sq.String())); err != nil || up != sq {
				t.Fatalf("ParseSquare(%q) = %v, %v; want %v", strings.ToUpper(sq.String()), up, err, sq)
			}
		}
	}
	for _, s := range []string{"pass", "PA", "ps", "Pass"} {
		if got, err := ParseSquare(s); err != nil || got != Pass {
			t.Errorf("ParseSquare(%q) = %v, %v; want pass", s, got, err)
		}
	}
	if Pass.String() != "pass" || NoSquare.String() != "-" {
		t.Errorf("Pass, NoSquare print as %q, %q", Pass, NoSquare)
	}
}

func TestParseSquareErrors(t *testing.T) {
	for _, s := range []string{"", "d", "3d", "d0", "d-1", "d+3", "q1", "a17", "d3x", "é3", "i99999999999999999999"} {
		if got, err := ParseSquare(s); err == nil {
			t.Errorf("ParseSquare(%q) = %v, want an error", s, got)
		}
	}
}

func TestColorRoundTrip(t *testing.T) {
	for _, c := range []Color{Black, White} {
		for _, s := range []string{c.String(), c.Symbol(), strings.ToLower(c.String())} {
			if got, err := ParseColor(s); err != nil || got != c {
				t.Errorf("ParseColor(%q) = %v, %v; want %v", s, got, err, c)
			}
		}
	}
	if _, err := ParseColor("red"); err == nil {
		t.Error("ParseColor(red) gave no error")
	}
}

func TestSquareSetRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 200; i++ {
		var s SquareSet
		for k := rng.Intn(20); k > 0; k-- {
			s = s.With(NewSquare(rng.Intn(16), rng.Intn(16)))
		}
		got, err := ParseSquareSet(s.String())
		if err != nil || got != s {
			t.Fatalf("ParseSquareSet(%q) = %v, %v; want %v", s.String(), got, err, s)
		}
	}
	if _, err := ParseSquareSet("a1 pass"); err == nil {
		t.Error("ParseSquareSet accepted pass")
	}
}

// samplePositions returns random positions of every size with a few forced
// passes and finished games among them.
func samplePositions(t *testing.T) []Position {
	rng := rand.New(rand.NewSource(4))
	var out []Position
	for n := MinSize; n <= MaxSize; n += 2 {
		out = append(out, randomPositions(rng, n, 60)...)
	}
	return out
}

func TestBoardStringRoundTrip(t *testing.T) {
	for _, p := range samplePositions(t) {
		got, err := ParseBoard(p.String())
		if err != nil || got != p {
			t.Fatalf("ParseBoard(%q) = %v, %v; want the same position", p.String(), got, err)
		}
	}
}

func TestDiagramRoundTrip(t *testing.T) {
	for _, p := range samplePositions(t) {
		for _, opt := range []DiagramOptions{{}, {Unicode: true}, {Color: true}, {Unicode: true, Color: true, NoMarks: true}, {Lang: msg.Fr}, {Lang: msg.Fr, Unicode: true}} {
			text := p.Diagram(opt)
			got, err := ParseDiagram(text)
			if err != nil || got != p {
				t.Fatalf("ParseDiagram of %+v dump:\n%s\n= %v, %v; want %v", opt, text, got, err, p)
			}
			if got, err := ParsePosition(text); err != nil || got != p {
				t.Fatalf("ParsePosition of a dump = %v, %v; want %v", got, err, p)
			}
		}
	}
}

func TestParseBoardForms(t *testing.T) {
	start := Start(8)
	white := start.WithTurn(White)
	rows := "---------------------------OX------XO---------------------------"
	tests := []struct {
		in   string
		want Position
	}{
		{rows, start},
		{rows + " X", start},
		{rows + " b", start},
		{rows + "\tblack", start},
		{rows + " O", white},
		{rows + " white;", white},
		{rows + "W", white},
		{strings.ReplaceAll(strings.ReplaceAll(rows, "O", "w"), "X", "*"), start},
		{strings.ReplaceAll(rows, "-", "."), start},
		{"  " + rows + "  ", start},
	}
	for _, tc := range tests {
		got, err := ParseBoard(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseBoard(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
}

func TestParseBoardErrors(t *testing.T) {
	rows := "---------------------------OX------XO---------------------------"
	tests := []struct{ in, want string }{
		{"", "empty board string"},
		{rows[:63], "has 63 squares; want n x n with n even from 4 to 16"},
		{rows[:49], "has 49 squares"},
		{rows[:62] + "Z-", `'Z' at square g8 (character 63)`},
		{rows + " Y", `side to move "Y"`},
		{rows + " X extra", `unexpected "extra"`},
	}
	for _, tc := range tests {
		_, err := ParseBoard(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseBoard(%q) error = %v, want one containing %q", tc.in, err, tc.want)
		}
	}
}

func TestParseDiagramForms(t *testing.T) {
	// The diagram of ../shared/reference/positions.md, no side line.
	text := `
  a b c d e f
1 O X - O - O
2 O O X O O O
3 O X O X O O
4 X X X O X O
5 - - O O O O
6 O O O O O O
`
	want, _ := ParseBoard("OX-O-OOOXOOOOXOXOOXXXOXO--OOOOOOOOOO X")
	got, err := ParseDiagram(text)
	if err != nil || got != want {
		t.Fatalf("ParseDiagram = %v, %v; want %v", got, err, want)
	}
	compact := "----\n-OX-\n-XO-\n----\nWhite to move\n"
	if got, err := ParseDiagram(compact); err != nil || got != Start(4).WithTurn(White) {
		t.Errorf("ParseDiagram(compact) = %v, %v", got, err)
	}
}

func TestParseDiagramErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "no board rows"},
		{"Black to move\n", "no board rows"},
		{"----\n----\n----\n", "3 rows"},
		{"----\n-OX-\n-XO-\n---\n", "row 4 has 3 squares; want 4"},
		{"1 ----\n3 -OX-\n2 -XO-\n4 ----\n", "row 2 is numbered 3"},
		{"1 ---- 2\n", "row numbers 1 and 2 disagree"},
		{"----\n-OZ-\n-XO-\n----\n", `line 2: 'Z'`},
		{"----\n-OX-\n-XO-\n----\nRed to move\n", "line 5"},
	}
	for _, tc := range tests {
		_, err := ParseDiagram(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseDiagram(%q) error = %v, want one containing %q", tc.in, err, tc.want)
		}
	}
}

func TestTranscriptRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for n := MinSize; n <= MaxSize; n += 2 {
		for g := 0; g < 20; g++ {
			p := Start(n)
			var moves []Square
			for {
				list := p.MoveList()
				if len(list) == 0 {
					break
				}
				m := list[rng.Intn(len(list))]
				moves = append(moves, m)
				p = p.Apply(m)
			}
			text := FormatMoves(moves)
			parsed, err := ParseMoves(text)
			if err != nil {
				t.Fatalf("ParseMoves(%q): %v", text, err)
			}
			end, played, err := Replay(Start(n), parsed)
			if err != nil || end != p || FormatMoves(played) != text {
				t.Fatalf("Replay(%q) = %v, %q, %v; want %v", text, end, FormatMoves(played), err, p)
			}
			// Leaving the passes out gives the same game.
			var noPass []Square
			for _, m := range moves {
				if m != Pass {
					noPass = append(noPass, m)
				}
			}
			end, played, err = Replay(Start(n), noPass)
			if err != nil || end != p || FormatMoves(played) != text {
				t.Fatalf("Replay without passes of %q = %v, %q, %v", text, end, FormatMoves(played), err)
			}
		}
	}
}

func TestParseMovesForms(t *testing.T) {
	want := "f5d6c3d3c4"
	for _, in := range []string{"f5d6c3d3c4", "F5D6C3D3C4", "f5 d6 c3 d3 c4", "f5-d6-c3-d3-c4", "f5, d6, c3, d3, c4", " f5d6\nc3d3c4 "} {
		got, err := ParseMoves(in)
		if err != nil || FormatMoves(got) != want {
			t.Errorf("ParseMoves(%q) = %v, %v; want %s", in, got, err, want)
		}
	}
	got, err := ParseMoves("j10p16passpaps")
	if err != nil || FormatMoves(got) != "j10p16passpasspass" {
		t.Errorf("ParseMoves(j10p16passpaps) = %v, %v", got, err)
	}
}

func TestReplayErrors(t *testing.T) {
	tests := []struct {
		size       int
		moves, err string
	}{
		{8, "f5d6c3d3c4a1", "ply 6: a1 is not legal for White: it flips nothing (legal: b3 f3 f4 b5 g5 g6)"},
		{8, "f5f5", "ply 2: f5 is not legal for White: the square holds a Black disc"},
		{8, "pass", "ply 1: pass is not legal for Black, who has legal moves (legal: d3 c4 f5 e6)"},
		{8, "i9", "ply 1: i9 is off the 8x8 board (a1 to h8)"},
		{4, "e1", "ply 1: e1 is off the 4x4 board (a1 to d4)"},
		{8, "d3c3b3d2e1d6d7e3f4a1", "ply 10: a1 is not legal: the game is over"},
		{8, "d3c3b3d2e1d6d7e3f4pass", "ply 10: pass is not legal: the game is over"},
	}
	for _, tc := range tests {
		moves, err := ParseMoves(tc.moves)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = Replay(Start(tc.size), moves)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("Replay(%s) error = %v, want one containing %q", tc.moves, err, tc.err)
		}
	}
	for _, in := range []string{"f5x", "f5 d0", "f5 ?", "q99"} {
		if got, err := ParseMoves(in); err == nil {
			t.Errorf("ParseMoves(%q) = %v, want an error", in, got)
		}
	}
}

// Passes and game ends from the shortest games of 8x8 and 4x4.
func TestGameOverAndPasses(t *testing.T) {
	tests := []struct {
		size     int
		moves    string
		played   string // with the forced passes
		mustPass bool
		over     bool
		result   string
	}{
		{8, "d3c3b3b2f5a3a1c1", "d3c3b3b2f5a3a1c1", true, false, "Black 8, White 4: Black wins by 4"},
		{8, "d3c3b3b2f5a3a1c1pass", "d3c3b3b2f5a3a1c1pass", false, false, "Black 8, White 4: Black wins by 4"},
		{8, "d3c3b3d2e1d6d7e3f4", "d3c3b3d2e1d6d7e3f4", false, true, "Black 13, White 0: Black wins by 13"},
		{4, "b1a1a2c1d1a3a4d2d3b4c4d4", "b1a1a2c1d1a3a4d2d3b4c4d4", false, true, "Black 6, White 10: White wins by 4"},
	}
	for _, tc := range tests {
		moves, _ := ParseMoves(tc.moves)
		p, played, err := Replay(Start(tc.size), moves)
		if err != nil {
			t.Fatalf("Replay(%s): %v", tc.moves, err)
		}
		if FormatMoves(played) != tc.played || p.MustPass() != tc.mustPass || p.GameOver() != tc.over || p.Result().String() != tc.result {
			t.Errorf("Replay(%s) = %s, must pass %v, over %v, %s; want %s, %v, %v, %s",
				tc.moves, FormatMoves(played), p.MustPass(), p.GameOver(), p.Result(), tc.played, tc.mustPass, tc.over, tc.result)
		}
		if tc.mustPass && !(len(p.MoveList()) == 1 && p.MoveList()[0] == Pass) {
			t.Errorf("%s: MoveList = %v, want [pass]", tc.moves, p.MoveList())
		}
		if tc.over && len(p.MoveList()) != 0 {
			t.Errorf("%s: MoveList = %v after the end", tc.moves, p.MoveList())
		}
	}
	// The forced pass is filled in when a move follows it.
	moves, _ := ParseMoves("d3c3b3b2f5a3a1c1")
	p, _, _ := Replay(Start(8), moves)
	next := p.Apply(Pass).MoveList()[0]
	_, played, err := Replay(Start(8), append(moves, next))
	if err != nil || FormatMoves(played) != "d3c3b3b2f5a3a1c1pass"+next.String() {
		t.Errorf("Replay with the pass left out = %s, %v", FormatMoves(played), err)
	}
}

func FuzzParseBoard(f *testing.F) {
	f.Add(Start(8).String())
	f.Add("OX-O-OOOXOOOOXOXOOXXXOXO--OOOOOOOOOO X")
	f.Add("----.ox.-XO-----W")
	f.Add(strings.Repeat("-", 255) + "X O")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseBoard(s)
		if err != nil {
			return
		}
		q, err := ParseBoard(p.String())
		if err != nil || q != p {
			t.Fatalf("ParseBoard(%q) round trip = %v, %v; want %v", p.String(), q, err, p)
		}
	})
}

func FuzzParseDiagram(f *testing.F) {
	f.Add(Start(8).Diagram(DiagramOptions{}))
	f.Add(Start(6).Diagram(DiagramOptions{Unicode: true, Color: true}))
	f.Add("----\n-OX-\n-XO-\n----\nWhite to move\n")
	f.Add("1 ---- 2\n")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseDiagram(s)
		if err != nil {
			return
		}
		q, err := ParseDiagram(p.Diagram(DiagramOptions{}))
		if err != nil || q != p {
			t.Fatalf("ParseDiagram round trip = %v, %v; want %v", q, err, p)
		}
	})
}

func FuzzParseMoves(f *testing.F) {
	f.Add("f5d6c3d3c4")
	f.Add("F5 d6, c3-pass pa ps j10")
	f.Add("p16pas")
	f.Fuzz(func(t *testing.T, s string) {
		moves, err := ParseMoves(s)
		if err != nil {
			return
		}
		again, err := ParseMoves(FormatMoves(moves))
		if err != nil || FormatMoves(again) != FormatMoves(moves) {
			t.Fatalf("ParseMoves(%q) round trip = %v, %v", FormatMoves(moves), again, err)
		}
		// Replaying must never panic, legal or not.
		for _, n := range []int{4, 8, 16} {
			Replay(Start(n), moves)
		}
	})
}

func FuzzParseSquare(f *testing.F) {
	for _, s := range []string{"a1", "p16", "pass", "J10", "d0", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sq, err := ParseSquare(s)
		if err != nil {
			return
		}
		if again, err := ParseSquare(sq.String()); err != nil || again != sq {
			t.Fatalf("ParseSquare(%q) round trip = %v, %v; want %v", sq.String(), again, err, sq)
		}
	})
}

func FuzzParseColor(f *testing.F) {
	for _, s := range []string{"X", "white", "b", "red"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseColor(s)
		if err != nil {
			return
		}
		if again, err := ParseColor(c.String()); err != nil || again != c {
			t.Fatalf("ParseColor(%q) round trip = %v, %v; want %v", c.String(), again, err, c)
		}
	})
}

func FuzzParseSquareSet(f *testing.F) {
	for _, s := range []string{"c4 d3 e6 f5", "none", "a1,p16", "a1 pass"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		set, err := ParseSquareSet(s)
		if err != nil {
			return
		}
		if again, err := ParseSquareSet(set.String()); err != nil || again != set {
			t.Fatalf("ParseSquareSet(%q) round trip = %v, %v; want %v", set.String(), again, err, set)
		}
	})
}

func TestDiagramLastMove(t *testing.T) {
	p := Start(8)
	for _, m := range []string{"f5", "d6", "c3"} {
		sq, err := ParseSquare(m)
		if err != nil {
			t.Fatal(err)
		}
		if p, err = p.Play(sq); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		last string
		row  int
		want string
	}{
		{"c3", 3, "3 - -[X]- - - - - 3"},
		{"a1", 1, "1[-]- - - - - - - 1"},
		{"h1", 1, "1 - - - - - - -[-]1"},
	} {
		sq, _ := ParseSquare(c.last)
		d := p.Diagram(DiagramOptions{NoMarks: true, Last: SquareSet{}.With(sq)})
		if got := strings.Split(d, "\n")[c.row]; got != c.want {
			t.Errorf("last %s: row %d is %q, want %q", c.last, c.row, got, c.want)
		}
		back, err := ParseDiagram(d)
		if err != nil || back != p {
			t.Errorf("last %s: the diagram reads back as %v, %v", c.last, back, err)
		}
	}
}

// AppendGrid reads the bitboards as At reads each square, on random
// positions of every size (the 8x8 boards' own bitboards and the wide
// ones').
func TestAppendGridAsAt(t *testing.T) {
	for _, p := range samplePositions(t) {
		got := p.AppendGrid(nil, 'X', 'O', '-')
		n := p.Size()
		if len(got) != n*n {
			t.Fatalf("%s: %d cells", p, len(got))
		}
		for r := range n {
			for c := range n {
				want := byte('-')
				if col, ok := p.At(NewSquare(c, r)); ok && col == Black {
					want = 'X'
				} else if ok {
					want = 'O'
				}
				if got[r*n+c] != want {
					t.Fatalf("%s: square %s is %c, want %c", p, NewSquare(c, r), got[r*n+c], want)
				}
			}
		}
	}
}
