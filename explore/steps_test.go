package explore

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"gametree/internal/msg"
	"gametree/render"
)

// stepTrace is Step of a search whose step-through is a search's trace
// (every family but hidden information's).
func stepTrace(ctx context.Context, req *TreeRequest) (*render.Trace, error) {
	steps, err := Step(ctx, req)
	if err != nil {
		return nil, err
	}
	tr, ok := steps.(*render.Trace)
	if !ok {
		return nil, fmt.Errorf("the step of %s is not a trace", req.decl().Name)
	}
	return tr, nil
}

// The help of step's --iterations says the limits the step-throughs
// keep: MCTS's, CFR's and CFR's default.
func TestStepIterationsHelp(t *testing.T) {
	for _, p := range StepParams() {
		if p.Name != "iterations" {
			continue
		}
		// Made from the games registered: each game's most, as a
		// step-through refuses past it.
		h := p.Made(msg.En)
		for _, want := range []string{fmt.Sprintf("Kuhn poker %d by default, at most %d", DefaultCFRSteps, MaxCFRSteps), fmt.Sprintf("Leduc hold'em %d by default, at most 12", DefaultCFRSteps), fmt.Sprintf("1 to %d iterations", MaxStepIterations)} {
			if !strings.Contains(h, want) {
				t.Errorf("step --iterations: %q lacks %q", h, want)
			}
		}
		if fr := p.Made(msg.Fr); !strings.Contains(fr, "poker de Kuhn 3 par défaut, au plus 100") || !strings.Contains(fr, "de 1 à 1\u00a0000 itérations") {
			t.Errorf("step --iterations in French: %q", fr)
		}
		req, _ := ParseTree(v("game", "leduc", "algo", "cfr", "iterations", "13"), nil)
		if _, err := StepEquilibrium(context.Background(), req); err == nil || !strings.Contains(err.Error(), "at most 12 iterations") {
			t.Errorf("a step-through of Leduc hold'em past its most: %v", err)
		}
		return
	}
	t.Error("step takes no --iterations")
}

// A tree's drawn nodes are counted once, when its drawing is priced, and
// kept for the faces that draw it (the server's graphviz work).
func TestDrawnNodesCountedOnce(t *testing.T) {
	for _, vals := range []Values{v("leaves", "((3 12 8) (2 4 6) (14 5 2))", "format", "svg"), v("game", "tictactoe", "depth", "3", "view", "visited", "format", "svg")} {
		req, err := ParseTree(vals, nil)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Tree(context.Background(), req, nil)
		if err != nil {
			t.Fatal(err)
		}
		if want := render.Drawn(s, req.Draw); s.DrawnNodes != want || want == 0 {
			t.Errorf("%v: counted %d drawn nodes, the drawing draws %d", vals, s.DrawnNodes, want)
		}
	}
}
