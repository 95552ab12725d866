package initconfig

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// paginationExtension marks the role of a parameter or field in the spec.
const paginationExtension = "x-sdkgen-pagination-property"

// Field and parameter names the shape-based detection looks for, best first.
func itemsFieldNames() []string { return []string{"data", "items", "results"} }
func limitParamNames() []string {
	return []string{"limit", "page_size", "per_page", "size", "pageSize", "perPage"}
}
func cursorParamNames() []string { return []string{"cursor", "page_token", "pageToken", "next_cursor"} }
func cursorFieldNames() []string {
	return []string{"next_cursor", "next_page_token", "nextPageToken", "cursor", "nextCursor"}
}
func cursorIDParamNames() []string { return []string{"starting_after", "after"} }
func cursorIDPrevNames() []string  { return []string{"ending_before", "before"} }
func pageParamNames() []string     { return []string{"page", "page_number"} }
func pageFieldNames() []string     { return []string{"page", "page_number", "current_page"} }
func totalPagesNames() []string    { return []string{"pages", "total_pages", "page_count", "num_pages"} }
func totalCountNames() []string    { return []string{"total", "count", "total_count"} }

// endpointShape is what pagination detection looks at: the query parameters and the success response body.
type endpointShape struct {
	query    []*spec.Parameter
	response *spec.Schema // resolved; nil when the response is not JSON
}

func shapeOf(op *spec.Operation) endpointShape {
	var sh endpointShape
	for _, p := range op.Parameters {
		if p.In == "query" {
			sh.query = append(sh.query, p)
		}
	}
	sh.response = successSchema(op)
	return sh
}

// param returns the first query parameter whose name is in names (in names order) and whose type is allowed.
func (sh endpointShape) param(names []string, types ...string) *spec.Parameter {
	for _, n := range names {
		for _, p := range sh.query {
			if p.Name == n && slices.Contains(types, singleType(p.Schema)) {
				return p
			}
		}
	}
	return nil
}

// field returns the first response property whose name is in names and whose type is allowed.
func (sh endpointShape) field(names []string, types ...string) (string, *spec.Schema) {
	if sh.response == nil || !sh.response.IsType("object") && len(allProperties(sh.response)) == 0 {
		return "", nil
	}
	for _, n := range names {
		if s := property(sh.response, n); s != nil && slices.Contains(types, singleType(unwrapNullable(s))) {
			return n, s
		}
	}
	return "", nil
}

// detectScheme recognises the pagination of one endpoint, from x-sdkgen-pagination-property markers or from a
// common request and response shape. The scheme it returns matches the endpoint exactly: it lists only
// parameters and fields the endpoint has, with their types.
func detectScheme(op *spec.Operation) *config.PaginationScheme {
	if s := schemeFromExtensions(op); s != nil {
		return s
	}
	sh := shapeOf(op)
	for _, detect := range []func(endpointShape) *config.PaginationScheme{
		detectCursorID, detectCursor, detectPageNumber, detectOffset, detectCursorURL, detectTopLevelOffset,
	} {
		if s := detect(sh); s != nil {
			return s
		}
	}
	return nil
}

// detectCursorID: {data: [{id, ...}], has_more} with starting_after or after.
func detectCursorID(sh endpointShape) *config.PaginationScheme {
	itemsName, items := sh.field(itemsFieldNames(), "array")
	hasMoreName, hasMore := sh.field([]string{"has_more"}, "boolean")
	next := sh.param(cursorIDParamNames(), "string", "integer")
	if items == nil || hasMore == nil || next == nil {
		return nil
	}
	item := unwrapNullable(items.Resolve().Items).Resolve()
	id := property(item, "id")
	idType := singleType(id)
	if id == nil || idType != "string" && idType != "integer" {
		return nil
	}
	s := newScheme("cursor_id")
	s.Request.Set(next.Name, paramField(next, "next_cursor_id_param"))
	if prev := sh.param(cursorIDPrevNames(), "string", "integer"); prev != nil {
		s.Request.Set(prev.Name, paramField(prev, "previous_cursor_id_param"))
	}
	addLimit(s, sh)
	itemsField := schemaField(items, "items")
	itemsField.Items = &config.PaginationField{Type: "object"}
	itemsField.Items.Properties.Set("id", &config.PaginationField{Type: config.SchemaType(idType), Role: &config.PaginationRole{Purpose: "cursor_item_id"}})
	s.Response.Set(itemsName, itemsField)
	s.Response.Set(hasMoreName, schemaField(hasMore, "has_next_page"))
	return s
}

// detectCursor: {data|items|results: [...], next_cursor|next_page_token|cursor} with cursor or page_token.
func detectCursor(sh endpointShape) *config.PaginationScheme {
	itemsName, items := sh.field(itemsFieldNames(), "array")
	nextName, next := sh.field(cursorFieldNames(), "string")
	param := sh.param(cursorParamNames(), "string", "integer")
	if items == nil || next == nil || param == nil {
		return nil
	}
	s := newScheme("cursor")
	s.Request.Set(param.Name, paramField(param, "next_cursor_param"))
	addLimit(s, sh)
	s.Response.Set(itemsName, schemaField(items, "items"))
	s.Response.Set(nextName, schemaField(next, "next_cursor_field"))
	return s
}

