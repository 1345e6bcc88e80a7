package az_test

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"gametree/az"
	"gametree/game"
	_ "gametree/games"
)

func TestTrainTry(t *testing.T) {
	name := os.Getenv("AZ_TRY")
	if name == "" {
		t.Skip()
	}
	g, _ := game.New(name, "")
	in, _ := g.(game.Encoder).Encoding()
	cfg := az.Defaults(in)
	cfg.Generations, _ = strconv.Atoi(os.Getenv("AZ_GENS"))
	cfg.Progress = func(p az.Progress) { t.Logf("%+v", p) }
	cfg.Generation = func(gen int, net *az.Net) error {
		b, _ := net.MarshalBinary()
		return os.WriteFile(os.Getenv("AZ_OUT")+".g"+strconv.Itoa(gen), b, 0o644)
	}
	start := time.Now()
	net, err := az.Train(context.Background(), g, cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := net.MarshalBinary()
	os.WriteFile(os.Getenv("AZ_OUT"), b, 0o644)
	t.Logf("%d bytes in %v", len(b), time.Since(start))
}
