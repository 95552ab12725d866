package sql

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/python"
)

// Result shapes, as the runtime knows them.
const (
	shapeRow    = "row"    // one composite row
	shapeJSON   = "json"   // one jsonb value
	shapeRows   = "rows"   // a set of composite rows, one per list item
	shapeJSONs  = "jsons"  // a set of jsonb values, one per list item
	shapeEvents = "events" // a set of jsonb values, one per streamed event
	shapeNone   = "none"   // void
)

// function is one SQL function of the extension.
type function struct {
	name   string // unquoted, in the extension's schema
	method *ir.Method
	sdk    *python.SurfaceMethod
	args   []sqlArg
	shape  string
	row    *composite // the row type of row and rows shapes
	// streamFlag is the SDK argument set to True in a stream function of a method that streams on request.
	streamFlag string
	// twin is set on the jsonb twin of a row function.
	twin bool
}

// sqlArg is one SQL argument and the SDK argument it fills.
type sqlArg struct {
	name, sqlType, pyName string
	json, positional      bool
	required              bool
	param                 *ir.Param // nil for a body passed whole
}

// plan decides every function: per method in the API's order, its row function and its jsonb twin (or the
// events function of a stream).
func (g *gen) plan() {
	g.funcNames["_sdkgen_runtime"] = true
	if g.api.Root == nil {
		return
	}
	var walk func(r *ir.Resource)
	walk = func(r *ir.Resource) {
		for _, m := range r.Methods {
			if sm, ok := g.sdk.Methods[m]; ok {
				g.planMethod(m, sm)
			}
		}
		for _, s := range r.Subresources {
			walk(s)
		}
	}
	walk(g.api.Root)
}

func (g *gen) planMethod(m *ir.Method, sm *python.SurfaceMethod) {
	if reason := leftOutReason(m); reason != "" {
		g.left = append(g.left, fmt.Sprintf("`%s` (%s)", strings.TrimPrefix(m.Call, "client."), reason))
		return
	}
	base := identifier(strings.ReplaceAll(strings.TrimPrefix(m.Call, "client."), ".", "_"))
	args := g.planArgs(sm)
	result, ok := g.resultRef(m)
	alwaysStreams := m.Streaming != nil && sm.StreamFlag == ""
	switch {
	case alwaysStreams:
		g.addFunc(&function{name: base, method: m, sdk: sm, args: args, shape: shapeEvents})
		return
	case !ok:
		g.addFunc(&function{name: base, method: m, sdk: sm, args: args, shape: shapeNone})
	case m.Pagination != nil:
		row := g.compositeFor(result)
		if row != nil {
			g.addFunc(&function{name: base, method: m, sdk: sm, args: args, shape: shapeRows, row: row})
			g.addFunc(&function{name: base + "_jsonb", method: m, sdk: sm, args: args, shape: shapeJSONs, twin: true})
		} else {
			g.addFunc(&function{name: base, method: m, sdk: sm, args: args, shape: shapeJSONs})
		}
	default:
		row := g.compositeFor(result)
		if row != nil {
			g.addFunc(&function{name: base, method: m, sdk: sm, args: args, shape: shapeRow, row: row})
			g.addFunc(&function{name: base + "_jsonb", method: m, sdk: sm, args: args, shape: shapeJSON, twin: true})
		} else {
			g.addFunc(&function{name: base, method: m, sdk: sm, args: args, shape: shapeJSON})
		}
	}
	if m.Streaming != nil {
		g.addFunc(&function{name: base + "_stream", method: m, sdk: sm, args: args, shape: shapeEvents, streamFlag: sm.StreamFlag})
	}
}

func (g *gen) addFunc(f *function) {
	f.name = claim(g.funcNames, f.name)
	g.funcs = append(g.funcs, f)
}

// leftOutReason says why a method has no SQL function, or "": files in or out have no SQL value to stand for them.
func leftOutReason(m *ir.Method) string {
	if m.Response != nil && m.Response.Binary {
		return "it returns a file or bytes"
	}
	if b := m.Body; b != nil && (b.Encoding == "binary" || b.Encoding == "multipart" || len(b.FileFields) > 0) {
		return "it uploads a file"
	}
	return ""
}

// planArgs are the SQL arguments of a method: the SDK's positional arguments, then its keyword arguments (required
// first); the streaming switch is left to the function. Names avoid the globals PL/Python binds.
func (g *gen) planArgs(sm *python.SurfaceMethod) []sqlArg {
	used := map[string]bool{}
	for _, n := range pythonGlobals {
		used[n] = true
	}
	var out []sqlArg
	add := func(a python.SurfaceArg, positional bool) {
		if a.Name == sm.StreamFlag && sm.StreamFlag != "" {
			return
		}
		sqlType, json := g.argType(a.Type)
		out = append(out, sqlArg{
			name: claim(used, identifier(a.Name)), sqlType: sqlType, pyName: a.Name, json: json,
			positional: positional, required: a.Required || positional, param: a.Param,
		})
	}
	for _, a := range sm.Positional {
		add(a, true)
	}
	for _, a := range sm.Keywords {
		add(a, false)
	}
	// PostgreSQL wants every argument after one with a default to have one too.
	slices.SortStableFunc(out, func(a, b sqlArg) int {
		switch {
		case a.required == b.required:
			return 0
		case a.required:
			return -1
		}
		return 1
	})
	return out
}

