package pig

import (
	"gametree/game"
	"gametree/internal/fault"
	"math"
	"strconv"
	"strings"

	"gametree/internal/msg"
)

// init registers the game.
func init() {
	game.Register(game.Entry{Name: "pig", Play: "Play Pig", Title: "Pig", Rank: 50, Size: "the goal, from 2 to 200", DefaultSize: "100", SizeFlag: "goal",
		SizeUsage: "the `GOAL` of pig, the score that wins, as --size gives it", SizeMin: PigMinGoal, SizeMax: PigMaxGoal, SizeUnit: "points",
		SizeWhy: "the score that wins a race game",
		Sizes:   []string{"10", "20", "30", "50", "100"},
		New:     func(size string) (game.Game, error) { return NewPig(size) }})
}

// Pig is the dice game of Neller and Presser ("Optimal Play of the Dice
// Game Pig", The UMAP Journal 25(1), 2004): on each turn a player rolls a
// die as often as they like; a 1 loses the turn's total and ends the turn,
// any other face adds to it; holding banks the turn's total and ends the
// turn. The first to reach the goal wins. Reaching it with the turn's
// total wins at once (holding is then the only sensible move: the game
// ends there). A turn begins with a roll: holding with nothing this turn
// is not a move.
//
// The die is a chance position (Chancy): after roll, the six faces are
// its moves, 1/6 each, and the same player goes on. Moves are written
// roll, hold and the faces 1 to 6; a position as the two scores, the
// turn's total and the side to move ("12 7 5 X"), "rolling" after it
// while the die is in the air.
type Pig struct {
	// Goal is the score that wins, from PigMinGoal to PigMaxGoal.
	Goal int
}

// The least and the greatest goal, and the default.
const (
	PigMinGoal     = 2
	PigMaxGoal     = 200
	PigDefaultGoal = 100
)

// The moves of Pig: roll, hold, and the faces of the die as
// PigFace+face.
const (
	PigRoll game.Move = 0
	PigHold game.Move = 1
	PigFace game.Move = 10
)

// NewPig returns Pig to the goal goal ("100" when empty).
func NewPig(goal string) (Pig, error) {
	g := strings.TrimSpace(goal)
	if g == "" {
		return Pig{Goal: PigDefaultGoal}, nil
	}
	n, err := strconv.Atoi(g)
	if err != nil || n < PigMinGoal || n > PigMaxGoal {
		return Pig{}, errorf("Pig's goal %q: want a whole number from %d to %d", goal, PigMinGoal, PigMaxGoal)
	}
	return Pig{Goal: n}, nil
}

// Name returns "pig".
func (Pig) Name() string { return "pig" }

// Title returns "Pig".
func (Pig) Title() string { return "Pig" }

// Notation returns how a move is written.
func (Pig) Notation() string { return "roll or hold (and the die's face, 1 to 6, after a roll)" }

// BoardNotation returns how a board string is written.
func (Pig) BoardNotation() string {
	return "X's score, O's score, the turn's total, then X or O, such as 12 7 5 X"
}

// EvalName names the evaluation.
func (Pig) EvalName() string { return "points ahead" }

// Caption names the game with its goal: "Pig to 100".
func (g Pig) Caption(l msg.Lang) string { return l.T("Pig to %s", itoa(g.Goal)) }

// ScoreLegend says how Pig's nodes are valued.
func (g Pig) ScoreLegend(l msg.Lang) string {
	return l.T("A finished game scores +%s or -%s (the goal): won or lost for MAX; a\ngame that goes on, the points MAX is ahead, the turn's total counted\nas banked; a chance node (the die), its children's average.\n", itoa(g.Goal), itoa(g.Goal))
}

// Level returns the depth of the AI levels, searched by expectimax:
// easy 1 ply (the roll alone: it rolls until a 1), medium 2 (one roll
// and its die: Knizia's hold at 20), hard 4 (two rolls ahead).
func (Pig) Level(name string) (depth int, eval string, ok bool) {
	d, ok := map[string]int{"easy": 1, "medium": 2, "hard": 4}[name]
	return d, "", ok
}

