package golang

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// methodPlan is what a service method's signature and body need, worked out once for the method, its test and its
// snippets.
type methodPlan struct {
	m        *ir.Method
	name     string
	path     []pathArg
	params   string // params type, "" when the method takes none
	argName  string // body, query or params
	fields   []paramField
	bodyKind string // "", flat, whole (a named body type), raw (binary or text), form
	bodyName string // the field holding a whole or raw body
	result   string // Go type of *res; "" for no body; "*http.Response" for binary
}

// pathArg is one positional path parameter.
type pathArg struct {
	p     *ir.Param
	local string
	typ   string
}

// sources writes the Go sources: types, services, the client, options, pages and stream rules.
func (g *gen) sources() error {
	g.types()
	for _, r := range g.api.Resources() {
		if included(r.Skip, r.Only) && g.parentsIncluded(r) {
			g.service(r)
		}
	}
	g.client()
	g.options()
	g.pages()
	g.streamRules()
	g.helpers()
	g.version()
	return nil
}

// parentsIncluded reports whether every resource above r is generated for Go.
func (g *gen) parentsIncluded(r *ir.Resource) bool {
	node := g.api.Root
	for _, name := range r.Path[:len(r.Path)-1] {
		var next *ir.Resource
		for _, s := range node.Subresources {
			if s.Name == name {
				next = s
			}
		}
		if next == nil || !included(next.Skip, next.Only) {
			return false
		}
		node = next
	}
	return true
}

// subresources are a resource's children generated for Go.
func (g *gen) subresources(r *ir.Resource) []*ir.Resource {
	var out []*ir.Resource
	for _, s := range r.Subresources {
		if included(s.Skip, s.Only) {
			out = append(out, s)
		}
	}
	return out
}

// methods are a resource's HTTP methods generated for Go.
func (g *gen) methods(r *ir.Resource) []*ir.Method {
	var out []*ir.Method
	for _, m := range r.Methods {
		if m.Kind == "http" && !m.IsSkipped("go") {
			out = append(out, m)
		}
	}
	return out
}

// service writes a resource's service: the struct with its subservices, the constructor and the methods, with the
// params types of its methods.
func (g *gen) service(r *ir.Resource) {
	f := g.file(g.names.files[r]+".go", g.pkg)
	name := g.names.services[r]
	opt := g.opt(f)
	writeDoc(f, name+" holds the methods of "+r.Call+". Construct it with New"+name+" rather than directly: the client does that for you.", joinDoc(docText(r.Description), deprecationText(r.Deprecated)))
	f.p("type %s struct {", name)
	f.p("%s []%s.RequestOption", g.optionsField(), opt)
	subs := g.subresources(r)
	fields := g.subserviceFields(r, subs)
	for _, s := range subs {
		f.p("%s %s", fields[s], g.held(g.names.services[s]))
	}
	f.p("}\n")
	f.p("// New%s returns a service with the given options, applied to each request before the call's own.", name)
	f.p("func New%s(opts ...%s.RequestOption) (r %s) {", name, opt, g.held(name))
	f.p("r = %s%s{}", g.construct(), name)
	f.p("r.%s = opts", g.optionsField())
	for _, s := range subs {
		f.p("r.%s = New%s(opts...)", fields[s], g.names.services[s])
	}
	f.p("return")
	f.p("}\n")
	for _, m := range g.methods(r) {
		g.method(f, name, m)
	}
	g.webhookMethods(f, name, r)
}

// optionsField is the name of the options field of the client and services.
func (g *gen) optionsField() string {
	if b := g.cfg.Options.BackCompatOptionsFieldName; b != nil && !*b {
		return "options"
	}
	return "Options"
}

// subserviceFields names the fields holding a resource's children.
func (g *gen) subserviceFields(parent *ir.Resource, subs []*ir.Resource) map[*ir.Resource]string {
	if out, ok := g.subFields[parent]; ok {
		return out
	}
	out := map[*ir.Resource]string{}
	g.subFields[parent] = out
	used := map[string]bool{g.optionsField(): true}
	if parent == g.api.Root {
		for m := range genericMethods {
			used[m] = true
		}
	}
	for _, m := range g.methods(parent) {
		used[g.methodName(m)] = true
	}
	for _, s := range subs {
		name := g.names.goName(s.Name)
		for i := 2; used[name]; i++ {
			name = g.names.goName(s.Name) + strconv.Itoa(i)
		}
		used[name] = true
		out[s] = name
	}
	return out
}

