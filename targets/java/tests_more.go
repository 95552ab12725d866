package java

import (
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// testHead starts a test method: its skip reason, @Test, the name and the test client.
func (g *emitter) testHead(f *jfile, name, skip, test string) {
	f.line()
	if skip != "" {
		f.line("@", f.imp("org.junit.jupiter.api.Disabled"), "(", javaString(skip), ")")
	}
	f.line("@", test)
	f.open("void ", name, "() {")
	f.line(g.testClient(f))
}

// asyncTest calls a method through the async client (client.async()) and checks what its future completes with.
func (g *emitter) asyncTest(f *jfile, s *service, m *method, call example.Call, skip, test string) {
	if m.stream {
		return
	}
	g.testHead(f, m.name+"Async", skip, test)
	invoke := "client.async()" + s.chain + "." + m.name + "(" + g.paramsExpr(f, m, call, nil) + ").join()"
	assertThat := f.static("org.assertj.core.api.Assertions.assertThat")
	switch {
	case m.binary:
		f.open("try (", f.imp(g.layout.Sub("core", "http", "HttpResponse")), " response = ", invoke, ") {")
		f.line(assertThat, "(response.statusCode()).isBetween(200, 299);")
		f.close()
	case m.returns.Kind == "":
		f.line(invoke, ";")
	case m.page != nil:
		f.line(g.classRef(f, m.page.async), " page = ", invoke, ";")
		f.line(assertThat, "(page.items()).isNotNull();")
	default:
		f.line(g.returnType(f, m, false), " result = ", invoke, ";")
		g.checkResult(f, m, "result")
	}
	f.close()
}

// autoPagingTest reads a paginated method's first page through autoPager(): it yields that page's items first.
// It stops at the page's end, so no next page (whose URL the mock server may make up) is requested.
func (g *emitter) autoPagingTest(f *jfile, s *service, m *method, call example.Call, skip, test string) {
	if m.page == nil {
		return
	}
	g.testHead(f, m.name+"AutoPaging", skip, test)
	_, item := g.items(f, m.page)
	list := f.imp("java.util.List")
	f.line(g.classRef(f, m.page.cls), " page = client", s.chain, ".", m.name, "(", g.paramsExpr(f, m, call, nil), ");")
	f.line(list, "<", item, "> firstPage = page.items();")
	f.line(list, "<", item, "> items =")
	f.line("        page.autoPager().stream().limit(firstPage.size()).collect(", f.imp("java.util.stream.Collectors"), ".toList());")
	f.line(f.static("org.assertj.core.api.Assertions.assertThat"), "(items).isEqualTo(firstPage);")
	f.close()
}

// asyncAutoPagingTest reads a paginated method's first page through the async client's autoPager(): forEach visits
// that page's items in order and completes once the action asks to stop after the last of them, so no next page is
// requested; an empty first page (the page's rules may still name a next one) is not paged through.
func (g *emitter) asyncAutoPagingTest(f *jfile, s *service, m *method, call example.Call, skip, test string) {
	if m.page == nil || m.stream {
		return
	}
	g.testHead(f, m.name+"AsyncAutoPaging", skip, test)
	_, item := g.items(f, m.page)
	list := f.imp("java.util.List")
	invoke := "client.async()" + s.chain + "." + m.name + "(" + g.paramsExpr(f, m, call, nil) + ").join()"
	f.line(g.classRef(f, m.page.async), " page = ", invoke, ";")
	f.line(list, "<", item, "> firstPage = page.items();")
	f.line(list, "<", item, "> items = new ", f.imp("java.util.ArrayList"), "<>();")
	f.open("if (!firstPage.isEmpty()) {")
	f.line("page.autoPager().forEach(item -> items.add(item) && items.size() != firstPage.size(), Runnable::run).join();")
	f.close()
	f.line(f.static("org.assertj.core.api.Assertions.assertThat"), "(items).isEqualTo(firstPage);")
	f.close()
}
