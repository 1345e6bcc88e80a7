package az

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"math"
	"strconv"
	"strings"
)

// A network's file: a line "gametree-az 1 GAME INPUTS HIDDEN ACTIONS", a
// line that says how it was trained (the command), the parameters as
// little-endian 32-bit floats in Net's order, then the CRC-32 (IEEE) of
// all that precedes it, little-endian.

// magic starts every network's file.
const magic = "gametree-az 1"

// The largest sizes a file may give: a network past them is no network
// of these games, and would cost memory to refuse.
const (
	maxInputs  = 4096
	maxHidden  = 1024
	maxActions = 1024
)

// MarshalBinary writes the network's file.
func (n *Net) MarshalBinary() ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %s %d %d %d\n%s\n", magic, n.Game, n.Inputs, n.Hidden, n.Actions, strings.ReplaceAll(n.Trained, "\n", " "))
	buf := make([]byte, 4)
	for _, w := range n.w {
		binary.LittleEndian.PutUint32(buf, math.Float32bits(w))
		b.Write(buf)
	}
	binary.LittleEndian.PutUint32(buf, crc32.ChecksumIEEE(b.Bytes()))
	b.Write(buf)
	return b.Bytes(), nil
}

// ReadNet reads a network's file, refusing one that is not whole.
func ReadNet(data []byte) (*Net, error) {
	head, rest, ok := bytes.Cut(data, []byte("\n"))
	if !ok || !bytes.HasPrefix(head, []byte(magic+" ")) {
		return nil, errorf("not a network of gametree (its file starts %q, want %q)", clip(head), magic)
	}
	f := strings.Fields(string(head[len(magic):]))
	if len(f) != 4 {
		return nil, errorf("the network's first line %q: want %s GAME INPUTS HIDDEN ACTIONS", clip(head), magic)
	}
	n := &Net{Game: f[0]}
	for i, to := range []*int{&n.Inputs, &n.Hidden, &n.Actions} {
		v, err := strconv.Atoi(f[1+i])
		if err != nil || v < 1 || v > []int{maxInputs, maxHidden, maxActions}[i] {
			return nil, errorf("the network's %s %q: want 1 to %d", []string{"inputs", "hidden units", "actions"}[i], f[1+i], []int{maxInputs, maxHidden, maxActions}[i])
		}
		*to = v
	}
	trained, body, ok := bytes.Cut(rest, []byte("\n"))
	if !ok {
		return nil, errorf("the network's file ends after its first line")
	}
	n.Trained = string(trained)
	want := 4*n.Params() + 4
	if len(body) != want {
		return nil, errorf("the network's file holds %d bytes of weights, want %d for %d inputs, %d hidden units and %d actions", len(body), want, n.Inputs, n.Hidden, n.Actions)
	}
	sum := binary.LittleEndian.Uint32(body[len(body)-4:])
	if crc32.ChecksumIEEE(data[:len(data)-4]) != sum {
		return nil, errorf("the network's file is damaged: its checksum does not match")
	}
	n.w = make([]float32, n.Params())
	for i := range n.w {
		w := math.Float32frombits(binary.LittleEndian.Uint32(body[4*i:]))
		if math.IsNaN(float64(w)) || math.IsInf(float64(w), 0) {
			return nil, errorf("the network's weight %d is not a number", i)
		}
		n.w[i] = w
	}
	return n, nil
}

// clip returns the first 40 bytes of b, for a message.
func clip(b []byte) string {
	if len(b) > 40 {
		b = b[:40]
	}
	return string(b)
}
