package apijson_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/targets/golang/runtime/internal/apijson"
	"github.com/sdkgen/sdkgen/targets/golang/runtime/packages/respjson"
)

const accountJSON = `{
	"id": "acc_1", "name": "Ada \u003c3", "age": 36, "score": 9.5, "admin": true,
	"birthday": "1815-12-10", "created": "2024-01-02T03:04:05.123Z",
	"address": {"street": "1 Main", "city": "London", "zip": "N1"},
	"parent": {"id": "acc_0", "name": "Byron", "parent": {"id": "acc_-1"}},
	"tags": ["a", "b"], "items": [{"n": 1}, null, {"n": 3}], "counts": {"x": 1, "y": null},
	"status": "suspended", "shape": {"kind": "circle", "radius": 2}, "extra": {"any": [1, "x"]},
	"new_field": {"nested": true}
}`

func decodeAccount(t *testing.T, data string) Account {
	t.Helper()
	var a Account
	if err := json.Unmarshal([]byte(data), &a); err != nil {
		t.Fatalf("decode: %v", err)
	}
	return a
}

func TestUnmarshalAccount(t *testing.T) {
	a := decodeAccount(t, accountJSON)
	if a.ID != "acc_1" || a.Name != "Ada <3" || a.Age != 36 || a.Score != 9.5 || !a.Admin {
		t.Errorf("scalars: %+v", a)
	}
	if want := time.Date(1815, 12, 10, 0, 0, 0, 0, time.UTC); !a.Birthday.Equal(want) {
		t.Errorf("Birthday = %v", a.Birthday)
	}
	if want := time.Date(2024, 1, 2, 3, 4, 5, 123000000, time.UTC); !a.Created.Equal(want) {
		t.Errorf("Created = %v", a.Created)
	}
	if a.Address.Street != "1 Main" || a.Address.City != "London" || a.Address.JSON.ExtraFields["zip"].Raw() != `"N1"` {
		t.Errorf("Address = %+v", a.Address)
	}
	if a.Parent == nil || a.Parent.Name != "Byron" || a.Parent.Parent == nil || a.Parent.Parent.ID != "acc_-1" || a.Parent.Parent.Parent != nil {
		t.Errorf("Parent = %+v", a.Parent)
	}
	if !reflect.DeepEqual(a.Tags, []string{"a", "b"}) {
		t.Errorf("Tags = %v", a.Tags)
	}
	if len(a.Items) != 3 || a.Items[0].N != 1 || a.Items[1] != nil || a.Items[2].N != 3 {
		t.Errorf("Items = %v", a.Items)
	}
	if len(a.Counts) != 2 || *a.Counts["x"] != 1 || a.Counts["y"] != nil {
		t.Errorf("Counts = %v", a.Counts)
	}
	if a.Status != "suspended" { // unknown enum values are kept
		t.Errorf("Status = %q", a.Status)
	}
	if a.Shape.Kind != "circle" || a.Shape.AsCircle().Radius != 2 || a.Shape.RawJSON() != `{"kind": "circle", "radius": 2}` {
		t.Errorf("Shape = %+v", a.Shape)
	}
	if !reflect.DeepEqual(a.Extra, map[string]any{"any": []any{1.0, "x"}}) {
		t.Errorf("Extra = %#v", a.Extra)
	}
	for name, f := range map[string]respjson.Field{
		"ID": a.JSON.ID, "Name": a.JSON.Name, "Age": a.JSON.Age, "Score": a.JSON.Score, "Admin": a.JSON.Admin,
		"Birthday": a.JSON.Birthday, "Created": a.JSON.Created, "Address": a.JSON.Address, "Parent": a.JSON.Parent,
		"Tags": a.JSON.Tags, "Items": a.JSON.Items, "Counts": a.JSON.Counts, "Status": a.JSON.Status,
		"Shape": a.JSON.Shape, "Extra": a.JSON.Extra,
	} {
		if !f.Valid() {
			t.Errorf("%s: not Valid (raw %s)", name, f.Raw())
		}
	}
	if a.JSON.Name.Raw() != `"Ada \u003c3"` || a.JSON.Age.Raw() != "36" {
		t.Errorf("raw fields: %q %q", a.JSON.Name.Raw(), a.JSON.Age.Raw())
	}
	if len(a.JSON.ExtraFields) != 1 || a.JSON.ExtraFields["new_field"].Raw() != `{"nested": true}` || !a.JSON.ExtraFields["new_field"].Valid() {
		t.Errorf("ExtraFields = %v", a.JSON.ExtraFields)
	}
	if a.RawJSON() != accountJSON {
		t.Errorf("RawJSON = %s", a.RawJSON())
	}
}

