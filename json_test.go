package main

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"gametree/explore"
	"gametree/render"
)

// The JSON of every command is its report type of the layer (or of render,
// for drawings): decoded into that type and encoded again, it gives the
// same bytes, so no field is written that the type does not define.
func TestJSONReports(t *testing.T) {
	tests := []struct {
		args []string
		into any
	}{
		{[]string{"show", "--moves", "f5d6", "--json"}, &explore.PositionReport{}},
		{[]string{"show", "--board", "XXXXXXXXXXXXXXXO X", "--json"}, &explore.PositionReport{}},
		{[]string{"perft", "--depth", "3", "--divide", "--json"}, &explore.PerftReport{}},
		{[]string{"tree", "--depth", "2", "--format", "json", "--boards"}, &render.TreeReport{}},
		{[]string{"tree", "--leaves", "((3 12 8) (2 4 6) (14 5 2))", "--format", "json", "--fail-soft"}, &render.TreeReport{}},
		{[]string{"step", "--leaves", "((3 12 8) (2 4 6) (14 5 2))", "--trace", "--format", "json"}, &render.TraceReport{}},
		{[]string{"step", "--size", "4", "--moves", "b1", "--depth", "3", "--trace", "--format", "json"}, &render.TraceReport{}},
		{[]string{"compare", "--depth", "1-3", "--format", "json", "--no-time"}, &explore.CompareReport{}},
		{[]string{"compare", "--leaves", "((3 12 8) (2 4 6) (14 5 2))", "--format", "json"}, &explore.CompareReport{}},
		{[]string{"match", "--black", "greedy", "--white", "random", "--games", "2", "--json"}, &explore.MatchReport{}},
	}
	for _, tc := range tests {
		r := runApp(t, "", nil, false, tc.args...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.args, r.code, r.stderr)
		}
		dec := json.NewDecoder(bytes.NewReader([]byte(r.stdout)))
		dec.DisallowUnknownFields()
		v := reflect.New(reflect.TypeOf(tc.into).Elem()).Interface()
		if err := dec.Decode(v); err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		var again bytes.Buffer
		if err := render.EncodeJSON(&again, v); err != nil {
			t.Fatal(err)
		}
		if again.String() != r.stdout {
			t.Errorf("%v: re-encoded JSON differs\n--- got\n%s\n--- want\n%s", tc.args, again.String(), r.stdout)
		}
	}
}
