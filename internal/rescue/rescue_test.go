package rescue

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
)

// failing returns what f returns, its panic caught as Catch catches it.
func failing(f func() error) (err error) {
	defer Catch(&err)
	return f()
}

func TestCatch(t *testing.T) {
	plain := errors.New("plain")
	tests := []struct {
		name  string
		f     func() error
		value any // the panic's value; nil: no panic
		err   error
	}{
		{"no panic", func() error { return nil }, nil, nil},
		{"an error returned", func() error { return plain }, nil, plain},
		{"a string", func() error { panic("boom") }, "boom", nil},
		{"an index", func() error { var a []int; return fmt.Errorf("%d", a[3]) }, "runtime error", nil},
		{"a panic raised again", func() error { panic(&Panic{Value: "first", Stack: []byte("stack")}) }, "first", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := failing(tc.f)
			p, ok := As(err)
			if tc.value == nil {
				if ok || err != tc.err {
					t.Fatalf("got %v, want %v", err, tc.err)
				}
				return
			}
			if !ok {
				t.Fatalf("got %v, want a panic", err)
			}
			if !strings.Contains(fmt.Sprint(p.Value), fmt.Sprint(tc.value)) || len(p.Stack) == 0 {
				t.Fatalf("got %v with %d bytes of stack, want %v and a stack", p.Value, len(p.Stack), tc.value)
			}
			if !strings.HasPrefix(err.Error(), "internal error: ") {
				t.Fatalf("error %q does not say it is internal", err)
			}
		})
	}
}

func TestOfKeepsTheFirstStack(t *testing.T) {
	p := &Panic{Value: 1, Stack: []byte("where it happened")}
	if Of(p) != p {
		t.Fatal("a Panic raised again got a new stack")
	}
	if q := Of("x"); q.Value != "x" || len(q.Stack) == 0 {
		t.Fatalf("Of(x) = %+v", q)
	}
}

func TestFirstKeepsOnePanicOfMany(t *testing.T) {
	var f First
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer f.Catch()
			if i%2 == 0 {
				panic(i)
			}
		}()
	}
	wg.Wait()
	if !f.Caught() {
		t.Fatal("four panics, none caught")
	}
	err := failing(func() error { f.Rethrow(); return nil })
	p, ok := As(err)
	if !ok || p.Value.(int)%2 != 0 {
		t.Fatalf("Rethrow gave %v, want one of the panics", err)
	}
	var none First
	none.Rethrow() // nothing caught: no panic
	if none.Caught() {
		t.Fatal("nothing panicked, yet Caught")
	}
}

func TestIgnore(t *testing.T) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer Ignore()
		panic("nobody waits for this goroutine")
	}()
	<-done
}

// Example shows a goroutine's panic returned by the function that waits
// for it, where a caller can answer it.
func Example() {
	err := failing(func() error {
		var f First
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer f.Catch()
			panic("a helper failed")
		}()
		wg.Wait()
		f.Rethrow()
		return nil
	})
	fmt.Println(err)
	// Output: internal error: a helper failed
}
