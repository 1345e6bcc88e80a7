package web

import (
	"encoding/json"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"gametree/explore"
	"gametree/internal/msg"
)

// Every word the pages' scripts write has its French in the catalog, and
// the pages hold no dictionary of their own: a page is sent its words, in
// its language, from the catalog.
func TestPageWords(t *testing.T) {
	for _, w := range allPageWords() {
		if !msg.Fr.Has(w) && w != "X" && w != "O" && w != "A" && w != "B" {
			t.Errorf("no French for the page word %q", w)
		}
	}
	// Each game's words for its board string, which the forms show as a
	// placeholder, are sent to the pages.
	for _, g := range explore.Games() {
		if !slices.Contains(pageWords, g.BoardHint) || g.MovesHint == "" {
			t.Errorf("%s: board hint %q not among the page words, or no moves hint %q", g.Name, g.BoardHint, g.MovesHint)
		}
	}
	js, err := os.ReadFile("assets/common.js")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(js), "const french") || regexp.MustCompile(`[àâéèêëîïôûùç]`).Match(js) {
		t.Error("common.js holds French of its own")
	}
	// Nor do the other scripts write French of their own.
	scripts, _ := os.ReadDir("assets")
	for _, f := range scripts {
		if !strings.HasSuffix(f.Name(), ".js") || f.Name() == "common.js" {
			continue
		}
		b, _ := os.ReadFile("assets/" + f.Name())
		if strings.Contains(string(b), "lang === 'fr'") {
			t.Errorf("%s writes French of its own (lang === 'fr')", f.Name())
		}
	}
	// No script writes an English sentence past the catalog: a string
	// of three words or more, spaced as words are, stands in tr( or trf(.
	literal := regexp.MustCompile("('(?:[^'\\\\\\n]|\\\\.)*'|`(?:[^`\\\\]|\\\\.)*`)")
	word := regexp.MustCompile(`[A-Za-z]{2,}`)
	for _, f := range scripts {
		if !strings.HasSuffix(f.Name(), ".js") {
			continue
		}
		b, _ := os.ReadFile("assets/" + f.Name())
		for n, line := range strings.Split(string(b), "\n") {
			code, _, _ := strings.Cut(line, "//")
			if strings.HasPrefix(strings.TrimSpace(line), "//") {
				continue
			}
			for _, m := range literal.FindAllStringIndex(code, -1) {
				text := code[m[0]+1 : m[1]-1]
				if strings.HasPrefix(text, "<") {
					continue // markup: an SVG drawing's elements
				}
				bare := regexp.MustCompile(`\$\{[^}]*\}`).ReplaceAllString(text, "")
				if len(word.FindAllString(bare, -1)) < 3 || !regexp.MustCompile(`[a-z] [a-z]`).MatchString(bare) {
					continue
				}
				if before := code[max(0, m[0]-6):m[0]]; strings.Contains(before, "tr(") || strings.Contains(before, "trf(") || strings.Contains(before, "fill(") || strings.Contains(before, "en(") {
					// A key of the catalog, sent to the page.
					if key := jsLiteralText(text); !strings.Contains(text, "${") && !slices.Contains(pageWords, key) {
						t.Errorf("%s:%d: %q is not among the page words (web/words.go)", f.Name(), n+1, key)
					}
					continue
				}
				t.Errorf("%s:%d: a sentence past the catalog: %q", f.Name(), n+1, text)
			}
		}
	}
	s := New(Options{})
	for _, lang := range []string{"en", "fr"} {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", "/step?lang="+lang, nil))
		m := regexp.MustCompile(`<script type="application/json" id="words">(.*?)</script>`).FindStringSubmatch(rec.Body.String())
		if m == nil {
			t.Fatalf("/step?lang=%s has no words", lang)
		}
		var words map[string]string
		if err := json.Unmarshal([]byte(m[1]), &words); err != nil || len(words) != len(allPageWords()) {
			t.Fatalf("/step?lang=%s: %d words, %v", lang, len(words), err)
		}
		if lang == "fr" && words["Searching…"] != "Recherche…" || lang == "en" && words["Searching…"] != "Searching…" {
			t.Errorf("/step?lang=%s: Searching… is %q", lang, words["Searching…"])
		}
	}
}

// jsLiteralText is the text of a JavaScript string literal's body: its escaped
// quotes unescaped.
func jsLiteralText(body string) string {
	return strings.NewReplacer(`\'`, "'", `\"`, `"`, "\\`", "`", `\\`, `\`).Replace(body)
}

// The server's own sentences have their French: the advice for each
// endpoint, the refusal of a shutdown.
func TestServerWords(t *testing.T) {
	for endpoint, advice := range less {
		if !msg.Fr.Has(advice) {
			t.Errorf("%s: no French for %q", endpoint, advice)
		}
	}
	if !msg.Fr.Has(stoppingMessage) {
		t.Errorf("no French for %q", stoppingMessage)
	}
}

// Every key a script gives tr, trf or plural as a literal, however
// short ("cut", "box"), is among the page words: a key the page is not
// sent stays in English on a French page.
func TestShortPageWords(t *testing.T) {
	call := regexp.MustCompile(`\b(?:tr|trf|plural)\((?:[^'()]*?, )?'((?:[^'\\\n]|\\.)*)'(?:, '((?:[^'\\\n]|\\.)*)')?\s*[,)]`)
	scripts, _ := os.ReadDir("assets")
	for _, f := range scripts {
		if !strings.HasSuffix(f.Name(), ".js") {
			continue
		}
		b, _ := os.ReadFile("assets/" + f.Name())
		for _, m := range call.FindAllStringSubmatch(string(b), -1) {
			for _, key := range m[1:] {
				if key != "" && !slices.Contains(pageWords, jsLiteralText(key)) {
					t.Errorf("%s: %q is not among the page words (web/words.go)", f.Name(), jsLiteralText(key))
				}
			}
		}
	}
}
