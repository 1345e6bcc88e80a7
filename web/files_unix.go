//go:build unix

package web

import "syscall"

// FileLimit is how many files this process may hold open (its
// RLIMIT_NOFILE, which Go raises to the hard limit at start), and whether
// the system says.
func FileLimit() (int, bool) {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r); err != nil || r.Cur > 1<<30 {
		return 0, false
	}
	return int(r.Cur), true
}
