package explore

import (
	"context"

	"gametree/mcts"
	"gametree/minimax"
	"gametree/render"
	"gametree/search"
	"gametree/tree"
)

// Family is what the faces ask of a family of searches (search.Family),
// one implementation a family: a face calls its search's family, never
// asks which search it is nor reads a kind flag. A search declared in a
// family (search.Register) is searched and stepped as its family is; a
// family of one's own is declared with search.RegisterFamily and given
// here with RegisterFamily (docs/architecture.md, "Adding a family").
type Family interface {
	// Grows reports whether the family grows its own tree as it
	// searches (MCTS, an iteration at a time): none is built for it.
	Grows() bool
	// Search runs req's search of t for the tree face (Tree): t is the
	// tree the request asks (a textbook tree, or a game's to its depth,
	// grown as the search visits it), nodes its size (-1 when not
	// known), nil for a family that grows its own; extra, when not nil,
	// hears the events of a family that reports to minimax's tracer.
	Search(ctx context.Context, req *TreeRequest, t *tree.Tree, nodes int64, extra minimax.Tracer[int32]) (*render.Search, error)
	// Step records req's search for stepping through it (Step), or
	// refuses with the family's reason.
	Step(ctx context.Context, req *TreeRequest) (Steps, error)
}

// families are the families' implementations.
var families = map[search.Family]Family{
	search.Windows:    windows{},
	search.Visits:     visits{},
	search.Vectors:    vectors{},
	search.Equilibria: equilibria{},
}

// RegisterFamily gives family f's faces: its searches are then searched
// and stepped by impl on every face their declarations name. It panics
// on a family given twice: registering is a program's own doing, at init.
func RegisterFamily(f search.Family, impl Family) {
	if _, ok := families[f]; ok {
		panic("explore: RegisterFamily " + f.String() + ": given twice")
	}
	families[f] = impl
}

// familyOf is the implementation of d's family; a family declared but
// given no faces searches nothing, and says so.
func familyOf(d *search.Decl) Family {
	if f, ok := families[d.Family]; ok {
		return f
	}
	return unfaced{d.Family}
}

// unfaced is a family declared (search.RegisterFamily) that no
// RegisterFamily gave faces: every face refuses its searches.
type unfaced struct{ f search.Family }

func (unfaced) Grows() bool { return true }

func (u unfaced) Search(context.Context, *TreeRequest, *tree.Tree, int64, minimax.Tracer[int32]) (*render.Search, error) {
	return nil, usagef("the family %s has no faces here (explore.RegisterFamily)", u.f)
}

func (u unfaced) Step(context.Context, *TreeRequest) (Steps, error) {
	return nil, usagef("the family %s has no faces here (explore.RegisterFamily)", u.f)
}

// windows is minimax's family: alpha-beta's windows, cutoffs and bounds.
type windows struct{}

func (windows) Grows() bool { return false }

func (windows) Search(ctx context.Context, req *TreeRequest, t *tree.Tree, nodes int64, extra minimax.Tracer[int32]) (*render.Search, error) {
	s, _, err := windowsSearch(ctx, req, t, nodes, extra)
	return s, err
}

func (windows) Step(ctx context.Context, req *TreeRequest) (Steps, error) {
	return stepWindows(ctx, req)
}

// paramReader is a family that reads parameters of its own into a tree
// request (an optional face of Family: Monte Carlo tree search's
// iterations, exploration, seed, solver and playouts).
type paramReader interface {
	readParams(r *reader, req *TreeRequest) error
}

// visits is Monte Carlo tree search: visits and wins, iteration by
// iteration.
type visits struct{}

func (visits) readParams(r *reader, req *TreeRequest) error { return readMCTS(r, req) }

func (visits) Grows() bool { return true }

func (visits) Search(ctx context.Context, req *TreeRequest, _ *tree.Tree, _ int64, _ minimax.Tracer[int32]) (*render.Search, error) {
	return mctsSearch(ctx, req, stopper(ctx), nil)
}

func (visits) Step(ctx context.Context, req *TreeRequest) (Steps, error) {
	if req.MCTS.Iterations > MaxStepIterations {
		return nil, usagef("--iterations %d: a step-through of MCTS takes at most %d iterations (each is several steps); take fewer, or draw the search with gametree tree", req.MCTS.Iterations, MaxStepIterations)
	}
	log := &mcts.Log{}
	s, err := mctsSearch(ctx, req, stopper(ctx), log)
	if err != nil {
		return nil, err
	}
	return render.NewMCTSTrace(s, log), nil
}

// vectors is the family of several players: max^n and shallow pruning
// on utility vectors, and paranoid search, alpha-beta on the root
// player's utility, with where max^n would choose otherwise.
type vectors struct{}

func (vectors) Grows() bool { return false }

func (vectors) Search(ctx context.Context, req *TreeRequest, t *tree.Tree, nodes int64, extra minimax.Tracer[int32]) (*render.Search, error) {
	if req.decl().Players != search.Paranoid {
		return maxnSearch(ctx, req, t, extra)
	}
	s, rec, err := windowsSearch(ctx, req, t, nodes, extra)
	if err != nil {
		return nil, err
	}
	// Where max^n picks another child: max^n visits the whole tree, which
	// alpha-beta built in part where a view draws less than all of it.
	if err := t.ExpandAll(); err != nil {
		return nil, treeErr(ctx, err, req)
	}
	s.Record = &render.Several{Otherwise: otherwise(rec, maxnChoices(t))}
	return s, nil
}

func (vectors) Step(ctx context.Context, req *TreeRequest) (Steps, error) {
	return stepWindows(ctx, req)
}

// equilibria is the family of hidden information: an equilibrium of the
// whole game, found by CFR, CFR+ or averaging over clairvoyance.
type equilibria struct{}

func (equilibria) Grows() bool { return false }

func (equilibria) Search(ctx context.Context, req *TreeRequest, t *tree.Tree, _ int64, _ minimax.Tracer[int32]) (*render.Search, error) {
	if err := t.ExpandAll(); err != nil {
		return nil, treeErr(ctx, err, req)
	}
	if err := req.drawnWhole(t); err != nil {
		return nil, err
	}
	return hiddenSearch(ctx, req, t)
}

func (equilibria) Step(ctx context.Context, req *TreeRequest) (Steps, error) {
	hs, err := StepHidden(ctx, req)
	if err != nil {
		return nil, err
	}
	return hiddenTrace{hs, req.decl().Name}, nil
}
