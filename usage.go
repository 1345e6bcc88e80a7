package main

import (
	"regexp"
	"strings"
	"sync"

	"gametree/explore"
	"gametree/internal/msg"
)

// A command's USAGE line is made from its parameters' declarations, so
// that it names the flags the command takes with the placeholders of
// their help, in each language: its shape is written once, each flag in
// braces.
//
//	{depth}          --depth N (the placeholder in backquotes in its help)
//	{fail-hard}      --fail-hard (a flag without a value)
//	{format:choices} --format text|md|csv|json (its declared choices)
//	{-o}             -o FILE (a parameter by its one-letter alias)
//	{=GAMES...}      a word of the line itself, translated
//
// Everything else (brackets, bars, the command's name) is kept as written.

// glue holds a flag to its value in a USAGE line until the help is
// wrapped (a character of private use, which no wrapping takes for a
// space); the help printer writes a space for it.
const glue = "\ue000"

// synopsisPart finds the braces of a shape.
var synopsisPart = regexp.MustCompile(`\{([^{}]+)\}`)

// synopses holds each line made, by its English, with what remakes it in
// another language.
var synopses sync.Map // string -> synopsisOf

// synopsisOf is a USAGE line's shape and the parameters it names.
type synopsisOf struct {
	shape  string
	params []explore.Param
}

// synopsis returns the English USAGE line of shape, its flags read from
// params.
func synopsis(shape string, params []explore.Param) string {
	s := synopsisOf{shape, params}
	line := strings.ReplaceAll(s.in(msg.En), glue, " ")
	synopses.Store(line, s)
	return line
}

// words returns the words of a shape's line itself ({=GAMES...}), which
// the catalog translates.
func (s synopsisOf) words() []string {
	var out []string
	for _, m := range synopsisPart.FindAllStringSubmatch(s.shape, -1) {
		if w, ok := strings.CutPrefix(m[1], "="); ok {
			out = append(out, w)
		}
	}
	return out
}

// synopsisIn returns a USAGE line in l: made again from its declarations
// when synopsis made it, else the catalog's word.
func synopsisIn(l msg.Lang, line string) string {
	if s, ok := synopses.Load(line); ok {
		return s.(synopsisOf).in(l)
	}
	return l.Word(line)
}

// in writes the line in l.
func (s synopsisOf) in(l msg.Lang) string {
	return synopsisPart.ReplaceAllStringFunc(s.shape, func(part string) string {
		part = part[1 : len(part)-1]
		if word, ok := strings.CutPrefix(part, "="); ok {
			return l.Word(word)
		}
		name, form, _ := strings.Cut(part, ":")
		dashes := "--"
		if short, ok := strings.CutPrefix(name, "-"); ok {
			dashes = "-"
			name = short
		}
		p, ok := s.param(name)
		if !ok {
			return dashes + name + "(undeclared)"
		}
		if p.Kind == explore.Bool {
			return dashes + name
		}
		if form == "choices" && len(p.Choices) > 0 {
			var names []string
			for _, c := range p.Choices {
				n, _, _ := strings.Cut(c, " ")
				names = append(names, n)
			}
			return dashes + name + glue + strings.Join(names, "|")
		}
		return dashes + name + glue + placeholderOf(usageIn(l, p.Help()), l)
	})
}

// param returns the parameter of a name or of an alias.
func (s synopsisOf) param(name string) (explore.Param, bool) {
	for _, p := range s.params {
		if p.Name == name {
			return p, true
		}
		for _, a := range p.Aliases {
			if a == name {
				return p, true
			}
		}
	}
	return explore.Param{}, false
}

// placeholderOf returns the word in backquotes of a flag's help ("N" in
// "the depth `N`"), or VALUE in l.
func placeholderOf(usage string, l msg.Lang) string {
	if _, rest, ok := strings.Cut(usage, "`"); ok {
		if word, _, ok := strings.Cut(rest, "`"); ok {
			return word
		}
	}
	return l.Word("VALUE")
}
