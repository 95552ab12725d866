package ir

import "slices"

// TypeKind is what a TypeRef is.
type TypeKind string

const (
	String  TypeKind = "string"
	Integer TypeKind = "integer"
	Number  TypeKind = "number"
	Boolean TypeKind = "boolean"
	Null    TypeKind = "null"
	Unknown TypeKind = "unknown" // any JSON value
	Array   TypeKind = "array"
	Map     TypeKind = "map" // object with arbitrary keys
	Named   TypeKind = "named"
)

// TypeRef refers to a type: a primitive, an array or map of something, or a named type of API.Types. Inline
// objects, enums and unions of the spec always become named types, so every target can give them a name.
type TypeRef struct {
	Kind     TypeKind `json:"kind"`
	Name     string   `json:"name,omitempty"`   // Named: the Type's name
	Format   string   `json:"format,omitempty"` // primitives: uuid, date-time, date, uri, binary, int64, ...
	Elem     *TypeRef `json:"elem,omitempty"`   // Array items and Map values
	Nullable bool     `json:"nullable,omitempty"`
	// Const is the single value of a const or x-sdkgen-const schema: the SDK fills it in.
	Const any `json:"const,omitempty"`
	// Constraints are the validation keywords of a primitive, array or map, for making up valid example values (a
	// named type's are on the Type).
	Constraints *Constraints `json:"constraints,omitempty"`
}

// Constraints are the validation keywords of a schema, for making up valid example values: a string's and a
// number's on a primitive TypeRef, an array's on an array TypeRef, an object's on its Type (or on a flattened
// inline body) and a map's on its TypeRef.
type Constraints struct {
	Minimum          *float64 `json:"minimum,omitempty"`
	Maximum          *float64 `json:"maximum,omitempty"`
	ExclusiveMinimum bool     `json:"exclusive_minimum,omitempty"`
	ExclusiveMaximum bool     `json:"exclusive_maximum,omitempty"`
	MultipleOf       *float64 `json:"multiple_of,omitempty"`
	MinLength        *int64   `json:"min_length,omitempty"`
	MaxLength        *int64   `json:"max_length,omitempty"`
	// Pattern is the regular expression as the spec writes it (ECMA-262).
	Pattern string `json:"pattern,omitempty"`
	// PatternNotRE2 is set when Go's RE2 cannot compile Pattern (lookaround, backreferences): Go code can neither
	// check a value against it nor make one up, while JavaScript and Python can.
	PatternNotRE2 bool `json:"pattern_not_re2,omitempty"`

	MinItems    *int64 `json:"min_items,omitempty"`
	MaxItems    *int64 `json:"max_items,omitempty"`
	UniqueItems bool   `json:"unique_items,omitempty"`

	MinProperties *int64 `json:"min_properties,omitempty"`
	MaxProperties *int64 `json:"max_properties,omitempty"`
	// Closed holds, for each part of an object or map that sets additionalProperties: false (its own schema, and
	// each allOf member merged into it), the keys that part allows: its properties. A value may only have keys
	// every part allows.
	Closed [][]string `json:"closed,omitempty"`
	// RequiredAlternatives are the required lists of an object's anyOf or oneOf whose members only require
	// properties ("at least one of these"): a value must have every property of one list, and for a oneOf
	// (RequiredExclusive) of no other list.
	RequiredAlternatives [][]string `json:"required_alternatives,omitempty"`
	RequiredExclusive    bool       `json:"required_exclusive,omitempty"`

	// Unsatisfiable says why no value is valid for the schema, e.g. allOf members that require a property
	// another member does not allow, or that set different consts for one property; "" when a value may be.
	Unsatisfiable string `json:"unsatisfiable,omitempty"`
}

// AllowsKey reports whether an object or map may have a key: every closed part lists it.
func (c *Constraints) AllowsKey(key string) bool {
	if c == nil {
		return true
	}
	for _, keys := range c.Closed {
		if !slices.Contains(keys, key) {
			return false
		}
	}
	return true
}

// IsBinary reports whether the type is a file (format binary).
func (t TypeRef) IsBinary() bool { return t.Kind == String && t.Format == "binary" }

// Type is a named type.
type Type struct {
	Name string `json:"name"`
	// Kind is object, enum, union or alias.
	Kind string `json:"kind"`
	// Resource is the dotted path of the resource that owns the type ("accounts.friends"), "$shared", or "" for
	// types no resource declares.
	Resource string `json:"resource"`
	// Model is true for types declared in a resource's models (or x-sdkgen-model): the public, documented ones.
	Model       bool         `json:"model,omitempty"`
	SpecRef     string       `json:"spec_ref,omitempty"`
	Title       string       `json:"title,omitempty"`
	Description string       `json:"description,omitempty"`
	Deprecated  *Deprecation `json:"deprecated,omitempty"`
	// Usage says where the type appears: request (params), response, or both.
	Usage Usage `json:"usage"`

	// Object
	Properties           []*Property `json:"properties,omitempty"`
	AdditionalProperties *TypeRef    `json:"additional_properties,omitempty"`
	// Extends lists named types whose properties were merged in through allOf.
	Extends []string `json:"extends,omitempty"`
	// Constraints are the object's own validation keywords: property counts, closed parts, required
	// alternatives, and why no value satisfies it.
	Constraints *Constraints `json:"constraints,omitempty"`

	// Enum
	Enum *Enum `json:"enum,omitempty"`

	// Union
	Union *Union `json:"union,omitempty"`

	// Alias: a named model that is not an object, enum or union (an array, a string with a format, ...).
	Alias *TypeRef `json:"alias,omitempty"`

	// Recursive is set when the type refers to itself, directly or through other types.
	Recursive bool `json:"recursive,omitempty"`
	// Names are per-language type names (x-sdkgen-naming: type_name or model_name).
	Names LangNames `json:"names,omitempty"`
	// ParamModel names the param-side twin of a response model (models: param_model); targets generate
	// converters between the two.
	ParamModel string `json:"param_model,omitempty"`
	// NoParamsSuffix keeps Python from appending Params to the model's param-side name.
	NoParamsSuffix bool `json:"no_params_suffix,omitempty"`
}

