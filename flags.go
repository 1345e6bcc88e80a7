package main

import (
	"strconv"
	"time"

	"github.com/urfave/cli/v2"

	"gametree/explore"
)

// flagsOf makes the flags of a command from the parameters the
// application layer declares for it (explore.TreeParams() and the like):
// every name, default, help text and group is written there once.
func flagsOf(params []explore.Param) []cli.Flag {
	out := make([]cli.Flag, 0, len(params))
	for _, p := range params {
		out = append(out, flagOf(p))
	}
	return out
}

// flagOf makes the flag of p, its help made from the registries where
// p says how (Param.Made: made, in each language).
func flagOf(p explore.Param) cli.Flag {
	if p.Made != nil {
		p.Usage, p.Range = made(p.Made), nil
	}
	switch p.Kind {
	case explore.Int:
		n, _ := strconv.Atoi(p.Default)
		return &cli.IntFlag{Name: p.Name, Aliases: p.Aliases, Value: n, Usage: p.Help(), Category: p.Category, DefaultText: p.DefaultText}
	case explore.Int64:
		n, _ := strconv.ParseInt(p.Default, 10, 64)
		return &cli.Int64Flag{Name: p.Name, Aliases: p.Aliases, Value: n, Usage: p.Help(), Category: p.Category, DefaultText: p.DefaultText}
	case explore.Uint64:
		n, _ := strconv.ParseUint(p.Default, 10, 64)
		return &cli.Uint64Flag{Name: p.Name, Aliases: p.Aliases, Value: n, Usage: p.Help(), Category: p.Category, DefaultText: p.DefaultText}
	case explore.Float:
		f, _ := strconv.ParseFloat(p.Default, 64)
		return &cli.Float64Flag{Name: p.Name, Aliases: p.Aliases, Value: f, Usage: p.Help(), Category: p.Category, DefaultText: p.DefaultText}
	case explore.Bool:
		return &cli.BoolFlag{Name: p.Name, Aliases: p.Aliases, Usage: p.Help(), Category: p.Category, DefaultText: p.DefaultText}
	case explore.Duration:
		d, _ := time.ParseDuration(p.Default)
		text := p.DefaultText
		if text == "" {
			text = p.Default // "10m", where the flag writes "10m0s"
		}
		return &cli.DurationFlag{Name: p.Name, Aliases: p.Aliases, Value: d, Usage: p.Help(), Category: p.Category, DefaultText: text}
	}
	return &cli.StringFlag{Name: p.Name, Aliases: p.Aliases, Value: p.Default, Usage: p.Help(), Category: p.Category, DefaultText: p.DefaultText}
}
