package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/internal/msg"
)

// englishWords are words that a French sentence of gametree never holds:
// one of them in a French output is English left behind.
var englishWords = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(the|is|are|and|with|value|values|nodes?|leaf|leaves|pruned|cutoffs?|visited|window|legend|search|result|best|moves?|step|returns?|enter|evaluate|beta|lower|upper|bound|order|depth|player|current|blank|yet|principal|after|board|wins?|draw|loss|hidden|subtree|continued|start|then|from)(?:$|[^\p{L}])`)

// leftBehind returns the lines of out that hold English words, with the
// words; root (the name of an Othello tree's root) and the names of the
// options (fail-soft, fail-hard) are allowed.
func leftBehind(out string) []string {
	var bad []string
	for _, line := range strings.Split(out, "\n") {
		// Command lines (gametree quiz --depth 3) are commands, not prose.
		clean := regexp.MustCompile(`gametree [a-z]+( --?[a-z-]+( [^ -][^ ]*)?)*`).ReplaceAllString(line, "")
		clean = strings.NewReplacer("fail-soft", "", "fail-hard", "").Replace(clean)
		var words []string
		for _, m := range englishWords.FindAllStringSubmatch(clean, -1) {
			words = append(words, m[1])
		}
		if words != nil {
			bad = append(bad, strings.Join(words, ",")+": "+line)
		}
	}
	return bad
}

// The French quiz at a terminal holds no English: its task, prompts,
// judgements, reasons and score.
func TestFrenchQuiz(t *testing.T) {
	for _, args := range [][]string{
		{"quiz", "--leaves", "((3 12 8) (2 4 6) (14 5 2))", "--ask", "values,pruned,windows"},
		{"quiz", "--seed", "3", "--depth", "3"},
		{"quiz", "--game", "tictactoe", "--moves", "b2a1c3c1", "--depth", "2"},
	} {
		// Right, shown, wrong answers; a pruned list; windows; the end.
		stdin := "3\n?\n5\n\n3\nC2 C3\n-inf +inf\n?\n1\n" + strings.Repeat("0 1\n", 40)
		r := runApp(t, stdin, nil, false, append(args, "--lang", "fr")...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
		}
		for _, b := range leftBehind(r.stdout) {
			t.Errorf("%v: English left behind: %s", args, b)
		}
		if !strings.Contains(r.stdout, "Score") {
			t.Errorf("%v: no score in:\n%s", args, r.stdout)
		}
	}
}

// A French game at the terminal holds no English: the board's lines, the
// moves, the hints, undo, the end.
func TestFrenchPlay(t *testing.T) {
	r := runApp(t, "z9\nhint\nf5\nundo\nmoves\nhelp\nquit\n", nil, false, "play", "--lang", "fr", "--white", "ai:easy")
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	// The help's first column is the commands' names, typed as they are.
	out := regexp.MustCompile(`(?m)^  [a-z]+( F\.svg| FILE)? +`).ReplaceAllString(r.stdout, "")
	for _, b := range leftBehind(out) {
		t.Errorf("English left behind: %s", b)
	}
	for _, want := range []string{"Noir (X) au trait", "Coups légaux : d3 c4 f5 e6", "Blanc (ai:easy) joue", "2 coup(s) repris.", "Vous avez arrêté la partie."} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("missing %q", want)
		}
	}
}

// Errors in French: the parameters, the rules, the textbook trees; the
// exit codes do not change.
func TestFrenchErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
		code int
	}{
		{[]string{"tree", "--depth", "0"}, "gametree: --depth 0 : il faut de 1 à 60 demi-coups\n", 2},
		{[]string{"tree", "--algo", "foo"}, "gametree: --algo «\u00a0foo\u00a0» : il faut minimax, alphabeta, beam, probcut, expectimax, star1, star2, mcts, puct, maxn, shallow, paranoid, cfr, cfr+, mirror ou optimist\n" /* mirror: ownsearch_test.go */, 2},
		{[]string{"tree", "--moves", "e3"}, "gametree: --moves : demi-coup 1 : e3 n'est pas légal pour Noir : il ne retourne aucun pion (coups légaux : d3 c4 f5 e6)\n", 1},
		{[]string{"tree", "--leaves", "((1 2)"}, "gametree: le '(' du caractère 1 n'est jamais fermé ; ajoutez ')'\n", 1},
		{[]string{"tree", "--lang", "de"}, "gametree: --lang \"de\": want en or fr\n", 2},
	} {
		r := runApp(t, "", nil, false, append(c.args, "--lang", "fr")...)
		if c.args[len(c.args)-1] == "de" {
			r = runApp(t, "", nil, false, c.args...)
		}
		if r.stderr != c.want || r.code != c.code {
			t.Errorf("%v: exit %d, %q; want %d, %q", c.args, r.code, r.stderr, c.code, c.want)
		}
	}
	// The environment's language, when --lang is not given.
	r := runApp(t, "", map[string]string{"LANG": "fr_FR.UTF-8"}, false, "tree", "--depth", "0")
	if !strings.Contains(r.stderr, "il faut de 1 à 60 demi-coups") {
		t.Errorf("LANG=fr_FR.UTF-8: %q", r.stderr)
	}
}

// The other games in French at the terminal hold no English.
func TestFrenchOtherGames(t *testing.T) {
	for _, args := range [][]string{
		{"play", "--game", "tictactoe", "--white", "ai:perfect"},
		{"play", "--game", "connect4", "--white", "ai:easy"},
		{"play", "--game", "nim", "--board", "3 4 5", "--white", "ai:perfect"},
	} {
		r := runApp(t, "zz\nhint\nmoves\nhelp\nquit\n", nil, false, append(args, "--lang", "fr")...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
		}
		out := regexp.MustCompile(`(?m)^  [a-z]+( F\.svg| FILE)? +`).ReplaceAllString(r.stdout, "")
		for _, b := range leftBehind(out) {
			t.Errorf("%v: English left behind: %s", args, b)
		}
	}
}

// The French outputs of tree and step hold no English: the captions, the
// table, the legends, the step narration and the step screens, on a
// textbook tree, an Othello tree with a pass and a tic-tac-toe tree.
func TestFrenchLeftBehind(t *testing.T) {
	for _, args := range [][]string{
		{"tree", "--leaves", "((3 12 8) (2 4 6) (14 5 2))"},
		{"tree", "--leaves", "((3 12 8) (2 4 6) (14 5 2))", "--algo", "minimax"},
		{"tree", "--leaves", "((3 12 8) (2 4 6) (14 5 2))", "--format", "dot"},
		{"tree", "--size", "4", "--moves", "a2a1b1c1d1a3a4", "--depth", "3", "--boards"},
		{"tree", "--game", "tictactoe", "--moves", "b2a1c3c1", "--depth", "3"},
		{"step", "--leaves", "((3 12 8) (2 4 6) (14 5 2))", "--format", "text"},
		{"step", "--size", "4", "--moves", "a2a1b1c1d1a3a4", "--depth", "3", "--format", "json"},
		{"step", "--game", "nim", "--board", "1 2", "--depth", "3", "--format", "json"},
	} {
		r := runApp(t, "", nil, false, append(args, "--lang", "fr")...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
		}
		out := r.stdout
		if args[len(args)-1] == "json" || args[len(args)-1] == "dot" {
			// The sentences and labels only: JSON keys and DOT attributes
			// stay English.
			var keep []string
			for _, l := range strings.Split(out, "\n") {
				if strings.Contains(l, `"sentence"`) || strings.Contains(l, "label=") {
					keep = append(keep, strings.SplitN(l, ":", 2)[len(strings.SplitN(l, ":", 2))-1])
				}
			}
			out = strings.Join(keep, "\n")
		}
		for _, b := range leftBehind(out) {
			t.Errorf("%v: English left behind: %s", args, b)
		}
	}
}

// Every text of the help has its French: the app's and each command's
// usage, syntax and description, each flag's help, group and default
// (other than a value, such as "othello" or 3).
func TestHelpCatalog(t *testing.T) {
	app := newApp(&env{getenv: func(string) (string, bool) { return "", false }})
	has := func(where, s string) {
		if _, ok := usageOf(msg.Fr, s); s != "" && !ok {
			t.Errorf("%s: no French for %q", where, s)
		}
	}
	has("app", app.Usage)
	has("app", app.UsageText)
	has("--help", cli.HelpFlag.(cli.DocGenerationFlag).GetUsage())
	var walk func([]*cli.Command)
	walk = func(cs []*cli.Command) {
		for _, c := range cs {
			has(c.Name, c.Usage)
			if s, ok := synopses.Load(c.UsageText); ok {
				// Made from the declarations: its own words; each
				// flag's help is checked below.
				for _, w := range s.(synopsisOf).words() {
					has(c.Name, w)
				}
			} else {
				has(c.Name, c.UsageText)
			}
			has(c.Name, withoutPlayers(c.Description))
			for _, f := range c.Flags {
				where := c.Name + " --" + f.Names()[0]
				has(where, f.(cli.CategorizableFlag).GetCategory())
				d := f.(cli.DocGenerationFlag)
				has(where, d.GetUsage())
				if _, isBool := f.(*cli.BoolFlag); !isBool && d.TakesValue() {
					if def := d.GetDefaultText(); !isValue(def) {
						has(where+" default", def)
					}
				}
			}
			walk(c.Subcommands)
		}
	}
	walk(app.Commands)
}

// The names in a help: a flag's names and placeholder at the start of its
// line, a command's name at the start of its line, flags, files, quoted
// values, and the values of a choice (a name before its note: "visited
// (sans les sous-arbres élagués)").
var (
	helpFlagNames   = regexp.MustCompile(`^\s+(-{1,2}[\w-]+( [^\s,]+)?(, )?)+\s{2,}`)
	helpCommandName = regexp.MustCompile(`^\s+[a-z]+\s{2,}`)
	helpNames       = regexp.MustCompile(`--[\w-]+( [a-z0-9]+\b)?|\S+\.[a-z]+|"[^"]*"|\S*[_?]\S*`)
	helpChoice      = regexp.MustCompile(`\b[a-z_]+\s+\(`)
)

