package explore

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"testing"

	"gametree/minimax"
	"gametree/othello"
	"gametree/othello/adapter"
	"gametree/render"
	"gametree/tree"
)

// allocated returns the bytes that what f returns keeps alive on the heap.
func allocated(f func() any) int64 {
	runtime.GC()
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	kept := f()
	runtime.GC()
	runtime.ReadMemStats(&b)
	runtime.KeepAlive(kept)
	return int64(b.HeapAlloc) - int64(a.HeapAlloc)
}

// The bytes a node takes, which the memory budget multiplies, are measured
// here: the heap that a whole tree, built, searched and recorded, keeps
// alive (spare room of the slices included), divided by its nodes. The budget's
// figures must cover what is measured.
func TestBytesPerNode(t *testing.T) {
	for _, depth := range []int{5, 7} {
		req, err := ParseTree(v("depth", itoa(depth), "algo", "minimax", "max-nodes", "1000000"), nil)
		if err != nil {
			t.Fatal(err)
		}
		var nodes int
		treeBytes := allocated(func() any {
			s, err := Tree(context.Background(), req, nil)
			if err != nil {
				t.Fatal(err)
			}
			nodes = s.Tree.Len()
			return s
		})
		stepBytes := allocated(func() any {
			tr, err := stepTrace(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			return tr
		})
		perTree, perStep := treeBytes/int64(nodes), stepBytes/int64(nodes)
		t.Logf("depth %d, %d nodes: tree %d bytes a node, step %d", depth, nodes, perTree, perStep)
		if perTree > treeNodeBytes || perStep > stepNodeBytes {
			t.Errorf("depth %d: tree %d, step %d bytes a node; the budget counts %d and %d", depth, perTree, perStep, treeNodeBytes, stepNodeBytes)
		}
	}
	// The perfect ordering of compare remembers a value per position down to
	// two plies above the leaves.
	p := othello.Start(8)
	size, _ := tree.Size(adapter.NewOthello(p, othello.Discs{}), 6, 1e9, nil)
	im := othello.NewImplicit(p, othello.Discs{})
	b := allocated(func() any { return minimax.PerfectOrder(im.Root, im.Children, im.Evaluate, im.Key, 8, nil) })
	t.Logf("perfect ordering to depth 8: %d bytes for %d positions, %d a position", b, size, b/size)
	if b/size > memoEntryBytes {
		t.Errorf("perfect ordering: %d bytes a position; the budget counts %d", b/size, memoEntryBytes)
	}
}

func itoa(n int) string { return string(rune('0' + n)) }

// Drawing is counted in the memory budget: a tree the budget holds can
// still be refused as a drawing, before the drawing starts.
func TestDrawingMemory(t *testing.T) {
	req, err := ParseTree(v("depth", "7", "format", "svg", "layout", "tb"), nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Tree(context.Background(), req, nil)
	var me *MemoryError
	if !errors.As(err, &me) || !strings.Contains(err.Error(), "drawing 65,005 nodes as svg may take about") {
		t.Errorf("depth 7 as SVG laid out by dot: %v", err)
	}
	// Unless a layout is asked for, so big a drawing is placed by the tidy
	// layout and written without graphviz, in little memory.
	req, _ = ParseTree(v("depth", "7", "format", "svg"), nil)
	if _, err := Tree(context.Background(), req, nil); err != nil || req.Draw.Layout != render.Tidy {
		t.Errorf("depth 7 as SVG: %v, layout %s", err, req.Draw.Layout)
	}
	req, _ = ParseTree(v("depth", "7", "format", "text"), nil)
	if _, err := Tree(context.Background(), req, nil); err != nil {
		t.Errorf("depth 7 as text: %v", err)
	}
}
