package othello

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// An Evaluator scores positions for the heuristic search: the higher the
// score, the better the position for side. Scores are symmetric:
// Evaluate(p, Black) == -Evaluate(p, White). Evaluators score positions
// where the game goes on; a finished game is scored by its result (see
// Result), beyond any heuristic.
type Evaluator interface {
	// Name is the name the command line knows the evaluator by.
	Name() string
	// Evaluate scores p for side.
	Evaluate(p Position, side Color) float64
}

// EvalNames lists the built-in evaluators in the order the help shows them.
var EvalNames = []string{"discs", "positional", "mobility", "mixed", "classic", "pattern"}

// ParseEval returns the built-in evaluator called name: "discs" (disc
// difference), "positional" (a table of square weights), "mobility"
// (difference in legal moves), "mixed" (table and mobility, then material,
// by game phase), "classic" (square classes and frontier discs) or
// "pattern" (weights of line and corner patterns fitted on games, 8x8).
func ParseEval(name string) (Evaluator, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "discs":
		return Discs{}, nil
	case "positional":
		return Positional{}, nil
	case "mobility":
		return Mobility{}, nil
	case "mixed":
		return Mixed{}, nil
	case "classic":
		return Classic{}, nil
	case "pattern":
		return Pattern{}, nil
	}
	return nil, errorf("unknown evaluation %q; want one of %s, or a weights file", name, strings.Join(EvalNames, ", "))
}

// EvalUnit names what the values of the evaluation called name count, for
// the sentences that give a value: "discs" (a disc difference, or the
// pattern evaluation's predicted final margin), "moves" (mobility), or
// "points" (a weighted sum: positional, mixed, classic, a weights file).
func EvalUnit(name string) string {
	switch name {
	case "discs", "pattern":
		return "discs"
	case "mobility":
		return "moves"
	}
	return "points"
}

// ValueWithUnit writes a search value with its unit: "+3 discs", "-94
// points", "0 discs"; a finished game's score is written as FormatScore
// writes it ("win +12"), in discs by nature.
func ValueWithUnit(v float64, eval string) string {
	s := FormatScore(v)
	if strings.HasPrefix(s, "win") || strings.HasPrefix(s, "loss") || strings.HasPrefix(s, "draw") {
		return s
	}
	if v > 0 {
		s = "+" + s
	}
	unit := EvalUnit(eval)
	if s == "+1" || s == "-1" {
		unit = strings.TrimSuffix(unit, "s")
	}
	return s + " " + unit
}

// CheckEvalSize returns an error when ev knows nothing of boards of size
// n: the pattern evaluation, whose weights were fitted on 8x8 games (it
// would score other boards as Mixed).
func CheckEvalSize(ev Evaluator, n int) error {
	if _, ok := ev.(Pattern); ok && n != 8 {
		return errorf("the pattern evaluation's weights were fitted on 8x8 games and the board is %dx%d; use mixed, classic or another evaluation", n, n)
	}
	return nil
}

// Discs is the disc difference: side's discs minus the opponent's (the
// evaluation of the OCaml course report and assignment sheet).
type Discs struct{}

// Name returns "discs".
func (Discs) Name() string { return "discs" }

// Evaluate returns side's discs minus the opponent's.
func (Discs) Evaluate(p Position, side Color) float64 {
	return float64(p.Count(side) - p.Count(side.Other()))
}

// Mobility is the difference in legal moves: side's moves minus the
// opponent's, whoever is to move.
type Mobility struct{}

// Name returns "mobility".
func (Mobility) Name() string { return "mobility" }

// Evaluate returns side's legal moves minus the opponent's.
func (Mobility) Evaluate(p Position, side Color) float64 {
	return float64(p.WithTurn(side).LegalMoves().Count() - p.WithTurn(side.Other()).LegalMoves().Count())
}

// Positional sums a weight per square: side's squares count for, the
// opponent's against. On 8x8 the weights are the table of the OCaml course
// report and the Java course project (PositionalTable(8)); other sizes use
// the same classes of squares (see PositionalTable).
type Positional struct{}

// Name returns "positional".
func (Positional) Name() string { return "positional" }

// Evaluate returns the weighted sum of side's squares minus the opponent's.
func (Positional) Evaluate(p Position, side Color) float64 {
	return weigh(p, side, positionalTables[p.Size()])
}

// weigh sums table over side's squares minus the opponent's.
func weigh(p Position, side Color, table []float64) float64 {
	n := p.Size()
	var sum float64
	for c, sign := range [2]float64{1, -1} {
		col := side
		if c == 1 {
			col = side.Other()
		}
		d := p.Discs(col)
		for w := range d {
			for x := d[w]; x != 0; x &= x - 1 {
				sq := Square(w*64 + trailingZeros(x))
				sum += sign * table[sq.Row()*n+sq.Col()]
			}
		}
	}
	return sum
}