// detectPageNumber: {items: [...], page, pages|total_pages} with page (and a page size).
func detectPageNumber(sh endpointShape) *config.PaginationScheme {
	itemsName, items := sh.field(itemsFieldNames(), "array")
	pageName, page := sh.field(pageFieldNames(), "integer")
	totalName, total := sh.field(totalPagesNames(), "integer")
	param := sh.param(pageParamNames(), "integer")
	if items == nil || page == nil || total == nil || param == nil {
		return nil
	}
	s := newScheme("page_number")
	s.Request.Set(param.Name, paramField(param, "page_number_param"))
	addLimit(s, sh)
	s.Response.Set(itemsName, schemaField(items, "items"))
	s.Response.Set(pageName, schemaField(page, "current_page_number_field"))
	s.Response.Set(totalName, schemaField(total, "total_page_count_field"))
	return s
}

// detectOffset: {items: [...], total|count} with offset (and limit).
func detectOffset(sh endpointShape) *config.PaginationScheme {
	itemsName, items := sh.field(itemsFieldNames(), "array")
	totalName, total := sh.field(totalCountNames(), "integer")
	offset := sh.param([]string{"offset"}, "integer")
	if items == nil || total == nil || offset == nil {
		return nil
	}
	s := newScheme("offset")
	s.Request.Set(offset.Name, paramField(offset, "offset_count_param"))
	addLimit(s, sh)
	s.Response.Set(itemsName, schemaField(items, "items"))
	s.Response.Set(totalName, schemaField(total, "offset_total_count_field"))
	return s
}

// detectCursorURL: {results: [...], next: url}.
func detectCursorURL(sh endpointShape) *config.PaginationScheme {
	itemsName, items := sh.field([]string{"results", "data", "items"}, "array")
	nextName, next := sh.field([]string{"next"}, "string")
	if items == nil || next == nil {
		return nil
	}
	s := newScheme("cursor_url")
	addLimit(s, sh)
	s.Response.Set(itemsName, schemaField(items, "items"))
	s.Response.Set(nextName, schemaField(next, "cursor_url_field"))
	return s
}

// detectTopLevelOffset: a bare array response with offset (and limit).
func detectTopLevelOffset(sh endpointShape) *config.PaginationScheme {
	offset := sh.param([]string{"offset"}, "integer")
	if sh.response == nil || !sh.response.IsType("array") || offset == nil {
		return nil
	}
	s := newScheme("offset")
	s.Request.Set(offset.Name, paramField(offset, "offset_count_param"))
	addLimit(s, sh)
	items := &config.PaginationField{Type: "array", Items: &config.PaginationField{},
		Role: &config.PaginationRole{Purpose: "items", IsTopLevelArray: true}}
	s.Response.Set("items", items)
	return s
}

func newScheme(kind string) *config.PaginationScheme { return &config.PaginationScheme{Type: kind} }

// addLimit adds the page-size parameter, which has no role but belongs to the request when the endpoint has one.
func addLimit(s *config.PaginationScheme, sh endpointShape) {
	if p := sh.param(limitParamNames(), "integer"); p != nil && !s.Request.Has(p.Name) {
		s.Request.Set(p.Name, paramField(p, ""))
	}
}

func paramField(p *spec.Parameter, purpose string) *config.PaginationField {
	return schemaField(p.Schema, purpose)
}

// schemaField describes a parameter or field by its type, nullability and role.
func schemaField(s *spec.Schema, purpose string) *config.PaginationField {
	f := &config.PaginationField{Type: config.SchemaType(singleType(unwrapNullable(s))), Nullable: isNullable(s)}
	if f.Type == "array" {
		f.Items = &config.PaginationField{}
	}
	if purpose != "" {
		f.Role = &config.PaginationRole{Purpose: purpose}
	}
	return f
}

// isNullable reports whether a schema allows null, either directly or as anyOf [X, null].
func isNullable(s *spec.Schema) bool {
	if s == nil {
		return false
	}
	if s.Nullable || s.Resolve().Nullable {
		return true
	}
	return unwrapNullable(s) != s
}

// schemeFromExtensions builds a scheme from the parameters and response fields marked with
// x-sdkgen-pagination-property, the spec author's own statement of the roles.
func schemeFromExtensions(op *spec.Operation) *config.PaginationScheme {
	s := &config.PaginationScheme{}
	var purposes []string
	for _, p := range op.Parameters {
		if p.In != "query" {
			continue
		}
		if role := roleOf(p.Extensions, p.Schema); role != nil {
			f := schemaField(p.Schema, "")
			f.Role = role
			s.Request.Set(p.Name, f)
			purposes = append(purposes, role.Purpose)
		}
	}
	if resp := successSchema(op); resp != nil {
		purposes = append(purposes, markedResponse(resp, s)...)
	}
	if len(purposes) == 0 {
		return nil
	}
	s.Type = typeForPurposes(purposes)
	return s
}

