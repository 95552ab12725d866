package upgrades

import (
	"fmt"
	"io"
	"strings"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"

	"github.com/sdkgen/sdkgen/app/preview"
	"github.com/sdkgen/sdkgen/app/report"
	"github.com/sdkgen/sdkgen/app/sdkrepo"
	"github.com/sdkgen/sdkgen/generator/surface"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/internal/version"
)

// changedFiles compares two commits' files as previews compare outputs (renames found as git diff -M finds them).
func changedFiles(git *sdkrepo.Repo, from, to plumbing.Hash) ([]report.FileChange, error) {
	a, err := treeOf(git, from)
	if err != nil {
		return nil, err
	}
	b, err := treeOf(git, to)
	if err != nil {
		return nil, err
	}
	files, _ := preview.DiffTrees(a, b)
	return files, nil
}

// treeOf reads a commit's files.
func treeOf(git *sdkrepo.Repo, h plumbing.Hash) (*tree.Tree, error) {
	c, err := git.Git().CommitObject(h)
	if err != nil {
		return nil, fmt.Errorf("read commit %s: %w", h, err)
	}
	files, err := c.Files()
	if err != nil {
		return nil, fmt.Errorf("read the files of %s: %w", h, err)
	}
	t := tree.New()
	err = files.ForEach(func(f *object.File) error {
		if f.Mode == filemode.Submodule || f.Mode == filemode.Symlink {
			return nil
		}
		r, err := f.Reader()
		if err != nil {
			return err
		}
		data, err := io.ReadAll(r)
		_ = r.Close()
		if err != nil {
			return err
		}
		if f.Mode == filemode.Executable {
			return t.AddExecutable(f.Name, data)
		}
		return t.Add(f.Name, data)
	})
	if err != nil {
		return nil, fmt.Errorf("read the files of %s: %w", h, err)
	}
	return t, nil
}

// description is what an upgrade pull request says.
type description struct {
	version, from, target string
	files                 []report.FileChange
	// surface is the change to the public API; nil when the old generator's build recorded no surface.
	surface   *[]surface.Change
	changelog []version.Entry
}

// Caps that keep the description well under GitHub's 65,536 characters.
const (
	maxStatFiles = 100
	maxAPILines  = 50
)

func (d description) breaking() int {
	n := 0
	if d.surface != nil {
		for _, c := range *d.surface {
			if c.Breaking {
				n++
			}
		}
	}
	return n
}

func (d description) title() string {
	t := "sdkgen: upgrade the generator to " + d.version
	if d.breaking() > 0 {
		t += " (breaking API changes)"
	}
	return t
}

func (d description) body() string {
	var b strings.Builder
	fmt.Fprintf(&b, "sdkgen %s generated this SDK. This pull request regenerates it with sdkgen %s, merged with your "+
		"custom code as every generation is. Merging it is the upgrade; closing it keeps this SDK on sdkgen %s until "+
		"the next version.\n\n", report.Code(d.from), report.Code(d.version), report.Code(d.from))
	if n := d.breaking(); n > 0 {
		fmt.Fprintf(&b, "> [!CAUTION]\n> **This upgrade changes the public API in %d %s that can break callers.** "+
			"Review the API changes below before merging.\n\n", n, plural(n, "way", "ways"))
	}
	b.WriteString(d.apiSection())
	b.WriteString(d.changelogSection())
	b.WriteString(d.statSection())
	return b.String()
}

func (d description) apiSection() string {
	var b strings.Builder
	b.WriteString("### API changes\n\n")
	switch {
	case d.surface == nil:
		b.WriteString("Unknown: the build of sdkgen " + report.Code(d.from) + " did not record the public API, so there is " +
			"nothing to compare with. Review the diff.\n\n")
		return b.String()
	case len(*d.surface) == 0:
		b.WriteString("None: the public API stays the same.\n\n")
		return b.String()
	case d.breaking() == 0:
		b.WriteString("Only additions: existing callers keep working.\n\n")
	}
	lines := report.SurfaceLines(*d.surface)
	for _, l := range lines[:min(len(lines), maxAPILines)] {
		b.WriteString("- " + l + "\n")
	}
	if hidden := len(lines) - maxAPILines; hidden > 0 {
		fmt.Fprintf(&b, "- … and %d more\n", hidden)
	}
	return b.String() + "\n"
}

func (d description) changelogSection() string {
	entries := version.Since(d.changelog, d.from, d.version, d.target)
	var b strings.Builder
	b.WriteString("### What changed in sdkgen for " + report.Code(d.target) + "\n\n")
	if len(entries) == 0 {
		b.WriteString("The changelog lists no change for this target since " + report.Code(d.from) + ".\n\n")
		return b.String()
	}
	for _, e := range entries {
		b.WriteString("**" + report.Text(e.Version) + "**\n\n")
		for _, l := range e.Lines {
			b.WriteString("- " + report.Text(report.Clip(l.Text, 1000)) + "\n")
		}
		b.WriteString("\n")
	}
	return b.String()
}

// statSection is the diff stat, as `git diff --stat` shows it.
func (d description) statSection() string {
	var b strings.Builder
	added, removed := 0, 0
	for _, f := range d.files {
		added, removed = added+f.Added, removed+f.Removed
	}
	fmt.Fprintf(&b, "### Diff stat\n\n%d %s changed, %d %s(+), %d %s(-)\n\n```\n", len(d.files), plural(len(d.files), "file", "files"),
		added, plural(added, "insertion", "insertions"), removed, plural(removed, "deletion", "deletions"))
	for _, f := range d.files[:min(len(d.files), maxStatFiles)] {
		name := f.Path
		if f.Status == "renamed" {
			name = f.OldPath + " => " + f.Path
		}
		change := fmt.Sprintf("%d %s%s", f.Added+f.Removed, strings.Repeat("+", min(f.Added, 40)), strings.Repeat("-", min(f.Removed, 40)))
		if f.Binary {
			change = "Bin"
		}
		fmt.Fprintf(&b, "%s | %s\n", strings.ReplaceAll(name, "`", "'"), change)
	}
	if hidden := len(d.files) - maxStatFiles; hidden > 0 {
		fmt.Fprintf(&b, "... and %d more files\n", hidden)
	}
	return b.String() + "```\n"
}
