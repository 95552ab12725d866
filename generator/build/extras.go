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

// readme resolves readme.example_requests to method calls and checks their params.
func (b *builder) readme() {
	rd := b.cfg.Readme
	b.api.Readme = ir.Readme{Attribution: rd.IncludeSdkgenAttribution, Examples: []ir.ReadmeExample{}}
	for _, e := range rd.ExampleRequests.Entries {
		ex := e.Value
		if ex == nil {
			continue
		}
		ptr := rd.ExampleRequests.EntryPtr(e.Key)
		example, m, ok := b.readmeExample(e.Key, ex, ptr)
		switch {
		case !ok:
		case config.IsSnippetName(e.Key):
			b.api.Readme.Examples = append(b.api.Readme.Examples, example)
		default:
			m.Examples = append(m.Examples, ir.MethodExample{Name: e.Key, Params: example.Params,
				ResponseProperty: example.ResponseProperty, AssignTo: example.AssignTo})
		}
	}
	if rd.ExampleTypes.Len() > 0 {
		b.api.Readme.ExampleTypes = map[string]any{}
		for _, e := range rd.ExampleTypes.Entries {
			if e.Value == nil {
				continue
			}
			if _, ok := b.modelRef(e.Value.Model); !ok {
				b.c.AtConfig(diag.ConfigRefInvalid, rd.ExampleTypes.EntryPtr(e.Key).Append("model"), "example type `%s` names model `%s`, which no resource declares (use <resource>.<model>)", e.Key, e.Value.Model)
				continue
			}
			b.api.Readme.ExampleTypes[e.Key] = map[string]any{"model": e.Value.Model, "property": e.Value.Property, "option": e.Value.Option}
		}
	}
}

// readmeExample resolves one example_requests entry to the method it calls.
func (b *builder) readmeExample(name string, ex *config.ExampleRequest, ptr document.Pointer) (ir.ReadmeExample, *ir.Method, bool) {
	ep := normalizeEndpoint(ex.Endpoint)
	methods := b.mapped[ep]
	if len(methods) == 0 {
		switch {
		case !validEndpoint(ep):
		case b.doc.Endpoint(ep) == nil:
			b.c.AtConfig(diag.EndpointNotFound, ptr.Append("endpoint"), "README example `%s` uses endpoint `%s`, which is not in the spec%s", name, ep, b.endpointHint(ep))
		default:
			b.c.AtConfig(diag.ReadmeEndpointNotConfigured, ptr.Append("endpoint"), "README example `%s` uses `%s`, which no method in resources configures", name, ep)
		}
		return ir.ReadmeExample{}, nil, false
	}
	m := exampleMethod(name, methods)
	if name == "default" && !returnsBody(m) {
		d := b.c.NewAtConfig(diag.ReadmeExampleNoResponse, ptr.Append("endpoint"), "readme.example_requests.default uses `%s`, which returns no response body; choose an endpoint that returns one", ep)
		if !slices.ContainsFunc(b.api.Methods(), returnsBody) {
			// Nothing could satisfy the rule, so it cannot be an error.
			d.Level = diag.Warning
			d.Message = "readme.example_requests.default uses `" + ep + "`, which returns no response body, and no configured method returns one"
		}
		b.c.Add(d)
	}
	params := exampleParams(m, ex.Params, ptr.Append("params"))
	for _, p := range params {
		if findParam(m, p.key) == nil && !isBodyArgument(m, p.key) {
			b.c.AtConfig(diag.ReadmeExampleParamUnknown, p.ptr, "README example `%s` passes `%s`, which `%s` does not take (it has %s)", name, p.key, m.Call, paramList(m))
		}
	}
	values := toValue(ex.Params)
	if ex.Params != nil && ex.Params.Kind == document.Object {
		object := map[string]any{}
		for _, p := range params {
			object[p.key] = toValue(p.value)
		}
		values = object
	}
	return ir.ReadmeExample{
		Name: name, Call: m.Call, Endpoint: ep, Params: values, ResponseProperty: ex.ResponseProperty,
		AssignTo: ex.AssignTo, FileParam: ex.FileParam, FilePath: ex.FilePath,
	}, m, true
}

// exampleParam is one value an example passes, and where sdkgen.yml writes it.
type exampleParam struct {
	key   string
	value *document.Node
	ptr   document.Pointer
}

// exampleParams lists an example's params as the method takes them. Some configs wrap a JSON body's values in
// body: {...}; when the method's body is flattened into params and none is called body, they are unwrapped.
func exampleParams(m *ir.Method, params *document.Node, ptr document.Pointer) []exampleParam {
	var out []exampleParam
	for _, f := range members(params) {
		wrapped := f.Key == "body" && f.Value.Kind == document.Object && m.Body != nil && m.Body.Flattened && findParam(m, "body") == nil
		if !wrapped {
			out = append(out, exampleParam{f.Key, f.Value, ptr.Append(f.Key)})
			continue
		}
		for _, inner := range f.Value.Fields {
			out = append(out, exampleParam{inner.Key, inner.Value, ptr.Append(f.Key).Append(inner.Key)})
		}
	}
	return out
}

// members returns an object node's members; nil for anything else.
func members(n *document.Node) []document.Field {
	if n == nil || n.Kind != document.Object {
		return nil
	}
	return n.Fields
}

