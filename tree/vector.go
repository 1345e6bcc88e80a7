package tree

import (
	"strings"

	"gametree/game"
)

// Games of several players: a textbook tree whose leaves are utility
// vectors, one utility a player, as AIMA (4th edition, Figure 5.4) writes
// them: "(1,2,6)", the entries joined by commas in parentheses. The
// players move in turn from the root: A, B, C, A, ... (a node at depth d
// is player d mod k's, with k players).

// MaxPlayers is the most players a tree of utility vectors may have.
const MaxPlayers = 6

// vector reads a utility vector at the parser's position, a '(' or '['
// whose items are numbers joined by commas: "(1,2,6)". It returns false,
// the position unchanged, for a list of another kind (a number list
// without commas, nested lists, brackets: "[1,2]" is a list, as JSON
// writes it).
func (p *leafParser) vector() (*item, bool, error) {
	close, ok := vectorEnd(p.src, p.pos)
	if !ok {
		return nil, false, nil
	}
	start, end := p.pos, close-p.pos
	body := p.src[p.pos+1 : close]
	var v []float64
	for _, part := range strings.Split(body, ",") {
		word := strings.TrimSpace(part)
		q := &leafParser{src: word}
		if word == "" || strings.ContainsAny(word, " \t\r\n") {
			return nil, true, errorf("the utility vector at character %d has an empty or spaced entry; write its utilities joined by commas, such as (1,2,6)", start+1)
		}
		it, err := q.parse(0)
		if err != nil {
			return nil, true, errorf("the utility vector at character %d: %w", start+1, err)
		}
		v = append(v, it.value)
	}
	if len(v) < 2 || len(v) > MaxPlayers {
		return nil, true, errorf("the utility vector at character %d has %d entries; a game has 2 to %d players, one utility each", start+1, len(v), MaxPlayers)
	}
	p.pos += end + 1
	if p.pos < len(p.src) && p.src[p.pos] == '?' {
		return nil, true, errorf("a leaf marked not quiet (?) is searched on by a quiescence search of two players, MAX and MIN; this tree has chance nodes or utility vectors: leave the ? out")
	}
	return &item{leaf: true, value: v[0], vector: v}, true, nil
}

// vectorEnd reports whether text holds a utility vector at i, a '('
// whose items are joined by commas with no list in them, and where its
// ')' is.
//
// It reads no further than the next bracket or colon, so that a reader
// asking at every '(' reads the text once in all (a text of a million
// unclosed '(' is refused in a blink, not in minutes).
func vectorEnd(text string, i int) (int, bool) {
	if text[i] != '(' {
		return 0, false
	}
	end := strings.IndexAny(text[i+1:], "()[]{}:")
	if end < 0 || text[i+1+end] != ')' {
		return 0, false
	}
	if !strings.Contains(text[i+1:i+1+end], ",") {
		return 0, false
	}
	return i + 1 + end, true
}

// addUtility makes leaf n's utilities v.
func (t *Tree) addUtility(n int32, v []float64) error {
	if t.util == nil {
		t.util = map[int32][]float64{}
	}
	t.util[n] = v
	return nil
}

// checkVectors refuses a tree that mixes utility vectors with plain
// leaves, or vectors of different lengths, or chance nodes with vectors.
func (t *Tree) checkVectors() error {
	if t.util == nil {
		if len(t.movers) > 0 {
			return errorf("a player's letter before a list (B(...)) says who moves in a game of several players; the leaves of this tree are plain values, not utility vectors such as (1,2,6)")
		}
		return nil
	}
	k := 0
	for n, nd := range t.Nodes {
		if nd.Count > 0 {
			continue
		}
		v, ok := t.util[int32(n)]
		if !ok {
			return errorf("the tree mixes utility vectors, such as %s, with plain leaves, such as %s: write every leaf as a vector (1,2,6) for a game of several players, or a list of leaves with spaces (3 12 8) or brackets [3,12,8]", t.firstVector(), t.labels[n])
		}
		if k == 0 {
			k = len(v)
		} else if len(v) != k {
			return errorf("leaf %s has %d utilities where the first leaf has %d; every leaf gives one utility a player", t.labels[n], len(v), k)
		}
	}
	if len(t.chance) > 0 {
		return errorf("a tree of utility vectors has no chance node here yet; write its players' nodes only")
	}
	t.players = k
	return t.setMovers()
}

