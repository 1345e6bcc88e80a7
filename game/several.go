package game

// Several is a game of more than two players: its number of players.
// Its positions are Utilitarian.
type Several interface {
	Players() int
}

// Utilitarian is a position of a game of several players: a finished
// game's utilities, one a player in the players' order, and the value of
// a position where the game goes on (its evaluation, a vector too).
type Utilitarian interface {
	Utilities() []float64
	EvaluateVector() []float64
}

// Players returns g's number of players: Several's, else 2.
func Players(g Game) int {
	if s, ok := g.(Several); ok {
		return s.Players()
	}
	return 2
}
