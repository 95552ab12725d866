package golang

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/printer"
	"go/scanner"
	"go/token"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// snippet is one README program: package main, the imports its code uses and the body of main, formatted with
// go/format like every generated Go file. Imports are recorded as code uses them and dropped at the end when the
// code does not name them, so a program never has an unused import.
type snippet struct {
	g    *gen
	f    *goFile
	q    string // the root package's qualifier with its dot, e.g. "acme."
	opt  string // the option package's qualifier
	w    valueWriter
	main strings.Builder
	tail strings.Builder // declarations after main
	vars map[string]bool // names main declares (and package names it must not shadow)
}

// snippetReserved are names snippet variables never take: the packages snippets import and main's own variables.
var snippetReserved = []string{
	"client", "err", "ctx", "cancel", "bytes", "context", "errors", "fmt", "http", "io", "log", "os", "time",
	"strings", "main", "pagination", "ssestream", "param", "respjson",
}

// predeclared are Go's predeclared identifiers, which snippet variables do not shadow.
var predeclared = map[string]bool{
	"any": true, "append": true, "bool": true, "byte": true, "cap": true, "clear": true, "close": true,
	"comparable": true, "complex": true, "copy": true, "delete": true, "error": true, "false": true,
	"float32": true, "float64": true, "imag": true, "int": true, "int8": true, "int16": true, "int32": true,
	"int64": true, "iota": true, "len": true, "make": true, "max": true, "min": true, "new": true, "nil": true,
	"panic": true, "print": true, "println": true, "real": true, "recover": true, "rune": true, "string": true,
	"true": true, "uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true, "uintptr": true,
}

func (g *gen) newSnippet() *snippet {
	f := &goFile{path: "README.md", pkg: "main", imports: map[string]string{}}
	s := &snippet{g: g, f: f, vars: map[string]bool{}}
	s.q = g.rootQualifier(f) + "."
	s.opt = g.opt(f)
	s.w = valueWriter{g: g, f: f, q: s.q}
	for _, v := range snippetReserved {
		s.vars[v] = true
	}
	s.vars[g.exampleVar()] = true
	s.vars[strings.TrimSuffix(s.q, ".")] = true
	s.vars[s.opt] = true
	return s
}

// testReserved are the names generated tests declare or import, which the root package's qualifier must not be.
var testReserved = []string{
	"t", "client", "ok", "err", "baseURL", "envURL", "apierr", "raw", "iter", "stream", "res", "testClient",
	"offlineClient", "checkErr", "testing", "testutil", "url", "json",
}

// stdImported are the names of the standard-library packages generated files import (TestStdImportsReserved
// keeps the list complete): a package named like one of them (package_name: http) is imported by tests and
// README programs under another name, so the two never clash.
var stdImported = []string{
	"base64", "bytes", "context", "errors", "fmt", "http", "httptest", "io", "iotest", "json", "net", "os",
	"slices", "strconv", "strings", "sync", "testing", "time", "url",
}

// importQualifier is the name code outside the root package (tests, README programs) refers to it by: the package
// name, unless those files use that name for something else (a package named t would be shadowed by every test's
// *testing.T, one named fmt would clash with the import), then the package name with "sdk" appended.
func (g *gen) importQualifier() string {
	taken := map[string]bool{g.optPkg: true, g.exampleVar(): true}
	for _, names := range [][]string{snippetReserved, testReserved, stdImported} {
		for _, n := range names {
			taken[n] = true
		}
	}
	name := g.pkg
	for taken[name] || predeclared[name] {
		name += "sdk"
	}
	return name
}

// rootQualifier imports the root package into f and returns its name: by path when the path's last element is the
// qualifier, else under the qualifier (as goimports would write it).
func (g *gen) rootQualifier(f *goFile) string {
	if importName(g.module) == g.qual {
		return f.use(g.module)
	}
	return f.useAs(g.module, g.qual)
}

// importName is the name an import path gets without an explicit one: its last element, or the one before a
// major-version suffix.
func importName(p string) string {
	name := path.Base(p)
	if strings.HasPrefix(name, "v") && strings.Trim(name[1:], "0123456789") == "" && name != "v" {
		name = path.Base(path.Dir(p))
	}
	return name
}

// p writes a line of main.
func (s *snippet) p(format string, args ...any) {
	if len(args) == 0 {
		s.main.WriteString(format)
	} else {
		fmt.Fprintf(&s.main, format, args...)
	}
	s.main.WriteByte('\n')
}

