package config

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/generator/diag"
)

// realConfigs are the sdkgen.yml files of real projects; they must load without errors.
func realConfigs(t testing.TB) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, name := range []string{"honcho", "lumaai", "onebusaway"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "pairs", name, "sdkgen.yml"))
		if err != nil {
			t.Fatal(err)
		}
		out[name] = data
	}
	return out
}

func readFixture(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// load runs Load on data and returns the configuration and the diagnostics.
func load(data []byte) (*Config, diag.List) {
	c := &diag.Collector{}
	cfg := Load("sdkgen.yml", data, c)
	return cfg, c.List()
}

// variant returns the minimal valid configuration with old replaced by new (old must occur) and extra appended.
func variant(t testing.TB, old, new, extra string) []byte {
	t.Helper()
	base := string(readFixture(t, "valid/minimal.yml"))
	if old != "" {
		if !strings.Contains(base, old) {
			t.Fatalf("variant: %q is not in the minimal config", old)
		}
		base = strings.Replace(base, old, new, 1)
	}
	return []byte(base + extra)
}

func render(l diag.List) string {
	var b strings.Builder
	for _, d := range l {
		b.WriteString("\n  " + d.String())
	}
	return b.String()
}

func TestLoadRealConfigs(t *testing.T) {
	for name, data := range realConfigs(t) {
		t.Run(name, func(t *testing.T) {
			cfg, list := load(data)
			if cfg == nil || list.HasErrors() {
				t.Fatalf("want no errors, got:%s", render(list))
			}
			for _, d := range list {
				if (d.Code != diag.ConfigDeprecated || d.ConfigRef != "/targets/node") && d.Code != diag.TargetNotBuilt {
					t.Errorf("unexpected diagnostic %s", d)
				}
			}
		})
	}
}

func TestLoadRealConfigValues(t *testing.T) {
	real := realConfigs(t)
	honcho, _ := load(real["honcho"])
	docs, _ := honcho.Resources.Get("apps")
	users, _ := docs.Subresources.Get("users")
	collections, _ := users.Subresources.Get("collections")
	documents, _ := collections.Subresources.Get("documents")
	get, _ := documents.Methods.Get("get")
	if want := "get /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/{document_id}"; get.Endpoint != want || !get.Shorthand {
		t.Errorf("folded endpoint = %q (shorthand %v), want %q", get.Endpoint, get.Shorthand, want)
	}
	if got := honcho.Environments.Keys(); strings.Join(got, ",") != "demo,local,production" {
		t.Errorf("environments keep their order: got %v", got)
	}
	if honcho.OpenAPI.CodeSamples == nil || !honcho.OpenAPI.CodeSamples.Mintlify {
		t.Errorf("code_samples: mintlify not decoded")
	}
	def, _ := honcho.Readme.ExampleRequests.Get("default")
	head, _ := honcho.Readme.ExampleRequests.Get("headline")
	if def.Params == nil || head.Params == nil {
		t.Errorf("anchored params not decoded")
	}

	luma, _ := load(real["lumaai"])
	gens, _ := luma.Resources.Get("generations")
	list, _ := gens.Methods.Get("list")
	if list.Paginated == nil || list.Paginated.Bool || list.Paginated.Scheme != "" {
		t.Errorf("paginated: false not decoded: %+v", list.Paginated)
	}
	casing, _ := luma.CustomCasings.Get("lumaai")
	if casing.Pascal != "LumaAI" {
		t.Errorf("custom_casings not decoded: %+v", casing)
	}

	oba, _ := load(real["onebusaway"])
	if !oba.Resources.Has("trip-details") {
		t.Errorf("resource trip-details missing")
	}
	if got := oba.Targets.Java.StagingRepo; got != "OneBusAway/onebusaway-java-staging" {
		t.Errorf("staging_repo = %q", got)
	}
	if m := oba.Targets.Java.Publish.Maven; m == nil || !m.Enabled || m.MavenPlatform != "portal" {
		t.Errorf("maven object form: %+v", m)
	}
}

func TestLoadValidFixtures(t *testing.T) {
	for _, name := range []string{"valid/minimal.yml", "valid/kitchen_sink.yml"} {
		t.Run(name, func(t *testing.T) {
			_, list := load(readFixture(t, name))
			for _, d := range list {
				if d.Level > diag.Note {
					t.Errorf("unexpected %s", d)
				}
			}
		})
	}
}

// TestDiagnosticCodes has one case per code this package emits, with its level and exact position. Each
// fixture is the minimal configuration with one mistake, so it must produce exactly that diagnostic.
func TestDiagnosticCodes(t *testing.T) {
	for _, tc := range []struct {
		fixture   string
		code      diag.Code
		level     diag.Level
		line, col int
		message   string
	}{
		{"syntax_error.yml", diag.ConfigSyntax, diag.Fatal, 18, 1, "mapping values are not allowed"},
		{"duplicate_key.yml", diag.ConfigDuplicateKey, diag.Error, 18, 1, `duplicate key "organization" (first at line 1)`},
		{"unknown_key.yml", diag.ConfigUnknownKey, diag.Error, 18, 1, `unknown key "pagniation" at the top level; did you mean "pagination"?`},
		{"wrong_type.yml", diag.ConfigWrongType, diag.Error, 17, 17, "query_settings.array_format must be a string, not a list"},
		{"missing_key.yml", diag.ConfigMissingKey, diag.Error, 19, 3, `missing required key "package_name" in targets.python`},
		{"invalid_value.yml", diag.ConfigInvalidValue, diag.Error, 16, 18, `"brakets" is not an allowed value; did you mean "brackets"? (allowed: brackets, dots)`},
		{"unknown_edition.yml", diag.ConfigUnknownEdition, diag.Warning, 18, 10, "it acts as 2026-02-23, the newest edition on or before that date"},
		{"deprecated.yml", diag.ConfigDeprecated, diag.Warning, 15, 3, "settings.edition is deprecated: use the top-level edition key"},
		{"conflict.yml", diag.ConfigConflict, diag.Error, 11, 9, "sets both skip and only"},
		{"not_applicable.yml", diag.ConfigNotApplicable, diag.Error, 12, 9, `"endpoint" does not apply to a method of type alias`},
		{"endpoint_not_http.yml", diag.EndpointNotHTTP, diag.Error, 8, 13, `the verb must be lower case ("get /accounts")`},
		{"shared_has_methods.yml", diag.ResourceSharedHasMethod, diag.Error, 7, 5, "$shared may only hold models"},
		{"alias_target_not_found.yml", diag.MethodAliasTarget, diag.Error, 11, 13, `points to "lst", which is not a non-alias method of the same resource; did you mean "list"?`},
		{"webhook_key_opt_not_found.yml", diag.MethodWebhookKeyOpt, diag.Error, 13, 26, `webhook_key_opt "webhook_secret" is not a client option`},
		{"invalid_scheme.yml", diag.PaginationInvalidScheme, diag.Error, 24, 3, "a cursor scheme needs a response field with x-sdkgen-pagination-property: {purpose: next_cursor_field}"},
		{"scheme_not_found.yml", diag.PaginationSchemeNotFound, diag.Error, 10, 20, `paginated names the scheme "cursor_page", which pagination does not define`},
		{"unfilled_variable.yml", diag.EnvironmentUnfilledVariable, diag.Error, 4, 15, "has the variable {region}, which no client option fills"},
		{"unknown_server_variable.yml", diag.ClientOptUnknownServerVar, diag.Error, 22, 24, `client option "region" fills {region}, which no environment URL has`},
		{"constants_unsupported_target.yml", diag.ConstantsUnsupportedTarget, diag.Note, 18, 1, "these configured targets ignore them: java"},
	} {
		t.Run(string(tc.code), func(t *testing.T) {
			_, list := load(readFixture(t, filepath.Join("diag", tc.fixture)))
			if tc.code != diag.TargetNotBuilt { // fixtures that configure an unbuilt target get that note too
				list = slices.DeleteFunc(list, func(d diag.Diagnostic) bool { return d.Code == diag.TargetNotBuilt })
			}
			if len(list) != 1 {
				t.Fatalf("want exactly one diagnostic, got %d:%s", len(list), render(list))
			}
			d := list[0]
			if d.Code != tc.code || d.Level != tc.level || d.Line != tc.line || d.Column != tc.col || d.File != "sdkgen.yml" {
				t.Errorf("got %s\nwant sdkgen.yml:%d:%d: %s[%s]", d, tc.line, tc.col, tc.level, tc.code)
			}
			if !strings.Contains(d.Message, tc.message) {
				t.Errorf("message %q does not contain %q", d.Message, tc.message)
			}
		})
	}
}

func TestSyntaxErrorReturnsNil(t *testing.T) {
	for _, fixture := range []string{"diag/syntax_error.yml", "diag/duplicate_key.yml"} {
		if cfg, _ := load(readFixture(t, fixture)); cfg != nil {
			t.Errorf("%s: want a nil configuration", fixture)
		}
	}
}

func TestDidYouMean(t *testing.T) {
	for _, tc := range []struct {
		name       string
		old, new   string
		extra      string
		want       string
		wantAtLine int
	}{
		{
			name: "top-level key", old: "environments:", new: "enviroments:",
			want: `unknown key "enviroments" at the top level; did you mean "environments"?`, wantAtLine: 3,
		},
		{
			name: "key in a list item", extra: "pagination:\n  - name: p\n    type: fake_page\n    reqest: {}\n    response: {items: {type: array, x-sdkgen-pagination-property: {purpose: items}}}\n",
			want: `unknown key "reqest" in pagination.0; did you mean "request"?`, wantAtLine: 21,
		},
		{
			name: "target key", extra: "targets:\n  python:\n    package_nme: acme\n    package_name: acme\n    publish: {pypi: true}\n",
			want: `unknown key "package_nme" in targets.python; did you mean "package_name"?`, wantAtLine: 20,
		},
		{
			name: "key one level too high", extra: "targets:\n  typescript:\n    package_name: acme\n    npm: true\n    publish: {npm: true}\n",
			want: `unknown key "npm" in targets.typescript is ignored; it belongs under "publish": publish.npm`, wantAtLine: 21,
		},
		{
			name: "enum value", old: "array_format: comma", new: "array_format: indexes",
			want: `query_settings.array_format: "indexes" is not an allowed value; did you mean "indices"?`, wantAtLine: 17,
		},
		{
			name: "shorthand word", old: "license: Apache-2.0", new: "license: apache-2.0",
			want: `settings.license: "apache-2.0" is not an allowed value; did you mean "Apache-2.0"?`, wantAtLine: 14,
		},
		{
			name: "special resource", old: "resources:\n", new: "resources:\n  $clinet: {methods: {status: get /status}}\n",
			want: `unknown special resource "$clinet"; did you mean "$client"?`, wantAtLine: 6,
		},
		{
			name: "unknown key lists the allowed ones", extra: "codeflow: {owners: []}\n",
			want: `unknown key "owners" in codeflow is ignored: this sdkgen does not know it (allowed: release_environment, publish_packages, reviewers, code_owners, detect_breaking_changes)`, wantAtLine: 18,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, list := load(variant(t, tc.old, tc.new, tc.extra))
			for _, d := range list {
				if strings.Contains(d.Message, tc.want) {
					if d.Line != tc.wantAtLine {
						t.Errorf("at line %d, want %d: %s", d.Line, tc.wantAtLine, d)
					}
					return
				}
			}
			t.Errorf("no diagnostic says %q; got:%s", tc.want, render(list))
		})
	}
}

