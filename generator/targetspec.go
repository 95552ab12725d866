package generator

import "github.com/sdkgen/sdkgen/generator/document"

// TargetSpec returns the spec as targets see it: the input bytes, or the document after openapi.transforms
// re-encoded as JSON.
func (r *Result) TargetSpec() ([]byte, error) {
	if r.Spec == nil {
		return nil, nil
	}
	if r.Config == nil || len(r.Config.OpenAPI.Transforms) == 0 {
		return r.Sources[r.Spec.File], nil
	}
	return document.MarshalJSON(r.Spec.Root, "  ")
}
