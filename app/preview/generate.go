package preview

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"runtime/debug"
	"slices"
	"time"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/cache"
	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/targets"
)

// Side is one commit's inputs after loading, with its rendered targets: a side of a preview's comparison (the
// base or the head of the pull request), or the merge commit of a merge build.
type Side struct {
	name   string // "base", "head", ..., for messages
	in     Inputs
	res    *generator.Result // nil when the side is absent or failed before loading
	absent bool              // no sdkgen project on this side: no SDKs
	// failure is set when no target can be generated on this side (a missing spec, errors in the inputs).
	failure string
	// timedOut is set when the build's time ran out while the side was loading.
	timedOut bool
	outputs  map[string]*targetOutput
}

// targetOutput is one target generated on one side.
type targetOutput struct {
	out      *codegen.Output // nil when the target failed or timed out
	failure  string
	timedOut bool
	// started and finished bound the target's rendering (zero when it never started).
	started, finished time.Time
}

// diagnostics returns the side's diagnostics that concern target (its own and the shared ones), ignored ones
// excluded.
func (s *Side) diagnostics(target string) diag.List {
	if s.res == nil {
		return nil
	}
	var out diag.List
	for _, d := range s.res.Diagnostics {
		if !d.Ignored && (d.Target == "" || d.Target == target) {
			out = append(out, d)
		}
	}
	return out
}

// configuredTargets returns the targets sdkgen.yml configures and does not skip, in sdkgen's target order.
func configuredTargets(cfg *config.Config) []string {
	if cfg == nil {
		return nil
	}
	var names []string
	for _, n := range cfg.Targets.Configured() {
		if !cfg.Targets.Common(n).Skip {
			names = append(names, n)
		}
	}
	return names
}

// builtTargets splits names into the targets this sdkgen can generate and the ones it cannot.
func builtTargets(reg *targets.Registry, names []string) (built, notBuilt []string) {
	for _, n := range names {
		if reg.Has(n) {
			built = append(built, n)
		} else {
			notBuilt = append(notBuilt, n)
		}
	}
	return built, notBuilt
}

// Generate loads in (naming it name in messages: "head", "merge commit") and renders the targets named, GOMAXPROCS
// at a time, reading and filling trees (nil: no cache). When ctx ends first, what is still loading or rendering
// ends timed out. A target's failure or panic is its Output's error, never the caller's crash.
func Generate(ctx context.Context, log *slog.Logger, reg *targets.Registry, trees cache.Store, name string, in Inputs, targetNames []string) *Side {
	s := loadWithin(ctx, log, name, in)
	renderAll(ctx, log, generation{reg, trees}, targetNames, s)
	return s
}

// ConfiguredTargets returns the targets in's sdkgen.yml configures, does not skip, and reg builds, in sdkgen's
// target order; the configured ones reg does not build are logged and left out.
func ConfiguredTargets(log *slog.Logger, reg *targets.Registry, in Inputs) []string {
	built, notBuilt := builtTargets(reg, configuredTargets(parseConfig(in)))
	if len(notBuilt) > 0 {
		log.Info("sdkgen.yml configures targets this version of sdkgen does not build; they are left out", "targets", notBuilt)
	}
	return built
}

// Output returns target's output on this side, or an error saying why there is none: the inputs could not be
// loaded, the target failed or ran out of time, or the side has no sdkgen project.
func (s *Side) Output(target string) (*codegen.Output, error) {
	o := s.output(target)
	switch {
	case o.out != nil:
		return o.out, nil
	case o.timedOut:
		return nil, fmt.Errorf("%s did not finish generating in time", target)
	case o.failure != "":
		return nil, errors.New(o.failure)
	}
	return nil, fmt.Errorf("the %s has no sdkgen project, so no %s SDK", s.name, target)
}

// Config is the side's loaded sdkgen.yml, nil when the side did not load.
func (s *Side) Config() *config.Config {
	if s.res == nil {
		return nil
	}
	return s.res.Config
}

// Failure says why no target could be generated on this side; "" when the inputs loaded.
func (s *Side) Failure() string {
	if s.timedOut {
		return fmt.Sprintf("the %s's inputs did not finish loading in time", s.name)
	}
	return s.failure
}

// loadWithin loads a side, giving up when ctx ends: the side is then timed out (Load keeps running on its own
// and is dropped).
func loadWithin(ctx context.Context, log *slog.Logger, name string, in Inputs) *Side {
	done := make(chan *Side, 1) // buffered: an abandoned load never blocks
	go func() { done <- loadSide(ctx, log, name, in) }()
	select {
	case s := <-done:
		return s
	case <-ctx.Done():
		return &Side{name: name, in: in, timedOut: true, outputs: map[string]*targetOutput{}}
	}
}

