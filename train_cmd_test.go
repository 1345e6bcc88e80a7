package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// readLines returns the lines of a gzipped text file.
func readLines(t *testing.T, name string) []string {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	sc := bufio.NewScanner(zr)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines
}

// The committed training games are what the command in their header
// plays: their first games are played again, and must be the same (game i
// depends only on the seed and i). The whole fit is checked with
// GAMETREE_TRAIN=1 (a few minutes): it must give the committed weights
// byte for byte.
func TestTrainingDataReproduces(t *testing.T) {
	const first = 12
	for _, file := range []string{"othello/train/data/games-1.txt.gz", "othello/train/data/games-2.txt.gz"} {
		lines := readLines(t, file)
		var command string
		for _, l := range lines {
			if c, ok := strings.CutPrefix(l, "# gametree train games "); ok {
				command = c
			}
		}
		if command == "" {
			t.Fatalf("%s: no command in the header", file)
		}
		args := append([]string{"train", "games"}, strings.Fields(command)...)
		for i, a := range args {
			switch {
			case a == "--games":
				args[i+1] = "12"
			case strings.HasPrefix(a, "train/data/"):
				// The data moved under othello/ after it was played.
				args[i] = "othello/" + a
			}
		}
		out := filepath.Join(t.TempDir(), "g.txt")
		r := runApp(t, "", nil, false, append(args, "-o", out)...)
		if r.code != 0 {
			t.Fatalf("%s: %v: exit %d: %s", file, args, r.code, r.stderr)
		}
		data, _ := os.ReadFile(out)
		got := strings.Split(strings.TrimSpace(string(data)), "\n")[2:]
		var want []string
		for _, l := range lines {
			if !strings.HasPrefix(l, "#") && len(want) < first {
				want = append(want, l)
			}
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: %v plays other games:\n%s\nwant\n%s", file, args, strings.Join(got[:2], "\n"), strings.Join(want[:2], "\n"))
		}
	}
	if os.Getenv("GAMETREE_TRAIN") == "" {
		t.Log("the whole fit is checked with GAMETREE_TRAIN=1")
		return
	}
	for _, fit := range []struct {
		out  string
		args []string
	}{
		{"othello/train/data/round1.gz", []string{"--holdout", "20", "--lambda", "10", "othello/train/data/games-1.txt.gz"}},
		{"othello/pattern.gz", trainFitArgs},
	} {
		out := filepath.Join(t.TempDir(), "w.gz")
		r := runApp(t, "", nil, false, append([]string{"train", "fit", "-o", out}, fit.args...)...)
		if r.code != 0 {
			t.Fatalf("fit %v: exit %d: %s", fit.args, r.code, r.stderr)
		}
		t.Log(r.stdout)
		got, _ := os.ReadFile(out)
		want, _ := os.ReadFile(fit.out)
		if !bytes.Equal(got, want) {
			t.Errorf("fit %v: not the weights of %s", fit.args, fit.out)
		}
	}
}

// trainFitArgs are the arguments of train fit that made the weights
// gametree comes with (docs/train.md).
var trainFitArgs = []string{"--lambda", "10", "othello/train/data/games-1.txt.gz", "othello/train/data/games-2.txt.gz"}

