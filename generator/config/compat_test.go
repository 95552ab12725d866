package config

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// located is a diagnostic a test expects: its code, level, position and part of its message.
type located struct {
	code      diag.Code
	level     diag.Level
	line, col int
	message   string
}

func (w located) String() string {
	return fmt.Sprintf("sdkgen.yml:%d:%d: %s[%s] ...%s...", w.line, w.col, w.level, w.code, w.message)
}

// expectExactly checks that list holds exactly the wanted diagnostics, in position order.
func expectExactly(t *testing.T, list diag.List, want []located) {
	t.Helper()
	if len(list) != len(want) {
		t.Fatalf("want %d diagnostics, got %d:%s", len(want), len(list), render(list))
	}
	for i, w := range want {
		d := list[i]
		if d.Code != w.code || d.Level != w.level || d.Line != w.line || d.Column != w.col || !strings.Contains(d.Message, w.message) {
			t.Errorf("diagnostic %d: got %s\nwant %s", i, d, w)
		}
	}
}

// compatBase is a configuration with only the keys that have no default.
const compatBase = `organization:
  name: acme
resources:
  accounts:
    methods:
      create: post /accounts
      list: get /accounts
`

func TestUnknownKeyRule(t *testing.T) {
	for _, tc := range []struct {
		name  string
		extra string // appended to compatBase, from line 8
		want  []located
	}{
		{
			name:  "top-level typo",
			extra: "enviroments: {production: https://api.acme.example}\n",
			want:  []located{{diag.ConfigUnknownKey, diag.Error, 8, 1, `unknown key "enviroments" at the top level; did you mean "environments"?`}},
		},
		{
			name:  "case, dash and camelCase variants",
			extra: "Edition: 2025-10-10\nquery-settings: {}\nclientSettings: {}\n",
			want: []located{
				{diag.ConfigUnknownKey, diag.Error, 8, 1, `did you mean "edition"?`},
				{diag.ConfigUnknownKey, diag.Error, 9, 1, `did you mean "query_settings"?`},
				{diag.ConfigUnknownKey, diag.Error, 10, 1, `did you mean "client_settings"?`},
			},
		},
		{
			name:  "a key for a newer sdkgen is ignored",
			extra: "telemetry: {enabled: true}\n",
			want:  []located{{diag.ConfigIgnoredKey, diag.Warning, 8, 1, `unknown key "telemetry" at the top level is ignored: this sdkgen does not know it (allowed: edition, organization,`}},
		},
		{
			name:  "one level too high",
			extra: "license: MIT\n",
			want:  []located{{diag.ConfigIgnoredKey, diag.Warning, 8, 1, `unknown key "license" at the top level is ignored; it belongs under "settings": settings.license`}},
		},
		{
			name:  "nested in settings",
			extra: "settings:\n  mock_servr: prism\n  analytics: true\n",
			want: []located{
				{diag.ConfigUnknownKey, diag.Error, 9, 3, `unknown key "mock_servr" in settings; did you mean "mock_server"?`},
				{diag.ConfigIgnoredKey, diag.Warning, 10, 3, `unknown key "analytics" in settings is ignored`},
			},
		},
		{
			name:  "in a method",
			extra: "  cards:\n    methods:\n      list: {endpiont: get /cards, sampling: 3}\n",
			want: []located{
				{diag.ConfigMissingKey, diag.Error, 10, 7, `method "list" needs an endpoint`},
				{diag.ConfigUnknownKey, diag.Error, 10, 14, `unknown key "endpiont" in resources.cards.methods.list; did you mean "endpoint"?`},
				{diag.ConfigIgnoredKey, diag.Warning, 10, 36, `unknown key "sampling" in resources.cards.methods.list is ignored`},
			},
		},
		{
			name:  "in a built target",
			extra: "targets:\n  python:\n    package-name: acme\n    package_name: acme\n    publish: {pipy: true, conda: true}\n",
			want: []located{
				{diag.ConfigUnknownKey, diag.Error, 10, 5, `unknown key "package-name" in targets.python; did you mean "package_name"?`},
				{diag.ConfigUnknownKey, diag.Error, 12, 15, `unknown key "pipy" in targets.python.publish; did you mean "pypi"?`},
				{diag.ConfigIgnoredKey, diag.Warning, 12, 27, `unknown key "conda" in targets.python.publish is ignored`},
			},
		},
		{
			name:  "in a target sdkgen does not build: every problem is a warning",
			extra: "targets:\n  csharp:\n    package_nam: Acme\n",
			want: []located{
				{diag.ConfigMissingKey, diag.Warning, 9, 3, `missing required key "package_name" in targets.csharp; sdkgen does not build the csharp target yet, so this does not fail validation`},
				{diag.TargetNotBuilt, diag.Note, 9, 3, "this sdkgen does not build the csharp target"},
				{diag.ConfigUnknownKey, diag.Warning, 10, 5, `did you mean "package_name"?; sdkgen does not build the csharp target yet`},
			},
		},
		{
			name:  "short keys are no near miss of unrelated short keys",
			extra: "client_settings: {op: 1, opt: {}}\n",
			want: []located{
				{diag.ConfigIgnoredKey, diag.Warning, 8, 19, `unknown key "op" in client_settings is ignored`},
				{diag.ConfigUnknownKey, diag.Error, 8, 26, `unknown key "opt" in client_settings; did you mean "opts"?`},
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, list := load([]byte(compatBase + tc.extra))
			expectExactly(t, list, tc.want)
		})
	}
}

