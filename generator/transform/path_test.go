package transform

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/document"
)

// sampleSpec is a small spec that the evaluation and transform tests share.
const sampleSpec = `openapi: 3.1.0
info:
  title: Pets
  version: "1"
paths:
  /v1/accounts/{id}:
    get:
      operationId: getAccount
      parameters:
        - name: id
          in: path
          required: true
          schema: {type: string}
        - name: expand
          in: query
          schema: {type: array, items: {type: string}}
      responses:
        "200":
          description: OK
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Account'}
    delete:
      operationId: deleteAccount
      deprecated: true
      responses:
        "204": {description: Gone}
components:
  schemas:
    Account:
      type: object
      properties:
        id: {type: string}
        balance: {type: number, minimum: 0}
        x-internal-note: {type: string}
    Money:
      type: object
      properties:
        amount: {type: integer}
        currency: {type: string}
`

func parseYAML(t testing.TB, text string) *document.Node {
	t.Helper()
	n, err := document.ParseYAML("test.yml", []byte(text), document.ConfigLimits)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return n
}

func TestParsePathErrors(t *testing.T) {
	tests := []struct {
		path string
		col  int
		msg  string
	}{
		{"", 1, "starts with $"},
		{"paths.x", 1, "starts with $"},
		{"@.a", 1, "starts with $"},
		{"$.", 3, "expected a member name"},
		{"$..", 4, "expected a member name"},
		{"$. a", 4, "no space"},
		{"$.a b", 5, `unexpected "b"`},
		{"$[", 3, "expected a quoted name"},
		{"$['a'", 6, "expected , or ]"},
		{"$['a]", 3, "unterminated string"},
		{`$['\q']`, 4, `unknown escape \q`},
		{`$['\u12']`, 4, "four hex digits"},
		{"$[1.5]", 3, "whole number"},
		{"$[9007199254740992]", 3, "out of range"},
		{"$[-]", 3, "'-' must be followed by a number"},
		{"$[1 2]", 5, "expected , or ]"},
		{"$[?(@.a == )]", 12, "expected @, $, a string"},
		{"$[?(@.a = 1)]", 9, "single '='"},
		{"$[?(@.a == 1]", 13, "expected ) to close the ( at column 4"},
		{"$[?@.a & @.b]", 8, "use &&"},
		{"$[?(@..a == 1)]", 5, "query for one value"},
		{"$[?(@.a == @.*)]", 9, "on the right of"},
		{"$[?(@.a =~ /[/)]", 12, "invalid regular expression"},
		{"$[?(@.a =~ /x/g)]", 15, "unknown regular expression flag"},
		{"$[?(@.a =~ /x)]", 12, "unterminated regular expression"},
		{"$[?(@.a =~ 3)]", 12, "expected a regular expression"},
		{"$[?length(@.a) == 1]", 4, "function length() is not supported"},
		{"$[?!@.a == 1]", 4, "put the comparison in parentheses"},
		{"$[?'x']", 4, "a value alone is not a condition"},
		{"$[?(@property == 'x')]", 5, "@property is not supported"},
		{"$[?(@.a ==== 1)]", 12, "single '='"},
		{"$[?yes]", 4, `unexpected word "yes"`},
		{"$[?(@.a == 1e)]", 14, "exponent needs digits"},
		{"$.a#", 4, `unexpected character '#'`},
		{"$[?(@.schema == {})]", 17, `unexpected character '{'`},
		{"$['é'] x", 8, `unexpected "x"`},
		{"$[?" + strings.Repeat("(", 100), 4 + maxNesting, "nests deeper"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			_, err := ParsePath(tt.path)
			var pe *PathError
			if !errors.As(err, &pe) {
				t.Fatalf("ParsePath(%q) = %v, want a *PathError", tt.path, err)
			}
			if pe.Col != tt.col || !strings.Contains(pe.Msg, tt.msg) {
				t.Errorf("ParsePath(%q) error = column %d: %s; want column %d containing %q", tt.path, pe.Col, pe.Msg, tt.col, tt.msg)
			}
		})
	}
}

