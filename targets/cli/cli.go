// Package cli is the cli target: a Go command-line program on github.com/urfave/cli/v3 that calls the Go SDK
// the go target generates for the same configuration. Each resource is a command with one subcommand per method
// (pkg/cmd/<resource>.go); flags are typed from the method's path, query, header and body params. The hand-written
// runtime (internal/clikit, copied from _runtime/) reads bodies and @file arguments, prints every output format,
// runs the interactive explorer and maps errors to exit codes.
//
// The program imports the SDK by its module path (golang.Describe names everything it calls). Without
// options.go_sdk_package and go_sdk_version, go.mod replaces the SDK with ../go, where `sdkgen generate --out DIR`
// writes the go target next to DIR/cli; scripts/link points the replace at another checkout.
package cli

import (
	"context"
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/naming"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/targets"
	"github.com/sdkgen/sdkgen/targets/golang"
)

// Version is the version a new CLI starts at.
const Version = "0.0.1"

// Target generates the cli target.
type Target struct{}

// Key is cli.
func (Target) Key() string { return "cli" }

// CustomPaths are the folders generation never touches.
func (Target) CustomPaths(targets.Input) []string { return []string{"lib/", "examples/"} }

// gen holds what one generation needs.
type gen struct {
	api     *ir.API
	cfg     *config.CLITarget
	goCfg   *config.GoTarget
	sdk     *golang.Surface
	spec    []byte
	names   *naming.Namer
	module  string // the CLI's module path
	bin     string // the binary's name
	sdkPath string // the SDK's module path as imported
	// sdkVersion is go_sdk_version; empty: the SDK generated in the same run, through a replace.
	sdkVersion string
	// sdkDir is the folder go.mod's replace names, relative to the CLI: ../go, where the go target of the same
	// run is written, or sdk/ inside the CLI when sdkgen.yml has no go section and the CLI carries its own SDK.
	sdkDir string
	// embeddedSDK is the Go SDK written under sdkDir when the CLI carries it; nil otherwise.
	embeddedSDK *tree.Tree
	out         *tree.Tree
	commands    []*command // the top-level commands
	files       map[string]bool
	idents      map[string]bool
	types       map[string]*ir.Type // the API's types by name, made when first needed
}

// Generate writes the CLI repository.
func (Target) Generate(ctx context.Context, in targets.Input) (*tree.Tree, error) {
	cfg, ok := in.Config.(*config.CLITarget)
	if !ok || cfg == nil {
		return nil, fmt.Errorf("the cli target needs its sdkgen.yml section")
	}
	goCfg := goSection(in)
	sdk, err := golang.Describe(in.API, goCfg, "")
	if err != nil {
		return nil, err
	}
	g := &gen{api: in.API, cfg: cfg, goCfg: goCfg, sdk: sdk, spec: in.Spec, names: naming.New(in.API.Casings), out: tree.New(), files: map[string]bool{}, idents: map[string]bool{}}
	// A published SDK is go_sdk_package at go_sdk_version; without a version the CLI uses the SDK of the same run,
	// whose module path the replace must match.
	g.sdkPath = sdk.Module
	g.sdkVersion = strings.TrimSpace(cfg.Options.GoSDKVersion)
	if p := strings.TrimSpace(cfg.Options.GoSDKPackage); p != "" && g.sdkVersion != "" {
		g.sdkPath = p
	}
	g.sdkDir = siblingSDK
	if g.sdkVersion == "" && in.Targets != nil && in.Targets.Go == nil {
		// Nothing else writes the SDK the replace needs: the CLI carries the one the go target would generate.
		g.sdkDir = embeddedSDKDir
		if g.embeddedSDK, err = (golang.Target{}).Generate(ctx, targets.Input{API: in.API, Config: goCfg, Edition: goCfg.Edition, Spec: in.Spec}); err != nil {
			return nil, fmt.Errorf("generating the Go SDK the CLI carries: %w", err)
		}
	}
	g.module = g.modulePath()
	g.bin = g.binaryName()
	if err := g.checkPaths(); err != nil {
		return nil, err
	}
	g.plan()
	for _, step := range []func() error{g.runtime, g.sources, g.tests, g.repository, g.carrySDK} {
		if err := step(); err != nil {
			return nil, err
		}
	}
	return g.out, nil
}

