package othello

import (
	"strings"
	"testing"
)

func TestGGFRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		size  int
		moves string
	}{{8, "f5d6c3d3c4"}, {8, "d3c3b3b2f5a3a1c1pass"}, {4, "b1a1a2c1d1a3a4d2d3b4c4d4"}, {10, "d5"}} {
		m, _ := ParseMoves(tc.moves)
		_, played, err := Replay(Start(tc.size), m)
		if err != nil {
			t.Fatal(err)
		}
		text := FormatGGF(Start(tc.size), played, "human", "ai:medium")
		start, back, err := ParseGGF(text)
		if err != nil || FormatMoves(back) != FormatMoves(played) || start != Start(tc.size) {
			t.Fatalf("ParseGGF(%s) = %v %v, %v", text, start, back, err)
		}
	}
	if _, _, err := ParseGGF("(;GM[Othello]PC[NIOS]PB[a]PW[b]RE[+2]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[f5//0.01]W[d6]B[c3//2.1]W[PA]B[pass];)"); err == nil {
		t.Error("a non-forced pass was accepted")
	}
	_, moves, err := ParseGGF("(;GM[Othello]TY[8]B[F5//0.01]W[d6];)")
	if err != nil || FormatMoves(moves) != "f5d6" {
		t.Errorf("GGF without BO: %v %v", moves, err)
	}
	m, _ := ParseMoves("d3c3b3d2e1d6d7e3f4")
	_, played, _ := Replay(Start(8), m)
	if s := FormatGGF(Start(8), played, "x", "y"); !strings.Contains(s, "RE[+13]") {
		t.Errorf("result of a finished game: %s", s)
	}
	for _, bad := range []string{"", "f5d6", "(;B[z9];)", "(;TY[7];)", "(;BO[8 --- *];)", "(;B[f5"} {
		if _, _, err := ParseGGF(bad); err == nil {
			t.Errorf("ParseGGF(%q) gave no error", bad)
		}
	}
}

func FuzzParseGGF(f *testing.F) {
	f.Add("(;GM[Othello]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[d6];)")
	f.Add("(;TY[6]B[c2//1.5];)")
	f.Fuzz(func(t *testing.T, s string) {
		start, moves, err := ParseGGF(s)
		if err != nil {
			return
		}
		start2, back, err := ParseGGF(FormatGGF(start, moves, "a", "b"))
		if err != nil || FormatMoves(back) != FormatMoves(moves) || start2 != start {
			t.Fatalf("round trip of %q: %v", s, err)
		}
	})
}
