package config

import (
	"reflect"
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/diag"
)

// compatCase is a shape real configurations use: accepted (no code), or still a located diagnostic when it is
// most likely a mistake.
type compatCase struct {
	name            string
	old, new, extra string    // applied to the minimal configuration, as variant does
	code            diag.Code // "" means no diagnostic at all
	contains        string
	at              string // text whose first occurrence in the file is where the diagnostic points
}

func (tc compatCase) run(t *testing.T) {
	data := variant(t, tc.old, tc.new, tc.extra)
	_, list := load(data)
	if tc.code == "" {
		if len(list) > 0 {
			t.Fatalf("want no diagnostics, got:%s", render(list))
		}
		return
	}
	line, col := textPosition(t, string(data), tc.at)
	for _, d := range list {
		if d.Code != tc.code {
			continue
		}
		if !strings.Contains(d.Message, tc.contains) {
			t.Errorf("message %q lacks %q", d.Message, tc.contains)
		}
		if d.Line != line || d.Column != col {
			t.Errorf("at %d:%d, want %d:%d: %s", d.Line, d.Column, line, col, d)
		}
		return
	}
	t.Fatalf("no %s; got:%s", tc.code, render(list))
}

// textPosition returns the 1-based line and column of the first occurrence of text.
func textPosition(t *testing.T, src, text string) (int, int) {
	t.Helper()
	i := strings.Index(src, text)
	if i < 0 {
		t.Fatalf("%q is not in the file", text)
	}
	return strings.Count(src[:i], "\n") + 1, i - strings.LastIndex(src[:i], "\n")
}

const offsetRequest = "pagination:\n  type: offset\n  request:\n    offset: {type: integer, x-sdkgen-pagination-property: {purpose: offset_count_param}}\n"

func TestPaginationAsRealConfigsWriteIt(t *testing.T) {
	for _, tc := range []compatCase{
		{name: "the only array field is the items",
			extra: offsetRequest + "  response:\n    data: {type: array, items: {type: object}}\n    total: {type: integer}\n"},
		{name: "the only array inside the only object field is the items",
			extra: offsetRequest + "  response:\n    result:\n      type: object\n      properties:\n        rows: {type: array}\n        count: {type: integer}\n"},
		{name: "several arrays and no mark", code: diag.PaginationInvalidScheme, contains: "several arrays (data, more)", at: "response:",
			extra: offsetRequest + "  response:\n    data: {type: array}\n    more: {type: array}\n"},
		{name: "no array at all", code: diag.PaginationInvalidScheme, contains: "needs its items field", at: "response:",
			extra: offsetRequest + "  response:\n    total: {type: integer}\n"},
		{name: "a bare-string purpose is the older form", code: diag.ConfigDeprecated, contains: "write {purpose: offset_total_count_field}", at: "offset_total_count_field",
			extra: offsetRequest + "  response:\n    data: {type: array}\n    total: {type: integer, x-sdkgen-pagination-property: offset_total_count_field}\n"},
		{name: "a misspelt bare-string purpose", code: diag.ConfigInvalidValue, contains: `did you mean "offset_total_count_field"?`, at: "offset_total_count_fild",
			extra: offsetRequest + "  response:\n    data: {type: array}\n    total: {type: integer, x-sdkgen-pagination-property: offset_total_count_fild}\n"},
		{name: "JSON Schema types and keywords",
			extra: offsetRequest + "  response:\n    data: {type: array, items: {type: unknown, $ref: '#/components/schemas/X'}, example: []}\n" +
				"    next: {type: [string, \"null\"], minimum: 0, deprecated: false, pattern: '^c', maxLength: 40}\n    any: {type: any, additionalProperties: true, oneOf: [{}]}\n"},
		{name: "a misspelt type", code: diag.ConfigInvalidValue, contains: `did you mean "integer"?`, at: "intger",
			extra: offsetRequest + "  response:\n    data: {type: array}\n    total: {type: intger}\n"},
		{name: "an empty type list", code: diag.ConfigInvalidValue, contains: "names no type", at: "[]",
			extra: offsetRequest + "  response:\n    data: {type: array}\n    total: {type: []}\n"},
		{name: "cursor_item_id at the response level names each item's property",
			extra: "pagination:\n  type: cursor_id\n  request:\n    after: {type: string, x-sdkgen-pagination-property: {purpose: next_cursor_id_param}}\n" +
				"  response:\n    data: {type: array}\n    id: {type: string, x-sdkgen-pagination-property: {purpose: cursor_item_id}}\n"},
		{name: "cursor_item_id inside an inferred items field",
			extra: "pagination:\n  type: cursor_id\n  request:\n    after: {type: string, x-sdkgen-pagination-property: {purpose: next_cursor_id_param}}\n" +
				"  response:\n    data:\n      type: array\n      items: {type: object, properties: {id: {type: string, x-sdkgen-pagination-property: {purpose: cursor_item_id}}}}\n"},
		{name: "no schemes", extra: "pagination: []\n"},
		{name: "no purposes at all: roles from the names",
			extra: "pagination:\n  - name: cursor_page\n    type: cursor\n    request: {cursor: {type: string}, limit: {type: integer}}\n" +
				"    response: {data: {type: array, items: {}}, next_cursor: {type: string, nullable: true}}\n"},
		{name: "cursor_id roles from the names, the id inside the items",
			extra: "pagination:\n  type: cursor_id\n  request: {starting_after: {type: string}, limit: {type: integer}}\n" +
				"  response: {data: {type: array, items: {type: object, properties: {id: {type: string}}}}, has_more: {type: boolean}}\n"},
		{name: "two fields a role could be", code: diag.PaginationInvalidScheme, contains: "needs a request parameter with x-sdkgen-pagination-property: {purpose: next_cursor_param}", at: "request:",
			extra: "pagination:\n  type: cursor\n  request: {cursor: {type: string}, after: {type: string}}\n" +
				"  response: {data: {type: array}, next: {type: string}}\n"},
	} {
		t.Run(tc.name, tc.run)
	}
}

