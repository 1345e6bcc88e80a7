//go:build linux

package sysmem

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

func total() (int64, bool) {
	var si syscall.Sysinfo_t
	if err := syscall.Sysinfo(&si); err != nil {
		return 0, false
	}
	n := int64(si.Totalram) * int64(si.Unit)
	for _, res := range []int{syscall.RLIMIT_AS, syscall.RLIMIT_DATA} {
		var rl syscall.Rlimit
		if syscall.Getrlimit(res, &rl) == nil && rl.Cur != ^uint64(0) && rl.Cur < uint64(n) {
			n = int64(rl.Cur)
		}
	}
	if c, ok := cgroupMax(); ok && c < n {
		n = c
	}
	return n, true
}

// cgroupMax reads the memory limit of this process's cgroup (version 2:
// memory.max of the group /proc/self/cgroup names), false when it has
// none.
func cgroupMax() (int64, bool) {
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(b), "\n") {
		path, ok := strings.CutPrefix(line, "0::")
		if !ok {
			continue
		}
		max, err := os.ReadFile(filepath.Join("/sys/fs/cgroup", filepath.Clean("/"+path), "memory.max"))
		if err != nil {
			return 0, false
		}
		n, err := strconv.ParseInt(strings.TrimSpace(string(max)), 10, 64)
		return n, err == nil && n > 0
	}
	return 0, false
}

func rss(pid int) (int64, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/statm")
	if err != nil {
		return 0, false
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0, false
	}
	pages, err := strconv.ParseInt(f[1], 10, 64)
	if err != nil {
		return 0, false
	}
	return pages * int64(os.Getpagesize()), true
}
