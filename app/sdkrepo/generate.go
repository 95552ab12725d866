package sdkrepo

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/sdkgen/sdkgen/generator/tree"
)

// Generation is one run of the generator for one target, to be brought into its SDK repository.
type Generation struct {
	Files *tree.Tree
	// Target is the sdkgen.yml target key the files are for.
	Target string
	// SpecHash and ConfigHash identify the inputs (hex SHA-256 of the spec and sdkgen.yml bytes).
	SpecHash, ConfigHash string
	// Trigger says what started the generation: "sdkgen generate", "merge of acme/api#12", ...
	Trigger string
	// Message is the merge commit's message on the working branch, a conventional commit that becomes the
	// changelog entry (e.g. "feat(api): add pets"). Empty gives a neutral "codegen: ..." message.
	Message string
}

// Options says where and how a generation is merged.
type Options struct {
	// Branch is the working branch people commit to; "main" when empty.
	Branch string
	// KeepFiles are targets.<t>.keep_files: paths or ** patterns the generator never deletes or overwrites.
	KeepFiles []string
	// CustomPaths are the target's hand-written-code folders ("src/lib/", "examples/").
	CustomPaths []string
	// Author signs the commits sdkgen makes; the sdkgen bot at the current time when empty.
	Author *object.Signature
}

// Status is the outcome of a generation.
type Status string

// Statuses.
const (
	// StatusCreated: the repository had no commits; both branches start at the first generation.
	StatusCreated Status = "created"
	// StatusMerged: the generation was merged into the working branch.
	StatusMerged Status = "merged"
	// StatusUpToDate: the working branch already has this generation; nothing new was committed.
	StatusUpToDate Status = "up_to_date"
	// StatusConflict: people's edits conflict with the generation; the conflict branches hold both sides.
	StatusConflict Status = "conflict"
)

// Result is what a generation did (Apply) or would do (Plan).
type Result struct {
	Status Status
	Branch string
	// Generated is the new generation's commit: on `generated`, or on `generated--merge-conflict` after a
	// conflict. Zero when up to date.
	Generated plumbing.Hash
	// Previous is the previous generation, the merge base. Zero on the first generation.
	Previous plumbing.Hash
	// Head is the working branch's commit afterwards (the merge commit when merged).
	Head plumbing.Hash
	// Resolution is set when a resolved conflict was brought onto the working branch first.
	Resolution *Resolution
	// Generator counts what the generation changed relative to the previous one.
	Generator ChangeCount
	// Conflicts lists what needs a person (StatusConflict only).
	Conflicts []FileConflict
	// Custom is the report of custom code: every file where the working branch differs from the previous
	// generation, with each hunk's outcome under the new generation.
	Custom []CustomFile
	// Notes are things a person should know that did not stop the generation.
	Notes []string
}

// Resolution describes a conflict resolution sdkgen found and brought onto the working branch.
type Resolution struct {
	// From is where the resolution was found: the working branch itself or next--merge-conflict.
	From string
	// Generation is the generation whose conflict was resolved; it becomes `generated`.
	Generation plumbing.Hash
}

// Plan computes what Apply would do without writing anything.
func (r *Repo) Plan(ctx context.Context, gen Generation, opts Options) (*Result, error) {
	p, err := r.plan(ctx, gen, opts)
	if err != nil {
		return nil, err
	}
	return p.result, nil
}

// Apply brings a generation into the repository: it commits the files onto `generated` and merges them into the
// working branch, or, on conflict, leaves the working branch alone and sets up the conflict branches. A work tree
// with the working branch checked out is updated too; uncommitted changes there are an error before anything
// is written.
func (r *Repo) Apply(ctx context.Context, gen Generation, opts Options) (*Result, error) {
	wt, err := r.openWorkTree()
	if err != nil {
		return nil, err
	}
	p, err := r.plan(ctx, gen, opts)
	if err != nil {
		return nil, err
	}
	if err := p.execute(ctx, wt); err != nil {
		return nil, err
	}
	return p.result, nil
}

// plan is a computed generation: the result and what must be written to reach it.
type plan struct {
	repo   *Repo
	gen    Generation
	opts   Options
	sig    object.Signature
	result *Result

	theirs     files
	theirsData map[plumbing.Hash][]byte

	// heads as found; nil when the branch does not exist.
	working, generated, conflictGen, conflictNext *object.Commit

	resolution *resolutionStep // bring a resolved conflict onto the working branch first
	merge      *treeMerge      // nil when up to date or created
}