// loadSide reads one side's inputs up to the IR. A panic in the generator becomes the side's failure.
func loadSide(ctx context.Context, log *slog.Logger, name string, in Inputs) (s *Side) {
	s = &Side{name: name, in: in, outputs: map[string]*targetOutput{}}
	if in.Absent() {
		s.absent = true
		return s
	}
	if msg := in.missing(); msg != "" {
		s.failure = msg
		return s
	}
	defer func() {
		if r := recover(); r != nil {
			log.Error("generator panicked loading the inputs", "side", name, "panic", r, "stack", string(debug.Stack()))
			s.failure = fmt.Sprintf("sdkgen crashed reading the %s's inputs: %v", name, r)
		}
	}()
	s.res = generator.Load(ctx, generator.Input{SpecFile: in.specPath, Spec: in.spec, ConfigFile: in.configPath, Config: in.config})
	switch {
	case ctx.Err() != nil: // Load stops early on a done context, with a partial result
		s.res, s.timedOut = nil, true
	case !s.res.OK():
		s.failure = inputsFailure(name, in, s.res.Diagnostics)
	default:
		// The App opens release pull requests and releases itself (app/releaseflow): the SDK repositories it
		// generates get no release workflow of their own competing with it.
		s.res.API.Settings.ReleasesByApp = true
	}
	return s
}

// inputsFailure says why a side's inputs cannot be generated, quoting the first of its worst diagnostics.
func inputsFailure(name string, in Inputs, ds diag.List) string {
	worst := ds.Worst()
	counts := ds.Count()
	msg := fmt.Sprintf("the %s's %s and %s at %s have %d %s", name, in.specPath, in.configPath, short(in.sha),
		counts[worst], plural(counts[worst], worst.String()))
	for _, d := range ds {
		if !d.Ignored && d.Level == worst {
			return msg + ", the first: " + d.String()
		}
	}
	return msg + "; nothing was generated"
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// job is one target to render on one side.
type job struct {
	side    *Side
	target  string
	started time.Time // when a worker took it
}

type jobResult struct {
	job
	out *targetOutput
}

// generation is what renders targets: the registry, and the tree cache (nil: none) that makes a side generated
// before (the base of a pull request's previous preview) a read.
type generation struct {
	reg   *targets.Registry
	trees cache.Store
}

// renderAll renders every target on both sides, GOMAXPROCS at a time. When ctx ends first, the targets still
// running or waiting are marked timed out; their goroutines finish on their own and are dropped.
func renderAll(ctx context.Context, log *slog.Logger, gen generation, names []string, sides ...*Side) {
	var jobs []job
	for _, s := range sides {
		for _, n := range names {
			if s.res != nil && s.failure == "" && !s.timedOut && slices.Contains(s.res.API.Targets, n) {
				jobs = append(jobs, job{side: s, target: n})
			}
		}
	}
	results := make(chan jobResult, len(jobs)) // buffered: an abandoned job never blocks
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for _, j := range jobs {
		go func() {
			select {
			case sem <- struct{}{}:
				j.started = time.Now()
			case <-ctx.Done():
				results <- jobResult{j, &targetOutput{timedOut: true}}
				return
			}
			defer func() { <-sem }()
			results <- jobResult{j, renderTarget(ctx, log, gen, j)}
		}()
	}
	collect(ctx, jobs, results)
}

// collect stores each job's result in its side, and marks the jobs that have none when ctx ends as timed out.
func collect(ctx context.Context, jobs []job, results <-chan jobResult) {
	for range jobs {
		select {
		case r := <-results:
			r.side.outputs[r.target] = r.out
			r.out.started, r.out.finished = r.started, time.Now()
		case <-ctx.Done():
			for _, j := range jobs {
				if _, done := j.side.outputs[j.target]; !done {
					j.side.outputs[j.target] = &targetOutput{timedOut: true}
				}
			}
			return
		}
	}
}

// renderTarget runs one target; an error or a panic becomes the target's failure, never the worker's crash.
func renderTarget(ctx context.Context, log *slog.Logger, gen generation, j job) (t *targetOutput) {
	defer func() {
		if r := recover(); r != nil {
			log.Error("target panicked", "target", j.target, "side", j.side.name, "panic", r, "stack", string(debug.Stack()))
			t = &targetOutput{failure: fmt.Sprintf("sdkgen crashed generating %s for the %s: %v", j.target, j.side.name, r)}
		}
	}()
	if _, err := codegen.Select(j.side.res, gen.reg, []string{j.target}); err != nil {
		return &targetOutput{failure: err.Error()}
	}
	outs, err := codegen.RenderCached(ctx, j.side.res, gen.reg, []string{j.target}, gen.trees)
	if ctx.Err() != nil {
		return &targetOutput{timedOut: true}
	}
	if err != nil {
		return &targetOutput{failure: fmt.Sprintf("generating %s for the %s failed: %v", j.target, j.side.name, err)}
	}
	return &targetOutput{out: &outs[0]}
}