// TestChecks covers the rules of checks.go and the decoder beyond one case per code.
func TestChecks(t *testing.T) {
	type want struct {
		code    diag.Code
		message string
	}
	for _, tc := range []struct {
		name     string
		old, new string
		extra    string
		want     []want // exactly these (in position order); nil = no diagnostics at all
	}{
		// Resources, methods and models.
		{
			name: "method alias needs to", old: "      list: get /accounts\n", new: "      list: get /accounts\n      all: {type: alias}\n",
			want: []want{{diag.ConfigMissingKey, `method alias "all" needs to`}},
		},
		{
			name: "alias cannot point to itself or another alias", old: "      list: get /accounts\n",
			new:  "      list: get /accounts\n      a: {type: alias, to: b}\n      b: {type: alias, to: a}\n",
			want: []want{{diag.MethodAliasTarget, `alias "a" points to "b"`}, {diag.MethodAliasTarget, `alias "b" points to "a"`}},
		},
		{
			name: "http method needs an endpoint", old: "      list: get /accounts\n", new: "      list: {paginated: true}\n",
			want: []want{{diag.ConfigMissingKey, `method "list" needs an endpoint`}},
		},
		{
			name: "webhook_unwrap takes no endpoint", old: "      list: get /accounts\n", new: "      list: get /accounts\n      unwrap: {type: webhook_unwrap, endpoint: post /hook}\n",
			want: []want{{diag.ConfigNotApplicable, `"endpoint" does not apply to a method of type webhook_unwrap`}},
		},
		{
			name: "http method takes no alias keys", old: "      list: get /accounts\n", new: "      list: {endpoint: get /accounts, to: x}\n",
			want: []want{{diag.ConfigNotApplicable, `"to" does not apply to a method of type http`}},
		},
		{
			name: "unknown method type", old: "      list: get /accounts\n", new: "      list: {type: rpc, endpoint: get /accounts}\n",
			want: []want{{diag.ConfigInvalidValue, `"rpc" is not an allowed value`}},
		},
		{
			name: "model alias", old: "      list: get /accounts\n",
			new:  "      list: get /accounts\n    models:\n      account: Account\n      acct: {type: alias, to: acount}\n      bare: {no_params_suffix: true}\n",
			want: []want{{diag.MethodAliasTarget, `did you mean "account"?`}, {diag.ConfigMissingKey, `model "bare" needs openapi_uri`}},
		},
		{
			name: "skip false with only is fine", old: "      list: get /accounts\n", new: "      list: {endpoint: get /accounts, skip: false, only: [go]}\n",
		},
		{
			name: "$shared subresources", old: "resources:\n", new: "resources:\n  $shared:\n    subresources: {x: {}}\n",
			want: []want{{diag.ResourceSharedHasMethod, "move these subresources"}},
		},
		{
			name: "skip languages are checked", old: "      list: get /accounts\n", new: "      list: {endpoint: get /accounts, skip: [pyhton]}\n",
			want: []want{{diag.ConfigInvalidValue, `"pyhton" is not an allowed value; did you mean "python"?`}},
		},
		{
			name: "deprecated per language", old: "      list: get /accounts\n", new: "      list: {endpoint: get /accounts, deprecated: {rust: old}}\n",
			want: []want{{diag.ConfigUnknownKey, `unknown language "rust"`}},
		},
		// Readme.
		{
			name: "file_uploads needs file_param", old: "    headline: {type: request, endpoint: get /accounts}\n",
			new:  "    headline: {type: request, endpoint: get /accounts, file_path: a.png}\n    file_uploads: {type: request, endpoint: get /accounts}\n",
			want: []want{{diag.ConfigNotApplicable, `"file_path" is used only by the file_uploads example`}, {diag.ConfigMissingKey, "needs file_param"}},
		},
		{
			name: "example names", old: "    headline: {type: request, endpoint: get /accounts}\n",
			new:  "    headline: {type: request, endpoint: get /accounts}\n    paginaton: {type: request, endpoint: get /accounts}\n",
			want: []want{{diag.ConfigUnknownKey, `unknown snippet "paginaton" in readme.example_requests; did you mean "pagination"?`}},
		},
		{
			name:  "options with no keys",
			extra: "targets:\n  php: {package_name: acme, options: {strict: true}}\n",
			want:  []want{{diag.ConfigIgnoredKey, `unknown key "strict" is ignored: targets.php.options takes no keys`}},
		},
		// Pagination.
		{
			name: "list form needs unique names",
			extra: "pagination:\n  - {type: fake_page, request: {}, response: {d: {type: array, x-sdkgen-pagination-property: {purpose: items}}}}\n" +
				"  - {name: a, type: fake_page, request: {}, response: {d: {type: array, x-sdkgen-pagination-property: {purpose: items}}}}\n" +
				"  - {name: a, type: fake_page, request: {}, response: {d: {type: array, x-sdkgen-pagination-property: {purpose: items}}}}\n",
			want: []want{{diag.ConfigMissingKey, "needs a name"}, {diag.PaginationInvalidScheme, `name "a" is used twice`}},
		},
		{
			name: "roles on the wrong side, of another type, twice",
			extra: "pagination:\n  type: offset\n  request:\n    offset: {type: integer, x-sdkgen-pagination-property: {purpose: offset_count_param}}\n" +
				"    total: {type: integer, x-sdkgen-pagination-property: {purpose: offset_total_count_field}}\n" +
				"    page: {type: integer, x-sdkgen-pagination-property: {purpose: page_number_param}}\n" +
				"  response:\n    data: {type: array, x-sdkgen-pagination-property: {purpose: items}}\n" +
				"    more: {type: array, x-sdkgen-pagination-property: {purpose: items}}\n",
			want: []want{
				{diag.PaginationInvalidScheme, "offset_total_count_field is a response role; it cannot be used in request"},
				{diag.PaginationInvalidScheme, "page_number_param is not a role of an offset scheme"},
				{diag.PaginationInvalidScheme, "the role items is used twice in this scheme (first at pagination.response.data)"},
			},
		},
		{
			name: "cursor_id needs cursor_item_id",
			extra: "pagination:\n  type: cursor_id\n  request:\n    after: {type: string, x-sdkgen-pagination-property: {purpose: next_cursor_id_param}}\n" +
				"  response:\n    data: {type: array, x-sdkgen-pagination-property: {purpose: items}}\n",
			want: []want{{diag.PaginationInvalidScheme, "a cursor_id scheme needs cursor_item_id"}},
		},
		{
			name: "response flags on a request parameter",
			extra: "pagination:\n  type: page_number\n  request:\n    page: {type: integer, x-sdkgen-pagination-property: {purpose: page_number_param, from_header: X-Page}}\n" +
				"  response:\n    data: {type: array, x-sdkgen-pagination-property: {purpose: items}}\n",
			want: []want{{diag.PaginationInvalidScheme, "from_header describes a response field"}},
		},
		{
			name: "paginated names an existing scheme",
			old:  "      list: get /accounts\n", new: "      list: {endpoint: get /accounts, paginated: page}\n",
			extra: "pagination:\n  - {name: page, type: fake_page, request: {}, response: {d: {type: array, x-sdkgen-pagination-property: {purpose: items}}}}\n",
		},
		// Custom casings.
		{
			name:  "casing forms",
			extra: "custom_casings:\n  a: {}\n  b: {initialism: true, snake: b}\n  c: {pascal: C}\n  d: {singular: {snake: d, pascal: D, capital: D, camel: d}}\n",
			want: []want{
				{diag.ConfigMissingKey, "custom_casings.a needs one of"},
				{diag.ConfigConflict, "custom_casings.b mixes two forms"},
				{diag.ConfigMissingKey, "custom_casings.c needs camel too"},
				{diag.ConfigMissingKey, "custom_casings.c needs capital too"},
				{diag.ConfigMissingKey, "custom_casings.c needs snake too"},
				{diag.ConfigMissingKey, "custom_casings.d needs plural too"},
			},
		},
		// Environments.
		{
			name: "no environments", old: "environments:\n  production: https://api.acme.example/v1\n", new: "environments: {}\n",
			want: []want{{diag.ConfigInvalidValue, "environments needs at least one entry"}},
		},
		{
			name: "filled variable", old: "https://api.acme.example/v1", new: "https://{region}.api.acme.example/v1",
			extra: "client_settings: {opts: {region: {type: string, default: us, server_variable: region}}}\n",
		},
		{
			name: "environment URL format", old: "https://api.acme.example/v1", new: "api.acme.example/v1",
			want: []want{{diag.ConfigInvalidValue, "is not an absolute http(s) URL"}},
		},
		// Streaming.
		{
			name: "on_event rules",
			extra: "streaming:\n  on_event:\n    - {kind: fallthrough, handle: yield}\n    - {handle: done}\n" +
				"    - {kind: fallthrough, event_type: x, handle: yield}\n    - {event_type: error, handle: error, error_property: error}\n",
			want: []want{
				{diag.ConfigInvalidValue, "it may only be the last rule"},
				{diag.ConfigMissingKey, "needs a matcher"},
				{diag.ConfigConflict, "cannot be combined with event_type"},
				{diag.ConfigNotApplicable, "error_property applies only to handle: yield"},
			},
		},
		// Targets.
		{
			name:  "terraform needs production_repo",
			extra: "targets:\n  terraform: {provider_name: acme, publish: {tf_registry: true}}\n",
			want: []want{
				{diag.ConfigMissingKey, "the terraform target needs production_repo: <owner>/terraform-provider-<name>"},
			},
		},
		{
			name:  "terraform without a repository yet",
			extra: "targets:\n  terraform: {provider_name: acme, production_repo: null, publish: {tf_registry: false}}\n",
		},
		{
			name:  "terraform repository name",
			extra: "targets:\n  terraform: {provider_name: acme, production_repo: acme/acme-terraform, publish: {tf_registry: true}}\n",
			want:  []want{{diag.ConfigInvalidValue, `repository named terraform-provider-<name>, not "acme-terraform"`}},
		},
		{
			name:  "python version range older than the runtime",
			extra: "targets:\n  python: {package_name: acme, publish: {pypi: true}, options: {python_version_range: \">=3.8\"}}\n",
			want:  []want{{diag.ConfigInvalidValue, `">=3.8" allows Python 3.8; the SDK runtime needs 3.9 or later`}},
		},
		{
			name:  "python version range that is no specifier",
			extra: "targets:\n  python: {package_name: acme, publish: {pypi: true}, options: {python_version_range: \"3.9+\"}}\n",
			want:  []want{{diag.ConfigInvalidValue, `"3.9+" is not a version specifier`}},
		},
		{
			name:  "node target rejects typescript-only options",
			extra: "targets:\n  node:\n    package_name: acme\n    publish: {npm: {auth_method: oidc}}\n    options: {enable_treeshaking: true, package_manager: pnpm}\n",
			want: []want{
				{diag.ConfigDeprecated, "targets.node is deprecated"},
				{diag.ConfigWrongType, "targets.node.publish.npm must be a boolean"},
				{diag.ConfigUnknownKey, "options.enable_treeshaking is a typescript-only option"},
				{diag.ConfigUnknownKey, "options.package_manager is a typescript-only option"},
			},
		},
		{
			name:  "php publish without packagist",
			extra: "targets:\n  php: {package_name: acme, publish: {release: {prerelease: true}}}\n",
			want:  nil,
		},
		{
			name:  "php without publish",
			extra: "targets:\n  php: {package_name: acme}\n",
			want:  nil,
		},
		{
			name:  "csharp language_version",
			extra: "targets:\n  csharp: {package_name: Acme, publish: {nuget: true}, options: {language_version: 11}}\n",
			want:  []want{{diag.TargetNotBuilt, "csharp"}, {diag.ConfigInvalidValue, `"11" is not an allowed value (allowed: 10, 12)`}},
		},
		{
			name:  "go code_style wins over enable_v2",
			extra: "targets:\n  go: {package_name: acme, options: {code_style: v1, enable_v2: migration}}\n",
			want:  []want{{diag.ConfigNotApplicable, `enable_v2 is ignored: code_style "v1" takes precedence`}},
		},
		{
			name:  "repository formats",
			extra: "targets:\n  go: {package_name: acme, production_repo: acme, staging_repo: acme/go#main}\n",
			want:  []want{{diag.ConfigInvalidValue, "write <owner>/<repo> with an optional #<branch>"}, {diag.ConfigInvalidValue, "write <owner>/<repo>, e.g."}},
		},
		{
			name:  "production_repo null",
			extra: "targets:\n  go: {package_name: acme, production_repo: null}\n",
		},
		{
			name:  "string field given a number",
			extra: "targets:\n  go: {package_name: acme, options: {go_language_version: 1.22}}\n",
			want:  []want{{diag.ConfigWrongType, `must be a string, not the number 1.22 (quote it: "1.22")`}},
		},
		{
			name: "soft formats warn and keep the value",
			old:  "  name: acme\n", new: "  name: acme\n  contact: support\n",
			want: []want{{diag.ConfigInvalidValue, "is not an e-mail address"}},
		},
		// OpenAPI.
		{
			name:  "transforms and its alias",
			extra: "openapi:\n  transforms: []\n  transformations: []\n",
			want:  []want{{diag.ConfigConflict, `openapi.transforms and openapi.transformations are the same setting`}},
		},
		{
			name:  "transformations alone",
			extra: "openapi:\n  transformations: [{command: oneOfToAnyOf}]\n",
		},
		// Diagnostics.
		{
			name:  "ignore entries",
			extra: "diagnostics:\n  ignored:\n    A/B: false\n    C/D: [{reason: x}, {location: a, target: go}]\n",
			want: []want{
				{diag.ConfigInvalidValue, "false ignores nothing"},
				{diag.ConfigMissingKey, "needs a location or a target"},
				{diag.ConfigConflict, "names a location or a target, not both"},
			},
		},
		// Editions.
		{
			name:  "target edition of another target",
			extra: "targets:\n  python: {edition: typescript.2025-10-08, package_name: acme, publish: {pypi: true}}\n",
			want:  []want{{diag.ConfigInvalidValue, `"typescript.2025-10-08" is not an edition of the python target`}},
		},
		{
			name: "settings.edition contradicts edition", old: "  license: Apache-2.0\n", new: "  license: Apache-2.0\n  edition: 2025-10-10\n",
			extra: "edition: 2026-01-30\n",
			want:  []want{{diag.ConfigDeprecated, "settings.edition is deprecated"}, {diag.ConfigConflict, `settings.edition "2025-10-10" contradicts edition "2026-01-30"`}},
		},
		// Durations.
		{
			name:  "durations",
			extra: "client_settings: {default_timeout: P1M}\n",
			want:  []want{{diag.ConfigInvalidValue, "years and months have no fixed length"}},
		},
		// The whole file.
		{
			name: "empty file", old: "", new: "",
			extra: "",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := variant(t, tc.old, tc.new, tc.extra)
			if tc.name == "empty file" {
				data = nil
				tc.want = []want{{diag.ConfigWrongType, "must be a mapping of keys"}}
			}
			_, list := load(data)
			if len(list) != len(tc.want) {
				t.Fatalf("want %d diagnostics, got %d:%s", len(tc.want), len(list), render(list))
			}
			for i, w := range tc.want {
				if list[i].Code != w.code || !strings.Contains(list[i].Message, w.message) {
					t.Errorf("diagnostic %d: got %s\nwant [%s] containing %q", i, list[i], w.code, w.message)
				}
				if list[i].Line == 0 {
					t.Errorf("diagnostic %d has no position: %s", i, list[i])
				}
			}
		})
	}
}

