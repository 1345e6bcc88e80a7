package az_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"math"
	"os"
	"strings"
	"testing"

	"gametree/az"
	"gametree/game"
	_ "gametree/games"
)

// newGame returns the game of a name, or fails.
func newGame(t testing.TB, name string) game.Game {
	t.Helper()
	g, err := game.New(name, "")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// small is a training small enough for a unit test.
func small(workers int) az.Config {
	c := az.Defaults(18)
	c.Generations, c.Games, c.Simulations, c.Steps, c.Hidden, c.Workers = 2, 6, 12, 5, 8, workers
	return c
}

// TestTrainingReproduces trains twice, on one worker and on two: the
// same bytes.
func TestTrainingReproduces(t *testing.T) {
	g := newGame(t, "tictactoe")
	var files [][]byte
	for _, workers := range []int{1, 2, 2} {
		net, err := az.Train(context.Background(), g, small(workers))
		if err != nil {
			t.Fatal(err)
		}
		b, err := net.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, b)
	}
	if !bytes.Equal(files[0], files[1]) || !bytes.Equal(files[1], files[2]) {
		t.Error("the same seed gave other bytes")
	}
	c := small(2)
	c.Seed = 2
	net, _ := az.Train(context.Background(), g, c)
	if b, _ := net.MarshalBinary(); bytes.Equal(b, files[0]) {
		t.Error("another seed gave the same bytes")
	}
}

// TestNetFileRoundTrip writes and reads back the networks shipped.
func TestNetFileRoundTrip(t *testing.T) {
	for _, name := range []string{"tictactoe", "connect4"} {
		net, err := az.Shipped(newGame(t, name))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := net.MarshalBinary()
		again, err := az.ReadNet(b)
		if err != nil {
			t.Fatal(err)
		}
		b2, _ := again.MarshalBinary()
		if !bytes.Equal(b, b2) || again.Game != name || !strings.HasPrefix(again.Trained, "gametree train az --game "+name) {
			t.Errorf("%s: read back as %s %q", name, again.Game, again.Trained)
		}
	}
}

// TestReadNetRefuses gives the reader files that are not whole networks.
func TestReadNetRefuses(t *testing.T) {
	net, _ := az.Shipped(newGame(t, "tictactoe"))
	good, _ := net.MarshalBinary()
	resum := func(b []byte) []byte {
		binary.LittleEndian.PutUint32(b[len(b)-4:], crc32.ChecksumIEEE(b[:len(b)-4]))
		return b
	}
	nan := append([]byte(nil), good...)
	at := bytes.IndexByte(nan[bytes.IndexByte(nan, '\n')+1:], '\n') + bytes.IndexByte(nan, '\n') + 2
	binary.LittleEndian.PutUint32(nan[at:], math.Float32bits(float32(math.NaN())))
	flip := append([]byte(nil), good...)
	flip[len(flip)/2] ^= 1
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "not a network of gametree"},
		{"text", []byte("hello\nworld"), "not a network of gametree"},
		{"fields", []byte("gametree-az 1 tictactoe 18 64\nx\n"), "want gametree-az 1 GAME INPUTS HIDDEN ACTIONS"},
		{"huge", []byte("gametree-az 1 tictactoe 18 99999999 9\nx\n"), "hidden units"},
		{"zero", []byte("gametree-az 1 tictactoe 0 64 9\nx\n"), "inputs"},
		{"one line", []byte("gametree-az 1 tictactoe 18 64 9\n"), "ends after its first line"},
		{"short", good[:len(good)-10], "bytes of weights"},
		{"flipped", flip, "damaged"},
		{"nan", resum(nan), "not a number"},
	} {
		_, err := az.ReadNet(tc.data)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

// FuzzReadNet reads anything without a panic, and what it reads writes
// back as it was.
func FuzzReadNet(f *testing.F) {
	net := az.NewNet("tictactoe", 3, 2, 2, 1)
	b, _ := net.MarshalBinary()
	f.Add(b)
	f.Add([]byte("gametree-az 1 x 1 1 1\n\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := az.ReadNet(data)
		if err != nil {
			return
		}
		again, _ := n.MarshalBinary()
		if !bytes.Equal(again, data) {
			t.Errorf("read %q, wrote %q", data, again)
		}
	})
}

// TestFits refuses a network for another game or board, and a game that
// no network reads.
func TestFits(t *testing.T) {
	ttt, _ := az.Shipped(newGame(t, "tictactoe"))
	small, _ := game.New("connect4", "6x5")
	for _, tc := range []struct {
		net  *az.Net
		g    game.Game
		want string
	}{
		{ttt, newGame(t, "connect4"), "trained for tictactoe"},
		{ttt, newGame(t, "nim"), "no network reads its positions"},
		{az.NewNet("connect4", 84, 4, 7, 1), small, "not for this connect4 (60 inputs, 6 actions)"},
	} {
		if err := az.Fits(tc.net, tc.g); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s on %s: %v, want %q", tc.net.Game, tc.g.Name(), err, tc.want)
		}
	}
	if _, err := az.Shipped(small); err == nil || !strings.Contains(err.Error(), "trained for connect4 (84 inputs, 7 actions)") {
		t.Errorf("Connect Four 6x5's network: %v", err)
	}
}