// resolutionStep is a resolved conflict to bring onto the working branch: a fast-forward to next--merge-conflict,
// or, when the working branch moved meanwhile, a merge of it.
type resolutionStep struct {
	generation *object.Commit // generated--merge-conflict: becomes `generated`
	fastTo     *object.Commit // the working branch becomes this commit
	mergeWith  *object.Commit // or a merge commit of the working branch and this one ...
	merged     *treeMerge     // ... with these files
}

func (r *Repo) plan(ctx context.Context, gen Generation, opts Options) (*plan, error) {
	if gen.Files == nil {
		return nil, fmt.Errorf("generation has no files")
	}
	if opts.Branch == "" {
		opts.Branch = "main"
	}
	if err := checkBranchName(opts.Branch); err != nil {
		return nil, err
	}
	keep, err := newProtection(opts.KeepFiles, opts.CustomPaths)
	if err != nil {
		return nil, err
	}
	p := &plan{repo: r, gen: gen, opts: opts, sig: signature(opts.Author), result: &Result{Branch: opts.Branch}}
	p.theirs, p.theirsData = generationFiles(gen.Files)
	if err := p.readHeads(); err != nil {
		return nil, err
	}
	if p.working == nil {
		return p, p.planFirst()
	}
	if err := p.planResolution(); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return p, p.planMerge(keep)
}

func checkBranchName(b string) error {
	if err := plumbing.NewBranchReferenceName(b).Validate(); err != nil || strings.HasPrefix(b, "-") {
		return fmt.Errorf("%q is not a valid branch name", b)
	}
	switch b {
	case GeneratedBranch, GeneratedConflictBranch, NextConflictBranch:
		return fmt.Errorf("the working branch cannot be %q: sdkgen owns that branch", b)
	}
	return nil
}

func signature(s *object.Signature) object.Signature {
	if s != nil {
		return *s
	}
	return object.Signature{Name: "sdkgen", Email: "sdkgen@users.noreply.github.com", When: time.Now()}
}

// generationFiles flattens generated files into entries, keeping their content for writing later.
func generationFiles(t *tree.Tree) (files, map[plumbing.Hash][]byte) {
	fs := files{}
	data := map[plumbing.Hash][]byte{}
	for _, p := range t.Paths() {
		f, _ := t.File(p)
		mode := filemode.Regular
		if f.Executable {
			mode = filemode.Executable
		}
		h := blobHash(f.Data)
		fs[p] = entry{Hash: h, Mode: mode}
		data[h] = f.Data
	}
	return fs, data
}

func (p *plan) readHeads() error {
	var err error
	heads := []struct {
		branch string
		into   **object.Commit
	}{
		{p.opts.Branch, &p.working}, {GeneratedBranch, &p.generated},
		{GeneratedConflictBranch, &p.conflictGen}, {NextConflictBranch, &p.conflictNext},
	}
	for _, h := range heads {
		if *h.into, err = p.repo.branchHead(h.branch); err != nil {
			return err
		}
	}
	return nil
}

// planFirst handles a working branch that does not exist: allowed only in a repository without commits, where
// both branches start at the first generation.
func (p *plan) planFirst() error {
	branches, err := p.repo.branches()
	if err != nil {
		return err
	}
	// Only sdkgen's own branches (previews pushed before the first merge, a first generation interrupted before it
	// created the working branch) do not count: there is still nothing of people's to merge with.
	branches = slices.DeleteFunc(branches, OwnedBranch)
	if len(branches) > 0 {
		return fmt.Errorf("branch %q does not exist in %s (branches: %s); pass the working branch with --branch, or create it first",
			p.opts.Branch, p.repo.dir, strings.Join(branches, ", "))
	}
	p.result.Status = StatusCreated
	for _, path := range slices.Sorted(maps.Keys(p.theirs)) {
		p.result.Generator.count(nil, lookup(p.theirs, path))
	}
	return nil
}

func (r *Repo) branches() ([]string, error) {
	iter, err := r.git.Branches()
	if err != nil {
		return nil, fmt.Errorf("list branches: %w", err)
	}
	var names []string
	err = iter.ForEach(func(ref *plumbing.Reference) error {
		names = append(names, ref.Name().Short())
		return nil
	})
	slices.Sort(names)
	return names, err
}

