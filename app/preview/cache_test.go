package preview

import (
	"context"
	"log/slog"
	"reflect"
	"sync/atomic"
	"testing"

	"github.com/sdkgen/sdkgen/generator/cache"
	"github.com/sdkgen/sdkgen/targets/builtin"
	"github.com/sdkgen/sdkgen/targets/targetstest"
)

// previewed is what a preview build posted.
type previewed struct {
	comment string
	report  any
}

func runPreview(t *testing.T, f *fixture, req Request) previewed {
	t.Helper()
	f.run(req)
	return previewed{f.comment().Body, f.report.Targets}
}

// TestCachedPreviewIsUncachedPreview: with a tree cache, a second preview of the same pull request generates
// nothing, and a later push generates only its head; each posts exactly the comment and report a build without
// the cache posts.
func TestCachedPreviewIsUncachedPreview(t *testing.T) {
	var uncachedRuns, cachedRuns atomic.Int32
	uncached, cached := newFixture(t), newFixture(t)
	uncached.noSDKRepos()
	cached.noSDKRepos()
	uncached.opts.Registry = targetstest.Counting(builtin.Registry(), &uncachedRuns)
	cached.opts.Registry = targetstest.Counting(builtin.Registry(), &cachedRuns)
	cached.opts.Trees = cache.NewMemory(1 << 30)

	want := runPreview(t, uncached, uncached.req)
	perSide := uncachedRuns.Load() / 2
	if perSide == 0 {
		t.Fatal("the preview generated no target")
	}
	check := func(step string, got previewed, runs int32) {
		t.Helper()
		if cachedRuns.Load() != runs {
			t.Errorf("%s: %d target runs in all, want %d", step, cachedRuns.Load(), runs)
		}
		if got.comment != want.comment {
			t.Errorf("%s: the comment differs from the uncached build's:\n%s\nwant:\n%s", step, got.comment, want.comment)
		}
		if !reflect.DeepEqual(got.report, want.report) {
			t.Errorf("%s: the report differs from the uncached build's", step)
		}
	}
	check("first preview", runPreview(t, cached, cached.req), 2*perSide)
	again := cached.req
	again.DeliveryID = "d-again"
	check("same pull request again", runPreview(t, cached, again), 2*perSide)

	// A later push: the base is read back, only the head is generated.
	next := cached.req
	next.DeliveryID, next.HeadSHA = "d-2", cached.push(edit(t, cached.headSpec, secondChange), cached.config)
	uncachedNext := uncached.req
	uncachedNext.DeliveryID, uncachedNext.HeadSHA = "d-2", uncached.push(edit(t, uncached.headSpec, secondChange), uncached.config)
	want = runPreview(t, uncached, uncachedNext)
	check("next push", runPreview(t, cached, next), 3*perSide)
}

// TestCachedSideIsUncachedSide: the trees of a side read back from the cache are the trees generated without it.
func TestCachedSideIsUncachedSide(t *testing.T) {
	spec, config := readPair(t)
	in := NewInputs("openapi.yml", []byte(spec), "sdkgen.yml", []byte(config))
	log := slog.New(slog.DiscardHandler)
	reg := builtin.Registry()
	names := ConfiguredTargets(log, reg, in)
	trees := cache.NewMemory(1 << 30)
	uncached := Generate(context.Background(), log, reg, nil, "head", in, names)
	Generate(context.Background(), log, reg, trees, "head", in, names)
	again := Generate(context.Background(), log, reg, trees, "head", in, names)
	for _, name := range names {
		u, err := uncached.Output(name)
		if err != nil {
			t.Fatal(err)
		}
		c, err := again.Output(name)
		if err != nil {
			t.Fatal(err)
		}
		if u.Tree.Hash() != c.Tree.Hash() || !reflect.DeepEqual(u.Repository, c.Repository) {
			t.Errorf("%s: the cached output differs from the uncached one", name)
		}
	}
}