// TestInvalidValuesAreSkipped checks that Load keeps what is valid and leaves out what is not.
func TestInvalidValuesAreSkipped(t *testing.T) {
	data := variant(t, "      list: get /accounts\n", "      list: get /accounts\n      bad: GET /x\n", "")
	cfg, list := load(data)
	if !list.HasErrors() || cfg == nil {
		t.Fatalf("want errors and a configuration")
	}
	accounts, _ := cfg.Resources.Get("accounts")
	if !accounts.Methods.Has("list") || accounts.Methods.Has("bad") {
		t.Errorf("methods = %v, want only the valid one", accounts.Methods.Keys())
	}
	if cfg.QuerySettings.NestedFormat != "brackets" {
		t.Errorf("the rest of the file must still be decoded")
	}
}

func TestPointers(t *testing.T) {
	cfg, _ := load(readFixture(t, "valid/kitchen_sink.yml"))
	for _, tc := range []struct {
		got, want string
	}{
		{string(cfg.Organization.Ptr), "/organization"},
		{string(cfg.Targets.TypeScript.Ptr), "/targets/typescript"},
		{string(cfg.Targets.TypeScript.Publish.Ptr), "/targets/typescript/publish"},
		{string(cfg.Targets.TypeScript.Publish.NPM.Ptr), "/targets/typescript/publish/npm"},
		{string(cfg.Pagination.Schemes[1].Ptr), "/pagination/1"},
		{string(cfg.Resources.Ptr), "/resources"},
		{string(cfg.ClientSettings.Opts.Ptr), "/client_settings/opts"},
		{string(cfg.Streaming.OnEvent[3].Ptr), "/streaming/on_event/3"},
		{string(cfg.Diagnostics.Ignored.Entries[1].Value.Places[1].Ptr), "/diagnostics/ignored/Name~1Collision/1"},
	} {
		if tc.got != tc.want {
			t.Errorf("Ptr = %q, want %q", tc.got, tc.want)
		}
	}
}

