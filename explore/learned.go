package explore

import (
	"context"
	"fmt"
	"gametree/play"
	"math"
	"strings"
	"time"

	"gametree/az"
	"gametree/game"
	"gametree/internal/msg"
	"gametree/render"
)

// What a network learned (show --network): at a position, its value
// and the prior of each move beside the exact value of each move, as
// the solver finds it with best play on both sides.

// NetworkView is a network's judgement of a position beside the solver's.
type NetworkView struct {
	// Network is "gametree's own" or the file given.
	Network string `json:"network"`
	// Value is the network's value for the player to move, from -1 (a
	// loss) to +1 (a win); Exact the solver's, when it finished.
	Value float64  `json:"value"`
	Exact *float64 `json:"exact,omitempty"`
	// Moves are the legal moves in the game's order.
	Moves []NetworkMove `json:"moves"`
	// Agrees says whether the network's favourite move (its highest
	// prior) is one of the solver's best, when the solver finished.
	Agrees *bool `json:"agrees,omitempty"`
}

// NetworkMove is a move's prior and its exact value for the player to
// move (+1 a win, 0 a draw, -1 a loss with best play; none when the
// solver did not finish within its time).
type NetworkMove struct {
	Move  string   `json:"move"`
	Prior float64  `json:"prior"`
	Exact *float64 `json:"exact,omitempty"`
	Best  bool     `json:"best,omitempty"`
}

// solveTime bounds the solver's time at a position, over all its moves.
const solveTime = 5 * time.Second

// networkView judges p by net, and solves each move of p within
// solveTime.
func networkView(ctx context.Context, p game.Position, net *az.Net, name string) (*NetworkView, error) {
	if p.Over() {
		return nil, usagef("--network: the game is over; there is no move to judge")
	}
	moves := p.AppendMoves(nil)
	priors := make([]float64, len(moves))
	v := &NetworkView{Network: name, Value: az.NewEvaluator(net).Evaluate(p, priors)}
	ctx, cancel := context.WithTimeout(ctx, solveTime)
	defer cancel()
	solved, top := true, math.Inf(-1)
	for i, m := range moves {
		nm := NetworkMove{Move: p.FormatMove(m), Prior: priors[i]}
		if x, ok := exactMove(ctx, p, m); ok {
			nm.Exact, top = &x, max(top, x)
		} else {
			solved = false
		}
		v.Moves = append(v.Moves, nm)
	}
	if err := context.Cause(ctx); err != nil && err != context.DeadlineExceeded {
		return nil, err
	}
	if solved {
		fav := 0
		for i := range v.Moves {
			v.Moves[i].Best = *v.Moves[i].Exact == top
			if priors[i] > priors[fav] {
				fav = i
			}
		}
		agrees := v.Moves[fav].Best
		v.Exact, v.Agrees = &top, &agrees
	}
	return v, nil
}

// exactMove is the value of move m at p for its player with best play:
// +1 a win, 0 a draw, -1 a loss; false when ctx ends first.
func exactMove(ctx context.Context, p game.Position, m game.Move) (float64, bool) {
	v, ok := play.MoveValue(ctx, p, m)
	switch {
	case v > 0:
		v = 1
	case v < 0:
		v = -1
	}
	return v, ok
}

// ShowNetwork reads show's --network and --net: the view of the
// position's network, nil when neither is given.
func ShowNetwork(ctx context.Context, p Params, files Files, g Position) (*NetworkView, error) {
	r := newReader(p, files, ShowParams())
	on, err := r.bool("network")
	if err != nil || !on && !r.set("net") {
		return nil, err
	}
	net, name, err := readNetFile(r)
	if err != nil {
		return nil, err
	}
	if name == "" {
		name = msg.From(ctx).Word("gametree's own")
	}
	if net, err = gameNetwork(g.Game, net); err != nil {
		return nil, err
	}
	return networkView(ctx, g.Pos, net, name)
}

