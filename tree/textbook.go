package tree

import (
	"math"
	"strconv"
	"strings"

	"gametree/game"
)

// item is a parsed textbook subtree: a leaf value or a list of subtrees.
type item struct {
	leaf     bool
	value    float64
	vector   []float64 // a leaf's utilities, one a player, in a game of several players
	children []*item
	// chance marks a chance node (braces); probs are its children's
	// probabilities, as written ("1/2", "0.25"), empty for equal chances.
	chance bool
	probs  []string
	// mover is the player a letter before the list names ("B(...)": B
	// moves there), from 1 for A; 0 when none does.
	mover int
	// past is what lies past a leaf that is not quiet ("5?(3 8)": the
	// leaf is worth 5 at the horizon, and a quiescence search goes on
	// over 3 and 8), nil for a quiet leaf.
	past []*item
}

// maxTextbookNodes bounds the size of a textbook tree.
const maxTextbookNodes = 1_000_000

// ParseLeaves reads a textbook tree written as nested lists of leaf values,
// children left to right: "((3 12 8) (2 4 6) (14 5 2))". Lists are written
// with parentheses or brackets, their items separated by spaces or commas
// (so a JSON array of arrays is a tree too); values are integers or
// decimals. Leaves may sit at different depths. The root is a MAX node
// unless rootMin. Inner nodes are labelled A, B, C, ... in breadth-first
// order, leaves by their values.
func ParseLeaves(text string, rootMin bool) (*Tree, error) {
	p := &leafParser{src: text}
	p.skip()
	if p.pos == len(p.src) {
		return nil, errorf("empty tree; want nested lists of leaf values such as ((3 12 8) (2 4 6) (14 5 2))")
	}
	root, err := p.parse(0)
	if err != nil {
		return nil, err
	}
	p.skip()
	if p.pos < len(p.src) {
		return nil, errorf("unexpected %q at character %d after the end of the tree", p.rest(), p.pos+1)
	}
	t := &Tree{Kind: Textbook, RootMax: !rootMin}
	// Number the nodes breadth-first, so children are consecutive and the
	// letters run level by level.
	queue := []*item{root}
	t.Nodes = append(t.Nodes, Node{Parent: -1, Move: game.NoMove})
	letter := 0
	for i := 0; i < len(queue); i++ {
		it := queue[i]
		nd := &t.Nodes[i]
		if it.past != nil {
			t.markNoisy(int32(i), it)
		}
		if it.leaf {
			nd.Value = it.value
			if it.vector != nil {
				if err := t.addUtility(int32(i), it.vector); err != nil {
					return nil, err
				}
				t.labels = append(t.labels, formatVector(it.vector))
				continue
			}
			t.labels = append(t.labels, formatNumber(it.value))
			continue
		}
		t.labels = append(t.labels, letters(letter))
		letter++
		if it.mover > 0 {
			if t.movers == nil {
				t.movers = map[int32]int{}
			}
			t.movers[int32(i)] = it.mover - 1
		}
		if it.chance {
			t.markChance(int32(i), it)
		}
		nd.First, nd.Count = int32(len(t.Nodes)), int32(len(it.children))
		for _, c := range it.children {
			t.Nodes = append(t.Nodes, Node{Parent: int32(i), Depth: nd.Depth + 1, Move: game.NoMove})
			queue = append(queue, c)
			if int(nd.Depth)+1 > t.Depth {
				t.Depth = int(nd.Depth) + 1
			}
		}
		if len(t.Nodes) > maxTextbookNodes {
			return nil, errorf("the tree has more than %d nodes", maxTextbookNodes)
		}
	}
	if t.util != nil {
		t.lowerLabels()
	}
	if err := t.checkVectors(); err != nil {
		return nil, err
	}
	if t.past != nil && (t.HasChance() || t.players > 0) {
		return nil, errorf("a leaf marked not quiet (?) is searched on by a quiescence search of two players, MAX and MIN; this tree has chance nodes or utility vectors: leave the ? out")
	}
	if t.HasChance() {
		t.setPlayers()
	}
	return t, nil
}

// setPlayers says who moves at each node of a tree with chance nodes: the
// root's player, then the players alternating by their own nodes, a chance
// node passing its parent's turn on (MAX, CHANCE, MIN, CHANCE, MAX, as in
// AIMA's Figure 5.11). A chance node's own is the player whose turn it
// passes on.
func (t *Tree) setPlayers() {
	t.maxNode = make([]bool, len(t.Nodes))
	t.maxNode[0] = t.RootMax
	for n := range t.Nodes {
		nd := t.Nodes[n]
		next := !t.maxNode[n] // a player's children: the other's turn
		if t.IsChance(int32(n)) {
			next = t.maxNode[n]
		}
		for c := nd.First; c < nd.First+nd.Count; c++ {
			t.maxNode[c] = next
		}
	}
}

