package apijson

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/attr/xattr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// JSONType is the type of a JSON value: a string attribute holding JSON text, for what has no fixed shape (a
// union of several types, a value of any type). Two texts of the same JSON value are equal (semantic equality), so
// `jsonencode(...)` in a configuration and the API's own formatting of the value give no diff.
type JSONType struct {
	basetypes.StringType
}

var _ basetypes.StringTypable = JSONType{}

func (JSONType) String() string { return "apijson.JSONType" }

func (JSONType) ValueType(context.Context) attr.Value { return JSON{} }

func (JSONType) Equal(other attr.Type) bool {
	_, ok := other.(JSONType)
	return ok
}

func (JSONType) ValueFromString(_ context.Context, in basetypes.StringValue) (basetypes.StringValuable, diag.Diagnostics) {
	return JSON{StringValue: in}, nil
}

func (t JSONType) ValueFromTerraform(ctx context.Context, in tftypes.Value) (attr.Value, error) {
	v, err := t.StringType.ValueFromTerraform(ctx, in)
	if err != nil {
		return nil, err
	}
	return JSON{StringValue: v.(basetypes.StringValue)}, nil
}

// JSON is a JSON value as its text.
type JSON struct {
	basetypes.StringValue
}

var (
	_ basetypes.StringValuableWithSemanticEquals = JSON{}
	_ xattr.ValidateableAttribute                = JSON{}
)

// JSONValue is the JSON value of a text.
func JSONValue(text string) JSON { return JSON{StringValue: basetypes.NewStringValue(text)} }

func (JSON) Type(context.Context) attr.Type { return JSONType{} }

func (v JSON) Equal(other attr.Value) bool {
	o, ok := other.(JSON)
	return ok && v.StringValue.Equal(o.StringValue)
}

// StringSemanticEquals reports whether both texts hold the same JSON value.
func (v JSON) StringSemanticEquals(_ context.Context, other basetypes.StringValuable) (bool, diag.Diagnostics) {
	o, ok := other.(JSON)
	if !ok {
		return false, nil
	}
	a, errA := canonical(v.ValueString())
	b, errB := canonical(o.ValueString())
	return errA == nil && errB == nil && a == b, nil
}

// ValidateAttribute rejects a configured text that is not JSON.
func (v JSON) ValidateAttribute(_ context.Context, req xattr.ValidateAttributeRequest, resp *xattr.ValidateAttributeResponse) {
	if v.IsNull() || v.IsUnknown() {
		return
	}
	if !json.Valid([]byte(v.ValueString())) {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid JSON", fmt.Sprintf("%q is not JSON: write the value with jsonencode(...)", v.ValueString()))
	}
}

// canonical is a JSON text re-encoded: keys sorted, no insignificant space, each number in its shortest exact form
// (1.0, 1 and 1e0 are one number).
func canonical(text string) (string, error) {
	dec := json.NewDecoder(bytes.NewReader([]byte(text)))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return "", err
	}
	v = normalNumbers(v)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	return string(bytes.TrimRight(buf.Bytes(), "\n")), nil
}

// normalNumbers rewrites the numbers of a decoded JSON value in their shortest exact decimal form.
func normalNumbers(v any) any {
	switch x := v.(type) {
	case json.Number:
		f, _, err := big.ParseFloat(string(x), 10, 512, big.ToNearestEven)
		if err != nil {
			return x
		}
		return json.Number(f.Text('g', -1))
	case []any:
		for i, e := range x {
			x[i] = normalNumbers(e)
		}
	case map[string]any:
		for k, e := range x {
			x[k] = normalNumbers(e)
		}
	}
	return v
}
