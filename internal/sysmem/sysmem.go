// Package sysmem tells how much memory the machine has, for the checks
// that refuse work it cannot hold.
package sysmem

// Total returns the memory this process may use, in bytes: the machine's
// physical memory, or less where a limit says so (ulimit -v or -d, a
// cgroup's memory.max); false where it cannot be known.
func Total() (int64, bool) { return total() }

// RSS returns the resident memory of the process pid in bytes, and false
// where it cannot be known.
func RSS(pid int) (int64, bool) { return rss(pid) }
