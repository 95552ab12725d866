// Package spec reads an OpenAPI 3.0 or 3.1 description into a typed model for the IR builder.
//
// The model is sdkgen's own, not a general OpenAPI library: it keeps what generation needs, resolves every $ref
// inside the one input file (anything else is a located diagnostic, never fetched), normalises the 3.0 and 3.1
// ways of saying "nullable", and remembers for every element the JSON pointer it came from, so diagnostics can say
// file:line:col.
package spec

import (
	"github.com/sdkgen/sdkgen/generator/document"
)

// HTTP methods an endpoint string may name, in the order the contract lists them. head, options and trace
// operations are loaded too but cannot be configured as methods.
var ConfigurableMethods = []string{"get", "post", "put", "patch", "delete"}

// AllMethods are the operation keys of a path item, in document order of preference.
var AllMethods = []string{"get", "put", "post", "delete", "options", "head", "patch", "trace"}

// Document is a loaded spec.
type Document struct {
	File    string
	Root    *document.Node // the tree after openapi.transforms, for pointer lookups and the openapi target
	Version string         // the openapi field, e.g. "3.1.0"
	Is31    bool

	Info       Info
	Servers    []Server
	Operations []*Operation // every operation in paths, in document order
	Webhooks   []*Operation // 3.1 webhooks, in document order; Path holds the webhook name
	Security   []Requirement
	// SecuritySet is false when the spec has no top-level security; Security is then empty.
	SecuritySet bool
	Components  Components
	Extensions  map[string]*document.Node

	byEndpoint map[string]*Operation
}

// Info is the info object, used only to guess a first sdkgen.yml.
type Info struct {
	Title, Version, Description string
	ContactName, ContactEmail   string
	ContactURL                  string
	LicenseName                 string
	TermsOfService              string
}

// Server is one entry of servers.
type Server struct {
	URL         string
	Description string
	Variables   []ServerVariable
}

// ServerVariable is a {name} placeholder of a server URL.
type ServerVariable struct {
	Name        string
	Default     string
	Enum        []string
	Description string
}

// Components holds the named, reusable objects. Maps are keyed by component name; the ordered name slices give
// document order, for deterministic output.
type Components struct {
	Schemas             map[string]*Schema
	SchemaNames         []string
	SecuritySchemes     map[string]*SecurityScheme
	SecuritySchemeNames []string
}

// Endpoint returns the operation for "<method> <path>", or nil. Webhooks are not endpoints.
func (d *Document) Endpoint(endpoint string) *Operation {
	return d.byEndpoint[endpoint]
}

// Operation is one method of one path.
type Operation struct {
	Method string // lower case
	Path   string // as in the spec, with {param} placeholders
	// Pointer is where the operation is written: inside the target of a path item $ref, when there is one, so
	// two paths that $ref one path item have operations with the same Pointer.
	Pointer     document.Pointer
	OperationID string
	Summary     string
	Description string
	Tags        []string
	Deprecated  bool
	// Parameters merges path-level and operation-level parameters (the operation's win on the same name and
	// location), in document order: path-level first.
	Parameters  []*Parameter
	RequestBody *RequestBody
	Responses   []*Response // in document order; "default" included
	// Security is the operation's own requirement list when SecuritySet; an empty list means no auth.
	Security    []Requirement
	SecuritySet bool
	// Servers are the operation's own servers, else its path item's; nil when neither has any (the document's
	// apply). ServersPointer is where they are written.
	Servers        []Server
	ServersPointer document.Pointer
	Extensions     map[string]*document.Node
}

// Endpoint returns the operation's "<method> <path>" string.
func (o *Operation) Endpoint() string { return o.Method + " " + o.Path }

// Parameter is a path, query, header or cookie parameter.
//
// A parameter is read once per place it is written: operations that $ref the same components/parameters entry
// share one *Parameter, whose Pointer is that entry. Treat it as read-only. Path parameters always have Required
// set (OpenAPI requires it; a missing required: true is not worth an error). Header parameters named Accept,
// Content-Type or Authorization are left out, as OpenAPI says they SHALL be ignored.
type Parameter struct {
	Name        string
	In          string // path, query, header, cookie
	Pointer     document.Pointer
	Description string
	Required    bool
	Deprecated  bool
	Style       string // as written; "" when absent
	Explode     *bool
	Schema      *Schema
	// ContentType is set when the parameter uses content instead of schema (a JSON-encoded query value); Schema
	// is then that media type's schema.
	ContentType string
	Example     *document.Node
	Extensions  map[string]*document.Node
}

