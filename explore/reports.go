package explore

import (
	"fmt"
	"io"
	"strings"

	"gametree/game"
	"gametree/internal/lines"
	"gametree/internal/msg"
	"gametree/play"
)

// The text of the reports the command line prints; their JSON is the
// report types themselves.

// ShowText is the text dump of g's position (its diagram), then the
// moves played, if any: what gametree show prints. unicode draws the
// discs as ● and ○, color colours them for a terminal (where the game has
// them).
func ShowText(g Position, unicode, color bool) string { return ShowTextIn(g, unicode, color, msg.En) }

// ShowTextIn is ShowText with the sentences in the language l.
func ShowTextIn(g Position, unicode, color bool, l msg.Lang) string {
	p, last := g.Pos, game.NoMove
	if n := len(g.Moves); n > 0 {
		last = g.Moves[n-1]
	}
	var s string
	if _, ok := p.(game.Counted); ok {
		// Its diagram says the counts and the legal moves itself.
		s = game.DiagramWith(p, game.NoMove, game.DiagramOptions{Unicode: unicode, Color: color, Lang: l})
	} else {
		s = game.DiagramIn(p, last, l)
		if !p.Over() {
			s += l.T("Legal moves: %s", strings.Join(game.FormatMoves(p, p.AppendMoves(nil)), " ")) + "\n"
		}
	}
	if len(g.Moves) > 0 {
		s += l.T("Moves played: %s", movesText(g.Start, g.Moves)) + "\n"
	}
	return s
}

// WriteText writes the perft report as gametree perft prints it, in its
// language: the count under each root move with divide, then the total,
// with the seconds and the rate unless noTime.
func (rep *PerftReport) WriteText(w io.Writer, noTime bool) error {
	l := rep.Lang
	width := len(fmt.Sprint(rep.Leaves))
	for _, r := range rep.Divide {
		if _, err := fmt.Fprintf(w, "%-4s %s\n", r.Move, l.T("%*d leaves, %d game ends", width, r.Leaves, r.GameEnds)); err != nil {
			return err
		}
	}
	if noTime {
		_, err := fmt.Fprintln(w, l.T("perft %d: %d leaves, %d game ends", rep.Depth, rep.Leaves, rep.GameEnds))
		return err
	}
	rate := 0.0
	if rep.Seconds > 0 {
		rate = float64(rep.Leaves) / rep.Seconds / 1e6
	}
	_, err := fmt.Fprintln(w, l.T("perft %d: %d leaves, %d game ends, %.3f s, %.1f M leaves/s", rep.Depth, rep.Leaves, rep.GameEnds, rep.Seconds, rate))
	return err
}

// Text is the solve report as gametree solve prints it, in its language:
// the position, the score in words, the best moves, the principal
// variation, every move's score with all, and the nodes; long lines wrap
// at 79 columns.
func (rep *SolveReport) Text() string {
	l := rep.Lang
	var b strings.Builder
	side := strings.ToUpper(rep.ToMove[:1]) + rep.ToMove[1:]
	other := "White"
	if side == "White" {
		other = "Black"
	}
	line := func(text string) { b.WriteString(lines.Hang(text, 79) + "\n") }
	line(l.T("Position: %s (%s to move), %d empties", l.Given(rep.Given), l.Word(side), rep.Empties))
	switch {
	case rep.Score > 0:
		line(l.T("Score: %+d: %s wins by %d with perfect play (empties to the winner)", rep.Score, l.Word(side), rep.Score))
	case rep.Score < 0:
		line(l.T("Score: %+d: %s wins by %d with perfect play (empties to the winner)", rep.Score, l.Word(other), -rep.Score))
	default:
		line(l.T("Score: 0: a draw with perfect play"))
	}
	switch {
	case rep.BestMove == nil:
		line(l.T("The game is over."))
	case len(rep.BestMoves) > 1:
		line(l.T("Best moves: %s (each reaches %+d)", strings.Join(rep.BestMoves, " "), rep.Score))
	default:
		line(l.T("Best move: %s", *rep.BestMove))
	}
	if len(rep.PV) > 0 {
		line(l.T("Principal variation: %s", strings.Join(rep.PV, " ")))
	}
	if len(rep.Moves) > 0 {
		move, score := l.Word("move"), l.Word("score")
		fmt.Fprintf(&b, "\n%-*s  %s\n", max(4, len([]rune(move))), move, score)
		for _, m := range rep.Moves {
			fmt.Fprintf(&b, "%-*s  %+*d\n", max(4, len([]rune(move))), m.Move, max(5, len([]rune(score))), m.Score)
		}
		b.WriteString("\n")
	}
	line(l.T("Nodes: %s in %.2f s (%.1f M nodes/s)", l.Count(rep.Nodes), rep.Seconds, rep.NodesPerSec/1e6))
	return b.String()
}

// Stopped is the line that says where a solve stopped by Ctrl-C was, in
// the report's language: the best move so far, not proved, or that none
// was solved yet.
func (rep *SolveReport) Stopped() string {
	if rep.BestMove != nil {
		return rep.Lang.T("stopped after %.1f s and %s nodes: the best move so far is %s, worth at least %+d (not proved)",
			rep.Seconds, rep.Lang.Count(rep.Nodes), *rep.BestMove, rep.Score)
	}
	return rep.Lang.T("stopped after %.1f s and %s nodes, before the first move was solved", rep.Seconds, rep.Lang.Count(rep.Nodes))
}

// ProgressLine is the progress of a solve of empties squares in one line
// of at most cols-1 characters, in l: moves solved, the best so far, the
// nodes, the rate and the seconds.
func ProgressLine(p SolveProgress, empties, cols int, l msg.Lang) string {
	best := l.T("no move solved yet")
	switch {
	case p.Best != "" && p.HasUpper && p.Upper == p.Score:
		best = l.T("best %s %+d", p.Best, p.Score)
	case p.Best != "" && p.HasUpper:
		best = l.T("best %s >= %+d, score <= %+d", p.Best, p.Score, p.Upper)
	case p.Best != "":
		best = l.T("best %s >= %+d", p.Best, p.Score)
	case p.HasUpper:
		best = l.T("score <= %+d", p.Upper)
	}
	rate := 0.0
	if s := p.Elapsed.Seconds(); s > 0 {
		rate = float64(p.Nodes) / s / 1e6
	}
	line := []rune(l.T("solving %d empties: %d/%d moves, %s, %.1f M nodes, %.1f M/s, %.0f s",
		empties, p.Done, p.Total, best, float64(p.Nodes)/1e6, rate, p.Elapsed.Seconds()))
	if len(line) > cols-1 {
		line = line[:cols-1]
	}
	return string(line)
}

// ServeGTP speaks the Go Text Protocol on in and out as an engine of the
// game newGame makes, with the players newPlayer makes (ParseEngine),
// until quit or the end of in.
func ServeGTP(in io.Reader, out io.Writer, newGame func(size string) (game.Game, error), newPlayer func() (play.Player, error)) error {
	return play.ServeGTP(in, out, newGame, newPlayer)
}
