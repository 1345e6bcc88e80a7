package explore

import (
	"context"
	"fmt"
	"strings"
	"time"

	"gametree/game"
	"gametree/internal/lines"
	"gametree/internal/msg"
	"gametree/render"
)

// PolicyReport is a game solved whole by value iteration (game.
// PolicySolver: Pig, by Neller and Presser's method), as gametree solve
// prints it: the first player's chance of winning from the start with
// perfect play on both sides, the chance and the best move at the
// position asked, and the policy's shape.
type PolicyReport struct {
	// Lang is the language of the text.
	Lang msg.Lang `json:"-"`
	// Game names the game, Title with its goal ("Pig to 100", in Lang).
	Game  string `json:"game"`
	Title string `json:"title"`
	Goal  int    `json:"goal"`
	// Sweeps counts the sweeps of value iteration, Seconds its time.
	Sweeps  int     `json:"sweeps"`
	Seconds float64 `json:"seconds"`
	// FirstPlayerWins is the first player's chance of winning from the
	// start, with perfect play on both sides.
	FirstPlayerWins float64 `json:"first_player_wins"`
	// Position is the board string of the position asked, Given how it
	// was given, ToMove the side to move there, Win its chance of
	// winning, BestMove the move of perfect play (null when the game is
	// over or the die is rolling).
	Position string  `json:"position"`
	Given    string  `json:"given"`
	ToMove   string  `json:"to_move"`
	Win      float64 `json:"win"`
	BestMove *string `json:"best_move"`
	// HoldAt[i][j] is the least turn's total at which the player whose
	// turn it is, with the score i against j, holds (goal-i: never short
	// of the goal); RollAgain[i][j] the totals past it at which the
	// player rolls again.
	HoldAt    [][]int   `json:"hold_at"`
	RollAgain [][][]int `json:"roll_again"`
	side      string    // the side to move as the sentences name it
}

// solvePolicy solves req's game whole (game.PolicySolver).
func solvePolicy(ctx context.Context, req *SolveRequest) (*PolicyReport, error) {
	p := req.Position
	g := p.Game()
	start := time.Now()
	pol, err := g.(game.PolicySolver).SolvePolicy(ctx)
	if err != nil {
		return nil, err
	}
	l := msg.From(ctx)
	rep := &PolicyReport{Lang: l, Game: g.Name(), Title: game.CaptionIn(g, l), Goal: pol.Goal, Sweeps: pol.Sweeps,
		Seconds: time.Since(start).Seconds(), Position: p.String(), Given: req.Given, ToMove: SideName(g, p.ToMove()),
		HoldAt: pol.HoldAt, RollAgain: pol.Again, side: l.Word(game.PlayerName(g, p.ToMove()))}
	rep.FirstPlayerWins, _ = pol.Win(g.Start())
	var best game.Move
	rep.Win, best = pol.Win(p)
	if best != game.NoMove {
		s := p.FormatMove(best)
		rep.BestMove = &s
	}
	return rep, nil
}

// policyStep is the step of the scores in the policy's table: a tenth of
// the goal, at least 1.
func policyStep(goal int) int { return max(1, (goal+9)/10) }

// Text is the report as gametree solve prints it, in its language: the
// chances, then the table of the policy's shape every tenth of the goal
// (fitted to 80 columns).
func (rep *PolicyReport) Text() string {
	l := rep.Lang
	var b strings.Builder
	line := func(text string) { b.WriteString(lines.Hang(text, 79) + "\n") }
	line(l.T("%s, solved by value iteration (Neller and Presser, 2004): %s sweeps, %.2f s.", rep.Title, l.Count(uint64(rep.Sweeps)), rep.Seconds))
	line(l.T("The first player wins with chance %.4f with perfect play on both sides.", rep.FirstPlayerWins))
	switch {
	case rep.BestMove != nil:
		line(l.T("Position: %s (%s to move): %s wins with chance %.4f; best move: %s.", l.Given(rep.Given), rep.side, rep.side, rep.Win, *rep.BestMove))
	default:
		line(l.T("Position: %s (%s to move): %s wins with chance %.4f.", l.Given(rep.Given), rep.side, rep.side, rep.Win))
	}
	b.WriteString("\n")
	line(l.T("Hold at: the least turn's total at which the player whose turn it is holds, by their score (rows) and the opponent's (columns); - rolls on to the goal; * rolls again at some totals past it."))
	step := policyStep(rep.Goal)
	fmt.Fprintf(&b, "%6s", "")
	for j := 0; j < rep.Goal; j += step {
		fmt.Fprintf(&b, "%6d", j)
	}
	b.WriteString("\n")
	for i := 0; i < rep.Goal; i += step {
		fmt.Fprintf(&b, "%6d", i)
		for j := 0; j < rep.Goal; j += step {
			cell := fmt.Sprint(rep.HoldAt[i][j])
			if rep.HoldAt[i][j] >= rep.Goal-i {
				cell = "-"
			}
			if len(rep.RollAgain[i][j]) > 0 {
				cell += "*"
			} else {
				cell += " "
			}
			fmt.Fprintf(&b, "%6s", cell)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// Picture is the policy's shape for render.PolicySVG, in the report's
// language.
func (rep *PolicyReport) Picture() render.Policy {
	return render.Policy{Title: rep.Title, Goal: rep.Goal, HoldAt: rep.HoldAt, RollAgain: rep.RollAgain, Lang: rep.Lang}
}
