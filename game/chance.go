package game

import (
	"math"
	"strconv"
	"strings"
)

// Chancy is a position where chance moves rather than a player: a die
// in the air (Pig). Its moves (AppendMoves) are the outcomes, each with
// its probability; playing one is what the dice did. Whose turn it is
// does not change at such a position: ToMove is the player the dice play
// for. A tree makes it a chance node (AIMA 4th edition, section 5.5), its
// value its children's weighted by their probabilities.
type Chancy interface {
	// ChanceToMove reports whether chance moves here.
	ChanceToMove() bool
	// Probability returns the probability of outcome m, as a number and
	// as a fraction is written ("1/6").
	Probability(m Move) (float64, string)
}

// IsChance reports whether chance moves at p (Chancy).
func IsChance(p Position) bool {
	c, ok := p.(Chancy)
	return ok && c.ChanceToMove()
}

// Probability returns the probability of outcome m at a chance position
// p, as a number and as text; 1 and "" at any other.
func Probability(p Position, m Move) (float64, string) {
	if c, ok := p.(Chancy); ok && c.ChanceToMove() {
		return c.Probability(m)
	}
	return 1, ""
}

// ChanceGame is a game with chance in it (Pig's die): its trees have
// chance nodes, which the searches of expectiminimax (expectimax, Star1,
// Star2) know and minimax, alpha-beta and MCTS do not; Bounds are the
// least and the greatest value a node of its trees may take (a lost and
// a won game), what Star1 and Star2 cut off by.
type ChanceGame interface {
	HasChance() bool
	Bounds() (lo, hi float64)
}

// HasChance reports whether g has chance in it (ChanceGame).
func HasChance(g Game) bool {
	c, ok := g.(ChanceGame)
	return ok && c.HasChance()
}

// DrawOutcome draws one of the outcomes of the chance position p by their
// probabilities, with u a number drawn uniformly from [0, 1).
func DrawOutcome(p Position, u float64) Move {
	var buf [16]Move
	moves := p.AppendMoves(buf[:0])
	for _, m := range moves {
		pr, _ := Probability(p, m)
		if u < pr {
			return m
		}
		u -= pr
	}
	return moves[len(moves)-1]
}

// FormatExpected writes an expected value: an integer as it is, else as
// the fraction it is, when its denominator is at most 100,000, with the
// decimal beside it ("5/3 (1.667)", "5/2 (2.5)"), else the decimal.
func FormatExpected(v float64) string {
	if math.IsInf(v, 0) || math.IsNaN(v) || v == math.Trunc(v) {
		return FormatNumber(v)
	}
	if r := math.Round(v); math.Abs(v-r) < 1e-9 {
		// A sum of thirds and sixths that missed its integer by a
		// rounding.
		return FormatNumber(r)
	}
	dec := strconv.FormatFloat(math.Round(v*1000)/1000, 'f', -1, 64)
	if p, q, ok := fraction(v, 100000); ok {
		return strconv.FormatInt(p, 10) + "/" + strconv.FormatInt(q, 10) + " (" + dec + ")"
	}
	return dec
}

// Exact returns the expected value v as the fraction it stands for, with
// a denominator of at most 100,000, within 1e-9 (a sum of sixths that
// missed 5 by a rounding, 4.999999999999999, is 5); v itself when it
// stands for none.
func Exact(v float64) float64 {
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return v
	}
	if r := math.Round(v); math.Abs(v-r) < 1e-9 {
		return r
	}
	if p, q, ok := fraction(v, 100000); ok {
		return float64(p) / float64(q)
	}
	return v
}

// ParseExpected reads an expected value as a student writes it: a
// number, a fraction ("21/4", "-5/3"), or either as FormatExpected writes
// it ("21/4 (5.25)").
func ParseExpected(s string) (float64, error) {
	t := strings.TrimSpace(s)
	if i := strings.Index(t, " ("); i > 0 && strings.HasSuffix(t, ")") {
		t = t[:i]
	}
	if a, b, ok := strings.Cut(t, "/"); ok {
		num, err1 := strconv.ParseInt(strings.TrimPrefix(strings.TrimSpace(a), "+"), 10, 64)
		den, err2 := strconv.ParseInt(strings.TrimSpace(b), 10, 64)
		if err1 != nil || err2 != nil || den <= 0 {
			return 0, errorf("%q is not a value: want a number such as 3 or -2.5, or a fraction such as 21/4", s)
		}
		return float64(num) / float64(den), nil
	}
	if _, err := ParseNumber(t); err != nil {
		return 0, errorf("%q is not a value: want a number such as 3 or -2.5, or a fraction such as 21/4", s)
	}
	return ParseNumber(t)
}

// Fraction returns p/q equal to v within 1e-9, q at most 100,000, as
// FormatExpected writes v: 5/6 for 0.8333333333333333.
func Fraction(v float64) (p, q int64, ok bool) { return fraction(v, 100000) }

// fraction returns p/q equal to v within 1e-9, q at most maxDen, by the
// continued fraction of v.
func fraction(v float64, maxDen int64) (p, q int64, ok bool) {
	h0, h1 := int64(0), int64(1)
	k0, k1 := int64(1), int64(0)
	x := v
	for i := 0; i < 64; i++ {
		a := math.Floor(x)
		if math.Abs(a) > 1e15 {
			return 0, 0, false
		}
		ai := int64(a)
		h0, h1 = h1, ai*h1+h0
		k0, k1 = k1, ai*k1+k0
		if k1 > maxDen {
			return 0, 0, false
		}
		if math.Abs(float64(h1)/float64(k1)-v) < 1e-9 {
			return h1, k1, true
		}
		if x-a < 1e-12 {
			return 0, 0, false
		}
		x = 1 / (x - a)
	}
	return 0, 0, false
}
