// Command gametree draws and explores Othello game trees: the explicit tree
// of states of a given depth from any position, annotated by minimax or
// alpha-beta, and the rules core it stands on (positions, legal moves,
// perft). See README.md.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/urfave/cli/v2"
	"golang.org/x/term"

	"gametree/explore"
	// The games gametree ships, each registered from its own package:
	// main plugs them in, and a program of its own may plug in others.
	_ "gametree/games"
	"gametree/internal/fault"
	"gametree/internal/msg"
	"gametree/internal/rescue"
	"gametree/render"
)

// Exit codes of gametree.
const (
	exitOK       = 0
	exitBadInput = 1   // the command line was understood but its input is wrong
	exitUsage    = 2   // the command line itself is wrong
	exitStopped  = 130 // interrupted (Ctrl-C): 128 + SIGINT
	exitInternal = 70  // gametree's own fault (EX_SOFTWARE): a bug to report
)

func main() {
	if os.Getenv(render.WorkerEnv) != "" {
		os.Exit(worker())
	}
	// Ctrl-C cancels the command's context: long work stops within a
	// fraction of a second, says what it finished, and writes no half file.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	e := newEnv()
	go func() {
		defer rescue.Ignore()
		// A command waiting on its input (play, step --interactive, gtp)
		// cannot hear the context: after a grace it is stopped here, its
		// temporary files removed.
		<-ctx.Done()
		time.Sleep(interruptGrace)
		e.temps.removeAll()
		fmt.Fprintln(os.Stderr, "gametree: "+e.lang.Word("interrupted"))
		os.Exit(exitStopped)
	}()
	os.Exit(run(ctx, os.Args, e))
}

// worker runs this process as a graphviz worker for gametree serve (see
// render.Worker): Ctrl-C in the terminal is the server's to handle, and
// the worker ends with its input or with the server.
func worker() int {
	signal.Ignore(os.Interrupt)
	if err := render.ServeWorker(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "gametree graphviz worker:", err)
		return 1
	}
	return 0
}

// interruptGrace is how long a command has to stop by itself after Ctrl-C
// (long work stops within a tenth of that).
const interruptGrace = time.Second

// run runs the app on args and returns the exit code; errors go to e.stderr
// as one line.
func run(ctx context.Context, args []string, e *env) int {
	// The language of an error found before the command runs (a flag it
	// cannot parse): --lang's, when it is there and known, else the
	// environment's. The command's own Before sets it again.
	flag := ""
	for i, a := range args {
		if v, ok := strings.CutPrefix(a, "--lang="); ok {
			flag = v
		} else if a == "--lang" && i+1 < len(args) {
			flag = args[i+1]
		}
	}
	e.langFlag = flag // a bad one is refused by the command's Before
	if l, err := langOf(flag, e); err == nil {
		e.lang = l
	}
	err := runCommand(ctx, e, args)
	if p, ok := rescue.As(err); ok {
		// A bug of gametree's, not the user's: one line, the trace
		// only when asked for.
		fmt.Fprintf(e.stderr, "gametree: %s\n", e.lang.T("internal error (%v); please report it with the command that led to it", p.Value))
		if os.Getenv("GAMETREE_DEBUG") != "" {
			e.stderr.Write(p.Stack)
		}
		return exitInternal
	}
	if err == nil {
		return exitOK
	}
	if errors.Is(err, context.Canceled) || ctx.Err() != nil {
		// A signal came (Ctrl-C, SIGTERM): whatever the work said as it
		// stopped ("the writing was stopped"), the exit says it was
		// interrupted, on every command.
		fmt.Fprintln(e.stderr, "gametree: "+e.lang.Word("interrupted"))
		return exitStopped
	}
	fmt.Fprintf(e.stderr, "gametree: %s\n", e.lang.Error(err))
	var u *explore.UsageError
	if errors.As(err, &u) {
		return exitUsage
	}
	return exitBadInput
}

// runCommand runs the app on args, a panic of the command its error (a
// rescue.Panic).
func runCommand(ctx context.Context, e *env, args []string) (err error) {
	defer rescue.Catch(&err)
	return newApp(e).RunContext(ctx, rewriteArgs(args))
}

// rewriteArgs spells the flag values the flag library cannot parse in
// its own terms: --boards=coords (a boolean flag with a value) is --boards
// --coords.
func rewriteArgs(args []string) []string {
	out := make([]string, 0, len(args)+1)
	for _, a := range args {
		if strings.EqualFold(a, "--boards=coords") || strings.EqualFold(a, "-boards=coords") {
			out = append(out, "--boards", "--coords")
			continue
		}
		out = append(out, a)
	}
	return out
}

