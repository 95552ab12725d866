// Package codegen runs targets on a loaded generator.Result: it picks the targets to generate, runs each on the
// IR and writes their file trees. It sits above both generator/ (which knows no target) and targets/ (which know
// no pipeline), so that the CLI and the App call one orchestration.
package codegen

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/cache"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
)

// Output is one generated target.
type Output struct {
	Target string
	Dir    string // where Generate wrote it; empty from Render
	Tree   *tree.Tree
	// Repository is what merging the output into the target's SDK repository needs.
	Repository Repository
}

// Repository describes a target's SDK repository as sdkgen.yml and the target define it.
type Repository struct {
	// Branch is the working branch: production_repo's #branch, or "main".
	Branch string
	// KeepFiles are targets.<t>.keep_files.
	KeepFiles []string
	// CustomPaths are the target's hand-written-code folders.
	CustomPaths []string
}

// Select returns the targets to generate. Requested targets must each be a known key, configured in sdkgen.yml
// and built into this sdkgen: one that is not is an error naming it. With none requested, it is every configured
// target that is not skipped and that this sdkgen builds; the others are left for NotBuilt to name, so a
// configuration written for more languages than are built still generates the ones that are.
func Select(res *generator.Result, reg *targets.Registry, requested []string) ([]string, error) {
	if len(requested) == 0 {
		return selectConfigured(res, reg)
	}
	var notBuilt []string
	for _, name := range requested {
		switch {
		case !slices.Contains(config.TargetNames, name):
			return nil, fmt.Errorf("unknown target %q (targets: %s)", name, strings.Join(config.TargetNames, ", "))
		case res.Config.Targets.Common(name) == nil:
			return nil, fmt.Errorf("target %q is not configured in sdkgen.yml (configured: %s)", name, strings.Join(res.Config.Targets.Configured(), ", "))
		case !reg.Has(name):
			notBuilt = append(notBuilt, name)
		}
	}
	if len(notBuilt) > 0 {
		return nil, fmt.Errorf("%s configured but not built into this version of sdkgen (built: %s); choose targets with --target", targetsAre(notBuilt), builtList(reg))
	}
	return requested, nil
}

