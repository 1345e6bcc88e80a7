package explore

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"gametree/internal/msg"
)

func TestBudget(t *testing.T) {
	b := NewBudget(64*MiB, 1, 50*time.Millisecond)
	ctxA, a := b.Open(context.Background())
	ctxB, bb := b.Open(context.Background())
	defer bb.Close()

	// Without an account, and under TinyWork, nothing is taken.
	if err := Reserve(context.Background(), 1*GiB, msg.P("x")); err != nil {
		t.Fatalf("no account: %v", err)
	}
	if err := Reserve(ctxB, TinyWork-1, msg.P("tiny")); err != nil || b.Used() != 0 {
		t.Fatalf("tiny work: %v, used %s", err, b.Used())
	}
	// Over the whole budget: refused as over the limit, not as busy.
	if err := Reserve(ctxB, 65*MiB, msg.P("a big drawing")); !OverLimit(err) || !strings.Contains(err.Error(), "a big drawing") {
		t.Fatalf("over the budget: %v", err)
	}
	if err := Reserve(ctxA, 30*MiB, msg.P("a")); err != nil {
		t.Fatal(err)
	}
	if err := Reserve(ctxA, 20*MiB, msg.P("a again")); err != nil {
		t.Fatalf("a second share for the same request (it holds the core): %v", err)
	}
	if b.Used() != 50*MiB {
		t.Fatalf("used %s, want 50MiB", b.Used())
	}
	// Light work does not wait behind big work: an eighth of the memory
	// is kept for it, and it takes no core.
	ctxL, l := b.Open(context.Background())
	if err := Reserve(ctxL, CheapWork-1, msg.P("light")); err != nil {
		t.Fatalf("light work while a works: %v", err)
	}
	l.Close()
	// B waits for the core A holds, then is told the server is busy.
	start := time.Now()
	err := Reserve(ctxB, 10*MiB, msg.P("b"))
	var be *BusyError
	if !errors.As(err, &be) || !be.Cores || !Busy(err) {
		t.Fatalf("b while a works: %v", err)
	}
	if w := time.Since(start); w < 40*time.Millisecond || w > 2*time.Second {
		t.Errorf("b waited %s, want about 50ms", w)
	}
	// A's work is done: the core is free, the memory still held.
	a.EndWork()
	err = Reserve(ctxB, 10*MiB, msg.P("b"))
	if !errors.As(err, &be) || be.Cores || be.Need != 10*MiB || be.Used != 50*MiB {
		t.Fatalf("b while a answers: %v", err)
	}
	if !strings.Contains(err.Error(), "50.0 MiB of its 64MiB are in use") {
		t.Errorf("message: %v", err)
	}
	// A done: B gets its share.
	a.Close()
	if err := Reserve(ctxB, 10*MiB, msg.P("b")); err != nil {
		t.Fatalf("b once a is done: %v", err)
	}
	bb.Close()
	if b.Used() != 0 {
		t.Errorf("used %s after every account closed", b.Used())
	}
	// A request whose own context ends while it waits gets that context's
	// error, not a busy one.
	ctxC, c := b.Open(context.Background())
	defer c.Close()
	if err := Reserve(ctxC, 50*MiB, msg.P("c")); err != nil {
		t.Fatal(err)
	}
	gone, cancel := context.WithCancel(context.Background())
	ctxD, d := b.Open(gone)
	defer d.Close()
	cancel()
	if err := Reserve(ctxD, 10*MiB, msg.P("d")); !errors.Is(err, context.Canceled) {
		t.Errorf("d gone: %v", err)
	}
}