// use records an import and returns its qualifier.
func (s *snippet) use(importPath string) string { return s.f.use(importPath) }

// name returns an unused variable name for canonical words, fallback when they make none.
func (s *snippet) name(words, fallback string) string {
	base := fallback
	if words != "" {
		n := s.g.names.localName(words)
		// localName suffixes names generated methods use for themselves; main may use them.
		if t := strings.TrimSuffix(n, "Param"); t != n && goKeywords[t] && !token.IsKeyword(t) && !predeclared[t] {
			n = t
		}
		if token.IsIdentifier(n) && !token.IsKeyword(n) && !predeclared[n] {
			base = n
		}
	}
	candidate := base
	for i := 2; s.vars[candidate]; i++ {
		candidate = base + strconv.Itoa(i)
	}
	s.vars[candidate] = true
	return candidate
}

// declare assigns a call's results: := when a name on the left is new, = when every name is _ or declared.
func (s *snippet) declare(lhs []string, expr string) {
	op := "="
	for _, v := range lhs {
		if v != "_" && !s.vars["decl:"+v] {
			op = ":="
			s.vars["decl:"+v] = true
		}
	}
	s.p("%s %s %s", strings.Join(lhs, ", "), op, expr)
}

// check panics on err, as examples do.
func (s *snippet) check() {
	s.p("if err != nil {")
	s.p("panic(err.Error())")
	s.p("}")
}

// client declares the client with the given options, one per line.
func (s *snippet) client(opts ...string) {
	if len(opts) == 0 {
		s.p("%s := %sNew%s()", s.g.exampleVar(), s.q, s.g.names.client())
		return
	}
	s.p("%s := %sNew%s(", s.g.exampleVar(), s.q, s.g.names.client())
	for _, o := range opts {
		s.p("%s", withComma(o))
	}
	s.p(")")
}

// withComma ends an argument with a comma, before its trailing comment when it has one.
func withComma(arg string) string {
	lines := strings.Split(arg, "\n")
	last := lines[len(lines)-1]
	if i := commentStart(last); i >= 0 {
		lines[len(lines)-1] = strings.TrimRight(last[:i], " ") + ", " + last[i:]
	} else {
		lines[len(lines)-1] = last + ","
	}
	return strings.Join(lines, "\n")
}

// commentStart is the offset of the comment that ends a line of Go, -1 when it has none; Go's scanner tells a
// comment from // inside a string literal.
func commentStart(line string) int {
	fset := token.NewFileSet()
	var sc scanner.Scanner
	sc.Init(fset.AddFile("line.go", -1, len(line)), []byte(line), nil, scanner.ScanComments)
	for {
		pos, tok, _ := sc.Scan()
		switch tok {
		case token.EOF:
			return -1
		case token.COMMENT:
			return fset.Position(pos).Offset
		}
	}
}

// code returns the formatted program.
func (s *snippet) code() (string, error) {
	src := "func main() {\n" + s.main.String() + "}\n" + s.tail.String()
	used := selectors(src)
	for p, name := range s.f.imports {
		if name == "" {
			name = importName(p)
		}
		if !used[name] {
			delete(s.f.imports, p)
		}
	}
	s.f.body.Reset()
	s.f.body.WriteString(src)
	out, err := s.f.format(s.f.source("")) // simplify parses it again: go/format's own layout costs nothing more
	if err == nil {
		out, err = simplify(out)
	}
	if err != nil {
		return "", fmt.Errorf("README snippet: %w", err)
	}
	return strings.TrimLeft(string(out), "\n"), nil
}

// simplify drops the composite literal types gofmt -s drops, which example values spell out: the T of the items
// in []T{T{...}}, map[K]T{k: T{...}} and []*T{&T{...}}.
func simplify(src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "snippet.go", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	text := func(n ast.Node) string {
		var b bytes.Buffer
		_ = printer.Fprint(&b, fset, n)
		return b.String()
	}
	ast.Inspect(file, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		var elem ast.Expr
		switch t := lit.Type.(type) {
		case *ast.ArrayType:
			elem = t.Elt
		case *ast.MapType:
			elem = t.Value
		default:
			return true
		}
		want := text(elem)
		for i, e := range lit.Elts {
			target := &lit.Elts[i]
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				e, target = kv.Value, &kv.Value
			}
			switch x := e.(type) {
			case *ast.CompositeLit:
				if x.Type != nil && text(x.Type) == want {
					x.Type = nil
				}
			case *ast.UnaryExpr:
				if inner, ok := x.X.(*ast.CompositeLit); ok && x.Op == token.AND && inner.Type != nil && "*"+text(inner.Type) == want {
					inner.Type = nil
					*target = inner
				}
			}
		}
		return true
	})
	var b bytes.Buffer
	if err := format.Node(&b, fset, file); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// selectors are the identifiers src uses as qualifiers (x in x.Y), found with Go's scanner so that text in string