// PositionalTable returns the square weights of the positional evaluation
// on an n x n board, row by row from a1. On 8x8 it is the table of the
// OCaml course report and the Java course project:
//
//	 500 -150  30  10  10  30 -150  500
//	-150 -250   0   0   0   0 -250 -150
//	  30    0   1   2   2   1    0   30
//	  10    0   2  16  16   2    0   10
//	  10    0   2  16  16   2    0   10
//	  30    0   1   2   2   1    0   30
//	-150 -250   0   0   0   0 -250 -150
//	 500 -150  30  10  10  30 -150  500
//
// Other sizes use the same classes: corners 500; on the edges, the
// C-squares next to a corner -150, the squares two from a corner 30 and the
// other edge squares 10; the X-squares diagonal to a corner -250 and the
// rest of the second ring 0; inside, the four centre squares 16, the
// corners of the third ring 1 and every other square 2. On 4x4 the centre
// squares are also the X-squares; they weigh 16.
func PositionalTable(n int) []float64 {
	t := make([]float64, n*n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			near, far, dc, dr := rings(NewSquare(c, r), n)
			var w float64
			switch {
			case dc == n/2-1 && dr == n/2-1:
				w = 16
			case near == 0 && far == 0:
				w = 500
			case near == 0 && far == 1:
				w = -150
			case near == 0 && far == 2:
				w = 30
			case near == 0:
				w = 10
			case near == 1 && far == 1:
				w = -250
			case near == 1:
				w = 0
			case near == 2 && far == 2:
				w = 1
			default:
				w = 2
			}
			t[r*n+c] = w
		}
	}
	return t
}

var positionalTables = func() (t [MaxSize + 1][]float64) {
	for n := MinSize; n <= MaxSize; n += 2 {
		t[n] = PositionalTable(n)
	}
	return t
}()

// Mixed is the Java course project's evaluation by game phase, with m the number of moves
// played (discs on the board minus 4) and the phases scaled to the board
// (on 8x8, 30 and 56 of 60 moves): up to move 30, positional + mobility;
// up to move 56, positional + mobility + discs; after that, discs alone.
// Mobility counts MixedMobility per move of difference, so that it weighs
// against the table's hundreds (at 1 per move it would change nothing).
type Mixed struct{}

// MixedMobility is the weight of a move of mobility in Mixed. It was chosen
// by matches: alphabeta:4:mixed against random over 300 games (3 seeds,
// colours swapped, 4-ply random openings) won 94 to 98 per 100 with weight
// 1, 97 to 99 with 5 or 10, and 98 to 100 with 20.
const MixedMobility = 20

// Name returns "mixed".
func (Mixed) Name() string { return "mixed" }

// Evaluate returns the phase's sum for side.
func (Mixed) Evaluate(p Position, side Color) float64 {
	n := p.Size()
	total := n*n - 4
	played := p.Count(Black) + p.Count(White) - 4
	switch {
	case played*60 <= 30*total:
		return Positional{}.Evaluate(p, side) + MixedMobility*Mobility{}.Evaluate(p, side)
	case played*60 <= 56*total:
		return Positional{}.Evaluate(p, side) + MixedMobility*Mobility{}.Evaluate(p, side) + Discs{}.Evaluate(p, side)
	}
	return Discs{}.Evaluate(p, side)
}

// Classic is the evaluation of the Prolog 6x6 report: a corner 800, another edge square 300,
// an inner square 100, a C-square (an edge square next to a corner) 300 when
// that corner holds a disc of the same colour and -400 otherwise, an
// X-square (diagonal to a corner) -500; side's squares count for, the
// opponent's against. Mobility comes in through frontier discs (discs next
// to an empty square): 10 for each frontier disc of the opponent, -10 for
// each of side's.
type Classic struct{}

// Name returns "classic".
func (Classic) Name() string { return "classic" }

// Evaluate returns the classic score for side.
func (Classic) Evaluate(p Position, side Color) float64 {
	n := p.Size()
	var sum float64
	for _, col := range [2]Color{side, side.Other()} {
		sign := 1.0
		if col != side {
			sign = -1
		}
		d := p.Discs(col)
		for w := range d {
			for x := d[w]; x != 0; x &= x - 1 {
				sq := Square(w*64 + trailingZeros(x))
				sum += sign * classicWeight(p, sq, col, n)
			}
		}
		sum -= sign * 10 * float64(p.frontier(col))
	}
	return sum
}

