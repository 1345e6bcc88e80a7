package game

import (
	"gametree/internal/msg"
)

// The optional interfaces of a game's presentation, each with the default
// the package functions of the same name give a game without it: a new
// game needs only the rules of Position and Game, and may add these one
// at a time.

// Evaluator is a position with a depth-limited evaluation: what a search
// scores a leaf with, for p (strictly inside (-1, +1) but in Othello,
// whose evaluations count discs, moves or points).
type Evaluator interface {
	Evaluate(p Player) float64
}

// Evaluate returns pos's evaluation for p: its own (Evaluator), else 0,
// nothing known.
func Evaluate(pos Position, p Player) float64 {
	if e, ok := pos.(Evaluator); ok {
		return e.Evaluate(p)
	}
	return 0
}

// Finaler is a position whose finished game a tree values otherwise than
// by its utility: Othello's margin past a win's score.
type Finaler interface {
	Final(p Player) float64
}

// Final returns a finished game's value for p as a tree holds it: Finaler's,
// else the utility.
func Final(pos Position, p Player) float64 {
	if f, ok := pos.(Finaler); ok {
		return f.Final(p)
	}
	return pos.Utility(p)
}

// Diagrammer is a position that draws itself in text: Diagram with last
// (NoMove for none) marked and the side to move or the result under it;
// DiagramWith as opt says (in Unicode, in a language, without the lines
// under the board).
type Diagrammer interface {
	Diagram(last Move) string
	DiagramWith(last Move, opt DiagramOptions) string
}

// Diagram draws pos: its own diagram (Diagrammer), else its board string
// and the side to move or the result.
func Diagram(pos Position, last Move) string {
	return DiagramWith(pos, last, DiagramOptions{})
}

// DiagramWith draws pos as opt says: its own way (Diagrammer), else its
// board string and, unless NoStatus, the side to move or the result.
func DiagramWith(pos Position, last Move, opt DiagramOptions) string {
	if d, ok := pos.(Diagrammer); ok {
		if opt == (DiagramOptions{}) {
			return d.Diagram(last)
		}
		return d.DiagramWith(last, opt)
	}
	s := pos.String() + "\n"
	if !opt.NoStatus {
		s += StatusLine(pos)
	}
	return s
}

// Boarder is a position with a board for the drawings: cells, labels,
// the move that led to it from prev marked (prev nil when not known).
type Boarder interface {
	Board(prev Position, last Move) Board
}

// BoardOf returns pos's board for the drawings (Boarder), else an empty
// board: the drawings then show none.
func BoardOf(pos Position, prev Position, last Move) Board {
	if b, ok := pos.(Boarder); ok {
		return b.Board(prev, last)
	}
	return Board{Style: NoBoard, Played: -1}
}

// Resulter is a position that says how its finished game ended in words
// of its own: "Black 10, White 6: Black wins by 4".
type Resulter interface {
	Result(l msg.Lang) string
}

// Result says how pos's finished game ended, in l: Resulter's words, else
// "X wins" or "a draw".
func Result(pos Position, l msg.Lang) string {
	if r, ok := pos.(Resulter); ok {
		return r.Result(l)
	}
	switch pos.Utility(X) {
	case 1:
		return l.T("%s wins", PlayerName(pos.Game(), X))
	case -1:
		return l.T("%s wins", PlayerName(pos.Game(), O))
	}
	return l.Word("a draw")
}

// Namer is a game that names its players in sentences otherwise than X
// and O: Othello's Black and White.
type Namer interface {
	PlayerName(p Player) string
}

// PlayerName names p in g's sentences: Namer's name, else "X" or "O".
func PlayerName(g Game, p Player) string {
	if n, ok := g.(Namer); ok {
		return n.PlayerName(p)
	}
	return p.String()
}

// Notator is a game that says how its moves are written, for errors and
// help: "a square, a1 to c3".
type Notator interface {
	Notation() string
}