// ScoreRow says how Pig's nodes are valued in a row of a drawing's
// legend.
func (g Pig) ScoreRow(l msg.Lang) (mark, meaning string) {
	return l.T("win +%s / loss −%s", itoa(g.Goal), itoa(g.Goal)), l.Word("a finished game (for MAX); else the points MAX is ahead")
}

// SizeName returns the goal: "to 100".
func (g Pig) SizeName() string { return "to " + itoa(g.Goal) }

// SizeParam returns the goal as --size takes it: "100".
func (g Pig) SizeParam() string { return itoa(g.Goal) }

// SearchableToTheEnd reports that Pig's tree has no end to search to: a
// turn can follow a turn forever. Its perfect play is solved otherwise
// (PerfectMove).
func (Pig) SearchableToTheEnd() bool { return false }

// HasChance reports that Pig's trees have chance nodes: the die.
func (Pig) HasChance() bool { return true }

// Bounds are a lost and a won game's values: -goal and +goal.
func (g Pig) Bounds() (lo, hi float64) { return -float64(g.Goal), float64(g.Goal) }

// PlayerName returns "X" or "O".
func (Pig) PlayerName(p game.Player) string { return p.String() }

// Start returns both scores at 0, X to roll.
func (g Pig) Start() game.Position { return PigPos{goal: int16(g.Goal)} }

// ParsePosition reads X's score, O's score, the turn's total and the side
// to move (X when left out), then "rolling" when the die is in the air:
// "12 7 5 X".
func (g Pig) ParsePosition(s string) (game.Position, error) {
	fields := strings.Fields(strings.ReplaceAll(s, ",", " "))
	p := PigPos{goal: int16(g.Goal)}
	if n := len(fields); n > 0 && strings.EqualFold(fields[n-1], "rolling") {
		p.rolling, fields = true, fields[:n-1]
	}
	if n := len(fields); n == 4 {
		side, err := game.ParsePlayer(fields[3])
		if err != nil {
			return nil, errorf("Pig position %q: %q is not a side; want X or O after the turn's total", s, fields[3])
		}
		p.side, fields = side, fields[:3]
	}
	if len(fields) != 3 {
		return nil, errorf("Pig position %q: want X's score, O's score, the turn's total, then X or O, such as \"12 7 5 X\"", s)
	}
	var v [3]int
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		// A roll may pass the goal by 5 at most.
		if err != nil || n < 0 || n > g.Goal+5 {
			return nil, errorf("Pig position %q: %q is not a score of this game; want a whole number from 0 to %d (the goal %d, passed by a roll of at most 5)", s, f, g.Goal+5, g.Goal)
		}
		v[i] = n
	}
	p.score = [2]int16{int16(v[0]), int16(v[1])}
	p.turn = int16(v[2])
	switch {
	case v[0] >= g.Goal && v[1] >= g.Goal:
		return nil, errorf("Pig position %q: both players reached the goal %d; the game stops at the first", s, g.Goal)
	case p.Over() && (p.turn != 0 || p.rolling):
		return nil, errorf("Pig position %q: the game is over (a player reached %d), so there is no turn's total nor a die rolling", s, g.Goal)
	case !p.Over() && int(p.score[p.side])+int(p.turn) >= g.Goal:
		return nil, errorf("Pig position %q: %s's score and turn's total reach the goal %d, which ends the game; give the score after it", s, p.side, g.Goal)
	}
	return p, nil
}

// PigPos is a position of Pig.
type PigPos struct {
	goal    int16
	score   [2]int16
	turn    int16       // the turn's total of the side to move
	side    game.Player // the side whose turn it is
	rolling bool        // the die is in the air: chance moves
}

// Game returns Pig to this position's goal.
func (p PigPos) Game() game.Game { return Pig{Goal: int(p.goal)} }

// ToMove returns the player whose turn it is (the die's too).
func (p PigPos) ToMove() game.Player { return p.side }

// Over reports whether a player reached the goal.
func (p PigPos) Over() bool { return p.score[game.X] >= p.goal || p.score[game.O] >= p.goal }