// methodName is a method's Go name.
func (g *gen) methodName(m *ir.Method) string {
	name := g.names.methods[m]
	if memberReserved[name] || name == "Options" || (g.isRootMethod(m) && genericMethods[name]) {
		name += "Method"
	}
	return name
}

// plan works out a method's signature.
func (g *gen) plan(m *ir.Method) *methodPlan {
	if p, ok := g.plans[m]; ok {
		return p
	}
	p := &methodPlan{m: m, name: g.methodName(m)}
	byName := map[string]*ir.Param{}
	for _, prm := range m.Params {
		byName[prm.Name] = prm
	}
	taken := map[string]bool{}
	for _, pos := range m.Positional {
		prm := byName[pos]
		if prm == nil || prm.In != "path" {
			continue
		}
		local := g.names.localName(prm.Name)
		for i := 2; taken[local]; i++ {
			local = g.names.localName(prm.Name) + strconv.Itoa(i)
		}
		taken[local] = true
		p.path = append(p.path, pathArg{p: prm, local: local, typ: g.pathType(prm.Type)})
	}
	g.planParams(p)
	g.planResult(p)
	g.plans[m] = p
	return p
}

// pathType is the Go type of a path parameter.
func (g *gen) pathType(t ir.TypeRef) string {
	switch t.Kind {
	case ir.Integer:
		return "int64"
	case ir.Number:
		return "float64"
	case ir.Boolean:
		return "bool"
	case ir.Named:
		if typ := g.names.types[t.Name]; typ != nil && typ.Kind == "enum" {
			return g.names.model[t.Name]
		}
	}
	return "string"
}

// isPositional reports whether a param is one of the method's positional path arguments.
func (p *methodPlan) isPositional(prm *ir.Param) bool {
	for _, a := range p.path {
		if a.p == prm {
			return true
		}
	}
	return false
}

// pathFieldType is the type of a path param held in the params struct: what pathType makes of it as an argument.
func (g *gen) pathFieldType(t ir.TypeRef) ir.TypeRef {
	switch t.Kind {
	case ir.Integer, ir.Number, ir.Boolean:
		return ir.TypeRef{Kind: t.Kind}
	case ir.Named:
		if typ := g.names.types[t.Name]; typ != nil && typ.Kind == "enum" {
			return ir.TypeRef{Kind: ir.Named, Name: t.Name}
		}
	}
	return ir.TypeRef{Kind: ir.String}
}

// pathBinding is where the value of one path placeholder comes from: a positional argument or a params field.
type pathBinding struct {
	p     *ir.Param
	expr  string // the Go expression of the value
	typ   string // its Go type
	field string // the params field holding it; "" for a positional argument
}

// pathBindings are the values of every placeholder of a method's path, in the order of the path.
func (g *gen) pathBindings(p *methodPlan) []pathBinding {
	var out []pathBinding
	for _, a := range p.path {
		out = append(out, pathBinding{p: a.p, expr: a.local, typ: a.typ})
	}
	for _, fl := range p.fields {
		if fl.in != "path" {
			continue
		}
		expr := p.argName + "." + fl.name
		if !g.v2() {
			expr += ".Value"
		}
		prm := paramOf(p.m, fl)
		out = append(out, pathBinding{p: prm, expr: expr, typ: g.pathType(prm.Type), field: fl.name})
	}
	tmpl := p.m.Path
	slices.SortStableFunc(out, func(a, b pathBinding) int {
		return strings.Index(tmpl, "{"+a.p.WireName+"}") - strings.Index(tmpl, "{"+b.p.WireName+"}")
	})
	return out
}

