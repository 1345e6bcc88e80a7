package web

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"io/fs"
	"math"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"gametree/explore"
	"gametree/internal/msg"
	"gametree/render"
)

// xmlNode is an element of a manifest read generically: its name, its
// attributes, its text and its children.
type xmlNode struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Text     string     `xml:",chardata"`
	Children []xmlNode  `xml:",any"`
}

func (n xmlNode) attr(space, local string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == local && (space == "" || a.Name.Space == space) {
			return a.Value
		}
	}
	return ""
}

func (n xmlNode) all(local string) []xmlNode {
	var out []xmlNode
	for _, c := range n.Children {
		if c.XMLName.Local == local {
			out = append(out, c)
		}
		out = append(out, c.all(local)...)
	}
	return out
}

const (
	imscp = "http://www.imsproject.org/xsd/imscp_rootv1p1p2"
	adlcp = "http://www.adlnet.org/xsd/adlcp_rootv1p2"
)

// The package follows SCORM 1.2's content packaging: imsmanifest.xml at
// the root of the zip, in IMS CP 1.1.2's namespace, its metadata naming
// ADL SCORM 1.2; the default organization exists, every item refers to a
// resource, identifiers are unique, the one resource is a SCO of type
// webcontent launched by a file of the package, every file listed is in
// it and nothing else is; the same quiz gives the same bytes.
func TestScormPackage(t *testing.T) {
	q := url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}
	b, err := Scorm(context.Background(), "quiz", q, msg.Fr)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := Scorm(context.Background(), "quiz", q, msg.Fr)
	if !bytes.Equal(b, again) {
		t.Error("the same quiz made another package")
	}
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for _, f := range zr.File {
		r, _ := f.Open()
		body, _ := io.ReadAll(r)
		files[f.Name] = body
	}
	raw, ok := files["imsmanifest.xml"]
	if !ok {
		t.Fatal("no imsmanifest.xml at the root of the package")
	}
	var m xmlNode
	if err := xml.Unmarshal(raw, &m); err != nil {
		t.Fatalf("the manifest is not well-formed XML: %v", err)
	}
	if m.XMLName.Local != "manifest" || m.XMLName.Space != imscp || m.attr("", "identifier") == "" {
		t.Fatalf("root %v, identifier %q", m.XMLName, m.attr("", "identifier"))
	}
	if s, v := m.all("schema"), m.all("schemaversion"); len(s) != 1 || s[0].Text != "ADL SCORM" || len(v) != 1 || v[0].Text != "1.2" {
		t.Errorf("metadata: %v %v", s, v)
	}
	ids := map[string]bool{}
	for _, kind := range []string{"organization", "item", "resource"} {
		for _, n := range m.all(kind) {
			id := n.attr("", "identifier")
			if id == "" || ids[id] {
				t.Errorf("%s identifier %q missing or taken twice", kind, id)
			}
			ids[id] = true
		}
	}
	orgs := m.all("organizations")
	if len(orgs) != 1 || !ids[orgs[0].attr("", "default")] {
		t.Errorf("organizations' default %q names no organization", orgs[0].attr("", "default"))
	}
	resources := map[string]xmlNode{}
	for _, r := range m.all("resource") {
		resources[r.attr("", "identifier")] = r
	}
	items := m.all("item")
	if len(items) != 1 {
		t.Fatalf("%d items, want one SCO", len(items))
	}
	res, ok := resources[items[0].attr("", "identifierref")]
	if !ok {
		t.Fatalf("the item refers to no resource")
	}
	if res.attr(adlcp, "scormtype") != "sco" || res.attr("", "type") != "webcontent" || files[res.attr("", "href")] == nil {
		t.Errorf("the resource: scormtype %q, type %q, href %q", res.attr(adlcp, "scormtype"), res.attr("", "type"), res.attr("", "href"))
	}
	listed := map[string]bool{"imsmanifest.xml": true}
	for _, f := range res.all("file") {
		listed[f.attr("", "href")] = true
		if files[f.attr("", "href")] == nil {
			t.Errorf("file %q listed, not in the package", f.attr("", "href"))
		}
	}
	for name := range files {
		if !listed[name] {
			t.Errorf("%s in the package, not listed", name)
		}
	}
	if ms := m.all("masteryscore"); len(ms) != 1 || ms[0].XMLName.Space != adlcp {
		t.Errorf("masteryscore: %v", ms)
	} else if v, err := strconv.Atoi(ms[0].Text); err != nil || v < 0 || v > 100 {
		t.Errorf("masteryscore %q: want 0 to 100", ms[0].Text)
	}
	if !bytes.Contains(files["index.html"], []byte(`<html lang="fr">`)) {
		t.Error("the page is not in the language asked")
	}
}

