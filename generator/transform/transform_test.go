package transform

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// lines joins YAML lines, so a test can count the line of each key: the first string is line 1.
func lines(ls ...string) string { return strings.Join(ls, "\n") + "\n" }

// transformsOf builds the entries as the config loader will: Ptr is the entry's pointer, Args its raw args.
func transformsOf(root *document.Node) []*config.Transform {
	key := "transforms"
	list := root.Get("openapi").Get(key)
	if list == nil {
		key = "transformations"
		list = root.Get("openapi").Get(key)
	}
	var out []*config.Transform
	for i, it := range list.Items {
		out = append(out, &config.Transform{
			Ptr:     document.Pointer("/openapi").Append(key).Index(i),
			Command: it.Get("command").Str(),
			Reason:  it.Get("reason").Str(),
			Args:    it.Get("args"),
		})
	}
	return out
}

// run applies the transforms of configText to specText and returns the spec, the diagnostics and Apply's result.
func run(t *testing.T, specText, configText string) (*document.Node, diag.List, bool) {
	t.Helper()
	cfg := parseYAML(t, configText)
	spec := parseYAML(t, specText)
	c := &diag.Collector{Config: &diag.Source{File: "sdkgen.yml", Data: []byte(configText), Root: cfg}}
	ok := Apply(spec, transformsOf(cfg), c)
	return spec, c.List(), ok
}

type wantDiag struct {
	code      diag.Code
	line, col int
	contains  string
}

// absent marks a spec location that must no longer exist.
const absent = "<absent>"

type transformCase struct {
	name   string
	spec   string            // sampleSpec when empty
	config string            // sdkgen.yml
	want   map[string]string // spec pointer -> expected value as YAML, or absent
	diags  []wantDiag        // exactly these, in order; none means Apply must succeed
}

func (tc transformCase) run(t *testing.T) {
	t.Helper()
	specText := tc.spec
	if specText == "" {
		specText = sampleSpec
	}
	spec, diags, ok := run(t, specText, tc.config)
	checkDiags(t, diags, tc.diags)
	if ok != (len(tc.diags) == 0) {
		t.Errorf("Apply returned %v with diagnostics %v", ok, diags)
	}
	if len(tc.diags) > 0 && len(tc.want) == 0 && !document.Equal(spec, parseYAML(t, specText)) {
		t.Errorf("a failed transform changed the spec")
	}
	for ptr, want := range tc.want {
		checkValue(t, spec, document.Pointer(ptr), want)
	}
}

func checkDiags(t *testing.T, got diag.List, want []wantDiag) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d diagnostics, want %d:\n%s", len(got), len(want), got.Summary()+"\n"+render(got))
	}
	for i, w := range want {
		g := got[i]
		if g.Code != w.code || g.Line != w.line || g.Column != w.col || !strings.Contains(g.Message, w.contains) || g.File != "sdkgen.yml" {
			t.Errorf("diagnostic %d = %s\nwant %s at sdkgen.yml:%d:%d containing %q", i, g, w.code, w.line, w.col, w.contains)
		}
	}
}

func render(l diag.List) string {
	var b strings.Builder
	for _, d := range l {
		fmt.Fprintln(&b, d)
	}
	return b.String()
}

