package terraform

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// parityTestFile checks that each model and its schema name the same attributes, and that the json modes of the
// resource model agree with the schema's required, optional and computed flags.
func (g *gen) parityTestFile(s *service) string {
	var b strings.Builder
	imports := []string{imContext, `"testing"`, strconv.Quote(g.module + "/internal/parity")}
	if s.resource {
		model := "Model{}"
		if g.timeouts(s).on {
			model = "ResourceModel{}"
		}
		b.WriteString(strings.ReplaceAll(`func TestResourceModelMatchesSchema(t *testing.T) {
	schema := ResourceSchema(context.Background()).Attributes
	parity.SameNames(t, "resource", parity.Attrs(Model{}), schema)
	parity.SameModes(t, parity.Attrs(Model{}), schema)
}

`, "Model{}", model))
	}
	if s.dataSource {
		b.WriteString("func TestDataSourceModelMatchesSchema(t *testing.T) {\n\tparity.SameNames(t, \"data source\", parity.Attrs(Model{}), DataSourceSchema(context.Background()).Attributes)\n}\n\n")
	}
	if s.itemsOK {
		imports = append(imports, "dsschema "+imDSchema)
		fmt.Fprintf(&b, `func TestListDataSourceModelMatchesSchema(t *testing.T) {
	schema := ListDataSourceSchema(context.Background()).Attributes
	parity.SameNames(t, "list data source", parity.Attrs(ListModel{}), schema)
	items, ok := schema[%q].(dsschema.ListNestedAttribute)
	if !ok {
		t.Fatal("the items attribute is not a list of objects")
	}
	parity.SameNames(t, "list items", parity.Attrs(ItemModel{}), items.NestedObject.Attributes)
}
`, g.itemsAttr())
	}
	return header(s.pkg, true, imports...) + b.String()
}

// exampleValue is an HCL value for an attribute in the examples: its example, default, first enum value, or a
// value of its kind; a nested object sets its attributes the configuration may set, a list or map holds one
// element, a set two (see setMembers), and JSON text is jsonencode of a valid value of its type.
func (g *gen) exampleValue(a *attribute, variant bool) string {
	if len(a.enum) > 0 && !variant {
		return hclValue(a.kind, a.enum[0])
	}
	switch a.kind {
	case "List", "Set":
		if g.uniqueItems(a) {
			return "[" + strings.Join(g.setMembers(a.elem, variant), ", ") + "]"
		}
		return "[" + g.exampleValue(a.elem, variant) + "]"
	case "Map":
		return "{ \"key\" = " + g.exampleValue(a.elem, variant) + " }"
	case "Object":
		// A variant changes the first string it can, so an update changes a nested value too.
		var parts []string
		for _, sub := range a.object.attrs {
			if sub.mode == "computed" || (a.object.example != nil && a.object.example[sub.wire] == nil && sub.mode != "required") {
				continue
			}
			change := variant && (sub.kind == "String" && len(sub.enum) == 0 || sub.object != nil || sub.elem != nil)
			variant = variant && !change
			v := g.exampleValue(sub, change)
			if c := variantConst(a.object.example, sub); c != "" && !change {
				v = c
			}
			parts = append(parts, sub.name+" = "+v)
		}
		return "{ " + strings.Join(parts, ", ") + " }"
	case "JSON":
		eb := example.New(g.api, func(skip []string) bool { return skippedFor(skip, nil, "terraform") })
		return "jsonencode(" + hclJSON(eb.Ref(a.typ, a.example, 0)) + ")"
	}
	for _, v := range []any{a.typ.Const, a.example} {
		if l := hclLiteral(a.kind, v); l != "" && !variant {
			return l
		}
	}
	switch a.kind {
	case "Int64":
		if variant {
			return "2"
		}
		return "1"
	case "Float64":
		if variant {
			return "2.5"
		}
		return "1.5"
	case "Bool":
		return strconv.FormatBool(!variant)
	}
	if variant {
		return strconv.Quote("example-" + strings.ReplaceAll(a.name, "_", "-") + "-updated")
	}
	return strconv.Quote("example-" + strings.ReplaceAll(a.name, "_", "-"))
}

