package search

// The searches gametree ships, each declared once. A search of one's own
// is one more Register, in a file of its own (docs/trees.md, "Adding a
// search").

// The declared searches, for the code that runs them; the faces ask the
// registry.
var (
	// Minimax visits every node (AIMA 5.2).
	Minimax = Register(Decl{Name: "minimax", Aliases: []string{"mm"}, Title: "minimax", Engine: "minimax",
		Scores: true, Takes: []string{"depth", "order", "quiescence"}, Grows: "depth", Page: true,
		Compared: []string{"natural"}, Faces: Tree | Step | Compare | Play, Rank: 10})
	// AlphaBeta is minimax with alpha-beta pruning (AIMA 5.3), fail-soft
	// unless --fail-hard.
	AlphaBeta = Register(Decl{Name: "alphabeta", Aliases: []string{"alpha-beta", "ab"}, Title: "alpha-beta", Engine: "alphabeta",
		Scores: true, Takes: []string{"depth", "order", "fail-hard", "fail-soft", "quiescence"}, Grows: "depth", Prunes: true, Page: true,
		Compared: []string{"natural", "static", "eval", "perfect"}, Grades: []string{"values", "pruned", "windows"}, Faces: Tree | Step | Compare | Play, Rank: 20, Default: true})
	// Expectimax is expectiminimax (AIMA 5.5): chance nodes weighed by
	// their probabilities.
	Expectimax = Register(Decl{Name: "expectimax", Aliases: []string{"expectiminimax"}, Title: "expectimax (expectiminimax)",
		Note: "chance nodes weighed by their probabilities", Menu: "chance nodes", Engine: "expectimax", Chance: AnyChance, Otherwise: "minimax",
		Scores: true, Takes: []string{"depth", "order"}, Grows: "depth", Page: true, Grades: []string{"values"}, Faces: Tree | Step | Compare | Play, Rank: 30})
	// Star1 is expectimax with Ballard's cutoffs at chance nodes, from the
	// bounds of the leaves.
	Star1 = Register(Decl{Name: "star1", Title: "Star1", Note: "expectimax with cutoffs at chance nodes, from --bounds", Menu: "chance cutoffs",
		Engine: "star1", Chance: OnlyChance, Otherwise: "alphabeta", Scores: true,
		Takes: []string{"depth", "order", "bounds"}, Grows: "depth", Prunes: true, Page: true, Grades: []string{"pruned"}, Faces: Tree | Step | Compare, Rank: 40})
	// Star2 is Star1 with a probing pass at each chance node first.
	Star2 = Register(Decl{Name: "star2", Title: "Star2", Note: "star1 with a probing pass first", Menu: "with probes",
		Engine: "star2", Chance: OnlyChance, Otherwise: "alphabeta", Scores: true,
		Takes: []string{"depth", "order", "bounds"}, Grows: "depth", Prunes: true, Probes: true, Page: true, Faces: Tree | Step | Compare, Rank: 50,
		Departs: "Star2's probe here searches a child's first move over the whole range of values, so that the second pass reuses its exact value, as the transposition table of Hauk, Buro and Schaeffer (2004) does; a probe searched in a narrower window visits fewer leaves but learns only a bound."})
	// MCTS is Monte Carlo tree search, UCT (AIMA 5.4), with its solver.
	MCTS = Register(Decl{Name: "mcts", Title: "Monte Carlo tree search", Note: "Monte Carlo tree search: UCT", Menu: "Monte Carlo", Family: Visits, MonteCarlo: true,
		Scores: true, Takes: []string{"iterations", "exploration", "seed", "solver", "playout", "min-visits"},
		Why:   map[string]string{"depth": "its tree grows as far as its iterations take it, and its playouts play to the end of the game"},
		Grows: "iterations", Scale: WinRate, Faces: Tree | Step | Compare | Play, Rank: 60})
	// PUCT is AlphaZero's search (Silver et al. 2017, 2018): Monte Carlo
	// tree search guided by a network's priors and values (package az).
	PUCT = Register(Decl{Name: "puct", Aliases: []string{"alphazero", "az"}, Title: "PUCT (AlphaZero's search)", Note: "Monte Carlo tree search guided by a network's priors and values, as AlphaZero",
		Menu: "a learned network", Family: Visits, MonteCarlo: true, Guided: true,
		Takes: []string{"iterations", "cpuct", "net", "min-visits"},
		Why:   map[string]string{"depth": "its tree grows as far as its iterations take it, and the network judges each new node in place of a playout"},
		Grows: "iterations", Scale: WinRate, Faces: Tree | Step | Compare | Play, Rank: 61})
	// PVS is principal variation search (NegaScout), in compare.
	PVS = Register(Decl{Name: "pvs", Aliases: []string{"negascout"}, Title: "principal variation search", Engine: "pvs",
		Scores: true, Takes: []string{"depth", "order"}, Grows: "depth", Prunes: true, Compared: []string{"eval"}, Faces: Compare, Rank: 70})
	// MaxNSearch is max^n (Luckhardt and Irani 1986): in a game of
	// several players, each picks the child best for itself.
	MaxNSearch = Register(Decl{Name: "maxn", Aliases: []string{"max-n", "max^n"}, Title: "max^n", Note: "several players, each picking the move best for itself",
		Menu: "several players", Family: Vectors, FamilyDefault: true, Players: MaxN, Scores: true, Takes: []string{"depth"}, Page: true, Grades: []string{"values"}, Faces: Tree | Step | Compare | Play, Rank: 62})
	// ShallowSearch is max^n with Korf's shallow pruning (1991).
	ShallowSearch = Register(Decl{Name: "shallow", Title: "max^n with shallow pruning", Note: "max^n, pruning where the sum of the utilities leaves a player nothing to gain",
		Menu: "shallow pruning", Family: Vectors, Players: ShallowMaxN, Scores: true, Takes: []string{"depth", "bound"}, Page: true, Grades: []string{"pruned"}, Faces: Tree | Step | Compare | Play, Rank: 63})
	// ParanoidSearch is paranoid search (Sturtevant and Korf 2000): the
	// root's player against all the others, alpha-beta on its utility.
	ParanoidSearch = Register(Decl{Name: "paranoid", Title: "paranoid search", Note: "the root's player against all the others: alpha-beta on its utility",
		Menu: "the root against all", Engine: "alphabeta", Family: Vectors, Players: Paranoid, Scores: true, Takes: []string{"depth", "fail-hard", "fail-soft"},
		Prunes: true, Page: true, Faces: Tree | Step | Compare | Play, Rank: 64})
	// CFR is counterfactual regret minimization (Zinkevich, Johanson,
	// Bowling and Piccione 2007): an equilibrium of a game of hidden
	// information, the average of the strategies regret matching plays.
	CFR = Register(Decl{Name: "cfr", Title: "counterfactual regret minimization (CFR)", Note: "an equilibrium of a game of hidden information",
		Menu: "hidden information", Family: Equilibria, Players: Hidden, Chance: AnyChance, Takes: []string{"iterations"}, Grows: "iterations", Faces: Solve | Tree | Step, Rank: 70})
	// CFRPlus is CFR+ (Tammelin 2014): regrets kept at least 0, the
	// players updated in turn, later iterations weighing more.
	CFRPlus = Register(Decl{Name: "cfr+", Aliases: []string{"cfrplus", "cfr-plus"}, Title: "CFR+", Note: "CFR with regrets kept at least 0, the players in turn, later iterations weighing more",
		Menu: "faster", Family: Equilibria, FamilyDefault: true, Players: Hidden, Chance: AnyChance, Plus: true, Takes: []string{"iterations"}, Grows: "iterations", Faces: Solve | Tree | Step, Rank: 71})
	// Clairvoyance is averaging over clairvoyance (AIMA 4th edition,
	// section 5.6), stepped deal by deal beside the equilibrium.
	Clairvoyance = Register(Decl{Name: "clairvoyance", Aliases: []string{"clairvoyant"}, Title: "averaging over clairvoyance", Note: "each deal solved with every card seen, the values averaged: what AIMA 5.6 shows goes wrong",
		Menu: "every card seen", Family: Equilibria, Players: Hidden, Chance: AnyChance, Clairvoyant: true, Faces: Step, Rank: 72})
	// Beam is beam search (AIMA 4th edition, section 5.3.3): only the K
	// moves best by the evaluation searched at each node.
	Beam = Register(Decl{Name: "beam", Aliases: []string{"beam-search"}, Title: "beam search", Note: "only the K moves best by the evaluation, at each node", Menu: "forward pruning",
		Engine: "beam", Scores: true, Takes: []string{"depth", "beam"}, Grows: "depth", Prunes: true, Forward: true, Ordered: "eval",
		Why:     map[string]string{"order": "beam search orders each node's moves by the evaluation, best first, to keep the best"},
		Departs: "Beam search keeps the K moves best by the evaluation, as AIMA 5.3.3 defines it, but ranks a finished game by its result, where AIMA names the evaluation alone.",
		Faces:   Tree | Step | Compare | Play, Rank: 25})
	// ProbCut is alpha-beta with Buro's ProbCut (1995): a shallow search
	// predicts the deep one, and a node is cut off when the prediction
	// falls outside the window with the confidence asked.
	ProbCut = Register(Decl{Name: "probcut", Aliases: []string{"prob-cut"}, Title: "ProbCut", Note: "alpha-beta that cuts where a shallow search predicts the deep one outside the window", Menu: "predicted cuts",
		Engine: "probcut", Scores: true, Takes: []string{"depth", "order", "confidence", "fit"}, Grows: "depth", Prunes: true, Forward: true,
		Departs: "ProbCut tests its prediction at every height a fit has, as Multi-ProbCut does (Buro 1997), where ProbCut (Buro 1995) tests one height.",
		Grades:  []string{"cuts"}, Faces: Tree | Step | Compare | Play, Rank: 26})
	// IDTT is iterative deepening alpha-beta with a transposition table,
	// in compare and behind ai:perfect.
	IDTT = Register(Decl{Name: "id-tt", Aliases: []string{"idtt"}, Title: "iterative deepening with a transposition table", Engine: "id-tt",
		Scores: true, Takes: []string{"depth", "order"}, Grows: "depth", Prunes: true, Compared: []string{"eval"}, Faces: Compare, Rank: 80})
)
