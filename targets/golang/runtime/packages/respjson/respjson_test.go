package respjson_test

import (
	"testing"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/packages/respjson"
)

func TestField(t *testing.T) {
	cases := []struct {
		name  string
		field respjson.Field
		valid bool
		raw   string
	}{
		{"omitted", respjson.Field{}, false, respjson.Omitted},
		{"null", respjson.NewField("null"), false, respjson.Null},
		{"value", respjson.NewField(`"x"`), true, `"x"`},
		{"wrong type", respjson.NewInvalidField(`12`), false, `12`},
	}
	for _, c := range cases {
		if got := c.field.Valid(); got != c.valid {
			t.Errorf("%s: Valid() = %v, want %v", c.name, got, c.valid)
		}
		if got := c.field.Raw(); got != c.raw {
			t.Errorf("%s: Raw() = %q, want %q", c.name, got, c.raw)
		}
	}
}
