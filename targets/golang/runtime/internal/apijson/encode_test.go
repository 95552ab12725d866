package apijson_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apijson"
	"github.com/sdkgen/sdkgen/targets/golang/runtime/packages/param"
)

// marshal calls MarshalJSON as requestconfig does (encoding/json would escape HTML again), and checks that
// MarshalRoot agrees.
func marshal(t *testing.T, v json.Marshaler) string {
	t.Helper()
	data, err := v.MarshalJSON()
	if err != nil {
		t.Fatalf("marshal %T: %v", v, err)
	}
	root, err := apijson.MarshalRoot(v)
	if err != nil || string(root) != string(data) {
		t.Errorf("MarshalRoot(%T) = %s, %v; MarshalJSON = %s", v, root, err, data)
	}
	if !json.Valid(data) {
		t.Errorf("invalid JSON: %s", data)
	}
	return string(data)
}

func TestMarshalOmittedNullZero(t *testing.T) {
	cases := []struct {
		name   string
		params AccountNewParams
		want   string
	}{
		{"all omitted", AccountNewParams{}, `{"name":"","roles":[]}`},
		{"zero values sent", AccountNewParams{
			Age: param.NewOpt[int64](0), Nickname: param.NewOpt(""), Score: param.NewOpt(0.0), Admin: param.NewOpt(false),
		}, `{"name":"","nickname":"","age":0,"score":0,"admin":false,"roles":[]}`},
		{"nulls", AccountNewParams{
			Age: param.Null[int64](), Nickname: param.Null[string](), Birthday: param.Null[time.Time](),
		}, `{"name":"","nickname":null,"age":null,"birthday":null,"roles":[]}`},
		{"empty slice sent", AccountNewParams{Tags: []string{}, Roles: []string{"a"}}, `{"name":"","roles":["a"],"tags":[]}`},
		{"enum", AccountNewParams{Status: AccountStatusActive}, `{"name":"","status":"active","roles":[]}`},
		{"query and header fields stay out", AccountNewParams{Limit: param.NewOpt[int64](3), XTrace: param.NewOpt("t")}, `{"name":"","roles":[]}`},
	}
	for _, c := range cases {
		if got := marshal(t, c.params); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

func TestMarshalNested(t *testing.T) {
	p := AccountNewParams{
		Name:      "Ada",
		Address:   AddressParam{Street: "1 Main"},
		Addresses: []AddressParam{{Street: "a", City: param.NewOpt("x")}, {}},
		Meta:      map[string]string{"z": "1", "a": "2"},
		Extra:     map[string]any{"list": []any{1, "two", nil}, "b": true},
		Node:      &NodeParam{Value: param.NewOpt[int64](1), Next: &NodeParam{Next: &NodeParam{}}},
	}
	want := `{"name":"Ada","address":{"street":"1 Main"},"addresses":[{"street":"a","city":"x"},{"street":""}],` +
		`"roles":[],"meta":{"a":"2","z":"1"},"extra":{"b":true,"list":[1,"two",null]},` +
		`"node":{"value":1,"next":{"next":{}}}}`
	if got := marshal(t, p); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	for i := 0; i < 5; i++ {
		if again := marshal(t, p); again != want {
			t.Fatalf("not deterministic: %s", again)
		}
	}
}

func TestMarshalExtraFields(t *testing.T) {
	p := AccountNewParams{Name: "Ada", Age: param.NewOpt[int64](3)}
	p.SetExtraFields(map[string]any{"name": "override", "zeta": 1, "alpha": map[string]int{"y": 2, "x": 1}, "nothing": nil})
	p.Address.Street = "s"
	p.Address.SetExtraFields(map[string]any{"unit": "4b"})
	want := `{"age":3,"address":{"street":"s","unit":"4b"},"roles":[],"alpha":{"x":1,"y":2},"name":"override","nothing":null,"zeta":1}`
	if got := marshal(t, p); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	// Extra fields alone make a nested object present.
	var q AccountNewParams
	q.Address.SetExtraFields(map[string]any{"x": 1})
	if got, want := marshal(t, q), `{"name":"","address":{"street":"","x":1},"roles":[]}`; got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
}

func TestMarshalUnion(t *testing.T) {
	day := time.Date(2024, 2, 29, 23, 0, 0, 0, time.UTC)
	cases := []struct {
		name  string
		shape ShapeUnionParam
		want  string
	}{
		{"object variant", ShapeUnionParam{OfCircle: &CircleParam{Radius: 2}}, `{"radius":2,"kind":"circle"}`},
		{"scalar variant", ShapeUnionParam{OfString: param.NewOpt("<sq>")}, `"\u003csq\u003e"`},
		{"date variant", ShapeUnionParam{OfDate: param.NewOpt(day)}, `"2024-02-29"`},
		{"first set wins", ShapeUnionParam{OfCircle: &CircleParam{Radius: 1}, OfString: param.NewOpt("x")}, `{"radius":1,"kind":"circle"}`},
		{"null variant", ShapeUnionParam{OfString: param.Null[string]()}, `null`},
		{"none", ShapeUnionParam{}, `null`},
	}
	for _, c := range cases {
		if got := marshal(t, c.shape); got != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
		// Inside an object, an empty union is omitted and a set one is inlined.
		got := marshal(t, AccountNewParams{Shape: c.shape})
		want := `{"name":"","roles":[],"shape":` + c.want + `}`
		if c.name == "none" {
			want = `{"name":"","roles":[]}`
		}
		if got != want {
			t.Errorf("%s in object: got %s, want %s", c.name, got, want)
		}
	}
}

// legacy marshals itself with encoding/json, which escapes HTML regardless of apijson.EscapeHTML.
type legacy struct{ S string }

func (l legacy) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]string{"s": l.S, "lit": `\u003c`})
}

