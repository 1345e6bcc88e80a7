package main

import (
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/internal/lines"
	"gametree/internal/msg"
)

// The help: the flag library writes it through text templates, so
// gametree gives it templates of its own, in English and in French. Every
// text (the app's and each command's usage, description and syntax, each
// flag's help, default and group) goes through the catalog in French, as
// the rest of gametree's sentences do; and every line fits a terminal of
// 80 columns, a flag's help wrapped under its column.

// madeTexts are the help's texts made from the registries (the games, the
// searches' families) rather than written once: each English text, and
// the function that makes it in a language.
var madeTexts sync.Map // string -> func(msg.Lang) string

// made returns the English text f makes, and keeps f for the other
// languages (the help's "fr", usageOf).
func made(f func(msg.Lang) string) string {
	en := f(msg.En)
	madeTexts.Store(en, f)
	return en
}

// madeIn writes s in l: made again where made made it, else the
// catalog's word.
func madeIn(l msg.Lang, s string) (string, bool) {
	if f, ok := madeTexts.Load(s); ok {
		return f.(func(msg.Lang) string)(l), true
	}
	return l.Word(s), l.Has(s)
}

// appUsage is what gametree does, in l: the games registered, and a
// search of each family, by their declarations.
func appUsage(l msg.Lang) string {
	var games []string
	for _, g := range explore.Games() {
		games = append(games, l.Word(g.Title))
	}
	return l.T("draw and explore game trees (%s) by %s, step through searches, compare them, play",
		strings.Join(games, ", "), andList(l, explore.FamilyTitles(l)))
}

// andList joins items as l writes a list: "a, b and c".
func andList(l msg.Lang, items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return l.T("%s and %s", strings.Join(items[:len(items)-1], ", "), items[len(items)-1])
}

// helpWidth is the width the help fits.
const helpWidth = 80

func init() {
	cli.HelpPrinter = func(w io.Writer, templ string, data any) {
		var b strings.Builder
		cli.HelpPrinterCustom(&b, templ, data, map[string]any{
			"en":      func(s string) string { return s },
			"fr":      func(s string) string { t, _ := madeIn(msg.Fr, s); return t },
			"enflag":  func(f cli.Flag) string { return flagLine(f, msg.En) },
			"frflag":  func(f cli.Flag) string { return flagLine(f, msg.Fr) },
			"endesc":  func(s string) string { return s },
			"frdesc":  frenchDescription,
			"enusage": func(s string) string { return synopsisIn(msg.En, s) },
			"frusage": func(s string) string { return synopsisIn(msg.Fr, s) },
		})
		io.WriteString(w, strings.ReplaceAll(fitHelp(b.String()), glue, " "))
	}
}

// fitHelp wraps the lines of a help longer than helpWidth: a flag's or a
// command's under its own column (where its text starts, after the names
// and two spaces at least), any other under itself, three spaces in; but
// not the examples, commands to copy.
func fitHelp(help string) string {
	var out []string
	for _, line := range strings.Split(help, "\n") {
		// An example stays whole, so that it can be copied.
		if utf8.RuneCountInString(line) <= helpWidth || strings.HasPrefix(line, "      gametree ") || strings.HasPrefix(line, "      printf ") {
			out = append(out, line)
			continue
		}
		body := strings.TrimLeft(line, " ")
		indent := len(line) - len(body)
		col := indent + 3 // a line of its own: its next lines three spaces in
		lead := line[:indent]
		if i := strings.Index(body, "  "); i > 0 {
			text := strings.TrimLeft(body[i:], " ")
			if c := utf8.RuneCountInString(line[:len(line)-len(text)]); c < helpWidth/2 {
				col, lead, body = c, line[:len(line)-len(text)], text
			}
		}
		ws := lines.Wrap(body, helpWidth-col, "")
		out = append(out, lead+ws[0])
		for _, w := range ws[1:] {
			out = append(out, strings.Repeat(" ", col)+w)
		}
	}
	return strings.Join(out, "\n")
}

