package othello

import (
	"bytes"
	"compress/gzip"
	_ "embed" // the fitted weights
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"math/bits"
	"sync"
)

// The pattern evaluation, in the manner of strong Othello programs: the
// board is cut into lines and corner regions (patterns), each state of
// each pattern has a weight fitted by least squares on scored games (see
// package train and `gametree train`), and the evaluation is the sum of
// the weights of the states the board shows, plus mobility terms, for the
// side to move, in a table per game phase. It predicts the final disc
// margin.
//
// Each pattern is read on the eight symmetric images of the board (the
// rotations and reflections), always at the same place of the image, so
// that a pattern's weights serve its every place and orientation:
//
//	edge+2X   the first row and the two X-squares b2, g2  (3^10 states)
//	corner3x3 a1-c3                                        (3^9)
//	corner2x5 a1-e2                                        (3^10)
//	row2      a2-h2, row3 a3-h3, row4 a4-h4                (3^8 each)
//	diag8     a1-h8, diag7 b1-h7 ... diag4 e1-h4           (3^8 ... 3^4)
//
// A pattern that an image maps onto itself (an edge read from either end)
// is counted in both images, which shares the weight of a state and its
// mirror. The scalar terms are the mobility difference (the moves of the
// side to move minus the opponent's) and the potential mobility
// difference (the empty squares next to an opponent's disc minus those
// next to one of the side to move's), with a constant per phase.

// PatternPhases is the number of game phases of the pattern evaluation:
// phase k holds the positions with 4k to 4k+3 empty squares (the last
// phase also 60).
const PatternPhases = 15

// PatternPhase returns the phase of a position with empties empty squares.
func PatternPhase(empties int) int {
	return min(max(empties, 0)/4, PatternPhases-1)
}

// PatternPhaseEmpties returns the fewest and the most empty squares of the
// positions of phase k.
func PatternPhaseEmpties(k int) (lo, hi int) {
	if k == PatternPhases-1 {
		return 4 * k, 60
	}
	return 4 * k, 4*k + 3
}

// The patterns: their number of squares and their offsets in a phase's
// table. PatternImages lookups are made per image.
const (
	patEdge = iota
	patCorner3
	patCorner25
	patRow2
	patRow3
	patRow4
	patDiag8
	patDiag7
	patDiag6
	patDiag5
	patDiag4
	patternCount
)

// patternNames and patternSquares name each pattern and give its number of
// squares.
var (
	patternNames   = [patternCount]string{"edge+2X", "corner3x3", "corner2x5", "row2", "row3", "row4", "diag8", "diag7", "diag6", "diag5", "diag4"}
	patternSquares = [patternCount]int{10, 9, 10, 8, 8, 8, 8, 7, 6, 5, 4}
	patternOffset  [patternCount + 1]int
)

// The scalar weights come after the patterns' in a phase's table.
const (
	scalarBias = iota
	scalarMobility
	scalarPotential
	scalarCount
)

// PatternLookups is the number of pattern lookups of an evaluation: each
// pattern on each of the eight images.
const PatternLookups = 8 * patternCount

// patternStates is the number of states of all the patterns together.
const patternStates = 2*59049 + 19683 + 4*6561 + 2187 + 729 + 243 + 81

// PatternWeightsPerPhase is the number of weights of a phase: every state
// of every pattern, then the constant (PatternBias), mobility
// (PatternMobility) and potential mobility (PatternPotential).
const PatternWeightsPerPhase = patternStates + scalarCount

// The offsets of the scalar weights in a phase's table.
const (
	PatternBias      = patternStates + scalarBias
	PatternMobility  = patternStates + scalarMobility
	PatternPotential = patternStates + scalarPotential
)

// pow3 and base3 turn bit rows into pattern states: base3[b] is the sum of
// 3^i over the bits i of b, so that a row's state is base3[mine] +
// 2*base3[theirs] (0 empty, 1 the side to move's, 2 the opponent's).
var (
	pow3  [11]int
	base3 [1024]int32
)

