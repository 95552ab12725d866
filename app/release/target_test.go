package release

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/tree"
	"github.com/sdkgen/sdkgen/internal/codegen"
	"github.com/sdkgen/sdkgen/targets/builtin"
)

// generatedVersion is the version every target writes into a new SDK.
const generatedVersion = "0.0.1"

// renderAcme generates the bundled example for every target it configures; edit changes its sdkgen.yml first.
func renderAcme(t testing.TB, edit func(config string) string) map[string]*tree.Tree {
	t.Helper()
	spec, err := os.ReadFile("../../examples/acme/openapi.yml")
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := os.ReadFile("../../examples/acme/sdkgen.yml")
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		cfg = []byte(edit(string(cfg)))
	}
	ctx := context.Background()
	res := generator.Load(ctx, generator.Input{SpecFile: "openapi.yml", Spec: spec, ConfigFile: "sdkgen.yml", Config: cfg})
	if !res.OK() {
		t.Fatalf("load the example: %v", res.Diagnostics)
	}
	names, err := codegen.Select(res, builtin.Registry(), nil)
	if err != nil {
		t.Fatal(err)
	}
	outs, err := codegen.Render(ctx, res, builtin.Registry(), names)
	if err != nil {
		t.Fatal(err)
	}
	trees := map[string]*tree.Tree{}
	for _, o := range outs {
		trees[o.Target] = o.Tree
	}
	return trees
}

// treeFiles reads a generated tree; drop hides files from it.
type treeFiles struct {
	tree *tree.Tree
	drop map[string]bool
}

func (s treeFiles) read(p string) ([]byte, bool, error) {
	f, ok := s.tree.File(p)
	if !ok || s.drop[p] {
		return nil, false, nil
	}
	return f.Data, true, nil
}

func (s treeFiles) paths() ([]string, error) {
	var out []string
	for _, p := range s.tree.Paths() {
		if !s.drop[p] {
			out = append(out, p)
		}
	}
	return out, nil
}

func TestVersionFilesOfGeneratedSDKs(t *testing.T) {
	withJSRAndMCP := func(cfg string) string {
		return strings.Replace(cfg, "    publish: { npm: true }\n",
			"    publish: { npm: true, jsr: { package_name: '@acme/acme' } }\n    options: { mcp_server: true }\n", 1)
	}
	plain, full := renderAcme(t, nil), renderAcme(t, withJSRAndMCP)
	for _, tc := range []struct {
		name, target string
		tree         *tree.Tree
		want         []string
	}{
		{"typescript", "typescript", plain["typescript"], []string{ManifestFile, "package.json", "src/version.ts"}},
		{"typescript with jsr and mcp", "typescript", full["typescript"], []string{
			ManifestFile, "jsr.json", "package.json", "packages/mcp-server/package.json", "packages/mcp-server/src/version.ts",
			"src/version.ts",
		}},
		{"python", "python", plain["python"], []string{ManifestFile, "pyproject.toml", "src/acme/_version.py"}},
		{"go", "go", plain["go"], []string{ManifestFile, "README.md", "internal/version.go"}},
		{"openapi", "openapi", plain["openapi"], nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := treeFiles{tree: tc.tree}
			got, err := editVersionFiles(src, TargetFor(tc.target), "12.3.4-rc.1")
			if err != nil {
				t.Fatal(err)
			}
			if paths := sortedKeys(got); !slices.Equal(paths, tc.want) {
				t.Errorf("edited %v, want %v", paths, tc.want)
			}
			for p, data := range got {
				before, _, _ := src.read(p)
				onlyVersionLinesChanged(t, p, before, data, "12.3.4-rc.1", versionLines[p])
			}
			checkTableCoversExtraFiles(t, src, TargetFor(tc.target))
			if mcp, ok := got["packages/mcp-server/package.json"]; ok {
				checkMCPServerFollowsSDK(t, mcp, "12.3.4-rc.1")
			}
		})
	}
}

// versionLines are the files with more than one version line: the MCP server's package.json has its own version
// and its dependency on the SDK.
var versionLines = map[string]int{"packages/mcp-server/package.json": 2}

// checkMCPServerFollowsSDK checks that the released MCP server is the version released and depends on exactly
// the SDK of that version, the one whose methods its tools call.
func checkMCPServerFollowsSDK(t *testing.T, data []byte, version string) {
	t.Helper()
	var pkg struct {
		Version      string            `json:"version"`
		Dependencies map[string]string `json:"dependencies"`
	}
	if err := json.Unmarshal(data, &pkg); err != nil {
		t.Fatal(err)
	}
	if pkg.Version != version || pkg.Dependencies["acme"] != version {
		t.Errorf("MCP server %s depends on acme %q, want both %s", pkg.Version, pkg.Dependencies["acme"], version)
	}
}

