package explore

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"gametree/cfr"
	"gametree/game"
	"gametree/gamesearch"
	"gametree/internal/lines"
	"gametree/internal/msg"
	"gametree/render"
	"gametree/search"
)

// Averaging over clairvoyance stepped, deal by deal (AIMA 4th edition,
// section 5.6): each deal's tree solved by minimax as if both players saw
// both cards, every decision with each move's value and the move taken,
// the deal's value and the average so far; then the average beside the
// game's value at its equilibrium, and where it goes wrong: the sets
// where its move follows the card the player cannot see, and those where
// the equilibrium bluffs, which it never does.

// ClairvoyantNode is one decision of a deal solved with every card seen:
// the node, its player and information set, each move's value for the
// first player, and the move taken.
type ClairvoyantNode struct {
	Node   string    `json:"node"`
	Player string    `json:"player"`
	Set    string    `json:"set"`
	Values []float64 `json:"values"`
	Moves  []string  `json:"moves"`
	Best   string    `json:"best"`
}

// ClairvoyantDeal is one deal: its cards, its chance, its decisions, the
// line of play with every card seen and its value, and the average of the
// values so far, weighed by the deals' chances.
type ClairvoyantDeal struct {
	Deal        string            `json:"deal"`
	Probability string            `json:"probability"`
	Nodes       []ClairvoyantNode `json:"nodes"`
	Line        string            `json:"line"`
	Value       float64           `json:"value"`
	Average     float64           `json:"average_so_far"`
}

// ClairvoyanceTrace is averaging over clairvoyance stepped: its deals,
// its value beside the equilibrium's, and where it goes wrong.
type ClairvoyanceTrace struct {
	Game        string            `json:"game"`
	Moves       []string          `json:"moves"`
	Deals       []ClairvoyantDeal `json:"deals"`
	Value       float64           `json:"value"`
	Equilibrium string            `json:"equilibrium_value"`
	Split       []string          `json:"split"`
	Bluffs      []string          `json:"bluffs"`
	title       string
	first       string
	lang        msg.Lang
}

// SolvesEachDeal reports whether req's search is averaging over
// clairvoyance (its declaration's Clairvoyant).
func (req *TreeRequest) SolvesEachDeal() bool { return req.decl().Clairvoyant }

// StepClairvoyance steps through averaging over clairvoyance on req's game
// of hidden information, deal by deal.
func StepClairvoyance(ctx context.Context, req *TreeRequest) (*ClairvoyanceTrace, error) {
	t, err := gamesearch.NewInformed(req.GamePos)
	if err != nil {
		return nil, errorf("%w", err)
	}
	l := msg.From(ctx)
	g := req.GamePos.Game()
	c := cfr.Clairvoyant(t)
	tr := &ClairvoyanceTrace{Game: g.Name(), Value: c.Value, title: g.Title(), first: game.PlayerName(g, game.X), lang: l, Split: []string{}, Bluffs: []string{}}
	// The equilibrium beside it, and the sets where it goes wrong
	// (EquilibriumReport.clairvoyance).
	// The tree's default run (10,000 iterations on Kuhn poker, an
	// exploitability of about 2e-5), a core of a server's budget.
	s, _, err := runCFR(ctx, t, search.DefaultOf(search.Equilibria), 0, false)
	if err != nil {
		return nil, err
	}
	avg := s.Average()
	eq := &EquilibriumReport{Sets: setsOf(t, avg), Lang: l}
	eq.clairvoyance(t)
	tr.Split, tr.Bluffs = eq.Clairvoyance.Split, eq.Clairvoyance.Bluffs
	// The game's value as a source proves it (Kuhn poker's -1/18), else
	// the range each side's best response puts it in (Leduc hold'em's).
	lo, hi := valueBracket(t, avg)
	// A hand whose value is one number (its end, a hand that one move
	// decides) is written as that number.
	if tr.Equilibrium, _ = knownValue(g, lo, hi); tr.Equilibrium == "" && hi-lo < 1e-9 {
		tr.Equilibrium = simplestFraction(lo-1e-9, hi+1e-9)
	}
	if tr.Equilibrium == "" {
		tr.Equilibrium = l.T("from %+.4f to %+.4f", lo, hi)
	}
	if len(eq.Sets) > 0 {
		tr.Moves = eq.Sets[0].Moves
	}
	sum, weight := 0.0, 0.0
	for _, d := range t.Kids[0] {
		deal := ClairvoyantDeal{Deal: t.Pos[d].String(), Probability: fractionText(t.Prob(d)), Value: c.Values[d]}
		var line []string
		for n := d; len(t.Kids[n]) > 0; n = t.Kids[n][c.Move[n]] {
			if t.Chance(n) {
				// A card dealt face up: each one's line is its own.
				line = append(line, l.Word("then a card face up"))
				break
			}
			line = append(line, t.Pos[t.Kids[n][c.Move[n]]].FormatMove(t.Moves[t.Kids[n][c.Move[n]]]))
		}
		deal.Line = strings.Join(line, " ")
		var walk func(n int32)
		walk = func(n int32) {
			if len(t.Kids[n]) == 0 {
				return
			}
			if t.Chance(n) {
				for _, k := range t.Kids[n] {
					walk(k)
				}
				return
			}
			p := t.Pos[n]
			node := ClairvoyantNode{Node: p.String(), Player: game.PlayerName(g, p.ToMove()), Set: t.Sets[t.InfoSet(n)]}
			for _, k := range t.Kids[n] {
				node.Values = append(node.Values, c.Values[k])
				node.Moves = append(node.Moves, p.FormatMove(t.Moves[k]))
			}
			node.Best = p.FormatMove(t.Moves[t.Kids[n][c.Move[n]]])
			deal.Nodes = append(deal.Nodes, node)
			for _, k := range t.Kids[n] {
				walk(k)
			}
		}
		walk(d)
		sum += t.Prob(d) * c.Values[d]
		weight += t.Prob(d)
		deal.Average = sum / weight
		tr.Deals = append(tr.Deals, deal)
	}
	return tr, nil
}

