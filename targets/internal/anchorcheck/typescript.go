package anchorcheck

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// typescript drops in the anchor's tests/ folder in place of the SDK's own. The anchors were written for jest and
// node-fetch; sdkgen's SDKs test with vitest on the platform's fetch. The only adaptation is the runner's, in files
// of their own beside the tests, never an edit of a test: vitest with jest's globals (`jest` is vitest's `vi`), the
// package name and its deep imports resolved to the SDK's sources, and `node-fetch` resolved to the platform's
// fetch classes, which are what the SDK returns.
var typescript = language{
	targets:  []string{"typescript", "node"},
	dropIn:   dropInTypeScript,
	compile:  []string{"./node_modules/.bin/tsc", "--noEmit", "-p", "tsconfig.anchors.json"},
	testArgs: []string{"--config", "vitest.anchors.config.ts"},
	deselect: func(ids []TestID) ([]string, error) {
		if len(ids) == 0 {
			return nil, nil
		}
		names := make([]string, len(ids))
		for i, id := range ids {
			names[i] = strings.Join(id.Names, " ") // vitest's full name: the describe blocks and the test
		}
		return []string{"--testNamePattern", "^(?!" + alternation(names) + "$)"}, nil
	},
}

func dropInTypeScript(anchor, sdk string, excluded map[string]bool) error {
	if err := replaceDir(anchor, sdk, "tests", excluded); err != nil {
		return err
	}
	pkg, err := packageName(sdk)
	if err != nil {
		return err
	}
	for name, content := range typescriptRunnerFiles(pkg) {
		path := filepath.Join(sdk, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			return err
		}
	}
	return nil
}

func packageName(sdk string) (string, error) {
	data, err := os.ReadFile(filepath.Join(sdk, "package.json"))
	if err != nil {
		return "", err
	}
	var manifest struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(data, &manifest); err != nil {
		return "", fmt.Errorf("%s/package.json: %w", sdk, err)
	}
	if manifest.Name == "" {
		return "", fmt.Errorf("%s/package.json: no package name", sdk)
	}
	return manifest.Name, nil
}

// typescriptRunnerFiles are the files that run jest-style anchor tests under vitest, by path in the SDK.
func typescriptRunnerFiles(pkg string) map[string]string {
	quoted, _ := json.Marshal(pkg)
	return map[string]string{
		"anchors/setup.ts": `import { vi } from 'vitest';

// The anchors were written for jest: its mocking API is vitest's.
(globalThis as unknown as { jest: typeof vi }).jest = vi;
`,
		"anchors/globals.d.ts": `/// <reference types="vitest/globals" />

declare const jest: typeof import('vitest').vi;
`,
		"anchors/node-fetch.ts": `// The anchors import node-fetch's classes; the SDK uses the platform's fetch, whose classes these are.
export const Response = globalThis.Response;
export const Headers = globalThis.Headers;
export const Request = globalThis.Request;
export type Response = globalThis.Response;
export type RequestInit = globalThis.RequestInit;
export type RequestInfo = globalThis.RequestInfo;
export default globalThis.fetch;
`,
		"vitest.anchors.config.ts": `import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const pkg = ` + string(quoted) + `;
const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export default defineConfig({
  resolve: {
    alias: [
      { find: /^node-fetch$/, replacement: here('./anchors/node-fetch.ts') },
      { find: new RegExp('^' + escaped + '$'), replacement: here('./src/index.ts') },
      { find: new RegExp('^' + escaped + '/(.*)$'), replacement: here('./src') + '/$1' },
    ],
  },
  test: {
    include: ['tests/**/*.test.ts'],
    globals: true,
    setupFiles: ['./anchors/setup.ts'],
    testTimeout: 30_000,
  },
});
`,
		"tsconfig.anchors.json": `{
  "extends": "./tsconfig.json",
  "include": ["src", "tests", "anchors"],
  "compilerOptions": {
    "baseUrl": ".",
    "paths": {
      ` + string(quoted) + `: ["./src/index.ts"],
      ` + strings.TrimSuffix(string(quoted), `"`) + `/*": ["./src/*"],
      "node-fetch": ["./anchors/node-fetch.ts"]
    },
    "noUnusedLocals": false,
    "noUnusedParameters": false
  }
}
`,
	}
}
