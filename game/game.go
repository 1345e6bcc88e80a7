// Package game holds every game gametree plays behind one interface of
// positions and moves (as aima-python's Game and OpenSpiel's State): the
// legal moves, the position after a move, the end of the game and its
// utility, the value a tree holds of a finished game, a depth-limited
// evaluation, the game's own notation (moves, a board string, a diagram)
// and the board its drawings show. Tic-tac-toe, Connect Four and Nim are
// written here; Othello is the rules of package othello behind the same
// interface (Othello, OthelloPosition), with fast paths for the work that
// is hot on its bitboards (Brancher, Replayer, Counter, Ranker). Package
// tree builds every game's trees through it; the search never sees a game.
//
// Every game here has two players, X and O, and X moves first (Black in
// Othello). A finished game's utility is +1 (a win), 0 (a draw) or -1 (a
// loss) for the player asked. The evaluation of a game that goes on lies
// strictly inside (-1, +1), rounded to hundredths, in tic-tac-toe,
// Connect Four and Nim; Othello's counts discs, moves or points, and its
// finished games are worth their margin past othello.WinScore.
package game

import (
	"math"
	"strings"

	"gametree/internal/fault"
	"gametree/internal/msg"
)

// Player is one of the two players: X, who moves first, or O.
type Player uint8

// The players.
const (
	X Player = iota
	O
)

// String returns "X" or "O"; a third player and more (a game of several
// players, which names them) are C, D, ...
func (p Player) String() string {
	switch {
	case p == O:
		return "O"
	case p > O:
		return string(rune('A' + p))
	}
	return "X"
}

// Other returns the opponent of p.
func (p Player) Other() Player { return 1 - p }

// ParsePlayer reads "X" or "O" (any case).
func ParsePlayer(s string) (Player, error) {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "X":
		return X, nil
	case "O":
		return O, nil
	}
	return X, errorf("player %q: want X or O", s)
}

// Move is a move of a game, numbered by the game: a square of tic-tac-toe,
// a column of Connect Four, a heap and a count in Nim.
type Move int16

// NoMove is the move of no node: the root's.
const NoMove Move = -1

// Position is a position of a game: a value that a move never changes
// (Play returns a new one). These are the rules, all a game must give;
// what it may add (an evaluation, diagrams, the board its drawings show,
// how it says a result) is an optional interface with a default
// (defaults.go: Evaluator, Finaler, Diagrammer, Boarder, Resulter), and
// so are its speed paths and engines (engines.go).
type Position interface {
	// Game returns the game the position belongs to.
	Game() Game
	// ToMove returns the player to move.
	ToMove() Player
	// AppendMoves appends the legal moves to dst, in the game's natural
	// order, and returns the extended slice; none when the game is over.
	AppendMoves(dst []Move) []Move
	// Play returns the position after m, which must be legal (unchecked:
	// see PlayChecked).
	Play(m Move) Position
	// Over reports whether the game is over.
	Over() bool
	// Utility returns a finished game's outcome for p: +1 if p won, 0 for
	// a draw, -1 if p lost.
	Utility(p Player) float64
	// String returns the position's board string, which the game's
	// ParsePosition reads back.
	String() string
	// FormatMove writes m in the game's notation ("b2", "d", "2:3").
	FormatMove(m Move) string
	// ParseMove reads a move in the game's notation; it need not be legal
	// here (see PlayChecked).
	ParseMove(s string) (Move, error)
}

// Game is one of the games: its name, its starting position and how its
// positions are written. How it names its players, writes its values and
// sizes its grid are optional (defaults.go: Namer, Valuer, Gridded,
// Notator, EvalNamer).
type Game interface {
	// Name returns the name --game takes: "tictactoe", "connect4", "nim".
	Name() string
	// Title returns the game's name in a sentence: "tic-tac-toe".
	Title() string
	// Start returns the starting position.
	Start() Position
	// ParsePosition reads a board string, as Position.String writes it.
	ParsePosition(s string) (Position, error)
}