// Bad invocations get one line and a non-zero exit.
func TestTrainErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("f5d6c3\n"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"train", "games"}, "-o FILE is required"},
		{[]string{"train", "games", "--random", "9-3", "-o", filepath.Join(dir, "g")}, `--random "9-3": want MIN-MAX plies`},
		{[]string{"train", "games", "--eval", "discs", "-o", filepath.Join(dir, "g")}, `--eval "discs": want mixed or pattern`},
		{[]string{"train", "games", "--games", "0", "-o", filepath.Join(dir, "g")}, "--games 0: want 1 to 10000000 games"},
		{[]string{"train", "games", "--random", "10-50", "-o", filepath.Join(dir, "g")}, `--random "10-50": want MIN-MAX plies from 0 to 40`},
		{[]string{"train", "games", "--exact", "21", "-o", filepath.Join(dir, "g")}, "--exact 21: want 0 to 20 empty squares"},
		{[]string{"train", "games", "--weights", "w.gz", "-o", filepath.Join(dir, "g")}, "--weights w.gz: pattern weights go with --eval pattern"},
		{[]string{"train", "games", "--eval", "pattern", "--weights", bad, "-o", filepath.Join(dir, "g")}, "not a gzipped weights file"},
		{[]string{"train", "games", "--depth", "0", "-o", filepath.Join(dir, "g")}, "--depth 0: want 1 to 12 plies"},
		{[]string{"train", "fit", "-o", filepath.Join(dir, "w")}, "give the games files"},
		{[]string{"train", "fit", bad}, "-o FILE is required"},
		{[]string{"train", "fit", bad, "-o", "w.gz"}, "-o after the games files is not read as a flag"},
		{[]string{"train", "fit", "-o", filepath.Join(dir, "w"), bad}, "bad.txt:1: the game stops before its end (57 empty squares)"},
		{[]string{"train", "fit", "-o", filepath.Join(dir, "w"), filepath.Join(dir, "none.txt")}, "none.txt: no such file"},
		{[]string{"train", "fit", "--lambda", "0", "-o", filepath.Join(dir, "w"), bad}, "--lambda 0: want a positive penalty"},
		{[]string{"train", "fit", "--holdout", "1", "-o", filepath.Join(dir, "w"), bad}, "--holdout 1: want 0 (none) or 2 and more"},
		{[]string{"train", "games", "--games", "99999999999999", "-o", filepath.Join(dir, "g")}, "--games 99999999999999: want 1 to 10000000 games"},
		{[]string{"train", "games", "--games", "abc", "-o", filepath.Join(dir, "g")}, `train games: --games "abc": want a whole number (see gametree train games --help)`},
		{[]string{"train", "games", "--seed", "-1", "-o", filepath.Join(dir, "g")}, `--seed "-1": want a whole number from 0`},
		{[]string{"train", "games", "--threads", "0", "-o", filepath.Join(dir, "g")}, "--threads 0: want 1 to 256 threads"},
		{[]string{"train", "fit", "--lambda", "NaN", "-o", filepath.Join(dir, "w"), bad}, "--lambda NaN: want a positive penalty up to 1e+06"},
		{[]string{"train", "fit", "--lambda", "Inf", "-o", filepath.Join(dir, "w"), bad}, "want a positive penalty up to 1e+06"},
		{[]string{"train", "fit", "--lambda", "1e308", "-o", filepath.Join(dir, "w"), bad}, "want a positive penalty up to 1e+06"},
		{[]string{"train", "fit", "--lambda", "abc", "-o", filepath.Join(dir, "w"), bad}, `train fit: --lambda "abc": want a number`},
		{[]string{"train", "fit", "--threads", "100000", "-o", filepath.Join(dir, "w"), bad}, "--threads 100000: want 1 to 256 threads"},
	} {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code != 2 && !strings.Contains(tc.want, "no such file") && !strings.Contains(tc.want, "stops before") && !strings.Contains(tc.want, "gzipped") {
			t.Errorf("%v: exit %d, want 2", tc.args, r.code)
		}
		if r.code == 0 || !strings.Contains(r.stderr, tc.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "w")); err == nil {
		t.Error("a failed fit wrote its output")
	}
}