// The sizes of the one-file pages the docs give: the depth-3 Othello
// step after f5d6, AIMA's Figure 5.2 quiz, and that tree's page; each
// under a megabyte.
func TestOneFileSizes(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every step of a search")
	}
	doc, err := os.ReadFile("../docs/coursework.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		page, row string // the page, and its row in docs/coursework.md
		q         url.Values
	}{
		{"step", "step, Othello after f5d6, depth 3 (198 steps)", url.Values{"moves": {"f5d6"}, "depth": {"3"}}},
		{"quiz", "quiz, AIMA's Figure 5.2 (with the quiz maker of edited trees)", url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}},
		{"tree", "tree, Othello after f5d6, depth 3", url.Values{"moves": {"f5d6"}, "depth": {"3"}}},
		// A textbook tree's pages carry the engines of its editor.
		{"tree", "tree, AIMA's Figure 5.2 (with the search and drawing of edited trees)", url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}},
		{"step", "step, AIMA's Figure 5.2 (with the search and drawing of edited trees)", url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}},
	} {
		b, err := OneFile(context.Background(), c.page, c.q, msg.En)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s %s: %d bytes", c.page, c.q.Encode(), len(b))
		if len(b) >= 1<<20 {
			t.Errorf("%s %s: %d bytes, over a megabyte", c.page, c.q.Encode(), len(b))
		}
		// The size the docs give, within a tenth.
		m := regexp.MustCompile(`(?m)^\| ` + regexp.QuoteMeta(c.row) + ` \| (\d+) KB \|$`).FindSubmatch(doc)
		if m == nil {
			t.Errorf("docs/coursework.md has no row %q", c.row)
			continue
		}
		kb, _ := strconv.Atoi(string(m[1]))
		if got := float64(len(b)) / 1000; math.Abs(got-float64(kb)) > float64(kb)/10 {
			t.Errorf("docs/coursework.md gives %q %d KB; it is %.0f KB", c.row, kb, got)
		}
	}
}

// BenchmarkOneFileStep makes the one-file page of the depth-3 Othello
// step after f5d6: its time, and its size in bytes.
func BenchmarkOneFileStep(b *testing.B) {
	q := url.Values{"moves": {"f5d6"}, "depth": {"3"}}
	var size int
	for i := 0; i < b.N; i++ {
		page, err := OneFile(context.Background(), "step", q, msg.En)
		if err != nil {
			b.Fatal(err)
		}
		size = len(page)
	}
	b.ReportMetric(float64(size), "bytes")
}

// Every script a page imports is one the one-file pages join, in an order
// where each comes after those it imports.
func TestBundleKnowsEveryImport(t *testing.T) {
	static, err := fs.Sub(assets, "assets")
	if err != nil {
		t.Fatal(err)
	}
	names, _ := fs.Glob(static, "*.js")
	at := map[string]int{}
	for i, m := range modules {
		at[m] = i
	}
	for _, name := range names {
		src, _ := fs.ReadFile(static, name)
		for _, m := range importLine.FindAllStringSubmatch(string(src), -1) {
			i, ok := at[m[2]]
			if !ok {
				t.Errorf("%s imports %s, which the one-file pages do not join (modules in onefile.go)", name, m[2])
			} else if j, mine := at[name]; mine && j < i {
				t.Errorf("%s comes before %s, which it imports", name, m[2])
			}
		}
	}
	for _, page := range OneFilePages {
		if _, err := bundle(static, page+".js", true); err != nil {
			t.Errorf("%s: %v", page, err)
		}
	}
}

