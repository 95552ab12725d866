package golang

import (
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// pages writes packages/pagination/pages.go: a Scheme literal and a page type per configured scheme. The file
// lives in the runtime package and uses its unexported fetch and nextPage.
func (g *gen) pages() {
	if len(g.api.Pagination) == 0 {
		return
	}
	f := g.file("packages/pagination/pages.go", "pagination")
	rc := g.rt(f, pkgRequestConfig)
	for _, s := range g.api.Pagination {
		page := g.names.pages[s.Name]
		scheme := lowerFirst(page) + "Scheme"
		f.p("var %s = &Scheme{", scheme)
		f.p("Name: %q, Type: %q, ParamLocation: %q,", s.Name, s.Type, s.ParamLocation)
		if s.ContinueOnEmptyItems {
			f.p("ContinueOnEmptyItems: true,")
		}
		f.p("Request: []Param{")
		for _, prm := range s.Request {
			f.p("{Name: %q, Purpose: %q},", prm.Name, prm.Purpose)
		}
		f.p("},")
		f.p("Response: []Field{")
		for _, fl := range s.Response {
			f.p("%s,", fieldLiteral(fl))
		}
		f.p("},")
		f.p("}\n")
		writeDoc(f, page+" is a page of a list method"+schemeLead(s.Description), "")
		f.p("type %s[T any] struct{ Page[T] }\n", page)
		f.p("// GetNextPage fetches the next page; it returns nil and no error after the last page.")
		f.p("func (r *%s[T]) GetNextPage() (*%s[T], error) {", page, page)
		f.p("p, err := r.nextPage()")
		f.p("if p == nil {")
		f.p("return nil, err")
		f.p("}")
		f.p("return &%s[T]{*p}, nil", page)
		f.p("}\n")
		f.p("// NextPage is GetNextPage for the auto-pager.")
		f.p("func (r *%s[T]) NextPage() (Pager[T], error) {", page)
		f.p("next, err := r.GetNextPage()")
		f.p("if next == nil {")
		f.p("return nil, err")
		f.p("}")
		f.p("return next, nil")
		f.p("}\n")
		f.p("// Fetch%s makes the first request of a list method.", page)
		f.p("func Fetch%s[T any](cfg *%s.RequestConfig) (*%s[T], error) {", page, rc, page)
		f.p("p, err := fetch[T](%s, cfg)", scheme)
		f.p("if err != nil {")
		f.p("return nil, err")
		f.p("}")
		f.p("return &%s[T]{*p}, nil", page)
		f.p("}\n")
	}
}

// schemeLead finishes a page type's doc comment with the scheme's description.
func schemeLead(desc string) string {
	if d := docText(desc); d != "" {
		return ": " + d
	}
	return "."
}

// fieldLiteral writes a pagination Field.
func fieldLiteral(fl ir.PaginationField) string {
	parts := []string{"Path: []string{" + quoteAll(fl.Path) + "}", "Purpose: " + strconv.Quote(fl.Purpose)}
	if fl.FromHeader != "" {
		parts = append(parts, "FromHeader: "+strconv.Quote(fl.FromHeader))
	}
	if fl.IsTopLevelArray {
		parts = append(parts, "IsTopLevelArray: true")
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// streamRules writes packages/ssestream/rules.go: the API's event rules and errors.message_property.
func (g *gen) streamRules() {
	f := g.file("packages/ssestream/rules.go", "ssestream")
	f.p("// rules are the API's streaming.on_event rules, applied to every event in order.")
	f.p("var rules = []Rule{")
	for _, r := range g.api.Streaming.Rules {
		var parts []string
		if r.EventType != "" {
			parts = append(parts, "EventType: "+strconv.Quote(r.EventType))
		}
		if r.EventTypeNull {
			parts = append(parts, "EventTypeNull: true")
		}
		if r.DataStartsWith != "" {
			parts = append(parts, "DataStartsWith: "+strconv.Quote(r.DataStartsWith))
		}
		if r.Fallthrough {
			parts = append(parts, "Fallthrough: true")
		}
		parts = append(parts, "Handle: "+strconv.Quote(r.Handle))
		if r.ErrorProperty != "" {
			parts = append(parts, "ErrorProperty: "+strconv.Quote(r.ErrorProperty))
		}
		f.p("{%s},", strings.Join(parts, ", "))
	}
	f.p("}\n")
	f.p("// messageProperty is errors.message_property: where an error event's message is.")
	f.p("var messageProperty = %q", g.api.Errors.MessageProperty)
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
