package othello

import "fmt"

// Term is one part of an evaluation: what it counts, its value (the terms
// of an evaluation sum to it), and how it was counted.
type Term struct {
	Name   string  `json:"name"`
	Value  float64 `json:"value"`
	Detail string  `json:"detail"`
}

// Terms returns the parts that ev's score of p for side is the sum of, for
// the built-in evaluators and weights tables; an evaluator it does not
// know is one term, its score.
func Terms(ev Evaluator, p Position, side Color) []Term {
	other := side.Other()
	discs := func() Term {
		a, b := p.Count(side), p.Count(other)
		return Term{"discs", float64(a - b), fmt.Sprintf("%s has %d discs, %s %d", side, a, other, b)}
	}
	mobility := func(weight float64) Term {
		a, b := p.WithTurn(side).LegalMoves().Count(), p.WithTurn(other).LegalMoves().Count()
		t := Term{"mobility", weight * float64(a-b), fmt.Sprintf("%s has %d legal moves, %s %d", side, a, other, b)}
		if weight != 1 {
			t.Detail += fmt.Sprintf("; %g a move of difference", weight)
		}
		return t
	}
	table := func(t []float64) Term {
		a, b := sumOver(p, side, t), sumOver(p, other, t)
		return Term{"squares", a - b, fmt.Sprintf("the weights of %s's squares sum to %g, %s's to %g", side, a, other, b)}
	}
	switch e := ev.(type) {
	case Discs:
		return []Term{discs()}
	case Mobility:
		return []Term{mobility(1)}
	case Positional:
		return []Term{table(positionalTables[p.Size()])}
	case Weights:
		if p.Size() == e.size {
			return []Term{table(e.table)}
		}
	case Mixed:
		n := p.Size()
		total := n*n - 4
		played := p.Count(Black) + p.Count(White) - 4
		sq := table(positionalTables[n])
		switch {
		case played*60 <= 30*total:
			sq.Detail += fmt.Sprintf(" (opening: %d of %d moves played)", played, total)
			return []Term{sq, mobility(MixedMobility)}
		case played*60 <= 56*total:
			sq.Detail += fmt.Sprintf(" (middle game: %d of %d moves played)", played, total)
			return []Term{sq, mobility(MixedMobility), discs()}
		}
		d := discs()
		d.Detail += fmt.Sprintf(" (endgame: %d of %d moves played)", played, total)
		return []Term{d}
	case Pattern:
		if me, opp, ok := p.Bits8(); ok && p.Size() == 8 {
			ts := e.Table().terms(me, opp, p.ToMove())
			if side != p.ToMove() {
				for i := range ts {
					ts[i].Value = -ts[i].Value
				}
			}
			return ts
		}
	case Classic:
		n := p.Size()
		var sq [2]float64
		var fr [2]int
		for i, col := range [2]Color{side, other} {
			d := p.Discs(col)
			for w := range d {
				for x := d[w]; x != 0; x &= x - 1 {
					sq[i] += classicWeight(p, Square(w*64+trailingZeros(x)), col, n)
				}
			}
			fr[i] = p.frontier(col)
		}
		return []Term{
			{"squares", sq[0] - sq[1], fmt.Sprintf("the weights of %s's squares sum to %g, %s's to %g", side, sq[0], other, sq[1])},
			{"frontier", float64(10 * (fr[1] - fr[0])), fmt.Sprintf("%s has %d frontier discs, %s %d; 10 each, against", side, fr[0], other, fr[1])},
		}
	}
	return []Term{{ev.Name(), ev.Evaluate(p, side), "the evaluation's score"}}
}

// sumOver sums table over the squares of col.
func sumOver(p Position, col Color, table []float64) float64 {
	n := p.Size()
	var sum float64
	d := p.Discs(col)
	for w := range d {
		for x := d[w]; x != 0; x &= x - 1 {
			sq := Square(w*64 + trailingZeros(x))
			sum += table[sq.Row()*n+sq.Col()]
		}
	}
	return sum
}
