package main

import (
	"strings"
	"testing"
	"time"
)

// In the pseudo-language (--lang qps-ploc), every sentence of the
// catalog is marked ⟦…⟧: a refusal of the command line that carries no
// mark was written past the catalog, and a French reader would get it in
// English. Every malformed input is tried.
func TestPseudoLanguageErrors(t *testing.T) {
	dir := malformedDir(t)
	var unmarked []string
	n := 0
	for _, c := range malformedCases(dir) {
		if c.code == 0 || strings.Contains(strings.Join(c.args, " "), "--lang") {
			continue
		}
		start := time.Now()
		n++
		r := runApp(t, c.stdin, nil, false, append([]string{"--lang", "qps-ploc"}, c.args...)...)
		if d := time.Since(start); d > time.Second {
			t.Logf("%v took %v", c.args, d)
		}
		if r.code != c.code || !strings.Contains(r.stderr, "⟦") {
			unmarked = append(unmarked, strings.Join(c.args, " ")+": "+strings.TrimSpace(r.stderr))
		}
	}
	if n < 140 {
		t.Fatalf("%d refusals tried", n)
	}
	for _, u := range unmarked {
		t.Errorf("unmarked: %s", u)
	}
}
