package build

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sdkgen/sdkgen/generator/config"
	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
	"github.com/sdkgen/sdkgen/generator/internal/suggest"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/generator/spec"
	"github.com/sdkgen/sdkgen/generator/transform"
)

// declaredModel is one models entry after its reference was resolved.
type declaredModel struct {
	name     string
	resource string
	schema   *spec.Schema
	alias    string // for type: alias, the model it stands for
	ptr      document.Pointer
	config   *config.Model
}

// declareModels resolves every models entry of every resource (and x-sdkgen-model extensions) and creates their
// types, so models exist in the SDK even when no configured method uses them. A schema declared twice keeps the
// first name; the second becomes an alias of it.
func (b *builder) declareModels() {
	var models []declaredModel
	b.walkConfigResources(func(path []string, r *config.Resource, ptr document.Pointer) {
		resource := strings.Join(path, ".")
		for _, e := range r.Models.Entries {
			if m := b.resolveModel(resource, e.Key, e.Value, r.Models.EntryPtr(e.Key)); m != nil {
				models = append(models, *m)
			}
		}
	})
	models = append(models, b.extensionModels(models)...)
	for _, m := range models {
		if m.schema == nil {
			continue
		}
		if first, ok := b.types.declared[m.schema]; ok {
			if m.name != first.name {
				b.types.byName[m.name] = &ir.Type{Name: m.name, Kind: "alias", Resource: m.resource, Model: true,
					Alias: &ir.TypeRef{Kind: ir.Named, Name: first.name}, SpecRef: m.schema.Pointer.Fragment()}
			}
			continue
		}
		b.types.declared[m.schema] = modelDecl{name: m.name, resource: m.resource}
	}
	for _, m := range models {
		switch {
		case m.schema != nil:
			b.types.ref(m.schema, hint{name: m.name, resource: m.resource})
		case m.alias != "":
			b.types.byName[m.name] = &ir.Type{Name: m.name, Kind: "alias", Resource: m.resource, Model: true,
				Alias: &ir.TypeRef{Kind: ir.Named, Name: m.alias}}
		}
	}
	for _, m := range models {
		b.modelOptions(m)
	}
}

// modelOptions applies a model's param_model, no_params_suffix and force_generation to its type.
func (b *builder) modelOptions(m declaredModel) {
	if m.config == nil || m.schema == nil {
		return
	}
	typ := b.types.byName[b.types.memo[m.schema].Name]
	if typ == nil {
		return
	}
	typ.NoParamsSuffix = m.config.NoParamsSuffix
	if m.config.ForceGeneration {
		b.types.forced = append(b.types.forced, typ.Name)
	}
	if pm := m.config.ParamModel; pm != "" {
		ref, ok := b.modelRef(pm)
		if !ok {
			b.c.AtConfig(diag.ConfigRefInvalid, m.ptr.Append("param_model"), "param_model `%s` names no model (use <resource>.<model> of a models entry)", pm)
			return
		}
		typ.ParamModel = ref.Name
	}
}

// walkConfigResources visits every configured resource with its path from the root ($client and $shared keep
// their names).
func (b *builder) walkConfigResources(visit func(path []string, r *config.Resource, ptr document.Pointer)) {
	var walk func(path []string, r *config.Resource, ptr document.Pointer)
	walk = func(path []string, r *config.Resource, ptr document.Pointer) {
		if r == nil {
			return
		}
		visit(path, r, ptr)
		for _, e := range r.Subresources.Entries {
			walk(append(slicesClone(path), e.Key), e.Value, r.Subresources.EntryPtr(e.Key))
		}
	}
	for _, e := range b.cfg.Resources.Entries {
		walk([]string{e.Key}, e.Value, b.cfg.Resources.EntryPtr(e.Key))
	}
}

func slicesClone(s []string) []string { return append([]string(nil), s...) }

func (b *builder) resolveModel(resource, key string, m *config.Model, ptr document.Pointer) *declaredModel {
	if m == nil {
		return nil
	}
	name := b.names.Snake(key)
	if m.Kind() == "alias" {
		// sdkgen.yml checks report an alias to a model the resource lacks.
		if r := b.findResource(resource); r == nil || !r.Models.Has(m.To) {
			return nil
		}
		return &declaredModel{name: name, resource: resource, alias: b.names.Snake(m.To), ptr: ptr}
	}
	refPtr := ptr
	if !m.Shorthand {
		refPtr = ptr.Append("openapi_uri")
	}
	s, msg := b.schemaByReference(m.OpenAPIURI)
	if s == nil {
		b.c.AtConfig(diag.ConfigRefInvalid, refPtr, "model `%s`: %s", key, msg)
		return nil
	}
	return &declaredModel{name: name, resource: resource, schema: s, ptr: ptr, config: m}
}

// findResource returns the configured resource at a dotted path.
func (b *builder) findResource(dotted string) *config.Resource {
	parts := strings.Split(dotted, ".")
	r, ok := b.cfg.Resources.Get(parts[0])
	for _, p := range parts[1:] {
		if !ok || r == nil {
			return nil
		}
		r, ok = r.Subresources.Get(p)
	}
	if !ok {
		return nil
	}
	return r
}

