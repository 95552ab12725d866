package initconfig

import (
	"strings"
	"testing"

	"github.com/sdkgen/sdkgen/generator/config"
)

// listSpec is a spec with one GET /items whose query parameters and 200 response body are given as YAML.
func listSpec(params, response string) string {
	return `openapi: 3.1.0
info: {title: Acme, version: '1'}
paths:
  /items:
    get:
      parameters: ` + params + `
      responses:
        '200': {description: ok, content: {application/json: {schema: ` + response + `}}}
`
}

func q(name, typ string) string {
	return "{name: " + name + ", in: query, schema: {type: " + typ + "}}"
}

func TestPaginationShapes(t *testing.T) {
	tests := []struct {
		name     string
		params   string
		response string
		want     string // describeScheme of the one scheme, or "" for none
	}{
		{
			name:     "cursor",
			params:   "[" + q("cursor", "string") + ", " + q("limit", "integer") + "]",
			response: "{type: object, properties: {data: {type: array, items: {}}, next_cursor: {type: [string, 'null']}}}",
			want:     "cursor_page cursor req[cursor:string:next_cursor_param limit:integer:] resp[data:array:items next_cursor:string?:next_cursor_field]",
		},
		{
			name:     "cursor with page_token",
			params:   "[" + q("page_token", "string") + "]",
			response: "{type: object, properties: {items: {type: array, items: {}}, next_page_token: {type: string}}}",
			want:     "cursor_page cursor req[page_token:string:next_cursor_param] resp[items:array:items next_page_token:string:next_cursor_field]",
		},
		{
			name:     "cursor id",
			params:   "[" + q("starting_after", "string") + ", " + q("ending_before", "string") + ", " + q("limit", "integer") + "]",
			response: "{type: object, properties: {data: {type: array, items: {type: object, properties: {id: {type: string}}}}, has_more: {type: boolean}}}",
			want: "cursor_id_page cursor_id req[starting_after:string:next_cursor_id_param ending_before:string:previous_cursor_id_param limit:integer:] " +
				"resp[data:array:items{id:string:cursor_item_id} has_more:boolean:has_next_page]",
		},
		{
			name:     "cursor id needs an id on the items",
			params:   "[" + q("after", "string") + "]",
			response: "{type: object, properties: {data: {type: array, items: {type: object}}, has_more: {type: boolean}}}",
		},
		{
			name:     "page number",
			params:   "[" + q("page", "integer") + ", " + q("size", "integer") + "]",
			response: "{type: object, properties: {items: {type: array, items: {}}, page: {type: integer}, pages: {type: integer}, total: {type: integer}}}",
			want:     "page_number_page page_number req[page:integer:page_number_param size:integer:] resp[items:array:items page:integer:current_page_number_field pages:integer:total_page_count_field]",
		},
		{
			name:     "offset",
			params:   "[" + q("offset", "integer") + ", " + q("limit", "integer") + "]",
			response: "{type: object, properties: {items: {type: array, items: {}}, total: {type: integer}}}",
			want:     "offset_page offset req[offset:integer:offset_count_param limit:integer:] resp[items:array:items total:integer:offset_total_count_field]",
		},
		{
			name:     "offset needs integer types",
			params:   "[" + q("offset", "string") + "]",
			response: "{type: object, properties: {items: {type: array, items: {}}, total: {type: integer}}}",
		},
		{
			name:     "cursor url",
			params:   "[" + q("page_size", "integer") + "]",
			response: "{type: object, properties: {results: {type: array, items: {}}, next: {type: [string, 'null'], format: uri}}}",
			want:     "cursor_url_page cursor_url req[page_size:integer:] resp[results:array:items next:string?:cursor_url_field]",
		},
		{
			name:     "top-level array with offset",
			params:   "[" + q("limit", "integer") + ", " + q("offset", "integer") + "]",
			response: "{type: array, items: {type: object}}",
			want:     "offset_page offset req[offset:integer:offset_count_param limit:integer:] resp[items:array:items!top]",
		},
		{
			name:     "a plain array is not paginated",
			params:   "[" + q("limit", "integer") + "]",
			response: "{type: array, items: {type: object}}",
		},
		{
			name: "extension markers win over shapes",
			params: "[{name: after, in: query, schema: {type: string, x-sdkgen-pagination-property: {purpose: next_cursor_param}}}, " +
				q("offset", "integer") + "]",
			response: "{type: object, properties: {entries: {type: array, items: {}, x-sdkgen-pagination-property: {purpose: items}}, " +
				"meta: {type: object, properties: {next: {type: string, x-sdkgen-pagination-property: {purpose: next_cursor_field}}}}, total: {type: integer}}}",
			want: "cursor_page cursor req[after:string:next_cursor_param] resp[entries:array:items meta:object{next:string:next_cursor_field}]",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, _ := Guess(loadSpecText(t, listSpec(tt.params, tt.response)), Options{})
			var got []string
			for _, s := range cfg.Pagination.Schemes {
				got = append(got, describeScheme(s))
			}
			if strings.Join(got, "\n") != tt.want {
				t.Errorf("schemes:\n%s\nwant:\n%s", strings.Join(got, "\n"), tt.want)
			}
			// sdkgen's own matcher must accept the scheme and choose it for the list method.
			wantScheme := ""
			if tt.want != "" {
				wantScheme = cfg.Pagination.Schemes[0].Name
			}
			if got := methodPagination(pipelineAPI(t, listSpec(tt.params, tt.response)), "client.items.list"); got != wantScheme {
				t.Errorf("the pipeline paginates client.items.list with %q, want %q", got, wantScheme)
			}
			res, _ := cfg.Resources.Get("items")
			m, _ := res.Methods.Get("list")
			wantFalse := tt.want == ""
			if gotFalse := m.Paginated != nil && !m.Paginated.Bool && m.Paginated.Scheme == ""; gotFalse != wantFalse {
				t.Errorf("list method paginated: false = %v, want %v", gotFalse, wantFalse)
			}
		})
	}
}

