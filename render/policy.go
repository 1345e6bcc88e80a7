package render

import (
	"fmt"
	"io"
	"strings"

	"gametree/internal/msg"
)

// Policy is the shape of a policy solved whole (Pig's, by value
// iteration), as PolicySVG draws it: for each score of the player whose
// turn it is (i) and of the opponent (j), the least turn's total at which
// the player holds, and the totals past it at which the player rolls
// again.
type Policy struct {
	// Title names the game with its goal ("Pig to 100").
	Title string
	// Goal is the score that wins: HoldAt runs over 0 to Goal-1 each
	// way, and HoldAt[i][j] is Goal-i where the player never holds short
	// of the goal.
	Goal      int
	HoldAt    [][]int
	RollAgain [][][]int
	// Lang is the language of the words of the picture.
	Lang msg.Lang
}

// PolicySVG draws the policy as a map, the figure of Neller and Presser's
// roll/hold boundary seen from above: the player's score across, the
// opponent's up, each cell coloured by the turn's total at which the
// player holds (light: early, dark: late, the same from 50 on), in blue
// where the player rolls on to the goal, dotted (where cells are big
// enough to hold a dot: goals up to 80) where the player rolls again at
// some totals past it; a scale of colours beside it.
func PolicySVG(w io.Writer, pol Policy) error {
	l := pol.Lang
	g := pol.Goal
	cell := max(2, 480/g)
	side := cell * g
	left, top, right, bottom := 64, 48, 200, 56
	width, height := left+side+right, top+side+bottom
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="Helvetica, Arial, sans-serif" font-size="12" shape-rendering="crispEdges">`+"\n", width, height, width, height)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", width, height)
	fmt.Fprintf(&b, `<text x="%d" y="24" font-size="15" font-weight="bold">%s</text>`+"\n", left, htmlEscape(l.T("%s: the turn's total at which to hold", pol.Title)))
	// A column of the map at a time, each run of equal cells one
	// rectangle: the map of Pig to 100 is 10,000 cells in a few hundred
	// runs.
	for i := 0; i < g; i++ {
		for j := 0; j < g; {
			k := pol.HoldAt[i][j]
			again := len(pol.RollAgain[i][j]) > 0
			end := j + 1
			for end < g && pol.HoldAt[i][end] == k && (len(pol.RollAgain[i][end]) > 0) == again && !(again && cell >= 6) {
				end++
			}
			x, y := left+i*cell, top+side-end*cell
			fill := policyColour(k, g)
			title := l.T("score %d against %d: hold at %d", i, j, k)
			if end > j+1 {
				title = l.T("score %d against %d to %d: hold at %d", i, j, end-1, k)
			}
			if k >= g-i {
				fill = "#2b5d9b"
				title = l.T("score %d against %d to %d: roll on to the goal", i, j, end-1)
			}
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"><title>%s</title></rect>`+"\n", x, y, cell, (end-j)*cell, fill, htmlEscape(title))
			if again && cell >= 6 {
				fmt.Fprintf(&b, `<circle cx="%g" cy="%g" r="%g" fill="black"/>`+"\n", float64(x)+float64(cell)/2, float64(y)+float64(cell)/2, float64(cell)/5)
			}
			j = end
		}
	}
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="black"/>`+"\n", left, top, side, side)
	step := max(1, (g+4)/5)
	for v := 0; v <= g; v += step {
		x, y := left+v*cell, top+side-v*cell
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/><text x="%d" y="%d" text-anchor="middle">%d</text>`+"\n", x, top+side, x, top+side+5, x, top+side+18, v)
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/><text x="%d" y="%d" text-anchor="end">%d</text>`+"\n", left-5, y, left, y, left-8, y+4, v)
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle">%s</text>`+"\n", left+side/2, top+side+40, htmlEscape(l.Word("the player's score")))
	fmt.Fprintf(&b, `<text transform="translate(%d %d) rotate(-90)" text-anchor="middle">%s</text>`+"\n", 18, top+side/2, htmlEscape(l.Word("the opponent's score")))
	// The scale: the turn's total, from 0 to policyTop and past it.
	lx := left + side + 24
	fmt.Fprintf(&b, `<text x="%d" y="%d">%s</text>`+"\n", lx, top+8, htmlEscape(l.Word("hold at")))
	top1 := min(policyTop, g)
	for k := 0; k <= top1; k++ {
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="16" height="5" fill="%s"/>`+"\n", lx, top+16+k*4, policyColour(k, g))
	}
	for k := 0; k <= top1; k += 10 {
		label := fmt.Sprint(k)
		if k == policyTop && g > policyTop {
			label += "+"
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d">%s</text>`+"\n", lx+22, top+16+k*4+5, label)
	}
	ly := top + 16 + top1*4 + 24
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="16" height="12" fill="#2b5d9b"/><text x="%d" y="%d">%s</text>`+"\n", lx, ly, lx+22, ly+10, htmlEscape(l.Word("rolls on to the goal")))
	if cell >= 6 {
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="3" fill="black"/><text x="%d" y="%d">%s</text>`+"\n", lx+8, ly+26, lx+22, ly+30, htmlEscape(l.Word("rolls again past it")))
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// policyTop is the turn's total at which the colours stop changing.
const policyTop = 50

// policyStops are the colours of the turn's totals 0, 10, 20, 30, 40 and
// policyTop: pale yellow to dark brown.
var policyStops = [][3]float64{{255, 247, 188}, {254, 217, 118}, {254, 153, 41}, {236, 112, 20}, {204, 76, 2}, {140, 45, 4}}

// policyColour is the colour of holding at the turn's total k.
func policyColour(k, goal int) string {
	t := float64(min(k, policyTop)) / 10
	i := min(int(t), len(policyStops)-2)
	f := t - float64(i)
	var c [3]int
	for n := range c {
		c[n] = int(policyStops[i][n] + (policyStops[i+1][n]-policyStops[i][n])*f)
	}
	return fmt.Sprintf("#%02x%02x%02x", c[0], c[1], c[2])
}
