package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// docCommand is a command a document shows run: its line, its file and
// line number, and the lines it shows it writes ("..." for lines left
// out).
type docCommand struct {
	file string
	line int
	args []string
	want []string
}

// docCommands are the commands the documents show run, each in a fenced
// block as "$ gametree ARGS" followed by what it writes; a command that
// pipes, redirects or runs past a few seconds is left out (skipped).
func docCommands(t *testing.T) []docCommand {
	t.Helper()
	files, _ := filepath.Glob("docs/*.md")
	files = append(files, "README.md")
	var out []docCommand
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inBlock, skip, file := false, false, ""
		var cur *docCommand
		for i, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "```") {
				inBlock, cur = !inBlock, nil
				if !inBlock {
					skip, file = false, ""
				}
				continue
			}
			if !inBlock {
				if m, ok := strings.CutPrefix(strings.TrimSpace(line), "<!-- docs-test: "); ok {
					m = strings.TrimSuffix(m, " -->")
					if name, ok := strings.CutPrefix(m, "file "); ok {
						file = name
						out = append(out, docCommand{file: f, line: i + 1, args: []string{"=file", name}})
					}
					skip = strings.HasPrefix(m, "skip")
				}
				continue
			}
			if file != "" {
				last := &out[len(out)-1]
				last.want = append(last.want, line)
				continue
			}
			if skip {
				continue
			}
			if rest, ok := strings.CutPrefix(line, "$ "); ok {
				cur = nil
				if args, ok := shellWords(rest); ok && len(args) > 1 && args[0] == "gametree" {
					out = append(out, docCommand{file: f, line: i + 1, args: args[1:]})
					cur = &out[len(out)-1]
				}
				continue
			}
			if cur != nil {
				cur.want = append(cur.want, strings.TrimRight(line, " "))
			}
		}
	}
	return out
}

// shellWords splits a command line as a shell would, quotes and all;
// false for one that pipes, redirects or substitutes.
func shellWords(s string) ([]string, bool) {
	var words []string
	var cur strings.Builder
	quote, in := rune(0), false
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '"' || r == '\'':
			quote, in = r, true
		case r == ' ' || r == '\t':
			if in {
				words = append(words, cur.String())
				cur.Reset()
				in = false
			}
		case strings.ContainsRune("|<>$`;&", r):
			return nil, false
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if in {
		words = append(words, cur.String())
	}
	return words, quote == 0
}

// timed finds the lines that say how long something took; numbers finds
// the numbers in them.
var (
	timed     = regexp.MustCompile(`\d s\b|\d ms\b|/s\b|\d min\b`)
	durations = regexp.MustCompile(`(\d+ h )?(\d+ min )?\d[\d,.]* (s|ms|min)\b`)
	numbers   = regexp.MustCompile(`\d[\d,.]*`)
)

// timeless is line with its numbers left out when it says how long
// something took (a time, a rate, and the nodes of threads that share
// the work), which no two runs write alike.
func timeless(line string) string {
	if !timed.MatchString(line) {
		return line
	}
	return numbers.ReplaceAllString(durations.ReplaceAllString(line, "(time)"), "#")
}

// Every command a document shows run writes what the document shows, line
// for line in order ("..." leaves lines out; the numbers of a line that
// says how long something took are not compared), so that the documents'
// figures cannot drift from what the commands write. Before a block,
// "<!-- docs-test: file NAME -->" makes it the file NAME its commands
// read, and "<!-- docs-test: skip REASON -->" leaves it out (an
// interactive session, whose answers are typed).
func TestDocsCommands(t *testing.T) {
	cmds := docCommands(t)
	if len(cmds) < 20 {
		t.Fatalf("%d commands found in the documents", len(cmds))
	}
	dir := t.TempDir()
	files := map[string]string{} // the files the documents give, by name
	for _, c := range cmds {
		if c.args[0] == "=file" {
			path := filepath.Join(dir, c.args[1])
			if err := os.WriteFile(path, []byte(strings.Join(c.want, "\n")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			files[c.args[1]] = path
			continue
		}
		args := append([]string(nil), c.args...)
		for i, a := range args {
			if (a == "-o" || a == "--output" || a == "--plot" || a == "--mcts-plot" || a == "--forward-plot") && i+1 < len(args) {
				args[i+1] = filepath.Join(dir, filepath.Base(args[i+1]))
			}
			if p, ok := files[a]; ok {
				args[i] = p
			}
		}
		r := runApp(t, "", nil, false, args...)
		got := strings.Split(r.stdout+r.stderr, "\n")
		k := 0
		for _, want := range c.want {
			if strings.TrimSpace(want) == "..." || strings.TrimSpace(want) == "" {
				continue
			}
			for k < len(got) && timeless(strings.TrimRight(got[k], " ")) != timeless(want) {
				k++
			}
			if k == len(got) {
				t.Errorf("%s:%d: gametree %s does not write %q; it writes:\n%s", c.file, c.line, strings.Join(c.args, " "), want, r.stdout+r.stderr)
				break
			}
			k++
		}
	}
}

// Every link of a document to a heading (#anchor, FILE.md#anchor) finds
// it, anchors made from headings as GitHub makes them: lower case, the
// spaces hyphens, every other character but letters, digits, hyphens and
// underscores left out, a repeated heading numbered -1, -2.
func TestDocsAnchors(t *testing.T) {
	files, _ := filepath.Glob("docs/*.md")
	files = append(files, "README.md")
	anchors := map[string]map[string]bool{}
	heading := regexp.MustCompile(`^#{1,6} +(.+?) *#*$`)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		seen, inBlock := map[string]bool{}, false
		anchors[filepath.Clean(f)] = seen
		for _, line := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(strings.TrimSpace(line), "```") {
				inBlock = !inBlock
			}
			m := heading.FindStringSubmatch(line)
			if inBlock || m == nil {
				continue
			}
			slug := githubSlug(m[1])
			for k, s := 1, slug; ; k++ {
				if !seen[s] {
					seen[s] = true
					break
				}
				s = fmt.Sprintf("%s-%d", slug, k)
			}
		}
	}
	link := regexp.MustCompile(`\]\(([^)#\s]*)#([^)\s]+)\)`)
	for _, f := range files {
		b, _ := os.ReadFile(f)
		for i, line := range strings.Split(string(b), "\n") {
			for _, m := range link.FindAllStringSubmatch(line, -1) {
				target := filepath.Clean(f)
				if m[1] != "" {
					target = filepath.Clean(filepath.Join(filepath.Dir(f), m[1]))
				}
				if seen, ok := anchors[target]; !ok {
					t.Errorf("%s:%d: %s links to %s, not a document", f, i+1, m[0], target)
				} else if !seen[m[2]] {
					t.Errorf("%s:%d: %s: %s has no heading #%s", f, i+1, m[0], target, m[2])
				}
			}
		}
	}
}

// githubSlug is the anchor GitHub gives a heading.
func githubSlug(h string) string {
	h = regexp.MustCompile("[`*_]{1,2}([^`*_]+)[`*_]{1,2}").ReplaceAllString(h, "$1")
	h = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`).ReplaceAllString(h, "$1")
	var b strings.Builder
	for _, r := range strings.ToLower(h) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}
