package typescript

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/sdkgen/sdkgen/targets"
)

// toolchainPackage is targets/typescript/toolchain/package.json: the dev toolchain every generated package pins,
// and the versions of the package managers scripts/bootstrap runs through npm. The toolchain tests install it once.
//
//go:embed toolchain/package.json
var toolchainPackage []byte

// toolchain is toolchainPackage read.
type toolchain struct {
	DevDependencies        map[string]string `json:"devDependencies"`
	PackageManagerVersions map[string]string `json:"packageManagerVersions"`
}

func readToolchain() toolchain {
	var tc toolchain
	if err := json.Unmarshal(toolchainPackage, &tc); err != nil {
		panic(fmt.Sprintf("toolchain/package.json: %v", err)) // embedded at build time; a test reads it too
	}
	return tc
}

// devDependencies are the pinned dev toolchain of generated packages.
func devDependencies(names ...string) map[string]string {
	pinned := readToolchain().DevDependencies
	out := map[string]string{}
	for _, n := range names {
		out[n] = pinned[n]
	}
	return out
}

// packageManagerRunner is what npm runs for a package manager the machine lacks (pnpm@<version>), "" for npm.
func packageManagerRunner(pm string) string {
	if v, ok := readToolchain().PackageManagerVersions[pm]; ok {
		return pm + "@" + v
	}
	return ""
}

// sdkDevDependencies are what the SDK package itself needs to build, lint and test, the mock server included.
var sdkDevDependencies = []string{
	"@arethetypeswrong/cli", "@eslint/js", "@stoplight/prism-cli", "@types/node", "eslint", "prettier", "publint",
	"tsx", "typescript", "typescript-eslint", "vitest",
}

// devDependencyNames are the package's devDependencies: the SDK's, and the MCP server's SDK when there is one, so
// that the one install of scripts/bootstrap lets scripts/lint type-check packages/mcp-server too.
func (g *gen) devDependencyNames() []string {
	names := slices.Clone(sdkDevDependencies)
	if g.mcpEnabled() {
		names = append(names, "@modelcontextprotocol/sdk")
	}
	return names
}

// repository writes package.json, the static configuration files and scripts/.
func (g *gen) repository() error {
	if err := fs.WalkDir(staticFS, "static", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := staticFS.ReadFile(p)
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(p, "static/")
		// tsconfig.json and vitest.config.ts resolve the package's own name to its sources.
		data = bytes.ReplaceAll(data, []byte("__PACKAGE_NAME_REGEXP__"), []byte(strings.ReplaceAll(regexp.QuoteMeta(g.cfg.PackageName), "/", `\/`)))
		data = bytes.ReplaceAll(data, []byte("__PACKAGE_NAME__"), []byte(g.cfg.PackageName))
		if strings.HasPrefix(rel, "scripts/") {
			return g.out.AddExecutable(rel, data)
		}
		return g.out.Add(rel, data)
	}); err != nil {
		return err
	}
	pkg, err := g.packageJSON()
	if err != nil {
		return err
	}
	if err := g.add("package.json", pkg); err != nil {
		return err
	}
	if err := g.addExecutable("scripts/bootstrap", g.bootstrapScript()); err != nil {
		return err
	}
	for _, dir := range customDirs {
		if err := g.add(dir+".keep", ""); err != nil {
			return err
		}
	}
	return g.scaffold()
}

// customDirs are the folders generation never touches: people's own code lives there.
var customDirs = []string{"src/lib/", "examples/"}

// CustomPaths are the folders generation never touches (targets.CustomCoder).
func (Target) CustomPaths(targets.Input) []string { return slices.Clone(customDirs) }

// orderedJSON is a JSON object that keeps its keys in the order given, as package.json readers expect.
type orderedJSON []kv

type kv struct {
	k string
	v any
}

func (o orderedJSON) MarshalJSON() ([]byte, error) {
	var b strings.Builder
	b.WriteString("{")
	for i, e := range o {
		if i > 0 {
			b.WriteString(",")
		}
		k, _ := json.Marshal(e.k)
		v, err := json.Marshal(e.v)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteString(":")
		b.Write(v)
	}
	b.WriteString("}")
	return []byte(b.String()), nil
}