// TestSymmetries checks each game's symmetries against its rules: the
// position reached by the moves turned is the position turned.
func TestSymmetries(t *testing.T) {
	for _, tc := range []struct{ name, moves string }{{"tictactoe", "b2 a1 c1"}, {"tictactoe", "a2 c3"}, {"connect4", "a a b d g g g"}} {
		g := newGame(t, tc.name)
		in, acts := g.(game.Symmetric).Symmetries()
		n, _ := g.(game.Encoder).Encoding()
		for k := range in {
			p, q := g.Start(), g.Start()
			for _, w := range strings.Fields(tc.moves) {
				m, err := p.ParseMove(w)
				if err != nil {
					t.Fatal(err)
				}
				a := p.(game.Encoded).Action(m)
				turned := -1 // the action that action a becomes
				for b, from := range acts[k] {
					if from == a {
						turned = b
					}
				}
				var qm game.Move
				for _, mm := range q.AppendMoves(nil) {
					if q.(game.Encoded).Action(mm) == turned {
						qm = mm
					}
				}
				p, q = p.Play(m), q.Play(qm)
			}
			pe, qe := make([]float32, n), make([]float32, n)
			p.(game.Encoded).Encode(pe)
			q.(game.Encoded).Encode(qe)
			for i := range qe {
				if qe[i] != pe[in[k][i]] {
					t.Fatalf("%s %s symmetry %d: input %d is %g, want %g (%s, turned %s)", tc.name, tc.moves, k, i, qe[i], pe[in[k][i]], p, q)
				}
			}
		}
	}
}

// ExampleSearch searches the start of tic-tac-toe by PUCT with the
// network gametree ships.
func ExampleSearch() {
	g, _ := game.New("tictactoe", "")
	net, _ := az.Shipped(g)
	p, _ := g.ParsePosition("XX-OO---- X")
	t, res, _ := az.Search(p, net, 50, 1.25, 0, nil)
	fmt.Println(p.FormatMove(t.Nodes[res.Best].Move))
	// Output: c1
}

// TestShippedNetworksReproduce trains tic-tac-toe's network again by the
// command written in its file, and compares the bytes with the network
// shipped (about 50 s on 2 cores: GAMETREE_LONG). Connect Four's takes
// about 14 minutes and is left to docs/az.md's command.
func TestShippedNetworksReproduce(t *testing.T) {
	if os.Getenv("GAMETREE_LONG") == "" {
		t.Skip("az: trains tic-tac-toe's network again (about 50 s); set GAMETREE_LONG=1")
	}
	g := newGame(t, "tictactoe")
	shipped := g.(game.Networked).Network()
	net, err := az.ReadNet(shipped)
	if err != nil {
		t.Fatal(err)
	}
	cfg := az.Defaults(net.Inputs)
	if got := cfg.Command(g); got == net.Trained {
		t.Fatal("the defaults are the shipped training's: the test would prove less")
	}
	cfg.Generations, cfg.Hidden, cfg.Sampled = 300, 64, 4
	if cfg.Command(g) != net.Trained {
		t.Fatalf("the shipped network was trained by\n%s\nnot\n%s", net.Trained, cfg.Command(g))
	}
	again, err := az.Train(context.Background(), g, cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := again.MarshalBinary()
	if !bytes.Equal(b, shipped) {
		t.Error("tic-tac-toe's network trained again differs from the one shipped")
	}
}
