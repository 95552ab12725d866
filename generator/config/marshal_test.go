package config

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// sameConfig compares two configurations by value: free-form nodes are compared by content (their positions
// differ after a round trip) and Ptr fields are ignored (they record where a value was read).
func sameConfig(a, b reflect.Value, path string) error {
	if a.Type() == reflect.TypeFor[*document.Node]() {
		if !document.Equal(a.Interface().(*document.Node), b.Interface().(*document.Node)) {
			return fmt.Errorf("%s: nodes differ", path)
		}
		return nil
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return fmt.Errorf("%s: nil %v vs %v", path, a.IsNil(), b.IsNil())
			}
			return nil
		}
		return sameConfig(a.Elem(), b.Elem(), path)
	case reflect.Struct:
		for i := range a.NumField() {
			if a.Type().Field(i).Type == reflect.TypeFor[document.Pointer]() {
				continue
			}
			if err := sameConfig(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); err != nil {
				return err
			}
		}
		return nil
	case reflect.Slice:
		if a.Len() != b.Len() {
			return fmt.Errorf("%s: length %d vs %d", path, a.Len(), b.Len())
		}
		for i := range a.Len() {
			if err := sameConfig(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		return nil
	}
	if !reflect.DeepEqual(a.Interface(), b.Interface()) {
		return fmt.Errorf("%s: %v vs %v", path, a.Interface(), b.Interface())
	}
	return nil
}

// roundTrip checks Load(Marshal(Load(x))) == Load(x) and that Marshal is stable.
func roundTrip(t testing.TB, data []byte) {
	t.Helper()
	first, list := load(data)
	if first == nil || list.HasErrors() {
		return
	}
	out, err := Marshal(first)
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	second, list2 := load(out)
	if second == nil || list2.HasErrors() {
		t.Fatalf("the marshalled configuration does not load:%s\n%s", render(list2), out)
	}
	if err := sameConfig(reflect.ValueOf(first).Elem(), reflect.ValueOf(second).Elem(), "Config"); err != nil {
		t.Fatalf("round trip changed the configuration: %v\n%s", err, out)
	}
	again, err := Marshal(second)
	if err != nil || string(again) != string(out) {
		t.Fatalf("Marshal is not stable:\n%s\n---\n%s", out, again)
	}
}

func TestMarshalRoundTrip(t *testing.T) {
	inputs := realConfigs(t)
	inputs["kitchen_sink"] = readFixture(t, "valid/kitchen_sink.yml")
	inputs["minimal"] = readFixture(t, "valid/minimal.yml")
	for name, data := range inputs {
		t.Run(name, func(t *testing.T) { roundTrip(t, data) })
	}
}

func TestMarshalKeepsShorthands(t *testing.T) {
	cfg, _ := load(readFixture(t, "valid/kitchen_sink.yml"))
	out, err := Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"# yaml-language-server: $schema=" + SchemaID + "\n",
		"      retrieve: get /accounts/{account_id}\n",
		"      update: patch /accounts/{account_id}\n", // folded, then normalised
		"      error: '#/components/schemas/Error'\n",
		"      maven: true\n",
		"        docker: acme/mcp\n",
		"        - dist/acme.tgz\n",
		"      - '#/components/schemas/Account'\n",
		"  code_samples:\n    readme: true\n",
		"    Schema/IsAmbiguous: true\n",
		"        default_request_options:\n          timeout: PT30S\n",
		"      language_version: \"12\"\n",
		"  file_header: |\n    Copyright Acme.\n",
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(string(out), "  upload_spec: false") {
		t.Errorf("unset values must be left out")
	}
}

// TestMarshalBuiltConfig writes a configuration built in code, as sdkgen init does.
func TestMarshalBuiltConfig(t *testing.T) {
	cfg := &Config{Organization: Organization{Name: "acme", Contact: "support@acme.example"}}
	cfg.Environments.Set("production", "https://api.acme.example")
	accounts := &Resource{}
	accounts.Methods.Set("list", &Method{Endpoint: "get /accounts", Shorthand: true})
	accounts.Methods.Set("create", &Method{Endpoint: "post /accounts", Paginated: &Paginated{Bool: false}})
	cfg.Resources.Set("accounts", accounts)
	cfg.Readme.ExampleRequests.Set("default", &ExampleRequest{Type: "request", Endpoint: "get /accounts"})
	cfg.QuerySettings = QuerySettings{NestedFormat: "brackets", ArrayFormat: "comma"}
	cfg.Settings.License = &License{SPDX: "MIT", Name: "MIT"}
	cfg.Targets.TypeScript = &TypeScriptTarget{PackageName: "acme", Publish: TSPublish{NPM: &NPMPublish{Enabled: true}}}
	out, err := Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	want := `# yaml-language-server: $schema=https://sdkgen.dev/schema/sdkgen.schema.json

organization:
  name: acme
  contact: support@acme.example
targets:
  typescript:
    package_name: acme
    publish:
      npm: true
environments:
  production: https://api.acme.example
resources:
  accounts:
    methods:
      list: get /accounts
      create:
        endpoint: post /accounts
        paginated: false
readme:
  example_requests:
    default:
      type: request
      endpoint: get /accounts
settings:
  license: MIT
query_settings:
  nested_format: brackets
  array_format: comma
`
	if string(out) != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}
	c := &diag.Collector{}
	Load("sdkgen.yml", out, c)
	for _, d := range c.List() {
		t.Errorf("unexpected %s", d)
	}
}

func TestMarshalNil(t *testing.T) {
	if _, err := Marshal(nil); err == nil {
		t.Error("want an error")
	}
}
