// Package msg holds the languages of gametree's sentences and their
// message catalog: every sentence a student reads is written once, in
// English, as the key of its French translation, and printed through
// golang.org/x/text/message in the language asked for. The language goes
// from the faces (the command line's --lang and the environment, the
// server's ?lang= and Accept-Language) to the libraries in a context.
package msg

import (
	"context"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"syscall"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"

	"gametree/internal/fault"
)

// Lang is a language of gametree's sentences.
type Lang uint8

// The languages.
const (
	// En is English, the language of the keys.
	En Lang = iota
	// Fr is French.
	Fr
	// Pseudo is a test language (the pseudo-localisation of the Android,
	// Chromium and Windows teams): every sentence of the catalog is
	// written in English between ⟦ and ⟧, so that a test finds the
	// sentences that do not go through it. --lang qps-ploc asks for it;
	// the help does not offer it.
	Pseudo
)

// Langs are the languages, in the order the help lists them.
var Langs = []Lang{En, Fr}

// String returns the language's code: "en" or "fr".
func (l Lang) String() string {
	switch l {
	case Fr:
		return "fr"
	case Pseudo:
		return "qps-ploc"
	}
	return "en"
}

// Tag returns the language's BCP 47 tag.
func (l Lang) Tag() language.Tag {
	if l == Fr {
		return language.French
	}
	return language.English
}

// Parse reads a language code: "en" or "fr" (any case; "fr_FR.UTF-8",
// "fr-CA" and the like are French).
func Parse(s string) (Lang, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch {
	case t == "en" || strings.HasPrefix(t, "en_") || strings.HasPrefix(t, "en-"):
		return En, nil
	case t == "fr" || strings.HasPrefix(t, "fr_") || strings.HasPrefix(t, "fr-"):
		return Fr, nil
	case t == "qps-ploc":
		return Pseudo, nil
	}
	return En, fmt.Errorf("language %q: want en or fr", s)
}

// FromEnv returns the language of the environment, as getenv reads it:
// the first of LC_ALL, LC_MESSAGES and LANG that is set and not empty
// decides; French when it names French (fr_FR.UTF-8), English otherwise.
func FromEnv(getenv func(string) string) Lang {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			if l, err := Parse(strings.SplitN(v, ".", 2)[0]); err == nil {
				return l
			}
			return En
		}
	}
	return En
}

// matcher matches a browser's languages to those of gametree.
var matcher = language.NewMatcher([]language.Tag{language.English, language.French})

// FromAcceptLanguage returns the language a browser's Accept-Language
// header prefers among English and French; English when it names
// neither.
func FromAcceptLanguage(header string) Lang {
	tags, _, err := language.ParseAcceptLanguage(header)
	if err != nil || len(tags) == 0 {
		return En
	}
	_, i, conf := matcher.Match(tags...)
	if conf == language.No || i != 1 {
		return En
	}
	return Fr
}

// key is the type of the context key of the language.
type key struct{}

// With returns ctx carrying the language l.
func With(ctx context.Context, l Lang) context.Context {
	return context.WithValue(ctx, key{}, l)
}

// From returns the language ctx carries, English when none.
func From(ctx context.Context) Lang {
	if ctx == nil {
		return En
	}
	l, _ := ctx.Value(key{}).(Lang)
	return l
}

// printers print in each language other than English, from the catalog.
var printers = map[Lang]*message.Printer{}

func init() {
	for _, m := range []map[string]string{frenchCLI, frenchHelp, frenchLibs, frenchPages, frenchForward, frenchLecture, frenchAZ} {
		for k, v := range m {
			if t, dup := french[k]; dup && t != v {
				panic(fmt.Sprintf("msg: %q is translated twice: %q and %q", k, t, v))
			}
			french[k] = v
		}
	}
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for k, v := range french {
		if err := b.SetString(language.French, k, v); err != nil {
			panic(fmt.Sprintf("msg: the French of %q: %v", k, err))
		}
	}
	printers[Fr] = message.NewPrinter(language.French, message.Catalog(b))
}

// AddFrench adds translations to the French catalog, as french holds them:
// the command line's long help texts, which their English, written once in
// package main, keys. It must be called at start (from an init), before
// any sentence is written; Word finds them, T does not.
func AddFrench(m map[string]string) {
	for k, v := range m {
		if t, dup := french[k]; dup && t != v {
			panic(fmt.Sprintf("msg: %q is translated twice: %q and %q", k, t, v))
		}
		french[k] = v
	}
}

