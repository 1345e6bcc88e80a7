package othello

import (
	"math/rand"
	"testing"
)

// benchPositions returns mid-game positions of size n from seeded games.
func benchPositions(n int) []Position {
	rng := rand.New(rand.NewSource(6))
	var out []Position
	for _, p := range randomPositions(rng, n, 200)[:200] {
		if !p.LegalMoves().IsEmpty() {
			out = append(out, p)
		}
	}
	return out
}

func benchmarkMoves(b *testing.B, n int) {
	ps := benchPositions(n)
	b.ReportAllocs()
	b.ResetTimer()
	var total int
	for i := 0; i < b.N; i++ {
		total += ps[i%len(ps)].LegalMoves().Count()
	}
	_ = total
}

func BenchmarkLegalMoves8(b *testing.B)  { benchmarkMoves(b, 8) }
func BenchmarkLegalMoves16(b *testing.B) { benchmarkMoves(b, 16) }

func benchmarkApply(b *testing.B, n int) {
	ps := benchPositions(n)
	moves := make([]Square, len(ps))
	for i, p := range ps {
		moves[i] = p.LegalMoves().First()
	}
	b.ReportAllocs()
	b.ResetTimer()
	var sink Position
	for i := 0; i < b.N; i++ {
		k := i % len(ps)
		sink = ps[k].Apply(moves[k])
	}
	_ = sink
}

func BenchmarkApply8(b *testing.B)  { benchmarkApply(b, 8) }
func BenchmarkApply16(b *testing.B) { benchmarkApply(b, 16) }

func BenchmarkFlips8(b *testing.B) {
	ps := benchPositions(8)
	b.ReportAllocs()
	b.ResetTimer()
	var sink uint64
	for i := 0; i < b.N; i++ {
		p := ps[i%len(ps)]
		sink |= flips8(p.disc[p.turn][0], p.disc[p.turn^1][0], i&63)
	}
	_ = sink
}

func BenchmarkAppendMoves8(b *testing.B) {
	ps := benchPositions(8)
	buf := make([]Square, 0, 64)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = ps[i%len(ps)].AppendMoves(buf[:0])
	}
}
