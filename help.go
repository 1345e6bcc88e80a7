package main

import (
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/internal/msg"
)

// The help in French: the flag library writes its help through text
// templates, so French help is French templates whose every text (the
// app's and each command's usage, description and syntax, each flag's
// help, default and group) goes through the catalog, as the rest of
// gametree's sentences do. English help is the library's own.

func init() {
	// The templates below call fr and frflag; the library's own templates
	// call neither, and print as they always did.
	cli.HelpPrinter = func(w io.Writer, templ string, data any) {
		cli.HelpPrinterCustom(w, templ, data, map[string]any{
			"fr":     msg.Fr.Word,
			"frflag": frenchFlag,
			"frdesc": frenchDescription,
		})
	}
}

// localizeHelp makes app's help, and every command's, speak l.
func localizeHelp(app *cli.App, l msg.Lang) {
	if l != msg.Fr {
		return
	}
	app.CustomAppHelpTemplate = frenchAppHelp
	var set func([]*cli.Command)
	set = func(cs []*cli.Command) {
		for _, c := range cs {
			c.CustomHelpTemplate = frenchCommandHelp
			if len(c.Subcommands) > 0 {
				c.CustomHelpTemplate = frenchParentHelp
			}
			set(c.Subcommands)
		}
	}
	set(app.Commands)
}

// frenchAppHelp is the French of the library's AppHelpTemplate, as
// gametree uses it (no version, authors or global flags but --help).
const frenchAppHelp = `NOM :
   {{.Name}} - {{fr .Usage}}

USAGE :
   {{wrap (fr .UsageText) 3}}

COMMANDES :{{range .VisibleCommands}}
   {{join .Names ", "}}{{"\t"}}{{fr .Usage}}{{end}}

OPTIONS GLOBALES :{{range .VisibleFlags}}
   {{frflag .}}{{end}}
`

// frenchFlags is the French of the library's flags by group.
const frenchFlags = `{{range .VisibleFlagCategories}}
   {{if .Name}}{{fr .Name}}

   {{end}}{{$n := len .Flags}}{{range $i, $f := .Flags}}{{if eq (subtract $n $i) 1}}{{frflag $f}}
{{else}}{{frflag $f}}
   {{end}}{{end}}{{end}}`

// frenchCommandHelp is the French of the library's CommandHelpTemplate.
const frenchCommandHelp = `NOM :
   {{.HelpName}} - {{fr .Usage}}

USAGE :
   {{wrap (fr .UsageText) 3}}{{if .Description}}

DESCRIPTION :
   {{wrap (frdesc .Description) 3}}{{end}}{{if .VisibleFlagCategories}}

OPTIONS :` + frenchFlags + `{{end}}
`

// frenchParentHelp is the French of the library's
// SubcommandHelpTemplate: a command with commands of its own (train).
const frenchParentHelp = `NOM :
   {{.HelpName}} - {{fr .Usage}}

USAGE :
   {{wrap (fr .UsageText) 3}}{{if .Description}}

DESCRIPTION :
   {{wrap (frdesc .Description) 3}}{{end}}

COMMANDES :{{range .VisibleCommands}}
   {{join .Names ", "}}{{"\t"}}{{fr .Usage}}{{end}}{{if .VisibleFlagCategories}}

OPTIONS :` + frenchFlags + `{{else if .VisibleFlags}}

OPTIONS :{{range .VisibleFlags}}
   {{frflag .}}{{end}}{{end}}
`

// frenchFlag writes f's line of the help in French: its names with the
// placeholder of its French help, a tab, its help and its default, as
// the library writes an English one.
func frenchFlag(f cli.Flag) string {
	d, ok := f.(cli.DocGenerationFlag)
	if !ok {
		return f.String()
	}
	placeholder, usage := unquote(msg.Fr.Word(d.GetUsage()))
	if d.TakesValue() && placeholder == "" {
		placeholder = "valeur"
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
			def = " (par défaut : " + frenchDefault(s) + ")"
		}
	}
	return strings.Join(names, ", ") + "\t" + strings.TrimSpace(usage+def)
}

// frenchDefault writes a flag's default in French: the words of the
// catalog (false, "the terminal's"), values as they are ("othello", 3).
func frenchDefault(s string) string {
	switch s {
	case "false":
		return "non"
	case "true":
		return "oui"
	}
	return msg.Fr.Word(s)
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