func TestUnmarshalTolerant(t *testing.T) {
	a := decodeAccount(t, `{"id": 12, "name": null, "age": "old", "score": "1.5", "admin": 1, "birthday": "soon",
		"created": 5, "address": "nowhere", "parent": [], "tags": [1, 2], "items": {"n": 1}, "counts": [1],
		"status": 7, "shape": 3, "extra": null, "x": null}`)
	if a.ID != "" || a.Age != 0 || a.Address.Street != "" || a.Parent != nil || a.Tags != nil || a.Items != nil || a.Counts != nil || a.Status != "" || !a.Birthday.IsZero() {
		t.Errorf("mistyped fields must stay zero: %+v", a)
	}
	invalid := map[string]respjson.Field{
		"ID": a.JSON.ID, "Age": a.JSON.Age, "Score": a.JSON.Score, "Admin": a.JSON.Admin, "Birthday": a.JSON.Birthday,
		"Created": a.JSON.Created, "Address": a.JSON.Address, "Parent": a.JSON.Parent, "Tags": a.JSON.Tags,
		"Items": a.JSON.Items, "Counts": a.JSON.Counts, "Status": a.JSON.Status,
	}
	for name, f := range invalid {
		if f.Valid() || f.Raw() == "" || f.Raw() == "null" {
			t.Errorf("%s: Valid() = %v, Raw() = %q; want an invalid field keeping its raw", name, f.Valid(), f.Raw())
		}
	}
	if a.JSON.ID.Raw() != "12" || a.JSON.Address.Raw() != `"nowhere"` {
		t.Errorf("raw: %q %q", a.JSON.ID.Raw(), a.JSON.Address.Raw())
	}
	// A union takes any JSON.
	if !a.JSON.Shape.Valid() || a.Shape.RawJSON() != "3" || a.Shape.Kind != "" {
		t.Errorf("Shape: %v %+v", a.JSON.Shape.Valid(), a.Shape)
	}
	for name, f := range map[string]respjson.Field{"Name": a.JSON.Name, "Extra": a.JSON.Extra} {
		if f.Valid() || f.Raw() != respjson.Null {
			t.Errorf("%s: want null, got %q", name, f.Raw())
		}
	}
	if f := a.JSON.ExtraFields["x"]; f.Raw() != respjson.Null || f.Valid() {
		t.Errorf("extra null: %q", f.Raw())
	}
}

func TestUnmarshalOmitted(t *testing.T) {
	a := decodeAccount(t, `{"id": "x"}`)
	if a.JSON.Name.Raw() != respjson.Omitted || a.JSON.Name.Valid() || a.JSON.ExtraFields != nil {
		t.Errorf("omitted: %+v", a.JSON)
	}
	if !a.JSON.ID.Valid() {
		t.Error("ID not valid")
	}
}

func TestUnmarshalNonObject(t *testing.T) {
	for _, data := range []string{`[1,2]`, `"str"`, `12`, `null`, `true`, ` "padded" `} {
		a := Account{ID: "stale"}
		if err := apijson.UnmarshalRoot([]byte(data), &a); err != nil {
			t.Errorf("%s: %v", data, err)
		}
		if a.ID != "" || a.JSON.ID.Raw() != "" || a.RawJSON() != strings.TrimSpace(data) {
			t.Errorf("%s: %+v", data, a)
		}
	}
	var a Account
	if err := apijson.UnmarshalRoot([]byte(`{"id": `), &a); err == nil {
		t.Error("malformed JSON: want an error")
	}
	if err := apijson.UnmarshalRoot([]byte(`{}`), a); err == nil {
		t.Error("non-pointer: want an error")
	}
}

func TestUnmarshalReplaces(t *testing.T) {
	a := decodeAccount(t, `{"id": "1", "name": "x", "unknown": 1}`)
	if err := json.Unmarshal([]byte(`{"id": "2"}`), &a); err != nil {
		t.Fatal(err)
	}
	if a.ID != "2" || a.Name != "" || a.JSON.Name.Raw() != "" || a.JSON.ExtraFields != nil {
		t.Errorf("decoding again must start from zero: %+v", a)
	}
}

func TestUnmarshalUnion(t *testing.T) {
	var shapes []ShapeUnion
	if err := json.Unmarshal([]byte(`[{"kind":"circle","radius":1.5}, "square", {"kind": 3}, {"kind":"hexagon","sides":6}]`), &shapes); err != nil {
		t.Fatal(err)
	}
	if c := shapes[0].AsCircle(); shapes[0].Kind != "circle" || c.Radius != 1.5 || !c.JSON.Radius.Valid() || c.RawJSON() != shapes[0].RawJSON() {
		t.Errorf("circle: %+v", shapes[0])
	}
	if shapes[1].AsString() != "square" || shapes[1].AsCircle().Kind != "" || shapes[1].RawJSON() != `"square"` {
		t.Errorf("string: %+v", shapes[1])
	}
	if shapes[2].Kind != "" || shapes[2].JSON.Kind.Valid() || shapes[2].JSON.Kind.Raw() != "3" {
		t.Errorf("bad discriminator: %+v", shapes[2])
	}
	if shapes[3].Kind != "hexagon" || shapes[3].RawJSON() != `{"kind":"hexagon","sides":6}` {
		t.Errorf("unknown variant kept raw: %+v", shapes[3])
	}
	var pet PetUnion
	if err := json.Unmarshal([]byte(` 42 `), &pet); err != nil || pet.AsInt() != 42 || pet.RawJSON() != "42" {
		t.Errorf("pet: %+v, %v", pet, err)
	}
}

