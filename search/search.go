// Package search declares every search gametree offers, once: its name and
// words, what trees it accepts (chance nodes, scores or only wins and
// losses), the parameters it takes, what it reports (windows, cutoffs,
// probes, visits), its scale of values, whether the pages' own engine runs
// it, where it is offered, and what to use instead where it refuses. Every
// face asks the declaration (the flags and their help, the server's
// parameters, the pages' menus and the editor's take-back, compare's
// columns, play's players, the quiz's title, the JSON) and no face compares
// algorithm values: a search added here (Register) is offered everywhere
// its declaration says, and refused with its reason everywhere else.
//
// The engines stay where they are: minimax's family in package minimax
// (Decl.Engine, or a search of its own, explore.RegisterRun), Monte Carlo tree
// search in package mcts. This package knows no game and no tree.
package search

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
)

// Chance is what a search does with chance nodes.
type Chance int8

// What a search does with chance nodes.
const (
	// NoChance refuses a tree with chance nodes: minimax, alpha-beta,
	// MCTS.
	NoChance Chance = iota
	// AnyChance searches trees with chance nodes and without:
	// expectimax.
	AnyChance
	// OnlyChance needs chance nodes: without them it is another search
	// (Decl.Otherwise), and is refused so: Star1, Star2.
	OnlyChance
)

// Players is what players a search's trees have.
type Players int8

// The players of a search's trees.
const (
	// TwoPlayers: MAX and MIN, a value a node (every search but those of
	// several players).
	TwoPlayers Players = iota
	// MaxN: several players, a utility vector a node, each player
	// picking the child best for itself (max^n).
	MaxN
	// ShallowMaxN: max^n with shallow pruning, from a bound on the sum
	// of the utilities.
	ShallowMaxN
	// Paranoid: several players reduced to two, the root's player
	// against all the others (alpha-beta on the root player's utility).
	Paranoid
	// Hidden: two players who do not see each other's cards, a strategy
	// an information set (CFR): an equilibrium, not a node's value.
	Hidden
)

// Scale is the scale of a search's values.
type Scale int8

// The scales of values.
const (
	// GameValues are the tree's own values: a textbook tree's leaves, a
	// game's +1, 0, -1, Othello's margins, from MAX's side.
	GameValues Scale = iota
	// WinRate is the share of the playouts won, from 0 to 1, from the
	// side of the player who moved into the node (MCTS).
	WinRate
)

// Face is a place where a search may be offered.
type Face uint8

// The faces of a search.
const (
	// Tree is a searched tree drawn (tree, /tree).
	Tree Face = 1 << iota
	// Step is a search stepped through (step, /step).
	Step
	// Compare is a row of compare's table.
	Compare
	// Play is a computer player (ai:, alphabeta:4).
	Play
	// Solve solves a game whole (gametree solve --game kuhn: its
	// equilibrium).
	Solve
)

// Several reports whether d searches a game of several players (max^n,
// shallow pruning, paranoid search).
func (d *Decl) Several() bool {
	return d.Players == MaxN || d.Players == ShallowMaxN || d.Players == Paranoid
}

