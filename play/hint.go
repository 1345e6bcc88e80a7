package play

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/gamesearch"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/tree"
)

// HintIn says, in l, what the side to move in g should play, as the
// sentence after "Hint: " (solved tells that it is an exact solve): the exact value of every move where the game
// solves the position at once (game.Solver: Othello near its end, "a2:
// Black wins by 38 with perfect play (solved exactly; every move: ...)");
// else, where the game's tree is searched to the end (tic-tac-toe, Nim),
// the moves grouped by their value with best play ("with best play on
// both sides, X would win with b2; draw with a1"); else the move of the
// hint player pl with what its search found. pl is ai:hard of the game
// when nil.
func HintIn(ctx context.Context, g *Game, pl Player, l msg.Lang) (text string, solved bool, err error) {
	p := g.Pos()
	if p.Over() {
		return l.Word("the game is over"), false, nil
	}
	if text, ok, err := hiddenHint(ctx, p, l); ok || err != nil {
		return text, false, err
	}
	if text, ok := severalHint(p, l); ok {
		return text, false, nil // a sentence, wrapped to the terminal
	}
	if s, ok := p.(game.Solver); ok {
		if sol, ok := s.SolveMoves(ctx); ok {
			return SolutionText(sol, p, l), true, nil
		}
	}
	if _, ok := p.(game.Perfecter); ok {
		// The game's own perfect play (Pig's policy), with its chance.
		pl = &Perfect{}
	} else if game.ToTheEnd(p.Game()) {
		if text, ok := exactHint(ctx, p, l); ok {
			return text, false, nil
		}
	}
	if pl == nil {
		hard, err := ParsePlayer("ai:hard", p.Game(), Config{})
		if err != nil {
			return "", false, err
		}
		pl = hard
	}
	mv, err := pl.Choose(ctx, g)
	if err != nil {
		return "", false, err
	}
	return l.T("%s would play %s%s", pl.Spec(), p.FormatMove(mv.Move), DescribeChoiceIn(mv, p, l)), false, nil
}

// SolutionText writes an exact solve for the side to move at p, in l:
// "a2: Black wins by 38 with perfect play (solved exactly; every move: a2
// +38, b1 +20, c1 -4)".
func SolutionText(sol game.Solution, p game.Position, l msg.Lang) string {
	g := p.Game()
	var best []string
	for _, m := range sol.BestMoves {
		best = append(best, p.FormatMove(m))
	}
	var what string
	switch {
	case sol.Score > 0:
		what = l.T("%s wins by %s", l.Word(game.PlayerName(g, p.ToMove())), strconv.Itoa(sol.Score))
	case sol.Score < 0:
		what = l.T("%s wins by %s", l.Word(game.PlayerName(g, p.ToMove().Other())), strconv.Itoa(-sol.Score))
	default:
		what = l.Word("a draw")
	}
	var all []string
	for _, m := range sol.Moves {
		all = append(all, fmt.Sprintf("%s %+d", p.FormatMove(m.Move), m.Score))
	}
	return l.T("%s: %s with perfect play (solved exactly; every move: %s)", strings.Join(best, l.Word(" or ")), what, strings.Join(all, ", "))
}

// moveValueEntries bounds the transposition table of MoveValue's search:
// a position it cannot solve in its time no longer holds hundreds of
// megabytes (show --network at Connect Four's start: 354 MB in 5 s
// before, 69 MB after).
const moveValueEntries = 1 << 16

// MoveValue returns the value of move m at p for the player to move
// with best play on both sides, in its sign (above 0 a win, 0 a draw,
// below 0 a loss), searched to the end; false when ctx ends first.
func MoveValue(ctx context.Context, p game.Position, m game.Move) (float64, bool) {
	q := p.Play(m)
	switch {
	case q.Over():
		return q.Utility(p.ToMove()), true
	case game.EvalIsExact(p.Game()):
		return game.Outcome(q, p.ToMove()), true // the value with best play, in its sign
	}
	res := gamesearch.One(q, gamesearch.Search{Algorithm: minimax.IDTT, Order: minimax.Eval, MaxEntries: moveValueEntries, Stop: func() bool { return ctx.Err() != nil }})
	return -res.Value, res.Completed // from the opponent's view at q
}