// setMembers are the members of an example set: two distinct ones where the element type has two valid values, so
// a server that returns a set in another order is seen to give no diff; the update (variant) keeps the second.
func (g *gen) setMembers(elem *attribute, variant bool) []string {
	first := g.exampleValue(elem, false)
	second := ""
	switch {
	case len(elem.enum) > 1:
		second = hclValue(elem.kind, elem.enum[1])
	case len(elem.enum) == 0:
		second = g.exampleValue(elem, true)
	}
	switch {
	case second == "" || second == first:
		return []string{first}
	case variant:
		return []string{second}
	}
	return []string{first, second}
}

// uniqueItems reports whether an attribute is a set: the array type's uniqueItems, whatever attribute kind holds
// it.
func (g *gen) uniqueItems(a *attribute) bool {
	t := g.deref(&a.typ)
	return a.kind == "Set" || t != nil && t.Constraints != nil && t.Constraints.UniqueItems
}

// variantConst is the constant the first variant of a union gives an attribute (its discriminator), as HCL; "" for
// none.
func variantConst(first map[string]*ir.Property, a *attribute) string {
	if p := first[a.wire]; p != nil && p.Type.Const != nil {
		return hclLiteral(a.kind, p.Type.Const)
	}
	return ""
}

// hclJSON is a JSON value (as the example package builds it) in HCL, for jsonencode.
func hclJSON(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case string:
		return hclString(x)
	case bool:
		return strconv.FormatBool(x)
	case example.Object:
		if len(x) == 0 {
			return "{}"
		}
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = hclString(e.Key) + " = " + hclJSON(e.Val)
		}
		return "{ " + strings.Join(parts, ", ") + " }"
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = hclJSON(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = hclString(k) + " = " + hclJSON(x[k])
		}
		return "{ " + strings.Join(parts, ", ") + " }"
	}
	return fmt.Sprint(v)
}

// hclLiteral is a spec example as an HCL literal of kind, or "" when it is not one.
func hclLiteral(kind string, v any) string {
	switch x := v.(type) {
	case string:
		if kind == "String" {
			return hclString(x)
		}
	case bool:
		if kind == "Bool" {
			return strconv.FormatBool(x)
		}
	case int, int64, float64:
		if kind == "Int64" || kind == "Float64" {
			return fmt.Sprint(x)
		}
	}
	return ""
}

func hclValue(kind, v string) string {
	if kind == "String" {
		return hclString(v)
	}
	return v
}

// hclString quotes a string for HCL: Go's quoting, with template sequences escaped so they stay text.
func hclString(s string) string {
	q := strconv.Quote(s)
	q = strings.ReplaceAll(q, "${", "$${")
	return strings.ReplaceAll(q, "%{", "%%{")
}

// resourceExample is the resource block of examples/resources/<type>/resource.tf; variant changes the value of
// one attribute, for the update step of the acceptance test.
func (g *gen) resourceExample(s *service, variant bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "resource %q \"example\" {\n", g.typeName(s))
	changed := !variant
	for _, a := range s.modelAttrs() {
		if a.mode == "computed" || (s.example != nil && s.example[a.wire] == nil && a.mode != "required" && !isParent(s, a)) {
			continue
		}
		// An update also changes the values inside nested objects.
		v := g.exampleValue(a, variant && (a.object != nil || a.elem != nil))
		if c := variantConst(s.example, a); c != "" {
			v = c
		}
		if !changed && a.kind == "String" && len(a.enum) == 0 && !isParent(s, a) && a.typ.Const == nil && variantConst(s.example, a) == "" {
			v = g.exampleValue(a, true)
			changed = true
		}
		fmt.Fprintf(&b, "  %s = %s\n", a.name, v)
	}
	if t := g.timeouts(s); t.on {
		fmt.Fprintf(&b, "  %s = { create = \"10m\" }\n", t.name)
	}
	b.WriteString("}\n")
	return alignHCL(b.String())
}

