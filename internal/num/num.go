// Package num writes the numbers of game trees as every package writes
// them: without a needless decimal point, infinite bounds as "+inf" and
// "-inf", never "-0". Othello's rules and package game both write their
// values through it.
package num

import (
	"math"
	"strconv"
)

// Format writes v without a needless decimal point: "3", "2.5", "+inf",
// "-inf"; zero is "0", never "-0".
func Format(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+inf"
	case math.IsInf(v, -1):
		return "-inf"
	case v == 0:
		return "0" // never -0
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}