func TestSelect(t *testing.T) {
	spec := parseYAML(t, sampleSpec)
	const get = "/paths/~1v1~1accounts~1{id}/get"
	const del = "/paths/~1v1~1accounts~1{id}/delete"
	const schemas = "/components/schemas"
	tests := []struct {
		path string
		want []string
	}{
		{"$", []string{""}},
		{"$.info.title", []string{"/info/title"}},
		{" $.info.title ", []string{"/info/title"}},
		{"$.info.*", []string{"/info/title", "/info/version"}},
		{"$.info[*]", []string{"/info/title", "/info/version"}},
		{"$.nope", nil},
		{"$.info.title.nope", nil},
		{"$.paths['/v1/accounts/{id}'].get", []string{get}},
		{`$["paths"]["/v1/accounts/{id}"].get.operationId`, []string{get + "/operationId"}},
		{"$.paths.*.*.operationId", []string{get + "/operationId", del + "/operationId"}},
		{"$.paths.*.get.responses.200.description", []string{get + "/responses/200/description"}},
		{"$..parameters[0].name", []string{get + "/parameters/0/name"}},
		{"$..parameters[-1].name", []string{get + "/parameters/1/name"}},
		{"$..parameters[-3]", nil},
		{"$..parameters[*].name", []string{get + "/parameters/0/name", get + "/parameters/1/name"}},
		{"$..parameters[1:].name", []string{get + "/parameters/1/name"}},
		{"$..parameters[::-1].name", []string{get + "/parameters/0/name", get + "/parameters/1/name"}},
		{"$..parameters[1,0,1].in", []string{get + "/parameters/0/in", get + "/parameters/1/in"}},
		{"$.components.schemas['Money','Account'].type", []string{schemas + "/Account/type", schemas + "/Money/type"}},
		{"$..x-internal-note", []string{schemas + "/Account/properties/x-internal-note"}},
		{"$..$ref", []string{get + "/responses/200/content/application~1json/schema/$ref"}},
		{"$..[?(@.name == 'id')]", []string{get + "/parameters/0"}},
		{`$..[?@.in == "query"].name`, []string{get + "/parameters/1/name"}},
		{"$..parameters[?(@.required)]", []string{get + "/parameters/0"}},
		{"$..parameters[?(!@.required)].name", []string{get + "/parameters/1/name"}},
		{"$..parameters[?(@.name != 'id' && @.in)].name", []string{get + "/parameters/1/name"}},
		{"$..[?(@.deprecated == true)].operationId", []string{del + "/operationId"}},
		{"$.components.schemas[?(@.properties.balance.minimum >= 0)]", []string{schemas + "/Account"}},
		{"$.components.schemas[?(@.properties.balance.minimum > 0)]", nil},
		{"$.components.schemas[?(@.properties.balance.minimum < 1)]", []string{schemas + "/Account"}},
		{"$.components.schemas[?(@.properties.balance.minimum <= -1.5e0)]", nil},
		{"$.components.schemas[?(@.type == 'object' && @.properties.amount)]", []string{schemas + "/Money"}},
		{"$.components.schemas[?(@.properties.amount || @.properties.balance)]", []string{schemas + "/Account", schemas + "/Money"}},
		{"$.components.schemas[?!(@.properties.amount)]", []string{schemas + "/Account"}},
		{"$.components.schemas[?(@.properties['x-internal-note'])]", []string{schemas + "/Account"}},
		{"$.components.schemas[?(@..minimum)]", []string{schemas + "/Account"}},
		{"$..[?(@.operationId =~ /^get/)].operationId", []string{get + "/operationId"}},
		{"$..[?(@.operationId =~ /^GET/i)].operationId", []string{get + "/operationId"}},
		{"$..[?(@.operationId =~ 'Account$')].operationId", []string{get + "/operationId", del + "/operationId"}},
		{"$..[?(@.operationId < 'e')].operationId", []string{del + "/operationId"}},
		{"$..[?(@.operationId === 'getAccount')].operationId", []string{get + "/operationId"}},
		{"$..[?(@.operationId !== 'getAccount')].operationId", []string{del + "/operationId"}},
		{"$..[?(@.nope == null)]", nil},
		{"$.info[?(@.nope == @.other)]", []string{"/info/title", "/info/version"}}, // two absent values are equal
		{"$..parameters[?(@.schema.type == $.components.schemas.Account.properties.id.type)].name", []string{get + "/parameters/0/name"}},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			p, err := ParsePath(tt.path)
			if err != nil {
				t.Fatalf("ParsePath: %v", err)
			}
			var got []string
			for _, m := range p.Select(spec) {
				got = append(got, string(m.Pointer()))
				if n, err := spec.Lookup(m.Pointer()); err != nil || n != m.Node {
					t.Errorf("match %s does not point at its node", m.Pointer())
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Select(%s) = %q, want %q", tt.path, got, tt.want)
			}
		})
	}
}