// CountNodes counts the nodes of a textbook tree written as ParseLeaves
// reads it, without parsing it: every list and every word is a node, but
// what lies past a leaf not quiet ("5?(3 8)": one node until a
// quiescence search adds its past). It is exact for a tree ParseLeaves
// accepts, and takes no memory, so that a caller can refuse a text of too
// many nodes before parsing it.
func CountNodes(text string) int {
	n := 0
	inWord := false
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '?':
			i = pastEnd(text, i)
			inWord = false
		case '(', '[', '{':
			n++
			inWord = false
			if end, ok := vectorEnd(text, i); ok {
				i = end // a utility vector: one leaf
			}
		case ':': // the end of a probability, counted as a word: not a node
			n--
			inWord = false
		case ' ', '\t', '\r', '\n', ',', ')', ']', '}':
			inWord = false
		default:
			if !inWord {
				n++
				inWord = true
			}
		}
	}
	return n
}

// lowerLabels writes the letters of the inner nodes of a tree of several
// players in lower case (a, b, ..., leaves b1, b2): its players are A, B,
// C, and a node named as a player ("C, where B moves") would read as one.
func (t *Tree) lowerLabels() {
	for n, nd := range t.Nodes {
		if nd.Count > 0 {
			t.labels[n] = strings.ToLower(t.labels[n])
		}
	}
}

// letters returns the label of the i-th inner node: A ... Z, AA, AB, ...,
// never MAX nor MIN (the 8838th and 9036th labels, skipped): a node would
// read as a player.
func letters(i int) string {
	for _, skip := range [...]int{8837, 9035} { // MAX, then MIN
		if i >= skip {
			i++
		}
	}
	s := ""
	for i++; i > 0; i = (i - 1) / 26 {
		s = string(rune('A'+(i-1)%26)) + s
	}
	return s
}

type leafParser struct {
	src string
	pos int
}

func (p *leafParser) skip() {
	for p.pos < len(p.src) && strings.ContainsRune(" \t\r\n,", rune(p.src[p.pos])) {
		p.pos++
	}
}

// rest returns a short excerpt of the text from the current position.
func (p *leafParser) rest() string {
	r := p.src[p.pos:]
	if len(r) > 12 {
		r = r[:12] + "..."
	}
	return r
}

// maxNesting bounds the depth of nested lists (a tree deeper than that is
// no textbook tree, and the bound keeps the parser's recursion small).
const maxNesting = 200

func (p *leafParser) parse(level int) (*item, error) {
	if level > maxNesting {
		return nil, errorf("lists nested deeper than %d", maxNesting)
	}
	c := p.src[p.pos]
	switch c {
	case '(', '[':
		if v, ok, err := p.vector(); ok || err != nil {
			return v, err
		}
		closer := byte(')')
		if c == '[' {
			closer = ']'
		}
		open := p.pos
		p.pos++
		it := &item{}
		for {
			p.skip()
			if p.pos == len(p.src) {
				return nil, errorf("the %q at character %d is never closed; add %q", c, open+1, closer)
			}
			if ch := p.src[p.pos]; ch == ')' || ch == ']' {
				if ch != closer {
					return nil, errorf("%q at character %d closes the %q at character %d; want %q", ch, p.pos+1, c, open+1, closer)
				}
				p.pos++
				if len(it.children) == 0 {
					return nil, errorf("empty list at character %d; every inner node needs at least one child", open+1)
				}
				return it, nil
			}
			child, err := p.parse(level + 1)
			if err != nil {
				return nil, err
			}
			it.children = append(it.children, child)
		}
	case '{':
		return p.parseChance(level)
	case ')', ']', '}':
		return nil, errorf("%q at character %d closes nothing", c, p.pos+1)
	}
	start := p.pos
	for p.pos < len(p.src) && !strings.ContainsRune(" \t\r\n,()[]{}:?", rune(p.src[p.pos])) {
		p.pos++
	}
	word := p.src[start:p.pos]
	if word == "" && p.pos < len(p.src) && p.src[p.pos] == '?' {
		return nil, errorf("? at character %d follows no leaf value: write it right after a leaf's value, such as 5?(3 8)", p.pos+1)
	}
	if len(word) == 1 && word[0] >= 'A' && word[0] <= 'Z' && p.pos < len(p.src) && (p.src[p.pos] == '(' || p.src[p.pos] == '[') {
		// A player's letter before a list: that player moves there.
		it, err := p.parse(level)
		if err != nil {
			return nil, err
		}
		if it.leaf {
			return nil, errorf("%q at character %d names who moves at a leaf; put a player's letter before a list of children, such as B((1,2,6) (4,2,3))", word, start+1)
		}
		it.mover = int(word[0]-'A') + 1
		return it, nil
	}
	v, err := strconv.ParseFloat(word, 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) || strings.ContainsAny(word, "xXpP_") {
		return nil, errorf("%q at character %d is not a leaf value; want an integer or a decimal such as 3 or -1.5", word, start+1)
	}
	if err := CheckLeafValue(v); err != nil {
		return nil, errorf("%q at character %d: %w", word, start+1, err)
	}
	if p.pos < len(p.src) && p.src[p.pos] == '?' {
		return p.noisyLeaf(v, word, start, level)
	}
	return &item{leaf: true, value: v}, nil
}

