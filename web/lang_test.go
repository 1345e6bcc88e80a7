package web

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"gametree/internal/msg"
	"gametree/search"
)

// untranslated are the texts of the pages that are the same in French:
// names, notation, examples and symbols.
var untranslated = regexp.MustCompile(`^([0-9 ,+−()\-]+|[a-h][1-8]*[a-h0-9]*|\(\(3 12 8\).*|EN|FR|GGF|gametree|Othello|Nim|Pig|Leduc hold&#39;em|Connect Four|tic-tac-toe|fail-hard|Options|pages|Marks|node|value|1-6, 2,4,6|f5d6(c3)?)$`)

// Every text of every page, and every title, placeholder and aria-label,
// is French on the French page, but names and notation.
func TestPagesFrench(t *testing.T) {
	s := New(Options{})
	for _, page := range pages {
		code, _, body := get(t, s, "/"+page+"?lang=fr")
		if code != http.StatusOK || !strings.Contains(body, `<html lang="fr">`) {
			t.Fatalf("/%s?lang=fr: %d, %.200s", page, code, body)
		}
		_, _, en := get(t, s, "/"+page)
		var texts []string
		for _, m := range textSegment.FindAllStringSubmatch(en, -1) {
			if strings.HasPrefix(m[1], "<option") && !strings.Contains(m[1], "value=") || strings.HasPrefix(m[1], "<script") {
				continue
			}
			text := strings.TrimSpace(m[2])
			// A search in a menu is its name, then its note in brackets
			// (withSearches): the note is what is translated.
			if name, note, ok := strings.Cut(text, " ("); strings.HasPrefix(m[1], "<option") && search.Lookup(name) != nil {
				if text = ""; ok {
					text = strings.TrimSuffix(note, ")")
				}
			}
			texts = append(texts, text)
		}
		for _, m := range attrText.FindAllStringSubmatch(en, -1) {
			texts = append(texts, strings.TrimSpace(m[2]))
		}
		for _, text := range texts {
			if text == "" || untranslated.MatchString(text) {
				continue
			}
			if msg.Fr.Word(text) == text {
				t.Errorf("/%s: %q has no French", page, text)
			}
		}
	}
}

// The language of a page and of the API: lang, else Accept-Language;
// a language the server does not speak is refused.
func TestLanguageChoice(t *testing.T) {
	s := New(Options{})
	for _, c := range []struct {
		path, accept, want string
	}{
		{"/step", "", `<html lang="en">`},
		{"/step", "fr-FR,fr;q=0.9", `<html lang="fr">`},
		{"/step?lang=en", "fr-FR", `<html lang="en">`},
		{"/step?lang=fr", "en", `<html lang="fr">`},
	} {
		req := httptest.NewRequest("GET", c.path, nil)
		req.Header.Set("Accept-Language", c.accept)
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		if !strings.Contains(rec.Body.String(), c.want) {
			t.Errorf("%s with Accept-Language %q: want %s", c.path, c.accept, c.want)
		}
	}
	if code, _, _ := get(t, s, "/step?lang=de"); code != http.StatusBadRequest {
		t.Errorf("/step?lang=de: %d, want 400", code)
	}
	_, _, body := get(t, s, "/api/step?leaves=((3+12+8)+(2+4+6)+(14+5+2))&lang=fr")
	if !strings.Contains(body, "Coupure en C (MIN) : alpha 3 >= bêta 2 après 2, donc 4 et 6 sont élagués.") {
		t.Errorf("the French step narration is missing: %.300s", body)
	}
	if !strings.Contains(body, `"event": "cutoff"`) {
		t.Error("the JSON's names changed with the language")
	}
	code, _, body := get(t, s, "/api/step?leaves=((3+x))&lang=xx")
	if code != http.StatusBadRequest || apiError(t, body) != `lang "xx": want en or fr` {
		t.Errorf("lang=xx: %d %s", code, body)
	}
	// The server's own refusals of a request follow its language too.
	for _, c := range []struct {
		method, path, accept, want string
		code                       int
	}{
		{"GET", "/nope?lang=fr", "", "404 page introuvable : les pages sont /play, /tree, /step, /compare, /quiz, /lecture et /present", http.StatusNotFound},
		{"GET", "/api/nope", "fr", "pas d'API à", http.StatusNotFound},
		{"PUT", "/api/tree?lang=fr", "", "l'API prend GET ou POST", http.StatusMethodNotAllowed},
		{"POST", "/step", "fr", "405 méthode non permise", http.StatusMethodNotAllowed},
		{"GET", "/api/tree?lang=xx", "fr", `il faut en ou fr`, http.StatusBadRequest},
		{"GET", "/nope", "", "404 page not found", http.StatusNotFound},
	} {
		req := httptest.NewRequest(c.method, c.path, nil)
		req.Header.Set("Accept-Language", c.accept)
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		if rec.Code != c.code || !strings.Contains(rec.Body.String(), c.want) {
			t.Errorf("%s %s (Accept-Language %q): %d %q; want %d with %q", c.method, c.path, c.accept, rec.Code, rec.Body.String(), c.code, c.want)
		}
	}
}