// packageJSON is the npm manifest: dual ESM/CommonJS exports of dist/ (deep imports included), the pinned dev toolchain, and the scripts.
func (g *gen) packageJSON() (string, error) {
	exports := orderedJSON{
		{".", orderedJSON{
			{"import", orderedJSON{{"types", "./dist/esm/index.d.ts"}, {"default", "./dist/esm/index.js"}}},
			{"require", orderedJSON{{"types", "./dist/cjs/index.d.ts"}, {"default", "./dist/cjs/index.js"}}},
		}},
	}
	// Deep imports (`<pkg>/resources/...`, `<pkg>/uploads`), with or without the extension, as the published SDKs
	// allowed.
	for _, pattern := range []string{"./*.js", "./*"} {
		exports = append(exports, kv{pattern, orderedJSON{
			{"import", orderedJSON{{"types", "./dist/esm/*.d.ts"}, {"default", "./dist/esm/*.js"}}},
			{"require", orderedJSON{{"types", "./dist/cjs/*.d.ts"}, {"default", "./dist/cjs/*.js"}}},
		}})
	}
	exports = append(exports, kv{"./package.json", "./package.json"})
	pkg := orderedJSON{
		{"name", g.cfg.PackageName},
		{"version", Version},
		{"description", fmt.Sprintf("The official TypeScript library for the %s API", g.title())},
		{"license", g.licenseID()},
	}
	if repo := g.repoSlug(); repo != "" {
		pkg = append(pkg, kv{"repository", "github:" + repo})
	}
	pkg = append(pkg,
		kv{"type", "commonjs"},
		kv{"main", "./dist/cjs/index.js"},
		kv{"module", "./dist/esm/index.js"},
		kv{"types", "./dist/cjs/index.d.ts"},
		kv{"exports", exports},
		kv{"files", []string{"dist", "src", "!src/lib/.keep"}},
	)
	if g.treeshaking() {
		pkg = append(pkg, kv{"sideEffects", false})
	}
	pkg = append(pkg,
		kv{"engines", orderedJSON{{"node", ">=20"}}},
		kv{"scripts", orderedJSON{
			{"build", "./scripts/build"}, {"format", "./scripts/format"}, {"lint", "./scripts/lint"}, {"test", "./scripts/test"},
		}},
		kv{"devDependencies", sortedObject(devDependencies(g.devDependencyNames()...))},
	)
	b, err := json.MarshalIndent(pkg, "", "  ")
	if err != nil {
		return "", err
	}
	return string(b) + "\n", nil
}

func sortedObject(m map[string]string) orderedJSON {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out orderedJSON
	for _, k := range keys {
		out = append(out, kv{k, m[k]})
	}
	return out
}

func (g *gen) treeshaking() bool {
	return g.lang == "typescript" && g.cfg.Options.EnableTreeshaking != nil && *g.cfg.Options.EnableTreeshaking
}

// packageManager is the package manager scripts and CI use: npm for node, pnpm or yarn when configured.
func (g *gen) packageManager() string {
	if g.lang == "typescript" && g.cfg.Options.PackageManager != "" {
		return g.cfg.Options.PackageManager
	}
	return "npm"
}

// bootstrapScript installs package.json's devDependencies with the configured package manager. A machine with only
// Node.js has npm; pnpm or yarn, when missing, run through npm exec.
func (g *gen) bootstrapScript() string {
	pm := g.packageManager()
	var b strings.Builder
	fmt.Fprintf(&b, `#!/usr/bin/env bash
# Installs the pinned dev toolchain of package.json, the mock server (Prism) included, with %s.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v npm >/dev/null 2>&1; then
  echo "scripts/bootstrap: install Node.js 20 or later, which comes with npm (https://nodejs.org)" >&2
  exit 1
fi
`, pm)
	runner := packageManagerRunner(pm)
	if runner == "" {
		b.WriteString("npm install\n")
		return b.String()
	}
	install := "install"
	if pm == "yarn" {
		// Prism declares a newer Node.js than the one the SDK supports and runs on; npm and pnpm only warn of it,
		// yarn 1 refuses to install.
		b.WriteString("# Prism, a dev tool, declares Node.js 24 but runs on the Node.js 20 the SDK supports: yarn must not refuse it.\n")
		install = "install --ignore-engines"
	}
	fmt.Fprintf(&b, `if command -v %[1]s >/dev/null 2>&1; then
  exec %[1]s %[3]s
fi
echo "scripts/bootstrap: %[1]s is not installed: npm runs %[2]s for this install" >&2
exec npm exec --yes --package=%[2]s -- %[1]s %[3]s
`, pm, runner, install)
	return b.String()
}

// licenseID is the SPDX id of settings.license.
func (g *gen) licenseID() string {
	if id := g.api.Settings.License.SPDX; id != "" {
		return id
	}
	return "Apache-2.0"
}

// repoSlug is owner/repo of production_repo without the branch.
func (g *gen) repoSlug() string {
	if g.cfg.ProductionRepo == nil {
		return ""
	}
	repo, _, _ := strings.Cut(*g.cfg.ProductionRepo, "#")
	return repo
}