// Leaves writes a textbook tree as ParseLeaves reads it:
// "((3 12 8) (2 4 6) (14 5 2))".
func (t *Tree) Leaves() string {
	var b strings.Builder
	var write func(n int32)
	write = func(n int32) {
		nd := t.Nodes[n]
		if past, ok := t.past[n]; ok {
			b.WriteString(formatNumber(nd.Value) + "?" + writePast(past))
			return
		}
		if nd.Count <= 0 {
			if v := t.util[n]; v != nil {
				b.WriteString(formatVector(v))
				return
			}
			b.WriteString(formatNumber(nd.Value))
			return
		}
		open, close := byte('('), byte(')')
		if t.IsChance(n) {
			open, close = '{', '}'
		}
		if m, ok := t.movers[n]; ok {
			b.WriteString(PlayerName(m))
		}
		b.WriteByte(open)
		for i := int32(0); i < nd.Count; i++ {
			if i > 0 {
				b.WriteByte(' ')
			}
			if t.IsChance(n) {
				b.WriteString(t.ProbabilityText(nd.First+i) + ": ")
			}
			write(nd.First + i)
		}
		b.WriteByte(close)
	}
	write(0)
	return b.String()
}

// Leaf values of textbook trees lie within ±MaxLeafValue and carry at most
// MaxDecimals decimals: every such value is held exactly enough to be
// printed back as it was written.
const (
	MaxLeafValue = 1e12
	MaxDecimals  = 6
)

// CheckLeafValue refuses a leaf value out of range or with too many
// decimals.
func CheckLeafValue(v float64) error {
	if math.Abs(v) > MaxLeafValue {
		return errorf("the value is out of range; leaf values go from -%s to %s", formatNumber(MaxLeafValue), formatNumber(MaxLeafValue))
	}
	if d := decimals(v); d > MaxDecimals {
		return errorf("the value has %d decimals; leaf values have at most %d", d, MaxDecimals)
	}
	return nil
}

// decimals counts the decimals of v as written shortest.
func decimals(v float64) int {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(s) - i - 1
	}
	return 0
}

// markChance records node n as a chance node, and the probabilities of
// its children, who come next in the numbering (from len(t.Nodes)).
func (t *Tree) markChance(n int32, it *item) {
	t.setChance(n)
	first := int32(len(t.Nodes))
	for k := range it.children {
		c := first + int32(k)
		if len(it.probs) == 0 {
			t.prob[c] = 1 / float64(len(it.children))
			t.probText[c] = "1/" + strconv.Itoa(len(it.children))
			continue
		}
		t.prob[c], _ = parseProb(it.probs[k])
		t.probText[c] = it.probs[k]
	}
}

// IsChance reports whether n is a chance node (braces in the leaves
// notation): its value is its children's weighted by their probabilities,
// and it does not change whose turn it is.
func (t *Tree) IsChance(n int32) bool { return t.chance[n] }

// ValueBounds returns the least and the greatest value a node of the
// tree may take, what Star1 and Star2 cut off by: a textbook tree's
// smallest and largest leaf (LeafRange), a game's lost and won game where
// its game has chance in it (game.ChanceGame).
func (t *Tree) ValueBounds() (lo, hi float64) {
	if t.Kind == Game {
		if c, ok := t.Root.Game().(game.ChanceGame); ok {
			return c.Bounds()
		}
	}
	return t.LeafRange()
}

// HasChance reports whether the tree has chance nodes.
func (t *Tree) HasChance() bool { return len(t.chance) > 0 || t.gameChance }

// Probability returns the probability of child n of a chance node (1
// for a child of any other node).
func (t *Tree) Probability(n int32) float64 {
	if p, ok := t.prob[n]; ok {
		return p
	}
	return 1
}