// RequestBody is an operation's body.
type RequestBody struct {
	Pointer     document.Pointer
	Description string
	Required    bool
	Content     []*MediaType // in document order
	Extensions  map[string]*document.Node
}

// Response is one entry of responses. Pointer is where the response object is written (the components/responses
// entry for a $ref); Headers and Content are shared between uses of one such entry.
type Response struct {
	Status      string // "200", "2XX", "default"
	Pointer     document.Pointer
	Description string
	Headers     []*Header
	Content     []*MediaType
	Extensions  map[string]*document.Node
}

// Header is a response header. Content-Type is left out, as OpenAPI says it SHALL be ignored.
type Header struct {
	Name        string
	Pointer     document.Pointer // where the header object is written (the components/headers entry for a $ref)
	Description string
	Required    bool
	Deprecated  bool
	Schema      *Schema // the schema, or the schema of the one content entry
	Extensions  map[string]*document.Node
}

// MediaType is one entry of content.
type MediaType struct {
	Type     string // e.g. application/json, as written
	Pointer  document.Pointer
	Schema   *Schema // nil when the media type has none
	Encoding map[string]*Encoding
	// Example is example, or the value of the first entry of examples.
	Example    *document.Node
	Extensions map[string]*document.Node
}

// Encoding is a multipart or form field's encoding.
type Encoding struct {
	ContentType string
	Style       string
	Explode     *bool
}

// Schema is a JSON Schema as OpenAPI uses it.
//
// There is exactly one Schema per place a schema is written (memoised by location), so identity comparison works
// and recursion is a pointer cycle. A schema written as {$ref: ...} is such a place too: a distinct Schema with
// Ref set to the target, so each use site keeps its own pointer (for diagnostics) and its own sibling keywords (a
// description, nullable or readOnly beside the $ref, kept for 3.0 as well as 3.1). Cycles through Ref are normal
// for recursive types; a cycle of references with no content anywhere (A: $ref B, B: $ref A) is reported as
// Spec/CircularRef and broken by clearing one Ref. A $ref that cannot be resolved (external, missing) leaves Ref
// nil: the schema is then unknown (any).
//
// Normalisation of 3.0 and 3.1:
//   - nullable: true (3.0), "null" in type (3.1), null in enum, const: null, and a {type: "null"} variant of
//     oneOf/anyOf all set Nullable and are removed from where they were written. Types never contains "null",
//     except for a schema that only allows null: Types == ["null"] with Nullable set.
//   - exclusiveMinimum/Maximum as 3.0 booleans or 3.1 numbers both end as Minimum/Maximum + ExclusiveMin/Max.
//   - examples (3.1): the first one becomes Example when there is no example.
//   - contentEncoding: base64 sets Format "byte", and contentMediaType without contentEncoding on a string sets
//     Format "binary", when format is absent (the 3.1 spellings of the 3.0 formats).
//   - Boolean schemas: true is an empty Schema (any), false a Schema with False set; additionalProperties: false
//     and items: false set AdditionalPropertiesFalse and ItemsFalse instead.
//
// Slices such as Types may be shared between schemas: treat a loaded Schema as read-only.
type Schema struct {
	Pointer document.Pointer // where this schema is written
	// Ref is the resolved target of a $ref; RefPointer the pointer it named. Other fields hold the keywords
	// written beside the $ref, usually none.
	Ref        *Schema
	RefPointer document.Pointer
	// Name is the component name when the schema is #/components/schemas/<Name>.
	Name string

	// Types lists the JSON types the schema allows, without "null" (which sets Nullable). Empty means any type.
	// A schema that allows only null has Types == ["null"] and Nullable.
	Types    []string
	Nullable bool
	Format   string

	Title       string
	Description string
	Deprecated  bool
	ReadOnly    bool
	WriteOnly   bool

	// False is the boolean schema false: no value is valid.
	False bool

	Enum    []*document.Node // without null (which sets Nullable)
	Const   *document.Node
	Default *document.Node
	Example *document.Node

	Properties []*Property
	Required   []string
	// AdditionalProperties is nil when not set; additionalProperties: true gives an empty Schema (any value).
	AdditionalProperties *Schema
	// AdditionalPropertiesFalse records additionalProperties: false.
	AdditionalPropertiesFalse bool
	PatternProperties         bool // patternProperties present (treated as a map of unknown)

	Items       *Schema
	ItemsFalse  bool // items: false (3.1: no items beyond PrefixItems)
	PrefixItems []*Schema

	OneOf         []*Schema
	AnyOf         []*Schema
	AllOf         []*Schema
	Not           *Schema
	Discriminator *Discriminator

	Minimum, Maximum           *float64
	ExclusiveMin, ExclusiveMax bool
	MinLength, MaxLength       *int64
	MinItems, MaxItems         *int64
	MinProperties              *int64
	MaxProperties              *int64
	MultipleOf                 *float64
	UniqueItems                bool
	// Pattern is the regular expression as written (ECMA-262 dialect). PatternNotRE2 is set when Go's RE2 cannot
	// compile it, even translated by RE2 (Schema/PatternNotValid).
	Pattern       string
	PatternNotRE2 bool
	// ContentMediaType and ContentEncoding are the 3.1 keywords, as written.
	ContentMediaType string
	ContentEncoding  string

	Extensions map[string]*document.Node
}