// TestLimits feeds hostile inputs: each must fail fast with a located syntax error.
func TestLimits(t *testing.T) {
	bomb := "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
	for i := 'b'; i <= 'j'; i++ {
		bomb += fmt.Sprintf("%c: &%c [*%c, *%c, *%c, *%c, *%c, *%c, *%c, *%c, *%c, *%c]\n", i, i, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1)
	}
	deep := strings.Repeat("[", 10000) + strings.Repeat("]", 10000)
	deepYAML := ""
	for i := range 200 {
		deepYAML += strings.Repeat("  ", i) + "k:\n"
	}
	large := "organization: {name: acme}\nx: \"" + strings.Repeat("a", 9<<20) + "\"\n"
	for _, tc := range []struct {
		name, data, message string
	}{
		{"alias bomb", bomb, "expands to more than"},
		{"deep JSON", deep, "nests deeper than"},
		{"deep YAML", deepYAML, "nests deeper than"},
		{"large", large, "more than the limit"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			cfg, list := load([]byte(tc.data))
			if elapsed := time.Since(start); elapsed > 2*time.Second {
				t.Errorf("took %v", elapsed)
			}
			if cfg != nil || len(list) != 1 {
				t.Fatalf("want one diagnostic and no configuration, got:%s", render(list))
			}
			d := list[0]
			if d.Code != diag.ConfigSyntax || d.Level != diag.Fatal || d.Line == 0 || !strings.Contains(d.Message, tc.message) {
				t.Errorf("got %s, want a located fatal Config/SyntaxError saying %q", d, tc.message)
			}
		})
	}
}

