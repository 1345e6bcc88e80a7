package play

import (
	"bytes"
	"context"
	"errors"
	"gametree/games/nim"
	"gametree/games/poker"
	"math"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"gametree/game"
	"gametree/internal/msg"
)

// nimThree returns Nim for three players from the heaps and the player
// to move ("2 3 4 B").
func nimThree(t *testing.T, pos string) game.Position {
	t.Helper()
	p, err := nim.NimThree{}.ParsePosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// naiveVector is max^n written apart on positions, as Luckhardt and Irani
// (1986) define it: each player takes the move whose value gives it the
// most, the first on a tie, to depth plies; below, the game's exact
// evaluation.
func naiveVector(p game.Position, depth int) ([]float64, game.Move) {
	u := p.(game.Utilitarian)
	if p.Over() {
		return u.Utilities(), game.NoMove
	}
	if depth == 0 {
		return u.EvaluateVector(), game.NoMove
	}
	me := p.ToMove()
	var best []float64
	move := game.NoMove
	for _, m := range p.AppendMoves(nil) {
		if v, _ := naiveVector(p.Play(m), depth-1); best == nil || v[me] > best[me] {
			best, move = v, m
		}
	}
	return best, move
}

// naiveParanoid is paranoid search written apart, as Sturtevant and Korf
// (2000, "On Pruning Techniques for Multi-Player Games", AAAI-2000)
// define it: the game reduced to two players, the root's player
// maximizing its own utility and every other player, a coalition,
// minimizing it; the first best move kept on a tie.
func naiveParanoid(p game.Position, depth int, root game.Player) (float64, game.Move) {
	u := p.(game.Utilitarian)
	if p.Over() {
		return u.Utilities()[root], game.NoMove
	}
	if depth == 0 {
		return u.EvaluateVector()[root], game.NoMove
	}
	var best float64
	move := game.NoMove
	for _, m := range p.AppendMoves(nil) {
		v, _ := naiveParanoid(p.Play(m), depth-1, root)
		if move == game.NoMove || p.ToMove() == root && v > best || p.ToMove() != root && v < best {
			best, move = v, m
		}
	}
	return best, move
}

// The players of a game of several players choose as max^n and paranoid
// search written apart do, on seeded random positions of Nim for three
// players, at depths 1 to 3; shallow pruning as max^n.
func TestSeveralPlayersAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	g := nimThree(t, "1 2 3 A").Game()
	for trial := 0; trial < 120; trial++ {
		heaps := make([]string, 2+rng.Intn(3))
		for i := range heaps {
			heaps[i] = string(rune('1' + rng.Intn(5)))
		}
		pos := nimThree(t, strings.Join(heaps, " ")+" "+string(rune('A'+rng.Intn(3))))
		if len(pos.AppendMoves(nil)) < 2 {
			continue
		}
		depth := 1 + trial%3
		_, want := naiveVector(pos, depth)
		_, wantParanoid := naiveParanoid(pos, depth, pos.ToMove())
		for _, spec := range []string{"maxn", "shallow", "paranoid"} {
			pl, err := ParsePlayer(spec+":"+string(rune('0'+depth)), g, Config{})
			if err != nil {
				t.Fatal(err)
			}
			mv, err := pl.Choose(context.Background(), NewGame(pos))
			if err != nil {
				t.Fatal(err)
			}
			w := want
			if spec == "paranoid" {
				w = wantParanoid
			}
			if mv.Move != w {
				t.Fatalf("%s, %s:%d plays %s; written apart %s", pos, spec, depth, pos.FormatMove(mv.Move), pos.FormatMove(w))
			}
		}
	}
}

// A game of three players at the terminal: a person and two programs,
// each seat named, the person's prompt, the hint's max^n values, a move
// refused with the legal ones, the end with its winner.
func TestSessionSeveralPlayers(t *testing.T) {
	start := nimThree(t, "1 2 2 A")
	g := start.Game()
	players := []Player{nil, mustGamePlayer(t, "ai:perfect", g, 0), mustGamePlayer(t, "paranoid:2", g, 0)}
	var out bytes.Buffer
	s := &Session{Game: NewGame(start), Players: players, Names: []string{"human", "ai:perfect", "paranoid:2"},
		In: strings.NewReader("hint\n3:3\n1:1\n2:1\n2:1\n3:1\n3:1\n"), Out: &out}
	if err := s.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"A: human, B: ai:perfect, C: paranoid:2", "A to move> ",
		"Hint: with each player playing for itself (max^n,", "moves lead to: 1:1 (",
		"A cannot play 3:3: it is not a legal move here", "B (ai:perfect) plays", "B gets", "C (paranoid:2) plays",
		"Game over: "} {
		if !strings.Contains(text, want) {
			t.Errorf("the session lacks %q:\n%s", want, text)
		}
	}
	paranoid := DescribeChoice(game.Choice{Searched: true, Paranoid: true, Depth: 2, Value: 0, Nodes: 8}, start)
	if paranoid != " (paranoid search at depth 2: A gets 0 if the others all play against it; 8 nodes)" {
		t.Errorf("paranoid's choice: %q", paranoid)
	}
	if w, ok := s.Game.Winner(); !ok || !strings.Contains(text, "Game over: "+game.PlayerName(g, w)+" (") {
		t.Errorf("winner %v %v:\n%s", w, ok, text)
	}
}