// ChanceToMove reports whether the die is in the air.
func (p PigPos) ChanceToMove() bool { return p.rolling && !p.Over() }

// Probability returns 1/6 for each face of the die.
func (PigPos) Probability(m game.Move) (float64, string) { return 1.0 / 6, "1/6" }

// Score returns pl's banked score.
func (p PigPos) Score(pl game.Player) int { return int(p.score[pl]) }

// TurnTotal returns the turn's total of the side to move.
func (p PigPos) TurnTotal() int { return int(p.turn) }

// AppendMoves appends the faces 1 to 6 while the die is in the air, else
// roll, and hold once the turn has a total.
func (p PigPos) AppendMoves(dst []game.Move) []game.Move {
	switch {
	case p.Over():
		return dst
	case p.rolling:
		for f := game.Move(1); f <= 6; f++ {
			dst = append(dst, PigFace+f)
		}
		return dst
	case p.turn > 0:
		return append(dst, PigRoll, PigHold)
	}
	return append(dst, PigRoll)
}

// Play returns the position after m.
func (p PigPos) Play(m game.Move) game.Position {
	switch {
	case m == PigRoll:
		p.rolling = true
	case m == PigHold:
		p.score[p.side] += p.turn
		p.turn, p.side = 0, p.side.Other()
	case m > PigFace:
		p.rolling = false
		if m == PigFace+1 {
			p.turn, p.side = 0, p.side.Other()
			break
		}
		p.turn += int16(m - PigFace)
		if p.score[p.side]+p.turn >= p.goal {
			// The goal reached: banked, and the game is over.
			p.score[p.side] += p.turn
			p.turn = 0
		}
	}
	return p
}

// Check says why m is not a move here, in Pig's words.
func (p PigPos) Check(m game.Move) error {
	switch {
	case p.Over():
		return nil
	case p.rolling && (m == PigRoll || m == PigHold):
		return errorf("the die is rolling for %s: its faces 1 to 6 come next, not %s", p.side, p.FormatMove(m))
	case !p.rolling && m > PigFace:
		return errorf("%s is a face of the die, which comes after roll; %s plays roll or hold", p.FormatMove(m), p.side)
	case m == PigHold && p.turn == 0:
		return errorf("%s cannot hold with nothing this turn: a turn begins with a roll", p.side)
	}
	return nil
}

// Utility returns +1 if pl reached the goal, -1 if the other did.
func (p PigPos) Utility(pl game.Player) float64 {
	switch {
	case p.score[pl] >= p.goal:
		return 1
	case p.score[pl.Other()] >= p.goal:
		return -1
	}
	return 0
}

// Final values a finished game at the goal's points: +goal won, -goal
// lost, past every evaluation.
func (p PigPos) Final(pl game.Player) float64 { return p.Utility(pl) * float64(p.goal) }

// Evaluate counts the points pl is ahead, the turn's total counted as if
// banked (for the side whose turn it is): a search one roll deep then
// rolls while the turn's total is under 20 and holds from 20 on, Knizia's
// rule of thumb (a roll risks the total for an average gain of 4 points,
// at odds of 1 to 5). It lies strictly between -goal and +goal.
func (p PigPos) Evaluate(pl game.Player) float64 {
	v := int(p.score[pl]) - int(p.score[pl.Other()])
	if p.side == pl {
		v += int(p.turn)
	} else {
		v -= int(p.turn)
	}
	return float64(v)
}

// String returns the scores, the turn's total and the side: "12 7 5 X",
// then "rolling" while the die is in the air.
func (p PigPos) String() string {
	s := itoa(int(p.score[game.X])) + " " + itoa(int(p.score[game.O])) + " " + itoa(int(p.turn)) + " " + p.side.String()
	if p.rolling {
		s += " rolling"
	}
	return s
}

// FormatMove writes roll, hold, or the die's face.
func (PigPos) FormatMove(m game.Move) string {
	switch {
	case m == PigRoll:
		return "roll"
	case m == PigHold:
		return "hold"
	case m > PigFace && m <= PigFace+6:
		return itoa(int(m - PigFace))
	}
	return "?"
}

