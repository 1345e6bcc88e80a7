package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"gametree/game"
)

// The faces call the application layer and nothing under it: package main
// imports only explore, render, web and internal/, and games, the list of
// the games it plugs in (for their registration alone); package web only
// explore, render and internal/ (docs/architecture.md).
func TestFacesImportTheLayer(t *testing.T) {
	allowed := map[string][]string{
		".":   {"gametree/explore", "gametree/render", "gametree/web", "gametree/internal/", "gametree/games"},
		"web": {"gametree/explore", "gametree/render", "gametree/internal/"},
	}
	for dir, ok := range allowed {
		for f, path := range gametreeImports(t, dir) {
			found := false
			for _, a := range ok {
				found = found || path == a || (strings.HasSuffix(a, "/") && strings.HasPrefix(path, a))
			}
			if !found {
				t.Errorf("%s imports %s; a face imports only %v", f, path, ok)
			}
		}
	}
}

// The search, the drawings and the quiz know no game: minimax, mcts,
// maxn, render and quiz import neither othello nor game, and mcts and
// maxn not even tree
// (a tree gives render its boards, values and units, and the quiz the
// values to read, through package tree); tree knows Othello only as one
// game of package game, and imports neither othello nor the searches
// (minimax, mcts, gamesearch): the searches walk a tree through its
// methods, and the orderings are matched to theirs above it.
func TestNoGameInSearchAndDrawings(t *testing.T) {
	for _, dir := range []string{"minimax", "mcts", "maxn", "cfr", "render", "quiz", "tree"} {
		for f, path := range gametreeImports(t, dir) {
			if path == "gametree/othello" || strings.HasPrefix(path, "gametree/othello/") || path == "gametree/games" ||
				(path == "gametree/game" && dir != "tree") || ((dir == "mcts" || dir == "maxn" || dir == "cfr") && path == "gametree/tree") ||
				(dir == "tree" && (path == "gametree/minimax" || path == "gametree/mcts" || path == "gametree/gamesearch")) {
				t.Errorf("%s imports %s", f, path)
			}
		}
	}
}

// The declarations of the searches are data above every engine: package
// search imports none (minimax, mcts, maxn, cfr, gamesearch, probcut),
// nor any game; the families that run them read their names.
func TestSearchImportsNoEngine(t *testing.T) {
	for f, path := range gametreeImports(t, "search") {
		if !strings.HasPrefix(path, "gametree/internal/") {
			t.Errorf("%s imports %s: the declarations import no engine and no game, only internal/", f, path)
		}
	}
}

// The rules know no search and no game's own package: game imports
// neither the searches (minimax, mcts, gamesearch) nor tree, nor any
// package of Othello's; Othello is a plug-in, its adapter beside its rules
// (othello/adapter) registering it as the test game registers itself, and
// package games, the list of the games gametree ships, is the one package
// that imports it. Othello's rules and engines know nothing above them.
func TestGamesArePlugIns(t *testing.T) {
	for f, path := range gametreeImports(t, "game") {
		if !strings.HasPrefix(path, "gametree/internal/") {
			t.Errorf("%s imports %s: the rules import nothing of the project but internal/", f, path)
		}
	}
	filepath.WalkDir(".", func(dir string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() || dir == "games" || dir == filepath.Join("othello", "adapter") {
			return err
		}
		for f, path := range gametreeImports(t, dir) {
			if path == "gametree/othello/adapter" || strings.HasPrefix(path, "gametree/games/") {
				t.Errorf("%s imports %s: only package games registers a game", f, path)
			}
		}
		return nil
	})
	// Every other game in a package of its own under games/, beside its
	// rules, standing on package game alone; package game defines none
	// (gametest's game is the tests').
	for _, dir := range gameDirs(t) {
		for f, path := range gametreeImports(t, dir) {
			if path != "gametree/game" && !strings.HasPrefix(path, "gametree/internal/") {
				t.Errorf("%s imports %s: a game's rules stand on package game alone", f, path)
			}
		}
	}
	for name := range definedGames(t, []string{"game"}) {
		t.Errorf("package game defines %s: a game lives in its own package under games/", name)
	}
	for _, dir := range []string{"othello", "othello/solve", "othello/midgame", "othello/train"} {
		for f, path := range gametreeImports(t, dir) {
			if !strings.HasPrefix(path, "gametree/othello") && !strings.HasPrefix(path, "gametree/internal/") {
				t.Errorf("%s imports %s: Othello's rules and engines stand on nothing above them, no search among them", f, path)
			}
		}
	}
}