func TestSelectMatchParent(t *testing.T) {
	spec := parseYAML(t, sampleSpec)
	p, err := ParsePath("$..parameters[1]")
	if err != nil {
		t.Fatal(err)
	}
	m := p.Select(spec)
	if len(m) != 1 || m[0].Parent == nil || m[0].Parent.Kind != document.Array || m[0].Index != 1 || m[0].Parent.Items[1] != m[0].Node {
		t.Fatalf("Select = %+v, want the second parameter with its array and index", m)
	}
	p, _ = ParsePath("$.info.title")
	m = p.Select(spec)
	if len(m) != 1 || m[0].Key != "title" || m[0].Index != -1 || m[0].Parent.Get("title") != m[0].Node {
		t.Fatalf("Select = %+v, want info.title with its object and key", m)
	}
}

func TestSlices(t *testing.T) {
	arr := parseYAML(t, "[0, 1, 2, 3, 4]")
	tests := []struct {
		path string
		want []string
	}{
		{"$[1:3]", []string{"1", "2"}},
		{"$[:2]", []string{"0", "1"}},
		{"$[-2:]", []string{"3", "4"}},
		{"$[::2]", []string{"0", "2", "4"}},
		{"$[::-2]", []string{"0", "2", "4"}}, // document order
		{"$[3:1:-1]", []string{"2", "3"}},
		{"$[::0]", nil},
		{"$[10:]", nil},
		{"$[-10:1]", []string{"0"}},
	}
	for _, tt := range tests {
		p, err := ParsePath(tt.path)
		if err != nil {
			t.Fatalf("ParsePath(%s): %v", tt.path, err)
		}
		var got []string
		for _, m := range p.Select(arr) {
			got = append(got, m.Node.Value)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("Select(%s) = %q, want %q", tt.path, got, tt.want)
		}
	}
}

// TestRealConfigPaths selects with targets written in real configurations (stagehand's transforms).
func TestRealConfigPaths(t *testing.T) {
	spec := parseYAML(t, `paths: {"/v1/sessions/{id}/act": {post: {operationId: act}}}
components:
  schemas:
    Params: {properties: {proxies: {anyOf: [{type: boolean}, {type: array}]}}}
    Meta: {type: object, propertyNames: {pattern: "^[a-z]+$"}, properties: {tags: {propertyNames: {maxLength: 8}}}}
`)
	for path, want := range map[string][]string{
		`$.components.schemas.Params.properties.proxies.anyOf[?(@.type == "array")]`: {"/components/schemas/Params/properties/proxies/anyOf/1"},
		"$.paths['/v1/sessions/{id}/act'].post":                                      {"/paths/~1v1~1sessions~1{id}~1act/post"},
		"$..propertyNames":                                                           {"/components/schemas/Meta/propertyNames", "/components/schemas/Meta/properties/tags/propertyNames"},
	} {
		p, err := ParsePath(path)
		if err != nil {
			t.Fatalf("ParsePath(%s): %v", path, err)
		}
		var got []string
		for _, m := range p.Select(spec) {
			got = append(got, string(m.Pointer()))
		}
		if !slices.Equal(got, want) {
			t.Errorf("Select(%s) = %q, want %q", path, got, want)
		}
	}
}
