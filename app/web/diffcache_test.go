package web

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"
)

func sizedComparison(size int64) *comparison {
	return &comparison{old: tree.New(), cur: tree.New(), size: size}
}

// A comparison is computed once however many pages ask for it at the same time, kept until the bounds push it
// out (least recently used first), and an error is not kept.
func TestComparisonsComputeOnceWithinBounds(t *testing.T) {
	ctx := context.Background()
	cs := newComparisons(2, 100)
	var computed atomic.Int32
	compute := func(size int64) func() (*comparison, error) {
		return func() (*comparison, error) { computed.Add(1); return sizedComparison(size), nil }
	}
	key := func(b string) comparisonKey { return comparisonKey{build: b, target: "go", previous: "bld_0"} }

	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() { _, _ = cs.get(ctx, key("a"), compute(10)) })
	}
	wg.Wait()
	if n := computed.Load(); n != 1 {
		t.Fatalf("8 concurrent pages computed the comparison %d times, want 1", n)
	}
	for _, tc := range []struct {
		get      string
		size     int64
		computes int32 // the total after this get
	}{
		{"a", 10, 1},  // kept
		{"b", 10, 2},  // a, b
		{"a", 10, 2},  // a used last
		{"c", 10, 3},  // b out: over two entries
		{"b", 10, 4},  // computed again; a out
		{"d", 85, 5},  // c out: over 100 bytes
		{"b", 10, 5},  // still kept
		{"e", 200, 6}, // larger than the budget: not kept
		{"e", 200, 7},
	} {
		if _, err := cs.get(ctx, key(tc.get), compute(tc.size)); err != nil {
			t.Fatal(err)
		}
		if n := computed.Load(); n != tc.computes {
			t.Fatalf("after getting %s: %d computations, want %d", tc.get, n, tc.computes)
		}
	}
	fail := errors.New("no archive")
	if _, err := cs.get(ctx, key("f"), func() (*comparison, error) { return nil, fail }); !errors.Is(err, fail) {
		t.Fatalf("error %v", err)
	}
	if _, err := cs.get(ctx, key("f"), compute(1)); err != nil || computed.Load() != 8 {
		t.Errorf("a failed comparison was kept: %v, %d computations", err, computed.Load())
	}
}