// Property is one member of properties, in document order.
type Property struct {
	Name   string
	Schema *Schema
}

// Discriminator selects a oneOf/anyOf variant by a property value.
type Discriminator struct {
	PropertyName string
	// Mapping maps property values to schemas, in document order.
	Mapping []DiscriminatorMapping
}

// DiscriminatorMapping is one entry of discriminator.mapping.
type DiscriminatorMapping struct {
	Value  string
	Schema *Schema
}

// Resolve follows Ref until it reaches a schema without one (keywords beside a $ref stay on the use site). It
// stops on a cycle of references and returns the last schema it saw.
func (s *Schema) Resolve() *Schema {
	seen := 0
	for s != nil && s.Ref != nil && seen < 64 {
		s = s.Ref
		seen++
	}
	return s
}

// IsType reports whether the schema allows exactly one JSON type, t.
func (s *Schema) IsType(t string) bool {
	return s != nil && len(s.Types) == 1 && s.Types[0] == t
}

// Property returns the named property of an object schema, or nil.
func (s *Schema) Property(name string) *Schema {
	if s == nil {
		return nil
	}
	for _, p := range s.Properties {
		if p.Name == name {
			return p.Schema
		}
	}
	return nil
}

// IsRequired reports whether name is listed in required.
func (s *Schema) IsRequired(name string) bool {
	for _, r := range s.Required {
		if r == name {
			return true
		}
	}
	return false
}

// SecurityScheme is an entry of components.securitySchemes (or of sdkgen.yml's security_schemes).
type SecurityScheme struct {
	Name         string
	Pointer      document.Pointer
	Type         string // http, apiKey, oauth2, openIdConnect, mutualTLS
	Scheme       string // for http: basic, bearer, digest (lower case)
	BearerFormat string
	In           string // for apiKey: header, query, cookie
	ParamName    string // for apiKey: the header, query or cookie name
	Description  string
	Flows        []OAuthFlow // in document order
	OpenIDURL    string
	Extensions   map[string]*document.Node
}

// OAuthFlow is one flow of an oauth2 scheme.
type OAuthFlow struct {
	Kind             string // implicit, password, clientCredentials, authorizationCode
	AuthorizationURL string
	TokenURL         string
	RefreshURL       string
	Scopes           []string // scope names in document order
}

// Requirement is one alternative of a security list: scheme name -> scopes, all required together. An empty
// requirement means "no authentication is acceptable".
type Requirement struct {
	Schemes []RequirementScheme
}

// RequirementScheme is one scheme of a requirement.
type RequirementScheme struct {
	Name   string
	Scopes []string
}