// env is what the commands may touch of the outside world; tests build
// their own.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// getenv reads an environment variable.
	getenv func(string) (string, bool)
	// terminal reports whether stdout is a terminal (for colour);
	// errTerminal, stderr (for progress); inTerminal, stdin (for the
	// interactive step mode).
	terminal, errTerminal, inTerminal bool
	// size returns the terminal's columns and rows, when stdout is one.
	size func() (cols, rows int, ok bool)
	// temps are the temporary files being written.
	temps *tempFiles
	// lang is the language of the command being run (--lang or the
	// environment's), for its error.
	lang msg.Lang
	// langFlag is --lang's value wherever it was given (gametree --lang
	// fr tree, gametree tree --lang fr), before any command runs.
	langFlag string
}

// newEnv returns the environment of the process.
func newEnv() *env {
	return &env{
		stdin:       os.Stdin,
		stdout:      os.Stdout,
		stderr:      os.Stderr,
		getenv:      os.LookupEnv,
		terminal:    isTerminal(os.Stdout),
		errTerminal: isTerminal(os.Stderr),
		inTerminal:  isTerminal(os.Stdin),
		temps:       &tempFiles{},
		size: func() (int, int, bool) {
			w, h, err := term.GetSize(int(os.Stdout.Fd()))
			return w, h, err == nil && w > 0 && h > 0
		},
	}
}

// isTerminal reports whether f is a terminal (not merely a character
// device such as /dev/null).
func isTerminal(f *os.File) bool { return term.IsTerminal(int(f.Fd())) }

// color reports whether output may be coloured: on a terminal, and never
// when NO_COLOR is set.
func (e *env) color() bool {
	if _, set := e.getenv("NO_COLOR"); set {
		return false
	}
	return e.terminal
}

// usagef returns a command line that cannot be understood (an unknown
// command or flag, a flag without its value, flags that exclude each
// other): an explore.UsageError, as the application layer's, so that one
// rule gives the exit code.
func usagef(format string, args ...any) error { return explore.Usagef(format, args...) }

// message turns an error into the one line gametree prints: the reason
// without the library's package, since "gametree: " leads the line, and
// on one line.
func message(err error) string { return fault.Message(err) }

// newApp builds the command line application on e.
func newApp(e *env) *cli.App {
	app := &cli.App{
		Name:      "gametree",
		Usage:     made(appUsage),
		UsageText: "gametree COMMAND [flags]   (gametree COMMAND --help for each command)",
		Reader:    e.stdin,
		Writer:    e.stdout,
		ErrWriter: e.stderr,
		// Errors are printed once by run, never by the library, and the
		// library never exits the process.
		ExitErrHandler:  func(*cli.Context, error) {},
		OnUsageError:    onUsageError,
		HideHelpCommand: true,
		// gametree --lang fr --help: run reads it before the app runs.
		Flags: []cli.Flag{flagOf(explore.LangParam())},
		Action: func(c *cli.Context) error {
			if c.Args().Present() {
				return usagef("unknown command %q; commands: %s", c.Args().First(), commandNames(c.App))
			}
			return cli.ShowAppHelp(c)
		},
		Commands: commands(e),
	}
	localizeHelp(app, e.lang)
	return app
}

// commands returns every command of the app, wired the same way.
func commands(e *env) []*cli.Command {
	cmds := []*cli.Command{
		treeCommand(e),
		stepCommand(e),
		quizCommand(e),
		solveCommand(e),
		trainCommand(e),
		compareCommand(e),
		playCommand(e),
		matchCommand(e),
		gtpCommand(e),
		showCommand(e),
		perftCommand(e),
		horizonCommand(e),
		serveCommand(e),
	}
	var set func([]*cli.Command)
	set = func(cs []*cli.Command) {
		for _, c := range cs {
			c.OnUsageError = onUsageError
			c.HideHelpCommand = true
			// Every command speaks the language of --lang, or the
			// environment's.
			c.Flags = append(c.Flags, flagOf(explore.LangParam()))
			c.Before = func(cc *cli.Context) error {
				flag := cc.String("lang")
				if flag == "" {
					flag = e.langFlag
				}
				l, err := langOf(flag, e)
				if err != nil {
					return err
				}
				cc.Context, e.lang = msg.With(cc.Context, l), l
				return nil
			}
			if len(c.Subcommands) > 0 && c.Action == nil {
				// A command of commands (train): a name it does not know
				// is a usage error, not the flag library's "No help
				// topic".
				c.Action = func(cc *cli.Context) error {
					if cc.Args().Present() {
						return usagef("%s: unknown command %q; commands: %s (see gametree %s --help)", cc.Command.Name, cc.Args().First(), subcommandNames(cc.Command), cc.Command.Name)
					}
					return cli.ShowSubcommandHelp(cc)
				}
			}
			set(c.Subcommands) // train games and train fit too
		}
	}
	set(cmds)
	return cmds
}

