package php

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// plainKey is an array-shape key PHPDoc takes unquoted.
var plainKey = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// modelSources writes one file per named type under src/Models/; aliases get no class (their target is used).
func (g *gen) modelSources() error {
	for _, t := range g.api.Types {
		body := g.typeBody(t)
		if body == "" {
			continue
		}
		if err := g.add("src/Models/"+g.model[t.Name]+".php", g.file(g.ns+`\Models`, g.typeUses(t), body)); err != nil {
			return err
		}
	}
	return nil
}

func (g *gen) typeUses(t *ir.Type) []string {
	switch t.Kind {
	case "object":
		return []string{g.ns + `\Core\Conversion\BaseModel`}
	case "enum":
		return []string{g.ns + `\Core\Conversion\Enum`}
	case "union":
		return []string{g.ns + `\Core\Conversion\Union`}
	}
	return nil
}

// typeBody declares one named type: an object as a model, an enum or union as an open one.
func (g *gen) typeBody(t *ir.Type) string {
	name := g.model[t.Name]
	doc := firstNonEmpty(t.Description, t.Title)
	if t.Deprecated != nil {
		doc = strings.TrimSpace(doc + "\n\n@deprecated " + firstNonEmpty(t.Deprecated.Message, "This type is deprecated."))
	}
	switch t.Kind {
	case "object":
		return docblock(doc, "") + fmt.Sprintf("final class %s extends BaseModel\n{\n%s}\n", name, g.modelMembers(t))
	case "enum":
		if t.Enum == nil {
			return ""
		}
		return docblock(firstNonEmpty(doc, "The known values; others the API sends are kept as they came."), "") +
			fmt.Sprintf("final class %s extends Enum\n{\n%s}\n", name, g.enumMembers(t))
	case "union":
		if t.Union == nil {
			return ""
		}
		return docblock(doc, "") + fmt.Sprintf("final class %s extends Union\n{\n%s}\n", name, g.unionMembers(t))
	}
	return ""
}

// modelProperty is one declared property of a model.
type modelProperty struct {
	prop  *ir.Property
	field string
}

func (g *gen) modelProperties(t *ir.Type) []modelProperty {
	var out []modelProperty
	used := map[string]bool{}
	for _, p := range t.Properties {
		if !included(p.Skip, nil) {
			continue
		}
		field := g.fieldName(p.Name)
		for used[strings.ToLower(field)] {
			field += "_"
		}
		used[strings.ToLower(field)] = true
		out = append(out, modelProperty{p, field})
	}
	return out
}

// modelMembers are a model's FIELDS table, typed properties (all nullable: a response may leave any out) and a
// constructor taking them as named arguments.
func (g *gen) modelMembers(t *ir.Type) string {
	props := g.modelProperties(t)
	var b strings.Builder
	b.WriteString("    protected const FIELDS = [\n")
	for _, p := range props {
		fmt.Fprintf(&b, "        %s => [%s, %s, %t],\n", str(p.prop.WireName), str(p.field), g.typeSpec(p.prop.Type), p.prop.Required)
	}
	b.WriteString("    ];\n")
	for _, p := range props {
		doc := strings.TrimSpace(p.prop.Description)
		if p.prop.Deprecated != nil {
			doc = strings.TrimSpace(doc + "\n\n@deprecated " + firstNonEmpty(p.prop.Deprecated.Message, "This property is deprecated."))
		}
		if doc != "" {
			doc += "\n\n"
		}
		doc += "@var " + orNull(g.doc(p.prop.Type, false))
		fmt.Fprintf(&b, "\n%s    public %s $%s = null;\n", docblock(doc, "    "), nullable(g.native(p.prop.Type)), p.field)
	}
	if len(props) == 0 {
		return b.String()
	}
	b.WriteString("\n    /**\n     * A new value; properties not given are left out of requests.\n     *\n")
	for _, p := range props {
		fmt.Fprintf(&b, "     * @param %s $%s\n", docText(orNull(g.doc(p.prop.Type, true))), p.field)
	}
	b.WriteString("     */\n    public function __construct(\n")
	for _, p := range props {
		fmt.Fprintf(&b, "        %s $%s = null,\n", nullable(g.paramNative(p.prop.Type)), p.field)
	}
	b.WriteString("    ) {\n")
	for _, p := range props {
		native := g.native(p.prop.Type)
		value := "$" + p.field
		if native != g.paramNative(p.prop.Type) {
			value = fmt.Sprintf("\\%s\\Core\\Conversion\\Converter::coerce(%s, $%s)", g.ns, g.typeSpec(p.prop.Type), p.field)
		}
		fmt.Fprintf(&b, "        $this->%s = %s;\n", p.field, value)
	}
	b.WriteString("    }\n")
	return b.String()
}