// A match of three players: with Swap each opening is played once a
// seat, each player in every seat; every game counted once, one winner a
// game; the same seed, the same games.
func TestMatchSeveral(t *testing.T) {
	start := nimThree(t, "2 3 4 A")
	g := start.Game()
	players := func() []Player {
		return []Player{mustGamePlayer(t, "ai:perfect", g, 1), mustGamePlayer(t, "paranoid:2", g, 2), mustGamePlayer(t, "random", g, 3)}
	}
	cfg := MatchConfig{Games: 9, Swap: true, Openings: 2, Seed: 4, Start: start}
	stats, games, err := MatchSeveral(context.Background(), players(), cfg)
	if err != nil || len(games) != 9 {
		t.Fatal(err, len(games))
	}
	wins := 0
	for _, st := range stats {
		if st.Wins+st.Losses+st.Draws != 9 {
			t.Errorf("%s: %d games", st.Spec, st.Wins+st.Losses+st.Draws)
		}
		wins += st.Wins
	}
	if wins != 9 {
		t.Errorf("%d wins in 9 games", wins)
	}
	for i, rec := range games {
		if rec.Seats[i%3] != "ai:perfect" {
			t.Errorf("game %d: seats %v", i+1, rec.Seats)
		}
		if i%3 > 0 && rec.Game.Moves[0] != games[i-i%3].Game.Moves[0] {
			t.Errorf("game %d: another opening than its group's", i+1)
		}
	}
	_, again, _ := MatchSeveral(context.Background(), players(), cfg)
	for i := range games {
		if games[i].Game.Transcript() != again[i].Game.Transcript() {
			t.Fatalf("game %d: %s, then %s", i+1, games[i].Game.Transcript(), again[i].Game.Transcript())
		}
	}
}

// The equilibrium player of Kuhn poker draws its moves by the
// equilibrium's probabilities where it stands: over many hands against
// random it wins chips, and as O against itself it wins about 1/18 a
// hand, the game's value; a search that sees every card is refused.
func TestEquilibriumPlayer(t *testing.T) {
	g := poker.Kuhn{}
	eq, err := ParsePlayer("ai:equilibrium", g, Config{Seed: 1})
	if err != nil || eq.Spec() != "ai:equilibrium" {
		t.Fatal(err)
	}
	two, _ := ParsePlayer("ai:equilibrium", g, Config{Seed: 2})
	random, _ := ParsePlayer("random", g, Config{Seed: 3})
	stats, _, err := Match(context.Background(), eq, random, MatchConfig{Games: 4000, Swap: true, Seed: 4, Start: g.Start()})
	if err != nil || stats[0].AvgMargin() <= 0.1 {
		t.Errorf("the equilibrium against random: %v, %+v", err, stats[0])
	}
	stats, _, _ = Match(context.Background(), eq, two, MatchConfig{Games: 20000, Seed: 5, Start: g.Start()})
	if v := stats[0].AvgMargin(); math.Abs(v+1.0/18) > 0.03 {
		t.Errorf("X against the equilibrium wins %v a hand, want about -1/18", v)
	}
	if _, err := ParsePlayer("alphabeta:3", g, Config{}); err == nil || !strings.Contains(err.Error(), "a search that sees every card cannot play it") {
		t.Errorf("alphabeta on Kuhn poker: %v", err)
	}
}

// The equilibrium of Leduc hold'em takes about a second to find: a
// request whose time ends first is refused with its context's error, and
// the search goes on, so that the next request finds it done.
func TestEquilibriumWithinTheRequestsTime(t *testing.T) {
	g := poker.Leduc{}
	eq, err := ParsePlayer("ai:equilibrium", g, Config{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	sess := NewGame(g.Start())
	if err := sess.Play(sess.Pos().AppendMoves(nil)[0]); err != nil { // the deal
		t.Fatal(err)
	}
	if _, found := equilibria.Load(g.Name()); !found {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := eq.Choose(ctx, sess); !errors.Is(err, context.Canceled) {
			t.Fatalf("a request whose time is out: %v, want context.Canceled", err)
		}
	}
	mv, err := eq.Choose(context.Background(), sess)
	if err != nil || !slices.Contains(sess.Pos().AppendMoves(nil), mv.Move) {
		t.Fatalf("then: %v, %v", mv, err)
	}
	text, _, err := HintIn(context.Background(), sess, nil, msg.En)
	if err != nil || !strings.Contains(text, "the equilibrium, at") {
		t.Errorf("the hint: %q, %v", text, err)
	}
}
