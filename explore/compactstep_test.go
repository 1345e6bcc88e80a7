package explore

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/render"
)

// stepLeaves writes a random textbook tree of depth at most depth,
// leaves from -9 to 9, its inner nodes chance nodes (braces, their
// children's probabilities equal) one time in three when chance is set.
func stepLeaves(rng *rand.Rand, depth int, chance bool) string {
	if depth == 0 || (depth < 3 && rng.IntN(4) == 0) {
		return fmt.Sprint(rng.IntN(19) - 9)
	}
	parts := make([]string, 1+rng.IntN(4))
	for i := range parts {
		parts[i] = stepLeaves(rng, depth-1, chance)
	}
	if chance && rng.IntN(3) == 0 {
		for i := range parts {
			parts[i] = fmt.Sprintf("1/%d: %s", len(parts), parts[i])
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return "(" + strings.Join(parts, " ") + ")"
}

// The compact form of a trace, stepped event by event and node by node
// touched, against each step's states made from scratch (the slow way):
// seeded random textbook trees under every search that steps by events,
// with and without chance nodes, and Monte Carlo tree search with and
// without the solver; game trees with passes, finished games and chance,
// and games searched by MCTS.
func TestCompactTraceDifferential(t *testing.T) {
	type tc struct {
		name string
		v    Values
	}
	var cases []tc
	rng := rand.New(rand.NewPCG(53, 4))
	for i := range 12 {
		leaves := stepLeaves(rng, 4, false)
		for _, algo := range []string{"minimax", "alphabeta"} {
			cases = append(cases, tc{fmt.Sprintf("%s-%d", algo, i), v("leaves", leaves, "algo", algo)})
		}
		cases = append(cases, tc{fmt.Sprintf("failsoft-%d", i), v("leaves", leaves, "algo", "alphabeta", "fail-soft", "")})
		cases = append(cases, tc{fmt.Sprintf("mcts-%d", i), v("leaves", leaves, "algo", "mcts", "iterations", fmt.Sprint(20+5*i), "seed", fmt.Sprint(i), "solver", fmt.Sprint(i%2 == 0))})
		chance := stepLeaves(rng, 4, true)
		for _, algo := range []string{"expectimax", "star1", "star2"} {
			cases = append(cases, tc{fmt.Sprintf("%s-%d", algo, i), v("leaves", chance, "algo", algo)})
		}
	}
	cases = append(cases,
		tc{"othello-pass", v("size", "4", "moves", "a2a1b1c1d1a3a4", "depth", "3")},
		tc{"tictactoe", v("game", "tictactoe", "moves", "b2a1", "depth", "3")},
		tc{"nim", v("game", "nim", "board", "1 2 2", "depth", "4", "algo", "minimax")},
		tc{"pig", v("game", "pig", "goal", "6", "depth", "3")},
		tc{"tictactoe-mcts", v("game", "tictactoe", "algo", "mcts", "iterations", "120", "solver", "true")},
		tc{"nim-mcts", v("game", "nim", "board", "2 3 4", "algo", "mcts", "iterations", "150")},
		tc{"othello-mcts", v("size", "6", "algo", "mcts", "iterations", "60", "playout", "eval")},
	)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req, err := ParseStep(c.v, testFiles)
			if err != nil {
				t.Fatal(err)
			}
			tr, err := stepTrace(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			ct, err := tr.Compact(render.Options{})
			if err != nil {
				t.Fatal(err)
			}
			now := append([]int32(nil), ct.Start...)
			largest := make([][2]int32, len(now))
			for k := 1; k <= tr.Len(); k++ {
				ch := ct.Changes[k-1]
				for j := 0; j+1 < len(ch); j += 2 {
					now[ch[j]] = ch[j+1]
				}
				want, sizes := tr.StatesAt(k, render.Options{})
				if len(want) != len(now) {
					t.Fatalf("step %d: %d nodes, want %d", k, len(now), len(want))
				}
				for i := range want {
					if got := ct.States[now[i]]; got != want[i] {
						t.Fatalf("step %d (%s), node %d: state %q, want %q", k, tr.EventName(k), i, got, want[i])
					}
					largest[i] = [2]int32{max(largest[i][0], sizes[i][0]), max(largest[i][1], sizes[i][1])}
				}
			}
			for i, sz := range largest {
				if ct.Compact.W[i] != sz[0] || ct.Compact.H[i] != sz[1] {
					t.Fatalf("node %d: size %dx%d, want the largest of its steps, %dx%d", i, ct.Compact.W[i], ct.Compact.H[i], sz[0], sz[1])
				}
			}
		})
	}
}