// Text writes the view: the network's value, then each move's prior
// beside its exact value.
func (v *NetworkView) Text(p game.Position, l msg.Lang) string {
	var b strings.Builder
	who := p.ToMove().String()
	fmt.Fprintln(&b, l.T("Network (%s): value %s for %s, from -1 (a loss) to +1 (a win)", v.Network, l.Decimal(fmt.Sprintf("%+.2f", v.Value)), who))
	if v.Exact != nil {
		fmt.Fprintln(&b, l.T("The solver: %s for %s with best play on both sides", l.Word(outcomeWord(*v.Exact)), who))
	}
	table := [][]string{{l.Word("move"), l.Word("prior"), l.Word("exact value"), ""}}
	for _, m := range v.Moves {
		exact := "–"
		if m.Exact != nil {
			exact = l.Word(outcomeWord(*m.Exact))
		}
		mark := ""
		if m.Best {
			mark = l.Word("best")
		}
		table = append(table, []string{m.Move, l.Decimal(fmt.Sprintf("%.3f", m.Prior)), exact, mark})
	}
	render.Table(&b, table, []bool{false, true, false, false}, false)
	switch {
	case v.Agrees == nil:
		fmt.Fprintln(&b, l.T("The solver did not finish within %d s: no exact values.", int(solveTime.Seconds())))
	case *v.Agrees:
		fmt.Fprintln(&b, l.Word("The network's favourite move (its highest prior) is one of the best."))
	default:
		fmt.Fprintln(&b, l.Word("The network's favourite move (its highest prior) is not one of the best."))
	}
	return b.String()
}

// outcomeWord names a value with best play: "win", "draw" or "loss".
func outcomeWord(v float64) string {
	switch {
	case v > 0:
		return "win"
	case v < 0:
		return "loss"
	}
	return "draw"
}

// maxLearnedPositions bounds the positions a game may have for train
// az to judge its network on every one of them (tic-tac-toe has 4,520
// not over): past it, the measures play games alone.
const maxLearnedPositions = 20000

// everyPosition is every position of a small game not over, with the
// exact value of each for its player to move and its best moves.
type everyPosition struct {
	pos   []game.Position
	value []float64
	best  [][]bool // by the position's moves, in the game's order
}

// allPositions enumerates the positions reachable from start, and
// solves each by a naive negamax, memoized by board string; false when
// there are more than maxLearnedPositions.
func allPositions(start game.Position) (*everyPosition, bool) {
	values := map[string]float64{}
	all := &everyPosition{}
	var solve func(p game.Position) (float64, bool)
	solve = func(p game.Position) (float64, bool) {
		if p.Over() {
			return p.Utility(p.ToMove()), true
		}
		if v, ok := values[p.String()]; ok {
			return v, true
		}
		if len(values) >= maxLearnedPositions {
			return 0, false
		}
		moves := p.AppendMoves(nil)
		kids := make([]float64, len(moves))
		best := math.Inf(-1)
		for i, m := range moves {
			v, ok := solve(p.Play(m))
			if !ok {
				return 0, false
			}
			kids[i] = -v
			best = max(best, kids[i])
		}
		values[p.String()] = best
		mark := make([]bool, len(moves))
		for i := range kids {
			mark[i] = kids[i] == best
		}
		all.pos, all.value, all.best = append(all.pos, p), append(all.value, best), append(all.best, mark)
		return best, true
	}
	_, ok := solve(start)
	return all, ok
}

// judge returns the network's mean absolute error of its value (from -1
// to +1) over every position, and the share of them where its favourite
// move (its highest prior) is one of the best.
func (all *everyPosition) judge(net *az.Net) (valueError, agrees float64) {
	e := az.NewEvaluator(net)
	var priors []float64
	for i, p := range all.pos {
		priors = append(priors[:0], make([]float64, len(all.best[i]))...)
		v := e.Evaluate(p, priors)
		valueError += math.Abs(v - all.value[i])
		fav := 0
		for j := range priors {
			if priors[j] > priors[fav] {
				fav = j
			}
		}
		if all.best[i][fav] {
			agrees++
		}
	}
	n := float64(len(all.pos))
	return valueError / n, agrees / n
}
