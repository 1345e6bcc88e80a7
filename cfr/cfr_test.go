package cfr

import (
	"math"
	"testing"
)

// rps is rock-paper-scissors as a game of hidden information: player 0
// chooses (node 0, set 0), then player 1 without seeing it (nodes 1 to 3,
// set 1); nodes 4 to 12 are the nine ends, 1 to the winner.
type rps struct{}

func (rps) Children(n int32, dst []int32) []int32 {
	switch {
	case n == 0:
		return append(dst, 1, 2, 3)
	case n <= 3:
		b := 4 + 3*(n-1)
		return append(dst, b, b+1, b+2)
	}
	return dst
}
func (rps) Chance(int32) bool   { return false }
func (rps) Prob(int32) float64  { return 1 }
func (rps) Player(n int32) int  { return min(int(n), 1) }
func (rps) InfoSet(n int32) int { return min(int(n), 1) }
func (rps) InfoSets() int       { return 2 }
func (rps) Payoff(n int32) float64 {
	a, b := (n-4)/3, (n-4)%3 // 0 rock, 1 paper, 2 scissors
	switch (a - b + 3) % 3 {
	case 1:
		return 1
	case 2:
		return -1
	}
	return 0
}

// Rock-paper-scissors: CFR and CFR+ tend to a third each, the value 0;
// against a player who always plays rock the best response is paper,
// winning 1; the uniform strategy cannot be exploited.
func TestRockPaperScissors(t *testing.T) {
	for _, plus := range []bool{false, true} {
		s, err := New(rps{}, plus)
		if err != nil {
			t.Fatal(err)
		}
		// Not from the uniform start, where nothing moves.
		s.regret[0][0], s.regret[1][2] = 1, 1
		s.Run(20000)
		avg := s.Average()
		for i := range avg {
			for a, p := range avg[i] {
				if math.Abs(p-1.0/3) > 0.01 {
					t.Errorf("plus %v: set %d move %d: %v", plus, i, a, p)
				}
			}
		}
		if e := Exploitability(rps{}, avg); e > 0.01 {
			t.Errorf("plus %v: exploitability %v", plus, e)
		}
	}
	rock := Strategy{{1, 0, 0}, {1, 0, 0}}
	v, br := BestResponse(rps{}, rock, 1)
	if v != 1 || br[1][1] != 1 {
		t.Errorf("against rock: %v by %v", v, br[1])
	}
	if e := Exploitability(rps{}, Uniform(rps{})); math.Abs(e) > 1e-12 {
		t.Errorf("the uniform strategy: exploitability %v", e)
	}
	if e := Exploitability(rps{}, rock); e != 1 {
		t.Errorf("rock against rock: exploitability %v", e)
	}
}

// Averaging over clairvoyance on rock-paper-scissors: with player 0's
// choice seen, player 1 always wins, so the average says player 0 loses 1
// a game, where the game's value is 0.
func TestClairvoyantRockPaperScissors(t *testing.T) {
	c := Clairvoyant(rps{})
	if c.Value != -1 || c.Move[1] != 1 || c.Move[2] != 2 || c.Move[3] != 0 {
		t.Errorf("value %v, moves %v", c.Value, c.Move[:4])
	}
}

// A run's iterations priced by the tree's size: Kuhn poker's 55 nodes
// keep the defaults, Leduc hold'em's 9,451 take fewer.
func TestIterations(t *testing.T) {
	for _, tc := range []struct{ nodes, def, most int }{{55, 10000, 1000000}, {9451, 1000, 5000}, {0, 10000, 1000000}, {1 << 20, 5, 50}, {1 << 30, 1, 1}} {
		if def, most := Iterations(tc.nodes); def != tc.def || most != tc.most {
			t.Errorf("%d nodes: %d and %d, want %d and %d", tc.nodes, def, most, tc.def, tc.most)
		}
	}
}
