package tree

import (
	"gametree/games/pig"
	"math"
	"math/rand/v2"
	"testing"

	"gametree/game"
	"gametree/gamesearch"
	"gametree/minimax"
)

// naiveExpecti is expectiminimax written straight on positions, the
// reference the trees of a game with chance are checked against: the
// value of p for me, depth plies deep.
func naiveExpecti(p game.Position, me game.Player, depth int) float64 {
	if p.Over() || depth == 0 {
		return game.Outcome(p, me)
	}
	moves := p.AppendMoves(nil)
	if game.IsChance(p) {
		v := 0.0
		for _, m := range moves {
			pr, _ := game.Probability(p, m)
			v += pr * naiveExpecti(p.Play(m), me, depth-1)
		}
		return v
	}
	best := math.Inf(-1)
	if p.ToMove() != me {
		best = math.Inf(1)
	}
	for _, m := range moves {
		v := naiveExpecti(p.Play(m), me, depth-1)
		if p.ToMove() == me && v > best || p.ToMove() != me && v < best {
			best = v
		}
	}
	return best
}

// randomPig is a position of Pig to goal reached by random moves.
func randomPig(rng *rand.Rand, goal int) game.Position {
	p := pig.Pig{Goal: goal}.Start()
	for k := rng.IntN(30); k > 0 && !p.Over(); k-- {
		moves := p.AppendMoves(nil)
		p = p.Play(moves[rng.IntN(len(moves))])
	}
	return p
}

// On Pig's trees, whose chance nodes come from the game, expectimax
// finds the values of expectiminimax written on positions; Star1 and
// Star2, bounded by the game's values, find the same root value, Star1
// visiting no more nodes; the implicit tree's search finds it too.
func TestPigTreesAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for n := 0; n < 300; n++ {
		goal := 5 + rng.IntN(26)
		p := randomPig(rng, goal)
		depth := 1 + rng.IntN(6)
		want := naiveExpecti(p, p.ToMove(), depth)
		lo, hi := pig.Pig{Goal: goal}.Bounds()
		var visited [3]int64
		for i, a := range []minimax.Algorithm{minimax.Expectimax, minimax.Star1, minimax.Star2} {
			tr := NewGame(p, depth, 0)
			res := minimax.Search[int32](tr, 0, minimax.Options[int32]{Algorithm: a, Low: lo, High: hi}, nil)
			if math.Abs(res.Value-want) > 1e-9 {
				t.Fatalf("%s depth %d, %s: %v, want %v", p, depth, a, res.Value, want)
			}
			visited[i] = res.Stats.Visited
		}
		// Star1 visits at most expectimax's nodes; Star2, whose probes
		// are reused rather than searched again, at most Star1's.
		if visited[1] > visited[0] {
			t.Errorf("%s depth %d: visited %v; Star1 visits at most expectimax's", p, depth, visited)
		}
		if visited[2] > visited[1] {
			t.Errorf("%s depth %d: visited %v; Star2 visits at most Star1's", p, depth, visited)
		}
		if r := gamesearch.One(p, gamesearch.Search{Algorithm: minimax.Expectimax, Depth: depth}); math.Abs(r.Value-want) > 1e-9 {
			t.Errorf("%s depth %d: the implicit tree's value %v, want %v", p, depth, r.Value, want)
		}
	}
}

// A Pig tree marks its chance nodes, who moves at each node (a die keeps
// the turn), and the probability 1/6 of each face.
func TestPigTreeMarks(t *testing.T) {
	g := pig.Pig{Goal: 20}
	tr := NewGame(g.Start(), 3, 0)
	if err := tr.ExpandAll(); err != nil {
		t.Fatal(err)
	}
	if !tr.HasChance() || tr.IsChance(0) || !tr.IsChance(1) {
		t.Fatalf("root chance %v, roll chance %v", tr.IsChance(0), tr.IsChance(1))
	}
	kids := tr.Children(1, nil)
	if len(kids) != 6 || tr.Probability(kids[0]) != 1.0/6 || tr.ProbabilityText(kids[0]) != "1/6" {
		t.Fatalf("the die: %d children, %v %q", len(kids), tr.Probability(kids[0]), tr.ProbabilityText(kids[0]))
	}
	// A 1 gives the turn to O (MIN); any other face leaves it with X.
	if tr.IsMax(kids[0]) || !tr.IsMax(kids[1]) {
		t.Errorf("after a 1: MAX %v; after a 2: MAX %v", tr.IsMax(kids[0]), tr.IsMax(kids[1]))
	}
}
