package poker

import (
	"gametree/game"
	"slices"
	"strings"
)

// Leduc hold'em (Southey, Bowling, Larson, Piccione, Burch, Billings and
// Rayner, "Bayes' bluff: opponent modelling in poker", 2005), the poker
// that follows Kuhn's in courses and papers, as OpenSpiel plays it
// (leduc_poker): six cards, J, Q and K in two suits (s and h), one dealt
// to each player; each antes one chip. Two rounds of betting, X first in
// each: c checks or calls, r bets or raises (2 chips in the first round,
// 4 in the second, at most two raises a round), f folds, only when facing
// a bet. After the first round a public card is dealt. At the showdown a
// player whose card pairs the public card wins, else the higher card
// wins; equal ranks split the pot. A player's information set is its own
// card, the public card once dealt, and the bets: 936 sets in all, the
// suits told apart as OpenSpiel tells them.
//
// The deal of the two private cards is one chance move, 30 equally likely
// deals written by the cards, X's first ("JsQh"); the public card is
// another, 4 equally likely cards ("Kh"). A position is the deal, the
// first round's bets, the public card and the second round's: "JsQh rc
// Kh r" (the start, before the deal, is "-").

// init registers the game.
func init() {
	game.Register(game.Entry{Name: "leduc", Aliases: []string{"leduc-holdem", "leduc-poker"}, Title: "Leduc hold'em", Rank: 61, Hidden: true, Nodes: 9451, InfoSets: 936,
		New: func(size string) (game.Game, error) {
			if size != "" {
				return nil, errorf("Leduc hold'em has no size: its six cards are J, Q and K in two suits")
			}
			return Leduc{}, nil
		}})
}

// Leduc is Leduc hold'em.
type Leduc struct{}

// The moves of Leduc hold'em: a private deal (LeducDeal+6a+b, a X's card
// and b O's), a public card (LeducPublic+c), or a bet.
const (
	// LeducFold folds.
	LeducFold game.Move = 100
	// LeducCall checks or calls.
	LeducCall game.Move = 101
	// LeducRaise bets or raises.
	LeducRaise game.Move = 102
	// LeducDeal is the first private deal's move.
	LeducDeal game.Move = 0
	// LeducPublic is the first public card's move.
	LeducPublic game.Move = 50
)

// leducCards names the six cards, rank (J, Q, K) then suit, card i of
// rank i/2.
var leducCards = [6]string{"Js", "Jh", "Qs", "Qh", "Ks", "Kh"}

// leducRaise is a raise's size in each round.
var leducRaise = [2]int{2, 4}

// Name returns "leduc".
func (Leduc) Name() string { return "leduc" }

// Title returns "Leduc hold'em".
func (Leduc) Title() string { return "Leduc hold'em" }

// Start returns the position before the deal.
func (Leduc) Start() game.Position { return LeducPos{c: [2]int8{-1, -1}, pub: -1} }

// PlayerName names the players X and O.
func (Leduc) PlayerName(p game.Player) string { return p.String() }

// MoveNames says what f, c and r stand for.
func (Leduc) MoveNames() string { return "f: fold; c: check or call; r: bet or raise" }

// Notation says how a move is written, for the session's help.
func (Leduc) Notation() string { return "f (fold), c (check or call) or r (bet or raise)" }

// HasChance reports that the deals are chance.
func (Leduc) HasChance() bool { return true }

// Bounds are the least and the most a hand is worth to X: two raises of
// each round and the ante.
func (Leduc) Bounds() (lo, hi float64) { return -13, 13 }

// ParsePosition reads "-" (before the deal), a deal ("JsQh"), and the
// bets and public card after it ("JsQh rc Kh r").
func (Leduc) ParsePosition(s string) (game.Position, error) {
	f := strings.Fields(s)
	p := Leduc{}.Start().(LeducPos)
	if len(f) == 0 || len(f) > 4 || f[0] == "-" && len(f) > 1 {
		return nil, errorf("Leduc hold'em position %q: want - (before the deal), a deal such as JsQh, or a deal and what followed, such as JsQh rc Kh r", s)
	}
	if f[0] == "-" {
		return p, nil
	}
	for _, word := range f {
		if p.ChanceToMove() {
			m, err := p.ParseMove(word)
			if err != nil || m == LeducFold || m == LeducCall || m == LeducRaise {
				return nil, errorf("Leduc hold'em position %q: %q is not the deal to come, such as JsQh, then Kh after the first round", s, word)
			}
			if !slices.Contains(p.AppendMoves(nil), m) {
				return nil, errorf("Leduc hold'em position %q: the card %s is dealt already", s, word)
			}
			p = p.Play(m).(LeducPos)
			continue
		}
		for _, r := range word {
			m, err := p.ParseMove(string(r))
			if err != nil || !slices.Contains(p.AppendMoves(nil), m) {
				return nil, errorf("Leduc hold'em position %q: %q cannot be bet there (after %s): want f (only facing a bet), c or r (at most two a round)", s, word, p.String())
			}
			p = p.Play(m).(LeducPos)
		}
	}
	return p, nil
}

