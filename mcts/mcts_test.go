package mcts_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"gametree/game"
	_ "gametree/games"
	"gametree/mcts"
	"gametree/tree"
)

// gameTree is the tree of a game's position, deep enough for any game.
func gameTree(t testing.TB, name, board string) *tree.Tree {
	t.Helper()
	g, err := game.New(name, "")
	if err != nil {
		t.Fatal(err)
	}
	p := g.Start()
	if board != "" {
		if p, err = g.ParsePosition(board); err != nil {
			t.Fatal(err)
		}
	}
	return tree.NewGame(p, 10000, 0)
}

// randomLeaves returns the leaves notation of a random textbook tree:
// depth 1 to 4, 1 to 4 children a node, leaves from -9 to 9.
func randomLeaves(rng *rand.Rand, depth int) string {
	if depth == 0 || (depth < 3 && rng.IntN(4) == 0) {
		return fmt.Sprint(rng.IntN(19) - 9)
	}
	parts := make([]string, 1+rng.IntN(4))
	for i := range parts {
		parts[i] = randomLeaves(rng, depth-1)
	}
	return "(" + strings.Join(parts, " ") + ")"
}

// recorder keeps the events of a search.
type recorder struct {
	iterations int
	selects    []selection
	expands    int
	sims       []float64
	paths      [][]int32
}

type selection struct {
	at         int32
	candidates []mcts.Candidate
	chosen     int32
}

func (r *recorder) Iteration(k int) { r.iterations = k }
func (r *recorder) Select(at int32, c []mcts.Candidate, chosen int32) {
	r.selects = append(r.selects, selection{at, append([]mcts.Candidate(nil), c...), chosen})
}
func (r *recorder) Expand(at, child int32) { r.expands++ }
func (r *recorder) Simulate(from int32, moves []string, reward float64) {
	r.sims = append(r.sims, reward)
}
func (r *recorder) Backpropagate(path []int32, reward float64) {
	r.paths = append(r.paths, append([]int32(nil), path...))
}

// On random textbook trees and on games: the root's visits are the
// iterations; a node's visits are at least its children's; every
// selection picks the highest score recomputed from the trace's numbers,
// ties to the first; the same seed gives the same search; a naive
// reference, written apart, counts the same visits and wins.
func TestSearchInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	trees := map[string]*tree.Tree{}
	for i := 0; i < 60; i++ {
		leaves := randomLeaves(rng, 1+rng.IntN(4))
		tr, err := tree.ParseLeaves(leaves, rng.IntN(2) == 0)
		if err != nil {
			t.Fatal(err)
		}
		trees[leaves] = tr
	}
	trees["tic-tac-toe"] = gameTree(t, "tictactoe", "")
	trees["nim 1 2 3"] = gameTree(t, "nim", "1 2 3")
	trees["othello 4x4"] = func() *tree.Tree {
		g, _ := game.New("othello", "4")
		return tree.NewGame(g.Start(), 10000, 0)
	}()
	for name, tr := range trees {
		for _, solver := range []bool{false, true} {
			opt := mcts.Options{Iterations: 300, Exploration: mcts.DefaultExploration, Seed: 3, Solver: solver}
			var rec recorder
			res, err := mcts.Search(tr, opt, &rec)
			if err != nil {
				t.Fatal(err)
			}
			if !solver && res.At(0).Visits != 300 || res.At(0).Visits != int64(res.Iterations) {
				t.Errorf("%s: the root has %d visits after %d iterations", name, res.At(0).Visits, res.Iterations)
			}
			checkCounts(t, name, tr, res)
			for _, s := range rec.selects {
				want, best := int32(-1), math.Inf(-1)
				for _, c := range s.candidates {
					if math.Abs(c.Exploit+c.Explore-c.Score) > 1e-12 || math.Abs(c.Exploit-c.Wins/float64(c.Visits)) > 1e-12 {
						t.Fatalf("%s: candidate %d: Q %g + U %g != score %g", name, c.Node, c.Exploit, c.Explore, c.Score)
					}
					if !c.Excluded && c.Score > best {
						want, best = c.Node, c.Score
					}
				}
				if want >= 0 && s.chosen != want {
					t.Fatalf("%s: selection at %d chose %d, the highest score is %d's", name, s.at, s.chosen, want)
				}
			}
			again, _ := mcts.Search(tr, opt, nil)
			if fmt.Sprint(counts(again)) != fmt.Sprint(counts(res)) || again.Best != res.Best {
				t.Errorf("%s: the same seed gives another search", name)
			}
			if !solver {
				ref := naive(tr, opt)
				for n, nd := range ref {
					if got := res.At(n); got.Visits != nd.visits || math.Abs(got.Wins-nd.wins) > 1e-9 {
						t.Fatalf("%s: node %d: %d visits, %g wins; the naive search %d, %g", name, n, got.Visits, got.Wins, nd.visits, nd.wins)
					}
				}
			}
		}
	}
}

