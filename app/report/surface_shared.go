package report

import "github.com/sdkgen/sdkgen/generator/surface"

// SurfaceLines renders API surface changes as markdown list items' text, breaking ones first and flagged as the
// preview comment flags them, for other writers (the generator upgrade pull requests).
func SurfaceLines(changes []surface.Change) []string {
	sorted := sortedChanges(changes)
	out := make([]string, len(sorted))
	for i, c := range sorted {
		out[i] = surfaceLine(c)
	}
	return out
}