// localizeHelp gives app's help, and every command's, the templates of l.
func localizeHelp(app *cli.App, l msg.Lang) {
	app.CustomAppHelpTemplate = helpTemplate(appHelp, l)
	var set func([]*cli.Command)
	set = func(cs []*cli.Command) {
		for _, c := range cs {
			c.CustomHelpTemplate = helpTemplate(commandHelp, l)
			if len(c.Subcommands) > 0 {
				c.CustomHelpTemplate = helpTemplate(parentHelp, l)
			}
			set(c.Subcommands)
		}
	}
	set(app.Commands)
}

// helpTemplate writes a template in l: its headings, and its calls to the
// functions of l (T becomes en or fr, TFLAG enflag or frflag, TDESC endesc
// or frdesc).
func helpTemplate(t string, l msg.Lang) string {
	heads := []string{"NAME", "USAGE", "DESCRIPTION", "COMMANDS", "GLOBAL OPTIONS", "OPTIONS"}
	var pairs []string
	for _, h := range heads {
		in := h + ":"
		if l == msg.Fr {
			in = map[string]string{"NAME": "NOM", "USAGE": "USAGE", "DESCRIPTION": "DESCRIPTION", "COMMANDS": "COMMANDES",
				"GLOBAL OPTIONS": "OPTIONS GLOBALES", "OPTIONS": "OPTIONS"}[h] + " :"
		}
		pairs = append(pairs, "<"+h+">", in)
	}
	fn := l.String()
	pairs = append(pairs, "TFLAG", fn+"flag", "TDESC", fn+"desc", "TUSAGE", fn+"usage", "(T ", "("+fn+" ")
	return strings.NewReplacer(pairs...).Replace(t)
}

// appHelp is the app's help, as the library's AppHelpTemplate less what
// gametree does not use (version, authors).
const appHelp = `<NAME>
   {{.Name}} - {{(T .Usage)}}

<USAGE>
   {{wrap (TUSAGE .UsageText) 3}}

<COMMANDS>{{range .VisibleCommands}}
   {{join .Names ", "}}{{"\t"}}{{(T .Usage)}}{{end}}

<GLOBAL OPTIONS>{{range .VisibleFlags}}
   {{TFLAG .}}{{end}}
`

// flagsHelp lists a command's flags by group.
const flagsHelp = `{{range .VisibleFlagCategories}}
   {{if .Name}}{{(T .Name)}}

   {{end}}{{$n := len .Flags}}{{range $i, $f := .Flags}}{{if eq (subtract $n $i) 1}}{{TFLAG $f}}
{{else}}{{TFLAG $f}}
   {{end}}{{end}}{{end}}`

// commandHelp is a command's help, as the library's CommandHelpTemplate.
const commandHelp = `<NAME>
   {{.HelpName}} - {{(T .Usage)}}

<USAGE>
   {{wrap (TUSAGE .UsageText) 3}}{{if .Description}}

<DESCRIPTION>
   {{wrap (TDESC .Description) 3}}{{end}}{{if .VisibleFlagCategories}}

<OPTIONS>` + flagsHelp + `{{else if .VisibleFlags}}

<OPTIONS>{{range .VisibleFlags}}
   {{TFLAG .}}{{end}}{{end}}
`

// parentHelp is the help of a command with commands of its own (train),
// as the library's SubcommandHelpTemplate.
const parentHelp = `<NAME>
   {{.HelpName}} - {{(T .Usage)}}

<USAGE>
   {{wrap (TUSAGE .UsageText) 3}}{{if .Description}}

<DESCRIPTION>
   {{wrap (TDESC .Description) 3}}{{end}}

<COMMANDS>{{range .VisibleCommands}}
   {{join .Names ", "}}{{"\t"}}{{(T .Usage)}}{{end}}{{if .VisibleFlagCategories}}

<OPTIONS>` + flagsHelp + `{{else if .VisibleFlags}}

<OPTIONS>{{range .VisibleFlags}}
   {{TFLAG .}}{{end}}{{end}}
`

