package transform

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// MethodSchemas applies the request_body and response that sdkgen.yml gives http methods, after the transforms and
// before the spec is read. Each is a JSON Schema (plus content_type) describing the method's request body or
// success response body. Precedence:
//
//   - the spec has none: sdkgen.yml's is put in the spec for that operation;
//   - the spec has one that sdkgen.yml's adds nothing to (same types, every property and required name of
//     sdkgen.yml's is in the spec's): the spec's stays, since it says more, and a Config/NotApplicable note says
//     the key can go;
//   - the spec has one that differs: sdkgen.yml's replaces it for that operation only (a shared component is left
//     alone), with a Method/SchemaOverridden warning naming the difference.
//
// A property written with required: true (the way these keys are usually written) is moved to its object's
// required list.
func MethodSchemas(spec *document.Node, cfg *config.Config, c *diag.Collector) {
	if spec == nil || cfg == nil {
		return
	}
	for _, e := range cfg.Resources.Entries {
		methodSchemasIn(spec, e.Value, c)
	}
}

func methodSchemasIn(spec *document.Node, r *config.Resource, c *diag.Collector) {
	if r == nil {
		return
	}
	for _, e := range r.Methods.Entries {
		m := e.Value
		if m == nil || m.Kind() != "http" || (m.RequestBody == nil && m.Response == nil) {
			continue
		}
		op := operationNode(spec, m.Endpoint)
		if op == nil {
			continue // the builder reports an endpoint the spec lacks
		}
		w := schemaWriter{doc: spec, op: op, endpoint: strings.Join(strings.Fields(m.Endpoint), " "), c: c}
		if m.RequestBody != nil && m.RequestBody.Kind == document.Object {
			w.requestBody(m.RequestBody, m.Ptr.Append("request_body"))
		}
		if m.Response != nil && m.Response.Kind == document.Object {
			w.response(m.Response, m.Ptr.Append("response"))
		}
	}
	for _, e := range r.Subresources.Entries {
		methodSchemasIn(spec, e.Value, c)
	}
}

// operationNode finds the operation of "<verb> <path>" in the spec tree, or nil.
func operationNode(spec *document.Node, endpoint string) *document.Node {
	verb, path, ok := strings.Cut(strings.Join(strings.Fields(endpoint), " "), " ")
	if !ok {
		return nil
	}
	item := resolveNode(spec, spec.Get("paths").Get(path))
	return item.Get(verb)
}

// resolveNode follows local $refs (a bounded number of them, so a loop ends) to the node they name.
func resolveNode(doc, n *document.Node) *document.Node {
	for range 16 {
		ref := n.Get("$ref")
		if ref == nil || ref.Kind != document.String {
			return n
		}
		p, err := document.ParseFragment(ref.Value)
		if err != nil {
			return n
		}
		next, err := doc.Lookup(p)
		if err != nil {
			return n
		}
		n = next
	}
	return n
}

// schemaWriter applies one method's keys to its operation.
type schemaWriter struct {
	doc      *document.Node
	op       *document.Node
	endpoint string
	c        *diag.Collector
}

func (w schemaWriter) requestBody(cfg *document.Node, at document.Pointer) {
	schema, required := configSchema(cfg)
	body := resolveNode(w.doc, w.op.Get("requestBody"))
	mediaType, specSchema := firstMedia(w.doc, body.Get("content"), cfg.Get("content_type").Str())
	if !w.replaces(specSchema, schema, at, "request_body", "request body") {
		return
	}
	out := &document.Node{Kind: document.Object}
	if d := body.Get("description"); d != nil {
		out.Set("description", d)
	}
	required = required || body.Get("required").IsTrue() || len(elements(schema.Get("required"))) > 0
	out.Set("required", &document.Node{Kind: document.Bool, Value: strconv.FormatBool(required)})
	out.Set("content", mediaContent(mediaType, schema))
	w.op.Set("requestBody", out)
}