// planParams collects the params struct's fields: the path params that are not positional, query and header
// params, and the body.
func (g *gen) planParams(p *methodPlan) {
	m := p.m
	var body []*ir.Property
	var pathFields []paramField
	hasQuery, hasBody := false, false
	for _, prm := range m.Params {
		if prm.In == "path" {
			// Never skipped: the URL needs every placeholder.
			if !p.isPositional(prm) {
				pathFields = append(pathFields, paramField{wire: prm.WireName, in: "path", t: g.pathFieldType(prm.Type), required: true, doc: joinDoc(docText(prm.Description), deprecationText(prm.Deprecated)), name: g.names.goName(prm.Name)})
			}
			continue
		}
		if skipped(prm.Skip) {
			continue
		}
		switch prm.In {
		case "query", "header":
			hasQuery = hasQuery || prm.In == "query"
			p.fields = append(p.fields, paramField{wire: prm.WireName, in: prm.In, t: prm.Type, required: prm.Required, doc: joinDoc(docText(prm.Description), deprecationText(prm.Deprecated)), name: g.names.goName(prm.Name)})
		case "body":
			body = append(body, &ir.Property{Name: prm.Name, WireName: prm.WireName, Type: prm.Type, Required: prm.Required, Description: prm.Description, Deprecated: prm.Deprecated, ReadOnly: prm.ReadOnly, Names: prm.Names})
		}
	}
	if b := m.Body; b != nil {
		hasBody = true
		switch {
		case b.Encoding == "binary" || b.Encoding == "text":
			p.bodyKind = "raw"
		case b.Flattened || b.Type == nil:
			p.bodyKind = "flat"
			if b.Encoding == "form" {
				p.bodyKind = "form"
			}
		default:
			p.bodyKind = "whole"
		}
	}
	switch p.bodyKind {
	case "flat", "form":
		bodyFields := g.propFields(requestProps(body))
		p.fields = append(bodyFields, p.fields...)
	case "whole", "raw":
		p.bodyName = g.names.goName(firstNonEmpty(m.Body.ParamName, "body"))
		t := ir.TypeRef{Kind: ir.String, Format: "binary"}
		if p.bodyKind == "whole" {
			t = *m.Body.Type
		}
		p.fields = append([]paramField{{name: p.bodyName, wire: "", in: "whole", t: t, required: m.Body.Required || p.bodyKind == "raw"}}, p.fields...)
	}
	p.fields = append(pathFields, p.fields...)
	uniqueFieldNames(p.fields)
	if len(p.fields) == 0 && m.Body == nil {
		return
	}
	p.params = g.names.params[m]
	if p.params == "" {
		p.params = g.names.claim(g.names.goName(strings.Join(append(append([]string{}, resourcePath(m)...), m.Name, "params"), "_")))
		g.names.params[m] = p.params
	}
	switch {
	case len(pathFields) > 0:
		p.argName = "params"
	case hasBody && !hasQuery:
		p.argName = "body"
	case hasQuery && !hasBody:
		p.argName = "query"
	default:
		p.argName = "params"
	}
}

// resourcePath is the resource path of a method's call (client.accounts.friends.list -> accounts friends).
func resourcePath(m *ir.Method) []string {
	parts := strings.Split(m.Call, ".")
	if len(parts) < 2 {
		return nil
	}
	return parts[1 : len(parts)-1]
}

// uniqueFieldNames renames params fields that collide (a query param and a body property of one name).
func uniqueFieldNames(fields []paramField) {
	used := map[string]bool{}
	for i := range fields {
		name := fields[i].name
		if memberReserved[name] {
			name += "Field"
		}
		candidate := name
		for n := 2; used[candidate]; n++ {
			candidate = name + strconv.Itoa(n)
		}
		used[candidate] = true
		fields[i].name = candidate
	}
}

// planResult decides what the method returns.
func (g *gen) planResult(p *methodPlan) {
	r := p.m.Response
	switch {
	case p.m.Pagination != nil || r == nil:
	case r.Binary:
		p.result = "*http.Response"
	case r.Type != nil:
		p.result = "value"
	}
}

// unwrapped is the type of the value a method returns after unwrap_response.
func (g *gen) unwrapped(m *ir.Method) ir.TypeRef {
	t := *m.Response.Type
	for _, prop := range m.Response.Unwrap {
		obj := g.objectOf(t)
		if obj == nil {
			return ir.TypeRef{Kind: ir.Unknown}
		}
		found := false
		for _, p := range obj.Properties {
			if p.WireName == prop {
				t, found = p.Type, true
				break
			}
		}
		if !found {
			return ir.TypeRef{Kind: ir.Unknown}
		}
	}
	return t
}

// method writes one service method (and its params type, and its streaming and auto-paging twins).
func (g *gen) method(f *goFile, service string, m *ir.Method) {
	p := g.plan(m)
	if p.params != "" {
		g.paramsType(f, p)
	}
	switch {
	case m.Pagination != nil:
		g.pagedMethod(f, service, p)
	case m.Streaming != nil && m.Streaming.ParamDiscriminator == "":
		g.streamMethod(f, service, p, p.name)
	default:
		g.plainMethod(f, service, p)
		if m.Streaming != nil {
			g.streamMethod(f, service, p, p.name+"Streaming")
		}
	}
}

