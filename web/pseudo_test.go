package web

import (
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

// In the pseudo-language (lang=qps-ploc), every text a page shows and
// every readable attribute comes from the catalog, marked ⟦…⟧: an unmarked
// one is a word the French page would show in English.
func TestPagesInPseudoLanguage(t *testing.T) {
	// Names stay as they are in every language.
	names := map[string]bool{"gametree": true, "fail-hard": true, "GGF": true, "EN": true, "FR": true}
	s := New(Options{})
	text := regexp.MustCompile(`>([^<>]*[A-Za-z]{2,}[^<>]*)<`)
	attr := regexp.MustCompile(`\b(?:placeholder|title|aria-label)="([^"]*[A-Za-z]{2,}[^"]*)"`)
	skip := regexp.MustCompile(`(?s)<script.*?</script>|<style.*?</style>|<option[^>]*>[^<]*</option>`)
	for _, page := range []string{"/tree", "/step", "/compare", "/quiz", "/play"} {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", page+"?lang=qps-ploc", nil))
		body := skip.ReplaceAllString(rec.Body.String(), "")
		for _, re := range []*regexp.Regexp{text, attr} {
			for _, m := range re.FindAllStringSubmatch(body, -1) {
				v := strings.TrimSpace(m[1])
				if v == "" || strings.HasPrefix(v, "⟦") || names[v] {
					continue
				}
				t.Errorf("%s: unmarked %q", page, v)
			}
		}
	}
}

// The API's sentences in the pseudo-language: every string of the JSON
// that holds three words in a row is marked.
func TestAPIInPseudoLanguage(t *testing.T) {
	s := New(Options{})
	str := regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)
	sentence := regexp.MustCompile(`[A-Za-z]{2,} [a-z]{2,} [a-z]{2,}`)
	for _, q := range []string{
		"/api/tree?moves=f5d6&depth=2",
		"/api/step?moves=f5d6&depth=1",
		"/api/move?moves=f5d6&white=ai:easy&advance=true",
		"/api/hint?game=tictactoe&moves=b2",
		"/api/quiz?leaves=((3+12)+(2+4))",
		"/api/tree?depth=40",
	} {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", q+"&lang=qps-ploc", nil))
		if !strings.Contains(rec.Body.String(), "⟦") {
			t.Errorf("%s: nothing marked: %.200s", q, rec.Body.String())
		}
		for _, m := range str.FindAllStringSubmatch(rec.Body.String(), -1) {
			v := m[1]
			if sentence.MatchString(v) && !strings.Contains(v, "⟦") {
				t.Errorf("%s: unmarked %q", q, v)
			}
		}
	}
}