func isParent(s *service, a *attribute) bool {
	for _, p := range s.parents {
		if p == a {
			return true
		}
	}
	return false
}

// dataSourceExample reads the example resource back through the data sources.
func (g *gen) dataSourceExample(s *service, fromResource bool) string {
	var b strings.Builder
	ref := func(a *attribute) string {
		if fromResource {
			return g.typeName(s) + ".example." + a.name
		}
		return g.exampleValue(a, false)
	}
	if s.dataSource {
		fmt.Fprintf(&b, "data %q \"example\" {\n", g.typeName(s))
		for _, a := range s.parents {
			fmt.Fprintf(&b, "  %s = %s\n", a.name, ref(a))
		}
		if fromResource {
			fmt.Fprintf(&b, "  id = %s.example.id\n", g.typeName(s))
		} else {
			fmt.Fprintf(&b, "  id = %s\n", strconv.Quote("example-id"))
		}
		b.WriteString("}\n")
		if by, _ := g.findOneBy(s); by != nil && (by.mode != "computed" || fromResource) {
			// The object looked up by data_source.filtering's property instead of its id.
			fmt.Fprintf(&b, "\ndata %q \"by_%s\" {\n", g.typeName(s), by.name)
			for _, a := range s.parents {
				fmt.Fprintf(&b, "  %s = %s\n", a.name, ref(a))
			}
			fmt.Fprintf(&b, "  %s = %s\n", by.name, ref(by))
			if fromResource {
				// Its value is known before the object exists: the read waits for the resource.
				fmt.Fprintf(&b, "\n  depends_on = [%s.example]\n", g.typeName(s))
			}
			b.WriteString("}\n")
		}
	}
	if s.itemsOK {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "data %q \"example\" {\n", g.listTypeName(s))
		for _, a := range s.listParents {
			v := g.exampleValue(a, false)
			for _, p := range s.parents {
				if p.wire == a.wire && fromResource {
					v = ref(p)
				}
			}
			fmt.Fprintf(&b, "  %s = %s\n", a.name, v)
		}
		fmt.Fprintf(&b, "  %s = 10\n", g.maxItemsAttr())
		if fromResource && s.resource {
			fmt.Fprintf(&b, "\n  depends_on = [%s.example]\n", g.typeName(s))
		}
		b.WriteString("}\n")
	}
	return alignHCL(b.String())
}

