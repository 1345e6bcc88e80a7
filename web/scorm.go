package web

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"hash/fnv"
	"net/url"
	"strings"
	"time"

	"gametree/explore"
	"gametree/internal/msg"
)

// A SCORM 1.2 package (gametree quiz -o quiz.zip, tree and step --format
// scorm): one SCO, the one-file page as index.html, and the manifest that
// tells the LMS (Moodle imports it as a SCORM activity) what to launch. The
// page reports to the LMS through the SCORM API it finds in its frames
// (common.js, scorm): a tree completed when opened, a step-through when
// its last step is reached, a quiz passed or failed with its score at each
// Check; without an LMS it works as the one-file page does.

// ScormMastery is the share of the questions a quiz must answer right to
// be passed, in percent.
const ScormMastery = 80

// Scorm makes the SCORM 1.2 package of the one-file page page ("tree",
// "step", "quiz") of params, in l, titled by what it shows.
func Scorm(ctx context.Context, page string, params url.Values, l msg.Lang) ([]byte, error) {
	html, err := OneFile(ctx, page, params, l)
	if err != nil {
		return nil, err
	}
	return scormZip(html, scormTitle(page, params, l))
}

// ScormOf is Scorm of the page (tree or step) whose search done holds,
// searched already (OneFileOf).
func ScormOf(ctx context.Context, page string, params url.Values, l msg.Lang, done Searched) ([]byte, error) {
	html, err := OneFileOf(ctx, page, params, l, done)
	if err != nil {
		return nil, err
	}
	return scormZip(html, scormTitle(page, params, l))
}

// scormTitle names the activity in the LMS's list, in l: the page and
// its tree ("gametree Quiz: ((3 12 8) (2 4 6) (14 5 2))", "gametree Pas à
// pas : othello f5d6"), its tree cut past 40 characters.
func scormTitle(page string, params url.Values, l msg.Lang) string {
	what := params.Get("leaves")
	if what == "" {
		g := params.Get("game")
		if g == "" {
			g = explore.Games()[0].Name // the default game
		}
		what = strings.TrimSpace(g + " " + params.Get("moves") + " " + params.Get("board"))
		if params.Get("seed") != "" && params.Get("moves") == "" && params.Get("game") == "" {
			what = l.T("a random tree (seed %s)", params.Get("seed"))
		}
	}
	kind := map[string]string{"tree": "Tree", "step": "Step", "quiz": "Quiz"}[page]
	// A line of the LMS's list: a long tree's first 40 characters.
	return l.T("gametree %s: %s", l.Word(kind), shortInput(strings.Join(strings.Fields(what), " ")))
}

// scormZip packs the page and its manifest; the same page, the same bytes.
func scormZip(html []byte, title string) ([]byte, error) {
	h := fnv.New64a()
	h.Write(html)
	id := fmt.Sprintf("gametree-%016x", h.Sum64())
	manifest, err := scormManifest(id, title)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	// A fixed date: the package of the same page is the same bytes.
	when := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, f := range []struct {
		name string
		body []byte
	}{{"imsmanifest.xml", manifest}, {"index.html", html}} {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: f.name, Method: zip.Deflate, Modified: when})
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(f.body); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// The manifest of SCORM 1.2 content packaging: IMS Content Packaging
// 1.1.2 with ADL's extensions (adlcp), one organization of one item that
// launches one resource, a SCO.
type (
	scormManifestXML struct {
		XMLName        xml.Name           `xml:"manifest"`
		Identifier     string             `xml:"identifier,attr"`
		Version        string             `xml:"version,attr"`
		Xmlns          string             `xml:"xmlns,attr"`
		XmlnsAdlcp     string             `xml:"xmlns:adlcp,attr"`
		XmlnsXsi       string             `xml:"xmlns:xsi,attr"`
		SchemaLocation string             `xml:"xsi:schemaLocation,attr"`
		Metadata       scormMetadata      `xml:"metadata"`
		Organizations  scormOrganizations `xml:"organizations"`
		Resources      scormResources     `xml:"resources"`
	}
	scormMetadata struct {
		Schema        string `xml:"schema"`
		SchemaVersion string `xml:"schemaversion"`
	}
	scormOrganizations struct {
		Default      string            `xml:"default,attr"`
		Organization scormOrganization `xml:"organization"`
	}
	scormOrganization struct {
		Identifier string    `xml:"identifier,attr"`
		Title      string    `xml:"title"`
		Item       scormItem `xml:"item"`
	}
	scormItem struct {
		Identifier    string `xml:"identifier,attr"`
		IdentifierRef string `xml:"identifierref,attr"`
		IsVisible     string `xml:"isvisible,attr"`
		Title         string `xml:"title"`
		MasteryScore  int    `xml:"adlcp:masteryscore"`
	}
	scormResources struct {
		Resource scormResource `xml:"resource"`
	}
	scormResource struct {
		Identifier string      `xml:"identifier,attr"`
		Type       string      `xml:"type,attr"`
		ScormType  string      `xml:"adlcp:scormtype,attr"`
		Href       string      `xml:"href,attr"`
		Files      []scormFile `xml:"file"`
	}
	scormFile struct {
		Href string `xml:"href,attr"`
	}
)

// scormManifest writes the manifest of the package id, titled title.
func scormManifest(id, title string) ([]byte, error) {
	m := scormManifestXML{
		Identifier: id, Version: "1.0",
		Xmlns:          "http://www.imsproject.org/xsd/imscp_rootv1p1p2",
		XmlnsAdlcp:     "http://www.adlnet.org/xsd/adlcp_rootv1p2",
		XmlnsXsi:       "http://www.w3.org/2001/XMLSchema-instance",
		SchemaLocation: "http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd",
		Metadata:       scormMetadata{Schema: "ADL SCORM", SchemaVersion: "1.2"},
		Organizations: scormOrganizations{Default: "gametree-org", Organization: scormOrganization{
			Identifier: "gametree-org", Title: title,
			Item: scormItem{Identifier: "gametree-item", IdentifierRef: "gametree-sco", IsVisible: "true", Title: title, MasteryScore: ScormMastery},
		}},
		Resources: scormResources{Resource: scormResource{Identifier: "gametree-sco", Type: "webcontent", ScormType: "sco", Href: "index.html",
			Files: []scormFile{{Href: "index.html"}}}},
	}
	b, err := xml.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), append(b, '\n')...), nil
}
