package positions

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/sdkgen/sdkgen/generator"
	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/internal/benchinput"
)

// The counts as they were computed before WalkJSON: encode the IR, decode it, walk the decoded value.
func namedRefsByJSON(api *ir.API) map[string]int {
	counts := map[string]int{}
	doc, ok := decoded(api)
	if !ok {
		return counts
	}
	var walk func(v any, key string)
	walk = func(v any, key string) {
		switch x := v.(type) {
		case string:
			if typeNameKeys[key] {
				counts[x]++
			}
		case []any:
			for _, e := range x {
				walk(e, key)
			}
		case map[string]any:
			if name, ok := x["name"].(string); ok && x["kind"] == string(ir.Named) {
				counts[name]++
			}
			for k, e := range x {
				walk(e, k)
			}
		}
	}
	walk(doc, "")
	return counts
}

// The TypeScript target's counts as they were computed before RefsAndStrings.
func refsAndStringsByJSON(api *ir.API) map[string]int {
	counts := map[string]int{}
	doc, ok := decoded(api)
	if !ok {
		return counts
	}
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			if x["kind"] == string(ir.Named) {
				if name, ok := x["name"].(string); ok {
					counts[name]++
				}
			}
			for k, e := range x {
				if name, ok := e.(string); ok && k != "name" {
					counts[name]++
				}
				walk(e)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(doc)
	return counts
}

func decoded(v any) (any, bool) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, false
	}
	var doc any
	return doc, json.Unmarshal(data, &doc) == nil
}

func load(t *testing.T, dir string) *ir.API {
	t.Helper()
	return benchinput.LoadDir(t, dir).API
}

// TestCountsAsByJSON: on the kitchen sink, acme and GitHub's spec (bench/.cache, ./bench/fetch-specs; skipped when
// absent) the walk counts exactly what the JSON round trip counted.
func TestCountsAsByJSON(t *testing.T) {
	apis := map[string]func(t *testing.T) *ir.API{
		"kitchen-sink": func(t *testing.T) *ir.API { return load(t, "../../../testdata/kitchen-sink") },
		"acme":         func(t *testing.T) *ir.API { return load(t, "../../../examples/acme") },
		"github": func(t *testing.T) *ir.API {
			if testing.Short() {
				t.Skip("13 MB spec")
			}
			res := generator.Load(context.Background(), benchinput.Read(t, "../../../bench/.cache/specs/github.json"))
			if !res.OK() {
				t.Fatalf("does not validate: %v", res.Diagnostics)
			}
			return res.API
		},
	}
	for name, api := range apis {
		t.Run(name, func(t *testing.T) {
			a := api(t)
			for fn, pair := range map[string][2]func(*ir.API) map[string]int{
				"NamedRefs":      {NamedRefs, namedRefsByJSON},
				"RefsAndStrings": {RefsAndStrings, refsAndStringsByJSON},
			} {
				got, want := pair[0](a), pair[1](a)
				if len(want) == 0 {
					t.Fatalf("%s: the reference counted nothing", fn)
				}
				if !maps.Equal(got, want) {
					t.Errorf("%s differs from the JSON round trip: %s", fn, mapDiff(got, want))
				}
			}
		})
	}
}

func mapDiff(got, want map[string]int) string {
	var diffs []string
	for _, k := range slices.Sorted(maps.Keys(want)) {
		if got[k] != want[k] {
			diffs = append(diffs, fmt.Sprintf("%q: %d, want %d", k, got[k], want[k]))
		}
	}
	for _, k := range slices.Sorted(maps.Keys(got)) {
		if _, ok := want[k]; !ok {
			diffs = append(diffs, fmt.Sprintf("%q: %d, want none", k, got[k]))
		}
	}
	return fmt.Sprint(diffs)
}

// event is one thing the walk reports.
type event struct {
	s, key        string
	direct, named bool
}

func walked(t *testing.T, v any) ([]event, error) {
	t.Helper()
	var evs []event
	err := WalkJSON(v, Visitor{
		String: func(s, key string, direct bool) { evs = append(evs, event{s: s, key: key, direct: direct}) },
		Named:  func(name string) { evs = append(evs, event{s: name, named: true}) },
	})
	return sortEvents(evs), err
}

// byJSON is what WalkJSON must report: the events of v's encoding, decoded.
func byJSON(v any) ([]event, bool) {
	doc, ok := decoded(v)
	if !ok {
		return nil, false
	}
	var evs []event
	var walk func(v any, key string, direct bool)
	walk = func(v any, key string, direct bool) {
		switch x := v.(type) {
		case string:
			evs = append(evs, event{s: x, key: key, direct: direct})
		case []any:
			for _, e := range x {
				walk(e, key, false)
			}
		case map[string]any:
			if name, ok := x["name"].(string); ok && x["kind"] == string(ir.Named) {
				evs = append(evs, event{s: name, named: true})
			}
			for k, e := range x {
				walk(e, k, true)
			}
		}
	}
	walk(doc, "", false)
	return sortEvents(evs), true
}

func sortEvents(evs []event) []event {
	slices.SortFunc(evs, func(a, b event) int {
		return cmpString(fmt.Sprintf("%q %q %v %v", a.s, a.key, a.direct, a.named), fmt.Sprintf("%q %q %v %v", b.s, b.key, b.direct, b.named))
	})
	return evs
}