// literals and comments does not count.
func selectors(src string) map[string]bool {
	out := map[string]bool{}
	fset := token.NewFileSet()
	var sc scanner.Scanner
	sc.Init(fset.AddFile("snippet.go", -1, len(src)), []byte(src), nil, 0)
	prev := ""
	for {
		_, tok, lit := sc.Scan()
		if tok == token.EOF {
			return out
		}
		if tok == token.PERIOD && prev != "" {
			out[prev] = true
		}
		prev = ""
		if tok == token.IDENT {
			prev = lit
		}
	}
}

// exampleFor returns the README example of a name, falling back to default.
func (g *gen) exampleFor(name string) *ir.ReadmeExample {
	var def *ir.ReadmeExample
	for i := range g.api.Readme.Examples {
		e := &g.api.Readme.Examples[i]
		if e.Name == name {
			return e
		}
		if e.Name == "default" {
			def = e
		}
	}
	return def
}

// ownExample returns the README example of a name, without falling back.
func (g *gen) ownExample(name string) *ir.ReadmeExample {
	if e := g.exampleFor(name); e != nil && e.Name == name {
		return e
	}
	return nil
}

// call is a README example's method, ready to be written as a call.
type call struct {
	ex *ir.ReadmeExample
	r  *ir.Resource
	p  *methodPlan
}

// generatedMethods lists every HTTP method generated for Go with its resource, the client's first.
func (g *gen) generatedMethods() []call {
	var out []call
	for _, r := range append([]*ir.Resource{g.api.Root}, g.api.Resources()...) {
		if r != g.api.Root && (!included(r.Skip, r.Only) || !g.parentsIncluded(r)) {
			continue
		}
		for _, m := range g.methods(r) {
			out = append(out, call{r: r, p: g.plan(m)})
		}
	}
	return out
}

// exampleCall finds the method of a README example: by endpoint (method and path) and call chain, else by
// endpoint, else by call chain; ok is false when Go does not generate it.
func (g *gen) exampleCall(ex *ir.ReadmeExample) (call, bool) {
	if ex == nil {
		return call{}, false
	}
	methods := g.generatedMethods()
	endpoint := func(m *ir.Method) bool {
		verb, p, _ := strings.Cut(strings.TrimSpace(ex.Endpoint), " ")
		return ex.Endpoint != "" && strings.EqualFold(verb, m.HTTPMethod) && strings.TrimSpace(p) == m.Path
	}
	for _, match := range []func(m *ir.Method) bool{
		func(m *ir.Method) bool { return endpoint(m) && m.Call == ex.Call },
		endpoint,
		func(m *ir.Method) bool { return m.Call == ex.Call },
	} {
		for _, c := range methods {
			if match(c.p.m) {
				c.ex = ex
				return c, true
			}
		}
	}
	return call{}, false
}

// target is the expression of a method on its service, e.g. client.Accounts.List.
func (g *gen) target(r *ir.Resource, method string) string {
	return g.chain(g.exampleVar(), r) + "." + method
}

// exampleVar is the variable holding the client in README examples (client_settings.default_client_example_name).
func (g *gen) exampleVar() string {
	if g.api.Client.ExampleName == "" {
		return "client"
	}
	return g.names.localName(g.api.Client.ExampleName)
}

// params are the example's params, keyed as the spec gave them.
func (c call) params() example.Object {
	if c.ex == nil {
		return nil
	}
	obj, _ := example.Normalize(c.ex.Params).(example.Object)
	return obj
}

// lookupAny finds the first of several keys.
func lookupAny(obj example.Object, keys ...string) (any, bool) {
	for _, k := range keys {
		if k == "" {
			continue
		}
		if v, ok := lookup(obj, k); ok {
			return v, true
		}
	}
	return nil, false
}