func TestIgnoredKeysLeaveTheRestDecoded(t *testing.T) {
	cfg, list := load([]byte(compatBase + "settings:\n  disable_mock_tests: true\n  telemetry: {x: 1}\n  license: MIT\n"))
	if list.HasErrors() || !cfg.Settings.DisableMockTests || cfg.Settings.License == nil || cfg.Settings.License.SPDX != "MIT" {
		t.Errorf("settings = %+v:%s", cfg.Settings, render(list))
	}
}

func TestNearMiss(t *testing.T) {
	known := []string{"environments", "package_name", "in", "opts", "to"}
	for key, want := range map[string]string{
		"enviroments": "environments", "Environments": "environments", "packageName": "package_name",
		"Package-Name": "package_name", "PACKAGE_NAME": "package_name", "packge_nam": "package_name",
		"optz": "opts", "ts": "to", "x": "", "foo": "", "environment_names": "", "pkg": "",
	} {
		if got := nearMiss(key, known); got != want {
			t.Errorf("nearMiss(%q) = %q, want %q", key, got, want)
		}
	}
}

// compatSpec is a spec with two servers, a method without a body and one with a body.
const compatSpec = `openapi: 3.1.0
info: {title: Acme, version: "1"}
servers:
  - {url: "https://{region}.api.acme.example/v1", variables: {region: {default: us}}, description: Production}
  - {url: /sandbox, description: Sandbox}
paths:
  /accounts:
    get:
      responses:
        "200": {description: ok, content: {application/json: {schema: {type: array, items: {type: string}}}}}
    post:
      responses:
        "204": {description: created}
`

// loadWithSpec loads a configuration, then applies the defaults that depend on specYAML. It returns the
// diagnostics about sdkgen.yml.
func loadWithSpec(t *testing.T, data []byte, specYAML string) (*Config, diag.List) {
	t.Helper()
	c := &diag.Collector{}
	cfg := Load("sdkgen.yml", data, c)
	root, _, err := document.Parse("openapi.yml", []byte(specYAML), document.SpecLimits)
	if err != nil {
		t.Fatal(err)
	}
	c.Spec = &diag.Source{File: "openapi.yml", Data: []byte(specYAML), Root: root}
	ApplySpec(cfg, spec.Load("openapi.yml", root, c), c)
	return cfg, slices.DeleteFunc(c.List(), func(d diag.Diagnostic) bool { return d.File != "sdkgen.yml" })
}

