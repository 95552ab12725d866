package typescript_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/targets/conformance"
	"github.com/sdkgen/sdkgen/targets/internal/toolchain"
	"github.com/sdkgen/sdkgen/targets/typescript"
)

// TestToolchain runs each package's scripts on a clean machine as its CONTRIBUTING.md says: bootstrap (npm, or pnpm
// and yarn through npm), lint (prettier, eslint, tsc strict), build (ESM and CommonJS, both loaded,
// publint, attw), and test, whose generated tests run against the Prism that scripts/test starts and stops.
func TestToolchain(t *testing.T) {
	toolchain.Require(t)
	cases := []struct {
		name   string
		target typescript.Target
		dir    string
		edit   func(t *testing.T, config string) string // a changed copy of the config
		before func(t *testing.T, dir string)           // adds to the generated package before its scripts run
		after  func(t *testing.T, dir string, env []string)
	}{
		{name: "kitchen-sink", dir: "../../testdata/kitchen-sink", before: addNestedTypesTest, after: checkMCPServer},
		{name: "acme", dir: "../../examples/acme"},
		{name: "acme-yarn", dir: "../../examples/acme", edit: withYarn},
		{name: "uploads", dir: "testdata/uploads"},
		{name: "wild-shapes", dir: "testdata/wild-shapes"},
		{name: "honcho", target: typescript.Target{Legacy: true}, dir: "../../testdata/pairs/honcho"},
		{name: "lumaai", target: typescript.Target{Legacy: true}, dir: "../../testdata/pairs/lumaai"},
		{name: "onebusaway", target: typescript.Target{Legacy: true}, dir: "../../testdata/pairs/onebusaway"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			config := filepath.Join(c.dir, "sdkgen.yml")
			if c.edit != nil {
				config = c.edit(t, config)
			}
			g := toolchain.Generate(t, c.target, filepath.Join(c.dir, specName(t, c.dir)), config)
			if c.before != nil {
				c.before(t, g.Dir)
			}
			env := toolchain.CleanEnv(t)
			out := toolchain.RunScripts(t, g.Dir, env)
			t.Log(lastLines(out, 6))
			if c.after != nil {
				c.after(t, g.Dir, env)
			}
		})
	}
}

// nestedTypesTest uses the inline types of the kitchen sink by their nested names, through the resource module,
// the package's deep import and the client's namespace: the SDK's lint (tsc) fails when one does not resolve.
const nestedTypesTest = `import { expectTypeOf, test } from 'vitest';
import ACME from '../src/index.js';
import type { EventFeedResponse } from '../src/resources/events.js';
import type { CompletionCreateParams } from '../src/resources/chat/completions.js';
import type { AccountSettings } from '../src/resources/accounts/accounts.js';

test('inline types resolve in their parent type namespace', () => {
  const paging: EventFeedResponse.Result.Paging = { next: null };
  const message: CompletionCreateParams.Message = { role: 'user', content: 'hi' };
  const theme: ACME.AccountSettings.Theme = 'dark';
  expectTypeOf(paging).toEqualTypeOf<ACME.EventFeedResponse.Result.Paging>();
  expectTypeOf<EventFeedResponse['result']>().toEqualTypeOf<EventFeedResponse.Result | undefined>();
  type Role = ACME.CompletionCreateParams.Message['role'];
  expectTypeOf<Role>().toEqualTypeOf<CompletionCreateParams.Message.Role>();
  expectTypeOf(theme).toMatchTypeOf<AccountSettings.Theme>();
  expectTypeOf(message.role).toEqualTypeOf<'system' | 'user' | 'assistant'>();
});
`

func addNestedTypesTest(t *testing.T, dir string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "tests", "nested-types.test.ts"), []byte(nestedTypesTest), 0o644); err != nil {
		t.Fatal(err)
	}
}

