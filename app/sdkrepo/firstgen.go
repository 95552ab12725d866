package sdkrepo

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/storer"
)

// The first generation into a branch that already has commits (a repository created on GitHub with a README, a
// .gitignore template or a license) has no previous generation to merge from. Its files and the branch's are
// merged as two unrelated histories: the generated file wins only where the branch's file is still exactly what
// GitHub wrote when it created the repository; every other file of the branch is a person's and is kept, and a
// generated file at the same path is a conflict as usual.

// platformInitialPaths are the files GitHub's "Initialize this repository" options create.
var platformInitialPaths = []string{".gitignore", "LICENSE", "README.md"}

// platformInitialFiles returns the paths where the working branch holds a file GitHub created with the repository
// and nobody changed since, and where the generation writes a different file. It walks the branch's history only
// when there is such a path to decide.
func (p *plan) platformInitialFiles(ours files) (map[string]bool, error) {
	var candidates []string
	for _, path := range platformInitialPaths {
		o, inOurs := ours[path]
		t, inTheirs := p.theirs[path]
		if inOurs && inTheirs && o != t {
			candidates = append(candidates, path)
		}
	}
	if len(candidates) == 0 {
		return nil, nil
	}
	roots, err := p.platformRoots()
	if err != nil {
		return nil, err
	}
	initial := map[string]bool{}
	for _, root := range roots {
		files, err := p.repo.readFiles(root)
		if err != nil {
			return nil, err
		}
		for _, path := range candidates {
			if e, ok := files[path]; ok && e == ours[path] && p.looksInitial(path, e) {
				initial[path] = true
			}
		}
	}
	return initial, nil
}

// platformRoots are the root commits of the working branch that GitHub made when it created the repository.
func (p *plan) platformRoots() ([]*object.Commit, error) {
	var roots []*object.Commit
	iter := object.NewCommitPreorderIter(p.working, nil, nil)
	err := iter.ForEach(func(c *object.Commit) error {
		if c.NumParents() == 0 && createdByPlatform(c) {
			roots = append(roots, c)
		}
		return nil
	})
	if err != nil && !errors.Is(err, storer.ErrStop) {
		return nil, fmt.Errorf("read the history of %s: %w", p.opts.Branch, err)
	}
	return roots, nil
}

// createdByPlatform recognises GitHub's first commit of a repository it initialised: "Initial commit", committed
// by GitHub's noreply address (github.com or a GitHub Enterprise host).
func createdByPlatform(c *object.Commit) bool {
	email := strings.ToLower(c.Committer.Email)
	return strings.TrimSpace(c.Message) == "Initial commit" &&
		strings.HasPrefix(email, "noreply@") && strings.Contains(email, "github")
}

// looksInitial checks that a README is in the shape GitHub writes it. A README a person wrote in the web editor's
// first commit (which GitHub commits too, and which they may have called "Initial commit") is a person's file.
func (p *plan) looksInitial(path string, e entry) bool {
	if path != "README.md" {
		return true
	}
	data, err := p.repo.blob(e.Hash)
	return err == nil && isGitHubInitialREADME(string(data))
}

// isGitHubInitialREADME recognises the README of GitHub's "Add a README file": "# <repository name>", then, when
// the repository has a description, a newline and the description (one line: descriptions cannot hold newlines),
// with no blank line between them and no final newline (a final newline is accepted, should a client add one).
func isGitHubInitialREADME(text string) bool {
	heading, description, hasDescription := strings.Cut(strings.TrimSuffix(text, "\n"), "\n")
	name, ok := strings.CutPrefix(heading, "# ")
	if !ok || !isRepositoryName(name) {
		return false
	}
	return !hasDescription || (strings.TrimSpace(description) != "" && !strings.Contains(description, "\n"))
}

// isRepositoryName reports whether s can be a GitHub repository name: ASCII letters, digits, '.', '-' and '_'
// (GitHub turns anything else into '-' when it creates the repository).
func isRepositoryName(s string) bool {
	return s != "" && !strings.ContainsFunc(s, func(r rune) bool {
		return !strings.ContainsRune(repositoryNameRunes, r)
	})
}

const repositoryNameRunes = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_"

// initialNotes says which of GitHub's initial files the generation replaced.
func initialNotes(replaced []string) []string {
	var notes []string
	for _, path := range slices.Sorted(slices.Values(replaced)) {
		notes = append(notes, fmt.Sprintf("%s was the file GitHub created with the repository; the generated one replaces it", path))
	}
	return notes
}

// emptyRootSignature signs the empty root commit with a fixed time, so that every repository and every run makes
// the same commit.
var emptyRootSignature = object.Signature{Name: "sdkgen", Email: "sdkgen@users.noreply.github.com", When: time.Unix(0, 0).UTC()}

const emptyRootMessage = "codegen: empty root\n\nThe common ancestor of the first generation and the working branch it conflicts with, so that git and\npull requests can merge the two histories.\n"

// emptyRoot stores the commit of the empty tree that a first generation's conflict branches descend from: without
// a common ancestor `git merge` refuses the conflict branch and GitHub cannot open the conflict pull request.
func (r *Repo) emptyRoot() (plumbing.Hash, error) {
	t, err := r.writeTree(files{})
	if err != nil {
		return plumbing.ZeroHash, err
	}
	c, err := r.writeCommit(t, nil, emptyRootMessage, emptyRootSignature)
	if err != nil {
		return plumbing.ZeroHash, fmt.Errorf("store the empty root commit: %w", err)
	}
	return c.Hash, nil
}

// isEmptyRootMerge reports whether c is the commit sdkgen put on next--merge-conflict for a first generation: the
// working branch (or an older head of it) merged with the empty root, and nothing of people's on top.
func isEmptyRootMerge(c *object.Commit, working *object.Commit, root plumbing.Hash) bool {
	if c == nil || len(c.ParentHashes) != 2 || c.ParentHashes[1] != root {
		return false
	}
	first, err := c.Parent(0)
	return err == nil && contains(working, first)
}
