package explore

import (
	"bytes"
	"math"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/minimax"
	"gametree/probcut"
	"gametree/render"
)

// Forward pruning on the faces: beam search (--beam K) and ProbCut
// (--confidence P, and the fit of the game, size and evaluation: the one
// gametree ships, or --fit FILE).

// MaxBeam bounds --beam: past the moves of any position of the games.
const MaxBeam = 64

// DefaultConfidence is ProbCut's confidence when none is given: a cut
// needs the prediction 1.28 sigma past the window.
const DefaultConfidence = "0.9"

// forwardParams are the parameters of beam search and ProbCut.
func forwardParams() []Param {
	return []Param{
		num("beam", 2, "Search", "with beam, search only the `K` moves best by the evaluation at each node").within(1, MaxBeam, "moves"),
		str("confidence", DefaultConfidence, "Search", "with probcut, cut a node only when the fit's prediction falls outside the window with probability `P`, from 0.5 to 1 (1 never cuts: alpha-beta)").kind(Float),
		str("fit", "", "Search", "with probcut, the fit in `FILE` (as train probcut writes it) rather than gametree's own").file("eval"),
	}
}

// readForward reads --beam, --confidence and --fit (a search that takes
// none of them has had them refused: checkTakes).
func readForward(r *reader, req *TreeRequest) error {
	d := req.decl()
	var err error
	if d.TakesParam("beam") {
		if req.Beam, err = r.int("beam"); err != nil {
			return err
		}
	}
	if d.TakesParam("confidence") {
		if req.Confidence, err = parseConfidence(strings.TrimSpace(r.str("confidence"))); err != nil {
			return err
		}
	}
	if d.TakesParam("fit") && r.set("fit") {
		body, err := r.file("fit")
		if err != nil {
			return errorf("--fit: %w", err)
		}
		if req.Fit, err = probcut.Read(bytes.NewReader([]byte(body))); err != nil {
			// The file's content is wrong, not the command line: the
			// exit of a bad --weights (1), not of a bad flag (2).
			return errorf("--fit %s: %w", r.str("fit"), err)
		}
	}
	return nil
}

// parseConfidence reads ProbCut's confidence, a probability from 1/2 to
// 1.
func parseConfidence(text string) (float64, error) {
	p, err := strconv.ParseFloat(text, 64)
	if err != nil || math.IsNaN(p) || p < 0.5 || p > 1 {
		return 0, usagef("--confidence %q: want a probability from 0.5 to 1, such as 0.9 (the chance that a cut is right; 1 never cuts)", text)
	}
	return p, nil
}

// probCut returns the search's ProbCut options for req's game tree:
// the fit given (--fit), which must be of the tree's game, size and
// evaluation, else the one gametree ships; refused, with how to make
// one, where there is none.
func (req *TreeRequest) probCut() (*minimax.Cut, *probcut.Model, error) {
	p := req.GamePos
	g := p.Game()
	size, eval := sizeName(g), req.EvalName
	if err := fitsSearches(p); err != nil {
		return nil, nil, err
	}
	m := req.Fit
	if m != nil {
		if m.Game != g.Name() || m.Size != size || m.Eval != eval {
			return nil, nil, usagef("--fit is a fit for %s; the tree is %s", fitTitle(m), fitTitle(&probcut.Model{Game: g.Name(), Size: size, Eval: eval}))
		}
	} else {
		var err error
		if m, err = probcut.Shipped(g.Name(), size, eval); err != nil {
			return nil, nil, err
		}
		if m == nil {
			return nil, nil, usagef("ProbCut has no fit for %s: make one with gametree train probcut %s-o fit.txt and give it with --fit fit.txt", fitTitle(&probcut.Model{Game: g.Name(), Size: size, Eval: eval}), fitFlags(g, eval))
		}
	}
	return m.Cut(req.Confidence), m, nil
}

// fitFlags are the flags of train probcut that fit g with the
// evaluation eval: "--game connect4 --size 6x5 ".
func fitFlags(g game.Game, eval string) string {
	var b strings.Builder
	if g.Name() != defaultEntry().Name {
		b.WriteString("--game " + g.Name() + " ")
	}
	if sz, ok := g.(game.Sizer); ok {
		b.WriteString("--size " + sz.SizeParam() + " ")
	}
	if eval != "" {
		b.WriteString("--eval " + eval + " ")
	}
	return b.String()
}

// evalOf is the name of the evaluation r's position is scored by, for
// ProbCut's fit: --eval's (its default when not given) on a game of
// several evaluations, "weights" for --weights (no fit shipped), empty
// for a game of one.
func evalOf(r *reader, p game.Position) string {
	if _, ok := p.(game.Evaluations); !ok {
		return ""
	}
	if r.set("weights") {
		return "weights"
	}
	if _, ok := r.lookup("eval"); !ok {
		return ""
	}
	return strings.ToLower(strings.TrimSpace(r.str("eval")))
}

// readyProbCut finds the fit req's search stands on, once, before the
// tree is built (a search that takes no fit needs none).
func (req *TreeRequest) readyProbCut() error {
	if !req.decl().TakesParam("fit") || req.cut != nil {
		return nil
	}
	var err error
	req.cut, req.Fit, err = req.probCut()
	return err
}

// forwardOf tells the drawings how req's search pruned forward: the
// beam, ProbCut's confidence and fit.
func (req *TreeRequest) forwardOf(s *render.Search) {
	switch {
	case req.Beam > 0:
		s.Forward = render.BeamInfo{Width: req.Beam}
	case req.cut != nil:
		s.Forward = render.ProbCutInfo{Confidence: req.Confidence, T: req.cut.T, Fit: fitTitle(req.Fit)}
	}
}
