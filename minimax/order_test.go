package minimax

import (
	"fmt"
	"testing"
)

func TestOrderingRoundTrip(t *testing.T) {
	for _, o := range []Ordering{Natural, Static, Eval, Perfect} {
		got, err := ParseOrdering(" " + o.String() + " ")
		if err != nil || got != o {
			t.Errorf("ParseOrdering(%q) = %v, %v", o, got, err)
		}
	}
	if _, err := ParseOrdering("best"); err == nil || err.Error() != `minimax: unknown ordering "best"; want natural, static, eval, perfect` {
		t.Errorf("ParseOrdering(best) = %v", err)
	}
	if len(OrderingNames()) != 4 || Ordering(9).String() != "natural" {
		t.Error("OrderingNames or String of an unknown ordering")
	}
}

// OrderByValue sorts best first for the side to move, ties in their
// order, each state valued once.
func TestOrderByValue(t *testing.T) {
	for _, tc := range []struct {
		max  bool
		want string
	}{{true, "c9 a5 d5 b1"}, {false, "b1 a5 d5 c9"}} {
		states := []string{"a5", "b1", "c9", "d5"}
		calls := 0
		OrderByValue(states, func(s string) float64 { calls++; return float64(s[1] - '0') }, tc.max)
		if got := fmt.Sprint(states); got != "["+tc.want+"]" || calls != 4 {
			t.Errorf("max %v: %s, %d calls; want [%s]", tc.max, got, calls, tc.want)
		}
	}
}
