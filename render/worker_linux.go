//go:build linux

package render

import "syscall"

// selfExe names this program's executable as the kernel keeps it: it runs
// even when the file was replaced or removed since the program started (a
// new build while the server runs).
func selfExe() (string, error) { return "/proc/self/exe", nil }

// workerAttr makes a worker die with the process that started it.
func workerAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