func checkValue(t *testing.T, spec *document.Node, ptr document.Pointer, want string) {
	t.Helper()
	got, err := spec.Lookup(ptr)
	if want == absent {
		if err == nil {
			t.Errorf("%s still exists", ptr)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %v", ptr, err)
		return
	}
	if w := parseYAML(t, want); !document.Equal(got, w) {
		t.Errorf("%s = %s, want %s", ptr, show(got), want)
	}
}

// show renders a node compactly for failure messages.
func show(n *document.Node) string {
	switch n.Kind {
	case document.Object:
		parts := make([]string, len(n.Fields))
		for i, f := range n.Fields {
			parts[i] = f.Key + ": " + show(f.Value)
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case document.Array:
		parts := make([]string, len(n.Items))
		for i, it := range n.Items {
			parts[i] = show(it)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case document.Null:
		return "null"
	}
	return n.Value
}

const (
	getOp   = "/paths/~1v1~1accounts~1{id}/get"
	delOp   = "/paths/~1v1~1accounts~1{id}/delete"
	schemas = "/components/schemas"
)

func TestUpdate(t *testing.T) {
	tests := []transformCase{{
		name: "replaces a value",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args:",
			"        target: $.info.title",
			"        value: Pets API",
		),
		want: map[string]string{"/info/title": "Pets API"},
	}, {
		name: "a list of targets, an object value",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args:",
			"        target:",
			"          - $..parameters[0].schema",
			"          - $..parameters[?(@.name == 'expand')].schema",
			"        value: {type: integer}",
		),
		want: map[string]string{getOp + "/parameters/0/schema": "{type: integer}", getOp + "/parameters/1/schema": "{type: integer}"},
	}, {
		name: "the root",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args: {target: $, value: {openapi: 3.1.0}}",
		),
		want: map[string]string{"": "{openapi: 3.1.0}"},
	}, {
		name: "a target that matches nothing names the entry and its reason",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      reason: upstream calls it Pet",
			"      args:",
			"        target: $.info.name",
			"        value: x",
		),
		diags: []wantDiag{{diag.TransformNoMatch, 6, 17, `openapi.transforms[0] (update, reason "upstream calls it Pet"): target "$.info.name" matches nothing in the spec`}},
	}, {
		name: "one item of a target list matches nothing",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args:",
			"        target: [$.info.title, $.info.name]",
			"        value: x",
		),
		diags: []wantDiag{{diag.TransformNoMatch, 5, 32, `target "$.info.name" matches nothing`}},
	}, {
		name: "value is required",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args:",
			"        target: $.info.title",
		),
		diags: []wantDiag{{diag.TransformInvalid, 4, 7, `update needs "value"`}},
	}, {
		name: "args are required",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
		),
		diags: []wantDiag{
			{diag.TransformInvalid, 3, 7, `update needs "target"`},
			{diag.TransformInvalid, 3, 7, `update needs "value"`},
		},
	}, {
		name: "an unparsable JSONPath gives the column",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args:",
			"        target: $.info[?(@.a = 1)]",
			"        value: x",
		),
		diags: []wantDiag{{diag.TransformInvalid, 5, 17, `target "$.info[?(@.a = 1)]" is not a valid JSONPath (column 14: a single '=' is not an operator; use == to compare)`}},
	}, {
		name: "a target that is not a path",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args: {target: 3, value: x}",
		),
		diags: []wantDiag{{diag.TransformInvalid, 4, 22, "target must be a JSONPath, a list of JSONPaths or {matches_schema, ignore}, not a number"}},
	}, {
		name: "an unknown argument and a missing one",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args:",
			"        tagret: $.info.title",
			"        value: x",
		),
		diags: []wantDiag{
			{diag.TransformInvalid, 4, 7, `update needs "target"`},
			{diag.TransformInvalid, 5, 9, `unknown key "tagret" in args; update takes target, value, template`},
		},
	}, {
		name: "args that are not an object",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args: [1]",
		),
		diags: []wantDiag{
			{diag.TransformInvalid, 4, 7, "args must be an object with target, value, template, not an array"},
			{diag.TransformInvalid, 4, 7, `update needs "target"`},
			{diag.TransformInvalid, 4, 7, `update needs "value"`},
		},
	}, {
		name: "template rewrites strings around {{value}}",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args:",
			"        target: $..responses.*.description",
			`        value: "{{value}} response ({{ value }})"`,
			"        template: true",
		),
		want: map[string]string{
			getOp + "/responses/200/description": "OK response (OK)",
			delOp + "/responses/204/description": "Gone response (Gone)",
		},
	}, {
		name: "template on a value that is not a string",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args:",
			"        target: [$.info.title, $.info]",
			`        value: "{{value}}!"`,
			"        template: true",
		),
		diags: []wantDiag{{diag.TransformConflict, 5, 32, "/info is an object, and template: true only rewrites strings"}},
	}, {
		name: "template without the placeholder",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args:",
			"        target: $.info.title",
			"        value: Pets",
			"        template: yes please",
		),
		diags: []wantDiag{{diag.TransformInvalid, 7, 19, "template must be true or false, not a string"}},
	}, {
		name: "template value must contain {{value}}",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args:",
			"        target: $.info.title",
			"        value: Pets",
			"        template: true",
		),
		diags: []wantDiag{{diag.TransformInvalid, 6, 16, "value must contain {{value}}"}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, tt.run)
	}
}

