package examples

import (
	"bufio"
	"bytes"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestExamplesAreCurrent remakes every example of commands.txt and compares
// it with the committed file: byte for byte, except PNG images, which must
// decode to the same size. Run go generate ./examples after a change that
// alters them.
func TestExamplesAreCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and remakes every example")
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "gametree")
	if out, err := exec.Command("go", "build", "-o", bin, "..").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	f, err := os.Open("commands.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	count := 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		name, args := fields[0], fields[1:]
		got := filepath.Join(tmp, name)
		named := false
		for i, a := range args {
			if a == name {
				args[i], named = got, true
			}
		}
		if !named {
			args = append(args, "-o", got)
		}
		cmd := exec.Command(bin, args...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, out)
		}
		count++
		a, err := os.ReadFile(got)
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatalf("%v: run go generate ./examples", err)
		}
		if strings.HasSuffix(name, ".png") {
			ia, err1 := png.DecodeConfig(bytes.NewReader(a))
			ib, err2 := png.DecodeConfig(bytes.NewReader(b))
			if err1 != nil || err2 != nil || ia.Width != ib.Width || ia.Height != ib.Height {
				t.Errorf("examples/%s is out of date (%v %v): run go generate ./examples", name, err1, err2)
			}
			continue
		}
		if !bytes.Equal(a, b) {
			t.Errorf("examples/%s is out of date: run go generate ./examples", name)
		}
	}
	if count < 10 {
		t.Errorf("only %d examples in commands.txt", count)
	}
}