func init() {
	pow3[0] = 1
	for i := 1; i < len(pow3); i++ {
		pow3[i] = 3 * pow3[i-1]
	}
	for b := range base3 {
		for i := 0; i < 10; i++ {
			if b>>i&1 != 0 {
				base3[b] += int32(pow3[i])
			}
		}
	}
	for k := 0; k < patternCount; k++ {
		patternOffset[k+1] = patternOffset[k] + pow3[patternSquares[k]]
	}
	if patternOffset[patternCount] != patternStates {
		panic("othello: pattern states miscounted")
	}
}

// Symmetries of stride-8 bitboards of 8x8 boards (a1 bit 0, h1 bit 7).

// flipRanks mirrors the board top to bottom (rank 1 to rank 8).
func flipRanks(b uint64) uint64 { return bits.ReverseBytes64(b) }

// flipFiles mirrors the board left to right (file a to file h).
func flipFiles(b uint64) uint64 {
	const k1, k2, k4 = 0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f
	b = b>>1&k1 | b&k1<<1
	b = b>>2&k2 | b&k2<<2
	return b>>4&k4 | b&k4<<4
}

// transpose mirrors the board in its a1-h8 diagonal.
func transpose(b uint64) uint64 {
	const k1, k2, k4 = 0x5500550055005500, 0x3333000033330000, 0x0f0f0f0f00000000
	t := k4 & (b ^ b<<28)
	b ^= t ^ t>>28
	t = k2 & (b ^ b<<14)
	b ^= t ^ t>>14
	t = k1 & (b ^ b<<7)
	return b ^ t ^ t>>7
}

// images writes the eight symmetric images of b.
func images(b uint64, out *[8]uint64) {
	t := transpose(b)
	h, th := flipFiles(b), flipFiles(t)
	*out = [8]uint64{b, flipRanks(b), h, flipRanks(h), t, flipRanks(t), th, flipRanks(th)}
}

// gather returns the bits of b on the diagonal from (0, s) to (7-s, 7) as
// a byte, the square of row r as bit r.
func gather(b uint64, s int) int {
	return int((b&diagonalMask[s])*0x0101010101010101>>56) >> uint(s)
}

// diagonalMask keeps, for each shift s, the squares (r, r+s) of the board.
var diagonalMask = func() (m [8]uint64) {
	for s := 0; s < 8; s++ {
		for r := 0; r+s < 8; r++ {
			m[s] |= 1 << uint(r*8+r+s)
		}
	}
	return m
}()

// edgeBits, corner3Bits and corner25Bits gather the squares of the edge
// pattern (a1-h1, b2, g2), the 3x3 corner and the 2x5 corner of an image
// into the low bits, in the order of their state's digits.
func edgeBits(b uint64) int    { return int(b&0xff | b>>1&0x100 | b>>5&0x200) }
func corner3Bits(b uint64) int { return int(b&7 | b>>5&0x38 | b>>10&0x1c0) }
func corner25Bits(b uint64) int {
	return int(b&31 | b>>3&0x3e0)
}

// state3 returns the state of a row piece from its bits.
func state3(mine, theirs int) int { return int(base3[mine]) + 2*int(base3[theirs]) }

// PatternIndices writes, for the side to move (me) against opp on an 8x8
// board, the index of the weight of each lookup in a phase's table, and
// returns the mobility and potential mobility differences.
func PatternIndices(me, opp uint64, idx *[PatternLookups]int32) (mobility, potential int) {
	var mi, oi [8]uint64
	images(me, &mi)
	images(opp, &oi)
	k := 0
	for g := 0; g < 8; g++ {
		m, o := mi[g], oi[g]
		m1, o1 := int(m>>8&0xff), int(o>>8&0xff)
		m2, o2 := int(m>>16&0xff), int(o>>16&0xff)
		m3, o3 := int(m>>24&0xff), int(o>>24&0xff)
		// The squares of a pattern gathered into the bits of its
		// state's digits, lowest first: the edge and its two X
		// squares (b2, g2: bits 9 and 14), the 3x3 corner, the 2x5
		// corner.
		idx[k+patEdge] = int32(patternOffset[patEdge] + state3(edgeBits(m), edgeBits(o)))
		idx[k+patCorner3] = int32(patternOffset[patCorner3] + state3(corner3Bits(m), corner3Bits(o)))
		idx[k+patCorner25] = int32(patternOffset[patCorner25] + state3(corner25Bits(m), corner25Bits(o)))
		idx[k+patRow2] = int32(patternOffset[patRow2] + state3(m1, o1))
		idx[k+patRow3] = int32(patternOffset[patRow3] + state3(m2, o2))
		idx[k+patRow4] = int32(patternOffset[patRow4] + state3(m3, o3))
		for s := 0; s <= 4; s++ {
			idx[k+patDiag8+s] = int32(patternOffset[patDiag8+s] + state3(gather(m, s), gather(o, s)))
		}
		k += patternCount
	}
	mobility = bits.OnesCount64(moves8(me, opp)) - bits.OnesCount64(moves8(opp, me))
	empty := ^(me | opp)
	potential = bits.OnesCount64(around8(opp)&empty) - bits.OnesCount64(around8(me)&empty)
	return mobility, potential
}