// isValue reports whether a flag's default, as the help writes it, is a
// value rather than words: "othello" (quoted), 3, 1s, 1GiB, a4.
func isValue(s string) bool {
	return s == "" || strings.HasPrefix(s, `"`) || !strings.ContainsAny(s, " ") && s != "none"
}

// The French help of every command, and the app's, holds no English, and
// says OPTIONS and the like in French; --lang fr works before the command
// too, and LANG=fr_FR.UTF-8 without it.
func TestFrenchHelp(t *testing.T) {
	runs := [][]string{{"--help", "--lang", "fr"}, {"--lang", "fr", "--help"}, {"train", "games", "--help", "--lang", "fr"}, {"train", "fit", "--help", "--lang", "fr"}}
	for _, c := range newApp(&env{getenv: func(string) (string, bool) { return "", false }}).Commands {
		runs = append(runs, []string{c.Name, "--help", "--lang", "fr"}, []string{"--lang", "fr", c.Name, "--help"})
	}
	for _, args := range runs {
		r := runApp(t, "", nil, false, args...)
		if r.code != 0 {
			t.Errorf("%v: exit %d, %s", args, r.code, r.stderr)
			continue
		}
		if !strings.HasPrefix(r.stdout, "NOM :\n") || !strings.Contains(r.stdout, "\nUSAGE :\n") {
			t.Errorf("%v: not the French help:\n%s", args, r.stdout)
		}
		// The syntax and the examples are commands; the names of the
		// commands, flags, events and values, and the files, are names:
		// the prose is what is left.
		var prose []string
		syntax := false // in the USAGE block, wrapped over lines
		for _, line := range strings.Split(r.stdout, "\n") {
			if l := strings.TrimSpace(line); l == "USAGE :" || l == "" {
				syntax = l != ""
			}
			if l := strings.TrimSpace(line); syntax || strings.HasPrefix(l, "gametree ") || strings.HasPrefix(l, "printf ") {
				continue
			}
			line = helpFlagNames.ReplaceAllString(line, "")
			line = helpCommandName.ReplaceAllString(line, "")
			prose = append(prose, line)
		}
		text := helpNames.ReplaceAllString(strings.Join(prose, " "), "")
		text = helpChoice.ReplaceAllString(text, "(")
		for _, bad := range leftBehind(text) {
			t.Errorf("%v: English left: %s", args, bad)
		}
	}
	r := runApp(t, "", map[string]string{"LANG": "fr_FR.UTF-8"}, false, "tree", "--help")
	if !strings.Contains(r.stdout, "Construit l'arbre explicite") {
		t.Errorf("LANG=fr_FR.UTF-8 tree --help:\n%s", r.stdout)
	}
	r = runApp(t, "", nil, false, "tree", "--help")
	if !strings.Contains(r.stdout, "Builds the explicit tree") || !strings.Contains(r.stdout, "OPTIONS:") {
		t.Errorf("tree --help is not English:\n%s", r.stdout)
	}
	// --lang before the command: French errors, and a bad one refused.
	if r := runApp(t, "", nil, false, "--lang", "fr", "show", "--moves", "z9"); r.code != 1 || !strings.Contains(r.stderr, "hors de tout plateau") {
		t.Errorf("--lang fr show --moves z9: %d %q", r.code, r.stderr)
	}
	if r := runApp(t, "", nil, false, "--lang", "xx", "show"); r.code != 2 || r.stderr != "gametree: --lang \"xx\": want en or fr\n" {
		t.Errorf("--lang xx show: %d %q", r.code, r.stderr)
	}
}

