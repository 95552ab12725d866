package build

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// paginationSchemes converts the configured schemes once; a single scheme object without a name is called
// "page".
func (b *builder) paginationSchemes() []*ir.PaginationScheme {
	if b.api.Pagination != nil || len(b.cfg.Pagination.Schemes) == 0 {
		return b.api.Pagination
	}
	for _, cs := range b.cfg.Pagination.Schemes {
		s := &ir.PaginationScheme{
			Name: firstNonEmpty(cs.Name, "page"), Type: cs.Type, Description: cs.Description,
			ParamLocation: firstNonEmpty(cs.ParamLocation, "query"), ContinueOnEmptyItems: cs.ContinueOnEmptyItems,
			Request: []ir.PaginationParam{}, Response: []ir.PaginationField{},
		}
		conv := fieldConverter{inferred: cs.InferredRoles()}
		for _, e := range cs.Request.Entries {
			p := ir.PaginationParam{Name: e.Key}
			if e.Value != nil {
				p.Type, p.Purpose = e.Value.Type.Main(), conv.inferred[e.Value]
				if e.Value.Role != nil {
					p.Purpose = firstNonEmpty(e.Value.Role.Purpose, p.Purpose)
				}
			}
			s.Request = append(s.Request, p)
		}
		s.Response = conv.fields(nil, cs.Response, false)
		b.api.Pagination = append(b.api.Pagination, s)
	}
	return b.api.Pagination
}

// fieldConverter flattens a scheme's response fields, with their nested properties, into paths. inferred holds the
// roles of the fields the scheme leaves unmarked (config.PaginationScheme.InferredRoles): in the IR they are roles
// like any other.
type fieldConverter struct {
	inferred map[*config.PaginationField]string
}

// fields converts the fields below prefix. A cursor_item_id inside the items' item schema (underItems) gets the
// path of the property within one item; one written elsewhere names the property of each item by its own name.
func (c fieldConverter) fields(prefix []string, fields config.Map[*config.PaginationField], underItems bool) []ir.PaginationField {
	var out []ir.PaginationField
	for _, e := range fields.Entries {
		f := e.Value
		if f == nil {
			continue
		}
		path := append(slicesClone(prefix), e.Key)
		field := ir.PaginationField{Path: path, Type: f.Type.Main(), Nullable: f.Nullable || f.Type.AllowsNull(), Purpose: c.inferred[f]}
		if f.Role != nil {
			field.Purpose = firstNonEmpty(f.Role.Purpose, field.Purpose)
			field.FromHeader, field.IsTopLevelArray = f.Role.FromHeader, f.Role.IsTopLevelArray
		}
		switch {
		case field.IsTopLevelArray:
			field.Path, field.Purpose = []string{}, firstNonEmpty(field.Purpose, "items")
		case field.Purpose == "cursor_item_id" && !underItems:
			field.Path = []string{e.Key}
		}
		out = append(out, field)
		out = append(out, c.fields(path, f.Properties, underItems)...)
		if f.Items != nil {
			for _, inner := range c.fields(nil, f.Items.Properties, true) {
				if inner.Purpose == "cursor_item_id" {
					out = append(out, inner)
				}
			}
		}
	}
	return out
}

// paginate decides a method's pagination: paginated: <name> forces a scheme (a mismatch is an error),
// paginated: false turns it off, and list methods or paginated: true take the best matching scheme.
func (b *builder) paginate(m *ir.Method, op *spec.Operation, cm *config.Method, ptr document.Pointer) {
	p := cm.Paginated
	schemes := b.paginationSchemes()
	switch {
	case p != nil && p.Scheme != "":
		b.paginateNamed(m, p, schemes)
	case p != nil && !p.Bool:
		return
	case p != nil || isListMethod(m.Name):
		b.paginateAuto(m, p != nil, schemes, ptr)
	}
}

func isListMethod(name string) bool { return name == "list" || strings.HasPrefix(name, "list_") }