// paramsType writes a method's params struct and its encoders.
func (g *gen) paramsType(f *goFile, p *methodPlan) {
	var fields []paramField
	for _, fl := range p.fields {
		if fl.in == "whole" {
			fl.in = "body"
			fields = append(fields, fl)
			continue
		}
		if p.m.Streaming != nil && fl.in == "body" && fl.wire == p.m.Streaming.ParamDiscriminator {
			continue // the method sets it
		}
		fields = append(fields, fl)
	}
	doc := p.params + " are the parameters of " + p.m.Call + "."
	if p.bodyKind == "whole" || p.bodyKind == "raw" {
		g.wholeBodyParams(f, p, doc, fields)
	} else {
		g.writeParamStruct(f, p.params, doc, fields)
	}
	if hasIn(fields, "query") {
		f.p("// URLQuery serialises the query parameters.")
		f.p("func (r %s) URLQuery() (v %s.Values, err error) {", p.params, f.use("net/url"))
		aq := g.rt(f, pkgAPIQuery)
		f.p("return %s.MarshalWithSettings(r, %s.QuerySettings{ArrayFormat: %s.%s, NestedFormat: %s.%s})", aq, aq, aq, queryArrayConst(g.api.Query.ArrayFormat), aq, queryNestedConst(g.api.Query.NestedFormat))
		f.p("}\n")
	}
	switch {
	case p.m.Body != nil && p.m.Body.Encoding == "multipart":
		f.p("// MarshalMultipart encodes the body as multipart/form-data.")
		f.p("func (r %s) MarshalMultipart() (data []byte, contentType string, err error) {", p.params)
		af := g.rt(f, pkgAPIForm)
		f.p("return %s.MarshalWithSettings(r, %s.%s)", af, af, g.formFormat())
		f.p("}\n")
	case p.bodyKind == "form":
		f.p("// RawBody encodes the body as application/x-www-form-urlencoded.")
		f.p("func (r %s) RawBody() (%s.Reader, string) {", p.params, f.use("io"))
		af := g.rt(f, pkgAPIForm)
		f.p("data, err := %s.MarshalURLEncoded(r, %s.%s)", af, af, g.formFormat())
		f.p("if err != nil {")
		f.p("return %s.ErrReader(err), \"\"", f.use("testing/iotest"))
		f.p("}")
		f.p("return %s.NewReader(data), %q", f.use("bytes"), "application/x-www-form-urlencoded")
		f.p("}\n")
	}
}

// wholeBodyParams writes a params struct whose body is one value (a named type, or raw bytes).
func (g *gen) wholeBodyParams(f *goFile, p *methodPlan, doc string, fields []paramField) {
	writeDoc(f, "", doc)
	f.p("type %s struct {", p.params)
	for _, fl := range fields {
		writeFieldDoc(f, fl.doc)
		if fl.name == p.bodyName && fl.wire == "" {
			typ := g.paramValueType(f, fl.t)
			if p.bodyKind == "raw" {
				typ = f.use("io") + ".Reader"
			}
			f.p("%s %s `json:\"-\"`", fl.name, typ)
			continue
		}
		f.p("%s %s %s", fl.name, g.paramFieldType(f, fl.t, fl.required), g.paramTag(fl))
	}
	f.p("paramObj")
	f.p("}\n")
	if p.bodyKind == "raw" {
		f.p("// RawBody is the request body, sent as is.")
		f.p("func (r %s) RawBody() (%s.Reader, string) { return r.%s, %q }\n", p.params, f.use("io"), p.bodyName, p.m.Body.ContentType)
		return
	}
	f.p("func (r %s) MarshalJSON() (data []byte, err error) {", p.params)
	f.p("return %s.MarshalRoot(r.%s)", g.rt(f, pkgAPIJSON), p.bodyName)
	f.p("}\n")
}

func hasIn(fields []paramField, in string) bool {
	for _, f := range fields {
		if f.in == in {
			return true
		}
	}
	return false
}

// queryArrayConst names apiquery's constant for an array format.
func queryArrayConst(format string) string {
	switch format {
	case "repeat":
		return "ArrayQueryFormatRepeat"
	case "indices":
		return "ArrayQueryFormatIndices"
	case "brackets":
		return "ArrayQueryFormatBrackets"
	}
	return "ArrayQueryFormatComma"
}

