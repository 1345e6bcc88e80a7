package play

import (
	"context"
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"sync"

	"gametree/cfr"
	"gametree/game"
	"gametree/gamesearch"
	"gametree/internal/msg"
	"gametree/internal/rescue"
	"gametree/search"
)

// The players of a game of hidden information (Kuhn poker): a person,
// random, and the equilibrium found by CFR+ (ai:equilibrium), which draws
// each move by the probability its strategy gives it at the information
// set of the player to move: what that player sees, never the other's
// card.

// hidden reports whether g is a game of hidden information.
func hidden(g game.Game) bool {
	_, ok := g.Start().(game.Informed)
	return ok
}

// The iterations of CFR+ (the search its family runs by default, as
// package search declares it) behind
// ai:equilibrium are a run's default on the game's tree (cfr.Iterations):
// 10,000 on Kuhn poker (an exploitability of about 2e-5, in 30 ms), 1,000
// on Leduc hold'em (about 0.012 chips a hand, in a second and a half).

// equilibria holds each game's equilibrium, by its name: a *solving
// whose done closes when it is found. A class asking Leduc hold'em's at
// once runs CFR+ once, not once a page.
var equilibria sync.Map

// solving is an equilibrium being found, then found: each information
// set's name to its moves' probabilities, or why there is none.
type solving struct {
	done     chan struct{}
	strategy map[string][]float64
	err      error
}