func TestAppend(t *testing.T) {
	tests := []transformCase{{
		name: "each item of a list to an array",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: append",
			"      args:",
			"        target: $..parameters",
			"        value:",
			"          - {name: limit, in: query}",
			"          - {name: cursor, in: query}",
		),
		want: map[string]string{
			getOp + "/parameters/1/name": "expand",
			getOp + "/parameters/2":      "{name: limit, in: query}",
			getOp + "/parameters/3":      "{name: cursor, in: query}",
		},
	}, {
		name: "one object to an array",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: append",
			"      args: {target: $..parameters, value: {name: limit, in: query}}",
		),
		want: map[string]string{getOp + "/parameters/2": "{name: limit, in: query}"},
	}, {
		name: "members to an object",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: append",
			"      args:",
			"        target: $.components.schemas.*.properties",
			"        value: {note: {type: string}}",
		),
		want: map[string]string{schemas + "/Account/properties/note": "{type: string}", schemas + "/Money/properties/note": "{type: string}"},
	}, {
		name: "a member that already exists",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: append",
			"      args:",
			"        target: $.components.schemas.Money.properties",
			"        value:",
			"          note: {type: string}",
			"          amount: {type: number}",
		),
		diags: []wantDiag{{diag.TransformConflict, 8, 11, `/components/schemas/Money/properties already has "amount"; use merge or update to change it`}},
	}, {
		name: "to a scalar",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: append",
			"      args:",
			"        target: $.info.title",
			"        value: x",
		),
		diags: []wantDiag{{diag.TransformConflict, 5, 17, "/info/title is a string; append needs an array or an object"}},
	}, {
		name: "a list to an object",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: append",
			"      args:",
			"        target: $.info",
			"        value: [x]",
		),
		diags: []wantDiag{{diag.TransformConflict, 5, 17, "/info is an object, so value must be an object of members to add, not an array"}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, tt.run)
	}
}

func TestMerge(t *testing.T) {
	tests := []transformCase{{
		name: "deep merge, new values win",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: merge",
			"      args:",
			"        target: $.components.schemas.Account",
			"        value:",
			"          required: [id]",
			"          properties:",
			"            balance: {maximum: 100}",
			"            id: {type: integer}",
		),
		want: map[string]string{
			schemas + "/Account/required":           "[id]",
			schemas + "/Account/properties/balance": "{type: number, minimum: 0, maximum: 100}",
			schemas + "/Account/properties/id":      "{type: integer}",
			schemas + "/Account/type":               "object",
		},
	}, {
		name: "arrays are replaced",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: merge",
			"      args:",
			"        target: $.paths.*.get",
			"        value: {parameters: [{name: only, in: query}]}",
		),
		want: map[string]string{getOp + "/parameters": "[{name: only, in: query}]"},
	}, {
		name: "mergeObject is the older spelling",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: mergeObject",
			"      args:",
			"        target: [$.components.schemas.Money]",
			"        object: {description: Money}",
		),
		want: map[string]string{schemas + "/Money/description": "Money", schemas + "/Money/type": "object"},
	}, {
		name: "into a string",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: merge",
			"      args:",
			"        target: $.info.title",
			"        value: {a: 1}",
		),
		diags: []wantDiag{{diag.TransformConflict, 5, 17, "/info/title is a string; merge needs an object"}},
	}, {
		name: "a value that is not an object",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: merge",
			"      args:",
			"        target: $.info",
			"        value: [1]",
		),
		diags: []wantDiag{{diag.TransformInvalid, 6, 9, "value must be an object to merge, not an array"}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, tt.run)
	}
}