// exactHint groups the moves of p by their value with best play: "win
// with b2; draw with a1 c1; lose with a2"; false when ctx ended the
// search.
func exactHint(ctx context.Context, p game.Position, l msg.Lang) (string, bool) {
	var groups [3][]string // win, draw, lose
	for _, m := range p.AppendMoves(nil) {
		v, ok := MoveValue(ctx, p, m)
		if !ok {
			return "", false
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

// DescribeChoice says in English what the search behind mv, a move of
// the side to move at p, found.
func DescribeChoice(mv game.Choice, p game.Position) string { return DescribeChoiceIn(mv, p, msg.En) }

// DescribeChoiceIn says in l what the search behind mv, a move of the
// side to move at p, found, and what its value means for the player who
// moved: " (value -94 at depth 4: the mixed evaluation, from Black's view;
// 1,234 nodes)", " (solved to the end: Black wins by 6)" in a game scored
// by its margin (Othello); " (value +0.33 at depth 3: open lines, from O's
// view; 123 nodes)", " (searched to the end: X wins with best play; 2,345
// nodes)" in the others.
func DescribeChoiceIn(mv game.Choice, p game.Position, l msg.Lang) string {
	if !mv.Searched {
		return ""
	}
	g := p.Game()
	mover := p.ToMove()
	who := l.Word(game.PlayerName(g, mover))
	switch {
	case several(g) && mv.Exact:
		// A game of several players: what the move gives the mover
		// when each plays for itself.
		return l.T(" (max^n, each player playing for itself: %s gets %s; %s nodes)", who, game.FormatNumber(mv.Value), tree.HumanCount(mv.Nodes))
	case several(g) && mv.Paranoid:
		return l.T(" (paranoid search at depth %s: %s gets %s if the others all play against it; %s nodes)", strconv.Itoa(mv.Depth), who, game.FormatNumber(mv.Value), tree.HumanCount(mv.Nodes))
	case several(g):
		return l.T(" (max^n at depth %s: %s gets %s by %s; %s nodes)", strconv.Itoa(mv.Depth), who, game.FormatNumber(mv.Value), l.Word(game.EvalName(g)), tree.HumanCount(mv.Nodes))
	case mv.Chance:
		return l.T(" (perfect play: %s wins with chance %.4f)", who, mv.Value)
	case mv.Exact && game.Margins(g):
		// An exact choice of such a game is worth its final margin.
		margin := int(mv.Value)
		switch {
		case margin > 0:
			return l.T(" (solved to the end: %s wins by %s)", who, strconv.Itoa(margin))
		case margin < 0:
			return l.T(" (solved to the end: %s wins by %s)", l.Word(game.PlayerName(g, mover.Other())), strconv.Itoa(-margin))
		}
		return l.Word(" (solved to the end: a draw)")
	case mv.Exact:
		what := l.Word("a draw")
		switch {
		case mv.Value > 0:
			what = l.T("%s wins", mover.String())
		case mv.Value < 0:
			what = l.T("%s wins", mover.Other().String())
		}
		return l.T(" (searched to the end: %s with best play; %s nodes)", what, tree.HumanCount(mv.Nodes))
	case mv.Eval != "":
		scored, err := Evaluated(p, mv.Eval)
		if err != nil {
			scored = p
		}
		value := game.ValueWithUnit(scored.Game(), mv.Value)
		if first, rest, ok := strings.Cut(value, " "); ok && l != msg.En {
			// "win +12" (a finished game found), else "+3 discs".
			if first == "win" || first == "loss" {
				value = l.Word(first) + " " + rest
			} else {
				value = first + " " + l.Word(rest)
			}
		}
		return l.T(" (value %s at depth %s: the %s evaluation, from %s's view; %s nodes)", value, strconv.Itoa(mv.Depth), mv.Eval, who, tree.HumanCount(mv.Nodes))
	}
	return l.T(" (value %s at depth %s: %s, from %s's view; %s nodes)", game.FormatValue(g, mv.Value, false), strconv.Itoa(mv.Depth), l.Word(game.EvalName(g)), who, tree.HumanCount(mv.Nodes))
}

// GameOverText says how g stands, in l: "Game over: X (human) wins.",
// "Game over: a draw."; in a game scored by counting (game.Counted:
// Othello's discs) "Game over: Black 40, White 24: Black (human) wins by
// 16."; while it goes on, whose move it is, or the score so far.
func GameOverText(g *Game, names []string, l msg.Lang) string {
	p := g.Pos()
	gm := p.Game()
	if c, ok := p.(game.Counted); ok {
		x, o := c.Count(game.X), c.Count(game.O)
		xs, os := l.Word(game.PlayerName(gm, game.X)), l.Word(game.PlayerName(gm, game.O))
		if !p.Over() {
			return l.T("Score so far: %s %s, %s %s.", xs, strconv.Itoa(x), os, strconv.Itoa(o))
		}
		w, ok := g.Winner()
		if !ok {
			return l.T("Game over: %s %s, %s %s: a draw.", xs, strconv.Itoa(x), os, strconv.Itoa(o))
		}
		return l.T("Game over: %s %s, %s %s: %s (%s) wins by %s.", xs, strconv.Itoa(x), os, strconv.Itoa(o), l.Word(game.PlayerName(gm, w)), specOf(names, w), strconv.Itoa(max(x-o, o-x)))
	}
	if !p.Over() {
		return l.T("The game is not over: %s (%s) is to move.", game.PlayerName(gm, p.ToMove()), specOf(names, p.ToMove()))
	}
	w, ok := g.Winner()
	if !ok {
		return l.Word("Game over: a draw.")
	}
	return l.T("Game over: %s (%s) wins.", game.PlayerName(gm, w), specOf(names, w))
}
