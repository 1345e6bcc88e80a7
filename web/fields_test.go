package web

import (
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"gametree/explore"
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
