package explore

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"gametree/search"
)

// declaredJob is a job's declaration, a request it accepts, and its parser.
type declaredJob struct {
	name   string
	params []Param
	// only lists the parameters to check, when not all of params.
	only  []string
	base  Values
	parse func(Values) error
}

// declaredJobs are every job whose parameters are declared in this package.
func declaredJobs() []declaredJob {
	seed := func() uint64 { return 1 }
	return []declaredJob{
		{"tree", TreeParams(), nil, Values{}, func(v Values) error { _, err := ParseTree(v, nil); return err }},
		{"step", StepParams(), nil, Values{}, func(v Values) error { _, err := ParseStep(v, nil); return err }},
		{"compare", CompareParams(), nil, Values{}, func(v Values) error { _, err := ParseCompare(v, nil); return err }},
		{"quiz", QuizParams(), []string{"depth", "branching", "ask", "eval", "root", "size"}, Values{}, func(v Values) error { _, err := ParseQuiz(v, nil, seed); return err }},
		{"sheet", QuizParams(), []string{"sheet", "depth", "branching", "ask"}, Values{"sheet": {"2"}, "output": {"s.pdf"}}, func(v Values) error { _, err := ParseSheet(v, seed); return err }},
		{"solve", SolveParams(), nil, Values{}, func(v Values) error { _, err := ParseSolve(v, nil); return err }},
		{"perft", PerftParams(), nil, Values{"depth": {"3"}}, func(v Values) error { _, err := ParsePerft(v, nil); return err }},
		{"play", GameParams(), nil, Values{}, func(v Values) error {
			g, err := ParsePlay(v, nil)
			if err == nil {
				g.Close()
			}
			return err
		}},
		{"match", MatchParams(), nil, Values{}, func(v Values) error {
			m, err := ParseMatch(v, nil)
			if err == nil {
				ClosePlayers(m.Players)
			}
			return err
		}},
		{"gtp", EngineParams(), nil, Values{}, func(v Values) error { _, _, err := ParseEngine(v); return err }},
		{"train games", TrainGamesParams(), nil, Values{"output": {"g.txt"}}, func(v Values) error { _, err := ParseTrainGames(v, nil); return err }},
		{"train fit", TrainFitParams(), nil, Values{"output": {"w.gz"}}, func(v Values) error { _, err := ParseTrainFit(v, nil, []string{"g.txt"}); return err }},
		{"move", MoveParams(), nil, Values{}, func(v Values) error { _, err := ParseMove(v); return err }},
		{"hint", HintParams(), nil, Values{}, func(v Values) error { _, err := ParseHint(v); return err }},
		{"terms", TermsParams(), nil, Values{}, func(v Values) error { _, err := ParseTerms(v); return err }},
	}
}

// closeGame closes the players of g, if any.
func closeGame(g *Game) {
	if g != nil {
		ClosePlayers(g.Players)
	}
}

// context gives a parameter what it needs to apply: root applies to a
// textbook tree, page to a drawing.
var needs = map[string]Values{
	"root": {"leaves": {"((1 2) (3 4))"}},
	"page": {"format": {"svg"}},
	"eval": {"moves": {"f5"}},
}

// with returns base with name set to value, and the context name needs.
func with(base Values, name, value string) Values {
	v := Values{}
	for k, vs := range base {
		v[k] = vs
	}
	for k, vs := range needs[name] {
		v[k] = vs
	}
	v[name] = []string{value}
	return v
}

// The checks of ranges and choices are made from the declarations: every
// job refuses a value just outside each declared range and a value outside
// each declared list of choices, as a usage error that names the parameter,
// and accepts its bounds; no job reads a parameter it does not declare.
func TestDeclaredChecks(t *testing.T) {
	var read []string
	undeclared = func(name string) { read = append(read, name) }
	defer func() { undeclared = func(string) {} }()
	for _, j := range declaredJobs() {
		read = nil
		if err := j.parse(j.base); err != nil {
			t.Errorf("%s %v: %v", j.name, j.base, err)
		}
		for _, p := range j.params {
			if j.only != nil && !strings.Contains(" "+strings.Join(j.only, " ")+" ", " "+p.Name+" ") {
				continue
			}
			var bad, good []string
			switch {
			case p.Range != nil:
				bad = append(bad, strconv.FormatInt(p.Range.Min-1, 10))
				good = append(good, strconv.FormatInt(p.Range.Min, 10))
				if p.Range.Max != NoMax {
					bad = append(bad, strconv.FormatInt(p.Range.Max+1, 10))
				}
			case len(p.Choices) > 0:
				bad = append(bad, "nonsense")
				good = append(good, p.ChoiceNames()...)
			}
			for _, value := range bad {
				err := j.parse(with(j.base, p.Name, value))
				var u *UsageError
				if !errors.As(err, &u) || !strings.HasPrefix(err.Error(), "--"+p.Name+" ") || !strings.Contains(err.Error(), "want "+p.Want()) {
					t.Errorf("%s --%s %s: error %v; want a usage error saying %q", j.name, p.Name, value, err, "want "+p.Want())
				}
			}
			for _, value := range good {
				if err := j.parse(with(j.base, p.Name, value)); err != nil && strings.HasPrefix(err.Error(), "--"+p.Name+" "+value) {
					t.Errorf("%s --%s %s: %v", j.name, p.Name, value, err)
				}
			}
		}
		if len(read) > 0 {
			t.Errorf("%s reads parameters it does not declare: %v", j.name, read)
		}
	}
}

