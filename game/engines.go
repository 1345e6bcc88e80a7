package game

import (
	"context"
	"math"
	"time"

	"gametree/internal/msg"
)

// Choice is a player's move, with what its search found when it searched.
type Choice struct {
	// Move is the move chosen.
	Move Move
	// Value is the search's value of the position for the player who
	// moved, if Searched: in the values of the game's trees at Depth
	// plies (Othello's in discs, moves or points), or, when Exact, the
	// value with best play to the end (+1, 0, -1; Othello's final margin).
	Value    float64
	Searched bool
	Depth    int
	Exact    bool
	// Nodes is the number of nodes the search visited.
	Nodes int64
	// Eval names the evaluation the search scored its leaves with, when
	// the game has several (Othello's "mixed").
	Eval string
	// Chance tells that Value is the chance of winning with perfect play
	// (Pig's policy), from 0 to 1.
	Chance bool
	// Paranoid tells, in a game of several players, that Value is what
	// the mover gets if every other player plays against it (paranoid
	// search), not max^n's value.
	Paranoid bool
}

// The capabilities below are what a game may offer beyond its rules, as
// optional interfaces of its positions (or of the game, where said): the
// players, hints and sessions of package play discover them as the search
// discovers Brancher and Searcher, and a game without one is played with
// the generic default.

// Evaluations is a position of a game that evaluates in several named
// ways (Othello's discs, mobility, mixed, pattern, ...): a player or a
// tree chooses one by name.
type Evaluations interface {
	// EvalNames lists the names, in the order the help shows them.
	EvalNames() []string
	// WithEval returns the position scored by the evaluation name, or an
	// error when the game has none of that name or it does not fit the
	// board (pattern on 8x8 only).
	WithEval(name string) (Position, error)
}

// Gainer is a position whose moves gain a count the greedy player takes
// the most of (Othello's discs flipped); a game without it is played
// greedily by its evaluation one ply ahead.
type Gainer interface {
	Gain(m Move) int
}

// ExpertTime is the budget per move an expert's numbers are stated for
// (Othello's: docs/play.md).
const ExpertTime = time.Second

// Expert is a position of a game with an engine of its own, stronger than
// the generic searches (Othello's: a search on its bitboards, its endings
// solved exactly), which ai:expert plays.
type Expert interface {
	// ExpertMove chooses a move within budget; when ctx is done it gives
	// up with ctx.Err().
	ExpertMove(ctx context.Context, budget time.Duration) (Choice, error)
	// ExpertEval names the evaluation the engine scores with here, and
	// the one a drawing of its search uses.
	ExpertEval() string
}

// MoveScore is one move of a Solution and its exact value for the side to
// move: the final margin with best play.
type MoveScore struct {
	Move  Move
	Score int
}

// Solution is the exact solve of a position: its value with best play for
// the side to move (the final margin), the moves that reach it, and every
// move's value.
type Solution struct {
	Score     int
	BestMoves []Move
	Moves     []MoveScore
}

// Solver is a position that a solver settles exactly near the end of the
// game, every move scored, in about a second (Othello's endgame solver):
// what a hint shows first.
type Solver interface {
	// SolveMoves returns the solution, or false when the position is too
	// far from the end or the solve does not finish in time.
	SolveMoves(ctx context.Context) (Solution, bool)
}

// Levels is a game whose AI levels (ai:easy, ai:medium, ai:hard) search
// depths and an evaluation of their own (Othello's, from the Java course
// project: 1, 2 and 4 plies with the evaluation by game phase); a game
// without it searches 1, 3 and 5 plies with its evaluation.
type Levels interface {
	// Level returns the depth and the evaluation's name ("" for the
	// game's own) of the level, false when there is no such level.
	Level(name string) (depth int, eval string, ok bool)
}

// Perfecter is a position whose game knows its best move with perfect
// play without a search (Pig, solved whole by value iteration), which
// ai:perfect plays: the move and the chance of winning of the player to
// move, with perfect play on both sides.
type Perfecter interface {
	PerfectMove(ctx context.Context) (m Move, win float64, err error)
}

// Bounded is a game that says whether its tree is small enough to search
// to the end in a move (ai:perfect, exact hints): tic-tac-toe and Nim are,
// Connect Four and Othello are not. A game without it is taken to be.
type Bounded interface {
	SearchableToTheEnd() bool
}

// ToTheEnd reports whether g's tree may be searched to the end (Bounded).
func ToTheEnd(g Game) bool {
	b, ok := g.(Bounded)
	return !ok || b.SearchableToTheEnd()
}

// ExactEval is a game whose evaluation gives every position's value with
// best play, in its sign (Nim's nim-sum, by Bouton's theorem, 1901): a
// search of one ply plays perfectly, whatever the heaps, and an exact
// hint needs no deeper search.
type ExactEval interface {
	EvalIsExact() bool
}

// EvalIsExact reports whether g's evaluation is exact (ExactEval).
func EvalIsExact(g Game) bool {
	e, ok := g.(ExactEval)
	return ok && e.EvalIsExact()
}

