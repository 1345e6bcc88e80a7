package msg

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Lang
		ok   bool
	}{
		{"en", En, true}, {"FR", Fr, true}, {"fr_FR", Fr, true}, {"fr-CA", Fr, true}, {"en_GB", En, true},
		{"de", En, false}, {"", En, false}, {"french", En, false},
	} {
		got, err := Parse(c.in)
		if got != c.want || (err == nil) != c.ok {
			t.Errorf("Parse(%q) = %v, %v; want %v, ok %v", c.in, got, err, c.want, c.ok)
		}
		if c.ok {
			if back, _ := Parse(got.String()); back != got {
				t.Errorf("%v does not round-trip", got)
			}
		}
	}
}

func TestFromEnv(t *testing.T) {
	for _, c := range []struct {
		vars map[string]string
		want Lang
	}{
		{map[string]string{}, En},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, Fr},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, En},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_ALL": "fr_BE.UTF-8"}, Fr},
		{map[string]string{"LANG": "C.UTF-8"}, En},
		{map[string]string{"LC_ALL": "", "LANG": "fr_CH"}, Fr},
	} {
		if got := FromEnv(func(k string) string { return c.vars[k] }); got != c.want {
			t.Errorf("%v: %v, want %v", c.vars, got, c.want)
		}
	}
}

func TestFromAcceptLanguage(t *testing.T) {
	for header, want := range map[string]Lang{
		"fr-FR,fr;q=0.9,en;q=0.8": Fr,
		"en-US,en;q=0.9":          En,
		"de-DE,fr;q=0.5":          Fr,
		"de-DE":                   En,
		"":                        En,
		"garbage;;;":              En,
	} {
		if got := FromAcceptLanguage(header); got != want {
			t.Errorf("%q: %v, want %v", header, got, want)
		}
	}
}

func TestContext(t *testing.T) {
	if From(context.Background()) != En || From(With(context.Background(), Fr)) != Fr {
		t.Error("the language does not travel in the context")
	}
}

