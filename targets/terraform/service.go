package terraform

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/golang"
)

// The import lines of a service package's files.
var (
	imContext  = `"context"`
	imTypes    = strconv.Quote(fwPath + "/types")
	imResource = strconv.Quote(fwPath + "/resource")
	imRSchema  = strconv.Quote(fwPath + "/resource/schema")
	imDSchema  = strconv.Quote(fwPath + "/datasource/schema")
	imDS       = strconv.Quote(fwPath + "/datasource")
	imTflog    = `"github.com/hashicorp/terraform-plugin-log/tflog"`
)

func (g *gen) imSDK() string     { return sdkAlias + " " + strconv.Quote(g.sdkPath) }
func (g *gen) imOption() string  { return "option " + strconv.Quote(g.optionPath()) }
func (g *gen) imApijson() string { return strconv.Quote(g.module + "/internal/apijson") }

// modelAttrs are the attributes of the resource's model: parents, id, then the object's.
func (s *service) modelAttrs() []*attribute {
	out := append([]*attribute{}, s.parents...)
	if s.idAttr != nil {
		out = append(out, s.idAttr)
	}
	return append(out, s.attrs...)
}

// goType is the framework value type of an attribute.
func goType(a *attribute) string { return "types." + a.kind }

func (g *gen) modelFile(s *service) string {
	var b strings.Builder
	b.WriteString(header(s.pkg, true, imTypes))
	if s.read != nil && s.idAttr != nil {
		fmt.Fprintf(&b, "// Model is the state of %s and the API's JSON of the object: the json tags name each property and say\n// whether the configuration sets it (required, optional), the API does (computed), or either (computed_optional).\n", g.typeName(s))
		writeStruct(&b, "Model", s.modelAttrs(), s.parents)
	}
	if s.itemsOK {
		b.WriteString("// ItemModel is one object of the list data source.\n")
		writeStruct(&b, "ItemModel", s.items, nil)
		b.WriteString("// newItemModel is an ItemModel whose lists are typed nulls, ready for apijson.Unmarshal.\nfunc newItemModel() ItemModel {\n\treturn ItemModel{\n")
		for _, a := range s.items {
			if a.kind == "List" {
				fmt.Fprintf(&b, "\t\t%s: types.ListNull(types.%sType),\n", a.field, a.elem)
			}
		}
		b.WriteString("\t}\n}\n\n")
		fmt.Fprintf(&b, "// ListModel is the state of the %s data source.\ntype ListModel struct {\n", g.listTypeName(s))
		for _, a := range s.listParents {
			fmt.Fprintf(&b, "\t%s %s `tfsdk:%q json:\"-\"`\n", a.field, goType(a), a.name)
		}
		fmt.Fprintf(&b, "\tMaxItems types.Int64 `tfsdk:%q json:\"-\"`\n\tItems []ItemModel `tfsdk:%q json:\"-\"`\n}\n", g.maxItemsAttr(), g.itemsAttr())
	}
	return b.String()
}

// writeStruct writes a model struct; path params (parents) are not part of the JSON.
func writeStruct(b *strings.Builder, name string, attrs, parents []*attribute) {
	isParent := map[*attribute]bool{}
	for _, p := range parents {
		isParent[p] = true
	}
	fmt.Fprintf(b, "type %s struct {\n", name)
	for _, a := range attrs {
		tag := a.wire + "," + a.mode
		if isParent[a] {
			tag = "-"
		}
		fmt.Fprintf(b, "\t%s %s %s\n", a.field, goType(a), structTag(fmt.Sprintf("tfsdk:%q json:%q", a.name, tag)))
	}
	b.WriteString("}\n\n")
}

