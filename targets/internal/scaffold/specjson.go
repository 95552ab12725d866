package scaffold

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"sync"

	"github.com/sdkgen/sdkgen/generator/document"
)

// lastSpecJSON remembers the JSON of the last spec converted: every target of a run writes the same spec, and
// reading a 13 MB spec again costs each target a tenth of its time. One entry is kept, so a long-running service
// holds at most one spec's JSON; targets running at once wait for the one conversion.
var lastSpecJSON struct {
	mu    sync.Mutex
	key   [sha256.Size]byte
	entry *specJSONEntry
}

type specJSONEntry struct {
	once sync.Once
	data []byte
	err  error
}

// specJSON returns the spec re-encoded as the JSON SpecPath holds; the caller owns the bytes.
func specJSON(spec []byte) ([]byte, error) {
	key := sha256.Sum256(spec)
	lastSpecJSON.mu.Lock()
	e := lastSpecJSON.entry
	if e == nil || lastSpecJSON.key != key {
		e = &specJSONEntry{}
		lastSpecJSON.key, lastSpecJSON.entry = key, e
	}
	lastSpecJSON.mu.Unlock()
	e.once.Do(func() { e.data, e.err = convertSpecJSON(spec) })
	return bytes.Clone(e.data), e.err
}

func convertSpecJSON(spec []byte) ([]byte, error) {
	root, _, err := document.Parse(SpecPath, spec, document.SpecLimits)
	if err != nil {
		return nil, fmt.Errorf("re-read the spec: %w", err)
	}
	data, err := document.MarshalJSON(root, "  ")
	if err != nil {
		return nil, fmt.Errorf("write %s: %w", SpecPath, err)
	}
	return data, nil
}
