package explore

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/semaphore"

	"gametree/internal/msg"
)

// Work is sorted by its estimate: under TinyWork it takes nothing from a
// Budget; under CheapWork (a position, a small tree, a small drawing) it
// takes memory from the whole budget and one of many light slots, never
// waiting behind big work; from CheapWork on it takes a core and memory
// from the budget less the share kept for light work.
const (
	TinyWork  = 1 * MiB
	CheapWork = 8 * MiB
)

// Budget is the memory and the cores that the requests of a server share
// (gametree serve --max-memory). A request opens an Account on it; the
// work the request asks for reserves its estimate (the one each job makes
// before it starts, for building and for drawing) and a core before it
// starts, waits a bounded time in line when the budget is taken, and gives
// everything back when the account is closed. An eighth of the memory,
// and four light slots a core, are kept for light work, so that big work
// never makes it wait. The CLI has no budget: its jobs only check their
// own --max-memory.
type Budget struct {
	total int64
	mem   *semaphore.Weighted // all the memory
	heavy *semaphore.Weighted // the memory big work may take
	cores *semaphore.Weighted
	light *semaphore.Weighted
	wait  time.Duration
	used  atomic.Int64
	// waiting counts the requests in line, for the message that says so.
	waiting atomic.Int64
	// inLine counts them by the address of their client (OpenFrom); an
	// address has at most share of them at once.
	lineMu sync.Mutex
	inLine map[string]int
	share  int
}

// NewBudget returns a budget of total bytes and n cores, where work waits
// at most wait for its share.
func NewBudget(total Bytes, n int, wait time.Duration) *Budget {
	n = max(n, 1)
	return &Budget{total: int64(total), mem: semaphore.NewWeighted(int64(total)),
		heavy: semaphore.NewWeighted(int64(total - total/8)),
		cores: semaphore.NewWeighted(int64(n)), light: semaphore.NewWeighted(int64(4 * n)), wait: wait,
		inLine: map[string]int{}, share: AddressLine(n)}
}

// SetShare sets how many requests of one address may be in line at once
// (a lab behind one address, a school's NAT, needs more than AddressLine
// gives); n of 0 or less keeps the default.
func (b *Budget) SetShare(n int) {
	if n > 0 {
		b.share = n
	}
}

// AddressLine is how many requests of one address may be in line at once
// for a budget of n cores: four a core, at least four. Past it, the
// address's next request is told at once that the server is busy with
// its others, so that one client cannot fill the line.
func AddressLine(n int) int { return max(4, 4*n) }

// Total is the budget's memory.
func (b *Budget) Total() Bytes { return Bytes(b.total) }

// Used is the memory reserved now.
func (b *Budget) Used() Bytes { return Bytes(b.used.Load()) }

// Account is one request's share of a Budget.
type Account struct {
	b    *Budget
	addr string // the client's address, "" when not known
	mu   sync.Mutex
	// held is the memory taken, heavyHeld its part taken as big work.
	held, heavyHeld int64
	// core and light say which slots the account holds.
	core, light bool
}

type accountKey struct{}

// Open returns ctx carrying a new account on b, for one request's work;
// close the account when the request is answered.
func (b *Budget) Open(ctx context.Context) (context.Context, *Account) {
	return b.OpenFrom(ctx, "")
}

// OpenFrom is Open for a request of the client at addr (its IP address):
// the requests of one address in line are at most its share.
func (b *Budget) OpenFrom(ctx context.Context, addr string) (context.Context, *Account) {
	a := &Account{b: b, addr: addr}
	return context.WithValue(ctx, accountKey{}, a), a
}

// AddressOf returns the address of the client whose request's account
// ctx carries (OpenFrom), false for none: the requests a request makes of
// its own server (a one-file page's) count as its client's.
func AddressOf(ctx context.Context) (string, bool) {
	a, ok := ctx.Value(accountKey{}).(*Account)
	if !ok || a.addr == "" {
		return "", false
	}
	return a.addr, true
}

