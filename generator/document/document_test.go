package document

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"time"

	"go.yaml.in/yaml/v3"
)

func TestParseJSONPositions(t *testing.T) {
	src := "{\n  \"a\": [1, \"é\", {\"b\": true}],\n  \"ü\": \"x\",\n  \"c\": null\n}"
	n, err := ParseJSON("t.json", []byte(src), SpecLimits)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		ptr  Pointer
		want Pos
	}{
		{"", Pos{1, 1}},
		{"/a", Pos{2, 3}}, // the key
		{"/a/1", Pos{2, 12}},
		{"/a/2/b", Pos{2, 18}},
		{"/ü", Pos{3, 3}},
		{"/c", Pos{4, 3}},
		{"/missing", Pos{1, 1}}, // nearest existing ancestor
	} {
		if got := n.PosOf(tc.ptr); got != tc.want {
			t.Errorf("PosOf(%q) = %v, want %v", tc.ptr, got, tc.want)
		}
	}
	// Columns count characters: the value after "ü" on line 3 starts at column 8.
	if got := n.ValuePosOf("/ü"); got != (Pos{3, 8}) {
		t.Errorf("ValuePosOf(/ü) = %v", got)
	}
}

func TestParseYAMLScalarsKeepText(t *testing.T) {
	src := "edition: 2025-10-08\nversion: 12\nflag: yes\non: true\nnull_value: ~\nquoted: \"12\"\n"
	n, err := ParseYAML("c.yml", []byte(src), ConfigLimits)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		key   string
		kind  Kind
		value string
	}{
		{"edition", String, "2025-10-08"},
		{"version", Number, "12"},
		{"flag", String, "yes"}, // YAML 1.2: yes is a string
		{"on", Bool, "true"},
		{"null_value", Null, ""},
		{"quoted", String, "12"},
	} {
		v := n.Get(tc.key)
		if v == nil || v.Kind != tc.kind || v.Value != tc.value {
			t.Errorf("%s = %+v, want %s %q", tc.key, v, tc.kind, tc.value)
		}
	}
}

func TestParseYAMLAnchorsAndMerge(t *testing.T) {
	src := "base: &b {x: 1, y: 2}\nuse: *b\nmerged:\n  <<: *b\n  y: 3\n"
	n, err := ParseYAML("c.yml", []byte(src), ConfigLimits)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := n.Get("use").Get("x").Int(); v != 1 {
		t.Errorf("alias not expanded: %+v", n.Get("use"))
	}
	m := n.Get("merged")
	if y, _ := m.Get("y").Int(); y != 3 {
		t.Errorf("explicit key must win over the merge: y = %v", y)
	}
	if x, _ := m.Get("x").Int(); x != 1 {
		t.Errorf("merge key not applied: %+v", m)
	}
	// The expanded copy is independent of the anchor.
	n.Get("use").Set("x", NewString("changed"))
	if n.Get("base").Get("x").Kind != Number {
		t.Error("aliases share nodes")
	}
}

func TestDuplicateKeys(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      Pos
	}{
		{"json", "{\"a\": 1,\n \"a\": 2}", Pos{2, 2}},
		{"yaml", "a: 1\nb: 2\na: 3\n", Pos{3, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := Parse("f", []byte(tc.src), ConfigLimits)
			var se *SyntaxError
			if !errors.As(err, &se) || !se.DuplicateKey || se.Pos != tc.want {
				t.Fatalf("err = %#v, want a duplicate key at %v", err, tc.want)
			}
		})
	}
	// Many keys take the map path of the duplicate check.
	var b strings.Builder
	b.WriteString("{")
	for i := range 100 {
		b.WriteString(`"k` + strings.Repeat("x", i) + `": 1,`)
	}
	b.WriteString(`"kxxx": 2}`)
	_, err := ParseJSON("f", []byte(b.String()), SpecLimits)
	var se *SyntaxError
	if !errors.As(err, &se) || !se.DuplicateKey {
		t.Fatalf("err = %v, want a duplicate key", err)
	}
}