// DiagramOptions say how DiagramWith draws a position.
type DiagramOptions struct {
	// Unicode draws discs and marks with Unicode characters, where the
	// game has them.
	Unicode bool
	// Color adds ANSI colours, where the game has them (Othello's discs);
	// only on a terminal.
	Color bool
	// NoStatus leaves out the lines under the board (whose move, the
	// result).
	NoStatus bool
	// Lang is the language of the lines under the board.
	Lang msg.Lang
}

// Ranker is a position whose moves rank by class (Othello's corners,
// edges, ...): what the static ordering sorts by, lowest first.
type Ranker interface {
	StaticRank(m Move) int
}

// Child is a child of a position as Brancher lists it: the move, the
// value from a player's view (Final or the evaluation), and whether the
// game is over there.
type Child struct {
	Move  Move
	Value float64
	Over  bool
}

// Brancher is a position that lists the children of the position a path
// of moves leads to without making a Position of each: Othello's
// bitboards, where a tree is built fastest so.
type Brancher interface {
	// Branch replays path from the position and appends the children of
	// the position reached to dst, valued for me.
	Branch(path []Move, me Player, dst []Child) []Child
}

// Replayer is a position that plays a path of moves in one go, making
// one Position at the end rather than one a move (Othello's bitboards).
type Replayer interface {
	Replay(path []Move) Position
}

// Counter is a position that counts its move tree faster than Perft
// does through Play (Othello's bitboard perft).
type Counter interface {
	PerftStop(depth int, stop func() bool) (PerftCount, bool)
}

// Pass is the move of a player who has none and passes (Othello's).
const Pass Move = -2

// CaptionIn names g for captions, in the language l: its title and, for
// a game on a grid, the grid's size ("Othello 8x8", "tic-tac-toe 3x3",
// "Nim").
func CaptionIn(g Game, l msg.Lang) string {
	if c, ok := g.(Captioned); ok {
		return c.Caption(l)
	}
	if c, r := Dims(g); c > 0 {
		return l.Word(g.Title()) + " " + itoa(c) + "x" + itoa(r)
	}
	return l.Word(g.Title())
}

// Captioned is a game that names itself in captions in its own words:
// Pig with its goal ("Pig to 100").
type Captioned interface {
	Caption(l msg.Lang) string
}

// ScoreLegended is a game whose drawings say how its nodes are valued in
// words of its own (Pig's points), where the others say that a finished
// game scores +1, 0 or -1.
type ScoreLegended interface {
	ScoreLegend(l msg.Lang) string
	// ScoreRow is the same in a row of a drawing's legend: the mark
	// ("win +100 / loss −100") and what it means, in l.
	ScoreRow(l msg.Lang) (mark, meaning string)
}

// ScoreLegend says how g's nodes are valued, in l: ScoreLegended's words
// (lines of at most 74 columns), "" for the drawings' own.
func ScoreLegend(g Game, l msg.Lang) string {
	if s, ok := g.(ScoreLegended); ok {
		return s.ScoreLegend(l)
	}
	return ""
}

// PlayChecked returns the position after the move written s, or an error
// that says why it is not legal and which moves are: in the game's own
// words where it has them (Checker).
func PlayChecked(p Position, s string) (Position, Move, error) {
	m, err := p.ParseMove(s)
	if c, ok := p.(Checker); ok && err == nil {
		// The game's own words, the end of the game included.
		if err := c.Check(m); err != nil {
			return nil, NoMove, err
		}
	}
	if p.Over() {
		return nil, NoMove, errorf("the game is over: %s cannot play %s", p.ToMove(), s)
	}
	if err != nil {
		return nil, NoMove, err
	}
	for _, l := range p.AppendMoves(nil) {
		if l == m {
			return p.Play(m), m, nil
		}
	}
	return nil, NoMove, errorf("%s is not legal for %s (legal: %s)", p.FormatMove(m), p.ToMove(), strings.Join(FormatMoves(p, p.AppendMoves(nil)), " "))
}

// FormatMoves writes moves in p's notation.
func FormatMoves(p Position, moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = p.FormatMove(m)
	}
	return out
}

