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
	dir, err := os.MkdirTemp("", "gametree-chromium-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	shared.dir = dir
	code := m.Run()
	if shared.stop != nil {
		shared.stop()
	}
	os.RemoveAll(dir)
	os.Exit(code)
}