// gametreeImports yields each import of the project's packages by the
// files of dir, tests left out, with the file.
func gametreeImports(t *testing.T, dir string) func(yield func(file, path string) bool) {
	return func(yield func(file, path string) bool) {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			file, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range file.Imports {
				if path, _ := strconv.Unquote(imp.Path.Value); strings.HasPrefix(path, "gametree/") && !yield(f, path) {
					return
				}
			}
		}
	}
}

// Functions stay small: at most 5 of more than 80 lines, none of more
// than 120 (a hot search loop may stay long where its comment says why).
func TestFunctionLengths(t *testing.T) {
	type long struct {
		name  string
		lines int
	}
	var longs []long
	eachSource(t, "", func(path string, fset *token.FileSet, file *ast.File) {
		ast.Inspect(file, func(n ast.Node) bool {
			var name string
			switch f := n.(type) {
			case *ast.FuncDecl:
				name = f.Name.Name
			case *ast.FuncLit:
				name = "func literal at line " + strconv.Itoa(fset.Position(f.Pos()).Line)
			default:
				return true
			}
			if l := fset.Position(n.End()).Line - fset.Position(n.Pos()).Line + 1; l > 80 {
				longs = append(longs, long{path + ": " + name, l})
			}
			return true
		})
	})
	sort.Slice(longs, func(i, j int) bool { return longs[i].lines > longs[j].lines })
	if len(longs) > 5 || (len(longs) > 0 && longs[0].lines > 120) {
		t.Errorf("%d functions over 80 lines (at most 5, none over 120): %v", len(longs), longs)
	}
}

// One road for every game: above package game, no package imports
// Othello's (othello and its engines, reached through the capabilities of
// package game), names a game's own type, or branches on a game's name
// (docs/architecture.md).
func TestNoGameAboveTheRules(t *testing.T) {
	games := map[string]bool{}
	for _, e := range game.Entries() {
		games[e.Name] = true
		for _, a := range e.Aliases {
			games[a] = true
		}
	}
	concrete := concreteGames(t)
	for _, dir := range []string{".", "explore", "play", "web", "gamesearch"} {
		for f, path := range gametreeImports(t, dir) {
			if path == "gametree/othello" || strings.HasPrefix(path, "gametree/othello/") {
				t.Errorf("%s imports %s", f, path)
			}
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			fset := token.NewFileSet()
			file, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			isName := func(e ast.Expr) bool {
				lit, ok := e.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return false
				}
				s, _ := strconv.Unquote(lit.Value)
				return games[s]
			}
			ast.Inspect(file, func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.SelectorExpr:
					if id, ok := x.X.(*ast.Ident); ok && (id.Name == "game" || id.Name == "adapter") && concrete[x.Sel.Name] {
						t.Errorf("%s: names game.%s", fset.Position(x.Pos()), x.Sel.Name)
					}
				case *ast.BinaryExpr:
					if (x.Op == token.EQL || x.Op == token.NEQ) && (isName(x.X) || isName(x.Y)) {
						t.Errorf("%s: branches on a game's name", fset.Position(x.Pos()))
					}
				case *ast.CaseClause:
					for _, e := range x.List {
						if isName(e) {
							t.Errorf("%s: branches on a game's name", fset.Position(e.Pos()))
						}
					}
				}
				return true
			})
		}
	}
	// The pages' scripts and HTML hold no game's name in quotes: their
	// games come from the registry.
	scripts, _ := filepath.Glob(filepath.Join("web", "assets", "*.*"))
	for _, name := range scripts {
		if !strings.HasSuffix(name, ".js") && !strings.HasSuffix(name, ".html") {
			continue
		}
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for g := range games {
			for _, q := range []string{"'" + g + "'", `"` + g + `"`} {
				if strings.Contains(string(b), q) {
					t.Errorf("%s holds %s: a page that knows a game by its name", name, q)
				}
			}
		}
	}
}

// concreteGames returns the names of the games' own types and of their
// makers, found in the packages that define games (game and Othello's
// adapter): every type with a method Start or Play (a game, a position),
// every function whose name starts with New and returns one, and
// Othello's own helpers of moves.
func concreteGames(t *testing.T) map[string]bool {
	out := definedGames(t, append(gameDirs(t), "game", filepath.Join("othello", "adapter")))
	out["OthelloMove"], out["Square"] = true, true
	return out
}