func (g *gen) schemaFile(s *service) string {
	var b strings.Builder
	imports := []string{imContext}
	if s.resource {
		imports = append(imports, imRSchema, strconv.Quote(fwPath+"/resource/schema/planmodifier"))
		for _, k := range planModifierKinds(s) {
			imports = append(imports, strconv.Quote(fwPath+"/resource/schema/"+strings.ToLower(k)+"planmodifier"))
		}
	}
	if s.dataSource || s.itemsOK {
		imports = append(imports, "dsschema "+imDSchema)
	}
	if usesTypes(s) {
		imports = append(imports, imTypes)
	}
	b.WriteString(header(s.pkg, true, imports...))
	desc := firstNonEmpty(s.res.Description, g.names.Capital(strings.ReplaceAll(s.name, "_", " "))+" of the "+g.title()+" API.")
	if s.resource {
		fmt.Fprintf(&b, "// ResourceSchema is the schema of the %s resource.\nfunc ResourceSchema(_ context.Context) schema.Schema {\n\treturn schema.Schema{\n\t\tDescription: %s,\n\t\tAttributes: map[string]schema.Attribute{\n", g.typeName(s), strconv.Quote(desc))
		for _, a := range s.modelAttrs() {
			b.WriteString("\t\t\t" + g.resourceAttribute(s, a) + ",\n")
		}
		b.WriteString("\t\t},\n\t}\n}\n\n")
	}
	if s.dataSource {
		fmt.Fprintf(&b, "// DataSourceSchema is the schema of the %s data source: the id (and parents) select the object.\nfunc DataSourceSchema(_ context.Context) dsschema.Schema {\n\treturn dsschema.Schema{\n\t\tDescription: %s,\n\t\tAttributes: map[string]dsschema.Attribute{\n", g.typeName(s), strconv.Quote(desc))
		inputs := map[*attribute]bool{s.idAttr: true}
		for _, p := range s.parents {
			inputs[p] = true
		}
		for _, a := range s.modelAttrs() {
			b.WriteString("\t\t\t" + dataAttribute(a, inputs[a]) + ",\n")
		}
		b.WriteString("\t\t},\n\t}\n}\n\n")
	}
	if s.itemsOK {
		fmt.Fprintf(&b, "// ListDataSourceSchema is the schema of the %s data source.\nfunc ListDataSourceSchema(_ context.Context) dsschema.Schema {\n\treturn dsschema.Schema{\n\t\tDescription: %s,\n\t\tAttributes: map[string]dsschema.Attribute{\n", g.listTypeName(s), strconv.Quote("Lists the "+strings.ReplaceAll(g.names.Plural(s.name), "_", " ")+" of the "+g.title()+" API."))
		for _, a := range s.listParents {
			b.WriteString("\t\t\t" + dataAttribute(a, true) + ",\n")
		}
		fmt.Fprintf(&b, "\t\t\t%q: dsschema.Int64Attribute{Optional: true, Description: \"The most items to read (default: all).\"},\n", g.maxItemsAttr())
		fmt.Fprintf(&b, "\t\t\t%q: dsschema.ListNestedAttribute{\n\t\t\t\tComputed: true,\n\t\t\t\tDescription: \"The items.\",\n\t\t\t\tNestedObject: dsschema.NestedAttributeObject{\n\t\t\t\t\tAttributes: map[string]dsschema.Attribute{\n", g.itemsAttr())
		for _, a := range s.items {
			b.WriteString("\t\t\t\t\t\t" + dataAttribute(a, false) + ",\n")
		}
		b.WriteString("\t\t\t\t\t},\n\t\t\t\t},\n\t\t\t},\n\t\t},\n\t}\n}\n")
	}
	return b.String()
}

// usesTypes reports whether a schema names element types (a list attribute).
func usesTypes(s *service) bool {
	for _, list := range [][]*attribute{s.modelAttrs(), s.items} {
		for _, a := range list {
			if a.kind == "List" && (s.resource || s.dataSource || s.itemsOK) {
				return true
			}
		}
	}
	return false
}

// planModifierKinds are the value kinds whose plan modifiers the resource schema uses.
func planModifierKinds(s *service) []string {
	seen := map[string]bool{}
	var out []string
	for _, a := range s.modelAttrs() {
		if modifiers(s, a) != "" && !seen[a.kind] {
			seen[a.kind] = true
			out = append(out, a.kind)
		}
	}
	return out
}

// modifiers are an attribute's plan modifiers: a change replaces the object when no update method sends it, and
// the state's value stands in for an unknown one where the API sets it once (the id, or every computed value
// when the object cannot be updated), so a plan after an apply is empty.
func modifiers(s *service, a *attribute) string {
	var mods []string
	if a.replace {
		mods = append(mods, "RequiresReplace()")
	}
	if (a.mode == "computed" || a.mode == "computed_optional") && (a == s.idAttr || s.update == nil) {
		mods = append(mods, "UseStateForUnknown()")
	}
	if len(mods) == 0 {
		return ""
	}
	pkg := strings.ToLower(a.kind) + "planmodifier."
	return "PlanModifiers: []planmodifier." + a.kind + "{" + pkg + strings.Join(mods, ", "+pkg) + "}"
}

func (g *gen) resourceAttribute(s *service, a *attribute) string {
	fields := []string{modeFields(a.mode)}
	if a.kind == "List" {
		fields = append(fields, "ElementType: types."+a.elem+"Type")
	}
	if a.sensitive {
		fields = append(fields, "Sensitive: true")
	}
	fields = append(fields, "Description: "+strconv.Quote(attrDescription(a)))
	if m := modifiers(s, a); m != "" {
		fields = append(fields, m)
	}
	return fmt.Sprintf("%q: schema.%sAttribute{%s}", a.name, a.kind, strings.Join(fields, ", "))
}

