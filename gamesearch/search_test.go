package gamesearch_test

import (
	"fmt"
	"gametree/games/tictactoe"
	"math/rand"
	"testing"

	"gametree/gamesearch"
	"gametree/minimax"
	"gametree/othello"
	"gametree/othello/adapter"
)

// Othello's searches on its bitboards (gamesearch.Searcher) find what the same
// searches find through the interface (Implicit): the same values, best
// moves and counts, on seeded random positions, every algorithm and
// ordering of compare.
func TestSearchesOnBitboardsAsThroughTheInterface(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	var searches []gamesearch.Search
	for _, algo := range []minimax.Algorithm{minimax.Minimax, minimax.AlphaBeta, minimax.AlphaBetaFailSoft, minimax.PVS, minimax.IDTT} {
		for _, o := range []minimax.Ordering{minimax.Natural, minimax.Static, minimax.Eval, minimax.Perfect} {
			searches = append(searches, gamesearch.Search{Algorithm: algo, Order: o})
		}
	}
	for k := 0; k < 24; k++ {
		size := []int{4, 6, 8, 10}[k%4]
		p := othello.Start(size)
		for n := rng.Intn(3 * size); n > 0 && !p.GameOver(); n-- {
			moves := p.MoveList()
			p = p.Apply(moves[rng.Intn(len(moves))])
		}
		pos := adapter.NewOthello(p, []othello.Evaluator{othello.Discs{}, othello.Mixed{}, othello.Mobility{}}[k%3])
		depth := 1 + k%3
		var fast, slow []gamesearch.SearchResult
		gamesearch.Searches(pos, depth, searches, func(_ int, r gamesearch.SearchResult) bool { fast = append(fast, r); return true })
		im := gamesearch.NewImplicit(pos)
		gamesearch.RunSearches[gamesearch.State, string](im, im.Root, depth, searches, func(_ int, r gamesearch.SearchResult) bool { slow = append(slow, r); return true })
		for i := range searches {
			f, s := fast[i], slow[i]
			f.Duration, s.Duration = 0, 0
			if fmt.Sprint(f) != fmt.Sprint(s) {
				t.Errorf("%s depth %d, %v %v: bitboards %+v, interface %+v", p, depth, searches[i].Algorithm, searches[i].Order, f, s)
			}
		}
	}
}

// Search runs one search; a game without a fast path goes through the
// interface.
func TestSearchOne(t *testing.T) {
	r := gamesearch.One(tictactoe.TicTacToe{}.Start(), gamesearch.Search{Algorithm: minimax.AlphaBeta, Depth: 9, Order: minimax.Eval})
	if r.Value != 0 || !r.HasBest || r.Stopped {
		t.Errorf("tic-tac-toe from the start: %+v, want a draw", r)
	}
}

// BenchmarkSearchesOthello runs alpha-beta to depth 7 on Othello's
// bitboards from the start, through Searches.
func BenchmarkSearchesOthello(b *testing.B) {
	pos := adapter.Othello{Size: 8, Eval: othello.Discs{}}.Start()
	for b.Loop() {
		gamesearch.One(pos, gamesearch.Search{Algorithm: minimax.AlphaBeta, Depth: 7, Order: minimax.Eval})
	}
}

// BenchmarkSearchesTicTacToe runs alpha-beta to the end of tic-tac-toe
// through the interface.
func BenchmarkSearchesTicTacToe(b *testing.B) {
	for b.Loop() {
		gamesearch.One(tictactoe.TicTacToe{}.Start(), gamesearch.Search{Algorithm: minimax.AlphaBeta, Depth: 9})
	}
}
