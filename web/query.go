package web

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"gametree/explore"
	"gametree/internal/fault"
)

// query is a request's parameters, named as the CLI's flags.
type query struct {
	v      explore.Values
	server *Server
}

// webOnly are parameters of the API that are not the CLI's flags.
var webOnly = map[string]bool{"download": true}

// check refuses parameters that lists do not declare and extra does not
// name, parameters that name files, and a max-nodes or max-memory over the
// server's ceiling; a max-nodes not given takes the default of lists,
// capped by the ceiling.
func (q *query) check(extra []string, lists ...[]explore.Param) error {
	known := map[string]string{}
	files := map[string]string{}
	for _, l := range lists {
		for _, p := range l {
			switch {
			case p.File != "":
				files[p.Name] = p.File
			case !p.Local:
				known[p.Name] = p.Default
			}
		}
	}
	for _, e := range extra {
		known[e] = ""
	}
	names := make([]string, 0, len(q.v))
	for name := range q.v {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if use, ok := files[name]; ok {
			return fault.Errorf("%s names a file, and the server reads no files; give the %s itself", name, use)
		}
		if _, ok := known[name]; !ok && !webOnly[name] {
			return fault.Errorf("unknown parameter %q; this endpoint takes %s", shortInput(name), paramList(known))
		}
	}
	if def, ok := known["max-nodes"]; ok {
		ceiling := q.server.opt.MaxNodes
		if s, given := q.v.Get("max-nodes"); given {
			n, err := strconv.Atoi(strings.TrimSpace(s))
			if err == nil && n > ceiling {
				return fault.Errorf("--max-nodes %d: this server allows at most %d (gametree serve --max-nodes)", n, ceiling)
			}
		} else if n, err := strconv.Atoi(def); err == nil && n > ceiling {
			q.v["max-nodes"] = []string{strconv.Itoa(ceiling)}
		}
	}
	if _, ok := known["max-memory"]; ok {
		ceiling := min(explore.DefaultMaxMemory, q.server.opt.MaxMemory)
		if q.server.commandLine {
			ceiling = q.server.opt.MaxMemory
		}
		if s, given := q.v.Get("max-memory"); given {
			b, err := explore.ParseBytes(s)
			if err == nil && b > ceiling {
				return fault.Errorf("--max-memory %s: this server allows at most %s", s, ceiling)
			}
		} else {
			q.v["max-memory"] = []string{ceiling.String()}
		}
	}
	return nil
}

// shortInput is a client's input as an error quotes it: its first 40
// characters, and "…" when there is more, so that an answer never echoes
// a long input back.
func shortInput(s string) string {
	const most = 40
	if utf8.RuneCountInString(s) <= most {
		return s
	}
	return string([]rune(s)[:most]) + "…"
}

// paramList lists the names of known, sorted.
func paramList(known map[string]string) string {
	var names []string
	for name := range known {
		names = append(names, name)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// str returns a parameter's value, or def.
func (q *query) str(name, def string) string {
	if v, ok := q.v.Get(name); ok {
		return v
	}
	return def
}