// markedResponse adds the marked response fields (one level of nesting deep) and returns their purposes.
func markedResponse(resp *spec.Schema, s *config.PaginationScheme) []string {
	var purposes []string
	if role := roleOf(nil, resp); role != nil && resp.IsType("array") {
		role.IsTopLevelArray = true
		s.Response.Set("items", &config.PaginationField{Type: "array", Items: &config.PaginationField{}, Role: role})
		return []string{role.Purpose}
	}
	for _, p := range allProperties(resp) {
		f := schemaField(p.Schema, "")
		if role := roleOf(nil, p.Schema); role != nil {
			f.Role = role
			purposes = append(purposes, role.Purpose)
		}
		for _, nested := range allProperties(unwrapNullable(p.Schema).Resolve()) {
			if role := roleOf(nil, nested.Schema); role != nil {
				nf := schemaField(nested.Schema, "")
				nf.Role = role
				f.Properties.Set(nested.Name, nf)
				purposes = append(purposes, role.Purpose)
			}
		}
		if f.Role != nil || f.Properties.Len() > 0 {
			s.Response.Set(p.Name, f)
		}
	}
	return purposes
}

// roleOf reads x-sdkgen-pagination-property from a parameter's extensions or its schema (the use site first,
// then the referenced schema).
func roleOf(paramExt map[string]*document.Node, s *spec.Schema) *config.PaginationRole {
	nodes := []*document.Node{paramExt[paginationExtension]}
	if s != nil {
		nodes = append(nodes, s.Extensions[paginationExtension], s.Resolve().Extensions[paginationExtension])
	}
	for _, n := range nodes {
		if n != nil && n.Kind == document.String && knownPurpose(n.Value) {
			return &config.PaginationRole{Purpose: n.Value} // the older bare-string form
		}
		if n == nil || n.Kind != document.Object {
			continue
		}
		role := &config.PaginationRole{
			Purpose:         n.Get("purpose").Str(),
			IsTopLevelArray: n.Get("is_top_level_array").IsTrue(),
			FromHeader:      n.Get("from_header").Str(),
		}
		if role.Purpose == "" && role.IsTopLevelArray {
			role.Purpose = "items"
		}
		if knownPurpose(role.Purpose) {
			return role
		}
	}
	return nil
}

func knownPurpose(p string) bool {
	return typeForPurposes([]string{p}) != "" || p == "items" || p == "has_next_page"
}

// typeForPurposes picks the scheme type the roles belong to; items alone is a fake page.
func typeForPurposes(purposes []string) string {
	for _, p := range purposes {
		switch p {
		case "next_cursor_id_param", "previous_cursor_id_param", "cursor_item_id":
			return "cursor_id"
		case "next_cursor_param", "previous_cursor_param", "next_cursor_field", "previous_cursor_field":
			return "cursor"
		case "cursor_url_field":
			return "cursor_url"
		case "offset_count_param", "offset_total_count_field", "offset_count_start_field":
			return "offset"
		case "page_number_param", "current_page_number_field", "total_page_count_field":
			return "page_number"
		}
	}
	if slices.Contains(purposes, "items") {
		return "fake_page"
	}
	return ""
}

// schemeKey identifies a scheme's shape, so that endpoints paging the same way share one scheme.
func schemeKey(s *config.PaginationScheme) string {
	var b strings.Builder
	b.WriteString(s.Type)
	for _, part := range []struct {
		tag string
		m   config.Map[*config.PaginationField]
	}{{"request", s.Request}, {"response", s.Response}} {
		b.WriteString("|" + part.tag)
		writeFieldsKey(&b, part.m)
	}
	return b.String()
}

func writeFieldsKey(b *strings.Builder, m config.Map[*config.PaginationField]) {
	for _, e := range m.Entries {
		writeFieldKey(b, e.Key, e.Value)
	}
}

func writeFieldKey(b *strings.Builder, name string, f *config.PaginationField) {
	if f == nil {
		return
	}
	fmt.Fprintf(b, "(%s:%s:%t", name, f.Type, f.Nullable)
	if f.Role != nil {
		fmt.Fprintf(b, ":%s:%t:%s", f.Role.Purpose, f.Role.IsTopLevelArray, f.Role.FromHeader)
	}
	writeFieldKey(b, "[]", f.Items)
	writeFieldsKey(b, f.Properties)
	b.WriteString(")")
}

// schemeBaseName names a scheme after its type: cursor_page, page_number_page.
func schemeBaseName(kind string) string {
	if kind == "fake_page" {
		return kind
	}
	return kind + "_page"
}

// isListName reports whether sdkgen paginates a method of this name automatically when a scheme matches.
func isListName(name string) bool { return name == "list" || strings.HasPrefix(name, "list_") }