func TestDefaults(t *testing.T) {
	for _, tc := range []struct {
		name     string
		config   string
		spec     string
		want     []located
		envs     string // name=url, comma-separated
		examples string // name=endpoint, comma-separated
	}{
		{
			name:   "everything with a default left out",
			config: compatBase, spec: compatSpec,
			want: []located{
				{diag.ConfigDefaulted, diag.Note, 1, 1, "environments is not set: sdkgen uses the spec's servers (production https://us.api.acme.example/v1, sandbox https://us.api.acme.example/sandbox), the first being the default; server URL \"/sandbox\" is relative: it was resolved against https://us.api.acme.example"},
				{diag.ConfigDefaulted, diag.Note, 1, 1, "readme.example_requests.default and headline are not set: the README examples call client.accounts.list (get /accounts), the first method of resources that returns a body"},
			},
			envs:     "production=https://us.api.acme.example/v1,sandbox=https://us.api.acme.example/sandbox",
			examples: "default=get /accounts,headline=get /accounts",
		},
		{
			name:   "headline alone left out",
			config: compatBase + "environments: {production: https://api.acme.example}\nreadme:\n  example_requests:\n    default: {type: request, endpoint: post /accounts}\n",
			spec:   compatSpec,
			want:   []located{{diag.ConfigDefaulted, diag.Note, 10, 3, "readme.example_requests.headline is not set: the default example (post /accounts) stands in for it"}},
			envs:   "production=https://api.acme.example", examples: "default=post /accounts,headline=post /accounts",
		},
		{
			name:   "no method returns a body",
			config: strings.Replace(compatBase, "      list: get /accounts\n", "", 1) + "environments: {production: https://api.acme.example}\n",
			spec:   compatSpec,
			want:   []located{{diag.ConfigDefaulted, diag.Note, 1, 1, "call client.accounts.create (post /accounts), the first method of resources (none returns a body)"}},
			envs:   "production=https://api.acme.example", examples: "default=post /accounts,headline=post /accounts",
		},
		{
			name:   "a path environment is resolved against the servers",
			config: compatBase + "environments:\n  production: /api/v2\n  staging: https://staging.acme.example\nreadme: {example_requests: {default: {type: request, endpoint: get /accounts}, headline: {type: request, endpoint: get /accounts}}}\n",
			spec:   compatSpec,
			want:   []located{{diag.ConfigDefaulted, diag.Note, 9, 15, `environment "production" is the path /api/v2: sdkgen resolves it against the spec's servers to https://us.api.acme.example/api/v2`}},
			envs:   "production=https://us.api.acme.example/api/v2,staging=https://staging.acme.example", examples: "default=get /accounts,headline=get /accounts",
		},
		{
			name:   "a path environment and no absolute server",
			config: compatBase + "environments: {production: /api/v1}\nreadme: {example_requests: {default: {type: request, endpoint: get /accounts}, headline: {type: request, endpoint: get /accounts}}}\n",
			spec:   strings.Replace(compatSpec, `  - {url: "https://{region}.api.acme.example/v1", variables: {region: {default: us}}, description: Production}`+"\n", "", 1),
			want:   []located{{diag.EnvironmentNoBaseURL, diag.Warning, 8, 28, `environment "production" is the path /api/v1 and the spec has no absolute servers URL to resolve it against: callers must pass a base URL`}},
			envs:   "production=/api/v1", examples: "default=get /accounts,headline=get /accounts",
		},
		{
			name:   "neither environments nor servers",
			config: compatBase + "readme: {example_requests: {default: {type: request, endpoint: get /accounts}, headline: {type: request, endpoint: get /accounts}}}\n",
			spec:   strings.Replace(compatSpec, "servers:\n  - {url: \"https://{region}.api.acme.example/v1\", variables: {region: {default: us}}, description: Production}\n  - {url: /sandbox, description: Sandbox}\n", "", 1),
			want:   []located{{diag.EnvironmentNoBaseURL, diag.Warning, 1, 1, "sdkgen.yml has no environments and the spec no absolute servers URL, so the SDKs have no default base URL: callers must pass one"}},
			envs:   "", examples: "default=get /accounts,headline=get /accounts",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, list := loadWithSpec(t, []byte(tc.config), tc.spec)
			expectExactly(t, list, tc.want)
			if got := pairs(cfg.Environments); got != tc.envs {
				t.Errorf("environments = %s, want %s", got, tc.envs)
			}
			var examples []string
			for _, e := range cfg.Readme.ExampleRequests.Entries {
				examples = append(examples, e.Key+"="+e.Value.Endpoint)
			}
			if got := strings.Join(examples, ","); got != tc.examples {
				t.Errorf("examples = %s, want %s", got, tc.examples)
			}
		})
	}
}

