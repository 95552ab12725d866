package respjson_test

import (
	"testing"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/packages/respjson"
)

func TestField(t *testing.T) {
	cases := []struct {
		name                   string
		field                  respjson.Field
		valid                  bool
		raw                    string
		null, missing, invalid bool
	}{
		{"omitted", respjson.Field{}, false, respjson.Omitted, false, true, false},
		{"null", respjson.NewField("null"), false, respjson.Null, true, false, false},
		{"value", respjson.NewField(`"x"`), true, `"x"`, false, false, false},
		{"wrong type", respjson.NewInvalidField(`12`), false, `12`, false, false, true},
	}
	for _, c := range cases {
		if got := c.field.Valid(); got != c.valid {
			t.Errorf("%s: Valid() = %v, want %v", c.name, got, c.valid)
		}
		if got := c.field.Raw(); got != c.raw {
			t.Errorf("%s: Raw() = %q, want %q", c.name, got, c.raw)
		}
		if c.field.IsNull() != c.null || c.field.IsMissing() != c.missing || c.field.IsInvalid() != c.invalid {
			t.Errorf("%s: IsNull, IsMissing, IsInvalid = %v, %v, %v, want %v, %v, %v", c.name, c.field.IsNull(), c.field.IsMissing(), c.field.IsInvalid(), c.null, c.missing, c.invalid)
		}
	}
}
