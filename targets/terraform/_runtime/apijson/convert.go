package apijson

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"sort"
	"strconv"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// toJSON is a known, non-null value as encoding/json encodes it. In a merge patch (patch), a nested object
// carries null for each of its sent attributes the configuration removed, so the API clears them.
func toJSON(v attr.Value, patch bool) (any, error) {
	ctx := context.Background()
	switch x := v.(type) {
	case JSON:
		text := []byte(x.ValueString())
		if !json.Valid(text) {
			return nil, fmt.Errorf("%q is not JSON", x.ValueString())
		}
		return json.RawMessage(text), nil
	case basetypes.StringValue:
		return x.ValueString(), nil
	case basetypes.Int64Value:
		return x.ValueInt64(), nil
	case basetypes.Float64Value:
		return x.ValueFloat64(), nil
	case basetypes.NumberValue:
		return json.Number(x.ValueBigFloat().Text('g', -1)), nil
	case basetypes.BoolValue:
		return x.ValueBool(), nil
	case basetypes.ObjectValuable:
		ov, diags := x.ToObjectValue(ctx)
		if err := diagsErr(diags); err != nil {
			return nil, err
		}
		return objectJSON(ov, v.Type(ctx), patch)
	case basetypes.ListValuable:
		lv, diags := x.ToListValue(ctx)
		if err := diagsErr(diags); err != nil {
			return nil, err
		}
		return elementsJSON(lv.Elements(), patch)
	case basetypes.SetValuable:
		sv, diags := x.ToSetValue(ctx)
		if err := diagsErr(diags); err != nil {
			return nil, err
		}
		return elementsJSON(sv.Elements(), patch)
	case basetypes.MapValuable:
		mv, diags := x.ToMapValue(ctx)
		if err := diagsErr(diags); err != nil {
			return nil, err
		}
		out := map[string]any{}
		for k, e := range mv.Elements() {
			if e.IsNull() || e.IsUnknown() {
				out[k] = nil
				continue
			}
			j, err := toJSON(e, patch)
			if err != nil {
				return nil, err
			}
			out[k] = j
		}
		return out, nil
	}
	return nil, fmt.Errorf("unsupported value type %T", v)
}

// objectJSON is a nested object's JSON: its sent attributes under their wire names.
func objectJSON(ov basetypes.ObjectValue, t attr.Type, patch bool) (map[string]any, error) {
	attrs := ov.Attributes()
	out := map[string]any{}
	for _, f := range objectFields(t, attrs) {
		a := attrs[f.Attr]
		if !f.Sent() || a == nil || a.IsUnknown() {
			continue
		}
		if a.IsNull() {
			if patch && f.Mode != ComputedOptional {
				out[f.Wire] = nil
			}
			continue
		}
		j, err := toJSON(a, patch)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.Attr, err)
		}
		out[f.Wire] = j
	}
	return out, nil
}

// objectFields are the fields of a nested object type: its struct's tagged fields, or, for a plain object type,
// every attribute under its own name.
func objectFields(t attr.Type, attrs map[string]attr.Value) []Field {
	if st, ok := t.(structTyped); ok {
		if fields, err := Fields(st.StructType()); err == nil {
			return fields
		}
	}
	names := make([]string, 0, len(attrs))
	for name := range attrs {
		names = append(names, name)
	}
	sort.Strings(names)
	out := make([]Field, len(names))
	for i, name := range names {
		out[i] = Field{Attr: name, Wire: name, Mode: Optional}
	}
	return out
}

func elementsJSON(elems []attr.Value, patch bool) ([]any, error) {
	out := make([]any, 0, len(elems))
	for _, e := range elems {
		if e.IsNull() || e.IsUnknown() {
			out = append(out, nil)
			continue
		}
		j, err := toJSON(e, patch)
		if err != nil {
			return nil, err
		}
		out = append(out, j)
	}
	return out, nil
}

// nullOfType is the null value of a type.
func nullOfType(t attr.Type) (attr.Value, error) {
	ctx := context.Background()
	return t.ValueFromTerraform(ctx, tftypes.NewValue(t.TerraformType(ctx), nil))
}

