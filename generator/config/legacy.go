package config

import (
	"reflect"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// The 2024 layout configured targets under a top-level package key, each with its registry name, its repository
// (named without its owner, which was the organization's) and whether to skip it:
//
//	package:
//	  node: {name: "@acme/sdk", repo: acme-node}
//	  go: {name: acme, repo: acme-go, skip: false}
//
// Load reads it as targets (with a Config/Deprecated warning at the key) and `sdkgen migrate` rewrites it; both use
// legacyTargets, so the two always agree.

// LegacyPackages is the top-level package key of the 2024 layout.
type LegacyPackages struct {
	Ptr        document.Pointer `yaml:"-"`
	Node       *LegacyPackage   `yaml:"node" doc:"Read as targets.node."`
	TypeScript *LegacyPackage   `yaml:"typescript" doc:"Read as targets.typescript."`
	Python     *LegacyPackage   `yaml:"python" doc:"Read as targets.python."`
	Go         *LegacyPackage   `yaml:"go" doc:"Read as targets.go."`
}

// LegacyPackage is one target of the 2024 layout.
type LegacyPackage struct {
	Ptr  document.Pointer `yaml:"-"`
	Name string           `yaml:"name" required:"true" doc:"Read as package_name."`
	Repo string           `yaml:"repo" doc:"Repository name; read as production_repo <organization.vcs_org>/<repo>."`
	Skip bool             `yaml:"skip" doc:"Read as skip."`
}

// legacyTarget says how one entry of package becomes a target: the key it moves to and the keys it renames.
type legacyTarget struct {
	target string // the targets key
	entry  func(*LegacyPackages) *LegacyPackage
	set    func(*Targets, TargetCommon, string) // stores a target with the common keys and package_name
	typ    reflect.Type                         // the target's type, whose package_name rules apply to name
}

// legacyTargets lists the entries of package in TargetNames order.
func legacyTargets() []legacyTarget {
	return []legacyTarget{
		{"typescript", func(l *LegacyPackages) *LegacyPackage { return l.TypeScript }, func(t *Targets, c TargetCommon, name string) {
			t.TypeScript = &TypeScriptTarget{TargetCommon: c, PackageName: name}
		}, reflect.TypeFor[TypeScriptTarget]()},
		{"node", func(l *LegacyPackages) *LegacyPackage { return l.Node }, func(t *Targets, c TargetCommon, name string) {
			t.Node = &TypeScriptTarget{TargetCommon: c, PackageName: name}
		}, reflect.TypeFor[TypeScriptTarget]()},
		{"python", func(l *LegacyPackages) *LegacyPackage { return l.Python }, func(t *Targets, c TargetCommon, name string) {
			t.Python = &PythonTarget{TargetCommon: c, PackageName: name}
		}, reflect.TypeFor[PythonTarget]()},
		{"go", func(l *LegacyPackages) *LegacyPackage { return l.Go }, func(t *Targets, c TargetCommon, name string) {
			t.Go = &GoTarget{TargetCommon: c, PackageName: name}
		}, reflect.TypeFor[GoTarget]()},
	}
}

// legacyRepo turns the repo of a package entry into a production_repo: <vcs_org>/<repo>, or the value itself
// when it already names its owner. It returns "" when there is nothing to carry over, and ok=false when the
// owner is unknown.
func legacyRepo(repo, vcsOrg string) (string, bool) {
	switch {
	case repo == "":
		return "", true
	case strings.Contains(repo, "/"):
		return repo, true
	case vcsOrg == "":
		return "", false
	}
	return vcsOrg + "/" + repo, true
}

// applyLegacyPackages turns each entry of package into the target it stands for, and clears Package: from then
// on the configuration holds targets only (Marshal writes today's layout). A target configured under targets as
// well keeps its targets entry.
func (d *decoder) applyLegacyPackages(cfg *Config) {
	pkgs := cfg.Package
	if pkgs == nil {
		return
	}
	cfg.Package = nil
	for _, lt := range legacyTargets() {
		entry := lt.entry(pkgs)
		if entry == nil {
			continue
		}
		if cfg.Targets.Common(lt.target) != nil {
			d.atKey(diag.ConfigConflict, entry.Ptr, "package.%s and targets.%s both configure the %s target; targets.%s is used, delete package.%s",
				lt.target, lt.target, lt.target, lt.target, lt.target)
			continue
		}
		common := TargetCommon{Ptr: entry.Ptr, Skip: entry.Skip}
		if repo, ok := legacyRepo(entry.Repo, cfg.Organization.VCSOrg); !ok {
			d.atValueLevel(diag.ConfigInvalidValue, diag.Warning, entry.Ptr.Append("repo"),
				"package.%s.repo %q names no owner and organization.vcs_org is not set, so the target has no production_repo; write targets.%s.production_repo: <owner>/%s",
				lt.target, entry.Repo, lt.target, entry.Repo)
		} else if repo != "" {
			common.ProductionRepo = &repo
		}
		name, ok := d.checkAs(lt.typ, "package_name", entry.Name, entry.Ptr.Append("name"))
		if !ok {
			continue
		}
		lt.set(&cfg.Targets, common, name)
	}
}

// checkAs applies the rules of key in struct type t to a value written under another key at p.
func (d *decoder) checkAs(t reflect.Type, key, value string, p document.Pointer) (string, bool) {
	f := d.reg.lookup(t).byKey[key]
	if f == nil || value == "" {
		return value, value != ""
	}
	if !d.enumOK(value, p, f.rules) {
		return "", false
	}
	return d.format(value, p, f.rules.format)
}
