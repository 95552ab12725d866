package python

import (
	"encoding/json"

	"github.com/sdkgen/sdkgen/generator/ir"
	"github.com/sdkgen/sdkgen/targets/internal/example"
)

// code is Python written into a value as is.
type code string

// fileExample is the upload an example file value becomes.
const fileExample = `b"raw file contents"`

// exampleOf is an example value of a type (targets/internal/example), from the spec's example or default when it
// fits; all includes optional properties.
func (g *gen) exampleOf(t ir.TypeRef, ex, def any, all bool) any {
	return g.examples().WithAll(all).Ref(t, example.First(ex, def), 0)
}

// examples is Python's example builder, made on first use.
func (g *gen) examples() example.Builder {
	if g.example.API == nil {
		g.example = example.New(g.api, func(skip []string) bool { return !included(skip, nil) })
	}
	return g.example
}

// pyValue renders an example value (or any decoded JSON value) as a Python literal.
func pyValue(v any) doc {
	switch x := v.(type) {
	case code:
		return txt(string(x))
	case example.File:
		return txt(fileExample)
	case nil:
		return txt("None")
	case bool:
		if x {
			return txt("True")
		}
		return txt("False")
	case string:
		return txt(str(x))
	case json.Number:
		return txt(string(x))
	case example.Object:
		items := make([]doc, len(x))
		for i, e := range x {
			items[i] = cat(txt(str(e.Key)+": "), pyValue(e.Val))
		}
		return dict(items...)
	case []any:
		items := make([]doc, len(x))
		for i, it := range x {
			items[i] = pyValue(it)
		}
		return list(items...)
	}
	// Anything else (a map or number decoded from sdkgen.yml): as JSON, normalised.
	b, err := json.Marshal(v)
	var decoded any
	if err != nil || json.Unmarshal(b, &decoded) != nil {
		return txt("None")
	}
	return pyValue(example.Normalize(decoded))
}