// Counted is a position of a game scored by counting (Othello's discs):
// a match adds up the margins, a session and a GTP engine say the score.
type Counted interface {
	// Count returns what pl has on the board.
	Count(pl Player) int
}

// SquareMoves is a game whose moves are single squares of its board,
// written as one word (Othello's d3): a session asks for a square and
// reads one word.
type SquareMoves interface {
	MovesAreSquares()
}

// Recorder is a game with a file format of its own for a game played
// (Othello's GGF), besides the transcript every game saves.
type Recorder interface {
	// RecordExt is the extension of a file in the format: ".ggf".
	RecordExt() string
	// FormatRecord writes the game played from start by moves, with the
	// specs of X's player and O's.
	FormatRecord(start Position, moves []Move, names [2]string) string
	// ParseRecord reads a game in the format; ok is false when text is
	// not in it.
	ParseRecord(text string) (start Position, moves []Move, ok bool, err error)
}

// ColourNamed reports whether g names its players by colour (Othello's
// Black and White) rather than by X and O: its sessions and reports then
// say both ("Black (X)"), and the first player of a match plays X.
//
// A game of several players names its players (A, B, C) but not as
// colours: it is not ColourNamed.
func ColourNamed(g Game) bool { return Players(g) == 2 && PlayerName(g, X) != X.String() }

// Checker is a position that says in its own words why a move is not
// legal (Othello's "a1 is not legal for Black: it flips nothing (legal:
// b1 a2 d3 c4)"); nil when it is.
type Checker interface {
	Check(m Move) error
}

// PositionReader is a game that reads a position from a file's text in
// forms of its own (Othello's text diagrams, and transcripts on the board
// size their squares need): the start and the moves played from it. A game
// without it reads a board string, or a transcript from its start.
type PositionReader interface {
	ReadPosition(text string) (start Position, moves []Move, err error)
}

// ThreadedCounter is a position whose perft runs on several threads
// (Othello's bitboard perft).
type ThreadedCounter interface {
	// PerftThreads counts the move tree to depth on threads threads,
	// asking stop whether to give up (then ok is false).
	PerftThreads(depth, threads int, stop func() bool) (c PerftCount, ok bool)
	// DivideThreads is PerftThreads under each move, in the order of
	// AppendMoves.
	DivideThreads(depth, threads int, stop func() bool) (moves []Move, counts []PerftCount, ok bool)
}

// SizeNamer is a game of several sizes that names its own: Connect
// Four's "7x6", Nim's heaps "3 4 5", Othello's "8x8".
type SizeNamer interface {
	SizeName() string
}

// TitleWithSize names g with its size, where it has several:
// "tic-tac-toe", "Connect Four 7x6", "Nim 3 4 5", "Othello 8x8".
func TitleWithSize(g Game) string {
	if s, ok := g.(SizeNamer); ok {
		return g.Title() + " " + s.SizeName()
	}
	return g.Title()
}

// WeightsReader is a position of a game whose evaluation may be read from
// a file of weights (Othello's table of square weights, or the pattern
// weights train fit writes).
type WeightsReader interface {
	WithWeights(text string) (Position, error)
}

// Term is one part of an evaluation's score: its name, value and how it
// is counted.
type Term struct {
	Name   string  `json:"name"`
	Value  float64 `json:"value"`
	Detail string  `json:"detail"`
}

// Termed is a position whose evaluation is a sum of terms it can list
// (Othello's evaluations): the tree page shows them for a leaf.
type Termed interface {
	// Terms returns the terms of the position's evaluation for pl, and
	// the evaluation's value and name.
	Terms(pl Player) (terms []Term, value float64, eval string)
}

// Turnable is a position that can be looked at as if the other side were
// to move (Othello's legal moves of both colours, which its play page
// marks).
type Turnable interface {
	WithTurn(pl Player) Position
}

// EndgameOptions say how an endgame solver works: its table's size, its
// threads, whether to score every move (All) or prove every move that
// reaches the best score (Ties), and who hears its progress.
type EndgameOptions struct {
	// HashMB is the table's size in megabytes: DefaultHashMB unless told.
	HashMB, Threads int
	All, Ties       bool
	Progress        func(EndgameProgress)
}

// DefaultHashMB is the size of an endgame solver's table unless told,
// in megabytes: what Othello's solver takes by default (its adapter's
// tests hold the two equal).
const DefaultHashMB = 64

// EndgameProgress is how a solve goes: Done of Total root moves searched
// (in the current pass of a root searched by windows), the best move known
// so far ("" when none is) with a lower bound of its score, an upper bound
// of the root's score when HasUpper (the score is exact when it equals
// Score), the nodes and the time.
type EndgameProgress struct {
	Done, Total int
	Best        string
	Score       int
	Upper       int
	HasUpper    bool
	Nodes       uint64
	Elapsed     time.Duration
}

