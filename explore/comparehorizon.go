package explore

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/render"
)

// The horizon effect side by side (compare --quiescence N): at each depth
// D of the one position compared, the search to D, the same with a
// quiescence search N plies past it, and the search to D+2, each with its
// move, value and nodes (minimax, so that every root move's value is
// exact), and what the deeper search says the fixed depth's move is
// worth. The searches are gametree horizon's (horizonAt).

// HorizonDepth is the three searches at one depth.
type HorizonDepth struct {
	Depth     int           `json:"depth"`
	Fixed     HorizonSearch `json:"fixed"`
	Quiescent HorizonSearch `json:"quiescent"`
	Deeper    HorizonSearch `json:"deeper"`
	// FixedMoveDeeper is the fixed depth's move's value by the deeper
	// search; Fooled tells that the fixed depth's move is not the deeper
	// search's and is worth less by its reckoning, while the quiescent
	// search plays the deeper search's move.
	FixedMoveDeeper float64 `json:"fixed_move_deeper_value"`
	Fooled          bool    `json:"fooled"`
}

// HorizonComparison is compare --quiescence's table.
type HorizonComparison struct {
	Quiescence int            `json:"quiescence"`
	Rows       []HorizonDepth `json:"rows"`
}

// readHorizonCompare reads compare's --quiescence: on one position of a
// game with a quiet test.
func (req *CompareRequest) readHorizonCompare(r *reader) error {
	q, err := r.int("quiescence")
	if err != nil || q == 0 {
		return err
	}
	switch {
	case r.set("leaves") || r.set("leaves-file"):
		return usagef("compare --quiescence searches a game position to each depth, with quiescence and two plies deeper; a textbook tree has no plies past its own: give a position, or draw the tree with gametree tree --quiescence N")
	case r.set("positions"):
		return usagef("--quiescence puts three searches of one position side by side; leave --positions out")
	case len(req.Iterations) > 0 || req.Forward:
		return usagef("--quiescence, --forward and --mcts each add a table; give one of them")
	}
	req.Quiescence = q
	return nil
}

// compareHorizon runs the three searches at each depth of req on its one
// position.
func compareHorizon(ctx context.Context, req *CompareRequest, say Progress) (*HorizonComparison, error) {
	p := req.Positions[0]
	if _, ok := p.(game.Quieter); !ok {
		return nil, usagef("--quiescence: %s has no quiet test to search on past the depth; Othello (a corner open) and Connect Four (a four to complete or block) have one", msg.P(p.Game().Title()))
	}
	cmp := &HorizonComparison{Quiescence: req.Quiescence}
	hr := &HorizonRequest{Quiescence: req.Quiescence}
	for _, d := range req.Depths {
		say("the horizon at depth %d: depth %d, with quiescence, and depth %d", d, d, d+2)
		hr.Depth = d
		hp, fooled, err := horizonAt(ctx, p, hr)
		if err != nil {
			return cmp, err
		}
		cmp.Rows = append(cmp.Rows, HorizonDepth{Depth: d, Fixed: hp.Fixed, Quiescent: hp.Quiescent, Deeper: hp.Deeper, FixedMoveDeeper: hp.FixedMoveDeeper, Fooled: fooled})
	}
	return cmp, nil
}

// writeHorizon writes the horizon's table under the others.
func (rep *CompareReport) writeHorizon(b *strings.Builder, md bool) {
	c := rep.Horizon
	if c == nil {
		return
	}
	l := rep.Lang
	fmt.Fprintf(b, "\n%s\n\n", l.T("The horizon: each depth D searched to D, with a quiescence search %d plies past it, and to D+2, by minimax.", c.Quiescence))
	table := [][]string{{l.Word("depth"), l.Word("search"), l.Word("move"), l.Word("value"), l.Word("nodes")}}
	for _, r := range c.Rows {
		d := strconv.Itoa(r.Depth)
		for i, s := range []struct {
			name string
			s    HorizonSearch
		}{{l.T("depth %s", d), r.Fixed}, {l.T("depth %s, quiescence %s", d, strconv.Itoa(c.Quiescence)), r.Quiescent}, {l.T("depth %s", strconv.Itoa(r.Depth+2)), r.Deeper}} {
			depth := ""
			if i == 0 {
				depth = d
			}
			table = append(table, []string{depth, s.name, s.s.Move, game.FormatNumber(s.s.Value), strconv.FormatInt(s.s.Nodes, 10)})
		}
	}
	render.Table(b, table, []bool{true, false, false, true, true}, md)
	for _, r := range c.Rows {
		if r.Fixed.Move != r.Deeper.Move {
			fmt.Fprintf(b, "\n%s", l.T("At depth %d: two plies deeper, %s is worth %s and %s %s.", r.Depth, r.Fixed.Move, game.FormatNumber(r.FixedMoveDeeper), r.Deeper.Move, game.FormatNumber(r.Deeper.Value)))
			if r.Fooled {
				b.WriteString(" " + l.T("The fixed depth was fooled by its horizon; the quiescence search plays %s.", r.Quiescent.Move))
			}
			b.WriteString("\n")
		}
	}
}
