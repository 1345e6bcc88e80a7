package explore

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/lines"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/render"
	"gametree/tree"
)

// The horizon effect found, not picked by hand (AIMA 4th edition, section
// 5.3.2): gametree horizon plays seeded random games of a game with a
// quiet test (Othello, Connect Four) and, at each position, searches it
// three ways side by side: alpha-beta to --depth, the same with a
// quiescence search past it (--quiescence), and alpha-beta two plies
// deeper. A position where the fixed depth's move is not the deeper
// search's and loses value by its reckoning, while the quiescent search
// plays the deeper search's move, is one where the fixed depth was fooled
// by its horizon.

// HorizonRequest is a scan for the horizon effect.
type HorizonRequest struct {
	Start      game.Position
	Depth      int
	Quiescence int
	Games      int
	Seed       uint64
	Count      int
}

// HorizonSearch is one of a position's three searches: its move, its
// value for the side to move at the root, its nodes.
type HorizonSearch struct {
	Move  string  `json:"move"`
	Value float64 `json:"value"`
	Nodes int64   `json:"nodes"`
}

// HorizonPosition is a position where the fixed depth was fooled: the
// three searches, and what the deeper one says the fixed depth's move is
// worth (Loss: how much less than its own move).
type HorizonPosition struct {
	Board           string        `json:"board"`
	Moves           string        `json:"moves"`
	Fixed           HorizonSearch `json:"fixed"`
	Quiescent       HorizonSearch `json:"quiescent"`
	Deeper          HorizonSearch `json:"deeper"`
	FixedMoveDeeper float64       `json:"fixed_move_deeper_value"`
}

// HorizonReport is what a scan found.
type HorizonReport struct {
	Game       string            `json:"game"`
	Depth      int               `json:"depth"`
	Quiescence int               `json:"quiescence"`
	Seed       uint64            `json:"seed"`
	Scanned    int               `json:"scanned"`
	Positions  []HorizonPosition `json:"positions"`
	title      string
	lang       msg.Lang
}

// ParseHorizon reads the parameters of HorizonParams.
func ParseHorizon(p Params, files Files) (*HorizonRequest, error) {
	r := newReader(p, files, HorizonParams())
	req := &HorizonRequest{}
	var err error
	for _, f := range []struct {
		name string
		to   *int
	}{{"depth", &req.Depth}, {"quiescence", &req.Quiescence}, {"games", &req.Games}, {"count", &req.Count}} {
		if *f.to, err = r.int(f.name); err != nil {
			return nil, err
		}
	}
	seed, err := strconv.ParseUint(strings.TrimSpace(r.str("seed")), 10, 64)
	if err != nil {
		return nil, usagef("--seed %q: want a whole number, such as 7", r.str("seed"))
	}
	req.Seed = seed
	g, err := readPosition(r)
	if err != nil {
		return nil, err
	}
	if _, ok := g.Pos.(game.Quieter); !ok {
		return nil, usagef("--quiescence: %s has no quiet test to search on past the depth; Othello (a corner open) and Connect Four (a four to complete or block) have one", msg.P(g.Game.Title()))
	}
	req.Start = g.Pos
	return req, nil
}

// Horizon plays req's games and reports the positions where the fixed
// depth was fooled, at most req.Count.
func Horizon(ctx context.Context, req *HorizonRequest) (*HorizonReport, error) {
	l := msg.From(ctx)
	rep := &HorizonReport{Game: req.Start.Game().Name(), Depth: req.Depth, Quiescence: req.Quiescence, Seed: req.Seed, Positions: []HorizonPosition{},
		title: req.Start.Game().Title(), lang: l}
	if err := reserveCore(ctx, Bytes(int64(horizonNodes)*treeNodeBytes*3), msg.P("the horizon's searches")); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(req.Seed, 0x686f72))
	for g := 0; g < req.Games && len(rep.Positions) < req.Count; g++ {
		p, played := req.Start, []string{}
		for !p.Over() && len(rep.Positions) < req.Count {
			if err := ctx.Err(); err != nil {
				return rep, err
			}
			rep.Scanned++
			if hp, ok, err := horizonAt(ctx, p, req); err != nil {
				return rep, err
			} else if ok {
				hp.Moves = strings.Join(played, " ")
				rep.Positions = append(rep.Positions, hp)
			}
			moves := p.AppendMoves(nil)
			m := moves[rng.IntN(len(moves))]
			played = append(played, p.FormatMove(m))
			p = p.Play(m)
		}
	}
	return rep, nil
}

// horizonNodes bounds each search's tree.
const horizonNodes = 200000

