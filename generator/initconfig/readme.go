package initconfig

import (
	"slices"
	"strconv"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// maxExampleDepth bounds example bodies built from nested required properties.
const maxExampleDepth = 4

// guessReadme picks the README snippets: default and headline call the same endpoint, one that returns a body
// (sdkgen requires that of default) and is simple to call; pagination calls the first paginated list method.
func guessReadme(methods []*draftMethod, r *Report) config.Readme {
	var readme config.Readme
	best := exampleMethod(methods)
	if best == nil {
		r.note("readme.example_requests", "the spec has no operation to show in README snippets (readme.example_requests needs default and headline); add them by hand")
		return readme
	}
	if !hasResponseBody(best.op.op) {
		r.note("readme.example_requests.default", "no operation returns a response body, which the default example needs; %s was used", best.op.op.Endpoint())
	}
	readme.ExampleRequests.Set("default", exampleRequest(best.op.op))
	readme.ExampleRequests.Set("headline", exampleRequest(best.op.op))
	r.guessed("readme.example_requests", "default and headline call %s", best.op.op.Endpoint())
	if p := firstPaginated(methods); p != nil {
		readme.ExampleRequests.Set("pagination", exampleRequest(p.op.op))
	}
	return readme
}

// exampleMethod returns the method whose call makes the clearest first snippet: one with a response body and an
// object (or no) body, preferring list, retrieve and create, then fewer required parameters, then spec order.
func exampleMethod(methods []*draftMethod) *draftMethod {
	candidates := slices.DeleteFunc(slices.Clone(methods), func(m *draftMethod) bool { return !simpleBody(m.op.op) })
	if len(candidates) == 0 {
		candidates = slices.Clone(methods)
	}
	if len(candidates) == 0 {
		return nil
	}
	slices.SortStableFunc(candidates, func(a, b *draftMethod) int {
		if ta, tb := exampleTier(a), exampleTier(b); ta != tb {
			return ta - tb
		}
		if ra, rb := requiredCount(a.op.op), requiredCount(b.op.op); ra != rb {
			return ra - rb
		}
		if na, nb := nameRank(a.name), nameRank(b.name); na != nb {
			return na - nb
		}
		return a.op.index - b.op.index
	})
	return candidates[0]
}

// exampleTier: 0 for list, retrieve and create with a response body; 1 for other GETs with one; 2 for other
// operations with one; 3 without a response body.
func exampleTier(m *draftMethod) int {
	if !hasResponseBody(m.op.op) {
		return 3
	}
	switch {
	case nameRank(m.name) < 3:
		return 0
	case m.op.op.Method == "get":
		return 1
	}
	return 2
}

func nameRank(name string) int {
	switch name {
	case "list":
		return 0
	case "retrieve":
		return 1
	case "create":
		return 2
	}
	return 3
}

// simpleBody reports whether the operation has no body or a JSON object body, which snippets pass as params.
func simpleBody(op *spec.Operation) bool {
	if op.RequestBody == nil {
		return true
	}
	mt, enc := requestMedia(op)
	return enc == "json" && flattenedBody(mt.Schema) != nil
}

func requiredCount(op *spec.Operation) int {
	n := 0
	for _, p := range op.Parameters {
		if p.Required && p.In != "cookie" {
			n++
		}
	}
	if body := requestObject(op); body != nil {
		for _, p := range allProperties(body) {
			if isRequiredProperty(body, p.Name) && !p.Schema.Resolve().ReadOnly {
				n++
			}
		}
	}
	return n
}

// requestObject returns the object schema of a JSON body whose properties are parameters, or nil.
func requestObject(op *spec.Operation) *spec.Schema {
	mt, enc := requestMedia(op)
	if enc != "json" {
		return nil
	}
	return flattenedBody(mt.Schema)
}

func firstPaginated(methods []*draftMethod) *draftMethod {
	for _, m := range methods {
		if m.scheme != "" && isListName(m.name) {
			return m
		}
	}
	return nil
}

// exampleRequest builds a snippet calling op with a value for every required parameter and body property.
func exampleRequest(op *spec.Operation) *config.ExampleRequest {
	return &config.ExampleRequest{Type: "request", Endpoint: op.Endpoint(), Params: exampleParams(op)}
}

func exampleParams(op *spec.Operation) *document.Node {
	params := document.NewObject()
	for _, p := range op.Parameters {
		if p.Required && p.In != "cookie" && !params.Has(p.Name) {
			params.Set(p.Name, paramExample(p))
		}
	}
	if body := requestObject(op); body != nil {
		for _, p := range allProperties(body) {
			if isRequiredProperty(body, p.Name) && !p.Schema.Resolve().ReadOnly && !params.Has(p.Name) {
				params.Set(p.Name, exampleValue(p.Schema, 1))
			}
		}
	}
	return params
}

func paramExample(p *spec.Parameter) *document.Node {
	if usableExample(p.Example) {
		return p.Example.Clone()
	}
	return exampleValue(p.Schema, 0)
}

// exampleValue returns the schema's own example, default, const or first enum value, else a placeholder of its
// type. Objects get their required properties; depth stops runaway recursion.
func exampleValue(s *spec.Schema, depth int) *document.Node {
	s = unwrapNullable(s).Resolve()
	if s == nil || depth > maxExampleDepth {
		return document.NewString("string")
	}
	for _, n := range []*document.Node{s.Example, s.Default, s.Const} {
		if usableExample(n) {
			return n.Clone()
		}
	}
	if len(s.Enum) > 0 && usableExample(s.Enum[0]) {
		return s.Enum[0].Clone()
	}
	if variants := append(slices.Clone(s.OneOf), s.AnyOf...); len(variants) > 0 && len(s.Types) == 0 {
		return exampleValue(variants[0], depth+1)
	}
	return typePlaceholder(s, depth)
}

// usableExample rejects null, which says nothing about the value a caller would pass.
func usableExample(n *document.Node) bool { return n != nil && n.Kind != document.Null }

func typePlaceholder(s *spec.Schema, depth int) *document.Node {
	switch singleType(s) {
	case "integer", "number":
		if s.Minimum != nil && *s.Minimum > 0 {
			return number(strconv.FormatFloat(*s.Minimum, 'f', -1, 64))
		}
		return number("0")
	case "boolean":
		return document.NewBool(true)
	case "array":
		if depth >= maxExampleDepth || s.Items == nil {
			return &document.Node{Kind: document.Array}
		}
		return &document.Node{Kind: document.Array, Items: []*document.Node{exampleValue(s.Items, depth+1)}}
	case "object":
		return objectPlaceholder(s, depth)
	}
	if len(s.AllOf) > 0 {
		return objectPlaceholder(s, depth)
	}
	return document.NewString(stringPlaceholder(s.Format))
}

func objectPlaceholder(s *spec.Schema, depth int) *document.Node {
	obj := document.NewObject()
	if depth >= maxExampleDepth {
		return obj
	}
	for _, p := range allProperties(s) {
		if isRequiredProperty(s, p.Name) && !p.Schema.Resolve().ReadOnly {
			obj.Set(p.Name, exampleValue(p.Schema, depth+1))
		}
	}
	return obj
}

func stringPlaceholder(format string) string {
	switch format {
	case "uuid":
		return "182bd5e5-6e1a-4fe4-a799-aa6d9a6ab26e"
	case "date-time":
		return "2019-12-27T18:11:19.117Z"
	case "date":
		return "2019-12-27"
	case "email":
		return "user@example.com"
	case "uri", "url":
		return "https://example.com"
	}
	return "string"
}

func number(text string) *document.Node { return &document.Node{Kind: document.Number, Value: text} }
