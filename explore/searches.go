package explore

import (
	"context"
	"slices"
	"strings"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/search"
	"gametree/tree"
)

// The searches as every job reads them: from their declarations (package
// search), never by comparing algorithms. What a search takes, what trees
// it accepts and what to use instead are each declared once there; the
// sentences that refuse a search are written here from them.

// algoParam is --algo of the searches offered on face f, the default
// search's name its default.
func algoParam(f search.Face) Param {
	var choices []string
	for _, d := range search.On(f) {
		choices = append(choices, d.Choice())
	}
	return str("algo", search.Default().Name, "Search", "the `ALGORITHM`").oneOf(choices...)
}

// declOf returns the declaration of the search named by --algo, one of
// its choices by its name or another spelling it declares ("alpha-beta",
// "ab", "cfrplus").
func declOf(r *reader) (*search.Decl, error) {
	if d := search.Lookup(r.str("algo")); d != nil {
		p, _ := r.param("algo")
		if slices.Contains(p.ChoiceNames(), d.Name) {
			return d, nil
		}
	}
	name, err := r.choice("algo")
	if err != nil {
		return nil, err
	}
	return search.Lookup(name), nil
}

// checkTakes refuses a parameter of another search given with d: every
// parameter some search of face f takes and d does not. A value out of
// its range or its choices says so first.
func checkTakes(r *reader, d *search.Decl, f search.Face) error {
	for _, name := range search.Params(f) {
		p, ok := r.lookup(name)
		if !ok || !r.set(name) || d.TakesParam(name) {
			continue
		}
		switch {
		case p.Range != nil:
			if _, err := r.int(name); err != nil {
				return err
			}
		case len(p.Choices) > 0:
			if _, err := r.choice(name); err != nil {
				return err
			}
		}
		return notTaken(d, name, f)
	}
	return nil
}

// notTaken is the refusal of parameter name with search d: why, where d
// says, else the searches that take it.
func notTaken(d *search.Decl, name string, f search.Face) error {
	if why, ok := d.Why[name]; ok {
		return usagef("--%s does not apply to --algo %s: %s", name, d.Name, msg.P(why))
	}
	takers := search.Where(search.On(f), func(o *search.Decl) bool { return o.TakesParam(name) })
	return usagef("--%s applies to --algo %s, not to --algo %s", name, orList(search.Names(takers)), d.Name)
}

