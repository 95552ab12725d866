package build

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/spec"
)

// params converts an operation's path, query and header parameters and its body into the method's params.
func (b *builder) params(m *ir.Method, op *spec.Operation, cm *config.Method, ptr document.Pointer, names methodNames) {
	paramsType := names.reserve("params")
	h := hint{name: paramsType, resource: names.resource()}
	used := map[string]bool{}
	for _, p := range op.Parameters {
		if p.In == "cookie" {
			b.c.AtSpec(diag.MethodCookieParamIgnored, p.Pointer, "cookie parameter `%s` is not supported by the SDKs and is left out of `%s`", p.Name, m.Call)
			continue
		}
		skipAll, skipLangs := skipped(p.Extensions)
		if skipAll {
			continue
		}
		// x-sdkgen-param-name is how some specs spell x-sdkgen-param.
		sdkName := b.names.Snake(firstNonEmpty(p.Extensions["x-sdkgen-param"].Str(), p.Extensions["x-sdkgen-param-name"].Str(), p.Name))
		param := &ir.Param{
			Name: b.uniqueParam(m, sdkName, p.In, used), WireName: p.Name, In: p.In,
			Type: b.types.ref(p.Schema, h.child(b.names.Snake(p.Name))), Required: p.Required || p.In == "path",
			Description: p.Description, Deprecated: deprecation(p.Deprecated, p.Extensions),
			Example: toValue(firstNode(p.Example, schemaExample(p.Schema))), Style: p.Style, Explode: p.Explode,
			Skip: skipLangs, Names: langNames(p.Extensions, "method_argument", "property_name"),
		}
		if p.Schema != nil {
			param.Default = toValue(p.Schema.Resolve().Default)
		}
		m.Params = append(m.Params, param)
	}
	b.body(m, op, cm, ptr, h, used)
	m.ParamsType = paramsType // cleared by positional when every param is positional
}

func schemaExample(s *spec.Schema) *document.Node {
	if s == nil {
		return nil
	}
	return firstNode(s.Example, s.Resolve().Example)
}

// uniqueParam gives a parameter whose SDK name another parameter of the method already has a name prefixed by its
// location (query_id, body_id), and warns: one params object cannot hold both.
func (b *builder) uniqueParam(m *ir.Method, name, in string, used map[string]bool) string {
	if name == "" {
		name = in + "_param"
	}
	if !used[name] {
		used[name] = true
		return name
	}
	renamed := in + "_" + name
	for i := 2; used[renamed]; i++ {
		renamed = in + "_" + name + "_" + strconv.Itoa(i)
	}
	used[renamed] = true
	b.c.AtSpec(diag.MethodParamNameCollision, document.Pointer(strings.TrimPrefix(m.SpecRef, "#")), "`%s` has two parameters named `%s`; the %s one is called `%s` in the SDK (set x-sdkgen-param to choose)", m.Call, name, in, renamed)
	return renamed
}

// body converts the request body. An object body is flattened: its properties become params (In: body). Any other
// body is one argument, named by body_param_name.
func (b *builder) body(m *ir.Method, op *spec.Operation, cm *config.Method, ptr document.Pointer, h hint, used map[string]bool) {
	rb := op.RequestBody
	if rb == nil || len(rb.Content) == 0 {
		return
	}
	mt, enc := spec.PickBody(rb.Content)
	if mt.Schema == nil && !bodyExpected(op.Method) {
		b.c.AtSpec(diag.MethodBodyIgnored, rb.Pointer, "the request body of `%s` has no schema, so there is nothing to send; on a %s request the SDKs leave it out", m.Call, strings.ToUpper(op.Method))
		return
	}
	if enc == "" {
		b.c.AtSpec(diag.MethodUnsupportedBody, rb.Pointer, "request body of `%s` has no content type the SDKs can send (%s); it is sent as raw bytes", m.Call, mt.Type)
		enc = "binary"
	}
	body := &ir.Body{Encoding: enc, ContentType: mt.Type, Required: rb.Required}
	m.Body = body
	schema := mt.Schema
	res := schema.Resolve()
	switch {
	case enc == "binary" || enc == "text":
		t := ir.TypeRef{Kind: ir.String, Format: "binary"}
		if enc == "text" {
			t = ir.TypeRef{Kind: ir.String}
		}
		body.Type = &t
		body.ParamName = firstNonEmpty(cm.BodyParamName, "body")
	case res != nil && isObjectSchema(res):
		body.Flattened = true
		if schema.Ref != nil || res.Name != "" {
			ref := b.types.ref(schema, h)
			body.Type = &ref
		}
		b.flattenBody(m, res, h, used, enc)
	default:
		t := b.types.ref(schema, h.child("body"))
		body.Type = &t
		body.ParamName = cm.BodyParamName
		if body.ParamName == "" {
			body.ParamName = b.bodyParamName(t, used)
			b.c.AtConfigKey(diag.MethodBodyParamDefaulted, ptr, "the request body of `%s` is %s, not an object, so it is one argument, named `%s` (set body_param_name to choose the name)",
				m.Call, describeType(t), body.ParamName)
		}
	}
}

