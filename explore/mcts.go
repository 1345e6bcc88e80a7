package explore

import (
	"context"
	"gametree/az"
	"gametree/game"
	"math"

	"gametree/internal/msg"
	"gametree/mcts"
	"gametree/render"
	"gametree/search"
	"gametree/tree"
)

// DefaultIterations is the iterations of --algo mcts by default.
const DefaultIterations = 1000

// MaxStepIterations is the most iterations step --algo mcts takes: each
// is several steps, a selection for each level descended, an expansion,
// a simulation and a backpropagation.
const MaxStepIterations = 1000

// mctsDepth is the depth of the tree Monte Carlo tree search grows: past
// the end of any game gametree plays (a node's depth is 16 bits).
const mctsDepth = 30000

// mctsNodeBytes is what a node of Monte Carlo tree search takes at the
// peak of the memory, as measured (the growth of the process's resident
// memory over the nodes, GOGC at its default): the tree's node, made as
// the search first visits it (tree.NewSparseGame), its counts, and what
// the garbage collector leaves to grow. A million iterations took 117 MB
// on Othello, 300,000 on Nim's ten heaps of 60 38 MB: 117 and 126 bytes
// a node.
const mctsNodeBytes = 120

// readMCTS reads the parameters of Monte Carlo tree search into req, for
// its family (a search that takes none of them has had them refused:
// checkTakes).
func readMCTS(r *reader, req *TreeRequest) error {
	o := &mcts.Options{}
	var err error
	if o.Iterations, err = r.int("iterations"); err != nil {
		return err
	}
	if req.decl().Guided {
		req.MCTS = o
		return readPUCT(r, req)
	}
	if o.Exploration, err = r.float("exploration"); err != nil {
		return err
	}
	if !r.set("exploration") {
		o.Exploration = mcts.DefaultExploration
	}
	if math.IsNaN(o.Exploration) || o.Exploration < 0 || o.Exploration > mcts.MaxExploration {
		return usagef("--exploration %s: want a number from 0 to %d (sqrt(2) = 1.414 by default)", r.str("exploration"), mcts.MaxExploration)
	}
	if o.Seed, err = r.uint64("seed"); err != nil {
		return err
	}
	if o.Solver, err = r.bool("solver"); err != nil {
		return err
	}
	if req.Playout, err = r.choice("playout"); err != nil {
		return err
	}
	if req.Playout == "eval" && (r.set("leaves") || r.set("leaves-file")) {
		return usagef("--playout eval follows a game's evaluation; a textbook tree has none: its playouts are random")
	}
	if _, ok := r.lookup("min-visits"); ok {
		visits, err := r.int("min-visits")
		if err != nil {
			return err
		}
		req.MinVisits = int64(visits)
	}
	req.MCTS = o
	return nil
}

// readPUCT reads PUCT's constant and network.
func readPUCT(r *reader, req *TreeRequest) error {
	o := req.MCTS
	var err error
	if o.Exploration, err = r.float("cpuct"); err != nil {
		return err
	}
	if math.IsNaN(o.Exploration) || o.Exploration < 0 || o.Exploration > mcts.MaxExploration {
		return usagef("--cpuct %s: want a number from 0 to %d (1.25 by default)", r.str("cpuct"), mcts.MaxExploration)
	}
	if _, ok := r.lookup("min-visits"); ok {
		visits, err := r.int("min-visits")
		if err != nil {
			return err
		}
		req.MinVisits = int64(visits)
	}
	req.Net, req.NetName, err = readNetFile(r)
	return err
}

// readNetFile reads the network of --net, nil and "" when it is not
// given.
func readNetFile(r *reader) (*az.Net, string, error) {
	if !r.set("net") {
		return nil, "", nil
	}
	body, err := r.file("net")
	if err != nil {
		return nil, "", errorf("--net: %w", err)
	}
	net, err := az.ReadNet([]byte(body))
	if err != nil {
		return nil, "", errorf("--net %s: %w", r.str("net"), err)
	}
	return net, r.str("net"), nil
}

