package param_test

import (
	"bytes"
	"encoding/json"
	"io"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/packages/param"
)

func TestOptStates(t *testing.T) {
	var omitted param.Opt[int64]
	zero := param.NewOpt[int64](0)
	null := param.Null[int64]()
	cases := []struct {
		name                           string
		o                              param.Opt[int64]
		valid, isNull, isOmitted, zero bool
		or                             int64
		str, json                      string
	}{
		{"omitted", omitted, false, false, true, true, 7, "", "null"},
		{"zero value", zero, true, false, false, false, 0, "0", "0"},
		{"null", null, false, true, false, false, 7, "null", "null"},
	}
	for _, c := range cases {
		if c.o.Valid() != c.valid || c.o.IsNull() != c.isNull || c.o.IsOmitted() != c.isOmitted || c.o.IsZero() != c.zero {
			t.Errorf("%s: Valid/IsNull/IsOmitted/IsZero = %v/%v/%v/%v", c.name, c.o.Valid(), c.o.IsNull(), c.o.IsOmitted(), c.o.IsZero())
		}
		if got := c.o.Or(7); got != c.or {
			t.Errorf("%s: Or(7) = %d, want %d", c.name, got, c.or)
		}
		if got := c.o.String(); got != c.str {
			t.Errorf("%s: String() = %q, want %q", c.name, got, c.str)
		}
		if got, _ := c.o.MarshalJSON(); string(got) != c.json {
			t.Errorf("%s: MarshalJSON() = %s, want %s", c.name, got, c.json)
		}
		if v, ok := c.o.ParamValue(); ok != c.valid || (ok && v != any(c.o.Value)) {
			t.Errorf("%s: ParamValue() = %v, %v", c.name, v, ok)
		}
	}
}

func TestOptUnmarshal(t *testing.T) {
	var s struct {
		A param.Opt[string] `json:"a"`
		B param.Opt[string] `json:"b"`
		C param.Opt[string] `json:"c"`
	}
	if err := json.Unmarshal([]byte(`{"a":"x","b":null}`), &s); err != nil {
		t.Fatal(err)
	}
	if s.A != param.NewOpt("x") || !s.B.IsNull() || !s.C.IsOmitted() {
		t.Errorf("got %+v", s)
	}
	if err := json.Unmarshal([]byte(`{"a":1}`), &s); err == nil {
		t.Error("a number into Opt[string]: want an error")
	}
}

func TestField(t *testing.T) {
	when := time.Date(2024, 5, 6, 7, 8, 9, 0, time.UTC)
	cases := []struct {
		name              string
		f                 param.Field[time.Time]
		isOmitted, isNull bool
		json              string
	}{
		{"omitted", param.Field[time.Time]{}, true, false, "null"},
		{"value", param.F(when), false, false, `"2024-05-06T07:08:09Z"`},
		{"null", param.NullField[time.Time](), false, true, "null"},
		{"raw", param.RawField[time.Time](map[string]int{"b": 2, "a": 1}), false, false, `{"a":1,"b":2}`},
	}
	for _, c := range cases {
		if c.f.IsOmitted() != c.isOmitted || c.f.IsNull() != c.isNull || c.f.IsZero() != c.isOmitted {
			t.Errorf("%s: IsOmitted/IsNull = %v/%v", c.name, c.f.IsOmitted(), c.f.IsNull())
		}
		if got, err := c.f.MarshalJSON(); err != nil || string(got) != c.json {
			t.Errorf("%s: MarshalJSON() = %s, %v; want %s", c.name, got, err, c.json)
		}
	}
	var f param.Field[int64]
	if err := json.Unmarshal([]byte("5"), &f); err != nil || f != param.F[int64](5) {
		t.Errorf("UnmarshalJSON(5) = %+v, %v", f, err)
	}
	if err := json.Unmarshal([]byte("null"), &f); err != nil || !f.IsNull() {
		t.Errorf("UnmarshalJSON(null) = %+v, %v", f, err)
	}
}

func TestIsOmitted(t *testing.T) {
	type circle struct{ R float64 }
	cases := []struct {
		v    any
		want bool
	}{
		{nil, true},
		{param.Opt[string]{}, true},
		{param.Null[string](), false},
		{param.NewOpt(""), false},
		{(*circle)(nil), true},
		{&circle{}, false},
		{circle{}, true},
		{[]string(nil), true},
		{param.Field[int64]{}, true},
		{param.F[int64](0), false},
		{(*param.Opt[string])(nil), true},
	}
	for i, c := range cases {
		if got := param.IsOmitted(c.v); got != c.want {
			t.Errorf("%d: IsOmitted(%#v) = %v, want %v", i, c.v, got, c.want)
		}
	}
}

func TestExtraFields(t *testing.T) {
	var o param.APIObject
	if o.ExtraFields() != nil {
		t.Fatal("new object has extra fields")
	}
	o.SetExtraFields(map[string]any{"x": 1})
	if o.ExtraFields()["x"] != 1 {
		t.Errorf("ExtraFields() = %v", o.ExtraFields())
	}
}

func TestFile(t *testing.T) {
	r := param.File(bytes.NewReader([]byte("hello")), "a.txt", "text/plain")
	named, ok := r.(interface {
		Filename() string
		ContentType() string
	})
	if !ok || named.Filename() != "a.txt" || named.ContentType() != "text/plain" {
		t.Fatalf("File() = %#v", r)
	}
	if data, err := io.ReadAll(r); err != nil || string(data) != "hello" {
		t.Errorf("read %q, %v", data, err)
	}
}
