package builtin

import (
	"slices"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
)

// TestBuiltTargetsMatchRegistry keeps config.BuiltTargets, which decides whether problems in a target's section
// fail validation, equal to the targets this sdkgen generates.
func TestBuiltTargetsMatchRegistry(t *testing.T) {
	var want []string
	for _, name := range config.TargetNames {
		if slices.Contains(config.BuiltTargets, name) {
			want = append(want, name)
		}
	}
	if got := Registry().Keys(); !slices.Equal(got, want) || len(want) != len(config.BuiltTargets) {
		t.Errorf("the registry builds %v but config.BuiltTargets says %v", got, config.BuiltTargets)
	}
}
