package render

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// TestMain runs the test binary as a graphviz worker when a test starts
// one (StartWorker runs this program again).
func TestMain(m *testing.M) {
	if os.Getenv(WorkerEnv) != "" {
		if err := ServeWorker(os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// bigDOT is a graph graphviz takes seconds to lay out.
func bigDOT(n int) string {
	var b strings.Builder
	b.WriteString("digraph { ")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "n%d -> n%d; ", (i-1)/3, i)
	}
	b.WriteString("}")
	return b.String()
}

func TestWorker(t *testing.T) {
	w, err := StartWorker()
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	var b bytes.Buffer
	if err := w.Graphviz(context.Background()).DOTToSVG(&b, "digraph { a -> b }"); err != nil || !strings.Contains(b.String(), "<svg") {
		t.Fatalf("a small drawing: %v %.100q", err, b.String())
	}
	// graphviz's own error comes back as an error, and the worker lives on.
	err = w.Graphviz(context.Background()).DOTToSVG(&b, "digraph { a -> ")
	if err == nil || !strings.Contains(err.Error(), "graphviz") || !w.Alive() {
		t.Fatalf("bad DOT: %v (alive %v)", err, w.Alive())
	}
	// A drawing cut short: the worker is killed at once.
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	b.Reset()
	err = w.Graphviz(ctx).DOTToSVG(&b, bigDOT(6000))
	if !errors.Is(err, context.DeadlineExceeded) || w.Alive() || b.Len() != 0 {
		t.Fatalf("a drawing past its deadline: %v (alive %v, %d bytes)", err, w.Alive(), b.Len())
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the drawing stopped after %s, want about 200ms", d)
	}
	if err := w.Graphviz(context.Background()).DOTToSVG(&b, "digraph { a }"); err == nil {
		t.Error("a killed worker drew")
	}
}

// In this process, a drawing returns as soon as its context is done.
func TestGraphvizCancel(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	g, err := NewGraphviz(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	start := time.Now()
	var b bytes.Buffer
	// (graphviz goes on for about 0.7 s more, in the background.)
	if err := g.DOTToSVG(&b, bigDOT(3000)); !errors.Is(err, context.DeadlineExceeded) || b.Len() != 0 {
		t.Fatalf("a drawing past its deadline: %v, %d bytes", err, b.Len())
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the drawing returned after %s, want about 100ms", d)
	}
}
