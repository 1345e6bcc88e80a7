package explore

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"gametree/internal/fault"
	"gametree/internal/msg"
)

// Params gives the parameters of a request by the names of the CLI's flags
// ("depth", "moves", "max-nodes"): the value and whether it was given. A
// parameter not given takes the request's default (see Param).
type Params interface {
	Get(name string) (value string, ok bool)
}

// Values is Params over a map of names to values, the last value of a name
// winning: url.Values converts to it as it is (explore.Values(r.Form)).
type Values map[string][]string

// Get returns the last value of name.
func (v Values) Get(name string) (string, bool) {
	vs, ok := v[name]
	if !ok || len(vs) == 0 {
		return "", false
	}
	return vs[len(vs)-1], true
}

// Files reads the files that parameters name (--position FILE, --weights
// FILE, --leaves-file FILE, --positions FILE); "-" is standard input. A
// front end that reads no files passes nil, and such parameters are then
// refused.
type Files func(name string) (string, error)

// Opener opens a file of data to be read as a stream, "-" being stdin:
// training games, of any number, which are never read whole.
type Opener func(name string) (io.ReadCloser, error)

// UsageError is a request that cannot be understood as a whole: parameters
// that exclude each other, or that do not apply. The CLI exits 2 on it,
// where a wrong value exits 1.
type UsageError struct{ Err error }

// Error returns the message.
func (u *UsageError) Error() string { return u.Err.Error() }

// Unwrap returns the message's error.
func (u *UsageError) Unwrap() error { return u.Err }

// Usagef returns a UsageError formatted as fmt.Errorf does: what every
// face returns for a request it cannot understand as a whole.
func Usagef(format string, args ...any) error {
	return &UsageError{fault.Errorf(format, args...)}
}

// usagef returns a UsageError.
func usagef(format string, args ...any) error { return Usagef(format, args...) }

// errorf returns an error of the layer: a message that names parameters,
// with no package prefix.
func errorf(format string, args ...any) error { return fault.Errorf(format, args...) }

// reader reads a request's parameters, falling back on their defaults.
type reader struct {
	p      Params
	params []Param
	files  Files
}

// newReader reads p with the defaults of params.
func newReader(p Params, files Files, params ...[]Param) *reader {
	r := &reader{p: p, files: files}
	for _, l := range params {
		r.params = append(r.params, l...)
	}
	return r
}

// param returns the declaration of name.
func (r *reader) param(name string) (Param, bool) {
	p, ok := r.lookup(name)
	if !ok {
		undeclared(name)
	}
	return p, ok
}

// lookup returns the declaration of name, if the job declares it.
func (r *reader) lookup(name string) (Param, bool) {
	for _, p := range r.params {
		if p.Name == name {
			return p, true
		}
	}
	return Param{}, false
}

// undeclared is called on a read of a name its job does not declare: a bug,
// which the tests catch by replacing it.
var undeclared = func(name string) {}

// declared returns the default of name, if the job declares it.
func (r *reader) declared(name string) (string, bool) {
	p, ok := r.lookup(name)
	return p.Default, ok
}

// set reports whether name was given: never, for a name the job does not
// declare.
func (r *reader) set(name string) bool {
	if _, ok := r.declared(name); !ok {
		return false
	}
	_, ok := r.p.Get(name)
	return ok
}

// str returns name's value, or its default.
func (r *reader) str(name string) string {
	def, ok := r.declared(name)
	if !ok {
		undeclared(name)
		return ""
	}
	if v, ok := r.p.Get(name); ok {
		return v
	}
	return def
}

// int returns name's value as an integer, within its declared range when
// it was given.
func (r *reader) int(name string) (int, error) {
	s := strings.TrimSpace(r.str(name))
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, usagef("--%s %q: want a whole number", name, s)
	}
	if p, _ := r.param(name); p.Range != nil && r.set(name) && !p.Range.Contains(int64(n)) {
		if p.Range.Why != "" {
			return 0, usagef("--%s %d: want %s (%s)", name, n, p.Range.WantPhrase(), msg.P(p.Range.Why))
		}
		return 0, usagef("--%s %d: want %s", name, n, p.Range.WantPhrase())
	}
	return n, nil
}

// int64 returns name's value as a whole number (a seed).
func (r *reader) int64(name string) (int64, error) {
	s := strings.TrimSpace(r.str(name))
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, usagef("--%s %q: want a whole number", name, s)
	}
	return n, nil
}

// uint64 returns name's value as a whole number from 0 (a seed).
func (r *reader) uint64(name string) (uint64, error) {
	s := strings.TrimSpace(r.str(name))
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, usagef("--%s %q: want a whole number from 0", name, s)
	}
	return n, nil
}

// float returns name's value as a number.
func (r *reader) float(name string) (float64, error) {
	s := strings.TrimSpace(r.str(name))
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, usagef("--%s %q: want a number", name, s)
	}
	return f, nil
}

// duration returns name's value as a positive duration, refused with an
// example (the declared default: "1s").
func (r *reader) duration(name string) (time.Duration, error) {
	s := strings.TrimSpace(r.str(name))
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		p, _ := r.param(name)
		return 0, usagef("--%s %s: want a positive duration such as %s or 500ms", name, s, p.Default)
	}
	return d, nil
}

// choice returns name's value, trimmed and in lower case, when it is one of
// its declared choices.
func (r *reader) choice(name string) (string, error) {
	v := strings.ToLower(strings.TrimSpace(r.str(name)))
	p, _ := r.param(name)
	for _, c := range p.ChoiceNames() {
		if v == c {
			return v, nil
		}
	}
	return "", usagef("--%s %q: want %s", name, r.str(name), p.WantPhrase())
}

