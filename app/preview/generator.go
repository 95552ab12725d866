package preview

import (
	"maps"
	"slices"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/surface"
)

// Surface is the public API surface of the side's IR (generator/surface), nil when the side did not load or the
// extraction failed: builds record it so that a newer generator's upgrade can show what it changes.
func (s *Side) Surface() (sf *surface.Surface) {
	if s == nil || s.res == nil || s.res.API == nil || s.failure != "" {
		return nil
	}
	defer func() {
		if recover() != nil {
			sf = nil
		}
	}()
	return surface.Extract(s.res.API)
}

// Editions are the editions the side generated with: the top-level edition under "" and each generated target's
// edition under its name (targets without editions are left out); nil when the side did not load.
func (s *Side) Editions() map[string]string {
	if s == nil {
		return nil
	}
	return Editions(s.Config(), slices.Sorted(maps.Keys(s.outputs)))
}

// Editions resolves the editions a configuration acts as: the top level under "" and each of targets under its
// name (those that have editions); nil for no configuration.
func Editions(cfg *config.Config, targets []string) map[string]string {
	if cfg == nil {
		return nil
	}
	out := map[string]string{"": cfg.EffectiveEdition()}
	for _, t := range targets {
		if e := cfg.EffectiveTargetEdition(t); e != "" {
			out[t] = e
		}
	}
	return out
}