// acceptanceTestFile drives the resource through Terraform (or OpenTofu): create from the example, an empty plan,
// an update, an import by id, and the destroy at the end.
func (g *gen) acceptanceTestFile(s *service) string {
	tn := g.typeName(s)
	var b strings.Builder
	fmt.Fprintf(&b, "func TestAccResource(t *testing.T) {\n")
	if s.skipTests != "" {
		fmt.Fprintf(&b, "\tt.Skip(%q)\n", s.skipTests)
	}
	fmt.Fprintf(&b, "\tacctest.PreCheck(t)\n\tconfig := acctest.Example(t, %q)\n", "resources/"+tn+"/resource.tf")
	b.WriteString("\tupdate, err := os.ReadFile(\"testdata/resource_update.tf\")\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n\treads, err := os.ReadFile(\"testdata/data_source.tf\")\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n")
	var ignore []string
	for _, a := range s.attrs {
		for _, p := range writeOnlyPaths(a, a.name) {
			ignore = append(ignore, strconv.Quote(p))
		}
	}
	if t := g.timeouts(s); t.on {
		ignore = append(ignore, strconv.Quote(t.name)) // a configuration's block, which an import cannot know
	}
	sort.Strings(ignore)
	checks := []string{fmt.Sprintf("resource.TestCheckResourceAttrSet(%q, \"id\")", tn+".example")}
	if s.dataSource {
		checks = append(checks, fmt.Sprintf("resource.TestCheckResourceAttrPair(%q, \"id\", %q, \"id\")", "data."+tn+".example", tn+".example"))
	}
	if by, _ := g.findOneBy(s); by != nil {
		checks = append(checks, fmt.Sprintf("resource.TestCheckResourceAttrPair(%q, \"id\", %q, \"id\")", "data."+tn+".by_"+by.name, tn+".example"))
	}
	if s.itemsOK {
		checks = append(checks, fmt.Sprintf("resource.TestCheckResourceAttrSet(%q, %q)", "data."+g.listTypeName(s)+".example", g.itemsAttr()+".#"))
	}
	fmt.Fprintf(&b, `	empty := resource.ConfigPlanChecks{PostApplyPostRefresh: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}}
	resource.Test(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.Factories,
		Steps: []resource.TestStep{
			{Config: config + "\n" + string(reads), ConfigPlanChecks: empty, Check: resource.ComposeAggregateTestCheckFunc(
				%s,
			)},
			{Config: string(update), ConfigPlanChecks: empty},
			{ResourceName: %q, ImportState: true, ImportStateVerify: true, ImportStateVerifyIgnore: []string{%s}`, strings.Join(checks, ",\n"), tn+".example", strings.Join(ignore, ", "))
	if len(s.parents) > 0 {
		fmt.Fprintf(&b, `, ImportStateIdFunc: func(st *terraform.State) (string, error) {
				rs := st.RootModule().Resources[%q]
				return `, tn+".example")
		var parts []string
		for _, p := range s.parents {
			parts = append(parts, fmt.Sprintf("rs.Primary.Attributes[%q]", p.name))
		}
		b.WriteString(strings.Join(parts, ` + "/" + `) + " + \"/\" + rs.Primary.ID, nil\n\t\t\t}")
	}
	b.WriteString("},\n\t\t},\n\t})\n}\n")
	imports := []string{`"os"`, `"testing"`, `"github.com/hashicorp/terraform-plugin-testing/helper/resource"`, `"github.com/hashicorp/terraform-plugin-testing/plancheck"`, strconv.Quote(g.module + "/internal/acctest")}
	if len(s.parents) > 0 {
		imports = append(imports, `"github.com/hashicorp/terraform-plugin-testing/terraform"`)
	}
	return header(s.pkg+"_test", true, imports...) + b.String()
}

// writeOnlyPaths are the state paths under an attribute that an import cannot recover: the attribute when the API
// never returns it, else its nested write-only attributes (a collection's whole, as paths match by prefix).
func writeOnlyPaths(a *attribute, path string) []string {
	if a.writeOnly {
		return []string{path}
	}
	switch {
	case a.kind == "Object":
		var out []string
		for _, sub := range a.object.attrs {
			out = append(out, writeOnlyPaths(sub, path+"."+sub.name)...)
		}
		return out
	case a.elem != nil && len(writeOnlyPaths(a.elem, path)) > 0:
		return []string{path}
	}
	return nil
}

// alignHCL aligns the = of consecutive attribute lines, as terraform fmt does.
func alignHCL(src string) string {
	lines := strings.Split(src, "\n")
	for start := 0; start < len(lines); {
		end := start
		width := 0
		for end < len(lines) && isAttrLine(lines[end]) {
			key, _, _ := strings.Cut(strings.TrimSpace(lines[end]), " = ")
			width = max(width, len(key))
			end++
		}
		for i := start; i < end; i++ {
			key, value, _ := strings.Cut(strings.TrimSpace(lines[i]), " = ")
			lines[i] = "  " + key + strings.Repeat(" ", width-len(key)) + " = " + value
		}
		start = max(end, start+1)
	}
	return strings.Join(lines, "\n")
}

func isAttrLine(line string) bool {
	return strings.HasPrefix(line, "  ") && !strings.HasPrefix(line, "   ") && strings.Contains(line, " = ") && !strings.Contains(line, "depends_on")
}