// A one-file step page is priced before it is drawn: a search whose
// steps times nodes pass OneFileMaxDrawings is drawn from the compact
// form (a page of 400 leaves, 1,602 steps, in a fraction of a second and
// about 400 KB, where it took 37 s and 2.55 GB for 30 MB), a smaller one
// drawn a picture a step within the budget of memory, a search of more
// than OneFileMaxSteps steps refused at once; Monte Carlo tree search's
// 1,000 iterations (5,338 steps) drawn from the compact form too.
func TestOneFileStepPriced(t *testing.T) {
	leaves := func(n int) string {
		var parts []string
		for i := 1; i <= n; i++ {
			parts = append(parts, strconv.Itoa(i))
		}
		return "(" + strings.Join(parts, " ") + ")"
	}
	start := time.Now()
	b, err := OneFile(context.Background(), "step", url.Values{"leaves": {leaves(400)}}, msg.En)
	if err != nil || len(b) > 450_000 || !bytes.Contains(b, []byte(`"data"`)) {
		t.Errorf("400 leaves: %d bytes, %v", len(b), err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the page took %s", d)
	}
	_, err = OneFile(context.Background(), "step", url.Values{"leaves": {leaves(150)}, "max-memory": {"64MiB"}}, msg.En)
	var me *explore.MemoryError
	if !errors.As(err, &me) || !strings.Contains(err.Error(), "a one-file page of 602 steps over 151 nodes may take about") || !strings.Contains(err.Error(), "raise --max-memory") {
		t.Errorf("150 leaves on 64MiB: %v", err)
	}
	start = time.Now()
	_, err = OneFile(context.Background(), "step", url.Values{"leaves": {leaves(30_000)}, "max-nodes": {"40000"}}, msg.En)
	if err == nil || err.Error() != "a one-file page holds at most 100,000 steps, and this search takes 120,002: give a smaller tree" {
		t.Errorf("30,000 leaves: %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the refusal took %s", d)
	}
	s := New(Options{})
	rec := request(s, "GET", "/api/step?format=html&algo=mcts&iterations=1000&game=tictactoe")
	if rec.Code != http.StatusOK || rec.Body.Len() > 1<<20 {
		t.Errorf("/api/step of 1,000 iterations of MCTS as a page: %d, %d bytes", rec.Code, rec.Body.Len())
	}
	rec = request(s, "GET", "/api/step?compact=1&algo=mcts&iterations=30&game=tictactoe")
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"changes"`) {
		t.Errorf("/api/step?compact=1 of MCTS: %d %.300s", rec.Code, rec.Body.String())
	}
	rec = request(s, "GET", "/api/step?compact=1&leaves="+url.QueryEscape(leaves(400)))
	var c render.CompactTrace
	if rec.Code != http.StatusOK || json.Unmarshal(rec.Body.Bytes(), &c) != nil || c.Compact.Count != 401 || len(c.Changes) != 1602 {
		t.Errorf("/api/step?compact=1: %d %.300s", rec.Code, rec.Body.String())
	}
}

// A SCORM package is titled in its language: the French package's
// activity was titled in English.
func TestScormTitleInLanguage(t *testing.T) {
	q := url.Values{"leaves": {"((3 12) (2 4))"}}
	if got := scormTitle("quiz", q, msg.En); got != "gametree Quiz: ((3 12) (2 4))" {
		t.Errorf("English: %q", got)
	}
	if got := scormTitle("step", q, msg.Fr); got != "gametree Pas à pas : ((3 12) (2 4))" {
		t.Errorf("French: %q", got)
	}
}
