package poker

import (
	"gametree/game"
	"gametree/internal/fault"
	"strings"
)

// Kuhn poker (Kuhn 1950), the smallest poker a course solves: three cards,
// J < Q < K, one dealt to each player, the third unseen; each antes one
// chip. The first player (X) passes or bets one chip; after a pass the
// second (O) passes (a showdown for 1) or bets, and the first then folds
// (losing its ante) or calls (a showdown for 2); after a bet the second
// folds (losing its ante) or calls (a showdown for 2). Neither sees the
// other's card: a player's information set is its own card and the bets
// so far (InfoSet), the same for the deals it cannot tell apart. Its
// equilibrium is known exactly: the first player loses 1/18 a hand.
//
// The deal is a chance move (Chancy): six equally likely deals, each
// written by the two cards dealt, X's first ("JQ"). A betting move is p
// (pass, check or fold) or b (bet or call), as OpenSpiel and the papers
// write them; a position is the deal and the bets, "JQ pb" (the start,
// before the deal, is "-").

// init registers the game.
func init() {
	game.Register(game.Entry{Name: "kuhn", Aliases: []string{"kuhn-poker"}, Title: "Kuhn poker", Rank: 60, Hidden: true, Nodes: 55, InfoSets: 12,
		New: func(size string) (game.Game, error) {
			if size != "" {
				return nil, errorf("Kuhn poker has no size: its three cards are J, Q and K")
			}
			return Kuhn{}, nil
		}})
}

// Kuhn is Kuhn poker.
type Kuhn struct{}

// The moves of Kuhn poker: a deal (0 to 5, KuhnDeals' order), or a bet.
const (
	// KuhnPass passes, checks or folds.
	KuhnPass game.Move = 10
	// KuhnBet bets or calls.
	KuhnBet game.Move = 11
)

// KuhnCards are the cards, lowest first.
const KuhnCards = "JQK"

// KuhnDeals are the six deals, X's card then O's.
var KuhnDeals = [6]string{"JQ", "JK", "QJ", "QK", "KJ", "KQ"}

// Name returns "kuhn".
func (Kuhn) Name() string { return "kuhn" }

// Title returns "Kuhn poker".
func (Kuhn) Title() string { return "Kuhn poker" }

// Start returns the position before the deal.
func (Kuhn) Start() game.Position { return KuhnPos{deal: -1} }

// ParsePosition reads "-" (before the deal), a deal ("JQ"), or a deal and
// its bets ("JQ pb").
func (Kuhn) ParsePosition(s string) (game.Position, error) {
	f := strings.Fields(s)
	if len(f) == 0 || len(f) > 2 || f[0] == "-" && len(f) > 1 {
		return nil, errorf("Kuhn poker position %q: want - (before the deal), a deal such as JQ, or a deal and its bets such as JQ pb", s)
	}
	p := KuhnPos{deal: -1}
	if f[0] == "-" {
		return p, nil
	}
	deal := strings.ToUpper(f[0])
	for i, d := range KuhnDeals {
		if d == deal {
			p.deal = int8(i)
		}
	}
	if p.deal < 0 {
		return nil, errorf("Kuhn poker deal %q: want two of the cards J, Q and K, X's first, such as JQ", f[0])
	}
	if len(f) == 2 {
		for _, c := range strings.ToLower(f[1]) {
			m := KuhnPass
			switch c {
			case 'p':
			case 'b':
				m = KuhnBet
			default:
				return nil, errorf("Kuhn poker bets %q: want p (pass, check or fold) and b (bet or call), such as pb", f[1])
			}
			if p.Over() {
				return nil, errorf("Kuhn poker bets %q: the hand is over after %s", f[1], p.bets())
			}
			p = p.Play(m).(KuhnPos)
		}
	}
	return p, nil
}

// PlayerName names the players X and O.
func (Kuhn) PlayerName(p game.Player) string { return p.String() }

// MoveNames says what p and b stand for.
func (Kuhn) MoveNames() string { return "p: pass, check or fold; b: bet or call" }

// Notation says how a move is written, for the session's help.
func (Kuhn) Notation() string { return "p (pass, check or fold) or b (bet or call)" }

// HasChance reports that the deal is chance.
func (Kuhn) HasChance() bool { return true }

// Value is Kuhn poker's value for the first player, -1/18 a hand, which
// Kuhn 1950 proves (game.Valued).
func (Kuhn) Value() (num, den int64, source string) { return -1, 18, "Kuhn 1950" }

// Bounds are the least and the most a hand's outcome is worth to X.
func (Kuhn) Bounds() (lo, hi float64) { return -1, 1 }

// KuhnPos is a position of Kuhn poker: the deal (an index of KuhnDeals,
// -1 before it) and the bets, n of them, bit i set when the i-th was a
// bet.
type KuhnPos struct {
	deal int8
	n    int8
	bits int8
}

// Game returns Kuhn poker.
func (KuhnPos) Game() game.Game { return Kuhn{} }