func TestPort(t *testing.T) {
	var c Circle
	apijson.Port(`{"kind":"circle","radius":"big"}`, &c)
	if c.Kind != "circle" || c.JSON.Radius.Valid() || c.JSON.Radius.Raw() != `"big"` {
		t.Errorf("Port: %+v", c)
	}
	var n int64
	apijson.Port(`"x"`, &n)
	apijson.Port(``, &n)
	if n != 0 {
		t.Errorf("Port of a mismatch: %d", n)
	}
}

func TestUnmarshalBracketsInStrings(t *testing.T) {
	data := "{ \"x\" : \"}\\\"\" ,\n\t\"y\": [ \"]\", {\"c\": \"{\\\\\"}, 1e3 ] ,\r\n \"id\" :\"ok\" , \"tags\":[] }"
	a := decodeAccount(t, data)
	if a.ID != "ok" || a.Tags == nil || len(a.Tags) != 0 {
		t.Errorf("%+v", a)
	}
	if a.JSON.ExtraFields["x"].Raw() != `"}\""` || a.JSON.ExtraFields["y"].Raw() != `[ "]", {"c": "{\\"}, 1e3 ]` {
		t.Errorf("extras: %q %q", a.JSON.ExtraFields["x"].Raw(), a.JSON.ExtraFields["y"].Raw())
	}
}

func TestUnmarshalEscapedKeysAndPlainTypes(t *testing.T) {
	var a Account
	if err := apijson.UnmarshalRoot([]byte(`{"\u0069d":"escaped key","name":"tab\tand \"quote\"","age":1e2,"score":-0.5e1}`), &a); err != nil {
		t.Fatal(err)
	}
	if a.ID != "escaped key" || a.Name != "tab\tand \"quote\"" || a.Score != -5 {
		t.Errorf("%+v", a)
	}
	if a.JSON.Age.Valid() || a.Age != 0 { // 1e2 is not an integer literal
		t.Errorf("Age: %d %v", a.Age, a.JSON.Age.Valid())
	}
	// A struct without metadata decodes through encoding/json.
	var plain struct {
		A int `json:"a"`
	}
	if err := apijson.UnmarshalRoot([]byte(`{"a":1}`), &plain); err != nil || plain.A != 1 {
		t.Errorf("plain: %+v %v", plain, err)
	}
	var m map[string]int
	if err := apijson.UnmarshalRoot([]byte(`{"a":1}`), &m); err != nil || m["a"] != 1 {
		t.Errorf("map: %v %v", m, err)
	}
}

func TestUnmarshalIntegerRanges(t *testing.T) {
	var s struct {
		I8   int8    `json:"i8"`
		U8   uint8   `json:"u8"`
		F32  float32 `json:"f32"`
		JSON struct {
			I8          respjson.Field
			U8          respjson.Field
			F32         respjson.Field
			ExtraFields map[string]respjson.Field
			raw         string
		} `json:"-"`
	}
	if err := apijson.UnmarshalRoot([]byte(`{"i8": 300, "u8": -1, "f32": 1e40}`), &s); err != nil {
		t.Fatal(err)
	}
	if s.JSON.I8.Valid() || s.JSON.U8.Valid() || s.JSON.F32.Valid() || s.I8 != 0 {
		t.Errorf("out of range values must be invalid: %+v", s)
	}
	if err := apijson.UnmarshalRoot([]byte(`{"i8": -128, "u8": 255, "f32": 1.5}`), &s); err != nil || s.I8 != -128 || s.U8 != 255 || s.F32 != 1.5 {
		t.Errorf("in range: %+v %v", s, err)
	}
}

func FuzzUnmarshalRoot(f *testing.F) {
	for _, seed := range []string{accountJSON, `{}`, `[]`, `null`, `"x"`, `{"id":1}`, `{"a":{"b":[1,{"c":"\""}]}}`,
		`{"parent":{"parent":{"parent":{}}}}`, `{"items":[null,{"n":"x"}]}`, `{"shape":"s"}`, `{"\ud800":1}`, `{"birthday":"2020-02-30"}`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var a Account
		err := apijson.UnmarshalRoot(data, &a)
		if json.Valid(data) && err != nil {
			t.Fatalf("valid JSON failed: %v", err)
		}
		var u ShapeUnion
		_ = apijson.UnmarshalRoot(data, &u)
		_ = u.AsCircle()
	})
}
