//go:build linux

package sysmem

import "syscall"

func total() (int64, bool) {
	var si syscall.Sysinfo_t
	if err := syscall.Sysinfo(&si); err != nil {
		return 0, false
	}
	return int64(si.Totalram) * int64(si.Unit), true
}