// withoutPlayers is a command's description without the players of each
// game, which withPlayers writes from the registry in their notation.
func withoutPlayers(d string) string {
	head, rest, ok := strings.Cut(d, "\n\n"+playersHeading)
	if !ok {
		return d
	}
	_, examples, _ := strings.Cut(rest, "\n\nExamples:\n")
	return head + "\n\nExamples:\n" + examples
}

// Every registered game's play session says in French how its moves are
// written: its own notation, or the words every game falls back on
// (Othello's session has a help of its own, TestFrenchPlay).
func TestMoveNotationInFrench(t *testing.T) {
	for _, g := range explore.Games() {
		if g.Name == "othello" {
			continue
		}
		r := runApp(t, "help\nquit\n", nil, false, "play", "--game", g.Name, "--lang", "fr")
		i := strings.Index(r.stdout, "Tapez un coup (")
		if i < 0 {
			t.Errorf("%s: no move help in French:\n%s", g.Name, r.stdout)
			continue
		}
		line, _, _ := strings.Cut(r.stdout[i:], "\n")
		if bad := leftBehind(line); len(bad) > 0 {
			t.Errorf("%s: English left in %q", g.Name, line)
		}
	}
}

// englishNumber finds a number written the English way in French text:
// a decimal point between digits ("3.333", "4.58x10^-1"), but not a
// section or a figure of a book ("AIMA 5.6", "figure 5.2") nor a move.
var englishNumber = regexp.MustCompile(`(^|[^0-9A-Za-z.:])(\d+\.\d+)`)