// LeducPos is a position of Leduc hold'em: the private cards (-1 before
// the deal), the public card (-1 before it), and each round's bets, n of
// them, as the letters f, c and r.
type LeducPos struct {
	c   [2]int8
	pub int8
	n   [2]int8
	bet [2][4]byte
}

// Game returns Leduc hold'em.
func (LeducPos) Game() game.Game { return Leduc{} }

// round returns the betting round, 0 before the public card, 1 after.
func (p LeducPos) round() int {
	if p.pub < 0 {
		return 0
	}
	return 1
}

// bets writes round r's bets: "crc".
func (p LeducPos) bets(r int) string { return string(p.bet[r][:p.n[r]]) }

// folded reports whether a player folded.
func (p LeducPos) folded() bool {
	r := p.round()
	return p.n[r] > 0 && p.bet[r][p.n[r]-1] == 'f'
}

// roundOver reports whether round r's betting is over: a call after two
// bets or more (a check answered, or a raise called), or a fold.
func (p LeducPos) roundOver(r int) bool {
	n := p.n[r]
	return n > 0 && (p.bet[r][n-1] == 'f' || n >= 2 && p.bet[r][n-1] == 'c')
}

// ChanceToMove reports that a deal comes next: the private cards, or the
// public card after the first round.
func (p LeducPos) ChanceToMove() bool {
	return p.c[0] < 0 || p.pub < 0 && p.roundOver(0) && !p.folded()
}

// Probability returns a deal's chance: 1/30 for the private cards, 1/4
// for the public card.
func (p LeducPos) Probability(game.Move) (float64, string) {
	if p.c[0] < 0 {
		return 1.0 / 30, "1/30"
	}
	return 1.0 / 4, "1/4"
}

// ToMove returns the player to bet: X first in each round.
func (p LeducPos) ToMove() game.Player { return game.Player(p.n[p.round()] % 2) }

// Over reports whether the hand is over: a fold, or the second round's
// betting done.
func (p LeducPos) Over() bool {
	return p.c[0] >= 0 && (p.folded() || p.pub >= 0 && p.roundOver(1))
}

// stakes returns what each player has put in, the ante and the bets, and
// the raises of the round so far.
func (p LeducPos) stakes() (in [2]int, raises int) {
	in = [2]int{1, 1}
	for r := 0; r <= p.round(); r++ {
		raises = 0
		for i, b := range []byte(p.bets(r)) {
			pl, top := i%2, max(in[0], in[1])
			switch b {
			case 'c':
				in[pl] = top
			case 'r':
				in[pl] = top + leducRaise[r]
				raises++
			}
		}
	}
	return in, raises
}

// AppendMoves appends the deals, or the bets: fold when facing a bet,
// check or call, and raise while the round has had fewer than two.
func (p LeducPos) AppendMoves(dst []game.Move) []game.Move {
	switch {
	case p.c[0] < 0:
		for a := range 6 {
			for b := range 6 {
				if a != b {
					dst = append(dst, LeducDeal+game.Move(6*a+b))
				}
			}
		}
	case p.ChanceToMove():
		for c := range 6 {
			if int8(c) != p.c[0] && int8(c) != p.c[1] {
				dst = append(dst, LeducPublic+game.Move(c))
			}
		}
	case !p.Over():
		in, raises := p.stakes()
		if in[p.ToMove()] < max(in[0], in[1]) {
			dst = append(dst, LeducFold)
		}
		dst = append(dst, LeducCall)
		if raises < 2 {
			dst = append(dst, LeducRaise)
		}
	}
	return dst
}

// Play deals or bets.
func (p LeducPos) Play(m game.Move) game.Position {
	switch {
	case p.c[0] < 0:
		d := int8(m - LeducDeal)
		p.c = [2]int8{d / 6, d % 6}
	case p.ChanceToMove():
		p.pub = int8(m - LeducPublic)
	default:
		r := p.round()
		p.bet[r][p.n[r]] = "fcr"[m-LeducFold]
		p.n[r]++
	}
	return p
}

// Holding returns pl's card ("Qh"), "" before the deal.
func (p LeducPos) Holding(pl game.Player) string {
	if p.c[0] < 0 {
		return ""
	}
	return leducCards[p.c[pl]]
}