func (w schemaWriter) response(cfg *document.Node, at document.Pointer) {
	schema, _ := configSchema(cfg)
	responses := w.op.Get("responses")
	status := successStatus(responses)
	resp := resolveNode(w.doc, responses.Get(status))
	mediaType, specSchema := firstMedia(w.doc, resp.Get("content"), cfg.Get("content_type").Str())
	if !w.replaces(specSchema, schema, at, "response", "response") {
		return
	}
	out := &document.Node{Kind: document.Object}
	out.Set("description", &document.Node{Kind: document.String, Value: resp.Get("description").Str()})
	if h := resp.Get("headers"); h != nil {
		out.Set("headers", h.Clone())
	}
	out.Set("content", mediaContent(mediaType, schema))
	if responses == nil || responses.Kind != document.Object {
		responses = &document.Node{Kind: document.Object}
		w.op.Set("responses", responses)
	}
	responses.Set(status, out)
}

// replaces decides whether sdkgen.yml's schema goes into the spec: when the spec has none, or has one that differs
// (a warning naming the difference). When the spec's already says everything, a note says the key can go.
func (w schemaWriter) replaces(spec, cfg *document.Node, at document.Pointer, key, what string) bool {
	if spec == nil {
		return true
	}
	diff := schemaDiff(w.doc, spec, cfg)
	if diff == "" {
		w.c.AtConfigKey(diag.ConfigNotApplicable, at, "the spec already describes the %s of `%s` this way; %s changes nothing and can go", what, w.endpoint, key)
		return false
	}
	w.c.AtConfigKey(diag.MethodSchemaOverridden, at, "%s of `%s` differs from the spec's %s (%s); sdkgen.yml's is used", key, w.endpoint, what, diff)
	return true
}

// successStatus returns the key of the response a method returns (the lowest explicit 2xx, else 2XX), or 200
// when there is none.
func successStatus(responses *document.Node) string {
	best, bestCode := "", 1000
	for _, f := range members(responses) {
		code, err := strconv.Atoi(f.Key)
		switch {
		case err == nil && code >= 200 && code < 300 && code < bestCode:
			best, bestCode = f.Key, code
		case strings.EqualFold(f.Key, "2XX") && best == "":
			best = f.Key
		}
	}
	return cmp.Or(best, "200")
}

// firstMedia picks the media type to write: the one sdkgen.yml names, else the spec's first (so a multipart body
// stays multipart), else application/json. It also returns the spec's schema for it, resolved, or nil.
func firstMedia(doc, content *document.Node, want string) (string, *document.Node) {
	for _, f := range members(content) {
		if want == "" || strings.EqualFold(f.Key, want) {
			return f.Key, resolveNode(doc, f.Value.Get("schema"))
		}
	}
	return cmp.Or(want, "application/json"), nil
}

func mediaContent(mediaType string, schema *document.Node) *document.Node {
	media := &document.Node{Kind: document.Object, Fields: []document.Field{{Key: "schema", Value: schema}}}
	return &document.Node{Kind: document.Object, Fields: []document.Field{{Key: mediaType, Value: media}}}
}

// elements returns the items of an array node; nil for anything else.
func elements(n *document.Node) []*document.Node {
	if n == nil || n.Kind != document.Array {
		return nil
	}
	return n.Items
}

// members returns the members of an object node; nil for anything else.
func members(n *document.Node) []document.Field {
	if n == nil || n.Kind != document.Object {
		return nil
	}
	return n.Fields
}

// configSchema turns a request_body or response written in sdkgen.yml into a spec schema: a copy without source
// positions (they are sdkgen.yml lines), without content_type, with each property's required: true moved to its
// object's required list. required is the top level's own required: true (the body is required).
func configSchema(n *document.Node) (schema *document.Node, required bool) {
	schema = fromConfig(n)
	schema.Delete("content_type")
	if r := schema.Get("required"); r != nil && r.Kind == document.Bool {
		required = r.IsTrue()
		schema.Delete("required")
	}
	liftRequired(schema)
	return schema, required
}

// liftRequired moves boolean required members of properties into the object's required list, at every level.
func liftRequired(s *document.Node) {
	if s == nil || s.Kind != document.Object {
		return
	}
	var names []string
	for _, f := range members(s.Get("properties")) {
		if r := f.Value.Get("required"); r != nil && r.Kind == document.Bool {
			if r.IsTrue() {
				names = append(names, f.Key)
			}
			f.Value.Delete("required")
		}
		liftRequired(f.Value)
	}
	liftRequired(s.Get("items"))
	liftRequired(s.Get("additionalProperties"))
	if len(names) == 0 {
		return
	}
	list := s.Get("required")
	if list == nil || list.Kind != document.Array {
		list = &document.Node{Kind: document.Array}
		s.Set("required", list)
	}
	for _, name := range names {
		if !slices.ContainsFunc(list.Items, func(it *document.Node) bool { return it.Str() == name }) {
			list.Items = append(list.Items, &document.Node{Kind: document.String, Value: name})
		}
	}
}

