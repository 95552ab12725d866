package typescript_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/sdkgen/sdkgen/targets/conformance"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/typescript"
)

// nodeModules is the toolchain scripts/install-test-deps installs from toolchain/package.json, the same pinned
// versions generated packages declare.
var nodeModules, _ = filepath.Abs("toolchain/node_modules")

// prepare generates a package and links the shared node_modules into it (and into the MCP server package).
func prepare(t *testing.T, target typescript.Target, dir string) toolchain.Generated {
	t.Helper()
	g := toolchain.Generate(t, target, filepath.Join(dir, specName(t, dir)), filepath.Join(dir, "sdkgen.yml"))
	toolchain.Link(t, nodeModules, g.Dir, "node_modules")
	if _, err := os.Stat(filepath.Join(g.Dir, "packages/mcp-server")); err == nil {
		toolchain.Link(t, nodeModules, filepath.Join(g.Dir, "packages/mcp-server"), "node_modules")
	}
	return g
}

// TestToolchain builds each package the way its CI would: lint (prettier, eslint, tsc strict), build (ESM and
// CommonJS, both loaded), and the generated tests against Prism mocking the spec.
func TestToolchain(t *testing.T) {
	toolchain.Require(t)
	cases := []struct {
		name   string
		target typescript.Target
		dir    string
	}{
		{"kitchen-sink", typescript.Target{}, "../../testdata/kitchen-sink"},
		{"acme", typescript.Target{}, "../../examples/acme"},
		{"honcho", typescript.Target{Legacy: true}, "../../testdata/pairs/honcho"},
		{"lumaai", typescript.Target{Legacy: true}, "../../testdata/pairs/lumaai"},
		{"onebusaway", typescript.Target{Legacy: true}, "../../testdata/pairs/onebusaway"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := prepare(t, c.target, c.dir)
			toolchain.Run(t, g.Dir, nil, "./scripts/lint")
			toolchain.Run(t, g.Dir, nil, "./scripts/build")
			url := toolchain.Prism(t, filepath.Join(nodeModules, ".bin/prism"), g.SpecFile)
			out := toolchain.Run(t, g.Dir, []string{"TEST_API_BASE_URL=" + url}, "./scripts/test")
			t.Log(lastLines(out, 6))
		})
	}
}

// TestHostilePackageLoadsInert compiles the hostile spec's package and loads it: nothing from the spec may run.
func TestHostilePackageLoadsInert(t *testing.T) {
	toolchain.Require(t)
	g := prepare(t, typescript.Target{}, "../../testdata/hostile")
	toolchain.Run(t, g.Dir, nil, "./scripts/lint")
	toolchain.Run(t, g.Dir, nil, "./scripts/build")
	toolchain.Run(t, g.Dir, nil, "node", "-e", `
const m = require('./dist/cjs/index.js');
new m.default({ apiKey: 'k' });
if (globalThis.__pwned !== undefined) { console.error('spec text ran: ' + globalThis.__pwned); process.exit(1); }`)
}

// TestConformance runs the cross-language conformance scenarios with the TypeScript driver.
func TestConformance(t *testing.T) {
	toolchain.Require(t)
	g := prepare(t, typescript.Target{}, "../conformance/api")
	driver, err := os.ReadFile("conformance/driver.ts")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(g.Dir, "conformance"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(g.Dir, "conformance/driver.ts"), driver, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(filepath.Join(nodeModules, ".bin/tsx"), "conformance/driver.ts")
	cmd.Dir = g.Dir
	conformance.Run(t, cmd)
}

func lastLines(s string, n int) string {
	lines := 0
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '\n' {
			lines++
			if lines > n {
				return s[i+1:]
			}
		}
	}
	return s
}

// TestMCPServer starts the kitchen sink's MCP server over stdio, lists its tools and calls one against Prism.
func TestMCPServer(t *testing.T) {
	toolchain.Require(t)
	g := prepare(t, typescript.Target{}, "../../testdata/kitchen-sink")
	url := toolchain.Prism(t, filepath.Join(nodeModules, ".bin/prism"), g.SpecFile)
	requests := []string{
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"sdkgen-test","version":"0"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"status","arguments":{}}}`,
	}
	cmd := exec.Command(filepath.Join(nodeModules, ".bin/tsx"), "--tsconfig", "packages/mcp-server/tsconfig.json", "packages/mcp-server/src/index.ts")
	cmd.Dir = g.Dir
	cmd.Env = append(os.Environ(), "ACME_BASE_URL="+url)
	replies := toolchain.JSONRPC(t, cmd, requests, 3)
	var list struct {
		Result struct {
			Tools []struct {
				Name        string         `json:"name"`
				InputSchema map[string]any `json:"inputSchema"`
			} `json:"tools"`
		} `json:"result"`
	}
	if err := json.Unmarshal(replies[2], &list); err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, tool := range list.Result.Tools {
		names[tool.Name] = true
		if tool.InputSchema["type"] != "object" {
			t.Errorf("tool %s has input schema %v", tool.Name, tool.InputSchema)
		}
	}
	for _, want := range []string{"status", "list_cards", "accounts_create"} {
		if !names[want] {
			t.Errorf("tools/list lacks %s: %v", want, names)
		}
	}
	var call struct {
		Result struct {
			IsError bool `json:"isError"`
			Content []struct {
				Text string `json:"text"`
			} `json:"content"`
		} `json:"result"`
	}
	if err := json.Unmarshal(replies[3], &call); err != nil {
		t.Fatal(err)
	}
	if call.Result.IsError || len(call.Result.Content) == 0 {
		t.Errorf("tools/call status failed: %s", replies[3])
	}
}

// TestToolchainGuessedConfig lints and builds the packages of two large real specs, Discord's (242 operations)
// and Twilio's (197, form-encoded bodies), with the configuration `sdkgen init` guesses: configurations nobody
// tuned. Their mock tests take minutes on Prism, so they are left to the smaller cases.
func TestToolchainGuessedConfig(t *testing.T) {
	toolchain.Require(t)
	for _, spec := range []string{"../../testdata/specs/discord/openapi.json", "../../testdata/specs/twilio/twilio_api_v2010.json"} {
		t.Run(filepath.Base(filepath.Dir(spec)), func(t *testing.T) {
			g := toolchain.Generate(t, typescript.Target{}, spec, toolchain.InitConfig(t, spec))
			toolchain.Link(t, nodeModules, g.Dir, "node_modules")
			toolchain.Run(t, g.Dir, nil, "./scripts/lint")
			toolchain.Run(t, g.Dir, nil, "./scripts/build")
		})
	}
}