// T writes the sentence key, a format of package fmt, in l with args: the
// key itself in English, its translation in the catalog otherwise (the
// key itself when the catalog lacks it, which TestCatalog forbids).
func (l Lang) T(key string, args ...any) string {
	switch l {
	case En:
		return fmt.Sprintf(key, args...)
	case Pseudo:
		return pseudo(key, fmt.Sprintf(key, l.args(args)...))
	}
	return elide(printers[l].Sprintf(key, decimals(args)...))
}

// elide writes French's elision where a word the sentence was given
// begins with a vowel after "que": "que alphabeta" becomes
// "qu'alphabeta", "que expectimax" "qu'expectimax".
func elide(s string) string {
	for i := 0; ; {
		k := strings.Index(s[i:], "que ")
		if k < 0 {
			return s
		}
		k += i
		i = k + 4
		if k > 0 && !unicode.IsSpace(rune(s[k-1])) && s[k-1] != '(' {
			continue // a word ending in "que": "chaque", "pratique"
		}
		if r, _ := utf8.DecodeRuneInString(s[k+4:]); strings.ContainsRune("aeiouyéèêàâîôû", r) {
			s = s[:k] + "qu'" + s[k+4:]
			i = k + 3
		}
	}
}

// decimals returns args with their floating-point numbers written as
// French writes them: a decimal comma, thousands grouped by no-break
// spaces (0,3; 94 685).
func decimals(args []any) []any {
	out := args
	for i, a := range args {
		var v float64
		switch x := a.(type) {
		case float64:
			v = x
		case float32:
			v = float64(x)
		default:
			continue
		}
		if &out[0] == &args[0] {
			out = append([]any(nil), args...)
		}
		out[i] = frenchFloat(v)
	}
	return out
}

// frenchFloat is a number that formats itself as French writes it.
type frenchFloat float64

// Format writes the number as %f, %g or %e would, with a decimal comma
// and its whole part grouped by thousands.
func (f frenchFloat) Format(st fmt.State, verb rune) {
	format := "%"
	for _, flag := range "+-# 0" {
		if st.Flag(int(flag)) {
			format += string(flag)
		}
	}
	if w, ok := st.Width(); ok {
		format += strconv.Itoa(w)
	}
	if p, ok := st.Precision(); ok {
		format += "." + strconv.Itoa(p)
	}
	s := fmt.Sprintf(format+string(verb), float64(f))
	if strings.ContainsAny(s, "eEnN") { // exponents, NaN and infinities as they are
		fmt.Fprint(st, strings.Replace(s, ".", ",", 1))
		return
	}
	whole, frac, hasFrac := strings.Cut(s, ".")
	digits := strings.TrimLeft(whole, "+- ")
	sign := whole[:len(whole)-len(digits)]
	if len(digits) > 4 {
		var b strings.Builder
		for i, r := range digits {
			if i > 0 && (len(digits)-i)%3 == 0 {
				b.WriteString("\u00a0")
			}
			b.WriteRune(r)
		}
		digits = b.String()
	}
	s = sign + digits
	if hasFrac {
		s += "," + frac
	}
	fmt.Fprint(st, s)
}

// pseudo marks s, the English of key, when the catalog has key: ⟦s⟧.
func pseudo(key, s string) string {
	if _, ok := french[key]; ok {
		return "⟦" + s + "⟧"
	}
	return s
}

// Has reports whether the catalog translates key into l (always for
// English).
func (l Lang) Has(key string) bool {
	if l == En {
		return true
	}
	_, ok := french[key]
	return ok
}

// Singular reports whether l writes n things in the singular: English
// for 1 alone ("1 node", "0 nodes"), French for 0 and 1 ("0 nœud").
func (l Lang) Singular(n int64) bool {
	return n == 1 || (n == 0 && l == Fr)
}

// Decimal writes the decimal points of a number written in English
// ("4.5", "-0.14", "9.6e-06") as l writes them: decimal commas in French
// ("4,5"); text holding a comma already (a vector, "(1,2,6)") is left as
// it is.
func (l Lang) Decimal(text string) string {
	if l != Fr || strings.Contains(text, ",") {
		return text
	}
	return strings.ReplaceAll(text, ".", ",")
}

// Window writes a window or an interval of bounds already written in l:
// "[-inf, 2.5]" in English, "[-inf ; 2,5]" in French, where a comma
// between the bounds would read as a decimal comma.
func (l Lang) Window(lo, hi string) string {
	if l == Fr {
		return "[" + lo + " ; " + hi + "]"
	}
	return "[" + lo + ", " + hi + "]"
}

// Word writes a word or a fixed phrase (no format) in l: "Black",
// "discs", "win". A word the catalog lacks stays as it is.
func (l Lang) Word(w string) string {
	switch l {
	case Fr:
		if t, ok := french[w]; ok {
			return t
		}
	case Pseudo:
		return pseudo(w, w)
	}
	return w
}