func dataAttribute(a *attribute, input bool) string {
	fields := []string{"Computed: true"}
	if input {
		fields = []string{"Required: true"}
	}
	if a.kind == "List" {
		fields = append(fields, "ElementType: types."+a.elem+"Type")
	}
	if a.sensitive {
		fields = append(fields, "Sensitive: true")
	}
	fields = append(fields, "Description: "+strconv.Quote(attrDescription(a)))
	return fmt.Sprintf("%q: dsschema.%sAttribute{%s}", a.name, a.kind, strings.Join(fields, ", "))
}

func modeFields(mode string) string {
	switch mode {
	case "required":
		return "Required: true"
	case "optional":
		return "Optional: true"
	case "computed_optional":
		return "Optional: true, Computed: true"
	}
	return "Computed: true"
}

func attrDescription(a *attribute) string {
	d := strings.TrimSpace(a.description)
	if d == "" {
		d = "The " + strings.ReplaceAll(a.name, "_", " ") + "."
	}
	if len(a.enum) > 0 {
		d += " One of: " + strings.Join(a.enum, ", ") + "."
	}
	return d
}

// call is the Go call of a method: the statements converting its path values, and the call expression. src is
// the model variable the values come from; an error converting one returns ret.
func (g *gen) call(s *service, m *ir.Method, src, ret string, extra ...string) (string, string) {
	sm := s.sm[m]
	var pre strings.Builder
	values := map[*ir.Param]string{}
	for i, v := range append(append([]golang.SurfaceValue{}, sm.Positional...), sm.PathFields...) {
		a := s.source(m, v.Param)
		if a == nil {
			continue
		}
		values[v.Param] = g.convert(&pre, fmt.Sprintf("v%d", i), src+"."+a.field, a.kind, v.GoType, ret)
	}
	var args []string
	for _, v := range sm.Positional {
		args = append(args, values[v.Param])
	}
	if sm.Params != "" {
		pre.WriteString("params := " + sdkAlias + "." + sm.Params + "{}\n")
		for _, v := range sm.PathFields {
			val := values[v.Param]
			if g.sdk.FieldWrapper != "" {
				val = sdkAlias + "." + g.sdk.FieldWrapper + "(" + val + ")"
			}
			fmt.Fprintf(&pre, "params.%s = %s\n", v.Field, val)
		}
		args = append(args, "params")
	}
	recv := strings.Join(append([]string{"client"}, sm.Services...), ".")
	name := sm.Name
	if m == s.list {
		name = sm.AutoPaging
	}
	opts := "requestOptions(ctx" + strings.Join(append([]string{""}, extra...), ", ") + ")..."
	return pre.String(), recv + "." + name + "(" + strings.Join(append(append([]string{"ctx"}, args...), opts), ", ") + ")"
}

// convert writes the conversion of a model value of kind to the Go type the SDK takes, and returns its expression.
func (g *gen) convert(pre *strings.Builder, name, expr, kind, to, ret string) string {
	parse := func(call string) string {
		fmt.Fprintf(pre, "%s, err := %s\nif err != nil {\nreturn %s\n}\n", name, call, ret)
		return name
	}
	switch {
	case kind == "String" && to == "string":
		return expr + ".ValueString()"
	case kind == "String" && to == "int64":
		return parse("strconv.ParseInt(" + expr + ".ValueString(), 10, 64)")
	case kind == "String" && to == "float64":
		return parse("strconv.ParseFloat(" + expr + ".ValueString(), 64)")
	case kind == "String" && to == "bool":
		return parse("strconv.ParseBool(" + expr + ".ValueString())")
	case kind == "Int64" && to == "string":
		return "strconv.FormatInt(" + expr + ".ValueInt64(), 10)"
	case kind == "String":
		return sdkAlias + "." + to + "(" + expr + ".ValueString())"
	case to == "string":
		return "fmt.Sprint(" + expr + ".Value" + kind + "())"
	}
	v := expr + ".Value" + kind + "()"
	switch to {
	case "int64", "float64", "bool":
		return v
	}
	return sdkAlias + "." + to + "(" + v + ")"
}

// structTag is a struct tag literal: raw, unless the tag holds a backquote (a wire name can).
func structTag(tag string) string {
	if strings.Contains(tag, "`") {
		return strconv.Quote(tag)
	}
	return "`" + tag + "`"
}