// orList writes names as a list in the reader's language: "a", "a or b",
// "a, b or c".
func orList(names []string) msg.Phrase {
	switch len(names) {
	case 0:
		return msg.P("")
	case 1:
		return msg.P(names[0])
	}
	return msg.P("%s or %s", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// chanceSearches are the searches of face f that search chance nodes.
func chanceSearches(f search.Face) []*search.Decl {
	return search.Where(search.On(f), func(d *search.Decl) bool { return d.AcceptsChance() && d.Players != search.Hidden })
}

// chanceDefault is the search of chance nodes run when none is named:
// the first of face f that takes chance nodes and trees without them
// (expectimax).
func chanceDefault(f search.Face) *search.Decl {
	for _, d := range chanceSearches(f) {
		if d.Chance == search.AnyChance {
			return d
		}
	}
	return nil
}

// treeChanceRefusal refuses d on a textbook tree with chance nodes.
func treeChanceRefusal(d *search.Decl, f search.Face) error {
	return usagef("the tree has chance nodes (braces), which %s does not know: use --algo %s", d.Name, orList(search.Names(chanceSearches(f))))
}

// gameChanceRefusal refuses d on a game of chance (Pig's die).
func gameChanceRefusal(title string, d *search.Decl, f search.Face) error {
	return usagef("%s has chance nodes (the die), which %s does not know: use --algo %s", title, d.Name, orList(search.Names(chanceSearches(f))))
}

// noChanceRefusal refuses a search of chance nodes alone (Star1) on a
// tree without them, where it is another search; where names the tree
// ("the tree has none (braces)", "Connect Four has none").
func noChanceRefusal(d *search.Decl, where msg.Phrase) error {
	other := search.Lookup(d.Otherwise)
	return usagef("--algo %s cuts off at chance nodes, and %s: it is then %s; use --algo %s", d.Name, where, msg.P(other.Title), other.Name)
}

// engine is the algorithm of minimax's family that runs d, with
// alpha-beta's convention (fail-soft or fail-hard); minimax for a search
// that runs no algorithm of minimax's (MCTS: what its drawings know of it).
func engine(d *search.Decl, failSoft bool) minimax.Algorithm {
	if failSoft && d.TakesParam("fail-soft") {
		return minimax.AlphaBetaFailSoft
	}
	return minimax.Named(d.Engine)
}

// SearchChoice is a search as the pages offer it and their scripts read
// it: what each face needs to know of a search, from its declaration.
type SearchChoice struct {
	// Name is what algo takes, Aliases its other spellings.
	Name    string   `json:"name"`
	Aliases []string `json:"aliases"`
	// Engine is the algorithm of minimax's family that runs it (the
	// pages' engine runs it by that name), empty for a search of its own
	// or Monte Carlo tree search.
	Engine string `json:"engine,omitempty"`
	// Title is the search's name in a sentence, in the reader's language.
	Title string `json:"title"`
	// Menu is the search's note in a menu, in the reader's language;
	// empty for none.
	Menu string `json:"menu"`
	// Chance is what the search does with chance nodes: "none" (it
	// refuses them), "any", "only" (without them it is Otherwise).
	Chance    string `json:"chance"`
	Otherwise string `json:"otherwise,omitempty"`
	// Takes are the parameters the search takes beyond the tree.
	Takes []string `json:"takes"`
	// Prunes, Probes and MonteCarlo say what the search reports: windows
	// and cutoffs, Star2's probes, visits and wins.
	Prunes     bool `json:"prunes"`
	Probes     bool `json:"probes"`
	MonteCarlo bool `json:"monte_carlo"`
	// Guided says a network's priors and values guide the search (PUCT).
	Guided bool `json:"guided,omitempty"`
	// Family is the search's family (search.Family): "windows", "visits",
	// "vectors", "equilibria", or a family of one's own; the pages ask
	// their table of families what it does, never which search it is.
	Family string `json:"family"`
	// Scale is the scale of its values: "game" (the tree's values) or
	// "win rate" (0 to 1).
	Scale string `json:"scale"`
	// Page tells that the pages' own engine runs it (one-file pages, the
	// editor).
	Page bool `json:"page"`
	// Faces are where it is offered: "tree", "step", "compare", "play".
	Faces []string `json:"faces"`
	// Default marks the search run when none is named.
	Default bool `json:"default,omitempty"`
	// Hidden marks a search of a game of hidden information (CFR), which
	// the pages, whose games hide nothing, leave out.
	Hidden bool `json:"hidden,omitempty"`
	// Departs says where its definition departs from its textbook's,
	// in one sentence naming the source, in the reader's language (a
	// step's first sentence ends with it); empty where it follows it.
	Departs string `json:"departs,omitempty"`
	// Players is what players its trees have (search.Players): "two",
	// "maxn", "shallow" (max^n with shallow pruning), "paranoid" or
	// "hidden".
	Players string `json:"players"`
}

// Searches returns the declared searches as the pages read them, their
// words in l.
func Searches(l msg.Lang) []SearchChoice {
	var out []SearchChoice
	for _, d := range search.All() {
		c := SearchChoice{Name: d.Name, Aliases: append([]string{}, d.Aliases...), Title: l.Word(d.Title), Chance: [...]string{"none", "any", "only"}[d.Chance],
			Otherwise: d.Otherwise, Takes: append([]string{}, d.Takes...), Prunes: d.Prunes, Probes: d.Probes,
			MonteCarlo: d.MonteCarlo, Guided: d.Guided, Family: d.Family.String(), Scale: [...]string{"game", "win rate"}[d.Scale], Page: d.Page, Faces: []string{}, Default: d.Default,
			Hidden: d.Players == search.Hidden, Players: [...]string{"two", "maxn", "shallow", "paranoid", "hidden"}[d.Players]}
		if d.Menu != "" {
			c.Menu = l.Word(d.Menu)
		}
		if d.Departs != "" {
			c.Departs = l.Word(d.Departs)
		}
		if ownRun(d) == nil && d.Engine != "" {
			c.Engine = engine(d, false).String()
		}
		for i, f := range []search.Face{search.Tree, search.Step, search.Compare, search.Play} {
			if d.Offers(f) {
				c.Faces = append(c.Faces, [...]string{"tree", "step", "compare", "play"}[i])
			}
		}
		out = append(out, c)
	}
	return out
}

// Smaller says how to make the search p asks smaller, from its
// declaration (search.Decl.Grows): "lower --depth", "fewer --iterations";
// on a textbook tree, whose depth is its own, "give a smaller tree" for a
// search to a depth.
func Smaller(p Params) msg.Phrase {
	d := search.Default()
	if v, ok := p.Get("algo"); ok && search.Lookup(v) != nil {
		d = search.Lookup(v)
	}
	_, textbook := p.Get("leaves")
	name, _ := p.Get("game")
	if e, ok := game.Lookup(name); ok && e.Hidden {
		// Its whole tree, solved whole: a position draws its subtree.
		return msg.P("draw the subtree of a position, such as a deal (--board)")
	}
	switch {
	case d.Grows == "iterations":
		return msg.P("fewer --iterations")
	case textbook && d.Grows == "depth":
		return msg.P("give a smaller tree")
	case d.Grows == "depth":
		return msg.P("lower --depth")
	}
	return msg.P("give a smaller tree")
}

// FamilyTitles names, in l, a search of each family, the first of its
// declared searches drawn as a tree: minimax, Monte Carlo tree search,
// max^n, CFR.
func FamilyTitles(l msg.Lang) []string {
	var out []string
	for _, f := range search.Families() {
		for _, d := range search.On(search.Tree) {
			if d.Family == f {
				out = append(out, l.Word(d.Title))
				break
			}
		}
	}
	return out
}

// scoresRefusal refuses a search of wins, draws and losses alone
// (search.Decl.Scores false) on a tree of scores: a textbook tree whose
// leaves are not all -1, 0 and +1, or a game scored by margins; nil where
// the search takes the tree.
func scoresRefusal(d *search.Decl, t *tree.Tree) error {
	if d.Scores {
		return nil
	}
	scores := t.Kind == tree.Game && game.Margins(t.Root.Game())
	if t.Kind == tree.Textbook {
		lo, hi := t.LeafRange()
		scores = lo < -1 || hi > 1 || !t.WinLossLeaves()
	}
	if !scores {
		return nil
	}
	takers := search.Where(search.On(search.Tree), func(o *search.Decl) bool {
		return o.Scores && o.AcceptsChance() == d.AcceptsChance() && o.Players == d.Players
	})
	return usagef("the tree's values are scores, and %s searches wins, draws and losses alone (-1, 0, +1): use --algo %s", d.Name, orList(search.Names(takers)))
}

// rootLabel is what a game tree's root is called in the request's
// language ("racine"); the pseudo-language's marks would not fit a
// node's label, and it keeps the English.
func rootLabel(ctx context.Context) string {
	if l := msg.From(ctx); l != msg.Pseudo {
		return l.Word("root")
	}
	return ""
}