func TestRemove(t *testing.T) {
	tests := []transformCase{{
		name: "matches by filter",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: remove",
			"      args:",
			"        target: $..parameters[?(@.in == 'query')]",
		),
		want: map[string]string{getOp + "/parameters": "[{name: id, in: path, required: true, schema: {type: string}}]"},
	}, {
		name: "every element of an array, and members",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: remove",
			"      args:",
			"        target:",
			"          - $..parameters[*]",
			"          - $..x-internal-note",
			"          - $.info.version",
		),
		want: map[string]string{
			getOp + "/parameters":                           "[]",
			schemas + "/Account/properties/x-internal-note": absent,
			"/info": "{title: Pets}",
		},
	}, {
		name: "keys of each match",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: remove",
			"      args:",
			"        target: $.paths.*.*",
			"        keys: [deprecated, operationId]",
		),
		want: map[string]string{delOp + "/deprecated": absent, delOp + "/operationId": absent, getOp + "/operationId": absent, delOp + "/responses": "{'204': {description: Gone}}"},
	}, {
		name: "a key that no match has",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: remove",
			"      args:",
			"        target: $.paths.*.*",
			"        keys:",
			"          - deprecated",
			"          - summary",
		),
		diags: []wantDiag{{diag.TransformNoMatch, 8, 13, `no matched object has the key "summary"`}},
	}, {
		name: "keys must be strings",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: remove",
			"      args:",
			"        target: $.info",
			"        keys: title",
		),
		diags: []wantDiag{{diag.TransformInvalid, 6, 15, "keys must be a non-empty list of strings"}},
	}, {
		name: "the root",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: remove",
			"      args: {target: $}",
		),
		diags: []wantDiag{{diag.TransformConflict, 4, 22, "the document root, which cannot be removed"}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, tt.run)
	}
}