// bodyParamName names the argument of a body that is not an object when body_param_name does not: body, as the
// generators real configs come from call it, or, when a parameter already has that name, a name taken from the
// body's type (the named type, or the plural of an array's named items), made unique if need be.
func (b *builder) bodyParamName(t ir.TypeRef, used map[string]bool) string {
	name := "body"
	if used[name] {
		switch {
		case t.Kind == ir.Named:
			name = t.Name
		case t.Kind == ir.Array && t.Elem != nil && t.Elem.Kind == ir.Named:
			name = b.names.Plural(t.Elem.Name)
		default:
			name = "request_body"
		}
	}
	for base, i := name, 2; used[name]; i++ {
		name = base + "_" + strconv.Itoa(i)
	}
	used[name] = true
	return name
}

// bodyExpected reports whether requests of an HTTP method usually carry a body. Some frameworks give every
// operation an empty JSON body, GETs included; without a schema there is nothing to send there.
func bodyExpected(method string) bool {
	return method == "post" || method == "put" || method == "patch"
}

// isObjectSchema reports whether a body can be flattened into named params.
func isObjectSchema(s *spec.Schema) bool {
	switch classify(s) {
	case shapeObject, shapeMerged:
		return true
	case shapeWrap:
		return isObjectSchema(firstMember(s).Resolve())
	}
	return false
}

func (b *builder) flattenBody(m *ir.Method, s *spec.Schema, h hint, used map[string]bool, enc string) {
	for isWrap := classify(s) == shapeWrap; isWrap; isWrap = classify(s) == shapeWrap {
		s = firstMember(s).Resolve()
	}
	var scratch ir.Type
	b.types.fillObject(&scratch, s, h)
	if m.Body.Type == nil {
		m.Body.Constraints = scratch.Constraints
	}
	for _, p := range scratch.Properties {
		if p.ReadOnly {
			continue // read-only properties are never sent
		}
		m.Params = append(m.Params, &ir.Param{
			Name: b.uniqueParam(m, p.Name, "body", used), WireName: p.WireName, In: "body", Type: p.Type,
			Required: p.Required, Description: p.Description, Deprecated: p.Deprecated, Default: p.Default, Example: p.Example,
			Skip: p.Skip, Names: p.Names,
		})
		if enc == "multipart" && isFile(p.Type) {
			m.Body.FileFields = append(m.Body.FileFields, p.WireName)
		}
	}
}

func isFile(t ir.TypeRef) bool {
	if t.Kind == ir.Array && t.Elem != nil {
		return isFile(*t.Elem)
	}
	return t.IsBinary()
}

func describeType(t ir.TypeRef) string {
	switch t.Kind {
	case ir.Array:
		return "an array"
	case ir.Map:
		return "a map"
	case ir.Named:
		return "`" + t.Name + "` (a union or alias)"
	case ir.Unknown:
		return "any JSON value (it has no schema)"
	case ir.Integer:
		return "an integer"
	}
	return "a " + string(t.Kind)
}

// response picks the success response: the lowest explicit 2xx status, else 2XX; an operation that only redirects
// keeps the redirect's status with no body.
func (b *builder) response(m *ir.Method, op *spec.Operation, cm *config.Method, ptr document.Pointer, names methodNames) {
	r := op.SuccessResponse()
	if r == nil {
		b.c.AtSpec(diag.MethodNoSuccessResponse, op.Pointer.Append("responses"), "`%s` declares no 2xx response, so `%s` returns nothing", op.Endpoint(), m.Call)
		if redirect := op.RedirectResponse(); redirect != nil {
			// Still nothing to return, but the status is known: a mock server answers with the redirect (and no
			// Location), so the generated tests cannot expect a success from it (targets/internal/mocktest).
			m.Response = &ir.Response{Status: redirect.Status}
		}
		return
	}
	out := &ir.Response{Status: r.Status}
	m.Response = out
	mt, enc := spec.PickResponse(r.Content)
	if mt == nil || r.Status == "204" || r.Status == "205" {
		return // HTTP gives 204 and 205 no content, whatever the spec describes: there is nothing to read
	}
	out.ContentType = mt.Type
	switch enc {
	case "binary", "":
		out.Binary = true
		t := ir.TypeRef{Kind: ir.String, Format: "binary"}
		out.Type = &t
	case "text":
		t := ir.TypeRef{Kind: ir.String}
		out.Type = &t
	default: // json, or sse whose events the schema describes; without a schema the body is any JSON value
		t := unknownRef
		if mt.Schema != nil {
			t = b.types.ref(mt.Schema, hint{name: names.reserve("response"), resource: names.resource()})
		}
		out.Type = &t
	}
	b.unwrap(m, out, mt.Schema, cm, ptr)
}