// A fit is priced once its games are read: past --max-time or
// --max-memory it is refused
// with its estimate and the way around, in the user's language, and
// writes nothing.
func TestTrainFitPriced(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, "games.txt")
	os.WriteFile(games, []byte("f5f6d3c5d6c7d7e3f3f4g3d8c4c3e6f7e7g4c8e8f8g5h5h4h3g6h6d2c6e2e1f1c1d1g1f2g2g8h8h1b3h2b6c2b1g7h7a1passb2passa3a2a4a5b4passb5passa6passb7a7a8passb8\n"), 0o644)
	out := filepath.Join(dir, "w.gz")
	for _, tc := range []struct{ lang, limit, want string }{
		{"en", "--max-time", "the fit may take about"},
		{"fr", "--max-time", "l'ajustement pourrait prendre environ"},
		{"en", "--max-memory", "the fit of these games may take about"},
		{"fr", "--max-memory", "l'ajustement de ces parties peut prendre environ"},
	} {
		args := []string{"--lang", tc.lang, "train", "fit", "--iterations", "10000", "--max-time", "1ns", "-o", out, games}
		if tc.limit == "--max-memory" { // a fit holds at least its weights' vectors, 10 MB
			args = []string{"--lang", tc.lang, "train", "fit", "--max-memory", "1MiB", "-o", out, games}
		}
		r := runApp(t, "", nil, false, args...)
		if r.code == 0 || !strings.Contains(r.stderr, tc.want) || !strings.Contains(r.stderr, tc.limit) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%s: exit %d, stderr %q; want %q", tc.lang, r.code, r.stderr, tc.want)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused fit wrote its output")
	}
	if r := runApp(t, "", nil, false, "train", "fit", "--iterations", "2", "--max-time", "0", "-o", out, games); r.code != 0 {
		t.Errorf("--max-time 0 (no limit): exit %d, %s", r.code, r.stderr)
	}
}

// Games files have no size cap but the machine's: a 17 MiB file is read
// and judged by its lines (the cap of 16 MiB is for positions and trees).
func TestTrainFitReadsBigFiles(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.txt")
	os.WriteFile(big, []byte("f5d6c3\n"+strings.Repeat("# a comment line of a long games file\n", 17<<20/38)), 0o644)
	r := runApp(t, "", nil, false, "train", "fit", "-o", filepath.Join(dir, "w.gz"), big)
	if r.code == 0 || strings.Contains(r.stderr, "MiB") || !strings.Contains(r.stderr, "big.txt:1:") {
		t.Errorf("exit %d, stderr %q; want the first line's error", r.code, r.stderr)
	}
}

// A stream that never ends its line (/dev/zero, read, never written) is
// refused at its first 64 KiB, as the fit's price reads the games: the
// files are never read whole before they are checked.
func TestTrainFitRefusesEndlessStream(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	r := runApp(t, "", nil, false, "train", "fit", "-o", filepath.Join(t.TempDir(), "w.gz"), "/dev/zero")
	if r.code != 1 || !strings.Contains(r.stderr, "a line longer than 64 KiB") {
		t.Errorf("/dev/zero: %d %q", r.code, r.stderr)
	}
}

// A file on disk is read twice (sketched and priced, then read whole),
// a stream once, its text kept: both fit the same weights, plain or
// gzipped.
func TestTrainFitFromStreamOrFile(t *testing.T) {
	dir := t.TempDir()
	game := "f5f6d3c5d6c7d7e3f3f4g3d8c4c3e6f7e7g4c8e8f8g5h5h4h3g6h6d2c6e2e1f1c1d1g1f2g2g8h8h1b3h2b6c2b1g7h7a1passb2passa3a2a4a5b4passb5passa6passb7a7a8passb8\n"
	text := "# two games\n" + game + game
	var zipped bytes.Buffer
	zw := gzip.NewWriter(&zipped)
	zw.Write([]byte(text))
	zw.Close()
	weights := func(stdin, name string) []byte {
		t.Helper()
		out := filepath.Join(dir, "w.gz")
		os.Remove(out)
		if r := runApp(t, stdin, nil, false, "train", "fit", "--iterations", "3", "-o", out, name); r.code != 0 {
			t.Fatalf("%s: exit %d, %s", name, r.code, r.stderr)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	file := filepath.Join(dir, "games.txt")
	os.WriteFile(file, []byte(text), 0o644)
	gz := filepath.Join(dir, "games.txt.gz")
	os.WriteFile(gz, zipped.Bytes(), 0o644)
	want := weights("", file)
	for _, tc := range []struct{ what, stdin, name string }{
		{"gzipped file", "", gz},
		{"stream", text, "-"},
		{"gzipped stream", zipped.String(), "-"},
	} {
		if got := weights(tc.stdin, tc.name); !bytes.Equal(got, want) {
			t.Errorf("%s: the weights differ from the plain file's", tc.what)
		}
	}
}
