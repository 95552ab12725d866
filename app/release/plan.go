package release

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"strings"
	"time"

	"github.com/go-git/go-git/v5/plumbing"

	"github.com/sdkgen/sdkgen/app/sdkrepo"
)

// Options says which release to plan.
type Options struct {
	// Branch is the working branch; "main" when empty.
	Branch string
	// Target names the version files (TargetFor).
	Target Target
	// RepoURL is the SDK repository's web address (https://github.com/acme/acme-go) for the changelog's links;
	// empty writes them as plain text.
	RepoURL string
	// Now dates the changelog entry.
	Now time.Time
	// ReleaseBranch is publish.release.branch when it is not the working branch: release pull requests merge
	// there, so its tags count as released too (else the next plan would propose the same version again).
	ReleaseBranch string
}

// Proposal is the release to propose: what the release pull request writes on top of Base.
type Proposal struct {
	// Version is the new version ("0.2.0"); its tag is Tag ("v0.2.0").
	Version, Tag string
	// Previous is the last release's version, empty when nothing was released yet.
	Previous string
	// Base is the working branch's commit the proposal was computed from.
	Base plumbing.Hash
	// Changes are what the release holds, newest first.
	Changes []Change
	// Changelog is the CHANGELOG.md entry: the pull request's body and the release notes.
	Changelog string
	// Files are the files to commit: CHANGELOG.md with the entry, and every version file whose content changes.
	Files map[string][]byte
}

// Plan reads the working branch of an SDK repository and returns the release to propose: the commits since the
// last `v<semver>` tag reachable from the branch, the next version, its changelog entry and the edited files. It
// reports false when there is nothing to release. It writes nothing.
func Plan(ctx context.Context, repo *sdkrepo.Repo, opts Options) (*Proposal, bool, error) {
	branch := cmp.Or(opts.Branch, "main")
	head, err := repo.BranchHead(branch)
	if err != nil {
		return nil, false, err
	}
	if head.IsZero() {
		return nil, false, fmt.Errorf("branch %s does not exist", branch)
	}
	h := newHistory(ctx, repo.Git())
	releaseHead := plumbing.ZeroHash
	if opts.ReleaseBranch != "" && opts.ReleaseBranch != branch {
		if releaseHead, err = repo.BranchHead(opts.ReleaseBranch); err != nil {
			return nil, false, err
		}
	}
	last, changes, err := h.unreleased(head, releaseHead)
	if err != nil {
		return nil, false, err
	}
	p := &Proposal{Base: head, Changes: changes}
	current := "0.0.0"
	if last != nil {
		current = strings.TrimPrefix(last.name, "v")
		p.Previous = current
	}
	version, ok, err := NextVersion(current, changes)
	if err != nil || !ok {
		return nil, false, err
	}
	p.Version, p.Tag = version, "v"+version
	p.Changelog = Changelog(version, p.Previous, opts.Now, opts.RepoURL, changes)
	if p.Files, err = h.releaseFiles(head, opts.Target, version, p.Changelog); err != nil {
		return nil, false, fmt.Errorf("%s at %s: %w", branch, head, err)
	}
	return p, true, nil
}

// unreleased finds the last release reachable from head (or from the release branch's head, when there is a
// separate one) and the changes on head since.
func (h *history) unreleased(head, releaseHead plumbing.Hash) (*releaseTag, []Change, error) {
	reachable, err := h.ancestors(head)
	if err != nil {
		return nil, nil, err
	}
	if !releaseHead.IsZero() {
		onReleaseBranch, err := h.ancestors(releaseHead)
		if err != nil {
			return nil, nil, err
		}
		maps.Copy(reachable, onReleaseBranch)
	}
	last, err := h.lastRelease(reachable)
	if err != nil {
		return nil, nil, err
	}
	released := map[plumbing.Hash]bool{}
	if last != nil {
		if released, err = h.ancestors(last.commit); err != nil {
			return nil, nil, err
		}
	}
	changes, err := h.changesSince(head, released)
	return last, changes, err
}

// releaseFiles edits the version files and CHANGELOG.md of the commit at head.
func (h *history) releaseFiles(head plumbing.Hash, t Target, version, entry string) (map[string][]byte, error) {
	c, err := h.commit(head)
	if err != nil {
		return nil, err
	}
	tree, err := c.Tree()
	if err != nil {
		return nil, fmt.Errorf("read the tree of %s: %w", head, err)
	}
	src := gitFiles{tree: tree}
	files, err := editVersionFiles(src, t, version)
	if err != nil {
		return nil, err
	}
	changelog, exists, err := src.read(ChangelogFile)
	if err != nil {
		return nil, err
	}
	files[ChangelogFile] = withEntry(changelog, exists, version, entry)
	return files, nil
}
