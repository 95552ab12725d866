package surface

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/sdkgen/sdkgen/generator/ir"
)

// Surface is the public API of an SDK as the IR defines it, language-neutral: what callers of every target write
// and read, without the settings that only change how a request travels.
type Surface struct {
	// Methods are keyed by call chain without the client: "accounts.cards.create", "status" for a client method.
	Methods map[string]*MethodDef `json:"methods"`
	// Types are keyed by the IR's type name ("account_status").
	Types map[string]*TypeDef `json:"types"`
}

// MethodDef is one SDK method.
type MethodDef struct {
	Kind       string `json:"kind"` // http, webhook_unwrap
	HTTPMethod string `json:"http_method,omitempty"`
	Path       string `json:"path,omitempty"`
	// Params are keyed by SDK name (what callers write; unique within a method), so a param that moves from
	// query to body keeps its identity.
	Params map[string]*Param `json:"params,omitempty"`
	// Positional lists the params passed by position, in order.
	Positional []string    `json:"positional,omitempty"`
	Body       *Body       `json:"body,omitempty"`
	Response   *Response   `json:"response,omitempty"`
	Pagination *Pagination `json:"pagination,omitempty"`
	Streaming  *Streaming  `json:"streaming,omitempty"`
	Aliases    []string    `json:"aliases,omitempty"`
	Deprecated bool        `json:"deprecated,omitempty"`
	// Skip and Only are the languages the method is left out of, or the only ones it is generated for.
	Skip []string `json:"skip,omitempty"`
	Only []string `json:"only,omitempty"`
}

// Param is one parameter of a method.
type Param struct {
	WireName string `json:"wire_name"`
	In       string `json:"in"` // path, query, header, body
	// Type is the type as Describe writes it, without the top-level nullability, which is Nullable.
	Type       string `json:"type"`
	Nullable   bool   `json:"nullable,omitempty"`
	Required   bool   `json:"required,omitempty"`
	Deprecated bool   `json:"deprecated,omitempty"`
}

// Body is a method's request body.
type Body struct {
	ContentType string `json:"content_type"`
	// Flattened bodies are passed as params (In: body); the others are one argument named Param.
	Flattened bool   `json:"flattened,omitempty"`
	Param     string `json:"param,omitempty"`
	Type      string `json:"type,omitempty"`
	Required  bool   `json:"required,omitempty"`
}

// Response is what a method returns.
type Response struct {
	Type     string `json:"type,omitempty"` // empty: no body
	Nullable bool   `json:"nullable,omitempty"`
	Binary   bool   `json:"binary,omitempty"`
	// Unwrap is the dotted property path returned instead of the whole body.
	Unwrap string `json:"unwrap,omitempty"`
}

// Pagination is how a list method pages: the scheme and the item type.
type Pagination struct {
	Scheme string `json:"scheme"`
	Item   string `json:"item"`
}

// Streaming is how a method streams server-sent events.
type Streaming struct {
	Event string `json:"event"`
	// Param turns streaming on; empty when the method always streams.
	Param string `json:"param,omitempty"`
}

// TypeDef is a named type.
type TypeDef struct {
	Kind string `json:"kind"` // object, enum, union, alias
	// Request and Response say where the type is used; a type the IR marks with neither is treated as both.
	Request    bool `json:"request,omitempty"`
	Response   bool `json:"response,omitempty"`
	Deprecated bool `json:"deprecated,omitempty"`
	// Fields of an object, keyed by wire name.
	Fields map[string]*Field `json:"fields,omitempty"`
	// Additional is the type of an object's additional properties; empty when it has none.
	Additional string `json:"additional,omitempty"`
	// EnumBase and EnumValues describe an enum; values are JSON-encoded ("\"active\"", "404"), in IR order.
	EnumBase   string   `json:"enum_base,omitempty"`
	EnumValues []string `json:"enum_values,omitempty"`
	// Discriminator and Variants describe a union; variants are keyed by name.
	Discriminator string              `json:"discriminator,omitempty"`
	Variants      map[string]*Variant `json:"variants,omitempty"`
	// Alias is the aliased type, as Describe writes it.
	Alias string `json:"alias,omitempty"`
}

// Field is one property of an object type.
type Field struct {
	Type       string `json:"type"`
	Nullable   bool   `json:"nullable,omitempty"`
	Required   bool   `json:"required,omitempty"`
	Deprecated bool   `json:"deprecated,omitempty"`
}

// Variant is one member of a union.
type Variant struct {
	Type string `json:"type"`
	// Values are the discriminator values that select it, sorted.
	Values []string `json:"values,omitempty"`
}