// around8 returns the squares next to a square of b, other than b's own.
func around8(b uint64) uint64 {
	const notA, notH = 0xfefefefefefefefe, 0x7f7f7f7f7f7f7f7f
	h := b | b<<1&notA | b>>1&notH
	return (h | h<<8 | h>>8) &^ b
}

// PatternWeights are the weights of the pattern evaluation: PatternPhases
// tables of PatternWeightsPerPhase weights, in hundredths of a disc.
type PatternWeights struct {
	// W holds the phases' tables one after the other.
	W []int16
}

// NewPatternWeights returns weights that are all zero.
func NewPatternWeights() *PatternWeights {
	return &PatternWeights{W: make([]int16, PatternPhases*PatternWeightsPerPhase)}
}

// Phase returns the table of phase k.
func (w *PatternWeights) Phase(k int) []int16 {
	return w.W[k*PatternWeightsPerPhase : (k+1)*PatternWeightsPerPhase]
}

// Score returns the evaluation of the position me to move against opp on
// an 8x8 board, in hundredths of a disc of final margin for me.
func (w *PatternWeights) Score(me, opp uint64) int {
	var idx [PatternLookups]int32
	mob, pot := PatternIndices(me, opp, &idx)
	return w.ScoreIndices(PatternPhase(64-bits.OnesCount64(me|opp)), &idx, mob, pot)
}

// ScoreIndices returns the score, in hundredths of a disc, of a position
// of phase k read by PatternIndices: its lookups idx, its mobility and
// potential mobility differences.
func (w *PatternWeights) ScoreIndices(k int, idx *[PatternLookups]int32, mobility, potential int) int {
	t := w.Phase(k)
	s := int(t[PatternBias]) + int(t[PatternMobility])*mobility + int(t[PatternPotential])*potential
	for _, i := range idx {
		s += int(t[i])
	}
	return s
}

// patternMagic opens a weights file; the counts that follow it let a
// reader refuse a file written for other patterns.
const patternMagic = "gametree pattern weights 1\n"

// WriteTo writes the weights as a gzipped little-endian file: the magic
// line, the number of phases and of weights per phase, then the weights.
func (w *PatternWeights) WriteTo(out io.Writer) (int64, error) {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write([]byte(patternMagic))
	binary.Write(zw, binary.LittleEndian, [2]uint32{PatternPhases, uint32(PatternWeightsPerPhase)})
	binary.Write(zw, binary.LittleEndian, w.W)
	if err := zw.Close(); err != nil {
		return 0, err
	}
	n, err := out.Write(buf.Bytes())
	return int64(n), err
}

// ReadPatternWeights reads weights written by WriteTo.
func ReadPatternWeights(r io.Reader) (*PatternWeights, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, errorf("pattern weights: not a gzipped weights file: %v", err)
	}
	defer zr.Close()
	magic := make([]byte, len(patternMagic))
	if _, err := io.ReadFull(zr, magic); err != nil || string(magic) != patternMagic {
		return nil, errorf("pattern weights: not a gametree pattern weights file")
	}
	var counts [2]uint32
	if err := binary.Read(zr, binary.LittleEndian, &counts); err != nil {
		return nil, errorf("pattern weights: truncated header")
	}
	if counts[0] != PatternPhases || counts[1] != uint32(PatternWeightsPerPhase) {
		return nil, errorf("pattern weights: %d phases of %d weights; this gametree wants %d of %d", counts[0], counts[1], PatternPhases, PatternWeightsPerPhase)
	}
	w := NewPatternWeights()
	if err := binary.Read(zr, binary.LittleEndian, w.W); err != nil {
		return nil, errorf("pattern weights: truncated weights: %v", err)
	}
	if _, err := zr.Read(make([]byte, 1)); err != io.EOF {
		return nil, errorf("pattern weights: data after the weights")
	}
	return w, nil
}