// onlyVersionLinesChanged checks that after is before with the generated version replaced on some lines (want, or
// one), and nothing else: same lines, same bytes elsewhere.
func onlyVersionLinesChanged(t *testing.T, p string, before, after []byte, version string, want int) {
	t.Helper()
	b, a := bytes.SplitAfter(before, []byte("\n")), bytes.SplitAfter(after, []byte("\n"))
	if len(a) != len(b) {
		t.Fatalf("%s: %d lines became %d", p, len(b), len(a))
	}
	changed := 0
	for i := range b {
		if bytes.Equal(a[i], b[i]) {
			continue
		}
		changed++
		if want := bytes.ReplaceAll(b[i], []byte(generatedVersion), []byte(version)); !bytes.Equal(a[i], want) {
			t.Errorf("%s line %d: %q became %q, want %q", p, i+1, b[i], a[i], want)
		}
	}
	if want == 0 {
		want = 1
	}
	if changed != want {
		t.Errorf("%s: %d lines changed, want the %d version lines", p, changed, want)
	}
}

// checkTableCoversExtraFiles checks that the target's own table names every extra file its generator declares,
// so that no file relies on the generic fallback.
func checkTableCoversExtraFiles(t *testing.T, src source, target Target) {
	t.Helper()
	extra, err := configExtraFiles(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range extra {
		if !target.covers(e.Path) {
			t.Errorf("release-please-config.json names %s, which TargetFor(%q) does not list", e.Path, target.Key)
		}
	}
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func TestVersionFilesMissing(t *testing.T) {
	trees := renderAcme(t, nil)
	for _, tc := range []struct {
		name, target string
		drop         []string
		replace      map[string]string // path -> old => new (one "=>")
		wantErr      string
	}{
		{name: "package.json missing", target: "typescript", drop: []string{"package.json"}, wantErr: "package.json is missing"},
		{name: "version.ts missing", target: "typescript", drop: []string{"src/version.ts"}, wantErr: "src/version.ts is missing: it holds the version (the string assigned to VERSION)"},
		{name: "no _version.py", target: "python", drop: []string{"src/acme/_version.py"}, wantErr: "src/*/_version.py matches no file: it holds the version (the string assigned to __version__)"},
		{
			name: "an extra file of the release config missing", target: "go",
			replace: map[string]string{ReleaseConfigFile: `"extra-files": [=>"extra-files": ["VERSION.txt", `},
			wantErr: "VERSION.txt is missing: it holds the version (release-please version markers)",
		},
		{name: "manifest missing", target: "go", drop: []string{ManifestFile}, wantErr: ManifestFile + " is missing"},
		{name: "go version constant removed", target: "go", replace: map[string]string{"internal/version.go": "PackageVersion =>Version ="}, wantErr: "internal/version.go: no version found: no line assigning a quoted string to PackageVersion"},
		{name: "pyproject version removed", target: "python", replace: map[string]string{"pyproject.toml": "version = =>dynamic = "}, wantErr: "pyproject.toml: no version found: no version = \"...\" line in [project]"},
		{name: "README markers removed are fine", target: "go", replace: map[string]string{"README.md": "x-release-please=>x"}},
		{name: "openapi without a manifest is fine", target: "openapi"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := treeFiles{tree: trees[tc.target], drop: map[string]bool{}}
			for _, p := range tc.drop {
				src.drop[p] = true
			}
			if len(tc.replace) > 0 {
				src.tree = replaced(t, src.tree, tc.replace)
			}
			_, err := editVersionFiles(src, TargetFor(tc.target), "1.0.0")
			switch {
			case tc.wantErr == "" && err != nil:
				t.Fatal(err)
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Fatalf("error %v, want one with %q", err, tc.wantErr)
			}
		})
	}
}

// replaced copies a tree with strings replaced in some files.
func replaced(t *testing.T, in *tree.Tree, edits map[string]string) *tree.Tree {
	t.Helper()
	out := tree.New()
	for _, p := range in.Paths() {
		f, _ := in.File(p)
		data := f.Data
		if e, ok := edits[p]; ok {
			old, repl, _ := strings.Cut(e, "=>")
			if !bytes.Contains(data, []byte(old)) {
				t.Fatalf("%s has no %q", p, old)
			}
			data = bytes.ReplaceAll(data, []byte(old), []byte(repl))
		}
		if err := out.Add(p, data); err != nil {
			t.Fatal(err)
		}
	}
	return out
}