// ProbabilityText returns the probability of child n of a chance node as
// the notation wrote it ("1/2", "0.25"; "1/3" for equal chances), "" for
// a child of any other node.
func (t *Tree) ProbabilityText(n int32) string { return t.probText[n] }

// parseProb reads a probability: a fraction "a/b" or a decimal, over 0
// and at most 1.
func parseProb(s string) (float64, error) {
	var v float64
	if a, b, ok := strings.Cut(s, "/"); ok {
		num, err1 := strconv.ParseUint(a, 10, 32)
		den, err2 := strconv.ParseUint(b, 10, 32)
		if err1 != nil || err2 != nil || den == 0 {
			return 0, errorf("probability %q: want a fraction such as 1/6 or a decimal such as 0.25", s)
		}
		v = float64(num) / float64(den)
	} else {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil || strings.ContainsAny(s, "eEpPxX_") || math.IsNaN(f) {
			return 0, errorf("probability %q: want a fraction such as 1/6 or a decimal such as 0.25", s)
		}
		v = f
	}
	if v <= 0 || v > 1 {
		return 0, errorf("probability %q: want a number over 0 and at most 1", s)
	}
	return v, nil
}

// parseChance reads a chance node from its opening brace: its children,
// each after its probability and a colon ("1/2: (3 12)"), or none of them
// with a probability (equal chances).
func (p *leafParser) parseChance(level int) (*item, error) {
	open := p.pos
	p.pos++
	it := &item{chance: true}
	for {
		p.skip()
		if p.pos == len(p.src) {
			return nil, errorf("the '{' at character %d is never closed; add '}'", open+1)
		}
		if ch := p.src[p.pos]; ch == '}' {
			p.pos++
			break
		} else if ch == ')' || ch == ']' {
			return nil, errorf("%q at character %d closes the '{' at character %d; want '}'", ch, p.pos+1, open+1)
		}
		// A probability and a colon, or a child alone.
		start := p.pos
		end := start
		for end < len(p.src) && !strings.ContainsRune(" \t\r\n,()[]{}:", rune(p.src[end])) {
			end++
		}
		prob := ""
		if q := end; q < len(p.src) && p.src[q] == ':' {
			prob = p.src[start:end]
			if _, err := parseProb(prob); err != nil {
				return nil, errorf("at character %d: %w", start+1, err)
			}
			p.pos = q + 1
			p.skip()
			if p.pos == len(p.src) {
				return nil, errorf("the probability at character %d has no child after it", start+1)
			}
		}
		if len(it.children) > 0 && (prob != "") != (len(it.probs) > 0) {
			return nil, errorf("the chance node at character %d gives a probability to some children and not to others; give every child one, or none for equal chances", open+1)
		}
		if prob != "" {
			it.probs = append(it.probs, prob)
		}
		child, err := p.parse(level + 1)
		if err != nil {
			return nil, err
		}
		it.children = append(it.children, child)
	}
	if len(it.children) == 0 {
		return nil, errorf("empty chance node at character %d; every chance node needs at least one child", open+1)
	}
	if len(it.probs) > 0 {
		sum := 0.0
		for _, s := range it.probs {
			v, _ := parseProb(s)
			sum += v
		}
		if math.Abs(sum-1) > 1e-9 {
			return nil, sumError(open+1, sum)
		}
	}
	return it, nil
}

// sumError refuses probabilities that sum to sum, not 1, at character at:
// the sum as the fraction it is with its decimal ("5/6 (0.833)"), as
// values are written, the decimal in the reader's language; never "sum to
// 1, not 1". A fraction is given only when it is the sum to 12 digits
// (within Fraction's 1e-9, 1/99991 + 1/99989 would be 1/49994).
func sumError(at int, sum float64) error {
	dec := math.Round(sum*1000) / 1000
	if dec == 0 || dec == 1 {
		// Tiny probabilities, or a sum that misses 1 by less than 0.0005:
		// as many digits as tell it from 0 and 1.
		dec, _ = strconv.ParseFloat(strconv.FormatFloat(sum, 'g', 10, 64), 64)
	}
	if p, q, ok := game.Fraction(sum); ok && q > 1 && math.Abs(float64(p)/float64(q)-sum) <= 1e-12*sum {
		return errorf("the probabilities of the chance node at character %d sum to %s (%g), not 1", at, strconv.FormatInt(p, 10)+"/"+strconv.FormatInt(q, 10), dec)
	}
	return errorf("the probabilities of the chance node at character %d sum to %g, not 1", at, dec)
}
