package explore

import (
	"testing"

	"gametree/minimax"
	"gametree/search"
)

// A run of one's own is registered for a search that declares no engine:
// one of minimax's engines, which declares its own, is refused (a
// program's own doing: it panics), and keeps no run.
func TestRegisterRunRefusesAnEngine(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("RegisterRun of alpha-beta, whose engine is minimax's, did not panic")
		}
		if ownRun(search.AlphaBeta) != nil {
			t.Error("alpha-beta keeps a run of its own")
		}
	}()
	RegisterRun(search.AlphaBeta, func(g minimax.Game[int32], root int32, opt minimax.Options[int32], tr minimax.Tracer[int32]) minimax.Result[int32] {
		return minimax.Search(g, root, opt, tr)
	})
}
