package sdkrepo

import (
	"errors"
	"fmt"
	"strings"

	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/storage/memory"
)

// Branch names sdkgen owns in every SDK repository.
const (
	GeneratedBranch         = "generated"
	GeneratedConflictBranch = "generated--merge-conflict"
	NextConflictBranch      = "next--merge-conflict"
	// PreviewBranchPrefix starts preview/<head> and preview/base/<head>, the preview builds' branches.
	PreviewBranchPrefix = "preview/"
	// ReleaseBranchPrefix starts release--<working branch>, the head of the release pull request.
	ReleaseBranchPrefix = "release--"
)

// OwnedBranch reports whether sdkgen owns a branch: people's commits never live there.
func OwnedBranch(name string) bool {
	switch name {
	case GeneratedBranch, GeneratedConflictBranch, NextConflictBranch:
		return true
	}
	return strings.HasPrefix(name, PreviewBranchPrefix) || strings.HasPrefix(name, ReleaseBranchPrefix)
}

// Repo is a git repository sdkgen generates into: a clone with a work tree (the CLI's --repo) or a bare one
// (the service's clones).
type Repo struct {
	git *git.Repository
	dir string
}

// Open opens the git repository at dir (its work tree, or a bare repository).
func Open(dir string) (*Repo, error) {
	r, err := git.PlainOpenWithOptions(dir, &git.PlainOpenOptions{EnableDotGitCommonDir: true})
	if err != nil {
		if errors.Is(err, git.ErrRepositoryNotExists) {
			return nil, fmt.Errorf("%s is not a git repository (run git init there first)", dir)
		}
		return nil, fmt.Errorf("open git repository %s: %w", dir, err)
	}
	return &Repo{git: r, dir: dir}, nil
}

// Git returns the underlying go-git repository.
func (r *Repo) Git() *git.Repository { return r.git }

// Dir returns the directory the repository was opened from.
func (r *Repo) Dir() string { return r.dir }

// branchHead returns the commit a branch points to, or nil when the branch does not exist.
func (r *Repo) branchHead(branch string) (*object.Commit, error) {
	ref, err := r.git.Reference(plumbing.NewBranchReferenceName(branch), true)
	if errors.Is(err, plumbing.ErrReferenceNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read branch %s: %w", branch, err)
	}
	c, err := r.git.CommitObject(ref.Hash())
	if err != nil {
		return nil, fmt.Errorf("branch %s points at %s, which is not a readable commit: %w", branch, ref.Hash(), err)
	}
	return c, nil
}

// BranchHead returns the commit hash a branch points to, or the zero hash when the branch does not exist.
func (r *Repo) BranchHead(branch string) (plumbing.Hash, error) {
	c, err := r.branchHead(branch)
	if err != nil || c == nil {
		return plumbing.ZeroHash, err
	}
	return c.Hash, nil
}

// InitMemory returns an empty repository held in memory: for work whose result is pushed or thrown away, and tests.
func InitMemory() (*Repo, error) {
	r, err := git.Init(memory.NewStorage(), nil)
	if err != nil {
		return nil, fmt.Errorf("create an in-memory repository: %w", err)
	}
	return &Repo{git: r, dir: "(memory)"}, nil
}