// resultRef is the type of what a method returns to SQL: a list's item, else the response (past unwrap_response);
// false when it returns nothing.
func (g *gen) resultRef(m *ir.Method) (ir.TypeRef, bool) {
	if m.Pagination != nil {
		return m.Pagination.Item, true
	}
	if m.Response == nil || m.Response.Type == nil {
		return ir.TypeRef{}, false
	}
	t := *m.Response.Type
	for _, key := range m.Response.Unwrap {
		_, named := g.resolve(t)
		if named == nil {
			return ir.TypeRef{Kind: ir.Unknown}, true
		}
		i := slices.IndexFunc(named.Properties, func(p *ir.Property) bool { return p.WireName == key })
		if i < 0 {
			return ir.TypeRef{Kind: ir.Unknown}, true
		}
		t = named.Properties[i].Type
	}
	return t, true
}

// returns is the function's RETURNS clause.
func (g *gen) returns(f *function) string {
	switch f.shape {
	case shapeRow:
		return g.qualified(f.row.name)
	case shapeRows:
		return "SETOF " + g.qualified(f.row.name)
	case shapeJSONs, shapeEvents:
		return "SETOF jsonb"
	case shapeNone:
		return "void"
	}
	return "jsonb"
}

func (g *gen) qualified(name string) string { return quoteIdent(g.ext) + "." + quoteIdent(name) }

// signature is the function's name and argument types, as COMMENT ON FUNCTION and DROP FUNCTION name it.
func (g *gen) signature(f *function) string {
	var types []string
	for _, a := range f.args {
		types = append(types, a.sqlType)
	}
	return g.qualified(f.name) + "(" + strings.Join(types, ", ") + ")"
}

// runtimeKey is where a session keeps the runtime (PL/Python's GD): per extension and per runtime and configuration
// (a hash of them), so an upgraded extension never uses the runtime of the version before.
func (g *gen) runtimeKey() string {
	sum := sha256.Sum256([]byte(runtimePy + g.runtimeConfig()))
	return "sdkgen:" + g.ext + ":" + hex.EncodeToString(sum[:])[:12]
}

// functionSQL is a function's CREATE FUNCTION statement and its comment.
func (g *gen) functionSQL(f *function) string {
	var b strings.Builder
	fmt.Fprintf(&b, "CREATE FUNCTION %s(", g.qualified(f.name))
	for i, a := range f.args {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "\n  %s %s", quoteIdent(a.name), a.sqlType)
		if !a.required {
			b.WriteString(" DEFAULT NULL")
		}
	}
	if len(f.args) > 0 {
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, ")\nRETURNS %s\nLANGUAGE plpython3u\nVOLATILE\nSECURITY INVOKER\nSET search_path = pg_catalog, pg_temp\nAS %s\n", g.returns(f), bodyQuote)
	fmt.Fprintf(&b, "rt = GD.get(%s)\nif rt is None:\n    plpy.execute(%s)\n    rt = GD[%s]\nreturn rt.call(%s, args)\n%s;\n",
		pyString(g.runtimeKey()), pyString("SELECT "+g.qualified("_sdkgen_runtime")+"()"), pyString(g.runtimeKey()), g.callSpec(f), bodyQuote)
	if doc := g.functionDoc(f); doc != "" {
		fmt.Fprintf(&b, "COMMENT ON FUNCTION %s IS %s;\n", g.signature(f), sqlString(doc))
	}
	return b.String()
}

// bodyQuote quotes every PL/Python body. The bodies hold no dollar sign (pyString escapes it), so nothing ends them.
const bodyQuote = "$sdkgen$"

// callSpec is the Python literal that tells the runtime which SDK method a function calls and how.
func (g *gen) callSpec(f *function) string {
	var attrs []string
	for _, a := range f.sdk.Attrs {
		attrs = append(attrs, pyString(a)+",")
	}
	var args []string
	for _, a := range f.args {
		kind := "plain"
		if a.json {
			kind = "json"
		}
		args = append(args, fmt.Sprintf("(%s, %s, %s),", pyString(a.pyName), pyString(kind), pyBool(a.positional)))
	}
	var columns []string
	if f.row != nil {
		for _, c := range f.row.columns {
			columns = append(columns, fmt.Sprintf("(%s, %s, %s),", pyString(c.name), pyString(c.wire), pyBool(c.json)))
		}
	}
	return fmt.Sprintf("{'attrs': (%s), 'method': %s, 'args': (%s), 'result': %s, 'columns': (%s), 'stream_flag': %s}",
		strings.Join(attrs, " "), pyString(f.sdk.Name), strings.Join(args, " "), pyString(f.shape), strings.Join(columns, " "),
		pyString(f.streamFlag))
}

func pyBool(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

// functionDoc is a function's comment: the method's summary or description, and what it returns.
func (g *gen) functionDoc(f *function) string {
	doc := strings.TrimSpace(firstNonEmpty(f.method.Summary, f.method.Description))
	switch {
	case f.twin:
		doc = strings.TrimSpace(doc + "\n\nReturns the API's JSON as jsonb.")
	case f.shape == shapeEvents:
		doc = strings.TrimSpace(doc + "\n\nReturns the streamed events, one jsonb value each.")
	}
	return doc
}
