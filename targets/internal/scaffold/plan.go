package scaffold

import (
	"errors"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/naming"
	"github.com/sdkgen/sdkgen/generator/tree"
)

// plan is a validated Repo with everything Add derives from it resolved.
type plan struct {
	Repo
	common        config.TargetCommon
	org           string // organization name as shown in documents
	production    string // owner/repo of production_repo, "" without one
	staging       string
	workingBranch string
	releaseBranch string
	prerelease    bool
	publishing    []Registry // registries that publish, with their environment resolved
	assets        []*config.ReleaseAsset
	customDirs    []string
	secretPrefix  string // <PREFIX>_ of org-specific secrets, "" when the env prefix cannot start a secret name
}

var (
	langPattern      = regexp.MustCompile(`^[a-z][a-z0-9_-]*$`)
	registryPattern  = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	secretPattern    = regexp.MustCompile(`^[A-Z_][A-Z0-9_]*$`)
	semverPattern    = regexp.MustCompile(`^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$`)
	repoPattern      = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9._-]+$`)
	handlePattern    = regexp.MustCompile(`^@?[A-Za-z0-9][A-Za-z0-9-]*(/[A-Za-z0-9][A-Za-z0-9._-]*)?$`)
	emailPattern     = regexp.MustCompile(`^[^@\s]+@[^@\s]+$`)
	hexPattern       = regexp.MustCompile(`^[0-9a-f]+$`)
	extensionPattern = regexp.MustCompile(`^\.?[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$`)
)

// newPlan checks r and resolves what Add needs; the error lists every problem found.
func newPlan(r Repo) (*plan, error) {
	if r.API == nil {
		return nil, errors.New("scaffold: no API")
	}
	p := &plan{Repo: r, prerelease: r.Publish.Release != nil && r.Publish.Release.Prerelease}
	if r.Common != nil {
		p.common = *r.Common
	}
	if p.Commands.Mock == "" {
		p.Commands.Mock = "./scripts/mock"
	}
	p.org = naming.New(r.API.Casings).Pascal(r.API.Organization.Name)
	if prefix := r.API.Client.EnvPrefix; secretPattern.MatchString(prefix) && !strings.HasPrefix(prefix, "GITHUB") {
		p.secretPrefix = prefix + "_"
	}
	errs := []error{
		p.checkIdentity(),
		p.checkCommands(),
		p.resolveRepos(),
		p.resolveRegistries(),
		p.resolveAssets(),
		p.resolveCustomDirs(),
		p.checkReleaseConfig(),
		p.checkCodeflow(),
		p.checkStats(),
	}
	if _, _, err := LicenseText(r.API); err != nil {
		errs = append(errs, err)
	}
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("scaffold: %w", err)
	}
	return p, nil
}

func (p *plan) checkIdentity() error {
	var errs []error
	if p.org == "" {
		errs = append(errs, errors.New("the organization has no name"))
	}
	if !langPattern.MatchString(p.Lang) {
		errs = append(errs, fmt.Errorf("language key %q is not a target key", p.Lang))
	}
	if strings.TrimSpace(p.LangTitle) == "" {
		errs = append(errs, errors.New("no language title"))
	}
	if strings.TrimSpace(p.PackageName) == "" {
		errs = append(errs, errors.New("no package name"))
	}
	return errors.Join(errs...)
}

func (p *plan) checkCommands() error {
	c := p.Commands
	var errs []error
	for name, cmd := range map[string]string{"bootstrap": c.Bootstrap, "build": c.Build, "lint": c.Lint, "format": c.Format, "test": c.Test, "install": c.Install} {
		if strings.TrimSpace(cmd) == "" {
			errs = append(errs, fmt.Errorf("no %s command", name))
		}
	}
	if p.API.Settings.DetectBreakingChanges && strings.TrimSpace(c.DetectBreakingChanges) == "" {
		errs = append(errs, errors.New("codeflow.detect_breaking_changes is on but there is no detect-breaking-changes command"))
	}
	for i, s := range p.Setup {
		if (s.Uses == "") == (s.Run == "") {
			errs = append(errs, fmt.Errorf("setup step %d needs exactly one of uses and run", i+1))
		}
	}
	slices.SortFunc(errs, func(a, b error) int { return strings.Compare(a.Error(), b.Error()) })
	return errors.Join(errs...)
}

// resolveRepos reads production_repo (owner/repo#branch) and staging_repo and derives the branches.
func (p *plan) resolveRepos() error {
	var errs []error
	p.workingBranch = "main"
	if pr := p.common.ProductionRepo; pr != nil && *pr != "" {
		repo, branch, hasBranch := strings.Cut(*pr, "#")
		p.production = repo
		if !repoPattern.MatchString(repo) {
			errs = append(errs, fmt.Errorf("production_repo %q is not <owner>/<repo>", repo))
		}
		if hasBranch {
			p.workingBranch = branch
		}
	}
	p.staging = p.common.StagingRepo
	if p.staging != "" && !repoPattern.MatchString(p.staging) {
		errs = append(errs, fmt.Errorf("staging_repo %q is not <owner>/<repo>", p.staging))
	}
	p.releaseBranch = p.workingBranch
	if rel := p.Publish.Release; rel != nil && rel.Branch != "" {
		p.releaseBranch = rel.Branch
	}
	for _, b := range []string{p.workingBranch, p.releaseBranch} {
		if err := checkBranch(b); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// checkBranch keeps what could break a workflow out of branch names; config validation applies git's full rules.
func checkBranch(b string) error {
	if b == "" || strings.HasPrefix(b, "-") || strings.ContainsFunc(b, isControl) || strings.ContainsAny(b, " \\") {
		return fmt.Errorf("branch %q is not a valid branch name", b)
	}
	return nil
}

func isControl(r rune) bool { return r < 0x20 || r == 0x7f }

// resolveRegistries checks the registries and keeps those that publish, with their environment resolved.
func (p *plan) resolveRegistries() error {
	var errs []error
	seen := map[string]bool{}
	for _, r := range p.Registries {
		if !registryPattern.MatchString(r.Name) {
			errs = append(errs, fmt.Errorf("registry name %q: use lower-case letters, digits and dashes", r.Name))
		}
		if seen[r.Name] {
			errs = append(errs, fmt.Errorf("registry %q is listed twice", r.Name))
		}
		seen[r.Name] = true
		if strings.TrimSpace(r.Script) == "" {
			errs = append(errs, fmt.Errorf("registry %q has no publish script", r.Name))
		}
		// A workflow name cannot hold an expression, nor the escape that would make one literal.
		if strings.ContainsFunc(r.Title, isControl) || strings.Contains(r.Title, "${{") {
			errs = append(errs, fmt.Errorf("registry %q: the title has control characters or ${{", r.Name))
		}
		for _, s := range r.Secrets {
			if !secretPattern.MatchString(s) || strings.HasPrefix(s, "GITHUB_") {
				errs = append(errs, fmt.Errorf("registry %q: %q is not a GitHub secret name", r.Name, s))
			}
		}
		if r.Environment == "" {
			r.Environment = p.API.Settings.ReleaseEnvironment
		}
		if p.API.Settings.PublishPackages {
			p.publishing = append(p.publishing, r)
		}
	}
	return errors.Join(errs...)
}

// resolveAssets checks publish.vcs.release_assets: gh release upload reads "#" as the start of a label.
func (p *plan) resolveAssets() error {
	if p.Publish.VCS == nil {
		return nil
	}
	var errs []error
	for _, a := range p.Publish.VCS.ReleaseAssets {
		if a == nil {
			continue
		}
		if err := tree.ValidPath(a.Path); err != nil {
			errs = append(errs, fmt.Errorf("release asset: %w", err))
		}
		if strings.Contains(a.Path, "#") || strings.ContainsFunc(a.Path, isControl) {
			errs = append(errs, fmt.Errorf("release asset %q: a path cannot contain # or control characters", a.Path))
		}
		if strings.ContainsFunc(a.Name, isControl) {
			errs = append(errs, fmt.Errorf("release asset %q: the name has control characters", a.Path))
		}
		p.assets = append(p.assets, a)
	}
	return errors.Join(errs...)
}

// resolveCustomDirs normalises the hand-written-code folders to "dir/", adds examples/ and sorts them.
func (p *plan) resolveCustomDirs() error {
	var errs []error
	dirs := append(slices.Clone(p.CustomDirs), "examples/")
	for _, d := range dirs {
		clean := strings.TrimSuffix(d, "/")
		if err := tree.ValidPath(clean); err != nil {
			errs = append(errs, fmt.Errorf("custom folder: %w", err))
			continue
		}
		p.customDirs = append(p.customDirs, clean+"/")
	}
	slices.Sort(p.customDirs)
	p.customDirs = slices.Compact(p.customDirs)
	return errors.Join(errs...)
}

func (p *plan) checkReleaseConfig() error {
	var errs []error
	if !semverPattern.MatchString(p.Version) {
		errs = append(errs, fmt.Errorf("version %q is not a semantic version", p.Version))
	}
	if !langPattern.MatchString(p.ReleaseType) {
		errs = append(errs, fmt.Errorf("release type %q is not a release-please release type", p.ReleaseType))
	}
	for _, f := range p.ExtraVersionFiles {
		if err := tree.ValidPath(f); err != nil {
			errs = append(errs, fmt.Errorf("extra version file: %w", err))
		}
	}
	for _, k := range p.ExtraVersionKeys {
		if err := tree.ValidPath(k.Path); err != nil {
			errs = append(errs, fmt.Errorf("extra version key: %w", err))
		}
		if !strings.HasPrefix(k.JSONPath, "$") {
			errs = append(errs, fmt.Errorf("extra version key %s: JSONPath %q does not start at $", k.Path, k.JSONPath))
		}
	}
	if p.Artifact != "" {
		p.Artifact = path.Clean(p.Artifact)
		if err := tree.ValidPath(p.Artifact); err != nil {
			errs = append(errs, fmt.Errorf("artifact: %w", err))
		}
	}
	return errors.Join(errs...)
}

// checkCodeflow checks reviewers and code owners, which name GitHub users and teams.
func (p *plan) checkCodeflow() error {
	var errs []error
	for _, r := range p.API.Settings.Reviewers {
		if !handlePattern.MatchString(r) {
			errs = append(errs, fmt.Errorf("reviewer %q is not a GitHub user or org/team", r))
		}
	}
	for pattern, owners := range p.API.Settings.CodeOwners {
		if pattern == "" || strings.ContainsFunc(pattern, isControl) {
			errs = append(errs, fmt.Errorf("code owners pattern %q is empty or has control characters", pattern))
		}
		for _, o := range owners {
			if !validOwner(o) {
				errs = append(errs, fmt.Errorf("code owner %q of %q is not @user, @org/team or an email address", o, pattern))
			}
		}
	}
	slices.SortFunc(errs, func(a, b error) int { return strings.Compare(a.Error(), b.Error()) })
	return errors.Join(errs...)
}

// validOwner accepts what CODEOWNERS takes: @user, @org/team or an email address.
func validOwner(o string) bool {
	if strings.HasPrefix(o, "@") {
		return handlePattern.MatchString(o)
	}
	return emailPattern.MatchString(o)
}

func (p *plan) checkStats() error {
	if p.API.Organization.UploadSpec && !hexPattern.MatchString(p.API.Stats.SpecHash) {
		return fmt.Errorf("organization.upload_spec is on but the spec hash %q is not a hex digest", p.API.Stats.SpecHash)
	}
	return nil
}

// releases reports whether the repository gets the release workflows (production repositories only).
func (p *plan) releases() bool { return p.production != "" }
