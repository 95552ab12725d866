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
	imTimeouts = strconv.Quote(fwPath + "-timeouts/resource/timeouts")
)

func (g *gen) imSDK() string     { return sdkAlias + " " + strconv.Quote(g.sdkPath) }
func (g *gen) imOption() string  { return "option " + strconv.Quote(g.optionPath()) }
func (g *gen) imApijson() string { return strconv.Quote(g.module + "/internal/apijson") }

// The validators' packages (terraform-plugin-framework-validators).
func (g *gen) imStringValidator() string { return strconv.Quote(validatorsPath + "/stringvalidator") }
func (g *gen) imInt64Validator() string  { return strconv.Quote(validatorsPath + "/int64validator") }

// modelAttrs are the attributes of the resource's model: parents, id, then the object's.
func (s *service) modelAttrs() []*attribute {
	out := append([]*attribute{}, s.parents...)
	if s.idAttr != nil {
		out = append(out, s.idAttr)
	}
	return append(out, s.attrs...)
}

// goType is the Go type of an attribute's value: a framework type for primitives, the runtime's custom field types
// (internal/apijson) for JSON text, nested objects and collections.
func goType(a *attribute) string {
	switch a.kind {
	case "JSON":
		return "apijson.JSON"
	case "Object":
		return "apijson.Object[" + a.object.goName + "]"
	case "List", "Set", "Map":
		return "apijson." + a.kind + "[" + goType(a.elem) + "]"
	}
	return "types." + a.kind
}

