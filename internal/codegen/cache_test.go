package codegen_test

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/sdkgen/sdkgen/generator/cache"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

// counted is a target that counts its runs.
type counted struct {
	targets.Target
	runs *atomic.Int32
}

func (c counted) Generate(ctx context.Context, in targets.Input) (*tree.Tree, error) {
	c.runs.Add(1)
	return c.Target.Generate(ctx, in)
}

// TestCachedOutputIsUncachedOutput renders acme's targets without a cache, then twice through one: the second
// pass must run no target, and both must give exactly the uncached trees.
func TestCachedOutputIsUncachedOutput(t *testing.T) {
	res := loadAcme(t)
	names, err := codegen.Select(res, builtin.Registry(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var runs atomic.Int32
	var wrapped []targets.Target
	for _, n := range names {
		tg, _ := builtin.Registry().Lookup(n)
		wrapped = append(wrapped, counted{tg, &runs})
	}
	reg := targets.NewRegistry(wrapped...)
	uncached, err := codegen.Render(context.Background(), res, reg, names)
	if err != nil {
		t.Fatal(err)
	}
	trees, err := cache.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for pass, wantRuns := range []int32{2 * int32(len(names)), 2 * int32(len(names))} {
		outs, err := codegen.RenderCached(context.Background(), res, reg, names, trees)
		if err != nil {
			t.Fatal(err)
		}
		if runs.Load() != wantRuns {
			t.Errorf("pass %d: %d target runs in all, want %d", pass+1, runs.Load(), wantRuns)
		}
		for i, o := range outs {
			if o.Target != uncached[i].Target || o.Tree.Hash() != uncached[i].Tree.Hash() || o.Repository.Branch != uncached[i].Repository.Branch {
				t.Errorf("pass %d: %s differs from the uncached output", pass+1, o.Target)
			}
		}
	}
}