// Usage flags where a type is used.
type Usage struct {
	Request  bool `json:"request,omitempty"`
	Response bool `json:"response,omitempty"`
}

// Property is one member of an object type.
type Property struct {
	Name        string       `json:"name"`      // SDK name, canonical words
	WireName    string       `json:"wire_name"` // JSON key
	Type        TypeRef      `json:"type"`
	Required    bool         `json:"required"`
	ReadOnly    bool         `json:"read_only,omitempty"`
	WriteOnly   bool         `json:"write_only,omitempty"`
	Description string       `json:"description,omitempty"`
	Deprecated  *Deprecation `json:"deprecated,omitempty"`
	Default     any          `json:"default,omitempty"`
	Example     any          `json:"example,omitempty"`
	// Skip lists the languages the property is left out of (x-sdkgen-skip with a list).
	Skip  []string  `json:"skip,omitempty"`
	Names LangNames `json:"names,omitempty"`
}

// Enum is a closed list of values; SDKs still accept unknown values at run time.
type Enum struct {
	Base    TypeKind     `json:"base"` // string, integer, number, boolean
	Members []EnumMember `json:"members"`
}

// EnumMember is one value of an enum.
type EnumMember struct {
	Name        string `json:"name"` // SDK name, canonical words
	Value       any    `json:"value"`
	Description string `json:"description,omitempty"`
}

// Union is a choice of variants.
type Union struct {
	// Discriminator is the property whose value picks the variant, when the spec names one.
	Discriminator string    `json:"discriminator,omitempty"`
	Variants      []Variant `json:"variants"`
	// Exclusive is true for oneOf (exactly one variant) and false for anyOf.
	Exclusive bool `json:"exclusive"`
}

// Variant is one member of a union.
type Variant struct {
	Name string  `json:"name"` // canonical words, unique within the union
	Type TypeRef `json:"type"`
	// DiscriminatorValues are the discriminator values that select this variant.
	DiscriminatorValues []string `json:"discriminator_values,omitempty"`
	// Skip lists the languages the variant is left out of (x-sdkgen-skip with a list).
	Skip []string `json:"skip,omitempty"`
}

// PaginationScheme is a configured pagination scheme with its roles resolved.
type PaginationScheme struct {
	Name                 string            `json:"name"`
	Type                 string            `json:"type"` // cursor, cursor_id, cursor_url, offset, page_number, fake_page
	Description          string            `json:"description,omitempty"`
	ParamLocation        string            `json:"param_location"` // query, body
	ContinueOnEmptyItems bool              `json:"continue_on_empty_items,omitempty"`
	Request              []PaginationParam `json:"request"`
	Response             []PaginationField `json:"response"`
}

// PaginationParam is a request parameter of a scheme.
type PaginationParam struct {
	Name    string `json:"name"`
	Purpose string `json:"purpose,omitempty"` // empty for a parameter without a role (a limit)
	Type    string `json:"type,omitempty"`
}

// PaginationField is a response field of a scheme.
type PaginationField struct {
	// Path is the property path from the response root (several names for nested properties); empty for the
	// top-level array.
	Path            []string `json:"path"`
	Purpose         string   `json:"purpose,omitempty"`
	Type            string   `json:"type,omitempty"`
	Nullable        bool     `json:"nullable,omitempty"`
	FromHeader      string   `json:"from_header,omitempty"`
	IsTopLevelArray bool     `json:"is_top_level_array,omitempty"`
}

// Role returns the response field with the given purpose, or nil.
func (s *PaginationScheme) Role(purpose string) *PaginationField {
	for i := range s.Response {
		if s.Response[i].Purpose == purpose {
			return &s.Response[i]
		}
	}
	return nil
}

// Param returns the request parameter with the given purpose, or nil.
func (s *PaginationScheme) Param(purpose string) *PaginationParam {
	for i := range s.Request {
		if s.Request[i].Purpose == purpose {
			return &s.Request[i]
		}
	}
	return nil
}

// Type returns the named type, or nil.
func (a *API) Type(name string) *Type {
	for _, t := range a.Types {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// Methods returns every method of the API, depth first in resource order.
func (a *API) Methods() []*Method {
	var out []*Method
	var walk func(r *Resource)
	walk = func(r *Resource) {
		out = append(out, r.Methods...)
		for _, s := range r.Subresources {
			walk(s)
		}
	}
	if a.Root != nil {
		walk(a.Root)
	}
	return out
}

// Resources returns every resource below the root, depth first in order.
func (a *API) Resources() []*Resource {
	var out []*Resource
	var walk func(r *Resource)
	walk = func(r *Resource) {
		for _, s := range r.Subresources {
			out = append(out, s)
			walk(s)
		}
	}
	if a.Root != nil {
		walk(a.Root)
	}
	return out
}