func (g *gen) modelFile(s *service) string {
	var b strings.Builder
	if s.read != nil && s.idAttr != nil {
		fmt.Fprintf(&b, "// Model is the state of %s and the API's JSON of the object: the json tags name each property and say\n// whether the configuration sets it (required, optional), the API does (computed), or either (computed_optional).\n", g.typeName(s))
		writeStruct(&b, "Model", s.modelAttrs(), s.parents)
	}
	if t := g.timeouts(s); s.resource && t.on {
		fmt.Fprintf(&b, "// ResourceModel is the state of the %s resource: Model and its timeouts block.\ntype ResourceModel struct {\n\tModel\n\tTimeouts timeouts.Value `tfsdk:%q`\n}\n\n", g.typeName(s), t.name)
	}
	if s.itemsOK {
		b.WriteString("// ItemModel is one object of the list data source.\n")
		writeStruct(&b, "ItemModel", s.items, nil)
		fmt.Fprintf(&b, "// ListModel is the state of the %s data source.\ntype ListModel struct {\n", g.listTypeName(s))
		for _, a := range s.listParents {
			fmt.Fprintf(&b, "\t%s %s `tfsdk:%q json:\"-\"`\n", a.field, goType(a), a.name)
		}
		fmt.Fprintf(&b, "\tMaxItems types.Int64 `tfsdk:%q json:\"-\"`\n\tItems []ItemModel `tfsdk:%q json:\"-\"`\n}\n\n", g.maxItemsAttr(), g.itemsAttr())
	}
	for _, o := range s.objects {
		b.WriteString("// " + o.goName + " is a nested object: its attributes and the API's JSON of it.\n")
		writeStruct(&b, o.goName, o.attrs, nil)
	}
	return withImports(s.pkg, true, b.String(), imTypes, g.imApijson(), imTimeouts)
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
	desc := firstNonEmpty(s.res.Description, g.names.Capital(strings.ReplaceAll(s.name, "_", " "))+" of the "+g.title()+" API.")
	if s.resource {
		fmt.Fprintf(&b, "// ResourceSchema is the schema of the %s resource.\nfunc ResourceSchema(_ context.Context) schema.Schema {\n\treturn schema.Schema{\n\t\tDescription: %s,\n\t\tAttributes: map[string]schema.Attribute{\n", g.typeName(s), strconv.Quote(desc))
		for _, a := range s.modelAttrs() {
			b.WriteString("\t\t\t" + g.resourceAttribute(s, a) + ",\n")
		}
		if t := g.timeouts(s); t.on {
			fmt.Fprintf(&b, "\t\t\t%q: timeouts.Attributes(ctx, timeouts.Opts{Create: true, Read: true, Update: true, Delete: true}),\n", t.name)
		}
		b.WriteString("\t\t},\n\t}\n}\n\n")
	}
	if s.dataSource {
		fmt.Fprintf(&b, "// DataSourceSchema is the schema of the %s data source: the id (and parents) select the object.\nfunc DataSourceSchema(_ context.Context) dsschema.Schema {\n\treturn dsschema.Schema{\n\t\tDescription: %s,\n\t\tAttributes: map[string]dsschema.Attribute{\n", g.typeName(s), strconv.Quote(desc))
		inputs := map[*attribute]bool{s.idAttr: true}
		for _, p := range s.parents {
			inputs[p] = true
		}
		by, _ := g.findOneBy(s)
		for _, a := range s.modelAttrs() {
			if by != nil && (a == s.idAttr || a == by) {
				// Either selects the object: the id, or the property data_source.filtering names.
				b.WriteString("\t\t\t" + g.schemaAttribute("dsschema", a, "computed_optional", "") + ",\n")
				continue
			}
			b.WriteString("\t\t\t" + g.dataAttribute(a, inputs[a]) + ",\n")
		}
		b.WriteString("\t\t},\n\t}\n}\n\n")
	}
	if s.itemsOK {
		fmt.Fprintf(&b, "// ListDataSourceSchema is the schema of the %s data source.\nfunc ListDataSourceSchema(_ context.Context) dsschema.Schema {\n\treturn dsschema.Schema{\n\t\tDescription: %s,\n\t\tAttributes: map[string]dsschema.Attribute{\n", g.listTypeName(s), strconv.Quote("Lists the "+strings.ReplaceAll(g.names.Plural(s.name), "_", " ")+" of the "+g.title()+" API."))
		for _, a := range s.listParents {
			b.WriteString("\t\t\t" + g.dataAttribute(a, true) + ",\n")
		}
		fmt.Fprintf(&b, "\t\t\t%q: dsschema.Int64Attribute{Optional: true, Description: \"The most items to read (default: all).\"},\n", g.maxItemsAttr())
		fmt.Fprintf(&b, "\t\t\t%q: dsschema.ListNestedAttribute{\n\t\t\t\tComputed: true,\n\t\t\t\tDescription: \"The items.\",\n\t\t\t\tNestedObject: dsschema.NestedAttributeObject{\n\t\t\t\t\tAttributes: map[string]dsschema.Attribute{\n", g.itemsAttr())
		for _, a := range s.items {
			b.WriteString("\t\t\t\t\t\t" + g.dataAttribute(a, false) + ",\n")
		}
		b.WriteString("\t\t\t\t\t},\n\t\t\t\t},\n\t\t\t},\n\t\t},\n\t}\n}\n")
	}
	if g.timeouts(s).on && s.resource {
		b2 := strings.Replace(b.String(), "func ResourceSchema(_ context.Context)", "func ResourceSchema(ctx context.Context)", 1)
		b.Reset()
		b.WriteString(b2)
	}
	for _, imp := range []string{imTypes, imTimeouts, g.imApijson(), g.imStringValidator(), g.imInt64Validator(), strconv.Quote(fwPath + "/schema/validator")} {
		name := strings.Trim(imp, `"`)
		if strings.Contains(b.String(), name[strings.LastIndex(name, "/")+1:]+".") {
			imports = append(imports, imp)
		}
	}
	return header(s.pkg, true, imports...) + b.String()
}

