package main

import (
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gametree/explore"
	"gametree/othello"
)

type compareDoc struct {
	Rows    []explore.CompareRow
	Minimal []explore.MinimalTree
}

func compareJSONOf(t *testing.T, args ...string) compareDoc {
	t.Helper()
	r := runApp(t, "", nil, false, append(append([]string{"compare"}, args...), "--format", "json")...)
	if r.code != 0 {
		t.Fatalf("compare %v: exit %d: %s", args, r.code, r.stderr)
	}
	var doc compareDoc
	if err := json.Unmarshal([]byte(r.stdout), &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

func TestCompareCounts(t *testing.T) {
	doc := compareJSONOf(t, "--depth", "1-8")
	perftSum := 1.0
	byDepth := map[int][]explore.CompareRow{}
	for _, r := range doc.Rows {
		byDepth[r.Depth] = append(byDepth[r.Depth], r)
	}
	for d := 1; d <= 8; d++ {
		perftSum += float64(othello.Perft(othello.Start(8), d).Leaves)
		rows := byDepth[d]
		// Eight of minimax's family, and the search of one's own of
		// ownsearch_test.go.
		if len(rows) != 9 || rows[8].Algorithm != "mirror" {
			t.Fatalf("depth %d: %d rows, want 9", d, len(rows))
		}
		mm := rows[0]
		if mm.Algorithm != "minimax" || mm.Nodes != perftSum {
			t.Errorf("depth %d: minimax visits %v, want the perft sum %v", d, mm.Nodes, perftSum)
		}
		for _, r := range rows {
			if r.Value != mm.Value {
				t.Errorf("depth %d: %s %s value %v, minimax %v", d, r.Algorithm, r.Ordering, r.Value, mm.Value)
			}
			if strings.HasPrefix(r.Algorithm, "alphabeta") && r.Nodes > mm.Nodes {
				t.Errorf("depth %d: %s %s visits %v > minimax %v", d, r.Algorithm, r.Ordering, r.Nodes, mm.Nodes)
			}
		}
	}
	want := []string{"minimax/natural", "alphabeta/natural", "alphabeta/static", "alphabeta/eval", "alphabeta/perfect", "alphabeta-failhard/natural", "pvs/eval", "id-tt/eval", "mirror/natural"}
	for i, r := range byDepth[3] {
		if got := r.Algorithm + "/" + r.Ordering; got != want[i] {
			t.Errorf("row %d is %s, want %s", i, got, want[i])
		}
	}
	if len(doc.Minimal) != 8 || doc.Minimal[0].Leaves != 4 {
		t.Errorf("minimal = %+v", doc.Minimal)
	}
}

func TestCompareOthelloSizes(t *testing.T) {
	for _, args := range [][]string{
		{"--size", "4", "--depth", "1-9"},
		{"--size", "6", "--depth", "1-6", "--eval", "classic"},
		{"--size", "10", "--depth", "1-3", "--eval", "mixed"},
		{"--moves", "d3c3b3b2f5a3a1c1", "--depth", "1-5"},
	} {
		doc := compareJSONOf(t, args...)
		if len(doc.Rows) == 0 {
			t.Errorf("%v: no rows", args)
		}
	}
}

func TestCompareOutputs(t *testing.T) {
	r := runApp(t, "", nil, false, "compare", "--leaves", aima)
	if r.code != 0 || !strings.Contains(r.stdout, "alphabeta           natural      11       7        1      3  B") || !strings.Contains(r.stdout, "Minimal tree (Knuth and Moore)") {
		t.Errorf("text:\n%s%s", r.stdout, r.stderr)
	}
	r = runApp(t, "", nil, false, "compare", "--depth", "2", "--format", "md")
	if !strings.Contains(r.stdout, "| depth | algorithm |") || !strings.Contains(r.stdout, "| ---: | --- |") {
		t.Errorf("md:\n%s", r.stdout)
	}
	r = runApp(t, "", nil, false, "compare", "--depth", "2", "--format", "csv")
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if len(lines) != 10 || lines[0] != "depth,algorithm,ordering,nodes,leaves,cutoffs,value,best_move,seconds" || !strings.HasPrefix(lines[1], "2,minimax,natural,17,12,0,0,d3,") {
		t.Errorf("csv:\n%s", r.stdout)
	}
	dir := t.TempDir()
	plot := filepath.Join(dir, "nodes.svg")
	r = runApp(t, "", nil, false, "compare", "--depth", "1-4", "--plot", plot)
	b, err := os.ReadFile(plot)
	if r.code != 0 || err != nil || xml.Unmarshal(b, new(struct{})) != nil || !strings.Contains(string(b), "minimax (natural)") || strings.Count(string(b), "<polyline") != 9 {
		t.Errorf("plot: %d %v %s", r.code, err, r.stderr)
	}
	// Many positions: the mean.
	list := filepath.Join(dir, "positions.txt")
	os.WriteFile(list, []byte("# two openings\nf5d6\n---------------------------OX------XO--------------------------- X\n"), 0o644)
	doc := compareJSONOf(t, "--positions", list, "--depth", "2")
	single1 := compareJSONOf(t, "--moves", "f5d6", "--depth", "2")
	single2 := compareJSONOf(t, "--depth", "2")
	if got, want := doc.Rows[0].Nodes, (single1.Rows[0].Nodes+single2.Rows[0].Nodes)/2; got != want {
		t.Errorf("mean nodes %v, want %v", got, want)
	}
}

func TestCompareErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("f5d6\nzz\n"), 0o644)
	empty := filepath.Join(dir, "empty.txt")
	os.WriteFile(empty, []byte("# nothing\n"), 0o644)
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"compare", "--depth", "3-1"}, 2, `--depth "3-1": want depths such as 4, 1-8 or 2,4,6`},
		{[]string{"compare", "--depth", "0"}, 2, "want depths such as"},
		{[]string{"compare", "--depth", "x"}, 2, "want depths such as"},
		{[]string{"compare", "--depth", "1-13"}, 2, "depth 13 is over 12"},
		{[]string{"compare", "--leaves", aima, "--depth", "3"}, 2, "--depth does not apply to a textbook tree"},
		{[]string{"compare", "--format", "xml"}, 2, `--format "xml": want text, md, csv or json`},
		{[]string{"compare", "--plot", "nodes.gif"}, 2, "--plot nodes.gif: a plot is an SVG, PNG or PDF file"},
		{[]string{"compare", "--positions", bad}, 1, "line 2"},
		{[]string{"compare", "--positions", empty}, 1, "no position in the file"},
		{[]string{"compare", "--positions", bad, "--moves", "f5"}, 2, "--positions and --moves"},
		{[]string{"compare", "--leaves", "((1 2)"}, 1, "never closed"},
		{[]string{"compare", "--max-time", "-1s"}, 2, "--max-time -1s: want a positive duration such as 10m or 500ms"},
		{[]string{"compare", "--max-time", "soon"}, 2, `--max-time "soon": want a duration such as 30s or 500ms`},
	}
	for _, tc := range tests {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code != tc.code || !strings.Contains(r.stderr, tc.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tc.args, r.code, r.stderr, tc.code, tc.want)
		}
	}
}