// langOf returns the language of --lang, or the environment's when it is
// not given.
func langOf(flag string, e *env) (msg.Lang, error) {
	if flag != "" {
		l, err := msg.Parse(flag)
		if err != nil {
			return msg.En, usagef("--lang %q: want en or fr", flag)
		}
		return l, nil
	}
	return msg.FromEnv(func(k string) string { v, _ := e.getenv(k); return v }), nil
}

// onUsageError turns a flag parsing error into a usage error (explore.UsageError), in the
// spelling of gametree's flags ("--depth", not "-depth").
func onUsageError(c *cli.Context, err error, _ bool) error {
	text := err.Error()
	var reason msg.Phrase
	if name, ok := strings.CutPrefix(text, "flag provided but not defined: "); ok {
		reason = msg.P("unknown flag --%s", strings.TrimLeft(name, "-"))
	} else if name, ok := strings.CutPrefix(text, "flag needs an argument: "); ok {
		reason = msg.P("--%s needs a value", strings.TrimLeft(name, "-"))
	} else if m := badValue.FindStringSubmatch(text); m != nil {
		reason = msg.P("--%s %q: want %s", m[3], m[2], wantOf(c, m[3], m[1] != ""))
	} else if v, f, ok := strings.Cut(text, " for flag -"); ok {
		reason = msg.P("%s", v+" for flag --"+f)
	} else {
		reason = msg.P("%s", text)
	}
	if name := commandPath(c); name != "" {
		return usagef("%s: %v (see gametree %s --help)", name, reason, name)
	}
	return usagef("%v (see gametree --help)", reason)
}

// commandPath names c's command with its parents: "train games".
func commandPath(c *cli.Context) string {
	var names []string
	for _, l := range c.Lineage() {
		if l.Command != nil && l.Command.Name != "" && l.Command.Name != c.App.Name && (len(names) == 0 || names[0] != l.Command.Name) {
			names = append([]string{l.Command.Name}, names...)
		}
	}
	return strings.Join(names, " ")
}

// badValue matches the flag library's message for a value it cannot
// parse: `invalid boolean value "x" for -boards: parse error`, `invalid
// value "x" for flag -depth: parse error`.
var badValue = regexp.MustCompile(`^invalid (boolean )?value "(.*)" for (?:flag )?-+([\w-]+): (.*)$`)

// wantOf says what the flag name of c's command takes.
func wantOf(c *cli.Context, name string, boolean bool) msg.Phrase {
	if boolean {
		return msg.P("true or false")
	}
	if c.Command != nil {
		for _, f := range c.Command.Flags {
			if !slices.Contains(f.Names(), name) {
				continue
			}
			switch f.(type) {
			case *cli.IntFlag, *cli.Int64Flag:
				return msg.P("a whole number")
			case *cli.UintFlag, *cli.Uint64Flag:
				return msg.P("a whole number from 0")
			case *cli.DurationFlag:
				return msg.P("a duration such as 30s or 500ms")
			case *cli.Float64Flag:
				return msg.P("a number")
			}
		}
	}
	return msg.P("a valid value")
}

// commandNames lists the commands of app.
func commandNames(app *cli.App) string {
	var names []string
	for _, c := range app.Commands {
		if !c.Hidden {
			names = append(names, c.Name)
		}
	}
	return strings.Join(names, ", ")
}

// subcommandNames lists the commands of c.
func subcommandNames(c *cli.Command) string {
	var names []string
	for _, s := range c.Subcommands {
		names = append(names, s.Name)
	}
	return strings.Join(names, ", ")
}

// noArgs refuses positional arguments, which no command takes.
func noArgs(c *cli.Context) error {
	if c.Args().Present() {
		return usagef("%s: unexpected argument %q; this command takes flags only (see gametree %s --help)", c.Command.Name, c.Args().First(), c.Command.Name)
	}
	return nil
}