// enumMembers are an enum's constants.
func (g *gen) enumMembers(t *ir.Type) string {
	var b strings.Builder
	used := map[string]bool{}
	for i, m := range t.Enum.Members {
		name := g.constName(firstNonEmpty(m.Name, fmt.Sprint(m.Value)))
		for used[name] {
			name += "_"
		}
		used[name] = true
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(docblock(m.Description, "    "))
		fmt.Fprintf(&b, "    public const %s = %s;\n", name, literal(m.Value))
	}
	return b.String()
}

// unionMembers are a union's discriminator and variants.
func (g *gen) unionMembers(t *ir.Type) string {
	var b strings.Builder
	if d := t.Union.Discriminator; d != "" {
		fmt.Fprintf(&b, "    protected const DISCRIMINATOR = %s;\n\n", str(d))
	}
	b.WriteString("    protected const VARIANTS = [\n")
	for _, v := range t.Union.Variants {
		if included(v.Skip, nil) {
			fmt.Fprintf(&b, "        [%s, %s],\n", g.typeSpec(v.Type), strList(v.DiscriminatorValues))
		}
	}
	b.WriteString("    ];\n")
	return b.String()
}

// paginationSources writes a page class per pagination scheme under src/Pagination/.
func (g *gen) paginationSources() error {
	for _, s := range g.api.Pagination {
		body := docblock(firstNonEmpty(s.Description, "A page of the "+s.Name+" scheme.")+"\n\n@template TItem\n@extends BasePage<TItem>", "") +
			fmt.Sprintf("final class %s extends BasePage\n{\n    protected const SCHEME = [\n%s    ];\n}\n", g.pageClass(s.Name), g.schemeEntries(s))
		if err := g.add("src/Pagination/"+g.pageClass(s.Name)+".php", g.file(g.ns+`\Pagination`, []string{g.ns + `\Core\Pagination\Page as BasePage`}, body)); err != nil {
			return err
		}
	}
	return nil
}

// schemeEntries are the entries of a page class's SCHEME.
func (g *gen) schemeEntries(s *ir.PaginationScheme) string {
	entries := [][2]string{{"type", str(s.Type)}, {"location", str(firstNonEmpty(s.ParamLocation, "query"))}}
	if s.ContinueOnEmptyItems {
		entries = append(entries, [2]string{"continueOnEmpty", "true"})
	}
	params := map[string]string{
		"next_cursor_param": "nextParam", "next_cursor_id_param": "nextIdParam", "offset_count_param": "offsetParam",
		"page_number_param": "pageParam",
	}
	for _, p := range s.Request {
		if k, ok := params[p.Purpose]; ok {
			entries = append(entries, [2]string{k, str(p.Name)})
		}
	}
	fields := map[string]string{
		"has_next_page": "hasNext", "next_cursor_field": "nextCursor", "cursor_url_field": "cursorUrl",
		"offset_total_count_field": "totalCount", "offset_count_start_field": "countStart",
		"current_page_number_field": "currentPage", "total_page_count_field": "totalPages", "cursor_item_id": "cursorItemId",
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
	for _, e := range entries {
		fmt.Fprintf(&b, "        %s => %s,\n", str(e[0]), e[1])
	}
	return b.String()
}

// orNull adds null to a PHPDoc type that has not got it.
func orNull(doc string) string {
	if doc == "mixed" || strings.HasSuffix(doc, "|null") {
		return doc
	}
	return doc + "|null"
}