func TestEscapeHTML(t *testing.T) {
	p := AccountNewParams{Name: "<b>&amp;</b>", Extra: []any{legacy{"a<b>&c"}, "x>y"}}
	p.SetExtraFields(map[string]any{"e": "<e>"})
	escaped := `{"name":"\u003cb\u003e\u0026amp;\u003c/b\u003e","roles":[],` +
		`"extra":[{"lit":"\\u003c","s":"a\u003cb\u003e\u0026c"},"x\u003ey"],"e":"\u003ce\u003e"}`
	plain := `{"name":"<b>&amp;</b>","roles":[],"extra":[{"lit":"\\u003c","s":"a<b>&c"},"x>y"],"e":"<e>"}`
	if got := marshal(t, p); got != escaped {
		t.Errorf("EscapeHTML on:\n got %s\nwant %s", got, escaped)
	}
	if got, _ := json.Marshal(p); string(got) != escaped {
		t.Errorf("encoding/json:\n got %s\nwant %s", got, escaped)
	}
	apijson.EscapeHTML = false
	defer func() { apijson.EscapeHTML = true }()
	if got := marshal(t, p); got != plain {
		t.Errorf("EscapeHTML off:\n got %s\nwant %s", got, plain)
	}
	if got, _ := apijson.MarshalRoot(map[string]any{"k": "<\u2028>"}); string(got) != `{"k":"<\u2028>"}` {
		t.Errorf("MarshalRoot: %s", got)
	}
}

func TestMarshalDates(t *testing.T) {
	zone := time.FixedZone("x", -5*3600)
	at := time.Date(2023, 12, 31, 22, 30, 15, 500000000, zone)
	p := AccountNewParams{
		Birthday: param.NewOpt(at),
		SeenAt:   param.NewOpt(at),
		Joined:   at,
		Extra:    at,
	}
	want := `{"name":"","birthday":"2023-12-31","seen_at":"2023-12-31T22:30:15.5-05:00","joined":"2023-12-31",` +
		`"roles":[],"extra":"2023-12-31T22:30:15.5-05:00"}`
	if got := marshal(t, p); got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	v1 := AccountNewParamsV1{Birthday: param.F(at)}
	if got, want := marshal(t, v1), `{"birthday":"2023-12-31"}`; got != want {
		t.Errorf("v1: got %s, want %s", got, want)
	}
}

