// Package permute moves the values of a slice to new places in place: a
// bit a value besides, where a copy would take the slice again (a tree of
// a million nodes numbered anew, its counts with it).
package permute

// InPlace moves each value xs[i] to xs[to[i]], to a permutation of the
// indexes of xs (every index once), following each cycle of to with one
// value in hand.
func InPlace[T any](xs []T, to []int32) {
	done := make([]uint64, (len(xs)+63)/64)
	for start := range xs {
		if done[start/64]&(1<<(start%64)) != 0 {
			continue
		}
		v, i := xs[start], start
		for {
			j := int(to[i])
			done[j/64] |= 1 << (j % 64)
			xs[j], v = v, xs[j]
			i = j
			if j == start {
				break
			}
		}
	}
}