// Text writes the step-through: a deal at a time, its decisions with each
// move's value and the move taken with every card seen, its line and
// value, the average so far; then the average beside the equilibrium's
// value, and where it goes wrong.
func (tr *ClairvoyanceTrace) Text() string {
	l := tr.lang
	var b strings.Builder
	b.WriteString(lines.Hang(msg.Capitalize(l.T("%s: averaging over clairvoyance stepped, deal by deal, each solved by minimax as if both players saw both cards (AIMA 5.6)", l.Word(tr.title))), 79) + "\n")
	for _, d := range tr.Deals {
		b.WriteString("\n" + tr.dealText(d))
	}
	b.WriteString("\n" + tr.verdict())
	return b.String()
}

// dealText writes deal d: its decisions with each move's value and the
// move taken with both cards seen, its line, value and the average so far.
func (tr *ClairvoyanceTrace) dealText(d ClairvoyantDeal) string {
	l := tr.lang
	var b strings.Builder
	b.WriteString(lines.Hang(l.T("Deal %s (chance %s): the values are %s's, with both cards seen.", d.Deal, d.Probability, tr.first), 79) + "\n")
	same := true // every node of the trace's moves (Kuhn poker's p and b)
	for _, n := range d.Nodes {
		same = same && slices.Equal(n.Moves, tr.Moves)
	}
	head := l.Word("values")
	if same {
		head += " " + strings.Join(tr.Moves, "/")
	}
	rows := [][]string{{l.Word("node"), l.Word("player"), l.Word("set"), head, l.Word("taken")}}
	for _, n := range d.Nodes {
		var vs []string
		for a, v := range n.Values {
			if same {
				vs = append(vs, l.T("%+.0f", v))
			} else {
				vs = append(vs, n.Moves[a]+" "+l.T("%+g", v)) // "f -1", "c +0.25": a card face up to come averages quarters
			}
		}
		sep := "/"
		if !same {
			sep = ", "
		}
		rows = append(rows, []string{n.Node, n.Player, n.Set, strings.Join(vs, sep), n.Best})
	}
	var tb strings.Builder
	render.Table(&tb, rows, []bool{false, false, false, false, false}, false)
	for _, line := range strings.Split(strings.TrimRight(tb.String(), "\n"), "\n") {
		b.WriteString("  " + line + "\n")
	}
	b.WriteString("  " + lines.Hang(l.T("Played with both cards seen: %s; %s gets %s. The average so far: %s.", d.Line, tr.first, game.FormatNumber(d.Value), fractionOrDecimal(d.Average)), 77) + "\n")
	return b.String()
}

// fractionOrDecimal writes an average as the simplest fraction near it
// ("-1/18"), else to four decimals.
func fractionOrDecimal(v float64) string {
	if f := simplestFraction(v-1e-9, v+1e-9); f != "" {
		return f
	}
	return fmt.Sprintf("%.4f", v)
}
