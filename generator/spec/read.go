package spec

import (
	"fmt"
	"strings"

	"github.com/sdkgen/sdkgen/generator/diag"
	"github.com/sdkgen/sdkgen/generator/document"
)

// The readers below take the parent object's pointer and the member, and build the member's pointer only when
// they report: most of the spec is well formed, and a pointer per keyword would double the loader's allocations.

// expect reports n at p unless it has kind k.
func (l *loader) expect(n *document.Node, p document.Pointer, k document.Kind) bool {
	if n != nil && n.Kind == k {
		return true
	}
	l.report(diag.SpecInvalid, p, "%s must be %s, not %s", describePointer(p), article(k), describeKind(n))
	return false
}

// str reads a string member; anything else is reported and read as "".
func (l *loader) str(parent document.Pointer, f *document.Field) string {
	if f.Value.Kind == document.String {
		return f.Value.Value
	}
	l.expect(f.Value, parent.Append(f.Key), document.String)
	return ""
}

// text reads a scalar member as its source text. It is for values that YAML authors often leave unquoted where
// OpenAPI wants a string (info.version: 1.0, a server variable default: 443), which are not worth an error.
func (l *loader) text(parent document.Pointer, f *document.Field) string {
	switch f.Value.Kind {
	case document.String, document.Number, document.Bool:
		return f.Value.Value
	}
	l.expect(f.Value, parent.Append(f.Key), document.String)
	return ""
}

func (l *loader) boolean(parent document.Pointer, f *document.Field) bool {
	if f.Value.Kind == document.Bool {
		return f.Value.Value == "true"
	}
	l.expect(f.Value, parent.Append(f.Key), document.Bool)
	return false
}

// optBool reads a boolean member into a pointer, for explode and the like where absent differs from false.
func (l *loader) optBool(parent document.Pointer, f *document.Field) *bool {
	if f.Value.Kind != document.Bool {
		l.expect(f.Value, parent.Append(f.Key), document.Bool)
		return nil
	}
	b := f.Value.Value == "true"
	return &b
}

func (l *loader) number(parent document.Pointer, f *document.Field) *float64 {
	if v, ok := f.Value.Float(); ok {
		return &v
	}
	l.expect(f.Value, parent.Append(f.Key), document.Number)
	return nil
}

// count reads a non-negative integer member such as minLength.
func (l *loader) count(parent document.Pointer, f *document.Field) *int64 {
	if v, ok := f.Value.Int(); ok && v >= 0 {
		return &v
	}
	l.report(diag.SpecInvalid, parent.Append(f.Key), "%s must be a non-negative integer, not %s", f.Key, describeValue(f.Value))
	return nil
}

// strs reads an array of strings; other items are reported and left out.
func (l *loader) strs(parent document.Pointer, f *document.Field) []string {
	if f.Value.Kind != document.Array {
		l.expect(f.Value, parent.Append(f.Key), document.Array)
		return nil
	}
	out := make([]string, 0, len(f.Value.Items))
	for i, it := range f.Value.Items {
		if it.Kind == document.String {
			out = append(out, it.Value)
		} else {
			l.expect(it, parent.Append(f.Key).Index(i), document.String)
		}
	}
	return out
}

// object checks that member f is an object; its pointer is returned for reading its members.
func (l *loader) object(parent document.Pointer, f *document.Field) (document.Pointer, bool) {
	p := parent.Append(f.Key)
	return p, l.expect(f.Value, p, document.Object)
}

// extension keeps an x- member in *m and reports whether f was one.
func (l *loader) extension(m *map[string]*document.Node, f *document.Field) bool {
	if !strings.HasPrefix(f.Key, "x-") {
		return false
	}
	if *m == nil {
		*m = make(map[string]*document.Node, 2)
	}
	(*m)[f.Key] = f.Value
	return true
}

func isExtension(key string) bool { return strings.HasPrefix(key, "x-") }

// describePointer names the value p points at for a message: its key, or list[3] for an array element.
func describePointer(p document.Pointer) string {
	parent, tok := p.Parent()
	if parent == "" && tok == "" {
		return "the document"
	}
	if isIndex(tok) {
		_, ptok := parent.Parent()
		return fmt.Sprintf("%q[%s]", ptok, tok)
	}
	return fmt.Sprintf("%q", tok)
}

func isIndex(tok string) bool {
	if tok == "" {
		return false
	}
	for i := 0; i < len(tok); i++ {
		if tok[i] < '0' || tok[i] > '9' {
			return false
		}
	}
	return true
}

func article(k document.Kind) string {
	switch k {
	case document.Null:
		return "null"
	case document.Array, document.Object:
		return "an " + k.String()
	}
	return "a " + k.String()
}

func describeKind(n *document.Node) string {
	if n == nil {
		return "missing"
	}
	return article(n.Kind)
}

// describeValue quotes a scalar for a message, or names the kind of anything else.
func describeValue(n *document.Node) string {
	switch {
	case n == nil:
		return "missing"
	case n.Kind == document.String:
		return fmt.Sprintf("%q", truncate(n.Value, 80))
	case n.Kind == document.Number || n.Kind == document.Bool:
		return n.Value
	}
	return article(n.Kind)
}

func truncate(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && s[cut]&0xC0 == 0x80 { // do not split a UTF-8 sequence
		cut--
	}
	return s[:cut] + "…"
}