// Notation says how g's moves are written: Notator's words, else "a move
// as the game writes it".
func Notation(g Game) string {
	if n, ok := g.(Notator); ok {
		return n.Notation()
	}
	return "a move as the game writes it"
}

// BoardNotator is a game that says how its board string is written, for
// the forms' placeholders: "9 squares from a1 (X O -), then X or O".
type BoardNotator interface {
	BoardNotation() string
}

// BoardNotation says how g's board string is written: BoardNotator's
// words, else "the board as the game writes it".
func BoardNotation(g Game) string {
	if n, ok := g.(BoardNotator); ok {
		return n.BoardNotation()
	}
	return "the board as the game writes it"
}

// ExampleLine is a line of up to n moves from g's start, each the first
// the game lists, written as a transcript of g (JoinMoves): the forms'
// placeholders.
func ExampleLine(g Game, n int) string {
	p := g.Start()
	var moves []Move
	for len(moves) < n && !p.Over() {
		m := p.AppendMoves(nil)[0]
		moves = append(moves, m)
		p = p.Play(m)
	}
	return JoinMoves(g, FormatMoves(g.Start(), moves))
}

// EvalNamer is a game that names its evaluation, for captions: "open
// lines".
type EvalNamer interface {
	EvalName() string
}

// EvalName names g's evaluation: EvalNamer's name, else "the
// evaluation".
func EvalName(g Game) string {
	if n, ok := g.(EvalNamer); ok {
		return n.EvalName()
	}
	return "the evaluation"
}

// Gridded is a game played on a grid: its columns and rows, and the lines
// of a Diagram that hold the board and the side to move (0 when all do).
type Gridded interface {
	Dims() (cols, rows int)
	DiagramGrid() int
}

// Dims returns g's grid's columns and rows; 0, 0 for a game without a
// grid.
func Dims(g Game) (cols, rows int) {
	if d, ok := g.(Gridded); ok {
		return d.Dims()
	}
	return 0, 0
}

// DiagramGrid is the number of lines of g's Diagram that a screen must
// keep; 0 when all are.
func DiagramGrid(g Game) int {
	if d, ok := g.(Gridded); ok {
		return d.DiagramGrid()
	}
	return 0
}

// Valuer is a game that writes and reads the values of its trees in its
// own way: whether a finished game scores its margin (Othello's "win
// +12"), how a value is written (final says it is a finished game's own),
// read in a student's answer, and what it counts ("discs").
type Valuer interface {
	Margins() bool
	FormatValue(v float64, final bool) string
	ParseValue(s string) (float64, error)
	ValueWithUnit(v float64) string
	Unit() string
}

// Margins reports whether g's finished games score their margin.
func Margins(g Game) bool {
	if v, ok := g.(Valuer); ok {
		return v.Margins()
	}
	return false
}

// FormatValue writes a value of g's trees: Valuer's way, else a number
// with its sign ("+1", "-0.5", "0"); infinite bounds are "+inf", "-inf".
func FormatValue(g Game, v float64, final bool) string {
	if x, ok := g.(Valuer); ok {
		return x.FormatValue(v, final)
	}
	return FormatUtility(v)
}

// ParseValue reads a value as a student writes it: Valuer's way, else a
// number.
func ParseValue(g Game, s string) (float64, error) {
	if x, ok := g.(Valuer); ok {
		return x.ParseValue(s)
	}
	return ParseNumber(s)
}

// ValueWithUnit writes a value with what it counts: Valuer's way, else
// as FormatValue.
func ValueWithUnit(g Game, v float64) string {
	if x, ok := g.(Valuer); ok {
		return x.ValueWithUnit(v)
	}
	return FormatValue(g, v, false)
}

// Unit says what g's values count ("discs"), empty when nothing.
func Unit(g Game) string {
	if x, ok := g.(Valuer); ok {
		return x.Unit()
	}
	return ""
}
