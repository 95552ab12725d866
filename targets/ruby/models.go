package ruby

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// file is a generated Ruby file: the banner, then the body nested in the given modules.
func (g *gen) file(modules []string, body string) string {
	var b strings.Builder
	b.WriteString(g.banner() + "\n")
	indent := ""
	for _, m := range modules {
		b.WriteString(indent + m + "\n")
		indent += "  "
	}
	for _, l := range strings.Split(strings.TrimRight(body, "\n"), "\n") {
		if l == "" {
			b.WriteString("\n")
		} else {
			b.WriteString(indent + l + "\n")
		}
	}
	for range modules {
		indent = indent[2:]
		b.WriteString(indent + "end\n")
	}
	return b.String()
}

// modelFile is the path of a model under lib/.
func (g *gen) modelFile(name string) string { return "models/" + g.namer.Snake(name) }

// modelSources writes one file per named type under lib/<lib>/models/, and one per params class.
func (g *gen) modelSources() ([]string, error) {
	var files []string
	for _, t := range g.api.Types {
		if g.nestedIn[t.Name] != "" {
			continue // declared in the class that holds it
		}
		name := g.model[t.Name]
		rel := g.lib + "/" + g.modelFile(name)
		if err := g.add("lib/"+rel+".rb", g.file([]string{"module " + g.mod, "module Models"}, g.typeBody(t))); err != nil {
			return nil, err
		}
		files = append(files, rel)
	}
	for _, r := range g.allResources() {
		for _, m := range g.methods(r) {
			name := g.params[m]
			rel := g.lib + "/" + g.modelFile(name)
			if err := g.add("lib/"+rel+".rb", g.file([]string{"module " + g.mod, "module Models"}, g.paramsBody(m))); err != nil {
				return nil, err
			}
			files = append(files, rel)
		}
	}
	slices.Sort(files)
	return files, nil
}

// allResources are the root and every generated resource.
func (g *gen) allResources() []*ir.Resource {
	if g.api.Root == nil {
		return nil
	}
	return append([]*ir.Resource{g.api.Root}, g.resources()...)
}

// typeBody declares one named type.
func (g *gen) typeBody(t *ir.Type) string {
	name := g.shortName(t)
	doc := comment(firstNonEmpty(t.Description, t.Title), "")
	switch t.Kind {
	case "object":
		return doc + fmt.Sprintf("class %s < %s::Internal::Type::BaseModel\n%s%send\n", name, g.mod, g.fields(t.Properties, nil), g.nestedDeclarations(t, g.typeBody))
	case "enum":
		return doc + fmt.Sprintf("module %s\n  extend %s::Internal::Type::Enum\n%send\n", name, g.mod, g.enumMembers(t))
	case "union":
		return doc + fmt.Sprintf("module %s\n  extend %s::Internal::Type::Union\n%send\n", name, g.mod, g.variants(t))
	}
	target := ir.TypeRef{Kind: ir.Unknown}
	if t.Alias != nil {
		target = *t.Alias
	}
	return doc + fmt.Sprintf("%s = %s\n", name, g.typeExpr(target))
}

