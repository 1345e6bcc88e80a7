package games

import (
	"fmt"
	"gametree/game"
	"gametree/games/connect4"
	"gametree/games/nim"
	"gametree/games/tictactoe"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// naive is a reference implementation of a game, written the plain way:
// a board of cells, every line checked every time.
type naive interface {
	moves() []string
	play(m string) naive
	over() bool
	utility(p game.Player) float64
}

// naiveTTT is tic-tac-toe on an array, rows of strings.
type naiveTTT struct {
	b    [3][3]byte // [row][col], row 0 is row 1
	turn game.Player
}

func newNaiveTTT() naiveTTT {
	var n naiveTTT
	for r := range n.b {
		for c := range n.b[r] {
			n.b[r][c] = '-'
		}
	}
	return n
}

func (n naiveTTT) winner() byte {
	lines := [][3][2]int{
		{{0, 0}, {0, 1}, {0, 2}}, {{1, 0}, {1, 1}, {1, 2}}, {{2, 0}, {2, 1}, {2, 2}},
		{{0, 0}, {1, 0}, {2, 0}}, {{0, 1}, {1, 1}, {2, 1}}, {{0, 2}, {1, 2}, {2, 2}},
		{{0, 0}, {1, 1}, {2, 2}}, {{0, 2}, {1, 1}, {2, 0}},
	}
	for _, l := range lines {
		a := n.b[l[0][0]][l[0][1]]
		if a != '-' && a == n.b[l[1][0]][l[1][1]] && a == n.b[l[2][0]][l[2][1]] {
			return a
		}
	}
	return 0
}

func (n naiveTTT) over() bool {
	if n.winner() != 0 {
		return true
	}
	for r := range n.b {
		for c := range n.b[r] {
			if n.b[r][c] == '-' {
				return false
			}
		}
	}
	return true
}

func (n naiveTTT) moves() []string {
	var out []string
	if n.over() {
		return nil
	}
	for r := 0; r < 3; r++ {
		for c := 0; c < 3; c++ {
			if n.b[r][c] == '-' {
				out = append(out, string(rune('a'+c))+string(rune('1'+r)))
			}
		}
	}
	return out
}

func (n naiveTTT) play(m string) naive {
	n.b[m[1]-'1'][m[0]-'a'] = n.turn.String()[0]
	n.turn = n.turn.Other()
	return n
}

func (n naiveTTT) utility(p game.Player) float64 {
	switch n.winner() {
	case 0:
		return 0
	case p.String()[0]:
		return 1
	}
	return -1
}

// naiveC4 is Connect Four on a slice of columns, each its discs from the
// bottom.
type naiveC4 struct {
	w, h int
	cols [][]byte
	turn game.Player
}

func newNaiveC4(w, h int) naiveC4 { return naiveC4{w: w, h: h, cols: make([][]byte, w)} }

func (n naiveC4) at(c, r int) byte {
	if c < 0 || c >= n.w || r < 0 || r >= len(n.cols[c]) {
		return 0
	}
	return n.cols[c][r]
}

func (n naiveC4) winner() byte {
	for c := 0; c < n.w; c++ {
		for r := 0; r < n.h; r++ {
			a := n.at(c, r)
			if a == 0 {
				continue
			}
			for _, d := range [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
				if n.at(c+d[0], r+d[1]) == a && n.at(c+2*d[0], r+2*d[1]) == a && n.at(c+3*d[0], r+3*d[1]) == a {
					return a
				}
			}
		}
	}
	return 0
}

func (n naiveC4) over() bool {
	if n.winner() != 0 {
		return true
	}
	for _, col := range n.cols {
		if len(col) < n.h {
			return false
		}
	}
	return true
}

func (n naiveC4) moves() []string {
	if n.over() {
		return nil
	}
	var out []string
	for c, col := range n.cols {
		if len(col) < n.h {
			out = append(out, string(rune('a'+c)))
		}
	}
	return out
}

func (n naiveC4) play(m string) naive {
	cols := make([][]byte, n.w)
	for i := range n.cols {
		cols[i] = append([]byte(nil), n.cols[i]...)
	}
	c := int(m[0] - 'a')
	cols[c] = append(cols[c], n.turn.String()[0])
	n.cols, n.turn = cols, n.turn.Other()
	return n
}

func (n naiveC4) utility(p game.Player) float64 {
	switch n.winner() {
	case 0:
		return 0
	case p.String()[0]:
		return 1
	}
	return -1
}

// naiveNim is Nim on a slice of heaps.
type naiveNim struct {
	heaps []int
	turn  game.Player
}

func (n naiveNim) over() bool {
	for _, h := range n.heaps {
		if h > 0 {
			return false
		}
	}
	return true
}

func (n naiveNim) moves() []string {
	var out []string
	for i, h := range n.heaps {
		for k := 1; k <= h; k++ {
			out = append(out, strconv.Itoa(i+1)+":"+strconv.Itoa(k))
		}
	}
	return out
}

func (n naiveNim) play(m string) naive {
	var h, k int
	hs, ks, _ := strings.Cut(m, ":")
	for _, d := range hs {
		h = h*10 + int(d-'0')
	}
	for _, d := range ks {
		k = k*10 + int(d-'0')
	}
	heaps := append([]int(nil), n.heaps...)
	heaps[h-1] -= k
	return naiveNim{heaps, n.turn.Other()}
}

func (n naiveNim) utility(p game.Player) float64 {
	if p == n.turn {
		return -1
	}
	return 1
}

// same checks that pos and ref agree: the moves, the end, the utility.
func same(t *testing.T, where string, pos game.Position, ref naive) {
	t.Helper()
	got := strings.Join(game.FormatMoves(pos, pos.AppendMoves(nil)), " ")
	want := strings.Join(ref.moves(), " ")
	if got != want || pos.Over() != ref.over() {
		t.Fatalf("%s: moves %q over %v, want %q over %v\n%s", where, got, pos.Over(), want, ref.over(), game.Diagram(pos, game.NoMove))
	}
	if pos.Over() {
		for _, p := range []game.Player{game.X, game.O} {
			if pos.Utility(p) != ref.utility(p) {
				t.Fatalf("%s: utility for %s %v, want %v", where, p, pos.Utility(p), ref.utility(p))
			}
		}
	}
}

// Every game against its naive reference along random games, seeded:
// the moves, the end and the utility at every ply; the board string and
// every move read back what they write.
func TestAgainstNaive(t *testing.T) {
	c4, _ := connect4.NewConnectFour("")
	c4s, _ := connect4.NewConnectFour("4x5")
	c4w, _ := connect4.NewConnectFour("10x4")
	nim, _ := nim.NewNim("3 4 5")
	for _, tc := range []struct {
		g   game.Game
		ref naive
	}{
		{tictactoe.TicTacToe{}, newNaiveTTT()},
		{c4, newNaiveC4(7, 6)},
		{c4s, newNaiveC4(4, 5)},
		{c4w, newNaiveC4(10, 4)},
		{nim, naiveNim{heaps: []int{3, 4, 5}}},
	} {
		rng := rand.New(rand.NewSource(1))
		for gi := 0; gi < 300; gi++ {
			pos, ref := tc.g.Start(), tc.ref
			for ply := 0; ; ply++ {
				where := tc.g.Name() + " game " + strconv.Itoa(gi) + " ply " + strconv.Itoa(ply)
				same(t, where, pos, ref)
				back, err := tc.g.ParsePosition(pos.String())
				if err != nil || back.String() != pos.String() {
					t.Fatalf("%s: %q reads back as %v, %v", where, pos.String(), back, err)
				}
				v := game.Evaluate(pos, pos.ToMove())
				if v <= -1 || v >= 1 || v != -game.Evaluate(pos, pos.ToMove().Other()) {
					t.Fatalf("%s: evaluation %v for the side to move, %v for the other", where, v, game.Evaluate(pos, pos.ToMove().Other()))
				}
				moves := pos.AppendMoves(nil)
				if len(moves) == 0 {
					break
				}
				for _, m := range moves {
					if back, err := pos.ParseMove(pos.FormatMove(m)); err != nil || back != m {
						t.Fatalf("%s: move %s reads back as %v, %v", where, pos.FormatMove(m), back, err)
					}
				}
				m := moves[rng.Intn(len(moves))]
				pos, ref = pos.Play(m), ref.play(pos.FormatMove(m))
			}
		}
	}
}

// naivePerft counts the reference's tree as Perft counts.
func naivePerft(n naive, depth int) game.PerftCount {
	if depth == 0 {
		return game.PerftCount{Leaves: 1}
	}
	if n.over() {
		return game.PerftCount{GameEnds: 1}
	}
	var c game.PerftCount
	for _, m := range n.moves() {
		d := naivePerft(n.play(m), depth-1)
		c.Leaves += d.Leaves
		c.GameEnds += d.GameEnds
	}
	return c
}

// Perft from the start: tic-tac-toe's known counts (255,168 games,
// 549,946 nodes), Connect Four's first plies, Nim's, each checked against
// the naive reference too.
func TestPerft(t *testing.T) {
	ttt := []game.PerftCount{{Leaves: 1, GameEnds: 0}, {Leaves: 9, GameEnds: 0}, {Leaves: 72, GameEnds: 0}, {Leaves: 504, GameEnds: 0}, {Leaves: 3024, GameEnds: 0}, {Leaves: 15120, GameEnds: 0}, {Leaves: 54720, GameEnds: 1440}, {Leaves: 148176, GameEnds: 6768}, {Leaves: 200448, GameEnds: 54720}, {Leaves: 127872, GameEnds: 127296}}
	nodes, games := uint64(0), uint64(0)
	for d, want := range ttt {
		got := game.Perft(tictactoe.TicTacToe{}.Start(), d)
		if got != want {
			t.Errorf("tic-tac-toe perft %d: %+v, want %+v", d, got, want)
		}
		if ref := naivePerft(newNaiveTTT(), d); ref != got {
			t.Errorf("tic-tac-toe perft %d: %+v, the naive reference %+v", d, got, ref)
		}
		nodes += got.Leaves
	}
	// Every game ends by ply 9: the leaves at 9 and the games that ended
	// sooner are all the games; the nodes are the leaves of every depth,
	// less the finished games counted again at each later depth.
	games = ttt[9].Leaves + ttt[9].GameEnds
	if games != 255168 {
		t.Errorf("tic-tac-toe: %d games, want 255,168", games)
	}
	if c := countNodes(tictactoe.TicTacToe{}.Start()); c != 549946 {
		t.Errorf("tic-tac-toe: %d nodes in the complete tree, want 549,946", c)
	}
	c4, _ := connect4.NewConnectFour("")
	for d, want := range []uint64{1, 7, 49, 343, 2401, 16807, 117649, 823536} {
		if got := game.Perft(c4.Start(), d); got.Leaves != want || got.GameEnds != 0 {
			t.Errorf("Connect Four perft %d: %+v, want %d leaves", d, got, want)
		}
	}
	for d := 0; d <= 5; d++ {
		if got, ref := game.Perft(c4.Start(), d), naivePerft(newNaiveC4(7, 6), d); got != ref {
			t.Errorf("Connect Four perft %d: %+v, the naive reference %+v", d, got, ref)
		}
	}
	nim, _ := nim.NewNim("1 2 3")
	for d := 0; d <= 7; d++ {
		if got, ref := game.Perft(nim.Start(), d), naivePerft(naiveNim{heaps: []int{1, 2, 3}}, d); got != ref {
			t.Errorf("Nim perft %d: %+v, the naive reference %+v", d, got, ref)
		}
	}
}

// countNodes counts the nodes of the complete game tree below p.
func countNodes(p game.Position) int {
	n := 1
	for _, m := range p.AppendMoves(nil) {
		n += countNodes(p.Play(m))
	}
	return n
}

// negamax is the exact value of p for the side to move, each position
// solved once (memo, by board string).
func negamax(p game.Position, memo map[string]float64) float64 {
	if p.Over() {
		return p.Utility(p.ToMove())
	}
	key := p.String()
	if v, ok := memo[key]; ok {
		return v
	}
	best := -2.0
	for _, m := range p.AppendMoves(nil) {
		best = max(best, -negamax(p.Play(m), memo))
	}
	memo[key] = best
	return best
}

// Tic-tac-toe is a draw; Nim's evaluation (Bouton's nim-sum) says who
// wins, as the complete search does.
func TestValues(t *testing.T) {
	if v := negamax(tictactoe.TicTacToe{}.Start(), map[string]float64{}); v != 0 {
		t.Errorf("tic-tac-toe with perfect play: %v, want a draw", v)
	}
	for _, heaps := range []string{"1 2 3", "3 4 5", "1 1", "2 2 1", "4 1 5", "7", "0 0 2 O"} {
		g, err := nim.NewNim(heaps)
		if err != nil {
			t.Fatal(err)
		}
		p := g.Start()
		if p.Over() {
			continue
		}
		if got, want := negamax(p, map[string]float64{}), game.Evaluate(p, p.ToMove())*2; got != want {
			t.Errorf("Nim %s: perfect play gives %v to the side to move, the nim-sum says %v", heaps, got, want)
		}
	}
	c4, _ := connect4.NewConnectFour("4x4")
	if v := negamax(c4.Start(), map[string]float64{}); v != 0 {
		t.Errorf("Connect Four on 4x4 with perfect play: %v, want a draw", v)
	}
}

// Board strings, their checks and the diagrams.
func TestParsePosition(t *testing.T) {
	c4, _ := connect4.NewConnectFour("")
	for _, tc := range []struct {
		g    game.Game
		in   string
		want string // the board string, or the error's words
	}{
		{tictactoe.TicTacToe{}, "X---O---- X", "X---O---- X"},
		{tictactoe.TicTacToe{}, "x---o----", "X---O---- X"},
		{tictactoe.TicTacToe{}, "XXX-OO--- O", "XXX-OO--- O"},
		{tictactoe.TicTacToe{}, "XX------- O", "X has 2 marks and O 0"},
		{tictactoe.TicTacToe{}, "X-------- X", "it is O to move, not X"},
		{tictactoe.TicTacToe{}, "XXXOOO-X-", "both have three in a row"},
		{tictactoe.TicTacToe{}, "X--", "want 9 characters"},
		{tictactoe.TicTacToe{}, "X---Q----", `character 5 is 'Q'`},
		{c4, "---X" + strings.Repeat("-", 38), "---X" + strings.Repeat("-", 38) + " O"},
		{c4, strings.Repeat("-", 7) + "X" + strings.Repeat("-", 34), "a2 holds a disc over an empty square"},
		{nim.Nim{}, "3 4 5", "3 4 5 X"},
		{nim.Nim{}, "3,4,5 o", "3 4 5 O"},
		{nim.Nim{}, "3 x 5", `heap 2 is "x"`},
		{nim.Nim{}, "", "want 1 to 10 heaps"},
		{nim.Nim{}, "61", "from 0 to 60"},
	} {
		p, err := tc.g.ParsePosition(tc.in)
		got := ""
		if err != nil {
			got = err.Error()
		} else {
			got = p.String()
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s %q: %q, want %q", tc.g.Name(), tc.in, got, tc.want)
		}
	}
}

// Moves are checked: an occupied square, a full column, a heap too small,
// each said with the legal moves.
func TestPlayChecked(t *testing.T) {
	c4, _ := connect4.NewConnectFour("4x4")
	nim, _ := nim.NewNim("1 2")
	for _, tc := range []struct {
		g     game.Game
		moves string
		want  string
	}{
		{tictactoe.TicTacToe{}, "b2 b2", "ply 2: b2 is not legal for O (legal: a1 b1 c1 a2 c2 a3 b3 c3)"},
		{tictactoe.TicTacToe{}, "d1", `"d1" is not a tic-tac-toe square`},
		{tictactoe.TicTacToe{}, "a1a2b1b2c1 c3", "the game is over"},
		{c4, "aaaaa", "ply 5: a is not legal for X (legal: b c d)"},
		{c4, "e", "want a letter, a to d"},
		{nim, "2:3", "2:3 is not legal for X"},
		{nim, "3:1", "a heap from 1 to 2"},
	} {
		_, _, err := game.Replay(tc.g.Start(), tc.moves)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %q: %v, want %q", tc.g.Name(), tc.moves, err, tc.want)
		}
	}
	p, moves, err := game.Replay(tictactoe.TicTacToe{}.Start(), "b2a1 c3")
	if err != nil || len(moves) != 3 || p.String() != "O---X---X O" {
		t.Errorf("b2 a1 c3: %v %v %v", p, moves, err)
	}
}