func TestCopyMove(t *testing.T) {
	tests := []transformCase{{
		name: "copy to several destinations",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: copy",
			"      args:",
			"        from: $.components.schemas.Money",
			`        to: [$.components.schemas.Price, "$.components.schemas['Cost']"]`,
		),
		want: map[string]string{
			schemas + "/Money": "{type: object, properties: {amount: {type: integer}, currency: {type: string}}}",
			schemas + "/Price": "{type: object, properties: {amount: {type: integer}, currency: {type: string}}}",
			schemas + "/Cost":  "{type: object, properties: {amount: {type: integer}, currency: {type: string}}}",
		},
	}, {
		name: "copy into every parent a path matches, and into an array",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: copy",
			"      args:",
			"        from: $..parameters[0]",
			"        to:",
			"          - $.paths.*.*.x-first-param",
			"          - $..parameters[2]",
			"          - $..parameters[0]",
		),
		want: map[string]string{
			getOp + "/x-first-param":     "{name: id, in: path, required: true, schema: {type: string}}",
			delOp + "/x-first-param":     "{name: id, in: path, required: true, schema: {type: string}}",
			getOp + "/parameters/0/name": "id",
			getOp + "/parameters/1/name": "id",
			getOp + "/parameters/2/name": "expand",
			getOp + "/parameters/3/name": "id",
		},
	}, {
		name: "copy onto an existing member",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: copy",
			"      args:",
			"        from: $.components.schemas.Money",
			"        to: $.components.schemas.Account",
		),
		diags: []wantDiag{{diag.TransformConflict, 6, 13, `/components/schemas already has "Account"; remove it first or choose another name`}},
	}, {
		name: "copy below a parent that does not exist",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: copy",
			"      args:",
			"        from: $.components.schemas.Money",
			"        to: [$.components.schemas.Price, $.components.responses.Money]",
		),
		diags: []wantDiag{{diag.TransformNoMatch, 6, 42, `the parent of destination "$.components.responses.Money" matches nothing`}},
	}, {
		name: "copy from a path with several matches",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: copy",
			"      args:",
			"        from: $.components.schemas.*",
			"        to: $.components.schemas.Price",
		),
		diags: []wantDiag{{diag.TransformConflict, 5, 15, `from "$.components.schemas.*" matches 2 values (/components/schemas/Account, ...); copy needs exactly one`}},
	}, {
		name: "copy needs a destination that names a member",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: copy",
			"      args:",
			"        from: $.info.title",
			"        to: [$.info.*, $..x, $]",
		),
		diags: []wantDiag{
			{diag.TransformInvalid, 6, 14, `to "$.info.*" must end in .name, ['name'] or a non-negative [index]`},
			{diag.TransformInvalid, 6, 24, `to "$..x" must end in .name`},
			{diag.TransformInvalid, 6, 30, `to "$" names the document root`},
		},
	}, {
		name: "move renames in place and repoints $refs",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: move",
			"      args:",
			"        from: $.components.schemas.Account",
			"        to: $.components.schemas.Customer",
		),
		want: map[string]string{
			schemas + "/Account":             absent,
			schemas + "/Customer/type":       "object",
			getOp + "/responses/200/content": "{application/json: {schema: {$ref: '#/components/schemas/Customer'}}}",
		},
	}, {
		name: "move elsewhere",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: move",
			"      args:",
			"        from: $.paths.*.delete.deprecated",
			"        to: $.info.x-deprecated",
		),
		want: map[string]string{delOp + "/deprecated": absent, "/info/x-deprecated": "true"},
	}, {
		name: "move into itself",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: move",
			"      args:",
			"        from: $.components.schemas.Account",
			"        to: $.components.schemas.Account.properties.self",
		),
		diags: []wantDiag{{diag.TransformConflict, 6, 13, "/components/schemas/Account/properties is inside the value being moved"}},
	}, {
		name: "move the root",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: move",
			"      args: {from: $, to: $.x}",
		),
		diags: []wantDiag{{diag.TransformInvalid, 4, 20, `from "$" is the document root, which cannot be moved`}},
	}, {
		name: "move from nothing",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: move",
			"      args: {from: $.nope, to: $.x}",
		),
		diags: []wantDiag{{diag.TransformNoMatch, 4, 20, `from "$.nope" matches nothing in the spec`}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, tt.run)
	}
}

func TestMoveKeepsKeyOrder(t *testing.T) {
	spec, diags, _ := run(t, sampleSpec, lines(
		"openapi:",
		"  transforms:",
		"    - command: move",
		"      args: {from: $.components.schemas.Account, to: $.components.schemas.Customer}",
	))
	if len(diags) > 0 {
		t.Fatal(render(diags))
	}
	if keys := spec.Get("components").Get("schemas").Keys(); strings.Join(keys, ",") != "Customer,Money" {
		t.Errorf("schemas = %v, want Customer first, where Account was", keys)
	}
}

