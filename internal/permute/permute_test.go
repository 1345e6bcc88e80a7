package permute

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// InPlace against a copy, on seeded random permutations of every length
// from 0 to 300.
func TestInPlace(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 301 {
		to := make([]int32, n)
		for i, p := range rng.Perm(n) {
			to[i] = int32(p)
		}
		xs := make([]string, n)
		want := make([]string, n)
		for i := range xs {
			xs[i] = fmt.Sprint(i)
			want[to[i]] = xs[i]
		}
		InPlace(xs, to)
		if !slices.Equal(xs, want) {
			t.Fatalf("%d values: %v, want %v", n, xs, want)
		}
	}
}

func ExampleInPlace() {
	xs := []string{"a", "b", "c", "d"}
	InPlace(xs, []int32{2, 0, 3, 1})
	fmt.Println(xs)
	// Output: [b d a c]
}
