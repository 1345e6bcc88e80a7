package explore

import (
	"context"
	"fmt"
	"strings"
	"testing"

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
		h := p.Help()
		for _, want := range []string{fmt.Sprintf("at most %d there", MaxCFRSteps), fmt.Sprintf("%d by default", DefaultCFRSteps), fmt.Sprintf("1 to %d iterations", MaxStepIterations)} {
			if !strings.Contains(h, want) {
				t.Errorf("step --iterations: %q lacks %q", h, want)
			}
		}
		return
	}
	t.Error("step takes no --iterations")
}