// paginateNamed applies the scheme paginated: <name> forces. sdkgen.yml checks report a name that no scheme has.
func (b *builder) paginateNamed(m *ir.Method, p *config.Paginated, schemes []*ir.PaginationScheme) {
	for _, s := range schemes {
		if s.Name != p.Scheme {
			continue
		}
		match := b.matchScheme(m, s)
		if !match.ok {
			b.c.AtConfig(diag.PaginationMismatch, p.Ptr, "`%s` does not match pagination scheme `%s`: %s", m.Call, s.Name, match.reason)
			return
		}
		m.Pagination = match.result(s, "named")
		return
	}
}

func (b *builder) paginateAuto(m *ir.Method, requested bool, schemes []*ir.PaginationScheme, ptr document.Pointer) {
	var best []*schemeMatch
	var reasons []string
	for _, s := range schemes {
		match := b.matchScheme(m, s)
		if !match.ok {
			reasons = append(reasons, fmt.Sprintf("%s: %s", s.Name, match.reason))
			continue
		}
		match.scheme = s
		switch {
		case len(best) == 0 || match.score > best[0].score:
			best = []*schemeMatch{match}
		case match.score == best[0].score:
			best = append(best, match)
		}
	}
	why := "a list method"
	if requested {
		why = "paginated: true"
	}
	if len(best) == 0 {
		detail := "no pagination scheme is configured"
		if len(reasons) > 0 {
			detail = "no scheme matches (" + strings.Join(reasons, "; ") + ")"
		}
		b.c.AtConfigKey(diag.PaginationNoMatch, ptr, "`%s` is %s but %s, so it is not paginated (set paginated: false to silence this)", m.Call, why, detail)
		return
	}
	if len(best) > 1 {
		var names []string
		for _, bm := range best {
			names = append(names, bm.scheme.Name)
		}
		b.c.AtConfigKey(diag.PaginationAmbiguous, ptr, "`%s` matches the schemes %s equally well; `%s` was chosen (set paginated: <name> to choose)", m.Call, strings.Join(names, ", "), best[0].scheme.Name)
	}
	matched := "auto"
	if requested {
		matched = "requested"
	}
	m.Pagination = best[0].result(best[0].scheme, matched)
}

// schemeMatch is the outcome of matching one scheme against one method.
type schemeMatch struct {
	ok        bool
	reason    string
	score     int // entries matched: more specific schemes win ties of existence
	scheme    *ir.PaginationScheme
	item      ir.TypeRef
	itemsPath []string
}

func (sm *schemeMatch) result(s *ir.PaginationScheme, how string) *ir.MethodPagination {
	return &ir.MethodPagination{Scheme: s.Name, Item: sm.item, ItemsPath: sm.itemsPath, Matched: how}
}

func fail(format string, args ...any) *schemeMatch {
	return &schemeMatch{reason: fmt.Sprintf(format, args...)}
}

// matchScheme checks that every request parameter and response field the scheme lists exists on the method
// with a compatible type.
func (b *builder) matchScheme(m *ir.Method, s *ir.PaginationScheme) *schemeMatch {
	match := &schemeMatch{ok: true}
	in := s.ParamLocation
	for _, p := range s.Request {
		if !b.hasParam(m, p.Name, in, typesFor(p)) {
			return fail("it has no %s parameter `%s`%s", in, p.Name, typeSuffix(p.Type))
		}
		match.score++
	}
	if m.Response == nil || m.Response.Type == nil {
		return fail("it returns no JSON body")
	}
	root := *m.Response.Type
	for _, f := range s.Response {
		if f.FromHeader != "" {
			match.score++
			continue
		}
		if f.Purpose == "cursor_item_id" {
			continue // checked with the items below
		}
		t, ok := b.navigate(root, f.Path)
		if !ok {
			return fail("its response has no field `%s`", strings.Join(f.Path, "."))
		}
		want := []string{f.Type}
		if f.Purpose == "items" {
			want = []string{"array"}
		}
		if f.Type != "" || f.Purpose == "items" {
			if !b.compatible(t, want) {
				return fail("response field `%s` is %s, not %s", displayPath(f.Path), typeName(t), want[0])
			}
		}
		if f.Purpose == "items" {
			match.item, match.itemsPath = b.elem(t), f.Path
		}
		match.score++
	}
	if s.Role("items") == nil {
		return fail("the scheme has no items field")
	}
	if id := s.Role("cursor_item_id"); id != nil {
		if _, ok := b.navigate(match.item, id.Path); !ok {
			return fail("its items have no property `%s` (the cursor_item_id)", strings.Join(id.Path, "."))
		}
		match.score++
	}
	return match
}

