package explore

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"gametree/cfr"
	"gametree/game"
	"gametree/internal/lines"
	"gametree/internal/msg"
	"gametree/mcts"
	"gametree/play"
	"gametree/quiz"
	"gametree/render"
	"gametree/search"
)

// Every parameter of every job is declared once, here: its name (the CLI's
// flag, the API's field), kind, default, help and group. The command line
// makes its flags from these lists and the web server checks its requests
// against them, so the two faces never disagree on a name or a default.

// Kind is the type of a parameter's value.
type Kind int8

// The kinds of parameter.
const (
	// String is any text.
	String Kind = iota
	// Int is a whole number.
	Int
	// Int64 is a whole number of 64 bits (a seed).
	Int64
	// Uint64 is a whole number from 0, of 64 bits.
	Uint64
	// Float is a number.
	Float
	// Bool is true or false; given without a value it is true.
	Bool
	// Duration is a time such as 30s or 500ms.
	Duration
)

// Param is a parameter a request reads.
type Param struct {
	// Name is the CLI's flag without its dashes ("max-nodes"), and the
	// API's field.
	Name string
	// Default is the value when the parameter is not given, written as
	// the flag's default is ("3", "1s", "false").
	Default string
	// Kind is the type of the value.
	Kind Kind
	// Usage is the help, with the value's placeholder in backquotes
	// ("the depth of the tree, `N`"); Help adds the range or the choices.
	Usage string
	// Category groups the flags in the help ("Position", "Search").
	Category string
	// Aliases are other names of the flag ("o" for output).
	Aliases []string
	// DefaultText replaces the default in the help ("none").
	DefaultText string
	// File is set on a parameter that names a file to read: what to give a
	// server instead ("board or moves"), which reads no files.
	File string
	// Local marks a parameter of the command line alone: where it writes,
	// how it prints; a server does not take it.
	Local bool
	// Made, when set, writes the help in a language from the registries
	// (a figure a game), in place of Help's fixed text.
	Made func(msg.Lang) string
	// Drawing marks a parameter of the drawing alone (its layout, labels,
	// paper, boards): the search is the same whatever its value, which a
	// server keeping searches knows by SearchedAlike.
	Drawing bool
	// Range bounds a whole number; nil for none.
	Range *Range
	// Choices are the values a text parameter takes, each a name with an
	// optional note ("tb (top to bottom)"); nil for any text.
	Choices []string
}

// Range bounds a whole-number parameter: from Min to Max, both included,
// and in steps of Step from Min when Step is over 1 (2: even numbers).
type Range struct {
	Min, Max, Step int64
	// Unit names what is counted, after the numbers ("plies").
	Unit string
	// Why explains the bound to whoever goes past it ("a quiz takes at
	// most 200 nodes").
	Why string
}

// NoMax is the Max of a range with no upper bound.
const NoMax = math.MaxInt64

// Want says what the range takes: "1 to 12 plies", "at least 1", "an even
// size from 4 to 16".
func (g Range) Want() string { return g.WantPhrase().String() }

// WantPhrase is Want as a msg.Phrase, which an error writes in the
// reader's language.
func (g Range) WantPhrase() msg.Phrase {
	unit := msg.P(g.Unit)
	switch {
	case g.Max == NoMax && g.Unit == "":
		return msg.P("at least %d", g.Min)
	case g.Max == NoMax:
		return msg.P("at least %d %s", g.Min, unit)
	case g.Step == 2:
		if g.Unit == "" {
			unit = msg.P("number")
		}
		return msg.P("an even %s from %d to %d", unit, g.Min, g.Max)
	case g.Unit == "":
		return msg.P("%d to %d", g.Min, g.Max)
	}
	return msg.P("%d to %d %s", g.Min, g.Max, unit)
}

// Contains reports whether n is in the range.
func (g Range) Contains(n int64) bool {
	return n >= g.Min && n <= g.Max && (g.Step <= 1 || (n-g.Min)%g.Step == 0)
}

// choiceName is the name of a choice: its first word.
func choiceName(c string) string {
	if i := strings.IndexByte(c, ' '); i >= 0 {
		return c[:i]
	}
	return c
}

// ChoiceNames returns the names of p's choices, without their notes.
func (p Param) ChoiceNames() []string {
	names := make([]string, len(p.Choices))
	for i, c := range p.Choices {
		names[i] = choiceName(c)
	}
	return names
}

// Want says what p takes, for messages: its range or the names of its
// choices ("minimax or alphabeta"); "" for any value of its kind.
func (p Param) Want() string { return p.WantPhrase().String() }