func TestReplacePropertiesAndOneOf(t *testing.T) {
	const unions = `components:
  schemas:
    Pet:
      oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]
    Box:
      type: object
      properties:
        oneOf: {type: string}
        content:
          oneOf: [{type: string}, {type: integer}]
`
	tests := []transformCase{{
		name: "replaceProperties replaces the listed nodes",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: replaceProperties",
			"      args:",
			"        filter:",
			"          only: [$.components.schemas.Account.properties.balance]",
			"        value: {type: string, format: decimal}",
		),
		want: map[string]string{schemas + "/Account/properties/balance": "{type: string, format: decimal}"},
	}, {
		name: "replaceProperties needs only",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: replaceProperties",
			"      args:",
			"        filter: {except: [$.a]}",
			"        value: 1",
		),
		diags: []wantDiag{
			{diag.TransformInvalid, 5, 9, `replaceProperties needs "only"`},
			{diag.TransformInvalid, 5, 18, `unknown key "except" in filter`},
		},
	}, {
		name: "replaceProperties without filter",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: replaceProperties",
			"      args: {value: 1}",
		),
		diags: []wantDiag{{diag.TransformInvalid, 4, 7, `replaceProperties needs "filter"`}},
	}, {
		name: "oneOfToAnyOf renames oneOf lists, not properties named oneOf",
		spec: unions,
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: oneOfToAnyOf",
		),
		want: map[string]string{
			schemas + "/Pet":                            "{anyOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}]}",
			schemas + "/Box/properties/oneOf":           "{type: string}",
			schemas + "/Box/properties/content/anyOf/1": "{type: integer}",
			schemas + "/Box/properties/content/oneOf":   absent,
		},
	}, {
		name: "oneOfToAnyOf with nothing to do",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: oneOfToAnyOf",
			"      reason: the old generator could not do unions",
		),
		diags: []wantDiag{{diag.TransformNoMatch, 3, 7, `openapi.transforms[0] (oneOfToAnyOf, reason "the old generator could not do unions"): the spec has no oneOf left to rewrite`}},
	}, {
		name: "oneOfToAnyOf next to anyOf",
		spec: "a: {oneOf: [1], anyOf: [2]}\nb: {oneOf: [3]}\n",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: oneOfToAnyOf",
		),
		diags: []wantDiag{{diag.TransformConflict, 3, 7, "/a has both oneOf and anyOf"}},
	}, {
		name: "oneOfToAnyOf takes no args",
		spec: unions,
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: oneOfToAnyOf",
			"      args: {target: $}",
		),
		diags: []wantDiag{{diag.TransformInvalid, 4, 7, "oneOfToAnyOf takes no args"}},
	}, {
		name: "an unknown command",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: rename",
		),
		diags: []wantDiag{{diag.TransformInvalid, 3, 16, `unknown command "rename"`}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, tt.run)
	}
}

func TestOrder(t *testing.T) {
	tests := []transformCase{{
		name: "a later entry sees an earlier entry's result",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: move",
			"      args: {from: $.components.schemas.Account, to: $.components.schemas.Customer}",
			"    - command: update",
			"      args: {target: $.components.schemas.Customer.type, value: string}",
		),
		want: map[string]string{schemas + "/Customer/type": "string"},
	}, {
		name: "an earlier entry does not see a later one",
		config: lines(
			"openapi:",
			"  transforms:",
			"    - command: update",
			"      args: {target: $.components.schemas.Customer.type, value: string}",
			"    - command: move",
			"      args: {from: $.components.schemas.Account, to: $.components.schemas.Customer}",
		),
		want:  map[string]string{schemas + "/Customer/type": "object"},
		diags: []wantDiag{{diag.TransformNoMatch, 4, 22, "openapi.transforms[0] (update)"}},
	}, {
		name: "processing continues after a failure, and the alias names the entry",
		config: lines(
			"openapi:",
			"  transformations:",
			"    - command: update",
			"      args: {target: $.nope, value: 1}",
			"    - command: merge",
			"      args: {target: $.info, value: 3}",
			"    - command: update",
			"      args: {target: $.info.title, value: Renamed}",
		),
		want: map[string]string{"/info/title": "Renamed"},
		diags: []wantDiag{
			{diag.TransformNoMatch, 4, 22, "openapi.transformations[0] (update)"},
			{diag.TransformInvalid, 6, 37, "openapi.transformations[1] (merge): value must be an object to merge, not a number"},
		},
	}}
	for _, tt := range tests {
		t.Run(tt.name, tt.run)
	}
}