// horizonAt searches p three ways and reports it when the fixed depth was
// fooled.
func horizonAt(ctx context.Context, p game.Position, req *HorizonRequest) (HorizonPosition, bool, error) {
	fixed, _, err := horizonSearch(ctx, p, req.Depth, 0)
	if err != nil {
		return HorizonPosition{}, false, err
	}
	quiet, _, err := horizonSearch(ctx, p, req.Depth, req.Quiescence)
	if err != nil {
		return HorizonPosition{}, false, err
	}
	deeper, kids, err := horizonSearch(ctx, p, req.Depth+2, 0)
	if err != nil {
		return HorizonPosition{}, false, err
	}
	fooled := fixed.Move != deeper.Move && quiet.Move == deeper.Move && kids[fixed.Move] < deeper.Value
	return HorizonPosition{Board: p.String(), Fixed: fixed, Quiescent: quiet, Deeper: deeper, FixedMoveDeeper: kids[fixed.Move]}, fooled, nil
}

// horizonSearch searches p to depth (with quiescence q) by minimax, so
// that each root move's value is exact, and returns the search (its nodes
// alpha-beta's would be fewer; minimax keeps the comparison plain) and
// each root move's value.
func horizonSearch(ctx context.Context, p game.Position, depth, q int) (HorizonSearch, map[string]float64, error) {
	t := tree.NewGame(p, depth, horizonNodes)
	t.Quiescence = q
	t.Stop = stopper(ctx)
	rec := minimax.NewRecorder(horizonNodes)
	res := minimax.Search(t, 0, minimax.Options[int32]{Algorithm: minimax.Minimax, Stop: stopper(ctx)}, rec)
	if err := t.Err(); err != nil {
		return HorizonSearch{}, nil, treeErr(ctx, err, nil)
	}
	if err := ctx.Err(); err != nil {
		return HorizonSearch{}, nil, err
	}
	s := HorizonSearch{Value: res.Value, Nodes: rec.Stats.Visited}
	if res.HasBest {
		s.Move = t.Label(res.Best)
	}
	kids := map[string]float64{}
	for _, c := range t.Children(0, nil) {
		kids[t.Label(c)] = rec.At(c).Value
	}
	return s, kids, nil
}

// WriteText writes the report: each position found, its three searches
// side by side.
func (rep *HorizonReport) WriteText(w io.Writer) error {
	l := rep.lang
	var b strings.Builder
	b.WriteString(lines.Hang(msg.Capitalize(l.T("%s: %s positions of seeded random games scanned, %s where the search to depth %s was fooled by its horizon (the quiescence search, %s plies past it, and the search two plies deeper agree on another move).", l.Word(rep.title), strconv.Itoa(rep.Scanned), strconv.Itoa(len(rep.Positions)), strconv.Itoa(rep.Depth), strconv.Itoa(rep.Quiescence))), 79) + "\n")
	for _, hp := range rep.Positions {
		b.WriteString("\n" + l.T("Position %s", hp.Board) + "\n")
		if hp.Moves != "" {
			b.WriteString(l.T("  after %s", hp.Moves) + "\n")
		}
		rows := [][]string{{l.Word("search"), l.Word("move"), l.Word("value"), l.Word("nodes")}}
		for _, r := range []struct {
			name string
			s    HorizonSearch
		}{{l.T("depth %s", strconv.Itoa(rep.Depth)), hp.Fixed}, {l.T("depth %s, quiescence %s", strconv.Itoa(rep.Depth), strconv.Itoa(rep.Quiescence)), hp.Quiescent}, {l.T("depth %s", strconv.Itoa(rep.Depth+2)), hp.Deeper}} {
			rows = append(rows, []string{r.name, r.s.Move, game.FormatNumber(r.s.Value), strconv.FormatInt(r.s.Nodes, 10)})
		}
		var tb strings.Builder
		render.Table(&tb, rows, []bool{false, false, true, true}, false)
		for _, line := range strings.Split(strings.TrimRight(tb.String(), "\n"), "\n") {
			b.WriteString("  " + line + "\n")
		}
		b.WriteString("  " + lines.Hang(l.T("Two plies deeper, %s is worth %s and %s %s: depth %s's move gives up %s.", hp.Fixed.Move, game.FormatNumber(hp.FixedMoveDeeper), hp.Deeper.Move, game.FormatNumber(hp.Deeper.Value), strconv.Itoa(rep.Depth), game.FormatNumber(hp.Deeper.Value-hp.FixedMoveDeeper)), 77) + "\n")
	}
	_, err := fmt.Fprint(w, b.String())
	return err
}
