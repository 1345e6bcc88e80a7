//go:build !linux

package render

import (
	"os"
	"syscall"
)

// selfExe names this program's executable.
func selfExe() (string, error) { return os.Executable() }

// workerAttr has nothing to add where the parent's death cannot be
// signalled: a worker stops at the end of its input.
func workerAttr() *syscall.SysProcAttr { return nil }
