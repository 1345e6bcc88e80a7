package render

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/tree"
)

// ProbCut's sentence adds up as it is written: a x v + b -/+ T x sigma
// is the number it writes after "=", each term to two decimals (a result
// of the exact terms, 9.96, beside terms that add to 9.91, read as a
// slip); where the rounding would cross the bound, the sentence writes
// the exact sum, which clears it.
func TestCutFormulaAddsUp(t *testing.T) {
	cases := []struct {
		name string
		test minimax.CutTest
		want string // the number after "="
	}{
		{"rounding the terms", minimax.CutTest{Fit: minimax.Fit{Shallow: 1, A: 0.924, B: 1.126, Sigma: 3.204}, Max: true, Shallow: 14, T: 1.281, Alpha: 0, Beta: 9, Cut: 1}, "9.91"},
		{"at MIN, b negated", minimax.CutTest{Fit: minimax.Fit{Shallow: 1, A: 0.924, B: 1.126, Sigma: 3.204}, Max: false, Shallow: -14, T: 1.281, Alpha: -5, Beta: 9, Cut: -1}, "-9.91"},
		{"the rounding would cross beta", minimax.CutTest{Fit: minimax.Fit{Shallow: 1, A: 0.924, B: 1.126, Sigma: 3.204}, Max: true, Shallow: 14, T: 1.281, Alpha: 0, Beta: 9.95, Cut: 1}, "9.9577"},
	}
	num := regexp.MustCompile(`-?\d+(\.\d+)?`)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tc := c.test
			tc.Predicted = tc.Fit.A*tc.Shallow + tc.Fit.B
			if !tc.Max {
				tc.Predicted = tc.Fit.A*tc.Shallow - tc.Fit.B
			}
			tr, err := tree.ParseLeaves("(1 2)", false)
			if err != nil {
				t.Fatal(err)
			}
			s := &Search{Tree: tr, Lang: msg.En}
			got := s.cutFormula(tc)
			_, after, ok := strings.Cut(got, " = ")
			if !ok || num.FindString(after) != c.want {
				t.Fatalf("%q: want = %s", got, c.want)
			}
			if c.name == "the rounding would cross beta" {
				return
			}
			// The terms as written add up to the number written.
			m := regexp.MustCompile(`; (\S+) × \(?(\S+?)\)? ([+-]) (\S+) ([+-]) (\S+) × (\S+) = (\S+) `).FindStringSubmatch(got)
			if m == nil {
				t.Fatalf("%q: not a ProbCut formula", got)
			}
			f := func(i int) float64 { v, _ := strconv.ParseFloat(m[i], 64); return v }
			sign := func(i int) float64 { return map[string]float64{"+": 1, "-": -1}[m[i]] }
			if sum := f(1)*f(2) + sign(3)*f(4) + sign(5)*f(6)*f(7); math.Abs(sum-f(8)) > 0.006 {
				t.Errorf("%q: the terms add to %.3f", got, sum)
			}
		})
	}
}