// fields declares a model's fields; location gives a params class's field its place in the request.
func (g *gen) fields(props []*ir.Property, location func(*ir.Property) string) string {
	var b strings.Builder
	used := map[string]bool{}
	for _, p := range props {
		if !included(p.Skip, nil) {
			continue
		}
		field := g.fieldName(p.Name)
		for used[field] {
			field += "_"
		}
		used[field] = true
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		b.WriteString(comment(p.Description, "  "))
		kind := "optional"
		if p.Required {
			kind = "required"
		}
		line := fmt.Sprintf("  %s %s, %s", kind, symbol(field), g.typeExpr(p.Type))
		if p.WireName != field {
			line += ", api_name: " + str(p.WireName)
		}
		if location != nil {
			line += ", location: " + location(p)
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

func (g *gen) enumMembers(t *ir.Type) string {
	if t.Enum == nil {
		return ""
	}
	var b strings.Builder
	used := map[string]bool{}
	for _, m := range t.Enum.Members {
		c := g.screaming(m.Name)
		for used[c] {
			c += "_"
		}
		used[c] = true
		value := literal(m.Value)
		if s, ok := m.Value.(string); ok {
			value = symbol(s)
		}
		b.WriteString("\n" + comment(m.Description, "  ") + fmt.Sprintf("  %s = %s\n", c, value))
	}
	return b.String()
}

func (g *gen) variants(t *ir.Type) string {
	if t.Union == nil {
		return ""
	}
	var b strings.Builder
	if d := t.Union.Discriminator; d != "" {
		b.WriteString("\n  discriminator " + symbol(d) + "\n")
	}
	b.WriteString("\n")
	for _, v := range t.Union.Variants {
		if !included(v.Skip, nil) {
			continue
		}
		line := "  variant " + g.typeExpr(v.Type)
		if len(v.DiscriminatorValues) > 0 {
			values := make([]string, 0, len(v.DiscriminatorValues))
			for _, d := range v.DiscriminatorValues {
				values = append(values, str(d))
			}
			line += ", discriminator: [" + strings.Join(values, ", ") + "]"
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

// paramsProps are a method's params as the properties of its params class: every param except the positional ones,
// and a body passed whole as one field.
func (g *gen) paramsProps(m *ir.Method) ([]*ir.Property, map[*ir.Property]string) {
	var props []*ir.Property
	where := map[*ir.Property]string{}
	for _, p := range m.Params {
		if slices.Contains(m.Positional, p.Name) || !included(p.Skip, nil) {
			continue
		}
		prop := &ir.Property{Name: p.Name, WireName: p.WireName, Type: p.Type, Required: p.Required, Description: p.Description}
		props = append(props, prop)
		where[prop] = ":" + p.In
	}
	if b := m.Body; b != nil && !b.Flattened && b.Type != nil {
		prop := &ir.Property{Name: firstNonEmpty(b.ParamName, "body"), Type: *b.Type, Required: b.Required}
		prop.WireName = g.fieldName(prop.Name)
		props = append(props, prop)
		where[prop] = ":body_root"
	}
	return props, where
}

// paramsBody declares a method's params class.
func (g *gen) paramsBody(m *ir.Method) string {
	props, where := g.paramsProps(m)
	doc := comment(fmt.Sprintf("The params of %s.", strings.TrimPrefix(m.Call, "client.")), "")
	return doc + fmt.Sprintf("class %s < %s::Internal::Type::BaseModel\n%send\n", g.params[m], g.mod,
		g.fields(props, func(p *ir.Property) string { return where[p] }))
}

// paramField is the params-class field name of a param (as fields names it).
func (g *gen) paramField(m *ir.Method, name string) string {
	props, _ := g.paramsProps(m)
	used := map[string]bool{}
	for _, p := range props {
		field := g.fieldName(p.Name)
		for used[field] {
			field += "_"
		}
		used[field] = true
		if p.Name == name {
			return field
		}
	}
	return g.fieldName(name)
}

// paginationSource writes lib/<lib>/pagination.rb: a page class per configured scheme, with its scheme.
func (g *gen) paginationSource() (string, error) {
	if len(g.api.Pagination) == 0 {
		return "", nil
	}
	var b strings.Builder
	for i, s := range g.api.Pagination {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(comment(firstNonEmpty(s.Description, "A page of the "+s.Name+" scheme."), ""))
		fmt.Fprintf(&b, "class %s < %s::Internal::Page\n  SCHEME = {\n%s  }.freeze\nend\n", g.pageClass(s.Name), g.mod, g.schemeEntries(s))
	}
	rel := g.lib + "/pagination"
	return rel, g.add("lib/"+rel+".rb", g.file([]string{"module " + g.mod, "module Pagination"}, b.String()))
}

func (g *gen) pageClass(scheme string) string { return constant(g.namer.Pascal(scheme)) }

// schemeEntries are the entries of a page class's SCHEME hash.
func (g *gen) schemeEntries(s *ir.PaginationScheme) string {
	entries := [][2]string{{"type", str(s.Type)}, {"location", ":" + firstNonEmpty(s.ParamLocation, "query")}}
	if s.ContinueOnEmptyItems {
		entries = append(entries, [2]string{"continue_on_empty", "true"})
	}
	params := map[string]string{
		"next_cursor_param": "next_param", "next_cursor_id_param": "next_id_param", "offset_count_param": "offset_param",
		"page_number_param": "page_param",
	}
	for _, p := range s.Request {
		if k, ok := params[p.Purpose]; ok {
			entries = append(entries, [2]string{k, str(p.Name)})
		}
	}
	fields := map[string]string{
		"has_next_page": "has_next", "next_cursor_field": "next_cursor", "cursor_url_field": "cursor_url",
		"offset_total_count_field": "total_count", "offset_count_start_field": "count_start",
		"current_page_number_field": "current_page", "total_page_count_field": "total_pages", "cursor_item_id": "cursor_item_id",
	}
	for _, f := range s.Response {
		k, ok := fields[f.Purpose]
		if !ok {
			continue
		}
		value := strList(f.Path)
		if f.FromHeader != "" {
			value = str(f.FromHeader)
		}
		entries = append(entries, [2]string{k, value})
	}
	var b strings.Builder
	for i, e := range entries {
		b.WriteString("    " + e[0] + ": " + e[1])
		if i < len(entries)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	return b.String()
}

func strList(items []string) string {
	out := make([]string, 0, len(items))
	for _, it := range items {
		out = append(out, str(it))
	}
	return "[" + strings.Join(out, ", ") + "]"
}

// itemsPath is where a paginated method's items are in its response: the method's items_path, else the scheme's
// items field.
func (g *gen) itemsPath(m *ir.Method) []string {
	if len(m.Pagination.ItemsPath) > 0 {
		return m.Pagination.ItemsPath
	}
	for _, s := range g.api.Pagination {
		if s.Name == m.Pagination.Scheme {
			if f := s.Role("items"); f != nil && !f.IsTopLevelArray {
				return f.Path
			}
		}
	}
	return nil
}
