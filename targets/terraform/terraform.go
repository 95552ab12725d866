// Package terraform is the terraform target: a Terraform provider on terraform-plugin-framework that calls the Go
// SDK the go target generates for the same configuration. Each API resource with a read method becomes a package
// under internal/services/<name> with the resource (create, read, update, delete, import by id), its data source
// and its list data source. One model struct drives both the state (tfsdk tags) and the API's JSON (json tags with
// a required/optional/computed/computed_optional mode), through the hand-written runtime internal/apijson copied
// from _runtime/.
//
// The provider imports the SDK by its module path (golang.Describe names everything it calls). Without
// options.go_sdk_package and go_sdk_version, go.mod replaces the SDK with ../go, where `sdkgen generate --out DIR`
// writes the go target next to DIR/terraform.
package terraform

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/golang"
)

// Version is the version a new provider starts at.
const Version = "0.0.1"

// Target generates the terraform target.
type Target struct{}

// Key is terraform.
func (Target) Key() string { return "terraform" }

// CustomPaths are what generation never overwrites: each service's custom.go and lib/.
func (Target) CustomPaths(targets.Input) []string {
	return []string{"internal/services/*/custom.go", "lib/"}
}

// gen holds what one generation needs.
type gen struct {
	api   *ir.API
	cfg   *config.TerraformTarget
	sdk   *golang.Surface
	names *naming.Namer
	types map[string]*ir.Type
	// unions are the unions of objects seen as objects, by name; firstVariant their first variant's properties.
	unions       map[string]*ir.Type
	firstVariant map[*ir.Type]map[string]*ir.Property
	variants     map[*ir.Type][][]string // each variant's property wire names
	module       string                  // the provider's module path
	provider     string                  // the provider's type prefix: acme in acme_account
	// namespace is the registry namespace: production_repo's owner, else the organization.
	namespace  string
	sdkPath    string
	sdkVersion string // go_sdk_version; empty: the SDK of the same run, through a replace
	services   []*service
	out        *tree.Tree
}

// Generate writes the provider repository.
func (Target) Generate(_ context.Context, in targets.Input) (*tree.Tree, error) {
	cfg, ok := in.Config.(*config.TerraformTarget)
	if !ok || cfg == nil {
		return nil, fmt.Errorf("the terraform target needs its sdkgen.yml section")
	}
	sdk, err := golang.Describe(in.API, goSection(in), "")
	if err != nil {
		return nil, err
	}
	g := &gen{api: in.API, cfg: cfg, sdk: sdk, names: naming.New(in.API.Casings), types: map[string]*ir.Type{}, unions: map[string]*ir.Type{}, firstVariant: map[*ir.Type]map[string]*ir.Property{}, variants: map[*ir.Type][][]string{}, out: tree.New()}
	for _, t := range in.API.Types {
		g.types[t.Name] = t
	}
	g.provider = tfName(cfg.ProviderName)
	if g.provider == "" {
		return nil, fmt.Errorf("targets.terraform.provider_name: %q has no letters a Terraform type name can use", cfg.ProviderName)
	}
	g.sdkPath = sdk.Module
	g.sdkVersion = strings.TrimSpace(cfg.Options.GoSDKVersion)
	if p := strings.TrimSpace(cfg.Options.GoSDKPackage); p != "" && g.sdkVersion != "" {
		g.sdkPath = p
	}
	g.module, g.namespace = g.modulePath()
	if err := g.checkPaths(); err != nil {
		return nil, err
	}
	g.plan()
	for _, step := range []func() error{g.runtime, g.sources, g.repository} {
		if err := step(); err != nil {
			return nil, err
		}
	}
	return g.out, nil
}

// goSection is the go target's section, or one derived from the organization when sdkgen.yml has none.
func goSection(in targets.Input) *config.GoTarget {
	if in.Targets != nil && in.Targets.Go != nil {
		return in.Targets.Go
	}
	name := tfName(firstNonEmpty(in.API.Organization.Name, in.API.Client.Name, "api"))
	return &config.GoTarget{PackageName: strings.ReplaceAll(name, "_", "")}
}

// modulePath is go_module_path_override, else github.com/<production_repo>, else
// github.com/<org>/terraform-provider-<provider>; the namespace is the repository's owner.
func (g *gen) modulePath() (string, string) {
	owner := tfName(firstNonEmpty(g.api.Organization.VCSOrg, g.api.Organization.Name, g.provider))
	owner = strings.ReplaceAll(owner, "_", "-")
	if g.cfg.ProductionRepo != nil {
		repo, _, _ := strings.Cut(*g.cfg.ProductionRepo, "#")
		if o, _, ok := strings.Cut(repo, "/"); ok && o != "" {
			owner = strings.ToLower(o)
		}
		if p := strings.TrimSpace(g.cfg.Options.GoModulePathOverride); p != "" {
			return strings.TrimSuffix(p, "/"), owner
		}
		if repo != "" {
			return "github.com/" + strings.ToLower(repo), owner
		}
	}
	if p := strings.TrimSpace(g.cfg.Options.GoModulePathOverride); p != "" {
		return strings.TrimSuffix(p, "/"), owner
	}
	return "github.com/" + owner + "/terraform-provider-" + strings.ReplaceAll(g.provider, "_", "-"), owner
}

// modulePattern is what a module path (and a version) may hold: it lands in go.mod, main.go and scripts.
var modulePattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._~/+-]*$`)

// checkPaths rejects a module path, SDK module, version or namespace that is not one.
func (g *gen) checkPaths() error {
	checks := []struct{ key, value string }{
		{"targets.terraform.options.go_module_path_override (or production_repo)", g.module},
		{"targets.terraform.options.go_sdk_package", g.sdkPath},
		{"targets.terraform.production_repo (its owner)", g.namespace},
	}
	if g.sdkVersion != "" {
		checks = append(checks, struct{ key, value string }{"targets.terraform.options.go_sdk_version", g.sdkVersion})
	}
	for _, c := range checks {
		if !modulePattern.MatchString(c.value) || strings.Contains(c.value, "//") {
			return fmt.Errorf("%s: %q is not a Go module path or version", c.key, c.value)
		}
	}
	return nil
}

// goVersion is the go directive: go_language_version, at least the 1.25 terraform-plugin-framework needs.
func (g *gen) goVersion() string {
	v := strings.TrimSpace(g.cfg.Options.GoLanguageVersion)
	var major, minor int
	if _, err := fmt.Sscanf(v, "%d.%d", &major, &minor); err != nil || major < 1 || (major == 1 && minor < 25) {
		return "1.25.8"
	}
	return v
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