func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Go values shaped to reach each rule of encoding/json the walk reproduces.
type (
	selfEncoded struct{ V string }
	textKey     string
	ptrEncoded  struct{ V string }
	embedded    struct {
		ir.TypeRef
		Type string `json:"type"`
	}
	stringOpt struct {
		N    int    `json:"n,string"`
		Type string `json:"type"`
	}
	tagged struct {
		Kind    string `json:"kind,omitempty"`
		Name    string `json:"name,omitempty"`
		Type    string `json:"type"`
		Skipped string `json:"-"`
		hidden  string
		Plain   string
		Bytes   []byte  `json:"union"`
		Arr     [2]byte `json:"models"`
		Ptr     *string `json:"extends,omitempty"`
		Any     any     `json:"params"`
	}
)

// clash is a struct of two fields with the same JSON name, which encoding/json both drops (made at run time: vet
// rejects such a type in source).
func clash(a, b string) any {
	t := reflect.StructOf([]reflect.StructField{
		{Name: "A", Type: reflect.TypeFor[string](), Tag: `json:"type"`},
		{Name: "B", Type: reflect.TypeFor[string](), Tag: `json:"type"`},
	})
	v := reflect.New(t).Elem()
	v.Field(0).SetString(a)
	v.Field(1).SetString(b)
	return v.Interface()
}

func (s selfEncoded) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]string{"kind": "named", "name": "Self" + s.V})
}

func (k textKey) MarshalText() ([]byte, error) { return []byte("key-" + string(k)), nil }

func (p *ptrEncoded) MarshalJSON() ([]byte, error) { return json.Marshal("ptr-" + p.V) }

// TestWalkAsJSONRoundTrip: for values covering the rules of encoding/json (omitempty, "-", unexported fields,
// base64 byte slices, byte arrays, marshalers on values and pointers, text-marshalled map keys, invalid UTF-8,
// clashing and embedded fields, `,string`), the walk reports what encoding and decoding gives, and fails where
// encoding fails.
func TestWalkAsJSONRoundTrip(t *testing.T) {
	s := "T"
	cases := map[string]any{
		"IR type ref":                        ir.TypeRef{Kind: ir.Named, Name: "Pet"},
		"array of named":                     []ir.TypeRef{{Kind: ir.Array, Elem: &ir.TypeRef{Kind: ir.Named, Name: "Pet"}}},
		"decoded example":                    map[string]any{"kind": "named", "name": "FromExample", "type": []any{"a", map[string]any{"type": "b"}}},
		"named not a string":                 map[string]any{"kind": "named", "name": 3.0},
		"kind not named":                     map[string]any{"kind": "array", "name": "X"},
		"omitempty and tags":                 tagged{Type: "", Plain: "p", Skipped: "s", hidden: "h", Bytes: []byte("hi"), Arr: [2]byte{1, 2}, Ptr: &s, Any: selfEncoded{"A"}},
		"omitted kind":                       tagged{Name: "N"},
		"named struct":                       &tagged{Kind: "named", Name: "N", Any: []any{nil, 1.5, true}},
		"marshaler":                          []selfEncoded{{"A"}, {"B"}},
		"pointer marshaler":                  &struct{ P ptrEncoded }{ptrEncoded{"x"}},
		"pointer marshaler, not addressable": struct{ P ptrEncoded }{ptrEncoded{"x"}},
		"text keys":                          map[textKey]string{"a": "b"},
		"int keys":                           map[int]string{1: "one"},
		"invalid UTF-8":                      map[string]any{"type": "a\xffb\xfe", "ok": []string{"\xc3"}},
		"invalid UTF-8 key":                  map[string]string{"\xff": "x"},
		"clash":                              clash("a", "b"),
		"embedded":                           embedded{ir.TypeRef{Kind: ir.Named, Name: "E"}, "t"},
		"string option":                      stringOpt{3, "t"},
		"time":                               map[string]any{"at": time.Unix(0, 0).UTC()},
		"nil values":                         map[string]any{"a": nil, "b": (*tagged)(nil), "c": []string(nil), "d": map[string]int(nil)},
		"nested arrays":                      map[string]any{"models": [][]string{{"A", "B"}, {"C"}}},
		"kind as own type":                   map[string]ir.TypeKind{"kind": ir.Named, "name": "Typed"},
	}
	for name, v := range cases {
		t.Run(name, func(t *testing.T) {
			want, ok := byJSON(v)
			if !ok {
				t.Fatal("the case does not encode")
			}
			got, err := walked(t, v)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Errorf("walk:\n %v\nJSON round trip:\n %v", got, want)
			}
		})
	}
	for name, v := range map[string]any{
		"NaN":      map[string]any{"example": math.NaN()},
		"infinity": []any{math.Inf(1)},
		"channel":  map[string]any{"c": make(chan int)},
		"function": []any{func() {}},
	} {
		t.Run("fails: "+name, func(t *testing.T) {
			if _, ok := decoded(v); ok {
				t.Fatal("the case encodes")
			}
			if _, err := walked(t, v); err == nil {
				t.Error("the walk did not fail where encoding does")
			}
		})
	}
}

// BenchmarkNamedRefs compares the walk with the JSON round trip it replaced on GitHub's spec.
func BenchmarkNamedRefs(b *testing.B) {
	res := generator.Load(context.Background(), benchinput.Read(b, "../../../bench/.cache/specs/github.json"))
	for name, count := range map[string]func(*ir.API) map[string]int{"walk": NamedRefs, "json": namedRefsByJSON} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				count(res.API)
			}
		})
	}
}