// isBodyArgument reports whether name is the argument of a body that is not flattened.
func isBodyArgument(m *ir.Method, name string) bool {
	return m.Body != nil && !m.Body.Flattened && m.Body.ParamName == name
}

// exampleMethod picks which of the methods that map an example's endpoint it shows: the one its name spells as
// <resource>__<method> (the usual naming of per-method examples), else the first.
func exampleMethod(name string, methods []*ir.Method) *ir.Method {
	spelled := "client." + strings.ReplaceAll(name, "__", ".")
	for _, m := range methods {
		if m.Call == spelled {
			return m
		}
	}
	return methods[0]
}

func returnsBody(m *ir.Method) bool { return m.Response != nil && m.Response.Type != nil }

// errorSettings resolves errors.union into typed error classes, one per discriminator value.
func (b *builder) errorSettings() {
	e := b.cfg.Errors
	b.api.Errors = ir.ErrorSettings{MessageProperty: e.MessageProperty}
	u := e.Union
	if u == nil {
		return
	}
	schema, msg := b.schemaByReference(u.Source)
	if schema == nil {
		b.c.AtConfig(diag.ConfigRefInvalid, u.Ptr.Append("source"), "errors.union.source: %s", msg)
		return
	}
	res := schema.Resolve()
	members := append(slices.Clone(res.OneOf), res.AnyOf...)
	if len(members) == 0 {
		b.c.AtConfig(diag.ConfigRefInvalid, u.Ptr.Append("source"), "errors.union.source `%s` is not a union (oneOf or anyOf)", u.Source)
		return
	}
	ref := b.types.ref(schema, hint{name: "api_error_union"})
	out := &ir.ErrorUnion{Type: ref.Name, Discriminator: u.Discriminator, StatusProperty: u.StatusProperty, Variants: []ir.ErrorVariant{}}
	for _, m := range members {
		variant, ok := b.errorVariant(m.Resolve(), u)
		if !ok {
			b.c.AtSpec(diag.SchemaDiscriminatorInvalid, m.Pointer, "error variant has no constant `%s` property, so no error class can be chosen for it", u.Discriminator)
			continue
		}
		variant.Type = b.types.ref(m, hint{name: variant.Name}).Name
		out.Variants = append(out.Variants, variant)
	}
	b.api.Errors.Union = out
}

func (b *builder) errorVariant(s *spec.Schema, u *config.ErrorUnion) (ir.ErrorVariant, bool) {
	value := discriminatorConstOf(s, u.Discriminator)
	if value == "" {
		return ir.ErrorVariant{}, false
	}
	v := ir.ErrorVariant{Value: value, Name: b.names.Snake(value) + "_error"}
	if status := s.Property(u.StatusProperty).Resolve(); status != nil && len(status.Enum) == 1 {
		if code, err := strconv.Atoi(status.Enum[0].Value); err == nil {
			v.StatusCode = code
		}
	}
	if override, ok := u.Variants.Get(value); ok && override != nil {
		if override.Name != "" {
			v.Name = b.names.Snake(override.Name)
		}
		if override.StatusCode != nil {
			v.StatusCode = *override.StatusCode
		}
	}
	return v, true
}

// webhookMethod configures a webhook_unwrap method: it parses a webhook body into the union of the spec's webhook
// payloads.
func (b *builder) webhookMethod(m *ir.Method, cm *config.Method, ptr document.Pointer) *ir.Method {
	if len(b.doc.Webhooks) == 0 {
		b.c.AtConfig(diag.MethodWebhooksMissing, ptr, "`%s` is a webhook_unwrap method but the spec has no webhooks section", m.Call)
		return nil
	}
	if cm.Discriminator == "" && len(b.doc.Webhooks) > 1 {
		b.c.AtConfig(diag.ConfigMissingKey, ptr, "`%s` needs a discriminator: the spec has %d webhooks", m.Call, len(b.doc.Webhooks))
	}
	m.Webhook = &ir.WebhookUnwrap{Discriminator: cm.Discriminator, KeyOption: cm.WebhookKeyOpt}
	ref := b.webhookUnion()
	m.Response = &ir.Response{Status: "200", ContentType: "application/json", Type: &ref}
	b.methodPtr[m] = ptr
	return m
}

// webhookUnion builds (once) the union of every webhook's payload schema.
func (b *builder) webhookUnion() ir.TypeRef {
	if b.api.Webhooks != nil {
		return ir.TypeRef{Kind: ir.Named, Name: b.api.Webhooks.Union}
	}
	name := b.types.uniqueName("webhook_event", &spec.Schema{}, true, shapeUnion)
	union := &ir.Type{Name: name, Kind: "union", Union: &ir.Union{Exclusive: true, Variants: []ir.Variant{}}}
	b.types.byName[name] = union
	wh := &ir.Webhooks{Union: name}
	for _, op := range b.doc.Webhooks {
		wh.Names = append(wh.Names, op.Path)
		if op.RequestBody == nil {
			continue
		}
		mt, _ := spec.PickBody(op.RequestBody.Content)
		if mt == nil || mt.Schema == nil {
			continue
		}
		variant := b.names.Snake(op.Path)
		ref := b.types.ref(mt.Schema, hint{name: variant + "_webhook_event"})
		union.Union.Variants = append(union.Union.Variants, ir.Variant{Name: variant, Type: ref})
	}
	b.api.Webhooks = wh
	return ir.TypeRef{Kind: ir.Named, Name: name}
}