func TestSyntaxErrorsAreLocated(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want string
	}{
		{`{"a": }`, "f:1:7: unexpected character '}', expecting a value"},
		{"{\n\"a\": 1 \"b\"}", "f:2:8: unexpected character '\"' in an object, expecting , or }"},
		{`{"a": "x`, "f:1:7: unterminated string"},
		{`[1, 2] 3`, "f:1:8: unexpected character '3' after the top-level value"},
		{`{"a": 01}`, "f:1:8: unexpected character '1' in an object, expecting , or }"},
		{`{"a": "\q"}`, `f:1:8: invalid escape "\\q" in a string`},
		{"a: [1, 2\nb: 3", "f:2:1: did not find expected ',' or ']'"},                // parser error, first-line context
		{"x: 1\na: [1, 2\nb: 3", "f:2:1: did not find expected ',' or ']'"},          // parser error, context on line 2
		{"a:\n  b: 1\n c: 2\n", "f:3:1: did not find expected key"},                  // parser error, bad indentation
		{"a: 1\nb: @x\n", "f:2:1: found character that cannot start any token"},      // scanner error
		{"a: 1\nb: c: d\n", "f:2:1: mapping values are not allowed in this context"}, // scanner error
		{"a: \"x\n", "f:2:1: found unexpected end of stream"},                        // the stream ends on line 2
	} {
		_, _, err := Parse("f", []byte(tc.src), SpecLimits)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Parse(%q) error = %v, want prefix %q", tc.src, err, tc.want)
		}
	}
}

func TestLimits(t *testing.T) {
	bomb := `a: &a ["x","x","x","x","x","x","x","x","x","x"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f,*f]
h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g,*g]
i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h,*h]
`
	for _, tc := range []struct {
		name string
		src  string
		want string
	}{
		{"alias bomb", bomb, "expands to more than"},
		{"deep json", strings.Repeat("[", 1000) + strings.Repeat("]", 1000), "nests deeper than"},
		{"deep yaml", strings.Repeat("- ", 300) + "x\n", "nests deeper than"},
		{"large", "a: " + strings.Repeat("x", ConfigLimits.MaxBytes), "more than the limit"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			_, _, err := Parse("f", []byte(tc.src), ConfigLimits)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("rejecting took %v", d) // a guard against hangs, not a benchmark
			}
		})
	}
}

func TestRealSpecsMatchEncodingJSON(t *testing.T) {
	for _, path := range []string{"../../testdata/specs/discord/openapi.json", "../../testdata/pairs/honcho/openapi.json"} {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		n, err := ParseJSON(path, data, SpecLimits)
		if err != nil {
			t.Fatal(err)
		}
		assertSameAsStdlib(t, data, n)
	}
}

// assertSameAsStdlib checks the tree holds exactly what encoding/json reads.
func assertSameAsStdlib(t *testing.T, data []byte, n *Node) {
	t.Helper()
	var want any
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	if got := plain(n); !reflect.DeepEqual(got, want) {
		t.Errorf("tree differs from encoding/json")
	}
}

func plain(n *Node) any {
	switch n.Kind {
	case Null:
		return nil
	case Bool:
		return n.Value == "true"
	case Number:
		f, _ := n.Float()
		return f
	case String:
		return n.Value
	case Array:
		out := make([]any, len(n.Items))
		for i, it := range n.Items {
			out[i] = plain(it)
		}
		return out
	}
	out := map[string]any{}
	for _, f := range n.Fields {
		out[f.Key] = plain(f.Value)
	}
	return out
}

