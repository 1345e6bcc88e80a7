package poker

import (
	"testing"

	"gametree/game"
)

// Any text: a board string of Kuhn poker or Leduc hold'em is read or
// refused, never a panic; what is read writes back to a string that reads
// the same, and every move from it is drawn.
func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"JQ pb", "JsQh rc Kh r", "KhKs cc Js", "QK", "-", "", "JJ"} {
		f.Add(s)
	}
	games := []game.Game{Kuhn{}, Leduc{}}
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range games {
			p, err := g.ParsePosition(s)
			if err != nil {
				continue
			}
			back, err := g.ParsePosition(p.String())
			if err != nil || back.String() != p.String() {
				t.Fatalf("%s %q: %q reads back as %v, %v", g.Name(), s, p.String(), back, err)
			}
			for _, m := range p.AppendMoves(nil) {
				game.Diagram(p.Play(m), m)
			}
		}
	})
}