// fromJSON converts raw JSON to a value of type t. prior is the value it replaces (possibly nil): a nested
// attribute the JSON lacks keeps its known prior value (a write-only input), and one unknown becomes null.
func fromJSON(raw json.RawMessage, t attr.Type, prior attr.Value) (attr.Value, error) {
	ctx := context.Background()
	trimmed := bytes.TrimSpace(raw)
	if string(trimmed) == "null" {
		return nullOfType(t)
	}
	if v, ok, err := primitiveFromJSON(trimmed, t); ok {
		return v, err
	}
	switch ct := t.(type) {
	case basetypes.ListTypable:
		elemType := ct.(attr.TypeWithElementType).ElementType()
		elems, err := elementsOf(trimmed, elemType, priorElements(prior))
		if err != nil {
			return nil, err
		}
		lv, diags := basetypes.NewListValue(elemType, elems)
		if err := diagsErr(diags); err != nil {
			return nil, err
		}
		v, diags := ct.ValueFromList(ctx, lv)
		return v, diagsErr(diags)
	case basetypes.SetTypable:
		elemType := ct.(attr.TypeWithElementType).ElementType()
		elems, err := setElementsOf(trimmed, elemType, priorElements(prior))
		if err != nil {
			return nil, err
		}
		sv, diags := basetypes.NewSetValue(elemType, elems)
		if err := diagsErr(diags); err != nil {
			return nil, err
		}
		v, diags := ct.ValueFromSet(ctx, sv)
		return v, diagsErr(diags)
	case basetypes.MapTypable:
		return mapFromJSON(trimmed, ct, prior)
	case basetypes.ObjectTypable:
		return objectFromJSON(trimmed, ct, prior)
	}
	return nil, fmt.Errorf("unsupported attribute type %s", t)
}

// primitiveFromJSON converts JSON to a string, number, boolean or JSON text; ok is false for other types.
func primitiveFromJSON(trimmed []byte, t attr.Type) (attr.Value, bool, error) {
	switch {
	case t.Equal(JSONType{}):
		var buf bytes.Buffer
		if err := json.Compact(&buf, trimmed); err != nil {
			return nil, true, err
		}
		return JSONValue(buf.String()), true, nil
	case t.Equal(types.StringType):
		var s string
		if err := json.Unmarshal(trimmed, &s); err != nil {
			// A string attribute keeps any other JSON value as its text.
			return types.StringValue(string(trimmed)), true, nil
		}
		return types.StringValue(s), true, nil
	case t.Equal(types.Int64Type):
		n, err := strconv.ParseInt(string(trimmed), 10, 64)
		if err != nil {
			f, ferr := strconv.ParseFloat(string(trimmed), 64)
			if ferr != nil || f != float64(int64(f)) {
				return nil, true, fmt.Errorf("%s is not an integer", trimmed)
			}
			n = int64(f)
		}
		return types.Int64Value(n), true, nil
	case t.Equal(types.Float64Type):
		f, err := strconv.ParseFloat(string(trimmed), 64)
		if err != nil {
			return nil, true, fmt.Errorf("%s is not a number", trimmed)
		}
		return types.Float64Value(f), true, nil
	case t.Equal(types.NumberType):
		f, _, err := big.ParseFloat(string(trimmed), 10, 512, big.ToNearestEven)
		if err != nil {
			return nil, true, fmt.Errorf("%s is not a number", trimmed)
		}
		return types.NumberValue(f), true, nil
	case t.Equal(types.BoolType):
		var b bool
		if err := json.Unmarshal(trimmed, &b); err != nil {
			return nil, true, fmt.Errorf("%s is not a boolean", trimmed)
		}
		return types.BoolValue(b), true, nil
	}
	return nil, false, nil
}

func mapFromJSON(raw []byte, t basetypes.MapTypable, prior attr.Value) (attr.Value, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, fmt.Errorf("%s is not an object", raw)
	}
	var before map[string]attr.Value
	if p, ok := prior.(basetypes.MapValuable); ok && known(prior) {
		if mv, diags := p.ToMapValue(context.Background()); !diags.HasError() {
			before = mv.Elements()
		}
	}
	elemType := t.(attr.TypeWithElementType).ElementType()
	elems := map[string]attr.Value{}
	for k, item := range obj {
		e, err := fromJSON(item, elemType, before[k])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", k, err)
		}
		elems[k] = e
	}
	mv, diags := basetypes.NewMapValue(elemType, elems)
	if err := diagsErr(diags); err != nil {
		return nil, err
	}
	v, diags := t.ValueFromMap(context.Background(), mv)
	return v, diagsErr(diags)
}