func TestMarshalV1(t *testing.T) {
	cases := []struct {
		name   string
		params AccountNewParamsV1
		want   string
	}{
		{"omitted, even required", AccountNewParamsV1{}, `{}`},
		{"values", AccountNewParamsV1{
			Name: param.F("Ada"), Age: param.F[int64](0),
			Address: param.F(AddressParamV1{Street: param.F("s"), City: param.NullField[string]()}),
			Tags:    param.F([]string{"x"}), Limit: param.F[int64](9),
		}, `{"name":"Ada","age":0,"address":{"street":"s","city":null},"tags":["x"]}`},
		{"nulls", AccountNewParamsV1{Name: param.NullField[string](), Tags: param.NullField[[]string]()}, `{"name":null,"tags":null}`},
		{"raw", AccountNewParamsV1{Age: param.RawField[int64]("forty"), Address: param.RawField[AddressParamV1]([]int{1})}, `{"age":"forty","address":[1]}`},
	}
	for _, c := range cases {
		if got := marshal(t, c.params); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

func TestMarshalErrors(t *testing.T) {
	if _, err := (AccountNewParams{Avatar: strings.NewReader("x")}).MarshalJSON(); err == nil || !strings.Contains(err.Error(), "multipart") {
		t.Errorf("a reader in a JSON body: err = %v", err)
	}
	if _, err := (AccountNewParams{Extra: []any{1, func() {}}}).MarshalJSON(); err == nil || !strings.Contains(err.Error(), "extra") {
		t.Errorf("a func: err = %v", err)
	}
	if _, err := apijson.MarshalObject(nil, 3); err == nil {
		t.Error("MarshalObject of a non-struct: want an error")
	}
}

func TestMarshalRootValues(t *testing.T) {
	type plain struct {
		A int               `json:"a"`
		B string            `json:"b,omitempty"`
		C []byte            `json:"c"`
		D *int              `json:"d"`
		E float64           `json:"e"`
		F map[int]string    `json:"f"`
		G [2]bool           `json:"g"`
		H param.Opt[string] `json:"h"`
		I json.RawMessage   `json:"i"`
		j int
	}
	got, err := apijson.MarshalRoot(plain{C: []byte("hi"), E: 1e-7, F: map[int]string{10: "x", 2: "y"}, I: json.RawMessage(`{ "a" : 1 }`), j: 1})
	want := `{"a":0,"c":"aGk=","d":null,"e":1e-7,"f":{"10":"x","2":"y"},"g":[false,false],"i":{"a":1}}`
	if err != nil || string(got) != want {
		t.Errorf("MarshalRoot:\n got %s, %v\nwant %s", got, err, want)
	}
	if !json.Valid(got) {
		t.Error("invalid JSON")
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, got); err != nil || buf.String() != want {
		t.Errorf("not compact: %s", buf.String())
	}
}

func TestMarshalStrings(t *testing.T) {
	for _, s := range []string{"plain", "quote\" back\\slash", "ctl\x00\x1f\n\r\t", "bad\xffutf8", "emoji 😀 é", "\u2028\u2029"} {
		got, err := apijson.MarshalRoot(s)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(s)
		if string(got) != string(want) {
			t.Errorf("%q: got %s, want %s (encoding/json)", s, got, want)
		}
	}
	for _, f := range []float64{0, 1, -1.5, 1e20, 1e21, 1e-6, 1e-7, 123456789.125} {
		got, _ := apijson.MarshalRoot(f)
		want, _ := json.Marshal(f)
		if string(got) != string(want) {
			t.Errorf("%v: got %s, want %s (encoding/json)", f, got, want)
		}
	}
}

func TestUnionMarkerHasNoState(t *testing.T) {
	if (ShapeUnionParam{}).paramUnion != (param.APIUnion{}) {
		t.Error("APIUnion carries state")
	}
}