// vectorNotation is a vector of utilities as the notation of trees
// writes it, or a tree that holds them.
var vectorNotation = regexp.MustCompile(`\(+[-0-9./]+(,[-0-9./]+)+\)+|Arbre : .*`)

// Every number a French reader sees on the text faces is French, in every
// registered game and every family of search: tree, step, compare, solve
// (the result lines, the tables, the step's sentences), a decimal comma.
func TestFrenchNumbers(t *testing.T) {
	answers := filepath.Join(t.TempDir(), "answers.txt")
	if err := os.WriteFile(answers, []byte("# none: every answer expected\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	runs := [][]string{
		{"tree", "--leaves", "({1/2: 3, 1/2: 4} 5)", "--algo", "expectimax"},
		{"step", "--leaves", "({1/3: 3, 2/3: 4} 5)", "--algo", "star1", "--trace"},
		{"tree", "--leaves", "((3 12 8) (2 4 6) (14 5 2))", "--algo", "mcts", "--iterations", "100"},
		{"step", "--leaves", "((3 12 8) (2 4 6) (14 5 2))", "--algo", "mcts", "--iterations", "5", "--trace"},
		{"tree", "--leaves", "((1,2,6) (4,2,3) (0.5,1,3))", "--algo", "maxn"},
		{"quiz", "--chance", "--depth", "2", "--seed", "5", "--answers", answers},
		{"quiz", "--leaves", "((2.5 3) (1.5 4))", "--answers", answers},
		{"quiz", "--leaves", "((2.5 3) (1.5 4))", "--answers", answers, "--json"},
		{"quiz", "--game", "kuhn", "--seed", "3", "--answers", answers},
		{"compare", "--game", "pig", "--goal", "30", "--depth", "2"},
		{"compare", "--game", "kuhn", "--iterations", "50"},
		{"solve", "--game", "kuhn", "--iterations", "200"},
		{"solve", "--game", "pig", "--goal", "20"},
		{"step", "--game", "kuhn", "--algo", "cfr", "--iterations", "3", "--trace"},
		{"tree", "--game", "kuhn", "--iterations", "50"},
	}
	for _, g := range explore.Games() {
		runs = append(runs, []string{"tree", "--game", g.Name, "--depth", "2"}, []string{"tree", "--game", g.Name, "--algo", "mcts", "--iterations", "30"})
	}
	for _, args := range runs {
		r := runApp(t, "", nil, false, append(args, "--lang", "fr")...)
		for i, line := range strings.Split(r.stdout+r.stderr, "\n") {
			if args[len(args)-1] == "--json" && !strings.Contains(line, `"why"`) && !strings.Contains(line, `"expected_text"`) {
				continue // a JSON number is read by programs: a point
			}
			line = strings.NewReplacer("AIMA 5.", "", "figure 5.", "", "figures 5.", "").Replace(line)
			// A tree's notation keeps its decimal point in every
			// language, its commas separating utilities: "(0.5,1,3)".
			line = vectorNotation.ReplaceAllString(line, "")
			if m := englishNumber.FindStringSubmatch(line); m != nil {
				t.Errorf("%v: line %d writes %s the English way: %s", args, i+1, m[2], line)
			}
		}
	}
}