// Decl is the declaration of a search.
type Decl struct {
	// Name is what --algo takes: "alphabeta".
	Name string
	// Aliases are other spellings --algo accepts ("alpha-beta", "ab").
	Aliases []string
	// Title is the search's name in a sentence, English, a key of the
	// catalog: "alpha-beta", "Star1".
	Title string
	// Menu is the note of the pages' menus, shorter ("chance nodes"); a
	// key of the catalog; empty for none.
	Menu string
	// Note says what the search is in a few words, after its name in a
	// list of choices (the help, the pages' menus); a key of the catalog;
	// empty for none.
	Note string
	// Family is the search's family, which every face asks (Windows,
	// minimax's, unless given): it must agree with what the declaration
	// says of its players and of Monte Carlo (Register checks it).
	Family Family
	// Engine names the search's engine in package minimax, as
	// minimax.ParseAlgorithm reads it ("alphabeta", "expectimax"): data,
	// which the family that runs the search reads (package search imports
	// no engine). Empty for a search of its own, whose run its family
	// registers (explore.RegisterRun), and for a family of another engine
	// (MCTS, max^n, CFR).
	Engine string
	// MonteCarlo marks Monte Carlo tree search: its own parameters, its
	// counts of visits and wins in place of windows.
	MonteCarlo bool
	// Guided marks, of Monte Carlo tree search, PUCT: a network's priors
	// and values guide it in place of UCB1 and playouts (a game that
	// ships a network, or one given).
	Guided bool
	// Players is what players the search's trees have: two (MAX and
	// MIN) unless it searches trees of utility vectors (several players),
	// which every other search refuses.
	Players Players
	// Chance is what the search does with chance nodes.
	Chance Chance
	// Otherwise names the search this one is on a tree without chance
	// nodes: "alphabeta" for Star1 (OnlyChance, refused there), "minimax"
	// for expectimax (AnyChance: a game without chance offers minimax
	// itself).
	Otherwise string
	// Scores tells that the search gives the values of a tree of scores
	// (a textbook tree's leaves, Othello's margins); false for a search
	// of wins, draws and losses alone (-1, 0, +1), which a tree of scores
	// is refused to. Every search shipped takes scores, MCTS's solver
	// included (score-bounded), but PUCT, whose network values a win, a
	// draw and a loss.
	Scores bool
	// Takes are the parameters the search takes beyond the tree: "depth",
	// "order", "fail-hard", "bounds", "iterations".
	Takes []string
	// Grows names the parameter that grows the search, for the advice of a
	// refusal of its size: "depth" ("lower --depth"), "iterations"
	// ("fewer --iterations"); on a textbook tree, whose depth is its own,
	// a search to a depth is made smaller by a smaller tree.
	Grows string
	// Why says, for a parameter of another search that this one does not
	// take, why not, after "--NAME does not apply to --algo NAME: "; a
	// key of the catalog. A parameter not here gets a sentence that names
	// the searches that take it.
	Why map[string]string
	// Prunes tells that the search prunes with windows: cutoffs, pruned
	// subtrees, the windows on entry and exit.
	Prunes bool
	// Probes tells that the search probes a chance node's children
	// before it searches them (Star2).
	Probes bool
	// Forward tells that the search prunes forward, by the evaluation of
	// the positions below a node (beam search, ProbCut): it needs a
	// game's evaluation at every node, which a textbook tree has not.
	Forward bool
	// Departs says, in one sentence that names the source, where the
	// search's definition departs from the textbook's (AIMA's) it is
	// named after; the step says it at its start. A key of the catalog;
	// empty where it follows it.
	Departs string
	// Scale is the scale of the search's values.
	Scale Scale
	// Page tells that the pages' own engine (web/assets/treereport.js)
	// runs the search: a one-file page and the editor search with it.
	Page bool
	// Plus tells, of a search of hidden information, CFR+'s way
	// (Tammelin 2014): regrets kept at least 0, the players updated in
	// turn, later iterations weighing more in the average.
	Plus bool
	// Clairvoyant tells, of a search of hidden information, averaging over
	// clairvoyance (AIMA 4th edition, section 5.6): each deal solved as if
	// every card were seen, the values averaged; what the book shows goes
	// wrong.
	Clairvoyant bool
	// Grades are the questions of the quiz the search's run answers on
	// the trees it searches, which the quiz asks of it and names it
	// beside: "values" (the inner nodes' values), "pruned" (the leaves
	// it never evaluates), "windows" (its windows on entry and exit),
	// "cuts" (the nodes ProbCut cuts off). Empty for a search the quiz
	// does not ask of.
	Grades []string
	// Ordered is the order a search that takes no order always searches
	// in, as minimax.ParseOrdering reads it: "eval" for beam search, which
	// keeps the moves best by the evaluation; empty for the order asked.
	Ordered string
	// Compared are the orders compare's table runs the search in, a row
	// each, where the tree has them: Static where the game ranks its
	// moves, Eval where it evaluates its positions (on a tree that does
	// not, natural order, unless the search runs in it already),
	// Natural and Perfect always; a search that takes fail-soft adds a
	// row of it in natural order. Empty where compare runs the search
	// otherwise (a run of its own, chance nodes, its own table). Each is
	// an order's name, as minimax.ParseOrdering reads it ("natural").
	Compared []string
	// Faces are where the search is offered.
	Faces Face
	// Rank places the search in lists: the lower first.
	Rank int
	// Default marks the search run when none is named.
	Default bool
	// FamilyDefault marks the search of its family run when none is
	// named on the trees only its family searches: max^n on utility
	// vectors, CFR+ on a game of hidden information (DefaultOf).
	FamilyDefault bool
}