func selectConfigured(res *generator.Result, reg *targets.Registry) ([]string, error) {
	configured := res.API.Targets
	if len(configured) == 0 {
		return nil, fmt.Errorf("sdkgen.yml configures no target to generate (add one under targets)")
	}
	var names []string
	for _, name := range configured {
		if reg.Has(name) {
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s configured but none is built into this version of sdkgen yet (built: %s)", targetsAre(configured), builtList(reg))
	}
	return names, nil
}

// NotBuilt returns the configured, not skipped targets that this sdkgen does not build, which Select leaves out
// when no target is requested.
func NotBuilt(res *generator.Result, reg *targets.Registry) []string {
	var names []string
	for _, name := range res.API.Targets {
		if !reg.Has(name) {
			names = append(names, name)
		}
	}
	return names
}

// targetsAre renders [a] as "target a is" and [a b c] as "targets a, b and c are".
func targetsAre(names []string) string {
	if len(names) == 1 {
		return "target " + names[0] + " is"
	}
	return "targets " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are"
}

func builtList(reg *targets.Registry) string {
	if built := strings.Join(reg.Keys(), ", "); built != "" {
		return built
	}
	return "none yet"
}

// Generate runs each target on the IR and writes outDir/<target>/. It writes nothing unless every target
// generated. The targets' trees are written at the same time, each into its own folder.
func Generate(ctx context.Context, res *generator.Result, reg *targets.Registry, names []string, outDir string) ([]Output, error) {
	outs, err := Render(ctx, res, reg, names)
	if err != nil {
		return nil, err
	}
	errs := make([]error, len(outs))
	forEach(len(outs), func(i int) {
		outs[i].Dir = filepath.Join(outDir, outs[i].Target)
		if err := outs[i].Tree.WriteDir(outs[i].Dir); err != nil {
			errs[i] = fmt.Errorf("write %s: %w", outs[i].Target, err)
		}
	})
	if err := firstError(errs); err != nil {
		return nil, err
	}
	return outs, nil
}

// Render runs each target on the IR and returns the file trees without writing them. Targets only read the IR,
// so they run at the same time, GOMAXPROCS at once; the outputs are in the order of names and each tree is the
// same whatever the scheduling. The error reported is the first target's in that order.
func Render(ctx context.Context, res *generator.Result, reg *targets.Registry, names []string) ([]Output, error) {
	return RenderCached(ctx, res, reg, names, nil)
}

// RenderCached is Render reading and filling a tree cache (nil: none): a target whose tree for the same inputs and
// the same sdkgen build is in the cache is not run again. The trees are the same as Render's, byte for byte.
func RenderCached(ctx context.Context, res *generator.Result, reg *targets.Registry, names []string, trees cache.Store) ([]Output, error) {
	specBytes, err := res.TargetSpec()
	if err != nil {
		return nil, err
	}
	outs := make([]Output, len(names))
	errs := make([]error, len(names))
	forEach(len(names), func(i int) {
		name := names[i]
		t, _ := reg.Lookup(name)
		in := targets.Input{
			API: res.API, Config: targets.Section(&res.Config.Targets, name),
			Edition: res.Config.EffectiveTargetEdition(name), Spec: specBytes, Targets: &res.Config.Targets,
		}
		tr, err := generateCached(ctx, t, in, res, trees)
		if err != nil {
			errs[i] = fmt.Errorf("generate %s: %w", name, err)
			return
		}
		outs[i] = Output{Target: name, Tree: tr, Repository: repository(res, name, targets.CustomPaths(t, in))}
	})
	if err := firstError(errs); err != nil {
		return nil, err
	}
	return outs, nil
}

// generateCached runs a target, or reads its tree from the cache.
func generateCached(ctx context.Context, t targets.Target, in targets.Input, res *generator.Result, trees cache.Store) (*tree.Tree, error) {
	key := ""
	if trees != nil {
		key = cacheKey(t.Key(), res)
	}
	if key != "" {
		if tr, ok := trees.Get(key); ok {
			return tr, nil
		}
	}
	tr, err := t.Generate(ctx, in)
	if err == nil && key != "" {
		_ = trees.Put(key, tr) // a cache that cannot be written only costs the next run its time
	}
	return tr, err
}

// cacheKey is the key of a target's tree: the inputs, and the IR's settings, which callers may change after
// loading (the App sets ReleasesByApp). "" when there is none.
func cacheKey(target string, res *generator.Result) string {
	settings, err := json.Marshal(res.API.Settings)
	if err != nil {
		return ""
	}
	return cache.Key(target, res.Sources, settings)
}

// forEach runs f(0..n-1), GOMAXPROCS calls at a time. A panic in f is raised again in the caller's goroutine
// (as a *Panic, after every call ended), so callers that recover from a target's bug still can: a panic in a
// goroutine of its own would take the whole process down.
func forEach(n int, f func(i int)) {
	var wg sync.WaitGroup
	var once sync.Once
	var first *Panic
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i := range n {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			defer func() {
				if r := recover(); r != nil {
					once.Do(func() { first = &Panic{Value: r, Stack: debug.Stack()} })
				}
			}()
			f(i)
		})
	}
	wg.Wait()
	if first != nil {
		panic(first)
	}
}

// Panic is a panic of a target run on another goroutine, with that goroutine's stack.
type Panic struct {
	Value any
	Stack []byte
}

func (p *Panic) Error() string { return fmt.Sprint(p.Value) }

func firstError(errs []error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func repository(res *generator.Result, name string, custom []string) Repository {
	repo := Repository{Branch: "main", CustomPaths: custom}
	common := res.Config.Targets.Common(name)
	if common == nil {
		return repo
	}
	repo.KeepFiles = slices.Clone(common.KeepFiles)
	if common.ProductionRepo != nil {
		if _, branch, ok := strings.Cut(*common.ProductionRepo, "#"); ok && branch != "" {
			repo.Branch = branch
		}
	}
	return repo
}