// ChanceToMove reports that the cards are not dealt yet.
func (p KuhnPos) ChanceToMove() bool { return p.deal < 0 }

// Probability returns a deal's chance, 1/6.
func (KuhnPos) Probability(game.Move) (float64, string) { return 1.0 / 6, "1/6" }

// ToMove returns the player to bet: X, then O, then X after "pb"; X
// before the deal.
func (p KuhnPos) ToMove() game.Player { return game.Player(p.n % 2) }

// bet reports whether the i-th move of the betting was a bet.
func (p KuhnPos) bet(i int) bool { return p.bits>>i&1 == 1 }

// bets writes the betting: "pb".
func (p KuhnPos) bets() string {
	var b strings.Builder
	for i := 0; i < int(p.n); i++ {
		if p.bet(i) {
			b.WriteByte('b')
		} else {
			b.WriteByte('p')
		}
	}
	return b.String()
}

// Over reports whether the hand is over: two passes, a bet answered, or a
// pass and a bet answered.
func (p KuhnPos) Over() bool {
	switch {
	case p.deal < 0 || p.n < 2:
		return false
	case p.n == 2:
		return !(!p.bet(0) && p.bet(1)) // all but "pb"
	}
	return true
}

// AppendMoves appends the deals before the deal, pass and bet after it.
func (p KuhnPos) AppendMoves(dst []game.Move) []game.Move {
	switch {
	case p.deal < 0:
		for i := range KuhnDeals {
			dst = append(dst, game.Move(i))
		}
	case !p.Over():
		dst = append(dst, KuhnPass, KuhnBet)
	}
	return dst
}

// Play deals or bets.
func (p KuhnPos) Play(m game.Move) game.Position {
	if p.deal < 0 {
		p.deal = int8(m)
		return p
	}
	if m == KuhnBet {
		p.bits |= 1 << p.n
	}
	p.n++
	return p
}

// card returns pl's card, 0 (J) to 2 (K).
func (p KuhnPos) card(pl game.Player) int {
	return strings.IndexByte(KuhnCards, KuhnDeals[p.deal][pl])
}

// Holding returns pl's card ("J"), "" before the deal.
func (p KuhnPos) Holding(pl game.Player) string {
	if p.deal < 0 {
		return ""
	}
	return string(KuhnCards[p.card(pl)])
}

// Public returns the bets so far, what both players see ("pb").
func (p KuhnPos) Public() string { return p.bets() }

// Payoff returns what a finished hand wins X, in chips: a fold loses the
// folder's ante (1), a showdown the pot's half, 1 or 2 with a bet
// called.
func (p KuhnPos) Payoff() float64 {
	showdown := 1.0
	if p.card(game.X) < p.card(game.O) {
		showdown = -1
	}
	switch p.bets() {
	case "pp":
		return showdown
	case "bp":
		return 1 // O folds
	case "pbp":
		return -1 // X folds
	}
	return 2 * showdown // "bb", "pbb"
}

// Utility returns a finished hand's outcome for pl: +1 if it won chips,
// -1 if it lost them (Payoff says how many).
func (p KuhnPos) Utility(pl game.Player) float64 {
	v := 1.0
	if p.Payoff() < 0 {
		v = -1
	}
	if pl == game.O {
		return -v
	}
	return v
}

// InfoSet names the information set of the player to move: its own card
// and the bets so far ("Q", "Kpb", "Jb"), what it sees; "" before the
// deal and once the hand is over.
func (p KuhnPos) InfoSet() string {
	if p.deal < 0 || p.Over() {
		return ""
	}
	return string(KuhnCards[p.card(p.ToMove())]) + p.bets()
}

// String writes the position: "-", "JQ", "JQ pb".
func (p KuhnPos) String() string {
	switch {
	case p.deal < 0:
		return "-"
	case p.n == 0:
		return KuhnDeals[p.deal]
	}
	return KuhnDeals[p.deal] + " " + p.bets()
}

// FormatMove writes a deal ("JQ") or a bet (p, b).
func (p KuhnPos) FormatMove(m game.Move) string {
	switch {
	case m == KuhnPass:
		return "p"
	case m == KuhnBet:
		return "b"
	case m >= 0 && int(m) < len(KuhnDeals):
		return KuhnDeals[m]
	}
	return "?"
}

// ParseMove reads a deal ("JQ") or a bet (p, b).
func (p KuhnPos) ParseMove(s string) (game.Move, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	switch t {
	case "P":
		return KuhnPass, nil
	case "B":
		return KuhnBet, nil
	}
	for i, d := range KuhnDeals {
		if d == t {
			return game.Move(i), nil
		}
	}
	return game.NoMove, errorf("Kuhn poker move %q: want a deal such as JQ, p (pass, check or fold) or b (bet or call)", s)
}

// errorf makes an error of a game's rules, which speak as package game's.
func errorf(format string, args ...any) error { return fault.New("game", format, args...) }