// flagLine writes f's line of the help in l: its names with the
// placeholder of its help, a tab, then its help and its default, as the
// library writes them (fitHelp wraps it).
func flagLine(f cli.Flag, l msg.Lang) string {
	d, ok := f.(cli.DocGenerationFlag)
	if !ok {
		return f.String()
	}
	placeholder, usage := unquote(usageIn(l, d.GetUsage()))
	if d.TakesValue() && placeholder == "" {
		placeholder = l.Word("value")
	}
	var names []string
	for _, n := range f.Names() {
		p := "--"
		if len(n) == 1 {
			p = "-"
		}
		if placeholder != "" {
			n += " " + placeholder
		}
		names = append(names, p+n)
	}
	def := ""
	if b, isBool := f.(*cli.BoolFlag); !isBool || !b.DisableDefaultText {
		if s := d.GetDefaultText(); s != "" {
			def = " " + l.T("(default: %s)", defaultText(s, l))
		}
	}
	return strings.Join(names, ", ") + "\t" + strings.TrimSpace(usage+def)
}

// defaultText writes a flag's default in l: the words of the catalog
// (false, "the terminal's"), values as they are ("othello", 3).
func defaultText(s string, l msg.Lang) string {
	if l == msg.Fr {
		switch s {
		case "false":
			return "non"
		case "true":
			return "oui"
		}
	}
	// A number as a French reader writes numbers, as the ranges of the
	// help do: 1 000, 0,9 (English keeps the flag's own, 1000 and 0.9).
	if n, err := strconv.ParseUint(s, 10, 64); err == nil && l == msg.Fr {
		return l.Count(n)
	}
	if _, err := strconv.ParseFloat(s, 64); err == nil && l == msg.Fr {
		return l.Decimal(s)
	}
	return l.Word(s)
}

// unquote returns the placeholder of a flag's help (the word in
// backquotes) and the help without its backquotes, as the library reads
// them.
func unquote(usage string) (string, string) {
	before, rest, ok := strings.Cut(usage, "`")
	if !ok {
		return "", usage
	}
	name, after, ok := strings.Cut(rest, "`")
	if !ok {
		return "", usage
	}
	return name, before + name + after
}

// usageIn writes a flag's help in l: as the catalog has it, or, for a
// help whose list of choices the catalog cannot know in advance (the
// games, once one is registered past those shipped), its usage and each
// choice's note from the catalog: "the `GAME`: ...: othello, tictactoe
// (tic-tac-toe) or countdown". ok is false when neither has its French.
func usageIn(l msg.Lang, s string) string {
	t, _ := usageOf(l, s)
	return t
}

// usageOf is usageIn, and whether the catalog had what it needed.
func usageOf(l msg.Lang, s string) (string, bool) {
	if t, ok := madeIn(l, s); l == msg.En || ok {
		return t, true
	}
	i := lastColonOutside(s)
	if i < 0 || !l.Has(s[:i]) {
		return s, false
	}
	items := listItems(s[i+2:])
	ok := true
	for k, it := range items {
		if name, note, found := strings.Cut(it, " ("); found {
			note = strings.TrimSuffix(note, ")")
			ok = ok && l.Has(note)
			items[k] = name + " (" + l.Word(note) + ")"
		}
	}
	joined := items[0]
	if n := len(items); n > 1 {
		joined = strings.Join(items[:n-1], ", ") + " " + l.Word("or") + " " + items[n-1]
	}
	return l.Word(s[:i]) + " : " + joined, ok
}

// lastColonOutside returns the index of the last ": " of s outside
// parentheses, where a usage's list of choices starts (a choice's note
// may hold ": " of its own: "mcts (Monte Carlo tree search: UCT)"); -1
// for none.
func lastColonOutside(s string) int {
	depth := 0
	for i := len(s) - 1; i > 0; i-- {
		switch s[i] {
		case ')':
			depth++
		case '(':
			depth--
		case ' ':
			if depth == 0 && s[i-1] == ':' {
				return i - 1
			}
		}
	}
	return -1
}

// listItems cuts a list as lines.Or writes it ("a, b (x, y) or c") into
// its items, at the commas and the "or" outside parentheses, so that an
// item's note may hold commas of its own.
func listItems(list string) []string {
	var items []string
	depth, from := 0, 0
	for i := 0; i < len(list); i++ {
		switch c := list[i]; {
		case c == '(':
			depth++
		case c == ')':
			depth--
		case depth == 0 && strings.HasPrefix(list[i:], ", "):
			items, from = append(items, list[from:i]), i+2
			i++
		case depth == 0 && strings.HasPrefix(list[i:], " or "):
			items, from = append(items, list[from:i]), i+4
			i += 3
		}
	}
	return append(items, list[from:])
}
