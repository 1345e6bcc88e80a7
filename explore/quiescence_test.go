package explore

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/game"
)

// naiveQuiescence is the value of p for me searched depth plies, then on
// past the limit at most q plies where a position is not quiet, over its
// noisy moves or its standing pat (its own value), written apart from the
// tree and the searches: the chess programmers' quiescence search (Beal
// 1990, "A generalised quiescence search algorithm"; Quiesce in the
// Chess Programming Wiki: stand pat, then the noisy moves), bounded by q,
// where AIMA (4th edition, section 5.3.2) extends a position until it is
// quiet without standing pat; the docs and the legend name the
// departure.
func naiveQuiescence(p game.Position, depth, q int, me game.Player) float64 {
	if p.Over() {
		return game.Outcome(p, me)
	}
	var moves []game.Move
	switch {
	case depth > 0:
		moves = p.AppendMoves(nil)
	case q > 0:
		if qt, ok := p.(game.Quieter); ok {
			moves, _ = qt.NoisyMoves(nil)
		}
	}
	if len(moves) == 0 {
		return game.Outcome(p, me)
	}
	mine := p.ToMove() == me
	best := math.Inf(1)
	if mine {
		best = math.Inf(-1)
	}
	if depth == 0 {
		best = game.Outcome(p, me) // standing pat
	}
	for _, m := range moves {
		next := q
		if depth == 0 {
			next = q - 1
		}
		v := naiveQuiescence(p.Play(m), max(depth-1, 0), next, me)
		if mine {
			best = math.Max(best, v)
		} else {
			best = math.Min(best, v)
		}
	}
	return best
}

// Quiescence search equals a naive search that extends exactly the leaves
// that are not quiet, on seeded random Othello (6x6 and 8x8) and Connect
// Four positions, by minimax and alpha-beta, depths 1 to 2 and quiescence
// 1 to 3; and the positions where it changes the root's value are many
// (the horizon it sees past).
func TestQuiescenceAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 3))
	ctx := context.Background()
	changed, checked := 0, 0
	for _, g := range []struct{ name, size string }{{"othello", "6"}, {"othello", "8"}, {"connect4", ""}} {
		e, _ := game.Lookup(g.name)
		gm, err := e.New(g.size)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 25; k++ {
			p := gm.Start()
			var played []string
			for n := 10 + rng.IntN(25); n > 0 && !p.Over(); n-- {
				moves := p.AppendMoves(nil)
				m := moves[rng.IntN(len(moves))]
				played = append(played, p.FormatMove(m))
				p = p.Play(m)
			}
			if p.Over() {
				continue
			}
			depth, q := 1+rng.IntN(2), 1+rng.IntN(3)
			for _, algo := range []string{"minimax", "alphabeta"} {
				params := v("game", g.name, "board", p.String(), "depth", itoa(depth), "quiescence", itoa(q), "algo", algo)
				req, err := ParseTree(params, nil)
				if err != nil {
					t.Fatalf("%s %s: %v", g.name, p.String(), err)
				}
				s, err := Tree(ctx, req, nil)
				if err != nil {
					t.Fatalf("%s %s: %v", g.name, p.String(), err)
				}
				want := naiveQuiescence(p, depth, q, p.ToMove())
				if s.Value != want {
					t.Fatalf("%s after %s, depth %d, quiescence %d, %s: %v, naive %v", g.name, strings.Join(played, " "), depth, q, algo, s.Value, want)
				}
				checked++
				if algo == "minimax" && want != naiveQuiescence(p, depth, 0, p.ToMove()) {
					changed++
				}
			}
		}
	}
	t.Logf("%d searches checked, %d roots changed by quiescence", checked, changed)
	if checked < 100 || changed < 5 {
		t.Errorf("%d searches checked, %d roots changed by quiescence", checked, changed)
	}
}

// The refusals of --quiescence: a textbook tree, a game with no quiet
// test, a count out of range, a search that does not take it; each in one
// line.
func TestQuiescenceRefused(t *testing.T) {
	for _, tc := range []struct {
		p    Values
		want string
	}{
		{v("leaves", "((3 12) (2 4))", "quiescence", "2"), "this tree marks none: write a leaf that is not quiet with ? and what lies past it, such as 5?(3 8)"},
		{v("game", "tictactoe", "quiescence", "2"), "tic-tac-toe has no quiet test"},
		{v("quiescence", "11"), "--quiescence"},
		{v("quiescence", "2", "algo", "expectimax"), "--quiescence applies to"},
		// A ? after a vector, a list or nothing.
		{v("leaves", "((1,2) (3,4)?(1 2))"), "utility vectors: leave the ? out"},
		{v("leaves", "((1 2)?(3) 4)"), "? at character 7 follows no leaf value"},
		{v("leaves", "(? 4)"), "? at character 2 follows no leaf value"},
		{v("leaves", "((3 4?(1 2)) {5 6})"), "chance nodes or utility vectors: leave the ? out"},
	} {
		req, err := ParseTree(tc.p, nil)
		if err == nil {
			_, err = Tree(context.Background(), req, nil)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: %v, want %q", tc.p, err, tc.want)
		}
	}
}

