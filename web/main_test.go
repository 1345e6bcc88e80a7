package web

import (
	"fmt"
	"os"
	"testing"

	"gametree/render"
)

// TestMain runs the test binary as a graphviz worker when the server
// starts one (render.StartWorker runs this program again).
func TestMain(m *testing.M) {
	if os.Getenv(render.WorkerEnv) != "" {
		if err := render.ServeWorker(os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}
