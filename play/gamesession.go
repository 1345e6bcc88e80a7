package play

import (
	"context"
	"strings"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/tree"
)

// GameOverText says how g stands: "Game over: X (human) wins.", "Game
// over: a draw.", or, while it goes on, whose move it is.
func GameOverText(g *BoardGame, names [2]string) string { return GameOverTextIn(g, names, msg.En) }

// GameOverTextIn is GameOverText in the language l.
func GameOverTextIn(g *BoardGame, names [2]string, l msg.Lang) string {
	p := g.Pos()
	if !p.Over() {
		return l.T("The game is not over: %s (%s) is to move.", p.ToMove().String(), names[p.ToMove()])
	}
	w, ok := g.Winner()
	if !ok {
		return l.Word("Game over: a draw.")
	}
	if _, nim := p.Game().(game.Nim); nim {
		return l.T("Game over: %s (%s) took the last object and wins.", w.String(), names[w])
	}
	return l.T("Game over: %s (%s) wins.", w.String(), names[w])
}

// GameHint says what the side to move in p should play: the value of
// every move with best play where the game is small enough to search to
// the end (tic-tac-toe, Nim: "b2 draws; a1 c1 lose"), else the move of
// ai:hard with its value.
func GameHint(ctx context.Context, p game.Position) string { return GameHintIn(ctx, p, msg.En) }

// GameHintIn is GameHint in the language l.
func GameHintIn(ctx context.Context, p game.Position, l msg.Lang) string {
	if p.Over() {
		return l.Word("the game is over")
	}
	if _, c4 := p.Game().(game.ConnectFour); !c4 {
		if text, ok := exactGameHint(ctx, p, l); ok {
			return text
		}
	}
	pl, _ := ParseGamePlayer("ai:hard", p.Game(), 0)
	mv, err := pl.ChooseGame(ctx, NewBoardGame(p))
	if err != nil {
		return l.T("none: %s", l.Error(err))
	}
	return l.T("ai:hard would play %s%s", p.FormatMove(mv.Move), DescribeGameMoveIn(mv, p.ToMove(), p.Game(), l))
}

// exactGameHint groups the moves of p by their value with best play:
// "win with b2; draw with a1 c1; lose with a2"; false when ctx ended the
// search.
func exactGameHint(ctx context.Context, p game.Position, l msg.Lang) (string, bool) {
	var groups [3][]string // win, draw, lose
	for _, m := range p.AppendMoves(nil) {
		q := p.Play(m)
		var v float64
		if q.Over() {
			v = q.Utility(p.ToMove())
		} else {
			im := tree.NewImplicit(q)
			res := minimax.IterativeDeepening(im, im.Root, im.Key, minimax.Options[tree.State]{
				Order: im.Order(minimax.Eval, 0, nil), Stop: func() bool { return ctx.Err() != nil }})
			if !res.Completed {
				return "", false
			}
			v = -res.Value // from the opponent's view at q
		}
		k := 1
		switch {
		case v > 0:
			k = 0
		case v < 0:
			k = 2
		}
		groups[k] = append(groups[k], p.FormatMove(m))
	}
	var parts []string
	for k, phrase := range []string{"win with %s", "draw with %s", "lose with %s"} {
		if len(groups[k]) > 0 {
			parts = append(parts, l.T(phrase, strings.Join(groups[k], " ")))
		}
	}
	return l.T("with best play on both sides, %s would %s", p.ToMove().String(), strings.Join(parts, "; ")), true
}