// Extract reads the surface of an IR. A nil API has an empty surface.
func Extract(api *ir.API) *Surface {
	s := &Surface{Methods: map[string]*MethodDef{}, Types: map[string]*TypeDef{}}
	if api == nil {
		return s
	}
	for _, m := range api.Methods() {
		if m != nil {
			s.Methods[callChain(m.Call)] = method(m)
		}
	}
	for _, t := range api.Types {
		if t != nil {
			s.Types[t.Name] = typeDef(t)
		}
	}
	return s
}

// callChain drops the client from a call ("client.accounts.list" -> "accounts.list").
func callChain(call string) string { return strings.TrimPrefix(call, "client.") }

func method(m *ir.Method) *MethodDef {
	d := &MethodDef{
		Kind: m.Kind, HTTPMethod: strings.ToUpper(m.HTTPMethod), Path: m.Path,
		Positional: m.Positional, Aliases: sorted(m.Aliases), Deprecated: m.Deprecated != nil,
		Skip: sorted(m.Skip), Only: sorted(m.Only),
	}
	for _, p := range m.Params {
		if d.Params == nil {
			d.Params = map[string]*Param{}
		}
		d.Params[p.Name] = &Param{
			WireName: p.WireName, In: p.In, Type: Describe(p.Type), Nullable: p.Type.Nullable,
			Required: p.Required, Deprecated: p.Deprecated != nil,
		}
	}
	d.Body = body(m.Body)
	d.Response = response(m.Response)
	if p := m.Pagination; p != nil {
		d.Pagination = &Pagination{Scheme: p.Scheme, Item: describeNullable(p.Item)}
	}
	if st := m.Streaming; st != nil {
		d.Streaming = &Streaming{Event: describeNullable(st.Event), Param: st.ParamDiscriminator}
	}
	return d
}

func body(b *ir.Body) *Body {
	if b == nil {
		return nil
	}
	out := &Body{ContentType: b.ContentType, Flattened: b.Flattened, Param: b.ParamName, Required: b.Required}
	if b.Type != nil {
		out.Type = describeNullable(*b.Type)
	}
	return out
}

func response(r *ir.Response) *Response {
	if r == nil {
		return nil
	}
	out := &Response{Binary: r.Binary, Unwrap: strings.Join(r.Unwrap, ".")}
	if r.Type != nil {
		out.Type, out.Nullable = Describe(*r.Type), r.Type.Nullable
	}
	return out
}

func typeDef(t *ir.Type) *TypeDef {
	d := &TypeDef{Kind: t.Kind, Request: t.Usage.Request, Response: t.Usage.Response, Deprecated: t.Deprecated != nil}
	for _, p := range t.Properties {
		if d.Fields == nil {
			d.Fields = map[string]*Field{}
		}
		d.Fields[p.WireName] = &Field{Type: Describe(p.Type), Nullable: p.Type.Nullable, Required: p.Required, Deprecated: p.Deprecated != nil}
	}
	if t.AdditionalProperties != nil {
		d.Additional = describeNullable(*t.AdditionalProperties)
	}
	if e := t.Enum; e != nil {
		d.EnumBase = string(e.Base)
		for _, m := range e.Members {
			d.EnumValues = append(d.EnumValues, literal(m.Value))
		}
	}
	if u := t.Union; u != nil {
		d.Discriminator = u.Discriminator
		d.Variants = map[string]*Variant{}
		for _, v := range u.Variants {
			d.Variants[v.Name] = &Variant{Type: describeNullable(v.Type), Values: sorted(v.DiscriminatorValues)}
		}
	}
	if t.Alias != nil {
		d.Alias = describeNullable(*t.Alias)
	}
	return d
}

// Describe writes a type compactly, without its own nullability: account, account[], map<string>,
// string(date-time), string="personal"; nested nullable types end in "?" (string?[]).
func Describe(t ir.TypeRef) string {
	switch t.Kind {
	case ir.Named:
		return t.Name
	case ir.Array:
		return describeElem(t.Elem) + "[]"
	case ir.Map:
		return "map<" + describeElem(t.Elem) + ">"
	}
	s := string(t.Kind)
	if t.Format != "" {
		s += "(" + t.Format + ")"
	}
	if t.Const != nil {
		s += "=" + literal(t.Const)
	}
	return s
}

func describeElem(t *ir.TypeRef) string {
	if t == nil {
		return string(ir.Unknown)
	}
	return describeNullable(*t)
}

// describeNullable is Describe with a trailing "?" for a nullable type, for places without a Nullable flag.
func describeNullable(t ir.TypeRef) string {
	if t.Nullable {
		return Describe(t) + "?"
	}
	return Describe(t)
}

// literal writes a value as JSON, so "1" and 1 stay apart.
func literal(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

func sorted(in []string) []string {
	if len(in) == 0 {
		return nil
	}
	out := append([]string(nil), in...)
	sort.Strings(out)
	return out
}