// EndgameResult is an exact solve: the final margin for the side to move
// with perfect play, a best move (HasBest false when the game is over),
// the moves known to reach it, the principal variation, every move's
// score with All, the work, and whether it was stopped (Partial: Score is
// then a lower bound).
type EndgameResult struct {
	Score     int
	Best      Move
	HasBest   bool
	BestMoves []Move
	PV        []Move
	Moves     []MoveScore
	Nodes     uint64
	Elapsed   time.Duration
	Empties   int
	Partial   bool
}

// EndgameSolver is a position of a game with an exact endgame solver
// (Othello's, package othello/solve): what gametree solve runs.
type EndgameSolver interface {
	// CheckSolvable says why the position is too large to solve here,
	// nil when it is not.
	CheckSolvable() error
	// SolveEndgame solves the position; when ctx ends it returns the best
	// found so far, Partial, with ctx.Err().
	SolveEndgame(ctx context.Context, opt EndgameOptions) (*EndgameResult, error)
}

// Exercises is a game whose small positions make exercise sheets (tic-
// tac-toe's): ExerciseIntro says, in l, what an exercise on the tree of
// depth plies after moves is, with toMove the side to move (MAX), how its
// leaves are scored and in which order alpha-beta tries the moves.
type Exercises interface {
	ExerciseIntro(depth int, moves string, toMove Player, l msg.Lang) string
}

// Paid is a finished position of a game played for stakes (Kuhn poker's
// chips): Payoff is what it wins X (O loses it), where Utility says only
// who won.
type Paid interface {
	Payoff() float64
}

// Secret is a position of a game of hidden information that says what
// each player holds (Kuhn poker's card, "" before the deal) and what both
// see (the bets so far, "pb"): a session shows each player its own.
type Secret interface {
	Holding(pl Player) string
	Public() string
}

// FaceUp is a position of a game of hidden information with cards dealt
// face up, which both players see (Leduc hold'em's public card): FaceUp
// says them, "" before they are dealt. Its Public (Secret) then gives
// the bets alone, a round after another ("crc r").
type FaceUp interface {
	FaceUp() string
}

// Quieter is a position that says whether it is quiet, for quiescence
// search (AIMA 4th edition, section 5.3.2: a position unlikely to swing in
// value soon, where a search may stop): NoisyMoves appends to dst the
// moves that would make it swing (none: the position is quiet), and says
// why it is not quiet, a phrase of the catalog ("a corner is open").
type Quieter interface {
	NoisyMoves(dst []Move) ([]Move, string)
}

// MoveNamer is a game whose moves' names want saying (Kuhn poker's p and
// b): MoveNames says them in a line, words of the catalog ("p: pass,
// check or fold; b: bet or call"), which the pages show by its moves.
type MoveNamer interface {
	MoveNames() string
}

// Valued is a game whose value a source proves exactly: what the first
// player wins a hand when both play an equilibrium, Num/Den (Kuhn poker's
// -1/18), and the source that proves it ("Kuhn 1950"). A solver's
// bracket is then said beside it; a game without one is given its
// bracket alone, no fraction claimed.
type Valued interface {
	Value() (num, den int64, source string)
}

// Informed is a position of a game of hidden information (Kuhn poker):
// InfoSet names what the player to move knows (its own card and the bets
// so far), the same name for every position it cannot tell apart; "" where
// chance moves or the game is over.
type Informed interface {
	InfoSet() string
}

// Decider is a position whose game tells a finished game's value from
// an evaluation's otherwise than by +-1 (Othello's finished games score
// their margin past othello.WinScore).
type Decider interface {
	Decided(v float64) bool
}

// Decided reports whether v, a value of pos's game from a player's view,
// is a finished game's (Final) rather than an evaluation's: past +-1
// unless the game says otherwise (Decider). ProbCut's fits leave out the
// positions whose searches reached one: they measure the evaluation.
func Decided(pos Position, v float64) bool {
	if d, ok := pos.(Decider); ok {
		return d.Decided(v)
	}
	return math.Abs(v) >= 1
}

// PolicySolver is a game solved whole by value iteration (Pig): the
// chance of winning of every position with perfect play, and the shape
// of the policy, what gametree solve prints.
type PolicySolver interface {
	SolvePolicy(ctx context.Context) (*Policy, error)
}

// Policy is a game solved whole: how long the solve took, and the
// policy's shape by the two banked scores, for a race to a goal where
// the player whose turn it is holds or goes on (Pig).
type Policy struct {
	// Goal is the score that wins; the scores of HoldAt run from 0 to
	// Goal-1.
	Goal int
	// Sweeps counts the sweeps of value iteration.
	Sweeps int
	// HoldAt[i][j] is the least turn's total at which the player with i
	// against j holds (Goal-i: never short of the goal); Again[i][j] the
	// totals past it at which the player goes on again.
	HoldAt [][]int
	Again  [][][]int
	// WinOf gives the chance of winning of the player to move at a
	// position, and the best move there (Win); the game's solver sets it.
	WinOf func(p Position) (float64, Move)
}

// Win returns the chance of winning of the player to move at p, a
// position of the game solved, with perfect play on both sides, and the
// best move there (NoMove when the game is over or chance moves).
func (pol *Policy) Win(p Position) (float64, Move) { return pol.WinOf(p) }
