// Package targetstest helps the tests of code that runs targets.
package targetstest

import (
	"context"
	"sync/atomic"

	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
)

// Counting returns a registry of reg's targets that count every run in runs: tests of caches and schedulers
// check how many times targets actually generated.
func Counting(reg *targets.Registry, runs *atomic.Int32) *targets.Registry {
	var wrapped []targets.Target
	for _, name := range reg.Keys() {
		t, _ := reg.Lookup(name)
		wrapped = append(wrapped, counted{t, runs})
	}
	return targets.NewRegistry(wrapped...)
}

type counted struct {
	targets.Target
	runs *atomic.Int32
}

func (c counted) Generate(ctx context.Context, in targets.Input) (*tree.Tree, error) {
	c.runs.Add(1)
	return c.Target.Generate(ctx, in)
}