// schemaDiff says how cfg (a schema written in sdkgen.yml) says more than, or otherwise differs from, spec (the
// spec's schema, resolved): a type, format, property, required name or item type the spec does not have. It
// returns "" when the spec's schema already says everything cfg says.
func schemaDiff(doc, spec, cfg *document.Node) string {
	spec = resolveNode(doc, spec)
	if t := mainType(cfg); t != "" {
		if have := schemaTypes(doc, spec); len(have) > 0 && !slices.ContainsFunc(have, func(h string) bool { return sameType(h, t) }) {
			return fmt.Sprintf("the spec's is %s, sdkgen.yml's is %s", strings.Join(have, " or "), t)
		}
	}
	if f := cfg.Get("format").Str(); f != "" && f != spec.Get("format").Str() {
		return fmt.Sprintf("sdkgen.yml's has format %s", f)
	}
	for _, p := range members(cfg.Get("properties")) {
		sp := findProperty(doc, spec, p.Key, 0)
		if sp == nil {
			return fmt.Sprintf("the spec's has no property `%s`", p.Key)
		}
		if d := schemaDiff(doc, sp, p.Value); d != "" {
			return fmt.Sprintf("property `%s`: %s", p.Key, d)
		}
	}
	specRequired := requiredNames(doc, spec)
	for _, r := range elements(cfg.Get("required")) {
		if !slices.Contains(specRequired, r.Str()) {
			return fmt.Sprintf("`%s` is required in sdkgen.yml, not in the spec", r.Str())
		}
	}
	if items := cfg.Get("items"); items != nil && spec.Get("items") != nil {
		if d := schemaDiff(doc, spec.Get("items"), items); d != "" {
			return "items: " + d
		}
	}
	return ""
}

// mainType is a schema's first type other than null, or "" when it has none (or says unknown or any).
func mainType(s *document.Node) string {
	t := s.Get("type")
	names := []*document.Node{t}
	if t != nil && t.Kind == document.Array {
		names = t.Items
	}
	for _, n := range names {
		if v := n.Str(); v != "" && v != "null" && v != "unknown" && v != "any" {
			return v
		}
	}
	return ""
}

// schemaTypes lists the types a spec schema allows (implied object or array when only properties or items say
// so); nil when it cannot tell, as for a composition.
func schemaTypes(doc, s *document.Node) []string {
	t := s.Get("type")
	switch {
	case t != nil && t.Kind == document.String:
		return []string{t.Value}
	case t != nil && t.Kind == document.Array:
		var out []string
		for _, it := range t.Items {
			out = append(out, it.Str())
		}
		return out
	case s.Has("properties"):
		return []string{"object"}
	case s.Has("items"):
		return []string{"array"}
	}
	for _, m := range elements(s.Get("allOf")) {
		if ts := schemaTypes(doc, resolveNode(doc, m)); len(ts) > 0 {
			return ts
		}
	}
	return nil
}

func sameType(a, b string) bool {
	numeric := func(t string) bool { return t == "integer" || t == "number" }
	return a == b || numeric(a) && numeric(b)
}

// findProperty finds a property's schema in a spec schema or its allOf members.
func findProperty(doc, s *document.Node, name string, depth int) *document.Node {
	s = resolveNode(doc, s)
	if s == nil || depth > 16 {
		return nil
	}
	if p := s.Get("properties").Get(name); p != nil {
		return p
	}
	for _, m := range elements(s.Get("allOf")) {
		if p := findProperty(doc, m, name, depth+1); p != nil {
			return p
		}
	}
	return nil
}

// requiredNames collects a spec schema's required names, with its allOf members'.
func requiredNames(doc, s *document.Node) []string {
	return throughAllOf(doc, s, 0, func(s *document.Node) []string {
		var out []string
		for _, r := range elements(s.Get("required")) {
			out = append(out, r.Str())
		}
		return out
	})
}
