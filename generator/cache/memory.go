package cache

import (
	"container/list"
	"fmt"
	"sync"

	"github.com/sdkgen/sdkgen/generator/tree"
)

// Memory is a cache of trees in memory holding at most limit bytes of encoded trees (about the size of their
// files); the least recently used entries are dropped first, and a tree larger than the limit is not kept. It is
// safe for concurrent use, and each Get returns a tree of its own.
type Memory struct {
	mu      sync.Mutex
	limit   int64
	size    int64
	entries map[string]*list.Element // of *memoryEntry
	recent  *list.List               // most recently used first
}

type memoryEntry struct {
	key  string
	body []byte
}

// NewMemory returns an empty cache of at most limit bytes.
func NewMemory(limit int64) *Memory {
	return &Memory{limit: limit, entries: map[string]*list.Element{}, recent: list.New()}
}

// Get returns a copy of the tree stored under key.
func (m *Memory) Get(key string) (*tree.Tree, bool) {
	m.mu.Lock()
	e, ok := m.entries[key]
	if ok {
		m.recent.MoveToFront(e)
	}
	m.mu.Unlock()
	if !ok {
		return nil, false
	}
	t, err := decodeBody(e.Value.(*memoryEntry).body)
	return t, err == nil
}

// Put stores a copy of t under key, dropping the least recently used entries to stay within the limit.
func (m *Memory) Put(key string, t *tree.Tree) error {
	if !validKey(key) {
		return fmt.Errorf("tree cache: invalid key %q", key)
	}
	body := encodeBody(t)
	m.mu.Lock()
	defer m.mu.Unlock()
	m.remove(key)
	if int64(len(body)) > m.limit {
		return nil
	}
	for m.size+int64(len(body)) > m.limit {
		m.remove(m.recent.Back().Value.(*memoryEntry).key)
	}
	m.entries[key] = m.recent.PushFront(&memoryEntry{key: key, body: body})
	m.size += int64(len(body))
	return nil
}

// Size is the bytes the entries hold.
func (m *Memory) Size() int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.size
}

func (m *Memory) remove(key string) {
	if e, ok := m.entries[key]; ok {
		m.size -= int64(len(e.Value.(*memoryEntry).body))
		m.recent.Remove(e)
		delete(m.entries, key)
	}
}