// Count writes a count with its thousands grouped as l groups them:
// 12,345,678 in English, 12 345 678 in French (with no-break spaces).
func (l Lang) Count(n uint64) string {
	if l == Fr {
		return printers[l].Sprintf("%d", n)
	}
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Given writes how a position was given ("the start", "after f5 d6",
// "tic-tac-toe from X---O---- X then b1": the Given of a search or a
// solve) in l; the moves and board strings stay as they are.
func (l Lang) Given(given string) string {
	if l == En {
		return given
	}
	var pairs []string
	for _, w := range []string{"the start", "after ", " then ", " from ", "tic-tac-toe", "Connect Four"} {
		pairs = append(pairs, w, l.Word(w))
	}
	return strings.NewReplacer(pairs...).Replace(given)
}

// Error writes the reason of err in l, as fault.Message writes it (one
// line, without the library's package): an error of package fault whose
// format the catalog translates is written in l, its arguments that are
// errors too; any other error as it is.
//
// Every value it writes back is short and harmless: one quoted past
// MaxQuoted characters is cut (ShortQuotes), so is a word past it that
// no quotes hold (a path, a flag's name: ShortWords), and a control
// character (an escape sequence typed or sent) is written as its escape.
func (l Lang) Error(err error) string {
	return ShortWords(l.frenchQuotes(l.ShortQuotes(strings.Join(strings.Fields(Escaped(l.reason(err))), " "))))
}

// Escaped writes the control characters of s (ESC, NUL, DEL, ...) as Go
// escapes them (\x1b), so that a message never moves a terminal's cursor
// nor colours it with what a user sent; white space stays as it is.
func Escaped(s string) string {
	if !strings.ContainsFunc(s, control) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if control(r) {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// control reports whether r is a control character other than white
// space.
func control(r rune) bool {
	return (r < 0x20 && r != ' ' && r != '\t' && r != '\n' && r != '\r') || (r >= 0x7f && r < 0xa0)
}

// ShortWords cuts every word of s (a run without spaces) of more than
// MaxQuoted characters that is no quoted value to MaxQuoted, its middle
// left out ("…"): its start and its end stay, so that a path keeps its
// file's name and a word its last mark (a colon, a comma), and a path or
// a flag's name of a hundred kilobytes is not written back whole. Quoted
// values are ShortQuotes's.
func ShortWords(s string) string {
	if len(s) <= MaxQuoted {
		return s
	}
	words := strings.Split(s, " ")
	for i, w := range words {
		runes := []rune(w)
		if len(runes) <= MaxQuoted || strings.HasPrefix(w, `"`) {
			continue
		}
		tail := MaxQuoted / 2
		words[i] = string(runes[:MaxQuoted-tail-1]) + "…" + string(runes[len(runes)-tail:])
	}
	return strings.Join(words, " ")
}

// MaxQuoted is the most characters of a value an error quotes: past it,
// the value is cut and its length said.
const MaxQuoted = 40

// ShortQuotes returns s with every value quoted in it (as %q quotes it)
// of more than MaxQuoted characters cut to its first MaxQuoted, its
// length said in l: a 1 MB --game is not written back whole.
// "--game "yyyy…" (300 characters): want othello, ...".
func (l Lang) ShortQuotes(s string) string {
	if len(s) < MaxQuoted+2 || !strings.Contains(s, `"`) {
		return s
	}
	return eachQuoted(s, func(q string) string {
		v, _ := strconv.Unquote(q)
		runes := []rune(v)
		if len(runes) <= MaxQuoted {
			return q
		}
		cut := strconv.Quote(string(runes[:MaxQuoted]))
		return cut[:len(cut)-1] + `…" ` + l.T("(%s characters)", l.Count(uint64(len(runes))))
	})
}

// eachQuoted returns s with each value quoted in it (as %q quotes it)
// replaced by what f makes of its quoted text; a lone quote is kept.
func eachQuoted(s string, f func(q string) string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '"')
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		q, err := strconv.QuotedPrefix(s[i:])
		if err != nil {
			b.WriteByte('"')
			s = s[i+1:]
			continue
		}
		b.WriteString(f(q))
		s = s[i+len(q):]
	}
}

// frenchQuotes writes, in French, the values an error quotes (as %q
// quotes them, "foo") between guillemets and no-break spaces, « foo »,
// their escapes kept (a control character stays \x1b); other languages'
// errors are kept as they are.
func (l Lang) frenchQuotes(s string) string {
	if l != Fr || !strings.Contains(s, `"`) {
		return s
	}
	return eachQuoted(s, func(q string) string { return "«\u00a0" + q[1:len(q)-1] + "\u00a0»" })
}

// reason writes the reason of err in l.
func (l Lang) reason(err error) string {
	if l == En {
		return fault.Reason(err)
	}
	var key string
	var args []any
	switch e := err.(type) {
	case syscall.Errno:
		// The system's reason: "no such file or directory".
		return l.Word(e.Error())
	case *fs.PathError:
		return l.reason(e.Err)
	case *fault.Error:
		key, args = e.Format, e.Args
	case Formatted:
		key, args = e.MsgFormat()
	case interface{ Unwrap() error }:
		// A wrapper that says just what it wraps (explore.UsageError).
		if inner := e.Unwrap(); inner != nil && inner.Error() == err.Error() {
			return l.reason(inner)
		}
	}
	format, ok := french[key]
	if key == "" || !ok {
		return fault.Reason(err)
	}
	if l == Pseudo {
		return "⟦" + fmt.Sprintf(strings.ReplaceAll(key, "%w", "%v"), l.args(args)...) + "⟧"
	}
	return elide(fmt.Sprintf(strings.ReplaceAll(format, "%w", "%v"), l.args(args)...))
}

// Phrase is a sentence to write later, in the language of whoever reads
// it: a format of package fmt and its arguments. Its String is the
// English; an error of package fault that holds a Phrase among its
// arguments is written in French with the Phrase in French (Lang.Error).
type Phrase struct {
	Format string
	Args   []any
}

// P returns the Phrase of format and args.
func P(format string, args ...any) Phrase { return Phrase{format, args} }

// String writes the phrase in English.
func (p Phrase) String() string { return fmt.Sprintf(p.Format, p.Args...) }

// In writes the phrase in l, its arguments that are phrases or errors
// too.
func (p Phrase) In(l Lang) string {
	if l == En {
		return p.String()
	}
	return l.T(p.Format, l.args(p.Args)...)
}

// Formatted is an error of a library's own type that says the format and
// arguments of its reason, so that Lang.Error can write it in French
// (othello.MoveError).
type Formatted interface {
	error
	MsgFormat() (format string, args []any)
}

// args writes the arguments that are phrases or errors in l, and the
// names (fmt.Stringer: a colour) the catalog has as words.
func (l Lang) args(args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case Phrase:
			out[i] = v.In(l)
		case Count:
			out[i] = v.In(l)
		case error:
			out[i] = l.reason(v)
		case fmt.Stringer:
			out[i] = l.Word(v.String())
		case float64:
			out[i] = a
			if l == Fr {
				out[i] = frenchFloat(v)
			}
		default:
			out[i] = a
		}
	}
	return out
}

