package explore

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"gametree/game"
)

// No page of a game that hides its cards tells the other player's card
// before the hand's end: in every registered game that hides them (Kuhn
// poker, Leduc hold'em), over several deals, the JSON of the deal and of
// the hand after the person's first move holds the other's card only once
// the hand is over.
func TestNoPageTellsTheOthersCard(t *testing.T) {
	ctx := context.Background()
	games := 0
	for _, e := range game.Entries() {
		if !e.Hidden {
			continue
		}
		games++
		for seed := 1; seed <= 6; seed++ {
			q := Values{"game": {e.Name}, "seed": {strconv.Itoa(seed)}, "black": {"human"}, "white": {"ai:equilibrium"}}
			req, err := ParseMove(q)
			if err != nil {
				t.Fatal(err)
			}
			pos := req.Game.Pos()
			theirs := pos.(game.Secret).Holding(game.O)
			first := pos.FormatMove(pos.AppendMoves(nil)[0])
			for _, play := range []string{"", first} {
				if play != "" {
					q["play"] = []string{play}
					if req, err = ParseMove(q); err != nil {
						t.Fatal(err)
					}
				}
				rep, err := Move(ctx, req)
				req.Game.Close()
				if err != nil {
					t.Fatal(err)
				}
				b, _ := json.Marshal(rep)
				text := strings.ReplaceAll(string(b), strconv.Quote(e.Name), "")
				if strings.Contains(text, theirs) != rep.Position.GameOver {
					t.Errorf("%s seed %d after %q: O holds %s; over %v; the page: %s", e.Name, seed, play, theirs, rep.Position.GameOver, b)
				}
			}
		}
	}
	if games < 2 {
		t.Errorf("%d games that hide their cards", games)
	}
}