// equilibriumOf returns g's equilibrium strategy, found once. The search
// runs on its own (about a second and a half on Leduc hold'em, once a
// process): when ctx ends first, equilibriumOf gives up with ctx.Err()
// and the search goes on for the next to ask, so a server's request is
// answered within its time and the work is not lost.
func equilibriumOf(ctx context.Context, g game.Game) (map[string][]float64, error) {
	v, found := equilibria.LoadOrStore(g.Name(), &solving{done: make(chan struct{})})
	s := v.(*solving)
	if !found {
		go func() {
			defer close(s.done)
			defer rescue.Catch(&s.err) // a panic of the search is its error
			s.strategy, s.err = solveEquilibrium(g)
		}()
	}
	select {
	case <-s.done:
		return s.strategy, s.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// solveEquilibrium finds g's equilibrium by CFR+: each information set's
// name to its moves' probabilities.
func solveEquilibrium(g game.Game) (map[string][]float64, error) {
	t, err := gamesearch.NewInformed(g.Start())
	if err != nil {
		return nil, err
	}
	c, err := cfr.New(t, search.DefaultOf(search.Equilibria).Plus)
	if err != nil {
		return nil, err
	}
	iterations, _ := cfr.Iterations(len(t.Pos))
	c.Run(iterations)
	avg := c.Average()
	st := map[string][]float64{}
	for i, name := range t.Sets {
		st[name] = avg[i]
	}
	return st, nil
}

// Equilibrium plays the equilibrium of a game of hidden information: at
// each move, a move drawn by the probability its strategy gives it where
// the player stands (its information set); its draws follow its seed.
type Equilibrium struct {
	rng  *rand.Rand
	game game.Game
}

// Spec returns "ai:equilibrium".
func (*Equilibrium) Spec() string { return "ai:equilibrium" }

// Close does nothing.
func (*Equilibrium) Close() error { return nil }

// Choose draws a move by the equilibrium's probabilities at the
// information set of the player to move.
func (e *Equilibrium) Choose(ctx context.Context, g *Game) (game.Choice, error) {
	p := g.Pos()
	if mv, done, err := noChoice(p); done {
		return mv, err
	}
	st, err := equilibriumOf(ctx, e.game)
	if err != nil {
		return game.Choice{}, err
	}
	moves := p.AppendMoves(nil)
	probs := st[p.(game.Informed).InfoSet()]
	u := e.rng.Float64()
	for i, m := range moves {
		if i < len(probs) {
			if u < probs[i] {
				return game.Choice{Move: m}, nil
			}
			u -= probs[i]
		}
	}
	return game.Choice{Move: moves[len(moves)-1]}, nil
}

// parseHidden reads the player spec of a game of hidden information:
// human (nil), random, or ai:equilibrium.
func parseHidden(spec string, g game.Game, cfg Config) (Player, error) {
	switch strings.ToLower(strings.TrimSpace(spec)) {
	case Human:
		return nil, nil
	case "random":
		return &Random{rng: rand.New(rand.NewSource(cfg.Seed))}, nil
	case "ai:equilibrium":
		return &Equilibrium{rng: rand.New(rand.NewSource(cfg.Seed)), game: g}, nil
	}
	return nil, errorf("player %q: %s hides each player's card, and a search that sees every card cannot play it; want %s", spec, msg.P(g.Title()), PlayerSpecs(g))
}

// hiddenHint is the hint of a game of hidden information: the
// equilibrium's probabilities where the player to move stands, or false;
// an error when ctx ends before the equilibrium is found.
func hiddenHint(ctx context.Context, p game.Position, l msg.Lang) (string, bool, error) {
	inf, ok := p.(game.Informed)
	if !ok || game.IsChance(p) {
		return "", false, nil
	}
	st, err := equilibriumOf(ctx, p.Game())
	if err != nil {
		return "", false, err
	}
	var parts []string
	for i, m := range p.AppendMoves(nil) {
		if probs := st[inf.InfoSet()]; i < len(probs) {
			parts = append(parts, p.FormatMove(m)+" "+l.T("%.3f", probs[i]))
		}
	}
	return l.T("the equilibrium, at %s: %s", inf.InfoSet(), strings.Join(parts, ", ")), true, nil
}

// personSeat returns the one seat a person plays in a game of hidden
// information, and false when no person or both play (the cards are
// then shown to all).
func (s *Session) personSeat() (game.Player, bool) {
	return PersonSeat(s.Names)
}

// PersonSeat returns the one seat a person plays (names are the
// players' specs, X's first) in a game of hidden information, and false
// when no person or both play: the cards are then shown to all.
func PersonSeat(names []string) (game.Player, bool) {
	seat, people := game.X, 0
	for i := range 2 {
		if specOf(names, game.Player(i)) == Human {
			seat, people = game.Player(i), people+1
		}
	}
	return seat, people == 1
}

// showSecret prints what the person sees of a game of hidden
// information: its own card and the bets so far (every card when no
// person or both play), and the players.
func (s *Session) showSecret(sec game.Secret) {
	if line := SecretView(s.Game.Pos(), s.Names, s.Lang); line != "" {
		fmt.Fprintln(s.Out, line)
	}
	fmt.Fprintln(s.Out, s.Lang.T("X: %s, O: %s", specOf(s.Names, game.X), specOf(s.Names, game.O)))
}

// SecretHidden reports whether p is a hand of hidden information not
// over with one person among the players (names): its transcript or its
// record holds the other's card, which no face may write before the
// hand's end.
func SecretHidden(p game.Position, names []string) bool {
	_, secret := p.(game.Secret)
	_, one := PersonSeat(names)
	return secret && one && !p.Over()
}

// SecretView says what the person sees of p, a hand of a game of hidden
// information not over (names are the players' specs): its own card and
// the bets so far, or every card when no person or both play; "" before
// the deal.
func SecretView(p game.Position, names []string, l msg.Lang) string {
	sec, ok := p.(game.Secret)
	if !ok {
		return ""
	}
	g := p.Game()
	bets := sec.Public()
	if bets == "" {
		bets = l.Word("none")
	}
	up := ""
	if f, ok := p.(game.FaceUp); ok && f.FaceUp() != "" {
		up = l.T("Face up: %s.", f.FaceUp()) + " "
	}
	if seat, ok := PersonSeat(names); ok {
		if card := sec.Holding(seat); card != "" {
			return l.T("Your card (%s): %s.", game.PlayerName(g, seat), card) + " " + up + l.T("The bets so far: %s.", bets)
		}
	} else if sec.Holding(game.X) != "" {
		return l.T("%s holds %s, %s holds %s.", game.PlayerName(g, game.X), sec.Holding(game.X), game.PlayerName(g, game.O), sec.Holding(game.O)) + " " + up + l.T("The bets so far: %s.", bets)
	}
	return ""
}

// reveal shows the cards at the end of a hand, and the chips won.
func (s *Session) reveal(game.Secret) {
	for _, line := range Reveal(s.Game.Pos(), s.Names, s.Lang) {
		fmt.Fprintln(s.Out, line)
	}
}

// Reveal says a finished hand of a game of hidden information (names
// are the players' specs): the cards and the bets, then the chips won.
func Reveal(p game.Position, names []string, l msg.Lang) []string {
	sec, ok := p.(game.Secret)
	if !ok {
		return nil
	}
	g := p.Game()
	lines := []string{l.T("The cards: %s had %s, %s had %s; the bets: %s.", game.PlayerName(g, game.X), sec.Holding(game.X), game.PlayerName(g, game.O), sec.Holding(game.O), sec.Public())}
	if f, ok := p.(game.FaceUp); ok && f.FaceUp() != "" {
		lines[0] = l.T("The cards: %s had %s, %s had %s, %s face up; the bets: %s.", game.PlayerName(g, game.X), sec.Holding(game.X), game.PlayerName(g, game.O), sec.Holding(game.O), f.FaceUp(), sec.Public())
	}
	if pd, ok := p.(game.Paid); ok {
		w, v := game.X, pd.Payoff()
		if v < 0 {
			w, v = game.O, -v
		}
		switch v {
		case 0:
			lines = append(lines, l.Word("The hands are equal: the pot is split, no chip won."))
		case 1:
			lines = append(lines, l.T("%s (%s) wins 1 chip.", game.PlayerName(g, w), specOf(names, w)))
		default:
			lines = append(lines, l.T("%s (%s) wins %s chips.", game.PlayerName(g, w), specOf(names, w), strconv.FormatFloat(v, 'f', -1, 64)))
		}
	}
	return lines
}
