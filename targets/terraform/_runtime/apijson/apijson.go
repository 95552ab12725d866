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
	"math/big"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
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
		j, err := toJSON(val)
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
		j, err := toJSON(p)
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
				field.Set(reflect.ValueOf(nullOf(cur)))
			}
			continue
		}
		next, err := fromJSON(raw, cur)
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
			field.Set(reflect.ValueOf(nullOf(cur)))
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

// toJSON is a known, non-null value as encoding/json encodes it.
func toJSON(v attr.Value) (any, error) {
	switch x := v.(type) {
	case types.String:
		return x.ValueString(), nil
	case types.Int64:
		return x.ValueInt64(), nil
	case types.Float64:
		return x.ValueFloat64(), nil
	case types.Number:
		return json.Number(x.ValueBigFloat().Text('g', -1)), nil
	case types.Bool:
		return x.ValueBool(), nil
	case types.List:
		return elementsJSON(x.Elements())
	case types.Set:
		return elementsJSON(x.Elements())
	case types.Map:
		out := map[string]any{}
		for k, e := range x.Elements() {
			j, err := toJSON(e)
			if err != nil {
				return nil, err
			}
			out[k] = j
		}
		return out, nil
	}
	return nil, fmt.Errorf("unsupported value type %T", v)
}

func elementsJSON(elems []attr.Value) ([]any, error) {
	out := make([]any, 0, len(elems))
	for _, e := range elems {
		if e.IsNull() || e.IsUnknown() {
			out = append(out, nil)
			continue
		}
		j, err := toJSON(e)
		if err != nil {
			return nil, err
		}
		out = append(out, j)
	}
	return out, nil
}

// nullOf is the null value of like's type.
func nullOf(like attr.Value) attr.Value {
	switch x := like.(type) {
	case types.String:
		return types.StringNull()
	case types.Int64:
		return types.Int64Null()
	case types.Float64:
		return types.Float64Null()
	case types.Number:
		return types.NumberNull()
	case types.Bool:
		return types.BoolNull()
	case types.List:
		return types.ListNull(x.ElementType(context.Background()))
	case types.Set:
		return types.SetNull(x.ElementType(context.Background()))
	case types.Map:
		return types.MapNull(x.ElementType(context.Background()))
	}
	return like
}

// fromJSON converts raw JSON to a value of like's type.
func fromJSON(raw json.RawMessage, like attr.Value) (attr.Value, error) {
	if string(bytes.TrimSpace(raw)) == "null" {
		return nullOf(like), nil
	}
	return valueOfType(raw, like.Type(context.Background()))
}

func valueOfType(raw json.RawMessage, t attr.Type) (attr.Value, error) {
	trimmed := bytes.TrimSpace(raw)
	if string(trimmed) == "null" {
		return nullOfType(t)
	}
	switch {
	case t.Equal(types.StringType):
		var s string
		if err := json.Unmarshal(trimmed, &s); err != nil {
			// A string attribute keeps any other JSON value as its text.
			return types.StringValue(string(trimmed)), nil
		}
		return types.StringValue(s), nil
	case t.Equal(types.Int64Type):
		n, err := strconv.ParseInt(string(trimmed), 10, 64)
		if err != nil {
			f, ferr := strconv.ParseFloat(string(trimmed), 64)
			if ferr != nil || f != float64(int64(f)) {
				return nil, fmt.Errorf("%s is not an integer", trimmed)
			}
			n = int64(f)
		}
		return types.Int64Value(n), nil
	case t.Equal(types.Float64Type):
		f, err := strconv.ParseFloat(string(trimmed), 64)
		if err != nil {
			return nil, fmt.Errorf("%s is not a number", trimmed)
		}
		return types.Float64Value(f), nil
	case t.Equal(types.NumberType):
		f, _, err := big.ParseFloat(string(trimmed), 10, 512, big.ToNearestEven)
		if err != nil {
			return nil, fmt.Errorf("%s is not a number", trimmed)
		}
		return types.NumberValue(f), nil
	case t.Equal(types.BoolType):
		var b bool
		if err := json.Unmarshal(trimmed, &b); err != nil {
			return nil, fmt.Errorf("%s is not a boolean", trimmed)
		}
		return types.BoolValue(b), nil
	}
	switch ct := t.(type) {
	case types.ListType:
		elems, err := elementsOf(trimmed, ct.ElemType)
		if err != nil {
			return nil, err
		}
		v, diags := types.ListValue(ct.ElemType, elems)
		return v, diagsErr(diags)
	case types.SetType:
		elems, err := elementsOf(trimmed, ct.ElemType)
		if err != nil {
			return nil, err
		}
		v, diags := types.SetValue(ct.ElemType, elems)
		return v, diagsErr(diags)
	case types.MapType:
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(trimmed, &obj); err != nil {
			return nil, fmt.Errorf("%s is not an object", trimmed)
		}
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		elems := map[string]attr.Value{}
		for _, k := range keys {
			e, err := valueOfType(obj[k], ct.ElemType)
			if err != nil {
				return nil, err
			}
			elems[k] = e
		}
		v, diags := types.MapValue(ct.ElemType, elems)
		return v, diagsErr(diags)
	}
	return nil, fmt.Errorf("unsupported attribute type %s", t)
}

func elementsOf(raw []byte, elemType attr.Type) ([]attr.Value, error) {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, fmt.Errorf("%s is not an array", raw)
	}
	elems := make([]attr.Value, 0, len(items))
	for _, item := range items {
		e, err := valueOfType(item, elemType)
		if err != nil {
			return nil, err
		}
		elems = append(elems, e)
	}
	return elems, nil
}

func nullOfType(t attr.Type) (attr.Value, error) {
	switch ct := t.(type) {
	case types.ListType:
		return types.ListNull(ct.ElemType), nil
	case types.SetType:
		return types.SetNull(ct.ElemType), nil
	case types.MapType:
		return types.MapNull(ct.ElemType), nil
	}
	for _, v := range []attr.Value{types.StringNull(), types.Int64Null(), types.Float64Null(), types.NumberNull(), types.BoolNull()} {
		if t.Equal(v.Type(context.Background())) {
			return v, nil
		}
	}
	return nil, fmt.Errorf("unsupported attribute type %s", t)
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
