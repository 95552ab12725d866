// Package memo remembers the last value worked out from some input bytes (the spec, for every target of a run):
// targets generated at once from one spec then read it once between them.
package memo

import (
	"crypto/sha256"
	"sync"
)

// Last remembers the value of the last input asked for. It keeps one entry, so a long-running service holds at
// most one value per Last; callers asking at once for the same input wait for one computation. The value is shared
// between callers, who must not change it.
type Last[T any] struct {
	mu    sync.Mutex
	key   [sha256.Size]byte
	entry *entry[T]
}

type entry[T any] struct {
	once  sync.Once
	value T
}

// Get returns compute's value for input, computing it unless the last call was for the same bytes.
func (l *Last[T]) Get(input []byte, compute func() T) T {
	key := sha256.Sum256(input)
	l.mu.Lock()
	e := l.entry
	if e == nil || l.key != key {
		e = &entry[T]{}
		l.key, l.entry = key, e
	}
	l.mu.Unlock()
	e.once.Do(func() { e.value = compute() })
	return e.value
}