// The horizon scan finds, in seeded random games of Othello 6x6 and
// Connect Four, positions where the fixed depth's move is not the deeper
// search's and worth less by it, while the quiescence search plays the
// deeper search's move; each search's value held against the naive
// search written apart; the same seed, the same positions.
func TestHorizonScan(t *testing.T) {
	ctx := context.Background()
	for _, p := range []Values{v("game", "othello", "size", "6", "depth", "1", "quiescence", "2", "count", "3"), v("game", "connect4", "depth", "2", "games", "30", "count", "2")} {
		req, err := ParseHorizon(p, nil)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Horizon(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := Horizon(ctx, req)
		if len(rep.Positions) == 0 || len(again.Positions) != len(rep.Positions) || again.Positions[0].Board != rep.Positions[0].Board {
			t.Fatalf("%v: %d positions, then %d", p, len(rep.Positions), len(again.Positions))
		}
		for _, hp := range rep.Positions {
			pos, err := req.Start.Game().ParsePosition(hp.Board)
			if err != nil {
				t.Fatal(err)
			}
			me := pos.ToMove()
			if hp.Fixed.Move == hp.Deeper.Move || hp.Quiescent.Move != hp.Deeper.Move || hp.FixedMoveDeeper >= hp.Deeper.Value {
				t.Errorf("%s: not fooled: %+v", hp.Board, hp)
			}
			for _, c := range []struct {
				got      float64
				depth, q int
			}{{hp.Fixed.Value, req.Depth, 0}, {hp.Quiescent.Value, req.Depth, req.Quiescence}, {hp.Deeper.Value, req.Depth + 2, 0}} {
				if want := naiveQuiescence(pos, c.depth, c.q, me); math.Abs(c.got-want) > 1e-9 {
					t.Errorf("%s at depth %d, quiescence %d: %v, naive %v", hp.Board, c.depth, c.q, c.got, want)
				}
			}
		}
	}
	if _, err := ParseHorizon(v("game", "tictactoe"), nil); err == nil || !strings.Contains(err.Error(), "has no quiet test") {
		t.Errorf("tic-tac-toe: %v", err)
	}
}

// noisyNode is a random textbook tree with leaves marked not quiet, for
// TestTextbookQuiescenceAgainstNaive: a leaf's value, what lies past it
// (noisy), or children.
type noisyNode struct {
	value    int
	past     []*noisyNode
	children []*noisyNode
}

// text writes n in the leaves notation.
func (n *noisyNode) text() string {
	if n.children == nil {
		s := fmt.Sprint(n.value)
		if n.past != nil {
			s += "?" + list(n.past)
		}
		return s
	}
	return list(n.children)
}

// list writes nodes as a list.
func list(ns []*noisyNode) string {
	parts := make([]string, len(ns))
	for i, c := range ns {
		parts[i] = c.text()
	}
	return "(" + strings.Join(parts, " ") + ")"
}

// randomNoisy grows a random tree of the given height, a third of its
// leaves not quiet with up to three plies past them.
func randomNoisy(rng *rand.Rand, height int) *noisyNode {
	if height == 0 || (height < 3 && rng.IntN(4) == 0) {
		return randomLeaf(rng, 3)
	}
	n := &noisyNode{}
	for k := 1 + rng.IntN(3); k > 0; k-- {
		n.children = append(n.children, randomNoisy(rng, height-1))
	}
	return n
}

// randomLeaf is a leaf, not quiet a third of the time when past plies
// remain.
func randomLeaf(rng *rand.Rand, past int) *noisyNode {
	n := &noisyNode{value: rng.IntN(21) - 10}
	if past > 0 && rng.IntN(3) == 0 {
		for k := 1 + rng.IntN(3); k > 0; k-- {
			n.past = append(n.past, randomLeaf(rng, past-1))
		}
	}
	return n
}

// naiveNoisy is minimax written apart on a noisy tree, searching on q
// plies past the leaves not quiet: there the player to move takes the
// best of standing pat (the leaf's value) and what lies past it.
func naiveNoisy(n *noisyNode, max bool, q int) float64 {
	kids := n.children
	if kids == nil {
		if n.past == nil || q == 0 {
			return float64(n.value)
		}
		best := float64(n.value)
		for _, c := range n.past {
			v := naiveNoisy(c, !max, q-1)
			if (max && v > best) || (!max && v < best) {
				best = v
			}
		}
		return best
	}
	best := naiveNoisy(kids[0], !max, q)
	for _, c := range kids[1:] {
		v := naiveNoisy(c, !max, q)
		if (max && v > best) || (!max && v < best) {
			best = v
		}
	}
	return best
}

// A textbook tree's leaves marked not quiet, searched on by --quiescence,
// equal minimax written apart on 300 seeded trees, by minimax and
// alpha-beta, the root MAX or MIN; the notation reads back.
func TestTextbookQuiescenceAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(52, 1))
	ctx := context.Background()
	changed := 0
	for k := 0; k < 300; k++ {
		root := randomNoisy(rng, 1+rng.IntN(3))
		if root.children == nil {
			continue
		}
		text := root.text()
		q := rng.IntN(4)
		rootMin := rng.IntN(2) == 0
		for _, algo := range []string{"minimax", "alphabeta"} {
			params := v("leaves", text, "algo", algo)
			if q > 0 {
				params["quiescence"] = []string{itoa(q)}
			}
			if rootMin {
				params["root"] = []string{"min"}
			}
			req, err := ParseTree(params, nil)
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			s, err := Tree(ctx, req, nil)
			if q > 0 && !strings.Contains(text, "?") {
				if err == nil || !strings.Contains(err.Error(), "this tree marks none") {
					t.Fatalf("%s with --quiescence and no ? : %v", text, err)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s, quiescence %d: %v", text, q, err)
			}
			want := naiveNoisy(root, !rootMin, q)
			if s.Value != want {
				t.Fatalf("%s, quiescence %d, %s, root min %v: %v, naive %v", text, q, algo, rootMin, s.Value, want)
			}
			if s.Tree.Leaves() != text {
				t.Fatalf("%s reads back as %s", text, s.Tree.Leaves())
			}
			if algo == "minimax" && want != naiveNoisy(root, !rootMin, 0) {
				changed++
			}
		}
	}
	if changed < 20 {
		t.Errorf("only %d trees changed by quiescence", changed)
	}
}
