package java

import (
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// pageClass is the page class of a paginated method, blocking and async.
type pageClass struct {
	cls, async *class
	m          *method
	scheme     *ir.PaginationScheme
	// header is the response header a cursor_url scheme reads the next URL from (Link), "" for a body field.
	header string
}

// planPage declares a paginated method's page classes (AccountListPage, AccountListPageAsync) beside its params,
// when its scheme is known and its items can be read.
func (g *emitter) planPage(m *method, pkg string) *pageClass {
	var scheme *ir.PaginationScheme
	for _, s := range g.api.Pagination {
		if s.Name == m.m.Pagination.Scheme {
			scheme = s
		}
	}
	if scheme == nil || m.returns.Kind == "" {
		return nil
	}
	stem := strings.TrimSuffix(m.params.cls.name, "Params")
	pc := &pageClass{m: m, scheme: scheme}
	if f := scheme.Role("cursor_url_field"); scheme.Type == "cursor_url" && f != nil {
		pc.header = f.FromHeader
	}
	pc.cls = g.cls.declareTop(pkg, stem+"Page")
	pc.async = g.cls.declareTop(pkg, stem+"PageAsync")
	return pc
}

// chain is a Java expression reading an optional value at a property path of the response, through the JsonField
// accessors (never throwing), with the Java type at its end; ok is false when the path does not resolve.
func (g *emitter) chain(f *jfile, start string, ref ir.TypeRef, path []string) (expr string, last ir.TypeRef, ok bool) {
	expr, last, _, ok = g.chainIn(f, start, ref, path)
	return expr, last, ok
}

// chainIn is chain, also returning the class whose property the path ends at.
func (g *emitter) chainIn(f *jfile, start string, ref ir.TypeRef, path []string) (expr string, last ir.TypeRef, k *class, ok bool) {
	optional := f.imp("java.util.Optional")
	expr = optional + ".of(" + start + ")"
	for _, seg := range path {
		ref = g.cls.resolve(ref)
		if ref.Kind != ir.Named {
			return "", ref, k, false
		}
		t := g.cls.types[ref.Name]
		if t == nil || t.Kind != "object" {
			return "", ref, k, false
		}
		k = g.cls.classOf(k, t)
		if k == nil {
			return "", ref, k, false
		}
		found := false
		props := visibleProps(t.Properties)
		ps := g.props(f, k, props, func(p *ir.Property) bool { return p.Required })
		for i, p := range props {
			if p.WireName != seg && p.Name != seg {
				continue
			}
			if ps[i].typ.raw {
				return "", ref, k, false
			}
			expr += ".flatMap(value -> value._" + ps[i].name + "().asKnown())"
			ref, found = p.Type, true
			break
		}
		if !found {
			return "", ref, k, false
		}
	}
	return expr, g.cls.resolve(ref), k, true
}

// pageParam finds the params' setter of a pagination request param.
func pageParam(pc *paramsClass, name string) *param {
	for _, list := range [][]param{pc.query, pc.header, pc.path} {
		for i := range list {
			if list[i].p.Name == name || list[i].p.WireName == name {
				return &list[i]
			}
		}
	}
	return nil
}

// emitPage writes both page classes.
func (g *emitter) emitPage(pc *pageClass) error {
	for _, async := range []bool{false, true} {
		if err := g.emitPageClass(pc, async); err != nil {
			return err
		}
	}
	return nil
}

func (g *emitter) emitPageClass(pc *pageClass, async bool) error {
	c := pc.cls
	if async {
		c = pc.async
	}
	m := pc.m
	f := newJFile(c.pkg)
	f.declared[c.name] = c.pkg + "." + c.name
	svcName := f.imp(g.servicePkg(g.serviceOf(m), async) + "." + serviceName(g.serviceOf(m), async))
	params := g.classRef(f, m.params.cls)
	response := g.javaType(f, nil, m.returns).name
	itemsExpr, item := g.items(f, pc)
	iface := f.imp(g.layout.Sub("core", "Page"))
	if async {
		iface = f.imp(g.layout.Sub("core", "PageAsync"))
	}
	optional := f.imp("java.util.Optional")
	list := f.imp("java.util.List")
	f.line("/** A page of {@code ", m.name, "}'s results, and the way to the next one. */")
	f.open("public final class ", c.name, " implements ", iface, "<", item, "> {")
	f.line()
	f.line("private final ", svcName, " service;")
	f.line("private final ", params, " params;")
	f.line("private final ", response, " response;")
	args, values := svcName+" service, "+params+" params, "+response+" response", "service, params, response"
	if pc.header != "" {
		headers := f.imp(g.layout.Sub("core", "http", "Headers"))
		f.line("private final ", headers, " headers;")
		args, values = args+", "+headers+" headers", values+", headers"
	}
	f.line()
	f.open("private ", c.name, "(", args, ") {")
	f.line("this.service = service;")
	f.line("this.params = params;")
	f.line("this.response = response;")
	if pc.header != "" {
		f.line("this.headers = headers;")
	}
	f.close()
	f.line()
	f.open("public static ", c.name, " of(", args, ") {")
	f.line("return new ", c.name, "(", values, ");")
	f.close()
	f.line()
	f.open("public ", response, " response() {")
	f.line("return response;")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public ", list, "<", item, "> items() {")
	f.line("return ", itemsExpr, ";")
	f.close()
	f.line()
	f.line("@Override")
	f.open("public boolean hasNextPage() {")
	f.line("return nextPageParams().isPresent();")
	f.close()
	url := g.nextURLExpr(f, pc)
	if url != "" {
		f.line()
		f.line("/** The next page's URL, which {@link #nextPage()} requests as given. */")
		f.open("public ", optional, "<String> nextPageUrl() {")
		f.line("return ", f.imp(g.layout.Sub("core", "PageRules")), ".cursorUrl(", url, ", ", g.fieldExpr(f, pc, "has_next_page", "Boolean"), ");")
		f.close()
	}
	f.line()
	f.open("public ", optional, "<", params, "> nextPageParams() {")
	if url != "" {
		f.line("return nextPageUrl().map(next -> params.toBuilder().additionalQueryParams(queryOf(next)).build());")
	} else {
		g.nextParamsBody(f, pc, optional)
	}
	f.close()
	if url != "" {
		g.queryOfHelper(f)
	}
	f.line()
	f.line("@Override")
	noNext := "() -> new " + f.imp("java.util.NoSuchElementException") + "(\"no next page\")"
	if async {
		f.open("public ", f.imp("java.util.concurrent.CompletableFuture"), "<", c.name, "> nextPage() {")
	} else {
		f.open("public ", c.name, " nextPage() {")
	}
	if url != "" {
		f.line("String url = nextPageUrl().orElseThrow(", noNext, ");")
		f.line("return service.", m.name, "(params, ", f.imp(g.layout.Sub("core", "RequestOptions")), ".builder().pageUrl(url).build());")
	} else {
		f.line("return service.", m.name, "(nextPageParams().orElseThrow(", noNext, "));")
	}
	f.close()
	f.close()
	return g.out.Add(g.layout.MainSource(g.layout.CoreModule(), c.pkg, c.name), f.bytes())
}

// serviceOf finds the service declaring a method.
func (g *emitter) serviceOf(m *method) *service { return g.owner[m] }

// items reads the items of a page (the response itself for a top-level array, else the items path) and names
// their type; raw JSON when the items cannot be read.
func (g *emitter) items(f *jfile, pc *pageClass) (expr, item string) {
	empty := f.imp("java.util.Collections") + ".emptyList()"
	raw := f.imp(g.layout.Sub("core", "JsonValue"))
	if len(pc.m.m.Pagination.ItemsPath) == 0 {
		if t := g.javaType(f, nil, pc.m.returns); t.item != nil {
			return "response", t.item.name
		}
		return empty, raw
	}
	expr, last, k, ok := g.chainIn(f, "response", pc.m.returns, pc.m.m.Pagination.ItemsPath)
	if !ok || last.Kind != ir.Array || last.Elem == nil {
		return empty, raw
	}
	return expr + ".orElse(" + empty + ")", g.javaType(f, k, *last.Elem).name
}

// fieldExpr reads a scheme's response field as an Optional of String or Long; empty when it cannot.
func (g *emitter) fieldExpr(f *jfile, pc *pageClass, purpose, want string) string {
	empty := f.imp("java.util.Optional") + ".empty()"
	field := pc.scheme.Role(purpose)
	if field == nil || field.FromHeader != "" || len(field.Path) == 0 {
		return empty
	}
	expr, last, ok := g.chain(f, "response", pc.m.returns, field.Path)
	if !ok {
		return empty
	}
	switch {
	case want == "String" && last.Kind == ir.String:
		return expr
	case want == "String" && (last.Kind == ir.Integer || last.Kind == ir.Number):
		return expr + ".map(String::valueOf)"
	case want == "Long" && last.Kind == ir.Integer:
		return expr
	case want == "Boolean" && last.Kind == ir.Boolean:
		return expr
	}
	return empty
}

// nextParamsBody writes nextPageParams(): the scheme's rule, then the params with the next value set.
func (g *emitter) nextParamsBody(f *jfile, pc *pageClass, optional string) {
	rules := f.imp(g.layout.Sub("core", "PageRules"))
	s := pc.scheme
	hasNext := g.fieldExpr(f, pc, "has_next_page", "Boolean")
	set := func(purpose, value string) string {
		rp := s.Param(purpose)
		if rp == nil {
			return ""
		}
		p := pageParam(pc.m.params, rp.Name)
		if p == nil {
			return ""
		}
		return "params.toBuilder()." + p.name + "(" + value + ").build()"
	}
	switch s.Type {
	case "cursor":
		if next := set("next_cursor_param", "next"); next != "" && pageParamType(pc, "next_cursor_param") == "String" {
			f.line("return ", rules, ".cursor(")
			f.line("                ", g.fieldExpr(f, pc, "next_cursor_field", "String"), ",")
			f.line("                ", hasNext, ",")
			f.line("                items().isEmpty(),")
			f.line("                ", boolString(s.ContinueOnEmptyItems), ")")
			f.line("        .map(next -> ", next, ");")
			return
		}
	case "cursor_id":
		if next := set("next_cursor_id_param", "next"); next != "" && pageParamType(pc, "next_cursor_id_param") == "String" {
			if id := g.itemIDExpr(f, pc); id != "" {
				f.line("return ", rules, ".cursorId(items(), ", id, ", ", hasNext, ").map(next -> ", next, ");")
				return
			}
		}
	case "offset":
		if p := pageParam(pc.m.params, paramName(s, "offset_count_param")); p != nil && p.typ.name == "Long" {
			current := "params." + p.name + "().orElse(0L)"
			if p.required {
				current = "params." + p.name + "()"
			}
			f.line("return ", rules, ".offset(")
			f.line("                ", current, ",")
			f.line("                ", g.fieldExpr(f, pc, "offset_count_start_field", "Long"), ",")
			f.line("                items().size(),")
			f.line("                ", g.fieldExpr(f, pc, "offset_total_count_field", "Long"), ",")
			f.line("                ", hasNext, ")")
			f.line("        .map(next -> ", set("offset_count_param", "next"), ");")
			return
		}
	case "page_number":
		if p := pageParam(pc.m.params, paramName(s, "page_number_param")); p != nil && p.typ.name == "Long" {
			current := "params." + p.name + "().orElse(1L)"
			if p.required {
				current = "params." + p.name + "()"
			}
			f.line("return ", rules, ".pageNumber(")
			f.line("                ", current, ",")
			f.line("                items().size(),")
			f.line("                ", g.fieldExpr(f, pc, "total_page_count_field", "Long"), ",")
			f.line("                ", hasNext, ")")
			f.line("        .map(next -> ", set("page_number_param", "next"), ");")
			return
		}
	}
	f.line("return ", optional, ".empty();")
}

// nextURLExpr reads a cursor_url page's next URL, as an Optional<String>: from the Link header or the body field;
// "" when the scheme is another or the URL cannot be read.
func (g *emitter) nextURLExpr(f *jfile, pc *pageClass) string {
	if pc.scheme.Type != "cursor_url" {
		return ""
	}
	if strings.EqualFold(pc.header, "link") {
		return f.imp(g.layout.Sub("core", "PageRules")) + ".nextLink(headers.values(" + javaString(pc.header) + "))"
	}
	if pc.header != "" {
		return "headers.values(" + javaString(pc.header) + ").stream().findFirst()"
	}
	if url := g.fieldExpr(f, pc, "cursor_url_field", "String"); !strings.HasSuffix(url, ".empty()") {
		return url
	}
	return ""
}

func boolString(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

func paramName(s *ir.PaginationScheme, purpose string) string {
	if p := s.Param(purpose); p != nil {
		return p.Name
	}
	return ""
}

func pageParamType(pc *pageClass, purpose string) string {
	p := pageParam(pc.m.params, paramName(pc.scheme, purpose))
	if p == nil {
		return ""
	}
	return p.typ.name
}

// itemIDExpr is the function reading an item's cursor id, "" when items have none.
func (g *emitter) itemIDExpr(f *jfile, pc *pageClass) string {
	field := pc.scheme.Role("cursor_item_id")
	if field == nil || len(field.Path) == 0 {
		return ""
	}
	expr, last, ok := g.chain(f, "item", pc.m.m.Pagination.Item, field.Path)
	if !ok {
		return ""
	}
	switch last.Kind {
	case ir.String:
		return "item -> " + expr
	case ir.Integer, ir.Number:
		return "item -> " + expr + ".map(String::valueOf)"
	}
	return ""
}

// queryOfHelper writes queryOf(url): the query params of a next-page URL, for cursor_url pages.
func (g *emitter) queryOfHelper(f *jfile) {
	query := f.imp(g.layout.Sub("core", "http", "QueryParams"))
	f.line()
	f.open("private static ", query, " queryOf(String url) {")
	f.line(query, ".Builder out = ", query, ".builder();")
	f.line("int start = url.indexOf('?');")
	f.open("if (start < 0) {")
	f.line("return out.build();")
	f.close()
	f.open("for (String pair : url.substring(start + 1).split(\"&\")) {")
	f.line("int eq = pair.indexOf('=');")
	f.open("if (eq > 0) {")
	f.line("out.put(pair.substring(0, eq), pair.substring(eq + 1));")
	f.close()
	f.close()
	f.line("return out.build();")
	f.close()
}
