package play

import (
	"gametree/az"
	"slices"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/probcut"
	"gametree/search"
)

// What play asks of a family of searches (search.Family): which of its
// searches play a game, how their players are written, and how one is
// read. The players' menus, help and parser ask the search's family and
// never which search it is; a family that offers no player has none here,
// and its searches are refused as players with the players the game has.

// Family is play's face of a family of searches: the families shipped
// have theirs here; a family of one's own gives its own with
// RegisterFamily (docs/architecture.md, "Adding a family").
type Family interface {
	// Plays reports whether d, a search of the family offered to play
	// (search.Play), plays g.
	Plays(d *search.Decl, g game.Game) bool
	// Kind is d's player in a menu: "alphabeta", "ai:mcts".
	Kind(d *search.Decl) string
	// Spec is how a player of d is written, for help: "alphabeta:DEPTH",
	// "ai:mcts[:ITERATIONS]".
	Spec(d *search.Decl, g game.Game) string
	// Refused is why d, named by the player spec, does not play g.
	Refused(spec string, d *search.Decl, g game.Game) error
	// Parse reads the player of d that spec names, rest what follows
	// the search's name and its colon.
	Parse(spec, rest string, d *search.Decl, g game.Game, cfg Config) (Player, error)
}

// playFamilies are the families that offer players.
var playFamilies = map[search.Family]Family{
	search.Windows: windowsPlayers{},
	search.Visits:  visitsPlayers{},
	search.Vectors: vectorsPlayers{},
}

// RegisterFamily gives family f's players: its searches declared on play
// (search.Play) are then offered and read by impl. It panics on a family
// given twice: registering is a program's own doing, at init.
func RegisterFamily(f search.Family, impl Family) {
	if _, ok := playFamilies[f]; ok {
		panic("play: RegisterFamily " + f.String() + ": given twice")
	}
	playFamilies[f] = impl
}

// playersOf is the face of d's family, nil for a family that offers no
// player.
func playersOf(d *search.Decl) Family {
	if d == nil || !d.Offers(search.Play) {
		return nil
	}
	return playFamilies[d.Family]
}

// playing are the declared searches that play g, in their order.
func playing(g game.Game) []*search.Decl {
	return search.Where(search.On(search.Play), func(d *search.Decl) bool {
		f := playersOf(d)
		return f != nil && f.Plays(d, g)
	})
}

// levelled reports whether d's player is written as an AI level
// ("ai:mcts"), listed after the levels, where the others are listed
// before them.
func levelled(d *search.Decl) bool { return strings.HasPrefix(playersOf(d).Kind(d), "ai:") }

// playerOf finds the search a player's kind names ("alphabeta",
// "ai:mcts"), nil for none.
func playerOf(kind string) *search.Decl {
	name := strings.TrimPrefix(kind, "ai:")
	d := search.Lookup(name)
	if f := playersOf(d); f == nil || f.Kind(d) != kind {
		return nil
	}
	return d
}

// windowsPlayers are the players of minimax's family, to a depth or for a
// time a move: minimax, alpha-beta, expectimax on a game of chance, beam
// search, and ProbCut where gametree ships a fit.
type windowsPlayers struct{}

func (windowsPlayers) Plays(d *search.Decl, g game.Game) bool {
	// A search that stands on a fit plays where gametree ships one.
	fits := !d.TakesParam("fit") || probcut.Ships(g.Name())
	return !several(g) && !hidden(g) && d.TakesParam("depth") && d.AcceptsChance() == game.HasChance(g) && fits
}

func (windowsPlayers) Kind(d *search.Decl) string { return d.Name }

func (windowsPlayers) Spec(d *search.Decl, g game.Game) string {
	if _, named := g.Start().(game.Evaluations); named {
		return d.Name + ":DEPTH[:EVAL]"
	}
	return d.Name + ":DEPTH"
}

func (windowsPlayers) Refused(spec string, d *search.Decl, g game.Game) error {
	names := search.Names(depthSearches(g))
	switch {
	case several(g) || hidden(g) || len(names) == 0:
		return errorf("unknown player %q; %s takes %s", spec, msg.P(g.Title()), PlayerSpecs(g))
	case d.TakesParam("fit") && !probcut.Ships(g.Name()) && !game.HasChance(g):
		return errorf("player %q: ProbCut has no fit for %s: gametree ships fits for %s; make one with gametree train probcut and search with gametree tree --algo probcut --fit FILE", spec, game.TitleWithSize(g), strings.Join(probcut.ShippedNames(), ", "))
	case game.HasChance(g):
		return errorf("player %q: %s has chance nodes (the die), which %s does not know; want %s, such as %s:4", spec, msg.P(g.Title()), d.Name, depthSpecs(names), names[0])
	}
	return errorf("player %q: %s has no chance node, and %s is then %s; want %s", spec, msg.P(g.Title()), d.Name, d.Otherwise, depthSpecs(names))
}