func ExampleDiagram() {
	p, moves, _ := game.Replay(tictactoe.TicTacToe{}.Start(), "b2 a1 c3")
	fmt.Print(game.Diagram(p, moves[len(moves)-1]))
	c4, _ := connect4.NewConnectFour("5x4")
	q, moves, _ := game.Replay(c4.Start(), "ccd")
	fmt.Print(game.Diagram(q, moves[len(moves)-1]))
	nim, _ := nim.NewNim("3 4 5")
	r, moves, _ := game.Replay(nim.Start(), "2:3")
	fmt.Print(game.Diagram(r, moves[0]))
	// Output:
	//   a b c
	// 1 O - - 1
	// 2 - X - 2
	// 3 - -[X]3
	//   a b c
	// O to move
	//   a b c d e
	// 4 - - - - - 4
	// 3 - - - - - 3
	// 2 - - O - - 2
	// 1 - - X[X]- 1
	//   a b c d e
	// O to move
	// heap 1: ||| (3)
	// heap 2: | (1) <- 3 taken
	// heap 3: ||||| (5)
	// O to move
}

// Any text: a board string of every registered game (a game enters by
// being registered) is read or refused, never a panic; what is read
// writes back to a string that reads the same, and every move from it is
// drawn.
func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"X---O---- X", "3 4 5 O", strings.Repeat("-", 42) + " X", "XO", "", "JQ pb", "JsQh rc Kh r", "KhKs cc Js", "-", "1 2 3 B", "12 7 5 X"} {
		f.Add(s)
	}
	var games []game.Game
	for _, e := range game.Entries() {
		g, err := game.New(e.Name, "")
		if err != nil {
			f.Fatal(err)
		}
		games = append(games, g)
	}
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

