package game

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Entry is a game as the registry lists it: its name, how a size is
// given, and how it is made. Every face builds its list of games, their
// sizes and defaults from the registry (Entries), so that a game added
// here is offered everywhere.
type Entry struct {
	// Name is the name --game takes: "othello", "tictactoe".
	Name string
	// Aliases are other spellings New accepts ("tic-tac-toe").
	Aliases []string
	// Title is the game's name in a sentence: "tic-tac-toe".
	Title string
	// Size says what a size is, for help and errors ("an even size from
	// 4 to 16", "WxH, width by height, each from 4 to 10"); empty when
	// the game takes no size.
	Size string
	// DefaultSize is the size New makes when given none: "8", "7x6";
	// empty when the game takes no size.
	DefaultSize string
	// Sizes are the sizes a menu offers, DefaultSize among them.
	Sizes []string
	// BoardSize says that the game's size is its board string (Nim's
	// heaps, "3 4 5"): given by --board, not --size.
	BoardSize bool
	// SizeFlag names the flag that gives the size besides --size, where
	// the size is not a board's: "goal" for Pig; SizeUsage is its help
	// (its placeholder in backquotes), SizeMin and SizeMax its range,
	// SizeUnit what it counts ("points"), and SizeWhy what it is, for the
	// refusal of a game that takes none ("the score that wins a race
	// game").
	SizeFlag         string
	SizeUsage        string
	SizeMin, SizeMax int
	SizeUnit         string
	SizeWhy          string
	// Play is the title of the page that plays it, English, a key of the
	// catalog ("Play tic-tac-toe": each language has its own article);
	// empty for "Play " and the title.
	Play string
	// New makes the game of the size given ("" for DefaultSize).
	New func(size string) (Game, error)
	// Players is the game's number of players when more than two (0:
	// two). The faces that play or step a game of two refuse it, saying
	// which take it.
	Players int
	// Hidden tells a game of hidden information (Kuhn poker: its
	// positions are Informed): the searches that see every card refuse
	// it, saying why, and gametree solve finds its equilibrium.
	Hidden bool
	// Nodes is the number of nodes of a game of hidden information's
	// whole tree (Kuhn poker's 55), which CFR walks each iteration: the
	// help says the iterations a run takes from it without building the
	// tree (a test checks it against the tree built).
	Nodes int
	// InfoSets is the number of its information sets (Kuhn poker's 12),
	// each updated by an iteration of CFR: the help says the iterations
	// a step-through prints from it without building the tree (the same
	// test checks it).
	InfoSets int
	// Rank places the game in the lists, the help's and the menus': the
	// lower first, the first of all being the default game; a game of
	// rank 0 comes after those ranked, in the order registered.
	Rank int
}

// registry holds the games, in the order the lists show them (Rank):
// each game registers itself from its own file (Register), the shipped
// ones at init.
var registry []Entry

// Register adds a game to the registry, in its place by Rank (after the
// games of its rank already there); every face then offers it. It panics
// on a name already taken: registration is a program's own doing, at init.
func Register(e Entry) {
	if _, ok := Lookup(e.Name); ok || e.New == nil {
		panic("game: Register " + strconv.Quote(e.Name) + ": the name is taken, or New is nil")
	}
	registry = append(registry, e)
	slices.SortStableFunc(registry, func(a, b Entry) int { return cmp.Compare(rankKey(a), rankKey(b)) })
}

// rankKey is the place of e in the lists: its rank, or after every
// ranked game for rank 0.
func rankKey(e Entry) int {
	if e.Rank <= 0 {
		return math.MaxInt
	}
	return e.Rank
}

// Entries returns the registered games, in order.
func Entries() []Entry { return append([]Entry(nil), registry...) }

// Names returns the names of the registered games, in order.
func Names() []string {
	out := make([]string, len(registry))
	for i, e := range registry {
		out[i] = e.Name
	}
	return out
}

// Lookup returns the registered game name names (or one of its aliases,
// in any case).
func Lookup(name string) (Entry, bool) {
	n := strings.ToLower(strings.TrimSpace(name))
	for _, e := range registry {
		if n == e.Name {
			return e, true
		}
		for _, a := range e.Aliases {
			if n == a {
				return e, true
			}
		}
	}
	return Entry{}, false
}

// New returns the game name names, with its size: for Othello an even
// number (8 when empty), for Connect Four "WxH" (7x6 when empty), for Nim
// the heaps of the start ("3 4 5" when empty); tic-tac-toe takes none.
func New(name, size string) (Game, error) {
	e, ok := Lookup(name)
	if !ok {
		return nil, errorf("unknown game %q; want %s", name, strings.Join(Names(), ", "))
	}
	return e.New(size)
}

// MoveSplitter is a game whose moves may be written run together in a
// transcript ("b2a1" in tic-tac-toe, "dcd" in Connect Four, "f5d6c3" in
// Othello): SplitMoves cuts one such word into its moves.
type MoveSplitter interface {
	SplitMoves(word string) []string
}

// SplitMoves splits a transcript into its moves: at spaces and commas,
// and within a word where g writes its moves run together
// (MoveSplitter).
func SplitMoves(g Game, text string) []string {
	var out []string
	sp, _ := g.(MoveSplitter)
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' }) {
		if sp != nil {
			out = append(out, sp.SplitMoves(f)...)
		} else {
			out = append(out, f)
		}
	}
	return out
}

// SplitEvery cuts word into pieces of n bytes, the last one what is left.
func SplitEvery(word string, n int) []string {
	var out []string
	for len(word) > n {
		out = append(out, word[:n])
		word = word[n:]
	}
	return append(out, word)
}

// MoveJoiner is a game whose transcripts run their moves together
// (Othello's "f5d6c3"); the others separate them by spaces.
type MoveJoiner interface {
	JoinsMoves()
}

// JoinMoves writes the moves of a transcript of g, each already in its
// notation: run together where g writes them so (MoveJoiner), else
// separated by spaces.
func JoinMoves(g Game, moves []string) string {
	if _, ok := g.(MoveJoiner); ok {
		return strings.Join(moves, "")
	}
	return strings.Join(moves, " ")
}

// Sizer is a game whose size --size gives: SizeParam writes it as --size
// takes it ("8", "7x6").
type Sizer interface {
	SizeParam() string
}
