package probcut

import (
	"bytes"
	"embed"
	"fmt"
	"sort"
	"strings"
	"sync"
)

// data holds the fits gametree ships, one file a game, size and
// evaluation (FileName), made by gametree train probcut with the
// flags docs/probcut.md gives.
//
//go:embed data/*.txt
var data embed.FS

// FileName is the name of the shipped file of a game, size and
// evaluation: "othello-8x8-discs.txt", "connect4-7x6.txt".
func FileName(game, size, eval string) string {
	parts := []string{game}
	for _, s := range []string{size, eval} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "-") + ".txt"
}

var (
	shippedMu sync.Mutex
	shipped   = map[string]*Model{}
)

// Shipped returns the fit gametree ships for the game, size and
// evaluation, read once: nil when it ships none, an error when the file
// shipped is broken (TestShipped reads every one).
func Shipped(game, size, eval string) (*Model, error) {
	name := FileName(game, size, eval)
	shippedMu.Lock()
	defer shippedMu.Unlock()
	if m, ok := shipped[name]; ok {
		return m, nil
	}
	b, err := data.ReadFile("data/" + name)
	if err != nil {
		shipped[name] = nil
		return nil, nil
	}
	m, err := Read(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("probcut: shipped %s: %w", name, err)
	}
	shipped[name] = m
	return m, nil
}

// Ships reports whether gametree ships a fit for some size and
// evaluation of the game named.
func Ships(game string) bool {
	for _, n := range ShippedNames() {
		if strings.HasPrefix(n, game+"-") || n == game+".txt" {
			return true
		}
	}
	return false
}

// ShippedNames lists the shipped files, "othello-8x8-discs.txt", ...
func ShippedNames() []string {
	entries, _ := data.ReadDir("data")
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	sort.Strings(out)
	return out
}