func TestJSONInput(t *testing.T) {
	data := []byte(`{"organization": {"name": "acme"}, "environments": {"production": "https://api.acme.example"},
"resources": {"a": {"methods": {"list": "get /a"}}}, "readme": {"example_requests": {
"default": {"type": "request", "endpoint": "get /a"}, "headline": {"type": "request", "endpoint": "get /a"}}},
"settings": {}, "query_settings": {"nested_format": "dot"}}`)
	_, list := load(data)
	if len(list) != 1 || list[0].Code != diag.ConfigInvalidValue || list[0].Line != 4 {
		t.Errorf("got:%s", render(list))
	}
}

// TestManyProblems feeds wide hostile inputs: reporting stays linear and stops after maxDiagnostics.
func TestManyProblems(t *testing.T) {
	var aliases, keys strings.Builder
	aliases.WriteString("resources:\n  r:\n    methods:\n")
	for i := 0; aliases.Len() < 1<<20; i++ {
		fmt.Fprintf(&aliases, "      m%d: {type: alias, to: x%d}\n", i, i)
	}
	for i := 0; keys.Len() < 1<<20; i++ {
		fmt.Fprintf(&keys, "k%d: 1\n", i)
	}
	for name, data := range map[string]string{"aliases": aliases.String(), "unknown keys": keys.String()} {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			_, list := load([]byte(data))
			if elapsed := time.Since(start); elapsed > 10*time.Second {
				t.Errorf("took %v", elapsed)
			}
			too := 0
			for _, d := range list {
				if d.Code == diag.ConfigTooManyProblems {
					too++
					if d.Level != diag.Error || d.Line == 0 {
						t.Errorf("got %s, want a located error", d)
					}
				}
			}
			if len(list) != maxDiagnostics+1 || too != 1 {
				t.Errorf("want %d diagnostics, one of them Config/TooManyProblems; got %d: %v", maxDiagnostics+1, len(list), list.Codes())
			}
		})
	}
}
