package minimax

import "testing"

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
