package az

import (
	"math"
	"testing"
)

// TestGradient holds the backward pass to the loss's derivative taken
// numerically, weight by weight, on a small network and a few samples.
func TestGradient(t *testing.T) {
	net := NewNet("test", 5, 4, 3, 7)
	rng := newRand(3, 4)
	for i := range net.w {
		net.w[i] += float32(rng.NormFloat64() * 0.3) // biases too, so no unit sits at 0
	}
	samples := []sample{
		{in: []float32{1, 0, 1, 0, 1}, pi: []float32{0.5, 0.5, 0}, legal: []int{0, 1}, z: 1},
		{in: []float32{0, 1, 1, 1, 0}, pi: []float32{0.2, 0.3, 0.5}, legal: []int{0, 1, 2}, z: -1},
		{in: []float32{1, 1, 0, 0, 1}, pi: []float32{0, 0, 1}, legal: []int{2}, z: 0},
	}
	loss := func() float64 {
		f := newFitter(net, Config{})
		sum := 0.0
		for i := range samples {
			a, b := f.backward(&samples[i])
			sum += a + b
		}
		return sum
	}
	f := newFitter(net, Config{})
	for i := range samples {
		f.backward(&samples[i])
	}
	for i := range net.w {
		keep := net.w[i]
		const h = 1e-3
		net.w[i] = keep + h
		up := loss()
		net.w[i] = keep - h
		down := loss()
		net.w[i] = keep
		num := (up - down) / (2 * h)
		if math.Abs(num-f.grad[i]) > 2e-2*math.Max(1, math.Abs(num)) {
			t.Errorf("weight %d: backward %g, numerically %g", i, f.grad[i], num)
		}
	}
}

// TestDirichlet checks the noise: each draw sums to 1, and the gamma
// draws have their mean, the shape.
func TestDirichlet(t *testing.T) {
	rng := newRand(1, 2)
	eta := make([]float64, 7)
	for range 100 {
		dirichlet(rng, 0.3, eta)
		sum := 0.0
		for _, x := range eta {
			if x < 0 {
				t.Fatalf("a negative share %g", x)
			}
			sum += x
		}
		if math.Abs(sum-1) > 1e-9 {
			t.Fatalf("the shares sum to %g", sum)
		}
	}
	for _, a := range []float64{0.3, 1, 2.5} {
		sum := 0.0
		const n = 40000
		for range n {
			sum += gamma(rng, a)
		}
		if mean := sum / n; math.Abs(mean-a) > 0.03*max(1, a) {
			t.Errorf("gamma(%g): mean %g", a, mean)
		}
	}
}
