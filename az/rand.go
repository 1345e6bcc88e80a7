package az

import (
	"math"
	"math/rand/v2"
)

// newRand returns the random source of a seed and a stream: the same
// pair, the same numbers.
func newRand(seed, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, stream))
}

// gamma draws from the gamma distribution of shape a and scale 1, by
// Marsaglia and Tsang's method (2000; for a < 1, a draw of a+1 times
// U^(1/a)).
func gamma(rng *rand.Rand, a float64) float64 {
	if a < 1 {
		return gamma(rng, a+1) * math.Pow(rng.Float64(), 1/a)
	}
	d := a - 1.0/3
	c := 1 / math.Sqrt(9*d)
	for {
		x := rng.NormFloat64()
		v := 1 + c*x
		if v <= 0 {
			continue
		}
		v = v * v * v
		u := rng.Float64()
		if u < 1-0.0331*x*x*x*x || math.Log(u) < 0.5*x*x+d*(1-v+math.Log(v)) {
			return d * v
		}
	}
}

// dirichlet writes into eta a draw of the symmetric Dirichlet
// distribution of parameter alpha (gamma draws, normalized).
func dirichlet(rng *rand.Rand, alpha float64, eta []float64) {
	sum := 0.0
	for i := range eta {
		eta[i] = gamma(rng, alpha)
		sum += eta[i]
	}
	for i := range eta {
		if sum > 0 {
			eta[i] /= sum
		} else {
			eta[i] = 1 / float64(len(eta))
		}
	}
}
