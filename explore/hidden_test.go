package explore

import (
	"bytes"
	"context"
	"math"
	"strings"
	"testing"

	"gametree/internal/msg"
)

// The equilibrium of Kuhn poker in the application layer: CFR+ and CFR
// read from the parameters, the report's value, precision, fraction,
// strategy and curve, averaging over clairvoyance beside it, the text in
// both languages, the plot; and what is refused, with the reason.
func TestSolveEquilibrium(t *testing.T) {
	ctx := context.Background()
	req, err := ParseSolve(v("game", "kuhn", "iterations", "3000", "plot", "e.svg"), nil)
	if err != nil || !req.Equilibrium || req.Search.Name != "cfr+" || !req.Plot {
		t.Fatalf("%v %+v", err, req)
	}
	rep, err := SolveEquilibrium(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Iterations != 3000 || rep.ValueFraction != "-1/18" || math.Abs(rep.Value+1.0/18) > 1e-3 || rep.Exploitability > 1e-3 || len(rep.Strategy) != 12 || len(rep.Sets) != 12 {
		t.Errorf("%+v", rep)
	}
	if n := len(rep.Curve); n < 10 || rep.Curve[0].Iterations != 1 || rep.Curve[n-1].Iterations != 3000 || rep.Curve[n-1].Exploitability >= rep.Curve[0].Exploitability {
		t.Errorf("curve %+v", rep.Curve)
	}
	if rep.OtherName != "cfr" || len(rep.Other) != len(rep.Curve) {
		t.Errorf("the other search: %s, %d points", rep.OtherName, len(rep.Other))
	}
	if rep.Sets[0].Player != "X" || rep.Sets[11].Player != "O" {
		t.Errorf("the sets' order: %+v", rep.Sets)
	}
	text := rep.Text()
	for _, want := range []string{"Kuhn poker: the equilibrium by CFR+, 3,000 iterations", "the simplest fraction there is -1/18.", "Averaging over clairvoyance",
		"QK pb: p (as the hidden card says)", "(bluffs): J, Jp."} {
		if !strings.Contains(text, want) {
			t.Errorf("the text lacks %q:\n%s", want, text)
		}
	}
	var svg bytes.Buffer
	if err := rep.Plot(&svg); err != nil || !strings.Contains(svg.String(), ">cfr+<") {
		t.Errorf("plot: %v", err)
	}
	rep.Lang = msg.Fr
	if text := rep.Text(); !strings.Contains(text, "Poker de Kuhn : l'équilibre par CFR+, 3\u00a0000 itérations") || !strings.Contains(text, "-0,0555") {
		t.Errorf("French:\n%s", text)
	}
	vanilla, _ := ParseSolve(v("game", "kuhn", "algo", "cfr", "iterations", "200"), nil)
	if rep, err := SolveEquilibrium(ctx, vanilla); err != nil || rep.Algorithm != "cfr" || rep.Other != nil || rep.Exploitability < 1e-3 {
		t.Errorf("CFR: %v %+v", err, rep)
	}
	for _, tc := range []struct {
		vals Values
		want string
	}{
		{v("game", "kuhn", "all", ""), "--all applies to an endgame solver"},
		{v("game", "kuhn", "board", "JQ"), "solved from before the deal"},
		{v("game", "kuhn", "output", "k.pdf"), "name the file .txt or .json"},
		{v("game", "kuhn", "plot", "k.png"), "the plot is an SVG file"},
		{v("game", "kuhn", "algo", "minimax"), "want cfr or cfr+"},
		{v("iterations", "3"), "--iterations applies to a game of hidden information"},
		{v("game", "tictactoe", "algo", "cfr"), "--algo applies to a game of hidden information"},
	} {
		if _, err := ParseSolve(tc.vals, nil); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.vals, err, tc.want)
		}
	}
	ctxDone, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := SolveEquilibrium(ctxDone, req); err == nil {
		t.Error("a cancelled solve answered")
	}
}

// The faces whose searches would see every card refuse Kuhn poker, each
// naming itself and pointing to solve.
func TestHiddenInformationRefused(t *testing.T) {
	kuhn := v("game", "kuhn")
	for name, parse := range map[string]func() error{
		"the searches of a tree": func() error { _, err := ParseTree(kuhn, nil); return err },
		"compare's searches":     func() error { _, err := ParseCompare(kuhn, nil); return err },
		"the players of a match": func() error { _, err := ParseMatch(kuhn, nil); return err },
		"a hint's search":        func() error { _, err := ParseHint(kuhn); return err },
		"the players of a game":  func() error { _, err := ParsePlay(kuhn, nil); return err },
	} {
		if err := parse(); err == nil || !strings.Contains(err.Error(), name+" would see every card") || !strings.Contains(err.Error(), "gametree solve --game kuhn") {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := ParseMove(kuhn); err == nil || !strings.Contains(err.Error(), "the players of a game would see every card") {
		t.Errorf("the play page: %v", err)
	}
}

// A game of three players in the application layer: the play page's
// report seats the players, with the legal moves of the one to move; a
// match of three seats each player in turn, its report and its games.
func TestSeveralPlayersGames(t *testing.T) {
	ctx := context.Background()
	req, err := ParseMove(v("game", "nim3", "board", "1 2 2", "players", "human,ai:perfect,paranoid:2", "play", "1:1"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Move(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Seats) != 3 || rep.Seats[1].Name != "B" || !rep.Seats[1].ToMove || len(rep.Seats[1].Legal) == 0 || len(rep.Seats[0].Legal) != 0 || rep.Seats[2].Player != "paranoid:2" {
		t.Errorf("seats %+v", rep.Seats)
	}
	if !strings.Contains(rep.Status, "B to move (ai:perfect).") || rep.History[0].Color != "a" {
		t.Errorf("status %q, history %+v", rep.Status, rep.History)
	}
	mreq, err := ParseMatch(v("game", "nim3", "board", "2 3 4", "games", "6", "swap", "", "openings", "1", "players", "ai:perfect,paranoid:2,random"), nil)
	if err != nil {
		t.Fatal(err)
	}
	mrep, err := Match(ctx, mreq, nil)
	if err != nil || len(mrep.Players) != 3 || mrep.Games != 6 {
		t.Fatalf("%v %+v", err, mrep)
	}
	wins := 0
	for _, p := range mrep.Players {
		wins += p.Wins
	}
	if wins != 6 {
		t.Errorf("%d wins in 6 games", wins)
	}
	mrep.DropTimes()
	var b bytes.Buffer
	mrep.WriteText(&b)
	if !strings.Contains(b.String(), "Nim for three players, 6 games from random openings of 1 plies") || !strings.Contains(b.String(), "each opening played once a seat") {
		t.Errorf("the match:\n%s", b.String())
	}
	b.Reset()
	mrep.WriteGames(&b)
	if !strings.Contains(b.String(), "# game 2: A random, B ai:perfect, C paranoid:2") {
		t.Errorf("the games:\n%s", b.String())
	}
	one, _ := ParseMatch(v("game", "nim3", "board", "2 3", "games", "1", "players", "ai:perfect,paranoid:2,random"), nil)
	if rep, err := Match(ctx, one, nil); err != nil {
		t.Fatal(err)
	} else {
		b.Reset()
		rep.WriteText(&b)
		if !strings.Contains(b.String(), "from 2 3 A, ai:perfect, paranoid:2 and random seated A, B and C in every game") {
			t.Errorf("one game:\n%s", b.String())
		}
	}
}