func TestKeysRealConfigsUse(t *testing.T) {
	const methods = "    methods:\n      list: get /accounts\n"
	method := func(body string) (string, string) {
		return methods, methods + "      create:\n        endpoint: post /accounts\n" + body
	}
	old, sse := method("        streaming: {type: sse, param_discriminator: null}\n")
	_, ws := method("        streaming: {type: websocket}\n")
	_, overrides := method("        request_body:\n          content_type: multipart/form-data\n          properties:\n            file: {type: string, format: binary, required: true}\n        response: {type: string}\n")
	_, notSchema := method("        request_body: multipart\n")
	_, badMedia := method("        request_body: {content_type: json, properties: {}}\n")
	for _, tc := range []compatCase{
		{name: "streaming type sse", old: old, new: sse},
		{name: "another streaming type", old: old, new: ws, code: diag.ConfigInvalidValue, contains: `"websocket" is not an allowed value`, at: "websocket"},
		{name: "request_body and response", old: old, new: overrides},
		{name: "a request_body that is not a schema", old: old, new: notSchema, code: diag.ConfigWrongType, contains: "must be a JSON Schema object", at: "multipart"},
		{name: "a content_type that is not a media type", old: old, new: badMedia, code: diag.ConfigInvalidValue, contains: "must be a media type", at: "json"},
		{name: "force_generation and standalone_api", old: "  accounts:\n", new: "  accounts:\n    standalone_api: true\n    models:\n      account: {openapi_uri: Account, force_generation: true}\n"},
		{name: "per-method example requests", old: "    headline: {type: request, endpoint: get /accounts}\n",
			new: "    headline: {type: request, endpoint: get /accounts}\n    accounts__list: {type: request, endpoint: get /accounts, params: {}}\n    account: {type: request, endpoint: get /accounts}\n"},
		{name: "a near miss of a snippet", old: "    headline: {type: request, endpoint: get /accounts}\n",
			new:  "    headline: {type: request, endpoint: get /accounts}\n    Nested_Params: {type: request, endpoint: get /accounts}\n",
			code: diag.ConfigUnknownKey, contains: `did you mean "nested_params"?`, at: "Nested_Params"},
		{name: "extractToRefs", extra: "openapi:\n  transforms:\n    - command: extractToRefs\n      args: {ref: {target: $.a, name: '#/components/schemas/A'}}\n"},
		{name: "event_type lists", extra: "streaming:\n  on_event:\n    - {event_type: [message, delta, null], handle: yield}\n    - {event_type: error, handle: error}\n"},
		{name: "an empty event_type list", extra: "streaming:\n  on_event:\n    - {event_type: [], handle: yield}\n",
			code: diag.ConfigInvalidValue, contains: "matches no event", at: "[]"},
		{name: "an event_type that is not a string", extra: "streaming:\n  on_event:\n    - {event_type: [message, 3], handle: yield}\n",
			code: diag.ConfigWrongType, contains: "an event type (a string) or null", at: "3]"},
	} {
		t.Run(tc.name, tc.run)
	}
}