// WantPhrase is Want as a msg.Phrase: "1 to 60 plies", "minimax or
// alphabeta".
func (p Param) WantPhrase() msg.Phrase {
	switch {
	case p.Range != nil:
		return p.Range.WantPhrase()
	case len(p.Choices) > 0:
		names := p.ChoiceNames()
		if len(names) == 1 {
			return msg.P("%s", names[0])
		}
		return msg.P("%s or %s", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
	}
	return msg.P("%s", "")
}

// Help is p's help: its usage and what it takes, from the declaration
// ("the depth of the Othello tree, `N` (1 to 60 plies)").
func (p Param) Help() string {
	switch {
	case p.Range != nil:
		return p.Usage + " (" + p.Range.Want() + ")"
	case len(p.Choices) > 0:
		return p.Usage + ": " + lines.Or(p.Choices)
	}
	return p.Usage
}

// str declares a text parameter.
func str(name, def, category, usage string) Param {
	return Param{Name: name, Default: def, Kind: String, Usage: usage, Category: category}
}

// num declares a whole-number parameter.
func num(name string, def int, category, usage string) Param {
	return Param{Name: name, Default: strconv.Itoa(def), Kind: Int, Usage: usage, Category: category}
}

// flag declares a boolean parameter, false by default.
func flag(name, category, usage string) Param {
	return Param{Name: name, Default: "false", Kind: Bool, Usage: usage, Category: category}
}

// dur declares a duration parameter.
func dur(name string, def time.Duration, category, usage string) Param {
	return Param{Name: name, Default: shortDuration(def), Kind: Duration, Usage: usage, Category: category}
}

// shortDuration writes d as a person would: "10m", "1h30m", "30s", not
// "10m0s".
func shortDuration(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}

// local marks p as the command line's own.
func (p Param) local() Param { p.Local = true; return p }

// madeBy makes p's help in each language with f (Param.Made).
func (p Param) madeBy(f func(msg.Lang) string) Param { p.Made = f; return p }

// cfrIterationsHelp is the help of solve's --iterations in l: for each
// game of hidden information, the iterations a run takes by default and
// at most (a run's iterations times its game's nodes are bounded: Kuhn
// poker 10,000 and 1,000,000, Leduc hold'em 1,000 and 5,000).
func cfrIterationsHelp(l msg.Lang) string {
	var per []string
	for _, e := range game.Entries() {
		if e.Hidden && e.Nodes > 0 {
			def, most := cfr.Iterations(e.Nodes)
			per = append(per, l.T("%s %s by default, at most %s", l.Word(e.Title), l.Count(uint64(def)), l.Count(uint64(most))))
		}
	}
	return l.T("its `N` iterations (%s)", strings.Join(per, l.Word("; ")))
}

// stepIterationsHelp is the help of step's --iterations in l: MCTS's
// range, and for each game of hidden information the iterations its
// step-through of CFR prints by default and at most (fewer on a larger
// game: Kuhn poker 100, Leduc hold'em 12), from the information sets the
// game declares (game.Entry.InfoSets), no tree built.
func stepIterationsHelp(l msg.Lang) string {
	var per []string
	for _, e := range game.Entries() {
		if e.Hidden && e.InfoSets > 0 {
			per = append(per, l.T("%s %s by default, at most %s", l.Word(e.Title), l.Count(uint64(DefaultCFRSteps)), l.Count(uint64(cfrSteps(e.InfoSets)))))
		}
	}
	return l.T("the `N` iterations of --algo mcts (%s), or of cfr and cfr+ on a game of hidden information (%s)", l.T("%d to %d %s", 1, MaxStepIterations, l.Word("iterations")), strings.Join(per, l.Word("; ")))
}

// drawing marks p as a parameter of the drawing alone.
func (p Param) drawing() Param { p.Drawing = true; return p }

// file marks p as naming a file to read; instead is what a server takes.
func (p Param) file(instead string) Param { p.File = instead; return p }

// alias gives p other names.
func (p Param) alias(names ...string) Param { p.Aliases = names; return p }

// kind gives p another kind.
func (p Param) kind(k Kind) Param { p.Kind = k; return p }

// within bounds p from lo to hi (NoMax for none), counting unit.
func (p Param) within(lo, hi int64, unit string) Param {
	p.Range = &Range{Min: lo, Max: hi, Unit: unit}
	return p
}

// because explains p's range to whoever goes past it.
func (p Param) because(why string) Param {
	g := *p.Range
	g.Why = why
	p.Range = &g
	return p
}

// even bounds p to the even numbers from lo to hi, counting unit.
func (p Param) even(lo, hi int64, unit string) Param {
	p.Range = &Range{Min: lo, Max: hi, Step: 2, Unit: unit}
	return p
}

// oneOf gives the values p takes, each a name and an optional note.
func (p Param) oneOf(choices ...string) Param { p.Choices = choices; return p }

// defaultText gives the default as the help writes it.
func (p Param) defaultText(s string) Param { p.DefaultText = s; return p }

// join joins lists of parameters.
func join(lists ...[]Param) []Param {
	var all []Param
	for _, l := range lists {
		all = append(all, l...)
	}
	return all
}

// output is the -o parameter, written to FILE as usage says.
func output(category, usage string) Param {
	return str("output", "", category, usage).alias("o").local()
}

// PositionParams are the parameters every request reads a position from:
// size, moves (a transcript played from the start, or from board or
// position), board (a board string) and position (a file holding a board
// string, a text diagram or a transcript).
func PositionParams() []Param {
	return join([]Param{sizeParam()}, sizeFlagParams(), []Param{
		str("moves", "", "Position", "play the `TRANSCRIPT` (f5d6c3...) from the start, or from --board/--position"),
		boardParam(),
		str("position", "", "Position", "read the start position from `FILE` (- for stdin): a board string, a text diagram or a transcript").file("board or moves"),
	})
}

// sizeFlagParams are the flags that give a game's size besides --size,
// each declared by its game in the registry (game.Entry.SizeFlag: Pig's
// --goal).
func sizeFlagParams() []Param {
	var out []Param
	for _, e := range game.Entries() {
		if e.SizeFlag != "" {
			out = append(out, num(e.SizeFlag, 0, "Position", e.SizeUsage).within(int64(e.SizeMin), int64(e.SizeMax), e.SizeUnit).defaultText(e.DefaultSize))
		}
	}
	return out
}

// sizeFlags are the names of sizeFlagParams.
func sizeFlags() []string {
	var out []string
	for _, p := range sizeFlagParams() {
		out = append(out, p.Name)
	}
	return out
}

// LangParam is the language of the sentences, which every command and
// the API take: en or fr; empty (the default) is the face's own choice
// (the environment's for the command line, the browser's for the
// server).
func LangParam() Param {
	return str("lang", "", "", "write the sentences in `LANGUAGE`: en or fr").defaultText("the environment's: LC_ALL, LC_MESSAGES or LANG")
}

// GameChoice is a game as a menu offers it: its name for --game and the
// API, its title, the players it takes (play.PlayerKinds) and the names
// of its evaluations where it has several.
type GameChoice struct {
	Name    string   `json:"name"`
	Title   string   `json:"title"`
	Players []string `json:"players"`
	// Play is the title of its play page, English, a key of the
	// catalog the page's words hold (GameWords).
	Play string `json:"play"`
	// Specs says which players the game takes, as the help and the
	// errors write them ("human, random, greedy, minimax:DEPTH, ...").
	Specs string   `json:"specs"`
	Evals []string `json:"evals"`
	// Sizes are the sizes a menu offers and DefaultSize the default, for
	// a game whose size --size gives; empty otherwise.
	Sizes       []string `json:"sizes"`
	DefaultSize string   `json:"default_size"`
	// BoardSize tells a game whose size is its board string (Nim's
	// heaps), DefaultBoard that board.
	BoardSize    bool   `json:"board_size"`
	DefaultBoard string `json:"default_board,omitempty"`
	// MovesHint is a line of moves from the start as the game writes a
	// transcript, BoardHint how it writes a board string (words of the
	// catalog): the forms' placeholders.
	MovesHint string `json:"moves_hint"`
	BoardHint string `json:"board_hint"`
	// Sides name the first and the second player as the reports do
	// ("Black", "X"); Marks are the discs of a game whose sides are
	// colours ("●", "○"), empty otherwise.
	Sides [2]string `json:"sides"`
	Marks [2]string `json:"marks"`
	// Chance tells a game with chance in it (Pig's die): its trees are
	// searched by expectimax, Star1 or Star2 alone.
	Chance bool `json:"chance"`
	// Terms tells a game whose evaluation lists its terms (game.Termed:
	// /api/eval), which a leaf's panel shows.
	Terms bool `json:"terms"`
	// Several is the number of players of a game of more than two (Nim
	// for three), 0 for two: the pages that play and ask games of two
	// (play, quiz) leave it out of their menus.
	Several int `json:"several,omitempty"`
	// Hidden tells a game of hidden information (Kuhn poker): the pages
	// whose searches see every card leave it out; the play page deals
	// its hands by a sealed seed; gametree solve finds its equilibrium.
	Hidden bool `json:"hidden,omitempty"`
	// MovesLegend says what the game's moves stand for, where it says it
	// (game.MoveNamer: Kuhn poker's "p: pass, check or fold; b: bet or
	// call"), a word of the catalog.
	MovesLegend string `json:"moves_legend,omitempty"`
}

// Games lists the registered games, the default first, as the pages'
// menus offer them.
func Games() []GameChoice {
	var out []GameChoice
	for _, e := range game.Entries() {
		c := GameChoice{Name: e.Name, Title: e.Title, Play: e.Play, Evals: []string{}, Sizes: []string{}, Several: e.Players, Hidden: e.Hidden}
		if c.Play == "" {
			c.Play = "Play " + e.Title
		}
		if !e.BoardSize {
			c.Sizes, c.DefaultSize = append(c.Sizes, e.Sizes...), e.DefaultSize
		} else {
			c.BoardSize, c.DefaultBoard = true, e.DefaultSize
		}
		if g, err := e.New(""); err == nil {
			c.Players, c.Specs = play.PlayerKinds(g), play.PlayerSpecs(g).String()
			c.MovesHint, c.BoardHint = game.ExampleLine(g, 3), game.BoardNotation(g)
			c.Sides = [2]string{game.PlayerName(g, game.X), game.PlayerName(g, game.O)}
			c.Chance = game.HasChance(g)
			if mn, ok := g.(game.MoveNamer); ok {
				c.MovesLegend = mn.MoveNames()
			}
			_, c.Terms = g.Start().(game.Termed)
			if game.ColourNamed(g) {
				c.Marks = [2]string{"●", "○"}
			}
			if ev, ok := g.Start().(game.Evaluations); ok {
				c.Evals = ev.EvalNames()
			}
		}
		out = append(out, c)
	}
	return out
}

// GameWords are the words of the registered games that the pages'
// scripts write themselves (their play page's title, their sides, their
// board's notation), keys of the catalog: each page is sent them with
// its own words, so that a game registered brings its words along.
func GameWords() []string {
	var out []string
	for _, c := range Games() {
		for _, w := range []string{c.Title, c.Play, c.BoardHint, c.Sides[0], c.Sides[1], c.MovesLegend} {
			if w != "" && !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// defaultEntry is the registry's entry of the default game: the first.
func defaultEntry() game.Entry { return game.Entries()[0] }

// evalNames lists the evaluations of every game that names them
// (game.Evaluations), each once, in the registry's order.
func evalNames() []string {
	var out []string
	for _, e := range game.Entries() {
		g, err := e.New("")
		if err != nil {
			continue
		}
		if ev, ok := g.Start().(game.Evaluations); ok {
			for _, n := range ev.EvalNames() {
				if !slices.Contains(out, n) {
					out = append(out, n)
				}
			}
		}
	}
	return out
}

// gameParam is the parameter that chooses the game: Othello (the
// default), or one of the games of package game.
func gameParam() Param {
	var choices []string
	for _, e := range game.Entries() {
		c := e.Name
		if strings.ToLower(e.Title) != e.Name {
			c += " (" + e.Title + ")"
		}
		choices = append(choices, c)
	}
	return str("game", defaultEntry().Name, "Position", "the `GAME`: its moves, board string and evaluation").oneOf(choices...)
}

// sizeParam is the board's size, its help written from the registry:
// each game that takes a size, with what a size is for it ("board size
// `N`, as the game takes it: othello (an even size from 4 to 16) or
// connect4 (WxH, ...)"), in the form the help translates item by item.
func sizeParam() Param {
	var sizes []string
	for _, e := range game.Entries() {
		if e.Size != "" && !e.BoardSize {
			sizes = append(sizes, e.Name+" ("+e.Size+")")
		}
	}
	return str("size", defaultEntry().DefaultSize, "Position", "board size `N`, as the game takes it: "+lines.Or(sizes))
}

// boardParam is the board parameter, its help built from the registry:
// "start from the board STRING, as the game writes it: othello (n x n
// squares from a1 (X O -), then the side to move), ...".
func boardParam() Param {
	var forms []string
	for _, e := range game.Entries() {
		g, err := e.New("")
		if err == nil {
			forms = append(forms, e.Name+" ("+game.BoardNotation(g)+")")
		}
	}
	return str("board", "", "Position", "start from the board `STRING`, as the game writes it: "+lines.Or(forms))
}

// TextbookParams are the parameters of a textbook tree: leaves (nested
// lists of leaf values), leaves-file (the same from a file) and root (max
// or min).
func TextbookParams() []Param {
	return []Param{
		str("leaves", "", "Textbook tree", "a textbook `TREE` of leaf values, such as \"((3 12 8) (2 4 6) (14 5 2))\""),
		str("leaves-file", "", "Textbook tree", "read the textbook tree from `FILE` (- for stdin)").file("leaves"),
		str("root", "max", "Textbook tree", "the `PLAYER` at the root of a textbook tree").oneOf("max", "min"),
	}
}

// EvalParams are the parameters that choose the evaluation: eval (a name)
// or weights (a file of square weights).
func EvalParams() []Param {
	return []Param{
		evalParam("discs"),
		str("weights", "", "Search", "evaluate with your own n x n table of square weights from `FILE`, or with pattern weights written by train fit (8x8)").file("eval"),
	}
}

// MaxTrainGames bounds train games: a hundred times the games the
// committed weights were fitted on.
const MaxTrainGames = 10_000_000

// MaxThreads is the most threads a job may run on.
const MaxThreads = 256

// evalParam is the eval parameter, def by default.
func evalParam(def string) Param {
	return str("eval", def, "Search", "the evaluation `NAME`").oneOf(evalNames()...)
}

// formatParam is the format parameter of a job that writes formats, with
// notes on some of them ("tex": "a LaTeX document").
func formatParam(def, usage string, formats render.Formats, notes map[string]string) Param {
	choices := formats.Names()
	for i, c := range choices {
		if n, ok := notes[c]; ok {
			choices[i] += " (" + n + ")"
		}
	}
	return str("format", def, "Output", usage).oneOf(choices...)
}

// maxMemoryParam is the memory budget of a request.
func maxMemoryParam() Param {
	return str("max-memory", DefaultMaxMemory.String(), "Search", "refuse work that may take more memory than `SIZE` (512MiB, 4GiB)")
}

// searchParams are the parameters of the searches offered on face f
// (tree and step): --algo's choices from their declarations, and the
// parameters of Monte Carlo tree search where one is offered.
func searchParams(depth, maxNodes int, f search.Face) []Param {
	algo := algoParam(f)
	more := []Param{str("bounds", "", "Search", "with star1 and star2, the least and the greatest value of a leaf, `L,U`").defaultText("the tree's smallest and largest leaf"),
		str("bound", "", "Search", "with shallow, the most a leaf's utilities sum to, `S`").defaultText("the largest sum of the tree's leaves"),
		num("quiescence", 0, "Search", "search on past --depth, at most `N` plies, over the noisy moves (or standing pat) where a position is not quiet (Othello: a corner open; Connect Four: a four to complete or block)").within(0, MaxQuiescence, "plies").defaultText("0, none")}
	more = append(more, forwardParams()...)
	// Monte Carlo tree search's own parameters, where a search offered
	// takes them.
	if len(search.Where(search.On(f), func(d *search.Decl) bool { return d.TakesParam("exploration") })) > 0 {
		more = append(more, mctsParams(f)...)
	}
	return join([]Param{
		num("depth", depth, "Search", "the depth of the tree, `N`").within(1, MaxTreeDepth, "plies"),
		algo,
		flag("fail-hard", "Search", "alpha-beta clamps a value into its window (the other convention; the default is fail-soft, as AIMA)"),
		flag("fail-soft", "Search", "alpha-beta returns the best value it found, with the bound it proves (the default, as AIMA)"),
		str("order", "natural", "Search", "children `ORDER`").oneOf("natural (a1, b1, ...)", "static (corner > edge > centre > C > X)", "eval (the evaluation's best first)", "perfect (the best child first, as the search finds it)"),
		num("max-nodes", maxNodes, "Search", "refuse trees of more than `N` nodes").within(1, NoMax, ""),
		maxMemoryParam(),
	}, more, EvalParams())
}

// mctsParams are the parameters of Monte Carlo tree search (--algo mcts)
// on face f: a step-through takes fewer iterations (MaxStepIterations;
// CFR's, MaxCFRSteps, DefaultCFRSteps by default, TestStepIterationsHelp).
func mctsParams(f search.Face) []Param {
	iterations := num("iterations", DefaultIterations, "MCTS", "the `N` iterations of --algo mcts").within(1, mcts.MaxIterations, "iterations")
	if f == search.Step {
		iterations = num("iterations", DefaultIterations, "MCTS", "the `N` iterations of --algo mcts, or of cfr and cfr+ on a game of hidden information (at most 100 there, fewer on a larger game; 3 by default)").within(1, MaxStepIterations, "iterations").
			because("a step-through of MCTS takes at most 1000 iterations, each several steps: draw more with gametree tree").madeBy(stepIterationsHelp)
	}
	return []Param{
		iterations,
		str("exploration", "1.414", "MCTS", "UCT's exploration constant `C`: 0 never explores").kind(Float).defaultText("sqrt(2) = 1.414"),
		num("seed", 1, "MCTS", "the `SEED` of the random choices: the same seed, the same search").kind(Uint64),
		flag("solver", "MCTS", "prove wins, losses and draws where the tree reaches the end (MCTS-Solver)"),
		str("playout", "random", "MCTS", "the `PLAYOUTS`").oneOf("random (every move drawn at random)", "eval (the move the game's evaluation finds best, one time in ten at random)"),
		num("min-visits", 1, "MCTS", "draw only the nodes visited at least `K` times").within(1, NoMax, "visits"),
		str("cpuct", "1.25", "MCTS", "PUCT's constant `C` in Q + C·P·sqrt(N)/(1+n): 0 follows Q alone").kind(Float).defaultText("1.25, AlphaZero's"),
		str("net", "", "MCTS", "PUCT's network, the `FILE` gametree train az writes").file("net").defaultText("the game's own"),
	}
}

// TreeParams are the parameters of the tree command (ParseTree).
func TreeParams() []Param {
	return join([]Param{gameParam()}, PositionParams(), TextbookParams(), searchParams(3, 100000, search.Tree), []Param{
		formatParam("", "the output `FORMAT`", render.TreeFormats, map[string]string{"tikz": "a forest environment for LaTeX", "tex": "a LaTeX document", "html": "one page to open from disk, no server", "scorm": "that page in a SCORM 1.2 package for an LMS such as Moodle"}).defaultText("from -o, else text"),
		output("Output", "write to `FILE` instead of stdout"),
		flag("boards", "Output", "draw each node's board: the square just played outlined, the discs it flipped dotted, coordinates on the root's (--boards=coords: on every board); the other games draw theirs").drawing(),
		flag("coords", "Output", "draw each node's board with its coordinates (the same as --boards=coords)").drawing(),
		str("view", "full", "Output", "the `NODES` to draw").oneOf("full", "visited (no pruned subtrees)", "pv (the principal variation and its siblings)"),
		num("show-depth", 0, "Output", "draw only the top `K` plies, 0 for all").within(0, NoMax, ""),
		flag("ascii", "Output", "text output in ASCII only"),
		str("layout", "tb", "Page", "the `LAYOUT` of a drawing").oneOf("tb (top to bottom)", "lr (left to right: leaves down a portrait page)", "tidy (top to bottom, placed by the tidy layout of trees: fast and compact on a big tree; an SVG or PNG of over 1,000 nodes unless a layout is given)").drawing(),
		str("labels", "full", "Page", "node `LABELS`").oneOf("full", "compact (windows in a table by visit number)", "value").drawing(),
		flag("names", "Output", "name a textbook tree's leaves as the quiz does (B1, B2, ... for B's children), with their values").drawing(),
		str("page", "", "Page", "fit the drawing to `PAPER`").oneOf("a4", "letter", "none").defaultText("a4 for pdf, tikz and tex, none otherwise").drawing(),
		str("pruned", "runs", "Page", "on paper, draw pruned nodes as `HOW`").oneOf("runs (one node for each run of pruned siblings, their subtrees left out)", "each (every pruned node)").drawing(),
	})
}

// StepParams are the parameters of the step command (ParseStep).
func StepParams() []Param {
	return join([]Param{gameParam()}, PositionParams(), TextbookParams(), searchParams(2, 5000, search.Step), []Param{
		flag("trace", "Output", "print the whole trace as a table, even on a terminal").local(),
		formatParam("text", "the trace's `FORMAT`", render.TraceFormats, map[string]string{"tex": "a booktabs table for LaTeX", "html": "one page to open from disk, no server", "scorm": "that page in a SCORM 1.2 package for an LMS such as Moodle"}),
		str("frames", "", "Output", "write an SVG per step and an index.html into `DIR`").local(),
		output("Output", "write the trace to `FILE` instead of stdout (implies --trace)"),
		flag("interactive", "Output", "step interactively even when stdin is not a terminal").local(),
		flag("ascii", "Output", "ASCII-only text"),
		num("rows", 0, "Output", "fit each screen to `N` rows").within(10, 10000, "rows").defaultText("the terminal's; none when not a terminal").local(),
		num("cols", 0, "Output", "fit each screen to `N` columns").within(40, 10000, "columns").defaultText("the terminal's").local(),
	})
}

// CompareParams are the parameters of the compare command
// (ParseCompare).
func CompareParams() []Param {
	return join([]Param{gameParam()}, PositionParams(), TextbookParams(), EvalParams(), []Param{
		str("positions", "", "Position", "average over the positions of `FILE`, one a line (board strings or transcripts; # comments)").file("board or moves"),
		str("depth", "1-6", "Search", "the `DEPTHS`: 4, 1-8, 2,4,6 (up to 12)"),
		maxMemoryParam(),
		dur("max-time", DefaultCompareTime, "Search", "refuse a depth that the ones before it show would take the comparison past `DURATION` (10m, 1h; 0 for no limit)"),
		formatParam("text", "the output `FORMAT`", render.TableFormats, nil),
		str("plot", "", "Output", "also draw the nodes against depth, on a log scale, into `FILE` (.svg, .png or .pdf)").local(),
		str("mcts", "", "MCTS", "also run Monte Carlo tree search with each count of `ITERATIONS` (10,100,1000) beside alpha-beta: its move, its value for MAX, whether minimax plays that move at the deepest depth, its nodes"),
		num("iterations", DefaultCFRIterations, "Hidden information", "on a game of hidden information (kuhn), run CFR and CFR+ to `N` iterations, beside averaging over clairvoyance").within(1, MaxCFRIterations, "iterations"),
		str("mcts-plot", "", "MCTS", "also draw MCTS's value and agreement against its iterations into `FILE` (.svg, .png or .pdf)").local(),
		str("puct", "", "MCTS", "compare PUCT (its network) with UCT at each count of `SIMULATIONS` (10,100,1000) on many positions, every one reachable in a small game or those of --positions: how often each plays a move the exact solver calls best (--plot draws it)"),
		str("net", "", "MCTS", "with --puct, PUCT's network, the `FILE` gametree train az writes").file("net").defaultText("the game's own"),
		num("quiescence", 0, "Horizon", "also search each depth D with a quiescence search `N` plies past it, and to D+2, side by side: the horizon effect").within(0, MaxQuiescence, "plies").defaultText("0, none"),
		flag("forward", "Forward pruning", "also run beam search (--beam) and ProbCut (--confidence) beside alpha-beta: their nodes, seconds, and how often their move is worth alpha-beta's"),
		num("beam", 3, "Forward pruning", "with --forward, beam search keeps the `K` moves best by the evaluation at each node").within(1, MaxBeam, "moves"),
		str("confidence", DefaultConfidence, "Forward pruning", "with --forward, ProbCut cuts at confidence `P`, from 0.5 to 1").kind(Float),
		str("forward-plot", "", "Forward pruning", "also draw the nodes of --forward's searches against depth into `FILE` (.svg, .png or .pdf)").local(),
		output("Output", "write the table to `FILE` instead of stdout"),
		flag("no-time", "Output", "leave out the seconds, so that the same input gives the same bytes"),
	})
}

// QuizParams are the parameters of the quiz command (ParseQuiz).
func QuizParams() []Param {
	return join([]Param{gameParam()}, PositionParams(), TextbookParams(), EvalParams(), []Param{
		num("depth", DefaultQuizDepth, "Tree", "the depth of a random or Othello tree, `N`").within(1, MaxQuizDepth, "plies").because(fmt.Sprintf("a quiz takes at most %d nodes", quiz.MaxNodes)),
		num("branching", 2, "Tree", "children per inner node of a random tree, `B`").within(2, MaxBranching, "children per node"),
		flag("chance", "Tree", "give the random tree chance nodes, every other level (MAX, chance, MIN, chance, as AIMA's Figure 5.11): the quiz asks expectimax's values and Star1's pruned leaves"),
		num("players", 0, "Tree", "make the random tree a game of `K` players, each leaf a vector of utilities that sum to 10 (as AIMA's Figure 5.4 draws a game of three): the quiz asks max^n's values and the leaves shallow pruning never evaluates").within(2, 6, "players").defaultText("two, MAX and MIN"),
		str("seed", "", "Tree", "the seed `S` of a random tree (default: a random one, printed)"),
		str("ask", quiz.DefaultAsk.String(), "Quiz", "the `QUESTIONS`: a list of values, pruned and windows; on a game tree also quiet (the leaves not quiet) and probcut (the nodes ProbCut cuts)"),
		str("answers", "", "Quiz", "grade the answer `FILE` (- for stdin) instead of asking").local(),
		flag("json", "Quiz", "with --answers: print the grade as JSON").local(),
		num("sheet", 0, "Sheet", "write a sheet of `N` exercises on random trees and their answer key (with -o)").within(1, MaxSheet, "exercises").defaultText("none").local(),
		output("Sheet", "write the sheet to `FILE`: .pdf or .tex"),
		formatParam("", "the quiz's `FORMAT`", render.QuizFormats, map[string]string{"text": "asked at the terminal", "pdf": "the sheet with its key",
			"tex": "the sheet with its key, for LaTeX", "html": "one page to open from disk, no server", "scorm": "that page in a SCORM 1.2 package for an LMS such as Moodle"}).
			defaultText("from -o, else text").local(),
	})
}

// SolveParams are the parameters of the solve command (ParseSolve).
func SolveParams() []Param {
	return join([]Param{gameParam()}, PositionParams(), []Param{
		flag("all", "Solve", "give the exact score of every legal move, best first"),
		flag("ties", "Solve", "find every move that reaches the best score, not only one (a search more for each move that may tie)"),
		num("threads", runtime.GOMAXPROCS(0), "Solve", "search on `N` threads").within(1, MaxThreads, "threads"),
		num("hash", game.DefaultHashMB, "Solve", "the transposition table's size in `MB`").within(1, MaxHashMB, "MB"),
		solveAlgoParam(),
		num("iterations", DefaultCFRIterations, "Hidden information", "its `N` iterations").within(1, MaxCFRIterations, "iterations").because("fewer on a larger game: a run's iterations times its game's nodes are bounded").madeBy(cfrIterationsHelp).defaultText("the game's, as above"),
		str("plot", "", "Hidden information", "also draw the exploitability of CFR and CFR+ against their iterations, on log scales, into `FILE` (.svg, .png or .pdf)").local(),
		flag("json", "Output", "print the result as JSON").local(),
		str("format", "text", "Output", "the output `FORMAT`: text, json (as --json), or csv (a game of hidden information's equilibrium strategy: a line an information set and move)").oneOf("text", "json", "csv").local(),
		output("Output", "write the result to `FILE` (written whole at the end, never half); a game solved whole (pig) draws its policy in FILE.svg"),
	})
}

// PerftParams are the parameters of the perft command (ParsePerft).
func PerftParams() []Param {
	return join([]Param{gameParam()}, PositionParams(), []Param{
		num("depth", -1, "", "count to `N` plies (required)").within(0, MaxPerftDepth, "plies").defaultText("none"),
		flag("divide", "", "print the count under each root move"),
		flag("json", "", "print the counts as a JSON object").local(),
		num("threads", runtime.NumCPU(), "", "count on `N` threads").within(1, MaxThreads, "threads"),
		flag("no-time", "", "leave out the seconds and the rate, so that the same count gives the same bytes"),
	})
}

// HorizonParams are the parameters of the horizon command.
func HorizonParams() []Param {
	return join([]Param{gameParam()}, PositionParams(), []Param{
		num("depth", 1, "", "the depth `D` of the search fooled by its horizon").within(1, 4, "plies"),
		num("quiescence", 2, "", "the quiescence search's `N` plies past D").within(1, MaxQuiescence, "plies"),
		num("games", 20, "", "play `N` seeded random games, scanning each of their positions").within(1, 1000, "games"),
		str("seed", "1", "", "the `SEED` of the random games: the same seed, the same positions"),
		num("count", 5, "", "stop after `N` positions found").within(1, 100, "positions"),
		flag("json", "", "print the positions as JSON").local(),
	})
}

// ShowParams are the parameters of the show command.
func ShowParams() []Param {
	return join([]Param{gameParam()}, PositionParams(), []Param{
		flag("json", "", "print the position as a JSON object").local(),
		flag("unicode", "", "draw discs as ● (Black) and ○ (White)").local(),
		flag("network", "", "then the network's value and the prior of each move (PUCT's, --algo puct), beside each move's exact value"),
		str("net", "", "", "with --network, the network in `FILE` (gametree train az writes one)").file("net").defaultText("the game's own"),
	})
}

// PlayerParams are the parameters that make the players of both colours,
// with the defaults given for black and white.
func PlayerParams(black, white string) []Param {
	return []Param{
		str("black", black, "Players", "Black's player `SPEC`: human, random, greedy, minimax:D[:EVAL], alphabeta:D[:EVAL], ai:easy|medium|hard|expert, gtp:COMMAND; in the other games, X's player (X moves first): human, random, minimax:D, alphabeta:D, ai:easy|medium|hard|perfect"),
		str("white", white, "Players", "White's player `SPEC`; in the other games, O's"),
		str("players", "", "Players", "in a game of several players (nim3), the `SPECS` of A, B, C, ... in turn, by commas: human, random, maxn:D, shallow:D, paranoid:D, ai:perfect").defaultText("human, then ai:perfect; a match: ai:perfect, paranoid:2, random"),
		num("seed", 1, "Players", "the `SEED` of random choices (the same seed replays the same games)").kind(Int64),
		dur("time", play.DefaultTime, "Players", "ai:expert's time `BUDGET` per move"),
		dur("engine-time", play.DefaultEngineTime, "Players", "what a gtp: engine may take for a move, plus 5s of grace, before it forfeits (`TIME`)"),
	}
}

// GameParams are the parameters of the play command (ParseGame).
func GameParams() []Param {
	return join([]Param{gameParam()}, PositionParams(), PlayerParams(play.Human, "ai:medium"), []Param{
		str("record", "", "Game", "save the game to `FILE` at the end (a transcript, or GGF for .ggf)").local(),
		str("resume", "", "Game", "continue the game saved in `FILE` (a transcript or GGF; for the other games, what --record saved)").file("moves"),
		flag("unicode", "Game", "draw discs as ● and ○").local(),
	})
}

// MatchParams are the parameters of the match command (ParseMatch).
func MatchParams() []Param {
	return join([]Param{gameParam()}, PositionParams(), PlayerParams("ai:medium", "random"), []Param{
		num("games", 10, "Match", "`N` games in all").within(1, MaxGames, "games"),
		flag("swap", "Match", "play each opening twice, colours exchanged"),
		num("openings", 0, "Match", "start from random openings of `K` plies").within(0, 60, "plies"),
		flag("json", "Match", "print the report as JSON").local(),
		str("games-out", "", "Match", "write every game's transcript to `FILE`").local(),
		flag("no-time", "Match", "leave out the timings and speeds, so that the same match gives the same bytes"),
	})
}

// EngineParams are the parameters of the gtp command (ParseEngine).
func EngineParams() []Param {
	return []Param{
		gameParam(),
		str("player", "ai:hard", "", "the engine's player `SPEC` (not human)"),
		num("seed", 1, "", "the `SEED` of random choices").kind(Int64),
		dur("time", play.DefaultTime, "", "ai:expert's time `BUDGET` per move"),
	}
}

// TrainGamesParams are the parameters of the train games command
// (ParseTrainGames).
func TrainGamesParams() []Param {
	var d game.TrainOptions
	evals := []string{""}
	if t, ok := game.FindTrainer(); ok {
		d, evals = t.TrainDefaults(), t.TrainEvals()
	}
	return []Param{
		num("games", 1000, "", "play `N` games").within(1, MaxTrainGames, "games"),
		num("seed", 1, "", "the games' `SEED`").kind(Uint64),
		str("random", strconv.Itoa(d.RandomMin)+"-"+strconv.Itoa(d.RandomMax), "", "play the first `MIN-MAX` plies at random"),
		num("depth", d.Depth, "", "choose the other moves by a search of `D` plies").within(1, 12, "plies"),
		str("eval", d.Eval, "", "the search's evaluation `EVAL`").oneOf(evals...),
		str("weights", "", "", "with --eval pattern, the weights in `FILE` (as train fit writes them) rather than gametree's own").file("eval"),
		num("exact", d.Exact, "", "play perfectly from `E` empty squares").within(0, 20, "empty squares").because("from there the solver plays perfectly"),
		num("threads", 2, "", "play on `N` threads (the games do not depend on it)").within(1, MaxThreads, "threads"),
		output("", "write the games to `FILE` (required)"),
	}
}

// TrainFitParams are the parameters of the train fit command
// (ParseTrainFit).
func TrainFitParams() []Param {
	return []Param{
		str("lambda", "3", "", "the ridge penalty `L` on squared weights").kind(Float),
		num("iterations", 200, "", "`N` conjugate gradient iterations per phase").within(1, 10000, ""),
		num("holdout", 0, "", "keep every `K`-th game out of the fit to measure the error (0: none)").within(0, NoMax, ""),
		num("threads", 2, "", "fit on `N` threads (the weights do not depend on it)").within(1, MaxThreads, "threads"),
		dur("max-time", DefaultCompareTime, "", "refuse a fit that would take more than `DURATION` (10m, 1h; 0 for no limit), priced once the games are read"),
		str("max-memory", DefaultFitMemory.String(), "", "refuse a fit that would hold more memory than `SIZE` (1GiB, 4GiB), priced with its time"),
		output("", "write the weights to `FILE` (required)"),
	}
}

// MoveParams are the parameters of ParseMove: the game as gametree play
// takes it (without files), and play (a person's square) or advance (the
// program to move plays).
func MoveParams() []Param {
	return join(without(GameParams(), "record", "unicode"), []Param{
		str("play", "", "Game", "a person's `MOVE` in the game's notation: a square such as d3, or pass; b2; d; 2:3"),
		flag("advance", "Game", "the program to move plays its move"),
	})
}

// without returns list less the parameters named.
func without(list []Param, names ...string) []Param {
	var out []Param
	for _, p := range list {
		drop := false
		for _, n := range names {
			drop = drop || p.Name == n
		}
		if !drop {
			out = append(out, p)
		}
	}
	return out
}

// MaxHintDepth bounds the depth of a hint.
const MaxHintDepth = 10

// HintParams are the parameters of ParseHint: a position, the players of
// the game (a person by default), and the depth (4 by default) and
// evaluation (mixed by default) of the search that hints when neither
// player is a program that searches.
func HintParams() []Param {
	return join([]Param{gameParam()}, PositionParams(), without(PlayerParams(play.Human, play.Human), "engine-time"), []Param{
		num("depth", 4, "Search", "the depth of the search, `N`, when no player searches").within(1, MaxHintDepth, "plies"),
		evalParam("mixed"),
	})
}

// TermsParams are the parameters of ParseTerms: a position, an evaluation
// (discs by default) and the side it is read for (for: black or white; the
// side to move by default).
func TermsParams() []Param {
	return join(PositionParams(), []Param{
		evalParam("discs"),
		str("for", "", "Search", "the `SIDE` the evaluation is read for (default: the side to move)").oneOf("black", "white"),
	})
}
