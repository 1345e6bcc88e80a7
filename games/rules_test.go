package games_test

import (
	"testing"

	"gametree/game"
	"gametree/game/gametest"
)

// Every registered game keeps its rules, on random playouts from its
// start, and its speed paths agree with its rules: one test for every
// game, none listed by hand (a game registered is checked).
func TestRulesOfEveryGame(t *testing.T) {
	for _, e := range game.Entries() {
		t.Run(e.Name, func(t *testing.T) {
			for i, size := range append([]string{""}, e.Sizes...) {
				g, err := e.New(size)
				if err != nil {
					t.Fatalf("size %q: %v", size, err)
				}
				games := 12 // the default size; two games of each other
				if i > 0 {
					games = 2
				}
				gametest.Rules(t, g, uint64(i+1), games)
				gametest.Speed(t, g, uint64(i+1), 4, 3)
			}
		})
	}
}