// verbs lists the arguments a format takes: for each argument index, its
// verb ("1:s", "2:d").
func verbs(format string) []string {
	re := regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*[0-9]*(\.[0-9]+)?([a-zA-Z%])`)
	var out []string
	next := 1
	for _, m := range re.FindAllStringSubmatch(format, -1) {
		if m[4] == "%" {
			continue
		}
		if m[2] != "" {
			next, _ = strconv.Atoi(m[2])
		}
		out = append(out, strconv.Itoa(next)+":"+m[4])
		next++
	}
	sort.Strings(out)
	return out
}

// keysInCode returns the keys the code writes: the string constants
// given first to the methods t, word, T, Word, P and because (render's
// Search.t and Search.word, msg's Lang.T, Lang.Word and P, a parameter's
// because, and the like) and to the progress functions say, with where.
func keysInCode(t *testing.T) map[string]string {
	t.Helper()
	keys := map[string]string{}
	root := filepath.Join("..", "..")
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		for _, c := range stringCalls(t, path, func(fun ast.Expr) bool {
			switch fn := fun.(type) {
			case *ast.SelectorExpr:
				return slices.Contains([]string{"t", "word", "T", "Word", "P", "because"}, fn.Sel.Name)
			case *ast.Ident:
				// say: the progress of a job, which the faces write in
				// their language.
				return fn.Name == "say"
			}
			return false
		}) {
			if c.key != "" {
				keys[c.key] = c.pos
			}
		}
		return nil
	})
	return keys
}

// errorFiles are the files whose errors are all translated: every Go
// file of the project but the tests (and the load test, a developer's
// tool), so that every format they give fault.Errorf, errorf or usagef
// has its French.
func errorFiles(t *testing.T) []string {
	var files []string
	root := filepath.Join("..", "..")
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		// The load test is a developer's tool, the golden helper the tests'
		// and the GTP server answers engines in the protocol's English.
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && rel != "." || rel == "web/loadtest" || rel == "examples" || rel == "internal/golden") {
			return filepath.SkipDir
		}
		// A file is left out alone (SkipDir on a file would leave out
		// the rest of its folder).
		if !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") && rel != filepath.Join("play", "gtpserver.go") {
			files = append(files, rel)
		}
		return nil
	})
	if len(files) < 50 {
		t.Fatalf("found %d Go files only", len(files))
	}
	return files
}

func TestErrorCatalog(t *testing.T) {
	for _, name := range errorFiles(t) {
		for _, c := range stringCalls(t, filepath.Join("..", "..", name), func(fun ast.Expr) bool {
			name := ""
			switch fn := fun.(type) {
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			case *ast.Ident:
				name = fn.Name
			}
			return name == "Errorf" || name == "errorf" || name == "usagef"
		}) {
			if _, ok := french[c.key]; !ok {
				t.Errorf("%s: no French for the error %q", c.pos, c.key)
			}
		}
	}
}

// stringCall is a call whose first argument is a string literal: the
// string and where it stands.
type stringCall struct{ key, pos string }

// stringCalls returns the calls of the Go file path whose function pick
// accepts and whose first argument is a string literal.
func stringCalls(t *testing.T, path string, pick func(ast.Expr) bool) []stringCall {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []stringCall
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) == 0 || !pick(call.Fun) {
			return true
		}
		if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
			if key, err := strconv.Unquote(lit.Value); err == nil {
				out = append(out, stringCall{key, fset.Position(lit.Pos()).String()})
			}
		}
		return true
	})
	return out
}

// The catalog: every key the code writes has its French, with the same
// arguments; no French is left without a key.
func TestCatalog(t *testing.T) {
	for k, v := range french {
		if strings.Join(verbs(k), " ") != strings.Join(verbs(v), " ") {
			t.Errorf("%q takes %v, its French %q takes %v", k, verbs(k), v, verbs(v))
		}
		if strings.TrimSpace(v) == "" {
			t.Errorf("%q has an empty French", k)
		}
	}
	code := keysInCode(t)
	var missing []string
	for k, where := range code {
		if _, ok := french[k]; !ok {
			missing = append(missing, where+": "+strconv.Quote(k))
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("no French for %s", m)
	}
}

// A count reads as each language writes numbers, and large ones as
// millions, billions, then powers of ten; a count is always followed by
// its noun, so French writes "de" after millions and milliards ("12,3
// millions de nœuds").
func TestCount(t *testing.T) {
	for _, c := range []struct {
		n      int64
		en, fr string
	}{
		{0, "0", "0"},
		{999, "999", "999"},
		{1234, "1,234", "1\u00a0234"},
		{-1234567, "-1,234,567", "-1\u00a0234\u00a0567"},
		{12_345_678, "12.3 million", "12,3 millions de"},
		{4_500_000_000, "4.5 billion", "4,5 milliards de"},
		{999_999_999_999, "1000.0 billion", "1000,0 milliards de"},
		{1_000_000_000_000, "1.0 × 10^12", "1,0 × 10^12"},
		{9_816_861_800_000_000, "9.8 × 10^15", "9,8 × 10^15"},
		{9_960_000_000_000_000, "1.0 × 10^16", "1,0 × 10^16"},
	} {
		if got := Count(c.n).In(En); got != c.en {
			t.Errorf("%d in English: got %q, want %q", c.n, got, c.en)
		}
		if got := Count(c.n).In(Fr); got != c.fr {
			t.Errorf("%d in French: got %q, want %q", c.n, got, c.fr)
		}
	}
}

// An error quotes at most MaxQuoted characters of a value, and says its
// length: a 1 MB --game is not written back whole.
func TestShortQuotes(t *testing.T) {
	long := strings.Repeat("y", 300)
	for _, c := range []struct {
		l       Lang
		in, out string
	}{
		{En, `--game "` + long + `": want othello`, `--game "` + long[:40] + `…" (300 characters): want othello`},
		{Fr, `--game "` + long + `" : il faut othello`, `--game "` + long[:40] + `…" (300 caractères) : il faut othello`},
		{En, `--game "chess": want othello`, `--game "chess": want othello`},
		{En, `a "quote \" inside ` + strings.Repeat("é", 50) + `" and "short"`, `a "quote \" inside ` + strings.Repeat("é", 25) + `…" (65 characters) and "short"`},
		{En, `an odd " quote`, `an odd " quote`},
	} {
		if got := c.l.ShortQuotes(c.in); got != c.out {
			t.Errorf("ShortQuotes(%.60q) = %q, want %q", c.in, got, c.out)
		}
	}
}

func TestCapitalize(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"poker de Kuhn : l'équilibre", "Poker de Kuhn : l'équilibre"},
		{"état", "État"},
		{"Kuhn poker", "Kuhn poker"},
		{"« citation »", "« citation »"},
		{"", ""},
	} {
		if got := Capitalize(c.in); got != c.want {
			t.Errorf("Capitalize(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A French error quotes its values between guillemets, their escapes
// kept; an English one as %q quotes them.
func TestFrenchQuotes(t *testing.T) {
	for _, tc := range []struct {
		l    Lang
		in   string
		want string
	}{
		{Fr, `--algo "foo" : il faut minimax`, "--algo «\u00a0foo\u00a0» : il faut minimax"},
		{Fr, `--game "a\x1bb" : il faut othello`, "--game «\u00a0a\\x1bb\u00a0» : il faut othello"},
		{Fr, `une guillemet " seule`, `une guillemet " seule`},
		{En, `--algo "foo": want minimax`, `--algo "foo": want minimax`},
	} {
		if got := tc.l.frenchQuotes(tc.in); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.l, got, tc.want)
		}
	}
}

// A number's decimal point is a comma in French, and a text that parts
// values with commas (a vector) is left as it is.
func TestDecimal(t *testing.T) {
	for _, c := range []struct {
		l        Lang
		in, want string
	}{
		{En, "4.5", "4.5"}, {Fr, "4.5", "4,5"}, {Fr, "-0.14", "-0,14"}, {Fr, "9.6e-06", "9,6e-06"},
		{Fr, "9/2 (4.5)", "9/2 (4,5)"}, {Fr, "(1,2,6)", "(1,2,6)"}, {Fr, "3", "3"},
	} {
		if got := c.l.Decimal(c.in); got != c.want {
			t.Errorf("%s.Decimal(%q) = %q, want %q", c.l, c.in, got, c.want)
		}
	}
}

// French elides "que" before a vowel, the word given or the sentence's
// own, and leaves words that end in "que" alone.
func TestElide(t *testing.T) {
	for in, want := range map[string]string{
		"que alphabeta ne connaît pas":  "qu'alphabeta ne connaît pas",
		"(que expectimax)":              "(qu'expectimax)",
		"que minimax ne connaît pas":    "que minimax ne connaît pas",
		"chaque arbre, pratique ou non": "chaque arbre, pratique ou non",
		"que":                           "que",
		"que ":                          "que ",
		"plus que un":                   "plus qu'un",
	} {
		if got := elide(in); got != want {
			t.Errorf("elide(%q) = %q, want %q", in, got, want)
		}
	}
}