// queryNestedConst names apiquery's constant for a nested format.
func queryNestedConst(format string) string {
	if format == "dots" {
		return "NestedQueryFormatDots"
	}
	return "NestedQueryFormatBrackets"
}

// formFormat is apiform's format for multipart arrays: multipart_settings.array_format, else Go v1's indices with
// dots, else (v2) query_settings.array_format.
func (g *gen) formFormat() string {
	format := g.api.Multipart.ArrayFormat
	if format == "" {
		if !g.v2() {
			return "FormatIndicesDots"
		}
		format = g.api.Query.ArrayFormat
	}
	switch format {
	case "repeat":
		return "FormatRepeat"
	case "indices":
		return "FormatIndices"
	case "comma":
		return "FormatComma"
	}
	return "FormatBrackets"
}

// signature is a method's parameter list after ctx, without the options.
func (g *gen) signature(p *methodPlan) string {
	var parts []string
	for _, a := range p.path {
		parts = append(parts, a.local+" "+a.typ)
	}
	if p.params != "" {
		parts = append(parts, p.argName+" "+p.params)
	}
	return strings.Join(parts, ", ")
}

// methodDoc writes a method's doc comment.
func (g *gen) methodDoc(f *goFile, p *methodPlan, name, lead string) {
	m := p.m
	text := docText(firstNonEmpty(m.Description, m.Summary))
	if lead != "" {
		text = joinDoc(lead, text)
	}
	if text == "" {
		text = name + " calls " + m.HTTPMethod + " " + m.Path + "."
	}
	writeDoc(f, "", joinDoc(text, deprecationText(m.Deprecated)))
}

// prologue writes the start of every method body: the service's options first, then the method's own defaults,
// then the caller's; and the check that path params are not empty.
func (g *gen) prologue(f *goFile, p *methodPlan, errReturn string, extra ...string) {
	rc := g.rt(f, pkgRequestConfig)
	internal := append([]string{}, extra...)
	m := p.m
	if m.Security != nil {
		internal = append(internal, rc+".WithSecurity("+securityLiteral(m.Security)+")")
	}
	if m.DefaultTimeout != nil || m.DefaultMaxRetries != nil {
		internal = append(internal, g.methodDefaultsOption(f, m))
	}
	if r := m.Response; r != nil && len(r.Unwrap) > 0 && m.Pagination == nil {
		internal = append(internal, rc+".WithResponseUnwrap("+quoteAll(r.Unwrap)+")")
	}
	if len(internal) > 0 {
		f.p("opts = %s.Concat(r.%s, []%s.RequestOption{%s}, opts)", f.use("slices"), g.optionsField(), g.opt(f), strings.Join(internal, ", "))
	} else {
		f.p("opts = %s.Concat(r.%s, opts)", f.use("slices"), g.optionsField())
	}
	for _, b := range g.pathBindings(p) {
		if b.typ != "string" && !g.isStringEnum(b.typ) {
			continue
		}
		f.p("if %s == \"\" {", b.expr)
		f.p("err := %s.New(\"missing required %s parameter\")", f.use("errors"), strings.ReplaceAll(b.p.WireName, `"`, `'`))
		f.p("%s", errReturn)
		f.p("}")
	}
}

// isStringEnum reports whether a Go type name is an enum with a string base.
func (g *gen) isStringEnum(typ string) bool {
	for name, model := range g.names.model {
		if model == typ {
			t := g.names.types[name]
			return t.Kind == "enum" && t.Enum.Base == ir.String
		}
	}
	return false
}

// methodDefaultsOption is the WithMethodDefaults option of default_request_options.
func (g *gen) methodDefaultsOption(f *goFile, m *ir.Method) string {
	timeout, retries := "nil", "nil"
	if t := m.DefaultTimeout; t != nil && !t.None {
		timeout = fmt.Sprintf("ptr(%d*%s.Millisecond)", t.Milliseconds, f.use("time"))
	}
	if m.DefaultMaxRetries != nil {
		retries = fmt.Sprintf("ptr(%d)", *m.DefaultMaxRetries)
	}
	return g.rt(f, pkgRequestConfig) + ".WithMethodDefaults(" + timeout + ", " + retries + ")"
}

