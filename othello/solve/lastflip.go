package solve

import "math/bits"

// The last empty square is scored without computing which discs flip:
// with every other square filled, the discs a move there flips along a
// line depend only on which squares of the line are the mover's, so a
// table indexed by the line's eight squares (gathered into a byte by a
// multiplication) gives their number. Squares off the line or off a
// smaller board read as the opponent's; they lie past the line's ends,
// where no disc of the mover closes a run, so they flip nothing.

// lastFlip holds, for each place x of a line of eight and each pattern of
// the mover's squares on it, the discs a move at x flips along the line.
var lastFlip = func() (t [8][256]uint8) {
	for x := 0; x < 8; x++ {
		for p := 0; p < 256; p++ {
			n := 0
			for _, d := range [2]int{-1, 1} {
				run := 0
				for k := x + d; k >= 0 && k < 8; k += d {
					if p>>uint(k)&1 == 1 {
						n += run
						break
					}
					run++
				}
			}
			t[x][p] = uint8(n)
		}
	}
	return t
}()

// lineOf holds, for each square, what gathers its four lines into bytes:
// the row's shift, the column's shift, the two diagonals' masks, and the
// square's place in the row (and diagonals) and in the column.
type lineOf struct {
	rowShift, colShift uint
	diag, anti         uint64
	col, row           uint8
}

// lineIndex holds lineOf for every square of the stride-8 board.
var lineIndex = func() (l [64]lineOf) {
	for i := 0; i < 64; i++ {
		r, c := i>>3, i&7
		l[i] = lineOf{rowShift: uint(8 * r), colShift: uint(c), col: uint8(c), row: uint8(r)}
		// Rays 2 and 6 go north-east and south-west, 3 and 7
		// north-west and south-east (flips.go).
		l[i].diag = 1<<uint(i) | rays[i][2] | rays[i][6]
		l[i].anti = 1<<uint(i) | rays[i][3] | rays[i][7]
	}
	return l
}()

// lastCount returns the discs that me flips by playing on i, the board's
// last empty square (every other square of the board filled).
func lastCount(me uint64, i int) int {
	l := &lineIndex[i]
	n := lastFlip[l.col][uint8(me>>l.rowShift)]
	n += lastFlip[l.row][(me>>l.colShift&fileA)*0x0102040810204080>>56]
	n += lastFlip[l.col][(me&l.diag)*fileA>>56]
	n += lastFlip[l.col][(me&l.anti)*fileA>>56]
	return int(n)
}

// lastScore is the final score for me of a board whose one empty square
// is i: me plays there if it can, else the opponent, else nobody.
func (e *engine) lastScore(me, opp uint64, i int) int {
	if n := lastCount(me, i); n > 0 {
		return 2*(bits.OnesCount64(me)+n+1) - e.total
	}
	if n := lastCount(opp, i); n > 0 {
		return e.total - 2*(bits.OnesCount64(opp)+n+1)
	}
	return e.final(me, opp)
}