// gameDirs returns the folders of the games' own packages, under games/.
func gameDirs(t *testing.T) []string {
	dirs, err := filepath.Glob(filepath.Join("games", "*"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range dirs {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			out = append(out, d)
		}
	}
	if len(out) < 5 {
		t.Fatalf("games' packages: %v", out)
	}
	return out
}

// definedGames returns the names of the games' own types and of their
// makers that the packages in dirs define (concreteGames).
func definedGames(t *testing.T, dirs []string) map[string]bool {
	out := map[string]bool{}
	var files []*ast.File
	for _, dir := range dirs {
		names, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, name := range names {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
	}
	for _, f := range files {
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv != nil && (fn.Name.Name == "Start" || fn.Name.Name == "Play") {
				if id, ok := fn.Recv.List[0].Type.(*ast.Ident); ok {
					out[id.Name] = true
				}
			}
		}
	}
	for _, f := range files {
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !strings.HasPrefix(fn.Name.Name, "New") || fn.Type.Results == nil {
				continue
			}
			if id, ok := fn.Type.Results.List[0].Type.(*ast.Ident); ok && out[id.Name] {
				out[fn.Name.Name] = true
			}
		}
	}
	return out
}

// The pages' scripts are held as the Go code is: every JavaScript
// function, method and arrow function of web/assets at most 80 lines.
func TestScriptFunctionLengths(t *testing.T) {
	scripts, _ := filepath.Glob(filepath.Join("web", "assets", "*.js"))
	if len(scripts) == 0 {
		t.Fatal("no scripts in web/assets")
	}
	for _, name := range scripts {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range scriptFunctions(string(b)) {
			if f.lines > 80 {
				t.Errorf("%s:%d: %s is %d lines (at most 80)", name, f.line, f.name, f.lines)
			}
		}
	}
}

// scriptFunction is a function of a script: its name (or the kind of an
// anonymous one), the line it starts on and its length in lines.
type scriptFunction struct {
	name        string
	line, lines int
}

// scriptFunctions finds the functions of a script: function declarations
// and expressions, class methods and arrow functions with a body, each
// from the line its head starts on to the line of its closing brace.
// Strings, template literals, comments and regular expressions are
// skipped, so that their braces count for nothing.
func scriptFunctions(src string) []scriptFunction {
	toks := scriptTokens(src)
	type open struct {
		fn    bool
		class bool
		name  string
		line  int
	}
	var stack []open
	var out []scriptFunction
	classNext := false
	for i := 0; i < len(toks); i++ {
		tk := toks[i]
		switch tk.text {
		case "class":
			classNext = true
		case "{":
			o := open{class: classNext}
			classNext = false
			if name, line, ok := functionHead(toks, i, len(stack) > 0 && stack[len(stack)-1].class); ok {
				o.fn, o.name, o.line = true, name, line
			}
			stack = append(stack, o)
		case "}":
			if len(stack) == 0 {
				continue
			}
			o := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if o.fn {
				out = append(out, scriptFunction{o.name, o.line, tk.line - o.line + 1})
			}
		}
	}
	return out
}

// functionHead tells whether the brace at toks[i] opens a function's body:
// after "=>", after the parameters of "function name(...)", or, in a
// class's body, after "name(...)"; it returns the function's name and the
// line its head starts on.
func functionHead(toks []scriptToken, i int, inClass bool) (string, int, bool) {
	if i > 0 && toks[i-1].text == "=>" {
		return "arrow function", toks[i-1].line, true
	}
	if i == 0 || toks[i-1].text != ")" {
		return "", 0, false
	}
	depth, j := 0, i-1
	for ; j >= 0; j-- {
		if toks[j].text == ")" {
			depth++
		} else if toks[j].text == "(" {
			if depth--; depth == 0 {
				break
			}
		}
	}
	switch {
	case j >= 2 && toks[j-2].text == "function":
		return toks[j-1].text, toks[j-2].line, true
	case j >= 1 && toks[j-1].text == "function":
		return "function", toks[j-1].line, true
	case j >= 1 && inClass && isIdent(toks[j-1].text):
		return toks[j-1].text, toks[j-1].line, true
	}
	return "", 0, false
}