// checkCounts checks that each node's visits are at least its
// children's, and that wins never pass visits.
func checkCounts(t *testing.T, name string, tr *tree.Tree, res *mcts.Result) {
	t.Helper()
	for n := int32(0); int(n) < tr.Len(); n++ {
		nd := res.At(n)
		if nd.Wins < 0 || nd.Wins > float64(nd.Visits)+1e-9 {
			t.Fatalf("%s: node %d: %g wins in %d visits", name, n, nd.Wins, nd.Visits)
		}
		if nd.Visits == 0 || tr.Leaf(n) || tr.Nodes[n].Count < 0 {
			continue
		}
		var sum int64
		for _, c := range tr.Children(n, nil) {
			sum += res.At(c).Visits
		}
		if nd.Visits < sum {
			t.Fatalf("%s: node %d has %d visits, its children %d", name, n, nd.Visits, sum)
		}
	}
}

// naiveNode is a node of the naive reference.
type naiveNode struct {
	visits int64
	wins   float64
}

// naive is MCTS written as plainly as it reads in AIMA (4th edition,
// Figure 5.11, MONTE-CARLO-TREE-SEARCH: select down the tree by UCB1,
// U(n)/N(n) + C sqrt(log N(parent)/N(n)) as its section 5.4 and Kocsis and
// Szepesvari (2006) give it, an unvisited child first; expand one child;
// simulate at random to the end; back-propagate the result), apart from
// the package: recursive, over a map, drawing its random numbers as the
// package does (the same seed, the same draws), so that its counts must
// be the package's.
func naive(tr *tree.Tree, opt mcts.Options) map[int32]*naiveNode {
	rng := rand.New(rand.NewPCG(opt.Seed, 0x9e3779b97f4a7c15))
	nodes := map[int32]*naiveNode{0: {}}
	var iterate func(n int32) float64
	update := func(n int32, r float64) {
		nd := nodes[n]
		nd.visits++
		if tr.IsMax(n) {
			nd.wins += 1 - r
		} else {
			nd.wins += r
		}
	}
	iterate = func(n int32) float64 {
		if tr.Leaf(n) {
			r := tr.Reward(n)
			update(n, r)
			return r
		}
		kids := tr.Children(n, nil)
		var fresh []int32
		for _, c := range kids {
			if nodes[c] == nil {
				fresh = append(fresh, c)
			}
		}
		if len(fresh) > 0 {
			c := fresh[game.Draw(rng, len(fresh))]
			nodes[c] = &naiveNode{}
			r := tr.Playout(c, rng, nil)
			update(c, r)
			update(n, r)
			return r
		}
		best, bestScore := int32(-1), math.Inf(-1)
		for _, c := range kids {
			if score := naiveUCB1(nodes[c].wins, nodes[c].visits, nodes[n].visits, opt.Exploration); score > bestScore {
				best, bestScore = c, score
			}
		}
		r := iterate(best)
		update(n, r)
		return r
	}
	for k := 0; k < opt.Iterations; k++ {
		iterate(0)
	}
	return nodes
}

// naiveUCB1 is UCB1 as AIMA prints it (4th edition, section 5.4):
// U(n)/N(n) + C sqrt(log N(parent)/N(n)).
func naiveUCB1(wins float64, visits, parent int64, c float64) float64 {
	return wins/float64(visits) + c*math.Sqrt(math.Log(float64(parent))/float64(visits))
}