func typesFor(p ir.PaginationParam) []string {
	if p.Type == "" {
		return nil
	}
	if p.Purpose == "next_cursor_param" || p.Purpose == "previous_cursor_param" {
		return []string{"string", "integer", "number"} // a cursor may be a string or a number
	}
	return []string{p.Type}
}

func typeSuffix(t string) string {
	if t == "" {
		return ""
	}
	return " of type " + t
}

func displayPath(path []string) string {
	if len(path) == 0 {
		return "(the response itself)"
	}
	return strings.Join(path, ".")
}

// hasParam reports whether the method has a param of that wire name at the location with a compatible type.
func (b *builder) hasParam(m *ir.Method, name, in string, types []string) bool {
	for _, p := range m.Params {
		if p.WireName == name && p.In == in {
			return b.compatible(p.Type, types)
		}
	}
	return false
}

// navigate follows property names from a type through named objects, aliases and wrapped types.
func (b *builder) navigate(t ir.TypeRef, path []string) (ir.TypeRef, bool) {
	for _, name := range path {
		typ := b.namedBehind(t)
		if typ == nil || typ.Kind != "object" {
			return ir.TypeRef{}, false
		}
		found := false
		for _, p := range typ.Properties {
			if p.WireName == name {
				t, found = p.Type, true
				break
			}
		}
		if !found {
			return ir.TypeRef{}, false
		}
	}
	return t, true
}

// namedBehind returns the named type a ref points to, following aliases.
func (b *builder) namedBehind(t ir.TypeRef) *ir.Type {
	for i := 0; i < 16 && t.Kind == ir.Named; i++ {
		typ := b.types.byName[t.Name]
		if typ == nil {
			return nil
		}
		if typ.Kind != "alias" || typ.Alias == nil {
			return typ
		}
		t = *typ.Alias
	}
	return nil
}

// elem returns the element type of an array, following aliases, or unknown.
func (b *builder) elem(t ir.TypeRef) ir.TypeRef {
	for i := 0; i < 16 && t.Kind == ir.Named; i++ {
		typ := b.types.byName[t.Name]
		if typ == nil || typ.Kind != "alias" || typ.Alias == nil {
			break
		}
		t = *typ.Alias
	}
	if t.Kind == ir.Array && t.Elem != nil {
		return *t.Elem
	}
	return unknownRef
}

// compatible reports whether t fits one of the JSON types in want (integer and number count as one).
func (b *builder) compatible(t ir.TypeRef, want []string) bool {
	if len(want) == 0 || (len(want) == 1 && want[0] == "") || t.Kind == ir.Unknown {
		return true
	}
	kind := string(t.Kind)
	switch t.Kind {
	case ir.Map:
		kind = "object"
	case ir.Named:
		typ := b.types.byName[t.Name]
		switch {
		case typ == nil:
			return true
		case typ.Kind == "enum":
			kind = string(typ.Enum.Base)
		case typ.Kind == "alias" && typ.Alias != nil:
			return b.compatible(*typ.Alias, want)
		case typ.Kind == "union":
			for _, v := range typ.Union.Variants {
				if b.compatible(v.Type, want) {
					return true
				}
			}
			return false
		default:
			kind = "object"
		}
	}
	return slices.ContainsFunc(want, func(w string) bool {
		return w == kind || (w == "number" && kind == "integer") || (w == "integer" && kind == "number")
	})
}
