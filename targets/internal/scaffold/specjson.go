package scaffold

import (
	"bytes"
	"fmt"

	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/targets/internal/memo"
)

// lastSpecJSON remembers the JSON of the last spec converted: every target of a run writes the same spec, and
// reading a 13 MB spec again costs each target a tenth of its time.
var lastSpecJSON memo.Last[specJSONResult]

type specJSONResult struct {
	data []byte
	err  error
}

// specJSON returns the spec re-encoded as the JSON SpecPath holds; the caller owns the bytes.
func specJSON(spec []byte) ([]byte, error) {
	r := lastSpecJSON.Get(spec, func() specJSONResult {
		data, err := convertSpecJSON(spec)
		return specJSONResult{data, err}
	})
	return bytes.Clone(r.data), r.err
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