// classicWeight is the weight of a disc of colour col on sq.
func classicWeight(p Position, sq Square, col Color, n int) float64 {
	c, r := sq.Col(), sq.Row()
	near, far, dc, _ := rings(sq, n)
	switch {
	case near == 0 && far == 0:
		return 800
	case near == 1 && far == 1:
		return -500
	case near == 0 && far == 1:
		// The corner next to this C-square.
		cc, cr := c, r
		if dc == 1 {
			cc = map01(c, n)
		} else {
			cr = map01(r, n)
		}
		if owner, ok := p.At(NewSquare(cc, cr)); ok && owner == col {
			return 300
		}
		return -400
	case near == 0:
		return 300
	}
	return 100
}

// map01 maps a coordinate one from an edge to that edge.
func map01(x, n int) int {
	if x == 1 {
		return 0
	}
	return n - 1
}

// frontier counts the discs of col next to an empty square.
func (p Position) frontier(col Color) int {
	return p.Discs(col).and(neighbours(p.Empty())).Count()
}

// neighbours returns the squares next to a square of w in any of the eight
// directions, in the 16-wide layout.
func neighbours(w wide) wide {
	notA, notP := w.andNot(colA16), w.andNot(colP16)
	return notP.shl(1).or(notA.shr(1)).or(w.shl(16)).or(w.shr(16)).
		or(notA.shl(15)).or(notP.shr(15)).or(notP.shl(17)).or(notA.shr(17))
}

// Weights is an evaluation by a table of square weights of the user's own:
// side's squares count for, the opponent's against.
type Weights struct {
	size  int
	table []float64
}

// Name returns "weights".
func (w Weights) Name() string { return "weights" }

// Size returns the board size the table is for.
func (w Weights) Size() int { return w.size }

// Evaluate returns the weighted sum of side's squares minus the opponent's.
// It panics if p is not of the table's size; check Size first.
func (w Weights) Evaluate(p Position, side Color) float64 {
	if p.Size() != w.size {
		panic(fmt.Sprintf("othello: a %dx%d weights table used on a %dx%d board", w.size, w.size, p.Size(), p.Size()))
	}
	return weigh(p, side, w.table)
}

// String writes the table as n lines of n numbers; ParseWeights reads it
// back.
func (w Weights) String() string {
	var b strings.Builder
	for r := 0; r < w.size; r++ {
		for c := 0; c < w.size; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.FormatFloat(w.table[r*w.size+c], 'g', -1, 64))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// ParseWeights reads a table of square weights: n x n numbers (integers or
// decimals) row by row from a1, separated by spaces, tabs, commas or
// newlines; lines starting with # are comments. The size follows from the
// count of numbers.
func ParseWeights(text string) (Weights, error) {
	var nums []float64
	for i, line := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(line); strings.HasPrefix(t, "#") {
			continue
		}
		for _, f := range strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '\t' || r == ',' || r == ';' || r == '\r' }) {
			v, err := strconv.ParseFloat(f, 64)
			if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
				return Weights{}, errorf("weights line %d: %q is not a number", i+1, f)
			}
			if math.Abs(v) > MaxWeight {
				return Weights{}, errorf("weights line %d: %s is out of range; a weight goes from -%g to %g, so that no evaluation reaches the score of a finished game", i+1, f, float64(MaxWeight), float64(MaxWeight))
			}
			if s := strconv.FormatFloat(v, 'f', -1, 64); strings.Contains(s, ".") && len(s)-strings.IndexByte(s, '.')-1 > 6 {
				return Weights{}, errorf("weights line %d: %s has more than 6 decimals", i+1, f)
			}
			nums = append(nums, v)
		}
	}
	n := sizeOf(len(nums))
	if n == 0 {
		return Weights{}, errorf("weights table has %d numbers; want n x n with n even from %d to %d (64 for 8x8)", len(nums), MinSize, MaxSize)
	}
	return Weights{size: n, table: nums}, nil
}

// MaxWeight bounds the weights of a weights table: 256 squares at 1000 sum
// to 256,000 at most, far from the scores of finished games (1,000,000
// and more).
const MaxWeight = 1000

// StaticRank is the move ordering of the Prolog 6x6 report: corner 0, other edge square 1,
// inner square 2, C-square 3, X-square 4 (lower comes first); Pass ranks 5.
func StaticRank(sq Square, n int) int {
	if !sq.OnBoard(n) {
		return 5
	}
	near, far, _, _ := rings(sq, n)
	switch {
	case near == 0 && far == 0:
		return 0
	case near == 1 && far == 1:
		return 4
	case near == 0 && far == 1:
		return 3
	case near == 0:
		return 1
	}
	return 2
}

// rings places sq on an n x n board: dc and dr are its distances to the
// nearest column edge and row edge, near and far the smaller and larger of
// the two. A corner has near = far = 0, a C-square 0 and 1, an X-square 1
// and 1.
func rings(sq Square, n int) (near, far, dc, dr int) {
	c, r := sq.Col(), sq.Row()
	dc, dr = min(c, n-1-c), min(r, n-1-r)
	return min(dc, dr), max(dc, dr), dc, dr
}