// setMovers says who moves at each node of a tree of utility vectors: the
// player its letter names ("B(...)"), else the player after its parent's
// (A at the root): A, B, C, A, ... by depth, unless a letter says
// otherwise.
func (t *Tree) setMovers() error {
	t.mover = make([]int8, len(t.Nodes))
	for n, nd := range t.Nodes {
		m := 0
		if n > 0 {
			m = (int(t.mover[nd.Parent]) + 1) % t.players
		}
		if named, ok := t.movers[int32(n)]; ok {
			if n == 0 && named != 0 {
				// The root's player is A, the first utility of every
				// leaf: searches read its utility as the root's.
				return errorf("the root is given to player %s, but A moves at the root, the first utility of each leaf; name the players of the nodes below it, or reorder the leaves' utilities", PlayerName(named))
			}
			if named >= t.players {
				return errorf("node %s is given to player %s, but the tree has %d players, %s to %s (one utility each in its leaves)", t.labels[n], PlayerName(named), t.players, PlayerName(0), PlayerName(t.players-1))
			}
			m = named
		}
		t.mover[n] = int8(m)
	}
	return nil
}

// firstVector is the label of the first leaf that is a utility vector.
func (t *Tree) firstVector() string {
	for n := range t.Nodes {
		if _, ok := t.util[int32(n)]; ok {
			return t.labels[n]
		}
	}
	return ""
}

// Players returns the number of players of a tree of utility vectors,
// and 0 for a tree of plain values (two players, MAX and MIN).
func (t *Tree) Players() int { return t.players }

// NamesMovers reports whether a tree of utility vectors names the player
// of some node ("B(...)") rather than leaving every turn to the order of
// play.
func (t *Tree) NamesMovers() bool { return len(t.movers) > 0 }

// Utility returns leaf n's utilities, one a player (nil but for a leaf of
// a tree of utility vectors).
func (t *Tree) Utility(n int32) []float64 { return t.util[n] }

// Mover returns the player who moves at node n of a tree of utility
// vectors, from 0 (the root's, A): the players in turn by depth, unless
// the tree names a node's player ("B(...)").
func (t *Tree) Mover(n int32) int {
	if t.players == 0 {
		return 0
	}
	if int(n) < len(t.mover) {
		return int(t.mover[n])
	}
	return (t.rootMover + int(t.Nodes[n].Depth)) % t.players
}

// PlayerName names player i: A, B, C, ...
func PlayerName(i int) string { return string(rune('A' + i)) }

// formatVector writes utilities as ParseLeaves reads them: "(1,2,6)".
func formatVector(v []float64) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = formatNumber(x)
	}
	return "(" + strings.Join(parts, ",") + ")"
}

// FormatUtility writes one player's utility as a vector writes it: "1",
// "0.5", never a sign a game's values take ("+1").
func FormatUtility(x float64) string { return formatNumber(x) }

// FormatVector writes utilities as the trees write them: "(1,2,6)".
func FormatVector(v []float64) string { return formatVector(v) }

// ParseVector reads utilities as a person answers them: "(1,2,6)", with or
// without the parentheses, the entries separated by commas or spaces;
// players is how many the vector must have (any number from 2 when 0).
// FormatVector writes what it reads.
func ParseVector(s string, players int) ([]float64, error) {
	body := strings.TrimSpace(s)
	if strings.HasPrefix(body, "(") != strings.HasSuffix(body, ")") {
		return nil, errorf("%q: want utilities in parentheses, one a player, such as (1,2,6) or 1,2,6", s)
	}
	body = strings.TrimSuffix(strings.TrimPrefix(body, "("), ")")
	fields := strings.FieldsFunc(body, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	want := players
	if want == 0 {
		want = max(2, len(fields))
	}
	if len(fields) != want {
		return nil, errorf("%q: want %d utilities, one a player: %s", s, want, VectorForm(want))
	}
	v := make([]float64, len(fields))
	for i, f := range fields {
		x, err := game.ParseNumber(f)
		if err != nil {
			return nil, errorf("%q: %q is not a number; want %d numbers, one a player: %s", s, f, want, VectorForm(want))
		}
		v[i] = x
	}
	return v, nil
}

// VectorForm is the form of a vector of k utilities, to show in a message
// or a task: "(A,B,C)" for three, a utility a player, each named by its
// player's letter (never an answer, and never a node's name: those are in
// lower case in a tree of several players).
func VectorForm(k int) string {
	parts := make([]string, k)
	for i := range parts {
		parts[i] = string(rune('A' + i))
	}
	return "(" + strings.Join(parts, ",") + ")"
}
