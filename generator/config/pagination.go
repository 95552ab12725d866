package config

import (
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// --- SchemaType: a JSON Schema type name, or a list of them ---

// SchemaType is the type of a pagination field as written: one name, or several joined by commas when the file
// gave a list (type: [string, "null"]). unknown and any mean "no constraint", as real configs write them.
type SchemaType string

// schemaTypeNames are the names a pagination field's type may have.
func schemaTypeNames() []string {
	return []string{"string", "integer", "number", "boolean", "array", "object", "null", "unknown", "any"}
}

// Names returns the type names in the order written.
func (t SchemaType) Names() []string {
	if t == "" {
		return nil
	}
	return strings.Split(string(t), ",")
}

// Main returns the type the field has when it is set: the first name other than null, or "" when the field may
// hold anything (unknown, any, or no type).
func (t SchemaType) Main() string {
	for _, n := range t.Names() {
		switch n {
		case "null":
		case "unknown", "any":
			return ""
		default:
			return n
		}
	}
	return ""
}

// AllowsNull reports whether null is one of the names.
func (t SchemaType) AllowsNull() bool { return slices.Contains(t.Names(), "null") }

func (t *SchemaType) forms() []document.Kind { return []document.Kind{document.String, document.Array} }

func (t *SchemaType) decodeNode(d *decoder, n *document.Node, p document.Pointer, _ rules) bool {
	items, ptrs := []*document.Node{n}, []document.Pointer{p}
	if n.Kind == document.Array {
		items, ptrs = n.Items, make([]document.Pointer, len(n.Items))
		for i, it := range n.Items {
			ptrs[i] = p.Index(i)
			d.visit(ptrs[i], it)
		}
	}
	var names []string
	for i, it := range items {
		if it.Kind != document.String {
			return d.wrongType(it, ptrs[i], "a type name")
		}
		if !d.enumOK(it.Value, ptrs[i], rules{enum: schemaTypeNames()}) {
			return false
		}
		names = append(names, it.Value)
	}
	if len(names) == 0 {
		d.atValue(diag.ConfigInvalidValue, p, "%s: an empty list names no type; write a type name, or leave type out", dotted(p))
		return false
	}
	*t = SchemaType(strings.Join(names, ","))
	return true
}

func (t *SchemaType) jsonSchema(_ *schemaGen, _ rules) map[string]any {
	name := map[string]any{"type": "string", "enum": schemaTypeNames()}
	return oneOf(name, map[string]any{"type": "array", "items": name, "minItems": 1})
}

func (t *SchemaType) encodeYAML(_ *encoder) *yaml.Node {
	names := t.Names()
	if len(names) == 1 {
		return strNode(names[0])
	}
	list := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
	for _, n := range names {
		list.Content = append(list.Content, strNode(n))
	}
	return list
}

// --- x-sdkgen-pagination-property written as a bare purpose ---

// paginationPurposes are the roles a pagination field may play; the purpose tag of PaginationRole lists the same
// (a test keeps the two in step).
func paginationPurposes() []string {
	return []string{"items", "has_next_page", "next_cursor_param", "previous_cursor_param", "next_cursor_field",
		"previous_cursor_field", "next_cursor_id_param", "previous_cursor_id_param", "cursor_item_id", "cursor_url_field",
		"offset_count_param", "offset_total_count_field", "offset_count_start_field", "page_number_param",
		"current_page_number_field", "total_page_count_field"}
}

func (r *PaginationRole) fromString(s string)       { r.Purpose = s }
func (r *PaginationRole) shorthandValues() []string { return paginationPurposes() }

// shorthand never writes the older bare-string form back: Marshal writes {purpose: ...}, as sdkgen migrate does,
// so a file and its migration marshal the same.
func (r *PaginationRole) shorthand() (any, bool) { return nil, false }

// --- the items field, marked or inferred ---

// ItemsField is the response field that holds a scheme's items.
type ItemsField struct {
	Path  []string // property names from the response root; empty for a top-level array
	Field *PaginationField
	// Inferred is set when no field was marked purpose: items and the scheme's only array field was taken.
	Inferred bool
	// Competing lists the array fields that made inference ambiguous (Field is nil then).
	Competing []string
}

// Items finds the field holding the scheme's items: the response field marked purpose: items (or
// is_top_level_array), at the top level or one level down. Real configs often leave it unmarked, so without a mark
// the scheme's only array field is the items: a top-level one, or, when there is none, the only array inside the
// only object field. Several candidates at the level that decides leave Field nil and list them in Competing.
func (s *PaginationScheme) Items() ItemsField {
	if path, f := markedItems(nil, s.Response); f != nil {
		return ItemsField{Path: path, Field: f}
	}
	level, parent := s.Response, []string(nil)
	arrays := arrayFields(level)
	if len(arrays) == 0 {
		objects := objectFields(level)
		if len(objects) != 1 {
			return ItemsField{}
		}
		parent = []string{objects[0]}
		obj, _ := level.Get(objects[0])
		level, arrays = obj.Properties, arrayFields(obj.Properties)
	}
	switch len(arrays) {
	case 0:
		return ItemsField{}
	case 1:
		f, _ := level.Get(arrays[0])
		return ItemsField{Path: append(parent, arrays[0]), Field: f, Inferred: true}
	}
	competing := make([]string, len(arrays))
	for i, a := range arrays {
		competing[i] = strings.Join(append(slices.Clone(parent), a), ".")
	}
	return ItemsField{Competing: competing}
}

// markedItems finds a field marked as the items in fields or their properties (depth first, in order).
func markedItems(prefix []string, fields Map[*PaginationField]) ([]string, *PaginationField) {
	for _, e := range fields.Entries {
		f := e.Value
		if f == nil {
			continue
		}
		path := append(slices.Clone(prefix), e.Key)
		if r := f.Role; r != nil && (r.Purpose == "items" || r.Purpose == "" && r.IsTopLevelArray) {
			return path, f
		}
		if p, found := markedItems(path, f.Properties); found != nil {
			return p, found
		}
	}
	return nil, nil
}

// arrayFields lists the fields typed array (or, without a type, described by items).
func arrayFields(fields Map[*PaginationField]) []string {
	var out []string
	for _, e := range fields.Entries {
		if f := e.Value; f != nil && (f.Type.Main() == "array" || f.Type == "" && f.Items != nil) {
			out = append(out, e.Key)
		}
	}
	return out
}

// objectFields lists the fields typed object (or, without a type, described by properties).
func objectFields(fields Map[*PaginationField]) []string {
	var out []string
	for _, e := range fields.Entries {
		if f := e.Value; f != nil && (f.Type.Main() == "object" || f.Type == "" && f.Properties.Len() > 0) {
			out = append(out, e.Key)
		}
	}
	return out
}

// --- roles inferred from names ---

// roleNames are the field names (lower case, without _ and -) that a scheme's unmarked field may carry to play a
// role its type requires: the vendor's own template writes a cursor scheme as request {cursor, limit} and response
// {data, next_cursor} with no purposes at all.
var roleNames = map[string][]string{
	"next_cursor_param":    {"cursor", "after", "startingafter", "nextcursor", "pagetoken", "nextpagetoken", "continuationtoken", "pagecursor"},
	"next_cursor_field":    {"nextcursor", "next", "cursor", "nextpagetoken", "nextpage", "continuationtoken", "endcursor", "nextpagecursor"},
	"next_cursor_id_param": {"startingafter", "after", "afterid"},
	"cursor_item_id":       {"id"},
	"cursor_url_field":     {"next", "nexturl", "nextpage", "nextpageurl", "nextlink"},
	"offset_count_param":   {"offset", "skip", "start"},
	"page_number_param":    {"page", "pagenumber", "pagenum", "pageno"},
}

// InferredRoles returns the roles of the fields a scheme leaves unmarked: the items field when Items infers it,
// and, for every other role the scheme's type requires and no field is marked with, the one unmarked field whose
// name says it (next_cursor, starting_after, offset, page, ...), when exactly one does. Optional roles are never
// inferred: an unmarked has_more stays a plain field.
func (s *PaginationScheme) InferredRoles() map[*PaginationField]string {
	out := map[*PaginationField]string{}
	items := s.Items()
	if items.Inferred {
		out[items.Field] = "items"
	}
	written := map[string]bool{}
	var unmarked []namedField
	collectFields(s.Request, true, false, written, &unmarked)
	collectFields(s.Response, false, false, written, &unmarked)
	if items.Field != nil && items.Field.Items != nil {
		collectFields(items.Field.Items.Properties, false, true, written, &unmarked)
	}
	_, required := schemeRoles(s.Type)
	for _, purpose := range required {
		if written[purpose] || purpose == "items" {
			continue
		}
		var found []*PaginationField
		for _, f := range unmarked {
			if f.fits(purpose) && out[f.field] == "" {
				found = append(found, f.field)
			}
		}
		if len(found) == 1 {
			out[found[0]] = purpose
		}
	}
	return out
}

// namedField is a field of a scheme by its name and place.
type namedField struct {
	name       string
	field      *PaginationField
	request    bool
	underItems bool // a property of each item
}

// fits reports whether the field's place and name suit the purpose.
func (f namedField) fits(purpose string) bool {
	place := requestPurpose(purpose) == f.request && (purpose == "cursor_item_id") == f.underItems
	folded := strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(f.name))
	return place && slices.Contains(roleNames[purpose], folded)
}

// collectFields records the purposes written in fields (and their properties) and lists the unmarked fields of the
// top level and one level of properties down.
func collectFields(fields Map[*PaginationField], request, underItems bool, written map[string]bool, unmarked *[]namedField) {
	var walk func(fields Map[*PaginationField], depth int)
	walk = func(fields Map[*PaginationField], depth int) {
		for _, e := range fields.Entries {
			f := e.Value
			if f == nil {
				continue
			}
			switch {
			case f.Role != nil && f.Role.Purpose != "":
				written[f.Role.Purpose] = true
			case f.Role != nil && f.Role.IsTopLevelArray:
				written["items"] = true
			case depth < 2:
				*unmarked = append(*unmarked, namedField{name: e.Key, field: f, request: request, underItems: underItems})
			}
			walk(f.Properties, depth+1)
			if f.Items != nil {
				walk(f.Items.Properties, depth+2) // marks inside the items count; their fields are listed apart
			}
		}
	}
	walk(fields, 0)
}