func TestItemsField(t *testing.T) {
	for _, tc := range []struct {
		name      string
		response  string
		path      []string
		inferred  bool
		competing []string
	}{
		{"marked", "data: {type: array}\nrows: {type: array, x-sdkgen-pagination-property: {purpose: items}}\n", []string{"rows"}, false, nil},
		{"marked one level down", "page: {type: object, properties: {rows: {type: array, x-sdkgen-pagination-property: {purpose: items}}}}\n", []string{"page", "rows"}, false, nil},
		{"top-level array", "is_top_level_array: {type: array, x-sdkgen-pagination-property: {is_top_level_array: true}}\n", []string{"is_top_level_array"}, false, nil},
		{"the only array", "data: {items: {type: object}}\ntotal: {type: integer}\n", []string{"data"}, true, nil},
		{"the only array of the only object", "page: {properties: {rows: {type: array}, n: {type: integer}}}\n", []string{"page", "rows"}, true, nil},
		{"two arrays", "a: {type: array}\nb: {type: [array, \"null\"]}\n", nil, false, []string{"a", "b"}},
		{"two arrays one level down", "page: {properties: {a: {type: array}, b: {type: array}}}\n", nil, false, []string{"page.a", "page.b"}},
		{"two objects", "p: {properties: {a: {type: array}}}\nq: {properties: {b: {type: array}}}\n", nil, false, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			indented := "    " + strings.ReplaceAll(strings.TrimSuffix(tc.response, "\n"), "\n", "\n    ") + "\n"
			cfg, _ := load(variant(t, "", "", "pagination:\n  type: fake_page\n  request: {}\n  response:\n"+indented))
			got := cfg.Pagination.Schemes[0].Items()
			if !reflect.DeepEqual(got.Path, tc.path) || got.Inferred != tc.inferred || !reflect.DeepEqual(got.Competing, tc.competing) {
				t.Errorf("Items() = path %v inferred %v competing %v; want %v %v %v", got.Path, got.Inferred, got.Competing, tc.path, tc.inferred, tc.competing)
			}
			if (got.Field != nil) != (tc.path != nil) {
				t.Errorf("Field = %v with path %v", got.Field, tc.path)
			}
		})
	}
}

func TestInferredRoles(t *testing.T) {
	for _, tc := range []struct {
		name, scheme string
		want         map[string]string // field path -> purpose
	}{
		{"cursor by names", "type: cursor\nrequest: {cursor: {}, limit: {}}\nresponse: {data: {type: array}, nextCursor: {}}\n",
			map[string]string{"request.cursor": "next_cursor_param", "response.data": "items", "response.nextCursor": "next_cursor_field"}},
		{"a marked role is not inferred again", "type: cursor\nrequest: {cursor: {}, after: {x-sdkgen-pagination-property: {purpose: next_cursor_param}}}\nresponse: {data: {type: array, x-sdkgen-pagination-property: {purpose: items}}, next: {}}\n",
			map[string]string{"response.next": "next_cursor_field"}},
		{"one level down", "type: cursor_url\nrequest: {}\nresponse: {results: {type: array}, links: {properties: {next: {}}}}\n",
			map[string]string{"response.results": "items", "response.links.properties.next": "cursor_url_field"}},
		{"the item id", "type: cursor_id\nrequest: {after: {}}\nresponse: {data: {type: array, items: {properties: {id: {}}}}}\n",
			map[string]string{"request.after": "next_cursor_id_param", "response.data": "items", "response.data.items.properties.id": "cursor_item_id"}},
		{"optional roles are not inferred", "type: offset\nrequest: {offset: {}}\nresponse: {data: {type: array}, has_more: {}, total: {}}\n",
			map[string]string{"request.offset": "offset_count_param", "response.data": "items"}},
		{"a name on the wrong side", "type: page_number\nrequest: {}\nresponse: {data: {type: array}, page: {}}\n",
			map[string]string{"response.data": "items"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			indented := "  " + strings.ReplaceAll(strings.TrimSuffix(tc.scheme, "\n"), "\n", "\n  ") + "\n"
			cfg, _ := load(variant(t, "", "", "pagination:\n"+indented))
			got := map[string]string{}
			for f, purpose := range cfg.Pagination.Schemes[0].InferredRoles() {
				got[strings.TrimPrefix(dotted(f.Ptr), "pagination.")] = purpose
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("InferredRoles() = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestPurposeShorthandMatchesTheEnum(t *testing.T) {
	f, _ := reflect.TypeFor[PaginationRole]().FieldByName("Purpose")
	if got := strings.Join(paginationPurposes(), "|"); got != f.Tag.Get("enum") {
		t.Errorf("paginationPurposes() = %s\nthe purpose enum is  %s", got, f.Tag.Get("enum"))
	}
}

func TestMarshalOfCompatForms(t *testing.T) {
	data := variant(t, "", "", offsetRequest+"  response:\n    data: {type: [array, \"null\"]}\n    total: {type: integer, x-sdkgen-pagination-property: offset_total_count_field}\n"+
		"streaming:\n  on_event:\n    - {event_type: [message, null], handle: yield}\n")
	roundTrip(t, data)
	cfg, _ := load(data)
	out, err := Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"x-sdkgen-pagination-property:\n        purpose: offset_total_count_field\n", "type: [array, \"null\"]\n", "event_type: [message, null]\n"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
