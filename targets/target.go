// Package targets holds one package per sdkgen.yml target key and the registry that maps keys to them.
//
// A target sees only the IR and its own section of sdkgen.yml, returns an in-memory file tree, and never writes to
// disk. The same inputs give byte-identical trees on every machine.
package targets

import (
	"context"
	"slices"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// Target generates one kind of output.
type Target interface {
	// Key is the sdkgen.yml target key: typescript, python, go, ...
	Key() string
	// Generate returns the files of the target's repository.
	Generate(ctx context.Context, in Input) (*tree.Tree, error)
}

// CustomCoder is a target whose repositories reserve folders for hand-written code (SERVICE-BEHAVIOUR.md §2.2):
// merging a new generation never deletes or overwrites anything in them.
type CustomCoder interface {
	// CustomPaths are those folders, each ending in "/", for the given configuration.
	CustomPaths(in Input) []string
}

// CustomPaths returns a target's hand-written-code folders: its own, or lib/ and examples/ for targets that do
// not say.
func CustomPaths(t Target, in Input) []string {
	if c, ok := t.(CustomCoder); ok {
		return c.CustomPaths(in)
	}
	return []string{"lib/", "examples/"}
}

// Input is what a target generates from.
type Input struct {
	API *ir.API
	// Config is the target's own section of sdkgen.yml (*config.TypeScriptTarget for typescript and node,
	// *config.PythonTarget for python, ...).
	Config any
	// Edition is the target's effective edition (sdkgen.yml's, or the oldest when omitted).
	Edition string
	// Spec is the spec as sdkgen read it after openapi.transforms, for targets that publish or mock it.
	Spec []byte
	// Targets are every target's sections of sdkgen.yml, for targets built on another target's output (the cli
	// target calls the Go SDK the go section describes). Nil when the caller has only the target's own section.
	Targets *config.Targets
}

// Registry maps target keys to targets.
type Registry struct {
	byKey map[string]Target
}

// NewRegistry returns a registry of the given targets.
func NewRegistry(ts ...Target) *Registry {
	r := &Registry{byKey: map[string]Target{}}
	for _, t := range ts {
		r.byKey[t.Key()] = t
	}
	return r
}

// Lookup returns the target for a key.
func (r *Registry) Lookup(key string) (Target, bool) {
	t, ok := r.byKey[key]
	return t, ok
}

// Keys returns the registered keys in sdkgen.yml order.
func (r *Registry) Keys() []string {
	var keys []string
	for _, k := range config.TargetNames {
		if _, ok := r.byKey[k]; ok {
			keys = append(keys, k)
		}
	}
	return keys
}

// Has reports whether a key is registered.
func (r *Registry) Has(key string) bool { return slices.Contains(r.Keys(), key) }

// Section returns a target's own section of sdkgen.yml, or nil when it is not configured.
func Section(t *config.Targets, key string) any {
	switch key {
	case "typescript":
		return section(t.TypeScript)
	case "node":
		return section(t.Node)
	case "python":
		return section(t.Python)
	case "go":
		return section(t.Go)
	case "java":
		return section(t.Java)
	case "kotlin":
		return section(t.Kotlin)
	case "ruby":
		return section(t.Ruby)
	case "php":
		return section(t.PHP)
	case "csharp":
		return section(t.CSharp)
	case "cli":
		return section(t.CLI)
	case "terraform":
		return section(t.Terraform)
	case "openapi":
		return section(t.OpenAPI)
	case "sql":
		return section(t.SQL)
	}
	return nil
}

// section keeps a missing section nil as an interface too.
func section[T any](p *T) any {
	if p == nil {
		return nil
	}
	return p
}