// Offers reports whether the search is offered on face f.
func (d *Decl) Offers(f Face) bool { return d.Faces&f != 0 }

// TakesParam reports whether the search takes the parameter name.
func (d *Decl) TakesParam(name string) bool { return slices.Contains(d.Takes, name) }

// AcceptsChance reports whether the search searches chance nodes.
func (d *Decl) AcceptsChance() bool { return d.Chance != NoChance }

// Choice is the search as a choice of a list: its name, with its note
// in brackets where it has one ("expectimax (chance nodes weighed by
// their probabilities)"), English.
func (d *Decl) Choice() string {
	if d.Note == "" {
		return d.Name
	}
	return d.Name + " (" + d.Note + ")"
}

// String returns the search's name.
func (d *Decl) String() string { return d.Name }

// registry holds the declared searches, in the order of their ranks.
var registry []*Decl

// Register declares a search; every face then offers it where its
// declaration says. It panics on a name taken or a declaration without a
// name: declaring is a program's own doing, at init.
func Register(d Decl) *Decl {
	if d.Name == "" {
		panic("search: Register a search without a name")
	}
	for _, n := range append([]string{d.Name}, d.Aliases...) {
		if Lookup(n) != nil {
			panic("search: Register " + strconv.Quote(d.Name) + ": the name " + strconv.Quote(n) + " is taken")
		}
	}
	if want := familyOf(&d); d.Family != want {
		panic("search: Register " + strconv.Quote(d.Name) + ": declared of the family " + d.Family.String() + ", its kind says " + want.String())
	}
	p := &d
	registry = append(registry, p)
	slices.SortStableFunc(registry, func(a, b *Decl) int { return cmp.Compare(a.Rank, b.Rank) })
	return p
}

// All returns the declared searches, in order.
func All() []*Decl { return slices.Clone(registry) }

// On returns the searches offered on face f, in order.
func On(f Face) []*Decl {
	var out []*Decl
	for _, d := range registry {
		if d.Offers(f) {
			out = append(out, d)
		}
	}
	return out
}

// Default returns the search run when none is named.
func Default() *Decl {
	for _, d := range registry {
		if d.Default {
			return d
		}
	}
	return registry[0]
}

// DefaultOf returns the search family f runs when none is named: the one
// it marks (FamilyDefault), or the search run when none is named where it
// is f's; nil for a family that marks none.
func DefaultOf(f Family) *Decl {
	for _, d := range registry {
		if d.Family == f && (d.FamilyDefault || d.Default) {
			return d
		}
	}
	return nil
}

// Lookup returns the search named name (or one of its aliases, in any
// case), nil for none.
func Lookup(name string) *Decl {
	n := strings.ToLower(strings.TrimSpace(name))
	for _, d := range registry {
		if d.Name == n || slices.Contains(d.Aliases, n) {
			return d
		}
	}
	return nil
}

// Of returns the declaration of the search of the engine named engine
// (Decl.Engine): alpha-beta's for both its conventions ("alphabeta",
// "alphabeta-failsoft"); nil for none.
func Of(engine string) *Decl {
	engine = strings.TrimSuffix(engine, "-failsoft")
	for _, d := range registry {
		if !d.MonteCarlo && d.Engine != "" && d.Engine == engine {
			return d
		}
	}
	return nil
}

// Names returns the names of searches, in order.
func Names(ds []*Decl) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = d.Name
	}
	return out
}

// Where returns the searches among ds for which keep holds, in order.
func Where(ds []*Decl, keep func(*Decl) bool) []*Decl {
	var out []*Decl
	for _, d := range ds {
		if keep(d) {
			out = append(out, d)
		}
	}
	return out
}

// Params returns every parameter some search of face f takes, each
// once, in the order first declared.
func Params(f Face) []string {
	var out []string
	for _, d := range On(f) {
		for _, p := range d.Takes {
			if !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	return out
}
