package explore

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"gametree/game"
)

// A hand of Kuhn poker on the pages: dealt by its seed, sealed, the same
// cards at every request of the hand, every deal over many seeds; its
// reports tell the person its own card and never the other's (in the
// JSON whole) until the hand is over, then both cards and the chips; the
// refusals say what to give, in one line.
func TestHandsOnThePages(t *testing.T) {
	ctx := context.Background()
	deals := map[string]bool{}
	for seed := 1; seed <= 80; seed++ {
		q := Values{"game": {"kuhn"}, "seed": {strconv.Itoa(seed)}, "black": {"human"}, "white": {"ai:equilibrium"}}
		req, err := ParseMove(q)
		if err != nil {
			t.Fatal(err)
		}
		sec := req.Game.Pos().(game.Secret)
		mine, theirs := sec.Holding(game.X), sec.Holding(game.O)
		deals[mine+theirs] = true
		rep, err := Move(ctx, req)
		req.Game.Close()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(rep)
		if !strings.Contains(rep.Diagram, "Your card (X): "+mine+".") || strings.Contains(strings.ReplaceAll(string(b), `"kuhn"`, ""), theirs) || rep.Transcript != "" {
			t.Fatalf("seed %d: X holds %s, O %s: the report says %s", seed, mine, theirs, b)
		}
		// The person checks; the equilibrium answers; the hand goes on
		// with the same cards, and the report tells O's card at its end.
		q["play"] = []string{"p"}
		req, err = ParseMove(q)
		if err != nil {
			t.Fatal(err)
		}
		if got := req.Game.Pos().(game.Secret).Holding(game.O); got != theirs {
			t.Fatalf("seed %d: O holds %s, then %s", seed, theirs, got)
		}
		rep, err = Move(ctx, req)
		req.Game.Close()
		if err != nil {
			t.Fatal(err)
		}
		delete(q, "play")
		q["moves"] = []string{rep.Transcript}
		q["advance"] = []string{"true"}
		req, err = ParseMove(q)
		if err != nil {
			t.Fatal(err)
		}
		rep, err = Move(ctx, req)
		req.Game.Close()
		if err != nil {
			t.Fatal(err)
		}
		b, _ = json.Marshal(rep)
		over := rep.Position.GameOver
		if shows := strings.Contains(strings.ReplaceAll(string(b), `"kuhn"`, ""), theirs); shows != over {
			t.Fatalf("seed %d: over %v, O's card %s shown %v: %s", seed, over, theirs, shows, b)
		}
		if over && (rep.Payoff == nil || !strings.HasPrefix(rep.Diagram, "The cards: X had "+mine+", O had "+theirs)) {
			t.Fatalf("seed %d: the end says %q, payoff %v", seed, rep.Diagram, rep.Payoff)
		}
	}
	if len(deals) != 6 {
		t.Errorf("80 seeds dealt %d deals of 6", len(deals))
	}
	for _, tc := range []struct {
		q    Values
		want string
	}{
		{Values{"game": {"kuhn"}}, "needs --seed N"},
		{Values{"game": {"kuhn"}, "seed": {"3"}, "moves": {"JQ p"}}, `the bet 1, "JQ"`},
		{Values{"game": {"kuhn"}, "seed": {"3"}, "board": {"JQ"}}, "starts from its deal"},
	} {
		_, err := ParseMove(tc.q)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: %v, want %q", tc.q, err, tc.want)
		}
	}
	// The hint is the person's alone.
	if _, err := ParseHint(Values{"game": {"kuhn"}, "seed": {"3"}, "black": {"ai:equilibrium"}, "white": {"human"}}); err == nil || !strings.Contains(err.Error(), "a program whose card the hint would tell") {
		t.Errorf("the hint of the program's turn: %v", err)
	}
	req, err := ParseHint(Values{"game": {"kuhn"}, "seed": {"3"}, "black": {"human"}, "white": {"ai:equilibrium"}})
	if err != nil {
		t.Fatal(err)
	}
	h, err := Hint(ctx, req)
	if err != nil || !strings.HasPrefix(h.Text, "Hint: the equilibrium, at ") {
		t.Errorf("the hint: %+v %v", h, err)
	}
}
