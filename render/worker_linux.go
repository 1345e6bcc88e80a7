//go:build linux

package render

import "syscall"

// workerAttr makes a worker die with the process that started it.
func workerAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