// ParseMove reads roll (r), hold (h) or a face of the die, 1 to 6.
func (PigPos) ParseMove(s string) (game.Move, error) {
	switch t := strings.ToLower(strings.TrimSpace(s)); t {
	case "roll", "r":
		return PigRoll, nil
	case "hold", "h":
		return PigHold, nil
	case "1", "2", "3", "4", "5", "6":
		return PigFace + game.Move(t[0]-'0'), nil
	}
	return game.NoMove, errorf("%q is not a move of Pig; want roll or hold (or a face of the die, 1 to 6, after roll)", s)
}

// Diagram draws the goal, both scores with the turn's total beside the
// side whose turn it is, the die just rolled, and whose move it is.
func (p PigPos) Diagram(last game.Move) string {
	return p.BodyIn(last, msg.En) + game.StatusLine(p)
}

// DiagramWith draws the position as PlainDiagram does.
func (p PigPos) DiagramWith(last game.Move, opt game.DiagramOptions) string {
	return game.PlainDiagram(p, last, opt)
}

// BodyIn is Diagram without its status line, in l (game.Worded).
func (p PigPos) BodyIn(last game.Move, l msg.Lang) string {
	var b strings.Builder
	b.WriteString(l.T("Pig to %s", itoa(int(p.goal))) + "\n")
	for _, pl := range []game.Player{game.X, game.O} {
		line := l.T("%s: %s points", pl.String(), pad3(int(p.score[pl])))
		if pl == p.side && !p.Over() {
			line += "  " + l.T("+ %s this turn", itoa(int(p.turn)))
		}
		b.WriteString(line + "\n")
	}
	switch {
	case p.rolling && !p.Over():
		b.WriteString(l.T("the die is rolling for %s", p.side.String()) + "\n")
	case last == PigFace+1:
		b.WriteString(l.T("die: 1 (the turn's total is lost)") + "\n")
	case last > PigFace && last <= PigFace+6:
		b.WriteString(l.T("die: %s", itoa(int(last-PigFace))) + "\n")
	}
	return b.String()
}

// pad3 writes n right-aligned in 3 columns.
func pad3(n int) string {
	s := itoa(n)
	for len(s) < 3 {
		s = " " + s
	}
	return s
}

// Margins reports that Pig's finished games score no margin.
func (Pig) Margins() bool { return false }

// FormatValue writes a value in points, with its sign, an expected value
// as the fraction it is ("+17/6 (2.833)"); a finished game's as "win +20"
// or "loss -20".
func (g Pig) FormatValue(v float64, final bool) string {
	if math.IsInf(v, 0) {
		return game.FormatNumber(v)
	}
	sign := ""
	if v > 0 {
		sign = "+"
	}
	s := sign + game.FormatExpected(v)
	if final && v >= float64(g.Goal) {
		return "win " + s
	}
	if final && v <= -float64(g.Goal) {
		return "loss " + s
	}
	return s
}

// ParseValue reads a value: a number, a fraction ("17/6"), or "win" and
// "loss" (the goal's points).
func (g Pig) ParseValue(s string) (float64, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if i := strings.Index(t, " ("); i > 0 {
		// "17/6 (2.833)", as the values are written.
		t = t[:i]
	}
	switch {
	case strings.HasPrefix(t, "win"):
		return float64(g.Goal), nil
	case strings.HasPrefix(t, "loss"):
		return -float64(g.Goal), nil
	}
	return game.ParseExpected(t)
}

// ValueWithUnit writes v in points: "+5 points".
func (g Pig) ValueWithUnit(v float64) string { return g.FormatValue(v, false) + " points" }

// Unit returns "points".
func (Pig) Unit() string { return "points" }

// errorf makes an error of a game's rules, which speak as package game's.
func errorf(format string, args ...any) error { return fault.New("game", format, args...) }

// itoa writes n in decimal.
func itoa(n int) string { return strconv.Itoa(n) }
