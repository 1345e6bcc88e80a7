package render

import (
	"math"
	"strconv"
	"unicode/utf8"
)

// The nodes of the JSON report are written by hand, byte for byte as
// encoding/json writes them indented (json.Encoder with SetIndent("    ",
// "  ") and SetEscapeHTML(false)), at several times its speed: a tree of a
// million nodes is written in a few seconds, where the reflection and the
// indentation of encoding/json took most of a minute. TestNodeJSONAsTheEncoder
// holds the two equal.

// jsonWriter appends a node's JSON to b, indented.
type jsonWriter struct {
	b     []byte
	depth int // the object's or array's level under the node's
	first bool
}

// appendNodeJSON appends node jn to b as encoding/json writes it
// indented, with no newline at its end.
func appendNodeJSON(b []byte, jn *TreeNode) []byte {
	w := &jsonWriter{b: append(b, '{'), depth: 1, first: true}
	w.int("id", int64(jn.ID))
	w.intPtr("parent", jn.Parent)
	w.str("label", jn.Label)
	w.strPtr("move", jn.Move)
	w.int("depth", int64(jn.Depth))
	w.str("player", jn.Player)
	switch {
	case jn.Value == nil:
		w.null("value")
	case jn.Value.Vector != nil:
		w.key("value")
		w.open('[')
		for _, u := range jn.Value.Vector {
			w.item()
			w.b = appendJSONFloat(w.b, u)
		}
		w.close(']')
	default:
		w.number("value", &jn.Value.Number)
	}
	w.strPtr("bound", jn.Bound)
	w.number("alpha_in", jn.AlphaIn)
	w.number("beta_in", jn.BetaIn)
	w.number("alpha_out", jn.AlphaOut)
	w.number("beta_out", jn.BetaOut)
	if jn.Order == nil {
		w.null("order")
	} else {
		w.int("order", int64(*jn.Order))
	}
	w.bool("cutoff", jn.Cutoff)
	w.intPtr("cut_after", jn.CutAfter)
	w.omitStr("cut_reason", jn.CutReason)
	w.bool("pruned", jn.Pruned)
	w.omitStr("pruned_reason", jn.PrunedReason)
	if jn.Probed {
		w.bool("probed", true)
	}
	w.omitStr("probe_reason", jn.ProbeReason)
	w.bool("pv", jn.PV)
	w.bool("leaf", jn.Leaf)
	w.bool("terminal", jn.Terminal)
	w.number("eval", jn.Eval)
	w.number("leaf_value", jn.LeafValue)
	if jn.Board != nil {
		w.str("board", *jn.Board)
	}
	if g := jn.Grid; g != nil {
		w.key("grid")
		w.open('{')
		w.int("cols", int64(g.Cols))
		w.int("rows", int64(g.Rows))
		w.str("cells", g.Cells)
		w.int("last", int64(g.Last))
		w.close('}')
	}
	w.nodeRest(jn)
	w.close('}')
	return w.b
}

// nodeRest writes the fields of jn after its board.
func (w *jsonWriter) nodeRest(jn *TreeNode) {
	if jn.Chance {
		w.bool("chance", true)
	}
	w.omitStr("probability", jn.Probability)
	w.omitStr("value_text", jn.ValueText)
	if len(jn.ChanceBounds) > 0 {
		w.key("chance_bounds")
		w.open('[')
		for _, s := range jn.ChanceBounds {
			w.item()
			w.b = appendJSONString(w.b, s)
		}
		w.close(']')
	}
	if jn.Visits != nil {
		w.int("visits", *jn.Visits)
	}
	w.floatPtr("wins", jn.Wins)
	w.floatPtr("prior", jn.Prior)
	w.floatPtr("net", jn.Net)
	w.omitStr("proven", jn.Proven)
	if jn.ProvenValue != nil {
		w.number("proven_value", jn.ProvenValue)
	}
	w.omitStr("proven_text", jn.ProvenText)
	if jn.Otherwise != nil {
		w.int("otherwise", int64(*jn.Otherwise))
	}
	if jn.Tie != nil {
		w.int("tie", int64(*jn.Tie))
	}
	w.omitStr("mover", jn.Mover)
	if jn.Quiescence {
		w.bool("quiescence", true)
	}
	w.omitStr("not_quiet", jn.NotQuiet)
	w.omitStr("infoset", jn.InfoSet)
	if jn.OutsideBeam {
		w.bool("outside_beam", true)
	}
	if pc := jn.ProbCut; pc != nil {
		w.key("probcut")
		w.open('{')
		w.int("shallow_depth", int64(pc.ShallowDepth))
		for _, f := range []struct {
			k string
			v float64
		}{{"shallow", pc.Shallow}, {"predicted", pc.Predicted}, {"a", pc.A}, {"b", pc.B}, {"sigma", pc.Sigma}} {
			w.key(f.k)
			w.b = appendJSONFloat(w.b, f.v)
		}
		w.number("t", pc.T)
		w.number("alpha", pc.Alpha)
		w.number("beta", pc.Beta)
		w.str("cut", pc.Cut)
		w.str("text", pc.Text)
		w.close('}')
	}
	if jn.Strategy != nil {
		w.key("strategy")
		w.b = appendJSONFloat(w.b, *jn.Strategy)
	}
	w.key("children")
	if len(jn.Children) == 0 {
		w.b = append(w.b, "[]"...)
		return
	}
	w.open('[')
	for _, c := range jn.Children {
		w.item()
		w.b = strconv.AppendInt(w.b, int64(c), 10)
	}
	w.close(']')
}

