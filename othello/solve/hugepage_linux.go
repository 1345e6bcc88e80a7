package solve

import (
	"syscall"
	"unsafe"
)

// adviseHuge asks the kernel to back the table with huge pages where it
// allows them (transparent huge pages set to madvise): a probe of a
// large table then misses the TLB far less often. It is advice only; an
// error changes nothing.
func adviseHuge(p unsafe.Pointer, n int) {
	const page = 4096
	start := (uintptr(p) + page - 1) &^ (page - 1)
	end := (uintptr(p) + uintptr(n)) &^ (page - 1)
	if end <= start {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Add(p, start-uintptr(p))), end-start)
	_ = syscall.Madvise(b, 14) // MADV_HUGEPAGE
}
