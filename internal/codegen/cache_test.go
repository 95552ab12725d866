package codegen_test

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/sdkgen/sdkgen/generator/cache"
	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/targets/builtin"
	"github.com/sdkgen/sdkgen/targets/targetstest"
)

// TestCachedOutputIsUncachedOutput renders acme's targets without a cache, then twice through each store: the
// second pass must run no target, and both must give exactly the uncached trees. Changing the IR's settings after
// loading (as the App does) is another key.
func TestCachedOutputIsUncachedOutput(t *testing.T) {
	res := loadAcme(t)
	names, err := codegen.Select(res, builtin.Registry(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var runs atomic.Int32
	reg := targetstest.Counting(builtin.Registry(), &runs)
	uncached, err := codegen.Render(context.Background(), res, reg, names)
	if err != nil {
		t.Fatal(err)
	}
	dir, err := cache.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	n := int32(len(names))
	for store, trees := range map[string]cache.Store{"dir": dir, "memory": cache.NewMemory(1 << 30)} {
		t.Run(store, func(t *testing.T) {
			runs.Store(0)
			for pass := range 2 {
				outs, err := codegen.RenderCached(context.Background(), res, reg, names, trees)
				if err != nil {
					t.Fatal(err)
				}
				if runs.Load() != n {
					t.Errorf("pass %d: %d target runs in all, want %d", pass+1, runs.Load(), n)
				}
				for i, o := range outs {
					if o.Target != uncached[i].Target || o.Tree.Hash() != uncached[i].Tree.Hash() || o.Repository.Branch != uncached[i].Repository.Branch {
						t.Errorf("pass %d: %s differs from the uncached output", pass+1, o.Target)
					}
				}
			}
			changed := *res
			api := *res.API
			api.Settings.ReleasesByApp = !api.Settings.ReleasesByApp
			changed.API = &api
			if _, err := codegen.RenderCached(context.Background(), &changed, reg, names, trees); err != nil {
				t.Fatal(err)
			}
			if runs.Load() != 2*n {
				t.Errorf("changed settings: %d target runs in all, want %d", runs.Load(), 2*n)
			}
		})
	}
}