// EndWork gives back the account's core or light slot: the work is done,
// only the answer remains to be written.
func (a *Account) EndWork() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.core {
		a.core = false
		a.b.cores.Release(1)
	}
	if a.light {
		a.light = false
		a.b.light.Release(1)
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
	if a.heavyHeld > 0 {
		a.b.heavy.Release(a.heavyHeld)
		a.heavyHeld = 0
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
	// Address, when not 0, says the work's client already had that many
	// requests in line: its share (AddressLine).
	Address int
}

// Error says what the server is busy with.
func (e *BusyError) Error() string {
	format, args := e.MsgFormat()
	return fmt.Sprintf(format, args...)
}

// MsgFormat returns the format of Error and its arguments, for its French
// (msg.Lang.Error).
func (e *BusyError) MsgFormat() (string, []any) {
	if e.Address > 0 {
		return "the server is busy with %d requests from your address already, its share; try again once they are answered", []any{e.Address}
	}
	waiting := msg.P("")
	if e.Ahead > 0 {
		waiting = msg.P(" (%s more are waiting)", strconv.FormatInt(e.Ahead, 10))
	}
	if e.Cores {
		return "the server is busy with other requests%s; try again in a few seconds, or ask for less", []any{waiting}
	}
	return "the server is busy: this work may take about %s, and %s of its %s are in use%s; try again in a few seconds, or ask for less",
		[]any{e.Need.human(), e.Used.human(), e.Total.String(), waiting}
}

// Busy reports whether err refuses work because a server's budget is
// taken: a server answers 503 with Retry-After.
func Busy(err error) bool {
	var be *BusyError
	return errors.As(err, &be)
}

// Reserve takes need bytes, and a core or a light slot, from the budget
// of ctx's account (Budget.Open) for work the caller does itself, as the
// jobs of this package do for theirs: it waits at most the budget's wait,
// and returns a BusyError when the budget stayed taken, a MemoryError
// (OverLimit) when need is over the whole budget, or ctx's error. Without
// an account, or under TinyWork, it takes nothing.
func Reserve(ctx context.Context, need Bytes, what msg.Phrase) error { return reserve(ctx, need, what) }

// reserve is Reserve.
func reserve(ctx context.Context, need Bytes, what msg.Phrase) error {
	if need < TinyWork {
		return nil
	}
	return take(ctx, need, need >= CheapWork, what)
}

// reserveCore takes a core, and need bytes, for work that keeps a core
// busy whatever its memory (a comparison, the program's search).
func reserveCore(ctx context.Context, need Bytes, what msg.Phrase) error {
	return take(ctx, need, true, what)
}

// enterLine counts a request of addr in line, unless its address has its
// share there already (then ok is false); leave takes it out. A request
// of no known address is not counted.
func (b *Budget) enterLine(addr string) (leave func(), ok bool) {
	if addr == "" {
		return func() {}, true
	}
	b.lineMu.Lock()
	defer b.lineMu.Unlock()
	if b.inLine[addr] >= b.share {
		return nil, false
	}
	b.inLine[addr]++
	return func() {
		b.lineMu.Lock()
		if b.inLine[addr]--; b.inLine[addr] <= 0 {
			delete(b.inLine, addr)
		}
		b.lineMu.Unlock()
	}, true
}

// take reserves need bytes with a core (heavy work) or a light slot.
func take(ctx context.Context, need Bytes, heavy bool, what msg.Phrase) error {
	a, _ := ctx.Value(accountKey{}).(*Account)
	if a == nil {
		return nil
	}
	b := a.b
	limit := b.total
	if heavy {
		limit -= b.total / 8 // the share kept for light work
	}
	if int64(need) > limit {
		return &MemoryError{Need: need, Budget: Bytes(limit), What: what,
			Hint: msg.P("this server's memory budget (gametree serve --max-memory) cannot hold it; ask for less")}
	}
	leave, ok := b.enterLine(a.addr)
	if !ok {
		return &BusyError{Need: need, Used: b.Used(), Total: b.Total(), Address: b.share}
	}
	defer leave()
	start := time.Now()
	wait, cancel := context.WithTimeout(ctx, b.wait)
	defer cancel()
	b.waiting.Add(1)
	defer b.waiting.Add(-1)
	refuse := func(cores bool) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		return &BusyError{Need: need, Used: b.Used(), Total: b.Total(), Waited: time.Since(start), Cores: cores, Ahead: b.waiting.Load() - 1}
	}
	// A slot first, then memory: whoever waits for memory holds a slot,
	// and whoever holds memory is working or answering, never waiting for
	// a slot, so nobody waits on a circle.
	a.mu.Lock()
	slot, flag := b.light, &a.light
	if heavy {
		slot, flag = b.cores, &a.core
	}
	has := *flag
	a.mu.Unlock()
	if !has {
		if err := slot.Acquire(wait, 1); err != nil {
			return refuse(true)
		}
		a.mu.Lock()
		*flag = true
		a.mu.Unlock()
	}
	if need == 0 {
		return nil
	}
	if heavy {
		if err := b.heavy.Acquire(wait, int64(need)); err != nil {
			return refuse(false)
		}
	}
	if err := b.mem.Acquire(wait, int64(need)); err != nil {
		if heavy {
			b.heavy.Release(int64(need))
		}
		return refuse(false)
	}
	b.used.Add(int64(need))
	a.mu.Lock()
	a.held += int64(need)
	if heavy {
		a.heavyHeld += int64(need)
	}
	a.mu.Unlock()
	return nil
}
