package tree

import "gametree/game"

// QuietAt says whether the position of node n of a game tree is quiet
// (game.Quieter): ok is false where the game has no quiet test (a
// textbook tree: its marks, NotQuiet), why says what is open where it is
// not quiet ("a corner is open"). A finished game is quiet.
func (t *Tree) QuietAt(n int32) (quiet bool, why string, ok bool) {
	if t.Kind != Game {
		return t.why[n] == "", t.why[n], t.past != nil
	}
	p := t.Position(n)
	q, has := p.(game.Quieter)
	if !has {
		return true, "", false
	}
	if p.Over() {
		return true, "", true
	}
	moves, why := q.NoisyMoves(nil)
	return len(moves) == 0, why, true
}