func TestEncodeRoundTrip(t *testing.T) {
	src := "{\"b\": 1, \"a\": [true, null, \"x\\ny\", 2.5e3], \"c\": {}}"
	n, err := ParseJSON("f", []byte(src), SpecLimits)
	if err != nil {
		t.Fatal(err)
	}
	compact, err := MarshalJSON(n, "")
	if err != nil {
		t.Fatal(err)
	}
	if string(compact) != `{"b":1,"a":[true,null,"x\ny",2.5e3],"c":{}}` {
		t.Errorf("compact = %s", compact)
	}
	y, err := MarshalYAML(n)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseYAML("f", y, SpecLimits)
	if err != nil {
		t.Fatal(err)
	}
	if !Equal(n, back) || back.Fields[0].Key != "b" {
		t.Errorf("YAML round trip changed the tree:\n%s", y)
	}
}

func TestPointers(t *testing.T) {
	p := Pointer("").Append("paths").Append("/a/{b}").Append("get")
	if p != "/paths/~1a~1{b}/get" {
		t.Errorf("pointer = %s", p)
	}
	if got := p.Tokens(); !reflect.DeepEqual(got, []string{"paths", "/a/{b}", "get"}) {
		t.Errorf("tokens = %q", got)
	}
	parent, last := p.Parent()
	if parent != "/paths/~1a~1{b}" || last != "get" {
		t.Errorf("parent = %s, %s", parent, last)
	}
	for ref, want := range map[string]Pointer{
		"#/components/schemas/A": "/components/schemas/A",
		"#/paths/~1a%7Bb%7D":     "/paths/~1a{b}",
		"#":                      "",
	} {
		got, err := ParseFragment(ref)
		if err != nil || got != want {
			t.Errorf("ParseFragment(%q) = %q, %v", ref, got, err)
		}
	}
	for _, bad := range []string{"other.yaml#/a", "#a", "#/a%zz"} {
		if _, err := ParseFragment(bad); err == nil {
			t.Errorf("ParseFragment(%q) should fail", bad)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		`{"a": [1, 2.5, -3e2, "x\u00e9\ud83d\ude00"], "b": {"c": null, "d": true}}`,
		"a: &x [1, 2]\nb: *x\nc:\n  <<: {d: 1}\n  e: 'f'\n",
		"- {a: b}\n- [c, d]\n- \"e\"\n",
		"[", "{\"a\":", "a: [", "\xff\xfe", "",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		n, format, err := Parse("fuzz", data, Limits{MaxBytes: 1 << 20, MaxDepth: 64, MaxNodes: 100_000})
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error is not a SyntaxError: %v", err)
			}
			return
		}
		if format == JSON && json.Valid(data) {
			assertSameAsStdlib(t, data, n)
		}
		if _, err := MarshalJSON(n, ""); err != nil && n.Kind != Number {
			t.Fatalf("cannot re-encode: %v", err)
		}
	})
}

// TestYAMLNumbersKeepTheirForm: a number is tagged by how it is written, so YAML readers take 50.0 as a float and
// 7 as an integer (a !!int tag on 50.0 made PyYAML, Prism and kin-openapi reject whole documents), and an integer
// past int64 (OpenAI's seed bounds) is written plain, as its input was.
func TestYAMLNumbersKeepTheirForm(t *testing.T) {
	n, err := ParseJSON("f", []byte(`{"f": 50.0, "z": 0.0, "e": 1e5, "n": -3, "i": 7, "big": -9223372036854776000, "huge": 9223372036854776000}`), SpecLimits)
	if err != nil {
		t.Fatal(err)
	}
	y, err := MarshalYAML(n)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := yaml.Unmarshal(y, &got); err != nil {
		t.Fatalf("yaml.v3 rejects the output: %v\n%s", err, y)
	}
	want := map[string]any{"f": 50.0, "z": 0.0, "e": 1e5, "n": -3, "i": 7, "big": -9223372036854776000.0, "huge": uint64(9223372036854776000)}
	if bytes.Contains(y, []byte("!!")) {
		t.Errorf("a number has an explicit tag, which kin-openapi rejects past int64:\n%s", y)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read back %#v, want %#v\n%s", got, want, y)
	}
}