// Any text as a move: read or refused, never a panic.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"b2", "d", "2:3", "z9", ":", "1:99"} {
		f.Add(s)
	}
	c4, _ := connect4.NewConnectFour("")
	nim, _ := nim.NewNim("")
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range []game.Game{tictactoe.TicTacToe{}, c4, nim} {
			if _, _, err := game.PlayChecked(g.Start(), s); err == nil {
				if _, err := g.Start().ParseMove(s); err != nil {
					t.Fatalf("%s %q: played but not read", g.Name(), s)
				}
			}
		}
	})
}

// Tic-tac-toe's transpositions and symmetries: the 549,946 nodes of its
// complete tree hold 5,478 distinct positions, 765 up to the board's eight
// symmetries (rotations and reflections), as the literature counts them.
func TestTicTacToePositions(t *testing.T) {
	seen := map[string]bool{}
	var walk func(p game.Position)
	walk = func(p game.Position) {
		k := p.String()
		if seen[k] {
			return
		}
		seen[k] = true
		for _, m := range p.AppendMoves(nil) {
			walk(p.Play(m))
		}
	}
	walk(tictactoe.TicTacToe{}.Start())
	if len(seen) != 5478 {
		t.Errorf("%d distinct positions, want 5478", len(seen))
	}
	// The eight symmetries as permutations of the squares a1 b1 c1 a2 ... c3.
	rot := [9]int{6, 3, 0, 7, 4, 1, 8, 5, 2}
	flip := [9]int{2, 1, 0, 5, 4, 3, 8, 7, 6}
	canon := func(s string) string {
		cells := s[:9]
		best := ""
		for f := 0; f < 2; f++ {
			for r := 0; r < 4; r++ {
				if best == "" || cells < best {
					best = cells
				}
				b := []byte(cells)
				for i := range b {
					b[i] = cells[rot[i]]
				}
				cells = string(b)
			}
			b := []byte(cells)
			for i := range b {
				b[i] = cells[flip[i]]
			}
			cells = string(b)
		}
		return best + s[9:]
	}
	classes := map[string]bool{}
	for k := range seen {
		classes[canon(k)] = true
	}
	if len(classes) != 765 {
		t.Errorf("%d positions up to symmetry, want 765", len(classes))
	}
}