// planModifierKinds are the value kinds whose plan modifiers the resource schema uses.
func planModifierKinds(s *service) []string {
	seen := map[string]bool{}
	var out []string
	for _, a := range s.modelAttrs() {
		if k := schemaKind(a); modifiers(s, a) != "" && !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

// schemaKind names the attribute's schema and plan modifier types: a JSON text is a string attribute.
func schemaKind(a *attribute) string {
	if a.kind == "JSON" {
		return "String"
	}
	return a.kind
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
	kind := schemaKind(a)
	pkg := strings.ToLower(kind) + "planmodifier."
	return "PlanModifiers: []planmodifier." + kind + "{" + pkg + strings.Join(mods, ", "+pkg) + "}"
}

func (g *gen) resourceAttribute(s *service, a *attribute) string {
	return g.schemaAttribute("schema", a, a.mode, modifiers(s, a))
}

// dataAttribute is a data source attribute: an input (required) or computed, nested ones too.
func (g *gen) dataAttribute(a *attribute, input bool) string {
	mode := "computed"
	if input {
		mode = "required"
	}
	return g.schemaAttribute("dsschema", a, mode, "")
}

// schemaAttribute is an attribute of a schema package (schema or dsschema) in a mode, with its nested attributes
// in their own modes (all computed in a computed attribute); extra holds its plan modifiers.
func (g *gen) schemaAttribute(pkg string, a *attribute, mode, extra string) string {
	fields := []string{modeFields(mode)}
	kind := schemaKind(a)
	switch a.kind {
	case "JSON":
		fields = append(fields, "CustomType: apijson.JSONType{}")
	case "Object":
		fields = append(fields, "CustomType: apijson.ObjectType["+a.object.goName+"]{}", "Attributes: "+g.nestedAttributes(pkg, a.object, mode))
		kind = "SingleNested"
	case "List", "Set", "Map":
		fields = append(fields, "CustomType: apijson."+a.kind+"Type["+goType(a.elem)+"]{}")
		if a.elem.kind == "Object" {
			kind += "Nested"
			fields = append(fields, "NestedObject: "+pkg+".NestedAttributeObject{CustomType: apijson.ObjectType["+a.elem.object.goName+"]{}, Attributes: "+g.nestedAttributes(pkg, a.elem.object, mode)+"}")
		} else {
			fields = append(fields, "ElementType: apijson.TypeOf["+goType(a.elem)+"]()")
		}
	}
	if a.sensitive {
		fields = append(fields, "Sensitive: true")
	}
	fields = append(fields, "Description: "+strconv.Quote(attrDescription(a)))
	if v := enumValidator(a); v != "" && mode != "computed" {
		fields = append(fields, v)
	}
	if a.object != nil && mode != "computed" {
		if v := variantValidator(a.object.variants, a.object.attrs); v != "" {
			fields = append(fields, "Validators: []validator.Object{"+v+"}")
		}
	}
	if extra != "" {
		fields = append(fields, extra)
	}
	return fmt.Sprintf("%q: %s.%sAttribute{%s}", a.name, pkg, kind, strings.Join(fields, ", "))
}

// enumValidator is the validator that keeps a configured value among an enum's values, "" without one.
func enumValidator(a *attribute) string {
	if len(a.enum) == 0 {
		return ""
	}
	var values []string
	for _, v := range a.enum {
		switch a.kind {
		case "String":
			values = append(values, strconv.Quote(v))
		case "Int64":
			if _, err := strconv.ParseInt(v, 10, 64); err != nil {
				return ""
			}
			values = append(values, v)
		default:
			return ""
		}
	}
	return "Validators: []validator." + a.kind + "{" + strings.ToLower(a.kind) + "validator.OneOf(" + strings.Join(values, ", ") + ")}"
}

// nestedAttributes is the attribute map of a nested object in a parent of mode parentMode.
func (g *gen) nestedAttributes(pkg string, o *object, parentMode string) string {
	var b strings.Builder
	b.WriteString("map[string]" + pkg + ".Attribute{\n")
	for _, a := range o.attrs {
		mode := a.mode
		if parentMode == "computed" {
			mode = "computed"
		}
		b.WriteString(g.schemaAttribute(pkg, a, mode, "") + ",\n")
	}
	b.WriteString("}")
	return b.String()
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