// puctNet returns the network of PUCT's search of req and its file's
// name (none for UCT's): --net's, else the game's own (no name), refused with its reason when it reads no position of
// the game, or the tree is a textbook's.
func puctNet(req *TreeRequest) (*az.Net, string, error) {
	if !req.decl().Guided {
		return nil, "", nil
	}
	if req.Leaves != "" || req.GamePos == nil {
		return nil, "", usagef("--algo %s searches a game's positions, which a network reads; a textbook tree has none: take --algo mcts", req.decl().Name)
	}
	net, err := gameNetwork(req.GamePos.Game(), req.Net)
	return net, req.NetName, err
}

// gameNetwork returns net, refused where it does not read g's positions,
// or g's own network when net is nil.
func gameNetwork(g game.Game, net *az.Net) (*az.Net, error) {
	if net == nil {
		return az.Shipped(g)
	}
	return net, az.Fits(net, g)
}

// mctsSearch runs Monte Carlo tree search as req asks, after checking
// that its nodes fit --max-nodes and its memory the budget.
func mctsSearch(ctx context.Context, req *TreeRequest, stop func() bool, obs mcts.Observer) (*render.Search, error) {
	o := *req.MCTS
	net, netName, err := puctNet(req)
	if err != nil {
		return nil, err
	}
	// The tree drawn: a node an iteration; PUCT's children, its memory.
	perIteration := int64(1)
	if net != nil {
		perIteration = int64(net.Actions)
	}
	if nodes := o.Iterations + 1; nodes > req.MaxNodes {
		return nil, usagef("%d iterations of MCTS make up to %d nodes, over the limit of %d; fewer --iterations, or raise --max-nodes", o.Iterations, nodes, req.MaxNodes)
	}
	var t *tree.Tree
	if req.Leaves != "" {
		if t, err = tree.ParseLeaves(req.Leaves, req.RootMin); err != nil {
			return nil, err
		}
		if t.HasChance() {
			return nil, treeChanceRefusal(req.decl(), search.Tree)
		}
		if err := playersRefusal(req.decl(), t); err != nil {
			return nil, err
		}
	} else {
		// A node is made as the search first visits it, not with its
		// siblings.
		t = tree.NewSparseGame(req.GamePos, req.Depth, 0)
		t.RootLabel = rootLabel(ctx)
		t.GuidedPlayouts = req.Playout == "eval"
	}
	// A node an iteration at most (and the first move, made to be
	// played when the solver excludes every other), or under PUCT a
	// node's children made as it is evaluated, or the textbook tree's
	// nodes, made already.
	nodes := int64(o.Iterations)*perIteration + 2
	if req.Leaves != "" {
		nodes = int64(t.Len())
	}
	need := Bytes(nodes * mctsNodeBytes)
	what := msg.P("%s iterations of MCTS", msg.Count(int64(o.Iterations)))
	if need > req.MaxMemory {
		return nil, &MemoryError{Need: need, Budget: req.MaxMemory, What: what, Hint: msg.P("fewer --iterations, or raise --max-memory")}
	}
	if err := reserveCore(ctx, need, what); err != nil {
		return nil, err
	}
	o.Stop = stop
	if net != nil {
		o.Guide = az.NewGuide(t, net)
		if l, ok := obs.(*mcts.Log); ok {
			l.Guide()
		}
	}
	res, err := mcts.Search(t, o, obs)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if to := t.Dense(); to != nil {
		res.Renumber(to)
		if log, ok := obs.(*mcts.Log); ok {
			log.Renumber(to)
		}
	}
	s := render.NewMCTS(t, res, o, req.MinVisits)
	s.Decl = req.decl()
	s.MCTSRecord().Network = netName
	if t.GuidedPlayouts {
		s.MCTSRecord().Playout = "eval"
	}
	s.Given, s.Lang = req.Given, msg.From(ctx)
	if req.Before != nil {
		s.Tree.Before = req.Before
	}
	return s, nil
}
