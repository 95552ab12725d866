package golang_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/sdkgen/sdkgen/generator/tree"

	"github.com/sdkgen/sdkgen/targets/golang"
)

// builtModule writes a generated module to a temporary folder and returns it with the environment to run the go
// command in (offline, the module's own dependencies); it skips the test in -short mode or without a go command.
func builtModule(t *testing.T, tr *tree.Tree) (dir, goBin string, env []string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds generated modules")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	dir = filepath.Join(t.TempDir(), "sdk")
	if err := tr.WriteDir(dir); err != nil {
		t.Fatal(err)
	}
	return dir, goBin, append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off", "GOTOOLCHAIN=local")
}

// onePathConfig is an sdkgen.yml with one resource, its model and a retrieve method at get path, whose README
// examples call it with param set to value.
func onePathConfig(resource, model, schema, path, param, value string) string {
	example := "      type: request\n      endpoint: get " + path + "\n      params: { " + param + ": " + value + " }\n"
	return "organization:\n  name: acme\nenvironments:\n  production: https://api.acme.example\nresources:\n  " + resource +
		":\n    models:\n      " + model + ": " + schema + "\n    methods:\n      retrieve: get " + path +
		"\nreadme:\n  example_requests:\n    default:\n" + example + "    headline:\n" + example +
		"targets:\n  go:\n    package_name: acme\n"
}

// onePathSpec is an OpenAPI document with one get operation at path, taking the string path param param and
// returning the component schema schema, and the component schemas given as YAML indented under schemas:.
func onePathSpec(path, param, schema, schemas string) string {
	return "openapi: 3.1.0\ninfo: { title: Acme, version: 1.0.0 }\npaths:\n  " + path + ":\n    get:\n      parameters:\n" +
		"        - { name: " + param + ", in: path, required: true, schema: { type: string } }\n      responses:\n" +
		"        \"200\":\n          description: OK.\n          content:\n            application/json:\n" +
		"              schema: { $ref: \"#/components/schemas/" + schema + "\" }\ncomponents:\n  schemas:\n" + schemas
}

// writePair writes a spec and an sdkgen.yml with a go target into a temporary folder and returns its path.
func writePair(t *testing.T, spec, cfg string) string {
	t.Helper()
	dir := t.TempDir()
	write(t, filepath.Join(dir, "openapi.yml"), spec)
	write(t, filepath.Join(dir, "sdkgen.yml"), cfg)
	return dir
}

var eventsConfig = onePathConfig("events", "event", "Event", "/events/{event_id}", "event_id", "ev_1")

// eventsSpec has a union whose mapping lists Click under two values and whose LegacyClick variant, which the
// mapping leaves out, carries the value the mapping gives Click, as OpenAI's spec has it.
var eventsSpec = onePathSpec("/events/{event_id}", "event_id", "Event", `    Event:
      oneOf:
        - $ref: "#/components/schemas/Click"
        - $ref: "#/components/schemas/Tap"
        - $ref: "#/components/schemas/LegacyClick"
      discriminator:
        propertyName: type
        mapping:
          click: "#/components/schemas/Click"
          press: "#/components/schemas/Click"
          tap: "#/components/schemas/Tap"
    Click:
      type: object
      required: [type]
      properties:
        type: { type: string, enum: [click, press] }
        x: { type: integer }
    Tap:
      type: object
      required: [type]
      properties:
        type: { type: string, enum: [tap] }
    LegacyClick:
      type: object
      required: [type]
      properties:
        type: { type: string, enum: [click] }
        position: { type: string }
`)

// TestDiscriminatorCasesUnique: AsAny has one case per discriminator value, given to the first variant that has
// it, and every value the mapping lists for a schema selects that schema's variant.
func TestDiscriminatorCasesUnique(t *testing.T) {
	in, _ := loadInput(t, writePair(t, eventsSpec, eventsConfig))
	tr, err := golang.Target{}.Generate(t.Context(), in)
	if err != nil {
		t.Fatal(err)
	}
	got := asAnyCases(t, fileText(t, tr, "event.go"))
	want := map[string]string{"click": "AsClick", "press": "AsClick", "tap": "AsTap"}
	if len(got) != len(want) {
		t.Errorf("AsAny cases %v, want %v", got, want)
	}
	for value, method := range want {
		if got[value] != method {
			t.Errorf("AsAny: %q selects %q, want %q (cases %v)", value, got[value], method, got)
		}
	}
}

// asAnyCases parses a file and maps each value of the AsAny switch to the As method its case calls; a value
// listed twice fails the test.
func asAnyCases(t *testing.T, src string) map[string]string {
	t.Helper()
	file, err := parser.ParseFile(token.NewFileSet(), "event.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	ast.Inspect(file, func(n ast.Node) bool {
		fn, ok := n.(*ast.FuncDecl)
		if !ok || fn.Name.Name != "AsAny" {
			return true
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			c, ok := n.(*ast.CaseClause)
			if !ok {
				return true
			}
			method := caseCall(c)
			for _, e := range c.List {
				lit, ok := e.(*ast.BasicLit)
				if !ok {
					continue
				}
				v, _ := strconv.Unquote(lit.Value)
				if prev, dup := out[v]; dup {
					t.Errorf("AsAny lists %q twice (%s and %s)", v, prev, method)
				}
				out[v] = method
			}
			return false
		})
		return false
	})
	if len(out) == 0 {
		t.Fatalf("no AsAny cases in:\n%s", src)
	}
	return out
}

// caseCall is the name of the method a case clause's return calls.
func caseCall(c *ast.CaseClause) string {
	for _, s := range c.Body {
		if r, ok := s.(*ast.ReturnStmt); ok && len(r.Results) == 1 {
			if call, ok := r.Results[0].(*ast.CallExpr); ok {
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
					return sel.Sel.Name
				}
			}
		}
	}
	return ""
}
