//go:build !linux

package render

import "syscall"

// workerAttr has nothing to add where the parent's death cannot be
// signalled: a worker stops at the end of its input.
func workerAttr() *syscall.SysProcAttr { return nil }
