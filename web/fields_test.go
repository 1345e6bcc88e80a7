package web

import (
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"gametree/explore"
	"gametree/game"
)

// The pages' fields take their defaults and bounds from the declarations
// of their jobs, and the pages restate none of them.
func TestFieldsFromDeclarations(t *testing.T) {
	s := New(Options{})
	get := func(path string) string {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		return rec.Body.String()
	}
	for _, c := range []struct{ page, field string }{
		{"/tree", `name="depth" data-default="3" min="1" max="60"`},
		{"/tree", `name="max-nodes" data-default="100000" min="1">`},
		{"/tree", `name="eval" data-default="discs"`},
		{"/step", `name="depth" data-default="2" min="1" max="60"`},
		{"/step", `name="max-nodes" data-default="5000" min="1">`},
		{"/compare", `name="depth" data-default="1-6"`},
		{"/quiz", `name="depth" data-default="3" min="1" max="6"`},
		{"/quiz", `name="branching" data-default="2" min="2" max="5"`},
	} {
		name, rest, _ := strings.Cut(c.field, " ")
		if page := get(c.page); !regexp.MustCompile(regexp.QuoteMeta(name) + `[^>]*` + regexp.QuoteMeta(rest)).MatchString(page) {
			t.Errorf("%s: no field %s", c.page, c.field)
		}
	}
	// Every served default is the declared one.
	field := regexp.MustCompile(`name="([a-z-]+)"[^>]*data-default="([^"]*)"`)
	for page, params := range map[string][]explore.Param{"/tree": explore.TreeParams(), "/step": explore.StepParams(), "/compare": explore.CompareParams(), "/quiz": explore.QuizParams()} {
		declared := map[string]string{}
		for _, p := range params {
			declared[p.Name] = p.Default
		}
		n := 0
		for _, m := range field.FindAllStringSubmatch(get(page), -1) {
			n++
			if d, ok := declared[m[1]]; !ok || d != m[2] {
				t.Errorf("%s: %s defaults to %q, declared %q", page, m[1], m[2], d)
			}
		}
		if n < 4 {
			t.Errorf("%s: %d fields with a default", page, n)
		}
	}
	for _, f := range []string{"tree", "step", "compare", "quiz", "play"} {
		b, _ := assets.ReadFile("assets/" + f + ".html")
		if strings.Contains(string(b), "data-default") {
			t.Errorf("%s.html restates a default", f)
		}
	}
}

// A page's menus offer the choices its job declares: every option is a
// declared choice, and every declared choice is an option, but for those
// a page leaves out on purpose (the searches a step-through or a tree
// page does not show).
func TestMenusFromDeclarations(t *testing.T) {
	s := New(Options{})
	leftOut := map[string]bool{
		"/tree algo pvs": true, "/tree algo idtt": true, "/step algo pvs": true, "/step algo idtt": true,
		// The searches of hidden information: the step page leaves Kuhn
		// poker out; the tree page draws its equilibrium.
	}
	// A game of hidden information (Kuhn poker), which the step, compare
	// and quiz pages' searches would see whole, is left out of their
	// menus; the tree page draws its equilibrium, the play page plays it.
	for _, e := range game.Entries() {
		if e.Hidden {
			for _, page := range []string{"/quiz"} {
				leftOut[page+" game "+e.Name] = true
			}
		}
	}
	selectTag := regexp.MustCompile(`(?s)<select name="([a-z-]+)"[^>]*>(.*?)</select>`)
	option := regexp.MustCompile(`<option(?: value="([^"]*)")?[^>]*>([^<]*)</option>`)
	checked := map[string]bool{}
	for page, params := range map[string][]explore.Param{"/tree": explore.TreeParams(), "/step": explore.StepParams(), "/compare": explore.CompareParams(), "/quiz": explore.QuizParams()} {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", page, nil))
		declared := map[string]explore.Param{}
		for _, p := range params {
			declared[p.Name] = p
		}
		for _, m := range selectTag.FindAllStringSubmatch(rec.Body.String(), -1) {
			p, ok := declared[m[1]]
			if !ok || len(p.Choices) == 0 {
				continue
			}
			checked[page+" "+m[1]] = true
			choices := map[string]bool{}
			for _, c := range p.ChoiceNames() {
				choices[c] = true
			}
			offered := map[string]bool{}
			for _, o := range option.FindAllStringSubmatch(m[2], -1) {
				v := o[1]
				if v == "" {
					v = strings.TrimSpace(o[2])
				}
				offered[v] = true
				if !choices[v] {
					t.Errorf("%s: the menu %s offers %q, which the job does not take", page, m[1], v)
				}
			}
			for c := range choices {
				if !offered[c] && !leftOut[page+" "+m[1]+" "+c] {
					t.Errorf("%s: the menu %s lacks the declared choice %q", page, m[1], c)
				}
			}
		}
	}
	for _, menu := range []string{"/tree algo", "/tree order", "/step algo", "/step root", "/compare eval", "/quiz root"} {
		if !checked[menu] {
			t.Errorf("the menu %s was not checked (checked: %v)", menu, checked)
		}
	}
}
