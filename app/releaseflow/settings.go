package releaseflow

import (
	"fmt"
	"path"
	"strings"

	"github.com/sdkgen/sdkgen/app/release"
	"github.com/sdkgen/sdkgen/generator/config"
)

// Settings are a target's release settings from sdkgen.yml (publish.release and publish.vcs), in the plain form
// a job carries and the store keeps.
type Settings struct {
	// ReleaseBranch is publish.release.branch: where release pull requests go; "" means the working branch.
	ReleaseBranch string `json:"release_branch,omitempty"`
	// Prerelease is publish.release.prerelease: releases are marked pre-releases.
	Prerelease bool `json:"prerelease,omitempty"`
	// Assets are publish.vcs.release_assets, attached to each release.
	Assets []Asset `json:"assets,omitempty"`
	// Reviewers are codeflow.reviewers, asked to review each release pull request sdkgen opens.
	Reviewers []string `json:"reviewers,omitempty"`
}

// Asset is one release asset: a repository path, shown under Name (the file's name when empty).
type Asset struct {
	Name string `json:"name,omitempty"`
	Path string `json:"path"`
}

// FileName is the name the asset is uploaded under.
func (a Asset) FileName() string {
	if a.Name != "" {
		return a.Name
	}
	return path.Base(a.Path)
}

// SettingsFor reads a target's release settings from a loaded sdkgen.yml (codeflow.reviewers, and the target's
// publish section); a target without a publish section has the defaults.
func SettingsFor(cfg *config.Config, target string) Settings {
	var s Settings
	if cfg == nil {
		return s
	}
	s.Reviewers = cfg.Codeflow.Reviewers
	pc := publishCommon(&cfg.Targets, target)
	if pc == nil {
		return s
	}
	if pc.Release != nil {
		s.ReleaseBranch, s.Prerelease = pc.Release.Branch, pc.Release.Prerelease
	}
	if pc.VCS != nil {
		for _, a := range pc.VCS.ReleaseAssets {
			if a != nil && a.Path != "" {
				s.Assets = append(s.Assets, Asset{Name: a.Name, Path: a.Path})
			}
		}
	}
	return s
}

// publishCommon returns the publish keys every target shares, nil when the target has no publish section.
func publishCommon(t *config.Targets, target string) *config.PublishCommon {
	switch {
	case target == "typescript" && t.TypeScript != nil:
		return &t.TypeScript.Publish.PublishCommon
	case target == "node" && t.Node != nil:
		return &t.Node.Publish.PublishCommon
	case target == "python" && t.Python != nil:
		return &t.Python.Publish.PublishCommon
	case target == "go" && t.Go != nil:
		return &t.Go.Publish.PublishCommon
	case target == "java" && t.Java != nil:
		return &t.Java.Publish.PublishCommon
	case target == "kotlin" && t.Kotlin != nil:
		return &t.Kotlin.Publish.PublishCommon
	case target == "ruby" && t.Ruby != nil:
		return &t.Ruby.Publish.PublishCommon
	case target == "php" && t.PHP != nil && t.PHP.Publish != nil:
		return &t.PHP.Publish.PublishCommon
	case target == "csharp" && t.CSharp != nil:
		return &t.CSharp.Publish.PublishCommon
	case target == "cli" && t.CLI != nil:
		return &t.CLI.Publish.PublishCommon
	case target == "terraform" && t.Terraform != nil:
		return &t.Terraform.Publish.PublishCommon
	case target == "sql" && t.SQL != nil:
		return &t.SQL.Publish.PublishCommon
	}
	return nil
}

// releaseBranchPrefix starts the name of every release branch: release--<working branch>.
const releaseBranchPrefix = "release--"

// ReleaseBranch is the head branch of a working branch's release pull request.
func ReleaseBranch(working string) string { return releaseBranchPrefix + working }

// WorkingBranch returns the working branch a release branch belongs to; ok is false for any other branch.
func WorkingBranch(releaseBranch string) (working string, ok bool) {
	working, ok = strings.CutPrefix(releaseBranch, releaseBranchPrefix)
	if !ok || working == "" {
		return "", false
	}
	return working, true
}

// titlePrefix starts every release pull request's title (SERVICE-BEHAVIOUR.md §6.2).
const titlePrefix = "release: "

// Title is the title of the release pull request of version.
func Title(version string) string { return titlePrefix + version }

// VersionFromTitle reads the version of a release pull request's title, "release: 1.2.3".
func VersionFromTitle(title string) (string, error) {
	v, ok := strings.CutPrefix(strings.TrimSpace(title), titlePrefix)
	if !ok {
		return "", fmt.Errorf("%q is not a release pull request title (%q followed by a version)", title, titlePrefix)
	}
	parsed, err := release.ParseVersion(strings.TrimSpace(v))
	if err != nil {
		return "", fmt.Errorf("release pull request title %q: %w", title, err)
	}
	return parsed.String(), nil
}

// Tag is the git tag of a version: v<version>, with no component prefix (SERVICE-BEHAVIOUR.md §6.3).
func Tag(version string) string { return "v" + version }
