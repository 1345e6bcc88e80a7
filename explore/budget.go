package explore

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/semaphore"
)

// CheapWork is the estimate under which work takes nothing from a Budget:
// a small tree, a position, a page never wait behind big work.
const CheapWork = 8 * MiB

// Budget is the memory and the cores that the requests of a server share
// (gametree serve --max-memory). A request opens an Account on it; the
// work the request asks for reserves its estimate (the one each job makes
// before it starts, for building and for drawing) and a core before it
// starts, waits a bounded time in line when the budget is taken, and gives
// everything back when the account is closed. Work under CheapWork takes
// nothing and never waits. The CLI has no budget: its jobs only check
// their own --max-memory.
type Budget struct {
	total int64
	mem   *semaphore.Weighted
	cores *semaphore.Weighted
	wait  time.Duration
	used  atomic.Int64
	// waiting counts the requests in line, for the message that says so.
	waiting atomic.Int64
}

// NewBudget returns a budget of total bytes and n cores, where work waits
// at most wait for its share.
func NewBudget(total Bytes, n int, wait time.Duration) *Budget {
	return &Budget{total: int64(total), mem: semaphore.NewWeighted(int64(total)),
		cores: semaphore.NewWeighted(int64(max(n, 1))), wait: wait}
}

// Total is the budget's memory.
func (b *Budget) Total() Bytes { return Bytes(b.total) }

// Used is the memory reserved now.
func (b *Budget) Used() Bytes { return Bytes(b.used.Load()) }

// Account is one request's share of a Budget.
type Account struct {
	b    *Budget
	mu   sync.Mutex
	held int64
	core bool
}

type accountKey struct{}

// Open returns ctx carrying a new account on b, for one request's work;
// close the account when the request is answered.
func (b *Budget) Open(ctx context.Context) (context.Context, *Account) {
	a := &Account{b: b}
	return context.WithValue(ctx, accountKey{}, a), a
}

// EndWork gives back the account's core: the work is done, only the
// answer remains to be written.
func (a *Account) EndWork() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.core {
		a.core = false
		a.b.cores.Release(1)
	}
}

// Close gives back everything the account holds.
func (a *Account) Close() {
	a.EndWork()
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.held > 0 {
		a.b.used.Add(-a.held)
		a.b.mem.Release(a.held)
		a.held = 0
	}
}

// BusyError is work refused because the server's budget stayed taken for
// as long as the work may wait for its share.
type BusyError struct {
	// Need is the work's estimate; Used and Total the budget's state.
	Need, Used, Total Bytes
	// Waited is how long the work waited; Cores whether it waited for a
	// core rather than for memory.
	Waited time.Duration
	Cores  bool
	// Ahead is how many requests were waiting with it.
	Ahead int64
}

// Error says what the server is busy with.
func (e *BusyError) Error() string {
	if e.Cores {
		return fmt.Sprintf("the server is busy: every core is working for other requests (%d waiting); try again in a moment, or ask for less", e.Ahead)
	}
	return fmt.Sprintf("the server is busy: this work may take about %s, and %s of its %s are in use (%d requests waiting); try again in a moment, or ask for less",
		e.Need.human(), e.Used.human(), e.Total, e.Ahead)
}

// Busy reports whether err refuses work because a server's budget is
// taken: a server answers 503 with Retry-After.
func Busy(err error) bool {
	var be *BusyError
	return errors.As(err, &be)
}

// Reserve takes need bytes, and a core, from the budget of ctx's account
// (Budget.Open) for work the caller does itself, as the jobs of this
// package do for theirs: it waits at most the budget's wait, and returns
// a BusyError when the budget stayed taken, a MemoryError (OverLimit)
// when need is over the whole budget, or ctx's error. Without an account,
// or under CheapWork, it takes nothing.
func Reserve(ctx context.Context, need Bytes, what string) error { return reserve(ctx, need, what) }

// reserve takes need bytes and a core from the budget of ctx's account,
// waiting at most the budget's wait; without an account, or for cheap
// work, it takes nothing. Work over the whole budget is refused as over
// its limit; work that waited in vain gets a BusyError; a ctx done first
// gets ctx's error.
func reserve(ctx context.Context, need Bytes, what string) error {
	if need < CheapWork {
		return nil
	}
	return take(ctx, need, what)
}

// reserveCore takes a core, and need bytes, for work that keeps a core
// busy whatever its memory (a comparison, the program's search).
func reserveCore(ctx context.Context, need Bytes, what string) error {
	return take(ctx, need, what)
}

// take is reserve for any need.
func take(ctx context.Context, need Bytes, what string) error {
	a, _ := ctx.Value(accountKey{}).(*Account)
	if a == nil {
		return nil
	}
	b := a.b
	if int64(need) > b.total {
		return &MemoryError{Need: need, Budget: b.Total(), What: what,
			Hint: "this server's memory budget (gametree serve --max-memory) cannot hold it; ask for less"}
	}
	start := time.Now()
	wait, cancel := context.WithTimeout(ctx, b.wait)
	defer cancel()
	b.waiting.Add(1)
	defer b.waiting.Add(-1)
	a.mu.Lock()
	core := a.core
	a.mu.Unlock()
	// A core first, then memory: whoever waits for memory holds a core,
	// and whoever holds memory is working or answering, never waiting for
	// a core, so nobody waits on a circle.
	if !core {
		if err := b.cores.Acquire(wait, 1); err != nil {
			return busy(ctx, err, &BusyError{Need: need, Used: b.Used(), Total: b.Total(), Waited: time.Since(start), Cores: true, Ahead: b.waiting.Load() - 1})
		}
		a.mu.Lock()
		a.core = true
		a.mu.Unlock()
	}
	if need == 0 {
		return nil
	}
	if err := b.mem.Acquire(wait, int64(need)); err != nil {
		return busy(ctx, err, &BusyError{Need: need, Used: b.Used(), Total: b.Total(), Waited: time.Since(start), Ahead: b.waiting.Load() - 1})
	}
	b.used.Add(int64(need))
	a.mu.Lock()
	a.held += int64(need)
	a.mu.Unlock()
	return nil
}

// busy returns ctx's error when the request itself ended, be otherwise.
func busy(ctx context.Context, _ error, be *BusyError) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return be
}