// load reads a blob: the generation's in-memory files first, then the repository.
func (p *plan) load(h plumbing.Hash) ([]byte, error) {
	if d, ok := p.theirsData[h]; ok {
		return d, nil
	}
	if p.resolution != nil && p.resolution.merged != nil {
		if d, ok := p.resolution.merged.newBlobs[h]; ok {
			return d, nil
		}
	}
	return p.repo.blob(h)
}

// oursFiles are the working branch's files once a resolution, if any, is on it.
func (p *plan) oursFiles() (files, error) {
	switch s := p.resolution; {
	case s != nil && s.merged != nil:
		return s.merged.result, nil
	case s != nil && s.fastTo != nil:
		return p.repo.readFiles(s.fastTo)
	}
	return p.repo.readFiles(p.working)
}

// previousGeneration is the merge base: the last generation the working branch contains.
func (p *plan) previousGeneration() (*object.Commit, error) {
	prev := p.generated
	if s := p.resolution; s != nil {
		prev = s.generation
	}
	if prev == nil {
		return nil, nil
	}
	oursHead := p.working
	if s := p.resolution; s != nil && s.fastTo != nil {
		oursHead = s.fastTo
	}
	if p.resolution != nil && p.resolution.merged != nil {
		return prev, nil // the resolution merge contains prev by construction
	}
	bases, err := oursHead.MergeBase(prev)
	if err != nil {
		return nil, fmt.Errorf("find the merge base of %s and %s: %w", p.opts.Branch, GeneratedBranch, err)
	}
	if len(bases) == 0 {
		return nil, nil
	}
	return bases[0], nil
}

// planMerge merges the generation into the working branch in memory.
func (p *plan) planMerge(keep *protection) error {
	prev, err := p.previousGeneration()
	if err != nil {
		return err
	}
	base, err := p.repo.readFiles(prev)
	if err != nil {
		return err
	}
	ours, err := p.oursFiles()
	if err != nil {
		return err
	}
	var initial map[string]bool
	if prev == nil {
		// The first generation into this branch: nothing to merge from but what GitHub created with it.
		if initial, err = p.platformInitialFiles(ours); err != nil {
			return err
		}
	}
	m, err := mergeTrees(base, ours, p.theirs, keep, initial, p.load)
	if err != nil {
		return err
	}
	p.result.Notes = append(p.result.Notes, initialNotes(m.replacedInitial)...)
	p.merge = m
	p.result.Generator = m.generator
	p.result.Custom = m.custom
	p.result.Conflicts = m.conflicts
	if prev != nil {
		p.result.Previous = prev.Hash
	}
	switch {
	case len(m.conflicts) > 0:
		p.result.Status = StatusConflict
	case prev != nil && maps.Equal(base, p.theirs) && p.generationMerged(prev):
		p.result.Status = StatusUpToDate
	default:
		p.result.Status = StatusMerged
	}
	return nil
}

// generationMerged reports whether prev is already part of the working branch (so an identical generation needs
// no new merge commit).
func (p *plan) generationMerged(prev *object.Commit) bool {
	return p.resolution != nil || contains(p.working, prev)
}

// CustomCode reports the custom code on the working branch as it stands: every file that differs from the last
// generation it contains, with the hunks people added (all OutcomeKept, since no new generation is involved).
func (r *Repo) CustomCode(ctx context.Context, opts Options) ([]CustomFile, error) {
	if opts.Branch == "" {
		opts.Branch = "main"
	}
	keep, err := newProtection(opts.KeepFiles, opts.CustomPaths)
	if err != nil {
		return nil, err
	}
	p := &plan{repo: r, opts: opts}
	if err := p.readHeads(); err != nil {
		return nil, err
	}
	if p.working == nil {
		return nil, fmt.Errorf("branch %q does not exist in %s", opts.Branch, r.dir)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	prev, err := p.previousGeneration()
	if err != nil {
		return nil, err
	}
	base, err := r.readFiles(prev)
	if err != nil {
		return nil, err
	}
	ours, err := r.readFiles(p.working)
	if err != nil {
		return nil, err
	}
	m, err := mergeTrees(base, ours, base, keep, nil, r.blob)
	if err != nil {
		return nil, err
	}
	return m.custom, nil
}
