package sysmem

import (
	"os"
	"runtime"
	"testing"
)

func TestTotal(t *testing.T) {
	n, ok := Total()
	if runtime.GOOS == "linux" && (!ok || n < 64<<20) {
		t.Errorf("Total() = %d, %v on Linux", n, ok)
	}
}

func TestRSS(t *testing.T) {
	n, ok := RSS(os.Getpid())
	if runtime.GOOS == "linux" && (!ok || n < 1<<20) {
		t.Errorf("RSS(self) = %d, %v on Linux", n, ok)
	}
	if _, ok := RSS(-1); ok {
		t.Error("RSS(-1) is known")
	}
}