func TestPaginationSchemesAreSharedAndNamed(t *testing.T) {
	doc := loadSpecText(t, `openapi: 3.1.0
info: {title: Acme, version: '1'}
paths:
  /a:
    get:
      parameters: [{name: cursor, in: query, schema: {type: string}}]
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Page'}}}}}
  /b:
    get:
      parameters: [{name: cursor, in: query, schema: {type: string}}]
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Page'}}}}}
  /c:
    get:
      parameters: [{name: cursor, in: query, schema: {type: string}}, {name: limit, in: query, schema: {type: integer}}]
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Page'}}}}}
components:
  schemas:
    Page: {type: object, properties: {data: {type: array, items: {}}, next_cursor: {type: string}}}
`)
	cfg, r := Guess(doc, Options{})
	var names []string
	for _, s := range cfg.Pagination.Schemes {
		names = append(names, s.Name)
	}
	if strings.Join(names, ",") != "cursor_page,cursor_page_2" {
		t.Errorf("schemes = %v", names)
	}
	if r.Stats.Pagination != 2 {
		t.Errorf("Stats.Pagination = %d", r.Stats.Pagination)
	}
	if example, ok := cfg.Readme.ExampleRequests.Get("pagination"); !ok || example.Endpoint != "get /a" {
		t.Errorf("readme pagination example = %+v", example)
	}
}

// describeScheme renders a scheme on one line: name type req[name:type[?]:purpose ...] resp[...].
func describeScheme(s *config.PaginationScheme) string {
	return s.Name + " " + s.Type + " req[" + describeFields(s.Request) + "] resp[" + describeFields(s.Response) + "]"
}

func describeFields(m config.Map[*config.PaginationField]) string {
	var parts []string
	for _, e := range m.Entries {
		parts = append(parts, describeField(e.Key, e.Value))
	}
	return strings.Join(parts, " ")
}

func describeField(name string, f *config.PaginationField) string {
	s := name + ":" + string(f.Type)
	if f.Nullable {
		s += "?"
	}
	if f.Role != nil {
		s += ":" + f.Role.Purpose
		if f.Role.IsTopLevelArray {
			s += "!top"
		}
	} else if f.Properties.Len() == 0 && (f.Items == nil || f.Items.Properties.Len() == 0) {
		s += ":"
	}
	if f.Items != nil && f.Items.Properties.Len() > 0 {
		s += "{" + describeFields(f.Items.Properties) + "}"
	}
	if f.Properties.Len() > 0 {
		s += "{" + describeFields(f.Properties) + "}"
	}
	return s
}