// Check refuses a value of p outside the range or the choices params
// declare for it: the check of a face's own parameters, which no job of
// this package reads (those of gametree serve).
func Check(p Params, params []Param) error {
	r := newReader(p, nil, params)
	for _, d := range params {
		if !r.set(d.Name) {
			continue
		}
		var err error
		switch {
		case d.Range != nil:
			_, err = r.int(d.Name)
		case len(d.Choices) > 0:
			_, err = r.choice(d.Name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// path returns name's value, a file or folder to write: given, it may not
// be empty.
func (r *reader) path(name, what string) (string, error) {
	v := r.str(name)
	if r.set(name) && strings.TrimSpace(v) == "" {
		return "", usagef("--%s: empty; give %s", name, msg.P(what))
	}
	return v, nil
}

// bool returns name's value as a boolean; given without a value it is true.
func (r *reader) bool(name string) (bool, error) {
	s := strings.TrimSpace(r.str(name))
	if s == "" {
		return r.set(name), nil
	}
	b, err := strconv.ParseBool(s)
	if err != nil {
		return false, usagef("--%s %q: want true or false", name, s)
	}
	return b, nil
}

// file reads the file named by parameter name.
func (r *reader) file(name string) (string, error) {
	if r.files == nil {
		return "", usagef("--%s: files cannot be read here; give the text itself", name)
	}
	return r.files(r.str(name))
}

// exclusive refuses two parameters given together.
func (r *reader) exclusive(a, b, what string) error {
	if r.set(a) && r.set(b) {
		return usagef("--%s and --%s both give %s; give one of them", a, b, what)
	}
	return nil
}

// Bytes is an amount of memory, written with a binary unit: 1GiB, 512MiB.
type Bytes int64

// The units of Bytes.
const (
	KiB Bytes = 1 << (10 * (iota + 1))
	MiB
	GiB
	TiB
)

// String writes b in the largest unit that divides it: "1GiB", "1536MiB",
// "100B".
func (b Bytes) String() string {
	for _, u := range []struct {
		size Bytes
		name string
	}{{TiB, "TiB"}, {GiB, "GiB"}, {MiB, "MiB"}, {KiB, "KiB"}} {
		if b >= u.size && b%u.size == 0 {
			return fmt.Sprintf("%d%s", b/u.size, u.name)
		}
	}
	return fmt.Sprintf("%dB", int64(b))
}

// human writes b rounded, for messages, in the reader's language: "18.6
// GiB", "18,6 GiB".
func (b Bytes) human() msg.Phrase {
	switch {
	case b >= TiB:
		return msg.P("%.1f TiB", float64(b)/float64(TiB))
	case b >= GiB:
		return msg.P("%.1f GiB", float64(b)/float64(GiB))
	case b >= MiB:
		return msg.P("%.1f MiB", float64(b)/float64(MiB))
	}
	return msg.P("%d KiB", int64(b/KiB))
}

// ParseBytes reads an amount of memory: a whole number with an optional
// unit, B, K, KB, KiB, M, MB, MiB, G, GB, GiB, T, TB or TiB, in any case;
// every unit is binary (1K = 1KiB = 1024 bytes).
func ParseBytes(s string) (Bytes, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	n, err := strconv.ParseInt(t[:i], 10, 64)
	if err != nil || n < 1 {
		return 0, errorf("%q: want an amount of memory such as 512MiB or 2GiB", s)
	}
	unit := Bytes(1)
	switch strings.TrimSpace(t[i:]) {
	case "", "b":
	case "k", "kb", "kib":
		unit = KiB
	case "m", "mb", "mib":
		unit = MiB
	case "g", "gb", "gib":
		unit = GiB
	case "t", "tb", "tib":
		unit = TiB
	default:
		return 0, errorf("%q: unknown unit %q; want B, KiB, MiB, GiB or TiB", s, t[i:])
	}
	if n > int64(1<<62)/int64(unit) {
		return 0, errorf("%q: too large", s)
	}
	return Bytes(n) * unit, nil
}

// flagName matches a parameter named as a flag in a message: "--depth".
var flagName = regexp.MustCompile(`(^|[^\w-])--([a-z][a-z0-9]*(?:-[a-z0-9]+)*)`)

// declaredNames are the names of every parameter of every job.
var declaredNames = sync.OnceValue(func() map[string]bool {
	names := map[string]bool{}
	for _, l := range [][]Param{TreeParams(), StepParams(), CompareParams(), QuizParams(), SolveParams(), PerftParams(), ShowParams(),
		GameParams(), MatchParams(), EngineParams(), MoveParams(), HintParams(), TermsParams(), TrainGamesParams(), TrainFitParams()} {
		for _, p := range l {
			names[p.Name] = true
		}
	}
	return names
})

// drawingParams are the names of the parameters of the drawing alone.
var drawingParams = sync.OnceValue(func() map[string]bool {
	names := map[string]bool{}
	for _, p := range TreeParams() {
		if p.Drawing {
			names[p.Name] = true
		}
	}
	return names
})

// SearchedAlike reports whether requests that differ in the parameter
// named name alone are the same search: it says how the search is drawn
// (its layout, labels, paper, boards), not what is searched.
func SearchedAlike(name string) bool { return drawingParams()[name] }

// FieldMessage writes a message of the layer, which names parameters as
// the command line's flags ("--depth 0: want 1 to 60"), as a page's form
// or a request's query names them: by the field alone ("depth 0: want 1
// to 60").
func FieldMessage(msg string) string {
	return flagName.ReplaceAllStringFunc(msg, func(m string) string {
		sub := flagName.FindStringSubmatch(m)
		if !declaredNames()[sub[2]] {
			return m
		}
		return sub[1] + sub[2]
	})
}
