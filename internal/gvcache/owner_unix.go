//go:build unix

package gvcache

import (
	"os"
	"syscall"
)

// owned reports whether the folder belongs to this user.
func owned(st os.FileInfo) bool {
	s, ok := st.Sys().(*syscall.Stat_t)
	return !ok || int(s.Uid) == os.Getuid()
}