func pairs(m Map[string]) string {
	var out []string
	for _, e := range m.Entries {
		out = append(out, e.Key+"="+e.Value)
	}
	return strings.Join(out, ",")
}

// TestLoadWithoutDefaultedKeys: a file with only organization and resources loads without a word; query_settings
// and settings get their defaults where they are used.
func TestLoadWithoutDefaultedKeys(t *testing.T) {
	cfg, list := load([]byte(compatBase))
	if len(list) != 0 || cfg.QuerySettings.NestedFormat != "" || cfg.Settings.License != nil {
		t.Errorf("got:%s", render(list))
	}
}

// loadCase is a configuration made from compatBase, the diagnostics it must produce, and checks of the result.
type loadCase struct {
	name string
	// extra is appended to compatBase; its first lines, when indented, replace the organization's "  name: acme".
	extra string
	want  []located
	check func(t *testing.T, cfg *Config)
}

func runLoadCases(t *testing.T, cases []loadCase) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			org, rest := "", tc.extra
			for strings.HasPrefix(rest, "  ") {
				line, after, _ := strings.Cut(rest, "\n")
				org, rest = org+line+"\n", after
			}
			data := compatBase + rest
			if org != "" {
				data = strings.Replace(compatBase, "  name: acme\n", org, 1) + rest
			}
			cfg, list := load([]byte(data))
			expectExactly(t, list, tc.want)
			if tc.check != nil {
				tc.check(t, cfg)
			}
		})
	}
}

