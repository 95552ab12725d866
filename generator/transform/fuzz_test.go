package transform

import (
	"errors"
	"os"
	"testing"
	"unicode/utf8"

	"github.com/sdkgen/sdkgen/generator/document"
)

// FuzzParsePath checks that no path text makes the parser or the evaluator panic, and that errors carry a
// column inside the text.
func FuzzParsePath(f *testing.F) {
	seeds := []string{
		"$", "$.info.title", "$.paths['/v1/accounts/{id}'].get", `$["a"]["b"]`, "$..parameters[-1]", "$[*]", "$.*",
		"$..*", "$..[?(@.name == 'x')]", "$[?@.a != 1 && (@.b < 2 || !@.c)]", "$['a','b'][0:10:2]", "$[::-1]",
		"$[?(@.x =~ /^a.*b$/i)]", "$[?(@.x =~ 'y')]", `$['\u00e9\ud83d\ude00']`, "$..x-sdkgen-any", "$..$ref",
		"$.responses.200", "$[?(@['a-b'].c >= -1.5e3)]", "$[?(@.a == $.b)]", "$[?(@.a == null || @.b == true)]",
		"$[?@..a]", "$[", "$[?(", "$['", "$[?(@.a =~ /", "$..[?(@.a)].b[?(@.c[?(@.d)])]", "$[9007199254740991]",
		"$[-9007199254740991:9007199254740991:-9007199254740991]",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	doc, err := document.ParseYAML("f.yml", []byte(sampleSpec), document.ConfigLimits)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src string) {
		p, err := ParsePath(src)
		if err != nil {
			var pe *PathError
			if !errors.As(err, &pe) || pe.Col < 1 || pe.Col > utf8.RuneCountInString(src)+1 {
				t.Fatalf("ParsePath(%q) = %v: want a *PathError with a column inside the text", src, err)
			}
			return
		}
		for _, m := range p.Select(doc) {
			_ = m.Pointer()
		}
	})
}

func BenchmarkSelectFilter(b *testing.B) {
	data, err := os.ReadFile("../../testdata/specs/discord/openapi.json")
	if err != nil {
		b.Skip(err)
	}
	spec, err := document.ParseJSON("openapi.json", data, document.SpecLimits)
	if err != nil {
		b.Fatal(err)
	}
	p, err := ParsePath("$..parameters[?(@.name == 'guild_id')]")
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if len(p.Select(spec)) == 0 {
			b.Fatal("no match")
		}
	}
}

// FuzzApply checks that no transform list, however malformed, makes Apply panic.
func FuzzApply(f *testing.F) {
	seeds := []string{
		"{command: update, args: {target: $.info.title, value: x}}",
		"{command: update, args: {target: [[1]], value: x, template: true}}",
		"{command: append, args: {target: $..parameters, value: [1, {a: 2}]}}",
		"{command: merge, args: {target: $..*, value: {a: {b: [1]}}}}",
		"{command: remove, args: {target: $..[?(@.in)], keys: [1, name]}}",
		"{command: copy, args: {from: $..parameters[0], to: [$..parameters[5], $.x.y, {}]}}",
		"{command: move, args: {from: $.components, to: $.components.schemas.x}}",
		"{command: move, args: {from: $.components.schemas.Account, to: [$.a, $.b]}}",
		"{command: mergeObject, args: {target: $.info, object: []}}",
		"{command: replaceProperties, args: {filter: 3, value: 1}}",
		"{command: oneOfToAnyOf, args: [1]}",
		"{command: remove, args: {target: {matches_schema: $.components.schemas.Money, ignore: [$..type, 2]}}}",
		"{command: update, args: {target: {matches_schema: $..*}, value: 1}}",
		"{command: nope}",
		"{command: extractToRefs, args: {ref: {target: $..schema, name: '#/components/schemas/S'}}}",
		"{command: extractToRefs, args: {ref: [{target: $.info, name: 3}, {target: [], name: ''}, 4]}}",
		"{command: extractToRefs, args: {ref: {target: $.components.schemas, name: Account}}}",
		"{command: guessDiscriminantUnions}",
		"{command: guessDiscriminantUnions, args: {x: 1}}",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, entry string) {
		cfg, err := document.ParseYAML("f.yml", []byte("openapi: {transforms: ["+entry+"]}"), document.ConfigLimits)
		if err != nil || cfg.Get("openapi").Get("transforms") == nil {
			return
		}
		spec, err := document.ParseYAML("s.yml", []byte(sampleSpec), document.ConfigLimits)
		if err != nil {
			t.Fatal(err)
		}
		Apply(spec, transformsOf(cfg), nil)
	})
}
