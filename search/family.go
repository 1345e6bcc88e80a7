package search

import (
	"fmt"
	"strconv"
	"strings"
)

// Family is a family of searches: what its searches report, and so how
// every face reads, draws, steps and compares them. A face asks the
// family of a search (its implementation a family, in package explore),
// never which search it is nor a kind flag: a search added to a family
// is offered wherever the family is.
type Family int8

// The families of searches.
const (
	// Windows is minimax's family: a value a node, with alpha-beta's
	// windows, cutoffs and bounds where it prunes (minimax, alpha-beta,
	// PVS, expectimax, Star1, Star2, beam search, ProbCut, iterative
	// deepening). Its engine is package minimax.
	Windows Family = iota
	// Visits is Monte Carlo tree search: visits and wins a node, the four
	// phases of an iteration (package mcts).
	Visits
	// Vectors is the family of several players: a utility vector a node
	// (max^n, shallow pruning, paranoid search).
	Vectors
	// Equilibria is the family of hidden information: a strategy an
	// information set, an equilibrium rather than a node's value (CFR,
	// CFR+, averaging over clairvoyance).
	Equilibria
)

// families are the families' names, in the order of their values: the
// four shipped, then those RegisterFamily added.
var families = []string{"windows", "visits", "vectors", "equilibria"}

// shipped is the number of families gametree ships.
const shipped = 4

// RegisterFamily declares a family of one's own, named name, and returns
// it: its searches are declared with it (Register), and its faces given
// by package explore (explore.RegisterFamily). It panics on a name taken:
// declaring is a program's own doing, at init.
func RegisterFamily(name string) Family {
	for _, n := range families {
		if strings.EqualFold(n, name) {
			panic("search: RegisterFamily " + strconv.Quote(name) + ": the name is taken")
		}
	}
	families = append(families, name)
	return Family(len(families) - 1)
}

// String returns the family's name: "windows", "visits", "vectors" or
// "equilibria".
func (f Family) String() string {
	if f < 0 || int(f) >= len(families) {
		return fmt.Sprintf("Family(%d)", int8(f))
	}
	return families[f]
}

// ParseFamily reads a family's name, as String writes it.
func ParseFamily(s string) (Family, error) {
	for i, name := range families {
		if strings.EqualFold(strings.TrimSpace(s), name) {
			return Family(i), nil
		}
	}
	return 0, fmt.Errorf("family %q: want %s", s, strings.Join(families, ", "))
}

// Families returns every family, in order.
func Families() []Family {
	out := make([]Family, len(families))
	for i := range out {
		out[i] = Family(i)
	}
	return out
}

// familyOf is the family a declaration's kind says it is of, which its
// Family must be (Register checks it): a family of one's own has the kind
// of minimax's family, its flags unset.
func familyOf(d *Decl) Family {
	if d.Family >= shipped && int(d.Family) < len(families) && !d.MonteCarlo && !d.Several() && d.Players != Hidden {
		return d.Family
	}
	switch {
	case d.MonteCarlo:
		return Visits
	case d.Several():
		return Vectors
	case d.Players == Hidden:
		return Equilibria
	}
	return Windows
}
