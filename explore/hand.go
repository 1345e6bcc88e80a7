package explore

import (
	"crypto/hmac"
	crand "crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"strings"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/play"
)

// The hands of a game of hidden information (Kuhn poker) played on the
// pages. A page keeps its game in its URL, and the cards of a hand must
// not be read there: a page gives a hand's seed and its public moves (the
// bets), and the deal comes from the seed sealed with a key the server
// draws as it starts (HMAC-SHA256), so that the URL tells the cards to
// nobody, the server included once it restarts. Its reports say what the
// person sees: its own card and the bets; at the end of the hand, both
// cards and the chips won.

// dealKey seals the seeds of the hands' deals; drawn as the program
// starts.
var dealKey = func() []byte {
	b := make([]byte, 32)
	crand.Read(b) // never fails (crypto/rand)
	return b
}()

// sealedDeal is the seed of the deal of the hand of seed: seed sealed
// with dealKey.
func sealedDeal(seed int64) int64 {
	mac := hmac.New(sha256.New, dealKey)
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], uint64(seed))
	mac.Write(b[:])
	return int64(binary.BigEndian.Uint64(mac.Sum(nil)))
}

// namesHidden reports whether r names a game of hidden information.
func namesHidden(r *reader) bool {
	name, err := gameName(r)
	if err != nil {
		return false
	}
	e, ok := game.Lookup(name)
	if !ok {
		return false
	}
	g, err := e.New("")
	if err != nil {
		return false
	}
	_, ok = g.Start().(game.Informed)
	return ok
}

// hiding is p without its parameter name.
type hiding struct {
	Params
	name string
}

// Get returns name's value, none for the parameter left out.
func (w hiding) Get(name string) (string, bool) {
	if name == w.name {
		return "", false
	}
	return w.Params.Get(name)
}

// readHand reads a hand of a game of hidden information as a page gives
// it: its seed, which deals it (sealed: sealedDeal), and its public moves
// (moves, the bets), played after the deal.
func readHand(r *reader) (*play.Game, string, error) {
	name, _ := gameName(r)
	title := msg.P(name)
	if e, ok := game.Lookup(name); ok {
		title = msg.P(e.Title)
	}
	if !r.set("seed") {
		return nil, "", usagef("a hand of %s on the pages needs --seed N, which deals its cards: a new hand, a new seed", title)
	}
	seed, err := readSeed(r)
	if err != nil {
		return nil, "", err
	}
	for _, f := range []string{"board", "position", "resume"} {
		if r.set(f) {
			return nil, "", usagef("--%s: a hand of %s on the pages starts from its deal, which its seed makes; give its bets alone, such as --moves \"p b\"", f, title)
		}
	}
	g, given, err := readGame(&reader{p: hiding{r.p, "moves"}, params: r.params, files: r.files})
	if err != nil {
		return nil, "", err
	}
	g.Dice = sealedDeal(seed)
	g.RollDice()
	for i, word := range strings.Fields(r.str("moves")) {
		m, err := g.Pos().ParseMove(word)
		if err == nil {
			err = g.Play(m) // a deal among the bets is not legal
		}
		if err != nil {
			return nil, "", usagef("--moves: the bet %d, %q: %w", i+1, word, err)
		}
		g.RollDice() // a card dealt face up after a round (Leduc hold'em's), from the seed too
	}
	return g, given, nil
}

// hideCards makes r, the report of a hand of a game of hidden
// information, say what the person sees: the public moves alone (its
// transcript, history and board string), its own card, and both cards
// once the hand is over (all the cards when no person or both play).
func (g *Game) hideCards(r *GameReport) {
	p := g.Pos()
	gm := p.Game()
	var public []string
	r.History = []HistoryMove{}
	for i, m := range g.Moves {
		q := g.Before(i)
		if game.IsChance(q) {
			continue // the deal
		}
		public = append(public, q.FormatMove(m))
		r.History = append(r.History, HistoryMove{Ply: len(r.History) + 1, Color: SideName(gm, q.ToMove()), Move: q.FormatMove(m)})
	}
	r.Transcript, r.GGF = strings.Join(public, " "), ""
	r.Position.Played = nil // the moves played, the deal among them
	if len(public) > 0 {
		r.Position.Played = &r.Transcript
	}
	sec, ok := p.(game.Secret)
	if !ok {
		return
	}
	if p.Over() {
		r.Diagram = strings.Join(play.Reveal(p, g.Names, g.Lang), "\n")
		if pd, ok := p.(game.Paid); ok {
			v := pd.Payoff()
			r.Payoff = &v
		}
		return
	}
	r.Diagram = play.SecretView(p, g.Names, g.Lang)
	if seat, one := play.PersonSeat(g.Names); one {
		cards := [2]string{"?", "?"}
		cards[seat] = sec.Holding(seat)
		// The position as the game writes it, the hidden card a "?":
		// "Q? pb", "Js? rc Kh r".
		_, seen, _ := strings.Cut(p.String(), " ")
		r.Position.Board = strings.TrimSpace(cards[0] + cards[1] + " " + seen)
	}
}

// hintHand reads the hint of a hand of a game of hidden information: the
// equilibrium's probabilities where the person to move stands, what it
// sees; refused when the player to move is a program, whose card the
// hint would tell.
func hintHand(r *reader) (*HintRequest, error) {
	g, _, err := readHand(r)
	if err != nil {
		return nil, err
	}
	players, names, err := readPlayers(r, g.Start.Game(), true)
	ClosePlayers(players)
	if err != nil {
		return nil, err
	}
	p := g.Pos()
	if p.Over() {
		return nil, errorf("the game is over: there is no move to hint")
	}
	if seat, one := play.PersonSeat(names); !one || p.ToMove() != seat {
		who := game.PlayerName(p.Game(), p.ToMove())
		return nil, usagef("a hint of %s shows the equilibrium where the person to move stands, and %s, to move, is a program whose card the hint would tell", msg.P(p.Game().Title()), who)
	}
	return &HintRequest{Hand: g}, nil
}
