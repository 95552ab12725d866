package web

import (
	"container/list"
	"context"
	"sync"

	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// comparison is a target's output compared with the previous build's: both trees, the changed files, and their
// list with counts (without rows), computed once per build and sliced by every page of its diff.
type comparison struct {
	old, cur *tree.Tree
	files    []report.FileChange
	list     []diffFile
	total    diffStats
	size     int64 // bytes of both trees, for the cache's bound
}

func newComparison(old, cur *tree.Tree) *comparison {
	files, _ := preview.DiffTrees(old, cur)
	c := &comparison{old: old, cur: cur, files: files, size: treeBytes(old) + treeBytes(cur)}
	for i, f := range files {
		c.list = append(c.list, diffFile{N: i + 1, Path: f.Path, OldPath: f.OldPath, Status: f.Status, Added: f.Added,
			Removed: f.Removed, Binary: f.Binary, Page: i/filesPerPage + 1})
		c.total.Files++
		c.total.Added += f.Added
		c.total.Removed += f.Removed
	}
	return c
}

func treeBytes(t *tree.Tree) int64 {
	var n int64
	for _, p := range t.Paths() {
		f, _ := t.File(p)
		n += int64(len(p) + len(f.Data))
	}
	return n
}

// comparisonKey names a comparison: a finished build's target against a previous build's (whose archives no
// longer change).
type comparisonKey struct{ build, target, previous string }

// comparisons keeps the latest comparisons, at most maxEntries of them and maxBytes of trees, least recently
// used first out. Requests for a comparison under way wait for it rather than compute it again.
type comparisons struct {
	maxEntries int
	maxBytes   int64

	mu      sync.Mutex
	bytes   int64
	order   *list.List // of *cachedComparison, most recent first
	entries map[comparisonKey]*list.Element
	pending map[comparisonKey]*pendingComparison
}

type cachedComparison struct {
	key comparisonKey
	c   *comparison
}

type pendingComparison struct {
	done chan struct{}
	c    *comparison
	err  error
}

func newComparisons(maxEntries int, maxBytes int64) *comparisons {
	return &comparisons{maxEntries: maxEntries, maxBytes: maxBytes, order: list.New(),
		entries: map[comparisonKey]*list.Element{}, pending: map[comparisonKey]*pendingComparison{}}
}

// get returns the comparison of key, computing it with compute (once, however many ask at the same time) when
// it is not kept. An error is not kept.
func (cs *comparisons) get(ctx context.Context, key comparisonKey, compute func() (*comparison, error)) (*comparison, error) {
	cs.mu.Lock()
	if e, ok := cs.entries[key]; ok {
		cs.order.MoveToFront(e)
		cs.mu.Unlock()
		return e.Value.(*cachedComparison).c, nil
	}
	if p, ok := cs.pending[key]; ok {
		cs.mu.Unlock()
		select {
		case <-p.done:
			return p.c, p.err
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	p := &pendingComparison{done: make(chan struct{})}
	cs.pending[key] = p
	cs.mu.Unlock()

	p.c, p.err = compute()
	cs.mu.Lock()
	delete(cs.pending, key)
	if p.err == nil {
		cs.keep(key, p.c)
	}
	cs.mu.Unlock()
	close(p.done)
	return p.c, p.err
}

// keep adds c and drops the least recently used comparisons over the bounds (a comparison larger than the
// whole budget is not kept at all).
func (cs *comparisons) keep(key comparisonKey, c *comparison) {
	if c.size > cs.maxBytes {
		return
	}
	cs.entries[key] = cs.order.PushFront(&cachedComparison{key: key, c: c})
	cs.bytes += c.size
	for cs.order.Len() > cs.maxEntries || cs.bytes > cs.maxBytes {
		last := cs.order.Back()
		old := last.Value.(*cachedComparison)
		cs.order.Remove(last)
		delete(cs.entries, old.key)
		cs.bytes -= old.c.size
	}
}