// isFileParam reports whether a params field is the example's file_param.
func (c call) isFileParam(fl paramField) bool {
	if c.ex == nil || c.ex.FileParam == "" {
		return false
	}
	if fl.wire == c.ex.FileParam {
		return true
	}
	prm := paramOf(c.p.m, fl)
	return prm != nil && prm.Name == c.ex.FileParam
}

// openFile writes the opening of the example's upload, when it has one, and returns the variable holding it.
func (s *snippet) openFile(c call) string {
	if c.ex == nil || c.ex.FileParam == "" {
		return ""
	}
	has := slices.ContainsFunc(c.p.fields, func(fl paramField) bool { return c.isFileParam(fl) })
	if !has {
		return ""
	}
	v := s.name(c.ex.FileParam, "file")
	s.declare([]string{v, "err"}, s.use("os")+".Open("+quote(firstNonEmpty(c.ex.FilePath, "/path/to/file"))+")")
	s.check()
	s.p("defer %s.Close()", v)
	s.p("")
	return v
}

// args are the example's arguments after ctx: path params, then the params struct (with every optional field when
// all is set); file is the variable of an opened upload.
func (s *snippet) args(c call, file string, all bool) []string {
	params := c.params()
	var out []string
	for _, a := range c.p.path {
		v, ok := lookupAny(params, a.p.WireName, a.p.Name)
		if !ok {
			v = s.g.exampleOf(a.p.Type, a.p.Example, a.p.Default, false)
		}
		if a.typ == "string" {
			str, _ := v.(string)
			out = append(out, quote(firstNonEmpty(str, a.p.WireName)))
			continue
		}
		out = append(out, s.w.value(a.p.Type, v))
	}
	if c.p.params != "" {
		out = append(out, s.paramsLiteral(c, params, file, all))
	}
	return out
}

// paramsLiteral writes the params struct of an example, one field a line.
func (s *snippet) paramsLiteral(c call, params example.Object, file string, all bool) string {
	p := c.p
	m := p.m
	var fields []string
	for _, fl := range p.fields {
		if m.Streaming != nil && fl.in == "body" && fl.wire == m.Streaming.ParamDiscriminator {
			continue // the params type has no such field: the method sets it
		}
		if fl.def != nil && fl.in == "body" {
			continue // a const: MarshalJSON fills it in
		}
		if fl.in == "whole" {
			if v := s.wholeBody(c, fl, params, file, all); v != "" {
				fields = append(fields, fl.name+": "+v)
			}
			continue
		}
		if file != "" && c.isFileParam(fl) {
			v := file
			if !s.g.v2() {
				v = s.q + "F[" + s.w.qualified(s.g.paramValueType(s.f, fl.t)) + "](" + file + ")"
			}
			fields = append(fields, fl.name+": "+v)
			continue
		}
		var ex, def any
		keys := []string{fl.wire}
		if prm := paramOf(m, fl); prm != nil {
			ex, def = prm.Example, prm.Default
			keys = append(keys, prm.Name)
		}
		v, ok := lookupAny(params, keys...)
		if !ok && (fl.required || all) {
			v, ok = s.g.exampleOf(fl.t, ex, def, all), true
		}
		if !ok || v == nil {
			continue
		}
		fields = append(fields, fl.name+": "+s.w.field(fl.t, fl.required, v))
	}
	if len(fields) == 0 {
		return s.q + p.params + "{}"
	}
	return s.q + p.params + "{\n" + strings.Join(fields, ",\n") + ",\n}"
}

// wholeBody writes the value of a body that is one named value (or raw bytes): the example's value under the
// body's name, else the example's other params as the body object.
func (s *snippet) wholeBody(c call, fl paramField, params example.Object, file string, all bool) string {
	m := c.p.m
	if c.p.bodyKind == "raw" {
		if file != "" {
			return file
		}
		return s.w.value(ir.TypeRef{Kind: ir.String, Format: "binary"}, example.File{})
	}
	v, ok := lookupAny(params, m.Body.ParamName, fl.name)
	if !ok && s.g.objectOf(fl.t) != nil {
		var rest example.Object
		for _, e := range params {
			if !slices.ContainsFunc(m.Params, func(p *ir.Param) bool { return p.In != "body" && (p.WireName == e.Key || p.Name == e.Key) }) {
				rest = append(rest, e)
			}
		}
		v, ok = rest, len(rest) > 0
	}
	if !ok && (fl.required || all) {
		v, ok = s.g.exampleOf(fl.t, nil, nil, all), true
	}
	if !ok || v == nil {
		return ""
	}
	return s.w.value(fl.t, v)
}