func TestDerivedNames(t *testing.T) {
	runLoadCases(t, []loadCase{
		{
			name: "organization display name with a space", extra: "  name: molten ai\n",
			want: []located{{diag.ConfigDerivedName, diag.Note, 2, 9, `organization.name: "molten ai" is a display name, not an identifier (lower-case letters, digits, '.', '_' and '-'); where an identifier is needed (the client name's words, the environment variable prefix, artifact names) sdkgen uses "molten-ai"`}},
			check: func(t *testing.T, cfg *Config) {
				expect(t, "Identifier", cfg.Organization.Identifier(), "molten-ai")
				expect(t, "ClientName", cfg.ClientName(), "molten-ai")
				expect(t, "added casings", casingKeys(cfg), "")
			},
		},
		{
			name: "organization display name in mixed case", extra: "  name: ImageKit\n",
			want: []located{{diag.ConfigDerivedName, diag.Note, 2, 9, `sdkgen uses "imagekit"`}},
			check: func(t *testing.T, cfg *Config) {
				expect(t, "Identifier", cfg.Organization.Identifier(), "imagekit")
				expect(t, "added casings", casingKeys(cfg), "imagekit=ImageKit")
			},
		},
		{
			name: "a display name the default rules spell alike", extra: "  name: Acme Corp\n",
			want: []located{{diag.ConfigDerivedName, diag.Note, 2, 9, `sdkgen uses "acme-corp"`}},
			check: func(t *testing.T, cfg *Config) {
				expect(t, "Identifier", cfg.Organization.Identifier(), "acme-corp")
				expect(t, "added casings", casingKeys(cfg), "")
			},
		},
		{
			name: "a custom casing of the name wins", extra: "  name: ImageKit\ncustom_casings:\n  imagekit: {snake: imagekit, pascal: Imagekit, capital: Imagekit, camel: imagekit}\n",
			want: []located{{diag.ConfigDerivedName, diag.Note, 2, 9, `sdkgen uses "imagekit"`}},
			check: func(t *testing.T, cfg *Config) {
				expect(t, "added casings", casingKeys(cfg), "")
			},
		},
		{
			name: "a name with nothing to keep", extra: "  name: \"日本\"\n",
			want: []located{{diag.ConfigInvalidValue, diag.Error, 2, 9, `organization.name: "日本" is a display name, not an identifier`}},
		},
		{
			name: "default_client_name keeps its spelling", extra: "client_settings: {default_client_name: MyPOSConnect, default_client_example_name: pos}\n",
			check: func(t *testing.T, cfg *Config) {
				expect(t, "ClientName", cfg.ClientName(), "MyPOSConnect")
				expect(t, "ClientExampleName", cfg.ClientExampleName(), "pos")
				expect(t, "added casings", casingKeys(cfg), "my_pos_connect=MyPOSConnect")
			},
		},
		{
			name: "default_client_name and example name derived", extra: "client_settings: {default_client_name: my pos-Connect, default_client_example_name: posClient}\n",
			want: []located{{diag.ConfigDerivedName, diag.Note, 8, 40, `client_settings.default_client_name: "my pos-Connect" is not a PascalCase identifier (like AcmeClient); sdkgen uses "MyPosConnect"`}},
			check: func(t *testing.T, cfg *Config) {
				expect(t, "ClientName", cfg.ClientName(), "MyPosConnect")
				expect(t, "ClientExampleName", cfg.ClientExampleName(), "pos_client")
			},
		},
		{
			name: "no example name", extra: "",
			check: func(t *testing.T, cfg *Config) { expect(t, "ClientExampleName", cfg.ClientExampleName(), "client") },
		},
		{
			name: "Go package name with a dash", extra: "targets:\n  go: {package_name: ogx-client}\n",
			want: []located{{diag.ConfigDerivedName, diag.Note, 9, 22, `targets.go.package_name: "ogx-client" is not a Go package name (letters, digits and _, not starting with a digit); sdkgen uses "ogxclient"`}},
			check: func(t *testing.T, cfg *Config) {
				expect(t, "PackageIdent", cfg.Targets.Go.PackageIdent(), "ogxclient")
				expect(t, "PackageName", cfg.Targets.Go.PackageName, "ogx-client")
			},
		},
		{
			name: "Go package name that is a keyword", extra: "targets:\n  go: {package_name: type}\n",
			want: []located{{diag.ConfigDerivedName, diag.Note, 9, 22, `sdkgen uses "typepkg"`}},
		},
		{
			name: "Python package name with dashes", extra: "targets:\n  python: {package_name: acme-sdk.v2-beta}\n",
			want: []located{{diag.ConfigDerivedName, diag.Note, 9, 26, `sdkgen uses "acme_sdk.v2_beta"`}},
			check: func(t *testing.T, cfg *Config) {
				expect(t, "ImportName", cfg.Targets.Python.ImportName(), "acme_sdk.v2_beta")
			},
		},
		{
			name: "Java names with dashes, upper case and keywords", extra: "targets:\n  java: {reverse_domain: com.Acme-Corp.int, package_name: My-SDK}\n",
			want: []located{
				{diag.ConfigDerivedName, diag.Note, 9, 26, `sdkgen uses "com.acme_corp.int_"`},
				{diag.ConfigDerivedName, diag.Note, 9, 59, `sdkgen uses "my_sdk"`},
			},
			check: func(t *testing.T, cfg *Config) {
				expect(t, "ReverseDomainIdent", cfg.Targets.Java.ReverseDomainIdent(), "com.acme_corp.int_")
				expect(t, "PackageIdent", cfg.Targets.Java.PackageIdent(), "my_sdk")
			},
		},
		{
			name: "a one-part reverse domain cannot be derived", extra: "targets:\n  kotlin: {reverse_domain: Acme}\n",
			want: []located{
				{diag.ConfigInvalidValue, diag.Error, 9, 28, `is not a reverse domain of lower-case Java identifiers`},
			},
		},
		{
			name: "valid names are kept without a note", extra: "targets:\n  go: {package_name: acme_go}\n  python: {package_name: acme.sdk}\n",
			check: func(t *testing.T, cfg *Config) {
				expect(t, "PackageIdent", cfg.Targets.Go.PackageIdent(), "acme_go")
				expect(t, "ImportName", cfg.Targets.Python.ImportName(), "acme.sdk")
			},
		},
	})
}

