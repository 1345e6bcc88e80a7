package othello

import (
	"math"

	"gametree/internal/num"
)

// WinScore is added to the disc margin of a finished game in a search's
// values, so that a won game scores above any heuristic evaluation and a
// lost one below.
const WinScore = 1e6

// FinalScore is the score of a finished game p from side's view: WinScore
// plus the disc margin for a win, minus WinScore plus the margin for a
// loss, 0 for a draw.
func FinalScore(p Position, side Color) float64 {
	margin := float64(p.Count(side) - p.Count(side.Other()))
	switch {
	case margin > 0:
		return WinScore + margin
	case margin < 0:
		return -WinScore + margin
	}
	return 0
}

// FormatScore writes a value of an Othello search: "win +12" or "loss -8"
// for the score of a finished game (WinScore and more), "+inf" and "-inf"
// for infinite bounds, the number otherwise, without a needless decimal
// point and never as -0.
func FormatScore(v float64) string {
	if !math.IsInf(v, 0) && math.Abs(v) >= WinScore {
		m := math.Abs(v) - WinScore
		if v > 0 {
			return "win +" + FormatNumber(m)
		}
		return "loss -" + FormatNumber(m)
	}
	return FormatNumber(v)
}

// FormatNumber writes v without a needless decimal point: "+inf" and
// "-inf" for infinities, "0" for zero of either sign.
func FormatNumber(v float64) string { return num.Format(v) }