// TestInsertedPositions checks that values from sdkgen.yml carry no position into the spec, while spec keys that
// stay and values copied within the spec keep theirs.
func TestInsertedPositions(t *testing.T) {
	spec, diags, _ := run(t, sampleSpec, lines(
		"openapi:",
		"  transforms:",
		"    - command: update",
		"      args: {target: $.info, value: {title: T, tags: [a, {b: 1}]}}",
		"    - command: merge",
		"      args: {target: $.components.schemas.Money, value: {properties: {amount: {format: int64}}, x-new: [1]}}",
		"    - command: append",
		"      args: {target: $..parameters, value: [{name: limit}]}",
		"    - command: copy",
		"      args: {from: $.components.schemas.Account, to: $.components.schemas.Copy}",
		"    - command: update",
		`      args: {target: $.paths.*.get.operationId, value: "{{value}}2", template: true}`,
	))
	if len(diags) > 0 {
		t.Fatal(render(diags))
	}
	for _, ptr := range []document.Pointer{"/info", schemas + "/Money/properties/amount/format", schemas + "/Money/x-new", getOp + "/parameters/2", getOp + "/operationId"} {
		n, err := spec.Lookup(ptr)
		if err != nil {
			t.Fatal(err)
		}
		if p := firstPosition(n); p != "" {
			t.Errorf("%s was inserted from sdkgen.yml but has a position at %s", ptr, p)
		}
	}
	money := spec.Get("components").Get("schemas").Get("Money")
	if !money.Field("properties").KeyPos.Known() || !money.Get("properties").Get("amount").Get("type").Pos.Known() {
		t.Errorf("merge lost the positions of spec members it kept")
	}
	if f := spec.Get("components").Get("schemas").Field("Copy"); f.KeyPos.Known() || !f.Value.Pos.Known() {
		t.Errorf("a copy's key comes from sdkgen.yml (no position) and its value from the spec (positioned): key %v, value %v", f.KeyPos, f.Value.Pos)
	}
}

// firstPosition returns where a node or anything below it has a known position, or "".
func firstPosition(n *document.Node) string {
	if n.Pos.Known() {
		return fmt.Sprintf("%d:%d", n.Pos.Line, n.Pos.Col)
	}
	for _, f := range n.Fields {
		if f.KeyPos.Known() {
			return fmt.Sprintf("key %s at %d:%d", f.Key, f.KeyPos.Line, f.KeyPos.Col)
		}
		if p := firstPosition(f.Value); p != "" {
			return p
		}
	}
	for _, it := range n.Items {
		if p := firstPosition(it); p != "" {
			return p
		}
	}
	return ""
}

// TestDeepCopies checks that one config value inserted at several places gives independent nodes.
func TestDeepCopies(t *testing.T) {
	cfg := parseYAML(t, lines(
		"openapi:",
		"  transforms:",
		"    - command: update",
		"      args: {target: [$.info.title, $.info.version], value: {a: [1]}}",
	))
	spec := parseYAML(t, sampleSpec)
	ts := transformsOf(cfg)
	if !Apply(spec, ts, &diag.Collector{}) {
		t.Fatal("Apply failed")
	}
	title, version := spec.Get("info").Get("title"), spec.Get("info").Get("version")
	title.Get("a").Items[0].Value = "2"
	if version.Get("a").Items[0].Value != "1" || ts[0].Args.Get("value").Get("a").Items[0].Value != "1" {
		t.Errorf("inserted values share nodes with each other or with the config")
	}
}

func TestApplyEdgeCases(t *testing.T) {
	update := &config.Transform{Command: "update", Args: parseYAML(t, "{target: $.a, value: 1}")}
	if !Apply(nil, nil, nil) {
		t.Error("Apply with nothing to do failed")
	}
	if Apply(nil, []*config.Transform{nil, update}, nil) {
		t.Error("Apply on a nil spec succeeded")
	}
	c := &diag.Collector{}
	Apply(&document.Node{Kind: document.Object}, []*config.Transform{update}, c)
	if l := c.List(); len(l) != 1 || !strings.HasPrefix(l[0].Message, "openapi.transforms[0] (update): ") {
		t.Errorf("an entry without a pointer: %v", l)
	}
}