// Each depth of a comparison is priced before it runs, from the depths
// run before it: Connect Four's depth 9 alone (48 s here) is refused at
// once past --max-time 3s, with the estimate and the way around it, in
// both languages; asked from depth 1, the depths finished before the
// refusal are written, the exit status 1; the counts of --mcts alike;
// --max-time 0 is no limit.
func TestCompareMaxTime(t *testing.T) {
	start := time.Now()
	r := runApp(t, "", nil, false, "compare", "--game", "connect4", "--depth", "9", "--max-time", "3s")
	if r.code != 1 || !strings.Contains(r.stderr, "the comparison to depth 9 may take about") || !strings.Contains(r.stderr, "past the limit of 3.00 s (--max-time): lower --depth, or raise --max-time") || r.stdout != "" {
		t.Errorf("depth 9: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("the refusal took %s", d)
	}
	r = runApp(t, "", nil, false, "--lang", "fr", "compare", "--game", "connect4", "--depth", "1-9", "--max-time", "3s", "--format", "csv")
	if r.code != 1 || !strings.Contains(r.stderr, "au-delà de la limite de 3,00 s (--max-time)") || !strings.Contains(r.stdout, "\n5,minimax,") || strings.Contains(r.stdout, "\n9,") {
		t.Errorf("depths 1-9: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	// compare --mcts: each count priced from the counts run before it.
	r = runApp(t, "", nil, false, "compare", "--depth", "2", "--mcts", "100000,1000000", "--max-time", "1s")
	if r.code != 1 || !strings.Contains(r.stderr, "MCTS with 1,000,000 iterations may take the comparison to about") || !strings.Contains(r.stdout, "100000") {
		t.Errorf("--mcts past the limit: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	if r := runApp(t, "", nil, false, "compare", "--game", "connect4", "--depth", "2", "--max-time", "0", "--format", "csv"); r.code != 0 || !strings.Contains(r.stdout, "2,minimax,") {
		t.Errorf("--max-time 0: exit %d, stderr %q", r.code, r.stderr)
	}
}

// An expected value is written exactly in CSV, as a fraction beside the
// number a float holds: Pig to 30 at depth 2 is worth 10/3.
func TestCompareCSVExact(t *testing.T) {
	r := runOK(t, "compare", "--game", "pig", "--goal", "30", "--depth", "2", "--format", "csv")
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	if !strings.HasSuffix(lines[0], ",value_exact") || !strings.HasSuffix(lines[len(lines)-1], ",10/3") {
		t.Errorf("compare of Pig as CSV:\n%s", r.stdout)
	}
	if r := runOK(t, "compare", "--leaves", "((1 2) (3 4))", "--format", "csv"); strings.Contains(r.stdout, "value_exact") {
		t.Errorf("a tree without chance has no fraction to write:\n%s", r.stdout)
	}
}
