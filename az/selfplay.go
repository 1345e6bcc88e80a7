package az

import (
	"math/rand/v2"

	"gametree/game"
	"gametree/mcts"
	"gametree/tree"
)

// sample is a position of a self-play game, what the network is fitted
// to: its inputs, the search's visits as a policy over the actions (pi),
// the legal actions, and the game's result for the player to move (z).
type sample struct {
	in    []float32
	pi    []float32
	legal []int
	z     float32
}

// treeDepth is deeper than any game the network plays.
const treeDepth = 30000

// Search runs PUCT from p with the network: sims simulations, constant c,
// Dirichlet noise at the root when eps is above 0 (parameter 10 over the
// number of legal moves, as AlphaZero scales it: 0.3 for chess's 35 or
// so). It returns the tree and the search's result.
func Search(p game.Position, net *Net, sims int, c, eps float64, rng *rand.Rand) (*tree.Tree, *mcts.Result, error) {
	t := tree.NewSparseGame(p, treeDepth, 0)
	g := NewGuide(t, net)
	if eps > 0 {
		g.Noise(eps, 10/float64(max(1, t.ChildCount(0))), rng)
	}
	res, err := mcts.Search(t, mcts.Options{Iterations: sims, Exploration: c, Guide: g}, nil)
	return t, res, err
}

// selfPlay plays a game from start, each move chosen by PUCT: the first
// cfg.Sampled moves in proportion to the root's visits (temperature 1),
// the others the most visited (temperature near 0).
func selfPlay(net *Net, start game.Position, cfg *Config, rng *rand.Rand) ([]sample, error) {
	var out []sample
	var movers []game.Player
	p := start
	var kids []int32
	for ply := 0; !p.Over(); ply++ {
		t, res, err := Search(p, net, cfg.Simulations, cfg.C, cfg.Eps, rng)
		if err != nil {
			return nil, err
		}
		q := p.(game.Encoded)
		s := sample{in: make([]float32, net.Inputs), pi: make([]float32, net.Actions)}
		q.Encode(s.in)
		kids = t.Kids(0, kids[:0])
		total := int64(0)
		for _, k := range kids {
			total += res.At(k).Visits
		}
		pick, draw := res.Best, rng.Int64N(max(1, total))
		for _, k := range kids {
			a, v := q.Action(t.Nodes[k].Move), res.At(k).Visits
			s.legal = append(s.legal, a)
			s.pi[a] = float32(float64(v) / float64(max(1, total)))
			if ply < cfg.Sampled && draw >= 0 && draw < v {
				pick = k
			}
			draw -= v
		}
		out = append(out, s)
		movers = append(movers, p.ToMove())
		p = p.Play(t.Nodes[pick].Move)
	}
	for i := range out {
		out[i].z = float32(p.Utility(movers[i]))
	}
	return out, nil
}