//go:embed pattern.gz
var patternFile []byte

// DefaultPatternWeights returns the weights fitted by `gametree train` that
// come with gametree (read once).
var DefaultPatternWeights = sync.OnceValue(func() *PatternWeights {
	w, err := ReadPatternWeights(bytes.NewReader(patternFile))
	if err != nil {
		panic(fmt.Sprintf("othello: the embedded pattern weights: %v", err))
	}
	return w
})

// Pattern is the pattern evaluation, fitted on 8x8 games: it predicts the
// final disc margin, in discs (to the hundredth). On other board sizes,
// which its weights know nothing of, it scores as Mixed.
type Pattern struct {
	// Weights, when set, replace the weights that come with gametree
	// (DefaultPatternWeights), such as weights of one's own fitted by
	// `gametree train fit`.
	Weights *PatternWeights
}

// Name returns "pattern".
func (Pattern) Name() string { return "pattern" }

// Table returns the weights the evaluation scores with.
func (e Pattern) Table() *PatternWeights {
	if e.Weights != nil {
		return e.Weights
	}
	return DefaultPatternWeights()
}

// Evaluate returns the predicted final margin for side.
func (e Pattern) Evaluate(p Position, side Color) float64 {
	me, opp, ok := p.Bits8()
	if !ok || p.Size() != 8 {
		return Mixed{}.Evaluate(p, side)
	}
	s := e.Table().Score(me, opp)
	if side != p.ToMove() {
		s = -s
	}
	return float64(s) / 100
}

// terms returns the pattern evaluation's parts for the side to move (me,
// of colour mover): the phase's constant, each pattern's weights summed
// over the eight images, mobility and potential mobility, in discs.
func (w *PatternWeights) terms(me, opp uint64, mover Color) []Term {
	var idx [PatternLookups]int32
	mob, pot := PatternIndices(me, opp, &idx)
	other := mover.Other()
	empty := ^(me | opp)
	phase := PatternPhase(64 - bits.OnesCount64(me|opp))
	t := w.Phase(phase)
	var sums [patternCount]int
	for i, x := range idx {
		sums[i%patternCount] += int(t[x])
	}
	sc := t[patternOffset[patternCount]:]
	out := []Term{{"phase", float64(sc[scalarBias]) / 100, fmt.Sprintf("%s; every weight is read for %s (to move)", phaseText(phase), mover)}}
	for k, s := range sums {
		out = append(out, Term{patternNames[k], float64(s) / 100, fmt.Sprintf("%d squares, its weights summed over the board's 8 images", patternSquares[k])})
	}
	out = append(out,
		Term{"mobility", float64(int(sc[scalarMobility])*mob) / 100, fmt.Sprintf("%s (to move) has %d legal moves, %s %d; %.2f a move of difference",
			mover, bits.OnesCount64(moves8(me, opp)), other, bits.OnesCount64(moves8(opp, me)), float64(sc[scalarMobility])/100)},
		Term{"potential mobility", float64(int(sc[scalarPotential])*pot) / 100, fmt.Sprintf("%d empty squares touch %s's discs, %d touch %s's; %.2f a square of difference for %s",
			bits.OnesCount64(around8(opp)&empty), other, bits.OnesCount64(around8(me)&empty), mover, float64(sc[scalarPotential])/100, mover)})
	return out
}

// roundWeight turns a fitted weight in discs into hundredths, clamped to
// the range of an int16.
func roundWeight(x float64) int16 {
	return int16(max(-32767, min(32767, math.Round(100*x))))
}

// Set sets weight j of phase k from a value in discs, rounded
// to the hundredth.
func (w *PatternWeights) Set(k, j int, discs float64) {
	w.W[k*PatternWeightsPerPhase+j] = roundWeight(discs)
}

// phaseText describes the constant of phase k.
func phaseText(k int) string {
	lo, hi := PatternPhaseEmpties(k)
	return fmt.Sprintf("phase %d of 0-%d (%d-%d empty squares): its constant", k, PatternPhases-1, lo, hi)
}