func expect(t *testing.T, what, got, want string) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %q, want %q", what, got, want)
	}
}

// casingKeys lists the casings Casings adds to custom_casings, as term=Pascal.
func casingKeys(cfg *Config) string {
	var out []string
	for _, e := range cfg.Casings().Entries[cfg.CustomCasings.Len():] {
		out = append(out, e.Key+"="+e.Value.Pascal)
	}
	return strings.Join(out, ",")
}

func TestLegacyPackageLayout(t *testing.T) {
	runLoadCases(t, []loadCase{
		{
			name:  "read as targets",
			extra: "  name: acme\n  vcs_org: acme-org\npackage:\n  node:\n    name: \"@acme/sdk\"\n    repo: acme-node\n  go: {name: acme, repo: other/acme-go, skip: true}\n  python: {name: acme-sdk, repo: \"\"}\n",
			want: []located{
				{diag.ConfigDeprecated, diag.Warning, 9, 1, "package is deprecated: this is the 2024 layout; write each entry under targets (sdkgen migrate rewrites the file)"},
				{diag.ConfigDerivedName, diag.Note, 14, 18, `package.python.name: "acme-sdk" is not a Python import name`},
			},
			check: func(t *testing.T, cfg *Config) {
				expect(t, "configured", strings.Join(cfg.Targets.Configured(), ","), "node,python,go")
				expect(t, "node package_name", cfg.Targets.Node.PackageName, "@acme/sdk")
				expect(t, "node production_repo", *cfg.Targets.Node.ProductionRepo, "acme-org/acme-node")
				expect(t, "node Ptr", string(cfg.Targets.Node.Ptr), "/package/node")
				expect(t, "go production_repo", *cfg.Targets.Go.ProductionRepo, "other/acme-go")
				expect(t, "go skip", fmt.Sprint(cfg.Targets.Go.Skip), "true")
				expect(t, "python production_repo", fmt.Sprint(cfg.Targets.Python.ProductionRepo), "<nil>")
				expect(t, "python ImportName", cfg.Targets.Python.ImportName(), "acme_sdk")
			},
		},
		{
			name:  "a repo without an owner",
			extra: "package:\n  typescript: {name: acme, repo: acme-ts}\n",
			want: []located{
				{diag.ConfigDeprecated, diag.Warning, 8, 1, "package is deprecated"},
				{diag.ConfigInvalidValue, diag.Warning, 9, 34, `package.typescript.repo "acme-ts" names no owner and organization.vcs_org is not set, so the target has no production_repo`},
			},
			check: func(t *testing.T, cfg *Config) {
				expect(t, "production_repo", fmt.Sprint(cfg.Targets.TypeScript.ProductionRepo), "<nil>")
			},
		},
		{
			name:  "names are checked as package_name",
			extra: "package:\n  node: {name: \"@Acme/SDK\"}\n",
			want: []located{
				{diag.ConfigDeprecated, diag.Warning, 8, 1, "package is deprecated"},
				{diag.ConfigInvalidValue, diag.Error, 9, 16, `package.node.name: "@Acme/SDK" is not an npm package name`},
			},
			check: func(t *testing.T, cfg *Config) {
				expect(t, "configured", strings.Join(cfg.Targets.Configured(), ","), "")
			},
		},
		{
			name:  "targets win over package",
			extra: "targets:\n  go: {package_name: acme}\npackage:\n  go: {name: other}\n  rust: {name: acme}\n",
			want: []located{
				{diag.ConfigDeprecated, diag.Warning, 10, 1, "package is deprecated"},
				{diag.ConfigConflict, diag.Error, 11, 3, "package.go and targets.go both configure the go target; targets.go is used, delete package.go"},
				{diag.ConfigIgnoredKey, diag.Warning, 12, 3, `unknown key "rust" in package is ignored`},
			},
			check: func(t *testing.T, cfg *Config) { expect(t, "go package_name", cfg.Targets.Go.PackageName, "acme") },
		},
	})
}