// unwrap applies unwrap_response, or settings.unwrap_response_fields when the response has such a property.
func (b *builder) unwrap(m *ir.Method, out *ir.Response, schema *spec.Schema, cm *config.Method, ptr document.Pointer) {
	res := schema.Resolve()
	if u := cm.UnwrapResponse; u != nil {
		if u.Disabled {
			return
		}
		if res == nil || !hasProperty(res, u.Property, 0) {
			b.c.AtConfig(diag.MethodUnwrapNotFound, ptr.Append("unwrap_response"), "unwrap_response names `%s`, which the response of `%s` does not have", u.Property, m.Call)
			return
		}
		out.Unwrap = []string{u.Property}
		return
	}
	for _, field := range b.cfg.Settings.UnwrapResponseFields {
		if res != nil && hasProperty(res, field, 0) {
			out.Unwrap = []string{field}
			return
		}
	}
}

// positional decides which params are positional: the configured list, or by default the last path parameter.
func (b *builder) positional(m *ir.Method, cm *config.Method, ptr document.Pointer) {
	if cm.PositionalParams != nil {
		m.PositionalConfigured = true
		for i, name := range cm.PositionalParams {
			p := findParam(m, name)
			if p == nil {
				b.c.AtConfig(diag.MethodPositionalNotFound, ptr.Append("positional_params").Index(i), "positional_params names `%s`, which `%s` does not have (it has %s)", name, m.Call, paramList(m))
				continue
			}
			m.Positional = append(m.Positional, p.Name)
		}
		return
	}
	if pp := b.cfg.Settings.PositionalParams; pp != nil && !*pp {
		m.PositionalConfigured = true
		return
	}
	var last *ir.Param
	for _, p := range m.Params {
		if p.In == "path" {
			last = p
		}
	}
	if last != nil {
		m.Positional = []string{last.Name}
	}
}

// dropEmptyParamsType clears the params type of a method whose params are all positional: it takes none.
func dropEmptyParamsType(m *ir.Method) {
	for _, p := range m.Params {
		if !slices.Contains(m.Positional, p.Name) {
			return
		}
	}
	m.ParamsType = ""
}

// findParam finds a param by SDK or wire name.
func findParam(m *ir.Method, name string) *ir.Param {
	for _, p := range m.Params {
		if p.Name == name || p.WireName == name {
			return p
		}
	}
	return nil
}

func paramList(m *ir.Method) string {
	if len(m.Params) == 0 {
		return "no params"
	}
	names := make([]string, len(m.Params))
	for i, p := range m.Params {
		names[i] = "`" + p.WireName + "`"
	}
	return strings.Join(names, ", ")
}

// streaming configures server-sent events for a method with a streaming key.
func (b *builder) streaming(m *ir.Method, op *spec.Operation, cm *config.Method, ptr document.Pointer, names methodNames) {
	st := cm.Streaming
	if st == nil {
		return
	}
	out := &ir.MethodStreaming{ParamsTypeName: st.ParamsTypeName}
	if d := st.ParamDiscriminator; d != nil && !d.Null {
		if p := findParam(m, d.Value); p != nil {
			out.ParamDiscriminator = p.Name
		} else {
			b.c.AtConfig(diag.MethodStreamingParam, ptr.Append("streaming").Append("param_discriminator"), "param_discriminator names `%s`, which `%s` does not have (it has %s)", d.Value, m.Call, paramList(m))
		}
	}
	switch {
	case st.StreamEventModel != "":
		if ref, ok := b.modelRef(st.StreamEventModel); ok {
			out.Event = ref
		} else {
			b.c.AtConfig(diag.ConfigRefInvalid, ptr.Append("streaming").Append("stream_event_model"), "stream_event_model `%s` names no model (use <resource>.<model> of a models entry)", st.StreamEventModel)
		}
	default:
		out.Event = b.eventType(op, names)
	}
	m.Streaming = out
}

// eventType is the schema of the event-stream response, or the JSON response, as the event type.
func (b *builder) eventType(op *spec.Operation, names methodNames) ir.TypeRef {
	r := op.SuccessResponse()
	if r == nil {
		return unknownRef
	}
	for _, mt := range r.Content {
		if spec.MediaEncoding(mt.Type) == "sse" && mt.Schema != nil {
			return b.types.ref(mt.Schema, hint{name: names.reserve("event"), resource: names.resource()})
		}
	}
	for _, mt := range r.Content {
		if spec.MediaEncoding(mt.Type) == "json" && mt.Schema != nil {
			return b.types.ref(mt.Schema, hint{name: names.reserve("response"), resource: names.resource()})
		}
	}
	return unknownRef
}

// modelRef resolves a dotted model path ("chat.completions.chunk") to the model's type.
func (b *builder) modelRef(path string) (ir.TypeRef, bool) {
	i := strings.LastIndexByte(path, '.')
	if i < 0 {
		return ir.TypeRef{}, false
	}
	r := b.findResource(path[:i])
	if r == nil || !r.Models.Has(path[i+1:]) {
		return ir.TypeRef{}, false
	}
	name := b.names.Snake(path[i+1:])
	if b.types.byName[name] == nil {
		return ir.TypeRef{}, false
	}
	return ir.TypeRef{Kind: ir.Named, Name: name}, true
}
