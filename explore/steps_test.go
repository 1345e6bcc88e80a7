package explore

import (
	"context"
	"fmt"

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