func TestCorpusKeysAreTyped(t *testing.T) {
	cfg, list := load([]byte(compatBase + `settings: {mock_server: steady, per_endpoint_security: true}
client_settings: {default_client_name: MyPOSConnect, default_client_example_name: client}
targets:
  typescript:
    package_name: acme
    options: {mcp_server: {package_name: acme-mcp, publish: {npm: true}}}
  java: {reverse_domain: com.acme, package_name: acme, publish: {maven: true}}
  php: {package_name: Acme, composer_package_name: acme/acme-php}
`))
	if list.HasErrors() {
		t.Fatalf("errors:%s", render(list))
	}
	if cfg.Settings.MockServer != "steady" || cfg.Settings.PerEndpointSecurity == nil || !*cfg.Settings.PerEndpointSecurity {
		t.Errorf("settings = %+v", cfg.Settings)
	}
	if npm := cfg.Targets.TypeScript.Options.MCPServer.Publish.NPM; npm == nil || !npm.Enabled {
		t.Errorf("mcp_server.publish.npm = %+v", npm)
	}
	if cfg.Targets.Java.PackageName != "acme" || cfg.Targets.PHP.ComposerPackageName != "acme/acme-php" {
		t.Errorf("targets = %+v %+v", cfg.Targets.Java, cfg.Targets.PHP)
	}
}

func TestSpecDefaultsOfTheSecondCorpus(t *testing.T) {
	envs := "environments: {production: https://api.acme.example}\n"
	examples := "readme: {example_requests: {default: {type: request, endpoint: get /accounts}, headline: {type: request, endpoint: get /accounts}}}\n"
	noOrg := strings.Replace(compatBase, "organization:\n  name: acme\n", "", 1)
	for _, tc := range []struct {
		name   string
		config string
		spec   string
		want   []located
		check  func(t *testing.T, cfg *Config)
	}{
		{
			name:   "organization from the npm scope",
			config: noOrg + envs + examples + "targets:\n  typescript: {package_name: \"@doko_soko/widget\"}\n",
			spec:   compatSpec,
			want:   []located{{diag.ConfigDefaulted, diag.Note, 1, 1, `organization.name is not set: sdkgen uses "doko_soko", from the scope of the npm package name`}},
			check:  func(t *testing.T, cfg *Config) { expect(t, "name", cfg.Organization.Name, "doko_soko") },
		},
		{
			name:   "organization from the spec's title",
			config: noOrg + envs + examples,
			spec:   strings.Replace(compatSpec, "title: Acme", "title: Acme Payments API (beta)", 1),
			want:   []located{{diag.ConfigDefaulted, diag.Note, 1, 1, `organization.name is not set: sdkgen uses "acme-payments", from the spec's info.title`}},
		},
		{
			name:   "no organization to be had",
			config: "organization: {docs: https://acme.example}\n" + noOrg + envs + examples,
			spec:   strings.Replace(compatSpec, "title: Acme", "title: API v2", 1),
			want:   []located{{diag.ConfigMissingKey, diag.Error, 1, 1, "organization.name is not set, and neither an npm package scope nor the spec's info.title gives one"}},
		},
		{
			name:   "the spec's version as a header",
			config: compatBase + envs + examples + "client_settings: {send_openapi_info_version_as_header: Acme-Version}\n",
			spec:   compatSpec,
			check: func(t *testing.T, cfg *Config) {
				v, _ := cfg.ClientSettings.DefaultHeaders.Get("Acme-Version")
				expect(t, "Acme-Version", v, "1")
			},
		},
		{
			name:   "default_headers wins over the version header",
			config: compatBase + envs + examples + "client_settings: {send_openapi_info_version_as_header: Acme-Version, default_headers: {Acme-Version: \"2\"}}\n",
			spec:   compatSpec,
			check: func(t *testing.T, cfg *Config) {
				v, _ := cfg.ClientSettings.DefaultHeaders.Get("Acme-Version")
				expect(t, "Acme-Version", v, "2")
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, list := loadWithSpec(t, []byte(tc.config), tc.spec)
			expectExactly(t, list, tc.want)
			if tc.check != nil {
				tc.check(t, cfg)
			}
		})
	}
}