// TestBudgetTree checks that a job reserves its estimate: a tree whose
// estimate is over the budget is refused over the limit.
func TestBudgetTree(t *testing.T) {
	b := NewBudget(64*MiB, 2, 50*time.Millisecond)
	ctx, a := b.Open(context.Background())
	defer a.Close()
	req, err := ParseTree(v("depth", "7", "format", "json"), nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Tree(ctx, req, nil)
	if !OverLimit(err) || !strings.Contains(err.Error(), "as json") {
		t.Fatalf("a depth-7 tree as JSON on a 64MiB budget: %v", err)
	}
	if b.Used() == 0 {
		t.Error("the tree's own memory was not reserved")
	}
}

// The requests a request makes of its own server count as its client's.
func TestAddressOf(t *testing.T) {
	b := NewBudget(64*MiB, 1, time.Second)
	ctx, a := b.OpenFrom(context.Background(), "203.0.113.7")
	defer a.Close()
	if addr, ok := AddressOf(ctx); !ok || addr != "203.0.113.7" {
		t.Errorf("AddressOf: %q %v", addr, ok)
	}
	if _, ok := AddressOf(context.Background()); ok {
		t.Error("an address without an account")
	}
}

// One address has at most its share of requests in line: the next is told
// at once that the server is busy with its others, while another address
// still waits its turn and gets it. A server's own share for an address (serve --per-address) holds as the
// default one does.
func TestBudgetAddressLine(t *testing.T) {
	for _, set := range []int{0, 10} {
		t.Run(fmt.Sprint("share ", set), func(t *testing.T) { testAddressLine(t, set) })
	}
}

// testAddressLine is TestBudgetAddressLine with the share set (0: the
// default).
func testAddressLine(t *testing.T, set int) {
	b := NewBudget(64*MiB, 1, 2*time.Second)
	b.SetShare(set)
	share := AddressLine(1)
	if set > 0 {
		share = set
	}
	// One request of address A holds the only core.
	ctxHold, hold := b.OpenFrom(context.Background(), "192.0.2.1")
	if err := Reserve(ctxHold, 10*MiB, msg.P("held")); err != nil {
		t.Fatal(err)
	}
	// Its share of A's requests wait in line (the one holding the core
	// is not in line any more).
	var waiting sync.WaitGroup
	for i := 0; i < share; i++ {
		waiting.Add(1)
		go func() {
			defer waiting.Done()
			ctx, a := b.OpenFrom(context.Background(), "192.0.2.1")
			defer a.Close()
			Reserve(ctx, 10*MiB, msg.P("in line"))
		}()
	}
	time.Sleep(200 * time.Millisecond)
	ctx, a := b.OpenFrom(context.Background(), "192.0.2.1")
	start := time.Now()
	err := Reserve(ctx, 10*MiB, msg.P("one more"))
	a.Close()
	var be *BusyError
	if !errors.As(err, &be) || be.Address != share || time.Since(start) > 100*time.Millisecond ||
		!strings.Contains(err.Error(), fmt.Sprintf("busy with %d requests from your address already", share)) {
		t.Errorf("past the address's share: %v after %v", err, time.Since(start))
	}
	// Another address waits as usual, and gets the core once it is free.
	other := make(chan error, 1)
	go func() {
		ctx, a := b.OpenFrom(context.Background(), "192.0.2.2")
		defer a.Close()
		other <- Reserve(ctx, 1*MiB, msg.P("another address"))
	}()
	time.Sleep(50 * time.Millisecond)
	hold.Close()
	if err := <-other; err != nil {
		t.Errorf("another address: %v", err)
	}
	waiting.Wait()
}

// CFR takes a core of a server's budget: with the only core taken, a
// comparison of CFR and CFR+ on Kuhn poker waits its turn and is told the
// server is busy; with the core given back it runs.
func TestBudgetCFR(t *testing.T) {
	b := NewBudget(64*MiB, 1, 50*time.Millisecond)
	busy, holder := b.Open(context.Background())
	if err := reserveCore(busy, MiB, msg.P("the tree")); err != nil {
		t.Fatal(err)
	}
	req, err := ParseCompare(v("game", "kuhn", "iterations", "10"), nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, a := b.Open(context.Background())
	defer a.Close()
	if _, err := Compare(ctx, req, nil); !Busy(err) {
		t.Fatalf("CFR with the only core taken: %v", err)
	}
	holder.Close()
	ctx2, a2 := b.Open(context.Background())
	defer a2.Close()
	if _, err := Compare(ctx2, req, nil); err != nil {
		t.Fatalf("CFR with the core free: %v", err)
	}
}
