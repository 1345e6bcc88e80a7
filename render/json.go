package render

import (
	"encoding/json"
	"io"
	"math"

	"gametree/minimax"
	"gametree/tree"
)

// number is a JSON value that writes infinities as "-inf" and "+inf".
type number float64

// MarshalJSON writes the number, or "+inf"/"-inf" as strings.
func (n number) MarshalJSON() ([]byte, error) {
	switch {
	case math.IsInf(float64(n), 1):
		return []byte(`"+inf"`), nil
	case math.IsInf(float64(n), -1):
		return []byte(`"-inf"`), nil
	}
	return json.Marshal(float64(n))
}

type jsonDoc struct {
	Position  jsonPosition `json:"position"`
	Algorithm string       `json:"algorithm"`
	FailSoft  bool         `json:"fail_soft"`
	Order     string       `json:"order"`
	Eval      *string      `json:"eval"`
	Depth     int          `json:"depth"`
	View      string       `json:"view"`
	Value     number       `json:"value"`
	BestMove  *string      `json:"best_move"`
	PV        []string     `json:"pv"`
	Counts    jsonCounts   `json:"counts"`
	Nodes     []jsonNode   `json:"nodes"`
}

type jsonPosition struct {
	Board  *string `json:"board,omitempty"`
	ToMove *string `json:"to_move,omitempty"`
	Size   int     `json:"size,omitempty"`
	Leaves *string `json:"leaves,omitempty"`
	Root   *string `json:"root,omitempty"`
}

type jsonCounts struct {
	Nodes           *int64 `json:"nodes"`
	Visited         int64  `json:"visited"`
	LeavesEvaluated int64  `json:"leaves_evaluated"`
	Cutoffs         int64  `json:"cutoffs"`
	Pruned          *int64 `json:"pruned"`
}

type jsonNode struct {
	ID        int     `json:"id"`
	Parent    *int    `json:"parent"`
	Label     string  `json:"label"`
	Move      *string `json:"move"`
	Depth     int     `json:"depth"`
	Player    string  `json:"player"`
	Value     *number `json:"value"`
	Bound     *string `json:"bound"`
	AlphaIn   *number `json:"alpha_in"`
	BetaIn    *number `json:"beta_in"`
	AlphaOut  *number `json:"alpha_out"`
	BetaOut   *number `json:"beta_out"`
	Order     *int32  `json:"order"`
	Cutoff    bool    `json:"cutoff"`
	CutAfter  *int    `json:"cut_after"`
	Pruned    bool    `json:"pruned"`
	PV        bool    `json:"pv"`
	Leaf      bool    `json:"leaf"`
	Terminal  bool    `json:"terminal"`
	Eval      *number `json:"eval"`
	LeafValue *number `json:"leaf_value"`
	Board     *string `json:"board,omitempty"`
	Children  []int   `json:"children"`
}

func ptr[T any](v T) *T { return &v }

// JSON writes the whole annotated tree as one JSON object: the position (or
// textbook tree), the search, the root value, best move, principal variation
// and counts, and every drawn node in pre-order with its id (its pre-order
// number), parent, label, move, depth, player, value and bound, windows,
// visit order, cutoff, pruned, pv, leaf and terminal flags, evaluation,
// given leaf value and board. Infinite bounds are the strings "-inf" and
// "+inf"; values never computed are null.
func JSON(w io.Writer, s *Search, opt Options) error {
	t := s.Tree
	nodes := s.visible(opt)
	id := drawnIDs(nodes)
	doc := jsonDoc{
		Algorithm: s.Algorithm.String(),
		FailSoft:  s.FailSoft && s.Algorithm == minimax.AlphaBeta,
		Order:     s.Order.String(),
		Depth:     t.Depth,
		View:      opt.View.String(),
		Value:     number(s.Value),
		PV:        []string{},
		Counts: jsonCounts{
			Visited:         s.Ann.Stats.Visited,
			LeavesEvaluated: s.Ann.Stats.Leaves,
			Cutoffs:         s.Ann.Stats.Cutoffs,
		},
	}
	if s.Nodes >= 0 {
		doc.Counts.Nodes = ptr(s.Nodes)
	}
	if s.Pruned >= 0 {
		doc.Counts.Pruned = ptr(s.Pruned)
	}
	if t.Kind == tree.Othello {
		doc.Position = jsonPosition{Board: ptr(t.Start.String()), ToMove: ptr(colorName(t.Start.ToMove().String())), Size: t.Start.Size()}
		doc.Eval = ptr(t.Eval.Name())
	} else {
		root := "max"
		if !t.RootMax {
			root = "min"
		}
		doc.Position = jsonPosition{Leaves: ptr(t.Leaves()), Root: &root}
	}
	if s.Best >= 0 {
		doc.BestMove = ptr(t.Label(s.Best))
	}
	for n := int32(0); n >= 0; {
		a := s.ann(n)
		if !a.Has(minimax.PV) {
			break
		}
		if n != 0 {
			doc.PV = append(doc.PV, t.Label(n))
		}
		n = a.Best
	}
	for i, n := range nodes {
		a := s.ann(n)
		nd := t.Nodes[n]
		jn := jsonNode{
			ID:       i,
			Label:    t.Label(n),
			Depth:    int(nd.Depth),
			Player:   map[bool]string{true: "max", false: "min"}[t.IsMax(n)],
			Cutoff:   a.Has(minimax.Cutoff),
			Pruned:   !a.Visited(),
			PV:       a.Has(minimax.PV),
			Leaf:     nd.Count == 0,
			Terminal: nd.Terminal,
			Children: []int{},
		}
		if n != 0 {
			jn.Parent = ptr(id[nd.Parent])
		}
		if t.Kind == tree.Othello {
			if n != 0 {
				jn.Move = ptr(nd.Move.String())
			}
			jn.Board = ptr(t.Position(n).String())
		} else if nd.Count == 0 {
			jn.LeafValue = ptr(number(nd.Value))
		}
		if a.Has(minimax.Returned) {
			jn.Value = ptr(number(a.Value))
			jn.Bound = ptr(a.Bound.String())
		}
		if a.Visited() {
			jn.Order = ptr(a.Order)
			if s.Algorithm == minimax.AlphaBeta {
				jn.AlphaIn, jn.BetaIn = ptr(number(a.AlphaIn)), ptr(number(a.BetaIn))
				jn.AlphaOut, jn.BetaOut = ptr(number(a.AlphaOut)), ptr(number(a.BetaOut))
			}
		}
		if a.Has(minimax.Evaluated) {
			jn.Eval = ptr(number(a.Eval))
		}
		if a.Has(minimax.Cutoff) {
			if c, ok := id[a.CutAfter]; ok {
				jn.CutAfter = ptr(c)
			}
		}
		for c := nd.First; c < nd.First+nd.Count; c++ {
			if k, ok := id[c]; ok {
				jn.Children = append(jn.Children, k)
			}
		}
		doc.Nodes = append(doc.Nodes, jn)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(doc)
}

// colorName lowers "Black" to "black".
func colorName(s string) string {
	if s == "White" {
		return "white"
	}
	return "black"
}
