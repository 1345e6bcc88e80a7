package probcut

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gametree/internal/fault"
	"gametree/internal/lines"
	"gametree/minimax"
)

// The file of a model is text, one fact a line, numbers written so that
// they read back exactly:
//
//	# gametree ProbCut fit ...
//	game othello
//	size 8
//	eval discs
//	seed 1
//	plies 6 36
//	heights 8
//	dropped 2
//	fit 2 0 0.93 1.2 3.4      (height, shallow depth, a, b, sigma)
//	sample -2 1 0 ... | f5d6c3  (values at heights 0..heights | moves)

// WriteTo writes the model's file.
func (m *Model) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	b.WriteString("# gametree ProbCut fit (Buro 1995): at h plies left, a search of h-2 plies worth v predicts a*v + b, error sigma;\n")
	b.WriteString("# values from the side to move; each sample: its value searched to heights 0 (the evaluation) to the last, then its moves.\n")
	fmt.Fprintf(&b, "game %s\n", m.Game)
	for _, kv := range [][2]string{{"size", m.Size}, {"eval", m.Eval}} {
		if kv[1] != "" {
			b.WriteString(kv[0] + " " + kv[1] + "\n") // a game of one size or one evaluation has no line
		}
	}
	fmt.Fprintf(&b, "seed %d\nplies %d %d\nheights %d\ndropped %d\n", m.Seed, m.PlyMin, m.PlyMax, m.MaxHeight, m.Dropped)
	for _, f := range m.Fits {
		fmt.Fprintf(&b, "fit %d %d %s %s %s\n", f.Height, f.Shallow, num(f.A), num(f.B), num(f.Sigma))
	}
	for _, s := range m.Samples {
		b.WriteString("sample")
		for _, v := range s.Values {
			b.WriteString(" " + num(v))
		}
		b.WriteString(" | " + s.Moves + "\n")
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// num writes v in the fewest digits that read back to v.
func num(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// Read reads a model's file, checking every line: the fits are those of
// its samples (Refit gives them again), so a file edited by hand that
// no longer agrees is refused.
func Read(r io.Reader) (*Model, error) {
	m := &Model{}
	in := lines.NewReader(r)
	for {
		text, err := in.Next()
		var tooLong *lines.TooLongError
		switch {
		case err == io.EOF:
			return m, m.check()
		case errors.As(err, &tooLong):
			return nil, errorf("line %d is longer than %d bytes, which no line of a fit is", tooLong.Line, lines.Max)
		case err != nil:
			return nil, err
		}
		text = strings.TrimSpace(text)
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if err := m.readLine(text); err != nil {
			return nil, errorf("line %d: %w", in.Line(), err)
		}
	}
}

// readLine reads one line of a model's file into m.
func (m *Model) readLine(text string) error {
	key, rest, _ := strings.Cut(text, " ")
	f := strings.Fields(rest)
	var err error
	switch key {
	case "game":
		m.Game = rest
	case "size":
		m.Size = rest
	case "eval":
		m.Eval = rest
	case "seed":
		m.Seed, err = strconv.ParseUint(rest, 10, 64)
	case "plies":
		err = ints(f, &m.PlyMin, &m.PlyMax)
	case "heights":
		err = ints(f, &m.MaxHeight)
	case "dropped":
		err = ints(f, &m.Dropped)
	case "fit":
		err = m.readFit(f)
	case "sample":
		err = m.readSample(rest)
	default:
		err = errorf("unknown line %q", key)
	}
	return err
}

// ints reads fields into the ints dst, as many as there are.
func ints(f []string, dst ...*int) error {
	if len(f) != len(dst) {
		return errorf("want %d numbers, got %d", len(dst), len(f))
	}
	for i, s := range f {
		v, err := strconv.Atoi(s)
		if err != nil {
			return errorf("%q is not a whole number", s)
		}
		*dst[i] = v
	}
	return nil
}

// readFit reads a fit line's fields.
func (m *Model) readFit(f []string) error {
	var fit minimax.Fit
	if len(f) != 5 {
		return errorf("a fit is its height, its shallow depth, a, b and sigma")
	}
	if err := ints(f[:2], &fit.Height, &fit.Shallow); err != nil {
		return err
	}
	vals, err := floats(f[2:])
	if err != nil {
		return err
	}
	fit.A, fit.B, fit.Sigma = vals[0], vals[1], vals[2]
	m.Fits = append(m.Fits, fit)
	return nil
}

// readSample reads a sample line after "sample".
func (m *Model) readSample(rest string) error {
	vals, moves, ok := strings.Cut(rest, "|")
	if !ok {
		return errorf("a sample is its values, then | and its moves")
	}
	v, err := floats(strings.Fields(vals))
	if err != nil {
		return err
	}
	m.Samples = append(m.Samples, Sample{Moves: strings.TrimSpace(moves), Values: v})
	return nil
}

// floats reads numbers, finite ones.
func floats(f []string) ([]float64, error) {
	out := make([]float64, len(f))
	for i, s := range f {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || v != v || v > 1e300 || v < -1e300 {
			return nil, errorf("%q is not a number", s)
		}
		out[i] = v
	}
	return out, nil
}

// check refuses a model whose parts do not agree: a sample without a
// value at every height, fits other than its samples'.
func (m *Model) check() error {
	if m.Game == "" || m.MaxHeight < MinHeight || len(m.Samples) < 3 {
		return errorf("a fit names its game, has heights from %d and at least 3 samples", MinHeight)
	}
	for i, s := range m.Samples {
		if len(s.Values) != m.MaxHeight+1 {
			return errorf("sample %d has %d values; want %d (heights 0 to %d)", i+1, len(s.Values), m.MaxHeight+1, m.MaxHeight)
		}
	}
	given := append([]minimax.Fit(nil), m.Fits...)
	m.Refit()
	if len(given) != len(m.Fits) {
		return errorf("%d fits for heights %d to %d; want %d", len(given), MinHeight, m.MaxHeight, len(m.Fits))
	}
	for i, f := range m.Fits {
		g := given[i]
		if g.Height != f.Height || g.Shallow != f.Shallow || !near(g.A, f.A) || !near(g.B, f.B) || !near(g.Sigma, f.Sigma) {
			return errorf("the fit of height %d is not its samples' (a %s, b %s, sigma %s)", f.Height, num(f.A), num(f.B), num(f.Sigma))
		}
	}
	return nil
}

// near reports whether two fitted numbers agree to within rounding.
func near(a, b float64) bool {
	d := a - b
	if d < 0 {
		d = -d
	}
	return d <= 1e-9*(1+max(a, -a, b, -b))
}

// errorf returns an error of package probcut, its format the key of its
// translation.
func errorf(format string, args ...any) error { return fault.New("probcut", format, args...) }
