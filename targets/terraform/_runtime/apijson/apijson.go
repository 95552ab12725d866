// Package apijson converts between the provider's models and the API's JSON. One struct drives both: each field
// is a terraform-plugin-framework value with a `tfsdk` tag for the state and a `json:"<wire name>,<mode>"` tag for
// the API, where the mode is required, optional, computed or computed_optional. Computed fields are never sent;
// the others are sent when they are known and not null. Reading a response sets every tagged field the JSON has
// and turns the unknown ones it lacks into nulls, so that no value stays unknown after an apply.
package apijson

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
)

// The modes of a field's json tag.
const (
	Required         = "required"
	Optional         = "optional"
	Computed         = "computed"
	ComputedOptional = "computed_optional"
)

// Field is one tagged field of a model.
type Field struct {
	Index int    // the struct field's index
	Attr  string // the tfsdk attribute
	Wire  string // the JSON key
	Mode  string // required, optional, computed or computed_optional
}

// Sent reports whether the field is part of a request body.
func (f Field) Sent() bool { return f.Mode != Computed }

// Fields lists the tagged fields of a model struct type, in declaration order. A field whose json tag is "-" or
// absent is not part of the API's JSON (a path parameter, the timeouts block).
func Fields(t reflect.Type) ([]Field, error) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil, fmt.Errorf("apijson: %s is not a struct", t)
	}
	var out []Field
	for i := range t.NumField() {
		sf := t.Field(i)
		tag, ok := sf.Tag.Lookup("json")
		if !ok || tag == "-" {
			continue
		}
		// The mode follows the last comma: a wire name may hold commas.
		comma := strings.LastIndex(tag, ",")
		if comma < 0 {
			return nil, fmt.Errorf("apijson: field %s has no json mode", sf.Name)
		}
		wire, mode := tag[:comma], tag[comma+1:]
		switch mode {
		case Required, Optional, Computed, ComputedOptional:
		default:
			return nil, fmt.Errorf("apijson: field %s has json mode %q", sf.Name, mode)
		}
		out = append(out, Field{Index: i, Attr: sf.Tag.Get("tfsdk"), Wire: wire, Mode: mode})
	}
	return out, nil
}

// Marshal is the JSON body that creates (or replaces, for PUT) what model describes: every sent field that is
// known and not null.
func Marshal(model any) ([]byte, error) {
	v, fields, err := structOf(model)
	if err != nil {
		return nil, err
	}
	body := map[string]any{}
	for _, f := range fields {
		val, ok := v.Field(f.Index).Interface().(attr.Value)
		if !f.Sent() || !ok || val.IsNull() || val.IsUnknown() {
			continue
		}
		j, err := toJSON(val, false)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.Attr, err)
		}
		body[f.Wire] = j
	}
	return encode(body)
}

// MarshalPatch is a JSON merge patch (RFC 7396) from state to plan: the sent fields whose planned value differs
// from the state's, with null for a value removed from the configuration.
func MarshalPatch(plan, state any) ([]byte, error) {
	pv, fields, err := structOf(plan)
	if err != nil {
		return nil, err
	}
	sv, _, err := structOf(state)
	if err != nil {
		return nil, err
	}
	body := map[string]any{}
	for _, f := range fields {
		p, ok := pv.Field(f.Index).Interface().(attr.Value)
		s, _ := sv.Field(f.Index).Interface().(attr.Value)
		if !f.Sent() || !ok || p.IsUnknown() || (s != nil && p.Equal(s)) {
			continue
		}
		if p.IsNull() {
			if f.Mode != ComputedOptional {
				body[f.Wire] = nil
			}
			continue
		}
		j, err := toJSON(p, true)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.Attr, err)
		}
		body[f.Wire] = j
	}
	return encode(body)
}

// Unmarshal sets model's tagged fields from a JSON object: the keys it has, converted to each field's type, and
// null for the unknown fields it lacks. Known fields the JSON lacks keep their value (a write-only input).
func Unmarshal(data []byte, model any) error {
	v, fields, err := structOf(model)
	if err != nil {
		return err
	}
	var obj map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&obj); err != nil {
		return fmt.Errorf("apijson: the response is not a JSON object: %w", err)
	}
	for _, f := range fields {
		field := v.Field(f.Index)
		cur, ok := field.Interface().(attr.Value)
		if !ok {
			continue
		}
		raw, present := obj[f.Wire]
		if !present {
			if cur.IsUnknown() {
				null, err := nullOfType(cur.Type(context.Background()))
				if err != nil {
					return fmt.Errorf("apijson: %s: %w", f.Wire, err)
				}
				field.Set(reflect.ValueOf(null))
			}
			continue
		}
		next, err := fromJSON(raw, cur.Type(context.Background()), cur)
		if err != nil {
			return fmt.Errorf("apijson: %s: %w", f.Wire, err)
		}
		field.Set(reflect.ValueOf(next))
	}
	return nil
}

// NullUnknowns turns every unknown tagged field of model into null: what an apply leaves of a value the API did
// not return.
func NullUnknowns(model any) error {
	v, fields, err := structOf(model)
	if err != nil {
		return err
	}
	for _, f := range fields {
		field := v.Field(f.Index)
		if cur, ok := field.Interface().(attr.Value); ok && cur.IsUnknown() {
			null, err := nullOfType(cur.Type(context.Background()))
			if err != nil {
				return fmt.Errorf("apijson: %s: %w", f.Attr, err)
			}
			field.Set(reflect.ValueOf(null))
		}
	}
	return nil
}

func structOf(model any) (reflect.Value, []Field, error) {
	v := reflect.ValueOf(model)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return reflect.Value{}, nil, fmt.Errorf("apijson: %T is not a pointer to a struct", model)
	}
	fields, err := Fields(v.Type())
	return v.Elem(), fields, err
}

func encode(body map[string]any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(body); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}

// diagsErr joins the summaries of diagnostics that are errors.
func diagsErr(diags diag.Diagnostics) error {
	var msgs []string
	for _, d := range diags.Errors() {
		msgs = append(msgs, d.Summary()+": "+d.Detail())
	}
	if len(msgs) == 0 {
		return nil
	}
	return fmt.Errorf("%s", strings.Join(msgs, "; "))
}