// callExpr writes a call of the example's method (named method: the plan's name or a twin such as ListAutoPaging)
// with ctx, the example's arguments and opts. With opts, each argument goes on its own line.
func (s *snippet) callExpr(c call, method, ctx, file string, all bool, opts ...string) string {
	args := append([]string{ctx}, s.args(c, file, all)...)
	target := s.g.target(c.r, method)
	if len(opts) == 0 {
		return target + "(" + strings.Join(args, ", ") + ")"
	}
	var b strings.Builder
	b.WriteString(target + "(\n")
	for _, a := range append(args, opts...) {
		b.WriteString(withComma(a) + "\n")
	}
	b.WriteString(")")
	return b.String()
}

// ctx is the context examples pass.
func (s *snippet) ctx() string { return s.use("context") + ".TODO()" }

// resultKind says what a method returns: none (an error only), value, http (the unread response), page (the first
// page of a list) or stream.
func (p *methodPlan) resultKind() string {
	m := p.m
	switch {
	case m.Pagination != nil:
		return "page"
	case m.Streaming != nil && m.Streaming.ParamDiscriminator == "":
		return "stream"
	case p.result == "":
		return "none"
	case p.result == "*http.Response":
		return "http"
	}
	return "value"
}

// resultName is the variable a method's result goes in: assign_to, else the response type's name.
func (s *snippet) resultName(c call) string {
	words := ""
	if c.ex != nil {
		words = c.ex.AssignTo
	}
	if words == "" {
		if r := c.p.m.Response; r != nil && r.Type != nil {
			if t := s.g.unwrapped(c.p.m); t.Kind == ir.Named {
				words = t.Name
				// An inline response type is named <resource> <method> response: the resource names it better.
				if typ := s.g.names.types[t.Name]; typ != nil && !typ.Model {
					words = strings.TrimSuffix(strings.TrimSuffix(words, "_response"), "_"+c.p.m.Name)
				}
			}
		}
	}
	return s.name(words, "res")
}

// printed is what a program prints of a result: the response property the example or method names, else all of it.
func (s *snippet) printed(c call, v string) string {
	prop := ""
	if c.ex != nil {
		prop = c.ex.ResponseProperty
	}
	if m := c.p.m; prop == "" && m.Docs != nil && !m.Docs.WholeResponse {
		prop = m.Docs.ResponseProperty
	}
	if prop == "" || c.p.resultKind() != "value" {
		return v
	}
	obj := s.g.objectOf(s.g.unwrapped(c.p.m))
	if obj == nil {
		return v
	}
	props := s.g.responseProps(obj)
	fields := s.g.names.memberNames(props, nil)
	for _, p := range props {
		if p.WireName == prop || p.Name == prop {
			return v + "." + fields[p]
		}
	}
	return v
}

// callAndPrint calls the example's method and prints what it returns.
func (s *snippet) callAndPrint(c call, all bool) {
	file := s.openFile(c)
	ctx := s.ctx()
	fmtPkg := s.use("fmt")
	switch c.p.resultKind() {
	case "none":
		s.declare([]string{"err"}, s.callExpr(c, c.p.name, ctx, file, all))
		s.check()
	case "http":
		v := s.name("", "response")
		s.declare([]string{v, "err"}, s.callExpr(c, c.p.name, ctx, file, all))
		s.check()
		s.p("defer %s.Body.Close()", v)
		s.p("%s.Println(%s.Header.Get(\"Content-Type\"))", fmtPkg, v)
	case "stream":
		s.streamLoop(c, c.p.name, ctx, file)
	case "page":
		v := s.name("", "page")
		s.declare([]string{v, "err"}, s.callExpr(c, c.p.name, ctx, file, all))
		s.check()
		s.p("%s.Printf(\"%%+v\\n\", %s.Items)", fmtPkg, v)
	default:
		v := s.resultName(c)
		s.declare([]string{v, "err"}, s.callExpr(c, c.p.name, ctx, file, all))
		s.check()
		s.p("%s.Printf(\"%%+v\\n\", %s)", fmtPkg, s.printed(c, v))
	}
}