// Every default lies in its parameter's range or choices, unless the help
// writes it otherwise (perft's required depth: "none").
func TestDefaultsDeclared(t *testing.T) {
	for _, j := range declaredJobs() {
		for _, p := range j.params {
			if p.DefaultText != "" || p.Default == "" {
				continue
			}
			switch {
			case p.Range != nil:
				n, err := strconv.ParseInt(p.Default, 10, 64)
				if err != nil || !p.Range.Contains(n) {
					t.Errorf("%s --%s: default %q, want %s", j.name, p.Name, p.Default, p.Want())
				}
			case len(p.Choices) > 0:
				if !strings.Contains(" "+strings.Join(p.ChoiceNames(), " ")+" ", " "+p.Default+" ") {
					t.Errorf("%s --%s: default %q, want %s", j.name, p.Name, p.Default, p.Want())
				}
			}
		}
	}
}

// Help writes the range and the choices after the usage.
func TestParamHelp(t *testing.T) {
	for _, tc := range []struct {
		p    Param
		want string
	}{
		{num("depth", 3, "", "plies, `N`").within(1, 60, "plies"), "plies, `N` (1 to 60 plies)"},
		{num("size", 8, "", "board size `N`").even(4, 16, "size"), "board size `N` (an even size from 4 to 16)"},
		{num("max-nodes", 9, "", "at most `N` nodes").within(1, NoMax, ""), "at most `N` nodes (at least 1)"},
		{str("algo", "alphabeta", "", "the `ALGORITHM`").oneOf("minimax", "alphabeta"), "the `ALGORITHM`: minimax or alphabeta"},
		{str("layout", "tb", "", "the `LAYOUT`").oneOf("tb (top to bottom)", "lr (left to right)"), "the `LAYOUT`: tb (top to bottom) or lr (left to right)"},
		{str("moves", "", "", "the `TRANSCRIPT`"), "the `TRANSCRIPT`"},
	} {
		if got := tc.p.Help(); got != tc.want {
			t.Errorf("%s: Help() = %q, want %q", tc.p.Name, got, tc.want)
		}
	}
}

// Every other spelling a search declares (Decl.Aliases: "alpha-beta",
// "ab", "cfrplus") is read by --algo as that search, in any case, on
// every face that offers it; a name no search declares is refused.
func TestAlgoAliases(t *testing.T) {
	faces := []struct {
		face  search.Face
		parse func(Values) (*search.Decl, error)
	}{
		{search.Tree, func(v Values) (*search.Decl, error) { r, err := ParseTree(v, nil); return declOrNil(r, err) }},
		{search.Step, func(v Values) (*search.Decl, error) { r, err := ParseStep(v, nil); return declOrNil(r, err) }},
	}
	for _, f := range faces {
		for _, d := range search.On(f.face) {
			for _, a := range d.Aliases {
				for _, spelling := range []string{a, strings.ToUpper(a)} {
					got, err := f.parse(Values{"algo": {spelling}})
					var u *UsageError
					if errors.As(err, &u) && strings.HasPrefix(err.Error(), "--algo ") {
						t.Errorf("%v --algo %s: %v", f.face, spelling, err)
					} else if err == nil && got != d {
						t.Errorf("%v --algo %s: read as %v, want %v", f.face, spelling, got, d)
					}
				}
			}
		}
		if _, err := f.parse(Values{"algo": {"alphabet"}}); err == nil || !strings.HasPrefix(err.Error(), "--algo ") {
			t.Errorf("%v --algo alphabet: %v, want a refusal", f.face, err)
		}
	}
}

// declOrNil is the search a parsed request names.
func declOrNil(r *TreeRequest, err error) (*search.Decl, error) {
	if err != nil {
		return nil, err
	}
	return r.decl(), nil
}
