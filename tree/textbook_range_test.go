package tree

import (
	"strings"
	"testing"
)

// Leaf values out of range or with too many decimals are refused with
// where and why; the values accepted print back as written.
func TestLeafValueRange(t *testing.T) {
	for _, tc := range []struct{ leaves, want string }{
		{"(-9223372036854775808 1)", `"-9223372036854775808" at character 2: the value is out of range`},
		{"(1 1e13)", `"1e13" at character 4: the value is out of range`},
		{"(0.1234567 1)", "the value has 7 decimals; leaf values have at most 6"},
	} {
		if _, err := ParseLeaves(tc.leaves, false); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.leaves, err, tc.want)
		}
	}
	for _, ok := range []string{"(1000000000000 -1000000000000)", "(0.000001 -1.5 123456.654321)"} {
		tr, err := ParseLeaves(ok, false)
		if err != nil || tr.Leaves() != ok {
			t.Errorf("%s: %v, prints back as %q", ok, err, tr.Leaves())
		}
	}
}