// callDiscarding calls the example's method with ctx and opts, checks the error and ignores the result.
func (s *snippet) callDiscarding(c call, ctx string, opts ...string) {
	file := s.openFile(c)
	switch c.p.resultKind() {
	case "none":
		s.declare([]string{"err"}, s.callExpr(c, c.p.name, ctx, file, false, opts...))
	case "stream":
		v := s.name("", "stream")
		s.declare([]string{v}, s.callExpr(c, c.p.name, ctx, file, false, opts...))
		s.p("defer %s.Close()", v)
		s.p("for %s.Next() {", v)
		s.p("}")
		s.declare([]string{"err"}, v+".Err()")
	case "http":
		v := s.name("", "response")
		s.declare([]string{v, "err"}, s.callExpr(c, c.p.name, ctx, file, false, opts...))
		s.check()
		s.p("defer %s.Body.Close()", v)
		return
	default:
		s.declare([]string{"_", "err"}, s.callExpr(c, c.p.name, ctx, file, false, opts...))
	}
	s.check()
}

// streamLoop calls a streaming method and prints each event.
func (s *snippet) streamLoop(c call, method, ctx, file string) {
	v := s.name("", "stream")
	s.declare([]string{v}, s.callExpr(c, method, ctx, file, false))
	s.p("defer %s.Close()", v)
	s.p("for %s.Next() {", v)
	s.p("%s.Printf(\"%%+v\\n\", %s.Current())", s.use("fmt"), v)
	s.p("}")
	s.p("if err := %s.Err(); err != nil {", v)
	s.p("panic(err.Error())")
	s.p("}")
}

// genericCall is a call that every API has, for sections without an example: a GET of the API's root through the
// method for undocumented endpoints.
func (s *snippet) genericCall(ctx string, opts ...string) {
	args := append([]string{ctx, `"/"`, "nil", "nil"}, opts...)
	if len(opts) == 0 {
		s.declare([]string{"err"}, s.g.exampleVar()+".Get("+strings.Join(args, ", ")+")")
	} else {
		var b strings.Builder
		b.WriteString(s.g.exampleVar() + ".Get(\n")
		for _, a := range args {
			b.WriteString(withComma(a) + "\n")
		}
		b.WriteString(")")
		s.declare([]string{"err"}, b.String())
	}
	s.check()
}

// anyCall calls the default example's method with opts, or the generic GET when there is none.
func (s *snippet) anyCall(ctx string, opts ...string) {
	if c, ok := s.g.exampleCall(s.g.exampleFor("default")); ok {
		s.callDiscarding(c, ctx, opts...)
		return
	}
	s.genericCall(ctx, opts...)
}

// credentialOptions are the options the headline example passes explicitly, each with the environment variable it
// otherwise comes from: the credentials of the first security alternative and the options that have no default.
func (s *snippet) credentialOptions() []string {
	g := s.g
	want := map[string]bool{}
	if alts := g.api.Auth.Alternatives; len(alts) > 0 {
		for _, name := range alts[0] {
			for _, sc := range g.api.Auth.Schemes {
				if sc.Name != name {
					continue
				}
				for _, cr := range sc.Credentials {
					want[cr.Option] = true
				}
			}
		}
	}
	var out []string
	for _, o := range g.api.ClientOptions {
		required := !o.Nullable && o.Default == nil && o.ServerVariable == ""
		if !want[o.Name] && !required {
			continue
		}
		arg := s.opt + "." + g.optionFunc(o) + "(" + optionExample(g, o) + ")"
		if o.ReadEnv != "" {
			arg += " // defaults to os.LookupEnv(" + quote(docText(o.ReadEnv)) + ")"
		}
		out = append(out, arg)
	}
	return out
}

// optionExample is an example value of a client option for its With function.
func optionExample(g *gen, o *ir.ClientOption) string {
	switch o.Type {
	case "integer", "number":
		if n, ok := example.Normalize(o.Example).(fmt.Stringer); ok {
			return numberLiteral(n.String())
		}
		return "0"
	case "boolean":
		if b, ok := o.Example.(bool); ok {
			return strconv.FormatBool(b)
		}
		return "true"
	}
	if ex, ok := example.Normalize(o.Example).(string); ok && ex != "" {
		return quote(ex)
	}
	return quote("My " + g.names.namer.Capital(o.Name))
}
