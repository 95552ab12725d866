package initconfig

import (
	"slices"

	"github.com/sdkgen/sdkgen/generator/spec"
)

// maxSchemaDepth bounds walks through allOf and nested properties; specs are untrusted and may recurse.
const maxSchemaDepth = 8

// The response and body rules are the IR builder's (spec.PickBody, spec.PickResponse, SuccessResponse), so that
// what init decides (a README example has a response body, a body needs body_param_name, a list pages) holds
// when the config is validated.

// responseMedia picks the media type of the success response.
func responseMedia(op *spec.Operation) (*spec.MediaType, string) {
	r := op.SuccessResponse()
	if r == nil {
		return nil, ""
	}
	return spec.PickResponse(r.Content)
}

// hasResponseBody reports whether the method returns a body: a JSON or event stream with a schema, or bytes.
func hasResponseBody(op *spec.Operation) bool {
	mt, _ := responseMedia(op)
	return mt != nil // a JSON body without a schema is still a body (of any value), as the builder reads it
}

// successSchema returns the resolved schema of the JSON success response body, or nil.
func successSchema(op *spec.Operation) *spec.Schema {
	mt, enc := responseMedia(op)
	if mt == nil || enc != "json" || mt.Schema == nil {
		return nil
	}
	return unwrapNullable(mt.Schema).Resolve()
}

// requestMedia picks the request body's media type.
func requestMedia(op *spec.Operation) (*spec.MediaType, string) {
	if op.RequestBody == nil {
		return nil, ""
	}
	return spec.PickBody(op.RequestBody.Content)
}

// bodyNeedsParamName reports whether the request body is structured (JSON, multipart or form) but not an object
// whose properties can become parameters, so that the method must name its one body argument.
func bodyNeedsParamName(op *spec.Operation) bool {
	mt, enc := requestMedia(op)
	if mt == nil || enc != "json" && enc != "multipart" && enc != "form" {
		return false
	}
	return flattenedBody(mt.Schema) == nil
}

// flattenedBody returns the object schema whose properties a body's parameters are, or nil when the body is not
// an object: a union, an array, a map, a scalar. A wrapper (a one-member allOf, anyOf or oneOf) is looked through.
func flattenedBody(s *spec.Schema) *spec.Schema {
	for depth := 0; depth <= maxSchemaDepth; depth++ {
		s = s.Resolve()
		switch {
		case s == nil, s.Const != nil, len(s.Enum) > 0:
			return nil
		case len(s.OneOf)+len(s.AnyOf) == 1 && len(s.AllOf) == 0 && len(s.Properties) == 0:
			s = slices.Concat(s.OneOf, s.AnyOf)[0]
		case len(s.OneOf) > 0 || len(s.AnyOf) > 0:
			return nil
		case len(s.AllOf) == 1 && len(s.Properties) == 0:
			s = s.AllOf[0]
		case len(s.AllOf) > 0:
			return s
		case len(s.Types) > 1 || s.IsType("array") || len(s.Types) == 0 && s.Items != nil:
			return nil
		case len(s.Properties) > 0 || s.Extensions["x-sdkgen-empty-object"].IsTrue():
			return s
		default:
			return nil
		}
	}
	return nil
}

// unwrapNullable turns a union with one real variant into that variant: anyOf [X, null], which the loader
// normalises to anyOf [X] with Nullable set, is how 3.1 writes a nullable reference.
func unwrapNullable(s *spec.Schema) *spec.Schema {
	if s == nil {
		return nil
	}
	r := s.Resolve()
	if len(r.Types) > 0 || len(r.Properties) > 0 {
		return s
	}
	for _, variants := range [][]*spec.Schema{r.AnyOf, r.OneOf} {
		kept := slices.DeleteFunc(slices.Clone(variants), func(v *spec.Schema) bool { return isNullOnly(v.Resolve()) })
		if len(kept) == 1 && len(r.AnyOf)+len(r.OneOf) == len(variants) {
			return kept[0]
		}
	}
	return s
}

// isNullOnly reports whether a schema only allows null.
func isNullOnly(s *spec.Schema) bool {
	return s != nil && s.Nullable && len(s.Types) == 1 && s.Types[0] == "null"
}

// allProperties returns the properties of an object schema, including those its allOf members contribute (the
// first definition of a name wins).
func allProperties(s *spec.Schema) []*spec.Property {
	var out []*spec.Property
	seen := map[string]bool{}
	var walk func(s *spec.Schema, depth int)
	walk = func(s *spec.Schema, depth int) {
		s = s.Resolve()
		if s == nil || depth > maxSchemaDepth {
			return
		}
		for _, p := range s.Properties {
			if !seen[p.Name] {
				seen[p.Name] = true
				out = append(out, p)
			}
		}
		for _, a := range s.AllOf {
			walk(a, depth+1)
		}
	}
	walk(s, 0)
	return out
}

// property returns the named property of an object schema (allOf included), or nil.
func property(s *spec.Schema, name string) *spec.Schema {
	for _, p := range allProperties(s) {
		if p.Name == name {
			return p.Schema
		}
	}
	return nil
}

// isRequiredProperty reports whether an object schema (allOf included) requires name.
func isRequiredProperty(s *spec.Schema, name string) bool {
	s = s.Resolve()
	if s == nil {
		return false
	}
	if s.IsRequired(name) {
		return true
	}
	for _, a := range s.AllOf {
		if a.Resolve() != nil && a.Resolve().IsRequired(name) {
			return true
		}
	}
	return false
}

// singleType returns the one JSON type a schema allows, or "".
func singleType(s *spec.Schema) string {
	s = s.Resolve()
	if s == nil || len(s.Types) != 1 {
		return ""
	}
	return s.Types[0]
}
