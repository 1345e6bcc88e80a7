package solve

import (
	"math/bits"
	"sync/atomic"
	"unsafe"
)

// table is a fixed-size transposition table shared by the threads of a
// solve: buckets of two slots (one kept for the deeper search, one always
// replaced), each slot two words written and read atomically, the first
// the position's key XOR the second, so that a slot torn by two writers
// reads as a miss (lockless hashing).
type table struct {
	slots []atomic.Uint64 // 4 words a bucket: key^data, data, key^data, data
	mask  uint64          // buckets - 1
}

// entryBytes is what a slot takes.
const entryBytes = 16

// newTable returns a table of at most mb megabytes (a power of two of
// buckets, at least one).
func newTable(mb int) *table {
	buckets := uint64(1)
	for buckets*2*2*entryBytes <= uint64(mb)<<20 {
		buckets *= 2
	}
	t := &table{slots: make([]atomic.Uint64, buckets*4), mask: buckets - 1}
	adviseHuge(unsafe.Pointer(&t.slots[0]), len(t.slots)*8)
	return t
}

// Bytes returns the table's size.
func (t *table) Bytes() int { return len(t.slots) * 8 }

// hash returns the bucket hash and the key of a position.
func hash(me, opp uint64) (uint64, uint64) {
	h := me*0x9e3779b97f4a7c15 ^ bits.RotateLeft64(opp*0xc2b2ae3d27d4eb4f, 31)
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 32
	k := (me ^ bits.RotateLeft64(opp, 17)) * 0x94d049bb133111eb
	k ^= k >> 31
	return h, k | 1 // a key is never 0: an empty slot never matches
}

// entry is what a slot holds: bounds on the score, the best move, and the
// empties of the search that found them.
type entry struct {
	lower, upper int
	move         int // bit index, or noMove
	empties      int
}

const noMove = 255

// pack writes e as a word.
func (e entry) pack() uint64 {
	return uint64(uint8(e.lower+128)) | uint64(uint8(e.upper+128))<<8 | uint64(uint8(e.move))<<16 | uint64(uint8(e.empties))<<24
}

// unpack reads a word.
func unpack(d uint64) entry {
	return entry{lower: int(uint8(d)) - 128, upper: int(uint8(d>>8)) - 128, move: int(uint8(d >> 16)), empties: int(uint8(d >> 24))}
}

// probe returns the entry of a position.
func (t *table) probe(me, opp uint64) (entry, bool) {
	h, k := hash(me, opp)
	b := (h & t.mask) * 4
	for s := b; s < b+4; s += 2 {
		d := t.slots[s+1].Load()
		if t.slots[s].Load()^d == k {
			return unpack(d), true
		}
	}
	return entry{}, false
}

// store writes the entry of a position: over its own slot, else over the
// first slot when the search was as deep, else over the second.
func (t *table) store(me, opp uint64, e entry) {
	h, k := hash(me, opp)
	b := (h & t.mask) * 4
	d := e.pack()
	s := b + 2
	d0 := t.slots[b+1].Load()
	if t.slots[b].Load()^d0 == k || unpack(d0).empties <= e.empties || d0 == 0 {
		s = b
	}
	t.slots[s].Store(k ^ d)
	t.slots[s+1].Store(d)
}

// clear empties the table.
func (t *table) clear() {
	for i := range t.slots {
		t.slots[i].Store(0)
	}
}
