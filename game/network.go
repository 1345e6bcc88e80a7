package game

// What a game gives AlphaZero's search (package az): a position as the
// numbers a small network reads, each move as one of its policy's
// outputs, and the network the game ships.

// Encoder is a game whose positions a network reads: Encoding returns
// the length of a position's input and the number of the policy's
// outputs, one a move the game may ever have (a square, a column).
type Encoder interface {
	Encoding() (inputs, actions int)
}

// Encoded is a position of an Encoder.
type Encoded interface {
	// Encode writes the position into dst, the game's inputs long, from
	// the view of the player to move: 1 where it has a piece, and so on.
	Encode(dst []float32)
	// Action returns move m's output, from 0 to the game's actions - 1.
	Action(m Move) int
}

// Networked is a game that ships a network trained for it: Network
// returns its file (package az reads it), nil when the game, at this
// board's size, ships none.
type Networked interface {
	Network() []byte
}

// Symmetric is an Encoder whose board has symmetries (a square board's
// eight, a Connect Four board's mirror), by which a network's training
// multiplies its positions, as AlphaGo Zero's did: for each symmetry k
// (the identity first), inputs[k][i] is the input of the position that
// becomes input i, and actions[k][a] the action that becomes action a.
type Symmetric interface {
	Symmetries() (inputs, actions [][]int)
}
