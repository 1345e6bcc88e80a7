package web

import (
	"net/http"
	"regexp"
	"strings"

	"gametree/internal/msg"
)

// langOf returns the language of a request: its lang parameter (en or
// fr), else its browser's Accept-Language; false with a lang it does not
// know.
func langOf(r *http.Request) (msg.Lang, bool) {
	if v := r.URL.Query().Get("lang"); v != "" {
		l, err := msg.Parse(v)
		return l, err == nil
	}
	return msg.FromAcceptLanguage(r.Header.Get("Accept-Language")), true
}

// speaks returns the language of r's answer whatever its lang: langOf's,
// or the browser's when lang is not a language (the answer says so).
func speaks(r *http.Request) msg.Lang {
	if l, ok := langOf(r); ok {
		return l
	}
	return msg.FromAcceptLanguage(r.Header.Get("Accept-Language"))
}

// textSegment is a run of text between two tags, with the tag before it;
// attrText an attribute a person reads.
var (
	textSegment = regexp.MustCompile(`(<[^>]*>)([^<>]+)`)
	attrText    = regexp.MustCompile(`\b(placeholder|title|aria-label)="([^"]*)"`)
)

// translatePage writes an embedded page in l: its language attribute, and
// every text and readable attribute (placeholder, title, aria-label) the
// catalog translates. The text of an option without a value attribute is
// its value, and stays.
func translatePage(page []byte, l msg.Lang) []byte {
	if l == msg.En {
		return page
	}
	s := strings.Replace(string(page), `<html lang="en">`, `<html lang="`+l.String()+`">`, 1)
	s = textSegment.ReplaceAllStringFunc(s, func(m string) string {
		sub := textSegment.FindStringSubmatch(m)
		tag, text := sub[1], sub[2]
		if strings.HasPrefix(tag, "<option") && !strings.Contains(tag, "value=") {
			return m
		}
		if strings.HasPrefix(tag, "<script") || strings.HasPrefix(tag, "<style") {
			return m
		}
		return tag + translateText(text, l)
	})
	return []byte(attrText.ReplaceAllStringFunc(s, func(m string) string {
		sub := attrText.FindStringSubmatch(m)
		return sub[1] + `="` + translateText(sub[2], l) + `"`
	}))
}

// translateText writes a text of a page in l, keeping the white space
// around it.
func translateText(text string, l msg.Lang) string {
	t := strings.TrimSpace(text)
	if t == "" {
		return text
	}
	i := strings.Index(text, t)
	return text[:i] + l.Word(t) + text[i+len(t):]
}