// Public returns the bets, both players', the rounds apart ("rc r");
// FaceUp the public card.
func (p LeducPos) Public() string {
	return strings.TrimSpace(p.bets(0) + " " + p.bets(1))
}

// FaceUp returns the public card ("Kh"), "" before it is dealt.
func (p LeducPos) FaceUp() string {
	if p.pub < 0 {
		return ""
	}
	return leducCards[p.pub]
}

// seen writes what both players see: the first round's bets, the public
// card and the second round's ("rc Kh r").
func (p LeducPos) seen() string {
	parts := []string{p.bets(0)}
	if p.pub >= 0 {
		parts = append(parts, leducCards[p.pub], p.bets(1))
	}
	return strings.TrimSpace(strings.Join(parts, " "))
}

// strength ranks pl's hand at the showdown: a pair with the public card
// above every single card, else the card's rank.
func (p LeducPos) strength(pl game.Player) int {
	if p.c[pl]/2 == p.pub/2 {
		return 10
	}
	return int(p.c[pl] / 2)
}

// Payoff returns what a finished hand wins X, in chips: the folder loses
// what it put in; at the showdown the better hand wins what the other put
// in, equal hands split.
func (p LeducPos) Payoff() float64 {
	in, _ := p.stakes()
	if p.folded() {
		if r := p.round(); (p.n[r]-1)%2 == 0 {
			return -float64(in[game.X]) // X folded
		}
		return float64(in[game.O])
	}
	switch sx, so := p.strength(game.X), p.strength(game.O); {
	case sx > so:
		return float64(in[game.O])
	case sx < so:
		return -float64(in[game.X])
	}
	return 0
}

// Utility returns a finished hand's outcome for pl: +1 won chips, -1 lost
// them, 0 split (Payoff says how many).
func (p LeducPos) Utility(pl game.Player) float64 {
	v := p.Payoff()
	switch {
	case v > 0:
		v = 1
	case v < 0:
		v = -1
	}
	if pl == game.O {
		return -v
	}
	return v
}

// InfoSet names the information set of the player to move: its own card,
// the first round's bets, and then the public card and the second
// round's ("Qh", "Qh rc Ks", "Qh rc Ks r"); "" where chance moves and
// once the hand is over.
func (p LeducPos) InfoSet() string {
	if p.ChanceToMove() || p.Over() {
		return ""
	}
	name := leducCards[p.c[p.ToMove()]]
	if pub := p.seen(); pub != "" {
		name += " " + pub
	}
	return name
}

// String writes the position: "-", "JsQh", "JsQh rc Kh r".
func (p LeducPos) String() string {
	if p.c[0] < 0 {
		return "-"
	}
	s := leducCards[p.c[0]] + leducCards[p.c[1]]
	if pub := p.seen(); pub != "" {
		s += " " + pub
	}
	return s
}

// FormatMove writes a deal ("JsQh"), a public card ("Kh") or a bet (f, c,
// r).
func (p LeducPos) FormatMove(m game.Move) string {
	switch {
	case m >= LeducFold && m <= LeducRaise:
		return string("fcr"[m-LeducFold])
	case m >= LeducPublic && m < LeducPublic+6:
		return leducCards[m-LeducPublic]
	case m >= LeducDeal && m < LeducDeal+36 && (m-LeducDeal)/6 != (m-LeducDeal)%6:
		return leducCards[(m-LeducDeal)/6] + leducCards[(m-LeducDeal)%6]
	}
	return "?"
}

// ParseMove reads a deal ("JsQh"), a public card ("Kh") or a bet (f, c,
// r), in any case.
func (p LeducPos) ParseMove(s string) (game.Move, error) {
	t := strings.TrimSpace(s)
	switch strings.ToLower(t) {
	case "f":
		return LeducFold, nil
	case "c":
		return LeducCall, nil
	case "r":
		return LeducRaise, nil
	}
	card := func(w string) int {
		for i, c := range leducCards {
			if strings.EqualFold(c, w) {
				return i
			}
		}
		return -1
	}
	if len(t) == 2 && card(t) >= 0 {
		return LeducPublic + game.Move(card(t)), nil
	}
	if len(t) == 4 {
		if a, b := card(t[:2]), card(t[2:]); a >= 0 && b >= 0 && a != b {
			return LeducDeal + game.Move(6*a+b), nil
		}
	}
	return game.NoMove, errorf("Leduc hold'em move %q: want a deal such as JsQh, a public card such as Kh, f (fold), c (check or call) or r (bet or raise)", s)
}
