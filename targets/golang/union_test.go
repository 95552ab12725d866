package golang_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/sdkgen/sdkgen/targets/golang"
)

// writePair writes a spec and an sdkgen.yml with a go target into a temporary folder and returns its path.
func writePair(t *testing.T, spec, cfg string) string {
	t.Helper()
	dir := t.TempDir()
	write(t, filepath.Join(dir, "openapi.yml"), spec)
	write(t, filepath.Join(dir, "sdkgen.yml"), cfg)
	return dir
}

const eventsConfig = `organization:
  name: acme
environments:
  production: https://api.acme.example
resources:
  events:
    models:
      event: Event
    methods:
      retrieve: get /events/{event_id}
readme:
  example_requests:
    default:
      type: request
      endpoint: get /events/{event_id}
      params: { event_id: ev_1 }
    headline:
      type: request
      endpoint: get /events/{event_id}
      params: { event_id: ev_1 }
targets:
  go:
    package_name: acme
`

// eventsSpec has a union whose mapping lists Click under two values and whose LegacyClick variant, which the
// mapping leaves out, carries the value the mapping gives Click, as OpenAI's spec has it.
const eventsSpec = `openapi: 3.1.0
info: { title: Acme, version: 1.0.0 }
paths:
  /events/{event_id}:
    get:
      operationId: getEvent
      parameters:
        - { name: event_id, in: path, required: true, schema: { type: string } }
      responses:
        "200":
          description: The event.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Event" }
components:
  schemas:
    Event:
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
`

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
