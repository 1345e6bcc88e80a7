// Package rescue turns a panic into an error that its caller can answer:
// a server's request whose work panics is answered 500 and the server goes
// on, and a command prints one line. Every goroutine that gametree starts
// defers one of its catchers (arch_test.go holds that), because a panic in
// a goroutine of its own is beyond the reach of net/http's recovery and
// ends the whole process.
package rescue

import (
	"errors"
	"fmt"
	"runtime/debug"
	"sync/atomic"
)

// Panic is a panic caught: its value and the stack of the goroutine where
// it happened.
type Panic struct {
	Value any
	Stack []byte
}

// Error says it is an internal error, with the panic's value.
func (p *Panic) Error() string { return fmt.Sprintf("internal error: %v", p.Value) }

// Of returns the Panic of a recovered value v: v itself when it is one
// already (a panic caught and raised again), else v with this goroutine's
// stack.
func Of(v any) *Panic {
	if p, ok := v.(*Panic); ok {
		return p
	}
	return &Panic{Value: v, Stack: debug.Stack()}
}

// As returns the Panic err carries, if any.
func As(err error) (*Panic, bool) {
	var p *Panic
	ok := errors.As(err, &p)
	return p, ok
}

// Catch, deferred, turns a panic of its goroutine into *errp (a *Panic),
// which the function then returns.
func Catch(errp *error) {
	if v := recover(); v != nil {
		*errp = Of(v)
	}
}

// First keeps the first panic of a group of goroutines (the helpers of a
// parallel search): each defers Catch, and the goroutine that waits for
// them calls Rethrow, so that the panic reaches its caller's recovery.
// The zero value is ready.
type First struct {
	p atomic.Pointer[Panic]
}

// Catch, deferred in a goroutine, keeps its panic if it is the first.
func (f *First) Catch() {
	if v := recover(); v != nil {
		f.p.CompareAndSwap(nil, Of(v))
	}
}

// Caught reports whether a panic was kept.
func (f *First) Caught() bool { return f.p.Load() != nil }

// Rethrow panics again with the first panic kept, if any.
func (f *First) Rethrow() {
	if p := f.p.Load(); p != nil {
		panic(p)
	}
}

// Ignore, deferred in a goroutine whose failure matters to nobody (the
// answer to a connection refused anyway), drops its panic.
func Ignore() {
	recover()
}