// scriptToken is a word or a mark of a script, with its line.
type scriptToken struct {
	text string
	line int
}

// isIdent tells whether s is a name.
func isIdent(s string) bool {
	if s == "" || s == "if" || s == "for" || s == "while" || s == "switch" || s == "catch" || s == "function" {
		return false
	}
	for _, r := range s {
		if !(r == '_' || r == '$' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// scriptTokens cuts a script into names, "=>" and single marks, leaving
// out strings, template literals, comments and regular expressions.
func scriptTokens(src string) []scriptToken {
	var out []scriptToken
	line := 1
	last := ""
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\n':
			line++
			i++
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case strings.HasPrefix(src[i:], "//"):
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			line += strings.Count(src[i:i+2+end], "\n")
			i += end + 4
		case c == '\'' || c == '"' || c == '`' || c == '/' && regexAfter(last):
			j := i + 1
			for j < len(src) && src[j] != c {
				if src[j] == '\\' {
					j++
				} else if c == '/' && src[j] == '[' {
					for j < len(src) && src[j] != ']' {
						j++
					}
				}
				j++
			}
			line += strings.Count(src[i:min(j, len(src))], "\n")
			i = j + 1
			last = "literal"
		case strings.HasPrefix(src[i:], "=>"):
			out = append(out, scriptToken{"=>", line})
			last = "=>"
			i += 2
		case isIdent(string(c)):
			j := i
			for j < len(src) && (isIdent(string(src[j]))) {
				j++
			}
			last = src[i:j]
			out = append(out, scriptToken{last, line})
			i = j
		default:
			last = string(c)
			out = append(out, scriptToken{last, line})
			i++
		}
	}
	return out
}

// regexAfter tells whether a slash after the token last starts a regular
// expression rather than a division.
func regexAfter(last string) bool {
	switch last {
	case "", "(", ",", "=", ":", "[", "!", "&", "|", "?", "{", "}", ";", "=>", "return", "typeof", "+", "-", "*", "<", ">":
		return true
	}
	return false
}

// No panic ends the program from a goroutine of its own, where neither
// net/http's recovery of a request nor the command's can reach it: every
// go statement starts a function literal that defers a catcher of
// package rescue (rescue.Catch, rescue.Ignore, a rescue.First's Catch)
// or a function of its own that recovers (a literal that calls recover,
// or a method whose name says it: recovered, rescued), and the panic reaches a caller that answers it
// (docs/architecture.md). The load tester (web/loadtest), a program of
// the tests, is left out.
func TestEveryGoroutineRecovers(t *testing.T) {
	eachSource(t, filepath.Join("web", "loadtest"), func(path string, fset *token.FileSet, file *ast.File) {
		ast.Inspect(file, func(n ast.Node) bool {
			if g, ok := n.(*ast.GoStmt); ok && !recovers(g) {
				t.Errorf("%s: a goroutine that does not defer a recovery (package rescue)", fset.Position(g.Pos()))
			}
			return true
		})
	})
}

// eachSource hands f every Go file of the program (tests left out) below
// this folder, parsed, but those under the folder skip ("" for none).
func eachSource(t *testing.T, skip string, f func(path string, fset *token.FileSet, file *ast.File)) {
	t.Helper()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && skip != "" && path == skip:
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
			return nil
		}
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		f(path, fset, file)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// callsRecover reports whether f calls recover.
func callsRecover(f *ast.FuncLit) bool {
	found := false
	ast.Inspect(f.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if id, ok := c.Fun.(*ast.Ident); ok && id.Name == "recover" {
				found = true
			}
		}
		return !found
	})
	return found
}

// recovers reports whether g starts a function literal that defers a
// recovery.
func recovers(g *ast.GoStmt) bool {
	lit, ok := g.Call.Fun.(*ast.FuncLit)
	if !ok {
		return false
	}
	for _, st := range lit.Body.List {
		d, ok := st.(*ast.DeferStmt)
		if !ok {
			continue
		}
		if f, ok := d.Call.Fun.(*ast.FuncLit); ok && callsRecover(f) {
			return true
		}
		if sel, ok := d.Call.Fun.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && id.Name == "rescue" {
				return true
			}
			switch sel.Sel.Name {
			case "Catch", "recovered", "rescued":
				return true
			}
		}
	}
	return false
}