// Words returns the French (or l's) of keys, as a page's script reads
// them: each key with its translation, the key itself in English.
func (l Lang) Words(keys []string) map[string]string {
	out := make(map[string]string, len(keys))
	for _, k := range keys {
		out[k] = l.Word(k)
	}
	return out
}

// Count is a number of things written for people, in a language: its
// digits grouped as Lang.Count groups them (1,234,567); 12.3 million and 4.5 billion (12,3
// millions, 4,5 milliards); beyond a thousand billion a power of ten,
// 9.8 × 10^15 (9,8 × 10^15). A count is followed by its noun: French
// writes "de" after millions and milliards ("46,0 millions de nœuds").
type Count int64

// String writes c in English.
func (c Count) String() string { return c.In(En) }

// In writes c in the language l.
func (c Count) In(l Lang) string {
	n := int64(c)
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	point := func(s string) string {
		if l == Fr {
			return strings.ReplaceAll(s, ".", ",")
		}
		return s
	}
	switch {
	case n >= 1e12:
		exp := 0
		f := float64(n)
		for f >= 10 {
			f /= 10
			exp++
		}
		if s := fmt.Sprintf("%.1f", f); s == "10.0" {
			f, exp = 1, exp+1
		}
		return sign + point(fmt.Sprintf("%.1f × 10^%d", f, exp))
	case n >= 1e9:
		return sign + l.T("%s billion", point(fmt.Sprintf("%.1f", float64(n)/1e9)))
	case n >= 1e7:
		return sign + l.T("%s million", point(fmt.Sprintf("%.1f", float64(n)/1e6)))
	}
	return sign + l.Count(uint64(n))
}

// Capitalize upper-cases the first letter of a sentence, however many
// bytes it takes ("poker de Kuhn" → "Poker de Kuhn", "état" → "État");
// a quote or a mark first stays as it is.
func Capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
