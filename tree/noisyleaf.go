package tree

import (
	"sort"
	"strings"

	"gametree/game"
)

// A leaf of a textbook tree that is not quiet: "5?(3 8)" is a leaf worth
// 5 at the horizon (the depth where the search stops), marked not quiet,
// and what lies past it: the positions its noisy moves lead to, 3 and 8,
// each a value, or itself not quiet with what lies past it ("5?(3
// 9?(1 2))"). A search without quiescence stops at 5, as a fixed depth
// does; with a quiescence search N plies past the horizon (SearchPast), the
// leaf gets its stand pat (5: the player to move keeps the position's own
// value) and the moves past it, and so on while the plies last, as in a
// game tree (AIMA 4th edition, section 5.3.2).

// NotQuietMark is why a textbook leaf marked with ? is not quiet, a word
// of the catalog.
const NotQuietMark = "marked ? in the tree"

// noisyLeaf reads what lies past the leaf v (written word at start),
// after its "?": a list of values, each itself quiet or not.
func (p *leafParser) noisyLeaf(v float64, word string, start, level int) (*item, error) {
	p.pos++ // the ?
	if p.pos == len(p.src) || (p.src[p.pos] != '(' && p.src[p.pos] != '[') {
		return nil, errorf("%s? at character %d: give what lies past the horizon after the ?, a list of values, such as %s?(3 8)", word, start+1, word)
	}
	list, err := p.parse(level + 1)
	if err != nil {
		return nil, err
	}
	if list.leaf || list.chance || list.mover > 0 {
		return nil, errorf("%s? at character %d: give what lies past the horizon after the ?, a list of values, such as %s?(3 8)", word, start+1, word)
	}
	for _, c := range list.children {
		if !c.leaf || c.vector != nil {
			return nil, errorf("%s? at character %d: past the horizon every position has its own value; write each as a value, or as a value not quiet with what lies past it, such as %s?(3 9?(1 2))", word, start+1, word)
		}
	}
	return &item{leaf: true, value: v, past: list.children}, nil
}

// pastEnd returns where what lies past a leaf ends, from its "?" at i:
// the index of the list's closing bracket (the last character when it is
// never closed).
func pastEnd(text string, i int) int {
	depth := 0
	for j := i + 1; j < len(text); j++ {
		switch text[j] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth <= 0 {
				return j
			}
		case ' ', '\t', '\r', '\n':
			if depth == 0 {
				return j - 1
			}
		}
	}
	return len(text) - 1
}

// markNoisy records leaf n, item it, as not quiet with what lies past
// it.
func (t *Tree) markNoisy(n int32, it *item) {
	if t.past == nil {
		t.past, t.why = map[int32][]*item{}, map[int32]string{}
	}
	t.past[n], t.why[n] = it.past, NotQuietMark
}

// writePast writes what lies past a leaf, as ParseLeaves reads it:
// "(3 9?(1 2))".
func writePast(past []*item) string {
	parts := make([]string, len(past))
	for i, it := range past {
		parts[i] = formatNumber(it.value)
		if it.past != nil {
			parts[i] += "?" + writePast(it.past)
		}
	}
	return "(" + strings.Join(parts, " ") + ")"
}

// HasNoisyLeaves reports whether a textbook tree has a leaf marked not
// quiet.
func (t *Tree) HasNoisyLeaves() bool { return len(t.past) > 0 }

// SearchPast gives the leaves of a textbook tree marked not quiet what
// lies past them, up to q plies past the horizon: each gets its stand pat
// first (a leaf of its own value, StandPat), then the positions past it,
// in the tree's order; one of those not quiet q plies past stays a leaf.
// Called once, before the search.
func (t *Tree) SearchPast(q int) {
	t.Quiescence = q
	queue := make([]int32, 0, len(t.past))
	for n := range t.past {
		queue = append(queue, n)
	}
	sort.Slice(queue, func(i, j int) bool { return queue[i] < queue[j] })
	if t.pastPly == nil {
		t.pastPly = map[int32]int16{}
	}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if int(t.pastPly[n]) >= q {
			continue
		}
		nd := t.Nodes[n]
		first := int32(len(t.Nodes))
		ply := t.pastPly[n] + 1
		t.Nodes = append(t.Nodes, Node{Parent: n, Depth: nd.Depth + 1, Move: StandPat, Value: nd.Value})
		t.labels = append(t.labels, "stand pat")
		t.pastPly[first] = ply
		for _, it := range t.past[n] {
			c := int32(len(t.Nodes))
			t.Nodes = append(t.Nodes, Node{Parent: n, Depth: nd.Depth + 1, Move: game.NoMove, Value: it.value})
			t.labels = append(t.labels, formatNumber(it.value))
			t.pastPly[c] = ply
			if it.past != nil {
				t.past[c], t.why[c] = it.past, NotQuietMark
				queue = append(queue, c)
			}
		}
		t.Nodes[n].First, t.Nodes[n].Count = first, int32(len(t.past[n])+1)
	}
}