func TestServerVariableFilledByAnOptionOfTheSameName(t *testing.T) {
	runLoadCases(t, []loadCase{
		{
			name:  "an option named like the variable fills it",
			extra: "environments: {production: \"https://acme.example/org/{org_id}\"}\nclient_settings: {opts: {org_id: {type: string}}}\n",
			want:  []located{{diag.ConfigDefaulted, diag.Note, 8, 28, `environment "production" has the variable {org_id}, which the client option of the same name fills (add server_variable: org_id to it to say so)`}},
			check: func(t *testing.T, cfg *Config) { expect(t, "filler", cfg.ServerVariableOptions()["org_id"], "org_id") },
		},
		{
			name:  "server_variable wins",
			extra: "environments: {production: \"https://acme.example/org/{org_id}\"}\nclient_settings: {opts: {org_id: {type: string}, org: {type: string, server_variable: org_id}}}\n",
			check: func(t *testing.T, cfg *Config) { expect(t, "filler", cfg.ServerVariableOptions()["org_id"], "org") },
		},
		{
			name:  "no option at all",
			extra: "environments: {production: \"https://acme.example/org/{org_id}\"}\n",
			want:  []located{{diag.EnvironmentUnfilledVariable, diag.Error, 8, 28, "which no client option fills"}},
		},
	})
}

func TestSecondCorpusKeys(t *testing.T) {
	runLoadCases(t, []loadCase{
		{
			name: "client option and client settings keys",
			extra: "client_settings:\n  omit_sdkgen_headers: true\n  bearer_token_refresh: {method: PUT, path: /v1/auth/access-tokens, credentials: include, retry_signal_header: X-Retry, skip_request_paths: [/v1/auth/login], expose_on_auth_failure_callback: true}\n" +
				"  opts:\n    session: {type: string, send_in_cookie: session_token, send_as_body_param: project, send_as_path_param: project}\n" +
				"  opt_in_new_security_behaviour: true\n",
			want: []located{{diag.ConfigDeprecated, diag.Warning, 13, 3, "client_settings.opt_in_new_security_behaviour is deprecated: it has no effect"}},
			check: func(t *testing.T, cfg *Config) {
				opt, _ := cfg.ClientSettings.Opts.Get("session")
				expect(t, "send_in_cookie", opt.SendInCookie, "session_token")
				expect(t, "send_as_path_param", opt.SendAsPathParam, "project")
				expect(t, "refresh path", cfg.ClientSettings.BearerTokenRefresh.Path, "/v1/auth/access-tokens")
			},
		},
		{
			name:  "experimental_path_param_encoding is an older spelling",
			extra: "targets:\n  go: {package_name: acme, options: {experimental_path_param_encoding: false}}\n",
			check: func(t *testing.T, cfg *Config) {
				expect(t, "path_param_encoding", fmt.Sprint(*cfg.Targets.Go.Options.PathParamEncoding), "false")
			},
		},
	})
}
