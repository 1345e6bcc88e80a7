package main

import (
	"sort"
	"testing"
	"time"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/web"
)

// Every flag of every command is a parameter the application layer (or the
// server, for serve) declares, under the same name and with the same
// default, and every declared parameter is a flag.
func TestFlagsMatchParams(t *testing.T) {
	layer := map[string][]explore.Param{
		"tree":    explore.TreeParams(),
		"step":    explore.StepParams(),
		"compare": explore.CompareParams(),
		"perft":   explore.PerftParams(),
		"horizon": explore.HorizonParams(),
		"show":    explore.ShowParams(),
		"play":    explore.GameParams(),
		"match":   explore.MatchParams(),
		"gtp":     explore.EngineParams(),
		"serve":   web.Params(),
		"quiz":    explore.QuizParams(),
		"solve":   explore.SolveParams(),
		"train":   nil,
	}
	app := newApp(testEnv("", nil, false))
	if len(app.Commands) != len(layer) {
		t.Errorf("%d commands, %d in this test", len(app.Commands), len(layer))
	}
	for _, cmd := range app.Commands {
		params, ok := layer[cmd.Name]
		if !ok {
			t.Errorf("command %s: no parameters of the layer listed in this test", cmd.Name)
			continue
		}
		flags := map[string]cli.Flag{}
		for _, f := range cmd.Flags {
			flags[f.Names()[0]] = f
		}
		seen := map[string]bool{}
		// Every command takes --lang (commands adds it).
		for _, p := range append(params, explore.LangParam()) {
			seen[p.Name] = true
			f, ok := flags[p.Name]
			if !ok {
				t.Errorf("%s: the layer reads --%s, which is not a flag", cmd.Name, p.Name)
				continue
			}
			def := f.(cli.DocGenerationFlag).GetValue()
			if _, isBool := f.(*cli.BoolFlag); isBool {
				def = "false"
			}
			if df, isDur := f.(*cli.DurationFlag); isDur {
				if d, err := time.ParseDuration(p.Default); err == nil && d == df.Value {
					def = p.Default // "10m" is the flag's 10m0s
				}
			}
			if def != p.Default {
				t.Errorf("%s --%s: the flag's default is %q, the layer's %q", cmd.Name, p.Name, def, p.Default)
			}
		}
		var extra []string
		for name := range flags {
			if !seen[name] {
				extra = append(extra, name)
			}
		}
		sort.Strings(extra)
		if len(extra) > 0 {
			t.Errorf("%s: flags %v are not declared by the layer", cmd.Name, extra)
		}
	}
}