// securityLiteral writes a method's security alternatives.
func securityLiteral(alts [][]string) string {
	var parts []string
	for _, a := range alts {
		parts = append(parts, "{"+quoteAll(a)+"}")
	}
	return "[][]string{" + strings.Join(parts, ", ") + "}"
}

// quoteAll quotes strings and joins them with commas.
func quoteAll(items []string) string {
	out := make([]string, len(items))
	for i, s := range items {
		out[i] = strconv.Quote(s)
	}
	return strings.Join(out, ", ")
}

// pathExpr is the Go expression of a method's path, relative to the base URL, with its params escaped.
func (g *gen) pathExpr(f *goFile, p *methodPlan) string {
	tmpl := strings.TrimPrefix(p.m.Path, "/")
	byWire := map[string]pathBinding{}
	for _, b := range g.pathBindings(p) {
		byWire[b.p.WireName] = b
	}
	var format strings.Builder
	var args []string
	for rest := tmpl; rest != ""; {
		open, end := strings.IndexByte(rest, '{'), -1
		if open >= 0 {
			if i := strings.IndexByte(rest[open:], '}'); i > 0 {
				end = open + i
			}
		}
		b, ok := pathBinding{}, false
		if end > 0 {
			b, ok = byWire[rest[open+1:end]]
		}
		if !ok {
			// No placeholder left, or one no param fills: the text up to it is literal.
			n := len(rest)
			if end > 0 {
				n = end + 1
			}
			format.WriteString(strings.ReplaceAll(rest[:n], "%", "%%"))
			rest = rest[n:]
			continue
		}
		format.WriteString(strings.ReplaceAll(rest[:open], "%", "%%") + "%s")
		rest = rest[end+1:]
		value := b.expr
		if b.typ != "string" {
			value = f.use("fmt") + ".Sprint(" + value + ")"
		}
		if optionOr(g.cfg.Options.PathParamEncoding, true) {
			value = g.rt(f, pkgRequestConfig) + ".PathEscape(" + value + ")"
		}
		args = append(args, value)
	}
	if len(args) == 0 {
		return strconv.Quote(tmpl)
	}
	return f.use("fmt") + ".Sprintf(" + strconv.Quote(format.String()) + ", " + strings.Join(args, ", ") + ")"
}

// callArgs are the method's arguments as passed on (path args, then params).
func (p *methodPlan) callArgs() string {
	var parts []string
	for _, a := range p.path {
		parts = append(parts, a.local)
	}
	if p.params != "" {
		parts = append(parts, p.argName)
	}
	return strings.Join(append(parts, "opts..."), ", ")
}

// paramsArg is the params argument given to the request, nil when there is none.
func (p *methodPlan) paramsArg() string {
	if p.params == "" {
		return "nil"
	}
	return p.argName
}

// plainMethod writes a method that returns the decoded response (or the raw response for binary ones).
func (g *gen) plainMethod(f *goFile, service string, p *methodPlan) {
	m := p.m
	opt, rc := g.opt(f), g.rt(f, pkgRequestConfig)
	args := g.signature(p)
	if args != "" {
		args += ", "
	}
	var results, errReturn, dst string
	var extra []string
	switch p.result {
	case "":
		results, errReturn, dst = "(err error)", "return err", "nil"
	case "*http.Response":
		results, errReturn, dst = "(res *"+f.use("net/http")+".Response, err error)", "return nil, err", "&res"
		if ct := m.Response.ContentType; ct != "" {
			extra = append(extra, opt+".WithHeader(\"Accept\", "+strconv.Quote(ct)+")")
		}
	default:
		results, errReturn, dst = "(res *"+g.respType(f, g.unwrapped(m))+", err error)", "return nil, err", "&res"
		if ct := m.Response.ContentType; ct != "" && ct != "application/json" {
			// The runtime asks for JSON unless told otherwise; a server may refuse that for text/markdown.
			extra = append(extra, opt+".WithHeader(\"Accept\", "+strconv.Quote(ct)+")")
		}
	}
	g.methodDoc(f, p, p.name, "")
	f.p("func (r *%s) %s(ctx %s.Context, %sopts ...%s.RequestOption) %s {", service, p.name, f.use("context"), args, opt, results)
	g.prologue(f, p, errReturn, extra...)
	f.p("path := %s", g.pathExpr(f, p))
	f.p("err = %s.ExecuteNewRequest(ctx, %s, path, %s, %s, opts...)", rc, httpMethod(f, m.HTTPMethod), p.paramsArg(), dst)
	f.p("return")
	f.p("}\n")
}