func (windowsPlayers) Parse(spec, rest string, d *search.Decl, g game.Game, _ Config) (Player, error) {
	return parseSearcher(spec, d.Name, strings.ToLower(rest), d, g)
}

// depthSearches are the searches of minimax's family that play g.
func depthSearches(g game.Game) []*search.Decl {
	return slices.DeleteFunc(playing(g), levelled)
}

// visitsPlayers are Monte Carlo tree search's players, "ai:mcts[:N]" (N
// iterations a move, or a time), on games without chance.
type visitsPlayers struct{}

func (visitsPlayers) Plays(d *search.Decl, g game.Game) bool {
	if d.Guided {
		if _, err := az.Shipped(g); err != nil {
			return false
		}
	}
	return !several(g) && !hidden(g) && (d.AcceptsChance() || !game.HasChance(g))
}

func (visitsPlayers) Kind(d *search.Decl) string { return "ai:" + d.Name }

func (visitsPlayers) Spec(d *search.Decl, _ game.Game) string {
	return "ai:" + d.Name + "[:ITERATIONS]"
}

func (visitsPlayers) Refused(spec string, d *search.Decl, g game.Game) error {
	if _, err := az.Shipped(g); d.Guided && err != nil {
		return errorf("player %q: %w; want %s", spec, err, PlayerSpecs(g))
	}
	if game.HasChance(g) && !several(g) && !hidden(g) {
		return errorf("player %q: %s has chance nodes (the die), which this Monte Carlo tree search does not know; want %s", spec, msg.P(g.Title()), PlayerSpecs(g))
	}
	return errorf("unknown player %q; %s takes %s", spec, msg.P(g.Title()), PlayerSpecs(g))
}

func (visitsPlayers) Parse(spec, rest string, d *search.Decl, g game.Game, cfg Config) (Player, error) {
	level := d.Name
	if rest != "" {
		level += ":" + rest
	}
	return parseMCTS(spec, strings.ToLower(level), cfg, d, g)
}

// vectorsPlayers are the players of a game of several players to a
// depth: max^n, shallow pruning, paranoid search.
type vectorsPlayers struct{}

func (vectorsPlayers) Plays(d *search.Decl, g game.Game) bool {
	return several(g) && d.TakesParam("depth")
}

func (vectorsPlayers) Kind(d *search.Decl) string { return d.Name }

func (vectorsPlayers) Spec(d *search.Decl, _ game.Game) string { return d.Name + ":DEPTH" }

func (vectorsPlayers) Refused(spec string, d *search.Decl, g game.Game) error {
	if !several(g) {
		return errorf("player %q: %s searches games of three players or more, and %s is a game of two; want %s", spec, d.Name, msg.P(g.Title()), PlayerSpecs(g))
	}
	return errorf("unknown player %q; %s takes %s", spec, msg.P(g.Title()), PlayerSpecs(g))
}

func (vectorsPlayers) Parse(spec, rest string, d *search.Decl, g game.Game, _ Config) (Player, error) {
	depth, err := strconv.Atoi(rest)
	if err != nil || depth < 1 || depth > 20 {
		return nil, errorf("player %q: want %s:DEPTH with a depth from 1 to 20, such as %s:3", spec, d.Name, d.Name)
	}
	if err := costError(spec, g, d, depth, MaxSeveralNodes); err != nil {
		return nil, err
	}
	return &SeveralSearcher{spec: d.Name + ":" + strconv.Itoa(depth), decl: d, depth: depth}, nil
}

// depthSpecs writes the specs of the searches names to a depth in the
// reader's language: "expectimax:DEPTH", "minimax:DEPTH or
// alphabeta:DEPTH".
func depthSpecs(names []string) msg.Phrase {
	last := msg.P("%s:DEPTH", names[len(names)-1])
	if len(names) == 1 {
		return last
	}
	head := msg.P("%s:DEPTH", names[0])
	for _, n := range names[1 : len(names)-1] {
		head = msg.P("%s, %s", head, msg.P("%s:DEPTH", n))
	}
	return msg.P("%s or %s", head, last)
}
