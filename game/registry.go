package game

import (
	"strconv"
	"strings"

	"gametree/internal/msg"
	"gametree/othello"
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
	// the size is not a board's: "goal" for Pig.
	SizeFlag string
	// New makes the game of the size given ("" for DefaultSize).
	New func(size string) (Game, error)
}

// registry holds the games, in the order the help lists them: the four
// shipped here, then those added by Register.
var registry = []Entry{
	{Name: "othello", Title: "Othello", Size: "an even size from 4 to 16", DefaultSize: "8",
		Sizes: []string{"4", "6", "8", "10", "12", "14", "16"}, New: newOthello},
	{Name: "tictactoe", Aliases: []string{"tic-tac-toe"}, Title: "tic-tac-toe", New: newTicTacToe},
	{Name: "connect4", Aliases: []string{"connectfour", "connect-four"}, Title: "Connect Four",
		Size: "WxH, width by height, each from 4 to 10", DefaultSize: "7x6",
		Sizes: []string{"4x4", "5x4", "6x5", "7x6", "8x7", "9x8", "10x9"},
		New:   func(size string) (Game, error) { return NewConnectFour(size) }},
	{Name: "nim", Title: "Nim", DefaultSize: "3 4 5", BoardSize: true,
		New: func(size string) (Game, error) { return NewNim(size) }},
	{Name: "pig", Title: "Pig", Size: "the goal, from 2 to 200", DefaultSize: "100", SizeFlag: "goal",
		Sizes: []string{"10", "20", "30", "50", "100"},
		New:   func(size string) (Game, error) { return NewPig(size) }},
}

// Register adds a game to the registry, after those already there; every
// face then offers it. It panics on a name already taken: registration
// is a program's own doing, at init.
func Register(e Entry) {
	if _, ok := Lookup(e.Name); ok || e.New == nil {
		panic("game: Register " + strconv.Quote(e.Name) + ": the name is taken, or New is nil")
	}
	registry = append(registry, e)
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

// newTicTacToe makes tic-tac-toe, which takes no size but its own.
func newTicTacToe(size string) (Game, error) {
	if s := strings.TrimSpace(size); s != "" && s != "3x3" && s != "3" {
		return nil, errorf("tic-tac-toe is played on 3x3; it takes no size (got %q)", size)
	}
	return TicTacToe{}, nil
}

// newOthello makes Othello on an even board from 4 to 16 (8 when size is
// empty), its leaves scored by counting discs.
func newOthello(size string) (Game, error) {
	n := othello.DefaultSize
	if s := strings.TrimSpace(size); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil || othello.CheckSize(v) != nil {
			return nil, errorf("want an even size from %d to %d", othello.MinSize, othello.MaxSize)
		}
		n = v
	}
	return Othello{Size: n, Eval: othello.Discs{}}, nil
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

// splitEvery cuts word into pieces of n bytes, the last one what is left.
func splitEvery(word string, n int) []string {
	var out []string
	for len(word) > n {
		out = append(out, word[:n])
		word = word[n:]
	}
	return append(out, word)
}

// SplitMoves cuts "b2a1" into "b2" "a1".
func (TicTacToe) SplitMoves(word string) []string { return splitEvery(word, 2) }

// SplitMoves cuts "dcd" into "d" "c" "d".
func (ConnectFour) SplitMoves(word string) []string { return splitEvery(word, 1) }

// SplitMoves cuts "f5d6pass" into "f5" "d6" "pass": a letter and its
// digits, or a pass ("pass", "pa", "ps").
func (Othello) SplitMoves(word string) []string {
	var out []string
	// Lower case byte by byte, ASCII alone: t keeps word's length (a
	// byte that is not UTF-8 would grow into three under ToLower).
	b := []byte(word)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	t := string(b)
	for i := 0; i < len(t); {
		j := i + 1
		switch {
		case strings.HasPrefix(t[i:], "pass"):
			j = i + 4
		case strings.HasPrefix(t[i:], "pa") || strings.HasPrefix(t[i:], "ps"):
			j = i + 2
		default:
			for j < len(t) && t[j] >= '0' && t[j] <= '9' {
				j++
			}
		}
		out = append(out, word[i:j])
		i = j
	}
	return out
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

// JoinsMoves marks Othello's transcripts as run together.
func (Othello) JoinsMoves() {}

// SizeName returns "7x6".
func (g ConnectFour) SizeName() string { return g.Size() }

// SizeName returns the heaps of the start: "3 4 5".
func (g Nim) SizeName() string { return strings.TrimSuffix(g.Start().String(), " X") }

// Caption names Nim with the heaps it starts from in captions ("Nim 3 4
// 5"), so that "the start" says which heaps.
func (g Nim) Caption(msg.Lang) string { return TitleWithSize(g) }

// SizeName returns "8x8".
func (g Othello) SizeName() string { return strconv.Itoa(g.Size) + "x" + strconv.Itoa(g.Size) }

// Sizer is a game whose size --size gives: SizeParam writes it as --size
// takes it ("8", "7x6").
type Sizer interface {
	SizeParam() string
}

// SizeParam returns "7x6".
func (g ConnectFour) SizeParam() string { return g.Size() }

// SizeParam returns "8".
func (g Othello) SizeParam() string { return strconv.Itoa(g.Size) }