// The reference's UCB1 gives AIMA's figure (Figure 5.10(a)): with C =
// 1.4 the 60/79 node scores highest under a root of 100 playouts, with
// C = 1.5 the 2/11 node (TestUCB1AsAIMAFigure holds the package to it).
func TestNaiveUCB1AsAIMA(t *testing.T) {
	kids := []struct {
		wins   float64
		visits int64
	}{{60, 79}, {1, 10}, {2, 11}}
	for c, want := range map[float64]int{1.4: 0, 1.5: 2} {
		best, bestScore := -1, math.Inf(-1)
		for i, k := range kids {
			if s := naiveUCB1(k.wins, k.visits, 100, c); s > bestScore {
				best, bestScore = i, s
			}
		}
		if best != want {
			t.Errorf("C = %g: the reference picks child %d, AIMA child %d", c, best, want)
		}
	}
}

// With enough iterations the search plays the exact move: Nim's only
// winning move (Bouton: the one that leaves a nim-sum of 0), tic-tac-toe's
// winning move and its only block.
func TestSearchFindsTheMove(t *testing.T) {
	for _, tc := range []struct {
		game, board, want string
		iterations        int
	}{
		{"nim", "1 2 4", "3:1", 20000},            // 1^2^4 = 7: take 1 from heap 3, leaving 1 2 3
		{"nim", "3 4 5", "1:2", 300000},           // 3^4^5 = 2: take 2 from heap 1
		{"tictactoe", "XX-OO---- X", "c1", 20000}, // X completes the first row
		{"tictactoe", "X---O-X-- O", "a2", 20000}, // O must block the first column
		{"tictactoe", "OO--X---X X", "c1", 20000}, // X must block the first row
	} {
		tr := gameTree(t, tc.game, tc.board)
		for _, solver := range []bool{false, true} {
			res, err := mcts.Search(tr, mcts.Options{Iterations: tc.iterations, Exploration: mcts.DefaultExploration, Seed: 11, Solver: solver}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := tr.Label(res.Best); got != tc.want {
				t.Errorf("%s %q (solver %v): plays %s, want %s", tc.game, tc.board, solver, got, tc.want)
			}
		}
	}
}

// The solver proves a game's value where the tree reaches its end:
// tic-tac-toe from the start is a draw; Nim positions are won or lost
// for the player to move as their nim-sum says.
func TestSolverProves(t *testing.T) {
	for _, tc := range []struct {
		game, board string
		want        mcts.Proof
		iterations  int
	}{
		{"tictactoe", "", mcts.Draw, 300000},
		{"nim", "1 2 3", mcts.MaxLoses, 20000},
		{"nim", "1 2 4", mcts.MaxWins, 20000},
		{"nim", "3 4 5", mcts.MaxWins, 50000},
		{"tictactoe", "XX-OO---- X", mcts.MaxWins, 1000},
	} {
		tr := gameTree(t, tc.game, tc.board)
		res, err := mcts.Search(tr, mcts.Options{Iterations: tc.iterations, Exploration: mcts.DefaultExploration, Seed: 5, Solver: true}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := res.At(0).Proof(); got != tc.want {
			t.Errorf("%s %q: proved %v after %d iterations, want %v", tc.game, tc.board, got, res.Iterations, tc.want)
		} else {
			t.Logf("%s %q: %v proved in %d iterations", tc.game, tc.board, got, res.Iterations)
		}
	}
}

// Options past their bounds are refused before any work.
func TestOptionsCheck(t *testing.T) {
	for _, o := range []mcts.Options{
		{Iterations: 0, Exploration: 1},
		{Iterations: -5, Exploration: 1},
		{Iterations: mcts.MaxIterations + 1, Exploration: 1},
		{Iterations: 10, Exploration: math.NaN()},
		{Iterations: 10, Exploration: -1},
		{Iterations: 10, Exploration: math.Inf(1)},
	} {
		if err := o.Check(); err == nil {
			t.Errorf("%+v: accepted", o)
		}
	}
	if err := (mcts.Options{Iterations: 1, Exploration: 0}).Check(); err != nil {
		t.Errorf("C = 0: %v", err)
	}
}

// The log replays the counts: after its last event, the search's own;
// every iteration's events are in order (selections, then an expansion at
// most, one simulation, one backpropagation).
func TestLogReplays(t *testing.T) {
	tr := gameTree(t, "tictactoe", "X---O---- X")
	var log mcts.Log
	res, err := mcts.Search(tr, mcts.Options{Iterations: 500, Exploration: mcts.DefaultExploration, Seed: 2}, &log)
	if err != nil {
		t.Fatal(err)
	}
	again := log.Replay(len(log.Events), res.MaxMoves)
	for n := range int32(res.Len()) {
		a, b := res.At(n), again.At(n)
		if a.Visits != b.Visits || math.Abs(a.Wins-b.Wins) > 1e-9 || a.Added != b.Added {
			t.Fatalf("node %d: the search %+v, the replay %+v", n, a, b)
		}
	}
	for it := 1; it <= 500; it++ {
		i := log.First(it)
		if i < 0 {
			t.Fatalf("iteration %d: no event", it)
		}
		phase := mcts.Selection
		for ; i < len(log.Events) && log.Events[i].Iteration == it; i++ {
			if p := log.Events[i].Phase; p < phase || p == phase && p != mcts.Selection {
				t.Fatalf("iteration %d: %v after %v", it, p, phase)
			} else {
				phase = p
			}
		}
		if phase != mcts.Backpropagation {
			t.Fatalf("iteration %d ends with %v", it, phase)
		}
	}
}

// counts are the counts of every node of a search.
func counts(res *mcts.Result) []mcts.Node {
	out := make([]mcts.Node, res.Len())
	for n := range out {
		out[n] = res.At(int32(n))
	}
	return out
}

// A tree grown one node at a time (tree.NewSparseGame) is searched as
// the tree grown with its siblings, node for node: the same seed, the
// same counts, proofs, iterations and move, on seeded random positions of
// every game without chance, with and without the solver; made dense
// again, it is the tree of the nodes visited, numbered anew, and its log
// names its nodes by their new numbers.
func TestSparseTreeSearchesAsTheDense(t *testing.T) {
	rng := rand.New(rand.NewPCG(53, 9))
	for _, name := range []string{"othello", "tictactoe", "connect4", "nim"} {
		g, err := game.New(name, "")
		if err != nil {
			t.Fatal(err)
		}
		for trial := range 6 {
			p := g.Start()
			for range rng.IntN(8) {
				moves := p.AppendMoves(nil)
				if len(moves) == 0 || p.Over() {
					break
				}
				p = p.Play(moves[rng.IntN(len(moves))])
			}
			opt := mcts.Options{Iterations: 200 + rng.IntN(600), Exploration: mcts.DefaultExploration, Seed: rng.Uint64(), Solver: trial%2 == 1}
			dense := tree.NewGame(p, 10000, 0)
			want, err := mcts.Search(dense, opt, nil)
			if err != nil {
				t.Fatal(err)
			}
			sparse := tree.NewSparseGame(p, 10000, 0)
			var log mcts.Log
			got, err := mcts.Search(sparse, opt, &log)
			if err != nil {
				t.Fatal(err)
			}
			what := fmt.Sprintf("%s %s %+v", name, p, opt)
			if got.Iterations != want.Iterations || (got.Best < 0) != (want.Best < 0) || want.Best >= 0 && dense.Nodes[want.Best].Move != sparse.Nodes[got.Best].Move {
				t.Fatalf("%s: %d iterations, move %d; the dense tree's %d, %d", what, got.Iterations, got.Best, want.Iterations, want.Best)
			}
			to := sparse.Dense()
			got.Renumber(to)
			log.Renumber(to)
			sameNodes(t, what, dense, want, 0, sparse, got, 0)
			replay := log.Replay(len(log.Events), got.MaxMoves)
			if fmt.Sprint(counts(replay)[:got.Len()]) != fmt.Sprint(counts(got)) && !opt.Solver {
				t.Fatalf("%s: the renumbered log replays to other counts", what)
			}
		}
	}
}

// sameNodes checks that node a of the dense tree d and node b of the
// sparse tree s made dense have the same counts, and their children
// visited the same moves and counts, down the trees.
func sameNodes(t *testing.T, what string, d *tree.Tree, dr *mcts.Result, a int32, s *tree.Tree, sr *mcts.Result, b int32) {
	t.Helper()
	if x, y := dr.At(a), sr.At(b); x != y {
		t.Fatalf("%s: node %s: %+v, the dense tree's %+v", what, d.Label(a), y, x)
	}
	var da, sb []int32
	for _, c := range d.Kids(a, nil) {
		if dr.At(c).Visits > 0 {
			da = append(da, c)
		}
	}
	for _, c := range s.Kids(b, nil) {
		if sr.At(c).Visits > 0 {
			sb = append(sb, c)
		}
	}
	if len(da) != len(sb) {
		t.Fatalf("%s: node %s: %d children visited, the dense tree's %d", what, d.Label(a), len(sb), len(da))
	}
	for i := range da {
		if d.Nodes[da[i]].Move != s.Nodes[sb[i]].Move {
			t.Fatalf("%s: node %s: child %d is %s, the dense tree's %s", what, d.Label(a), i, s.Label(sb[i]), d.Label(da[i]))
		}
		sameNodes(t, what, d, dr, da[i], s, sr, sb[i])
	}
}

// On a tree of utility vectors each player maximizes its own reward: a
// node's wins are the rewards of the player who moved into it, MaxValue
// the root player's mean reward; where max^n's choice is clear (each
// player's best far above the rest), enough iterations pick it; the
// solver is refused.
func TestSeveralPlayersRewards(t *testing.T) {
	// A picks B, where B's player takes (9,9,0) over (0,0,9) for itself;
	// at C, B would take (0,9,9) (9 for B), which leaves A 0.
	tr, err := tree.ParseLeaves("(((9,9,0) (0,0,9)) ((1,0,0) (0,9,9)))", false)
	if err != nil {
		t.Fatal(err)
	}
	res, err := mcts.Search(tr, mcts.Options{Iterations: 3000, Exploration: mcts.DefaultExploration, Seed: 7}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := tr.Label(res.Best); got != "b" {
		t.Errorf("MCTS picks %s, max^n b", got)
	}
	// Every visit of a leaf below B counts for B's player (the mover at
	// B) its reward: (9,9,0) gives B 1, (0,0,9) gives B 0.
	kids := tr.Children(1, nil)
	for _, c := range kids {
		nd := res.At(c)
		want := float64(nd.Visits) * tr.Rewards(c)[1]
		if nd.Visits > 0 && math.Abs(nd.Wins-want) > 1e-9 {
			t.Errorf("%s: wins %v over %d visits, want %v", tr.Label(c), nd.Wins, nd.Visits, want)
		}
		if v := res.MaxValue(c); nd.Visits > 0 && math.Abs(v-tr.Rewards(c)[0]) > 1e-9 {
			t.Errorf("%s: A's mean reward %v, want %v", tr.Label(c), v, tr.Rewards(c)[0])
		}
	}
	if _, err := mcts.Search(tr, mcts.Options{Iterations: 10, Solver: true}, nil); err == nil {
		t.Error("the solver searched a game of three players")
	}
}

// The log of a game of several players replays its counts: each
// backpropagation's credits (the reward of the player who moved into
// each node) and the root player's reward, on a textbook tree of four
// players and on Nim for three from a position whose root player is B.
func TestLogReplaysSeveral(t *testing.T) {
	textbook, err := tree.ParseLeaves("(((9,9,0,1) (0,0,9,2)) ((1,0,0,3) (0,9,9,4) (5,5,5,5)) (2,2,2,2))", false)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range []mcts.Game{textbook, gameTree(t, "nim3", "2 2 3 B")} {
		var log mcts.Log
		res, err := mcts.Search(g, mcts.Options{Iterations: 400, Exploration: mcts.DefaultExploration, Seed: 5}, &log)
		if err != nil {
			t.Fatal(err)
		}
		again := log.Replay(len(log.Events), res.MaxMoves)
		for n := range int32(res.Len()) {
			a, b := res.At(n), again.At(n)
			if a.Visits != b.Visits || math.Abs(a.Wins-b.Wins) > 1e-9 || a.Visits > 0 && math.Abs(res.MaxValue(n)-again.MaxValue(n)) > 1e-9 {
				t.Fatalf("node %d: the search %+v %v, the replay %+v %v", n, a, res.MaxValue(n), b, again.MaxValue(n))
			}
		}
		for _, e := range log.Events {
			if (e.Phase == mcts.Simulation || e.Phase == mcts.Backpropagation) && e.Rewards == nil || e.Phase == mcts.Backpropagation && len(e.Credits) != len(e.Path) {
				t.Fatalf("%v without its rewards: %+v", e.Phase, e)
			}
		}
	}
}
