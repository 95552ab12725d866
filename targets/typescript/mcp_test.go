package typescript_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/typescript"
)

// TestMCPToolModes: recommend_dynamic_tools chooses the server's default tool mode and the README's recommendation;
// unset, the dynamic tools are recommended above 20 methods (the kitchen sink has 23) and never the default.
func TestMCPToolModes(t *testing.T) {
	for _, tc := range []struct {
		name, option    string
		defaultMode     string
		readmeArg       bool // the README's config passes --tools=dynamic
		recommended     bool // the README recommends the dynamic tools
		testDefaultList string
	}{
		{name: "unset", defaultMode: "'all'", readmeArg: true, recommended: true, testDefaultList: "toEqual(toolNames)"},
		{name: "true", option: "recommend_dynamic_tools: true", defaultMode: "'dynamic'", recommended: true, testDefaultList: "toEqual(dynamicToolNames)"},
		{name: "false", option: "recommend_dynamic_tools: false", defaultMode: "'all'", testDefaultList: "toEqual(toolNames)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files := generateMCP(t, tc.option)
			if !strings.Contains(files["src/index.ts"], "process.env['ACME_MCP_TOOLS'], "+tc.defaultMode+")") {
				t.Errorf("index.ts does not default to %s:\n%s", tc.defaultMode, files["src/index.ts"])
			}
			readme := files["README.md"]
			if got := strings.Contains(readme, `"--tools=dynamic"]`); got != tc.readmeArg {
				t.Errorf("README passes --tools=dynamic: %v, want %v", got, tc.readmeArg)
			}
			if got := strings.Contains(readme, "`dynamic` is recommended"); got != tc.recommended {
				t.Errorf("README recommends the dynamic tools: %v, want %v", got, tc.recommended)
			}
			if !strings.Contains(files["tests/server.test.ts"], "listTools([], env);\n    expect(tools.map((t) => t.name))."+tc.testDefaultList) {
				t.Errorf("the server test does not expect %s by default", tc.testDefaultList)
			}
		})
	}
}

// isMCPRuntime reports whether a generated path is a copy of the MCP server's hand-written modules.
func isMCPRuntime(p string) bool {
	_, err := os.Stat(filepath.Join("runtime-mcp", filepath.FromSlash(p)))
	return err == nil
}

// TestMCPRuntimeCopied: every module of runtime-mcp is in the MCP server, with the file header and the banner and
// otherwise unchanged.
func TestMCPRuntimeCopied(t *testing.T) {
	files := generateMCP(t, "")
	err := filepath.WalkDir("runtime-mcp/packages/mcp-server", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		want, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(filepath.ToSlash(p), "runtime-mcp/packages/mcp-server/")
		if got, ok := files[rel]; !ok || !strings.HasSuffix(got, typescript.Banner+"\n\n"+string(want)) {
			t.Errorf("%s is not copied verbatim to packages/mcp-server/%s", p, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// generateMCP generates the kitchen sink with a line added to its mcp_server options and returns the MCP server's
// files by path in packages/mcp-server.
func generateMCP(t *testing.T, option string) map[string]string {
	t.Helper()
	dir := "../../testdata/kitchen-sink"
	data, err := os.ReadFile(filepath.Join(dir, "sdkgen.yml"))
	if err != nil {
		t.Fatal(err)
	}
	anchor := "        package_name: acme-mcp\n"
	if !strings.Contains(string(data), anchor) {
		t.Fatalf("the kitchen sink's sdkgen.yml has no %q", anchor)
	}
	if option != "" {
		data = []byte(strings.Replace(string(data), anchor, anchor+"        "+option+"\n", 1))
	}
	config := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(config, data, 0o644); err != nil {
		t.Fatal(err)
	}
	tr, _, _ := toolchain.Tree(t, typescript.Target{}, filepath.Join(dir, specName(t, dir)), config)
	out := map[string]string{}
	for _, p := range tr.Paths() {
		if rest, ok := strings.CutPrefix(p, "packages/mcp-server/"); ok {
			f, _ := tr.File(p)
			out[rest] = string(f.Data)
		}
	}
	return out
}
