package msg

import (
	"testing"

	"gametree/internal/fault"
)

// French writes decimals with a comma and groups the thousands of big
// numbers, in sentences and in errors (one line, its spaces plain);
// English is left as it is.
func TestFrenchDecimals(t *testing.T) {
	for _, tc := range []struct {
		format string
		arg    any
		want   string
	}{
		{"%.1f", 0.3, "0,3"},
		{"%.0f", 94685.2, "94\u00a0685"},
		{"%.0f", 1064.0, "1064"},
		{"%g", 2.5, "2,5"},
		{"%.2f", -1234567.891, "-1\u00a0234\u00a0567,89"},
		{"%g", 1e-9, "1e-09"},
		{"%d", 12, "12"},
	} {
		if got := frenchString(tc.format, tc.arg); got != tc.want {
			t.Errorf("%s of %v: %q, want %q", tc.format, tc.arg, got, tc.want)
		}
	}
	err := fault.Errorf("the drawing is %.0f x %.0f pt: a PNG of at most %d pixels a side would draw its text %.1f pixels high; draw it as SVG or PDF", 94685.0, 1064.0, 16000, 1.7)
	if got := Fr.Error(err); got != "le dessin fait 94 685 x 1064 pt : un PNG d'au plus 16000 pixels de côté écrirait son texte sur 1,7 pixels de haut ; dessinez-le en SVG ou en PDF" {
		t.Errorf("French: %q", got)
	}
	if got := En.Error(err); got != err.Error() {
		t.Errorf("English: %q", got)
	}
}

// frenchString formats one argument as a French sentence would.
func frenchString(format string, arg any) string {
	return Fr.T(format, arg)
}