// extensionModels declares component schemas marked x-sdkgen-model: "<resource>.<model>" that sdkgen.yml does
// not declare itself (config keys win over extensions).
func (b *builder) extensionModels(declared []declaredModel) []declaredModel {
	taken := map[*spec.Schema]bool{}
	for _, m := range declared {
		taken[m.schema] = true
	}
	var out []declaredModel
	for _, name := range b.doc.Components.SchemaNames {
		s := b.doc.Components.Schemas[name]
		path := s.Extensions["x-sdkgen-model"].Str()
		if path == "" || taken[s] {
			continue
		}
		i := strings.LastIndexByte(path, '.')
		if i <= 0 {
			b.c.AtSpec(diag.SpecInvalid, s.Pointer.Append("x-sdkgen-model"), "x-sdkgen-model must be <resource>.<model>, got %q", path)
			continue
		}
		out = append(out, declaredModel{name: b.names.Snake(path[i+1:]), resource: path[:i], schema: s})
	}
	return out
}

// schemaByReference finds the schema a config reference names: a same-document pointer, or the bare name of a
// component schema. It returns a reason when there is none.
func (b *builder) schemaByReference(ref string) (*spec.Schema, string) {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return nil, "the schema reference is empty"
	}
	if strings.HasPrefix(ref, "$") {
		return b.schemaByQuery(ref)
	}
	if !strings.HasPrefix(ref, "#") {
		if s := b.doc.Components.Schemas[ref]; s != nil {
			return s, ""
		}
		return nil, "`" + ref + "` is not a schema in components.schemas" + suggest.Hint(ref, b.doc.Components.SchemaNames)
	}
	ptr, err := document.ParseFragment(ref)
	if err != nil {
		return nil, err.Error()
	}
	if s := findSchema(b.doc, ptr); s != nil {
		return s, ""
	}
	tokens := ptr.Tokens()
	if len(tokens) == 3 && tokens[0] == "components" && tokens[1] == "schemas" {
		return nil, "`" + ref + "` does not exist in the spec" + suggest.Hint(tokens[2], b.doc.Components.SchemaNames)
	}
	return nil, "`" + ref + "` does not point to a schema in the spec"
}

// schemaByQuery finds the schema a JSONPath query selects; it must select exactly one.
func (b *builder) schemaByQuery(query string) (*spec.Schema, string) {
	path, err := transform.ParsePath(query)
	if err != nil {
		return nil, fmt.Sprintf("`%s` is not a valid JSONPath: %v", query, err)
	}
	matches := path.Select(b.doc.Root)
	switch len(matches) {
	case 0:
		return nil, "`" + query + "` matches nothing in the spec"
	case 1:
	default:
		return nil, fmt.Sprintf("`%s` matches %d places; a model needs exactly one", query, len(matches))
	}
	if s := findSchema(b.doc, matches[0].Pointer()); s != nil {
		return s, ""
	}
	return nil, "`" + query + "` selects " + matches[0].Pointer().Fragment() + ", which is not a schema"
}

// findSchema follows a JSON pointer through the typed model: into a component schema or an operation's
// parameters, body or responses, and then through properties, items, additionalProperties and compositions.
func findSchema(doc *spec.Document, ptr document.Pointer) *spec.Schema {
	tokens := ptr.Tokens()
	if len(tokens) >= 3 && tokens[0] == "components" && tokens[1] == "schemas" {
		return descend(doc.Components.Schemas[tokens[2]], tokens[3:])
	}
	for _, op := range doc.Operations {
		prefix := op.Pointer.Tokens()
		if len(tokens) <= len(prefix) || !hasTokens(tokens, prefix) {
			continue
		}
		if s := operationSchema(op, tokens[len(prefix):]); s != nil {
			return s
		}
	}
	return nil
}

func hasTokens(tokens, prefix []string) bool {
	for i := range prefix {
		if tokens[i] != prefix[i] {
			return false
		}
	}
	return true
}

func operationSchema(op *spec.Operation, rest []string) *spec.Schema {
	switch {
	case len(rest) >= 4 && rest[0] == "requestBody" && rest[1] == "content" && rest[3] == "schema" && op.RequestBody != nil:
		return descend(mediaSchema(op.RequestBody.Content, rest[2]), rest[4:])
	case len(rest) >= 5 && rest[0] == "responses" && rest[2] == "content" && rest[4] == "schema":
		for _, r := range op.Responses {
			if r.Status == rest[1] {
				return descend(mediaSchema(r.Content, rest[3]), rest[5:])
			}
		}
	}
	return nil
}

func mediaSchema(content []*spec.MediaType, mediaType string) *spec.Schema {
	for _, mt := range content {
		if mt.Type == mediaType {
			return mt.Schema
		}
	}
	return nil
}

// descend walks schema keywords named by tokens.
func descend(s *spec.Schema, tokens []string) *spec.Schema {
	for len(tokens) > 0 && s != nil {
		s = s.Resolve() // a pointer through a $ref means the referenced schema's keywords

		switch tokens[0] {
		case "properties":
			if len(tokens) < 2 {
				return nil
			}
			s, tokens = s.Property(tokens[1]), tokens[2:]
		case "items":
			s, tokens = s.Items, tokens[1:]
		case "additionalProperties":
			s, tokens = s.AdditionalProperties, tokens[1:]
		case "not":
			s, tokens = s.Not, tokens[1:]
		case "allOf", "oneOf", "anyOf", "prefixItems":
			if len(tokens) < 2 {
				return nil
			}
			list := map[string][]*spec.Schema{"allOf": s.AllOf, "oneOf": s.OneOf, "anyOf": s.AnyOf, "prefixItems": s.PrefixItems}[tokens[0]]
			i, err := strconv.Atoi(tokens[1])
			if err != nil || i < 0 || i >= len(list) {
				return nil
			}
			s, tokens = list[i], tokens[2:]
		default:
			return nil
		}
	}
	return s
}