// httpMethod is net/http's constant for a method.
func httpMethod(f *goFile, method string) string {
	name := map[string]string{"GET": "MethodGet", "POST": "MethodPost", "PUT": "MethodPut", "PATCH": "MethodPatch", "DELETE": "MethodDelete", "HEAD": "MethodHead", "OPTIONS": "MethodOptions", "TRACE": "MethodTrace"}[strings.ToUpper(method)]
	if name == "" {
		return strconv.Quote(strings.ToUpper(method))
	}
	return f.use("net/http") + "." + name
}

// streamMethod writes a method that returns a server-sent-event stream.
func (g *gen) streamMethod(f *goFile, service string, p *methodPlan, name string) {
	m := p.m
	opt, rc, ss := g.opt(f), g.rt(f, pkgRequestConfig), g.rt(f, pkgSSEStream)
	event := g.respType(f, m.Streaming.Event)
	args := g.signature(p)
	if args != "" {
		args += ", "
	}
	extra := []string{opt + `.WithHeader("Accept", "text/event-stream")`}
	if d := m.Streaming.ParamDiscriminator; d != "" {
		extra = append(extra, opt+".WithJSONSet("+strconv.Quote(d)+", true)")
	}
	g.methodDoc(f, p, name, "")
	f.p("func (r *%s) %s(ctx %s.Context, %sopts ...%s.RequestOption) (stream *%s.Stream[%s]) {", service, name, f.use("context"), args, opt, ss, event)
	f.p("var (")
	f.p("raw *%s.Response", f.use("net/http"))
	f.p("err error")
	f.p(")")
	g.prologue(f, p, "return "+ss+".NewStream["+event+"](nil, err)", extra...)
	f.p("path := %s", g.pathExpr(f, p))
	f.p("err = %s.ExecuteNewRequest(ctx, %s, path, %s, &raw, opts...)", rc, httpMethod(f, m.HTTPMethod), p.paramsArg())
	f.p("return %s.NewStream[%s](%s.NewDecoder(raw), err)", ss, event, ss)
	f.p("}\n")
}

// pagedMethod writes a list method returning its first page, and its ListAutoPaging twin.
func (g *gen) pagedMethod(f *goFile, service string, p *methodPlan) {
	m := p.m
	opt, rc, pg := g.opt(f), g.rt(f, pkgRequestConfig), g.rt(f, pkgPagination)
	page := g.names.pages[m.Pagination.Scheme]
	item := g.respType(f, m.Pagination.Item)
	args := g.signature(p)
	if args != "" {
		args += ", "
	}
	g.methodDoc(f, p, p.name, "")
	f.p("func (r *%s) %s(ctx %s.Context, %sopts ...%s.RequestOption) (res *%s.%s[%s], err error) {", service, p.name, f.use("context"), args, opt, pg, page, item)
	g.prologue(f, p, "return nil, err")
	f.p("path := %s", g.pathExpr(f, p))
	f.p("cfg, err := %s.NewRequestConfig(ctx, %s, path, %s, nil, opts...)", rc, httpMethod(f, m.HTTPMethod), p.paramsArg())
	f.p("if err != nil {")
	f.p("return nil, err")
	f.p("}")
	f.p("return %s.Fetch%s[%s](cfg)", pg, page, item)
	f.p("}\n")
	g.methodDoc(f, p, p.name+"AutoPaging", p.name+"AutoPaging iterates over every item of every page, fetching pages as it goes.")
	f.p("func (r *%s) %sAutoPaging(ctx %s.Context, %sopts ...%s.RequestOption) *%s.AutoPager[%s] {", service, p.name, f.use("context"), args, opt, pg, item)
	f.p("return %s.NewAutoPager[%s](r.%s(ctx, %s))", pg, item, p.name, p.callArgs())
	f.p("}\n")
}

// genericMethods are the client's methods for undocumented endpoints.
var genericMethods = map[string]bool{"Execute": true, "Get": true, "Post": true, "Put": true, "Patch": true, "Delete": true}

// isRootMethod reports whether a method belongs to the client itself.
func (g *gen) isRootMethod(m *ir.Method) bool {
	for _, rm := range g.api.Root.Methods {
		if rm == m {
			return true
		}
	}
	return false
}
