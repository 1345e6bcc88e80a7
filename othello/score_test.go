package othello

import (
	"math"
	"testing"
)

// Values are written without a needless decimal point and never as -0
// (a negated zero evaluation).
func TestFormatScore(t *testing.T) {
	for _, tc := range []struct {
		v    float64
		want string
	}{
		{0, "0"}, {math.Copysign(0, -1), "0"}, {-0.14, "-0.14"}, {12, "12"}, {math.Inf(1), "+inf"}, {math.Inf(-1), "-inf"},
		{WinScore + 12, "win +12"}, {-WinScore - 8, "loss -8"},
	} {
		if got := FormatScore(tc.v); got != tc.want {
			t.Errorf("FormatScore(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
}
