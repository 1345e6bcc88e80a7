package tree

import (
	"strings"
	"testing"
	"time"
)

// hostile are texts a careless or hostile client sends as a tree, a
// megabyte each: unclosed lists of every bracket, vectors never closed,
// marks of leaves not quiet with nothing past them, chance nodes never
// closed.
var hostile = []string{
	strings.Repeat("(", 1<<20),
	strings.Repeat("[", 1<<20),
	strings.Repeat("(1,", 1<<18),
	strings.Repeat("(1,2", 1<<18),
	strings.Repeat("1?", 1<<19),
	strings.Repeat("1?(", 1<<18),
	strings.Repeat("{1/2: ", 1<<17),
	strings.Repeat("(1 ", 1<<18) + strings.Repeat(")", 1<<18),
}

// Counting and reading a tree take time in proportion to its text: a
// megabyte of unclosed lists is counted and refused in milliseconds (it
// took 8.5 s when every '(' looked for the next ')' to see a utility
// vector). The bound is a hundred times what a linear reader takes here,
// and a tenth of what the quadratic one took: it catches the regression,
// not a slow machine. BenchmarkCountHostile measures it.
func TestHostileTreesReadInLinearTime(t *testing.T) {
	start := time.Now()
	for _, text := range hostile {
		CountNodes(text)
		if _, err := ParseLeaves(text, false); err == nil {
			t.Errorf("%.12s...: read as a tree", text)
		}
	}
	if d := time.Since(start); d > 4*time.Second {
		t.Errorf("the hostile texts took %s to count and refuse", d)
	}
}

// BenchmarkCountHostile counts a megabyte of unclosed lists, then two:
// the second takes twice the first (linear), not four times.
func BenchmarkCountHostile(b *testing.B) {
	for _, size := range []int{1 << 20, 2 << 20} {
		text := strings.Repeat("(", size)
		b.Run(strings.Repeat("M", size>>20), func(b *testing.B) {
			for range b.N {
				CountNodes(text)
			}
		})
	}
}
