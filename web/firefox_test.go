package web

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"gametree/internal/msg"
)

// The one-file pages in Firefox: opened from disk with the network cut
// (every request goes to a proxy that does not exist), driven through
// Marionette, Firefox's own remote protocol (length-prefixed JSON on a
// socket, no driver program needed). Without Firefox the test skips;
// .ci/run installs firefox-esr.

// findFirefox returns the path of a Firefox, or "".
func findFirefox() string {
	for _, name := range []string{"firefox-esr", "firefox"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// marionette is a session of Firefox's remote protocol.
type marionette struct {
	conn net.Conn
	r    *bufio.Reader
	id   int
}

// startFirefox starts a headless Firefox on a profile of its own and
// returns a Marionette session with it.
func startFirefox(t *testing.T) *marionette {
	t.Helper()
	needBrowsers(t)
	path := findFirefox()
	if path == "" {
		t.Skip("no Firefox: install the firefox-esr package (apt-get install firefox-esr) to run the Firefox tests")
	}
	profile := t.TempDir()
	prefs := strings.Join([]string{
		`user_pref("marionette.port", 0);`, // any free port, written to MarionetteActivePort
		`user_pref("network.proxy.type", 1);`,
		`user_pref("network.proxy.http", "127.0.0.1");`,
		`user_pref("network.proxy.http_port", 9);`,
		`user_pref("network.proxy.ssl", "127.0.0.1");`,
		`user_pref("network.proxy.ssl_port", 9);`,
		`user_pref("network.proxy.no_proxies_on", "");`,
		`user_pref("network.proxy.allow_hijacking_localhost", true);`,
		`user_pref("browser.shell.checkDefaultBrowser", false);`,
		`user_pref("datareporting.policy.dataSubmissionEnabled", false);`,
		`user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);`,
		`user_pref("app.update.disabledForTesting", true);`,
		`user_pref("browser.startup.homepage_override.mstone", "ignore");`,
	}, "\n")
	if err := os.WriteFile(filepath.Join(profile, "user.js"), []byte(prefs+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, path, "--headless", "--marionette", "--no-remote", "--profile", profile, "--window-size", "1280,800", "about:blank")
	cmd.Env = append(os.Environ(), "HOME="+profile, "MOZ_CRASHREPORTER_DISABLE=1")
	if err := cmd.Start(); err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cancel()
		cmd.Wait()
	})
	var port int
	for deadline := time.Now().Add(30 * time.Second); port == 0; {
		if b, err := os.ReadFile(filepath.Join(profile, "MarionetteActivePort")); err == nil {
			port, _ = strconv.Atoi(strings.TrimSpace(string(b)))
		}
		if time.Now().After(deadline) {
			t.Fatal("Firefox did not open Marionette within 30 s")
		}
		time.Sleep(100 * time.Millisecond)
	}
	conn, err := net.DialTimeout("tcp", "127.0.0.1:"+strconv.Itoa(port), 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	m := &marionette{conn: conn, r: bufio.NewReader(conn)}
	if _, err := m.read(); err != nil { // the greeting
		t.Fatal(err)
	}
	if _, err := m.call("WebDriver:NewSession", map[string]any{"capabilities": map[string]any{"alwaysMatch": map[string]any{"acceptInsecureCerts": true}}}); err != nil {
		t.Fatal(err)
	}
	return m
}

// read reads one message: its length, a colon, then its JSON.
func (m *marionette) read() (json.RawMessage, error) {
	m.conn.SetReadDeadline(time.Now().Add(60 * time.Second))
	head, err := m.r.ReadString(':')
	if err != nil {
		return nil, err
	}
	n, err := strconv.Atoi(strings.TrimSuffix(head, ":"))
	if err != nil {
		return nil, fmt.Errorf("marionette: length %q", head)
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(m.r, body); err != nil {
		return nil, err
	}
	return body, nil
}

// call sends a command and returns its result.
func (m *marionette) call(name string, params any) (json.RawMessage, error) {
	m.id++
	b, _ := json.Marshal([]any{0, m.id, name, params})
	if _, err := fmt.Fprintf(m.conn, "%d:%s", len(b), b); err != nil {
		return nil, err
	}
	for {
		raw, err := m.read()
		if err != nil {
			return nil, err
		}
		var reply []json.RawMessage
		if err := json.Unmarshal(raw, &reply); err != nil || len(reply) != 4 {
			return nil, fmt.Errorf("marionette: reply %s", raw)
		}
		var id int
		json.Unmarshal(reply[1], &id)
		if id != m.id {
			continue
		}
		if string(reply[2]) != "null" {
			return nil, fmt.Errorf("%s: %s", name, reply[2])
		}
		return reply[3], nil
	}
}

// eval runs script (a function body) in the page and returns its value.
func (m *marionette) eval(t *testing.T, script string) any {
	t.Helper()
	raw, err := m.call("WebDriver:ExecuteScript", map[string]any{"script": script, "args": []any{}})
	if err != nil {
		t.Fatal(err)
	}
	var out struct{ Value any }
	json.Unmarshal(raw, &out)
	return out.Value
}

// waitFor waits up to 15 s for expr to be true in the page.
func (m *marionette) waitFor(t *testing.T, what, expr string) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		if v, _ := m.eval(t, "return !!("+expr+");").(bool); v {
			return
		}
		if time.Now().After(deadline) {
			status, _ := m.eval(t, "return document.querySelector('#status')?.textContent || '';").(string)
			t.Fatalf("Firefox: waiting for %s (%s); the page says %q", what, expr, status)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// snap saves a screenshot of the page when GAMETREE_SCREENSHOTS names a
// folder.
func (m *marionette) snap(t *testing.T, name string) {
	t.Helper()
	dir := os.Getenv("GAMETREE_SCREENSHOTS")
	if dir == "" {
		return
	}
	raw, err := m.call("WebDriver:TakeScreenshot", map[string]any{"full": false})
	if err != nil {
		t.Fatal(err)
	}
	var out struct{ Value string }
	json.Unmarshal(raw, &out)
	png, err := base64.StdEncoding.DecodeString(out.Value)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "firefox-"+name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestFirefoxOneFile(t *testing.T) {
	m := startFirefox(t)
	dir := t.TempDir()
	open := func(page string, q url.Values, l msg.Lang) {
		t.Helper()
		file := writeOneFile(t, dir, page, q, l)
		if _, err := m.call("WebDriver:Navigate", map[string]any{"url": "file://" + file}); err != nil {
			t.Fatal(err)
		}
	}
	click := func(css string) {
		t.Helper()
		m.eval(t, "document.querySelector("+strconv.Quote(css)+").click(); return true;")
	}
	leaves := url.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}

	open("tree", leaves, msg.En)
	m.waitFor(t, "the tree", `document.querySelectorAll('#drawing g.node').length === 13`)
	m.eval(t, `document.querySelector('g.node[data-node="2"]').dispatchEvent(new MouseEvent('click', {bubbles: true})); return true;`)
	m.waitFor(t, "the node's panel", `document.querySelector('#node h2')?.textContent === 'Node 3' && document.querySelector('#node').textContent.includes('on the principal variation')`)
	// The page searches and draws an edited tree itself.
	click("#edit")
	m.eval(t, `document.querySelector('g.node[data-node="9"]').dispatchEvent(new MouseEvent('click', {bubbles: true})); return true;`)
	m.waitFor(t, "the editor on D", `document.querySelector('#editor h3') !== null`)
	click(`#editor button[aria-keyshortcuts="A"]`)
	m.waitFor(t, "the edited tree", `document.querySelectorAll('#drawing g.node').length === 14 && document.querySelector('#outline').textContent.includes('(14 5 2 0)') && document.querySelector('#summary').textContent.includes('14 nodes')`)
	m.waitFor(t, "no network", noNetwork)
	m.snap(t, "tree")

	open("step", url.Values{"moves": {"f5d6"}, "depth": {"3"}}, msg.Fr)
	m.waitFor(t, "the first step", `/^étape 1 sur \d+$/.test(document.querySelector('#stepno').textContent) && document.querySelector('#drawing g.node') !== null && document.querySelector('#board svg') !== null`)
	click("#next")
	m.waitFor(t, "the second step", `/^étape 2 sur/.test(document.querySelector('#stepno').textContent) && document.querySelector('#event').textContent.startsWith('2. ') && document.querySelector('#drawing').dataset.step === '2'`)
	click("#last")
	m.waitFor(t, "the last step", `(() => { const m = /^étape (\d+) sur (\d+)$/.exec(document.querySelector('#stepno').textContent); return m && m[1] === m[2] && document.querySelector('#drawing').dataset.step === m[1]; })()`)
	m.waitFor(t, "no network", noNetwork)
	m.snap(t, "step")

	open("quiz", leaves, msg.Fr)
	m.waitFor(t, "the quiz", `document.querySelectorAll('.quiz-tree g.node').length === 13`)
	for name, v := range map[string]string{"A": "3", "B": "3", "C": "2", "D": "1"} {
		m.eval(t, `const i = document.querySelector('input[data-node="`+name+`"]') || [...document.querySelectorAll('#answers input')].find((e) => (e.getAttribute('aria-label') || '').endsWith(' `+name+`')); i.value = '`+v+`'; i.dispatchEvent(new Event('input', {bubbles: true})); return true;`)
	}
	click("#check")
	m.waitFor(t, "the grade", `document.querySelector('#score').textContent === 'Score : 10 sur 13.' && document.querySelector('#mistakes').textContent.includes('C2 : élagué (et non évalué)')`)
	// The page makes the quiz of an edited tree itself.
	click("#edit")
	m.eval(t, `document.querySelector('.quiz-tree g.node[data-node="3"]').dispatchEvent(new MouseEvent('click', {bubbles: true})); return true;`)
	m.waitFor(t, "the editor on D", `document.querySelector('#editor h3') !== null`)
	click(`#editor button[aria-keyshortcuts="A"]`)
	m.waitFor(t, "the edited quiz", `document.querySelectorAll('.quiz-tree g.node').length === 14 && document.querySelector('#source').textContent.includes('(14 5 2 0)')`)
	m.waitFor(t, "no network", noNetwork)
	m.snap(t, "quiz")
}
