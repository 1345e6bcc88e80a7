package num

import (
	"math"
	"testing"
)

func TestFormat(t *testing.T) {
	for _, c := range []struct {
		v    float64
		want string
	}{{3, "3"}, {2.5, "2.5"}, {-0.25, "-0.25"}, {math.Inf(1), "+inf"}, {math.Inf(-1), "-inf"}, {math.Copysign(0, -1), "0"}, {1e21, "1000000000000000000000"}} {
		if got := Format(c.v); got != c.want {
			t.Errorf("Format(%v) = %q, want %q", c.v, got, c.want)
		}
	}
}