// goSection is the go target's section, or one derived from the organization when sdkgen.yml has none: the CLI
// then builds on the SDK the go target would generate with its defaults, at its latest edition.
func goSection(in targets.Input) *config.GoTarget {
	if in.Targets != nil && in.Targets.Go != nil {
		return in.Targets.Go
	}
	name := strings.ToLower(identWords(firstNonEmpty(in.API.Organization.Name, in.API.Client.Name, "api"), ""))
	section := &config.GoTarget{PackageName: name}
	section.Edition = config.LatestEdition("go")
	return section
}

// carrySDK writes the Go SDK the CLI carries under sdkDir, when it carries one.
func (g *gen) carrySDK() error {
	if g.embeddedSDK == nil {
		return nil
	}
	for _, p := range g.embeddedSDK.Paths() {
		f, _ := g.embeddedSDK.File(p)
		add := g.out.Add
		if f.Executable {
			add = g.out.AddExecutable
		}
		if err := add(path.Join(g.sdkDir, p), f.Data); err != nil {
			return err
		}
	}
	return nil
}

// modulePath is go_module_path_override, else github.com/<production_repo>, else github.com/<org>/<org>-cli.
func (g *gen) modulePath() string {
	if p := strings.TrimSuffix(strings.TrimSpace(g.cfg.Options.GoModulePathOverride), "/"); p != "" {
		return p
	}
	if repo := g.productionRepo(); repo != "" {
		return "github.com/" + strings.ToLower(repo)
	}
	owner := strings.ToLower(firstNonEmpty(g.api.Organization.VCSOrg, g.api.Organization.Name, g.api.Client.Name))
	owner = identWords(owner, "-")
	return "github.com/" + owner + "/" + owner + "-cli"
}

func (g *gen) productionRepo() string {
	if g.cfg.ProductionRepo == nil {
		return ""
	}
	repo, _, _ := strings.Cut(*g.cfg.ProductionRepo, "#")
	return repo
}

// binaryName is binary_name, else the repository's (or module's) last element.
func (g *gen) binaryName() string {
	name := strings.TrimSpace(g.cfg.BinaryName)
	if name == "" {
		name = path.Base(g.module)
	}
	name = identWords(strings.ToLower(name), "-")
	if name == "" {
		name = "cli"
	}
	return name
}

// modulePattern is what a module path (and a version) may hold here: it lands in go.mod, scripts and the README.
var modulePattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._~/+-]*$`)

// checkPaths rejects a module path, SDK module or version that is not one.
func (g *gen) checkPaths() error {
	checks := []struct{ key, value string }{
		{"targets.cli.options.go_module_path_override (or production_repo)", g.module},
		{"targets.cli.options.go_sdk_package", g.sdkPath},
	}
	if g.sdkVersion != "" {
		checks = append(checks, struct{ key, value string }{"targets.cli.options.go_sdk_version", g.sdkVersion})
	}
	for _, c := range checks {
		if !modulePattern.MatchString(c.value) || strings.Contains(c.value, "//") {
			return fmt.Errorf("%s: %q is not a Go module path or version", c.key, c.value)
		}
	}
	return nil
}

// goVersion is the go directive: go_language_version, at least the 1.22 the runtime and urfave/cli need.
func (g *gen) goVersion() string {
	v := strings.TrimSpace(g.cfg.Options.GoLanguageVersion)
	if v == "" || !goVersionAtLeast(v, 22) {
		return "1.22"
	}
	return v
}

// goVersionAtLeast reports whether a 1.N[.P] version is at least 1.minor.
func goVersionAtLeast(v string, minor int) bool {
	var major, n int
	if _, err := fmt.Sscanf(v, "%d.%d", &major, &n); err != nil {
		return false
	}
	return major > 1 || (major == 1 && n >= minor)
}

// identWords keeps the letters and digits of s, joining the runs between them with sep.
func identWords(s, sep string) string {
	var words []string
	var cur strings.Builder
	for _, r := range s {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			cur.WriteRune(r)
			continue
		}
		if cur.Len() > 0 {
			words = append(words, cur.String())
			cur.Reset()
		}
	}
	if cur.Len() > 0 {
		words = append(words, cur.String())
	}
	return strings.Join(words, sep)
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