// withYarn is a copy of a config whose typescript target sets no options, managed with yarn.
func withYarn(t *testing.T, config string) string {
	t.Helper()
	data, err := os.ReadFile(config)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(data), "\n  typescript:\n", "\n  typescript:\n    options: { package_manager: yarn }\n", 1)
	if edited == string(data) {
		t.Fatalf("%s has no typescript target to manage with yarn", config)
	}
	path := filepath.Join(t.TempDir(), "sdkgen.yml")
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestHostilePackageLoadsInert compiles the hostile spec's package and loads it: nothing from the spec may run.
func TestHostilePackageLoadsInert(t *testing.T) {
	toolchain.Require(t)
	t.Parallel()
	g := toolchain.Generate(t, typescript.Target{}, "../../testdata/hostile/openapi.yml", "../../testdata/hostile/sdkgen.yml")
	env := toolchain.CleanEnv(t)
	for _, script := range []string{"./scripts/bootstrap", "./scripts/lint", "./scripts/build"} {
		toolchain.Run(t, g.Dir, env, script)
	}
	toolchain.Run(t, g.Dir, env, "node", "-e", `
const m = require('./dist/cjs/index.js');
new m.default({ apiKey: 'k' });
if (globalThis.__pwned !== undefined) { console.error('spec text ran: ' + globalThis.__pwned); process.exit(1); }`)
}

// TestConformance runs the cross-language conformance scenarios with the TypeScript driver, in a package
// bootstrapped as a user would.
func TestConformance(t *testing.T) {
	toolchain.Require(t)
	t.Parallel()
	g := toolchain.Generate(t, typescript.Target{}, "../conformance/api/openapi.yml", "../conformance/api/sdkgen.yml")
	env := toolchain.CleanEnv(t)
	toolchain.Run(t, g.Dir, env, "./scripts/bootstrap")
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
	conformance.Run(t, toolchain.Command(g.Dir, env, "./node_modules/.bin/tsx", "conformance/driver.ts"))
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

// checkMCPServer starts the kitchen sink's MCP server over stdio (with the tsx its bootstrap installed), lists its
// tools and calls one against the Prism of its own scripts/mock.
func checkMCPServer(t *testing.T, dir string, env []string) {
	t.Helper()
	toolchain.WithMockServer(t, env, func(env []string) {
		toolchain.Run(t, dir, env, "./scripts/mock", "--daemon")
		defer toolchain.Run(t, dir, env, "./scripts/mock", "--stop")
		requests := []string{
			`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"sdkgen-test","version":"0"}}}`,
			`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
			`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`,
			`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"status","arguments":{}}}`,
		}
		cmd := toolchain.Command(dir, append(env, "ACME_BASE_URL="+toolchain.MockURL(env)),
			"./node_modules/.bin/tsx", "--tsconfig", "packages/mcp-server/tsconfig.json", "packages/mcp-server/src/index.ts")
		checkMCPReplies(t, toolchain.JSONRPC(t, cmd, requests, 3))
	})
}

func checkMCPReplies(t *testing.T, replies map[int]json.RawMessage) {
	t.Helper()
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

// TestToolchainGuessedConfig bootstraps, lints and builds the packages of two large real specs, Discord's (242
// operations) and Twilio's (197, form-encoded bodies), with the configuration `sdkgen init` guesses: configurations
// nobody tuned. Their mock tests take minutes on Prism, so they are left to the smaller cases.
func TestToolchainGuessedConfig(t *testing.T) {
	toolchain.Require(t)
	for _, spec := range []string{"../../testdata/specs/discord/openapi.json", "../../testdata/specs/twilio/twilio_api_v2010.json"} {
		t.Run(filepath.Base(filepath.Dir(spec)), func(t *testing.T) {
			t.Parallel()
			g := toolchain.Generate(t, typescript.Target{}, spec, toolchain.InitConfig(t, spec))
			env := toolchain.CleanEnv(t)
			for _, script := range []string{"./scripts/bootstrap", "./scripts/lint", "./scripts/build"} {
				toolchain.Run(t, g.Dir, env, script)
			}
		})
	}
}