// line starts a new line at the writer's level: the node's prefix, then
// two spaces a level.
func (w *jsonWriter) line() {
	if k := 5 + 2*w.depth; k <= len(jsonIndent) {
		w.b = append(w.b, jsonIndent[:k]...)
		return
	}
	w.b = append(w.b, "\n    "...)
	for range w.depth {
		w.b = append(w.b, "  "...)
	}
}

// jsonIndent is the start of a line of a node's JSON, at its first
// levels.
const jsonIndent = "\n" + "    " + "          "

// item starts the next member or element.
func (w *jsonWriter) item() {
	if !w.first {
		w.b = append(w.b, ',')
	}
	w.first = false
	w.line()
}

// key starts a member named k.
func (w *jsonWriter) key(k string) {
	w.item()
	w.b = append(w.b, '"')
	w.b = append(w.b, k...)
	w.b = append(w.b, `": `...)
}

// open starts an object or an array, close ends it.
func (w *jsonWriter) open(c byte) {
	w.b = append(w.b, c)
	w.depth++
	w.first = true
}

func (w *jsonWriter) close(c byte) {
	w.depth--
	if !w.first {
		w.line()
	}
	w.b = append(w.b, c)
	w.first = false
}

func (w *jsonWriter) null(k string) {
	w.key(k)
	w.b = append(w.b, "null"...)
}

func (w *jsonWriter) int(k string, v int64) {
	w.key(k)
	w.b = strconv.AppendInt(w.b, v, 10)
}

// floatPtr writes k's number when v is not nil, nothing otherwise
// (omitempty).
func (w *jsonWriter) floatPtr(k string, v *float64) {
	if v != nil {
		w.key(k)
		w.b = appendJSONFloat(w.b, *v)
	}
}

func (w *jsonWriter) intPtr(k string, v *int) {
	if v == nil {
		w.null(k)
		return
	}
	w.int(k, int64(*v))
}

func (w *jsonWriter) bool(k string, v bool) {
	w.key(k)
	w.b = strconv.AppendBool(w.b, v)
}

func (w *jsonWriter) str(k, v string) {
	w.key(k)
	w.b = appendJSONString(w.b, v)
}

func (w *jsonWriter) strPtr(k string, v *string) {
	if v == nil {
		w.null(k)
		return
	}
	w.str(k, *v)
}

// omitStr writes a member that is left out when empty.
func (w *jsonWriter) omitStr(k, v string) {
	if v != "" {
		w.str(k, v)
	}
}

// number writes a Number as its MarshalJSON does, null for none.
func (w *jsonWriter) number(k string, v *Number) {
	if v == nil {
		w.null(k)
		return
	}
	w.key(k)
	switch f := float64(*v); {
	case math.IsInf(f, 1):
		w.b = append(w.b, `"+inf"`...)
	case math.IsInf(f, -1):
		w.b = append(w.b, `"-inf"`...)
	case f == 0:
		w.b = append(w.b, '0')
	default:
		w.b = appendJSONFloat(w.b, f)
	}
}

// appendJSONFloat appends f as encoding/json writes a float64: the
// shortest decimal that reads back as f, in exponent form below 1e-6 and
// from 1e21, its exponent of at least two digits.
func appendJSONFloat(b []byte, f float64) []byte {
	abs := math.Abs(f)
	format := byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		// clean up e-09 to e-9
		n := len(b)
		if n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

// appendJSONString appends s quoted as encoding/json writes it without
// escaping HTML: quotes and backslashes escaped, control characters as
// \b \f \n \r \t or \u00XX, U+2028 and U+2029 escaped, bytes that are
// not UTF-8 as \ufffd.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
