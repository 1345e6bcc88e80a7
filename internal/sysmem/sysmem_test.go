package sysmem

import (
	"runtime"
	"testing"
)

func TestTotal(t *testing.T) {
	n, ok := Total()
	if runtime.GOOS == "linux" && (!ok || n < 64<<20) {
		t.Errorf("Total() = %d, %v on Linux", n, ok)
	}
}