// Replay plays the transcript text (moves separated by spaces or commas,
// or run together where the game's moves allow) from p, and returns the
// position reached and the moves played: a forced pass the transcript
// leaves out is played (and returned), as Othello's transcripts leave
// them out.
func Replay(p Position, text string) (Position, []Move, error) {
	var moves []Move
	for _, tok := range SplitMoves(p.Game(), text) {
		if MustPass(p) && !isPass(p, tok) {
			p = p.Play(Pass)
			moves = append(moves, Pass)
		}
		q, m, err := PlayChecked(p, tok)
		if err != nil {
			return nil, nil, errorf("ply %d: %w", len(moves)+1, err)
		}
		p = q
		moves = append(moves, m)
	}
	return p, moves, nil
}

// MustPass reports whether the side to move at p has no move but a pass
// (Othello's forced pass); false once the game is over.
func MustPass(p Position) bool {
	if p.Over() {
		return false
	}
	moves := p.AppendMoves(nil)
	return len(moves) == 1 && moves[0] == Pass
}

// isPass reports whether tok is p's pass.
func isPass(p Position, tok string) bool {
	m, err := p.ParseMove(tok)
	return err == nil && m == Pass
}

// Outcome returns the value of a finished game for p as a tree holds it,
// or the evaluation of one that goes on.
func Outcome(pos Position, p Player) float64 {
	if pos.Over() {
		return Final(pos, p)
	}
	return Evaluate(pos, p)
}

// Squash maps a heuristic sum s into (-1, +1), rounded to hundredths:
// s / (|s| + k), so that a sum of k scores 0.5; never reaching +-1, which
// belong to finished games.
func Squash(s, k float64) float64 {
	v := s / (math.Abs(s) + k)
	v = math.Round(v*100) / 100
	return math.Max(-0.99, math.Min(0.99, v))
}

// PerftCount is what Perft counts: the positions at exactly the depth
// asked, and the games that ended before it (not leaves), as Othello's
// perft counts them.
type PerftCount struct {
	Leaves   uint64
	GameEnds uint64
}

// Perft counts the move tree of p to depth plies: the positions reached
// by exactly depth plies (finished or not) and, apart, the games that
// ended sooner. Perft(p, 0) is one leaf.
func Perft(p Position, depth int) PerftCount {
	c, _ := PerftStop(p, depth, nil)
	return c
}

// PerftStop is Perft that asks stop, when not nil, every 4096 positions
// whether to give up; then ok is false.
func PerftStop(p Position, depth int, stop func() bool) (c PerftCount, ok bool) {
	if fast, ok := p.(Counter); ok {
		return fast.PerftStop(depth, stop)
	}
	pc := perftCounter{bufs: make([][]Move, depth+1), stop: stop}
	c = pc.count(p, depth, 0)
	return c, !pc.stopped
}

// perftCounter counts a move tree, one buffer of moves a ply.
type perftCounter struct {
	bufs    [][]Move
	stop    func() bool
	visits  int
	stopped bool
}

func (pc *perftCounter) count(p Position, depth, ply int) PerftCount {
	if pc.visits++; pc.stop != nil && pc.visits&4095 == 0 && pc.stop() {
		pc.stopped = true
	}
	if depth == 0 || pc.stopped {
		return PerftCount{Leaves: 1}
	}
	if p.Over() {
		return PerftCount{GameEnds: 1}
	}
	moves := p.AppendMoves(pc.bufs[ply][:0])
	pc.bufs[ply] = moves
	if depth == 1 {
		return PerftCount{Leaves: uint64(len(moves))}
	}
	var c PerftCount
	for _, m := range moves {
		d := pc.count(p.Play(m), depth-1, ply+1)
		c.Leaves += d.Leaves
		c.GameEnds += d.GameEnds
	}
	return c
}

// Divide returns the perft count of depth under each move of p (the tree
// of depth-1 plies after it), in the order of AppendMoves; ok is false
// when stop said to give up.
func Divide(p Position, depth int, stop func() bool) (moves []Move, counts []PerftCount, ok bool) {
	for _, m := range p.AppendMoves(nil) {
		c, ok := PerftStop(p.Play(m), depth-1, stop)
		if !ok {
			return nil, nil, false
		}
		moves, counts = append(moves, m), append(counts, c)
	}
	return moves, counts, true
}

// errorf returns an error of package game: "game: " and the message,
// formatted as fmt.Errorf formats it (an error argument of the package's
// kind written as its reason).
func errorf(format string, args ...any) error { return fault.New("game", format, args...) }