// objectFromJSON converts a JSON object to a nested object: each attribute from its wire key.
func objectFromJSON(raw []byte, t basetypes.ObjectTypable, prior attr.Value) (attr.Value, error) {
	ctx := context.Background()
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, fmt.Errorf("%s is not an object", raw)
	}
	typed, ok := t.(attr.TypeWithAttributeTypes)
	if !ok {
		return nil, fmt.Errorf("unsupported attribute type %s", t)
	}
	attrTypes := typed.AttributeTypes()
	var before map[string]attr.Value
	if p, ok := prior.(basetypes.ObjectValuable); ok && known(prior) {
		if ov, diags := p.ToObjectValue(ctx); !diags.HasError() {
			before = ov.Attributes()
		}
	}
	values := map[string]attr.Value{}
	for _, f := range objectFields(t, nil) {
		values[f.Attr] = nil
		itemRaw, present := obj[f.Wire]
		at := attrTypes[f.Attr]
		if at == nil {
			continue
		}
		var err error
		switch {
		case present:
			values[f.Attr], err = fromJSON(itemRaw, at, before[f.Attr])
		case before[f.Attr] != nil && !before[f.Attr].IsUnknown():
			values[f.Attr] = before[f.Attr]
		default:
			values[f.Attr], err = nullOfType(at)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.Wire, err)
		}
	}
	for name, at := range attrTypes {
		if values[name] != nil {
			continue
		}
		null, err := nullOfType(at)
		if err != nil {
			return nil, err
		}
		values[name] = null
	}
	ov, diags := basetypes.NewObjectValue(attrTypes, values)
	if err := diagsErr(diags); err != nil {
		return nil, err
	}
	v, diags := t.ValueFromObject(ctx, ov)
	return v, diagsErr(diags)
}

func known(v attr.Value) bool { return v != nil && !v.IsNull() && !v.IsUnknown() }

// priorElements are the elements of a known prior list or set (a list's matched by position, a set's by value).
func priorElements(prior attr.Value) []attr.Value {
	if !known(prior) {
		return nil
	}
	ctx := context.Background()
	switch p := prior.(type) {
	case basetypes.ListValuable:
		if lv, diags := p.ToListValue(ctx); !diags.HasError() {
			return lv.Elements()
		}
	case basetypes.SetValuable:
		if sv, diags := p.ToSetValue(ctx); !diags.HasError() {
			return sv.Elements()
		}
	}
	return nil
}

func elementsOf(raw []byte, elemType attr.Type, before []attr.Value) ([]attr.Value, error) {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, fmt.Errorf("%s is not an array", raw)
	}
	elems := make([]attr.Value, 0, len(items))
	for i, item := range items {
		var prior attr.Value
		if i < len(before) {
			prior = before[i]
		}
		e, err := fromJSON(item, elemType, prior)
		if err != nil {
			return nil, err
		}
		elems = append(elems, e)
	}
	return elems, nil
}

// setElementsOf converts a JSON array to set elements. A set's order is the API's, so each member's prior is the
// first unused prior member it agrees with (see agrees), not the one at its position: a member keeps the
// write-only values the configuration gave it whatever order the API returns the set in.
func setElementsOf(raw []byte, elemType attr.Type, before []attr.Value) ([]attr.Value, error) {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, fmt.Errorf("%s is not an array", raw)
	}
	used := make([]bool, len(before))
	elems := make([]attr.Value, 0, len(items))
	for _, item := range items {
		e, err := fromJSON(item, elemType, nil)
		if err != nil {
			return nil, err
		}
		for i, p := range before {
			if used[i] || !agrees(e, p) {
				continue
			}
			used[i] = true
			if e, err = fromJSON(item, elemType, p); err != nil {
				return nil, err
			}
			break
		}
		elems = append(elems, e)
	}
	return elems, nil
}

// agrees reports whether two values can be the same member: equal where both are known and not null, attribute by
// attribute in objects (one side's null or unknown is what the API or the plan left out).
func agrees(a, b attr.Value) bool {
	if !known(a) || !known(b) {
		return true
	}
	ctx := context.Background()
	ao, aok := a.(basetypes.ObjectValuable)
	bo, bok := b.(basetypes.ObjectValuable)
	if aok && bok {
		av, d1 := ao.ToObjectValue(ctx)
		bv, d2 := bo.ToObjectValue(ctx)
		if d1.HasError() || d2.HasError() {
			return false
		}
		battrs := bv.Attributes()
		for name, x := range av.Attributes() {
			if !agrees(x, battrs[name]) {
				return false
			}
		}
		return true
	}
	if aj, ok := a.(JSON); ok {
		eq, diags := aj.StringSemanticEquals(ctx, b.(basetypes.StringValuable))
		return eq && !diags.HasError()
	}
	return a.Equal(b)
}
